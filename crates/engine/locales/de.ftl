### floorcall: die Worte der Entscheidungen auf Deutsch.
### Die Titel und Zusammenfassungen der Regeln sind floorcalls eigene Umschreibung, verwendet mit
### Erlaubnis der TDA (siehe NOTICE in den Entscheidungen); maßgeblich sind die offiziellen TDA-Regeln.
### Eine Nachricht je Begründung aus crates/engine/src/disputes; ihre Argumente ($seat, $to…) sind
### die Felder der Begründung. Chips kommen formatiert an; Anzahlen wählen die Pluralformen.

language-name = Deutsch
number-group-separator = {"."}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {", "}
list-last-separator = {" und "}
clause-separator = {"; "}
# Eine in einer Begründung genannte Regel: ihre Nummer in der Ausgabe der Entscheidung.
rule-ref = Regel { $number }
# … wenn die Nummer in dieser Ausgabe nicht bekannt ist: ihre Nummer von 2024, als solche benannt.
rule-ref-unknown = TDA-2024-Regel { $number }
# Die Zusammenfassung einer Entscheidung, deren Begründungen keine lieferten (nie erwartet).
ruling-no-summary = Der Floor entscheidet über diesen Streitfall.
# The TDA permission notice every ruling carries.
ruling-notice = Nummern und Titel der Regeln der Poker TDA werden mit Erlaubnis der Poker Tournament Directors Association (www.pokertda.com) verwendet. Zusammenfassungen und Begründungen sind floorcalls eigene Umschreibung, nicht der offizielle Text; maßgeblich sind die offiziellen TDA-Regeln.

## bet

bet-words-after-chips = Die Ansage kam, nachdem die Chips gelandet waren, daher bestimmen die Chips die Aktion ({ $rule_methods_of_betting }: es zählt, was zuerst kommt).
bet-words-with-chips = Die Ansage kam zugleich mit den Chips: Eine klare verbale Ansage, die gleichzeitig mit den Chips erfolgt, hat Vorrang ({ $rule_methods_of_betting }-A).
bet-raise-by = „Raise um { $by }“ fügt dem Einsatz von { $current } noch { $by } hinzu: ein Raise auf { $to }.
bet-if-words-came-first = die Ansage erfolgte, bevor die Chips gelandet waren, oder gleichzeitig mit ihnen
bet-assumes-chips-first = Diese Auslegung setzt voraus, dass die Chips vor der Ansage gelandet sind. Kam die Ansage zuerst, bestimmt stattdessen sie die Aktion ({ $rule_methods_of_betting }): { $words }
bet-floor-holds-to-words = der Floor hält den Spieler an seiner Ansage fest
bet-floor-holds-to-chips = der Floor hält den Spieler an seinen Chips fest
bet-words-reading = Ansage: { $words }
bet-chips-reading = Chips: { $chips }
bet-words-unclear = Ansage und Chips von Platz { $seat } stimmen nicht überein, und die Ansage war nicht deutlich zu hören: Es gibt keine feste Antwort; der Floor entscheidet so fair wie möglich ({ $rule_methods_of_betting }, { $rule_floor_decisions }).
bet-words-before-chips = Die Ansage kam vor den Chips, daher bestimmt sie die Aktion ({ $rule_methods_of_betting }).
bet-gathered-all-in = Platz { $seat } hat alle Chips zusammengeschoben und nach vorn gebracht: Das kann als All-in über { $to } ausgelegt werden; der Floor entscheidet.
bet-gesture-may-mean-all-in = Wird der ganze Stack in einer einzigen Bewegung nach vorn geschoben oder geworfen, kann das als Absicht ausgelegt werden, alles zu setzen, gleich was die Prüfung Chip für Chip ergäbe; die TDA überlässt dies dem Floor ({ $rule_floor_decisions }).
bet-floor-judges-chip-by-chip = der Floor beurteilt die Chips stattdessen einzeln
bet-fold-binds = Platz { $seat } hat gefoldet: Der Fold ist bindend.
bet-fold-when-not-facing-a-bet = In der Reihe zu folden, ohne vor einem Einsatz zu stehen, ist nicht standardgemäß, aber bindend ({ $rule_non_standard_folds }).
bet-checked = Platz { $seat } hat gecheckt.
bet-check-facing-a-bet = Platz { $seat } hat vor einem Einsatz von { $facing } „Check“ gesagt: Platz { $seat } darf callen oder folden, aber nicht raisen ({ $rule_invalid_bet_declarations }).
bet-call-with-no-bet = Platz { $seat } hat „Call“ gesagt, ohne dass ein Einsatz zu callen war: Das ist ein Check ({ $rule_invalid_bet_declarations }).
bet-call-binds = Platz { $seat } hat in der Reihe „Call“ gesagt: Das bindet an einen vollen Call auf { $to } ({ $rule_binding_declarations_undercalls }).
bet-declared-call-is-no-undercall = Die vorgelegten { $pushed } sind kein Undercall: „Call“ wurde angesagt, daher schuldet Platz { $seat } die vollen { $to_call }.
bet-declared-all-in = Platz { $seat } hat All-in angesagt: insgesamt { $to } auf dieser Street.
bet-short-all-in = { $to } ist weniger als ein voller Raise (auf { $full_to }): ein kurzes All-in, das die Setzrunde für Spieler, die bereits agiert haben, nicht wiedereröffnet ({ $rule_reopening_the_bet }).
bet-raise-not-allowed-calls = Platz { $seat } darf hier nicht raisen, daher bindet der angesagte Raise Platz { $seat } an einen Call von { $current } ({ $rule_reopening_the_bet }).
bet-pot-not-allowed-calls = Platz { $seat } darf hier nicht raisen, daher bindet „Pot“ Platz { $seat } an einen Call auf { $to }.
bet-pot-limit-pot = Pot-Limit: „Pot“ ist ein Einsatz in Höhe des Pots; der Gesamtbetrag von Platz { $seat } ist { $to } ({ $rule_pot_limit_bets }).
bet-floor-may-allow-any-amount = Der Floor kann Platz { $seat } jeden zulässigen Betrag zwischen { $to } und { $max_to } setzen lassen, wenn er sofort genannt wird.
bet-below-minimum-brought-up = { $to } liegt unter dem Minimum von { $min_to }: Der Betrag wird auf { $min_to } angehoben ({ $rule_incorrect_bets }).
bet-above-the-most = { $to } ist mehr als erlaubt; das Höchste ist { $max_to }.
bet-raise-amount-is-a-total = „Raise“ mit einem Betrag bedeutet einen Gesamtbetrag in dieser Höhe ({ $rule_raise_amounts }).
bet-is-all-in = Platz { $seat } ist mit { $to } all-in.
bet-bets = Platz { $seat } setzt { $to }.
bet-raises-to = Platz { $seat } raist auf { $to }.
bet-unclear-amount-read = „{ $amount }“ kann nicht wörtlich gemeint sein (unter dem Big Blind von { $big_blind }); ein unklarer Betrag wird als der höchste vernünftige Betrag ausgelegt, der den Pot von { $pot } nicht übersteigt: { $read } ({ $rule_unclear_betting }).
bet-amount-alone-is-pushed = Ein allein genannter Betrag gilt, als wären wortlos { $read } vorgelegt worden ({ $rule_methods_of_betting }).
bet-oversized-chip-calls = Ein einzelner { $chip }er-Chip vor einem Einsatz von { $facing }, ohne dass vorher „Raise“ gesagt wurde, ist ein Call: { $back } gehen zurück.
bet-oversized-chip-rule = Regel: Ein Overchip ist ein Call, sofern nicht „Raise“ angesagt wird, bevor er landet ({ $rule_oversized_chip }), auch wenn es der letzte Chip des Spielers ist.
bet-every-chip-needed = Ein Call von { $current }: Jeder Chip war nötig{ $any ->
        [yes] , { $back } zurück.
       *[no] .
    }
bet-removing-one-leaves-less = { $chips }; ohne einen { $smallest }er-Chip bleiben { $without_one } < { $need }, die zum Callen nötig sind, also war jeder Chip nötig: ein Call ({ $rule_multiple_chip_betting }).
bet-removing-one-leaves-enough = { $chips }; ohne einen { $smallest }er-Chip bleiben { $without_one } ≥ { $need }, die zum Callen nötig sind, also war nicht jeder Chip nötig.
bet-last-chips-all-in = Das waren die letzten Chips von Platz { $seat }, daher ist Platz { $seat } mit { $to } all-in, gleich was die 50-%-Regel besagt ({ $rule_multiple_chip_betting }).
bet-raise-not-allowed-chips-call = Platz { $seat } darf hier nicht raisen, daher sind die Chips ein Call von { $current }; { $back } zurück.
bet-full-raise-reached = { $total } erreicht einen vollen Raise ({ $current } + { $full } = { $full_to }): ein Raise auf { $total } ({ $rule_raise_amounts }).
bet-full-raise-held = { $total } erreicht einen vollen Raise ({ $current } + { $full } = { $full_to }), aber das Höchste ist { $max_to }{ $pot ->
    [yes] {" "}(ein Einsatz über den Pot ist unzulässig, { $rule_incorrect_bets }-B)
   *[no] {" "}(ein Einsatz im Limit)
}: ein Raise auf { $max_to } ({ $rule_raise_amounts }).
bet-a-raise-to = Ein Raise auf { $to }.
bet-a-raise-to-back = Ein Raise auf { $to }; die { $back } darüber gehen zurück.
bet-half-raise-must-complete = Die 50-%-Regel greift: { $total } ≥ { $half }, ein halber Raise über den Call hinaus, aber < { $current } + { $full } = { $full_to }: Platz { $seat } muss zu einem vollen Raise auf { $full_to } ergänzen ({ $rule_raise_amounts }).
bet-must-complete-to = Ein Raise: Platz { $seat } muss ihn zu einem vollen Raise auf { $full_to } ergänzen.
bet-less-than-half-raise = Die 50-%-Regel greift: { $total } < { $half }, weniger als ein halber Raise über den Call hinaus: ein Call, { $back } zurück ({ $rule_raise_amounts }).
bet-call-goes-back = Ein Call von { $current }; { $back } gehen an Platz { $seat } zurück.
bet-prior-covers-the-call = Die bereits davor liegenden { $prior } decken den Call von { $current }; werden Chips hinzugefügt, bilden alle zusammen einen Einsatz: insgesamt { $total } ({ $rule_prior_bet_chips }).
bet-prior-partly-pulled-back = Ein Teil der früheren Chips wurde zurückgezogen: Die verbliebenen { $prior } und die neuen Chips, insgesamt { $total }, werden zusammen beurteilt ({ $rule_prior_bet_chips }).
bet-prior-all-pulled-back = Die früheren Chips wurden zurückgezogen: Die neuen Chips werden am vollen Call von { $need } gemessen ({ $rule_prior_bet_chips }).
bet-prior-short-of-call = Die davor liegenden { $base } decken den Call nicht; bleiben sie unberührt, werden die neuen Chips an den noch geschuldeten { $need } gemessen ({ $rule_prior_bet_chips }).
bet-single-new-chip-calls = Ein einzelner neuer { $chip }er-Chip ist ein Call ({ $rule_oversized_chip }).
bet-undercall = Platz { $seat } hat { $put } vorgelegt, weniger als die { $to_call } zum Callen, ohne „Call“ zu sagen: ein Undercall ({ $rule_binding_declarations_undercalls }).
bet-floor-decides-undercall = Der Pot ist ein Multiway-Pot und der offene Einsatz ({ $current }) ist nicht der Eröffnungseinsatz, daher entscheidet der Floor: einen vollen Call verlangen oder Platz { $seat } die { $forfeit } verwirken und folden lassen.
bet-floor-requires-full-call = der Floor verlangt einen vollen Call
bet-floor-lets-forfeit = der Floor lässt den Spieler die Chips verwirken und folden
bet-undercall-of-a-raise = Ein Undercall gegen einen Raise in einem Multiway-Pot: Der Floor kann einen vollen Call auf { $call_to } verlangen oder Platz { $seat } die { $forfeit } verwirken und folden lassen.
bet-no-limit-pot-is-a-minimum = Im No-Limit ist „Pot“ kein gültiger Betrag, bindet Platz { $seat } aber mindestens an { $word ->
        [bet] einen Mindesteinsatz
       *[raise] einen Mindest-Raise
    }: auf { $to } ({ $rule_pot_limit_bets }).
bet-declared-with-chips = Platz { $seat } hat { $word ->
        [bet] einen Einsatz
       *[raise] einen Raise
    } angesagt und { $chips } vorgelegt: Die Chips bestimmen den Betrag.
bet-declared-without-amount = Platz { $seat } hat { $word ->
        [bet] einen Einsatz
       *[raise] einen Raise
    } ohne Betrag angesagt: Platz { $seat } ist mindestens an das Minimum gebunden, { $min_to }.
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = Ein Undercall { $when ->
        [heads-up] im Heads-up
       *[opening-bet] gegen den Eröffnungseinsatz der Setzrunde in einem Multiway-Pot
    } muss zu einem vollen Call ergänzt werden: auf { $call_to }.
bet-undercall-must-call = Undercall { $when ->
        [heads-up] im Heads-up
       *[opening-bet] gegen den Eröffnungseinsatz der Setzrunde in einem Multiway-Pot
    }: Platz { $seat } muss die vollen { $call_to } callen.

## options

options-to-call = Der Einsatz auf dieser Street beträgt { $current }; Platz { $seat } hat { $any_in ->
        [yes] bereits { $committed } eingebracht
       *[no] noch nichts eingebracht
    }, daher kostet ein Call { $to_call }.
options-full-raise = Der größte volle Einsatz oder Raise auf dieser Street beträgt { $full } ({ $rule_raise_amounts }): Ein Raise muss mindestens auf { $current } + { $full } = { $min_to } gehen.
options-short-all-in-is-no-full-raise = Ein kurzes All-in ist kein voller Raise und ändert diesen Betrag nicht, auch wenn mehrere zusammen mehr ergeben ({ $rule_reopening_the_bet }).
options-not-reopened = Platz { $seat } hat auf dieser Street bereits agiert und steht jetzt vor { $to_call }, weniger als { $need } (ein voller Raise): Die Setzrunde wird nicht wiedereröffnet, daher darf Platz { $seat } nur callen oder folden ({ $rule_reopening_the_bet }).
options-cap-reached = Diese Setzrunde hat die Obergrenze von { $bets } Einsätzen erreicht (ein Einsatz und { $raises } Raises, { $rule_number_of_raises }): Platz { $seat } darf callen oder folden.
options-call-takes-all-chips = Ein Call kostet Platz { $seat } alle Chips: Es bleibt nichts zum Raisen.
options-no-opponent-to-call = Kein Gegner hat Chips, um mehr als { $current } zu callen: Ein Raise könnte nie gecallt werden, daher darf Platz { $seat } callen oder folden.
options-reopened = Platz { $seat } hat auf dieser Street bereits agiert, steht jetzt aber vor { $to_call }, mindestens einem vollen Raise von { $full }: Die Setzrunde wird wiedereröffnet ({ $rule_reopening_the_bet }).
options-not-acted-yet = Platz { $seat } hat auf dieser Street noch nicht agiert (ein gezahlter Blind ist keine Aktion), daher darf Platz { $seat } raisen ({ $rule_reopening_the_bet }).
options-fixed-limit-size = Fixed-Limit: Einsätze und Raises betragen in dieser Setzrunde { $bet }; ein Raise geht auf { $to }.
options-short-of-a-full-raise = Platz { $seat } hat auf dieser Street insgesamt { $all_in }, weniger als einen vollen Raise: Raisen bedeutet, mit { $all_in } all-in zu gehen.
options-check = checken
options-call = { $amount } callen
options-raise-to = auf { $to } raisen
options-raise-between = auf einen Betrag zwischen { $lo } und { $hi } raisen
options-may-fold-call-or-raise = Platz { $seat } darf folden, { $call } oder { $raise }.
options-may-only-call-or-fold = Platz { $seat } darf nur { $call } oder folden; Raisen ist nicht erlaubt.
options-pot-limit-maximum = Pot-Limit: { $to_call } callen, dann um die Größe des Pots nach dem Call raisen{ $preflop ->
        [yes] {" "}(pre-flop, mit vollen Blinds gerechnet)
       *[no] {""}
    }; höchstens darf Platz { $seat } auf { $max_to } raisen ({ $rule_pot_limit_bets }).

## out-of-turn

out-of-turn-fold-binds = Ein Fold außer der Reihe ist bindend: Die Hand von Platz { $seat } ist tot ({ $rule_non_standard_folds }).
out-of-turn-follows-the-2026-illustration = Der Text dieser Regel von 2026 lag floorcall nicht vor; diese Entscheidung folgt der Illustration von 2026 (Heads-up: ein Check außer der Reihe, danach ein Einsatz: nur Call oder Fold). Nach den Regeln von 2024 hätte der Spieler alle Optionen.
out-of-turn-behind = Auch Platz { $behind } hat außer der Reihe agiert ({ $act }), hinter Platz { $seat }, bevor die Aktion zum richtigen Spieler zurückging. Diese Aktion wird genauso beurteilt, wenn die Aktion dort ankommt: Sie ist bindend, wenn Platz { $behind } dann wie zuvor { $any_bet ->
        [yes] vor einem Einsatz von { $faced } steht
       *[no] vor keinem Einsatz steht
    }; hat sich die Aktion geändert, { $with_chips ->
        [yes] können die Chips zurückgenommen werden und Platz { $behind } hat alle Optionen
       *[no] hat Platz { $behind } alle Optionen
    } ({ $rule_action_out_of_turn }-A).
out-of-turn-behind-fold = Auch Platz { $behind } hat außer der Reihe gefoldet: Ein Fold außer der Reihe ist bindend, daher ist die Hand von Platz { $behind } tot ({ $rule_non_standard_folds }).
out-of-turn-passive-in-2026 = Nach den Regeln von 2026 würde dieser Check außer der Reihe im Heads-up den Spieler auf Callen oder Folden beschränken, sobald sich die Aktion ändert; die Regeln von 2024 geben alle Optionen.
out-of-turn-unchanged-binds = Die Aktion, vor der Platz { $seat } stand, hat sich nicht geändert ({ $any_bet ->
        [yes] weiterhin { $faced }
       *[no] weiterhin kein Einsatz
    }), daher ist die Aktion außer der Reihe bindend: { $act } ({ $rule_action_out_of_turn }).
out-of-turn-over-the-most = Der Einsatz von Platz { $seat } auf { $to } ist höher, als die Setzrunde an seiner Reihe erlaubt ({ $most }): Er bindet über { $most }, die { $back } darüber gehen zurück.
out-of-turn-back-to-the-seat-in-turn = Die Aktion geht an Platz { $next } zurück. Wenn die Spieler vor Platz { $seat } nur checken, callen oder folden, bleibt die Aktion außer der Reihe ({ $act }) bestehen; setzt oder raist einer von ihnen, ist sie nicht bindend und Platz { $seat } erhält alle Optionen ({ $rule_action_out_of_turn }).
out-of-turn-if-next-raises = Platz { $next } raist (zum Beispiel auf { $min_to })
out-of-turn-raise-example = Raist zum Beispiel Platz { $next } auf { $min_to }, steht Platz { $seat } vor { $min_to } und darf { $to_call } callen, auf mindestens { $reraise_to } re-raisen oder folden; die außer der Reihe vorgelegten { $returned } können zurückgegeben werden.
out-of-turn-if-others-only-check-call-or-fold = die Spieler vor Platz { $seat } checken, callen oder folden nur
out-of-turn-spoke-up = Platz { $skipped } hat sich vor einer wesentlichen Aktion gemeldet: Die Aktion geht an Platz { $skipped } zurück, und die Aktion außer der Reihe wird so beurteilt, wie es { $rule_action_out_of_turn }-A vorsieht (bindend, sofern sich die Aktion nicht ändert) ({ $rule_action_out_of_turn }).
out-of-turn-fold-always-binds = Ein Fold außer der Reihe ist in jedem Fall bindend ({ $rule_non_standard_folds }).
out-of-turn-skipped-stays-silent = Platz { $skipped } wurde übergangen und hat sich vor der wesentlichen Aktion außer der Reihe nicht gemeldet: Die Aktionen außer der Reihe bleiben bestehen. Der Floor entscheidet, was mit der Hand von Platz { $skipped } geschieht (zum Beispiel tot oder auf Callen oder Folden beschränkt) ({ $rule_action_out_of_turn }).
out-of-turn-floor-rules-hand-dead = der Floor erklärt die Hand von Platz { $skipped } für tot
out-of-turn-floor-keeps-hand-live = der Floor lässt die Hand von Platz { $skipped } live, beschränkt auf Callen oder Folden
out-of-turn-if-spoke-up = Platz { $skipped } hat sich vor der wesentlichen Aktion gemeldet
out-of-turn-check-and-fold-reading = Ein Check und ein Fold sind nur nach dem Klammerzusatz von { $rule_substantial_action } eine wesentliche Aktion; floorcall folgt dem definierenden Satz (es müssen Chips eingebracht werden), und der Floor kann es anders auslegen.
out-of-turn-floor-counts-check-and-fold = der Floor wertet einen Check und einen Fold als wesentliche Aktion
out-of-turn-skipped-keeps-right = Noch keine wesentliche Aktion: Platz { $skipped } behält das Recht zu agieren; die Aktion geht an Platz { $skipped } zurück ({ $rule_action_out_of_turn }).
out-of-turn-fold = Fold
out-of-turn-check = Check
out-of-turn-call = Call
out-of-turn-bet = Einsatz von { $to }
out-of-turn-raise = Raise auf { $to }
out-of-turn-passive-then-changed = Die Aktion hat sich nach der passiven Aktion außer der Reihe von Platz { $seat } ({ $act }) geändert: Nach den Regeln von 2026 darf Platz { $seat } nur { $to_call } callen oder folden, nicht raisen ({ $rule_action_out_of_turn }).
out-of-turn-changed-not-binding = Die Aktion hat sich, bevor Platz { $seat } an der Reihe war, von { $any_bet ->
        [yes] { $faced }
       *[no] keinem Einsatz
    } auf { $now } geändert, daher ist die Aktion außer der Reihe ({ $act }) nicht bindend: { $any_back ->
        [yes] { $returned } gehen zurück, und Platz { $seat }
       *[no] Platz { $seat }
    } hat alle Optionen: { $to_call } callen{ $raise_from ->
        [0] {""}
       *[other] , auf mindestens { $raise_from } raisen
    } oder folden ({ $rule_action_out_of_turn }).
out-of-turn-counted-substantial = { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    } außer der Reihe links von Platz { $skipped }, { $with_chips ->
        [0] keine
       *[other] { $with_chips }
    } davon mit Chips: wesentliche Aktion ({ $rule_substantial_action }).
out-of-turn-counted-not-yet = { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    } außer der Reihe links von Platz { $skipped }, { $with_chips ->
        [0] keine
       *[other] { $with_chips }
    } davon mit Chips: noch keine wesentliche Aktion ({ $rule_substantial_action }).
out-of-turn-all-in = All-in
out-of-turn-show-or-muck = Zeigen oder Mucken

## incorrect-bet

incorrect-bet-over-pot-stands = Der Einsatz auf { $to } lag über dem Pot-Limit von { $max_to }, aber die nächste Karte ist bereits ausgeteilt: Er bleibt bestehen ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-stands-after-action = Der Einsatz auf { $to } lag über dem Pot-Limit von { $max_to }, aber auf ihn folgte eine wesentliche Aktion ({ $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }, { $with_chips ->
        [0] keine
       *[other] { $with_chips }
    } davon mit Chips): Nach der Hausregel bleibt er bestehen.
incorrect-bet-low-count-raised = Der Setzende hat „Pot“ angesagt, aber der Dealer hat zu wenig gezählt: Da seit dem Einsatz keine wesentliche Aktion erfolgt ist, wird er auf den Pot-Einsatz von { $max_to } angehoben ({ $rule_incorrect_bets }).
incorrect-bet-check-and-fold-only = Es folgten nur ein Check und ein Fold: eine wesentliche Aktion nur nach dem Klammerzusatz von { $rule_substantial_action }; der Floor kann es so auslegen und den Einsatz bestehen lassen.
incorrect-bet-below-minimum-stands = Der Einsatz auf { $to } lag unter dem Minimum von { $min_to }, aber die nächste Karte ist bereits ausgeteilt: Er bleibt bestehen ({ $rule_incorrect_bets }).
incorrect-bet-below-minimum-corrected = Der Einsatz auf { $to } lag unter dem zulässigen Minimum von { $min_to }; da er auf derselben Street bemerkt wurde, wird er auf { $min_to } korrigiert ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-reduced = Der Einsatz auf { $to } lag über dem Pot-Limit von { $max_to } und wurde vor der nächsten Karte bemerkt: Er wird für alle, die auf dieser Street gecallt haben, auf { $max_to } reduziert, auch nach einer wesentlichen Aktion ({ $rule_incorrect_bets }).{ $callers ->
        [0] {""}
        [one] {" "}Platz { $seats }, der gecallt hat, erhält { $back } zurück.
       *[other] {" "}Die Plätze { $seats }, die gecallt haben, erhalten jeweils { $back } zurück.
    }
