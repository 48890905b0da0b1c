### floorcall: le parole delle decisioni, in italiano.
### I titoli e i riassunti delle regole sono una parafrasi propria di floorcall, usata con il permesso
### della TDA (vedi NOTICE nelle decisioni); prevalgono le regole ufficiali della TDA.
### Un messaggio per ogni motivazione di crates/engine/src/disputes; i suoi argomenti ($seat, $to…)
### sono i campi della motivazione. Gli importi arrivano già formattati; i conteggi scelgono le forme plurali.

language-name = Italiano
number-group-separator = {"."}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {", "}
list-last-separator = {" e "}
clause-separator = {"; "}
# Una regola citata in una motivazione: il suo numero nell'edizione della decisione.
rule-ref = Regola { $number }
# … quando il numero dell'edizione non è noto: il suo numero 2024, indicato come tale.
rule-ref-unknown = Regola TDA 2024 n. { $number }
# Il riassunto di una decisione le cui motivazioni non ne hanno fornito uno (non dovrebbe mai accadere).
ruling-no-summary = Il floor decide su questa controversia.
# The TDA permission notice every ruling carries.
ruling-notice = I numeri e i titoli delle regole della Poker TDA sono usati con il permesso della Poker Tournament Directors Association (www.pokertda.com). I riassunti e le motivazioni sono una parafrasi di floorcall, non il testo ufficiale; fanno fede le regole ufficiali della TDA.

## bet

bet-words-after-chips = Le parole sono arrivate dopo che i gettoni erano già sul tavolo, quindi valgono i gettoni ({ $rule_methods_of_betting }: vale ciò che avviene per primo).
bet-words-with-chips = Le parole sono arrivate insieme ai gettoni: una dichiarazione verbale chiara fatta nello stesso momento dei gettoni prevale ({ $rule_methods_of_betting }-A).
bet-raise-by = “Rilancio di { $by }” aggiunge { $by } alla puntata di { $current }: un rilancio a { $to }.
bet-if-words-came-first = le parole sono state pronunciate prima che i gettoni arrivassero sul tavolo, o insieme a essi
bet-assumes-chips-first = Questa lettura presuppone che i gettoni siano arrivati sul tavolo prima delle parole. Se invece le parole sono venute prima, valgono le parole ({ $rule_methods_of_betting }). { $words }
bet-floor-holds-to-words = il floor vincola il giocatore alle parole
bet-floor-holds-to-chips = il floor vincola il giocatore ai gettoni
bet-words-reading = Parole: { $words }
bet-chips-reading = Gettoni: { $chips }
bet-words-unclear = Le parole e i gettoni del posto { $seat } non concordano e le parole non sono state udite chiaramente: non esiste una risposta fissa; il floor decide nel modo più equo possibile ({ $rule_methods_of_betting }, { $rule_floor_decisions }).
bet-words-before-chips = Le parole sono venute prima dei gettoni, quindi valgono le parole ({ $rule_methods_of_betting }).
bet-gathered-all-in = Il posto { $seat } ha raccolto tutti i gettoni e li ha spinti in avanti: ciò può essere letto come all-in per { $to }; decide il floor.
bet-gesture-may-mean-all-in = Spingere o lanciare in avanti l'intero stack con un solo gesto può essere letto come l'intenzione di puntare tutto, qualunque cosa indichino le verifiche gettone per gettone; la TDA rimette la questione al floor ({ $rule_floor_decisions }).
bet-floor-judges-chip-by-chip = il floor valuta invece i gettoni uno per uno
bet-fold-binds = Il posto { $seat } ha foldato: il fold è vincolante.
bet-fold-when-not-facing-a-bet = Foldare nel proprio turno senza avere di fronte una puntata non è standard, ma è vincolante ({ $rule_non_standard_folds }).
bet-checked = Il posto { $seat } ha fatto check.
bet-check-facing-a-bet = Il posto { $seat } ha detto “check” di fronte a una puntata di { $facing }: il posto { $seat } può chiamare o foldare, ma non rilanciare ({ $rule_invalid_bet_declarations }).
bet-call-with-no-bet = Il posto { $seat } ha detto “chiamo” senza alcuna puntata da chiamare: è un check ({ $rule_invalid_bet_declarations }).
bet-call-binds = Il posto { $seat } ha detto “chiamo” nel proprio turno: ciò lo vincola a una chiamata completa a { $to } ({ $rule_binding_declarations_undercalls }).
bet-declared-call-is-no-undercall = L'importo di { $pushed } messo avanti non è una chiamata incompleta: è stato dichiarato “chiamo”, quindi il posto { $seat } deve l'intero importo di { $to_call }.
bet-declared-all-in = Il posto { $seat } ha dichiarato all-in: { $to } in totale in questo giro di puntate.
bet-short-all-in = { $to } è meno di un rilancio completo (a { $full_to }): un all-in corto, che non riapre le puntate per i giocatori che hanno già agito ({ $rule_reopening_the_bet }).
bet-raise-not-allowed-calls = Il posto { $seat } qui non può rilanciare, quindi il rilancio dichiarato vincola il posto { $seat } a una chiamata di { $current } ({ $rule_reopening_the_bet }).
bet-pot-not-allowed-calls = Il posto { $seat } qui non può rilanciare, quindi “pot” vincola il posto { $seat } a una chiamata di { $to }.
bet-pot-limit-pot = Pot limit: “pot” è una puntata pari al piatto; il totale del posto { $seat } è { $to } ({ $rule_pot_limit_bets }).
bet-floor-may-allow-any-amount = Il floor può consentire al posto { $seat } qualsiasi importo consentito compreso tra { $to } e { $max_to }, se viene dichiarato immediatamente.
bet-below-minimum-brought-up = { $to } è inferiore al minimo di { $min_to }: viene portato a { $min_to } ({ $rule_incorrect_bets }).
bet-above-the-most = { $to } è più di quanto consentito; il massimo è { $max_to }.
bet-raise-amount-is-a-total = “Rilancio” seguito da un importo indica un totale pari a quell'importo ({ $rule_raise_amounts }).
bet-is-all-in = Il posto { $seat } è all-in per { $to }.
bet-bets = Il posto { $seat } punta { $to }.
bet-raises-to = Il posto { $seat } rilancia a { $to }.
bet-unclear-amount-read = “{ $amount }” non può essere inteso alla lettera (è inferiore al grande buio di { $big_blind }); un importo poco chiaro si legge come l'importo ragionevole più alto che non superi il piatto di { $pot }: { $read } ({ $rule_unclear_betting }).
bet-amount-alone-is-pushed = Un importo pronunciato da solo equivale a mettere avanti in silenzio { $read } ({ $rule_methods_of_betting }).
bet-oversized-chip-calls = Un singolo gettone da { $chip } di fronte a una puntata di { $facing }, senza aver detto prima “rilancio”, è una chiamata: vengono restituiti { $back }.
bet-oversized-chip-rule = Un singolo gettone di valore superiore è una chiamata, anche se è l'ultimo gettone del giocatore, a meno che il giocatore non abbia detto “rilancio” prima che il gettone arrivasse sul tavolo ({ $rule_oversized_chip }).
bet-every-chip-needed = Una chiamata di { $current }: ogni gettone era necessario{ $any ->
        [yes] , vengono restituiti { $back }.
       *[no] .
    }
bet-removing-one-leaves-less = { $chips }; togliendo un gettone da { $smallest } restano { $without_one } < { $need } necessari per chiamare, quindi ogni gettone era necessario: una chiamata ({ $rule_multiple_chip_betting }).
bet-removing-one-leaves-enough = { $chips }; togliendo un gettone da { $smallest } restano { $without_one } ≥ { $need } necessari per chiamare, quindi non tutti i gettoni erano necessari.
bet-last-chips-all-in = Questi erano gli ultimi gettoni del posto { $seat }, quindi il posto { $seat } è all-in per { $to }, qualunque cosa dica la regola del 50% ({ $rule_multiple_chip_betting }).
bet-raise-not-allowed-chips-call = Il posto { $seat } qui non può rilanciare, quindi i gettoni sono una chiamata di { $current }; vengono restituiti { $back }.
bet-full-raise-reached = { $total } raggiunge un rilancio completo ({ $current } + { $full } = { $full_to }): un rilancio a { $total } ({ $rule_raise_amounts }).
bet-full-raise-held = { $total } raggiunge un rilancio completo ({ $current } + { $full } = { $full_to }), ma il massimo consentito è { $max_to }{ $pot ->
    [yes] {" "}(una puntata oltre il piatto non è ammessa, { $rule_incorrect_bets }-B)
   *[no] {" "}(una puntata nel limit)
}: un rilancio a { $max_to } ({ $rule_raise_amounts }).
bet-a-raise-to = Un rilancio a { $to }.
bet-a-raise-to-back = Un rilancio a { $to }; i { $back } in eccesso vengono restituiti.
bet-half-raise-must-complete = Si applica la regola del 50%: { $total } ≥ { $half }, metà di un rilancio oltre la chiamata, ma < { $current } + { $full } = { $full_to }: il posto { $seat } deve completare il rilancio fino a { $full_to } ({ $rule_raise_amounts }).
bet-must-complete-to = Un rilancio: il posto { $seat } deve completarlo fino a { $full_to }, un rilancio completo.
bet-less-than-half-raise = Si applica la regola del 50%: { $total } < { $half }, meno di metà di un rilancio oltre la chiamata: una chiamata, vengono restituiti { $back } ({ $rule_raise_amounts }).
bet-call-goes-back = Una chiamata di { $current }; al posto { $seat } vengono restituiti { $back }.
bet-prior-covers-the-call = L'importo di { $prior } già davanti al giocatore copre la chiamata di { $current }: i gettoni aggiunti si sommano a quelli già davanti e si valutano tutti insieme, { $total } in totale ({ $rule_prior_bet_chips }).
bet-prior-partly-pulled-back = Una parte dei gettoni precedenti è stata ritirata: l'importo rimasto di { $prior } più i nuovi gettoni, { $total } in totale, vengono valutati insieme ({ $rule_prior_bet_chips }).
bet-prior-all-pulled-back = I gettoni precedenti sono stati ritirati: i nuovi gettoni vengono valutati rispetto alla chiamata completa di { $need } ({ $rule_prior_bet_chips }).
bet-prior-short-of-call = L'importo di { $base } davanti al giocatore non copre la chiamata; quell'importo resta dov'è e i nuovi gettoni vengono valutati rispetto all'importo ancora dovuto di { $need } ({ $rule_prior_bet_chips }).
bet-single-new-chip-calls = Un singolo nuovo gettone da { $chip } è una chiamata ({ $rule_oversized_chip }).
bet-undercall = Il posto { $seat } ha messo avanti { $put }, meno di quanto serve per chiamare ({ $to_call }), senza dire “chiamo”: una chiamata incompleta ({ $rule_binding_declarations_undercalls }).
bet-floor-decides-undercall = Il piatto è multi-way e la puntata da affrontare ({ $current }) non è la puntata di apertura, quindi decide il floor: esigere una chiamata completa, oppure lasciare che il posto { $seat } perda { $forfeit } e foldi.
bet-floor-requires-full-call = il floor esige una chiamata completa
bet-floor-lets-forfeit = il floor lascia che il giocatore perda i gettoni e foldi
bet-undercall-of-a-raise = Una chiamata incompleta di un rilancio in un piatto multi-way: il floor può esigere una chiamata completa a { $call_to } oppure lasciare che il posto { $seat } perda { $forfeit } e foldi.
bet-no-limit-pot-is-a-minimum = In no-limit “pot” non è un importo valido, ma vincola il posto { $seat } almeno a { $word ->
        [bet] una puntata minima
       *[raise] un rilancio minimo
    }: a { $to } ({ $rule_pot_limit_bets }).
bet-declared-with-chips = Il posto { $seat } ha dichiarato { $word ->
        [bet] una puntata
       *[raise] un rilancio
    } e ha messo avanti { $chips }: sono i gettoni a determinare l'importo.
bet-declared-without-amount = Il posto { $seat } ha dichiarato { $word ->
        [bet] una puntata
       *[raise] un rilancio
    } senza indicare un importo: il posto { $seat } è vincolato almeno al minimo, { $min_to }.
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = Una chiamata incompleta { $when ->
        [heads-up] in heads-up
       *[opening-bet] di fronte alla puntata di apertura del giro in un piatto multi-way
    } deve essere portata a una chiamata completa: a { $call_to }.
bet-undercall-must-call = Chiamata incompleta { $when ->
        [heads-up] in heads-up
       *[opening-bet] di fronte alla puntata di apertura del giro in un piatto multi-way
    }: il posto { $seat } deve chiamare l'intero importo di { $call_to }.

## options

options-to-call = La puntata da pareggiare in questo giro è { $current }; il posto { $seat } { $any_in ->
        [yes] ha già messo { $committed }
       *[no] non ha ancora messo nulla
    }, quindi una chiamata costa { $to_call }.
options-full-raise = La puntata o il rilancio completo più alto in questo giro di puntate è { $full } ({ $rule_raise_amounts }): un rilancio deve arrivare almeno a { $current } + { $full } = { $min_to }.
options-short-all-in-is-no-full-raise = Un all-in corto non è un rilancio completo e non modifica tale importo, nemmeno quando più all-in corti sommati lo superano ({ $rule_reopening_the_bet }).
options-not-reopened = Il posto { $seat } ha già agito in questo giro di puntate e ora si trova di fronte a { $to_call }, meno di { $need } (un rilancio completo): le puntate non vengono riaperte, quindi il posto { $seat } può solo chiamare o foldare ({ $rule_reopening_the_bet }).
options-cap-reached = Questo giro ha raggiunto il limite di { $bets } puntate (una puntata e { $raises } rilanci, { $rule_number_of_raises }): il posto { $seat } può chiamare o foldare.
options-call-takes-all-chips = Chiamare richiede tutti i gettoni del posto { $seat }: non resta nulla con cui rilanciare.
options-no-opponent-to-call = Nessun avversario ha gettoni per chiamare oltre { $current }: un rilancio non potrebbe mai essere chiamato, quindi il posto { $seat } può chiamare o foldare.
options-reopened = Il posto { $seat } ha già agito in questo giro di puntate, ma ora si trova di fronte a { $to_call }, almeno un rilancio completo di { $full }: le puntate vengono riaperte ({ $rule_reopening_the_bet }).
options-not-acted-yet = Il posto { $seat } non ha ancora agito in questo giro di puntate (un buio versato non è un'azione), quindi il posto { $seat } può rilanciare ({ $rule_reopening_the_bet }).
options-fixed-limit-size = Fixed limit: in questo giro puntate e rilanci sono di { $bet }; un rilancio arriva a { $to }.
options-short-of-a-full-raise = Il posto { $seat } ha { $all_in } in totale in questo giro di puntate, meno di un rilancio completo: rilanciare significa andare all-in per { $all_in }.
options-check = fare check
options-call = chiamare { $amount }
options-raise-to = rilanciare a { $to }
options-raise-between = rilanciare a un importo compreso tra { $lo } e { $hi }
options-may-fold-call-or-raise = Il posto { $seat } può foldare, { $call } o { $raise }.
options-may-only-call-or-fold = Il posto { $seat } può solo { $call } o foldare; rilanciare non è consentito.
options-pot-limit-maximum = Pot limit: chiamare { $to_call }, poi rilanciare dell'importo del piatto dopo la chiamata{ $preflop ->
        [yes] {" "}(pre-flop, contando i bui interi)
       *[no] {""}
    }; il massimo a cui il posto { $seat } può rilanciare è { $max_to } ({ $rule_pot_limit_bets }).

## out-of-turn

out-of-turn-fold-binds = Un fold fuori turno è vincolante: la mano del posto { $seat } è morta ({ $rule_non_standard_folds }).
out-of-turn-follows-the-2026-illustration = Il testo 2026 di questa regola non era disponibile per floorcall; questa decisione segue l'illustrazione 2026 (heads-up: un check fuori turno, poi una puntata: solo chiamare o foldare). Secondo le regole 2024 il giocatore avrebbe tutte le opzioni.
out-of-turn-behind = Anche il posto { $behind } ha agito fuori turno ({ $act }), dopo il posto { $seat }, prima che l'azione venisse riportata indietro. Viene valutato allo stesso modo quando l'azione lo raggiunge: è vincolante se il posto { $behind } { $any_bet ->
        [yes] ha ancora di fronte una puntata di { $faced }
       *[no] non ha ancora puntate di fronte
    }, come quando ha agito; se l'azione è cambiata, { $with_chips ->
        [yes] i gettoni possono essere ritirati e il posto { $behind } ha tutte le opzioni
       *[no] il posto { $behind } ha tutte le opzioni
    } ({ $rule_action_out_of_turn }-A).
out-of-turn-behind-fold = Anche il posto { $behind } ha foldato fuori turno: un fold fuori turno è vincolante, quindi la mano del posto { $behind } è morta ({ $rule_non_standard_folds }).
out-of-turn-passive-in-2026 = Secondo le regole 2026 questo check fuori turno, in heads-up, limiterebbe il giocatore a chiamare o foldare una volta cambiata l'azione; le regole 2024 danno tutte le opzioni.
out-of-turn-unchanged-binds = L'azione che il posto { $seat } aveva di fronte non è cambiata ({ $any_bet ->
        [yes] ancora { $faced }
       *[no] ancora nessuna puntata
    }), quindi l'azione fuori turno è vincolante: { $act } ({ $rule_action_out_of_turn }).
out-of-turn-over-the-most = La puntata del posto { $seat } a { $to } supera quanto il giro consente al suo turno, { $most }: vale per { $most }, e i { $back } in eccesso vengono restituiti.
out-of-turn-back-to-the-seat-in-turn = L'azione torna al posto { $next }. Se i giocatori prima del posto { $seat } fanno solo check, chiamano o foldano, l'azione fuori turno ({ $act }) resta valida; se uno di loro punta o rilancia, non è vincolante e il posto { $seat } ha tutte le opzioni ({ $rule_action_out_of_turn }).
out-of-turn-if-next-raises = il posto { $next } rilancia (per esempio a { $min_to })
out-of-turn-raise-example = Per esempio, se il posto { $next } rilancia a { $min_to }, il posto { $seat } si trova di fronte a { $min_to } e può chiamare { $to_call }, rilanciare di nuovo ad almeno { $reraise_to } o foldare; l'importo di { $returned } messo fuori turno può essere restituito.
out-of-turn-if-others-only-check-call-or-fold = i giocatori prima del posto { $seat } fanno solo check, chiamano o foldano
out-of-turn-spoke-up = Il posto { $skipped } è intervenuto prima di un'azione sostanziale: l'azione torna al posto { $skipped } e l'azione fuori turno viene valutata come prevede la { $rule_action_out_of_turn }-A (vincolante a meno che l'azione non cambi) ({ $rule_action_out_of_turn }).
out-of-turn-fold-always-binds = Un fold fuori turno è vincolante in ogni caso ({ $rule_non_standard_folds }).
out-of-turn-skipped-stays-silent = Il posto { $skipped } è stato saltato e non è intervenuto prima dell'azione sostanziale fuori turno: le azioni fuori turno restano valide. Il floor decide che cosa accade alla mano del posto { $skipped } (per esempio morta, o limitata a chiamare o foldare) ({ $rule_action_out_of_turn }).
out-of-turn-floor-rules-hand-dead = il floor dichiara morta la mano del posto { $skipped }
out-of-turn-floor-keeps-hand-live = il floor mantiene attiva la mano del posto { $skipped }, limitata a chiamare o foldare
out-of-turn-if-spoke-up = il posto { $skipped } è intervenuto prima dell'azione sostanziale
out-of-turn-check-and-fold-reading = Un check e un fold costituiscono azione sostanziale solo secondo l'inciso tra parentesi della { $rule_substantial_action }; floorcall segue la frase che contiene la definizione (devono essere messi gettoni), e il floor può interpretarla diversamente.
out-of-turn-floor-counts-check-and-fold = il floor conta un check e un fold come azione sostanziale
out-of-turn-skipped-keeps-right = Non c'è ancora azione sostanziale: il posto { $skipped } conserva il diritto di agire; l'azione torna al posto { $skipped } ({ $rule_action_out_of_turn }).
out-of-turn-fold = fold
out-of-turn-check = check
out-of-turn-call = chiamata
out-of-turn-bet = puntata di { $to }
out-of-turn-raise = rilancio a { $to }
out-of-turn-passive-then-changed = L'azione è cambiata dopo l'azione passiva fuori turno del posto { $seat } ({ $act }): secondo le regole 2026 il posto { $seat } può solo chiamare { $to_call } o foldare, non rilanciare ({ $rule_action_out_of_turn }).
out-of-turn-changed-not-binding = L'azione è cambiata da { $any_bet ->
        [yes] { $faced }
       *[no] nessuna puntata
    } a { $now } prima del turno del posto { $seat }, quindi l'azione fuori turno ({ $act }) non è vincolante: { $any_back ->
        [yes] vengono restituiti { $returned } e il posto { $seat }
       *[no] il posto { $seat }
    } ha tutte le opzioni: chiamare { $to_call }{ $raise_from ->
        [0] {""}
       *[other] , rilanciare ad almeno { $raise_from }
    } o foldare ({ $rule_action_out_of_turn }).
out-of-turn-counted-substantial = { $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    } fuori turno alla sinistra del posto { $skipped }, { $with_chips ->
        [0] nessuna
       *[other] { $with_chips }
    } con gettoni: azione sostanziale ({ $rule_substantial_action }).
out-of-turn-counted-not-yet = { $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    } fuori turno alla sinistra del posto { $skipped }, { $with_chips ->
        [0] nessuna
       *[other] { $with_chips }
    } con gettoni: non ancora azione sostanziale ({ $rule_substantial_action }).
out-of-turn-all-in = all-in
out-of-turn-show-or-muck = mostrare o gettare nel muck

## incorrect-bet

