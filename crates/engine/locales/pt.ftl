### floorcall: the words of rulings in Portuguese.
### Rule titles and summaries are floorcall's own paraphrase, used with the TDA's permission
### (see NOTICE in the rulings); the official TDA rules govern.
### A message per reason of crates/engine/src/disputes; its arguments ($seat, $to…) are the
### fields of the reason. Chips arrive formatted; counts select plural forms.

language-name = Português
number-group-separator = {"."}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {", "}
list-last-separator = {" e "}
clause-separator = {"; "}
# A rule named in a reason: its number in the ruling's edition.
rule-ref = Regra { $number }
# … where the edition's number is not known: its 2024 number, said to be so.
rule-ref-unknown = numeração de 2024, Regra { $number }
# The summary of a ruling whose reasons gave none (never expected).
ruling-no-summary = O floor decide esta disputa.
# The TDA permission notice every ruling carries.
ruling-notice = Os números e títulos das regras da Poker TDA são usados com permissão da Poker Tournament Directors Association (www.pokertda.com). Os resumos e o raciocínio são paráfrase própria do floorcall, não o texto oficial; valem as regras oficiais da TDA.

## bet

bet-words-after-chips = As palavras vieram depois de as fichas pousarem, então as fichas definem a ação ({ $rule_methods_of_betting }: vale o que vier primeiro).
bet-words-with-chips = As palavras vieram junto com as fichas: uma declaração verbal clara feita ao mesmo tempo que as fichas prevalece ({ $rule_methods_of_betting }-A).
bet-raise-by = "Aumento de { $by }" soma { $by } à aposta de { $current }: um aumento para { $to }.
bet-if-words-came-first = as palavras foram ditas antes de as fichas pousarem, ou junto com elas
bet-assumes-chips-first = Esta decisão supõe que as fichas pousaram antes das palavras. Se as palavras vieram antes, elas definem a ação ({ $rule_methods_of_betting }): { $words }
bet-floor-holds-to-words = o floor vincula o jogador às palavras
bet-floor-holds-to-chips = o floor vincula o jogador às fichas
bet-words-reading = Palavras: { $words }
bet-chips-reading = Fichas: { $chips }
bet-words-unclear = As palavras e as fichas do assento { $seat } não batem e as palavras não foram ouvidas com clareza: não há resposta fixa; o floor decide da forma mais justa possível ({ $rule_methods_of_betting }, { $rule_floor_decisions }).
bet-words-before-chips = As palavras vieram antes das fichas, então elas definem a ação ({ $rule_methods_of_betting }).
bet-gathered-all-in = O assento { $seat } juntou todas as fichas e as empurrou: pode ser lido como all-in de { $to }; o floor decide.
bet-gesture-may-mean-all-in = Empurrar ou jogar o stack inteiro num só gesto pode ser lido como intenção de apostar tudo, seja qual for o resultado dos testes ficha a ficha; a TDA deixa isso ao floor ({ $rule_floor_decisions }).
bet-floor-judges-chip-by-chip = o floor julga as fichas uma a uma
bet-fold-binds = O assento { $seat } desistiu: a desistência é vinculante.
bet-fold-when-not-facing-a-bet = Desistir na vez sem enfrentar aposta é fora do padrão, mas vinculante ({ $rule_non_standard_folds }).
bet-checked = O assento { $seat } deu mesa.
bet-check-facing-a-bet = O assento { $seat } disse "mesa" diante de uma aposta de { $facing }: pode pagar ou desistir, mas não aumentar ({ $rule_invalid_bet_declarations }).
bet-call-with-no-bet = O assento { $seat } disse "pago" sem aposta a pagar: vale como mesa ({ $rule_invalid_bet_declarations }).
bet-call-binds = O assento { $seat } disse "pago" na vez: isso obriga a pagar o valor completo, { $to } ({ $rule_binding_declarations_undercalls }).
bet-declared-call-is-no-undercall = Os { $pushed } colocados não são um undercall: "pago" foi declarado, então o assento { $seat } deve os { $to_call } completos.
bet-declared-all-in = O assento { $seat } declarou all-in: { $to } no total nesta rodada.
bet-short-all-in = { $to } é menos que um aumento completo (para { $full_to }): um all-in curto, que não reabre a aposta para quem já agiu ({ $rule_reopening_the_bet }).
bet-raise-not-allowed-calls = O assento { $seat } não pode aumentar aqui, então o aumento declarado o obriga a pagar { $current } ({ $rule_reopening_the_bet }).
bet-pot-not-allowed-calls = O assento { $seat } não pode aumentar aqui, então "pot" o obriga a pagar { $to }.
bet-pot-limit-pot = Pot limit: "pot" é apostar o pot; o total do assento { $seat } é { $to } ({ $rule_pot_limit_bets }).
bet-floor-may-allow-any-amount = O floor pode permitir que o assento { $seat } declare de imediato qualquer valor legal entre { $to } e { $max_to }.
bet-below-minimum-brought-up = { $to } está abaixo do mínimo de { $min_to }: é elevado para { $min_to } ({ $rule_incorrect_bets }).
bet-above-the-most = { $to } é mais que o permitido; o máximo é { $max_to }.
bet-raise-amount-is-a-total = "Aumento" com um valor significa um total desse valor ({ $rule_raise_amounts }).
bet-is-all-in = O assento { $seat } está all-in com { $to }.
bet-bets = O assento { $seat } aposta { $to }.
bet-raises-to = O assento { $seat } aumenta para { $to }.
bet-unclear-amount-read = "{ $amount }" não pode ser literal (abaixo do big blind de { $big_blind }); um valor confuso é lido como o maior valor razoável que não passe do pot de { $pot }: { $read } ({ $rule_unclear_betting }).
bet-amount-alone-is-pushed = Um valor dito sozinho vale como colocar { $read } em silêncio ({ $rule_methods_of_betting }).
bet-oversized-chip-calls = Uma única ficha de { $chip } diante de uma aposta de { $facing }, sem dizer "aumento" antes, é call: voltam { $back }.
bet-oversized-chip-rule = Regra: a ficha maior é call, a menos que se declare "aumento" antes de ela pousar ({ $rule_oversized_chip }), mesmo sendo a última ficha.
bet-every-chip-needed = Call de { $current }: todas as fichas eram necessárias{ $any ->
        [yes] , voltam { $back }.
       *[no] .
    }
bet-removing-one-leaves-less = { $chips }; tirando uma de { $smallest } restam { $without_one } < { $need } necessários para pagar, então todas as fichas eram necessárias: call ({ $rule_multiple_chip_betting }).
bet-removing-one-leaves-enough = { $chips }; tirando uma de { $smallest } restam { $without_one } ≥ { $need } necessários para pagar, então nem todas as fichas eram necessárias.
bet-last-chips-all-in = Eram as últimas fichas do assento { $seat }, então ele está all-in com { $to }, seja qual for a regra dos 50% ({ $rule_multiple_chip_betting }).
bet-raise-not-allowed-chips-call = O assento { $seat } não pode aumentar aqui, então as fichas são call de { $current }; voltam { $back }.
bet-full-raise-reached = { $total } alcança um aumento completo ({ $current } + { $full } = { $full_to }): aumento para { $total } ({ $rule_raise_amounts }).
bet-full-raise-held = { $total } alcança um aumento completo ({ $current } + { $full } = { $full_to }), mas o máximo permitido é { $max_to }{ $pot ->
    [yes] {" "}(uma aposta acima do pote é ilegal, { $rule_incorrect_bets }-B)
   *[no] {" "}(uma aposta no limit)
}: aumento para { $max_to } ({ $rule_raise_amounts }).
bet-a-raise-to = Aumento para { $to }.
bet-a-raise-to-back = Aumento para { $to }; os { $back } a mais voltam.
bet-half-raise-must-complete = Aplica-se a regra dos 50%: { $total } ≥ { $half }, metade de um aumento além do call, mas < { $current } + { $full } = { $full_to }: o assento { $seat } deve completar um aumento para { $full_to } ({ $rule_raise_amounts }).
bet-must-complete-to = Aumento: o assento { $seat } deve completar o aumento para { $full_to }.
bet-less-than-half-raise = Aplica-se a regra dos 50%: { $total } < { $half }, menos da metade de um aumento além do call: call, voltam { $back } ({ $rule_raise_amounts }).
bet-call-goes-back = Call de { $current }; { $back } voltam para o assento { $seat }.
bet-prior-covers-the-call = Os { $prior } já à frente cobrem o call de { $current }; as fichas acrescentadas somam-se a elas numa só aposta: { $total } no total ({ $rule_prior_bet_chips }).
bet-prior-partly-pulled-back = Parte das fichas anteriores foi recolhida: os { $prior } que ficaram mais as novas, { $total } no total, são avaliados juntos ({ $rule_prior_bet_chips }).
bet-prior-all-pulled-back = As fichas anteriores foram recolhidas: as novas são avaliadas em relação ao call completo de { $need } ({ $rule_prior_bet_chips }).
bet-prior-short-of-call = Os { $base } à frente não cobrem o call; como continuam na mesa, as fichas novas são avaliadas em relação aos { $need } que faltam ({ $rule_prior_bet_chips }).
bet-single-new-chip-calls = Uma única ficha nova de { $chip } é call ({ $rule_oversized_chip }).
bet-undercall = O assento { $seat } colocou { $put }, menos que os { $to_call } para pagar, sem dizer "pago": undercall ({ $rule_binding_declarations_undercalls }).
bet-floor-decides-undercall = O pot é múltiplo e a aposta enfrentada ({ $current }) não é a de abertura, então o floor decide: exigir o call completo ou deixar o assento { $seat } perder { $forfeit } e desistir.
bet-floor-requires-full-call = o floor exige o call completo
bet-floor-lets-forfeit = o floor deixa o jogador perder as fichas e desistir
bet-undercall-of-a-raise = Undercall de um aumento em pot múltiplo: o floor pode exigir o call completo de { $call_to } ou deixar o assento { $seat } perder { $forfeit } e desistir.
bet-no-limit-pot-is-a-minimum = No no-limit, "pot" não é um valor válido, mas obriga o assento { $seat } a apostar pelo menos o mínimo: { $to } ({ $rule_pot_limit_bets }).
bet-declared-with-chips = O assento { $seat } declarou { $word ->
        [bet] aposta
       *[raise] aumento
    } e colocou { $chips }: as fichas dão o valor.
bet-declared-without-amount = O assento { $seat } declarou { $word ->
        [bet] aposta
       *[raise] aumento
    } sem valor: fica obrigado a pelo menos o mínimo, { $min_to }.
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = Um undercall { $when ->
        [heads-up] no heads-up
       *[opening-bet] diante da aposta de abertura da rodada em pot múltiplo
    } deve virar call completo, de { $call_to }.
bet-undercall-must-call = Undercall { $when ->
        [heads-up] no heads-up
       *[opening-bet] diante da aposta de abertura da rodada em pot múltiplo
    }: o assento { $seat } deve pagar os { $call_to } completos.

## options

options-to-call = A aposta nesta rodada é { $current }; o assento { $seat } { $any_in ->
        [yes] já colocou { $committed }
       *[no] ainda não colocou nada
    }, então pagar custa { $to_call }.
options-full-raise = A maior aposta ou aumento completo nesta rodada é { $full } ({ $rule_raise_amounts }): um aumento deve ir a pelo menos { $current } + { $full } = { $min_to }.
options-short-all-in-is-no-full-raise = Um all-in curto não é um aumento completo e não muda esse valor, mesmo que vários somem mais ({ $rule_reopening_the_bet }).
options-not-reopened = O assento { $seat } já agiu nesta rodada e agora enfrenta { $to_call }, menos que { $need } (um aumento completo): a aposta não é reaberta, então o assento { $seat } só pode pagar ou desistir ({ $rule_reopening_the_bet }).
options-cap-reached = Esta rodada atingiu o limite de { $bets } apostas (uma aposta e { $raises } aumentos, { $rule_number_of_raises }): o assento { $seat } pode pagar ou desistir.
options-call-takes-all-chips = Pagar leva todas as fichas do assento { $seat }: não sobra nada para aumentar.
options-no-opponent-to-call = Nenhum adversário tem fichas para pagar mais que { $current }: um aumento nunca seria pago, então o assento { $seat } pode pagar ou desistir.
options-reopened = O assento { $seat } já agiu nesta rodada, mas agora enfrenta { $to_call }, pelo menos um aumento completo de { $full }: a aposta é reaberta ({ $rule_reopening_the_bet }).
options-not-acted-yet = O assento { $seat } ainda não agiu nesta rodada (blind postado não é ação), então o assento { $seat } pode aumentar ({ $rule_reopening_the_bet }).
options-fixed-limit-size = Limite fixo: apostas e aumentos nesta rodada são de { $bet }; um aumento vai a { $to }.
options-short-of-a-full-raise = O assento { $seat } tem { $all_in } no total nesta rodada, menos que um aumento completo: aumentar é ir all-in por { $all_in }.
options-check = dar mesa
options-call = pagar { $amount }
options-raise-to = aumentar para { $to }
options-raise-between = aumentar para um valor entre { $lo } e { $hi }
options-may-fold-call-or-raise = O assento { $seat } pode desistir, { $call } ou { $raise }.
options-may-only-call-or-fold = O assento { $seat } só pode { $call } ou desistir; aumentar não é permitido.
options-pot-limit-maximum = Pot limit: paga-se { $to_call } e aumenta-se o tamanho do pot depois do call{ $preflop ->
        [yes] {" "}(antes do flop, contando blinds completos)
       *[no] {""}
    }; o máximo para o assento { $seat } é aumentar para { $max_to } ({ $rule_pot_limit_bets }).

## out-of-turn

out-of-turn-fold-binds = Desistir fora de vez é vinculante: a mão do assento { $seat } está morta ({ $rule_non_standard_folds }).
out-of-turn-follows-the-2026-illustration = O texto de 2026 desta regra não estava disponível ao floorcall; esta decisão segue a ilustração de 2026 (heads-up: mesa fora de vez, depois uma aposta: só pagar ou desistir). Pelas regras de 2024 o jogador teria todas as opções.
out-of-turn-behind = O assento { $behind } também agiu fora de vez ({ $act }), depois do assento { $seat }, antes de a ação voltar. Ele é julgado da mesma forma quando a ação chegar a ele: vale se o assento { $behind } então enfrentar { $any_bet ->
        [yes] uma aposta de { $faced }, como enfrentou
       *[no] a mesma situação, sem aposta
    }; se a ação mudou, { $with_chips ->
        [yes] as fichas podem ser devolvidas e o assento { $behind } tem todas as opções
       *[no] o assento { $behind } tem todas as opções
    } ({ $rule_action_out_of_turn }-A).
out-of-turn-behind-fold = O assento { $behind } também desistiu fora de vez: desistir fora de vez é vinculante, então a mão do assento { $behind } está morta ({ $rule_non_standard_folds }).
out-of-turn-passive-in-2026 = Pelas regras de 2026 esta mesa fora de vez, heads-up, limitaria o jogador a pagar ou desistir se a ação mudasse; as regras de 2024 dão todas as opções.
out-of-turn-unchanged-binds = A ação que o assento { $seat } enfrentava não mudou ({ $any_bet ->
        [yes] continua { $faced }
       *[no] continua sem aposta
    }), então a ação fora de vez é vinculante: { $act } ({ $rule_action_out_of_turn }).
out-of-turn-over-the-most = A aposta do assento { $seat } para { $to } é maior do que a rodada permite na sua vez, { $most }: vale por { $most }, e os { $back } a mais voltam.
out-of-turn-back-to-the-seat-in-turn = A ação volta ao assento { $next }. Se os jogadores antes do assento { $seat } só derem mesa, pagarem ou desistirem, a ação fora de vez ({ $act }) vale; se algum apostar ou aumentar, ela não é vinculante e o assento { $seat } tem todas as opções ({ $rule_action_out_of_turn }).
out-of-turn-if-next-raises = o assento { $next } aumenta (por exemplo para { $min_to })
out-of-turn-raise-example = Por exemplo, se o assento { $next } aumentar para { $min_to }, o assento { $seat } enfrenta { $min_to } e pode pagar { $to_call }, aumentar para pelo menos { $reraise_to } ou desistir; os { $returned } colocados fora de vez podem ser devolvidos.
out-of-turn-if-others-only-check-call-or-fold = os jogadores antes do assento { $seat } só dão mesa, pagam ou desistem
out-of-turn-spoke-up = O assento { $skipped } se manifestou antes da ação substancial: a ação volta ao assento { $skipped }, e a ação fora de vez é julgada pela parte A (vinculante se a ação não mudar) ({ $rule_action_out_of_turn }).
out-of-turn-fold-always-binds = Uma desistência fora de vez é vinculante de qualquer forma ({ $rule_non_standard_folds }).
out-of-turn-skipped-stays-silent = O assento { $skipped } foi pulado e não se manifestou antes da ação substancial fora de vez: as ações fora de vez valem. O floor decide o destino da mão do assento { $skipped } (por exemplo morta, ou limitada a pagar ou desistir) ({ $rule_action_out_of_turn }).
out-of-turn-floor-rules-hand-dead = o floor declara morta a mão do assento { $skipped }
out-of-turn-floor-keeps-hand-live = o floor mantém viva a mão do assento { $skipped }, limitada a pagar ou desistir
out-of-turn-if-spoke-up = o assento { $skipped } se manifestou antes da ação substancial
out-of-turn-check-and-fold-reading = Uma mesa e uma desistência só são ação substancial pelo parêntese da { $rule_substantial_action }; o floorcall segue a frase que a define (fichas precisam entrar), e o floor pode ler de outro modo.
out-of-turn-floor-counts-check-and-fold = o floor conta uma mesa e uma desistência como ação substancial
out-of-turn-skipped-keeps-right = Ainda não há ação substancial: o assento { $skipped } mantém o direito de agir; a ação volta ao assento { $skipped } ({ $rule_action_out_of_turn }).
out-of-turn-fold = desistir
out-of-turn-check = mesa
out-of-turn-call = pagar
out-of-turn-bet = aposta de { $to }
out-of-turn-raise = aumento para { $to }
out-of-turn-passive-then-changed = A ação mudou depois da ação passiva fora de vez do assento { $seat } ({ $act }): pelas regras de 2026 o assento { $seat } só pode pagar { $to_call } ou desistir, não aumentar ({ $rule_action_out_of_turn }).
out-of-turn-changed-not-binding = A ação mudou de { $any_bet ->
        [yes] { $faced }
       *[no] sem aposta
    } para { $now } antes da vez do assento { $seat }, então a ação fora de vez ({ $act }) não é vinculante: { $any_back ->
        [yes] { $returned } voltam e o assento { $seat }
       *[no] o assento { $seat }
    } tem todas as opções: pagar { $to_call }{ $raise_from ->
        [0] {""}
       *[other] , aumentar para pelo menos { $raise_from }
    } ou desistir ({ $rule_action_out_of_turn }).
out-of-turn-counted-substantial = { $actions ->
        [one] { $actions } ação
       *[other] { $actions } ações
    } fora de vez à esquerda do assento { $skipped }, { $with_chips ->
        [0] nenhuma
       *[other] { $with_chips }
    } com fichas: ação substancial ({ $rule_substantial_action }).
out-of-turn-counted-not-yet = { $actions ->
        [one] { $actions } ação
       *[other] { $actions } ações
    } fora de vez à esquerda do assento { $skipped }, { $with_chips ->
        [0] nenhuma
       *[other] { $with_chips }
    } com fichas: ainda não é ação substancial ({ $rule_substantial_action }).
out-of-turn-all-in = all-in
out-of-turn-show-or-muck = mostrar ou descartar

## incorrect-bet

incorrect-bet-over-pot-stands = A aposta de { $to } passou do limite do pot de { $max_to }, mas a próxima carta já foi dada: ela vale ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-stands-after-action = A aposta de { $to } passou do limite do pot de { $max_to }, mas houve ação substancial depois dela ({ $actions ->
        [one] { $actions } ação
       *[other] { $actions } ações
    }, { $with_chips ->
        [0] nenhuma
       *[other] { $with_chips }
    } com fichas): pela regra da casa, ela vale.
