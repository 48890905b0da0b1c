### floorcall: слова решений на русском языке.
### Названия и краткие изложения правил — собственный пересказ floorcall, используемый с разрешения TDA
### (см. NOTICE в решениях); действуют официальные правила TDA.
### Одно сообщение на каждую причину из crates/engine/src/disputes; его аргументы ($seat, $to…) —
### поля причины. Фишки приходят уже отформатированными; количества выбирают формы множественного числа.

language-name = Русский
number-group-separator = {"\u00A0"}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {", "}
list-last-separator = {" и "}
clause-separator = {"; "}
# Правило, названное в причине: его номер в редакции решения.
rule-ref = Правило { $number }
# … если номер в редакции неизвестен: номер 2024 года с соответствующей пометкой.
rule-ref-unknown = Правило 2024 г. № { $number }
# Краткое изложение решения, причины которого его не дали (не ожидается).
ruling-no-summary = Решение по этому спору принимает менеджер.
# The TDA permission notice every ruling carries.
ruling-notice = Номера и названия правил Poker TDA используются с разрешения Poker Tournament Directors Association (www.pokertda.com). Краткие изложения и обоснования — собственный пересказ floorcall, а не официальный текст; действуют официальные правила TDA.

## bet

bet-words-after-chips = Слова прозвучали после того, как фишки легли на стол, поэтому действие определяют фишки ({ $rule_methods_of_betting }: действует то, что произошло первым).
bet-words-with-chips = Слова прозвучали одновременно с фишками: чёткое словесное объявление, сделанное одновременно с выставлением фишек, имеет приоритет ({ $rule_methods_of_betting }-A).
bet-raise-by = «Рейз на { $by }» добавляет { $by } к ставке { $current }: это рейз до { $to }.
bet-if-words-came-first = слова прозвучали до того, как фишки легли на стол, или одновременно с ними
bet-assumes-chips-first = Это толкование исходит из того, что фишки легли на стол раньше, чем прозвучали слова. Если слова прозвучали первыми, действие определяют они ({ $rule_methods_of_betting }): { $words }
bet-floor-holds-to-words = менеджер обязывает игрока действовать согласно его словам
bet-floor-holds-to-chips = менеджер обязывает игрока действовать согласно выставленным фишкам
bet-words-reading = Слова: { $words }
bet-chips-reading = Фишки: { $chips }
bet-words-unclear = Слова и фишки игрока на месте { $seat } расходятся, а слова не были отчётливо слышны: однозначного ответа нет; менеджер принимает решение, наиболее справедливое в данной ситуации ({ $rule_methods_of_betting }, { $rule_floor_decisions }).
bet-words-before-chips = Слова прозвучали раньше, чем легли фишки, поэтому действие определяют слова ({ $rule_methods_of_betting }).
bet-gathered-all-in = Игрок на месте { $seat } собрал все свои фишки и двинул их вперёд: это можно расценить как олл-ин на { $to }; решает менеджер.
bet-gesture-may-mean-all-in = Если весь стек двинут или брошен вперёд одним движением, это можно расценить как намерение поставить всё, независимо от того, что показала бы проверка фишек по одной; TDA оставляет это на усмотрение менеджера ({ $rule_floor_decisions }).
bet-floor-judges-chip-by-chip = менеджер вместо этого оценивает фишки по одной
bet-fold-binds = Игрок на месте { $seat } сделал фолд: фолд имеет обязательную силу.
bet-fold-when-not-facing-a-bet = Фолд в порядке очереди при отсутствии ставки — нестандартное действие, но он имеет обязательную силу ({ $rule_non_standard_folds }).
bet-checked = Игрок на месте { $seat } сделал чек.
bet-check-facing-a-bet = Игрок на месте { $seat } сказал «чек» против ставки { $facing }: игрок на месте { $seat } может сделать колл или фолд, но не рейз ({ $rule_invalid_bet_declarations }).
bet-call-with-no-bet = Игрок на месте { $seat } сказал «колл», когда ставки для колла не было: это чек ({ $rule_invalid_bet_declarations }).
bet-call-binds = Игрок на месте { $seat } сказал «колл» в порядке очереди: это обязывает его сделать полный колл до { $to } ({ $rule_binding_declarations_undercalls }).
bet-declared-call-is-no-undercall = Выставленные { $pushed } — это не неполный колл: был объявлен «колл», поэтому игрок на месте { $seat } обязан внести всю сумму колла — { $to_call }.
bet-declared-all-in = Игрок на месте { $seat } объявил олл-ин: всего { $to } на этой улице.
bet-short-all-in = { $to } — меньше полного рейза (до { $full_to }): это короткий олл-ин, который не открывает торговлю заново для игроков, уже сделавших ход ({ $rule_reopening_the_bet }).
bet-raise-not-allowed-calls = Игрок на месте { $seat } не может здесь сделать рейз, поэтому объявленный рейз обязывает игрока на месте { $seat } сделать колл { $current } ({ $rule_reopening_the_bet }).
bet-pot-not-allowed-calls = Игрок на месте { $seat } не может здесь сделать рейз, поэтому «пот» обязывает игрока на месте { $seat } сделать колл { $to }.
bet-pot-limit-pot = Пот-лимит: «пот» — это ставка размером с банк; общая ставка игрока на месте { $seat } составляет { $to } ({ $rule_pot_limit_bets }).
bet-floor-may-allow-any-amount = Менеджер может разрешить игроку на месте { $seat } поставить любую допустимую сумму от { $to } до { $max_to }, если она названа сразу.
bet-below-minimum-brought-up = { $to } — меньше минимума { $min_to }: ставка увеличивается до { $min_to } ({ $rule_incorrect_bets }).
bet-above-the-most = { $to } — больше допустимого; максимум — { $max_to }.
bet-raise-amount-is-a-total = «Рейз» с названной суммой означает, что эта сумма — общий размер ставки ({ $rule_raise_amounts }).
bet-is-all-in = Игрок на месте { $seat } в олл-ине на { $to }.
bet-bets = Игрок на месте { $seat } ставит { $to }.
bet-raises-to = Игрок на месте { $seat } делает рейз до { $to }.
bet-unclear-amount-read = «{ $amount }» нельзя понимать буквально (это меньше большого блайнда { $big_blind }); неясная сумма толкуется как наибольшая разумная сумма, не превышающая банк { $pot }: { $read } ({ $rule_unclear_betting }).
bet-amount-alone-is-pushed = Сумма, названная без других слов, равнозначна тому, что игрок молча выставил { $read } ({ $rule_methods_of_betting }).
bet-oversized-chip-calls = Одна фишка номиналом { $chip } против ставки { $facing } без предварительного объявления «рейз» — это колл: { $back } возвращается игроку.
bet-oversized-chip-rule = Правило: крупная фишка — это колл, если «рейз» не объявлен до того, как она легла на стол ({ $rule_oversized_chip }), даже если это последняя фишка игрока.
bet-every-chip-needed = Колл { $current }: нужна была каждая фишка{ $any ->
        [yes] , { $back } возвращается игроку.
       *[no] .
    }
bet-removing-one-leaves-less = { $chips }; если убрать одну фишку { $smallest }, останется { $without_one } < { $need }, необходимых для колла, значит, нужна была каждая фишка: это колл ({ $rule_multiple_chip_betting }).
bet-removing-one-leaves-enough = { $chips }; если убрать одну фишку { $smallest }, останется { $without_one } ≥ { $need }, необходимых для колла, значит, нужна была не каждая фишка.
bet-last-chips-all-in = Это были последние фишки игрока на месте { $seat }, поэтому игрок на месте { $seat } в олл-ине на { $to }, что бы ни говорило правило 50% ({ $rule_multiple_chip_betting }).
bet-raise-not-allowed-chips-call = Игрок на месте { $seat } не может здесь сделать рейз, поэтому фишки — это колл { $current }; { $back } возвращается игроку.
bet-full-raise-reached = { $total } достигает полного рейза ({ $current } + { $full } = { $full_to }): это рейз до { $total } ({ $rule_raise_amounts }).
bet-full-raise-held = { $total } достигает полного рейза ({ $current } + { $full } = { $full_to }), но максимум — { $max_to }{ $pot ->
    [yes] {" "}(ставка больше банка недопустима, { $rule_incorrect_bets }-B)
   *[no] {" "}(одна ставка в лимите)
}: это рейз до { $max_to } ({ $rule_raise_amounts }).
bet-a-raise-to = Рейз до { $to }.
bet-a-raise-to-back = Рейз до { $to }; лишние { $back } возвращаются.
bet-half-raise-must-complete = Применяется правило 50%: { $total } ≥ { $half }, то есть не меньше половины рейза сверх колла, но < { $current } + { $full } = { $full_to }: игрок на месте { $seat } должен довести ставку до полного рейза — до { $full_to } ({ $rule_raise_amounts }).
bet-must-complete-to = Это рейз: игрок на месте { $seat } должен довести его до полного рейза — до { $full_to }.
bet-less-than-half-raise = Применяется правило 50%: { $total } < { $half }, то есть меньше половины рейза сверх колла: это колл, { $back } возвращается игроку ({ $rule_raise_amounts }).
bet-call-goes-back = Колл { $current }; { $back } возвращается игроку на месте { $seat }.
bet-prior-covers-the-call = Фишки на сумму { $prior }, уже лежащие перед игроком, покрывают колл { $current }; добавление фишек превращает их все в ставку: всего { $total } ({ $rule_prior_bet_chips }).
bet-prior-partly-pulled-back = Часть прежних фишек была забрана обратно: оставшиеся фишки на сумму { $prior } и новые фишки, всего { $total }, оцениваются вместе ({ $rule_prior_bet_chips }).
bet-prior-all-pulled-back = Прежние фишки были забраны обратно: новые фишки оцениваются относительно полного колла { $need } ({ $rule_prior_bet_chips }).
bet-prior-short-of-call = Фишек перед игроком на сумму { $base } недостаточно для колла; они остаются нетронутыми, а новые фишки оцениваются относительно ещё недостающих { $need } ({ $rule_prior_bet_chips }).
bet-single-new-chip-calls = Одна новая фишка номиналом { $chip } — это колл ({ $rule_oversized_chip }).
bet-undercall = Игрок на месте { $seat } выставил { $put } — меньше, чем { $to_call }, необходимые для колла, — не сказав «колл»: это неполный колл ({ $rule_binding_declarations_undercalls }).
bet-floor-decides-undercall = В банке несколько участников, и ставка, перед которой оказался игрок ({ $current }), не является открывающей, поэтому решает менеджер: потребовать полный колл или позволить игроку на месте { $seat } потерять { $forfeit } и сделать фолд.
bet-floor-requires-full-call = менеджер требует полный колл
bet-floor-lets-forfeit = менеджер позволяет игроку потерять выставленные фишки и сделать фолд
bet-undercall-of-a-raise = Неполный колл на рейз в банке с несколькими участниками: менеджер может потребовать полный колл до { $call_to } или позволить игроку на месте { $seat } потерять { $forfeit } и сделать фолд.
bet-no-limit-pot-is-a-minimum = В безлимите «пот» не является допустимой суммой, но обязывает игрока на месте { $seat } сделать { $word ->
        [bet] ставку не меньше минимальной
       *[raise] рейз не меньше минимального
    }: до { $to } ({ $rule_pot_limit_bets }).
bet-declared-with-chips = Игрок на месте { $seat } объявил { $word ->
        [bet] ставку
       *[raise] рейз
    } и выставил { $chips }: сумму определяют фишки.
bet-declared-without-amount = Игрок на месте { $seat } объявил { $word ->
        [bet] ставку
       *[raise] рейз
    } без суммы: игрок на месте { $seat } обязан поставить не меньше минимума — { $min_to }.
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = Неполный колл { $when ->
        [heads-up] в хедз-апе
       *[opening-bet] против открывающей ставки раунда в банке с несколькими участниками
    } должен быть доведён до полного колла: до { $call_to }.
bet-undercall-must-call = Неполный колл { $when ->
        [heads-up] в хедз-апе
       *[opening-bet] против открывающей ставки раунда в банке с несколькими участниками
    }: игрок на месте { $seat } должен сделать полный колл — { $call_to }.

## options

options-to-call = Ставка на этой улице — { $current }; у игрока на месте { $seat } { $any_in ->
        [yes] уже вложено { $committed }
       *[no] пока ничего не вложено
    }, поэтому колл стоит { $to_call }.
options-full-raise = Наибольшая полная ставка или рейз на этой улице — { $full } ({ $rule_raise_amounts }): рейз должен быть как минимум до { $current } + { $full } = { $min_to }.
options-short-all-in-is-no-full-raise = Короткий олл-ин не является полным рейзом и не меняет эту сумму, даже если несколько таких олл-инов в сумме дают больше ({ $rule_reopening_the_bet }).
options-not-reopened = Игрок на месте { $seat } уже делал ход на этой улице, а теперь ему нужно доплатить { $to_call } — меньше, чем { $need } (полный рейз): торговля не открывается заново, поэтому игрок на месте { $seat } может только сделать колл или фолд ({ $rule_reopening_the_bet }).
options-cap-reached = В этом раунде достигнут предел ставок — { $bets } (одна ставка и рейзов — { $raises }; { $rule_number_of_raises }): игрок на месте { $seat } может сделать колл или фолд.
options-call-takes-all-chips = Колл забирает все фишки игрока на месте { $seat }: для рейза ничего не остаётся.
options-no-opponent-to-call = Ни у одного соперника нет фишек для колла сверх { $current }: на рейз никто не смог бы ответить коллом, поэтому игрок на месте { $seat } может сделать колл или фолд.
options-reopened = Игрок на месте { $seat } уже делал ход на этой улице, но теперь ему нужно доплатить { $to_call } — не меньше полного рейза { $full }: торговля открывается заново ({ $rule_reopening_the_bet }).
options-not-acted-yet = Игрок на месте { $seat } ещё не делал ход на этой улице (внесённый блайнд не является действием), поэтому игрок на месте { $seat } может сделать рейз ({ $rule_reopening_the_bet }).
options-fixed-limit-size = Фиксированный лимит: ставки и рейзы в этом раунде — по { $bet }; рейз делается до { $to }.
options-short-of-a-full-raise = У игрока на месте { $seat } на этой улице всего { $all_in } — меньше полного рейза: рейз означает олл-ин на { $all_in }.
options-check = чек
options-call = колл { $amount }
options-raise-to = рейз до { $to }
options-raise-between = рейз до суммы от { $lo } до { $hi }
options-may-fold-call-or-raise = Игрок на месте { $seat } может сделать фолд, { $call } или { $raise }.
options-may-only-call-or-fold = Игрок на месте { $seat } может сделать только { $call } или фолд; рейз не разрешён.
options-pot-limit-maximum = Пот-лимит: колл { $to_call }, затем рейз на размер банка после колла{ $preflop ->
        [yes] {" "}(на префлопе блайнды считаются полными)
       *[no] {""}
    }; максимальный рейз для игрока на месте { $seat } — до { $max_to } ({ $rule_pot_limit_bets }).

## out-of-turn

out-of-turn-fold-binds = Фолд вне очереди имеет обязательную силу: рука игрока на месте { $seat } мертва ({ $rule_non_standard_folds }).
out-of-turn-follows-the-2026-illustration = Текст этого правила в редакции 2026 года был недоступен floorcall; это решение следует иллюстрации 2026 года (хедз-ап: чек вне очереди, затем ставка — только колл или фолд). По правилам 2024 года у игрока были бы все варианты действий.
out-of-turn-behind = Игрок на месте { $behind } также сделал ход вне очереди ({ $act }) — после места { $seat }, до того как действие было возвращено. Этот ход оценивается так же, когда до него дойдёт очередь: он имеет обязательную силу, если тогда перед игроком на месте { $behind } { $any_bet ->
        [yes] будет ставка { $faced }
       *[no] не будет ставки
    }, как и было; если ситуация изменилась, { $with_chips ->
        [yes] фишки можно забрать обратно, и у игрока на месте { $behind } есть все варианты действий
       *[no] у игрока на месте { $behind } есть все варианты действий
    } ({ $rule_action_out_of_turn }-A).
out-of-turn-behind-fold = Игрок на месте { $behind } также сделал фолд вне очереди: фолд вне очереди имеет обязательную силу, поэтому рука игрока на месте { $behind } мертва ({ $rule_non_standard_folds }).
out-of-turn-passive-in-2026 = По правилам 2026 года этот чек вне очереди в хедз-апе ограничил бы игрока коллом или фолдом после того, как ситуация изменится; правила 2024 года дают все варианты действий.
out-of-turn-unchanged-binds = Ситуация перед игроком на месте { $seat } не изменилась ({ $any_bet ->
        [yes] по-прежнему ставка { $faced }
       *[no] по-прежнему ставки нет
    }), поэтому действие вне очереди имеет обязательную силу: { $act } ({ $rule_action_out_of_turn }).
out-of-turn-over-the-most = Ставка места { $seat } до { $to } больше, чем раунд позволяет в его очередь ({ $most }): она обязывает на { $most }, а лишние { $back } возвращаются.
out-of-turn-back-to-the-seat-in-turn = Действие возвращается к игроку на месте { $next }. Если игроки до места { $seat } только делают чек, колл или фолд, действие вне очереди ({ $act }) остаётся в силе; если кто-то из них делает ставку или рейз, оно не имеет обязательной силы, и у игрока на месте { $seat } есть все варианты действий ({ $rule_action_out_of_turn }).
out-of-turn-if-next-raises = игрок на месте { $next } делает рейз (например, до { $min_to })
out-of-turn-raise-example = Например, если игрок на месте { $next } делает рейз до { $min_to }, игрок на месте { $seat } оказывается перед ставкой { $min_to } и может сделать колл { $to_call }, ре-рейз как минимум до { $reraise_to } или фолд; выставленные вне очереди { $returned } могут быть ему возвращены.
out-of-turn-if-others-only-check-call-or-fold = игроки до места { $seat } только делают чек, колл или фолд
out-of-turn-spoke-up = Игрок на месте { $skipped } заявил о себе до существенного действия: действие возвращается к игроку на месте { $skipped }, а действие вне очереди оценивается так, как указывает { $rule_action_out_of_turn }-A (имеет обязательную силу, если ситуация не изменится) ({ $rule_action_out_of_turn }).
out-of-turn-fold-always-binds = Фолд вне очереди в любом случае имеет обязательную силу ({ $rule_non_standard_folds }).
out-of-turn-skipped-stays-silent = Игрока на месте { $skipped } пропустили, и он не заявил о себе до существенного действия вне очереди: действия вне очереди остаются в силе. Что будет с рукой игрока на месте { $skipped }, решает менеджер (например, рука признаётся мёртвой или игрок ограничивается коллом или фолдом) ({ $rule_action_out_of_turn }).
out-of-turn-floor-rules-hand-dead = менеджер признаёт руку игрока на месте { $skipped } мёртвой
out-of-turn-floor-keeps-hand-live = менеджер оставляет руку игрока на месте { $skipped } живой, ограничив его коллом или фолдом
out-of-turn-if-spoke-up = игрок на месте { $skipped } заявил о себе до существенного действия
out-of-turn-check-and-fold-reading = Чек и фолд являются существенным действием только согласно оговорке в скобках, которую содержит { $rule_substantial_action }; floorcall исходит из основного определения (должны быть вложены фишки), а менеджер может толковать его иначе.
out-of-turn-floor-counts-check-and-fold = менеджер засчитывает чек и фолд как существенное действие
out-of-turn-skipped-keeps-right = Существенного действия ещё не было: игрок на месте { $skipped } сохраняет право на ход; действие возвращается к игроку на месте { $skipped } ({ $rule_action_out_of_turn }).
out-of-turn-fold = фолд
out-of-turn-check = чек
out-of-turn-call = колл
out-of-turn-bet = ставка { $to }
out-of-turn-raise = рейз до { $to }
out-of-turn-passive-then-changed = Ситуация изменилась после пассивного действия вне очереди игрока на месте { $seat } ({ $act }): по правилам 2026 года игрок на месте { $seat } может только сделать колл { $to_call } или фолд, но не рейз ({ $rule_action_out_of_turn }).
out-of-turn-changed-not-binding = До очереди игрока на месте { $seat } ситуация изменилась: { $any_bet ->
        [yes] была ставка { $faced }
       *[no] ставки не было
    }, а теперь — { $now }, поэтому действие вне очереди ({ $act }) не имеет обязательной силы: { $any_back ->
        [yes] { $returned } возвращаются, и у игрока на месте { $seat }
       *[no] у игрока на месте { $seat }
    } есть все варианты действий: колл { $to_call }{ $raise_from ->
        [0] {""}
       *[other] , рейз как минимум до { $raise_from }
    } или фолд ({ $rule_action_out_of_turn }).
out-of-turn-counted-substantial = { $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
        [many] { $actions } действий
       *[other] { $actions } действия
    } вне очереди слева от места { $skipped }, { $with_chips ->
        [0] ни одного с фишками
       *[other] из них с фишками — { $with_chips }
    }: существенное действие ({ $rule_substantial_action }).
out-of-turn-counted-not-yet = { $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
        [many] { $actions } действий
       *[other] { $actions } действия
    } вне очереди слева от места { $skipped }, { $with_chips ->
        [0] ни одного с фишками
       *[other] из них с фишками — { $with_chips }
    }: это ещё не существенное действие ({ $rule_substantial_action }).
out-of-turn-all-in = олл-ин
out-of-turn-show-or-muck = показ карт или сброс в мак

## incorrect-bet

incorrect-bet-over-pot-stands = Ставка { $to } превышала максимум пот-лимита ({ $max_to }), но следующая карта уже сдана: ставка остаётся в силе ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-stands-after-action = Ставка { $to } превышала максимум пот-лимита ({ $max_to }), но за ней последовало существенное действие ({ $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
        [many] { $actions } действий
       *[other] { $actions } действия
    }, { $with_chips ->
        [0] ни одного с фишками
       *[other] из них с фишками — { $with_chips }
    }): по правилу заведения ставка остаётся в силе.
