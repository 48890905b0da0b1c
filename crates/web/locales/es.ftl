### floorcall, servicio web: sus propias palabras, en español: sus problemas y los formularios
### de la consola.
### Un mensaje por WebText de crates/web/src/text.rs; los argumentos ($field, $seconds…) son los
### campos del mensaje.

## problems

web-title = { $kind ->
        [bad-request] Solicitud mal formada
        [invalid-field] Campo inválido
        [invalid-hand] Mano o disputa inválida
        [illegal-action] Acción imposible en la mano
        [unsupported] No admitido
        [dispute-mismatch] La disputa no corresponde a la mano
        [not-found] No encontrado
        [method-not-allowed] Método no permitido
        [conflict] Conflicto
        [payload-too-large] Cuerpo de la solicitud demasiado grande
        [unsupported-media-type] Tipo de medio no admitido
        [unavailable] Servicio no disponible
        [unauthorized] Se requiere autenticación
        [forbidden] No permitido para esta clave
        [too-many-requests] Demasiadas solicitudes
        [misdirected-request] Host equivocado
       *[internal] Error interno
    }
web-raw = { $text }
web-not-json = el cuerpo no es JSON válido: { $detail }
web-at-field = { $field }: { $problem }
web-unknown-field = campo desconocido `{ $name }`; los campos posibles son { $expected }
web-missing-field = falta el campo `{ $name }`
web-unknown-variant = valor desconocido `{ $value }`; los valores posibles son { $expected }
web-invalid-type = tipo inválido: { $found }; se esperaba { $expected }
web-invalid-value = valor inválido: { $found }; se esperaba { $expected }
web-bad-query = los parámetros de la URL son incorrectos: { $problem }
web-send-json = envíe el cuerpo como JSON con `Content-Type: application/json`
web-body-too-large = el cuerpo es más grande de lo que este servidor acepta
web-log-unavailable = el registro de decisiones no está disponible ({ $cause })
web-key-reused = la Idempotency-Key ya se usó con otra solicitud
web-no-such-path = ruta inexistente: { $path }
web-no-rule = ninguna regla con la clave { $key }
web-no-ruling = ninguna decisión { $id }
web-log-off = el registro de decisiones está desactivado en este servidor
web-note-too-long = note: como máximo 4000 caracteres
web-key-not-ascii = la Idempotency-Key debe ser ASCII visible
web-key-length = la Idempotency-Key debe tener de 1 a 200 caracteres
web-not-a-time = { $name }: «{ $value }» no es una hora RFC 3339 ni una fecha
web-limit-range = limit: de 1 a 1000
web-shutting-down = el servidor se está deteniendo
web-too-many-connections = demasiadas conexiones; reintente
web-timeout = la solicitud tardó más de { $seconds } s
web-internal = ocurrió un error inesperado; quedó registrado
web-method-not-allowed = este método no está permitido en esta ruta
web-no-hand-in-text = hand_text: no se encontró ninguna mano
web-host-not-allowed = este servidor no responde por el host «{ $host }»
web-no-key = envíe una clave de API: `Authorization: Bearer <clave>`
web-bad-key = la clave de API es desconocida o fue revocada
web-role-needed = esto requiere una clave con el rol { $role }; esta clave tiene el rol { $have }
web-no-access = esta operación no está abierta a ninguna clave
web-rate-limited = demasiadas solicitudes con esta clave; reintente en { $seconds } s
web-stored-request-too-large = el registro guarda solicitudes de como máximo { $limit } bytes
web-at-most-chars = como máximo { $count } caracteres
web-no-api-key = ninguna clave de API { $id }
web-key-name = name: de 1 a 100 caracteres
web-unknown-house = ningún perfil de reglas de la casa se llama `{ $name }` (los perfiles: { $known })
web-no-house = ningún perfil de reglas de la casa { $name }
web-not-ruled-again = la decisión { $id } no puede decidirse de nuevo como se registró: { $problem }
web-no-logged-profile = el registro no guarda el perfil de la casa { $digest } bajo el que se decidió
web-house-changed = esta decisión se dio bajo el perfil de reglas de la casa `{ $name }` versión { $version } ({ $digest }), pero el `{ $name }` de este servidor es ahora la versión { $now_version } ({ $now_digest }): no se registra bajo otra versión que aquella con la que se dio. Pídala de nuevo bajo la versión { $now_version }, o registre la decisión dada en la mesa como un incidente
web-house-pin-without-house = `house_version` y `house_digest` indican la versión de un perfil, pero esta petición no se decide bajo ningún perfil: indíquelo en `house`
web-no-admin = no queda ninguna credencial de administrador, así que este servidor rechaza las solicitudes: cree una en el servidor con `floorcall keys create --name admin --role admin` (o `floorcall staff add --name … --role admin`)
web-last-admin = esta es la última credencial de administrador activa: cree otra clave o cuenta de administrador antes de revocarla o desactivarla
web-credential-revoked = la credencial «{ $name }» fue revocada
web-key-expired = la clave «{ $name }» expiró: renuévela o cree una nueva
web-session-ended = la sesión de { $name } terminó (salida, expiración o revocación): vuelva a entrar
web-account-disabled = la cuenta de { $name } está desactivada
web-bad-sign-in = nombre o PIN incorrecto
web-account-locked = demasiados PIN incorrectos para esta cuenta: reintente en { $seconds } s
web-address-throttled = demasiadas credenciales inválidas desde esta dirección: reintente en { $seconds } s
web-too-many-in-progress = esta credencial ya tiene { $count } solicitudes en curso: reintente cuando termine una
web-too-many-exports = esta credencial ya tiene { $count } exportaciones en curso: reintente cuando termine una
web-exports-busy = el servidor tiene en curso todas las exportaciones que acepta: reintente en un momento
web-quota-exceeded = esta credencial ya guardó sus { $limit } bytes de decisiones de hoy (UTC): reintente en { $seconds } s
web-rate-unavailable = no se puede comprobar el límite compartido de solicitudes ({ $cause })
web-staff-name = nombre: de 1 a 100 caracteres
web-secret-length = secret: un PIN o contraseña debe tener de 6 a 128 caracteres
web-secret-repeated = secret: un PIN o contraseña no puede ser un solo carácter repetido
web-name-taken = una cuenta activa del personal ya tiene este nombre
web-no-staff = ninguna cuenta del personal { $id }
web-not-a-session = esta credencial es una clave de la API, no una sesión: revoque la clave
web-needs-person = confirmar una propuesta requiere un supervisor conectado como persona, no una clave
web-no-proposal = ninguna propuesta { $id } espera en esta decisión
web-already-confirmed = la propuesta { $id } ya fue confirmada
web-own-proposal = una propuesta la confirma otra persona, no quien la hizo
web-expires-range = expires_in_days: de 1 a 3650
web-https-only = este servidor solo habla HTTPS: use https://