incorrect-bet-low-count-raised = O apostador pediu o pot, mas a contagem do dealer foi baixa: sem ação substancial desde a aposta, ela é aumentada para a aposta do pot, { $max_to } ({ $rule_incorrect_bets }).
incorrect-bet-check-and-fold-only = Só houve uma mesa e uma desistência: ação substancial apenas pelo parêntese da { $rule_substantial_action }; o floor pode entender assim e manter a aposta.
incorrect-bet-below-minimum-stands = A aposta de { $to } estava abaixo do mínimo de { $min_to }, mas a próxima carta já foi dada: ela vale ({ $rule_incorrect_bets }).
incorrect-bet-below-minimum-corrected = A aposta de { $to } estava abaixo do mínimo legal de { $min_to }; descoberta na mesma rodada, é corrigida para { $min_to } ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-reduced = A aposta de { $to } passou do limite do pot de { $max_to } e foi descoberta antes da próxima carta: é reduzida para { $max_to } para todos que pagaram nesta rodada, mesmo após ação substancial ({ $rule_incorrect_bets }).{ $callers ->
        [0] {""}
        [one] {" "}O assento { $seats }, que pagou, recebe { $back } de volta.
       *[other] {" "}Os assentos { $seats }, que pagaram, recebem { $back } de volta cada.
    }
incorrect-bet-low-count-stands = O apostador pediu o pot e apostou os { $to } informados pelo dealer; a aposta do pot era { $max_to }. Houve ação substancial depois da aposta ({ $actions ->
        [one] { $actions } ação
       *[other] { $actions } ações
    }, { $with_chips ->
        [0] nenhuma
       *[other] { $with_chips }
    } com fichas, { $rule_substantial_action }), então a aposta menor vale ({ $rule_incorrect_bets }).

## cards-dealt

cards-dealt-counted = Desde a distribuição: { $actions ->
        [one] { $actions } ação
       *[other] { $actions } ações
    } na vez, { $with_chips ->
        [0] nenhuma
       *[other] { $with_chips }
    } com fichas (blinds não contam).
