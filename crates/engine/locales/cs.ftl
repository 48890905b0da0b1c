### floorcall: slova rozhodnutí v češtině.
### Názvy a shrnutí pravidel jsou vlastní parafráze floorcall, použitá se svolením TDA
### (viz NOTICE v rozhodnutích); platí oficiální pravidla TDA.
### Jedna zpráva pro každý důvod z crates/engine/src/disputes; její argumenty ($seat, $to…) jsou
### pole důvodu. Žetony přicházejí již naformátované; počty vybírají tvary množného čísla
### (CLDR cs: one = 1, few = 2–4, many = zlomky, other = ostatní).

language-name = Čeština
number-group-separator = {"\u00A0"}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {", "}
list-last-separator = {" a "}
clause-separator = {"; "}
# Pravidlo uvedené v důvodu: jeho číslo v edici rozhodnutí.
rule-ref = pravidlo { $number }
# … pokud číslo v edici není známo: číslo z roku 2024 s touto poznámkou.
rule-ref-unknown = pravidlo TDA 2024 č. { $number }
# Shrnutí rozhodnutí, jehož důvody žádné nedaly (neočekává se).
ruling-no-summary = O tomto sporu rozhoduje floorman.
# The TDA permission notice every ruling carries.
ruling-notice = Čísla a názvy pravidel Poker TDA jsou použity se svolením Poker Tournament Directors Association (www.pokertda.com). Shrnutí a zdůvodnění jsou vlastní parafráze floorcall, nikoli oficiální text; platí oficiální pravidla TDA.

## bet

bet-words-after-chips = Slova zazněla až poté, co žetony dopadly na stůl, takže akci určují žetony ({ $rule_methods_of_betting }: platí to, co přišlo dřív).
bet-words-with-chips = Slova zazněla současně se žetony: jasné slovní ohlášení učiněné zároveň se žetony má přednost ({ $rule_methods_of_betting }-A).
bet-raise-by = „Raise o { $by }“ přidává { $by } k sázce { $current }: navýšení na { $to }.
bet-if-words-came-first = slova zazněla dřív, než žetony dopadly, nebo současně s nimi
bet-assumes-chips-first = Tento výklad předpokládá, že žetony dopadly dřív, než zazněla slova. Pokud slova zazněla jako první, akci určují ona ({ $rule_methods_of_betting }): { $words }
bet-floor-holds-to-words = floorman bere hráče za slovo
bet-floor-holds-to-chips = floorman se řídí vsazenými žetony
bet-words-reading = Slova: { $words }
bet-chips-reading = Žetony: { $chips }
bet-words-unclear = Slova a žetony hráče na místě { $seat } si odporují a slova nebyla jasně slyšet: jednoznačná odpověď neexistuje; floorman rozhodne co nejspravedlivěji ({ $rule_methods_of_betting }, { $rule_floor_decisions }).
bet-words-before-chips = Slova zazněla dřív než žetony, takže akci určují slova ({ $rule_methods_of_betting }).
bet-gathered-all-in = Hráč na místě { $seat } shrnul všechny své žetony a posunul je dopředu: lze to posoudit jako all-in za { $to }; rozhoduje floorman.
bet-gesture-may-mean-all-in = Posunutí nebo hození celého stacku dopředu jedním pohybem lze chápat jako úmysl vsadit vše, ať by testy žeton po žetonu řekly cokoli; TDA to nechává na floormanovi ({ $rule_floor_decisions }).
bet-floor-judges-chip-by-chip = floorman místo toho posuzuje žetony jeden po druhém
bet-fold-binds = Hráč na místě { $seat } složil karty: fold je závazný.
bet-fold-when-not-facing-a-bet = Fold na řadě, když hráč nečelí sázce, je nestandardní, ale závazný ({ $rule_non_standard_folds }).
bet-checked = Hráč na místě { $seat } dal check.
bet-check-facing-a-bet = Hráč na místě { $seat } řekl „check“, ačkoli čelil sázce { $facing }: může jen dorovnat nebo složit, ne navýšit ({ $rule_invalid_bet_declarations }).
bet-call-with-no-bet = Hráč na místě { $seat } řekl „call“, ačkoli nebylo co dorovnávat: je to check ({ $rule_invalid_bet_declarations }).
bet-call-binds = Hráč na místě { $seat } řekl na řadě „call“: to ho zavazuje k plnému dorovnání na { $to } ({ $rule_binding_declarations_undercalls }).
bet-declared-call-is-no-undercall = Vložených { $pushed } není undercall: byl ohlášen „call“, takže hráč na místě { $seat } dluží celých { $to_call }.
bet-declared-all-in = Hráč na místě { $seat } ohlásil all-in: celkem { $to } v tomto kole sázek.
bet-short-all-in = { $to } je méně než plné navýšení (na { $full_to }): krátký all-in, který neotevírá sázení znovu hráčům, kteří už jednali ({ $rule_reopening_the_bet }).
bet-raise-not-allowed-calls = Hráč na místě { $seat } zde nesmí navýšit, takže ohlášený raise ho zavazuje k dorovnání { $current } ({ $rule_reopening_the_bet }).
bet-pot-not-allowed-calls = Hráč na místě { $seat } zde nesmí navýšit, takže „pot“ ho zavazuje k dorovnání { $to }.
bet-pot-limit-pot = Pot limit: „pot“ je sázka ve výši potu; celkem hráče na místě { $seat } je { $to } ({ $rule_pot_limit_bets }).
bet-floor-may-allow-any-amount = Floorman může hráči na místě { $seat } dovolit jakoukoli platnou částku mezi { $to } a { $max_to }, pokud ji řekne hned.
bet-below-minimum-brought-up = { $to } je pod minimem { $min_to }: doplňuje se na { $min_to } ({ $rule_incorrect_bets }).
bet-above-the-most = { $to } je víc, než je dovoleno; nejvýše { $max_to }.
bet-raise-amount-is-a-total = „Raise“ s částkou znamená celkovou sázku v této výši ({ $rule_raise_amounts }).
bet-is-all-in = Hráč na místě { $seat } je all-in za { $to }.
bet-bets = Hráč na místě { $seat } sází { $to }.
bet-raises-to = Hráč na místě { $seat } navyšuje na { $to }.
bet-unclear-amount-read = „{ $amount }“ nelze brát doslova (je to pod big blindem { $big_blind }); nejasná částka se čte jako nejvyšší rozumná částka nepřesahující pot { $pot }: { $read } ({ $rule_unclear_betting }).
bet-amount-alone-is-pushed = Samotná vyslovená částka platí, jako by hráč mlčky vložil { $read } ({ $rule_methods_of_betting }).
bet-oversized-chip-calls = Jediný žeton za { $chip } proti sázce { $facing } bez předchozího „raise“ je call: { $back } se vrací.
bet-oversized-chip-rule = Pravidlo: větší žeton je call, pokud hráč neohlásí „raise“ dřív, než žeton dopadne ({ $rule_oversized_chip }), a to i s posledním žetonem hráče.
bet-every-chip-needed = Dorovnání { $current }: byl potřeba každý žeton{ $any ->
        [yes] , { $back } se vrací.
       *[no] .
    }
bet-removing-one-leaves-less = { $chips }; po odebrání jednoho žetonu za { $smallest } zbude { $without_one } < { $need } potřebných k dorovnání, takže byl potřeba každý žeton: call ({ $rule_multiple_chip_betting }).
bet-removing-one-leaves-enough = { $chips }; po odebrání jednoho žetonu za { $smallest } zbude { $without_one } ≥ { $need } potřebných k dorovnání, takže nebyl potřeba každý žeton.
bet-last-chips-all-in = Byly to poslední žetony hráče na místě { $seat }, takže je all-in za { $to }, ať pravidlo 50 % říká cokoli ({ $rule_multiple_chip_betting }).
bet-raise-not-allowed-chips-call = Hráč na místě { $seat } zde nesmí navýšit, takže žetony jsou dorovnání { $current }; { $back } se vrací.
bet-full-raise-reached = { $total } dosahuje plného navýšení ({ $current } + { $full } = { $full_to }): navýšení na { $total } ({ $rule_raise_amounts }).
bet-full-raise-held = { $total } dosahuje plného navýšení ({ $current } + { $full } = { $full_to }), ale nejvýše je dovoleno { $max_to }{ $pot ->
    [yes] {" "}(sázka nad pot je nepřípustná, { $rule_incorrect_bets }-B)
   *[no] {" "}(jedna sázka v limitu)
}: navýšení na { $max_to } ({ $rule_raise_amounts }).
bet-a-raise-to = Navýšení na { $to }.
bet-a-raise-to-back = Navýšení na { $to }; { $back } navíc se vrací.
bet-half-raise-must-complete = Platí pravidlo 50 %: { $total } ≥ { $half }, tedy aspoň o polovinu navýšení víc než dorovnání, ale < { $current } + { $full } = { $full_to }: hráč na místě { $seat } musí doplnit plné navýšení na { $full_to } ({ $rule_raise_amounts }).
bet-must-complete-to = Navýšení: hráč na místě { $seat } ho musí doplnit na plné navýšení, celkem { $full_to }.
bet-less-than-half-raise = Platí pravidlo 50 %: { $total } < { $half }, tedy o méně než polovinu navýšení víc než dorovnání: call, { $back } se vrací ({ $rule_raise_amounts }).
bet-call-goes-back = Dorovnání { $current }; { $back } se vrací hráči na místě { $seat }.
bet-prior-covers-the-call = { $prior }, které už leží před hráčem, pokrývá dorovnání { $current }; přidáním žetonů se všechny stávají sázkou: celkem { $total } ({ $rule_prior_bet_chips }).
bet-prior-partly-pulled-back = Část dřívějších žetonů byla stažena zpět: zbylých { $prior } a nové žetony, celkem { $total }, se posuzují dohromady ({ $rule_prior_bet_chips }).
bet-prior-all-pulled-back = Dřívější žetony byly staženy zpět: nové žetony se posuzují vůči plnému dorovnání { $need } ({ $rule_prior_bet_chips }).
bet-prior-short-of-call = { $base } před hráčem nepokrývá dorovnání; zůstává, jak je, a nové žetony se posuzují vůči { $need }, které hráč ještě dluží ({ $rule_prior_bet_chips }).
bet-single-new-chip-calls = Jediný nový žeton za { $chip } je call ({ $rule_oversized_chip }).
bet-undercall = Hráč na místě { $seat } vložil { $put }, méně než { $to_call } k dorovnání, aniž řekl „call“: undercall ({ $rule_binding_declarations_undercalls }).
bet-floor-decides-undercall = V potu je víc hráčů a sázka, které hráč čelil ({ $current }), není otevírací sázka, takže rozhoduje floorman: buď vyžádá plné dorovnání, nebo nechá hráče na místě { $seat } složit a jeho { $forfeit } propadne.
bet-floor-requires-full-call = floorman vyžaduje plné dorovnání
bet-floor-lets-forfeit = floorman nechá hráče složit a vložené žetony propadnou
bet-undercall-of-a-raise = Undercall proti navýšení v potu s více hráči: floorman může vyžadovat plné dorovnání na { $call_to }, nebo nechat hráče na místě { $seat } složit a jeho { $forfeit } propadne.
bet-no-limit-pot-is-a-minimum = V no-limitu není „pot“ platná částka, ale zavazuje hráče na místě { $seat } nejméně k { $word ->
        [bet] minimální sázce
       *[raise] minimálnímu navýšení
    }: na { $to } ({ $rule_pot_limit_bets }).
bet-declared-with-chips = Hráč na místě { $seat } ohlásil { $word ->
        [bet] sázku
       *[raise] navýšení
    } a vložil { $chips }: částku určují žetony.
bet-declared-without-amount = Hráč na místě { $seat } ohlásil { $word ->
        [bet] sázku
       *[raise] navýšení
    } bez částky: hráč na místě { $seat } je vázán nejméně minimem, { $min_to }.
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = Undercall { $when ->
        [heads-up] v heads-upu
       *[opening-bet] proti otevírací sázce kola v potu s více hráči
    } se musí doplnit na plné dorovnání: na { $call_to }.
bet-undercall-must-call = Undercall { $when ->
        [heads-up] v heads-upu
       *[opening-bet] proti otevírací sázce kola v potu s více hráči
    }: hráč na místě { $seat } musí dorovnat celých { $call_to }.

## options

options-to-call = Sázka v tomto kole je { $current }; hráč na místě { $seat } { $any_in ->
        [yes] má vloženo { $committed }
       *[no] zatím nemá vloženo nic
    }, takže dorovnání stojí { $to_call }.
options-full-raise = Největší plná sázka nebo navýšení v tomto kole je { $full } ({ $rule_raise_amounts }): navýšení musí jít nejméně na { $current } + { $full } = { $min_to }.
options-short-all-in-is-no-full-raise = Krátký all-in není plné navýšení a tuto částku nemění, ani když jich několik dohromady dá víc ({ $rule_reopening_the_bet }).
options-not-reopened = Hráč na místě { $seat } už v tomto kole jednal a nyní čelí { $to_call }, méně než { $need } (plné navýšení): sázení se znovu neotevírá, takže může jen dorovnat nebo složit ({ $rule_reopening_the_bet }).
options-cap-reached = Toto kolo dosáhlo stropu { $bets } sázek (sázka a { $raises } navýšení, { $rule_number_of_raises }): hráč na místě { $seat } může dorovnat nebo složit.
options-call-takes-all-chips = Dorovnání vezme hráči na místě { $seat } všechny žetony: na navýšení nezbývá nic.
options-no-opponent-to-call = Žádný soupeř nemá žetony na dorovnání víc než { $current }: navýšení by nikdo nemohl dorovnat, takže hráč na místě { $seat } může dorovnat nebo složit.
options-reopened = Hráč na místě { $seat } už v tomto kole jednal, ale nyní čelí { $to_call }, což je aspoň plné navýšení o { $full }: sázení se znovu otevírá ({ $rule_reopening_the_bet }).
options-not-acted-yet = Hráč na místě { $seat } v tomto kole ještě nejednal (vložený blind není akce), takže smí navýšit ({ $rule_reopening_the_bet }).
options-fixed-limit-size = Fixní limit: sázky a navýšení v tomto kole jsou po { $bet }; navýšení jde na { $to }.
options-short-of-a-full-raise = Hráč na místě { $seat } má v tomto kole celkem { $all_in }, méně než plné navýšení: navýšit znamená jít all-in za { $all_in }.
options-check = dát check
options-call = dorovnat { $amount }
options-raise-to = navýšit na { $to }
options-raise-between = navýšit na částku mezi { $lo } a { $hi }
options-may-fold-call-or-raise = Hráč na místě { $seat } může složit, { $call } nebo { $raise }.
options-may-only-call-or-fold = Hráč na místě { $seat } může jen { $call } nebo složit; navýšení není dovoleno.
options-pot-limit-maximum = Pot limit: dorovnat { $to_call }, pak navýšit o velikost potu po dorovnání{ $preflop ->
        [yes] {" "}(preflop, počítají se plné blindy)
       *[no] {""}
    }; nejvýš může hráč na místě { $seat } navýšit na { $max_to } ({ $rule_pot_limit_bets }).

## out-of-turn

out-of-turn-fold-binds = Fold mimo pořadí je závazný: ruka hráče na místě { $seat } je mrtvá ({ $rule_non_standard_folds }).
out-of-turn-follows-the-2026-illustration = floorcall nemá text tohoto pravidla z roku 2026 k dispozici; toto rozhodnutí se řídí ilustrací z roku 2026 (heads-up: check mimo pořadí, pak sázka: jen dorovnat nebo složit). Podle pravidel 2024 by hráč měl všechny možnosti.
out-of-turn-behind = Hráč na místě { $behind } také jednal mimo pořadí ({ $act }), za hráčem na místě { $seat }, než se akce vrátila. Posoudí se stejně, až na něj akce dojde: je závazná, pokud hráč na místě { $behind } pak { $any_bet ->
        [yes] čelí sázce { $faced }
       *[no] nečelí žádné sázce
    }, jako předtím; pokud se akce změnila, { $with_chips ->
        [yes] žetony si může vzít zpět a hráč na místě { $behind } má všechny možnosti
       *[no] hráč na místě { $behind } má všechny možnosti
    } ({ $rule_action_out_of_turn }-A).
out-of-turn-behind-fold = Hráč na místě { $behind } také složil mimo pořadí: fold mimo pořadí je závazný, takže ruka hráče na místě { $behind } je mrtvá ({ $rule_non_standard_folds }).
out-of-turn-passive-in-2026 = Podle pravidel 2026 by tento check mimo pořadí v heads-upu omezil hráče, jakmile se akce změní, na dorovnání nebo složení; pravidla 2024 dávají všechny možnosti.
out-of-turn-unchanged-binds = Akce, které hráč na místě { $seat } čelil, se nezměnila ({ $any_bet ->
        [yes] stále { $faced }
       *[no] stále žádná sázka
    }), takže akce mimo pořadí je závazná: { $act } ({ $rule_action_out_of_turn }).
out-of-turn-over-the-most = Sázka sedadla { $seat } na { $to } je vyšší, než kolo na jeho tahu dovoluje ({ $most }): platí ve výši { $most } a { $back } navíc se vrací.
out-of-turn-back-to-the-seat-in-turn = Akce se vrací k hráči na místě { $next }. Pokud hráči před místem { $seat } jen checkují, dorovnávají nebo skládají, akce mimo pořadí ({ $act }) platí; pokud někdo vsadí nebo navýší, není závazná a hráč na místě { $seat } má všechny možnosti ({ $rule_action_out_of_turn }).
out-of-turn-if-next-raises = hráč na místě { $next } navýší (například na { $min_to })
out-of-turn-raise-example = Pokud například hráč na místě { $next } navýší na { $min_to }, hráč na místě { $seat } čelí { $min_to } a může dorovnat { $to_call }, znovu navýšit nejméně na { $reraise_to } nebo složit; { $returned } vložených mimo pořadí si může vzít zpět.
out-of-turn-if-others-only-check-call-or-fold = hráči před místem { $seat } jen checkují, dorovnávají nebo skládají
out-of-turn-spoke-up = Hráč na místě { $skipped } se ozval před podstatnou akcí: akce se vrací k hráči na místě { $skipped } a akce mimo pořadí se posuzuje, jak říká { $rule_action_out_of_turn }-A (závazná, pokud se akce nezmění) ({ $rule_action_out_of_turn }).
out-of-turn-fold-always-binds = Fold mimo pořadí je závazný v každém případě ({ $rule_non_standard_folds }).
out-of-turn-skipped-stays-silent = Hráč na místě { $skipped } byl přeskočen a neozval se před podstatnou akcí mimo pořadí: akce mimo pořadí platí. O ruce hráče na místě { $skipped } rozhodne floorman (například mrtvá, nebo omezená na dorovnání či složení) ({ $rule_action_out_of_turn }).
out-of-turn-floor-rules-hand-dead = floorman prohlásí ruku hráče na místě { $skipped } za mrtvou
out-of-turn-floor-keeps-hand-live = floorman ponechá ruku hráče na místě { $skipped } živou, omezenou na dorovnání nebo složení
out-of-turn-if-spoke-up = hráč na místě { $skipped } se ozval před podstatnou akcí
out-of-turn-check-and-fold-reading = Check a fold jsou podstatnou akcí jen podle závorky, kterou obsahuje { $rule_substantial_action }; floorcall čte definující větu (do potu musí jít žetony) a floorman ji může číst jinak.
out-of-turn-floor-counts-check-and-fold = floorman počítá check a fold jako podstatnou akci
out-of-turn-skipped-keeps-right = Zatím žádná podstatná akce: hráč na místě { $skipped } si ponechává právo jednat; akce se vrací k hráči na místě { $skipped } ({ $rule_action_out_of_turn }).
out-of-turn-fold = fold
out-of-turn-check = check
out-of-turn-call = call
out-of-turn-bet = sázka { $to }
out-of-turn-raise = navýšení na { $to }
out-of-turn-passive-then-changed = Po pasivní akci mimo pořadí hráče na místě { $seat } ({ $act }) se akce změnila: podle pravidel 2026 může hráč na místě { $seat } jen dorovnat { $to_call } nebo složit, ne navýšit ({ $rule_action_out_of_turn }).
out-of-turn-changed-not-binding = Akce se změnila z { $any_bet ->
        [yes] { $faced }
       *[no] žádné sázky
    } na { $now } dřív, než byl na řadě hráč na místě { $seat }, takže akce mimo pořadí ({ $act }) není závazná: { $any_back ->
        [yes] { $returned } se vrací a hráč na místě { $seat }
       *[no] hráč na místě { $seat }
    } má všechny možnosti: dorovnat { $to_call }{ $raise_from ->
        [0] {""}
       *[other] , navýšit nejméně na { $raise_from }
    } nebo složit ({ $rule_action_out_of_turn }).
out-of-turn-counted-substantial = { $actions ->
        [one] { $actions } akce
        [few] { $actions } akce
       *[other] { $actions } akcí
    } mimo pořadí vlevo od místa { $skipped }, z toho { $with_chips ->
        [0] žádná
       *[other] { $with_chips }
    } se žetony: podstatná akce ({ $rule_substantial_action }).
out-of-turn-counted-not-yet = { $actions ->
        [one] { $actions } akce
        [few] { $actions } akce
       *[other] { $actions } akcí
    } mimo pořadí vlevo od místa { $skipped }, z toho { $with_chips ->
        [0] žádná
       *[other] { $with_chips }
    } se žetony: zatím to není podstatná akce ({ $rule_substantial_action }).
