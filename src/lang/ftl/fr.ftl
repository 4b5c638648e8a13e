# Français : les mots du jeu. Les mêmes clés et arguments que en.ftl.

## Le jeu et l'écran d'accueil

game-name = Train mexicain
game-subtitle = dominos
title-new-game = Nouvelle partie
title-rules = Règles
title-change-rules = Changer les règles…
title-custom-rules = { $preset } avec vos propres changements.
title-start = Commencer
title-no-saved-game = Aucune partie enregistrée.
title-play-online = Jouer en ligne
title-play-online-tip = Ouvrez une salle pour des amis au loin, ou rejoignez-en une avec son code.
title-continue = Reprendre
title-quit = Quitter
title-online-waiting = Votre partie en ligne vous attend :
title-back-to-room = Retour à la salle { $code }
title-on-server = Sur { $server }
title-settings = Réglages
title-replays = Parties enregistrées
title-statistics = Statistiques
title-saved-game = { $rules }, manche { $round } : { $players }

## Parties enregistrées et statistiques

replays-title = Parties enregistrées
replays-intro = Revoyez une partie enregistrée, coup par coup. Vous pouvez aussi déposer un fichier .mtr.ron sur la fenêtre.
replays-none = Aucune partie enregistrée pour l'instant : enregistrez-en une depuis le menu pendant une partie, ou à la fin.
replays-watch = Revoir
replays-kept-in = Rangées dans { $folder }
stats-title = Statistiques
stats-none = Terminez une partie avec au moins une personne à la table pour voir ici les statistiques.
stats-player = Joueur
stats-games = Parties
stats-wins = Victoires
stats-points-a-round = Points par manche
stats-rounds-at-zero = Manches à zéro
stats-best-game = Meilleure partie
stats-hints = Indices

## Réglages

settings-title = Réglages
settings-rules = Règles
settings-players = Joueurs
settings-display = Affichage
settings-how-to-play = Comment jouer
display-language = Langue
display-language-system = Celle du système ({ $language })
display-numbers = Nombres
display-pips = Points
display-numerals = Chiffres
display-colours = Couleurs
display-colour-coded = Une couleur par nombre
display-colour-blind-safe = Couleurs adaptées aux daltoniens
display-looks-like = Aperçu
display-table = Table
table-green = Tapis vert
table-blue = Tapis bleu
table-burgundy = Tapis bordeaux
table-wood = Bois
display-text-size = Texte et panneaux
display-text-size-capped = { $percent } % dans cette fenêtre : une fenêtre plus grande en montre plus
display-play-for-me = Jouer pour moi
display-draw-and-pass = Piocher et passer quand je n'ai aucun domino à jouer
display-draw-and-pass-tip = Quand aucun de vos dominos ne se joue, le jeu pioche pour vous, et passe si le domino pioché ne se joue pas non plus.
display-only-move = Jouer mon domino quand c'est mon seul coup
display-only-move-tip = Quand un seul domino se joue, à un seul endroit, le jeu le joue pour vous.
display-speed = Vitesse
speed-slow = Lente
speed-normal = Normale
speed-fast = Rapide
display-sound = Son
display-sound-on = Activé

## Les trains et les places, comme les phrases les nomment

train-yours = votre train
train-of = le train { DE($name) }
train-mexican = le train mexicain
train-side = ce côté du double
seat-number = la place { $seat }

## Pourquoi un coup est refusé

refusal-round-over = La manche est terminée.
refusal-not-your-turn = C'est au tour { DE($name) }, pas au vôtre.
refusal-not-in-set = Il n'y a pas de domino { $tile } dans un jeu double-{ $set }.
refusal-not-in-hand = Le domino { $tile } n'est pas dans la main.
refusal-no-such-seat = Personne n'est assis à la place { $seat } : ce train n'existe pas.
refusal-no-mexican-train = Ces règles n'ont pas de train mexicain.
refusal-no-such-side = Il n'y a pas de côté { $side } d'un double sur la table.
refusal-train-closed = { $train } est privé : il n'a pas de marqueur.
refusal-mexican-after-own = Commencez votre propre train avant de commencer le train mexicain.
refusal-mexican-only-alone = Vous ne pouvez commencer le train mexicain que si vous n'avez pas d'autre coup.
refusal-no-match = Le domino { $tile } ne correspond pas au { $end } qui termine { $train }.
refusal-double-due = Couvrez d'abord le double ouvert { $double } sur { $train }.
refusal-cover-your-double = Couvrez d'abord le double { $double } sur { $train }.
refusal-finish-on-due-or-plain = Après vos doubles, jouez sur { $train }, qui finit par le { $double }, ou sur un train qui ne finit pas par un double.
refusal-one-double-a-turn = Un seul double par tour : couvrez le { $double } sur { $train } avec un domino qui n'est pas un double.
refusal-two-doubles-a-turn = Deux doubles au plus par tour : jouez maintenant un domino qui n'est pas un double.
refusal-second-double-needs-cover = Vous ne pouvez poser un second double que si vous avez un domino pour couvrir l'un de vos doubles.
refusal-cover-one-of-your-doubles = Après deux doubles, couvrez l'un d'eux avec un domino de votre main.
refusal-end-turn-instead = Vous n'êtes pas obligé de rejouer après votre double : finissez votre tour si vous n'avez rien à jouer.
refusal-swan-goes-on = Le tour du cygne continue maintenant sur { $train } (ou finissez votre tour).
refusal-swan-double-needs-cover = Dans un tour du cygne, ne posez un double que si vous avez un domino pour le couvrir.
refusal-no-bullet-train = Ces règles n'ont pas de train express.
refusal-not-a-bullet-train = Un train express pose d'un coup tous les dominos de votre main sur votre propre train ; les vôtres ne s'enchaînent pas.
refusal-bullet-at-the-start = Un train express s'annonce au début d'un tour libre.
refusal-double-on-double = Un double ne peut pas couvrir un double.
refusal-no-going-out-on-double = Avec ces règles, vous ne pouvez pas finir sur un double.
refusal-build-own-train = À votre premier tour, vous construisez votre propre train ; les autres trains attendent.
refusal-no-draw-while-building = On ne pioche pas pendant la construction de son train : finissez votre tour.
refusal-must-play = Vous avez un domino qui se joue : vous devez jouer.
refusal-already-drew = Vous avez déjà pioché : passez si vous ne pouvez toujours pas jouer.
refusal-boneyard-empty = La pioche est vide : passez.
refusal-draw-first = Piochez un domino avant de passer.
refusal-turn-not-over = Ici le tour finit tout seul : jouez, piochez ou passez.
refusal-not-announcing = On n'annonce que lorsqu'il ne reste qu'un domino.
refusal-announce-or-end-turn = Il ne vous reste qu'un domino : annoncez-le ou finissez votre tour.
refusal-draw-for-engine = Personne n'a encore ouvert la gare : piochez jusqu'à ce que le double de départ sorte.
refusal-drawn-tile-may-not-cover = Avec ces règles, un domino pioché pour un double ouvert ne peut pas être joué dessus : passez.
