# Español: las palabras del juego. Las mismas claves y argumentos que en.ftl.

## El juego y la pantalla de inicio

game-name = Tren Mexicano
game-subtitle = dominó
title-new-game = Partida nueva
title-rules = Reglas
title-change-rules = Cambiar las reglas…
title-custom-rules = { $preset } con tus propios cambios.
title-start = Empezar
title-no-saved-game = No hay ninguna partida guardada.
title-play-online = Jugar en línea
title-play-online-tip = Abre una mesa para amigos en cualquier lugar, o únete a una con la invitación que te enviaron.
title-continue = Continuar
title-quit = Salir
quit-title = ¿Cerrar el juego?
quit-friends-at-table = { $count ->
    [one] Un amigo está jugando en tu mesa.
   *[other] { $count } amigos están jugando en tu mesa.
}
quit-table-closes = Tu mesa se cierra con el juego: sus asientos esperan hasta que la vuelvas a abrir (Jugar en línea, Volver a la mesa).
quit-keep-playing = Seguir jugando
quit-close-anyway = Cerrar el juego
title-online-waiting = Tu partida en línea te espera:
title-back-to-room = Volver a la sala { $code }
tables-heading = Tus mesas
tables-yours = Tu propia mesa
tables-room = Sala { $code }
tables-own-opens = se abre de nuevo cuando vuelvas
tables-asking = preguntando…
tables-ended = esta mesa ha terminado
tables-host-away = no contesta: puede que { $host } haya cerrado el juego
tables-not-answering = no contesta
tables-over = la partida ha terminado
tables-your-turn = tu turno · ronda { $round }
tables-turn-of = turno de { $name } · ronda { $round }
tables-computer-turn = turno de una computadora · ronda { $round }
tables-paused = en pausa: no hay nadie · ronda { $round }
tables-not-dealt = esperando a que todos se sienten
tables-between = la ronda { $round } ha terminado
tables-back-to = Volver a: { $table }
tables-more = { $count ->
    [one] 1 mesa más
   *[other] { $count } mesas más
}
tables-forget = Olvidar: { $table }
title-on-server = En { $server }
title-settings = Ajustes
title-replays = Repeticiones
title-statistics = Estadísticas
title-saved-game = { $rules }, ronda { $round }: { $players }

## Repeticiones y estadísticas

replays-title = Repeticiones
replays-intro = Vuelve a ver una partida guardada, jugada a jugada. También puedes soltar un archivo .mtr.ron sobre la ventana.
replays-none = Aún no hay repeticiones: guarda una desde el menú durante una partida, o al terminarla.
replays-watch = Ver
replays-kept-in = Guardadas en { $folder }
replays-download = Descargar
replays-kept-in-browser = Guardadas en este navegador. Descarga una para guardarla en otro sitio; un .mtr.ron soltado en la página se abre aquí.
stats-title = Estadísticas
stats-none = Termina una partida con al menos una persona en la mesa para ver aquí las estadísticas.
stats-player = Jugador
stats-games = Partidas
stats-wins = Victorias
stats-points-a-round = Puntos por ronda
stats-rounds-at-zero = Rondas a cero
stats-best-game = Mejor partida
stats-hints = Pistas
stats-lost-a-move = Puntos perdidos por jugada
stats-lost-a-move-tip = Puntos esperados perdidos por jugada con elección, en { $games ->
    [0] ninguna partida revisada aún (Revisar mi partida, al final de una partida)
    [one] 1 partida revisada ({ $moves } jugadas)
   *[other] { $games } partidas revisadas ({ $moves } jugadas)
}

## Ajustes

settings-title = Ajustes
settings-rules = Reglas
settings-players = Jugadores
settings-display = Pantalla
settings-how-to-play = Cómo se juega
display-language = Idioma
display-language-system = El del sistema ({ $language })
display-numbers = Números
display-pips = Puntos
display-numerals = Cifras
display-colours = Colores
display-colour-coded = Cada número con su color
display-colour-blind-safe = Colores para daltónicos
display-looks-like = Así se ven
display-table = Mesa
table-green = Tapete verde
table-blue = Tapete azul
table-burgundy = Tapete granate
table-wood = Madera
display-text-size = Texto y paneles
display-text-size-capped = { $percent } % en esta ventana: una ventana más grande muestra más
display-play-for-me = Jugar por mí
display-draw-and-pass = Robar y pasar cuando no tengo ficha que jugar
display-draw-and-pass-tip = Cuando no puedes jugar ninguna ficha, el juego roba por ti, y pasa si la ficha robada tampoco se puede jugar.
display-only-move = Jugar mi ficha cuando es mi única jugada
display-only-move-tip = Cuando solo una ficha se puede jugar, y en un solo sitio, el juego la juega por ti.
display-speed = Velocidad
speed-slow = Lenta
speed-normal = Normal
speed-fast = Rápida
display-sound = Sonido
display-sound-on = Activado

## Trenes y asientos, como los nombran las frases

train-yours = tu tren
train-of = el tren de { $name }
train-mexican = el tren mexicano
train-side = ese lado del doble
seat-number = el asiento { $seat }

## Por qué no se permite una jugada

refusal-round-over = La ronda ha terminado.
refusal-not-your-turn = Es el turno de { $name }, no el tuyo.
refusal-not-in-set = No hay ninguna ficha { $tile } en un juego de doble { $set }.
refusal-not-in-hand = La ficha { $tile } no está en la mano.
refusal-no-such-seat = Nadie se sienta en el asiento { $seat }: ese tren no existe.
refusal-no-mexican-train = Estas reglas no tienen tren mexicano.
refusal-no-such-side = No hay ningún lado { $side } de un doble en la mesa.
refusal-train-closed = { $train } es privado: no tiene marcador.
refusal-mexican-after-own = Empieza tu propio tren antes de empezar el tren mexicano.
refusal-mexican-only-alone = Solo puedes empezar el tren mexicano cuando no tienes otra jugada.
refusal-no-match = La ficha { $tile } no casa con el { $end } en que termina { $train }.
refusal-double-due = Primero cubre el doble abierto { $double } en { $train }.
refusal-cover-your-double = Primero cubre el doble { $double } en { $train }.
refusal-finish-on-due-or-plain = Después de tus dobles, juega sobre el { $double } en { $train } o en un tren que no termine en doble.
refusal-one-double-a-turn = Solo un doble por turno: cubre el { $double } en { $train } con una ficha que no sea doble.
refusal-two-doubles-a-turn = Dos dobles es el máximo en un turno: ahora juega una ficha que no sea doble.
refusal-second-double-needs-cover = Solo puedes poner un segundo doble si tienes una ficha para cubrir uno de tus dobles.
refusal-cover-one-of-your-doubles = Después de dos dobles, cubre uno de ellos con una ficha de tu mano.
refusal-end-turn-instead = No tienes que volver a jugar después de tu doble: termina tu turno si no tienes nada que jugar.
refusal-swan-goes-on = El recorrido del cisne sigue ahora en { $train } (o termina tu turno).
refusal-swan-double-needs-cover = En el recorrido del cisne, pon un doble solo si tienes una ficha para cubrirlo.
refusal-no-bullet-train = Estas reglas no tienen tren bala.
refusal-not-a-bullet-train = Un tren bala pone todas las fichas de tu mano en tu propio tren de una vez; las tuyas no encadenan.
refusal-bullet-at-the-start = El tren bala se declara al empezar un turno libre.
refusal-double-on-double = Un doble no puede cubrir otro doble.
refusal-no-going-out-on-double = Con estas reglas no puedes terminar con un doble.
refusal-build-own-train = En tu primer turno construyes tu propio tren; los demás trenes esperan.
refusal-no-draw-while-building = No se roba mientras construyes tu tren: termina tu turno.
refusal-must-play = Tienes una ficha que se puede jugar, así que debes jugar.
refusal-already-drew = Ya has robado: pasa si sigues sin poder jugar.
refusal-boneyard-empty = El pozo está vacío: pasa.
refusal-draw-first = Roba una ficha antes de pasar.
refusal-turn-not-over = Aquí el turno termina solo: juega, roba o pasa.
refusal-not-announcing = Solo se anuncia cuando te queda una ficha.
refusal-announce-or-end-turn = Te queda una ficha: anúncialo o termina tu turno.
refusal-draw-for-engine = Nadie ha abierto aún la estación: roba hasta que salga el doble de salida.
refusal-drawn-tile-may-not-cover = Con estas reglas, una ficha robada para un doble abierto no se puede jugar sobre él: pasa.

## Asientos y jugadores

seats-players = Jugadores
seats-seat = Asiento { $seat }
seats-seat-playing = Asiento { $seat }: { $name } — { $player }
player-person = Persona
player-easy = Ordenador (fácil)
player-greedy = Ordenador (codicioso)
player-normal = Ordenador (normal)
player-hard = Ordenador (difícil)
player-recorded = Grabado
player-person-tip = Alguien ante esta pantalla juega en este asiento.
player-easy-tip = Juega al azar cualquier ficha que pueda.
player-greedy-tip = Juega primero su ficha más pesada.
player-normal-tip = Planea el tren más largo que puede construir y juega antes sus otras fichas.
player-hard-tip = Piensa por adelantado: prueba cada jugada en muchas suposiciones sobre las fichas ocultas, deducidas de lo que han jugado los demás.
player-recorded-tip = Jugadas sacadas de una repetición.
preset-standard = Reglas oficiales de Puremco (Bauguess 2012). La partida de siempre.
preset-consensus = El consenso de Wikipedia: un doble por turno, cubierto sobre el doble.
preset-galt-1994 = Galt 1994: abre el doble más alto; primero construyes tu tren.
preset-parsons-1994 = Parsons 1994: las reglas originales de Puremco.
preset-celko-1998 = Celko 1998: construyes tu tren; los dobles se cubren del más nuevo al más antiguo.
preset-french-club = Club francés: fuera a los 100 puntos, gana el último que queda.
preset-saved = Reglas que guardaste.
rules-saved-set = { $name } (guardadas)

## La barra superior y el menú

bar-rules-with = { $rules } con { $variants }
bar-info = Ronda { $round } · salida { $engine } · { $rules }
bar-boneyard = Pozo: { $count }
bar-menu = Menú
bar-fit-table = Ver la mesa
bar-fit-table-tip = Muestra toda la mesa (F)
bar-say = Decir…
bar-room = Sala { $code }
bar-watchers = { $count } mirando
bar-watching = Mirando
bar-reconnecting = reconectando…
quick-your-turn = ¡Te toca!
quick-well-played = Bien jugado
quick-good-luck = Buena suerte
quick-thanks = Gracias
quick-oops = Ups
menu-new-game = Partida nueva (mismos jugadores)
menu-new-game-tip = Reparte una partida nueva con los mismos jugadores y reglas.
menu-leave = Volver a la pantalla de inicio
menu-leave-tip = Esta partida queda guardada: «Continuar» la recupera.
menu-save-replay = Guardar repetición
menu-save-replay-tip = Guarda esta partida para volver a verla.
menu-seat-back = Devolver el asiento a { $name }
menu-seat-back-tip = Vuelve a jugar en su asiento (cuando regrese, será suyo de todos modos).
menu-stand-in = Un ordenador juega por { $name }
menu-stand-in-tip = Mientras no esté, un ordenador normal juega en su asiento; vuelve a ser suyo cuando regrese.
menu-leave-room = Salir de la sala
menu-leave-room-tip = Desde entonces, un ordenador juega en tu asiento.
menu-settings = Ajustes…
menu-close = Cerrar

## Los turnos y la mano