out-of-turn-all-in = all-in
out-of-turn-show-or-muck = ukázat nebo zahodit do mucku

## incorrect-bet

incorrect-bet-over-pot-stands = Sázka na { $to } přesáhla pot limit { $max_to }, ale další karta už byla rozdána: platí ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-stands-after-action = Sázka na { $to } přesáhla pot limit { $max_to }, ale následovala po ní podstatná akce ({ $actions ->
        [one] { $actions } akce
        [few] { $actions } akce
       *[other] { $actions } akcí
    }, z toho { $with_chips ->
        [0] žádná
       *[other] { $with_chips }
    } se žetony): podle pravidla herny platí.
incorrect-bet-low-count-raised = Sázející požádal o pot, ale dealer napočítal málo: bez podstatné akce od sázky se sázka zvyšuje na výši potu, { $max_to } ({ $rule_incorrect_bets }).
incorrect-bet-check-and-fold-only = Následoval jen check a fold: podstatná akce jen podle závorky, kterou obsahuje { $rule_substantial_action }; floorman to tak může posoudit a sázku ponechat.
incorrect-bet-below-minimum-stands = Sázka na { $to } byla pod minimem { $min_to }, ale další karta už byla rozdána: platí ({ $rule_incorrect_bets }).
incorrect-bet-below-minimum-corrected = Sázka na { $to } byla pod platným minimem { $min_to }; zjištěno ve stejném kole, opravuje se na { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-reduced = Sázka na { $to } přesáhla pot limit { $max_to } a zjistilo se to před další kartou: snižuje se na { $max_to } pro všechny, kdo v tomto kole dorovnali, i po podstatné akci ({ $rule_incorrect_bets }).{ $callers ->
        [0] {""}
        [one] {" "}Hráč na místě { $seats }, který dorovnal, dostane zpět { $back }.
       *[other] {" "}Hráči na místech { $seats }, kteří dorovnali, dostanou zpět každý { $back }.
    }
incorrect-bet-low-count-stands = Sázející požádal o pot a vsadil { $to }, které napočítal dealer; sázka ve výši potu měla být { $max_to }. Po sázce následovala podstatná akce ({ $actions ->
        [one] { $actions } akce
        [few] { $actions } akce
       *[other] { $actions } akcí
    }, z toho { $with_chips ->
        [0] žádná
       *[other] { $with_chips }
    } se žetony, { $rule_substantial_action }), takže menší sázka platí ({ $rule_incorrect_bets }).

## cards-dealt

cards-dealt-counted = Od rozdání: { $actions ->
        [one] { $actions } akce
        [few] { $actions } akce
       *[other] { $actions } akcí
    } na řadě, z toho { $with_chips ->
        [0] žádná
       *[other] { $with_chips }
    } se žetony (blindy se nepočítají).
cards-dealt-burns-as-normal = Pálí se normálně, jedna karta před každým kolem.
cards-dealt-extra-card-is-not-the-burn = Karta navíc se nepočítá jako spálená: dealer spálí jednu kartu ze zbytku balíčku a pak rozdá flop.
cards-dealt-burn-one-card-only = Dealer spálí právě jednu kartu a rozdá flop; žádná další karta se nepálí kvůli obnovení původního pořadí balíčku.
cards-dealt-no-misdeal-hand-dead = To je podstatná akce ({ $rule_substantial_action }), takže misdeal není ({ $rule_misdeals }): ruka hráče na místě { $seat } s { $cards ->
        [one] { $cards } kartou
       *[other] { $cards } kartami
    } je mrtvá.
cards-dealt-dead-hand-play-on = Došlo k podstatné akci: ruka hráče na místě { $seat } je mrtvá a hra pokračuje.
cards-dealt-button-exception = Hráč na místě { $seat } je button a dostal málo karet: { $rule_button_too_few_cards } je výjimkou z misdealu pro špatný počet karet ({ $rule_misdeals }-A), před podstatnou akcí i po ní. { $acted ->
    [yes] Button už jednal, takže výjimka už neplatí.
   *[no] Button ještě nejednal.
}
cards-dealt-button-completed = Ruka buttonu se doplní: hráč na místě { $seat } dostane { $missing ->
    [one] chybějící kartu
    [few] { $missing } chybějící karty
   *[other] { $missing } chybějících karet
} a hra pokračuje.
cards-dealt-button-next-card-from-stub = Chybějící karta přichází z vršku zbytku balíčku, před spálením; flop se pak pálí a rozdává jako obvykle.
cards-dealt-button-acted-dead = Button jednal s příliš málo kartami: ruka hráče na místě { $seat } je mrtvá a hra pokračuje.
cards-dealt-no-substantial-action-yet = Zatím žádná podstatná akce ({ $rule_substantial_action }): hráč, který dostal špatný počet karet, způsobuje misdeal; hra se rozdá znovu se stejným buttonem a na stejném levelu.
cards-dealt-misdeal-redeal = Misdeal: hráč na místě { $seat } má { $cards ->
        [one] { $cards } kartu
        [few] { $cards } karty
       *[other] { $cards } karet
    } před podstatnou akcí; hra se rozdá znovu.
cards-dealt-floor-counts-check-and-fold = floorman počítá check a fold jako podstatnou akci

## show-request
show-request-no-cards-no-right = Hráč na místě { $requester } už nedrží karty (složil nebo zahodil bez ukázání), takže nesmí žádat o ukázání žádné ruky ({ $rule_asking_to_see_a_hand }).
show-request-called-the-river-bet = Na riveru padla sázka a hráč na místě { $target } byl posledním agresorem; hráč na místě { $requester } dorovnal a karty vyložil nebo si je ponechal, takže má bezpodmínečné právo vidět ruku hráče na místě { $target } ({ $rule_asking_to_see_a_hand }).
show-request-no-river-bet = Hráč na místě { $requester } může požádat, ale nemá bezpodmínečné právo: na riveru nepadla sázka, takže nikdo nezaplatil za to, aby ruku viděl. Je to na uvážení floormana ({ $rule_asking_to_see_a_hand }).
show-request-not-the-river-aggressor = Hráč na místě { $requester } může požádat, ale nemá bezpodmínečné právo: hráč na místě { $target } nebyl na riveru posledním agresorem. Je to na uvážení floormana ({ $rule_asking_to_see_a_hand }).
show-request-house-anyone = Podle pravidla herny smí každý hráč, který ještě drží karty, vidět kteroukoli ruku drženou při showdownu: hráč na místě { $requester } smí vidět ruku hráče na místě { $target } a ukázaná ruka zůstává živá.
show-request-house-callers-only = Podle pravidla herny smí ruku vidět jen ten, kdo dorovnal sázku na riveru, a jen ruku posledního agresora: hráč na místě { $requester } nesmí vidět ruku hráče na místě { $target }.


## face-up
face-up-turned-up-now = Ano: { $all_in_count ->
        [one] hráč na místě { $all_in } je
       *[other] hráči na místech { $all_in } jsou
    } all-in a další sázení není možné, takže se všechny živé ruce ({ $live }) otáčejí lícem nahoru hned ({ $rule_face_up_for_all_ins }).{ $cards_to_come ->
        [0] {""}
       *[other] {" "}Pak se spálí a rozdá zbytek boardu.
    }
face-up-side-pots-first = Nejdřív se přidělí vedlejší poty, pak hlavní pot; ruka all-in hráče nezůstává lícem dolů, dokud se nevyřeší vedlejší poty ({ $rule_side_pots }).
face-up-nobody-all-in-shows-first = Nikdo není all-in, takže se { $rule_face_up_for_all_ins } nepoužije; při tomto showdownu ukazuje první hráč na místě { $who } ({ $rule_showdown_order }).
face-up-nobody-all-in = Nikdo není all-in, takže se { $rule_face_up_for_all_ins } nepoužije; kdo ukazuje první, určuje pořadí při showdownu ({ $rule_showdown_order }).
face-up-not-yet-betting-open = Zatím ne: nikdo není all-in a sázení je stále otevřené ({ $rule_face_up_for_all_ins }).
face-up-not-yet-others-may-bet = Zatím ne: { $all_in_count ->
        [one] hráč na místě { $all_in } je
       *[other] hráči na místech { $all_in } jsou
    } all-in, ale hráči na místech { $with_chips } ještě mají žetony a mohou sázet; karty zůstávají lícem dolů ({ $rule_face_up_for_all_ins }).


## showdown
showdown-big-blind-first = Hráč na místě { $seat }, big blind, měl { $stack }: nejdřív se vkládá blind a je živý ({ $live }), zbytek ({ $ante }) jde do big blind ante ({ $rule_rp_ante_formats }).
showdown-ante-first = Hráč na místě { $seat }, big blind, měl { $stack }: herna vkládá nejdřív big blind ante ({ $ante }) a jen zbytek ({ $live }) je živý blind.
showdown-board = Board: { $board }.
showdown-low = Low hráče na místě { $seat }: { $low }.
showdown-no-low = Hráč na místě { $seat } nemá low osmičku nebo lepší.
showdown-hi-lo-split = Hi/lo: každý pot se dělí, polovina nejlepší high ruce a polovina nejlepší low ruce (osmička nebo lepší); lichý žeton jde high polovině ({ $rule_odd_chips }-C).
showdown-hi-lo-scoop = Hi/lo: nikdo nemá low osmičku nebo lepší, takže nejlepší high ruka bere každý pot celý.
showdown-seat-hand = Místo { $seat } ({ $hole }): { $category }, { $five }.
showdown-category = { $category ->
        [high-card] vysoká karta
        [pair] pár
        [two-pair] dva páry
        [trips] trojice
        [straight] postupka
        [flush] barva
        [full-house] full house
        [quads] poker
       *[straight-flush] postupka v barvě
    }
showdown-share = místo { $seat } bere { $amount }
showdown-pot = { $pot ->
        [main] Hlavní pot
       *[side] Vedlejší pot
    } { $amount } (oprávněná místa { $eligible }): { $shares }.
showdown-pot-short = { $pot ->
        [main] hlavní pot
       *[side] vedlejší pot
    } { $amount }: { $shares }
showdown-summary = { $pots }.
showdown-odd-chips = Liché žetony, rozměněné na nejmenší žeton ({ $smallest_chip }), jdou prvnímu vítězi vlevo od buttonu ({ $rule_odd_chips }), v každém potu zvlášť ({ $rule_side_pots }).
showdown-odd-chips-by-suit = Liché žetony, rozměněné na nejmenší žeton ({ $smallest_chip }), jdou podle pravidla herny vítězi, který drží nejvyšší kartu podle barvy (piky, srdce, kára, kříže) mezi pěti hrajícími kartami, v každém potu zvlášť ({ $rule_side_pots }).
showdown-uncalled-returned = Nedorovnaných { $amount } se vrací hráči na místě { $seat }.
showdown-mucked = Hráč na místě { $seat } při showdownu zahodil karty lícem dolů, aniž je vyložil: ruka, kterou nelze získat zpět, nemá nárok na pot, ať obsahovala cokoli ({ $rule_tabling_cards }-B).
showdown-mucked-retrievable = Předpokládá se, že zahozené karty nelze získat zpět. Karty, které se ještě nedotýkají mucku a jsou na 100 % identifikovatelné, lze ještě vyzvednout a vyložit ({ $rule_live_cards_at_showdown }); v tom případě zadejte spor znovu s vyloženými kartami.
showdown-last-hand = Všechny ostatní ruce byly zahozeny lícem dolů, takže ruka hráče na místě { $seat }, jediná, která zbyla, vyhrává, aniž ji musí ukázat ({ $rule_showdown_order }).


## penalty
penalty-infraction = Místo { $seat }: { $infraction ->
        [etiquette] porušení etikety ({ $rule_etiquette_violations })
        [abuse] urážlivé chování ({ $rule_etiquette_violations })
        [card_exposure] karty odhalené při probíhající akci nebo nesprávně složené ({ $rule_exposing_cards })
        [throwing_cards] házení karet ({ $rule_exposing_cards })
        [disclosure] prozrazená ruka nebo rada ke hře, dokud byla ruka živá ({ $rule_no_disclosure })
        [electronic_device] zařízení použité u stolu s živou rukou ({ $rule_electronic_devices }-C)
        [phone_call] telefonát u stolu ({ $rule_electronic_devices }-A)
        [device_on_table] telefon nebo zařízení položené na stole ({ $rule_electronic_devices }-B)
        [strategy_tool] strategická pomůcka nebo strategická pomoc zvenčí u stolu ({ $rule_electronic_devices }-D)
        [identity] hráč není jasně identifikovatelný ({ $rule_player_identity })
        [language] mluvení u stolu jazykem, který herna nepovolila ({ $rule_official_language })
        [dodging_blinds] úmyslně vynechaný blind ({ $rule_dodging_blinds })
        [chips_hidden] žetony držené nebo odnesené mimo dohled ({ $rule_chips_out_of_view })
        [soft_play] soft play ({ $rule_ethical_play })
       *[collusion] chip dumping nebo spolčování ({ $rule_ethical_play })
    }.
penalty-first-infraction = Je to první přestupek hráče v turnaji: pravidla se přiklánějí k ústnímu napomenutí; opakované přestupky přinášejí stupňované tresty ({ $rule_penalties }-A).
penalty-first-infraction-house = Je to první přestupek hráče v turnaji: podle pravidla herny je prvním trestem jedno vynechané kolo a opakované přestupky přinášejí stupňované tresty.
penalty-repeat = Hráč už má v turnaji { $prior ->
        [one] jeden dřívější trest nebo napomenutí
        [few] { $prior } dřívější tresty nebo napomenutí
       *[other] { $prior } dřívějších trestů nebo napomenutí
    } a opakované přestupky přinášejí stupňované tresty ({ $rule_penalties }-A): doporučený trest je { $rounds ->
        [one] jedno vynechané kolo
        [few] { $rounds } vynechaná kola
       *[other] { $rounds } vynechaných kol
    }.
penalty-soft-play = Soft play se trestá, a to až propadnutím žetonů nebo diskvalifikací ({ $rule_ethical_play }); { $prior ->
        [0] za první přestupek
        [one] po jednom dřívějším přestupku
       *[other] po { $prior } dřívějších přestupcích
    } je doporučený trest { $rounds ->
        [one] jedno vynechané kolo
        [few] { $rounds } vynechaná kola
       *[other] { $rounds } vynechaných kol
    }.
penalty-collusion = Chip dumping a jiné spolčování vedou k diskvalifikaci ({ $rule_ethical_play }); žetony diskvalifikovaného hráče se z turnaje odstraní ({ $rule_penalties }-D).
penalty-count = Vynechané kolo je jedno rozdání za každého hráče u stolu v okamžiku udělení trestu, včetně provinilce: { $rounds } × { $players } (počet hráčů) = { $hands ->
        [one] { $hands } rozdání
       *[other] { $hands } rozdání
    } ({ $rule_penalties }-A).
penalty-posts = Hráč odchází od stolu; místu se rozdávají karty, které se zabíjejí, a místo dál platí své blindy a ante ({ $rule_penalties }-C): { $forced } za { $hands } rozdání ze stacku { $stack }, pokud stůl zůstane stejně obsazený.
penalty-blinded-out = To vezme celý stack: hráč s trestem může být z turnaje „vyblindován“ ({ $rule_penalties }-A).
penalty-the-floor-chooses = Výši trestu volí floorman: toto je výklad, ke kterému se pravidla přiklánějí, a další stupně jsou uvedeny jako alternativy ({ $rule_floor_decisions }).
penalty-summary-warning = Ústní napomenutí pro hráče na místě { $seat }.
penalty-summary-rounds = Hráč na místě { $seat } vynechá { $rounds ->
        [one] jedno kolo
        [few] { $rounds } kola
       *[other] { $rounds } kol
    }: { $hands } rozdání.
penalty-summary-disqualified = Hráč na místě { $seat } je diskvalifikován a jeho žetony se z turnaje odstraňují.
penalty-alt-warning = floorman místo toho udělí ústní napomenutí
penalty-alt-rounds = floorman místo toho udělí { $rounds ->
        [one] jedno vynechané kolo
        [few] { $rounds } vynechaná kola
       *[other] { $rounds } vynechaných kol
    }: { $hands } rozdání
penalty-alt-disqualify = floorman hráče diskvalifikuje
penalty-floor-chose-rounds = Floorman zvolil { $rounds ->
        [one] { $rounds } vynechané kolo
        [few] { $rounds } vynechaná kola
       *[other] { $rounds } vynechaných kol
    }; počet rozdání z toho vyplývá ({ $rule_penalties }-A).
penalty-serious = Floorman shledává přestupek závažným: doporučený trest začíná nad napomenutím, vynechaným kolem; výhrůžka může být důvodem k diskvalifikaci ({ $rule_penalties }-A).
penalty-exposure-hand-live = Odhalení ruku nezabíjí a případný trest začíná po skončení hry ({ $rule_exposing_cards }).
penalty-exposure-dead-house = Podle pravidla herny úmyslné odhalení karet hráčem na místě { $seat } při probíhající akci ruku zabíjí; žetony, které vložil, zůstávají v potu.
penalty-if-deliberate = floorman shledá odhalení karet hráčem na místě { $seat } úmyslným: herna ruku zabíjí
penalty-nuts-check-not-soft-play = Hráč na místě { $seat } dal na riveru jako poslední na řadě check s absolutními nuts: to samo o sobě není soft play; hráč nikdy není povinen sázet ({ $rule_penalties }-B). Na základě těchto skutečností žádný trest.
penalty-no-action-pending = Hráč na místě { $seat } odhalil karty, když neprobíhala žádná akce: odhalení karet se trestá jen při probíhající akci ({ $rule_exposing_cards }). Žádný trest.
penalty-if-floor-finds-it = floorman zjistí přestupek z jiných skutečností (dohoda, opakující se vzorec)
penalty-misdeal-does-not-count = Hráči na místě { $seat } se rozdá a jeho ruka se zabije, ale misdeal a nové rozdání se počítají jako jedno rozdání, které nové rozdání dokončí: po něm { $left ->
        [one] zbývá odpykat ještě { $left } rozdání
       *[other] zbývá odpykat ještě { $left } rozdání
    } ({ $rule_misdeals }-C).
penalty-hand-counts = Toto rozdání se do trestu počítá (místu se rozdá a ruka se zabije): { $left ->
        [one] po něm zbývá odpykat ještě { $left } rozdání
       *[other] po něm zbývá odpykat ještě { $left } rozdání
    } ({ $rule_penalties }-C).

## clock
clock-time = Po zavolání clocku má hráč na místě { $seat } na akci { $clock } s a pak odpočet { $countdown } s: celkem { $limit } s ({ $rule_calling_for_a_clock }).
clock-house-time = Podle pravidla herny má hráč na místě { $seat } po zavolání clocku na akci { $clock } s a pak odpočet { $countdown } s: celkem { $limit } s.
clock-in-time = Hráč na místě { $seat } jednal v { $seconds ->
        [one] { $seconds }. sekundě
       *[other] { $seconds }. sekundě
    }, { $tie ->
        [yes] v poslední sekundě odpočtu (v pochybnostech ve prospěch hráče)
       *[no] v časovém limitu
    }: akce platí.
clock-running = Hráč na místě { $seat } má na akci ještě { $left ->
        [one] { $left } sekundu
        [few] { $left } sekundy
       *[other] { $left } sekund
    }.
clock-expired-facing-bet = Hráč na místě { $seat } do konce odpočtu nejednal a čelil sázce { $to_call }: ruka je mrtvá.
clock-expired-no-bet = Hráč na místě { $seat } do konce odpočtu nejednal a nečelil žádné sázce: platí check.
clock-expired-no-bet-dead = Hráč na místě { $seat } do konce odpočtu nejednal: podle pravidla herny je ruka mrtvá, i když nečelil sázce.
clock-shot-clock = Herna používá shot clock: hráč na místě { $seat } má na každé rozhodnutí { $clock } s, počítáno od chvíle, kdy na něj došla akce, aniž by se clock musel zavolat.
clock-time-banks = Hráč na místě { $seat } odevzdal { $used ->
    [one] jednu kartu time banku
    [few] { $used } karty time banku
   *[other] { $used } karet time banku
}; { $counted ->
    [0] žádná se nepočítá (time banky nejsou)
    [one] počítá se jedna, o { $each } s víc
    [few] počítají se { $counted }, každá { $each } s
   *[other] počítá se { $counted }, každá { $each } s
}: celkem { $limit } s.
clock-acted-too-late = Hráč na místě { $seat } jednal v čase { $seconds } s, až po skončení odpočtu: tato akce se nepočítá.
clock-dead-chips-stay = Ruka hráče na místě { $seat } je mrtvá: { $in_pot }, které vložil, zůstává v potu.
clock-dead-nothing-in = Ruka hráče na místě { $seat } je mrtvá; nevložil žádné žetony.
clock-not-from-the-seat = Clock se musí zavolat od stolu (nebo ho zavolá floorman): clock zavolaný odjinud se vůbec nespustil, takže hráči na místě { $seat } čas nevypršel a ruka je živá ({ $rule_calling_for_a_clock }).

## at-seat
at-seat-live = Hráč na místě { $seat } byl na svém místě, když byla rozdána poslední karta úvodního rozdání: ruka je živá ({ $rule_at_your_seat }).
at-seat-dead = Ruka hráče na místě { $seat } je mrtvá{ $any ->
        [yes] ; { $in_pot }, které vložil, zůstává v potu
       *[no] {""}
    }.
at-seat-why-dead = Hráč musí být na svém místě, na dosah své židle, když je rozdána poslední karta úvodního rozdání; hráč na místě { $seat } nebyl, takže ruka je mrtvá ({ $rule_at_your_seat }).
at-seat-live-first-card = Hráč na místě { $seat } byl na svém místě, když byla rozdána první karta: ruka je živá.
at-seat-why-dead-first-card = Podle pravidla herny musí být hráč na svém místě, na dosah své židle, když je rozdána první karta; hráč na místě { $seat } nebyl, takže ruka je mrtvá.
at-seat-if-arrived-during-deal = hráč na místě { $seat } dorazil na místo až po rozdání první karty
at-seat-left-table = Hráč s živou rukou, ať all-in, nebo ne, musí zůstat u stolu; hráč na místě { $seat } odešel, ale odchod ruku nezabíjí: hraje se a floorman může hráče potrestat ({ $rule_at_the_table }).
at-seat-if-penalised = floorman potrestá hráče na místě { $seat } za odchod od stolu ({ $rule_penalties })

## accepted-action
accepted-told = { $by ->
        [dealer] Dealer
       *[player] Jiný hráč
    } řekl hráči na místě { $seat }, že sázka je { $announced }; ve skutečnosti je { $bet }.
accepted-caller-responsible = Kdo dorovnává, musí před dorovnáním znát správnou výši sázky, ať dealer nebo ostatní hráči ohlásí cokoli: hráč, který dorovná podle špatného napočítání, je vázán skutečnou sázkou a dluží správnou částku (nebo všechny své žetony, má-li jich méně) ({ $rule_accepted_action }).
accepted-no-difference = Napočítáno bylo správně: hráč na místě { $seat } dorovnává na { $call_to }.
accepted-owes-more = Hráč na místě { $seat } { $all_in ->
        [yes] je all-in za { $call_to }
       *[no] dorovnává celou sázku { $call_to }
    } a doplácí ještě { $more }.
accepted-gets-back = Hráč na místě { $seat } { $all_in ->
        [yes] je all-in za { $call_to }
       *[no] dorovnává správnou sázku { $call_to }
    }; { $back } vložených navíc se mu vrací.
accepted-rule-1 = Jako ve všech situacích může floorman rozhodnout jinak, pokud by trvat na správné částce bylo zjevně nespravedlivé ({ $rule_floor_decisions }).

## count-request
count-estimate = Každý hráč může kdykoli požádat o rozumný odhad žetonů soupeře; o přesné spočítání jen tehdy, když čelí all-inu tohoto hráče a je na řadě ({ $rule_count_of_chip_stack }).
count-exact = Hráč na místě { $requester } čelí all-inu hráče na místě { $target } a je na řadě: dealer all-in přesně spočítá ({ $stack } v tomto kole).
count-not-all-in = Hráč na místě { $target } není all-in: hráč na místě { $requester } dostane rozumný odhad stacku, ne přesné spočítání.
count-not-in-turn = Hráč na místě { $requester } není na řadě: teď dostane jen rozumný odhad žetonů hráče na místě { $target }, přesné spočítání až ve chvíli, kdy bude na řadě.
count-not-facing = Hráč na místě { $requester } nečelí all-inu hráče na místě { $target }: jen rozumný odhad.
count-house-in-turn = Podle pravidla herny si hráč na řadě může nechat spočítat stack kteréhokoli soupeře: hráč na místě { $requester } dostane přesné spočítání { $stack } hráče na místě { $target }.
count-house-estimate-only = Podle pravidla herny se stacky nikdy přesně nepočítají: hráč na místě { $requester } dostane rozumný odhad žetonů hráče na místě { $target }.

## string-bet
string-one-motion = Hráč na místě { $seat } posunul žetony dopředu jedním pohybem: žádný string bet; žetony se čtou tak, jak jsou ({ $rule_methods_of_raising }).
string-amount-first = Hráč na místě { $seat } řekl celou částku, { $to }, dřív, než vložil žetony: žetony pak mohou přijít libovolným počtem pohybů ({ $rule_methods_of_raising }).
string-raise-word-first = Hráč na místě { $seat } řekl „raise“ dřív, než vložil žetony: dorovnání a jeden další pohyb tvoří navýšení ({ $rule_methods_of_raising }).
string-bet = Hráč na místě { $seat } se vrátil ke stacku, aniž cokoli řekl (počet pohybů: { $motions }): string bet. Počítá se jen první pohyb, { $first }, čtený jako samotné žetony; { $back } z dalších pohybů se vrací ({ $rule_methods_of_raising }, { $rule_string_bets }).
string-third-motion = Po „raise“ se počítá jen dorovnání a jeden další pohyb (počet pohybů: { $counted }); { $back } z dalších pohybů se vrací ({ $rule_string_bets }).

## conditional-statement
cond-discouraged = Výroky o budoucí akci („když vsadíš, navýším“) jsou nestandardní a důrazně se nedoporučují: floorman může trvat na jejich splnění a hráče za ně potrestat ({ $rule_conditional_declarations }).
cond-binds = Podmínka se splnila a hráč na místě { $seat } je na řadě: pravidlo se přiklání k tomu, aby ho ohlášená akce zavazovala ({ $act }).
cond-not-met = Podmínka se nesplnila: výrok hráče na místě { $seat } k ničemu nezavazuje.
cond-if-not-held = floorman hráče k výroku nezaváže
cond-if-penalised = floorman výrok navíc potrestá (nejdřív napomenutím)
cond-house-binds = Podle pravidla herny podmíněný výrok zavazuje, jakmile se podmínka splní: hráč na místě { $seat } musí provést ohlášenou akci: { $act }.
cond-house-never-binds = Podle pravidla herny nejsou podmíněné výroky dovoleny a nikdy nezavazují: hráč na místě { $seat } jedná volně, se všemi možnostmi, které v dané situaci má, a za výrok může být potrestán.

## chips-behind
behind-found = Poté, co byl dorovnán all-in hráče na místě { $seat } za { $all_in }, bylo za stackem nalezeno { $found }.
behind-floor-decides = Zda { $found } nalezených za stackem hráče na místě { $seat } bylo součástí přijaté akce, zjišťuje floorman ({ $rule_chips_found_behind }); obě možnosti jsou uvedeny níže.
behind-part = { $found } bylo součástí přijaté akce: all-in hráče na místě { $seat } je { $all_in } ({ $rule_chips_found_behind }).
behind-if-loses-to-caller = hráč na místě { $seat } hru prohraje a floorman dá nalezených { $found } tomu, kdo dorovnal, hráči na místě { $caller }
behind-caller-owes = Hráč na místě { $caller } { $all_in ->
        [yes] vkládá svých posledních { $more } (all-in).
       *[no] doplácí ještě { $more }.
    }
behind-not-part = { $found } nebylo součástí přijaté akce: all-in hráče na místě { $seat } zůstává { $all_in } a tyto žetony nehrají ({ $rule_chips_found_behind }).
behind-not-paid-not-saved = Pokud hráč na místě { $seat } vyhraje, za { $found } mu nikdo neplatí; pokud prohraje, { $found } ho nezachrání a floorman je může dát tomu, kdo dorovnal.
behind-if-part = floorman shledá, že žetony byly součástí přijaté akce
behind-if-not-part = floorman shledá, že nebyly

## showdown-error
sderr-misread-corrected = Karty mluví: ruce se čtou z karet, ať bylo ohlášeno cokoli; pot jde nejlepší ruce podle karet, ruka hráče na místě { $seat } se čte tak, jak je ({ $rule_cards_speak }).
sderr-misread-too-late = Čtení vyložené ruky lze zpochybnit jen do { $window ->
    [substantial_action] podstatné akce v další hře
   *[next_hand] začátku další hry
}; námitka přišla později, takže pot zůstává tak, jak byl přidělen ({ $rule_disputed_hands }).
sderr-time-limit = Špatně přečtenou ruku lze zpochybnit do začátku další hry; chybu při přidělení nebo počítání potu do podstatné akce v další hře ({ $rule_disputed_hands }).
sderr-pot-corrected = Pot dostal nesprávný hráč a chyba byla namítnuta včas: pot se vezme zpět a přidělí podle karet, včetně hráče na místě { $seat } ({ $rule_disputed_hands }).
sderr-pot-too-late = Chyba byla namítnuta až poté, co { $window ->
    [next_hand] začala další hra
   *[substantial_action] proběhla podstatná akce v další hře
}: pot zůstává tak, jak byl přidělen ({ $rule_disputed_hands }).
sderr-killed-winner = Ruka hráče na místě { $seat } byla řádně vyložena a zjevně vyhrává: dealer ji nesmí zabít a pot bere ona ({ $rule_tabling_cards }-C).
sderr-mucked-live = Karty hráče na místě { $seat } byly odhozeny lícem dolů, ale nejsou v mucku a jsou jasně identifikovatelné: ruka je živá a hráč je může vzít zpět a vyložit ({ $rule_live_cards_at_showdown }).
sderr-mucked-dead = Karty hráče na místě { $seat } nelze s jistotou identifikovat: ruka je mrtvá a nemá nárok na pot.
sderr-one-card = Hráč na místě { $seat } vyložil jednu kartu: ruka se vykládá se všemi kartami lícem nahoru; dealer požádá o zbytek, a pokud hráč odmítne, volá se floorman ({ $rule_showdown_discarding_irregularities }-A).
sderr-bettor-live = Hráč na místě { $seat } odhodil karty v domnění, že jeho ruka vyhrála; dealer karty zadržel a jsou jasně identifikovatelné: vykládají se a hrají ({ $rule_showdown_discarding_irregularities }-B).
sderr-bettor-dead = Hráč na místě { $seat } odhodil karty v domnění, že jeho ruka vyhrála, a karty nelze získat zpět: ruka je mrtvá; dorovnané sázky zůstávají v potu a nedorovnaná sázka nebo navýšení se vrací ({ $rule_showdown_discarding_irregularities }-B).
sderr-killed-live = Ruku hráče na místě { $seat } dealer zabil (nebo je neplatná), ale stále ji lze bez pochyb identifikovat: zůstává živá ({ $rule_killed_fouled_exposed_hands }).
sderr-killed-dead = Ruku hráče na místě { $seat } dealer zabil (nebo je neplatná) a nelze ji identifikovat: náprava není možná; dorovnané sázky se nevracejí, nedorovnaná sázka nebo navýšení se vrací ({ $rule_killed_fouled_exposed_hands }).
sderr-unknown-identification = Rozhoduje, zda lze karty hráče na místě { $seat } bez pochyb identifikovat, a požadavek to neuvádí: pokud to nejde, ruka je mrtvá.
sderr-if-identifiable = karty hráče na místě { $seat } jsou jasně identifikovatelné (bez pochyb)
sderr-if-refuses = hráč na místě { $seat } odmítne vyložit ostatní karty

## tables
tables-table-breaks = Hráčů: { $players }, vejdou se ke stolům v počtu { $tables } po { $seats } místech: stůl { $table } se ruší; jeho hráči dostanou místa náhodným losem a mohou přijít na jakoukoli pozici ({ $rule_new_players_broken_tables }).
tables-short-tables-halt = { $count ->
        [one] Stůl { $tables } má
       *[other] Stoly { $tables } mají
    } o { $short ->
        [3] tři
       *[other] { $short }
    } nebo více hráčů méně než největší stůl ({ $largest }): hra se tam zastaví, jakmile se to dotkne blindů (big blind by došel na prázdné místo), dokud se stoly nevyrovnají; floorman od toho může upustit ({ $rule_balancing_tables }).
tables-who-moves = Ve flopových hrách se přesouvá hráč, který má jako další platit big blind, a to na nejhorší pozici u kratšího stolu (nikdy ne na small blind) ({ $rule_balancing_tables }).
tables-balanced = Stoly jsou vyrovnané: žádný přesun, žádné zastavení.
tables-halt-at = hra se zastaví { $count ->
        [one] u stolu { $tables }
       *[other] u stolů { $tables }
    }, dokud se stoly nevyrovnají
tables-moves = přesunout { $moves }
tables-move-one = { $players ->
        [one] jednoho hráče
       *[other] hráče v počtu { $players }
    } od stolu { $from } ke stolu { $to }
tables-summary = { $parts }.
tables-short-handed-discretion = U stolů s { $seats } místy (short-handed formát) je zastavení hry na uvážení floormana ({ $rule_balancing_tables }, { $rule_floor_decisions }); pravidla se přiklánějí k zastavení, dokud se stoly nevyrovnají.
tables-if-no-halt = floorman nechá hru u kratšího stolu pokračovat, zatímco se hráči přesouvají


## deal-error

deal-misdeal-redeal = Misdeal: hra se rozdá znovu se stejným buttonem a na stejném levelu; blindy a ante zůstávají vložené a všechny ostatní vsazené žetony se vracejí.
deal-arriving-wait = Nové rozdání je přesné opakování bez nových hráčů: hráči usazení až po misdealu (místa: { $seats }) čekají na další hru ({ $rule_misdeals }-C).
deal-away-plays-redeal = Hráčům, kteří při rozdávání nebyli na svém místě (místa: { $seats }), se v novém rozdání rozdává; ruka, u níž hráč stále není, když je rozdána její poslední karta, se zabíjí ({ $rule_at_your_seat }).
deal-duplicate-card = Karta nalezená dvakrát: { $card }.
deal-no-substantial-action = Zatím žádná podstatná akce ({ $rule_substantial_action }): { $actions ->
    [0] nikdo nejednal
    [one] proběhla jen jedna akce
    [few] proběhly jen { $actions } akce, to nestačí
   *[other] proběhlo jen { $actions } akcí, to nestačí
}, takže hru lze ještě prohlásit za misdeal.
deal-substantial-action = Došlo k podstatné akci ({ $rule_substantial_action }): počet akcí od rozdání: { $actions }, z toho se žetony: { $with_chips }; potom už misdeal není a hra pokračuje ({ $rule_misdeals }-D).
deal-floor-counts-check-and-fold = floorman počítá check a fold jako podstatnou akci
deal-draw-exposed-house = Ve hře typu draw o kartě, kterou dealer odhalí při rozdávání, rozhoduje pravidlo herny: příčiny misdealu pro odhalené karty v { $rule_misdeals }-A jsou psány pro flopové hry. Obvyklé pravidlo herny, kterým se řídí toto rozhodnutí: jedna odhalená karta se nahradí, druhá znamená misdeal.
deal-house-replaces-exposed = herna nahrazuje každou kartu, kterou dealer odhalí při rozdávání
deal-house-misdeals-one-exposed = herna vyhlásí misdeal při jakékoli kartě, kterou dealer odhalí při rozdávání
deal-fouled-deck = Vadný balíček: hra se zastaví, rozdání je neplatné a každý žeton se vrací hráči, který ho vložil, bez ohledu na akci; balíček se vymění.
deal-fouled-deck-all-back = Balíček se dvěma kartami stejné hodnoty a barvy ruší rozdání bez ohledu na podstatnou akci ({ $rule_misdeals }-E): vrací se { $total }, včetně blindů a ante. Námitku vadného balíčku je nutné vznést ve lhůtě pro sporné situace ({ $rule_disputed_hands }).
deal-player-exposed-live = Hráč na místě { $seat } odhalil vlastní karty: ruka zůstává živá a hra pokračuje; floorman může odhalení po skončení hry potrestat.
deal-player-exposed-why = Hráč, který odhalí karty při probíhající akci, může být potrestán, ale jeho ruka se za to nikdy nezabíjí ({ $rule_exposing_cards }); případný trest začíná po skončení hry ({ $rule_penalties }).
deal-exposed-after-substantial-action = Dealer odhalil karty hráče na místě { $seat }, ale po podstatné akci to není misdeal: ruka je živá a karty si ponechává.
deal-play-on-live = Hraje se dál: ruka hráče na místě { $seat } je živá.
deal-exposed-misdeal = Dealer při rozdávání odhalil { $cards ->
    [one] jednu kartu
    [few] { $cards } karty
   *[other] { $cards } karet
}{ $first_two ->
    [yes] , jednu z prvních dvou z balíčku
   *[no] {""}
}: ve flopových hrách je to misdeal ({ $rule_misdeals }-A).
deal-one-exposed-replaced = Žádný misdeal: odhalená karta hráče na místě { $seat } se ukáže stolu, po rozdání se nahradí další kartou a použije se jako první spálená karta.
deal-one-exposed-why = Jediná karta odhalená dealerem, která není jednou z prvních dvou z balíčku, nepatří mezi příčiny misdealu, které vyjmenovává { $rule_misdeals }-A (dvě nebo více odhalených karet, nebo jedna z prvních dvou).
deal-boxed-after-substantial-action = Karta nalezená v balíčku lícem nahoru po podstatné akci hru nezastavuje: považuje se za kus papíru a hra pokračuje.
deal-play-on = Hraje se dál: žádný misdeal.
deal-boxed-misdeal = Počet karet nalezených při rozdávání v balíčku lícem nahoru: { $cards }; dvě nebo více takových karet znamenají misdeal ({ $rule_misdeals }-A).
deal-one-boxed-replaced = Žádný misdeal: karta lícem nahoru se odloží jako kus papíru a nahradí se další kartou.
deal-one-boxed-why = Misdealem jsou jen dvě nebo více karet lícem nahoru v balíčku při rozdávání ({ $rule_misdeals }-A); jediná se nahradí.
deal-wrong-seat-after-substantial-action = První karta šla na špatné místo, ale došlo k podstatné akci: hra platí tak, jak byla rozdána.
deal-first-card-misdeal = První karta rozdání šla na špatné místo: misdeal ({ $rule_misdeals }-A).
deal-not-entitled-killed = Místu { $seat } bylo rozdáno, ačkoli na ruku nemělo nárok; po podstatné akci není misdeal, takže se tato ruka zabije a { $back }, které vložilo, se mu vrací.
deal-not-entitled-dead = Ruka místa { $seat } je mrtvá (místo na ni nemělo nárok); pro ostatní hra pokračuje.
deal-floor-keeps-chips-in-pot = floorman nechá žetony, které místo vložilo, v potu
deal-not-entitled-misdeal = Místu { $seat } bylo rozdáno, ačkoli na ruku nemělo nárok: misdeal ({ $rule_misdeals }-A).
deal-dealt-out-after-substantial-action = Místo { $seat } mělo nárok na ruku, ale nebylo mu rozdáno; po podstatné akci není misdeal.
deal-dealt-out-sits-out = Hraje se dál: hráč na místě { $seat } tuto hru vynechává.
deal-dealt-out-misdeal = Místo { $seat } mělo nárok na ruku, ale nebylo mu rozdáno: misdeal ({ $rule_misdeals }-A).
deal-scrap-of-paper = Po podstatné akci je karta, která nepatří do balíčku, kusem papíru ({ $rule_misdeals }-D): hráč na místě { $seat } drží příliš málo skutečných karet a ruka se špatným počtem karet je po podstatné akci mrtvá ({ $rule_burns_after_substantial_action }).
deal-non-standard-dead = Ruka hráče na místě { $seat } je mrtvá; hra pokračuje.
deal-non-standard-misdeal = Hráč na místě { $seat } dostal před podstatnou akcí kartu, která nepatří do balíčku: misdeal ({ $rule_misdeals }-A).

## board-error

board-four-card-flop = Čtyři karty na flopu: dealer čtyři karty lícem dolů zamíchá, floorman jednu náhodně vybere jako spálenou kartu pro turn a zbylé tři tvoří flop.
board-four-card-flop-why = Pravidlo pro nepravidelný flop ({ $rule_irregular_flops }) ponechává ve hře každou kartu, která vyšla z balíčku: žádná se nerozdává znovu a pořadí zbytku balíčku se neobnovuje.
board-premature = { $street } byl rozdán dřív, než skončilo kolo sázek: neplatí. Akce se vrací k hráči na místě { $seat }; po skončení kola se { $street } rozdá znovu.
board-premature-why = Spálená karta zůstává, kde je; { $street ->
    [flop] karty flopu se vracejí
   *[other] karta se vrací
} do zbytku balíčku, který se zamíchá a sejme, a nový { $street } se rozdá bez dalšího pálení ({ $rule_rp_premature_cards }).
board-no-burn-no-action = { $street } byl rozdán bez spálení a nikdo na něm ještě nejednal: { $street ->
    [flop] tři karty se lícem dolů zamíchají a jedna, náhodně vybraná, se stává spálenou kartou; zbylé dvě a další karta ze zbytku balíčku tvoří flop.
   *[other] rozdaná karta se stává spálenou kartou a další karta ze zbytku balíčku je { $street }.
}
board-no-burn-stands = { $street } byl rozdán bez spálení, ale už na něm proběhla akce: { $street } platí a další karty se pálí a rozdávají jako obvykle.
board-action-since-deal = Počet akcí od chvíle, kdy byl rozdán { $street }: { $actions } ({ $rule_irregular_flops }: jakmile proběhne jakákoli akce, i check, karty platí).
board-by-analogy = Pravidlo dává tento postup pro flop; pro turn a river se použije obdobně a rozhoduje floorman ({ $rule_floor_decisions }).
board-floor-lets-card-stand = floorman kartu ponechá a před dalším kolem se pálí

## button-blinds

button-big-blind-moves = Mrtvý button ({ $rule_dead_button }): big blind se každou hru posouvá o jednoho hráče dál, z místa { $from } na místo { $to }.
button-heads-up = Heads-up ({ $rule_button_placement }): button, místo { $button }, platí small blind, před flopem jedná první a po něm poslední; místo { $bb } platí big blind, takže nikdo není big blind dvakrát po sobě.
button-small-blind-live = Hráč na místě { $seat }, big blind minulé hry, platí small blind.
button-small-blind-dead = Big blind minulé hry (místo { $seat }) odešel: small blind je v této hře mrtvý a nikdo ho neplatí.
button-button-live = Button jde na místo { $seat }, small blind minulé hry.
button-button-dead = Button jde na místo { $seat }, kde nikdo nesedí: mrtvý button; hráč za ním platí jako obvykle.
button-waiting = { $count ->
    [one] Nový hráč na místě { $seats } sedí mezi small blindem a buttonem: nerozdává se mu
   *[other] Noví hráči na místech { $seats } sedí mezi small blindem a buttonem: nerozdává se jim
}, dokud button nepřejde ({ $rule_new_players_broken_tables }, { $rule_alternates_late_registration }).
button-arriving-dealt-in = { $count ->
    [one] Novému hráči na místě { $seats } se rozdává
   *[other] Novým hráčům na místech { $seats } se rozdává
} hned, a to i na blindech; v turnaji se za vstup do hry žádný blind nedoplácí.
button-away-dealt-in = { $count ->
    [one] Hráč na místě { $seats } není u stolu: rozdává se mu
   *[other] Hráči na místech { $seats } nejsou u stolu: rozdává se jim
} a místo platí, co dluží; ruka se zabije, pokud hráč není na místě, když rozdávání skončí ({ $rule_at_your_seat }).
button-dodging-intent-unknown = Hráč na místě { $seat } vynechal blindy; úmyslné vyhýbání se trestá a zda bylo úmyslné, zjišťuje floorman ({ $rule_dodging_blinds }).
button-dodging-forfeit = Hráč na místě { $seat } se blindům úmyslně vyhnul: podle pravidla herny propadají vynechané blindy a ante, { $amount }, jako mrtvé do dalšího potu a hráč je potrestán.
button-floor-finds-deliberate = floorman shledá vyhýbání úmyslným
button-summary = Další hra: button { $button_dead ->
    [yes] mrtvý na místě { $button }
   *[no] na místě { $button }
}, { $sb_dead ->
    [yes] bez small blindu (mrtvý)
   *[no] small blind na místě { $sb }
}, big blind na místě { $bb }.
button-counted = Od rozdání: počet akcí { $actions }, z toho se žetony: { $with_chips } ({ $rule_substantial_action }).
button-misplaced-stands = Došlo k podstatné akci, takže hra platí s buttonem na místě { $seat } ({ $rule_button_placement }-A); ani pro další hru se button nevrací, přestože správně měl být na místě { $correct }.
button-floor-restores-rotation = floorman nastaví blindy další hry, jako by button byl na místě { $correct }, aby nikdo blind nevynechal ani neplatil dvakrát
button-misplaced-misdeal = Zatím žádná podstatná akce: misdeal. Button jde na místo { $correct }, všechny žetony se vracejí a hra se rozdá znovu se správnými blindy ({ $rule_button_placement }-A).
button-floor-counts-check-and-fold = floorman počítá check a fold jako podstatnou akci
button-not-deliberate = Floorman shledává, že se hráč na místě { $seat } blindům úmyslně nevyhnul: žádný trest.
button-dodging-penalised = Hráč na místě { $seat } se blindům úmyslně vyhnul: trest, jehož výši volí floorman.
button-floor-finds-not-deliberate = floorman shledá, že to nebylo úmyslné
button-dodging-why = Úmyslné vyhýbání se blindům (načasováním změny místa, přesunu mezi stoly nebo pozdním příchodem) se trestá ({ $rule_dodging_blinds }, { $rule_penalties }); zda bylo úmyslné, rozhoduje floorman.

## errors
error-clock-not-to-act = clock se volá na hráče, který je na řadě, a hráč na místě { $seat } na řadě není
error-clock-needs-to = sázka nebo navýšení potřebuje `to`, celkovou částku v kole
error-clock-not-a-betting-act = ukázání nebo zahození karet není akce na clock
error-accepted-not-to-act = ten, kdo dorovnává, je hráč na řadě, a hráč na místě { $seat } na řadě není
error-accepted-no-bet-to-call = hráč na místě { $seat } nečelí žádné sázce: není co dorovnávat
error-count-own-stack = hráč na místě { $seat } žádá o spočítání vlastních žetonů
error-string-no-motion = motions: nejméně jeden pohyb žetonů dopředu
error-string-empty-motion = pohyb bez žetonů
error-cond-not-betting = then.action: výrok zavazuje k sázkové akci (fold, check, call, bet, raise, all-in)
error-cond-not-to-act = podmínka se splnila, takže hráč na místě { $seat } by měl být na řadě, a není
error-cond-not-legal-now = akce, kterou hráč na místě { $seat } ohlásil, teď není pro toto místo možná (porovnejte částku s možnostmi)
error-behind-nothing-found = found: nejméně jeden žeton
error-behind-not-all-in = hráč na místě { $seat } není all-in: žetony za stackem jsou otázkou jen u dorovnaného all-inu
error-behind-not-called = all-in hráče na místě { $seat } zatím nikdo nedorovnal
error-penalty-players-at-table = u stolu sedí 2 až 12 hráčů, ne { $players }

error-out-of-turn-empty-action = prázdná akce
error-out-of-turn-bet-or-raise-needs-street = sázka nebo navýšení potřebuje `to`, celkovou částku v kole
error-out-of-turn-showing-or-mucking-not-betting = ukázání nebo zahození karet není sázková akce mimo pořadí
error-out-of-turn-no-player-act-betting-over = nikdo není na řadě: sázení skončilo
error-out-of-turn-seat-player-act-not-out = hráč na místě { $seat } je na řadě: to není mimo pořadí
error-out-of-turn-seat-has-folded = hráč na místě { $seat } složil
error-out-of-turn-not-passed-over = hráč na místě { $skipped } nebyl přeskočen: akce mimo pořadí hráče na místě { $seat } přeskočila hráče od místa { $in_turn }, který byl na řadě
error-face-up-everyone-else-folded-there-no = všichni ostatní složili: showdown není
error-show-request-player-asking-see-their-own = hráč, který chce vidět vlastní ruku, není sporná situace
error-show-request-hand-not-showdown-betting-still = hra není u showdownu: sázení je stále otevřené nebo všichni ostatní složili
error-show-request-seat-folded-before-showdown-hand = hráč na místě { $tgt } složil před showdownem: ta ruka je mrtvá
error-bet-no-player-act-betting-over = nikdo není na řadě: sázení skončilo
error-bet-seat-not-act-seat-act = hráč na místě { $seat } není na řadě (na řadě je místo { $to_act }); pro akci mimo pořadí použijte spor out_of_turn
error-bet-bet-dispute-needs-chips-pushed = spor o sázku potřebuje posunuté žetony, ohlášená slova, nebo obojí
error-bet-simultaneous-and-before = slova nemohou přijít zároveň před žetony i se žetony: uveďte `before_chips` nebo `simultaneous`
error-bet-chip-worth-least = žeton má hodnotu nejméně 1
error-bet-chips-add-up-too-much = žetony dávají dohromady příliš mnoho
error-bet-seat-pushes-but-has-only = hráč na místě { $seat } posouvá { $pushed }, ale za sebou má jen { $stack }
error-bet-chips-front-more-than-seat-had = žetony před hráčem dávají { $prior_value }, víc, než měl hráč na místě { $seat } v tomto kole před sebou a za sebou dohromady ({ $total })
error-bet-chips-front-add-up-less = žetony před hráčem dávají { $prior_value }, méně než { $committed }, které má hráč na místě { $seat } vloženo
error-showdown-hand-not-over-betting-still = hra neskončila: sázení je stále otevřené nebo ještě mají přijít karty boardu
error-showdown-needs-the-board = showdown potřebuje celý board (pět karet): uveďte je v rozdáních
error-showdown-needs-hole-cards = showdown potřebuje vlastní karty { $count ->
        [one] místa { $seats }
       *[other] míst { $seats }
    }: uveďte je v `seats[].cards`
error-incorrect-bet-bet-within-legal-range-pot = sázka na { $to } je v platném rozmezí ({ $min_to } až { $max_to }); pro příliš nízké napočítání potu v pot-limitu nastavte meant_pot
error-incorrect-bet-there-no-action-hand-has = akce { $index } neexistuje (hra má akcí: { $actions })
error-incorrect-bet-action-board-deal-not-bet = ta akce je rozdání boardu, ne sázka
error-incorrect-bet-action-not-bet-or-raise = ta akce není sázka ani navýšení
error-incorrect-bet-seat-not-player-act-action = hráč na místě { $seat } nebyl při té akci na řadě
error-options-no-player-act-betting-over = nikdo není na řadě: sázení v této hře nebo v tomto kole skončilo
error-options-seat-not-act-seat = hráč na místě { $seat } není na řadě: na řadě je místo { $to_act }
error-dispute-seat-not-hand = místo { $seat } není ve hře
error-sderr-only-hand-left = hráč na místě { $seat } drží jedinou zbývající ruku: vyhrává pot bez ukázání a není jiná ruka, které by se dal přidělit
error-dispute-not-an-empty-seat = místo { $seat } není prázdné místo tohoto stolu
error-cards-dealt-deals-hole-cards-right-number = { $value } rozdává { $expected } vlastních karet: { $count } je správný počet
error-cards-dealt-most-cards = nejvýše 10 karet
error-cards-dealt-seat-has-already-folded = hráč na místě { $seat } už složil
error-tables-table-seats-players = u stolu sedí 2 až 10 hráčů
error-tables-least-one-table = nejméně jeden stůl
error-tables-most-tables = nejvýše 1000 stolů
error-tables-players-table-seats = hráčů: { $players } u stolu s počtem míst { $seats }
error-tables-id-needed = je potřeba id
error-tables-table-listed-twice = stůl { $id } je uveden dvakrát
error-hand-amounts-most-chips = částky jsou nejvýše { $value } žetonů
error-hand-not-valid-hand = neplatná hra: { $value }
error-hand-card-dealt-twice-hand = karta { $value } je v této hře rozdána dvakrát
error-hand-big-blind-must-least-chip = big blind musí být nejméně 1 žeton
error-hand-small-blind-larger-than-big = small blind ({ $small }) je větší než big blind ({ $big })
error-hand-smallest-chip-must-worth-least = nejmenší žeton musí mít hodnotu nejméně 1
error-hand-hand-needs-least-two-seated = hra potřebuje nejméně dva usazené hráče
error-hand-players-table-seats-most = hráčů: { $seats }; u stolu sedí nejvýše { $value }
error-hand-button-must-seat-number-from = button musí být číslo místa od 1 do { $value }
error-hand-seat-numbers-run-from = čísla míst jdou od 1 do { $value }
error-hand-seat-listed-twice = místo { $seat } je uvedeno dvakrát
error-hand-seated-player-needs-chips-dealt = usazený hráč potřebuje žetony, aby se mu rozdávalo
error-hand-hole-cards-given-deals = uvedeno vlastních karet: { $value }; { $value_2 } rozdává { $hole_cards }
error-hand-seat-not-hand = místo { $seat } není ve hře
error-hand-straddle-must-least-chip = straddle musí být nejméně 1 žeton
error-hand-limits-apply-fixed-limit-games = limity platí jen pro hry s fixním limitem (LHE)
error-hand-fixed-limit-bet-sizes-must = velikosti sázek ve fixním limitu musí být nejméně 1 žeton
error-hand-cap-must-allow-least-one = strop musí dovolit nejméně jednu sázku
error-hand-action-needs-seat-action-or = akce potřebuje `seat` a `action`, nebo `deal`
error-hand-missing-action = chybí `action`
error-hand-seat-not-hand-2 = místo { $seat } není ve hře
error-hand-bet-or-raise-must-least = sázka nebo navýšení musí být nejméně na 1 žeton
error-hand-needs-player-street-total = `{ $kind }` potřebuje `to`, celkovou částku hráče v kole
error-hand-board-deal-has-only-deal = rozdání boardu má jen `deal` a `cards`
error-hand-board-deals-flop-turn-or = rozdání boardu jsou flop, turn nebo river
error-hand-cards-shown-deals = ukázaných karet: { $value }; { $value_2 } rozdává { $hole_cards }
error-hand-seat-shows-but-dealt = hráč na místě { $seat } ukazuje { $cards_to_string }, ale dostal { $own }
error-hand-dead-small-blind-heads-up = mrtvý small blind potřebuje tři nebo více hráčů: v heads-upu platí small blind button
error-hand-post-by-blind = místo { $seat } v této hře platí blind a nemůže zároveň platit v `posts`
error-hand-post-by-straddler = místo { $seat } dává straddle a nemůže zároveň platit v `posts`
error-hand-post-at-least-chip = platba musí být nejméně jeden žeton
error-hand-live-post-over-big-blind = živá platba { $amount } je víc než big blind ({ $big }); zbytek vložte jako mrtvý
error-hand-two-live-posts = místo { $seat } má dvě živé platby; jedna je živá, zbytek je mrtvý
error-hand-spot-board-cards = board tohoto kola má karet: { $n }; uvedeno: { $given }
error-hand-spot-full-raise-zero = poslední plná sázka nebo navýšení je nejméně jeden žeton
error-hand-spot-full-raise-needed = v tomto kole mohla padnout víc než jedna sázka nebo navýšení, nebo nejvyšší sázka byla dorovnána: uveďte velikost poslední plné sázky nebo navýšení (určuje minimální navýšení)
error-hand-spot-full-bet-to-needed = poslední plné navýšení mohl být all-in pod nejvyšší sázkou: uveďte celkovou částku v kole u poslední plné sázky nebo navýšení (další navýšení je sázka nad ní)
error-hand-spot-acted-not-matched = hráč na místě { $seat } od poslední plné sázky jednal, ale má před sebou { $in_front } proti sázce { $current }, se žetony za sebou a nesložil: musel dorovnat, navýšit nebo složit
error-hand-spot-to-act-cannot = hráč na místě { $seat } nemůže být na řadě: složil, je all-in, nebo jednal a sázku vyrovnal
error-hand-spot-one-live-hand = spot potřebuje dva nebo více hráčů, kteří nesložili
error-ruling-spot-or-hand = pošlete jedno z `hand`, `hand_text` nebo `spot`
error-ruling-spot-not-for-dispute = `{ $kind }` potřebuje celou hru: spot popisuje jen probíhající kolo sázek (slouží pro { $spot_types })
error-ruling-unknown-house = žádný profil pravidel herny se nejmenuje `{ $name }` (profily: { $known })
error-hand-board-cards-given = { $street } má { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    }, uvedeno { $given }
error-hand-cards-odd-length = text karet má lichou délku: každá karta se píše dvěma znaky, např. „AsKd“
error-hand-not-a-card = „{ $text }“ není karta (hodnota 2-9, T, J, Q, K, A, pak barva c, d, h, s)
error-hand-card-twice = karta { $card } se objevuje dvakrát
error-replay-not-hand = není ve hře
error-replay-straddle-must-more-than-bet = straddle musí být víc než sázka před ním ({ $current_bet })
error-replay-seat-not-hand = místo { $seat } není ve hře
error-replay-seat-checks-facing-bet-more = hráč na místě { $seat } dává check, ačkoli čelí sázce o { $facing } vyšší
error-replay-seat-has-folded = hráč na místě { $seat } složil
error-replay-seat-bets-or-raises-which = hráč na místě { $seat } sází nebo navyšuje na { $to }, což nepřesahuje aktuální sázku { $current_bet }
error-replay-seat-bets-but-has-only = hráč na místě { $seat } sází na { $to }, ale v tomto kole má celkem jen { $all_in_to }
error-replay-seat-bets-most-allowed = hráč na místě { $seat } sází na { $to }; nejvýše je dovoleno { $hi }
error-replay-seat-bets-smallest-legal-bet = hráč na místě { $seat } sází na { $to }; nejmenší platná sázka nebo navýšení je na { $lo }
error-replay-seat-shows-or-mucks-while = hráč na místě { $seat } ukazuje nebo zahazuje karty, zatímco sázení je stále otevřené: takové odhození uveďte jako `fold` (závazný, { $rule_non_standard_folds }); pro sázejícího, který karty zahodil v domnění, že vyhrál, použijte `showdown_error` s `bettor_mucked` ({ $rule_showdown_discarding_irregularities }-B)
error-replay-dealt-before-betting-over = { $street } je rozdán dřív, než skončilo sázení v kole { $current }{ $who }
error-replay-not-due = na řadě je { $next }, ne { $street }
error-replay-none-due = žádný { $street } není na řadě: board této hry je kompletní nebo hra skončila
error-replay-seat-to-act = ; na řadě je místo { $seat }
error-replay-nothing = {""}
error-replay-acts-betting-over = hráč na místě { $seat } jedná, ale v této hře už sázení není možné
error-replay-acts-after-folds = hráč na místě { $seat } jedná poté, co všichni ostatní složili
error-replay-acts-before-deal = hráč na místě { $seat } jedná dřív, než je rozdán { $street }
error-replay-seat-may-not-raise = hráč na místě { $seat } nesmí navýšit: { $why ->
        [not-reopened] sázení nebylo znovu otevřeno: už jednal a čelí méně než plnému navýšení
        [capped] navýšení v tomto kole dosáhla stropu
        [no-opponent] žádný soupeř nemá žetony na dorovnání navýšení
       *[all-chips] dorovnání vezme všechny jeho žetony
    }
error-replay-seat-acts-out-turn = hráč na místě { $seat } jedná mimo pořadí: na řadě je místo { $to_act }
error-replay-seat-acts-nobody-to-act = hráč na místě { $seat } jedná mimo pořadí: nikdo není na řadě
error-pokerstars-not-pokerstars-hand-history-no = není to historie her PokerStars: chybí hlavička „PokerStars Hand #“
error-pokerstars-other-site = toto je historie her z „{ $site }“, ne z PokerStars: floorcall čte text PokerStars, PHH a OHH
error-pokerstars-floorcall-reads-no-limit-limit = „{ $what }“: floorcall čte hold'em, Omahu (4 až 6 karet, hi/lo), seven-card stud, stud hi/lo, razz, five-card draw, 2-7 single a triple draw, A-5 triple draw a badugi
error-pokerstars-dead-or-extra-blinds-not = „{ $l }“: mrtvé nebo dodatečné blindy nejsou podporovány
error-pokerstars-blind-not-buttons-order = místo { $seat } platí blind, který mu button nedává (blindy nejsou tam, kam je button umisťuje)
error-pokerstars-hand-cut-short = druhý řádek stolu uvnitř jedné hry: předchozí hra byla useknuta a další na ni navazuje
error-pokerstars-not-an-amount = „{ $text }“ není částka
error-pokerstars-unreadable-seat-line = „{ $text }“ začíná jako řádek místa, ale nelze ho tak přečíst (očekává se „Seat N: name (chips in chips)“)
error-pokerstars-button-not-a-number = místo buttonu není číslo
error-pokerstars-fewer-than-two-players = méně než dva usazení hráči
error-pokerstars-no-big-blind = big blind nenalezen
error-pokerstars-no-button-line = v řádku stolu chybí „Seat #N is the button“
error-ohh-not-valid-ohh-json = neplatný OHH (JSON): { $value }
error-ohh-no-hand-found = nenalezena žádná hra
error-ohh-not-amount = „{ $value }“ není částka
error-ohh-button-seat = místo buttonu
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }: floorcall čte z OHH Holdem, Omaha, OmahaHiLo, Stud, StudHiLo a Draw a podle názvu Razz, Badugi, ShortDeck (NL) a Courchevel (PL)
error-ohh-not-player-hand = není hráčem této hry
error-ohh-hand-needs-two-players = hra potřebuje dva hráče
error-ohh-seat-number = číslo místa
error-ohh-player-id = id hráče
error-ohh-street-run-twice-draw-rounds = kolo „{ $other }“ (run it twice a kola výměny nejsou podporovány)
error-ohh-straddles-dead-blinds-ohh-not = straddly a mrtvé blindy v OHH nejsou podporovány
error-import-no-hand-found-text = v textu nebyla nalezena žádná hra
error-import-hands-text-one-hand-time = v textu je her: { $n }; vždy jen jedna hra
error-import-hand-text-needs-hand-format = `hand_text` potřebuje `hand_format`
error-import-send-either-hand-or-hand = pošlete buď `hand`, nebo `hand_text`, ne obojí
error-import-ruling-needs-hand-hand-or = rozhodnutí potřebuje hru: `hand`, nebo `hand_text` s `hand_format`
error-phh-no-phh-hand-found-hand = nenalezena žádná hra PHH: hra potřebuje pole `variant`
error-phh-expected-non-negative-amount = očekává se nezáporná částka
error-phh-not-amount = „{ $value }“ není částka
error-phh-missing-variant = chybí `variant`
error-phh-missing = chybí
error-phh-players-hand-has = hráčů: { $n }; hra jich má 2 až 10
error-phh-action-string = akce je řetězec
error-phh-missing-actions = chybí `actions`
error-phh-not-amount-2 = „{ $value }“ není částka
error-phh-amounts-have-more-than-six = částky mají víc než šest desetinných míst
error-phh-seat-number = číslo místa
error-phh-seats-starting-stacks-differ-length = `seats` a `starting_stacks` mají různou délku
error-phh-hands-without-big-blind-button = hry bez big blindu (button blindy, bring-iny) nejsou podporovány
error-phh-not-player-hand = „{ $w }“ není hráčem této hry
error-phh-not-phh-action-floorcall-understands = „{ $value }“ není akce PHH, které floorcall rozumí
error-phh-board-cards-do-not-add = karty boardu nedávají dohromady flop, turn a river
error-phh-not-valid-toml = neplatný PHH (TOML): { $detail }
error-phh-variant-not-supported-floorcall-models = varianta { $other } není podporována: floorcall čte NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D a PC a PC/8 (Courchevel, vlastní kód)
error-deal-at-least-one-card = `cards` musí být nejméně 1
error-deal-seat-needed = `{ $error }` potřebuje dotčené místo
error-deal-more-than-hole-cards = odhalených karet: { $cards }, ale hráč drží { $hole }
error-deal-seat-out-of-range = čísla míst jdou od 1 do { $max }
error-deal-seat-was-dealt-in = místu { $seat } bylo rozdáno (je ve hře); použijte `dealt_in_wrongly` nebo uveďte místo, kterému rozdáno nebylo
error-deal-not-one-card = uveďte jednu kartu, například `As`
error-board-no-board-preflop = preflop se nerozdávají žádné karty boardu: uveďte flop, turn nebo river
error-board-four-cards-on-flop-only = rozdání čtyř karet je chyba flopu: `street` musí být `flop`
error-board-end-before-wrong-deal = pošlete hru až do okamžiku před chybným rozdáním karty { $street }; už to rozdání obsahuje
error-board-round-was-over = kolo sázek skončilo, když byl rozdán { $street }: nebyl rozdán předčasně
error-board-not-the-next-street = { $street } není další kolo, které po akcích hry přichází
error-board-no-such-deal = hra nemá rozdání { $street }: pošlete hru s rozdaným { $street } a s akcemi po něm
error-board-later-street-dealt = hra jde za { $street }: pošlete ji až po akci na { $street }
error-button-table-size = `table_size` musí pokrýt každé uvedené místo (nejméně { $named }) a být nejvýše { $max }
error-button-seat-taken = místo { $seat } není prázdné místo tohoto stolu
error-button-no-next-hand = zbývají méně než dva hráči: u tohoto stolu další hra není
error-button-correct-button-needed = `button_misplaced` potřebuje `correct_button`, místo, kde má být button
error-button-correct-button-differs = `correct_button` musí být místo od 1 do { $max } jiné než { $seat }, kde je button
error-button-dodger-seat-needed = `dodging_blinds` potřebuje místo hráče