## Los formularios de disputa de la consola (GET /v1/disputes): un título por tipo de disputa,
## una etiqueta por campo (su ruta en `dispute`, `_` y `.` escritos `-`), una palabra por
## opción, una palabra por código de resultado.

dispute-bet = Fichas y palabras: ¿qué fue?
dispute-options = ¿Qué puede hacer el jugador?
dispute-out-of-turn = Acción fuera de turno
dispute-incorrect-bet = Apuesta de tamaño incorrecto
dispute-cards-dealt = Número equivocado de cartas
dispute-show-request = ¿Puede ver la mano?
dispute-face-up = ¿Cartas boca arriba ya?
dispute-showdown = ¿Quién gana los pozos?
dispute-penalty = Sanción
dispute-clock = Reloj pedido
dispute-at-seat = ¿En el asiento a tiempo?
dispute-accepted-action = Igualó una cantidad equivocada
dispute-count-request = Conteo de fichas
dispute-string-bet = Apuesta en varios movimientos
dispute-conditional-statement = «Si apuestas, subo»
dispute-chips-behind = Fichas halladas detrás
dispute-showdown-error = Error en el showdown
dispute-deal-error = Error en el reparto
dispute-board-error = Mesa mal repartida
dispute-button-blinds = Botón y ciegas