cards-dealt-burns-as-normal = As queimas seguem normalmente, uma carta antes de cada rodada.
cards-dealt-extra-card-is-not-the-burn = A carta extra não conta como queima: o dealer queima uma carta do baralho e depois abre o flop.
cards-dealt-burn-one-card-only = O dealer queima exatamente uma carta e abre o flop; nenhuma carta extra é queimada para restaurar a ordem original do baralho.
cards-dealt-no-misdeal-hand-dead = Isso é ação substancial ({ $rule_substantial_action }), então não há misdeal ({ $rule_misdeals }): a mão do assento { $seat }, com { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, está morta.
cards-dealt-dead-hand-play-on = Já houve ação substancial: a mão do assento { $seat } está morta e o jogo continua.
cards-dealt-button-exception = O assento { $seat } é o botão e recebeu cartas de menos: a { $rule_button_too_few_cards } é a exceção ao misdeal por número errado de cartas ({ $rule_misdeals }-A), antes ou depois da ação substancial. { $acted ->
    [yes] O botão já agiu, então a exceção não se aplica mais.
   *[no] O botão ainda não agiu.
}
cards-dealt-button-completed = A mão do botão é completada: o assento { $seat } recebe { $missing ->
    [one] a carta que falta
   *[other] as { $missing } cartas que faltam
} e a mão continua.
cards-dealt-button-next-card-from-stub = A carta que falta sai do topo do baralho, antes da queima; depois queima-se e abre-se o flop normalmente.
cards-dealt-button-acted-dead = O botão agiu com cartas de menos: a mão do assento { $seat } está morta e o jogo continua.
cards-dealt-no-substantial-action-yet = Ainda não houve ação substancial ({ $rule_substantial_action }): um jogador com número errado de cartas gera misdeal; a mão é redistribuída do mesmo jeito, com o mesmo botão e limites.
cards-dealt-misdeal-redeal = Misdeal: o assento { $seat } tem { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } antes da ação substancial; redistribua a mão.
cards-dealt-floor-counts-check-and-fold = o floor conta a mesa e a desistência como ação substancial

## show-request
show-request-no-cards-no-right = O assento { $requester } não tem mais cartas (desistiu ou descartou sem mostrar), então não pode pedir para ver nenhuma mão ({ $rule_asking_to_see_a_hand }).
show-request-called-the-river-bet = Houve aposta no river e o assento { $target } foi o último agressor; o assento { $requester } pagou e mostrou ou manteve as cartas, então tem o direito absoluto de ver a mão do assento { $target } ({ $rule_asking_to_see_a_hand }).
show-request-no-river-bet = O assento { $requester } pode pedir, mas não tem direito absoluto: não houve aposta no river, então ninguém pagou para ver uma mão. Fica a critério do floor ({ $rule_asking_to_see_a_hand }).
show-request-not-the-river-aggressor = O assento { $requester } pode pedir, mas não tem direito absoluto: o assento { $target } não foi o último agressor no river. Fica a critério do floor ({ $rule_asking_to_see_a_hand }).
show-request-house-anyone = Pela regra da casa, qualquer jogador que ainda tenha cartas pode ver qualquer mão no showdown: o assento { $requester } pode ver a mão do assento { $target }, e a mão mostrada continua viva.
show-request-house-callers-only = Pela regra da casa, só quem pagou a aposta do river pode ver uma mão, e só a do último agressor: o assento { $requester } não pode ver a mão do assento { $target }.


## face-up
face-up-turned-up-now = Sim: { $all_in_count ->
        [one] o assento { $all_in } está
       *[other] os assentos { $all_in } estão
    } all-in e não há mais apostas possíveis, então todas as mãos vivas ({ $live }) são viradas agora ({ $rule_face_up_for_all_ins }).{ $cards_to_come ->
        [0] {""}
       *[other] {" "}Depois queime e abra o resto do board.
    }
face-up-side-pots-first = Entregue primeiro os side pots, depois o principal; não mantenha a mão all-in virada para baixo até os side pots serem decididos ({ $rule_side_pots }).
face-up-nobody-all-in-shows-first = Ninguém está all-in, então a { $rule_face_up_for_all_ins } não se aplica; neste showdown o assento { $who } mostra primeiro ({ $rule_showdown_order }).
face-up-nobody-all-in = Ninguém está all-in, então a { $rule_face_up_for_all_ins } não se aplica; a ordem do showdown decide quem mostra primeiro ({ $rule_showdown_order }).
face-up-not-yet-betting-open = Ainda não: ninguém está all-in e as apostas continuam ({ $rule_face_up_for_all_ins }).
face-up-not-yet-others-may-bet = Ainda não: { $all_in_count ->
        [one] o assento { $all_in } está
       *[other] os assentos { $all_in } estão
    } all-in, mas os assentos { $with_chips } ainda têm fichas e podem apostar; mantenha as cartas viradas para baixo ({ $rule_face_up_for_all_ins }).


## showdown
showdown-big-blind-first = O assento { $seat }, o big blind, tinha { $stack }: o blind é postado primeiro e vale como aposta ({ $live }), o restante ({ $ante }) vai para o ante do big blind ({ $rule_rp_ante_formats }).
showdown-ante-first = O assento { $seat }, o big blind, tinha { $stack }: pela regra da casa, paga-se primeiro o ante do big blind ({ $ante }), e só o resto ({ $live }) é blind vivo.
showdown-board = Board: { $board }.
showdown-low = Low do assento { $seat }: { $low }.
showdown-no-low = O assento { $seat } não tem low de oito ou menos.
showdown-hi-lo-split = Hi/lo: cada pot se divide, metade para a melhor mão alta e metade para o melhor low de oito ou menos; a ficha indivisível vai para a metade alta ({ $rule_odd_chips }-C).
showdown-hi-lo-scoop = Hi/lo: ninguém tem low de oito ou menos, então a melhor mão alta leva cada pot inteiro.
showdown-seat-hand = Assento { $seat } ({ $hole }): { $category }, { $five }.
showdown-category = { $category ->
        [high-card] carta alta
        [pair] um par
        [two-pair] dois pares
        [trips] trinca
        [straight] sequência
        [flush] flush
        [full-house] full house
        [quads] quadra
       *[straight-flush] straight flush
    }
showdown-share = assento { $seat } { $amount }
showdown-pot = { $pot ->
        [main] Pot principal
       *[side] Side pot
    } de { $amount } (assentos { $eligible } elegíveis): { $shares }.
showdown-pot-short = { $pot ->
        [main] pot principal
       *[side] side pot
    } { $amount }: { $shares }
showdown-summary = { $pots }.
showdown-odd-chips = As fichas indivisíveis, trocadas pela menor ficha de { $smallest_chip }, vão para o primeiro vencedor à esquerda do botão ({ $rule_odd_chips }), em cada pot separadamente ({ $rule_side_pots }).
showdown-odd-chips-by-suit = As fichas indivisíveis, decompostas até a menor ficha de { $smallest_chip }, vão pela regra da casa ao vencedor com a carta mais alta por naipe (espadas, copas, ouros, paus) entre as cinco que jogam, pot a pot ({ $rule_side_pots }).
showdown-uncalled-returned = { $amount } sem call voltam para o assento { $seat }.
showdown-mucked = O assento { $seat } descartou a mão virada para baixo no showdown sem mostrá-la: uma mão que não pode ser recuperada não tem direito ao pot, seja qual for o jogo que tinha ({ $rule_tabling_cards }-B).
showdown-mucked-retrievable = Isto supõe que as cartas descartadas não podiam ser recuperadas. Cartas que ainda não tocaram o muck e são 100% identificáveis podem ser recuperadas e mostradas ({ $rule_live_cards_at_showdown }); nesse caso, pergunte de novo com essas cartas mostradas.
showdown-last-hand = Todas as outras mãos foram descartadas viradas para baixo, então a mão do assento { $seat }, a última que restou, ganha sem precisar ser mostrada ({ $rule_showdown_order }).


## penalty
penalty-infraction = Assento { $seat }: { $infraction ->
        [etiquette] uma violação de etiqueta ({ $rule_etiquette_violations })
        [abuse] conduta abusiva ({ $rule_etiquette_violations })
        [card_exposure] cartas expostas com ação pendente, ou descarte impróprio ({ $rule_exposing_cards })
        [throwing_cards] cartas arremessadas ({ $rule_exposing_cards })
        [disclosure] uma mão revelada ou um conselho de jogo com a mão viva ({ $rule_no_disclosure })
        [electronic_device] um aparelho usado na mesa com a mão viva ({ $rule_electronic_devices }-C)
        [phone_call] uma ligação telefônica na mesa ({ $rule_electronic_devices }-A)
        [device_on_table] um celular ou aparelho apoiado sobre a mesa ({ $rule_electronic_devices }-B)
        [strategy_tool] uma ferramenta de estratégia ou ajuda externa de estratégia na mesa ({ $rule_electronic_devices }-D)
        [identity] um jogador não claramente identificável ({ $rule_player_identity })
        [language] um idioma que a casa não divulgou, falado na mesa ({ $rule_official_language })
        [dodging_blinds] um blind evitado de propósito ({ $rule_dodging_blinds })
        [chips_hidden] fichas seguradas ou levadas fora de vista ({ $rule_chips_out_of_view })
        [soft_play] soft play ({ $rule_ethical_play })
       *[collusion] chip dumping ou conluio ({ $rule_ethical_play })
    }.
penalty-first-infraction = É a primeira infração do jogador no evento: as regras indicam uma advertência verbal; infrações repetidas levam a penalidades crescentes ({ $rule_penalties }-A).
penalty-first-infraction-house = É a primeira infração do jogador no evento: pela regra da casa, a primeira penalidade é uma rodada perdida, e infrações repetidas trazem penalidades crescentes.
penalty-repeat = O jogador já tem { $prior ->
        [one] uma penalidade ou advertência anterior
       *[other] { $prior } penalidades ou advertências anteriores
    } no evento, e infrações repetidas levam a penalidades crescentes ({ $rule_penalties }-A): as regras indicam { $rounds ->
        [one] uma rodada de penalidade
       *[other] { $rounds } rodadas de penalidade
    }.
penalty-soft-play = Soft play é penalizado, podendo chegar ao confisco de fichas ou à desclassificação ({ $rule_ethical_play }); { $prior ->
        [0] numa primeira infração
        [one] depois de uma infração anterior
       *[other] depois de { $prior } infrações anteriores
    } as regras indicam { $rounds ->
        [one] uma rodada de penalidade
       *[other] { $rounds } rodadas de penalidade
    }.
penalty-collusion = Chip dumping e outras formas de conluio levam à desclassificação ({ $rule_ethical_play }); as fichas de um jogador desclassificado são retiradas do torneio ({ $rule_penalties }-D).
penalty-count = Uma rodada de penalidade é uma mão para cada jogador na mesa quando a penalidade é dada, incluindo o infrator: { $rounds } × { $players } jogadores = { $hands ->
        [one] { $hands } mão
       *[other] { $hands } mãos
    } ({ $rule_penalties }-A).
penalty-posts = O jogador deixa a mesa; as cartas são dadas ao assento e mortas, e o assento continua pagando blinds e antes ({ $rule_penalties }-C): { $forced } ao longo das { $hands } mãos, de um stack de { $stack }, se a mesa mantiver o tamanho.
penalty-blinded-out = Isso consome o stack inteiro: um jogador em penalidade pode ser eliminado pelos blinds ({ $rule_penalties }-A).
penalty-the-floor-chooses = A penalidade fica a critério do diretor do torneio: esta é a indicação das regras, e os outros graus aparecem como alternativas ({ $rule_floor_decisions }).
penalty-summary-warning = Uma advertência verbal para o assento { $seat }.
penalty-summary-rounds = O assento { $seat } fica fora por { $rounds ->
        [one] uma rodada
       *[other] { $rounds } rodadas
    }: { $hands } mãos.
penalty-summary-disqualified = O assento { $seat } é desclassificado e as fichas são retiradas do torneio.
penalty-alt-warning = o floor dá uma advertência verbal em vez disso
penalty-alt-rounds = o floor dá { $rounds ->
        [one] uma rodada de penalidade
       *[other] { $rounds } rodadas de penalidade
    } em vez disso: { $hands } mãos
penalty-alt-disqualify = o floor desclassifica o jogador
penalty-floor-chose-rounds = O floor escolheu { $rounds ->
        [one] { $rounds } rodada perdida
       *[other] { $rounds } rodadas perdidas
    }; a contagem decorre disso ({ $rule_penalties }-A).
penalty-serious = O floor considera a infração grave: a punição já começa acima da advertência, com uma rodada perdida; uma ameaça pode justificar a desclassificação ({ $rule_penalties }-A).
penalty-exposure-hand-live = A exposição não mata a mão, e qualquer punição começa depois da mão ({ $rule_exposing_cards }).
penalty-exposure-dead-house = Pela regra da casa, a exposição deliberada do assento { $seat } com ação pendente mata a mão; as fichas que o jogador pôs ficam no pot.
penalty-if-deliberate = o floor conclui que a exposição do assento { $seat } foi deliberada: a casa mata a mão
penalty-nuts-check-not-soft-play = O assento { $seat } deu mesa no river, último a agir, com o nuts absoluto (sem risco de empate): isso sozinho não é soft play; ninguém é obrigado a apostar ({ $rule_penalties }-B). Com esses fatos, não há punição.
penalty-no-action-pending = O assento { $seat } expôs cartas sem ação pendente: expor cartas só é punido enquanto há ação pendente ({ $rule_exposing_cards }). Sem punição.
penalty-if-floor-finds-it = o floor constata a infração por outros fatos (um acordo, um padrão)
penalty-misdeal-does-not-count = O assento { $seat } recebe cartas e tem a mão morta, mas um misdeal e sua nova distribuição contam como uma mão, completada pela nova distribuição: depois dela { $left ->
        [one] falta { $left } mão a cumprir
       *[other] faltam { $left } mãos a cumprir
    } ({ $rule_misdeals }-C).
penalty-hand-counts = A mão conta para a punição (o assento recebe cartas e tem a mão morta): depois dela { $left ->
        [one] falta { $left } mão a cumprir
       *[other] faltam { $left } mãos a cumprir
    } ({ $rule_penalties }-C).

## clock
clock-time = Depois de pedido o relógio, o assento { $seat } tem { $clock } segundos para agir, seguidos de uma contagem regressiva de { $countdown } segundos: { $limit } segundos ao todo ({ $rule_calling_for_a_clock }).
clock-house-time = Pela regra da casa, depois de pedido o relógio, o assento { $seat } tem { $clock } segundos para agir, seguidos de uma contagem regressiva de { $countdown } segundos: { $limit } segundos ao todo.
clock-in-time = O assento { $seat } agiu aos { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }, { $tie ->
        [yes] no último segundo da contagem (o empate favorece o jogador)
       *[no] dentro do tempo
    }: a ação vale.
clock-running = O assento { $seat } ainda tem { $left ->
        [one] { $left } segundo
       *[other] { $left } segundos
    } para agir.
clock-expired-facing-bet = A contagem terminou antes de o assento { $seat } agir, diante de uma aposta de { $to_call }: a mão está morta.
clock-expired-no-bet = A contagem terminou antes de o assento { $seat } agir, sem aposta a enfrentar: vale como mesa (check).
clock-expired-no-bet-dead = A contagem terminou antes de o assento { $seat } agir: sem aposta a enfrentar, a mão ainda assim está morta pela regra da casa.
clock-shot-clock = A casa usa shot clock: o assento { $seat } tem { $clock } segundos para cada decisão, contados de quando a ação chegou a ele, sem pedido de relógio.
clock-time-banks = O assento { $seat } entregou { $used ->
    [one] um cartão de tempo extra
   *[other] { $used } cartões de tempo extra
}; { $counted ->
    [0] nenhum conta (não há tempo extra)
    [one] vale um, com mais { $each } segundos
   *[other] { $counted } contam, { $each } segundos cada
}: { $limit } segundos ao todo.
clock-acted-too-late = O assento { $seat } agiu aos { $seconds } segundos, depois do fim da contagem: essa ação não conta.
clock-dead-chips-stay = A mão do assento { $seat } está morta: os { $in_pot } que colocou ficam no pot.
clock-dead-nothing-in = A mão do assento { $seat } está morta; não tinha colocado fichas.
clock-not-from-the-seat = O relógio deve ser pedido do assento (ou pelo floor): pedido de longe da mesa, ele nem chegou a correr, então o assento { $seat } não esgotou o tempo e a mão está viva ({ $rule_calling_for_a_clock }).

## at-seat
at-seat-live = O assento { $seat } estava no lugar quando a última carta da distribuição inicial foi dada: a mão está viva ({ $rule_at_your_seat }).
at-seat-dead = A mão do assento { $seat } está morta{ $any ->
        [yes] ; os { $in_pot } que já tinha colocado ficam no pot
       *[no] {""}
    }.
at-seat-why-dead = O jogador deve estar no seu lugar, ao alcance da cadeira, quando a última carta da distribuição inicial é dada; o assento { $seat } não estava, então a mão está morta ({ $rule_at_your_seat }).
at-seat-live-first-card = O assento { $seat } estava no lugar quando a primeira carta foi distribuída: a mão está viva.
at-seat-why-dead-first-card = Pela regra da casa, o jogador deve estar no lugar, ao alcance da cadeira, quando a primeira carta é distribuída; o assento { $seat } não estava, então a mão está morta.
at-seat-if-arrived-during-deal = o assento { $seat } só chegou ao lugar depois de distribuída a primeira carta
at-seat-left-table = Um jogador com mão viva, all-in ou não, deve permanecer na mesa; o assento { $seat } saiu, mas sair não mata a mão: ela segue valendo, e o floor pode punir o jogador ({ $rule_at_the_table }).
at-seat-if-penalised = o floor pune o assento { $seat } por sair da mesa ({ $rule_penalties })

## accepted-action
accepted-told = Disseram ao assento { $seat } que a aposta era { $announced } ({ $by ->
        [dealer] pelo dealer
       *[player] por um jogador
    }); a aposta é { $bet }.
accepted-caller-responsible = Quem paga deve saber o valor correto da aposta antes de pagar, diga o que disser o dealer ou outro jogador: quem paga com uma contagem errada aceita a ação correta e deve o valor correto, ou todas as fichas ({ $rule_accepted_action }).
accepted-no-difference = A contagem estava certa: o assento { $seat } paga { $call_to }.
accepted-owes-more = O assento { $seat } { $all_in ->
        [yes] está all-in com { $call_to }
       *[no] paga a aposta inteira, de { $call_to },
    } e coloca mais { $more }.
accepted-gets-back = O assento { $seat } { $all_in ->
        [yes] está all-in com { $call_to }
       *[no] paga a aposta correta, de { $call_to }
    }; os { $back } colocados a mais voltam para ele.
accepted-rule-1 = Como em toda situação, o floor ainda pode decidir de outro modo quando o valor correto for claramente injusto ({ $rule_floor_decisions }).

## count-request
count-estimate = Qualquer jogador pode pedir a qualquer momento uma estimativa razoável das fichas de um adversário; uma contagem exata só quando enfrenta o all-in desse jogador e é a sua vez de agir ({ $rule_count_of_chip_stack }).
count-exact = O assento { $requester } enfrenta o all-in do assento { $target } e é a sua vez: o dealer faz a contagem exata do all-in ({ $stack } nesta rodada).
count-not-all-in = O assento { $target } não está all-in: o assento { $requester } recebe uma estimativa razoável do stack, não uma contagem exata.
count-not-in-turn = O assento { $requester } não é o jogador da vez: agora recebe uma estimativa razoável das fichas do assento { $target }, a contagem exata quando chegar a sua vez.
count-not-facing = O assento { $requester } não enfrenta o all-in do assento { $target }: só uma estimativa razoável.
count-house-in-turn = Pela regra da casa, o jogador da vez pode pedir a contagem de qualquer adversário: o assento { $requester } recebe a contagem exata das { $stack } do assento { $target }.
count-house-estimate-only = Pela regra da casa, as fichas nunca são contadas com exatidão: o assento { $requester } recebe uma estimativa razoável das fichas do assento { $target }.

## string-bet
string-one-motion = O assento { $seat } empurrou as fichas num só movimento: não há string bet; as fichas valem como estão ({ $rule_methods_of_raising }).
string-amount-first = O assento { $seat } disse o valor inteiro, { $to }, antes de colocar fichas: as fichas podem então vir em quantos movimentos forem ({ $rule_methods_of_raising }).
string-raise-word-first = O assento { $seat } disse “aumento” antes de colocar fichas: o valor do call e mais um movimento fazem o aumento ({ $rule_methods_of_raising }).
string-bet = O assento { $seat } voltou ao stack sem dizer nada ({ $motions } movimentos): string bet. Só conta o primeiro movimento, { $first }, lido apenas como fichas; os { $back } dos movimentos seguintes voltam ({ $rule_methods_of_raising }, { $rule_string_bets }).
string-third-motion = Depois de “aumento”, só contam o call e mais um movimento ({ $counted } movimentos); os { $back } dos movimentos seguintes voltam ({ $rule_string_bets }).

## conditional-statement
cond-discouraged = Declarações sobre ações futuras (“se você apostar, eu aumento”) não são padrão e são fortemente desencorajadas: o floor pode obrigar o jogador a cumpri-las, e pode puni-las ({ $rule_conditional_declarations }).
cond-binds = A condição se cumpriu e é a vez do assento { $seat }; pela regra, o jogador tende a ficar obrigado à ação declarada: { $act }.
cond-not-met = A condição não se cumpriu: a declaração não obriga o assento { $seat } a nada.
cond-if-not-held = o floor não obriga o jogador a cumprir a declaração
cond-if-penalised = o floor também pune a declaração (primeiro uma advertência)
cond-house-binds = Pela regra da casa, uma declaração condicional vincula quando a condição se cumpre: o assento { $seat } deve fazer a ação declarada: { $act }.
cond-house-never-binds = Pela regra da casa, declarações condicionais não são permitidas e nunca vinculam: o assento { $seat } age livremente, com todas as opções da mesa, e pode ser penalizado pela declaração.

## chips-behind
behind-found = Depois que o all-in de { $all_in } do assento { $seat } foi pago, foram encontradas { $found } atrás.
behind-floor-decides = Se os { $found } encontrados atrás do assento { $seat } faziam parte da ação aceita é uma decisão do floor ({ $rule_chips_found_behind }); as duas respostas estão abaixo.
behind-part = Os { $found } faziam parte da ação aceita: o all-in do assento { $seat } é de { $all_in } ({ $rule_chips_found_behind }).
behind-if-loses-to-caller = o assento { $seat } perde a mão e o floor dá os { $found } encontrados a quem pagou, o assento { $caller }
behind-caller-owes = O assento { $caller } { $all_in ->
        [yes] coloca as últimas { $more } (all-in).
       *[no] coloca mais { $more }.
    }
behind-not-part = Os { $found } não faziam parte da ação aceita: o all-in do assento { $seat } continua de { $all_in } e as fichas não jogam ({ $rule_chips_found_behind }).
behind-not-paid-not-saved = Se o assento { $seat } ganhar, não recebe pelas { $found }; se perder, as { $found } não o salvam, e o floor pode entregá-las a quem pagou.
behind-if-part = o floor conclui que as fichas faziam parte da ação aceita
behind-if-not-part = o floor conclui que não faziam

## showdown-error
sderr-misread-corrected = As cartas falam: as mãos são lidas pelas cartas, diga-se o que se disser; o pot vai para a melhor mão segundo as cartas, e a mão do assento { $seat } é lida como é ({ $rule_cards_speak }).
sderr-misread-too-late = A leitura de uma mão mostrada só pode ser contestada até { $window ->
    [substantial_action] haver ação substancial na mão seguinte
   *[next_hand] o início da mão seguinte
}; isto veio depois, então o pot fica como foi entregue ({ $rule_disputed_hands }).
sderr-time-limit = Uma mão lida errado pode ser contestada até o início da mão seguinte; um erro na entrega ou na contagem de um pot, até a ação substancial na mão seguinte ({ $rule_disputed_hands }).
sderr-pot-corrected = O pot foi para o jogador errado e o erro foi apontado a tempo: ele é recolhido e entregue como as cartas decidem, assento { $seat } incluído ({ $rule_disputed_hands }).
sderr-pot-too-late = O erro foi apontado depois { $window ->
    [next_hand] do início da mão seguinte
   *[substantial_action] de ação substancial na mão seguinte
}: o pot fica como foi entregue ({ $rule_disputed_hands }).
sderr-killed-winner = A mão do assento { $seat } foi mostrada corretamente e era obviamente a vencedora: o dealer não pode matá-la, e ela ganha ({ $rule_tabling_cards }-C).
sderr-mucked-live = As cartas do assento { $seat } foram jogadas viradas para baixo, mas não estão no muck e são claramente identificáveis: a mão está viva, e o jogador pode recuperá-las e mostrá-las ({ $rule_live_cards_at_showdown }).
sderr-mucked-dead = As cartas do assento { $seat } não podem ser identificadas com certeza: a mão está morta e não tem direito ao pot.
sderr-one-card = O assento { $seat } mostrou uma carta: uma mão é mostrada com todas as cartas viradas para cima; o dealer pede as demais, e se o jogador se recusar, chama-se o floor ({ $rule_showdown_discarding_irregularities }-A).
sderr-bettor-live = O assento { $seat } descartou achando que tinha ganhado; o dealer segurou as cartas e elas são claramente identificáveis: são mostradas e valem ({ $rule_showdown_discarding_irregularities }-B).
sderr-bettor-dead = O assento { $seat } descartou achando que tinha ganhado, e as cartas não podem ser recuperadas: a mão está morta; as apostas pagas ficam no pot, e uma aposta ou aumento não pago volta ({ $rule_showdown_discarding_irregularities }-B).
sderr-killed-live = A mão do assento { $seat } foi morta pelo dealer (ou ficou inválida), mas ainda pode ser identificada sem dúvida: continua viva ({ $rule_killed_fouled_exposed_hands }).
sderr-killed-dead = A mão do assento { $seat } foi morta pelo dealer (ou ficou inválida) e não pode ser identificada: não há reparação; as apostas pagas não são devolvidas, e uma aposta ou aumento não pago volta ({ $rule_killed_fouled_exposed_hands }).
sderr-unknown-identification = O que decide é se as cartas do assento { $seat } podem ser identificadas sem dúvida, e o pedido não diz: a menos que possam, a mão está morta.
sderr-if-identifiable = as cartas do assento { $seat } são claramente identificáveis (sem dúvida)
sderr-if-refuses = o assento { $seat } se recusa a mostrar as outras cartas

## tables
tables-table-breaks = { $players } jogadores cabem em { $tables } mesas de { $seats }: a mesa { $table } é desfeita; seus jogadores recebem assentos por sorteio e podem cair em qualquer posição ({ $rule_new_players_broken_tables }).
tables-short-tables-halt = { $count ->
        [one] A mesa { $tables } tem
       *[other] As mesas { $tables } têm
    } { $short ->
        [3] três
       *[other] { $short }
    } ou mais jogadores a menos que a maior ({ $largest }): o jogo para { $count ->
        [one] nela
       *[other] nelas
    } quando os blinds são afetados (o big blind chegaria a um assento vazio), até balancear; o floor pode dispensar ({ $rule_balancing_tables }).
tables-who-moves = Em jogos com flop, muda de mesa quem seria o próximo big blind, para a pior posição na mesa curta (nunca o small blind) ({ $rule_balancing_tables }).
tables-balanced = As mesas estão balanceadas: nenhuma mudança, nenhuma parada.
tables-halt-at = o jogo para { $count ->
        [one] na mesa { $tables }
       *[other] nas mesas { $tables }
    } até as mesas serem balanceadas
tables-moves = mude { $moves }
tables-move-one = { $players ->
        [one] um jogador
       *[other] { $players } jogadores
    } da mesa { $from } para a mesa { $to }
tables-summary = { $parts }.
tables-short-handed-discretion = Em mesas de { $seats } lugares (formato short-handed) parar o jogo fica a critério do DT ({ $rule_balancing_tables }, { $rule_floor_decisions }); as regras tendem a parar até as mesas serem balanceadas.
tables-if-no-halt = o floor deixa o jogo continuar na mesa curta enquanto os jogadores são movidos


## deal-error

deal-misdeal-redeal = Misdeal: a mão é dada de novo exatamente, com o mesmo botão e os mesmos limites; os blinds e antes continuam postados e todas as outras fichas apostadas voltam.
deal-arriving-wait = A nova distribuição repete a mão exatamente, sem novos jogadores: os assentos { $seats }, ocupados depois do misdeal, esperam a próxima mão ({ $rule_misdeals }-C).
deal-away-plays-redeal = Os assentos { $seats }, ausentes na distribuição, recebem cartas na nova distribuição; uma mão ainda sem o jogador quando sai a última carta é morta ({ $rule_at_your_seat }).
deal-duplicate-card = A carta encontrada duas vezes: { $card }.
deal-no-substantial-action = Ainda não houve ação substancial ({ $rule_substantial_action }): { $actions ->
    [0] ninguém agiu
    [one] uma ação até agora
   *[other] { $actions } ações até agora, não bastam
}, então a mão ainda pode ser declarada misdeal.
deal-substantial-action = Houve ação substancial ({ $rule_substantial_action }): { $actions } ações desde a distribuição, { $with_chips } com fichas; depois dela não há misdeal e a mão continua ({ $rule_misdeals }-D).
deal-floor-counts-check-and-fold = o floor conta a mesa e a desistência como ação substancial
deal-draw-exposed-house = Num jogo de draw, a carta que o dealer expõe na distribuição é decidida pela regra da casa: as causas de misdeal por carta exposta da { $rule_misdeals }-A foram escritas para jogos de flop. A regra habitual da casa, seguida aqui: uma carta exposta é substituída, e uma segunda faz misdeal.
deal-house-replaces-exposed = a casa substitui toda carta que o dealer expõe na distribuição
deal-house-misdeals-one-exposed = a casa declara misdeal por qualquer carta que o dealer exponha na distribuição
deal-fouled-deck = Baralho defeituoso: o jogo para, a mão é anulada e cada ficha volta a quem a colocou, seja qual for a ação; o baralho é trocado.
deal-fouled-deck-all-back = Um baralho com duas cartas do mesmo valor e naipe anula a mão independentemente de ação substancial ({ $rule_misdeals }-E): voltam { $total }, blinds e antes incluídos. A reclamação de baralho defeituoso deve ser feita no prazo das disputas ({ $rule_disputed_hands }).
deal-player-exposed-live = O assento { $seat } expôs as próprias cartas: a mão continua viva e o jogo segue; o floor pode punir a exposição depois da mão.
deal-player-exposed-why = Um jogador que expõe cartas com ação pendente pode ser punido, mas a mão nunca é morta por isso ({ $rule_exposing_cards }); a punição começa depois da mão ({ $rule_penalties }).
deal-exposed-after-substantial-action = O dealer expôs as cartas do assento { $seat }, mas depois da ação substancial isso não é misdeal: a mão está viva e mantém as cartas.
deal-play-on-live = O jogo segue: a mão do assento { $seat } está viva.
deal-exposed-misdeal = O dealer expôs { $cards ->
    [one] uma carta
   *[other] { $cards } cartas
}{ $first_two ->
    [yes] , uma das duas primeiras do baralho
   *[no] {""}
} na distribuição: em jogos de flop isso é misdeal ({ $rule_misdeals }-A).
deal-one-exposed-replaced = Não há misdeal: a carta exposta do assento { $seat } é mostrada à mesa, trocada pela próxima carta depois da distribuição e usada como a primeira queima.
deal-one-exposed-why = Uma única carta exposta pelo dealer, que não seja uma das duas primeiras do baralho, não está entre as causas de misdeal da { $rule_misdeals }-A (duas ou mais cartas expostas, ou uma das duas primeiras).
deal-boxed-after-substantial-action = Uma carta virada no baralho encontrada depois da ação substancial não para a mão: vale como um pedaço de papel e o jogo segue.
deal-play-on = O jogo segue: não há misdeal.
deal-boxed-misdeal = Foram encontradas { $cards } cartas viradas no baralho durante a distribuição: duas ou mais cartas viradas são misdeal ({ $rule_misdeals }-A).
deal-one-boxed-replaced = Não há misdeal: a carta virada é posta de lado como um pedaço de papel e trocada pela próxima.
deal-one-boxed-why = Só duas ou mais cartas viradas na distribuição são misdeal ({ $rule_misdeals }-A); uma só é trocada.
deal-wrong-seat-after-substantial-action = A primeira carta foi para o assento errado, mas houve ação substancial: a mão vale como foi dada.
deal-first-card-misdeal = A primeira carta da distribuição foi para o assento errado: misdeal ({ $rule_misdeals }-A).
deal-not-entitled-killed = O assento { $seat } recebeu cartas sem ter direito a uma mão; depois da ação substancial não há misdeal, então essa mão está morta e os { $back } que colocou voltam para ele.
deal-not-entitled-dead = A mão do assento { $seat } está morta (ele não tinha direito a uma); a mão segue para os outros.
deal-floor-keeps-chips-in-pot = o floor deixa no pot as fichas que o assento colocou
deal-not-entitled-misdeal = O assento { $seat } recebeu cartas sem ter direito a uma mão: misdeal ({ $rule_misdeals }-A).
deal-dealt-out-after-substantial-action = O assento { $seat } tinha direito a uma mão mas ficou sem cartas; depois da ação substancial não há misdeal.
deal-dealt-out-sits-out = O jogo segue: o assento { $seat } fica fora desta mão.
deal-dealt-out-misdeal = O assento { $seat } tinha direito a uma mão mas ficou sem cartas: misdeal ({ $rule_misdeals }-A).
deal-scrap-of-paper = Depois da ação substancial, uma carta que não é do baralho vale como um pedaço de papel ({ $rule_misdeals }-D): o assento { $seat } fica com cartas de menos, e uma mão com o número errado de cartas depois da ação substancial está morta ({ $rule_burns_after_substantial_action }).
deal-non-standard-dead = A mão do assento { $seat } está morta; o jogo segue.
deal-non-standard-misdeal = O assento { $seat } recebeu uma carta que não é do baralho antes da ação substancial: misdeal ({ $rule_misdeals }-A).

## board-error

board-four-card-flop = Quatro cartas no flop: o dealer embaralha as quatro viradas para baixo, o floor escolhe uma ao acaso para ser a queima do turn, e as outras três são o flop.
board-four-card-flop-why = A regra do flop irregular ({ $rule_irregular_flops }) mantém em jogo todas as cartas que saíram do baralho: nenhuma é dada de novo e a ordem do baralho não é restaurada.
board-premature = { $street ->
    [flop] O flop foi dado
    [turn] O turn foi dado
   *[river] O river foi dado
} antes do fim da rodada de apostas: não vale. A ação volta ao assento { $seat }; quando a rodada terminar, { $street ->
    [flop] o flop é dado
    [turn] o turn é dado
   *[river] o river é dado
} de novo.
board-premature-why = A carta queimada fica onde está; { $street ->
    [flop] as cartas do flop voltam
   *[other] a carta volta
} para o baralho, que é embaralhado e cortado, e a nova carta é dada sem outra queima ({ $rule_rp_premature_cards }).
board-no-burn-no-action = { $street ->
    [flop] O flop foi dado sem queima e ninguém agiu: as três cartas são embaralhadas viradas para baixo e uma, escolhida ao acaso, vira a queima; as outras duas e a próxima carta do baralho formam o flop.
    [turn] O turn foi dado sem queima e ninguém agiu: a carta dada vira a queima e a próxima carta do baralho é o turn.
   *[river] O river foi dado sem queima e ninguém agiu: a carta dada vira a queima e a próxima carta do baralho é o river.
}
board-no-burn-stands = { $street ->
    [flop] O flop foi dado sem queima, mas já houve ação nele: o flop vale
    [turn] O turn foi dado sem queima, mas já houve ação nele: o turn vale
   *[river] O river foi dado sem queima, mas já houve ação nele: o river vale
}; na próxima street, queima-se e dá-se normalmente.
board-action-since-deal = Ações desde que { $street ->
    [flop] o flop foi dado
    [turn] o turn foi dado
   *[river] o river foi dado
}: { $actions } ({ $rule_irregular_flops }: havendo qualquer ação, mesmo uma mesa, as cartas valem).
board-by-analogy = A regra dá esse procedimento para o flop; no turn e no river a mesma lógica é aplicada por analogia, e o floor decide ({ $rule_floor_decisions }).
board-floor-lets-card-stand = o floor deixa a carta valer e queima antes da próxima street

## button-blinds

button-big-blind-moves = Botão morto ({ $rule_dead_button }): o big blind avança um jogador a cada mão, do assento { $from } para o assento { $to }.
button-heads-up = Heads-up ({ $rule_button_placement }): o botão, assento { $button }, posta o small blind, age primeiro antes do flop e por último depois; o assento { $bb } posta o big blind, e assim ninguém é big blind duas vezes seguidas.
button-small-blind-live = O assento { $seat }, big blind da mão anterior, posta o small blind.
button-small-blind-dead = O big blind da mão anterior (assento { $seat }) saiu: o small blind fica morto nesta mão e ninguém o posta.
button-button-live = O botão vai para o assento { $seat }, small blind da mão anterior.
button-button-dead = O botão vai para o assento { $seat }, onde não há ninguém: botão morto; o jogador seguinte posta normalmente.
button-waiting = { $count ->
    [one] O novo jogador no assento { $seats } está
   *[other] Os novos jogadores nos assentos { $seats } estão
} entre o small blind e o botão: as cartas só vêm depois que o botão passar ({ $rule_new_players_broken_tables }, { $rule_alternates_late_registration }).
button-arriving-dealt-in = { $count ->
    [one] O novo jogador no assento { $seats } recebe
   *[other] Os novos jogadores nos assentos { $seats } recebem
} cartas na hora, com os blinds que caírem no assento; torneio não tem blinds de reposição, ninguém posta para entrar.
button-away-dealt-in = { $count ->
    [one] O assento { $seats } está ausente
   *[other] Os assentos { $seats } estão ausentes
}: as cartas são dadas e os blinds devidos são postados; a mão é morta se o jogador não estiver no assento ao fim da distribuição ({ $rule_at_your_seat }).
button-dodging-intent-unknown = O assento { $seat } deixou de pagar os blinds; fugir dos blinds de propósito é punido, e se foi de propósito é o floor quem decide ({ $rule_dodging_blinds }).
button-dodging-forfeit = O assento { $seat } fugiu dos blinds de propósito: pela regra da casa, perde os blinds e o ante evitados, { $amount }, como dinheiro morto no próximo pot, e é penalizado.
button-floor-finds-deliberate = o floor conclui que foi de propósito
button-summary = Próxima mão: botão { $button_dead ->
    [yes] morto no assento { $button }
   *[no] no assento { $button }
}, { $sb_dead ->
    [yes] sem small blind (morto)
   *[no] small blind assento { $sb }
}, big blind assento { $bb }.
button-counted = Ações desde a distribuição: { $actions }; com fichas: { $with_chips } ({ $rule_substantial_action }).
button-misplaced-stands = Houve ação substancial, então a mão vale com o botão no assento { $seat } ({ $rule_button_placement }-A); ele não volta atrás na próxima mão, embora o lugar certo fosse o assento { $correct }.
button-floor-restores-rotation = o floor define os blinds da próxima mão como se o botão estivesse no assento { $correct }, para ninguém pular nem repetir um blind
button-misplaced-misdeal = Ainda não houve ação substancial: misdeal. O botão vai para o assento { $correct }, todas as fichas voltam e a mão é dada de novo com os blinds certos ({ $rule_button_placement }-A).
button-floor-counts-check-and-fold = o floor conta a mesa e a desistência como ação substancial
button-not-deliberate = O floor entende que o assento { $seat } não fugiu dos blinds de propósito: sem punição.
button-dodging-penalised = O assento { $seat } fugiu dos blinds de propósito: punição, de tamanho a critério do floor.
button-floor-finds-not-deliberate = o floor entende que não foi de propósito
button-dodging-why = Fugir dos blinds de propósito (pelo momento de uma troca de lugar, de uma mudança de mesa ou de uma chegada atrasada) é punido ({ $rule_dodging_blinds }, { $rule_penalties }); o floor decide se foi de propósito.

## errors
error-clock-not-to-act = o relógio é pedido para o jogador da vez, e o assento { $seat } não é o jogador da vez
error-clock-needs-to = uma aposta ou aumento precisa de `to`, o total na rodada
error-clock-not-a-betting-act = mostrar ou descartar não é uma ação no relógio
error-accepted-not-to-act = quem paga é o jogador da vez, e o assento { $seat } não é o jogador da vez
error-accepted-no-bet-to-call = o assento { $seat } não enfrenta aposta: não há o que pagar
error-count-own-stack = o assento { $seat } pede a contagem das próprias fichas
error-string-no-motion = motions: pelo menos um movimento de fichas
error-string-empty-motion = um movimento sem fichas
error-cond-not-betting = then.action: uma declaração obriga a uma ação de aposta (desistir, mesa, pagar, apostar, aumentar, all-in)
error-cond-not-to-act = a condição se cumpriu, então o assento { $seat } deveria ser o jogador da vez, e não é
error-cond-not-legal-now = a ação que o assento { $seat } declarou não é permitida agora (confira o valor com as opções)
error-behind-nothing-found = found: pelo menos uma ficha
error-behind-not-all-in = o assento { $seat } não está all-in: fichas atrás só são questão num all-in pago
error-behind-not-called = ninguém pagou ainda o all-in do assento { $seat }
error-penalty-players-at-table = uma mesa tem de 2 a 12 jogadores, não { $players }

error-out-of-turn-empty-action = ação vazia
error-out-of-turn-bet-or-raise-needs-street = uma aposta ou aumento precisa de `to`, o total da rodada
error-out-of-turn-showing-or-mucking-not-betting = mostrar ou descartar não é uma ação de aposta fora de vez
error-out-of-turn-no-player-act-betting-over = nenhum jogador está para agir: as apostas terminaram
error-out-of-turn-seat-player-act-not-out = o assento { $seat } é quem deve agir: isso não é fora de vez
error-out-of-turn-seat-has-folded = o assento { $seat } desistiu
error-out-of-turn-not-passed-over = o assento { $skipped } não foi pulado: a ação fora de vez do assento { $seat } pulou os jogadores a partir do assento { $in_turn }, que era o da vez
error-face-up-everyone-else-folded-there-no = todos os outros desistiram: não há showdown
error-show-request-player-asking-see-their-own = um jogador pedindo para ver a própria mão não é uma disputa
error-show-request-hand-not-showdown-betting-still = a mão não está no showdown: as apostas continuam ou todos os outros desistiram
error-show-request-seat-folded-before-showdown-hand = o assento { $tgt } desistiu antes do showdown: essa mão está morta
error-bet-no-player-act-betting-over = nenhum jogador está para agir: as apostas terminaram
error-bet-seat-not-act-seat-act = o assento { $seat } não é quem deve agir (é o assento { $to_act }); para uma ação fora de vez use uma disputa out_of_turn
error-bet-bet-dispute-needs-chips-pushed = uma disputa de aposta precisa das fichas empurradas, das palavras declaradas, ou de ambas
error-bet-simultaneous-and-before = as palavras não podem vir antes e junto com as fichas: informe `before_chips` ou `simultaneous`
error-bet-chip-worth-least = uma ficha vale pelo menos 1
error-bet-chips-add-up-too-much = as fichas somam demais
error-bet-seat-pushes-but-has-only = o assento { $seat } empurra { $pushed } mas só tem { $stack } atrás
error-bet-chips-front-more-than-seat-had = as fichas à frente somam { $prior_value }, mais do que o assento { $seat } tinha nesta rodada à frente e atrás juntas ({ $total })
error-bet-chips-front-add-up-less = as fichas à frente somam { $prior_value }, menos que os { $committed } que o assento { $seat } tem colocados
error-showdown-hand-not-over-betting-still = a mão não terminou: as apostas continuam ou ainda faltam cartas do board
error-showdown-needs-the-board = um showdown precisa do board completo (cinco cartas): informe-as nas distribuições
error-showdown-needs-hole-cards = um showdown precisa das cartas fechadas { $count ->
        [one] do assento { $seats }
       *[other] dos assentos { $seats }
    }: informe-as em `seats[].cards`
error-incorrect-bet-bet-within-legal-range-pot = a aposta para { $to } está dentro do intervalo legal ({ $min_to } a { $max_to }); para uma contagem de pot limit baixa demais, informe meant_pot
error-incorrect-bet-there-no-action-hand-has = não há ação { $index } (a mão tem { $actions })
error-incorrect-bet-action-board-deal-not-bet = essa ação é uma distribuição do board, não uma aposta
error-incorrect-bet-action-not-bet-or-raise = essa ação não é uma aposta nem um aumento
error-incorrect-bet-seat-not-player-act-action = o assento { $seat } não era quem devia agir nessa ação
error-options-no-player-act-betting-over = nenhum jogador está para agir: as apostas terminaram nesta mão ou nesta rodada
error-options-seat-not-act-seat = o assento { $seat } não é quem deve agir: é o assento { $to_act }
error-dispute-seat-not-hand = o assento { $seat } não está na mão
error-sderr-only-hand-left = o assento { $seat } tem a única mão que resta: ganha o pot sem mostrar, e não há outra mão a quem dá-lo
error-dispute-not-an-empty-seat = o assento { $seat } não é um assento vazio da mesa
error-cards-dealt-deals-hole-cards-right-number = { $value } distribui { $expected } cartas fechadas: { $count } é o número certo
error-cards-dealt-most-cards = no máximo 10 cartas
error-cards-dealt-seat-has-already-folded = o assento { $seat } já desistiu
error-tables-table-seats-players = uma mesa tem de 2 a 10 lugares
error-tables-least-one-table = pelo menos uma mesa
error-tables-most-tables = no máximo 1000 mesas
error-tables-players-table-seats = { $players } jogadores numa mesa de { $seats } lugares
error-tables-id-needed = é preciso um id
error-tables-table-listed-twice = a mesa { $id } aparece duas vezes
error-hand-amounts-most-chips = os valores vão até { $value } fichas
error-hand-not-valid-hand = não é uma mão válida: { $value }
error-hand-card-dealt-twice-hand = a carta { $value } foi distribuída duas vezes nesta mão
error-hand-big-blind-must-least-chip = o big blind deve ser de pelo menos 1 ficha
error-hand-small-blind-larger-than-big = o small blind ({ $small }) é maior que o big blind ({ $big })
error-hand-smallest-chip-must-worth-least = a menor ficha deve valer pelo menos 1
error-hand-hand-needs-least-two-seated = uma mão precisa de pelo menos dois jogadores sentados
error-hand-players-table-seats-most = { $seats } jogadores: uma mesa tem no máximo { $value } lugares
error-hand-button-must-seat-number-from = o botão deve ser um número de assento de 1 a { $value }
error-hand-seat-numbers-run-from = os números de assento vão de 1 a { $value }
error-hand-seat-listed-twice = o assento { $seat } aparece duas vezes
error-hand-seated-player-needs-chips-dealt = um jogador sentado precisa de fichas para receber cartas
error-hand-hole-cards-given-deals = { $value } cartas fechadas informadas; { $value_2 } distribui { $hole_cards }
error-hand-seat-not-hand = o assento { $seat } não está na mão
error-hand-straddle-must-least-chip = um straddle deve ser de pelo menos 1 ficha
error-hand-limits-apply-fixed-limit-games = limites valem só para jogos de limite fixo (LHE)
error-hand-fixed-limit-bet-sizes-must = os tamanhos de aposta do limite fixo devem ser de pelo menos 1 ficha
error-hand-cap-must-allow-least-one = o limite de apostas deve permitir pelo menos uma aposta
error-hand-action-needs-seat-action-or = uma ação precisa de `seat` e `action`, ou de `deal`
error-hand-missing-action = falta `action`
error-hand-seat-not-hand-2 = o assento { $seat } não está na mão
error-hand-bet-or-raise-must-least = uma aposta ou aumento deve ser para pelo menos 1 ficha
error-hand-needs-player-street-total = `{ $kind }` precisa de `to`, o total do jogador na rodada
error-hand-board-deal-has-only-deal = uma distribuição do board tem só `deal` e `cards`
error-hand-board-deals-flop-turn-or = as distribuições do board são flop, turn ou river
error-hand-cards-shown-deals = { $value } cartas mostradas; { $value_2 } distribui { $hole_cards }
error-hand-seat-shows-but-dealt = o assento { $seat } mostra { $cards_to_string } mas recebeu { $own }
error-hand-dead-small-blind-heads-up = um small blind morto exige três ou mais jogadores: no heads-up o botão posta o small blind
error-hand-post-by-blind = o assento { $seat } posta um blind nesta mão e não pode postar também em `posts`
error-hand-post-by-straddler = o assento { $seat } faz straddle e não pode postar também em `posts`
error-hand-post-at-least-chip = uma postagem deve ser de pelo menos uma ficha
error-hand-live-post-over-big-blind = uma postagem viva de { $amount } é maior que o big blind ({ $big }); o resto vai morto
error-hand-two-live-posts = o assento { $seat } tem duas postagens vivas; só uma é viva, as outras são mortas
error-hand-spot-board-cards = o board desta rodada tem { $n } cartas; foram dadas { $given }
error-hand-spot-full-raise-zero = a última aposta ou aumento completo é de pelo menos uma ficha
error-hand-spot-full-raise-needed = pode ter havido mais de uma aposta ou aumento nesta rodada, ou o maior valor já foi pago: informe o tamanho da última aposta ou aumento completo (ele define o aumento mínimo)
error-hand-spot-full-bet-to-needed = um all-in abaixo do maior valor pode ter sido o último aumento completo: informe o total na rodada da última aposta ou aumento completo (o próximo aumento é uma aposta acima dele)
error-hand-spot-acted-not-matched = o assento { $seat } agiu desde a última aposta completa mas tem { $in_front } à frente diante de uma aposta de { $current }, com fichas atrás e sem desistir: deveria ter pago, aumentado ou desistido
error-hand-spot-to-act-cannot = o assento { $seat } não pode ser o próximo a agir: desistiu, está all-in ou já agiu e igualou a aposta
error-hand-spot-one-live-hand = uma situação precisa de dois ou mais jogadores que não desistiram
error-ruling-spot-or-hand = envie só um entre `hand`, `hand_text` ou `spot`
error-ruling-spot-not-for-dispute = `{ $kind }` precisa da mão inteira: uma situação descreve só a rodada de apostas em curso (serve para { $spot_types })
error-ruling-unknown-house = nenhum perfil de regras da casa se chama `{ $name }` (os perfis: { $known })
error-hand-board-cards-given = o { $street } tem { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }; foram informadas { $given }
error-hand-cards-odd-length = o texto das cartas tem comprimento ímpar: cada carta tem dois caracteres, como "AsKd"
error-hand-not-a-card = "{ $text }" não é uma carta (valor 2-9, T, J, Q, K, A e depois naipe c, d, h, s)
error-hand-card-twice = a carta { $card } aparece duas vezes
error-replay-not-hand = não está na mão
error-replay-straddle-must-more-than-bet = um straddle deve ser maior que a aposta anterior ({ $current_bet })
error-replay-seat-not-hand = o assento { $seat } não está na mão
error-replay-seat-checks-facing-bet-more = o assento { $seat } dá mesa diante de uma aposta de mais { $facing }
error-replay-seat-has-folded = o assento { $seat } desistiu
error-replay-seat-bets-or-raises-which = o assento { $seat } aposta ou aumenta para { $to }, que não passa da aposta atual de { $current_bet }
error-replay-seat-bets-but-has-only = o assento { $seat } aposta para { $to } mas só tem { $all_in_to } no total nesta rodada
error-replay-seat-bets-most-allowed = o assento { $seat } aposta para { $to }; o máximo permitido é { $hi }
error-replay-seat-bets-smallest-legal-bet = o assento { $seat } aposta para { $to }; a menor aposta ou aumento legal é para { $lo }
error-replay-seat-shows-or-mucks-while = o assento { $seat } mostra ou descarta enquanto as apostas continuam: registre o descarte como `fold` (vinculante, { $rule_non_standard_folds }); para quem apostou e jogou a mão fora achando que tinha ganhado, pergunte `showdown_error` com `bettor_mucked` ({ $rule_showdown_discarding_irregularities }-B)
error-replay-dealt-before-betting-over = o { $street } é distribuído antes de terminarem as apostas do { $current }{ $who }
error-replay-not-due = é a vez do { $next }, não do { $street }
error-replay-none-due = nenhum { $street } é devido: a mesa está completa ou a mão terminou
error-replay-seat-to-act = ; é a vez do assento { $seat }
error-replay-nothing = {""}
error-replay-acts-betting-over = o assento { $seat } age mas não há mais apostas possíveis nesta mão
error-replay-acts-after-folds = o assento { $seat } age depois que todos os outros desistiram
error-replay-acts-before-deal = o assento { $seat } age antes de o { $street } ser distribuído
error-replay-seat-may-not-raise = o assento { $seat } não pode aumentar: { $why ->
        [not-reopened] a aposta não foi reaberta: ele já agiu e enfrenta menos que um aumento completo
        [capped] os aumentos da rodada atingiram o limite
        [no-opponent] nenhum adversário tem fichas para pagar um aumento
       *[all-chips] pagar já leva todas as suas fichas
    }
error-replay-seat-acts-out-turn = o assento { $seat } age fora de vez: é a vez do assento { $to_act }
error-replay-seat-acts-nobody-to-act = o assento { $seat } age fora de vez: ninguém está para agir
error-pokerstars-not-pokerstars-hand-history-no = não é um histórico de mãos da PokerStars: não há cabeçalho "PokerStars Hand #"
error-pokerstars-other-site = este é um histórico de mãos de “{ $site }”, não do PokerStars: o floorcall lê texto do PokerStars, PHH e OHH
error-pokerstars-floorcall-reads-no-limit-limit = "{ $what }": o floorcall lê hold'em, Omaha (de 4 a 6 cartas, hi/lo), stud de sete cartas, stud hi/lo, razz, five-card draw, 2-7 single e triple draw, A-5 triple draw e badugi
error-pokerstars-dead-or-extra-blinds-not = "{ $l }": blinds mortos ou extras não são suportados
error-pokerstars-blind-not-buttons-order = o assento { $seat } posta um blind que o botão não lhe dá (os blinds não estão onde o botão os põe)
error-pokerstars-hand-cut-short = uma segunda linha de mesa dentro de uma mão: a mão anterior foi cortada e a seguinte emenda nela
error-pokerstars-not-an-amount = "{ $text }" não é um valor
error-pokerstars-unreadable-seat-line = "{ $text }" começa como uma linha de assento, mas não pode ser lida como uma (esperado "Seat N: nome (fichas in chips)")
error-pokerstars-button-not-a-number = o assento do botão não é um número
error-pokerstars-fewer-than-two-players = menos de dois jogadores sentados
error-pokerstars-no-big-blind = nenhum big blind encontrado
error-pokerstars-no-button-line = não há "Seat #N is the button" na linha da mesa
error-ohh-not-valid-ohh-json = não é OHH (JSON) válido: { $value }
error-ohh-no-hand-found = nenhuma mão encontrada
error-ohh-not-amount = "{ $value }" não é um valor
error-ohh-button-seat = o assento do botão
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }: o floorcall lê do OHH Holdem, Omaha, OmahaHiLo, Stud, StudHiLo e Draw, e pelo nome Razz, Badugi, ShortDeck (NL) e Courchevel (PL)
error-ohh-not-player-hand = não é um jogador desta mão
error-ohh-hand-needs-two-players = uma mão precisa de dois jogadores
error-ohh-seat-number = um número de assento
error-ohh-player-id = um id de jogador
error-ohh-street-run-twice-draw-rounds = rodada "{ $other }" (run-it-twice e rodadas de draw não são suportados)
error-ohh-straddles-dead-blinds-ohh-not = straddles e blinds mortos em OHH não são suportados
error-import-no-hand-found-text = nenhuma mão encontrada no texto
error-import-hands-text-one-hand-time = { $n } mãos no texto; uma mão por vez
error-import-hand-text-needs-hand-format = `hand_text` precisa de `hand_format`
error-import-send-either-hand-or-hand = envie `hand` ou `hand_text`, não os dois
error-import-ruling-needs-hand-hand-or = uma decisão precisa da mão: `hand`, ou `hand_text` com `hand_format`
error-phh-no-phh-hand-found-hand = nenhuma mão PHH encontrada: uma mão precisa do campo `variant`
error-phh-expected-non-negative-amount = esperado um valor não negativo
error-phh-not-amount = "{ $value }" não é um valor
error-phh-missing-variant = falta `variant`
error-phh-missing = falta
error-phh-players-hand-has = { $n } jogadores; uma mão tem de 2 a 10
error-phh-action-string = uma ação é um texto
error-phh-missing-actions = falta `actions`
error-phh-not-amount-2 = "{ $value }" não é um valor
error-phh-amounts-have-more-than-six = os valores têm mais de seis casas decimais
error-phh-seat-number = um número de assento
error-phh-seats-starting-stacks-differ-length = `seats` e `starting_stacks` têm comprimentos diferentes
error-phh-hands-without-big-blind-button = mãos sem big blind (blinds do botão, bring-ins) não são suportadas
error-phh-not-player-hand = "{ $w }" não é um jogador desta mão
error-phh-not-phh-action-floorcall-understands = "{ $value }" não é uma ação PHH que o floorcall entenda
error-phh-board-cards-do-not-add = as cartas do board não formam um flop, turn e river
error-phh-not-valid-toml = não é PHH (TOML) válido: { $detail }
error-phh-variant-not-supported-floorcall-models = a variante { $other } não é suportada: o floorcall lê NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D, e PC e PC/8 (Courchevel, um código próprio)
error-deal-at-least-one-card = `cards` deve ser pelo menos 1
error-deal-seat-needed = `{ $error }` precisa do assento envolvido
error-deal-more-than-hole-cards = { $cards } cartas expostas, mas um jogador tem { $hole }
error-deal-seat-out-of-range = os assentos vão de 1 a { $max }
error-deal-seat-was-dealt-in = o assento { $seat } recebeu cartas (está na mão); use `dealt_in_wrongly` ou indique o assento que ficou sem cartas
error-deal-not-one-card = indique uma carta, como `As`
error-board-no-board-preflop = não há cartas comunitárias no pré-flop: indique flop, turn ou river
error-board-four-cards-on-flop-only = quatro cartas é um erro de flop: `street` deve ser `flop`
error-board-end-before-wrong-deal = envie a mão até o momento antes de a carta ser dada errado ({ $street }); ela já contém essa distribuição
error-board-round-was-over = a rodada de apostas já tinha terminado quando a carta foi dada ({ $street }): não foi prematura
error-board-not-the-next-street = { $street } não é a próxima street depois das ações da mão
error-board-no-such-deal = a mão não tem a distribuição de { $street }: envie a mão com essa street dada e as ações depois dela
error-board-later-street-dealt = a mão vai além de { $street }: envie-a até a ação nessa street
error-button-table-size = `table_size` deve cobrir todos os assentos citados (pelo menos { $named }) e ser no máximo { $max }
error-button-seat-taken = o assento { $seat } não é um assento vazio desta mesa
error-button-no-next-hand = restam menos de dois jogadores: não há próxima mão nesta mesa
error-button-correct-button-needed = `button_misplaced` precisa de `correct_button`, o assento onde o botão deveria estar
error-button-correct-button-differs = `correct_button` deve ser um assento de 1 a { $max } diferente de { $seat }, onde está o botão
error-button-dodger-seat-needed = `dodging_blinds` precisa do assento do jogador