## hand-for-hand
h4h-places = { $count ->
        [one] Jeden hráč vypadává
        [few] { $count } hráči vypadávají
       *[other] { $count } hráčů vypadává
    } ve hře, kdy jich zbývá { $remaining }: { $count ->
        [one] místo { $best }
       *[other] místa { $best } až { $worst }
    }; placených míst je { $paid }.
h4h-shared = Hráči, kteří vypadnou ve hře, ve které se turnaj dostane do peněz, se dělí o placená místa této hry ({ $rule_rp_hand_for_hand }-A): vyřazení hráči ({ $count }) se rovným dílem dělí o místa { $best } až { $worst } a jejich výhry.
h4h-ranked = Hráči, kteří vypadnou ve stejné hře, končí v pořadí podle žetonů, se kterými hru začali, větší stack výš; stejné stacky se o svá místa dělí ({ $rule_simultaneous_busts }).
h4h-left-over = Po rovném rozdělení zbývá { $left_over }: komu připadne, rozhoduje floorman.
h4h-not-announced = Nárok na výplatu začíná vyhlášením hry hand-for-hand ({ $rule_rp_hand_for_hand }-A); před touto hrou vyhlášena nebyla, takže pořadí těchto vyřazení určí floorman.
h4h-summary-shared = Vyřazení hráči ({ $count }) se dělí o { $money }: každý dostane { $each }.
h4h-summary-ranked = Vyřazení hráči ({ $count }) končí v pořadí podle svých počátečních stacků a dělí se o { $money } podle míst.
h4h-summary-no-prize = Žádný vyřazený hráč nedosáhne peněz: nejlepší umístění je { $best }. místo a placených míst je { $paid }.
h4h-summary-one = Hráč končí na { $place }. místě: { $money }.
h4h-ranked-anyway = Hand-for-hand nebyla před touto hrou vyhlášena, ale pravidlo 2026 přesto řadí hráče vyřazené ve stejné hře podle jejich počátečních stacků ({ $rule_simultaneous_busts }).
error-h4h-busted = `busted` potřebuje 1 až 100 hráčů
error-h4h-remaining = ze zbývajících hráčů ({ $remaining }) nemůže v jedné hře vypadnout { $busted } a turnaj přitom pokračovat
error-h4h-paid = `paid` potřebuje 1 až 100 000 míst
error-h4h-payouts = jsou potřeba výhry pro { $need } míst od místa { $best }: tam vyřazení hráči končí
error-h4h-one-per-player = je potřeba jedna položka na každého vyřazeného hráče: vyřazeno { $busted }, uvedeno { $got }
error-h4h-payouts-range = nejvýše jedna výhra na vyřazeného hráče, každá nejvýše 10^18
error-h4h-start-stack = pravidlo 2026 řadí vyřazené hráče podle žetonů, se kterými hru začali: uveďte u každého `start_stack`