field-seat = Asiento
field-requester = Asiento que pide
field-target = De quién es la mano o las fichas
field-chips = Fichas empujadas
field-declared-word = Palabra dicha
field-declared-amount = Cantidad dicha
field-declared-audible = ¿Lo oyó la mesa?
field-declared-before-chips = ¿Dicho antes de que cayeran las fichas?
field-declared-raise = Dijo «subo» antes
field-declared-to = Subir a (dicho)
field-prior-chips = Fichas ya delante (1000 500)
field-prior-chips-moved = Fichas delante movidas
field-pushed-all = ¿Empujó todas las fichas?
field-act-action = Qué hizo el jugador
field-act-to = A (total en la ronda)
field-skipped-seat = Asiento saltado
field-skipped-spoke-up = ¿Habló el jugador saltado?
field-action-index = Qué acción (desde 0)
field-next-card-dealt = Siguiente carta ya repartida
field-meant-pot = Quiso decir el pozo
field-count = Cartas en la mano
field-infraction = Infracción
field-players-at-table = Jugadores en la mesa
field-prior = Sanciones anteriores
field-seconds = Segundos desde el pedido
field-acted = Actuó a tiempo
field-at-seat = En el asiento al terminar el reparto
field-announced = Cantidad anunciada
field-by = Por
field-motions = Fichas por movimiento (1000 500 / 500)
field-then-action = Qué dijo el jugador que haría
field-then-to = A (total en la ronda)
field-condition-met = La condición se cumplió
field-found = Fichas halladas detrás
field-part-of-action = ¿Parte de la acción?
field-error = Qué pasó
field-identifiable = ¿Cartas identificables?
field-noticed = Cuándo se detectó
field-cards = Cuántas cartas
field-first-two = Una de las dos primeras de la baraja
field-street = Calle
field-question = Pregunta
field-arriving = Asientos de los nuevos jugadores
field-correct-button = Dónde debería estar el botón
field-deliberate = ¿A propósito?
field-leaving = Asientos que salen (p. ej., 2 5)
field-table-size = Asientos en la mesa
field-declared-simultaneous = ¿Dicho a la vez que las fichas?
field-declared-raise-by = ¿Cantidad dicha como «subo X más»?
field-called-from-seat = ¿Reloj pedido desde el asiento?
field-left-table = ¿Dejó la mesa con la mano viva?
field-arrived-during-deal = ¿Llegó a su sitio solo después de la primera carta?
field-time-banks = Tarjetas de tiempo extra entregadas
field-arriving-from = Los jugadores nuevos vienen de
field-serious = ¿Grave (amenaza, abuso deliberado)?
field-rounds = Rondas elegidas por el floor
field-serving-hands-left = Manos de sanción restantes antes de este reparto
field-serving-misdeal = Este reparto fue un misdeal

option-true = sí
option-false = no
option-call = igualar
option-raise = subir
option-bet = apostar
option-all-in = all-in
option-check = pasar
option-fold = retirarse
option-pot = pozo
option-show = mostrar
option-muck = tirar
option-none = ninguna
option-some = algunas
option-all = todas
option-etiquette = etiqueta
option-card-exposure = exposición de cartas
option-disclosure = revelación
option-electronic-device = dispositivo electrónico
option-soft-play = soft play
option-collusion = colusión
option-dealer = el dealer
option-player = un jugador
option-misread = mano mal leída
option-wrong-pot = pozo al jugador equivocado
option-killed-winner = ganadora matada por el dealer
option-killed-hand = mano matada
option-mucked-face-down = tirada boca abajo
option-one-card-tabled = una carta mostrada
option-bettor-mucked = el apostador tiró
option-before-next-hand = antes de la próxima mano
option-next-hand-begun = después de empezar la próxima mano
option-after-substantial-action = después de acción sustancial
option-in-break-within-minute = en un descanso, en el minuto siguiente al bote
option-after-break-minute = en un descanso, más de un minuto después del bote
option-exposed-card = carta expuesta
option-boxed-card = carta volteada en la baraja
option-first-card-wrong-seat = primera carta al asiento equivocado
option-dealt-in-wrongly = cartas repartidas a un asiento por error
option-dealt-out-wrongly = asiento sin cartas por error
option-non-standard-card = carta que no es de la baraja
option-fouled-deck = baraja defectuosa
option-four-card-flop = flop de cuatro cartas
option-no-burn = sin quemar
option-premature = carta repartida antes de tiempo
option-preflop = preflop
option-flop = flop
option-turn = turn
option-river = river
option-next-hand = próxima mano
option-button-misplaced = botón fuera de lugar
option-dodging-blinds = esquivar las ciegas
option-late-registration = inscripción tardía
option-broken-table = una mesa rota