incorrect-bet-low-count-stands = Der Setzende hat „Pot“ angesagt und die { $to } gesetzt, die der Dealer angegeben hat; der Pot-Einsatz betrug { $max_to }. Auf den Einsatz folgte eine wesentliche Aktion ({ $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }, { $with_chips ->
        [0] keine
       *[other] { $with_chips }
    } davon mit Chips, { $rule_substantial_action }), daher bleibt der kleinere Einsatz bestehen ({ $rule_incorrect_bets }).

## cards-dealt

cards-dealt-counted = Seit dem Austeilen: { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    } in der Reihe, { $with_chips ->
        [0] keine
       *[other] { $with_chips }
    } davon mit Chips (Blinds zählen nicht).
cards-dealt-burns-as-normal = Es wird wie üblich verbrannt: eine Karte vor jeder Street.
cards-dealt-extra-card-is-not-the-burn = Die überzählige Karte zählt nicht als Burn-Karte: Der Dealer verbrennt eine Karte vom Restdeck und teilt dann den Flop aus.
cards-dealt-burn-one-card-only = Der Dealer verbrennt genau eine Karte und teilt den Flop aus; es wird keine zusätzliche Karte verbrannt, um die ursprüngliche Reihenfolge des Restdecks wiederherzustellen.
cards-dealt-no-misdeal-hand-dead = Das ist eine wesentliche Aktion ({ $rule_substantial_action }), daher gibt es keinen Misdeal ({ $rule_misdeals }): Die Hand von Platz { $seat } mit { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } ist tot.
cards-dealt-dead-hand-play-on = Eine wesentliche Aktion hat stattgefunden: Die Hand von Platz { $seat } ist tot, und das Spiel geht weiter.
cards-dealt-button-exception = Platz { $seat } ist der Button und hat zu wenige Karten erhalten: { $rule_button_too_few_cards } ist die Ausnahme vom Misdeal wegen einer falschen Kartenzahl ({ $rule_misdeals }-A), vor oder nach einer wesentlichen Aktion. { $acted ->
    [yes] Der Button hat bereits agiert, daher gilt die Ausnahme nicht mehr.
   *[no] Der Button hat noch nicht agiert.
}
cards-dealt-button-completed = Die Hand des Buttons wird vervollständigt: Platz { $seat } erhält { $missing ->
    [one] die fehlende Karte
   *[other] die fehlenden { $missing } Karten
}, und die Hand wird weitergespielt.
cards-dealt-button-next-card-from-stub = Die fehlende Karte kommt von oben vom Restdeck, vor der Burn-Karte; danach wird für den Flop wie üblich verbrannt und ausgeteilt.
cards-dealt-button-acted-dead = Der Button hat mit zu wenigen Karten agiert: Die Hand von Platz { $seat } ist tot, und das Spiel geht weiter.
cards-dealt-no-substantial-action-yet = Noch keine wesentliche Aktion ({ $rule_substantial_action }): Hat ein Spieler die falsche Anzahl Karten erhalten, ist das ein Misdeal; die Hand wird exakt neu ausgeteilt, mit demselben Button und denselben Limits.
cards-dealt-misdeal-redeal = Misdeal: Platz { $seat } hat vor einer wesentlichen Aktion { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }; die Hand wird neu ausgeteilt.
cards-dealt-floor-counts-check-and-fold = der Floor wertet den Check und den Fold als wesentliche Aktion

## show-request
show-request-no-cards-no-right = Platz { $requester } hält keine Karten mehr (gefoldet oder gemuckt, ohne zu zeigen), daher darf Platz { $requester } nicht verlangen, irgendeine Hand zu sehen ({ $rule_asking_to_see_a_hand }).
show-request-called-the-river-bet = Es gab einen Einsatz am River, und Platz { $target } war der letzte Aggressor; Platz { $requester } hat gecallt und die Karten aufgedeckt oder behalten, daher hat Platz { $requester } ein uneingeschränktes Recht, die Hand von Platz { $target } zu sehen ({ $rule_asking_to_see_a_hand }).
show-request-no-river-bet = Platz { $requester } darf fragen, hat aber kein uneingeschränktes Recht: Es gab keinen Einsatz am River, also hat niemand dafür bezahlt, eine Hand zu sehen. Es liegt im Ermessen des Floors ({ $rule_asking_to_see_a_hand }).
show-request-not-the-river-aggressor = Platz { $requester } darf fragen, hat aber kein uneingeschränktes Recht: Platz { $target } war nicht der letzte Aggressor am River. Es liegt im Ermessen des Floors ({ $rule_asking_to_see_a_hand }).
show-request-house-anyone = Nach der Hausregel darf jeder Spieler, der noch Karten hält, jede beim Showdown gehaltene Hand sehen: Platz { $requester } darf die Hand von Platz { $target } sehen, und die gezeigte Hand bleibt live.
show-request-house-callers-only = Nach der Hausregel darf nur ein Spieler, der den Einsatz am River gecallt hat, eine Hand sehen, und nur die des letzten Aggressors: Platz { $requester } darf die Hand von Platz { $target } nicht sehen.


## face-up
face-up-turned-up-now = Ja: { $all_in_count ->
        [one] Platz { $all_in } ist
       *[other] Die Plätze { $all_in } sind
    } all-in, und es sind keine weiteren Einsätze möglich, daher wird jede Live-Hand ({ $live }) jetzt aufgedeckt ({ $rule_face_up_for_all_ins }).{ $cards_to_come ->
        [0] {""}
       *[other] {" "}Dann verbrennen und den Rest des Boards austeilen.
    }
face-up-side-pots-first = Zuerst die Side Pots vergeben, dann den Hauptpot; die All-in-Hand nicht verdeckt lassen, bis die Side Pots entschieden sind ({ $rule_side_pots }).
face-up-nobody-all-in-shows-first = Niemand ist all-in, daher gilt { $rule_face_up_for_all_ins } nicht; bei diesem Showdown zeigt Platz { $who } zuerst ({ $rule_showdown_order }).
face-up-nobody-all-in = Niemand ist all-in, daher gilt { $rule_face_up_for_all_ins } nicht; die Showdown-Reihenfolge entscheidet, wer zuerst zeigt ({ $rule_showdown_order }).
face-up-not-yet-betting-open = Noch nicht: Niemand ist all-in, und die Setzrunde ist noch offen ({ $rule_face_up_for_all_ins }).
face-up-not-yet-others-may-bet = Noch nicht: { $all_in_count ->
        [one] Platz { $all_in } ist
       *[other] Die Plätze { $all_in } sind
    } all-in, aber die Plätze { $with_chips } haben noch Chips und können setzen; die Karten bleiben verdeckt ({ $rule_face_up_for_all_ins }).


## showdown
showdown-big-blind-first = Platz { $seat }, der Big Blind, hatte { $stack }: Der Blind wird zuerst gezahlt und ist live ({ $live }), der Rest ({ $ante }) geht in die Big-Blind-Ante ({ $rule_rp_ante_formats }).
showdown-ante-first = Platz { $seat }, der Big Blind, hatte { $stack }: Nach der Hausregel wird zuerst die Big-Blind-Ante gezahlt ({ $ante }), und nur der Rest ({ $live }) ist ein Live-Blind.
showdown-board = Board: { $board }.
showdown-low = Low von Platz { $seat }: { $low }.
showdown-no-low = Platz { $seat } hat kein Low mit Acht oder besser.
showdown-hi-lo-split = Hi/Lo: Jeder Pot wird geteilt, die Hälfte an die beste High-Hand und die Hälfte an das beste Low mit Acht oder besser; der ungerade Chip geht an die High-Hälfte ({ $rule_odd_chips }-C).
showdown-hi-lo-scoop = Hi/Lo: Niemand hat ein Low mit Acht oder besser, daher gewinnt die beste High-Hand jeden Pot ganz.
showdown-seat-hand = Platz { $seat } ({ $hole }): { $category }, { $five }.
showdown-category = { $category ->
        [high-card] höchste Karte
        [pair] ein Paar
        [two-pair] zwei Paare
        [trips] Drilling
        [straight] Straße
        [flush] Flush
        [full-house] Full House
        [quads] Vierling
       *[straight-flush] Straight Flush
    }
showdown-share = { $amount } an Platz { $seat }
showdown-pot = { $pot ->
        [main] Hauptpot
       *[side] Side Pot
    } von { $amount } (berechtigt: Plätze { $eligible }): { $shares }.
showdown-pot-short = { $pot ->
        [main] Hauptpot
       *[side] Side Pot
    } { $amount }: { $shares }
showdown-summary = { $pots }.
showdown-odd-chips = Die ungeraden Chips, in den kleinsten Chip ({ $smallest_chip }er) gewechselt, gehen an den ersten Gewinner links vom Button ({ $rule_odd_chips }), für jeden Pot gesondert ({ $rule_side_pots }).
showdown-odd-chips-by-suit = Die ungeraden Chips, in den kleinsten Chip ({ $smallest_chip }er) gewechselt, gehen nach der Hausregel an den Gewinner mit der nach Farbe höchsten Karte (Pik, Herz, Karo, Kreuz) unter den fünf spielenden Karten, für jeden Pot gesondert ({ $rule_side_pots }).
showdown-uncalled-returned = Nicht gecallter Betrag von { $amount } an Platz { $seat } zurückgegeben.
showdown-mucked = Platz { $seat } hat beim Showdown verdeckt gemuckt, ohne die Hand aufzudecken: Eine Hand, die nicht zurückgeholt werden kann, hat keinen Anspruch auf den Pot, gleich was sie enthielt ({ $rule_tabling_cards }-B).
showdown-mucked-retrievable = Dies setzt voraus, dass die gemuckten Karten nicht zurückgeholt werden konnten. Karten, die den Muck noch nicht berühren und zu 100 % identifizierbar sind, können noch zurückgeholt und aufgedeckt werden ({ $rule_live_cards_at_showdown }); in diesem Fall erneut anfragen und diese Karten als aufgedeckt angeben.
showdown-last-hand = Alle anderen Hände wurden verdeckt gemuckt, daher gewinnt die Hand von Platz { $seat }, die als letzte gehalten wird, ohne gezeigt werden zu müssen ({ $rule_showdown_order }).


## penalty
penalty-infraction = Platz { $seat }: { $infraction ->
        [etiquette] ein Verstoß gegen die Etikette ({ $rule_etiquette_violations })
        [abuse] beleidigendes Verhalten ({ $rule_etiquette_violations })
        [card_exposure] Karten bei ausstehender Aktion aufgedeckt oder nicht ordnungsgemäß gefoldet ({ $rule_exposing_cards })
        [throwing_cards] Karten geworfen ({ $rule_exposing_cards })
        [disclosure] eine Hand offengelegt oder Spielratschläge gegeben, während die Hand live war ({ $rule_no_disclosure })
        [electronic_device] ein Gerät am Tisch bei einer Live-Hand benutzt ({ $rule_electronic_devices }-C)
        [phone_call] ein Telefonat am Tisch ({ $rule_electronic_devices }-A)
        [device_on_table] ein Telefon oder Gerät auf dem Tisch abgelegt ({ $rule_electronic_devices }-B)
        [strategy_tool] eine Strategiehilfe oder Strategieberatung von außen am Tisch ({ $rule_electronic_devices }-D)
        [identity] nicht eindeutig erkennbar ({ $rule_player_identity })
        [language] eine vom Haus nicht ausgehängte Sprache am Tisch gesprochen ({ $rule_official_language })
        [dodging_blinds] sich absichtlich vor einem Blind gedrückt ({ $rule_dodging_blinds })
        [chips_hidden] Chips außer Sicht gehalten oder getragen ({ $rule_chips_out_of_view })
        [soft_play] Soft Play ({ $rule_ethical_play })
       *[collusion] Chip Dumping oder Absprachen ({ $rule_ethical_play })
    }.
penalty-first-infraction = Es ist der erste Verstoß des Spielers in diesem Turnier: Die Auslegung, die die Regeln nahelegen, ist eine mündliche Verwarnung; wiederholte Verstöße ziehen steigende Strafen nach sich ({ $rule_penalties }-A).
penalty-first-infraction-house = Es ist der erste Verstoß des Spielers in diesem Turnier: Nach der Hausregel ist die erste Strafe eine Strafrunde, und wiederholte Verstöße ziehen steigende Strafen nach sich.
penalty-repeat = Der Spieler hat in diesem Turnier bereits { $prior ->
        [one] eine frühere Strafe oder Verwarnung
       *[other] { $prior } frühere Strafen oder Verwarnungen
    } erhalten, und wiederholte Verstöße ziehen steigende Strafen nach sich ({ $rule_penalties }-A): Die Auslegung ergibt { $rounds ->
        [one] eine Strafrunde
       *[other] { $rounds } Strafrunden
    }.
penalty-soft-play = Soft Play wird bestraft, bis hin zum Verwirken von Chips oder zur Disqualifikation ({ $rule_ethical_play }); { $prior ->
        [0] bei einem ersten Verstoß
        [one] nach einem früheren Verstoß
       *[other] nach { $prior } früheren Verstößen
    } ergibt die Auslegung { $rounds ->
        [one] eine Strafrunde
       *[other] { $rounds } Strafrunden
    }.
penalty-collusion = Chip Dumping und andere Absprachen führen zur Disqualifikation ({ $rule_ethical_play }); die Chips eines disqualifizierten Spielers werden aus dem Turnier genommen ({ $rule_penalties }-D).
penalty-count = Eine Strafrunde umfasst eine Hand für jeden Spieler, der beim Aussprechen der Strafe am Tisch sitzt, den bestraften Spieler eingeschlossen: { $rounds } × { $players } Spieler = { $hands ->
        [one] { $hands } Hand
       *[other] { $hands } Hände
    } ({ $rule_penalties }-A).
penalty-posts = Der Spieler verlässt den Tisch; dem Platz werden weiter Karten ausgeteilt, die Hand wird für tot erklärt, und der Platz zahlt weiterhin seine Blinds und Antes ({ $rule_penalties }-C): insgesamt { $forced } in den { $hands } Händen, aus einem Stack von { $stack }, sofern die Tischgröße gleich bleibt.
penalty-blinded-out = Das kostet den ganzen Stack: Ein Spieler, der eine Strafe absitzt, kann dabei ausgeblindet werden und aus dem Turnier ausscheiden ({ $rule_penalties }-A).
penalty-the-floor-chooses = Die Höhe der Strafe liegt im Ermessen des Floors: Dies ist die Auslegung, die die Regeln nahelegen, und die anderen Stufen sind als Alternativen aufgeführt ({ $rule_floor_decisions }).
penalty-summary-warning = Eine mündliche Verwarnung für Platz { $seat }.
penalty-summary-rounds = Platz { $seat } setzt { $rounds ->
        [one] eine Runde
       *[other] { $rounds } Runden
    } aus: { $hands } Hände.
penalty-summary-disqualified = Platz { $seat } wird disqualifiziert, und die Chips werden aus dem Turnier genommen.
penalty-alt-warning = der Floor erteilt stattdessen eine mündliche Verwarnung
penalty-alt-rounds = der Floor verhängt stattdessen { $rounds ->
        [one] eine Strafrunde
       *[other] { $rounds } Strafrunden
    }: { $hands } Hände
penalty-alt-disqualify = der Floor disqualifiziert den Spieler
penalty-floor-chose-rounds = Der Floor hat { $rounds ->
        [one] { $rounds } Strafrunde
       *[other] { $rounds } Strafrunden
    } gewählt; die Zählung ergibt sich daraus ({ $rule_penalties }-A).
penalty-serious = Der Floor hält den Verstoß für schwerwiegend: Die Auslegung beginnt oberhalb einer Verwarnung, bei einer Strafrunde; eine Drohung kann ein Grund für eine Disqualifikation sein ({ $rule_penalties }-A).
penalty-exposure-hand-live = Das Aufdecken macht die Hand nicht tot, und eine etwaige Strafe beginnt nach der Hand ({ $rule_exposing_cards }).
penalty-exposure-dead-house = Nach der Hausregel wird die Hand von Platz { $seat } durch das absichtliche Aufdecken bei ausstehender Aktion für tot erklärt; die eingebrachten Chips bleiben im Pot.
penalty-if-deliberate = der Floor hält das Aufdecken durch Platz { $seat } für absichtlich: Das Haus erklärt die Hand für tot
penalty-nuts-check-not-soft-play = Platz { $seat } hat am River als Letzter mit den alleinigen Nuts hinterher gecheckt: Das allein ist kein Soft Play; ein Spieler ist nie verpflichtet zu setzen ({ $rule_penalties }-B). Nach diesem Sachverhalt keine Strafe.
penalty-no-action-pending = Platz { $seat } hat Karten aufgedeckt, ohne dass eine Aktion ausstand: Das Aufdecken von Karten wird nur bestraft, solange eine Aktion aussteht ({ $rule_exposing_cards }). Keine Strafe.
penalty-if-floor-finds-it = der Floor stellt den Verstoß anhand anderer Tatsachen fest (eine Absprache, ein Muster)
penalty-misdeal-does-not-count = Platz { $seat } erhält Karten, und seine Hand wird für tot erklärt, aber ein Misdeal und das anschließende Neuausteilen zählen als eine Hand, die mit dem Neuausteilen gespielt ist: danach { $left ->
        [one] { $left } Hand ist
       *[other] { $left } Hände sind
    } noch abzusitzen ({ $rule_misdeals }-C).
penalty-hand-counts = Die Hand zählt für die Strafe (der Platz erhält Karten, und seine Hand wird für tot erklärt): { $left ->
        [one] { $left } Hand ist
       *[other] { $left } Hände sind
    } danach noch abzusitzen ({ $rule_penalties }-C).

## clock
clock-time = Sobald die Clock verlangt ist, hat Platz { $seat } { $clock } Sekunden zum Agieren, danach einen Countdown von { $countdown } Sekunden: insgesamt { $limit } Sekunden ({ $rule_calling_for_a_clock }).
clock-house-time = Nach der Hausregel hat Platz { $seat }, sobald die Clock verlangt ist, { $clock } Sekunden zum Agieren, danach einen Countdown von { $countdown } Sekunden: insgesamt { $limit } Sekunden.
clock-in-time = Platz { $seat } hat nach { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } agiert, { $tie ->
        [yes] in der letzten Sekunde des Countdowns (ein Gleichstand geht zugunsten des Spielers)
       *[no] innerhalb der Zeit
    }: Die Aktion bleibt bestehen.
clock-running = Platz { $seat } hat noch { $left ->
        [one] { $left } Sekunde
       *[other] { $left } Sekunden
    } zum Agieren.
clock-expired-facing-bet = Der Countdown ist abgelaufen, bevor Platz { $seat } agiert hat, als { $to_call } zu callen waren: Die Hand ist tot.
clock-expired-no-bet = Der Countdown ist abgelaufen, bevor Platz { $seat } agiert hat, ohne offenen Einsatz: Die Hand wird gecheckt.
clock-expired-no-bet-dead = Der Countdown ist abgelaufen, bevor Platz { $seat } agiert hat: Auch ohne offenen Einsatz ist die Hand nach der Hausregel tot.
clock-shot-clock = Das Haus spielt mit Shot Clock: Platz { $seat } hat für jede Entscheidung { $clock } Sekunden, gezählt ab dem Moment, in dem die Aktion beim Spieler ankam, ohne dass die Clock verlangt werden muss.
clock-time-banks = Platz { $seat } hat { $used ->
    [one] eine Time-Bank-Karte
   *[other] { $used } Time-Bank-Karten
} abgegeben; { $counted ->
    [0] keine zählt (es gibt keine Time-Banks)
    [one] eine zählt, { $each } Sekunden mehr
   *[other] { $counted } zählen, je { $each } Sekunden
}: insgesamt { $limit } Sekunden.
clock-acted-too-late = Platz { $seat } hat nach { $seconds } Sekunden agiert, nachdem der Countdown abgelaufen war: Diese Aktion zählt nicht.
clock-dead-chips-stay = Die Hand von Platz { $seat } ist tot: Die eingebrachten { $in_pot } bleiben im Pot.
clock-dead-nothing-in = Die Hand von Platz { $seat } ist tot; er hatte keine Chips eingebracht.
clock-not-from-the-seat = Die Clock muss vom Platz aus (oder vom Floor) verlangt werden: Wurde sie von außerhalb des Tisches verlangt, ist sie nie gestartet worden, daher ist die Zeit von Platz { $seat } nicht abgelaufen, und die Hand ist live ({ $rule_calling_for_a_clock }).

## at-seat
at-seat-live = Der Spieler auf Platz { $seat } war an seinem Platz, als die letzte Karte des anfänglichen Austeilens ausgeteilt wurde: Die Hand ist live ({ $rule_at_your_seat }).
at-seat-dead = Die Hand von Platz { $seat } ist tot{ $any ->
        [yes] ; die eingebrachten { $in_pot } bleiben im Pot
       *[no] {""}
    }.
at-seat-why-dead = Ein Spieler muss an seinem Platz sein, in Reichweite seines Stuhls, wenn die letzte Karte des anfänglichen Austeilens ausgeteilt wird; der Spieler auf Platz { $seat } war es nicht, daher ist die Hand tot ({ $rule_at_your_seat }).
at-seat-live-first-card = Der Spieler auf Platz { $seat } war an seinem Platz, als die erste Karte des Austeilens ausgeteilt wurde: Die Hand ist live.
at-seat-why-dead-first-card = Nach der Hausregel muss ein Spieler an seinem Platz sein, in Reichweite seines Stuhls, wenn die erste Karte des Austeilens ausgeteilt wird; der Spieler auf Platz { $seat } war es nicht, daher ist die Hand tot.
at-seat-if-arrived-during-deal = der Spieler auf Platz { $seat } hat seinen Platz erst erreicht, nachdem die erste Karte ausgeteilt war
at-seat-left-table = Ein Spieler mit einer Live-Hand, ob all-in oder nicht, muss am Tisch bleiben; der Spieler auf Platz { $seat } ist gegangen, aber das Weggehen macht die Hand nicht tot: Sie wird gespielt, und der Floor kann den Spieler bestrafen ({ $rule_at_the_table }).
at-seat-if-penalised = der Floor bestraft Platz { $seat } für das Verlassen des Tisches ({ $rule_penalties })

## accepted-action
accepted-told = Dem Spieler auf Platz { $seat } wurde gesagt, der Einsatz betrage { $announced } ({ $by ->
        [dealer] vom Dealer
       *[player] von einem Spieler
    }); der Einsatz beträgt { $bet }.
accepted-caller-responsible = Wer callt, muss den korrekten Betrag eines Einsatzes vor dem Call kennen, gleich was der Dealer oder andere Spieler ansagen: Ein Spieler, der auf eine falsche Zählung hin callt, akzeptiert die korrekte Aktion und schuldet den korrekten Betrag oder alle seine Chips ({ $rule_accepted_action }).
accepted-no-difference = Die Zählung war richtig: Platz { $seat } callt auf { $call_to }.
accepted-owes-more = Platz { $seat } { $all_in ->
        [yes] ist mit { $call_to } all-in
       *[no] callt den vollen Einsatz auf { $call_to }
    } und bringt { $more } zusätzlich ein.
accepted-gets-back = Platz { $seat } { $all_in ->
        [yes] ist mit { $call_to } all-in
       *[no] callt den korrekten Einsatz auf { $call_to }
    }; die darüber hinaus eingebrachten { $back } gehen zurück.
accepted-rule-1 = Wie in jeder Situation kann der Floor dennoch anders entscheiden, wenn der korrekte Betrag offensichtlich unfair wäre ({ $rule_floor_decisions }).

