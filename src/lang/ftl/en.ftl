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
title-play-online-tip = Host a table for friends anywhere, or join one with the invite you were sent.
title-continue = Continue
title-quit = Quit
quit-title = Close the game?
quit-friends-at-table = { $count ->
    [one] A friend is playing at your table.
   *[other] { $count } friends are playing at your table.
}
quit-table-closes = Your table closes with the game: their seats wait until you open it again (Play online, Back to the table).
quit-keep-playing = Keep playing
quit-close-anyway = Close the game
title-online-waiting = Your game online is waiting:
title-back-to-room = Back to room { $code }
tables-heading = Your tables
tables-yours = Your own table
tables-room = Room { $code }
tables-own-opens = it opens again when you go back
tables-asking = asking…
tables-ended = this table has ended
tables-host-away = not answering: { $host } may have closed the game
tables-not-answering = not answering
tables-over = the match is over
tables-your-turn = your turn · round { $round }
tables-turn-of = { $name }'s turn · round { $round }
tables-computer-turn = a computer's turn · round { $round }
tables-paused = paused: everyone is away · round { $round }
tables-not-dealt = waiting for everyone to sit down
tables-between = round { $round } is over
tables-back-to = Back to { $table }
tables-more = { $count ->
    [one] 1 more table
   *[other] { $count } more tables
}
tables-forget = Forget { $table }
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
replays-download = Download
replays-kept-in-browser = Kept in this browser. Download one to keep it elsewhere; a .mtr.ron dropped on the page opens here.
stats-title = Statistics
stats-none = Finish a game with at least one person at the table to see statistics here.
stats-player = Player
stats-games = Games
stats-wins = Wins
stats-points-a-round = Points a round
stats-rounds-at-zero = Rounds at zero
stats-best-game = Best game
stats-hints = Hints
stats-lost-a-move = Points lost a move
stats-lost-a-move-tip = Expected points lost a move with a choice, over { $games ->
    [0] no reviewed games yet (Review my game, at a game's end)
    [one] 1 reviewed game ({ $moves } moves)
   *[other] { $games } reviewed games ({ $moves } moves)
}

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

## Seats and players

seats-players = Players
seats-seat = Seat { $seat }
seats-seat-playing = Seat { $seat }: { $name } — { $player }
player-person = Person
player-easy = Computer (easy)
player-greedy = Computer (greedy)
player-normal = Computer (normal)
player-hard = Computer (hard)
player-recorded = Recorded
player-person-tip = Someone at this screen plays this seat.
player-easy-tip = Plays any tile it may, at random.
player-greedy-tip = Plays its heaviest tile first.
player-normal-tip = Plans the longest train it can build and plays its other tiles first.
player-hard-tip = Thinks ahead: tries each move in many guesses at the hidden tiles, read from what the others have played.
player-recorded-tip = Moves from a record.
preset-standard = Puremco official rules (Bauguess 2012). The usual game.
preset-consensus = Wikipedia's consensus: one double a turn, covered on the double.
preset-galt-1994 = Galt 1994: highest double opens; build your train first.
preset-parsons-1994 = Parsons 1994: the original Puremco rules.
preset-celko-1998 = Celko 1998: build your train; doubles answered newest first.
preset-french-club = French club: out at 100 points, last one in wins.
preset-saved = Rules you saved.
rules-saved-set = { $name } (saved)

## The top bar and the menu

bar-rules-with = { $rules } with { $variants }
bar-info = Round { $round } · engine { $engine } · { $rules }
bar-boneyard = Boneyard: { $count }
bar-menu = Menu
bar-fit-table = Fit table
bar-fit-table-tip = Show the whole table (F)
bar-say = Say…
bar-room = Room { $code }
bar-watchers = { $count } watching
bar-watching = Watching
bar-reconnecting = reconnecting…
quick-your-turn = Your turn!
quick-well-played = Well played
quick-good-luck = Good luck
quick-thanks = Thanks
quick-oops = Oops
menu-new-game = New game (same players)
menu-new-game-tip = Deal a new game for the same players and rules.
menu-leave = Leave to the title screen
menu-leave-tip = This game stays saved: Continue brings it back.
menu-save-replay = Save replay
menu-save-replay-tip = Keep this game as a record you can watch again.
menu-seat-back = Give { $name } the seat back
menu-seat-back-tip = They play their seat again (when they come back, it is theirs anyway).
menu-stand-in = A computer plays for { $name }
menu-stand-in-tip = While they are away, a Normal computer plays their seat; it is theirs again when they come back.
menu-leave-room = Leave the room
menu-leave-room-tip = A computer plays your seat from then on.
menu-settings = Settings…
menu-close = Close

## Turns and the hand

train-side-of = a side of a double on { $train }
turn-yours = Your turn.
turn-of = { $name }'s turn.
hand-yours = Your hand
hand-of = { $name }'s hand
hand-watching = Watching the computers
hand-watching-table = You are watching
hand-hidden = Hands are hidden
hand-count = ({ $count ->
    [one] { $count } tile
   *[other] { $count } tiles
})
hand-count-of = ({ $name }: { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
})
sort-label = Sort:
sort-by-number = By number
sort-by-number-tip = Highest number first, grouped.
sort-heaviest = Heaviest first
sort-heaviest-tip = The tiles that would cost most at the end of the round first.
sort-playable = Playable first
sort-playable-tip = The tiles that play now first.
sort-plan = Plan my train
sort-plan-tip = The longest train you can build on your own train, in playing order and outlined; then the spare tiles, to play elsewhere.
sort-mine = My order
sort-mine-tip = The order you dragged your tiles into (drag a tile along the hand to move it); tiles drawn since join at the right.
hint-line = Hint: { $why }
tile-tip = { $tile } · { $points ->
    [one] { $points } point
   *[other] { $points } points
}
tile-tip-planned = {" "}· tile { $place } of { $planned } planned for your train
tile-tip-spare = {" "}· spare: play it elsewhere
prompt-game-over = The game is over.
prompt-round-over = The round is over.
prompt-playing = { $name } is playing
prompt-thinking = { $name } is playing…
prompt-announce = Down to one tile: announce it (or end your turn and draw the penalty).
prompt-build = Your first turn: build your train from the station, then End turn.
prompt-seek-engine = Nobody holds the engine: draw until it turns up.
prompt-cover-open-double = Cover the open double { $double } on { $train }.
prompt-after-double-may = You laid a double: you may play one more tile, or end your turn (the { $double } on { $train } first in line).
prompt-after-double-must = You laid a double: play one more tile (the { $double } on { $train } first in line).
prompt-after-double-done = Nothing more to play after your double: end your turn.
prompt-swan = Swan drive: lay a tile on the next public train, or end your turn.
prompt-swan-cover = Cover your { $double } on { $train } from your hand.
prompt-draw = No tile of yours plays: draw from the boneyard.
prompt-pass = Still no play: pass — your marker goes on your train.
prompt-place-it = Drag it onto a glowing train end, or click one (Enter plays it where the corners are).
prompt-pick = Your turn: pick a tile (click it, or ← →); the train ends where it plays light up.
button-thinking = Thinking…
button-thinking-tip = Looking for a good move.
button-suggest = Suggest a move (H)
button-suggest-tip = What would a strong player do here? The move glows, with why. (H)
button-draw = Draw
button-draw-tip = Take a tile from the boneyard: only when no tile of yours plays. (D)
button-pass = Pass
button-pass-tip = Only when you cannot play after drawing: your turn ends and your marker goes on your train, so others may play on it. (P)
button-announce = Announce last tile
button-announce-tip = Tap the table: you are down to one tile. (A)
button-bullet = Bullet train!
button-bullet-tip = Every tile in your hand chains onto your own train: lay them all and go out. (B)
button-end-turn = End turn
button-end-turn-tip = End your turn here. (E)
button-end-turn-announce-tip = End your turn without announcing: you draw the penalty. (E)
button-end-turn-build-tip = You have built your train: end your turn. (E)
button-take-back = Take back (Z)
button-take-back-tip = Undo your last turn, and the computers' turns after it: back to the start of your turn, same tiles, same boneyard. As often as you like within a round. (Z)

## Plates on the table

plate-mexican = Mexican train
plate-mexican-open = open to everyone
plate-points = · { $points } pts
plate-open = · open
# On the badge of an open double, before its number, where there is room.
badge-cover = cover
plate-open-tip = The train is open: anyone may play on it.
plate-last-tile = · last tile!
plate-out = out
plate-to-play = to play
plate-away = away
plate-not-answering = not answering
prompt-away = { $name } is away (their game closed or their connection lost): the table waits for them.
prompt-away-cover-in = { $name } is away: a computer plays for them in { $secs } s.
prompt-away-covered = { $name } is away: a computer plays for them until they are back.
plate-computer-plays = a computer plays
plate-cover-in = away · a computer plays in { $secs } s
plate-tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}

## Hints: the move and why