incorrect-bet-over-pot-stands = La puntata di { $to } superava il limite del piatto di { $max_to }, ma la carta successiva è già stata distribuita: resta valida ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-stands-after-action = La puntata di { $to } superava il limite del piatto di { $max_to }, ma è stata seguita da azione sostanziale ({ $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    }, { $with_chips ->
        [0] nessuna
       *[other] { $with_chips }
    } con gettoni): secondo la regola della casa resta valida.
incorrect-bet-low-count-raised = Chi ha puntato ha chiesto di puntare il piatto, ma il conteggio del dealer era troppo basso: non essendoci stata azione sostanziale dopo la puntata, questa viene portata all'intero piatto, { $max_to } ({ $rule_incorrect_bets }).
incorrect-bet-check-and-fold-only = Sono seguiti solo un check e un fold: azione sostanziale solo secondo l'inciso tra parentesi della { $rule_substantial_action }; il floor può interpretarla così e lasciare valida la puntata.
incorrect-bet-below-minimum-stands = La puntata di { $to } era inferiore al minimo di { $min_to }, ma la carta successiva è già stata distribuita: resta valida ({ $rule_incorrect_bets }).
incorrect-bet-below-minimum-corrected = La puntata di { $to } era inferiore al minimo consentito di { $min_to }; rilevata nello stesso giro di puntate, viene corretta a { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-reduced = La puntata di { $to } superava il limite del piatto di { $max_to } ed è stata rilevata prima della carta successiva: viene ridotta a { $max_to } per tutti coloro che hanno chiamato in questo giro di puntate, anche dopo un'azione sostanziale ({ $rule_incorrect_bets }).{ $callers ->
        [0] {""}
        [one] {" "}Al posto { $seats }, che ha chiamato, vengono restituiti { $back }.
       *[other] {" "}Ai posti { $seats }, che hanno chiamato, vengono restituiti { $back } ciascuno.
    }
incorrect-bet-low-count-stands = Chi ha puntato ha chiesto di puntare il piatto e ha puntato l'importo di { $to } indicato dal dealer; la puntata pari al piatto era di { $max_to }. La puntata è stata seguita da azione sostanziale ({ $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    }, { $with_chips ->
        [0] nessuna
       *[other] { $with_chips }
    } con gettoni, { $rule_substantial_action }), quindi resta valida la puntata più bassa ({ $rule_incorrect_bets }).

## cards-dealt

cards-dealt-counted = Dalla distribuzione: { $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    } nel proprio turno, { $with_chips ->
        [0] nessuna
       *[other] { $with_chips }
    } con gettoni (i bui non contano).
cards-dealt-burns-as-normal = Si continua a bruciare normalmente, una carta prima di ogni giro.
cards-dealt-extra-card-is-not-the-burn = La carta in più non conta come carta bruciata: il dealer brucia una carta dal mazzo residuo, poi distribuisce il flop.
cards-dealt-burn-one-card-only = Il dealer brucia esattamente una carta e distribuisce il flop; non si brucia alcuna carta in più per ripristinare l'ordine originale del mazzo residuo.
cards-dealt-no-misdeal-hand-dead = Questa è azione sostanziale ({ $rule_substantial_action }), quindi non c'è misdeal ({ $rule_misdeals }): la mano del posto { $seat }, con { $cards ->
        [one] { $cards } carta
       *[other] { $cards } carte
    }, è morta.
cards-dealt-dead-hand-play-on = C'è stata azione sostanziale: la mano del posto { $seat } è morta e il gioco prosegue.
cards-dealt-button-exception = Il posto { $seat } è il bottone e ha ricevuto troppo poche carte: la { $rule_button_too_few_cards } è l'eccezione al misdeal per numero errato di carte ({ $rule_misdeals }-A), prima o dopo l'azione sostanziale. { $acted ->
    [yes] Il bottone ha già agito, quindi l'eccezione non si applica più.
   *[no] Il bottone non ha ancora agito.
}
cards-dealt-button-completed = La mano del bottone viene completata: il posto { $seat } riceve { $missing ->
    [one] la carta mancante
   *[other] le { $missing } carte mancanti
} e la mano prosegue.
cards-dealt-button-next-card-from-stub = La carta mancante viene presa dalla cima del mazzo residuo, prima della carta bruciata; poi si brucia e si distribuisce il flop come di consueto.
cards-dealt-button-acted-dead = Il bottone ha agito con troppo poche carte: la mano del posto { $seat } è morta e il gioco prosegue.
cards-dealt-no-substantial-action-yet = Non c'è ancora azione sostanziale ({ $rule_substantial_action }): un giocatore che ha ricevuto un numero errato di carte determina un misdeal; la mano viene ridistribuita tale e quale, con lo stesso bottone e gli stessi limiti.
cards-dealt-misdeal-redeal = Misdeal: il posto { $seat } ha { $cards ->
        [one] { $cards } carta
       *[other] { $cards } carte
    } prima dell'azione sostanziale; la mano viene ridistribuita.
cards-dealt-floor-counts-check-and-fold = il floor conta il check e il fold come azione sostanziale

## show-request
show-request-no-cards-no-right = Il posto { $requester } non ha più carte (ha foldato o le ha gettate nel muck senza mostrarle), quindi il posto { $requester } non può chiedere di vedere alcuna mano ({ $rule_asking_to_see_a_hand }).
show-request-called-the-river-bet = C'è stata una puntata al river e il posto { $target } è stato l'ultimo aggressore; il posto { $requester } ha chiamato e ha scoperto o conservato le carte, quindi il posto { $requester } ha il diritto assoluto di vedere la mano del posto { $target } ({ $rule_asking_to_see_a_hand }).
show-request-no-river-bet = Il posto { $requester } può chiedere, ma non ha un diritto assoluto: non c'è stata alcuna puntata al river, quindi nessuno ha pagato per vedere una mano. È a discrezione del floor ({ $rule_asking_to_see_a_hand }).
show-request-not-the-river-aggressor = Il posto { $requester } può chiedere, ma non ha un diritto assoluto: il posto { $target } non è stato l'ultimo aggressore al river. È a discrezione del floor ({ $rule_asking_to_see_a_hand }).
show-request-house-anyone = Secondo la regola della casa qualsiasi giocatore che abbia ancora le carte può vedere qualsiasi mano presente allo showdown: il posto { $requester } può vedere la mano del posto { $target }, e la mano mostrata resta attiva.
show-request-house-callers-only = Secondo la regola della casa solo chi ha chiamato la puntata al river può vedere una mano, e soltanto quella dell'ultimo aggressore: il posto { $requester } non può vedere la mano del posto { $target }.


## face-up
face-up-turned-up-now = Sì: { $all_in_count ->
        [one] il posto { $all_in } è
       *[other] i posti { $all_in } sono
    } all-in e non sono possibili altre puntate, quindi ogni mano attiva ({ $live }) viene scoperta subito ({ $rule_face_up_for_all_ins }).{ $cards_to_come ->
        [0] {""}
       *[other] {" "}Poi si brucia e si distribuisce il resto del board.
    }
face-up-side-pots-first = Assegnare prima i piatti secondari, poi il piatto principale; non tenere coperta la mano all-in finché i piatti secondari non sono stati assegnati ({ $rule_side_pots }).
face-up-nobody-all-in-shows-first = Nessuno è all-in, quindi la { $rule_face_up_for_all_ins } non si applica; in questo showdown mostra per primo il posto { $who } ({ $rule_showdown_order }).
face-up-nobody-all-in = Nessuno è all-in, quindi la { $rule_face_up_for_all_ins } non si applica; è l'ordine dello showdown a stabilire chi mostra per primo ({ $rule_showdown_order }).
face-up-not-yet-betting-open = Non ancora: nessuno è all-in e le puntate sono ancora aperte ({ $rule_face_up_for_all_ins }).
face-up-not-yet-others-may-bet = Non ancora: { $all_in_count ->
        [one] il posto { $all_in } è
       *[other] i posti { $all_in } sono
    } all-in, ma altri giocatori hanno ancora gettoni e possono puntare (posti: { $with_chips }); tenere le carte coperte ({ $rule_face_up_for_all_ins }).


## showdown
showdown-big-blind-first = Il posto { $seat }, grande buio, aveva { $stack }: il buio viene versato per primo ed è vivo ({ $live }), il resto ({ $ante }) va all'ante del grande buio ({ $rule_rp_ante_formats }).
showdown-ante-first = Il posto { $seat }, grande buio, aveva { $stack }: la casa fa versare per primo l'ante del grande buio ({ $ante }), e solo il resto ({ $live }) è un buio vivo.
showdown-board = Board: { $board }.
showdown-low = Low del posto { $seat }: { $low }.
showdown-no-low = Il posto { $seat } non ha un low di otto o migliore.
showdown-hi-lo-split = Hi/lo: ogni piatto viene diviso, metà alla migliore mano alta e metà al miglior low di otto o migliore; il gettone in eccedenza va alla metà alta ({ $rule_odd_chips }-C).
showdown-hi-lo-scoop = Hi/lo: nessuno ha un low di otto o migliore, quindi la migliore mano alta vince ogni piatto per intero.
showdown-seat-hand = Posto { $seat } ({ $hole }): { $category }, { $five }.
showdown-category = { $category ->
        [high-card] carta alta
        [pair] coppia
        [two-pair] doppia coppia
        [trips] tris
        [straight] scala
        [flush] colore
        [full-house] full
        [quads] poker
       *[straight-flush] scala colore
    }
showdown-share = posto { $seat } { $amount }
showdown-pot = { $pot ->
        [main] Piatto principale
       *[side] Piatto secondario
    } di { $amount } (posti aventi diritto: { $eligible }): { $shares }.
showdown-pot-short = { $pot ->
        [main] piatto principale
       *[side] piatto secondario
    } { $amount }: { $shares }
showdown-summary = { $pots }.
showdown-odd-chips = I gettoni in eccedenza, scomposti fino al gettone più piccolo da { $smallest_chip }, vanno al primo vincitore a sinistra del bottone ({ $rule_odd_chips }), piatto per piatto ({ $rule_side_pots }).
showdown-odd-chips-by-suit = I gettoni in eccedenza, scomposti fino al gettone più piccolo da { $smallest_chip }, vanno, secondo la regola della casa, al vincitore che ha la carta più alta per seme (picche, cuori, quadri, fiori) tra le cinque carte che giocano, piatto per piatto ({ $rule_side_pots }).
showdown-uncalled-returned = Puntata non chiamata di { $amount } restituita al posto { $seat }.
showdown-mucked = Il posto { $seat } ha gettato la mano coperta nel muck allo showdown senza scoprirla: una mano che non può essere recuperata non ha alcun diritto sul piatto, qualunque cosa contenesse ({ $rule_tabling_cards }-B).
showdown-mucked-retrievable = Ciò presuppone che le carte gettate nel muck non potessero essere recuperate. Le carte che non toccano ancora il muck e sono identificabili al 100% possono ancora essere recuperate e scoperte ({ $rule_live_cards_at_showdown }); in tal caso, ripetere la richiesta con quelle carte scoperte.
showdown-last-hand = Tutte le altre mani sono state gettate coperte nel muck, quindi la mano del posto { $seat }, l'ultima rimasta, vince senza dover essere mostrata ({ $rule_showdown_order }).


## penalty
penalty-infraction = Posto { $seat }: { $infraction ->
        [etiquette] una violazione dell'etichetta ({ $rule_etiquette_violations })
        [abuse] un comportamento offensivo ({ $rule_etiquette_violations })
        [card_exposure] carte esposte con azione in corso, o non foldate correttamente ({ $rule_exposing_cards })
        [throwing_cards] carte lanciate ({ $rule_exposing_cards })
        [disclosure] una mano rivelata o consigli di gioco dati mentre la mano era attiva ({ $rule_no_disclosure })
        [electronic_device] un dispositivo usato al tavolo con una mano attiva ({ $rule_electronic_devices }-C)
        [phone_call] una telefonata al tavolo ({ $rule_electronic_devices }-A)
        [device_on_table] un telefono o un dispositivo appoggiato sul tavolo ({ $rule_electronic_devices }-B)
        [strategy_tool] uno strumento di strategia o un aiuto strategico esterno al tavolo ({ $rule_electronic_devices }-D)
        [identity] non chiaramente identificabile ({ $rule_player_identity })
        [language] una lingua non ammessa dalla casa, parlata al tavolo ({ $rule_official_language })
        [dodging_blinds] un buio eluso deliberatamente ({ $rule_dodging_blinds })
        [chips_hidden] gettoni tenuti o portati fuori dalla vista ({ $rule_chips_out_of_view })
        [soft_play] soft play ({ $rule_ethical_play })
       *[collusion] chip dumping o collusione ({ $rule_ethical_play })
    }.
penalty-first-infraction = È la prima infrazione del giocatore nell'evento: le regole propendono per un richiamo verbale; le infrazioni ripetute comportano penalità crescenti ({ $rule_penalties }-A).
penalty-first-infraction-house = È la prima infrazione del giocatore nell'evento: secondo la regola della casa la prima penalità è un giro saltato, e le infrazioni ripetute comportano penalità crescenti.
penalty-repeat = Il giocatore ha già { $prior ->
        [one] una penalità o un richiamo precedente
       *[other] { $prior } penalità o richiami precedenti
    } nell'evento, e le infrazioni ripetute comportano penalità crescenti ({ $rule_penalties }-A): l'indicazione è { $rounds ->
        [one] un giro saltato
       *[other] { $rounds } giri saltati
    }.
penalty-soft-play = Il soft play è sanzionato, fino alla perdita dei gettoni o alla squalifica ({ $rule_ethical_play }); { $prior ->
        [0] per una prima infrazione
        [one] dopo un'infrazione precedente
       *[other] dopo { $prior } infrazioni precedenti
    } l'indicazione è { $rounds ->
        [one] un giro saltato
       *[other] { $rounds } giri saltati
    }.
penalty-collusion = Il chip dumping e le altre forme di collusione comportano la squalifica ({ $rule_ethical_play }); i gettoni di un giocatore squalificato vengono rimossi dal torneo ({ $rule_penalties }-D).
penalty-count = Un giro saltato corrisponde a una mano per ogni giocatore presente al tavolo quando viene data la penalità, compreso il trasgressore: { $rounds } × { $players } giocatori = { $hands ->
        [one] { $hands } mano
       *[other] { $hands } mani
    } ({ $rule_penalties }-A).
penalty-posts = Il giocatore lascia il tavolo; al suo posto vengono distribuite le carte, che vengono uccise, e il posto continua a versare bui e ante ({ $rule_penalties }-C): { $forced } nel corso delle { $hands } mani, da uno stack di { $stack }, se il tavolo mantiene lo stesso numero di giocatori.
penalty-blinded-out = Ciò consuma l'intero stack: un giocatore in penalità può essere eliminato dal torneo dai bui ({ $rule_penalties }-A).
penalty-the-floor-chooses = La penalità è a scelta del direttore del torneo: questa è la soluzione verso cui propendono le regole, e gli altri gradi sono elencati come alternative ({ $rule_floor_decisions }).
penalty-summary-warning = Un richiamo verbale per il posto { $seat }.
penalty-summary-rounds = Il posto { $seat } salta { $rounds ->
        [one] un giro
       *[other] { $rounds } giri
    }: { $hands } mani.
penalty-summary-disqualified = Il posto { $seat } è squalificato e i gettoni vengono rimossi dal torneo.
penalty-alt-warning = il floor dà invece un richiamo verbale
penalty-alt-rounds = il floor dà invece { $rounds ->
        [one] un giro saltato
       *[other] { $rounds } giri saltati
    }: { $hands } mani
penalty-alt-disqualify = il floor squalifica il giocatore
penalty-floor-chose-rounds = Il floor ha scelto { $rounds ->
        [one] { $rounds } giro saltato
       *[other] { $rounds } giri saltati
    }; il conteggio delle mani segue di conseguenza ({ $rule_penalties }-A).
penalty-serious = Il floor ritiene grave l'infrazione: si salta il richiamo e si parte da un giro saltato; una minaccia può essere motivo di squalifica ({ $rule_penalties }-A).
penalty-exposure-hand-live = L'esposizione non uccide la mano, e l'eventuale penalità inizia dopo la mano ({ $rule_exposing_cards }).
penalty-exposure-dead-house = Secondo la regola della casa l'esposizione deliberata del posto { $seat } con azione in corso uccide la mano; i gettoni che ha messo restano nel piatto.
penalty-if-deliberate = il floor ritiene deliberata l'esposizione del posto { $seat }: la casa uccide la mano
penalty-nuts-check-not-soft-play = Il posto { $seat } ha fatto check al river, ultimo a parlare, con il nuts assoluto: questo da solo non è soft play; un giocatore non è mai obbligato a puntare ({ $rule_penalties }-B). Nessuna penalità sulla base di questi fatti.
penalty-no-action-pending = Il posto { $seat } ha esposto le carte senza azione in corso: esporre le carte è sanzionato solo mentre c'è azione in corso ({ $rule_exposing_cards }). Nessuna penalità.
penalty-if-floor-finds-it = il floor accerta l'infrazione da altri fatti (un accordo, un comportamento ricorrente)
penalty-misdeal-does-not-count = Al posto { $seat } vengono distribuite le carte e la sua mano viene uccisa, ma un misdeal e la relativa ridistribuzione contano come una sola mano, completata dalla ridistribuzione: dopo di essa { $left ->
        [one] resta da scontare { $left } mano
       *[other] restano da scontare { $left } mani
    } ({ $rule_misdeals }-C).
penalty-hand-counts = La mano conta ai fini della penalità (al posto vengono distribuite le carte e la mano viene uccisa): dopo di essa { $left ->
        [one] resta da scontare { $left } mano
       *[other] restano da scontare { $left } mani
    } ({ $rule_penalties }-C).

## clock
clock-time = Una volta chiamato il tempo, il posto { $seat } ha { $clock } secondi per agire, poi un conto alla rovescia di { $countdown } secondi: { $limit } secondi in totale ({ $rule_calling_for_a_clock }).
clock-house-time = Secondo la regola della casa, una volta chiamato il tempo, il posto { $seat } ha { $clock } secondi per agire, poi un conto alla rovescia di { $countdown } secondi: { $limit } secondi in totale.
clock-in-time = Il posto { $seat } ha agito a { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }, { $tie ->
        [yes] nell'ultimo secondo del conto alla rovescia (in caso di parità si decide a favore del giocatore)
       *[no] entro il tempo
    }: l'azione resta valida.
clock-running = Il posto { $seat } ha ancora { $left ->
        [one] { $left } secondo
       *[other] { $left } secondi
    } per agire.
clock-expired-facing-bet = Il conto alla rovescia è terminato prima che il posto { $seat } agisse, di fronte a una puntata di { $to_call }: la mano è morta.
clock-expired-no-bet = Il conto alla rovescia è terminato prima che il posto { $seat } agisse, senza puntate da affrontare: la mano va in check.
clock-expired-no-bet-dead = Il conto alla rovescia è terminato prima che il posto { $seat } agisse: pur senza puntate da affrontare, secondo la regola della casa la mano è comunque morta.
clock-shot-clock = La casa usa uno shot clock: il posto { $seat } ha { $clock } secondi per ogni decisione, contati da quando l'azione raggiunge il giocatore, senza bisogno di chiamare il tempo.
clock-time-banks = Il posto { $seat } ha consegnato { $used ->
    [one] una carta time bank
   *[other] { $used } carte time bank
}; { $counted ->
    [0] nessuna conta (non ci sono time bank)
    [one] ne conta una, { $each } secondi in più
   *[other] ne contano { $counted }, { $each } secondi ciascuna
}: { $limit } secondi in totale.
clock-acted-too-late = Il posto { $seat } ha agito a { $seconds } secondi, dopo la fine del conto alla rovescia: quell'azione non conta.
clock-dead-chips-stay = La mano del posto { $seat } è morta: l'importo di { $in_pot } che ha messo resta nel piatto.
clock-dead-nothing-in = La mano del posto { $seat } è morta; non aveva messo gettoni.
clock-not-from-the-seat = Il tempo deve essere chiamato da un giocatore al proprio posto (o dal floor): chiamato lontano dal tavolo, non è mai partito, quindi il posto { $seat } non ha esaurito il tempo e la mano è attiva ({ $rule_calling_for_a_clock }).

## at-seat
at-seat-live = Il giocatore del posto { $seat } era al proprio posto quando è stata distribuita l'ultima carta della distribuzione iniziale: la mano è attiva ({ $rule_at_your_seat }).
at-seat-dead = La mano del posto { $seat } è morta{ $any ->
        [yes] ; l'importo di { $in_pot } che aveva messo resta nel piatto
       *[no] {""}
    }.
at-seat-why-dead = Un giocatore deve essere al proprio posto, cioè a portata di mano della propria sedia, quando viene distribuita l'ultima carta della distribuzione iniziale; il giocatore del posto { $seat } non lo era, quindi la mano è morta ({ $rule_at_your_seat }).
at-seat-live-first-card = Il giocatore del posto { $seat } era al proprio posto quando è stata distribuita la prima carta della distribuzione: la mano è attiva.
at-seat-why-dead-first-card = Secondo la regola della casa un giocatore deve essere al proprio posto, cioè a portata di mano della propria sedia, quando viene distribuita la prima carta della distribuzione; il giocatore del posto { $seat } non lo era, quindi la mano è morta.
at-seat-if-arrived-during-deal = il giocatore del posto { $seat } è arrivato al proprio posto solo dopo la distribuzione della prima carta
at-seat-left-table = Un giocatore con una mano attiva, all-in o no, deve restare al tavolo; il giocatore del posto { $seat } si è allontanato, ma allontanarsi non uccide la mano: la mano si gioca, e il floor può sanzionare il giocatore ({ $rule_at_the_table }).
at-seat-if-penalised = il floor sanziona il posto { $seat } per essersi allontanato dal tavolo ({ $rule_penalties })

## accepted-action
accepted-told = Al posto { $seat } è stato detto che la puntata era di { $announced } ({ $by ->
        [dealer] dal dealer
       *[player] da un giocatore
    }); la puntata è di { $bet }.
