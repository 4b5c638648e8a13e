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
title-play-online-tip = Ouvrez une table pour des amis où qu'ils soient, ou rejoignez-en une avec l'invitation reçue.
title-continue = Reprendre
title-quit = Quitter
quit-title = Fermer le jeu ?
quit-friends-at-table = { $count ->
    [one] Un ami joue à votre table.
   *[other] { $count } amis jouent à votre table.
}
quit-table-closes = Votre table se ferme avec le jeu : leurs places attendent que vous la rouvriez (Jouer en ligne, Retour à la table).
quit-keep-playing = Continuer à jouer
quit-close-anyway = Fermer le jeu
title-online-waiting = Votre partie en ligne vous attend :
title-back-to-room = Retour à la salle { $code }
tables-heading = Vos tables
tables-yours = Votre propre table
tables-room = Salle { $code }
tables-own-opens = elle rouvre quand vous y retournez
tables-asking = on demande…
tables-ended = cette table est terminée
tables-host-away = pas de réponse : { $host } a peut-être fermé le jeu
tables-not-answering = pas de réponse
tables-over = la partie est terminée
tables-your-turn = à vous · manche { $round }
tables-turn-of = au tour de { $name } · manche { $round }
tables-computer-turn = au tour d'un ordinateur · manche { $round }
tables-paused = en pause : tout le monde est absent · manche { $round }
tables-not-dealt = on attend que tout le monde s'asseye
tables-between = la manche { $round } est finie
tables-back-to = Retourner à : { $table }
tables-more = { $count ->
    [one] 1 table de plus
   *[other] { $count } tables de plus
}
tables-forget = Oublier : { $table }
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
replays-download = Télécharger
replays-kept-in-browser = Rangées dans ce navigateur. Téléchargez-en une pour la garder ailleurs ; un .mtr.ron déposé sur la page s'ouvre ici.
stats-title = Statistiques
stats-none = Terminez une partie avec au moins une personne à la table pour voir ici les statistiques.
stats-player = Joueur
stats-games = Parties
stats-wins = Victoires
stats-points-a-round = Points par manche
stats-rounds-at-zero = Manches à zéro
stats-best-game = Meilleure partie
stats-hints = Indices
stats-lost-a-move = Points perdus par coup
stats-lost-a-move-tip = Points attendus perdus par coup avec un choix, sur { $games ->
    [0] aucune partie analysée pour l'instant (Analyser ma partie, à la fin d'une partie)
    [one] 1 partie analysée ({ $moves } coups)
   *[other] { $games } parties analysées ({ $moves } coups)
}

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

## Places et joueurs

seats-players = Joueurs
seats-seat = Place { $seat }
seats-seat-playing = Place { $seat } : { $name } — { $player }
player-person = Personne
player-easy = Ordinateur (facile)
player-greedy = Ordinateur (glouton)
player-normal = Ordinateur (normal)
player-hard = Ordinateur (difficile)
player-recorded = Enregistré
player-person-tip = Quelqu'un devant cet écran joue cette place.
player-easy-tip = Joue au hasard n'importe quel domino permis.
player-greedy-tip = Joue d'abord son domino le plus lourd.
player-normal-tip = Prévoit le plus long train qu'il peut construire et joue d'abord ses autres dominos.
player-hard-tip = Réfléchit à l'avance : essaie chaque coup dans de nombreuses hypothèses sur les dominos cachés, déduites de ce que les autres ont joué.
player-recorded-tip = Coups tirés d'un enregistrement.
preset-standard = Règles officielles de Puremco (Bauguess 2012). La partie habituelle.
preset-consensus = Le consensus de Wikipédia : un double par tour, couvert sur le double.
preset-galt-1994 = Galt 1994 : le plus haut double ouvre ; construisez d'abord votre train.
preset-parsons-1994 = Parsons 1994 : les règles d'origine de Puremco.
preset-celko-1998 = Celko 1998 : construisez votre train ; les doubles se couvrent du plus récent au plus ancien.
preset-french-club = Club français : éliminé à 100 points, le dernier en jeu gagne.
preset-saved = Des règles que vous avez enregistrées.
rules-saved-set = { $name } (enregistrées)

## La barre du haut et le menu

bar-rules-with = { $rules } avec { $variants }
bar-info = Manche { $round } · départ { $engine } · { $rules }
bar-boneyard = Pioche : { $count }
bar-menu = Menu
bar-fit-table = Voir la table
bar-fit-table-tip = Montre toute la table (F)
bar-say = Dire…
bar-room = Salle { $code }
bar-watchers = { $count } { $count ->
    [one] spectateur
   *[other] spectateurs
}
bar-watching = Spectateur
bar-reconnecting = reconnexion…
quick-your-turn = À vous !
quick-well-played = Bien joué
quick-good-luck = Bonne chance
quick-thanks = Merci
quick-oops = Oups
menu-new-game = Nouvelle partie (mêmes joueurs)
menu-new-game-tip = Distribue une nouvelle partie pour les mêmes joueurs et les mêmes règles.
menu-leave = Retour à l'écran d'accueil
menu-leave-tip = Cette partie reste enregistrée : « Reprendre » la ramène.
menu-save-replay = Enregistrer la partie
menu-save-replay-tip = Gardez cette partie pour la revoir.
menu-seat-back = Rendre sa place à { $name }
menu-seat-back-tip = Cette personne rejoue sa place (à son retour, elle la reprend de toute façon).
menu-stand-in = Un ordinateur joue pour { $name }
menu-stand-in-tip = Pendant son absence, un ordinateur normal joue sa place ; elle la retrouve à son retour.
menu-leave-room = Quitter la salle
menu-leave-room-tip = Un ordinateur joue votre place à partir de là.
menu-settings = Réglages…
menu-close = Fermer

## Les tours et la main

