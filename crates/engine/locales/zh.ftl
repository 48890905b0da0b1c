### floorcall：裁决用语（简体中文）。
### 规则标题与摘要是 floorcall 自己的转述，经 TDA 许可使用（参见裁决中的 NOTICE）；以 TDA 官方规则为准。
### 每条消息对应 crates/engine/src/disputes 中的一个理由；其参数（$seat、$to…）即该理由的字段。
### 筹码数额传入时已格式化；计数用于选择复数形式（中文只有 other 一类）。

language-name = 简体中文
number-group-separator = {","}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {"、"}
list-last-separator = {"、"}
clause-separator = {"；"}
# 理由中提到的规则：其在裁决所用版本中的编号。
rule-ref = 规则 { $number }
# ……版本编号未知时：其 2024 年编号，并注明如此。
rule-ref-unknown = 2024 年版规则 { $number }
# 理由未给出摘要时的裁决摘要（预计不会出现）。
ruling-no-summary = 由裁判对本争议作出裁定。
# The TDA permission notice every ruling carries.
ruling-notice = Poker TDA 规则的编号和标题经 Poker Tournament Directors Association（www.pokertda.com）许可使用。摘要和推理为 floorcall 自行转述，并非官方文本；以 TDA 官方规则为准。

## bet

bet-words-after-chips = 口头宣告是在筹码落定之后才作出的，因此以筹码确定行动（{ $rule_methods_of_betting }：以先发生者为准）。
bet-words-with-chips = 口头宣告与筹码同时出现：与筹码同时作出的明确口头宣告优先（{ $rule_methods_of_betting }-A）。
bet-raise-by = “再加 { $by }”是在 { $current } 的下注上增加 { $by }：即加注到 { $to }。
bet-if-words-came-first = 口头宣告是在筹码落定之前或与筹码同时作出的
bet-assumes-chips-first = 此解读假定筹码先于口头宣告落定。若口头宣告在先，则改以口头宣告确定行动（{ $rule_methods_of_betting }）：{ $words }
bet-floor-holds-to-words = 裁判要求玩家按其口头宣告执行
bet-floor-holds-to-chips = 裁判要求玩家按其推出的筹码执行
bet-words-reading = 口头宣告：{ $words }
bet-chips-reading = 筹码：{ $chips }
bet-words-unclear = { $seat } 号位的口头宣告与筹码不一致，且口头宣告没有被清楚听到：规则没有统一答案；由裁判尽可能公平地裁定（{ $rule_methods_of_betting }，{ $rule_floor_decisions }）。
bet-words-before-chips = 口头宣告先于筹码，因此以口头宣告确定行动（{ $rule_methods_of_betting }）。
bet-gathered-all-in = { $seat } 号位把所有筹码拢在一起向前推出：可解读为全下 { $to }；由裁判决定。
bet-gesture-may-mean-all-in = 以一个动作将全部筹码向前推出或抛出，可解读为有意全部下注，无论逐个筹码检验的结果如何；TDA 将此交由裁判决定（{ $rule_floor_decisions }）。
bet-floor-judges-chip-by-chip = 裁判改为逐个筹码进行判断
bet-fold-binds = { $seat } 号位弃牌：弃牌具有约束力。
bet-fold-when-not-facing-a-bet = 在未面对下注时按顺序弃牌属于非标准做法，但具有约束力（{ $rule_non_standard_folds }）。
bet-checked = { $seat } 号位过牌。
bet-check-facing-a-bet = { $seat } 号位在面对 { $facing } 的下注时说了“过牌”：{ $seat } 号位可以跟注或弃牌，但不能加注（{ $rule_invalid_bet_declarations }）。
bet-call-with-no-bet = { $seat } 号位在没有下注可跟时说了“跟注”：视为过牌（{ $rule_invalid_bet_declarations }）。
bet-call-binds = { $seat } 号位按顺序说了“跟注”：须完整跟注到 { $to }（{ $rule_binding_declarations_undercalls }）。
bet-declared-call-is-no-undercall = 推出的 { $pushed } 不算不足额跟注：已宣告“跟注”，因此 { $seat } 号位须付足全部 { $to_call }。
bet-declared-all-in = { $seat } 号位宣告全下：本轮共计 { $to }。
bet-short-all-in = { $to } 不足一次完整加注（到 { $full_to }）：属于不足额全下，不会为已行动的玩家重新开放下注（{ $rule_reopening_the_bet }）。
bet-raise-not-allowed-calls = { $seat } 号位此时不能加注，因此所宣告的加注使 { $seat } 号位须跟注 { $current }（{ $rule_reopening_the_bet }）。
bet-pot-not-allowed-calls = { $seat } 号位此时不能加注，因此“底池”使 { $seat } 号位须跟注 { $to }。
bet-pot-limit-pot = 底池限注：“底池”即下注底池的大小；{ $seat } 号位的总额为 { $to }（{ $rule_pot_limit_bets }）。
bet-floor-may-allow-any-amount = 若 { $seat } 号位立即说明金额，裁判可允许其下注 { $to } 至 { $max_to } 之间的任何合法金额。
bet-below-minimum-brought-up = { $to } 低于最低额 { $min_to }：补足到 { $min_to }（{ $rule_incorrect_bets }）。
bet-above-the-most = { $to } 超过允许的上限；最多为 { $max_to }。
bet-raise-amount-is-a-total = 说“加注”并报出金额，表示加注到该总额（{ $rule_raise_amounts }）。
bet-is-all-in = { $seat } 号位全下，共 { $to }。
bet-bets = { $seat } 号位下注 { $to }。
bet-raises-to = { $seat } 号位加注到 { $to }。
bet-unclear-amount-read = “{ $amount }”不可能按字面理解（低于大盲注 { $big_blind }）；含糊的金额按不超过底池 { $pot } 的最高合理金额解读：{ $read }（{ $rule_unclear_betting }）。
bet-amount-alone-is-pushed = 只说出金额，视同不出声地推出 { $read }（{ $rule_methods_of_betting }）。
bet-oversized-chip-calls = 面对 { $facing } 的下注推出一个 { $chip } 的筹码，且事先未说“加注”，视为跟注：退回 { $back }。
bet-oversized-chip-rule = 规定：除非在筹码落定前宣告“加注”，否则单个大额筹码视为跟注（{ $rule_oversized_chip }），即使是玩家的最后一个筹码也是如此。
bet-every-chip-needed = 跟注 { $current }：每个筹码都是跟注所必需的{ $any ->
        [yes] ，退回 { $back }。
       *[no] 。
    }
bet-removing-one-leaves-less = { $chips }；拿走一个 { $smallest } 后剩下 { $without_one } < 跟注所需的 { $need }，因此每个筹码都是必需的：视为跟注（{ $rule_multiple_chip_betting }）。
bet-removing-one-leaves-enough = { $chips }；拿走一个 { $smallest } 后剩下 { $without_one } ≥ 跟注所需的 { $need }，因此并非每个筹码都是必需的。
bet-last-chips-all-in = 这些是 { $seat } 号位最后的筹码，因此无论 50% 标准如何，{ $seat } 号位全下 { $to }（{ $rule_multiple_chip_betting }）。
bet-raise-not-allowed-chips-call = { $seat } 号位此时不能加注，因此这些筹码视为跟注 { $current }；退回 { $back }。
bet-full-raise-reached = { $total } 达到一次完整加注（{ $current } + { $full } = { $full_to }）：加注到 { $total }（{ $rule_raise_amounts }）。
bet-full-raise-held = { $total } 达到一次完整加注（{ $current } + { $full } = { $full_to }），但允许的上限是 { $max_to }{ $pot ->
    [yes] （超过底池的下注不合规，{ $rule_incorrect_bets }-B）
   *[no] （限注游戏中为一注）
}：加注到 { $max_to }（{ $rule_raise_amounts }）。
bet-a-raise-to = 加注到 { $to }。
bet-a-raise-to-back = 加注到 { $to }；多出的 { $back } 退回。
bet-half-raise-must-complete = 适用 50% 标准：{ $total } ≥ { $half }，即超出跟注额至少半个加注，但 < { $current } + { $full } = { $full_to }：{ $seat } 号位须补足为完整加注，到 { $full_to }（{ $rule_raise_amounts }）。
bet-must-complete-to = 视为加注：{ $seat } 号位须补足为完整加注，到 { $full_to }。
bet-less-than-half-raise = 适用 50% 标准：{ $total } < { $half }，超出跟注额不足半个加注：视为跟注，退回 { $back }（{ $rule_raise_amounts }）。
bet-call-goes-back = 跟注 { $current }；{ $back } 退回给 { $seat } 号位。
bet-prior-covers-the-call = 面前已有的 { $prior } 足以跟注 { $current }；再加筹码即表示以全部这些筹码下注：共计 { $total }（{ $rule_prior_bet_chips }）。
bet-prior-partly-pulled-back = 之前的筹码被收回了一部分：剩下的 { $prior } 加上新推出的筹码，共计 { $total }，合并判断（{ $rule_prior_bet_chips }）。
bet-prior-all-pulled-back = 之前的筹码已全部收回：新推出的筹码按完整跟注额 { $need } 判断（{ $rule_prior_bet_chips }）。
bet-prior-short-of-call = 面前的 { $base } 不足以跟注；在其保持不动的情况下，新推出的筹码按仍需支付的 { $need } 判断（{ $rule_prior_bet_chips }）。
bet-single-new-chip-calls = 新推出的单个 { $chip } 筹码视为跟注（{ $rule_oversized_chip }）。
bet-undercall = { $seat } 号位推出 { $put }，少于跟注所需的 { $to_call }，且未说“跟注”：属于不足额跟注（{ $rule_binding_declarations_undercalls }）。
bet-floor-decides-undercall = 这是多人底池，且所面对的下注（{ $current }）不是本轮的首次下注，因此由裁判决定：要求完整跟注，或让 { $seat } 号位放弃 { $forfeit } 并弃牌。
bet-floor-requires-full-call = 裁判要求完整跟注
bet-floor-lets-forfeit = 裁判允许玩家放弃这些筹码并弃牌
bet-undercall-of-a-raise = 多人底池中对加注的不足额跟注：裁判可要求完整跟注到 { $call_to }，或让 { $seat } 号位放弃 { $forfeit } 并弃牌。
bet-no-limit-pot-is-a-minimum = 在无限注中，说“底池”不构成有效金额，但 { $seat } 号位至少须作出最小{ $word ->
        [bet] 下注
       *[raise] 加注
    }：到 { $to }（{ $rule_pot_limit_bets }）。
bet-declared-with-chips = { $seat } 号位宣告{ $word ->
        [bet] 下注
       *[raise] 加注
    }并推出 { $chips }：以筹码确定金额。
bet-declared-without-amount = { $seat } 号位宣告{ $word ->
        [bet] 下注
       *[raise] 加注
    }但未报金额：{ $seat } 号位至少须按最低额 { $min_to } 执行。
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = { $when ->
        [heads-up] 单挑时的
       *[opening-bet] 在多人底池中面对本轮首次下注时的
    }不足额跟注必须补足为完整跟注：到 { $call_to }。
bet-undercall-must-call = { $when ->
        [heads-up] 单挑时
       *[opening-bet] 在多人底池中面对本轮首次下注时
    }的不足额跟注：{ $seat } 号位必须完整跟注到 { $call_to }。

## options

options-to-call = 本轮的下注额为 { $current }；{ $seat } 号位{ $any_in ->
        [yes] 已投入 { $committed }
       *[no] 尚未投入筹码
    }，因此跟注需要 { $to_call }。
options-full-raise = 本轮最大的完整下注或加注为 { $full }（{ $rule_raise_amounts }）：加注须至少到 { $current } + { $full } = { $min_to }。
options-short-all-in-is-no-full-raise = 不足额全下不是完整加注，不会改变该金额，即使几次不足额全下加起来超过该金额也是如此（{ $rule_reopening_the_bet }）。
options-not-reopened = { $seat } 号位本轮已行动过，现在面对 { $to_call }，少于 { $need }（一次完整加注）：下注未重新开放，因此 { $seat } 号位只能跟注或弃牌（{ $rule_reopening_the_bet }）。
options-cap-reached = 本轮已达到 { $bets } 次下注的上限（一次下注和 { $raises } 次加注，{ $rule_number_of_raises }）：{ $seat } 号位可以跟注或弃牌。
options-call-takes-all-chips = 跟注会用掉 { $seat } 号位的全部筹码：已没有筹码可用于加注。
options-no-opponent-to-call = 没有对手有筹码跟注超过 { $current } 的金额：加注不可能被跟注，因此 { $seat } 号位可以跟注或弃牌。
options-reopened = { $seat } 号位本轮已行动过，但现在面对 { $to_call }，至少相当于一次 { $full } 的完整加注：下注重新开放（{ $rule_reopening_the_bet }）。
options-not-acted-yet = { $seat } 号位本轮尚未行动（投入盲注不算行动），因此 { $seat } 号位可以加注（{ $rule_reopening_the_bet }）。
options-fixed-limit-size = 固定限注：本轮的下注和加注额均为 { $bet }；加注即加注到 { $to }。
options-short-of-a-full-raise = { $seat } 号位本轮总共只有 { $all_in }，不足一次完整加注：加注即意味着全下 { $all_in }。
options-check = 过牌
options-call = 跟注 { $amount }
options-raise-to = 加注到 { $to }
options-raise-between = 加注到 { $lo } 至 { $hi }
options-may-fold-call-or-raise = { $seat } 号位可以弃牌、{ $call }，或{ $raise }。
options-may-only-call-or-fold = { $seat } 号位只能{ $call } 或弃牌；不允许加注。
options-pot-limit-maximum = 底池限注：先跟注 { $to_call }，再加注跟注后的底池大小{ $preflop ->
        [yes] （翻牌前，按完整盲注计算）
       *[no] {""}
    }；{ $seat } 号位最多可加注到 { $max_to }（{ $rule_pot_limit_bets }）。

## out-of-turn

out-of-turn-fold-binds = 不按顺序的弃牌具有约束力：{ $seat } 号位的手牌为死牌（{ $rule_non_standard_folds }）。
out-of-turn-follows-the-2026-illustration = floorcall 无法获得此规则的 2026 年文本；本裁决依据 2026 年的示例（单挑：不按顺序过牌，之后有人下注：只能跟注或弃牌）。按 2024 年规则，该玩家将拥有所有选择。
out-of-turn-behind = 在行动退回之前，位于 { $seat } 号位之后的 { $behind } 号位也不按顺序行动了（{ $act }）。行动轮到该座位时按同样方式判断：若届时 { $behind } 号位面对的{ $any_bet ->
        [yes] 仍是 { $faced } 的下注
       *[no] 仍是无人下注
    }，与当时相同，则该行动具有约束力；若行动已改变，{ $with_chips ->
        [yes] 可收回筹码，且 { $behind } 号位拥有所有选择
       *[no] { $behind } 号位拥有所有选择
    }（{ $rule_action_out_of_turn }-A）。
out-of-turn-behind-fold = { $behind } 号位也不按顺序弃牌：不按顺序的弃牌具有约束力，因此 { $behind } 号位的手牌为死牌（{ $rule_non_standard_folds }）。
out-of-turn-passive-in-2026 = 按 2026 年规则，单挑时这一不按顺序的过牌会使该玩家在行动改变后只能跟注或弃牌；2024 年规则则给予所有选择。
out-of-turn-unchanged-binds = { $seat } 号位所面对的行动没有改变（{ $any_bet ->
        [yes] 仍为 { $faced }
       *[no] 仍无人下注
    }），因此不按顺序的行动具有约束力：{ $act }（{ $rule_action_out_of_turn }）。
out-of-turn-over-the-most = { $seat } 号位下注到 { $to }，超过了轮到他时本轮允许的上限 { $most }：按 { $most } 生效，多出的 { $back } 退回。
out-of-turn-back-to-the-seat-in-turn = 行动退回到 { $next } 号位。若 { $seat } 号位之前的玩家只是过牌、跟注或弃牌，则不按顺序的行动（{ $act }）有效；若有人下注或加注，则该行动不具约束力，{ $seat } 号位拥有所有选择（{ $rule_action_out_of_turn }）。
out-of-turn-if-next-raises = { $next } 号位加注（例如加注到 { $min_to }）
out-of-turn-raise-example = 例如，若 { $next } 号位加注到 { $min_to }，{ $seat } 号位面对 { $min_to }，可以跟注 { $to_call }、再加注到至少 { $reraise_to } 或弃牌；不按顺序推出的 { $returned } 可以退回。
out-of-turn-if-others-only-check-call-or-fold = { $seat } 号位之前的玩家只是过牌、跟注或弃牌
out-of-turn-spoke-up = { $skipped } 号位在实质性行动之前出声提出：行动退回到 { $skipped } 号位，不按顺序的行动按{ $rule_action_out_of_turn }-A 的规定判断（除非行动改变，否则具有约束力）（{ $rule_action_out_of_turn }）。
out-of-turn-fold-always-binds = 不按顺序的弃牌在任何情况下都具有约束力（{ $rule_non_standard_folds }）。
out-of-turn-skipped-stays-silent = { $skipped } 号位被跳过，且在不按顺序的实质性行动发生之前没有出声：这些不按顺序的行动有效。{ $skipped } 号位的手牌如何处理由裁判决定（例如判为死牌，或限定只能跟注或弃牌）（{ $rule_action_out_of_turn }）。
out-of-turn-floor-rules-hand-dead = 裁判判定 { $skipped } 号位的手牌为死牌
out-of-turn-floor-keeps-hand-live = 裁判保留 { $skipped } 号位的手牌为活牌，但限定只能跟注或弃牌
out-of-turn-if-spoke-up = { $skipped } 号位在实质性行动之前出声提出了
out-of-turn-check-and-fold-reading = 只有按照{ $rule_substantial_action } 括号内的说明，一次过牌和一次弃牌才算实质性行动；floorcall 依据的是其定义句（必须有筹码投入），裁判也可以作不同解读。
out-of-turn-floor-counts-check-and-fold = 裁判将一次过牌和一次弃牌算作实质性行动
out-of-turn-skipped-keeps-right = 尚无实质性行动：{ $skipped } 号位保留行动权；行动退回到 { $skipped } 号位（{ $rule_action_out_of_turn }）。
out-of-turn-fold = 弃牌
out-of-turn-check = 过牌
out-of-turn-call = 跟注
out-of-turn-bet = 下注 { $to }
out-of-turn-raise = 加注到 { $to }
out-of-turn-passive-then-changed = 在 { $seat } 号位不按顺序的被动行动（{ $act }）之后，行动发生了改变：按 2026 年规则，{ $seat } 号位只能跟注 { $to_call } 或弃牌，不能加注（{ $rule_action_out_of_turn }）。
out-of-turn-changed-not-binding = 在轮到 { $seat } 号位之前，行动已从{ $any_bet ->
        [yes] {" "}{ $faced }{" "}
       *[no] 无人下注
    }变为 { $now }，因此不按顺序的行动（{ $act }）不具约束力：{ $any_back ->
        [yes] 退回 { $returned }，{ $seat } 号位
       *[no] { $seat } 号位
    }拥有所有选择：跟注 { $to_call }{ $raise_from ->
        [0] {""}
       *[other] 、加注到至少 { $raise_from }
    } 或弃牌（{ $rule_action_out_of_turn }）。
out-of-turn-counted-substantial = { $skipped } 号位左侧有 { $actions } 次不按顺序的行动，其中{ $with_chips ->
        [0] 没有一次
       *[other] 有 { $with_chips } 次
    }投入了筹码：构成实质性行动（{ $rule_substantial_action }）。
out-of-turn-counted-not-yet = { $skipped } 号位左侧有 { $actions } 次不按顺序的行动，其中{ $with_chips ->
        [0] 没有一次
       *[other] 有 { $with_chips } 次
    }投入了筹码：尚未构成实质性行动（{ $rule_substantial_action }）。