accepted-caller-responsible = Chi chiama deve conoscere l'importo corretto di una puntata prima di chiamare, qualunque cosa annuncino il dealer o gli altri giocatori: un giocatore che chiama su un conteggio errato accetta l'azione corretta e deve l'importo corretto, o tutti i suoi gettoni ({ $rule_accepted_action }).
accepted-no-difference = Il conteggio era giusto: il posto { $seat } chiama la puntata di { $call_to }.
accepted-owes-more = Il posto { $seat } { $all_in ->
        [yes] è all-in per { $call_to }
       *[no] chiama l'intera puntata di { $call_to }
    } e aggiunge { $more }.
accepted-gets-back = Il posto { $seat } { $all_in ->
        [yes] è all-in per { $call_to }
       *[no] chiama la puntata corretta di { $call_to }
    }; l'importo di { $back } messo in eccedenza gli viene restituito.
accepted-rule-1 = Come in ogni situazione, il floor può comunque decidere diversamente laddove l'importo corretto risulterebbe palesemente iniquo ({ $rule_floor_decisions }).

## count-request
count-estimate = Qualsiasi giocatore può chiedere in qualsiasi momento una stima ragionevole dei gettoni di un avversario; un conteggio esatto solo quando ha di fronte l'all-in di quel giocatore ed è di turno ({ $rule_count_of_chip_stack }).
count-exact = Il posto { $requester } ha di fronte l'all-in del posto { $target } ed è di turno: il dealer conta esattamente l'all-in ({ $stack } in questo giro di puntate).
count-not-all-in = Il posto { $target } non è all-in: il posto { $requester } riceve una stima ragionevole dello stack, non un conteggio esatto.
count-not-in-turn = Il posto { $requester } non è il giocatore di turno: per ora riceve una stima ragionevole dei gettoni del posto { $target }, e il conteggio esatto quando sarà di turno.
count-not-facing = Il posto { $requester } non ha di fronte l'all-in del posto { $target }: solo una stima ragionevole.
count-house-in-turn = Secondo la regola della casa il giocatore di turno può far contare lo stack di qualsiasi avversario: il posto { $requester } riceve un conteggio esatto dello stack del posto { $target }: { $stack }.
count-house-estimate-only = Secondo la regola della casa gli stack non vengono mai contati esattamente: il posto { $requester } riceve una stima ragionevole dei gettoni del posto { $target }.

## string-bet
string-one-motion = Il posto { $seat } ha spinto avanti i gettoni in un solo movimento: nessuna string bet; i gettoni si leggono così come sono ({ $rule_methods_of_raising }).
string-amount-first = Il posto { $seat } ha dichiarato l'intero importo, { $to }, prima di mettere i gettoni: i gettoni possono allora arrivare in un numero qualsiasi di movimenti ({ $rule_methods_of_raising }).
string-raise-word-first = Il posto { $seat } ha detto “rilancio” prima di mettere i gettoni: la chiamata più un altro movimento formano il rilancio ({ $rule_methods_of_raising }).
string-bet = Il posto { $seat } è tornato allo stack senza dire nulla ({ $motions } movimenti): una string bet. Conta solo il primo movimento, { $first }, letto come soli gettoni; l'importo di { $back } dei movimenti successivi viene restituito ({ $rule_methods_of_raising }, { $rule_string_bets }).
string-third-motion = Dopo “rilancio” contano solo la chiamata e un altro movimento ({ $counted } movimenti); l'importo di { $back } dei movimenti successivi viene restituito ({ $rule_string_bets }).

## conditional-statement
cond-discouraged = Le dichiarazioni sull'azione futura (“se punti, rilancio”) non sono standard e sono fortemente sconsigliate: il floor può vincolare il giocatore a quanto dichiarato, e può sanzionarlo ({ $rule_conditional_declarations }).
cond-binds = La condizione si è verificata e il posto { $seat } è di turno: la regola propende per vincolare il giocatore all'azione dichiarata ({ $act }).
cond-not-met = La condizione non si è verificata: la dichiarazione non vincola a nulla il posto { $seat }.
cond-if-not-held = il floor non vincola il giocatore alla dichiarazione
cond-if-penalised = il floor sanziona anche la dichiarazione (prima con un richiamo)
cond-house-binds = Secondo la regola della casa una dichiarazione condizionale è vincolante una volta verificata la condizione: il posto { $seat } deve compiere l'azione dichiarata: { $act }.
cond-house-never-binds = Secondo la regola della casa le dichiarazioni condizionali non sono consentite e non sono mai vincolanti: il posto { $seat } agisce liberamente, con ogni scelta che il tavolo gli consente, e può essere sanzionato per la dichiarazione.

## chips-behind
behind-found = Dopo che l'all-in di { $all_in } del posto { $seat } è stato chiamato, sono stati trovati dietro altri gettoni per { $found }.
behind-floor-decides = Spetta al floor stabilire se i gettoni per { $found } trovati dietro il posto { $seat } facessero parte dell'azione accettata ({ $rule_chips_found_behind }); le due soluzioni sono riportate qui sotto.
behind-part = I gettoni per { $found } facevano parte dell'azione accettata: l'all-in del posto { $seat } è di { $all_in } ({ $rule_chips_found_behind }).
behind-if-loses-to-caller = il posto { $seat } perde la mano e il floor assegna i gettoni trovati, per { $found }, a chi ha chiamato, il posto { $caller }
behind-caller-owes = Il posto { $caller } { $all_in ->
        [yes] mette i suoi ultimi { $more } (all-in).
       *[no] aggiunge { $more }.
    }
behind-not-part = I gettoni per { $found } non facevano parte dell'azione accettata: l'all-in del posto { $seat } resta di { $all_in } e quei gettoni non giocano ({ $rule_chips_found_behind }).
behind-not-paid-not-saved = Se il posto { $seat } vince, l'importo di { $found } non gli viene pagato; se perde, l'importo di { $found } non lo salva, e il floor può assegnarlo a chi ha chiamato.
behind-if-part = il floor stabilisce che i gettoni facevano parte dell'azione accettata
behind-if-not-part = il floor stabilisce che non ne facevano parte

## showdown-error
sderr-misread-corrected = Le carte parlano: le mani si leggono dalle carte, qualunque cosa sia stata annunciata; il piatto va alla mano migliore secondo le carte, e la mano del posto { $seat } si legge per quello che è ({ $rule_cards_speak }).
sderr-misread-too-late = La lettura di una mano scoperta può essere contestata solo fino { $window ->
    [substantial_action] all'azione sostanziale della mano successiva
   *[next_hand] all'inizio della mano successiva
}; la contestazione è stata sollevata dopo, quindi il piatto resta come è stato assegnato ({ $rule_disputed_hands }).
sderr-time-limit = Una mano letta in modo errato può essere contestata fino all'inizio della mano successiva; un errore nell'assegnazione o nel conteggio di un piatto, fino all'azione sostanziale della mano successiva ({ $rule_disputed_hands }).
sderr-pot-corrected = Il piatto è andato al giocatore sbagliato e l'errore è stato segnalato in tempo: viene ripreso e riassegnato secondo le carte, tenendo conto anche della mano del posto { $seat } ({ $rule_disputed_hands }).
sderr-pot-too-late = L'errore è stato segnalato dopo { $window ->
    [next_hand] l'inizio della mano successiva
   *[substantial_action] l'azione sostanziale della mano successiva
}: il piatto resta come è stato assegnato ({ $rule_disputed_hands }).
sderr-killed-winner = La mano del posto { $seat } era stata correttamente scoperta ed era evidentemente vincente: il dealer non può ucciderla, e vince ({ $rule_tabling_cards }-C).
sderr-mucked-live = Le carte del posto { $seat } sono state gettate coperte ma non sono nel muck e sono chiaramente identificabili: la mano è attiva, e il giocatore può recuperarle e scoprirle ({ $rule_live_cards_at_showdown }).
sderr-mucked-dead = Le carte del posto { $seat } non possono essere identificate con certezza: la mano è morta e non ha alcun diritto sul piatto.
sderr-one-card = Il posto { $seat } ha scoperto una sola carta: una mano è scoperta quando tutte le sue carte sono girate a faccia in su; il dealer chiede le altre e, se il giocatore rifiuta, si chiama il floor ({ $rule_showdown_discarding_irregularities }-A).
sderr-bettor-live = Il posto { $seat } ha scartato credendo di aver vinto; il dealer ha trattenuto le carte e sono chiaramente identificabili: vengono scoperte e giocano ({ $rule_showdown_discarding_irregularities }-B).
sderr-bettor-dead = Il posto { $seat } ha scartato credendo di aver vinto, e le carte non possono essere recuperate: la mano è morta; le puntate chiamate restano nel piatto, e una puntata o un rilancio non chiamato viene restituito ({ $rule_showdown_discarding_irregularities }-B).
sderr-killed-live = La mano del posto { $seat } è stata uccisa dal dealer (o invalidata), ma può ancora essere identificata senza alcun dubbio: resta attiva ({ $rule_killed_fouled_exposed_hands }).
sderr-killed-dead = La mano del posto { $seat } è stata uccisa dal dealer (o invalidata) e non può essere identificata: non c'è rimedio; le puntate chiamate non vengono rimborsate, e una puntata o un rilancio non chiamato viene restituito ({ $rule_killed_fouled_exposed_hands }).
sderr-unknown-identification = È decisivo sapere se le carte del posto { $seat } possano essere identificate senza alcun dubbio, e la richiesta non lo indica: se non possono esserlo, la mano è morta.
sderr-if-identifiable = le carte del posto { $seat } sono chiaramente identificabili (senza alcun dubbio)
sderr-if-refuses = il posto { $seat } rifiuta di scoprire le altre carte

## tables
tables-table-breaks = { $players } giocatori stanno in { $tables } tavoli da { $seats } posti: il tavolo { $table } viene chiuso; i suoi giocatori ricevono i posti per sorteggio e possono finire in qualsiasi posizione ({ $rule_new_players_broken_tables }).
tables-short-tables-halt = { $count ->
        [one] Il tavolo { $tables } ha
       *[other] I tavoli { $tables } hanno
    } { $short ->
        [3] tre
       *[other] { $short }
    } o più giocatori in meno del tavolo più numeroso ({ $largest }): lì il gioco viene sospeso non appena i bui ne risentono (il grande buio arriverebbe a un posto vuoto), fino al bilanciamento; il floor può derogare ({ $rule_balancing_tables }).
tables-who-moves = Nei giochi con flop si sposta il giocatore che sarebbe il prossimo grande buio, nella posizione peggiore del tavolo con meno giocatori (mai sul piccolo buio) ({ $rule_balancing_tables }).
tables-balanced = I tavoli sono bilanciati: nessuno spostamento, nessuna sospensione.
tables-halt-at = il gioco viene sospeso { $count ->
        [one] al tavolo { $tables }
       *[other] ai tavoli { $tables }
    } finché i tavoli non sono bilanciati
tables-moves = spostare { $moves }
tables-move-one = { $players ->
        [one] un giocatore
       *[other] { $players } giocatori
    } dal tavolo { $from } al tavolo { $to }
tables-summary = { $parts }.
tables-short-handed-discretion = Ai tavoli da { $seats } posti (un formato short-handed) la sospensione del gioco è a discrezione del TD ({ $rule_balancing_tables }, { $rule_floor_decisions }); le regole propendono per sospendere il gioco finché i tavoli non sono bilanciati.
tables-if-no-halt = il floor lascia proseguire il gioco al tavolo con meno giocatori mentre i giocatori vengono spostati


## deal-error

deal-misdeal-redeal = Misdeal: la mano viene ridistribuita tale e quale, con lo stesso bottone e gli stessi limiti; bui e ante restano dove sono e ogni altro gettone puntato viene restituito.
deal-arriving-wait = La ridistribuzione ripete la mano tale e quale, senza nuovi giocatori: chi si è seduto dopo il misdeal (posti: { $seats }) attende la mano successiva ({ $rule_misdeals }-C).
deal-away-plays-redeal = I giocatori assenti al momento della distribuzione (posti: { $seats }) ricevono le carte nella ridistribuzione; una mano ancora incustodita quando viene distribuita la sua ultima carta viene uccisa ({ $rule_at_your_seat }).
deal-duplicate-card = La carta trovata due volte: { $card }.
deal-no-substantial-action = Non c'è ancora azione sostanziale ({ $rule_substantial_action }): { $actions ->
    [0] nessuno ha agito
    [one] finora una sola azione
   *[other] finora { $actions } azioni, non sufficienti
}, quindi la mano può ancora essere dichiarata misdeal.
deal-substantial-action = C'è stata azione sostanziale ({ $rule_substantial_action }): { $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    } dalla distribuzione, { $with_chips ->
        [0] nessuna
       *[other] { $with_chips }
    } con gettoni; dopo di essa non c'è misdeal e la mano prosegue ({ $rule_misdeals }-D).
deal-floor-counts-check-and-fold = il floor conta il check e il fold come azione sostanziale
deal-draw-exposed-house = In un gioco draw, una carta esposta dal dealer durante la distribuzione è decisa dalla regola della casa: le cause di misdeal per carta esposta della { $rule_misdeals }-A sono scritte per i giochi con flop. La regola della casa abituale, seguita qui: una carta esposta viene sostituita, e una seconda fa misdeal.
deal-house-replaces-exposed = la casa sostituisce ogni carta esposta dal dealer durante la distribuzione
deal-house-misdeals-one-exposed = la casa dichiara misdeal per qualsiasi carta esposta dal dealer durante la distribuzione
deal-fouled-deck = Mazzo difettoso: il gioco si ferma, la mano è nulla e ogni gettone torna al giocatore che lo ha messo, qualunque sia stata l'azione; il mazzo viene sostituito.
deal-fouled-deck-all-back = Un mazzo con due carte dello stesso valore e dello stesso seme annulla la mano indipendentemente dall'azione sostanziale ({ $rule_misdeals }-E): vengono restituiti { $total }, bui e ante compresi. Una contestazione per mazzo difettoso deve essere sollevata entro il tempo previsto per le contestazioni ({ $rule_disputed_hands }).
deal-player-exposed-live = Il posto { $seat } ha esposto le proprie carte: la mano resta attiva e il gioco prosegue; il floor può sanzionare l'esposizione dopo la mano.
deal-player-exposed-why = Un giocatore che espone le carte con azione in corso può essere sanzionato, ma per questo la mano non viene mai uccisa ({ $rule_exposing_cards }); l'eventuale penalità inizia dopo la mano ({ $rule_penalties }).
deal-exposed-after-substantial-action = Il dealer ha esposto le carte del posto { $seat }, ma dopo l'azione sostanziale ciò non costituisce misdeal: la mano è attiva e conserva le sue carte.
deal-play-on-live = Si prosegue: la mano del posto { $seat } è attiva.
deal-exposed-misdeal = Il dealer ha esposto { $cards ->
    [one] una carta
   *[other] { $cards } carte
}{ $first_two ->
    [yes] , una delle prime due del mazzo
   *[no] {""}
} durante la distribuzione: nei giochi con flop è un misdeal ({ $rule_misdeals }-A).
deal-one-exposed-replaced = Nessun misdeal: la carta esposta del posto { $seat } viene mostrata al tavolo, sostituita con la carta successiva dopo la distribuzione e usata come prima carta bruciata.
deal-one-exposed-why = Una sola carta esposta dal dealer, che non sia una delle prime due del mazzo, non rientra tra le cause di misdeal previste dalla { $rule_misdeals }-A (due o più carte esposte, o una delle prime due).
deal-boxed-after-substantial-action = Una carta trovata girata nel mazzo dopo l'azione sostanziale non ferma la mano: viene trattata come un semplice pezzo di carta e il gioco prosegue.
deal-play-on = Si prosegue: nessun misdeal.
deal-boxed-misdeal = Durante la distribuzione sono state trovate { $cards } carte girate nel mazzo: due o più carte girate determinano un misdeal ({ $rule_misdeals }-A).
deal-one-boxed-replaced = Nessun misdeal: la carta girata viene messa da parte come un semplice pezzo di carta e sostituita con la carta successiva.
deal-one-boxed-why = Solo due o più carte girate durante la distribuzione determinano un misdeal ({ $rule_misdeals }-A); una sola viene sostituita.
deal-wrong-seat-after-substantial-action = La prima carta è andata al posto sbagliato, ma c'è stata azione sostanziale: la mano resta come è stata distribuita.
deal-first-card-misdeal = La prima carta della distribuzione è andata al posto sbagliato: un misdeal ({ $rule_misdeals }-A).
deal-not-entitled-killed = Il posto { $seat } ha ricevuto le carte pur non avendo diritto a una mano; dopo l'azione sostanziale non c'è misdeal, quindi quella mano viene uccisa e l'importo di { $back } che aveva messo gli viene restituito.
deal-not-entitled-dead = La mano del posto { $seat } è morta (non aveva diritto a una mano); la mano prosegue per gli altri.
deal-floor-keeps-chips-in-pot = il floor lascia nel piatto i gettoni che il giocatore ha messo
deal-not-entitled-misdeal = Il posto { $seat } ha ricevuto le carte pur non avendo diritto a una mano: un misdeal ({ $rule_misdeals }-A).
deal-dealt-out-after-substantial-action = Il posto { $seat } aveva diritto a una mano ma è stato escluso dalla distribuzione; dopo l'azione sostanziale non c'è misdeal.
deal-dealt-out-sits-out = Si prosegue: il posto { $seat } resta fuori da questa mano.
deal-dealt-out-misdeal = Il posto { $seat } aveva diritto a una mano ma è stato escluso dalla distribuzione: un misdeal ({ $rule_misdeals }-A).
deal-scrap-of-paper = Dopo l'azione sostanziale una carta che non appartiene al mazzo è un semplice pezzo di carta ({ $rule_misdeals }-D): il posto { $seat } ha troppo poche carte vere, e una mano con un numero errato di carte dopo l'azione sostanziale è morta ({ $rule_burns_after_substantial_action }).
deal-non-standard-dead = La mano del posto { $seat } è morta; il gioco prosegue.
deal-non-standard-misdeal = Il posto { $seat } ha ricevuto una carta che non appartiene al mazzo prima dell'azione sostanziale: un misdeal ({ $rule_misdeals }-A).

## board-error