hint-play = Play { $tile } on { $train }
hint-draw = Draw
hint-pass = Pass
hint-end-turn = End your turn
hint-announce = Announce your last tile
hint-bullet = Lay your whole hand: bullet train
hint-alone = { $action }.
hint-why = { $action }: { $reasons }.
hint-reasons-joined = {"; "}
why-next-of-plan = the next tile of the longest train your hand makes ({ $tiles } tiles)
why-last-of-own-train = the last tile your own train can take
why-other-way = builds your own train, though not along the longest run your hand makes
why-spare-on-own = a spare tile on your own train
why-gives-plan-away = uses up a tile your own train needs later (your hand makes a train of { $tiles })
why-spare-keeps-plan = a tile your own train does not need, so its run of { $tiles } stays whole
why-double-out = gets a double out of your hand
why-points-out = gets { $points ->
    [one] { $points } point
   *[other] { $points } points
} out of your hand
why-only-move = it is your only move
why-wins = wins the game in about { $percent }% of the deals tried
why-saves = leaves you about { $points ->
    [one] { $points } point
   *[other] { $points } points
} fewer in hand at the round's end, on average

## Dialogs: a dropped record, the shared screen, the round's and the game's end

dropped-title = Watch a replay
dropped-watch = Watch “{ $name }”?
dropped-saved = This game is saved: Continue on the title screen brings it back.
dropped-watch-it = Watch it
dropped-keep-playing = Keep playing
invited-title = An invite to a table
invited-join = Leave this game to join the table you were invited to?
invited-join-it = Join the table
invited-at-a-table = An invite to another table arrived: leave this table first, then click the invite again.
cover-pass-to = Pass the screen to { $name }
cover-im = I'm { $name } — show my tiles
cover-look-away = Everyone else: look away.
round-of = Round { $round } of { $rounds }
round-over-title = Round over
round-next = Next round
round-players-deal = The players deal the next round when they are ready.
round-waits-for = { $count ->
    [0] Dealing…
   *[other] Waiting for { $names }…
}
key-enter = Enter
round-out = out!
round-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
game-over-title = Game over
game-over-last-round = The last round
game-over-play-again = Play again
game-over-new-game = New game…
sheet-title = Score sheet
sheet-round = Round
sheet-total = Total
end-went-out = { $name } went out.
end-went-out-you = You went out.
end-blocked = Nobody could play: the round is blocked.
side-partners = { $first } & { $second }
result-names-joined = {" and "}
result-wins = { $name } { $team ->
    [yes] win
   *[no] wins
} with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
result-tie-zeros = { $names } tie on { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Tie-break: { $name } { $team ->
    [yes] win
   *[no] wins
} with { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} at zero against { $others }.
result-tie-lowest = { $names } tie on { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Tie-break: { $name } { $team ->
    [yes] win
   *[no] wins
} with a lowest round of { $lowest } against { $others }.
result-shared = { $names } tie on { $points ->
    [one] { $points } point
   *[other] { $points } points
} and the tie-break cannot separate them: they share the win.

## Names, and moves told

name-you = You
train-their-own = their own train
move-play = { $name } plays { $tile } on { $train }.
move-bullet = { $name } declares a bullet train and goes out.
move-draw = { $name } draws.
move-pass = { $name } passes: their marker goes on.
move-end-turn = { $name } ends the turn.
move-announce = { $name } announces the last tile.
move-play-you = You play { $tile } on { $train }.
move-bullet-you = You declare a bullet train and go out.
move-draw-you = You draw.
move-pass-you = You pass: your marker goes on.
move-end-turn-you = You end your turn.
move-announce-you = You announce your last tile.

## A tile said aloud (screen readers): "six–four", "double blank"

pip-said = { $n ->
    [0] blank
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
    [13] thirteen
    [14] fourteen
    [15] fifteen
    [16] sixteen
    [17] seventeen
    [18] eighteen
   *[other] { $n }
}
tile-said = { $high }–{ $low }
tile-said-double = double { $pip }

## The table in words (a window, T; opens by itself for a screen reader)

words-title = The table in words
words-close = Close the table in words
window-close = Close the window
words-said = Last move
words-round = Round { $round } of { $rounds }, engine { $engine }.
words-train = { $train }: { $count ->
    [one] one tile
   *[other] { $count } tiles
}, open end { $end }{ $marker ->
    [yes] ; marker out, open to everyone
   *[no] {""}
}{ $double ->
    [yes] ; open double, to be covered
   *[no] {""}
}{ $played ->
    [yes] ; last: { $last }
   *[no] {""}
}.
words-train-hidden = { $train }: hidden until turns begin.
words-seat = { $name }: { $count ->
    [one] one tile
   *[other] { $count } tiles
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $state ->
    [announced] ; last tile announced
    [out] ; out of the game
   *[playing] {""}
}.
words-boneyard = Boneyard: { $count ->
    [one] one tile
   *[other] { $count } tiles
}.
words-moves = Your moves
words-no-moves = Your moves show here on your turn.
words-play = Play { $tile } on { $train }
words-glows = Glowing on the table: { $move }.
words-hand-tile = { $tile }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
words-hand-tile-plays = { $tile }, plays now
menu-table-words = The table in words (T)

## Online

online-seat-kept = Your seat in room { $code } is kept.
online-back-to-table = Back to the table
online-forget = Forget it
online-server = Server
online-server-tip = The computer that runs `mexican-train serve`: its address and port (7777 unless its host chose another).
online-your-name = Your name
online-name-hint = as the others will see it
online-name-to-sit = Your name is for hosting or joining: watching needs none.
online-table-reopened = The game stopped while your table was open: it is open again, and your friends come back to it by themselves.
online-played-for-you = While you were away, a computer played { $turns ->
    [one] one turn
   *[other] { $turns } turns
} for you.
online-played-laid = It laid { $tiles }.
online-played-drew = It drew { $count ->
    [one] one tile
   *[other] { $count } tiles
}.
online-no-server = Give the server's address.
online-own-room-about = With the rules and seats of the new game: each person's seat waits for a friend, computers play theirs.
online-host = Host a room
online-code = Its code, as your host gives it:
online-join = Join
online-trying-again = Trying { $server } again… ({ $why })
online-connecting = Connecting to { $server }…
online-cancel = Cancel
online-your-room = Your room
online-copy = Copy
online-copy-tip = Copy the code, to send it to your friends
online-friends-join = Friends join with this code on the server { $server }.
online-reconnecting = Reconnecting… ({ $why })
online-name-you = { $name } (you)
online-here = here
online-away = away
online-not-known = not known
online-not-known-tip = Not known while your game reconnects.
online-waiting = waiting for a friend…
online-start-wait = Every friend's seat must be taken first.
online-host-starts = The host starts when everyone is in.
online-leave = Leave
online-watch = Watch
online-watch-tip = Follow the game without a seat: the table and how many tiles each player holds, never a hand.
online-watching-heading = You are watching
online-watching-about = You see the table and how many tiles each player holds, never a hand.
online-stop-watching = Stop watching
online-watchers = { $count ->
    [one] 1 person is watching.
   *[other] { $count } people are watching.
}
online-host-table = Your own table
online-host-table-about = Friends join from anywhere with the invite you send them: nothing to set up. Your table is open while the game is.
online-friends = Friends
online-computers-play = Computers play
online-as-new-game = as in the new game
online-table-seats = { $seats } seats: you, { $friends ->
    [one] 1 friend
   *[other] { $friends } friends
}{ $computers ->
    [0] {""}
    [one] {" "}and 1 computer
   *[other] {" "}and { $computers } computers
}. The rules are the new game's.
online-host-table-button = Host a table
online-join-table = Join a table
online-join-whose = Join { $host }'s table
online-invited-to = You are invited to room { $code }: type your name and Join, or Watch without a seat.
online-invite-other = Host a table, or join another…
online-whose-table = { $host }'s table
online-pass-invite = Pass this invite on to whoever should join or watch: clicking it opens the game at { $host }'s table.
online-copied = Copied
online-paste-invite = Paste the invite your host sent you:
online-host-on-desktop = A table of your own is hosted from the desktop game (Windows, Linux); in a browser you join your friends' tables.
online-invite-no-code = This is a table's address without its room: ask your host for the invite.
online-invite-unreadable = This is not an invite of this game: it begins with mexican-train://join/
online-on-this-network = On this network
online-network-none = No table here yet: a table hosted on this network appears by itself.
online-network-deaf = Tables on this network cannot be heard from here.
online-network-table = { $host }'s table
online-network-free = { $free ->
    [one] 1 seat free
   *[other] { $free } seats free
}
online-network-playing = playing: you can watch
online-network-join = Join { $host }'s table
online-network-watch = Watch { $host }'s table
online-nearby = Show my table on this network
online-nearby-tip = Games on the same home network see your table in Play online and can sit down without the invite.
online-advanced = Advanced: a dedicated server
online-relay = Your own relay
online-relay-hint = empty: the public relays
online-relay-tip = Friends whose networks cannot reach you directly go through a relay. Leave empty for the public ones, or give your own iroh-relay's address (https://…).
online-relay-unreadable = Your own relay's address cannot be read: { $why }
online-join-room = Join the room
online-table-opening = Opening your table…
online-table-cannot-open = Your table could not open: { $why }
online-hosts-table-heading = Your host's table
online-your-table = Your table
online-send-invite = Send this invite to your friends (by message or e-mail): clicking it opens the game at your table.
online-copy-invite = Copy invite
online-copy-invite-tip = Copy the invite, to paste it in a message to your friends
online-copy-watch-link = Copy a link to watch
online-copy-watch-link-tip = For those who would rather watch: they see the table and how many tiles each player holds, never a hand.
online-copy-web-link = Copy a link for a browser
online-copy-web-link-tip = For a friend without the game (a Chromebook, a work laptop): the link opens the game in their browser, at this table.
online-web-link-about = for a friend without the game
online-invite-tip = The invite: friends who opened the game first paste it in Play online, Join a table.
online-room-code = room { $code }
online-table-open-while = Your table stays open while the game does.
online-cover-after = A friend who drops is waited for
online-cover-after-tip = A friend away on their turn (their game closed, their connection lost) is waited for so long; then a computer plays for them until they are back. 0: wait as long as it takes.

## How to play: the rules in words, from the house rules

how-setting-up = Setting up
how-your-turn = Your turn
how-doubles = Doubles
how-the-end = The end
how-deal = { $players } players with a double-{ $set } set; each is dealt { $hand } tiles and the rest form the boneyard.
how-engine-set-aside = The round's double (the engine) is set aside and placed in the station first.
how-engine-holder = The round's double is dealt like any tile; whoever holds it places it in the station and plays first. If nobody has it, players draw in turn until it turns up.
how-engine-highest = The first player opens the station with their highest double (without one, the next player with a double does; if nobody has one, players draw in turn until a double turns up).
how-elimination = Rounds go on, engines counting down from { $set } and starting again; a player who reaches { $at } points is out, and the last one left wins.
how-all-engines = The match has { $rounds } rounds, the engine counting down from { $set }|{ $set } to 0|0.
how-single-round = The match is a single round, with the { $set }|{ $set } engine.
how-rounds = The match has { $rounds } rounds, the engine counting down from { $set }|{ $set }.
how-starter-rotate = The first player moves clockwise from round to round.
how-starter-lot = The first player of the first round is drawn by lot, then it moves clockwise.
how-starter-highest = Whoever holds the highest double starts the round.
how-fixed-hand = Everyone is dealt { $tiles } tiles whatever the set.
how-build-train = On your first turn of a round, build your own train: { $while_fits ->
    [yes] keep laying tiles on it from the station as long as one fits
   *[no] lay as many tiles as you like on it from the station
} (doubles need no cover yet), then end your turn.
how-fast-game = Before the first turn everyone builds their own train at once, as long as possible: keep laying tiles on it from the station while one fits (doubles need no cover yet); nobody sees the others' trains until all have built.
how-play-one = Play one tile whose number matches the end of a train: your own train{ $partner ->
    [yes] , your partner's train
   *[no] {""}
}{ $mexican ->
    [anytime] , the Mexican train (anyone may start it)
    [after-own] , the Mexican train (you may start it once your own train is started)
    [alone] , the Mexican train (you may start it only when you have no other play)
   *[off] {""}
}, or any train with a marker on it.
how-must-play = If a tile of yours plays, you must play; you may not draw or pass instead.
how-draw-one = If none plays, draw one tile from the boneyard and play it (or any tile) if you can.
how-draw-until = If none plays, draw from the boneyard until one does (or it is empty).
how-pass = If you still cannot play, pass: your marker goes on your train, and others may play on it.
how-simply-pass = When the boneyard is empty and you cannot play, you simply pass: no marker.
how-marker-owner = Your marker comes off when you play on your own train again.
how-marker-any = A marker comes off as soon as anyone plays on that train (it "takes on freight").
how-blanks-wild = Blanks are wild: a blank matches any number, and any tile fits a blank end.
how-announce = When you are down to one tile, announce it; forget, and you draw { $penalty }.
how-swan = Swan drive: when your turn starts with a tile on your own train, you may go on with one tile on each next public train clockwise (the Mexican train may be skipped), until one does not take a tile, you come round, or you stop. A double laid on the way is covered at once from your hand.
how-bullet = Bullet train: if at the start of your turn every tile in your hand chains onto your own train, you may declare it and lay them all: you are out, and everyone else lays what they can on their own train before counting.
how-crosswise = Doubles are laid crosswise.
how-after-double = After laying a double ({ $more ->
    [one] one double a turn
    [two] at most two doubles a turn
   *[any] you may lay several doubles in a row
}), { $must ->
    [must] you must
   *[may] you may
} { $finish ->
    [on-double] cover it with a tile on the double itself.
    [due-or-plain] play one more tile that is not a double: on your first double, or on any train you may use that does not end in a double.
   *[anywhere] play again: any tile, on any train you may use.
}{ $must ->
    [must] {" "}Draw if you need to; if you still cannot, pass.
   *[may] {" "}Or end your turn.
}
how-second-double = You may lay a second double only if you hold a tile to cover one of your doubles, and that tile then covers it.
how-cover-optional = Covering doubles is optional: an open double holds up nobody.
how-cover-first = { $owed ->
    [last] The last double a turn left open (only that one)
   *[every] A double left open
} must be covered before anything else is played, and only it; open doubles are covered one per turn, { $order ->
    [newest] the last one laid first
   *[oldest] oldest first
}.
how-branching-after-cover = Branching doubles: once a double is covered, its two sides take tiles too, like new ends of its train.
how-branching-three = Branching doubles: a double takes three tiles — its end and both sides — before play goes on elsewhere; after the first, a player who cannot cover a side passes without a marker.
how-exhausted-double = A double that nobody can cover any more (every tile of its number is out) stops holding up play.
how-drawn-not-on-double = A tile drawn because of an open double may not be played on it that turn.
how-own-marker-release = A double that takes your marker off your own train needs no cover.
how-double-public = Laying a double on a train makes that train public.
how-continuous-draw = If a double goes round the table uncovered, the player who laid it draws until they can cover it.
how-out-on-double = You may go out on a double.
how-no-out-on-double = You may not go out on a double.
how-round-ends = A round ends when a player plays their last tile, or when it is blocked: the boneyard is empty, a whole turn of the table went by without a tile, and nobody could play on their next turn.
how-blocked-count = A blocked round is scored like any other: everyone counts their hand.
how-blocked-lowest = In a blocked round the lowest hand scores 0, as if it had gone out; the others count theirs.
how-blocked-void = A blocked round counts for nothing: nobody scores.
how-score-pips = Everyone else scores the pips left in their hand.
how-score-double-blank = Everyone else scores the pips left in their hand; the double blank counts { $double_blank }.
how-score-blanks = Everyone else scores the pips left in their hand, each blank end counting { $blank } and the double blank { $double_blank }.
how-partners = Partners sit opposite and score together; a team scores 0 when either partner goes out.
how-last-knocked-out = If the last players are all knocked out in the same round, the lowest total among them wins.
how-lowest-wins = The lowest total wins.
how-your-table = Your table's rules (a new game's), not the lesson's:
how-tie-zero-rounds = On equal totals, most rounds scored at 0 wins, then the lowest round score.
how-tie-shared = Equal totals share the win.
how-keys = Keys

## The keys

keys-tip = ← → choose a tile, ↑ ↓ its end, Enter plays (? for all keys); drag it along the hand to move it
keys-left-right = ← →
keys-left-right-what = choose a tile in your hand (the tiles that play now come first)
keys-up-down = ↑ ↓ or Tab
keys-up-down-what = choose among the glowing train ends where it plays (Shift+Tab goes back); the end in focus has white corners
keys-enter-what = play the tile on the end in focus (after a hint: make the move suggested, a draw or a pass too)
keys-d = D
keys-d-what = draw from the boneyard
keys-p = P
keys-p-what = pass (your marker goes on your train)
keys-a = A
keys-a-what = announce your last tile
keys-e = E
keys-e-what = end your turn
keys-b = B
keys-b-what = bullet train, when the house rules have it
keys-h = H
keys-h-what = suggest a move (its tile and end take the focus: Enter plays it)
keys-z = Z
keys-z-what = take back your last turn (playing alone against computers; as often as you like within a round)
keys-f = F or Home
keys-f-what = show the whole table again after zooming
keys-t = T
keys-t-what = show or hide the table in words (for screen readers: every train, player and legal move)
keys-escape = Escape
keys-escape-what = close the menu or the settings
keys-question = ?
keys-question-what = these keys
keys-windows = Tab, Enter, Space
keys-windows-what = in windows and dialogs: move between the buttons and press one
keys-mouse = Mouse
keys-mouse-what = drag a tile onto a glowing end, or click the tile and then the end; keys and mouse mix freely

## Saving: what could not be kept, what was found at start

saving-your-game = Your game
saving-the-statistics = The statistics
saving-the-settings = The settings
saving-failed-kept = { $what } could not be saved ({ $why }); the last save is kept.
saving-failed = { $what } could not be saved: { $why }.
saving-no-thread = Nothing can be saved: the saving thread could not start.
saving-thread-stopped = Nothing can be saved any more: the saving thread has stopped.
saving-no-folder = There is no folder to keep settings and games in: nothing will be saved.
saving-crashed = The game closed unexpectedly last time.{ $saved ->
    [yes] {" "}Your game was saved: Continue picks it up where it stopped.
   *[no] {""}
} (What happened is in { $report }.)
saving-found-at-start = { $count } things were found at start:
    { $list }
saving-nothing-to-continue = There is no saved game to continue.
saving-cannot-resume = The saved game cannot be resumed: { $why }
saving-no-replay-folder = There is no folder to save replays in.
saving-no-game = There is no game to save.
saving-replay-saved = Replay saved: { $name }
saving-replay-failed = The replay could not be saved: { $why }


## A damaged file found at start: which, why, where the original went
file-unreadable = { $file ->
        [settings] The settings
        [saved-game] The saved game
        [statistics] The statistics
       *[rule-set] The rule set “{ $name }”
    } could not be read ({ $why }); { $kept ->
        [as] it was kept as { $bad }.
        [too-many] it was left in place: too many damaged copies are kept already.
       *[not-moved] it could not be moved aside ({ $error }).
    }
file-partly = Part of { $file ->
        [settings] the settings
        [saved-game] the saved game
        [statistics] the statistics
       *[rule-set] the rule set “{ $name }”
    } could not be read ({ $issues }); the rest was kept, and { $kept ->
        [as] the original was kept as { $bad }.
        [too-many] the original was left in place: too many damaged copies are kept already.
       *[not-moved] the original could not be moved aside ({ $error }).
    }
file-saved-back = What was read has been saved in its place.
file-not-saved-back = What was read could not be saved in its place ({ $error }): it holds for this session only.
file-why-not-found = there is no such file
file-why-folder = it is a folder, not a file
file-why-not-regular = it is not a regular file (a pipe or a device?)
file-why-too-large = it is { $size } large, more than the { $limit } such files may be
file-why-grew = it grew past the { $limit } such files may be
file-why-not-text = it is not text
file-why-not-ours = it is not a file of this game (no opening parenthesis)
file-why-syntax = line { $line }: { $detail }
file-why-newer = it was written by a newer version of the game (format { $format })
file-why-seats = it has { $players } players for { $seats } seats
file-issue-bad-value = `{ $field }` has a value that does not fit: { $detail }
file-issue-unknown = unknown field `{ $field }`
file-issue-missing = `{ $field }` is missing
file-issue-ends-early = the file ends early
file-issue-unexpected = unexpected text at line { $line }
# Between two of the problems listed in a file (a semicolon and a space).
file-issue-separator = {"; "}

## The Players and Rules tabs

players-in-play = Players of the game in play (change them for the next game on the title screen):
rules-locked = The rules of the game in play ({ $rules }) are locked until it ends.
rules-start-from = Start from
rules-cannot-be-played = ⚠ These rules cannot be played: { $why }
rules-can-be-played = These rules can be played.
rules-save-as = Save these rules as
rules-save-as-hint = Grandma's rules
rules-save = Save
rules-saved = Rules saved as "{ $name }".
rules-save-failed = The rules could not be saved: { $why }
rules-no-folder = There is no folder to save rules in.

## Notices (under the hand)

notice-take-back-alone = Taking back is only for one person playing against computers.
notice-taken-back = Your last turn is taken back.
notice-take-back-over = The game is over: nothing can be taken back.
notice-take-back-none = Nothing to take back in this round.
notice-leave-room-first = Leave this room before joining another.
notice-drop-on-end = Drop the tile on the glowing end of a train.
notice-hint-own-turn = A hint is for your own turn.
notice-choose-tile-first = Choose a tile first: ← and →.
notice-tile-does-not-play = That tile does not play now.
notice-choose-then-enter = Choose a tile with ← and →, then press Enter.
notice-does-not-replay = { $name } does not replay: { $why }
replay-error-folder = { $path } is a folder, not a game record.
replay-error-missing = There is no game record at { $path }.
replay-error-unreadable = { $name } cannot be read: { $why }.
replay-error-not-a-record = { $name } is not a game record ({ $why }).
notice-position-not-shown = This position cannot be shown: { $why }
notice-cannot-start = Cannot start this game: { $why }

## The Rules tab: groups, rows, choices, where each comes from, the variants in the top bar

rules-group-basics = Basics
rules-group-doubles = Doubles
rules-group-drawing = Drawing and passing
rules-group-scoring = Scoring
rules-group-variants = Variants
variant-branching = branching doubles
variant-three-covers = doubles covered three ways
variant-blanks-wild = blanks wild
variant-partnerships = partnerships
variant-swan-drive = swan drive
variant-bullet-train = bullet train
rules-yes = Yes
rules-no = No
rule-answer = { $rule }: { $answer }
rule-set = Domino set
rule-set-6 = Double-6
rule-set-9 = Double-9
src-bauguess-2-4 = Bauguess, for 2–4 players
rule-set-12 = Double-12
src-standard-set = the standard set
rule-set-15 = Double-15
src-up-to-12 = up to 12 players
rule-set-18 = Double-18
rule-hand-size = Tiles dealt
rule-hand-size-table = By the table of the rule text
rule-hand-size-fixed = The same number always
rule-hand-size-each = tiles each
src-bauguess-wikipedia-table = the table in Bauguess and Wikipedia
rule-rounds = Rounds
rule-rounds-all = One per engine, down to 0-0
src-puremco-wikipedia-celko = Puremco, Wikipedia, Celko
rule-rounds-count = A number of rounds
rule-engine = Engine
rule-engine-set-aside = Set aside before the deal
src-puremco-bauguess-wikipedia = Puremco/Bauguess, Wikipedia
rule-engine-holder = Its holder opens and plays first
src-celko-1998 = Celko 1998
rule-engine-highest = First player's highest double
src-galt-1994 = Galt 1994
rule-starter = Who starts
rule-starter-rotate = Rotates clockwise
src-bauguess-galt = Bauguess, Galt
rule-starter-lot = By lot, then clockwise
src-parsons-1994 = Parsons 1994
rule-starter-highest = Holder of the highest double
src-wikipedia = Wikipedia
rule-opening = First turn
rule-opening-one = One tile, like any turn
src-bauguess-wikipedia = Bauguess, Wikipedia
rule-opening-build = Build your whole train
src-celko-galt = Celko 1998, Galt 1994
rule-opening-fast = Everyone builds at once (fast game)
src-variation-wikipedia = a variation in Wikipedia
rule-build-while-you-can = Build as long as a tile fits
src-galt-as-many = Galt 1994: “as many as possible”
rule-mexican = Mexican train
rule-mexican-anytime = Anyone may start it, any time
src-bauguess = Bauguess
rule-mexican-after-own = Only after your own train
src-common-house-rule = a common house rule
rule-mexican-no-other = Only when you have no other play
rule-mexican-off = No Mexican train
src-private-trains = “private trains”
rule-double-finish = After a double
rule-double-finish-on = Cover it on the double
src-wikipedia-parsons-galt = Wikipedia, Parsons, Galt
rule-double-finish-due-or-plain = One more tile: on it, or a plain end
src-bauguess-2012 = Bauguess 2012
rule-double-finish-anywhere = Play again, anywhere
src-celko-french-club = Celko, French club
rule-doubles-per-turn = Doubles a turn
rule-doubles-one = One
rule-doubles-two = At most two
rule-doubles-any = Any number in a row
src-bauguess-celko = Bauguess, Celko
rule-second-double-needs-cover = Second double needs a cover in hand
rule-after-double = After your own double
rule-after-double-must = You must play again
src-bauguess-wikipedia-celko = Bauguess, Wikipedia, Celko
rule-after-double-may = You may play again, or stop
src-french-club = French club
rule-doubles-owed = Doubles owed to the next players
rule-doubles-owed-every = Every double left open
src-bauguess-french-club = Bauguess, French club
rule-doubles-owed-last = Only the turn's last double
src-celko-one-marker = Celko 1998 (one double marker)
rule-cover-optional = Covering doubles is optional
rule-branching = Branching doubles
rule-branching-off = No: a train goes on one way
rule-branching-after-cover = Sides open once a double is covered
rule-branching-three = Three covers before play goes on
rule-double-order = Open doubles are covered
rule-double-order-oldest = Oldest first
rule-double-order-newest = Newest first
rule-exhausted-double-releases = Uncoverable double releases
rule-end-on-double = Go out on a double
src-some-house-rules = some house rules
rule-double-makes-public = A double makes its train public
src-double-public = Wikipedia’s “double public”
rule-drawn-tile-may-cover = Play a tile drawn for a double
rule-own-marker-double-release = Double lifting your marker needs no cover
rule-continuous-draw = Continuous draw
src-one-rule-set-wikipedia = one rule set in Wikipedia
rule-draw = Drawing
rule-draw-one = Draw one tile
rule-draw-until = Draw until one plays
rule-empty-boneyard-pass = Passing with the boneyard empty
rule-empty-pass-marker = Your marker goes on
rule-empty-pass-simply = You simply pass
rule-marker-removal = Markers come off
rule-marker-owner = When the owner plays on it
rule-marker-anyone = When anyone plays on it
rule-last-tile = Last tile
rule-last-tile-silent = Nothing to announce
rule-last-tile-announce = Announce it
src-celko-draw-two = Celko 1998: draw two if you forget
rule-last-tile-penalty = tiles to draw if you forget
rule-scoring-pips = Pips
rule-scoring-blanks = Blanks count extra
src-blanks-hover = Wikipedia: 25 and 50; French club: double blank 10
rule-scoring-blank-end = {""}blank end:{" "}
rule-scoring-double-blank = {""}double blank:{" "}
src-blanks = Wikipedia (25 and 50); French club (double blank 10)
rule-blocked-round = A blocked round
rule-blocked-count = Everyone counts their hand
rule-blocked-lowest = The lowest hand scores 0
src-domino-custom = a common domino custom
rule-blocked-void = Nobody scores
rule-match-end = End of the match
rule-match-end-all = After the last round
rule-match-end-out = Players are out at a score
src-french-club-100 = French club: 100
rule-match-end-points = {" "}points
src-french-club-100-paren = French club (100)
rule-tie-break = Ties
rule-tie-zero-rounds = Most zero rounds, then lowest round
rule-tie-shared = Shared win
rule-blanks-wild = Blanks are wild
rule-partnerships = Partnerships
src-variation-wikipedia-partners = a variation in Wikipedia (4, 6 or 8 players)
rule-swan-drive = Swan drive
rule-bullet-train = Bullet train
rules-tiles-each-with-these = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} each with these players
rules-rounds-slider = rounds
rules-other = (other)