## hand-for-hand
h4h-places = { $count ->
        [one] Um jogador é eliminado
       *[other] { $count } jogadores são eliminados
    } na mão com { $remaining } restantes: { $count ->
        [one] { $best }º lugar
       *[other] do { $best }º ao { $worst }º lugar
    }; { $paid } lugares são pagos.
h4h-shared = Os jogadores eliminados na mão que chega ao dinheiro dividem os lugares pagos nela ({ $rule_rp_hand_for_hand }-A): os { $count } jogadores dividem do { $best }º ao { $worst }º lugar e o prêmio deles em partes iguais.
h4h-ranked = Os jogadores eliminados na mesma mão terminam na ordem das fichas com que começaram a mão, o maior stack acima; stacks iguais dividem seus lugares ({ $rule_simultaneous_busts }).
h4h-left-over = Depois das partes iguais, restam { $left_over } a dividir: o floor decide quem fica com esse valor.
h4h-not-announced = O direito a prêmio começa quando o mão a mão é anunciado ({ $rule_rp_hand_for_hand }-A); não foi anunciado antes desta mão, então a ordem destas eliminações cabe ao floor.
h4h-summary-shared = Os { $count } jogadores dividem { $money }: { $each } cada um.
h4h-summary-ranked = Os { $count } jogadores terminam na ordem dos stacks iniciais, dividindo { $money } por lugar.
h4h-summary-no-prize = Nenhum eliminado chega ao dinheiro: o melhor resultado é o { $best }º lugar, e { $paid } lugares são pagos.
h4h-summary-one = O jogador termina em { $place }º lugar: { $money }.
h4h-ranked-anyway = O mão a mão não tinha sido anunciado antes desta mão, mas a regra de 2026 ordena pelos stacks iniciais os jogadores eliminados na mesma mão mesmo assim ({ $rule_simultaneous_busts }).
error-h4h-busted = `busted` precisa de 1 a 100 jogadores
error-h4h-remaining = com { $remaining } jogadores restantes, { $busted } não podem ser eliminados numa mão e o torneio continuar
error-h4h-paid = `paid` precisa de 1 a 100.000 lugares
error-h4h-payouts = faltam os prêmios de { $need } lugares, a partir do { $best }º: os eliminados terminam neles
error-h4h-one-per-player = é preciso uma entrada por eliminado: { $busted } eliminados, { $got } informados
error-h4h-payouts-range = no máximo um prêmio por eliminado, cada um de no máximo 10^18
error-h4h-start-stack = a regra de 2026 ordena os eliminados pelas fichas com que começaram a mão: informe `start_stack` de cada um