## count-request
count-estimate = Jeder Spieler kann jederzeit eine vernünftige Schätzung der Chips eines Gegners verlangen; eine genaue Zählung nur, wenn er vor dem All-in dieses Spielers steht und am Zug ist ({ $rule_count_of_chip_stack }).
count-exact = Platz { $requester } steht vor dem All-in von Platz { $target } und ist am Zug: Der Dealer zählt das All-in genau ({ $stack } auf dieser Street).
count-not-all-in = Platz { $target } ist nicht all-in: Platz { $requester } erhält eine vernünftige Schätzung des Stacks, keine genaue Zählung.
count-not-in-turn = Platz { $requester } ist nicht am Zug: jetzt eine vernünftige Schätzung der Chips von Platz { $target }, eine genaue Zählung, wenn er an der Reihe ist.
count-not-facing = Platz { $requester } steht nicht vor dem All-in von Platz { $target }: nur eine vernünftige Schätzung.
count-house-in-turn = Nach der Hausregel darf der Spieler am Zug den Stack jedes Gegners zählen lassen: Platz { $requester } erhält eine genaue Zählung der { $stack } von Platz { $target }.
count-house-estimate-only = Nach der Hausregel werden Stacks nie genau gezählt: Platz { $requester } erhält eine vernünftige Schätzung der Chips von Platz { $target }.

## string-bet
string-one-motion = Platz { $seat } hat die Chips in einer einzigen Bewegung nach vorn gebracht: kein String Bet; die Chips werden so ausgelegt, wie sie liegen ({ $rule_methods_of_raising }).
string-amount-first = Platz { $seat } hat den vollen Betrag, { $to }, genannt, bevor er Chips eingebracht hat: Die Chips dürfen dann in beliebig vielen Bewegungen kommen ({ $rule_methods_of_raising }).
string-raise-word-first = Platz { $seat } hat „Raise“ gesagt, bevor er Chips eingebracht hat: Der Call und eine weitere Bewegung bilden den Raise ({ $rule_methods_of_raising }).
string-bet = Platz { $seat } ist ohne Ansage zum Stack zurückgegangen ({ $motions } Bewegungen): ein String Bet. Nur die erste Bewegung zählt, { $first }, ausgelegt als Chips ohne Ansage; die { $back } der späteren Bewegungen gehen zurück ({ $rule_methods_of_raising }, { $rule_string_bets }).
string-third-motion = Nach „Raise“ zählen nur der Call und eine weitere Bewegung ({ $counted } Bewegungen); die { $back } der späteren Bewegungen gehen zurück ({ $rule_string_bets }).

## conditional-statement
cond-discouraged = Aussagen über künftige Aktionen („Wenn du setzt, raise ich“) sind nicht standardgemäß, und von ihnen wird dringend abgeraten: Der Floor kann den Spieler daran festhalten und ihn dafür bestrafen ({ $rule_conditional_declarations }).
cond-binds = Die Bedingung ist eingetreten, und Platz { $seat } ist am Zug. Nach der Regel wird der Spieler im Zweifel an die angekündigte Aktion gebunden: { $act }.
cond-not-met = Die Bedingung ist nicht eingetreten: Die Aussage bindet Platz { $seat } an nichts.
cond-if-not-held = der Floor hält den Spieler nicht an der Aussage fest
cond-if-penalised = der Floor bestraft die Aussage zusätzlich (zunächst mit einer Verwarnung)
cond-house-binds = Nach der Hausregel bindet eine bedingte Aussage, sobald ihre Bedingung eintritt: Platz { $seat } muss die angekündigte Aktion ausführen: { $act }.
cond-house-never-binds = Nach der Hausregel sind bedingte Aussagen nicht erlaubt und binden nie: Platz { $seat } agiert frei, mit jeder Wahl, die der Tisch lässt, und kann für die Aussage bestraft werden.

## chips-behind
behind-found = Nachdem das All-in von Platz { $seat } über { $all_in } gecallt wurde, wurden dahinter { $found } gefunden.
behind-floor-decides = Ob die hinter dem Stack von Platz { $seat } gefundenen { $found } Teil der akzeptierten Aktion waren, stellt der Floor fest ({ $rule_chips_found_behind }); beide Möglichkeiten stehen unten.
behind-part = Die { $found } waren Teil der akzeptierten Aktion: Das All-in von Platz { $seat } beträgt { $all_in } ({ $rule_chips_found_behind }).
behind-if-loses-to-caller = Platz { $seat } verliert die Hand, und der Floor gibt die gefundenen { $found } dem Caller, Platz { $caller }
behind-caller-owes = Platz { $caller } { $all_in ->
        [yes] bringt seine letzten { $more } ein (all-in).
       *[no] bringt { $more } zusätzlich ein.
    }
behind-not-part = Die { $found } waren nicht Teil der akzeptierten Aktion: Das All-in von Platz { $seat } bleibt bei { $all_in }, und die Chips spielen nicht mit ({ $rule_chips_found_behind }).
behind-not-paid-not-saved = Gewinnt Platz { $seat }, erhält er für die { $found } keine Auszahlung; verliert er, retten ihn die { $found } nicht, und der Floor kann sie dem Caller geben.
behind-if-part = der Floor stellt fest, dass die Chips Teil der akzeptierten Aktion waren
behind-if-not-part = der Floor stellt fest, dass sie es nicht waren

## showdown-error
sderr-misread-corrected = Die Karten sprechen: Hände werden nach den Karten gelesen, gleich was angesagt wurde; der Pot geht an die beste Hand, wie die Karten sie zeigen, und die Hand von Platz { $seat } wird so gelesen, wie sie ist ({ $rule_cards_speak }).
sderr-misread-too-late = Eine falsch gelesene Hand kann nur beanstandet werden, bis { $window ->
    [substantial_action] in der nächsten Hand eine wesentliche Aktion erfolgt
   *[next_hand] die nächste Hand beginnt
}; dies wurde später vorgebracht, daher bleibt der Pot wie vergeben ({ $rule_disputed_hands }).
sderr-time-limit = Eine falsch gelesene Hand kann angefochten werden, bis die nächste Hand beginnt; ein Fehler bei der Vergabe oder Zählung eines Pots, bis in der nächsten Hand eine wesentliche Aktion erfolgt ({ $rule_disputed_hands }).
sderr-pot-corrected = Der Pot ging an den falschen Spieler, und der Fehler wurde rechtzeitig vorgebracht: Er wird zurückgenommen und so vergeben, wie die Karten entscheiden, Platz { $seat } eingeschlossen ({ $rule_disputed_hands }).
sderr-pot-too-late = Der Fehler wurde vorgebracht, nachdem { $window ->
    [next_hand] die nächste Hand begonnen hatte
   *[substantial_action] in der nächsten Hand eine wesentliche Aktion erfolgt war
}: Der Pot bleibt wie vergeben ({ $rule_disputed_hands }).
sderr-killed-winner = Die Hand von Platz { $seat } war ordnungsgemäß aufgedeckt und offensichtlich die Gewinnerhand: Der Dealer darf sie nicht töten, und sie gewinnt ({ $rule_tabling_cards }-C).
sderr-mucked-live = Die Karten von Platz { $seat } wurden verdeckt weggeworfen, sind aber nicht im Muck und eindeutig identifizierbar: Die Hand ist live, und der Spieler darf sie zurücknehmen und aufdecken ({ $rule_live_cards_at_showdown }).
sderr-mucked-dead = Die Karten von Platz { $seat } können nicht mit Sicherheit identifiziert werden: Die Hand ist tot und hat keinen Anspruch auf den Pot.
sderr-one-card = Platz { $seat } hat eine Karte aufgedeckt: Eine Hand ist aufgedeckt, wenn alle ihre Karten offen liegen; der Dealer verlangt die übrigen, und weigert sich der Spieler, wird der Floor gerufen ({ $rule_showdown_discarding_irregularities }-A).
sderr-bettor-live = Platz { $seat } hat im Glauben, gewonnen zu haben, die Karten abgeworfen; der Dealer hat die Karten zurückgehalten, und sie sind eindeutig identifizierbar: Sie werden aufgedeckt und spielen mit ({ $rule_showdown_discarding_irregularities }-B).
sderr-bettor-dead = Platz { $seat } hat im Glauben, gewonnen zu haben, die Karten abgeworfen, und sie können nicht zurückgeholt werden: Die Hand ist tot; gecallte Einsätze bleiben im Pot, und ein nicht gecallter Einsatz oder Raise geht zurück ({ $rule_showdown_discarding_irregularities }-B).
sderr-killed-live = Die Hand von Platz { $seat } wurde vom Dealer getötet (oder vermischt), kann aber noch zweifelsfrei identifiziert werden: Sie bleibt live ({ $rule_killed_fouled_exposed_hands }).
sderr-killed-dead = Die Hand von Platz { $seat } wurde vom Dealer getötet (oder vermischt) und kann nicht identifiziert werden: Es gibt keinen Ausgleich; gecallte Einsätze werden nicht erstattet, und ein nicht gecallter Einsatz oder Raise geht zurück ({ $rule_killed_fouled_exposed_hands }).
sderr-unknown-identification = Entscheidend ist, ob die Karten von Platz { $seat } zweifelsfrei identifiziert werden können, und die Anfrage sagt es nicht: Wenn nicht, ist die Hand tot.
sderr-if-identifiable = die Karten von Platz { $seat } sind eindeutig identifizierbar (zweifelsfrei)
sderr-if-refuses = Platz { $seat } weigert sich, die übrigen Karten aufzudecken

## tables
tables-table-breaks = { $players } Spieler passen an { $tables } Tische mit je { $seats } Plätzen: Tisch { $table } wird aufgelöst; seine Spieler erhalten ihre Plätze per Zufallsziehung und können auf jeder Position landen ({ $rule_new_players_broken_tables }).
tables-short-tables-halt = { $count ->
        [one] Tisch { $tables } hat
       *[other] Die Tische { $tables } haben
    } { $short ->
        [3] drei
       *[other] { $short }
    } oder mehr Spieler weniger als der größte Tisch ({ $largest }): Dort wird das Spiel angehalten, sobald die Blinds betroffen sind (der Big Blind würde einen leeren Platz erreichen), bis die Tische ausgeglichen sind; der Floor kann davon absehen ({ $rule_balancing_tables }).
tables-who-moves = In Flop-Spielen wechselt der Spieler, der als Nächster den Big Blind zahlen müsste, auf die schlechteste Position am unterbesetzten Tisch (nie auf den Small Blind) ({ $rule_balancing_tables }).
tables-balanced = Die Tische sind ausgeglichen: kein Wechsel, kein Anhalten.
tables-halt-at = das Spiel wird an { $count ->
        [one] Tisch { $tables }
       *[other] den Tischen { $tables }
    } angehalten, bis die Tische ausgeglichen sind
tables-moves = { $moves } umsetzen
tables-move-one = { $players ->
        [one] einen Spieler
       *[other] { $players } Spieler
    } von Tisch { $from } an Tisch { $to }
tables-summary = { $parts }.
tables-short-handed-discretion = An Tischen mit { $seats } Plätzen (ein Short-handed-Format) liegt das Anhalten des Spiels im Ermessen des Turnierleiters ({ $rule_balancing_tables }, { $rule_floor_decisions }); die Regeln neigen dazu, das Spiel anzuhalten, bis die Tische ausgeglichen sind.
tables-if-no-halt = der Floor lässt am unterbesetzten Tisch weiterspielen, während Spieler umgesetzt werden


## deal-error

deal-misdeal-redeal = Misdeal: Die Hand wird exakt neu ausgeteilt, mit demselben Button und denselben Limits; Blinds und Antes bleiben gezahlt, und alle anderen gesetzten Chips gehen zurück.
deal-arriving-wait = Das Neuausteilen ist eine exakte Wiederholung ohne neue Spieler: Wer erst nach dem Misdeal Platz genommen hat (Platz { $seats }), wartet auf die nächste Hand ({ $rule_misdeals }-C).
deal-away-plays-redeal = Wer beim Austeilen nicht an seinem Platz war (Platz { $seats }), erhält beim Neuausteilen trotzdem Karten; eine Hand, die beim Austeilen ihrer letzten Karte noch unbeaufsichtigt ist, wird für tot erklärt ({ $rule_at_your_seat }).
deal-duplicate-card = Die doppelt gefundene Karte: { $card }.
deal-no-substantial-action = Noch keine wesentliche Aktion ({ $rule_substantial_action }): { $actions ->
    [0] niemand hat agiert
    [one] bisher eine Aktion
   *[other] bisher { $actions } Aktionen, nicht genug
}, daher kann die Hand noch zum Misdeal erklärt werden.
deal-substantial-action = Eine wesentliche Aktion hat stattgefunden ({ $rule_substantial_action }): { $actions } Aktionen seit dem Austeilen, { $with_chips } davon mit Chips; danach gibt es keinen Misdeal, und die Hand geht weiter ({ $rule_misdeals }-D).
deal-floor-counts-check-and-fold = der Floor wertet den Check und den Fold als wesentliche Aktion
deal-draw-exposed-house = In einem Draw-Spiel entscheidet die Hausregel über eine Karte, die der Dealer beim Austeilen aufdeckt: Die Misdeal-Gründe für aufgedeckte Karten in { $rule_misdeals }-A sind für Flop-Spiele geschrieben. Die übliche Hausregel, der dieses Urteil folgt: Eine aufgedeckte Karte wird ersetzt, eine zweite macht es zum Misdeal.
deal-house-replaces-exposed = das Haus ersetzt jede Karte, die der Dealer beim Austeilen aufdeckt
deal-house-misdeals-one-exposed = das Haus erklärt bei jeder Karte, die der Dealer beim Austeilen aufdeckt, einen Misdeal
deal-fouled-deck = Ungültiges Deck: Das Spiel wird unterbrochen, die Hand ist ungültig, und jeder Chip geht an den Spieler zurück, der ihn eingebracht hat, gleich welche Aktion erfolgt ist; das Deck wird ersetzt.
deal-fouled-deck-all-back = Ein Deck mit zwei Karten gleichen Rangs und gleicher Farbe macht die Hand ungültig, unabhängig von einer wesentlichen Aktion ({ $rule_misdeals }-E): { $total } gehen zurück, Blinds und Antes eingeschlossen. Die Beanstandung, das Deck sei ungültig, muss innerhalb der Frist für Anfechtungen erhoben werden ({ $rule_disputed_hands }).
deal-player-exposed-live = Platz { $seat } hat seine eigenen Karten aufgedeckt: Die Hand bleibt live, und das Spiel geht weiter; der Floor kann das Aufdecken nach der Hand bestrafen.
deal-player-exposed-why = Ein Spieler, der bei ausstehender Aktion Karten aufdeckt, kann bestraft werden, aber die Hand wird deswegen nie für tot erklärt ({ $rule_exposing_cards }); eine etwaige Strafe beginnt nach der Hand ({ $rule_penalties }).
deal-exposed-after-substantial-action = Der Dealer hat die Karten von Platz { $seat } aufgedeckt, aber nach einer wesentlichen Aktion ist das kein Misdeal: Die Hand ist live und behält ihre Karten.
deal-play-on-live = Weiterspielen: Die Hand von Platz { $seat } ist live.
deal-exposed-misdeal = Der Dealer hat beim Austeilen { $cards ->
    [one] eine Karte
   *[other] { $cards } Karten
} aufgedeckt{ $first_two ->
    [yes] ; betroffen war eine der ersten beiden Karten vom Deck
   *[no] {""}
}: In Flop-Spielen ist das ein Misdeal ({ $rule_misdeals }-A).
deal-one-exposed-replaced = Kein Misdeal: Die aufgedeckte Karte von Platz { $seat } wird dem Tisch gezeigt, nach dem Austeilen durch die nächste Karte ersetzt und als erste Burn-Karte verwendet.
deal-one-exposed-why = Eine einzelne vom Dealer aufgedeckte Karte, die nicht zu den ersten beiden vom Deck gehört, zählt nicht zu den Misdeal-Gründen von { $rule_misdeals }-A (zwei oder mehr aufgedeckte Karten oder eine der ersten beiden).
deal-boxed-after-substantial-action = Eine Karte, die nach einer wesentlichen Aktion offen im Deck gefunden wird, hält die Hand nicht auf: Sie wird wie ein Stück Papier behandelt, und das Spiel geht weiter.
deal-play-on = Weiterspielen: kein Misdeal.
deal-boxed-misdeal = Beim Austeilen wurden { $cards } Karten offen im Deck gefunden: Zwei oder mehr Boxed Cards ergeben einen Misdeal ({ $rule_misdeals }-A).
deal-one-boxed-replaced = Kein Misdeal: Die Boxed Card wird wie ein Stück Papier behandelt, beiseitegelegt und durch die nächste Karte ersetzt.
deal-one-boxed-why = Nur zwei oder mehr Boxed Cards beim Austeilen sind ein Misdeal ({ $rule_misdeals }-A); eine einzelne wird ersetzt.
deal-wrong-seat-after-substantial-action = Die erste Karte ging an den falschen Platz, aber eine wesentliche Aktion hat stattgefunden: Die Hand bleibt so bestehen, wie sie ausgeteilt wurde.
deal-first-card-misdeal = Die erste Karte des Austeilens ging an den falschen Platz: ein Misdeal ({ $rule_misdeals }-A).
deal-not-entitled-killed = Platz { $seat } hat Karten erhalten, obwohl er keinen Anspruch auf eine Hand hatte; nach einer wesentlichen Aktion gibt es keinen Misdeal, daher wird diese Hand für tot erklärt, und die von ihm eingebrachten { $back } gehen an ihn zurück.
deal-not-entitled-dead = Die Hand von Platz { $seat } ist tot (er hatte keinen Anspruch auf eine Hand); die Hand geht für die anderen weiter.
deal-floor-keeps-chips-in-pot = der Floor lässt die von dem Platz eingebrachten Chips im Pot
deal-not-entitled-misdeal = Platz { $seat } hat Karten erhalten, obwohl er keinen Anspruch auf eine Hand hatte: ein Misdeal ({ $rule_misdeals }-A).
deal-dealt-out-after-substantial-action = Platz { $seat } hatte Anspruch auf eine Hand, hat aber keine Karten erhalten; nach einer wesentlichen Aktion gibt es keinen Misdeal.
deal-dealt-out-sits-out = Weiterspielen: Platz { $seat } setzt diese Hand aus.
deal-dealt-out-misdeal = Platz { $seat } hatte Anspruch auf eine Hand, hat aber keine Karten erhalten: ein Misdeal ({ $rule_misdeals }-A).
deal-scrap-of-paper = Nach einer wesentlichen Aktion ist eine Karte, die nicht zum Deck gehört, ein Stück Papier ({ $rule_misdeals }-D): Platz { $seat } hält zu wenige echte Karten, und eine Hand mit der falschen Kartenzahl nach einer wesentlichen Aktion ist tot ({ $rule_burns_after_substantial_action }).
deal-non-standard-dead = Die Hand von Platz { $seat } ist tot; das Spiel geht weiter.
deal-non-standard-misdeal = Platz { $seat } hat vor einer wesentlichen Aktion eine Karte erhalten, die nicht zum Deck gehört: ein Misdeal ({ $rule_misdeals }-A).

## board-error

board-four-card-flop = Vier Karten auf dem Flop: Der Dealer mischt die vier verdeckt durch, der Floor wählt zufällig eine davon als Burn-Karte für den Turn, und die anderen drei bilden den Flop.
board-four-card-flop-why = Die Regel für einen irregulären Flop ({ $rule_irregular_flops }) hält jede Karte, die vom Deck gekommen ist, im Spiel: Keine wird neu ausgeteilt, und die Reihenfolge des Restdecks wird nicht wiederhergestellt.
board-premature = { $street ->
    [flop] Der Flop wurde ausgeteilt, bevor die Setzrunde beendet war: Er zählt nicht. Die Aktion geht an Platz { $seat } zurück; wenn die Setzrunde beendet ist, wird der Flop neu ausgeteilt.
    [turn] Der Turn wurde ausgeteilt, bevor die Setzrunde beendet war: Er zählt nicht. Die Aktion geht an Platz { $seat } zurück; wenn die Setzrunde beendet ist, wird der Turn neu ausgeteilt.
   *[other] Der River wurde ausgeteilt, bevor die Setzrunde beendet war: Er zählt nicht. Die Aktion geht an Platz { $seat } zurück; wenn die Setzrunde beendet ist, wird der River neu ausgeteilt.
}
board-premature-why = Die Burn-Karte bleibt, wo sie ist; { $street ->
    [flop] die Flop-Karten kommen zurück ins Restdeck, das gemischt und abgehoben wird, und der neue Flop wird
    [turn] die Karte kommt zurück ins Restdeck, das gemischt und abgehoben wird, und der neue Turn wird
   *[other] die Karte kommt zurück ins Restdeck, das gemischt und abgehoben wird, und der neue River wird
} ohne erneutes Verbrennen ausgeteilt ({ $rule_rp_premature_cards }).
board-no-burn-no-action = { $street ->
    [flop] Der Flop wurde ohne Burn-Karte ausgeteilt, und niemand hat darauf agiert: Die drei Karten werden verdeckt durchmischt, und eine davon, zufällig gewählt, wird zur Burn-Karte; die anderen zwei und die nächste Karte vom Restdeck bilden den Flop.
    [turn] Der Turn wurde ohne Burn-Karte ausgeteilt, und niemand hat darauf agiert: Die ausgeteilte Karte wird zur Burn-Karte, und die nächste Karte vom Restdeck ist der Turn.
   *[other] Der River wurde ohne Burn-Karte ausgeteilt, und niemand hat darauf agiert: Die ausgeteilte Karte wird zur Burn-Karte, und die nächste Karte vom Restdeck ist der River.
}
board-no-burn-stands = { $street ->
    [flop] Der Flop wurde ohne Burn-Karte ausgeteilt, aber darauf hat bereits eine Aktion stattgefunden: Der Flop bleibt bestehen
    [turn] Der Turn wurde ohne Burn-Karte ausgeteilt, aber darauf hat bereits eine Aktion stattgefunden: Der Turn bleibt bestehen
   *[other] Der River wurde ohne Burn-Karte ausgeteilt, aber darauf hat bereits eine Aktion stattgefunden: Der River bleibt bestehen
}, und für die nächste Street wird wie üblich verbrannt und ausgeteilt.
board-action-since-deal = Aktionen seit dem Austeilen { $street ->
    [flop] des Flops
    [turn] des Turns
   *[other] des Rivers
}: { $actions } ({ $rule_irregular_flops }: Sobald es irgendeine Aktion gibt, auch einen Check, bleiben die Karten bestehen).
board-by-analogy = Die Regel sieht dieses Verfahren für den Flop vor; für Turn und River wird dieselbe Logik sinngemäß angewendet, und der Floor entscheidet ({ $rule_floor_decisions }).
board-floor-lets-card-stand = der Floor lässt die Karte bestehen und verbrennt vor der nächsten Street

## button-blinds

button-big-blind-moves = Toter Button ({ $rule_dead_button }): Der Big Blind rückt in jeder Hand um einen Spieler weiter, von Platz { $from } auf Platz { $to }.
button-heads-up = Heads-up ({ $rule_button_placement }): Der Button, Platz { $button }, zahlt den Small Blind, agiert vor dem Flop zuerst und danach zuletzt; Platz { $bb } zahlt den Big Blind, sodass niemand zweimal hintereinander Big Blind ist.
button-small-blind-live = Platz { $seat }, Big Blind der letzten Hand, zahlt den Small Blind.
button-small-blind-dead = Der Big Blind der letzten Hand (Platz { $seat }) ist nicht mehr da: Der Small Blind ist in dieser Hand tot, und niemand zahlt ihn.
button-button-live = Der Button geht an Platz { $seat }, den Small Blind der letzten Hand.
button-button-dead = Der Button geht an Platz { $seat }, wo niemand sitzt: ein toter Button; der Spieler danach zahlt wie üblich.
button-waiting = { $count ->
    [one] Der neue Spieler auf Platz { $seats } sitzt
   *[other] Die neuen Spieler auf den Plätzen { $seats } sitzen
} zwischen Small Blind und Button: keine Karten, bis der Button vorbeigezogen ist ({ $rule_new_players_broken_tables }, { $rule_alternates_late_registration }).
button-arriving-dealt-in = { $count ->
    [one] Der neue Spieler auf Platz { $seats } erhält
   *[other] Die neuen Spieler auf den Plätzen { $seats } erhalten
} sofort Karten, egal wo der Platz liegt, gegebenenfalls auch im Blind; im Turnier gibt es keine nachzuzahlenden Blinds, daher zahlt niemand extra, um einzusteigen.
button-away-dealt-in = { $count ->
    [one] Der Spieler auf Platz { $seats } ist
   *[other] Die Spieler auf den Plätzen { $seats } sind
} abwesend: Es werden Karten ausgeteilt, und der Platz zahlt, was er schuldet; die Hand wird für tot erklärt, wenn der Spieler am Ende des Austeilens nicht an seinem Platz ist ({ $rule_at_your_seat }).
button-dodging-intent-unknown = Platz { $seat } hat die Blinds verpasst; ein absichtliches Drücken vor den Blinds wird bestraft, und ob es absichtlich war, stellt der Floor fest ({ $rule_dodging_blinds }).
button-dodging-forfeit = Platz { $seat } hat sich absichtlich vor den Blinds gedrückt: Nach der Hausregel verwirkt der Spieler die umgangenen Blinds und die Ante, { $amount }, die tot in den nächsten Pot gehen, und wird bestraft.
button-floor-finds-deliberate = der Floor stellt fest, dass das Drücken vor den Blinds absichtlich war
button-summary = Nächste Hand: { $button_dead ->
    [yes] toter Button auf Platz { $button }
   *[no] Button auf Platz { $button }
}, { $sb_dead ->
    [yes] kein Small Blind (tot)
   *[no] Small Blind Platz { $sb }
}, Big Blind Platz { $bb }.
button-counted = Seit dem Austeilen: { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }, { $with_chips ->
        [0] keine
       *[other] { $with_chips }
    } davon mit Chips ({ $rule_substantial_action }).