out-of-turn-all-in = 全下
out-of-turn-show-or-muck = 亮牌或不亮牌弃掉

## incorrect-bet

incorrect-bet-over-pot-stands = 下注总额 { $to } 超过了底池限额 { $max_to }，但下一张牌已经发出：该下注有效（{ $rule_incorrect_bets }）。
incorrect-bet-over-pot-stands-after-action = 下注总额 { $to } 超过了底池限额 { $max_to }，但其后已发生实质性行动（{ $actions } 次行动，其中{ $with_chips ->
        [0] 没有一次
       *[other] 有 { $with_chips } 次
    }投入了筹码）：按场馆规则，该下注有效。
incorrect-bet-low-count-raised = 下注者叫了“底池”，但发牌员少报了底池金额：由于下注后尚无实质性行动，该下注提高到底池下注额 { $max_to }（{ $rule_incorrect_bets }）。
incorrect-bet-check-and-fold-only = 其后只有一次过牌和一次弃牌：只有按照{ $rule_substantial_action } 括号内的说明才算实质性行动；裁判可以如此解读并让该下注有效。
incorrect-bet-below-minimum-stands = 下注总额 { $to } 低于最低额 { $min_to }，但下一张牌已经发出：该下注有效（{ $rule_incorrect_bets }）。
incorrect-bet-below-minimum-corrected = 下注总额 { $to } 低于合法最低额 { $min_to }；由于在本轮下注中就被发现，更正为 { $min_to }（{ $rule_incorrect_bets }）。
incorrect-bet-over-pot-reduced = 下注总额 { $to } 超过了底池限额 { $max_to }，且在下一张牌发出前被发现：对本轮所有跟注者，该下注都减为 { $max_to }，即使已发生实质性行动也是如此（{ $rule_incorrect_bets }）。{ $callers ->
        [0] {""}
        [1] 已跟注的 { $seats } 号位退回 { $back }。
       *[other] 已跟注的 { $seats } 号位各退回 { $back }。
    }
incorrect-bet-low-count-stands = 下注者叫了“底池”，并按发牌员报出的 { $to } 下注；实际的底池下注额为 { $max_to }。下注后已发生实质性行动（{ $actions } 次行动，其中{ $with_chips ->
        [0] 没有一次
       *[other] 有 { $with_chips } 次
    }投入了筹码，{ $rule_substantial_action }），因此较小的下注有效（{ $rule_incorrect_bets }）。

## cards-dealt

cards-dealt-counted = 发牌以来：按顺序的行动共 { $actions } 次，其中{ $with_chips ->
        [0] 没有一次
       *[other] 有 { $with_chips } 次
    }投入了筹码（盲注不计）。
cards-dealt-burns-as-normal = 烧牌照常进行，每一轮公共牌发出前烧一张牌。
cards-dealt-extra-card-is-not-the-burn = 多出的那张牌不算作烧牌：发牌员从余牌中烧一张牌，然后发翻牌。
cards-dealt-burn-one-card-only = 发牌员只烧一张牌，然后发翻牌；不为恢复余牌的原有顺序而多烧牌。
cards-dealt-no-misdeal-hand-dead = 这已构成实质性行动（{ $rule_substantial_action }），因此不算误发牌（{ $rule_misdeals }）：{ $seat } 号位持有 { $cards } 张牌的手牌为死牌。
cards-dealt-dead-hand-play-on = 已发生实质性行动：{ $seat } 号位的手牌为死牌，牌局继续。
cards-dealt-button-exception = { $seat } 号位是庄位，发到的牌数不足：无论在实质性行动之前还是之后，{ $rule_button_too_few_cards } 都是例外，不按“牌数错误即误发牌”（{ $rule_misdeals }-A）处理。{ $acted ->
    [yes] 庄位已经行动，因此该例外不再适用。
   *[no] 庄位尚未行动。
}
cards-dealt-button-completed = 为庄位补足手牌：{ $seat } 号位补发所缺的 { $missing } 张牌，牌局继续。
cards-dealt-button-next-card-from-stub = 所缺的牌在烧牌之前从余牌顶部发出；然后照常烧牌并发翻牌。
cards-dealt-button-acted-dead = 庄位在牌数不足的情况下已经行动：{ $seat } 号位的手牌为死牌，牌局继续。
cards-dealt-no-substantial-action-yet = 尚无实质性行动（{ $rule_substantial_action }）：有玩家发到的牌数错误，即构成误发牌；按原样重新发牌，庄位与盲注级别不变。
cards-dealt-misdeal-redeal = 误发牌：在实质性行动之前，{ $seat } 号位持有 { $cards } 张牌；重新发牌。
cards-dealt-floor-counts-check-and-fold = 裁判将这次过牌和弃牌算作实质性行动

## show-request
show-request-no-cards-no-right = { $requester } 号位已不再持有手牌（已弃牌，或未亮牌就弃掉），因此 { $requester } 号位无权要求查看任何手牌（{ $rule_asking_to_see_a_hand }）。
show-request-called-the-river-bet = 河牌圈有下注，且 { $target } 号位是最后进攻者；{ $requester } 号位跟注了，并已亮牌或仍保留着手牌，因此 { $requester } 号位有绝对权利查看 { $target } 号位的手牌（{ $rule_asking_to_see_a_hand }）。
show-request-no-river-bet = { $requester } 号位可以提出要求，但没有绝对权利：河牌圈没有下注，因此没有人付出筹码来看牌。由裁判酌情决定（{ $rule_asking_to_see_a_hand }）。
show-request-not-the-river-aggressor = { $requester } 号位可以提出要求，但没有绝对权利：{ $target } 号位不是河牌圈的最后进攻者。由裁判酌情决定（{ $rule_asking_to_see_a_hand }）。
show-request-house-anyone = 按场馆规则，任何仍持有手牌的玩家都可以查看摊牌时持有的任何手牌：{ $requester } 号位可以查看 { $target } 号位的手牌，被查看的手牌仍为活牌。
show-request-house-callers-only = 按场馆规则，只有河牌圈下注的跟注者才可以看牌，且只能看最后进攻者的手牌：{ $requester } 号位不能查看 { $target } 号位的手牌。


## face-up
face-up-turned-up-now = 是：{ $all_in_count ->
       *[other] { $all_in } 号位
    }已全下，且不可能再有下注，因此所有活牌（{ $live } 号位）现在都翻开，牌面朝上（{ $rule_face_up_for_all_ins }）。{ $cards_to_come ->
        [0] {""}
       *[other] 然后烧牌并发完其余的公共牌。
    }
face-up-side-pots-first = 先分配边池，再分配主池；不要让全下玩家的手牌一直牌面朝下，等到边池结算完毕再翻开（{ $rule_side_pots }）。
face-up-nobody-all-in-shows-first = 没有人全下，因此{ $rule_face_up_for_all_ins } 不适用；本次摊牌由 { $who } 号位先亮牌（{ $rule_showdown_order }）。
face-up-nobody-all-in = 没有人全下，因此{ $rule_face_up_for_all_ins } 不适用；由摊牌顺序决定谁先亮牌（{ $rule_showdown_order }）。
face-up-not-yet-betting-open = 还不能：没有人全下，且下注仍在进行（{ $rule_face_up_for_all_ins }）。
face-up-not-yet-others-may-bet = 还不能：{ $all_in_count ->
       *[other] { $all_in } 号位
    }已全下，但 { $with_chips } 号位仍有筹码，还可以下注；保持牌面朝下（{ $rule_face_up_for_all_ins }）。


## showdown
showdown-big-blind-first = 大盲位 { $seat } 号位持有 { $stack }：先投入盲注，且为活盲注（{ $live }），其余部分（{ $ante }）计入大盲前注（{ $rule_rp_ante_formats }）。
showdown-ante-first = 大盲位 { $seat } 号位持有 { $stack }：按场馆规则先投入大盲前注（{ $ante }），只有其余部分（{ $live }）为活盲注。
showdown-board = 公共牌：{ $board }。
showdown-low = { $seat } 号位的低牌：{ $low }。
showdown-no-low = { $seat } 号位没有合格的低牌（8 或更小）。
showdown-hi-lo-split = 高低牌：每个底池都平分，一半归最好的高牌手牌，一半归最好的合格低牌（8 或更小）；零头筹码归高牌那一半（{ $rule_odd_chips }-C）。
showdown-hi-lo-scoop = 高低牌：没有人有合格的低牌（8 或更小），因此最好的高牌手牌赢得每个底池的全部。
showdown-seat-hand = { $seat } 号位（{ $hole }）：{ $category }，{ $five }。
showdown-category = { $category ->
        [high-card] 高牌
        [pair] 一对
        [two-pair] 两对
        [trips] 三条
        [straight] 顺子
        [flush] 同花
        [full-house] 葫芦
        [quads] 四条
       *[straight-flush] 同花顺
    }
showdown-share = { $seat } 号位 { $amount }
showdown-pot = { $pot ->
        [main] 主池
       *[side] 边池
    } { $amount }（{ $eligible } 号位有资格）：{ $shares }。
showdown-pot-short = { $pot ->
        [main] 主池
       *[side] 边池
    } { $amount }：{ $shares }
showdown-summary = { $pots }。
showdown-odd-chips = 零头筹码拆分到最小筹码 { $smallest_chip } 后，归庄位左侧的第一位赢家（{ $rule_odd_chips }），每个底池分别计算（{ $rule_side_pots }）。
showdown-odd-chips-by-suit = 零头筹码拆分到最小筹码 { $smallest_chip } 后，按场馆规则归在成牌的五张牌中持有按花色比较最大的牌（黑桃、红心、方块、梅花）的赢家，每个底池分别计算（{ $rule_side_pots }）。
showdown-uncalled-returned = 无人跟注的 { $amount } 退回给 { $seat } 号位。
showdown-mucked = { $seat } 号位在摊牌时未亮牌便将牌面朝下弃掉：无法找回的手牌无权争夺底池，无论其原本是什么牌（{ $rule_tabling_cards }-B）。
showdown-mucked-retrievable = 此裁决假定被弃掉的牌无法找回。尚未接触弃牌堆、且能 100% 识别的牌仍可取回并亮出（{ $rule_live_cards_at_showdown }）；如属这种情况，请在亮出这些牌后再次提交。
showdown-last-hand = 其他所有手牌都已牌面朝下弃掉，因此 { $seat } 号位的手牌作为最后仍持有的一手牌，无须亮牌即获胜（{ $rule_showdown_order }）。


## penalty
penalty-infraction = { $seat } 号位：{ $infraction ->
        [etiquette] 违反礼仪（{ $rule_etiquette_violations }）
        [abuse] 辱骂等侮辱性行为（{ $rule_etiquette_violations }）
        [card_exposure] 在仍有行动待进行时暴露手牌，或未正确弃牌（{ $rule_exposing_cards }）
        [throwing_cards] 扔牌（{ $rule_exposing_cards }）
        [disclosure] 在手牌仍在进行时透露手牌或给出打法建议（{ $rule_no_disclosure }）
        [electronic_device] 持有活牌时在牌桌上使用电子设备（{ $rule_electronic_devices }-C）
        [phone_call] 在牌桌上打电话（{ $rule_electronic_devices }-A）
        [device_on_table] 将手机或其他设备放在牌桌上（{ $rule_electronic_devices }-B）
        [strategy_tool] 在牌桌上使用策略工具或接受外部策略帮助（{ $rule_electronic_devices }-D）
        [identity] 无法被清楚识别（{ $rule_player_identity }）
        [language] 在牌桌上使用场馆未公布的语言（{ $rule_official_language }）
        [dodging_blinds] 故意逃盲（{ $rule_dodging_blinds }）
        [chips_hidden] 将筹码藏在或带到视线之外（{ $rule_chips_out_of_view }）
        [soft_play] 软打（{ $rule_ethical_play }）
       *[collusion] 输送筹码或串通（{ $rule_ethical_play }）
    }。
penalty-first-infraction = 这是该玩家在本赛事中的首次违规：规则倾向的解读是口头警告；再次违规将受到逐步加重的处罚（{ $rule_penalties }-A）。
penalty-first-infraction-house = 这是该玩家在本赛事中的首次违规：按场馆规则，首次处罚为罚停一圈，再次违规将受到逐步加重的处罚。
penalty-repeat = 该玩家在本赛事中此前已受过 { $prior } 次处罚或警告，再次违规将受到逐步加重的处罚（{ $rule_penalties }-A）：解读为罚停 { $rounds } 圈。
penalty-soft-play = 软打会受到处罚，最重可至没收筹码或取消资格（{ $rule_ethical_play }）；{ $prior ->
        [0] 对于首次违规，
       *[other] 在此前已有 { $prior } 次违规的情况下，
    }解读为罚停 { $rounds } 圈。
penalty-collusion = 输送筹码及其他串通行为将导致取消资格（{ $rule_ethical_play }）；被取消资格玩家的筹码从比赛中移除（{ $rule_penalties }-D）。
penalty-count = 罚停一圈等于处罚时桌上每位玩家（含违规者）各一手牌：{ $rounds } 圈 × { $players } 名玩家 = { $hands } 手牌（{ $rule_penalties }-A）。
penalty-posts = 该玩家离开牌桌；该座位照常发牌，其手牌随即成为死牌，且继续投入该座位的盲注和前注（{ $rule_penalties }-C）：若该桌人数不变，在这 { $hands } 手牌中共需投入 { $forced }，从 { $stack } 的筹码中支付。
penalty-blinded-out = 这会耗尽全部筹码：受罚玩家可能因被盲注耗尽而出局（{ $rule_penalties }-A）。
penalty-the-floor-chooses = 处罚由赛事总监选择：此处给出的是规则倾向的解读，其他等级的处罚列为备选（{ $rule_floor_decisions }）。
penalty-summary-warning = 对 { $seat } 号位给予口头警告。
penalty-summary-rounds = { $seat } 号位罚停 { $rounds } 圈：共 { $hands } 手牌。
penalty-summary-disqualified = { $seat } 号位被取消资格，其筹码从比赛中移除。
penalty-alt-warning = 裁判改为给予口头警告
penalty-alt-rounds = 裁判改为罚停 { $rounds } 圈：共 { $hands } 手牌
penalty-alt-disqualify = 裁判取消该玩家的资格
penalty-floor-chose-rounds = 裁判已选择罚停 { $rounds } 圈；手数据此计算（{ $rule_penalties }-A）。
penalty-serious = 裁判认定违规情节严重：不再先给警告，直接从罚停一圈起算；威胁行为可构成取消资格的理由（{ $rule_penalties }-A）。
penalty-exposure-hand-live = 暴露手牌不会使该手牌成为死牌，任何处罚都在该手牌结束后开始执行（{ $rule_exposing_cards }）。
penalty-exposure-dead-house = 按场馆规则，{ $seat } 号位在仍有行动待进行时故意暴露手牌，其手牌为死牌；其已投入的筹码留在底池中。
penalty-if-deliberate = 裁判认定 { $seat } 号位是故意暴露手牌：按场馆规则该手牌为死牌
penalty-nuts-check-not-soft-play = { $seat } 号位在河牌圈作为最后行动者，持有唯一的坚果牌却选择过牌：仅此一点不构成软打；玩家从来没有下注的义务（{ $rule_penalties }-B）。根据这些事实，不予处罚。
penalty-no-action-pending = { $seat } 号位在没有待进行的行动时暴露了手牌：只有在仍有行动待进行时暴露手牌才会受到处罚（{ $rule_exposing_cards }）。不予处罚。
penalty-if-floor-finds-it = 裁判根据其他事实（事先约定、一贯的行为模式）认定存在违规
penalty-misdeal-does-not-count = { $seat } 号位照常发牌，其手牌随即成为死牌，但一次误发牌及其重新发牌只算一手牌，即重新发的这手：此后仍需执行 { $left } 手牌的处罚（{ $rule_misdeals }-C）。
penalty-hand-counts = 这手牌计入处罚（该座位照常发牌，其手牌随即成为死牌）：此后仍需执行 { $left } 手牌的处罚（{ $rule_penalties }-C）。

## clock
clock-time = 一经要求读秒，{ $seat } 号位有 { $clock } 秒时间行动，随后是 { $countdown } 秒倒计时：共 { $limit } 秒（{ $rule_calling_for_a_clock }）。
clock-house-time = 按场馆规则，一经要求读秒，{ $seat } 号位有 { $clock } 秒时间行动，随后是 { $countdown } 秒倒计时：共 { $limit } 秒。
clock-in-time = { $seat } 号位在第 { $seconds } 秒行动，{ $tie ->
        [yes] 恰好在倒计时的最后一秒（与倒计时结束同时，视为及时）
       *[no] 在规定时间之内
    }：该行动有效。
clock-running = { $seat } 号位还有 { $left } 秒可以行动。
clock-expired-facing-bet = 在 { $seat } 号位行动之前倒计时已经结束，其面对 { $to_call } 的下注：手牌为死牌。
clock-expired-no-bet = 在 { $seat } 号位行动之前倒计时已经结束，且其不面对任何下注：该手牌视为过牌。
clock-expired-no-bet-dead = 在 { $seat } 号位行动之前倒计时已经结束：虽然其不面对任何下注，按场馆规则该手牌仍为死牌。
clock-shot-clock = 本场馆采用行动限时：{ $seat } 号位每次决策有 { $clock } 秒，从轮到该玩家行动时开始计算，无须有人要求读秒。
clock-time-banks = { $seat } 号位交出了 { $used } 张时间卡；{ $counted ->
    [0] 均不计入（本赛事不设时间卡）
   *[other] 其中 { $counted } 张计入，每张 { $each } 秒
}：共 { $limit } 秒。
clock-acted-too-late = { $seat } 号位在第 { $seconds } 秒才行动，此时倒计时已经结束：该行动无效。
clock-dead-chips-stay = { $seat } 号位的手牌为死牌：其已投入的 { $in_pot } 留在底池中。
clock-dead-nothing-in = { $seat } 号位的手牌为死牌；该座位此前未投入任何筹码。
clock-not-from-the-seat = 读秒必须在座位上要求（或由裁判发起）：离开牌桌时提出的读秒要求从未生效，因此 { $seat } 号位并未超时，手牌仍为活牌（{ $rule_calling_for_a_clock }）。

## at-seat
at-seat-live = 初始发牌的最后一张牌发出时，{ $seat } 号位的玩家在座位上：手牌为活牌（{ $rule_at_your_seat }）。
at-seat-dead = { $seat } 号位的手牌为死牌{ $any ->
        [yes] ；其已投入的 { $in_pot } 留在底池中
       *[no] {""}
    }。
at-seat-why-dead = 初始发牌的最后一张牌发出时，玩家必须在座位上，即在伸手可触及座椅的范围内；{ $seat } 号位的玩家不在，因此手牌为死牌（{ $rule_at_your_seat }）。
at-seat-live-first-card = 发牌的第一张牌发出时，{ $seat } 号位的玩家在座位上：手牌为活牌。
at-seat-why-dead-first-card = 按场馆规则，发牌的第一张牌发出时，玩家必须在座位上，即在伸手可触及座椅的范围内；{ $seat } 号位的玩家不在，因此手牌为死牌。
at-seat-if-arrived-during-deal = { $seat } 号位的玩家在第一张牌发出之后才回到座位
at-seat-left-table = 持有活牌的玩家，无论是否全下，都必须留在牌桌旁；{ $seat } 号位的玩家离开了，但离开不会使手牌成为死牌：该手牌继续进行，裁判可以处罚该玩家（{ $rule_at_the_table }）。
at-seat-if-penalised = 裁判因 { $seat } 号位离开牌桌而处罚该玩家（{ $rule_penalties }）