incorrect-bet-low-count-raised = Игрок, сделавший ставку, просил пот, но дилер насчитал меньше: поскольку после ставки существенного действия не было, она увеличивается до ставки размером с банк — { $max_to } ({ $rule_incorrect_bets }).
incorrect-bet-check-and-fold-only = Последовали только чек и фолд: это существенное действие лишь согласно оговорке в скобках, которую содержит { $rule_substantial_action }; менеджер может истолковать это так и оставить ставку в силе.
incorrect-bet-below-minimum-stands = Ставка { $to } была меньше минимума ({ $min_to }), но следующая карта уже сдана: ставка остаётся в силе ({ $rule_incorrect_bets }).
incorrect-bet-below-minimum-corrected = Ставка { $to } была меньше допустимого минимума ({ $min_to }); ошибка обнаружена на той же улице, поэтому ставка исправляется до { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-reduced = Ставка { $to } превышала максимум пот-лимита ({ $max_to }) и была обнаружена до следующей карты: она уменьшается до { $max_to } для всех, кто сделал колл на этой улице, даже после существенного действия ({ $rule_incorrect_bets }).{ $callers ->
        [0] {""}
        [one] {" "}Игроку на месте { $seats }, сделавшему колл, возвращается { $back }.
       *[other] {" "}Игрокам на местах { $seats }, сделавшим колл, возвращается по { $back } каждому.
    }
incorrect-bet-low-count-stands = Игрок, сделавший ставку, просил пот и поставил { $to }, названные дилером; ставка размером с банк составляла { $max_to }. За ставкой последовало существенное действие ({ $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
        [many] { $actions } действий
       *[other] { $actions } действия
    }, { $with_chips ->
        [0] ни одного с фишками
       *[other] из них с фишками — { $with_chips }
    }, { $rule_substantial_action }), поэтому меньшая ставка остаётся в силе ({ $rule_incorrect_bets }).

## cards-dealt

cards-dealt-counted = После раздачи карт: { $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
        [many] { $actions } действий
       *[other] { $actions } действия
    } в порядке очереди, { $with_chips ->
        [0] ни одного с фишками
       *[other] из них с фишками — { $with_chips }
    } (блайнды не учитываются).
cards-dealt-burns-as-normal = Карты сжигаются как обычно: по одной перед каждой улицей.
cards-dealt-extra-card-is-not-the-burn = Лишняя карта не считается бёрн-картой: дилер сжигает одну карту из остатка колоды, затем сдаёт флоп.
cards-dealt-burn-one-card-only = Дилер сжигает ровно одну карту и сдаёт флоп; дополнительная карта для восстановления исходного порядка остатка колоды не сжигается.
cards-dealt-no-misdeal-hand-dead = Это существенное действие ({ $rule_substantial_action }), поэтому мисдила нет ({ $rule_misdeals }): рука игрока на месте { $seat }, в которой { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
        [many] { $cards } карт
       *[other] { $cards } карты
    }, мертва.
cards-dealt-dead-hand-play-on = Существенное действие уже произошло: рука игрока на месте { $seat } мертва, игра продолжается.
cards-dealt-button-exception = Игрок на месте { $seat } — баттон, и ему сдано слишком мало карт: { $rule_button_too_few_cards } — исключение из правила о мисдиле при неверном количестве карт ({ $rule_misdeals }-A), как до, так и после существенного действия. { $acted ->
    [yes] Баттон уже сделал ход, поэтому исключение больше не применяется.
   *[no] Баттон ещё не делал ход.
}
cards-dealt-button-completed = Руку баттона дополняют: игрок на месте { $seat } получает { $missing ->
    [one] недостающую карту
    [few] { $missing } недостающие карты
    [many] { $missing } недостающих карт
   *[other] { $missing } недостающие карты
}, и раздача продолжается.
cards-dealt-button-next-card-from-stub = Недостающая карта берётся сверху остатка колоды, до сжигания; затем, как обычно, сжигается карта и сдаётся флоп.
cards-dealt-button-acted-dead = Баттон сделал ход, имея слишком мало карт: рука игрока на месте { $seat } мертва, игра продолжается.
cards-dealt-no-substantial-action-yet = Существенного действия ещё не было ({ $rule_substantial_action }): если игроку сдано неверное количество карт, это мисдил; раздача пересдаётся точно так же: с тем же баттоном и теми же лимитами.
cards-dealt-misdeal-redeal = Мисдил: в руке игрока на месте { $seat } до существенного действия { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
        [many] { $cards } карт
       *[other] { $cards } карты
    }; раздачу нужно пересдать.
cards-dealt-floor-counts-check-and-fold = менеджер засчитывает чек и фолд как существенное действие

## show-request
show-request-no-cards-no-right = У игрока на месте { $requester } больше нет карт (он сделал фолд или сбросил карты в мак, не показав их), поэтому игрок на месте { $requester } не может просить показать какую-либо руку ({ $rule_asking_to_see_a_hand }).
show-request-called-the-river-bet = На ривере была ставка, и последним агрессором был игрок на месте { $target }; игрок на месте { $requester } сделал колл и выложил свои карты в открытую или сохранил их, поэтому игрок на месте { $requester } имеет безусловное право увидеть руку игрока на месте { $target } ({ $rule_asking_to_see_a_hand }).
show-request-no-river-bet = Игрок на месте { $requester } может попросить, но безусловного права не имеет: ставки на ривере не было, поэтому никто не платил за то, чтобы увидеть руку. Это на усмотрение менеджера ({ $rule_asking_to_see_a_hand }).
show-request-not-the-river-aggressor = Игрок на месте { $requester } может попросить, но безусловного права не имеет: игрок на месте { $target } не был последним агрессором на ривере. Это на усмотрение менеджера ({ $rule_asking_to_see_a_hand }).
show-request-house-anyone = По правилу заведения любой игрок, у которого ещё есть карты, может увидеть любую руку, участвующую во вскрытии: игрок на месте { $requester } может увидеть руку игрока на месте { $target }, и показанная рука остаётся живой.
show-request-house-callers-only = По правилу заведения увидеть руку может только игрок, сделавший колл на ставку на ривере, и только руку последнего агрессора: игрок на месте { $requester } не может увидеть руку игрока на месте { $target }.


## face-up
face-up-turned-up-now = Да: { $all_in_count ->
        [one] игрок на месте { $all_in } в олл-ине
       *[other] игроки на местах { $all_in } в олл-ине
    }, и дальнейшая торговля невозможна, поэтому все живые руки ({ $live }) открываются сейчас ({ $rule_face_up_for_all_ins }).{ $cards_to_come ->
        [0] {""}
       *[other] {" "}Затем сожгите карту и сдайте оставшиеся карты борда.
    }
face-up-side-pots-first = Сначала распределите побочные банки, затем основной; не держите руку игрока в олл-ине закрытой до распределения побочных банков ({ $rule_side_pots }).
face-up-nobody-all-in-shows-first = Никто не в олл-ине, поэтому { $rule_face_up_for_all_ins } не применяется; на этом вскрытии первым показывает карты игрок на месте { $who } ({ $rule_showdown_order }).
face-up-nobody-all-in = Никто не в олл-ине, поэтому { $rule_face_up_for_all_ins } не применяется; кто первым показывает карты, определяет порядок вскрытия ({ $rule_showdown_order }).
face-up-not-yet-betting-open = Пока нет: никто не в олл-ине, и торговля ещё продолжается ({ $rule_face_up_for_all_ins }).
face-up-not-yet-others-may-bet = Пока нет: { $all_in_count ->
        [one] игрок на месте { $all_in } в олл-ине
       *[other] игроки на местах { $all_in } в олл-ине
    }, но у игроков на местах { $with_chips } ещё есть фишки, и они могут делать ставки; держите карты закрытыми ({ $rule_face_up_for_all_ins }).


## showdown
showdown-big-blind-first = У игрока на месте { $seat }, большого блайнда, было { $stack }: сначала вносится блайнд, и он живой ({ $live }), а остаток ({ $ante }) идёт в анте большого блайнда ({ $rule_rp_ante_formats }).
showdown-ante-first = У игрока на месте { $seat }, большого блайнда, было { $stack }: по правилу заведения сначала вносится анте большого блайнда ({ $ante }), и только остаток ({ $live }) — живой блайнд.
showdown-board = Борд: { $board }.
showdown-low = Лоу игрока на месте { $seat }: { $low }.
showdown-no-low = У игрока на месте { $seat } нет лоу «восьмёрка или лучше».
showdown-hi-lo-split = Хай-лоу: каждый банк делится пополам — половина лучшей хай-руке, половина лучшему лоу «восьмёрка или лучше»; неделимая фишка идёт хай-половине ({ $rule_odd_chips }-C).
showdown-hi-lo-scoop = Хай-лоу: ни у кого нет лоу «восьмёрка или лучше», поэтому лучшая хай-рука забирает каждый банк целиком.
showdown-seat-hand = Место { $seat } ({ $hole }): { $category }, { $five }.
showdown-category = { $category ->
        [high-card] старшая карта
        [pair] пара
        [two-pair] две пары
        [trips] тройка
        [straight] стрит
        [flush] флеш
        [full-house] фулл-хаус
        [quads] каре
       *[straight-flush] стрит-флеш
    }
showdown-share = место { $seat } — { $amount }
showdown-pot = { $pot ->
        [main] Основной банк
       *[side] Побочный банк
    } { $amount } (претендуют места { $eligible }): { $shares }.
showdown-pot-short = { $pot ->
        [main] основной банк
       *[side] побочный банк
    } { $amount }: { $shares }
showdown-summary = { $pots }.
showdown-odd-chips = Неделимые фишки, разменянные до наименьшей фишки { $smallest_chip }, получает первый победитель слева от баттона ({ $rule_odd_chips }), отдельно в каждом банке ({ $rule_side_pots }).
showdown-odd-chips-by-suit = Неделимые фишки, разменянные до наименьшей фишки { $smallest_chip }, по правилу заведения получает победитель, у которого старшая карта с учётом масти (пики, червы, бубны, трефы) среди пяти играющих карт, отдельно в каждом банке ({ $rule_side_pots }).
showdown-uncalled-returned = Неуравненные { $amount } возвращаются игроку на месте { $seat }.
showdown-mucked = Игрок на месте { $seat } на вскрытии сбросил карты в мак в закрытую, не выложив руку в открытую: рука, которую нельзя восстановить, не имеет права на банк, какой бы она ни была ({ $rule_tabling_cards }-B).
showdown-mucked-retrievable = Это исходит из того, что сброшенные карты восстановить было нельзя. Карты, ещё не коснувшиеся мака и опознаваемые на 100%, ещё можно вернуть и выложить в открытую ({ $rule_live_cards_at_showdown }); в этом случае повторите запрос, указав эти карты как показанные.
showdown-last-hand = Все остальные руки сброшены в мак в закрытую, поэтому рука игрока на месте { $seat }, единственная оставшаяся, выигрывает без показа ({ $rule_showdown_order }).


## penalty
penalty-infraction = Игрок на месте { $seat }: { $infraction ->
        [etiquette] нарушение этикета ({ $rule_etiquette_violations })
        [abuse] оскорбительное поведение ({ $rule_etiquette_violations })
        [card_exposure] открытие карт при незавершённой торговле или неправильный фолд ({ $rule_exposing_cards })
        [throwing_cards] бросание карт ({ $rule_exposing_cards })
        [disclosure] раскрытие руки или советы по игре, пока рука была живой ({ $rule_no_disclosure })
        [electronic_device] использование устройства за столом при живой руке ({ $rule_electronic_devices }-C)
        [phone_call] телефонный разговор за столом ({ $rule_electronic_devices }-A)
        [device_on_table] телефон или другое устройство, лежащее на столе ({ $rule_electronic_devices }-B)
        [strategy_tool] стратегический инструмент или сторонняя помощь по стратегии за столом ({ $rule_electronic_devices }-D)
        [identity] игрока нельзя чётко опознать ({ $rule_player_identity })
        [language] разговор за столом на языке, не объявленном заведением ({ $rule_official_language })
        [dodging_blinds] умышленное уклонение от блайнда ({ $rule_dodging_blinds })
        [chips_hidden] удержание или перенос фишек вне поля зрения ({ $rule_chips_out_of_view })
        [soft_play] софт-плей ({ $rule_ethical_play })
       *[collusion] чип-дампинг или сговор ({ $rule_ethical_play })
    }.
penalty-first-infraction = Это первое нарушение игрока в турнире: по правилам рекомендуется устное предупреждение; повторные нарушения влекут всё более строгие штрафы ({ $rule_penalties }-A).
penalty-first-infraction-house = Это первое нарушение игрока в турнире: по правилу заведения первый штраф — пропуск одного круга, а повторные нарушения влекут всё более строгие штрафы.
penalty-repeat = У игрока уже { $prior ->
        [one] { $prior } предыдущий штраф или предупреждение
        [few] { $prior } предыдущих штрафа или предупреждения
        [many] { $prior } предыдущих штрафов или предупреждений
       *[other] { $prior } предыдущих штрафа или предупреждения
    } в этом турнире, а повторные нарушения влекут всё более строгие штрафы ({ $rule_penalties }-A): рекомендуемый штраф — пропуск { $rounds ->
        [one] { $rounds } круга
        [few] { $rounds } кругов
        [many] { $rounds } кругов
       *[other] { $rounds } круга
    }.
penalty-soft-play = Софт-плей наказывается вплоть до лишения фишек или дисквалификации ({ $rule_ethical_play }); { $prior ->
        [0] за первое нарушение
        [one] после { $prior } предыдущего нарушения
        [few] после { $prior } предыдущих нарушений
        [many] после { $prior } предыдущих нарушений
       *[other] после { $prior } предыдущего нарушения
    } рекомендуемый штраф — пропуск { $rounds ->
        [one] { $rounds } круга
        [few] { $rounds } кругов
        [many] { $rounds } кругов
       *[other] { $rounds } круга
    }.
penalty-collusion = Чип-дампинг и другие формы сговора ведут к дисквалификации ({ $rule_ethical_play }); фишки дисквалифицированного игрока выводятся из турнира ({ $rule_penalties }-D).
penalty-count = Пропуск круга — это по одной раздаче на каждого игрока, сидящего за столом в момент назначения штрафа, включая нарушителя: { $rounds } × { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
        [many] { $players } игроков
       *[other] { $players } игрока
    } = { $hands ->
        [one] { $hands } раздача
        [few] { $hands } раздачи
        [many] { $hands } раздач
       *[other] { $hands } раздачи
    } ({ $rule_penalties }-A).
penalty-posts = Игрок покидает стол; на его место сдаются карты, которые сразу убиваются, а место продолжает вносить блайнды и анте ({ $rule_penalties }-C): { $forced } за { $hands ->
        [one] { $hands } раздачу
        [few] { $hands } раздачи
        [many] { $hands } раздач
       *[other] { $hands } раздачи
    } из стека { $stack }, если число игроков за столом не изменится.
penalty-blinded-out = За время штрафа уйдёт весь стек: игрок, отбывающий штраф, может выбыть из турнира, потеряв стек на блайндах ({ $rule_penalties }-A).
penalty-the-floor-chooses = Размер штрафа выбирает менеджер: здесь указан штраф, рекомендуемый правилами, а другие варианты приведены как альтернативы ({ $rule_floor_decisions }).
penalty-summary-warning = Устное предупреждение игроку на месте { $seat }.
penalty-summary-rounds = Игрок на месте { $seat } пропускает { $rounds ->
        [one] { $rounds } круг
        [few] { $rounds } круга
        [many] { $rounds } кругов
       *[other] { $rounds } круга
    }: { $hands ->
        [one] { $hands } раздачу
        [few] { $hands } раздачи
        [many] { $hands } раздач
       *[other] { $hands } раздачи
    }.
penalty-summary-disqualified = Игрок на месте { $seat } дисквалифицирован, его фишки выводятся из турнира.
penalty-alt-warning = менеджер вместо этого выносит устное предупреждение
penalty-alt-rounds = менеджер вместо этого назначает пропуск { $rounds ->
        [one] { $rounds } круга
        [few] { $rounds } кругов
        [many] { $rounds } кругов
       *[other] { $rounds } круга
    }: { $hands ->
        [one] { $hands } раздача
        [few] { $hands } раздачи
        [many] { $hands } раздач
       *[other] { $hands } раздачи
    }
penalty-alt-disqualify = менеджер дисквалифицирует игрока
penalty-floor-chose-rounds = Менеджер выбрал пропуск { $rounds ->
        [one] { $rounds } круга
        [few] { $rounds } кругов
        [many] { $rounds } кругов
       *[other] { $rounds } круга
    }; подсчёт следует из этого ({ $rule_penalties }-A).
penalty-serious = Менеджер считает нарушение серьёзным: толкование начинается не с предупреждения, а с пропуска круга; угроза может быть основанием для дисквалификации ({ $rule_penalties }-A).
penalty-exposure-hand-live = Открытие карт не делает руку мёртвой, и любой штраф начинается после раздачи ({ $rule_exposing_cards }).
penalty-exposure-dead-house = По правилу заведения умышленное открытие карт игроком на месте { $seat } при незавершённой торговле делает руку мёртвой; вложенные этой рукой фишки остаются в банке.
penalty-if-deliberate = менеджер признаёт открытие карт игроком на месте { $seat } умышленным: по правилу заведения рука мертва
penalty-nuts-check-not-soft-play = Игрок на месте { $seat }, действуя последним на ривере, сделал чек с абсолютным натсом: само по себе это не софт-плей; игрок никогда не обязан делать ставку ({ $rule_penalties }-B). При этих фактах штрафа нет.
penalty-no-action-pending = Игрок на месте { $seat } открыл карты, когда торговля уже была завершена: открытие карт наказывается только при незавершённой торговле ({ $rule_exposing_cards }). Штрафа нет.
penalty-if-floor-finds-it = менеджер устанавливает нарушение на основании других фактов (договорённость, систематичность)
penalty-misdeal-does-not-count = Игроку на месте { $seat } сдаются карты, и его рука убивается, но мисдил и пересдача считаются одной раздачей, которую завершает пересдача: после неё осталось отбыть { $left ->
        [one] { $left } раздачу
        [few] { $left } раздачи
        [many] { $left } раздач
       *[other] { $left } раздачи
    } ({ $rule_misdeals }-C).
penalty-hand-counts = Эта раздача засчитывается в штраф (на место сдаются карты, и рука убивается): после неё осталось отбыть { $left ->
        [one] { $left } раздачу
        [few] { $left } раздачи
        [many] { $left } раздач
       *[other] { $left } раздачи
    } ({ $rule_penalties }-C).

## clock
clock-time = После вызова часов у игрока на месте { $seat } есть { $clock } с на действие, затем обратный отсчёт { $countdown } с: всего { $limit } с ({ $rule_calling_for_a_clock }).
clock-house-time = По правилу заведения после вызова часов у игрока на месте { $seat } есть { $clock } с на действие, затем обратный отсчёт { $countdown } с: всего { $limit } с.
clock-in-time = Игрок на месте { $seat } сделал ход через { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    }, { $tie ->
        [yes] на последней секунде обратного отсчёта (спорный момент — в пользу игрока)
       *[no] в пределах отведённого времени
    }: действие остаётся в силе.
clock-running = У игрока на месте { $seat } ещё есть { $left ->
        [one] { $left } секунда
        [few] { $left } секунды
        [many] { $left } секунд
       *[other] { $left } секунды
    } на действие.
clock-expired-facing-bet = Обратный отсчёт закончился до того, как игрок на месте { $seat }, перед которым была ставка (колл { $to_call }), сделал ход: рука мертва.
clock-expired-no-bet = Обратный отсчёт закончился до того, как игрок на месте { $seat } сделал ход, а ставки перед ним не было: руке засчитывается чек.
clock-expired-no-bet-dead = Обратный отсчёт закончился до того, как игрок на месте { $seat } сделал ход: хотя ставки перед ним не было, по правилу заведения рука всё равно мертва.
clock-shot-clock = В заведении действует шот-клок: у игрока на месте { $seat } есть { $clock } с на каждое решение, считая с момента, когда до него дошла очередь, без вызова часов.
clock-time-banks = Игрок на месте { $seat } сдал { $used ->
    [one] { $used } карточку тайм-банка
    [few] { $used } карточки тайм-банка
    [many] { $used } карточек тайм-банка
   *[other] { $used } карточки тайм-банка
}; { $counted ->
    [0] ни одна не засчитывается (тайм-банков нет)
    [1] засчитывается одна, это ещё { $each } с
    [one] засчитывается { $counted }, по { $each } с каждая
    [few] засчитываются { $counted }, по { $each } с каждая
    [many] засчитываются { $counted }, по { $each } с каждая
   *[other] засчитываются { $counted }, по { $each } с каждая
}: всего { $limit } с.
clock-acted-too-late = Игрок на месте { $seat } сделал ход через { $seconds } с, после окончания обратного отсчёта: это действие не засчитывается.
clock-dead-chips-stay = Рука игрока на месте { $seat } мертва: вложенные им { $in_pot } остаются в банке.
clock-dead-nothing-in = Рука игрока на месте { $seat } мертва; фишек он не вкладывал.
clock-not-from-the-seat = Часы вызываются с игрового места (или менеджером): вызов, сделанный не из-за стола, не запустил часы, поэтому время игрока на месте { $seat } не истекло, и рука живая ({ $rule_calling_for_a_clock }).

## at-seat
at-seat-live = Игрок на месте { $seat } находился на своём месте, когда сдавалась последняя карта начальной раздачи: рука живая ({ $rule_at_your_seat }).
at-seat-dead = Рука игрока на месте { $seat } мертва{ $any ->
        [yes] ; вложенные им { $in_pot } остаются в банке
       *[no] {""}
    }.
at-seat-why-dead = Игрок должен находиться на своём месте, в пределах досягаемости своего стула, когда сдаётся последняя карта начальной раздачи; игрока на месте { $seat } там не было, поэтому рука мертва ({ $rule_at_your_seat }).
at-seat-live-first-card = Игрок на месте { $seat } находился на своём месте, когда сдавалась первая карта раздачи: рука живая.
at-seat-why-dead-first-card = По правилу заведения игрок должен находиться на своём месте, в пределах досягаемости своего стула, когда сдаётся первая карта раздачи; игрока на месте { $seat } там не было, поэтому рука мертва.
at-seat-if-arrived-during-deal = игрок на месте { $seat } сел на своё место только после того, как была сдана первая карта
at-seat-left-table = Игрок с живой рукой, в олл-ине или нет, должен оставаться за столом; игрок на месте { $seat } ушёл, но уход не делает руку мёртвой: она продолжает игру, а менеджер может оштрафовать игрока ({ $rule_at_the_table }).
at-seat-if-penalised = менеджер штрафует игрока на месте { $seat } за уход из-за стола ({ $rule_penalties })

## accepted-action
accepted-told = Игроку на месте { $seat } назвали ставку { $announced } ({ $by ->
        [dealer] назвал дилер
       *[player] назвал один из игроков
    }); на самом деле ставка — { $bet }.
accepted-caller-responsible = Игрок, делающий колл, должен сам знать правильный размер ставки, что бы ни объявляли дилер или другие игроки: игрок, сделавший колл на неверную сумму, обязан внести правильную сумму (или все свои фишки, если их не хватает) ({ $rule_accepted_action }).
accepted-no-difference = Подсчёт был верным: игрок на месте { $seat } делает колл до { $call_to }.
accepted-owes-more = Игрок на месте { $seat } { $all_in ->
        [yes] в олл-ине на { $call_to }
       *[no] делает колл полной ставки ({ $call_to })
    } и вносит ещё { $more }.
accepted-gets-back = Игрок на месте { $seat } { $all_in ->
        [yes] в олл-ине на { $call_to }
       *[no] делает колл правильной ставки ({ $call_to })
    }; внесённые сверх этого { $back } возвращаются ему.
accepted-rule-1 = Как и в любой ситуации, менеджер всё же может принять иное решение, если правильная сумма была бы явно несправедливой ({ $rule_floor_decisions }).

## count-request
count-estimate = Любой игрок в любой момент может попросить разумную оценку фишек соперника; точный подсчёт — только когда ему нужно отвечать на олл-ин этого игрока и сейчас его очередь ({ $rule_count_of_chip_stack }).
count-exact = Игроку на месте { $requester } нужно отвечать на олл-ин игрока на месте { $target }, и сейчас его очередь: дилер точно пересчитывает олл-ин ({ $stack } на этой улице).
count-not-all-in = Игрок на месте { $target } не в олл-ине: игрок на месте { $requester } получает разумную оценку стека, а не точный подсчёт.
count-not-in-turn = Сейчас не очередь игрока на месте { $requester }: пока он получает разумную оценку фишек игрока на месте { $target }, а точный подсчёт — когда дойдёт его очередь.
count-not-facing = Игроку на месте { $requester } не нужно отвечать на олл-ин игрока на месте { $target }: только разумная оценка.
count-house-in-turn = По правилу заведения игрок, чья очередь действовать, может попросить пересчитать стек любого соперника: игрок на месте { $requester } получает точный подсчёт стека игрока на месте { $target } — { $stack }.
count-house-estimate-only = По правилу заведения стеки никогда не пересчитываются точно: игрок на месте { $requester } получает разумную оценку фишек игрока на месте { $target }.

## string-bet
string-one-motion = Игрок на месте { $seat } выставил фишки одним движением: стринг-бета нет; фишки оцениваются как есть ({ $rule_methods_of_raising }).
string-amount-first = Игрок на месте { $seat } назвал полную сумму, { $to }, до того как выставил фишки: в этом случае фишки можно выставлять за любое число движений ({ $rule_methods_of_raising }).
string-raise-word-first = Игрок на месте { $seat } сказал «рейз» до того, как выставил фишки: рейз составляют колл и ещё одно движение ({ $rule_methods_of_raising }).
string-bet = Игрок на месте { $seat } вернулся к стеку, ничего не сказав ({ $motions ->
        [one] { $motions } движение
        [few] { $motions } движения
        [many] { $motions } движений
       *[other] { $motions } движения
    }): это стринг-бет. Засчитывается только первое движение — { $first }, оцениваемое как фишки без слов; { $back } из последующих движений возвращаются игроку ({ $rule_methods_of_raising }, { $rule_string_bets }).
string-third-motion = После слова «рейз» засчитываются только колл и ещё одно движение (засчитано { $counted ->
        [one] { $counted } движение
        [few] { $counted } движения
        [many] { $counted } движений
       *[other] { $counted } движения
    }); { $back } из последующих движений возвращаются игроку ({ $rule_string_bets }).

## conditional-statement
cond-discouraged = Заявления о будущих действиях («если вы поставите, я сделаю рейз») нестандартны и настоятельно не рекомендуются: менеджер может обязать игрока выполнить их, а также может наказать за них ({ $rule_conditional_declarations }).
cond-binds = Условие выполнилось, и теперь очередь игрока на месте { $seat }: рекомендуемое решение — обязать его выполнить заявленное действие ({ $act }).
cond-not-met = Условие не выполнилось: заявление ни к чему не обязывает игрока на месте { $seat }.
cond-if-not-held = менеджер не обязывает игрока выполнять заявление
cond-if-penalised = менеджер также наказывает за заявление (сначала предупреждением)
cond-house-binds = По правилу заведения условное заявление становится обязательным, как только выполняется его условие: игрок на месте { $seat } должен совершить заявленное действие: { $act }.
cond-house-never-binds = По правилу заведения условные заявления запрещены и никогда не имеют обязательной силы: игрок на месте { $seat } может выбрать любое допустимое действие, а за само заявление может быть наказан.

## chips-behind
behind-found = После того как на олл-ин игрока на месте { $seat } на { $all_in } был сделан колл, за его стеком обнаружили ещё { $found }.
behind-floor-decides = Были ли { $found }, обнаруженные за стеком игрока на месте { $seat }, частью принятого действия, устанавливает менеджер ({ $rule_chips_found_behind }); оба варианта ответа приведены ниже.
behind-part = Фишки на сумму { $found } были частью принятого действия: олл-ин игрока на месте { $seat } составляет { $all_in } ({ $rule_chips_found_behind }).
behind-if-loses-to-caller = игрок на месте { $seat } проигрывает раздачу, и менеджер отдаёт обнаруженные { $found } игроку, сделавшему колл, — игроку на месте { $caller }
behind-caller-owes = Игрок на месте { $caller } { $all_in ->
        [yes] вносит свои последние { $more } (олл-ин).
       *[no] вносит ещё { $more }.
    }
behind-not-part = Фишки на сумму { $found } не были частью принятого действия: олл-ин игрока на месте { $seat } остаётся равным { $all_in }, и эти фишки не играют ({ $rule_chips_found_behind }).
behind-not-paid-not-saved = Если игрок на месте { $seat } выигрывает, за эти { $found } ему не платят; если проигрывает, эти { $found } не сохраняют его в игре, и менеджер может отдать их игроку, сделавшему колл.
behind-if-part = менеджер устанавливает, что фишки были частью принятого действия
behind-if-not-part = менеджер устанавливает, что не были

## showdown-error
sderr-misread-corrected = Карты говорят сами за себя: руки читаются по картам, что бы ни было объявлено; банк получает лучшая рука по картам, а рука игрока на месте { $seat } оценивается такой, какая она есть ({ $rule_cards_speak }).
sderr-misread-too-late = Прочтение выложенной в открытую руки можно оспорить только до { $window ->
    [substantial_action] существенного действия в следующей раздаче
   *[next_hand] начала следующей раздачи
}; вопрос поднят позже, поэтому банк остаётся у того, кому был присуждён ({ $rule_disputed_hands }).
sderr-time-limit = Неверное прочтение руки можно оспорить до начала следующей раздачи; ошибку в присуждении или подсчёте банка — до существенного действия в следующей раздаче ({ $rule_disputed_hands }).
sderr-pot-corrected = Банк достался не тому игроку, и ошибка заявлена вовремя: банк забирают и присуждают так, как решают карты, с учётом игрока на месте { $seat } ({ $rule_disputed_hands }).
sderr-pot-too-late = Ошибка заявлена после { $window ->
    [next_hand] начала следующей раздачи
   *[substantial_action] существенного действия в следующей раздаче
}: банк остаётся у того, кому был присуждён ({ $rule_disputed_hands }).
sderr-killed-winner = Рука игрока на месте { $seat } была надлежащим образом выложена в открытую и явно выигрывала: дилер не может её убить, и она выигрывает ({ $rule_tabling_cards }-C).
sderr-mucked-live = Карты игрока на месте { $seat } брошены в закрытую, но не попали в мак и явно опознаются: рука живая, и игрок может вернуть их и выложить в открытую ({ $rule_live_cards_at_showdown }).
sderr-mucked-dead = Карты игрока на месте { $seat } нельзя опознать с уверенностью: рука мертва и не имеет права на банк.
sderr-one-card = Игрок на месте { $seat } выложил в открытую одну карту: рука считается выложенной, когда все её карты лежат в открытую; дилер просит открыть остальные, а если игрок отказывается, зовут менеджера ({ $rule_showdown_discarding_irregularities }-A).
sderr-bettor-live = Игрок на месте { $seat } сбросил карты, считая, что его рука выиграла; дилер удержал карты, и они явно опознаются: их выкладывают в открытую, и они играют ({ $rule_showdown_discarding_irregularities }-B).
sderr-bettor-dead = Игрок на месте { $seat } сбросил карты, считая, что его рука выиграла, и карты невозможно восстановить: рука мертва; ставки, на которые был сделан колл, остаются в банке, а неуравненная ставка или рейз возвращается ({ $rule_showdown_discarding_irregularities }-B).
sderr-killed-live = Рука игрока на месте { $seat } убита дилером (или испорчена), но её всё ещё можно опознать вне всяких сомнений: она остаётся живой ({ $rule_killed_fouled_exposed_hands }).
sderr-killed-dead = Рука игрока на месте { $seat } убита дилером (или испорчена), и её нельзя опознать: компенсации нет; ставки, на которые был сделан колл, не возвращаются, а неуравненная ставка или рейз возвращается ({ $rule_killed_fouled_exposed_hands }).
sderr-unknown-identification = Всё решает то, можно ли вне всяких сомнений опознать карты игрока на месте { $seat }, а в запросе это не указано: если нельзя, рука мертва.
sderr-if-identifiable = карты игрока на месте { $seat } явно опознаются (вне всяких сомнений)
sderr-if-refuses = игрок на месте { $seat } отказывается выложить в открытую остальные карты

## tables
tables-table-breaks = { $players ->
        [one] { $players } игрок помещается
        [few] { $players } игрока помещаются
        [many] { $players } игроков помещаются
       *[other] { $players } игрока помещаются
    } за { $tables ->
        [one] { $tables } столом
       *[other] { $tables } столами
    } по { $seats ->
        [one] { $seats } месту
        [few] { $seats } места
        [many] { $seats } мест
       *[other] { $seats } места
    }: стол { $table } расформировывается; его игроки получают места по жребию и могут оказаться на любой позиции ({ $rule_new_players_broken_tables }).
tables-short-tables-halt = { $count ->
        [1] За столом { $tables }
       *[other] За столами { $tables }
    } на { $short ->
        [3] три
       *[other] { $short }
    } или более игроков меньше, чем за самым большим столом ({ $largest }): игра там останавливается, как только это затрагивает блайнды (большой блайнд пришёлся бы на пустое место), до балансировки столов; менеджер может сделать исключение ({ $rule_balancing_tables }).
tables-who-moves = В играх с флопом пересаживается игрок, который следующим должен ставить большой блайнд, — на худшую позицию за неполным столом (никогда не на малый блайнд) ({ $rule_balancing_tables }).
tables-balanced = Столы сбалансированы: ни пересадок, ни остановки игры.
tables-halt-at = игра останавливается { $count ->
        [1] за столом { $tables }
       *[other] за столами { $tables }
    } до балансировки столов
tables-moves = пересадка: { $moves }
tables-move-one = { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
        [many] { $players } игроков
       *[other] { $players } игрока
    } со стола { $from } за стол { $to }
tables-summary = { $parts }.
tables-short-handed-discretion = За { $seats }-местными столами (шорт-хенд) остановка игры — на усмотрение менеджера ({ $rule_balancing_tables }, { $rule_floor_decisions }); по правилам рекомендуется остановить игру до балансировки столов.
tables-if-no-halt = менеджер позволяет продолжать игру за неполным столом, пока пересаживаются игроки


## deal-error

deal-misdeal-redeal = Мисдил: раздача пересдаётся точно так же: с тем же баттоном и теми же лимитами; блайнды и анте остаются внесёнными, а все остальные поставленные фишки возвращаются.
deal-arriving-wait = Пересдача — точное повторение без новых игроков: игроки, севшие за стол после мисдила (места: { $seats }), ждут следующей раздачи ({ $rule_misdeals }-C).
deal-away-plays-redeal = Игроки, отсутствовавшие на своих местах во время раздачи (места: { $seats }), получают карты в пересдаче; рука, к которой игрок так и не подошёл, когда сдана её последняя карта, убивается ({ $rule_at_your_seat }).
deal-duplicate-card = Карта, найденная дважды: { $card }.
deal-no-substantial-action = Существенного действия ещё не было ({ $rule_substantial_action }): { $actions ->
    [0] никто не делал ход
    [one] пока { $actions } действие
    [few] пока { $actions } действия, этого недостаточно
    [many] пока { $actions } действий, этого недостаточно
   *[other] пока { $actions } действия, этого недостаточно
}, поэтому раздачу ещё можно признать мисдилом.
deal-substantial-action = Существенное действие произошло ({ $rule_substantial_action }): после раздачи карт действий — { $actions }, из них с фишками — { $with_chips }; после существенного действия мисдил невозможен, и раздача продолжается ({ $rule_misdeals }-D).
deal-floor-counts-check-and-fold = менеджер засчитывает чек и фолд как существенное действие
deal-draw-exposed-house = В дро-играх карту, открытую дилером при раздаче, решает правило заведения: причины мисдила из-за открытых карт в { $rule_misdeals }-A написаны для игр с флопом. Обычное правило заведения, которому следует это решение: одна открытая карта заменяется, вторая означает мисдил.
deal-house-replaces-exposed = заведение заменяет каждую карту, открытую дилером при раздаче
deal-house-misdeals-one-exposed = заведение объявляет мисдил при любой карте, открытой дилером при раздаче
deal-fouled-deck = Дефектная колода: игра останавливается, раздача аннулируется, и каждая фишка возвращается тому игроку, который её поставил, независимо от действий; колода заменяется.
deal-fouled-deck-all-back = Колода с двумя одинаковыми картами аннулирует раздачу независимо от существенного действия ({ $rule_misdeals }-E): возвращается { $total }, включая блайнды и анте. Заявление о дефектной колоде должно быть сделано в срок, отведённый для споров ({ $rule_disputed_hands }).
deal-player-exposed-live = Игрок на месте { $seat } сам открыл свои карты: рука остаётся живой, игра продолжается; менеджер может наказать за открытие карт после раздачи.
deal-player-exposed-why = Игрок, открывший карты при незавершённой торговле, может быть оштрафован, но рука за это никогда не убивается ({ $rule_exposing_cards }); любой штраф начинается после раздачи ({ $rule_penalties }).
deal-exposed-after-substantial-action = Дилер открыл карты игрока на месте { $seat }, но после существенного действия это не мисдил: рука живая и сохраняет свои карты.
deal-play-on-live = Игра продолжается: рука игрока на месте { $seat } живая.
deal-exposed-misdeal = При раздаче дилер открыл { $cards ->
    [one] { $cards } карту
    [few] { $cards } карты
    [many] { $cards } карт
   *[other] { $cards } карты
}{ $first_two ->
    [yes] ; открыта одна из первых двух карт колоды
   *[no] {""}
}: в играх с флопом это мисдил ({ $rule_misdeals }-A).
deal-one-exposed-replaced = Мисдила нет: открытая карта игрока на месте { $seat } показывается всем за столом, заменяется следующей картой после раздачи и используется как первая бёрн-карта.
deal-one-exposed-why = Одна карта, открытая дилером и не входящая в первые две карты колоды, не относится к причинам мисдила, которые перечисляет { $rule_misdeals }-A (две или более открытые карты либо одна из первых двух).
deal-boxed-after-substantial-action = Перевёрнутая карта в колоде, обнаруженная после существенного действия, не останавливает раздачу: она не считается картой, и игра продолжается.
deal-play-on = Игра продолжается: мисдила нет.
deal-boxed-misdeal = Во время раздачи в колоде обнаружено перевёрнутых карт: { $cards }; две или более перевёрнутые карты при раздаче означают мисдил ({ $rule_misdeals }-A).
deal-one-boxed-replaced = Мисдила нет: перевёрнутая карта выводится из игры и заменяется следующей картой.
deal-one-boxed-why = Мисдилом являются только две или более перевёрнутые карты при раздаче ({ $rule_misdeals }-A); одна такая карта заменяется.
deal-wrong-seat-after-substantial-action = Первая карта ушла не на то место, но существенное действие уже произошло: раздача остаётся в силе в том виде, как сдана.
deal-first-card-misdeal = Первая карта раздачи ушла не на то место: мисдил ({ $rule_misdeals }-A).
deal-not-entitled-killed = Игроку на месте { $seat } сдали карты, хотя ему не полагалось участвовать в раздаче; после существенного действия мисдил невозможен, поэтому эта рука убивается, а вложенные им { $back } возвращаются ему.
deal-not-entitled-dead = Рука игрока на месте { $seat } мертва (ему не полагалось участвовать в раздаче); для остальных раздача продолжается.
deal-floor-keeps-chips-in-pot = менеджер оставляет фишки, вложенные этим местом, в банке
deal-not-entitled-misdeal = Игроку на месте { $seat } сдали карты, хотя ему не полагалось участвовать в раздаче: мисдил ({ $rule_misdeals }-A).
deal-dealt-out-after-substantial-action = Игрок на месте { $seat } должен был участвовать в раздаче, но ему не сдали карты; после существенного действия мисдил невозможен.
deal-dealt-out-sits-out = Игра продолжается: игрок на месте { $seat } пропускает эту раздачу.
deal-dealt-out-misdeal = Игрок на месте { $seat } должен был участвовать в раздаче, но ему не сдали карты: мисдил ({ $rule_misdeals }-A).
deal-scrap-of-paper = После существенного действия карта не из этой колоды не считается картой и не играет ({ $rule_misdeals }-D): у игрока на месте { $seat } слишком мало настоящих карт, а рука с неверным количеством карт после существенного действия мертва ({ $rule_burns_after_substantial_action }).
deal-non-standard-dead = Рука игрока на месте { $seat } мертва; игра продолжается.
deal-non-standard-misdeal = Игроку на месте { $seat } до существенного действия сдана карта не из этой колоды: мисдил ({ $rule_misdeals }-A).

## board-error

board-four-card-flop = Четыре карты на флопе: дилер перемешивает все четыре в закрытую, менеджер наугад выбирает одну — она станет бёрн-картой для тёрна, — а остальные три составляют флоп.
board-four-card-flop-why = Правило о неправильном флопе ({ $rule_irregular_flops }) оставляет в игре все карты, вышедшие из колоды: ни одна не пересдаётся, и порядок остатка колоды не восстанавливается.
board-premature = { $street ->
    [preflop] Префлоп
    [flop] Флоп
    [turn] Тёрн
    [river] Ривер
   *[other] { $street }
} сдан до окончания раунда торговли: он не играет. Действие возвращается к игроку на месте { $seat }; когда раунд закончится, { $street ->
    [preflop] префлоп
    [flop] флоп
    [turn] тёрн
    [river] ривер
   *[other] { $street }
} сдаётся заново.
board-premature-why = Бёрн-карта остаётся на месте; { $street ->
    [flop] карты флопа возвращаются
   *[other] карта возвращается
} в остаток колоды, который тасуется и снимается, и новый { $street ->
    [preflop] префлоп
    [flop] флоп
    [turn] тёрн
    [river] ривер
   *[other] { $street }
} сдаётся без повторного сжигания карты ({ $rule_rp_premature_cards }).
board-no-burn-no-action = { $street ->
    [preflop] Префлоп
    [flop] Флоп
    [turn] Тёрн
    [river] Ривер
   *[other] { $street }
} сдан без сжигания карты, и на этой улице никто не делал ход: { $street ->
    [flop] три карты перемешиваются в закрытую, и одна, выбранная наугад, становится бёрн-картой; две другие и следующая карта из остатка колоды составляют флоп.
    [turn] сданная карта становится бёрн-картой, а следующая карта из остатка колоды — тёрном.
    [river] сданная карта становится бёрн-картой, а следующая карта из остатка колоды — ривером.
   *[other] сданная карта становится бёрн-картой, а её место занимает следующая карта из остатка колоды.
}
board-no-burn-stands = { $street ->
    [preflop] Префлоп
    [flop] Флоп
    [turn] Тёрн
    [river] Ривер
   *[other] { $street }
} сдан без сжигания карты, но на этой улице уже были действия: он остаётся в силе, а перед следующей улицей карта сжигается, и улица сдаётся как обычно.
board-action-since-deal = Действий с тех пор, как был сдан { $street ->
    [preflop] префлоп
    [flop] флоп
    [turn] тёрн
    [river] ривер
   *[other] { $street }
}: { $actions } ({ $rule_irregular_flops }: если было хоть одно действие, даже чек, карты остаются в силе).
board-by-analogy = Правило устанавливает эту процедуру для флопа; для тёрна и ривера та же логика применяется по аналогии, и решает менеджер ({ $rule_floor_decisions }).
board-floor-lets-card-stand = менеджер оставляет карту в силе и сжигает карту перед следующей улицей

## button-blinds

button-big-blind-moves = Мёртвый баттон ({ $rule_dead_button }): большой блайнд каждую раздачу сдвигается вперёд на одного игрока — с места { $from } на место { $to }.
button-heads-up = Хедз-ап ({ $rule_button_placement }): баттон (место { $button }) вносит малый блайнд, действует первым на префлопе и последним после флопа; игрок на месте { $bb } вносит большой блайнд, поэтому никто не ставит большой блайнд два раза подряд.
button-small-blind-live = Игрок на месте { $seat }, большой блайнд прошлой раздачи, вносит малый блайнд.
button-small-blind-dead = Большого блайнда прошлой раздачи (место { $seat }) больше нет: малый блайнд в этой раздаче мёртвый, и его никто не вносит.
button-button-live = Баттон переходит на место { $seat } — к малому блайнду прошлой раздачи.
button-button-dead = Баттон переходит на место { $seat }, где никто не сидит: это мёртвый баттон; игрок после него вносит блайнд как обычно.
button-waiting = { $count ->
    [one] Новый игрок на месте { $seats } сидит
   *[other] Новые игроки на местах { $seats } сидят
} между малым блайндом и баттоном: карты сдаются только после того, как баттон пройдёт мимо ({ $rule_new_players_broken_tables }, { $rule_alternates_late_registration }).
button-arriving-dealt-in = { $count ->
    [one] Новый игрок на месте { $seats } получает
   *[other] Новые игроки на местах { $seats } получают
} карты сразу, вместе с блайндами, если они приходятся на это место; в турнире блайнд за вход в игру не ставится.
button-away-dealt-in = { $count ->
    [one] Игрок на месте { $seats } отсутствует
   *[other] Игроки на местах { $seats } отсутствуют
}: карты сдаются, место вносит то, что с него причитается; рука убивается, если игрока нет на месте, когда раздача карт закончится ({ $rule_at_your_seat }).
button-dodging-intent-unknown = Игрок на месте { $seat } пропустил блайнды; умышленное уклонение наказывается, а было ли оно умышленным, устанавливает менеджер ({ $rule_dodging_blinds }).
button-dodging-forfeit = Игрок на месте { $seat } умышленно уклонился от блайндов: по правилу заведения он теряет пропущенные блайнды и анте ({ $amount }), которые мёртвыми идут в следующий банк, и наказывается штрафом.
button-floor-finds-deliberate = менеджер признаёт уклонение умышленным
button-summary = Следующая раздача: баттон { $button_dead ->
    [yes] мёртвый, на месте { $button }
   *[no] на месте { $button }
}, { $sb_dead ->
    [yes] малого блайнда нет (мёртвый)
   *[no] малый блайнд — место { $sb }
}, большой блайнд — место { $bb }.
button-counted = После раздачи карт: действий — { $actions }, из них с фишками — { $with_chips } ({ $rule_substantial_action }).
button-misplaced-stands = Существенное действие уже произошло, поэтому раздача остаётся в силе с баттоном на месте { $seat } ({ $rule_button_placement }-A); к следующей раздаче его не возвращают назад, хотя правильным было место { $correct }.
button-floor-restores-rotation = менеджер назначает блайнды следующей раздачи так, как если бы баттон был на месте { $correct }, чтобы никто не пропустил и не повторил блайнд
button-misplaced-misdeal = Существенного действия ещё не было: мисдил. Баттон переходит на место { $correct }, все фишки возвращаются, и раздача пересдаётся с правильными блайндами ({ $rule_button_placement }-A).
button-floor-counts-check-and-fold = менеджер засчитывает чек и фолд как существенное действие
button-not-deliberate = Менеджер устанавливает, что игрок на месте { $seat } уклонился от блайндов не умышленно: штрафа нет.
button-dodging-penalised = Игрок на месте { $seat } умышленно уклонился от блайндов: назначается штраф, размер которого выбирает менеджер.
button-floor-finds-not-deliberate = менеджер устанавливает, что это было не умышленно
button-dodging-why = Умышленное уклонение от блайндов (за счёт выбора момента для смены места, перехода за другой стол или позднего прихода) наказывается ({ $rule_dodging_blinds }, { $rule_penalties }); было ли оно умышленным, решает менеджер.

## errors
error-clock-not-to-act = часы вызываются на игрока, чья очередь действовать, а сейчас не очередь игрока на месте { $seat }
error-clock-needs-to = для ставки или рейза нужен `to` — общая сумма на улице
error-clock-not-a-betting-act = показ карт или сброс в мак — не то действие, к которому применяются часы
error-accepted-not-to-act = игрок, делающий колл, — это игрок, чья очередь действовать, а сейчас не очередь игрока на месте { $seat }
error-accepted-no-bet-to-call = перед игроком на месте { $seat } нет ставки: колл делать не на что
error-count-own-stack = игрок на месте { $seat } просит пересчитать собственные фишки
error-string-no-motion = motions: нужно хотя бы одно движение фишек вперёд
error-string-empty-motion = движение без фишек
error-cond-not-betting = then.action: заявление может обязывать только к действию в торговле (фолд, чек, колл, ставка, рейз, олл-ин)
error-cond-not-to-act = условие выполнилось, значит, очередь действовать должна быть за игроком на месте { $seat }, но это не так
error-cond-not-legal-now = действие, заявленное игроком на месте { $seat }, сейчас ему недоступно (сверьте сумму с вариантами действий)
error-behind-nothing-found = found: как минимум одна фишка
error-behind-not-all-in = игрок на месте { $seat } не в олл-ине: вопрос о фишках за стеком возникает только при олл-ине, на который сделан колл
error-behind-not-called = на олл-ин игрока на месте { $seat } ещё никто не сделал колл
error-penalty-players-at-table = за столом сидят от 2 до 12 игроков, а не { $players }

error-out-of-turn-empty-action = пустое действие
error-out-of-turn-bet-or-raise-needs-street = для ставки или рейза нужен `to` — общая сумма на улице
error-out-of-turn-showing-or-mucking-not-betting = показ карт или сброс в мак — не действие в торговле вне очереди
error-out-of-turn-no-player-act-betting-over = никто не должен действовать: торговля завершена
error-out-of-turn-seat-player-act-not-out = очередь действовать за игроком на месте { $seat }: это не действие вне очереди
error-out-of-turn-seat-has-folded = игрок на месте { $seat } сделал фолд
error-out-of-turn-not-passed-over = игрока на месте { $skipped } не пропускали: действие вне очереди игрока на месте { $seat } пропустило игроков начиная с места { $in_turn }, чья была очередь
error-face-up-everyone-else-folded-there-no = все остальные сделали фолд: вскрытия нет
error-show-request-player-asking-see-their-own = просьба игрока показать его собственную руку — не спор
error-show-request-hand-not-showdown-betting-still = раздача не дошла до вскрытия: торговля ещё идёт или все остальные сделали фолд
error-show-request-seat-folded-before-showdown-hand = игрок на месте { $tgt } сделал фолд до вскрытия: эта рука мертва
error-bet-no-player-act-betting-over = никто не должен действовать: торговля завершена
error-bet-seat-not-act-seat-act = сейчас не очередь игрока на месте { $seat } (очередь игрока на месте { $to_act }); для действия вне очереди используйте спор out_of_turn
error-bet-bet-dispute-needs-chips-pushed = для спора о ставке нужны выставленные фишки, объявленные слова или и то и другое
error-bet-simultaneous-and-before = слова не могут прозвучать и до фишек, и одновременно с ними: укажите `before_chips` или `simultaneous`
error-bet-chip-worth-least = номинал фишки — не меньше 1
error-bet-chips-add-up-too-much = фишки в сумме дают слишком много
error-bet-seat-pushes-but-has-only = игрок на месте { $seat } выставляет { $pushed }, но в стеке у него только { $stack }
error-bet-chips-front-more-than-seat-had = фишки перед игроком в сумме дают { $prior_value } — больше, чем было у игрока на месте { $seat } на этой улице перед ним и в стеке вместе ({ $total })
error-bet-chips-front-add-up-less = фишки перед игроком в сумме дают { $prior_value } — меньше, чем { $committed }, вложенные игроком на месте { $seat }
error-showdown-hand-not-over-betting-still = раздача не закончена: торговля ещё идёт или ещё не сданы карты борда
error-showdown-needs-the-board = для вскрытия нужен полный борд (пять карт): укажите их в сдачах карт борда
error-showdown-needs-hole-cards = для вскрытия нужны карманные карты { $count ->
        [one] места { $seats }
       *[other] мест { $seats }
    }: укажите их в `seats[].cards`
error-incorrect-bet-bet-within-legal-range-pot = ставка до { $to } в допустимых пределах (от { $min_to } до { $max_to }); если в пот-лимите дилер насчитал слишком мало, задайте meant_pot
error-incorrect-bet-there-no-action-hand-has = действия { $index } нет (в раздаче действий: { $actions })
error-incorrect-bet-action-board-deal-not-bet = это действие — сдача карт борда, а не ставка
error-incorrect-bet-action-not-bet-or-raise = это действие — не ставка и не рейз
error-incorrect-bet-seat-not-player-act-action = в момент этого действия очередь была не за игроком на месте { $seat }
error-options-no-player-act-betting-over = никто не должен действовать: торговля в этой раздаче или в этом раунде завершена
error-options-seat-not-act-seat = сейчас не очередь игрока на месте { $seat }: очередь игрока на месте { $to_act }
error-dispute-seat-not-hand = место { $seat } не участвует в раздаче
error-sderr-only-hand-left = у игрока на месте { $seat } единственная оставшаяся рука: он выигрывает банк без показа, и присудить банк другой руке нельзя
error-dispute-not-an-empty-seat = место { $seat } не является пустым местом за этим столом
error-cards-dealt-deals-hole-cards-right-number = { $value }: карманных карт сдаётся { $expected }; { $count } — правильное количество
error-cards-dealt-most-cards = не более 10 карт
error-cards-dealt-seat-has-already-folded = игрок на месте { $seat } уже сделал фолд
error-tables-table-seats-players = за столом от 2 до 10 игроков
error-tables-least-one-table = нужен хотя бы один стол
error-tables-most-tables = не более 1000 столов
error-tables-players-table-seats = игроков: { $players }, а мест за столом: { $seats }
error-tables-id-needed = нужен id
error-tables-table-listed-twice = стол { $id } указан дважды
error-hand-amounts-most-chips = суммы — не более { $value } фишек
error-hand-not-valid-hand = недопустимая раздача: { $value }
error-hand-card-dealt-twice-hand = карта { $value } сдана в этой раздаче дважды
error-hand-big-blind-must-least-chip = большой блайнд должен быть не меньше 1 фишки
error-hand-small-blind-larger-than-big = малый блайнд ({ $small }) больше большого блайнда ({ $big })
error-hand-smallest-chip-must-worth-least = номинал наименьшей фишки должен быть не меньше 1
error-hand-hand-needs-least-two-seated = для раздачи нужно как минимум два игрока за столом
error-hand-players-table-seats-most = игроков: { $seats }; за столом помещается не более { $value }
error-hand-button-must-seat-number-from = баттон должен быть на месте с номером от 1 до { $value }
error-hand-seat-numbers-run-from = номера мест — от 1 до { $value }
error-hand-seat-listed-twice = место { $seat } указано дважды
error-hand-seated-player-needs-chips-dealt = чтобы получить карты, игроку за столом нужны фишки
error-hand-hole-cards-given-deals = указано карманных карт: { $value }; в { $value_2 } сдаётся { $hole_cards }
error-hand-seat-not-hand = место { $seat } не участвует в раздаче
error-hand-straddle-must-least-chip = стрэддл должен быть не меньше 1 фишки
error-hand-limits-apply-fixed-limit-games = лимиты применяются только к играм с фиксированным лимитом (LHE)
error-hand-fixed-limit-bet-sizes-must = размеры ставок в фиксированном лимите должны быть не меньше 1 фишки
error-hand-cap-must-allow-least-one = предел должен допускать хотя бы одну ставку
error-hand-action-needs-seat-action-or = для действия нужны `seat` и `action` или `deal`
error-hand-missing-action = отсутствует `action`
error-hand-seat-not-hand-2 = место { $seat } не участвует в раздаче
error-hand-bet-or-raise-must-least = ставка или рейз должны быть как минимум до 1 фишки
error-hand-needs-player-street-total = для `{ $kind }` нужен `to` — общая сумма игрока на улице
error-hand-board-deal-has-only-deal = у сдачи карт борда есть только `deal` и `cards`
error-hand-board-deals-flop-turn-or = сдачи карт борда — это флоп, тёрн или ривер
error-hand-cards-shown-deals = показано карт: { $value }; в { $value_2 } сдаётся { $hole_cards }
error-hand-seat-shows-but-dealt = игрок на месте { $seat } показывает { $cards_to_string }, но ему сдали { $own }
error-hand-dead-small-blind-heads-up = мёртвый малый блайнд возможен только при трёх и более игроках: в хедз-апе малый блайнд вносит баттон
error-hand-post-by-blind = игрок на месте { $seat } вносит блайнд в этой раздаче и не может вносить ещё и взнос в `posts`
error-hand-post-by-straddler = игрок на месте { $seat } ставит стрэддл и не может вносить ещё и взнос в `posts`
error-hand-post-at-least-chip = взнос должен быть не меньше одной фишки
error-hand-live-post-over-big-blind = живой взнос { $amount } больше большого блайнда ({ $big }); остаток внесите мёртвым
error-hand-two-live-posts = у игрока на месте { $seat } два живых взноса; живым может быть только один, остальные — мёртвые
error-hand-spot-board-cards = на борде этого раунда карт: { $n }; указано: { $given }
error-hand-spot-full-raise-zero = последняя полная ставка или рейз — не меньше одной фишки
error-hand-spot-full-raise-needed = в этом раунде могло быть сделано больше одной ставки или рейза, или на максимальную ставку уже сделан колл: укажите размер последней полной ставки или рейза (он задаёт минимальный рейз)
error-hand-spot-full-bet-to-needed = олл-ин ниже максимальной ставки мог быть последним полным рейзом: укажите общую сумму на улице для последней полной ставки или рейза (следующий рейз — это ставка сверх неё)
error-hand-spot-acted-not-matched = игрок на месте { $seat } делал ход после последней полной ставки, но перед ним { $in_front } при ставке { $current }, у него есть фишки в стеке, и он не сделал фолд: он должен был сделать колл, рейз или фолд
error-hand-spot-to-act-cannot = очередь действовать не может быть за игроком на месте { $seat }: он сделал фолд, находится в олл-ине или уже сделал ход и уравнял ставку
error-hand-spot-one-live-hand = для ситуации (spot) нужны два или более игрока, не сделавших фолд
error-ruling-spot-or-hand = передайте одно из: `hand`, `hand_text` или `spot`
error-ruling-spot-not-for-dispute = для `{ $kind }` нужна вся раздача: ситуация (spot) описывает только текущий раунд торговли (она подходит для { $spot_types })
error-ruling-unknown-house = профиля правил заведения с именем `{ $name }` нет (профили: { $known })
error-hand-board-cards-given = { $street ->
        [preflop] префлоп
        [flop] флоп
        [turn] тёрн
        [river] ривер
       *[other] { $street }
    } — это { $n ->
        [one] { $n } карта
        [few] { $n } карты
        [many] { $n } карт
       *[other] { $n } карты
    }, указано: { $given }
error-hand-cards-odd-length = в тексте карт нечётное число символов: каждая карта записывается двумя символами, например «AsKd»
error-hand-not-a-card = «{ $text }» — не карта (ранг 2-9, T, J, Q, K, A, затем масть c, d, h, s)
error-hand-card-twice = карта { $card } встречается дважды
error-replay-not-hand = не участвует в раздаче
error-replay-straddle-must-more-than-bet = стрэддл должен быть больше предыдущей ставки ({ $current_bet })
error-replay-seat-not-hand = место { $seat } не участвует в раздаче
error-replay-seat-checks-facing-bet-more = игрок на месте { $seat } делает чек, хотя ему нужно доплатить ещё { $facing }
error-replay-seat-has-folded = игрок на месте { $seat } сделал фолд
error-replay-seat-bets-or-raises-which = игрок на месте { $seat } ставит или делает рейз до { $to }, что не превышает текущую ставку { $current_bet }
error-replay-seat-bets-but-has-only = игрок на месте { $seat } ставит до { $to }, но у него на этой улице всего { $all_in_to }
error-replay-seat-bets-most-allowed = игрок на месте { $seat } ставит до { $to }; максимально допустимо { $hi }
error-replay-seat-bets-smallest-legal-bet = игрок на месте { $seat } ставит до { $to }; наименьшая допустимая ставка или рейз — до { $lo }
error-replay-seat-shows-or-mucks-while = игрок на месте { $seat } показывает карты или сбрасывает их в мак, пока торговля ещё идёт: укажите такой сброс как `fold` (имеет обязательную силу, { $rule_non_standard_folds }); для игрока, сделавшего ставку и выбросившего руку в уверенности, что она выиграла, используйте `showdown_error` с `bettor_mucked` ({ $rule_showdown_discarding_irregularities }-B)
error-replay-dealt-before-betting-over = { $street ->
        [preflop] префлоп
        [flop] флоп
        [turn] тёрн
        [river] ривер
       *[other] { $street }
    } сдаётся до окончания торговли на { $current ->
        [preflop] префлопе
        [flop] флопе
        [turn] тёрне
        [river] ривере
       *[other] улице { $current }
    }{ $who }
error-replay-not-due = сейчас должен сдаваться { $next ->
        [preflop] префлоп
        [flop] флоп
        [turn] тёрн
        [river] ривер
       *[other] { $next }
    }, а не { $street ->
        [preflop] префлоп
        [flop] флоп
        [turn] тёрн
        [river] ривер
       *[other] { $street }
    }
error-replay-none-due = сдавать { $street ->
        [preflop] префлоп
        [flop] флоп
        [turn] тёрн
        [river] ривер
       *[other] { $street }
    } не нужно: борд раздачи полон или раздача закончена
error-replay-seat-to-act = ; очередь действовать за игроком на месте { $seat }
error-replay-nothing = {""}
error-replay-acts-betting-over = игрок на месте { $seat } делает ход, но дальнейшая торговля в этой раздаче невозможна
error-replay-acts-after-folds = игрок на месте { $seat } делает ход после того, как все остальные сделали фолд
error-replay-acts-before-deal = игрок на месте { $seat } делает ход до того, как сдан { $street ->
        [preflop] префлоп
        [flop] флоп
        [turn] тёрн
        [river] ривер
       *[other] { $street }
    }
error-replay-seat-may-not-raise = игрок на месте { $seat } не может сделать рейз: { $why ->
        [not-reopened] торговля не открылась заново: он уже сделал ход, и ему нужно доплатить меньше полного рейза
        [capped] число рейзов в раунде достигло предела
        [no-opponent] ни у одного соперника нет фишек, чтобы ответить коллом на рейз
       *[all-chips] колл забирает все его фишки
    }
error-replay-seat-acts-out-turn = игрок на месте { $seat } делает ход вне очереди: очередь действовать за игроком на месте { $to_act }
error-replay-seat-acts-nobody-to-act = игрок на месте { $seat } делает ход вне очереди: сейчас никто не должен действовать
error-pokerstars-not-pokerstars-hand-history-no = это не история раздачи PokerStars: нет заголовка «PokerStars Hand #»
error-pokerstars-other-site = это история раздачи «{ $site }», а не PokerStars: floorcall читает текст PokerStars, PHH и OHH
error-pokerstars-floorcall-reads-no-limit-limit = «{ $what }»: floorcall читает холдем, омаху (от 4 до 6 карт, хай-лоу), семикарточный стад, стад хай-лоу, разз, пятикарточный дро, 2-7 сингл-дро и трипл-дро, A-5 тройной дро и бадуги
error-pokerstars-dead-or-extra-blinds-not = «{ $l }»: мёртвые или дополнительные блайнды не поддерживаются
error-pokerstars-blind-not-buttons-order = игрок на месте { $seat } вносит блайнд, который не положен ему по положению баттона (блайнды стоят не там, где их определяет баттон)
error-pokerstars-hand-cut-short = вторая строка стола внутри одной раздачи: предыдущая раздача оборвана, и следующая наложилась на неё
error-pokerstars-not-an-amount = «{ $text }» — не сумма
error-pokerstars-unreadable-seat-line = «{ $text }» начинается как строка места, но не читается как таковая (ожидается «Seat N: name (chips in chips)»)
error-pokerstars-button-not-a-number = место баттона — не число
error-pokerstars-fewer-than-two-players = за столом меньше двух игроков
error-pokerstars-no-big-blind = большой блайнд не найден
error-pokerstars-no-button-line = в строке стола нет «Seat #N is the button»
error-ohh-not-valid-ohh-json = недопустимый OHH (JSON): { $value }
error-ohh-no-hand-found = раздача не найдена
error-ohh-not-amount = «{ $value }» — не сумма
error-ohh-button-seat = место баттона
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }: floorcall читает из OHH Holdem, Omaha, OmahaHiLo, Stud, StudHiLo и Draw, а по названию Razz, Badugi, ShortDeck (NL) и Courchevel (PL)
error-ohh-not-player-hand = не игрок этой раздачи
error-ohh-hand-needs-two-players = для раздачи нужны два игрока
error-ohh-seat-number = номер места
error-ohh-player-id = id игрока
error-ohh-street-run-twice-draw-rounds = улица «{ $other }» (run-it-twice и раунды обмена в дро не поддерживаются)
error-ohh-straddles-dead-blinds-ohh-not = стрэддлы и мёртвые блайнды в OHH не поддерживаются
error-import-no-hand-found-text = в тексте не найдено раздачи
error-import-hands-text-one-hand-time = раздач в тексте: { $n }; передавайте по одной раздаче
error-import-hand-text-needs-hand-format = для `hand_text` нужен `hand_format`
error-import-send-either-hand-or-hand = передайте либо `hand`, либо `hand_text`, но не оба
error-import-ruling-needs-hand-hand-or = для решения нужна раздача: `hand` или `hand_text` с `hand_format`
error-phh-no-phh-hand-found-hand = раздача PHH не найдена: у раздачи должно быть поле `variant`
error-phh-expected-non-negative-amount = ожидается неотрицательная сумма
error-phh-not-amount = «{ $value }» — не сумма
error-phh-missing-variant = отсутствует `variant`
error-phh-missing = отсутствует
error-phh-players-hand-has = игроков: { $n }; в раздаче их от 2 до 10
error-phh-action-string = действие должно быть строкой
error-phh-missing-actions = отсутствует `actions`
error-phh-not-amount-2 = «{ $value }» — не сумма
error-phh-amounts-have-more-than-six = у сумм больше шести знаков после запятой
error-phh-seat-number = номер места
error-phh-seats-starting-stacks-differ-length = `seats` и `starting_stacks` разной длины
error-phh-hands-without-big-blind-button = раздачи без большого блайнда (баттон-блайнды, бринг-ины) не поддерживаются
error-phh-not-player-hand = «{ $w }» — не игрок этой раздачи
error-phh-not-phh-action-floorcall-understands = «{ $value }» — не действие PHH, понятное floorcall
error-phh-board-cards-do-not-add = карты борда не складываются во флоп, тёрн и ривер
error-phh-not-valid-toml = недопустимый PHH (TOML): { $detail }
error-phh-variant-not-supported-floorcall-models = вариант { $other } не поддерживается: floorcall читает NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D, а также собственные коды PC и PC/8 (куршевель)
error-deal-at-least-one-card = `cards` должно быть не меньше 1
error-deal-seat-needed = для `{ $error }` нужно указать место, о котором идёт речь
error-deal-more-than-hole-cards = открытых карт: { $cards }, но у игрока их всего { $hole }
error-deal-seat-out-of-range = номера мест — от 1 до { $max }
error-deal-seat-was-dealt-in = месту { $seat } сдали карты (оно участвует в раздаче); используйте `dealt_in_wrongly` или укажите место, которому не сдали карты
error-deal-not-one-card = укажите одну карту, например `As`
error-board-no-board-preflop = на префлопе карты борда не сдаются: укажите флоп, тёрн или ривер
error-board-four-cards-on-flop-only = сдача четырёх карт — это ошибка флопа: `street` должно быть `flop`
error-board-end-before-wrong-deal = передайте раздачу до момента перед неправильной сдачей { $street ->
        [preflop] префлопа
        [flop] флопа
        [turn] тёрна
        [river] ривера
       *[other] улицы { $street }
    }; она уже содержит эту сдачу