## chip-race
race-exchange = As fichas de { $removed } saem de jogo: as de cada jogador são trocadas por fichas de { $lowest } pelo mesmo valor, e o que sobra, { $odd_total } ao todo, vai para o chip race, começando pelo assento 1, no máximo uma ficha por jogador ({ $rule_chip_race }-A): { $chips ->
        [0] nenhuma ficha de { $lowest }
        [one] uma ficha de { $lowest }
       *[other] { $chips } fichas de { $lowest }
    }, o valor ímpar arredondado para a ficha mais próxima.
race-all-exchanged = Todas as fichas retiradas são trocadas pelo mesmo valor: não sobra nada para o chip race.
race-raced = { $chips ->
        [0] Nenhuma ficha é ganha no chip race
        [one] Uma ficha de { $lowest } vai para o chip race: fica com o assento { $winners }, que tirou a carta mais alta
       *[other] { $chips } fichas de { $lowest } vão para o chip race: ficam com os assentos { $winners }, que tiraram as cartas mais altas
    }.
race-to-run = { $chips ->
        [0] Nenhuma ficha vai para o chip race entre os assentos { $seats }
        [one] Uma ficha de { $lowest } vai para o chip race entre os assentos { $seats }
       *[other] { $chips } fichas de { $lowest } vão para o chip race entre os assentos { $seats }
    }: uma carta por ficha ímpar, começando pelo assento 1, e as cartas mais altas ganham, no máximo uma ficha por jogador.
race-kept-in = O assento { $seat } perdeu as últimas fichas no chip race: ninguém sai do torneio por ele, então recebe uma ficha de { $lowest }.
race-exactly-half = As fichas ímpares somam exatamente meia ficha de { $lowest }: arredondar para cima é a prática habitual, e a decisão é do floor.
race-may-be-kept-in = Quem perde as últimas fichas no chip race não sai do torneio: recebe uma ficha de { $lowest }.
error-race-denominations = a denominação retirada ({ $removed }) deve ser menor que a menor ainda em jogo ({ $lowest })
error-race-seat-twice = o assento { $seat } aparece duas vezes
error-race-one-per-seat = `odd` precisa de um número por assento da mão, na ordem dos assentos: { $seats } assentos, { $got } números
error-race-more-than-stack = o assento { $seat } não pode ter { $value } em fichas da denominação retirada: seu stack é { $stack }
error-race-not-in-order = o assento { $seat } tem fichas ímpares para o chip race, mas não está em `order`

## before-amount
before-amount-facts = O assento { $bettor } disse "aposto" ou "aumento" e, antes de dizer o valor ({ $to } ao todo), o assento { $seat } agiu; os jogadores devem esperar um valor claro antes de agir ({ $rule_acting_in_turn }-B).
before-amount-brought-up = O valor dito, { $stated }, é menor que a menor aposta ou aumento legal: sobe para { $to } ({ $rule_raise_amounts }).
before-amount-over-pot = O valor dito, { $stated }, é maior que uma aposta do tamanho do pot: desce para { $to } ({ $rule_pot_limit_bets }).
before-amount-over-limit = O valor dito, { $stated }, é maior que o limite permite: é uma aposta ou aumento, para { $to } ({ $rule_number_of_raises }).
before-amount-over-stack = O valor dito, { $stated }, é maior do que o apostador tem: é all-in, para { $to }.
before-amount-all-in-capped = O assento { $seat } anunciou all-in: nesta estrutura de apostas isso é o maior aumento permitido, para { $to }, e vale ({ $rule_acting_in_turn }-A).
before-amount-fold-stands = O fold do assento { $seat } foi na vez, e a ação na vez é vinculante ({ $rule_acting_in_turn }-A): o fold vale, seja qual for o valor que o assento { $bettor } disse depois.
before-amount-all-in-stands = O all-in do assento { $seat } foi na vez e vincula ({ $rule_acting_in_turn }-A): o assento { $seat } está all-in por { $to }.
before-amount-held-to-call = O assento { $seat } pagou antes de se saber o valor do assento { $bettor }: o floor decide como melhor couber à situação, e pode obrigá-lo a pagar qualquer valor ({ $rule_conditional_declarations }-B); o que a regra indica é pagar a aposta, { $to } ao todo (mais { $to_call }).
before-amount-if-choose-again = o floor acha mais justo deixar o assento { $seat } escolher de novo, agora que o valor é conhecido
error-before-amount-bettor-not-to-act = o assento { $seat } não é o jogador da vez: o apostador é quem disse "aposto" ou "aumento"
error-before-amount-not-next = o assento { $seat } não é o próximo a agir depois do assento { $bettor }: agir mais adiante é ação fora de vez (`out_of_turn`)
error-before-amount-call-fold-or-all-in = a ação deve ser call, fold ou all-in

## pot-count
pot-count-not-counted = Os jogadores só têm direito à contagem do pot no pot limit: o dealer não conta o pot para o assento { $seat } neste jogo ({ $rule_pot_limit_bets }-A).
pot-count-spread = A pedido, o pot pode ser espalhado para que todos o vejam ({ $rule_rp_spreading_the_pot }).
pot-count-counted = Pot limit: o dealer conta o pot para o assento { $seat }: { $pot } ({ $rule_pot_limit_bets }-A).
pot-count-counted-to-act = Pot limit: o dealer conta o pot para o assento { $seat }: { $pot }, e a maior aposta que o assento { $seat } pode fazer é para { $max } ({ $rule_pot_limit_bets }-A).

## stub
stub-all = O stub caído se misturou com o muck ou as cartas queimadas: essas cartas são misturadas juntas, embaralhadas e cortadas, e o jogo segue com o novo stub ({ $rule_rp_disordered_stub }).
stub-rebuild = O stub pode ser reconstruído na ordem original: é recolocado assim e o jogo segue ({ $rule_rp_disordered_stub }).
stub-stub-only = O stub não pode ser reconstruído: faz-se um novo stub só com as cartas do stub, não o muck nem as queimadas, misturadas, embaralhadas e cortadas, e o jogo segue ({ $rule_rp_disordered_stub }).
stub-try-first = Primeiro se reconstrói o stub na ordem original, se isso puder ser feito com certeza ({ $rule_rp_disordered_stub }).
stub-if-cannot-rebuild = a ordem não pode ser reconstruída com certeza: um novo stub só com as cartas do stub, embaralhado e cortado
stub-face-down = Todo embaralhamento durante a mão é feito com as cartas viradas para baixo ({ $rule_irregular_flops }-D).

## non-chip-item
item-rule = Itens sem valor em fichas (fichas de bounty, fichas de tempo) devem ter tamanho diferente das fichas de aposta; apostar com um é interpretado pela política da casa ou pelo critério do floor, e pode valer como call ou all-in ({ $rule_rp_non_denominational_items }).
item-call = As regras indicam um call: o assento { $seat } paga { $to_call }.
item-check = Sem nada a pagar, o item vale como mesa (check) do assento { $seat }.
item-if-all-in = o floor interpreta o item como all-in do assento { $seat }
error-item-not-to-act = o assento { $seat } não é o jogador da vez

## gesture
gesture-rule = Bater na mesa é dar mesa (check) ({ $rule_terminology_and_gestures }).
gesture-check = Sem nada a pagar, a batida do assento { $seat } na mesa vale como mesa (check).
gesture-facing-bet = Diante de { $to_call } a pagar, dar mesa não é uma ação válida: como ao dizer "mesa" diante de uma aposta ({ $rule_invalid_bet_declarations }), o assento { $seat } pode pagar ou desistir, mas não aumentar.
error-gesture-not-to-act = o assento { $seat } não é o jogador da vez

## rebuy-announced
rebuy-rule = O jogador não pode perder uma mão para fazer recompra; quem anuncia a recompra antes de uma mão começar joga as fichas dela como fichas atrás nessa mão e é obrigado a fazê-la ({ $rule_rebuys }). Uma mão começa no primeiro riffle, ao apertar o botão da embaralhadora automática ou na troca de dealer ({ $rule_new_hand_new_limits }).
rebuy-plays-behind = Anunciada antes de a mão começar: o jogador joga as { $stack } fichas que tem e as { $chips } da recompra atrás, { $in_play } ao todo, e é obrigado a fazer a recompra.
rebuy-after-hand = Anunciada com a mão já iniciada: a mão é jogada pelas { $stack } fichas que o jogador tinha quando ela começou; as { $chips } da recompra entram depois dela.
error-rebuy-chips = fichas: mais de 0 e no máximo o maior stack que o floorcall aceita

## level-change
level-began-before = A mão começou antes do novo nível, e um novo nível vale a partir da mão seguinte: esta mão é jogada no nível antigo ({ $rule_new_hand_new_limits }).
level-dealer-push = O novo nível começou durante a troca de dealer: o dealer que entra dá esta mão ainda no nível antigo ({ $rule_new_hand_new_limits }).
level-same-forced-bets = Os blinds e antes do novo nível são os desta mão: não há nada a corrigir ({ $rule_new_hand_new_limits }).
level-after-substantial = A mão foi dada no nível antigo por engano, mas já houve ação substancial ({ $actions ->
        [one] { $actions } ação
       *[other] { $actions } ações
    }, { $with_chips ->
        [0] nenhuma
       *[other] { $with_chips }
    } com fichas, { $rule_substantial_action }): ela continua no nível antigo ({ $rule_new_hand_new_limits }).
level-corrected = A mão foi dada no nível antigo por engano e não houve ação substancial: ela é corrigida para o novo nível, blinds { $small }-{ $big } ({ $rule_new_hand_new_limits }).
level-adds = O assento { $seat } completa { $amount }.
level-does-not-fit = Uma ação já feita não cabe no novo nível: como corrigi-la é decisão do floor.
error-level-blinds = os novos blinds precisam de um big blind de pelo menos 1 e um small blind que não seja maior

## wrong-seat
seat-rule = Os lugares são sorteados; um jogador encontrado no lugar errado, com o stack certo, vai para o lugar correto e leva o stack inteiro ({ $rule_random_seating }): o assento { $seat } passa para o assento { $assigned }.
seat-silent = A regra diz para onde o jogador vai e com o quê, mas não o que acontece com a mão em andamento nem com os blinds que a mudança desloca: isso fica a critério do floor ({ $rule_floor_decisions }).
seat-redeal = O jogador do assento { $seat } passa agora para o assento { $assigned }, e a mão é dada de novo com ele lá.
seat-nobody-acted = Ninguém agiu ainda, então dar de novo não custa nada a ninguém: o que as regras indicam é levar o jogador do assento { $seat } para o assento { $assigned } antes de jogar a mão e dá-la de novo, como a um assento que recebeu cartas indevidamente ({ $rule_misdeals }-A).
seat-back = O assento { $seat } recebe de volta os { $amount } que postou.
seat-takes-stack = O stack inteiro do assento { $seat }, { $amount }, vai junto.
seat-if-played-as-dealt = o floor joga esta mão como foi dada e muda o jogador do assento { $seat } quando ela terminar
seat-plays-on = A mão segue como foi dada; quando terminar, o jogador do assento { $seat } passa para o assento { $assigned } com o stack inteiro.
seat-not-killed = Nada na regra mata a mão de quem está no lugar errado: a mão do assento { $seat } continua viva onde foi dada.
seat-after-substantial = Já houve ação substancial ({ $actions ->
        [one] { $actions } ação
       *[other] { $actions } ações
    }, { $with_chips ->
        [0] nenhuma
       *[other] { $with_chips }
    } com fichas, { $rule_substantial_action }): a distribuição vale ({ $rule_misdeals }-D).
seat-before-substantial = Ainda não houve ação substancial ({ $actions ->
        [one] { $actions } ação
       *[other] { $actions } ações
    }, { $rule_substantial_action }): o floor pode, em vez disso, tratar como um assento que recebeu cartas indevidamente e dar de novo ({ $rule_misdeals }-A).
seat-if-redealt = o floor dá de novo com o jogador do assento { $seat } no lugar sorteado, devolvendo tudo o que foi postado
seat-stack-in-play = O assento { $seat } tem { $behind } atrás e { $in_pot } no pot: o stack como estiver ao fim da mão vai com o jogador.
seat-moves-now = O jogador do assento { $seat } passa para o assento { $assigned } com o stack inteiro antes da próxima distribuição; as mãos já jogadas valem.
seat-hands-stand = As mãos jogadas a partir do assento { $seat } valem: a regra não desfaz nada do que já foi jogado.
seat-posted = Nesta mão o assento { $seat } posta { $amount } a partir do lugar errado.
seat-big-blind-reaches = O big blind ({ $big }) anda um lugar por mão: chegaria ao jogador no assento { $seat } { $from_wrong ->
        [0] nesta mão
        [one] na próxima mão
       *[other] em { $from_wrong } mãos
    }, e chega ao jogador no assento { $assigned } { $from_assigned ->
        [0] nesta mão
        [one] na próxima mão
       *[other] em { $from_assigned } mãos
    }.
seat-later = A mudança adia o big blind do jogador em { $hands ->
        [one] uma mão
       *[other] { $hands } mãos
    }: nenhuma regra manda repor um blind de { $big } pulado, então isso fica a critério do floor.
seat-sooner = A mudança antecipa o big blind de { $big } do jogador em { $hands ->
        [one] uma mão
       *[other] { $hands } mãos
    }: nenhuma regra dispensa ou devolve um blind pago duas vezes na mesma volta, então isso fica a critério do floor.
seat-taken = O assento { $assigned }, sorteado para o jogador do assento { $seat }, está ocupado: o floor decide quem senta onde, e cada jogador muda com o stack inteiro.
seat-taken-in-hand = O assento { $assigned } é um assento desta mão: outro jogador está sentado ali, talvez também no lugar errado.
seat-taken-floor = A regra não diz o que fazer quando o lugar correto está ocupado: isso fica a critério do floor ({ $rule_floor_decisions }).
seat-if-taken = o assento { $assigned } está ocupado por outro jogador: o floor resolve os dois lugares
error-seat-assigned = o lugar sorteado deve ser um número de assento de 1 a 12 diferente do assento { $seat }, não { $assigned }
error-seat-assigned-in-hand = o assento { $assigned } é um assento da mão, portanto não está vazio
error-seat-actions-shown = a mão mostra { $actions ->
        [one] { $actions } ação de jogador
       *[other] { $actions } ações de jogadores
    }: para um lugar errado notado nela, noticed é during_hand

## away-from-table
away-rule = Quem tem mão viva, inclusive quem está all-in, fica na mesa durante as apostas e o showdown: sair não combina com proteger a mão e acompanhar a ação, e pode ser punido ({ $rule_at_the_table }).
away-live = A mão do assento { $seat } continua viva; punir ou não o jogador por ter saído fica a critério do floor.
away-not-killed = A regra não mata a mão de quem se afasta: a mão do assento { $seat } não morre por ele ter saído.
away-all-in = O assento { $seat } está all-in, com { $in_pot } no pot: essas fichas ficam lá, não resta nada a decidir, e a mão segue até o showdown.
away-to-act-facing = A ação está no assento { $seat }, com { $to_call } a pagar.
away-to-act-no-bet = A ação está no assento { $seat }, sem nada a pagar.
away-when-action-comes = O assento { $seat } ainda não é o da vez.
away-silent = A regra não diz o que acontece quando a ação chega a um jogador ausente; o floor pode pedir tempo (clock) para o assento ({ $rule_calling_for_a_clock }): esgotado o tempo, a mão diante de uma aposta morre e a que não enfrenta aposta vale como mesa (check).
away-if-clock-facing-bet = pede-se clock para o assento { $seat } diante de uma aposta e o tempo acaba antes de o jogador voltar: a mão morre, e os { $in_pot } dela ficam no pot
away-if-clock-no-bet = pede-se clock para o assento { $seat } e o tempo acaba antes de o jogador voltar: a mão vale como mesa (check)
away-dead = A mão do assento { $seat } está morta: o tempo acabou com o jogador ausente, diante de uma aposta; os { $in_pot } que o jogador pôs ficam no pot.
away-clock-facing-bet = O clock pedido para o assento { $seat } acabou com { $to_call } a pagar e o jogador ausente: a mão está morta ({ $rule_calling_for_a_clock }).
away-checked = O assento { $seat } dá mesa (check): o tempo acabou com o jogador ausente e nada a pagar.
away-clock-no-bet = O clock pedido para o assento { $seat } acabou sem nada a pagar e com o jogador ausente: a mão vale como mesa e continua viva ({ $rule_calling_for_a_clock }).
away-chips = Sair não move ficha nenhuma: o assento { $seat } mantém { $behind } atrás, e os { $in_pot } que já pôs ficam no pot.
away-penalty = Se o assento { $seat } será punido por ter saído, e como, fica a critério do floor, de uma advertência a rodadas perdidas ({ $rule_penalties }).
error-away-no-live-hand = o assento { $seat } desistiu: não há mão viva com que ficar
error-away-not-to-act = o assento { $seat } não é o jogador da vez, então nenhum clock pode ter se esgotado para ele