## accepted-action
accepted-told = { $seat } 号位被告知下注额为 { $announced }（由{ $by ->
        [dealer] 发牌员
       *[player] 一名玩家
    }告知）；实际下注额为 { $bet }。
accepted-caller-responsible = 跟注者在跟注前有责任弄清正确的下注金额，无论发牌员或其他玩家如何报数：按错误数额跟注的玩家即接受了实际的行动，须支付正确的金额，筹码不足的则投入其全部筹码（{ $rule_accepted_action }）。
accepted-no-difference = 报数正确：{ $seat } 号位跟注到 { $call_to }。
accepted-owes-more = { $seat } 号位{ $all_in ->
        [yes] 全下，共 { $call_to }，
       *[no] 按实际下注额跟注到 { $call_to }，
    }须再投入 { $more }。
accepted-gets-back = { $seat } 号位{ $all_in ->
        [yes] 全下，共 { $call_to }
       *[no] 按实际下注额跟注到 { $call_to }
    }；多投入的 { $back } 退回。
accepted-rule-1 = 与所有情形一样，若按正确金额执行明显不公平，裁判仍可作出不同的裁定（{ $rule_floor_decisions }）。

## count-request
count-estimate = 任何玩家都可以随时要求对对手的筹码作出合理估算；只有在面对该玩家的全下且轮到自己行动时，才可要求精确清点（{ $rule_count_of_chip_stack }）。
count-exact = { $requester } 号位面对 { $target } 号位的全下且轮到其行动：发牌员精确清点全下的筹码（此时为 { $stack }）。
count-not-all-in = { $target } 号位没有全下：{ $requester } 号位只能得到对其筹码量的合理估算，而非精确清点。
count-not-in-turn = { $requester } 号位不是应行动的玩家：现在只能得到对 { $target } 号位筹码的合理估算，轮到其行动时才可精确清点。
count-not-facing = { $requester } 号位并未面对 { $target } 号位的全下：只能得到合理估算。
count-house-in-turn = 按场馆规则，轮到行动的玩家可以要求清点任何对手的筹码：{ $requester } 号位可得到对 { $target } 号位 { $stack } 筹码的精确清点。
count-house-estimate-only = 按场馆规则，筹码从不精确清点：{ $requester } 号位只能得到对 { $target } 号位筹码的合理估算。

## string-bet
string-one-motion = { $seat } 号位以一个动作将筹码推出：不构成分次下注；按筹码原样解读（{ $rule_methods_of_raising }）。
string-amount-first = { $seat } 号位在投入筹码前已说出全部金额 { $to }：之后筹码可以分任意次数放入（{ $rule_methods_of_raising }）。
string-raise-word-first = { $seat } 号位在投入筹码前说了“加注”：跟注部分加上再一次动作构成加注（{ $rule_methods_of_raising }）。
string-bet = { $seat } 号位未作任何宣告就回到筹码堆再次取筹码（共 { $motions } 次动作）：构成分次下注。只有第一次动作计入，即 { $first }，仅按筹码解读；之后各次动作的 { $back } 退回（{ $rule_methods_of_raising }，{ $rule_string_bets }）。
string-third-motion = 说“加注”之后，只有跟注部分和再一次动作计入（{ $counted } 次动作）；之后各次动作的 { $back } 退回（{ $rule_string_bets }）。

## conditional-statement
cond-discouraged = 关于未来行动的表态（“你下注我就加注”）属于非标准做法，强烈不建议：裁判可以要求玩家按表态执行，也可以对其处罚（{ $rule_conditional_declarations }）。
cond-binds = 条件已经成立，且轮到 { $seat } 号位行动：规则倾向于要求该玩家按表态行动：{ $act }。
cond-not-met = 条件没有成立：该表态对 { $seat } 号位没有任何约束。
cond-if-not-held = 裁判不要求玩家按表态执行
cond-if-penalised = 裁判同时对该表态给予处罚（先给予警告）
cond-house-binds = 按场馆规则，条件性表态在条件成立时即具有约束力：{ $seat } 号位必须按表态行动：{ $act }。
cond-house-never-binds = 按场馆规则，条件性表态不被允许且从不具有约束力：{ $seat } 号位可自由行动，拥有牌局所给予的所有选择，并可能因该表态受到处罚。

## chips-behind
behind-found = { $seat } 号位 { $all_in } 的全下被跟注之后，在其后方发现了 { $found }。
behind-floor-decides = 在 { $seat } 号位后方发现的 { $found } 是否属于已接受行动的一部分，由裁判认定（{ $rule_chips_found_behind }）；两种答案如下。
behind-part = 这 { $found } 属于已接受行动的一部分：{ $seat } 号位的全下为 { $all_in }（{ $rule_chips_found_behind }）。
behind-if-loses-to-caller = { $seat } 号位输掉这手牌，裁判将发现的 { $found } 判给跟注者 { $caller } 号位
behind-caller-owes = { $caller } 号位{ $all_in ->
        [yes] 投入其最后的 { $more }（全下）。
       *[no] 再投入 { $more }。
    }
behind-not-part = 这 { $found } 不属于已接受行动的一部分：{ $seat } 号位的全下仍为 { $all_in }，这些筹码不参与本手牌（{ $rule_chips_found_behind }）。
behind-not-paid-not-saved = 若 { $seat } 号位获胜，这 { $found } 不获赔付；若其输掉，这 { $found } 也不能使该玩家免于出局，裁判可以将其判给跟注者。
behind-if-part = 裁判认定这些筹码属于已接受行动的一部分
behind-if-not-part = 裁判认定这些筹码不属于已接受行动的一部分

## showdown-error
sderr-misread-corrected = 以牌为准：无论宣称的是什么，手牌都按实际的牌读取；底池归牌面显示的最好手牌，{ $seat } 号位的手牌按其实际牌面读取（{ $rule_cards_speak }）。
sderr-misread-too-late = 对已亮出手牌的读牌结果，只能在{ $window ->
    [substantial_action] 下一手牌发生实质性行动之前
   *[next_hand] 下一手牌开始之前
}提出异议；本次异议提出得更晚，因此底池维持原判（{ $rule_disputed_hands }）。
sderr-time-limit = 读错牌的异议可在下一手牌开始之前提出；分配或清点底池的错误，可在下一手牌发生实质性行动之前提出（{ $rule_disputed_hands }）。
sderr-pot-corrected = 底池判给了错误的玩家，且该错误在时限内被提出：收回底池并按牌面结果重新分配，包括 { $seat } 号位在内（{ $rule_disputed_hands }）。
sderr-pot-too-late = 该错误是在{ $window ->
    [next_hand] 下一手牌开始之后
   *[substantial_action] 下一手牌发生实质性行动之后
}才提出的：底池维持原判（{ $rule_disputed_hands }）。
sderr-killed-winner = { $seat } 号位的手牌已正确亮出且明显获胜：发牌员不能杀掉该手牌，该手牌获胜（{ $rule_tabling_cards }-C）。
sderr-mucked-live = { $seat } 号位的牌虽被牌面朝下扔出，但不在弃牌堆中，且可以清楚识别：手牌为活牌，玩家可以取回并亮出（{ $rule_live_cards_at_showdown }）。
sderr-mucked-dead = { $seat } 号位的牌无法确切识别：手牌为死牌，无权争夺底池。
sderr-one-card = { $seat } 号位只亮出了一张牌：亮牌须将所有牌都牌面朝上亮出；发牌员要求亮出其余的牌，若玩家拒绝，则请裁判到场（{ $rule_showdown_discarding_irregularities }-A）。
sderr-bettor-live = { $seat } 号位以为自己已获胜而弃掉了牌；发牌员保留着这些牌，且可以清楚识别：将其亮出并参与比牌（{ $rule_showdown_discarding_irregularities }-B）。
sderr-bettor-dead = { $seat } 号位以为自己已获胜而弃掉了牌，且这些牌无法找回：手牌为死牌；已被跟注的下注留在底池中，未被跟注的下注或加注退回（{ $rule_showdown_discarding_irregularities }-B）。
sderr-killed-live = { $seat } 号位的手牌被发牌员误杀（或混入其他牌），但仍可毫无疑问地识别：手牌仍为活牌（{ $rule_killed_fouled_exposed_hands }）。
sderr-killed-dead = { $seat } 号位的手牌被发牌员误杀（或混入其他牌）且无法识别：不予补救；已被跟注的下注不退还，未被跟注的下注或加注退回（{ $rule_killed_fouled_exposed_hands }）。
sderr-unknown-identification = 关键在于 { $seat } 号位的牌能否被毫无疑问地识别，而请求中未说明：除非能够识别，否则手牌为死牌。
sderr-if-identifiable = { $seat } 号位的牌可以清楚识别（毫无疑问）
sderr-if-refuses = { $seat } 号位拒绝亮出其余的牌

## tables
tables-table-breaks = { $players } 名玩家可以坐进 { $tables } 张 { $seats } 人桌：拆掉 { $table } 号桌；该桌玩家通过随机抽签获得座位，可能落在任何位置（{ $rule_new_players_broken_tables }）。
tables-short-tables-halt = { $count ->
       *[other] { $tables } 号桌
    }比人数最多的桌（{ $largest } 人）少 { $short } 名或更多玩家：一旦盲注受到影响（大盲注将轮到空座位），该桌即暂停比赛，直到各桌平衡为止；裁判可以免除这一要求（{ $rule_balancing_tables }）。
tables-who-moves = 在翻牌类游戏中，调动的是下一个轮到大盲注的玩家，调到人少的桌上最差的位置（绝不是小盲位）（{ $rule_balancing_tables }）。
tables-balanced = 各桌已平衡：无须调动，也无须暂停。
tables-halt-at = { $count ->
       *[other] { $tables } 号桌
    }暂停比赛，直到各桌平衡为止
tables-moves = 调动：{ $moves }
tables-move-one = { $players } 名玩家从 { $from } 号桌调到 { $to } 号桌
tables-summary = { $parts }。
tables-short-handed-discretion = 在 { $seats } 人桌（短桌赛制）上，是否暂停比赛由赛事总监酌情决定（{ $rule_balancing_tables }，{ $rule_floor_decisions }）；规则倾向于暂停，直到各桌平衡为止。
tables-if-no-halt = 裁判允许人少的桌在调动玩家期间继续比赛


## deal-error

deal-misdeal-redeal = 误发牌：按原样重新发牌，庄位与盲注级别不变；盲注和前注保留，其他所有已下注的筹码退回。
deal-arriving-wait = 重新发牌是原样重来，不加入新玩家：在误发牌之后才入座的 { $seats } 号位等待下一手牌（{ $rule_misdeals }-C）。
deal-away-plays-redeal = 发牌时不在座位上的 { $seats } 号位也参与重新发牌；若最后一张牌发出时仍无人在座，该手牌为死牌（{ $rule_at_your_seat }）。
deal-duplicate-card = 重复出现的牌：{ $card }。
deal-no-substantial-action = 尚无实质性行动（{ $rule_substantial_action }）：{ $actions ->
    [0] 还没有人行动
   *[other] 目前只有 { $actions } 次行动，尚不足够
}，因此仍可判定为误发牌。
deal-substantial-action = 已发生实质性行动（{ $rule_substantial_action }）：发牌以来共 { $actions } 次行动，其中 { $with_chips } 次投入了筹码；此后不再判误发牌，牌局继续（{ $rule_misdeals }-D）。
deal-floor-counts-check-and-fold = 裁判将这次过牌和弃牌算作实质性行动
deal-draw-exposed-house = 在换牌类游戏中，发牌员在发牌时暴露的牌由场馆规则决定：{ $rule_misdeals }-A 中因暴露牌而构成误发牌的原因是为翻牌类游戏而写的。本裁决遵循的常见场馆规则：暴露一张牌则替换，暴露第二张则构成误发牌。
deal-house-replaces-exposed = 场馆替换发牌员在发牌时暴露的每一张牌
deal-house-misdeals-one-exposed = 发牌员在发牌时暴露任何一张牌，场馆即判误发牌
deal-fouled-deck = 牌组错误：停止牌局，该手牌无效，无论已有何种行动，所有筹码都退回给投入它的玩家；更换牌组。
deal-fouled-deck-all-back = 牌组中出现两张点数和花色都相同的牌，无论是否已有实质性行动，该手牌都无效（{ $rule_misdeals }-E）：退回 { $total }，包括盲注和前注。关于牌组错误的主张必须在允许提出争议的时限内提出（{ $rule_disputed_hands }）。
deal-player-exposed-live = { $seat } 号位自己暴露了手牌：手牌仍为活牌，牌局继续；裁判可在该手牌结束后对暴露行为予以处罚。
deal-player-exposed-why = 玩家在仍有行动待进行时暴露手牌可能受到处罚，但手牌绝不会因此成为死牌（{ $rule_exposing_cards }）；任何处罚都在该手牌结束后开始执行（{ $rule_penalties }）。
deal-exposed-after-substantial-action = 发牌员暴露了 { $seat } 号位的牌，但在实质性行动之后这不构成误发牌：手牌为活牌，保留原有的牌。
deal-play-on-live = 牌局继续：{ $seat } 号位的手牌为活牌。
deal-exposed-misdeal = 发牌员在发牌时暴露了 { $cards } 张牌{ $first_two ->
    [yes] ，且涉及从牌组发出的前两张牌
   *[no] {""}
}：在翻牌类游戏中，这构成误发牌（{ $rule_misdeals }-A）。
deal-one-exposed-replaced = 不构成误发牌：{ $seat } 号位被暴露的牌向全桌展示，在发牌结束后用下一张牌替换，并作为第一张烧牌。
deal-one-exposed-why = 发牌员暴露的单张牌若不是从牌组发出的前两张牌之一，就不属于{ $rule_misdeals }-A 所列的误发牌原因（暴露两张或更多的牌，或暴露前两张牌之一）。
deal-boxed-after-substantial-action = 在实质性行动之后发现牌组中有一张牌面朝上的牌，不影响该手牌：将其视为废牌，牌局继续。
deal-play-on = 牌局继续：不构成误发牌。
deal-boxed-misdeal = 发牌过程中在牌组里发现 { $cards } 张牌面朝上的牌：两张或更多翻面牌即构成误发牌（{ $rule_misdeals }-A）。
deal-one-boxed-replaced = 不构成误发牌：这张翻面牌视为废牌放到一边，用下一张牌替换。
deal-one-boxed-why = 发牌时只有出现两张或更多翻面牌才构成误发牌（{ $rule_misdeals }-A）；只有一张则予以替换。
deal-wrong-seat-after-substantial-action = 第一张牌发到了错误的座位，但已发生实质性行动：该手牌按已发的牌继续。
deal-first-card-misdeal = 发牌的第一张牌发到了错误的座位：误发牌（{ $rule_misdeals }-A）。
deal-not-entitled-killed = { $seat } 号位无权拿牌却被发了牌；实质性行动之后不再判误发牌，因此该手牌为死牌，其投入的 { $back } 退还给该座位。
deal-not-entitled-dead = { $seat } 号位的手牌为死牌（该座位本无权拿牌）；其他玩家的牌局继续。
deal-floor-keeps-chips-in-pot = 裁判将该座位投入的筹码留在底池中
deal-not-entitled-misdeal = { $seat } 号位无权拿牌却被发了牌：误发牌（{ $rule_misdeals }-A）。
deal-dealt-out-after-substantial-action = { $seat } 号位有权拿牌却没有被发牌；实质性行动之后不再判误发牌。
deal-dealt-out-sits-out = 牌局继续：{ $seat } 号位不参与本手牌。
deal-dealt-out-misdeal = { $seat } 号位有权拿牌却没有被发牌：误发牌（{ $rule_misdeals }-A）。
deal-scrap-of-paper = 实质性行动之后，不属于本牌组的牌视为废牌（{ $rule_misdeals }-D）：{ $seat } 号位持有的真实牌张数不足，而实质性行动之后牌数错误的手牌为死牌（{ $rule_burns_after_substantial_action }）。
deal-non-standard-dead = { $seat } 号位的手牌为死牌；牌局继续。
deal-non-standard-misdeal = 在实质性行动之前，{ $seat } 号位被发到一张不属于本牌组的牌：误发牌（{ $rule_misdeals }-A）。

## board-error

board-four-card-flop = 翻牌发出了四张：发牌员将这四张牌面朝下洗乱，裁判随机选出一张作为转牌前的烧牌，其余三张作为翻牌。
board-four-card-flop-why = 按不规范翻牌的规则（{ $rule_irregular_flops }），所有已从牌组发出的牌都留在牌局中：不重发任何一张，也不恢复余牌的顺序。
board-premature = { $street ->
    [flop] 翻牌
    [turn] 转牌
   *[river] 河牌
}在本轮下注结束前就发出了：不算数。行动回到 { $seat } 号位；本轮结束后，重新发{ $street ->
    [flop] 翻牌
    [turn] 转牌
   *[river] 河牌
}。
board-premature-why = 烧牌保持原位；已发出的{ $street ->
    [flop] 翻牌
    [turn] 转牌
   *[river] 河牌
}放回余牌中，洗牌并切牌，然后不再烧牌，直接发出新的{ $street ->
    [flop] 翻牌
    [turn] 转牌
   *[river] 河牌
}（{ $rule_rp_premature_cards }）。
board-no-burn-no-action = { $street ->
    [flop] 翻牌发出时没有烧牌，且还没有人在这一轮行动：将这三张牌面朝下洗乱，随机选出一张作为烧牌；其余两张加上余牌的下一张牌作为翻牌。
    [turn] 转牌发出时没有烧牌，且还没有人在这一轮行动：已发出的那张牌作为烧牌，余牌的下一张牌作为转牌。
   *[river] 河牌发出时没有烧牌，且还没有人在这一轮行动：已发出的那张牌作为烧牌，余牌的下一张牌作为河牌。
}
board-no-burn-stands = { $street ->
    [flop] 翻牌发出时没有烧牌，但这一轮已经有了行动：翻牌有效
    [turn] 转牌发出时没有烧牌，但这一轮已经有了行动：转牌有效
   *[river] 河牌发出时没有烧牌，但这一轮已经有了行动：河牌有效
}，下一轮照常烧牌并发牌。
board-action-since-deal = { $street ->
    [flop] 翻牌
    [turn] 转牌
   *[river] 河牌
}发出以来的行动：{ $actions } 次（{ $rule_irregular_flops }：一旦有任何行动，哪怕只是过牌，这些牌即有效）。
board-by-analogy = 该规则给出的是翻牌的处理程序；转牌和河牌按同样的逻辑类推适用，由裁判决定（{ $rule_floor_decisions }）。
board-floor-lets-card-stand = 裁判让这张牌有效，并在下一轮之前烧牌

## button-blinds