button-misplaced-stands = Eine wesentliche Aktion hat stattgefunden, daher bleibt die Hand mit dem Button auf Platz { $seat } bestehen ({ $rule_button_placement }-A); er wird für die nächste Hand nicht zurückgesetzt, obwohl Platz { $correct } die richtige Position war.
button-floor-restores-rotation = der Floor legt die Blinds der nächsten Hand so fest, als hätte der Button auf Platz { $correct } gelegen, sodass niemand einen Blind auslässt oder doppelt zahlt
button-misplaced-misdeal = Noch keine wesentliche Aktion: Misdeal. Der Button geht an Platz { $correct }, jeder Chip geht zurück, und die Hand wird mit den richtigen Blinds neu ausgeteilt ({ $rule_button_placement }-A).
button-floor-counts-check-and-fold = der Floor wertet den Check und den Fold als wesentliche Aktion
button-not-deliberate = Der Floor stellt fest, dass sich Platz { $seat } nicht absichtlich vor den Blinds gedrückt hat: keine Strafe.
button-dodging-penalised = Platz { $seat } hat sich absichtlich vor den Blinds gedrückt: eine Strafe, deren Höhe der Floor bestimmt.
button-floor-finds-not-deliberate = der Floor stellt fest, dass es nicht absichtlich war
button-dodging-why = Sich absichtlich vor den Blinds zu drücken (durch den Zeitpunkt eines Platzwechsels, eines Tischwechsels oder einer späten Ankunft) wird bestraft ({ $rule_dodging_blinds }, { $rule_penalties }); der Floor entscheidet, ob es absichtlich war.

## errors
error-clock-not-to-act = die Clock wird gegen den Spieler am Zug verlangt, und Platz { $seat } ist nicht am Zug
error-clock-needs-to = ein Einsatz oder Raise braucht `to`, den Gesamtbetrag der Street
error-clock-not-a-betting-act = Zeigen oder Mucken ist keine Aktion unter der Clock
error-accepted-not-to-act = der Callende ist der Spieler am Zug, und Platz { $seat } ist nicht am Zug
error-accepted-no-bet-to-call = Platz { $seat } steht vor keinem Einsatz: Es gibt nichts zu callen
error-count-own-stack = Platz { $seat } verlangt eine Zählung seiner eigenen Chips
error-string-no-motion = motions: mindestens eine Vorwärtsbewegung von Chips
error-string-empty-motion = eine Bewegung ohne Chips
error-cond-not-betting = then.action: Eine Aussage bindet an eine Setzaktion (Fold, Check, Call, Einsatz, Raise, All-in)
error-cond-not-to-act = die Bedingung ist eingetreten, daher müsste Platz { $seat } am Zug sein, ist es aber nicht
error-cond-not-legal-now = die von Platz { $seat } angekündigte Aktion ist keine, die der Platz jetzt ausführen darf (den Betrag mit den Optionen abgleichen)
error-behind-nothing-found = found: mindestens ein Chip
error-behind-not-all-in = Platz { $seat } ist nicht all-in: Chips dahinter sind nur bei einem gecallten All-in eine Frage
error-behind-not-called = niemand hat das All-in von Platz { $seat } bisher gecallt
error-penalty-players-at-table = an einem Tisch sitzen 2 bis 12 Spieler, nicht { $players }

error-out-of-turn-empty-action = leere Aktion
error-out-of-turn-bet-or-raise-needs-street = ein Einsatz oder Raise braucht `to`, den Gesamtbetrag der Street
error-out-of-turn-showing-or-mucking-not-betting = Zeigen oder Mucken ist keine Setzaktion außer der Reihe
error-out-of-turn-no-player-act-betting-over = kein Spieler ist am Zug: Das Setzen ist beendet
error-out-of-turn-seat-player-act-not-out = Platz { $seat } ist der Spieler am Zug: Das ist nicht außer der Reihe
error-out-of-turn-seat-has-folded = Platz { $seat } hat gefoldet
error-out-of-turn-not-passed-over = Platz { $skipped } wurde nicht übergangen: Die Aktion außer der Reihe von Platz { $seat } hat die Spieler ab Platz { $in_turn } übergangen, der an der Reihe war
error-face-up-everyone-else-folded-there-no = alle anderen haben gefoldet: Es gibt keinen Showdown
error-show-request-player-asking-see-their-own = ein Spieler, der seine eigene Hand sehen will, ist kein Streitfall
error-show-request-hand-not-showdown-betting-still = die Hand ist nicht im Showdown: Die Setzrunde ist noch offen, oder alle anderen haben gefoldet
error-show-request-seat-folded-before-showdown-hand = Platz { $tgt } hat vor dem Showdown gefoldet: Diese Hand ist tot
error-bet-no-player-act-betting-over = kein Spieler ist am Zug: Das Setzen ist beendet
error-bet-seat-not-act-seat-act = Platz { $seat } ist nicht am Zug (Platz { $to_act } ist es); für eine Aktion außer der Reihe einen out_of_turn-Streitfall verwenden
error-bet-bet-dispute-needs-chips-pushed = ein bet-Streitfall braucht die vorgelegten Chips, die Ansage oder beides
error-bet-simultaneous-and-before = die Ansage kann nicht zugleich vor und mit den Chips kommen: `before_chips` oder `simultaneous` angeben
error-bet-chip-worth-least = ein Chip ist mindestens 1 wert
error-bet-chips-add-up-too-much = die Chips ergeben zusammen zu viel
error-bet-seat-pushes-but-has-only = Platz { $seat } legt { $pushed } vor, hat aber nur { $stack } im Stack
error-bet-chips-front-more-than-seat-had = die Chips davor ergeben { $prior_value }, mehr als Platz { $seat } auf dieser Street davor und im Stack zusammen hatte ({ $total })
error-bet-chips-front-add-up-less = die Chips davor ergeben { $prior_value }, weniger als die { $committed }, die Platz { $seat } eingebracht hat
error-showdown-hand-not-over-betting-still = die Hand ist nicht vorbei: Die Setzrunde ist noch offen, oder es kommen noch Board-Karten
error-showdown-needs-the-board = ein Showdown braucht das vollständige Board (fünf Karten): diese in den Deals angeben
error-showdown-needs-hole-cards = ein Showdown braucht die Hole Cards { $count ->
        [one] von Platz { $seats }
       *[other] der Plätze { $seats }
    }: diese in `seats[].cards` angeben
error-incorrect-bet-bet-within-legal-range-pot = der Einsatz auf { $to } liegt im zulässigen Bereich ({ $min_to } bis { $max_to }); für eine zu niedrige Pot-Limit-Zählung meant_pot setzen
error-incorrect-bet-there-no-action-hand-has = es gibt keine Aktion { $index } (die Hand hat { $actions })
error-incorrect-bet-action-board-deal-not-bet = diese Aktion ist das Austeilen von Board-Karten, kein Einsatz
error-incorrect-bet-action-not-bet-or-raise = diese Aktion ist kein Einsatz und kein Raise
error-incorrect-bet-seat-not-player-act-action = Platz { $seat } war bei dieser Aktion nicht am Zug
error-options-no-player-act-betting-over = kein Spieler ist am Zug: Das Setzen ist für diese Hand oder diese Setzrunde beendet
error-options-seat-not-act-seat = Platz { $seat } ist nicht am Zug: Platz { $to_act } ist es
error-dispute-seat-not-hand = Platz { $seat } ist nicht in der Hand
error-sderr-only-hand-left = Platz { $seat } hält die einzige verbliebene Hand: Sie gewinnt den Pot, ohne gezeigt zu werden, und es gibt keine andere Hand, der er zugesprochen werden könnte
error-dispute-not-an-empty-seat = Platz { $seat } ist kein leerer Platz des Tisches
error-cards-dealt-deals-hole-cards-right-number = { $value } teilt { $expected } Hole Cards aus: { $count } ist die richtige Anzahl
error-cards-dealt-most-cards = höchstens 10 Karten
error-cards-dealt-seat-has-already-folded = Platz { $seat } hat bereits gefoldet
error-tables-table-seats-players = an einem Tisch sitzen 2 bis 10 Spieler
error-tables-least-one-table = mindestens ein Tisch
error-tables-most-tables = höchstens 1000 Tische
error-tables-players-table-seats = { $players } Spieler an einem Tisch mit { $seats } Plätzen
error-tables-id-needed = eine ID ist erforderlich
error-tables-table-listed-twice = Tisch { $id } ist doppelt aufgeführt
error-hand-amounts-most-chips = Beträge sind höchstens { $value } Chips
error-hand-not-valid-hand = keine gültige Hand: { $value }
error-hand-card-dealt-twice-hand = Karte { $value } wird in dieser Hand doppelt ausgeteilt
error-hand-big-blind-must-least-chip = der Big Blind muss mindestens 1 Chip betragen
error-hand-small-blind-larger-than-big = der Small Blind ({ $small }) ist größer als der Big Blind ({ $big })
error-hand-smallest-chip-must-worth-least = der kleinste Chip muss mindestens 1 wert sein
error-hand-hand-needs-least-two-seated = eine Hand braucht mindestens zwei sitzende Spieler
error-hand-players-table-seats-most = { $seats } Spieler: An einem Tisch sitzen höchstens { $value }
error-hand-button-must-seat-number-from = der Button muss eine Platznummer von 1 bis { $value } sein
error-hand-seat-numbers-run-from = Platznummern reichen von 1 bis { $value }
error-hand-seat-listed-twice = Platz { $seat } ist doppelt aufgeführt
error-hand-seated-player-needs-chips-dealt = ein sitzender Spieler braucht Chips, um Karten zu erhalten
error-hand-hole-cards-given-deals = { $value } Hole Cards angegeben; { $value_2 } teilt { $hole_cards } aus
error-hand-seat-not-hand = Platz { $seat } ist nicht in der Hand
error-hand-straddle-must-least-chip = ein Straddle muss mindestens 1 Chip betragen
error-hand-limits-apply-fixed-limit-games = Limits gelten nur für Fixed-Limit-Spiele (LHE)
error-hand-fixed-limit-bet-sizes-must = Fixed-Limit-Einsatzgrößen müssen mindestens 1 Chip betragen
error-hand-cap-must-allow-least-one = die Obergrenze (Cap) muss mindestens einen Einsatz erlauben
error-hand-action-needs-seat-action-or = eine Aktion braucht `seat` und `action` oder `deal`
error-hand-missing-action = `action` fehlt
error-hand-seat-not-hand-2 = Platz { $seat } ist nicht in der Hand
error-hand-bet-or-raise-must-least = ein Einsatz oder Raise muss auf mindestens 1 Chip gehen
error-hand-needs-player-street-total = `{ $kind }` braucht `to`, den Gesamtbetrag des Spielers auf der Street
error-hand-board-deal-has-only-deal = das Austeilen von Board-Karten hat nur `deal` und `cards`
error-hand-board-deals-flop-turn-or = Board-Karten werden für Flop, Turn oder River ausgeteilt
error-hand-cards-shown-deals = { $value } Karten gezeigt; { $value_2 } teilt { $hole_cards } aus
error-hand-seat-shows-but-dealt = Platz { $seat } zeigt { $cards_to_string }, hat aber { $own } erhalten
error-hand-dead-small-blind-heads-up = ein toter Small Blind erfordert drei oder mehr Spieler: Im Heads-up zahlt der Button den Small Blind
error-hand-post-by-blind = Platz { $seat } zahlt in dieser Hand einen Blind und kann nicht zusätzlich in `posts` zahlen
error-hand-post-by-straddler = Platz { $seat } spielt einen Straddle und kann nicht zusätzlich in `posts` zahlen
error-hand-post-at-least-chip = ein Post muss mindestens einen Chip betragen
error-hand-live-post-over-big-blind = ein Live-Post von { $amount } ist mehr als der Big Blind ({ $big }); den Rest tot zahlen
error-hand-two-live-posts = Platz { $seat } hat zwei Live-Posts; einer ist live, der Rest ist tot
error-hand-spot-board-cards = das Board dieser Setzrunde hat { $n } Karten; { $given } angegeben
error-hand-spot-full-raise-zero = der letzte volle Einsatz oder Raise beträgt mindestens einen Chip
error-hand-spot-full-raise-needed = in dieser Setzrunde wurde möglicherweise mehr als ein Einsatz oder Raise gemacht, oder der höchste wurde gecallt: die Größe des letzten vollen Einsatzes oder Raises angeben (sie bestimmt den Mindest-Raise)
error-hand-spot-full-bet-to-needed = ein All-in unter dem höchsten Einsatz war möglicherweise der letzte volle Raise: den Gesamtbetrag der Street des letzten vollen Einsatzes oder Raises angeben (der nächste Raise ist ein Einsatz darüber)
error-hand-spot-acted-not-matched = Platz { $seat } hat seit dem letzten vollen Einsatz agiert, hat aber { $in_front } vor sich bei einem Einsatz von { $current }, mit Chips im Stack und ohne gefoldet zu haben: Er muss gecallt, geraist oder gefoldet haben
error-hand-spot-to-act-cannot = Platz { $seat } kann nicht am Zug sein: Er hat gefoldet, ist all-in oder hat agiert und den Einsatz ausgeglichen
error-hand-spot-one-live-hand = ein Spot braucht zwei oder mehr Spieler, die nicht gefoldet haben
error-ruling-spot-or-hand = eines von `hand`, `hand_text` oder `spot` senden
error-ruling-spot-not-for-dispute = `{ $kind }` braucht die ganze Hand: Ein Spot beschreibt nur die laufende Setzrunde (er dient für { $spot_types })
error-ruling-unknown-house = kein Hausregel-Profil heißt `{ $name }` (die Profile: { $known })
error-hand-board-cards-given = { $street ->
        [flop] der Flop
        [turn] der Turn
       *[other] der River
    } hat { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }, { $given } angegeben
error-hand-cards-odd-length = der Kartentext hat eine ungerade Länge: Karten werden mit je zwei Zeichen geschrieben, etwa „AsKd“
error-hand-not-a-card = „{ $text }“ ist keine Karte (Rang 2-9, T, J, Q, K, A, dann Farbe c, d, h, s)
error-hand-card-twice = Karte { $card } kommt doppelt vor
error-replay-not-hand = nicht in der Hand
error-replay-straddle-must-more-than-bet = ein Straddle muss mehr sein als der Einsatz davor ({ $current_bet })
error-replay-seat-not-hand = Platz { $seat } ist nicht in der Hand
error-replay-seat-checks-facing-bet-more = Platz { $seat } checkt, obwohl ein Einsatz von { $facing } mehr offen ist
error-replay-seat-has-folded = Platz { $seat } hat gefoldet
error-replay-seat-bets-or-raises-which = Platz { $seat } setzt oder raist auf { $to }, was den aktuellen Einsatz von { $current_bet } nicht übersteigt
error-replay-seat-bets-but-has-only = Platz { $seat } setzt auf { $to }, hat aber auf dieser Street insgesamt nur { $all_in_to }
error-replay-seat-bets-most-allowed = Platz { $seat } setzt auf { $to }; höchstens erlaubt ist { $hi }
error-replay-seat-bets-smallest-legal-bet = Platz { $seat } setzt auf { $to }; der kleinste zulässige Einsatz oder Raise geht auf { $lo }
error-replay-seat-shows-or-mucks-while = Platz { $seat } zeigt oder muckt, während die Setzrunde noch offen ist: ein Abwerfen zu diesem Zeitpunkt als `fold` aufführen (bindend, { $rule_non_standard_folds }); für einen Setzenden, der die Hand im Glauben, gewonnen zu haben, weggeworfen hat, `showdown_error` mit `bettor_mucked` anfragen ({ $rule_showdown_discarding_irregularities }-B)
error-replay-dealt-before-betting-over = { $street ->
        [flop] der Flop
        [turn] der Turn
       *[other] der River
    } wird ausgeteilt, bevor die Setzrunde { $current ->
        [preflop] vor dem Flop
        [flop] am Flop
        [turn] am Turn
       *[other] am River
    } beendet ist{ $who }
error-replay-not-due = { $next ->
        [flop] der Flop
        [turn] der Turn
       *[other] der River
    } ist an der Reihe, nicht { $street ->
        [flop] der Flop
        [turn] der Turn
       *[other] der River
    }
error-replay-none-due = kein { $street ->
        [flop] Flop
        [turn] Turn
       *[other] River
    } steht an: Das Board der Hand ist vollständig, oder die Hand ist vorbei
error-replay-seat-to-act = ; Platz { $seat } ist am Zug
error-replay-nothing = {""}
error-replay-acts-betting-over = Platz { $seat } agiert, aber in dieser Hand ist kein weiteres Setzen möglich
error-replay-acts-after-folds = Platz { $seat } agiert, nachdem alle anderen gefoldet haben
error-replay-acts-before-deal = Platz { $seat } agiert, bevor { $street ->
        [flop] der Flop
        [turn] der Turn
       *[other] der River
    } ausgeteilt ist
error-replay-seat-may-not-raise = Platz { $seat } darf nicht raisen: { $why ->
        [not-reopened] Die Setzrunde wurde nicht wiedereröffnet: Er hat agiert und steht vor weniger als einem vollen Raise
        [capped] Die Raises der Setzrunde haben die Obergrenze erreicht
        [no-opponent] Kein Gegner hat Chips, um einen Raise zu callen
       *[all-chips] Ein Call kostet ihn alle Chips
    }
error-replay-seat-acts-out-turn = Platz { $seat } agiert außer der Reihe: Platz { $to_act } ist am Zug
error-replay-seat-acts-nobody-to-act = Platz { $seat } agiert außer der Reihe: Niemand ist am Zug
error-pokerstars-not-pokerstars-hand-history-no = keine PokerStars-Hand-History: keine Kopfzeile „PokerStars Hand #“
error-pokerstars-other-site = dies ist eine Hand-History von „{ $site }“, nicht von PokerStars: floorcall liest PokerStars-Text, PHH und OHH
error-pokerstars-floorcall-reads-no-limit-limit = „{ $what }“: floorcall liest Hold'em, Omaha (4 bis 6 Karten, Hi/Lo), Seven Card Stud, Stud Hi/Lo, Razz, Five Card Draw, 2-7 Single und Triple Draw, A-5 Triple Draw und Badugi
error-pokerstars-dead-or-extra-blinds-not = „{ $l }“: tote oder zusätzliche Blinds werden nicht unterstützt
error-pokerstars-blind-not-buttons-order = Platz { $seat } zahlt einen Blind, den ihm der Button nicht zuweist (die Blinds liegen nicht dort, wo der Button sie vorsieht)
error-pokerstars-hand-cut-short = eine zweite Tischzeile innerhalb einer Hand: Die vorige Hand wurde abgeschnitten, und die nächste läuft in sie hinein
error-pokerstars-not-an-amount = „{ $text }“ ist kein Betrag
error-pokerstars-unreadable-seat-line = „{ $text }“ beginnt wie eine Platzzeile, kann aber nicht als solche gelesen werden (erwartet: „Seat N: name (chips in chips)“)
error-pokerstars-button-not-a-number = der Button-Platz ist keine Zahl
error-pokerstars-fewer-than-two-players = weniger als zwei sitzende Spieler
error-pokerstars-no-big-blind = kein Big Blind gefunden
error-pokerstars-no-button-line = kein „Seat #N is the button“ in der Tischzeile
error-ohh-not-valid-ohh-json = kein gültiges OHH (JSON): { $value }
error-ohh-no-hand-found = keine Hand gefunden
error-ohh-not-amount = „{ $value }“ ist kein Betrag
error-ohh-button-seat = der Button-Platz
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }: floorcall liest aus OHH Holdem, Omaha, OmahaHiLo, Stud, StudHiLo und Draw sowie beim Namen Razz, Badugi, ShortDeck (NL) und Courchevel (PL)
error-ohh-not-player-hand = kein Spieler dieser Hand
error-ohh-hand-needs-two-players = eine Hand braucht zwei Spieler
error-ohh-seat-number = eine Platznummer
error-ohh-player-id = eine Spieler-ID
error-ohh-street-run-twice-draw-rounds = Street „{ $other }“ (Run-it-twice und Draw-Runden werden nicht unterstützt)
error-ohh-straddles-dead-blinds-ohh-not = Straddles und tote Blinds in OHH werden nicht unterstützt
error-import-no-hand-found-text = keine Hand im Text gefunden
error-import-hands-text-one-hand-time = { $n } Hände im Text; nur eine Hand auf einmal
error-import-hand-text-needs-hand-format = `hand_text` braucht `hand_format`
error-import-send-either-hand-or-hand = entweder `hand` oder `hand_text` senden, nicht beides
error-import-ruling-needs-hand-hand-or = eine Entscheidung braucht die Hand: `hand` oder `hand_text` mit `hand_format`
error-phh-no-phh-hand-found-hand = keine PHH-Hand gefunden: Eine Hand braucht ein Feld `variant`
error-phh-expected-non-negative-amount = nicht negativer Betrag erwartet
error-phh-not-amount = „{ $value }“ ist kein Betrag
error-phh-missing-variant = `variant` fehlt
error-phh-missing = fehlt
error-phh-players-hand-has = { $n } Spieler; eine Hand hat 2 bis 10
error-phh-action-string = eine Aktion ist ein String
error-phh-missing-actions = `actions` fehlt
error-phh-not-amount-2 = „{ $value }“ ist kein Betrag
error-phh-amounts-have-more-than-six = Beträge haben mehr als sechs Dezimalstellen
error-phh-seat-number = eine Platznummer
error-phh-seats-starting-stacks-differ-length = `seats` und `starting_stacks` sind unterschiedlich lang
error-phh-hands-without-big-blind-button = Hände ohne Big Blind (Button-Blinds, Bring-ins) werden nicht unterstützt
error-phh-not-player-hand = „{ $w }“ ist kein Spieler dieser Hand
error-phh-not-phh-action-floorcall-understands = „{ $value }“ ist keine PHH-Aktion, die floorcall versteht
error-phh-board-cards-do-not-add = die Board-Karten ergeben keinen Flop, Turn und River
error-phh-not-valid-toml = kein gültiges PHH (TOML): { $detail }
error-phh-variant-not-supported-floorcall-models = Variante { $other } wird nicht unterstützt: floorcall liest NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D sowie PC und PC/8 (Courchevel, ein eigener Code)
error-deal-at-least-one-card = `cards` muss mindestens 1 sein
error-deal-seat-needed = `{ $error }` braucht den betroffenen Platz
error-deal-more-than-hole-cards = { $cards } aufgedeckte Karten, aber ein Spieler hält { $hole }
error-deal-seat-out-of-range = Platznummern reichen von 1 bis { $max }
error-deal-seat-was-dealt-in = Platz { $seat } hat Karten erhalten (er ist in der Hand); `dealt_in_wrongly` verwenden oder den Platz nennen, der keine Karten erhalten hat
error-deal-not-one-card = eine Karte nennen, etwa `As`
error-board-no-board-preflop = pre-flop werden keine Board-Karten ausgeteilt: Flop, Turn oder River nennen
error-board-four-cards-on-flop-only = ein Austeilen von vier Karten ist ein Flop-Fehler: `street` muss `flop` sein
error-board-end-before-wrong-deal = die Hand bis zu dem Moment senden, bevor { $street ->
        [flop] der Flop
        [turn] der Turn
       *[other] der River
    } falsch ausgeteilt wurde; sie enthält dieses Austeilen bereits
error-board-round-was-over = die Setzrunde war beendet, als { $street ->
        [flop] der Flop
        [turn] der Turn
       *[other] der River
    } ausgeteilt wurde: Er wurde nicht vorzeitig ausgeteilt
error-board-not-the-next-street = { $street ->
        [flop] der Flop
        [turn] der Turn
       *[other] der River
    } ist nicht die nächste Street nach den Aktionen der Hand