error-board-round-was-over = раунд торговли был завершён, когда сдали { $street ->
        [preflop] префлоп
        [flop] флоп
        [turn] тёрн
        [river] ривер
       *[other] { $street }
    }: сдача не была преждевременной
error-board-not-the-next-street = { $street ->
        [preflop] префлоп
        [flop] флоп
        [turn] тёрн
        [river] ривер
       *[other] { $street }
    } — не следующая улица после действий раздачи
error-board-no-such-deal = в раздаче не сдан { $street ->
        [preflop] префлоп
        [flop] флоп
        [turn] тёрн
        [river] ривер
       *[other] { $street }
    }: передайте раздачу, в которой эта улица сдана, вместе с последующими действиями
error-board-later-street-dealt = раздача продолжается после { $street ->
        [preflop] префлопа
        [flop] флопа
        [turn] тёрна
        [river] ривера
       *[other] улицы { $street }
    }: передайте её только до действий на этой улице
error-button-table-size = `table_size` должно охватывать все указанные места (не меньше { $named }) и быть не больше { $max }
error-button-seat-taken = место { $seat } не является пустым местом этого стола
error-button-no-next-hand = осталось меньше двух игроков: следующей раздачи за этим столом не будет
error-button-correct-button-needed = для `button_misplaced` нужен `correct_button` — место, где должен быть баттон
error-button-correct-button-differs = `correct_button` должно быть местом от 1 до { $max }, отличным от места { $seat }, где стоит баттон
error-button-dodger-seat-needed = для `dodging_blinds` нужно указать место игрока