## chip-race
race-exchange = Žetony za { $removed } odcházejí ze hry: žetony každého hráče se vymění za žetony po { $lowest } ve stejné hodnotě a zbytek, celkem { $odd_total }, se rozehraje v chip race od místa 1, nejvýše jeden žeton na hráče ({ $rule_chip_race }-A): { $chips ->
        [0] žádný žeton za { $lowest }
        [one] jeden žeton za { $lowest }
        [few] { $chips } žetony po { $lowest }
       *[other] { $chips } žetonů po { $lowest }
    }, lichá hodnota zaokrouhlená na nejbližší žeton.
race-all-exchanged = Každý odebraný žeton se vymění ve stejné hodnotě: na chip race nic nezbývá.
race-raced = { $chips ->
        [0] V chip race se nehraje o žádný žeton
        [one] V chip race se hraje o jeden žeton za { $lowest }: získá ho místo { $winners } s nejvyšší kartou
        [few] V chip race se hraje o { $chips } žetony po { $lowest }: získají je místa { $winners } s nejvyššími kartami
       *[other] V chip race se hraje o { $chips } žetonů po { $lowest }: získají je místa { $winners } s nejvyššími kartami
    }.
race-to-run = { $chips ->
        [0] Mezi místy { $seats } se o žádný žeton nehraje
        [one] Mezi místy { $seats } se hraje o jeden žeton za { $lowest }
        [few] Mezi místy { $seats } se hraje o { $chips } žetony po { $lowest }
       *[other] Mezi místy { $seats } se hraje o { $chips } žetonů po { $lowest }
    }: za každý lichý žeton se rozdá jedna karta od místa 1 a nejvyšší karty vyhrávají, nejvýše jeden žeton na hráče.