error-board-no-such-deal = die Hand enthält kein Austeilen { $street ->
        [flop] des Flops: die Hand mit dem ausgeteilten Flop
        [turn] des Turns: die Hand mit dem ausgeteilten Turn
       *[other] des Rivers: die Hand mit dem ausgeteilten River
    } und den Aktionen danach senden
error-board-later-street-dealt = die Hand geht über { $street ->
        [flop] den Flop hinaus: sie bis zur Aktion am Flop
        [turn] den Turn hinaus: sie bis zur Aktion am Turn
       *[other] den River hinaus: sie bis zur Aktion am River
    } senden
error-button-table-size = `table_size` muss jeden genannten Platz abdecken (mindestens { $named }) und darf höchstens { $max } betragen
error-button-seat-taken = Platz { $seat } ist kein leerer Platz dieses Tisches
error-button-no-next-hand = es sind weniger als zwei Spieler übrig: An diesem Tisch gibt es keine nächste Hand
error-button-correct-button-needed = `button_misplaced` braucht `correct_button`, den Platz, auf dem der Button liegen sollte
error-button-correct-button-differs = `correct_button` muss ein Platz von 1 bis { $max } sein, außer { $seat }, wo der Button liegt
error-button-dodger-seat-needed = `dodging_blinds` braucht den Platz des Spielers

## hand-for-hand
h4h-places = { $count ->
        [one] Ein Spieler scheidet
       *[other] { $count } Spieler scheiden
    } in der Hand aus, in der noch { $remaining } übrig waren: { $count ->
        [one] Platzierung { $best }
       *[other] Platzierungen { $best } bis { $worst }
    }; { $paid } Platzierungen werden bezahlt.
h4h-shared = Spieler, die in der Hand ausscheiden, mit der die Geldränge erreicht werden, teilen sich die darin bezahlten Platzierungen ({ $rule_rp_hand_for_hand }-A): Die { $count } Spieler teilen sich die Platzierungen { $best } bis { $worst } und deren Preisgeld zu gleichen Teilen.
h4h-ranked = Spieler, die in derselben Hand ausscheiden, werden in der Reihenfolge der Chips platziert, mit denen sie die Hand begonnen haben, der größere Stack höher; gleiche Stacks teilen sich ihre Platzierungen ({ $rule_simultaneous_busts }).
h4h-left-over = Nach der Teilung zu gleichen Teilen bleibt ein Rest von { $left_over }: Der Floor entscheidet, wer sie erhält.
h4h-not-announced = Die Berechtigung für Auszahlungen beginnt mit der Ankündigung von Hand-for-Hand ({ $rule_rp_hand_for_hand }-A); es wurde vor dieser Hand nicht angekündigt, daher regelt der Floor die Reihenfolge dieser Ausscheidungen.
h4h-summary-shared = Die { $count } Spieler teilen sich { $money }: je { $each }.
h4h-summary-ranked = Die { $count } Spieler werden in der Reihenfolge ihrer Startstacks platziert und teilen sich { $money } nach Platzierung.
h4h-summary-no-prize = Kein ausgeschiedener Spieler erreicht die Geldränge: Die beste Platzierung ist { $best }, und { $paid } Platzierungen werden bezahlt.
h4h-summary-one = Der Spieler belegt Platzierung { $place }: { $money }.
h4h-ranked-anyway = Hand-for-Hand wurde vor dieser Hand nicht angekündigt, aber die Regel von 2026 platziert Spieler, die in derselben Hand ausscheiden, dennoch nach ihren Startstacks ({ $rule_simultaneous_busts }).
error-h4h-busted = `busted` braucht 1 bis 100 Spieler
error-h4h-remaining = bei { $remaining } verbliebenen Spielern können nicht { $busted } von ihnen in einer Hand ausscheiden, ohne dass das Turnier endet
error-h4h-paid = `paid` braucht 1 bis 100.000 Platzierungen
error-h4h-payouts = die Preise von { $need } Platzierungen werden benötigt, ab Platzierung { $best }: Dort platzieren sich die ausgeschiedenen Spieler
error-h4h-one-per-player = ein Eintrag pro ausgeschiedenem Spieler ist nötig: { $busted } ausgeschieden, { $got } angegeben
error-h4h-payouts-range = höchstens ein Preis pro ausgeschiedenem Spieler, jeder höchstens 10^18
error-h4h-start-stack = die Regel von 2026 platziert die ausgeschiedenen Spieler nach den Chips, mit denen sie die Hand begonnen haben: für jeden `start_stack` angeben

## chip-race
race-exchange = Die { $removed }er-Chips werden aus dem Spiel genommen: Die Chips jedes Spielers werden zum gleichen Wert in { $lowest }er-Chips getauscht, und der Rest, insgesamt { $odd_total }, wird im Chip Race ausgespielt, beginnend bei Platz 1, höchstens ein Chip pro Spieler ({ $rule_chip_race }-A): { $chips ->
        [0] kein { $lowest }er-Chip
        [one] ein { $lowest }er-Chip
       *[other] { $chips } { $lowest }er-Chips
    }, der ungerade Wert auf den nächsten Chip gerundet.
race-all-exchanged = Jeder entfernte Chip wird zum gleichen Wert getauscht: Für ein Chip Race bleibt nichts übrig.
race-raced = { $chips ->
        [0] Im Chip Race ist kein Chip zu vergeben.
        [one] Ein { $lowest }er-Chip wird ausgespielt: Er geht nach der höchsten Race-Karte an Platz { $winners }.
       *[other] { $chips } { $lowest }er-Chips werden ausgespielt: Sie gehen nach den höchsten Race-Karten an die Plätze { $winners }.
    }
race-to-run = { $chips ->
        [0] Unter den Plätzen { $seats } wird kein Chip ausgespielt
        [one] Ein { $lowest }er-Chip wird unter den Plätzen { $seats } ausgespielt
       *[other] { $chips } { $lowest }er-Chips werden unter den Plätzen { $seats } ausgespielt
    }: Pro ungeradem Chip wird eine Race-Karte ausgeteilt, beginnend bei Platz 1, und die höchsten Karten gewinnen, höchstens ein Chip pro Spieler.
race-kept-in = Platz { $seat } hat im Chip Race seine letzten Chips verloren: Niemand scheidet durch das Chip Race aus, daher erhält er einen { $lowest }er-Chip.
race-exactly-half = Die ungeraden Chips ergeben genau einen halben { $lowest }er-Chip: Aufrunden ist die übliche Praxis, und die Entscheidung liegt beim Floor.
race-may-be-kept-in = Ein Spieler, der im Chip Race seine letzten Chips verliert, scheidet nicht aus: Er erhält einen { $lowest }er-Chip.
error-race-denominations = der entfernte Chipwert ({ $removed }) muss kleiner sein als der niedrigste noch im Spiel ({ $lowest })
error-race-seat-twice = Platz { $seat } ist doppelt aufgeführt
error-race-one-per-seat = `odd` braucht eine Zahl pro Platz der Hand, in Platzreihenfolge: { $seats } Plätze, { $got } Zahlen
error-race-more-than-stack = Platz { $seat } kann nicht { $value } in Chips des entfernten Werts haben: Sein Stack beträgt { $stack }
error-race-not-in-order = Platz { $seat } hat ungerade Chips für das Chip Race, ist aber nicht in `order`

## before-amount
before-amount-facts = Platz { $bettor } hat „Bet“ oder „Raise“ gesagt, und bevor der Betrag (insgesamt { $to }) genannt wurde, hat Platz { $seat } agiert; Spieler müssen einen klaren Betrag abwarten, bevor sie agieren ({ $rule_acting_in_turn }-B).
before-amount-brought-up = Der genannte Betrag, { $stated }, ist kleiner als der kleinste zulässige Einsatz oder Raise: Er wird auf { $to } angehoben ({ $rule_raise_amounts }).
before-amount-over-pot = Der genannte Betrag, { $stated }, ist mehr als ein Einsatz in Pot-Höhe: Er wird auf { $to } reduziert ({ $rule_pot_limit_bets }).
before-amount-over-limit = Der genannte Betrag, { $stated }, ist mehr, als das Limit erlaubt: Es ist ein Einsatz oder Raise auf { $to } ({ $rule_number_of_raises }).
before-amount-over-stack = Der genannte Betrag, { $stated }, ist mehr, als der Setzende hat: Es ist ein All-in auf { $to }.
before-amount-all-in-capped = Platz { $seat } hat All-in angesagt: In dieser Setzstruktur ist das der größte erlaubte Raise, auf { $to }, und er bleibt bestehen ({ $rule_acting_in_turn }-A).
before-amount-fold-stands = Der Fold von Platz { $seat } erfolgte in der Reihe, und eine Aktion in der Reihe ist bindend ({ $rule_acting_in_turn }-A): Der Fold bleibt bestehen, gleich was Platz { $bettor } danach genannt hat.
before-amount-all-in-stands = Das All-in von Platz { $seat } erfolgte in der Reihe und ist bindend ({ $rule_acting_in_turn }-A): Platz { $seat } ist mit { $to } all-in.
before-amount-held-to-call = Platz { $seat } hat gecallt, bevor der Betrag von Platz { $bettor } bekannt war: Der Floor entscheidet, wie es der Situation am besten entspricht, und kann den Callenden an jeden Betrag binden ({ $rule_conditional_declarations }-B); die Auslegung, die die Regel nahelegt, ist ein Call des Einsatzes, insgesamt { $to } ({ $to_call } mehr).
before-amount-if-choose-again = der Floor hält es für fairer, Platz { $seat } neu wählen zu lassen, da der Betrag nun bekannt ist
error-before-amount-bettor-not-to-act = Platz { $seat } ist nicht am Zug: Der Setzende ist der Spieler, der „Bet“ oder „Raise“ gesagt hat
error-before-amount-not-next = Platz { $seat } ist nicht der Nächste nach Platz { $bettor }: Eine Aktion weiter hinten in der Runde ist eine Aktion außer der Reihe (`out_of_turn`)
error-before-amount-call-fold-or-all-in = die Aktion muss ein Call, ein Fold oder ein All-in sein

## pot-count
pot-count-not-counted = Spieler haben nur im Pot-Limit Anspruch auf eine Zählung des Pots: Der Dealer zählt den Pot in diesem Spiel nicht für Platz { $seat } ({ $rule_pot_limit_bets }-A).
pot-count-spread = Auf Verlangen kann der Pot ausgebreitet werden, damit alle ihn sehen können ({ $rule_rp_spreading_the_pot }).
pot-count-counted = Pot-Limit: Der Dealer zählt den Pot für Platz { $seat }: { $pot } ({ $rule_pot_limit_bets }-A).
pot-count-counted-to-act = Pot-Limit: Der Dealer zählt den Pot für Platz { $seat }: { $pot }, und der größte Einsatz, den Platz { $seat } machen darf, geht auf { $max } ({ $rule_pot_limit_bets }-A).

## stub
stub-all = Das fallen gelassene Restdeck hat sich mit dem Muck oder den Burn-Karten vermischt: Die vermischten Karten werden zusammen verdeckt durchmischt, gemischt und abgehoben, und das Spiel geht mit dem neuen Restdeck weiter ({ $rule_rp_disordered_stub }).
stub-rebuild = Das Restdeck kann in seiner ursprünglichen Reihenfolge wiederhergestellt werden: Es wird so zurückgelegt, und das Spiel geht weiter ({ $rule_rp_disordered_stub }).
stub-stub-only = Das Restdeck kann nicht wiederhergestellt werden: Ein neues Restdeck wird nur aus den Karten des Restdecks gebildet, nicht aus dem Muck oder den Burn-Karten, verdeckt durchmischt, gemischt und abgehoben, und das Spiel geht weiter ({ $rule_rp_disordered_stub }).
stub-try-first = Zuerst wird das Restdeck in seiner ursprünglichen Reihenfolge wiederhergestellt, wenn das mit Sicherheit möglich ist ({ $rule_rp_disordered_stub }).
stub-if-cannot-rebuild = die Reihenfolge kann nicht mit Sicherheit wiederhergestellt werden: ein neues Restdeck nur aus den Karten des Restdecks, gemischt und abgehoben
stub-face-down = Jedes erneute Mischen während einer Hand erfolgt verdeckt, ohne dass Karten aufgedeckt werden ({ $rule_irregular_flops }-D).

## non-chip-item
item-rule = Gegenstände ohne Chipwert (Bounty-Chips, Clock-Tokens) sollten sich in der Größe von den Setzchips unterscheiden; ein Einsatz mit einem solchen Gegenstand wird nach Hausrichtlinie oder nach dem Urteil des Floors ausgelegt und kann als Call oder als All-in gewertet werden ({ $rule_rp_non_denominational_items }).
item-call = Die Auslegung, die die Regeln nahelegen, ist ein Call: Platz { $seat } callt { $to_call }.
item-check = Da nichts zu callen ist, wird der Gegenstand als Check von Platz { $seat } ausgelegt.
item-if-all-in = der Floor legt den Gegenstand als All-in von Platz { $seat } aus
error-item-not-to-act = Platz { $seat } ist nicht am Zug

## gesture
gesture-rule = Auf den Tisch zu klopfen ist ein Check ({ $rule_terminology_and_gestures }).
gesture-check = Da nichts zu callen ist, ist das Klopfen von Platz { $seat } ein Check.
gesture-facing-bet = Vor einem Einsatz, bei dem { $to_call } zu callen sind, ist ein Check keine zulässige Aktion: Wie bei der Ansage „Check“ vor einem Einsatz ({ $rule_invalid_bet_declarations }) darf Platz { $seat } callen oder folden, aber nicht raisen.
error-gesture-not-to-act = Platz { $seat } ist nicht am Zug

## rebuy-announced
rebuy-rule = Ein Spieler darf keine Hand auslassen, um einen Re-Buy zu machen; wer einen Re-Buy ankündigt, bevor eine Hand beginnt, spielt dessen Chips in dieser Hand als Chips hinter seinem Stack mit und muss den Re-Buy tätigen ({ $rule_rebuys }). Eine Hand beginnt mit dem ersten Riffle, dem Druck auf die Taste der Mischmaschine oder dem Dealerwechsel ({ $rule_new_hand_new_limits }).
rebuy-plays-behind = Vor Beginn der Hand angekündigt: Der Spieler spielt { $stack } und dahinter die { $chips } des Re-Buys, insgesamt { $in_play }, und muss den Re-Buy tätigen.
rebuy-after-hand = Nach Beginn der Hand angekündigt: Die Hand wird mit den { $stack } gespielt, die der Spieler zu ihrem Beginn hatte; die { $chips } des Re-Buys kommen danach hinzu.
error-rebuy-chips = chips: mehr als 0 und höchstens der größte Stack, den floorcall annimmt

## level-change
level-began-before = Die Hand begann, bevor das neue Level begann, und ein neues Level gilt ab der nächsten Hand: Diese Hand wird auf dem alten Level gespielt ({ $rule_new_hand_new_limits }).
level-dealer-push = Das neue Level begann während des Dealerwechsels: Der neue Dealer teilt noch eine Hand auf dem alten Level aus, nämlich diese ({ $rule_new_hand_new_limits }).
level-same-forced-bets = Die Blinds und Antes des neuen Levels sind die, mit denen diese Hand ausgeteilt wurde: Es gibt nichts zu korrigieren ({ $rule_new_hand_new_limits }).
level-after-substantial = Die Hand wurde irrtümlich auf dem alten Level ausgeteilt, aber eine wesentliche Aktion hat stattgefunden ({ $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }, { $with_chips ->
        [0] keine
       *[other] { $with_chips }
    } davon mit Chips, { $rule_substantial_action }): Sie wird auf dem alten Level fortgesetzt ({ $rule_new_hand_new_limits }).
level-corrected = Die Hand wurde irrtümlich auf dem alten Level ausgeteilt, und es hat keine wesentliche Aktion stattgefunden: Sie wird auf das neue Level korrigiert, Blinds { $small }-{ $big } ({ $rule_new_hand_new_limits }).
level-adds = Platz { $seat } bringt { $amount } zusätzlich ein.
level-does-not-fit = Eine bereits erfolgte Aktion passt nicht zum neuen Level: Wie sie zu korrigieren ist, entscheidet der Floor.
error-level-blinds = die neuen Blinds brauchen einen Big Blind von mindestens 1 und einen Small Blind, der nicht größer ist

## wrong-seat
seat-rule = Plätze werden zufällig gezogen; ein Spieler, der mit dem richtigen Stack auf dem falschen Platz angetroffen wird, wechselt auf den richtigen Platz und nimmt den ganzen Stack mit ({ $rule_random_seating }): Der Spieler von Platz { $seat } geht auf Platz { $assigned }.
seat-silent = Die Regel sagt, wohin der Spieler geht und womit, nicht aber, was aus der laufenden Hand oder aus den Blinds wird, die der Wechsel verschiebt: Das entscheidet der Floor ({ $rule_floor_decisions }).
seat-redeal = Der Spieler auf Platz { $seat } wechselt jetzt auf Platz { $assigned }, und die Hand wird mit dem Spieler dort neu ausgeteilt.
seat-nobody-acted = Noch niemand hat agiert, daher kostet ein Neuausteilen niemanden etwas: Die Auslegung, die die Regeln nahelegen, ist, den Spieler von Platz { $seat } vor dem Spielen der Hand auf Platz { $assigned } zu setzen und neu auszuteilen, wie bei einem falsch ausgeteilten Platz ({ $rule_misdeals }-A).
seat-back = Platz { $seat } erhält die gezahlten { $amount } zurück.
seat-takes-stack = Der ganze Stack von Platz { $seat }, { $amount }, geht mit.
seat-if-played-as-dealt = der Floor lässt diese Hand wie ausgeteilt spielen und setzt den Spieler auf Platz { $seat } nach ihrem Ende um
seat-plays-on = Die Hand wird wie ausgeteilt weitergespielt; nach ihrem Ende wechselt der Spieler auf Platz { $seat } mit dem ganzen Stack auf Platz { $assigned }.
seat-not-killed = Nichts in der Regel erklärt die Hand eines Spielers auf dem falschen Platz für tot: Die Hand von Platz { $seat } bleibt dort live, wo sie ausgeteilt wurde.
seat-after-substantial = Eine wesentliche Aktion hat stattgefunden ({ $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }, { $with_chips ->
        [0] keine
       *[other] { $with_chips }
    } davon mit Chips, { $rule_substantial_action }): Das Austeilen bleibt bestehen ({ $rule_misdeals }-D).
seat-before-substantial = Es gibt noch keine wesentliche Aktion ({ $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    }, { $rule_substantial_action }): Der Floor kann es stattdessen wie einen falsch ausgeteilten Platz behandeln und neu austeilen ({ $rule_misdeals }-A).
seat-if-redealt = der Floor teilt neu aus, mit dem Spieler von Platz { $seat } auf dem zugewiesenen Platz, und jeder gezahlte Chip wird zurückgegeben
seat-stack-in-play = Platz { $seat } hat { $behind } im Stack und { $in_pot } im Pot: Der Stack, wie er am Ende der Hand besteht, geht mit dem Spieler mit.
seat-moves-now = Der Spieler auf Platz { $seat } wechselt vor dem nächsten Austeilen mit dem ganzen Stack auf Platz { $assigned }; die bereits gespielten Hände bleiben bestehen.
seat-hands-stand = Die von Platz { $seat } aus gespielten Hände bleiben bestehen: Die Regel macht nichts bereits Gespieltes rückgängig.
seat-posted = In dieser Hand zahlt Platz { $seat } { $amount } vom falschen Platz aus.
seat-big-blind-reaches = Der Big Blind ({ $big }) rückt pro Hand einen Platz weiter: Er würde den Spieler auf Platz { $seat } { $from_wrong ->
        [0] in dieser Hand
        [one] in der nächsten Hand
       *[other] in { $from_wrong } Händen
    } erreichen und erreicht den Spieler auf Platz { $assigned } { $from_assigned ->
        [0] in dieser Hand
        [one] in der nächsten Hand
       *[other] in { $from_assigned } Händen
    }.
seat-later = Der Wechsel verschiebt den Big Blind des Spielers um { $hands ->
        [one] eine Hand
       *[other] { $hands } Hände
    } nach hinten: Keine Regel verlangt, einen ausgelassenen Blind von { $big } nachzuzahlen, daher entscheidet das der Floor.
seat-sooner = Der Wechsel zieht den Big Blind des Spielers ({ $big }) um { $hands ->
        [one] eine Hand
       *[other] { $hands } Hände
    } vor: Keine Regel erlässt oder erstattet einen Blind, den der Wechsel vorzieht oder zweimal in einem Umlauf fällig macht, daher entscheidet das der Floor.
seat-taken = Platz { $assigned }, für den Spieler auf Platz { $seat } gezogen, ist besetzt: Der Floor klärt, wer wo sitzt, und jeder Spieler wechselt mit dem ganzen Stack.
seat-taken-in-hand = Auf Platz { $assigned } wird in dieser Hand gespielt: Dort sitzt ein anderer Spieler, vielleicht ebenfalls auf dem falschen Platz.
seat-taken-floor = Die Regel sagt nicht, was zu tun ist, wenn der richtige Platz besetzt ist: Das entscheidet der Floor ({ $rule_floor_decisions }).
seat-if-taken = Platz { $assigned } stellt sich als von einem anderen Spieler besetzt heraus: Der Floor klärt beide Plätze
error-seat-assigned = der zugewiesene Platz muss eine Platznummer von 1 bis 12 sein, außer Platz { $seat }, nicht { $assigned }
error-seat-assigned-in-hand = Platz { $assigned } ist ein Platz der Hand, also nicht leer
error-seat-actions-shown = die Hand zeigt { $actions ->
        [one] { $actions } Spieleraktion
       *[other] { $actions } Spieleraktionen
    }: Für einen darin bemerkten falschen Platz muss `noticed` den Wert `during_hand` haben

## away-from-table
away-rule = Spieler mit einer Live-Hand, All-in-Spieler eingeschlossen, bleiben während der Setzrunden und des Showdowns am Tisch: Das Weggehen verträgt sich nicht damit, die Hand zu schützen und der Aktion zu folgen, und kann bestraft werden ({ $rule_at_the_table }).
away-live = Die Hand von Platz { $seat } bleibt live; ob der Spieler für das Weggehen bestraft wird, entscheidet der Floor.
away-not-killed = Die Regel erklärt die Hand eines Spielers, der weggeht, nicht für tot: Die Hand von Platz { $seat } ist durch das Weggehen nicht tot.
away-all-in = Platz { $seat } ist all-in, mit { $in_pot } im Pot: Die Chips bleiben dort, es ist keine Aktion mehr zu treffen, und die Hand wird bis zum Showdown gespielt.
away-to-act-facing = Die Aktion liegt bei Platz { $seat }, mit { $to_call } zu callen.
away-to-act-no-bet = Die Aktion liegt bei Platz { $seat }, ohne dass etwas zu callen ist.
away-when-action-comes = Platz { $seat } ist noch nicht am Zug.
away-silent = Die Regel sagt nicht, was geschieht, wenn die Aktion einen abwesenden Spieler erreicht; der Floor kann gegen den Platz die Clock verlangen ({ $rule_calling_for_a_clock }): Läuft sie ab, ist eine Hand vor einem Einsatz tot, und eine Hand ohne Einsatz wird gecheckt.
away-if-clock-facing-bet = gegen Platz { $seat } wird vor einem Einsatz die Clock verlangt, und sie läuft ab, bevor der Spieler zurück ist: Die Hand ist tot, und ihre { $in_pot } bleiben im Pot
away-if-clock-no-bet = gegen Platz { $seat } wird die Clock verlangt, und sie läuft ab, bevor der Spieler zurück ist: Die Hand wird gecheckt
away-dead = Die Hand von Platz { $seat } ist tot: Die Clock ist abgelaufen, während der Spieler abwesend war und vor einem Einsatz stand; die eingebrachten { $in_pot } bleiben im Pot.
away-clock-facing-bet = Eine gegen Platz { $seat } verlangte Clock ist abgelaufen, während { $to_call } zu callen waren und der Spieler abwesend war: Die Hand ist tot ({ $rule_calling_for_a_clock }).
away-checked = Für Platz { $seat } wird gecheckt: Die Clock ist abgelaufen, während der Spieler abwesend war und nichts zu callen war.
away-clock-no-bet = Eine gegen Platz { $seat } verlangte Clock ist abgelaufen, während nichts zu callen war und der Spieler abwesend war: Die Hand wird gecheckt und bleibt live ({ $rule_calling_for_a_clock }).
away-chips = Das Weggehen bewegt keinen Chip: Platz { $seat } behält { $behind } im Stack, und die eingebrachten { $in_pot } bleiben im Pot.
away-penalty = Ob und wie Platz { $seat } für das Weggehen bestraft wird, entscheidet der Floor, von einer Verwarnung bis zu Strafrunden ({ $rule_penalties }).
error-away-no-live-hand = Platz { $seat } hat gefoldet: Es gibt keine Live-Hand, bei der er bleiben müsste
error-away-not-to-act = Platz { $seat } ist nicht am Zug, daher kann für ihn keine Clock abgelaufen sein