## hand-for-hand
h4h-places = { $count ->
        [one] { $count } игрок выбывает
        [few] { $count } игрока выбывают
        [many] { $count } игроков выбывают
       *[other] { $count } игрока выбывают
    } в раздаче, когда { $remaining ->
        [one] оставался { $remaining } игрок
        [few] оставалось { $remaining } игрока
        [many] оставалось { $remaining } игроков
       *[other] оставалось { $remaining } игрока
    }: { $count ->
        [1] место { $best }
       *[other] места с { $best } по { $worst }
    }; призовых мест — { $paid }.
h4h-shared = Игроки, выбывшие в раздаче, на которой турнир входит в призовую зону, делят призовые места, разыгранные в этой раздаче ({ $rule_rp_hand_for_hand }-A): выбывшие игроки ({ $count }) делят места с { $best } по { $worst } и призовые за эти места поровну.
h4h-ranked = Игроки, выбывшие в одной раздаче, занимают места в порядке количества фишек, с которыми они начали раздачу: больший стек — выше; при равных стеках игроки делят свои места ({ $rule_simultaneous_busts }).
h4h-left-over = После деления поровну остаётся { $left_over }: кому его отдать, решает менеджер.
h4h-not-announced = Право на выплату возникает с момента объявления игры «рука в руку» ({ $rule_rp_hand_for_hand }-A); перед этой раздачей её не объявили, поэтому порядок этих выбываний устанавливает менеджер.
h4h-summary-shared = Выбывшие игроки ({ $count }) делят { $money }: по { $each } каждому.
h4h-summary-ranked = Выбывшие игроки ({ $count }) занимают места в порядке стеков на начало раздачи и получают { $money } по занятым местам.
h4h-summary-no-prize = Ни один выбывший игрок не попадает в призы: лучшее место — { $best }, а призовых мест — { $paid }.
h4h-summary-one = Игрок занимает место { $place }: { $money }.
h4h-ranked-anyway = Игра «рука в руку» не была объявлена перед этой раздачей, но правило 2026 года всё равно ранжирует игроков, выбывших в одной раздаче, по стекам на начало раздачи ({ $rule_simultaneous_busts }).
error-h4h-busted = для `busted` нужно от 1 до 100 игроков
error-h4h-remaining = оставшихся игроков: { $remaining } — из них не могут выбыть { $busted } в одной раздаче так, чтобы турнир продолжился
error-h4h-paid = для `paid` нужно от 1 до 100 000 мест
error-h4h-payouts = нужны призы за места начиная с места { $best } (мест: { $need }): там финишируют выбывшие игроки
error-h4h-one-per-player = нужна одна запись на каждого выбывшего игрока: выбыло { $busted }, указано { $got }
error-h4h-payouts-range = не более одного приза на каждого выбывшего игрока, каждый не более 10^18
error-h4h-start-stack = правило 2026 года ранжирует выбывших игроков по фишкам, с которыми они начали раздачу: укажите для каждого `start_stack`