button-big-blind-moves = 死庄位（{ $rule_dead_button }）：大盲注每手牌向前移动一位玩家，从 { $from } 号位移到 { $to } 号位。
button-heads-up = 单挑（{ $rule_button_placement }）：庄位（{ $button } 号位）投入小盲注，翻牌前先行动，翻牌后最后行动；{ $bb } 号位投入大盲注，因此没有人连续两次成为大盲位。
button-small-blind-live = 上一手牌的大盲位 { $seat } 号位投入小盲注。
button-small-blind-dead = 上一手牌的大盲位（{ $seat } 号位）已离开：本手牌为死小盲，无人投入小盲注。
button-button-live = 庄位移到上一手牌的小盲位 { $seat } 号位。
button-button-dead = 庄位移到无人就座的 { $seat } 号位：即死庄位；其后的玩家照常投入盲注。
button-waiting = { $count ->
   *[other] { $seats } 号位的新玩家
}坐在小盲位和庄位之间：在庄位经过之前不参与发牌（{ $rule_new_players_broken_tables }，{ $rule_alternates_late_registration }）。
button-arriving-dealt-in = { $count ->
   *[other] { $seats } 号位的新玩家
}立即参与发牌，座位落在盲注位置就照常投入盲注；锦标赛没有补盲，因此无人需要为入局而投入筹码。
button-away-dealt-in = { $count ->
   *[other] { $seats } 号位
}的玩家不在座位上：照常发牌，并投入该座位应付的盲注；若发牌结束时玩家不在座位上，该手牌为死牌（{ $rule_at_your_seat }）。
button-dodging-intent-unknown = { $seat } 号位错过了盲注；故意逃盲会受到处罚，是否故意由裁判认定（{ $rule_dodging_blinds }）。
button-dodging-forfeit = { $seat } 号位故意逃盲：按场馆规则，该玩家须交出所逃避的盲注和前注共 { $amount }，作为死注放入下一个底池，并受到处罚。
button-floor-finds-deliberate = 裁判认定是故意逃盲
button-summary = 下一手牌：{ $button_dead ->
    [yes] 死庄位在 { $button } 号位
   *[no] 庄位在 { $button } 号位
}，{ $sb_dead ->
    [yes] 无小盲注（死小盲）
   *[no] 小盲位为 { $sb } 号位
}，大盲位为 { $bb } 号位。
button-counted = 发牌以来：共 { $actions } 次行动，其中 { $with_chips } 次投入了筹码（{ $rule_substantial_action }）。
button-misplaced-stands = 已发生实质性行动，因此本手牌按庄位在 { $seat } 号位继续进行（{ $rule_button_placement }-A）；虽然正确位置是 { $correct } 号位，下一手牌也不把庄位移回。
button-floor-restores-rotation = 裁判按庄位原本位于 { $correct } 号位的情况安排下一手牌的盲注，使无人跳过或重复盲注
button-misplaced-misdeal = 尚无实质性行动：误发牌。庄位移到 { $correct } 号位，所有筹码退回，按正确的盲注重新发牌（{ $rule_button_placement }-A）。
button-floor-counts-check-and-fold = 裁判将这次过牌和弃牌算作实质性行动
button-not-deliberate = 裁判认定 { $seat } 号位并非故意逃盲：不予处罚。
button-dodging-penalised = { $seat } 号位故意逃盲：予以处罚，处罚轻重由裁判决定。
button-floor-finds-not-deliberate = 裁判认定并非故意
button-dodging-why = 故意逃盲（利用换座、换桌或迟到的时机）会受到处罚（{ $rule_dodging_blinds }，{ $rule_penalties }）；是否故意由裁判决定。

## errors
error-clock-not-to-act = 只能对应行动的玩家要求读秒，而 { $seat } 号位不是应行动的玩家
error-clock-needs-to = 下注或加注需要 `to`，即本轮总额
error-clock-not-a-betting-act = 亮牌或不亮牌弃掉不是读秒所针对的行动
error-accepted-not-to-act = 跟注者应是应行动的玩家，而 { $seat } 号位不是应行动的玩家
error-accepted-no-bet-to-call = { $seat } 号位没有面对下注：无注可跟
error-count-own-stack = { $seat } 号位要求清点的是自己的筹码
error-string-no-motion = motions：至少需要一次向前推出筹码的动作
error-string-empty-motion = 有一次动作没有筹码
error-cond-not-betting = then.action：表态约束的是下注行动（弃牌、过牌、跟注、下注、加注、全下）
error-cond-not-to-act = 条件已成立，因此 { $seat } 号位应当是应行动的玩家，但实际并不是
error-cond-not-legal-now = { $seat } 号位表态的行动不是该座位现在可以采取的行动（请对照可选行动检查金额）
error-behind-nothing-found = found：至少一个筹码
error-behind-not-all-in = { $seat } 号位没有全下：后方筹码的问题只针对已被跟注的全下
error-behind-not-called = 还没有人跟注 { $seat } 号位的全下
error-penalty-players-at-table = 一张牌桌可坐 2 至 12 名玩家，而不是 { $players } 名

error-out-of-turn-empty-action = 行动为空
error-out-of-turn-bet-or-raise-needs-street = 下注或加注需要 `to`，即本轮总额
error-out-of-turn-showing-or-mucking-not-betting = 亮牌或不亮牌弃掉不是不按顺序的下注行动
error-out-of-turn-no-player-act-betting-over = 没有应行动的玩家：下注已结束
error-out-of-turn-seat-player-act-not-out = { $seat } 号位就是应行动的玩家：这不是不按顺序行动
error-out-of-turn-seat-has-folded = { $seat } 号位已弃牌
error-out-of-turn-not-passed-over = { $skipped } 号位并未被跳过：{ $seat } 号位不按顺序的行动跳过的是从 { $in_turn } 号位（当时轮到其行动）开始的玩家
error-face-up-everyone-else-folded-there-no = 其他人都已弃牌：没有摊牌
error-show-request-player-asking-see-their-own = 玩家要求查看自己的手牌不构成争议
error-show-request-hand-not-showdown-betting-still = 该手牌未到摊牌阶段：下注仍在进行，或其他人都已弃牌
error-show-request-seat-folded-before-showdown-hand = { $tgt } 号位在摊牌前已弃牌：该手牌已成为死牌
error-bet-no-player-act-betting-over = 没有应行动的玩家：下注已结束
error-bet-seat-not-act-seat-act = { $seat } 号位不是应行动的玩家（应行动的是 { $to_act } 号位）；不按顺序的行动请使用 out_of_turn 争议
error-bet-bet-dispute-needs-chips-pushed = 下注争议需要提供推出的筹码、口头宣告，或两者兼有
error-bet-simultaneous-and-before = 口头宣告不能既先于筹码又与筹码同时：请提供 `before_chips` 或 `simultaneous` 其中之一
error-bet-chip-worth-least = 一个筹码的面值至少为 1
error-bet-chips-add-up-too-much = 筹码合计过多
error-bet-seat-pushes-but-has-only = { $seat } 号位推出 { $pushed }，但其剩余筹码只有 { $stack }
error-bet-chips-front-more-than-seat-had = 面前的筹码合计 { $prior_value }，超过了 { $seat } 号位本轮面前与剩余筹码的总和（{ $total }）
error-bet-chips-front-add-up-less = 面前的筹码合计 { $prior_value }，少于 { $seat } 号位已投入的 { $committed }
error-showdown-hand-not-over-betting-still = 该手牌尚未结束：下注仍在进行，或仍有公共牌未发
error-showdown-needs-the-board = 摊牌需要完整的公共牌（五张）：请在发牌记录（deals）中提供
error-showdown-needs-hole-cards = 摊牌需要 { $count ->
       *[other] { $seats } 号位
    }的底牌：请在 `seats[].cards` 中提供
error-incorrect-bet-bet-within-legal-range-pot = 下注到 { $to } 在合法范围内（{ $min_to } 至 { $max_to }）；若是底池限注中报数过低，请设置 meant_pot
error-incorrect-bet-there-no-action-hand-has = 不存在编号为 { $index } 的行动（该手牌共有 { $actions } 个行动）
error-incorrect-bet-action-board-deal-not-bet = 该行动是发公共牌，不是下注
error-incorrect-bet-action-not-bet-or-raise = 该行动不是下注或加注
error-incorrect-bet-seat-not-player-act-action = 在该行动时，{ $seat } 号位不是应行动的玩家
error-options-no-player-act-betting-over = 没有应行动的玩家：本手牌或本轮的下注已结束
error-options-seat-not-act-seat = { $seat } 号位不是应行动的玩家：应行动的是 { $to_act } 号位
error-dispute-seat-not-hand = { $seat } 号位不在这手牌中
error-sderr-only-hand-left = { $seat } 号位持有仅剩的一手牌：无须亮牌即赢得底池，没有其他手牌可以判给
error-dispute-not-an-empty-seat = { $seat } 号位不是该牌桌的空座位
error-cards-dealt-deals-hole-cards-right-number = { $value } 发 { $expected } 张底牌：{ $count } 张是正确的数目
error-cards-dealt-most-cards = 最多 10 张牌
error-cards-dealt-seat-has-already-folded = { $seat } 号位已经弃牌
error-tables-table-seats-players = 一张牌桌可坐 2 至 10 名玩家
error-tables-least-one-table = 至少需要一张牌桌
error-tables-most-tables = 最多 1000 张牌桌
error-tables-players-table-seats = { $seats } 个座位的牌桌上有 { $players } 名玩家
error-tables-id-needed = 需要提供 id
error-tables-table-listed-twice = { $id } 号桌被列出了两次
error-hand-amounts-most-chips = 金额最多为 { $value } 个筹码
error-hand-not-valid-hand = 不是有效的手牌：{ $value }
error-hand-card-dealt-twice-hand = 牌 { $value } 在这手牌中被发了两次
error-hand-big-blind-must-least-chip = 大盲注至少为 1 个筹码
error-hand-small-blind-larger-than-big = 小盲注（{ $small }）大于大盲注（{ $big }）
error-hand-smallest-chip-must-worth-least = 最小筹码的面值至少为 1
error-hand-hand-needs-least-two-seated = 一手牌至少需要两名已入座的玩家
error-hand-players-table-seats-most = { $seats } 名玩家：一张牌桌最多可坐 { $value } 人
error-hand-button-must-seat-number-from = 庄位必须是 1 至 { $value } 之间的座位号
error-hand-seat-numbers-run-from = 座位号从 1 到 { $value }
error-hand-seat-listed-twice = { $seat } 号位被列出了两次
error-hand-seated-player-needs-chips-dealt = 已入座的玩家需要有筹码才能参与发牌
error-hand-hole-cards-given-deals = 提供了 { $value } 张底牌；{ $value_2 } 发 { $hole_cards } 张
error-hand-seat-not-hand = { $seat } 号位不在这手牌中
error-hand-straddle-must-least-chip = 抓盲至少为 1 个筹码
error-hand-limits-apply-fixed-limit-games = 限额只适用于固定限注游戏（LHE）
error-hand-fixed-limit-bet-sizes-must = 固定限注的下注额至少为 1 个筹码
error-hand-cap-must-allow-least-one = 上限必须至少允许一次下注
error-hand-action-needs-seat-action-or = 行动需要 `seat` 和 `action`，或者 `deal`
error-hand-missing-action = 缺少 `action`
error-hand-seat-not-hand-2 = { $seat } 号位不在这手牌中
error-hand-bet-or-raise-must-least = 下注或加注至少要到 1 个筹码
error-hand-needs-player-street-total = `{ $kind }` 需要 `to`，即该玩家本轮的总额
error-hand-board-deal-has-only-deal = 发公共牌只有 `deal` 和 `cards` 两项
error-hand-board-deals-flop-turn-or = 发公共牌只能是翻牌、转牌或河牌
error-hand-cards-shown-deals = 亮出了 { $value } 张牌；{ $value_2 } 发 { $hole_cards } 张
error-hand-seat-shows-but-dealt = { $seat } 号位亮出 { $cards_to_string }，但发给该座位的是 { $own }
error-hand-dead-small-blind-heads-up = 死小盲需要三名或更多玩家：单挑时由庄位投入小盲注
error-hand-post-by-blind = { $seat } 号位本手牌投入盲注，不能再在 `posts` 中投入
error-hand-post-by-straddler = { $seat } 号位抓盲，不能再在 `posts` 中投入
error-hand-post-at-least-chip = 投入额至少为一个筹码
error-hand-live-post-over-big-blind = { $amount } 的活注投入超过了大盲注（{ $big }）；其余部分请作为死注投入
error-hand-two-live-posts = { $seat } 号位有两笔活注投入；只有一笔为活注，其余为死注
error-hand-spot-board-cards = 本轮的公共牌有 { $n } 张；提供了 { $given } 张
error-hand-spot-full-raise-zero = 最后一次完整下注或加注至少为一个筹码
error-hand-spot-full-raise-needed = 本轮可能已有不止一次下注或加注，或最高注已被跟注：请提供最后一次完整下注或加注的大小（它决定最小加注额）
error-hand-spot-full-bet-to-needed = 低于最高注的某次全下可能就是最后一次完整加注：请提供最后一次完整下注或加注的本轮总额（下一次加注就是高于它的下注）
error-hand-spot-acted-not-matched = { $seat } 号位自最后一次完整下注以来已经行动，但面对 { $current } 的下注，其面前只有 { $in_front }，且仍有剩余筹码、未弃牌：该座位必然已经跟注、加注或弃牌
error-hand-spot-to-act-cannot = { $seat } 号位不可能是应行动的玩家：该座位已弃牌、已全下，或已行动并跟平了下注
error-hand-spot-one-live-hand = 局面需要两名或更多未弃牌的玩家
error-ruling-spot-or-hand = 请提供 `hand`、`hand_text` 或 `spot` 其中之一
error-ruling-spot-not-for-dispute = `{ $kind }` 需要完整的手牌：局面（spot）只描述正在进行的下注轮（它适用于 { $spot_types }）
error-ruling-unknown-house = 没有名为 `{ $name }` 的场馆规则配置（现有配置：{ $known }）
error-hand-board-cards-given = { $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }为 { $n } 张牌，提供了 { $given } 张
error-hand-cards-odd-length = 牌的文本长度为奇数：每张牌用两个字符表示，例如 "AsKd"
error-hand-not-a-card = "{ $text }" 不是一张牌（先写点数 2-9、T、J、Q、K、A，再写花色 c、d、h、s）
error-hand-card-twice = 牌 { $card } 出现了两次
error-replay-not-hand = 不在这手牌中
error-replay-straddle-must-more-than-bet = 抓盲必须大于之前的下注（{ $current_bet }）
error-replay-seat-not-hand = { $seat } 号位不在这手牌中
error-replay-seat-checks-facing-bet-more = { $seat } 号位在还需跟注 { $facing } 的情况下过牌
error-replay-seat-has-folded = { $seat } 号位已弃牌
error-replay-seat-bets-or-raises-which = { $seat } 号位下注或加注到 { $to }，未超过当前下注额 { $current_bet }
error-replay-seat-bets-but-has-only = { $seat } 号位下注到 { $to }，但本轮总共只有 { $all_in_to }
error-replay-seat-bets-most-allowed = { $seat } 号位下注到 { $to }；允许的最高额为 { $hi }
error-replay-seat-bets-smallest-legal-bet = { $seat } 号位下注到 { $to }；最小的合法下注或加注是到 { $lo }
error-replay-seat-shows-or-mucks-while = { $seat } 号位在下注仍在进行时亮牌或不亮牌弃掉：此时的弃牌请记为 `fold`（具有约束力，{ $rule_non_standard_folds }）；若是下注者以为自己已获胜而扔掉手牌，请使用 `showdown_error` 并选择 `bettor_mucked`（{ $rule_showdown_discarding_irregularities }-B）
error-replay-dealt-before-betting-over = { $current ->
        [preflop] 翻牌前
        [flop] 翻牌圈
        [turn] 转牌圈
       *[river] 河牌圈
    }的下注尚未结束就发出了{ $street ->
        [preflop] 翻牌前的牌
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }{ $who }
error-replay-not-due = 现在应发的是{ $next ->
        [preflop] 翻牌前的牌
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }，而不是{ $street ->
        [preflop] 翻牌前的牌
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }
error-replay-none-due = 现在不应发{ $street ->
        [preflop] 翻牌前的牌
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }：这手牌的公共牌已发完，或这手牌已结束
error-replay-seat-to-act = ；应由 { $seat } 号位行动
error-replay-nothing = {""}
error-replay-acts-betting-over = { $seat } 号位行动了，但这手牌已不可能再有下注
error-replay-acts-after-folds = { $seat } 号位在其他人都已弃牌后行动
error-replay-acts-before-deal = { $seat } 号位在{ $street ->
        [preflop] 翻牌前的牌
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }发出之前就行动了
error-replay-seat-may-not-raise = { $seat } 号位不能加注：{ $why ->
        [not-reopened] 下注未重新开放：该座位已行动过，且面对的不足一次完整加注
        [capped] 本轮的加注次数已达上限
        [no-opponent] 没有对手有筹码跟注加注
       *[all-chips] 跟注就会用掉其全部筹码
    }
error-replay-seat-acts-out-turn = { $seat } 号位不按顺序行动：应行动的是 { $to_act } 号位
error-replay-seat-acts-nobody-to-act = { $seat } 号位不按顺序行动：没有人应该行动
error-pokerstars-not-pokerstars-hand-history-no = 不是 PokerStars 手牌记录：没有 "PokerStars Hand #" 标题行
error-pokerstars-other-site = 这是“{ $site }”的手牌记录，不是 PokerStars 的：floorcall 可读取 PokerStars 文本、PHH 和 OHH
error-pokerstars-floorcall-reads-no-limit-limit = "{ $what }"：floorcall 可读取德州扑克、奥马哈（4 至 6 张牌，高低牌）、七张梭哈、梭哈高低牌、Razz、五张牌换牌、2-7 单次换牌和三次换牌、A-5 三次换牌以及 Badugi
error-pokerstars-dead-or-extra-blinds-not = "{ $l }"：不支持死盲注或额外盲注
error-pokerstars-blind-not-buttons-order = { $seat } 号位投入了按庄位位置不应由其投入的盲注（盲注不在庄位所决定的位置）
error-pokerstars-hand-cut-short = 一手牌中出现了第二个牌桌行：前一手牌被截断，下一手牌接了进来
error-pokerstars-not-an-amount = "{ $text }" 不是金额
error-pokerstars-unreadable-seat-line = "{ $text }" 以座位行的格式开头，但无法按座位行读取（应为 "Seat N: name (chips in chips)"）
error-pokerstars-button-not-a-number = 庄位座位不是数字
error-pokerstars-fewer-than-two-players = 入座玩家少于两名
error-pokerstars-no-big-blind = 未找到大盲注
error-pokerstars-no-button-line = 牌桌行中没有 "Seat #N is the button"
error-ohh-not-valid-ohh-json = 不是有效的 OHH（JSON）：{ $value }
error-ohh-no-hand-found = 未找到手牌
error-ohh-not-amount = "{ $value }" 不是金额
error-ohh-button-seat = 庄位座位
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }：floorcall 读取 OHH 的 Holdem、Omaha、OmahaHiLo、Stud、StudHiLo 和 Draw，以及按名称的 Razz、Badugi、ShortDeck（NL）和 Courchevel（PL）
error-ohh-not-player-hand = 不是这手牌的玩家
error-ohh-hand-needs-two-players = 一手牌需要两名玩家
error-ohh-seat-number = 座位号
error-ohh-player-id = 玩家 id
error-ohh-street-run-twice-draw-rounds = 下注轮 "{ $other }"（不支持发两次和换牌轮）
error-ohh-straddles-dead-blinds-ohh-not = 不支持 OHH 中的抓盲和死盲注
error-import-no-hand-found-text = 文本中未找到手牌
error-import-hands-text-one-hand-time = 文本中有 { $n } 手牌；一次只能处理一手
error-import-hand-text-needs-hand-format = `hand_text` 需要 `hand_format`
error-import-send-either-hand-or-hand = 请提供 `hand` 或 `hand_text` 其中之一，不能两者都提供
error-import-ruling-needs-hand-hand-or = 裁决需要手牌：`hand`，或 `hand_text` 加 `hand_format`
error-phh-no-phh-hand-found-hand = 未找到 PHH 手牌：一手牌需要 `variant` 字段
error-phh-expected-non-negative-amount = 应为非负金额
error-phh-not-amount = "{ $value }" 不是金额
error-phh-missing-variant = 缺少 `variant`
error-phh-missing = 缺失
error-phh-players-hand-has = { $n } 名玩家；一手牌应有 2 至 10 名玩家
error-phh-action-string = 行动应为字符串
error-phh-missing-actions = 缺少 `actions`
error-phh-not-amount-2 = "{ $value }" 不是金额
error-phh-amounts-have-more-than-six = 金额的小数位超过六位
error-phh-seat-number = 座位号
error-phh-seats-starting-stacks-differ-length = `seats` 与 `starting_stacks` 的长度不同
error-phh-hands-without-big-blind-button = 不支持没有大盲注的手牌（庄位盲注、强制开注）
error-phh-not-player-hand = "{ $w }" 不是这手牌的玩家
error-phh-not-phh-action-floorcall-understands = "{ $value }" 不是 floorcall 能理解的 PHH 行动
error-phh-board-cards-do-not-add = 公共牌凑不成翻牌、转牌和河牌
error-phh-not-valid-toml = 不是有效的 PHH（TOML）：{ $detail }
error-phh-variant-not-supported-floorcall-models = 不支持 variant { $other }：floorcall 读取 NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D，以及自定义代码 PC 和 PC/8（Courchevel）
error-deal-at-least-one-card = `cards` 至少为 1
error-deal-seat-needed = `{ $error }` 需要提供相关的座位
error-deal-more-than-hole-cards = 暴露了 { $cards } 张牌，但一名玩家只持有 { $hole } 张
error-deal-seat-out-of-range = 座位号从 1 到 { $max }
error-deal-seat-was-dealt-in = { $seat } 号位已被发牌（该座位在这手牌中）；请使用 `dealt_in_wrongly`，或指明未被发牌的座位
error-deal-not-one-card = 请指明一张牌，例如 `As`
error-board-no-board-preflop = 翻牌前不发公共牌：请指明翻牌、转牌或河牌
error-board-four-cards-on-flop-only = 发出四张牌属于翻牌错误：`street` 必须为 `flop`
error-board-end-before-wrong-deal = 请提交截至{ $street ->
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }被错误发出之前那一刻的手牌；当前手牌已包含该次发牌
error-board-round-was-over = { $street ->
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }发出时本轮下注已经结束：不属于提前发牌
error-board-not-the-next-street = 按这手牌的行动，接下来应发的不是{ $street ->
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }
error-board-no-such-deal = 这手牌中没有发{ $street ->
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }的记录：请提交已发出该牌及其后行动的手牌
error-board-later-street-dealt = 这手牌已超过{ $street ->
        [flop] 翻牌
        [turn] 转牌
       *[river] 河牌
    }：请提交截至该轮行动为止的手牌