outcome-all-in = all-in
outcome-award = pozo adjudicado
outcome-bet = apuesta
outcome-binding = vinculante
outcome-binding-if-unchanged = vinculante si la acción no cambia
outcome-call = igualar
outcome-call-or-fold = igualar o retirarse
outcome-call-or-forfeit = igualar o perder lo puesto
outcome-check = check
outcome-complete-hand = completar la mano
outcome-corrected = corregido
outcome-dead-hand = mano muerta
outcome-discretion = a criterio del floor
outcome-disqualification = descalificación
outcome-face-up = cartas boca arriba
outcome-fold = fold
outcome-live-hand = mano viva
outcome-misdeal = misdeal
outcome-must-table = debe mostrar la mano entera
outcome-must-call = debe igualar
outcome-next-hand = próxima mano
outcome-no-infraction = sin infracción
outcome-no-right = sin derecho
outcome-not-binding = no vinculante
outcome-not-yet = todavía no
outcome-options = opciones
outcome-penalty = sanción
outcome-raise = subida
outcome-right = tiene derecho
outcome-stands = se mantiene
outcome-warning = advertencia

## Los formularios del resto del reglamento (Reglas 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = Actuó antes de que se dijera la cantidad
dispute-chip-race = Chip race
dispute-hand-for-hand = Eliminados en la misma mano (mano a mano)
dispute-level-change = El nivel cambió en torno a esta mano
dispute-non-chip-item = Ficha de bounty o de tiempo empujada
dispute-pot-count = ¿Se puede contar el pozo?
dispute-stub = Se cayó el stub
field-began = Cuándo empezó la mano
field-bettor = Asiento que dijo «apuesto» o «subo»
field-busted = Jugadores eliminados en la mano
field-h4h-announced = Mano a mano anunciado antes de la mano
field-item = El objeto
field-lowest = Ficha menor aún en juego
field-mixed-with-muck = Mezclado con el descarte o las quemadas
field-new-ante = Ante del nuevo nivel
field-new-big-blind-ante = Ante de ciega grande del nuevo nivel
field-new-blinds-big = Ciega grande del nuevo nivel
field-new-blinds-small = Ciega pequeña del nuevo nivel
field-odd = Fichas del color retirado, por asiento
field-order = Asientos por carta del chip race, de mayor a menor
field-paid = Puestos pagados
field-payouts = Premios de sus puestos, del mejor al peor
field-reconstructable = El orden puede rehacerse con certeza
field-remaining = Jugadores que quedaban al empezar la mano
field-removed = Ficha que se retira
field-start-stacks = Fichas de cada uno al empezar la mano
field-to = Cantidad dicha después (total de la calle)
option-after-level = Después de empezar el nuevo nivel
option-before-level = Antes de empezar el nuevo nivel
option-bounty-chip = Ficha de bounty
option-clock-token = Ficha de reloj o de tiempo
option-dealer-push = Durante el cambio de dealer
option-other = Otra cosa
outcome-exchanged = Cambiadas, sin chip race
outcome-no-prize = Sin premio
outcome-race-to-run = Chip race pendiente
outcome-raced = Chip race hecho
outcome-ranked-by-stack = Ordenados por fichas iniciales
outcome-reconstruct = Reconstruir el stub
outcome-reshuffle-all = Mezclarlo todo
outcome-reshuffle-stub = Rebarajar el stub
outcome-shared-places = Puestos repartidos
dispute-gesture = Golpe en la mesa
dispute-rebuy-announced = Recompra anunciada
field-gesture = El gesto
field-stack = Fichas al empezar la mano
field-rebuy-chips = Fichas de la recompra
option-tap = Golpe en la mesa
option-before-deal = Antes del reparto
option-during-hand = Durante la mano
outcome-plays-behind = Juega detrás en esta mano
outcome-after-hand = Entra después de la mano