rule-help-set = The domino set by its top double: 6, 9, 12, 15 or 18.
rule-help-players = Number of players: 2-8 (up to 12 with double-15 or double-18).
rule-help-hand_size = Tiles dealt to each player.
rule-help-rounds = How many rounds a match has.
rule-help-engine = Where each round's engine double comes from.
rule-help-starter = Who plays first in each round.
rule-help-opening = One tile on the first turn, build your whole train on it, or everyone builds at once first.
rule-help-build_while_you_can = Building your train, keep laying tiles while one fits (Galt: “as many as possible”); otherwise stop when you like.
rule-help-mexican = Whether there is a Mexican train and when it may be started.
rule-help-double_finish = Where the tile after a double must go.
rule-help-doubles_per_turn = One double per turn, at most two, or any number in succession.
rule-help-second_double_needs_cover = A second double in a turn only if you hold a tile to cover one of your doubles, which then covers it (Parsons).
rule-help-after_double = After your own double, the next tile is owed, or you may end your turn instead.
rule-help-doubles_owed = Which doubles a turn leaves owed to the next players: every uncovered one, or only its last.
rule-help-cover_optional = Doubles need not be covered: an open double holds up nobody.
rule-help-branching = Branching doubles: a covered double may be played on from its two sides too, or must take three tiles.
rule-help-double_order = Order in which open doubles must be satisfied.
rule-help-exhausted_double_releases = A double nobody can cover any more (every tile of its number is out) stops restricting play.
rule-help-end_on_double = A player may go out with a double as their last tile.
rule-help-double_makes_public = Laying a double on a personal train makes that train public.
rule-help-drawn_tile_may_cover = A tile drawn while an open double is due may be played on it at once.
rule-help-own_marker_double_release = A double that takes your marker off your own train needs no cover (Galt).
rule-help-continuous_draw = If an open double goes round the table uncovered, its player draws until they can cover it.
rule-help-draw = Draw one tile, or draw until one plays.
rule-help-empty_boneyard_pass = Passing with the boneyard empty puts your marker on your train, or you simply pass (Celko).
rule-help-marker_removal = What takes a marker off a train.
rule-help-last_tile = Announcing your last tile, and the penalty for forgetting.
rule-help-scoring = How the tiles left in a hand are counted.
rule-help-blocked_round = How a blocked round is scored: hands counted, the lowest hand at 0, or no score.
rule-help-match_end = Play all rounds, or eliminate players at a score.
rule-help-tie_break = How equal totals are separated.
rule-help-blanks_wild = Blank ends match any number.
rule-help-partnerships = Partners sit opposite and share trains and scores (4, 6 or 8 players).
rule-help-swan_drive = Swan drive: after playing on your own train you may play one tile on each next public train, clockwise.
rule-help-bullet_train = Bullet train: if all your tiles play on your own train in one go, declare it and go out.

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
rule-scoring = Scoring

