### floorcall: the words of rulings in Spanish.
### Rule titles and summaries are floorcall's own paraphrase, used with the TDA's permission
### (see NOTICE in the rulings); the official TDA rules govern.
### A message per reason of crates/engine/src/disputes; its arguments ($seat, $to…) are the
### fields of the reason. Chips arrive formatted; counts select plural forms.

language-name = Español
number-group-separator = {"."}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {", "}
list-last-separator = {" y "}
clause-separator = {"; "}
# A rule named in a reason: its number in the ruling's edition.
rule-ref = Regla { $number }
# … where the edition's number is not known: its 2024 number, said to be so.
rule-ref-unknown = Regla (ed. 2024) { $number }
# The summary of a ruling whose reasons gave none (never expected).
ruling-no-summary = El floor decide esta disputa.
# The TDA permission notice every ruling carries.
ruling-notice = Los números y títulos de las reglas de la Poker TDA se usan con permiso de la Poker Tournament Directors Association (www.pokertda.com). Los resúmenes y el razonamiento son paráfrasis propia de floorcall, no el texto oficial; rigen las reglas oficiales de la TDA.

## bet

bet-words-after-chips = Las palabras llegaron después de que las fichas llegaran a la mesa, así que las fichas definen la acción ({ $rule_methods_of_betting }: vale lo que ocurra primero).
bet-words-with-chips = Las palabras llegaron con las fichas: una declaración verbal clara hecha a la vez que las fichas prevalece ({ $rule_methods_of_betting }-A).
bet-raise-by = «Subo { $by } más» suma { $by } a la apuesta de { $current }: una subida a { $to }.
bet-if-words-came-first = las palabras se dijeron antes de que las fichas llegaran a la mesa, o a la vez
bet-assumes-chips-first = Esta interpretación supone que las fichas llegaron a la mesa antes que las palabras. Si las palabras fueron primero, ellas definen la acción ({ $rule_methods_of_betting }): { $words }
bet-floor-holds-to-words = el floor vincula al jugador a sus palabras
bet-floor-holds-to-chips = el floor vincula al jugador a las fichas
bet-words-reading = Palabras: { $words }
bet-chips-reading = Fichas: { $chips }
bet-words-unclear = Las palabras y las fichas del asiento { $seat } no coinciden y las palabras no se oyeron con claridad: no hay respuesta fija; el floor decide de la forma más justa posible ({ $rule_methods_of_betting }, { $rule_floor_decisions }).
bet-words-before-chips = Las palabras llegaron antes que las fichas, así que ellas definen la acción ({ $rule_methods_of_betting }).
bet-gathered-all-in = El asiento { $seat } juntó todas sus fichas y las empujó: puede leerse como all-in por { $to }; decide el floor.
bet-gesture-may-mean-all-in = Empujar o lanzar la pila entera en un solo gesto puede leerse como intención de apostarlo todo, aunque el recuento ficha a ficha diga otra cosa; la TDA lo deja al floor ({ $rule_floor_decisions }).
bet-floor-judges-chip-by-chip = el floor valora las fichas una a una
bet-fold-binds = El asiento { $seat } se retiró: el fold es vinculante.
bet-fold-when-not-facing-a-bet = Retirarse en turno sin enfrentar apuesta no es estándar pero es vinculante ({ $rule_non_standard_folds }).
bet-checked = El asiento { $seat } pasó.
bet-check-facing-a-bet = El asiento { $seat } dijo «paso» ante una apuesta de { $facing }: puede igualar o retirarse, pero no subir ({ $rule_invalid_bet_declarations }).
bet-call-with-no-bet = El asiento { $seat } dijo «pago» sin apuesta que igualar: es pasar ({ $rule_invalid_bet_declarations }).
bet-call-binds = El asiento { $seat } dijo «pago» en turno: eso obliga a igualar completo, { $to } ({ $rule_binding_declarations_undercalls }).
bet-declared-call-is-no-undercall = Los { $pushed } puestos no son un undercall: se declaró «pago», así que el asiento { $seat } debe los { $to_call } completos.
bet-declared-all-in = El asiento { $seat } declaró all-in: { $to } en total en esta calle.
bet-short-all-in = { $to } es menos que una subida completa (a { $full_to }): un all-in corto, que no reabre la apuesta para quien ya actuó ({ $rule_reopening_the_bet }).
bet-raise-not-allowed-calls = El asiento { $seat } no puede subir aquí, así que la subida declarada lo obliga a igualar { $current } ({ $rule_reopening_the_bet }).
bet-pot-not-allowed-calls = El asiento { $seat } no puede subir aquí, así que «pozo» lo obliga a igualar { $to }.
bet-pot-limit-pot = Pot limit: «pozo» es apostar el pozo; el total del asiento { $seat } es { $to } ({ $rule_pot_limit_bets }).
bet-floor-may-allow-any-amount = El floor puede permitir que el asiento { $seat } declare de inmediato cualquier cantidad legal entre { $to } y { $max_to }.
bet-below-minimum-brought-up = { $to } está por debajo del mínimo de { $min_to }: se eleva a { $min_to } ({ $rule_incorrect_bets }).
bet-above-the-most = { $to } es más de lo permitido; el máximo es { $max_to }.
bet-raise-amount-is-a-total = «Subo» con una cantidad significa un total de esa cantidad ({ $rule_raise_amounts }).
bet-is-all-in = El asiento { $seat } está all-in por { $to }.
bet-bets = El asiento { $seat } apuesta { $to }.
bet-raises-to = El asiento { $seat } sube a { $to }.
bet-unclear-amount-read = «{ $amount }» no puede ser literal (por debajo de la ciega grande de { $big_blind }); una cantidad confusa se lee como la mayor cantidad razonable que no supere el pozo de { $pot }: { $read } ({ $rule_unclear_betting }).
bet-amount-alone-is-pushed = Decir solo una cantidad equivale a poner { $read } en silencio ({ $rule_methods_of_betting }).
bet-oversized-chip-calls = Una sola ficha de { $chip } ante una apuesta de { $facing }, sin decir antes «subo», es igualar: se devuelven { $back }.
bet-oversized-chip-rule = Regla: la ficha mayor es igualar salvo que se declare «subo» antes de que la ficha toque la mesa ({ $rule_oversized_chip }), aunque sea la última ficha del jugador.
bet-every-chip-needed = Igualada de { $current }: todas las fichas eran necesarias{ $any ->
        [yes] ; se devuelven { $back } de cambio.
       *[no] .
    }
bet-removing-one-leaves-less = { $chips }; quitando una de { $smallest } quedan { $without_one } < { $need } necesarios para igualar, así que todas las fichas eran necesarias: igualar ({ $rule_multiple_chip_betting }).
bet-removing-one-leaves-enough = { $chips }; quitando una de { $smallest } quedan { $without_one } ≥ { $need } necesarios para igualar, así que no todas las fichas eran necesarias.
bet-last-chips-all-in = Eran las últimas fichas del asiento { $seat }, así que está all-in por { $to }, diga lo que diga la regla del 50 % ({ $rule_multiple_chip_betting }).
bet-raise-not-allowed-chips-call = El asiento { $seat } no puede subir aquí, así que las fichas son una igualada de { $current }; se devuelven { $back }.
bet-full-raise-reached = { $total } alcanza una subida completa ({ $current } + { $full } = { $full_to }): subida a { $total } ({ $rule_raise_amounts }).
bet-full-raise-held = { $total } alcanza una subida completa ({ $current } + { $full } = { $full_to }), pero el máximo permitido es { $max_to }{ $pot ->
    [yes] {" "}(una apuesta por encima del bote es ilegal, { $rule_incorrect_bets }-B)
   *[no] {" "}(una apuesta en límite fijo)
}: subida a { $max_to } ({ $rule_raise_amounts }).
bet-a-raise-to = Subida a { $to }.
bet-a-raise-to-back = Subida a { $to }; los { $back } de más se devuelven.
bet-half-raise-must-complete = Se aplica la regla del 50 %: { $total } ≥ { $half }, la mitad de una subida sobre la igualada, pero < { $current } + { $full } = { $full_to }: el asiento { $seat } debe completar una subida a { $full_to } ({ $rule_raise_amounts }).
bet-must-complete-to = Subida: el asiento { $seat } debe completarla a { $full_to }.
bet-less-than-half-raise = Se aplica la regla del 50 %: { $total } < { $half }, menos de la mitad de una subida sobre la igualada: igualar, se devuelven { $back } ({ $rule_raise_amounts }).
bet-call-goes-back = Igualada de { $current }; se devuelven { $back } al asiento { $seat }.
bet-prior-covers-the-call = Los { $prior } que ya tenía delante cubren la igualada de { $current }; al añadir fichas, todas forman una sola apuesta: { $total } en total ({ $rule_prior_bet_chips }).
bet-prior-partly-pulled-back = Parte de las fichas previas se retiró: los { $prior } que quedan más las nuevas, { $total } en total, se valoran juntos ({ $rule_prior_bet_chips }).
bet-prior-all-pulled-back = Las fichas previas se retiraron: las nuevas se valoran frente a la igualada completa de { $need } ({ $rule_prior_bet_chips }).
bet-prior-short-of-call = Los { $base } que tenía delante no cubren la igualada; como siguen ahí, las fichas nuevas se valoran frente a los { $need } que faltan ({ $rule_prior_bet_chips }).
bet-single-new-chip-calls = Una sola ficha nueva de { $chip } es igualar ({ $rule_oversized_chip }).
bet-undercall = El asiento { $seat } puso { $put }, menos que los { $to_call } para igualar, sin decir «pago»: undercall ({ $rule_binding_declarations_undercalls }).
bet-floor-decides-undercall = El pozo es multijugador y la apuesta que hay que igualar ({ $current }) no es la de apertura, así que decide el floor: exigir la igualada completa o dejar que el asiento { $seat } pierda { $forfeit } y se retire.
bet-floor-requires-full-call = el floor exige la igualada completa
bet-floor-lets-forfeit = el floor deja que el jugador pierda las fichas y se retire
bet-undercall-of-a-raise = Undercall de una subida en pozo multijugador: el floor puede exigir igualar completo, { $call_to }, o dejar que el asiento { $seat } pierda { $forfeit } y se retire.
bet-no-limit-pot-is-a-minimum = En no-limit «pozo» no es una cantidad válida, pero obliga al asiento { $seat } al menos al mínimo: a { $to } ({ $rule_pot_limit_bets }).
bet-declared-with-chips = El asiento { $seat } declaró { $word ->
        [bet] apuesta
       *[raise] subida
    } y puso { $chips }: las fichas dan la cantidad.
bet-declared-without-amount = El asiento { $seat } declaró { $word ->
        [bet] apuesta
       *[raise] subida
    } sin cantidad: queda obligado al menos al mínimo, { $min_to }.
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = Un undercall { $when ->
        [heads-up] en heads-up
       *[opening-bet] ante la apuesta de apertura de la ronda en un pozo multijugador
    } debe completarse: a { $call_to }.
bet-undercall-must-call = Undercall { $when ->
        [heads-up] en heads-up
       *[opening-bet] ante la apuesta de apertura de la ronda en un pozo multijugador
    }: el asiento { $seat } debe igualar los { $call_to } completos.

## options

options-to-call = La apuesta en esta calle es { $current }; el asiento { $seat } { $any_in ->
        [yes] ya tiene { $committed } puestos
       *[no] aún no puso nada
    }, así que igualar cuesta { $to_call }.
options-full-raise = La mayor apuesta o subida completa en esta calle es { $full } ({ $rule_raise_amounts }): una subida debe llegar al menos a { $current } + { $full } = { $min_to }.
options-short-all-in-is-no-full-raise = Un all-in corto no es una subida completa y no cambia esa cantidad, aunque varios sumen más ({ $rule_reopening_the_bet }).
options-not-reopened = El asiento { $seat } ya actuó en esta calle y ahora enfrenta { $to_call }, menos que { $need } (una subida completa): la apuesta no se reabre, así que el asiento { $seat } solo puede igualar o retirarse ({ $rule_reopening_the_bet }).
options-cap-reached = Esta ronda alcanzó el tope de { $bets } apuestas (una apuesta y { $raises } subidas, { $rule_number_of_raises }): el asiento { $seat } puede igualar o retirarse.
options-call-takes-all-chips = Igualar se lleva todas las fichas del asiento { $seat }: no queda nada para subir.
options-no-opponent-to-call = Ningún rival tiene fichas para igualar más de { $current }: una subida nunca sería igualada, así que el asiento { $seat } puede igualar o retirarse.
options-reopened = El asiento { $seat } ya actuó en esta calle pero ahora enfrenta { $to_call }, al menos una subida completa de { $full }: la apuesta se reabre ({ $rule_reopening_the_bet }).
options-not-acted-yet = El asiento { $seat } aún no actuó en esta calle (una ciega puesta no es una acción), así que el asiento { $seat } puede subir ({ $rule_reopening_the_bet }).
options-fixed-limit-size = Límite fijo: en esta ronda las apuestas y subidas son de { $bet }; una subida llega a { $to }.
options-short-of-a-full-raise = El asiento { $seat } tiene { $all_in } en total en esta calle, menos que una subida completa: subir es ir all-in por { $all_in }.
options-check = pasar
options-call = igualar { $amount }
options-raise-to = subir a { $to }
options-raise-between = subir a cualquier total entre { $lo } y { $hi }
options-may-fold-call-or-raise = El asiento { $seat } puede retirarse, { $call } o { $raise }.
options-may-only-call-or-fold = El asiento { $seat } solo puede { $call } o retirarse; subir no está permitido.
options-pot-limit-maximum = Pot limit: se igualan { $to_call } y luego se sube lo que hay en el pozo tras igualar{ $preflop ->
        [yes] {" "}(antes del flop, contando ciegas completas)
       *[no] {""}
    }; el máximo para el asiento { $seat } es subir a { $max_to } ({ $rule_pot_limit_bets }).

## out-of-turn

out-of-turn-fold-binds = Retirarse fuera de turno es vinculante: la mano del asiento { $seat } está muerta ({ $rule_non_standard_folds }).
out-of-turn-follows-the-2026-illustration = El texto de 2026 de esta regla no estaba disponible para floorcall; esta decisión sigue la ilustración de 2026 (heads-up: un check fuera de turno y luego una apuesta: solo igualar o retirarse). Con las reglas de 2024 el jugador tendría todas las opciones.
out-of-turn-behind = El asiento { $behind } también actuó fuera de turno ({ $act }), detrás del asiento { $seat }, antes de que la acción retrocediera. Se resuelve igual cuando la acción le llegue: es vinculante si entonces el asiento { $behind } { $any_bet ->
        [yes] se enfrenta a la misma apuesta de { $faced } que cuando actuó
       *[no] sigue sin apuesta que igualar, como cuando actuó
    }; si la acción cambió, { $with_chips ->
        [yes] las fichas pueden devolverse y el asiento { $behind } tiene todas las opciones
       *[no] el asiento { $behind } tiene todas las opciones
    } ({ $rule_action_out_of_turn }-A).
out-of-turn-behind-fold = El asiento { $behind } también se retiró fuera de turno: retirarse fuera de turno es vinculante, así que la mano del asiento { $behind } está muerta ({ $rule_non_standard_folds }).
out-of-turn-passive-in-2026 = Con las reglas de 2026 este check fuera de turno, heads-up, limitaría al jugador a igualar o retirarse si la acción cambia; las reglas de 2024 dan todas las opciones.
out-of-turn-unchanged-binds = La acción que enfrentaba el asiento { $seat } no cambió ({ $any_bet ->
        [yes] sigue en { $faced }
       *[no] sigue sin apuesta
    }), así que la acción fuera de turno es vinculante: { $act } ({ $rule_action_out_of_turn }).
out-of-turn-over-the-most = La apuesta del asiento { $seat } a { $to } supera lo que la ronda permite en su turno, { $most }: vale por { $most }, y los { $back } de más se devuelven.
out-of-turn-back-to-the-seat-in-turn = La acción vuelve al asiento { $next }. Si los jugadores antes del asiento { $seat } solo pasan, igualan o se retiran, la acción fuera de turno ({ $act }) se mantiene; si alguno apuesta o sube, no es vinculante y el asiento { $seat } tiene todas las opciones ({ $rule_action_out_of_turn }).
out-of-turn-if-next-raises = el asiento { $next } sube (por ejemplo a { $min_to })
out-of-turn-raise-example = Por ejemplo, si el asiento { $next } sube a { $min_to }, el asiento { $seat } enfrenta { $min_to } y puede igualar { $to_call }, resubir a un mínimo de { $reraise_to } o retirarse; los { $returned } puestos fuera de turno pueden devolverse.
out-of-turn-if-others-only-check-call-or-fold = los jugadores antes del asiento { $seat } solo pasan, igualan o se retiran
out-of-turn-spoke-up = El asiento { $skipped } habló antes de la acción sustancial: la acción vuelve al asiento { $skipped }, y la acción fuera de turno se resuelve según la parte A (vinculante si la acción no cambia) ({ $rule_action_out_of_turn }).
out-of-turn-fold-always-binds = Un fold fuera de turno es vinculante en cualquier caso ({ $rule_non_standard_folds }).
out-of-turn-skipped-stays-silent = El asiento { $skipped } fue omitido y no habló antes de la acción sustancial fuera de turno: las acciones fuera de turno se mantienen. El floor decide el destino de la mano del asiento { $skipped } (por ejemplo muerta, o limitada a igualar o retirarse) ({ $rule_action_out_of_turn }).
out-of-turn-floor-rules-hand-dead = el floor declara muerta la mano del asiento { $skipped }
out-of-turn-floor-keeps-hand-live = el floor mantiene viva la mano del asiento { $skipped }, limitada a igualar o retirarse
out-of-turn-if-spoke-up = el asiento { $skipped } habló antes de la acción sustancial
out-of-turn-check-and-fold-reading = Un check y un fold solo son acción sustancial según el paréntesis de la { $rule_substantial_action }; floorcall sigue la frase que la define (tienen que entrar fichas), y el floor puede interpretarla de otro modo.
out-of-turn-floor-counts-check-and-fold = el floor cuenta un check y un fold como acción sustancial
out-of-turn-skipped-keeps-right = Aún no hay acción sustancial: el asiento { $skipped } conserva el derecho a actuar; la acción vuelve al asiento { $skipped } ({ $rule_action_out_of_turn }).
out-of-turn-fold = retirarse
out-of-turn-check = check
out-of-turn-call = igualar
out-of-turn-bet = apuesta de { $to }
out-of-turn-raise = subida a { $to }
out-of-turn-passive-then-changed = La acción cambió tras la acción pasiva fuera de turno del asiento { $seat } ({ $act }): con las reglas de 2026 el asiento { $seat } solo puede igualar { $to_call } o retirarse, no subir ({ $rule_action_out_of_turn }).
out-of-turn-changed-not-binding = La acción cambió de { $any_bet ->
        [yes] { $faced }
       *[no] ninguna apuesta
    } a { $now } antes del turno del asiento { $seat }, así que la acción fuera de turno ({ $act }) no es vinculante: { $any_back ->
        [yes] se devuelven { $returned } y el asiento { $seat }
       *[no] el asiento { $seat }
    } tiene todas las opciones: igualar { $to_call }{ $raise_from ->
        [0] {""}
       *[other] , subir a un mínimo de { $raise_from }
    } o retirarse ({ $rule_action_out_of_turn }).
out-of-turn-counted-substantial = { $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    } fuera de turno a la izquierda del asiento { $skipped }, { $with_chips ->
        [0] ninguna
       *[other] { $with_chips }
    } con fichas: acción sustancial ({ $rule_substantial_action }).
out-of-turn-counted-not-yet = { $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    } fuera de turno a la izquierda del asiento { $skipped }, { $with_chips ->
        [0] ninguna
       *[other] { $with_chips }
    } con fichas: aún no es acción sustancial ({ $rule_substantial_action }).
out-of-turn-all-in = all-in
out-of-turn-show-or-muck = mostrar o descartar

## incorrect-bet

incorrect-bet-over-pot-stands = La apuesta a { $to } superó el límite del pozo de { $max_to }, pero ya se repartió la siguiente carta: se mantiene ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-stands-after-action = La apuesta a { $to } superó el límite del pozo de { $max_to }, pero hubo acción sustancial después ({ $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    }, { $with_chips ->
        [0] ninguna
       *[other] { $with_chips }
    } con fichas): según la regla de la casa, se mantiene.