## The dispute forms of the incidents away from the betting (Rules 7, 31, 63).
dispute-away-from-table = Se fue de la mesa con una mano viva
dispute-chips-out-of-view = Fichas fuera de la vista o en tránsito
dispute-wrong-seat = Un jugador en el asiento equivocado
field-amount = Fichas en cuestión
field-assigned-seat = Asiento sorteado para el jugador
field-assigned-seat-empty = El asiento sorteado está vacío
field-clock-ran-out = El clock se agotó antes de que volviera el jugador
field-stack-in-view = Fichas que quedan a la vista en la mesa
field-whereabouts = Dónde estaban las fichas
option-after-hands = Entre manos, tras jugarse manos
option-before-action = Antes de que nadie actuara
option-carried-in-view = Llevadas a la vista
option-carried-out-of-view = Llevadas fuera de la vista
option-concealed = Escondidas en la mesa
option-pocketed = En un bolsillo o bolso
outcome-forfeited = Perdidas, fuera del juego
outcome-kept = Se las queda el jugador
outcome-moved = Pasa al asiento sorteado
outcome-stays-live = La mano sigue viva

## The floor's record: the penalty register, players, incidents, the print view.

web-register-counted = El registro de { $tournament } { $count ->
        [0] no tiene ninguna penalización confirmada para este jugador
        [one] tiene una penalización confirmada para este jugador, contada como la anterior: { $entries }
       *[other] tiene { $count } penalizaciones confirmadas para este jugador, contadas como las anteriores: { $entries }
    }.
web-register-entry = mesa { $table } a las { $at } UTC, { $given ->
        [warning] una advertencia
       *[rounds] { $rounds ->
            [one] una ronda perdida
           *[other] { $rounds } rondas perdidas
        }
    }
web-bad-player-id = el id de un jugador tiene de 1 a 64 caracteres visibles, sin espacios, `%`, `_` ni `,`; `erased` está reservado
web-record-limit = `limit` va de 1 a { $most }
web-webhook-url = la URL de un webhook es `https://…`, o `http://` a una dirección local (esta máquina), de hasta 2000 caracteres
web-no-webhook = no hay ningún webhook con el id { $id }
web-no-incident = no hay ningún incidente con el id { $id }
web-incident-too-long = como máximo { $most } caracteres
web-sign-off-needs-person = un incidente lo firma un supervisor que ha entrado como persona, no con una clave
web-print-label = { $what ->
        [ruling] Decisión
        [incident] Informe de incidente
        [when] Cuándo
        [occurred] Ocurrió
        [event] Evento
        [table] Mesa
        [seat] Asiento
        [player] Jugador
        [game] Juego
        [blinds] Ciegas
        [seats] Asientos y fichas
        [actions] Acciones
        [hand] Historial de la mano
        [proposed] Propuesta de
        [bets] Apuestas de esta ronda
        [ante] Ante
        [bba] Ante de la ciega grande
        [yes] Sí
        [no] No
        [asked] Pedida por
        [recorded] Registrado por
        [id] Id en el registro
        [facts] Los hechos
        [reasons] Por qué
        [see-also] Véase también
        [discretion] La TDA deja este punto al floor (Regla 1): la interpretación a la que apuntan las reglas.
        [final] Palabra final
        [upheld] Confirmada
        [overruled] Revocada
        [pending] Aún sin palabra final.
        [by] Por
        [note] Nota
        [seen] Lo que se vio
        [witnesses] Testigos
        [signed] Firma
        [unsigned] Aún sin firmar.
        [player_identity] Identidad del jugador
        [electronic_device] Dispositivo electrónico
        [official_language] Idioma oficial
        [seating] Asientos
        [absent_from_seat] Fuera de la mesa
        [chips_hidden] Fichas fuera de la vista
        [abuse] Abuso
       *[other] Conducta
    }