## Why a set of house rules cannot be played

invalid-no-such-set = There is no double-{ $set } set here; choose double-6, 9, 12, 15 or 18.
invalid-too-few-players = Mexican Train needs at least 2 players, not { $players }.
invalid-too-many-at-table = At most { $max } players can sit at the table, not { $players }.
invalid-set-too-small = { $players } players need a double-15 or double-18 set; a double-{ $set } set seats at most 8.
invalid-no-tiles-dealt = Each player must be dealt at least one tile.
invalid-not-enough-tiles = { $players } players × { $hand } tiles need { $dealt } tiles { $engine ->
    [dealt] plus one to draw
   *[aside] plus the engine and one to draw
}; a double-{ $set } set has { $tiles }.
invalid-empty-hand-in-table = The hand-size table for double-{ $set } has a hand of 0 tiles.
invalid-no-rounds = A match needs at least one round.
invalid-too-many-rounds = At most { $max } rounds, not { $rounds }.
invalid-partners-seating = Partnerships need 4, 6 or 8 players sitting opposite each other, not { $players }.
invalid-partners-eliminated = Partnerships cannot be combined with elimination.
invalid-elimination-at-zero = The elimination score must be at least 1 point.
invalid-second-double = A cover held for a second double needs rules that allow more than one double a turn.
invalid-continuous-draw-optional = Continuous draw is for covering doubles, and these rules make covering optional.
invalid-three-covers-optional = Doubles that take three covers cannot also have an optional cover.
invalid-build-needs-opening = Building "as long as a tile fits" needs an opening where you build your train.
invalid-penalty-too-high = A penalty of { $penalty } tiles for not announcing is too many; at most { $max }.
invalid-cannot-deal = These rules cannot be dealt: { $why }
rules-custom = Custom (based on { $preset })