error-button-table-size = `table_size` 必须涵盖所有提到的座位（至少 { $named }），且最多为 { $max }
error-button-seat-taken = { $seat } 号位不是该牌桌的空座位
error-button-no-next-hand = 剩下的玩家不足两名：该牌桌没有下一手牌
error-button-correct-button-needed = `button_misplaced` 需要 `correct_button`，即庄位应在的座位
error-button-correct-button-differs = `correct_button` 必须是 1 至 { $max } 之间、且不同于庄位当前所在的 { $seat } 号位的座位
error-button-dodger-seat-needed = `dodging_blinds` 需要提供该玩家的座位

## hand-for-hand
h4h-places = 这手牌开始时还剩 { $remaining } 名玩家，其中 { $count } 名在这手牌中出局：{ $count ->
        [1] 第 { $best } 名
       *[other] 第 { $best } 至第 { $worst } 名
    }；共有 { $paid } 个名次获得奖金。
h4h-shared = 在进入钱圈的那手牌中出局的玩家，共享该手牌所涉及的有奖名次（{ $rule_rp_hand_for_hand }-A）：这 { $count } 名玩家共享第 { $best } 至第 { $worst } 名，并平分这些名次的奖金。
h4h-ranked = 在同一手牌中出局的玩家，按其在这手牌开始时的筹码量排定名次，筹码多者名次靠前；筹码相同者共享其名次（{ $rule_simultaneous_busts }）。
h4h-left-over = 平分之后还余下 { $left_over }：由裁判决定归谁。
h4h-not-announced = 获奖资格自宣布手对手进行时开始计算（{ $rule_rp_hand_for_hand }-A）；这手牌之前并未宣布，因此这些出局的先后顺序由裁判裁定。
h4h-summary-shared = 这 { $count } 名玩家平分 { $money }：每人 { $each }。
h4h-summary-ranked = 这 { $count } 名玩家按起始筹码量排定名次，按名次分配 { $money }。
h4h-summary-no-prize = 出局的玩家中没有人进入钱圈：最好的名次是第 { $best } 名，共有 { $paid } 个名次获得奖金。
h4h-summary-one = 该玩家获得第 { $place } 名：{ $money }。
h4h-ranked-anyway = 这手牌之前并未宣布手对手进行，但 2026 年规则仍按起始筹码量为在同一手牌中出局的玩家排定名次（{ $rule_simultaneous_busts }）。
error-h4h-busted = `busted` 需要 1 至 100 名玩家
error-h4h-remaining = 剩余 { $remaining } 名玩家时，不可能有 { $busted } 名在同一手牌中出局而比赛仍继续进行
error-h4h-paid = `paid` 需要 1 至 100,000 个名次
error-h4h-payouts = 需要从第 { $best } 名起共 { $need } 个名次的奖金：出局的玩家落在这些名次
error-h4h-one-per-player = 每名出局玩家需要一项：出局 { $busted } 名，提供了 { $got } 项
error-h4h-payouts-range = 每名出局玩家最多一项奖金，每项最多 10^18
error-h4h-start-stack = 2026 年规则按出局玩家在这手牌开始时的筹码为其排名：请为每人提供 `start_stack`

## chip-race
race-exchange = 面值 { $removed } 的筹码退出比赛：每位玩家的这类筹码按等值兑换为面值 { $lowest } 的筹码，余下的部分共计 { $odd_total }，从 1 号位开始抢筹，每位玩家最多得一个（{ $rule_chip_race }-A）：{ $chips ->
        [0] 没有面值 { $lowest } 的筹码
       *[other] { $chips } 个面值 { $lowest } 的筹码
    }，零头价值按最接近的整个筹码取整。
race-all-exchanged = 所有被移除的筹码都已按等值兑换：没有剩余筹码需要抢筹。
race-raced = { $chips ->
        [0] 没有人在抢筹中赢得筹码
       *[other] { $chips } 个面值 { $lowest } 的筹码经抢筹归抢筹牌最大的 { $winners } 号位
    }。
race-to-run = { $chips ->
        [0] { $seats } 号位之间没有筹码需要抢筹
       *[other] { $chips } 个面值 { $lowest } 的筹码在 { $seats } 号位之间抢筹
    }：从 1 号位开始，每持有一个零头筹码发一张牌，牌最大者获胜，每位玩家最多得一个筹码。
race-kept-in = { $seat } 号位在抢筹中输掉了最后的筹码：任何人都不会因抢筹而出局，因此该玩家得到一个面值 { $lowest } 的筹码。
race-exactly-half = 零头筹码恰好相当于半个面值 { $lowest } 的筹码：通常做法是向上取整，由裁判决定。
race-may-be-kept-in = 在抢筹中输掉最后筹码的玩家不会因抢筹而出局：该玩家得到一个面值 { $lowest } 的筹码。
error-race-denominations = 移除的面值（{ $removed }）必须小于仍在使用的最小面值（{ $lowest }）
error-race-seat-twice = { $seat } 号位被列出了两次
error-race-one-per-seat = `odd` 需要按座位顺序为这手牌的每个座位提供一个数字：{ $seats } 个座位，提供了 { $got } 个数字
error-race-more-than-stack = { $seat } 号位不可能有价值 { $value } 的被移除面值筹码：其筹码量为 { $stack }
error-race-not-in-order = { $seat } 号位有零头筹码需要抢筹，但不在 `order` 中

## before-amount
before-amount-facts = { $bettor } 号位说了“下注”或“加注”，在说出金额（共 { $to }）之前，{ $seat } 号位就行动了；玩家必须等到金额明确后再行动（{ $rule_acting_in_turn }-B）。
before-amount-brought-up = 所说的金额 { $stated } 小于最小合法下注或加注：补足到 { $to }（{ $rule_raise_amounts }）。
before-amount-over-pot = 所说的金额 { $stated } 超过底池大小的下注：减为 { $to }（{ $rule_pot_limit_bets }）。
before-amount-over-limit = 所说的金额 { $stated } 超过限注所允许的额度：视为一次下注或加注，到 { $to }（{ $rule_number_of_raises }）。
before-amount-over-stack = 所说的金额 { $stated } 超过下注者拥有的筹码：视为全下，到 { $to }。
before-amount-all-in-capped = { $seat } 号位宣布全下：在此下注结构中，这相当于所允许的最大加注，到 { $to }，且该宣告有效（{ $rule_acting_in_turn }-A）。
before-amount-fold-stands = { $seat } 号位的弃牌是按顺序作出的，而按顺序的行动具有约束力（{ $rule_acting_in_turn }-A）：无论 { $bettor } 号位随后说出什么金额，该弃牌都有效。
before-amount-all-in-stands = { $seat } 号位的全下是按顺序作出的，具有约束力（{ $rule_acting_in_turn }-A）：{ $seat } 号位全下 { $to }。
before-amount-held-to-call = { $seat } 号位在 { $bettor } 号位的金额明确之前就跟注了：裁判视具体情况作出最合适的裁定，可以要求跟注者按任何金额跟注（{ $rule_conditional_declarations }-B）；规则倾向的解读是跟注该下注，共 { $to }（需再投入 { $to_call }）。
before-amount-if-choose-again = 裁判认为在金额已知后让 { $seat } 号位重新选择更为公平
error-before-amount-bettor-not-to-act = { $seat } 号位不是应行动的玩家：下注者应是说“下注”或“加注”的玩家
error-before-amount-not-next = { $seat } 号位不是 { $bettor } 号位之后的下一个行动者：更靠后的行动属于不按顺序行动（`out_of_turn`）
error-before-amount-call-fold-or-all-in = 该行动必须是跟注、弃牌或全下

## pot-count
pot-count-not-counted = 只有在底池限注中玩家才有权要求清点底池：在本游戏中，发牌员不为 { $seat } 号位清点底池（{ $rule_pot_limit_bets }-A）。
pot-count-spread = 应要求，可以将底池摊开，让所有人都能看清（{ $rule_rp_spreading_the_pot }）。
pot-count-counted = 底池限注：发牌员为 { $seat } 号位清点底池：{ $pot }（{ $rule_pot_limit_bets }-A）。
pot-count-counted-to-act = 底池限注：发牌员为 { $seat } 号位清点底池：{ $pot }，{ $seat } 号位最多可下注到 { $max }（{ $rule_pot_limit_bets }-A）。

## stub
stub-all = 掉落的余牌与弃牌堆或烧牌混在了一起：将混在一起的牌全部洗乱、洗牌并切牌，用新的余牌继续牌局（{ $rule_rp_disordered_stub }）。
stub-rebuild = 余牌可以恢复原有顺序：按原顺序放回，牌局继续（{ $rule_rp_disordered_stub }）。
stub-stub-only = 余牌无法恢复原有顺序：只用余牌中的牌（不含弃牌堆和烧牌）组成新的余牌，洗乱、洗牌并切牌后，牌局继续（{ $rule_rp_disordered_stub }）。
stub-try-first = 首先，如果能够确定无误地恢复余牌的原有顺序，就按原顺序恢复（{ $rule_rp_disordered_stub }）。
stub-if-cannot-rebuild = 无法确定无误地恢复原有顺序：只用余牌中的牌组成新的余牌，洗牌并切牌
stub-face-down = 牌局中的任何重新洗牌都牌面朝下进行，不暴露任何牌（{ $rule_irregular_flops }-D）。

## non-chip-item
item-rule = 没有筹码价值的物品（赏金筹码、计时代币）应与下注用的筹码大小不同；用此类物品下注时，按场馆政策或裁判的判断解读，可能被裁定为跟注或全下（{ $rule_rp_non_denominational_items }）。
item-call = 规则倾向的解读是跟注：{ $seat } 号位跟注 { $to_call }。
item-check = 在无注可跟时，该物品解读为 { $seat } 号位过牌。
item-if-all-in = 裁判将该物品解读为 { $seat } 号位全下
error-item-not-to-act = { $seat } 号位不是应行动的玩家

## gesture
gesture-rule = 敲桌视为过牌（{ $rule_terminology_and_gestures }）。
gesture-check = 在无注可跟时，{ $seat } 号位敲桌视为过牌。
gesture-facing-bet = 在面对需跟注 { $to_call } 的下注时，过牌不是合法行动：与面对下注时说“过牌”一样（{ $rule_invalid_bet_declarations }），{ $seat } 号位可以跟注或弃牌，但不能加注。
error-gesture-not-to-act = { $seat } 号位不是应行动的玩家

## rebuy-announced
rebuy-rule = 玩家不得为重购而错过一手牌；在一手牌开始之前宣布重购的玩家，将重购的筹码视作已在桌上的筹码参与这手牌，并且必须完成重购（{ $rule_rebuys }）。一手牌从第一次洗牌、按下洗牌机按钮或发牌员轮换时开始（{ $rule_new_hand_new_limits }）。
rebuy-plays-behind = 在这手牌开始前宣布：该玩家以 { $stack } 加上重购的 { $chips }（视作已在桌上的筹码），共 { $in_play } 参与这手牌，并且必须完成重购。
rebuy-after-hand = 在这手牌开始后才宣布：这手牌按其开始时拥有的 { $stack } 进行；重购的 { $chips } 在这手牌结束后加入。
error-rebuy-chips = chips：大于 0，且不超过 floorcall 所接受的最大筹码量

## level-change
level-began-before = 这手牌在新级别开始之前就已开始，而新级别从下一手牌起适用：这手牌按旧级别进行（{ $rule_new_hand_new_limits }）。
level-dealer-push = 新级别在发牌员轮换期间开始：新上桌的发牌员按旧级别发一手牌，即这手牌（{ $rule_new_hand_new_limits }）。
level-same-forced-bets = 新级别的盲注和前注与这手牌发牌时的相同：无须更正（{ $rule_new_hand_new_limits }）。
level-after-substantial = 这手牌误按旧级别发牌，但已发生实质性行动（{ $actions } 次行动，其中{ $with_chips ->
        [0] 没有一次
       *[other] 有 { $with_chips } 次
    }投入了筹码，{ $rule_substantial_action }）：按旧级别继续（{ $rule_new_hand_new_limits }）。
level-corrected = 这手牌误按旧级别发牌，且尚未发生实质性行动：更正为新级别，盲注 { $small }-{ $big }（{ $rule_new_hand_new_limits }）。
level-adds = { $seat } 号位补投 { $amount }。
level-does-not-fit = 已作出的某个行动不符合新级别：如何更正由裁判决定。
error-level-blinds = 新盲注需要大盲注至少为 1，且小盲注不大于大盲注

## wrong-seat
seat-rule = 座位随机抽取；发现坐错座位但筹码正确的玩家，移到正确的座位，并带上全部筹码（{ $rule_random_seating }）：{ $seat } 号位的玩家移到 { $assigned } 号位。
seat-silent = 该规则只规定玩家移到哪里、带什么，并未规定正在进行的这手牌如何处理，也未规定因移动而改变的盲注如何处理：这些由裁判决定（{ $rule_floor_decisions }）。
seat-redeal = { $seat } 号位的玩家现在移到 { $assigned } 号位，并在该玩家就位后重新发这手牌。
seat-nobody-acted = 还没有人行动，因此重新发牌不会让任何人受损：规则倾向的解读是在这手牌进行之前把玩家从 { $seat } 号位移到 { $assigned } 号位，然后重新发牌，与座位发牌错误的处理相同（{ $rule_misdeals }-A）。
seat-back = { $seat } 号位收回其投入的 { $amount }。
seat-takes-stack = { $seat } 号位的全部筹码 { $amount } 随之移动。
seat-if-played-as-dealt = 裁判让这手牌按已发的牌进行，结束后再移动 { $seat } 号位的玩家
seat-plays-on = 这手牌按已发的牌进行；结束后，{ $seat } 号位的玩家带着全部筹码移到 { $assigned } 号位。
seat-not-killed = 规则中没有任何条款会使坐错座位的玩家的手牌为死牌：{ $seat } 号位的手牌在其发牌的位置仍为活牌。
seat-after-substantial = 已发生实质性行动（{ $actions } 次行动，其中{ $with_chips ->
        [0] 没有一次
       *[other] 有 { $with_chips } 次
    }投入了筹码，{ $rule_substantial_action }）：发牌有效（{ $rule_misdeals }-D）。
seat-before-substantial = 尚未发生实质性行动（{ $actions } 次行动，{ $rule_substantial_action }）：裁判也可以将其视为座位发牌错误并重新发牌（{ $rule_misdeals }-A）。
seat-if-redealt = 裁判让 { $seat } 号位的玩家坐到指定的座位后重新发牌，所有已投入的筹码退回
seat-stack-in-play = { $seat } 号位剩余 { $behind }，底池中有其 { $in_pot }：这手牌结束时的筹码量随玩家一起移动。
seat-moves-now = { $seat } 号位的玩家在下一次发牌前带着全部筹码移到 { $assigned } 号位；已经打完的手牌为活牌。
seat-hands-stand = 在 { $seat } 号位打完的手牌为活牌：规则不撤销任何已经进行的牌局。
seat-posted = 在这手牌中，{ $seat } 号位从错误的座位投入了 { $amount }。
seat-big-blind-reaches = 大盲注（{ $big }）每手牌移动一个座位：若在 { $seat } 号位，该玩家将{ $from_wrong ->
        [0] 在这手牌
        [1] 在下一手牌
       *[other] 在 { $from_wrong } 手牌之后
    }轮到大盲注；而在 { $assigned } 号位，则{ $from_assigned ->
        [0] 在这手牌
        [1] 在下一手牌
       *[other] 在 { $from_assigned } 手牌之后
    }轮到大盲注。
seat-later = 这次移动使该玩家的大盲注推迟 { $hands } 手牌：没有规则要求补交被跳过的 { $big } 盲注，因此由裁判决定。
seat-sooner = 这次移动使该玩家 { $big } 的大盲注提前 { $hands } 手牌：对于因移动而提前到来、或在一圈内第二次出现的盲注，没有规则予以免除或退还，因此由裁判决定。
seat-taken = 为 { $seat } 号位的玩家抽到的 { $assigned } 号位已有人：由裁判安排谁坐在哪里，每位玩家都带着全部筹码移动。
seat-taken-in-hand = { $assigned } 号位是这手牌中的一个座位：有另一名玩家坐在那里，也许同样坐错了座位。
seat-taken-floor = 规则没有规定正确的座位已被占用时该如何处理：由裁判决定（{ $rule_floor_decisions }）。
seat-if-taken = 结果发现 { $assigned } 号位已被另一名玩家占用：由裁判安排这两个座位
error-seat-assigned = 指定座位必须是 1 至 12 之间、且不同于 { $seat } 号位的座位号，而不是 { $assigned }
error-seat-assigned-in-hand = { $assigned } 号位是这手牌中的座位，因此不是空座位
error-seat-actions-shown = 这手牌显示有 { $actions } 个玩家行动：如果是在这手牌中发现坐错座位，noticed 应为 during_hand