## chips-out-of-view
view-rule = Turnierchips dürfen nicht so gehalten oder bewegt werden, dass sie außer Sicht geraten; ein Spieler, der das tut, verwirkt diese Chips, die aus dem Spiel genommen werden, und kann bestraft werden ({ $rule_chips_out_of_view }).
view-forfeited = Platz { $seat } verwirkt { $amount }: Die Chips werden aus dem Spiel genommen.
view-pocketed = Platz { $seat } hatte { $amount } in einer Tasche, einem Beutel oder in der Kleidung: außer Sicht.
view-concealed = Platz { $seat } hat { $amount } am Tisch so gehalten oder verdeckt, dass niemand sie sehen konnte: außer Sicht.
view-carried-hidden = Platz { $seat } hat { $amount } außer Sicht an einen anderen Tisch getragen: Chips im Transport müssen sichtbar bleiben.
view-out-of-play = Die { $amount } verlassen das Turnier: Sie gehen an keinen Spieler und in keinen Pot.
view-left = Platz { $seat } behält die { $stack }, die sichtbar auf dem Tisch liegen.
view-nothing-left = Platz { $seat } hat keine sichtbaren Chips mehr: Was daraus für den Spieler folgt, entscheidet der Floor ({ $rule_floor_decisions }).
view-penalty = Das Verwirken schreibt die Regel vor; eine zusätzliche Strafe für Platz { $seat }, von einer Verwarnung bis zur Disqualifikation, liegt beim Floor ({ $rule_penalties }).
view-kept = Platz { $seat } behält die { $amount }: Sie wurden offen sichtbar getragen.
view-in-view = Platz { $seat } hat { $amount } offen sichtbar getragen (in einem Rack, auf einem offenen Tablett): Nichts war außer Sicht, daher wird nichts verwirkt.
view-kept-total = Platz { $seat } spielt mit insgesamt { $total } weiter.
error-view-seat = der Platz muss eine Platznummer von 1 bis 12 sein, nicht { $seat }
error-view-amount = die Chips außer Sicht müssen mindestens 1 und höchstens die größte erlaubte Chipzahl betragen
error-view-stack = der sichtbare Stack ist größer als die größte erlaubte Chipzahl

## house
house-no-effect = Die Hausregeln ({ $title }) ändern an dieser Entscheidung nichts: Es gilt die Entscheidung nach den TDA-Regeln.
house-applied = Hausregel { $label } ({ $title }) gilt: { $text }
house-applied-bare = Hausregel { $label } ({ $title }) gilt.
house-under-tda = Allein nach den TDA-Regeln ({ $citation }): { $summary }.

## Titel der Regeln (die Nachricht) und Zusammenfassungen (.summary), nach dem festen Schlüssel der Regel.

rule-floor-decisions = Floor-Entscheidungen
    .summary = Der Floor stellt das Wohl des Spiels und die Fairness an die erste Stelle und kann von einer Regel abweichen, wo eine strikte Auslegung ungerecht wäre; Entscheidungen des Floors sind endgültig.
rule-player-responsibilities = Pflichten der Spieler
    .summary = Die Spieler prüfen ihre Karten und Chips, schützen ihre Hände, äußern ihre Absichten klar, folgen der Aktion und melden sich, wenn sie einen Fehler bemerken.
rule-terminology-and-gestures = Offizielle Terminologie und Gesten des Turnierpokers
    .summary = Es werden die Standardbegriffe verwendet (Bet, Call, Raise, Fold, Check, All-in, Pot im Pot-Limit); nicht standardgemäße Begriffe und Gesten gehen auf das Risiko des Spielers.
rule-player-identity = Identität der Spieler
    .summary = Spieler müssen am Tisch eindeutig erkennbar sein; das Personal kann sie auffordern, Gegenstände abzulegen, die ihr Gesicht verdecken.
rule-electronic-devices = Elektronische Geräte und Kommunikation
    .summary = Geräte und Kommunikation sind am Tisch eingeschränkt; Strategiehilfen und Setztabellen dürfen dort nicht verwendet werden.
rule-official-language = Offizielle Sprache
    .summary = Die Veranstaltung gibt bekannt, welche Sprachen während einer Hand am Tisch gesprochen werden dürfen.
rule-random-seating = Zufällige Platzvergabe
    .summary = Plätze werden zufällig gezogen; ein Spieler auf dem falschen Platz mit dem richtigen Stack wechselt mit diesem Stack auf den richtigen Platz.
rule-alternates-late-registration = Ersatzleute, späte Registrierung und Wiedereintritte
    .summary = Nachrücker, späte Anmeldungen und Re-Entries erhalten einen zufälligen Platz und Stack und bekommen Karten, außer zwischen Small Blind und Button.
rule-special-needs = Spezielle Bedürfnisse
    .summary = Für Spieler mit besonderen Bedürfnissen werden angemessene Vorkehrungen getroffen.
rule-new-players-broken-tables = Neue Spieler und Spieler von aufgelösten Tischen
    .summary = Spieler von einem aufgelösten Tisch ziehen ihre Plätze in einem zweistufigen Zufallsverfahren und können auf jeder Position landen, Blinds und Button eingeschlossen.
rule-balancing-tables = Tischausgleich (Table-Balance) und Anhalten des Spiels
    .summary = Die Tische werden ausgeglichen gehalten; der Spieler, der als Nächster den Big Blind zahlen müsste, wechselt auf die schlechteste Position; an einem Tisch mit drei oder mehr Spielern weniger als am größten Tisch wird das Spiel angehalten, sobald seine Blinds betroffen sind.
rule-cards-speak = Ansagen. Die Karten sprechen beim Showdown
    .summary = Beim Showdown entscheiden die aufgedeckten Karten über den Gewinner; was ein Spieler über seine Hand sagt, bindet nicht, und jeder sollte auf ein falsches Lesen hinweisen.
rule-tabling-cards = Aufdecken der Karten und Töten der Gewinnerhand
    .summary = Eine Hand ist aufgedeckt, wenn alle ihre Karten offen und lesbar liegen; ein Spieler, der eine nicht ordnungsgemäß aufgedeckte Hand muckt, tut dies auf eigenes Risiko; der Dealer darf eine ordnungsgemäß aufgedeckte Gewinnerhand nicht töten.
rule-live-cards-at-showdown = Live-Karten beim Showdown
    .summary = Verdeckt abgeworfene Karten bleiben live, bis sie den Muck erreichen oder nicht mehr identifiziert werden können; eine Hand, die noch vollständig identifiziert werden kann, darf zurückgeholt werden.
rule-showdown-discarding-irregularities = Unregelmäßigkeiten beim Showdown und beim Wegwerfen von Karten
    .summary = Ein Spieler, der einen Teil einer Gewinnerhand zeigt, wird aufgefordert, sie ganz aufzudecken; ein Setzender, der im Glauben, gewonnen zu haben, abwirft, verliert gecallte Einsätze, erhält aber einen nicht gecallten Einsatz zurück.
rule-face-up-for-all-ins = Aufdecken der Karten beim All-in
    .summary = Sobald ein Spieler all-in ist und keine weiteren Einsätze möglich sind, wird jede Live-Hand sofort aufgedeckt, bevor die restlichen Karten ausgeteilt werden.
rule-showdown-order = Showdowns ohne All-in und Showdown-Reihenfolge
    .summary = Ohne All-in zeigt der Spieler zuerst, der in der letzten Setzrunde zuletzt gesetzt oder geraist hat; gab es dort keinen Einsatz, zeigt der erste Spieler links vom Button zuerst.
rule-asking-to-see-a-hand = Verlangen, eine Hand zu sehen
    .summary = Nach einem Einsatz am River darf ein Caller, der seine Karten aufgedeckt oder behalten hat, die Hand des letzten Aggressors sehen; andere Anfragen liegen im Ermessen des Floors; Spieler, die gemuckt haben, verlieren das Recht zu fragen.
rule-playing-the-board = Das Board spielen beim Showdown
    .summary = Ein Spieler, der das Board spielt, muss alle seine Hole Cards aufdecken, um am Pot beteiligt zu werden.
rule-odd-chips = Zuteilung ungerader Chips
    .summary = Ungerade Chips werden in den kleinsten Chipwert gewechselt; in Board-Spielen geht der ungerade Chip an den ersten der gleichauf liegenden Gewinner links vom Button (Teil A); im Stud an die höchste Karte nach Farbe (Teil B); im Hi/Lo geht der ungerade Chip des gesamten Pots an die High-Hälfte (Teil C).
rule-simultaneous-busts = Spieler, die in derselben Hand ausscheiden
    .summary = Neu 2026 (berichtet): Spieler, die in derselben Hand ausscheiden, werden nach den Stacks platziert, mit denen sie die Hand begonnen haben.
rule-side-pots = Side Pots
    .summary = Jeder Side Pot wird für sich aufgeteilt, und Side Pots werden vor dem Hauptpot vergeben.
rule-disputed-hands = Umstrittene Hände und Pots
    .summary = Eine falsch gelesene Hand kann beanstandet werden, bis die nächste Hand beginnt; ein Pot- oder Abrechnungsfehler bis zur wesentlichen Aktion in der nächsten Hand.
rule-new-hand-new-limits = Neue Hand und neue Limits
    .summary = Ein neues Level gilt ab der nächsten Hand nach seiner Ankündigung; eine irrtümlich auf dem alten Level begonnene Hand bleibt dort, sobald eine wesentliche Aktion erfolgt.
rule-chip-race = Chip Race, geplante Color-ups
    .summary = Chips, die beim Color-up entfernt werden, werden im Chip Race ausgespielt; kein Spieler scheidet durch das Chip Race aus dem Turnier aus.
rule-chips-visible = Karten und Chips sichtbar, zählbar und leicht zu handhaben. Color-ups nach Ermessen
    .summary = Chips bleiben sichtbar und zählbar, größere Werte vorne; der Floor kann einen Color-up der Chips vornehmen.
rule-deck-changes = Deckwechsel
    .summary = Decks werden beim Dealerwechsel oder beim Levelwechsel gewechselt; ein Spieler darf kein neues Deck verlangen.
rule-rebuys = Re-Buys
    .summary = Ein Spieler muss einen Re-Buy ankündigen, bevor die nächste Hand ausgeteilt wird.
rule-rabbit-hunting = Rabbit Hunting
    .summary = Karten, die gekommen wären, werden nach der Hand nicht aufgedeckt.
rule-calling-for-a-clock = Nach der Uhr (Clock) rufen
    .summary = Nachdem die Clock verlangt wurde, hat ein Spieler 25 Sekunden plus einen Countdown von 5 Sekunden; steht er vor einem Einsatz, ist seine Hand danach tot, andernfalls wird sie gecheckt.
rule-at-your-seat = Am Platz und Live-Hände
    .summary = Ein Spieler muss an seinem Platz sein, wenn die letzte Karte des anfänglichen Austeilens ausgeteilt wird, sonst ist die Hand tot.
rule-at-the-table = Am Tisch mit noch ausstehender Aktion
    .summary = Spieler mit Live-Händen, All-in-Spieler eingeschlossen, bleiben am Tisch.
rule-dead-button = Toter Button
    .summary = In Turnieren wird mit totem Button gespielt.
rule-dodging-blinds = Sich vor den Blinds drücken
    .summary = Absichtliches Drücken vor den Blinds wird bestraft.
rule-button-placement = Platzierung und Bewegung des Buttons
    .summary = Ein falsch bewegter Button wird vor einer wesentlichen Aktion korrigiert und bleibt danach bestehen; im Heads-up ist der Small Blind der Button.
rule-misdeals = Misdeals und ungültige Decks
    .summary = Die aufgeführten Fehler beim Austeilen sind vor einer wesentlichen Aktion ein Misdeal, und die Hand wird neu ausgeteilt; nach einer wesentlichen Aktion gibt es keinen Misdeal; ein ungültiges Deck macht die Hand ungültig.
rule-substantial-action = Wesentliche Aktion
    .summary = Als wesentliche Aktion gelten zwei Aktionen in der Reihe, von denen mindestens eine Chips einbringt, oder beliebige drei Aktionen in der Reihe; gezahlte Blinds zählen nicht.
rule-button-too-few-cards = Button mit zu wenig Karten
    .summary = Hat der Button zu wenige Karten erhalten, kann seine Hand vervollständigt werden, sofern er noch nicht agiert hat.
rule-burns-after-substantial-action = Burn-Karten nach wesentlicher Aktion
    .summary = Eine Hand mit der falschen Kartenzahl, die nach einer wesentlichen Aktion festgestellt wird, ist tot; der Dealer verbrennt eine Karte pro Street und versucht nicht, die Reihenfolge des Restdecks wiederherzustellen.
rule-irregular-flops = Nicht reguläre Flops und vorzeitig ausgeteilte Karten
    .summary = Ein Flop mit vier Karten oder ein zu früh ausgeteilter Flop wird nach einem festgelegten Verfahren korrigiert; Board-Karten, die vor dem Ende der Setzrunde ausgeteilt werden, sind vorzeitig.
rule-methods-of-betting = Methoden zu setzen: verbal und durch Chips
    .summary = Ein Einsatz erfolgt durch Ansage, durch Chips oder durch beides; was zuerst kommt, bestimmt ihn, und eine klare verbale Ansage hat Vorrang, wenn beides gleichzeitig erfolgt.
rule-methods-of-calling = Methoden zu callen
    .summary = Standardmäßige Calls sind die Ansage „Call“ oder das Vorlegen des Betrags; ein sehr kleiner Chip gegen einen großen Einsatz ist nicht standardgemäß und kann als voller Call gewertet werden.
rule-methods-of-raising = Methoden zu raisen
    .summary = Ein Raise erfolgt in einer einzigen Bewegung oder wird zuerst angesagt; ohne Ansage für weitere Chips zum Stack zurückzugehen, ist nicht erlaubt.
rule-raise-amounts = Raise-Beträge
    .summary = Ein Raise fügt mindestens den Betrag des größten vollen Einsatzes oder Raises hinzu, der zuvor auf der Street gemacht wurde; legt ein Spieler wortlos mindestens die Hälfte dieses Raises über den Call hinaus vor, muss er auf einen vollen Raise ergänzen, darunter ist es ein Call.
rule-oversized-chip = Setzen eines höherwertigen Chips (Overchips)
    .summary = Vor einem Einsatz ist ein einzelner Overchip, der ohne vorherige Ansage „Raise“ vorgelegt wird, ein Call; ohne offenen Einsatz ist er ein Einsatz in Höhe des Chipwerts.
rule-multiple-chip-betting = Setzen mehrerer Chips
    .summary = Vor einem Einsatz sind mehrere wortlos vorgelegte Chips ein Call, wenn jeder Chip für den Call nötig ist; andernfalls entscheidet die 50-%-Regel der Raise-Beträge, oder der Spieler ist mit seinen letzten Chips all-in.
rule-prior-bet-chips = Chips älterer Einsätze, die noch nicht in die Mitte gezogen wurden
    .summary = Ein Spieler, der vor einem Raise steht und noch frühere Chips vor sich liegen hat, sollte zuerst ansagen; wortlos hinzugefügte Chips werden danach beurteilt, ob die früheren Chips den Call decken und ob sie zurückgezogen wurden.
rule-reopening-the-bet = Wiedereröffnen der Setzrunde
    .summary = Im No-Limit und Pot-Limit erlauben kurze All-ins, die zusammen keinen vollen Raise ergeben, Spielern, die bereits agiert haben, keinen erneuten Raise; im Limit eröffnet ein halber Einsatz die Setzrunde wieder.
rule-number-of-raises = Anzahl der erlaubten Raises
    .summary = No-Limit und Pot-Limit haben keine Obergrenze für Raises; Limit-Spiele folgen der Obergrenze des Hauses, auch im Heads-up, bis das Turnier auf zwei Spieler reduziert ist.
rule-accepted-action = Akzeptierte Aktion
    .summary = Ein Caller ist dafür verantwortlich, den tatsächlichen Einsatz zu kennen; wer einen Call auf eine falsche Zählung hin akzeptiert hat, schuldet dennoch den korrekten Betrag.
rule-acting-in-turn = Handeln in der Reihe
    .summary = Spieler agieren in der Reihe; eine Aktion in der Reihe ist bindend, und eingebrachte Chips bleiben im Pot.
rule-binding-declarations-undercalls = Bindende Ansagen / Undercalls in der Reihe
    .summary = Die Ansage „Call“ oder „Raise“ in der Reihe bindet an die volle Aktion; weniger als den Call vorzulegen, ohne „Call“ zu sagen, ist ein Undercall: Ein voller Call ist im Heads-up oder gegen den Eröffnungseinsatz im Multiway-Pot Pflicht, andernfalls entscheidet der Floor.
rule-incorrect-bets = Falsche Einsätze, zu niedrige Einsätze und zu niedrige Raises
    .summary = Ein Einsatz oder Raise unter dem Minimum wird auf der laufenden Street korrigiert, bis zur nächsten Karte; im Pot-Limit wird ein zu hoher Einsatz bis zur nächsten Karte reduziert, und ein Einsatz, der zu niedrig ist, weil der Pot zu niedrig gezählt wurde, wird angehoben, bis ihm eine wesentliche Aktion folgt.
rule-action-out-of-turn = Aktion außer der Reihe
    .summary = Eine Aktion außer der Reihe geht an den richtigen Spieler zurück und ist bindend, wenn sich die Aktion, vor der sie stand, nicht geändert hat; hat sie sich geändert, können die Chips zurückgenommen werden, und der Spieler hat alle Optionen (2026: nach einer passiven Aktion außer der Reihe nur Call oder Fold); ein übergangener Spieler, der bis zu einer wesentlichen Aktion schweigt, verliert diesen Schutz.
rule-pot-limit-bets = Potgröße und Pot-Limit-Einsätze
    .summary = Im Pot-Limit ist der größte Raise ein Call plus der Pot nach dem Call; pre-flop werden volle Blinds angenommen; die Ansage „Pot“ im No-Limit ist kein Betrag, bindet aber mindestens an einen Mindesteinsatz oder Mindest-Raise.
rule-invalid-bet-declarations = Ungültige Einsatzansagen
    .summary = „Call“ ohne offenen Einsatz ist ein Check; „Raise“ ohne Einsatz ist mindestens ein Mindesteinsatz; „Check“ vor einem Einsatz erlaubt nur einen Call oder einen Fold.
rule-string-bets = String Bets und Raises
    .summary = String Bets und String Raises sind nicht erlaubt.
rule-unclear-betting = Nicht standardgemäßes und unklares Setzen
    .summary = Nicht standardgemäßes Setzen geht auf das Risiko des Spielers; ein genannter Betrag, der mehreres bedeuten könnte, wird als der höchste vernünftige Betrag ausgelegt, der den Pot nicht übersteigt.
rule-non-standard-folds = Nicht standardgemäße Folds
    .summary = In der Reihe zu folden, ohne vor einem Einsatz zu stehen, oder außer der Reihe zu folden, bevor die letzte Setzrunde endet, ist bindend und kann bestraft werden.
rule-conditional-declarations = Bedingte und vorzeitige Ansagen
    .summary = Bedingte Aussagen über künftige Aktionen können binden oder bestraft werden; über einen Call, der erfolgt, bevor der Einsatz bekannt ist, entscheidet der Floor.
rule-count-of-chip-stack = Zählen des gegnerischen Stacks
    .summary = Eine genaue Zählung des Stacks eines Gegners darf nur verlangt werden, wenn man in der Reihe vor einem All-in steht; andernfalls eine Schätzung.
rule-over-betting-expecting-change = Zu viel setzen in Erwartung von Wechselgeld
    .summary = Wortlos vorgelegte Chips zählen alle, auch wenn der Spieler Wechselgeld erwartet.
rule-chips-found-behind = All-in mit später dahinter gefundenen Chips
    .summary = Über einen Chip, der nach einem gecallten All-in dahinter gefunden wird, entscheidet der Floor: War er nicht Teil der Aktion, gewinnt er nichts und rettet den Spieler nicht.
rule-chips-out-of-view = Chips außer Sicht und im Transport
    .summary = Chips dürfen nicht außer Sicht gehalten oder getragen werden; Chips, die ein Spieler versteckt, sind verwirkt und werden aus dem Spiel genommen, und eine Strafe kann folgen.
rule-lost-and-found-chips = Verlorene und gefundene Chips
    .summary = Gefundene Chips werden aus dem Spiel genommen.
rule-killed-fouled-exposed-hands = Versehentlich getötete / vermischte / aufgedeckte Hände
    .summary = Eine vom Dealer getötete oder bis zur Unkenntlichkeit vermischte Hand erhält keinen Ausgleich; ein nicht gecallter Einsatz wird zurückgegeben.
rule-dead-hands-stud = Tote Hände und Mucken im Stud
    .summary = Stud-Regeln für tote Hände und das Mucken.
rule-no-disclosure = Keine Offenlegung. Ein Spieler pro Hand
    .summary = Spieler dürfen den Inhalt von Händen nicht offenlegen, solange eine Aktion aussteht; ein Spieler pro Hand.
rule-exposing-cards = Aufdecken von Karten und ordnungsgemäßes Folden
    .summary = Das Aufdecken von Karten bei ausstehender Aktion kann bestraft werden, macht die Hand aber nicht tot; Folds werden flach und verdeckt nach vorn geschoben.
rule-ethical-play = Ethisches Spiel
    .summary = Absprachen, Chip Dumping und anderes unethisches Spiel werden bestraft.
rule-etiquette-violations = Verstöße gegen die Etikette
    .summary = Wiederholte oder schwere Verstöße gegen die Etikette werden bestraft.
rule-penalties = Verwarnungen, Strafen und Disqualifikation
    .summary = Strafen reichen von einer Verwarnung über ausgesetzte Hände oder Runden bis zur Disqualifikation; eine Rundenstrafe umfasst so viele Hände, wie Spieler am Tisch sitzen, mal die Zahl der Runden.
rule-rp-all-in-buttons = All-in-Buttons
    .summary = All-in-Spieler werden mit einem All-in-Button gekennzeichnet.
rule-rp-bringing-in-bets = Das Einziehen von Einsätzen wird nicht empfohlen
    .summary = Dealer lassen Einsätze bis zum Ende der Setzrunde vor den Spielern liegen.
rule-rp-personal-belongings = Persönliche Gegenstände
    .summary = Persönliche Gegenstände werden von der Tischfläche ferngehalten.
rule-rp-disordered-stub = Ungeordnetes Restdeck
    .summary = Ein ungeordnetes Restdeck wird nach einem festen Verfahren behandelt.
rule-rp-premature-cards = Vorzeitig ausgeteilte Karten
    .summary = Eine vorzeitig ausgeteilte Board-Karte kommt zurück ins Restdeck, das neu gemischt wird; die Burn-Karte bleibt liegen.
rule-rp-efficient-movement = Zügiger Tischwechsel der Spieler
    .summary = Spieler, die den Tisch wechseln, nehmen ihre Chips mit und gehen zügig.
rule-rp-dealer-push-timing = Zeitpunkt der Dealerwechsel
    .summary = Dealer werden planmäßig gewechselt.
rule-rp-hand-for-hand = Hand-for-Hand-Verfahren
    .summary = Kurz vor den Geldrängen spielt jeder Tisch jeweils eine Hand; Spieler, die in derselben Hand ausscheiden, teilen sich die Platzierungen.
rule-rp-final-table-size = Anzahl der Spieler am Finaltisch
    .summary = Der Finaltisch wird in einer festgelegten Größe aus zwei unterbesetzten Tischen gebildet.
rule-rp-stud-dealing = Austeilverfahren im Stud-Turnier
    .summary = Austeilverfahren für Stud.
rule-rp-ante-formats = Ante-Formate und keine Reduzierung der Ante
    .summary = Eine Ante, die ein einzelner Spieler zahlt, sollte eine Big-Blind-Ante sein, bei der zuerst der Blind gezahlt wird; die Ante wird nie reduziert.
rule-rp-dealers-announce-bets = Dealer sollten Einsätze und Raises ansagen
    .summary = Dealer sagen im No-Limit und Pot-Limit Einsätze und Raises an.
rule-rp-split-pot-stacking = Dealer sollten in Split-Pot-Spielen die Chips stapeln
    .summary = Dealer stapeln den Pot, bevor sie ihn teilen.
