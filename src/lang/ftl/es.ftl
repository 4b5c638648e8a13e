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
title-play-online-tip = Abre una sala para amigos que están lejos, o entra en una con su código.
title-continue = Continuar
title-quit = Salir
title-online-waiting = Tu partida en línea te espera:
title-back-to-room = Volver a la sala { $code }
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
stats-title = Estadísticas
stats-none = Termina una partida con al menos una persona en la mesa para ver aquí las estadísticas.
stats-player = Jugador
stats-games = Partidas
stats-wins = Victorias
stats-points-a-round = Puntos por ronda
stats-rounds-at-zero = Rondas a cero
stats-best-game = Mejor partida
stats-hints = Pistas

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