## away-from-table
away-rule = 持有活牌的玩家（包括全下的玩家）在下注和摊牌期间都应留在牌桌旁：离开与保护手牌、跟进行动的要求相悖，可能受到处罚（{ $rule_at_the_table }）。
away-live = { $seat } 号位的手牌仍为活牌；是否因离开而处罚该玩家由裁判决定。
away-not-killed = 规则不会使走开的玩家的手牌为死牌：{ $seat } 号位的手牌不因离开而成为死牌。
away-all-in = { $seat } 号位已全下，底池中有其 { $in_pot }：这些筹码留在底池中，已没有需要其行动的事项，这手牌一直进行到摊牌。
away-to-act-facing = 轮到 { $seat } 号位行动，需跟注 { $to_call }。
away-to-act-no-bet = 轮到 { $seat } 号位行动，无注可跟。
away-when-action-comes = 还没有轮到 { $seat } 号位行动。
away-silent = 规则没有规定行动轮到不在座位上的玩家时如何处理；裁判可以对该座位要求读秒（{ $rule_calling_for_a_clock }）：读秒结束时，面对下注的手牌为死牌，未面对下注的手牌视为过牌。
away-if-clock-facing-bet = 对面对下注的 { $seat } 号位要求了读秒，读秒在玩家回来之前结束：手牌为死牌，其 { $in_pot } 留在底池中
away-if-clock-no-bet = 对 { $seat } 号位要求了读秒，读秒在玩家回来之前结束：该手牌视为过牌
away-dead = { $seat } 号位的手牌为死牌：玩家不在时读秒结束，且其面对下注；其已投入的 { $in_pot } 留在底池中。
away-clock-facing-bet = 对 { $seat } 号位要求的读秒已结束，当时需跟注 { $to_call } 而玩家不在：手牌为死牌（{ $rule_calling_for_a_clock }）。
away-checked = { $seat } 号位视为过牌：玩家不在时读秒结束，且无注可跟。
away-clock-no-bet = 对 { $seat } 号位要求的读秒已结束，当时无注可跟而玩家不在：该手牌视为过牌，仍为活牌（{ $rule_calling_for_a_clock }）。
away-chips = 离开不会移动任何筹码：{ $seat } 号位保留剩余的 { $behind }，其已投入的 { $in_pot } 留在底池中。
away-penalty = 是否因 { $seat } 号位离开而处罚、如何处罚，由裁判决定，从警告到罚停数圈不等（{ $rule_penalties }）。
error-away-no-live-hand = { $seat } 号位已弃牌：没有需要留守的活牌
error-away-not-to-act = { $seat } 号位不是应行动的玩家，因此不可能有针对该座位的读秒已经结束

## chips-out-of-view
view-rule = 锦标赛筹码不得以任何使其离开视线的方式持有或移动；这样做的玩家将被没收这些筹码，筹码退出比赛，玩家还可能受到处罚（{ $rule_chips_out_of_view }）。
view-forfeited = { $seat } 号位被没收 { $amount }：这些筹码退出比赛。
view-pocketed = { $seat } 号位把 { $amount } 放在口袋、包或衣服里：离开了视线。
view-concealed = { $seat } 号位在牌桌上把 { $amount } 握在手中或遮盖起来，使任何人都看不见：离开了视线。
view-carried-hidden = { $seat } 号位在别人看不见的情况下把 { $amount } 带到了另一张牌桌：转移中的筹码必须保持可见。
view-out-of-play = 这 { $amount } 退出比赛：不归任何玩家，也不进入任何底池。
view-left = { $seat } 号位保留桌上可见的 { $stack }。
view-nothing-left = { $seat } 号位桌上已没有可见的筹码：该玩家接下来如何处理由裁判决定（{ $rule_floor_decisions }）。
view-penalty = 没收是规则的规定；此外是否对 { $seat } 号位给予处罚（从警告到取消资格）由裁判决定（{ $rule_penalties }）。
view-kept = { $seat } 号位保留这 { $amount }：这些筹码在携带过程中始终在视线之内。
view-in-view = { $seat } 号位携带 { $amount } 时始终在视线之内（放在筹码架里或敞开的托盘上）：没有筹码离开视线，因此不没收任何筹码。
view-kept-total = { $seat } 号位以共计 { $total } 的筹码继续比赛。
error-view-seat = 座位必须是 1 至 12 之间的座位号，而不是 { $seat }
error-view-amount = 离开视线的筹码至少为 1，且不超过允许的最大筹码数
error-view-stack = 可见的筹码量超过了允许的最大筹码数

## house
house-no-effect = 场馆规则（{ $title }）不改变本裁决：本裁决即 TDA 的裁决。
house-applied = 适用场馆规则 { $label }（{ $title }）：{ $text }
house-applied-bare = 适用场馆规则 { $label }（{ $title }）。
house-under-tda = 仅按 TDA 规则（{ $citation }）：{ $summary }

## 规则标题（消息本身）与摘要（.summary），按规则的固定键排列。

rule-floor-decisions = 现场裁决
    .summary = 裁判以牌局的最佳利益和公平为首要考量，在严格执行规则会导致不公时可以偏离规则；裁判的决定为最终决定。
rule-player-responsibilities = 玩家义务
    .summary = 玩家应核对自己的牌和筹码，保护自己的手牌，清楚表明意图，跟进牌局行动，并在发现错误时指出。
rule-terminology-and-gestures = 正式用语及肢体语言
    .summary = 使用标准用语（下注、跟注、加注、弃牌、过牌、全下，以及底池限注中的“底池”）；使用非标准用语和手势，风险由玩家自负。
rule-player-identity = 玩家身份识别
    .summary = 玩家在牌桌上必须能被清楚识别；工作人员可要求玩家摘除遮挡面部的物品。
rule-electronic-devices = 电子设备和通讯
    .summary = 在牌桌上使用设备和进行通讯受到限制；不得在牌桌上使用策略工具和下注图表。
rule-official-language = 正式语言
    .summary = 赛事公布在一手牌进行期间牌桌上可以使用的语言。
rule-random-seating = 随机分配座位
    .summary = 座位随机抽取；坐错座位但筹码正确的玩家，带着这些筹码移到正确的座位。
rule-alternates-late-registration = 候补、延迟注册与重新参赛
    .summary = 候补玩家、延迟注册者和重新参赛者获得随机的座位和筹码，并参与发牌，但座位在小盲位和庄位之间时除外。
rule-special-needs = 特殊需求
    .summary = 为有特殊需求的玩家作出合理安排。
rule-new-players-broken-tables = 新玩家与拆桌玩家
    .summary = 被拆桌的玩家通过两步随机程序抽取座位，可能落在任何位置，包括盲注位和庄位。
rule-balancing-tables = 平衡牌桌与暂停比赛
    .summary = 各桌保持人数平衡；下一个轮到大盲注的玩家调到最差的位置；比人数最多的桌少三名或更多玩家的牌桌，一旦其盲注受到影响即暂停比赛。
rule-cards-speak = 宣告；摊牌时以牌为准
    .summary = 摊牌时由亮出的牌决定赢家；玩家对自己手牌的说法不具约束力，任何人都应指出读错的牌。
rule-tabling-cards = 亮牌与杀死赢牌
    .summary = 所有牌都牌面朝上且可以辨认时，手牌即为已亮出；未正确亮牌就弃掉手牌的玩家，风险自负；发牌员不得杀掉已正确亮出的赢牌。
rule-live-cards-at-showdown = 摊牌时的活牌
    .summary = 牌面朝下扔出的牌在进入弃牌堆或无法识别之前仍为活牌；仍能完全识别的手牌可以取回。
rule-showdown-discarding-irregularities = 摊牌与弃牌的不规范情况
    .summary = 只亮出部分赢牌的玩家会被要求亮出全部；以为自己获胜而弃牌的下注者输掉已被跟注的下注，但未被跟注的下注退还给他。
rule-face-up-for-all-ins = 全下时亮牌
    .summary = 一旦有玩家全下且不可能再有下注，所有活牌立即翻开、牌面朝上，然后再发其余的牌。
rule-showdown-order = 非全下摊牌与摊牌顺序
    .summary = 没有全下时，最后一轮中最后下注或加注的玩家先亮牌；如最后一轮没有下注，则庄位左侧第一位玩家先亮牌。
rule-asking-to-see-a-hand = 要求看牌
    .summary = 河牌圈有下注后，已亮牌或仍保留手牌的跟注者可以查看最后进攻者的手牌；其他要求由裁判酌情决定；已弃掉手牌的玩家丧失要求看牌的权利。
rule-playing-the-board = 摊牌时打公共牌
    .summary = 打公共牌的玩家必须亮出全部底牌才能分得底池。
rule-odd-chips = 零头筹码的分配
    .summary = 零头筹码拆分到最小面值；公共牌类游戏中，零头筹码归庄位左侧第一位平分底池的赢家（A 项）；梭哈中，归按花色比较的最大单牌（B 项）；高低牌中，整个底池的零头筹码归高牌那一半（C 项）。
rule-simultaneous-busts = 在同一手牌中出局的玩家
    .summary = 2026 年新增（据报道）：在同一手牌中出局的玩家，按其在这手牌开始时的筹码量排定名次。
rule-side-pots = 边池
    .summary = 每个边池单独分配，且边池先于主池分配。
rule-disputed-hands = 有争议的手牌和底池
    .summary = 对手牌读法的异议可在下一手牌开始之前提出；底池或计算错误可在下一手牌发生实质性行动之前提出。
rule-new-hand-new-limits = 新的一手牌与新的盲注级别
    .summary = 新级别在宣布后从下一手牌起适用；误按旧级别开始的手牌，一旦发生实质性行动，即按旧级别继续。
rule-chip-race = 抢筹与定期换码
    .summary = 需要换码的零头筹码通过抢筹兑换；任何玩家都不会因抢筹而被淘汰出赛事。
rule-chips-visible = 牌和筹码保持可见、可数、易于管理；酌情换码
    .summary = 筹码应保持可见且可清点，大面值筹码放在前面；裁判可以将筹码换成大面值筹码。
rule-deck-changes = 更换牌组
    .summary = 在发牌员轮换或级别变更时更换牌组；玩家不得要求更换新牌组。
rule-rebuys = 重购
    .summary = 玩家必须在下一手牌发牌之前宣布重购。
rule-rabbit-hunting = 查看后续牌
    .summary = 手牌结束后，不展示本来会发出的牌。
rule-calling-for-a-clock = 要求读秒
    .summary = 要求读秒之后，玩家有 25 秒，外加 5 秒倒计时；届时若面对下注，其手牌为死牌，否则视为过牌。
rule-at-your-seat = 在座位上与活牌
    .summary = 初始发牌的最后一张牌发出时，玩家必须在座位上，否则手牌为死牌。
rule-at-the-table = 有待进行的行动时须留在牌桌
    .summary = 持有活牌的玩家（包括全下的玩家）须留在牌桌旁。
rule-dead-button = 死庄位
    .summary = 锦标赛采用死庄位规则。
rule-dodging-blinds = 逃盲
    .summary = 故意逃盲会受到处罚。
rule-button-placement = 庄位的放置与移动
    .summary = 庄位移动错误时，在实质性行动之前予以更正，实质性行动之后则维持不变；单挑时小盲位即为庄位。
rule-misdeals = 误发牌与牌组错误
    .summary = 实质性行动之前出现所列的发牌错误构成误发牌，重新发牌；实质性行动之后不再判误发牌；牌组错误则该手牌无效。
rule-substantial-action = 实质性行动
    .summary = 实质性行动指按顺序进行的两次行动且其中至少一次投入筹码，或按顺序进行的任意三次行动；投入盲注不计入。
rule-button-too-few-cards = 庄位牌数不足
    .summary = 庄位发到的牌数不足时可以补足手牌，除非庄位已经行动。
rule-burns-after-substantial-action = 实质性行动之后的烧牌
    .summary = 实质性行动之后发现牌数错误的手牌为死牌；发牌员每轮烧一张牌，不设法恢复余牌的顺序。
rule-irregular-flops = 不规范的翻牌与提前发出的牌
    .summary = 四张牌的翻牌或过早发出的翻牌按既定程序更正；在下注轮结束前发出的公共牌属于提前发出的牌。
rule-methods-of-betting = 下注方式：口头声明与筹码
    .summary = 下注可以通过口头宣告、筹码或两者兼用来完成；以先发生者确定下注，两者同时发生时以明确的口头宣告为准。
rule-methods-of-calling = 跟注方式
    .summary = 标准的跟注方式是说“跟注”或推出相应金额；面对大额下注只推出一个很小的筹码属于非标准做法，可能被裁定为完整跟注。
rule-methods-of-raising = 加注方式
    .summary = 加注须以一个动作完成或事先宣告；未作宣告就回到筹码堆再取筹码是不允许的。
rule-raise-amounts = 加注金额
    .summary = 加注的增加额至少等于本轮之前最大的一次完整下注或加注；不出声推出的筹码若超出跟注额至少半个这样的加注，须补足为完整加注，不足一半则视为跟注。
rule-oversized-chip = 大额筹码下注
    .summary = 面对下注时，事先未说“加注”就推出单个大额筹码视为跟注；未面对下注时，视为下注该筹码的面值。
rule-multiple-chip-betting = 多筹码下注
    .summary = 面对下注时，不出声推出多个筹码，若每个筹码都是跟注所必需的，则视为跟注；否则按加注金额的 50% 标准判定，或在玩家推出最后的筹码时视为全下。
rule-prior-bet-chips = 未收入底池的先前下注筹码
    .summary = 面对加注、面前仍有先前下注筹码的玩家应先宣告；不出声追加的筹码，根据先前的筹码是否足以跟注以及是否被收回来判断。
rule-reopening-the-bet = 重新开放下注
    .summary = 在无限注和底池限注中，加起来不足一次完整加注的不足额全下，不允许已行动的玩家再次加注；在限注中，达到半个下注即重新开放下注。
rule-number-of-raises = 允许的加注次数
    .summary = 无限注和底池限注不限制加注次数；限注游戏遵循场馆的加注上限，即使单挑也是如此，直到赛事只剩两名玩家为止。
rule-accepted-action = 已接受的行动
    .summary = 跟注者有责任知道实际的下注额；按错误数额接受的跟注，仍须支付正确的金额。
rule-acting-in-turn = 按顺序行动
    .summary = 玩家按顺序行动；按顺序的行动具有约束力，投入的筹码不得收回。
rule-binding-declarations-undercalls = 具有约束力的宣告／按顺序的不足额跟注
    .summary = 按顺序说“跟注”或“加注”，即须完成完整的相应行动；推出少于跟注额的筹码且未说“跟注”属于不足额跟注：单挑时或在多人底池中面对首次下注时必须完整跟注，其他情况由裁判决定。
rule-incorrect-bets = 错误下注、下注不足与加注不足
    .summary = 低于最低额的下注或加注在当前一轮中、下一张牌发出之前予以更正；在底池限注中，超额下注在下一张牌发出之前予以减少，因报数过低而不足的下注，在其后发生实质性行动之前予以提高。
rule-action-out-of-turn = 不按顺序行动
    .summary = 不按顺序的行动退回到应行动的玩家；若该行动所面对的局面没有改变，则具有约束力；若已改变，筹码可以收回，该玩家拥有所有选择（2026 年：在不按顺序的被动行动之后，只能跟注或弃牌）；被跳过的玩家若在实质性行动发生时一直没有出声，即丧失这一保护。
rule-pot-limit-bets = 底池大小与底池限注下注
    .summary = 在底池限注中，最大加注额为跟注额加上跟注后的底池；翻牌前按完整盲注计算；在无限注中说“底池”并不构成金额，但须至少作出最小下注或加注。
rule-invalid-bet-declarations = 无效的下注宣告
    .summary = 没有下注时说“跟注”视为过牌；没有下注时说“加注”至少视为最小下注；面对下注时说“过牌”则只能跟注或弃牌。
rule-string-bets = 分次下注与分次加注
    .summary = 不允许分次下注和分次加注。
rule-unclear-betting = 非标准与含糊的下注
    .summary = 非标准的下注方式风险由玩家自负；可能有多种含义的口头金额，按不超过底池的最高合理金额解读。
rule-non-standard-folds = 非标准弃牌
    .summary = 在最后一轮下注结束之前，未面对下注时按顺序弃牌，或不按顺序弃牌，均具有约束力，并可能受到处罚。
rule-conditional-declarations = 条件性宣告与过早宣告
    .summary = 关于未来行动的条件性表态可能具有约束力或受到处罚；在下注额明确之前作出的跟注由裁判处理。
rule-count-of-chip-stack = 清点对手的筹码
    .summary = 只有在按顺序面对全下时，才可要求精确清点对手的筹码；其他情况下只能得到估算。
rule-over-betting-expecting-change = 超额下注期待找零
    .summary = 不出声推出的筹码全部计入，即使玩家期待找零也是如此。
rule-chips-found-behind = 全下后在后方发现筹码
    .summary = 全下被跟注后在后方发现的筹码由裁判处理：若其不属于已接受行动的一部分，则既不参与赢取，也不能使该玩家免于出局。
rule-chips-out-of-view = 隐藏筹码与转移中的筹码
    .summary = 筹码不得藏在或带到别人看不见的地方；玩家藏起的筹码将被没收并退出比赛，玩家还可能受到处罚。
rule-lost-and-found-chips = 丢失后被找回的筹码
    .summary = 拾获的筹码退出比赛。
rule-killed-fouled-exposed-hands = 意外被杀掉／混入其他牌／被暴露的手牌
    .summary = 被发牌员误杀或混乱到无法识别的手牌不予补救；未被跟注的下注退还。
rule-dead-hands-stud = 梭哈中的死牌与弃牌
    .summary = 梭哈游戏中关于死牌与弃牌的规定。
rule-no-disclosure = 不得透露；独立打牌
    .summary = 在仍有行动待进行时，玩家不得透露手牌内容；一手牌只能由一名玩家打。
rule-exposing-cards = 暴露手牌与正确弃牌
    .summary = 在仍有行动待进行时暴露手牌可能受到处罚，但不会使手牌成为死牌；弃牌时应将牌低推、牌面朝下。
rule-ethical-play = 道德行为
    .summary = 串通、输送筹码及其他不道德的打法会受到处罚。
rule-etiquette-violations = 违反礼仪
    .summary = 一再或严重违反礼仪会受到处罚。
rule-penalties = 警告、处罚与取消资格
    .summary = 处罚从警告到罚停若干手或若干圈，直至取消资格；罚圈的手数等于桌上玩家人数乘以圈数。
rule-rp-all-in-buttons = 全下标识牌
    .summary = 全下的玩家以全下标识牌标示。
rule-rp-bringing-in-bets = 不鼓励提前将下注收入底池
    .summary = 发牌员把下注留在玩家面前，直到本轮结束。
rule-rp-personal-belongings = 个人物品
    .summary = 个人物品不得放在桌面上。
rule-rp-disordered-stub = 余牌顺序混乱
    .summary = 顺序混乱的余牌按固定程序处理。
rule-rp-premature-cards = 提前发出的牌
    .summary = 提前发出的公共牌放回余牌中，重新洗牌；烧牌保持不动。
rule-rp-efficient-movement = 玩家高效移动
    .summary = 换桌的玩家带上筹码迅速前往。
rule-rp-dealer-push-timing = 发牌员轮换的时间
    .summary = 发牌员按时间表轮换。
rule-rp-hand-for-hand = 手对手程序
    .summary = 接近钱圈时，每张桌每次只打一手牌；在同一手牌中出局的玩家共享名次。
rule-rp-final-table-size = 决赛桌人数
    .summary = 由两张人数不足的桌合并，按既定人数组成决赛桌。
rule-rp-stud-dealing = 锦标赛梭哈发牌程序
    .summary = 梭哈的发牌程序。
rule-rp-ante-formats = 前注形式与不减少前注
    .summary = 由一人支付的前注应采用大盲前注，并先投入盲注；前注从不减少。
rule-rp-dealers-announce-bets = 发牌员应报出下注与加注
    .summary = 在无限注和底池限注中，发牌员报出下注和加注。
rule-rp-split-pot-stacking = 分池游戏中发牌员应码好筹码
    .summary = 发牌员在分配底池之前先将底池筹码码好。
rule-rp-randomness-special-situations = 特殊情况可采用随机方式
    .summary = 特殊情况可通过随机抽取解决。
rule-rp-staff-communication = 锦标赛工作人员的正确沟通
    .summary = 工作人员清楚、一致地传达裁决。