## games (issue 25)
field-short-table-big-blind = Mesa corta: asiento de la última ciega grande
field-short-table-seats = Mesa corta: asientos con jugador
field-short-table-size = Mesa corta: total de asientos
field-big-blind-in-wrong-seat = ¿Puso una ciega grande desde el asiento equivocado?
field-occupant-assigned-seat = Asiento sorteado para el jugador sentado allí
option-before-hand = Antes de empezar la mano (aún sin riffle)
option-hand-begun = Mano empezada, aún sin cartas repartidas
option-abuse = conducta abusiva
option-throwing-cards = lanzar las cartas
option-phone-call = llamada telefónica en la mesa
option-device-on-table = dispositivo sobre la mesa
option-strategy-tool = herramienta de estrategia o ayuda externa
option-identity = no identificable (gafas de sol, capucha)
option-language = idioma no autorizado
option-chips-hidden = fichas fuera de la vista
field-hidden-chips = Fichas mantenidas fuera de la vista
outcome-final-table = mesa final
field-seats-per-table = Asientos por mesa
field-seat-cards = Cartas de asiento, en el orden repartido
dispute-final-table = La mesa final y su sorteo de asientos
dispute-undercall-chain = Undercalls uno tras otro
option-TDA5 = A-5 triple draw
option-TD27 = 2-7 triple draw
option-STUD8 = stud hi/lo de siete cartas
option-STUD = stud de siete cartas
option-SHORT-DECK = hold'em short deck
option-SD27 = 2-7 single draw
option-RAZZ = razz
option-PLO8 = Omaha hi/lo pot-limit
option-PLO6 = Omaha pot-limit de seis cartas
option-PLO5 = Omaha pot-limit de cinco cartas
option-PLO = Omaha pot-limit
option-PLHE = hold'em pot-limit
option-O8 = Omaha hi/lo limit
option-NLO8 = Omaha hi/lo no-limit
option-NLO = Omaha no-limit
option-NLHE = hold'em no-limit
option-LO = Omaha limit
option-LHE = hold'em limit
option-DRAW5 = five-card draw
option-BIGO = Big O
option-COURCHEVEL = Courchevel
option-COURCHEVEL8 = Courchevel hi/lo
option-BADUGI = badugi
outcome-moves = se mueve
option-who-moves = quién se mueve
option-stud-only = solo juegos de stud
option-short-stub = faltan cartas para la séptima calle
option-seventh-card-exposed = carta de séptima calle repartida boca arriba
option-premature-card = carta repartida antes de tiempo
option-next-button = adónde va el botón
option-mixed = juegos mixtos
option-down-card-exposed = una carta tapada repartida boca arriba
field-stud-since = Una ronda de stud desde esa mano
field-stub = Cartas que quedan en el stub
field-seats = Asientos con jugador
field-open-seat = Asiento libre de la mesa corta
field-next-game = Juego de la próxima mano
field-event = Evento
field-button = Botón
dispute-picked-up-cards = Cartas descubiertas recogidas (stud)
dispute-stud-deal = Error en el reparto de stud
dispute-rotation = Rotación de juegos mixtos
option-bring-in = hacer el bring-in
option-complete = completar
option-draw = cambiar cartas
option-third = tercera calle
option-fourth = cuarta calle
option-fifth = quinta calle
option-sixth = sexta calle
option-seventh = séptima calle
option-predraw = antes del draw
option-first-draw = después del primer draw
option-second-draw = después del segundo draw
option-third-draw = después del tercer draw