train-side-of = un lado de un doble en { $train }
turn-yours = Tu turno.
turn-of = Turno de { $name }.
hand-yours = Tu mano
hand-of = Mano de { $name }
hand-watching = Mirando a los ordenadores
hand-watching-table = Estás mirando
hand-hidden = Las manos están ocultas
hand-count = ({ $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
})
hand-count-of = ({ $name }: { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
})
sort-label = Ordenar:
sort-by-number = Por número
sort-by-number-tip = El número más alto primero, agrupadas.
sort-heaviest = Las más pesadas primero
sort-heaviest-tip = Primero las fichas que más costarían al acabar la ronda.
sort-playable = Jugables primero
sort-playable-tip = Primero las fichas que se pueden jugar ahora.
sort-plan = Planear mi tren
sort-plan-tip = El tren más largo que puedes construir sobre tu propio tren, en orden de juego y resaltado; después las fichas sueltas, para jugar en otro sitio.
sort-mine = Mi orden
sort-mine-tip = El orden en que arrastraste tus fichas (arrastra una ficha a lo largo de la mano para moverla); las robadas después se añaden a la derecha.
hint-line = Pista: { $why }
tile-tip = { $tile } · { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
tile-tip-planned = {" "}· ficha { $place } de { $planned } planeadas para tu tren
tile-tip-spare = {" "}· suelta: juégala en otro sitio
prompt-game-over = La partida ha terminado.
prompt-round-over = La ronda ha terminado.
prompt-playing = Juega { $name }
prompt-thinking = Juega { $name }…
prompt-announce = Te queda una ficha: anúncialo (o termina tu turno y roba la penalización).
prompt-build = Tu primer turno: construye tu tren desde la estación y luego «Terminar turno».
prompt-seek-engine = Nadie tiene el doble de salida: roba hasta que salga.
prompt-cover-open-double = Cubre el doble abierto { $double } en { $train }.
prompt-after-double-may = Has puesto un doble: puedes jugar una ficha más o terminar tu turno (el { $double } en { $train } va primero).
prompt-after-double-must = Has puesto un doble: juega una ficha más (el { $double } en { $train } va primero).
prompt-after-double-done = No queda nada que jugar después de tu doble: termina tu turno.
prompt-swan = Recorrido del cisne: pon una ficha en el siguiente tren público, o termina tu turno.
prompt-swan-cover = Cubre tu { $double } en { $train } con una ficha de tu mano.
prompt-draw = No puedes jugar ninguna ficha: roba del pozo.
prompt-pass = Sigues sin jugada: pasa — tu marcador se pone en tu tren.
prompt-place-it = Arrástrala a un final de tren iluminado, o haz clic en uno (Intro la juega donde están las esquinas).
prompt-pick = Tu turno: elige una ficha (haz clic, o ← →); se iluminan los finales de tren donde se puede jugar.
button-thinking = Pensando…
button-thinking-tip = Buscando una buena jugada.
button-suggest = Sugerir jugada (H)
button-suggest-tip = ¿Qué haría aquí un jugador fuerte? La jugada se ilumina, con el porqué. (H)
button-draw = Robar
button-draw-tip = Toma una ficha del pozo: solo cuando no puedes jugar ninguna. (D)
button-pass = Pasar
button-pass-tip = Solo cuando no puedes jugar después de robar: tu turno termina y tu marcador se pone en tu tren, así que los demás pueden jugar en él. (P)
button-announce = Anunciar última ficha
button-announce-tip = Toca la mesa: te queda una ficha. (A)
button-bullet = ¡Tren bala!
button-bullet-tip = Todas las fichas de tu mano encadenan en tu propio tren: ponlas todas y termina. (B)
button-end-turn = Terminar turno
button-end-turn-tip = Termina aquí tu turno. (E)
button-end-turn-announce-tip = Termina tu turno sin anunciar: robas la penalización. (E)
button-end-turn-build-tip = Ya has construido tu tren: termina tu turno. (E)
button-take-back = Deshacer (Z)
button-take-back-tip = Deshace tu último turno y los turnos de los ordenadores que lo siguieron: vuelves al principio de tu turno, con las mismas fichas y el mismo pozo. Tantas veces como quieras dentro de una ronda. (Z)

## Placas de la mesa

plate-mexican = Tren mexicano
plate-mexican-open = abierto a todos
plate-points = · { $points } ptos.
plate-open = · abierto
# On the badge of an open double, before its number, where there is room.
badge-cover = cubrir
plate-open-tip = El tren está abierto: cualquiera puede jugar en él.
plate-last-tile = · ¡última ficha!
plate-out = fuera
plate-to-play = le toca
plate-away = ausente
plate-not-answering = no responde
prompt-away = { $name } no está (su juego cerrado o su conexión perdida): la mesa lo espera.
prompt-away-cover-in = { $name } no está: un ordenador juega por él en { $secs } s.
prompt-away-covered = { $name } no está: un ordenador juega por él hasta que vuelva.
plate-computer-plays = juega un ordenador
plate-cover-in = ausente · juega un ordenador en { $secs } s
plate-tiles = { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
}

## Pistas: la jugada y el porqué

hint-play = Juega la { $tile } en { $train }
hint-draw = Roba
hint-pass = Pasa
hint-end-turn = Termina tu turno
hint-announce = Anuncia tu última ficha
hint-bullet = Pon toda tu mano: tren bala
hint-alone = { $action }.
hint-why = { $action }: { $reasons }.
hint-reasons-joined = {"; "}
why-next-of-plan = la siguiente ficha del tren más largo que forma tu mano ({ $tiles } fichas)
why-last-of-own-train = la última ficha que admite tu propio tren
why-other-way = construye tu tren, pero no por la serie más larga que forma tu mano
why-spare-on-own = una ficha suelta en tu propio tren
why-gives-plan-away = gasta una ficha que tu tren necesitará (tu mano forma un tren de { $tiles })
why-spare-keeps-plan = una ficha que tu tren no necesita, así su serie de { $tiles } queda entera
why-double-out = saca un doble de tu mano
why-points-out = saca { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} de tu mano
why-only-move = es tu única jugada
why-wins = gana la partida en cerca del { $percent } % de los repartos probados
why-saves = te deja de media { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} menos en la mano al final de la ronda

## Diálogos: una grabación soltada, la pantalla compartida, el final de la ronda y de la partida

dropped-title = Ver una repetición
dropped-watch = ¿Ver «{ $name }»?
dropped-saved = Esta partida queda guardada: «Continuar» en la pantalla de inicio la recupera.
dropped-watch-it = Verla
dropped-keep-playing = Seguir jugando
invited-title = Una invitación a una mesa
invited-join = ¿Dejar esta partida para unirte a la mesa a la que te invitan?
invited-join-it = Unirse a la mesa
invited-at-a-table = Llegó una invitación a otra mesa: sal primero de esta y vuelve a pulsar la invitación.
cover-pass-to = Pasa la pantalla a { $name }
cover-im = Soy { $name }: mostrar mis fichas
cover-look-away = Todos los demás: no miréis.
round-of = Ronda { $round } de { $rounds }
round-over-title = Fin de la ronda
round-next = Siguiente ronda
round-players-deal = Los jugadores reparten la siguiente ronda cuando estén listos.
round-waits-for = { $count ->
    [0] Repartiendo…
   *[other] Esperando a { $names }…
}
key-enter = Intro
round-out = ¡fuera!
round-points = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
game-over-title = Fin de la partida
game-over-last-round = La última ronda
game-over-play-again = Jugar otra vez
game-over-new-game = Partida nueva…
sheet-title = Hoja de puntos
sheet-round = Ronda
sheet-total = Total
end-went-out = { $name } se ha quedado sin fichas.
end-went-out-you = Te has quedado sin fichas.
end-blocked = Nadie podía jugar: la ronda está cerrada.
side-partners = { $first } y { $second }
result-names-joined = {" y "}
result-wins = { $team ->
    [yes] Ganan
   *[no] Gana
} { $name } con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
result-tie-zeros = Empate entre { $names } a { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}. Desempate: { $team ->
    [yes] ganan
   *[no] gana
} { $name }, con { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
} a cero frente a { $others }.
result-tie-lowest = Empate entre { $names } a { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}. Desempate: { $team ->
    [yes] ganan
   *[no] gana
} { $name }, con una ronda mínima de { $lowest } frente a { $others }.
result-shared = Empate entre { $names } a { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} y el desempate no los separa: comparten la victoria.

## Nombres y jugadas contadas

name-you = Tú
train-their-own = su propio tren
move-play = { $name } juega la { $tile } en { $train }.
move-bullet = { $name } declara un tren bala y se queda sin fichas.
move-draw = { $name } roba.
move-pass = { $name } pasa: su marcador se pone en su tren.
move-end-turn = { $name } termina su turno.
move-announce = { $name } anuncia su última ficha.
move-play-you = Juegas la { $tile } en { $train }.
move-bullet-you = Declaras un tren bala y te quedas sin fichas.
move-draw-you = Robas.
move-pass-you = Pasas: tu marcador se pone en tu tren.
move-end-turn-you = Terminas tu turno.
move-announce-you = Anuncias tu última ficha.

## A tile said aloud (screen readers): "seis–cuatro", "doble blanca"

pip-said = { $n ->
    [0] blanca
    [1] uno
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
    [6] seis
    [7] siete
    [8] ocho
    [9] nueve
    [10] diez
    [11] once
    [12] doce
    [13] trece
    [14] catorce
    [15] quince
    [16] dieciséis
    [17] diecisiete
    [18] dieciocho
   *[other] { $n }
}
tile-said = { $high }–{ $low }
tile-said-double = doble { $pip }

## The table in words (a window, T; opens by itself for a screen reader)

words-title = La mesa en palabras
words-close = Cerrar la mesa en palabras
window-close = Cerrar la ventana
words-said = Última jugada
words-round = Ronda { $round } de { $rounds }, salida { $engine }.
words-train = { $train }: { $count ->
    [one] una ficha
   *[other] { $count } fichas
}, extremo abierto { $end }{ $marker ->
    [yes] ; marcador puesto, abierto a todos
   *[no] {""}
}{ $double ->
    [yes] ; doble abierto, hay que cubrirlo
   *[no] {""}
}{ $played ->
    [yes] ; últimas: { $last }
   *[no] {""}
}.
words-train-hidden = { $train }: oculto hasta que empiecen los turnos.
words-seat = { $name }: { $count ->
    [one] una ficha
   *[other] { $count } fichas
}, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}{ $state ->
    [announced] ; ha anunciado su última ficha
    [out] ; fuera de la partida
   *[playing] {""}
}.
words-boneyard = Pozo: { $count ->
    [one] una ficha
   *[other] { $count } fichas
}.
words-moves = Tus jugadas
words-no-moves = Tus jugadas aparecen aquí en tu turno.
words-play = Jugar la { $tile } en { $train }
words-glows = Brilla en la mesa: { $move }.
words-hand-tile = { $tile }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
words-hand-tile-plays = { $tile }, se puede jugar
menu-table-words = La mesa en palabras (T)

## En línea