## chips-out-of-view
view-rule = Fichas do torneio não podem ser seguradas nem levadas de nenhum modo que as tire de vista; quem faz isso perde essas fichas, que saem de jogo, e pode ser punido ({ $rule_chips_out_of_view }).
view-forfeited = O assento { $seat } perde { $amount }: as fichas saem de jogo.
view-pocketed = O assento { $seat } tinha { $amount } no bolso, numa bolsa ou na roupa: fora de vista.
view-concealed = O assento { $seat } segurava ou cobria { $amount } em fichas na mesa, onde ninguém as via: fora de vista.
view-carried-hidden = O assento { $seat } levou { $amount } para outra mesa fora de vista: fichas em trânsito têm de ficar visíveis.
view-out-of-play = Os { $amount } saem do torneio: não vão para nenhum jogador nem para nenhum pot.
view-left = O assento { $seat } fica com os { $stack } à vista na mesa.
view-nothing-left = O assento { $seat } não tem mais fichas à vista: o que acontece com o jogador fica a critério do floor ({ $rule_floor_decisions }).
view-penalty = A perda das fichas vem da própria regra; uma punição a mais para o assento { $seat }, de advertência a desclassificação, fica a critério do floor ({ $rule_penalties }).
view-kept = O assento { $seat } fica com os { $amount }: foram levados à vista de todos.
view-in-view = O assento { $seat } levou { $amount } à vista (num rack, numa bandeja aberta): nada ficou fora de vista, então nada se perde.
view-kept-total = O assento { $seat } segue com { $total } ao todo.
error-view-seat = o assento deve ser um número de 1 a 12, não { $seat }
error-view-amount = as fichas fora de vista devem ser pelo menos 1 e no máximo a maior contagem de fichas permitida
error-view-stack = o stack à vista passa da maior contagem de fichas permitida

## house
house-no-effect = As regras da casa ({ $title }) não mudam esta decisão: ela é a da TDA.
house-applied = Aplica-se a regra da casa { $label } ({ $title }): { $text }
house-applied-bare = Aplica-se a regra da casa { $label } ({ $title }).
house-under-tda = Só pela TDA ({ $citation }): { $summary }.

## Rule titles (the message) and summaries (.summary), by the rule's stable key.

rule-floor-decisions = Decisões do Floor
    .summary = O floor prioriza o interesse do jogo e a justiça e pode se afastar de uma regra quando a aplicação estrita seria injusta; a decisão do floor é final.
rule-player-responsibilities = Responsabilidades dos Jogadores
    .summary = Os jogadores conferem cartas e fichas, protegem a mão, declaram suas intenções com clareza, acompanham a ação e avisam quando veem um erro.
rule-terminology-and-gestures = Terminologia e Gestos Oficiais
    .summary = Usam-se termos padrão (aposto, pago, aumento, desisto, mesa, all-in, pot no pot limit); termos e gestos fora do padrão ficam por conta e risco do jogador.
rule-player-identity = Identidade do Jogador
    .summary = Os jogadores devem ser claramente identificáveis na mesa; a organização pode pedir que retirem o que esconde o rosto.
rule-electronic-devices = Dispositivos Eletrônicos e Comunicação
    .summary = Dispositivos e comunicação são limitados na mesa; ferramentas de estratégia e tabelas de apostas não podem ser usadas ali.
rule-official-language = Idioma Oficial
    .summary = O evento anuncia os idiomas que podem ser falados na mesa durante a mão.
rule-random-seating = Sorteio Correto de Assentos
    .summary = Os assentos são sorteados; quem estiver no assento errado com o stack certo muda para o assento correto com esse stack.
rule-alternates-late-registration = Suplentes, Inscrição Tardia e Reentradas
    .summary = Suplentes, inscrições tardias e reentradas recebem assento por sorteio e entram na mão, exceto entre o small blind e o botão.
rule-special-needs = Necessidades Especiais
    .summary = Fazem-se ajustes razoáveis para jogadores com necessidades especiais.
rule-new-players-broken-tables = Novos Jogadores e Jogadores de Mesas Desfeitas
    .summary = Jogadores de mesa desfeita recebem assento por um sorteio em duas etapas e podem cair em qualquer posição, inclusive blinds e botão.
rule-balancing-tables = Balanceamento de Mesas e Interrupção do Jogo
    .summary = As mesas são mantidas balanceadas; quem seria o próximo big blind muda para a pior posição; uma mesa com três ou mais jogadores a menos que a maior para de jogar quando seus blinds são afetados.
rule-cards-speak = Declarações. As Cartas Falam no Showdown
    .summary = No showdown as cartas mostradas decidem o vencedor; o que o jogador diz sobre a mão não vincula, e qualquer um deve apontar uma leitura errada.
rule-tabling-cards = Mostrar as Cartas e Matar a Mão Vencedora
    .summary = A mão está mostrada quando todas as cartas estão viradas e legíveis; quem descarta uma mão não mostrada corretamente corre o risco; o dealer não pode matar uma mão vencedora mostrada corretamente.
rule-live-cards-at-showdown = Cartas Vivas no Showdown
    .summary = Cartas descartadas viradas para baixo seguem vivas até chegarem ao muck ou não poderem ser identificadas; uma mão ainda identificável pode ser recuperada.
rule-showdown-discarding-irregularities = Irregularidades no Showdown e no Descarte
    .summary = Quem mostra parte de uma mão vencedora deve mostrá-la toda; o apostador que descarta achando que ganhou perde as apostas pagas, mas recebe de volta a aposta não paga.
rule-face-up-for-all-ins = Cartas Abertas em All-In
    .summary = Quando um jogador está all-in e não há mais apostas possíveis, todas as mãos vivas são viradas imediatamente, antes de dar as cartas restantes.
rule-showdown-order = Showdown sem All-In e Ordem de Mostrar
    .summary = Sem all-in, o último a apostar ou aumentar na rodada final mostra primeiro; sem aposta nela, mostra primeiro o primeiro jogador à esquerda do botão.
rule-asking-to-see-a-hand = Pedir para Ver uma Mão
    .summary = Depois de uma aposta no river, quem pagou e mostrou ou manteve as cartas pode ver a mão do último agressor; outros pedidos ficam a critério do floor; quem descartou perde o direito de pedir.
rule-playing-the-board = Jogar com o Board no Showdown
    .summary = Quem joga com as cartas do board precisa mostrar todas as suas cartas para dividir o pot.
rule-odd-chips = Concedendo Fichas Indivisíveis
    .summary = As fichas indivisíveis são trocadas pela menor denominação; em jogos com cartas comunitárias a ficha indivisível vai para o primeiro vencedor empatado à esquerda do botão (parte A); no stud, para a carta mais alta por naipe (parte B); no hi/lo, a ficha indivisível do pot inteiro vai para a metade alta (parte C).
rule-simultaneous-busts = Jogadores Eliminados na Mesma Mão
    .summary = Novo em 2026 (segundo relatos): jogadores eliminados na mesma mão são classificados pelo stack com que começaram a mão.
rule-side-pots = Side Pots
    .summary = Cada side pot é dividido separadamente, e os side pots são entregues antes do pot principal.
rule-disputed-hands = Mãos e Pots em Disputa
    .summary = A leitura de uma mão pode ser contestada até a próxima mão começar; um erro de pot ou contagem até haver ação substancial na mão seguinte.
rule-new-hand-new-limits = Nova Mão e Novos Limites
    .summary = Um novo nível vale a partir da mão seguinte ao anúncio; uma mão iniciada por engano no nível antigo continua nele depois da ação substancial.
rule-chip-race = Chip Race e Troca Programada de Fichas
    .summary = Fichas retiradas de circulação passam por chip race; nenhum jogador é eliminado por ele.
rule-chips-visible = Cartas e Fichas Visíveis, Contáveis e Organizadas. Troca a Critério
    .summary = As fichas ficam visíveis e contáveis, as maiores à frente; o floor pode trocar fichas por maiores.
rule-deck-changes = Troca de Baralho
    .summary = O baralho é trocado na troca de dealer ou de nível; o jogador não pode pedir um baralho novo.
rule-rebuys = Recompras
    .summary = O jogador deve anunciar a recompra antes da próxima mão ser dada.
rule-rabbit-hunting = Rabbit Hunting
    .summary = As cartas que teriam saído não são reveladas depois da mão.
rule-calling-for-a-clock = Pedido de Tempo (Clock)
    .summary = Pedido o clock, o jogador tem 25 segundos e uma contagem de 5; enfrentando aposta, a mão morre; caso contrário, vale como mesa.
rule-at-your-seat = Presença no Assento e Mãos Vivas
    .summary = O jogador deve estar no assento quando a última carta da distribuição inicial é dada, senão a mão está morta.
rule-at-the-table = Na Mesa com Ação Pendente
    .summary = Jogadores com mão viva, inclusive os all-in, permanecem na mesa.
rule-dead-button = Botão Morto
    .summary = Torneios usam o botão morto.
rule-dodging-blinds = Fugir dos Blinds
    .summary = Fugir dos blinds de propósito é penalizado.
rule-button-placement = Posição e Movimento do Botão
    .summary = Um botão movido errado é corrigido antes da ação substancial e fica depois dela; no heads-up o small blind é o botão.
rule-misdeals = Misdeals e Baralhos Defeituosos
    .summary = Erros de distribuição listados antes da ação substancial são misdeal e a mão é redistribuída; depois dela não há misdeal; baralho defeituoso anula a mão.
rule-substantial-action = Ação Substancial (AS)
    .summary = Ação substancial são duas ações na vez em que ao menos uma coloca fichas, ou quaisquer três ações na vez; blinds postados não contam.
rule-button-too-few-cards = Botão com Cartas a Menos
    .summary = O botão que recebeu cartas a menos pode ter a mão completada, a menos que já tenha agido.
rule-burns-after-substantial-action = Queimas Após Ação Substancial
    .summary = Uma mão com número errado de cartas descoberta após a ação substancial está morta; o dealer queima uma carta por rodada e não tenta restaurar a ordem do baralho.
rule-irregular-flops = Flops Irregulares e Cartas Dadas Antes da Hora
    .summary = Um flop de quatro cartas ou dado cedo demais é corrigido por procedimento fixo; cartas comunitárias dadas antes do fim da rodada de apostas são prematuras.
rule-methods-of-betting = Formas de Apostar: Verbal e com Fichas
    .summary = A aposta é feita por palavras, fichas ou ambos; o que vier primeiro a define, e uma declaração verbal clara prevalece quando são simultâneos.
rule-methods-of-calling = Formas de Pagar
    .summary = Pagar é dizer "pago" ou colocar o valor; uma ficha mínima diante de uma aposta grande não é padrão e pode valer como call completo.
rule-methods-of-raising = Formas de Aumentar
    .summary = O aumento é feito num só movimento ou declarado antes; voltar ao stack por mais fichas sem declarar não é permitido.
rule-raise-amounts = Valores dos Aumentos
    .summary = O aumento acrescenta ao menos a maior aposta ou aumento completo anterior na rodada; colocar em silêncio ao menos metade desse aumento além do call obriga a completar o aumento, menos da metade é call.
rule-oversized-chip = Aposta com Ficha Maior (Overchip)
    .summary = Diante de uma aposta, uma única ficha maior colocada sem dizer "aumento" antes é call; sem aposta, é aposta do valor da ficha.
rule-multiple-chip-betting = Apostas Com Múltiplas Fichas
    .summary = Diante de uma aposta, várias fichas colocadas em silêncio são call quando todas são necessárias para pagar; senão vale a regra dos 50% dos aumentos, ou o jogador está all-in com suas últimas fichas.
rule-prior-bet-chips = Fichas de Aposta Anterior Não Recolhidas
    .summary = Quem enfrenta um aumento com fichas anteriores ainda à frente deve declarar antes; fichas acrescentadas em silêncio são avaliadas conforme as anteriores cubram ou não o call e tenham sido recolhidas ou não.
rule-reopening-the-bet = Reabertura da Aposta
    .summary = No no-limit e no pot-limit, all-ins curtos que não somam um aumento completo não permitem que quem já agiu aumente de novo; nos jogos limit, meia aposta reabre.
rule-number-of-raises = Número de Aumentos Permitidos
    .summary = No-limit e pot-limit não têm limite de aumentos; jogos limit seguem o limite da casa, mesmo no heads-up, até restarem dois jogadores no evento.
rule-accepted-action = Ação Aceita
    .summary = Quem paga é responsável por saber o valor real da aposta; quem paga com base numa contagem errada deve o valor correto.
rule-acting-in-turn = Agir na Vez
    .summary = Os jogadores agem na sua vez; a ação na vez é vinculante e as fichas colocadas ficam no pot.
rule-binding-declarations-undercalls = Declarações Vinculantes / Undercalls na Vez
    .summary = Dizer "pago" ou "aumento" na vez obriga à ação completa; colocar menos que o call sem dizer "pago" é undercall: o call completo é obrigatório no heads-up ou contra a aposta de abertura em pot múltiplo, senão decide o floor.
rule-incorrect-bets = Apostas Incorretas, Apostas e Aumentos Abaixo do Mínimo
    .summary = Aposta ou aumento abaixo do mínimo é corrigido na rodada, até a próxima carta; no pot limit uma aposta acima do pot é reduzida até a próxima carta e uma aposta baixa por contagem errada é aumentada até haver ação substancial depois dela.
rule-action-out-of-turn = Ação Fora de Vez (FDV)
    .summary = A ação volta ao jogador correto, e a ação fora de vez vincula se a ação que o jogador enfrentava não mudou; se mudou, as fichas podem voltar e o jogador tem todas as opções (2026: após uma ação passiva fora de vez, só pagar ou desistir); o jogador pulado que fica calado até haver ação substancial perde a proteção.
rule-pot-limit-bets = Tamanho do Pot e Apostas Pot-Limit
    .summary = No pot limit o maior aumento é pagar mais o pot depois do call; antes do flop contam-se blinds completos; dizer "pot" no no-limit não é um valor, mas obriga a apostar ao menos a aposta ou o aumento mínimo.
rule-invalid-bet-declarations = Declarações de Aposta Inválidas
    .summary = "Pago" sem aposta a pagar vale como mesa; "aumento" sem aposta é ao menos a aposta mínima; "mesa" diante de aposta permite só pagar ou desistir.
rule-string-bets = Apostas e Aumentos em Etapas (String Bets)
    .summary = Apostas e aumentos em etapas não são permitidos.
rule-unclear-betting = Apostas Fora do Padrão e Confusas
    .summary = Apostas fora do padrão ficam por conta e risco do jogador; um valor falado que possa significar várias coisas vale como o maior valor razoável que não passe do pot.
rule-non-standard-folds = Desistências Fora do Padrão
    .summary = Desistir na vez sem enfrentar aposta, ou desistir fora de vez, antes do fim da última rodada de apostas é vinculante e pode ser penalizado.
rule-conditional-declarations = Declarações Condicionais e Prematuras
    .summary = Declarações condicionais sobre ações futuras podem vincular ou ser penalizadas; pagar antes de saber o valor da aposta fica a critério do floor.
rule-count-of-chip-stack = Contagem do Stack do Adversário
    .summary = A contagem exata do stack do adversário só pode ser pedida diante de um all-in e na vez; fora disso, uma estimativa.
rule-over-betting-expecting-change = Apostar a Mais Esperando Troco
    .summary = Todas as fichas colocadas em silêncio contam, mesmo que o jogador espere troco.
rule-chips-found-behind = All-In com Fichas Encontradas Atrás
    .summary = Uma ficha encontrada atrás depois de um all-in pago fica a critério do floor: se não fez parte da ação, não ganha nem salva o jogador.
rule-chips-out-of-view = Fichas Fora de Vista e em Trânsito
    .summary = Fichas não podem ser seguradas nem levadas fora de vista; as que o jogador esconde são perdidas e saem de jogo, e pode haver punição.
rule-lost-and-found-chips = Fichas Perdidas e Achadas
    .summary = Fichas encontradas são retiradas do jogo.
rule-killed-fouled-exposed-hands = Mãos Mortas por Acidente, Inválidas ou Expostas
    .summary = Uma mão morta pelo dealer ou inválida, sem identificação possível, não tem reparação; a aposta não paga é devolvida.
rule-dead-hands-stud = Mãos Mortas e Descarte no Stud
    .summary = Regras do stud para mãos mortas e descarte.
rule-no-disclosure = Sem Revelação. Um Jogador por Mão
    .summary = Não se revela o conteúdo de mãos com ação pendente; um jogador por mão.
rule-exposing-cards = Expor Cartas e Desistir Corretamente
    .summary = Expor cartas com ação pendente pode ser penalizado, mas não mata a mão; as cartas de quem desiste são empurradas rente à mesa e viradas para baixo.
rule-ethical-play = Jogo Ético
    .summary = Conluio, chip dumping e outras condutas antiéticas são penalizados.
rule-etiquette-violations = Violações de Etiqueta
    .summary = Violações de etiqueta repetidas ou graves são penalizadas.
rule-penalties = Advertências, Penalidades e Desclassificação
    .summary = As penalidades vão de advertência a mãos ou rodadas perdidas e desclassificação; uma rodada de penalidade é o número de jogadores na mesa vezes as rodadas.
rule-rp-all-in-buttons = Botões de All-In
    .summary = Jogadores all-in são marcados com um botão de all-in.
rule-rp-bringing-in-bets = Recolher Apostas é Desencorajado
    .summary = O dealer deixa as apostas na frente dos jogadores até o fim da rodada.
rule-rp-personal-belongings = Objetos Pessoais
    .summary = Objetos pessoais ficam fora da mesa.
rule-rp-disordered-stub = Baralho Restante Desordenado
    .summary = Um baralho restante desordenado segue um procedimento fixo.
rule-rp-premature-cards = Cartas Dadas Antes da Hora
    .summary = Uma carta comunitária prematura volta ao baralho, que é embaralhado; a queima permanece.
rule-rp-efficient-movement = Movimentação Eficiente de Jogadores
    .summary = Jogadores que mudam de mesa levam as fichas e vão logo.
rule-rp-dealer-push-timing = Horário de Troca de Dealers
    .summary = Os dealers são trocados no horário.
rule-rp-hand-for-hand = Procedimentos de Mão a Mão
    .summary = Perto da premiação todas as mesas jogam uma mão por vez; quem é eliminado na mesma mão divide as posições.
rule-rp-final-table-size = Número de Jogadores na Mesa Final
    .summary = A mesa final é formada num tamanho definido a partir de duas mesas curtas.
rule-rp-stud-dealing = Procedimentos de Distribuição no Stud
    .summary = Procedimentos de distribuição no stud.
rule-rp-ante-formats = Formatos de Ante e Ante sem Redução
    .summary = O ante pago por um só jogador deve ser o ante do big blind, pagando o blind primeiro; o ante nunca é reduzido.
rule-rp-dealers-announce-bets = Dealers Devem Anunciar Apostas e Aumentos
    .summary = Os dealers anunciam apostas e aumentos no no-limit e no pot-limit.
rule-rp-split-pot-stacking = Dealers Devem Empilhar Fichas em Pots Divididos
    .summary = Os dealers empilham o pot antes de dividi-lo.
rule-rp-randomness-special-situations = Sorteio em Situações Especiais
    .summary = Um sorteio pode resolver situações especiais.
rule-rp-staff-communication = Comunicação Adequada da Equipe
    .summary = A equipe comunica as decisões com clareza e coerência.
rule-rp-absent-on-breaking-table = Jogador Ausente em Mesa Desfeita
    .summary = As fichas de um jogador ausente são levadas ao novo assento pela equipe.