## console
## Las palabras de la propia consola (crates/web/console), servidas por GET /v1/console/messages.
## La página rellena cada `{ $nombre }`: estos mensajes no usan selectores.
console-table = Mesa
console-edition = Edición
console-language = Idioma
console-setup = Configuración de la mesa
console-game = Juego
console-small-blind = Ciega pequeña
console-big-blind = Ciega grande
console-bba = Ante de la ciega grande
console-button = Botón
console-seat = Asiento
console-name = Nombre
console-stack = Fichas
console-add-seat = Agregar asiento
console-save-setup = Recordar esta mesa
console-presets = Niveles
console-mode-spot = La ronda ahora
console-mode-hand = Mano, acción a acción
console-mode-paste = Pegar un historial
console-new-hand = Nueva mano
console-street = Calle
console-preflop = Preflop
console-flop = Flop
console-turn = Turn
console-river = River
console-pot-before = Pozo antes de esta ronda
console-last-full-raise = Última apuesta o subida completa
console-to-act = Le toca a
console-in-front = Delante
console-behind = Detrás
console-folded = Se retiró
console-acted = Actuó desde la última subida completa
console-fold = Retirarse
console-check = Pasar
console-call = Igualar
console-raise-to = Apostar / subir a
console-all-in = All-in
console-show = Mostrar
console-muck = Tirar
console-undo = Deshacer
console-format = Formato
console-import = Importar la mano
console-dispute = La disputa
console-type = Tipo
console-chips-pushed = Fichas empujadas
console-clear = Borrar
console-submit = Decidir
console-note = Nota
console-upheld = Confirmada
console-overruled = Revocada
console-recent = Decisiones recientes en esta mesa
console-pot = Pozo
console-board = Cartas comunitarias
console-remove = Quitar
console-table-drawing = La mesa según la reproducción de la mano
console-to-act-now = Le toca al asiento { $seat } — para igualar { $call }
console-raise-between = subir a { $low }–{ $high }
console-raise-exactly = subir a { $amount }
console-no-raise = sin subida
console-hand-over = La mano terminó
console-no-player = No queda nadie por actuar
console-saved = Mesa recordada en este dispositivo
console-final-saved = Palabra final registrada: { $word }
console-final-word = Palabra final
console-returned = Devuelto
console-action = Acción
console-to-call = Para igualar
console-raise-range = Subida
console-discretion = Decide el floor (Regla 1): primero la interpretación a la que apuntan las reglas; después,
console-if = si
console-imported = Manos importadas: { $count }
console-none = —
console-house = Reglas de la casa
console-house-tda-only = Solo la TDA (sin reglas de la casa)
console-house-default = El perfil predeterminado del servidor ({ $name })
console-house-ruling = Decisión de la casa — { $title }, versión { $version }
console-tda-alone = Solo según la TDA
console-house-none = Reglas de la casa: sin efecto ({ $title })
console-forfeited = Perdido
console-unknown-house = { $name } (no está en este servidor)
console-sign-in = Entrar
console-sign-out = Salir
console-sign-in-title = Entre para decidir
console-your-name = Su nombre
console-pin = PIN o contraseña
console-sign-in-note = Cada persona entra con su propio nombre y PIN; la sesión termina al salir, al final del turno o con la tableta inactiva.
console-signed-in = { $name } · { $role }
console-role-reader = solo lectura
console-role-floor = floor
console-role-supervisor = supervisor
console-role-admin = administrador
console-proposed = Propuesta: un supervisor la confirma en su propia sesión
console-confirm = Confirmar la propuesta del floor
console-confirmed = Confirmada por un supervisor: { $word }
console-offline = Sin conexión con el servidor
console-not-logged = Aún no registrada: guardada en esta tableta y enviada cuando vuelva el servidor
console-offline-missing = Esta versión del servidor no incluye el motor sin conexión: la consola solo decide con conexión al servidor.
console-pending-count = Aún no registradas: { $count }
console-not-logged-refused = El servidor rechazó una decisión dada sin conexión
console-did-fold = se retira
console-did-check = pasa
console-did-call = iguala
console-did-bet = apuesta
console-did-raise = sube a
console-did-all-in = all-in
console-did-show = muestra
console-did-muck = tira
console-dealt = Reparto: { $street }
console-print = Imprimir
console-notice = Los números y títulos de las reglas de la Poker TDA se usan con permiso de la Poker Tournament Directors Association (www.pokertda.com). Los resúmenes y el razonamiento son paráfrasis propia de floorcall, no el texto oficial; rigen las reglas oficiales de la TDA.
console-cards = Cartas
console-cards-to-pick = cartas por elegir: { $count }
console-done = Listo
console-rules = Reglas
console-rules-search = El número o palabras de una regla
console-rule-numbers = 2024: Regla { $n2024 } · 2026: Regla { $n2026 }
console-no-rule-found = Ninguna regla coincide
console-full-bet-to = Última apuesta o subida completa, a (total de la calle)
console-recent-search = Asiento, jugador, disputa u hora
console-ante = Ante
console-bring-in = Bring-in
console-small-bet = Apuesta pequeña
console-big-bet = Apuesta grande
console-act-bring-in = Bring-in
console-act-complete = Completar
console-did-bring-in = hace el bring-in
console-did-complete = completa a
console-did-draw = cambia { $count }
console-down-cards = Cartas tapadas
console-up-cards = Cartas descubiertas
console-draw-count = Cambiar: { $count }
console-stand-pat = No cambia
console-to-draw = Asiento { $seat } cambia ahora
console-asked = La decisión depende de esto: elija una opción
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {": "}
console-discards = Cartas descartadas
console-drawn-cards = Cartas recibidas
field-left-since = Asientos que quedaron vacíos desde esa mano
field-same-table = Todos eliminados en la misma mesa