board-four-card-flop = Quattro carte al flop: il dealer mischia le quattro carte coperte, il floor ne sceglie una a caso come carta bruciata per il turn, e le altre tre sono il flop.
board-four-card-flop-why = La regola per un flop irregolare ({ $rule_irregular_flops }) mantiene in gioco ogni carta uscita dal mazzo: nessuna viene ridistribuita e l'ordine del mazzo residuo non viene ripristinato.
board-premature = Il { $street } è stato distribuito prima della fine del giro di puntate: non conta. L'azione torna al posto { $seat }; quando il giro è concluso, il { $street } viene distribuito di nuovo.
board-premature-why = La carta bruciata resta dov'è; { $street ->
    [flop] le carte del flop tornano
   *[other] la carta torna
} nel mazzo residuo, che viene mescolato e tagliato, e il nuovo { $street } viene distribuito senza bruciare un'altra carta ({ $rule_rp_premature_cards }).
board-no-burn-no-action = Il { $street } è stato distribuito senza bruciare una carta e nessuno ha ancora agito: { $street ->
    [flop] le tre carte vengono mischiate coperte e una, scelta a caso, diventa la carta bruciata; le altre due e la carta successiva del mazzo residuo formano il flop.
   *[other] la carta distribuita diventa la carta bruciata e la carta successiva del mazzo residuo è il { $street }.
}
board-no-burn-stands = Il { $street } è stato distribuito senza bruciare una carta, ma c'è già stata azione: il { $street } resta valido e per il giro successivo si brucia e si distribuisce come di consueto.
board-action-since-deal = Azioni dalla distribuzione del { $street }: { $actions ->
        [0] nessuna
       *[other] { $actions }
    } ({ $rule_irregular_flops }: appena c'è una qualsiasi azione, anche un check, le carte restano valide).
board-by-analogy = La regola indica questa procedura per il flop; per il turn e il river si applica la stessa logica per analogia, e decide il floor ({ $rule_floor_decisions }).
board-floor-lets-card-stand = il floor lascia valida la carta e brucia prima del giro successivo

## button-blinds

button-big-blind-moves = Bottone morto ({ $rule_dead_button }): il grande buio avanza di un giocatore a ogni mano, dal posto { $from } al posto { $to }.
button-heads-up = Heads-up ({ $rule_button_placement }): il bottone, posto { $button }, versa il piccolo buio, agisce per primo prima del flop e per ultimo dopo il flop; il posto { $bb } versa il grande buio, così nessuno è grande buio due volte di seguito.
button-small-blind-live = Il posto { $seat }, grande buio della mano precedente, versa il piccolo buio.
button-small-blind-dead = Il grande buio della mano precedente (posto { $seat }) non c'è più: in questa mano il piccolo buio è morto e nessuno lo versa.
button-button-live = Il bottone va al posto { $seat }, piccolo buio della mano precedente.
button-button-dead = Il bottone va al posto { $seat }, dove non siede nessuno: un bottone morto; i bui si versano come di consueto.
button-waiting = { $count ->
    [one] Il nuovo giocatore al posto { $seats } siede tra il piccolo buio e il bottone: non riceve carte
   *[other] I nuovi giocatori ai posti { $seats } siedono tra il piccolo buio e il bottone: non ricevono carte
} finché il bottone non è passato ({ $rule_new_players_broken_tables }, { $rule_alternates_late_registration }).
button-arriving-dealt-in = { $count ->
    [one] Il nuovo giocatore al posto { $seats } riceve
   *[other] I nuovi giocatori ai posti { $seats } ricevono
} subito le carte, versando anche gli eventuali bui che spettano al posto; in un torneo non esiste un buio d'ingresso, quindi nessuno paga per entrare.
button-away-dealt-in = { $count ->
    [one] Il posto { $seats } è assente: riceve
   *[other] I posti { $seats } sono assenti: ricevono
} le carte, versando quanto dovuto dal posto; la mano viene uccisa se il giocatore non è al proprio posto quando termina la distribuzione ({ $rule_at_your_seat }).
button-dodging-intent-unknown = Il posto { $seat } ha saltato i bui; l'elusione deliberata dei bui è sanzionata, e stabilire se sia stata deliberata spetta al floor ({ $rule_dodging_blinds }).
button-dodging-forfeit = Il posto { $seat } ha eluso i bui di proposito: secondo la regola della casa il giocatore perde i bui e l'ante elusi, { $amount }, che finiscono come gettoni morti nel piatto successivo, ed è sanzionato.
button-floor-finds-deliberate = il floor ritiene deliberata l'elusione
button-summary = Mano successiva: bottone { $button_dead ->
    [yes] morto al posto { $button }
   *[no] al posto { $button }
}, { $sb_dead ->
    [yes] nessun piccolo buio (morto)
   *[no] piccolo buio al posto { $sb }
}, grande buio al posto { $bb }.
button-counted = Dalla distribuzione: { $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    }, { $with_chips ->
        [0] nessuna
       *[other] { $with_chips }
    } con gettoni ({ $rule_substantial_action }).
button-misplaced-stands = C'è stata azione sostanziale, quindi la mano resta valida con il bottone al posto { $seat } ({ $rule_button_placement }-A); per la mano successiva non viene riportato indietro, anche se la posizione corretta era il posto { $correct }.
button-floor-restores-rotation = il floor fissa i bui della mano successiva come se il bottone fosse stato al posto { $correct }, così nessuno salta o ripete un buio
button-misplaced-misdeal = Non c'è ancora azione sostanziale: misdeal. Il bottone va al posto { $correct }, ogni gettone viene restituito e la mano viene ridistribuita con i bui corretti ({ $rule_button_placement }-A).
button-floor-counts-check-and-fold = il floor conta il check e il fold come azione sostanziale
button-not-deliberate = Il floor ritiene che il posto { $seat } non abbia eluso i bui di proposito: nessuna penalità.
button-dodging-penalised = Il posto { $seat } ha eluso i bui di proposito: una penalità, la cui entità è a scelta del floor.
button-floor-finds-not-deliberate = il floor ritiene che l'elusione non sia stata deliberata
button-dodging-why = Eludere deliberatamente i bui (scegliendo il momento di un cambio di posto, di uno spostamento di tavolo o di un arrivo in ritardo) è sanzionato ({ $rule_dodging_blinds }, { $rule_penalties }); se l'elusione sia stata deliberata lo decide il floor.

## errors
error-clock-not-to-act = il tempo si chiama sul giocatore di turno, e il posto { $seat } non è il giocatore di turno
error-clock-needs-to = una puntata o un rilancio richiede `to`, il totale del giro di puntate
error-clock-not-a-betting-act = mostrare le carte o gettarle nel muck non è un'azione soggetta al tempo
error-accepted-not-to-act = chi chiama è il giocatore di turno, e il posto { $seat } non è il giocatore di turno
error-accepted-no-bet-to-call = il posto { $seat } non ha di fronte alcuna puntata: non c'è nulla da chiamare
error-count-own-stack = il posto { $seat } chiede il conteggio dei propri gettoni
error-string-no-motion = motions: almeno un movimento in avanti di gettoni
error-string-empty-motion = un movimento senza gettoni
error-cond-not-betting = then.action: una dichiarazione vincola a un'azione di puntata (fold, check, chiamata, puntata, rilancio, all-in)
error-cond-not-to-act = la condizione si è verificata, quindi il posto { $seat } dovrebbe essere il giocatore di turno, e non lo è
error-cond-not-legal-now = l'azione dichiarata dal posto { $seat } non è tra quelle che il posto può compiere ora (verificare l'importo rispetto alle opzioni)
error-behind-nothing-found = found: almeno un gettone
error-behind-not-all-in = il posto { $seat } non è all-in: i gettoni trovati dietro riguardano solo un all-in chiamato
error-behind-not-called = nessuno ha ancora chiamato l'all-in del posto { $seat }
error-penalty-players-at-table = a un tavolo siedono da 2 a 12 giocatori, non { $players }

error-out-of-turn-empty-action = azione vuota
error-out-of-turn-bet-or-raise-needs-street = una puntata o un rilancio richiede `to`, il totale del giro di puntate
error-out-of-turn-showing-or-mucking-not-betting = mostrare le carte o gettarle nel muck non è un'azione di puntata fuori turno
error-out-of-turn-no-player-act-betting-over = nessun giocatore è di turno: le puntate sono concluse
error-out-of-turn-seat-player-act-not-out = il posto { $seat } è il giocatore di turno: non si tratta di un'azione fuori turno
error-out-of-turn-seat-has-folded = il posto { $seat } ha foldato
error-out-of-turn-not-passed-over = il posto { $skipped } non è stato saltato: l'azione fuori turno del posto { $seat } ha saltato i giocatori a partire dal posto { $in_turn }, che era di turno
error-face-up-everyone-else-folded-there-no = tutti gli altri hanno foldato: non c'è showdown
error-show-request-player-asking-see-their-own = un giocatore che chiede di vedere la propria mano non è una controversia
error-show-request-hand-not-showdown-betting-still = la mano non è allo showdown: le puntate sono ancora aperte o tutti gli altri hanno foldato
error-show-request-seat-folded-before-showdown-hand = il posto { $tgt } ha foldato prima dello showdown: quella mano è morta
error-bet-no-player-act-betting-over = nessun giocatore è di turno: le puntate sono concluse
error-bet-seat-not-act-seat-act = il posto { $seat } non è di turno (lo è il posto { $to_act }); per un'azione fuori turno usare una controversia out_of_turn
error-bet-bet-dispute-needs-chips-pushed = una controversia sulla puntata richiede i gettoni spinti avanti, le parole dichiarate, o entrambi
error-bet-simultaneous-and-before = le parole non possono venire sia prima dei gettoni sia insieme a essi: indicare `before_chips` oppure `simultaneous`
error-bet-chip-worth-least = un gettone vale almeno 1
error-bet-chips-add-up-too-much = la somma dei gettoni è troppo alta
error-bet-seat-pushes-but-has-only = il posto { $seat } spinge avanti { $pushed } ma ha solo { $stack } dietro
error-bet-chips-front-more-than-seat-had = i gettoni davanti al giocatore sommano { $prior_value }, più di quanto il posto { $seat } avesse in questo giro di puntate tra gettoni davanti e dietro ({ $total })
error-bet-chips-front-add-up-less = i gettoni davanti al giocatore sommano { $prior_value }, meno di quanto il posto { $seat } ha già messo ({ $committed })
error-showdown-hand-not-over-betting-still = la mano non è conclusa: le puntate sono ancora aperte o devono ancora arrivare carte del board
error-showdown-needs-the-board = uno showdown richiede il board completo (cinque carte): indicarle nelle distribuzioni
error-showdown-needs-hole-cards = uno showdown richiede le carte coperte { $count ->
        [one] del posto { $seats }
       *[other] dei posti { $seats }
    }: indicarle in `seats[].cards`
error-incorrect-bet-bet-within-legal-range-pot = la puntata di { $to } rientra nell'intervallo consentito (da { $min_to } a { $max_to }); per un conteggio pot-limit troppo basso, impostare meant_pot
error-incorrect-bet-there-no-action-hand-has = non esiste l'azione { $index } (la mano ne ha { $actions })
error-incorrect-bet-action-board-deal-not-bet = quell'azione è una distribuzione del board, non una puntata
error-incorrect-bet-action-not-bet-or-raise = quell'azione non è una puntata né un rilancio
error-incorrect-bet-seat-not-player-act-action = il posto { $seat } non era il giocatore di turno in quell'azione
error-options-no-player-act-betting-over = nessun giocatore è di turno: le puntate sono concluse per questa mano o per questo giro
error-options-seat-not-act-seat = il posto { $seat } non è di turno: lo è il posto { $to_act }
error-dispute-seat-not-hand = il posto { $seat } non partecipa alla mano
error-sderr-only-hand-left = il posto { $seat } ha l'unica mano rimasta: vince il piatto senza mostrare, e non c'è un'altra mano a cui assegnarlo
error-dispute-not-an-empty-seat = il posto { $seat } non è un posto vuoto del tavolo
error-cards-dealt-deals-hole-cards-right-number = { $value } distribuisce { $expected } carte coperte: { $count } è il numero corretto
error-cards-dealt-most-cards = al massimo 10 carte
error-cards-dealt-seat-has-already-folded = il posto { $seat } ha già foldato
error-tables-table-seats-players = a un tavolo siedono da 2 a 10 giocatori
error-tables-least-one-table = almeno un tavolo
error-tables-most-tables = al massimo 1000 tavoli
error-tables-players-table-seats = { $players } giocatori a un tavolo da { $seats } posti
error-tables-id-needed = è necessario un id
error-tables-table-listed-twice = il tavolo { $id } è elencato due volte
error-hand-amounts-most-chips = gli importi sono al massimo di { $value } gettoni
error-hand-not-valid-hand = non è una mano valida: { $value }
error-hand-card-dealt-twice-hand = la carta { $value } è distribuita due volte in questa mano
error-hand-big-blind-must-least-chip = il grande buio deve essere di almeno 1 gettone
error-hand-small-blind-larger-than-big = il piccolo buio ({ $small }) è maggiore del grande buio ({ $big })
error-hand-smallest-chip-must-worth-least = il gettone più piccolo deve valere almeno 1
error-hand-hand-needs-least-two-seated = una mano richiede almeno due giocatori seduti
error-hand-players-table-seats-most = { $seats } giocatori: a un tavolo siedono al massimo { $value } giocatori
error-hand-button-must-seat-number-from = il bottone deve essere un numero di posto da 1 a { $value }
error-hand-seat-numbers-run-from = i numeri dei posti vanno da 1 a { $value }
error-hand-seat-listed-twice = il posto { $seat } è elencato due volte
error-hand-seated-player-needs-chips-dealt = un giocatore seduto deve avere gettoni per ricevere le carte
error-hand-hole-cards-given-deals = { $value } carte coperte indicate; { $value_2 } ne distribuisce { $hole_cards }
error-hand-seat-not-hand = il posto { $seat } non partecipa alla mano
error-hand-straddle-must-least-chip = uno straddle deve essere di almeno 1 gettone
error-hand-limits-apply-fixed-limit-games = i limiti si applicano solo ai giochi fixed-limit (LHE)
error-hand-fixed-limit-bet-sizes-must = gli importi delle puntate fixed-limit devono essere di almeno 1 gettone
error-hand-cap-must-allow-least-one = il limite deve consentire almeno una puntata
error-hand-action-needs-seat-action-or = un'azione richiede `seat` e `action`, oppure `deal`
error-hand-missing-action = manca `action`
error-hand-seat-not-hand-2 = il posto { $seat } non partecipa alla mano
error-hand-bet-or-raise-must-least = una puntata o un rilancio deve arrivare ad almeno 1 gettone
error-hand-needs-player-street-total = `{ $kind }` richiede `to`, il totale del giocatore nel giro di puntate
error-hand-board-deal-has-only-deal = una distribuzione del board ha solo `deal` e `cards`
error-hand-board-deals-flop-turn-or = le distribuzioni del board sono flop, turn o river
error-hand-cards-shown-deals = { $value } carte mostrate; { $value_2 } ne distribuisce { $hole_cards }
error-hand-seat-shows-but-dealt = il posto { $seat } mostra { $cards_to_string } ma ha ricevuto { $own }
error-hand-dead-small-blind-heads-up = un piccolo buio morto richiede tre o più giocatori: in heads-up è il bottone a versare il piccolo buio
error-hand-post-by-blind = il posto { $seat } versa un buio in questa mano e non può versare anche in `posts`
error-hand-post-by-straddler = il posto { $seat } fa lo straddle e non può versare anche in `posts`
error-hand-post-at-least-chip = un versamento deve essere di almeno un gettone
error-hand-live-post-over-big-blind = un versamento vivo di { $amount } supera il grande buio ({ $big }); versare il resto come morto
error-hand-two-live-posts = il posto { $seat } ha due versamenti vivi; uno è vivo, il resto è morto
error-hand-spot-board-cards = il board di questo giro ha { $n } carte; ne sono state indicate { $given }
error-hand-spot-full-raise-zero = l'ultima puntata o l'ultimo rilancio completo è di almeno un gettone
error-hand-spot-full-raise-needed = in questo giro potrebbe essere stata fatta più di una puntata o di un rilancio, oppure la puntata più alta è stata chiamata: indicare l'importo dell'ultima puntata o dell'ultimo rilancio completo (determina il rilancio minimo)
error-hand-spot-full-bet-to-needed = un all-in inferiore alla puntata più alta potrebbe essere stato l'ultimo rilancio completo: indicare il totale del giro di puntate dell'ultima puntata o dell'ultimo rilancio completo (il rilancio successivo è una puntata superiore a esso)
error-hand-spot-acted-not-matched = il posto { $seat } ha agito dopo l'ultima puntata completa ma ha { $in_front } davanti a sé di fronte a una puntata di { $current }, con gettoni dietro e senza aver foldato: deve aver chiamato, rilanciato o foldato
error-hand-spot-to-act-cannot = il posto { $seat } non può essere quello di turno: ha foldato, è all-in, oppure ha agito e pareggiato la puntata
error-hand-spot-one-live-hand = una situazione richiede due o più giocatori che non abbiano foldato
error-ruling-spot-or-hand = inviare uno tra `hand`, `hand_text` o `spot`
error-ruling-spot-not-for-dispute = `{ $kind }` richiede la mano intera: uno spot descrive solo il giro di puntate in corso (serve per { $spot_types })
error-ruling-unknown-house = nessun profilo di regole della casa si chiama `{ $name }` (i profili: { $known })
error-hand-board-cards-given = il { $street } ha { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }, ne sono state indicate { $given }
error-hand-cards-odd-length = il testo delle carte ha una lunghezza dispari: ogni carta si scrive con due caratteri, come “AsKd”
error-hand-not-a-card = “{ $text }” non è una carta (valore 2-9, T, J, Q, K, A seguito dal seme c, d, h, s)
error-hand-card-twice = la carta { $card } compare due volte
error-replay-not-hand = non partecipa alla mano
error-replay-straddle-must-more-than-bet = uno straddle deve essere superiore alla puntata precedente ({ $current_bet })
error-replay-seat-not-hand = il posto { $seat } non partecipa alla mano
error-replay-seat-checks-facing-bet-more = il posto { $seat } fa check di fronte a una puntata di { $facing } in più
error-replay-seat-has-folded = il posto { $seat } ha foldato
error-replay-seat-bets-or-raises-which = il posto { $seat } punta o rilancia a { $to }, che non supera la puntata attuale di { $current_bet }
error-replay-seat-bets-but-has-only = il posto { $seat } punta a { $to } ma ha solo { $all_in_to } in totale in questo giro di puntate
error-replay-seat-bets-most-allowed = il posto { $seat } punta a { $to }; il massimo consentito è { $hi }
error-replay-seat-bets-smallest-legal-bet = il posto { $seat } punta a { $to }; la puntata o il rilancio minimo consentito è a { $lo }
error-replay-seat-shows-or-mucks-while = il posto { $seat } mostra le carte o le getta nel muck mentre le puntate sono ancora aperte: indicare in tal caso lo scarto come `fold` (vincolante, { $rule_non_standard_folds }); per chi ha puntato e ha gettato la mano credendo di aver vinto, chiedere `showdown_error` con `bettor_mucked` ({ $rule_showdown_discarding_irregularities }-B)
error-replay-dealt-before-betting-over = il { $street } viene distribuito prima che sia concluso il giro di puntate del { $current }{ $who }
error-replay-not-due = tocca al { $next }, non al { $street }
error-replay-none-due = non è previsto alcun { $street }: il board della mano è completo o la mano è conclusa
error-replay-seat-to-act = ; il posto { $seat } è di turno
error-replay-nothing = {""}
error-replay-acts-betting-over = il posto { $seat } agisce ma in questa mano non sono possibili altre puntate
error-replay-acts-after-folds = il posto { $seat } agisce dopo che tutti gli altri hanno foldato
error-replay-acts-before-deal = il posto { $seat } agisce prima che venga distribuito il { $street }
error-replay-seat-may-not-raise = il posto { $seat } non può rilanciare: { $why ->
        [not-reopened] le puntate non sono state riaperte: ha già agito e si trova di fronte a meno di un rilancio completo
        [capped] i rilanci del giro hanno raggiunto il limite
        [no-opponent] nessun avversario ha gettoni per chiamare un rilancio
       *[all-chips] chiamare richiede tutti i suoi gettoni
    }
error-replay-seat-acts-out-turn = il posto { $seat } agisce fuori turno: è di turno il posto { $to_act }
error-replay-seat-acts-nobody-to-act = il posto { $seat } agisce fuori turno: nessuno è di turno
error-pokerstars-not-pokerstars-hand-history-no = non è una hand history PokerStars: manca l'intestazione “PokerStars Hand #”
error-pokerstars-other-site = questa è una hand history “{ $site }”, non PokerStars: floorcall legge testo PokerStars, PHH e OHH
error-pokerstars-floorcall-reads-no-limit-limit = “{ $what }”: floorcall legge hold'em, Omaha (da 4 a 6 carte, hi/lo), seven card stud, stud hi/lo, razz, five card draw, 2-7 single e triple draw, A-5 triple draw e badugi
error-pokerstars-dead-or-extra-blinds-not = “{ $l }”: i bui morti o aggiuntivi non sono supportati
error-pokerstars-blind-not-buttons-order = il posto { $seat } versa un buio che il bottone non gli assegna (i bui non sono dove li pone il bottone)
error-pokerstars-hand-cut-short = una seconda riga del tavolo all'interno di una mano: la mano precedente è stata troncata e la successiva vi si sovrappone
error-pokerstars-not-an-amount = “{ $text }” non è un importo
error-pokerstars-unreadable-seat-line = “{ $text }” inizia come una riga di posto ma non può essere letta come tale (atteso “Seat N: name (chips in chips)”)
error-pokerstars-button-not-a-number = il posto del bottone non è un numero
error-pokerstars-fewer-than-two-players = meno di due giocatori seduti
error-pokerstars-no-big-blind = nessun grande buio trovato
error-pokerstars-no-button-line = nessun “Seat #N is the button” nella riga del tavolo
error-ohh-not-valid-ohh-json = OHH (JSON) non valido: { $value }
error-ohh-no-hand-found = nessuna mano trovata
error-ohh-not-amount = “{ $value }” non è un importo
error-ohh-button-seat = il posto del bottone
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }: floorcall legge da OHH Holdem, Omaha, OmahaHiLo, Stud, StudHiLo e Draw, e per nome Razz, Badugi, ShortDeck (NL) e Courchevel (PL)
error-ohh-not-player-hand = non è un giocatore di questa mano
error-ohh-hand-needs-two-players = una mano richiede due giocatori
error-ohh-seat-number = un numero di posto
error-ohh-player-id = un id di giocatore
error-ohh-street-run-twice-draw-rounds = giro “{ $other }” (run-it-twice e giri di draw non sono supportati)
error-ohh-straddles-dead-blinds-ohh-not = straddle e bui morti in OHH non sono supportati
error-import-no-hand-found-text = nessuna mano trovata nel testo
error-import-hands-text-one-hand-time = { $n } mani nel testo; una mano alla volta
error-import-hand-text-needs-hand-format = `hand_text` richiede `hand_format`
error-import-send-either-hand-or-hand = inviare `hand` oppure `hand_text`, non entrambi
error-import-ruling-needs-hand-hand-or = una decisione richiede la mano: `hand`, oppure `hand_text` con `hand_format`
error-phh-no-phh-hand-found-hand = nessuna mano PHH trovata: una mano richiede un campo `variant`
error-phh-expected-non-negative-amount = atteso un importo non negativo
error-phh-not-amount = “{ $value }” non è un importo
error-phh-missing-variant = manca `variant`
error-phh-missing = mancante
error-phh-players-hand-has = { $n } giocatori; una mano ne ha da 2 a 10
error-phh-action-string = un'azione è una stringa
error-phh-missing-actions = manca `actions`
error-phh-not-amount-2 = “{ $value }” non è un importo
error-phh-amounts-have-more-than-six = gli importi hanno più di sei decimali
error-phh-seat-number = un numero di posto
error-phh-seats-starting-stacks-differ-length = `seats` e `starting_stacks` hanno lunghezze diverse
error-phh-hands-without-big-blind-button = le mani senza grande buio (buio al bottone, bring-in) non sono supportate
error-phh-not-player-hand = “{ $w }” non è un giocatore di questa mano
error-phh-not-phh-action-floorcall-understands = “{ $value }” non è un'azione PHH che floorcall comprende
error-phh-board-cards-do-not-add = le carte del board non corrispondono a un flop, un turn e un river
error-phh-not-valid-toml = PHH (TOML) non valido: { $detail }
error-phh-variant-not-supported-floorcall-models = la variante { $other } non è supportata: floorcall legge NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D, e PC e PC/8 (Courchevel, un codice proprio)
error-deal-at-least-one-card = `cards` deve essere almeno 1
error-deal-seat-needed = `{ $error }` richiede il posto interessato
error-deal-more-than-hole-cards = { $cards } carte esposte, ma un giocatore ne ha { $hole }
error-deal-seat-out-of-range = i numeri dei posti vanno da 1 a { $max }
error-deal-seat-was-dealt-in = il posto { $seat } ha ricevuto le carte (partecipa alla mano); usare `dealt_in_wrongly` o indicare il posto escluso dalla distribuzione
error-deal-not-one-card = indicare una carta, per esempio `As`
error-board-no-board-preflop = pre-flop non si distribuiscono carte del board: indicare il flop, il turn o il river
error-board-four-cards-on-flop-only = una distribuzione di quattro carte è un errore del flop: `street` deve essere `flop`
error-board-end-before-wrong-deal = inviare la mano fino al momento precedente alla distribuzione errata del { $street }; contiene già quella distribuzione
error-board-round-was-over = il giro di puntate era concluso quando è stato distribuito il { $street }: non era prematuro
error-board-not-the-next-street = il { $street } non è il giro successivo alle azioni della mano
error-board-no-such-deal = la mano non contiene la distribuzione del { $street }: inviare la mano con il { $street } distribuito e le azioni successive
error-board-later-street-dealt = la mano va oltre il { $street }: inviarla fino all'azione sul { $street }
error-button-table-size = `table_size` deve comprendere ogni posto indicato (almeno { $named }) ed essere al massimo { $max }
error-button-seat-taken = il posto { $seat } non è un posto vuoto di questo tavolo
error-button-no-next-hand = restano meno di due giocatori: a questo tavolo non c'è una mano successiva
error-button-correct-button-needed = `button_misplaced` richiede `correct_button`, il posto in cui dovrebbe trovarsi il bottone
error-button-correct-button-differs = `correct_button` deve essere un posto da 1 a { $max } diverso da { $seat }, dove si trova il bottone
error-button-dodger-seat-needed = `dodging_blinds` richiede il posto del giocatore