race-kept-in = Hráč na místě { $seat } přišel v chip race o poslední žetony: v chip race nikdo nevypadává, takže dostane jeden žeton za { $lowest }.
race-exactly-half = Liché žetony dávají přesně polovinu žetonu za { $lowest }: zaokrouhlení nahoru je obvyklá praxe a rozhoduje floorman.
race-may-be-kept-in = Hráč, který v chip race přijde o poslední žetony, nevypadává: dostane jeden žeton za { $lowest }.
error-race-denominations = odebíraná hodnota ({ $removed }) musí být menší než nejnižší hodnota, která zůstává ve hře ({ $lowest })
error-race-seat-twice = místo { $seat } je uvedeno dvakrát
error-race-one-per-seat = `odd` potřebuje jedno číslo na každé místo hry, v pořadí míst: míst { $seats }, čísel { $got }
error-race-more-than-stack = místo { $seat } nemůže mít { $value } v žetonech odebírané hodnoty: jeho stack je { $stack }
error-race-not-in-order = místo { $seat } má liché žetony do chip race, ale není v `order`

## before-amount
before-amount-facts = Hráč na místě { $bettor } řekl „bet“ nebo „raise“ a dřív, než zazněla částka (celkem { $to }), jednal hráč na místě { $seat }; hráči musí před akcí počkat na jasnou částku ({ $rule_acting_in_turn }-B).
before-amount-brought-up = Vyslovená částka, { $stated }, je menší než nejmenší platná sázka nebo navýšení: doplňuje se na { $to } ({ $rule_raise_amounts }).
before-amount-over-pot = Vyslovená částka, { $stated }, je větší než sázka ve výši potu: snižuje se na { $to } ({ $rule_pot_limit_bets }).
before-amount-over-limit = Vyslovená částka, { $stated }, je větší, než limit dovoluje: je to jedna sázka nebo navýšení, na { $to } ({ $rule_number_of_raises }).
before-amount-over-stack = Vyslovená částka, { $stated }, je větší, než sázející má: je to all-in za { $to }.
before-amount-all-in-capped = Hráč na místě { $seat } ohlásil all-in: v této struktuře sázek je to největší dovolené navýšení, na { $to }, a platí ({ $rule_acting_in_turn }-A).
before-amount-fold-stands = Fold hráče na místě { $seat } byl na řadě a akce na řadě je závazná ({ $rule_acting_in_turn }-A): fold platí, ať hráč na místě { $bettor } pak řekl cokoli.
before-amount-all-in-stands = All-in hráče na místě { $seat } byl na řadě a je závazný ({ $rule_acting_in_turn }-A): hráč na místě { $seat } je all-in za { $to }.
before-amount-held-to-call = Hráč na místě { $seat } dorovnal dřív, než byla známa částka hráče na místě { $bettor }: floorman rozhodne, jak situaci nejlépe odpovídá, a může ho zavázat k jakékoli částce ({ $rule_conditional_declarations }-B); pravidlo se přiklání k dorovnání sázky, celkem { $to } (o { $to_call } víc).
before-amount-if-choose-again = floorman shledá spravedlivějším nechat hráče na místě { $seat } znovu se rozhodnout, když je teď částka známa
error-before-amount-bettor-not-to-act = hráč na místě { $seat } není na řadě: sázející je hráč, který řekl „bet“ nebo „raise“
error-before-amount-not-next = hráč na místě { $seat } není další na řadě po hráči na místě { $bettor }: akce dál v pořadí je akce mimo pořadí (`out_of_turn`)
error-before-amount-call-fold-or-all-in = akce musí být call, fold nebo all-in

## pot-count
pot-count-not-counted = Hráči mají nárok na spočítání potu jen v pot-limitu: v této hře dealer hráči na místě { $seat } pot nepočítá ({ $rule_pot_limit_bets }-A).
pot-count-spread = Na požádání lze pot rozprostřít, aby ho všichni viděli ({ $rule_rp_spreading_the_pot }).
pot-count-counted = Pot limit: dealer hráči na místě { $seat } spočítá pot: { $pot } ({ $rule_pot_limit_bets }-A).
pot-count-counted-to-act = Pot limit: dealer hráči na místě { $seat } spočítá pot: { $pot }; hráč na místě { $seat } může jít nejvýše na { $max } ({ $rule_pot_limit_bets }-A).

## stub
stub-all = Upuštěný zbytek balíčku se smíchal s muckem nebo se spálenými kartami: smíchané karty se promíchají lícem dolů, zamíchají a sejmou a hraje se dál s novým zbytkem balíčku ({ $rule_rp_disordered_stub }).
stub-rebuild = Zbytek balíčku lze složit v původním pořadí: vrátí se tak a hraje se dál ({ $rule_rp_disordered_stub }).
stub-stub-only = Zbytek balíčku nelze složit: nový zbytek se vytvoří jen z jeho karet, bez mucku a spálených karet, promíchá se lícem dolů, zamíchá a sejme a hraje se dál ({ $rule_rp_disordered_stub }).
stub-try-first = Nejdřív se zbytek balíčku složí v původním pořadí, pokud to jde s jistotou ({ $rule_rp_disordered_stub }).
stub-if-cannot-rebuild = pořadí nelze s jistotou obnovit: nový zbytek balíčku jen z jeho karet, zamíchaný a sejmutý
stub-face-down = Každé přemíchání během hry se dělá lícem dolů, bez odhalení karet ({ $rule_irregular_flops }-D).

## non-chip-item
item-rule = Předměty bez hodnoty v žetonech (bounty žetony, tokeny na clock) by se měly od sázkových žetonů lišit velikostí; sázka s nimi se čte podle pravidel herny nebo úsudku floormana a může být posouzena jako call nebo all-in ({ $rule_rp_non_denominational_items }).
item-call = Pravidla se přiklánějí k dorovnání: hráč na místě { $seat } dorovnává { $to_call }.
item-check = Když není co dorovnávat, čte se předmět jako check hráče na místě { $seat }.
item-if-all-in = floorman čte předmět jako all-in hráče na místě { $seat }
error-item-not-to-act = hráč na místě { $seat } není na řadě

## gesture
gesture-rule = Poklepání na stůl je check ({ $rule_terminology_and_gestures }).
gesture-check = Když není co dorovnávat, je poklepání hráče na místě { $seat } check.
gesture-facing-bet = Proti sázce { $to_call } k dorovnání není check platná akce: stejně jako u „check“ řečeného proti sázce ({ $rule_invalid_bet_declarations }) může hráč na místě { $seat } dorovnat nebo složit, ale ne navýšit.
error-gesture-not-to-act = hráč na místě { $seat } není na řadě

## rebuy-announced
rebuy-rule = Hráč nesmí kvůli rebuyi vynechat hru; kdo ohlásí rebuy před začátkem hry, hraje jeho žetony v této hře jako žetony za stackem a rebuy musí provést ({ $rule_rebuys }). Hra začíná prvním riflem, stisknutím tlačítka míchačky nebo výměnou dealera ({ $rule_new_hand_new_limits }).
rebuy-plays-behind = Ohlášeno před začátkem hry: hráč hraje { $stack } a { $chips } z rebuye za stackem, celkem { $in_play }, a rebuy musí provést.
rebuy-after-hand = Ohlášeno až po začátku hry: hra se hraje o { $stack }, které měl hráč na jejím začátku; { $chips } z rebuye přichází až po ní.
error-rebuy-chips = chips: víc než 0 a nejvýše největší stack, který floorcall přijímá

## level-change
level-began-before = Hra začala před začátkem nového levelu a nový level platí až od další hry: tato hra se hraje na starém levelu ({ $rule_new_hand_new_limits }).
level-dealer-push = Nový level začal během výměny dealera: přicházející dealer rozdá ještě tuto hru na starém levelu ({ $rule_new_hand_new_limits }).
level-same-forced-bets = Blindy a ante nového levelu jsou ty, se kterými byla tato hra rozdána: není co opravovat ({ $rule_new_hand_new_limits }).
level-after-substantial = Hra byla omylem rozdána na starém levelu, ale došlo k podstatné akci ({ $actions ->
        [one] { $actions } akce
        [few] { $actions } akce
       *[other] { $actions } akcí
    }, z toho { $with_chips ->
        [0] žádná
       *[other] { $with_chips }
    } se žetony, { $rule_substantial_action }): pokračuje na starém levelu ({ $rule_new_hand_new_limits }).
level-corrected = Hra byla omylem rozdána na starém levelu a k podstatné akci nedošlo: opravuje se na nový level, blindy { $small }/{ $big } ({ $rule_new_hand_new_limits }).
level-adds = Hráč na místě { $seat } doplácí { $amount }.
level-does-not-fit = Akce, která už proběhla, novému levelu neodpovídá: jak ji opravit, rozhoduje floorman.
error-level-blinds = nové blindy potřebují big blind nejméně 1 a small blind, který není větší

## wrong-seat
seat-rule = Místa se losují náhodně; hráč, který sedí na špatném místě se správným stackem, se přesune na správné místo a vezme si celý stack s sebou ({ $rule_random_seating }): místo { $seat } jde na místo { $assigned }.
seat-silent = Pravidlo říká, kam hráč jde a s čím, ne co se stane s probíhající hrou nebo s blindy, které přesun posune: to rozhoduje floorman ({ $rule_floor_decisions }).
seat-redeal = Hráč z místa { $seat } se teď přesune na místo { $assigned } a hra se rozdá znovu, už s hráčem na novém místě.
seat-nobody-acted = Nikdo ještě nejednal, takže nové rozdání nikoho nic nestojí: pravidla se přiklánějí k přesunu hráče z místa { $seat } na místo { $assigned } před odehráním hry a novému rozdání, jako u místa, kterému bylo rozdáno chybně ({ $rule_misdeals }-A).
seat-back = Místo { $seat } si bere zpět { $amount }, které zaplatilo.
seat-takes-stack = Celý stack místa { $seat }, { $amount }, jde s hráčem.
seat-if-played-as-dealt = floorman nechá tuto hru odehrát tak, jak byla rozdána, a hráče z místa { $seat } přesune po jejím skončení
seat-plays-on = Hra se dohraje tak, jak byla rozdána; po jejím skončení se hráč z místa { $seat } přesune na místo { $assigned } s celým stackem.
seat-not-killed = Nic v pravidle nezabíjí ruku hráče na špatném místě: ruka místa { $seat } zůstává živá tam, kde byla rozdána.
seat-after-substantial = Došlo k podstatné akci ({ $actions ->
        [one] { $actions } akce
        [few] { $actions } akce
       *[other] { $actions } akcí
    }, z toho { $with_chips ->
        [0] žádná
       *[other] { $with_chips }
    } se žetony, { $rule_substantial_action }): rozdání platí ({ $rule_misdeals }-D).
seat-before-substantial = Zatím nedošlo k podstatné akci ({ $actions ->
        [one] { $actions } akce
        [few] { $actions } akce
       *[other] { $actions } akcí
    }, { $rule_substantial_action }): floorman to místo toho může posoudit jako chybně rozdané místo a rozdat znovu ({ $rule_misdeals }-A).
seat-if-redealt = floorman rozdá znovu s hráčem z místa { $seat } na přiděleném místě a všechny zaplacené žetony vrátí
seat-stack-in-play = Místo { $seat } má { $behind } za sebou a { $in_pot } v potu: s hráčem jde stack, jak bude po skončení hry.
seat-moves-now = Hráč z místa { $seat } se před dalším rozdáním přesune na místo { $assigned } s celým stackem; už odehrané hry platí.
seat-hands-stand = Hry odehrané z místa { $seat } platí: pravidlo nic odehraného neruší.
seat-posted = V této hře platí místo { $seat } ze špatného místa { $amount }.
seat-big-blind-reaches = Big blind ({ $big }) se posouvá o jedno místo za hru: k hráči na místě { $seat } by došel { $from_wrong ->
        [0] v této hře
        [one] v příští hře
        [few] za { $from_wrong } hry
       *[other] za { $from_wrong } her
    } a k hráči na místě { $assigned } dojde { $from_assigned ->
        [0] v této hře
        [one] v příští hře
        [few] za { $from_assigned } hry
       *[other] za { $from_assigned } her
    }.
seat-later = Přesun hráči oddálí big blind o { $hands ->
        [one] jednu hru
        [few] { $hands } hry
       *[other] { $hands } her
    }: žádné pravidlo nenařizuje vynechaný blind { $big } doplatit, takže rozhoduje floorman.
seat-sooner = Přesun hráči přiblíží big blind { $big } o { $hands ->
        [one] jednu hru
        [few] { $hands } hry
       *[other] { $hands } her
    }: žádné pravidlo neodpouští ani nevrací blind, který přesun přinese dřív nebo dvakrát v jednom kole, takže rozhoduje floorman.
seat-taken = Místo { $assigned }, vylosované pro hráče z místa { $seat }, je obsazené: floorman vyřeší, kdo kde sedí, a každý hráč se přesouvá s celým stackem.
seat-taken-in-hand = Místo { $assigned } je v této hře obsazené: sedí tam jiný hráč, možná také na špatném místě.
seat-taken-floor = Pravidlo neříká, co dělat, když je správné místo obsazené: rozhoduje floorman ({ $rule_floor_decisions }).
seat-if-taken = ukáže se, že místo { $assigned } obsadil jiný hráč: floorman vyřeší obě místa
error-seat-assigned = přidělené místo musí být číslo místa od 1 do 12 jiné než { $seat }, ne { $assigned }
error-seat-assigned-in-hand = místo { $assigned } je místem této hry, takže není prázdné
error-seat-actions-shown = hra ukazuje { $actions ->
        [one] { $actions } akci hráče
        [few] { $actions } akce hráčů
       *[other] { $actions } akcí hráčů
    }: pro špatné místo zjištěné během ní musí mít `noticed` hodnotu `during_hand`