rule-rp-absent-on-breaking-table = 拆桌时玩家不在
    .summary = 不在场玩家的筹码由工作人员移到新座位。
rule-rp-draw-betting = 锦标赛换牌游戏下注程序
    .summary = 换牌游戏的下注程序。
rule-rp-mixed-game-order = 混合游戏的顺序
    .summary = 混合游戏按公布的顺序轮换。
rule-rp-reducing-stalling = 减少拖延
    .summary = 防止拖延的措施。
rule-rp-cards-ready-for-shuffle = 备好洗牌的牌
    .summary = 牌应备好，以便下一次洗牌。
rule-rp-spreading-the-pot = 摊开底池
    .summary = 在底池限注中，应要求可将底池摊开以便清点。
rule-rp-non-denominational-items = 用无面值物品下注
    .summary = 赏金筹码和计时代币不能用于下注。

## games (issue 25)
error-hand-bring-in-only-stud = 只有梭哈类游戏才投入强制开注，{ $game } 没有强制开注
error-hand-stud-no-blinds = { $game } 使用前注和强制开注：请去掉盲注、抓盲和其他投入（posts）
error-hand-stud-needs-limits = { $game } 的手牌需要给出限额（小注和大注）
error-hand-stud-needs-bring-in = { $game } 的手牌需要给出强制开注额（至少一个筹码）
error-hand-bring-in-over-small-bet = 强制开注（{ $bring_in }）超过了小注（{ $small_bet }）
error-hand-up-cards-only-stud = 只有梭哈类游戏才发明牌，{ $game } 不发明牌
error-hand-up-cards-most = 梭哈玩家最多有四张明牌；提供了 { $given } 张
error-hand-discards-only-draw = 只有 `draw` 行动才有换掉的牌
error-hand-action-only-stud = “{ $kind }”是梭哈的行动；{ $game } 不是梭哈类游戏
error-hand-draw-only-draw-games = { $game } 没有换牌
error-hand-draw-more-than-held = 玩家无法从 { $held } 张手牌中换掉 { $count } 张
error-hand-drawn-cards-count = 换掉了 { $count } 张，但换进了 { $given } 张
error-hand-street-not-in-game = { $game } 不使用这一下注轮：{ $street }
error-hand-deal-cards-on-seats = 在 { $game } 中，发出的牌在各座位（以及各次换牌）中给出，而不是在 `deal` 行动中给出
error-replay-no-draw-now = { $seat } 号位换牌，但现在不是换牌的时候
error-replay-drew-already = { $seat } 号位在本轮已经换过牌，或者已不在本手牌中
showdown-odd-chips-stud = 零头筹码拆分到最小筹码 { $smallest_chip } 后，归在成牌的五张牌中持有按花色比较最大的牌（黑桃、红心、方块、梅花）的赢家（{ $rule_odd_chips }-B），每个底池分别计算（{ $rule_side_pots }）。
showdown-seat-low = { $seat } 号位（{ $hole }）：{ $low }。
showdown-seat-badugi = { $seat } 号位（{ $hole }）：{ $count ->
        [4] 四张牌的 Badugi
       *[other] { $count } 张牌的手牌
    }，{ $badugi }。
showdown-ranking = { $game ->
        [stud] 在梭哈中，每位玩家以七张牌中最好的五张比牌，亮牌时须亮出全部七张（{ $rule_tabling_cards }-A）。
        [low-a5] A-5 低牌：牌最小者获胜，A 为最小，顺子和同花不计，有对子则牌力下降。
        [low-27] 2-7 低牌：牌最小者获胜，A 只作最大，顺子、同花和对子都会降低牌力（不同花的 7-5-4-3-2 最好）。
        [badugi] Badugi：点数互不相同且花色互不相同的牌张数最多者获胜，其次比谁更小；A 为最小。
       *[short-deck] 短牌（36 张牌）：同花大于葫芦，A-6-7-8-9 算顺子。
    }
options-stud-brings-in = 按明牌由 { $seat } 号位强制开注（七张梭哈及其高低牌玩法中为最小的牌，Razz 中为最大的牌；点数相同时按花色决定，梅花最小、黑桃最大，因此梭哈中由 2♣ 强制开注，Razz 中由 K♠ 强制开注），并由其开始行动：投入 { $bring_in } 的强制开注，或补足到 { $small_bet } 的小注（{ $rule_terminology_and_gestures }：“补足”）。
options-stud-facing-bring-in = 还没有人补足：需要面对的下注就是强制开注。{ $seat } 号位可以弃牌、跟注强制开注，或补足到 { $small_bet } 的小注；补足是第三街的第一次完整下注，此后每次加注为一个小注。
options-stud-no-doubling = 第四街出现明对也不能下大注：第四街按小注下注（{ $rule_rp_stud_dealing }-F）。
options-stud-low-card-all-in = 按明牌应由 { $low } 号位强制开注，但他已用前注全下：行动从其左侧的 { $seat } 号位开始，投入 { $bring_in } 的强制开注，或补足到 { $small_bet } 的小注（{ $rule_rp_stud_dealing }-E）。
options-stud-opens-by-cards = { $seat } 号位在本街亮出的牌面最好（Razz 中为最小），因此先行动；明牌相同时，按最大一张牌的花色决定（{ $rule_rp_stud_dealing }-D）。
options-summary-bring-in = { $seat } 号位强制开注 { $bring_in }，或补足到 { $small_bet }。
options-summary-facing-bring-in = { $seat } 号位可以弃牌、跟注 { $to_call } 的强制开注，或补足到 { $small_bet }。
game-name = { $game ->
        [NLHE] 无限注德州扑克
        [PLO] 底池限注奥马哈
        [PLO5] 五张牌底池限注奥马哈
        [LHE] 限注德州扑克
        [PLO8] 底池限注奥马哈高低牌
        [NLO8] 无限注奥马哈高低牌
        [O8] 限注奥马哈高低牌
        [PLHE] 底池限注德州扑克
        [NLO] 无限注奥马哈
        [LO] 限注奥马哈
        [PLO6] 六张牌底池限注奥马哈
        [BIGO] Big O（五张牌底池限注奥马哈高低牌）
        [SHORT_DECK] 短牌德州扑克
        [STUD] 七张梭哈
        [STUD8] 七张梭哈高低牌
        [RAZZ] Razz
        [TD27] 2-7 三次换牌
        [SD27] 2-7 单次换牌
        [TDA5] A-5 三次换牌
        [BADUGI] Badugi
        [COURCHEVEL] Courchevel
        [COURCHEVEL8] Courchevel 高低牌
       *[DRAW5] 五张牌换牌
    }
street-name = { $street ->
        [preflop] 翻牌前
        [flop] 翻牌
        [turn] 转牌
        [river] 河牌
        [third] 第三街
        [fourth] 第四街
        [fifth] 第五街
        [sixth] 第六街
        [seventh] 第七街
        [predraw] 换牌前
        [first_draw] 第一次换牌后
        [second_draw] 第二次换牌后
       *[third_draw] 第三次换牌后
    }
error-dispute-not-for-game = “{ $dispute }”争议不适用于{ $game }：{ $needs ->
        [board] 该争议涉及公共牌，而这个游戏没有公共牌
        [button] 该争议涉及庄位和盲注，而这个游戏使用前注和强制开注
       *[up-cards] 该争议涉及梭哈的明牌和强制开注
    }
stud-deal-exposed = { $seat } 号位的前两张暗牌中有一张被发成了牌面朝上：这张牌成为该座位的明牌，其第三张牌改为牌面朝下发出；本手牌不算误发牌（{ $rule_rp_stud_dealing }-A）。
stud-deal-exposed-summary = 被翻开的牌作为 { $seat } 号位的明牌；其第三张牌牌面朝下发出。
stud-deal-bring-in-now = 以被翻开的牌作为该座位的明牌，按现有的明牌确定强制开注：由 { $seat } 号位强制开注。
stud-deal-bring-in-from-up-cards = 随后按现有的明牌确定强制开注（请提供每个座位的明牌，以确定由谁强制开注）。
stud-deal-two-exposed = { $seat } 号位的前几张暗牌中有两张被翻开。一张暗牌被翻开的处理程序不涵盖这种情况（{ $rule_rp_stud_dealing }-A）：由裁判决定，对于发牌时被翻开的牌，规则倾向于判为误发牌（{ $rule_misdeals }）。
stud-deal-two-exposed-summary = 误发牌，由裁判决定：{ $seat } 号位在发牌时有两张暗牌被翻开。
stud-deal-if-play-on = 如果裁判允许本手牌继续，{ $seat } 号位被翻开的牌之一作为其明牌，下一张牌牌面朝下发给该座位。
stud-deal-seventh-replaced = { $seat } 号位的第七街牌被发成了牌面朝上，而之后仍有下注（有 { $with_chips } 名玩家还有筹码）：这张牌作废，换成一张牌面朝下发出的牌（{ $rule_rp_stud_dealing }-B）。
stud-deal-seventh-replaced-summary = { $seat } 号位被翻开的第七街牌换成一张牌面朝下发出的牌。
stud-deal-seventh-stands = { $seat } 号位的第七街牌被发成了牌面朝上，但已没有下注（玩家都已全下）：这张牌有效，并以明牌参与比牌（{ $rule_rp_stud_dealing }-B）。
stud-deal-seventh-stands-summary = { $seat } 号位的第七街牌以明牌保留：已没有下注。
stud-deal-stub-enough = 第七街需要给仍在牌局中的 { $players } 名玩家每人一张牌，外加一张烧牌（{ $players } + 1）；余牌有 { $stub } 张：照常发牌（{ $rule_rp_stud_dealing }-H）。
stud-deal-stub-enough-summary = 余牌足够：第七街照常发牌。
stud-deal-stub-with-burns = 第七街需要给仍在牌局中的 { $players } 名玩家每人一张牌，外加一张烧牌（{ $players } + 1），但余牌只有 { $stub } 张：把之前的烧牌加入余牌，洗牌并切牌后发出这一街（{ $rule_rp_stud_dealing }-H）。
stud-deal-stub-with-burns-summary = 牌不够：把烧牌加入余牌，洗牌并切牌后发第七街。
stud-deal-stub-community = 第七街需要给仍在牌局中的 { $players } 名玩家每人一张牌，外加一张烧牌（{ $players } + 1）；余牌有 { $stub } 张，即使加上之前的三张烧牌也不够：发牌员烧一张牌后，牌面朝上发一张所有玩家共用的公共牌，并由第六街最先行动的玩家最先行动（{ $rule_rp_stud_dealing }-H）。
stud-deal-stub-community-summary = 即使加上烧牌，牌也不够：牌面朝上发一张所有玩家共用的公共牌；第六街最先行动的玩家最先行动。
stud-deal-premature = 在下注轮结束前发出的梭哈牌放回余牌并洗牌；不额外烧牌，下注结束后再发这一街（{ $rule_rp_premature_cards }-D）。
stud-deal-premature-summary = 提前发出的牌放回余牌并洗牌；不额外烧牌。
error-stud-deal-seat-needed = 请指明牌被翻开的座位（`seat`）
error-stud-deal-stub-needed = 请提供余牌中剩下的牌（`stub`）
error-stud-deal-not-at-seventh = 余牌不足是第七街的问题：本手牌必须处于第六街结束时或第七街
rotation-frozen = 梭哈轮次开始时，庄位冻结在 { $button } 号位：梭哈不设庄位，在梭哈的各手牌期间庄位标识一直留在那里（{ $rule_balancing_tables }-B）。
rotation-stud-no-button = { $game } 发牌时没有庄位和盲注：庄位仍冻结在 { $button } 号位。
rotation-resumes = 有庄位的游戏恢复时，庄位从冻结的位置前进一个座位，就像梭哈的手牌没有发过一样：庄位在 { $button } 号位，小盲在 { $small } 号位，大盲在 { $big } 号位。
rotation-next-button-summary = 庄位在 { $button } 号位，小盲在 { $small } 号位，大盲在 { $big } 号位。
rotation-next-big-blind-moves = 在混合赛事中，调动的是在下一手有庄位的牌中将成为大盲的玩家：{ $seat } 号位（{ $rule_balancing_tables }-A）。
rotation-moves-summary = 调走 { $seat } 号位的玩家。
rotation-by-position = 在只有梭哈类游戏的赛事中，按座位号调动玩家：调走与人少的桌上空位座位号相同的玩家，即 { $seat } 号位；具体按场馆的平衡桌程序执行（{ $rule_balancing_tables }-A）。
rotation-by-position-empty = 在只有梭哈类游戏的赛事中，按位置调动玩家，但这里的 { $seat } 号位没有玩家：由场馆的平衡桌程序指定调动谁（{ $rule_balancing_tables }-A）。
error-rotation-seats = 请给出至少两个有玩家的座位，编号为 1 到 12（`seats`）
error-rotation-button = 庄位所在座位的编号为 1 到 12（`button`）
error-rotation-open-seat = 只有梭哈的赛事按位置调动：请给出人少的桌上的空位（`open_seat`）
up-cards-facing = { $seat } 号位在面对需跟注 { $to_call } 的下注时收起了明牌：在梭哈中这会使手牌成为死牌（{ $rule_dead_hands_stud }）。该座位已投入的 { $in_pot } 留在底池中。
up-cards-not-facing = { $seat } 号位在没有需要面对的下注时收起了明牌。规则规定面对行动时这样做的手牌为死牌（{ $rule_dead_hands_stud }）；此处由裁判决定，采用的解读同样是手牌为死牌：在梭哈中把明牌扣下即为弃牌，而可以过牌时弃牌仍然有效（{ $rule_non_standard_folds }）。该座位已投入的 { $in_pot } 留在底池中。
up-cards-dead-summary = { $seat } 号位的手牌为死牌；其 { $in_pot } 留在底池中。
up-cards-if-plays-on = 如果裁判认定该玩家并非有意放弃手牌（当时没有需要面对的下注），则手牌继续，其明牌重新翻回牌面朝上。
up-cards-last-hand = 只剩一手牌：{ $seat } 号位赢得 { $amount } 的底池。
error-pokerstars-stud-too-many-cards = 一名梭哈玩家被发了超过七张牌
error-pokerstars-stud-no-stakes = 梭哈手牌需要在标题行中给出小注和大注，例如 "(0.04/0.08 USD)"
options-stud-short-completion = 全下到 { $all_in }，超过了 { $bring_in } 的强制开注，但不足以补足到 { $small_bet } 的小注。从零算起，该全下至少是半个下注，因此视为补足，下一次加注须在其上再加一个完整下注，即到 { $raise_to }（{ $rule_reopening_the_bet }-B）。TDA 没有规定这种全下是从零算起，还是按其超出强制开注的部分计算：由裁判决定。
options-stud-completion-counts = 全下到 { $all_in }，不足以补足到 { $small_bet }，但比 { $bring_in } 的强制开注多出 { $increase }：无论从零算起，还是按其超出强制开注的部分计算，都至少是半个下注，因此视为补足，下一次加注须在其上再加一个完整下注，即到 { $raise_to }（{ $rule_reopening_the_bet }-B）。
options-if-measured-over-bring-in = 如果裁判按超出强制开注的部分计算该全下（不足半个下注），则不算补足：玩家跟注该全下，或补足到 { $small_bet } 的小注。
options-if-measured-over-bring-in-acted = 如果裁判按超出强制开注的部分计算该全下（不足半个下注），则不算补足，已投入强制开注金额的玩家不能再加注（{ $rule_reopening_the_bet }-B）：玩家跟注该全下或弃牌。
error-hand-not-in-short-deck = { $card } 不在短牌牌组中（6 到 A）：发牌时发现的不属于本牌组的牌属于 `deal_error`（`non_standard_card`，规则 35-A）
undercall-chain-first-must-call = 连续出现了多次不足额跟注：行动回到第一个，即 { $seat } 号位（{ $rule_binding_declarations_undercalls }-C）。该座位面对本轮首次下注（或单挑时）推出了 { $amount }，因此必须完整跟注到 { $call_to }，补上 { $add }（{ $rule_binding_declarations_undercalls }-B）。
undercall-chain-first-floor = 连续出现了多次不足额跟注：行动回到第一个，即 { $seat } 号位（{ $rule_binding_declarations_undercalls }-C）。该座位在多人底池中面对加注推出了 { $amount }：裁判可要求其完整跟注到 { $call_to }（补上 { $add }），即所采用的解读，或让其放弃这 { $amount } 并弃牌（{ $rule_binding_declarations_undercalls }-B）。
undercall-chain-other = { $seat } 号位也做了不足额跟注，推出 { $amount }：待第一个纠正后该座位再次行动，如何处理由裁判决定（{ $rule_binding_declarations_undercalls }-C）；所采用的解读是完整跟注，补上 { $add }。
undercall-chain-if-forfeits = 如果裁判让 { $seat } 号位放弃其推出的 { $amount }，这些筹码留在底池中，该手牌按弃牌处理。
undercall-chain-summary = 行动回到第一个不足额跟注的 { $seat } 号位：该座位须跟注到 { $call_to }，补上 { $add }；之后的不足额跟注由裁判决定。
error-undercall-chain-nobody-to-act = 这手牌的行动结束时没有人应该行动：第一个不足额跟注应由轮到行动的座位做出
error-undercall-chain-need-two = 连续不足额跟注须有两个或以上；单个不足额跟注属于 `bet` 争议（规则 51-B）
error-undercall-chain-seat-twice = { $seat } 号位在不足额跟注中被列出了两次
error-undercall-chain-not-an-undercall = { $seat } 号位应付 { $owed }：不足额跟注是指少于此数且仍有剩余筹码（筹码不足的全下算作跟注）
error-undercall-chain-first-not-to-act = 第一个不足额跟注必须由轮到行动的座位做出，即 { $to_act } 号位，而不是 { $seat } 号位
bet-single-small-chip = 面对需跟注 { $to_call } 的下注只推出单个小额筹码（{ $chip }）不是标准的跟注方式：风险由玩家自行承担，按不足额跟注的规定解读，裁判也可以对此予以处罚（{ $rule_methods_of_calling }）。
final-table-not-yet = 剩余 { $remaining } 名玩家时，比赛尚未进入 { $size } 人的决赛桌：继续在各桌进行，各桌照常保持平衡（{ $rule_rp_final_table_size }）。
final-table-two-tables = 剩余 { $remaining } 名玩家，比 { $size } 人的决赛桌多一人，比赛在两张 { $half } 人桌上进行，直到下一名玩家出局（{ $rule_rp_final_table_size }）。
final-table-forms-now = 剩余 { $remaining } 名玩家，现在组成决赛桌：一张 { $size } 人桌（{ $rule_rp_final_table_size }）。
final-table-draw = 先展示座位卡，将其牌面朝下洗乱叠成一摞，再给每位玩家发一张牌面朝上的扑克牌；从按花色比较最大的牌（黑桃、红心、方块、梅花）开始，依次从这摞中发出座位卡，因此每个座位都由抽签决定（{ $rule_new_players_broken_tables }-B）。
final-table-draw-summary = 决赛桌座位已抽定：{ $player }（{ $card }，最大的牌）坐 { $seat } 号位，其他玩家按各自的牌依次入座。
error-final-table-table-size = 每桌座位数为 6 至 10
error-final-table-draw-count = 座位抽签须列出所有剩余玩家：{ $remaining }
error-final-table-seat-cards = 座位卡每位玩家一张，座位为 1 至 12，每个只出现一次
error-final-table-not-a-card = 一张扑克牌只是一张牌，例如 `Ks`
error-final-table-card-twice = 一张扑克牌只能发一次
bet-single-chip-of-the-call = 不出声推出一个 { $chip } 的筹码，且恰好等于跟注额：视为跟注，这是标准的跟注方式（{ $rule_methods_of_calling }）。
penalty-required = 规则规定此类行为须予处罚（{ $rule }{ $part }），因此仅给予警告并不足够；{ $prior ->
        [0] 对于首次违规，
       *[other] 在此前已有 { $prior } 次违规的情况下，
    }解读为罚停 { $rounds } 圈，处罚轻重由裁判决定。