## hand-for-hand
h4h-places = { $count ->
        [one] Un giocatore viene eliminato
       *[other] { $count } giocatori vengono eliminati
    } nella mano con { $remaining } giocatori rimasti: { $count ->
        [one] piazzamento { $best }
       *[other] piazzamenti da { $best } a { $worst }
    }; sono a premio { $paid } piazzamenti.
h4h-shared = I giocatori eliminati nella mano con cui si entra in zona premi si dividono i piazzamenti a premio di quella mano ({ $rule_rp_hand_for_hand }-A): tutti e { $count } i giocatori si dividono in parti uguali i piazzamenti da { $best } a { $worst } e i relativi premi.
h4h-ranked = I giocatori eliminati nella stessa mano si classificano in base ai gettoni con cui hanno iniziato la mano, lo stack più grande più in alto; stack uguali si dividono i rispettivi piazzamenti ({ $rule_simultaneous_busts }).
h4h-left-over = Dopo la divisione in parti uguali avanza { $left_over }: decide il floor a chi assegnarlo.
h4h-not-announced = Il diritto ai premi decorre dall'annuncio dell'hand-for-hand ({ $rule_rp_hand_for_hand }-A); non è stato annunciato prima di questa mano, quindi l'ordine di queste eliminazioni spetta al floor.
h4h-summary-shared = Tutti e { $count } i giocatori si dividono { $money }: { $each } ciascuno.
h4h-summary-ranked = Tutti e { $count } i giocatori si classificano nell'ordine dei loro stack iniziali, dividendosi { $money } secondo il piazzamento.
h4h-summary-no-prize = Nessun giocatore eliminato arriva a premio: il miglior piazzamento è la posizione { $best }, e sono a premio { $paid } piazzamenti.
h4h-summary-one = Il giocatore termina al piazzamento { $place }: { $money }.
h4h-ranked-anyway = L'hand-for-hand non è stato annunciato prima di questa mano, ma la regola 2026 classifica comunque i giocatori eliminati nella stessa mano in base ai loro stack iniziali ({ $rule_simultaneous_busts }).
error-h4h-busted = `busted` richiede da 1 a 100 giocatori
error-h4h-remaining = con { $remaining } giocatori rimasti, { $busted } di loro non possono essere eliminati in una sola mano lasciando il torneo in corso
error-h4h-paid = `paid` richiede da 1 a 100.000 piazzamenti
error-h4h-payouts = servono i premi di { $need } piazzamenti, a partire dal piazzamento { $best }: è lì che terminano i giocatori eliminati
error-h4h-one-per-player = serve una voce per ogni giocatore eliminato: { $busted } eliminati, { $got } voci indicate
error-h4h-payouts-range = al massimo un premio per ogni giocatore eliminato, ciascuno al massimo 10^18
error-h4h-start-stack = la regola 2026 classifica i giocatori eliminati in base ai gettoni con cui hanno iniziato la mano: indicare `start_stack` per ciascuno

## chip-race
race-exchange = I gettoni da { $removed } escono dal gioco: quelli di ogni giocatore vengono cambiati con gettoni da { $lowest } di pari valore, e ciò che resta, { $odd_total } in totale, viene assegnato con il chip race a partire dal posto 1, al massimo un gettone per giocatore ({ $rule_chip_race }-A): arrotondando il valore residuo al gettone più vicino, { $chips ->
        [0] non resta alcun gettone da { $lowest } da assegnare
        [one] si assegna un gettone da { $lowest }
       *[other] si assegnano { $chips } gettoni da { $lowest }
    }.
race-all-exchanged = Ogni gettone rimosso viene cambiato a pari valore: non resta nulla da assegnare con il chip race.
race-raced = { $chips ->
        [0] Nessun gettone viene assegnato con il chip race.
        [one] Un gettone da { $lowest } viene assegnato con il chip race: va al posto { $winners }, che ha la carta del chip race più alta.
       *[other] { $chips } gettoni da { $lowest } vengono assegnati con il chip race: vanno ai posti { $winners }, che hanno le carte del chip race più alte.
    }
race-to-run = { $chips ->
        [0] Nessun gettone viene messo in palio tra i posti { $seats }
        [one] Un gettone da { $lowest } viene messo in palio tra i posti { $seats }
       *[other] { $chips } gettoni da { $lowest } vengono messi in palio tra i posti { $seats }
    }: si distribuisce una carta del chip race per ogni gettone in eccedenza a partire dal posto 1, e vincono le carte più alte, al massimo un gettone per giocatore.
race-kept-in = Il posto { $seat } ha perso i suoi ultimi gettoni nel chip race: nessuno viene eliminato dal chip race, quindi riceve un gettone da { $lowest }.
race-exactly-half = I gettoni in eccedenza ammontano esattamente a mezzo gettone da { $lowest }: arrotondare per eccesso è la prassi abituale, e la decisione spetta al floor.
race-may-be-kept-in = Un giocatore che perde gli ultimi gettoni nel chip race non viene eliminato: riceve un gettone da { $lowest }.
error-race-denominations = il taglio rimosso ({ $removed }) deve essere inferiore al più basso ancora in gioco ({ $lowest })
error-race-seat-twice = il posto { $seat } è elencato due volte
error-race-one-per-seat = `odd` richiede un numero per ogni posto della mano, nell'ordine dei posti: { $seats } posti, { $got } numeri
error-race-more-than-stack = il posto { $seat } non può avere { $value } in gettoni del taglio rimosso: il suo stack è { $stack }
error-race-not-in-order = il posto { $seat } ha gettoni in eccedenza per il chip race ma non compare in `order`

## before-amount
before-amount-facts = Il posto { $bettor } ha detto “punto” o “rilancio” e, prima che fosse dichiarato l'importo ({ $to } in totale), il posto { $seat } ha agito; i giocatori devono attendere un importo chiaro prima di agire ({ $rule_acting_in_turn }-B).
before-amount-brought-up = L'importo dichiarato, { $stated }, è inferiore alla puntata o al rilancio minimo consentito: viene portato a { $to } ({ $rule_raise_amounts }).
before-amount-over-pot = L'importo dichiarato, { $stated }, supera una puntata pari al piatto: viene ridotto a { $to } ({ $rule_pot_limit_bets }).
before-amount-over-limit = L'importo dichiarato, { $stated }, supera quanto consentito dal limite: è una sola puntata o un solo rilancio, a { $to } ({ $rule_number_of_raises }).
before-amount-over-stack = L'importo dichiarato, { $stated }, supera quanto possiede chi ha puntato: è un all-in, a { $to }.
before-amount-all-in-capped = Il posto { $seat } ha annunciato all-in: in questa struttura di puntata vale come il rilancio più alto consentito, cioè a { $to }, e resta valido ({ $rule_acting_in_turn }-A).
before-amount-fold-stands = Il fold del posto { $seat } è avvenuto nel suo turno, e un'azione nel proprio turno è vincolante ({ $rule_acting_in_turn }-A): il fold resta valido, qualunque importo abbia poi dichiarato il posto { $bettor }.
before-amount-all-in-stands = L'all-in del posto { $seat } è avvenuto nel suo turno ed è vincolante ({ $rule_acting_in_turn }-A): il posto { $seat } è all-in per { $to }.
before-amount-held-to-call = Il posto { $seat } ha chiamato prima che fosse noto l'importo del posto { $bettor }: il floor decide nel modo più adatto alla situazione, e può vincolare chi ha chiamato a qualsiasi importo ({ $rule_conditional_declarations }-B); la soluzione verso cui propende la regola è una chiamata della puntata, { $to } in totale ({ $to_call } in più).
before-amount-if-choose-again = il floor ritiene più equo lasciare che il posto { $seat } scelga di nuovo ora che l'importo è noto
error-before-amount-bettor-not-to-act = il posto { $seat } non è il giocatore di turno: chi punta è il giocatore che ha detto “punto” o “rilancio”
error-before-amount-not-next = il posto { $seat } non è il successivo ad agire dopo il posto { $bettor }: un'azione più avanti nel giro è un'azione fuori turno (`out_of_turn`)
error-before-amount-call-fold-or-all-in = l'azione deve essere una chiamata, un fold o un all-in

## pot-count
pot-count-not-counted = I giocatori hanno diritto al conteggio del piatto solo in pot limit: in questo gioco il dealer non conta il piatto per il posto { $seat } ({ $rule_pot_limit_bets }-A).
pot-count-spread = Su richiesta il piatto può essere steso sul tavolo in modo che tutti possano vederlo ({ $rule_rp_spreading_the_pot }).
pot-count-counted = Pot limit: il dealer conta il piatto per il posto { $seat }: { $pot } ({ $rule_pot_limit_bets }-A).
pot-count-counted-to-act = Pot limit: il dealer conta il piatto per il posto { $seat }: { $pot }, e la puntata più alta che il posto { $seat } può fare arriva a { $max } ({ $rule_pot_limit_bets }-A).

## stub
stub-all = Il mazzo residuo caduto si è mischiato con il muck o con le carte bruciate: tutte quelle carte vengono mischiate insieme sul tavolo, poi mescolate e tagliate, e il gioco prosegue con il nuovo mazzo residuo ({ $rule_rp_disordered_stub }).
stub-rebuild = Il mazzo residuo può essere ricostruito nel suo ordine originale: viene ricomposto in quell'ordine e il gioco prosegue ({ $rule_rp_disordered_stub }).
stub-stub-only = Il mazzo residuo non può essere ricostruito: si forma un nuovo mazzo residuo solo con le sue carte, senza il muck né le carte bruciate, che vengono mischiate sul tavolo, mescolate e tagliate, e il gioco prosegue ({ $rule_rp_disordered_stub }).
stub-try-first = Prima si ricostruisce il mazzo residuo nel suo ordine originale, se ciò è possibile con certezza ({ $rule_rp_disordered_stub }).
stub-if-cannot-rebuild = l'ordine non può essere ricostruito con certezza: un nuovo mazzo residuo con le sole carte del mazzo residuo, mescolato e tagliato
stub-face-down = Qualsiasi rimescolamento durante una mano si fa a carte coperte, senza esporle ({ $rule_irregular_flops }-D).

## non-chip-item
item-rule = Gli oggetti senza valore in gettoni (gettoni bounty, token del tempo) dovrebbero avere dimensioni diverse dai gettoni di puntata; una puntata fatta con uno di essi si legge secondo la politica della casa o il giudizio del floor, e può essere considerata una chiamata o un all-in ({ $rule_rp_non_denominational_items }).
item-call = La soluzione verso cui propendono le regole è una chiamata: il posto { $seat } chiama { $to_call }.
item-check = Non essendoci nulla da chiamare, l'oggetto si legge come un check del posto { $seat }.
item-if-all-in = il floor legge l'oggetto come un all-in del posto { $seat }
error-item-not-to-act = il posto { $seat } non è il giocatore di turno

## gesture
gesture-rule = Battere sul tavolo è un check ({ $rule_terminology_and_gestures }).
gesture-check = Non essendoci nulla da chiamare, il colpo sul tavolo del posto { $seat } è un check.
gesture-facing-bet = Di fronte a una puntata di { $to_call } da chiamare, il check non è un'azione consentita: come per “check” detto di fronte a una puntata ({ $rule_invalid_bet_declarations }), il posto { $seat } può chiamare o foldare, ma non rilanciare.
error-gesture-not-to-act = il posto { $seat } non è il giocatore di turno

## rebuy-announced
rebuy-rule = Un giocatore non può saltare una mano per fare un re-buy; chi annuncia un re-buy prima che una mano inizi gioca i relativi gettoni come gettoni dietro in quella mano e deve effettuare il re-buy ({ $rule_rebuys }). Una mano inizia con il primo riffle, con la pressione del pulsante della mescolatrice automatica o con il cambio del dealer ({ $rule_new_hand_new_limits }).
rebuy-plays-behind = Annunciato prima che la mano iniziasse: il giocatore gioca { $stack } più { $chips } del re-buy come gettoni dietro, { $in_play } in totale, e deve effettuare il re-buy.
rebuy-after-hand = Annunciato quando la mano era già iniziata: la mano si gioca con lo stack di { $stack } che il giocatore aveva all'inizio; i gettoni del re-buy ({ $chips }) entrano dopo la mano.
error-rebuy-chips = chips: più di 0 e al massimo lo stack più grande che floorcall accetta

## level-change
level-began-before = La mano è iniziata prima dell'inizio del nuovo livello, e un nuovo livello si applica dalla mano successiva: questa mano si gioca al vecchio livello ({ $rule_new_hand_new_limits }).
level-dealer-push = Il nuovo livello è iniziato durante il cambio del dealer: il dealer subentrante distribuisce ancora questa mano al vecchio livello ({ $rule_new_hand_new_limits }).
level-same-forced-bets = I bui e gli ante del nuovo livello sono quelli con cui questa mano è stata distribuita: non c'è nulla da correggere ({ $rule_new_hand_new_limits }).
level-after-substantial = La mano è stata distribuita per errore al vecchio livello, ma c'è stata azione sostanziale ({ $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    }, { $with_chips ->
        [0] nessuna
       *[other] { $with_chips }
    } con gettoni, { $rule_substantial_action }): prosegue al vecchio livello ({ $rule_new_hand_new_limits }).
level-corrected = La mano è stata distribuita per errore al vecchio livello e non c'è stata azione sostanziale: viene corretta al nuovo livello, bui { $small }-{ $big } ({ $rule_new_hand_new_limits }).
level-adds = Il posto { $seat } aggiunge { $amount }.
level-does-not-fit = Un'azione già compiuta non è compatibile con il nuovo livello: come correggerla è una decisione del floor.
error-level-blinds = i nuovi bui richiedono un grande buio di almeno 1 e un piccolo buio non superiore

## wrong-seat
seat-rule = I posti si assegnano per sorteggio; un giocatore trovato al posto sbagliato con lo stack corretto si sposta al posto corretto e porta con sé l'intero stack ({ $rule_random_seating }): il giocatore del posto { $seat } va al posto { $assigned }.
seat-silent = La regola dice dove va il giocatore e con che cosa, non che cosa ne è della mano in corso o dei bui che lo spostamento fa slittare: queste sono decisioni del floor ({ $rule_floor_decisions }).
seat-redeal = Il giocatore del posto { $seat } si sposta ora al posto { $assigned }, e la mano viene distribuita di nuovo con il giocatore in quel posto.
seat-nobody-acted = Nessuno ha ancora agito, quindi ridistribuire non costa nulla a nessuno: la soluzione verso cui propendono le regole è spostare il giocatore dal posto { $seat } al posto { $assigned } prima che la mano sia giocata e ridistribuirla, come per un posto a cui sono state distribuite le carte per errore ({ $rule_misdeals }-A).
seat-back = Il posto { $seat } riprende l'importo di { $amount } che aveva versato.
seat-takes-stack = L'intero stack del posto { $seat }, { $amount }, si sposta con il giocatore.
seat-if-played-as-dealt = il floor fa giocare questa mano come è stata distribuita e sposta il giocatore del posto { $seat } al termine della mano
seat-plays-on = La mano prosegue come è stata distribuita; al termine, il giocatore del posto { $seat } si sposta al posto { $assigned } con l'intero stack.
seat-not-killed = Nulla nella regola uccide la mano di un giocatore al posto sbagliato: la mano del posto { $seat } resta attiva dove è stata distribuita.
seat-after-substantial = C'è stata azione sostanziale ({ $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    }, { $with_chips ->
        [0] nessuna
       *[other] { $with_chips }
    } con gettoni, { $rule_substantial_action }): la distribuzione resta valida ({ $rule_misdeals }-D).
seat-before-substantial = Non c'è ancora azione sostanziale ({ $actions ->
        [one] { $actions } azione
       *[other] { $actions } azioni
    }, { $rule_substantial_action }): il floor può invece trattare il caso come un posto a cui sono state distribuite le carte per errore e ridistribuire ({ $rule_misdeals }-A).
seat-if-redealt = il floor ridistribuisce con il giocatore del posto { $seat } al posto assegnato, restituendo ogni gettone versato
seat-stack-in-play = Il posto { $seat } ha { $behind } dietro e { $in_pot } nel piatto: lo stack così come risulta alla fine della mano si sposta con il giocatore.
seat-moves-now = Il giocatore del posto { $seat } si sposta al posto { $assigned } con l'intero stack prima della prossima distribuzione; le mani già giocate restano valide.
seat-hands-stand = Le mani giocate dal posto { $seat } restano valide: la regola non annulla nulla di quanto già giocato.
seat-posted = In questa mano il posto { $seat } versa { $amount } dal posto sbagliato.
seat-big-blind-reaches = Il grande buio ({ $big }) avanza di un posto a ogni mano: raggiungerebbe il giocatore del posto { $seat } { $from_wrong ->
        [0] in questa mano
        [one] nella mano successiva
       *[other] tra { $from_wrong } mani
    }, e raggiunge il giocatore del posto { $assigned } { $from_assigned ->
        [0] in questa mano
        [one] nella mano successiva
       *[other] tra { $from_assigned } mani
    }.
seat-later = Lo spostamento ritarda di { $hands ->
        [one] una mano
       *[other] { $hands } mani
    } il grande buio del giocatore: nessuna regola impone di recuperare un buio di { $big } saltato, quindi la decisione spetta al floor.
seat-sooner = Lo spostamento anticipa di { $hands ->
        [one] una mano
       *[other] { $hands } mani
    } il grande buio del giocatore ({ $big }): nessuna regola esonera da un buio anticipato o pagato due volte nello stesso giro del bottone, né prevede un rimborso, quindi la decisione spetta al floor.
seat-taken = Il posto { $assigned }, sorteggiato per il giocatore del posto { $seat }, è occupato: il floor stabilisce chi siede dove, e ogni giocatore si sposta con l'intero stack.
seat-taken-in-hand = Il posto { $assigned } partecipa a questa mano: vi siede un altro giocatore, forse anch'egli al posto sbagliato.
seat-taken-floor = La regola non dice che cosa fare quando il posto corretto è occupato: la decisione spetta al floor ({ $rule_floor_decisions }).
seat-if-taken = il posto { $assigned } risulta occupato da un altro giocatore: il floor sistema entrambi i posti
error-seat-assigned = il posto assegnato deve essere un numero di posto da 1 a 12 diverso dal posto { $seat }, non { $assigned }
error-seat-assigned-in-hand = il posto { $assigned } è un posto della mano, quindi non è vuoto
error-seat-actions-shown = la mano mostra { $actions ->
        [one] { $actions } azione di un giocatore
       *[other] { $actions } azioni di giocatori
    }: per un posto sbagliato rilevato durante la mano, noticed è during_hand

## away-from-table
away-rule = I giocatori con una mano attiva, compresi quelli all-in, restano al tavolo durante le puntate e lo showdown: allontanarsi è incompatibile con la protezione della mano e con il seguire l'azione, e può essere sanzionato ({ $rule_at_the_table }).
away-live = La mano del posto { $seat } resta attiva; se sanzionare il giocatore per essersi allontanato lo decide il floor.
away-not-killed = La regola non uccide la mano di un giocatore che si allontana: la mano del posto { $seat } non è morta per l'allontanamento.
away-all-in = Il posto { $seat } è all-in, con { $in_pot } nel piatto: i gettoni restano lì, non resta nulla su cui agire, e la mano si gioca fino allo showdown.
away-to-act-facing = L'azione è al posto { $seat }, con { $to_call } da chiamare.
away-to-act-no-bet = L'azione è al posto { $seat }, senza nulla da chiamare.
away-when-action-comes = Il posto { $seat } non è ancora di turno.
away-silent = La regola non dice che cosa accade quando l'azione raggiunge un giocatore assente; il floor può chiamare il tempo sul posto ({ $rule_calling_for_a_clock }): allo scadere, una mano di fronte a una puntata è morta e una senza puntate da affrontare va in check.
away-if-clock-facing-bet = viene chiamato il tempo sul posto { $seat } di fronte a una puntata e scade prima che il giocatore torni: la mano è morta, e l'importo di { $in_pot } che ha messo resta nel piatto
away-if-clock-no-bet = viene chiamato il tempo sul posto { $seat } e scade prima che il giocatore torni: la mano va in check
away-dead = La mano del posto { $seat } è morta: il tempo è scaduto con il giocatore assente, di fronte a una puntata; l'importo di { $in_pot } che ha messo resta nel piatto.
away-clock-facing-bet = Il tempo chiamato sul posto { $seat } è scaduto con { $to_call } da chiamare e il giocatore assente: la mano è morta ({ $rule_calling_for_a_clock }).
away-checked = Il posto { $seat } va in check: il tempo è scaduto con il giocatore assente e nulla da chiamare.
away-clock-no-bet = Il tempo chiamato sul posto { $seat } è scaduto senza nulla da chiamare e con il giocatore assente: la mano va in check e resta attiva ({ $rule_calling_for_a_clock }).
away-chips = Allontanarsi non sposta alcun gettone: il posto { $seat } conserva { $behind } dietro, e l'importo di { $in_pot } che ha messo resta nel piatto.
away-penalty = Se e come sanzionare il posto { $seat } per essersi allontanato è una decisione del floor, da un richiamo a giri saltati ({ $rule_penalties }).
error-away-no-live-hand = il posto { $seat } ha foldato: non c'è una mano attiva con cui restare al tavolo
error-away-not-to-act = il posto { $seat } non è il giocatore di turno, quindi il tempo non può essere scaduto su di esso