## chip-race
race-exchange = Фишки номиналом { $removed } выводятся из игры: фишки каждого игрока обмениваются на фишки номиналом { $lowest } по равной стоимости, а остаток, всего { $odd_total }, разыгрывается в чип-рейсе начиная с места 1, не более одной фишки на игрока ({ $rule_chip_race }-A): { $chips ->
        [0] ни одной фишки номиналом { $lowest }
        [one] { $chips } фишка номиналом { $lowest }
        [few] { $chips } фишки номиналом { $lowest }
        [many] { $chips } фишек номиналом { $lowest }
       *[other] { $chips } фишки номиналом { $lowest }
    }, при этом остаточная стоимость округляется до ближайшей целой фишки.
race-all-exchanged = Все выводимые фишки обмениваются по равной стоимости: для чип-рейса ничего не остаётся.
race-raced = { $chips ->
        [0] В чип-рейсе не разыграно ни одной фишки
        [one] В чип-рейсе разыграна { $chips } фишка номиналом { $lowest }: по старшей карте чип-рейса она достаётся месту { $winners }
        [few] В чип-рейсе разыграны { $chips } фишки номиналом { $lowest }: по старшим картам чип-рейса они достаются местам { $winners }
        [many] В чип-рейсе разыграно { $chips } фишек номиналом { $lowest }: по старшим картам чип-рейса они достаются местам { $winners }
       *[other] В чип-рейсе разыграно { $chips } фишки номиналом { $lowest }: по старшим картам чип-рейса они достаются местам { $winners }
    }.
race-to-run = { $chips ->
        [0] Между местами { $seats } не разыгрывается ни одной фишки
        [one] Между местами { $seats } разыгрывается { $chips } фишка номиналом { $lowest }
        [few] Между местами { $seats } разыгрываются { $chips } фишки номиналом { $lowest }
        [many] Между местами { $seats } разыгрывается { $chips } фишек номиналом { $lowest }
       *[other] Между местами { $seats } разыгрывается { $chips } фишки номиналом { $lowest }
    }: на каждую остаточную фишку сдаётся по одной карте чип-рейса начиная с места 1, выигрывают старшие карты, не более одной фишки на игрока.
race-kept-in = Игрок на месте { $seat } проиграл в чип-рейсе свои последние фишки: из турнира в чип-рейсе не выбывают, поэтому он получает одну фишку номиналом { $lowest }.
race-exactly-half = Остаточные фишки составляют ровно половину фишки номиналом { $lowest }: обычно её округляют вверх, но решение за менеджером.
race-may-be-kept-in = Игрок, проигравший в чип-рейсе свои последние фишки, не выбывает: такой игрок получает одну фишку номиналом { $lowest }.
error-race-denominations = выводимый номинал ({ $removed }) должен быть меньше наименьшего номинала, остающегося в игре ({ $lowest })
error-race-seat-twice = место { $seat } указано дважды
error-race-one-per-seat = для `odd` нужно по одному числу на каждое место раздачи, в порядке мест: мест — { $seats }, чисел — { $got }
error-race-more-than-stack = у игрока на месте { $seat } не может быть { $value } в фишках выводимого номинала: его стек — { $stack }
error-race-not-in-order = у игрока на месте { $seat } есть остаточные фишки для чип-рейса, но его нет в `order`

## before-amount
before-amount-facts = Игрок на месте { $bettor } сказал «ставка» или «рейз», и до того, как была названа сумма (всего { $to }), сделал ход игрок на месте { $seat }; прежде чем действовать, игроки должны дождаться чётко названной суммы ({ $rule_acting_in_turn }-B).
before-amount-brought-up = Названная сумма, { $stated }, меньше наименьшей допустимой ставки или рейза: она увеличивается до { $to } ({ $rule_raise_amounts }).
before-amount-over-pot = Названная сумма, { $stated }, больше ставки размером с банк: она уменьшается до { $to } ({ $rule_pot_limit_bets }).
before-amount-over-limit = Названная сумма, { $stated }, больше, чем допускает лимит: это одна ставка или рейз, до { $to } ({ $rule_number_of_raises }).
before-amount-over-stack = Названная сумма, { $stated }, больше, чем есть у игрока, делающего ставку: это олл-ин, до { $to }.
before-amount-all-in-capped = Игрок на месте { $seat } объявил олл-ин: в этой структуре ставок это максимально допустимый рейз, до { $to }, и он остаётся в силе ({ $rule_acting_in_turn }-A).
before-amount-fold-stands = Фолд игрока на месте { $seat } был сделан в порядке очереди, а действие в порядке очереди имеет обязательную силу ({ $rule_acting_in_turn }-A): фолд остаётся в силе, что бы ни назвал затем игрок на месте { $bettor }.
before-amount-all-in-stands = Олл-ин игрока на месте { $seat } был объявлен в порядке очереди и имеет обязательную силу ({ $rule_acting_in_turn }-A): игрок на месте { $seat } в олл-ине на { $to }.
before-amount-held-to-call = Игрок на месте { $seat } сделал колл до того, как стала известна сумма игрока на месте { $bettor }: менеджер принимает решение, наиболее подходящее к ситуации, и может обязать игрока, сделавшего колл, к любой сумме ({ $rule_conditional_declarations }-B); рекомендуемое толкование — колл этой ставки: всего { $to } (доплатить { $to_call }).
before-amount-if-choose-again = менеджер считает более справедливым позволить игроку на месте { $seat } выбрать заново теперь, когда сумма известна
error-before-amount-bettor-not-to-act = сейчас не очередь игрока на месте { $seat }: игрок, делающий ставку, — это тот, кто сказал «ставка» или «рейз»
error-before-amount-not-next = игрок на месте { $seat } действует не следующим после игрока на месте { $bettor }: действие дальше по кругу — это действие вне очереди (`out_of_turn`)
error-before-amount-call-fold-or-all-in = действие должно быть коллом, фолдом или олл-ином

## pot-count
pot-count-not-counted = Право на подсчёт банка у игроков есть только в пот-лимите: в этой игре дилер не подсчитывает банк для игрока на месте { $seat } ({ $rule_pot_limit_bets }-A).
pot-count-spread = По просьбе банк можно разложить так, чтобы его видели все ({ $rule_rp_spreading_the_pot }).
pot-count-counted = Пот-лимит: дилер подсчитывает банк для игрока на месте { $seat }: { $pot } ({ $rule_pot_limit_bets }-A).
pot-count-counted-to-act = Пот-лимит: дилер подсчитывает банк для игрока на месте { $seat }: { $pot }; максимальная ставка, которую может сделать игрок на месте { $seat }, — до { $max } ({ $rule_pot_limit_bets }-A).

## stub
stub-all = Уроненный остаток колоды смешался с маком или сожжёнными картами: смешанные карты перемешиваются все вместе, тасуются и снимаются, и игра продолжается с новым остатком колоды ({ $rule_rp_disordered_stub }).
stub-rebuild = Остаток колоды можно восстановить в исходном порядке: его складывают в этом порядке, и игра продолжается ({ $rule_rp_disordered_stub }).
stub-stub-only = Остаток колоды восстановить нельзя: новый остаток составляется только из карт остатка, без мака и сожжённых карт, перемешивается, тасуется и снимается, и игра продолжается ({ $rule_rp_disordered_stub }).
stub-try-first = Сначала остаток колоды восстанавливают в исходном порядке, если это можно сделать наверняка ({ $rule_rp_disordered_stub }).
stub-if-cannot-rebuild = порядок нельзя восстановить наверняка: новый остаток колоды составляется только из карт остатка, тасуется и снимается
stub-face-down = Любое перетасовывание во время раздачи выполняется в закрытую, не открывая карт ({ $rule_irregular_flops }-D).

## non-chip-item
item-rule = Предметы, не имеющие стоимости в фишках (баунти-фишки, жетоны времени), должны отличаться по размеру от игровых фишек; ставка таким предметом толкуется согласно политике заведения или по суждению менеджера и может быть признана коллом или олл-ином ({ $rule_rp_non_denominational_items }).
item-call = Рекомендуемое толкование — колл: игрок на месте { $seat } делает колл { $to_call }.
item-check = Поскольку колл делать не на что, предмет толкуется как чек игрока на месте { $seat }.
item-if-all-in = менеджер толкует предмет как олл-ин игрока на месте { $seat }
error-item-not-to-act = сейчас не очередь игрока на месте { $seat }

## gesture
gesture-rule = Постукивание по столу — это чек ({ $rule_terminology_and_gestures }).
gesture-check = Поскольку колл делать не на что, постукивание игрока на месте { $seat } — это чек.
gesture-facing-bet = Если для колла нужно { $to_call }, чек — недопустимое действие: как и в случае слова «чек» против ставки ({ $rule_invalid_bet_declarations }), игрок на месте { $seat } может сделать колл или фолд, но не рейз.
error-gesture-not-to-act = сейчас не очередь игрока на месте { $seat }

## rebuy-announced
rebuy-rule = Игрок не может пропустить раздачу ради ребая; игрок, объявивший ребай до начала раздачи, играет в этой раздаче фишками ребая так, как если бы они уже были в его стеке, и обязан сделать ребай ({ $rule_rebuys }). Раздача начинается с первого риффла, нажатия кнопки шафл-машины или смены дилеров ({ $rule_new_hand_new_limits }).
rebuy-plays-behind = Ребай объявлен до начала раздачи: игрок играет на { $stack } и { $chips } ребая, всего { $in_play }, и обязан сделать ребай.
rebuy-after-hand = Ребай объявлен после начала раздачи: раздача разыгрывается на { $stack }, которые были у игрока в её начале; { $chips } ребая добавляются после неё.
error-rebuy-chips = chips: больше 0 и не больше максимального стека, который принимает floorcall

## level-change
level-began-before = Раздача началась до начала нового уровня, а новый уровень применяется со следующей раздачи: эта раздача играется на старом уровне ({ $rule_new_hand_new_limits }).
level-dealer-push = Новый уровень начался во время смены дилеров: новый дилер сдаёт одну раздачу — эту — на старом уровне ({ $rule_new_hand_new_limits }).
level-same-forced-bets = Блайнды и анте нового уровня совпадают с теми, с которыми сдана эта раздача: исправлять нечего ({ $rule_new_hand_new_limits }).
level-after-substantial = Раздача по ошибке сдана на старом уровне, но существенное действие уже произошло ({ $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
        [many] { $actions } действий
       *[other] { $actions } действия
    }, { $with_chips ->
        [0] ни одного с фишками
       *[other] из них с фишками — { $with_chips }
    }, { $rule_substantial_action }): она продолжается на старом уровне ({ $rule_new_hand_new_limits }).
level-corrected = Раздача по ошибке сдана на старом уровне, а существенного действия не было: она исправляется на новый уровень, блайнды { $small }/{ $big } ({ $rule_new_hand_new_limits }).
level-adds = Игрок на месте { $seat } добавляет { $amount }.
level-does-not-fit = Уже сделанное действие не соответствует новому уровню: как его исправить, решает менеджер.
error-level-blinds = для новых блайндов нужен большой блайнд не меньше 1 и малый блайнд не больше него

## wrong-seat
seat-rule = Места распределяются по жребию; игрок, оказавшийся не на своём месте с правильным стеком, пересаживается на правильное место и забирает с собой весь стек ({ $rule_random_seating }): игрок с места { $seat } переходит на место { $assigned }.
seat-silent = Правило говорит, куда и с чем пересаживается игрок, но не говорит, что происходит с текущей раздачей и с блайндами, которые смещает пересадка: это решает менеджер ({ $rule_floor_decisions }).
seat-redeal = Игрок с места { $seat } сразу пересаживается на место { $assigned }, и раздача пересдаётся с ним на этом месте.
seat-nobody-acted = Никто ещё не сделал ход, поэтому пересдача никому ничего не стоит: рекомендуемое решение — пересадить игрока с места { $seat } на место { $assigned } до розыгрыша раздачи и пересдать её, как при неправильной сдаче на место ({ $rule_misdeals }-A).
seat-back = Игрок на месте { $seat } забирает обратно внесённые { $amount }.
seat-takes-stack = Игрок на месте { $seat } забирает с собой весь стек — { $amount }.
seat-if-played-as-dealt = менеджер разыгрывает эту раздачу так, как она сдана, и пересаживает игрока с места { $seat }, когда она закончится
seat-plays-on = Раздача разыгрывается так, как она сдана; когда она закончится, игрок с места { $seat } пересаживается на место { $assigned } со всем стеком.
seat-not-killed = Ничто в правиле не делает мёртвой руку игрока, сидящего не на своём месте: рука игрока на месте { $seat } остаётся живой там, где сдана.
seat-after-substantial = Существенное действие уже произошло ({ $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
        [many] { $actions } действий
       *[other] { $actions } действия
    }, { $with_chips ->
        [0] ни одного с фишками
       *[other] из них с фишками — { $with_chips }
    }, { $rule_substantial_action }): раздача остаётся в силе ({ $rule_misdeals }-D).
seat-before-substantial = Существенного действия ещё нет ({ $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
        [many] { $actions } действий
       *[other] { $actions } действия
    }, { $rule_substantial_action }): менеджер может вместо этого рассматривать ситуацию как неправильную сдачу на место и пересдать раздачу ({ $rule_misdeals }-A).
seat-if-redealt = менеджер пересдаёт раздачу, посадив игрока с места { $seat } на назначенное место и вернув все внесённые фишки
seat-stack-in-play = У игрока на месте { $seat } в стеке { $behind }, а в банке { $in_pot }: вместе с игроком переходит стек в том виде, каким он будет по окончании раздачи.
seat-moves-now = Игрок с места { $seat } пересаживается на место { $assigned } со всем стеком до следующей раздачи; уже сыгранные раздачи остаются в силе.
seat-hands-stand = Раздачи, сыгранные с места { $seat }, остаются в силе: правило не отменяет ничего из уже сыгранного.
seat-posted = В этой раздаче игрок на месте { $seat } вносит { $amount } с неправильного места.
seat-big-blind-reaches = Большой блайнд ({ $big }) сдвигается на одно место за раздачу: до игрока на месте { $seat } он дошёл бы { $from_wrong ->
        [0] в этой раздаче
        [one] в следующей раздаче
        [few] через { $from_wrong } раздачи
        [many] через { $from_wrong } раздач
       *[other] через { $from_wrong } раздачи
    }, а до игрока на месте { $assigned } он дойдёт { $from_assigned ->
        [0] в этой раздаче
        [one] в следующей раздаче
        [few] через { $from_assigned } раздачи
        [many] через { $from_assigned } раздач
       *[other] через { $from_assigned } раздачи
    }.
seat-later = Пересадка откладывает большой блайнд игрока на { $hands ->
        [one] { $hands } раздачу
        [few] { $hands } раздачи
        [many] { $hands } раздач
       *[other] { $hands } раздачи
    }: ни одно правило не требует доплатить пропущенный блайнд { $big }, поэтому решает менеджер.
seat-sooner = Пересадка приближает большой блайнд игрока ({ $big }) на { $hands ->
        [one] { $hands } раздачу
        [few] { $hands } раздачи
        [many] { $hands } раздач
       *[other] { $hands } раздачи
    }: ни одно правило не освобождает от блайнда, который пересадка сделала более ранним или повторным в одном круге, и не возвращает его, поэтому решает менеджер.
seat-taken = Место { $assigned }, выпавшее игроку с места { $seat }, занято: менеджер решает, кто где сидит, и каждый игрок пересаживается со всем своим стеком.
seat-taken-in-hand = Место { $assigned } участвует в этой раздаче: там сидит другой игрок, возможно, тоже не на своём месте.
seat-taken-floor = Правило не говорит, что делать, если правильное место занято: это решает менеджер ({ $rule_floor_decisions }).
seat-if-taken = место { $assigned } оказывается занятым другим игроком: менеджер решает вопрос с обоими местами
error-seat-assigned = назначенное место должно быть номером от 1 до 12, отличным от места { $seat }, а не { $assigned }
error-seat-assigned-in-hand = место { $assigned } участвует в раздаче, значит, оно не пустое
error-seat-actions-shown = в раздаче { $actions ->
        [one] { $actions } действие игрока
        [few] { $actions } действия игроков
        [many] { $actions } действий игроков
       *[other] { $actions } действия игроков
    }: если неправильное место замечено в её ходе, поле `noticed` должно иметь значение `during_hand`

