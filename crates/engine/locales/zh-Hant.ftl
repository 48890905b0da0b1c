### floorcall: the words of rulings in Traditional Chinese (zh-Hant, Taiwan/Macau/Hong Kong card rooms).
### Rule titles and summaries are floorcall's own paraphrase, used with the TDA's permission
### (see NOTICE in the rulings); the official TDA rules govern.
### A message per reason of crates/engine/src/disputes; its arguments ($seat, $to…) are the
### fields of the reason. Chips arrive formatted; Chinese has no plural forms, so count
### selectors keep only `*[other]` (and exact numbers where the wording differs).

language-name = 繁體中文
number-group-separator = {","}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {"、"}
list-last-separator = {"、"}
clause-separator = {"；"}
# A rule named in a reason: its number in the ruling's edition.
rule-ref = 規則 { $number }
# … where the edition's number is not known: its 2024 number, said to be so.
rule-ref-unknown = 2024 年版規則 { $number }
# The summary of a ruling whose reasons gave none (never expected).
ruling-no-summary = 本爭議由現場裁判裁定。
# The TDA permission notice every ruling carries.
ruling-notice = Poker TDA 規則編號及標題經撲克賽事總監協會（Poker Tournament Directors Association，www.pokertda.com）許可使用。摘要與推理為 floorcall 自行轉述，並非官方條文；一切以 TDA 官方規則為準。

## bet

bet-words-after-chips = 口頭宣告在籌碼落定之後才說出，因此以籌碼決定行動（{ $rule_methods_of_betting }：以先發生者為準）。
bet-words-with-chips = 口頭宣告與籌碼同時發生：與籌碼同時作出的明確口頭宣告優先（{ $rule_methods_of_betting }-A）。
bet-raise-by = 「加 { $by }」是在 { $current } 的下注上再加 { $by }：即加注到 { $to }。
bet-if-words-came-first = 口頭宣告是在籌碼落定之前或同時說出的
bet-assumes-chips-first = 此判讀假設籌碼先於口頭宣告落定。若口頭宣告在先，則改以口頭宣告決定行動（{ $rule_methods_of_betting }）：{ $words }
bet-floor-holds-to-words = 裁判要求玩家依其口頭宣告執行
bet-floor-holds-to-chips = 裁判要求玩家依其推出的籌碼執行
bet-words-reading = 口頭宣告：{ $words }
bet-chips-reading = 籌碼：{ $chips }
bet-words-unclear = { $seat } 號位的口頭宣告與籌碼不一致，且宣告未被清楚聽見：沒有固定答案，由裁判盡可能公平地裁定（{ $rule_methods_of_betting }、{ $rule_floor_decisions }）。
bet-words-before-chips = 口頭宣告先於籌碼，因此以口頭宣告決定行動（{ $rule_methods_of_betting }）。
bet-gathered-all-in = { $seat } 號位把所有籌碼攏在一起向前推出：可判讀為全下 { $to }；由裁判決定。
bet-gesture-may-mean-all-in = 以單一動作把整疊籌碼推出或拋出，不論逐枚籌碼的判斷標準如何，都可能被判讀為有意全部押上；TDA 將此交由裁判決定（{ $rule_floor_decisions }）。
bet-floor-judges-chip-by-chip = 裁判改為逐枚判斷籌碼
bet-fold-binds = { $seat } 號位棄牌：棄牌具約束力。
bet-fold-when-not-facing-a-bet = 未面對下注時輪到自己而棄牌，屬於非標準做法，但仍具約束力（{ $rule_non_standard_folds }）。
bet-checked = { $seat } 號位過牌。
bet-check-facing-a-bet = { $seat } 號位在面對 { $facing } 的下注時說「過牌」：{ $seat } 號位可以跟注或棄牌，但不得加注（{ $rule_invalid_bet_declarations }）。
bet-call-with-no-bet = { $seat } 號位在沒有下注可跟時說「跟注」：視為過牌（{ $rule_invalid_bet_declarations }）。
bet-call-binds = { $seat } 號位輪到自己時說「跟注」：須完整跟注到 { $to }（{ $rule_binding_declarations_undercalls }）。
bet-declared-call-is-no-undercall = 推出的 { $pushed } 不算跟注不足：已宣告「跟注」，因此 { $seat } 號位須補足完整的 { $to_call }。
bet-declared-all-in = { $seat } 號位宣告全下：本輪合計 { $to }。
bet-short-all-in = { $to } 不足一個完整加注（到 { $full_to }）：屬於不足額全下，對已行動過的玩家不會重新開放加注（{ $rule_reopening_the_bet }）。
bet-raise-not-allowed-calls = { $seat } 號位此時不得加注，因此宣告的加注使 { $seat } 號位須跟注 { $current }（{ $rule_reopening_the_bet }）。
bet-pot-not-allowed-calls = { $seat } 號位此時不得加注，因此「底池」使 { $seat } 號位須跟注到 { $to }。
bet-pot-limit-pot = 底池限注：「底池」即下注底池的金額；{ $seat } 號位合計為 { $to }（{ $rule_pot_limit_bets }）。
bet-floor-may-allow-any-amount = 若 { $seat } 號位立即說明，裁判可允許其下注 { $to } 至 { $max_to } 之間的任何合法金額。
bet-below-minimum-brought-up = { $to } 低於最低金額 { $min_to }：補足到 { $min_to }（{ $rule_incorrect_bets }）。
bet-above-the-most = { $to } 超過上限；最多為 { $max_to }。
bet-raise-amount-is-a-total = 「加注」加上金額，指的是加注到該總額（{ $rule_raise_amounts }）。
bet-is-all-in = { $seat } 號位全下，合計 { $to }。
bet-bets = { $seat } 號位下注 { $to }。
bet-raises-to = { $seat } 號位加注到 { $to }。
bet-unclear-amount-read = 「{ $amount }」不可能是字面意思（低於大盲注 { $big_blind }）；不明確的金額判讀為不超過底池 { $pot } 的最高合理金額：{ $read }（{ $rule_unclear_betting }）。
bet-amount-alone-is-pushed = 只說出金額，等同於不發一語推出 { $read }（{ $rule_methods_of_betting }）。
bet-oversized-chip-calls = 面對 { $facing } 的下注，推出單枚 { $chip } 籌碼而事先未說「加注」，視為跟注：退回 { $back }。
bet-oversized-chip-rule = 規則：大面額籌碼視為跟注，除非在籌碼落定前已宣告「加注」（{ $rule_oversized_chip }），即使是玩家的最後一枚籌碼亦同。
bet-every-chip-needed = 跟注 { $current }：每一枚籌碼都是跟注所必需{ $any ->
        [yes] ，退回 { $back }。
       *[no] 。
    }
bet-removing-one-leaves-less = { $chips }；拿走一枚 { $smallest } 後剩下 { $without_one } < 跟注所需的 { $need }，因此每一枚籌碼都是必需的：視為跟注（{ $rule_multiple_chip_betting }）。
bet-removing-one-leaves-enough = { $chips }；拿走一枚 { $smallest } 後剩下 { $without_one } ≥ 跟注所需的 { $need }，因此並非每一枚籌碼都是必需的。
bet-last-chips-all-in = 這是 { $seat } 號位最後的籌碼，因此不論 50% 標準如何，{ $seat } 號位全下，合計 { $to }（{ $rule_multiple_chip_betting }）。
bet-raise-not-allowed-chips-call = { $seat } 號位此時不得加注，因此這些籌碼視為跟注 { $current }；退回 { $back }。
bet-full-raise-reached = { $total } 達到一個完整加注（{ $current } + { $full } = { $full_to }）：加注到 { $total }（{ $rule_raise_amounts }）。
bet-full-raise-held = { $total } 達到一個完整加注（{ $current } + { $full } = { $full_to }），但允許的上限是 { $max_to }{ $pot ->
    [yes] （超過底池的下注不合規，{ $rule_incorrect_bets }-B）
   *[no] （限注遊戲中為一注）
}：加注到 { $max_to }（{ $rule_raise_amounts }）。
bet-a-raise-to = 加注到 { $to }。
bet-a-raise-to-back = 加注到 { $to }；多出的 { $back } 退回。
bet-half-raise-must-complete = 適用 50% 標準：{ $total } ≥ { $half }，即超過跟注額達半個加注，但 < { $current } + { $full } = { $full_to }：{ $seat } 號位須補足為完整加注，到 { $full_to }（{ $rule_raise_amounts }）。
bet-must-complete-to = 視為加注：{ $seat } 號位須補足為完整加注，到 { $full_to }。
bet-less-than-half-raise = 適用 50% 標準：{ $total } < { $half }，超過跟注額不足半個加注：視為跟注，退回 { $back }（{ $rule_raise_amounts }）。
bet-call-goes-back = 跟注 { $current }；{ $back } 退回給 { $seat } 號位。
bet-prior-covers-the-call = 面前已有的 { $prior } 已足夠跟注 { $current }；再加籌碼即以全部籌碼構成下注：合計 { $total }（{ $rule_prior_bet_chips }）。
bet-prior-partly-pulled-back = 先前的籌碼有一部分被收回：剩下的 { $prior } 加上新推出的籌碼，合計 { $total }，一併判斷（{ $rule_prior_bet_chips }）。
bet-prior-all-pulled-back = 先前的籌碼已全部收回：新推出的籌碼以完整跟注額 { $need } 來判斷（{ $rule_prior_bet_chips }）。
bet-prior-short-of-call = 面前的 { $base } 不足以跟注；在不動它的情況下，新推出的籌碼以仍欠的 { $need } 來判斷（{ $rule_prior_bet_chips }）。
bet-single-new-chip-calls = 新推出的單枚 { $chip } 籌碼視為跟注（{ $rule_oversized_chip }）。
bet-undercall = { $seat } 號位推出 { $put }，少於應跟的 { $to_call }，且未說「跟注」：屬於跟注不足（{ $rule_binding_declarations_undercalls }）。
bet-floor-decides-undercall = 這是多人底池，且面對的下注（{ $current }）不是本輪的開局下注，因此由裁判決定：要求完整跟注，或讓 { $seat } 號位放棄已推出的 { $forfeit } 並棄牌。
bet-floor-requires-full-call = 裁判要求完整跟注
bet-floor-lets-forfeit = 裁判讓玩家放棄已推出的籌碼並棄牌
bet-undercall-of-a-raise = 多人底池中對加注跟注不足：裁判可要求完整跟注到 { $call_to }，或讓 { $seat } 號位放棄已推出的 { $forfeit } 並棄牌。
bet-no-limit-pot-is-a-minimum = 在無限注中「底池」不是有效金額，但它使 { $seat } 號位至少須作出最低{ $word ->
        [bet] 下注
       *[raise] 加注
    }：到 { $to }（{ $rule_pot_limit_bets }）。
bet-declared-with-chips = { $seat } 號位宣告{ $word ->
        [bet] 下注
       *[raise] 加注
    }並推出 { $chips }：金額以籌碼為準。
bet-declared-without-amount = { $seat } 號位宣告{ $word ->
        [bet] 下注
       *[raise] 加注
    }但未說金額：{ $seat } 號位至少須作出最低金額，到 { $min_to }。
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = { $when ->
        [heads-up] 單挑時
       *[opening-bet] 多人底池中面對本輪開局下注時
    }的跟注不足，須補足為完整跟注：到 { $call_to }。
bet-undercall-must-call = { $when ->
        [heads-up] 單挑時
       *[opening-bet] 多人底池中面對本輪開局下注時
    }跟注不足：{ $seat } 號位須完整跟注 { $call_to }。

## options

options-to-call = 本輪下注額為 { $current }；{ $seat } 號位{ $any_in ->
        [yes] 已投入 { $committed }
       *[no] 尚未投入任何籌碼
    }，因此跟注需要 { $to_call }。
options-full-raise = 本輪最大的完整下注或加注為 { $full }（{ $rule_raise_amounts }）：加注至少須到 { $current } + { $full } = { $min_to }。
options-short-all-in-is-no-full-raise = 不足額全下不算完整加注，也不會改變該金額，即使數個不足額全下加起來更多亦同（{ $rule_reopening_the_bet }）。
options-not-reopened = { $seat } 號位本輪已經行動過，現在面對 { $to_call }，少於 { $need }（一個完整加注）：下注未重新開放，因此 { $seat } 號位只能跟注或棄牌（{ $rule_reopening_the_bet }）。
options-cap-reached = 本輪已達 { $bets } 注的上限（一次下注加 { $raises } 次加注，{ $rule_number_of_raises }）：{ $seat } 號位可以跟注或棄牌。
options-call-takes-all-chips = 跟注會用掉 { $seat } 號位所有籌碼：已沒有籌碼可以加注。
options-no-opponent-to-call = 沒有對手有籌碼可跟注超過 { $current } 的金額：加注永遠不會有人跟，因此 { $seat } 號位可以跟注或棄牌。
options-reopened = { $seat } 號位本輪已經行動過，但現在面對 { $to_call }，至少為一個完整加注 { $full }：下注重新開放（{ $rule_reopening_the_bet }）。
options-not-acted-yet = { $seat } 號位本輪尚未行動（下盲注不算行動），因此 { $seat } 號位可以加注（{ $rule_reopening_the_bet }）。
options-fixed-limit-size = 限注：本輪下注與加注每次為 { $bet }；加注到 { $to }。
options-short-of-a-full-raise = { $seat } 號位本輪合計只有 { $all_in }，不足一個完整加注：加注即為全下 { $all_in }。
options-check = 過牌
options-call = 跟注 { $amount }
options-raise-to = 加注到 { $to }
options-raise-between = 加注到 { $lo } 至 { $hi } 之間的任一金額
options-may-fold-call-or-raise = { $seat } 號位可以棄牌、{ $call }，或{ $raise }。
options-may-only-call-or-fold = { $seat } 號位只能棄牌或{ $call }；不得加注。
options-pot-limit-maximum = 底池限注：先跟注 { $to_call }，再加上跟注後的底池大小{ $preflop ->
        [yes] （翻牌前，以完整盲注計算）
       *[no] {""}
    }；{ $seat } 號位最多可加注到 { $max_to }（{ $rule_pot_limit_bets }）。

## out-of-turn

out-of-turn-fold-binds = 未輪到時棄牌具約束力：{ $seat } 號位的手牌成為死手（{ $rule_non_standard_folds }）。
out-of-turn-follows-the-2026-illustration = floorcall 未取得本規則的 2026 年條文；本裁定依 2026 年的示例（單挑：搶先過牌後對手下注，只能跟注或棄牌）。依 2024 年規則，該玩家擁有所有選擇。
out-of-turn-behind = { $behind } 號位也在 { $seat } 號位之後搶先行動（{ $act }），發生在行動被退回之前。輪到該玩家時以同樣方式判斷：若 { $behind } 號位屆時面對的{ $any_bet ->
        [yes] 是 { $faced } 的下注
       *[no] 是無人下注
    }，與當時相同，則具約束力；若行動已改變，{ $with_chips ->
        [yes] 籌碼可以收回，{ $behind } 號位擁有所有選擇
       *[no] { $behind } 號位擁有所有選擇
    }（{ $rule_action_out_of_turn }-A）。
out-of-turn-behind-fold = { $behind } 號位也搶先棄牌：搶先棄牌具約束力，因此 { $behind } 號位的手牌成為死手（{ $rule_non_standard_folds }）。
out-of-turn-passive-in-2026 = 依 2026 年規則，單挑時這個搶先過牌在行動改變後，會限制該玩家只能跟注或棄牌；2024 年規則則給予所有選擇。
out-of-turn-unchanged-binds = { $seat } 號位面對的行動沒有改變（{ $any_bet ->
        [yes] 仍為 { $faced }
       *[no] 仍無人下注
    }），因此搶先行動具約束力：{ $act }（{ $rule_action_out_of_turn }）。
out-of-turn-over-the-most = { $seat } 號位下注到 { $to }，超過了輪到他時本輪允許的上限 { $most }：按 { $most } 生效，多出的 { $back } 退回。
out-of-turn-back-to-the-seat-in-turn = 行動退回 { $next } 號位。若 { $seat } 號位之前的玩家只有過牌、跟注或棄牌，搶先行動（{ $act }）成立；若有人下注或加注，搶先行動即不具約束力，{ $seat } 號位擁有所有選擇（{ $rule_action_out_of_turn }）。
out-of-turn-if-next-raises = { $next } 號位加注（例如加到 { $min_to }）
out-of-turn-raise-example = 例如，若 { $next } 號位加注到 { $min_to }，{ $seat } 號位面對 { $min_to }，可以跟注 { $to_call }、再加注到至少 { $reraise_to } 或棄牌；搶先推出的 { $returned } 可以退回。
out-of-turn-if-others-only-check-call-or-fold = { $seat } 號位之前的玩家只有過牌、跟注或棄牌
out-of-turn-spoke-up = { $skipped } 號位在實質行動發生前出聲：行動退回 { $skipped } 號位，搶先行動依{ $rule_action_out_of_turn }-A 判斷（除非行動改變，否則具約束力）（{ $rule_action_out_of_turn }）。
out-of-turn-fold-always-binds = 搶先棄牌在任何情況下都具約束力（{ $rule_non_standard_folds }）。
out-of-turn-skipped-stays-silent = { $skipped } 號位被跳過，且在搶先的實質行動發生前沒有出聲：搶先行動成立。{ $skipped } 號位的手牌如何處理由裁判決定（例如判為死手，或限制只能跟注或棄牌）（{ $rule_action_out_of_turn }）。
out-of-turn-floor-rules-hand-dead = 裁判判定 { $skipped } 號位的手牌為死手
out-of-turn-floor-keeps-hand-live = 裁判保留 { $skipped } 號位的手牌有效，但只能跟注或棄牌
out-of-turn-if-spoke-up = { $skipped } 號位在實質行動發生前已出聲
out-of-turn-check-and-fold-reading = 過牌與棄牌只有依{ $rule_substantial_action } 括號內的說明才算實質行動；floorcall 依定義句判讀（須有籌碼投入），裁判可作不同判讀。
out-of-turn-floor-counts-check-and-fold = 裁判將過牌與棄牌計為實質行動
out-of-turn-skipped-keeps-right = 尚未發生實質行動：{ $skipped } 號位保有行動的權利；行動退回 { $skipped } 號位（{ $rule_action_out_of_turn }）。
out-of-turn-fold = 棄牌
out-of-turn-check = 過牌
out-of-turn-call = 跟注
out-of-turn-bet = 下注 { $to }
out-of-turn-raise = 加注到 { $to }
out-of-turn-passive-then-changed = { $seat } 號位搶先作出被動行動（{ $act }）後，行動已改變：依 2026 年規則，{ $seat } 號位只能跟注 { $to_call } 或棄牌，不得加注（{ $rule_action_out_of_turn }）。
out-of-turn-changed-not-binding = 在輪到 { $seat } 號位之前，行動已從{ $any_bet ->
        [yes] {" "}{ $faced }{" "}
       *[no] 無人下注
    }變為 { $now }，因此搶先行動（{ $act }）不具約束力：{ $any_back ->
        [yes] { $returned } 退回，{ $seat } 號位
       *[no] { $seat } 號位
    }擁有所有選擇：跟注 { $to_call }{ $raise_from ->
        [0] {""}
       *[other] 、加注到至少 { $raise_from }
    } 或棄牌（{ $rule_action_out_of_turn }）。
out-of-turn-counted-substantial = { $skipped } 號位左側有 { $actions ->
       *[other] { $actions } 次
    }搶先行動，其中{ $with_chips ->
        [0] 沒有任何一次
       *[other] 有 { $with_chips } 次
    }投入籌碼：構成實質行動（{ $rule_substantial_action }）。