## chips-out-of-view
view-rule = I gettoni del torneo non possono essere tenuti o spostati in alcun modo che li sottragga alla vista; un giocatore che lo fa perde quei gettoni, che vengono tolti dal gioco, e può essere sanzionato ({ $rule_chips_out_of_view }).
view-forfeited = Il posto { $seat } perde { $amount }: i gettoni vengono tolti dal gioco.
view-pocketed = Il posto { $seat } aveva { $amount } in tasca, in una borsa o negli indumenti: fuori dalla vista.
view-concealed = Il posto { $seat } ha tenuto o coperto { $amount } al tavolo dove nessuno poteva vederli: fuori dalla vista.
view-carried-hidden = Il posto { $seat } ha portato { $amount } a un altro tavolo fuori dalla vista: i gettoni in transito devono restare visibili.
view-out-of-play = Quei gettoni ({ $amount }) escono dal torneo: non vanno ad alcun giocatore né in alcun piatto.
view-left = Il posto { $seat } conserva lo stack di { $stack } visibile sul tavolo.
view-nothing-left = Al posto { $seat } non restano gettoni visibili: ciò che ne consegue per il giocatore è una decisione del floor ({ $rule_floor_decisions }).
view-penalty = La perdita dei gettoni è prevista dalla regola; un'ulteriore penalità per il posto { $seat }, da un richiamo alla squalifica, è una decisione del floor ({ $rule_penalties }).
view-kept = Il posto { $seat } conserva i gettoni ({ $amount }): sono stati portati ben in vista.
view-in-view = Il posto { $seat } ha portato { $amount } ben in vista (in un rack, su un vassoio aperto): nulla è stato fuori dalla vista, quindi non si perde nulla.
view-kept-total = Il posto { $seat } prosegue con { $total } in totale.
error-view-seat = il posto deve essere un numero di posto da 1 a 12, non { $seat }
error-view-amount = i gettoni fuori dalla vista devono essere almeno 1 e non più del numero massimo di gettoni consentito
error-view-stack = lo stack visibile supera il numero massimo di gettoni consentito

## house
house-no-effect = Le regole della casa ({ $title }) non modificano questa decisione: è quella della TDA.
house-applied = Si applica una regola della casa, { $label } ({ $title }): { $text }
house-applied-bare = Si applica una regola della casa, { $label } ({ $title }).
house-under-tda = Secondo la sola TDA ({ $citation }): { $summary }.

## Titoli delle regole (il messaggio) e riassunti (.summary), per chiave stabile della regola.

rule-floor-decisions = Decisioni dei responsabili di sala (Floor)
    .summary = Il floor mette al primo posto il miglior interesse del gioco e l'equità, e può discostarsi da una regola quando una lettura rigida sarebbe ingiusta; le decisioni del floor sono definitive.
rule-player-responsibilities = Responsabilità dei giocatori
    .summary = I giocatori verificano le proprie carte e i propri gettoni, proteggono le proprie mani, esprimono chiaramente le proprie intenzioni, seguono l'azione e intervengono quando vedono un errore.
rule-terminology-and-gestures = Terminologia e gesti ufficiali nei tornei di poker
    .summary = Si usano i termini standard (puntata, chiamata, rilancio, fold, check, all-in e, nel pot limit, pot); termini e gesti non standard sono a rischio del giocatore.
rule-player-identity = Identità del giocatore
    .summary = I giocatori devono essere chiaramente identificabili al tavolo; lo staff può chiedere loro di togliere gli oggetti che ne nascondono il volto.
rule-electronic-devices = Apparecchiature elettroniche e dispositivi di comunicazione
    .summary = Al tavolo l'uso di dispositivi e le comunicazioni sono limitati, e non si possono usare strumenti di strategia né tabelle di puntata.
rule-official-language = Lingua ufficiale
    .summary = L'evento annuncia le lingue che possono essere parlate al tavolo durante una mano.
rule-random-seating = Assegnazione casuale e corretta dei posti
    .summary = I posti si assegnano per sorteggio; un giocatore al posto sbagliato con lo stack corretto si sposta al posto corretto con quello stack.
rule-alternates-late-registration = Riserve, iscrizioni tardive e re-entry
    .summary = A riserve, iscrizioni tardive e re-entry si assegnano per sorteggio un posto e uno stack; ricevono subito le carte, tranne quando siedono tra il piccolo buio e il bottone.
rule-special-needs = Esigenze particolari
    .summary = Per i giocatori con esigenze particolari si adottano soluzioni ragionevoli.
rule-new-players-broken-tables = Nuovi giocatori e giocatori da tavoli chiusi
    .summary = I giocatori di un tavolo chiuso ricevono i posti con un sorteggio in due fasi e possono finire in qualsiasi posizione, bui e bottone compresi.
rule-balancing-tables = Bilanciamento dei tavoli e sospensione del gioco
    .summary = I tavoli vengono mantenuti bilanciati; il giocatore che sarebbe il prossimo grande buio si sposta nella posizione peggiore; un tavolo con tre o più giocatori in meno del più numeroso sospende il gioco non appena i suoi bui ne risentono.
rule-cards-speak = Dichiarazioni. Allo showdown le carte parlano
    .summary = Allo showdown sono le carte scoperte a decidere il vincitore; ciò che un giocatore dice della propria mano non è vincolante, e chiunque dovrebbe segnalare una lettura errata.
rule-tabling-cards = Scoprire le carte e uccidere la mano vincente
    .summary = Una mano è scoperta quando tutte le sue carte sono girate a faccia in su e leggibili; un giocatore che getta nel muck una mano non correttamente scoperta lo fa a proprio rischio; il dealer non può uccidere una mano vincente correttamente scoperta.
rule-live-cards-at-showdown = Carte vive allo showdown
    .summary = Le carte scartate coperte restano vive finché non raggiungono il muck o non possono più essere identificate; una mano che può ancora essere identificata per intero può essere recuperata.
rule-showdown-discarding-irregularities = Irregolarità allo showdown e negli scarti
    .summary = A un giocatore che mostra solo una parte di una mano vincente si chiede di scoprirla per intero; chi ha puntato e scarta credendo di aver vinto perde le puntate chiamate, ma gli viene restituita una puntata non chiamata.
rule-face-up-for-all-ins = Carte scoperte in caso di all-in
    .summary = Quando un giocatore è all-in e non sono più possibili puntate, tutte le mani attive vengono scoperte subito, prima che siano distribuite le carte rimanenti.
rule-showdown-order = Showdown senza all-in e ordine dello showdown
    .summary = Senza all-in, mostra per primo l'ultimo giocatore che ha puntato o rilanciato nell'ultimo giro di puntate; se in quel giro non ci sono state puntate, mostra per primo il primo giocatore a sinistra del bottone.
rule-asking-to-see-a-hand = Chiedere di vedere una mano
    .summary = Dopo una puntata al river, chi ha chiamato e ha scoperto o conservato le proprie carte può vedere la mano dell'ultimo aggressore; le altre richieste sono a discrezione del floor; i giocatori che hanno gettato le carte nel muck perdono il diritto di chiedere.
rule-playing-the-board = Giocare il board allo showdown
    .summary = Un giocatore che gioca il board deve scoprire tutte le proprie carte coperte per dividere il piatto.
rule-odd-chips = Assegnazione dei gettoni in eccedenza
    .summary = I gettoni in eccedenza si scompongono fino al taglio più piccolo; nei giochi con board il gettone in eccedenza va al primo vincitore a pari merito a sinistra del bottone (parte A); nello stud, alla carta più alta per seme (parte B); nell'hi/lo, il gettone in eccedenza dell'intero piatto va alla metà alta (parte C).
rule-simultaneous-busts = Giocatori eliminati nella stessa mano
    .summary = Novità 2026 (secondo le fonti): i giocatori eliminati nella stessa mano si classificano in base agli stack con cui hanno iniziato la mano.
rule-side-pots = Piatti secondari
    .summary = Ogni piatto secondario si divide separatamente, e i piatti secondari si assegnano prima del piatto principale.
rule-disputed-hands = Mani e piatti contestati
    .summary = La lettura di una mano può essere contestata fino all'inizio della mano successiva; un errore su un piatto o nel conteggio, fino all'azione sostanziale della mano successiva.
rule-new-hand-new-limits = Nuova mano e nuovi limiti
    .summary = Un nuovo livello si applica dalla mano successiva al suo annuncio; una mano iniziata per errore al vecchio livello resta a quel livello una volta che c'è stata azione sostanziale.
rule-chip-race = Chip race e cambi colore programmati
    .summary = I gettoni oggetto di cambio colore vengono assegnati con il chip race; nessun giocatore viene eliminato dall'evento con il chip race.
rule-chips-visible = Carte e gettoni visibili, contabili e gestibili. Cambi colore discrezionali
    .summary = I gettoni restano visibili e contabili, con i tagli più alti davanti; il floor può effettuare un cambio colore dei gettoni.
rule-deck-changes = Cambi di mazzo
    .summary = I mazzi si cambiano al cambio del dealer o al cambio di livello; un giocatore non può chiedere un mazzo nuovo.
rule-rebuys = Re-buy
    .summary = Un giocatore deve dichiarare un re-buy prima che venga distribuita la mano successiva.
rule-rabbit-hunting = Rabbit hunting
    .summary = Dopo la mano non si rivelano le carte che sarebbero uscite.
rule-calling-for-a-clock = Chiamare il tempo
    .summary = Dopo la chiamata del tempo un giocatore ha 25 secondi più un conto alla rovescia di 5 secondi; se ha di fronte una puntata la sua mano è poi morta, altrimenti va in check.
rule-at-your-seat = Al proprio posto e mani attive
    .summary = Un giocatore deve essere al proprio posto quando viene distribuita l'ultima carta della distribuzione iniziale, altrimenti la mano è morta.
rule-at-the-table = Al tavolo con azione in corso
    .summary = I giocatori con mani attive, compresi quelli all-in, restano al tavolo.
rule-dead-button = Bottone morto
    .summary = Nei tornei si gioca con il bottone morto.
rule-dodging-blinds = Elusione dei bui
    .summary = Eludere deliberatamente i bui è sanzionato.
rule-button-placement = Posizionamento e movimento del bottone
    .summary = Un bottone spostato in modo errato si corregge prima dell'azione sostanziale e resta dov'è dopo di essa; in heads-up il piccolo buio è il bottone.
rule-misdeals = Misdeal (errori di distribuzione) e mazzi difettosi
    .summary = Gli errori di distribuzione elencati, prima dell'azione sostanziale, costituiscono misdeal e la mano viene ridistribuita; dopo l'azione sostanziale non c'è misdeal; un mazzo difettoso annulla la mano.
rule-substantial-action = Azione sostanziale
    .summary = L'azione sostanziale consiste in due azioni nel proprio turno, di cui almeno una mette gettoni, oppure in tre azioni qualsiasi nel proprio turno; i bui versati non contano.
rule-button-too-few-cards = Il bottone con troppo poche carte
    .summary = Al bottone che ha ricevuto troppo poche carte si può completare la mano, a meno che il bottone non abbia già agito.
rule-burns-after-substantial-action = Carte bruciate dopo l'azione sostanziale
    .summary = Una mano con un numero errato di carte rilevata dopo l'azione sostanziale è morta; il dealer brucia una carta per giro e non cerca di ripristinare l'ordine del mazzo residuo.
rule-irregular-flops = Flop irregolari e carte distribuite prematuramente
    .summary = Un flop di quattro carte o un flop distribuito troppo presto si corregge con una procedura stabilita; le carte del board distribuite prima della fine del giro di puntate sono premature.
rule-methods-of-betting = Modalità di puntata: verbale e con i gettoni
    .summary = Una puntata si fa a parole, con i gettoni o in entrambi i modi; ciò che avviene per primo la definisce, e una dichiarazione verbale chiara prevale quando parole e gettoni sono simultanei.
rule-methods-of-calling = Modalità di chiamata
    .summary = Le chiamate standard consistono nel dire “chiamo” o nel mettere avanti l'importo; un gettone piccolissimo contro una puntata grande non è standard e può essere considerato una chiamata completa.
rule-methods-of-raising = Modalità di rilancio
    .summary = Un rilancio si fa con un solo movimento o va dichiarato prima; tornare allo stack per prendere altri gettoni senza una dichiarazione non è consentito.
rule-raise-amounts = Importi dei rilanci
    .summary = Un rilancio aggiunge almeno la puntata o il rilancio completo più alto fatto in precedenza nel giro di puntate; gettoni messi avanti in silenzio che superano la chiamata di almeno metà di quel rilancio vanno completati fino a un rilancio completo; sotto la metà sono una chiamata.
rule-oversized-chip = Puntata con gettone di valore superiore (overchip)
    .summary = Di fronte a una puntata, un singolo gettone di valore superiore messo avanti senza aver detto prima “rilancio” è una chiamata; senza una puntata di fronte, è una puntata pari al valore del gettone.
rule-multiple-chip-betting = Puntata con più gettoni
    .summary = Di fronte a una puntata, più gettoni messi avanti in silenzio sono una chiamata quando ogni gettone è necessario per la chiamata; altrimenti decide la regola del 50% prevista per gli importi dei rilanci, oppure il giocatore è all-in con i suoi ultimi gettoni.
rule-prior-bet-chips = Gettoni di una puntata precedente non ritirati
    .summary = Un giocatore che ha di fronte un rilancio con gettoni precedenti ancora davanti a sé dovrebbe prima dichiarare; i gettoni aggiunti in silenzio si valutano in base al fatto che i gettoni precedenti coprano o meno la chiamata e che siano stati ritirati o meno.
rule-reopening-the-bet = Riapertura delle puntate
    .summary = In no-limit e pot-limit, gli all-in corti che sommati non raggiungono un rilancio completo non consentono ai giocatori che hanno già agito di rilanciare di nuovo; nel limit, mezza puntata riapre le puntate.
rule-number-of-raises = Numero di rilanci consentiti
    .summary = No-limit e pot-limit non hanno un limite al numero di rilanci; i giochi limit seguono il limite della casa anche in heads-up, finché l'evento non si riduce a due giocatori.
rule-accepted-action = Azione accettata
    .summary = Chi chiama è responsabile di conoscere la puntata effettiva; una chiamata accettata su un conteggio errato deve comunque l'importo corretto.
rule-acting-in-turn = Agire nel proprio turno
    .summary = I giocatori agiscono nel proprio turno; un'azione nel proprio turno è vincolante e i gettoni messi restano nel piatto.
rule-binding-declarations-undercalls = Dichiarazioni vincolanti / Chiamate incomplete nel proprio turno
    .summary = Dire “chiamo” o “rilancio” nel proprio turno vincola all'azione completa; mettere avanti meno della chiamata senza dire “chiamo” è una chiamata incompleta: la chiamata completa è obbligatoria in heads-up o contro la puntata di apertura in un piatto multi-way, altrimenti decide il floor.
rule-incorrect-bets = Puntate errate, puntate e rilanci insufficienti
    .summary = Una puntata o un rilancio inferiore al minimo si corregge nel giro di puntate in corso, fino alla carta successiva; nel pot limit una puntata eccessiva si riduce fino alla carta successiva, e una puntata insufficiente dovuta a un conteggio troppo basso si aumenta finché non la segue un'azione sostanziale.