## The replay viewer

game-over-review = Review my game
game-over-review-tip = Which of your moves cost points, and how much was luck, in the replay viewer
review-this-game = the game just played
review-try-again = Try again from here
review-try-again-tip = Play the rest of this round again from this move, every hand as it was, against the same computer players
practice-again = Try it again
practice-back = Back to the review
review-title = Review
review-what = Which moves cost points, and how much of each round was luck: every move with a choice measured by the Hard player's search, from what the player could see at that moment.
review-start = Review { $name }'s moves
review-running = Reviewing { $name }'s moves…
review-progress = Review { $percent }% done
review-cancel = Cancel
review-cancelled = Review cancelled.
review-failed = The review could not be made: { $why }
review-yours = Your moves
review-whose = { $name }'s moves
review-round-yours = Review my moves this round
review-round-whose = Review { $name }'s moves this round
review-round-tip = Which moves of this round cost points, and how much of it was luck (a few seconds; the next round waits)
review-match = { $lost } points lost a move with a choice, over { $decisions } moves.
review-costliest = The costliest moves
review-costly = Round { $round }, move { $move }: { $loss } points
review-round = Round { $round }
review-round-points = { $points } points this round:
review-average = An average deal
review-dealt = The tiles dealt
review-rest = The draws and the others' play
review-lost = The moves
review-round-unfinished = Not finished: the moves lost { $lost } points so far.
review-chart = Expected points through the round
review-chart-said = Expected points through the round: { $first } after the first of { $moves } moves, { $last } after the last
review-no-marks = No move this round lost points beyond the noise.
review-mark = Move { $move }: { $mark }, { $loss } points
review-here = Move { $move }: { $mark }
review-here-lost = { $loss } points lost on average (± { $error }).
review-played = Played: { $action }
review-better = Better: { $hint }
review-best-played = The best move was played.
replay-title = Replay
replay-close = Close
replay-round-begins = The round begins.
replay-round-of = Round { $round } of { $rounds }
replay-round-chooser = Round shown
replay-hand-chooser = Hand shown
replay-round-engine = Round { $round } · engine { $engine }
replay-start-tip = Start of the round
replay-back-tip = One move back (←)
replay-play-tip = Play (space)
replay-pause-tip = Pause (space)
replay-forward-tip = One move on (→)
replay-end-tip = End of the round
replay-move-of = move { $step } of { $moves }