out-of-turn-counted-not-yet = { $skipped } 號位左側有 { $actions ->
       *[other] { $actions } 次
    }搶先行動，其中{ $with_chips ->
        [0] 沒有任何一次
       *[other] 有 { $with_chips } 次
    }投入籌碼：尚未構成實質行動（{ $rule_substantial_action }）。
out-of-turn-all-in = 全下
out-of-turn-show-or-muck = 亮牌或蓋牌丟棄

## incorrect-bet

incorrect-bet-over-pot-stands = 下注到 { $to }，超過底池限注上限 { $max_to }，但下一張牌已經發出：下注成立（{ $rule_incorrect_bets }）。
incorrect-bet-over-pot-stands-after-action = 下注到 { $to }，超過底池限注上限 { $max_to }，但其後已發生實質行動（{ $actions } 次行動，{ $with_chips ->
        [0] 沒有任何一次
       *[other] 其中 { $with_chips } 次
    }投入籌碼）：依本場規則，下注成立。
incorrect-bet-low-count-raised = 下注者喊「底池」，但荷官算少了：下注後尚未發生實質行動，因此提高到底池下注額 { $max_to }（{ $rule_incorrect_bets }）。
incorrect-bet-check-and-fold-only = 其後只有過牌與棄牌：只有依{ $rule_substantial_action } 括號內的說明才算實質行動；裁判可如此判讀，讓下注成立。
incorrect-bet-below-minimum-stands = 下注到 { $to }，低於最低額 { $min_to }，但下一張牌已經發出：下注成立（{ $rule_incorrect_bets }）。
incorrect-bet-below-minimum-corrected = 下注到 { $to }，低於合法最低額 { $min_to }；在同一輪內發現，更正為 { $min_to }（{ $rule_incorrect_bets }）。
incorrect-bet-over-pot-reduced = 下注到 { $to }，超過底池限注上限 { $max_to }，且在下一張牌發出前被發現：本輪所有跟注者的金額都減為 { $max_to }，即使已發生實質行動亦同（{ $rule_incorrect_bets }）。{ $callers ->
        [0] {""}
        [1] 已跟注的 { $seats } 號位退回 { $back }。
       *[other] 已跟注的 { $seats } 號位各退回 { $back }。
    }
incorrect-bet-low-count-stands = 下注者喊「底池」，並依荷官算出的金額下注 { $to }；底池下注額應為 { $max_to }。下注後已發生實質行動（{ $actions } 次行動，{ $with_chips ->
        [0] 沒有任何一次
       *[other] 其中 { $with_chips } 次
    }投入籌碼，{ $rule_substantial_action }），因此較小的下注成立（{ $rule_incorrect_bets }）。

## cards-dealt

cards-dealt-counted = 發牌以來：輪到時的行動 { $actions ->
       *[other] { $actions } 次
    }，其中{ $with_chips ->
        [0] 沒有任何一次
       *[other] 有 { $with_chips } 次
    }投入籌碼（盲注不計）。
cards-dealt-burns-as-normal = 燒牌照常進行，每一輪發牌前燒一張。
cards-dealt-extra-card-is-not-the-burn = 多出的那張牌不算燒牌：荷官從剩餘牌堆燒一張牌，再發翻牌。
cards-dealt-burn-one-card-only = 荷官只燒一張牌並發出翻牌；不會多燒牌來恢復剩餘牌堆原本的順序。
cards-dealt-no-misdeal-hand-dead = 這已構成實質行動（{ $rule_substantial_action }），因此不算誤發牌（{ $rule_misdeals }）：{ $seat } 號位持有 { $cards ->
       *[other] { $cards } 張牌
    }的手牌為死手。
cards-dealt-dead-hand-play-on = 已發生實質行動：{ $seat } 號位的手牌為死手，牌局繼續。
cards-dealt-button-exception = { $seat } 號位是按鈕位，發到的牌張數不足：{ $rule_button_too_few_cards } 是張數錯誤即誤發牌（{ $rule_misdeals }-A）的例外，不論實質行動之前或之後皆適用。{ $acted ->
    [yes] 按鈕位已經行動，因此例外不再適用。
   *[no] 按鈕位尚未行動。
}
cards-dealt-button-completed = 補齊按鈕位的手牌：{ $seat } 號位補發缺少的 { $missing ->
   *[other] { $missing } 張牌
}，牌局繼續。
cards-dealt-button-next-card-from-stub = 缺少的牌從剩餘牌堆頂端、燒牌之前取出；之後照常燒牌並發翻牌。
cards-dealt-button-acted-dead = 按鈕位在手牌張數不足的情況下行動：{ $seat } 號位的手牌為死手，牌局繼續。
cards-dealt-no-substantial-action-yet = 尚未發生實質行動（{ $rule_substantial_action }）：有玩家拿到錯誤張數的牌即為誤發牌；以相同的按鈕位與盲注級別原樣重發。
cards-dealt-misdeal-redeal = 誤發牌：{ $seat } 號位在實質行動前持有 { $cards ->
       *[other] { $cards } 張牌
    }；重發這手牌。
cards-dealt-floor-counts-check-and-fold = 裁判將過牌與棄牌計為實質行動

## show-request
show-request-no-cards-no-right = { $requester } 號位手上已經沒有牌（已棄牌，或未亮牌就丟進棄牌堆），因此 { $requester } 號位不得要求看任何手牌（{ $rule_asking_to_see_a_hand }）。
show-request-called-the-river-bet = 河牌圈有下注，{ $target } 號位是最後的進攻者；{ $requester } 號位跟注並已攤牌或保留手牌，因此 { $requester } 號位有絕對權利看 { $target } 號位的手牌（{ $rule_asking_to_see_a_hand }）。
show-request-no-river-bet = { $requester } 號位可以要求，但沒有絕對權利：河牌圈沒有下注，沒有人付費看牌。由裁判酌情決定（{ $rule_asking_to_see_a_hand }）。
show-request-not-the-river-aggressor = { $requester } 號位可以要求，但沒有絕對權利：{ $target } 號位不是河牌圈最後的進攻者。由裁判酌情決定（{ $rule_asking_to_see_a_hand }）。
show-request-house-anyone = 依本場規則，任何仍持有手牌的玩家都可以看攤牌時任何一手牌：{ $requester } 號位可以看 { $target } 號位的手牌，被亮出的手牌仍然有效。
show-request-house-callers-only = 依本場規則，只有跟注河牌下注的玩家可以看牌，而且只能看最後進攻者的手牌：{ $requester } 號位不得看 { $target } 號位的手牌。


## face-up
face-up-turned-up-now = 可以：{ $all_in_count ->
       *[other] { $all_in } 號位
    }已全下，且不可能再有下注，因此所有有效手牌（{ $live } 號位）現在翻開（{ $rule_face_up_for_all_ins }）。{ $cards_to_come ->
        [0] {""}
       *[other] 接著燒牌並發完其餘公共牌。
    }
face-up-side-pots-first = 先分配邊池，再分配主池；不得在邊池結算前讓全下玩家的手牌保持蓋著（{ $rule_side_pots }）。
face-up-nobody-all-in-shows-first = 沒有人全下，因此{ $rule_face_up_for_all_ins } 不適用；本次攤牌由 { $who } 號位先亮牌（{ $rule_showdown_order }）。
face-up-nobody-all-in = 沒有人全下，因此{ $rule_face_up_for_all_ins } 不適用；由攤牌順序決定誰先亮牌（{ $rule_showdown_order }）。
face-up-not-yet-betting-open = 還不行：沒有人全下，下注仍在進行（{ $rule_face_up_for_all_ins }）。
face-up-not-yet-others-may-bet = 還不行：{ $all_in_count ->
       *[other] { $all_in } 號位
    }已全下，但 { $with_chips } 號位仍有籌碼、仍可下注；手牌保持蓋著（{ $rule_face_up_for_all_ins }）。


## showdown
showdown-big-blind-first = { $seat } 號位是大盲注，只有 { $stack }：先下大盲注且為有效盲注（{ $live }），其餘（{ $ante }）作為大盲前注（{ $rule_rp_ante_formats }）。
showdown-ante-first = { $seat } 號位是大盲注，只有 { $stack }：依本場規則先下大盲前注（{ $ante }），只有其餘部分（{ $live }）是有效盲注。
showdown-board = 公共牌：{ $board }。
showdown-low = { $seat } 號位的低牌：{ $low }。
showdown-no-low = { $seat } 號位沒有 8 或更好的低牌。
showdown-hi-lo-split = 高低分池：每個底池對分，一半給最好的高牌，一半給 8 或更好的最佳低牌；零頭籌碼歸高牌那一半（{ $rule_odd_chips }-C）。
showdown-hi-lo-scoop = 高低分池：沒有人有 8 或更好的低牌，因此每個底池全歸最好的高牌。
showdown-seat-hand = { $seat } 號位（{ $hole }）：{ $category }，{ $five }。
showdown-category = { $category ->
        [high-card] 高牌
        [pair] 一對
        [two-pair] 兩對
        [trips] 三條
        [straight] 順子
        [flush] 同花
        [full-house] 葫蘆
        [quads] 四條
       *[straight-flush] 同花順
    }
showdown-share = { $seat } 號位 { $amount }
showdown-pot = { $pot ->
        [main] 主池
       *[side] 邊池
    } { $amount }（有資格的座位：{ $eligible }）：{ $shares }。
showdown-pot-short = { $pot ->
        [main] 主池
       *[side] 邊池
    } { $amount }：{ $shares }
showdown-summary = { $pots }。
showdown-odd-chips = 零頭籌碼換成最小面額 { $smallest_chip } 後，給按鈕左邊第一位贏家（{ $rule_odd_chips }），每個底池分別計算（{ $rule_side_pots }）。
showdown-odd-chips-by-suit = 零頭籌碼換成最小面額 { $smallest_chip } 後，依本場規則給成牌五張中最高一張牌花色最大的贏家（黑桃、紅心、方塊、梅花），每個底池分別計算（{ $rule_side_pots }）。
showdown-uncalled-returned = 無人跟注的 { $amount } 退回給 { $seat } 號位。
showdown-mucked = { $seat } 號位在攤牌時未攤開手牌就蓋牌丟棄：無法找回的手牌，不論是什麼牌，都無權分得底池（{ $rule_tabling_cards }-B）。
showdown-mucked-retrievable = 此判讀假設丟棄的牌無法找回。尚未接觸棄牌堆、且能 100% 辨認的牌，仍可取回並攤開（{ $rule_live_cards_at_showdown }）；若是如此，請在亮出這些牌後重新提問。
showdown-last-hand = 其他手牌都已蓋牌丟棄，因此 { $seat } 號位持有的最後一手牌不必亮牌即獲勝（{ $rule_showdown_order }）。


## penalty
penalty-infraction = { $seat } 號位：{ $infraction ->
        [etiquette] 違反禮儀（{ $rule_etiquette_violations }）
        [abuse] 辱罵行為（{ $rule_etiquette_violations }）
        [card_exposure] 尚有行動未完成時亮出手牌，或未正確棄牌（{ $rule_exposing_cards }）
        [throwing_cards] 丟擲手牌（{ $rule_exposing_cards }）
        [disclosure] 手牌仍有效時透露手牌或給予打法建議（{ $rule_no_disclosure }）
        [electronic_device] 持有效手牌時在牌桌上使用電子裝置（{ $rule_electronic_devices }-C）
        [phone_call] 在牌桌上講電話（{ $rule_electronic_devices }-A）
        [device_on_table] 手機或裝置放在牌桌上（{ $rule_electronic_devices }-B）
        [strategy_tool] 在牌桌上使用策略工具或接受外部策略協助（{ $rule_electronic_devices }-D）
        [identity] 無法清楚辨認身分（{ $rule_player_identity }）
        [language] 在牌桌上使用本場未公告的語言（{ $rule_official_language }）
        [dodging_blinds] 故意逃避盲注（{ $rule_dodging_blinds }）
        [chips_hidden] 持有或移動籌碼時使其脫離視線（{ $rule_chips_out_of_view }）
        [soft_play] 放水（{ $rule_ethical_play }）
       *[collusion] 送籌碼或共謀（{ $rule_ethical_play }）
    }。
penalty-first-infraction = 這是該玩家在本賽事中第一次違規：較符合規則的判讀是口頭警告；再犯則處罰逐步加重（{ $rule_penalties }-A）。
penalty-first-infraction-house = 這是該玩家在本賽事中第一次違規：依本場規則，第一次處罰為停打一圈，再犯則處罰逐步加重。
penalty-repeat = 該玩家在本賽事中先前已受過 { $prior ->
       *[other] { $prior } 次
    }處罰或警告，再犯則處罰逐步加重（{ $rule_penalties }-A）：建議停打 { $rounds ->
       *[other] { $rounds } 圈
    }。
penalty-soft-play = 放水會受到處罰，最重可沒收籌碼或取消參賽資格（{ $rule_ethical_play }）；{ $prior ->
        [0] 初次違規
       *[other] 先前已有 { $prior } 次違規
    }，建議停打 { $rounds ->
       *[other] { $rounds } 圈
    }。
penalty-collusion = 送籌碼及其他共謀行為將被取消參賽資格（{ $rule_ethical_play }）；被取消資格玩家的籌碼移出比賽（{ $rule_penalties }-D）。
penalty-count = 停打一圈，等於處罰宣布時牌桌上每位玩家（包括違規者）各一手牌：{ $rounds } × { $players } 位玩家 = { $hands ->
       *[other] { $hands } 手牌
    }（{ $rule_penalties }-A）。
penalty-posts = 該玩家離開牌桌；該座位照常發牌後將牌收掉，並繼續繳付盲注與前注（{ $rule_penalties }-C）：若牌桌人數不變，在這 { $hands } 手牌期間，從 { $stack } 的籌碼中共繳付 { $forced }。
penalty-blinded-out = 這會耗盡全部籌碼：受罰中的玩家可能因盲注被耗盡而遭淘汰（{ $rule_penalties }-A）。
penalty-the-floor-chooses = 處罰輕重由賽事總監選擇：這是較符合規則的判讀，其他級別列為替代選項（{ $rule_floor_decisions }）。
penalty-summary-warning = 對 { $seat } 號位口頭警告。
penalty-summary-rounds = { $seat } 號位停打 { $rounds ->
       *[other] { $rounds } 圈
    }：{ $hands } 手牌。
penalty-summary-disqualified = { $seat } 號位被取消參賽資格，其籌碼移出比賽。
penalty-alt-warning = 裁判改為口頭警告
penalty-alt-rounds = 裁判改為停打 { $rounds ->
       *[other] { $rounds } 圈
    }：{ $hands } 手牌
penalty-alt-disqualify = 裁判取消該玩家參賽資格
penalty-floor-chose-rounds = 裁判已選擇停打 { $rounds ->
       *[other] { $rounds } 圈
    }；手數依此計算（{ $rule_penalties }-A）。
penalty-serious = 裁判認定違規情節嚴重：建議不經警告，直接從停打一圈開始；威脅行為可作為取消參賽資格的理由（{ $rule_penalties }-A）。
penalty-exposure-hand-live = 亮牌不會使手牌成為死手，任何處罰都在這手牌結束後才開始執行（{ $rule_exposing_cards }）。
penalty-exposure-dead-house = 依本場規則，{ $seat } 號位在尚有行動未完成時故意亮牌，手牌判為死手；已投入的籌碼留在底池。
penalty-if-deliberate = 裁判認定 { $seat } 號位是故意亮牌：依本場規則判為死手
penalty-nuts-check-not-soft-play = { $seat } 號位在河牌圈最後行動，持有唯一的堅果牌卻過牌：這本身不算放水；玩家從來沒有下注的義務（{ $rule_penalties }-B）。依這些事實不予處罰。
penalty-no-action-pending = { $seat } 號位在沒有待完成行動時亮牌：只有在尚有行動未完成時亮牌才會被處罰（{ $rule_exposing_cards }）。不予處罰。
penalty-if-floor-finds-it = 裁判從其他事實（協議、行為模式）認定違規
penalty-misdeal-does-not-count = { $seat } 號位照常發牌後將牌收掉，但誤發牌及其重發只算一手，即重發的這手：此後還要停打 { $left ->
       *[other] { $left } 手
    }（{ $rule_misdeals }-C）。
penalty-hand-counts = 這手牌計入停打手數（該座位照常發牌後將牌收掉）：這手之後還要停打 { $left ->
       *[other] { $left } 手
    }（{ $rule_penalties }-C）。

## clock
clock-time = 一旦呼叫計時，{ $seat } 號位有 { $clock } 秒行動，之後是 { $countdown } 秒倒數：合計 { $limit } 秒（{ $rule_calling_for_a_clock }）。
clock-house-time = 依本場規則，一旦呼叫計時，{ $seat } 號位有 { $clock } 秒行動，之後是 { $countdown } 秒倒數：合計 { $limit } 秒。
clock-in-time = { $seat } 號位在第 { $seconds ->
       *[other] { $seconds } 秒
    }行動，{ $tie ->
        [yes] 正好在倒數最後一秒（同時發生以玩家為準）
       *[no] 在時限內
    }：行動成立。
clock-running = { $seat } 號位還有 { $left ->
       *[other] { $left } 秒
    }可以行動。
clock-expired-facing-bet = 倒數結束時 { $seat } 號位尚未行動，且面對 { $to_call } 的下注：手牌為死手。
clock-expired-no-bet = 倒數結束時 { $seat } 號位尚未行動，且沒有面對下注：視為過牌。
clock-expired-no-bet-dead = 倒數結束時 { $seat } 號位尚未行動：雖然沒有面對下注，依本場規則手牌仍為死手。
clock-shot-clock = 本場採用每次行動限時：{ $seat } 號位每次決定有 { $clock } 秒，從輪到該玩家時開始計算，不需要有人呼叫計時。
clock-time-banks = { $seat } 號位交出 { $used ->
   *[other] { $used } 張時間卡
}；{ $counted ->
    [0] 沒有一張計入（本賽事沒有時間卡）
    [1] 計入一張，多 { $each } 秒
   *[other] 計入 { $counted } 張，每張 { $each } 秒
}：合計 { $limit } 秒。
clock-acted-too-late = { $seat } 號位在第 { $seconds } 秒行動，已在倒數結束之後：該行動不算數。
clock-dead-chips-stay = { $seat } 號位的手牌為死手：已投入的 { $in_pot } 留在底池。
clock-dead-nothing-in = { $seat } 號位的手牌為死手；該座位未投入任何籌碼。
clock-not-from-the-seat = 呼叫計時必須在座位上提出（或由裁判提出）：離開牌桌時呼叫的計時從未開始，因此 { $seat } 號位並未超時，手牌仍然有效（{ $rule_calling_for_a_clock }）。

## at-seat
at-seat-live = 起始發牌的最後一張牌發出時，{ $seat } 號位在座位上：手牌有效（{ $rule_at_your_seat }）。
at-seat-dead = { $seat } 號位的手牌為死手{ $any ->
        [yes] ；已投入的 { $in_pot } 留在底池
       *[no] {""}
    }。