rule-action-out-of-turn = Azione fuori turno
    .summary = L'azione fuori turno viene riportata al giocatore corretto ed è vincolante se l'azione che aveva di fronte non è cambiata; se è cambiata, i gettoni possono essere ritirati e il giocatore ha tutte le opzioni (2026: dopo un'azione passiva fuori turno, solo chiamare o foldare); un giocatore saltato che resta in silenzio fino a un'azione sostanziale perde la tutela.
rule-pot-limit-bets = Dimensione del piatto e puntate pot-limit
    .summary = Nel pot limit il rilancio più alto è una chiamata più il piatto dopo la chiamata; pre-flop si considerano i bui interi; dire “pot” in no-limit non indica un importo, ma vincola almeno a una puntata o a un rilancio minimo.
rule-invalid-bet-declarations = Dichiarazioni di puntata non valide
    .summary = “Chiamo” senza alcuna puntata da affrontare è un check; “rilancio” senza alcuna puntata è almeno una puntata minima; “check” di fronte a una puntata consente solo una chiamata o un fold.
rule-string-bets = String bet (puntate e rilanci frazionati)
    .summary = Le puntate e i rilanci frazionati (string bet) non sono consentiti.
rule-unclear-betting = Puntate non standard e poco chiare
    .summary = Le puntate non standard sono a rischio del giocatore; un importo pronunciato che potrebbe avere più significati si legge come l'importo ragionevole più alto che non superi il piatto.
rule-non-standard-folds = Fold non standard
    .summary = Foldare nel proprio turno senza avere di fronte una puntata, o foldare fuori turno, prima della fine dell'ultimo giro di puntate è vincolante e può essere sanzionato.
rule-conditional-declarations = Dichiarazioni condizionali e premature
    .summary = Le dichiarazioni condizionali sull'azione futura possono essere vincolanti o sanzionate; su una chiamata fatta prima che la puntata sia nota decide il floor.
rule-count-of-chip-stack = Conteggio dello stack dell'avversario
    .summary = Un conteggio esatto dello stack di un avversario può essere chiesto solo quando si ha di fronte un all-in e si è di turno; altrimenti, una stima.
rule-over-betting-expecting-change = Puntata eccessiva in attesa di resto
    .summary = I gettoni messi avanti in silenzio contano tutti, anche quando il giocatore si aspetta il resto.
rule-chips-found-behind = All-in con gettoni trovati dietro in seguito
    .summary = Su un gettone trovato dietro dopo che un all-in è stato chiamato decide il floor: se non faceva parte dell'azione, non vince e non salva il giocatore.
rule-chips-out-of-view = Gettoni fuori dalla vista e in transito
    .summary = I gettoni non possono essere tenuti o portati fuori dalla vista; i gettoni che un giocatore nasconde vengono persi e tolti dal gioco, e può seguire una penalità.
rule-lost-and-found-chips = Gettoni smarriti e ritrovati
    .summary = I gettoni ritrovati vengono tolti dal gioco.
rule-killed-fouled-exposed-hands = Mani uccise, invalidate o esposte accidentalmente
    .summary = Una mano uccisa dal dealer o invalidata al punto di non essere identificabile non ha rimedio; una puntata non chiamata viene restituita.
rule-dead-hands-stud = Mani morte e carte nel muck nello stud
    .summary = Regole dello stud per le mani morte e le carte gettate nel muck.
rule-no-disclosure = Divieto di rivelare. Un giocatore per mano
    .summary = I giocatori non possono rivelare il contenuto delle mani mentre c'è azione in corso; un giocatore per mano.
rule-exposing-cards = Esposizione delle carte e fold corretto
    .summary = Esporre le carte con azione in corso può essere sanzionato, ma non uccide la mano; i fold si fanno spingendo le carte basse e coperte.
rule-ethical-play = Gioco etico
    .summary = La collusione, il chip dumping e le altre forme di gioco non etico sono sanzionati.
rule-etiquette-violations = Violazioni dell'etichetta
    .summary = Le violazioni dell'etichetta ripetute o gravi sono sanzionate.
rule-penalties = Richiami, penalità e squalifica
    .summary = Le penalità vanno da un richiamo a mani o giri saltati e alla squalifica; ogni giro di penalità vale tante mani quanti sono i giocatori al tavolo.
rule-rp-all-in-buttons = Bottoni all-in
    .summary = I giocatori all-in vengono contrassegnati con un bottone all-in.
rule-rp-bringing-in-bets = È sconsigliato raccogliere le puntate
    .summary = I dealer lasciano le puntate davanti ai giocatori fino alla fine del giro.
rule-rp-personal-belongings = Effetti personali
    .summary = Gli oggetti personali vanno tenuti fuori dalla superficie del tavolo.
rule-rp-disordered-stub = Mazzo residuo in disordine
    .summary = Un mazzo residuo in disordine si gestisce con una procedura stabilita.
rule-rp-premature-cards = Carte distribuite prematuramente
    .summary = Una carta del board prematura torna nel mazzo residuo, che viene rimescolato; la carta bruciata resta.
rule-rp-efficient-movement = Spostamento efficiente dei giocatori
    .summary = I giocatori che cambiano tavolo portano con sé i propri gettoni e si spostano rapidamente.
rule-rp-dealer-push-timing = Tempistica dei cambi del dealer
    .summary = I dealer vengono cambiati secondo il programma.
rule-rp-hand-for-hand = Procedure dell'hand-for-hand
    .summary = In prossimità della zona premi ogni tavolo gioca una mano alla volta; i giocatori eliminati nella stessa mano si dividono i piazzamenti.
rule-rp-final-table-size = Numero di giocatori al tavolo finale
    .summary = Il tavolo finale si forma con un numero stabilito di giocatori a partire da due tavoli ridotti.
rule-rp-stud-dealing = Procedure di distribuzione dello stud nei tornei
    .summary = Procedure di distribuzione dello stud.
rule-rp-ante-formats = Formati dell'ante e nessuna riduzione dell'ante
    .summary = Un ante versato da un solo giocatore dovrebbe essere un ante del grande buio, con il buio versato per primo; l'ante non viene mai ridotto.
rule-rp-dealers-announce-bets = I dealer dovrebbero annunciare puntate e rilanci
    .summary = Nel no-limit e nel pot-limit i dealer annunciano puntate e rilanci.
rule-rp-split-pot-stacking = I dealer dovrebbero impilare i gettoni nei giochi a piatto diviso
    .summary = I dealer impilano il piatto prima di dividerlo.
rule-rp-randomness-special-situations = Casualità applicabile a situazioni particolari
    .summary = Un'estrazione a sorte può risolvere situazioni particolari.
rule-rp-staff-communication = Comunicazione corretta dello staff del torneo
    .summary = Lo staff comunica le decisioni in modo chiaro e coerente.
rule-rp-absent-on-breaking-table = Giocatore assente a un tavolo che chiude
    .summary = I gettoni di un giocatore assente vengono portati al nuovo posto dallo staff.
rule-rp-draw-betting = Procedure di puntata dei giochi draw nei tornei
    .summary = Procedure di puntata per i giochi draw.
rule-rp-mixed-game-order = Ordine dei giochi misti
    .summary = I giochi misti si alternano secondo un ordine pubblicato.
rule-rp-reducing-stalling = Riduzione delle perdite di tempo
    .summary = Misure contro le perdite di tempo.
rule-rp-cards-ready-for-shuffle = Carte pronte per la mescolata
    .summary = Le carte vengono tenute pronte per la mescolata successiva.
rule-rp-spreading-the-pot = Stendere il piatto
    .summary = Nel pot limit, su richiesta, il piatto viene steso sul tavolo per il conteggio.
rule-rp-non-denominational-items = Puntate con oggetti senza valore nominale
    .summary = I gettoni bounty e i token del tempo non possono essere puntati.

## games (issue 25)
error-hand-bring-in-only-stud = il bring-in si versa solo nei giochi stud, non in { $game }
error-hand-stud-no-blinds = { $game } si gioca con ante e bring-in: togliere i bui, gli straddle e i versamenti
error-hand-stud-needs-limits = una mano di { $game } richiede i suoi limiti (la small bet e la big bet)
error-hand-stud-needs-bring-in = una mano di { $game } richiede il suo bring-in (almeno un gettone)
error-hand-bring-in-over-small-bet = il bring-in ({ $bring_in }) supera la small bet ({ $small_bet })
error-hand-up-cards-only-stud = le carte scoperte si distribuiscono solo nei giochi stud, non in { $game }
error-hand-up-cards-most = un giocatore di stud ha al massimo quattro carte scoperte; ne sono indicate { $given }
error-hand-discards-only-draw = solo un'azione `draw` ha carte scartate
error-hand-action-only-stud = “{ $kind }” è un'azione dello stud; { $game } non è stud
error-hand-draw-only-draw-games = { $game } non ha draw
error-hand-draw-more-than-held = un giocatore non può scartare { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    } da una mano di { $held }
error-hand-drawn-cards-count = { $count ->
        [one] { $count } carta scartata
       *[other] { $count } carte scartate
    }, ma { $given } pescate
error-hand-street-not-in-game = { $game } non si gioca con questo giro di puntate: { $street }
error-hand-deal-cards-on-seats = in { $game } le carte distribuite si indicano nei posti (e nei draw), non in un'azione `deal`
error-replay-no-draw-now = il posto { $seat } cambia carte, ma ora non è previsto alcun draw
error-replay-drew-already = il posto { $seat } ha già cambiato carte in questo giro, oppure è fuori dalla mano
showdown-odd-chips-stud = I gettoni in eccedenza, scomposti fino al gettone più piccolo da { $smallest_chip }, vanno al vincitore che ha la carta più alta per seme (picche, cuori, quadri, fiori) tra le cinque carte che giocano ({ $rule_odd_chips }-B), piatto per piatto ({ $rule_side_pots }).
showdown-seat-low = Posto { $seat } ({ $hole }): { $low }.
showdown-seat-badugi = Posto { $seat } ({ $hole }): { $count ->
        [4] un badugi di quattro carte
        [one] una mano di { $count } carta
       *[other] una mano di { $count } carte
    }, { $badugi }.
showdown-ranking = { $game ->
        [stud] Nello stud giocano le cinque migliori delle sette carte di ciascun giocatore, e una mano si scopre con tutte e sette le carte ({ $rule_tabling_cards }-A).
        [low-a5] Low ace-to-five (A-5): vince la mano più bassa, l'asso è basso, scale e colori non contano, e le coppie contano contro la mano.
        [low-27] Low deuce-to-seven (2-7): vince la mano più bassa, l'asso è solo alto, e scale, colori e coppie contano contro la mano (7-5-4-3-2 di semi misti è la migliore).
        [badugi] Badugi: vince la mano con più carte di valore diverso e di seme diverso, poi la più bassa; l'asso è basso.
       *[short-deck] Short deck (36 carte): il colore batte il full, e A-6-7-8-9 è scala.
    }
options-stud-brings-in = Il posto { $seat } ha la carta scoperta che deve fare il bring-in (la più bassa nello stud e nello stud/8, la più alta nel razz; a parità di valore decide il seme, fiori il più basso e picche il più alto, quindi il 2♣ fa il bring-in nello stud e il K♠ nel razz) e apre l'azione: versa il bring-in di { $bring_in }, oppure completa fino alla small bet di { $small_bet } ({ $rule_terminology_and_gestures }: “complete”).
options-stud-facing-bring-in = Nessuno ha ancora completato: il bring-in è la puntata da affrontare. Il posto { $seat } può foldare, chiamare il bring-in o completare fino alla small bet di { $small_bet }; il completamento è la prima puntata completa della terza strada, e ogni rilancio successivo è di una small bet.
options-stud-no-doubling = Una coppia scoperta in quarta strada non consente la big bet: in quarta strada si punta la small bet ({ $rule_rp_stud_dealing }-F).
options-stud-low-card-all-in = Il posto { $low } ha la carta scoperta che fa il bring-in, ma è all-in per l'ante: l'azione comincia dal posto { $seat }, alla sua sinistra, che mette il bring-in di { $bring_in } o completa fino alla small bet di { $small_bet } ({ $rule_rp_stud_dealing }-E).
options-stud-opens-by-cards = Il posto { $seat } mostra la mano migliore in questa street (nel razz la più bassa), quindi agisce per primo; tra mani scoperte uguali decide il seme della carta più alta ({ $rule_rp_stud_dealing }-D).
options-summary-bring-in = Il posto { $seat } fa il bring-in di { $bring_in } o completa fino a { $small_bet }.
options-summary-facing-bring-in = Il posto { $seat } può foldare, chiamare il bring-in di { $to_call } o completare fino a { $small_bet }.
game-name = { $game ->
        [NLHE] no-limit hold'em
        [PLO] pot-limit Omaha
        [PLO5] pot-limit Omaha a cinque carte
        [LHE] limit hold'em
        [PLO8] pot-limit Omaha hi/lo
        [NLO8] no-limit Omaha hi/lo
        [O8] limit Omaha hi/lo
        [PLHE] pot-limit hold'em
        [NLO] no-limit Omaha
        [LO] limit Omaha
        [PLO6] pot-limit Omaha a sei carte
        [BIGO] Big O (pot-limit Omaha hi/lo a cinque carte)
        [SHORT_DECK] short deck hold'em
        [STUD] seven card stud
        [STUD8] seven card stud hi/lo
        [RAZZ] razz
        [TD27] 2-7 triple draw
        [SD27] 2-7 single draw
        [TDA5] A-5 triple draw
        [BADUGI] badugi
        [COURCHEVEL] Courchevel
        [COURCHEVEL8] Courchevel hi/lo
       *[DRAW5] five card draw
    }
street-name = { $street ->
        [preflop] pre-flop
        [flop] flop
        [turn] turn
        [river] river
        [third] terza strada
        [fourth] quarta strada
        [fifth] quinta strada
        [sixth] sesta strada
        [seventh] settima strada
        [predraw] prima del draw
        [first_draw] dopo il primo draw
        [second_draw] dopo il secondo draw
       *[third_draw] dopo il terzo draw
    }
error-dispute-not-for-game = una controversia “{ $dispute }” non si applica a { $game }: { $needs ->
        [board] riguarda un board, e questo gioco non ne ha
        [button] riguarda il bottone e i bui, e questo gioco ha ante e bring-in
       *[up-cards] riguarda le carte scoperte e il bring-in dello stud
    }
stud-deal-exposed = Una delle prime due carte coperte del posto { $seat } è stata distribuita scoperta: quella carta diventa la carta scoperta del posto, e la sua terza carta viene distribuita coperta; la mano non è un misdeal ({ $rule_rp_stud_dealing }-A).
stud-deal-exposed-summary = La carta esposta è la carta scoperta del posto { $seat }; la sua terza carta viene distribuita coperta.
stud-deal-bring-in-now = Con la carta esposta come carta scoperta di quel posto, il bring-in si stabilisce dalle carte scoperte così come sono: il posto { $seat } fa il bring-in.
stud-deal-bring-in-from-up-cards = Il bring-in si stabilisce poi dalle carte scoperte così come sono (indicare la carta scoperta di ogni posto per sapere chi lo fa).
stud-deal-two-exposed = Al posto { $seat } sono state esposte due delle prime carte coperte. La procedura per una carta coperta esposta non copre questo caso ({ $rule_rp_stud_dealing }-A): la decisione spetta al floor, e le regole propendono per un misdeal per le carte esposte durante la distribuzione ({ $rule_misdeals }).
stud-deal-two-exposed-summary = Misdeal, a decisione del floor: al posto { $seat } sono state esposte due carte coperte durante la distribuzione.
stud-deal-if-play-on = Se il floor lascia proseguire la mano, una delle carte esposte del posto { $seat } è la sua carta scoperta, e la carta successiva gli viene distribuita coperta.
stud-deal-seventh-replaced = La carta di settima strada del posto { $seat } è stata distribuita scoperta con puntate ancora da fare ({ $with_chips ->
        [one] { $with_chips } giocatore ha gettoni
       *[other] { $with_chips } giocatori hanno gettoni
    }): la carta viene tolta dal gioco e sostituita con una carta distribuita coperta ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-replaced-summary = La carta esposta di settima strada del posto { $seat } viene sostituita con una carta distribuita coperta.
stud-deal-seventh-stands = La carta di settima strada del posto { $seat } è stata distribuita scoperta, ma non restano puntate (i giocatori sono all-in): la carta resta e gioca scoperta ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-stands-summary = La carta di settima strada del posto { $seat } resta scoperta: non restano puntate.
stud-deal-stub-enough = La settima strada richiede una carta per ogni giocatore ancora in mano e una carta bruciata ({ $players } + 1); il mazzo residuo ha { $stub ->
        [one] { $stub } carta
       *[other] { $stub } carte
    }: si distribuisce come di consueto ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-enough-summary = Il mazzo residuo ha carte sufficienti: la settima strada si distribuisce come di consueto.
stud-deal-stub-with-burns = La settima strada richiede una carta per ogni giocatore ancora in mano e una carta bruciata ({ $players } + 1), ma il mazzo residuo ha solo { $stub ->
        [one] { $stub } carta
       *[other] { $stub } carte
    }: le carte bruciate in precedenza si aggiungono al mazzo residuo, che viene mescolato e tagliato, e la strada viene distribuita ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-with-burns-summary = Carte insufficienti: le carte bruciate si aggiungono al mazzo residuo, che viene mescolato e tagliato, e la settima strada viene distribuita.
stud-deal-stub-community = La settima strada richiede una carta per ogni giocatore ancora in mano e una carta bruciata ({ $players } + 1); il mazzo residuo ha { $stub ->
        [one] { $stub } carta
       *[other] { $stub } carte
    } e, anche con le tre carte bruciate in precedenza, non basta: il dealer brucia una carta e distribuisce scoperta una carta comune che vale per tutti i giocatori, e chi ha agito per primo in sesta strada agisce per primo ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-community-summary = Carte insufficienti anche con quelle bruciate: si distribuisce scoperta una carta comune per tutti i giocatori; chi ha agito per primo in sesta strada agisce per primo.
stud-deal-premature = Una carta dello stud distribuita prima della fine del giro di puntate torna nel mazzo residuo, che viene mescolato; non si brucia nessuna carta in più, e la strada viene distribuita quando le puntate sono concluse ({ $rule_rp_premature_cards }-D).
stud-deal-premature-summary = La carta distribuita in anticipo torna nel mazzo residuo, che viene mescolato; nessuna carta bruciata in più.
error-stud-deal-seat-needed = indicare il posto la cui carta è stata esposta (`seat`)
error-stud-deal-stub-needed = indicare le carte rimaste nel mazzo residuo (`stub`)
error-stud-deal-not-at-seventh = la carenza di carte nel mazzo residuo è un problema della settima strada: la mano deve trovarsi alla fine della sesta strada o in settima strada
rotation-frozen = Il bottone si è fermato sul posto { $button } quando è iniziato il giro di stud: lo stud non ha bottone, e resta lì per tutte le mani di stud ({ $rule_balancing_tables }-B).
rotation-stud-no-button = Il { $game } si gioca senza bottone né bui: il bottone resta fermo sul posto { $button }.
rotation-resumes = Quando tornano i giochi con il bottone, il bottone avanza di un posto da dove si era fermato, come se le mani di stud non fossero state distribuite: bottone al posto { $button }, piccolo buio al posto { $small }, grande buio al posto { $big }.
rotation-next-button-summary = Bottone al posto { $button }, piccolo buio al posto { $small }, grande buio al posto { $big }.
rotation-next-big-blind-moves = In un evento misto si sposta il giocatore che sarebbe grande buio nella prossima mano di un gioco con bottone: il posto { $seat } ({ $rule_balancing_tables }-A).
rotation-moves-summary = Si sposta il giocatore del posto { $seat }.
rotation-by-position = In un evento di soli giochi stud i giocatori si spostano per posizione: si sposta il giocatore del posto { $seat }, corrispondente al posto libero del tavolo con meno giocatori; decide la procedura di bilanciamento della casa ({ $rule_balancing_tables }-A).
rotation-by-position-empty = In un evento di soli giochi stud i giocatori si spostano per posizione, ma il posto { $seat } qui non ha un giocatore: la procedura di bilanciamento della casa indica chi si sposta ({ $rule_balancing_tables }-A).
error-rotation-seats = indicare almeno due posti con un giocatore, numerati da 1 a 12 (`seats`)
error-rotation-button = il posto del bottone è numerato da 1 a 12 (`button`)
error-rotation-open-seat = un evento di solo stud sposta per posizione: indicare il posto libero del tavolo con meno giocatori (`open_seat`)
up-cards-facing = Il posto { $seat } ha raccolto le sue carte scoperte mentre aveva da chiamare una puntata di { $to_call }: nello stud questo rende la mano morta ({ $rule_dead_hands_stud }). L'importo di { $in_pot } che ha messo resta nel piatto.
up-cards-not-facing = Il posto { $seat } ha raccolto le sue carte scoperte senza alcuna puntata da affrontare. La regola rende morta una mano che lo fa di fronte a un'azione ({ $rule_dead_hands_stud }); qui la decisione spetta al floor, e la soluzione adottata è comunque la mano morta: raccogliere le carte scoperte equivale a foldare nello stud, e un fold quando era possibile fare check è valido ({ $rule_non_standard_folds }). L'importo di { $in_pot } che ha messo resta nel piatto.
up-cards-dead-summary = La mano del posto { $seat } è morta; i suoi { $in_pot } restano nel piatto.
up-cards-if-plays-on = Se il floor ritiene che il giocatore non intendesse abbandonare la mano (non c'era alcuna puntata da affrontare), la mano prosegue con le carte scoperte di nuovo girate a faccia in su.
up-cards-last-hand = Resta una sola mano: il posto { $seat } vince il piatto di { $amount }.
error-pokerstars-stud-too-many-cards = a un giocatore di stud sono distribuite più di sette carte
error-pokerstars-stud-no-stakes = una mano di stud richiede la small bet e la big bet nell'intestazione, es. “(0.04/0.08 USD)”
options-stud-short-completion = L'all-in per un totale di { $all_in }, sopra il bring-in di { $bring_in }, non arriva al completamento fino alla small bet di { $small_bet }. Contato da zero è almeno la metà della puntata, quindi vale come completamento e il rilancio successivo è di una puntata completa sopra di esso, fino a { $raise_to } ({ $rule_reopening_the_bet }-B). La TDA non dice se un all-in del genere si misura da zero o dal suo aumento sul bring-in: la decisione spetta al floor.
options-stud-completion-counts = L'all-in per un totale di { $all_in } non arriva al completamento fino a { $small_bet }, ma aggiunge { $increase } al bring-in di { $bring_in }: che si conti da zero o dal suo aumento sul bring-in, è almeno la metà della puntata, quindi vale come completamento e il rilancio successivo è di una puntata completa sopra di esso, fino a { $raise_to } ({ $rule_reopening_the_bet }-B).
options-if-measured-over-bring-in = Se il floor misura l'all-in dal suo aumento sul bring-in (meno di mezza puntata), non è un completamento: il giocatore chiama l'all-in o completa fino alla small bet di { $small_bet }.
options-if-measured-over-bring-in-acted = Se il floor misura l'all-in dal suo aumento sul bring-in (meno di mezza puntata), non è un completamento, e le puntate non si riaprono per chi ha già messo il bring-in ({ $rule_reopening_the_bet }-B): il giocatore chiama l'all-in o passa.
error-hand-not-in-short-deck = { $card } non fa parte del mazzo short deck (dal sei all'asso): una carta che non appartiene al mazzo trovata nella distribuzione è un `deal_error` (`non_standard_card`, Regola 35-A)
undercall-chain-first-must-call = Più chiamate incomplete una dopo l'altra: il gioco torna alla prima, quella del posto { $seat } ({ $rule_binding_declarations_undercalls }-C). Ha messo avanti { $amount } di fronte alla puntata di apertura (o in heads-up), quindi deve fare la chiamata completa a { $call_to }, aggiungendo { $add } ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-first-floor = Più chiamate incomplete una dopo l'altra: il gioco torna alla prima, quella del posto { $seat } ({ $rule_binding_declarations_undercalls }-C). Ha messo avanti { $amount } di fronte a un rilancio in un piatto multi-way: il floor lo obbliga alla chiamata completa a { $call_to } (aggiungendo { $add }), che è la soluzione adottata, oppure lascia che perda l'importo messo avanti e foldi ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-other = Anche il posto { $seat } ha fatto una chiamata incompleta, con { $amount }: agisce di nuovo una volta che il primo ha corretto, e come viene trattato spetta al floor ({ $rule_binding_declarations_undercalls }-C); la soluzione adottata è una chiamata completa, aggiungendo { $add }.
undercall-chain-if-forfeits = Se il floor lascia che il posto { $seat } perda l'importo di { $amount } messo avanti, quei gettoni restano nel piatto e la mano è foldata.
undercall-chain-summary = Il gioco torna al posto { $seat }, autore della prima chiamata incompleta: chiama { $call_to }, aggiungendo { $add }; le chiamate incomplete successive spettano al floor.
error-undercall-chain-nobody-to-act = nessuno è di turno alla fine delle azioni della mano: la prima chiamata incompleta è del posto di turno
error-undercall-chain-need-two = una catena di chiamate incomplete ne ha due o più; una sola chiamata incompleta è una controversia `bet` (regola 51-B)
error-undercall-chain-seat-twice = il posto { $seat } è elencato due volte nelle chiamate incomplete
error-undercall-chain-not-an-undercall = il posto { $seat } deve { $owed }: una chiamata incompleta è meno di questo importo, con gettoni dietro (un all-in per meno è una chiamata)
error-undercall-chain-first-not-to-act = la prima chiamata incompleta deve essere del posto di turno, il posto { $to_act }, non del posto { $seat }
bet-single-small-chip = Mettere avanti un solo gettone piccolo ({ $chip }) di fronte a una puntata di { $to_call } da chiamare non è un modo standard di chiamare: è a rischio del giocatore, viene letto secondo le regole sulla chiamata incompleta, e il floor può sanzionarlo ({ $rule_methods_of_calling }).
final-table-not-yet = Con { $remaining } giocatori rimasti il torneo non è ancora al suo tavolo finale da { $size }: si continua a giocare ai tavoli, mantenuti bilanciati ({ $rule_rp_final_table_size }).
final-table-two-tables = Con { $remaining } giocatori rimasti, uno in più del tavolo finale da { $size }, il torneo prosegue su due tavoli da { $half } finché non viene eliminato il prossimo giocatore ({ $rule_rp_final_table_size }).
final-table-forms-now = { $remaining ->
        [one] Con { $remaining } giocatore rimasto
       *[other] Con { $remaining } giocatori rimasti
    } il tavolo finale si forma ora: un tavolo da { $size } ({ $rule_rp_final_table_size }).
final-table-draw = Le carte dei posti vengono mostrate, mischiate coperte in un mazzetto, e ogni giocatore riceve una carta da gioco scoperta; le carte dei posti vengono consegnate dal mazzetto a partire dalla carta più alta per seme (picche, cuori, quadri, fiori), così il sorteggio decide ogni posto ({ $rule_new_players_broken_tables }-B).
final-table-draw-summary = Il tavolo finale si forma; { $player } ({ $card }, la carta più alta) prende il posto { $seat }, e gli altri seguono in base alle loro carte.
error-final-table-table-size = i posti per tavolo vanno da 6 a 10
error-final-table-draw-count = il sorteggio dei posti elenca ogni giocatore rimasto: { $remaining }
error-final-table-seat-cards = le carte dei posti sono una per giocatore, posti da 1 a 12, ciascuno una sola volta
error-final-table-not-a-card = una carta da gioco è una sola carta, ad es. `Ks`
error-final-table-card-twice = una carta da gioco si distribuisce una sola volta
bet-single-chip-of-the-call = Un singolo gettone da { $chip }, esattamente l'importo da chiamare, messo avanti senza dire nulla: è una chiamata, un modo standard di chiamare ({ $rule_methods_of_calling }).
penalty-required = Le regole prevedono una penalità per questo ({ $rule }{ $part }), quindi un richiamo da solo non basta; { $prior ->
        [0] per una prima infrazione
        [one] dopo un'infrazione precedente
       *[other] dopo { $prior } infrazioni precedenti
    } l'indicazione è { $rounds ->
        [one] un giro saltato
       *[other] { $rounds } giri saltati
    }, e l'entità spetta al floor.
penalty-device-no-live-hand = Il posto { $seat } aveva già foldato: il divieto di usare un dispositivo riguarda i giocatori con una mano attiva ({ $rule_electronic_devices }-C). Una telefonata al tavolo, un dispositivo appoggiato sul tavolo e gli strumenti di strategia sono vietati comunque ({ $rule_electronic_devices }-A, B e D). Nessuna penalità sulla base di questi fatti.
penalty-if-used-live = il giocatore ha usato il dispositivo prima di foldare, con la mano ancora attiva
penalty-identity = I giocatori devono essere sempre chiaramente identificabili, e lo staff può chiedere a un giocatore di togliere occhiali da sole, cappuccio o copertura del volto che nascondano il viso o distraggano gli altri ({ $rule_player_identity }): il posto { $seat } lo toglie, e un rifiuto è sanzionato come decide il floor.
penalty-language = La casa affigge e annuncia le lingue ammesse al tavolo ({ $rule_official_language }); parlarne un'altra è sanzionabile a discrezione del floor, al pari dei casi elencati dalle regole ({ $rule_penalties }-B).
penalty-phone-call = Nessuno può parlare al telefono al tavolo, che sia in una mano o no ({ $rule_electronic_devices }-A).
penalty-device-on-table = Telefoni e altri dispositivi non possono essere appoggiati sul tavolo ({ $rule_electronic_devices }-B).
penalty-strategy-tool = App di puntata, tabelle e altri strumenti di strategia non possono essere usati al tavolo, in una mano o no, e nessun giocatore può ricevere aiuto strategico da un'altra persona o fonte ({ $rule_electronic_devices }-D; il testo del 2022 li vietava solo con una mano attiva).
penalty-throwing-cards = Le carte foldate si spingono in avanti, basse sul tavolo, senza mai lanciarle o gettarle in alto ({ $rule_exposing_cards }); lanciare le carte può essere sanzionato ({ $rule_penalties }-B).
penalty-chips-forfeited = Il posto { $seat } ha tenuto { $chips } fuori dalla vista: quei gettoni vengono persi e tolti dal gioco, qualunque sia l'intenzione, e il giocatore può anche essere squalificato ({ $rule_chips_out_of_view }).
penalty-summary-forfeit = Il posto { $seat } perde { $chips }, tolti dal gioco. { $penalty }
error-penalty-chips-needed = `chips_hidden` richiede `hidden_chips`: i gettoni che erano fuori dalla vista
error-penalty-chips = i gettoni fuori dalla vista sono una quantità positiva di gettoni
error-penalty-chips-only-out-of-view = `hidden_chips` sono i gettoni fuori dalla vista, solo per `chips_hidden`
away-penalty-lean = Per una prima infrazione le regole propendono per un richiamo verbale, e le infrazioni ripetute comportano penalità crescenti ({ $rule_penalties }-A); qui un giro saltato corrisponderebbe a { $hands ->
        [one] { $hands } mano
       *[other] { $hands } mani
    }, con { $forced } tra bui e ante versati nel frattempo. Una controversia “Penalità” conta questa infrazione insieme alle penalità precedenti del giocatore.
rebuy-before-deal-read = “Prima della distribuzione” si intende come prima dell'inizio della mano; il confine è l'inizio della mano (il primo riffle, il pulsante della mescolatrice automatica, il cambio del dealer), non la distribuzione della prima carta.
rebuy-if-hand-begun = il mescolamento o il cambio del dealer per questa mano era già iniziato quando è stato annunciato il re-buy: la mano si gioca con { $stack }, e i gettoni del re-buy ({ $chips }) entrano dopo la mano
citation-number-unknown = TDA { $edition }, numero sconosciuto ({ $before })
citation-number-unknown-candidates = TDA { $edition }, numero sconosciuto ({ $before }; forse { $candidates })
citation-new-in-2026 = nuova nel 2026
seat-orbit-twice = Con l'ante del grande buio, il grande buio costa { $big_total }. Anticipandolo, il giocatore lo paga due volte nello stesso giro del bottone (contando dall'ultimo versato al posto sbagliato), e lo stesso vale per il piccolo buio ({ $small }): { $extra } in più di quanto dovuto in un giro.
seat-orbit-skipped = Con l'ante del grande buio, il grande buio costa { $big_total }. Ritardandolo, il giocatore passa un intero giro del bottone senza pagarlo e senza pagare il piccolo buio ({ $small }): { $extra } in meno di quanto dovuto in un giro.
seat-swap = Il giocatore del posto { $assigned } ha sorteggiato il posto { $seat }: i due si sono scambiati i posti, quindi entrambi sono al posto sbagliato ed entrambi si spostano, ciascuno con l'intero stack (posto { $assigned }: { $amount }).
error-seat-occupant-seat = un posto va da 1 a 12, non { $seat }
error-seat-no-occupant = `occupant_assigned_seat` è il posto sorteggiato dal giocatore seduto al posto { $assigned }: quel posto deve essere occupato (un posto della mano, o `assigned_seat_empty: false`)
button-no-make-up = La TDA non prevede il recupero di un buio eluso: il posto { $seat } non versa i bui che ha saltato, e il rimedio è la penalità ({ $rule_dodging_blinds }).
seat-orbit-twice-small-dead = Con l'ante del grande buio, il grande buio costa { $big_total }. Anticipandolo, il giocatore lo paga due volte nello stesso giro del bottone (contando dall'ultimo versato al posto sbagliato): { $big_total } in più di quanto dovuto in un giro. Il piccolo buio ({ $small }) che toccherebbe subito dopo al posto { $seat } invece no, perché il giocatore ha lasciato quel posto.
before-amount-held-to-call-all-in = Il posto { $seat } ha chiamato prima che fosse noto l'importo del posto { $bettor }: il floor decide nel modo più adatto alla situazione, e può vincolare chi ha chiamato a qualsiasi importo ({ $rule_conditional_declarations }-B); la soluzione verso cui propende la regola è una chiamata della puntata, che manda il posto { $seat } all-in per { $to } in totale.
before-amount-uncalled = Non resta nessuno che debba agire: l'importo di { $amount } della puntata del posto { $seat } che nessuno può chiamare torna al posto { $seat }.
item-uncalled = Non resta nessuno che debba agire: l'importo di { $amount } della puntata del posto { $seat } che nessuno può chiamare torna al posto { $seat }.
away-if-clock-ends-hand = viene chiamato il tempo sul posto { $seat } di fronte alla puntata e scade prima che il giocatore torni: la mano è morta, l'importo di { $in_pot } che ha messo resta nel piatto, e con ciò la mano finisce: il posto { $winner } vince il piatto di { $pot }
away-if-clock-ends-hand-back = viene chiamato il tempo sul posto { $seat } di fronte alla puntata e scade prima che il giocatore torni: la mano è morta, l'importo di { $in_pot } che ha messo resta nel piatto, e con ciò la mano finisce: il posto { $winner } vince il piatto di { $pot } e riprende l'importo di { $back } che nessuno ha chiamato
seat-no-blind-yet = Il giocatore non ha versato alcun grande buio dal posto { $seat }: lo spostamento non salta né raddoppia alcun buio, stabilisce solo quando arriva il primo.
seat-if-no-blind-yet = il giocatore non ha ancora versato alcun grande buio dal posto { $seat }: lo spostamento non salta né raddoppia alcun buio, e nessuna decisione spetta al floor
rotation-worst-position-now = Al tavolo corto il giocatore prende la posizione peggiore, il posto { $seat }, dove cade il grande buio della mano successiva; la regola lo consente anche se così quel posto paga il grande buio due volte di seguito ({ $rule_balancing_tables }-A).
rotation-worst-position = Al tavolo corto il giocatore prende la posizione peggiore, il posto { $seat }: il primo posto libero che il grande buio raggiunge, in { $hands ->
        [one] { $hands } mano
       *[other] { $hands } mani
    }; mai il piccolo buio ({ $rule_balancing_tables }-A).