rule-rp-draw-betting = Procedimentos de Apostas no Draw
    .summary = Procedimentos de apostas em jogos draw.
rule-rp-mixed-game-order = Ordem dos Jogos Mistos
    .summary = Jogos mistos seguem uma ordem publicada.
rule-rp-reducing-stalling = Combate à Demora Proposital
    .summary = Medidas contra a demora proposital.
rule-rp-cards-ready-for-shuffle = Cartas Prontas para Embaralhar
    .summary = As cartas ficam prontas para o próximo embaralhamento.
rule-rp-spreading-the-pot = Espalhar o Pot
    .summary = O pot é espalhado para contagem a pedido no pot limit.
rule-rp-non-denominational-items = Apostar Itens sem Valor
    .summary = Fichas de bounty e fichas de tempo não podem ser apostadas.

## games (issue 25)
error-hand-bring-in-only-stud = o bring-in só é postado nos jogos de stud, não no { $game }
error-hand-stud-no-blinds = o { $game } é jogado com antes e bring-in: deixe de fora os blinds, os straddles e as postagens
error-hand-stud-needs-limits = uma mão de { $game } precisa dos seus limites (a small bet e a big bet)
error-hand-stud-needs-bring-in = uma mão de { $game } precisa do seu bring-in (pelo menos uma ficha)
error-hand-bring-in-over-small-bet = o bring-in ({ $bring_in }) é maior que a small bet ({ $small_bet })
error-hand-up-cards-only-stud = cartas abertas só são distribuídas nos jogos de stud, não no { $game }
error-hand-up-cards-most = um jogador de stud tem no máximo quatro cartas abertas; foram informadas { $given }
error-hand-discards-only-draw = só uma ação `draw` tem descartes
error-hand-action-only-stud = "{ $kind }" é uma ação de stud; o { $game } não é stud
error-hand-draw-only-draw-games = o { $game } não tem draw
error-hand-draw-more-than-held = um jogador não pode descartar { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    } de uma mão de { $held }
error-hand-drawn-cards-count = { $count ->
        [one] { $count } carta descartada
       *[other] { $count } cartas descartadas
    }, mas { $given } recebidas no draw
error-hand-street-not-in-game = o { $game } não é jogado com esta rodada de apostas: { $street }
error-hand-deal-cards-on-seats = no { $game } as cartas distribuídas são informadas nos assentos (e nos draws), não numa ação `deal`
error-replay-no-draw-now = o assento { $seat } troca cartas, mas nenhum draw está previsto agora
error-replay-drew-already = o assento { $seat } já trocou cartas nesta rodada, ou está fora da mão
showdown-odd-chips-stud = As fichas indivisíveis, decompostas até a menor ficha de { $smallest_chip }, vão para o vencedor com a carta mais alta por naipe (espadas, copas, ouros, paus) entre as cinco que jogam ({ $rule_odd_chips }-B), pot a pot ({ $rule_side_pots }).
showdown-seat-low = Assento { $seat } ({ $hole }): { $low }.
showdown-seat-badugi = Assento { $seat } ({ $hole }): { $count ->
        [4] um badugi de quatro cartas
        [one] uma mão de { $count } carta
       *[other] uma mão de { $count } cartas
    }, { $badugi }.
showdown-ranking = { $game ->
        [stud] No stud, jogam as cinco melhores das sete cartas de cada jogador, e a mão é mostrada com todas as sete ({ $rule_tabling_cards }-A).
        [low-a5] Low ace-to-five (A-5): vence a mão mais baixa, o ás é baixo, sequências e flushes não contam, e pares pesam contra a mão.
        [low-27] Low deuce-to-seven (2-7): vence a mão mais baixa, o ás é só alto, e sequências, flushes e pares pesam contra a mão (7-5-4-3-2 de naipes misturados é a melhor).
        [badugi] Badugi: vence a mão com mais cartas de valores diferentes e naipes diferentes, depois a mais baixa; o ás é baixo.
       *[short-deck] Short deck (36 cartas): o flush ganha do full house, e A-6-7-8-9 é sequência.
    }
options-stud-brings-in = O assento { $seat } tem a carta aberta que faz o bring-in (a mais baixa no stud e no stud/8, a mais alta no razz; entre valores iguais decide o naipe, paus o mais baixo e espadas o mais alto, então o 2♣ faz o bring-in no stud e o K♠ no razz) e começa a ação: posta o bring-in de { $bring_in } ou completa para a small bet de { $small_bet } ({ $rule_terminology_and_gestures }: "completo").
options-stud-facing-bring-in = Ninguém completou ainda: o bring-in é a aposta a enfrentar. O assento { $seat } pode desistir, pagar o bring-in ou completar para a small bet de { $small_bet }; completar é a primeira aposta completa da 3ª street, e cada aumento depois dele é de uma small bet.
options-stud-no-doubling = Um par aberto na 4ª street não permite a big bet: na 4ª street aposta-se a small bet ({ $rule_rp_stud_dealing }-F).
options-stud-low-card-all-in = O assento { $low } tem a carta aberta que faz o bring-in, mas está all-in pelo ante: a ação começa com o assento { $seat }, à sua esquerda, que posta o bring-in de { $bring_in } ou completa para a small bet de { $small_bet } ({ $rule_rp_stud_dealing }-E).
options-stud-opens-by-cards = O assento { $seat } mostra a melhor mão nesta street (no razz, a mais baixa), então age primeiro; entre mãos abertas iguais, decide o naipe da carta mais alta ({ $rule_rp_stud_dealing }-D).
options-summary-bring-in = O assento { $seat } faz o bring-in de { $bring_in } ou completa para { $small_bet }.
options-summary-facing-bring-in = O assento { $seat } pode desistir, pagar o bring-in de { $to_call } ou completar para { $small_bet }.
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
        [STUD] stud de sete cartas
        [STUD8] stud hi/lo de sete cartas
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
        [preflop] pré-flop
        [flop] flop
        [turn] turn
        [river] river
        [third] 3ª street
        [fourth] 4ª street
        [fifth] 5ª street
        [sixth] 6ª street
        [seventh] 7ª street
        [predraw] antes do draw
        [first_draw] depois do primeiro draw
        [second_draw] depois do segundo draw
       *[third_draw] depois do terceiro draw
    }
error-dispute-not-for-game = uma disputa "{ $dispute }" não se aplica ao { $game }: { $needs ->
        [board] ela trata de um board, e este jogo não tem board
        [button] ela trata do botão e dos blinds, e este jogo tem antes e bring-in
       *[up-cards] ela trata das cartas abertas e do bring-in do stud
    }
stud-deal-exposed = Uma das duas primeiras cartas fechadas do assento { $seat } foi dada aberta: essa carta passa a ser a carta aberta do assento, e a terceira carta dele é dada fechada; a mão não é misdeal ({ $rule_rp_stud_dealing }-A).
stud-deal-exposed-summary = A carta exposta é a carta aberta do assento { $seat }; a terceira carta dele é dada fechada.
stud-deal-bring-in-now = Com a carta exposta como carta aberta desse assento, o bring-in é definido pelas cartas abertas como estão: o assento { $seat } faz o bring-in.
stud-deal-bring-in-from-up-cards = O bring-in é então definido pelas cartas abertas como estão (informe a carta aberta de cada assento para saber quem o faz).
stud-deal-two-exposed = O assento { $seat } teve duas das primeiras cartas fechadas expostas. O procedimento para uma carta fechada exposta não cobre este caso ({ $rule_rp_stud_dealing }-A): fica a critério do floor, e as regras tendem ao misdeal para cartas expostas na distribuição ({ $rule_misdeals }).
stud-deal-two-exposed-summary = Misdeal, a critério do floor: o assento { $seat } teve duas cartas fechadas expostas na distribuição.
stud-deal-if-play-on = Se o floor deixar a mão seguir, uma das cartas expostas do assento { $seat } é a sua carta aberta, e a carta seguinte é dada a ele fechada.
stud-deal-seventh-replaced = A carta da 7ª street do assento { $seat } foi dada aberta com apostas ainda por vir ({ $with_chips ->
        [one] { $with_chips } jogador tem fichas
       *[other] { $with_chips } jogadores têm fichas
    }): a carta sai de jogo e é substituída por uma carta dada fechada ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-replaced-summary = A carta exposta da 7ª street do assento { $seat } é substituída por uma carta dada fechada.
stud-deal-seventh-stands = A carta da 7ª street do assento { $seat } foi dada aberta, mas não restam apostas (os jogadores estão all-in): a carta vale e joga aberta ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-stands-summary = A carta da 7ª street do assento { $seat } vale aberta: não restam apostas.
stud-deal-stub-enough = A 7ª street precisa de uma carta para cada um dos { $players } jogadores ainda na mão e de uma queima ({ $players } + 1); o stub tem { $stub ->
        [one] { $stub } carta
       *[other] { $stub } cartas
    }: ela é dada normalmente ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-enough-summary = O stub tem cartas suficientes: a 7ª street é dada normalmente.
stud-deal-stub-with-burns = A 7ª street precisa de uma carta para cada um dos { $players } jogadores ainda na mão e de uma queima ({ $players } + 1), mas o stub só tem { $stub ->
        [one] { $stub } carta
       *[other] { $stub } cartas
    }: as cartas queimadas antes são juntadas ao stub, que é embaralhado e cortado, e a street é dada ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-with-burns-summary = Faltam cartas: as queimadas são juntadas ao stub, que é embaralhado e cortado, e a 7ª street é dada.
stud-deal-stub-community = A 7ª street precisa de uma carta para cada um dos { $players } jogadores ainda na mão e de uma queima ({ $players } + 1); o stub tem { $stub ->
        [one] { $stub } carta
       *[other] { $stub } cartas
    } e, mesmo com as três queimadas anteriores, não basta: o dealer queima e dá uma carta comunitária aberta que vale para todos os jogadores, e quem agiu primeiro na 6ª street age primeiro ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-community-summary = Faltam cartas mesmo com as queimadas: uma carta comunitária é dada aberta para todos os jogadores; quem agiu primeiro na 6ª street age primeiro.
stud-deal-premature = Uma carta de stud dada antes do fim da rodada de apostas volta ao stub, que é embaralhado; nenhuma carta extra é queimada, e a street é dada quando as apostas terminarem ({ $rule_rp_premature_cards }-D).
stud-deal-premature-summary = A carta dada antes da hora volta ao stub, que é embaralhado; sem queima extra.
error-stud-deal-seat-needed = indique o assento cuja carta foi exposta (`seat`)
error-stud-deal-stub-needed = informe as cartas que restam no stub (`stub`)
error-stud-deal-not-at-seventh = a falta de cartas no stub é um problema da 7ª street: a mão deve estar no fim da 6ª street ou na 7ª street
rotation-frozen = O botão ficou congelado no assento { $button } quando começou a rodada de stud: o stud não tem botão, e ele fica ali durante as mãos de stud ({ $rule_balancing_tables }-B).
rotation-stud-no-button = O { $game } é distribuído sem botão nem blinds: o botão continua congelado no assento { $button }.
rotation-resumes = Quando voltam os jogos com botão, o botão avança um assento a partir de onde congelou, como se as mãos de stud não tivessem sido distribuídas: botão no assento { $button }, small blind no assento { $small }, big blind no assento { $big }.
rotation-next-button-summary = Botão no assento { $button }, small blind no assento { $small }, big blind no assento { $big }.
rotation-next-big-blind-moves = Num evento misto, muda de mesa quem seria o big blind na próxima mão com botão: o assento { $seat } ({ $rule_balancing_tables }-A).
rotation-moves-summary = O assento { $seat } muda de mesa.
rotation-by-position = Num evento só de jogos de stud, os jogadores mudam de mesa por posição: muda o jogador do assento { $seat }, correspondente ao lugar vago na mesa curta; decide o procedimento de balanceamento da casa ({ $rule_balancing_tables }-A).
rotation-by-position-empty = Num evento só de jogos de stud, os jogadores mudam de mesa por posição, mas o assento { $seat } não tem jogador aqui: o procedimento de balanceamento da casa indica quem muda ({ $rule_balancing_tables }-A).
error-rotation-seats = informe pelo menos dois assentos com jogador, numerados de 1 a 12 (`seats`)
error-rotation-button = o assento do botão é numerado de 1 a 12 (`button`)
error-rotation-open-seat = um evento só de stud muda jogadores por posição: informe o lugar vago na mesa curta (`open_seat`)
up-cards-facing = O assento { $seat } recolheu as cartas abertas diante de uma aposta de { $to_call } para pagar: no stud isso mata a mão ({ $rule_dead_hands_stud }). Os { $in_pot } que o assento colocou ficam no pot.
up-cards-not-facing = O assento { $seat } recolheu as cartas abertas sem aposta a enfrentar. A regra mata a mão que faz isso diante de ação ({ $rule_dead_hands_stud }); aqui fica a critério do floor, e a solução adotada é a mesma, mão morta: virar as cartas abertas para baixo é desistir no stud, e desistir quando era possível dar mesa vale ({ $rule_non_standard_folds }). Os { $in_pot } que o assento colocou ficam no pot.
up-cards-dead-summary = A mão do assento { $seat } está morta; os { $in_pot } dele ficam no pot.
up-cards-if-plays-on = Se o floor entender que o jogador não pretendia abandonar a mão (não havia aposta a enfrentar), a mão segue com as cartas abertas viradas para cima de novo.
up-cards-last-hand = Resta uma mão: o assento { $seat } ganha o pot de { $amount }.
error-pokerstars-stud-too-many-cards = mais de sete cartas são dadas a um jogador de stud
error-pokerstars-stud-no-stakes = uma mão de stud precisa da small bet e da big bet no cabeçalho, ex. "(0.04/0.08 USD)"
options-stud-short-completion = O all-in para { $all_in } sobre o bring-in de { $bring_in } não chega a completar para a small bet de { $small_bet }. Contado a partir de zero, é pelo menos metade da aposta, então vale como completar, e o próximo aumento é uma aposta completa acima dele, para { $raise_to } ({ $rule_reopening_the_bet }-B). A TDA não diz se um all-in assim é medido a partir de zero ou pelo que acrescenta ao bring-in: fica a critério do floor.
options-stud-completion-counts = O all-in para { $all_in } não chega a completar para { $small_bet }, mas acrescenta { $increase } ao bring-in de { $bring_in }: medido a partir de zero ou pelo que acrescenta ao bring-in, é pelo menos metade da aposta, então vale como completar, e o próximo aumento é uma aposta completa acima dele, para { $raise_to } ({ $rule_reopening_the_bet }-B).
options-if-measured-over-bring-in = Se o floor medir o all-in pelo que acrescenta ao bring-in (menos de meia aposta), ele não completa: o jogador paga o all-in ou completa para a small bet de { $small_bet }.
options-if-measured-over-bring-in-acted = Se o floor medir o all-in pelo que acrescenta ao bring-in (menos de meia aposta), ele não completa, e as apostas não se reabrem para quem já colocou o bring-in ({ $rule_reopening_the_bet }-B): o jogador paga o all-in ou desiste.
error-hand-not-in-short-deck = { $card } não está no baralho do short deck (do seis ao ás): uma carta que não é do baralho encontrada na distribuição é um `deal_error` (`non_standard_card`, Regra 35-A)
undercall-chain-first-must-call = Vários undercalls seguidos: a ação volta ao primeiro, o assento { $seat } ({ $rule_binding_declarations_undercalls }-C). Ele colocou { $amount } diante da aposta de abertura (ou no heads-up), então deve fazer o call completo de { $call_to }, acrescentando { $add } ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-first-floor = Vários undercalls seguidos: a ação volta ao primeiro, o assento { $seat } ({ $rule_binding_declarations_undercalls }-C). Ele colocou { $amount } diante de um aumento em pot múltiplo: o floor o obriga ao call completo de { $call_to } (acrescentando { $add }), a solução adotada, ou o deixa perder os { $amount } e desistir ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-other = O assento { $seat } também fez um undercall, com { $amount }: ele volta a agir depois que o primeiro corrigir, e como é tratado fica a critério do floor ({ $rule_binding_declarations_undercalls }-C); a solução adotada é um call completo, acrescentando { $add }.
undercall-chain-if-forfeits = Se o floor deixar o assento { $seat } perder os { $amount } que colocou, essas fichas ficam no pot e a mão é dada como desistida.
undercall-chain-summary = A ação volta ao assento { $seat }, o primeiro a fazer undercall: ele paga { $call_to }, acrescentando { $add }; os undercalls seguintes ficam a critério do floor.
error-undercall-chain-nobody-to-act = ninguém está para agir ao fim das ações da mão: o primeiro undercall é do assento que está para agir
error-undercall-chain-need-two = uma sequência de undercalls tem dois ou mais; um único undercall é uma disputa `bet` (Regra 51-B)
error-undercall-chain-seat-twice = o assento { $seat } aparece duas vezes nos undercalls
error-undercall-chain-not-an-undercall = o assento { $seat } deve { $owed }: um undercall é menos que isso, com fichas atrás (all-in por menos é um call)
error-undercall-chain-first-not-to-act = o primeiro undercall deve ser do assento que está para agir, o assento { $to_act }, não o assento { $seat }
bet-single-small-chip = Colocar uma única ficha pequena ({ $chip }) diante de uma aposta de { $to_call } para pagar não é uma forma padrão de pagar: fica por conta e risco do jogador, é lido conforme as regras de undercall, e o floor pode puni-lo ({ $rule_methods_of_calling }).
final-table-not-yet = Com { $remaining } jogadores restantes, o torneio ainda não chegou à sua mesa final de { $size }: o jogo segue nas mesas, que continuam sendo balanceadas ({ $rule_rp_final_table_size }).
final-table-two-tables = Com { $remaining } jogadores restantes, um a mais que a mesa final de { $size }, o torneio segue em duas mesas de { $half } até o próximo jogador ser eliminado ({ $rule_rp_final_table_size }).
final-table-forms-now = { $remaining ->
        [one] Com { $remaining } jogador restante
       *[other] Com { $remaining } jogadores restantes
    }, a mesa final se forma agora: uma mesa de { $size } ({ $rule_rp_final_table_size }).
final-table-draw = Os cartões de posição são mostrados, embaralhados virados para baixo e empilhados, e cada jogador recebe uma carta de baralho virada para cima; os cartões de posição são entregues a partir da pilha, começando pela carta mais alta por naipe (espadas, copas, ouros, paus), de modo que o sorteio decide todos os lugares ({ $rule_new_players_broken_tables }-B).
final-table-draw-summary = A mesa final se forma; { $player } ({ $card }, a carta mais alta) fica com o assento { $seat }, e os demais seguem pela ordem de suas cartas.
error-final-table-table-size = os lugares por mesa vão de 6 a 10
error-final-table-draw-count = o sorteio de lugares lista todos os jogadores restantes: { $remaining }
error-final-table-seat-cards = os cartões de posição são um por jogador, assentos de 1 a 12, cada um uma só vez
error-final-table-not-a-card = uma carta de baralho é uma só carta, p. ex. `Ks`
error-final-table-card-twice = uma carta de baralho é dada uma só vez
bet-single-chip-of-the-call = Uma única ficha de { $chip }, exatamente o valor para pagar, colocada sem dizer nada: é call, uma forma padrão de pagar ({ $rule_methods_of_calling }).
penalty-required = As regras determinam que isso seja punido ({ $rule }{ $part }), então uma advertência sozinha não basta; { $prior ->
        [0] numa primeira infração
        [one] depois de uma infração anterior
       *[other] depois de { $prior } infrações anteriores
    } as regras indicam { $rounds ->
        [one] uma rodada de penalidade
       *[other] { $rounds } rodadas de penalidade
    }, e o tamanho da punição cabe ao floor.