at-seat-why-dead = 起始發牌的最後一張牌發出時，玩家必須在座位上，伸手可觸及自己的座椅；{ $seat } 號位不在，因此手牌為死手（{ $rule_at_your_seat }）。
at-seat-live-first-card = 發出第一張牌時，{ $seat } 號位在座位上：手牌有效。
at-seat-why-dead-first-card = 依本場規則，發出第一張牌時玩家必須在座位上，伸手可觸及自己的座椅；{ $seat } 號位不在，因此手牌為死手。
at-seat-if-arrived-during-deal = { $seat } 號位在第一張牌發出後才回到座位
at-seat-left-table = 持有有效手牌的玩家，不論是否全下，都必須留在牌桌；{ $seat } 號位離開了，但離開不會使手牌成為死手：手牌照常進行，裁判可處罰該玩家（{ $rule_at_the_table }）。
at-seat-if-penalised = 裁判因 { $seat } 號位離開牌桌而予以處罰（{ $rule_penalties }）

## accepted-action
accepted-told = { $seat } 號位被告知下注額為 { $announced }（由{ $by ->
        [dealer] 荷官
       *[player] 一位玩家
    }告知）；實際下注額為 { $bet }。
accepted-caller-responsible = 不論荷官或其他玩家如何報數，跟注者在跟注前必須確認正確的下注金額：依錯誤數額跟注的玩家即接受正確的行動，須付正確的金額，或付出全部籌碼（{ $rule_accepted_action }）。
accepted-no-difference = 報數正確：{ $seat } 號位跟注到 { $call_to }。
accepted-owes-more = { $seat } 號位{ $all_in ->
        [yes] 全下，合計 { $call_to }，
       *[no] 完整跟注到 { $call_to }，
    }再補入 { $more }。
accepted-gets-back = { $seat } 號位{ $all_in ->
        [yes] 全下，合計 { $call_to }
       *[no] 跟注正確的下注額，到 { $call_to }
    }；超出部分的 { $back } 退回。
accepted-rule-1 = 與其他情況一樣，若正確金額明顯不公平，裁判仍可作不同裁定（{ $rule_floor_decisions }）。

## count-request
count-estimate = 任何玩家隨時可要求對手籌碼的合理估算；只有在面對該玩家的全下且輪到自己行動時，才能要求精確點算（{ $rule_count_of_chip_stack }）。
count-exact = { $requester } 號位面對 { $target } 號位的全下且輪到行動：荷官精確點算全下金額（本輪為 { $stack }）。
count-not-all-in = { $target } 號位沒有全下：{ $requester } 號位只能得到籌碼的合理估算，而非精確點算。
count-not-in-turn = { $requester } 號位不是輪到行動的玩家：現在給予 { $target } 號位籌碼的合理估算，輪到時再精確點算。
count-not-facing = { $requester } 號位沒有面對 { $target } 號位的全下：只給合理估算。
count-house-in-turn = 依本場規則，輪到行動的玩家可要求點算任何對手的籌碼：{ $requester } 號位得到 { $target } 號位 { $stack } 的精確點算。
count-house-estimate-only = 依本場規則，籌碼從不精確點算：{ $requester } 號位得到 { $target } 號位籌碼的合理估算。

## string-bet
string-one-motion = { $seat } 號位以一個動作推出籌碼：不是分次下注；籌碼依實際情況判讀（{ $rule_methods_of_raising }）。
string-amount-first = { $seat } 號位在推出籌碼前已說出完整金額 { $to }：籌碼之後可以分任意次推出（{ $rule_methods_of_raising }）。
string-raise-word-first = { $seat } 號位在推出籌碼前說了「加注」：跟注的部分加上再一個動作構成加注（{ $rule_methods_of_raising }）。
string-bet = { $seat } 號位未作任何宣告就回頭再拿籌碼（{ $motions } 個動作）：屬於分次下注。只有第一個動作 { $first } 算數，僅依籌碼判讀；後續動作的 { $back } 退回（{ $rule_methods_of_raising }、{ $rule_string_bets }）。
string-third-motion = 說「加注」之後，只有跟注部分加上再一個動作算數（{ $counted } 個動作）；後續動作的 { $back } 退回（{ $rule_string_bets }）。

## conditional-statement
cond-discouraged = 關於未來行動的聲明（「你下注我就加注」）屬於非標準用語，強烈不建議使用：裁判可要求玩家依聲明執行，並可予以處罰（{ $rule_conditional_declarations }）。
cond-binds = 條件已成立，且輪到 { $seat } 號位行動：原則上應要求該玩家照聲明行動，即{ $act }。
cond-not-met = 條件未成立：該聲明對 { $seat } 號位沒有任何約束。
cond-if-not-held = 裁判不要求玩家依聲明執行
cond-if-penalised = 裁判另外對該聲明予以處罰（先予警告）
cond-house-binds = 依本場規則，條件式聲明在條件成立時即具約束力：{ $seat } 號位必須照聲明行動，即{ $act }。
cond-house-never-binds = 依本場規則，條件式聲明不被允許且從不具約束力：{ $seat } 號位可自由行動，擁有牌局給予的所有選擇，並可能因該聲明受罰。

## chips-behind
behind-found = { $seat } 號位 { $all_in } 的全下被跟注後，在後方發現 { $found }。
behind-floor-decides = 在 { $seat } 號位後方發現的 { $found } 是否屬於已接受行動的一部分，由裁判認定（{ $rule_chips_found_behind }）；兩種結果如下。
behind-part = { $found } 屬於已接受行動的一部分：{ $seat } 號位的全下為 { $all_in }（{ $rule_chips_found_behind }）。
behind-if-loses-to-caller = { $seat } 號位輸掉這手牌，裁判將發現的 { $found } 判給跟注者 { $caller } 號位
behind-caller-owes = { $caller } 號位{ $all_in ->
        [yes] 投入最後的 { $more }（全下）。
       *[no] 再補入 { $more }。
    }
behind-not-part = { $found } 不屬於已接受行動的一部分：{ $seat } 號位的全下仍為 { $all_in }，這些籌碼不參與這手牌（{ $rule_chips_found_behind }）。
behind-not-paid-not-saved = 若 { $seat } 號位獲勝，不會因這 { $found } 而獲得賠付；若輸了，這 { $found } 也保不住，裁判可將其判給跟注者。
behind-if-part = 裁判認定這些籌碼屬於已接受行動的一部分
behind-if-not-part = 裁判認定不屬於

## showdown-error
sderr-misread-corrected = 以牌為準：手牌依牌面判讀，不論宣稱了什麼；底池判給牌面所示的最大手牌，{ $seat } 號位的手牌依實際牌面判讀（{ $rule_cards_speak }）。
sderr-misread-too-late = 對已攤開手牌的判讀只能在{ $window ->
    [substantial_action] 下一手牌發生實質行動
   *[next_hand] 下一手牌開始
}之前提出異議；此異議提出得太晚，底池維持原判（{ $rule_disputed_hands }）。
sderr-time-limit = 讀錯手牌可在下一手牌開始前提出異議；分配或點算底池的錯誤，可在下一手牌發生實質行動前提出（{ $rule_disputed_hands }）。
sderr-pot-corrected = 底池判給了錯誤的玩家，且錯誤及時提出：收回底池，依牌面重新分配，包括 { $seat } 號位（{ $rule_disputed_hands }）。
sderr-pot-too-late = 錯誤是在{ $window ->
    [next_hand] 下一手牌開始
   *[substantial_action] 下一手牌發生實質行動
}之後才提出：底池維持原判（{ $rule_disputed_hands }）。
sderr-killed-winner = { $seat } 號位的手牌已正確攤開，且明顯是贏家：荷官不得收掉，該手牌獲勝（{ $rule_tabling_cards }-C）。
sderr-mucked-live = { $seat } 號位的牌被蓋著丟出，但未進入棄牌堆且可清楚辨認：手牌有效，玩家可取回並攤開（{ $rule_live_cards_at_showdown }）。
sderr-mucked-dead = { $seat } 號位的牌無法確定辨認：手牌為死手，無權分得底池。
sderr-one-card = { $seat } 號位只攤開一張牌：攤牌須將所有牌面朝上；荷官要求亮出其餘的牌，玩家若拒絕，則請裁判處理（{ $rule_showdown_discarding_irregularities }-A）。
sderr-bettor-live = { $seat } 號位以為自己已贏而丟牌；荷官保留了這些牌且可清楚辨認：將牌攤開，照常比牌（{ $rule_showdown_discarding_irregularities }-B）。
sderr-bettor-dead = { $seat } 號位以為自己已贏而丟牌，且牌已無法找回：手牌為死手；已被跟注的下注留在底池，無人跟注的下注或加注退回（{ $rule_showdown_discarding_irregularities }-B）。
sderr-killed-live = { $seat } 號位的手牌被荷官收掉（或混入其他牌），但仍可毫無疑問地辨認：手牌維持有效（{ $rule_killed_fouled_exposed_hands }）。
sderr-killed-dead = { $seat } 號位的手牌被荷官收掉（或混入其他牌）且無法辨認：無從補救；已被跟注的下注不退還，無人跟注的下注或加注退回（{ $rule_killed_fouled_exposed_hands }）。
sderr-unknown-identification = 關鍵在於 { $seat } 號位的牌能否毫無疑問地辨認，而請求中未說明：除非能夠辨認，否則手牌為死手。
sderr-if-identifiable = { $seat } 號位的牌可以清楚辨認（毫無疑問）
sderr-if-refuses = { $seat } 號位拒絕攤開其餘的牌

## tables
tables-table-breaks = { $players } 位玩家可坐滿 { $tables } 張 { $seats } 人桌：{ $table } 號桌拆桌；該桌玩家以隨機抽籤分配座位，可能坐到任何位置（{ $rule_new_players_broken_tables }）。
tables-short-tables-halt = { $count ->
       *[other] { $tables } 號桌
    }比人數最多的牌桌（{ $largest }）少了{ $short ->
        [3] 三
       *[other] { $short }
    }人或以上：一旦影響到盲注（大盲注將輪到空位），該桌即暫停牌局，直到平衡為止；裁判可免除此規定（{ $rule_balancing_tables }）。
tables-who-moves = 在翻牌類遊戲中，移桌的是下一手該下大盲注的玩家，移到人少牌桌上最差的位置（絕不是小盲注）（{ $rule_balancing_tables }）。
tables-balanced = 各桌已平衡：不需移桌，不需暫停。
tables-halt-at = { $count ->
       *[other] { $tables } 號桌
    }暫停牌局，直到各桌平衡為止
tables-moves = 移桌：{ $moves }
tables-move-one = { $players ->
       *[other] { $players } 位玩家
    }從 { $from } 號桌移到 { $to } 號桌
tables-summary = { $parts }。
tables-short-handed-discretion = 在 { $seats } 人桌（少人桌形式）暫停牌局由賽事總監酌情決定（{ $rule_balancing_tables }、{ $rule_floor_decisions }）；原則上應暫停直到各桌平衡為止。
tables-if-no-halt = 裁判讓人少的牌桌在移動玩家期間繼續牌局


## deal-error

deal-misdeal-redeal = 誤發牌：以相同的按鈕位與盲注級別原樣重發；盲注與前注保留，其他所有下注籌碼退回。
deal-arriving-wait = 重發是原樣重來，不加入新玩家：在誤發牌之後才入座的 { $seats } 號位，等下一手牌再加入（{ $rule_misdeals }-C）。
deal-away-plays-redeal = 發牌時不在座位上的 { $seats } 號位照常發入重發的這手牌；最後一張牌發出時仍無人在座的手牌收掉（{ $rule_at_your_seat }）。
deal-duplicate-card = 出現兩次的牌：{ $card }。
deal-no-substantial-action = 尚未發生實質行動（{ $rule_substantial_action }）：{ $actions ->
    [0] 還沒有人行動
    [1] 目前只有一次行動
   *[other] 目前有 { $actions } 次行動，仍不足
}，因此這手牌仍可判為誤發牌。
deal-substantial-action = 已發生實質行動（{ $rule_substantial_action }）：發牌以來 { $actions } 次行動，其中 { $with_chips } 次投入籌碼；此後不再判誤發牌，牌局繼續（{ $rule_misdeals }-D）。
deal-floor-counts-check-and-fold = 裁判將過牌與棄牌計為實質行動
deal-draw-exposed-house = 在換牌類遊戲中，荷官在發牌時翻開的牌由場館規則決定：{ $rule_misdeals }-A 中因翻開牌而構成誤發牌的原因是為翻牌類遊戲而寫的。本裁決依循的常見場館規則：翻開一張牌則替換，翻開第二張則構成誤發牌。
deal-house-replaces-exposed = 場館替換荷官在發牌時翻開的每一張牌
deal-house-misdeals-one-exposed = 荷官在發牌時翻開任何一張牌，場館即判誤發牌
deal-fouled-deck = 牌組有誤：牌局停止，這手牌作廢，不論行動如何，所有籌碼退回給投入者；更換牌組。
deal-fouled-deck-all-back = 牌組中有兩張點數與花色相同的牌，不論是否已發生實質行動，這手牌都作廢（{ $rule_misdeals }-E）：{ $total } 退回，包括盲注與前注。主張牌組有誤，必須在爭議可提出的時限內提出（{ $rule_disputed_hands }）。
deal-player-exposed-live = { $seat } 號位自己亮出手牌：手牌維持有效，牌局繼續；裁判可在這手牌結束後對亮牌予以處罰。
deal-player-exposed-why = 玩家在尚有行動未完成時亮牌可被處罰，但手牌絕不會因此成為死手（{ $rule_exposing_cards }）；任何處罰都在這手牌結束後開始執行（{ $rule_penalties }）。
deal-exposed-after-substantial-action = 荷官翻開了 { $seat } 號位的牌，但在實質行動之後不算誤發牌：手牌有效，保留原有的牌。
deal-play-on-live = 牌局繼續：{ $seat } 號位的手牌有效。
deal-exposed-misdeal = 荷官在發牌時翻開了{ $cards ->
    [1] 一張牌
   *[other] {" "}{ $cards } 張牌
}{ $first_two ->
    [yes] ，其中包括牌組最先發出的兩張牌之一
   *[no] {""}
}：在翻牌類遊戲中即為誤發牌（{ $rule_misdeals }-A）。
deal-one-exposed-replaced = 不算誤發牌：{ $seat } 號位被翻開的牌向全桌展示，發牌結束後以下一張牌替換，並作為第一張燒牌。
deal-one-exposed-why = 荷官翻開單獨一張、且不是牌組最先發出的兩張之一，不屬於{ $rule_misdeals }-A 所列的誤發牌原因（翻開兩張或以上，或最先兩張之一）。
deal-boxed-after-substantial-action = 在實質行動之後於牌組中發現正面朝上的牌，不會中止這手牌：視為廢牌，牌局繼續。
deal-play-on = 牌局繼續：不算誤發牌。
deal-boxed-misdeal = 發牌時在牌組中發現 { $cards } 張正面朝上的牌：兩張或以上的翻面牌即為誤發牌（{ $rule_misdeals }-A）。
deal-one-boxed-replaced = 不算誤發牌：該翻面牌視為廢牌放在一旁，以下一張牌替換。
deal-one-boxed-why = 發牌時出現兩張或以上的翻面牌才算誤發牌（{ $rule_misdeals }-A）；單獨一張則予以替換。
deal-wrong-seat-after-substantial-action = 第一張牌發錯了座位，但已發生實質行動：這手牌依已發的牌進行。
deal-first-card-misdeal = 第一張牌發錯了座位：誤發牌（{ $rule_misdeals }-A）。
deal-not-entitled-killed = { $seat } 號位無權參與這手牌卻被發了牌；實質行動之後不判誤發牌，因此該手牌收掉，其投入的 { $back } 退回。
deal-not-entitled-dead = { $seat } 號位的手牌為死手（該座位無權拿牌）；其他玩家的牌局繼續。
deal-floor-keeps-chips-in-pot = 裁判讓該座位已投入的籌碼留在底池
deal-not-entitled-misdeal = { $seat } 號位無權參與這手牌卻被發了牌：誤發牌（{ $rule_misdeals }-A）。
deal-dealt-out-after-substantial-action = { $seat } 號位有權參與這手牌卻沒有被發牌；實質行動之後不判誤發牌。
deal-dealt-out-sits-out = 牌局繼續：{ $seat } 號位這手牌不參與。
deal-dealt-out-misdeal = { $seat } 號位有權參與這手牌卻沒有被發牌：誤發牌（{ $rule_misdeals }-A）。
deal-scrap-of-paper = 實質行動之後，不屬於本牌組的牌視為廢牌（{ $rule_misdeals }-D）：{ $seat } 號位持有的真牌張數不足，實質行動之後張數錯誤的手牌為死手（{ $rule_burns_after_substantial_action }）。
deal-non-standard-dead = { $seat } 號位的手牌為死手；牌局繼續。
deal-non-standard-misdeal = { $seat } 號位在實質行動前拿到一張不屬於本牌組的牌：誤發牌（{ $rule_misdeals }-A）。

## board-error

board-four-card-flop = 翻牌出現四張：荷官將四張牌蓋著洗混，由裁判隨機抽出一張作為轉牌的燒牌，其餘三張作為翻牌。
board-four-card-flop-why = 不規則翻牌的規則（{ $rule_irregular_flops }）讓所有從牌組發出的牌都留在牌局中：不重發任何牌，也不恢復剩餘牌堆的順序。
board-premature = { $street ->
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
    }在本輪下注結束前就發出：不算數。行動回到 { $seat } 號位；本輪結束後，重新發出{ $street ->
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
    }。
board-premature-why = 燒牌留在原處；已發出的{ $street ->
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
    }放回剩餘牌堆，重新洗牌並切牌，新的{ $street ->
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
    }發出時不再另外燒牌（{ $rule_rp_premature_cards }）。
board-no-burn-no-action = { $street ->
    [flop] 翻牌發出時沒有燒牌，且尚無人在該輪行動：三張牌蓋著洗混，隨機抽出一張作為燒牌；其餘兩張加上剩餘牌堆的下一張作為翻牌。
    [turn] 轉牌發出時沒有燒牌，且尚無人在該輪行動：已發出的那張牌改作燒牌，剩餘牌堆的下一張作為轉牌。
   *[river] 河牌發出時沒有燒牌，且尚無人在該輪行動：已發出的那張牌改作燒牌，剩餘牌堆的下一張作為河牌。
}
board-no-burn-stands = { $street ->
    [flop] 翻牌發出時沒有燒牌，但該輪已有行動：翻牌成立
    [turn] 轉牌發出時沒有燒牌，但該輪已有行動：轉牌成立
   *[river] 河牌發出時沒有燒牌，但該輪已有行動：河牌成立
}，下一輪照常燒牌發牌。
board-action-since-deal = { $street ->
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
    }發出後的行動：{ $actions } 次（{ $rule_irregular_flops }：一旦有任何行動，即使只是過牌，牌面即成立）。
board-by-analogy = 規則規定的是翻牌的處理程序；轉牌與河牌以同樣的邏輯類推適用，由裁判決定（{ $rule_floor_decisions }）。
board-floor-lets-card-stand = 裁判讓該張牌成立，並在下一輪前燒牌

## button-blinds