## away-from-table
away-rule = Игроки с живой рукой, включая игроков в олл-ине, остаются за столом на протяжении торговли и вскрытия: уход несовместим с защитой своей руки и слежением за ходом игры и может быть наказан ({ $rule_at_the_table }).
away-live = Рука игрока на месте { $seat } остаётся живой; наказывать ли игрока за уход, решает менеджер.
away-not-killed = Правило не делает мёртвой руку игрока, который отошёл: рука игрока на месте { $seat } не становится мёртвой из-за ухода.
away-all-in = Игрок на месте { $seat } в олл-ине, в банке { $in_pot }: эти фишки остаются там, торговаться ему больше не нужно, и раздача разыгрывается до вскрытия.
away-to-act-facing = Очередь действовать за игроком на месте { $seat }, для колла нужно { $to_call }.
away-to-act-no-bet = Очередь действовать за игроком на месте { $seat }, колл делать не на что.
away-when-action-comes = Очередь игрока на месте { $seat } ещё не наступила.
away-silent = Правило не говорит, что происходит, когда очередь доходит до отсутствующего игрока; менеджер может вызвать часы на это место ({ $rule_calling_for_a_clock }): когда время истечёт, рука перед ставкой мертва, а руке без ставки засчитывается чек.
away-if-clock-facing-bet = на игрока на месте { $seat }, перед которым ставка, вызваны часы, и время истекает до его возвращения: рука мертва, а её { $in_pot } остаются в банке
away-if-clock-no-bet = на игрока на месте { $seat } вызваны часы, и время истекает до его возвращения: руке засчитывается чек
away-dead = Рука игрока на месте { $seat } мертва: время на часах истекло, когда игрок отсутствовал, а перед ним была ставка; вложенные им { $in_pot } остаются в банке.
away-clock-facing-bet = Время на часах, вызванных на игрока на месте { $seat }, истекло, когда игрок отсутствовал, а для колла нужно было { $to_call }: рука мертва ({ $rule_calling_for_a_clock }).
away-checked = Игроку на месте { $seat } засчитывается чек: время на часах истекло, когда игрок отсутствовал, а колл делать было не на что.
away-clock-no-bet = Время на часах, вызванных на игрока на месте { $seat }, истекло, когда колл делать было не на что, а игрок отсутствовал: руке засчитывается чек, и она остаётся живой ({ $rule_calling_for_a_clock }).
away-chips = Уход не перемещает ни одной фишки: у игрока на месте { $seat } остаются { $behind } в стеке, а вложенные им { $in_pot } остаются в банке.
away-penalty = Наказывать ли игрока на месте { $seat } за уход и как именно, решает менеджер — от предупреждения до пропуска кругов ({ $rule_penalties }).
error-away-no-live-hand = игрок на месте { $seat } сделал фолд: живой руки, при которой нужно оставаться за столом, нет
error-away-not-to-act = сейчас не очередь игрока на месте { $seat }, поэтому время на часах у него истечь не могло

## chips-out-of-view
view-rule = Турнирные фишки нельзя держать или перемещать так, чтобы они оказались вне поля зрения; игрок, который так поступает, лишается этих фишек, они выводятся из игры, а сам игрок может быть наказан ({ $rule_chips_out_of_view }).
view-forfeited = Игрок на месте { $seat } лишается фишек на сумму { $amount }: фишки выводятся из игры.
view-pocketed = У игрока на месте { $seat } были фишки на сумму { $amount } в кармане, сумке или одежде: вне поля зрения.
view-concealed = Игрок на месте { $seat } держал или прикрывал за столом фишки на сумму { $amount } так, что их никто не мог видеть: вне поля зрения.
view-carried-hidden = Игрок на месте { $seat } перенёс фишки на сумму { $amount } за другой стол вне поля зрения: при переносе фишки должны оставаться на виду.
view-out-of-play = Фишки на сумму { $amount } выводятся из турнира: они не достаются ни одному игроку и не идут ни в один банк.
view-left = У игрока на месте { $seat } остаются фишки на виду на столе — { $stack }.
view-nothing-left = У игрока на месте { $seat } не осталось фишек на виду: что дальше будет с игроком, решает менеджер ({ $rule_floor_decisions }).
view-penalty = Лишение фишек предусмотрено правилом; дополнительный штраф для игрока на месте { $seat } — от предупреждения до дисквалификации — на усмотрение менеджера ({ $rule_penalties }).
view-kept = Игрок на месте { $seat } сохраняет фишки на сумму { $amount }: их переносили на виду.
view-in-view = Игрок на месте { $seat } переносил фишки на сумму { $amount } на виду (в стойке, на открытом подносе): ничто не было вне поля зрения, поэтому ничего не изымается.
view-kept-total = Игрок на месте { $seat } продолжает игру, всего у него { $total }.
error-view-seat = место должно быть номером от 1 до 12, а не { $seat }
error-view-amount = фишек вне поля зрения должно быть не меньше 1 и не больше максимально допустимого количества фишек
error-view-stack = фишки на виду превышают максимально допустимое количество фишек

## house
house-no-effect = Правила заведения ({ $title }) не меняют это решение: это решение по правилам TDA.
house-applied = Действует правило заведения — { $label } ({ $title }): { $text }
house-applied-bare = Действует правило заведения — { $label } ({ $title }).
house-under-tda = Только по правилам TDA ({ $citation }): { $summary }.

## Названия правил (сообщение) и их краткие изложения (.summary), по постоянному ключу правила.

rule-floor-decisions = Решения менеджера
    .summary = Менеджер ставит на первое место интересы игры и справедливость и может отступить от правила, если его буквальное применение было бы несправедливым; решения менеджера окончательны.
rule-player-responsibilities = Обязанности игроков
    .summary = Игроки проверяют свои карты и фишки, защищают свои руки, ясно выражают свои намерения, следят за ходом игры и сообщают о замеченных ошибках.
rule-terminology-and-gestures = Официальная терминология и жесты
    .summary = Используются стандартные слова (ставка, колл, рейз, фолд, чек, олл-ин, а в пот-лимите — пот); нестандартные термины и жесты используются на риск игрока.
rule-player-identity = Идентификация игроков
    .summary = Игроки должны быть хорошо узнаваемы за столом; персонал может попросить снять предметы, закрывающие лицо.
rule-electronic-devices = Электронные устройства и общение
    .summary = Использование устройств и общение за столом ограничены; стратегические инструменты и таблицы ставок за столом использовать нельзя.
rule-official-language = Официальный язык
    .summary = Турнир объявляет языки, на которых разрешено говорить за столом во время раздачи.
rule-random-seating = Жеребьёвка мест
    .summary = Места распределяются по жребию; игрок не на своём месте с правильным стеком пересаживается на правильное место с этим стеком.
rule-alternates-late-registration = Запасные игроки, поздняя регистрация и ре-энтри
    .summary = Запасные игроки, поздно зарегистрировавшиеся и игроки, сделавшие ре-энтри, получают случайное место и стек и сразу получают карты, кроме случая, когда их место находится между малым блайндом и баттоном.
rule-special-needs = Особые потребности
    .summary = Для игроков с особыми потребностями создаются разумные условия.
rule-new-players-broken-tables = Новые игроки и игроки с расформированных столов
    .summary = Игроки с расформированного стола получают места в результате двухэтапной случайной процедуры и могут оказаться на любой позиции, включая блайнды и баттон.
rule-balancing-tables = Балансировка столов и остановка игры
    .summary = Столы регулярно балансируются; пересаживается игрок, который следующим должен ставить большой блайнд, — на худшую позицию; за столом, где игроков на три или более меньше, чем за самым большим, игра останавливается, как только это затрагивает блайнды.
rule-cards-speak = Объявления. Карты говорят сами за себя на вскрытии
    .summary = На вскрытии победителя определяют карты, выложенные в открытую; слова игрока о своей руке не имеют обязательной силы, и каждый, кто заметил неверное прочтение руки, должен сказать об этом.
rule-tabling-cards = Выкладывание карт в открытую и убийство выигрышной руки
    .summary = Рука считается выложенной, когда все её карты лежат в открытую и читаются; игрок, сбросивший в мак руку, которая не была надлежащим образом выложена в открытую, делает это на свой риск; дилер не может убить надлежащим образом выложенную выигрышную руку.
rule-live-cards-at-showdown = Живые карты на вскрытии
    .summary = Карты, сброшенные в закрытую, остаются живыми, пока они не попали в мак и их можно опознать; руку, которую всё ещё можно полностью опознать, можно вернуть.
rule-showdown-discarding-irregularities = Нарушения при вскрытии и сбросе карт
    .summary = Игрока, показавшего часть выигрышной руки, просят выложить её в открытую полностью; игрок, сделавший ставку и сбросивший карты в уверенности, что выиграл, теряет ставки, на которые был сделан колл, но получает обратно неуравненную ставку.
rule-face-up-for-all-ins = Открытие карт при олл-ине
    .summary = Как только игрок в олл-ине и дальнейшая торговля невозможна, все живые руки сразу открываются — до сдачи оставшихся карт.
rule-showdown-order = Вскрытие без олл-ина и порядок вскрытия
    .summary = Если олл-ина нет, первым показывает карты игрок, последним сделавший ставку или рейз в последнем раунде торговли; если в этом раунде ставок не было — первый игрок слева от баттона.
rule-asking-to-see-a-hand = Просьба показать руку
    .summary = После ставки на ривере игрок, сделавший колл и выложивший свои карты в открытую или сохранивший их, может увидеть руку последнего агрессора; остальные просьбы — на усмотрение менеджера; игроки, сбросившие карты в мак, теряют право просить.
rule-playing-the-board = Игра бордом на вскрытии
    .summary = Игрок, играющий бордом, должен выложить в открытую все свои карманные карты, чтобы разделить банк.
rule-odd-chips = Распределение неделимых фишек
    .summary = Неделимые фишки размениваются до наименьшего номинала; в играх с бордом неделимая фишка достаётся первому из победителей с равными руками слева от баттона (часть A); в стаде — обладателю старшей карты с учётом масти (часть B); в хай-лоу неделимая фишка всего банка достаётся хай-половине (часть C).
rule-simultaneous-busts = Игроки, выбывшие в одной раздаче
    .summary = Новое в 2026 году (по сообщениям): игроки, выбывшие в одной раздаче, ранжируются по стекам, с которыми они начали раздачу.
rule-side-pots = Побочные банки
    .summary = Каждый побочный банк делится отдельно, и побочные банки присуждаются раньше основного.
rule-disputed-hands = Спорные руки и банки
    .summary = Прочтение руки можно оспорить до начала следующей раздачи; ошибку в банке или подсчёте — до существенного действия в следующей раздаче.
rule-new-hand-new-limits = Новая раздача и новые лимиты
    .summary = Новый уровень применяется со следующей раздачи после его объявления; раздача, по ошибке начатая на старом уровне, остаётся на нём, как только происходит существенное действие.
rule-chip-race = Чип-рейс, плановое укрупнение фишек
    .summary = Укрупняемые фишки разыгрываются в чип-рейсе; ни один игрок не выбывает из турнира в результате чип-рейса.
rule-chips-visible = Карты и фишки на виду, удобные для подсчёта и обращения. Укрупнение фишек по усмотрению
    .summary = Фишки остаются на виду и доступны для подсчёта, фишки крупных номиналов — впереди; менеджер может укрупнить фишки.
rule-deck-changes = Смена колод
    .summary = Колоды меняются при смене дилера или при смене уровня; игрок не может потребовать новую колоду.
rule-rebuys = Ребаи
    .summary = Игрок должен объявить ребай до сдачи следующей раздачи.
rule-rabbit-hunting = Рэббит-хантинг
    .summary = Карты, которые вышли бы, после окончания раздачи не открываются.
rule-calling-for-a-clock = Вызов часов
    .summary = После вызова часов у игрока есть 25 секунд и ещё 5 секунд обратного отсчёта; если перед ним ставка, после этого его рука мертва, в противном случае ему засчитывается чек.
rule-at-your-seat = На своём месте и живые руки
    .summary = Игрок должен находиться на своём месте, когда сдаётся последняя карта начальной раздачи, иначе его рука мертва.
rule-at-the-table = За столом в ожидании своего слова
    .summary = Игроки с живыми руками, включая игроков в олл-ине, остаются за столом.
rule-dead-button = Мёртвый баттон
    .summary = В турнирах применяется мёртвый баттон.
rule-dodging-blinds = Уклонение от блайндов
    .summary = Умышленное уклонение от блайндов наказывается.
rule-button-placement = Положение и перемещение баттона
    .summary = Неправильно перемещённый баттон исправляется до существенного действия и остаётся на месте после него; в хедз-апе малый блайнд — это баттон.
rule-misdeals = Мисдилы и дефектные колоды
    .summary = Перечисленные ошибки сдачи до существенного действия являются мисдилом, и раздача пересдаётся; после существенного действия мисдила нет; дефектная колода аннулирует раздачу.
rule-substantial-action = Существенное действие
    .summary = Существенное действие — это два действия в порядке очереди, хотя бы одно из которых вносит фишки, или любые три действия в порядке очереди; внесённые блайнды не учитываются.
rule-button-too-few-cards = Баттону сдано слишком мало карт
    .summary = Если баттону сдано слишком мало карт, его руку можно дополнить, если только баттон ещё не сделал ход.
rule-burns-after-substantial-action = Сжигание карт после существенного действия
    .summary = Рука с неверным количеством карт, обнаруженная после существенного действия, мертва; дилер сжигает по одной карте на улицу и не пытается восстановить порядок остатка колоды.
rule-irregular-flops = Неправильные флопы и преждевременно сданные карты
    .summary = Флоп из четырёх карт или флоп, сданный слишком рано, исправляется по установленной процедуре; карты борда, сданные до окончания раунда торговли, являются преждевременными.
rule-methods-of-betting = Способы ставки: словами и фишками
    .summary = Ставка делается словами, фишками или и тем и другим; её определяет то, что было первым, а если слова и фишки одновременны, приоритет имеет чёткое словесное объявление.
rule-methods-of-calling = Способы колла
    .summary = Стандартный колл — сказать «колл» или выставить нужную сумму; крошечная фишка против большой ставки — нестандартный колл, и он может быть признан полным коллом.
rule-methods-of-raising = Способы рейза
    .summary = Рейз делается одним движением или объявляется заранее; возвращаться к стеку за дополнительными фишками без объявления нельзя.
rule-raise-amounts = Размеры рейзов
    .summary = Рейз добавляет как минимум размер наибольшей полной ставки или рейза, сделанных ранее на этой улице; если молча выставленные фишки превышают колл не меньше чем на половину этого рейза, их нужно довести до полного рейза, а если меньше чем на половину — это колл.
rule-oversized-chip = Ставка крупной фишкой (оверчип)
    .summary = Против ставки одна крупная фишка, выставленная без предварительного объявления «рейз», — это колл; при отсутствии ставки это ставка на номинал фишки.
rule-multiple-chip-betting = Ставка несколькими фишками
    .summary = Против ставки несколько молча выставленных фишек — это колл, если для колла нужна каждая фишка; в противном случае решает правило 50% для размеров рейзов, либо игрок в олл-ине, если это его последние фишки.
rule-prior-bet-chips = Фишки прежней ставки, не собранные в банк
    .summary = Игрок, который оказался перед рейзом и перед которым ещё лежат фишки его прежней ставки, должен сначала объявить действие; молча добавленные фишки оцениваются по тому, покрывают ли прежние фишки колл и были ли они забраны обратно.
rule-reopening-the-bet = Повторное открытие торговли
    .summary = В безлимите и пот-лимите короткие олл-ины, которые в сумме не составляют полного рейза, не позволяют уже сделавшим ход игрокам снова сделать рейз; в лимите торговлю вновь открывает половина ставки.
rule-number-of-raises = Допустимое количество рейзов
    .summary = В безлимите и пот-лимите количество рейзов не ограничено; в лимитных играх действует предел, установленный заведением, даже в хедз-апе, пока в турнире не останется два игрока.
rule-accepted-action = Принятое действие
    .summary = Игрок, делающий колл, обязан знать реальный размер ставки; игрок, сделавший колл при неверном подсчёте, всё равно должен внести правильную сумму.
rule-acting-in-turn = Действие в порядке очереди
    .summary = Игроки действуют в порядке очереди; действие в порядке очереди имеет обязательную силу, а внесённые фишки остаются в банке.
rule-binding-declarations-undercalls = Обязывающие объявления / неполный колл в порядке очереди
    .summary = Слова «колл» или «рейз» в порядке очереди обязывают к полному действию; если выставлено меньше колла без слова «колл», это неполный колл: полный колл обязателен в хедз-апе или против открывающей ставки в банке с несколькими участниками, в остальных случаях решает менеджер.
rule-incorrect-bets = Неправильные ставки, заниженные ставки и заниженные рейзы
    .summary = Ставка или рейз меньше минимума исправляются, если ошибка обнаружена на текущей улице, до следующей карты; в пот-лимите завышенная ставка уменьшается, если ошибка обнаружена до следующей карты, а ставка, заниженная из-за неверного подсчёта банка, увеличивается, если за ней ещё не последовало существенное действие.
rule-action-out-of-turn = Действие вне очереди
    .summary = При действии вне очереди ход возвращается к правильному игроку, а действие вне очереди имеет обязательную силу, если ситуация, в которой оно было сделано, не изменилась; если изменилась, фишки могут быть возвращены, и у игрока есть все варианты действий (2026: после пассивного действия вне очереди — только колл или фолд); пропущенный игрок, промолчавший до существенного действия, теряет эту защиту.
rule-pot-limit-bets = Размер банка и ставки в пот-лимите
    .summary = В пот-лимите максимальный рейз — это колл плюс банк после колла; на префлопе блайнды считаются полными; слово «пот» в безлимите — не сумма, но оно обязывает сделать ставку или рейз не меньше минимальных.
rule-invalid-bet-declarations = Недопустимые объявления ставок
    .summary = «Колл» при отсутствии ставки — это чек; «рейз» при отсутствии ставки — это ставка не меньше минимальной; «чек» против ставки допускает только колл или фолд.
rule-string-bets = Стринг-беты и стринг-рейзы
    .summary = Стринг-беты и стринг-рейзы не допускаются.
rule-unclear-betting = Нестандартные и неясные ставки
    .summary = Нестандартные ставки делаются на риск игрока; названная сумма, которую можно понять по-разному, толкуется как наибольшая разумная сумма, не превышающая банк.
rule-non-standard-folds = Нестандартные фолды
    .summary = Фолд в порядке очереди при отсутствии ставки или фолд вне очереди до окончания последнего раунда торговли имеет обязательную силу и может быть наказан.
rule-conditional-declarations = Условные и преждевременные объявления
    .summary = Условные заявления о будущих действиях могут быть признаны обязывающими или наказаны; о колле, сделанном до того, как стала известна ставка, решение принимает менеджер.
rule-count-of-chip-stack = Подсчёт стека соперника
    .summary = Точный подсчёт стека соперника можно попросить только тогда, когда игроку нужно отвечать на олл-ин и сейчас его очередь; в остальных случаях — только оценку.
rule-over-betting-expecting-change = Переплата в расчёте на сдачу
    .summary = Все молча выставленные фишки засчитываются, даже если игрок рассчитывает получить сдачу.
rule-chips-found-behind = Олл-ин и фишки, позже найденные за стеком
    .summary = Фишку, найденную за стеком после колла на олл-ин, оценивает менеджер: если она не была частью действия, она не выигрывает и не спасает игрока.
rule-chips-out-of-view = Фишки вне поля зрения и при переносе
    .summary = Фишки нельзя держать или переносить вне поля зрения; фишки, которые игрок прячет, изымаются и выводятся из игры, и может последовать штраф.
rule-lost-and-found-chips = Потерянные и найденные фишки
    .summary = Найденные фишки выводятся из игры.
rule-killed-fouled-exposed-hands = Случайно убитые, испорченные и открытые руки
    .summary = Рука, убитая дилером или испорченная так, что её нельзя опознать, не получает компенсации; неуравненная ставка возвращается.
rule-dead-hands-stud = Мёртвые руки и сброс в мак в стаде
    .summary = Правила стада для мёртвых рук и сброса карт в мак.
rule-no-disclosure = Запрет раскрытия. Один игрок на руку
    .summary = Пока действие не завершено, игроки не могут раскрывать содержание рук; одну руку играет один игрок.
rule-exposing-cards = Открытие карт и правильный фолд
    .summary = Открытие карт при незавершённой торговле может быть наказано, но рука от этого не становится мёртвой; при фолде карты сдвигаются низко над столом и в закрытую.
rule-ethical-play = Этичная игра
    .summary = Сговор, чип-дампинг и другая неэтичная игра наказываются.
rule-etiquette-violations = Нарушения этикета
    .summary = Повторные или серьёзные нарушения этикета наказываются.
rule-penalties = Предупреждения, штрафы и дисквалификация
    .summary = Штрафы варьируются от предупреждения до пропуска раздач или кругов и дисквалификации; число штрафных раздач — это число игроков за столом, умноженное на число кругов.
rule-rp-all-in-buttons = Маркеры олл-ина
    .summary = Игроки в олл-ине отмечаются маркером олл-ина.
rule-rp-bringing-in-bets = Сбор ставок в банк не рекомендуется
    .summary = Дилеры оставляют ставки перед игроками до конца раунда торговли.
rule-rp-personal-belongings = Личные вещи
    .summary = Личные вещи не кладут на поверхность стола.
rule-rp-disordered-stub = Остаток колоды с нарушенным порядком
    .summary = Остаток колоды с нарушенным порядком обрабатывается по установленной процедуре.
rule-rp-premature-cards = Преждевременно сданные карты
    .summary = Преждевременно сданная карта борда возвращается в остаток колоды, который перетасовывается; бёрн-карта остаётся на месте.
rule-rp-efficient-movement = Быстрое перемещение игроков
    .summary = Игроки, переходящие за другой стол, забирают свои фишки и переходят без промедления.