penalty-device-no-live-hand = O assento { $seat } já tinha desistido: a proibição de usar aparelhos vale para jogadores com mão viva ({ $rule_electronic_devices }-C). Uma ligação telefônica na mesa, um aparelho apoiado sobre a mesa e ferramentas de estratégia são proibidos do mesmo jeito ({ $rule_electronic_devices }-A, B e D). Com esses fatos, não há punição.
penalty-if-used-live = o jogador usou o aparelho antes de desistir, com a mão ainda viva
penalty-identity = Os jogadores devem ser claramente identificáveis o tempo todo, e a organização pode pedir que um jogador tire óculos escuros, capuz ou cobertura que esconda o rosto ou distraia os outros ({ $rule_player_identity }): o assento { $seat } retira o item, e uma recusa é punida como o floor decidir.
penalty-language = A casa divulga e anuncia os idiomas aceitos na mesa ({ $rule_official_language }); falar outro idioma na mesa é punido como o floor decidir, assim como os incidentes que as regras citam ({ $rule_penalties }-B).
penalty-phone-call = Ninguém pode falar ao telefone na mesa, esteja numa mão ou não ({ $rule_electronic_devices }-A).
penalty-device-on-table = Celulares e outros aparelhos não podem ficar apoiados sobre a mesa ({ $rule_electronic_devices }-B).
penalty-strategy-tool = Aplicativos de apostas, tabelas e outras ferramentas de estratégia não podem ser usados na mesa, numa mão ou não, e nenhum jogador pode receber ajuda de estratégia de outra pessoa ou fonte ({ $rule_electronic_devices }-D; o texto de 2022 só os proibia com a mão viva).
penalty-throwing-cards = Ao desistir, as cartas são empurradas para a frente, baixas rente à mesa, nunca arremessadas nem jogadas para o alto ({ $rule_exposing_cards }); arremessar cartas pode ser punido ({ $rule_penalties }-B).
penalty-chips-forfeited = O assento { $seat } manteve { $chips } fora de vista: essas fichas são perdidas e saem de jogo, qualquer que seja a intenção, e o jogador também pode ser desclassificado ({ $rule_chips_out_of_view }).
penalty-summary-forfeit = O assento { $seat } perde { $chips }, que saem de jogo. { $penalty }
error-penalty-chips-needed = `chips_hidden` exige `hidden_chips`: as fichas que estavam fora de vista
error-penalty-chips = as fichas fora de vista são uma quantidade positiva de fichas
error-penalty-chips-only-out-of-view = `hidden_chips` são as fichas fora de vista, só para `chips_hidden`
away-penalty-lean = Numa primeira infração, as regras tendem a uma advertência verbal, e infrações repetidas levam a penalidades crescentes ({ $rule_penalties }-A); uma rodada de penalidade aqui seria de { $hands ->
        [one] { $hands } mão
       *[other] { $hands } mãos
    }, com { $forced } em blinds e antes pagos nesse meio-tempo. Uma consulta de punição (`penalty`) conta esta infração junto com as penalidades anteriores do jogador.
rebuy-before-deal-read = "Antes da distribuição" é lido como antes de a mão começar; o limite é o início da mão (o primeiro riffle, o botão da embaralhadora automática, a troca de dealer), não a distribuição da primeira carta.
rebuy-if-hand-begun = o embaralhamento ou a troca de dealer desta mão já tinha começado quando a recompra foi anunciada: a mão é jogada por { $stack }, e as { $chips } da recompra entram depois dela
citation-number-unknown = TDA { $edition }, número desconhecido ({ $before })
citation-number-unknown-candidates = TDA { $edition }, número desconhecido ({ $before }; possivelmente { $candidates })
citation-new-in-2026 = nova em 2026
seat-orbit-twice = Com o ante do big blind, o big blind custa { $big_total }: antecipado, ele cai duas vezes numa mesma volta contada a partir do último pago no lugar errado, e o small blind ({ $small }) também: { $extra } a mais do que o custo normal de uma volta.
seat-orbit-skipped = Com o ante do big blind, o big blind custa { $big_total }: adiado, passa-se uma volta sem ele e sem o small blind ({ $small }): { $extra } a menos do que o custo normal de uma volta.
seat-swap = O jogador do assento { $assigned } sorteou o assento { $seat }: os dois trocaram de lugar, então ambos estão no lugar errado e ambos mudam, cada um com o stack inteiro (assento { $assigned }: { $amount }).
error-seat-occupant-seat = um assento vai de 1 a 12, não { $seat }
error-seat-no-occupant = `occupant_assigned_seat` é o lugar sorteado pelo jogador sentado no assento { $assigned }: esse assento precisa estar ocupado (um assento da mão, ou `assigned_seat_empty: false`)
button-no-make-up = A TDA não prevê reposição de blinds dos quais o jogador fugiu: o assento { $seat } não posta os blinds que perdeu, e a punição é a solução ({ $rule_dodging_blinds }).
seat-orbit-twice-small-dead = Com o ante do big blind, o big blind custa { $big_total }: antecipado, ele cai duas vezes numa mesma volta contada a partir do último pago no lugar errado, { $big_total } a mais do que o custo normal de uma volta; o small blind ({ $small }) devido a seguir no assento { $seat } não, pois o jogador deixou esse assento.
before-amount-held-to-call-all-in = O assento { $seat } pagou antes de se saber o valor do assento { $bettor }: o floor decide como melhor couber à situação, e pode obrigá-lo a pagar qualquer valor ({ $rule_conditional_declarations }-B); o que a regra indica é pagar a aposta, o que deixa o assento { $seat } all-in por { $to } ao todo.
before-amount-uncalled = Não resta ninguém para agir: os { $amount } da aposta que o assento { $seat } colocou e que ninguém pode pagar voltam para o assento { $seat }.
item-uncalled = Não resta ninguém para agir: os { $amount } da aposta que o assento { $seat } colocou e que ninguém pode pagar voltam para o assento { $seat }.
away-if-clock-ends-hand = pede-se clock para o assento { $seat } diante da aposta e o tempo acaba antes de o jogador voltar: a mão morre, os { $in_pot } dela ficam no pot, e isso encerra a mão: o assento { $winner } ganha o pot de { $pot }
away-if-clock-ends-hand-back = pede-se clock para o assento { $seat } diante da aposta e o tempo acaba antes de o jogador voltar: a mão morre, os { $in_pot } dela ficam no pot, e isso encerra a mão: o assento { $winner } ganha o pot de { $pot } e recebe de volta os { $back } que ninguém pagou
seat-no-blind-yet = O jogador não pagou nenhum big blind no assento { $seat }: a mudança não pula nem dobra nenhum blind, apenas define quando vem o primeiro.
seat-if-no-blind-yet = o jogador ainda não pagou nenhum big blind no assento { $seat }: a mudança não pula nem dobra nenhum blind, e nada fica a critério do floor
rotation-worst-position-now = Na mesa curta o jogador fica com a pior posição, o assento { $seat }: o big blind da próxima mão ali, o que a regra permite mesmo que o assento fique então duas vezes como big blind ({ $rule_balancing_tables }-A).
rotation-worst-position = Na mesa curta o jogador fica com a pior posição, o assento { $seat }: o primeiro assento vago a que o big blind chega, em { $hands ->
        [one] { $hands } mão
       *[other] { $hands } mãos
    }; nunca o small blind ({ $rule_balancing_tables }-A).
error-rotation-short-table = a mesa curta: os seus assentos com jogador (1 a 12), o assento do seu último big blind entre eles, e o seu tamanho (2 a 12)
error-rotation-short-table-full = a mesa curta não tem assento vago
error-rotation-short-table-stud = `short_table` é para eventos mistos; num evento só de stud o jogador fica com o assento vago (`open_seat`)
penalty-repeat-top = Infrações repetidas levam a penalidades crescentes ({ $rule_penalties }-A), e as penalidades anteriores do jogador neste evento já chegaram ao topo da escala de rodadas de penalidade ({ $top } rodadas): o próximo degrau é a desclassificação; uma penalidade de mais rodadas é a outra escolha do floor.
cond-call-is-check = “Pago” sem aposta a enfrentar vale como mesa: a declaração obriga o assento { $seat } a dar mesa ({ $rule_invalid_bet_declarations }).
cond-may-not-raise = O assento { $seat } não pode aumentar aqui (as apostas não foram reabertas para ele), então o aumento declarado obriga o assento { $seat } a pagar { $to } ({ $rule_reopening_the_bet }).
cond-no-amount = Nenhum valor foi declarado: a declaração obriga o assento { $seat } ao mínimo: { $to }.
cond-more-than-stack = { $said } é mais do que o assento { $seat } tem: a declaração obriga o assento { $seat } a ir all-in com { $to }.
cond-more-than-limit = { $said } é mais do que o limite permite ao assento { $seat } aqui: a declaração obriga o assento { $seat } ao máximo, { $to }.
cond-below-minimum = { $said } está abaixo do mínimo de { $to }: é elevado para { $to } ({ $rule_incorrect_bets }).
cond-act-fold = desistir (fold)
cond-act-check = dar mesa
cond-act-call = pagar { $to }
cond-act-all-in = all-in com { $to }
cond-act-bet = apostar { $to }
cond-act-raise = aumentar para { $to }
play-out-uncalled = Ninguém pode pagar { $amount } da aposta do assento { $seat }: voltam para o assento { $seat }.
play-out-pot-won = O pot de { $amount } vai para { $count ->
        [one] o assento { $winners }
       *[other] os assentos { $winners }, dividido
    }.
play-out-pot-at-showdown = O pot de { $amount } é decidido no showdown entre os assentos { $eligible }.
penalty-nuts-call-not-soft-play = O assento { $seat } apenas pagou a última aposta do river, fechando a ação, com o nuts absoluto (sem risco de empate): isso sozinho não é soft play; ninguém é obrigado a aumentar ({ $rule_penalties }-B). Com esses fatos, não há punição.
bet-silent-chips = O assento { $seat } colocou { $chips } sem dizer nada, sem nada a pagar: as fichas são uma aposta do seu valor.
stud-deal-bring-in-if-card = O pedido não diz qual carta fechada foi exposta: se foi o { $card }, o assento { $seat } faz o bring-in (a outra possibilidade aparece como alternativa).
stud-deal-if-exposed-card = a carta exposta foi o { $card }: o assento { $seat } faz o bring-in
error-stud-deal-one-card = uma carta, como "As": a carta fechada que foi exposta
import-note-capped-limit-raise = actions[{ $index }]: o aumento de limite fixo do assento { $seat } anotado para { $to }, tudo o que um adversário pode pagar, é lido como o aumento do limite para { $full }: o adversário paga all-in por menos e { $excess } é devolvido sem ser pago
error-hand-one-blind-form-only = { $by ->
        [button] uma mão com blind do botão
        *[nobody] uma mão sem blinds
    } não tem small blind, small blind morto, ante do big blind, straddles nem posts fora dos blinds
import-note-ohh-draw-variant = o game_type "Draw" do OHH não nomeia a variante: lido como { $game } (cartas distribuídas: { $cards }; trocas: { $draws })
away-dead-nothing-in = A mão do assento { $seat } está morta: o tempo acabou com o jogador ausente, diante de uma aposta.
options-bet-to = apostar { $to }
options-bet-between = apostar um valor entre { $lo } e { $hi }
error-hand-spot-stud-no-button = o { $game } não tem botão (antes e bring-in no lugar dele): deixe o botão fora da situação
error-hand-spot-stud-cards = { $street }: cada assento recebeu { $n } cartas até agora; o assento { $seat } tem { $given }
error-hand-spot-up-cards = { $street }: cada assento mostra { $n ->
        [one] uma carta aberta
       *[other] { $n } cartas abertas
    }; o assento { $seat } mostra { $given }
error-replay-spot-opener-by-cards = { $street }: ninguém agiu ainda e, pelas cartas abertas, o assento { $opener } age primeiro, não o assento { $seat }
error-hand-run-only-board-deal = `run` só se indica num deal do board, num jogo com board (aqui: { $game })
error-hand-run-out-of-order = o run { $run } não é o seguinte: depois do primeiro vêm o 2 e depois o 3, cada um dado depois do anterior
error-replay-run-not-due = um deal do run { $run } vem antes de as apostas se fecharem com um jogador all-in, antes de o board do primeiro run estar completo, ou fora da ordem das streets: só se volta a dar o board para as cartas que ainda faltam depois de terminadas as apostas
options-not-reopened-limit = O assento { $seat } já agiu nesta rodada e agora enfrenta { $to_call }, menos que { $need } (meia aposta): a aposta não é reaberta, então o assento { $seat } só pode pagar ou desistir ({ $rule_reopening_the_bet }).
string-later-chips-complete = O assento { $seat } ainda tem de chegar a { $to }: dos { $back } dos movimentos seguintes, { $used } ficam para isso e só { $rest } volta ao jogador.
string-later-chips-all-stay = O assento { $seat } ainda tem de chegar a { $to }: os { $back } dos movimentos seguintes ficam para isso, e nada volta.
bet-completion-all-in = O assento { $seat } tem menos do que o aumento completo para { $full_to }: completá-lo põe o assento { $seat } all-in com { $to }, abaixo de um aumento completo ({ $rule_reopening_the_bet }).
string-summary-call = Um call de { $to }; ao todo, { $back } voltam ao assento { $seat }, incluindo as fichas dos movimentos seguintes.
incorrect-bet-caller-brought-up = O assento { $seat } pagou os { $to }: um call iguala a aposta que paga, por isso o assento { $seat } acrescenta { $add } e paga os { $min_to } corrigidos ({ $rule_incorrect_bets }).
incorrect-bet-caller-all-in = O assento { $seat } pagou os { $to } e só lhe restam { $add }: acrescenta-os, all-in, abaixo dos { $min_to } corrigidos ({ $rule_incorrect_bets }).
sderr-break-too-late = A mão foi a última antes de um intervalo: a reclamação tinha de ser feita até um minuto depois de o pot ser entregue; esta veio depois, por isso o pot fica como foi entregue ({ $rule_disputed_hands }).
button-button-blind-moves = Os blinds são só do botão (um button blind): o botão, e o seu blind com ele, avança um jogador, do assento { $from } para o assento { $button }; nenhum assento deve blind, por isso nenhum botão ou blind fica morto ({ $rule_dead_button }).
button-no-blinds-moves = A mão não tem blinds (só antes): o botão avança um jogador, do assento { $from } para o assento { $button }, e nada mais é postado ({ $rule_dead_button }).
button-summary-button-blind = Próxima mão: botão no assento { $button }, que posta o button blind; nenhum outro blind.
button-summary-no-blinds = Próxima mão: botão no assento { $button }; sem blinds (só antes).
knob-clock-seconds = Segundos que um jogador tem para agir depois de pedido o relógio, antes da contagem regressiva (TDA: 25).
knob-clock-countdown-seconds = Segundos da contagem regressiva que se segue (TDA: 5).
knob-clock-expiry = O que acontece quando o relógio se esgota (TDA: a mão está morta diante de uma aposta; sem aposta, é mesa).
knob-shot-clock-seconds = Shot clock: segundos que cada jogador tem para cada decisão, correndo sem que o relógio seja pedido (TDA: nenhum, 0; o relógio é pedido por um jogador ou pelo floor).
knob-time-bank-seconds = Segundos que um cartão de tempo extra (time bank) acrescenta ao tempo do jogador (TDA: nenhum, 0).
knob-time-banks = Cartões de tempo extra que cada jogador tem no evento (TDA: nenhum, 0).
knob-limit-cap-bets = Apostas permitidas por rodada de apostas no limit: uma aposta e os aumentos que a seguem (TDA: o limite da casa; o padrão do motor é 4, uma aposta e três aumentos). Uma mão que declara o próprio limite fica com ele.
knob-limit-cap-heads-up = Se o limite de aumentos ainda vale com dois jogadores na mão (TDA: vale, até o evento chegar a dois jogadores).
knob-stud-completion-counts = Se, no stud, completar o bring-in é a aposta da rodada que conta para o limite (TDA: é: o bring-in não é aposta e completar é a primeira aposta inteira, o "complete" da Regra 3; uma casa que não a conta permite completar e ainda tantos aumentos quanto o limite).
knob-bring-in-ace-high = Se o ás conta como alto para o bring-in no stud e no stud/8, de modo que um ás nunca abre com o bring-in (TDA: silencia, é regra de jogo da casa; a leitura do motor, como a do PokerKit e da WSOP: alto). No razz o ás é sempre baixo e a carta mais alta abre com o bring-in; os naipes valem paus, ouros, copas, espadas, em ordem crescente.
knob-passive-out-of-turn = Qual leitura de uma ação passiva fora de vez se aplica (TDA: a da própria edição).
knob-big-blind-ante-order = O que um big blind curto posta primeiro num formato de ante do big blind (TDA: o blind).
knob-dodging-blinds = O que custa fugir dos blinds de propósito (TDA: uma penalidade).
knob-at-seat-by = O momento em que o jogador precisa estar no assento (TDA: a última carta da distribuição inicial).
knob-odd-chip = Quem fica com a ficha indivisível de um pot dividido num jogo de board (TDA: o primeiro vencedor à esquerda do botão).
knob-misread-window = Até quando uma mão aberta lida errado pode ser corrigida (TDA: até começar a mão seguinte).
knob-pot-error-window = Até quando um pot dado ao jogador errado pode ser corrigido (TDA: até haver ação substancial na mão seguinte).
knob-ask-to-see = Quem pode pedir para ver uma mão no showdown (TDA: quem pagou no river, a mão do último agressor; os demais pedidos, a critério do floor).
knob-deliberate-exposure = O que expor cartas de propósito com ação pendente faz com a mão (TDA: uma penalidade; a mão continua viva).
knob-first-penalty = A primeira penalidade por uma infração sem outras antes (TDA: a critério do floor; as regras tendem à advertência).
knob-penalty-max-rounds = O máximo de rodadas de penalidade que a escala alcança antes da desclassificação (TDA: a critério do floor; a leitura do motor, 3).
knob-halt-short-by = Uma mesa com esse número de jogadores ou mais a menos que a maior mesa para o jogo (TDA: 3).
knob-substantial-actions = Ação substancial: esse número de ações na vez, quaisquer que sejam (TDA: 3).
knob-substantial-actions-with-chips = Ação substancial: esse número de ações na vez quando ao menos uma põe fichas (TDA: 2).
knob-conditional-statements = Se uma declaração condicional vincula (TDA: o floor decide).
knob-chip-count = Quando um jogador pode pedir a contagem exata das fichas de um adversário (TDA: diante do all-in desse jogador, na sua vez).
knob-pot-limit-overbet = O que acontece com uma aposta pot-limit maior que o pot (TDA: reduzida para todos que pagam até a próxima carta).
knob-expects-int = um número inteiro de { $min } a { $max }
knob-expects-choice = um de { $values }
knob-expects-flag = true ou false
seat-later-in-orbit = O big blind ({ $big }) chega ao jogador { $hands ->
        [one] uma mão
       *[other] { $hands } mãos
    } mais tarde do que chegaria: muda a ordem da volta, mas o próximo big blind do jogador continua sendo o desta volta, então nada é pulado e não há nada a repor.
seat-sooner-in-orbit = O big blind ({ $big }) chega ao jogador { $hands ->
        [one] uma mão
       *[other] { $hands } mãos
    } mais cedo do que chegaria: muda a ordem da volta, mas o jogador o paga uma vez na volta, então nada é pago duas vezes e não há nada a devolver.
seat-in-orbit-floor = Nenhuma regra trata de um blind deslocado por uma mudança de lugar, então a última palavra é do floor; as regras tendem a que nada seja devido de parte a parte.
rotation-left-since = Jogadores saíram desde aquela mão: o botão morto (Regra 32) posiciona a próxima mão a partir dos blinds daquela mão, o big blind avançando um jogador, e um assento que ficou vazio continua vazio.
rotation-dead-small = O small blind é morto: o big blind da última mão (assento { $seat }) saiu.
rotation-dead-button = O botão fica morto no assento { $seat }, agora vazio.
rotation-next-button-summary-no-small = Botão no assento { $button }, sem small blind, big blind no assento { $big }.
error-rotation-left-since = um assento que saiu desde então é numerado de 1 a 12 e não está em `seats` (`left_since`)
h4h-if-different-tables = Se os jogadores foram eliminados em mesas diferentes na mesma mão do mão a mão: dividem suas posições e o dinheiro ({ $rule_rp_hand_for_hand }); a ordem pelas fichas iniciais vale para eliminações numa mesma mesa.
h4h-different-tables = Os jogadores foram eliminados em mesas diferentes: a ordem pelas fichas iniciais ({ $rule_simultaneous_busts }) vale para eliminações numa mesma mesa, então dividem como manda o mão a mão.