rule-rp-randomness-special-situations = Zufall kann in besonderen Situationen angewendet werden
    .summary = Eine Zufallsziehung kann besondere Situationen entscheiden.
rule-rp-staff-communication = Angemessene Kommunikation des Turnierpersonals
    .summary = Das Personal teilt Entscheidungen klar und einheitlich mit.
rule-rp-absent-on-breaking-table = Abwesender Spieler an einem aufgelösten Tisch
    .summary = Die Chips eines abwesenden Spielers werden vom Personal auf den neuen Platz gebracht.
rule-rp-draw-betting = Setzverfahren in Draw-Turnieren
    .summary = Setzverfahren für Draw-Spiele.
rule-rp-mixed-game-order = Reihenfolge der Mixed Games
    .summary = Mixed Games wechseln in einer veröffentlichten Reihenfolge.
rule-rp-reducing-stalling = Verzögerungen verringern
    .summary = Maßnahmen gegen Verzögerungstaktik (Stalling).
rule-rp-cards-ready-for-shuffle = Karten bereit zum Mischen
    .summary = Die Karten werden für das nächste Mischen bereitgehalten.
rule-rp-spreading-the-pot = Ausbreiten des Pots
    .summary = Im Pot-Limit wird ein Pot auf Verlangen zum Zählen ausgebreitet.
rule-rp-non-denominational-items = Setzen von Gegenständen ohne Nennwert
    .summary = Bounty-Chips und Clock-Tokens können nicht gesetzt werden.

## games (issue 25)
error-hand-bring-in-only-stud = ein Bring-in wird nur in Stud-Spielen gezahlt, nicht bei { $game }
error-hand-stud-no-blinds = { $game } wird mit Antes und einem Bring-in gespielt: Blinds, Straddles und Posts weglassen
error-hand-stud-needs-limits = bei { $game } braucht die Hand ihre Limits (Small Bet und Big Bet)
error-hand-stud-needs-bring-in = bei { $game } braucht die Hand ihren Bring-in (mindestens einen Chip)
error-hand-bring-in-over-small-bet = der Bring-in ({ $bring_in }) ist höher als die Small Bet ({ $small_bet })
error-hand-up-cards-only-stud = offene Karten werden nur in Stud-Spielen ausgeteilt, nicht bei { $game }
error-hand-up-cards-most = ein Stud-Spieler hat höchstens vier offene Karten; { $given } angegeben
error-hand-discards-only-draw = nur eine `draw`-Aktion hat abgeworfene Karten
error-hand-action-only-stud = „{ $kind }“ ist eine Stud-Aktion; { $game } ist kein Stud
error-hand-draw-only-draw-games = { $game } hat keinen Draw
error-hand-draw-more-than-held = ein Spieler kann nicht { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } aus einer Hand von { $held } abwerfen
error-hand-drawn-cards-count = { $count ->
        [one] { $count } Karte abgeworfen
       *[other] { $count } Karten abgeworfen
    }, aber { $given } gezogen
error-hand-street-not-in-game = { $game } wird nicht mit dieser Setzrunde gespielt: { $street }
error-hand-deal-cards-on-seats = bei { $game } werden die ausgeteilten Karten bei den Plätzen (und bei den Draws) angegeben, nicht in einer `deal`-Aktion
error-replay-no-draw-now = Platz { $seat } zieht, aber jetzt steht kein Draw an
error-replay-drew-already = Platz { $seat } hat in dieser Runde schon gezogen oder ist nicht mehr in der Hand
showdown-odd-chips-stud = Die ungeraden Chips, in den kleinsten Chip ({ $smallest_chip }er) gewechselt, gehen an den Gewinner mit der nach Farbe höchsten Karte (Pik, Herz, Karo, Kreuz) unter den fünf spielenden Karten ({ $rule_odd_chips }-B), für jeden Pot gesondert ({ $rule_side_pots }).
showdown-seat-low = Platz { $seat } ({ $hole }): { $low }.
showdown-seat-badugi = Platz { $seat } ({ $hole }): { $count ->
        [4] ein Badugi aus vier Karten
        [one] eine Hand aus { $count } Karte
       *[other] eine Hand aus { $count } Karten
    }, { $badugi }.
showdown-ranking = { $game ->
        [stud] Im Stud spielen die besten fünf der sieben Karten jedes Spielers, und eine Hand wird mit allen sieben Karten aufgedeckt ({ $rule_tabling_cards }-A).
        [low-a5] Ace-to-Five-Low: Die niedrigste Hand gewinnt, Asse sind niedrig, Straßen und Flushes zählen nicht, und Paare zählen gegen die Hand.
        [low-27] Deuce-to-Seven-Low: Die niedrigste Hand gewinnt, Asse sind nur hoch, und Straßen, Flushes und Paare zählen gegen die Hand (7-5-4-3-2 in gemischten Farben ist die beste).
        [badugi] Badugi: Es gewinnt die Hand mit den meisten Karten verschiedenen Rangs und verschiedener Farbe, danach die niedrigste; Asse sind niedrig.
       *[short-deck] Short Deck (36 Karten): Ein Flush schlägt ein Full House, und A-6-7-8-9 ist eine Straße.
    }
options-stud-brings-in = Platz { $seat } hat die offene Karte, die zum Bring-in verpflichtet (die niedrigste in Stud und Stud/8, die höchste in Razz; bei gleichem Rang entscheidet die Farbe, Kreuz am niedrigsten und Pik am höchsten, also muss in Stud die 2♣ den Bring-in zahlen und in Razz der K♠), und beginnt die Aktion: Er zahlt den Bring-in von { $bring_in } oder completet auf die Small Bet von { $small_bet } ({ $rule_terminology_and_gestures }: „Complete“).
options-stud-facing-bring-in = Noch niemand hat completet: Der Bring-in ist der Einsatz, dem man gegenübersteht. Platz { $seat } darf folden, den Bring-in callen oder auf die Small Bet von { $small_bet } completen; das Complete ist der erste volle Einsatz auf Third Street, und jeder Raise danach beträgt eine Small Bet.
options-stud-no-doubling = Ein offenes Paar auf Fourth Street erlaubt keine Big Bet: Auf Fourth Street wird mit der Small Bet gesetzt ({ $rule_rp_stud_dealing }-F).
options-stud-low-card-all-in = Platz { $low } hat die offene Karte, die zum Bring-in verpflichtet, ist aber mit der Ante all-in: Die Aktion beginnt bei Platz { $seat } zu seiner Linken, der den Bring-in von { $bring_in } zahlt oder auf die Small Bet von { $small_bet } completet ({ $rule_rp_stud_dealing }-E).
options-stud-opens-by-cards = Platz { $seat } zeigt auf dieser Street die beste Hand (in Razz die niedrigste) und handelt daher zuerst; bei gleichen offenen Händen entscheidet die Farbe der höchsten Karte ({ $rule_rp_stud_dealing }-D).
options-summary-bring-in = Platz { $seat } zahlt den Bring-in von { $bring_in } oder completet auf { $small_bet }.
options-summary-facing-bring-in = Platz { $seat } darf folden, den Bring-in von { $to_call } callen oder auf { $small_bet } completen.
game-name = { $game ->
        [NLHE] No-Limit Hold'em
        [PLO] Pot-Limit Omaha
        [PLO5] Five Card Pot-Limit Omaha
        [LHE] Limit Hold'em
        [PLO8] Pot-Limit Omaha Hi/Lo
        [NLO8] No-Limit Omaha Hi/Lo
        [O8] Limit Omaha Hi/Lo
        [PLHE] Pot-Limit Hold'em
        [NLO] No-Limit Omaha
        [LO] Limit Omaha
        [PLO6] Six Card Pot-Limit Omaha
        [BIGO] Big O (Five Card Pot-Limit Omaha Hi/Lo)
        [SHORT_DECK] Short Deck Hold'em
        [STUD] Seven Card Stud
        [STUD8] Seven Card Stud Hi/Lo
        [RAZZ] Razz
        [TD27] 2-7 Triple Draw
        [SD27] 2-7 Single Draw
        [TDA5] A-5 Triple Draw
        [BADUGI] Badugi
        [COURCHEVEL] Courchevel
        [COURCHEVEL8] Courchevel Hi/Lo
       *[DRAW5] Five Card Draw
    }
street-name = { $street ->
        [preflop] Pre-Flop
        [flop] Flop
        [turn] Turn
        [river] River
        [third] Third Street
        [fourth] Fourth Street
        [fifth] Fifth Street
        [sixth] Sixth Street
        [seventh] Seventh Street
        [predraw] vor dem Draw
        [first_draw] nach dem ersten Draw
        [second_draw] nach dem zweiten Draw
       *[third_draw] nach dem dritten Draw
    }
error-dispute-not-for-game = ein Streitfall „{ $dispute }“ gilt nicht für { $game }: { $needs ->
        [board] er betrifft ein Board, und dieses Spiel hat keines
        [button] er betrifft den Button und die Blinds, und dieses Spiel hat Antes und einen Bring-in
       *[up-cards] er betrifft die offenen Karten und den Bring-in im Stud
    }
stud-deal-exposed = Eine der ersten beiden verdeckten Karten von Platz { $seat } wurde offen ausgeteilt: Diese Karte wird die offene Karte des Platzes, und seine dritte Karte wird verdeckt ausgeteilt; die Hand ist kein Misdeal ({ $rule_rp_stud_dealing }-A).
stud-deal-exposed-summary = Die aufgedeckte Karte ist die offene Karte von Platz { $seat }; seine dritte Karte wird verdeckt ausgeteilt.
stud-deal-bring-in-now = Mit der aufgedeckten Karte als offener Karte dieses Platzes wird der Bring-in nach den offenen Karten bestimmt, wie sie liegen: Platz { $seat } zahlt den Bring-in.
stud-deal-bring-in-from-up-cards = Der Bring-in wird dann nach den offenen Karten bestimmt, wie sie liegen (die offene Karte jedes Platzes angeben, damit er benannt wird).
stud-deal-two-exposed = Bei Platz { $seat } wurden zwei seiner ersten verdeckten Karten aufgedeckt. Das Verfahren für eine aufgedeckte verdeckte Karte erfasst diesen Fall nicht ({ $rule_rp_stud_dealing }-A): Das entscheidet der Floor, und bei Karten, die beim Austeilen aufgedeckt werden, neigen die Regeln zu einem Misdeal ({ $rule_misdeals }).
stud-deal-two-exposed-summary = Misdeal nach Entscheidung des Floors: Bei Platz { $seat } wurden beim Austeilen zwei verdeckte Karten aufgedeckt.
stud-deal-if-play-on = Lässt der Floor die Hand weiterspielen, ist eine der aufgedeckten Karten von Platz { $seat } seine offene Karte, und die nächste Karte wird ihm verdeckt ausgeteilt.
stud-deal-seventh-replaced = Die Karte von Platz { $seat } auf Seventh Street wurde offen ausgeteilt, obwohl noch gesetzt wird ({ $with_chips ->
        [one] { $with_chips } Spieler hat Chips
       *[other] { $with_chips } Spieler haben Chips
    }): Die Karte wird aus dem Spiel genommen und durch eine verdeckt ausgeteilte Karte ersetzt ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-replaced-summary = Die aufgedeckte Seventh-Street-Karte von Platz { $seat } wird durch eine verdeckt ausgeteilte Karte ersetzt.
stud-deal-seventh-stands = Die Karte von Platz { $seat } auf Seventh Street wurde offen ausgeteilt, aber es wird nicht mehr gesetzt (die Spieler sind all-in): Die Karte bleibt und spielt offen ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-stands-summary = Die Seventh-Street-Karte von Platz { $seat } bleibt offen: Es wird nicht mehr gesetzt.
stud-deal-stub-enough = Seventh Street braucht eine Karte für jeden der { $players } Spieler, die noch in der Hand sind, und eine Burn-Karte ({ $players } + 1); das Restdeck hat { $stub ->
        [one] { $stub } Karte
       *[other] { $stub } Karten
    }: Sie wird wie üblich ausgeteilt ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-enough-summary = Das Restdeck hat genug Karten: Seventh Street wird wie üblich ausgeteilt.
stud-deal-stub-with-burns = Seventh Street braucht eine Karte für jeden der { $players } Spieler, die noch in der Hand sind, und eine Burn-Karte ({ $players } + 1), aber das Restdeck hat nur { $stub ->
        [one] { $stub } Karte
       *[other] { $stub } Karten
    }: Die früheren Burn-Karten kommen zum Restdeck, das gemischt und abgehoben wird, und die Street wird ausgeteilt ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-with-burns-summary = Zu wenige Karten: Die Burn-Karten kommen zum Restdeck, das gemischt und abgehoben wird, und Seventh Street wird ausgeteilt.
stud-deal-stub-community = Seventh Street braucht eine Karte für jeden der { $players } Spieler, die noch in der Hand sind, und eine Burn-Karte ({ $players } + 1); das Restdeck hat { $stub ->
        [one] { $stub } Karte
       *[other] { $stub } Karten
    }, und selbst mit den drei früheren Burn-Karten reicht es nicht: Der Dealer verbrennt eine Karte und teilt eine offene Gemeinschaftskarte aus, die für jeden Spieler spielt, und der Spieler, der auf Sixth Street als Erster am Zug war, ist als Erster am Zug ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-community-summary = Selbst mit den Burn-Karten zu wenige Karten: Eine Gemeinschaftskarte wird für alle Spieler offen ausgeteilt; wer auf Sixth Street als Erster am Zug war, ist als Erster am Zug.
stud-deal-premature = Eine Stud-Karte, die vor dem Ende der Setzrunde ausgeteilt wurde, kommt zurück ins Restdeck, das gemischt wird; es wird keine zusätzliche Karte verbrannt, und die Street wird ausgeteilt, sobald das Setzen beendet ist ({ $rule_rp_premature_cards }-D).
stud-deal-premature-summary = Die zu früh ausgeteilte Karte kommt zurück ins Restdeck, das gemischt wird; kein zusätzliches Verbrennen.
error-stud-deal-seat-needed = den Platz nennen, dessen Karte aufgedeckt wurde (`seat`)
error-stud-deal-stub-needed = die im Restdeck verbliebenen Karten angeben (`stub`)
error-stud-deal-not-at-seventh = ein zu knappes Restdeck ist ein Problem von Seventh Street: Die Hand muss am Ende von Sixth Street oder auf Seventh Street stehen
rotation-frozen = Der Button wurde auf Platz { $button } eingefroren, als die Stud-Runde begann: Im Stud gibt es keinen Button, und er bleibt dort während der Stud-Hände ({ $rule_balancing_tables }-B).
rotation-stud-no-button = { $game } wird ohne Button und Blinds ausgeteilt: Der Button bleibt auf Platz { $button } eingefroren.
rotation-resumes = Sobald wieder ein Spiel mit Button an der Reihe ist, rückt der Button von dort, wo er eingefroren wurde, um einen Platz weiter, als wären die Stud-Hände nicht ausgeteilt worden: Button Platz { $button }, Small Blind Platz { $small }, Big Blind Platz { $big }.
rotation-next-button-summary = Button Platz { $button }, Small Blind Platz { $small }, Big Blind Platz { $big }.
rotation-next-big-blind-moves = In einem Mixed-Turnier wechselt der Spieler, der in der nächsten Hand eines Spiels mit Button den Big Blind hätte: Platz { $seat } ({ $rule_balancing_tables }-A).
rotation-moves-summary = Platz { $seat } wechselt den Tisch.
rotation-by-position = In einem Turnier nur mit Stud-Spielen wechseln die Spieler nach Position: Der Spieler auf Platz { $seat }, der dem freien Platz am unterbesetzten Tisch entspricht, wechselt; das Ausgleichsverfahren des Hauses entscheidet ({ $rule_balancing_tables }-A).
rotation-by-position-empty = In einem Turnier nur mit Stud-Spielen wechseln die Spieler nach Position, aber auf Platz { $seat } sitzt hier kein Spieler: Das Ausgleichsverfahren des Hauses bestimmt, wer wechselt ({ $rule_balancing_tables }-A).
error-rotation-seats = mindestens zwei besetzte Plätze angeben, nummeriert von 1 bis 12 (`seats`)
error-rotation-button = der Platz des Buttons ist von 1 bis 12 nummeriert (`button`)
error-rotation-open-seat = ein reines Stud-Turnier wechselt nach Position: den freien Platz am unterbesetzten Tisch angeben (`open_seat`)
up-cards-facing = Platz { $seat } hat seine offenen Karten aufgenommen, während er einem Einsatz von { $to_call } zum Callen gegenüberstand: Im Stud ist die Hand damit tot ({ $rule_dead_hands_stud }). Die { $in_pot }, die der Platz eingebracht hat, bleiben im Pot.
up-cards-not-facing = Platz { $seat } hat seine offenen Karten aufgenommen, ohne einem Einsatz gegenüberzustehen. Die Regel erklärt eine Hand für tot, die das bei anstehender Aktion tut ({ $rule_dead_hands_stud }); hier entscheidet der Floor, und die gewählte Auslegung ist dieselbe tote Hand: Das Umdrehen der offenen Karten ist im Stud ein Fold, und ein Fold, obwohl ein Check möglich war, gilt ({ $rule_non_standard_folds }). Die { $in_pot }, die der Platz eingebracht hat, bleiben im Pot.
up-cards-dead-summary = Die Hand von Platz { $seat } ist tot; seine { $in_pot } bleiben im Pot.
up-cards-if-plays-on = Stellt der Floor fest, dass der Spieler die Hand nicht aufgeben wollte (es stand kein Einsatz an), spielt die Hand weiter, und ihre offenen Karten werden wieder aufgedeckt.
up-cards-last-hand = Eine Hand ist übrig: Platz { $seat } gewinnt den Pot von { $amount }.
error-pokerstars-stud-too-many-cards = einem Stud-Spieler werden mehr als sieben Karten ausgeteilt
error-pokerstars-stud-no-stakes = eine Stud-Hand braucht in der Kopfzeile ihre Small Bet und Big Bet, z. B. „(0.04/0.08 USD)“
options-stud-short-completion = Das All-in auf { $all_in } über dem Bring-in von { $bring_in } bleibt unter dem Complete auf die Small Bet von { $small_bet }. Von null an gerechnet ist es mindestens die Hälfte des Einsatzes, also zählt es als Complete, und der nächste Raise ist ein voller Einsatz darüber, auf { $raise_to } ({ $rule_reopening_the_bet }-B). Die TDA sagt nicht, ob ein solches All-in von null an gemessen wird oder an seiner Erhöhung über den Bring-in: Das entscheidet der Floor.
options-stud-completion-counts = Das All-in auf { $all_in } bleibt unter dem Complete auf { $small_bet }, liegt aber { $increase } über dem Bring-in von { $bring_in }: Ob von null an gemessen oder an seiner Erhöhung über den Bring-in, es ist mindestens die Hälfte des Einsatzes. Also zählt es als Complete, und der nächste Raise ist ein voller Einsatz darüber, auf { $raise_to } ({ $rule_reopening_the_bet }-B).
options-if-measured-over-bring-in = Misst der Floor das All-in an seiner Erhöhung über den Bring-in (weniger als ein halber Einsatz), ist es kein Complete: Der Spieler callt das All-in oder completet auf die Small Bet von { $small_bet }.
options-if-measured-over-bring-in-acted = Misst der Floor das All-in an seiner Erhöhung über den Bring-in (weniger als ein halber Einsatz), ist es kein Complete, und für einen Spieler, der den Bring-in schon im Pot hat, ist die Setzrunde nicht wieder eröffnet ({ $rule_reopening_the_bet }-B): Er callt das All-in oder foldet.
error-hand-not-in-short-deck = { $card } gehört nicht zum Short Deck (Sechs bis Ass): Eine Karte, die nicht zum Deck gehört und beim Austeilen gefunden wird, ist ein `deal_error` (`non_standard_card`, Regel 35-A)
undercall-chain-first-must-call = Mehrere Undercalls folgten aufeinander: Das Spiel geht zurück zum ersten, Platz { $seat } ({ $rule_binding_declarations_undercalls }-C). Er hat { $amount } gegen den Eröffnungseinsatz (oder im Heads-up) vorgelegt und muss daher voll auf { $call_to } callen, also { $add } nachlegen ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-first-floor = Mehrere Undercalls folgten aufeinander: Das Spiel geht zurück zum ersten, Platz { $seat } ({ $rule_binding_declarations_undercalls }-C). Er hat { $amount } gegen einen Raise in einem Multiway-Pot vorgelegt: Der Floor verlangt den vollen Call auf { $call_to } ({ $add } nachlegen), die angenommene Lesart, oder lässt ihn die { $amount } verwirken und folden ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-other = Auch Platz { $seat } hat einen Undercall gemacht, mit { $amount }: Er ist erneut am Zug, sobald der erste korrigiert hat, und wie er behandelt wird, entscheidet der Floor ({ $rule_binding_declarations_undercalls }-C); die angenommene Lesart ist ein voller Call, also { $add } nachlegen.
undercall-chain-if-forfeits = Lässt der Floor Platz { $seat } die vorgelegten { $amount } verwirken, bleiben diese Chips im Pot und die Hand ist gefoldet.
undercall-chain-summary = Das Spiel geht zurück zu Platz { $seat } mit dem ersten Undercall: Er callt { $call_to } und legt { $add } nach; über die späteren Undercalls entscheidet der Floor.
error-undercall-chain-nobody-to-act = am Ende der Aktionen der Hand ist niemand am Zug: Der erste Undercall kommt von dem Platz, der am Zug ist
error-undercall-chain-need-two = eine Kette von Undercalls hat zwei oder mehr; ein einzelner Undercall ist ein Streitfall `bet` (Regel 51-B)
error-undercall-chain-seat-twice = Platz { $seat } ist bei den Undercalls doppelt aufgeführt
error-undercall-chain-not-an-undercall = Platz { $seat } schuldet { $owed }: Ein Undercall ist weniger als das, mit Chips im Stack (ein All-in für weniger ist ein Call)
error-undercall-chain-first-not-to-act = der erste Undercall muss von dem Platz kommen, der am Zug ist, Platz { $to_act }, nicht Platz { $seat }
bet-single-small-chip = Einen einzelnen kleinen Chip ({ $chip }) vor einem Einsatz von { $to_call } zum Callen vorzulegen, ist keine standardgemäße Art zu callen: Es geschieht auf Risiko des Spielers, wird nach den Regeln für einen Undercall ausgelegt, und der Floor kann es bestrafen ({ $rule_methods_of_calling }).
final-table-not-yet = Bei { $remaining } verbliebenen Spielern ist das Turnier noch nicht an seinem Finaltisch mit { $size } Spielern: Gespielt wird weiter an den Tischen, die ausgeglichen gehalten werden ({ $rule_rp_final_table_size }).
final-table-two-tables = Bei { $remaining } verbliebenen Spielern, einem mehr als am Finaltisch mit { $size } Spielern, spielt das Turnier an zwei Tischen mit je { $half } Spielern weiter, bis der nächste Spieler ausscheidet ({ $rule_rp_final_table_size }).
final-table-forms-now = { $remaining ->
        [one] Bei { $remaining } verbliebenen Spieler
       *[other] Bei { $remaining } verbliebenen Spielern
    } bildet sich jetzt der Finaltisch: ein Tisch mit { $size } Spielern ({ $rule_rp_final_table_size }).
final-table-draw = Die Platzkarten werden gezeigt, verdeckt gemischt und zu einem Stapel gelegt, und jeder Spieler erhält eine Spielkarte offen; die Platzkarten werden vom Stapel ausgegeben, beginnend mit der nach Farbe höchsten Karte (Pik, Herz, Karo, Kreuz), sodass die Auslosung jeden Platz bestimmt ({ $rule_new_players_broken_tables }-B).
final-table-draw-summary = Der Finaltisch bildet sich; { $player } ({ $card }, die höchste Karte) erhält Platz { $seat }, und die anderen folgen nach ihren Karten.
error-final-table-table-size = die Plätze pro Tisch reichen von 6 bis 10
error-final-table-draw-count = die Platzauslosung führt jeden verbliebenen Spieler auf: { $remaining }
error-final-table-seat-cards = die Platzkarten sind eine pro Spieler, Plätze 1 bis 12, jeder nur einmal
error-final-table-not-a-card = eine Spielkarte ist eine einzelne Karte, z. B. `Ks`
error-final-table-card-twice = eine Spielkarte wird nur einmal ausgeteilt
bet-single-chip-of-the-call = Ein einzelner { $chip }er-Chip, genau der Betrag zum Callen, wortlos vorgelegt: ein Call, eine standardgemäße Art zu callen ({ $rule_methods_of_calling }).
penalty-required = Die Regeln sehen hierfür eine Strafe vor ({ $rule }{ $part }), eine Verwarnung allein reicht also nicht; { $prior ->
        [0] bei einem ersten Verstoß
        [one] nach einem früheren Verstoß
       *[other] nach { $prior } früheren Verstößen
    } ergibt die Auslegung { $rounds ->
        [one] eine Strafrunde
       *[other] { $rounds } Strafrunden
    }, und die Höhe bestimmt der Floor.