## away-from-table
away-rule = Hráči s živou rukou, včetně hráčů all-in, zůstávají u stolu během sázení i showdownu: odchod se neslučuje s ochranou ruky a sledováním akce a může být potrestán ({ $rule_at_the_table }).
away-live = Ruka místa { $seat } zůstává živá; zda hráče za odchod potrestat, rozhoduje floorman.
away-not-killed = Pravidlo nezabíjí ruku hráče, který odejde: ruka místa { $seat } není kvůli odchodu mrtvá.
away-all-in = Hráč na místě { $seat } je all-in s { $in_pot } v potu: ty v něm zůstávají, není na co reagovat a hra se dohraje do showdownu.
away-to-act-facing = Na řadě je místo { $seat }, k dorovnání { $to_call }.
away-to-act-no-bet = Na řadě je místo { $seat }, není co dorovnávat.
away-when-action-comes = Místo { $seat } ještě není na řadě.
away-silent = Pravidlo neříká, co se stane, když akce dojde k hráči, který není u stolu; floorman může na místo zavolat clock ({ $rule_calling_for_a_clock }): když vyprší, ruka proti sázce je mrtvá a bez sázky platí check.
away-if-clock-facing-bet = na místo { $seat } se zavolá clock proti sázce a vyprší dřív, než se hráč vrátí: ruka je mrtvá a jejích { $in_pot } zůstává v potu
away-if-clock-no-bet = na místo { $seat } se zavolá clock a vyprší dřív, než se hráč vrátí: platí check
away-dead = Ruka místa { $seat } je mrtvá: clock vypršel, když hráč nebyl u stolu a čelil sázce; { $in_pot }, které vložil, zůstává v potu.
away-clock-facing-bet = Clock zavolaný na místo { $seat } vypršel s { $to_call } k dorovnání a hráčem pryč od stolu: ruka je mrtvá ({ $rule_calling_for_a_clock }).
away-checked = Za místo { $seat } platí check: clock vypršel, když hráč nebyl u stolu a nebylo co dorovnávat.
away-clock-no-bet = Clock zavolaný na místo { $seat } vypršel, když nebylo co dorovnávat a hráč nebyl u stolu: platí check a ruka zůstává živá ({ $rule_calling_for_a_clock }).
away-chips = Odchod nehýbe žádným žetonem: místo { $seat } si ponechává { $behind } za sebou a { $in_pot }, které vložilo, zůstává v potu.
away-penalty = Zda a jak bude hráč na místě { $seat } za odchod potrestán, rozhoduje floorman, od napomenutí po vynechaná kola ({ $rule_penalties }).
error-away-no-live-hand = hráč na místě { $seat } složil: není živá ruka, u které by musel zůstat
error-away-not-to-act = hráč na místě { $seat } není na řadě, takže mu nemohl vypršet clock

## chips-out-of-view
view-rule = Turnajové žetony se nesmí držet ani přenášet tak, aby se dostaly mimo dohled; hráč, který to udělá, o tyto žetony přichází, odstraní se ze hry a hráč může být navíc potrestán ({ $rule_chips_out_of_view }).
view-forfeited = Hráč na místě { $seat } přichází o { $amount }: žetony se odstraňují ze hry.
view-pocketed = Hráč na místě { $seat } měl { $amount } v kapse, tašce nebo oblečení: mimo dohled.
view-concealed = Hráč na místě { $seat } držel nebo zakrýval u stolu { $amount } tak, že je nikdo neviděl: mimo dohled.
view-carried-hidden = Hráč na místě { $seat } přenesl { $amount } k jinému stolu mimo dohled: žetony při přesunu musí zůstat na očích.
view-out-of-play = { $amount } opouští turnaj: nejde žádnému hráči ani do žádného potu.
view-left = Hráč na místě { $seat } si ponechává { $stack } viditelně na stole.
view-nothing-left = Hráči na místě { $seat } nezbyly na očích žádné žetony: co z toho pro hráče plyne, rozhoduje floorman ({ $rule_floor_decisions }).
view-penalty = Propadnutí stanoví pravidlo; trest pro hráče na místě { $seat } navíc, od napomenutí po diskvalifikaci, je na floormanovi ({ $rule_penalties }).
view-kept = Hráč na místě { $seat } si ponechává { $amount }: žetony byly přenášeny na očích.
view-in-view = Hráč na místě { $seat } přenášel { $amount } na očích (v racku, na otevřeném podnosu): nic nebylo mimo dohled, takže nic nepropadá.
view-kept-total = Hráč na místě { $seat } hraje dál s celkem { $total }.
error-view-seat = místo musí být číslo místa od 1 do 12, ne { $seat }
error-view-amount = žetony mimo dohled musí být nejméně 1 a nejvýše největší dovolený počet žetonů
error-view-stack = stack na očích je větší než největší dovolený počet žetonů

## house
house-no-effect = Pravidla herny ({ $title }) toto rozhodnutí nemění: je to rozhodnutí podle TDA.
house-applied = Podle pravidel herny platí { $label } ({ $title }): { $text }
house-applied-bare = Podle pravidel herny platí { $label } ({ $title }).
house-under-tda = Jen podle TDA ({ $citation }): { $summary }.

## Rule titles (the message) and summaries (.summary), by the rule's stable key.

rule-floor-decisions = Rozhodnutí floormana
    .summary = Floorman klade na první místo zájem hry a spravedlnost a může se od pravidla odchýlit tam, kde by striktní výklad byl nespravedlivý; rozhodnutí floormana jsou konečná.
rule-player-responsibilities = Odpovědnost hráčů
    .summary = Hráči si kontrolují karty a žetony, chrání své ruce, jasně vyjadřují své úmysly, sledují akci a ozvou se, když vidí chybu.
rule-terminology-and-gestures = Oficiální terminologie a gesta
    .summary = Používají se standardní výrazy (bet, call, raise, fold, check, all-in, pot v pot-limitu); nestandardní výrazy a gesta jsou na riziko hráče.
rule-player-identity = Identita hráče
    .summary = Hráči musí být u stolu jasně identifikovatelní; personál je může požádat, aby odložili věci, které zakrývají obličej.
rule-electronic-devices = Elektronická zařízení a komunikace
    .summary = Zařízení a komunikace jsou u stolu omezeny; strategické pomůcky a tabulky sázení se tam nesmějí používat.
rule-official-language = Oficiální jazyk
    .summary = Turnaj vyhlašuje jazyky, kterými se u stolu během hry smí mluvit.
rule-random-seating = Náhodné a správné usazení
    .summary = Místa se losují náhodně; hráč na špatném místě se správným stackem se s tímto stackem přesune na správné místo.
rule-alternates-late-registration = Náhradníci, pozdní registrace a re-entry
    .summary = Náhradníci, pozdní registrace a re-entry dostávají náhodné místo a stack a rozdává se jim, kromě míst mezi small blindem a buttonem.
rule-special-needs = Zvláštní potřeby
    .summary = Pro hráče se zvláštními potřebami se zajistí přiměřené úpravy.
rule-new-players-broken-tables = Noví hráči a hráči z rušených stolů
    .summary = Hráči z rušeného stolu losují místa dvoustupňovým náhodným postupem a mohou přijít na jakoukoli pozici, včetně blindů a buttonu.
rule-balancing-tables = Vyrovnávání stolů a zastavení hry
    .summary = Stoly se udržují vyrovnané; hráč, který má jako další platit big blind, se přesouvá na nejhorší pozici; stůl se třemi nebo více hráči méně než největší stůl zastaví hru, jakmile se to dotkne jeho blindů.
rule-cards-speak = Prohlášení. Při showdownu mluví karty
    .summary = Při showdownu rozhodují o vítězi vyložené karty; co hráč o své ruce řekne, nezavazuje, a kdokoli by měl upozornit na špatné přečtení.
rule-tabling-cards = Vykládání karet a zabití vítězné ruky
    .summary = Ruka je vyložená, když jsou všechny její karty lícem nahoru a čitelné; hráč, který zahodí ruku, jež nebyla řádně vyložena, to dělá na vlastní riziko; dealer nesmí zabít řádně vyloženou vítěznou ruku.
rule-live-cards-at-showdown = Živé karty při showdownu
    .summary = Karty odhozené lícem dolů zůstávají živé, dokud nedojdou do mucku nebo je nelze identifikovat; ruku, kterou lze stále plně identifikovat, lze vzít zpět.
rule-showdown-discarding-irregularities = Nesrovnalosti při showdownu a odhazování
    .summary = Hráč, který ukáže jen část vítězné ruky, je vyzván, aby ji vyložil celou; sázející, který zahodí karty v domnění, že vyhrál, přichází o dorovnané sázky, ale nedorovnanou sázku dostane zpět.
rule-face-up-for-all-ins = Odkrytí karet při all-inu
    .summary = Jakmile je hráč all-in a další sázení není možné, všechny živé ruce se hned otočí lícem nahoru, dřív než se rozdají zbývající karty.
rule-showdown-order = Showdown bez all-inu a pořadí při showdownu
    .summary = Bez all-inu ukazuje první ten, kdo v posledním kole jako poslední vsadil nebo navýšil; pokud tam nikdo nevsadil, ukazuje první hráč vlevo od buttonu.
rule-asking-to-see-a-hand = Žádost o ukázání ruky
    .summary = Po sázce na riveru smí hráč, který dorovnal a karty vyložil nebo si je ponechal, vidět ruku posledního agresora; ostatní žádosti jsou na uvážení floormana; hráči, kteří zahodili karty, právo žádat ztrácejí.
rule-playing-the-board = Hraní boardu při showdownu
    .summary = Hráč, který hraje board, musí vyložit všechny své vlastní karty, aby se podílel na potu.
rule-odd-chips = Přidělování lichých žetonů
    .summary = Liché žetony se rozmění na nejmenší hodnotu; v boardových hrách jde lichý žeton prvnímu z vítězů se stejnou rukou vlevo od buttonu (část A); ve studu nejvyšší kartě podle barvy (část B); v hi/lo jde lichý žeton celého potu high polovině (část C).
rule-simultaneous-busts = Hráči vyřazení ve stejné hře
    .summary = Nové v roce 2026 (podle zpráv): hráči vyřazení ve stejné hře se řadí podle stacků, se kterými hru začali.
rule-side-pots = Vedlejší poty
    .summary = Každý vedlejší pot se dělí samostatně a vedlejší poty se přidělují před hlavním potem.
rule-disputed-hands = Sporné ruce a poty
    .summary = Čtení ruky lze zpochybnit do začátku další hry; chybu v potu nebo v počítání do podstatné akce v další hře.
rule-new-hand-new-limits = Nová hra a nové limity
    .summary = Nový level platí od další hry po jeho vyhlášení; hra omylem začatá na starém levelu na něm zůstává, jakmile dojde k podstatné akci.
rule-chip-race = Chip race, plánovaná výměna žetonů
    .summary = Vyměňované žetony se rozehrají v chip race; nikdo z turnaje v chip race nevypadne.
rule-chips-visible = Karty a žetony viditelné, spočitatelné a přehledné. Výměna žetonů podle uvážení
    .summary = Žetony zůstávají viditelné a spočitatelné, vyšší hodnoty vpředu; floorman může žetony vyměnit za vyšší hodnoty.
rule-deck-changes = Výměna balíčků
    .summary = Balíčky se mění při výměně dealera nebo změně levelu; hráč nemůže žádat o nový balíček.
rule-rebuys = Rebuye
    .summary = Hráč musí rebuy ohlásit dřív, než se rozdá další hra.
rule-rabbit-hunting = Rabbit hunting
    .summary = Karty, které by přišly, se po skončení hry neodhalují.
rule-calling-for-a-clock = Zavolání clocku
    .summary = Po zavolání clocku má hráč 25 sekund plus pětisekundový odpočet; pokud čelí sázce, je pak jeho ruka mrtvá, jinak platí check.
rule-at-your-seat = Na svém místě a živé ruce
    .summary = Hráč musí být na svém místě, když je rozdána poslední karta úvodního rozdání, jinak je jeho ruka mrtvá.
rule-at-the-table = U stolu při probíhající akci
    .summary = Hráči s živou rukou, včetně hráčů all-in, zůstávají u stolu.
rule-dead-button = Mrtvý button
    .summary = Turnaje se hrají s mrtvým buttonem.
rule-dodging-blinds = Vyhýbání se blindům
    .summary = Úmyslné vyhýbání se blindům se trestá.
rule-button-placement = Umístění a posun buttonu
    .summary = Chybně posunutý button se před podstatnou akcí opraví a po ní platí; v heads-upu je small blind button.
rule-misdeals = Misdealy a vadné balíčky
    .summary = Vyjmenované chyby při rozdávání před podstatnou akcí jsou misdeal a hra se rozdá znovu; po podstatné akci misdeal není; vadný balíček ruší rozdání.
rule-substantial-action = Podstatná akce
    .summary = Podstatná akce jsou dvě akce na řadě, z nichž aspoň jedna vkládá žetony, nebo jakékoli tři akce na řadě; vložené blindy se nepočítají.
rule-button-too-few-cards = Button s málo kartami
    .summary = Buttonu, který dostal málo karet, lze ruku doplnit, pokud ještě nejednal.
rule-burns-after-substantial-action = Pálení po podstatné akci
    .summary = Ruka se špatným počtem karet zjištěná po podstatné akci je mrtvá; dealer pálí jednu kartu na kolo a nesnaží se obnovit pořadí zbytku balíčku.
rule-irregular-flops = Nepravidelné flopy a předčasně rozdané karty
    .summary = Flop se čtyřmi kartami nebo flop rozdaný příliš brzy se opraví stanoveným postupem; karty boardu rozdané před koncem kola sázek jsou předčasné.
rule-methods-of-betting = Způsoby sázení: slovy a žetony
    .summary = Sázka se dělá slovy, žetony nebo obojím; určuje ji to, co přijde dřív, a když slova a žetony přijdou současně, má přednost jasné slovní ohlášení.
rule-methods-of-calling = Způsoby dorovnání
    .summary = Standardní dorovnání je říct „call“ nebo vložit částku; malý žeton proti velké sázce je nestandardní a může být posouzen jako plné dorovnání.
rule-methods-of-raising = Způsoby navýšení
    .summary = Navýšení je jeden pohyb, nebo se nejdřív ohlásí; vracet se bez ohlášení ke stacku pro další žetony není dovoleno.
rule-raise-amounts = Výše navýšení
    .summary = Navýšení přidává nejméně největší plnou sázku nebo navýšení v tomto kole; mlčky vložené žetony, které přesahují dorovnání aspoň o polovinu navýšení, se musí doplnit na plné navýšení, pod polovinou jde o dorovnání.
rule-oversized-chip = Sázení větším žetonem (overchip)
    .summary = Proti sázce je jediný větší žeton vložený bez předchozího „raise“ dorovnáním; když hráč sázce nečelí, je to sázka v hodnotě žetonu.
rule-multiple-chip-betting = Sázení více žetony
    .summary = Proti sázce je více mlčky vložených žetonů dorovnáním, když je k dorovnání potřeba každý žeton; jinak rozhoduje pravidlo 50 % o výši navýšení, nebo je hráč se svými posledními žetony all-in.
rule-prior-bet-chips = Nestažené žetony dřívější sázky
    .summary = Hráč, který čelí navýšení a má před sebou ještě dřívější žetony, by měl nejdřív ohlásit akci; mlčky přidané žetony se posuzují podle toho, zda dřívější žetony pokrývají dorovnání a zda byly staženy zpět.
rule-reopening-the-bet = Znovuotevření sázení
    .summary = V no-limitu a pot-limitu krátké all-iny, které dohromady nedají plné navýšení, nedovolují hráčům, kteří už jednali, znovu navýšit; v limitu otevírá sázení polovina sázky.
rule-number-of-raises = Povolený počet navýšení
    .summary = No-limit a pot-limit nemají strop na navýšení; limitní hry se řídí stropem herny i v heads-upu, dokud v turnaji nezbývají dva hráči.
rule-accepted-action = Přijetí akce
    .summary = Za znalost skutečné sázky odpovídá ten, kdo dorovnává; kdo dorovnal podle špatného napočítání, stále dluží správnou částku.
rule-acting-in-turn = Akce podle pořadí
    .summary = Hráči jednají v pořadí; akce na řadě je závazná a vložené žetony zůstávají v potu.
rule-binding-declarations-undercalls = Závazná ohlášení / undercally na řadě
    .summary = Říct na řadě „call“ nebo „raise“ zavazuje k celé akci; vložit méně než dorovnání bez slova „call“ je undercall: plné dorovnání je povinné v heads-upu nebo proti otevírací sázce v potu s více hráči, jinak rozhoduje floorman.
rule-incorrect-bets = Nesprávné sázky, podsázky a nedostatečná navýšení
    .summary = Sázka nebo navýšení pod minimem se opraví v probíhajícím kole, do další karty; v pot-limitu se přesázka snižuje do další karty a podsázka kvůli nízkému napočítání se zvyšuje, dokud po ní nenásleduje podstatná akce.
rule-action-out-of-turn = Akce mimo pořadí
    .summary = Akce mimo pořadí se vrací ke správnému hráči a je závazná, pokud se akce, které čelila, nezměnila; pokud se změnila, žetony se mohou vrátit a hráč má všechny možnosti (2026: po pasivní akci mimo pořadí jen dorovnat nebo složit); přeskočený hráč, který mlčí až do podstatné akce, ochranu ztrácí.
rule-pot-limit-bets = Velikost potu a sázky v pot-limitu
    .summary = V pot-limitu je největší navýšení dorovnání plus pot po dorovnání; preflop se počítá s plnými blindy; „pot“ v no-limitu není částka, ale zavazuje nejméně k minimální sázce nebo navýšení.
rule-invalid-bet-declarations = Neplatná ohlášení sázek
    .summary = „Call“ bez sázky je check; „raise“ bez sázky je nejméně minimální sázka; „check“ proti sázce dovoluje jen dorovnat nebo složit.
rule-string-bets = String bety a navýšení
    .summary = String bety a string navýšení nejsou dovoleny.
rule-unclear-betting = Nestandardní a nejasné sázení
    .summary = Nestandardní sázení je na riziko hráče; vyslovená částka, která může znamenat víc věcí, se čte jako nejvyšší rozumná částka nepřesahující pot.
rule-non-standard-folds = Nestandardní foldy
    .summary = Fold na řadě, když hráč nečelí sázce, nebo fold mimo pořadí před koncem posledního kola sázek je závazný a může být potrestán.
rule-conditional-declarations = Podmíněná a předčasná ohlášení
    .summary = Podmíněné výroky o budoucí akci mohou zavazovat nebo být potrestány; o dorovnání učiněném dřív, než je sázka známa, rozhoduje floorman.
rule-count-of-chip-stack = Spočítání stacku soupeře
    .summary = O přesné spočítání stacku soupeře lze žádat jen na řadě proti all-inu; jinak jen o odhad.
rule-over-betting-expecting-change = Přesázka s očekáváním vrácení
    .summary = Mlčky vložené žetony se počítají všechny, i když hráč čeká, že mu něco vrátí.
rule-chips-found-behind = All-in a žetony nalezené později za stackem
    .summary = O žetonu nalezeném za stackem po dorovnání all-inu rozhoduje floorman: pokud nebyl součástí akce, hráči nic nevyhraje ani ho nezachrání.
rule-chips-out-of-view = Žetony mimo dohled a při přesunu
    .summary = Žetony se nesmějí držet ani přenášet mimo dohled; žetony, které hráč schová, propadají a odstraňují se ze hry a může následovat trest.
rule-lost-and-found-chips = Ztracené a nalezené žetony
    .summary = Nalezené žetony se odstraňují ze hry.
rule-killed-fouled-exposed-hands = Omylem zabité / neplatné / odhalené ruce
    .summary = Ruka zabitá dealerem nebo znehodnocená tak, že ji nelze identifikovat, nemá nárok na nápravu; nedorovnaná sázka se vrací.
rule-dead-hands-stud = Mrtvé ruce a zahazování ve studu
    .summary = Pravidla studu pro mrtvé ruce a zahazování karet.
rule-no-disclosure = Žádné prozrazování. Jeden hráč na jednu ruku
    .summary = Hráči nesmí prozrazovat obsah ruky, dokud probíhá akce; jednu ruku hraje jeden hráč.
rule-exposing-cards = Odhalování karet a správné skládání
    .summary = Odhalení karet při probíhající akci může být potrestáno, ale ruku nezabíjí; skládané karty se posouvají nízko a lícem dolů.
rule-ethical-play = Etická hra
    .summary = Spolčování, chip dumping a jiná neetická hra se trestají.
rule-etiquette-violations = Porušení etikety
    .summary = Opakované nebo závažné porušení etikety se trestá.
rule-penalties = Napomenutí, tresty a diskvalifikace
    .summary = Tresty sahají od napomenutí přes vynechané hry nebo kola po diskvalifikaci; trest na kola je počet hráčů u stolu krát počet kol.
rule-rp-all-in-buttons = All-in buttony
    .summary = Hráči all-in se označují all-in buttonem.
rule-rp-bringing-in-bets = Stahování sázek se nedoporučuje
    .summary = Dealeři nechávají sázky před hráči až do konce kola.
rule-rp-personal-belongings = Osobní věci
    .summary = Osobní věci nepatří na hrací plochu stolu.
rule-rp-disordered-stub = Rozházený zbytek balíčku
    .summary = Rozházený zbytek balíčku se řeší stanoveným postupem.
rule-rp-premature-cards = Předčasně rozdané karty
    .summary = Předčasně rozdaná karta boardu se vrací do zbytku balíčku, který se přemíchá; spálená karta zůstává.
rule-rp-efficient-movement = Rychlý přesun hráčů
    .summary = Hráči přesouvaní k jinému stolu si vezmou žetony a odejdou bez prodlení.
rule-rp-dealer-push-timing = Načasování výměny dealerů
    .summary = Dealeři se vyměňují podle plánu.
rule-rp-hand-for-hand = Postup hand-for-hand
    .summary = Blízko peněz hrají všechny stoly po jedné hře; hráči vyřazení ve stejné hře se dělí o místa.
rule-rp-final-table-size = Počet hráčů u finálového stolu
    .summary = Finálový stůl se tvoří ve stanovené velikosti ze dvou kratších stolů.
rule-rp-stud-dealing = Postup rozdávání studu v turnaji
    .summary = Postup rozdávání ve studu.