penalty-device-no-live-hand = { $seat } 号位此前已经弃牌：禁止使用设备的规定适用于持有活牌的玩家（{ $rule_electronic_devices }-C）。在牌桌上打电话、将设备放在牌桌上以及使用策略工具则无论如何都被禁止（{ $rule_electronic_devices }-A、B 和 D）。根据这些事实，不予处罚。
penalty-if-used-live = 该玩家在弃牌之前、手牌仍为活牌时使用了设备
penalty-identity = 玩家必须始终能被清楚识别，工作人员可以要求玩家摘下遮挡面部或干扰他人的墨镜、兜帽或面部遮盖物（{ $rule_player_identity }）：{ $seat } 号位须将其摘下，拒绝摘下的由裁判决定如何处罚。
penalty-language = 场馆公布并宣布牌桌上可使用的语言（{ $rule_official_language }）；在牌桌上使用其他语言，与规则列举的情形一样，由裁判决定如何处罚（{ $rule_penalties }-B）。
penalty-phone-call = 无论是否参与本手牌，任何人都不得在牌桌上打电话（{ $rule_electronic_devices }-A）。
penalty-device-on-table = 手机和其他设备不得放在牌桌上（{ $rule_electronic_devices }-B）。
penalty-strategy-tool = 无论是否参与本手牌，都不得在牌桌上使用下注应用、图表及其他策略工具，任何玩家也不得从他人或其他来源获取策略帮助（{ $rule_electronic_devices }-D；2022 年版本仅在持有活牌时禁止）。
penalty-throwing-cards = 弃牌时应将牌贴近桌面向前推出，绝不可扔出或高抛（{ $rule_exposing_cards }）；扔牌可能受到处罚（{ $rule_penalties }-B）。
penalty-chips-forfeited = { $seat } 号位将 { $chips } 的筹码置于视线之外：无论意图如何，这些筹码均被没收并退出比赛，该玩家还可能被取消资格（{ $rule_chips_out_of_view }）。
penalty-summary-forfeit = { $seat } 号位被没收 { $chips }，这些筹码退出比赛。{ $penalty }
error-penalty-chips-needed = `chips_hidden` 需要 `hidden_chips`：置于视线之外的筹码
error-penalty-chips = 置于视线之外的筹码须为正数
error-penalty-chips-only-out-of-view = `hidden_chips` 是置于视线之外的筹码，仅用于 `chips_hidden`
away-penalty-lean = 对于首次违规，规则倾向于口头警告，再次违规将受到逐步加重的处罚（{ $rule_penalties }-A）；此处罚停一圈为 { $hands } 手牌，期间共需投入 { $forced } 的盲注和前注。若提交处罚（`penalty`）争议，会将此次违规与该玩家此前的处罚一并计算。
rebuy-before-deal-read = “发牌之前”按这手牌开始之前理解；界线是这手牌的开始（第一次洗牌、洗牌机按钮、发牌员轮换），而不是发出第一张牌。
rebuy-if-hand-begun = 宣布重购时，这手牌的洗牌或发牌员轮换已经开始：这手牌按 { $stack } 进行，重购的 { $chips } 在这手牌结束后加入
citation-number-unknown = TDA { $edition }，编号未知（{ $before }）
citation-number-unknown-candidates = TDA { $edition }，编号未知（{ $before }；可能为 { $candidates }）
citation-new-in-2026 = 2026 年新增
seat-orbit-twice = 在大盲前注制下，大盲注需付 { $big_total }：提前之后，从在错误座位上最后一次投入的大盲注算起，一圈内会轮到两次大盲注，小盲注（{ $small }）也是如此：比一圈应付的份额多 { $extra }。
seat-orbit-skipped = 在大盲前注制下，大盲注需付 { $big_total }：推迟之后，会有一圈既轮不到大盲注，也轮不到小盲注（{ $small }）：比一圈应付的份额少 { $extra }。
seat-swap = { $assigned } 号位的玩家抽到的是 { $seat } 号位：两人坐反了，因此两人都坐错了座位，都要移动，各自带着全部筹码（{ $assigned } 号位：{ $amount }）。
error-seat-occupant-seat = 座位号为 1 至 12，而不是 { $seat }
error-seat-no-occupant = `occupant_assigned_seat` 是坐在 { $assigned } 号位的玩家抽到的座位：该座位必须有人（这手牌中的座位，或 `assigned_seat_empty: false`）
button-no-make-up = TDA 没有补交所逃盲注的规定：{ $seat } 号位不补交其错过的盲注，处罚本身即是补救（{ $rule_dodging_blinds }）。
seat-orbit-twice-small-dead = 在大盲前注制下，大盲注需付 { $big_total }：提前之后，从在错误座位上最后一次投入的大盲注算起，一圈内会轮到两次大盲注，比一圈应付的份额多 { $big_total }；接下来本应在 { $seat } 号位支付的小盲注（{ $small }）则不会，因为该玩家已离开那个座位。
before-amount-held-to-call-all-in = { $seat } 号位在 { $bettor } 号位的金额明确之前就跟注了：裁判视具体情况作出最合适的裁定，可以要求跟注者按任何金额跟注（{ $rule_conditional_declarations }-B）；规则倾向的解读是跟注该下注，{ $seat } 号位因此全下，共 { $to }。
before-amount-uncalled = 已无人需要行动：{ $seat } 号位的下注中无人能跟注的 { $amount } 退回给 { $seat } 号位。
item-uncalled = 已无人需要行动：{ $seat } 号位的下注中无人能跟注的 { $amount } 退回给 { $seat } 号位。
away-if-clock-ends-hand = 对面对该下注的 { $seat } 号位要求了读秒，读秒在玩家回来之前结束：手牌为死牌，其 { $in_pot } 留在底池中，这手牌就此结束：{ $winner } 号位赢得 { $pot } 的底池
away-if-clock-ends-hand-back = 对面对该下注的 { $seat } 号位要求了读秒，读秒在玩家回来之前结束：手牌为死牌，其 { $in_pot } 留在底池中，这手牌就此结束：{ $winner } 号位赢得 { $pot } 的底池，并收回无人跟注的 { $back }
seat-no-blind-yet = 该玩家尚未在 { $seat } 号位投入过大盲注：这次移动既不会跳过任何盲注，也不会让盲注轮到两次，只决定第一次盲注何时到来。
seat-if-no-blind-yet = 该玩家尚未在 { $seat } 号位投入过大盲注：这次移动既不会跳过任何盲注，也不会让盲注轮到两次，无需裁判决定
rotation-worst-position-now = 在人数少的桌上，该玩家坐最差的位置，即 { $seat } 号位：下一手的大盲位；即使该座位因此连续两次成为大盲，规则也允许（{ $rule_balancing_tables }-A）。
rotation-worst-position = 在人数少的桌上，该玩家坐最差的位置，即 { $seat } 号位：大盲注最先轮到的空座位（{ $hands } 手之后）；绝不会是小盲位（{ $rule_balancing_tables }-A）。
error-rotation-short-table = 人数少的桌：有玩家的座位（1 至 12）、其中最近一次大盲注的座位，以及桌子的座位数（2 至 12）
error-rotation-short-table-full = 人数少的桌没有空座位
error-rotation-short-table-stud = `short_table` 用于混合赛事；在纯梭哈赛事中，玩家坐空出的座位（`open_seat`）
penalty-repeat-top = 再次违规将受到逐步加重的处罚（{ $rule_penalties }-A），而该玩家在本赛事中此前的处罚已达到罚停圈数的最高一级（{ $top } 圈）：下一级是取消参赛资格；罚停更多圈数是现场裁判的另一选择。
cond-call-is-check = 没有需要跟注的下注时说“跟注”即为过牌：该表态使 { $seat } 号位必须过牌（{ $rule_invalid_bet_declarations }）。
cond-may-not-raise = { $seat } 号位此处不能加注（下注对其没有重新开放），所以表态中的加注只能按跟注执行：{ $seat } 号位须跟注至 { $to }（{ $rule_reopening_the_bet }）。
cond-no-amount = 没有说明金额：该表态按最低额执行，{ $seat } 号位到 { $to }。
cond-more-than-stack = { $said } 超过 { $seat } 号位的筹码：该表态按全下执行，共 { $to }。
cond-more-than-limit = { $said } 超过此处限注允许 { $seat } 号位的上限：该表态按上限执行：{ $seat } 号位到 { $to }。
cond-below-minimum = { $said } 低于最低额 { $to }：提高到 { $to }（{ $rule_incorrect_bets }）。
cond-act-fold = 弃牌
cond-act-check = 过牌
cond-act-call = 跟注至 { $to }
cond-act-all-in = 全下至 { $to }
cond-act-bet = 下注 { $to }
cond-act-raise = 加注至 { $to }
play-out-uncalled = { $seat } 号位的下注中有 { $amount } 无人能跟：退还给 { $seat } 号位。
play-out-pot-won = { $amount } 的底池归 { $winners } 号位{ $count ->
        [1] {""}
       *[other] 平分
    }。
play-out-pot-at-showdown = { $amount } 的底池在 { $eligible } 号位之间摊牌决定。
penalty-nuts-call-not-soft-play = { $seat } 号位持有唯一的坚果牌，在河牌圈只跟注了最后一次下注，结束了行动：仅此一点不构成软打；玩家从来没有加注的义务（{ $rule_penalties }-B）。根据这些事实，不予处罚。
bet-silent-chips = { $seat } 号位在无需跟注时不出声推出 { $chips }：这些筹码即为等值的下注。
stud-deal-bring-in-if-card = 请求未说明哪张暗牌被亮出：如果是 { $card }，由 { $seat } 号位强制开注（另一种解读列为备选）。
stud-deal-if-exposed-card = 被亮出的是 { $card }：由 { $seat } 号位强制开注
error-stud-deal-one-card = 一张牌，例如 "As"：被亮出的那张暗牌
import-note-capped-limit-raise = actions[{ $index }]：{ $seat } 号位的限注加注记为 { $to }（对手能跟的全部），读作限注的加注到 { $full }：对手以较少的筹码全下跟注，{ $excess } 未被跟注而退回
error-hand-one-blind-form-only = { $by ->
        [button] 庄位盲注的牌局
        *[nobody] 没有盲注的牌局
    }没有小盲、死小盲、大盲前注、抓盲或盲注以外的补盲
import-note-ohh-draw-variant = OHH 的 game_type“Draw”未指明玩法：读作{ $game }（发牌张数：{ $cards }；换牌次数：{ $draws }）
away-dead-nothing-in = { $seat } 号位的手牌为死牌：玩家不在时读秒结束，且其面对下注。
options-bet-to = 下注 { $to }
options-bet-between = 下注 { $lo } 至 { $hi }
error-hand-spot-stud-no-button = { $game } 没有庄位（以前注和强制开注代替）：请从局面中去掉庄位
error-hand-spot-stud-cards = { $street }：到目前为止每个座位应发到 { $n } 张牌；{ $seat } 号位有 { $given } 张
error-hand-spot-up-cards = { $street }：每个座位应有 { $n } 张明牌；{ $seat } 号位有 { $given } 张
error-replay-spot-opener-by-cards = { $street }：尚无人行动，按明牌应由 { $opener } 号位先行动，而不是 { $seat } 号位
error-hand-run-only-board-deal = `run` 只能用在有公共牌的游戏的发公共牌动作上（此处：{ $game }）
error-hand-run-out-of-order = 第 { $run } 次发牌不是下一次：第一次之后依次是第 2 次、第 3 次，每次都在前一次之后发
error-replay-run-not-due = 第 { $run } 次发牌的发牌出现在有玩家全下、下注结束之前，或第一次的公共牌发完之前，或不按街的顺序：只有下注结束后尚未发出的牌才会重新发
options-not-reopened-limit = { $seat } 号位本轮已行动过，现在面对 { $to_call }，少于 { $need }（半注）：下注未重新开放，因此 { $seat } 号位只能跟注或弃牌（{ $rule_reopening_the_bet }）。
string-later-chips-complete = { $seat } 号位仍须补到 { $to }：之后各次动作的 { $back } 中，{ $used } 留下用于补足，只有 { $rest } 退还给玩家。
string-later-chips-all-stay = { $seat } 号位仍须补到 { $to }：之后各次动作的 { $back } 全部留下用于补足，不退还任何筹码。
bet-completion-all-in = { $seat } 号位的筹码不足以补到完整加注 { $full_to }：补足即全下，共 { $to }，不足一个完整加注（{ $rule_reopening_the_bet }）。
string-summary-call = 跟注 { $to }；共退还 { $seat } 号位 { $back }，含之后各次动作的筹码。
incorrect-bet-caller-brought-up = { $seat } 号位跟注了 { $to }：跟注须与所跟的注额相等，因此 { $seat } 号位补上 { $add }，跟到更正后的 { $min_to }（{ $rule_incorrect_bets }）。
incorrect-bet-caller-all-in = { $seat } 号位跟注了 { $to }，只剩 { $add }：全部补上即全下，不足更正后的 { $min_to }（{ $rule_incorrect_bets }）。
sderr-break-too-late = 这手牌是休息前的最后一手：异议须在底池判给后一分钟内提出；此次提出得更晚，因此底池维持原判（{ $rule_disputed_hands }）。
button-button-blind-moves = 盲注只由按钮位下（按钮盲注）：按钮连同其盲注向前移一位玩家，从 { $from } 号位移到 { $button } 号位；没有座位欠盲注，因此没有死按钮或死盲注（{ $rule_dead_button }）。
button-no-blinds-moves = 这手牌没有盲注（只有前注）：按钮向前移一位玩家，从 { $from } 号位移到 { $button } 号位，不再下其他强制注（{ $rule_dead_button }）。
button-summary-button-blind = 下一手：按钮在 { $button } 号位，由其下按钮盲注；没有其他盲注。
button-summary-no-blinds = 下一手：按钮在 { $button } 号位；没有盲注（只有前注）。
knob-clock-seconds = 要求读秒后、倒计时开始前，玩家可用于行动的秒数（TDA：25）。
knob-clock-countdown-seconds = 随后倒计时的秒数（TDA：5）。
knob-clock-expiry = 读秒用完的后果（TDA：面对下注时手牌为死牌，否则视为过牌）。
knob-shot-clock-seconds = 行动限时：每位玩家每次决策的秒数，无须要求读秒即开始计时（TDA：不设，0；读秒由玩家或裁判要求）。
knob-time-bank-seconds = 一张时间卡（延时卡）为玩家增加的秒数（TDA：不设，0）。
knob-time-banks = 每位玩家在本赛事中的时间卡张数（TDA：不设，0）。
knob-limit-cap-bets = 限注游戏中每轮下注允许的注数：一次下注及其后的加注（TDA：由场馆规定上限；引擎默认 4，即一次下注加三次加注）。牌局自行注明上限的，按其上限。
knob-limit-cap-heads-up = 手牌中只剩两名玩家时，限注加注上限是否仍然适用（TDA：适用，直到赛事只剩两名玩家）。
knob-stud-completion-counts = 梭哈中补足强制开注是否算作本轮计入上限的下注（TDA：算：强制开注不是下注，补足是第一次完整下注，即规则 3 的“complete”；不计入的场馆允许补足之后再加注到上限次数）。
knob-bring-in-ace-high = 在梭哈和梭哈高低牌中，强制开注时 A 是否算大，使 A 永远不需强制开注（TDA：未作规定，属场馆的游戏规则；引擎的理解与 PokerKit 和 WSOP 相同：算大）。在 Razz 中 A 始终算小，由最大的牌强制开注；花色由小到大为梅花、方块、红桃、黑桃。
knob-passive-out-of-turn = 不按顺序的被动行动适用哪一种解读（TDA：该版本自己的解读）。
knob-big-blind-ante-order = 在大盲前注赛制中，筹码不足的大盲先付什么（TDA：先付盲注）。
knob-dodging-blinds = 故意逃避盲注的代价（TDA：处罚）。
knob-at-seat-by = 玩家必须在座位上的时刻（TDA：首轮发牌的最后一张牌）。
knob-odd-chip = 公共牌游戏中平分底池时，零头筹码归谁（TDA：庄位左边的第一位赢家）。
knob-misread-window = 读错的已亮手牌可以更正到何时（TDA：到下一手牌开始为止）。
knob-pot-error-window = 分给错误玩家的底池可以更正到何时（TDA：到下一手牌出现实质性行动为止）。
knob-ask-to-see = 摊牌时谁可以要求看牌（TDA：河牌跟注者可看最后进攻者的手牌；其他要求由裁判决定）。
knob-deliberate-exposure = 尚有行动未完成时故意亮牌对手牌的影响（TDA：处罚；手牌仍为活牌）。
knob-first-penalty = 此前无违规时，初次违规的处罚（TDA：由裁判决定；规则倾向于警告）。
knob-penalty-max-rounds = 处罚阶梯在取消资格前最多达到的罚停圈数（TDA：由裁判决定；引擎的理解为 3）。
knob-halt-short-by = 比人数最多的牌桌少这么多名或更多玩家的牌桌暂停游戏（TDA：3）。
knob-substantial-actions = 实质性行动：按顺序进行的这么多次行动，无论何种行动（TDA：3）。
knob-substantial-actions-with-chips = 实质性行动：按顺序进行的这么多次行动，其中至少一次投入筹码（TDA：2）。
knob-conditional-statements = 条件性宣告是否具有约束力（TDA：由裁判决定）。
knob-chip-count = 玩家何时可以要求精确清点对手的筹码（TDA：轮到自己行动且面对该玩家全下时）。
knob-pot-limit-overbet = 底池限注中超过底池的下注如何处理（TDA：对每位跟注者减至底池大小，直到下一张牌）。
knob-expects-int = { $min } 到 { $max } 之间的整数
knob-expects-choice = 以下之一：{ $values }
knob-expects-flag = true 或 false
seat-later-in-orbit = 大盲注（{ $big }）比原本晚 { $hands } 手牌轮到该玩家：一圈中的顺序改变了，但该玩家的下一个大盲注仍属于这一圈，因此没有跳过任何盲注，也无需补交。
seat-sooner-in-orbit = 大盲注（{ $big }）比原本早 { $hands } 手牌轮到该玩家：一圈中的顺序改变了，但该玩家在这一圈中只付一次，因此没有重复支付，也无需退还。
seat-in-orbit-floor = 没有规则涉及因换座而移动的盲注，因此由裁判最终决定；规则倾向于双方都无需补付。
rotation-left-since = 自那手牌以来有玩家离开：按死按钮规则（规则 32），下一手牌从那手牌的盲注位置推算，大盲注向前移动一名玩家，空出的座位保持空着。
rotation-dead-small = 小盲注为死盲：上一手牌的大盲注（{ $seat } 号位）已离开。
rotation-dead-button = 按钮为死按钮，位于现已空出的 { $seat } 号位。
rotation-next-button-summary-no-small = 按钮在 { $button } 号位，无小盲注，大盲注在 { $big } 号位。
error-rotation-left-since = 此后离开的座位编号为 1 至 12，且不在 `seats` 中（`left_since`）
h4h-if-different-tables = 如果这些玩家是在同一手逐手进行的牌中于不同牌桌被淘汰：他们平分名次与奖金（{ $rule_rp_hand_for_hand }）；按起始筹码排名适用于同一桌的淘汰。
h4h-different-tables = 这些玩家在不同牌桌被淘汰：按起始筹码排名（{ $rule_simultaneous_busts }）适用于同一桌，因此按逐手进行的规定平分。