online-seat-kept = Tu asiento en la sala { $code } te espera.
online-back-to-table = Volver a la mesa
online-forget = Olvidarlo
online-server = Servidor
online-server-tip = El ordenador que ejecuta `mexican-train serve`: su dirección y su puerto (7777 salvo que su anfitrión elija otro).
online-your-name = Tu nombre
online-name-hint = como lo verán los demás
online-name-to-sit = Tu nombre sirve para abrir una mesa o unirte: para mirar no hace falta.
online-table-reopened = El juego se cerró con tu mesa abierta: ya está abierta otra vez, y tus amigos vuelven a ella solos.
online-played-for-you = Mientras no estabas, un ordenador jugó { $turns ->
    [one] un turno
   *[other] { $turns } turnos
} por ti.
online-played-laid = Puso { $tiles }.
online-played-drew = Robó { $count ->
    [one] una ficha
   *[other] { $count } fichas
}.
online-no-server = Indica la dirección del servidor.
online-own-room-about = Con las reglas y los asientos de la partida nueva: el asiento de cada persona espera a un amigo, los ordenadores juegan el suyo.
online-host = Abrir una sala
online-code = Su código, tal como te lo da el anfitrión:
online-join = Entrar
online-trying-again = Probando otra vez { $server }… ({ $why })
online-connecting = Conectando con { $server }…
online-cancel = Cancelar
online-your-room = Tu sala
online-copy = Copiar
online-copy-tip = Copia el código para enviarlo a tus amigos
online-friends-join = Tus amigos entran con este código en el servidor { $server }.
online-reconnecting = Reconectando… ({ $why })
online-name-you = { $name } (tú)
online-here = aquí
online-away = ausente
online-not-known = no se sabe
online-not-known-tip = No se sabe mientras tu juego se reconecta.
online-waiting = esperando a un amigo…
online-start-wait = Antes tiene que ocuparse el asiento de cada amigo.
online-host-starts = El anfitrión empieza cuando estén todos.
online-leave = Salir
online-watch = Mirar
online-watch-tip = Sigue la partida sin asiento: la mesa y cuántas fichas tiene cada jugador, nunca una mano.
online-watching-heading = Estás mirando
online-watching-about = Ves la mesa y cuántas fichas tiene cada jugador, nunca una mano.
online-stop-watching = Dejar de mirar
online-watchers = { $count ->
    [one] 1 persona está mirando.
   *[other] { $count } personas están mirando.
}
online-host-table = Tu propia mesa
online-host-table-about = Tus amigos se unen desde cualquier lugar con la invitación que les envíes: nada que configurar. Tu mesa está abierta mientras el juego lo esté.
online-friends = Amigos
online-computers-play = Las computadoras juegan
online-as-new-game = como en la partida nueva
online-table-seats = { $seats } asientos: tú, { $friends ->
    [one] 1 amigo
   *[other] { $friends } amigos
}{ $computers ->
    [0] {""}
    [one] {" "}y 1 computadora
   *[other] {" "}y { $computers } computadoras
}. Las reglas son las de la partida nueva.
online-host-table-button = Abrir una mesa
online-join-table = Unirse a una mesa
online-join-whose = Unirse a la mesa de { $host }
online-invited-to = Te invitan a la sala { $code }: escribe tu nombre y Entrar, o Mirar sin asiento.
online-invite-other = Abrir una mesa, o unirse a otra…
online-whose-table = La mesa de { $host }
online-pass-invite = Pasa esta invitación a quien deba unirse o mirar: al pulsarla se abre el juego en la mesa de { $host }.
online-copied = Copiada
online-paste-invite = Pega la invitación que te envió tu anfitrión:
online-host-on-desktop = Una mesa propia se abre desde el juego de escritorio (Windows, Linux); en un navegador te unes a las mesas de tus amigos.
online-invite-no-code = Es la dirección de una mesa sin su sala: pide la invitación a tu anfitrión.
online-invite-unreadable = No es una invitación de este juego: empieza por mexican-train://join/
online-on-this-network = En esta red
online-network-none = Aún no hay mesas: una mesa abierta en esta red aparece aquí sola.
online-network-deaf = Desde aquí no se oyen las mesas de esta red.
online-network-table = Mesa de { $host }
online-network-free = { $free ->
    [one] 1 asiento libre
   *[other] { $free } asientos libres
}
online-network-playing = en juego: puedes mirar
online-network-join = Unirse a la mesa de { $host }
online-network-watch = Mirar la mesa de { $host }
online-nearby = Mostrar mi mesa en esta red
online-nearby-tip = Los juegos de la misma red de casa ven tu mesa en Jugar en línea y pueden sentarse sin la invitación.
online-advanced = Avanzado: un servidor dedicado
online-relay = Tu propio relé
online-relay-hint = vacío: los relés públicos
online-relay-tip = Los amigos cuyas redes no te alcanzan directamente pasan por un relé. Déjalo vacío para los públicos, o da la dirección de tu propio iroh-relay (https://…).
online-relay-unreadable = No se puede leer la dirección de tu relé: { $why }
online-join-room = Unirse a la sala
online-table-opening = Abriendo tu mesa…
online-table-cannot-open = Tu mesa no se pudo abrir: { $why }
online-hosts-table-heading = La mesa de tu anfitrión
online-your-table = Tu mesa
online-send-invite = Envía esta invitación a tus amigos (por mensaje o correo): al hacer clic se abre el juego en tu mesa.
online-copy-invite = Copiar invitación
online-copy-invite-tip = Copia la invitación para pegarla en un mensaje a tus amigos
online-copy-watch-link = Copiar un enlace para mirar
online-copy-watch-link-tip = Para quien prefiera mirar: ve la mesa y cuántas fichas tiene cada jugador, nunca una mano.
online-copy-web-link = Copiar un enlace para el navegador
online-copy-web-link-tip = Para un amigo sin el juego (un Chromebook, un portátil del trabajo): el enlace abre el juego en su navegador, en esta mesa.
online-web-link-about = para un amigo sin el juego
online-invite-tip = La invitación: quien abrió el juego antes la pega en Jugar en línea, Unirse a una mesa.
online-room-code = sala { $code }
online-table-open-while = Tu mesa sigue abierta mientras el juego lo esté.
online-cover-after = Espera a un amigo que se desconecta
online-cover-after-tip = A un amigo ausente en su turno (cerró el juego, perdió la conexión) se le espera este tiempo; luego un ordenador juega por él hasta que vuelva. 0: esperar lo que haga falta.

## Cómo se juega: las reglas en palabras, a partir de las reglas de la casa

how-setting-up = Preparación
how-your-turn = Tu turno
how-doubles = Dobles
how-the-end = El final
how-deal = { $players } jugadores con un juego de doble { $set }; cada uno recibe { $hand } fichas y las demás forman el pozo.
how-engine-set-aside = El doble de la ronda (la salida) se aparta y se coloca primero en la estación.
how-engine-holder = El doble de la ronda se reparte como cualquier ficha; quien lo tiene lo coloca en la estación y juega primero. Si nadie lo tiene, se roba por turnos hasta que salga.
how-engine-highest = El primer jugador abre la estación con su doble más alto (si no tiene, lo hace el siguiente jugador con un doble; si nadie tiene, se roba por turnos hasta que salga un doble).
how-elimination = Las rondas siguen, con la salida bajando desde { $set } y volviendo a empezar; quien llega a { $at } puntos queda fuera, y gana el último que queda.
how-all-engines = La partida tiene { $rounds } rondas, con la salida bajando del { $set }|{ $set } al 0|0.
how-single-round = La partida es una sola ronda, con la salida { $set }|{ $set }.
how-rounds = La partida tiene { $rounds } rondas, con la salida bajando desde el { $set }|{ $set }.
how-starter-rotate = El primer jugador avanza en el sentido de las agujas del reloj de ronda en ronda.
how-starter-lot = El primer jugador de la primera ronda se sortea; después avanza en el sentido de las agujas del reloj.
how-starter-highest = Empieza la ronda quien tiene el doble más alto.
how-fixed-hand = Cada uno recibe { $tiles } fichas, sea cual sea el juego.
how-build-train = En tu primer turno de cada ronda, construye tu propio tren: { $while_fits ->
    [yes] sigue poniendo fichas desde la estación mientras alguna case
   *[no] pon desde la estación tantas fichas como quieras
} (los dobles aún no hay que cubrirlos) y termina tu turno.
how-fast-game = Antes del primer turno todos construyen a la vez su propio tren, tan largo como puedan: siguen poniendo fichas desde la estación mientras alguna case (los dobles aún no hay que cubrirlos); nadie ve los trenes de los demás hasta que todos han terminado.
how-play-one = Juega una ficha cuyo número case con el final de un tren: tu propio tren{ $partner ->
    [yes] , el tren de tu compañero
   *[no] {""}
}{ $mexican ->
    [anytime] , el tren mexicano (cualquiera puede empezarlo)
    [after-own] , el tren mexicano (puedes empezarlo cuando tu propio tren ya ha empezado)
    [alone] , el tren mexicano (solo puedes empezarlo cuando no tienes otra jugada)
   *[off] {""}
} o cualquier tren con un marcador.
how-must-play = Si una de tus fichas se puede jugar, debes jugar; no puedes robar ni pasar en su lugar.
how-draw-one = Si ninguna se puede jugar, roba una ficha del pozo y juégala (o cualquier otra) si puedes.
how-draw-until = Si ninguna se puede jugar, roba del pozo hasta que una se pueda (o se vacíe).
how-pass = Si sigues sin poder jugar, pasa: tu marcador se pone en tu tren y los demás pueden jugar en él.
how-simply-pass = Cuando el pozo está vacío y no puedes jugar, simplemente pasas: sin marcador.
how-marker-owner = Tu marcador se quita cuando vuelves a jugar en tu propio tren.
how-marker-any = Un marcador se quita en cuanto alguien juega en ese tren («carga mercancía»).
how-blanks-wild = Las blancas son comodines: una blanca casa con cualquier número, y cualquier ficha cabe en un final blanco.
how-announce = Cuando te queda una ficha, anúncialo; si se te olvida, robas { $penalty }.
how-swan = Recorrido del cisne: cuando tu turno empieza con una ficha en tu propio tren, puedes seguir con una ficha en cada tren público siguiente en el sentido de las agujas del reloj (el tren mexicano puede saltarse), hasta que uno no admita ficha, des la vuelta o pares. Un doble puesto por el camino se cubre enseguida con una ficha de tu mano.
how-bullet = Tren bala: si al empezar tu turno todas las fichas de tu mano encadenan en tu propio tren, puedes declararlo y ponerlas todas: te quedas sin fichas, y los demás ponen lo que puedan en su propio tren antes de contar.
how-crosswise = Los dobles se ponen atravesados.
how-after-double = Después de poner un doble ({ $more ->
    [one] un doble por turno
    [two] como mucho dos dobles por turno
   *[any] puedes poner varios dobles seguidos
}), { $must ->
    [must] debes
   *[may] puedes
} { $finish ->
    [on-double] cubrirlo con una ficha sobre el propio doble.
    [due-or-plain] jugar una ficha más que no sea doble: sobre tu primer doble, o en cualquier tren que puedas usar y que no termine en doble.
   *[anywhere] volver a jugar: cualquier ficha, en cualquier tren que puedas usar.
}{ $must ->
    [must] {" "}Roba si hace falta; si sigues sin poder, pasa.
   *[may] {" "}O termina tu turno.
}
how-second-double = Solo puedes poner un segundo doble si tienes una ficha para cubrir uno de tus dobles, y esa ficha lo cubre después.
how-cover-optional = Cubrir los dobles es opcional: un doble abierto no detiene a nadie.
how-cover-first = { $owed ->
    [last] El último doble que un turno deja abierto (solo ese)
   *[every] Un doble que queda abierto
} debe cubrirse antes de jugar nada más, y solo él; los dobles abiertos se cubren uno por turno, { $order ->
    [newest] empezando por el último puesto
   *[oldest] empezando por el más antiguo
}.
how-branching-after-cover = Dobles ramificados: una vez cubierto un doble, sus dos lados también admiten fichas, como nuevos finales de su tren.
how-branching-three = Dobles ramificados: un doble admite tres fichas —su final y sus dos lados— antes de que el juego siga en otro sitio; después de la primera, quien no puede cubrir un lado pasa sin marcador.
how-exhausted-double = Un doble que ya nadie puede cubrir (todas las fichas de su número han salido) deja de detener el juego.
how-drawn-not-on-double = Una ficha robada por un doble abierto no puede jugarse sobre él en ese turno.
how-own-marker-release = Un doble que quita tu marcador de tu propio tren no necesita cubrirse.
how-double-public = Poner un doble en un tren lo hace público.
how-continuous-draw = Si un doble da la vuelta a la mesa sin cubrirse, quien lo puso roba hasta que pueda cubrirlo.
how-out-on-double = Puedes terminar con un doble.
how-no-out-on-double = No puedes terminar con un doble.
how-round-ends = Una ronda termina cuando un jugador pone su última ficha, o cuando se cierra: el pozo está vacío, ha pasado una vuelta entera de la mesa sin ninguna ficha y nadie pudo jugar en su siguiente turno.
how-blocked-count = Una ronda cerrada se cuenta como cualquier otra: cada uno cuenta su mano.
how-blocked-lowest = En una ronda cerrada la mano más baja cuenta 0, como si hubiera terminado; los demás cuentan la suya.
how-blocked-void = Una ronda cerrada no cuenta: nadie suma puntos.
how-score-pips = Los demás suman los puntos que les quedan en la mano.
how-score-double-blank = Los demás suman los puntos que les quedan en la mano; la doble blanca cuenta { $double_blank }.
how-score-blanks = Los demás suman los puntos que les quedan en la mano, cada lado blanco cuenta { $blank } y la doble blanca { $double_blank }.
how-partners = Los compañeros se sientan enfrente y suman juntos; una pareja cuenta 0 cuando cualquiera de los dos termina.
how-last-knocked-out = Si los últimos jugadores quedan fuera todos en la misma ronda, gana entre ellos el total más bajo.
how-lowest-wins = Gana el total más bajo.
how-your-table = Las reglas de tu mesa (las de una partida nueva), no las de la lección:
how-tie-zero-rounds = Con totales iguales, gana quien tiene más rondas a 0; después, la ronda con menos puntos.
how-tie-shared = Los totales iguales comparten la victoria.
how-keys = Teclas

## Las teclas

keys-tip = ← → elige una ficha, ↑ ↓ su final, Intro la juega (? para todas las teclas); arrástrala a lo largo de la mano para moverla
keys-left-right = ← →
keys-left-right-what = elige una ficha de tu mano (primero las que se pueden jugar ahora)
keys-up-down = ↑ ↓ o Tab
keys-up-down-what = elige entre los finales de tren iluminados donde se puede jugar (Mayús+Tab vuelve atrás); el final elegido tiene esquinas blancas
keys-enter-what = juega la ficha en el final elegido (tras una pista: hace la jugada sugerida, también robar o pasar)
keys-d = D
keys-d-what = roba del pozo
keys-p = P
keys-p-what = pasa (tu marcador se pone en tu tren)
keys-a = A
keys-a-what = anuncia tu última ficha
keys-e = E
keys-e-what = termina tu turno
keys-b = B
keys-b-what = tren bala, cuando las reglas de la casa lo tienen
keys-h = H
keys-h-what = sugiere una jugada (su ficha y su final quedan elegidos: Intro la juega)
keys-z = Z
keys-z-what = deshace tu último turno (jugando solo contra ordenadores; tantas veces como quieras dentro de una ronda)
keys-f = F o Inicio
keys-f-what = vuelve a mostrar toda la mesa después de acercarte
keys-t = T
keys-t-what = muestra u oculta la mesa en palabras (para lectores de pantalla: cada tren, jugador y jugada posible)
keys-escape = Esc
keys-escape-what = cierra el menú o los ajustes
keys-question = ?
keys-question-what = estas teclas
keys-windows = Tab, Intro, Espacio
keys-windows-what = en ventanas y diálogos: pasa de un botón a otro y pulsa uno
keys-mouse = Ratón
keys-mouse-what = arrastra una ficha a un final iluminado, o haz clic en la ficha y después en el final; teclas y ratón se combinan libremente

## Guardar: lo que no se pudo guardar, lo que se encontró al empezar

saving-your-game = Tu partida
saving-the-statistics = Las estadísticas
saving-the-settings = Los ajustes
saving-failed-kept = { $what }: no se pudo guardar ({ $why }); se conserva lo último guardado.
saving-failed = { $what }: no se pudo guardar: { $why }.
saving-no-thread = No se puede guardar nada: el hilo de guardado no pudo arrancar.
saving-thread-stopped = Ya no se puede guardar nada: el hilo de guardado se ha detenido.
saving-no-folder = No hay ninguna carpeta donde guardar ajustes y partidas: no se guardará nada.
saving-crashed = El juego se cerró inesperadamente la última vez.{ $saved ->
    [yes] {" "}Tu partida se guardó: «Continuar» la recupera donde se quedó.
   *[no] {""}
} (Lo ocurrido está en { $report }.)
saving-found-at-start = Al empezar se encontraron { $count } cosas:
    { $list }
saving-nothing-to-continue = No hay ninguna partida guardada que continuar.
saving-cannot-resume = La partida guardada no se puede reanudar: { $why }
saving-no-replay-folder = No hay ninguna carpeta donde guardar repeticiones.
saving-no-game = No hay ninguna partida que guardar.
saving-replay-saved = Repetición guardada: { $name }
saving-replay-failed = No se pudo guardar la repetición: { $why }


## A damaged file found at start: which, why, where the original went
file-unreadable = { $file ->
        [settings] No se pudieron leer los ajustes
        [saved-game] No se pudo leer la partida guardada
        [statistics] No se pudieron leer las estadísticas
       *[rule-set] No se pudieron leer las reglas «{ $name }»
    } ({ $why }); { $kept ->
        [as] el archivo se guardó aparte como { $bad }.
        [too-many] el archivo se dejó donde estaba: ya se guardan demasiadas copias dañadas.
       *[not-moved] el archivo no se pudo apartar ({ $error }).
    }
file-partly = { $file ->
        [settings] Una parte de los ajustes
        [saved-game] Una parte de la partida guardada
        [statistics] Una parte de las estadísticas
       *[rule-set] Una parte de las reglas «{ $name }»
    } no se pudo leer ({ $issues }); se conservó el resto, y { $kept ->
        [as] el original se guardó aparte como { $bad }.
        [too-many] el original se dejó donde estaba: ya se guardan demasiadas copias dañadas.
       *[not-moved] el original no se pudo apartar ({ $error }).
    }
file-saved-back = Lo que se pudo leer se ha guardado en su lugar.
file-not-saved-back = Lo que se pudo leer no se pudo guardar en su lugar ({ $error }): solo vale para esta sesión.
file-why-not-found = el archivo no existe
file-why-folder = es una carpeta, no un archivo
file-why-not-regular = no es un archivo normal (¿una tubería o un dispositivo?)
file-why-too-large = ocupa { $size }, más de los { $limit } que puede ocupar un archivo así
file-why-grew = creció por encima de los { $limit } que puede ocupar un archivo así
file-why-not-text = no es texto
file-why-not-ours = no es un archivo de este juego (falta el paréntesis de apertura)
file-why-syntax = línea { $line }: { $detail }
file-why-newer = lo escribió una versión más reciente del juego (formato { $format })
file-why-seats = tiene { $players } jugadores para { $seats } asientos
file-issue-bad-value = el valor de `{ $field }` no es válido: { $detail }
file-issue-unknown = campo desconocido `{ $field }`
file-issue-missing = falta `{ $field }`
file-issue-ends-early = el archivo termina antes de tiempo
file-issue-unexpected = texto inesperado en la línea { $line }
# Between two of the problems listed in a file (a semicolon and a space).
file-issue-separator = {"; "}

## Las pestañas Jugadores y Reglas

players-in-play = Jugadores de la partida en curso (cámbialos para la próxima partida en la pantalla de inicio):
rules-locked = Las reglas de la partida en curso ({ $rules }) están bloqueadas hasta que termine.
rules-start-from = Partir de
rules-cannot-be-played = ⚠ Estas reglas no se pueden jugar: { $why }
rules-can-be-played = Estas reglas se pueden jugar.
rules-save-as = Guardar estas reglas como
rules-save-as-hint = Las reglas de la abuela
rules-save = Guardar
rules-saved = Reglas guardadas como «{ $name }».
rules-save-failed = No se pudieron guardar las reglas: { $why }
rules-no-folder = No hay ninguna carpeta donde guardar reglas.

## Notices (under the hand)

notice-take-back-alone = Deshacer es solo para una persona que juega contra ordenadores.
notice-taken-back = Tu último turno se ha deshecho.
notice-take-back-over = La partida ha terminado: no se puede deshacer nada.
notice-take-back-none = No hay nada que deshacer en esta ronda.
notice-leave-room-first = Sal de esta sala antes de unirte a otra.
notice-drop-on-end = Suelta la ficha en el extremo iluminado de un tren.
notice-hint-own-turn = Las sugerencias son para tu propio turno.
notice-choose-tile-first = Primero elige una ficha: ← y →.
notice-tile-does-not-play = Esa ficha no se puede jugar ahora.
notice-choose-then-enter = Elige una ficha con ← y → y pulsa Intro.
notice-does-not-replay = { $name } no se puede reproducir: { $why }
replay-error-folder = { $path } es una carpeta, no una repetición.
replay-error-missing = No hay ninguna repetición en { $path }.
replay-error-unreadable = No se puede leer { $name }: { $why }.
replay-error-not-a-record = { $name } no es una repetición ({ $why }).
notice-position-not-shown = Esta posición no se puede mostrar: { $why }
notice-cannot-start = No se puede empezar esta partida: { $why }

## The Rules tab: groups, rows, choices, where each comes from, the variants in the top bar

rules-group-basics = Lo básico
rules-group-doubles = Dobles
rules-group-drawing = Robar y pasar
rules-group-scoring = Puntuación
rules-group-variants = Variantes
variant-branching = dobles ramificados
variant-three-covers = dobles cubiertos por tres lados
variant-blanks-wild = blancas comodín
variant-partnerships = parejas
variant-swan-drive = recorrido del cisne
variant-bullet-train = tren bala
rules-yes = Sí
rules-no = No
rule-answer = { $rule }: { $answer }
rule-set = Juego de fichas
rule-set-6 = Doble 6
rule-set-9 = Doble 9
src-bauguess-2-4 = Bauguess, para 2 a 4 jugadores
rule-set-12 = Doble 12
src-standard-set = el juego habitual
rule-set-15 = Doble 15
src-up-to-12 = hasta 12 jugadores
rule-set-18 = Doble 18
rule-hand-size = Fichas repartidas
rule-hand-size-table = Según la tabla del reglamento
rule-hand-size-fixed = Siempre el mismo número
rule-hand-size-each = fichas cada uno
src-bauguess-wikipedia-table = la tabla de Bauguess y de Wikipedia
rule-rounds = Rondas
rule-rounds-all = Una por cada doble de salida, hasta el 0-0
src-puremco-wikipedia-celko = Puremco, Wikipedia, Celko
rule-rounds-count = Un número de rondas
rule-engine = Doble de salida
rule-engine-set-aside = Apartado antes de repartir
src-puremco-bauguess-wikipedia = Puremco/Bauguess, Wikipedia
rule-engine-holder = Quien lo tiene abre y juega primero
src-celko-1998 = Celko 1998
rule-engine-highest = El doble más alto del primer jugador
src-galt-1994 = Galt 1994
rule-starter = Quién empieza
rule-starter-rotate = Va rotando en el sentido de las agujas del reloj
src-bauguess-galt = Bauguess, Galt
rule-starter-lot = Por sorteo, luego en el sentido de las agujas
src-parsons-1994 = Parsons 1994
rule-starter-highest = Quien tenga el doble más alto
src-wikipedia = Wikipedia
rule-opening = Primer turno
rule-opening-one = Una ficha, como cualquier turno
src-bauguess-wikipedia = Bauguess, Wikipedia
rule-opening-build = Construyes todo tu tren
src-celko-galt = Celko 1998, Galt 1994
rule-opening-fast = Todos construyen a la vez (partida rápida)
src-variation-wikipedia = una variante de Wikipedia
rule-build-while-you-can = Construir mientras encaje una ficha
src-galt-as-many = Galt 1994: «tantas como sea posible»
rule-mexican = Tren mexicano
rule-mexican-anytime = Cualquiera puede empezarlo, en cualquier momento
src-bauguess = Bauguess
rule-mexican-after-own = Solo después de tu propio tren
src-common-house-rule = una regla de casa habitual
rule-mexican-no-other = Solo cuando no tienes otra jugada
rule-mexican-off = Sin tren mexicano
src-private-trains = «trenes privados»
rule-double-finish = Después de un doble
rule-double-finish-on = Cubrirlo sobre el doble
src-wikipedia-parsons-galt = Wikipedia, Parsons, Galt
rule-double-finish-due-or-plain = Una ficha más: sobre él o en un extremo sencillo
src-bauguess-2012 = Bauguess 2012
rule-double-finish-anywhere = Volver a jugar, donde sea
src-celko-french-club = Celko, club francés
rule-doubles-per-turn = Dobles por turno
rule-doubles-one = Uno
rule-doubles-two = Dos como máximo
rule-doubles-any = Cualquier número seguidos
src-bauguess-celko = Bauguess, Celko
rule-second-double-needs-cover = El segundo doble necesita tener con qué cubrirlo
rule-after-double = Después de tu propio doble
rule-after-double-must = Tienes que volver a jugar
src-bauguess-wikipedia-celko = Bauguess, Wikipedia, Celko
rule-after-double-may = Puedes volver a jugar o parar
src-french-club = club francés
rule-doubles-owed = Dobles que deben cubrir los siguientes
rule-doubles-owed-every = Todos los dobles que quedan abiertos
src-bauguess-french-club = Bauguess, club francés
rule-doubles-owed-last = Solo el último doble del turno
src-celko-one-marker = Celko 1998 (un solo marcador de doble)
rule-cover-optional = Cubrir los dobles es opcional
rule-branching = Dobles ramificados
rule-branching-off = No: un tren sigue en una sola dirección
rule-branching-after-cover = Los lados se abren cuando el doble está cubierto
rule-branching-three = Tres fichas antes de seguir jugando
rule-double-order = Los dobles abiertos se cubren
rule-double-order-oldest = Primero el más antiguo
rule-double-order-newest = Primero el más reciente
rule-exhausted-double-releases = Un doble imposible de cubrir deja de bloquear
rule-end-on-double = Terminar con un doble
src-some-house-rules = algunas reglas de casa
rule-double-makes-public = Un doble abre su tren a todos
src-double-public = el «doble público» de Wikipedia
rule-drawn-tile-may-cover = Jugar la ficha robada para un doble
rule-own-marker-double-release = El doble que quita tu marcador no necesita cubrirse
rule-continuous-draw = Robo continuo
src-one-rule-set-wikipedia = un reglamento citado en Wikipedia
rule-draw = Robar
rule-draw-one = Robar una ficha
rule-draw-until = Robar hasta que una se pueda jugar
rule-empty-boneyard-pass = Pasar con el pozo vacío
rule-empty-pass-marker = Se pone tu marcador
rule-empty-pass-simply = Simplemente pasas
rule-marker-removal = Los marcadores se quitan
rule-marker-owner = Cuando su dueño juega en él
rule-marker-anyone = Cuando cualquiera juega en él
rule-last-tile = Última ficha
rule-last-tile-silent = No hay que anunciar nada
rule-last-tile-announce = Anunciarla
src-celko-draw-two = Celko 1998: robas dos si se te olvida
rule-last-tile-penalty = fichas que robar si se te olvida
rule-scoring-pips = Puntos
rule-scoring-blanks = Las blancas valen más
src-blanks-hover = Wikipedia: 25 y 50; club francés: doble blanca 10
rule-scoring-blank-end = {""}extremo blanco:{" "}
rule-scoring-double-blank = {""}doble blanca:{" "}
src-blanks = Wikipedia (25 y 50); club francés (doble blanca 10)
rule-blocked-round = Una ronda bloqueada
rule-blocked-count = Cada uno cuenta su mano
rule-blocked-lowest = La mano más baja se anota 0
src-domino-custom = una costumbre habitual del dominó
rule-blocked-void = Nadie se anota nada
rule-match-end = Fin de la partida
rule-match-end-all = Tras la última ronda
rule-match-end-out = Quedan eliminados al llegar a una puntuación
src-french-club-100 = club francés: 100
rule-match-end-points = {" "}puntos
src-french-club-100-paren = club francés (100)
rule-tie-break = Empates
rule-tie-zero-rounds = Más rondas a cero, luego la ronda más baja
rule-tie-shared = Victoria compartida
rule-blanks-wild = Las blancas son comodines
rule-partnerships = Parejas
src-variation-wikipedia-partners = una variante de Wikipedia (4, 6 u 8 jugadores)
rule-swan-drive = Recorrido del cisne
rule-bullet-train = Tren bala
rules-tiles-each-with-these = { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
} cada uno con estos jugadores
rules-rounds-slider = rondas
rules-other = (otro)

rule-help-set = El juego de fichas por su doble más alto: 6, 9, 12, 15 o 18.
rule-help-players = Número de jugadores: de 2 a 8 (hasta 12 con doble 15 o doble 18).
rule-help-hand_size = Fichas repartidas a cada jugador.
rule-help-rounds = Cuántas rondas tiene una partida.
rule-help-engine = De dónde sale el doble de salida de cada ronda.
rule-help-starter = Quién juega primero en cada ronda.
rule-help-opening = Una ficha en el primer turno, construir todo tu tren en él, o que todos construyan a la vez primero.
rule-help-build_while_you_can = Al construir tu tren, sigue poniendo fichas mientras encaje alguna (Galt: «tantas como sea posible»); si no, para cuando quieras.
rule-help-mexican = Si hay tren mexicano y cuándo se puede empezar.
rule-help-double_finish = Dónde debe ir la ficha que sigue a un doble.
rule-help-doubles_per_turn = Un doble por turno, dos como máximo, o cualquier número seguidos.
rule-help-second_double_needs_cover = Un segundo doble en el turno solo si tienes una ficha para cubrir uno de tus dobles, que entonces lo cubre (Parsons).
rule-help-after_double = Después de tu propio doble, debes la siguiente ficha, o puedes terminar tu turno.
rule-help-doubles_owed = Qué dobles deja un turno para que los cubran los siguientes: todos los descubiertos, o solo el último.
rule-help-cover_optional = No hace falta cubrir los dobles: un doble abierto no detiene a nadie.
rule-help-branching = Dobles ramificados: un doble cubierto también se puede jugar por sus dos lados, o debe recibir tres fichas.
rule-help-double_order = Orden en que hay que cubrir los dobles abiertos.
rule-help-exhausted_double_releases = Un doble que ya nadie puede cubrir (todas las fichas de su número han salido) deja de limitar el juego.
rule-help-end_on_double = Se puede terminar con un doble como última ficha.
rule-help-double_makes_public = Poner un doble en un tren personal lo abre a todos.
rule-help-drawn_tile_may_cover = Una ficha robada mientras hay que cubrir un doble abierto se puede jugar en él enseguida.
rule-help-own_marker_double_release = Un doble que quita tu marcador de tu propio tren no necesita cubrirse (Galt).
rule-help-continuous_draw = Si un doble abierto da la vuelta a la mesa sin cubrirse, quien lo puso roba hasta poder cubrirlo.
rule-help-draw = Robar una ficha, o robar hasta que una se pueda jugar.
rule-help-empty_boneyard_pass = Pasar con el pozo vacío pone tu marcador en tu tren, o simplemente pasas (Celko).
rule-help-marker_removal = Qué quita un marcador de un tren.
rule-help-last_tile = Anunciar tu última ficha, y la penalización si se te olvida.
rule-help-scoring = Cómo se cuentan las fichas que quedan en la mano.
rule-help-blocked_round = Cómo se puntúa una ronda bloqueada: se cuentan las manos, la mano más baja a 0, o sin puntos.
rule-help-match_end = Jugar todas las rondas, o eliminar a los jugadores al llegar a una puntuación.
rule-help-tie_break = Cómo se desempatan los totales iguales.
rule-help-blanks_wild = Los extremos blancos valen por cualquier número.
rule-help-partnerships = Los compañeros se sientan enfrente y comparten trenes y puntos (4, 6 u 8 jugadores).
rule-help-swan_drive = Recorrido del cisne: después de jugar en tu propio tren puedes jugar una ficha en cada tren público siguiente, en el sentido de las agujas del reloj.
rule-help-bullet_train = Tren bala: si todas tus fichas se pueden jugar en tu propio tren de una vez, decláralo y termina.

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
rule-scoring = Puntuación

## Why a set of house rules cannot be played

invalid-no-such-set = Aquí no hay juego de doble { $set }; elige doble 6, 9, 12, 15 o 18.
invalid-too-few-players = El tren mexicano necesita al menos 2 jugadores, no { $players }.
invalid-too-many-at-table = En la mesa caben como mucho { $max } jugadores, no { $players }.
invalid-set-too-small = { $players } jugadores necesitan un juego de doble 15 o doble 18; con un doble { $set } juegan como mucho 8.
invalid-no-tiles-dealt = Cada jugador debe recibir al menos una ficha.
invalid-not-enough-tiles = { $players } jugadores × { $hand } fichas necesitan { $dealt } fichas { $engine ->
    [dealt] más una para robar
   *[aside] más el doble de salida y una para robar
}; un juego de doble { $set } tiene { $tiles }.
invalid-empty-hand-in-table = La tabla de fichas por jugador del doble { $set } tiene una mano de 0 fichas.
invalid-no-rounds = Una partida necesita al menos una ronda.
invalid-too-many-rounds = Como mucho { $max } rondas, no { $rounds }.
invalid-partners-seating = Las parejas necesitan 4, 6 u 8 jugadores sentados frente a frente, no { $players }.
invalid-partners-eliminated = Las parejas no se pueden combinar con la eliminación.
invalid-elimination-at-zero = La puntuación de eliminación debe ser de al menos 1 punto.
invalid-second-double = Guardar con qué cubrir un segundo doble exige reglas que permitan más de un doble por turno.
invalid-continuous-draw-optional = El robo continuo sirve para cubrir dobles, y con estas reglas cubrirlos es opcional.
invalid-three-covers-optional = Los dobles que reciben tres fichas no pueden tener además una cobertura opcional.
invalid-build-needs-opening = Construir «mientras encaje una ficha» necesita un primer turno en el que construyes tu tren.
invalid-penalty-too-high = Una penalización de { $penalty } fichas por no anunciar es demasiado; como mucho { $max }.
invalid-cannot-deal = Estas reglas no se pueden repartir: { $why }
rules-custom = Personalizadas (a partir de { $preset })

## The replay viewer

game-over-review = Revisar mi partida
game-over-review-tip = Qué jugadas te costaron puntos y cuánto fue suerte, en el visor de repeticiones
review-this-game = la partida recién jugada
review-try-again = Volver a intentarlo desde aquí
review-try-again-tip = Juega otra vez el resto de esta ronda desde esta jugada, cada mano como estaba, contra los mismos jugadores de la computadora
practice-again = Intentarlo otra vez
practice-back = Volver a la revisión
review-title = Revisión
review-what = Qué jugadas costaron puntos y cuánto de cada ronda fue suerte: cada jugada con elección medida por la búsqueda del jugador Difícil, con lo que el jugador podía ver en ese momento.
review-start = Revisar las jugadas de { $name }
review-running = Revisando las jugadas de { $name }…
review-progress = Revisión al { $percent } %
review-cancel = Cancelar
review-cancelled = Revisión cancelada.
review-failed = No se pudo hacer la revisión: { $why }
review-yours = Tus jugadas
review-whose = Las jugadas de { $name }
review-round-yours = Revisar mis jugadas de esta ronda
review-round-whose = Revisar las jugadas de { $name } en esta ronda
review-round-tip = Qué jugadas de esta ronda costaron puntos y cuánto fue suerte (unos segundos; la ronda siguiente espera)
review-match = { $lost } puntos perdidos por jugada con elección, en { $decisions } jugadas.
review-costliest = Las jugadas más caras
review-costly = Ronda { $round }, jugada { $move }: { $loss } puntos
review-round = Ronda { $round }
review-round-points = { $points } puntos en esta ronda:
review-average = Un reparto medio
review-dealt = Las fichas repartidas
review-rest = Los robos y el juego de los demás
review-lost = Las jugadas
review-round-unfinished = Sin terminar: las jugadas han perdido { $lost } puntos hasta ahora.
review-chart = Puntos esperados a lo largo de la ronda
review-chart-said = Puntos esperados a lo largo de la ronda: { $first } tras la primera de { $moves } jugadas, { $last } tras la última
review-no-marks = Ninguna jugada de esta ronda perdió puntos más allá del ruido.
review-mark = Jugada { $move }: { $mark }, { $loss } puntos
review-here = Jugada { $move }: { $mark }
review-here-lost = { $loss } puntos perdidos de media (± { $error }).
review-played = Jugada hecha: { $action }
review-better = Mejor: { $hint }
review-best-played = Se hizo la mejor jugada.
replay-title = Repetición
replay-close = Cerrar
replay-round-begins = Empieza la ronda.
replay-round-of = Ronda { $round } de { $rounds }
replay-round-chooser = Ronda que se ve
replay-hand-chooser = Mano que se ve
replay-round-engine = Ronda { $round } · salida { $engine }
replay-start-tip = Principio de la ronda
replay-back-tip = Una jugada atrás (←)
replay-play-tip = Reproducir (espacio)
replay-pause-tip = Pausa (espacio)
replay-forward-tip = Una jugada adelante (→)
replay-end-tip = Final de la ronda
replay-move-of = jugada { $step } de { $moves }

## Refusals of a game server (worded by each player's game)

online-not-your-turn = No es tu turno.
online-moved-on = La mesa avanzó antes de que llegara tu mensaje: vuelve a mirar.
online-computer-plays = Ahora juega un ordenador en este asiento.
online-round-over = La ronda ha terminado.
online-hint-own-turn = Las sugerencias son para tu propio turno.
online-hint-on-its-way = La sugerencia para esta posición ya está en camino.
online-slow-down = Más despacio: pocos mensajes a la vez.
online-not-kept = El servidor no pudo guardar esa jugada: inténtalo de nuevo.
online-host-closed = El anfitrión cerró la sala.
online-room-closed = Esa sala se ha cerrado.
online-seat-free = El asiento { $seat } sigue libre: espera a que lleguen tus amigos.
setup-name-needed = Cada asiento necesita un nombre.
online-not-text = Los mensajes son texto JSON.
online-not-understood = Eso no es un mensaje de este juego: { $detail }
online-older-server = Este servidor es más antiguo que tu juego (protocolo { $server }, el tuyo { $yours }): pide al anfitrión que actualice el servidor.
online-older-game = Tu juego es más antiguo que este servidor (protocolo { $yours }, el del servidor { $server }): actualiza el juego para jugar aquí.
online-hello-first = Saluda primero (con la versión del protocolo de tu juego).
online-too-many-tries = Demasiados intentos desde tu dirección: espera un minuto.
online-join-first = Crea una sala o únete a una primero.
online-already-at-table = Ya estás en una mesa.
online-only-watching = Estás mirando esta mesa: solo sus jugadores hacen jugadas.
online-too-many-watchers = Ya hay { $most } personas mirando esta mesa, el máximo que admite.
online-server-full = Este servidor no tiene sitio para otra mesa ahora: inténtalo más tarde.
online-no-such-room = No hay ninguna sala con este código: compruébalo con tu anfitrión.
online-seat-not-kept = Este servidor ya no guarda ese asiento.
online-name-empty = Escribe primero tu nombre: los demás lo ven en la mesa.
online-name-too-long = Un nombre tiene como mucho { $max } letras.
online-name-unprintable = Un nombre no puede llevar caracteres de control (un timbre, un escape): escríbelo de nuevo.
online-code-symbols = Un código de sala no lleva «{ $wrong }»: son letras y cifras como K7PM-4QRT (sin 0, O, 1, I ni L).
online-code-length = Un código de sala tiene { $wants } letras y cifras, como K7PM-4QRT; este tiene { $has }.
online-host-sits-first = El anfitrión se sienta en el primer asiento.
online-too-many-seats = Demasiados asientos.
online-rules-unplayable = Estas reglas no se pueden jugar: { $why }
online-server-trouble = El servidor tiene un problema ({ $detail }). Vuelve a intentarlo en un momento.
online-record-not-yet = La repetición de la partida aún no ha llegado.
online-record-unreadable = No se puede leer la repetición del servidor: { $why }
online-record-does-not-replay = La repetición del servidor no se puede reproducir: { $why }
online-table-not-answering = La mesa no responde: puede que tu anfitrión haya cerrado el juego.
online-named-table-not-answering = La mesa de { $host } no responde: puede que haya cerrado el juego. Tu asiento se guarda.
online-named-table-not-answering-watching = La mesa de { $host } no responde: puede que haya cerrado el juego.
online-table-ended = Esta invitación es de una mesa que ya terminó: pide una nueva a tu anfitrión.
online-the-hosts-table = la mesa del anfitrión
online-no-answer = { $address } no responde.
online-cannot-reach = No se puede llegar al servidor { $address }: { $why }
online-odd-hello = El servidor respondió al saludo con algo que este juego no espera ({ $what }).
online-connection-lost = Se perdió la conexión: { $why }
online-server-closed = El servidor cerró la conexión.
online-first-seat-person = El primer asiento es el tuyo: tiene que ser de una persona.
online-cannot-start = No se puede iniciar la conexión: { $why }
online-game-started = Esta partida ya ha empezado: pide al anfitrión una sala nueva.
online-table-full = Todos los asientos de esta mesa están ocupados.
online-no-such-seat = Ese asiento no existe.
online-only-host-gives-seats = Solo el anfitrión da un asiento al ordenador.
online-only-friends-seat = Solo el asiento de un amigo se puede dar al ordenador.
online-player-is-here = Ese jugador está aquí: su asiento sigue siendo suyo.
online-only-host-starts = Solo el anfitrión empieza la partida.
online-already-started = La partida ya ha empezado.
online-not-reached = Esa jugada se hizo en una posición a la que la mesa no ha llegado.
online-no-next-round = Ahora no hay siguiente ronda.
online-only-host-plays-again = Solo el anfitrión reparte otra partida.
online-match-not-over = La partida aún no ha terminado.
online-host-may-play-again = { $host } puede repartir otra partida en esta mesa.
online-play-again-tip = Otra partida en esta mesa: los mismos asientos, las mismas reglas, un nuevo reparto.
online-hints-busy = El servidor está pensando otras pistas: pide de nuevo en un momento.
online-too-many-rooms = Ya tienes { $most } salas abiertas en este servidor: cierra una primero.
online-unknown-preset = Este servidor no conoce las reglas "{ $name }".
online-behind = El servidor perdió las últimas jugadas (guardó la partida en la jugada { $kept }; tú habías visto la { $seen }): se sigue desde ahí.
button-not-now = { $button }, ahora no

## Por qué un registro no cuadra (verify, el visor de partidas). Las jugadas y los finales se
## escriben como el registro ($action: Play(tile: (12, 5), train: Mexican)); rondas y jugadas desde 0.
verify-at-move = ronda { $round }, jugada { $mv }: { $why }
record-parse-at = línea { $line }, columna { $column }: { $why }
record-newer = lo escribió una versión más reciente del juego (formato de repetición { $found }; esta lee el formato { $format }): { $detail }
verify-at-round = ronda { $round }: { $why }
verify-format = es un registro de formato { $found }; este programa lee el formato { $format }
verify-seats-disagree = el registro tiene { $seats } asientos, pero sus reglas dicen { $players } jugadores
verify-rules = las reglas del registro no se pueden jugar: { $why }
verify-empty-with-scores = un registro sin rondas debe tener totales a cero y ningún ganador
verify-no-rounds = el registro no tiene rondas
verify-after-the-end = la partida ya había terminado tras la ronda { $after }
verify-engine = el registro dice que la locomotora es { $record }, pero es { $engine }
verify-round-over = la ronda ya ha terminado
verify-refused = asiento { $seat } { $action }: { $why }
verify-listed-not-legal = el registro da { $action } como válida, pero no lo es: { $why }
verify-list-leaves-out = la lista de jugadas válidas del registro omite { $actions }
verify-end = la ronda termina { $end } tras sus jugadas, pero el registro dice { $record }
verify-scores = los puntos son { $scores }, pero el registro dice { $record }
verify-still-under-way = el registro dice que la ronda terminó { $record }, pero tras sus { $moves } jugadas sigue en curso
verify-unfinished-not-last = solo la última ronda de un registro puede quedar sin terminar
verify-unfinished-with-scores = una ronda sin terminar no tiene puntos
verify-totals = los totales son { $totals }, pero el registro dice { $record }
verify-winner = el ganador es { $winner }, pero el registro dice { $record }
preset-unknown = no hay ningún reglamento llamado «{ $name }»; los reglamentos son { $known }
preset-parse = reglamento { $name }: { $message }

## La línea de órdenes (verify, simulate, serve): en el idioma que diga LANG; si no, en inglés
cli-cannot-read = { $file }: no se puede leer: { $why }
cli-cannot-parse = { $file }:{ $line }:{ $column }: no se puede interpretar: { $why }
cli-verify-ok = { $file }: correcto: { $preset }, { $seats } asientos, { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
} ({ $finished } terminadas, { $complete ->
    [yes] partida completa
   *[no] partida sin terminar
}), { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
}, totales { $totals }, { $winner ->
    [none] sin un único ganador
   *[other] gana el asiento { $winner }
}
cli-cannot-set-up = { $file }: no se puede preparar la partida: { $why }
cli-illegal = { $file }: no válido: { $why }
cli-read-file = no se puede leer { $file }: { $why }
cli-unknown-ai = jugador del ordenador desconocido "{ $name }"; elige uno de { $known }
cli-ai-count = --ai nombra { $n } jugadores del ordenador para { $seats } asientos; da uno, o uno por asiento
cli-stopping = deteniendo: se guardan las partidas ya terminadas (otro Ctrl-C sale al instante)
cli-cannot-create = no se puede crear { $dir }: { $why }
cli-simulate-head = simulate: reglamento { $preset }, { $players } jugadores, doble { $set }, { $games } repartos desde la semilla { $seed }{ $rotate ->
    [yes] , cada reparto en cada rotación de asientos
   *[no] {""}
}, ia { $ai }
cli-record-taken = { $file } ya existe, de una ejecución anterior con las mismas reglas, jugadores y semillas; usa --overwrite para reemplazar esos registros, o graba en otra carpeta
cli-stopped = { $why }; detenido
cli-no-record = la partida { $index } llegó sin su registro
cli-cannot-write = no se puede escribir { $file }: { $why }; detenido, se conservan los registros de { $kept ->
    [one] la partida anterior
   *[other] las { $kept } partidas anteriores
}
cli-seed = semilla { $seed }: { $why }
cli-engine-refused = semilla { $seed }: el motor rechazó su propia jugada válida { $action }: { $why }
cli-bad-choice = semilla { $seed }: un jugador del ordenador eligió la jugada { $index } de una lista más corta
cli-threads-zero = --threads 0: hace falta al menos un hilo para jugar
cli-threads-capped = simulate: --threads { $asked } es más de lo que ayuda con { $cores } núcleos: se usan { $used }
cli-threads-started = solo { $started } de { $threads } hilos pudieron arrancar ({ $why }); se sigue con { $started }
cli-interrupted = interrumpido: { $played } de { $total } partidas jugadas
cli-progress = { $done }/{ $total } partidas · { $rate } rondas/s · quedan unos { $left } s
cli-summary-games = partidas: { $games } en { $secs } s: { $rate } partidas/s
cli-summary-rounds = rondas: { $rounds } ({ $blocked } cerradas): { $rate } rondas/s; { $moves } jugadas: { $moverate } jugadas/s
cli-col-seat = asiento
cli-col-ai = ia
cli-col-mean-total = total medio
cli-col-mean-round = media/ronda
cli-col-wins = victorias
cli-col-level = nivel
cli-col-seat-rounds = rondas-asiento
cli-col-win-rate = % victorias
cli-col-decisions = decisión ms p50/p99/máx
cli-all-seats = (todos)
cli-no-data-folder = este sistema no tiene carpeta de datos: indica una con --data CARPETA
cli-serve-limits = --idle, --queue, --upgrade-within y --messages-per-second deben ser mayores que 0, y --max-message al menos 1024
cli-table-address = mesa: { $address }
cli-listening = escuchando en { $address } ({ $rooms ->
    [one] 1 sala restaurada
   *[other] { $rooms } salas restauradas
})
cli-folder-in-use = la carpeta de datos { $folder } la usa otro servidor (el proceso { $pid }): deténlo, o da a este otra carpeta con --data
cli-folder-in-use-by-someone = la carpeta de datos { $folder } la usa otro servidor: deténlo, o da a este otra carpeta con --data
cli-empty-database = { $file } era un archivo vacío: no había salas que recuperar
cli-not-restored = no restaurada: { $why }

## Qué falla en un reparto (el de un registro dañado, la posición de una prueba); fichas como las escribe un registro
deal-hands-for-seats = el reparto tiene { $hands } manos para { $seats } asientos
deal-no-seat-in-play = ningún asiento está en juego
deal-starter-out = el asiento { $seat } no está en juego y no puede empezar
deal-engine-not-in-set = la locomotora { $engine } no está en un juego de doble { $set }
deal-not-a-full-set = el reparto no es un juego completo de doble { $set }{ $aside ->
    [yes] {" "}con la locomotora apartada
   *[no] {""}
} ({ $faults })
deal-not-in-set = fuera del juego: { $tiles }
deal-dealt-twice = repartidas dos veces: { $tiles }
deal-missing = faltan: { $tiles }
deal-out-but-dealt = el asiento { $seat } está fuera de la partida pero recibió fichas
deal-nobody-opens = nadie puede abrir la estación: ninguna mano tiene la locomotora y no hay nada que robar
deal-train-not-in-play = { $train } no está en juego
deal-does-not-chain = { $tile } no encaja con el { $end } al final de { $train }
deal-marker-of-seat-out = el asiento { $seat } no está en juego y no tiene marcador
deal-no-double-to-open = { $train } no termina en un doble que pueda quedar abierto
deal-round-not-over = la ronda en curso no ha terminado
deal-match-over = la partida ya ha terminado
deal-hand-sizes-differ = las manos no tienen el mismo tamaño: el asiento { $first } tiene { $got } fichas, el asiento { $seat } tiene { $has }
deal-hands-empty = las manos están vacías
deal-hand-size-rule = con estas reglas cada uno de los { $players } jugadores recibe { $expected } fichas, pero el asiento { $first } tiene { $got }
deal-no-boneyard = el reparto no deja ninguna ficha en el pozo
deal-no-starter-drawn = no se sorteó qué asiento empieza
deal-wrong-starter = con estas reglas empieza el asiento { $first }, no el asiento { $claimed }
deal-cannot-be-given = al asiento { $seat } no se le pueden dar { $tiles } fichas
deal-hidden-not-unseen = las fichas ocultas deben ser exactamente las que no se ven, cada una una vez

## The command line's help (--help): each command and argument
cli-usage = Uso:
cli-heading-commands = Órdenes
cli-heading-arguments = Argumentos
cli-heading-options = Opciones
cli-help-help = Muestra la ayuda
cli-help-version = Muestra la versión
cli-bad-size = `{ $size }` no es un tamaño como 1280x720
cli-size-out-of-range = { $size } no es un tamaño de ventana entre 320x240 y 8192x8192
cli-bad-lang = `{ $lang }`: el juego habla en, es y fr (y pseudo, para comprobar el diseño)
cli-about = Dominó tren mexicano
cli-about-simulate = Enfrenta a jugadores del ordenador entre sí, sin ventana, e imprime un resumen
cli-about-verify = Reproduce repeticiones (.mtr.ron) con sus reglas y comprueba cada jugada
cli-about-serve = Pone en marcha un servidor para jugar en línea (salas con un código), sin ventana
cli-about-review = Revisa las jugadas de un asiento en una partida grabada: cuáles costaron puntos y cuánto fue suerte
cli-help-review-file = Una partida grabada (.mtr.ron)
cli-help-review-seat = El asiento cuyas jugadas se revisan (0 es el primero, como en la grabación)
cli-help-review-json = Escribe la revisión como un objeto JSON (el README da sus campos)
cli-help-review-seed = Semilla de las simulaciones de la revisión: la misma grabación y la misma semilla dan la misma revisión
cli-review-progress = revisando… { $percent } %
cli-review-took = revisada en { $seconds } s con { $threads ->
    [one] 1 hilo
   *[other] { $threads } hilos
}
cli-review-stopped = revisión detenida
cli-review-no-seat = { $file }: no hay asiento { $seat } en esta mesa ({ $seats } asientos, el primero es el 0)
cli-review-head = Revisión del asiento { $seat } en { $file }: { $decisions ->
    [one] 1 jugada con elección medida
   *[other] { $decisions } jugadas con elección medidas
}; { $forced } obligadas u ocultas, sin revisar.
cli-review-round = Ronda { $round }: { $points } puntos. Un reparto medio: { $average }; las fichas que te tocaron: { $dealt }; los robos y el juego de los demás: { $rest }; tus jugadas perdieron { $lost } ({ $marked ->
    [0] ninguna marcada
    [one] 1 marcada
   *[other] { $marked } marcadas
}).
cli-review-round-unfinished = Ronda { $round } (sin terminar): tus jugadas perdieron { $lost } ({ $marked ->
    [0] ninguna marcada
    [one] 1 marcada
   *[other] { $marked } marcadas
}).
cli-review-move = Ronda { $round }, jugada { $move }: { $mark }, { $loss } puntos perdidos (± { $error }). Jugaste: { $played }. Mejor: { $better }
cli-review-match = La partida: { $lost } puntos perdidos por jugada con elección, en { $decisions }.
cli-review-no-marks = Ninguna jugada perdió puntos más allá del ruido.
cli-review-costliest = Las jugadas más caras: { $moves }.
cli-review-costly = ronda { $round } jugada { $move } ({ $loss } puntos)
review-inaccuracy = imprecisión
review-mistake = error
review-blunder = error grave
review-unmarked = sin marcar
cli-help-record = Una repetición (.mtr.ron) para ver en el visor (lo que pasa el gestor de archivos al hacer doble clic en una), o una invitación a una mesa (mexican-train://join/…, lo que pasa un navegador o un chat al hacer clic en ella)
cli-help-screenshot = Abre una ventana de verdad, guarda una captura en PATH tras --frames fotogramas y sale
cli-help-frames = Fotogramas que se dibujan antes de la captura
cli-help-demo = Reparte una partida con semilla fija y deja que los jugadores del ordenador hagan antes algunas jugadas
cli-help-demo-players = Asientos en la mesa de la demostración (tú y el ordenador)
cli-help-demo-moves = Jugadas hechas antes de mostrar la mesa de la demostración (luego, hasta tu turno): pocas para el principio de una ronda, muchas para el final
cli-help-demo-rules = Un archivo RON con campos de las reglas de la casa que cambiar para la partida de la demostración, como `simulate --rules` (p. ej. `(branching: AfterCover, blanks_wild: true)`)
cli-help-demo-show = Lo que muestra la demostración: en el título, `title`, `settings` (la pestaña Reglas), `players`, `display`, `how-to-play`, `replays`, `statistics` u `online` (la ventana Jugar en línea); sobre su partida, `round-over` (la ronda jugada hasta el final), `round-review` (lo mismo, con tus jugadas revisadas), `game-over` (la partida jugada hasta el final), `menu`, `hot-seat` (dos personas ante la pantalla: la cortina), `dropped-record` (una repetición soltada en la ventana), `invited` (una invitación pulsada mientras juegas), `played-for-you` (de vuelta en una mesa: lo que un ordenador jugó por ti mientras no estabas) o `table-in-words` (como la tiene quien usa un lector de pantalla); `review`: la revisión de la primera ronda en el visor de repeticiones; `practice`: su jugada más cara intentada otra vez, jugada hasta el final de la ronda; `quit`: la pregunta antes de cerrar con amigos en tu mesa; `lessons`: las lecciones de Aprender a jugar; `learn`: la primera lección (`learn-2` … `learn-6`: esa lección; `learn-over`: la última, llevada hasta el final; `learn-rule`: la lección de los dobles con una regla de la casa, Cómo se juega abierto en ella; `learn-wrong`: la primera, intentando una jugada que no enseña)
cli-help-check-layout = Con --screenshot: comprueba las palabras de lo dibujado en el fotograma de la captura (ninguna sale de la ventana ni pisa a otra; cada control tiene un nombre que un lector de pantalla puede decir) y falla, nombrando cada una, si alguna está mal
cli-help-table-report = Con --screenshot: tras el último fotograma, escribe en PATH, en JSON, lo que muestra la mesa (fichas en la mesa, fichas dibujadas enteras, la más corta en pantalla, pares que se pisan, el mayor movimiento de una ficha ya puesta; píxeles lógicos)
cli-help-lang = El idioma de esta ejecución, por encima del ajuste: `en`, `es`, `fr` o `pseudo` (inglés con acentos y un 40 % más largo, para comprobar que todo el texto cabe)
cli-help-size = El tamaño de la ventana en píxeles lógicos, como ANCHOxALTO
cli-help-seed = Reparte la primera partida empezada desde el título con esta semilla: el mismo reparto en todos los sistemas (un navegador la toma de la dirección de la página, ?seed=N)
cli-help-perf = Mide una mesa de 8 asientos llena, jugada por el ordenador, imprime las cifras y sale
cli-help-simulate-preset = Reglas de partida (standard, consensus, galt-1994, parsons-1994, celko-1998, french-club)
cli-help-simulate-rules = Un archivo RON con campos de las reglas de la casa que cambiar sobre las de partida, p. ej. `(blanks_wild: true)`
cli-help-simulate-players = Número de jugadores (por omisión: el de las reglas)
cli-help-simulate-set = Juego de fichas por su doble mayor: 6, 9, 12, 15, 18 (por omisión: el de las reglas)
cli-help-simulate-seed = Semilla del primer reparto; el reparto g usa semilla + g
cli-help-simulate-games = Número de repartos (partidas; con --rotate, cada reparto se juega una vez por asiento)
cli-help-simulate-ai = Jugador del ordenador para todos los asientos, o una lista separada por comas con uno por asiento: random (o easy), greedy, normal, hard
cli-help-simulate-rotate = Juega cada reparto una vez por cada rotación de la lista de asientos
cli-help-simulate-playouts = Los jugadores que buscan juegan exactamente N partidas simuladas por decisión (con semilla: repetible), en vez de pensar 200 ms
cli-help-simulate-threads = Partidas jugadas a la vez (por omisión: una por núcleo)
cli-help-simulate-json = Imprime un objeto JSON (para scripts) en vez de la tabla
cli-help-simulate-record = Escribe una repetición por partida en DIR (con un nombre hecho de las reglas de partida, los jugadores, el juego de fichas, la semilla y un resumen de las reglas y los jugadores, para que dos ejecuciones distintas nunca compartan nombre)
cli-help-simulate-overwrite = Con --record: reemplaza las repeticiones que ya estén en DIR de una ejecución anterior con los mismos ajustes
cli-help-simulate-legal = Con --record: incluye la lista de acciones legales antes de cada jugada
cli-help-verify-files = Archivos de repeticiones (.mtr.ron)
cli-help-serve-listen = La dirección y el puerto donde escuchar (`0.0.0.0:7777`: todas las redes de esta máquina; puerto 0: cualquier puerto libre, que se imprime al empezar)
cli-help-serve-data = Dónde se guarda la base de datos de las salas (por omisión: la carpeta de datos del juego, `server/`)
cli-help-serve-durable = Espera al disco en cada jugada aceptada (sobrevive a un corte de luz; más lento)
cli-help-serve-computer-delay = Milisegundos que espera el ordenador tras la última jugada, para que la gente pueda seguirla
cli-help-serve-max-message = El mensaje más grande que puede enviar un cliente, en bytes
cli-help-serve-connections-per-address = Conexiones abiertas permitidas desde una misma dirección
cli-help-serve-connections-per-minute = Conexiones que una dirección puede abrir en un minuto
cli-help-serve-joins-per-minute = Salas que una dirección puede crear, y códigos o claves de asiento que puede fallar, en un minuto (contra quien adivina códigos; un código o una clave correctos no cuentan); aparte, salas que puede empezar a mirar en un minuto
cli-help-serve-glances-per-minute = Vistazos a la mesa de un asiento (Tus mesas, en la portada) que una dirección puede echar en un minuto
cli-help-serve-max-rooms = Salas en este servidor
cli-help-serve-queue = Mensajes en espera para un cliente antes de que cuente como que no lee y se le desconecte
cli-help-serve-idle = Segundos que una conexión puede estar en silencio (el servidor le hace ping) antes de cerrarla
cli-help-serve-keep-finished = Segundos que se guarda la sala de una partida terminada cuando todos se han ido (luego se olvida)
cli-help-serve-keep-empty = Segundos que se guarda cualquier otra sala sin nadie (una partida abandonada, una sala que nunca empezó): una semana por omisión
cli-help-serve-upgrade-within = Segundos que tiene una conexión para volverse el WebSocket de una partida antes de cerrarse
cli-help-serve-hints-per-minute = Pistas que puede pedir una dirección en un minuto
cli-help-serve-hints-per-seat-minute = Pistas que puede pedir un asiento en un minuto
cli-help-serve-rooms-per-address = Salas que puede tener abiertas a la vez una dirección
cli-help-serve-messages-per-second = Mensajes a sus salas (jugadas, pistas pedidas, mensajes rápidos) que puede enviar una dirección en un segundo por cada persona que tiene en una mesa (hasta 8: una familia tras un mismo router)
cli-help-serve-cover-after = Segundos que se espera a una persona ausente en su turno antes de que una computadora juegue por ella (recupera el asiento al volver); 0: se la espera lo que haga falta
cli-help-serve-watchers-per-room = Personas que pueden mirar una misma sala a la vez
cli-help-serve-trusted-proxy = Un proxy inverso delante del servidor (repítelo para varios): su X-Forwarded-For da la dirección de cada jugador, que cuentan los límites
cli-help-serve-table = También una mesa que los amigos alcanzan desde cualquier lugar por la clave de este servidor (guardada en su carpeta de datos), sin abrir ningún puerto: la segunda línea impresa es su dirección (mexican-train://table/…)
cli-help-serve-relay = Con --table: tu propio relé (https://relay.example.org) en lugar de los públicos
cli-help-serve-nearby = Con --table: anunciar en esta red qué sala juega la mesa (el nombre del anfitrión, su código, sus asientos libres), para que quienes están aquí la vean en Jugar en línea sin invitación
cli-help-serve-relay-only = Con --table: solo a través del relé, sin caminos directos (pruebas del camino del relé)
cli-help-serve-relay-wait = Con --table: segundos de espera al relé antes de imprimir la dirección de la mesa, cuando ya la alcanzan los amigos de esta red (un juego que abre una mesa espera 1,5)
cli-help-serve-relay-certificate = Con --relay: el certificado propio del relé (un archivo DER), de confianza en lugar de las autoridades de la web (un relé que firma el suyo)

## Learn to play: the lessons (learn::lessons), their list on the title, a lesson's row under the top bar
title-learn = Aprender a jugar
title-learn-tip = Lecciones cortas con repartos preparados: la salida, los trenes, robar, el marcador
learn-title = Aprender a jugar
learn-intro = Cada lección son unas pocas jugadas contra Ana con un reparto preparado. La ficha y el tren que tocan brillan; si haces otra jugada, se te dice por qué no es la de la lección.
learn-start = Empezar
learn-again = Otra vez
learn-take = Empezar la lección { $title }
learn-take-again = Repetir la lección { $title }
learn-lesson-of = Lección { $lesson } de { $lessons }: { $title }
learn-hint = La jugada de la lección brilla: la ficha de tu mano y dónde va.
learn-hint-button = La jugada de la lección brilla: el botón que hay que pulsar (o Intro).
learn-leave = Dejar la lección
learn-next = Siguiente lección
learn-back = Volver a las lecciones
learn-first-game = Jugar una primera partida
learn-first-game-tip = Una partida de verdad contra tres ordenadores fáciles; la guía explica cada situación nueva la primera vez que se presenta.
learn-you = Tú
learn-ana = Ana
learn-first-tile-title = Tu primera ficha
learn-first-tile-1 = El doble doce del centro es la salida: todos los trenes empiezan en él. Pon la 12|5 en tu tren: su 12 toca el 12 de la salida.
learn-first-tile-2 = Tu tren termina ahora en 5, y una ficha solo entra donde coincide uno de sus números. Pon la 5|10 en tu tren.
learn-first-tile-done = Muy bien: cada ficha que pones coincide con el número del final de su tren. Ana construye su tren de la misma manera.
learn-first-tile-other = Esa no es la jugada de este paso: pon la ficha que brilla en el tren que brilla.
learn-mexican-train-title = Tu tren y el tren mexicano
learn-mexican-train-1 = Pon la 12|4 en tu propio tren.
learn-mexican-train-2 = El tren mexicano es de todos: cualquiera puede empezarlo desde la salida. Empiézalo con la 12|8.
learn-mexican-train-3 = El tren mexicano termina ahora en 8. Pon la 8|2 en él.
learn-mexican-train-done = Puedes jugar en tu tren o en el tren mexicano, donde encaje la ficha. Ana acaba de jugar también en el tren mexicano.
learn-mexican-train-other = Esa también encaja, pero esta lección trata del tren mexicano: pon la ficha que brilla donde brilla.
learn-drawing-title = Robar una ficha
learn-drawing-1 = Pon la 12|3 en tu tren.
learn-drawing-2 = Ahora no encaja nada de tu mano: tu tren termina en 3, el tren mexicano necesita un 12 y el tren de Ana está cerrado para ti. Roba una ficha del pozo.
learn-drawing-3 = Has robado la 3|9 y encaja en tu tren: ponla.
learn-drawing-done = Cuando no encaja nada, robas una ficha; si encaja, la juegas enseguida.
learn-drawing-other = Esa no: sigue el brillo.
learn-doubles-title = Dobles
learn-doubles-1 = Pon la 12|6 en tu tren.
learn-doubles-2 = Ahora pon el doble 6|6 en tu tren: un doble se coloca atravesado.
learn-doubles-3 = Después de un doble vuelves a jugar, y la ficha siguiente lo cubre: pon la 6|1 sobre el doble.
learn-doubles-done = Un doble se cubre con la ficha siguiente. Si al acabar un turno queda sin cubrir, sigue abierto, y todos deben cubrirlo antes de jugar en otro sitio.
learn-doubles-other = Esa no: esta lección trata del doble, sigue el brillo.
learn-open-train-title = Un tren abierto y su marcador
learn-open-train-1 = Pon la 12|7 en tu tren.
learn-open-train-2 = Pon la 7|5 en tu tren.
learn-open-train-3 = Nada encaja en el 5 de tu tren y el tren mexicano necesita un 12: roba.
learn-open-train-4 = La 11|8 tampoco encaja: pasa. Se pone un marcador en tu tren, que queda abierto a todos hasta que vuelvas a jugar en él.
learn-open-train-5 = Ana ha puesto la 5|6 en tu tren abierto. Pon la 6|10 en tu propio tren: así quitas tu marcador.
learn-open-train-done = Un tren con marcador está abierto a todos los jugadores; su dueño quita el marcador jugando en él.
learn-open-train-other = Esa no: sigue el brillo.
learn-round-end-title = El final de una ronda y la puntuación
learn-round-end-1 = Tres fichas cada uno, para llegar pronto al final. Pon la 12|4 en tu tren.
learn-round-end-2 = Pon la 4|9 en tu tren: después te queda una ficha.
learn-round-end-3 = Ana no tenía jugada: ha robado, ha pasado y su tren está abierto. Pon tu última ficha, la 9|2: el primero que juega todas sus fichas termina la ronda.
learn-round-end-done = Has dominado: esta ronda sumas 0; Ana suma los puntos que le quedan en la mano, 35. Una partida tiene 13 rondas, desde la salida del doble doce hasta el doble blanco, y gana el total más bajo.
learn-round-end-other = Esa no: sigue el brillo hasta tus últimas fichas.
learn-rules-label = Reglas estándar, un reparto corto
learn-differs = En tu mesa esto se juega de otra manera: { $rule }
learn-see-rule = Verlo en Cómo se juega
learn-round-over = La lección ha terminado: así se cuenta una ronda.
learn-over-moves = La lección ha terminado: pasa a la siguiente o repite esta.

## The guide of a first game (guide): a line above the hand, each new situation the first time
guide-label = Guía:
guide-got-it = Entendido
guide-first-turn = Tu turno. Pon una ficha cuyo número coincida con el extremo abierto de un tren donde puedas jugar: el tuyo (empieza en la salida, { $engine }|{ $engine }), el tren mexicano o un tren con marcador. ¿No encaja nada? Roba. ¿Dudas? Sugerir jugada (H) dice cuál y por qué.
guide-double = { $name } ha puesto un doble, { $tile }: un doble pide que lo cubran con una ficha del mismo número. Cómo se juega, en Ajustes, dice cuándo según tus reglas.
guide-double-you = Has puesto un doble, { $tile }: un doble pide que lo cubran con una ficha del mismo número. Cómo se juega, en Ajustes, dice cuándo según tus reglas.
guide-double-open = Ha quedado un doble abierto ({ $pip }|{ $pip }): hasta que un { $pip } lo cubra, nadie juega en otro sitio.
guide-mexican = El tren mexicano ha empezado: cualquiera puede jugar en él.
guide-open-train = { $name } no ha podido jugar: su tren tiene un marcador y cualquiera puede jugar en él ahora.
guide-your-train-open = No has podido jugar, así que tu tren tiene un marcador: cualquiera puede jugar en él hasta que vuelvas a poner una ficha en él.
guide-drew = No encajaba ninguna ficha, así que has robado una. Si encaja, juégala; si no, pasas.
guide-announce = Te queda una ficha: estas reglas piden que lo anuncies (Anunciar última ficha), o robas de castigo.
display-guide = Guía
display-guide-on = Explicar cada situación nueva la primera vez que ocurre
display-guide-tip = Una línea sobre tu mano en las partidas jugadas aquí; activa hasta que termines tu primera partida
page-dropped-no-room = { $name } es demasiado grande ({ $size } MB) para lo que este navegador guarda de la página: no se puede abrir aquí.
page-download-failed = No se pudo descargar { $name }: el navegador se negó.