rule-rp-ante-formats = Formáty ante a žádné snižování ante
    .summary = Ante placené jedním hráčem by mělo být big blind ante, kde se nejdřív platí blind; ante se nikdy nesnižuje.
rule-rp-dealers-announce-bets = Dealeři by měli ohlašovat sázky a navýšení
    .summary = Dealeři ohlašují sázky a navýšení v no-limitu a pot-limitu.
rule-rp-split-pot-stacking = Dealeři by měli ve hrách s dělením potu žetony skládat
    .summary = Dealeři pot před dělením složí do sloupků.
rule-rp-randomness-special-situations = Ve zvláštních situacích lze použít náhodu
    .summary = Zvláštní situace může rozhodnout náhodný los.
rule-rp-staff-communication = Správná komunikace turnajového personálu
    .summary = Personál sděluje rozhodnutí jasně a jednotně.
rule-rp-absent-on-breaking-table = Nepřítomný hráč u rušeného stolu
    .summary = Žetony nepřítomného hráče přenese na nové místo personál.
rule-rp-draw-betting = Postup sázení v draw hrách v turnaji
    .summary = Postup sázení v draw hrách.
rule-rp-mixed-game-order = Pořadí her v mixu
    .summary = Hry v mixu se střídají ve zveřejněném pořadí.
rule-rp-reducing-stalling = Omezení zdržování
    .summary = Opatření proti zdržování hry.
rule-rp-cards-ready-for-shuffle = Karty připravené k míchání
    .summary = Karty se udržují připravené k dalšímu míchání.
rule-rp-spreading-the-pot = Rozprostření potu
    .summary = V pot-limitu se pot na požádání rozprostře ke spočítání.
rule-rp-non-denominational-items = Sázení předměty bez hodnoty
    .summary = Bounty žetony a tokeny na clock se nedají vsadit.

## games (issue 25)
error-hand-bring-in-only-stud = bring-in se platí jen ve studových hrách, ne v { $game }
error-hand-stud-no-blinds = { $game } se hraje s ante a bring-inem: vynechte blindy, straddly a platby
error-hand-stud-needs-limits = hra { $game } potřebuje své limity (malou a velkou sázku)
error-hand-stud-needs-bring-in = hra { $game } potřebuje svůj bring-in (nejméně jeden žeton)
error-hand-bring-in-over-small-bet = bring-in ({ $bring_in }) je větší než malá sázka ({ $small_bet })
error-hand-up-cards-only-stud = karty lícem nahoru se rozdávají jen ve studových hrách, ne v { $game }
error-hand-up-cards-most = hráč studu má nejvýše čtyři karty lícem nahoru; uvedeno: { $given }
error-hand-discards-only-draw = odhozené karty má jen akce `draw`
error-hand-action-only-stud = „{ $kind }“ je akce studu; { $game } není stud
error-hand-draw-only-draw-games = { $game } nemá výměnu karet
error-hand-draw-more-than-held = hráč nemůže odhodit { $count } karet z ruky o { $held } kartách
error-hand-drawn-cards-count = odhozeno karet: { $count }, ale dobráno: { $given }
error-hand-street-not-in-game = { $game } se nehraje s tímto kolem: { $street }
error-hand-deal-cards-on-seats = v { $game } se rozdané karty uvádějí u míst (a u výměn), ne v akci `deal`
error-replay-no-draw-now = hráč na místě { $seat } mění karty, ale žádná výměna teď není na řadě
error-replay-drew-already = hráč na místě { $seat } už v tomto kole měnil, nebo není ve hře
showdown-odd-chips-stud = Liché žetony, rozměněné na nejmenší žeton ({ $smallest_chip }), jdou vítězi, který drží nejvyšší kartu podle barvy (piky, srdce, kára, kříže) mezi pěti hrajícími kartami ({ $rule_odd_chips }-B), v každém potu zvlášť ({ $rule_side_pots }).
showdown-seat-low = Místo { $seat } ({ $hole }): { $low }.
showdown-seat-badugi = Místo { $seat } ({ $hole }): { $count ->
        [4] čtyřkaretní badugi
       *[other] ruka o { $count } kartách
    }, { $badugi }.
showdown-ranking = { $game ->
        [stud] Ve studu hraje nejlepších pět ze sedmi karet každého hráče a ruka se vykládá se všemi sedmi ({ $rule_tabling_cards }-A).
        [low-a5] Low od esa do pětky: vyhrává nejnižší ruka, esa jsou nízká, postupky a barvy se nepočítají a páry ruku zhoršují.
        [low-27] Low od dvojky do sedmičky: vyhrává nejnižší ruka, esa jsou jen vysoká a postupky, barvy i páry ruku zhoršují (nejlepší je 7-5-4-3-2 v různých barvách).
        [badugi] Badugi: vyhrává nejvíc karet různých hodnot a různých barev, pak nejnižší; esa jsou nízká.
       *[short-deck] Short deck (36 karet): barva porazí full house a A-6-7-8-9 je postupka.
    }
options-stud-brings-in = Hráč na místě { $seat } má kartu lícem nahoru, která určuje bring-in (nejnižší ve studu a stud/8, nejvyšší v razzu; mezi stejnými hodnotami rozhoduje barva, kříže nejníž a piky nejvýš, takže ve studu platí bring-in hráč s 2♣ a v razzu hráč s K♠) a zahajuje akci: platí bring-in { $bring_in }, nebo doplní na malou sázku { $small_bet } ({ $rule_terminology_and_gestures }: „complete“).
options-stud-facing-bring-in = Zatím nikdo nedoplnil, takže k dorovnání je jen bring-in. Hráč na místě { $seat } může složit, dorovnat bring-in nebo doplnit na malou sázku { $small_bet }; doplnění je první plná sázka třetí ulice a navýšení po něm jsou vždy po malé sázce.
options-stud-no-doubling = Pár lícem nahoru na čtvrté ulici nedovoluje velkou sázku: na čtvrté ulici se sází malá sázka ({ $rule_rp_stud_dealing }-F).
options-stud-low-card-all-in = Sedadlo { $low } má otevřenou kartu, která platí bring-in, ale je all-in za ante: akce začíná sedadlem { $seat } po jeho levici, které zaplatí bring-in { $bring_in } nebo doplní na malou sázku { $small_bet } ({ $rule_rp_stud_dealing }-E).
options-stud-opens-by-cards = Sedadlo { $seat } ukazuje na této ulici nejlepší ruku (v razzu nejnižší), a proto jedná první; mezi stejnými otevřenými rukami rozhoduje barva nejvyšší karty ({ $rule_rp_stud_dealing }-D).
options-summary-bring-in = Hráč na místě { $seat } platí bring-in { $bring_in } nebo doplní na { $small_bet }.
options-summary-facing-bring-in = Hráč na místě { $seat } může složit, dorovnat bring-in { $to_call } nebo doplnit na { $small_bet }.
game-name = { $game ->
        [NLHE] no-limit hold'em
        [PLO] pot-limit Omaha
        [PLO5] pětikaretní pot-limit Omaha
        [LHE] limit hold'em
        [PLO8] pot-limit Omaha hi/lo
        [NLO8] no-limit Omaha hi/lo
        [O8] limit Omaha hi/lo
        [PLHE] pot-limit hold'em
        [NLO] no-limit Omaha
        [LO] limit Omaha
        [PLO6] šestikaretní pot-limit Omaha
        [BIGO] Big O (pětikaretní pot-limit Omaha hi/lo)
        [SHORT_DECK] short-deck hold'em
        [STUD] seven-card stud
        [STUD8] seven-card stud hi/lo
        [RAZZ] razz
        [TD27] deuce-to-seven triple draw
        [SD27] deuce-to-seven single draw
        [TDA5] ace-to-five triple draw
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
        [third] třetí ulice
        [fourth] čtvrtá ulice
        [fifth] pátá ulice
        [sixth] šestá ulice
        [seventh] sedmá ulice
        [predraw] kolo před výměnou
        [first_draw] kolo po první výměně
        [second_draw] kolo po druhé výměně
       *[third_draw] kolo po třetí výměně
    }
error-dispute-not-for-game = spor „{ $dispute }“ se na { $game } nevztahuje: { $needs ->
        [board] týká se boardu a tato hra žádný nemá
        [button] týká se buttonu a blindů a tato hra má ante a bring-in
       *[up-cards] týká se karet lícem nahoru a bring-inu ve studu
    }
stud-deal-exposed = Jedna z prvních dvou karet lícem dolů hráče na místě { $seat } byla rozdána lícem nahoru: tato karta se stává jeho kartou lícem nahoru a třetí karta se mu rozdá lícem dolů; není to misdeal ({ $rule_rp_stud_dealing }-A).
stud-deal-exposed-summary = Odhalená karta je kartou lícem nahoru hráče na místě { $seat }; jeho třetí karta se rozdá lícem dolů.
stud-deal-bring-in-now = S odhalenou kartou jako kartou lícem nahoru tohoto místa se bring-in určí z karet lícem nahoru, jak leží: bring-in platí hráč na místě { $seat }.
stud-deal-bring-in-from-up-cards = Bring-in se pak určí z karet lícem nahoru, jak leží (uveďte kartu lícem nahoru u každého místa, aby byl jmenován).
stud-deal-two-exposed = Hráči na místě { $seat } byly odhaleny dvě z prvních karet lícem dolů. Postup pro jednu odhalenou kartu se na to nevztahuje ({ $rule_rp_stud_dealing }-A): rozhoduje floorman a pravidla se u karet odhalených při rozdávání přiklánějí k misdealu ({ $rule_misdeals }).
stud-deal-two-exposed-summary = Misdeal podle rozhodnutí floormana: hráči na místě { $seat } byly při rozdávání odhaleny dvě karty lícem dolů.
stud-deal-if-play-on = Pokud floorman nechá hru pokračovat, jedna z odhalených karet hráče na místě { $seat } je jeho kartou lícem nahoru a další karta se mu rozdá lícem dolů.
stud-deal-seventh-replaced = Karta sedmé ulice hráče na místě { $seat } byla rozdána lícem nahoru, ačkoli sázení ještě přijde (hráčů se žetony: { $with_chips }): karta se vyřadí ze hry a nahradí kartou rozdanou lícem dolů ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-replaced-summary = Odhalená karta sedmé ulice hráče na místě { $seat } se nahradí kartou rozdanou lícem dolů.
stud-deal-seventh-stands = Karta sedmé ulice hráče na místě { $seat } byla rozdána lícem nahoru, ale sázení už skončilo (hráči jsou all-in): karta platí a hraje lícem nahoru ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-stands-summary = Karta sedmé ulice hráče na místě { $seat } platí lícem nahoru: sázení už skončilo.
stud-deal-stub-enough = Sedmá ulice potřebuje jednu kartu pro každého ze zbývajících hráčů (počet { $players }) a jednu spálenou ({ $players } + 1); zbytek balíčku má { $stub }: rozdává se jako obvykle ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-enough-summary = Zbytek balíčku má dost karet: sedmá ulice se rozdává jako obvykle.
stud-deal-stub-with-burns = Sedmá ulice potřebuje jednu kartu pro každého ze zbývajících hráčů (počet { $players }) a jednu spálenou ({ $players } + 1), ale zbytek balíčku má jen { $stub }: dřívější spálené karty se přidají ke zbytku balíčku, který se zamíchá a sejme, a ulice se rozdá ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-with-burns-summary = Málo karet: spálené karty se přidají ke zbytku balíčku, zamíchá se a sejme a rozdá se sedmá ulice.
stud-deal-stub-community = Sedmá ulice potřebuje jednu kartu pro každého ze zbývajících hráčů (počet { $players }) a jednu spálenou ({ $players } + 1); zbytek balíčku má { $stub } a ani s třemi dřívějšími spálenými kartami nestačí: dealer spálí a rozdá lícem nahoru jednu společnou kartu, která hraje pro všechny hráče, a jako první jedná ten, kdo jednal první na šesté ulici ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-community-summary = Málo karet i se spálenými: pro všechny hráče se rozdá lícem nahoru jedna společná karta; první jedná ten, kdo byl první na šesté ulici.
stud-deal-premature = Karta studu rozdaná před koncem kola sázek se vrací do zbytku balíčku, který se zamíchá; žádná další karta se nepálí a ulice se rozdá po skončení sázení ({ $rule_rp_premature_cards }-D).
stud-deal-premature-summary = Předčasná karta se vrací do zbytku balíčku, který se zamíchá; nic dalšího se nepálí.
error-stud-deal-seat-needed = uveďte místo, jehož karta byla odhalena (`seat`)
error-stud-deal-stub-needed = uveďte karty, které zbývají v balíčku (`stub`)
error-stud-deal-not-at-seventh = krátký zbytek balíčku je problém sedmé ulice: hra musí stát na konci šesté ulice nebo na sedmé ulici
rotation-frozen = Button zůstal stát na místě { $button }, když začalo kolo studu: stud se rozdává bez buttonu a button tam během her studu zůstává ({ $rule_balancing_tables }-B).
rotation-stud-no-button = { $game } se rozdává bez buttonu a blindů: button zůstává stát na místě { $button }.
rotation-resumes = Až se vrátí hry s buttonem, posune se button o jedno místo od místa, kde zůstal stát, jako by se hry studu nerozdávaly: button na místě { $button }, small blind na místě { $small }, big blind na místě { $big }.
rotation-next-button-summary = Button na místě { $button }, small blind na místě { $small }, big blind na místě { $big }.
rotation-next-big-blind-moves = V mixovaném turnaji se přesouvá hráč, který by byl big blindem v příští hře s buttonem: místo { $seat } ({ $rule_balancing_tables }-A).
rotation-moves-summary = Přesouvá se hráč z místa { $seat }.
rotation-by-position = V turnaji, kde se hrají jen studové hry, se hráči přesouvají podle pozice: přesouvá se hráč na místě { $seat }, které odpovídá volnému místu u kratšího stolu; rozhoduje postup vyrovnávání herny ({ $rule_balancing_tables }-A).
rotation-by-position-empty = V turnaji, kde se hrají jen studové hry, se hráči přesouvají podle pozice, ale na místě { $seat } tu nikdo nesedí: kdo se přesouvá, určí postup vyrovnávání herny ({ $rule_balancing_tables }-A).
error-rotation-seats = uveďte nejméně dvě obsazená místa, číslovaná 1 až 12 (`seats`)
error-rotation-button = místo buttonu má číslo 1 až 12 (`button`)
error-rotation-open-seat = turnaj jen se studem přesouvá podle pozice: uveďte volné místo u kratšího stolu (`open_seat`)
up-cards-facing = Hráč na místě { $seat } sebral své karty lícem nahoru, když čelil sázce { $to_call } k dorovnání: ve studu to ruku zabíjí ({ $rule_dead_hands_stud }). { $in_pot }, které místo vložilo, zůstává v potu.
up-cards-not-facing = Hráč na místě { $seat } sebral své karty lícem nahoru, když nečelil žádné sázce. Pravidlo zabíjí ruku, která to udělá proti akci ({ $rule_dead_hands_stud }); zde rozhoduje floorman a pravidla se přiklánějí ke stejnému výsledku, mrtvé ruce: otočení karet lícem dolů je ve studu fold a fold, když byl možný check, platí ({ $rule_non_standard_folds }). { $in_pot }, které místo vložilo, zůstává v potu.
up-cards-dead-summary = Ruka hráče na místě { $seat } je mrtvá; jeho { $in_pot } zůstává v potu.
up-cards-if-plays-on = Pokud floorman shledá, že hráč nechtěl ruku vzdát (nečelil sázce), hraje ruka dál s kartami znovu otočenými lícem nahoru.
up-cards-last-hand = Zbývá jedna ruka: hráč na místě { $seat } vyhrává pot { $amount }.
error-pokerstars-stud-too-many-cards = jednomu hráči studu je rozdáno víc než sedm karet
error-pokerstars-stud-no-stakes = hra studu potřebuje v hlavičce svou malou a velkou sázku, např. „(0.04/0.08 USD)“
options-stud-short-completion = All-in za { $all_in } nad bring-inem { $bring_in } nedosahuje doplnění na { $small_bet }. Měřeno od nuly je to aspoň polovina sázky, takže se počítá jako doplnění a další navýšení je plná sázka nad ním, na { $raise_to } ({ $rule_reopening_the_bet }-B). TDA neříká, zda se takový all-in měří od nuly, nebo podle navýšení nad bring-in: rozhoduje floorman.
options-stud-completion-counts = All-in za { $all_in } nedosahuje doplnění na { $small_bet }, ale nad bring-inem { $bring_in } přidává { $increase }: ať se měří od nuly, nebo podle navýšení nad bring-in, je to aspoň polovina sázky, takže se počítá jako doplnění a další navýšení je plná sázka nad ním, na { $raise_to } ({ $rule_reopening_the_bet }-B).
options-if-measured-over-bring-in = Pokud floorman měří all-in podle navýšení nad bring-in (méně než polovina sázky), doplnění to není: hráč ho dorovná nebo doplní na { $small_bet }.
options-if-measured-over-bring-in-acted = Pokud floorman měří all-in podle navýšení nad bring-in (méně než polovina sázky), doplnění to není a pro hráče, který už bring-in vložil, se sázení znovu neotevírá ({ $rule_reopening_the_bet }-B): hráč all-in dorovná, nebo složí.
error-hand-not-in-short-deck = { $card } není v short decku (šestka až eso): karta, která nepatří do balíčku a najde se při rozdávání, je `deal_error` (`non_standard_card`, pravidlo 35-A)
undercall-chain-first-must-call = Několik undercallů přišlo po sobě: akce se vrací k prvnímu, hráči na místě { $seat } ({ $rule_binding_declarations_undercalls }-C). Vložil { $amount } proti otevírací sázce (nebo v heads-upu), takže musí plně dorovnat na { $call_to } a doplatit { $add } ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-first-floor = Několik undercallů přišlo po sobě: akce se vrací k prvnímu, hráči na místě { $seat } ({ $rule_binding_declarations_undercalls }-C). Vložil { $amount } proti navýšení v potu s více hráči: floorman ho zaváže k plnému dorovnání na { $call_to } (doplatí { $add }), což je zvolený výklad, nebo ho nechá složit a jeho { $amount } propadne ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-other = Hráč na místě { $seat } také udělal undercall, s { $amount }: jedná znovu, až první hráč svou akci opraví, a jak se s ním naloží, rozhoduje floorman ({ $rule_binding_declarations_undercalls }-C); zvolený výklad je plné dorovnání: doplatí { $add }.
undercall-chain-if-forfeits = Pokud floorman nechá hráče na místě { $seat } složit, jeho { $amount } propadá a zůstává v potu.
undercall-chain-summary = Akce se vrací k hráči na místě { $seat }, který jako první udělal undercall: dorovnává { $call_to } a doplácí { $add }; o dalších rozhoduje floorman.
error-undercall-chain-nobody-to-act = na konci akcí hry nikdo není na řadě: první undercall dělá místo, které je na řadě
error-undercall-chain-need-two = řetěz undercallů má dva nebo více; jeden undercall sám je spor `bet` (pravidlo 51-B)
error-undercall-chain-seat-twice = místo { $seat } je v undercallech uvedeno dvakrát
error-undercall-chain-not-an-undercall = místo { $seat } dluží { $owed }: undercall je méně než to, se žetony za stackem (all-in za méně je call)
error-undercall-chain-first-not-to-act = první undercall musí udělat místo, které je na řadě, místo { $to_act }, ne místo { $seat }
bet-single-small-chip = Vložit jeden malý žeton ({ $chip }) proti sázce { $to_call } k dorovnání není standardní způsob dorovnání: je to na riziko hráče, čte se podle pravidel pro undercall a floorman to může potrestat ({ $rule_methods_of_calling }).
final-table-not-yet = Zbývá hráčů: { $remaining }; turnaj ještě není u finálového stolu o { $size } místech: hraje se dál u vyrovnaných stolů ({ $rule_rp_final_table_size }).
final-table-two-tables = Zbývá hráčů: { $remaining }, o jednoho víc než finálový stůl o { $size } místech; turnaj se hraje na dvou stolech po { $half }, dokud nevypadne další hráč ({ $rule_rp_final_table_size }).
final-table-forms-now = Zbývá hráčů: { $remaining }; finálový stůl se tvoří teď: stůl o { $size } místech ({ $rule_rp_final_table_size }).
final-table-draw = Karty míst se ukážou, promíchají lícem dolů do balíčku a každému hráči se rozdá jedna hrací karta lícem nahoru; karty míst se rozdávají z balíčku počínaje nejvyšší kartou podle barvy (piky, srdce, kára, kříže), takže los určí každé místo ({ $rule_new_players_broken_tables }-B).
final-table-draw-summary = Tvoří se finálový stůl; { $player } ({ $card }, nejvyšší karta) bere místo { $seat } a ostatní následují podle svých karet.
error-final-table-table-size = počet míst u stolu je 6 až 10
error-final-table-draw-count = los míst uvádí všechny zbývající hráče: { $remaining }
error-final-table-seat-cards = karty míst jsou po jedné na hráče, místa 1 až 12, každé jednou
error-final-table-not-a-card = hrací karta je jedna karta, např. `Ks`
error-final-table-card-twice = hrací karta se rozdává jednou
bet-single-chip-of-the-call = Jeden žeton za { $chip }, přesně částka k dorovnání, posunutý bez jediného slova: call, standardní způsob dorovnání ({ $rule_methods_of_calling }).
penalty-required = Pravidla říkají, že se za to udělí trest ({ $rule }{ $part }), takže samotné napomenutí nestačí; { $prior ->
        [0] za první přestupek
        [one] po jednom dřívějším přestupku
       *[other] po { $prior } dřívějších přestupcích
    } je doporučený trest { $rounds ->
        [one] jedno vynechané kolo
        [few] { $rounds } vynechaná kola
       *[other] { $rounds } vynechaných kol
    } a výši určí floorman.