button-big-blind-moves = 死按鈕（{ $rule_dead_button }）：大盲注每手向前移動一位玩家，從 { $from } 號位移到 { $to } 號位。
button-heads-up = 單挑（{ $rule_button_placement }）：按鈕位 { $button } 號位下小盲注，翻牌前先行動，翻牌後最後行動；{ $bb } 號位下大盲注，因此沒有人連續兩手當大盲注。
button-small-blind-live = 上一手的大盲注 { $seat } 號位下小盲注。
button-small-blind-dead = 上一手的大盲注（{ $seat } 號位）已離開：這手小盲注為死盲，無人下小盲注。
button-button-live = 按鈕移到上一手的小盲注 { $seat } 號位。
button-button-dead = 按鈕移到無人就座的 { $seat } 號位：死按鈕；其後的玩家照常下盲注。
button-waiting = { $count ->
   *[other] { $seats } 號位的新玩家坐在
}小盲注與按鈕之間：按鈕經過之前不發牌（{ $rule_new_players_broken_tables }、{ $rule_alternates_late_registration }）。
button-arriving-dealt-in = { $count ->
   *[other] { $seats } 號位的新玩家
}立即發牌加入，座位輪到盲注就照下盲注；錦標賽沒有補繳盲注，因此加入時不需額外下注。
button-away-dealt-in = { $count ->
   *[other] { $seats } 號位
}不在座位上：照常發牌，並繳付該座位應付的盲注；若發牌結束時玩家不在座位上，該手牌收掉（{ $rule_at_your_seat }）。
button-dodging-intent-unknown = { $seat } 號位漏下盲注；故意逃避盲注會被處罰，是否故意由裁判認定（{ $rule_dodging_blinds }）。
button-dodging-forfeit = { $seat } 號位故意逃避盲注：依本場規則，該玩家逃避的盲注與前注 { $amount } 作為死錢放入下一個底池，並予以處罰。
button-floor-finds-deliberate = 裁判認定為故意逃避盲注
button-summary = 下一手：按鈕{ $button_dead ->
    [yes] 為死按鈕，在 { $button } 號位
   *[no] 在 { $button } 號位
}，{ $sb_dead ->
    [yes] 無小盲注（死盲）
   *[no] 小盲注 { $sb } 號位
}，大盲注 { $bb } 號位。
button-counted = 發牌以來：{ $actions } 次行動，其中 { $with_chips } 次投入籌碼（{ $rule_substantial_action }）。
button-misplaced-stands = 已發生實質行動，因此這手牌以按鈕在 { $seat } 號位進行（{ $rule_button_placement }-A）；雖然正確位置是 { $correct } 號位，下一手也不把按鈕移回。
button-floor-restores-rotation = 裁判將下一手的盲注設定為假設按鈕原本在 { $correct } 號位，使沒有人跳過或重複下盲注
button-misplaced-misdeal = 尚未發生實質行動：誤發牌。按鈕移到 { $correct } 號位，所有籌碼退回，以正確的盲注重發這手牌（{ $rule_button_placement }-A）。
button-floor-counts-check-and-fold = 裁判將過牌與棄牌計為實質行動
button-not-deliberate = 裁判認定 { $seat } 號位並非故意逃避盲注：不予處罰。
button-dodging-penalised = { $seat } 號位故意逃避盲注：予以處罰，輕重由裁判選擇。
button-floor-finds-not-deliberate = 裁判認定並非故意
button-dodging-why = 故意逃避盲注（利用換座位、移桌或遲到的時機）會被處罰（{ $rule_dodging_blinds }、{ $rule_penalties }）；是否故意由裁判決定。

## errors
error-clock-not-to-act = 呼叫計時的對象是輪到行動的玩家，而 { $seat } 號位並非輪到行動的玩家
error-clock-needs-to = 下注或加注需要 `to`，即本輪合計金額
error-clock-not-a-betting-act = 亮牌或蓋牌丟棄不是計時所針對的行動
error-accepted-not-to-act = 跟注者必須是輪到行動的玩家，而 { $seat } 號位並非輪到行動的玩家
error-accepted-no-bet-to-call = { $seat } 號位沒有面對下注：沒有可跟的注
error-count-own-stack = { $seat } 號位要求點算自己的籌碼
error-string-no-motion = motions：至少需要一個推出籌碼的動作
error-string-empty-motion = 一個沒有籌碼的動作
error-cond-not-betting = then.action：聲明只能約束下注行動（棄牌、過牌、跟注、下注、加注、全下）
error-cond-not-to-act = 條件已成立，因此 { $seat } 號位應是輪到行動的玩家，但實際上不是
error-cond-not-legal-now = { $seat } 號位聲明的行動不是該座位現在可以採取的行動（請對照可選行動檢查金額）
error-behind-nothing-found = found：至少一枚籌碼
error-behind-not-all-in = { $seat } 號位沒有全下：後方籌碼只在全下被跟注時才有問題
error-behind-not-called = 尚無人跟注 { $seat } 號位的全下
error-penalty-players-at-table = 一張牌桌可坐 2 至 12 位玩家，不是 { $players } 位

error-out-of-turn-empty-action = 行動為空
error-out-of-turn-bet-or-raise-needs-street = 下注或加注需要 `to`，即本輪合計金額
error-out-of-turn-showing-or-mucking-not-betting = 亮牌或蓋牌丟棄不是搶先的下注行動
error-out-of-turn-no-player-act-betting-over = 沒有輪到行動的玩家：下注已結束
error-out-of-turn-seat-player-act-not-out = { $seat } 號位正是輪到行動的玩家：這不是搶先行動
error-out-of-turn-seat-has-folded = { $seat } 號位已經棄牌
error-out-of-turn-not-passed-over = { $skipped } 號位沒有被跳過：{ $seat } 號位的搶先行動跳過的是從 { $in_turn } 號位起、本應輪到行動的玩家
error-face-up-everyone-else-folded-there-no = 其他人都已棄牌：沒有攤牌
error-show-request-player-asking-see-their-own = 玩家要求看自己的手牌，不構成爭議
error-show-request-hand-not-showdown-betting-still = 這手牌尚未到攤牌：下注仍在進行，或其他人都已棄牌
error-show-request-seat-folded-before-showdown-hand = { $tgt } 號位在攤牌前已棄牌：該手牌為死手
error-bet-no-player-act-betting-over = 沒有輪到行動的玩家：下注已結束
error-bet-seat-not-act-seat-act = { $seat } 號位並非輪到行動（輪到的是 { $to_act } 號位）；搶先行動請使用 out_of_turn 爭議
error-bet-bet-dispute-needs-chips-pushed = 下注爭議需要推出的籌碼、宣告的話語，或兩者皆有
error-bet-simultaneous-and-before = 話語不可能既在籌碼之前又與籌碼同時：請提供 `before_chips` 或 `simultaneous` 其中之一
error-bet-chip-worth-least = 一枚籌碼的面額至少為 1
error-bet-chips-add-up-too-much = 籌碼加總過多
error-bet-seat-pushes-but-has-only = { $seat } 號位推出 { $pushed }，但後方只有 { $stack }
error-bet-chips-front-more-than-seat-had = 面前的籌碼合計 { $prior_value }，超過 { $seat } 號位本輪面前與後方籌碼的總和（{ $total }）
error-bet-chips-front-add-up-less = 面前的籌碼合計 { $prior_value }，少於 { $seat } 號位已投入的 { $committed }
error-showdown-hand-not-over-betting-still = 這手牌尚未結束：下注仍在進行，或仍有公共牌未發
error-showdown-needs-the-board = 攤牌需要完整的公共牌（五張）：請在 deals 中提供
error-showdown-needs-hole-cards = 攤牌需要 { $count ->
       *[other] { $seats } 號位
    }的底牌：請在 `seats[].cards` 中提供
error-incorrect-bet-bet-within-legal-range-pot = 下注到 { $to } 在合法範圍內（{ $min_to } 至 { $max_to }）；若是底池限注算少了，請設定 meant_pot
error-incorrect-bet-there-no-action-hand-has = 沒有第 { $index } 個行動（這手牌共有 { $actions } 個）
error-incorrect-bet-action-board-deal-not-bet = 該行動是發公共牌，不是下注
error-incorrect-bet-action-not-bet-or-raise = 該行動不是下注或加注
error-incorrect-bet-seat-not-player-act-action = 在該行動時，{ $seat } 號位並非輪到行動的玩家
error-options-no-player-act-betting-over = 沒有輪到行動的玩家：這手牌或本輪的下注已結束
error-options-seat-not-act-seat = { $seat } 號位並非輪到行動：輪到的是 { $to_act } 號位
error-dispute-seat-not-hand = { $seat } 號位不在這手牌中
error-sderr-only-hand-left = { $seat } 號位持有僅剩的一手牌：不必亮牌即贏得底池，沒有其他手牌可以判給
error-dispute-not-an-empty-seat = { $seat } 號位不是本桌的空位
error-cards-dealt-deals-hole-cards-right-number = { $value } 發 { $expected } 張底牌：{ $count } 張是正確的張數
error-cards-dealt-most-cards = 最多 10 張牌
error-cards-dealt-seat-has-already-folded = { $seat } 號位已經棄牌
error-tables-table-seats-players = 一張牌桌可坐 2 至 10 位玩家
error-tables-least-one-table = 至少一張牌桌
error-tables-most-tables = 最多 1000 張牌桌
error-tables-players-table-seats = { $seats } 人桌上有 { $players } 位玩家
error-tables-id-needed = 需要 id
error-tables-table-listed-twice = { $id } 號桌列出了兩次
error-hand-amounts-most-chips = 金額最多為 { $value } 籌碼
error-hand-not-valid-hand = 不是有效的手牌：{ $value }
error-hand-card-dealt-twice-hand = { $value } 這張牌在這手牌中被發了兩次
error-hand-big-blind-must-least-chip = 大盲注至少須為 1 籌碼
error-hand-small-blind-larger-than-big = 小盲注（{ $small }）大於大盲注（{ $big }）
error-hand-smallest-chip-must-worth-least = 最小籌碼的面額至少須為 1
error-hand-hand-needs-least-two-seated = 一手牌至少需要兩位就座的玩家
error-hand-players-table-seats-most = { $seats } 位玩家：一張牌桌最多坐 { $value } 位
error-hand-button-must-seat-number-from = 按鈕必須是 1 至 { $value } 的座位號碼
error-hand-seat-numbers-run-from = 座位號碼為 1 至 { $value }
error-hand-seat-listed-twice = { $seat } 號位列出了兩次
error-hand-seated-player-needs-chips-dealt = 就座的玩家需要有籌碼才能發牌
error-hand-hole-cards-given-deals = 提供了 { $value } 張底牌；{ $value_2 } 發 { $hole_cards } 張
error-hand-seat-not-hand = { $seat } 號位不在這手牌中
error-hand-straddle-must-least-chip = 跨注至少須為 1 枚籌碼
error-hand-limits-apply-fixed-limit-games = limits 只適用於限注遊戲（LHE）
error-hand-fixed-limit-bet-sizes-must = 限注的下注額至少須為 1 籌碼
error-hand-cap-must-allow-least-one = 加注上限至少須允許一注
error-hand-action-needs-seat-action-or = 行動需要 `seat` 與 `action`，或 `deal`
error-hand-missing-action = 缺少 `action`
error-hand-seat-not-hand-2 = { $seat } 號位不在這手牌中
error-hand-bet-or-raise-must-least = 下注或加注至少須到 1 籌碼
error-hand-needs-player-street-total = `{ $kind }` 需要 `to`，即該玩家本輪合計金額
error-hand-board-deal-has-only-deal = 發公共牌只有 `deal` 與 `cards`
error-hand-board-deals-flop-turn-or = 發公共牌只有翻牌、轉牌或河牌
error-hand-cards-shown-deals = 亮出 { $value } 張牌；{ $value_2 } 發 { $hole_cards } 張
error-hand-seat-shows-but-dealt = { $seat } 號位亮出 { $cards_to_string }，但發到的是 { $own }
error-hand-dead-small-blind-heads-up = 死小盲需要三位或以上玩家：單挑時由按鈕位下小盲注
error-hand-post-by-blind = { $seat } 號位這手牌已下盲注，不能同時在 `posts` 中再下注
error-hand-post-by-straddler = { $seat } 號位已跨注，不能同時在 `posts` 中再下注
error-hand-post-at-least-chip = 補盲至少須為一枚籌碼
error-hand-live-post-over-big-blind = 有效補盲 { $amount } 超過大盲注（{ $big }）；其餘部分以死錢下注
error-hand-two-live-posts = { $seat } 號位有兩筆有效補盲；只有一筆有效，其餘為死錢
error-hand-spot-board-cards = 本輪的公共牌有 { $n } 張；提供了 { $given } 張
error-hand-spot-full-raise-zero = 最後一次完整下注或加注至少為一枚籌碼
error-hand-spot-full-raise-needed = 本輪可能已有不只一次下注或加注，或最高額已被跟注：請提供最後一次完整下注或加注的大小（它決定最低加注額）
error-hand-spot-full-bet-to-needed = 低於最高額的全下可能就是最後一次完整加注：請提供最後一次完整下注或加注的本輪合計金額（下一次加注是在它之上再加一注）
error-hand-spot-acted-not-matched = { $seat } 號位自最後一次完整下注以來已行動過，但面對 { $current } 的下注，面前只有 { $in_front }，且後方仍有籌碼、也未棄牌：該玩家必定已經跟注、加注或棄牌
error-hand-spot-to-act-cannot = { $seat } 號位不可能是輪到行動的玩家：該玩家已棄牌、已全下，或已行動並跟平下注
error-hand-spot-one-live-hand = 一個局面需要兩位或以上未棄牌的玩家
error-ruling-spot-or-hand = 請傳送 `hand`、`hand_text` 或 `spot` 其中之一
error-ruling-spot-not-for-dispute = `{ $kind }` 需要整手牌：局面只描述進行中的這一輪下注（它適用於 { $spot_types }）
error-ruling-unknown-house = 沒有名為 `{ $name }` 的本場規則設定檔（現有設定檔：{ $known }）
error-hand-board-cards-given = { $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }為 { $n ->
       *[other] { $n } 張牌
    }，提供了 { $given } 張
error-hand-cards-odd-length = 牌的文字長度為奇數：每張牌以兩個字元表示，例如 "AsKd"
error-hand-not-a-card = "{ $text }" 不是一張牌（點數 2-9、T、J、Q、K、A，再加花色 c、d、h、s）
error-hand-card-twice = { $card } 這張牌出現了兩次
error-replay-not-hand = 不在這手牌中
error-replay-straddle-must-more-than-bet = 跨注必須大於之前的下注（{ $current_bet }）
error-replay-seat-not-hand = { $seat } 號位不在這手牌中
error-replay-seat-checks-facing-bet-more = { $seat } 號位在還需再跟 { $facing } 的情況下過牌
error-replay-seat-has-folded = { $seat } 號位已經棄牌
error-replay-seat-bets-or-raises-which = { $seat } 號位下注或加注到 { $to }，並未超過目前的下注額 { $current_bet }
error-replay-seat-bets-but-has-only = { $seat } 號位下注到 { $to }，但本輪合計只有 { $all_in_to }
error-replay-seat-bets-most-allowed = { $seat } 號位下注到 { $to }；最多允許 { $hi }
error-replay-seat-bets-smallest-legal-bet = { $seat } 號位下注到 { $to }；最小的合法下注或加注是到 { $lo }
error-replay-seat-shows-or-mucks-while = { $seat } 號位在下注仍在進行時亮牌或蓋牌丟棄：此時的丟牌請列為 `fold`（具約束力，{ $rule_non_standard_folds }）；若是下注者以為已贏而丟牌，請以 `showdown_error` 的 `bettor_mucked` 提問（{ $rule_showdown_discarding_irregularities }-B）
error-replay-dealt-before-betting-over = { $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }在{ $current ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }的下注結束前就發出{ $who }
error-replay-not-due = 應發的是{ $next ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }，而不是{ $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }
error-replay-none-due = 現在不應發{ $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }：這手牌的公共牌已發完，或這手牌已結束
error-replay-seat-to-act = ；應由 { $seat } 號位行動
error-replay-nothing = {""}
error-replay-acts-betting-over = { $seat } 號位行動了，但這手牌已不可能再有下注
error-replay-acts-after-folds = { $seat } 號位在其他人都已棄牌後行動
error-replay-acts-before-deal = { $seat } 號位在{ $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }發出之前就行動
error-replay-seat-may-not-raise = { $seat } 號位不得加注：{ $why ->
        [not-reopened] 下注未重新開放：該玩家已行動過，且面對的不足一個完整加注
        [capped] 本輪加注已達上限
        [no-opponent] 沒有對手有籌碼可跟加注
       *[all-chips] 跟注就會用掉該玩家所有的籌碼
    }