penalty-device-no-live-hand = Platz { $seat } hatte bereits gefoldet: Das Verbot, ein Gerät zu benutzen, gilt für Spieler mit einer Live-Hand ({ $rule_electronic_devices }-C). Ein Telefonat am Tisch, ein auf dem Tisch abgelegtes Gerät und Strategiehilfen sind trotzdem verboten ({ $rule_electronic_devices }-A, B und D). Nach diesem Sachverhalt keine Strafe.
penalty-if-used-live = der Spieler hat das Gerät vor dem Folden benutzt, als die Hand noch live war
penalty-identity = Spieler müssen jederzeit eindeutig erkennbar sein, und das Personal kann einen Spieler auffordern, eine Sonnenbrille, eine Kapuze oder eine Gesichtsbedeckung abzunehmen, die das Gesicht verdeckt oder andere ablenkt ({ $rule_player_identity }): Platz { $seat } nimmt sie ab, und eine Weigerung wird nach Entscheidung des Floors bestraft.
penalty-language = Das Haus hängt die am Tisch zugelassenen Sprachen aus und gibt sie bekannt ({ $rule_official_language }); eine andere am Tisch zu sprechen, wird nach Entscheidung des Floors bestraft, wie die Vorfälle, die die Regeln nennen ({ $rule_penalties }-B).
penalty-phone-call = Niemand darf am Tisch telefonieren, ob in einer Hand oder nicht ({ $rule_electronic_devices }-A).
penalty-device-on-table = Telefone und andere Geräte dürfen nicht auf dem Tisch abgelegt werden ({ $rule_electronic_devices }-B).
penalty-strategy-tool = Setz-Apps, Tabellen und andere Strategiehilfen dürfen am Tisch nicht verwendet werden, ob in einer Hand oder nicht, und kein Spieler darf Strategiehilfe von einer anderen Person oder Quelle annehmen ({ $rule_electronic_devices }-D; der Text von 2022 verbot sie nur bei einer Live-Hand).
penalty-throwing-cards = Gefoldete Karten werden flach über den Tisch nach vorn geschoben, nie geworfen oder hoch geschleudert ({ $rule_exposing_cards }); das Werfen von Karten kann bestraft werden ({ $rule_penalties }-B).
penalty-chips-forfeited = Platz { $seat } hat { $chips } außer Sicht gehalten: Diese Chips sind verwirkt und werden aus dem Spiel genommen, gleich mit welcher Absicht, und der Spieler kann zudem disqualifiziert werden ({ $rule_chips_out_of_view }).
penalty-summary-forfeit = Platz { $seat } verwirkt { $chips }, die aus dem Spiel genommen werden. { $penalty }
error-penalty-chips-needed = `chips_hidden` braucht `hidden_chips`: die Chips, die außer Sicht waren
error-penalty-chips = die Chips außer Sicht sind ein positiver Chipbetrag
error-penalty-chips-only-out-of-view = `hidden_chips` sind die Chips außer Sicht, nur für `chips_hidden`
away-penalty-lean = Bei einem ersten Verstoß legen die Regeln eine mündliche Verwarnung nahe, und wiederholte Verstöße ziehen steigende Strafen nach sich ({ $rule_penalties }-A); eine Strafrunde umfasste hier { $hands ->
        [one] { $hands } Hand
       *[other] { $hands } Hände
    }, in denen { $forced } an Blinds und Antes anfallen würden. Der Streitfall „Strafe“ rechnet diesen Verstoß mit den früheren Strafen des Spielers zusammen.
rebuy-before-deal-read = „Vor dem Austeilen“ wird als vor Beginn der Hand gelesen; die Grenze ist der Beginn der Hand (erster Riffle, Taste der Mischmaschine, Dealerwechsel), nicht das Austeilen der ersten Karte.
rebuy-if-hand-begun = das Mischen oder der Dealerwechsel für diese Hand hatte bereits begonnen, als der Re-Buy angekündigt wurde: Die Hand wird mit { $stack } gespielt, und die { $chips } des Re-Buys kommen danach hinzu
citation-number-unknown = TDA { $edition }, Nummer unbekannt ({ $before })
citation-number-unknown-candidates = TDA { $edition }, Nummer unbekannt ({ $before }; möglicherweise { $candidates })
citation-new-in-2026 = neu seit 2026
seat-orbit-twice = Mit der Big-Blind-Ante kostet der Big Blind { $big_total }: Wird er vorgezogen, fällt er innerhalb eines Umlaufs, gerechnet ab dem letzten auf dem falschen Platz gezahlten, zweimal an, ebenso der Small Blind ({ $small }): { $extra } mehr als der Anteil eines Umlaufs.
seat-orbit-skipped = Mit der Big-Blind-Ante kostet der Big Blind { $big_total }: Wird er verschoben, vergeht ein Umlauf ohne ihn und ohne den Small Blind ({ $small }): { $extra } weniger als der Anteil eines Umlaufs.
seat-swap = Der Spieler auf Platz { $assigned } hat Platz { $seat } gezogen: Die beiden haben die Plätze vertauscht, also sitzen beide auf dem falschen Platz und beide wechseln, jeder mit dem ganzen Stack (Platz { $assigned }: { $amount }).
error-seat-occupant-seat = ein Platz ist 1 bis 12, nicht { $seat }
error-seat-no-occupant = `occupant_assigned_seat` ist der Platz, den der Spieler auf Platz { $assigned } gezogen hat: Dieser Platz muss besetzt sein (ein Platz der Hand oder `assigned_seat_empty: false`)
button-no-make-up = Die TDA kennt kein Nachzahlen von Blinds, vor denen sich ein Spieler gedrückt hat: Platz { $seat } zahlt die verpassten Blinds nicht nach, und die Strafe ist die Abhilfe ({ $rule_dodging_blinds }).
seat-orbit-twice-small-dead = Mit der Big-Blind-Ante kostet der Big Blind { $big_total }: Wird er vorgezogen, fällt er innerhalb eines Umlaufs, gerechnet ab dem letzten auf dem falschen Platz gezahlten, zweimal an, { $big_total } mehr als der Anteil eines Umlaufs; der als Nächstes auf Platz { $seat } fällige Small Blind ({ $small }) dagegen nicht, da der Spieler diesen Platz verlassen hat.
before-amount-held-to-call-all-in = Platz { $seat } hat gecallt, bevor der Betrag von Platz { $bettor } bekannt war: Der Floor entscheidet, wie es der Situation am besten entspricht, und kann den Callenden an jeden Betrag binden ({ $rule_conditional_declarations }-B); die Auslegung, die die Regel nahelegt, ist ein Call des Einsatzes, mit dem Platz { $seat } für insgesamt { $to } all-in ist.
before-amount-uncalled = Niemand muss mehr agieren: Die { $amount } des Einsatzes von Platz { $seat }, die niemand callen kann, gehen an Platz { $seat } zurück.
item-uncalled = Niemand muss mehr agieren: Die { $amount } des Einsatzes von Platz { $seat }, die niemand callen kann, gehen an Platz { $seat } zurück.
away-if-clock-ends-hand = gegen Platz { $seat } wird vor dem Einsatz die Clock verlangt, und sie läuft ab, bevor der Spieler zurück ist: Die Hand ist tot, ihre { $in_pot } bleiben im Pot, und damit endet die Hand: Platz { $winner } gewinnt den Pot von { $pot }
away-if-clock-ends-hand-back = gegen Platz { $seat } wird vor dem Einsatz die Clock verlangt, und sie läuft ab, bevor der Spieler zurück ist: Die Hand ist tot, ihre { $in_pot } bleiben im Pot, und damit endet die Hand: Platz { $winner } gewinnt den Pot von { $pot } und erhält die { $back } zurück, die niemand gecallt hat
seat-no-blind-yet = Der Spieler hat auf Platz { $seat } noch keinen Big Blind gezahlt: Der Wechsel lässt keinen Blind aus und verdoppelt keinen, er legt nur fest, wann der erste kommt.
seat-if-no-blind-yet = der Spieler hat auf Platz { $seat } noch keinen Big Blind gezahlt: Der Wechsel lässt keinen Blind aus und verdoppelt keinen, und der Floor hat nichts zu entscheiden
rotation-worst-position-now = Am unterbesetzten Tisch erhält der Spieler die schlechteste Position, Platz { $seat }: den Big Blind der nächsten Hand dort, was die Regel erlaubt, auch wenn dieser Platz dann zweimal Big Blind ist ({ $rule_balancing_tables }-A).
rotation-worst-position = Am unterbesetzten Tisch erhält der Spieler die schlechteste Position, Platz { $seat }: den ersten freien Platz, den der Big Blind erreicht, in { $hands ->
        [one] { $hands } Hand
       *[other] { $hands } Händen
    }; nie den Small Blind ({ $rule_balancing_tables }-A).
error-rotation-short-table = der unterbesetzte Tisch: seine besetzten Plätze (1 bis 12), der Platz seines letzten Big Blinds darunter und seine Größe (2 bis 12)
error-rotation-short-table-full = der unterbesetzte Tisch hat keinen freien Platz
error-rotation-short-table-stud = `short_table` gilt für Mixed-Turniere; in einem reinen Stud-Turnier erhält der Spieler den freien Platz (`open_seat`)
penalty-repeat-top = Wiederholte Verstöße ziehen steigende Strafen nach sich ({ $rule_penalties }-A), und die früheren Strafen des Spielers in diesem Turnier haben die oberste Stufe der Strafrunden bereits erreicht ({ $top } Strafrunden): Die nächste Stufe ist die Disqualifikation; eine Strafe mit mehr Runden ist die andere Wahl des Floors.
cond-call-is-check = „Call“ ohne Einsatz, den es zu bezahlen gilt, ist ein Check: Die Aussage bindet Platz { $seat } an einen Check ({ $rule_invalid_bet_declarations }).
cond-may-not-raise = Platz { $seat } darf hier nicht erhöhen (die Setzrunde ist für ihn nicht wieder eröffnet), daher bindet die angekündigte Erhöhung Platz { $seat } an einen Call auf { $to } ({ $rule_reopening_the_bet }).
cond-no-amount = Es wurde kein Betrag genannt: Die Aussage bindet Platz { $seat } an das Minimum, auf { $to }.
cond-more-than-stack = { $said } ist mehr, als Platz { $seat } hat: Die Aussage bindet Platz { $seat } an ein All-in auf { $to }.
cond-more-than-limit = { $said } ist mehr, als das Limit Platz { $seat } hier erlaubt: Die Aussage bindet Platz { $seat } an das Maximum, { $to }.
cond-below-minimum = { $said } liegt unter dem Minimum von { $to }: Es wird auf { $to } angehoben ({ $rule_incorrect_bets }).
cond-act-fold = Fold
cond-act-check = Check
cond-act-call = Call auf { $to }
cond-act-all-in = All-in auf { $to }
cond-act-bet = Bet über { $to }
cond-act-raise = Raise auf { $to }
play-out-uncalled = { $amount } des Einsatzes von Platz { $seat } kann niemand bezahlen: Sie gehen an Platz { $seat } zurück.
play-out-pot-won = Der Pot von { $amount } geht an { $count ->
        [one] Platz { $winners }
       *[other] die Plätze { $winners }, geteilt
    }.
play-out-pot-at-showdown = Der Pot von { $amount } wird im Showdown zwischen den Plätzen { $eligible } entschieden.
penalty-nuts-call-not-soft-play = Platz { $seat } hat am River mit den alleinigen Nuts den letzten Einsatz nur gecallt und damit die Setzrunde geschlossen: Das allein ist kein Soft Play; ein Spieler ist nie verpflichtet zu erhöhen ({ $rule_penalties }-B). Nach diesem Sachverhalt keine Strafe.
bet-silent-chips = Platz { $seat } hat wortlos { $chips } gesetzt, ohne etwas callen zu müssen: Die Chips sind ein Einsatz in Höhe ihres Werts.
stud-deal-bring-in-if-card = Die Anfrage sagt nicht, welche verdeckte Karte aufgedeckt wurde: War es die { $card }, zahlt Platz { $seat } den Bring-in (die andere Lesart ist eine Alternative).
stud-deal-if-exposed-card = die aufgedeckte Karte war die { $card }: Platz { $seat } bringt das Bring-in
error-stud-deal-one-card = eine Karte, etwa "As": die verdeckte Karte, die aufgedeckt wurde
import-note-capped-limit-raise = actions[{ $index }]: der auf { $to } notierte Fixed-Limit-Raise von Platz { $seat }, alles, was ein Gegner callen kann, wird als Limit-Raise auf { $full } gelesen: der Gegner callt all-in für weniger, und { $excess } wird als nicht gecallt zurückgegeben
error-hand-one-blind-form-only = { $by ->
        [button] eine Hand mit Button-Blind
        *[nobody] eine Hand ohne Blinds
    } hat keinen Small Blind, toten Small Blind, Big-Blind-Ante, Straddles oder Posts außerhalb der Blinds
import-note-ohh-draw-variant = game_type „Draw“ in OHH nennt keine Variante: gelesen als { $game } (ausgeteilte Karten: { $cards }; Draws: { $draws })
away-dead-nothing-in = Die Hand von Platz { $seat } ist tot: Die Clock ist abgelaufen, während der Spieler abwesend war und vor einem Einsatz stand.
options-bet-to = { $to } setzen
options-bet-between = einen Betrag zwischen { $lo } und { $hi } setzen
error-hand-spot-stud-no-button = { $game } wird ohne Button gespielt (mit Antes und Bring-in): den Button im Spot weglassen
error-hand-spot-stud-cards = { $street }: Jeder Platz hat bisher { $n } Karten erhalten; Platz { $seat } hat { $given }
error-hand-spot-up-cards = { $street }: Jeder Platz zeigt { $n ->
        [one] eine offene Karte
       *[other] { $n } offene Karten
    }; Platz { $seat } zeigt { $given }
error-replay-spot-opener-by-cards = { $street }: Noch hat niemand agiert, und nach den offenen Karten ist Platz { $opener } zuerst am Zug, nicht Platz { $seat }
error-hand-run-only-board-deal = `run` steht nur bei einer Board-Ausgabe, in einem Spiel mit Board (hier: { $game })
error-hand-run-out-of-order = Run { $run } ist nicht der nächste: Nach dem ersten kommen Run 2, dann Run 3, jeder nach dem vorigen ausgeteilt
error-replay-run-not-due = eine Ausgabe von Run { $run } kommt, bevor die Setzrunden mit einem Spieler all-in geschlossen sind, bevor das Board des ersten Runs vollständig ist, oder außerhalb der Reihenfolge der Streets: Ein Board wird nur für die noch ausstehenden Karten erneut ausgeteilt, wenn nicht mehr gesetzt wird
options-not-reopened-limit = Platz { $seat } hat auf dieser Street bereits agiert und steht jetzt vor { $to_call }, weniger als { $need } (eine halbe Bet): Die Setzrunde wird nicht wiedereröffnet, daher darf Platz { $seat } nur callen oder folden ({ $rule_reopening_the_bet }).
string-later-chips-complete = Platz { $seat } muss noch { $to } erreichen: Von den { $back } der späteren Bewegungen bleiben { $used } dafür im Pot, nur { $rest } gehen an den Spieler zurück.
string-later-chips-all-stay = Platz { $seat } muss noch { $to } erreichen: Die { $back } der späteren Bewegungen bleiben dafür im Pot, nichts geht zurück.
bet-completion-all-in = Platz { $seat } hat weniger als den vollen Raise auf { $full_to }: Das Ergänzen bringt Platz { $seat } mit { $to } all-in, unter einem vollen Raise ({ $rule_reopening_the_bet }).
string-summary-call = Ein Call von { $to }; insgesamt gehen { $back } an Platz { $seat } zurück, die Chips der späteren Bewegungen eingeschlossen.
incorrect-bet-caller-brought-up = Platz { $seat } hat die { $to } gecallt: Ein Call gleicht den Einsatz aus, den er callt, also legt Platz { $seat } { $add } nach und callt die korrigierten { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-caller-all-in = Platz { $seat } hat die { $to } gecallt und hat nur noch { $add }: Er legt sie nach, all-in, unter den korrigierten { $min_to } ({ $rule_incorrect_bets }).
sderr-break-too-late = Die Hand war die letzte vor einer Pause: Ein Einspruch musste innerhalb einer Minute nach der Vergabe des Pots kommen; dieser kam später, also bleibt der Pot wie vergeben ({ $rule_disputed_hands }).
button-button-blind-moves = Die Blinds sind allein die des Buttons (ein Button Blind): Der Button und mit ihm sein Blind rückt einen Spieler weiter, von Platz { $from } zu Platz { $button }; kein Platz schuldet einen Blind, also gibt es weder toten Button noch toten Blind ({ $rule_dead_button }).
button-no-blinds-moves = Die Hand hat keine Blinds (nur Antes): Der Button rückt einen Spieler weiter, von Platz { $from } zu Platz { $button }, sonst wird nichts gesetzt ({ $rule_dead_button }).
button-summary-button-blind = Nächste Hand: Button auf Platz { $button }, der den Button Blind setzt; keine anderen Blinds.
button-summary-no-blinds = Nächste Hand: Button auf Platz { $button }; keine Blinds (nur Antes).
knob-clock-seconds = Sekunden, die ein Spieler nach dem Verlangen der Clock zum Handeln hat, vor dem Countdown (TDA: 25).
knob-clock-countdown-seconds = Sekunden des anschließenden Countdowns (TDA: 5).
knob-clock-expiry = Was eine abgelaufene Clock bewirkt (TDA: die Hand ist tot, wenn sie einem Bet gegenübersteht, sonst Check).
knob-shot-clock-seconds = Eine Shot Clock: Sekunden, die jeder Spieler für jede Entscheidung hat, laufend ohne dass die Clock verlangt wird (TDA: keine, 0; die Clock verlangt ein Spieler oder der Floor).
knob-time-bank-seconds = Sekunden, die eine Time-Bank-Karte (Verlängerung) der Zeit des Spielers hinzufügt (TDA: keine, 0).
knob-time-banks = Time-Bank-Karten, die jeder Spieler für das Event hat (TDA: keine, 0).
knob-limit-cap-bets = Erlaubte Bets pro Setzrunde im Limit: ein Bet und die Raises danach (TDA: das Cap des Hauses; der Standard der Engine 4, ein Bet und drei Raises). Eine Hand, die ihr eigenes Cap angibt, behält es.
knob-limit-cap-heads-up = Ob das Limit-Cap mit zwei Spielern in der Hand noch gilt (TDA: ja, bis das Event bei zwei Spielern ist).
knob-stud-completion-counts = Ob im Stud das Komplettieren des Bring-ins das Bet der Runde ist, das zum Cap zählt (TDA: ja: das Bring-in ist kein Bet und das Komplettieren das erste volle, das „complete“ aus Regel 3; ein Haus, das es nicht zählt, erlaubt das Komplettieren und so viele Raises wie das Cap).
knob-bring-in-ace-high = Ob das Ass beim Bring-in in Stud und Stud/8 hoch zählt, sodass ein Ass nie das Bring-in bringt (TDA: schweigt, Spielregel des Hauses; die Lesart der Engine wie bei PokerKit und der WSOP: hoch). Im Razz ist das Ass immer niedrig und die höchste Karte bringt das Bring-in; die Farben steigen Kreuz, Karo, Herz, Pik.
knob-passive-out-of-turn = Welche Lesart einer passiven Aktion außerhalb der Reihe gilt (TDA: die der jeweiligen Ausgabe).
knob-big-blind-ante-order = Was ein zu kurzer Big Blind im Big-Blind-Ante-Format zuerst setzt (TDA: den Blind).
knob-dodging-blinds = Was absichtliches Umgehen der Blinds kostet (TDA: eine Strafe).
knob-at-seat-by = Der Moment, zu dem ein Spieler am Platz sein muss (TDA: die letzte Karte des ersten Gebens).
knob-odd-chip = Wer den ungeraden Chip eines geteilten Pots in einem Board-Spiel erhält (TDA: der erste Gewinner links vom Button).
knob-misread-window = Wie lange eine falsch gelesene aufgedeckte Hand korrigiert werden kann (TDA: bis die nächste Hand beginnt).
knob-pot-error-window = Wie lange ein dem falschen Spieler zugesprochener Pot korrigiert werden kann (TDA: bis zur wesentlichen Aktion in der nächsten Hand).
knob-ask-to-see = Wer im Showdown verlangen darf, eine Hand zu sehen (TDA: wer am River gecallt hat, die Hand des letzten Aggressors; andere Wünsche entscheidet der Floor).
knob-deliberate-exposure = Was absichtliches Aufdecken von Karten bei ausstehender Aktion für die Hand bedeutet (TDA: eine Strafe; die Hand bleibt live).
knob-first-penalty = Die erste Strafe für einen Verstoß ohne frühere (TDA: Sache des Floors; die Regeln neigen zu einer Verwarnung).
knob-penalty-max-rounds = Die meisten ausgesetzten Runden, die die Strafenleiter vor der Disqualifikation erreicht (TDA: Sache des Floors; die Lesart der Engine 3).
knob-halt-short-by = Ein Tisch, dem so viele Spieler oder mehr gegenüber dem vollsten Tisch fehlen, hält das Spiel an (TDA: 3).
knob-substantial-actions = Wesentliche Aktion: so viele Aktionen in der Reihe, welche auch immer (TDA: 3).
knob-substantial-actions-with-chips = Wesentliche Aktion: so viele Aktionen in der Reihe, wenn mindestens eine Chips setzt (TDA: 2).
knob-conditional-statements = Ob eine bedingte Ansage bindet (TDA: der Floor entscheidet).
knob-chip-count = Wann ein Spieler die Chips eines Gegners genau zählen lassen darf (TDA: gegenüber dem All-in dieses Spielers, wenn er an der Reihe ist).
knob-pot-limit-overbet = Was mit einem Pot-Limit-Bet größer als der Pot geschieht (TDA: für jeden Caller bis zur nächsten Karte reduziert).
knob-expects-int = eine ganze Zahl von { $min } bis { $max }
knob-expects-choice = einer der Werte { $values }
knob-expects-flag = true oder false
seat-later-in-orbit = Der Big Blind ({ $big }) kommt { $hands ->
        [one] eine Hand
       *[other] { $hands } Hände
    } später zum Spieler als sonst: Die Reihenfolge der Runde ändert sich, aber der nächste Big Blind des Spielers ist weiterhin der dieser Runde, also wird nichts ausgelassen und nichts ist nachzuzahlen.
seat-sooner-in-orbit = Der Big Blind ({ $big }) kommt { $hands ->
        [one] eine Hand
       *[other] { $hands } Hände
    } früher zum Spieler als sonst: Die Reihenfolge der Runde ändert sich, aber der Spieler zahlt ihn einmal in der Runde, also wird nichts doppelt gezahlt und nichts ist zurückzugeben.
seat-in-orbit-floor = Keine Regel behandelt einen durch einen Platzwechsel verschobenen Blind, daher hat der Floor das letzte Wort; die Regeln neigen dazu, dass nichts geschuldet wird.
rotation-left-since = Seit dieser Hand sind Spieler gegangen: Der Dead Button (Regel 32) setzt die nächste Hand von den Blinds jener Hand aus, der Big Blind rückt einen Spieler weiter, und ein leer gewordener Platz bleibt leer.
rotation-dead-small = Der Small Blind ist tot: Der Big Blind der letzten Hand (Platz { $seat }) ist gegangen.
rotation-dead-button = Der Button ist tot auf Platz { $seat }, der jetzt leer ist.
rotation-next-button-summary-no-small = Button auf Platz { $button }, kein Small Blind, Big Blind auf Platz { $big }.
error-rotation-left-since = ein seitdem verlassener Platz ist von 1 bis 12 nummeriert und steht nicht in `seats` (`left_since`)
h4h-if-different-tables = Wenn die Spieler in derselben Hand-für-Hand-Hand an verschiedenen Tischen ausgeschieden sind: Sie teilen sich ihre Plätze und das Geld ({ $rule_rp_hand_for_hand }); die Reihenfolge nach Startstack gilt für Ausscheiden an einem Tisch.
h4h-different-tables = Die Spieler sind an verschiedenen Tischen ausgeschieden: Die Reihenfolge nach Startstack ({ $rule_simultaneous_busts }) gilt für einen Tisch, also teilen sie, wie es Hand-für-Hand vorsieht.
