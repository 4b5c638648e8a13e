# English: the game's own words. Every other language has every message here, with the same
# arguments ($name). Keys: area-what.

## The game and the title screen

game-name = Mexican Train
game-subtitle = dominoes
title-new-game = New game
title-rules = Rules
title-change-rules = Change the rules…
title-custom-rules = { $preset } with your own changes.
title-start = Start
title-no-saved-game = No saved game.
title-play-online = Play online
title-play-online-tip = Host a room for friends far away, or join one with its code.
title-continue = Continue
title-quit = Quit
title-online-waiting = Your game online is waiting:
title-back-to-room = Back to room { $code }
title-on-server = On { $server }
title-settings = Settings
title-replays = Replays
title-statistics = Statistics
title-saved-game = { $rules }, round { $round }: { $players }

## Replays and statistics

replays-title = Replays
replays-intro = Watch a saved game again, move by move. You can also drop a .mtr.ron file on the window.
replays-none = No replays yet: save one from the menu during a game, or at its end.
replays-watch = Watch
replays-kept-in = Kept in { $folder }
stats-title = Statistics
stats-none = Finish a game with at least one person at the table to see statistics here.
stats-player = Player
stats-games = Games
stats-wins = Wins
stats-points-a-round = Points a round
stats-rounds-at-zero = Rounds at zero
stats-best-game = Best game
stats-hints = Hints

## Settings

settings-title = Settings
settings-rules = Rules
settings-players = Players
settings-display = Display
settings-how-to-play = How to play
display-language = Language
display-language-system = System ({ $language })
display-numbers = Numbers
display-pips = Pips
display-numerals = Numerals
display-colours = Colours
display-colour-coded = Each number its own colour
display-colour-blind-safe = Colour-blind-safe colours
display-looks-like = Looks like
display-table = Table
table-green = Green felt
table-blue = Blue felt
table-burgundy = Burgundy felt
table-wood = Wood
display-text-size = Text and panels
display-text-size-capped = { $percent } % in this window: a larger window shows more
display-play-for-me = Play for me
display-draw-and-pass = Draw and pass when I have no tile to play
display-draw-and-pass-tip = When no tile of yours plays, the game draws for you, and passes if the drawn tile does not play either.
display-only-move = Play my tile when it is my only move
display-only-move-tip = When exactly one tile plays, in exactly one place, the game plays it for you.
display-speed = Speed
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast
display-sound = Sound
display-sound-on = On

## Trains and seats, as sentences name them

train-yours = your train
train-of = { $name }'s train
train-mexican = the Mexican train
train-side = that side of a double
seat-number = seat { $seat }

## Why a move was refused

refusal-round-over = The round is over.
refusal-not-your-turn = It is { $name }'s turn, not yours.
refusal-not-in-set = There is no { $tile } in a double-{ $set } set.
refusal-not-in-hand = { $tile } is not in the hand.
refusal-no-such-seat = Nobody sits at seat { $seat }, so there is no such train.
refusal-no-mexican-train = These rules have no Mexican train.
refusal-no-such-side = There is no side { $side } of a double on the table.
refusal-train-closed = { $train } is private: it has no marker.
refusal-mexican-after-own = Start your own train before you start the Mexican train.
refusal-mexican-only-alone = You may start the Mexican train only when you have no other play.
refusal-no-match = { $tile } does not match the { $end } at the end of { $train }.
refusal-double-due = Cover the open double { $double } on { $train } first.
refusal-cover-your-double = Cover the double { $double } on { $train } first.
refusal-finish-on-due-or-plain = After your doubles, play on the { $double } on { $train } or on a train that does not end in a double.
refusal-one-double-a-turn = Only one double a turn: cover the { $double } on { $train } with a non-double.
refusal-two-doubles-a-turn = Two doubles are the most in one turn: now play a tile that is not a double.
refusal-second-double-needs-cover = You may lay a second double only if you hold a tile to cover one of your doubles.
refusal-cover-one-of-your-doubles = After two doubles, cover one of them with a tile from your hand.
refusal-end-turn-instead = You need not play again after your double: end your turn if you have nothing to play.
refusal-swan-goes-on = The swan drive goes on to { $train } next (or end your turn).
refusal-swan-double-needs-cover = In a swan drive, lay a double only if you hold a tile to cover it.
refusal-no-bullet-train = These rules have no bullet train.
refusal-not-a-bullet-train = A bullet train lays every tile in your hand on your own train in one go; yours do not chain.
refusal-bullet-at-the-start = A bullet train is declared at the start of a free turn.
refusal-double-on-double = A double cannot cover a double.
refusal-no-going-out-on-double = In these rules you may not go out on a double.
refusal-build-own-train = On your first turn you build your own train; the other trains wait.
refusal-no-draw-while-building = There is no drawing while you build your train: end your turn.
refusal-must-play = You have a tile that plays, so you must play.
refusal-already-drew = You have already drawn: pass if you still cannot play.
refusal-boneyard-empty = The boneyard is empty: pass.
refusal-draw-first = Draw a tile before you pass.
refusal-turn-not-over = The turn ends by itself here: play, draw or pass.
refusal-not-announcing = You announce only when you are down to one tile.
refusal-announce-or-end-turn = You are down to one tile: announce it or end your turn.
refusal-draw-for-engine = Nobody has opened the station yet: draw until the engine turns up.
refusal-drawn-tile-may-not-cover = A tile drawn for an open double may not be played on it in these rules: pass.