penalty-device-no-live-hand = Hráč na místě { $seat } už složil: zákaz používání zařízení platí pro hráče s živou rukou ({ $rule_electronic_devices }-C). Telefonát u stolu, zařízení položené na stole a strategické pomůcky jsou zakázány i tak ({ $rule_electronic_devices }-A, B a D). Na základě těchto skutečností žádný trest.
penalty-if-used-live = hráč zařízení použil před složením, kdy byla ruka ještě živá
penalty-identity = Hráči musí být vždy jasně identifikovatelní a personál může hráče požádat, aby si sundal sluneční brýle, kapuci nebo pokrývku obličeje, která zakrývá tvář nebo ruší ostatní ({ $rule_player_identity }): hráč na místě { $seat } ji sundá a odmítnutí se trestá podle rozhodnutí floormana.
penalty-language = Herna vyvěšuje a vyhlašuje jazyky povolené u stolu ({ $rule_official_language }); mluvení jiným jazykem u stolu se trestá podle rozhodnutí floormana, stejně jako incidenty, které pravidla jmenují ({ $rule_penalties }-B).
penalty-phone-call = U stolu nikdo nesmí telefonovat, ať ve hře, nebo mimo ni ({ $rule_electronic_devices }-A).
penalty-device-on-table = Telefony a jiná zařízení nesmějí ležet na stole ({ $rule_electronic_devices }-B).
penalty-strategy-tool = Sázkové aplikace, tabulky a jiné strategické pomůcky se u stolu nesmějí používat, ať ve hře, nebo mimo ni, a žádný hráč nesmí přijímat strategickou pomoc od jiné osoby nebo zdroje ({ $rule_electronic_devices }-D; text z roku 2022 je zakazoval jen s živou rukou).
penalty-throwing-cards = Složené karty se posouvají dopředu nízko nad stolem, nikdy se nehází ani nevyhazují vysoko ({ $rule_exposing_cards }); házení karet může být potrestáno ({ $rule_penalties }-B).
penalty-chips-forfeited = Hráč na místě { $seat } držel { $chips } mimo dohled: tyto žetony propadají a odstraňují se ze hry bez ohledu na úmysl a hráč může být navíc diskvalifikován ({ $rule_chips_out_of_view }).
penalty-summary-forfeit = Hráč na místě { $seat } přichází o { $chips }, které se odstraňují ze hry. { $penalty }
error-penalty-chips-needed = `chips_hidden` potřebuje `hidden_chips`: žetony, které byly mimo dohled
error-penalty-chips = žetony mimo dohled jsou kladné množství žetonů
error-penalty-chips-only-out-of-view = `hidden_chips` jsou žetony mimo dohled, jen pro `chips_hidden`
away-penalty-lean = Za první přestupek se pravidla přiklánějí k ústnímu napomenutí a opakované přestupky se stupňují ({ $rule_penalties }-A); jedno vynechané kolo by zde bylo { $hands } rozdání, během nichž místo zaplatí { $forced } na blindech a ante. Spor „Trest“ to spočítá i s dřívějšími tresty hráče.
rebuy-before-deal-read = „Před rozdáním“ se čte jako před začátkem hry; hranicí je začátek hry (první rifle, tlačítko míchačky, výměna dealera), ne rozdání první karty.
rebuy-if-hand-begun = míchání nebo výměna dealera pro tuto hru už začaly, když byl ohlášen rebuy: hra se hraje o { $stack } a { $chips } z rebuye přichází až po ní
citation-number-unknown = TDA { $edition }, číslo neznámé ({ $before })
citation-number-unknown-candidates = TDA { $edition }, číslo neznámé ({ $before }; možná { $candidates })
citation-new-in-2026 = nové v roce 2026
seat-orbit-twice = S big blind ante stojí big blind { $big_total }: když přijde dřív, zaplatí ho hráč během jednoho oběhu dvakrát (poprvé ještě na špatném místě) a stejně tak small blind ({ $small }): o { $extra } víc, než odpovídá jednomu oběhu.
seat-orbit-skipped = S big blind ante stojí big blind { $big_total }: když se oddálí, proběhne jeden oběh bez něj i bez small blindu ({ $small }): o { $extra } méně, než odpovídá jednomu oběhu.
seat-swap = Hráč na místě { $assigned } vylosoval místo { $seat }: ti dva se prohodili, takže oba jsou na špatném místě a oba se přesouvají, každý s celým stackem (místo { $assigned }: { $amount }).
error-seat-occupant-seat = místo je 1 až 12, ne { $seat }
error-seat-no-occupant = `occupant_assigned_seat` je místo vylosované hráčem, který sedí na místě { $assigned }: to místo musí být obsazené (místo této hry, nebo `assigned_seat_empty: false`)
button-no-make-up = TDA nezná doplácení vynechaného blindu: hráč na místě { $seat } vynechané blindy neplatí a nápravou je trest ({ $rule_dodging_blinds }).
seat-orbit-twice-small-dead = S big blind ante stojí big blind { $big_total }: když přijde dřív, zaplatí ho hráč během jednoho oběhu dvakrát (poprvé ještě na špatném místě), o { $big_total } víc, než odpovídá jednomu oběhu; small blind ({ $small }), který je na řadě na místě { $seat }, ale ne, protože hráč to místo opustil.
before-amount-held-to-call-all-in = Hráč na místě { $seat } dorovnal dřív, než byla známa částka hráče na místě { $bettor }: floorman rozhodne, jak situaci nejlépe odpovídá, a může ho zavázat k jakékoli částce ({ $rule_conditional_declarations }-B); pravidlo se přiklání k dorovnání sázky, které hráče na místě { $seat } dostane all-in za celkem { $to }.
before-amount-uncalled = Nikdo už není na řadě: { $amount } ze sázky, kterou hráč na místě { $seat } vložil a nikdo ji nemůže dorovnat, se vrací hráči na místě { $seat }.
item-uncalled = Nikdo už není na řadě: { $amount } ze sázky, kterou hráč na místě { $seat } vložil a nikdo ji nemůže dorovnat, se vrací hráči na místě { $seat }.
away-if-clock-ends-hand = na místo { $seat } se zavolá clock proti sázce a vyprší dřív, než se hráč vrátí: ruka je mrtvá, jejích { $in_pot } zůstává v potu a tím hra končí: hráč na místě { $winner } vyhrává pot { $pot }
away-if-clock-ends-hand-back = na místo { $seat } se zavolá clock proti sázce a vyprší dřív, než se hráč vrátí: ruka je mrtvá, jejích { $in_pot } zůstává v potu a tím hra končí: hráč na místě { $winner } vyhrává pot { $pot } a bere zpět { $back }, které nikdo nedorovnal
seat-no-blind-yet = Hráč z místa { $seat } zatím nezaplatil žádný big blind: přesun žádný blind nevynechá ani nezdvojí, jen určí, kdy přijde první.
seat-if-no-blind-yet = hráč z místa { $seat } zatím nezaplatil žádný big blind: přesun žádný blind nevynechá ani nezdvojí a na floormanovi nic nezůstává
rotation-worst-position-now = U kratšího stolu zaujme hráč nejhorší pozici, místo { $seat }: tam bude big blind v příští hře, což pravidlo dovoluje, i když tak místo zaplatí big blind dvakrát ({ $rule_balancing_tables }-A).
rotation-worst-position = U kratšího stolu zaujme hráč nejhorší pozici, místo { $seat }: první volné místo, kam big blind dojde (počet her do té doby: { $hands }); nikdy ne small blind ({ $rule_balancing_tables }-A).
error-rotation-short-table = kratší stůl: jeho obsazená místa (1 až 12), mezi nimi místo jeho posledního big blindu, a jeho velikost (2 až 12)
error-rotation-short-table-full = kratší stůl nemá volné místo
error-rotation-short-table-stud = `short_table` je pro mixované turnaje; v turnaji jen se studem zaujme hráč volné místo (`open_seat`)
penalty-repeat-top = Opakované přestupky přinášejí stupňované tresty ({ $rule_penalties }-A) a dřívější tresty hráče v tomto turnaji už dosáhly nejvyššího stupně vynechaných kol ({ $top } kol): dalším stupněm je diskvalifikace; trest s více vynechanými koly je druhou možností floormana.
cond-call-is-check = „Call“ bez sázky, kterou je třeba dorovnat, je check: výrok zavazuje hráče na místě { $seat } ke checku ({ $rule_invalid_bet_declarations }).
cond-may-not-raise = Hráč na místě { $seat } zde nesmí navyšovat (sázení se pro něj znovu neotevřelo), takže ohlášené navýšení ho zavazuje k callu na { $to } ({ $rule_reopening_the_bet }).
cond-no-amount = Žádná částka nezazněla: výrok zavazuje hráče na místě { $seat } k minimu, na { $to }.
cond-more-than-stack = { $said } je víc, než má hráč na místě { $seat }: výrok ho zavazuje k all-inu za { $to }.
cond-more-than-limit = { $said } je víc, než limit zde hráči na místě { $seat } dovoluje: výrok ho zavazuje k maximu, { $to }.
cond-below-minimum = { $said } je pod minimem { $to }: navyšuje se na { $to } ({ $rule_incorrect_bets }).
cond-act-fold = fold
cond-act-check = check
cond-act-call = call na { $to }
cond-act-all-in = all-in za { $to }
cond-act-bet = sázka { $to }
cond-act-raise = navýšení na { $to }
play-out-uncalled = Částku { $amount } ze sázky hráče na místě { $seat } nikdo nemůže dorovnat: vrací se hráči na místě { $seat }.
play-out-pot-won = Pot { $amount } připadá { $count ->
        [one] hráči na místě { $winners }
       *[other] hráčům na místech { $winners }, dělený
    }.
play-out-pot-at-showdown = O potu { $amount } se rozhodne při showdownu mezi místy { $eligible }.
penalty-nuts-call-not-soft-play = Hráč na místě { $seat } s absolutními nuts na riveru jen dorovnal poslední sázku a uzavřel akci: to samo o sobě není soft play; hráč nikdy není povinen navyšovat ({ $rule_penalties }-B). Na základě těchto skutečností žádný trest.
bet-silent-chips = Hráč na místě { $seat } beze slova vložil { $chips }, aniž by měl co dorovnávat: žetony platí jako sázka v plné hodnotě.
stud-deal-bring-in-if-card = Žádost neuvádí, která karta lícem dolů byla odkryta: byla-li to { $card }, bring-in platí hráč na místě { $seat } (druhé čtení je alternativou).
stud-deal-if-exposed-card = odkrytá karta byla { $card }: bring-in platí hráč na místě { $seat }
error-stud-deal-one-card = jedna karta, například "As": karta lícem dolů, která byla odkryta
import-note-capped-limit-raise = actions[{ $index }]: navýšení hráče na místě { $seat } zapsané na { $to }, tedy vše, co soupeř může dorovnat, se čte jako navýšení limitu na { $full }: soupeř dorovná all-in za méně a { $excess } se vrací jako nedorovnaná sázka
error-hand-one-blind-form-only = { $by ->
        [button] hra s button blindem
        *[nobody] hra bez blindů
    } nemá small blind, mrtvý small blind, big-blind ante, straddly ani platby mimo blindy
import-note-ohh-draw-variant = game_type „Draw“ v OHH neuvádí variantu: čteno jako { $game } (rozdaných karet: { $cards }; výměn: { $draws })
away-dead-nothing-in = Ruka místa { $seat } je mrtvá: clock vypršel, když hráč nebyl u stolu a čelil sázce.
options-bet-to = vsadit { $to }
options-bet-between = vsadit částku mezi { $lo } a { $hi }
error-hand-spot-stud-no-button = { $game } se hraje bez buttonu (místo něj ante a bring-in): vynechte button ze spotu
error-hand-spot-stud-cards = { $street }: každé místo zatím dostalo karet: { $n }; místo { $seat } jich má { $given }
error-hand-spot-up-cards = { $street }: každé místo ukazuje otevřených karet: { $n }; místo { $seat } jich ukazuje { $given }
error-replay-spot-opener-by-cards = { $street }: ještě nikdo nejednal a podle otevřených karet je první na řadě místo { $opener }, ne místo { $seat }
error-hand-run-only-board-deal = `run` se uvádí jen u rozdání boardu, ve hře s boardem (zde: { $game })
error-hand-run-out-of-order = run { $run } není další v pořadí: po prvním následuje 2, pak 3, každý rozdaný po tom předchozím
error-replay-run-not-due = rozdání runu { $run } přichází dřív, než je sázení uzavřeno s hráčem all-in, dřív, než je board prvního runu úplný, nebo mimo pořadí ulic: board se rozdává znovu jen pro karty, které ještě zbývají, když sázení skončilo
options-not-reopened-limit = Hráč na místě { $seat } už v tomto kole jednal a nyní čelí { $to_call }, méně než { $need } (polovina sázky): sázení se znovu neotevírá, takže může jen dorovnat nebo složit ({ $rule_reopening_the_bet }).
string-later-chips-complete = Hráč na místě { $seat } musí ještě dorovnat na { $to }: z { $back } dalších pohybů zůstává { $used } na to a hráči se vrací jen { $rest }.
string-later-chips-all-stay = Hráč na místě { $seat } musí ještě dorovnat na { $to }: všech { $back } z dalších pohybů na to zůstává, nic se nevrací.
bet-completion-all-in = Hráč na místě { $seat } má méně než plné navýšení na { $full_to }: jeho doplněním jde hráč na místě { $seat } all-in za { $to }, pod plným navýšením ({ $rule_reopening_the_bet }).
string-summary-call = Dorovnání na { $to }; hráči na místě { $seat } se vrací celkem { $back }, včetně žetonů z dalších pohybů.
incorrect-bet-caller-brought-up = Hráč na místě { $seat } dorovnal { $to }: dorovnání se rovná sázce, kterou dorovnává, proto hráč na místě { $seat } přidá { $add } a dorovná opravených { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-caller-all-in = Hráč na místě { $seat } dorovnal { $to } a zbývá mu jen { $add }: přidá je a jde all-in pod opravenými { $min_to } ({ $rule_incorrect_bets }).
sderr-break-too-late = Šlo o poslední hru před přestávkou: námitka musela přijít do jedné minuty od přiznání potu; přišla později, takže pot zůstává, jak byl přiznán ({ $rule_disputed_hands }).
button-button-blind-moves = Blind dává jen button (button blind): button a s ním jeho blind se posune o jednoho hráče, z místa { $from } na místo { $button }; žádné místo nedluží blind, takže není mrtvý button ani blind ({ $rule_dead_button }).
button-no-blinds-moves = Hra nemá blindy (jen ante): button se posune o jednoho hráče, z místa { $from } na místo { $button }, a nic dalšího se nedává ({ $rule_dead_button }).
button-summary-button-blind = Další hra: button na místě { $button }, které dává button blind; žádné jiné blindy.
button-summary-no-blinds = Další hra: button na místě { $button }; bez blindů (jen ante).
knob-clock-seconds = Sekundy, které má hráč na akci po zavolání clocku, před odpočtem (TDA: 25).
knob-clock-countdown-seconds = Sekundy následujícího odpočtu (TDA: 5).
knob-clock-expiry = Co způsobí vypršení clocku (TDA: ruka je mrtvá, pokud čelí sázce, jinak check).
knob-shot-clock-seconds = Shot clock: sekundy, které má každý hráč na každé rozhodnutí a které běží bez zavolání clocku (TDA: žádný, 0; clock volá hráč nebo floorman).
knob-time-bank-seconds = Sekundy, které jedna karta time banku (prodloužení) přidá k času hráče (TDA: žádné, 0).
knob-time-banks = Karty time banku, které má každý hráč na turnaj (TDA: žádné, 0).
knob-limit-cap-bets = Povolené sázky na kolo sázek v limitu: sázka a navýšení po ní (TDA: strop herny; výchozí hodnota enginu 4, sázka a tři navýšení). Handa, která uvádí vlastní strop, si ho ponechá.
knob-limit-cap-heads-up = Zda strop limitu platí i při dvou hráčích v handě (TDA: platí, dokud v turnaji nezůstanou dva hráči).
knob-stud-completion-counts = Zda ve studu doplnění bring-inu je sázkou kola, která se počítá do stropu (TDA: ano: bring-in není sázka a doplnění je první plná sázka, „complete“ z pravidla 3; herna, která ho nepočítá, dovolí doplnění a k tomu tolik navýšení, kolik dává strop).
knob-bring-in-ace-high = Zda se eso pro bring-in ve studu a studu/8 počítá jako vysoké, takže eso nikdy nedává bring-in (TDA: mlčí, je to herní pravidlo herny; výklad enginu, jako u PokerKitu a WSOP: vysoké). V razzu je eso vždy nízké a bring-in dává nejvyšší karta; barvy vzestupně: kříže, kára, srdce, piky.
knob-passive-out-of-turn = Který výklad pasivní akce mimo pořadí platí (TDA: výklad dané edice).
knob-big-blind-ante-order = Co krátký big blind platí nejdřív ve formátu big blind ante (TDA: blind).
knob-dodging-blinds = Co stojí úmyslné vyhýbání se blindům (TDA: trest).
knob-at-seat-by = Okamžik, kdy hráč musí být na svém místě (TDA: poslední karta úvodního rozdání).
knob-odd-chip = Kdo dostane lichý žeton děleného potu ve hře s boardem (TDA: první vítěz vlevo od buttonu).
knob-misread-window = Jak dlouho lze opravit špatně přečtenou odkrytou ruku (TDA: dokud nezačne další handa).
knob-pot-error-window = Jak dlouho lze opravit pot přiznaný nesprávnému hráči (TDA: do podstatné akce v další handě).
knob-ask-to-see = Kdo smí při showdownu požádat o ukázání ruky (TDA: hráč, který dorovnal sázku na riveru, ruku posledního agresora; ostatní žádosti posoudí floorman).
knob-deliberate-exposure = Co s rukou udělá úmyslné odkrytí karet, když akce ještě probíhá (TDA: trest; ruka zůstává živá).
knob-first-penalty = První trest za přestupek bez předchozích (TDA: na uvážení floormana; pravidla se kloní k napomenutí).
knob-penalty-max-rounds = Nejvíce vynechaných kol, kam žebříček trestů dojde před diskvalifikací (TDA: na uvážení floormana; výklad enginu 3).
knob-halt-short-by = Stůl, kterému oproti nejplnějšímu stolu chybí tolik hráčů nebo víc, zastaví hru (TDA: 3).
knob-substantial-actions = Podstatná akce: tolik akcí v pořadí, ať jsou jakékoli (TDA: 3).
knob-substantial-actions-with-chips = Podstatná akce: tolik akcí v pořadí, když aspoň jedna vkládá žetony (TDA: 2).
knob-conditional-statements = Zda podmíněné ohlášení zavazuje (TDA: rozhoduje floorman).
knob-chip-count = Kdy smí hráč nechat přesně spočítat žetony soupeře (TDA: když čelí all-inu tohoto hráče a je na tahu).
knob-pot-limit-overbet = Co se stane se sázkou v pot-limitu vyšší než pot (TDA: sníží se pro každého, kdo dorovná, až do další karty).
knob-expects-int = celé číslo od { $min } do { $max }
knob-expects-choice = jedna z hodnot { $values }
knob-expects-flag = true nebo false
seat-later-in-orbit = Big blind ({ $big }) přijde k hráči o { $hands ->
        [one] jednu hru
        [few] { $hands } hry
       *[other] { $hands } her
    } později, než by přišel: mění se pořadí kola, ale hráčův příští big blind je stále ten z tohoto kola, takže se nic nevynechá a nic se nedoplácí.
seat-sooner-in-orbit = Big blind ({ $big }) přijde k hráči o { $hands ->
        [one] jednu hru
        [few] { $hands } hry
       *[other] { $hands } her
    } dříve, než by přišel: mění se pořadí kola, ale hráč ho v kole platí jednou, takže se nic neplatí dvakrát a nic se nevrací.
seat-in-orbit-floor = Žádné pravidlo neřeší blind posunutý přesunem, takže poslední slovo má floorman; pravidla se kloní k tomu, že se nic nedluží.
rotation-left-since = Od té hry hráči odešli: mrtvý button (pravidlo 32) určí další hru od blindů té hry, big blind se posune o jednoho hráče a uprázdněné místo zůstává prázdné.
rotation-dead-small = Small blind je mrtvý: big blind minulé hry (místo { $seat }) odešel.
rotation-dead-button = Button je mrtvý na nyní prázdném místě { $seat }.
rotation-next-button-summary-no-small = Button na místě { $button }, bez small blindu, big blind na místě { $big }.
error-rotation-left-since = místo opuštěné od té doby má číslo 1 až 12 a není v `seats` (`left_since`)
h4h-if-different-tables = Pokud hráči vypadli u různých stolů ve stejné hře „hand for hand“: dělí se o svá místa a peníze ({ $rule_rp_hand_for_hand }); pořadí podle počátečních žetonů platí pro vyřazení u jednoho stolu.
h4h-different-tables = Hráči vypadli u různých stolů: pořadí podle počátečních žetonů ({ $rule_simultaneous_busts }) platí pro jeden stůl, takže se dělí, jak určuje „hand for hand“.