train-side-of = un côté d'un double sur { $train }
turn-yours = À vous de jouer.
turn-of = Au tour { DE($name) }.
hand-yours = Votre main
hand-of = Main { DE($name) }
hand-watching = Les ordinateurs jouent
hand-watching-table = Vous regardez
hand-hidden = Les mains sont cachées
hand-count = ({ $count ->
    [one] { $count } domino
   *[other] { $count } dominos
})
hand-count-of = ({ $name } : { $count ->
    [one] { $count } domino
   *[other] { $count } dominos
})
sort-label = Trier :
sort-by-number = Par nombre
sort-by-number-tip = Le plus grand nombre d'abord, regroupés.
sort-heaviest = Les plus lourds d'abord
sort-heaviest-tip = D'abord les dominos qui coûteraient le plus à la fin de la manche.
sort-playable = Jouables d'abord
sort-playable-tip = D'abord les dominos qui se jouent maintenant.
sort-plan = Prévoir mon train
sort-plan-tip = Le plus long train que vous pouvez construire sur votre propre train, dans l'ordre de jeu et entouré ; puis les dominos en trop, à jouer ailleurs.
sort-mine = Mon ordre
sort-mine-tip = L'ordre dans lequel vous avez glissé vos dominos (glissez un domino le long de la main pour le déplacer) ; ceux piochés depuis s'ajoutent à droite.
hint-line = Conseil : { $why }
tile-tip = { $tile } · { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tile-tip-planned = {" "}· domino { $place } sur { $planned } prévus pour votre train
tile-tip-spare = {" "}· en trop : jouez-le ailleurs
prompt-game-over = La partie est terminée.
prompt-round-over = La manche est terminée.
prompt-playing = { $name } joue
prompt-thinking = { $name } joue…
prompt-announce = Il vous reste un domino : annoncez-le (ou finissez votre tour et piochez la pénalité).
prompt-build = Votre premier tour : construisez votre train depuis la gare, puis « Finir le tour ».
prompt-seek-engine = Personne n'a le double de départ : piochez jusqu'à ce qu'il sorte.
prompt-cover-open-double = Couvrez le double ouvert { $double } sur { $train }.
prompt-after-double-may = Vous avez posé un double : vous pouvez jouer un domino de plus, ou finir votre tour (le { $double } sur { $train } d'abord).
prompt-after-double-must = Vous avez posé un double : jouez un domino de plus (le { $double } sur { $train } d'abord).
prompt-after-double-done = Plus rien à jouer après votre double : finissez votre tour.
prompt-swan = Tour du cygne : posez un domino sur le train public suivant, ou finissez votre tour.
prompt-swan-cover = Couvrez votre { $double } sur { $train } avec un domino de votre main.
prompt-draw = Aucun de vos dominos ne se joue : piochez.
prompt-pass = Toujours rien à jouer : passez — votre marqueur va sur votre train.
prompt-place-it = Glissez-le sur un bout de train qui brille, ou cliquez sur l'un d'eux (Entrée le joue là où sont les coins).
prompt-pick = À vous : choisissez un domino (cliquez dessus, ou ← →) ; les bouts de train où il se joue s'allument.
button-thinking = Réflexion…
button-thinking-tip = Recherche d'un bon coup.
button-suggest = Suggérer un coup (H)
button-suggest-tip = Que ferait ici un bon joueur ? Le coup s'allume, avec pourquoi. (H)
button-draw = Piocher
button-draw-tip = Prenez un domino dans la pioche : seulement quand aucun de vos dominos ne se joue. (D)
button-pass = Passer
button-pass-tip = Seulement quand vous ne pouvez pas jouer après avoir pioché : votre tour finit et votre marqueur va sur votre train, où les autres peuvent alors jouer. (P)
button-announce = Annoncer le dernier domino
button-announce-tip = Tapez sur la table : il vous reste un domino. (A)
button-bullet = Train express !
button-bullet-tip = Tous les dominos de votre main s'enchaînent sur votre propre train : posez-les tous et terminez. (B)
button-end-turn = Finir le tour
button-end-turn-tip = Finissez votre tour ici. (E)
button-end-turn-announce-tip = Finissez votre tour sans annoncer : vous piochez la pénalité. (E)
button-end-turn-build-tip = Vous avez construit votre train : finissez votre tour. (E)
button-take-back = Annuler (Z)
button-take-back-tip = Annule votre dernier tour, et les tours des ordinateurs qui ont suivi : retour au début de votre tour, mêmes dominos, même pioche. Autant de fois que vous voulez dans une manche. (Z)

## Plaques sur la table

plate-mexican = Train mexicain
plate-mexican-open = ouvert à tous
plate-points = · { $points } pts
plate-open = · ouvert
# On the badge of an open double, before its number, where there is room.
badge-cover = couvrir
plate-open-tip = Le train est ouvert : tout le monde peut y jouer.
plate-last-tile = · dernier domino !
plate-out = éliminé
plate-to-play = à jouer
plate-away = absent
plate-not-answering = ne répond pas
prompt-away = { $name } est absent (son jeu fermé ou sa connexion perdue) : la table l'attend.
prompt-away-cover-in = { $name } est absent : un ordinateur joue pour lui dans { $secs } s.
prompt-away-covered = { $name } est absent : un ordinateur joue pour lui jusqu'à son retour.
plate-computer-plays = un ordinateur joue
plate-cover-in = absent · un ordinateur joue dans { $secs } s
plate-tiles = { $count ->
    [one] { $count } domino
   *[other] { $count } dominos
}

## Conseils : le coup et pourquoi

hint-play = Jouez le { $tile } sur { $train }
hint-draw = Piochez
hint-pass = Passez
hint-end-turn = Finissez votre tour
hint-announce = Annoncez votre dernier domino
hint-bullet = Posez toute votre main : train express
hint-alone = { $action }.
hint-why = { $action } : { $reasons }.
hint-reasons-joined = {" ; "}
why-next-of-plan = le domino suivant du plus long train que fait votre main ({ $tiles } dominos)
why-last-of-own-train = le dernier domino que votre propre train peut prendre
why-other-way = construit votre train, mais pas selon la plus longue suite que fait votre main
why-spare-on-own = un domino en trop sur votre propre train
why-gives-plan-away = utilise un domino dont votre train aura besoin (votre main fait un train de { $tiles })
why-spare-keeps-plan = un domino dont votre train n'a pas besoin, sa suite de { $tiles } reste donc entière
why-double-out = sort un double de votre main
why-points-out = sort { $points ->
    [one] { $points } point
   *[other] { $points } points
} de votre main
why-only-move = c'est votre seul coup
why-wins = gagne la partie dans environ { $percent } % des donnes essayées
why-saves = vous laisse en moyenne { $points ->
    [one] { $points } point
   *[other] { $points } points
} de moins en main à la fin de la manche

## Dialogues : un enregistrement déposé, l'écran partagé, la fin de la manche et de la partie

dropped-title = Revoir une partie
dropped-watch = Revoir « { $name } » ?
dropped-saved = Cette partie reste enregistrée : « Reprendre » sur l'écran d'accueil la ramène.
dropped-watch-it = La revoir
dropped-keep-playing = Continuer à jouer
invited-title = Une invitation à une table
invited-join = Quitter cette partie pour rejoindre la table où vous êtes invité ?
invited-join-it = Rejoindre la table
invited-at-a-table = Une invitation à une autre table est arrivée : quittez d'abord celle-ci, puis cliquez à nouveau sur l'invitation.
cover-pass-to = Passez l'écran à { $name }
cover-im = Je suis { $name } — montrer mes dominos
cover-look-away = Tous les autres : ne regardez pas.
round-of = Manche { $round } sur { $rounds }
round-over-title = Fin de la manche
round-next = Manche suivante
round-players-deal = Les joueurs distribuent la manche suivante quand ils sont prêts.
round-waits-for = { $count ->
    [0] Distribution…
   *[other] En attente de { $names }…
}
key-enter = Entrée
round-out = fini !
round-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
game-over-title = Fin de la partie
game-over-last-round = La dernière manche
game-over-play-again = Rejouer
game-over-new-game = Nouvelle partie…
sheet-title = Feuille de marque
sheet-round = Manche
sheet-total = Total
end-went-out = { $name } a posé son dernier domino.
end-went-out-you = Vous avez posé votre dernier domino.
end-blocked = Personne ne pouvait jouer : la manche est bloquée.
side-partners = { $first } et { $second }
result-names-joined = {" et "}
result-wins = { $name } { $team ->
    [yes] gagnent
   *[no] gagne
} avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
result-tie-zeros = { $names } à égalité avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Départage : { $name } { $team ->
    [yes] gagnent
   *[no] gagne
} avec { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} à zéro contre { $others }.
result-tie-lowest = { $names } à égalité avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Départage : { $name } { $team ->
    [yes] gagnent
   *[no] gagne
} avec une plus petite manche de { $lowest } contre { $others }.
result-shared = { $names } à égalité avec { $points ->
    [one] { $points } point
   *[other] { $points } points
} et le départage ne peut pas les séparer : ils partagent la victoire.

## Les noms, et les coups racontés

name-you = Vous
train-their-own = son propre train
move-play = { $name } joue le { $tile } sur { $train }.
move-bullet = { $name } annonce un train express et termine.
move-draw = { $name } pioche.
move-pass = { $name } passe : son marqueur est posé.
move-end-turn = { $name } finit son tour.
move-announce = { $name } annonce son dernier domino.
move-play-you = Vous jouez le { $tile } sur { $train }.
move-bullet-you = Vous annoncez un train express et terminez.
move-draw-you = Vous piochez.
move-pass-you = Vous passez : votre marqueur est posé.
move-end-turn-you = Vous finissez votre tour.
move-announce-you = Vous annoncez votre dernier domino.

## A tile said aloud (screen readers): "six–quatre", "double blanc"

pip-said = { $n ->
    [0] blanc
    [1] un
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
    [11] onze
    [12] douze
    [13] treize
    [14] quatorze
    [15] quinze
    [16] seize
    [17] dix-sept
    [18] dix-huit
   *[other] { $n }
}
tile-said = { $high }–{ $low }
tile-said-double = double { $pip }

## The table in words (a window, T; opens by itself for a screen reader)

words-title = La table en mots
words-close = Fermer la table en mots
window-close = Fermer la fenêtre
words-said = Dernier coup
words-round = Manche { $round } sur { $rounds }, double de départ { $engine }.
words-train = { $train } : { $count ->
    [one] un domino
   *[other] { $count } dominos
}, bout ouvert { $end }{ $marker ->
    [yes]  ; marqueur posé, ouvert à tous
   *[no] {""}
}{ $double ->
    [yes]  ; double ouvert, à couvrir
   *[no] {""}
}{ $played ->
    [yes]  ; derniers : { $last }
   *[no] {""}
}.
words-train-hidden = { $train } : caché jusqu'au début des tours.
words-seat = { $name } : { $count ->
    [one] un domino
   *[other] { $count } dominos
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $state ->
    [announced]  ; dernier domino annoncé
    [out]  ; hors de la partie
   *[playing] {""}
}.
words-boneyard = Pioche : { $count ->
    [one] un domino
   *[other] { $count } dominos
}.
words-moves = Vos coups
words-no-moves = Vos coups s'affichent ici à votre tour.
words-play = Jouer le { $tile } sur { $train }
words-glows = Brille sur la table : { $move }.
words-hand-tile = { $tile }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
words-hand-tile-plays = { $tile }, jouable maintenant
menu-table-words = La table en mots (T)

## En ligne

online-seat-kept = Votre place dans la salle { $code } vous attend.
online-back-to-table = Retour à la table
online-forget = L'oublier
online-server = Serveur
online-server-tip = L'ordinateur qui exécute `mexican-train serve` : son adresse et son port (7777 sauf si son hôte en a choisi un autre).
online-your-name = Votre nom
online-name-hint = tel que les autres le verront
online-name-to-sit = Votre nom sert à ouvrir une table ou à la rejoindre : pour regarder, il n'en faut pas.
online-table-reopened = Le jeu s'est arrêté alors que votre table était ouverte : elle est de nouveau ouverte, et vos amis y reviennent d'eux-mêmes.
online-played-for-you = Pendant votre absence, un ordinateur a joué { $turns ->
    [one] un tour
   *[other] { $turns } tours
} pour vous.
online-played-laid = Il a posé { $tiles }.
online-played-drew = Il a pioché { $count ->
    [one] un domino
   *[other] { $count } dominos
}.
online-no-server = Indiquez l'adresse du serveur.
online-own-room-about = Avec les règles et les places de la nouvelle partie : la place de chaque personne attend un ami, les ordinateurs jouent la leur.
online-host = Ouvrir une salle
online-code = Son code, tel que votre hôte le donne :
online-join = Rejoindre
online-trying-again = Nouvel essai avec { $server }… ({ $why })
online-connecting = Connexion à { $server }…
online-cancel = Annuler
online-your-room = Votre salle
online-copy = Copier
online-copy-tip = Copiez le code pour l'envoyer à vos amis
online-friends-join = Vos amis rejoignent avec ce code sur le serveur { $server }.
online-reconnecting = Reconnexion… ({ $why })
online-name-you = { $name } (vous)
online-here = présent
online-away = absent
online-not-known = inconnu
online-not-known-tip = Inconnu pendant que votre jeu se reconnecte.
online-waiting = en attente d'un ami…
online-start-wait = La place de chaque ami doit d'abord être prise.
online-host-starts = L'hôte commence quand tout le monde est là.
online-leave = Quitter
online-watch = Regarder
online-watch-tip = Suivre la partie sans place : la table et le nombre de dominos de chaque joueur, jamais une main.
online-watching-heading = Vous regardez
online-watching-about = Vous voyez la table et le nombre de dominos de chacun, jamais une main.
online-stop-watching = Ne plus regarder
online-watchers = { $count ->
    [one] 1 personne regarde.
   *[other] { $count } personnes regardent.
}
online-host-table = Votre propre table
online-host-table-about = Vos amis vous rejoignent de partout avec l'invitation que vous leur envoyez : rien à configurer. Votre table reste ouverte tant que le jeu l'est.
online-friends = Amis
online-computers-play = Les ordinateurs jouent
online-as-new-game = comme dans la nouvelle partie
online-table-seats = { $seats } places : vous, { $friends ->
    [one] 1 ami
   *[other] { $friends } amis
}{ $computers ->
    [0] {""}
    [one] {" "}et 1 ordinateur
   *[other] {" "}et { $computers } ordinateurs
}. Les règles sont celles de la nouvelle partie.
online-host-table-button = Ouvrir une table
online-join-table = Rejoindre une table
online-join-whose = Rejoindre la table de { $host }
online-invited-to = Vous êtes invité dans la salle { $code } : tapez votre nom et Rejoindre, ou Regarder sans place.
online-invite-other = Ouvrir une table, ou en rejoindre une autre…
online-whose-table = La table de { $host }
online-pass-invite = Transmettez cette invitation à qui doit rejoindre ou regarder : un clic ouvre le jeu à la table de { $host }.
online-copied = Copiée
online-paste-invite = Collez l'invitation que votre hôte vous a envoyée :
online-host-on-desktop = On accueille sa propre table depuis le jeu de bureau (Windows, Linux) ; dans un navigateur, vous rejoignez les tables de vos amis.
online-invite-no-code = C'est l'adresse d'une table sans sa salle : demandez l'invitation à votre hôte.
online-invite-unreadable = Ce n'est pas une invitation de ce jeu : elle commence par mexican-train://join/
online-on-this-network = Sur ce réseau
online-network-none = Pas encore de table : une table ouverte sur ce réseau apparaît ici d'elle-même.
online-network-deaf = Les tables de ce réseau ne s'entendent pas d'ici.
online-network-table = Table de { $host }
online-network-free = { $free ->
    [one] 1 place libre
   *[other] { $free } places libres
}
online-network-playing = en cours : vous pouvez regarder
online-network-join = Rejoindre la table de { $host }
online-network-watch = Regarder la table de { $host }
online-nearby = Montrer ma table sur ce réseau
online-nearby-tip = Les jeux du même réseau domestique voient votre table dans Jouer en ligne et peuvent s'asseoir sans l'invitation.
online-advanced = Avancé : un serveur dédié
online-relay = Votre propre relais
online-relay-hint = vide : les relais publics
online-relay-tip = Les amis dont le réseau ne vous atteint pas directement passent par un relais. Laissez vide pour les relais publics, ou donnez l'adresse de votre propre iroh-relay (https://…).
online-relay-unreadable = L'adresse de votre relais est illisible : { $why }
online-join-room = Rejoindre la salle
online-table-opening = Ouverture de votre table…
online-table-cannot-open = Votre table n'a pas pu s'ouvrir : { $why }
online-hosts-table-heading = La table de votre hôte
online-your-table = Votre table
online-send-invite = Envoyez cette invitation à vos amis (par message ou e-mail) : un clic ouvre le jeu à votre table.
online-copy-invite = Copier l'invitation
online-copy-invite-tip = Copier l'invitation, pour la coller dans un message à vos amis
online-copy-watch-link = Copier un lien pour regarder
online-copy-watch-link-tip = Pour ceux qui préfèrent regarder : ils voient la table et le nombre de dominos de chacun, jamais une main.
online-copy-web-link = Copier un lien pour navigateur
online-copy-web-link-tip = Pour un ami qui n'a pas le jeu (un Chromebook, un ordinateur de travail) : le lien ouvre le jeu dans son navigateur, à cette table.
online-web-link-about = pour un ami qui n'a pas le jeu
online-invite-tip = L'invitation : qui a ouvert le jeu d'abord la colle dans Jouer en ligne, Rejoindre une table.
online-room-code = salle { $code }
online-table-open-while = Votre table reste ouverte tant que le jeu l'est.
online-cover-after = Attente d'un ami déconnecté
online-cover-after-tip = Un ami absent à son tour (jeu fermé, connexion perdue) est attendu ce temps-là ; puis un ordinateur joue pour lui jusqu'à son retour. 0 : attendre aussi longtemps qu'il faut.

## Comment jouer : les règles en mots, d'après les règles de la maison

how-setting-up = Mise en place
how-your-turn = Votre tour
how-doubles = Les doubles
how-the-end = La fin
how-deal = { $players } joueurs avec un jeu double-{ $set } ; chacun reçoit { $hand } dominos et le reste forme la pioche.
how-engine-set-aside = Le double de la manche (le départ) est mis de côté et posé d'abord dans la gare.
how-engine-holder = Le double de la manche est distribué comme les autres ; qui l'a le pose dans la gare et joue en premier. Si personne ne l'a, chacun pioche à son tour jusqu'à ce qu'il sorte.
how-engine-highest = Le premier joueur ouvre la gare avec son plus haut double (s'il n'en a pas, le joueur suivant qui en a un le fait ; si personne n'en a, chacun pioche à son tour jusqu'à ce qu'un double sorte).
how-elimination = Les manches se suivent, le départ descendant depuis { $set } puis recommençant ; un joueur qui atteint { $at } points est éliminé, et le dernier en jeu gagne.
how-all-engines = La partie compte { $rounds } manches, le départ descendant du { $set }|{ $set } au 0|0.
how-single-round = La partie se joue en une seule manche, avec le départ { $set }|{ $set }.
how-rounds = La partie compte { $rounds } manches, le départ descendant depuis le { $set }|{ $set }.
how-starter-rotate = Le premier joueur tourne dans le sens des aiguilles d'une montre de manche en manche.
how-starter-lot = Le premier joueur de la première manche est tiré au sort, puis il tourne dans le sens des aiguilles d'une montre.
how-starter-highest = Celui qui a le plus haut double commence la manche.
how-fixed-hand = Chacun reçoit { $tiles } dominos, quel que soit le jeu.
how-build-train = À votre premier tour de chaque manche, construisez votre propre train : { $while_fits ->
    [yes] continuez à y poser des dominos depuis la gare tant qu'il y en a un qui va
   *[no] posez-y depuis la gare autant de dominos que vous voulez
} (les doubles n'ont pas encore besoin d'être couverts), puis finissez votre tour.
how-fast-game = Avant le premier tour, chacun construit en même temps son propre train, aussi long que possible : on continue à y poser des dominos depuis la gare tant qu'il y en a un qui va (les doubles n'ont pas encore besoin d'être couverts) ; personne ne voit les trains des autres avant que tous aient fini.
how-play-one = Jouez un domino dont un nombre correspond au bout d'un train : votre propre train{ $partner ->
    [yes] , le train de votre partenaire
   *[no] {""}
}{ $mexican ->
    [anytime] , le train mexicain (tout le monde peut le commencer)
    [after-own] , le train mexicain (vous pouvez le commencer une fois votre propre train commencé)
    [alone] , le train mexicain (vous ne pouvez le commencer que si vous n'avez pas d'autre coup)
   *[off] {""}
}, ou tout train qui porte un marqueur.
how-must-play = Si l'un de vos dominos se joue, vous devez jouer ; vous ne pouvez pas piocher ou passer à la place.
how-draw-one = Si aucun ne se joue, piochez un domino et jouez-le (ou un autre) si vous le pouvez.
how-draw-until = Si aucun ne se joue, piochez jusqu'à ce qu'un domino se joue (ou que la pioche soit vide).
how-pass = Si vous ne pouvez toujours pas jouer, passez : votre marqueur va sur votre train, et les autres peuvent y jouer.
how-simply-pass = Quand la pioche est vide et que vous ne pouvez pas jouer, vous passez simplement : pas de marqueur.
how-marker-owner = Votre marqueur s'enlève quand vous rejouez sur votre propre train.
how-marker-any = Un marqueur s'enlève dès que quelqu'un joue sur ce train (il « prend du fret »).
how-blanks-wild = Les blancs sont des jokers : un blanc va avec tous les nombres, et tout domino va sur un bout blanc.
how-announce = Quand il ne vous reste qu'un domino, annoncez-le ; si vous oubliez, vous piochez { $penalty }.
how-swan = Tour du cygne : quand votre tour commence par un domino sur votre propre train, vous pouvez continuer avec un domino sur chaque train public suivant dans le sens des aiguilles d'une montre (le train mexicain peut être sauté), jusqu'à ce qu'un train ne prenne pas de domino, que vous ayez fait le tour ou que vous vous arrêtiez. Un double posé en chemin est couvert aussitôt avec un domino de votre main.
how-bullet = Train express : si au début de votre tour tous les dominos de votre main s'enchaînent sur votre propre train, vous pouvez l'annoncer et les poser tous : vous avez fini, et chacun des autres pose ce qu'il peut sur son propre train avant de compter.
how-crosswise = Les doubles se posent en travers.
how-after-double = Après avoir posé un double ({ $more ->
    [one] un double par tour
    [two] deux doubles au plus par tour
   *[any] vous pouvez poser plusieurs doubles de suite
}), { $must ->
    [must] vous devez
   *[may] vous pouvez
} { $finish ->
    [on-double] le couvrir avec un domino sur le double lui-même.
    [due-or-plain] jouer encore un domino qui n'est pas un double : sur votre premier double, ou sur un train permis qui ne finit pas par un double.
   *[anywhere] rejouer : n'importe quel domino, sur n'importe quel train permis.
}{ $must ->
    [must] {" "}Piochez s'il le faut ; si vous ne pouvez toujours pas, passez.
   *[may] {" "}Ou finissez votre tour.
}
how-second-double = Vous ne pouvez poser un second double que si vous avez un domino pour couvrir l'un de vos doubles, et ce domino le couvre ensuite.
how-cover-optional = Couvrir les doubles est facultatif : un double ouvert ne bloque personne.
how-cover-first = { $owed ->
    [last] Le dernier double laissé ouvert par un tour (seulement celui-là)
   *[every] Un double laissé ouvert
} doit être couvert avant de jouer quoi que ce soit d'autre, et lui seul ; les doubles ouverts se couvrent un par tour, { $order ->
    [newest] le dernier posé d'abord
   *[oldest] le plus ancien d'abord
}.
how-branching-after-cover = Doubles en croix : une fois un double couvert, ses deux côtés prennent aussi des dominos, comme de nouveaux bouts de son train.
how-branching-three = Doubles en croix : un double prend trois dominos — son bout et ses deux côtés — avant que le jeu reprenne ailleurs ; après le premier, un joueur qui ne peut pas couvrir un côté passe sans marqueur.
how-exhausted-double = Un double que personne ne peut plus couvrir (tous les dominos de son nombre sont sortis) ne bloque plus le jeu.
how-drawn-not-on-double = Un domino pioché à cause d'un double ouvert ne peut pas être joué dessus ce tour-là.
how-own-marker-release = Un double qui enlève votre marqueur de votre propre train n'a pas besoin d'être couvert.
how-double-public = Poser un double sur un train rend ce train public.
how-continuous-draw = Si un double fait le tour de la table sans être couvert, celui qui l'a posé pioche jusqu'à pouvoir le couvrir.
how-out-on-double = Vous pouvez finir sur un double.
how-no-out-on-double = Vous ne pouvez pas finir sur un double.
how-round-ends = Une manche finit quand un joueur pose son dernier domino, ou quand elle est bloquée : la pioche est vide, tout un tour de table s'est passé sans domino, et personne n'a pu jouer à son tour suivant.
how-blocked-count = Une manche bloquée se compte comme les autres : chacun compte sa main.
how-blocked-lowest = Dans une manche bloquée, la main la plus faible compte 0, comme si elle avait fini ; les autres comptent la leur.
how-blocked-void = Une manche bloquée ne compte pas : personne ne marque.
how-score-pips = Chacun des autres marque les points qui restent dans sa main.
how-score-double-blank = Chacun des autres marque les points qui restent dans sa main ; le double blanc compte { $double_blank }.
how-score-blanks = Chacun des autres marque les points qui restent dans sa main, chaque bout blanc comptant { $blank } et le double blanc { $double_blank }.
how-partners = Les partenaires s'assoient face à face et marquent ensemble ; une équipe marque 0 quand l'un des deux a fini.
how-last-knocked-out = Si les derniers joueurs sont tous éliminés dans la même manche, le plus petit total parmi eux gagne.
how-lowest-wins = Le plus petit total gagne.
how-your-table = Les règles de votre table (celles d'une nouvelle partie), pas celles de la leçon :
how-tie-zero-rounds = À total égal, le plus de manches à 0 gagne, puis la plus petite manche.
how-tie-shared = Les totaux égaux se partagent la victoire.
how-keys = Touches

## Les touches

keys-tip = ← → choisit un domino, ↑ ↓ son bout, Entrée le joue (? pour toutes les touches) ; glissez-le le long de la main pour le déplacer
keys-left-right = ← →
keys-left-right-what = choisir un domino de votre main (ceux qui se jouent maintenant d'abord)
keys-up-down = ↑ ↓ ou Tab
keys-up-down-what = choisir parmi les bouts de train qui brillent, où il se joue (Maj+Tab revient en arrière) ; le bout choisi a des coins blancs
keys-enter-what = jouer le domino sur le bout choisi (après une suggestion : faire le coup suggéré, piocher ou passer aussi)
keys-d = D
keys-d-what = piocher
keys-p = P
keys-p-what = passer (votre marqueur va sur votre train)
keys-a = A
keys-a-what = annoncer votre dernier domino
keys-e = E
keys-e-what = finir votre tour
keys-b = B
keys-b-what = train express, quand les règles de la maison le prévoient
keys-h = H
keys-h-what = suggérer un coup (son domino et son bout sont choisis : Entrée le joue)
keys-z = Z
keys-z-what = annuler votre dernier tour (seul contre des ordinateurs ; autant de fois que vous voulez dans une manche)
keys-f = F ou Origine
keys-f-what = remontrer toute la table après un zoom
keys-t = T
keys-t-what = montrer ou cacher la table en mots (pour les lecteurs d'écran : chaque train, joueur et coup possible)
keys-escape = Échap
keys-escape-what = fermer le menu ou les réglages
keys-question = ?
keys-question-what = ces touches
keys-windows = Tab, Entrée, Espace
keys-windows-what = dans les fenêtres et dialogues : passer d'un bouton à l'autre et en presser un
keys-mouse = Souris
keys-mouse-what = glisser un domino sur un bout qui brille, ou cliquer sur le domino puis sur le bout ; clavier et souris se mélangent librement


## Enregistrer : ce qui n'a pas pu être gardé, ce qui a été trouvé au démarrage

saving-your-game = Votre partie
saving-the-statistics = Les statistiques
saving-the-settings = Les réglages
saving-failed-kept = { $what } : enregistrement impossible ({ $why }) ; le dernier enregistrement est gardé.
saving-failed = { $what } : enregistrement impossible : { $why }.
saving-no-thread = Rien ne peut être enregistré : le fil d'enregistrement n'a pas pu démarrer.
saving-thread-stopped = Plus rien ne peut être enregistré : le fil d'enregistrement s'est arrêté.
saving-no-folder = Il n'y a aucun dossier où garder réglages et parties : rien ne sera enregistré.
saving-crashed = Le jeu s'est fermé de façon inattendue la dernière fois.{ $saved ->
    [yes] {" "}Votre partie était enregistrée : « Reprendre » la reprend là où elle s'est arrêtée.
   *[no] {""}
} (Ce qui s'est passé est dans { $report }.)
saving-found-at-start = { $count } choses ont été trouvées au démarrage :
    { $list }
saving-nothing-to-continue = Il n'y a aucune partie enregistrée à reprendre.
saving-cannot-resume = La partie enregistrée ne peut pas être reprise : { $why }
saving-no-replay-folder = Il n'y a aucun dossier où enregistrer les parties.
saving-no-game = Il n'y a aucune partie à enregistrer.
saving-replay-saved = Partie enregistrée : { $name }
saving-replay-failed = La partie n'a pas pu être enregistrée : { $why }



## A damaged file found at start: which, why, where the original went
file-unreadable = { $file ->
        [settings] Les réglages n'ont pas pu être lus
        [saved-game] La partie enregistrée n'a pas pu être lue
        [statistics] Les statistiques n'ont pas pu être lues
       *[rule-set] Les règles « { $name } » n'ont pas pu être lues
    } ({ $why }) ; { $kept ->
        [as] le fichier a été mis de côté sous le nom { $bad }.
        [too-many] le fichier est resté en place : trop de copies abîmées sont déjà gardées.
       *[not-moved] le fichier n'a pas pu être mis de côté ({ $error }).
    }
file-partly = { $file ->
        [settings] Une partie des réglages
        [saved-game] Une partie de la partie enregistrée
        [statistics] Une partie des statistiques
       *[rule-set] Une partie des règles « { $name } »
    } n'a pas pu être lue ({ $issues }) ; le reste a été gardé, et { $kept ->
        [as] l'original a été mis de côté sous le nom { $bad }.
        [too-many] l'original est resté en place : trop de copies abîmées sont déjà gardées.
       *[not-moved] l'original n'a pas pu être mis de côté ({ $error }).
    }
file-saved-back = Ce qui a pu être lu a été enregistré à sa place.
file-not-saved-back = Ce qui a pu être lu n'a pas pu être enregistré à sa place ({ $error }) : cela vaut pour cette session seulement.
file-why-not-found = ce fichier n'existe pas
file-why-folder = c'est un dossier, pas un fichier
file-why-not-regular = ce n'est pas un fichier ordinaire (un tube ou un périphérique ?)
file-why-too-large = il fait { $size }, plus que les { $limit } permis pour un tel fichier
file-why-grew = il a dépassé pendant la lecture les { $limit } permis pour un tel fichier
file-why-not-text = ce n'est pas du texte
file-why-not-ours = ce n'est pas un fichier de ce jeu (pas de parenthèse ouvrante)
file-why-syntax = ligne { $line } : { $detail }
file-why-newer = il a été écrit par une version plus récente du jeu (format { $format })
file-why-seats = il a { $players } joueurs pour { $seats } places
file-issue-bad-value = la valeur de `{ $field }` ne convient pas : { $detail }
file-issue-unknown = champ inconnu `{ $field }`
file-issue-missing = `{ $field }` manque
file-issue-ends-early = le fichier s'arrête trop tôt
file-issue-unexpected = texte inattendu à la ligne { $line }
# Between two of the problems listed in a file (a semicolon and a space).
file-issue-separator = {"\u00A0; "}

## Les onglets Joueurs et Règles

players-in-play = Joueurs de la partie en cours (changez-les pour la prochaine partie sur l'écran d'accueil) :
rules-locked = Les règles de la partie en cours ({ $rules }) sont verrouillées jusqu'à sa fin.
rules-start-from = Partir de
rules-cannot-be-played = ⚠ Ces règles ne peuvent pas être jouées : { $why }
rules-can-be-played = Ces règles peuvent être jouées.
rules-save-as = Enregistrer ces règles sous
rules-save-as-hint = Les règles de mamie
rules-save = Enregistrer
rules-saved = Règles enregistrées sous « { $name } ».
rules-save-failed = Les règles n'ont pas pu être enregistrées : { $why }
rules-no-folder = Il n'y a aucun dossier où enregistrer des règles.

## Notices (under the hand)

notice-take-back-alone = Annuler un tour n'est possible que pour une personne seule contre des ordinateurs.
notice-taken-back = Votre dernier tour est annulé.
notice-take-back-over = La partie est finie : rien ne peut être annulé.
notice-take-back-none = Rien à annuler dans cette manche.
notice-leave-room-first = Quittez ce salon avant d'en rejoindre un autre.
notice-drop-on-end = Lâchez le domino sur le bout brillant d'un train.
notice-hint-own-turn = Un conseil, c'est pour votre propre tour.
notice-choose-tile-first = Choisissez d'abord un domino : ← et →.
notice-tile-does-not-play = Ce domino ne se joue pas maintenant.
notice-choose-then-enter = Choisissez un domino avec ← et →, puis appuyez sur Entrée.
notice-does-not-replay = { $name } ne se rejoue pas : { $why }
replay-error-folder = { $path } est un dossier, pas l'enregistrement d'une partie.
replay-error-missing = Il n'y a pas d'enregistrement de partie à { $path }.
replay-error-unreadable = { $name } ne peut pas être lu : { $why }.
replay-error-not-a-record = { $name } n'est pas l'enregistrement d'une partie ({ $why }).
notice-position-not-shown = Cette position ne peut pas être montrée : { $why }
notice-cannot-start = Impossible de commencer cette partie : { $why }

## The Rules tab: groups, rows, choices, where each comes from, the variants in the top bar

rules-group-basics = L'essentiel
rules-group-doubles = Doubles
rules-group-drawing = Piocher et passer
rules-group-scoring = Décompte
rules-group-variants = Variantes
variant-branching = doubles à branches
variant-three-covers = doubles couverts de trois côtés
variant-blanks-wild = blancs jokers
variant-partnerships = équipes
variant-swan-drive = tour du cygne
variant-bullet-train = train express
rules-yes = Oui
rules-no = Non
rule-answer = { $rule } : { $answer }
rule-set = Jeu de dominos
rule-set-6 = Double-6
rule-set-9 = Double-9
src-bauguess-2-4 = Bauguess, pour 2 à 4 joueurs
rule-set-12 = Double-12
src-standard-set = le jeu habituel
rule-set-15 = Double-15
src-up-to-12 = jusqu'à 12 joueurs
rule-set-18 = Double-18
rule-hand-size = Dominos distribués
rule-hand-size-table = Selon le tableau de la règle
rule-hand-size-fixed = Toujours le même nombre
rule-hand-size-each = dominos chacun
src-bauguess-wikipedia-table = le tableau de Bauguess et de Wikipédia
rule-rounds = Manches
rule-rounds-all = Une par double de départ, jusqu'au 0-0
src-puremco-wikipedia-celko = Puremco, Wikipédia, Celko
rule-rounds-count = Un nombre de manches
rule-engine = Double de départ
rule-engine-set-aside = Mis de côté avant la donne
src-puremco-bauguess-wikipedia = Puremco/Bauguess, Wikipédia
rule-engine-holder = Celui qui l'a ouvre et joue en premier
src-celko-1998 = Celko 1998
rule-engine-highest = Le plus haut double du premier joueur
src-galt-1994 = Galt 1994
rule-starter = Qui commence
rule-starter-rotate = Tourne dans le sens des aiguilles d'une montre
src-bauguess-galt = Bauguess, Galt
rule-starter-lot = Tiré au sort, puis dans le sens des aiguilles
src-parsons-1994 = Parsons 1994
rule-starter-highest = Celui qui a le plus haut double
src-wikipedia = Wikipédia
rule-opening = Premier tour
rule-opening-one = Un domino, comme à chaque tour
src-bauguess-wikipedia = Bauguess, Wikipédia
rule-opening-build = Vous construisez tout votre train
src-celko-galt = Celko 1998, Galt 1994
rule-opening-fast = Tout le monde construit en même temps (partie rapide)
src-variation-wikipedia = une variante de Wikipédia
rule-build-while-you-can = Construire tant qu'un domino s'y place
src-galt-as-many = Galt 1994 : « autant que possible »
rule-mexican = Train mexicain
rule-mexican-anytime = N'importe qui peut le commencer, à tout moment
src-bauguess = Bauguess
rule-mexican-after-own = Seulement après votre propre train
src-common-house-rule = une règle maison courante
rule-mexican-no-other = Seulement quand vous n'avez pas d'autre coup
rule-mexican-off = Pas de train mexicain
src-private-trains = « trains privés »
rule-double-finish = Après un double
rule-double-finish-on = Le couvrir sur le double
src-wikipedia-parsons-galt = Wikipédia, Parsons, Galt
rule-double-finish-due-or-plain = Un domino de plus : dessus, ou sur un bout simple
src-bauguess-2012 = Bauguess 2012
rule-double-finish-anywhere = Rejouer, n'importe où
src-celko-french-club = Celko, club français
rule-doubles-per-turn = Doubles par tour
rule-doubles-one = Un
rule-doubles-two = Deux au plus
rule-doubles-any = Autant qu'on veut à la suite
src-bauguess-celko = Bauguess, Celko
rule-second-double-needs-cover = Un second double exige de quoi le couvrir en main
rule-after-double = Après votre propre double
rule-after-double-must = Vous devez rejouer
src-bauguess-wikipedia-celko = Bauguess, Wikipédia, Celko
rule-after-double-may = Vous pouvez rejouer, ou vous arrêter
src-french-club = club français
rule-doubles-owed = Doubles laissés aux joueurs suivants
rule-doubles-owed-every = Chaque double laissé ouvert
src-bauguess-french-club = Bauguess, club français
rule-doubles-owed-last = Seulement le dernier double du tour
src-celko-one-marker = Celko 1998 (un seul marqueur de double)
rule-cover-optional = Couvrir les doubles est facultatif
rule-branching = Doubles à branches
rule-branching-off = Non : un train continue d'un seul côté
rule-branching-after-cover = Les côtés s'ouvrent une fois le double couvert
rule-branching-three = Trois dominos avant que le jeu continue
rule-double-order = Les doubles ouverts se couvrent
rule-double-order-oldest = Le plus ancien d'abord
rule-double-order-newest = Le plus récent d'abord
rule-exhausted-double-releases = Un double impossible à couvrir ne bloque plus
rule-end-on-double = Finir sur un double
src-some-house-rules = certaines règles maison
rule-double-makes-public = Un double rend son train public
src-double-public = le « double public » de Wikipédia
rule-drawn-tile-may-cover = Jouer le domino pioché pour un double
rule-own-marker-double-release = Le double qui lève votre marqueur n'a pas besoin d'être couvert
rule-continuous-draw = Pioche continue
src-one-rule-set-wikipedia = une des règles citées par Wikipédia
rule-draw = Piocher
rule-draw-one = Piocher un domino
rule-draw-until = Piocher jusqu'à ce qu'un domino se joue
rule-empty-boneyard-pass = Passer quand la pioche est vide
rule-empty-pass-marker = Votre marqueur est posé
rule-empty-pass-simply = Vous passez, simplement
rule-marker-removal = Les marqueurs sont levés
rule-marker-owner = Quand son propriétaire y joue
rule-marker-anyone = Quand n'importe qui y joue
rule-last-tile = Dernier domino
rule-last-tile-silent = Rien à annoncer
rule-last-tile-announce = L'annoncer
src-celko-draw-two = Celko 1998 : piochez-en deux si vous oubliez
rule-last-tile-penalty = dominos à piocher en cas d'oubli
rule-scoring-pips = Points
rule-scoring-blanks = Les blancs comptent plus
src-blanks-hover = Wikipédia : 25 et 50 ; club français : double blanc 10
rule-scoring-blank-end = {""}bout blanc :{" "}
rule-scoring-double-blank = {""}double blanc :{" "}
src-blanks = Wikipédia (25 et 50) ; club français (double blanc 10)
rule-blocked-round = Une manche bloquée
rule-blocked-count = Chacun compte sa main
rule-blocked-lowest = La main la plus faible marque 0
src-domino-custom = un usage courant aux dominos
rule-blocked-void = Personne ne marque
rule-match-end = Fin de la partie
rule-match-end-all = Après la dernière manche
rule-match-end-out = Les joueurs sont éliminés à un score
src-french-club-100 = club français : 100
rule-match-end-points = {" "}points
src-french-club-100-paren = club français (100)
rule-tie-break = Égalités
rule-tie-zero-rounds = Le plus de manches à zéro, puis la manche la plus basse
rule-tie-shared = Victoire partagée
rule-blanks-wild = Les blancs sont des jokers
rule-partnerships = Équipes
src-variation-wikipedia-partners = une variante de Wikipédia (4, 6 ou 8 joueurs)
rule-swan-drive = Tour du cygne
rule-bullet-train = Train express
rules-tiles-each-with-these = { $count ->
    [one] { $count } domino
   *[other] { $count } dominos
} chacun avec ces joueurs
rules-rounds-slider = manches
rules-other = (autre)

rule-help-set = Le jeu de dominos par son plus haut double : 6, 9, 12, 15 ou 18.
rule-help-players = Nombre de joueurs : de 2 à 8 (jusqu'à 12 avec un double-15 ou un double-18).
rule-help-hand_size = Dominos distribués à chaque joueur.
rule-help-rounds = Combien de manches compte une partie.
rule-help-engine = D'où vient le double de départ de chaque manche.
rule-help-starter = Qui joue en premier à chaque manche.
rule-help-opening = Un domino au premier tour, y construire tout votre train, ou tout le monde construit d'abord en même temps.
rule-help-build_while_you_can = En construisant votre train, continuez tant qu'un domino s'y place (Galt : « autant que possible ») ; sinon, arrêtez-vous quand vous voulez.
rule-help-mexican = S'il y a un train mexicain, et quand on peut le commencer.
rule-help-double_finish = Où doit aller le domino qui suit un double.
rule-help-doubles_per_turn = Un double par tour, deux au plus, ou autant qu'on veut à la suite.
rule-help-second_double_needs_cover = Un second double dans le tour seulement si vous avez un domino pour couvrir l'un de vos doubles, qui le couvre alors (Parsons).
rule-help-after_double = Après votre propre double, le domino suivant est dû, ou vous pouvez finir votre tour.
rule-help-doubles_owed = Quels doubles un tour laisse aux joueurs suivants : chaque double non couvert, ou seulement le dernier.
rule-help-cover_optional = Les doubles n'ont pas besoin d'être couverts : un double ouvert ne bloque personne.
rule-help-branching = Doubles à branches : un double couvert peut aussi se jouer par ses deux côtés, ou doit recevoir trois dominos.
rule-help-double_order = Ordre dans lequel les doubles ouverts doivent être couverts.
rule-help-exhausted_double_releases = Un double que plus personne ne peut couvrir (tous les dominos de son nombre sont sortis) ne limite plus le jeu.
rule-help-end_on_double = Un joueur peut finir avec un double comme dernier domino.
rule-help-double_makes_public = Poser un double sur un train personnel le rend public.
rule-help-drawn_tile_may_cover = Un domino pioché alors qu'un double ouvert doit être couvert peut s'y jouer aussitôt.
rule-help-own_marker_double_release = Un double qui lève le marqueur de votre propre train n'a pas besoin d'être couvert (Galt).
rule-help-continuous_draw = Si un double ouvert fait le tour de la table sans être couvert, son joueur pioche jusqu'à pouvoir le couvrir.
rule-help-draw = Piocher un domino, ou piocher jusqu'à ce qu'un domino se joue.
rule-help-empty_boneyard_pass = Passer quand la pioche est vide pose votre marqueur sur votre train, ou vous passez simplement (Celko).
rule-help-marker_removal = Ce qui lève le marqueur d'un train.
rule-help-last_tile = Annoncer votre dernier domino, et la pénalité en cas d'oubli.
rule-help-scoring = Comment se comptent les dominos restés en main.
rule-help-blocked_round = Comment se compte une manche bloquée : les mains comptées, la main la plus faible à 0, ou aucun point.
rule-help-match_end = Jouer toutes les manches, ou éliminer les joueurs à un score.
rule-help-tie_break = Comment départager des totaux égaux.
rule-help-blanks_wild = Les bouts blancs vont avec n'importe quel nombre.
rule-help-partnerships = Les partenaires sont assis face à face et partagent trains et scores (4, 6 ou 8 joueurs).
rule-help-swan_drive = Tour du cygne : après avoir joué sur votre propre train, vous pouvez jouer un domino sur chaque train public suivant, dans le sens des aiguilles d'une montre.
rule-help-bullet_train = Train express : si tous vos dominos se jouent d'un coup sur votre propre train, annoncez-le et finissez.

# Where a yes or a no of a house rule comes from (the rule texts), shown beside the choice.
rule-build-while-you-can-yes-source = { src-galt-as-many }
rule-build-while-you-can-no-source = { src-celko-1998 }
rule-second-double-needs-cover-yes-source = { src-parsons-1994 }
rule-second-double-needs-cover-no-source = {""}
rule-cover-optional-yes-source = { src-variation-wikipedia }
rule-cover-optional-no-source = {""}
rule-exhausted-double-releases-yes-source = { src-bauguess-wikipedia }
rule-exhausted-double-releases-no-source = {""}
rule-end-on-double-yes-source = { src-bauguess-french-club }
rule-end-on-double-no-source = { src-some-house-rules }
rule-double-makes-public-yes-source = { src-double-public }
rule-double-makes-public-no-source = {""}
rule-drawn-tile-may-cover-yes-source = { src-bauguess-wikipedia }
rule-drawn-tile-may-cover-no-source = { src-celko-1998 }
rule-own-marker-double-release-yes-source = { src-galt-1994 }
rule-own-marker-double-release-no-source = {""}
rule-continuous-draw-yes-source = { src-one-rule-set-wikipedia }
rule-continuous-draw-no-source = {""}
rule-blanks-wild-yes-source = { src-variation-wikipedia }
rule-blanks-wild-no-source = {""}
rule-partnerships-yes-source = { src-variation-wikipedia-partners }
rule-partnerships-no-source = {""}
rule-swan-drive-yes-source = { src-variation-wikipedia }
rule-swan-drive-no-source = {""}
rule-bullet-train-yes-source = { src-variation-wikipedia }
rule-bullet-train-no-source = {""}
rule-scoring = Décompte

## Why a set of house rules cannot be played

invalid-no-such-set = Il n'y a pas de jeu double-{ $set } ici ; choisissez double-6, 9, 12, 15 ou 18.
invalid-too-few-players = Le train mexicain se joue à 2 joueurs au moins, pas { $players }.
invalid-too-many-at-table = { $max } joueurs au plus peuvent s'asseoir à la table, pas { $players }.
invalid-set-too-small = { $players } joueurs ont besoin d'un jeu double-15 ou double-18 ; un jeu double-{ $set } accueille 8 joueurs au plus.
invalid-no-tiles-dealt = Chaque joueur doit recevoir au moins un domino.
invalid-not-enough-tiles = { $players } joueurs × { $hand } dominos demandent { $dealt } dominos { $engine ->
    [dealt] plus un à piocher
   *[aside] plus le double de départ et un à piocher
} ; un jeu double-{ $set } en a { $tiles }.
invalid-empty-hand-in-table = Le tableau des mains du double-{ $set } a une main de 0 domino.
invalid-no-rounds = Une partie a besoin d'au moins une manche.
invalid-too-many-rounds = { $max } manches au plus, pas { $rounds }.
invalid-partners-seating = Les équipes demandent 4, 6 ou 8 joueurs assis face à face, pas { $players }.
invalid-partners-eliminated = Les équipes ne se combinent pas avec l'élimination.
invalid-elimination-at-zero = Le score d'élimination doit être d'au moins 1 point.
invalid-second-double = Garder de quoi couvrir un second double demande des règles qui permettent plus d'un double par tour.
invalid-continuous-draw-optional = La pioche continue sert à couvrir les doubles, et ces règles rendent la couverture facultative.
invalid-three-covers-optional = Des doubles à couvrir de trois côtés ne peuvent pas avoir aussi une couverture facultative.
invalid-build-needs-opening = Construire « tant qu'un domino s'y place » demande un premier tour où vous construisez votre train.
invalid-penalty-too-high = Une pénalité de { $penalty } dominos pour un oubli d'annonce, c'est trop ; { $max } au plus.
invalid-cannot-deal = Ces règles ne peuvent pas être distribuées : { $why }
rules-custom = Personnalisées (à partir de { $preset })

## The replay viewer

game-over-review = Analyser ma partie
game-over-review-tip = Lesquels de vos coups ont coûté des points, et quelle part fut la chance, dans le lecteur de parties
review-this-game = la partie qui vient d'être jouée
review-try-again = Réessayer à partir d'ici
review-try-again-tip = Rejouez la fin de cette manche à partir de ce coup, chaque main telle qu'elle était, contre les mêmes joueurs de l'ordinateur
practice-again = Réessayer
practice-back = Retour à l'analyse
review-title = Analyse
review-what = Quels coups ont coûté des points, et quelle part de chaque manche fut la chance : chaque coup avec un choix mesuré par la recherche du joueur Difficile, avec ce que le joueur pouvait voir à ce moment.
review-start = Analyser les coups de { $name }
review-running = Analyse des coups de { $name }…
review-progress = Analyse à { $percent } %
review-cancel = Annuler
review-cancelled = Analyse annulée.
review-failed = L'analyse n'a pas pu être faite : { $why }
review-yours = Vos coups
review-whose = Les coups de { $name }
review-round-yours = Analyser mes coups de cette manche
review-round-whose = Analyser les coups de { $name } dans cette manche
review-round-tip = Quels coups de cette manche ont coûté des points, et quelle part fut la chance (quelques secondes ; la manche suivante attend)
review-match = { $lost } points perdus par coup avec un choix, sur { $decisions } coups.
review-costliest = Les coups les plus chers
review-costly = Manche { $round }, coup { $move } : { $loss } points
review-round = Manche { $round }
review-round-points = { $points } points cette manche :
review-average = Une donne moyenne
review-dealt = Les dominos reçus
review-rest = Les pioches et le jeu des autres
review-lost = Les coups
review-round-unfinished = Pas finie : les coups ont perdu { $lost } points jusqu'ici.
review-chart = Points attendus au fil de la manche
review-chart-said = Points attendus au fil de la manche : { $first } après le premier de { $moves } coups, { $last } après le dernier
review-no-marks = Aucun coup de cette manche n'a perdu de points au-delà du bruit.
review-mark = Coup { $move } : { $mark }, { $loss } points
review-here = Coup { $move } : { $mark }
review-here-lost = { $loss } points perdus en moyenne (± { $error }).
review-played = Joué : { $action }
review-better = Mieux : { $hint }
review-best-played = Le meilleur coup a été joué.
replay-title = Rejouer
replay-close = Fermer
replay-round-begins = La manche commence.
replay-round-of = Manche { $round } sur { $rounds }
replay-round-chooser = Manche affichée
replay-hand-chooser = Main affichée
replay-round-engine = Manche { $round } · départ { $engine }
replay-start-tip = Début de la manche
replay-back-tip = Un coup en arrière (←)
replay-play-tip = Lecture (espace)
replay-pause-tip = Pause (espace)
replay-forward-tip = Un coup en avant (→)
replay-end-tip = Fin de la manche
replay-move-of = coup { $step } sur { $moves }

## Refusals of a game server (worded by each player's game)

online-not-your-turn = Ce n'est pas votre tour.
online-moved-on = La table a avancé avant l'arrivée de votre message : regardez à nouveau.
online-computer-plays = Un ordinateur joue à cette place maintenant.
online-round-over = La manche est finie.
online-hint-own-turn = Les conseils, c'est pour votre propre tour.
online-hint-on-its-way = Le conseil pour cette position arrive.
online-slow-down = Doucement : quelques messages à la fois.
online-not-kept = Le serveur n'a pas pu garder ce coup : réessayez.
online-host-closed = L'hôte a fermé le salon.
online-room-closed = Ce salon est fermé.
online-seat-free = La place { $seat } est encore libre : attendez vos amis.
setup-name-needed = Chaque place a besoin d'un nom.
online-not-text = Les messages sont du texte JSON.
online-not-understood = Ce n'est pas un message de ce jeu : { $detail }
online-older-server = Ce serveur est plus ancien que votre jeu (protocole { $server }, le vôtre { $yours }) : demandez à l'hôte de mettre le serveur à jour.
online-older-game = Votre jeu est plus ancien que ce serveur (protocole { $yours }, celui du serveur { $server }) : mettez le jeu à jour pour jouer ici.
online-hello-first = Dites d'abord bonjour (avec la version du protocole de votre jeu).
online-too-many-tries = Trop d'essais depuis votre adresse : attendez une minute.
online-join-first = Créez d'abord une salle, ou rejoignez-en une.
online-already-at-table = Vous êtes déjà à une table.
online-only-watching = Vous regardez cette table : seuls ses joueurs jouent.
online-too-many-watchers = { $most } personnes regardent déjà cette table, le maximum qu'elle accepte.
online-server-full = Ce serveur n'a plus de place pour une autre table : réessayez plus tard.
online-no-such-room = Aucune salle n'a ce code : vérifiez-le avec votre hôte.
online-seat-not-kept = Ce serveur ne garde plus cette place.
online-name-empty = Tapez d'abord votre nom : les autres le voient à la table.
online-name-too-long = Un nom a au plus { $max } lettres.
online-name-unprintable = Un nom ne peut pas contenir de caractères de contrôle (une sonnerie, un échappement) : tapez-le à nouveau.
online-code-symbols = Un code de salle n'a pas de « { $wrong } » : ce sont des lettres et des chiffres comme K7PM-4QRT (sans 0, O, 1, I ni L).
online-code-length = Un code de salle a { $wants } lettres et chiffres, comme K7PM-4QRT ; celui-ci en a { $has }.
online-host-sits-first = L'hôte s'assied à la première place.
online-too-many-seats = Trop de places.
online-rules-unplayable = Ces règles ne peuvent pas se jouer : { $why }
online-server-trouble = Le serveur a un problème ({ $detail }). Réessayez dans un instant.
online-record-not-yet = L'enregistrement de la partie n'est pas encore arrivé.
online-record-unreadable = L'enregistrement du serveur ne peut pas être lu : { $why }
online-record-does-not-replay = L'enregistrement du serveur ne se rejoue pas : { $why }
online-table-not-answering = La table ne répond pas : votre hôte a peut-être fermé le jeu.
online-named-table-not-answering = La table de { $host } ne répond pas : { $host } a peut-être fermé le jeu. Votre place est gardée.
online-named-table-not-answering-watching = La table de { $host } ne répond pas : { $host } a peut-être fermé le jeu.
online-table-ended = Cette invitation est celle d'une table qui est terminée : demandez-en une nouvelle à votre hôte.
online-the-hosts-table = la table de l'hôte
online-no-answer = Pas de réponse de { $address }.
online-cannot-reach = Impossible de joindre le serveur { $address } : { $why }
online-odd-hello = Le serveur a répondu au bonjour par quelque chose que ce jeu n'attend pas ({ $what }).
online-connection-lost = La connexion a été perdue : { $why }
online-server-closed = Le serveur a fermé la connexion.
online-first-seat-person = La première place est la vôtre : elle doit être celle d'une personne.
online-cannot-start = Impossible de démarrer la connexion : { $why }
online-game-started = Cette partie a commencé : demandez une nouvelle salle à l'hôte.
online-table-full = Toutes les places de cette table sont prises.
online-no-such-seat = Cette place n'existe pas.
online-only-host-gives-seats = Seul l'hôte donne une place à l'ordinateur.
online-only-friends-seat = Seule la place d'un ami peut être donnée à l'ordinateur.
online-player-is-here = Ce joueur est là : sa place reste la sienne.
online-only-host-starts = Seul l'hôte lance la partie.
online-already-started = La partie a commencé.
online-not-reached = Ce coup a été joué à une position que la table n'a pas atteinte.
online-no-next-round = Il n'y a pas de manche suivante maintenant.
online-only-host-plays-again = Seul l'hôte distribue une autre partie.
online-match-not-over = La partie n'est pas encore finie.
online-host-may-play-again = { $host } peut distribuer une autre partie à cette table.
online-play-again-tip = Une autre partie à cette table : les mêmes places, les mêmes règles, une nouvelle donne.
online-hints-busy = Le serveur réfléchit à d'autres conseils : redemandez dans un instant.
online-too-many-rooms = Vous avez déjà { $most } salles ouvertes sur ce serveur : fermez-en une d'abord.
online-unknown-preset = Ce serveur ne connaît pas les règles « { $name } ».
online-behind = Le serveur a perdu les derniers coups (il a gardé la partie au coup { $kept } ; vous aviez vu le coup { $seen }) : on reprend de là.
button-not-now = { $button }, pas maintenant

## Pourquoi un enregistrement ne tient pas (verify, la visionneuse). Les coups et les fins sont
## écrits comme dans l'enregistrement ($action : Play(tile: (12, 5), train: Mexican)) ; manches et coups comptés depuis 0.
verify-at-move = manche { $round }, coup { $mv } : { $why }
record-parse-at = ligne { $line }, colonne { $column } : { $why }
record-newer = il a été écrit par une version plus récente du jeu (format d'enregistrement { $found } ; celle-ci lit le format { $format }) : { $detail }
verify-at-round = manche { $round } : { $why }
verify-format = cet enregistrement est au format { $found } ; ce programme lit le format { $format }
verify-seats-disagree = l'enregistrement a { $seats } places, mais ses règles disent { $players } joueurs
verify-rules = les règles de l'enregistrement ne peuvent pas se jouer : { $why }
verify-empty-with-scores = un enregistrement sans manche doit avoir des totaux nuls et aucun gagnant
verify-no-rounds = l'enregistrement n'a aucune manche
verify-after-the-end = la partie était déjà finie après la manche { $after }
verify-engine = l'enregistrement dit que la locomotive est { $record }, mais c'est { $engine }
verify-round-over = la manche est déjà finie
verify-refused = place { $seat } { $action } : { $why }
verify-listed-not-legal = l'enregistrement donne { $action } comme permis, mais il ne l'est pas : { $why }
verify-list-leaves-out = la liste des coups permis de l'enregistrement omet { $actions }
verify-end = la manche finit { $end } après ses coups, mais l'enregistrement dit { $record }
verify-scores = les points sont { $scores }, mais l'enregistrement dit { $record }
verify-still-under-way = l'enregistrement dit que la manche a fini { $record }, mais après ses { $moves } coups elle est toujours en cours
verify-unfinished-not-last = seule la dernière manche d'un enregistrement peut rester inachevée
verify-unfinished-with-scores = une manche inachevée n'a pas de points
verify-totals = les totaux sont { $totals }, mais l'enregistrement dit { $record }
verify-winner = le gagnant est { $winner }, mais l'enregistrement dit { $record }
preset-unknown = il n'y a pas de règle prédéfinie « { $name } » ; les règles prédéfinies sont { $known }
preset-parse = règle prédéfinie { $name } : { $message }

## La ligne de commande (verify, simulate, serve) : dans la langue que dit LANG, sinon en anglais
cli-cannot-read = { $file } : lecture impossible : { $why }
cli-cannot-parse = { $file }:{ $line }:{ $column } : illisible : { $why }
cli-verify-ok = { $file } : correct : { $preset }, { $seats } places, { $rounds ->
    [one] 1 manche
   *[other] { $rounds } manches
} ({ $finished } finies, { $complete ->
    [yes] partie complète
   *[no] partie inachevée
}), { $moves ->
    [one] 1 coup
   *[other] { $moves } coups
}, totaux { $totals }, { $winner ->
    [none] pas de gagnant unique
   *[other] gagnant : place { $winner }
}
cli-cannot-set-up = { $file } : impossible de préparer la partie : { $why }
cli-illegal = { $file } : non conforme : { $why }
cli-read-file = lecture impossible de { $file } : { $why }
cli-unknown-ai = joueur de l'ordinateur inconnu « { $name } » ; choisissez parmi { $known }
cli-ai-count = --ai nomme { $n } joueurs de l'ordinateur pour { $seats } places ; donnez-en un, ou un par place
cli-stopping = arrêt : les parties déjà finies sont gardées (un autre Ctrl-C quitte aussitôt)
cli-cannot-create = impossible de créer { $dir } : { $why }
cli-simulate-head = simulate : règles { $preset }, { $players } joueurs, double-{ $set }, { $games } donnes depuis la graine { $seed }{ $rotate ->
    [yes] , chaque donne dans chaque rotation des places
   *[no] {""}
}, ia { $ai }
cli-record-taken = { $file } existe déjà, d'une exécution précédente avec les mêmes règles, joueurs et graines ; passez --overwrite pour remplacer ces enregistrements, ou enregistrez dans un autre dossier
cli-stopped = { $why } ; arrêt
cli-no-record = la partie { $index } est arrivée sans son enregistrement
cli-cannot-write = écriture impossible de { $file } : { $why } ; arrêt, les enregistrements { $kept ->
    [one] de la partie précédente sont gardés
   *[other] des { $kept } parties précédentes sont gardés
}
cli-seed = graine { $seed } : { $why }
cli-engine-refused = graine { $seed } : le moteur a refusé son propre coup permis { $action } : { $why }
cli-bad-choice = graine { $seed } : un joueur de l'ordinateur a choisi le coup { $index } d'une liste plus courte
cli-threads-zero = --threads 0 : il faut au moins un fil pour jouer
cli-threads-capped = simulate : --threads { $asked } dépasse ce qui aide sur { $cores } cœurs : { $used } utilisés
cli-threads-started = seuls { $started } fils sur { $threads } ont pu démarrer ({ $why }) ; on continue avec { $started }
cli-interrupted = interrompu : { $played } parties jouées sur { $total }
cli-progress = { $done }/{ $total } parties · { $rate } manches/s · encore { $left } s environ
cli-summary-games = parties : { $games } en { $secs } s : { $rate } parties/s
cli-summary-rounds = manches : { $rounds } ({ $blocked } bloquées) : { $rate } manches/s ; { $moves } coups : { $moverate } coups/s
cli-col-seat = place
cli-col-ai = ia
cli-col-mean-total = total moyen
cli-col-mean-round = moy./manche
cli-col-wins = victoires
cli-col-level = niveau
cli-col-seat-rounds = manches-places
cli-col-win-rate = % victoires
cli-col-decisions = décision ms p50/p99/max
cli-all-seats = (toutes)
cli-no-data-folder = ce système n'a pas de dossier de données : indiquez-en un avec --data DOSSIER
cli-serve-limits = --idle, --queue, --upgrade-within et --messages-per-second doivent dépasser 0, et --max-message valoir au moins 1024
cli-table-address = table : { $address }
cli-listening = à l'écoute sur { $address } ({ $rooms ->
    [one] 1 salle restaurée
   *[other] { $rooms } salles restaurées
})
cli-folder-in-use = le dossier de données { $folder } est utilisé par un autre serveur (le processus { $pid }) : arrêtez-le, ou donnez à celui-ci un autre dossier avec --data
cli-folder-in-use-by-someone = le dossier de données { $folder } est utilisé par un autre serveur : arrêtez-le, ou donnez à celui-ci un autre dossier avec --data
cli-empty-database = { $file } était un fichier vide : il n'y avait aucune salle à reprendre
cli-not-restored = non restaurée : { $why }

## Ce qui ne va pas dans une donne (celle d'un enregistrement abîmé, la position d'un test) ; dominos comme les écrit un enregistrement
deal-hands-for-seats = la donne a { $hands } mains pour { $seats } places
deal-no-seat-in-play = aucune place n'est en jeu
deal-starter-out = la place { $seat } n'est pas en jeu et ne peut pas commencer
deal-engine-not-in-set = la locomotive { $engine } n'est pas dans un jeu double-{ $set }
deal-not-a-full-set = la donne n'est pas un jeu double-{ $set } complet{ $aside ->
    [yes] {" "}avec la locomotive mise de côté
   *[no] {""}
} ({ $faults })
deal-not-in-set = hors du jeu : { $tiles }
deal-dealt-twice = distribués deux fois : { $tiles }
deal-missing = manquants : { $tiles }
deal-out-but-dealt = la place { $seat } est hors de la partie mais a reçu des dominos
deal-nobody-opens = personne ne peut ouvrir la gare : aucune main n'a la locomotive et il n'y a rien à piocher
deal-train-not-in-play = { $train } n'est pas en jeu
deal-does-not-chain = { $tile } ne s'enchaîne pas sur le { $end } au bout de { $train }
deal-marker-of-seat-out = la place { $seat } n'est pas en jeu et n'a pas de marqueur
deal-no-double-to-open = { $train } ne finit pas par un double qui pourrait rester ouvert
deal-round-not-over = la manche en cours n'est pas finie
deal-match-over = la partie est déjà finie
deal-hand-sizes-differ = les mains n'ont pas la même taille : la place { $first } a { $got } dominos, la place { $seat } en a { $has }
deal-hands-empty = les mains sont vides
deal-hand-size-rule = avec ces règles, chacun des { $players } joueurs reçoit { $expected } dominos, mais la place { $first } en a { $got }
deal-no-boneyard = la donne ne laisse aucun domino dans la pioche
deal-no-starter-drawn = aucune place n'a été tirée pour commencer
deal-wrong-starter = avec ces règles, la place { $first } commence, pas la place { $claimed }
deal-cannot-be-given = la place { $seat } ne peut pas recevoir { $tiles } dominos
deal-hidden-not-unseen = les dominos cachés doivent être exactement ceux qu'on ne voit pas, chacun une fois

## The command line's help (--help): each command and argument
cli-usage = Utilisation :
cli-heading-commands = Commandes
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-help-help = Affiche l'aide
cli-help-version = Affiche la version
cli-bad-size = `{ $size }` n'est pas une taille comme 1280x720
cli-size-out-of-range = { $size } n'est pas une taille de fenêtre entre 320x240 et 8192x8192
cli-bad-lang = `{ $lang }` : le jeu parle en, es et fr (et pseudo, pour la mise en page)
cli-about = Dominos — le train mexicain
cli-about-simulate = Fait jouer des joueurs de l'ordinateur entre eux, sans fenêtre, et affiche un résumé
cli-about-verify = Rejoue des enregistrements de parties (.mtr.ron) selon leurs règles et vérifie chaque coup
cli-about-serve = Lance un serveur de jeu en ligne (des salles avec un code), sans fenêtre
cli-about-review = Analyse les coups d'une place dans une partie enregistrée : lesquels ont coûté des points, et quelle part fut la chance
cli-help-review-file = Une partie enregistrée (.mtr.ron)
cli-help-review-seat = La place dont les coups sont analysés (0 est la première, comme dans l'enregistrement)
cli-help-review-json = Écrit l'analyse comme un objet JSON (le README en donne les champs)
cli-help-review-seed = Graine des simulations de l'analyse : le même enregistrement et la même graine donnent la même analyse
cli-review-progress = analyse… { $percent } %
cli-review-took = analysée en { $seconds } s sur { $threads ->
    [one] 1 fil
   *[other] { $threads } fils
}
cli-review-stopped = analyse arrêtée
cli-review-no-seat = { $file } : il n'y a pas de place { $seat } à cette table ({ $seats } places, la première est 0)
cli-review-head = Analyse de la place { $seat } dans { $file } : { $decisions ->
    [one] 1 coup avec un choix mesuré
   *[other] { $decisions } coups avec un choix mesurés
} ; { $forced } forcés ou cachés, non analysés.
cli-review-round = Manche { $round } : { $points } points. Une donne moyenne : { $average } ; les dominos que vous avez reçus : { $dealt } ; les pioches et le jeu des autres : { $rest } ; vos coups ont perdu { $lost } ({ $marked ->
    [0] aucun marqué
    [one] 1 marqué
   *[other] { $marked } marqués
}).
cli-review-round-unfinished = Manche { $round } (pas finie) : vos coups ont perdu { $lost } ({ $marked ->
    [0] aucun marqué
    [one] 1 marqué
   *[other] { $marked } marqués
}).
cli-review-move = Manche { $round }, coup { $move } : { $mark }, { $loss } points perdus (± { $error }). Vous avez joué : { $played }. Mieux : { $better }
cli-review-match = La partie : { $lost } points perdus par coup avec un choix, sur { $decisions }.
cli-review-no-marks = Aucun coup n'a perdu de points au-delà du bruit.
cli-review-costliest = Les coups les plus chers : { $moves }.
cli-review-costly = manche { $round } coup { $move } ({ $loss } points)
review-inaccuracy = imprécision
review-mistake = erreur
review-blunder = gaffe
review-unmarked = non marqué
cli-help-record = Un enregistrement de partie (.mtr.ron) à regarder dans la visionneuse (ce que le gestionnaire de fichiers passe quand on double-clique dessus), ou une invitation à une table (mexican-train://join/…, ce que passe un navigateur ou une messagerie quand on clique dessus)
cli-help-screenshot = Ouvre une vraie fenêtre, enregistre une capture dans PATH après --frames images, et quitte
cli-help-frames = Images dessinées avant la capture
cli-help-demo = Distribue une partie à graine fixe et laisse d'abord les joueurs de l'ordinateur jouer quelques coups
cli-help-demo-players = Places à la table de la démonstration (vous et l'ordinateur)
cli-help-demo-moves = Coups joués avant de montrer la table de la démonstration (puis jusqu'à votre tour) : peu pour le début d'une manche, beaucoup pour la fin
cli-help-demo-rules = Un fichier RON de champs des règles de la maison à changer pour la partie de la démonstration, comme `simulate --rules` (par ex. `(branching: AfterCover, blanks_wild: true)`)
cli-help-demo-show = Ce que montre la démonstration : à l'accueil, `title` lui-même, `settings` (l'onglet Règles), `players`, `display`, `how-to-play`, `replays`, `statistics` ou `online` (la fenêtre Jouer en ligne) ; sur sa partie, `round-over` (la manche jouée jusqu'au bout), `round-review` (de même, vos coups analysés), `game-over` (la partie jouée jusqu'au bout), `menu`, `hot-seat` (deux personnes devant l'écran : le rideau), `dropped-record` (un enregistrement déposé sur la fenêtre), `invited` (une invitation cliquée en jouant), `played-for-you` (de retour à une table : ce qu'un ordinateur a joué pour vous pendant votre absence) ou `table-in-words` (comme l'a qui utilise un lecteur d'écran) ; `review` : l'analyse de la première manche dans le lecteur de parties ; `practice` : son coup le plus cher réessayé, joué jusqu'à la fin de la manche ; `quit` : la question avant de fermer avec des amis à votre table ; `lessons` : les leçons d'Apprendre à jouer ; `learn` : la première leçon (`learn-2` … `learn-6` : cette leçon ; `learn-over` : la dernière, menée jusqu'au bout ; `learn-rule` : la leçon des doubles avec une règle maison, Comment jouer ouvert à cette règle ; `learn-wrong` : la première, en essayant un coup qu'elle n'enseigne pas)
cli-help-check-layout = Avec --screenshot : vérifie les mots de ce qui est dessiné sur l'image de la capture (aucun ne sort de la fenêtre ni n'en recouvre un autre ; chaque commande a un nom qu'un lecteur d'écran peut dire) et échoue, en les nommant, si l'un d'eux ne va pas
cli-help-table-report = Avec --screenshot : après la dernière image, écrit dans PATH, en JSON, ce que montre la table (tuiles sur la table, tuiles dessinées entières, la plus courte à l'écran, paires qui se chevauchent, le plus grand déplacement d'une tuile déjà posée ; pixels logiques)
cli-help-lang = La langue de ce lancement, par-dessus le réglage : `en`, `es`, `fr` ou `pseudo` (l'anglais accentué et 40 % plus long, pour vérifier que chaque texte tient)
cli-help-size = La taille de la fenêtre en pixels logiques, sous la forme LARGEURxHAUTEUR
cli-help-seed = Distribue la première partie lancée depuis l'écran titre avec cette graine : la même donne sur tous les systèmes (un navigateur la prend dans l'adresse de la page, ?seed=N)
cli-help-perf = Mesure une table chargée de 8 places jouée par l'ordinateur, affiche les chiffres et quitte
cli-help-simulate-preset = Règles de départ (standard, consensus, galt-1994, parsons-1994, celko-1998, french-club)
cli-help-simulate-rules = Un fichier RON de champs des règles de la maison à changer par-dessus les règles de départ, par ex. `(blanks_wild: true)`
cli-help-simulate-players = Nombre de joueurs (par défaut : celui des règles)
cli-help-simulate-set = Jeu de dominos par son double le plus fort : 6, 9, 12, 15, 18 (par défaut : celui des règles)
cli-help-simulate-seed = Graine de la première donne ; la donne g utilise graine + g
cli-help-simulate-games = Nombre de donnes (parties ; avec --rotate, chaque donne est jouée une fois par place)
cli-help-simulate-ai = Joueur de l'ordinateur pour chaque place, ou une liste séparée par des virgules, un par place : random (ou easy), greedy, normal, hard
cli-help-simulate-rotate = Joue chaque donne une fois pour chaque rotation de la liste des places
cli-help-simulate-playouts = Les joueurs qui cherchent jouent exactement N parties simulées par décision (avec graine : reproductible), au lieu de réfléchir 200 ms
cli-help-simulate-threads = Parties jouées à la fois (par défaut : une par cœur)
cli-help-simulate-json = Affiche un objet JSON (pour les scripts) au lieu du tableau
cli-help-simulate-record = Écrit un enregistrement par partie dans DIR (nommé d'après les règles de départ, les joueurs, le jeu, la graine et une empreinte des règles et des joueurs, pour que deux lancements différents ne partagent jamais un nom)
cli-help-simulate-overwrite = Avec --record : remplace les enregistrements déjà dans DIR d'un lancement précédent avec les mêmes réglages
cli-help-simulate-legal = Avec --record : inclut la liste des actions permises avant chaque coup
cli-help-verify-files = Fichiers d'enregistrement (.mtr.ron)
cli-help-serve-listen = L'adresse et le port à écouter (`0.0.0.0:7777` : tous les réseaux de cette machine ; port 0 : n'importe quel port libre, affiché au démarrage)
cli-help-serve-data = Où est gardée la base de données des salles (par défaut : le dossier de données du jeu, `server/`)
cli-help-serve-durable = Attend le disque à chaque coup accepté (résiste à une coupure de courant ; plus lent)
cli-help-serve-computer-delay = Millisecondes qu'attend l'ordinateur après le dernier coup, pour qu'on puisse le suivre
cli-help-serve-max-message = Le plus grand message qu'un client peut envoyer, en octets
cli-help-serve-connections-per-address = Connexions ouvertes permises depuis une même adresse
cli-help-serve-connections-per-minute = Connexions qu'une adresse peut ouvrir en une minute
cli-help-serve-joins-per-minute = Salles qu'une adresse peut créer, et codes ou jetons de place qu'elle peut manquer, en une minute (contre qui devine les codes ; un code ou un jeton juste ne compte pas) ; à part, salles qu'elle peut se mettre à regarder en une minute
cli-help-serve-glances-per-minute = Coups d'œil à la table d'une place (Vos tables, sur l'écran titre) qu'une adresse peut jeter en une minute
cli-help-serve-max-rooms = Salles sur ce serveur
cli-help-serve-queue = Messages en attente pour un client avant qu'il compte comme ne lisant pas et soit déconnecté
cli-help-serve-idle = Secondes pendant lesquelles une connexion peut rester muette (le serveur lui envoie un ping) avant d'être fermée
cli-help-serve-keep-finished = Secondes pendant lesquelles la salle d'une partie finie est gardée une fois que tout le monde l'a quittée (puis elle est oubliée)
cli-help-serve-keep-empty = Secondes pendant lesquelles toute autre salle est gardée sans personne (une partie abandonnée, une salle jamais commencée) : une semaine par défaut
cli-help-serve-upgrade-within = Secondes qu'a une connexion pour devenir le WebSocket d'une partie avant d'être fermée
cli-help-serve-hints-per-minute = Conseils qu'une adresse peut demander en une minute
cli-help-serve-hints-per-seat-minute = Conseils qu'une place peut demander en une minute
cli-help-serve-rooms-per-address = Salles qu'une adresse peut avoir ouvertes à la fois
cli-help-serve-messages-per-second = Messages à ses salles (coups, conseils demandés, messages rapides) qu'une adresse peut envoyer en une seconde pour chaque personne qu'elle a à une table (jusqu'à 8 : une famille derrière un même routeur)
cli-help-serve-cover-after = Secondes pendant lesquelles on attend une personne absente à son tour avant qu'un ordinateur joue pour elle (elle reprend sa place à son retour) ; 0 : on l'attend aussi longtemps qu'il faut
cli-help-serve-watchers-per-room = Personnes qui peuvent regarder une même salle à la fois
cli-help-serve-trusted-proxy = Un proxy inverse devant le serveur (à répéter pour plusieurs) : son X-Forwarded-For donne l'adresse de chaque joueur, que comptent les limites
cli-help-serve-table = Aussi une table que les amis rejoignent de partout par la clé de ce serveur (gardée dans son dossier de données), sans port à ouvrir : la deuxième ligne affichée est son adresse (mexican-train://table/…)
cli-help-serve-relay = Avec --table : votre propre relais (https://relay.example.org) au lieu des relais publics
cli-help-serve-nearby = Avec --table : annoncer sur ce réseau quelle salle la table joue (le nom de l'hôte, son code, ses places libres), pour que les joueurs d'ici la voient dans Jouer en ligne sans invitation
cli-help-serve-relay-only = Avec --table : seulement par le relais, sans chemin direct (tests du chemin par relais)
cli-help-serve-relay-wait = Avec --table : secondes d'attente du relais avant d'écrire l'adresse de la table, dès que les amis de ce réseau peuvent l'atteindre (un jeu qui ouvre une table attend 1,5)
cli-help-serve-relay-certificate = Avec --relay : le certificat propre du relais (un fichier DER), reconnu à la place des autorités du web (un relais qui signe le sien)

## Learn to play: the lessons (learn::lessons), their list on the title, a lesson's row under the top bar
title-learn = Apprendre à jouer
title-learn-tip = De courtes leçons sur des donnes préparées : le départ, les trains, la pioche, le marqueur
learn-title = Apprendre à jouer
learn-intro = Chaque leçon tient en quelques coups contre Ana, sur une donne préparée. Le domino et le train à jouer brillent ; un autre coup reçoit une réponse qui dit pourquoi ce n'est pas celui de la leçon.
learn-start = Commencer
learn-again = Encore
learn-take = Commencer la leçon { $title }
learn-take-again = Reprendre la leçon { $title }
learn-lesson-of = Leçon { $lesson } sur { $lessons } : { $title }
learn-hint = Le coup de la leçon brille : le domino de votre main et où il va.
learn-hint-button = Le coup de la leçon brille : le bouton à presser (ou Entrée).
learn-leave = Quitter la leçon
learn-next = Leçon suivante
learn-back = Retour aux leçons
learn-first-game = Jouer une première partie
learn-first-game-tip = Une vraie partie contre trois ordinateurs faciles ; le guide explique chaque situation nouvelle la première fois qu'elle se présente.
learn-you = Vous
learn-ana = Ana
learn-first-tile-title = Votre premier domino
learn-first-tile-1 = Le double douze au centre est le départ : tous les trains partent de lui. Posez le 12|5 sur votre train : son 12 touche le 12 du départ.
learn-first-tile-2 = Votre train finit maintenant par 5, et un domino ne se pose que là où l'un de ses nombres correspond. Posez le 5|10 sur votre train.
learn-first-tile-done = Bravo : chaque domino posé correspond au nombre au bout de son train. Ana construit son propre train de la même façon.
learn-first-tile-other = Ce n'est pas le coup de cette étape : posez le domino qui brille sur le train qui brille.
learn-mexican-train-title = Votre train et le train mexicain
learn-mexican-train-1 = Posez le 12|4 sur votre propre train.
learn-mexican-train-2 = Le train mexicain est à tout le monde : chacun peut le commencer depuis le départ. Commencez-le avec le 12|8.
learn-mexican-train-3 = Le train mexicain finit maintenant par 8. Posez-y le 8|2.
learn-mexican-train-done = Vous pouvez jouer sur votre train ou sur le train mexicain, là où le domino correspond. Ana vient de jouer elle aussi sur le train mexicain.
learn-mexican-train-other = Celui-ci convient aussi, mais cette leçon porte sur le train mexicain : posez le domino qui brille là où il brille.
learn-drawing-title = Piocher un domino
learn-drawing-1 = Posez le 12|3 sur votre train.
learn-drawing-2 = Rien dans votre main ne convient : votre train finit par 3, le train mexicain demande un 12 et le train d'Ana vous est fermé. Piochez un domino.
learn-drawing-3 = Vous avez pioché le 3|9, et il convient à votre train : posez-le.
learn-drawing-done = Quand rien ne convient, vous piochez un domino ; s'il convient, vous le jouez tout de suite.
learn-drawing-other = Pas ce coup : suivez ce qui brille.
learn-doubles-title = Les doubles
learn-doubles-1 = Posez le 12|6 sur votre train.
learn-doubles-2 = Posez maintenant le double 6|6 sur votre train : un double se pose en travers.
learn-doubles-3 = Après un double, vous rejouez, et le domino suivant le couvre : posez le 6|1 sur le double.
learn-doubles-done = Un double est couvert par le domino suivant. S'il reste découvert à la fin d'un tour, il reste ouvert, et chacun doit le couvrir avant de jouer ailleurs.
learn-doubles-other = Pas ce coup : cette leçon porte sur le double, suivez ce qui brille.
learn-open-train-title = Un train ouvert et son marqueur
learn-open-train-1 = Posez le 12|7 sur votre train.
learn-open-train-2 = Posez le 7|5 sur votre train.
learn-open-train-3 = Rien ne va sur le 5 de votre train, et le train mexicain demande un 12 : piochez.
learn-open-train-4 = Le 11|8 ne convient pas non plus : passez. Un marqueur se pose sur votre train, ouvert à tous jusqu'à ce que vous y jouiez de nouveau.
learn-open-train-5 = Ana a posé le 5|6 sur votre train ouvert. Posez le 6|10 sur votre propre train : cela retire votre marqueur.
learn-open-train-done = Un train avec un marqueur est ouvert à tous les joueurs ; son propriétaire retire le marqueur en y jouant.
learn-open-train-other = Pas ce coup : suivez ce qui brille.
learn-round-end-title = La fin d'une manche et le score
learn-round-end-1 = Trois dominos chacun, pour arriver vite à la fin. Posez le 12|4 sur votre train.
learn-round-end-2 = Posez le 4|9 sur votre train : il vous en restera un.
learn-round-end-3 = Ana n'avait rien à jouer : elle a pioché, passé, et son train est ouvert. Posez votre dernier domino, le 9|2 : le premier qui a posé tous ses dominos termine la manche.
learn-round-end-done = Vous avez fini : vous marquez 0 cette manche ; Ana marque les points qui restent dans sa main, 35. Une partie compte 13 manches, du départ double douze jusqu'au double blanc, et le plus petit total gagne.
learn-round-end-other = Pas ce coup : suivez ce qui brille jusqu'à vos derniers dominos.
learn-rules-label = Règles standard, une donne courte
learn-differs = À votre table, cela se joue autrement : { $rule }
learn-see-rule = Le voir dans Comment jouer
learn-round-over = La leçon est finie : voici comment une manche se compte.
learn-over-moves = La leçon est finie : passez à la suivante, ou reprenez celle-ci.

## The guide of a first game (guide): a line above the hand, each new situation the first time
guide-label = Guide :
guide-got-it = Compris
guide-first-turn = À vous. Posez un domino dont un nombre correspond au bout ouvert d'un train où vous pouvez jouer : le vôtre (il part du départ, { $engine }|{ $engine }), le train mexicain ou un train avec un marqueur. Rien ne convient ? Piochez. Un doute ? Suggérer un coup (H) dit lequel et pourquoi.
guide-double = { $name } a posé un double, { $tile } : un double demande à être couvert par un domino du même nombre. Comment jouer, dans les Réglages, dit quand selon vos règles.
guide-double-you = Vous avez posé un double, { $tile } : un double demande à être couvert par un domino du même nombre. Comment jouer, dans les Réglages, dit quand selon vos règles.
guide-double-open = Un double est resté ouvert ({ $pip }|{ $pip }) : tant qu'un { $pip } ne le couvre pas, personne ne joue ailleurs.
guide-mexican = Le train mexicain a commencé : tout le monde peut y jouer.
guide-open-train = { $name } n'a pas pu jouer : son train porte un marqueur, et tout le monde peut y jouer maintenant.
guide-your-train-open = Vous n'avez pas pu jouer, votre train porte donc un marqueur : tout le monde peut y jouer jusqu'à ce que vous y posiez vous-même un domino.
guide-drew = Aucun domino ne convenait, vous en avez donc pioché un. S'il convient, jouez-le ; sinon, vous passez.
guide-announce = Il vous reste un domino : ces règles demandent de l'annoncer (Annoncer le dernier domino), sinon vous piochez une pénalité.
display-guide = Guide
display-guide-on = Expliquer chaque situation nouvelle la première fois qu'elle arrive
display-guide-tip = Une ligne au-dessus de votre main dans les parties jouées ici ; active jusqu'à la fin de votre première partie
page-dropped-no-room = { $name } est trop grand ({ $size } Mo) pour ce que ce navigateur garde de la page : il ne peut pas être ouvert ici.
page-download-failed = { $name } n'a pas pu être téléchargé : le navigateur a refusé.