error-rotation-short-table = il tavolo corto: i suoi posti occupati (da 1 a 12), il posto del suo ultimo grande buio tra questi, e la sua dimensione (da 2 a 12)
error-rotation-short-table-full = il tavolo corto non ha posti liberi
error-rotation-short-table-stud = `short_table` è per gli eventi misti; in un evento di solo stud il giocatore prende il posto libero (`open_seat`)
penalty-repeat-top = Le infrazioni ripetute comportano penalità crescenti ({ $rule_penalties }-A), e le penalità precedenti del giocatore in questo evento hanno già raggiunto il gradino più alto dei giri saltati ({ $top } giri): il passo successivo è la squalifica; una penalità di più giri è l'altra scelta del floor.
cond-call-is-check = “Chiamo” senza una puntata da pareggiare è un check: la dichiarazione vincola il posto { $seat } a un check ({ $rule_invalid_bet_declarations }).
cond-may-not-raise = Il posto { $seat } qui non può rilanciare (le puntate non sono riaperte per lui), quindi il rilancio dichiarato vincola il posto { $seat } a chiamare, fino a { $to } ({ $rule_reopening_the_bet }).
cond-no-amount = Non è stato dichiarato un importo: la dichiarazione vincola il posto { $seat } al minimo, cioè { $to }.
cond-more-than-stack = { $said } è più di quanto ha il posto { $seat }: la dichiarazione vincola il posto { $seat } a un all-in, fino a { $to }.
cond-more-than-limit = { $said } è più di quanto il limite consente qui al posto { $seat }: la dichiarazione vincola il posto { $seat } al massimo, { $to }.
cond-below-minimum = { $said } è sotto il minimo di { $to }: viene portato a { $to } ({ $rule_incorrect_bets }).
cond-act-fold = foldare
cond-act-check = check
cond-act-call = chiamare, fino a { $to }
cond-act-all-in = all-in, fino a { $to }
cond-act-bet = puntare { $to }
cond-act-raise = rilanciare a { $to }
play-out-uncalled = Nessuno può chiamare { $amount } della puntata del posto { $seat }: tornano al posto { $seat }.
play-out-pot-won = Il piatto di { $amount } va { $count ->
        [one] al posto { $winners }
       *[other] ai posti { $winners }, diviso
    }.
play-out-pot-at-showdown = Il piatto di { $amount } si decide allo showdown tra i posti { $eligible }.
penalty-nuts-call-not-soft-play = Il posto { $seat } ha solo chiamato l'ultima puntata al river, chiudendo l'azione, con il nuts assoluto: questo da solo non è soft play; un giocatore non è mai obbligato a rilanciare ({ $rule_penalties }-B). Nessuna penalità sulla base di questi fatti.
bet-silent-chips = Il posto { $seat } ha messo { $chips } in silenzio e senza nulla da chiamare: i gettoni valgono come puntata del loro importo.
stud-deal-bring-in-if-card = La richiesta non dice quale carta coperta è stata esposta: se era il { $card }, il posto { $seat } fa il bring-in (l'altra possibilità è indicata come alternativa).
stud-deal-if-exposed-card = la carta esposta era il { $card }: il posto { $seat } fa il bring-in
error-stud-deal-one-card = una carta, come “As”: la carta coperta che è stata esposta
import-note-capped-limit-raise = actions[{ $index }]: il rilancio a limite fisso del posto { $seat } annotato a { $to }, tutto ciò che un avversario può chiamare, è letto come il rilancio del limite a { $full }: l'avversario chiama all-in per meno e { $excess } viene restituito non chiamato
error-hand-one-blind-form-only = { $by ->
        [button] una mano con il buio al bottone
        *[nobody] una mano senza bui
    } non ha piccolo buio, piccolo buio morto, ante del grande buio, straddle né versamenti fuori dai bui
import-note-ohh-draw-variant = il game_type “Draw” di OHH non nomina la variante: letto come { $game } (carte distribuite: { $cards }; cambi: { $draws })
away-dead-nothing-in = La mano del posto { $seat } è morta: il tempo è scaduto con il giocatore assente, di fronte a una puntata.
options-bet-to = puntare { $to }
options-bet-between = puntare un importo compreso tra { $lo } e { $hi }
error-hand-spot-stud-no-button = { $game } si gioca senza bottone (con ante e bring-in): togliere il bottone dallo spot
error-hand-spot-stud-cards = { $street }: finora ogni posto ha ricevuto { $n } carte; il posto { $seat } ne ha { $given }
error-hand-spot-up-cards = { $street }: ogni posto mostra { $n ->
        [one] una carta scoperta
       *[other] { $n } carte scoperte
    }; il posto { $seat } ne mostra { $given }
error-replay-spot-opener-by-cards = { $street }: nessuno ha ancora agito e, in base alle carte scoperte, agisce per primo il posto { $opener }, non il posto { $seat }
error-hand-run-only-board-deal = `run` si indica solo su una distribuzione del board, in un gioco con board (qui: { $game })
error-hand-run-out-of-order = il run { $run } non è il successivo: dopo il primo vengono il 2 e poi il 3, ciascuno distribuito dopo il precedente
error-replay-run-not-due = una distribuzione del run { $run } arriva prima che le puntate siano chiuse con un giocatore all-in, prima che il board del primo run sia completo, o fuori dall'ordine delle street: il board si ridistribuisce solo per le carte ancora da venire, a puntate finite
options-not-reopened-limit = Il posto { $seat } ha già agito in questo giro di puntate e ora si trova di fronte a { $to_call }, meno di { $need } (mezza puntata): le puntate non vengono riaperte, quindi il posto { $seat } può solo chiamare o foldare ({ $rule_reopening_the_bet }).
string-later-chips-complete = Il posto { $seat } deve ancora arrivare a { $to }: dei { $back } dei movimenti successivi, { $used } restano per questo e solo { $rest } tornano al giocatore.
string-later-chips-all-stay = Il posto { $seat } deve ancora arrivare a { $to }: i { $back } dei movimenti successivi restano per questo, e nulla viene restituito.
bet-completion-all-in = Il posto { $seat } ha meno del rilancio completo a { $full_to }: completarlo mette il posto { $seat } all-in per { $to }, sotto un rilancio completo ({ $rule_reopening_the_bet }).
string-summary-call = Una chiamata di { $to }; in tutto { $back } tornano al posto { $seat }, compresi i gettoni dei movimenti successivi.
incorrect-bet-caller-brought-up = Il posto { $seat } ha chiamato i { $to }: una chiamata pareggia la puntata che chiama, quindi il posto { $seat } aggiunge { $add } e chiama i { $min_to } corretti ({ $rule_incorrect_bets }).
incorrect-bet-caller-all-in = Il posto { $seat } ha chiamato i { $to } e gli restano solo { $add }: li aggiunge, all-in, sotto i { $min_to } corretti ({ $rule_incorrect_bets }).
sderr-break-too-late = La mano era l'ultima prima di una pausa: il reclamo doveva arrivare entro un minuto dall'assegnazione del piatto; è arrivato dopo, quindi il piatto resta come assegnato ({ $rule_disputed_hands }).
button-button-blind-moves = I blind sono solo del bottone (un button blind): il bottone, e con lui il suo blind, avanza di un giocatore, dal posto { $from } al posto { $button }; nessun posto deve un blind, quindi né bottone né blind morti ({ $rule_dead_button }).
button-no-blinds-moves = La mano non ha blind (solo ante): il bottone avanza di un giocatore, dal posto { $from } al posto { $button }, e non si posta altro ({ $rule_dead_button }).
button-summary-button-blind = Mano successiva: bottone al posto { $button }, che posta il button blind; nessun altro blind.
button-summary-no-blinds = Mano successiva: bottone al posto { $button }; nessun blind (solo ante).
knob-clock-seconds = Secondi che un giocatore ha per agire una volta chiamato il tempo, prima del conto alla rovescia (TDA: 25).
knob-clock-countdown-seconds = Secondi del conto alla rovescia che segue (TDA: 5).
knob-clock-expiry = Che cosa comporta lo scadere del tempo (TDA: la mano è morta se fronteggia una puntata, altrimenti è check).
knob-shot-clock-seconds = Uno shot clock: secondi che ogni giocatore ha per ogni decisione, che scorrono senza che il tempo venga chiamato (TDA: nessuno, 0; il tempo lo chiama un giocatore o il floor).
knob-time-bank-seconds = Secondi che una carta time bank (estensione) aggiunge al tempo del giocatore (TDA: nessuno, 0).
knob-time-banks = Carte time bank che ogni giocatore ha per l'evento (TDA: nessuna, 0).
knob-limit-cap-bets = Puntate consentite per giro di puntate nel limit: una puntata e i rilanci che la seguono (TDA: il tetto della casa; quello predefinito del motore 4, una puntata e tre rilanci). Una mano che indica il proprio tetto lo mantiene.
knob-limit-cap-heads-up = Se il tetto dei rilanci nel limit vale ancora con due giocatori rimasti nella mano (TDA: sì, finché l'evento non arriva a due giocatori).
knob-stud-completion-counts = Se nello stud il completamento del bring-in è la puntata del giro che conta per il tetto (TDA: sì: il bring-in non è una puntata e il completamento è la prima puntata piena, il «complete» della Regola 3; una casa che non lo conta consente il completamento e tanti rilanci quanto il tetto).
knob-bring-in-ace-high = Se l'asso conta alto per il bring-in nello stud e nello stud/8, così che un asso non porta mai il bring-in (TDA: tace, regola di gioco della casa; la lettura del motore, come quella di PokerKit e delle WSOP: alto). Nel razz l'asso è sempre basso e porta il bring-in la carta più alta; i semi valgono, in ordine crescente, fiori, quadri, cuori, picche.
knob-passive-out-of-turn = Quale lettura di un'azione passiva fuori turno si applica (TDA: quella dell'edizione stessa).
knob-big-blind-ante-order = Che cosa versa per primo un grande buio corto in un formato con ante del grande buio (TDA: il buio).
knob-dodging-blinds = Che cosa costa eludere deliberatamente i bui (TDA: una penalità).
knob-at-seat-by = Il momento in cui il giocatore deve essere al proprio posto (TDA: l'ultima carta della distribuzione iniziale).
knob-odd-chip = Chi riceve il gettone in eccedenza di un piatto diviso in un gioco con board (TDA: il primo vincitore a sinistra del bottone).
knob-misread-window = Fino a quando si può correggere una mano scoperta letta male (TDA: finché non inizia la mano successiva).
knob-pot-error-window = Fino a quando si può correggere un piatto assegnato al giocatore sbagliato (TDA: fino all'azione sostanziale nella mano successiva).
knob-ask-to-see = Chi può chiedere di vedere una mano allo showdown (TDA: chi ha chiamato la puntata del river, la mano dell'ultimo aggressore; le altre richieste le decide il floor).
knob-deliberate-exposure = Che cosa comporta per la mano esporre deliberatamente le carte con azione in sospeso (TDA: una penalità; la mano resta attiva).
knob-first-penalty = La prima penalità per un'infrazione senza precedenti (TDA: la decide il floor; le regole propendono per un richiamo).
knob-penalty-max-rounds = Il numero massimo di giri saltati che la scala delle penalità raggiunge prima della squalifica (TDA: lo decide il floor; la lettura del motore 3).
knob-halt-short-by = Un tavolo con questo numero di giocatori o più in meno rispetto al tavolo più numeroso sospende il gioco (TDA: 3).
knob-substantial-actions = Azione sostanziale: questo numero di azioni nel proprio turno, quali che siano (TDA: 3).
knob-substantial-actions-with-chips = Azione sostanziale: questo numero di azioni nel proprio turno quando almeno una mette gettoni (TDA: 2).
knob-conditional-statements = Se una dichiarazione condizionale è vincolante (TDA: decide il floor).
knob-chip-count = Quando un giocatore può far contare con esattezza i gettoni di un avversario (TDA: di fronte all'all-in di quel giocatore, nel proprio turno).
knob-pot-limit-overbet = Che cosa succede a una puntata pot-limit superiore al piatto (TDA: ridotta per chiunque chiami fino alla carta successiva).
knob-expects-int = un numero intero da { $min } a { $max }
knob-expects-choice = uno tra { $values }
knob-expects-flag = true o false
seat-later-in-orbit = Il grande buio ({ $big }) arriva al giocatore { $hands ->
        [one] una mano
       *[other] { $hands } mani
    } più tardi di quanto sarebbe arrivato: cambia l’ordine del giro, ma il prossimo grande buio del giocatore resta quello di questo giro, quindi nulla viene saltato e non c’è nulla da recuperare.
seat-sooner-in-orbit = Il grande buio ({ $big }) arriva al giocatore { $hands ->
        [one] una mano
       *[other] { $hands } mani
    } prima di quanto sarebbe arrivato: cambia l’ordine del giro, ma il giocatore lo paga una volta nel giro, quindi nulla viene pagato due volte e non c’è nulla da restituire.
seat-in-orbit-floor = Nessuna regola tratta un buio spostato da un cambio di posto, quindi l’ultima parola spetta al floor; le regole propendono per nulla di dovuto.
rotation-left-since = Dei giocatori sono usciti da quella mano: il bottone morto (Regola 32) colloca la mano successiva a partire dai bui di quella mano, il grande buio avanza di un giocatore e un posto rimasto vuoto resta vuoto.
rotation-dead-small = Il piccolo buio è morto: il grande buio dell’ultima mano (posto { $seat }) è uscito.
rotation-dead-button = Il bottone è morto sul posto { $seat }, ora vuoto.
rotation-next-button-summary-no-small = Bottone al posto { $button }, nessun piccolo buio, grande buio al posto { $big }.
error-rotation-left-since = un posto lasciato da allora è numerato da 1 a 12 e non è tra `seats` (`left_since`)
h4h-if-different-tables = Se i giocatori sono stati eliminati a tavoli diversi nella stessa mano del mano per mano: si dividono i posti e il denaro ({ $rule_rp_hand_for_hand }); l’ordine per stack iniziale vale per le eliminazioni allo stesso tavolo.
h4h-different-tables = I giocatori sono stati eliminati a tavoli diversi: l’ordine per stack iniziale ({ $rule_simultaneous_busts }) vale per un solo tavolo, quindi si dividono come prevede il mano per mano.