rule-rp-dealer-push-timing = Время смены дилеров
    .summary = Дилеры сменяются по графику.
rule-rp-hand-for-hand = Процедуры игры «рука в руку»
    .summary = Вблизи призовой зоны каждый стол играет по одной раздаче за раз; игроки, выбывшие в одной раздаче, делят места.
rule-rp-final-table-size = Число игроков за финальным столом
    .summary = Финальный стол формируется из двух неполных столов при установленном числе игроков.
rule-rp-stud-dealing = Турнирные процедуры сдачи в стаде
    .summary = Процедуры сдачи в стаде.
rule-rp-ante-formats = Форматы анте и запрет уменьшения анте
    .summary = Анте, которое вносит один игрок, должно быть анте большого блайнда, причём сначала вносится блайнд; анте никогда не уменьшается.
rule-rp-dealers-announce-bets = Дилеры должны объявлять ставки и рейзы
    .summary = В безлимите и пот-лимите дилеры объявляют ставки и рейзы.
rule-rp-split-pot-stacking = Дилеры должны раскладывать фишки столбиками в играх с разделом банка
    .summary = Перед разделом банка дилеры раскладывают его фишки столбиками.
rule-rp-randomness-special-situations = Жребий в особых ситуациях
    .summary = Особые ситуации можно решить жребием.
rule-rp-staff-communication = Правильное общение турнирного персонала
    .summary = Персонал сообщает решения ясно и единообразно.
rule-rp-absent-on-breaking-table = Отсутствующий игрок за расформировываемым столом
    .summary = Фишки отсутствующего игрока переносит на новое место персонал.
rule-rp-draw-betting = Турнирные процедуры торговли в дро
    .summary = Процедуры торговли в дро-играх.
rule-rp-mixed-game-order = Порядок игр в смешанных турнирах
    .summary = Смешанные игры чередуются в опубликованном порядке.
rule-rp-reducing-stalling = Борьба с затягиванием игры
    .summary = Меры против затягивания игры.
rule-rp-cards-ready-for-shuffle = Карты, готовые к тасовке
    .summary = Карты держат готовыми к следующей тасовке.
rule-rp-spreading-the-pot = Раскладывание банка
    .summary = В пот-лимите по просьбе банк раскладывают для подсчёта.
rule-rp-non-denominational-items = Ставки предметами без номинала
    .summary = Баунти-фишками и жетонами времени ставить нельзя.

## games (issue 25)
error-hand-bring-in-only-stud = бринг-ин вносится только в стад-играх, а не в игре «{ $game }»
error-hand-stud-no-blinds = в игре «{ $game }» играют с анте и бринг-ином: уберите блайнды, стрэддлы и взносы
error-hand-stud-needs-limits = для раздачи в игре «{ $game }» нужны лимиты (малая и большая ставка)
error-hand-stud-needs-bring-in = для раздачи в игре «{ $game }» нужен бринг-ин (не меньше одной фишки)
error-hand-bring-in-over-small-bet = бринг-ин ({ $bring_in }) больше малой ставки ({ $small_bet })
error-hand-up-cards-only-stud = открытые карты сдаются только в стад-играх, а не в игре «{ $game }»
error-hand-up-cards-most = у игрока в стаде не больше четырёх открытых карт; указано: { $given }
error-hand-discards-only-draw = сброшенные карты бывают только у действия `draw`
error-hand-action-only-stud = «{ $kind }» — действие стада; игра «{ $game }» — не стад
error-hand-draw-only-draw-games = в игре «{ $game }» нет обмена
error-hand-draw-more-than-held = игрок не может сбросить { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    } из { $held ->
        [one] { $held } карты
       *[other] { $held } карт
    } на руках
error-hand-drawn-cards-count = сброшено карт: { $count }, но получено при обмене: { $given }
error-hand-street-not-in-game = в игре «{ $game }» не бывает этого раунда торговли: { $street }
error-hand-deal-cards-on-seats = в игре «{ $game }» сданные карты указываются у мест (и в обменах), а не в действии `deal`
error-replay-no-draw-now = игрок на месте { $seat } меняет карты, но сейчас обмена нет
error-replay-drew-already = игрок на месте { $seat } уже менял карты в этом раунде или вышел из раздачи
showdown-odd-chips-stud = Неделимые фишки, разменянные до наименьшей фишки { $smallest_chip }, получает победитель, у которого старшая карта с учётом масти (пики, червы, бубны, трефы) среди пяти играющих карт ({ $rule_odd_chips }-B), отдельно в каждом банке ({ $rule_side_pots }).
showdown-seat-low = Место { $seat } ({ $hole }): { $low }.
showdown-seat-badugi = Место { $seat } ({ $hole }): { $count ->
        [4] бадуги из четырёх карт
       *[other] рука из { $count } карт
    }, { $badugi }.
showdown-ranking = { $game ->
        [stud] В стаде играют лучшие пять из семи карт каждого игрока, а рука вскрывается всеми семью картами ({ $rule_tabling_cards }-A).
        [low-a5] Лоу «туз — пятёрка» (ace-to-five): побеждает самая низкая рука, туз младший, стриты и флеши не учитываются, а пары идут против руки.
        [low-27] Лоу «двойка — семёрка» (deuce-to-seven): побеждает самая низкая рука, туз только старший, а стриты, флеши и пары идут против руки (лучшая — 7-5-4-3-2 разных мастей).
        [badugi] Бадуги: побеждает рука с наибольшим числом карт разного достоинства и разных мастей, затем самая низкая; туз младший.
       *[short-deck] Шорт-дек (36 карт): флеш старше фулл-хауса, а A-6-7-8-9 — стрит.
    }
options-stud-brings-in = У игрока на месте { $seat } открытая карта, обязывающая внести бринг-ин (самая младшая в стаде и стаде/8, самая старшая в раззе; при равном достоинстве решает масть, трефы — младшая, пики — старшая, поэтому в стаде бринг-ин вносит 2♣, а в раззе — K♠), и он начинает действие: вносит бринг-ин { $bring_in } или делает комплит до малой ставки { $small_bet } ({ $rule_terminology_and_gestures }: «комплит»).
options-stud-facing-bring-in = Комплита ещё не было: ставка, на которую нужно отвечать, — бринг-ин. Игрок на месте { $seat } может сделать фолд, колл бринг-ина или комплит до малой ставки { $small_bet }; комплит — первая полная ставка третьей улицы, а каждый рейз после него — на одну малую ставку.
options-stud-no-doubling = Открытая пара на четвёртой улице не даёт права на большую ставку: на четвёртой улице ставят малую ставку ({ $rule_rp_stud_dealing }-F).
options-stud-low-card-all-in = У места { $low } открытая карта, которая платит бринг-ин, но оно в олл-ине на анте: действие начинается с места { $seat } слева от него, которое ставит бринг-ин { $bring_in } или делает комплит до малой ставки { $small_bet } ({ $rule_rp_stud_dealing }-E).
options-stud-opens-by-cards = Место { $seat } показывает лучшую руку на этой улице (в раззе — самую низкую), поэтому действует первым; при равных открытых руках решает масть старшей карты ({ $rule_rp_stud_dealing }-D).
options-summary-bring-in = Игрок на месте { $seat } вносит бринг-ин { $bring_in } или делает комплит до { $small_bet }.
options-summary-facing-bring-in = Игрок на месте { $seat } может сделать фолд, колл бринг-ина { $to_call } или комплит до { $small_bet }.
game-name = { $game ->
        [NLHE] безлимитный холдем
        [PLO] пот-лимит омаха
        [PLO5] пятикарточная пот-лимит омаха
        [LHE] лимитный холдем
        [PLO8] пот-лимит омаха хай-лоу
        [NLO8] безлимитная омаха хай-лоу
        [O8] лимитная омаха хай-лоу
        [PLHE] пот-лимит холдем
        [NLO] безлимитная омаха
        [LO] лимитная омаха
        [PLO6] шестикарточная пот-лимит омаха
        [BIGO] Big O (пятикарточная пот-лимит омаха хай-лоу)
        [SHORT_DECK] шорт-дек холдем
        [STUD] семикарточный стад
        [STUD8] семикарточный стад хай-лоу
        [RAZZ] разз
        [TD27] 2-7 трипл-дро
        [SD27] 2-7 сингл-дро
        [TDA5] A-5 трипл-дро
        [BADUGI] бадуги
        [COURCHEVEL] куршевель
        [COURCHEVEL8] куршевель хай-лоу
       *[DRAW5] пятикарточный дро
    }
street-name = { $street ->
        [preflop] префлоп
        [flop] флоп
        [turn] тёрн
        [river] ривер
        [third] третья улица
        [fourth] четвёртая улица
        [fifth] пятая улица
        [sixth] шестая улица
        [seventh] седьмая улица
        [predraw] до обмена
        [first_draw] после первого обмена
        [second_draw] после второго обмена
       *[third_draw] после третьего обмена
    }
error-dispute-not-for-game = спор «{ $dispute }» не применяется к игре «{ $game }»: { $needs ->
        [board] он касается борда, а в этой игре борда нет
        [button] он касается баттона и блайндов, а в этой игре есть анте и бринг-ин
       *[up-cards] он касается открытых карт и бринг-ина в стаде
    }
stud-deal-exposed = Одна из двух первых закрытых карт игрока на месте { $seat } была сдана в открытую: эта карта становится открытой картой этого места, а третья карта сдаётся ему в закрытую; мисдила нет ({ $rule_rp_stud_dealing }-A).
stud-deal-exposed-summary = Открытая по ошибке карта становится открытой картой места { $seat }; третья карта сдаётся в закрытую.
stud-deal-bring-in-now = Если открытая по ошибке карта считается открытой картой этого места, бринг-ин определяется по открытым картам в их нынешнем виде: бринг-ин вносит игрок на месте { $seat }.
stud-deal-bring-in-from-up-cards = Затем бринг-ин определяется по открытым картам в их нынешнем виде (укажите открытую карту каждого места, чтобы определить, кто его вносит).
stud-deal-two-exposed = У игрока на месте { $seat } открылись две из первых закрытых карт. Процедура для одной открывшейся закрытой карты этот случай не охватывает ({ $rule_rp_stud_dealing }-A): это решает менеджер, и рекомендуемое решение — мисдил, если карты открылись при сдаче ({ $rule_misdeals }).
stud-deal-two-exposed-summary = Мисдил на усмотрение менеджера: у игрока на месте { $seat } при сдаче открылись две закрытые карты.
stud-deal-if-play-on = Если менеджер позволит продолжить раздачу, одна из открывшихся карт игрока на месте { $seat } становится его открытой картой, а следующая карта сдаётся ему в закрытую.
stud-deal-seventh-replaced = Карта седьмой улицы игрока на месте { $seat } была сдана в открытую, когда торговля ещё впереди (игроков с фишками: { $with_chips }): карта выводится из игры и заменяется картой, сданной в закрытую ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-replaced-summary = Открытая карта седьмой улицы игрока на месте { $seat } заменяется картой, сданной в закрытую.
stud-deal-seventh-stands = Карта седьмой улицы игрока на месте { $seat } была сдана в открытую, но торговли больше нет (игроки в олл-ине): карта остаётся и играет в открытую ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-stands-summary = Карта седьмой улицы игрока на месте { $seat } остаётся открытой: торговли больше нет.
stud-deal-stub-enough = Для седьмой улицы нужна одна карта на каждого оставшегося в раздаче игрока (их { $players }) и одна бёрн-карта ({ $players } + 1); в остатке колоды карт: { $stub } — улица сдаётся как обычно ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-enough-summary = В остатке колоды достаточно карт: седьмая улица сдаётся как обычно.
stud-deal-stub-with-burns = Для седьмой улицы нужна одна карта на каждого оставшегося в раздаче игрока (их { $players }) и одна бёрн-карта ({ $players } + 1), но в остатке колоды карт всего: { $stub } — ранее сожжённые карты добавляются к остатку колоды, он тасуется и снимается, и улица сдаётся ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-with-burns-summary = Карт не хватает: сожжённые карты добавляются к остатку колоды, он тасуется и снимается, и сдаётся седьмая улица.
stud-deal-stub-community = Для седьмой улицы нужна одна карта на каждого оставшегося в раздаче игрока (их { $players }) и одна бёрн-карта ({ $players } + 1); в остатке колоды карт: { $stub }, и даже с тремя ранее сожжёнными картами их не хватает: дилер сжигает карту и сдаёт в открытую одну общую карту, которая играет для всех игроков, а первым действует тот, кто действовал первым на шестой улице ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-community-summary = Карт не хватает даже с сожжёнными: одна общая карта сдаётся в открытую для всех игроков; первым действует тот, кто действовал первым на шестой улице.
stud-deal-premature = Карта стада, сданная до окончания раунда торговли, возвращается в остаток колоды, который тасуется; дополнительная карта не сжигается, а улица сдаётся после окончания торговли ({ $rule_rp_premature_cards }-D).
stud-deal-premature-summary = Преждевременно сданная карта возвращается в остаток колоды, который тасуется; дополнительного сжигания нет.
error-stud-deal-seat-needed = укажите место, карта которого открылась (`seat`)
error-stud-deal-stub-needed = укажите карты, оставшиеся в остатке колоды (`stub`)
error-stud-deal-not-at-seventh = нехватка карт в остатке колоды — проблема седьмой улицы: раздача должна быть в конце шестой улицы или на седьмой улице
rotation-frozen = Баттон замер на месте { $button }, когда начался круг стада: в стаде баттона нет, и он остаётся там на протяжении раздач стада ({ $rule_balancing_tables }-B).
rotation-stud-no-button = Игра «{ $game }» сдаётся без баттона и блайндов: баттон остаётся замороженным на месте { $button }.
rotation-resumes = Когда возвращаются игры с баттоном, баттон сдвигается на одно место от того, где он замер, как будто раздач стада не было: баттон — место { $button }, малый блайнд — место { $small }, большой блайнд — место { $big }.
rotation-next-button-summary = Баттон — место { $button }, малый блайнд — место { $small }, большой блайнд — место { $big }.
rotation-next-big-blind-moves = В турнире по смешанным играм пересаживается игрок, который был бы большим блайндом в следующей раздаче с баттоном: место { $seat } ({ $rule_balancing_tables }-A).
rotation-moves-summary = Пересаживается игрок на месте { $seat }.
rotation-by-position = В турнире только по стад-играм игроки пересаживаются по позиции: пересаживается игрок на месте { $seat }, соответствующем свободному месту за неполным столом; решает процедура балансировки заведения ({ $rule_balancing_tables }-A).
rotation-by-position-empty = В турнире только по стад-играм игроки пересаживаются по позиции, но на месте { $seat } здесь нет игрока: кто пересаживается, определяет процедура балансировки заведения ({ $rule_balancing_tables }-A).
error-rotation-seats = укажите не меньше двух мест с игроками, с номерами от 1 до 12 (`seats`)
error-rotation-button = номер места баттона — от 1 до 12 (`button`)
error-rotation-open-seat = в турнире только по стаду пересаживают по позиции: укажите свободное место за неполным столом (`open_seat`)
up-cards-facing = Игрок на месте { $seat } поднял свои открытые карты, когда перед ним была ставка и для колла нужно было { $to_call }: в стаде это делает руку мёртвой ({ $rule_dead_hands_stud }). Вложенные этим местом { $in_pot } остаются в банке.
up-cards-not-facing = Игрок на месте { $seat } поднял свои открытые карты, когда перед ним не было ставки. Правило объявляет мёртвой руку, если игрок поднял открытые карты, когда перед ним была ставка ({ $rule_dead_hands_stud }); здесь решает менеджер, и рекомендуемое решение — та же мёртвая рука: перевернуть открытые карты в стаде значит сделать фолд, а фолд при возможности чека остаётся в силе ({ $rule_non_standard_folds }). Вложенные этим местом { $in_pot } остаются в банке.
up-cards-dead-summary = Рука игрока на месте { $seat } мертва; его { $in_pot } остаются в банке.
up-cards-if-plays-on = Если менеджер решит, что игрок не собирался отказываться от руки (ставки перед ним не было), раздача продолжается, а его открытые карты снова переворачиваются лицом вверх.
up-cards-last-hand = Осталась одна рука: игрок на месте { $seat } выигрывает банк { $amount }.
error-pokerstars-stud-too-many-cards = одному игроку в стаде сдано больше семи карт
error-pokerstars-stud-no-stakes = для раздачи стада в заголовке нужны малая и большая ставка, напр. «(0.04/0.08 USD)»
options-stud-short-completion = Олл-ин до { $all_in } поверх бринг-ина { $bring_in } не дотягивает до комплита до малой ставки { $small_bet }. Если считать от нуля, это не меньше половины ставки, поэтому он считается комплитом, и следующий рейз — на полную ставку выше, до { $raise_to } ({ $rule_reopening_the_bet }-B). TDA не уточняет, отсчитывается ли такой олл-ин от нуля или по его прибавке к бринг-ину: это решает менеджер.
options-stud-completion-counts = Олл-ин до { $all_in } не дотягивает до комплита до { $small_bet }, но превышает бринг-ин { $bring_in } на { $increase }: считать ли от нуля или по прибавке к бринг-ину, это не меньше половины ставки, поэтому он считается комплитом, и следующий рейз — на полную ставку выше, до { $raise_to } ({ $rule_reopening_the_bet }-B).
options-if-measured-over-bring-in = Если менеджер оценивает олл-ин по его прибавке к бринг-ину (меньше половины ставки), это не комплит: игрок делает колл олл-ина или комплит до малой ставки { $small_bet }.
options-if-measured-over-bring-in-acted = Если менеджер оценивает олл-ин по его прибавке к бринг-ину (меньше половины ставки), это не комплит, и для игрока, уже внёсшего бринг-ин, торговля не открывается заново ({ $rule_reopening_the_bet }-B): игрок уравнивает олл-ин или сбрасывает карты.
error-hand-not-in-short-deck = карты { $card } нет в колоде шорт-дека (от шестёрки до туза): карта не из этой колоды, обнаруженная при сдаче, — это `deal_error` (`non_standard_card`, Правило 35-A)
undercall-chain-first-must-call = Несколько неполных коллов подряд: действие возвращается к первому — игроку на месте { $seat } ({ $rule_binding_declarations_undercalls }-C). Он выставил { $amount } против открывающей ставки (или в хедз-апе), поэтому должен сделать полный колл до { $call_to }, добавив { $add } ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-first-floor = Несколько неполных коллов подряд: действие возвращается к первому — игроку на месте { $seat } ({ $rule_binding_declarations_undercalls }-C). Он выставил { $amount } против рейза в банке с несколькими участниками: менеджер обязывает его сделать полный колл до { $call_to } (добавив { $add }) — это рекомендуемое решение — или позволяет ему потерять { $amount } и сделать фолд ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-other = Игрок на месте { $seat } тоже сделал неполный колл — { $amount }: он снова действует после того, как первый исправит свою ставку, а как с ним поступить — решение за менеджером ({ $rule_binding_declarations_undercalls }-C); рекомендуемое решение — полный колл с добавлением { $add }.
undercall-chain-if-forfeits = Если менеджер позволит игроку на месте { $seat } потерять выставленные { $amount }, эти фишки остаются в банке, а его рука уходит в фолд.
undercall-chain-summary = Действие возвращается к игроку на месте { $seat }, сделавшему первый неполный колл: он делает колл до { $call_to }, добавляя { $add }; решение по последующим неполным коллам — за менеджером.
error-undercall-chain-nobody-to-act = в конце действий раздачи никто не должен действовать: первый неполный колл делает игрок, чья очередь действовать
error-undercall-chain-need-two = в цепочке неполных коллов их два или больше; один неполный колл — это спор `bet` (правило 51-B)
error-undercall-chain-seat-twice = место { $seat } указано в неполных коллах дважды
error-undercall-chain-not-an-undercall = игрок на месте { $seat } должен { $owed }: неполный колл — это меньше этой суммы при фишках в стеке (олл-ин на меньшую сумму — это колл)
error-undercall-chain-first-not-to-act = первый неполный колл должен сделать игрок, чья очередь действовать, — место { $to_act }, а не место { $seat }
bet-single-small-chip = Выставить одну мелкую фишку ({ $chip }) против ставки, для колла которой нужно { $to_call }, — нестандартный способ сделать колл: игрок делает это на свой риск, действие толкуется по правилам о неполном колле, и менеджер может за это наказать ({ $rule_methods_of_calling }).
final-table-not-yet = Осталось игроков: { $remaining } — турнир ещё не дошёл до финального стола на { $size ->
        [one] { $size } игрока
        [few] { $size } игрока
        [many] { $size } игроков
       *[other] { $size } игрока
    }: игра продолжается за столами, которые балансируются как обычно ({ $rule_rp_final_table_size }).
final-table-two-tables = Осталось игроков: { $remaining } — на одного больше, чем мест за финальным столом ({ $size }), поэтому турнир продолжается за двумя столами по { $half ->
        [one] { $half } игроку
        [few] { $half } игрока
        [many] { $half } игроков
       *[other] { $half } игрока
    }, пока не выбудет следующий игрок ({ $rule_rp_final_table_size }).
final-table-forms-now = Осталось игроков: { $remaining } — финальный стол формируется сейчас: стол на { $size ->
        [one] { $size } игрока
        [few] { $size } игрока
        [many] { $size } игроков
       *[other] { $size } игрока
    } ({ $rule_rp_final_table_size }).