incorrect-bet-low-count-raised = El apostador pidió el pozo pero el conteo del dealer fue bajo: sin acción sustancial desde la apuesta, se eleva a la apuesta del pozo, { $max_to } ({ $rule_incorrect_bets }).
incorrect-bet-check-and-fold-only = Solo hubo un check y un fold: acción sustancial solo según el paréntesis de la { $rule_substantial_action }; el floor puede entenderlo así y mantener la apuesta.
incorrect-bet-below-minimum-stands = La apuesta a { $to } estaba por debajo del mínimo de { $min_to }, pero ya se repartió la siguiente carta: se mantiene ({ $rule_incorrect_bets }).
incorrect-bet-below-minimum-corrected = La apuesta a { $to } estaba por debajo del mínimo legal de { $min_to }; descubierta en la misma calle, se corrige a { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-reduced = La apuesta a { $to } superó el límite del pozo de { $max_to } y se descubrió antes de la siguiente carta: se reduce a { $max_to } para todos los que igualaron en esta calle, aun tras la acción sustancial ({ $rule_incorrect_bets }).{ $callers ->
        [0] {""}
        [one] {" "}El asiento { $seats }, que igualó, recupera { $back }.
       *[other] {" "}Los asientos { $seats }, que igualaron, recuperan { $back } cada uno.
    }
incorrect-bet-low-count-stands = El apostador pidió el pozo y apostó los { $to } que dio el dealer; la apuesta del pozo era { $max_to }. Hubo acción sustancial tras la apuesta ({ $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    }, { $with_chips ->
        [0] ninguna
       *[other] { $with_chips }
    } con fichas, { $rule_substantial_action }), así que la apuesta menor se mantiene ({ $rule_incorrect_bets }).

## cards-dealt

cards-dealt-counted = Desde el reparto: { $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    } en turno, { $with_chips ->
        [0] ninguna
       *[other] { $with_chips }
    } con fichas (las ciegas no cuentan).
cards-dealt-burns-as-normal = Las quemas siguen con normalidad, una carta antes de cada calle.
cards-dealt-extra-card-is-not-the-burn = La carta de más no cuenta como quema: el dealer quema una carta del mazo y luego reparte el flop.
cards-dealt-burn-one-card-only = El dealer quema exactamente una carta y reparte el flop; no se quema una carta de más para recuperar el orden original del mazo.
cards-dealt-no-misdeal-hand-dead = Eso es acción sustancial ({ $rule_substantial_action }), así que no hay misdeal ({ $rule_misdeals }): la mano del asiento { $seat }, con { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, está muerta.
cards-dealt-dead-hand-play-on = Ya hubo acción sustancial: la mano del asiento { $seat } está muerta y el juego sigue.
cards-dealt-button-exception = El asiento { $seat } es el botón y recibió cartas de menos: la { $rule_button_too_few_cards } es la excepción al misdeal por número equivocado de cartas ({ $rule_misdeals }-A), antes o después de la acción sustancial. { $acted ->
    [yes] El botón ya actuó, así que la excepción ya no se aplica.
   *[no] El botón todavía no actuó.
}
cards-dealt-button-completed = La mano del botón se completa: el asiento { $seat } recibe { $missing ->
    [one] la carta que falta
   *[other] las { $missing } cartas que faltan
} y la mano sigue.
cards-dealt-button-next-card-from-stub = La carta que falta sale de la parte superior del mazo, antes de la quemada; luego se quema y se da el flop como siempre.
cards-dealt-button-acted-dead = El botón actuó con cartas de menos: la mano del asiento { $seat } está muerta y el juego sigue.
cards-dealt-no-substantial-action-yet = Aún no hay acción sustancial ({ $rule_substantial_action }): un jugador con un número incorrecto de cartas supone misdeal; la mano se vuelve a repartir igual, con el mismo botón y los mismos límites.
cards-dealt-misdeal-redeal = Misdeal: el asiento { $seat } tiene { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } antes de la acción sustancial; se reparte de nuevo.
cards-dealt-floor-counts-check-and-fold = el floor cuenta el check y el fold como acción sustancial

## show-request
show-request-no-cards-no-right = El asiento { $requester } ya no tiene cartas (se retiró o descartó sin mostrar), así que no puede pedir ver ninguna mano ({ $rule_asking_to_see_a_hand }).
show-request-called-the-river-bet = Hubo apuesta en el river y el asiento { $target } fue el último agresor; el asiento { $requester } igualó y mostró o conservó sus cartas, así que tiene el derecho absoluto de ver la mano del asiento { $target } ({ $rule_asking_to_see_a_hand }).
show-request-no-river-bet = El asiento { $requester } puede pedirlo, pero no tiene derecho absoluto: no hubo apuesta en el river, así que nadie pagó por ver una mano. Queda a criterio del floor ({ $rule_asking_to_see_a_hand }).
show-request-not-the-river-aggressor = El asiento { $requester } puede pedirlo, pero no tiene derecho absoluto: el asiento { $target } no fue el último agresor en el river. Queda a criterio del floor ({ $rule_asking_to_see_a_hand }).
show-request-house-anyone = Según la regla de la casa, cualquier jugador que aún tenga cartas puede ver cualquier mano en el showdown: el asiento { $requester } puede ver la mano del asiento { $target }, y la mano mostrada sigue viva.
show-request-house-callers-only = Según la regla de la casa, solo quien igualó la apuesta del river puede ver una mano, y solo la del último agresor: el asiento { $requester } no puede ver la mano del asiento { $target }.


## face-up
face-up-turned-up-now = Sí: { $all_in_count ->
        [one] el asiento { $all_in } está
       *[other] los asientos { $all_in } están
    } all-in y no hay más apuestas posibles, así que todas las manos vivas ({ $live }) se voltean ahora ({ $rule_face_up_for_all_ins }).{ $cards_to_come ->
        [0] {""}
       *[other] {" "}Luego el dealer quema y reparte las cartas comunitarias que faltan.
    }
face-up-side-pots-first = Se entregan primero los pozos laterales y luego el principal; la mano all-in no se deja boca abajo a la espera de decidir los pozos laterales ({ $rule_side_pots }).
face-up-nobody-all-in-shows-first = Nadie está all-in, así que la { $rule_face_up_for_all_ins } no se aplica; en este showdown el asiento { $who } muestra primero ({ $rule_showdown_order }).
face-up-nobody-all-in = Nadie está all-in, así que la { $rule_face_up_for_all_ins } no se aplica; el orden del showdown decide quién muestra primero ({ $rule_showdown_order }).
face-up-not-yet-betting-open = Todavía no: nadie está all-in y las apuestas siguen ({ $rule_face_up_for_all_ins }).
face-up-not-yet-others-may-bet = Todavía no: { $all_in_count ->
        [one] el asiento { $all_in } está
       *[other] los asientos { $all_in } están
    } all-in, pero los asientos { $with_chips } aún tienen fichas y pueden apostar; las cartas siguen boca abajo ({ $rule_face_up_for_all_ins }).


## showdown
showdown-big-blind-first = El asiento { $seat }, la ciega grande, tenía { $stack }: la ciega se pone primero y es viva ({ $live }), el resto ({ $ante }) va al ante de la ciega grande ({ $rule_rp_ante_formats }).
showdown-ante-first = El asiento { $seat }, la ciega grande, tenía { $stack }: según la regla de la casa, se paga primero el ante de la ciega grande ({ $ante }), y solo el resto ({ $live }) es ciega viva.
showdown-board = Mesa: { $board }.
showdown-low = Low del asiento { $seat }: { $low }.
showdown-no-low = El asiento { $seat } no tiene low de ocho o menos.
showdown-hi-lo-split = Hi/lo: cada pozo se divide, la mitad para la mejor mano alta y la mitad para el mejor low de ocho o menos; la ficha impar va a la mitad alta ({ $rule_odd_chips }-C).
showdown-hi-lo-scoop = Hi/lo: nadie tiene low de ocho o menos, así que la mejor mano alta se lleva cada pozo entero.
showdown-seat-hand = Asiento { $seat } ({ $hole }): { $category }, { $five }.
showdown-category = { $category ->
        [high-card] carta alta
        [pair] una pareja
        [two-pair] doble pareja
        [trips] trío
        [straight] escalera
        [flush] color
        [full-house] full
        [quads] póker
       *[straight-flush] escalera de color
    }
showdown-share = { $amount } para el asiento { $seat }
showdown-pot = { $pot ->
        [main] Pozo principal
       *[side] Pozo lateral
    } de { $amount } (asientos { $eligible } elegibles): { $shares }.
showdown-pot-short = { $pot ->
        [main] pozo principal
       *[side] pozo lateral
    } de { $amount }: { $shares }
showdown-summary = { $pots }.
showdown-odd-chips = Las fichas impares, cambiadas a la ficha menor de { $smallest_chip }, van al primer ganador a la izquierda del botón ({ $rule_odd_chips }), en cada pozo por separado ({ $rule_side_pots }).
showdown-odd-chips-by-suit = Las fichas impares, cambiadas a la ficha menor de { $smallest_chip }, van por la regla de la casa al ganador con la carta más alta por palo (picas, corazones, diamantes, tréboles) entre las cinco que juegan, pozo a pozo ({ $rule_side_pots }).
showdown-uncalled-returned = Se devuelven al asiento { $seat } { $amount } no igualados.
showdown-mucked = El asiento { $seat } tiró su mano boca abajo en el showdown sin mostrarla: una mano que no puede recuperarse no tiene derecho al pozo, tuviera lo que tuviera ({ $rule_tabling_cards }-B).
showdown-mucked-retrievable = Esto supone que las cartas tiradas no podían recuperarse. Las cartas que aún no tocan el muck y son 100 % identificables pueden recuperarse y mostrarse ({ $rule_live_cards_at_showdown }); en ese caso, pregunte de nuevo con esas cartas mostradas.
showdown-last-hand = Todas las demás manos se tiraron boca abajo, así que la mano del asiento { $seat }, la última que quedó, gana sin necesidad de mostrarse ({ $rule_showdown_order }).


## penalty
penalty-infraction = Asiento { $seat }: { $infraction ->
        [etiquette] una falta de etiqueta ({ $rule_etiquette_violations })
        [abuse] conducta abusiva ({ $rule_etiquette_violations })
        [card_exposure] cartas expuestas con acción pendiente, o un descarte indebido ({ $rule_exposing_cards })
        [throwing_cards] cartas lanzadas ({ $rule_exposing_cards })
        [disclosure] una mano revelada o un consejo de juego con la mano viva ({ $rule_no_disclosure })
        [electronic_device] un dispositivo usado en la mesa con la mano viva ({ $rule_electronic_devices }-C)
        [phone_call] una llamada telefónica en la mesa ({ $rule_electronic_devices }-A)
        [device_on_table] un teléfono o dispositivo apoyado sobre la mesa ({ $rule_electronic_devices }-B)
        [strategy_tool] una herramienta de estrategia o ayuda estratégica externa en la mesa ({ $rule_electronic_devices }-D)
        [identity] un jugador que no es claramente identificable ({ $rule_player_identity })
        [language] hablar en la mesa un idioma no autorizado por la casa ({ $rule_official_language })
        [dodging_blinds] ciegas esquivadas a propósito ({ $rule_dodging_blinds })
        [chips_hidden] fichas sostenidas o llevadas fuera de la vista ({ $rule_chips_out_of_view })
        [soft_play] soft play ({ $rule_ethical_play })
       *[collusion] chip dumping o colusión ({ $rule_ethical_play })
    }.
penalty-first-infraction = Es la primera infracción del jugador en el evento: la interpretación a la que apuntan las reglas es una advertencia verbal; las infracciones repetidas conllevan penalizaciones crecientes ({ $rule_penalties }-A).
penalty-first-infraction-house = Es la primera infracción del jugador en el torneo: según la regla de la casa, la primera penalización es una ronda perdida, y las infracciones repetidas traen penalizaciones crecientes.
penalty-repeat = El jugador ya tiene { $prior ->
        [one] una penalización o advertencia anterior
       *[other] { $prior } penalizaciones o advertencias anteriores
    } en el evento, y las infracciones repetidas conllevan penalizaciones crecientes ({ $rule_penalties }-A): corresponde { $rounds ->
        [one] una ronda de penalización
       *[other] { $rounds } rondas de penalización
    }.
penalty-soft-play = El soft play se penaliza, hasta la pérdida de fichas o la descalificación ({ $rule_ethical_play }); { $prior ->
        [0] en una primera infracción
        [one] tras una infracción anterior
       *[other] tras { $prior } infracciones anteriores
    } corresponde { $rounds ->
        [one] una ronda de penalización
       *[other] { $rounds } rondas de penalización
    }.
penalty-collusion = El chip dumping y cualquier otra colusión conllevan la descalificación ({ $rule_ethical_play }); las fichas de un jugador descalificado se retiran del torneo ({ $rule_penalties }-D).
penalty-count = Una ronda de penalización es una mano por cada jugador en la mesa cuando se impone, incluido el infractor: { $rounds } × { $players } jugadores = { $hands ->
        [one] { $hands } mano
       *[other] { $hands } manos
    } ({ $rule_penalties }-A).
penalty-posts = El jugador deja la mesa; se reparten cartas a su asiento y se matan, y el asiento sigue pagando ciegas y antes ({ $rule_penalties }-C): { $forced } a lo largo de las { $hands } manos, de un stack de { $stack }, si la mesa mantiene su tamaño.
penalty-blinded-out = Eso consume todo el stack: un jugador penalizado puede quedar eliminado por las ciegas ({ $rule_penalties }-A).
penalty-the-floor-chooses = La penalización la elige el director del torneo: esta es la interpretación a la que apuntan las reglas, y los otros grados figuran como alternativas ({ $rule_floor_decisions }).
penalty-summary-warning = Una advertencia verbal para el asiento { $seat }.
penalty-summary-rounds = El asiento { $seat } queda fuera { $rounds ->
        [one] una ronda
       *[other] { $rounds } rondas
    }: { $hands } manos.
penalty-summary-disqualified = El asiento { $seat } queda descalificado y sus fichas se retiran del torneo.
penalty-alt-warning = el floor da una advertencia verbal en su lugar
penalty-alt-rounds = el floor da { $rounds ->
        [one] una ronda de penalización
       *[other] { $rounds } rondas de penalización
    } en su lugar: { $hands } manos
penalty-alt-disqualify = el floor descalifica al jugador
penalty-floor-chose-rounds = El floor eligió { $rounds ->
        [one] { $rounds } ronda perdida
       *[other] { $rounds } rondas perdidas
    }; el número de manos se calcula a partir de ahí ({ $rule_penalties }-A).
penalty-serious = El floor considera grave la infracción: la sanción parte de una ronda perdida, no de una advertencia; una amenaza puede justificar la descalificación ({ $rule_penalties }-A).
penalty-exposure-hand-live = La exposición no mata la mano, y cualquier sanción empieza después de la mano ({ $rule_exposing_cards }).
penalty-exposure-dead-house = Según la regla de la casa, la exposición deliberada del asiento { $seat } con acción pendiente mata la mano; las fichas que puso quedan en el pozo.
penalty-if-deliberate = el floor concluye que la exposición del asiento { $seat } fue deliberada: la casa mata la mano
penalty-nuts-check-not-soft-play = El asiento { $seat } pasó en el river, último en actuar, con las nuts sin posible empate: eso solo no es soft play; nadie está obligado a apostar ({ $rule_penalties }-B). Sin sanción con estos hechos.
penalty-no-action-pending = El asiento { $seat } expuso cartas sin acción pendiente: exponer cartas solo se sanciona mientras hay acción pendiente ({ $rule_exposing_cards }). Sin sanción.
penalty-if-floor-finds-it = el floor constata la infracción por otros hechos (un acuerdo, un patrón)
penalty-misdeal-does-not-count = El asiento { $seat } recibe cartas y su mano se mata, pero un misdeal y su nuevo reparto cuentan como una mano, que completa el nuevo reparto: después de él { $left ->
        [one] queda { $left } mano
       *[other] quedan { $left } manos
    } por cumplir ({ $rule_misdeals }-C).
penalty-hand-counts = La mano cuenta para la sanción (el asiento recibe cartas y su mano se mata): después de ella { $left ->
        [one] queda { $left } mano
       *[other] quedan { $left } manos
    } por cumplir ({ $rule_penalties }-C).

## clock
clock-time = Una vez pedido el reloj, el asiento { $seat } tiene { $clock } segundos para actuar, seguidos de una cuenta atrás de { $countdown } segundos: { $limit } segundos en total ({ $rule_calling_for_a_clock }).
clock-house-time = Según la regla de la casa, una vez pedido el reloj, el asiento { $seat } tiene { $clock } segundos para actuar, seguidos de una cuenta atrás de { $countdown } segundos: { $limit } segundos en total.
clock-in-time = El asiento { $seat } actuó a los { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }, { $tie ->
        [yes] en el último segundo de la cuenta atrás (el empate favorece al jugador)
       *[no] dentro del tiempo
    }: la acción vale.
clock-running = Al asiento { $seat } aún le { $left ->
        [one] queda { $left } segundo
       *[other] quedan { $left } segundos
    } para actuar.
clock-expired-facing-bet = La cuenta atrás terminó antes de que el asiento { $seat } actuara, frente a una apuesta de { $to_call }: la mano está muerta.
clock-expired-no-bet = La cuenta atrás terminó antes de que el asiento { $seat } actuara, sin apuesta que enfrentar: la mano pasa (check).
clock-expired-no-bet-dead = La cuenta atrás terminó antes de que actuara el asiento { $seat }: sin apuesta que enfrentar, la mano igualmente está muerta por la regla de la casa.
clock-shot-clock = La casa usa shot clock: el asiento { $seat } tiene { $clock } segundos para cada decisión, contados desde que le llegó la acción, sin pedir reloj.
clock-time-banks = El asiento { $seat } entregó { $used ->
    [one] una tarjeta de tiempo extra
   *[other] { $used } tarjetas de tiempo extra
}; { $counted ->
    [0] no cuenta ninguna (no hay tiempo extra)
    [one] cuenta una: { $each } segundos más
   *[other] cuentan { $counted }, { $each } segundos cada una
}: { $limit } segundos en total.
clock-acted-too-late = El asiento { $seat } actuó a los { $seconds } segundos, después del fin de la cuenta atrás: esa acción no cuenta.
clock-dead-chips-stay = La mano del asiento { $seat } está muerta: los { $in_pot } que puso quedan en el pozo.
clock-dead-nothing-in = La mano del asiento { $seat } está muerta; no había puesto fichas.
clock-not-from-the-seat = El reloj se pide desde el asiento (o lo pide el floor): pedido desde lejos de la mesa, nunca empezó, así que el asiento { $seat } no agotó su tiempo y la mano está viva ({ $rule_calling_for_a_clock }).

## at-seat
at-seat-live = El asiento { $seat } estaba en su sitio cuando se repartió la última carta del reparto inicial: la mano está viva ({ $rule_at_your_seat }).
at-seat-dead = La mano del asiento { $seat } está muerta{ $any ->
        [yes] ; los { $in_pot } que ya había puesto se quedan en el pozo
       *[no] {""}
    }.
at-seat-why-dead = El jugador debe estar en su asiento, al alcance de la silla, cuando se reparte la última carta del reparto inicial; el asiento { $seat } no lo estaba, así que la mano está muerta ({ $rule_at_your_seat }).
at-seat-live-first-card = El asiento { $seat } estaba en su sitio cuando se repartió la primera carta: la mano está viva.
at-seat-why-dead-first-card = Según la regla de la casa, el jugador debe estar en su sitio, al alcance de la silla, cuando se reparte la primera carta; el asiento { $seat } no estaba, así que la mano está muerta.
at-seat-if-arrived-during-deal = el asiento { $seat } llegó a su sitio solo después de repartirse la primera carta
at-seat-left-table = Un jugador con mano viva, all-in o no, debe quedarse en la mesa; el asiento { $seat } se fue, pero irse no mata la mano: sigue en juego, y el floor puede sancionar al jugador ({ $rule_at_the_table }).
at-seat-if-penalised = el floor sanciona al asiento { $seat } por dejar la mesa ({ $rule_penalties })

## accepted-action
accepted-told = Al asiento { $seat } le dijeron que la apuesta era { $announced } ({ $by ->
        [dealer] según el dealer
       *[player] según un jugador
    }); la apuesta es { $bet }.
accepted-caller-responsible = Quien iguala debe conocer el importe correcto de la apuesta antes de igualar, diga lo que diga el dealer u otro jugador: quien iguala con un conteo equivocado acepta la acción correcta y debe el importe correcto, o todas sus fichas ({ $rule_accepted_action }).
accepted-no-difference = El conteo era correcto: el asiento { $seat } iguala hasta { $call_to }.
accepted-owes-more = El asiento { $seat } { $all_in ->
        [yes] va all-in por { $call_to }
       *[no] iguala la apuesta entera, hasta { $call_to },
    } y pone { $more } más.
accepted-gets-back = El asiento { $seat } { $all_in ->
        [yes] va all-in por { $call_to }
       *[no] iguala la apuesta correcta, hasta { $call_to }
    }; se le devuelven los { $back } puestos de más.
accepted-rule-1 = Como en toda situación, el floor aún puede decidir de otro modo cuando el importe correcto sea claramente injusto ({ $rule_floor_decisions }).

## count-request
count-estimate = Cualquier jugador puede pedir en cualquier momento una estimación razonable de las fichas de un rival; un conteo exacto solo cuando enfrenta el all-in de ese jugador y le toca actuar ({ $rule_count_of_chip_stack }).
count-exact = El asiento { $requester } enfrenta el all-in del asiento { $target } y le toca actuar: el dealer cuenta el all-in exactamente ({ $stack } en esta ronda).
count-not-all-in = El asiento { $target } no está all-in: el asiento { $requester } recibe una estimación razonable de la pila, no un conteo exacto.
count-not-in-turn = El asiento { $requester } no es el jugador en turno: por ahora recibe una estimación razonable de las fichas del asiento { $target }, y el conteo exacto cuando le toque.
count-not-facing = El asiento { $requester } no enfrenta el all-in del asiento { $target }: solo una estimación razonable.
count-house-in-turn = Según la regla de la casa, el jugador en turno puede pedir el recuento de cualquier rival: el asiento { $requester } recibe el recuento exacto de las fichas del asiento { $target }: { $stack }.
count-house-estimate-only = Según la regla de la casa, las fichas nunca se cuentan con exactitud: el asiento { $requester } recibe una estimación razonable de las fichas del asiento { $target }.

## string-bet
string-one-motion = El asiento { $seat } empujó las fichas en un solo movimiento: no hay string bet; las fichas valen como están ({ $rule_methods_of_raising }).
string-amount-first = El asiento { $seat } dijo el importe entero, { $to }, antes de poner fichas: las fichas pueden entonces llegar en tantos movimientos como haga falta ({ $rule_methods_of_raising }).
string-raise-word-first = El asiento { $seat } dijo «subo» antes de poner fichas: la cantidad para igualar más un solo movimiento adicional forman la subida ({ $rule_methods_of_raising }).
string-bet = El asiento { $seat } volvió a su pila sin decir nada ({ $motions } movimientos): string bet. Solo cuenta el primer movimiento, { $first }, valorado solo como fichas; se devuelven los { $back } de los movimientos siguientes ({ $rule_methods_of_raising }, { $rule_string_bets }).
string-third-motion = Después de «subo», solo cuentan la cantidad para igualar y un movimiento más ({ $counted } movimientos); se devuelven los { $back } de los movimientos siguientes ({ $rule_string_bets }).

## conditional-statement
cond-discouraged = Las declaraciones sobre acciones futuras («si apuestas, subo») no son estándar y se desaconsejan enérgicamente: el floor puede obligar al jugador a cumplirlas, y puede sancionarlas ({ $rule_conditional_declarations }).
cond-binds = La condición se cumplió y le toca actuar al asiento { $seat }: según la regla, lo normal es obligar al jugador a la acción declarada: { $act }.
cond-not-met = La condición no se cumplió: la declaración no obliga al asiento { $seat } a nada.
cond-if-not-held = el floor no obliga al jugador a cumplir la declaración
cond-if-penalised = el floor además sanciona la declaración (primero una advertencia)
cond-house-binds = Según la regla de la casa, una declaración condicional obliga cuando se cumple la condición: el asiento { $seat } debe hacer la acción declarada: { $act }.
cond-house-never-binds = Según la regla de la casa, las declaraciones condicionales no están permitidas y nunca obligan: el asiento { $seat } actúa libremente, con todas las opciones de la mesa, y puede ser penalizado por la declaración.

## chips-behind
behind-found = Después de que se igualara el all-in de { $all_in } del asiento { $seat }, se encontraron { $found } detrás.
behind-floor-decides = Si los { $found } encontrados detrás del asiento { $seat } formaban parte de la acción aceptada lo determina el floor ({ $rule_chips_found_behind }); abajo figuran las dos opciones.
behind-part = Los { $found } formaban parte de la acción aceptada: el all-in del asiento { $seat } es de { $all_in } ({ $rule_chips_found_behind }).
behind-if-loses-to-caller = el asiento { $seat } pierde la mano y el floor da los { $found } hallados a quien igualó, el asiento { $caller }
behind-caller-owes = El asiento { $caller } { $all_in ->
        [yes] pone sus últimos { $more } (all-in).
       *[no] pone { $more } más.
    }
behind-not-part = Los { $found } no formaban parte de la acción aceptada: el all-in del asiento { $seat } sigue en { $all_in } y las fichas no juegan ({ $rule_chips_found_behind }).
behind-not-paid-not-saved = Si el asiento { $seat } gana, no cobra por los { $found }; si pierde, los { $found } no lo salvan, y el floor puede dárselos a quien igualó.
behind-if-part = el floor determina que las fichas formaban parte de la acción aceptada
behind-if-not-part = el floor determina que no

## showdown-error
sderr-misread-corrected = Las cartas hablan: las manos se leen por las cartas, se anuncie lo que se anuncie; el pozo va a la mejor mano según las cartas, y la mano del asiento { $seat } se lee como es ({ $rule_cards_speak }).
sderr-misread-too-late = La lectura de una mano mostrada solo puede disputarse hasta { $window ->
    [substantial_action] que haya acción sustancial en la mano siguiente
   *[next_hand] que empiece la mano siguiente
}; esto llegó después, así que el pozo queda como se entregó ({ $rule_disputed_hands }).
sderr-time-limit = Una mano mal leída puede disputarse hasta que empiece la mano siguiente; un error al entregar o contar un pozo, hasta la acción sustancial en la mano siguiente ({ $rule_disputed_hands }).
sderr-pot-corrected = El pozo fue al jugador equivocado y el error se señaló a tiempo: se recoge y se entrega como deciden las cartas, asiento { $seat } incluido ({ $rule_disputed_hands }).
sderr-pot-too-late = El error se señaló después { $window ->
    [next_hand] de empezar la mano siguiente
   *[substantial_action] de acción sustancial en la mano siguiente
}: el pozo queda como se entregó ({ $rule_disputed_hands }).
sderr-killed-winner = La mano del asiento { $seat } se mostró correctamente y era obviamente la ganadora: el dealer no puede matarla, y gana ({ $rule_tabling_cards }-C).
sderr-mucked-live = Las cartas del asiento { $seat } se tiraron boca abajo, pero no están en el muck y son claramente identificables: la mano está viva, y el jugador puede recuperarlas y mostrarlas ({ $rule_live_cards_at_showdown }).
sderr-mucked-dead = Las cartas del asiento { $seat } no pueden identificarse con certeza: la mano está muerta y no tiene derecho al pozo.
sderr-one-card = El asiento { $seat } mostró una carta: una mano se muestra con todas sus cartas boca arriba; el dealer pide las demás, y si el jugador se niega, se llama al floor ({ $rule_showdown_discarding_irregularities }-A).
sderr-bettor-live = El asiento { $seat } descartó creyendo que había ganado; el dealer retuvo las cartas y son claramente identificables: se muestran y juegan ({ $rule_showdown_discarding_irregularities }-B).
sderr-bettor-dead = El asiento { $seat } descartó creyendo que había ganado, y las cartas no pueden recuperarse: la mano está muerta; las apuestas igualadas quedan en el pozo, y una apuesta o subida no igualada se devuelve ({ $rule_showdown_discarding_irregularities }-B).
sderr-killed-live = La mano del asiento { $seat } la mató el dealer (o quedó invalidada), pero aún puede identificarse sin duda: sigue viva ({ $rule_killed_fouled_exposed_hands }).
sderr-killed-dead = La mano del asiento { $seat } la mató el dealer (o quedó invalidada) y no puede identificarse: no cabe reclamación; las apuestas igualadas no se devuelven, y una apuesta o subida no igualada se devuelve ({ $rule_killed_fouled_exposed_hands }).
sderr-unknown-identification = Lo que decide es si las cartas del asiento { $seat } pueden identificarse sin duda, y la solicitud no lo dice: salvo que puedan, la mano está muerta.
sderr-if-identifiable = las cartas del asiento { $seat } son claramente identificables (sin duda)
sderr-if-refuses = el asiento { $seat } se niega a mostrar las otras cartas

## tables
tables-table-breaks = { $players } jugadores caben en { $tables } mesas de { $seats }: la mesa { $table } se rompe; sus jugadores reciben asiento por sorteo y pueden caer en cualquier posición ({ $rule_new_players_broken_tables }).
tables-short-tables-halt = { $count ->
        [one] La mesa { $tables } tiene
       *[other] Las mesas { $tables } tienen
    } { $short ->
        [3] tres
       *[other] { $short }
    } o más jugadores menos que la mayor ({ $largest }): el juego se detiene { $count ->
        [one] en ella
       *[other] en ellas
    } cuando las ciegas se ven afectadas (la ciega grande llegaría a un asiento vacío), hasta equilibrar; el floor puede dispensarlo ({ $rule_balancing_tables }).
tables-who-moves = En juegos con flop, se mueve quien sería la próxima ciega grande, a la peor posición de la mesa corta (nunca la ciega pequeña) ({ $rule_balancing_tables }).
tables-balanced = Las mesas están equilibradas: sin movimientos ni detenciones.
tables-halt-at = el juego se detiene { $count ->
        [one] en la mesa { $tables }
       *[other] en las mesas { $tables }
    } hasta equilibrar las mesas
tables-moves = mueva { $moves }
tables-move-one = { $players ->
        [one] un jugador
       *[other] { $players } jugadores
    } de la mesa { $from } a la mesa { $to }
tables-summary = { $parts }.
tables-short-handed-discretion = En mesas de { $seats } asientos (formato short-handed) detener el juego queda a criterio del DT ({ $rule_balancing_tables }, { $rule_floor_decisions }); las reglas apuntan a detenerlo hasta equilibrar las mesas.
tables-if-no-halt = el floor deja que el juego siga en la mesa corta mientras se mueven jugadores


## deal-error

deal-misdeal-redeal = Misdeal: la mano se vuelve a repartir exactamente, con el mismo botón y los mismos límites; las ciegas y antes siguen puestas y todas las demás fichas apostadas se devuelven.
deal-arriving-wait = El nuevo reparto repite la mano exactamente, sin jugadores nuevos: los jugadores sentados después del misdeal (asientos: { $seats }) esperan a la próxima mano ({ $rule_misdeals }-C).
deal-away-plays-redeal = Los jugadores ausentes en el reparto (asientos: { $seats }) también reciben cartas en el nuevo reparto; una mano aún sin su jugador cuando sale la última carta se mata ({ $rule_at_your_seat }).
deal-duplicate-card = La carta encontrada dos veces: { $card }.
deal-no-substantial-action = Todavía no hubo acción sustancial ({ $rule_substantial_action }): { $actions ->
    [0] nadie actuó
    [one] una acción hasta ahora
   *[other] { $actions } acciones hasta ahora, no alcanzan
}, así que la mano todavía puede declararse misdeal.
deal-substantial-action = Hubo acción sustancial ({ $rule_substantial_action }): { $actions ->
    [one] { $actions } acción
   *[other] { $actions } acciones
} desde el reparto, { $with_chips ->
    [0] ninguna
   *[other] { $with_chips }
} con fichas; después de ella no hay misdeal y la mano sigue ({ $rule_misdeals }-D).
deal-floor-counts-check-and-fold = el floor cuenta el check y el fold como acción sustancial
deal-draw-exposed-house = En un juego de draw, la carta que el dealer expone en el reparto la decide la regla de la casa: las causas de misdeal por carta expuesta de la { $rule_misdeals }-A están escritas para juegos de flop. La regla habitual de la casa, seguida aquí: una carta expuesta se reemplaza, y una segunda hace misdeal.
deal-house-replaces-exposed = la casa reemplaza toda carta que el dealer expone en el reparto
deal-house-misdeals-one-exposed = la casa declara misdeal por cualquier carta que el dealer exponga en el reparto
deal-fouled-deck = Baraja defectuosa: el juego se detiene, la mano se anula y cada ficha vuelve a quien la puso, sea cual sea la acción; se cambia la baraja.
deal-fouled-deck-all-back = Una baraja con dos cartas del mismo valor y palo anula la mano sin importar la acción sustancial ({ $rule_misdeals }-E): se devuelven { $total }, ciegas y antes incluidas. El reclamo de baraja defectuosa debe hacerse en el plazo de las disputas ({ $rule_disputed_hands }).
deal-player-exposed-live = El asiento { $seat } expuso sus propias cartas: la mano sigue viva y el juego continúa; el floor puede sancionar la exposición después de la mano.
deal-player-exposed-why = Un jugador que expone cartas con acción pendiente puede ser sancionado, pero la mano nunca se mata por eso ({ $rule_exposing_cards }); la sanción empieza después de la mano ({ $rule_penalties }).
deal-exposed-after-substantial-action = El dealer expuso las cartas del asiento { $seat }, pero después de la acción sustancial eso no es misdeal: la mano está viva y conserva sus cartas.
deal-play-on-live = El juego sigue: la mano del asiento { $seat } está viva.
deal-exposed-misdeal = El dealer expuso { $cards ->
    [one] una carta
   *[other] { $cards } cartas
}{ $first_two ->
    [yes] , una de las dos primeras de la baraja
   *[no] {""}
} en el reparto: en juegos de flop eso es misdeal ({ $rule_misdeals }-A).
deal-one-exposed-replaced = No hay misdeal: la carta expuesta del asiento { $seat } se muestra a la mesa, se reemplaza por la siguiente carta después del reparto y se usa como primera quemada.
deal-one-exposed-why = Una sola carta expuesta por el dealer, que no sea una de las dos primeras de la baraja, no está entre las causas de misdeal de la { $rule_misdeals }-A (dos o más cartas expuestas, o una de las dos primeras).
deal-boxed-after-substantial-action = Una carta boca arriba en la baraja encontrada después de la acción sustancial no detiene la mano: vale como un trozo de papel y el juego sigue.
deal-play-on = El juego sigue: no hay misdeal.
deal-boxed-misdeal = Se encontraron { $cards } cartas boca arriba en la baraja durante el reparto: dos o más cartas boca arriba son misdeal ({ $rule_misdeals }-A).
deal-one-boxed-replaced = No hay misdeal: la carta boca arriba se aparta como un trozo de papel y se reemplaza por la siguiente.
deal-one-boxed-why = Solo dos o más cartas boca arriba en el reparto son misdeal ({ $rule_misdeals }-A); una sola se reemplaza.
deal-wrong-seat-after-substantial-action = La primera carta fue al asiento equivocado, pero hubo acción sustancial: la mano vale como se repartió.
deal-first-card-misdeal = La primera carta del reparto fue al asiento equivocado: misdeal ({ $rule_misdeals }-A).
deal-not-entitled-killed = El asiento { $seat } recibió cartas sin tener derecho a una mano; después de la acción sustancial no hay misdeal, así que esa mano se mata y se le devuelven los { $back } que puso.
deal-not-entitled-dead = La mano del asiento { $seat } está muerta (no tenía derecho a una); la mano sigue para los demás.
deal-floor-keeps-chips-in-pot = el floor deja en el pozo las fichas que puso el asiento
deal-not-entitled-misdeal = El asiento { $seat } recibió cartas sin tener derecho a una mano: misdeal ({ $rule_misdeals }-A).
deal-dealt-out-after-substantial-action = El asiento { $seat } tenía derecho a una mano pero quedó sin cartas; después de la acción sustancial no hay misdeal.
deal-dealt-out-sits-out = El juego sigue: el asiento { $seat } queda fuera de esta mano.
deal-dealt-out-misdeal = El asiento { $seat } tenía derecho a una mano pero quedó sin cartas: misdeal ({ $rule_misdeals }-A).
deal-scrap-of-paper = Después de la acción sustancial, una carta que no es de la baraja vale como un trozo de papel ({ $rule_misdeals }-D): el asiento { $seat } tiene cartas de menos, y una mano con un número equivocado de cartas después de la acción sustancial está muerta ({ $rule_burns_after_substantial_action }).
deal-non-standard-dead = La mano del asiento { $seat } está muerta; el juego sigue.
deal-non-standard-misdeal = El asiento { $seat } recibió una carta que no es de la baraja antes de la acción sustancial: misdeal ({ $rule_misdeals }-A).

## board-error

board-four-card-flop = Cuatro cartas en el flop: el dealer mezcla las cuatro boca abajo, el floor elige una al azar como quemada del turn, y las otras tres son el flop.
board-four-card-flop-why = La regla del flop irregular ({ $rule_irregular_flops }) mantiene en juego todas las cartas que salieron de la baraja: ninguna se vuelve a repartir y no se restaura el orden de la baraja.
board-premature = { $street ->
    [flop] El flop se repartió
    [turn] El turn se repartió
   *[river] El river se repartió
} antes de terminar la ronda de apuestas: no vale. La acción vuelve al asiento { $seat }; cuando termine la ronda, { $street ->
    [flop] el flop se reparte
    [turn] el turn se reparte
   *[river] el river se reparte
} de nuevo.
board-premature-why = La carta quemada se queda donde está; { $street ->
    [flop] las cartas del flop vuelven
   *[other] la carta vuelve
} a la baraja, que se mezcla y se corta, y la nueva carta se reparte sin otra quemada ({ $rule_rp_premature_cards }).
board-no-burn-no-action = { $street ->
    [flop] El flop se repartió sin quemar y nadie actuó: las tres cartas se mezclan boca abajo y una, elegida al azar, pasa a ser la quemada; las otras dos y la siguiente carta de la baraja forman el flop.
    [turn] El turn se repartió sin quemar y nadie actuó: la carta repartida pasa a ser la quemada y la siguiente carta de la baraja es el turn.
   *[river] El river se repartió sin quemar y nadie actuó: la carta repartida pasa a ser la quemada y la siguiente carta de la baraja es el river.
}
board-no-burn-stands = { $street ->
    [flop] El flop se repartió sin quemar, pero ya hubo acción en él: el flop vale
    [turn] El turn se repartió sin quemar, pero ya hubo acción en él: el turn vale
   *[river] El river se repartió sin quemar, pero ya hubo acción en él: el river vale
} y la siguiente calle se quema y se reparte como siempre.
board-action-since-deal = Acciones desde que { $street ->
    [flop] se repartió el flop
    [turn] se repartió el turn
   *[river] se repartió el river
}: { $actions } ({ $rule_irregular_flops }: con cualquier acción, aunque sea un check, las cartas valen).
board-by-analogy = La regla da este procedimiento para el flop; en el turn y el river se aplica la misma lógica por analogía, y decide el floor ({ $rule_floor_decisions }).
board-floor-lets-card-stand = el floor deja la carta y quema antes de la siguiente calle

## button-blinds

button-big-blind-moves = Botón muerto ({ $rule_dead_button }): la ciega grande avanza un jugador en cada mano, del asiento { $from } al asiento { $to }.
button-heads-up = Heads-up ({ $rule_button_placement }): el botón, asiento { $button }, pone la ciega pequeña, actúa primero antes del flop y último después; el asiento { $bb } pone la ciega grande, así nadie es ciega grande dos veces seguidas.
button-small-blind-live = El asiento { $seat }, ciega grande de la mano anterior, pone la ciega pequeña.
button-small-blind-dead = La ciega grande de la mano anterior (asiento { $seat }) ya no está: la ciega pequeña queda muerta en esta mano y nadie la pone.
button-button-live = El botón pasa al asiento { $seat }, ciega pequeña de la mano anterior.
button-button-dead = El botón pasa al asiento { $seat }, donde no hay nadie: botón muerto; los demás ponen sus ciegas con normalidad.
button-waiting = { $count ->
    [one] El nuevo jugador del asiento { $seats } está
   *[other] Los nuevos jugadores de los asientos { $seats } están
} entre la ciega pequeña y el botón: sin cartas hasta que pase el botón ({ $rule_new_players_broken_tables }, { $rule_alternates_late_registration }).
button-arriving-dealt-in = { $count ->
    [one] El nuevo jugador del asiento { $seats } recibe
   *[other] Los nuevos jugadores de los asientos { $seats } reciben
} cartas enseguida, con las ciegas que caigan en su asiento; en torneo no hay ciegas de entrada: nadie paga para entrar.
button-away-dealt-in = { $count ->
    [one] El asiento { $seats } está ausente
   *[other] Los asientos { $seats } están ausentes
}: se reparten cartas y se ponen las ciegas que correspondan; la mano se mata si el jugador no está en su asiento al terminar el reparto ({ $rule_at_your_seat }).
button-dodging-intent-unknown = El asiento { $seat } no pagó las ciegas; esquivarlas a propósito se sanciona, y si fue a propósito lo determina el floor ({ $rule_dodging_blinds }).
button-dodging-forfeit = El asiento { $seat } esquivó las ciegas a propósito: según la regla de la casa, pierde las ciegas y el ante evitados, { $amount }, como dinero muerto en el próximo pozo, y es penalizado.
button-floor-finds-deliberate = el floor concluye que fue a propósito
button-summary = Próxima mano: botón { $button_dead ->
    [yes] muerto en el asiento { $button }
   *[no] en el asiento { $button }
}, { $sb_dead ->
    [yes] sin ciega pequeña (muerta)
   *[no] ciega pequeña en el asiento { $sb }
}, ciega grande en el asiento { $bb }.
button-counted = Desde el reparto: { $actions ->
    [one] { $actions } acción
   *[other] { $actions } acciones
}, { $with_chips ->
    [0] ninguna
   *[other] { $with_chips }
} con fichas ({ $rule_substantial_action }).
button-misplaced-stands = Hubo acción sustancial, así que la mano vale con el botón en el asiento { $seat } ({ $rule_button_placement }-A); en la próxima mano el botón no vuelve atrás, aunque su lugar correcto era el asiento { $correct }.
button-floor-restores-rotation = el floor fija las ciegas de la próxima mano como si el botón hubiera estado en el asiento { $correct }, para que nadie salte ni repita una ciega
button-misplaced-misdeal = Todavía no hubo acción sustancial: misdeal. El botón pasa al asiento { $correct }, todas las fichas se devuelven y la mano se vuelve a repartir con las ciegas correctas ({ $rule_button_placement }-A).
button-floor-counts-check-and-fold = el floor cuenta el check y el fold como acción sustancial
button-not-deliberate = El floor considera que el asiento { $seat } no esquivó las ciegas a propósito: sin sanción.
button-dodging-penalised = El asiento { $seat } esquivó las ciegas a propósito: sanción, de tamaño a criterio del floor.
button-floor-finds-not-deliberate = el floor considera que no fue a propósito
button-dodging-why = Esquivar las ciegas a propósito (aprovechando un cambio de asiento, de mesa o una llegada tardía) se sanciona ({ $rule_dodging_blinds }, { $rule_penalties }); el floor decide si fue a propósito.

## errors
error-clock-not-to-act = el reloj se pide al jugador en turno, y el asiento { $seat } no es el jugador en turno
error-clock-needs-to = una apuesta o subida necesita `to`, el total en la ronda
error-clock-not-a-betting-act = mostrar o tirar las cartas no es una acción en el reloj
error-accepted-not-to-act = quien iguala es el jugador en turno, y el asiento { $seat } no es el jugador en turno
error-accepted-no-bet-to-call = el asiento { $seat } no enfrenta apuesta: no hay nada que igualar
error-count-own-stack = el asiento { $seat } pide el conteo de sus propias fichas
error-string-no-motion = motions: al menos un movimiento de fichas
error-string-empty-motion = un movimiento sin fichas
error-cond-not-betting = then.action: una declaración obliga a una acción de apuesta (fold, check, call, apuesta, subida, all-in)
error-cond-not-to-act = la condición se cumplió, así que el asiento { $seat } debería ser el jugador en turno, y no lo es
error-cond-not-legal-now = la acción que declaró el asiento { $seat } no está permitida ahora (compare el importe con las opciones)
error-behind-nothing-found = found: al menos una ficha
error-behind-not-all-in = el asiento { $seat } no está all-in: las fichas detrás solo importan en un all-in igualado
error-behind-not-called = nadie ha igualado todavía el all-in del asiento { $seat }
error-penalty-players-at-table = una mesa tiene de 2 a 12 jugadores, no { $players }

error-out-of-turn-empty-action = acción vacía
error-out-of-turn-bet-or-raise-needs-street = una apuesta o subida necesita `to`, el total de la calle
error-out-of-turn-showing-or-mucking-not-betting = mostrar o descartar no es una acción de apuesta fuera de turno
error-out-of-turn-no-player-act-betting-over = ningún jugador debe actuar: las apuestas terminaron
error-out-of-turn-seat-player-act-not-out = el asiento { $seat } es quien debe actuar: eso no es fuera de turno
error-out-of-turn-seat-has-folded = el asiento { $seat } se retiró
error-out-of-turn-not-passed-over = el asiento { $skipped } no fue saltado: la acción fuera de turno del asiento { $seat } saltó a los jugadores desde el asiento { $in_turn }, a quien le tocaba
error-face-up-everyone-else-folded-there-no = todos los demás se retiraron: no hay showdown
error-show-request-player-asking-see-their-own = un jugador que pide ver su propia mano no es una disputa
error-show-request-hand-not-showdown-betting-still = la mano no está en el showdown: las apuestas siguen o todos los demás se retiraron
error-show-request-seat-folded-before-showdown-hand = el asiento { $tgt } se retiró antes del showdown: esa mano está muerta
error-bet-no-player-act-betting-over = ningún jugador debe actuar: las apuestas terminaron
error-bet-seat-not-act-seat-act = el asiento { $seat } no debe actuar (debe el asiento { $to_act }); para una acción fuera de turno use una disputa out_of_turn
error-bet-bet-dispute-needs-chips-pushed = una disputa de apuesta necesita las fichas empujadas, las palabras declaradas, o ambas
error-bet-simultaneous-and-before = las palabras no pueden llegar antes y a la vez que las fichas: indique `before_chips` o `simultaneous`
error-bet-chip-worth-least = una ficha vale al menos 1
error-bet-chips-add-up-too-much = las fichas suman demasiado
error-bet-seat-pushes-but-has-only = el asiento { $seat } empuja { $pushed } pero solo tiene { $stack } detrás
error-bet-chips-front-more-than-seat-had = las fichas al frente suman { $prior_value }, más de lo que el asiento { $seat } tenía en esta ronda al frente y detrás juntas ({ $total })
error-bet-chips-front-add-up-less = las fichas al frente suman { $prior_value }, menos que los { $committed } que el asiento { $seat } tiene puestos
error-showdown-hand-not-over-betting-still = la mano no terminó: las apuestas siguen o aún faltan cartas de la mesa
error-showdown-needs-the-board = un showdown necesita la mesa completa (cinco cartas): indíquelas en los repartos
error-showdown-needs-hole-cards = un showdown necesita las cartas cerradas { $count ->
        [one] del asiento { $seats }
       *[other] de los asientos { $seats }
    }: indíquelas en `seats[].cards`
error-incorrect-bet-bet-within-legal-range-pot = la apuesta a { $to } está dentro del rango legal ({ $min_to } a { $max_to }); para un conteo de pot limit demasiado bajo, indique meant_pot
error-incorrect-bet-there-no-action-hand-has = no hay acción { $index } (la mano tiene { $actions })
error-incorrect-bet-action-board-deal-not-bet = esa acción es un reparto de la mesa, no una apuesta
error-incorrect-bet-action-not-bet-or-raise = esa acción no es una apuesta ni una subida
error-incorrect-bet-seat-not-player-act-action = el asiento { $seat } no era quien debía actuar en esa acción
error-options-no-player-act-betting-over = ningún jugador debe actuar: las apuestas terminaron en esta mano o en esta ronda
error-options-seat-not-act-seat = el asiento { $seat } no debe actuar: debe el asiento { $to_act }
error-dispute-seat-not-hand = el asiento { $seat } no está en la mano
error-sderr-only-hand-left = el asiento { $seat } tiene la única mano que queda: gana el pozo sin mostrar, y no hay otra mano a quien dárselo
error-dispute-not-an-empty-seat = el asiento { $seat } no es un asiento vacío de la mesa
error-cards-dealt-deals-hole-cards-right-number = { $value } reparte { $expected } cartas cerradas: { $count } es el número correcto
error-cards-dealt-most-cards = como máximo 10 cartas
error-cards-dealt-seat-has-already-folded = el asiento { $seat } ya se retiró
error-tables-table-seats-players = una mesa tiene de 2 a 10 asientos
error-tables-least-one-table = al menos una mesa
error-tables-most-tables = como máximo 1000 mesas
error-tables-players-table-seats = { $players } jugadores en una mesa de { $seats } asientos
error-tables-id-needed = se necesita un id
error-tables-table-listed-twice = la mesa { $id } aparece dos veces
error-hand-amounts-most-chips = los valores llegan hasta { $value } fichas
error-hand-not-valid-hand = no es una mano válida: { $value }
error-hand-card-dealt-twice-hand = la carta { $value } se repartió dos veces en esta mano
error-hand-big-blind-must-least-chip = la ciega grande debe ser de al menos 1 ficha
error-hand-small-blind-larger-than-big = la ciega pequeña ({ $small }) es mayor que la ciega grande ({ $big })
error-hand-smallest-chip-must-worth-least = la ficha más pequeña debe valer al menos 1
error-hand-hand-needs-least-two-seated = una mano necesita al menos dos jugadores sentados
error-hand-players-table-seats-most = { $seats } jugadores: una mesa tiene como máximo { $value } asientos
error-hand-button-must-seat-number-from = el botón debe ser un número de asiento de 1 a { $value }
error-hand-seat-numbers-run-from = los números de asiento van de 1 a { $value }
error-hand-seat-listed-twice = el asiento { $seat } aparece dos veces
error-hand-seated-player-needs-chips-dealt = un jugador sentado necesita fichas para recibir cartas
error-hand-hole-cards-given-deals = { $value } cartas cerradas indicadas; { $value_2 } reparte { $hole_cards }
error-hand-seat-not-hand = el asiento { $seat } no está en la mano
error-hand-straddle-must-least-chip = un straddle debe ser de al menos 1 ficha
error-hand-limits-apply-fixed-limit-games = los límites valen solo para juegos de límite fijo (LHE)
error-hand-fixed-limit-bet-sizes-must = los tamaños de apuesta del límite fijo deben ser de al menos 1 ficha
error-hand-cap-must-allow-least-one = el tope debe permitir al menos una apuesta
error-hand-action-needs-seat-action-or = una acción necesita `seat` y `action`, o `deal`
error-hand-missing-action = falta `action`
error-hand-seat-not-hand-2 = el asiento { $seat } no está en la mano
error-hand-bet-or-raise-must-least = una apuesta o subida debe ser de al menos 1 ficha
error-hand-needs-player-street-total = `{ $kind }` necesita `to`, el total del jugador en la calle
error-hand-board-deal-has-only-deal = un reparto de la mesa tiene solo `deal` y `cards`
error-hand-board-deals-flop-turn-or = los repartos de la mesa son flop, turn o river
error-hand-cards-shown-deals = { $value } cartas mostradas; { $value_2 } reparte { $hole_cards }
error-hand-seat-shows-but-dealt = el asiento { $seat } muestra { $cards_to_string } pero recibió { $own }
error-hand-dead-small-blind-heads-up = una ciega pequeña muerta requiere tres o más jugadores: en heads-up el botón pone la ciega pequeña
error-hand-post-by-blind = el asiento { $seat } pone una ciega en esta mano y no puede poner también en `posts`
error-hand-post-by-straddler = el asiento { $seat } hace straddle y no puede poner también en `posts`
error-hand-post-at-least-chip = una puesta debe ser de al menos una ficha
error-hand-live-post-over-big-blind = una puesta viva de { $amount } supera la ciega grande ({ $big }); el resto va muerto
error-hand-two-live-posts = el asiento { $seat } tiene dos puestas vivas; solo una es viva, las demás son muertas
error-hand-spot-board-cards = la mesa de esta ronda tiene { $n } cartas; se dieron { $given }
error-hand-spot-full-raise-zero = la última apuesta o subida completa es de al menos una ficha
error-hand-spot-full-raise-needed = puede haber habido más de una apuesta o subida en esta ronda, o el importe mayor ya fue igualado: indique el tamaño de la última apuesta o subida completa (define la subida mínima)
error-hand-spot-full-bet-to-needed = un all-in por debajo del importe mayor pudo ser la última subida completa: indique el total en la ronda de la última apuesta o subida completa (la próxima subida es una apuesta por encima)
error-hand-spot-acted-not-matched = el asiento { $seat } actuó desde la última apuesta completa pero tiene { $in_front } delante ante una apuesta de { $current }, con fichas detrás y sin retirarse: debería haber igualado, subido o haberse retirado
error-hand-spot-to-act-cannot = el asiento { $seat } no puede ser el que actúa: se retiró, está all-in o ya actuó e igualó la apuesta
error-hand-spot-one-live-hand = una situación necesita dos o más jugadores que no se hayan retirado
error-ruling-spot-or-hand = envíe solo uno entre `hand`, `hand_text` o `spot`
error-ruling-spot-not-for-dispute = `{ $kind }` necesita la mano entera: una situación describe solo la ronda de apuestas en curso (sirve para { $spot_types })
error-ruling-unknown-house = ningún perfil de reglas de la casa se llama `{ $name }` (los perfiles: { $known })
error-hand-board-cards-given = el { $street } tiene { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }; se indicaron { $given }
error-hand-cards-odd-length = el texto de las cartas tiene longitud impar: cada carta tiene dos caracteres, como «AsKd»
error-hand-not-a-card = «{ $text }» no es una carta (valor 2-9, T, J, Q, K, A y luego palo c, d, h, s)
error-hand-card-twice = la carta { $card } aparece dos veces
error-replay-not-hand = no está en la mano
error-replay-straddle-must-more-than-bet = un straddle debe ser mayor que la apuesta anterior ({ $current_bet })
error-replay-seat-not-hand = el asiento { $seat } no está en la mano
error-replay-seat-checks-facing-bet-more = el asiento { $seat } pasa ante una apuesta de { $facing } más
error-replay-seat-has-folded = el asiento { $seat } se retiró
error-replay-seat-bets-or-raises-which = el asiento { $seat } apuesta o sube a { $to }, que no supera la apuesta actual de { $current_bet }
error-replay-seat-bets-but-has-only = el asiento { $seat } apuesta a { $to } pero solo tiene { $all_in_to } en total en esta calle
error-replay-seat-bets-most-allowed = el asiento { $seat } apuesta a { $to }; lo máximo permitido es { $hi }
error-replay-seat-bets-smallest-legal-bet = el asiento { $seat } apuesta a { $to }; la menor apuesta o subida legal es a { $lo }
error-replay-seat-shows-or-mucks-while = el asiento { $seat } muestra o descarta mientras las apuestas siguen: registre el descarte como `fold` (vinculante, { $rule_non_standard_folds }); para quien apostó y tiró la mano creyendo haber ganado, pregunte `showdown_error` con `bettor_mucked` ({ $rule_showdown_discarding_irregularities }-B)
error-replay-dealt-before-betting-over = el { $street } se reparte antes de que terminen las apuestas del { $current }{ $who }
error-replay-not-due = toca el { $next }, no el { $street }
error-replay-none-due = no toca ningún { $street }: la mesa está completa o la mano terminó
error-replay-seat-to-act = ; le toca al asiento { $seat }
error-replay-nothing = {""}
error-replay-acts-betting-over = el asiento { $seat } actúa pero no hay más apuestas posibles en esta mano
error-replay-acts-after-folds = el asiento { $seat } actúa después de que todos los demás se retiraron
error-replay-acts-before-deal = el asiento { $seat } actúa antes de que se reparta el { $street }
error-replay-seat-may-not-raise = el asiento { $seat } no puede subir: { $why ->
        [not-reopened] la apuesta no se reabrió: ya actuó y enfrenta menos que una subida completa
        [capped] las subidas de la ronda llegaron al tope
        [no-opponent] ningún rival tiene fichas para igualar una subida
       *[all-chips] igualar ya se lleva todas sus fichas
    }
error-replay-seat-acts-out-turn = el asiento { $seat } actúa fuera de turno: le toca al asiento { $to_act }
error-replay-seat-acts-nobody-to-act = el asiento { $seat } actúa fuera de turno: nadie debe actuar
error-pokerstars-not-pokerstars-hand-history-no = no es un historial de manos de PokerStars: no hay cabecera «PokerStars Hand #»
error-pokerstars-other-site = este es un historial de manos de «{ $site }», no de PokerStars: floorcall lee texto de PokerStars, PHH y OHH
error-pokerstars-floorcall-reads-no-limit-limit = «{ $what }»: floorcall lee hold'em, Omaha (de 4 a 6 cartas, hi/lo), stud de siete cartas, stud hi/lo, razz, five-card draw, 2-7 single y triple draw, A-5 triple draw y badugi
error-pokerstars-dead-or-extra-blinds-not = «{ $l }»: las ciegas muertas o extra no se admiten
error-pokerstars-blind-not-buttons-order = el asiento { $seat } pone una ciega que el botón no le da (las ciegas no están donde las pone el botón)
error-pokerstars-hand-cut-short = una segunda línea de mesa dentro de una mano: la mano anterior quedó cortada y la siguiente se pega a ella
error-pokerstars-not-an-amount = «{ $text }» no es una cantidad
error-pokerstars-unreadable-seat-line = «{ $text }» empieza como una línea de asiento, pero no se puede leer como una (se esperaba «Seat N: nombre (fichas in chips)»)
error-pokerstars-button-not-a-number = el asiento del botón no es un número
error-pokerstars-fewer-than-two-players = menos de dos jugadores sentados
error-pokerstars-no-big-blind = no se encontró la ciega grande
error-pokerstars-no-button-line = no hay «Seat #N is the button» en la línea de la mesa
error-ohh-not-valid-ohh-json = no es OHH (JSON) válido: { $value }
error-ohh-no-hand-found = no se encontró ninguna mano
error-ohh-not-amount = «{ $value }» no es una cantidad
error-ohh-button-seat = el asiento del botón
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }: floorcall lee de OHH Holdem, Omaha, OmahaHiLo, Stud, StudHiLo y Draw, y por su nombre Razz, Badugi, ShortDeck (NL) y Courchevel (PL)
error-ohh-not-player-hand = no es un jugador de esta mano
error-ohh-hand-needs-two-players = una mano necesita dos jugadores
error-ohh-seat-number = un número de asiento
error-ohh-player-id = un id de jugador
error-ohh-street-run-twice-draw-rounds = calle «{ $other }» (run-it-twice y rondas de draw no se admiten)
error-ohh-straddles-dead-blinds-ohh-not = los straddles y las ciegas muertas en OHH no se admiten
error-import-no-hand-found-text = no se encontró ninguna mano en el texto
error-import-hands-text-one-hand-time = { $n } manos en el texto; una mano a la vez
error-import-hand-text-needs-hand-format = `hand_text` necesita `hand_format`
error-import-send-either-hand-or-hand = envíe `hand` o `hand_text`, no ambos
error-import-ruling-needs-hand-hand-or = una decisión necesita la mano: `hand`, o `hand_text` con `hand_format`
error-phh-no-phh-hand-found-hand = no se encontró ninguna mano PHH: una mano necesita el campo `variant`
error-phh-expected-non-negative-amount = se esperaba una cantidad no negativa
error-phh-not-amount = «{ $value }» no es una cantidad
error-phh-missing-variant = falta `variant`
error-phh-missing = falta
error-phh-players-hand-has = { $n } jugadores; una mano tiene de 2 a 10
error-phh-action-string = una acción es un texto
error-phh-missing-actions = falta `actions`
error-phh-not-amount-2 = «{ $value }» no es una cantidad
error-phh-amounts-have-more-than-six = las cantidades tienen más de seis decimales
error-phh-seat-number = un número de asiento
error-phh-seats-starting-stacks-differ-length = `seats` y `starting_stacks` tienen longitudes distintas
error-phh-hands-without-big-blind-button = las manos sin ciega grande (ciegas del botón, bring-ins) no se admiten
error-phh-not-player-hand = «{ $w }» no es un jugador de esta mano
error-phh-not-phh-action-floorcall-understands = «{ $value }» no es una acción PHH que floorcall entienda
error-phh-board-cards-do-not-add = las cartas de la mesa no forman un flop, turn y river
error-phh-not-valid-toml = no es PHH (TOML) válido: { $detail }
error-phh-variant-not-supported-floorcall-models = la variante { $other } no se admite: floorcall lee NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D, y PC y PC/8 (Courchevel, un código propio)
error-deal-at-least-one-card = `cards` debe ser al menos 1
error-deal-seat-needed = `{ $error }` necesita el asiento afectado
error-deal-more-than-hole-cards = { $cards } cartas expuestas, pero un jugador tiene { $hole }
error-deal-seat-out-of-range = los asientos van de 1 a { $max }
error-deal-seat-was-dealt-in = el asiento { $seat } recibió cartas (está en la mano); use `dealt_in_wrongly` o indique el asiento que quedó sin cartas
error-deal-not-one-card = indique una carta, como `As`
error-board-no-board-preflop = no hay cartas comunitarias en el preflop: indique flop, turn o river
error-board-four-cards-on-flop-only = cuatro cartas es un error del flop: `street` debe ser `flop`
error-board-end-before-wrong-deal = envíe la mano hasta el momento antes de repartir mal la carta ({ $street }); ya contiene ese reparto
error-board-round-was-over = la ronda de apuestas ya había terminado cuando se repartió la carta ({ $street }): no fue prematura
error-board-not-the-next-street = { $street } no es la siguiente calle después de las acciones de la mano
error-board-no-such-deal = la mano no tiene el reparto de { $street }: envíe la mano con esa calle repartida y las acciones posteriores
error-board-later-street-dealt = la mano va más allá de { $street }: envíela hasta la acción en esa calle
error-button-table-size = `table_size` debe cubrir todos los asientos nombrados (al menos { $named }) y ser como máximo { $max }
error-button-seat-taken = el asiento { $seat } no es un asiento vacío de esta mesa
error-button-no-next-hand = quedan menos de dos jugadores: no hay próxima mano en esta mesa
error-button-correct-button-needed = `button_misplaced` necesita `correct_button`, el asiento donde debería estar el botón
error-button-correct-button-differs = `correct_button` debe ser un asiento de 1 a { $max } distinto de { $seat }, donde está el botón
error-button-dodger-seat-needed = `dodging_blinds` necesita el asiento del jugador

## hand-for-hand
h4h-places = { $count ->
        [one] Un jugador es eliminado
       *[other] { $count } jugadores son eliminados
    } en la mano con { $remaining } restantes: { $count ->
        [one] el puesto { $best }
       *[other] los puestos { $best } a { $worst }
    }; se pagan { $paid } puestos.
h4h-shared = Los jugadores eliminados en la mano que llega a premios comparten los puestos pagados en ella ({ $rule_rp_hand_for_hand }-A): los { $count } jugadores comparten los puestos { $best } a { $worst } y su premio a partes iguales.
h4h-ranked = Los jugadores eliminados en la misma mano terminan en el orden de las fichas con que empezaron la mano, la pila mayor más arriba; pilas iguales comparten sus puestos ({ $rule_simultaneous_busts }).
h4h-left-over = Tras repartir a partes iguales queda un resto de { $left_over }: el floor decide quién se lo queda.
h4h-not-announced = El derecho a premio empieza cuando se anuncia el mano a mano ({ $rule_rp_hand_for_hand }-A); no se anunció antes de esta mano, así que el orden de estas eliminaciones lo decide el floor.
h4h-summary-shared = Los { $count } jugadores comparten { $money }: { $each } cada uno.
h4h-summary-ranked = Los { $count } jugadores terminan en el orden de sus pilas iniciales y reparten { $money } por puesto.
h4h-summary-no-prize = Ningún eliminado llega a premios: el mejor resultado es el puesto { $best }, y se pagan { $paid } puestos.
h4h-summary-one = El jugador termina en el puesto { $place }: { $money }.
h4h-ranked-anyway = El mano a mano no se había anunciado antes de esta mano, pero la regla de 2026 ordena igualmente por sus pilas iniciales a los jugadores eliminados en la misma mano ({ $rule_simultaneous_busts }).
error-h4h-busted = `busted` necesita de 1 a 100 jugadores
error-h4h-remaining = con { $remaining } jugadores restantes, no pueden caer { $busted } en una mano y seguir el torneo
error-h4h-paid = `paid` necesita de 1 a 100.000 puestos
error-h4h-payouts = faltan los premios de { $need } puestos, desde el { $best }: los eliminados terminan en ellos
error-h4h-one-per-player = hace falta una entrada por eliminado: { $busted } eliminados, { $got } indicados
error-h4h-payouts-range = como mucho un premio por eliminado, cada uno de como mucho 10^18
error-h4h-start-stack = la regla de 2026 ordena a los eliminados por las fichas con que empezaron la mano: indique `start_stack` de cada uno

## chip-race
race-exchange = Las fichas de { $removed } salen del juego: las de cada jugador se cambian por fichas de { $lowest } por el mismo valor, y lo que sobra, { $odd_total } en total, se sortea empezando por el asiento 1, como mucho una ficha por jugador ({ $rule_chip_race }-A): { $chips ->
        [0] ninguna ficha de { $lowest }
        [one] una ficha de { $lowest }
       *[other] { $chips } fichas de { $lowest }
    }, el valor sobrante redondeado a la ficha más cercana.
race-all-exchanged = Todas las fichas retiradas se cambian por el mismo valor: no queda nada que sortear.
race-raced = { $chips ->
        [0] No se sortea ninguna ficha en el chip race
        [one] Se sortea una ficha de { $lowest }: es para el asiento { $winners }, que tiene la carta más alta
       *[other] Se sortean { $chips } fichas de { $lowest }: son para los asientos { $winners }, que tienen las cartas más altas
    }.
race-to-run = { $chips ->
        [0] No se sortea ninguna ficha entre los asientos { $seats }
        [one] Se sortea una ficha de { $lowest } entre los asientos { $seats }
       *[other] Se sortean { $chips } fichas de { $lowest } entre los asientos { $seats }
    }: una carta por ficha sobrante, empezando por el asiento 1, y ganan las cartas más altas, como mucho una ficha por jugador.
race-kept-in = El asiento { $seat } perdió sus últimas fichas en el chip race: nadie queda eliminado por el chip race, así que recibe una ficha de { $lowest }.
race-exactly-half = Las fichas sobrantes suman exactamente media ficha de { $lowest }: redondear hacia arriba es la práctica habitual, y la decisión es del floor.
race-may-be-kept-in = Quien pierde sus últimas fichas en el chip race no queda eliminado: recibe una ficha de { $lowest }.
error-race-denominations = la denominación retirada ({ $removed }) debe ser menor que la menor aún en juego ({ $lowest })
error-race-seat-twice = el asiento { $seat } aparece dos veces
error-race-one-per-seat = `odd` necesita un número por asiento de la mano, en orden de asientos: { $seats } asientos, { $got } números
error-race-more-than-stack = el asiento { $seat } no puede tener { $value } en fichas de la denominación retirada: su pila es { $stack }
error-race-not-in-order = el asiento { $seat } tiene fichas sobrantes para sortear pero no está en `order`

## before-amount
before-amount-facts = El asiento { $bettor } dijo «apuesto» o «subo» y, antes de decir la cantidad ({ $to } en total), el asiento { $seat } actuó; los jugadores deben esperar una cantidad clara antes de actuar ({ $rule_acting_in_turn }-B).
before-amount-brought-up = La cantidad dicha, { $stated }, es menor que la apuesta o subida legal más pequeña: sube a { $to } ({ $rule_raise_amounts }).
before-amount-over-pot = La cantidad dicha, { $stated }, es mayor que una apuesta del tamaño del pozo: baja a { $to } ({ $rule_pot_limit_bets }).
before-amount-over-limit = La cantidad dicha, { $stated }, es mayor de lo que permite el límite: es una apuesta o subida, a { $to } ({ $rule_number_of_raises }).
before-amount-over-stack = La cantidad dicha, { $stated }, es mayor de lo que tiene el apostador: es all-in, a { $to }.
before-amount-all-in-capped = El asiento { $seat } anunció all-in: en esta estructura de apuestas eso es la mayor subida permitida, a { $to }, y vale ({ $rule_acting_in_turn }-A).
before-amount-fold-stands = El fold del asiento { $seat } fue en turno, y la acción en turno obliga ({ $rule_acting_in_turn }-A): el fold se mantiene, diga lo que diga después el asiento { $bettor }.
before-amount-all-in-stands = El all-in del asiento { $seat } fue en turno y obliga ({ $rule_acting_in_turn }-A): el asiento { $seat } va all-in por { $to }.
before-amount-held-to-call = El asiento { $seat } igualó antes de saberse la cantidad del asiento { $bettor }: el floor decide como mejor convenga a la situación, y puede obligarle a igualar cualquier cantidad ({ $rule_conditional_declarations }-B); la interpretación a la que apunta la regla es igualar la apuesta, { $to } en total ({ $to_call } más).
before-amount-if-choose-again = el floor considera más justo dejar que el asiento { $seat } elija de nuevo, ahora que se conoce la cantidad
error-before-amount-bettor-not-to-act = el asiento { $seat } no es el jugador en turno: el apostador es quien dijo «apuesto» o «subo»
error-before-amount-not-next = el asiento { $seat } no es el siguiente en actuar tras el asiento { $bettor }: actuar más adelante es acción fuera de turno (`out_of_turn`)
error-before-amount-call-fold-or-all-in = la acción debe ser call, fold o all-in

## pot-count
pot-count-not-counted = Los jugadores solo tienen derecho al recuento del pozo en pot limit: el dealer no cuenta el pozo para el asiento { $seat } en este juego ({ $rule_pot_limit_bets }-A).
pot-count-spread = A petición, el pozo puede extenderse para que todos lo vean ({ $rule_rp_spreading_the_pot }).
pot-count-counted = Pot limit: el dealer cuenta el pozo para el asiento { $seat }: { $pot } ({ $rule_pot_limit_bets }-A).
pot-count-counted-to-act = Pot limit: el dealer cuenta el pozo para el asiento { $seat }: { $pot }, y la mayor apuesta que puede hacer el asiento { $seat } es a { $max } ({ $rule_pot_limit_bets }-A).

## stub
stub-all = El stub caído se mezcló con el muck o las quemadas: las cartas mezcladas se revuelven juntas, se barajan y se cortan, y el juego sigue con el nuevo stub ({ $rule_rp_disordered_stub }).
stub-rebuild = El stub puede reconstruirse en su orden original: se recoloca así y el juego sigue ({ $rule_rp_disordered_stub }).
stub-stub-only = El stub no puede reconstruirse: se hace un stub nuevo solo con las cartas del stub, no el muck ni las quemadas, revueltas, barajadas y cortadas, y el juego sigue ({ $rule_rp_disordered_stub }).
stub-try-first = Primero se reconstruye el stub en su orden original, si puede hacerse con certeza ({ $rule_rp_disordered_stub }).
stub-if-cannot-rebuild = el orden no puede reconstruirse con certeza: un stub nuevo solo con las cartas del stub, barajado y cortado
stub-face-down = Todo rebarajado durante una mano se hace boca abajo, sin exponer cartas ({ $rule_irregular_flops }-D).

## non-chip-item
item-rule = Los objetos sin valor en fichas (fichas de bounty, fichas de reloj) deben tener otro tamaño que las fichas de apuesta; apostar con uno se interpreta según la política de la casa o el criterio del floor, y puede valer como call o all-in ({ $rule_rp_non_denominational_items }).
item-call = La interpretación a la que apuntan las reglas es un call: el asiento { $seat } iguala { $to_call }.
item-check = Sin nada que igualar, el objeto vale como check del asiento { $seat }.
item-if-all-in = el floor interpreta el objeto como all-in del asiento { $seat }
error-item-not-to-act = el asiento { $seat } no es el jugador en turno

## gesture
gesture-rule = Golpear la mesa es pasar, check ({ $rule_terminology_and_gestures }).
gesture-check = Sin nada que igualar, el golpe en la mesa del asiento { $seat } es check.
gesture-facing-bet = Frente a { $to_call } por igualar, pasar no es una acción válida: como al decir «check» frente a una apuesta ({ $rule_invalid_bet_declarations }), el asiento { $seat } puede igualar o retirarse, pero no subir.
error-gesture-not-to-act = el asiento { $seat } no es el jugador en turno

## rebuy-announced
rebuy-rule = Un jugador no puede perderse una mano para recomprar; quien anuncia la recompra antes de que empiece una mano juega sus fichas como fichas detrás en esa mano y está obligado a hacerla ({ $rule_rebuys }). Una mano empieza con el primer riffle, al pulsar el botón de la barajadora automática o con el cambio de dealer ({ $rule_new_hand_new_limits }).
rebuy-plays-behind = Anunciada antes de empezar la mano: el jugador juega sus { $stack } fichas y las { $chips } de la recompra detrás, { $in_play } en total, y está obligado a hacer la recompra.
rebuy-after-hand = Anunciada con la mano ya empezada: la mano se juega con las { $stack } fichas que el jugador tenía al empezar; las { $chips } de la recompra entran después de ella.
error-rebuy-chips = fichas: más de 0 y como máximo la mayor pila que floorcall acepta

## level-change
level-began-before = La mano empezó antes del nuevo nivel, y un nivel nuevo vale desde la mano siguiente: esta mano se juega en el nivel anterior ({ $rule_new_hand_new_limits }).
level-dealer-push = El nuevo nivel empezó durante el cambio de dealer: esta mano, la primera del dealer entrante, se juega todavía en el nivel anterior ({ $rule_new_hand_new_limits }).
level-same-forced-bets = Las ciegas y antes del nuevo nivel son las de esta mano: no hay nada que corregir ({ $rule_new_hand_new_limits }).
level-after-substantial = La mano se repartió en el nivel anterior por error, pero ya hubo acción sustancial ({ $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    }, { $with_chips ->
        [0] ninguna
       *[other] { $with_chips }
    } con fichas, { $rule_substantial_action }): sigue en el nivel anterior ({ $rule_new_hand_new_limits }).
level-corrected = La mano se repartió en el nivel anterior por error y no hubo acción sustancial: se corrige al nuevo nivel, ciegas { $small }-{ $big } ({ $rule_new_hand_new_limits }).
level-adds = El asiento { $seat } completa { $amount }.
level-does-not-fit = Una acción ya hecha no encaja en el nuevo nivel: cómo corregirla lo decide el floor.
error-level-blinds = las nuevas ciegas necesitan una ciega grande de al menos 1 y una ciega pequeña no mayor

## wrong-seat
seat-rule = Los asientos se sortean; un jugador hallado en el asiento equivocado, con la pila correcta, pasa al asiento correcto y se lleva la pila entera ({ $rule_random_seating }): el asiento { $seat } pasa al asiento { $assigned }.
seat-silent = La regla dice adónde va el jugador y con qué, pero no qué pasa con la mano en curso ni con las ciegas que el cambio desplaza: eso queda a criterio del floor ({ $rule_floor_decisions }).
seat-redeal = El jugador del asiento { $seat } pasa ya al asiento { $assigned }, y la mano se reparte de nuevo con él allí.
seat-nobody-acted = Nadie ha actuado aún, así que repartir de nuevo no le cuesta nada a nadie: la interpretación a la que apuntan las reglas es llevar al jugador del asiento { $seat } al asiento { $assigned } antes de jugar la mano y repartirla otra vez, como a un asiento que recibió cartas indebidamente ({ $rule_misdeals }-A).
seat-back = El asiento { $seat } recupera los { $amount } que puso.
seat-takes-stack = La pila entera del asiento { $seat }, { $amount }, va con él.
seat-if-played-as-dealt = el floor juega esta mano tal como se repartió y cambia al jugador del asiento { $seat } cuando termine
seat-plays-on = La mano sigue tal como se repartió; cuando termine, el jugador del asiento { $seat } pasa al asiento { $assigned } con la pila entera.
seat-not-killed = Nada en la regla mata la mano de quien está en el asiento equivocado: la mano del asiento { $seat } sigue viva donde se repartió.
seat-after-substantial = Ya hubo acción sustancial ({ $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    }, { $with_chips ->
        [0] ninguna
       *[other] { $with_chips }
    } con fichas, { $rule_substantial_action }): el reparto se mantiene ({ $rule_misdeals }-D).
seat-before-substantial = Aún no hay acción sustancial ({ $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    }, { $rule_substantial_action }): el floor puede, en cambio, tratarlo como un asiento que recibió cartas indebidamente y repartir de nuevo ({ $rule_misdeals }-A).
seat-if-redealt = el floor reparte de nuevo con el jugador del asiento { $seat } en el asiento sorteado, y devuelve todo lo puesto
seat-stack-in-play = El asiento { $seat } tiene { $behind } detrás y { $in_pot } en el pozo: la pila tal como quede al terminar la mano va con el jugador.
seat-moves-now = El jugador del asiento { $seat } pasa al asiento { $assigned } con la pila entera antes del próximo reparto; las manos ya jugadas se mantienen.
seat-hands-stand = Las manos jugadas desde el asiento { $seat } se mantienen: la regla no deshace nada de lo ya jugado.
seat-posted = En esta mano el asiento { $seat } pone { $amount } desde el asiento equivocado.
seat-big-blind-reaches = La ciega grande ({ $big }) avanza un asiento por mano: llegaría al jugador en el asiento { $seat } { $from_wrong ->
        [0] en esta mano
        [one] en la próxima mano
       *[other] dentro de { $from_wrong } manos
    }, y llega al jugador en el asiento { $assigned } { $from_assigned ->
        [0] en esta mano
        [one] en la próxima mano
       *[other] dentro de { $from_assigned } manos
    }.
seat-later = El cambio retrasa la ciega grande del jugador { $hands ->
        [one] una mano
       *[other] { $hands } manos
    }: ninguna regla manda reponer una ciega de { $big } saltada, así que eso queda a criterio del floor.
seat-sooner = El cambio adelanta la ciega grande de { $big } del jugador { $hands ->
        [one] una mano
       *[other] { $hands } manos
    }: ninguna regla dispensa ni devuelve una ciega pagada dos veces en la misma vuelta, así que eso queda a criterio del floor.
seat-taken = El asiento { $assigned }, sorteado para el jugador del asiento { $seat }, está ocupado: el floor decide quién se sienta dónde, y cada jugador se cambia con su pila entera.
seat-taken-in-hand = El asiento { $assigned } tiene cartas en esta mano: otro jugador está sentado allí, quizá también en el asiento equivocado.
seat-taken-floor = La regla no dice qué hacer cuando el asiento correcto está ocupado: eso queda a criterio del floor ({ $rule_floor_decisions }).
seat-if-taken = el asiento { $assigned } resulta ocupado por otro jugador: el floor resuelve ambos asientos
error-seat-assigned = el asiento sorteado debe ser un número de asiento de 1 a 12 distinto del asiento { $seat }, no { $assigned }
error-seat-assigned-in-hand = el asiento { $assigned } tiene cartas en la mano, así que no está vacío
error-seat-actions-shown = la mano muestra { $actions ->
        [one] { $actions } acción de jugador
       *[other] { $actions } acciones de jugadores
    }: para un asiento equivocado notado en ella, noticed es during_hand

## away-from-table
away-rule = Quien tiene una mano viva, incluso quien está all-in, se queda en la mesa durante las apuestas y el showdown: irse no casa con proteger la mano y seguir la acción, y puede sancionarse ({ $rule_at_the_table }).
away-live = La mano del asiento { $seat } sigue viva; sancionar o no al jugador por irse queda a criterio del floor.
away-not-killed = La regla no mata la mano de quien se aleja: la mano del asiento { $seat } no muere por haberse ido.
away-all-in = El asiento { $seat } está all-in, con { $in_pot } en el pozo: se quedan allí, no le queda nada por decidir, y la mano sigue hasta el showdown.
away-to-act-facing = La acción está en el asiento { $seat }, con { $to_call } por igualar.
away-to-act-no-bet = La acción está en el asiento { $seat }, sin nada que igualar.
away-when-action-comes = Al asiento { $seat } aún no le toca.
away-silent = La regla no dice qué pasa cuando la acción llega a un jugador ausente; el floor puede pedir tiempo (clock) para el asiento ({ $rule_calling_for_a_clock }): agotado el tiempo, una mano frente a una apuesta queda muerta y una sin apuesta pasa (check).
away-if-clock-facing-bet = se pide clock para el asiento { $seat } frente a una apuesta y el tiempo se agota antes de que vuelva el jugador: la mano queda muerta, y sus { $in_pot } se quedan en el pozo
away-if-clock-no-bet = se pide clock para el asiento { $seat } y el tiempo se agota antes de que vuelva el jugador: la mano pasa (check)
away-dead = La mano del asiento { $seat } está muerta: el tiempo se agotó con el jugador ausente, frente a una apuesta; los { $in_pot } que puso se quedan en el pozo.
away-clock-facing-bet = El clock pedido para el asiento { $seat } se agotó con { $to_call } por igualar y el jugador ausente: la mano está muerta ({ $rule_calling_for_a_clock }).
away-checked = El asiento { $seat } pasa (check): el tiempo se agotó con el jugador ausente y nada que igualar.
away-clock-no-bet = El clock pedido para el asiento { $seat } se agotó sin nada que igualar y con el jugador ausente: la mano pasa (check) y sigue viva ({ $rule_calling_for_a_clock }).
away-chips = Irse no mueve ninguna ficha: el asiento { $seat } conserva { $behind } detrás, y los { $in_pot } que ya puso se quedan en el pozo.
away-penalty = Si se sanciona al jugador del asiento { $seat } por irse, y cómo, queda a criterio del floor, de una advertencia a rondas perdidas ({ $rule_penalties }).
error-away-no-live-hand = el asiento { $seat } se retiró: no hay mano viva con la que quedarse
error-away-not-to-act = el asiento { $seat } no es el jugador en turno, así que ningún clock pudo agotarse para él

## chips-out-of-view
view-rule = Las fichas del torneo no pueden sostenerse ni llevarse de ningún modo que las saque de la vista; quien lo hace pierde esas fichas, que salen del juego, y puede ser sancionado ({ $rule_chips_out_of_view }).
view-forfeited = El asiento { $seat } pierde { $amount }: las fichas salen del juego.
view-pocketed = El asiento { $seat } tenía { $amount } en el bolsillo, un bolso o la ropa: fuera de la vista.
view-concealed = El asiento { $seat } sostenía o tapaba { $amount } en la mesa donde nadie los veía: fuera de la vista.
view-carried-hidden = El asiento { $seat } llevó { $amount } a otra mesa fuera de la vista: las fichas en tránsito deben seguir visibles.
view-out-of-play = Los { $amount } salen del torneo: no van a ningún jugador ni a ningún pozo.
view-left = El asiento { $seat } conserva los { $stack } a la vista en la mesa.
view-nothing-left = Al asiento { $seat } no le quedan fichas a la vista: lo que sigue para el jugador queda a criterio del floor ({ $rule_floor_decisions }).
view-penalty = La pérdida de las fichas la impone la regla; una sanción además para el asiento { $seat }, de una advertencia a la descalificación, queda a criterio del floor ({ $rule_penalties }).
view-kept = El asiento { $seat } conserva los { $amount }: se llevaron a la vista de todos.
view-in-view = El asiento { $seat } llevó { $amount } a la vista (en un rack, en una bandeja abierta): nada quedó fuera de la vista, así que nada se pierde.
view-kept-total = El asiento { $seat } sigue con { $total } en total.
error-view-seat = el asiento debe ser un número de 1 a 12, no { $seat }
error-view-amount = las fichas fuera de la vista deben ser al menos 1 y no más que el mayor recuento de fichas permitido
error-view-stack = la pila a la vista supera el mayor recuento de fichas permitido

## house
house-no-effect = Las reglas de la casa ({ $title }) no cambian esta decisión: es la de la TDA.
house-applied = Se aplica la regla de la casa { $label } ({ $title }): { $text }
house-applied-bare = Se aplica la regla de la casa { $label } ({ $title }).
house-under-tda = Solo según la TDA ({ $citation }): { $summary }.

## Rule titles (the message) and summaries (.summary), by the rule's stable key.

rule-floor-decisions = Decisiones del Floor
    .summary = El floor antepone el interés del juego y la equidad y puede apartarse de una regla cuando su aplicación estricta sería injusta; su decisión es final.
rule-player-responsibilities = Responsabilidades de los Jugadores
    .summary = Los jugadores verifican sus cartas y fichas, protegen su mano, declaran con claridad, siguen la acción y avisan cuando ven un error.
rule-terminology-and-gestures = Terminología y Gestos Oficiales
    .summary = Se usan términos estándar (apuesto, pago o igualo, subo, fold o me retiro, paso o check, all-in, y «pozo» en pot limit); términos y gestos no estándar corren por cuenta y riesgo del jugador.
rule-player-identity = Identidad del Jugador
    .summary = Los jugadores deben ser claramente identificables en la mesa; el personal puede pedir que retiren lo que oculte su rostro.
rule-electronic-devices = Dispositivos Electrónicos y Comunicación
    .summary = El uso de dispositivos y la comunicación están limitados en la mesa; no se pueden usar herramientas de estrategia ni tablas de apuestas.
rule-official-language = Idioma Oficial
    .summary = El evento anuncia los idiomas que se pueden hablar en la mesa durante la mano.
rule-random-seating = Asignación Aleatoria Correcta de Asientos
    .summary = Los asientos se sortean; quien esté en el asiento equivocado con la pila correcta pasa a su asiento con esa pila.
rule-alternates-late-registration = Suplentes, Inscripción Tardía y Reentradas
    .summary = Suplentes, inscripciones tardías y reentradas reciben asiento aleatorio y cartas, salvo entre la ciega pequeña y el botón.
rule-special-needs = Necesidades Especiales
    .summary = Se hacen ajustes razonables para jugadores con necesidades especiales.
rule-new-players-broken-tables = Nuevos Jugadores y Jugadores de Mesas Rotas
    .summary = Los jugadores de una mesa rota reciben asiento por un sorteo en dos pasos y pueden caer en cualquier posición, ciegas y botón incluidos.
rule-balancing-tables = Equilibrado de Mesas y Detención del Juego
    .summary = Las mesas se mantienen equilibradas; quien sería la próxima ciega grande pasa a la peor posición; una mesa con tres o más jugadores menos que la mayor detiene el juego cuando sus ciegas se ven afectadas.
rule-cards-speak = Declaraciones. Las Cartas Hablan en el Showdown
    .summary = En el showdown las cartas mostradas deciden el ganador; lo que el jugador diga de su mano no obliga, y cualquiera debe señalar un error de lectura.
rule-tabling-cards = Mostrar las Cartas y Matar la Mano Ganadora
    .summary = Una mano está mostrada cuando todas sus cartas están boca arriba y legibles; quien descarta una mano mal mostrada lo hace a su riesgo; el dealer no puede matar una mano ganadora bien mostrada.
rule-live-cards-at-showdown = Cartas Vivas en el Showdown
    .summary = Las cartas descartadas boca abajo siguen vivas hasta llegar al muck o no poder identificarse; una mano aún identificable puede recuperarse.
rule-showdown-discarding-irregularities = Irregularidades en el Showdown y en el Descarte
    .summary = Quien muestra parte de una mano ganadora debe mostrarla entera; el apostador que descarta creyendo haber ganado pierde las apuestas igualadas pero recupera la apuesta no igualada.
rule-face-up-for-all-ins = Cartas Boca Arriba en All-In
    .summary = Cuando un jugador está all-in y no hay más apuestas posibles, todas las manos vivas se voltean de inmediato, antes de repartir las cartas restantes.
rule-showdown-order = Showdown sin All-In y Orden para Mostrar
    .summary = Sin all-in, el último en apostar o subir en la ronda final muestra primero; sin apuesta en ella, muestra primero el primer jugador a la izquierda del botón.
rule-asking-to-see-a-hand = Pedir Ver una Mano
    .summary = Tras una apuesta en el river, quien igualó y mostró o conservó sus cartas puede ver la mano del último agresor; otras solicitudes quedan a criterio del floor; quien descartó pierde el derecho a pedir.
rule-playing-the-board = Jugar con la Mesa en el Showdown
    .summary = Quien juega con las cartas comunitarias debe mostrar todas sus cartas para repartir el pozo.
rule-odd-chips = Reparto de Fichas Impares
    .summary = Las fichas impares se cambian a la menor denominación; en juegos con cartas comunitarias la ficha impar va al primer ganador empatado a la izquierda del botón (parte A); en stud, a la carta más alta por palo (parte B); en hi/lo, la ficha impar del pozo entero va a la mitad alta (parte C).
rule-simultaneous-busts = Jugadores Eliminados en la Misma Mano
    .summary = Nuevo en 2026 (según lo publicado): los jugadores eliminados en la misma mano se clasifican por la pila con la que empezaron la mano.
rule-side-pots = Pozos Laterales
    .summary = Cada pozo lateral se reparte por separado, y los pozos laterales se entregan antes que el pozo principal.
rule-disputed-hands = Manos y Pozos en Disputa
    .summary = La lectura de una mano puede disputarse hasta que empiece la siguiente; un error de pozo o de cuentas hasta que haya acción sustancial en la siguiente mano.
rule-new-hand-new-limits = Nueva Mano y Nuevos Límites
    .summary = Un nuevo nivel rige desde la mano siguiente a su anuncio; una mano empezada por error en el nivel anterior sigue así tras la acción sustancial.
rule-chip-race = Chip Race y Cambio Programado de Fichas
    .summary = Las fichas retiradas se reparten en un chip race; ningún jugador queda eliminado por él.
rule-chips-visible = Cartas y Fichas Visibles, Contables y Manejables. Cambio a Criterio
    .summary = Las fichas quedan visibles y contables, las mayores al frente; el floor puede cambiarlas por otras mayores.
rule-deck-changes = Cambio de Baraja
    .summary = La baraja cambia con el relevo del dealer o del nivel; el jugador no puede pedir una baraja nueva.
rule-rebuys = Recompras
    .summary = El jugador debe anunciar la recompra antes de que se reparta la siguiente mano.
rule-rabbit-hunting = Rabbit Hunting
    .summary = No se revelan las cartas que habrían salido después de la mano.
rule-calling-for-a-clock = Pedir Tiempo (Clock)
    .summary = Pedido el tiempo, el jugador tiene 25 segundos y una cuenta atrás de 5; si enfrenta una apuesta, su mano muere; si no, pasa.
rule-at-your-seat = En su Asiento y Manos Vivas
    .summary = El jugador debe estar en su asiento cuando se reparte la última carta inicial; si no, su mano está muerta.
rule-at-the-table = En la Mesa con Acción Pendiente
    .summary = Los jugadores con mano viva, incluidos los all-in, permanecen en la mesa.
rule-dead-button = Botón Muerto
    .summary = Los torneos usan el botón muerto.
rule-dodging-blinds = Evadir Ciegas
    .summary = Evadir las ciegas a propósito se penaliza.
rule-button-placement = Posición y Movimiento del Botón
    .summary = Un botón mal movido se corrige antes de la acción sustancial y queda después de ella; en heads-up la ciega pequeña es el botón.
rule-misdeals = Misdeals y Barajas Defectuosas
    .summary = Los errores de reparto listados antes de la acción sustancial son misdeal y la mano se reparte de nuevo; después no hay misdeal; una baraja defectuosa anula la mano.
rule-substantial-action = Acción Sustancial (AS)
    .summary = La acción sustancial son dos acciones en turno de las que al menos una pone fichas, o tres acciones cualesquiera en turno; las ciegas puestas no cuentan.
rule-button-too-few-cards = Botón con Cartas de Menos
    .summary = Al botón con cartas de menos se le puede completar la mano, salvo que ya haya actuado.
rule-burns-after-substantial-action = Quemas Tras la Acción Sustancial
    .summary = Una mano con un número incorrecto de cartas descubierta tras la acción sustancial está muerta; el dealer quema una carta por calle y no intenta restaurar el orden del mazo.
rule-irregular-flops = Flops Irregulares y Cartas Repartidas Antes de Tiempo
    .summary = Un flop de cuatro cartas o repartido antes de tiempo se corrige con un procedimiento fijo; las cartas comunitarias repartidas antes de acabar la ronda son prematuras.
rule-methods-of-betting = Formas de Apostar: Verbal y con Fichas
    .summary = La apuesta se hace con palabras, fichas o ambas; lo que ocurra primero la define, y una declaración verbal clara prevalece si son simultáneas.
rule-methods-of-calling = Formas de Igualar
    .summary = Igualar es decir «pago» o poner la cantidad; una sola ficha pequeña ante una apuesta grande no es estándar y puede valer como igualada completa.
rule-methods-of-raising = Formas de Subir
    .summary = La subida se hace en un solo movimiento o se declara antes; volver a la pila por más fichas sin declarar no está permitido.
rule-raise-amounts = Cantidades de Subida
    .summary = Una subida añade al menos la mayor apuesta o subida completa anterior en la calle; poner en silencio al menos la mitad de esa subida sobre la igualada obliga a completarla, menos de la mitad es igualar.
rule-oversized-chip = Apuesta con Ficha Mayor (Overchip)
    .summary = Ante una apuesta, una sola ficha mayor puesta sin decir antes «subo» es igualar; sin apuesta, es una apuesta del valor de la ficha.
rule-multiple-chip-betting = Apuestas con Múltiples Fichas
    .summary = Ante una apuesta, varias fichas puestas en silencio son igualar cuando todas son necesarias; si no, decide la regla del 50 % de las subidas, o el jugador está all-in con sus últimas fichas.
rule-prior-bet-chips = Fichas de Apuesta Previa No Recogidas
    .summary = Quien enfrenta una subida con fichas previas aún delante debe declarar antes; las fichas añadidas en silencio se valoran según si las previas cubren la igualada y si se retiraron.
rule-reopening-the-bet = Reapertura de la Apuesta
    .summary = En no-limit y pot-limit, los all-in cortos que no suman una subida completa no permiten volver a subir a quien ya actuó; en limit, media apuesta reabre.
rule-number-of-raises = Número de Subidas Permitidas
    .summary = No-limit y pot-limit no tienen tope de subidas; los juegos limit siguen el tope de la casa, incluso en heads-up, hasta que quedan dos jugadores en el evento.
rule-accepted-action = Acción Aceptada
    .summary = Quien iguala es responsable de conocer la apuesta real; quien iguala con un conteo erróneo debe la cantidad correcta.
rule-acting-in-turn = Actuar en Turno
    .summary = Los jugadores actúan en su turno; la acción en turno es vinculante y las fichas puestas se quedan.
rule-binding-declarations-undercalls = Declaraciones Vinculantes / Undercalls en Turno
    .summary = Decir «pago» o «subo» en turno obliga a la acción completa; poner menos que la igualada sin decir «pago» es un undercall: igualar completo es obligatorio en heads-up o contra la apuesta de apertura en pozo multijugador; si no, decide el floor.
rule-incorrect-bets = Apuestas Incorrectas, Apuestas y Subidas Insuficientes
    .summary = Una apuesta o subida por debajo del mínimo se corrige en la calle, hasta la siguiente carta; en pot limit una apuesta excesiva se reduce hasta la siguiente carta y una insuficiente por conteo bajo se aumenta hasta que haya acción sustancial después de ella.
rule-action-out-of-turn = Acción Fuera de Turno (AFT)
    .summary = La acción fuera de turno vuelve al jugador correcto y es vinculante si la acción que enfrentaba no cambió; si cambió, las fichas pueden devolverse y el jugador tiene todas las opciones (2026: tras una acción pasiva fuera de turno, solo igualar o retirarse); el jugador omitido que calla hasta la acción sustancial pierde la protección.
rule-pot-limit-bets = Tamaño del Pozo y Apuestas Pot-Limit
    .summary = En pot limit la mayor subida es igualar más el pozo tras igualar; antes del flop se cuentan ciegas completas; decir «pozo» en no-limit no es una cantidad pero obliga al menos a la apuesta o subida mínima.
rule-invalid-bet-declarations = Declaraciones de Apuesta Inválidas
    .summary = «Pago» sin apuesta que igualar es pasar; «subo» sin apuesta es al menos la apuesta mínima; «paso» ante una apuesta solo permite igualar o retirarse.
rule-string-bets = Apuestas y Subidas en Varios Movimientos
    .summary = Las apuestas y subidas en varios movimientos no están permitidas.
rule-unclear-betting = Apuestas No Estándar y Confusas
    .summary = Las apuestas no estándar corren por cuenta del jugador; una cantidad dicha que pueda significar varias cosas se lee como la mayor cantidad razonable que no supere el pozo.
rule-non-standard-folds = Folds No Estándar
    .summary = Retirarse en turno sin enfrentar apuesta, o fuera de turno, antes de terminar la última ronda de apuestas es vinculante y puede penalizarse.
rule-conditional-declarations = Declaraciones Condicionales y Prematuras
    .summary = Las declaraciones condicionales sobre acciones futuras pueden ser vinculantes o penalizarse; igualar antes de conocer la apuesta queda a criterio del floor.
rule-count-of-chip-stack = Conteo de la Pila del Rival
    .summary = El conteo exacto de la pila rival solo puede pedirse ante un all-in y en turno; si no, una estimación.
rule-over-betting-expecting-change = Apostar de Más Esperando Cambio
    .summary = Todas las fichas puestas en silencio cuentan, aunque el jugador espere cambio.
rule-chips-found-behind = All-In con Fichas Halladas Detrás
    .summary = Una ficha hallada detrás tras igualarse un all-in queda a criterio del floor: si no formó parte de la acción, ni gana ni salva al jugador.
rule-chips-out-of-view = Fichas Fuera de Vista y en Tránsito
    .summary = Las fichas no pueden sostenerse ni llevarse fuera de la vista; las que un jugador esconde se pierden y salen del juego, y puede haber sanción.
rule-lost-and-found-chips = Fichas Perdidas y Halladas
    .summary = Las fichas halladas se retiran del juego.
rule-killed-fouled-exposed-hands = Manos Muertas, Defectuosas o Expuestas por Accidente
    .summary = Una mano matada por el dealer o defectuosa que no puede identificarse no admite reclamación; la apuesta no igualada se devuelve.
rule-dead-hands-stud = Manos Muertas y Descarte en Stud
    .summary = Reglas del stud para manos muertas y descarte.
rule-no-disclosure = Sin Revelar. Un Jugador por Mano
    .summary = No se revela el contenido de manos con acción pendiente; un jugador por mano.
rule-exposing-cards = Exponer Cartas y Retirarse Correctamente
    .summary = Exponer cartas con acción pendiente puede penalizarse pero no mata la mano; los folds se empujan bajos y boca abajo.
rule-ethical-play = Juego Ético
    .summary = La colusión, el chip dumping y otras conductas poco éticas se penalizan.
rule-etiquette-violations = Violaciones de Etiqueta
    .summary = Las violaciones de etiqueta repetidas o graves se penalizan.
rule-penalties = Advertencias, Penalizaciones y Descalificación
    .summary = Las penalizaciones van de la advertencia a manos o rondas perdidas y la descalificación; una ronda de penalización equivale a tantas manos como jugadores haya en la mesa, por cada ronda.
rule-rp-all-in-buttons = Botones de All-In
    .summary = Los jugadores all-in se marcan con un botón de all-in.
rule-rp-bringing-in-bets = Se Desaconseja Recoger Apuestas
    .summary = El dealer deja las apuestas delante de los jugadores hasta terminar la ronda.
rule-rp-personal-belongings = Objetos Personales
    .summary = Los objetos personales se mantienen fuera de la mesa.
rule-rp-disordered-stub = Stub Desordenado
    .summary = Un stub desordenado sigue un procedimiento fijo.
rule-rp-premature-cards = Cartas Repartidas Antes de Tiempo
    .summary = Una carta comunitaria prematura vuelve al mazo, que se baraja; la quema se mantiene.
rule-rp-efficient-movement = Movimiento Eficiente de Jugadores
    .summary = Los jugadores que cambian de mesa llevan sus fichas y van enseguida.
rule-rp-dealer-push-timing = Horario de Relevo de Dealers
    .summary = Los dealers se relevan según el horario.
rule-rp-hand-for-hand = Procedimientos Mano a Mano
    .summary = Cerca de los premios todas las mesas juegan una mano a la vez; quienes quedan eliminados en la misma mano comparten los puestos.
rule-rp-final-table-size = Número de Jugadores en la Mesa Final
    .summary = La mesa final se forma con un tamaño fijo a partir de dos mesas cortas.
rule-rp-stud-dealing = Procedimientos de Reparto en Stud
    .summary = Procedimientos de reparto en stud.
rule-rp-ante-formats = Formatos de Ante y Ante sin Reducción
    .summary = El ante pagado por un solo jugador debe ser el ante de la ciega grande, pagando la ciega primero; el ante nunca se reduce.
rule-rp-dealers-announce-bets = Los Dealers Deben Anunciar Apuestas y Subidas
    .summary = Los dealers anuncian apuestas y subidas en no-limit y pot-limit.
rule-rp-split-pot-stacking = Los Dealers Deben Apilar Fichas en Pozos Divididos
    .summary = Los dealers apilan el pozo antes de dividirlo.
rule-rp-randomness-special-situations = Sorteo en Situaciones Especiales
    .summary = Un sorteo puede resolver situaciones especiales.
rule-rp-staff-communication = Comunicación Adecuada del Personal
    .summary = El personal comunica las decisiones con claridad y coherencia.
rule-rp-absent-on-breaking-table = Jugador Ausente en una Mesa Rota
    .summary = El personal lleva las fichas de un jugador ausente a su nuevo asiento.
rule-rp-draw-betting = Procedimientos de Apuestas en Draw
    .summary = Procedimientos de apuestas en juegos de descarte.
rule-rp-mixed-game-order = Orden de los Juegos Mixtos
    .summary = Los juegos mixtos rotan en un orden publicado.
rule-rp-reducing-stalling = Reducir Demoras
    .summary = Medidas contra la demora intencional.
rule-rp-cards-ready-for-shuffle = Cartas Listas para Barajar
    .summary = Las cartas se dejan listas para la siguiente mezcla.
rule-rp-spreading-the-pot = Extender el Pozo
    .summary = En pot limit, el pozo se extiende para contarlo a petición.
rule-rp-non-denominational-items = Apostar Objetos sin Valor
    .summary = Las fichas de bounty y de tiempo no se pueden apostar.

## games (issue 25)
error-hand-bring-in-only-stud = el bring-in solo se pone en los juegos de stud, no en { $game }
error-hand-stud-no-blinds = { $game } se juega con antes y bring-in: deje fuera las ciegas, los straddles y las puestas
error-hand-stud-needs-limits = una mano de { $game } necesita sus límites (la apuesta pequeña y la apuesta grande)
error-hand-stud-needs-bring-in = una mano de { $game } necesita su bring-in (al menos una ficha)
error-hand-bring-in-over-small-bet = el bring-in ({ $bring_in }) supera la apuesta pequeña ({ $small_bet })
error-hand-up-cards-only-stud = las cartas descubiertas solo se reparten en los juegos de stud, no en { $game }
error-hand-up-cards-most = un jugador de stud tiene como máximo cuatro cartas descubiertas; se indicaron { $given }
error-hand-discards-only-draw = solo una acción `draw` tiene descartes
error-hand-action-only-stud = «{ $kind }» es una acción de stud; { $game } no es stud
error-hand-draw-only-draw-games = { $game } no tiene draw
error-hand-draw-more-than-held = un jugador no puede descartar { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } de una mano de { $held }
error-hand-drawn-cards-count = { $count ->
        [one] { $count } carta descartada
       *[other] { $count } cartas descartadas
    }, pero { $given } recibidas en el draw
error-hand-street-not-in-game = { $game } no se juega con esta ronda de apuestas: { $street }
error-hand-deal-cards-on-seats = en { $game } las cartas repartidas se indican en los asientos (y en los draws), no en una acción `deal`
error-replay-no-draw-now = el asiento { $seat } cambia cartas, pero ahora no toca ningún draw
error-replay-drew-already = el asiento { $seat } ya cambió cartas en esta ronda, o está fuera de la mano
showdown-odd-chips-stud = Las fichas impares, cambiadas a la ficha menor de { $smallest_chip }, van al ganador con la carta más alta por palo (picas, corazones, diamantes, tréboles) entre las cinco que juegan ({ $rule_odd_chips }-B), pozo a pozo ({ $rule_side_pots }).
showdown-seat-low = Asiento { $seat } ({ $hole }): { $low }.
showdown-seat-badugi = Asiento { $seat } ({ $hole }): { $count ->
        [4] un badugi de cuatro cartas
        [one] una mano de { $count } carta
       *[other] una mano de { $count } cartas
    }, { $badugi }.
showdown-ranking = { $game ->
        [stud] En stud juegan las cinco mejores de las siete cartas de cada jugador, y la mano se muestra con las siete ({ $rule_tabling_cards }-A).
        [low-a5] Low ace-to-five (A-5): gana la mano más baja, el as es bajo, las escaleras y los colores no cuentan, y las parejas cuentan en contra de la mano.
        [low-27] Low deuce-to-seven (2-7): gana la mano más baja, el as solo es alto, y las escaleras, los colores y las parejas cuentan en contra de la mano (7-5-4-3-2 de distintos palos es la mejor).
        [badugi] Badugi: gana la mano con más cartas de distinto valor y distinto palo, y después la más baja; el as es bajo.
       *[short-deck] Short deck (36 cartas): el color gana al full, y A-6-7-8-9 es escalera.
    }
options-stud-brings-in = El asiento { $seat } tiene la carta descubierta que hace el bring-in (la más baja en stud y stud/8, la más alta en razz; entre valores iguales decide el palo, tréboles el más bajo y picas el más alto, así que el 2♣ hace el bring-in en stud y el K♠ en razz) y empieza la acción: pone el bring-in de { $bring_in } o completa hasta la apuesta pequeña de { $small_bet } ({ $rule_terminology_and_gestures }: «completa»).
options-stud-facing-bring-in = Nadie ha completado todavía: el bring-in es la apuesta a la que se enfrenta. El asiento { $seat } puede retirarse, igualar el bring-in o completar hasta la apuesta pequeña de { $small_bet }; completar es la primera apuesta completa de la tercera calle, y cada subida posterior es de una apuesta pequeña.
options-stud-no-doubling = Una pareja descubierta en cuarta calle no permite la apuesta grande: en cuarta calle se apuesta la apuesta pequeña ({ $rule_rp_stud_dealing }-F).
options-stud-low-card-all-in = El asiento { $low } tiene la carta descubierta que hace el bring-in, pero está all-in por el ante: la acción empieza con el asiento { $seat }, a su izquierda, que pone el bring-in de { $bring_in } o completa hasta la apuesta pequeña de { $small_bet } ({ $rule_rp_stud_dealing }-E).
options-stud-opens-by-cards = El asiento { $seat } muestra la mejor mano en esta calle (en razz, la más baja), así que actúa primero; entre manos descubiertas iguales decide el palo de la carta más alta ({ $rule_rp_stud_dealing }-D).
options-summary-bring-in = El asiento { $seat } hace el bring-in de { $bring_in } o completa hasta { $small_bet }.
options-summary-facing-bring-in = El asiento { $seat } puede retirarse, igualar el bring-in de { $to_call } o completar hasta { $small_bet }.
game-name = { $game ->
        [NLHE] hold'em no-limit
        [PLO] Omaha pot-limit
        [PLO5] Omaha pot-limit de cinco cartas
        [LHE] hold'em limit
        [PLO8] Omaha hi/lo pot-limit
        [NLO8] Omaha hi/lo no-limit
        [O8] Omaha hi/lo limit
        [PLHE] hold'em pot-limit
        [NLO] Omaha no-limit
        [LO] Omaha limit
        [PLO6] Omaha pot-limit de seis cartas
        [BIGO] Big O (Omaha hi/lo pot-limit de cinco cartas)
        [SHORT_DECK] hold'em short deck
        [STUD] stud de siete cartas
        [STUD8] stud hi/lo de siete cartas
        [RAZZ] razz
        [TD27] 2-7 triple draw
        [SD27] 2-7 single draw
        [TDA5] A-5 triple draw
        [BADUGI] badugi
        [COURCHEVEL] Courchevel
        [COURCHEVEL8] Courchevel hi/lo
       *[DRAW5] five-card draw
    }
street-name = { $street ->
        [preflop] preflop
        [flop] flop
        [turn] turn
        [river] river
        [third] tercera calle
        [fourth] cuarta calle
        [fifth] quinta calle
        [sixth] sexta calle
        [seventh] séptima calle
        [predraw] antes del draw
        [first_draw] después del primer draw
        [second_draw] después del segundo draw
       *[third_draw] después del tercer draw
    }
error-dispute-not-for-game = una disputa «{ $dispute }» no se aplica a { $game }: { $needs ->
        [board] trata de un board, y este juego no tiene board
        [button] trata del botón y las ciegas, y este juego tiene antes y bring-in
       *[up-cards] trata de las cartas descubiertas y el bring-in del stud
    }
stud-deal-exposed = Una de las dos primeras cartas tapadas del asiento { $seat } se repartió boca arriba: esa carta pasa a ser la carta descubierta del asiento y su tercera carta se reparte tapada; no hay misdeal ({ $rule_rp_stud_dealing }-A).
stud-deal-exposed-summary = La carta expuesta es la carta descubierta del asiento { $seat }; su tercera carta se reparte tapada.
stud-deal-bring-in-now = Con la carta expuesta como carta descubierta de ese asiento, el bring-in se determina por las cartas descubiertas tal como están: el asiento { $seat } hace el bring-in.
stud-deal-bring-in-from-up-cards = El bring-in se determina entonces por las cartas descubiertas tal como están (indique la carta descubierta de cada asiento para saber quién lo hace).
stud-deal-two-exposed = Al asiento { $seat } se le expusieron dos de sus primeras cartas tapadas. El procedimiento para una carta tapada expuesta no cubre este caso ({ $rule_rp_stud_dealing }-A): queda a criterio del floor, y las reglas apuntan al misdeal por cartas expuestas en el reparto ({ $rule_misdeals }).
stud-deal-two-exposed-summary = Misdeal, a criterio del floor: al asiento { $seat } se le expusieron dos cartas tapadas en el reparto.
stud-deal-if-play-on = Si el floor deja seguir la mano, una de las cartas expuestas del asiento { $seat } es su carta descubierta y la siguiente carta se le reparte tapada.
stud-deal-seventh-replaced = La carta de séptima calle del asiento { $seat } se repartió boca arriba con apuestas aún pendientes ({ $with_chips ->
        [one] { $with_chips } jugador tiene fichas
       *[other] { $with_chips } jugadores tienen fichas
    }): la carta queda fuera de juego y se sustituye por una carta repartida tapada ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-replaced-summary = La carta expuesta de séptima calle del asiento { $seat } se sustituye por una carta repartida tapada.
stud-deal-seventh-stands = La carta de séptima calle del asiento { $seat } se repartió boca arriba, pero no quedan apuestas (los jugadores están all-in): la carta vale y juega descubierta ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-stands-summary = La carta de séptima calle del asiento { $seat } vale descubierta: no quedan apuestas.
stud-deal-stub-enough = La séptima calle necesita una carta para cada uno de los { $players } jugadores que siguen en la mano y una quemada ({ $players } + 1); el stub tiene { $stub ->
        [one] { $stub } carta
       *[other] { $stub } cartas
    }: se reparte como siempre ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-enough-summary = El stub tiene cartas suficientes: la séptima calle se reparte como siempre.
stud-deal-stub-with-burns = La séptima calle necesita una carta para cada uno de los { $players } jugadores que siguen en la mano y una quemada ({ $players } + 1), pero el stub solo tiene { $stub ->
        [one] { $stub } carta
       *[other] { $stub } cartas
    }: las cartas quemadas antes se añaden al stub, que se baraja y se corta, y se reparte la calle ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-with-burns-summary = Faltan cartas: las quemadas se añaden al stub, que se baraja y se corta, y se reparte la séptima calle.
stud-deal-stub-community = La séptima calle necesita una carta para cada uno de los { $players } jugadores que siguen en la mano y una quemada ({ $players } + 1); el stub tiene { $stub ->
        [one] { $stub } carta
       *[other] { $stub } cartas
    } y, aun con las tres quemadas anteriores, no alcanza: el dealer quema y reparte boca arriba una carta comunitaria que juega para todos los jugadores, y quien actuó primero en sexta calle actúa primero ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-community-summary = Faltan cartas aun con las quemadas: se reparte boca arriba una carta comunitaria para todos los jugadores; quien actuó primero en sexta calle actúa primero.
stud-deal-premature = Una carta de stud repartida antes de terminar la ronda de apuestas vuelve al stub, que se baraja; no se quema ninguna carta extra, y la calle se reparte cuando terminan las apuestas ({ $rule_rp_premature_cards }-D).
stud-deal-premature-summary = La carta repartida antes de tiempo vuelve al stub, que se baraja; sin quemada extra.
error-stud-deal-seat-needed = indique el asiento cuya carta se expuso (`seat`)
error-stud-deal-stub-needed = indique las cartas que quedan en el stub (`stub`)
error-stud-deal-not-at-seventh = la falta de cartas en el stub es un problema de la séptima calle: la mano debe estar al final de la sexta calle o en la séptima calle
rotation-frozen = El botón quedó congelado en el asiento { $button } cuando empezó la ronda de stud: el stud no tiene botón, y se queda ahí durante las manos de stud ({ $rule_balancing_tables }-B).
rotation-stud-no-button = { $game } se reparte sin botón ni ciegas: el botón sigue congelado en el asiento { $button }.
rotation-resumes = Cuando vuelven los juegos con botón, el botón avanza un asiento desde donde se congeló, como si no se hubieran repartido las manos de stud: botón en el asiento { $button }, ciega pequeña en el asiento { $small }, ciega grande en el asiento { $big }.
rotation-next-button-summary = Botón en el asiento { $button }, ciega pequeña en el asiento { $small }, ciega grande en el asiento { $big }.
rotation-next-big-blind-moves = En un evento mixto se mueve el jugador que sería la ciega grande en la siguiente mano con botón: el asiento { $seat } ({ $rule_balancing_tables }-A).
rotation-moves-summary = El asiento { $seat } se mueve.
rotation-by-position = En un evento solo de juegos de stud, los jugadores se mueven por posición: se mueve el jugador del asiento { $seat }, que corresponde al asiento libre de la mesa corta; decide el procedimiento de equilibrado de la casa ({ $rule_balancing_tables }-A).
rotation-by-position-empty = En un evento solo de juegos de stud, los jugadores se mueven por posición, pero el asiento { $seat } no tiene jugador aquí: el procedimiento de equilibrado de la casa indica quién se mueve ({ $rule_balancing_tables }-A).
error-rotation-seats = indique al menos dos asientos con jugador, numerados del 1 al 12 (`seats`)
error-rotation-button = el asiento del botón se numera del 1 al 12 (`button`)
error-rotation-open-seat = un evento solo de stud mueve por posición: indique el asiento libre de la mesa corta (`open_seat`)
up-cards-facing = El asiento { $seat } recogió sus cartas descubiertas frente a una apuesta de { $to_call } por igualar: en stud eso mata la mano ({ $rule_dead_hands_stud }). Los { $in_pot } que puso el asiento se quedan en el pozo.
up-cards-not-facing = El asiento { $seat } recogió sus cartas descubiertas sin apuesta que enfrentar. La regla mata la mano de quien lo hace frente a una apuesta ({ $rule_dead_hands_stud }); aquí queda a criterio del floor, y la interpretación adoptada es la misma, mano muerta: tapar las cartas descubiertas es retirarse en stud, y retirarse cuando se podía pasar vale ({ $rule_non_standard_folds }). Los { $in_pot } que puso el asiento se quedan en el pozo.
up-cards-dead-summary = La mano del asiento { $seat } está muerta; sus { $in_pot } se quedan en el pozo.
up-cards-if-plays-on = Si el floor considera que el jugador no quería abandonar la mano (no había apuesta que enfrentar), la mano sigue con sus cartas descubiertas otra vez boca arriba.
up-cards-last-hand = Queda una mano: el asiento { $seat } gana el pozo de { $amount }.
error-pokerstars-stud-too-many-cards = se reparten más de siete cartas a un jugador de stud
error-pokerstars-stud-no-stakes = una mano de stud necesita su apuesta pequeña y su apuesta grande en la cabecera, p. ej., «(0.04/0.08 USD)»
options-stud-short-completion = El all-in a { $all_in } sobre el bring-in de { $bring_in } no llega a completar hasta la apuesta pequeña de { $small_bet }. Contado desde cero, es al menos la mitad de la apuesta, así que cuenta como completar, y la siguiente subida es una apuesta completa por encima, hasta { $raise_to } ({ $rule_reopening_the_bet }-B). La TDA no dice si un all-in así se mide desde cero o por lo que añade al bring-in: queda a criterio del floor.
options-stud-completion-counts = El all-in a { $all_in } no llega a completar hasta { $small_bet }, pero añade { $increase } al bring-in de { $bring_in }: se mida desde cero o por lo que añade al bring-in, es al menos la mitad de la apuesta, así que cuenta como completar, y la siguiente subida es una apuesta completa por encima, hasta { $raise_to } ({ $rule_reopening_the_bet }-B).
options-if-measured-over-bring-in = Si el floor mide el all-in por lo que añade al bring-in (menos de media apuesta), no completa: el jugador iguala el all-in o completa hasta la apuesta pequeña de { $small_bet }.
options-if-measured-over-bring-in-acted = Si el floor mide el all-in por lo que añade al bring-in (menos de media apuesta), no completa, y las apuestas no se reabren para quien ya puso el bring-in ({ $rule_reopening_the_bet }-B): el jugador iguala el all-in o se retira.
error-hand-not-in-short-deck = { $card } no está en la baraja del short deck (del seis al as): una carta que no es de la baraja encontrada en el reparto es un `deal_error` (`non_standard_card`, Regla 35-A)
undercall-chain-first-must-call = Varios undercalls seguidos: el juego vuelve al primero, el asiento { $seat } ({ $rule_binding_declarations_undercalls }-C). Puso { $amount } ante la apuesta de apertura (o en heads-up), así que debe igualar completo a { $call_to }, añadiendo { $add } ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-first-floor = Varios undercalls seguidos: el juego vuelve al primero, el asiento { $seat } ({ $rule_binding_declarations_undercalls }-C). Puso { $amount } ante una subida en un pozo multijugador: el floor le exige igualar completo a { $call_to } (añadiendo { $add }), la interpretación adoptada, o deja que pierda los { $amount } y se retire ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-other = El asiento { $seat } también hizo un undercall, con { $amount }: vuelve a actuar cuando el primero se haya corregido, y cómo se trata queda a criterio del floor ({ $rule_binding_declarations_undercalls }-C); la interpretación adoptada es una igualada completa, añadiendo { $add }.
undercall-chain-if-forfeits = Si el floor deja que el asiento { $seat } pierda los { $amount } que puso, esas fichas se quedan en el pozo y el jugador queda fuera de la mano.
undercall-chain-summary = El juego vuelve al asiento { $seat }, el primero en hacer undercall: iguala hasta { $call_to }, añadiendo { $add }; los undercalls posteriores quedan a criterio del floor.
error-undercall-chain-nobody-to-act = nadie debe actuar al final de las acciones de la mano: el primer undercall es del asiento que debe actuar
error-undercall-chain-need-two = una cadena de undercalls tiene dos o más; un solo undercall es una disputa `bet` (Regla 51-B)
error-undercall-chain-seat-twice = el asiento { $seat } aparece dos veces en los undercalls
error-undercall-chain-not-an-undercall = el asiento { $seat } debe { $owed }: un undercall es menos que eso, con fichas detrás (un all-in por menos es una igualada)
error-undercall-chain-first-not-to-act = el primer undercall debe ser del asiento que debe actuar, el asiento { $to_act }, no el asiento { $seat }
bet-single-small-chip = Poner una sola ficha pequeña ({ $chip }) ante una apuesta de { $to_call } para igualar no es una forma estándar de igualar: corre por cuenta y riesgo del jugador, se lee según las reglas del undercall, y el floor puede sancionarlo ({ $rule_methods_of_calling }).
final-table-not-yet = Con { $remaining } jugadores restantes el torneo aún no está en su mesa final de { $size }: el juego sigue en las mesas, que se siguen equilibrando ({ $rule_rp_final_table_size }).
final-table-two-tables = Con { $remaining } jugadores restantes, uno más que la mesa final de { $size }, el torneo sigue en dos mesas de { $half } hasta que caiga el siguiente jugador ({ $rule_rp_final_table_size }).
final-table-forms-now = { $remaining ->
        [one] Con { $remaining } jugador restante
       *[other] Con { $remaining } jugadores restantes
    } la mesa final se forma ahora: una mesa de { $size } ({ $rule_rp_final_table_size }).
final-table-draw = Se muestran las cartas de asiento, se mezclan boca abajo en un montón y cada jugador recibe una carta de la baraja boca arriba; las cartas de asiento se entregan desde el montón empezando por la carta más alta por palo (picas, corazones, diamantes, tréboles), de modo que el sorteo decide todos los asientos ({ $rule_new_players_broken_tables }-B).
final-table-draw-summary = Se forma la mesa final; { $player } ({ $card }, la carta más alta) ocupa el asiento { $seat }, y los demás siguen según sus cartas.
error-final-table-table-size = los asientos por mesa van de 6 a 10
error-final-table-draw-count = el sorteo de asientos incluye a todos los jugadores restantes: { $remaining }
error-final-table-seat-cards = las cartas de asiento son una por jugador, asientos del 1 al 12, cada uno una sola vez
error-final-table-not-a-card = una carta de la baraja es una sola carta, p. ej. `Ks`
error-final-table-card-twice = una carta de la baraja se reparte una sola vez
bet-single-chip-of-the-call = Una sola ficha de { $chip }, exactamente la cantidad para igualar, puesta sin decir nada: es igualar, una forma estándar de igualar ({ $rule_methods_of_calling }).
penalty-required = Las reglas dicen que esto se sanciona con una penalización ({ $rule }{ $part }), así que una advertencia sola no basta; { $prior ->
        [0] en una primera infracción
        [one] tras una infracción anterior
       *[other] tras { $prior } infracciones anteriores
    } corresponde { $rounds ->
        [one] una ronda de penalización
       *[other] { $rounds } rondas de penalización
    }, y su magnitud la decide el floor.
penalty-device-no-live-hand = El asiento { $seat } ya se había retirado: la prohibición de usar un dispositivo se aplica a los jugadores con mano viva ({ $rule_electronic_devices }-C). Una llamada telefónica en la mesa, un dispositivo apoyado sobre la mesa y las herramientas de estrategia están prohibidos igualmente ({ $rule_electronic_devices }-A, B y D). Sin sanción con estos hechos.
penalty-if-used-live = el jugador usó el dispositivo antes de retirarse, con la mano aún viva
penalty-identity = Los jugadores deben ser claramente identificables en todo momento, y el personal puede pedir a un jugador que se quite gafas de sol, una capucha o una prenda que cubra el rostro si ocultan la cara o distraen a los demás ({ $rule_player_identity }): el jugador del asiento { $seat } debe quitárselo, y negarse se sanciona según decida el floor.
penalty-language = La casa publica y anuncia los idiomas aceptados en la mesa ({ $rule_official_language }); hablar otro en la mesa se sanciona según decida el floor, como los incidentes que nombran las reglas ({ $rule_penalties }-B).
penalty-phone-call = Nadie puede hablar por teléfono en la mesa, esté o no en una mano ({ $rule_electronic_devices }-A).
penalty-device-on-table = Los teléfonos y otros dispositivos no pueden quedar apoyados sobre la mesa ({ $rule_electronic_devices }-B).
penalty-strategy-tool = Las aplicaciones de apuestas, las tablas y otras herramientas de estrategia no pueden usarse en la mesa, en una mano o no, y ningún jugador puede recibir ayuda estratégica de otra persona o fuente ({ $rule_electronic_devices }-D; el texto de 2022 solo las prohibía con la mano viva).
penalty-throwing-cards = Al retirarse, las cartas se empujan hacia delante, bajas sobre la mesa, nunca se lanzan ni se tiran por lo alto ({ $rule_exposing_cards }); lanzar las cartas puede sancionarse ({ $rule_penalties }-B).
penalty-chips-forfeited = El asiento { $seat } mantuvo { $chips } fuera de la vista: esas fichas se pierden y salen del juego, sea cual sea la intención, y además el jugador puede ser descalificado ({ $rule_chips_out_of_view }).
penalty-summary-forfeit = El asiento { $seat } pierde { $chips }, que salen del juego. { $penalty }
error-penalty-chips-needed = `chips_hidden` necesita `hidden_chips`: las fichas que estaban fuera de la vista
error-penalty-chips = las fichas fuera de la vista son una cantidad positiva de fichas
error-penalty-chips-only-out-of-view = `hidden_chips` son las fichas fuera de la vista, solo para `chips_hidden`
away-penalty-lean = En una primera infracción las reglas apuntan a una advertencia verbal, y las infracciones repetidas conllevan penalizaciones crecientes ({ $rule_penalties }-A); una ronda de penalización serían aquí { $hands ->
        [one] { $hands } mano
       *[other] { $hands } manos
    }, con { $forced } en ciegas y antes pagados mientras tanto. Una disputa de tipo «Sanción» cuenta esta infracción junto con las penalizaciones anteriores del jugador.
rebuy-before-deal-read = «Antes del reparto» se lee como antes de empezar la mano; el límite es el inicio de la mano (el primer riffle, el botón de la barajadora automática, el cambio de dealer), no el reparto de la primera carta.
rebuy-if-hand-begun = el barajado o el cambio de dealer de esta mano ya había empezado cuando se anunció la recompra: la mano se juega con { $stack } fichas, y las { $chips } de la recompra entran después de ella
citation-number-unknown = TDA { $edition }, número desconocido ({ $before })
citation-number-unknown-candidates = TDA { $edition }, número desconocido ({ $before }; posiblemente { $candidates })
citation-new-in-2026 = nueva en 2026
seat-orbit-twice = Con el ante de la ciega grande, la ciega grande cuesta { $big_total }: adelantada, cae dos veces en una misma vuelta contada desde la última puesta en el asiento equivocado, y lo mismo la ciega pequeña ({ $small }): { $extra } más de lo que corresponde a una vuelta.
seat-orbit-skipped = Con el ante de la ciega grande, la ciega grande cuesta { $big_total }: retrasada, pasa una vuelta sin ella y sin la ciega pequeña ({ $small }): { $extra } menos de lo que corresponde a una vuelta.
seat-swap = Al jugador del asiento { $assigned } le tocó en el sorteo el asiento { $seat }: los dos se intercambiaron, así que ambos están en el asiento equivocado y ambos se cambian, cada uno con su pila entera (asiento { $assigned }: { $amount }).
error-seat-occupant-seat = un asiento va del 1 al 12, no { $seat }
error-seat-no-occupant = `occupant_assigned_seat` es el asiento que le tocó en el sorteo al jugador sentado en el asiento { $assigned }: ese asiento tiene que estar ocupado (un asiento de la mano, o `assigned_seat_empty: false`)
button-no-make-up = La TDA no prevé reponer una ciega esquivada: el asiento { $seat } no pone las ciegas que se saltó, y la sanción es el remedio ({ $rule_dodging_blinds }).
seat-orbit-twice-small-dead = Con el ante de la ciega grande, la ciega grande cuesta { $big_total }: adelantada, cae dos veces en una misma vuelta contada desde la última puesta en el asiento equivocado, { $big_total } más de lo que corresponde a una vuelta; la ciega pequeña ({ $small }) que tocaba después en el asiento { $seat } no, porque el jugador dejó ese asiento.
before-amount-held-to-call-all-in = El asiento { $seat } igualó antes de saberse la cantidad del asiento { $bettor }: el floor decide como mejor convenga a la situación, y puede obligarle a igualar cualquier cantidad ({ $rule_conditional_declarations }-B); la interpretación a la que apunta la regla es igualar la apuesta, lo que deja al asiento { $seat } all-in por { $to } en total.
before-amount-uncalled = No queda nadie por actuar: los { $amount } de la apuesta que puso el asiento { $seat } y que nadie puede igualar se devuelven al asiento { $seat }.
item-uncalled = No queda nadie por actuar: los { $amount } de la apuesta que puso el asiento { $seat } y que nadie puede igualar se devuelven al asiento { $seat }.
away-if-clock-ends-hand = se pide clock para el asiento { $seat } frente a la apuesta y el tiempo se agota antes de que vuelva el jugador: la mano queda muerta, sus { $in_pot } se quedan en el pozo, y con ello termina la mano: el asiento { $winner } gana el pozo de { $pot }
away-if-clock-ends-hand-back = se pide clock para el asiento { $seat } frente a la apuesta y el tiempo se agota antes de que vuelva el jugador: la mano queda muerta, sus { $in_pot } se quedan en el pozo, y con ello termina la mano: el asiento { $winner } gana el pozo de { $pot } y recupera los { $back } que nadie igualó
seat-no-blind-yet = El jugador no ha puesto ninguna ciega grande desde el asiento { $seat }: el cambio no salta ni duplica ninguna ciega, solo fija cuándo llega la primera.
seat-if-no-blind-yet = el jugador aún no ha puesto ninguna ciega grande desde el asiento { $seat }: el cambio no salta ni duplica ninguna ciega, y nada queda a criterio del floor
rotation-worst-position-now = En la mesa corta el jugador ocupa la peor posición, el asiento { $seat }: allí le toca la ciega grande en la siguiente mano, y la regla lo permite aunque a ese asiento le toque así la ciega grande dos veces ({ $rule_balancing_tables }-A).
rotation-worst-position = En la mesa corta el jugador ocupa la peor posición, el asiento { $seat }: el primer asiento libre al que llega la ciega grande, en { $hands ->
        [one] { $hands } mano
       *[other] { $hands } manos
    }; nunca la ciega pequeña ({ $rule_balancing_tables }-A).
error-rotation-short-table = la mesa corta: sus asientos con jugador (1 a 12), el asiento de su última ciega grande entre ellos, y su tamaño (2 a 12)
error-rotation-short-table-full = la mesa corta no tiene asiento libre
error-rotation-short-table-stud = `short_table` es para eventos mixtos; en un evento solo de stud el jugador ocupa el asiento libre (`open_seat`)
penalty-repeat-top = Las infracciones repetidas conllevan penalizaciones crecientes ({ $rule_penalties }-A), y las penalizaciones anteriores del jugador en este evento ya llegaron al tope de la escala de rondas de penalización ({ $top } rondas): el siguiente paso es la descalificación; una penalización de más rondas es la otra opción del floor.
cond-call-is-check = «Pago» sin apuesta que igualar es un check: la declaración obliga al asiento { $seat } a pasar ({ $rule_invalid_bet_declarations }).
cond-may-not-raise = El asiento { $seat } no puede subir aquí (las apuestas no se reabrieron para él), así que la subida declarada obliga al asiento { $seat } a igualar, hasta { $to } ({ $rule_reopening_the_bet }).
cond-no-amount = No se declaró cantidad: la declaración obliga al asiento { $seat } al mínimo, hasta { $to }.
cond-more-than-stack = { $said } es más de lo que tiene el asiento { $seat }: la declaración obliga al asiento { $seat } a ir all-in, hasta { $to }.
cond-more-than-limit = { $said } es más de lo que el límite permite aquí al asiento { $seat }: la declaración obliga al asiento { $seat } al máximo, { $to }.
cond-below-minimum = { $said } está por debajo del mínimo de { $to }: se eleva a { $to } ({ $rule_incorrect_bets }).
cond-act-fold = retirarse (fold)
cond-act-check = pasar (check)
cond-act-call = igualar, hasta { $to }
cond-act-all-in = all-in, hasta { $to }
cond-act-bet = apostar { $to }
cond-act-raise = subir a { $to }
play-out-uncalled = Nadie puede igualar { $amount } de la apuesta del asiento { $seat }: se devuelven al asiento { $seat }.
play-out-pot-won = El pozo de { $amount } es para { $count ->
        [one] el asiento { $winners }
       *[other] los asientos { $winners }, repartido
    }.
play-out-pot-at-showdown = El pozo de { $amount } se decide en el showdown entre los asientos { $eligible }.
penalty-nuts-call-not-soft-play = El asiento { $seat } solo igualó la última apuesta del river, cerrando la acción, con las nuts sin posible empate: eso solo no es soft play; nadie está obligado a subir ({ $rule_penalties }-B). Sin sanción con estos hechos.
bet-silent-chips = El asiento { $seat } puso { $chips } sin decir nada, sin nada que igualar: las fichas son una apuesta por su valor.
stud-deal-bring-in-if-card = La solicitud no dice qué carta tapada quedó expuesta: si fue el { $card }, el asiento { $seat } hace el bring-in (la otra interpretación figura como alternativa).
stud-deal-if-exposed-card = la carta expuesta fue el { $card }: el asiento { $seat } hace el bring-in
error-stud-deal-one-card = una carta, como «As»: la carta tapada que quedó expuesta
import-note-capped-limit-raise = actions[{ $index }]: la subida de límite fijo del asiento { $seat } anotada a { $to }, todo lo que un rival puede igualar, se lee como la subida del límite a { $full }: el rival iguala all-in por menos y se devuelven { $excess } no igualados
error-hand-one-blind-form-only = { $by ->
        [button] una mano con ciega del botón
        *[nobody] una mano sin ciegas
    } no tiene ciega pequeña, ciega pequeña muerta, ante de la ciega grande, straddles ni posts fuera de las ciegas
import-note-ohh-draw-variant = el game_type «Draw» de OHH no nombra la variante: se lee como { $game } (cartas repartidas: { $cards }; descartes: { $draws })
away-dead-nothing-in = La mano del asiento { $seat } está muerta: el tiempo se agotó con el jugador ausente, frente a una apuesta.
options-bet-to = apostar { $to }
options-bet-between = apostar cualquier cantidad entre { $lo } y { $hi }
error-hand-spot-stud-no-button = { $game } no tiene botón (se juega con antes y bring-in): deje el botón fuera de la situación
error-hand-spot-stud-cards = { $street }: cada asiento ha recibido { $n } cartas hasta ahora; el asiento { $seat } tiene { $given }
error-hand-spot-up-cards = { $street }: cada asiento muestra { $n ->
        [one] una carta descubierta
       *[other] { $n } cartas descubiertas
    }; el asiento { $seat } muestra { $given }
error-replay-spot-opener-by-cards = { $street }: nadie ha actuado todavía y, por las cartas descubiertas, actúa primero el asiento { $opener }, no el asiento { $seat }
error-hand-run-only-board-deal = `run` solo se indica en un reparto del board, en un juego con board (aquí: { $game })
error-hand-run-out-of-order = el run { $run } no es el siguiente: tras el primero vienen el 2 y luego el 3, cada uno repartido después del anterior
error-replay-run-not-due = un reparto del run { $run } llega antes de que las apuestas se cierren con un jugador all-in, antes de que el board del primer run esté completo, o fuera del orden de las calles: el board solo se vuelve a repartir para las cartas que faltan una vez terminadas las apuestas
options-not-reopened-limit = El asiento { $seat } ya actuó en esta calle y ahora enfrenta { $to_call }, menos que { $need } (media apuesta): la apuesta no se reabre, así que el asiento { $seat } solo puede igualar o retirarse ({ $rule_reopening_the_bet }).
string-later-chips-complete = El asiento { $seat } aún debe llegar a { $to }: de los { $back } de los movimientos siguientes, { $used } se quedan para ello y solo se devuelven { $rest } al jugador.
string-later-chips-all-stay = El asiento { $seat } aún debe llegar a { $to }: los { $back } de los movimientos siguientes se quedan para ello, así que no se devuelve nada.
bet-completion-all-in = El asiento { $seat } tiene menos que la subida completa a { $full_to }: completarla deja al asiento { $seat } all-in por { $to }, por debajo de una subida completa ({ $rule_reopening_the_bet }).
string-summary-call = Una igualada de { $to }; en total se devuelven { $back } al asiento { $seat }, incluidas las fichas de los movimientos siguientes.
incorrect-bet-caller-brought-up = El asiento { $seat } igualó los { $to }: una igualada iguala la apuesta que iguala, así que el asiento { $seat } añade { $add } e iguala los { $min_to } corregidos ({ $rule_incorrect_bets }).
incorrect-bet-caller-all-in = El asiento { $seat } igualó los { $to } y solo le quedan { $add }: los añade, all-in, por debajo de los { $min_to } corregidos ({ $rule_incorrect_bets }).
sderr-break-too-late = La mano fue la última antes de un descanso: la reclamación debía hacerse en el minuto siguiente a la entrega del bote; llegó más tarde, así que el bote queda como se entregó ({ $rule_disputed_hands }).
button-button-blind-moves = Los blinds son solo del botón (un button blind): el botón, y su blind con él, avanza un jugador, del asiento { $from } al asiento { $button }; ningún asiento debe un blind, así que ni el botón ni ningún blind quedan muertos ({ $rule_dead_button }).
button-no-blinds-moves = La mano no tiene blinds (solo antes): el botón avanza un jugador, del asiento { $from } al asiento { $button }, y no se pone nada más ({ $rule_dead_button }).
button-summary-button-blind = Próxima mano: botón en el asiento { $button }, que pone el button blind; ningún otro blind.
button-summary-no-blinds = Próxima mano: botón en el asiento { $button }; sin blinds (solo antes).
knob-clock-seconds = Segundos que tiene un jugador para actuar una vez pedido el reloj, antes de la cuenta atrás (TDA: 25).
knob-clock-countdown-seconds = Segundos de la cuenta atrás que sigue (TDA: 5).
knob-clock-expiry = Qué pasa cuando se agota el reloj (TDA: la mano está muerta si enfrenta una apuesta; si no, pasa).
knob-shot-clock-seconds = Shot clock: segundos que tiene cada jugador para cada decisión, corriendo sin que se pida el reloj (TDA: ninguno, 0; el reloj lo pide un jugador o el floor).
knob-time-bank-seconds = Segundos que una tarjeta de tiempo extra (time bank) añade al tiempo del jugador (TDA: ninguno, 0).
knob-time-banks = Tarjetas de tiempo extra que tiene cada jugador en el evento (TDA: ninguna, 0).
knob-limit-cap-bets = Apuestas permitidas por ronda de apuestas en limit: una apuesta y las subidas que la siguen (TDA: el tope de la casa; el del motor, 4, una apuesta y tres subidas). Una mano que indica su propio tope lo conserva.
knob-limit-cap-heads-up = Si el tope de subidas sigue vigente con dos jugadores en la mano (TDA: sí, hasta que el evento queda con dos jugadores).
knob-stud-completion-counts = Si en stud completar el bring-in es la apuesta de la ronda que cuenta para el tope (TDA: sí: el bring-in no es apuesta y completar es la primera apuesta completa, el "complete" de la Regla 3; una casa que no la cuenta permite completar y además tantas subidas como el tope).
knob-bring-in-ace-high = Si el as cuenta alto para el bring-in en stud y stud/8, de modo que un as nunca abre con el bring-in (TDA: no lo dice, es regla de juego de la casa; la lectura del motor, como la de PokerKit y la WSOP: alto). En razz el as es siempre bajo y abre con el bring-in la carta más alta; los palos ordenan tréboles, diamantes, corazones, picas, de menor a mayor.
knob-passive-out-of-turn = Qué lectura de una acción pasiva fuera de turno se aplica (TDA: la de la propia edición).
knob-big-blind-ante-order = Qué pone primero una ciega grande corta en un formato de ante de la ciega grande (TDA: la ciega).
knob-dodging-blinds = Qué cuesta eludir las ciegas a propósito (TDA: una penalización).
knob-at-seat-by = El momento en que el jugador debe estar en su asiento (TDA: la última carta del reparto inicial).
knob-odd-chip = Quién se lleva la ficha impar de un pozo dividido en un juego de board (TDA: el primer ganador a la izquierda del botón).
knob-misread-window = Hasta cuándo puede corregirse una mano mostrada mal leída (TDA: hasta que empieza la mano siguiente).
knob-pot-error-window = Hasta cuándo puede corregirse un pozo entregado al jugador equivocado (TDA: hasta la acción sustancial de la mano siguiente).
knob-ask-to-see = Quién puede pedir ver una mano en el showdown (TDA: quien igualó en el river, la del último agresor; las demás peticiones, a criterio del floor).
knob-deliberate-exposure = Qué hace con la mano exponer cartas a propósito con acción pendiente (TDA: una penalización; la mano sigue viva).
knob-first-penalty = La primera penalización por una infracción sin otras antes (TDA: a criterio del floor; las reglas se inclinan por una advertencia).
knob-penalty-max-rounds = El máximo de rondas de penalización que alcanza la escala antes de la descalificación (TDA: a criterio del floor; la lectura del motor, 3).
knob-halt-short-by = Una mesa con esta cantidad de jugadores o más de menos que la mesa más llena detiene el juego (TDA: 3).
knob-substantial-actions = Acción sustancial: esta cantidad de acciones en turno, sean cuales sean (TDA: 3).
knob-substantial-actions-with-chips = Acción sustancial: esta cantidad de acciones en turno cuando al menos una pone fichas (TDA: 2).
knob-conditional-statements = Si una declaración condicional es vinculante (TDA: decide el floor).
knob-chip-count = Cuándo puede un jugador pedir el recuento exacto de las fichas de un rival (TDA: ante el all-in de ese jugador, en su turno).
knob-pot-limit-overbet = Qué pasa con una apuesta pot-limit mayor que el pozo (TDA: se reduce para todos los que igualan hasta la carta siguiente).
knob-expects-int = un número entero de { $min } a { $max }
knob-expects-choice = uno de { $values }
knob-expects-flag = true o false
seat-later-in-orbit = La ciega grande ({ $big }) llega al jugador { $hands ->
        [one] una mano
       *[other] { $hands } manos
    } más tarde de lo que llegaría: cambia el orden de la vuelta, pero la próxima ciega grande del jugador sigue siendo la de esta vuelta, así que no se salta nada y no hay nada que reponer.
seat-sooner-in-orbit = La ciega grande ({ $big }) llega al jugador { $hands ->
        [one] una mano
       *[other] { $hands } manos
    } antes de lo que llegaría: cambia el orden de la vuelta, pero el jugador la paga una vez en la vuelta, así que nada se paga dos veces y no hay nada que devolver.
seat-in-orbit-floor = Ninguna regla trata de una ciega que un cambio de asiento desplaza, así que la última palabra es del floor; las reglas se inclinan por que no se deba nada.
rotation-left-since = Han salido jugadores desde esa mano: el botón muerto (Regla 32) sitúa la mano siguiente a partir de las ciegas de esa mano, la ciega grande avanzando un jugador, y un asiento que quedó vacío sigue vacío.
rotation-dead-small = La ciega pequeña es muerta: la ciega grande de la última mano (asiento { $seat }) se ha ido.
rotation-dead-button = El botón queda muerto en el asiento { $seat }, ahora vacío.
rotation-next-button-summary-no-small = Botón en el asiento { $button }, sin ciega pequeña, ciega grande en el asiento { $big }.
error-rotation-left-since = un asiento que se ha ido desde entonces se numera del 1 al 12 y no está en `seats` (`left_since`)
h4h-if-different-tables = Si los jugadores fueron eliminados en mesas distintas en la misma mano del mano a mano: comparten sus puestos y el dinero ({ $rule_rp_hand_for_hand }); el orden por fichas iniciales es para eliminaciones en una misma mesa.
h4h-different-tables = Los jugadores fueron eliminados en mesas distintas: el orden por fichas iniciales ({ $rule_simultaneous_busts }) es para eliminaciones en una misma mesa, así que comparten como dispone el mano a mano.