## Refusals of a game server (worded by each player's game)

online-not-your-turn = It is not your turn.
online-moved-on = The table moved on before your message arrived: look again.
online-computer-plays = A computer plays this seat now.
online-round-over = The round is over.
online-hint-own-turn = Hints are for your own turn.
online-hint-on-its-way = The hint for this position is on its way.
online-slow-down = Slow down: a few messages at a time.
online-not-kept = The server could not keep that move: try again.
online-host-closed = The host closed the room.
online-room-closed = That room has closed.
online-seat-free = Seat { $seat } is still free: wait for your friends to join.
setup-name-needed = Every seat needs a name.
online-not-text = Messages are JSON text.
online-not-understood = That is not a message of this game: { $detail }
online-older-server = This server is older than your game (protocol { $server }, yours { $yours }): ask the host to update the server.
online-older-game = Your game is older than this server (protocol { $yours }, the server's { $server }): update the game to play here.
online-hello-first = Say hello first (with your game's protocol version).
online-too-many-tries = Too many tries from your address: wait a minute.
online-join-first = Create a room or join one first.
online-already-at-table = You are already at a table.
online-only-watching = You are watching this table: only its players make moves.
online-too-many-watchers = { $most } people are watching this table already, the most it takes.
online-server-full = This server has no room for another table now: try again later.
online-no-such-room = There is no room with this code: check it with your host.
online-seat-not-kept = That seat is not kept on this server any more.
online-name-empty = Type your name first: the others see it at the table.
online-name-too-long = A name is at most { $max } letters.
online-name-unprintable = A name cannot hold control characters (a bell, an escape): type it again.
online-code-symbols = A room code has no "{ $wrong }": it is letters and digits like K7PM-4QRT (no 0, O, 1, I or L).
online-code-length = A room code has { $wants } letters and digits, like K7PM-4QRT; this one has { $has }.
online-host-sits-first = The host sits at the first seat.
online-too-many-seats = Too many seats.
online-rules-unplayable = These rules cannot be played: { $why }
online-server-trouble = The server is having trouble ({ $detail }). Try again in a moment.
online-record-not-yet = The match's record has not arrived yet.
online-record-unreadable = The server's record cannot be read: { $why }
online-record-does-not-replay = The server's record does not replay: { $why }
online-table-not-answering = The table is not answering: your host may have closed the game.
online-named-table-not-answering = { $host }'s table is not answering: they may have closed the game. Your seat is kept.
online-named-table-not-answering-watching = { $host }'s table is not answering: they may have closed the game.
online-table-ended = This invite is for a table that has ended: ask your host for a new one.
online-the-hosts-table = the host's table
online-no-answer = No answer from { $address }.
online-cannot-reach = Cannot reach the server at { $address }: { $why }
online-odd-hello = The server answered hello with something this game does not expect ({ $what }).
online-connection-lost = The connection was lost: { $why }
online-server-closed = The server closed the connection.
online-first-seat-person = The first seat is yours: make it a person's.
online-cannot-start = Cannot start the connection: { $why }
online-game-started = This game has started: ask the host for a new room.
online-table-full = Every seat at this table is taken.
online-no-such-seat = There is no such seat.
online-only-host-gives-seats = Only the host gives a seat to a computer.
online-only-friends-seat = Only a friend's seat can be given to a computer.
online-player-is-here = That player is here: their seat stays theirs.
online-only-host-starts = Only the host starts the game.
online-already-started = The game has started.
online-not-reached = That move was made at a position the table has not reached.
online-no-next-round = There is no next round now.
online-only-host-plays-again = Only the host deals another match.
online-match-not-over = The match is not over yet.
online-host-may-play-again = { $host } may deal another match at this table.
online-play-again-tip = Another match at this table: the same seats, the same rules, a new deal.
online-hints-busy = The server is thinking about other hints: ask again in a moment.
online-too-many-rooms = You already have { $most } rooms open on this server: close one first.
online-unknown-preset = This server does not know the rules "{ $name }".
online-behind = The server lost the last moves (it kept the game at move { $kept }; you had seen move { $seen }): play goes on from there.
button-not-now = { $button }, not now

## Why a record does not check out (verify, the replay viewer). Moves and ends are written as the
## record writes them ($action: Play(tile: (12, 5), train: Mexican)); rounds and moves count from 0.
verify-at-move = round { $round }, move { $mv }: { $why }
record-parse-at = line { $line }, column { $column }: { $why }
record-newer = it was written by a newer version of the game (record format { $found }; this one reads format { $format }): { $detail }
verify-at-round = round { $round }: { $why }
verify-format = this is a format { $found } record; this program reads format { $format }
verify-seats-disagree = the record has { $seats } seats but its rules say { $players } players
verify-rules = the record's rules cannot be played: { $why }
verify-empty-with-scores = a record without rounds must have zero totals and no winner
verify-no-rounds = the record has no rounds
verify-after-the-end = the match was already over after round { $after }
verify-engine = the record says the engine is { $record }, but it is { $engine }
verify-round-over = the round is already over
verify-refused = seat { $seat } { $action }: { $why }
verify-listed-not-legal = the record lists { $action } as legal, but it is not: { $why }
verify-list-leaves-out = the record's legal list leaves out { $actions }
verify-end = the round ends { $end } after its moves, but the record says { $record }
verify-scores = the scores are { $scores }, but the record says { $record }
verify-still-under-way = the record says the round ended { $record }, but after its { $moves } moves it is still under way
verify-unfinished-not-last = only the last round of a record may be unfinished
verify-unfinished-with-scores = an unfinished round has no scores
verify-totals = the totals are { $totals }, but the record says { $record }
verify-winner = the winner is { $winner }, but the record says { $record }
preset-unknown = there is no preset called "{ $name }"; the presets are { $known }
preset-parse = preset { $name }: { $message }

## The command line (verify, simulate, serve): in the language LANG names, else English
cli-cannot-read = { $file }: cannot read: { $why }
cli-cannot-parse = { $file }:{ $line }:{ $column }: cannot parse: { $why }
cli-verify-ok = { $file }: OK: { $preset }, { $seats } seats, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} ({ $finished } finished, { $complete ->
    [yes] complete match
   *[no] unfinished match
}), { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, totals { $totals }, { $winner ->
    [none] no single winner
   *[other] winner seat { $winner }
}
cli-cannot-set-up = { $file }: cannot set up the game: { $why }
cli-illegal = { $file }: illegal: { $why }
cli-read-file = cannot read { $file }: { $why }
cli-unknown-ai = unknown computer player "{ $name }"; choose one of { $known }
cli-ai-count = --ai names { $n } computer players for { $seats } seats; give one, or one per seat
cli-stopping = stopping: keeping the matches finished so far (Ctrl-C again quits at once)
cli-cannot-create = cannot create { $dir }: { $why }
cli-simulate-head = simulate: preset { $preset }, { $players } players, double-{ $set }, { $games } deals from seed { $seed }{ $rotate ->
    [yes] , every deal in every seat rotation
   *[no] {""}
}, ai { $ai }
cli-record-taken = { $file } is already there, from an earlier run with the same rules, players and seeds; pass --overwrite to replace such records, or record into another folder
cli-stopped = { $why }; stopped
cli-no-record = match { $index } came without its record
cli-cannot-write = cannot write { $file }: { $why }; stopped, keeping the records of the { $kept ->
    [one] 1 match
   *[other] { $kept } matches
} before it
cli-seed = seed { $seed }: { $why }
cli-engine-refused = seed { $seed }: the engine refused its own legal action { $action }: { $why }
cli-bad-choice = seed { $seed }: a computer player chose action { $index } of a shorter legal list
cli-threads-zero = --threads 0: at least one thread is needed to play
cli-threads-capped = simulate: --threads { $asked } is more than helps on { $cores } cores: using { $used }
cli-threads-started = only { $started } of { $threads } threads could start ({ $why }); going on with { $started }
cli-interrupted = interrupted: { $played } of { $total } matches played
cli-progress = { $done }/{ $total } matches · { $rate } rounds/s · about { $left } s left
cli-summary-games = games:  { $games } in { $secs } s: { $rate } games/s
cli-summary-rounds = rounds: { $rounds } ({ $blocked } blocked): { $rate } rounds/s; { $moves } moves: { $moverate } moves/s
cli-col-seat = seat
cli-col-ai = ai
cli-col-mean-total = mean total
cli-col-mean-round = mean/round
cli-col-wins = wins
cli-col-level = level
cli-col-seat-rounds = seat-rounds
cli-col-win-rate = win rate
cli-col-decisions = decision ms p50/p99/max
cli-all-seats = (all)
cli-no-data-folder = this system has no data folder: give one with --data DIR
cli-serve-limits = --idle, --queue, --upgrade-within and --messages-per-second must be above 0, and --max-message at least 1024
cli-table-address = table: { $address }
cli-listening = listening on { $address } ({ $rooms ->
    [one] 1 room restored
   *[other] { $rooms } rooms restored
})
cli-folder-in-use = the data folder { $folder } is in use by another server (process { $pid }): stop it, or give this one another folder with --data
cli-folder-in-use-by-someone = the data folder { $folder } is in use by another server: stop it, or give this one another folder with --data
cli-empty-database = { $file } was an empty file: there were no rooms to bring back
cli-not-restored = not restored: { $why }

## What is wrong with a deal (a damaged record's, a test's position); tiles as a record writes them
deal-hands-for-seats = the deal has { $hands } hands for { $seats } seats
deal-no-seat-in-play = no seat is in play
deal-starter-out = seat { $seat } is not in play and cannot start
deal-engine-not-in-set = engine { $engine } is not in a double-{ $set } set
deal-not-a-full-set = the deal is not a full double-{ $set } set{ $aside ->
    [yes] {" "}with the engine set aside
   *[no] {""}
} ({ $faults })
deal-not-in-set = not in the set: { $tiles }
deal-dealt-twice = dealt twice: { $tiles }
deal-missing = missing: { $tiles }
deal-out-but-dealt = seat { $seat } is out of the match but was dealt tiles
deal-nobody-opens = nobody can open the station: no engine in any hand and nothing to draw
deal-train-not-in-play = { $train } is not in play
deal-does-not-chain = { $tile } does not chain onto the { $end } at the end of { $train }
deal-marker-of-seat-out = seat { $seat } is not in play and has no marker
deal-no-double-to-open = { $train } does not end in a double that could be open
deal-round-not-over = the current round is not over
deal-match-over = the match is already over
deal-hand-sizes-differ = the hands are not the same size: seat { $first } has { $got } tiles, seat { $seat } has { $has }
deal-hands-empty = the hands are empty
deal-hand-size-rule = each of { $players } players must be dealt { $expected } tiles under these rules, but seat { $first } has { $got }
deal-no-boneyard = the deal leaves no tile in the boneyard
deal-no-starter-drawn = no seat was drawn to start
deal-wrong-starter = seat { $first } must play first under these rules, not seat { $claimed }
deal-cannot-be-given = seat { $seat } cannot be given { $tiles } tiles
deal-hidden-not-unseen = the hidden tiles must be exactly the unseen ones, each once

## The command line's help (--help): each command and argument
cli-usage = Usage:
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-help-help = Print help
cli-help-version = Print version
cli-bad-size = `{ $size }` is not a size like 1280x720
cli-size-out-of-range = { $size } is not a window size between 320x240 and 8192x8192
cli-bad-lang = `{ $lang }`: the game speaks en, es and fr (and pseudo, for layouts)
cli-about = Mexican Train dominoes
cli-about-simulate = Play computer players against each other, headless, and print a summary
cli-about-verify = Replay game records (.mtr.ron) under their rules and check every move
cli-about-serve = Run a game server for online play (rooms with a code), headless
cli-about-review = Review a seat's moves in a game record: which cost points, and how much was luck
cli-help-review-file = A game record (.mtr.ron)
cli-help-review-seat = The seat whose moves are reviewed (0 is the first seat, as in the record)
cli-help-review-json = Print the review as one JSON object (the README gives its fields)
cli-help-review-seed = Seed of the review's playouts: the same record and seed give the same review
cli-review-progress = reviewing… { $percent }%
cli-review-took = reviewed in { $seconds } s on { $threads ->
    [one] 1 thread
   *[other] { $threads } threads
}
cli-review-stopped = review stopped
cli-review-no-seat = { $file }: there is no seat { $seat } at this table ({ $seats } seats, the first is 0)
cli-review-head = Review of seat { $seat } in { $file }: { $decisions ->
    [one] 1 move with a choice
   *[other] { $decisions } moves with a choice
} measured; { $forced } forced or unseen, not reviewed.
cli-review-round = Round { $round }: { $points } points. An average deal: { $average }; the tiles you were dealt: { $dealt }; the draws and the others' play: { $rest }; your moves lost { $lost } ({ $marked ->
    [0] none marked
    [one] 1 marked
   *[other] { $marked } marked
}).
cli-review-round-unfinished = Round { $round } (not finished): your moves lost { $lost } ({ $marked ->
    [0] none marked
    [one] 1 marked
   *[other] { $marked } marked
}).
cli-review-move = Round { $round }, move { $move }: { $mark }, { $loss } points lost (± { $error }). You played: { $played }. Better: { $better }
cli-review-match = The match: { $lost } points lost a move with a choice, over { $decisions }.
cli-review-no-marks = No move lost points beyond the noise.
cli-review-costliest = The costliest moves: { $moves }.
cli-review-costly = round { $round } move { $move } ({ $loss } points)
review-inaccuracy = inaccuracy
review-mistake = mistake
review-blunder = blunder
review-unmarked = not marked
cli-help-record = A game record (.mtr.ron) to watch in the replay viewer (what a file manager passes when one is double-clicked), or an invite to a table (mexican-train://join/…, what a browser or a chat passes when one is clicked)
cli-help-screenshot = Render a real window, save a screenshot to PATH after --frames frames, and exit
cli-help-frames = Frames to render before the screenshot
cli-help-demo = Deal a seeded game and let computer players make a few moves first
cli-help-demo-players = Seats at the demo's table (you and computers)
cli-help-demo-moves = Moves played before the demo's table is shown (then on to your turn): few for early in a round, many for late
cli-help-demo-rules = A RON file of house-rule fields to change for the demo's game, as `simulate --rules` (e.g. `(branching: AfterCover, blanks_wild: true)`)
cli-help-demo-show = What the demo shows: on the title, `title` itself, `settings` (the Rules tab), `players`, `display`, `how-to-play`, `replays`, `statistics` or `online` (the Play online window); over its game, `round-over` (the round played to its end), `round-review` (the same, with your moves of it reviewed), `game-over` (the match played to its end), `menu`, `hot-seat` (two people at the screen: the cover), `dropped-record` (a record dropped on the window), `invited` (an invite clicked while playing), `played-for-you` (back at a table: what a computer played for you while you were away) or `table-in-words` (as a screen reader's user has it); `review`: the first round's review in the replay viewer; `practice`: its costliest move tried again, played to the round's end; `quit`: the question before closing with friends at your table; `lessons`: the lessons of Learn to play; `learn`: the first lesson (`learn-2` … `learn-6`: that lesson; `learn-over`: the last, taken to its end; `learn-rule`: the lesson on doubles under a house rule, How to play open at it; `learn-wrong`: the first, a move it does not teach tried)
cli-help-check-layout = With --screenshot: check the words of what is drawn on the screenshot's frame (none leaves the window or lies over another; every control has a name a screen reader can say) and fail, naming each, if any is wrong
cli-help-table-report = With --screenshot: after the last frame, write what the table shows to PATH as JSON (tiles on the table, tiles drawn whole, the shortest on screen, overlapping pairs, the largest move of a tile already laid; logical pixels)
cli-help-lang = The language of this run, over the setting: `en`, `es`, `fr`, or `pseudo` (English accented and 40% longer, for checking that every text fits)
cli-help-size = The window's size in logical pixels, as WIDTHxHEIGHT
cli-help-seed = Deal the first game started from the title from this seed: the same deal on every system (a browser takes it from the page's address, ?seed=N)
cli-help-perf = Measure a busy 8-seat table played by computers, print the figures and exit
cli-help-simulate-preset = Rule preset (standard, consensus, galt-1994, parsons-1994, celko-1998, french-club)
cli-help-simulate-rules = A RON file of house-rule fields to change on top of the preset, e.g. `(blanks_wild: true)`
cli-help-simulate-players = Number of players (default: the preset's)
cli-help-simulate-set = Domino set by its top double: 6, 9, 12, 15, 18 (default: the preset's)
cli-help-simulate-seed = Seed of the first deal; deal g uses seed + g
cli-help-simulate-games = Number of deals (matches; with --rotate, each deal is played once per seat)
cli-help-simulate-ai = Computer player for every seat, or a comma list with one per seat: random (or easy), greedy, normal, hard
cli-help-simulate-rotate = Play every deal once for every rotation of the seat list
cli-help-simulate-playouts = Search players play exactly N playouts a decision (seeded: repeatable), instead of thinking for 200 ms
cli-help-simulate-threads = Matches played at once (default: one per core)
cli-help-simulate-json = Print one JSON object (for scripts) instead of the table
cli-help-simulate-record = Write one record per match into DIR (named by preset, players, set, seed and a digest of the rules and players, so different runs never share a name)
cli-help-simulate-overwrite = With --record: replace records already in DIR from an earlier run with the same settings
cli-help-simulate-legal = With --record: include the legal action list before every move
cli-help-verify-files = Record files (.mtr.ron)
cli-help-serve-listen = The address and port to listen on (`0.0.0.0:7777`: every network of this machine; port 0: any free port, printed at start)
cli-help-serve-data = Where the rooms' database is kept (default: the game's data folder, `server/`)
cli-help-serve-durable = Wait for the disk at every accepted move (survives a power cut; slower)
cli-help-serve-computer-delay = Milliseconds a computer waits after the last move, so people can follow it
cli-help-serve-max-message = The largest message a client may send, in bytes
cli-help-serve-connections-per-address = Open connections allowed from one address
cli-help-serve-connections-per-minute = Connections one address may open in a minute
cli-help-serve-joins-per-minute = Rooms one address may create, and codes or seats' tokens it may get wrong, in a minute (guessing codes; a right code or token does not count); rooms it may start watching in a minute, apart
cli-help-serve-glances-per-minute = Glances at a seat's table (Your tables, on a title) one address may take in a minute
cli-help-serve-max-rooms = Rooms on this server
cli-help-serve-queue = Messages waiting for a client before it counts as not reading and is dropped
cli-help-serve-idle = Seconds a connection may stay silent (the server pings it) before it is closed
cli-help-serve-keep-finished = Seconds a finished match's room is kept once everyone has left it (then it is forgotten)
cli-help-serve-keep-empty = Seconds any other room is kept with nobody in it (a match abandoned, a room never started): a week by default
cli-help-serve-upgrade-within = Seconds a connection has to become a game's WebSocket before it is closed
cli-help-serve-hints-per-minute = Hints one address may ask for in a minute
cli-help-serve-hints-per-seat-minute = Hints one seat may ask for in a minute
cli-help-serve-rooms-per-address = Rooms one address may have open at once
cli-help-serve-messages-per-second = Messages to its rooms (moves, hints asked, quick messages) one address may send in a second for each person it has at a table (up to 8: a household behind one router)
cli-help-serve-cover-after = Seconds a person away on their turn is waited for before a computer plays for them (they take the seat back on return); 0: waited for as long as it takes
cli-help-serve-watchers-per-room = People who may watch one room at once
cli-help-serve-trusted-proxy = A reverse proxy in front of the server (repeat for several): its X-Forwarded-For names each player's address, which the limits count
cli-help-serve-table = Also a table friends reach from anywhere by this server's key (kept in its data folder), with no port to open: the second line printed is its address (mexican-train://table/…)
cli-help-serve-relay = With --table: your own relay (https://relay.example.org) instead of the public ones
cli-help-serve-nearby = With --table: say on this network which room the table plays (its host's name, its code, its free seats), so that players here see it in Play online with no invite
cli-help-serve-relay-only = With --table: only through the relay, no direct paths (tests of the relay's path)
cli-help-serve-relay-wait = With --table: seconds to wait for the relay before the table's address is printed, once friends on this network can reach it (a game hosting a table waits 1.5)
cli-help-serve-relay-certificate = With --relay: the relay's own certificate (a DER file), trusted instead of the web's authorities (a relay that signs its own)

## Learn to play: the lessons (learn::lessons), their list on the title, a lesson's row under the top bar
title-learn = Learn to play
title-learn-tip = Short lessons on prepared deals: the engine, the trains, drawing, the marker
learn-title = Learn to play
learn-intro = Each lesson is a few moves against Ana on a prepared deal. The tile and the train to play glow; a move that is not the lesson's is answered with why.
learn-start = Start
learn-again = Again
learn-take = Start the lesson { $title }
learn-take-again = Take the lesson { $title } again
learn-lesson-of = Lesson { $lesson } of { $lessons }: { $title }
learn-hint = The lesson's move glows: the tile in your hand and where it goes.
learn-hint-button = The lesson's move glows: the button to press (or Enter).
learn-leave = Leave the lesson
learn-next = Next lesson
learn-back = Back to the lessons
learn-first-game = Play a first game
learn-first-game-tip = A real game against three easy computers; the guide explains each new situation the first time it comes.
learn-you = You
learn-ana = Ana
learn-first-tile-title = Your first tile
learn-first-tile-1 = The double-twelve in the middle is the engine: every train starts from it. Lay 12|5 on your train: its 12 touches the engine's 12.
learn-first-tile-2 = Your train now ends in 5, and a tile goes on only where one of its numbers matches. Lay 5|10 on your train.
learn-first-tile-done = Well done: every tile you lay matches the number at the end of its train. Ana builds her own train the same way.
learn-first-tile-other = That is not this step's move: lay the glowing tile on the glowing train.
learn-mexican-train-title = Your train and the Mexican train
learn-mexican-train-1 = Lay 12|4 on your own train.
learn-mexican-train-2 = The Mexican train belongs to everyone: anyone may start it from the engine. Start it with 12|8.
learn-mexican-train-3 = The Mexican train now ends in 8. Lay 8|2 on it.
learn-mexican-train-done = You may play on your own train or on the Mexican train, wherever a tile fits. Ana just played on the Mexican train too.
learn-mexican-train-other = That fits too, but this lesson is about the Mexican train: lay the glowing tile where it glows.
learn-drawing-title = Drawing a tile
learn-drawing-1 = Lay 12|3 on your train.
learn-drawing-2 = Nothing in your hand fits now: your train ends in 3, the Mexican train needs a 12, and Ana's train is closed to you. Draw a tile from the boneyard.
learn-drawing-3 = You drew 3|9, and it fits your train: lay it.
learn-drawing-done = When nothing fits, you draw one tile; if it fits, you play it at once.
learn-drawing-other = Not this move: follow the glow.
learn-doubles-title = Doubles
learn-doubles-1 = Lay 12|6 on your train.
learn-doubles-2 = Now lay the double 6|6 on your train: a double lies across the line.
learn-doubles-3 = After a double you play again, and the tile after it covers it: lay 6|1 on the double.
learn-doubles-done = A double is covered by the next tile. One left uncovered at the end of a turn stays open, and everyone must cover it before playing anywhere else.
learn-doubles-other = Not this move: this lesson is about the double, follow the glow.
learn-open-train-title = An open train and its marker
learn-open-train-1 = Lay 12|7 on your train.
learn-open-train-2 = Lay 7|5 on your train.
learn-open-train-3 = Nothing fits the 5 of your train, and the Mexican train needs a 12: draw.
learn-open-train-4 = 11|8 does not fit either: pass. A marker goes on your train, and it is open to everyone until you play on it again.
learn-open-train-5 = Ana laid 5|6 on your open train. Lay 6|10 on your own train: that takes your marker off.
learn-open-train-done = A train with a marker is open to every player; its owner takes the marker off by playing on it.
learn-open-train-other = Not this move: follow the glow.
learn-round-end-title = The end of a round and the score
learn-round-end-1 = Three tiles each, to reach the end quickly. Lay 12|4 on your train.
learn-round-end-2 = Lay 4|9 on your train: one tile left after it.
learn-round-end-3 = Ana had nothing to play: she drew, passed, and her train is open. Lay your last tile, 9|2: the first to play all their tiles ends the round.
learn-round-end-done = You went out and score 0 this round; Ana scores the pips left in her hand, 35. A match has 13 rounds, from the double-twelve engine down to double blank, and the lowest total wins.
learn-round-end-other = Not this move: follow the glow to your last tiles.
learn-rules-label = Standard rules, a short deal
learn-differs = Your table plays this differently: { $rule }
learn-see-rule = Show it in How to play
learn-round-over = The lesson is over: this is how a round is counted.
learn-over-moves = The lesson is over: take the next one, or this one again.

## The guide of a first game (guide): a line above the hand, each new situation the first time
guide-label = Guide:
guide-got-it = Got it
guide-first-turn = Your turn. Lay a tile whose number matches the open end of a train you may play on: your own (it starts from the engine, { $engine }|{ $engine }), the Mexican train, or a train with a marker. Nothing fits? Draw. Not sure? Suggest a move (H) says what and why.
guide-double = { $name } laid a double, { $tile }: a double asks to be covered by a tile with the same number. How to play, in Settings, says when under your rules.
guide-double-you = You laid a double, { $tile }: a double asks to be covered by a tile with the same number. How to play, in Settings, says when under your rules.
guide-double-open = A double was left open ({ $pip }|{ $pip }): until a { $pip } covers it, nobody plays anywhere else.
guide-mexican = The Mexican train has started: anyone may play on it.
guide-open-train = { $name } could not play: a marker is on their train, and anyone may play on it now.
guide-your-train-open = You could not play, so your train has a marker: anyone may play on it until you lay a tile on it yourself.
guide-drew = No tile fitted, so you drew one. If it fits, play it; if not, you pass.
guide-announce = One tile left: these rules ask you to announce it (Announce last tile), or you draw a penalty.
display-guide = Guide
display-guide-on = Explain each new situation the first time it happens
display-guide-tip = A line above your hand in games played here; on until you finish your first game
page-dropped-no-room = { $name } is too large ({ $size } MB) for what this browser keeps for the page: it cannot be opened here.
page-download-failed = { $name } could not be downloaded: the browser refused.