final-table-draw = Карты мест показывают, перемешивают в закрытую и складывают в стопку, а каждому игроку сдают в открытую одну игральную карту; карты мест раздают из стопки, начиная со старшей карты с учётом масти (пики, червы, бубны, трефы), так что жеребьёвка определяет каждое место ({ $rule_new_players_broken_tables }-B).
final-table-draw-summary = Финальный стол формируется; { $player } ({ $card }, старшая карта) занимает место { $seat }, остальные рассаживаются по своим картам.
error-final-table-table-size = мест за столом может быть от 6 до 10
error-final-table-draw-count = в жеребьёвке мест должны быть все оставшиеся игроки: { $remaining }
error-final-table-seat-cards = карты мест — по одной на игрока, места с 1 по 12, каждое один раз
error-final-table-not-a-card = игральная карта — это одна карта, например `Ks`
error-final-table-card-twice = игральная карта сдаётся только один раз
bet-single-chip-of-the-call = Одна фишка номиналом { $chip }, молча выставленная ровно на сумму колла, — это стандартный колл ({ $rule_methods_of_calling }).
penalty-required = Правила предписывают за это штраф ({ $rule }{ $part }), поэтому одного предупреждения недостаточно; { $prior ->
        [0] за первое нарушение
        [one] после { $prior } предыдущего нарушения
        [few] после { $prior } предыдущих нарушений
        [many] после { $prior } предыдущих нарушений
       *[other] после { $prior } предыдущего нарушения
    } рекомендуемый штраф — пропуск { $rounds ->
        [one] { $rounds } круга
        [few] { $rounds } кругов
        [many] { $rounds } кругов
       *[other] { $rounds } круга
    }, а размер штрафа определяет менеджер.
penalty-device-no-live-hand = Игрок на месте { $seat } уже сделал фолд: запрет на использование устройства распространяется на игроков с живой рукой ({ $rule_electronic_devices }-C). Телефонный разговор за столом, устройство, лежащее на столе, и стратегические инструменты запрещены в любом случае ({ $rule_electronic_devices }-A, B и D). При этих фактах штрафа нет.
penalty-if-used-live = игрок использовал устройство до фолда, когда рука ещё была живой
penalty-identity = Игроки всегда должны быть хорошо узнаваемы, и персонал может попросить игрока снять солнцезащитные очки, капюшон или другой предмет, закрывающий лицо, если они скрывают лицо или отвлекают других ({ $rule_player_identity }): игрок на месте { $seat } снимает этот предмет, а отказ наказывается по решению менеджера.
penalty-language = Заведение вывешивает и объявляет языки, допустимые за столом ({ $rule_official_language }); разговор за столом на другом языке наказывается по решению менеджера, как и инциденты, названные в правилах ({ $rule_penalties }-B).
penalty-phone-call = Никто не может говорить по телефону за столом, участвует он в раздаче или нет ({ $rule_electronic_devices }-A).
penalty-device-on-table = Телефоны и другие устройства не должны лежать на столе ({ $rule_electronic_devices }-B).
penalty-strategy-tool = Приложения для ставок, таблицы и другие стратегические инструменты нельзя использовать за столом, в раздаче или вне её, и ни один игрок не может получать помощь по стратегии от другого человека или из другого источника ({ $rule_electronic_devices }-D; текст 2022 года запрещал их только при живой руке).
penalty-throwing-cards = При фолде карты сдвигают вперёд низко над столом и никогда не бросают и не подкидывают ({ $rule_exposing_cards }); бросание карт может быть наказано ({ $rule_penalties }-B).
penalty-chips-forfeited = Игрок на месте { $seat } держал { $chips } вне поля зрения: эти фишки изымаются и выводятся из игры, каким бы ни было намерение, а игрок также может быть дисквалифицирован ({ $rule_chips_out_of_view }).
penalty-summary-forfeit = У игрока на месте { $seat } изымаются { $chips }: они выводятся из игры. { $penalty }
error-penalty-chips-needed = для `chips_hidden` нужно `hidden_chips`: фишки, которые были вне поля зрения
error-penalty-chips = фишки вне поля зрения — это положительное количество фишек
error-penalty-chips-only-out-of-view = `hidden_chips` — это фишки вне поля зрения, только для `chips_hidden`
away-penalty-lean = За первое нарушение правила рекомендуют устное предупреждение, а повторные нарушения влекут всё более строгие штрафы ({ $rule_penalties }-A); пропуск круга здесь составил бы { $hands ->
        [one] { $hands } раздачу
        [few] { $hands } раздачи
        [many] { $hands } раздач
       *[other] { $hands } раздачи
    }, за которые было бы внесено { $forced } в блайндах и анте. Спор «Штраф» учитывает это нарушение вместе с прежними штрафами игрока.
rebuy-before-deal-read = «До раздачи карт» понимается как до начала раздачи; граница — начало раздачи (первый риффл, кнопка шафл-машины, смена дилеров), а не сдача первой карты.
rebuy-if-hand-begun = тасовка или смена дилеров для этой раздачи уже началась, когда был объявлен ребай: раздача разыгрывается на { $stack }, а { $chips } ребая добавляются после неё
citation-number-unknown = TDA { $edition }, номер неизвестен ({ $before })
citation-number-unknown-candidates = TDA { $edition }, номер неизвестен ({ $before }; возможно, { $candidates })
citation-new-in-2026 = новое в 2026 году
seat-orbit-twice = С анте большого блайнда большой блайнд стоит { $big_total }: если он приходит раньше, то выпадает дважды за один круг, считая от последнего блайнда, внесённого не на своём месте, как и малый блайнд ({ $small }): на { $extra } больше, чем приходится на один круг.
seat-orbit-skipped = С анте большого блайнда большой блайнд стоит { $big_total }: если он откладывается, один круг проходит без него и без малого блайнда ({ $small }): на { $extra } меньше, чем приходится на один круг.
seat-swap = Игроку на месте { $assigned } выпало место { $seat }: они поменялись местами, так что оба сидят не на своих местах и оба пересаживаются, каждый со всем стеком (место { $assigned }: { $amount }).
error-seat-occupant-seat = место — это номер от 1 до 12, а не { $seat }
error-seat-no-occupant = `occupant_assigned_seat` — это место, выпавшее игроку, который сидит на месте { $assigned }: это место должно быть занято (место в раздаче или `assigned_seat_empty: false`)
button-no-make-up = Правила TDA не предусматривают доплаты блайндов, от которых игрок уклонился: игрок на месте { $seat } не вносит пропущенные блайнды, а мерой служит штраф ({ $rule_dodging_blinds }).
seat-orbit-twice-small-dead = С анте большого блайнда большой блайнд стоит { $big_total }: если он приходит раньше, то выпадает дважды за один круг, считая от последнего блайнда, внесённого не на своём месте, — на { $big_total } больше, чем приходится на один круг; малый блайнд ({ $small }), следующий на месте { $seat }, — нет, потому что игрок ушёл с этого места.
before-amount-held-to-call-all-in = Игрок на месте { $seat } сделал колл до того, как стала известна сумма игрока на месте { $bettor }: менеджер принимает решение, наиболее подходящее к ситуации, и может обязать игрока, сделавшего колл, к любой сумме ({ $rule_conditional_declarations }-B); рекомендуемое толкование — колл этой ставки, то есть игрок на месте { $seat } идёт в олл-ин на { $to }.
before-amount-uncalled = Действовать больше некому: { $amount } из ставки игрока на месте { $seat }, которые никто не может уравнять, возвращаются игроку на месте { $seat }.
item-uncalled = Действовать больше некому: { $amount } из ставки игрока на месте { $seat }, которые никто не может уравнять, возвращаются игроку на месте { $seat }.
away-if-clock-ends-hand = на игрока на месте { $seat }, перед которым эта ставка, вызваны часы, и время истекает до его возвращения: рука мертва, её { $in_pot } остаются в банке, и на этом раздача заканчивается: игрок на месте { $winner } выигрывает банк { $pot }
away-if-clock-ends-hand-back = на игрока на месте { $seat }, перед которым эта ставка, вызваны часы, и время истекает до его возвращения: рука мертва, её { $in_pot } остаются в банке, и на этом раздача заканчивается: игрок на месте { $winner } выигрывает банк { $pot } и забирает обратно { $back }, которые никто не уравнял
seat-no-blind-yet = Игрок ещё не вносил большого блайнда на месте { $seat }: пересадка не пропускает и не удваивает ни одного блайнда, она лишь определяет, когда придёт первый.
seat-if-no-blind-yet = игрок ещё не вносил большого блайнда на месте { $seat }: пересадка не пропускает и не удваивает ни одного блайнда, и менеджеру решать нечего
rotation-worst-position-now = За коротким столом игрок занимает худшую позицию, место { $seat }: именно там будет большой блайнд следующей раздачи; правило это допускает, даже если это место тогда дважды будет большим блайндом ({ $rule_balancing_tables }-A).
rotation-worst-position = За коротким столом игрок занимает худшую позицию, место { $seat }: первое свободное место, до которого дойдёт большой блайнд, через { $hands ->
        [one] { $hands } раздачу
        [few] { $hands } раздачи
       *[other] { $hands } раздач
    }; никогда не малый блайнд ({ $rule_balancing_tables }-A).
error-rotation-short-table = короткий стол: его занятые места (от 1 до 12), место его последнего большого блайнда среди них и его размер (от 2 до 12)
error-rotation-short-table-full = за коротким столом нет свободного места
error-rotation-short-table-stud = `short_table` — для турниров по смешанным играм; в турнире только по стаду игрок занимает свободное место (`open_seat`)
penalty-repeat-top = Повторные нарушения влекут всё более строгие штрафы ({ $rule_penalties }-A), а прежние штрафы игрока в этом турнире уже дошли до верхней ступени штрафных кругов (кругов: { $top }): следующая ступень — дисквалификация; штраф с большим числом кругов — другой выбор менеджера.
cond-call-is-check = «Колл» без ставки, которую нужно уравнять, — это чек: заявление обязывает игрока на месте { $seat } сделать чек ({ $rule_invalid_bet_declarations }).
cond-may-not-raise = Игрок на месте { $seat } не может здесь сделать рейз (торговля для него не открыта заново), поэтому заявленный рейз обязывает игрока на месте { $seat } сделать колл до { $to } ({ $rule_reopening_the_bet }).
cond-no-amount = Сумма не названа: заявление обязывает игрока на месте { $seat } к минимальному рейзу — до { $to }.
cond-more-than-stack = { $said } — больше, чем есть у игрока на месте { $seat }: заявление обязывает игрока на месте { $seat } пойти в олл-ин на { $to }.
cond-more-than-limit = { $said } — больше, чем лимит позволяет здесь игроку на месте { $seat }: заявление обязывает игрока на месте { $seat } к максимуму — { $to }.
cond-below-minimum = { $said } — меньше минимума ({ $to }): сумма увеличивается до { $to } ({ $rule_incorrect_bets }).
cond-act-fold = фолд
cond-act-check = чек
cond-act-call = колл до { $to }
cond-act-all-in = олл-ин на { $to }
cond-act-bet = ставка { $to }
cond-act-raise = рейз до { $to }
play-out-uncalled = { $amount } из ставки игрока на месте { $seat } никто не может уравнять: они возвращаются игроку на месте { $seat }.
play-out-pot-won = Банк { $amount } получает { $count ->
        [one] место { $winners }
       *[other] места { $winners }, поровну
    }.
play-out-pot-at-showdown = Банк { $amount } разыгрывается на вскрытии между местами { $eligible }.
penalty-nuts-call-not-soft-play = Игрок на месте { $seat } с абсолютным натсом лишь сделал колл последней ставки на ривере, закрыв торговлю: само по себе это не софт-плей; игрок никогда не обязан делать рейз ({ $rule_penalties }-B). При этих фактах штрафа нет.
bet-silent-chips = Игрок на месте { $seat } молча выставил { $chips }, когда ставки не было: это ставка на сумму выставленных фишек.
stud-deal-bring-in-if-card = В запросе не сказано, какая закрытая карта была открыта: если { $card }, бринг-ин вносит игрок на месте { $seat } (другое прочтение — альтернатива).
stud-deal-if-exposed-card = открыта была { $card }: бринг-ин вносит игрок на месте { $seat }
error-stud-deal-one-card = одна карта, например "As": закрытая карта, которую открыли
import-note-capped-limit-raise = actions[{ $index }]: рейз в фиксированном лимите игрока на месте { $seat }, записанный до { $to } (всё, что соперник может уравнять), читается как рейз лимита до { $full }: соперник уравнивает олл-ин на меньшую сумму, а { $excess } возвращается как неуравненная ставка
error-hand-one-blind-form-only = { $by ->
        [button] в раздаче с баттон-блайндом
        *[nobody] в раздаче без блайндов
    } нет малого блайнда, мёртвого малого блайнда, анте большого блайнда, стрэддлов и постов вне блайндов
import-note-ohh-draw-variant = game_type «Draw» в OHH не называет вариант: читается как { $game } (роздано карт: { $cards }; обменов: { $draws })
away-dead-nothing-in = Рука игрока на месте { $seat } мертва: время на часах истекло, когда игрок отсутствовал, а перед ним была ставка.
options-bet-to = бет { $to }
options-bet-between = бет на сумму от { $lo } до { $hi }
error-hand-spot-stud-no-button = в игре «{ $game }» нет баттона (вместо него анте и бринг-ин): уберите баттон из ситуации
error-hand-spot-stud-cards = { $street }: к этому моменту каждому месту роздано карт: { $n }; у места { $seat }: { $given }
error-hand-spot-up-cards = { $street }: у каждого места открытых карт: { $n }; у места { $seat }: { $given }
error-replay-spot-opener-by-cards = { $street }: ещё никто не действовал, и по открытым картам первым действует место { $opener }, а не место { $seat }
error-hand-run-only-board-deal = `run` указывается только у раздачи борда, в игре с бордом (здесь: { $game })
error-hand-run-out-of-order = ран { $run } не следующий: после первого идут 2-й, затем 3-й, каждый раздаётся после предыдущего
error-replay-run-not-due = раздача рана { $run } идёт до того, как торговля закрыта с игроком олл-ин, до того, как борд первого рана полон, или не по порядку улиц: борд раздают заново только для оставшихся карт, когда торговля окончена
options-not-reopened-limit = Игрок на месте { $seat } уже делал ход на этой улице, а теперь ему нужно доплатить { $to_call } — меньше, чем { $need } (половина бета): торговля не открывается заново, поэтому игрок на месте { $seat } может только сделать колл или фолд ({ $rule_reopening_the_bet }).
string-later-chips-complete = Игрок на месте { $seat } ещё должен довести ставку до { $to }: из { $back } последующих движений { $used } остаются на это, и игроку возвращается только { $rest }.
string-later-chips-all-stay = Игрок на месте { $seat } ещё должен довести ставку до { $to }: все { $back } последующих движений остаются на это, ничего не возвращается.
bet-completion-all-in = У игрока на месте { $seat } меньше, чем нужно для полного рейза до { $full_to }: доводя ставку, он идёт олл-ин на { $to }, меньше полного рейза ({ $rule_reopening_the_bet }).
string-summary-call = Колл { $to }; всего игроку на месте { $seat } возвращается { $back }, включая фишки последующих движений.
incorrect-bet-caller-brought-up = Игрок на месте { $seat } сделал колл { $to }: колл уравнивает ставку, на которую он отвечает, поэтому игрок на месте { $seat } добавляет { $add } и уравнивает исправленные { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-caller-all-in = Игрок на месте { $seat } сделал колл { $to }, и у него осталось только { $add }: он добавляет их и оказывается в олл-ине, не дотягивая до исправленных { $min_to } ({ $rule_incorrect_bets }).
sderr-break-too-late = Это была последняя раздача перед перерывом: претензию нужно было заявить в течение минуты после вручения банка; её заявили позже, поэтому банк остаётся у того, кому вручён ({ $rule_disputed_hands }).
button-button-blind-moves = Блайнд ставит только баттон (баттон-блайнд): баттон, а с ним и его блайнд, переходит на одного игрока дальше — с места { $from } на место { $button }; ни одно место не должно блайнд, поэтому ни мёртвого баттона, ни мёртвого блайнда нет ({ $rule_dead_button }).
button-no-blinds-moves = В раздаче нет блайндов (только анте): баттон переходит на одного игрока дальше — с места { $from } на место { $button }, больше ничего не ставится ({ $rule_dead_button }).
button-summary-button-blind = Следующая раздача: баттон на месте { $button }, он ставит баттон-блайнд; других блайндов нет.
button-summary-no-blinds = Следующая раздача: баттон на месте { $button }; блайндов нет (только анте).
knob-clock-seconds = Секунды, которые есть у игрока на действие после того, как попросили часы, до обратного отсчёта (TDA: 25).
knob-clock-countdown-seconds = Секунды последующего обратного отсчёта (TDA: 5).
knob-clock-expiry = Что происходит, когда время по часам истекло (TDA: рука мёртвая, если перед игроком ставка, иначе чек).
knob-shot-clock-seconds = Шот-клок: секунды на каждое решение у каждого игрока, отсчёт идёт без просьбы о часах (TDA: нет, 0; часы просит игрок или менеджер).
knob-time-bank-seconds = Секунды, которые одна карточка тайм-банка (продления) добавляет ко времени игрока (TDA: нет, 0).
knob-time-banks = Карточки тайм-банка у каждого игрока на турнир (TDA: нет, 0).
knob-limit-cap-bets = Ставки, разрешённые за раунд торговли в лимите: ставка и рейзы после неё (TDA: предел заведения; по умолчанию в движке 4, ставка и три рейза). Раздача, где указан свой предел, сохраняет его.
knob-limit-cap-heads-up = Действует ли предел рейзов, когда в раздаче осталось два игрока (TDA: действует, пока в турнире не осталось два игрока).
knob-stud-completion-counts = Считается ли в стаде доведение бринг-ина ставкой раунда в счёт предела (TDA: да: бринг-ин не ставка, а доведение — первая полная ставка, «complete» из Правила 3; заведение, которое его не считает, разрешает доведение и ещё столько рейзов, сколько даёт предел).
knob-bring-in-ace-high = Считается ли туз старшим для бринг-ина в стаде и стаде/8, так что туз никогда не ставит бринг-ин (TDA: не говорит, это правило игры заведения; прочтение движка, как у PokerKit и WSOP: старший). В раззе туз всегда младший, а бринг-ин ставит самая старшая карта; масти по старшинству: трефы, бубны, червы, пики.
knob-passive-out-of-turn = Какое прочтение пассивного действия вне очереди применяется (TDA: своей редакции).
knob-big-blind-ante-order = Что короткий большой блайнд ставит первым в формате анте большого блайнда (TDA: блайнд).
knob-dodging-blinds = Во что обходится намеренный пропуск блайндов (TDA: штраф).
knob-at-seat-by = Момент, когда игрок должен быть на своём месте (TDA: последняя карта начальной раздачи).
knob-odd-chip = Кому достаётся неделимая фишка разделённого банка в игре с бордом (TDA: первому победителю слева от баттона).
knob-misread-window = До какого момента можно исправить неверно прочитанную открытую руку (TDA: до начала следующей раздачи).
knob-pot-error-window = До какого момента можно исправить банк, отданный не тому игроку (TDA: до существенного действия в следующей раздаче).
knob-ask-to-see = Кто может попросить показать руку на вскрытии (TDA: заколлировавший ставку на ривере — руку последнего агрессора; прочие просьбы решает менеджер).
knob-deliberate-exposure = Что делает с рукой намеренное открытие карт, пока ожидается действие (TDA: штраф; рука остаётся живой).
knob-first-penalty = Первый штраф за нарушение, когда прежних не было (TDA: на усмотрение менеджера; правила склоняются к предупреждению).
knob-penalty-max-rounds = Наибольшее число пропускаемых кругов, до которого доходит шкала штрафов перед дисквалификацией (TDA: на усмотрение менеджера; прочтение движка — 3).
knob-halt-short-by = Стол, где на столько игроков или больше меньше, чем за самым полным столом, останавливает игру (TDA: 3).
knob-substantial-actions = Существенное действие: столько действий в порядке очереди, любых (TDA: 3).
knob-substantial-actions-with-chips = Существенное действие: столько действий в порядке очереди, если хотя бы одно вкладывает фишки (TDA: 2).
knob-conditional-statements = Обязывает ли условное объявление (TDA: решает менеджер).
knob-chip-count = Когда игрок может попросить точно пересчитать фишки соперника (TDA: перед олл-ином этого игрока, в свою очередь).
knob-pot-limit-overbet = Что происходит со ставкой в пот-лимите больше банка (TDA: уменьшается для всех, кто коллирует, до следующей карты).
knob-expects-int = целое число от { $min } до { $max }
knob-expects-choice = одно из значений: { $values }
knob-expects-flag = true или false
seat-later-in-orbit = Большой блайнд ({ $big }) приходит к игроку на { $hands ->
        [one] { $hands } раздачу
        [few] { $hands } раздачи
        [many] { $hands } раздач
       *[other] { $hands } раздачи
    } позже, чем пришёл бы: меняется порядок круга, но следующий большой блайнд игрока остаётся блайндом этого круга, поэтому ничего не пропущено и доплачивать нечего.
seat-sooner-in-orbit = Большой блайнд ({ $big }) приходит к игроку на { $hands ->
        [one] { $hands } раздачу
        [few] { $hands } раздачи
        [many] { $hands } раздач
       *[other] { $hands } раздачи
    } раньше, чем пришёл бы: меняется порядок круга, но игрок платит его один раз за круг, поэтому ничего не платится дважды и возвращать нечего.
seat-in-orbit-floor = Ни одно правило не говорит о блайнде, сдвинутом пересадкой, поэтому последнее слово за флором; правила склоняются к тому, что никто ничего не должен.
rotation-left-since = С той раздачи игроки выбыли: мёртвый баттон (правило 32) расставляет следующую раздачу от блайндов той раздачи, большой блайнд сдвигается на одного игрока, а опустевшее место остаётся пустым.
rotation-dead-small = Малый блайнд мёртвый: большой блайнд прошлой раздачи (место { $seat }) выбыл.
rotation-dead-button = Баттон мёртвый на месте { $seat }, теперь пустом.
rotation-next-button-summary-no-small = Баттон — место { $button }, малого блайнда нет, большой блайнд — место { $big }.
error-rotation-left-since = место, покинутое с тех пор, имеет номер от 1 до 12 и не входит в `seats` (`left_since`)
h4h-if-different-tables = Если игроки выбыли за разными столами в одной и той же раздаче «рука за руку»: они делят свои места и деньги ({ $rule_rp_hand_for_hand }); порядок по стартовым стекам — для выбывших за одним столом.
h4h-different-tables = Игроки выбыли за разными столами: порядок по стартовым стекам ({ $rule_simultaneous_busts }) — для одного стола, поэтому они делят места, как предписывает игра «рука за руку».