error-replay-seat-acts-out-turn = { $seat } 號位搶先行動：應由 { $to_act } 號位行動
error-replay-seat-acts-nobody-to-act = { $seat } 號位搶先行動：沒有人輪到行動
error-pokerstars-not-pokerstars-hand-history-no = 不是 PokerStars 手牌紀錄：沒有 "PokerStars Hand #" 標頭
error-pokerstars-other-site = 這是「{ $site }」的手牌紀錄，不是 PokerStars：floorcall 讀取 PokerStars 文字、PHH 與 OHH
error-pokerstars-floorcall-reads-no-limit-limit = "{ $what }"：floorcall 讀取德州撲克、奧馬哈（4 至 6 張、高低）、七張梭哈、梭哈高低、Razz、五張換牌、2-7 單次與三次換牌、A-5 三次換牌及 Badugi
error-pokerstars-dead-or-extra-blinds-not = "{ $l }"：不支援死盲或額外盲注
error-pokerstars-blind-not-buttons-order = { $seat } 號位下了按鈕位置不會分配給該座位的盲注（盲注不在按鈕決定的位置）
error-pokerstars-hand-cut-short = 一手牌中出現第二行牌桌資訊：前一手牌被截斷，下一手接續其中
error-pokerstars-not-an-amount = "{ $text }" 不是金額
error-pokerstars-unreadable-seat-line = "{ $text }" 以座位行開頭，但無法讀取（應為 "Seat N: name (chips in chips)"）
error-pokerstars-button-not-a-number = 按鈕座位不是數字
error-pokerstars-fewer-than-two-players = 就座玩家少於兩位
error-pokerstars-no-big-blind = 找不到大盲注
error-pokerstars-no-button-line = 牌桌資訊行中沒有 "Seat #N is the button"
error-ohh-not-valid-ohh-json = 不是有效的 OHH（JSON）：{ $value }
error-ohh-no-hand-found = 找不到手牌
error-ohh-not-amount = "{ $value }" 不是金額
error-ohh-button-seat = 按鈕座位
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }：floorcall 讀取 OHH 的 Holdem、Omaha、OmahaHiLo、Stud、StudHiLo 與 Draw，以及按名稱的 Razz、Badugi、ShortDeck（NL）與 Courchevel（PL）
error-ohh-not-player-hand = 不是這手牌的玩家
error-ohh-hand-needs-two-players = 一手牌需要兩位玩家
error-ohh-seat-number = 座位號碼
error-ohh-player-id = 玩家 id
error-ohh-street-run-twice-draw-rounds = 下注輪 "{ $other }"（不支援發兩次及換牌輪）
error-ohh-straddles-dead-blinds-ohh-not = 不支援 OHH 中的跨注與死盲
error-import-no-hand-found-text = 文字中找不到手牌
error-import-hands-text-one-hand-time = 文字中有 { $n } 手牌；一次只能一手
error-import-hand-text-needs-hand-format = `hand_text` 需要 `hand_format`
error-import-send-either-hand-or-hand = 請傳送 `hand` 或 `hand_text` 其中之一，不要兩者都傳
error-import-ruling-needs-hand-hand-or = 裁定需要手牌：`hand`，或附上 `hand_format` 的 `hand_text`
error-phh-no-phh-hand-found-hand = 找不到 PHH 手牌：一手牌需要 `variant` 欄位
error-phh-expected-non-negative-amount = 應為非負數的金額
error-phh-not-amount = "{ $value }" 不是金額
error-phh-missing-variant = 缺少 `variant`
error-phh-missing = 缺少
error-phh-players-hand-has = { $n } 位玩家；一手牌為 2 至 10 位
error-phh-action-string = 行動是一個字串
error-phh-missing-actions = 缺少 `actions`
error-phh-not-amount-2 = "{ $value }" 不是金額
error-phh-amounts-have-more-than-six = 金額的小數超過六位
error-phh-seat-number = 座位號碼
error-phh-seats-starting-stacks-differ-length = `seats` 與 `starting_stacks` 長度不同
error-phh-hands-without-big-blind-button = 不支援沒有大盲注的手牌（按鈕盲注、強制開注）
error-phh-not-player-hand = "{ $w }" 不是這手牌的玩家
error-phh-not-phh-action-floorcall-understands = "{ $value }" 不是 floorcall 能理解的 PHH 行動
error-phh-board-cards-do-not-add = 公共牌張數不符合翻牌、轉牌與河牌
error-phh-not-valid-toml = 不是有效的 PHH（TOML）：{ $detail }
error-phh-variant-not-supported-floorcall-models = 不支援 variant { $other }：floorcall 讀取 NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D，以及自訂代碼 PC 與 PC/8（Courchevel）
error-deal-at-least-one-card = `cards` 至少須為 1
error-deal-seat-needed = `{ $error }` 需要相關的座位
error-deal-more-than-hole-cards = 翻開 { $cards } 張牌，但玩家手上只有 { $hole } 張
error-deal-seat-out-of-range = 座位號碼為 1 至 { $max }
error-deal-seat-was-dealt-in = { $seat } 號位已被發牌（在這手牌中）；請使用 `dealt_in_wrongly`，或指明未被發牌的座位
error-deal-not-one-card = 請指明一張牌，例如 `As`
error-board-no-board-preflop = 翻牌前不發公共牌：請指明翻牌、轉牌或河牌
error-board-four-cards-on-flop-only = 發出四張是翻牌錯誤：`street` 必須為 `flop`
error-board-end-before-wrong-deal = 請提交截至{ $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }發錯之前那一刻的手牌；目前的手牌已包含那次發牌
error-board-round-was-over = { $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }發出時本輪下注已結束：並非提前發牌
error-board-not-the-next-street = 依這手牌的行動，接下來應發的不是{ $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }
error-board-no-such-deal = 這手牌中沒有發{ $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }：請提交已發出{ $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }及其後行動的手牌
error-board-later-street-dealt = 這手牌已超過{ $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }：請提交截至{ $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
       *[river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
        [third_draw] 第三次換牌後的一輪
    }行動為止的手牌
error-button-table-size = `table_size` 必須涵蓋所有提及的座位（至少 { $named }），且最多為 { $max }
error-button-seat-taken = { $seat } 號位不是本桌的空位
error-button-no-next-hand = 剩下的玩家少於兩位：本桌沒有下一手牌
error-button-correct-button-needed = `button_misplaced` 需要 `correct_button`，即按鈕應在的座位
error-button-correct-button-differs = `correct_button` 必須是 1 至 { $max } 之間、且不是按鈕目前所在 { $seat } 號位的座位
error-button-dodger-seat-needed = `dodging_blinds` 需要該玩家的座位

## hand-for-hand
h4h-places = 剩下 { $remaining } 人時，這手牌有 { $count ->
       *[other] { $count } 位玩家
    }出局：{ $count ->
        [1] 第 { $best } 名
       *[other] 第 { $best } 至第 { $worst } 名
    }；共有 { $paid } 個名次獲得獎金。
h4h-shared = 在進入獎金圈的那一手牌出局的玩家，平分該手牌所涉及的獎金名次（{ $rule_rp_hand_for_hand }-A）：這 { $count } 位玩家共享第 { $best } 至第 { $worst } 名，平分其獎金。
h4h-ranked = 在同一手牌出局的玩家，依這手牌開始時的籌碼排名，籌碼多者名次較高；籌碼相同者共享名次（{ $rule_simultaneous_busts }）。
h4h-left-over = 平分之後剩下 { $left_over }：由裁判決定歸誰。
h4h-not-announced = 獎金資格自宣布逐手同步進行時開始（{ $rule_rp_hand_for_hand }-A）；這手牌之前並未宣布，因此這些出局的名次順序由裁判裁定。
h4h-summary-shared = 這 { $count } 位玩家平分 { $money }：每人 { $each }。
h4h-summary-ranked = 這 { $count } 位玩家依起始籌碼排名，按名次分配 { $money }。
h4h-summary-no-prize = 沒有出局玩家進入獎金圈：最好的名次是第 { $best } 名，而共有 { $paid } 個名次獲得獎金。
h4h-summary-one = 該玩家獲得第 { $place } 名：{ $money }。
h4h-ranked-anyway = 這手牌之前並未宣布逐手同步進行，但 2026 年規則同樣依起始籌碼為同一手牌出局的玩家排名（{ $rule_simultaneous_busts }）。
error-h4h-busted = `busted` 需要 1 至 100 位玩家
error-h4h-remaining = 剩下 { $remaining } 位玩家，不可能有 { $busted } 位在同一手牌出局而比賽仍繼續
error-h4h-paid = `paid` 需要 1 至 100,000 個名次
error-h4h-payouts = 需要從第 { $best } 名起 { $need } 個名次的獎金：出局玩家落在這些名次
error-h4h-one-per-player = 每位出局玩家需要一筆資料：出局 { $busted } 位，提供了 { $got } 筆
error-h4h-payouts-range = 每位出局玩家最多一筆獎金，每筆最多 10^18
error-h4h-start-stack = 2026 年規則依這手牌開始時的籌碼為出局玩家排名：請為每人提供 `start_stack`

## chip-race
race-exchange = 面額 { $removed } 的籌碼退出比賽：每位玩家的這類籌碼以等值換成面額 { $lowest } 的籌碼，剩下的合計 { $odd_total } 從 1 號位開始進行搶籌，每位玩家最多得到一枚（{ $rule_chip_race }-A）：{ $chips ->
        [0] 沒有 { $lowest } 的籌碼
       *[other] { $chips } 枚 { $lowest } 的籌碼
    }，零頭以四捨五入計到最接近的一枚籌碼。
race-all-exchanged = 移除的籌碼全部以等值換掉：沒有剩下需要搶籌的籌碼。
race-raced = { $chips ->
        [0] 沒有人在搶籌中贏得籌碼
        [1] 搶出一枚 { $lowest } 的籌碼：歸搶籌牌最大的 { $winners } 號位
       *[other] 搶出 { $chips } 枚 { $lowest } 的籌碼：歸搶籌牌最大的 { $winners } 號位
    }。
race-to-run = { $chips ->
        [0] { $seats } 號位之間沒有籌碼需要搶
       *[other] 在 { $seats } 號位之間搶 { $chips } 枚 { $lowest } 的籌碼
    }：從 1 號位開始，每枚零頭籌碼發一張搶籌牌，牌最大者獲勝，每位玩家最多一枚。
race-kept-in = { $seat } 號位在搶籌中失去最後的籌碼：沒有人會因搶籌而出局，因此該玩家得到一枚 { $lowest } 的籌碼。
race-exactly-half = 零頭籌碼正好是 { $lowest } 籌碼的一半：通常做法是進位，由裁判決定。
race-may-be-kept-in = 在搶籌中失去最後籌碼的玩家不會出局：這樣的玩家得到一枚 { $lowest } 的籌碼。
error-race-denominations = 移除的面額（{ $removed }）必須小於仍在使用中的最低面額（{ $lowest }）
error-race-seat-twice = { $seat } 號位列出了兩次
error-race-one-per-seat = `odd` 需要這手牌每個座位各一個數字，依座位順序：{ $seats } 個座位，{ $got } 個數字
error-race-more-than-stack = { $seat } 號位不可能有 { $value } 的已移除面額籌碼：其籌碼總量為 { $stack }
error-race-not-in-order = { $seat } 號位有零頭籌碼要搶，但不在 `order` 中

## before-amount
before-amount-facts = { $bettor } 號位說了「下注」或「加注」，在說出金額（合計 { $to }）之前，{ $seat } 號位就行動了；玩家應等到金額明確後才行動（{ $rule_acting_in_turn }-B）。
before-amount-brought-up = 說出的金額 { $stated } 低於最小的合法下注或加注：補足到 { $to }（{ $rule_raise_amounts }）。
before-amount-over-pot = 說出的金額 { $stated } 超過底池大小的下注：減為 { $to }（{ $rule_pot_limit_bets }）。
before-amount-over-limit = 說出的金額 { $stated } 超過限注允許的額度：視為一次下注或加注，到 { $to }（{ $rule_number_of_raises }）。
before-amount-over-stack = 說出的金額 { $stated } 超過下注者所有的籌碼：視為全下，到 { $to }。
before-amount-all-in-capped = { $seat } 號位宣告全下：在此下注結構中，這是允許的最大加注，到 { $to }，且成立（{ $rule_acting_in_turn }-A）。
before-amount-fold-stands = { $seat } 號位是輪到時棄牌，輪到時的行動具約束力（{ $rule_acting_in_turn }-A）：不論 { $bettor } 號位之後說出什麼，棄牌成立。
before-amount-all-in-stands = { $seat } 號位是輪到時全下，具約束力（{ $rule_acting_in_turn }-A）：{ $seat } 號位全下，合計 { $to }。
before-amount-held-to-call = { $seat } 號位在 { $bettor } 號位的金額明確前就跟注：裁判依最符合情況的方式裁定，可要求跟注者跟任何金額（{ $rule_conditional_declarations }-B）；較符合規則的判讀是跟注該下注，合計 { $to }（再補 { $to_call }）。
before-amount-if-choose-again = 裁判認為在金額已知後讓 { $seat } 號位重新選擇較為公平
error-before-amount-bettor-not-to-act = { $seat } 號位並非輪到行動的玩家：下注者是說了「下注」或「加注」的玩家
error-before-amount-not-next = { $seat } 號位不是 { $bettor } 號位之後的下一位：更後面的行動屬於搶先行動（`out_of_turn`）
error-before-amount-call-fold-or-all-in = 該行動必須是跟注、棄牌或全下

## pot-count
pot-count-not-counted = 只有在底池限注中，玩家才有權要求點算底池：在這個遊戲中，荷官不為 { $seat } 號位點算底池（{ $rule_pot_limit_bets }-A）。
pot-count-spread = 應要求時，可將底池攤開，讓所有人都能看到（{ $rule_rp_spreading_the_pot }）。
pot-count-counted = 底池限注：荷官為 { $seat } 號位點算底池：{ $pot }（{ $rule_pot_limit_bets }-A）。
pot-count-counted-to-act = 底池限注：荷官為 { $seat } 號位點算底池：{ $pot }，{ $seat } 號位最多可下注到 { $max }（{ $rule_pot_limit_bets }-A）。

## stub
stub-all = 掉落的剩餘牌堆與棄牌堆或燒牌混在一起：混在一起的牌全部蓋著洗混、洗牌並切牌，以新的剩餘牌堆繼續牌局（{ $rule_rp_disordered_stub }）。
stub-rebuild = 剩餘牌堆可以恢復原本的順序：照原順序放回，牌局繼續（{ $rule_rp_disordered_stub }）。
stub-stub-only = 剩餘牌堆無法恢復：只用剩餘牌堆的牌（不含棄牌堆與燒牌）組成新的剩餘牌堆，蓋著洗混、洗牌並切牌，牌局繼續（{ $rule_rp_disordered_stub }）。
stub-try-first = 若能確定恢復，首先將剩餘牌堆恢復原本的順序（{ $rule_rp_disordered_stub }）。
stub-if-cannot-rebuild = 無法確定恢復原本順序：只用剩餘牌堆的牌組成新的剩餘牌堆，洗牌並切牌
stub-face-down = 牌局中的任何重新洗牌，都必須蓋著進行、不得露出牌面（{ $rule_irregular_flops }-D）。

## non-chip-item
item-rule = 沒有籌碼價值的物品（賞金籌碼、計時牌）的大小應與下注籌碼不同；以此類物品下注，依本場政策或裁判判斷來判讀，可能判為跟注或全下（{ $rule_rp_non_denominational_items }）。
item-call = 較符合規則的判讀是跟注：{ $seat } 號位跟注 { $to_call }。
item-check = 沒有需要跟的注，該物品判讀為 { $seat } 號位過牌。
item-if-all-in = 裁判將該物品判讀為 { $seat } 號位全下
error-item-not-to-act = { $seat } 號位並非輪到行動的玩家

## gesture
gesture-rule = 敲桌面代表過牌（{ $rule_terminology_and_gestures }）。
gesture-check = 沒有需要跟的注，{ $seat } 號位敲桌即為過牌。
gesture-facing-bet = 面對需跟 { $to_call } 的下注時，過牌不是合法行動：如同面對下注時說「過牌」（{ $rule_invalid_bet_declarations }），{ $seat } 號位可以跟注或棄牌，但不得加注。
error-gesture-not-to-act = { $seat } 號位並非輪到行動的玩家

## rebuy-announced
rebuy-rule = 玩家不得為了重購而錯過一手牌；在一手牌開始前宣布重購的玩家，這手牌中重購的籌碼視為後方籌碼參與，且必須完成重購（{ $rule_rebuys }）。一手牌的開始是第一次洗牌、按下洗牌機按鈕，或荷官換班之時（{ $rule_new_hand_new_limits }）。
rebuy-plays-behind = 在這手牌開始前宣布：該玩家以 { $stack } 加上重購的 { $chips } 作為後方籌碼參與，合計 { $in_play }，且必須完成重購。
rebuy-after-hand = 在這手牌開始後才宣布：這手牌以開始時的 { $stack } 進行；重購的 { $chips } 在這手牌結束後才加入。
error-rebuy-chips = chips：大於 0，且最多為 floorcall 接受的最大籌碼量

## level-change
level-began-before = 這手牌在新級別開始前就已開始，而新級別從下一手牌起適用：這手牌以舊級別進行（{ $rule_new_hand_new_limits }）。
level-dealer-push = 新級別在荷官換班時開始：接班的荷官以舊級別發一手牌，也就是這一手（{ $rule_new_hand_new_limits }）。
level-same-forced-bets = 新級別的盲注與前注和這手牌發牌時相同：沒有需要更正的地方（{ $rule_new_hand_new_limits }）。
level-after-substantial = 這手牌誤以舊級別發牌，但已發生實質行動（{ $actions } 次行動，{ $with_chips ->
        [0] 沒有任何一次
       *[other] 其中 { $with_chips } 次
    }投入籌碼，{ $rule_substantial_action }）：以舊級別繼續進行（{ $rule_new_hand_new_limits }）。
level-corrected = 這手牌誤以舊級別發牌，且尚未發生實質行動：更正為新級別，盲注 { $small }/{ $big }（{ $rule_new_hand_new_limits }）。
level-adds = { $seat } 號位補入 { $amount }。
level-does-not-fit = 已作出的行動不符合新級別：如何更正由裁判決定。
error-level-blinds = 新的盲注需要至少為 1 的大盲注，且小盲注不得大於大盲注

## wrong-seat
seat-rule = 座位以隨機抽籤分配；坐錯座位但籌碼正確的玩家，帶著全部籌碼移到正確座位（{ $rule_random_seating }）：{ $seat } 號位移到 { $assigned } 號位。
seat-silent = 規則說明玩家要移到哪裡、帶什麼籌碼，但沒有說明進行中的這手牌，以及移位所影響的盲注該如何處理：這些由裁判決定（{ $rule_floor_decisions }）。
seat-redeal = { $seat } 號位的玩家現在移到 { $assigned } 號位，並在該玩家就座後重新發這手牌。
seat-nobody-acted = 尚無人行動，因此重新發牌不會讓任何人有損失：較符合規則的判讀是在這手牌進行前，將玩家從 { $seat } 號位移到 { $assigned } 號位並重新發牌，比照座位發錯的情況（{ $rule_misdeals }-A）。
seat-back = { $seat } 號位收回已下的 { $amount }。
seat-takes-stack = { $seat } 號位的全部籌碼 { $amount } 一併帶走。
seat-if-played-as-dealt = 裁判讓這手牌照已發的牌進行，結束後再移動 { $seat } 號位的玩家
seat-plays-on = 這手牌照已發的牌進行；結束後，{ $seat } 號位的玩家帶著全部籌碼移到 { $assigned } 號位。
seat-not-killed = 規則中沒有任何條文使坐錯座位玩家的手牌成為死手：{ $seat } 號位的手牌在發牌的位置上維持有效。
seat-after-substantial = 已發生實質行動（{ $actions } 次行動，{ $with_chips ->
        [0] 沒有任何一次
       *[other] 其中 { $with_chips } 次
    }投入籌碼，{ $rule_substantial_action }）：發牌成立（{ $rule_misdeals }-D）。
seat-before-substantial = 尚未發生實質行動（{ $actions } 次行動，{ $rule_substantial_action }）：裁判也可比照座位發錯的情況處理並重新發牌（{ $rule_misdeals }-A）。
seat-if-redealt = 裁判讓 { $seat } 號位的玩家坐到分配的座位後重新發牌，所有已下的籌碼退回
seat-stack-in-play = { $seat } 號位後方有 { $behind }，底池中有 { $in_pot }：這手牌結束時的籌碼隨玩家移動。
seat-moves-now = { $seat } 號位的玩家在下一次發牌前帶著全部籌碼移到 { $assigned } 號位；已經打完的手牌成立。
seat-hands-stand = 從 { $seat } 號位打完的手牌成立：規則不會撤銷已經打完的牌局。
seat-posted = 這手牌 { $seat } 號位從錯誤的座位下了 { $amount }。
seat-big-blind-reaches = 大盲注（{ $big }）每手移動一個座位：它會{ $from_wrong ->
        [0] 在這一手
        [1] 在下一手
       *[other] 在 { $from_wrong } 手之後
    }輪到 { $seat } 號位的玩家，並{ $from_assigned ->
        [0] 在這一手
        [1] 在下一手
       *[other] 在 { $from_assigned } 手之後
    }輪到 { $assigned } 號位的玩家。
seat-later = 移位使該玩家的大盲注延後 { $hands ->
       *[other] { $hands } 手
    }：沒有規則要求補繳跳過的 { $big } 大盲注，因此由裁判決定。
seat-sooner = 移位使該玩家 { $big } 的大盲注提早 { $hands ->
       *[other] { $hands } 手
    }：沒有規則免除或退還因移位而提早、或在一圈內出現兩次的盲注，因此由裁判決定。
seat-taken = 為 { $seat } 號位玩家抽到的 { $assigned } 號位已有人坐：由裁判安排誰坐哪裡，每位玩家都帶著全部籌碼移動。
seat-taken-in-hand = { $assigned } 號位有人參與這手牌：坐在那裡的另一位玩家可能也坐錯了。
seat-taken-floor = 規則沒有說明正確座位已有人坐時該怎麼辦：由裁判決定（{ $rule_floor_decisions }）。
seat-if-taken = 結果 { $assigned } 號位已被另一位玩家佔用：由裁判安排兩個座位
error-seat-assigned = 分配的座位必須是 1 至 12 之間、且不是 { $seat } 號位的座位號碼，而不是 { $assigned }
error-seat-assigned-in-hand = { $assigned } 號位是這手牌中的座位，因此不是空位
error-seat-actions-shown = 這手牌顯示了 { $actions ->
       *[other] { $actions } 個玩家行動
    }：若是在其中發現坐錯座位，noticed 應為 during_hand

## away-from-table
away-rule = 持有有效手牌的玩家，包括全下的玩家，在下注與攤牌期間都要留在牌桌：離開有違保護手牌與關注牌局的義務，可被處罰（{ $rule_at_the_table }）。
away-live = { $seat } 號位的手牌維持有效；是否因離開而處罰該玩家，由裁判決定。
away-not-killed = 規則不會因玩家走開而使其手牌成為死手：{ $seat } 號位的手牌不因離開而成為死手。
away-all-in = { $seat } 號位已全下，底池中有 { $in_pot }：籌碼留在底池，已無需行動，這手牌進行到攤牌。
away-to-act-facing = 輪到 { $seat } 號位行動，需跟 { $to_call }。
away-to-act-no-bet = 輪到 { $seat } 號位行動，沒有需要跟的注。
away-when-action-comes = 還沒輪到 { $seat } 號位行動。
away-silent = 規則沒有說明行動輪到不在座位上的玩家時會如何；裁判可對該座位呼叫計時（{ $rule_calling_for_a_clock }）：時間到時，面對下注的手牌為死手，沒有面對下注的則視為過牌。
away-if-clock-facing-bet = 對面對下注的 { $seat } 號位呼叫計時，玩家回來前時間已到：手牌為死手，其 { $in_pot } 留在底池
away-if-clock-no-bet = 對 { $seat } 號位呼叫計時，玩家回來前時間已到：視為過牌
away-dead = { $seat } 號位的手牌為死手：玩家不在、面對下注時時間已到；已投入的 { $in_pot } 留在底池。
away-clock-facing-bet = 對 { $seat } 號位呼叫的計時已到，需跟 { $to_call } 而玩家不在：手牌為死手（{ $rule_calling_for_a_clock }）。
away-checked = { $seat } 號位視為過牌：玩家不在、沒有需要跟的注時時間已到。
away-clock-no-bet = 對 { $seat } 號位呼叫的計時已到，沒有需要跟的注而玩家不在：視為過牌，手牌維持有效（{ $rule_calling_for_a_clock }）。
away-chips = 離開不會移動任何籌碼：{ $seat } 號位後方保留 { $behind }，已投入的 { $in_pot } 留在底池。
away-penalty = 是否以及如何因 { $seat } 號位離開而處罰，由裁判決定，從警告到停打數圈不等（{ $rule_penalties }）。
error-away-no-live-hand = { $seat } 號位已經棄牌：沒有需要守著的有效手牌
error-away-not-to-act = { $seat } 號位並非輪到行動的玩家，因此不可能對該玩家呼叫計時並超時

## chips-out-of-view
view-rule = 錦標賽籌碼不得以任何使其脫離視線的方式持有或移動；這樣做的玩家將被沒收這些籌碼並移出比賽，且可被處罰（{ $rule_chips_out_of_view }）。
view-forfeited = { $seat } 號位被沒收 { $amount }：這些籌碼移出比賽。
view-pocketed = { $seat } 號位把 { $amount } 放在口袋、包包或衣物中：脫離視線。
view-concealed = { $seat } 號位在牌桌上把 { $amount } 握住或遮住，沒有人看得到：脫離視線。
view-carried-hidden = { $seat } 號位把 { $amount } 在視線之外帶到另一張牌桌：移動中的籌碼必須保持可見。
view-out-of-play = 這 { $amount } 退出比賽：不歸任何玩家，也不進入任何底池。
view-left = { $seat } 號位保留牌桌上可見的 { $stack }。
view-nothing-left = { $seat } 號位已沒有可見的籌碼：該玩家接下來如何，由裁判決定（{ $rule_floor_decisions }）。
view-penalty = 沒收是規則的規定；是否另外處罰 { $seat } 號位，從警告到取消參賽資格，由裁判決定（{ $rule_penalties }）。
view-kept = { $seat } 號位保留這 { $amount }：這些籌碼是在明顯可見的情況下攜帶的。
view-in-view = { $seat } 號位在明顯可見的情況下攜帶 { $amount }（放在籌碼架或開放式托盤上）：沒有任何籌碼脫離視線，因此不沒收。
view-kept-total = { $seat } 號位以合計 { $total } 繼續比賽。
error-view-seat = 座位必須是 1 至 12 的座位號碼，而不是 { $seat }
error-view-amount = 脫離視線的籌碼至少須為 1，且不得超過允許的最大籌碼量
error-view-stack = 可見的籌碼超過允許的最大籌碼量

## house
house-no-effect = 本場規則（{ $title }）不影響此裁定：以 TDA 規則為準。
house-applied = 適用本場規則 { $label }（{ $title }）：{ $text }
house-applied-bare = 適用本場規則 { $label }（{ $title }）。
house-under-tda = 僅依 TDA 規則（{ $citation }）：{ $summary }

## Rule titles (the message) and summaries (.summary), by the rule's stable key.

rule-floor-decisions = 現場裁決
    .summary = 裁判以牌局的最佳利益與公平為首要考量，在嚴格依條文會造成不公時可偏離規則；現場裁決為最終裁決。
rule-player-responsibilities = 玩家責任
    .summary = 玩家應核對自己的牌與籌碼、保護手牌、清楚表明意圖、關注牌局進行，並在發現錯誤時出聲。
rule-terminology-and-gestures = 正式用語與手勢
    .summary = 使用標準用語（下注、跟注、加注、棄牌、過牌、全下，底池限注中的「底池」）；使用非標準用語與手勢的風險由玩家自負。
rule-player-identity = 玩家身分
    .summary = 玩家在牌桌上必須能被清楚辨認；工作人員可要求玩家取下遮住臉部的物品。
rule-electronic-devices = 電子裝置與通訊
    .summary = 牌桌上的電子裝置與通訊受到限制；不得在牌桌上使用策略工具與下注圖表。
rule-official-language = 正式語言
    .summary = 賽事公告牌局進行時牌桌上可使用的語言。
rule-random-seating = 隨機分配正確座位
    .summary = 座位以隨機抽籤分配；坐錯座位但籌碼正確的玩家，帶著籌碼移到正確座位。
rule-alternates-late-registration = 候補、延遲報名與重新參賽
    .summary = 候補、延遲報名及重新參賽的玩家獲得隨機座位與起始籌碼並立即發牌，但坐在小盲注與按鈕之間者除外。
rule-special-needs = 特殊需求
    .summary = 為有特殊需求的玩家作出合理安排。
rule-new-players-broken-tables = 新玩家與拆桌玩家
    .summary = 拆桌的玩家以兩階段隨機程序抽座位，可能坐到任何位置，包括盲注與按鈕位。
rule-balancing-tables = 平衡牌桌與暫停牌局
    .summary = 各桌保持平衡；下一手該下大盲注的玩家移到最差的位置；比人數最多的牌桌少三人或以上的牌桌，一旦影響到盲注即暫停牌局。
rule-cards-speak = 宣告；攤牌時以牌為準
    .summary = 攤牌時以攤開的牌決定贏家；玩家對自己手牌的說法沒有約束力，任何人都應指出讀錯的牌。
rule-tabling-cards = 攤牌與收掉贏牌
    .summary = 所有牌面朝上且可辨讀才算攤牌；將未正確攤開的手牌丟棄，風險自負；荷官不得收掉已正確攤開的贏牌。
rule-live-cards-at-showdown = 攤牌時的有效牌
    .summary = 蓋著丟出的牌在進入棄牌堆或無法辨認之前仍然有效；仍可完全辨認的手牌可以取回。
rule-showdown-discarding-irregularities = 攤牌與丟牌的違規情形
    .summary = 只亮出贏牌一部分的玩家會被要求全部攤開；以為自己已贏而丟牌的下注者，失去已被跟注的下注，但無人跟注的下注退回。
rule-face-up-for-all-ins = 全下時翻開手牌
    .summary = 一旦有玩家全下且不可能再有下注，所有有效手牌立即翻開，再發其餘的牌。
rule-showdown-order = 非全下的攤牌與攤牌順序
    .summary = 沒有全下時，最後一輪最後下注或加注的玩家先亮牌；該輪沒有下注時，由按鈕左邊第一位玩家先亮牌。
rule-asking-to-see-a-hand = 要求看牌
    .summary = 河牌有下注時，已攤牌或保留手牌的跟注者可以看最後進攻者的手牌；其他要求由裁判酌情決定；已丟牌的玩家失去要求的權利。
rule-playing-the-board = 攤牌時打公共牌
    .summary = 打公共牌的玩家必須攤開所有底牌才能分得底池。
rule-odd-chips = 零頭籌碼的分配
    .summary = 零頭籌碼換成最小面額；公共牌遊戲中零頭給按鈕左邊第一位平手贏家（A 項）；梭哈中給花色最大的最高牌（B 項）；高低分池中，整個底池的零頭給高牌那一半（C 項）。
rule-simultaneous-busts = 同一手牌出局的玩家
    .summary = 2026 年新增（據報）：同一手牌出局的玩家依這手牌開始時的籌碼排名。
rule-side-pots = 邊池
    .summary = 每個邊池各自分配，且邊池在主池之前分配。
rule-disputed-hands = 有爭議的手牌與底池
    .summary = 對手牌判讀的異議可在下一手牌開始前提出；底池或計算錯誤可在下一手牌發生實質行動前提出。
rule-new-hand-new-limits = 新的一手牌與新級別
    .summary = 新級別在宣布後從下一手牌起適用；誤以舊級別開始的手牌，一旦發生實質行動即維持舊級別。
rule-chip-race = 搶籌與定時換碼
    .summary = 退出比賽的小面額籌碼以搶籌方式換成大面額；沒有玩家會因搶籌而出局。
rule-chips-visible = 牌與籌碼保持可見、可數、可管理；酌情換碼
    .summary = 籌碼保持可見且可點算，大面額放在前面；裁判可將籌碼換成大面額。
rule-deck-changes = 更換牌組
    .summary = 在荷官換班或級別變更時更換牌組；玩家不得要求更換新牌。
rule-rebuys = 重購
    .summary = 玩家必須在下一手牌發牌前宣布重購。
rule-rabbit-hunting = 看後面的牌
    .summary = 一手牌結束後，不得揭開本來會發出的牌。
rule-calling-for-a-clock = 呼叫計時
    .summary = 呼叫計時後，玩家有 25 秒再加 5 秒倒數；時間到時，面對下注的手牌為死手，否則視為過牌。
rule-at-your-seat = 在座位上與有效手牌
    .summary = 起始發牌的最後一張牌發出時，玩家必須在座位上，否則手牌為死手。
rule-at-the-table = 尚有行動時留在牌桌
    .summary = 持有有效手牌的玩家，包括全下的玩家，必須留在牌桌。
rule-dead-button = 死按鈕
    .summary = 錦標賽採用死按鈕。
rule-dodging-blinds = 逃避盲注
    .summary = 故意逃避盲注會被處罰。
rule-button-placement = 按鈕的位置與移動
    .summary = 按鈕位置錯誤在實質行動前予以更正，之後則維持不變；單挑時小盲注即為按鈕。
rule-misdeals = 誤發牌與牌組有誤
    .summary = 實質行動前發生所列的發牌錯誤即為誤發牌，重發這手牌；實質行動後不判誤發牌；牌組有誤時該手牌作廢。
rule-substantial-action = 實質行動
    .summary = 實質行動是輪到時的兩個行動且其中至少一個投入籌碼，或輪到時的任意三個行動；下盲注不計。
rule-button-too-few-cards = 按鈕位牌數不足
    .summary = 按鈕位發到的牌數不足時可補齊，除非按鈕位已經行動。
rule-burns-after-substantial-action = 實質行動後的燒牌
    .summary = 實質行動後發現張數錯誤的手牌為死手；荷官每輪燒一張牌，不嘗試恢復剩餘牌堆的順序。
rule-irregular-flops = 不規則翻牌與提前發出的牌
    .summary = 四張翻牌或過早發出的翻牌依既定程序更正；在下注輪結束前發出的公共牌屬於提前發牌。
rule-methods-of-betting = 下注方式：口頭與籌碼
    .summary = 下注可用口頭、籌碼或兩者；以先發生者為準，同時發生時以明確的口頭宣告為準。
rule-methods-of-calling = 跟注方式
    .summary = 標準的跟注是說「跟注」或推出跟注金額；面對大額下注推出一枚小籌碼屬於非標準做法，可被判為完整跟注。
rule-methods-of-raising = 加注方式
    .summary = 加注須以一個動作完成或事先宣告；未經宣告回頭再拿籌碼是不允許的。
rule-raise-amounts = 加注金額
    .summary = 加注至少須加上本輪先前最大的完整下注或加注；不發一語推出、超過跟注額達該加注一半以上者須補足為完整加注，不到一半則視為跟注。
rule-oversized-chip = 大面額籌碼下注
    .summary = 面對下注時，事先未說「加注」而推出單枚大面額籌碼視為跟注；未面對下注時，則視為下注該籌碼的面額。
rule-multiple-chip-betting = 多枚籌碼下注
    .summary = 面對下注時，不發一語推出的多枚籌碼若每一枚都是跟注所必需，即視為跟注；否則依加注金額的 50% 標準決定，或以最後的籌碼全下。
rule-prior-bet-chips = 先前下注的籌碼未收入底池
    .summary = 面前仍有先前籌碼、面對加注的玩家應先宣告；不發一語加入的籌碼，依先前籌碼是否足夠跟注、以及是否被收回來判斷。
rule-reopening-the-bet = 重新開放下注
    .summary = 無限注與底池限注中，加起來不足一個完整加注的不足額全下，不讓已行動的玩家再加注；限注中，半注即重新開放。
rule-number-of-raises = 允許的加注次數
    .summary = 無限注與底池限注沒有加注次數上限；限注遊戲依本場上限，即使單挑也一樣，直到比賽只剩兩位玩家為止。
rule-accepted-action = 已接受的行動
    .summary = 跟注者有責任知道實際的下注額；依錯誤數額接受的跟注，仍須付正確的金額。
rule-acting-in-turn = 按順序行動
    .summary = 玩家按順序行動；輪到時的行動具約束力，投入的籌碼留在底池。
rule-binding-declarations-undercalls = 具約束力的宣告／輪到時跟注不足
    .summary = 輪到時說「跟注」或「加注」即須完成整個行動；未說「跟注」而推出少於跟注額的籌碼屬於跟注不足：單挑或多人底池中面對開局下注時必須完整跟注，其他情況由裁判決定。
rule-incorrect-bets = 錯誤下注、下注不足與加注不足
    .summary = 低於最低額的下注或加注在當輪、下一張牌發出前更正；底池限注中，超額下注在下一張牌發出前減少，因算少而下注不足者在其後發生實質行動前提高。
rule-action-out-of-turn = 搶先行動
    .summary = 搶先行動退回給正確的玩家，若其面對的行動沒有改變即具約束力；若已改變，籌碼可收回，該玩家擁有所有選擇（2026 年：搶先被動行動後只能跟注或棄牌）；被跳過的玩家在實質行動前保持沉默即失去保護。
rule-pot-limit-bets = 底池大小與底池限注下注
    .summary = 底池限注中，最大加注為跟注額加上跟注後的底池；翻牌前以完整盲注計算；無限注中說「底池」不是金額，但至少須作出最低下注或加注。
rule-invalid-bet-declarations = 無效的下注宣告
    .summary = 沒有下注時說「跟注」視為過牌；沒有下注時說「加注」至少為最低下注；面對下注時說「過牌」只能跟注或棄牌。
rule-string-bets = 分次下注與分次加注
    .summary = 不允許分次下注與分次加注。
rule-unclear-betting = 非標準與不明確的下注
    .summary = 非標準下注的風險由玩家自負；可能有多種意思的口頭金額，判讀為不超過底池的最高合理金額。
rule-non-standard-folds = 非標準棄牌
    .summary = 在最後一輪下注結束前，未面對下注時輪到而棄牌，或搶先棄牌，皆具約束力，且可被處罰。
rule-conditional-declarations = 條件式與過早的宣告
    .summary = 關於未來行動的條件式聲明可能具約束力或被處罰；在下注額明確前作出的跟注由裁判處理。
rule-count-of-chip-stack = 點算對手籌碼
    .summary = 只有在輪到自己且面對全下時，才能要求精確點算對手的籌碼；其他情況只給估算。
rule-over-betting-expecting-change = 超額下注期待找零
    .summary = 不發一語推出的籌碼全部算數，即使玩家期待找零。
rule-chips-found-behind = 全下後才發現後方籌碼
    .summary = 全下被跟注後才在後方發現的籌碼由裁判處理：若不屬於行動的一部分，該玩家贏了不能因這些籌碼獲得賠付，輸了也保不住這些籌碼。
rule-chips-out-of-view = 脫離視線與移動中的籌碼
    .summary = 籌碼不得以脫離視線的方式持有或攜帶；玩家藏起的籌碼將被沒收並移出比賽，並可能另受處罰。
rule-lost-and-found-chips = 遺失與拾獲的籌碼
    .summary = 拾獲的籌碼移出比賽。
rule-killed-fouled-exposed-hands = 意外收掉／混入／露出的手牌
    .summary = 被荷官收掉或混入而無法辨認的手牌無從補救；無人跟注的下注退回。
rule-dead-hands-stud = 梭哈中的死手與丟牌
    .summary = 梭哈中關於死手與丟牌的規則。
rule-no-disclosure = 不得透露；一人一手
    .summary = 尚有行動未完成時，玩家不得透露手牌內容；一手牌只能由一位玩家決定。
rule-exposing-cards = 亮牌與正確棄牌
    .summary = 尚有行動未完成時亮牌可被處罰，但不會使手牌成為死手；棄牌時應低推且牌面朝下。
rule-ethical-play = 合乎道德的比賽行為
    .summary = 共謀、送籌碼及其他不道德的打法會被處罰。
rule-etiquette-violations = 違反禮儀
    .summary = 重複或嚴重違反禮儀會被處罰。
rule-penalties = 警告、處罰與取消參賽資格
    .summary = 處罰從警告、停打數手或數圈到取消參賽資格；停打的手數為牌桌玩家人數乘以圈數。
rule-rp-all-in-buttons = 全下標示牌
    .summary = 以全下標示牌標示全下的玩家。
rule-rp-bringing-in-bets = 不建議提前將下注收入底池
    .summary = 荷官將下注留在玩家面前，直到該輪結束。
rule-rp-personal-belongings = 個人物品
    .summary = 個人物品不得放在牌桌桌面上。
rule-rp-disordered-stub = 剩餘牌堆順序錯亂
    .summary = 剩餘牌堆順序錯亂時依固定程序處理。
rule-rp-premature-cards = 提前發出的牌
    .summary = 提前發出的公共牌放回剩餘牌堆並重新洗牌；燒牌保留原處。
rule-rp-efficient-movement = 玩家有效率地移動
    .summary = 換桌的玩家帶著籌碼迅速移動。
rule-rp-dealer-push-timing = 荷官換班時機
    .summary = 荷官依時間表換班。
rule-rp-hand-for-hand = 逐手同步進行程序
    .summary = 接近獎金圈時，所有牌桌每次只打一手牌；同一手牌出局的玩家共享名次。
rule-rp-final-table-size = 決賽桌人數
    .summary = 決賽桌在達到設定人數時由兩張人數不足的牌桌合併組成。
rule-rp-stud-dealing = 錦標賽梭哈發牌程序
    .summary = 梭哈的發牌程序。
rule-rp-ante-formats = 前注形式與不減少前注
    .summary = 單人支付的前注應採用大盲前注，且先下盲注；前注永不減少。
rule-rp-dealers-announce-bets = 荷官應報出下注與加注
    .summary = 在無限注與底池限注中，荷官報出下注與加注。
rule-rp-split-pot-stacking = 分池遊戲中荷官應堆疊籌碼
    .summary = 荷官先將底池籌碼疊好再分池。
rule-rp-randomness-special-situations = 特殊情況可採隨機方式
    .summary = 特殊情況可用隨機抽籤決定。
rule-rp-staff-communication = 賽事工作人員的適當溝通
    .summary = 工作人員清楚且一致地傳達裁定。
rule-rp-absent-on-breaking-table = 拆桌時玩家不在座位上
    .summary = 不在座位上的玩家的籌碼由工作人員移到新座位。
rule-rp-draw-betting = 錦標賽換牌遊戲下注程序
    .summary = 換牌遊戲的下注程序。
rule-rp-mixed-game-order = 混合賽制的遊戲順序
    .summary = 混合遊戲依公告的順序輪替。
rule-rp-reducing-stalling = 減少拖延
    .summary = 防止拖延的措施。
rule-rp-cards-ready-for-shuffle = 準備好洗牌的牌
    .summary = 牌保持隨時可進行下一次洗牌的狀態。
rule-rp-spreading-the-pot = 攤開底池
    .summary = 底池限注中，應玩家要求可將底池攤開點算。
rule-rp-non-denominational-items = 以無面額物品下注
    .summary = 賞金籌碼與計時牌不得用於下注。

## games (issue 25)
error-hand-bring-in-only-stud = 強制開注只出現在梭哈類遊戲，不適用於 { $game }
error-hand-stud-no-blinds = { $game } 以前注與強制開注進行：請省略盲注、跨注與補盲
error-hand-stud-needs-limits = { $game } 的手牌需要其限注額（小注與大注）
error-hand-stud-needs-bring-in = { $game } 的手牌需要其強制開注額（至少一枚籌碼）
error-hand-bring-in-over-small-bet = 強制開注（{ $bring_in }）大於小注（{ $small_bet }）
error-hand-up-cards-only-stud = 明牌只出現在梭哈類遊戲，不適用於 { $game }
error-hand-up-cards-most = 梭哈玩家最多有四張明牌；提供了 { $given } 張
error-hand-discards-only-draw = 只有 `draw` 行動才有換掉的牌
error-hand-action-only-stud = "{ $kind }" 是梭哈的行動；{ $game } 不是梭哈
error-hand-draw-only-draw-games = { $game } 沒有換牌
error-hand-draw-more-than-held = 玩家不可能從 { $held } 張手牌中換掉 { $count } 張
error-hand-drawn-cards-count = 換掉 { $count } 張牌，但補了 { $given } 張
error-hand-street-not-in-game = { $game } 沒有這一輪：{ $street }
error-hand-deal-cards-on-seats = 在 { $game } 中，發出的牌要寫在座位上（以及換牌上），而不是寫在 `deal` 行動中
error-replay-no-draw-now = { $seat } 號位換牌，但現在不是換牌的時候
error-replay-drew-already = { $seat } 號位本輪已經換過牌，或已不在這手牌中
showdown-odd-chips-stud = 零頭籌碼換成最小面額 { $smallest_chip } 後，給成牌五張中最高一張牌花色最大的贏家（黑桃、紅心、方塊、梅花）（{ $rule_odd_chips }-B），每個底池分別計算（{ $rule_side_pots }）。
showdown-seat-low = { $seat } 號位（{ $hole }）：{ $low }。
showdown-seat-badugi = { $seat } 號位（{ $hole }）：{ $count ->
        [4] 四張牌的 Badugi
       *[other] { $count } 張牌
    }，{ $badugi }。
showdown-ranking = { $game ->
        [stud] 梭哈中，每位玩家以七張牌中最好的五張比牌，攤牌時須亮出全部七張（{ $rule_tabling_cards }-A）。
        [low-a5] A-5 低牌：最小的牌獲勝，A 算最小，順子與同花不計，對子對牌力不利。
        [low-27] 2-7 低牌：最小的牌獲勝，A 只算最大，順子、同花與對子都對牌力不利（不同花色的 7-5-4-3-2 最好）。
        [badugi] Badugi：點數不同且花色不同的牌最多者獲勝，其次比最小；A 算最小。
       *[short-deck] 短牌（36 張）：同花大於葫蘆，A-6-7-8-9 算順子。
    }
options-stud-brings-in = { $seat } 號位持有須強制開注的明牌（梭哈及梭哈高低中最小的，Razz 中最大的；點數相同時比花色，梅花最小、黑桃最大，因此梭哈中是 2♣ 開注，Razz 中是 K♠）並開始行動：下強制開注 { $bring_in }，或補足到小注 { $small_bet }（{ $rule_terminology_and_gestures }：「補足」）。
options-stud-facing-bring-in = 尚無人補足：強制開注就是要面對的下注。{ $seat } 號位可以棄牌、跟強制開注，或補足到小注 { $small_bet }；補足是第三街的第一個完整下注，之後每次加注為一個小注。
options-stud-no-doubling = 第四街出現明牌對子，並不允許下大注：第四街以小注下注（{ $rule_rp_stud_dealing }-F）。
options-stud-low-card-all-in = 按明牌應由 { $low } 號位強制開注，但他已用前注全下：行動從其左側的 { $seat } 號位開始，投入 { $bring_in } 的強制開注，或補足到 { $small_bet } 的小注（{ $rule_rp_stud_dealing }-E）。
options-stud-opens-by-cards = { $seat } 號位在本街亮出的牌面最好（Razz 中為最小），因此先行動；明牌相同時，按最大一張牌的花色決定（{ $rule_rp_stud_dealing }-D）。
options-summary-bring-in = { $seat } 號位下強制開注 { $bring_in }，或補足到 { $small_bet }。
options-summary-facing-bring-in = { $seat } 號位可以棄牌、跟強制開注 { $to_call }，或補足到 { $small_bet }。
game-name = { $game ->
        [NLHE] 無限注德州撲克
        [PLO] 底池限注奧馬哈
        [PLO5] 五張底池限注奧馬哈
        [LHE] 限注德州撲克
        [PLO8] 底池限注奧馬哈高低
        [NLO8] 無限注奧馬哈高低
        [O8] 限注奧馬哈高低
        [PLHE] 底池限注德州撲克
        [NLO] 無限注奧馬哈
        [LO] 限注奧馬哈
        [PLO6] 六張底池限注奧馬哈
        [BIGO] Big O（五張底池限注奧馬哈高低）
        [SHORT_DECK] 短牌德州撲克
        [STUD] 七張梭哈
        [STUD8] 七張梭哈高低
        [RAZZ] Razz
        [TD27] 2-7 三次換牌
        [SD27] 2-7 單次換牌
        [TDA5] A-5 三次換牌
        [BADUGI] Badugi
        [COURCHEVEL] Courchevel
        [COURCHEVEL8] Courchevel 高低
       *[DRAW5] 五張換牌
    }
street-name = { $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 轉牌
        [river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 換牌前的一輪
        [first_draw] 第一次換牌後的一輪
        [second_draw] 第二次換牌後的一輪
       *[third_draw] 第三次換牌後的一輪
    }
error-dispute-not-for-game = 「{ $dispute }」爭議不適用於 { $game }：{ $needs ->
        [board] 它涉及公共牌，而這個遊戲沒有公共牌
        [button] 它涉及按鈕與盲注，而這個遊戲採用前注與強制開注
       *[up-cards] 它涉及梭哈的明牌與強制開注
    }
stud-deal-exposed = { $seat } 號位最初兩張暗牌中有一張被翻開發出：該牌改作該座位的明牌，第三張牌蓋著發出；這手牌不算誤發牌（{ $rule_rp_stud_dealing }-A）。
stud-deal-exposed-summary = 被翻開的牌成為 { $seat } 號位的明牌；其第三張牌蓋著發出。
stud-deal-bring-in-now = 以被翻開的牌作為該座位的明牌，依現有明牌判斷強制開注：由 { $seat } 號位強制開注。
stud-deal-bring-in-from-up-cards = 接著依現有明牌判斷強制開注（提供每個座位的明牌即可指出由誰開注）。
stud-deal-two-exposed = { $seat } 號位最初的暗牌中有兩張被翻開。單張暗牌被翻開的程序不涵蓋這種情況（{ $rule_rp_stud_dealing }-A）：由裁判決定，規則傾向於將發牌時翻開的牌視為誤發牌（{ $rule_misdeals }）。
stud-deal-two-exposed-summary = 誤發牌，由裁判決定：{ $seat } 號位在發牌時有兩張暗牌被翻開。
stud-deal-if-play-on = 若裁判讓這手牌繼續，{ $seat } 號位被翻開的其中一張作為明牌，下一張牌蓋著發給該玩家。
stud-deal-seventh-replaced = { $seat } 號位的第七街牌在仍有下注時被翻開發出（{ $with_chips } 位玩家仍有籌碼）：該牌移出牌局，改以一張蓋著發出的牌替換（{ $rule_rp_stud_dealing }-B）。
stud-deal-seventh-replaced-summary = { $seat } 號位被翻開的第七街牌，以一張蓋著發出的牌替換。
stud-deal-seventh-stands = { $seat } 號位的第七街牌被翻開發出，但已沒有下注（玩家皆已全下）：該牌成立，以明牌參與（{ $rule_rp_stud_dealing }-B）。
stud-deal-seventh-stands-summary = { $seat } 號位的第七街牌以明牌成立：已沒有下注。
stud-deal-stub-enough = 第七街需要為仍在牌局中的 { $players } 位玩家各發一張，再加一張燒牌（{ $players } + 1）；剩餘牌堆有 { $stub } 張：照常發牌（{ $rule_rp_stud_dealing }-H）。
stud-deal-stub-enough-summary = 剩餘牌堆的牌足夠：第七街照常發牌。
stud-deal-stub-with-burns = 第七街需要為仍在牌局中的 { $players } 位玩家各發一張，再加一張燒牌（{ $players } + 1），但剩餘牌堆只有 { $stub } 張：將先前的燒牌加入剩餘牌堆，洗牌並切牌後發牌（{ $rule_rp_stud_dealing }-H）。
stud-deal-stub-with-burns-summary = 牌不夠：燒牌加入剩餘牌堆，洗牌並切牌後發第七街。
stud-deal-stub-community = 第七街需要為仍在牌局中的 { $players } 位玩家各發一張，再加一張燒牌（{ $players } + 1）；剩餘牌堆有 { $stub } 張，即使加上先前三張燒牌仍不夠：荷官燒一張牌後翻開發出一張公共牌，供所有玩家使用，由第六街最先行動的玩家先行動（{ $rule_rp_stud_dealing }-H）。
stud-deal-stub-community-summary = 即使加上燒牌也不夠：翻開發出一張所有玩家共用的公共牌；第六街最先行動者先行動。
stud-deal-premature = 在下注輪結束前發出的梭哈牌放回剩餘牌堆並重新洗牌；不額外燒牌，待下注結束後再發這一街（{ $rule_rp_premature_cards }-D）。
stud-deal-premature-summary = 提前發出的牌放回剩餘牌堆並重新洗牌；不額外燒牌。
error-stud-deal-seat-needed = 請指明被翻開牌的座位（`seat`）
error-stud-deal-stub-needed = 請提供剩餘牌堆中的牌數（`stub`）
error-stud-deal-not-at-seventh = 剩餘牌堆不足是第七街的問題：這手牌必須停在第六街結束時或第七街上
rotation-frozen = 梭哈輪開始時，按鈕凍結在 { $button } 號位：梭哈不使用按鈕，在梭哈的各手牌中按鈕都停在那裡（{ $rule_balancing_tables }-B）。
rotation-stud-no-button = { $game } 不使用按鈕與盲注：按鈕仍凍結在 { $button } 號位。
rotation-resumes = 回到使用按鈕的遊戲時，按鈕從凍結的位置前進一個座位，彷彿梭哈的手牌沒有打過：按鈕 { $button } 號位，小盲注 { $small } 號位，大盲注 { $big } 號位。
rotation-next-button-summary = 按鈕 { $button } 號位，小盲注 { $small } 號位，大盲注 { $big } 號位。
rotation-next-big-blind-moves = 在混合賽制中，移桌的是下一手使用按鈕的牌局中該下大盲注的玩家：{ $seat } 號位（{ $rule_balancing_tables }-A）。
rotation-moves-summary = { $seat } 號位移桌。
rotation-by-position = 在只有梭哈類遊戲的賽事中，依位置移桌：與人少牌桌空位相對應的 { $seat } 號位玩家移桌；由本場的平衡牌桌程序決定（{ $rule_balancing_tables }-A）。
rotation-by-position-empty = 在只有梭哈類遊戲的賽事中，依位置移桌，但此處 { $seat } 號位沒有玩家：由本場的平衡牌桌程序指定移桌者（{ $rule_balancing_tables }-A）。
error-rotation-seats = 請提供至少兩個有玩家的座位，編號 1 至 12（`seats`）
error-rotation-button = 按鈕的座位編號為 1 至 12（`button`）
error-rotation-open-seat = 只有梭哈的賽事依位置移桌：請提供人少牌桌的空位（`open_seat`）
up-cards-facing = { $seat } 號位在面對需跟 { $to_call } 的下注時拿起明牌：在梭哈中這會使手牌成為死手（{ $rule_dead_hands_stud }）。該座位已投入的 { $in_pot } 留在底池。
up-cards-not-facing = { $seat } 號位在沒有面對下注時拿起明牌。規則是在面對行動時這樣做才判為死手（{ $rule_dead_hands_stud }）；此處由裁判決定，採取的判讀同樣是死手：在梭哈中把明牌蓋起來即為棄牌，而可以過牌時棄牌仍然成立（{ $rule_non_standard_folds }）。該座位已投入的 { $in_pot } 留在底池。
up-cards-dead-summary = { $seat } 號位的手牌為死手；其 { $in_pot } 留在底池。
up-cards-if-plays-on = 若裁判認定該玩家並非有意放棄這手牌（沒有面對下注），則將明牌重新翻開，這手牌繼續進行。
up-cards-last-hand = 只剩一手牌：{ $seat } 號位贏得 { $amount } 的底池。
error-pokerstars-stud-too-many-cards = 發給一位梭哈玩家的牌超過七張
error-pokerstars-stud-no-stakes = 梭哈手牌的標頭需要小注與大注，例如 "(0.04/0.08 USD)"
options-stud-short-completion = 在 { $bring_in } 的強制開注上全下到 { $all_in }，不足 { $small_bet } 的補足額。若從零算起，它至少是一注的一半，因此算作補足，下一次加注是在它之上再加一整注，到 { $raise_to }（{ $rule_reopening_the_bet }-B）。TDA 沒有說明這種全下是從零算起，還是以超出強制開注的增額計算：由裁判決定。
options-stud-completion-counts = 全下到 { $all_in }，不足 { $small_bet } 的補足額，但比 { $bring_in } 的強制開注多出 { $increase }：無論從零算起，還是以超出強制開注的增額計算，都至少是一注的一半，因此算作補足，下一次加注是在它之上再加一整注，到 { $raise_to }（{ $rule_reopening_the_bet }-B）。
options-if-measured-over-bring-in = 若裁判以超出強制開注的增額來計算這次全下（不到半注），它就不算補足：玩家可以跟注，或補足到 { $small_bet }。
options-if-measured-over-bring-in-acted = 若裁判以超出強制開注的增額來計算這次全下（不到半注），它就不算補足，已投入強制開注金額的玩家不能再加注（{ $rule_reopening_the_bet }-B）：玩家跟注或棄牌。
error-hand-not-in-short-deck = { $card } 不在短牌牌組中（6 到 A）：發牌時發現不屬於牌組的牌，屬於 `deal_error`（`non_standard_card`，規則 35-A）
undercall-chain-first-must-call = 連續發生數次跟注不足：回到第一位，{ $seat } 號位（{ $rule_binding_declarations_undercalls }-C）。該玩家面對開局下注（或單挑）推出 { $amount }，因此必須完整跟注到 { $call_to }，補入 { $add }（{ $rule_binding_declarations_undercalls }-B）。
undercall-chain-first-floor = 連續發生數次跟注不足：回到第一位，{ $seat } 號位（{ $rule_binding_declarations_undercalls }-C）。該玩家在多人底池中面對加注推出 { $amount }：裁判要求其完整跟注到 { $call_to }（補入 { $add }），此為採取的判讀；或讓其放棄已推出的 { $amount } 並棄牌（{ $rule_binding_declarations_undercalls }-B）。
undercall-chain-other = { $seat } 號位也跟注不足，推出 { $amount }：在第一位更正後該玩家再次行動，如何處理由裁判決定（{ $rule_binding_declarations_undercalls }-C）；採取的判讀是完整跟注，補入 { $add }。
undercall-chain-if-forfeits = 若裁判讓 { $seat } 號位放棄已推出的 { $amount }：這些籌碼留在底池，該手牌棄牌。
undercall-chain-summary = 回到第一位跟注不足的 { $seat } 號位：跟注到 { $call_to }，補入 { $add }；其後跟注不足的玩家由裁判決定。
error-undercall-chain-nobody-to-act = 這手牌的行動結束時沒有人輪到行動：第一次跟注不足必須是輪到行動的座位所為
error-undercall-chain-need-two = 連續跟注不足須有兩次或以上；單獨一次跟注不足屬於 `bet` 爭議（規則 51-B）
error-undercall-chain-seat-twice = { $seat } 號位在跟注不足中列出了兩次
error-undercall-chain-not-an-undercall = { $seat } 號位應跟 { $owed }：跟注不足是少於此數且後方仍有籌碼（全下不足額視為跟注）
error-undercall-chain-first-not-to-act = 第一次跟注不足必須是輪到行動的 { $to_act } 號位所為，而不是 { $seat } 號位
bet-single-small-chip = 面對需跟 { $to_call } 的下注推出一枚小籌碼（{ $chip }），不是標準的跟注方式：風險由玩家自負，依跟注不足的規則判讀，裁判可予以處罰（{ $rule_methods_of_calling }）。
final-table-not-yet = 剩下 { $remaining } 位玩家，賽事尚未進入 { $size } 人的決賽桌：各桌在平衡後繼續比賽（{ $rule_rp_final_table_size }）。
final-table-two-tables = 剩下 { $remaining } 位玩家，比 { $size } 人的決賽桌多一人：賽事以兩張 { $half } 人桌進行，直到下一位玩家出局（{ $rule_rp_final_table_size }）。
final-table-forms-now = 剩下 { $remaining } 位玩家，現在組成決賽桌：一張 { $size } 人桌（{ $rule_rp_final_table_size }）。
final-table-draw = 先展示座位牌，蓋著洗混疊成一疊，再發給每位玩家一張翻開的撲克牌；從花色最大的最高牌（黑桃、紅心、方塊、梅花）開始依序從那疊中分發座位牌，因此每個座位都由抽籤決定（{ $rule_new_players_broken_tables }-B）。
final-table-draw-summary = 決賽桌組成；{ $player }（{ $card }，最大的牌）坐 { $seat } 號位，其他玩家依各自的牌依序入座。
error-final-table-table-size = 每桌座位數為 6 至 10
error-final-table-draw-count = 座位抽籤須列出剩下的每一位玩家：{ $remaining }
error-final-table-seat-cards = 座位牌每位玩家一張，座位 1 至 12，各一次
error-final-table-not-a-card = 撲克牌是一張牌，例如 `Ks`
error-final-table-card-twice = 每張撲克牌只發一次
bet-single-chip-of-the-call = 一枚 { $chip } 的籌碼，正好是跟注的金額，不發一語推出：視為跟注，屬於標準的跟注方式（{ $rule_methods_of_calling }）。
penalty-required = 規則規定此行為必須處罰（{ $rule }{ $part }），因此只給警告並不足夠；{ $prior ->
        [0] 初次違規
       *[other] 先前已有 { $prior } 次違規
    }，建議停打 { $rounds ->
       *[other] { $rounds } 圈
    }，輕重由裁判決定。
penalty-device-no-live-hand = { $seat } 號位已經棄牌：禁止使用裝置的規定適用於持有有效手牌的玩家（{ $rule_electronic_devices }-C）。在牌桌上講電話、把裝置放在牌桌上及使用策略工具，則同樣禁止（{ $rule_electronic_devices }-A、B 與 D）。依這些事實不予處罰。
penalty-if-used-live = 該玩家在棄牌前、手牌仍有效時使用了裝置
penalty-identity = 玩家必須隨時能被清楚辨認，工作人員可要求玩家取下遮住臉部或干擾他人的太陽眼鏡、兜帽或面罩（{ $rule_player_identity }）：{ $seat } 號位應取下，若拒絕則由裁判決定處罰。
penalty-language = 本場公告並宣布牌桌上接受的語言（{ $rule_official_language }）；在牌桌上使用其他語言，比照規則所列的情形，由裁判決定處罰（{ $rule_penalties }-B）。
penalty-phone-call = 任何人都不得在牌桌上講電話，不論是否正在打牌（{ $rule_electronic_devices }-A）。
penalty-device-on-table = 手機及其他裝置不得放在牌桌上（{ $rule_electronic_devices }-B）。
penalty-strategy-tool = 不論是否正在打牌，都不得在牌桌上使用下注程式、圖表及其他策略工具，任何玩家也不得接受他人或其他來源的策略協助（{ $rule_electronic_devices }-D；2022 年條文只在持有有效手牌時禁止）。
penalty-throwing-cards = 棄牌時應將牌貼著桌面低推向前，絕不可丟擲或高拋（{ $rule_exposing_cards }）；丟擲手牌可被處罰（{ $rule_penalties }-B）。
penalty-chips-forfeited = { $seat } 號位把 { $chips } 藏在視線之外：不論意圖為何，這些籌碼被沒收並移出比賽，該玩家也可能被取消參賽資格（{ $rule_chips_out_of_view }）。
penalty-summary-forfeit = { $seat } 號位被沒收 { $chips }，移出比賽。{ $penalty }
error-penalty-chips-needed = `chips_hidden` 需要 `hidden_chips`：脫離視線的籌碼
error-penalty-chips = 脫離視線的籌碼須為正數
error-penalty-chips-only-out-of-view = `hidden_chips` 是脫離視線的籌碼，僅用於 `chips_hidden`
away-penalty-lean = 初次違規時，原則上給予口頭警告，再犯則加重（{ $rule_penalties }-A）；此處停打一圈相當於 { $hands } 手牌，期間要繳付 { $forced } 的盲注與前注。若改以「處罰」爭議提問，會連同該玩家先前的處罰一起計算。
rebuy-before-deal-read = 「發牌前」判讀為這手牌開始之前；分界是這手牌的開始（第一次洗牌、按下洗牌機按鈕、荷官換班），而不是發出第一張牌。
rebuy-if-hand-begun = 宣布重購時，這手牌的洗牌或荷官換班已經開始：這手牌以 { $stack } 進行，重購的 { $chips } 在這手牌結束後加入
citation-number-unknown = TDA { $edition }，編號不明（{ $before }）
citation-number-unknown-candidates = TDA { $edition }，編號不明（{ $before }；可能是 { $candidates }）
citation-new-in-2026 = 2026 年新增
seat-orbit-twice = 採用大盲前注時，大盲注要付 { $big_total }：提早輪到，會在錯誤座位上最後一次下大盲注後的一圈內出現兩次，小盲注（{ $small }）亦同：比一圈應付的多 { $extra }。
seat-orbit-skipped = 採用大盲前注時，大盲注要付 { $big_total }：延後輪到，會有一圈沒有下大盲注，也沒有下小盲注（{ $small }）：比一圈應付的少 { $extra }。
seat-swap = { $assigned } 號位的玩家抽到的是 { $seat } 號位：兩人坐反了，因此兩人都坐錯座位，都要移動，各自帶著全部籌碼（{ $assigned } 號位：{ $amount }）。
error-seat-occupant-seat = 座位為 1 至 12，而不是 { $seat }
error-seat-no-occupant = `occupant_assigned_seat` 是坐在 { $assigned } 號位的玩家所抽到的座位：該座位必須有人（這手牌中的座位，或 `assigned_seat_empty: false`）
button-no-make-up = TDA 沒有補繳逃避盲注的規定：{ $seat } 號位不需補下錯過的盲注，處罰才是補救方式（{ $rule_dodging_blinds }）。
seat-orbit-twice-small-dead = 採用大盲前注時，大盲注要付 { $big_total }：提早輪到，會在錯誤座位上最後一次下大盲注後的一圈內出現兩次，比一圈應付的多 { $big_total }；接下來 { $seat } 號位應下的小盲注（{ $small }）則不會，因為該玩家已離開那個座位。
before-amount-held-to-call-all-in = { $seat } 號位在 { $bettor } 號位的金額明確前就跟注：裁判依最符合情況的方式裁定，可要求跟注者跟任何金額（{ $rule_conditional_declarations }-B）；較符合規則的判讀是跟注該下注，這使 { $seat } 號位全下，合計 { $to }。
before-amount-uncalled = 已沒有人需要行動：{ $seat } 號位推出、無人能跟的下注 { $amount } 退回給 { $seat } 號位。
item-uncalled = 已沒有人需要行動：{ $seat } 號位推出、無人能跟的下注 { $amount } 退回給 { $seat } 號位。
away-if-clock-ends-hand = 對面對下注的 { $seat } 號位呼叫計時，玩家回來前時間已到：手牌為死手，其 { $in_pot } 留在底池，這手牌就此結束：{ $winner } 號位贏得 { $pot } 的底池
away-if-clock-ends-hand-back = 對面對下注的 { $seat } 號位呼叫計時，玩家回來前時間已到：手牌為死手，其 { $in_pot } 留在底池，這手牌就此結束：{ $winner } 號位贏得 { $pot } 的底池，並收回無人跟注的 { $back }
seat-no-blind-yet = 該玩家還沒有在 { $seat } 號位下過大盲注：移位不會讓任何盲注被跳過或重複，只決定第一次大盲注何時到來。
seat-if-no-blind-yet = 該玩家還沒有在 { $seat } 號位下過大盲注：移位不會讓任何盲注被跳過或重複，沒有需要裁判決定的事
rotation-worst-position-now = 在人少的牌桌上，該玩家坐到最差的位置 { $seat } 號位：那張桌下一手的大盲注，即使該座位因此連續兩次當大盲注，規則也允許（{ $rule_balancing_tables }-A）。
rotation-worst-position = 在人少的牌桌上，該玩家坐到最差的位置 { $seat } 號位：大盲注最先到達的空位，在 { $hands } 手之後；絕不是小盲注（{ $rule_balancing_tables }-A）。
error-rotation-short-table = 人少的牌桌：其有玩家的座位（1 至 12）、其中最後一次下大盲注的座位，以及牌桌大小（2 至 12）
error-rotation-short-table-full = 人少的牌桌沒有空位
error-rotation-short-table-stud = `short_table` 用於混合賽事；在只有梭哈的賽事中，玩家坐到空位（`open_seat`）
penalty-repeat-top = 再犯則處罰逐步加重（{ $rule_penalties }-A），而該玩家在本賽事中先前的處罰已達停打圈數的最高一級（{ $top } 圈）：下一級是取消參賽資格；停打更多圈數是現場裁判的另一選擇。
cond-call-is-check = 沒有需要跟注的下注時說「跟注」即為過牌：該聲明使 { $seat } 號位必須過牌（{ $rule_invalid_bet_declarations }）。
cond-may-not-raise = { $seat } 號位此處不能加注（下注對其未重新開放），因此所聲明的加注使 { $seat } 號位須跟注到 { $to }（{ $rule_reopening_the_bet }）。
cond-no-amount = 沒有說出金額：依該聲明，{ $seat } 號位須以最低額行動，即到 { $to }。
cond-more-than-stack = { $said } 超過 { $seat } 號位的籌碼：依該聲明，{ $seat } 號位全下，合計 { $to }。
cond-more-than-limit = { $said } 超過此處限注允許 { $seat } 號位的上限：依該聲明，{ $seat } 號位以上限行動，到 { $to }。
cond-below-minimum = { $said } 低於最低額 { $to }：提高到 { $to }（{ $rule_incorrect_bets }）。
cond-act-fold = 棄牌
cond-act-check = 過牌
cond-act-call = 跟注到 { $to }
cond-act-all-in = 全下，合計 { $to }
cond-act-bet = 下注 { $to }
cond-act-raise = 加注到 { $to }
play-out-uncalled = { $seat } 號位的下注中有 { $amount } 無人能跟：退還給 { $seat } 號位。
play-out-pot-won = { $amount } 的底池歸 { $winners } 號位{ $count ->
        [1] {""}
       *[other] 平分
    }。
play-out-pot-at-showdown = { $amount } 的底池在 { $eligible } 號位之間攤牌決定。
penalty-nuts-call-not-soft-play = { $seat } 號位持有唯一的堅果牌，在河牌圈只跟注最後一次下注並結束行動：這本身不算放水；玩家從來沒有加注的義務（{ $rule_penalties }-B）。依這些事實不予處罰。
bet-silent-chips = { $seat } 號位在無需跟注時不發一語推出 { $chips }：這些籌碼即為等值的下注。
stud-deal-bring-in-if-card = 請求未說明哪張暗牌被亮出：如果是 { $card }，由 { $seat } 號位強制開注（另一種解讀列為備選）。
stud-deal-if-exposed-card = 被亮出的是 { $card }：由 { $seat } 號位強制開注
error-stud-deal-one-card = 一張牌，例如 "As"：被亮出的那張暗牌
import-note-capped-limit-raise = actions[{ $index }]：{ $seat } 號位的限注加注記為 { $to }（對手能跟的全部），讀作限注的加注到 { $full }：對手以較少的籌碼全下跟注，{ $excess } 未被跟注而退回
error-hand-one-blind-form-only = { $by ->
        [button] 按鈕盲注的牌局
        *[nobody] 沒有盲注的牌局
    }沒有小盲、死小盲、大盲前注、跨注或盲注以外的補盲
import-note-ohh-draw-variant = OHH 的 game_type「Draw」未指明玩法：讀作{ $game }（發牌張數：{ $cards }；換牌次數：{ $draws }）
away-dead-nothing-in = { $seat } 號位的手牌為死手：玩家不在、面對下注時時間已到。
options-bet-to = 下注 { $to }
options-bet-between = 下注 { $lo } 至 { $hi } 之間的任一金額
error-hand-spot-stud-no-button = { $game } 沒有按鈕（以前注與強制開注代替）：請從局面中移除按鈕
error-hand-spot-stud-cards = { $street }：到目前為止每個座位應發到 { $n } 張牌；{ $seat } 號位有 { $given } 張
error-hand-spot-up-cards = { $street }：每個座位應有 { $n } 張明牌；{ $seat } 號位有 { $given } 張
error-replay-spot-opener-by-cards = { $street }：尚無人行動，依明牌應由 { $opener } 號位先行動，而非 { $seat } 號位
error-hand-run-only-board-deal = `run` 只能用在有公共牌的遊戲的發公共牌動作上（此處：{ $game }）
error-hand-run-out-of-order = 第 { $run } 次發牌不是下一次：第一次之後依次是第 2 次、第 3 次，每次都在前一次之後發
error-replay-run-not-due = 第 { $run } 次發牌的發牌出現在有玩家全下、下注結束之前，或第一次的公共牌發完之前，或不按街的順序：只有下注結束後尚未發出的牌才會重新發
options-not-reopened-limit = { $seat } 號位本輪已經行動過，現在面對 { $to_call }，少於 { $need }（半注）：下注未重新開放，因此 { $seat } 號位只能跟注或棄牌（{ $rule_reopening_the_bet }）。
string-later-chips-complete = { $seat } 號位仍須補到 { $to }：後續動作的 { $back } 中，{ $used } 留下用於補足，只有 { $rest } 退還給玩家。
string-later-chips-all-stay = { $seat } 號位仍須補到 { $to }：後續動作的 { $back } 全部留下用於補足，不退還任何籌碼。
bet-completion-all-in = { $seat } 號位的籌碼不足以補到完整加注 { $full_to }：補足即全下，合計 { $to }，不足一個完整加注（{ $rule_reopening_the_bet }）。
string-summary-call = 跟注 { $to }；共退還 { $seat } 號位 { $back }，含後續動作的籌碼。
incorrect-bet-caller-brought-up = { $seat } 號位跟注了 { $to }：跟注須與所跟的注額相等，因此 { $seat } 號位補上 { $add }，跟到更正後的 { $min_to }（{ $rule_incorrect_bets }）。
incorrect-bet-caller-all-in = { $seat } 號位跟注了 { $to }，只剩 { $add }：全部補上即全下，不足更正後的 { $min_to }（{ $rule_incorrect_bets }）。
sderr-break-too-late = 這手牌是休息前的最後一手：異議須在底池判給後一分鐘內提出；此次提出得更晚，因此底池維持原判（{ $rule_disputed_hands }）。
button-button-blind-moves = 盲注只由按鈕位下（按鈕盲注）：按鈕連同其盲注向前移一位玩家，從 { $from } 號位移到 { $button } 號位；沒有座位欠盲注，因此沒有死按鈕或死盲注（{ $rule_dead_button }）。
button-no-blinds-moves = 這手牌沒有盲注（只有前注）：按鈕向前移一位玩家，從 { $from } 號位移到 { $button } 號位，不再下其他強制注（{ $rule_dead_button }）。
button-summary-button-blind = 下一手：按鈕在 { $button } 號位，由其下按鈕盲注；沒有其他盲注。
button-summary-no-blinds = 下一手：按鈕在 { $button } 號位；沒有盲注（只有前注）。
knob-clock-seconds = 呼叫計時後、倒數開始前，玩家可用於行動的秒數（TDA：25）。
knob-clock-countdown-seconds = 隨後倒數的秒數（TDA：5）。
knob-clock-expiry = 計時用完的後果（TDA：面對下注時為死手，否則視為過牌）。
knob-shot-clock-seconds = 每次行動限時：每位玩家每次決定的秒數，不需呼叫計時即開始計算（TDA：不設，0；計時由玩家或裁判呼叫）。
knob-time-bank-seconds = 一張時間卡（延時卡）為玩家增加的秒數（TDA：不設，0）。
knob-time-banks = 每位玩家在本賽事中的時間卡張數（TDA：不設，0）。
knob-limit-cap-bets = 限注遊戲中每輪下注允許的注數：一次下注及其後的加注（TDA：由場館規定上限；引擎預設 4，即一次下注加三次加注）。牌局自行註明上限者，依其上限。
knob-limit-cap-heads-up = 手牌中只剩兩名玩家時，限注加注上限是否仍然適用（TDA：適用，直到賽事只剩兩名玩家）。
knob-stud-completion-counts = 梭哈中補足強制開注是否算作本輪計入上限的下注（TDA：算：強制開注不是下注，補足是第一次完整下注，即規則 3 的「complete」；不計入的場館允許補足之後再加注到上限次數）。
knob-bring-in-ace-high = 在梭哈和梭哈高低牌中，強制開注時 A 是否算大，使 A 永遠不需強制開注（TDA：未作規定，屬場館的遊戲規則；引擎的理解與 PokerKit 和 WSOP 相同：算大）。在 Razz 中 A 一律算小，由最大的牌強制開注；花色由小到大為梅花、方塊、紅心、黑桃。
knob-passive-out-of-turn = 不按順序的被動行動適用哪一種解讀（TDA：該版本自己的解讀）。
knob-big-blind-ante-order = 在大盲前注賽制中，籌碼不足的大盲先付什麼（TDA：先付盲注）。
knob-dodging-blinds = 故意逃避盲注的代價（TDA：罰則）。
knob-at-seat-by = 玩家必須在座位上的時刻（TDA：首輪發牌的最後一張牌）。
knob-odd-chip = 公共牌遊戲中平分底池時，零頭籌碼歸誰（TDA：按鈕左邊的第一位贏家）。
knob-misread-window = 讀錯的已攤開手牌可以更正到何時（TDA：到下一手牌開始為止）。
knob-pot-error-window = 分給錯誤玩家的底池可以更正到何時（TDA：到下一手牌出現實質行動為止）。
knob-ask-to-see = 攤牌時誰可以要求看牌（TDA：河牌跟注者可看最後進攻者的手牌；其他要求由裁判決定）。
knob-deliberate-exposure = 尚有行動未完成時故意翻開牌對手牌的影響（TDA：罰則；手牌仍然有效）。
knob-first-penalty = 先前沒有違規時，初次違規的罰則（TDA：由裁判決定；規則傾向口頭警告）。
knob-penalty-max-rounds = 罰則階梯在取消資格前最多達到的停打圈數（TDA：由裁判決定；引擎的理解為 3）。
knob-halt-short-by = 比人數最多的牌桌少這麼多名或更多玩家的牌桌暫停遊戲（TDA：3）。
knob-substantial-actions = 實質行動：依順序進行的這麼多次行動，不論何種行動（TDA：3）。
knob-substantial-actions-with-chips = 實質行動：依順序進行的這麼多次行動，其中至少一次投入籌碼（TDA：2）。
knob-conditional-statements = 條件式聲明是否具有約束力（TDA：由裁判決定）。
knob-chip-count = 玩家何時可以要求精確清點對手的籌碼（TDA：輪到自己行動且面對該玩家全下時）。
knob-pot-limit-overbet = 底池限注中超過底池的下注如何處理（TDA：對每位跟注者減至底池大小，直到下一張牌）。
knob-expects-int = { $min } 到 { $max } 之間的整數
knob-expects-choice = 以下之一：{ $values }
knob-expects-flag = true 或 false
seat-later-in-orbit = 大盲注（{ $big }）比原本晚 { $hands } 手輪到該玩家：一圈中的順序改變了，但該玩家的下一個大盲注仍屬於這一圈，因此沒有跳過任何盲注，也無需補繳。
seat-sooner-in-orbit = 大盲注（{ $big }）比原本早 { $hands } 手輪到該玩家：一圈中的順序改變了，但該玩家在這一圈中只付一次，因此沒有重複支付，也無需退還。
seat-in-orbit-floor = 沒有規則涉及因換座而移動的盲注，因此由裁判最終決定；規則傾向於雙方都無需補付。
rotation-left-since = 自那手牌以來有玩家離開：依死按鈕規則（規則 32），下一手牌從那手牌的盲注位置推算，大盲注向前移動一名玩家，空出的座位保持空著。
rotation-dead-small = 小盲注為死盲：上一手牌的大盲注（{ $seat } 號位）已離開。
rotation-dead-button = 按鈕為死按鈕，位於現已空出的 { $seat } 號位。
rotation-next-button-summary-no-small = 按鈕在 { $button } 號位，無小盲注，大盲注在 { $big } 號位。
error-rotation-left-since = 此後離開的座位編號為 1 至 12，且不在 `seats` 中（`left_since`）
h4h-if-different-tables = 如果這些玩家是在同一手逐手進行的牌中於不同牌桌被淘汰：他們平分名次與獎金（{ $rule_rp_hand_for_hand }）；按起始籌碼排名適用於同一桌的淘汰。
h4h-different-tables = 這些玩家在不同牌桌被淘汰：按起始籌碼排名（{ $rule_simultaneous_busts }）適用於同一桌，因此按逐手進行的規定平分。
