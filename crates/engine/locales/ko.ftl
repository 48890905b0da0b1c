### floorcall: the words of rulings in Korean (한국어).
### Rule titles and summaries are floorcall's own paraphrase, used with the TDA's permission
### (see NOTICE in the rulings); the official TDA rules govern.
### 규칙 제목과 요약은 floorcall이 자체적으로 풀어 쓴 것으로, TDA의 허락을 받아 사용합니다
### (판정의 NOTICE 참조). 효력을 갖는 것은 공식 TDA 규칙입니다.
### A message per reason of crates/engine/src/disputes; its arguments ($seat, $to…) are the
### fields of the reason. Chips arrive formatted; counts select plural forms (Korean: `other` only).

language-name = 한국어
number-group-separator = {","}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {", "}
list-last-separator = {", "}
clause-separator = {"; "}
# A rule named in a reason: its number in the ruling's edition.
rule-ref = 규칙 { $number }
# … where the edition's number is not known: its 2024 number, said to be so.
rule-ref-unknown = 2024년판 규칙 { $number }
# The summary of a ruling whose reasons gave none (never expected).
ruling-no-summary = 이 분쟁은 플로어가 판정합니다.
# The TDA permission notice every ruling carries.
ruling-notice = Poker TDA 규칙 번호와 제목은 Poker Tournament Directors Association(www.pokertda.com)의 허가를 받아 사용합니다. 요약과 판단 근거는 floorcall이 자체적으로 풀어 쓴 것으로 공식 문구가 아니며, TDA 공식 규칙이 우선합니다.

## bet

bet-words-after-chips = 발언이 칩이 놓인 뒤에 나왔으므로 칩이 액션을 정합니다 ({ $rule_methods_of_betting }: 먼저 나온 쪽이 우선).
bet-words-with-chips = 발언이 칩과 동시에 나왔습니다: 칩과 동시에 한 명확한 구두 선언이 우선합니다 ({ $rule_methods_of_betting }-A).
bet-raise-by = “{ $by }만큼 레이즈”는 { $current }의 베팅에 { $by }만큼 더하는 것이므로, { $to }까지의 레이즈입니다.
bet-if-words-came-first = 발언이 칩이 놓이기 전에, 또는 칩과 동시에 나온 경우
bet-assumes-chips-first = 이 해석은 칩이 발언보다 먼저 놓였다고 가정합니다. 발언이 먼저 나왔다면 대신 발언이 액션을 정합니다 ({ $rule_methods_of_betting }): { $words }
bet-floor-holds-to-words = 플로어가 플레이어를 발언에 구속하는 경우
bet-floor-holds-to-chips = 플로어가 플레이어를 칩에 구속하는 경우
bet-words-reading = 발언: { $words }
bet-chips-reading = 칩: { $chips }
bet-words-unclear = { $seat }번 좌석의 발언과 칩이 일치하지 않고 발언이 명확히 들리지 않았습니다: 정해진 답이 없으므로 플로어가 가능한 한 공정하게 판정합니다 ({ $rule_methods_of_betting }, { $rule_floor_decisions }).
bet-words-before-chips = 발언이 칩보다 먼저 나왔으므로 발언이 액션을 정합니다 ({ $rule_methods_of_betting }).
bet-gathered-all-in = { $seat }번 좌석이 칩을 모두 모아 앞으로 밀었습니다: { $to } 올인으로 볼 수 있으며, 플로어가 결정합니다.
bet-gesture-may-mean-all-in = 스택 전체를 한 번의 동작으로 앞으로 밀거나 던지는 것은, 칩을 하나씩 따지는 기준이 어떤 결과를 내든, 전부 베팅하려는 의도로 볼 수 있습니다. TDA는 이를 플로어에 맡깁니다 ({ $rule_floor_decisions }).
bet-floor-judges-chip-by-chip = 플로어가 대신 칩을 하나씩 따져 판단하는 경우
bet-fold-binds = { $seat }번 좌석이 폴드했습니다: 폴드는 구속력이 있습니다.
bet-fold-when-not-facing-a-bet = 받은 베팅이 없는 상태에서 자기 차례에 폴드하는 것은 비표준이지만 구속력이 있습니다 ({ $rule_non_standard_folds }).
bet-checked = { $seat }번 좌석이 체크했습니다.
bet-check-facing-a-bet = { $seat }번 좌석이 { $facing }의 베팅을 받은 상태에서 “체크”라고 말했습니다: { $seat }번 좌석은 콜 또는 폴드할 수 있지만 레이즈할 수는 없습니다 ({ $rule_invalid_bet_declarations }).
bet-call-with-no-bet = { $seat }번 좌석이 콜할 베팅이 없는데 “콜”이라고 말했습니다: 이는 체크입니다 ({ $rule_invalid_bet_declarations }).
bet-call-binds = { $seat }번 좌석이 자기 차례에 “콜”이라고 말했습니다: 이로써 { $to }까지 전액 콜할 의무가 생깁니다 ({ $rule_binding_declarations_undercalls }).
bet-declared-call-is-no-undercall = 내놓은 칩({ $pushed })은 언더콜이 아닙니다: “콜”을 선언했으므로 { $seat }번 좌석은 { $to_call } 전액을 내야 합니다.
bet-declared-all-in = { $seat }번 좌석이 올인을 선언했습니다: 이 스트리트에서 합계 { $to }입니다.
bet-short-all-in = { $to }까지의 올인은 풀 레이즈({ $full_to }까지)에 미치지 못합니다: 숏 올인이며, 이미 액션한 플레이어에게 베팅을 다시 열어 주지 않습니다 ({ $rule_reopening_the_bet }).
bet-raise-not-allowed-calls = { $seat }번 좌석은 여기서 레이즈할 수 없으므로, 선언한 레이즈에 따라 { $seat }번 좌석은 { $current } 콜에 구속됩니다 ({ $rule_reopening_the_bet }).
bet-pot-not-allowed-calls = { $seat }번 좌석은 여기서 레이즈할 수 없으므로, “팟”이라는 선언에 따라 { $seat }번 좌석은 { $to } 콜에 구속됩니다.
bet-pot-limit-pot = 팟 리밋: “팟”은 팟 크기만큼의 베팅입니다. { $seat }번 좌석의 합계는 { $to }입니다 ({ $rule_pot_limit_bets }).
bet-floor-may-allow-any-amount = 즉시 밝힌다면, 플로어는 { $seat }번 좌석이 { $to }에서 { $max_to } 사이의 유효한 금액 중 어느 것이든 베팅하도록 허용할 수 있습니다.
bet-below-minimum-brought-up = { $to }까지의 베팅은 최소 금액({ $min_to })에 미치지 못하므로 { $min_to }까지 올립니다 ({ $rule_incorrect_bets }).
bet-above-the-most = { $to }까지의 베팅은 허용 한도를 넘습니다. 최대는 { $max_to }입니다.
bet-raise-amount-is-a-total = 금액과 함께 말한 “레이즈”는 그 금액이 합계라는 뜻입니다 ({ $rule_raise_amounts }).
bet-is-all-in = { $seat }번 좌석은 { $to } 올인입니다.
bet-bets = { $seat }번 좌석이 { $to } 베팅합니다.
bet-raises-to = { $seat }번 좌석이 { $to }까지 레이즈합니다.
bet-unclear-amount-read = “{ $amount }”라는 금액은 문자 그대로의 뜻일 수 없습니다 (빅 블라인드 { $big_blind }보다 적음). 불분명한 금액은 팟({ $pot })을 넘지 않는 가장 높은 합리적인 금액으로 해석합니다: { $read } ({ $rule_unclear_betting }).
bet-amount-alone-is-pushed = 금액만 말한 것은 { $read }만큼의 칩을 말없이 내놓은 것으로 간주합니다 ({ $rule_methods_of_betting }).
bet-oversized-chip-calls = “레이즈”를 먼저 말하지 않고 { $facing }의 베팅에 { $chip }짜리 칩 한 개를 내놓으면 콜입니다: { $back }만큼 반환됩니다.
bet-oversized-chip-rule = 규칙: 오버사이즈 칩은 칩이 놓이기 전에 “레이즈”를 선언하지 않는 한 콜이며 ({ $rule_oversized_chip }), 플레이어의 마지막 칩이라도 마찬가지입니다.
bet-every-chip-needed = { $current } 콜: 모든 칩이 필요했습니다{ $any ->
        [yes] . { $back }만큼 반환됩니다.
       *[no] .
    }
bet-removing-one-leaves-less = { $chips }; { $smallest }짜리 칩 하나를 빼면 { $without_one } < 콜에 필요한 { $need }이므로 모든 칩이 필요했습니다: 콜입니다 ({ $rule_multiple_chip_betting }).
bet-removing-one-leaves-enough = { $chips }; { $smallest }짜리 칩 하나를 빼도 { $without_one } ≥ 콜에 필요한 { $need }이므로 모든 칩이 필요하지는 않았습니다.
bet-last-chips-all-in = 이 칩은 { $seat }번 좌석의 마지막 칩이었으므로, 50% 기준과 관계없이 { $seat }번 좌석은 { $to } 올인입니다 ({ $rule_multiple_chip_betting }).
bet-raise-not-allowed-chips-call = { $seat }번 좌석은 여기서 레이즈할 수 없으므로 칩은 { $current } 콜입니다. { $back }만큼 반환됩니다.
bet-full-raise-reached = 합계({ $total })가 풀 레이즈에 도달합니다 ({ $current } + { $full } = { $full_to }): { $total }까지의 레이즈입니다 ({ $rule_raise_amounts }).
bet-full-raise-held = { $total }은(는) 풀 레이즈에 도달하지만 ({ $current } + { $full } = { $full_to }), 허용되는 최대는 { $max_to }입니다{ $pot ->
    [yes] {" "}(팟을 넘는 베팅은 허용되지 않음, { $rule_incorrect_bets }-B)
   *[no] {" "}(리밋에서는 한 베팅)
}: { $max_to }까지의 레이즈입니다 ({ $rule_raise_amounts }).
bet-a-raise-to = { $to }까지의 레이즈입니다.
bet-a-raise-to-back = { $to }까지의 레이즈입니다. 넘는 { $back }은(는) 돌려줍니다.
bet-half-raise-must-complete = 50% 기준이 적용됩니다: { $total } ≥ { $half }, 즉 콜을 넘는 금액이 레이즈의 절반 이상이지만 { $current } + { $full } = { $full_to }보다는 적습니다: { $seat }번 좌석은 { $full_to }까지 풀 레이즈를 완성해야 합니다 ({ $rule_raise_amounts }).
bet-must-complete-to = 레이즈입니다: { $seat }번 좌석은 { $full_to }까지 풀 레이즈를 완성해야 합니다.
bet-less-than-half-raise = 50% 기준이 적용됩니다: { $total } < { $half }, 즉 콜을 넘는 금액이 레이즈의 절반 미만이므로 콜이며, { $back }만큼 반환됩니다 ({ $rule_raise_amounts }).
bet-call-goes-back = { $current } 콜입니다. { $back }만큼 { $seat }번 좌석에 반환됩니다.
bet-prior-covers-the-call = 이미 앞에 놓인 칩({ $prior })이 { $current } 콜을 충당합니다. 칩을 추가하면 전부가 하나의 베팅이 됩니다: 합계 { $total } ({ $rule_prior_bet_chips }).
bet-prior-partly-pulled-back = 앞서 놓은 칩의 일부가 회수되었습니다: 남은 칩({ $prior })과 새 칩을 합친 총액({ $total })을 함께 판단합니다 ({ $rule_prior_bet_chips }).
bet-prior-all-pulled-back = 앞서 놓은 칩이 회수되었습니다: 새 칩은 전액 콜({ $need })을 기준으로 판단합니다 ({ $rule_prior_bet_chips }).
bet-prior-short-of-call = 앞에 놓인 칩({ $base })은 콜을 충당하지 못합니다. 그 칩은 그대로 두고, 새 칩은 아직 내야 할 금액({ $need })을 기준으로 판단합니다 ({ $rule_prior_bet_chips }).
bet-single-new-chip-calls = 새로 내놓은 { $chip }짜리 칩 한 개는 콜입니다 ({ $rule_oversized_chip }).
bet-undercall = { $seat }번 좌석이 “콜”이라고 말하지 않고, 콜에 필요한 { $to_call }보다 적은 { $put }만큼 내놓았습니다: 언더콜입니다 ({ $rule_binding_declarations_undercalls }).
bet-floor-decides-undercall = 멀티웨이 팟이고 받은 베팅({ $current })이 오프닝 베팅이 아니므로 플로어가 결정합니다: 전액 콜을 요구하거나, { $seat }번 좌석이 { $forfeit }만큼을 포기하고 폴드하게 합니다.
bet-floor-requires-full-call = 플로어가 전액 콜을 요구하는 경우
bet-floor-lets-forfeit = 플로어가 플레이어에게 칩을 포기하고 폴드하도록 허용하는 경우
bet-undercall-of-a-raise = 멀티웨이 팟에서 레이즈에 대한 언더콜입니다: 플로어는 { $call_to }까지 전액 콜을 요구하거나, { $seat }번 좌석이 { $forfeit }만큼을 포기하고 폴드하게 할 수 있습니다.
bet-no-limit-pot-is-a-minimum = 노리밋에서 “팟”은 유효한 금액이 아니지만, { $seat }번 좌석은 적어도 최소 { $word ->
        [bet] 베팅
       *[raise] 레이즈
    }에 구속됩니다: { $to }까지 ({ $rule_pot_limit_bets }).
bet-declared-with-chips = { $seat }번 좌석이 { $word ->
        [bet] 베팅을
       *[raise] 레이즈를
    } 선언하고 칩({ $chips })을 내놓았습니다: 칩이 금액을 정합니다.
bet-declared-without-amount = { $seat }번 좌석이 금액 없이 { $word ->
        [bet] 베팅을
       *[raise] 레이즈를
    } 선언했습니다: { $seat }번 좌석은 적어도 최소 금액인 { $min_to }에 구속됩니다.
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = { $when ->
        [heads-up] 헤즈업에서의
       *[opening-bet] 멀티웨이 팟에서 라운드의 오프닝 베팅에 대한
    } 언더콜은 전액 콜로 만들어야 합니다: { $call_to }까지.
bet-undercall-must-call = { $when ->
        [heads-up] 헤즈업에서의
       *[opening-bet] 멀티웨이 팟에서 라운드의 오프닝 베팅에 대한
    } 언더콜: { $seat }번 좌석은 { $call_to } 전액을 콜해야 합니다.

## options

options-to-call = 이 스트리트의 베팅은 { $current }입니다. { $seat }번 좌석은 { $any_in ->
        [yes] 이미 { $committed }만큼 넣었으므로
       *[no] 아직 아무것도 넣지 않았으므로
    } 콜 비용은 { $to_call }입니다.
options-full-raise = 이 스트리트에서 가장 큰 풀 베팅 또는 레이즈는 { $full }입니다 ({ $rule_raise_amounts }): 레이즈는 최소 { $current } + { $full } = { $min_to }까지 해야 합니다.
options-short-all-in-is-no-full-raise = 숏 올인은 풀 레이즈가 아니며, 여러 번의 숏 올인을 합쳐 더 커지더라도 그 금액을 바꾸지 않습니다 ({ $rule_reopening_the_bet }).
options-not-reopened = { $seat }번 좌석은 이 스트리트에서 이미 액션했고, 지금 받은 레이즈 금액({ $to_call })이 풀 레이즈({ $need })보다 적습니다: 베팅이 다시 열리지 않으므로 { $seat }번 좌석은 콜 또는 폴드만 할 수 있습니다 ({ $rule_reopening_the_bet }).
options-cap-reached = 이 라운드는 베팅 { $bets }회의 캡에 도달했습니다 (베팅 한 번과 레이즈 { $raises }회, { $rule_number_of_raises }): { $seat }번 좌석은 콜 또는 폴드할 수 있습니다.
options-call-takes-all-chips = 콜하면 { $seat }번 좌석의 칩이 모두 들어갑니다: 레이즈할 칩이 남지 않습니다.
options-no-opponent-to-call = { $current }보다 더 많이 콜할 칩을 가진 상대가 없어 레이즈는 의미가 없습니다: { $seat }번 좌석은 콜 또는 폴드할 수 있습니다.
options-reopened = { $seat }번 좌석은 이 스트리트에서 이미 액션했지만, 지금 받은 금액({ $to_call })이 풀 레이즈({ $full }) 이상입니다: 베팅이 다시 열립니다 ({ $rule_reopening_the_bet }).
options-not-acted-yet = { $seat }번 좌석은 이 스트리트에서 아직 액션하지 않았으므로 (낸 블라인드는 액션이 아님), { $seat }번 좌석은 레이즈할 수 있습니다 ({ $rule_reopening_the_bet }).
options-fixed-limit-size = 픽스드 리밋: 이 라운드의 베팅과 레이즈는 { $bet } 단위이며, 레이즈는 { $to }까지입니다.
options-short-of-a-full-raise = 이 스트리트에서 { $seat }번 좌석의 총액은 { $all_in }이며 풀 레이즈에 미치지 못합니다: 레이즈하는 것은 { $all_in } 올인을 뜻합니다.
options-check = 체크
options-call = { $amount } 콜
options-raise-to = { $to }까지 레이즈
options-raise-between = { $lo }에서 { $hi } 사이의 금액까지 레이즈
options-may-fold-call-or-raise = { $seat }번 좌석은 폴드, { $call } 또는 { $raise }를 할 수 있습니다.
options-may-only-call-or-fold = { $seat }번 좌석은 { $call } 또는 폴드만 할 수 있으며, 레이즈는 허용되지 않습니다.
options-pot-limit-maximum = 팟 리밋: { $to_call } 콜 후, 콜한 뒤의 팟 크기만큼 레이즈합니다{ $preflop ->
        [yes] {" "}(프리플롭, 블라인드를 전액으로 계산)
       *[no] {""}
    }. { $seat }번 좌석이 레이즈할 수 있는 최대 금액은 { $max_to }까지입니다 ({ $rule_pot_limit_bets }).

## out-of-turn

out-of-turn-fold-binds = 순서 외 폴드는 구속력이 있습니다: { $seat }번 좌석의 핸드는 데드입니다 ({ $rule_non_standard_folds }).
out-of-turn-follows-the-2026-illustration = floorcall은 이 규칙의 2026년 본문을 확인할 수 없었습니다. 이 판정은 2026년 예시를 따릅니다 (헤즈업: 순서 외 체크 후 베팅이 나오면 콜 또는 폴드만 가능). 2024년 규칙에서는 플레이어에게 모든 선택지가 있습니다.
out-of-turn-behind = { $behind }번 좌석도 액션이 되돌려지기 전에 { $seat }번 좌석에 이어 순서 외로 액션했습니다 ({ $act }). 이 액션도 차례가 그 좌석에 이르면 같은 방식으로 판단합니다: 그때 { $behind }번 좌석이 앞서와 같이 { $any_bet ->
        [yes] { $faced }의 베팅을 받으면
       *[no] 베팅이 없는 상황이면
    } 구속력이 있고, 액션이 바뀌었다면 { $with_chips ->
        [yes] 칩을 회수할 수 있으며 { $behind }번 좌석에 모든 선택지가 있습니다
       *[no] { $behind }번 좌석에 모든 선택지가 있습니다
    } ({ $rule_action_out_of_turn }-A).
out-of-turn-behind-fold = { $behind }번 좌석도 순서 외로 폴드했습니다: 순서 외 폴드는 구속력이 있으므로 { $behind }번 좌석의 핸드는 데드입니다 ({ $rule_non_standard_folds }).
out-of-turn-passive-in-2026 = 2026년 규칙에서는 헤즈업에서 이렇게 순서 외로 체크하면, 액션이 바뀐 뒤 플레이어는 콜 또는 폴드만 할 수 있습니다. 2024년 규칙은 모든 선택지를 줍니다.
out-of-turn-unchanged-binds = { $seat }번 좌석이 받은 액션이 바뀌지 않았으므로 ({ $any_bet ->
        [yes] 여전히 { $faced }
       *[no] 여전히 베팅 없음
    }), 순서 외 액션은 구속력이 있습니다: { $act } ({ $rule_action_out_of_turn }).
out-of-turn-over-the-most = { $seat }번 좌석의 { $to } 베팅은 그 차례에 이 라운드가 허용하는 최대 { $most }를 넘습니다: { $most }로 유효하고, 넘는 { $back }은(는) 돌려줍니다.
out-of-turn-back-to-the-seat-in-turn = 액션은 { $next }번 좌석으로 돌아갑니다. { $seat }번 좌석 앞의 플레이어들이 체크, 콜, 폴드만 하면 순서 외 액션({ $act })은 유효하고, 누군가 베팅하거나 레이즈하면 구속력이 없으며 { $seat }번 좌석은 모든 선택지를 갖습니다 ({ $rule_action_out_of_turn }).
out-of-turn-if-next-raises = { $next }번 좌석이 레이즈하는 경우 (예: { $min_to }까지)
out-of-turn-raise-example = 예를 들어 { $next }번 좌석이 { $min_to }까지 레이즈하면, { $seat }번 좌석은 { $min_to }까지의 레이즈를 받게 되며 { $to_call } 콜, 최소 { $reraise_to }까지 리레이즈, 또는 폴드를 할 수 있습니다. 순서 외로 내놓은 칩({ $returned })은 반환될 수 있습니다.
out-of-turn-if-others-only-check-call-or-fold = { $seat }번 좌석 앞의 플레이어들이 체크, 콜, 폴드만 하는 경우
out-of-turn-spoke-up = { $skipped }번 좌석이 실질 액션 전에 이의를 제기했습니다: 액션은 { $skipped }번 좌석으로 돌아가며, 순서 외 액션은 { $rule_action_out_of_turn }-A에 따라 판단합니다 (액션이 바뀌지 않는 한 구속력 있음) ({ $rule_action_out_of_turn }).
out-of-turn-fold-always-binds = 순서 외 폴드는 어떤 경우에도 구속력이 있습니다 ({ $rule_non_standard_folds }).
out-of-turn-skipped-stays-silent = 액션이 { $skipped }번 좌석을 건너뛰었고, { $skipped }번 좌석은 순서 외 실질 액션이 있기 전에 이의를 제기하지 않았습니다: 순서 외 액션은 유효합니다. { $skipped }번 좌석의 핸드를 어떻게 할지(예: 데드, 또는 콜이나 폴드로 제한)는 플로어가 결정합니다 ({ $rule_action_out_of_turn }).
out-of-turn-floor-rules-hand-dead = 플로어가 { $skipped }번 좌석의 핸드를 데드로 판정하는 경우
out-of-turn-floor-keeps-hand-live = 플로어가 { $skipped }번 좌석의 핸드를 라이브로 유지하되 콜 또는 폴드로 제한하는 경우
out-of-turn-if-spoke-up = { $skipped }번 좌석이 실질 액션 전에 이의를 제기한 경우
out-of-turn-check-and-fold-reading = 체크와 폴드는 { $rule_substantial_action }의 괄호 안 문구에 따를 때에만 실질 액션입니다. floorcall은 정의 문장(칩이 들어가야 함)을 따르며, 플로어는 달리 해석할 수 있습니다.
out-of-turn-floor-counts-check-and-fold = 플로어가 체크와 폴드를 실질 액션으로 계산하는 경우
out-of-turn-skipped-keeps-right = 아직 실질 액션이 없습니다: { $skipped }번 좌석은 액션할 권리를 유지하며, 액션은 { $skipped }번 좌석으로 돌아갑니다 ({ $rule_action_out_of_turn }).
out-of-turn-fold = 폴드
out-of-turn-check = 체크
out-of-turn-call = 콜
out-of-turn-bet = { $to } 베팅
out-of-turn-raise = { $to }까지 레이즈
out-of-turn-passive-then-changed = { $seat }번 좌석의 순서 외 패시브 액션({ $act }) 후 액션이 바뀌었습니다: 2026년 규칙에서 { $seat }번 좌석은 { $to_call } 콜 또는 폴드만 할 수 있으며 레이즈는 할 수 없습니다 ({ $rule_action_out_of_turn }).
out-of-turn-changed-not-binding = { $seat }번 좌석의 차례가 오기 전에 액션이 바뀌었습니다 ({ $any_bet ->
        [yes] { $faced }
       *[no] 베팅 없음
    } → { $now }). 따라서 순서 외 액션({ $act })은 구속력이 없습니다: { $any_back ->
        [yes] { $returned }만큼 반환되고 { $seat }번 좌석은
       *[no] { $seat }번 좌석은
    } 모든 선택지를 갖습니다: { $to_call } 콜{ $raise_from ->
        [0] {""}
       *[other] , 최소 { $raise_from }까지 레이즈
    } 또는 폴드 ({ $rule_action_out_of_turn }).
out-of-turn-counted-substantial = { $skipped }번 좌석 왼쪽에서 순서 외 액션 { $actions }회, 그중 칩을 넣은 액션 { $with_chips ->
        [0] 없음
       *[other] { $with_chips }회
    }: 실질 액션입니다 ({ $rule_substantial_action }).
out-of-turn-counted-not-yet = { $skipped }번 좌석 왼쪽에서 순서 외 액션 { $actions }회, 그중 칩을 넣은 액션 { $with_chips ->
        [0] 없음
       *[other] { $with_chips }회
    }: 아직 실질 액션이 아닙니다 ({ $rule_substantial_action }).
out-of-turn-all-in = 올인
out-of-turn-show-or-muck = 카드 공개 또는 머크

## incorrect-bet

incorrect-bet-over-pot-stands = { $to }까지의 베팅은 팟 리밋 한도({ $max_to })를 넘었지만, 다음 카드가 이미 딜되었습니다: 베팅은 유효합니다 ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-stands-after-action = { $to }까지의 베팅은 팟 리밋 한도({ $max_to })를 넘었지만, 그 뒤에 실질 액션이 있었습니다 (액션 { $actions }회, 그중 칩을 넣은 액션 { $with_chips ->
        [0] 없음
       *[other] { $with_chips }회
    }): 하우스 룰에 따라 베팅은 유효합니다.
incorrect-bet-low-count-raised = 베팅한 플레이어가 팟을 요청했지만 딜러의 카운트가 적었습니다: 베팅 이후 실질 액션이 없었으므로 팟 베팅 금액인 { $max_to }까지 올립니다 ({ $rule_incorrect_bets }).
incorrect-bet-check-and-fold-only = 그 뒤에는 체크와 폴드만 있었습니다: 이는 { $rule_substantial_action }의 괄호 안 문구에 따를 때에만 실질 액션입니다. 플로어는 그렇게 해석하여 베팅을 유효로 둘 수 있습니다.
incorrect-bet-below-minimum-stands = { $to }까지의 베팅은 최소 금액({ $min_to })에 미치지 못했지만, 다음 카드가 이미 딜되었습니다: 베팅은 유효합니다 ({ $rule_incorrect_bets }).
incorrect-bet-below-minimum-corrected = { $to }까지의 베팅은 규정상 최소 금액({ $min_to })에 미치지 못했습니다. 같은 스트리트에서 발견되었으므로 { $min_to }까지로 정정합니다 ({ $rule_incorrect_bets }).
incorrect-bet-over-pot-reduced = { $to }까지의 베팅은 팟 리밋 한도({ $max_to })를 넘었고 다음 카드가 딜되기 전에 발견되었습니다: 실질 액션 이후라도, 이 스트리트에서 콜한 모든 플레이어에 대해 { $max_to }까지로 줄입니다 ({ $rule_incorrect_bets }).{ $callers ->
        [0] {""}
       *[other] {" "}콜한 { $seats }번 좌석에는 좌석당 { $back }만큼 반환됩니다.
    }
incorrect-bet-low-count-stands = 베팅한 플레이어는 팟을 요청했고 딜러가 알려 준 { $to }만큼 베팅했습니다. 올바른 팟 베팅은 { $max_to }까지였습니다. 베팅 뒤에 실질 액션이 있었으므로 (액션 { $actions }회, 그중 칩을 넣은 액션 { $with_chips ->
        [0] 없음
       *[other] { $with_chips }회
    }, { $rule_substantial_action }), 더 적은 베팅이 유효합니다 ({ $rule_incorrect_bets }).

## cards-dealt

cards-dealt-counted = 딜 이후: 자기 차례의 액션 { $actions }회, 그중 칩을 넣은 액션 { $with_chips ->
        [0] 없음
       *[other] { $with_chips }회
    } (블라인드는 계산하지 않음).
cards-dealt-burns-as-normal = 번은 평소대로, 각 스트리트 전에 한 장씩 합니다.
cards-dealt-extra-card-is-not-the-burn = 여분의 카드는 번 카드로 계산하지 않습니다: 딜러는 스텁에서 한 장을 번한 뒤 플롭을 딜합니다.
cards-dealt-burn-one-card-only = 딜러는 정확히 한 장만 번하고 플롭을 딜합니다. 스텁의 원래 순서를 되돌리기 위해 카드를 추가로 번하지 않습니다.
cards-dealt-no-misdeal-hand-dead = 이는 실질 액션이므로 ({ $rule_substantial_action }) 미스딜이 아닙니다 ({ $rule_misdeals }): 카드 { $cards }장을 가진 { $seat }번 좌석의 핸드는 데드입니다.
cards-dealt-dead-hand-play-on = 실질 액션이 있었습니다: { $seat }번 좌석의 핸드는 데드이며 플레이는 계속됩니다.
cards-dealt-button-exception = { $seat }번 좌석은 버튼이며 카드를 적게 받았습니다: { $rule_button_too_few_cards }의 규정은 카드 수가 잘못된 경우의 미스딜({ $rule_misdeals }-A)에 대한 예외이며, 실질 액션 전후 모두 적용됩니다. { $acted ->
    [yes] 버튼이 이미 액션했으므로 이 예외는 더 이상 적용되지 않습니다.
   *[no] 버튼은 아직 액션하지 않았습니다.
}
cards-dealt-button-completed = 버튼의 핸드를 완성합니다: { $seat }번 좌석은 부족한 카드 { $missing }장을 받고, 핸드는 계속 진행됩니다.
cards-dealt-button-next-card-from-stub = 부족한 카드는 번하기 전에 스텁 맨 위에서 가져옵니다. 그다음 평소대로 번하고 플롭을 딜합니다.
cards-dealt-button-acted-dead = 버튼이 카드가 부족한 상태로 액션했습니다: { $seat }번 좌석의 핸드는 데드이며 플레이는 계속됩니다.
cards-dealt-no-substantial-action-yet = 아직 실질 액션이 없습니다 ({ $rule_substantial_action }): 카드를 잘못된 장수로 받은 플레이어가 있으면 미스딜이며, 같은 버튼과 리밋으로 핸드를 그대로 다시 딜합니다.
cards-dealt-misdeal-redeal = 미스딜: 실질 액션 전에 { $seat }번 좌석의 카드가 { $cards }장입니다. 핸드를 다시 딜합니다.
cards-dealt-floor-counts-check-and-fold = 플로어가 체크와 폴드를 실질 액션으로 계산하는 경우

## show-request
show-request-no-cards-no-right = { $requester }번 좌석은 더 이상 카드를 들고 있지 않으므로 (폴드했거나 공개하지 않고 머크함), { $requester }번 좌석은 어떤 핸드도 보여 달라고 요청할 수 없습니다 ({ $rule_asking_to_see_a_hand }).
show-request-called-the-river-bet = 리버 베팅이 있었고 { $target }번 좌석이 마지막 어그레서였습니다. { $requester }번 좌석은 콜했고 카드를 공개했거나 보유하고 있으므로, { $requester }번 좌석에는 { $target }번 좌석의 핸드를 볼 절대적인 권리가 있습니다 ({ $rule_asking_to_see_a_hand }).
show-request-no-river-bet = { $requester }번 좌석은 요청할 수는 있지만 절대적인 권리는 없습니다: 리버 베팅이 없었으므로 핸드를 보기 위해 칩을 낸 사람이 없습니다. 플로어의 재량에 따릅니다 ({ $rule_asking_to_see_a_hand }).
show-request-not-the-river-aggressor = { $requester }번 좌석은 요청할 수는 있지만 절대적인 권리는 없습니다: { $target }번 좌석은 리버의 마지막 어그레서가 아니었습니다. 플로어의 재량에 따릅니다 ({ $rule_asking_to_see_a_hand }).
show-request-house-anyone = 하우스 룰에 따라 아직 카드를 들고 있는 플레이어는 누구나 쇼다운에서 보유된 어떤 핸드든 볼 수 있습니다: { $requester }번 좌석은 { $target }번 좌석의 핸드를 볼 수 있으며, 공개된 핸드는 라이브로 유지됩니다.
show-request-house-callers-only = 하우스 룰에 따라 리버 베팅을 콜한 플레이어만 핸드를 볼 수 있으며, 그것도 마지막 어그레서의 핸드만 볼 수 있습니다: { $requester }번 좌석은 { $target }번 좌석의 핸드를 볼 수 없습니다.


## face-up
face-up-turned-up-now = 예: { $all_in }번 좌석이 올인이고 더 이상 베팅이 불가능하므로, 모든 라이브 핸드({ $live }번 좌석)를 지금 앞면으로 공개합니다 ({ $rule_face_up_for_all_ins }).{ $cards_to_come ->
        [0] {""}
       *[other] {" "}그런 다음 번하고 남은 보드를 딜합니다.
    }
face-up-side-pots-first = 사이드 팟을 먼저, 그다음 메인 팟을 지급합니다. 사이드 팟이 정산될 때까지 올인 핸드를 뒷면으로 두지 않습니다 ({ $rule_side_pots }).
face-up-nobody-all-in-shows-first = 올인한 플레이어가 없으므로 { $rule_face_up_for_all_ins }의 규정은 적용되지 않습니다. 이 쇼다운에서는 { $who }번 좌석이 먼저 공개합니다 ({ $rule_showdown_order }).
face-up-nobody-all-in = 올인한 플레이어가 없으므로 { $rule_face_up_for_all_ins }의 규정은 적용되지 않습니다. 누가 먼저 공개할지는 쇼다운 순서로 정합니다 ({ $rule_showdown_order }).
face-up-not-yet-betting-open = 아직 아닙니다: 올인한 플레이어가 없고 베팅이 아직 열려 있습니다 ({ $rule_face_up_for_all_ins }).
face-up-not-yet-others-may-bet = 아직 아닙니다: { $all_in }번 좌석이 올인이지만, { $with_chips }번 좌석은 아직 칩이 있어 베팅할 수 있습니다. 카드를 뒷면으로 유지합니다 ({ $rule_face_up_for_all_ins }).


## showdown
showdown-big-blind-first = 빅 블라인드인 { $seat }번 좌석의 칩: { $stack }. 블라인드를 먼저 내며, 이 금액은 라이브입니다 ({ $live }). 나머지({ $ante })는 빅 블라인드 앤티로 들어갑니다 ({ $rule_rp_ante_formats }).
showdown-ante-first = 빅 블라인드인 { $seat }번 좌석의 칩: { $stack }. 하우스 룰에 따라 빅 블라인드 앤티({ $ante })를 먼저 내며, 나머지({ $live })만 라이브 블라인드입니다.
showdown-board = 보드: { $board }.
showdown-low = { $seat }번 좌석의 로우: { $low }.
showdown-no-low = { $seat }번 좌석에는 에이트 오어 베터 로우가 없습니다.
showdown-hi-lo-split = 하이/로우: 각 팟을 나누어 절반은 가장 좋은 하이 핸드에, 절반은 가장 좋은 에이트 오어 베터 로우에 줍니다. 오드 칩은 하이 쪽 절반에 갑니다 ({ $rule_odd_chips }-C).
showdown-hi-lo-scoop = 하이/로우: 에이트 오어 베터 로우를 가진 플레이어가 없으므로 가장 좋은 하이 핸드가 각 팟을 모두 가져갑니다.
showdown-seat-hand = { $seat }번 좌석 ({ $hole }): { $category }, { $five }.
showdown-category = { $category ->
        [high-card] 하이 카드
        [pair] 원 페어
        [two-pair] 투 페어
        [trips] 트리플
        [straight] 스트레이트
        [flush] 플러시
        [full-house] 풀 하우스
        [quads] 포카드
       *[straight-flush] 스트레이트 플러시
    }
showdown-share = { $seat }번 좌석 { $amount }
showdown-pot = { $pot ->
        [main] 메인 팟
       *[side] 사이드 팟
    } { $amount } (자격 있는 좌석: { $eligible }): { $shares }.
showdown-pot-short = { $pot ->
        [main] 메인 팟
       *[side] 사이드 팟
    } { $amount }: { $shares }
showdown-summary = { $pots }.
showdown-odd-chips = 오드 칩은 가장 작은 칩 단위인 { $smallest_chip }까지 나눈 뒤, 팟별로 따로 ({ $rule_side_pots }) 버튼 왼쪽의 첫 번째 승자에게 갑니다 ({ $rule_odd_chips }).
showdown-odd-chips-by-suit = 오드 칩은 가장 작은 칩 단위인 { $smallest_chip }까지 나눈 뒤, 하우스 룰에 따라 팟별로 따로, 플레이에 쓰인 다섯 장 중 무늬 기준으로 가장 높은 카드(스페이드, 하트, 다이아몬드, 클럽 순)를 가진 승자에게 갑니다 ({ $rule_side_pots }).
showdown-uncalled-returned = 콜되지 않은 { $amount }만큼 { $seat }번 좌석에 반환됩니다.
showdown-mucked = { $seat }번 좌석은 쇼다운에서 핸드를 공개하지 않고 뒷면으로 머크했습니다: 회수할 수 없는 핸드는 무엇이었든 팟에 대한 권리가 없습니다 ({ $rule_tabling_cards }-B).
showdown-mucked-retrievable = 이는 머크된 카드를 회수할 수 없다고 가정한 것입니다. 아직 머크에 닿지 않았고 100% 식별 가능한 카드는 여전히 회수해 공개할 수 있습니다 ({ $rule_live_cards_at_showdown }). 그런 경우 그 카드를 공개한 상태로 다시 요청하세요.
showdown-last-hand = 다른 모든 핸드가 뒷면으로 머크되었으므로, 마지막으로 남은 { $seat }번 좌석의 핸드가 공개할 필요 없이 이깁니다 ({ $rule_showdown_order }).


## penalty
penalty-infraction = { $seat }번 좌석: { $infraction ->
        [etiquette] 에티켓 위반 ({ $rule_etiquette_violations })
        [abuse] 모욕적인 언행 ({ $rule_etiquette_violations })
        [card_exposure] 액션이 진행 중인 상태에서 카드를 노출했거나 올바르게 폴드하지 않음 ({ $rule_exposing_cards })
        [throwing_cards] 카드를 던짐 ({ $rule_exposing_cards })
        [disclosure] 핸드가 라이브인 동안 핸드 내용을 밝히거나 플레이를 조언함 ({ $rule_no_disclosure })
        [electronic_device] 라이브 핸드를 가진 채 테이블에서 기기를 사용함 ({ $rule_electronic_devices }-C)
        [phone_call] 테이블에서 전화 통화를 함 ({ $rule_electronic_devices }-A)
        [device_on_table] 전화기나 기기를 테이블 위에 올려 둠 ({ $rule_electronic_devices }-B)
        [strategy_tool] 테이블에서 전략 도구를 쓰거나 외부의 전략 도움을 받음 ({ $rule_electronic_devices }-D)
        [identity] 명확히 식별할 수 없음 ({ $rule_player_identity })
        [language] 하우스가 공지하지 않은 언어를 테이블에서 사용함 ({ $rule_official_language })
        [dodging_blinds] 고의로 블라인드를 회피함 ({ $rule_dodging_blinds })
        [chips_hidden] 칩을 보이지 않게 들고 있거나 옮김 ({ $rule_chips_out_of_view })
        [soft_play] 소프트 플레이 ({ $rule_ethical_play })
       *[collusion] 칩 덤핑 또는 공모 ({ $rule_ethical_play })
    }.
penalty-first-infraction = 이번 이벤트에서 이 플레이어의 첫 위반입니다: 규칙상 기본 판정은 구두 경고이며, 반복 위반에는 점점 무거운 페널티가 부과됩니다 ({ $rule_penalties }-A).
penalty-first-infraction-house = 이번 이벤트에서 이 플레이어의 첫 위반입니다: 하우스 룰에 따라 첫 페널티는 한 라운드 결장이며, 반복 위반에는 점점 무거운 페널티가 부과됩니다.
penalty-repeat = 이 플레이어는 이번 이벤트에서 이미 { $prior }회의 페널티 또는 경고를 받았으며, 반복 위반에는 점점 무거운 페널티가 부과됩니다 ({ $rule_penalties }-A): 판정은 { $rounds }라운드 결장입니다.
penalty-soft-play = 소프트 플레이에는 칩 몰수나 실격에 이르기까지 페널티가 부과됩니다 ({ $rule_ethical_play }). { $prior ->
        [0] 첫 위반이므로
       *[other] 이전 위반이 { $prior }회 있으므로
    } 판정은 { $rounds }라운드 결장입니다.
penalty-collusion = 칩 덤핑과 그 밖의 공모는 실격으로 이어집니다 ({ $rule_ethical_play }). 실격된 플레이어의 칩은 토너먼트에서 제거됩니다 ({ $rule_penalties }-D).
penalty-count = 결장 라운드 하나는 페널티가 부과될 때 테이블에 있는 플레이어 한 명당 한 핸드이며, 위반자도 포함됩니다: { $rounds } × 플레이어 { $players }명 = { $hands }핸드 ({ $rule_penalties }-A).
penalty-posts = 플레이어는 테이블을 떠나고, 그 좌석에는 카드를 딜한 뒤 킬하며, 그 좌석은 블라인드와 앤티를 계속 냅니다 ({ $rule_penalties }-C): 테이블 인원이 그대로라면 { $hands }핸드 동안 스택 { $stack } 중 { $forced }만큼을 냅니다.
penalty-blinded-out = 그러면 스택 전체가 소진됩니다: 페널티 중인 플레이어도 블라인드와 앤티로 칩을 모두 잃고 탈락할 수 있습니다 ({ $rule_penalties }-A).
penalty-the-floor-chooses = 페널티는 토너먼트 디렉터가 선택합니다: 이것이 규칙상 기본 판정이며, 다른 단계는 대안으로 제시됩니다 ({ $rule_floor_decisions }).
penalty-summary-warning = { $seat }번 좌석에 구두 경고.
penalty-summary-rounds = { $seat }번 좌석은 { $rounds }라운드 결장합니다: { $hands }핸드.
penalty-summary-disqualified = { $seat }번 좌석은 실격되며, 칩은 토너먼트에서 제거됩니다.
penalty-alt-warning = 플로어가 대신 구두 경고를 주는 경우
penalty-alt-rounds = 플로어가 대신 { $rounds }라운드 결장을 주는 경우: { $hands }핸드
penalty-alt-disqualify = 플로어가 플레이어를 실격시키는 경우
penalty-floor-chose-rounds = 플로어가 { $rounds }라운드 결장을 선택했습니다. 핸드 수는 이에 따라 정해집니다 ({ $rule_penalties }-A).
penalty-serious = 플로어는 위반이 심각하다고 판단합니다: 판정은 경고가 아니라 라운드 결장부터 시작합니다. 위협은 실격 사유가 될 수 있습니다 ({ $rule_penalties }-A).
penalty-exposure-hand-live = 카드를 노출해도 핸드가 데드가 되지는 않으며, 페널티가 있다면 핸드가 끝난 뒤에 시작됩니다 ({ $rule_exposing_cards }).
penalty-exposure-dead-house = 하우스 룰에 따라, 액션이 진행 중인 상태에서 { $seat }번 좌석이 고의로 카드를 노출했으므로 핸드는 데드가 됩니다. 그 좌석이 넣은 칩은 팟에 남습니다.
penalty-if-deliberate = 플로어가 { $seat }번 좌석의 카드 노출을 고의로 판단하는 경우: 하우스 룰에 따라 핸드는 데드
penalty-nuts-check-not-soft-play = { $seat }번 좌석은 리버에서 마지막 액션 순서로 단독 넛츠를 들고 체크했습니다: 그것만으로는 소프트 플레이가 아니며, 플레이어에게는 베팅할 의무가 없습니다 ({ $rule_penalties }-B). 이 사실관계로는 페널티가 없습니다.
penalty-no-action-pending = { $seat }번 좌석은 진행 중인 액션이 없을 때 카드를 노출했습니다: 카드 노출은 액션이 진행 중일 때만 페널티 대상입니다 ({ $rule_exposing_cards }). 페널티 없음.
penalty-if-floor-finds-it = 플로어가 다른 사실(합의, 반복된 패턴)로부터 위반을 인정하는 경우
penalty-misdeal-does-not-count = { $seat }번 좌석에 카드를 딜하고 핸드를 킬하지만, 미스딜과 그 재딜은 한 핸드로 계산하며 재딜한 핸드가 그 한 핸드입니다: 그 뒤에도 { $left }핸드가 남아 있습니다 ({ $rule_misdeals }-C).
penalty-hand-counts = 이 핸드는 페널티에 포함됩니다 (그 좌석에 카드를 딜하고 핸드를 킬함): 이 핸드 뒤에도 { $left }핸드가 남아 있습니다 ({ $rule_penalties }-C).

## clock
clock-time = 클락이 요청되면 { $seat }번 좌석은 { $clock }초 안에 액션해야 하며, 이어서 { $countdown }초 카운트다운이 있습니다: 모두 합쳐 { $limit }초입니다 ({ $rule_calling_for_a_clock }).
clock-house-time = 하우스 룰에 따라, 클락이 요청되면 { $seat }번 좌석은 { $clock }초 안에 액션해야 하며, 이어서 { $countdown }초 카운트다운이 있습니다: 모두 합쳐 { $limit }초입니다.
clock-in-time = { $seat }번 좌석은 { $seconds }초에 액션했으며, { $tie ->
        [yes] 이는 카운트다운의 마지막 초였습니다 (동시인 경우 플레이어에게 유리하게 판정)
       *[no] 이는 제한 시간 안이었습니다
    }: 액션은 유효합니다.
clock-running = { $seat }번 좌석에는 액션할 시간이 { $left }초 남아 있습니다.
clock-expired-facing-bet = 콜할 베팅({ $to_call })이 있는 상태에서 { $seat }번 좌석이 액션하기 전에 카운트다운이 끝났습니다: 핸드는 데드입니다.
clock-expired-no-bet = 받은 베팅이 없는 상태에서 { $seat }번 좌석이 액션하기 전에 카운트다운이 끝났습니다: 핸드는 체크로 처리됩니다.
clock-expired-no-bet-dead = { $seat }번 좌석이 액션하기 전에 카운트다운이 끝났습니다: 받은 베팅이 없더라도 하우스 룰에 따라 핸드는 데드입니다.
clock-shot-clock = 하우스는 샷 클락을 운영합니다: { $seat }번 좌석은 클락 요청 없이, 액션이 플레이어에게 온 시점부터 각 결정마다 { $clock }초를 갖습니다.
clock-time-banks = { $seat }번 좌석이 타임뱅크 카드 { $used }장을 제출했습니다. { $counted ->
    [0] 인정되는 카드는 없습니다 (타임뱅크가 없음)
   *[other] 그중 { $counted }장이 인정되어 장당 { $each }초가 추가됩니다
}: 모두 합쳐 { $limit }초입니다.
clock-acted-too-late = { $seat }번 좌석은 카운트다운이 끝난 뒤인 { $seconds }초에 액션했습니다: 그 액션은 인정되지 않습니다.
clock-dead-chips-stay = { $seat }번 좌석의 핸드는 데드입니다: 그 좌석이 넣은 칩({ $in_pot })은 팟에 남습니다.
clock-dead-nothing-in = { $seat }번 좌석의 핸드는 데드입니다. 그 좌석이 넣은 칩은 없었습니다.
clock-not-from-the-seat = 클락은 테이블의 좌석에서(또는 플로어가) 요청해야 합니다: 테이블에서 떨어진 곳에서 요청되었으므로 클락은 시작된 적이 없고, { $seat }번 좌석의 시간은 다 되지 않았으며 핸드는 라이브입니다 ({ $rule_calling_for_a_clock }).

## at-seat
at-seat-live = 초기 딜의 마지막 카드가 딜될 때 { $seat }번 좌석의 플레이어가 자리에 있었습니다: 핸드는 라이브입니다 ({ $rule_at_your_seat }).
at-seat-dead = { $seat }번 좌석의 핸드는 데드입니다{ $any ->
        [yes] . 그 좌석이 넣은 칩({ $in_pot })은 팟에 남습니다
       *[no] {""}
    }.
at-seat-why-dead = 초기 딜의 마지막 카드가 딜될 때 플레이어는 의자에 손이 닿는 거리 안, 자기 자리에 있어야 합니다. { $seat }번 좌석은 그렇지 않았으므로 핸드는 데드입니다 ({ $rule_at_your_seat }).
at-seat-live-first-card = 딜의 첫 카드가 딜될 때 { $seat }번 좌석의 플레이어가 자리에 있었습니다: 핸드는 라이브입니다.
at-seat-why-dead-first-card = 하우스 룰에 따라, 딜의 첫 카드가 딜될 때 플레이어는 의자에 손이 닿는 거리 안, 자기 자리에 있어야 합니다. { $seat }번 좌석은 그렇지 않았으므로 핸드는 데드입니다.
at-seat-if-arrived-during-deal = { $seat }번 좌석의 플레이어가 첫 카드가 딜된 뒤에야 자리에 도착한 경우
at-seat-left-table = 라이브 핸드를 가진 플레이어는 올인 여부와 관계없이 테이블에 머물러야 합니다. { $seat }번 좌석은 자리를 떠났지만, 떠났다고 해서 핸드가 데드가 되지는 않습니다: 핸드는 계속 플레이되며, 플로어는 플레이어에게 페널티를 줄 수 있습니다 ({ $rule_at_the_table }).
at-seat-if-penalised = 플로어가 테이블을 떠난 것에 대해 { $seat }번 좌석에 페널티를 주는 경우 ({ $rule_penalties })

## accepted-action
accepted-told = { $seat }번 좌석이 { $by ->
        [dealer] 딜러에게서
       *[player] 한 플레이어에게서
    } 안내받은 베팅 금액은 { $announced }이며, 실제 베팅은 { $bet }입니다.
accepted-caller-responsible = 콜하는 플레이어는 딜러나 다른 플레이어가 무엇을 안내하든 콜하기 전에 베팅의 정확한 금액을 알아야 합니다: 잘못된 카운트를 듣고 콜한 플레이어는 올바른 액션을 수락한 것이며, 올바른 금액 또는 가진 칩 전부를 내야 합니다 ({ $rule_accepted_action }).
accepted-no-difference = 카운트가 맞았습니다: { $seat }번 좌석은 { $call_to }까지 콜합니다.
accepted-owes-more = { $seat }번 좌석은 { $all_in ->
        [yes] { $call_to } 올인이며
       *[no] { $call_to }까지 베팅 전액을 콜하며
    } { $more }만큼 더 넣습니다.
accepted-gets-back = { $seat }번 좌석은 { $all_in ->
        [yes] { $call_to } 올인입니다
       *[no] 올바른 베팅인 { $call_to }까지 콜합니다
    }. 그보다 더 넣은 { $back }만큼은 반환됩니다.
accepted-rule-1 = 모든 상황에서와 마찬가지로, 올바른 금액이 명백히 불공정한 경우에는 플로어가 달리 판정할 수 있습니다 ({ $rule_floor_decisions }).

## count-request
count-estimate = 어떤 플레이어든 언제든지 상대 칩의 합리적인 추정치를 요청할 수 있습니다. 정확한 카운트는 그 플레이어의 올인을 받았고 자기가 액션할 차례일 때에만 요청할 수 있습니다 ({ $rule_count_of_chip_stack }).
count-exact = { $requester }번 좌석은 { $target }번 좌석의 올인을 받았고 액션할 차례입니다: 딜러가 올인 금액을 정확히 카운트합니다 (이 스트리트에서 { $stack }).
count-not-all-in = { $target }번 좌석은 올인이 아닙니다: { $requester }번 좌석은 정확한 카운트가 아니라 스택의 합리적인 추정치를 받습니다.
count-not-in-turn = { $requester }번 좌석은 액션할 차례인 플레이어가 아닙니다: 지금은 { $target }번 좌석 칩의 합리적인 추정치를 받고, 차례가 오면 정확한 카운트를 받습니다.
count-not-facing = { $requester }번 좌석은 { $target }번 좌석의 올인을 받은 상태가 아닙니다: 합리적인 추정치만 받습니다.
count-house-in-turn = 하우스 룰에 따라 차례인 플레이어는 어떤 상대의 스택이든 카운트를 요청할 수 있습니다: { $requester }번 좌석은 { $target }번 좌석의 스택({ $stack })에 대해 정확한 카운트를 받습니다.
count-house-estimate-only = 하우스 룰에 따라 스택은 정확히 세어 주지 않습니다: { $requester }번 좌석은 { $target }번 좌석 칩의 합리적인 추정치를 받습니다.

## string-bet
string-one-motion = { $seat }번 좌석은 한 번의 동작으로 칩을 앞으로 내놓았습니다: 스트링 베팅이 아니며, 칩은 있는 그대로 해석합니다 ({ $rule_methods_of_raising }).
string-amount-first = { $seat }번 좌석은 칩을 넣기 전에 전체 금액({ $to })을 말했습니다: 그 경우 칩은 몇 번의 동작으로 넣어도 됩니다 ({ $rule_methods_of_raising }).
string-raise-word-first = { $seat }번 좌석은 칩을 넣기 전에 “레이즈”라고 말했습니다: 콜과 한 번의 추가 동작으로 레이즈가 이루어집니다 ({ $rule_methods_of_raising }).
string-bet = { $seat }번 좌석은 아무 말 없이 스택으로 다시 손을 가져갔습니다 (동작 { $motions }회): 스트링 베팅입니다. 첫 번째 동작({ $first })만 인정되어 칩만으로 해석하며, 이후 동작의 칩({ $back })은 반환됩니다 ({ $rule_methods_of_raising }, { $rule_string_bets }).
string-third-motion = “레이즈” 이후에는 콜과 한 번의 추가 동작만 인정됩니다 (동작 { $counted }회). 이후 동작의 칩({ $back })은 반환됩니다 ({ $rule_string_bets }).

## conditional-statement
cond-discouraged = 향후 액션에 관한 발언(“베팅하면 레이즈하겠다”)은 비표준이며 삼가야 합니다: 플로어는 플레이어를 그 발언에 구속할 수 있고, 페널티를 줄 수도 있습니다 ({ $rule_conditional_declarations }).
cond-binds = 조건이 충족되었고 { $seat }번 좌석이 액션할 차례입니다: 규칙상 기본 판정은 플레이어가 말한 대로 액션하게 하는 것입니다: { $act }.
cond-not-met = 조건이 충족되지 않았습니다: 그 발언은 { $seat }번 좌석을 어떤 것에도 구속하지 않습니다.
cond-if-not-held = 플로어가 플레이어를 그 발언에 구속하지 않는 경우
cond-if-penalised = 플로어가 그 발언에 대해 페널티도 주는 경우 (먼저 경고)
cond-house-binds = 하우스 룰에 따라 조건부 발언은 조건이 충족되면 구속력이 생깁니다: { $seat }번 좌석은 말한 액션을 해야 합니다: { $act }.
cond-house-never-binds = 하우스 룰에 따라 조건부 발언은 허용되지 않으며 어떤 경우에도 구속력이 없습니다: { $seat }번 좌석은 테이블 상황이 허용하는 모든 선택지 중에서 자유롭게 액션하며, 그 발언에 대해 페널티를 받을 수 있습니다.

## chips-behind
behind-found = { $seat }번 좌석의 { $all_in } 올인이 콜된 뒤, 스택 뒤에서 칩({ $found })이 발견되었습니다.
behind-floor-decides = { $seat }번 좌석의 스택 뒤에서 발견된 칩({ $found })이 수락된 액션의 일부였는지는 플로어가 판단합니다 ({ $rule_chips_found_behind }). 두 가지 경우를 아래에 제시합니다.
behind-part = 발견된 칩({ $found })은 수락된 액션의 일부였습니다: { $seat }번 좌석의 올인은 { $all_in }입니다 ({ $rule_chips_found_behind }).
behind-if-loses-to-caller = { $seat }번 좌석이 핸드에서 지고, 플로어가 발견된 칩({ $found })을 콜한 플레이어인 { $caller }번 좌석에 주는 경우
behind-caller-owes = { $caller }번 좌석은 { $all_in ->
        [yes] 마지막 남은 { $more }만큼 넣습니다 (올인).
       *[no] { $more }만큼 더 넣습니다.
    }
behind-not-part = 발견된 칩({ $found })은 수락된 액션의 일부가 아니었습니다: { $seat }번 좌석의 올인 금액은 그대로 { $all_in }이며, 그 칩은 플레이에 쓰이지 않습니다 ({ $rule_chips_found_behind }).
behind-not-paid-not-saved = { $seat }번 좌석이 이기더라도 그 칩({ $found })만큼은 받지 못하고, 지더라도 그 칩({ $found })을 지킬 수 없으며, 플로어는 그 칩을 콜한 플레이어에게 줄 수 있습니다.
behind-if-part = 플로어가 그 칩이 수락된 액션의 일부였다고 판단하는 경우
behind-if-not-part = 플로어가 그렇지 않았다고 판단하는 경우

## showdown-error
sderr-misread-corrected = 카드 스피크(카드가 말합니다): 무엇을 선언했든 핸드는 카드로 판정합니다. 팟은 카드가 보여 주는 가장 좋은 핸드에 가며, { $seat }번 좌석의 핸드도 있는 그대로 판정합니다 ({ $rule_cards_speak }).
sderr-misread-too-late = 공개된 핸드의 판정에 대한 이의는 { $window ->
    [substantial_action] 다음 핸드에서 실질 액션이 있기
   *[next_hand] 다음 핸드가 시작되기
} 전까지만 제기할 수 있습니다. 이번 이의는 그 뒤에 제기되었으므로 팟은 지급된 대로 유지됩니다 ({ $rule_disputed_hands }).
sderr-time-limit = 잘못 판정된 핸드에 대한 이의는 다음 핸드가 시작되기 전까지, 팟 지급이나 계산의 오류에 대한 이의는 다음 핸드에서 실질 액션이 있기 전까지 제기할 수 있습니다 ({ $rule_disputed_hands }).
sderr-pot-corrected = 팟이 잘못된 플레이어에게 갔고 오류가 제때 제기되었습니다: 팟을 회수하여 { $seat }번 좌석을 포함해 카드가 정하는 대로 지급합니다 ({ $rule_disputed_hands }).
sderr-pot-too-late = 오류는 { $window ->
    [next_hand] 다음 핸드가 시작된
   *[substantial_action] 다음 핸드에서 실질 액션이 있은
} 뒤에 제기되었습니다: 팟은 지급된 대로 유지됩니다 ({ $rule_disputed_hands }).
sderr-killed-winner = { $seat }번 좌석의 핸드는 올바르게 공개되었고 명백한 승리 핸드였습니다: 딜러는 그 핸드를 킬할 수 없으며, 그 핸드가 이깁니다 ({ $rule_tabling_cards }-C).
sderr-mucked-live = { $seat }번 좌석의 카드는 뒷면으로 던져졌지만 머크에 들어가지 않았고 명확히 식별 가능합니다: 핸드는 라이브이며, 플레이어는 카드를 회수해 공개할 수 있습니다 ({ $rule_live_cards_at_showdown }).
sderr-mucked-dead = { $seat }번 좌석의 카드는 확실하게 식별할 수 없습니다: 핸드는 데드이며 팟에 대한 권리가 없습니다.
sderr-one-card = { $seat }번 좌석은 카드 한 장만 공개했습니다: 핸드는 모든 카드를 앞면으로 보여야 공개된 것입니다. 딜러는 나머지 카드를 요청하고, 플레이어가 거부하면 플로어를 부릅니다 ({ $rule_showdown_discarding_irregularities }-A).
sderr-bettor-live = { $seat }번 좌석은 자기 핸드가 이겼다고 생각하고 카드를 버렸습니다. 딜러가 카드를 보관했고 명확히 식별 가능합니다: 카드를 공개하고 그대로 플레이합니다 ({ $rule_showdown_discarding_irregularities }-B).
sderr-bettor-dead = { $seat }번 좌석은 자기 핸드가 이겼다고 생각하고 카드를 버렸으며, 카드는 회수할 수 없습니다: 핸드는 데드입니다. 콜된 베팅은 팟에 남고, 콜되지 않은 베팅이나 레이즈는 반환됩니다 ({ $rule_showdown_discarding_irregularities }-B).
sderr-killed-live = { $seat }번 좌석의 핸드는 딜러가 킬했지만(또는 파울되었지만) 여전히 의심의 여지 없이 식별할 수 있습니다: 라이브로 유지됩니다 ({ $rule_killed_fouled_exposed_hands }).
sderr-killed-dead = { $seat }번 좌석의 핸드는 딜러가 킬했고(또는 파울되었고) 식별할 수 없습니다: 구제 수단이 없습니다. 콜된 베팅은 환불되지 않으며, 콜되지 않은 베팅이나 레이즈는 반환됩니다 ({ $rule_killed_fouled_exposed_hands }).
sderr-unknown-identification = { $seat }번 좌석의 카드를 의심의 여지 없이 식별할 수 있는지가 결론을 정하는데, 요청에는 그 내용이 없습니다: 식별할 수 없다면 핸드는 데드입니다.
sderr-if-identifiable = { $seat }번 좌석의 카드가 명확히 식별 가능한 경우 (의심의 여지 없이)
sderr-if-refuses = { $seat }번 좌석이 나머지 카드의 공개를 거부하는 경우

## tables
tables-table-breaks = 플레이어 { $players }명은 { $seats }인용 테이블 { $tables }개에 앉을 수 있습니다: 브레이크할 테이블은 { $table }입니다. 그 테이블의 플레이어들은 무작위 추첨으로 좌석을 받으며, 어느 위치에든 앉게 될 수 있습니다 ({ $rule_new_players_broken_tables }).
tables-short-tables-halt = 테이블 { $tables }의 인원이 가장 큰 테이블({ $largest }명)보다 { $short ->
        [3] 세 명
       *[other] { $short }명
    } 이상 적습니다: 블라인드에 영향이 생기면 (빅 블라인드가 빈 좌석에 이르게 되면) 밸런싱될 때까지 그 테이블에서 플레이를 중단합니다. 플로어는 이를 면제할 수 있습니다 ({ $rule_balancing_tables }).
tables-who-moves = 플롭 게임에서 이동하는 플레이어는 다음에 빅 블라인드를 낼 차례인 플레이어이며, 인원이 적은 테이블의 가장 불리한 위치로 이동합니다 (스몰 블라인드 자리는 절대 아님) ({ $rule_balancing_tables }).
tables-balanced = 테이블이 밸런싱되어 있습니다: 이동도 중단도 없습니다.
tables-halt-at = 테이블이 밸런싱될 때까지 테이블 { $tables }에서 플레이 중단
tables-moves = 이동: { $moves }
tables-move-one = 테이블 { $from } → 테이블 { $to } (플레이어 { $players }명)
tables-summary = { $parts }.
tables-short-handed-discretion = { $seats }인용 테이블(숏핸디드 형식)에서는 플레이 중단이 TD의 재량입니다 ({ $rule_balancing_tables }, { $rule_floor_decisions }). 규칙상 기본 판정은 테이블이 밸런싱될 때까지 중단하는 것입니다.
tables-if-no-halt = 플레이어를 이동하는 동안 플로어가 인원이 적은 테이블에서 플레이를 계속하게 하는 경우


## deal-error

deal-misdeal-redeal = 미스딜: 같은 버튼과 리밋으로 핸드를 그대로 다시 딜합니다. 블라인드와 앤티는 낸 그대로 두고, 그 밖에 베팅된 칩은 모두 반환됩니다.
deal-arriving-wait = 재딜은 새 플레이어 없이 그대로 다시 하는 것입니다: 미스딜 뒤에 자리에 앉은 { $seats }번 좌석은 다음 핸드를 기다립니다 ({ $rule_misdeals }-C).
deal-away-plays-redeal = 딜 시점에 자리를 비운 { $seats }번 좌석도 재딜에서 카드를 받습니다. 마지막 카드가 딜될 때까지 플레이어가 자리에 없는 핸드는 킬됩니다 ({ $rule_at_your_seat }).
deal-duplicate-card = 두 번 발견된 카드: { $card }.
deal-no-substantial-action = 아직 실질 액션이 없습니다 ({ $rule_substantial_action }): { $actions ->
    [0] 아무도 액션하지 않았으므로
   *[other] 지금까지의 액션 { $actions }회로는 충분하지 않으므로
} 핸드는 아직 미스딜로 판정할 수 있습니다.
deal-substantial-action = 실질 액션이 있었습니다 ({ $rule_substantial_action }): 딜 이후 액션 { $actions }회, 그중 칩을 넣은 액션 { $with_chips }회. 그 이후에는 미스딜이 없으며 핸드는 계속됩니다 ({ $rule_misdeals }-D).
deal-floor-counts-check-and-fold = 플로어가 체크와 폴드를 실질 액션으로 계산하는 경우
deal-draw-exposed-house = 드로 게임에서 딜 중에 딜러가 노출한 카드는 하우스 룰로 정합니다: { $rule_misdeals }-A의 노출 카드에 따른 미스딜 사유는 플롭 게임을 두고 쓴 것입니다. 이 판정이 따르는 일반적인 하우스 룰: 노출된 카드가 한 장이면 교체하고, 두 번째 카드가 노출되면 미스딜입니다.
deal-house-replaces-exposed = 하우스가 딜 중에 딜러가 노출한 카드를 모두 교체하는 경우
deal-house-misdeals-one-exposed = 하우스가 딜 중에 딜러가 노출한 카드가 한 장이라도 있으면 미스딜로 하는 경우
deal-fouled-deck = 파울 덱: 플레이를 중단하고 핸드는 무효가 되며, 액션과 관계없이 모든 칩은 그 칩을 넣은 플레이어에게 반환됩니다. 덱은 교체합니다.
deal-fouled-deck-all-back = 같은 랭크와 무늬의 카드가 두 장 있는 덱은 실질 액션과 관계없이 핸드를 무효로 합니다 ({ $rule_misdeals }-E): 블라인드와 앤티를 포함해 { $total }만큼 반환됩니다. 덱이 파울이라는 주장은 이의 제기에 허용된 시간 안에 해야 합니다 ({ $rule_disputed_hands }).
deal-player-exposed-live = { $seat }번 좌석이 자기 카드를 노출했습니다: 핸드는 라이브로 유지되고 플레이는 계속됩니다. 플로어는 핸드가 끝난 뒤 노출에 대해 페널티를 줄 수 있습니다.
deal-player-exposed-why = 액션이 진행 중일 때 카드를 노출한 플레이어는 페널티를 받을 수 있지만, 그 때문에 핸드가 데드가 되지는 않습니다 ({ $rule_exposing_cards }). 페널티가 있다면 핸드가 끝난 뒤에 시작됩니다 ({ $rule_penalties }).
deal-exposed-after-substantial-action = 딜러가 { $seat }번 좌석의 카드를 노출했지만, 실질 액션 이후이므로 미스딜이 아닙니다: 핸드는 라이브이며 카드를 그대로 유지합니다.
deal-play-on-live = 플레이를 계속합니다: { $seat }번 좌석의 핸드는 라이브입니다.
deal-exposed-misdeal = 딜러가 딜 중에 카드 { $cards }장을 노출했습니다{ $first_two ->
    [yes] {" "}(덱에서 나온 처음 두 장 중 한 장 포함)
   *[no] {""}
}: 플롭 게임에서는 미스딜입니다 ({ $rule_misdeals }-A).
deal-one-exposed-replaced = 미스딜이 아닙니다: 노출된 { $seat }번 좌석의 카드는 테이블에 보여 준 뒤, 딜이 끝나면 다음 카드로 교체하고 첫 번째 번 카드로 사용합니다.
deal-one-exposed-why = 딜러가 노출한 카드가 한 장뿐이고 그것이 덱에서 나온 처음 두 장 중 하나가 아니면, { $rule_misdeals }-A의 미스딜 사유(두 장 이상 노출, 또는 처음 두 장 중 한 장 노출)에 해당하지 않습니다.
deal-boxed-after-substantial-action = 실질 액션 이후 덱에서 앞면으로 발견된 카드는 핸드를 멈추지 않습니다: 그 카드는 종잇조각으로 간주하고 플레이를 계속합니다.
deal-play-on = 플레이를 계속합니다: 미스딜이 아닙니다.
deal-boxed-misdeal = 딜 중에 덱에서 앞면으로 뒤집힌 카드가 { $cards }장 발견되었습니다: 박스드 카드가 두 장 이상이면 미스딜입니다 ({ $rule_misdeals }-A).
deal-one-boxed-replaced = 미스딜이 아닙니다: 박스드 카드는 종잇조각으로 간주해 따로 치우고 다음 카드로 교체합니다.
deal-one-boxed-why = 딜 중 박스드 카드가 두 장 이상일 때만 미스딜입니다 ({ $rule_misdeals }-A). 한 장이면 교체합니다.
deal-wrong-seat-after-substantial-action = 첫 카드가 잘못된 좌석에 갔지만 실질 액션이 있었습니다: 핸드는 딜된 대로 유지됩니다.
deal-first-card-misdeal = 딜의 첫 카드가 잘못된 좌석에 갔습니다: 미스딜입니다 ({ $rule_misdeals }-A).
deal-not-entitled-killed = { $seat }번 좌석은 핸드를 받을 자격이 없는데 카드를 받았습니다. 실질 액션 이후에는 미스딜이 없으므로 그 핸드는 킬하고, 그 좌석이 넣은 칩({ $back })은 그 좌석에 반환됩니다.
deal-not-entitled-dead = { $seat }번 좌석의 핸드는 데드입니다 (핸드를 받을 자격이 없었음). 나머지 플레이어들의 핸드는 계속됩니다.
deal-floor-keeps-chips-in-pot = 플로어가 그 좌석이 넣은 칩을 팟에 남겨 두는 경우
deal-not-entitled-misdeal = { $seat }번 좌석은 핸드를 받을 자격이 없는데 카드를 받았습니다: 미스딜입니다 ({ $rule_misdeals }-A).
deal-dealt-out-after-substantial-action = { $seat }번 좌석은 핸드를 받을 자격이 있었지만 카드를 받지 못했습니다. 실질 액션 이후에는 미스딜이 없습니다.
deal-dealt-out-sits-out = 플레이를 계속합니다: { $seat }번 좌석은 이번 핸드에 참여하지 않습니다.
deal-dealt-out-misdeal = { $seat }번 좌석은 핸드를 받을 자격이 있었지만 카드를 받지 못했습니다: 미스딜입니다 ({ $rule_misdeals }-A).
deal-scrap-of-paper = 실질 액션 이후에는 덱에 속하지 않는 카드를 종잇조각으로 간주합니다 ({ $rule_misdeals }-D): { $seat }번 좌석이 가진 실제 카드는 장수가 부족하며, 실질 액션 이후 카드 장수가 잘못된 핸드는 데드입니다 ({ $rule_burns_after_substantial_action }).
deal-non-standard-dead = { $seat }번 좌석의 핸드는 데드입니다. 플레이는 계속됩니다.
deal-non-standard-misdeal = { $seat }번 좌석은 실질 액션 전에 덱에 속하지 않는 카드를 받았습니다: 미스딜입니다 ({ $rule_misdeals }-A).

## board-error

board-four-card-flop = 플롭에 카드가 네 장 나왔습니다: 딜러가 네 장을 뒷면으로 섞고, 플로어가 그중 한 장을 무작위로 골라 턴의 번 카드로 삼으며, 나머지 세 장이 플롭이 됩니다.
board-four-card-flop-why = 불규칙 플롭에 관한 규칙({ $rule_irregular_flops })은 덱에서 나온 모든 카드를 플레이에 유지합니다: 어떤 카드도 다시 딜하지 않으며 스텁의 순서도 되돌리지 않습니다.
board-premature = { $street ->
    [flop] 플롭이
    [turn] 턴이
   *[river] 리버가
} 베팅 라운드가 끝나기 전에 딜되었습니다: 그 카드는 플레이에 쓰이지 않습니다. 액션은 { $seat }번 좌석으로 돌아가며, 라운드가 끝나면 { $street ->
    [flop] 플롭을
    [turn] 턴을
   *[river] 리버를
} 다시 딜합니다.
board-premature-why = 번 카드는 그대로 둡니다. { $street ->
    [flop] 플롭 카드들은
   *[other] 그 카드는
} 스텁으로 되돌려 셔플하고 커트하며, 새 { $street ->
    [flop] 플롭은
    [turn] 턴은
   *[river] 리버는
} 추가 번 없이 딜합니다 ({ $rule_rp_premature_cards }).
board-no-burn-no-action = { $street ->
    [flop] 플롭이 번 없이 딜되었고 아직 아무도 액션하지 않았습니다: 세 장을 뒷면으로 섞어 무작위로 고른 한 장을 번 카드로 하고, 나머지 두 장과 스텁의 다음 카드가 플롭이 됩니다.
    [turn] 턴이 번 없이 딜되었고 아직 아무도 액션하지 않았습니다: 딜된 카드를 번 카드로 하고, 스텁의 다음 카드가 턴이 됩니다.
   *[other] 리버가 번 없이 딜되었고 아직 아무도 액션하지 않았습니다: 딜된 카드를 번 카드로 하고, 스텁의 다음 카드가 리버가 됩니다.
}
board-no-burn-stands = { $street ->
    [flop] 플롭이
    [turn] 턴이
   *[river] 리버가
} 번 없이 딜되었지만 그 스트리트에서 이미 액션이 있었습니다: 그 카드는 유지되며, 다음 스트리트는 평소대로 번하고 딜합니다.
board-action-since-deal = { $street ->
    [flop] 플롭이
    [turn] 턴이
   *[river] 리버가
} 딜된 이후의 액션: { $actions }회 ({ $rule_irregular_flops }: 체크라도 액션이 한 번이라도 있으면 카드는 유지됩니다).
board-by-analogy = 규칙은 이 절차를 플롭에 대해 정하고 있습니다. 턴과 리버에는 같은 논리를 유추 적용하며, 플로어가 결정합니다 ({ $rule_floor_decisions }).
board-floor-lets-card-stand = 플로어가 그 카드를 유지하고 다음 스트리트 전에 번하는 경우

## button-blinds

button-big-blind-moves = 데드 버튼 ({ $rule_dead_button }): 빅 블라인드는 매 핸드 한 플레이어씩 앞으로 이동하여, { $from }번 좌석에서 { $to }번 좌석으로 갑니다.
button-heads-up = 헤즈업 ({ $rule_button_placement }): 버튼인 { $button }번 좌석이 스몰 블라인드를 내고, 플롭 전에는 먼저, 플롭 후에는 마지막에 액션합니다. { $bb }번 좌석이 빅 블라인드를 내므로 누구도 연속으로 두 번 빅 블라인드가 되지 않습니다.
button-small-blind-live = 지난 핸드의 빅 블라인드였던 { $seat }번 좌석이 스몰 블라인드를 냅니다.
button-small-blind-dead = 지난 핸드의 빅 블라인드({ $seat }번 좌석)가 떠났습니다: 이번 핸드의 스몰 블라인드는 데드이며 아무도 내지 않습니다.
button-button-live = 버튼은 지난 핸드의 스몰 블라인드였던 { $seat }번 좌석으로 갑니다.
button-button-dead = 버튼은 아무도 앉아 있지 않은 { $seat }번 좌석으로 갑니다: 데드 버튼이며, 그다음 플레이어들은 평소대로 블라인드를 냅니다.
button-waiting = { $seats }번 좌석의 새 플레이어는 스몰 블라인드와 버튼 사이에 앉아 있습니다: 버튼이 지나갈 때까지 카드를 받지 않습니다 ({ $rule_new_players_broken_tables }, { $rule_alternates_late_registration }).
button-arriving-dealt-in = { $seats }번 좌석의 새 플레이어는 즉시 카드를 받으며, 좌석 위치에 해당하면 블라인드도 냅니다. 토너먼트에는 메이크업 블라인드가 없으므로, 들어오려고 블라인드를 따로 내는 사람은 없습니다.
button-away-dealt-in = { $seats }번 좌석은 자리를 비웠습니다: 카드를 받고 그 좌석이 내야 할 블라인드와 앤티를 내며, 딜이 끝날 때 플레이어가 자리에 없으면 핸드는 킬됩니다 ({ $rule_at_your_seat }).
button-dodging-intent-unknown = { $seat }번 좌석은 블라인드를 내지 않았습니다. 고의적인 회피는 페널티 대상이며, 고의였는지는 플로어가 판단합니다 ({ $rule_dodging_blinds }).
button-dodging-forfeit = { $seat }번 좌석은 고의로 블라인드를 회피했습니다: 하우스 룰에 따라 플레이어는 회피한 블라인드와 앤티({ $amount })를 몰수당하며, 그 칩은 다음 팟에 데드로 들어가고, 플레이어는 페널티를 받습니다.
button-floor-finds-deliberate = 플로어가 회피를 고의로 판단하는 경우
button-summary = 다음 핸드: 버튼 { $button_dead ->
    [yes] { $button }번 좌석(데드 버튼)
   *[no] { $button }번 좌석
}, { $sb_dead ->
    [yes] 스몰 블라인드 없음(데드 스몰 블라인드)
   *[no] 스몰 블라인드 { $sb }번 좌석
}, 빅 블라인드 { $bb }번 좌석.
button-counted = 딜 이후: 액션 { $actions }회, 그중 칩을 넣은 액션 { $with_chips }회 ({ $rule_substantial_action }).
button-misplaced-stands = 실질 액션이 있었으므로, 핸드는 버튼이 { $seat }번 좌석에 있는 채로 유지됩니다 ({ $rule_button_placement }-A). 올바른 위치는 { $correct }번 좌석이었지만, 다음 핸드를 위해 버튼을 되돌리지 않습니다.
button-floor-restores-rotation = 플로어가 버튼이 { $correct }번 좌석에 있었던 것처럼 다음 핸드의 블라인드를 정하여, 누구도 블라인드를 건너뛰거나 반복하지 않게 하는 경우
button-misplaced-misdeal = 아직 실질 액션이 없습니다: 미스딜입니다. 버튼은 { $correct }번 좌석으로 가고, 모든 칩을 반환하며, 올바른 블라인드로 핸드를 다시 딜합니다 ({ $rule_button_placement }-A).
button-floor-counts-check-and-fold = 플로어가 체크와 폴드를 실질 액션으로 계산하는 경우
button-not-deliberate = 플로어는 { $seat }번 좌석이 고의로 블라인드를 회피하지 않았다고 판단합니다: 페널티 없음.
button-dodging-penalised = { $seat }번 좌석은 고의로 블라인드를 회피했습니다: 페널티를 부과하며, 그 정도는 플로어가 정합니다.
button-floor-finds-not-deliberate = 플로어가 고의가 아니었다고 판단하는 경우
button-dodging-why = 고의로 블라인드를 회피하는 것(좌석 변경, 테이블 이동, 늦은 도착의 타이밍을 이용하는 것)은 페널티 대상입니다 ({ $rule_dodging_blinds }, { $rule_penalties }). 고의였는지는 플로어가 판단합니다.

## errors
error-clock-not-to-act = 클락은 액션할 차례인 플레이어에게 요청하는 것인데, { $seat }번 좌석은 액션할 차례가 아닙니다
error-clock-needs-to = 베팅이나 레이즈에는 스트리트 합계인 `to`가 필요합니다
error-clock-not-a-betting-act = 카드 공개나 머크는 클락의 대상이 되는 액션이 아닙니다
error-accepted-not-to-act = 콜하는 플레이어는 액션할 차례인 플레이어여야 하는데, { $seat }번 좌석은 액션할 차례가 아닙니다
error-accepted-no-bet-to-call = { $seat }번 좌석이 받은 베팅이 없습니다: 콜할 것이 없습니다
error-count-own-stack = { $seat }번 좌석이 자기 칩의 카운트를 요청하고 있습니다
error-string-no-motion = motions: 칩을 앞으로 내놓는 동작이 최소 한 번 필요합니다
error-string-empty-motion = 칩이 없는 동작이 있습니다
error-cond-not-betting = then.action: 발언이 구속할 수 있는 것은 베팅 액션(폴드, 체크, 콜, 베팅, 레이즈, 올인)입니다
error-cond-not-to-act = 조건이 충족되었으므로 { $seat }번 좌석이 액션할 차례여야 하는데, 그렇지 않습니다
error-cond-not-legal-now = { $seat }번 좌석이 말한 액션은 지금 그 좌석이 할 수 있는 액션이 아닙니다 (금액을 선택지와 대조해 보세요)
error-behind-nothing-found = found: 칩이 최소 하나 필요합니다
error-behind-not-all-in = { $seat }번 좌석은 올인이 아닙니다: 뒤에서 발견된 칩은 콜된 올인에서만 문제가 됩니다
error-behind-not-called = 아직 아무도 { $seat }번 좌석의 올인을 콜하지 않았습니다
error-penalty-players-at-table = 테이블에는 2~12명이 앉습니다 (입력값: { $players }명)

error-out-of-turn-empty-action = 빈 액션입니다
error-out-of-turn-bet-or-raise-needs-street = 베팅이나 레이즈에는 스트리트 합계인 `to`가 필요합니다
error-out-of-turn-showing-or-mucking-not-betting = 카드 공개나 머크는 순서 외 베팅 액션이 아닙니다
error-out-of-turn-no-player-act-betting-over = 액션할 차례인 플레이어가 없습니다: 베팅이 끝났습니다
error-out-of-turn-seat-player-act-not-out = { $seat }번 좌석이 액션할 차례인 플레이어입니다: 순서 외가 아닙니다
error-out-of-turn-seat-has-folded = { $seat }번 좌석은 폴드했습니다
error-out-of-turn-not-passed-over = { $skipped }번 좌석은 차례를 건너뛴 좌석이 아닙니다: { $seat }번 좌석의 순서 외 액션이 건너뛴 것은 차례였던 { $in_turn }번 좌석부터의 플레이어들입니다
error-face-up-everyone-else-folded-there-no = 다른 모든 플레이어가 폴드했습니다: 쇼다운이 없습니다
error-show-request-player-asking-see-their-own = 플레이어가 자기 핸드를 보여 달라고 요청하는 것은 분쟁이 아닙니다
error-show-request-hand-not-showdown-betting-still = 핸드가 쇼다운에 이르지 않았습니다: 베팅이 아직 열려 있거나 다른 모든 플레이어가 폴드했습니다
error-show-request-seat-folded-before-showdown-hand = { $tgt }번 좌석은 쇼다운 전에 폴드했습니다: 그 핸드는 데드입니다
error-bet-no-player-act-betting-over = 액션할 차례인 플레이어가 없습니다: 베팅이 끝났습니다
error-bet-seat-not-act-seat-act = { $seat }번 좌석은 액션할 차례가 아닙니다 (차례는 { $to_act }번 좌석). 순서 외 액션에는 out_of_turn 분쟁을 사용하세요
error-bet-bet-dispute-needs-chips-pushed = 베팅 분쟁에는 내놓은 칩, 선언한 발언, 또는 둘 다가 필요합니다
error-bet-simultaneous-and-before = 발언이 칩보다 먼저 나오면서 동시에 칩과 함께 나올 수는 없습니다: `before_chips` 또는 `simultaneous` 중 하나를 지정하세요
error-bet-chip-worth-least = 칩의 가치는 최소 1입니다
error-bet-chips-add-up-too-much = 칩의 합계가 너무 큽니다
error-bet-seat-pushes-but-has-only = { $seat }번 좌석이 { $pushed }만큼 내놓았지만 비하인드에는 { $stack }만 있습니다
error-bet-chips-front-more-than-seat-had = 앞에 놓인 칩의 합계({ $prior_value })가 이 스트리트에서 { $seat }번 좌석이 앞과 비하인드에 가지고 있던 총액({ $total })보다 많습니다
error-bet-chips-front-add-up-less = 앞에 놓인 칩의 합계({ $prior_value })가 { $seat }번 좌석이 이미 넣은 금액({ $committed })보다 적습니다
error-showdown-hand-not-over-betting-still = 핸드가 끝나지 않았습니다: 베팅이 아직 열려 있거나 보드 카드가 아직 남아 있습니다
error-showdown-needs-the-board = 쇼다운에는 전체 보드(다섯 장)가 필요합니다: deals에 입력하세요
error-showdown-needs-hole-cards = 쇼다운에는 { $seats }번 좌석의 홀 카드가 필요합니다: `seats[].cards`에 입력하세요
error-incorrect-bet-bet-within-legal-range-pot = { $to }까지의 베팅은 유효한 범위({ $min_to }~{ $max_to }) 안에 있습니다. 팟 리밋에서 카운트가 너무 적었던 경우에는 meant_pot을 설정하세요
error-incorrect-bet-there-no-action-hand-has = 액션 { $index }번이 없습니다 (핸드의 액션 수: { $actions })
error-incorrect-bet-action-board-deal-not-bet = 그 액션은 보드 딜이며, 베팅이 아닙니다
error-incorrect-bet-action-not-bet-or-raise = 그 액션은 베팅이나 레이즈가 아닙니다
error-incorrect-bet-seat-not-player-act-action = 그 액션 시점에 { $seat }번 좌석은 액션할 차례인 플레이어가 아니었습니다
error-options-no-player-act-betting-over = 액션할 차례인 플레이어가 없습니다: 이 핸드 또는 이 라운드의 베팅이 끝났습니다
error-options-seat-not-act-seat = { $seat }번 좌석은 액션할 차례가 아닙니다: 차례는 { $to_act }번 좌석입니다
error-dispute-seat-not-hand = { $seat }번 좌석은 핸드에 참여하고 있지 않습니다
error-sderr-only-hand-left = { $seat }번 좌석이 남은 유일한 핸드를 가지고 있습니다: 공개하지 않고 팟을 이기며, 팟을 줄 다른 핸드가 없습니다
error-dispute-not-an-empty-seat = { $seat }번 좌석은 테이블의 빈 좌석이 아닙니다
error-cards-dealt-deals-hole-cards-right-number = { $value }에서는 홀 카드를 { $expected }장 딜합니다: { $count }장은 올바른 장수입니다
error-cards-dealt-most-cards = 최대 10장
error-cards-dealt-seat-has-already-folded = { $seat }번 좌석은 이미 폴드했습니다
error-tables-table-seats-players = 테이블에는 2~10명이 앉습니다
error-tables-least-one-table = 테이블이 최소 하나 필요합니다
error-tables-most-tables = 테이블은 최대 1000개입니다
error-tables-players-table-seats = { $seats }인용 테이블에 플레이어 { $players }명
error-tables-id-needed = id가 필요합니다
error-tables-table-listed-twice = 두 번 나열된 테이블: { $id }
error-hand-amounts-most-chips = 금액은 최대 { $value }칩입니다
error-hand-not-valid-hand = 유효한 핸드가 아닙니다: { $value }
error-hand-card-dealt-twice-hand = 이 핸드에서 두 번 딜된 카드: { $value }
error-hand-big-blind-must-least-chip = 빅 블라인드는 최소 1칩이어야 합니다
error-hand-small-blind-larger-than-big = 스몰 블라인드({ $small })가 빅 블라인드({ $big })보다 큽니다
error-hand-smallest-chip-must-worth-least = 가장 작은 칩의 가치는 최소 1이어야 합니다
error-hand-hand-needs-least-two-seated = 핸드에는 앉아 있는 플레이어가 최소 두 명 필요합니다
error-hand-players-table-seats-most = 플레이어 { $seats }명: 테이블에는 최대 { $value }명이 앉습니다
error-hand-button-must-seat-number-from = 버튼은 1부터 { $value }까지의 좌석 번호여야 합니다
error-hand-seat-numbers-run-from = 좌석 번호는 1부터 { $value }까지입니다
error-hand-seat-listed-twice = { $seat }번 좌석이 두 번 나열되었습니다
error-hand-seated-player-needs-chips-dealt = 앉아 있는 플레이어가 카드를 받으려면 칩이 있어야 합니다
error-hand-hole-cards-given-deals = 홀 카드 { $value }장이 입력되었지만, { $value_2 }에서는 { $hole_cards }장을 딜합니다
error-hand-seat-not-hand = { $seat }번 좌석은 핸드에 참여하고 있지 않습니다
error-hand-straddle-must-least-chip = 스트래들은 최소 1칩이어야 합니다
error-hand-limits-apply-fixed-limit-games = limits는 픽스드 리밋 게임(LHE)에만 적용됩니다
error-hand-fixed-limit-bet-sizes-must = 픽스드 리밋의 베팅 크기는 최소 1칩이어야 합니다
error-hand-cap-must-allow-least-one = 캡은 최소 한 번의 베팅을 허용해야 합니다
error-hand-action-needs-seat-action-or = 액션에는 `seat`와 `action`, 또는 `deal`이 필요합니다
error-hand-missing-action = `action`이 없습니다
error-hand-seat-not-hand-2 = { $seat }번 좌석은 핸드에 참여하고 있지 않습니다
error-hand-bet-or-raise-must-least = 베팅이나 레이즈는 최소 1칩까지여야 합니다
error-hand-needs-player-street-total = `{ $kind }`에는 플레이어의 스트리트 합계인 `to`가 필요합니다
error-hand-board-deal-has-only-deal = 보드 딜에는 `deal`과 `cards`만 있습니다
error-hand-board-deals-flop-turn-or = 보드 딜은 플롭, 턴, 리버 중 하나입니다
error-hand-cards-shown-deals = 공개된 카드 { $value }장, 그러나 { $value_2 }에서는 { $hole_cards }장을 딜합니다
error-hand-seat-shows-but-dealt = { $seat }번 좌석이 공개한 카드는 { $cards_to_string }이지만, 받은 카드는 { $own }입니다
error-hand-dead-small-blind-heads-up = 데드 스몰 블라인드에는 플레이어가 세 명 이상 필요합니다: 헤즈업에서는 버튼이 스몰 블라인드를 냅니다
error-hand-post-by-blind = { $seat }번 좌석은 이 핸드에서 블라인드를 내므로 `posts`에 따로 넣을 수 없습니다
error-hand-post-by-straddler = { $seat }번 좌석은 스트래들하므로 `posts`에 따로 넣을 수 없습니다
error-hand-post-at-least-chip = `posts`의 금액은 최소 1칩이어야 합니다
error-hand-live-post-over-big-blind = 라이브로 낸 금액({ $amount })이 빅 블라인드({ $big })보다 많습니다: 나머지는 데드로 넣으세요
error-hand-two-live-posts = { $seat }번 좌석이 라이브로 낸 금액이 두 개 있습니다: 하나만 라이브이고 나머지는 데드입니다
error-hand-spot-board-cards = 이 라운드의 보드는 { $n }장인데, { $given }장이 입력되었습니다
error-hand-spot-full-raise-zero = 마지막 풀 베팅 또는 레이즈는 최소 1칩입니다
error-hand-spot-full-raise-needed = 이 라운드에 베팅이나 레이즈가 두 번 이상 있었거나 최고 금액이 콜되었을 수 있습니다: 마지막 풀 베팅 또는 레이즈의 크기를 입력하세요 (최소 레이즈를 정합니다)
error-hand-spot-full-bet-to-needed = 최고 금액보다 낮은 올인이 마지막 풀 레이즈였을 수 있습니다: 마지막 풀 베팅 또는 레이즈의 스트리트 합계를 입력하세요 (다음 레이즈는 그 위의 베팅입니다)
error-hand-spot-acted-not-matched = { $seat }번 좌석은 마지막 풀 베팅 이후 액션했지만, { $current }의 베팅에 대해 앞에 { $in_front }만 놓여 있고, 비하인드 칩이 있으며 폴드하지도 않았습니다: 콜, 레이즈 또는 폴드를 했어야 합니다
error-hand-spot-to-act-cannot = { $seat }번 좌석은 액션할 차례일 수 없습니다: 폴드했거나, 올인이거나, 이미 액션하고 베팅을 맞췄습니다
error-hand-spot-one-live-hand = 스팟에는 폴드하지 않은 플레이어가 두 명 이상 필요합니다
error-ruling-spot-or-hand = `hand`, `hand_text`, `spot` 중 하나를 보내세요
error-ruling-spot-not-for-dispute = `{ $kind }`에는 핸드 전체가 필요합니다: 스팟은 진행 중인 베팅 라운드만 기술합니다 (스팟을 쓸 수 있는 분쟁: { $spot_types })
error-ruling-unknown-house = 이름이 `{ $name }`인 하우스 룰 프로필이 없습니다 (프로필 목록: { $known })
error-hand-board-cards-given = { $street ->
        [preflop] 프리플롭
        [flop] 플롭
        [turn] 턴
       *[river] 리버
    } 카드는 { $n }장인데, { $given }장이 입력되었습니다
error-hand-cards-odd-length = 카드 텍스트의 길이가 홀수입니다: 카드는 "AsKd"처럼 한 장에 두 글자씩 씁니다
error-hand-not-a-card = 카드가 아닙니다: "{ $text }" (랭크 2-9, T, J, Q, K, A 다음에 무늬 c, d, h, s)
error-hand-card-twice = 두 번 나오는 카드: { $card }
error-replay-not-hand = 핸드에 참여하고 있지 않습니다
error-replay-straddle-must-more-than-bet = 스트래들은 그 앞의 베팅({ $current_bet })보다 커야 합니다
error-replay-seat-not-hand = { $seat }번 좌석은 핸드에 참여하고 있지 않습니다
error-replay-seat-checks-facing-bet-more = { $seat }번 좌석이 { $facing }만큼 더 내야 하는 베팅을 받은 상태에서 체크했습니다
error-replay-seat-has-folded = { $seat }번 좌석은 폴드했습니다
error-replay-seat-bets-or-raises-which = { $seat }번 좌석이 { $to }까지 베팅 또는 레이즈했지만, 이는 현재 베팅({ $current_bet })을 넘지 않습니다
error-replay-seat-bets-but-has-only = { $seat }번 좌석이 { $to }까지 베팅했지만, 이 스트리트에서 가진 총액은 { $all_in_to }뿐입니다
error-replay-seat-bets-most-allowed = { $seat }번 좌석이 { $to }까지 베팅했습니다. 허용되는 최대는 { $hi }입니다
error-replay-seat-bets-smallest-legal-bet = { $seat }번 좌석이 { $to }까지 베팅했습니다. 유효한 가장 작은 베팅 또는 레이즈는 { $lo }까지입니다
error-replay-seat-shows-or-mucks-while = { $seat }번 좌석이 베팅이 아직 열려 있는 동안 카드를 공개하거나 머크했습니다: 그런 버림은 `fold`로 입력하세요 (구속력 있음, { $rule_non_standard_folds }). 베팅한 플레이어가 핸드가 이겼다고 믿고 카드를 버린 경우에는 `showdown_error`의 `bettor_mucked`로 요청하세요 ({ $rule_showdown_discarding_irregularities }-B)
error-replay-dealt-before-betting-over = { $current ->
        [preflop] 프리플롭
        [flop] 플롭
        [turn] 턴
       *[river] 리버
    } 베팅이 끝나기 전에 { $street ->
        [preflop] 프리플롭이
        [flop] 플롭이
        [turn] 턴이
       *[river] 리버가
    } 딜되었습니다{ $who }
error-replay-not-due = 다음은 { $next ->
        [preflop] 프리플롭
        [flop] 플롭
        [turn] 턴
       *[river] 리버
    } 차례이며, { $street ->
        [preflop] 프리플롭
        [flop] 플롭
        [turn] 턴
       *[river] 리버
    } 차례가 아닙니다
error-replay-none-due = 딜할 { $street ->
        [preflop] 프리플롭
        [flop] 플롭
        [turn] 턴
       *[river] 리버
    } 차례가 없습니다: 핸드의 보드가 완성되었거나 핸드가 끝났습니다
error-replay-seat-to-act = ; { $seat }번 좌석이 액션할 차례입니다
error-replay-nothing = {""}
error-replay-acts-betting-over = { $seat }번 좌석이 액션했지만, 이 핸드에서는 더 이상 베팅이 불가능합니다
error-replay-acts-after-folds = { $seat }번 좌석이 다른 모든 플레이어가 폴드한 뒤에 액션했습니다
error-replay-acts-before-deal = { $seat }번 좌석이 { $street ->
        [preflop] 프리플롭이
        [flop] 플롭이
        [turn] 턴이
       *[river] 리버가
    } 딜되기 전에 액션했습니다
error-replay-seat-may-not-raise = { $seat }번 좌석은 레이즈할 수 없습니다: { $why ->
        [not-reopened] 베팅이 다시 열리지 않았습니다: 이미 액션했고 받은 금액이 풀 레이즈보다 적습니다
        [capped] 이 라운드의 레이즈가 캡에 도달했습니다
        [no-opponent] 레이즈를 콜할 칩을 가진 상대가 없습니다
       *[all-chips] 콜하면 칩이 모두 들어갑니다
    }
error-replay-seat-acts-out-turn = { $seat }번 좌석이 순서 외로 액션했습니다: { $to_act }번 좌석이 액션할 차례입니다
error-replay-seat-acts-nobody-to-act = { $seat }번 좌석이 순서 외로 액션했습니다: 액션할 차례인 플레이어가 없습니다
error-pokerstars-not-pokerstars-hand-history-no = PokerStars 핸드 히스토리가 아닙니다: "PokerStars Hand #" 헤더가 없습니다
error-pokerstars-other-site = 이것은 PokerStars가 아니라 “{ $site }” 핸드 히스토리입니다: floorcall은 PokerStars 텍스트, PHH, OHH를 읽습니다
error-pokerstars-floorcall-reads-no-limit-limit = "{ $what }": floorcall은 홀덤, 오마하(4~6장, 하이/로우), 세븐 카드 스터드, 스터드 하이/로우, 라즈, 파이브 카드 드로, 2-7 싱글 드로와 트리플 드로, A-5 트리플 드로, 바둑이를 읽습니다
error-pokerstars-dead-or-extra-blinds-not = "{ $l }": 데드 블라인드나 추가 블라인드는 지원하지 않습니다
error-pokerstars-blind-not-buttons-order = { $seat }번 좌석이 버튼 위치상 해당하지 않는 블라인드를 냅니다 (블라인드가 버튼이 정하는 위치에 있지 않음)
error-pokerstars-hand-cut-short = 한 핸드 안에 테이블 줄이 두 번 나옵니다: 앞 핸드가 중간에 끊기고 다음 핸드가 이어 붙었습니다
error-pokerstars-not-an-amount = 금액이 아닙니다: "{ $text }"
error-pokerstars-unreadable-seat-line = 좌석 줄처럼 시작하지만 좌석 줄로 읽을 수 없습니다: "{ $text }" (예상 형식: "Seat N: name (chips in chips)")
error-pokerstars-button-not-a-number = 버튼 좌석이 숫자가 아닙니다
error-pokerstars-fewer-than-two-players = 앉아 있는 플레이어가 두 명 미만입니다
error-pokerstars-no-big-blind = 빅 블라인드를 찾을 수 없습니다
error-pokerstars-no-button-line = 테이블 줄에 "Seat #N is the button"이 없습니다
error-ohh-not-valid-ohh-json = 유효한 OHH(JSON)가 아닙니다: { $value }
error-ohh-no-hand-found = 핸드를 찾을 수 없습니다
error-ohh-not-amount = 금액이 아닙니다: "{ $value }"
error-ohh-button-seat = 버튼 좌석
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }: floorcall은 OHH의 Holdem, Omaha, OmahaHiLo, Stud, StudHiLo, Draw와 이름으로 Razz, Badugi, ShortDeck(NL), Courchevel(PL)을 읽습니다
error-ohh-not-player-hand = 이 핸드의 플레이어가 아닙니다
error-ohh-hand-needs-two-players = 핸드에는 플레이어가 두 명 필요합니다
error-ohh-seat-number = 좌석 번호
error-ohh-player-id = 플레이어 id
error-ohh-street-run-twice-draw-rounds = 스트리트 "{ $other }" (런 잇 트와이스와 드로 라운드는 지원하지 않음)
error-ohh-straddles-dead-blinds-ohh-not = OHH의 스트래들과 데드 블라인드는 지원하지 않습니다
error-import-no-hand-found-text = 텍스트에서 핸드를 찾을 수 없습니다
error-import-hands-text-one-hand-time = 텍스트에 핸드가 { $n }개 있습니다: 한 번에 한 핸드씩 보내세요
error-import-hand-text-needs-hand-format = `hand_text`에는 `hand_format`이 필요합니다
error-import-send-either-hand-or-hand = `hand`와 `hand_text` 중 하나만 보내세요. 둘 다 보낼 수는 없습니다
error-import-ruling-needs-hand-hand-or = 판정에는 핸드가 필요합니다: `hand`, 또는 `hand_format`과 함께 `hand_text`
error-phh-no-phh-hand-found-hand = PHH 핸드를 찾을 수 없습니다: 핸드에는 `variant` 필드가 필요합니다
error-phh-expected-non-negative-amount = 음수가 아닌 금액이어야 합니다
error-phh-not-amount = 금액이 아닙니다: "{ $value }"
error-phh-missing-variant = `variant`가 없습니다
error-phh-missing = 없음
error-phh-players-hand-has = 플레이어 { $n }명: 핸드에는 2~10명이 있어야 합니다
error-phh-action-string = 액션은 문자열입니다
error-phh-missing-actions = `actions`가 없습니다
error-phh-not-amount-2 = 금액이 아닙니다: "{ $value }"
error-phh-amounts-have-more-than-six = 금액의 소수점 이하 자릿수가 여섯 자리를 넘습니다
error-phh-seat-number = 좌석 번호
error-phh-seats-starting-stacks-differ-length = `seats`와 `starting_stacks`의 길이가 다릅니다
error-phh-hands-without-big-blind-button = 빅 블라인드가 없는 핸드(버튼 블라인드, 브링인)는 지원하지 않습니다
error-phh-not-player-hand = 이 핸드의 플레이어가 아닙니다: "{ $w }"
error-phh-not-phh-action-floorcall-understands = floorcall이 이해하는 PHH 액션이 아닙니다: "{ $value }"
error-phh-board-cards-do-not-add = 보드 카드가 플롭, 턴, 리버의 장수와 맞지 않습니다
error-phh-not-valid-toml = 유효한 PHH(TOML)가 아닙니다: { $detail }
error-phh-variant-not-supported-floorcall-models = 지원하지 않는 variant입니다: { $other }. floorcall은 NT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D와 자체 코드 PC, PC/8(쿠르슈벨)을 읽습니다
error-deal-at-least-one-card = `cards`는 최소 1이어야 합니다
error-deal-seat-needed = `{ $error }`에는 해당 좌석이 필요합니다
error-deal-more-than-hole-cards = 노출된 카드가 { $cards }장이지만, 플레이어가 가진 카드는 { $hole }장입니다
error-deal-seat-out-of-range = 좌석 번호는 1부터 { $max }까지입니다
error-deal-seat-was-dealt-in = { $seat }번 좌석은 카드를 받았습니다 (핸드에 참여 중). `dealt_in_wrongly`를 사용하거나, 카드를 받지 못한 좌석을 지정하세요
error-deal-not-one-card = `As`처럼 카드 한 장을 지정하세요
error-board-no-board-preflop = 프리플롭에는 보드 카드를 딜하지 않습니다: 플롭, 턴, 리버 중 하나를 지정하세요
error-board-four-cards-on-flop-only = 카드 네 장 딜은 플롭 오류입니다: `street`는 `flop`이어야 합니다
error-board-end-before-wrong-deal = { $street ->
        [preflop] 프리플롭이
        [flop] 플롭이
        [turn] 턴이
       *[river] 리버가
    } 잘못 딜되기 직전까지의 핸드를 보내세요. 보낸 핸드에 이미 그 딜이 들어 있습니다
error-board-round-was-over = { $street ->
        [preflop] 프리플롭이
        [flop] 플롭이
        [turn] 턴이
       *[river] 리버가
    } 딜되었을 때 베팅 라운드는 이미 끝나 있었습니다: 너무 일찍 딜된 것이 아닙니다
error-board-not-the-next-street = { $street ->
        [preflop] 프리플롭은
        [flop] 플롭은
        [turn] 턴은
       *[river] 리버는
    } 핸드의 액션 다음에 올 스트리트가 아닙니다
error-board-no-such-deal = 핸드에 { $street ->
        [preflop] 프리플롭
        [flop] 플롭
        [turn] 턴
       *[river] 리버
    } 딜이 없습니다: 그 스트리트가 딜된 상태와 그 뒤의 액션을 포함해 핸드를 보내세요
error-board-later-street-dealt = 핸드가 { $street ->
        [preflop] 프리플롭
        [flop] 플롭
        [turn] 턴
       *[river] 리버
    } 이후까지 이어집니다: 그 스트리트의 액션까지만 보내세요
error-button-table-size = `table_size`는 지정된 모든 좌석을 포함해야 하며 (최소 { $named }), 최대 { $max }입니다
error-button-seat-taken = { $seat }번 좌석은 이 테이블의 빈 좌석이 아닙니다
error-button-no-next-hand = 남은 플레이어가 두 명 미만입니다: 이 테이블에는 다음 핸드가 없습니다
error-button-correct-button-needed = `button_misplaced`에는 버튼이 있어야 할 좌석인 `correct_button`이 필요합니다
error-button-correct-button-differs = `correct_button`은 버튼이 있는 { $seat }번 좌석이 아닌, 1부터 { $max }까지의 좌석이어야 합니다
error-button-dodger-seat-needed = `dodging_blinds`에는 그 플레이어의 좌석이 필요합니다

## hand-for-hand
h4h-places = 남은 플레이어가 { $remaining }명인 핸드에서 { $count }명이 탈락합니다: { $count ->
        [1] { $best }위
       *[other] { $best }위부터 { $worst }위까지
    }. 상금은 { $paid }위까지 지급됩니다.
h4h-shared = 상금권에 들어가는 핸드에서 탈락한 플레이어들은 그 핸드에서 지급되는 순위를 나눕니다 ({ $rule_rp_hand_for_hand }-A): { $count }명이 { $best }위부터 { $worst }위까지의 순위와 상금을 균등하게 나눕니다.
h4h-ranked = 같은 핸드에서 탈락한 플레이어들은 그 핸드를 시작할 때 가진 칩의 순서대로 순위가 정해지며, 스택이 클수록 순위가 높습니다. 스택이 같으면 순위를 나눕니다 ({ $rule_simultaneous_busts }).
h4h-left-over = 균등하게 나눈 뒤 남는 금액({ $left_over })은 누가 받을지 플로어가 정합니다.
h4h-not-announced = 상금 자격은 핸드 포 핸드가 발표될 때부터 시작됩니다 ({ $rule_rp_hand_for_hand }-A). 이 핸드 전에 발표되지 않았으므로, 이번 탈락의 순서는 플로어가 정합니다.
h4h-summary-shared = { $count }명이 상금({ $money })을 나누어 각자 { $each }씩 받습니다.
h4h-summary-ranked = { $count }명은 핸드를 시작할 때의 스택 순서대로 순위가 정해지며, 순위에 따라 상금({ $money })을 나눕니다.
h4h-summary-no-prize = 탈락한 플레이어 중 상금권에 든 사람이 없습니다: 가장 높은 순위는 { $best }위이며, 상금은 { $paid }위까지 지급됩니다.
h4h-summary-one = 플레이어는 { $place }위로 마칩니다: { $money }.
h4h-ranked-anyway = 이 핸드 전에 핸드 포 핸드가 발표되지 않았지만, 2026년 규칙은 그래도 같은 핸드에서 탈락한 플레이어들의 순위를 핸드 시작 스택으로 정합니다 ({ $rule_simultaneous_busts }).
error-h4h-busted = `busted`에는 플레이어 1~100명이 필요합니다
error-h4h-remaining = 남은 플레이어 { $remaining }명 중 { $busted }명이 한 핸드에서 탈락하면서 토너먼트가 계속될 수는 없습니다
error-h4h-paid = `paid`에는 1~100,000개의 순위가 필요합니다
error-h4h-payouts = { $best }위부터 { $need }개 순위의 상금이 필요합니다: 탈락한 플레이어들이 그 순위로 마칩니다
error-h4h-one-per-player = 탈락한 플레이어마다 항목이 하나씩 필요합니다: 탈락 { $busted }명, 입력 { $got }개
error-h4h-payouts-range = 상금은 탈락한 플레이어 한 명당 최대 하나이며, 각각 최대 10^18입니다
error-h4h-start-stack = 2026년 규칙은 탈락한 플레이어들의 순위를 그 핸드를 시작할 때 가진 칩으로 정합니다: 각 플레이어의 `start_stack`을 입력하세요

## chip-race
race-exchange = { $removed }짜리 칩이 플레이에서 빠집니다: 각 플레이어의 해당 칩은 같은 가치의 { $lowest }짜리 칩으로 교환되고, 남는 칩(합계 { $odd_total })은 1번 좌석부터 시작해 플레이어당 최대 칩 하나씩 레이스합니다 ({ $rule_chip_race }-A): { $chips ->
        [0] { $lowest }짜리 칩 없음
       *[other] { $lowest }짜리 칩 { $chips }개
    }, 남는 가치는 가장 가까운 칩 단위로 반올림합니다.
race-all-exchanged = 제거되는 칩은 모두 같은 가치로 교환됩니다: 레이스할 것이 남지 않습니다.
race-raced = { $chips ->
        [0] 레이스로 얻는 칩이 없습니다
       *[other] { $lowest }짜리 칩 { $chips }개를 레이스합니다: 레이스 카드가 가장 높은 { $winners }번 좌석에 갑니다
    }.
race-to-run = { $chips ->
        [0] { $seats }번 좌석 사이에서 레이스할 칩이 없습니다
       *[other] { $seats }번 좌석 사이에서 { $lowest }짜리 칩 { $chips }개를 레이스합니다
    }: 1번 좌석부터 오드 칩 하나당 레이스 카드 한 장을 딜하며, 가장 높은 카드가 이기고, 한 플레이어가 받는 칩은 최대 하나입니다.
race-kept-in = { $seat }번 좌석은 레이스에서 마지막 칩을 잃었습니다: 레이스로 탈락하는 사람은 없으므로 그 좌석은 { $lowest }짜리 칩 하나를 받습니다.
race-exactly-half = 오드 칩이 정확히 { $lowest }짜리 칩의 절반입니다: 올림하는 것이 일반적인 관행이며, 플로어가 결정합니다.
race-may-be-kept-in = 레이스에서 마지막 칩을 잃은 플레이어는 레이스로 탈락하지 않습니다: 그 플레이어는 { $lowest }짜리 칩 하나를 받습니다.
error-race-denominations = 제거되는 칩 단위({ $removed })는 아직 플레이 중인 가장 낮은 단위({ $lowest })보다 작아야 합니다
error-race-seat-twice = { $seat }번 좌석이 두 번 나열되었습니다
error-race-one-per-seat = `odd`에는 핸드의 좌석마다 숫자 하나씩, 좌석 순서대로 필요합니다: 좌석 { $seats }개, 숫자 { $got }개
error-race-more-than-stack = { $seat }번 좌석이 제거되는 단위의 칩을 { $value }만큼 가질 수는 없습니다: 스택이 { $stack }입니다
error-race-not-in-order = { $seat }번 좌석에는 레이스할 오드 칩이 있지만 `order`에 없습니다

## before-amount
before-amount-facts = { $bettor }번 좌석이 “베팅” 또는 “레이즈”라고 말했고, 금액(합계 { $to })을 밝히기 전에 { $seat }번 좌석이 액션했습니다. 플레이어는 액션하기 전에 금액이 명확해질 때까지 기다려야 합니다 ({ $rule_acting_in_turn }-B).
before-amount-brought-up = 밝힌 금액({ $stated })은 유효한 가장 작은 베팅 또는 레이즈보다 적습니다: { $to }까지 올립니다 ({ $rule_raise_amounts }).
before-amount-over-pot = 밝힌 금액({ $stated })은 팟 크기 베팅보다 많습니다: { $to }까지로 줄입니다 ({ $rule_pot_limit_bets }).
before-amount-over-limit = 밝힌 금액({ $stated })은 리밋이 허용하는 것보다 많습니다: { $to }까지의 베팅 또는 레이즈 한 번입니다 ({ $rule_number_of_raises }).
before-amount-over-stack = 밝힌 금액({ $stated })은 베팅한 플레이어가 가진 것보다 많습니다: { $to }까지의 올인입니다.
before-amount-all-in-capped = { $seat }번 좌석이 올인을 선언했습니다: 이 베팅 구조에서 이는 허용되는 가장 큰 레이즈인 { $to }까지이며, 그대로 유효합니다 ({ $rule_acting_in_turn }-A).
before-amount-fold-stands = { $seat }번 좌석의 폴드는 자기 차례에 한 것이며, 자기 차례의 액션은 구속력이 있습니다 ({ $rule_acting_in_turn }-A): { $bettor }번 좌석이 그 뒤에 어떤 금액을 밝혔든 폴드는 유효합니다.
before-amount-all-in-stands = { $seat }번 좌석의 올인은 자기 차례에 한 것이므로 구속력이 있습니다 ({ $rule_acting_in_turn }-A): { $seat }번 좌석은 { $to } 올인입니다.
before-amount-held-to-call = { $seat }번 좌석은 { $bettor }번 좌석의 금액이 알려지기 전에 콜했습니다: 플로어는 상황에 가장 맞게 판정하며, 콜한 플레이어를 어떤 금액에든 구속할 수 있습니다 ({ $rule_conditional_declarations }-B). 규칙상 기본 판정은 그 베팅을 콜하는 것으로, 합계 { $to }(추가 { $to_call })입니다.
before-amount-if-choose-again = 금액이 알려진 이상 { $seat }번 좌석이 다시 선택하게 하는 것이 더 공정하다고 플로어가 판단하는 경우
error-before-amount-bettor-not-to-act = { $seat }번 좌석은 액션할 차례인 플레이어가 아닙니다: 베팅한 플레이어란 “베팅” 또는 “레이즈”라고 말한 플레이어를 뜻합니다
error-before-amount-not-next = { $seat }번 좌석은 { $bettor }번 좌석 다음에 액션할 차례가 아닙니다: 그보다 뒤의 좌석이 한 액션은 순서 외 액션입니다 (`out_of_turn`)
error-before-amount-call-fold-or-all-in = 액션은 콜, 폴드, 올인 중 하나여야 합니다

## pot-count
pot-count-not-counted = 플레이어가 팟 카운트를 요청할 권리는 팟 리밋에서만 있습니다: 이 게임에서 딜러는 { $seat }번 좌석을 위해 팟을 카운트하지 않습니다 ({ $rule_pot_limit_bets }-A).
pot-count-spread = 요청이 있으면 모두가 볼 수 있도록 팟을 펼쳐 보일 수 있습니다 ({ $rule_rp_spreading_the_pot }).
pot-count-counted = 팟 리밋: 딜러가 { $seat }번 좌석을 위해 팟을 카운트합니다: { $pot } ({ $rule_pot_limit_bets }-A).
pot-count-counted-to-act = 팟 리밋: 딜러가 { $seat }번 좌석을 위해 팟을 카운트합니다: { $pot }. { $seat }번 좌석이 할 수 있는 가장 큰 베팅은 { $max }까지입니다 ({ $rule_pot_limit_bets }-A).

## stub
stub-all = 떨어뜨린 스텁이 머크나 번 카드와 섞였습니다: 섞인 카드를 모두 함께 스크램블하고 셔플한 뒤 커트하며, 새 스텁으로 플레이를 계속합니다 ({ $rule_rp_disordered_stub }).
stub-rebuild = 스텁을 원래 순서대로 재구성할 수 있습니다: 그 순서로 되돌려 놓고 플레이를 계속합니다 ({ $rule_rp_disordered_stub }).
stub-stub-only = 스텁을 재구성할 수 없습니다: 머크나 번 카드는 빼고 스텁의 카드만으로 새 스텁을 만들어 스크램블, 셔플, 커트한 뒤 플레이를 계속합니다 ({ $rule_rp_disordered_stub }).
stub-try-first = 먼저, 확실하게 할 수 있다면 스텁을 원래 순서대로 재구성합니다 ({ $rule_rp_disordered_stub }).
stub-if-cannot-rebuild = 순서를 확실하게 재구성할 수 없는 경우: 스텁의 카드만으로 새 스텁을 만들어 셔플하고 커트
stub-face-down = 핸드 도중의 재셔플은 모두 카드를 노출하지 않고 뒷면인 채로 합니다 ({ $rule_irregular_flops }-D).

## non-chip-item
item-rule = 칩으로서의 가치가 없는 아이템(바운티 칩, 클락 토큰)은 베팅 칩과 크기가 달라야 합니다. 그런 아이템으로 한 베팅은 하우스 방침이나 플로어의 판단에 따라 해석하며, 콜 또는 올인으로 판정될 수 있습니다 ({ $rule_rp_non_denominational_items }).
item-call = 규칙상 기본 판정은 콜입니다: { $seat }번 좌석은 { $to_call } 콜합니다.
item-check = 콜할 금액이 없으므로 그 아이템은 { $seat }번 좌석의 체크로 해석합니다.
item-if-all-in = 플로어가 그 아이템을 { $seat }번 좌석의 올인으로 해석하는 경우
error-item-not-to-act = { $seat }번 좌석은 액션할 차례인 플레이어가 아닙니다

## gesture
gesture-rule = 테이블을 두드리는 것은 체크입니다 ({ $rule_terminology_and_gestures }).
gesture-check = 콜할 금액이 없으므로 { $seat }번 좌석이 테이블을 두드린 것은 체크입니다.
gesture-facing-bet = 콜할 베팅({ $to_call })이 있는 상태에서 체크는 유효한 액션이 아닙니다: 베팅을 받고 “체크”라고 말한 경우와 마찬가지로 ({ $rule_invalid_bet_declarations }), { $seat }번 좌석은 콜 또는 폴드할 수 있지만 레이즈할 수는 없습니다.
error-gesture-not-to-act = { $seat }번 좌석은 액션할 차례인 플레이어가 아닙니다

## rebuy-announced
rebuy-rule = 플레이어는 리바이를 위해 핸드를 거를 수 없습니다. 핸드가 시작되기 전에 리바이를 알린 플레이어는 그 핸드에서 그 칩을 비하인드 칩으로 삼아 플레이하며, 반드시 리바이를 해야 합니다 ({ $rule_rebuys }). 핸드는 첫 리플, 셔플 머신 버튼 누르기, 또는 딜러 교대로 시작됩니다 ({ $rule_new_hand_new_limits }).
rebuy-plays-behind = 핸드가 시작되기 전에 알렸습니다: 플레이어는 스택({ $stack })과 리바이 칩({ $chips })을 비하인드로 두고 합계 { $in_play }만큼 플레이하며, 반드시 리바이를 해야 합니다.
rebuy-after-hand = 핸드가 시작된 뒤에 알렸습니다: 그 핸드는 시작할 때 플레이어가 가진 스택({ $stack })으로 플레이하며, 리바이 칩({ $chips })은 핸드가 끝난 뒤에 들어옵니다.
error-rebuy-chips = chips: 0보다 크고 floorcall이 받는 가장 큰 스택 이하

## level-change
level-began-before = 핸드는 새 레벨이 시작되기 전에 시작되었고, 새 레벨은 다음 핸드부터 적용됩니다: 이 핸드는 이전 레벨로 플레이합니다 ({ $rule_new_hand_new_limits }).
level-dealer-push = 새 레벨은 딜러 교대 중에 시작되었습니다: 새로 들어온 딜러는 이전 레벨로 한 핸드, 즉 이 핸드를 딜합니다 ({ $rule_new_hand_new_limits }).
level-same-forced-bets = 새 레벨의 블라인드와 앤티는 이 핸드가 딜될 때의 것과 같습니다: 정정할 것이 없습니다 ({ $rule_new_hand_new_limits }).
level-after-substantial = 핸드가 실수로 이전 레벨로 딜되었지만 실질 액션이 있었습니다 (액션 { $actions }회, 그중 칩을 넣은 액션 { $with_chips ->
        [0] 없음
       *[other] { $with_chips }회
    }, { $rule_substantial_action }): 핸드는 이전 레벨로 계속됩니다 ({ $rule_new_hand_new_limits }).
level-corrected = 핸드가 실수로 이전 레벨로 딜되었고 실질 액션은 없었습니다: 새 레벨(블라인드 { $small }-{ $big })로 정정합니다 ({ $rule_new_hand_new_limits }).
level-adds = { $seat }번 좌석은 { $amount }만큼 추가합니다.
level-does-not-fit = 이미 한 액션이 새 레벨에 맞지 않습니다: 어떻게 정정할지는 플로어가 결정합니다.
error-level-blinds = 새 블라인드에는 1 이상의 빅 블라인드와 그보다 크지 않은 스몰 블라인드가 필요합니다

## wrong-seat
seat-rule = 좌석은 무작위로 추첨합니다. 스택은 맞지만 잘못된 좌석에 앉아 있는 것이 발견된 플레이어는 스택 전체를 가지고 올바른 좌석으로 이동합니다 ({ $rule_random_seating }): { $seat }번 좌석의 플레이어는 { $assigned }번 좌석으로 갑니다.
seat-silent = 규칙은 플레이어가 어디로, 무엇을 가지고 가는지만 정할 뿐, 진행 중인 핸드나 이동으로 바뀌는 블라인드를 어떻게 할지는 정하지 않습니다: 그것은 플로어가 결정합니다 ({ $rule_floor_decisions }).
seat-redeal = { $seat }번 좌석의 플레이어는 지금 { $assigned }번 좌석으로 이동하고, 그 플레이어가 그 좌석에 앉은 상태로 핸드를 다시 딜합니다.
seat-nobody-acted = 아직 아무도 액션하지 않았으므로 다시 딜해도 누구에게도 손해가 없습니다: 규칙상 기본 판정은, 잘못 딜된 좌석의 경우처럼 ({ $rule_misdeals }-A), 핸드를 플레이하기 전에 플레이어를 { $seat }번 좌석에서 { $assigned }번 좌석으로 옮기고 다시 딜하는 것입니다.
seat-back = { $seat }번 좌석은 이미 낸 { $amount }만큼 돌려받습니다.
seat-takes-stack = { $seat }번 좌석의 스택 전체({ $amount })가 함께 이동합니다.
seat-if-played-as-dealt = 플로어가 이 핸드를 딜된 대로 플레이하고, 핸드가 끝나면 { $seat }번 좌석의 플레이어를 이동시키는 경우
seat-plays-on = 핸드는 딜된 대로 계속됩니다. 핸드가 끝나면 { $seat }번 좌석의 플레이어는 스택 전체를 가지고 { $assigned }번 좌석으로 이동합니다.
seat-not-killed = 규칙에는 잘못된 좌석에 앉은 플레이어의 핸드를 데드로 하는 내용이 없습니다: { $seat }번 좌석의 핸드는 딜된 자리에서 라이브로 유지됩니다.
seat-after-substantial = 실질 액션이 있었습니다 (액션 { $actions }회, 그중 칩을 넣은 액션 { $with_chips ->
        [0] 없음
       *[other] { $with_chips }회
    }, { $rule_substantial_action }): 딜은 유효합니다 ({ $rule_misdeals }-D).
seat-before-substantial = 아직 실질 액션이 없습니다 (액션 { $actions }회, { $rule_substantial_action }): 플로어는 대신 이를 잘못 딜된 좌석으로 보고 다시 딜할 수 있습니다 ({ $rule_misdeals }-A).
seat-if-redealt = 플로어가 이미 낸 칩을 모두 돌려주고, { $seat }번 좌석의 플레이어를 배정된 좌석에 앉혀 다시 딜하는 경우
seat-stack-in-play = { $seat }번 좌석의 칩: 비하인드 { $behind }, 팟 안 { $in_pot }. 핸드가 끝났을 때의 스택이 플레이어와 함께 이동합니다.
seat-moves-now = { $seat }번 좌석의 플레이어는 다음 딜 전에 스택 전체를 가지고 { $assigned }번 좌석으로 이동합니다. 이미 플레이한 핸드는 유효합니다.
seat-hands-stand = { $seat }번 좌석에서 플레이한 핸드는 유효합니다: 규칙은 이미 플레이된 것을 되돌리지 않습니다.
seat-posted = 이 핸드에서 { $seat }번 좌석은 잘못된 좌석에서 { $amount }만큼 냅니다.
seat-big-blind-reaches = 빅 블라인드({ $big })는 핸드마다 한 좌석씩 이동합니다: { $seat }번 좌석의 플레이어에게는 { $from_wrong ->
        [0] 이번 핸드에
       *[other] { $from_wrong }핸드 뒤에
    } 오게 되고, { $assigned }번 좌석의 플레이어에게는 { $from_assigned ->
        [0] 이번 핸드에
       *[other] { $from_assigned }핸드 뒤에
    } 옵니다.
seat-later = 이동으로 플레이어의 빅 블라인드가 { $hands }핸드 늦어집니다: 건너뛴 블라인드({ $big })를 보충하게 하는 규칙은 없으므로 플로어가 결정합니다.
seat-sooner = 이동으로 플레이어의 빅 블라인드({ $big })가 { $hands }핸드 빨라집니다: 이동으로 일찍 오거나 한 바퀴에 두 번 오는 블라인드를 면제하거나 환불하는 규칙은 없으므로 플로어가 결정합니다.
seat-taken = { $seat }번 좌석의 플레이어에게 추첨된 { $assigned }번 좌석에는 이미 다른 사람이 앉아 있습니다: 누가 어디에 앉을지는 플로어가 정리하며, 각 플레이어는 스택 전체를 가지고 이동합니다.
seat-taken-in-hand = { $assigned }번 좌석은 이 핸드에 참여 중인 좌석입니다: 다른 플레이어가 앉아 있으며, 그 플레이어도 잘못된 좌석에 있을 수 있습니다.
seat-taken-floor = 규칙은 올바른 좌석이 이미 차 있을 때 어떻게 할지 정하지 않습니다: 플로어가 결정합니다 ({ $rule_floor_decisions }).
seat-if-taken = { $assigned }번 좌석에 다른 플레이어가 앉아 있는 것으로 밝혀진 경우: 플로어가 두 좌석을 정리
error-seat-assigned = 배정된 좌석은 { $seat }번 좌석이 아닌, 1부터 12까지의 좌석 번호여야 합니다 (입력값: { $assigned })
error-seat-assigned-in-hand = { $assigned }번 좌석은 이 핸드에 참여 중인 좌석이므로 비어 있지 않습니다
error-seat-actions-shown = 핸드에 플레이어 액션이 { $actions }회 있습니다: 핸드 도중에 발견된 잘못된 좌석이라면 noticed는 during_hand입니다

## away-from-table
away-rule = 라이브 핸드를 가진 플레이어는 올인한 플레이어를 포함해 베팅과 쇼다운이 끝날 때까지 테이블에 머뭅니다: 자리를 떠나는 것은 핸드를 보호하고 액션을 따라가는 것과 맞지 않으며, 페널티를 받을 수 있습니다 ({ $rule_at_the_table }).
away-live = { $seat }번 좌석의 핸드는 라이브로 유지됩니다. 자리를 떠난 것에 대해 페널티를 줄지는 플로어가 결정합니다.
away-not-killed = 규칙은 자리를 떠난 플레이어의 핸드를 데드로 하지 않습니다: { $seat }번 좌석의 핸드는 자리를 떠났다는 이유로 데드가 되지 않습니다.
away-all-in = { $seat }번 좌석은 올인이며, 팟에 넣은 칩({ $in_pot })은 팟에 그대로 있습니다: 더 이상 액션할 것이 없으며, 핸드는 쇼다운까지 진행됩니다.
away-to-act-facing = 액션은 { $seat }번 좌석에 있으며, 콜할 금액은 { $to_call }입니다.
away-to-act-no-bet = 액션은 { $seat }번 좌석에 있으며, 콜할 금액은 없습니다.
away-when-action-comes = { $seat }번 좌석은 아직 액션할 차례가 아닙니다.
away-silent = 규칙은 자리에 없는 플레이어에게 액션이 왔을 때 어떻게 되는지 정하지 않습니다. 플로어는 그 좌석에 클락을 요청할 수 있습니다 ({ $rule_calling_for_a_clock }): 시간이 다 되면 베팅을 받은 핸드는 데드가 되고, 받은 베팅이 없는 핸드는 체크로 처리됩니다.
away-if-clock-facing-bet = 베팅을 받은 { $seat }번 좌석에 클락이 요청되고 플레이어가 돌아오기 전에 시간이 다 된 경우: 핸드는 데드이며, 넣은 칩({ $in_pot })은 팟에 남음
away-if-clock-no-bet = { $seat }번 좌석에 클락이 요청되고 플레이어가 돌아오기 전에 시간이 다 된 경우: 핸드는 체크됨
away-dead = { $seat }번 좌석의 핸드는 데드입니다: 플레이어가 자리에 없는 상태에서 베팅을 받은 채 클락이 다 되었습니다. 그 좌석이 넣은 칩({ $in_pot })은 팟에 남습니다.
away-clock-facing-bet = 콜할 금액({ $to_call })이 있고 플레이어가 자리에 없는 상태에서, { $seat }번 좌석에 요청된 클락이 다 되었습니다: 핸드는 데드입니다 ({ $rule_calling_for_a_clock }).
away-checked = { $seat }번 좌석은 체크로 처리됩니다: 플레이어가 자리에 없고 콜할 금액이 없는 상태에서 클락이 다 되었습니다.
away-clock-no-bet = 콜할 금액이 없고 플레이어가 자리에 없는 상태에서, { $seat }번 좌석에 요청된 클락이 다 되었습니다: 핸드는 체크로 처리되며 라이브로 유지됩니다 ({ $rule_calling_for_a_clock }).
away-chips = 자리를 떠나도 칩은 움직이지 않습니다: { $seat }번 좌석은 비하인드 칩({ $behind })을 그대로 가지며, 그 좌석이 넣은 칩({ $in_pot })은 팟에 남습니다.
away-penalty = 자리를 떠난 것에 대해 { $seat }번 좌석에 페널티를 줄지, 준다면 어떻게 줄지는 경고부터 라운드 결장까지의 범위에서 플로어가 결정합니다 ({ $rule_penalties }).
error-away-no-live-hand = { $seat }번 좌석은 폴드했습니다: 지킬 라이브 핸드가 없습니다
error-away-not-to-act = { $seat }번 좌석은 액션할 차례인 플레이어가 아니므로, 그 좌석에 대해 클락이 다 되었을 수 없습니다

## chips-out-of-view
view-rule = 토너먼트 칩은 보이지 않게 되는 어떤 방식으로도 들고 있거나 옮겨서는 안 됩니다. 그렇게 한 플레이어는 그 칩을 몰수당하고, 칩은 플레이에서 제외되며, 플레이어는 페널티를 받을 수 있습니다 ({ $rule_chips_out_of_view }).
view-forfeited = { $seat }번 좌석은 칩({ $amount })을 몰수당합니다: 그 칩은 플레이에서 제외됩니다.
view-pocketed = { $seat }번 좌석은 칩({ $amount })을 주머니, 가방 또는 옷 안에 가지고 있었습니다: 보이지 않는 상태입니다.
view-concealed = { $seat }번 좌석은 테이블에서 아무도 볼 수 없게 칩({ $amount })을 쥐고 있거나 가리고 있었습니다: 보이지 않는 상태입니다.
view-carried-hidden = { $seat }번 좌석은 칩({ $amount })을 보이지 않게 다른 테이블로 옮겼습니다: 이동 중인 칩은 보이는 상태여야 합니다.
view-out-of-play = 그 칩({ $amount })은 토너먼트에서 제외됩니다: 어떤 플레이어에게도, 어떤 팟에도 가지 않습니다.
view-left = { $seat }번 좌석은 테이블 위에 보이는 칩({ $stack })을 유지합니다.
view-nothing-left = { $seat }번 좌석에는 보이는 칩이 남아 있지 않습니다: 플레이어에게 이후 어떤 조치를 할지는 플로어가 결정합니다 ({ $rule_floor_decisions }).
view-penalty = 몰수는 규칙에 따른 것입니다. 그 외에 { $seat }번 좌석에 경고부터 실격까지의 페널티를 줄지는 플로어가 결정합니다 ({ $rule_penalties }).
view-kept = { $seat }번 좌석은 칩({ $amount })을 유지합니다: 그 칩은 잘 보이게 옮겨졌습니다.
view-in-view = { $seat }번 좌석은 칩({ $amount })을 잘 보이게 옮겼습니다 (랙에 담거나 열린 트레이 위에 두고): 보이지 않은 것이 없으므로 몰수되는 것도 없습니다.
view-kept-total = { $seat }번 좌석은 합계 { $total }의 칩으로 계속 플레이합니다.
error-view-seat = 좌석은 1부터 12까지의 좌석 번호여야 합니다 (입력값: { $seat })
error-view-amount = 보이지 않은 칩은 최소 1이어야 하며, 허용되는 가장 큰 칩 수를 넘을 수 없습니다
error-view-stack = 보이는 스택이 허용되는 가장 큰 칩 수보다 많습니다

## house
house-no-effect = 하우스 룰({ $title })은 이 판정을 바꾸지 않습니다: 이 판정은 TDA 규칙에 따른 것입니다.
house-applied = 하우스 룰 { $label } ({ $title }) 적용: { $text }
house-applied-bare = 하우스 룰 { $label } ({ $title }) 적용.
house-under-tda = TDA 규칙만 적용하면 ({ $citation }): { $summary }.

## Rule titles (the message) and summaries (.summary), by the rule's stable key.

rule-floor-decisions = 플로어의 결정
    .summary = 플로어는 게임의 최선의 이익과 공정성을 최우선으로 하며, 규칙을 엄격하게 적용하면 부당해지는 경우 규칙에서 벗어날 수 있습니다. 플로어의 결정은 최종적입니다.
rule-player-responsibilities = 플레이어의 의무
    .summary = 플레이어는 자신의 카드와 칩을 확인하고, 핸드를 보호하며, 의사를 명확히 밝히고, 액션을 따라가며, 실수를 보면 알려야 합니다.
rule-terminology-and-gestures = 공식 용어와 제스처
    .summary = 표준 용어(베팅, 콜, 레이즈, 폴드, 체크, 올인, 팟 리밋에서의 팟)를 사용합니다. 비표준 용어와 제스처는 플레이어가 그 위험을 부담합니다.
rule-player-identity = 플레이어 신원 확인
    .summary = 플레이어는 테이블에서 명확히 식별할 수 있어야 하며, 스태프는 얼굴을 가리는 물건을 벗도록 요청할 수 있습니다.
rule-electronic-devices = 전자 기기와 통신
    .summary = 테이블에서는 기기 사용과 통신이 제한되며, 전략 도구와 베팅 차트는 테이블에서 사용할 수 없습니다.
rule-official-language = 공식 언어
    .summary = 이벤트는 핸드 도중 테이블에서 사용할 수 있는 언어를 공지합니다.
rule-random-seating = 올바른 무작위 좌석 배정
    .summary = 좌석은 무작위로 추첨합니다. 스택은 맞지만 잘못된 좌석에 앉은 플레이어는 그 스택을 가지고 올바른 좌석으로 이동합니다.
rule-alternates-late-registration = 대기 참가자, 레이트 레지스트레이션, 리엔트리
    .summary = 대기 참가자, 늦게 등록한 참가자, 리엔트리 참가자는 무작위 좌석과 스택을 받고 바로 카드를 받습니다. 단, 스몰 블라인드와 버튼 사이의 좌석에서는 카드를 받지 않습니다.
rule-special-needs = 특별한 지원이 필요한 플레이어
    .summary = 특별한 지원이 필요한 플레이어에게는 합리적인 편의를 제공합니다.
rule-new-players-broken-tables = 새 플레이어와 브레이크된 테이블의 플레이어
    .summary = 브레이크된 테이블의 플레이어는 두 단계의 무작위 절차로 좌석을 추첨하며, 블라인드와 버튼을 포함해 어느 위치에든 앉게 될 수 있습니다.
rule-balancing-tables = 테이블 밸런싱과 플레이 중단
    .summary = 테이블은 밸런스를 유지합니다. 다음에 빅 블라인드를 낼 플레이어가 가장 불리한 위치로 이동합니다. 가장 큰 테이블보다 인원이 세 명 이상 적은 테이블은 블라인드에 영향이 생기면 플레이를 중단합니다.
rule-cards-speak = 선언. 쇼다운에서는 카드가 말한다
    .summary = 쇼다운에서는 공개된 카드가 승자를 정합니다. 플레이어가 자기 핸드에 대해 한 말은 구속력이 없으며, 잘못된 판독은 누구든 지적해야 합니다.
rule-tabling-cards = 카드 공개와 승리 핸드의 킬
    .summary = 핸드는 모든 카드를 앞면으로 읽을 수 있게 놓았을 때 공개된 것입니다. 올바르게 공개하지 않은 핸드를 머크하는 플레이어는 그 위험을 스스로 부담합니다. 딜러는 올바르게 공개된 승리 핸드를 킬할 수 없습니다.
rule-live-cards-at-showdown = 쇼다운에서의 라이브 카드
    .summary = 뒷면으로 버린 카드는 머크에 닿거나 식별할 수 없게 될 때까지 라이브입니다. 여전히 완전히 식별할 수 있는 핸드는 회수할 수 있습니다.
rule-showdown-discarding-irregularities = 쇼다운과 카드 버림의 이상 상황
    .summary = 승리 핸드의 일부만 보여 준 플레이어에게는 전부 공개하도록 요청합니다. 베팅한 플레이어가 이겼다고 생각하고 카드를 버리면, 콜된 베팅은 잃지만 콜되지 않은 베팅은 돌려받습니다.
rule-face-up-for-all-ins = 올인 시 카드 앞면 공개
    .summary = 플레이어가 올인하고 더 이상 베팅이 불가능해지면, 남은 카드를 딜하기 전에 모든 라이브 핸드를 즉시 앞면으로 공개합니다.
rule-showdown-order = 올인이 아닌 쇼다운과 쇼다운 순서
    .summary = 올인이 없으면 마지막 라운드에서 마지막으로 베팅하거나 레이즈한 플레이어가 먼저 공개합니다. 그 라운드에 베팅이 없으면 버튼 왼쪽의 첫 번째 플레이어가 먼저 공개합니다.
rule-asking-to-see-a-hand = 핸드를 보여 달라는 요청
    .summary = 리버 베팅 후, 카드를 공개했거나 보유하고 있는 콜한 플레이어는 마지막 어그레서의 핸드를 볼 수 있습니다. 그 밖의 요청은 플로어의 재량입니다. 머크한 플레이어는 요청할 권리를 잃습니다.
rule-playing-the-board = 쇼다운에서 보드를 플레이하기
    .summary = 보드를 플레이하는 플레이어가 팟을 나누려면 홀 카드를 모두 공개해야 합니다.
rule-odd-chips = 오드 칩 지급
    .summary = 오드 칩은 가장 작은 칩 단위까지 나눕니다. 보드 게임에서는 오드 칩이 버튼 왼쪽의 첫 번째 동점 승자에게 갑니다(A항). 스터드에서는 무늬 기준으로 가장 높은 카드에 갑니다(B항). 하이/로우에서는 팟 전체의 오드 칩이 하이 쪽 절반에 갑니다(C항).
rule-simultaneous-busts = 같은 핸드에서 탈락한 플레이어
    .summary = 2026년 신설(보고된 내용): 같은 핸드에서 탈락한 플레이어들은 그 핸드를 시작할 때의 스택으로 순위를 정합니다.
rule-side-pots = 사이드 팟
    .summary = 각 사이드 팟은 따로 나누며, 사이드 팟은 메인 팟보다 먼저 지급합니다.
rule-disputed-hands = 이의가 제기된 핸드와 팟
    .summary = 핸드 판독에 대한 이의는 다음 핸드가 시작될 때까지, 팟 또는 계산 오류에 대한 이의는 다음 핸드에서 실질 액션이 있을 때까지 제기할 수 있습니다.
rule-new-hand-new-limits = 새 핸드와 새 리밋
    .summary = 새 레벨은 발표된 뒤 다음 핸드부터 적용됩니다. 실수로 이전 레벨로 시작된 핸드는 실질 액션이 있으면 이전 레벨로 그대로 진행합니다.
rule-chip-race = 칩 레이스, 예정된 컬러 업
    .summary = 컬러 업되는 칩은 레이스로 정리하며, 어떤 플레이어도 레이스로 이벤트에서 탈락하지 않습니다.
rule-chips-visible = 카드와 칩은 보이고, 셀 수 있고, 관리할 수 있게. 재량에 따른 컬러 업
    .summary = 칩은 보이고 셀 수 있게 두며, 큰 단위의 칩을 앞에 둡니다. 플로어는 칩을 컬러 업할 수 있습니다.
rule-deck-changes = 덱 교체
    .summary = 덱은 딜러 교대나 레벨 변경 때 교체합니다. 플레이어는 새 덱을 요청할 수 없습니다.
rule-rebuys = 리바이
    .summary = 플레이어는 다음 핸드가 딜되기 전에 리바이를 선언해야 합니다.
rule-rabbit-hunting = 래빗 헌팅
    .summary = 핸드가 끝난 뒤, 나왔을 카드를 공개하지 않습니다.
rule-calling-for-a-clock = 클락 요청
    .summary = 클락이 요청되면 플레이어에게는 25초와 5초 카운트다운이 주어집니다. 시간이 다 되었을 때 베팅을 받은 상태이면 핸드는 데드가 되고, 그렇지 않으면 체크로 처리됩니다.
rule-at-your-seat = 자기 자리와 라이브 핸드
    .summary = 초기 딜의 마지막 카드가 딜될 때 플레이어는 자기 자리에 있어야 하며, 그렇지 않으면 핸드는 데드입니다.
rule-at-the-table = 액션이 진행 중일 때 테이블에 머물기
    .summary = 라이브 핸드를 가진 플레이어는 올인한 플레이어를 포함해 테이블에 머뭅니다.
rule-dead-button = 데드 버튼
    .summary = 토너먼트는 데드 버튼 방식으로 진행합니다.
rule-dodging-blinds = 블라인드 회피
    .summary = 고의로 블라인드를 회피하면 페널티를 받습니다.
rule-button-placement = 버튼의 위치와 이동
    .summary = 잘못 옮겨진 버튼은 실질 액션 전이면 바로잡고, 실질 액션 후면 그대로 둡니다. 헤즈업에서는 스몰 블라인드가 버튼입니다.
rule-misdeals = 미스딜과 파울 덱
    .summary = 열거된 딜 오류가 실질 액션 전에 있으면 미스딜이며 핸드를 다시 딜합니다. 실질 액션 후에는 미스딜이 없습니다. 파울 덱은 핸드를 무효로 합니다.
rule-substantial-action = 실질 액션
    .summary = 실질 액션이란 차례에 따른 액션 두 번 중 적어도 한 번이 칩을 넣는 경우, 또는 차례에 따른 어떤 액션이든 세 번을 말합니다. 블라인드를 낸 것은 액션으로 계산하지 않습니다.
rule-button-too-few-cards = 카드를 적게 받은 버튼
    .summary = 카드를 적게 받은 버튼은 핸드를 완성할 수 있습니다. 단, 버튼이 이미 액션했다면 그렇지 않습니다.
rule-burns-after-substantial-action = 실질 액션 이후의 번
    .summary = 실질 액션 후 카드 장수가 잘못된 것으로 발견된 핸드는 데드입니다. 딜러는 스트리트마다 한 장씩 번하며, 스텁의 순서를 되돌리려 하지 않습니다.
rule-irregular-flops = 불규칙 플롭과 너무 일찍 딜된 카드
    .summary = 네 장짜리 플롭이나 너무 일찍 딜된 플롭은 정해진 절차로 바로잡습니다. 베팅 라운드가 끝나기 전에 딜된 보드 카드는 너무 일찍 딜된 카드입니다.
rule-methods-of-betting = 베팅 방법: 구두와 칩
    .summary = 베팅은 말, 칩, 또는 둘 다로 합니다. 먼저 나온 쪽이 베팅을 정하며, 동시에 나온 경우에는 명확한 구두 선언이 우선합니다.
rule-methods-of-calling = 콜 방법
    .summary = 표준적인 콜은 “콜”이라고 말하거나 그 금액을 내놓는 것입니다. 큰 베팅에 아주 작은 칩을 내놓는 것은 비표준이며, 전액 콜로 판정될 수 있습니다.
rule-methods-of-raising = 레이즈 방법
    .summary = 레이즈는 한 번의 동작으로 하거나 먼저 선언해야 합니다. 선언 없이 칩을 더 가지러 스택으로 다시 손을 가져가는 것은 허용되지 않습니다.
rule-raise-amounts = 레이즈 금액
    .summary = 레이즈는 그 스트리트에서 앞서 나온 가장 큰 풀 베팅 또는 레이즈 이상을 더해야 합니다. 말없이 내놓은 칩이 콜을 넘어 그 레이즈의 절반 이상이면 풀 레이즈로 완성해야 하며, 절반 미만이면 콜입니다.
rule-oversized-chip = 오버사이즈 칩 베팅 (오버칩)
    .summary = 베팅을 받은 상태에서 먼저 “레이즈”라고 말하지 않고 오버사이즈 칩 한 개를 내놓으면 콜입니다. 받은 베팅이 없다면 그 칩의 가치만큼의 베팅입니다.
rule-multiple-chip-betting = 여러 칩으로 하는 베팅
    .summary = 베팅을 받은 상태에서 말없이 내놓은 여러 칩은, 모든 칩이 콜에 필요하면 콜입니다. 그렇지 않으면 레이즈 금액의 50% 기준으로 정하거나, 마지막 칩이었다면 플레이어는 올인입니다.
rule-prior-bet-chips = 거둬들이지 않은 이전 베팅 칩
    .summary = 이전 칩이 아직 앞에 놓인 상태에서 레이즈를 받은 플레이어는 먼저 선언해야 합니다. 말없이 추가한 칩은 이전 칩이 콜을 충당하는지, 이전 칩을 회수했는지에 따라 판단합니다.
rule-reopening-the-bet = 베팅 다시 열기
    .summary = 노리밋과 팟 리밋에서는, 합쳐도 풀 레이즈가 되지 않는 숏 올인으로는 이미 액션한 플레이어가 다시 레이즈할 수 없습니다. 리밋에서는 베팅의 절반이면 베팅이 다시 열립니다.
rule-number-of-raises = 허용되는 레이즈 횟수
    .summary = 노리밋과 팟 리밋에는 레이즈 횟수 제한이 없습니다. 리밋 게임은 이벤트가 두 명으로 줄어들 때까지 헤즈업에서도 하우스의 캡을 따릅니다.
rule-accepted-action = 수락된 액션
    .summary = 콜하는 플레이어는 실제 베팅 금액을 알 책임이 있습니다. 잘못된 카운트를 듣고 수락한 콜이라도 올바른 금액을 내야 합니다.
rule-acting-in-turn = 자기 차례에 액션하기
    .summary = 플레이어는 자기 차례에 액션합니다. 자기 차례의 액션은 구속력이 있으며, 넣은 칩은 그대로 남습니다.
rule-binding-declarations-undercalls = 구속력 있는 선언 / 자기 차례의 언더콜
    .summary = 자기 차례에 “콜” 또는 “레이즈”라고 말하면 그 액션 전체에 구속됩니다. “콜”이라고 말하지 않고 콜보다 적게 내놓으면 언더콜입니다: 헤즈업이거나 멀티웨이에서 오프닝 베팅에 대한 것이면 전액 콜이 의무이고, 그 밖의 경우에는 플로어가 결정합니다.
rule-incorrect-bets = 잘못된 베팅, 언더베팅과 언더레이즈
    .summary = 최소 금액에 못 미치는 베팅이나 레이즈는 현재 스트리트에서, 다음 카드가 나오기 전까지 정정합니다. 팟 리밋에서 팟을 넘는 베팅은 다음 카드가 나오기 전까지 줄이고, 카운트가 적어서 생긴 언더베팅은 그 뒤에 실질 액션이 있기 전까지 올립니다.
rule-action-out-of-turn = 순서 외 액션
    .summary = 액션은 차례인 플레이어에게 되돌리며, 순서 외로 액션한 플레이어가 받았던 액션이 바뀌지 않았으면 그 액션은 구속력이 있습니다. 바뀌었다면 칩을 돌려받을 수 있고 플레이어는 모든 선택지를 갖습니다(2026년: 순서 외 패시브 액션 후에는 콜 또는 폴드만 가능). 차례를 건너뛴 플레이어가 실질 액션이 있을 때까지 아무 말도 하지 않으면 보호를 잃습니다.
rule-pot-limit-bets = 팟 크기와 팟 리밋 베팅
    .summary = 팟 리밋에서 가장 큰 레이즈는 콜 금액에 콜한 뒤의 팟 크기를 더한 금액입니다. 프리플롭에서는 블라인드를 전액으로 간주합니다. 노리밋에서 “팟”이라고 말하는 것은 금액이 아니지만, 적어도 최소 베팅 또는 레이즈에 구속됩니다.
rule-invalid-bet-declarations = 무효한 베팅 선언
    .summary = 받은 베팅이 없는데 “콜”이라고 하면 체크입니다. 베팅이 없는데 “레이즈”라고 하면 적어도 최소 베팅입니다. 베팅을 받고 “체크”라고 하면 콜 또는 폴드만 할 수 있습니다.
rule-string-bets = 스트링 베팅과 스트링 레이즈
    .summary = 스트링 베팅과 스트링 레이즈는 허용되지 않습니다.
rule-unclear-betting = 비표준적이고 불분명한 베팅
    .summary = 비표준적인 베팅은 플레이어가 그 위험을 부담합니다. 여러 뜻으로 해석될 수 있는 구두 금액은 팟을 넘지 않는 가장 높은 합리적인 금액으로 해석합니다.
rule-non-standard-folds = 비표준 폴드
    .summary = 마지막 베팅 라운드가 끝나기 전에, 받은 베팅이 없는 상태에서 자기 차례에 폴드하거나 순서 외로 폴드하면 구속력이 있으며 페널티를 받을 수 있습니다.
rule-conditional-declarations = 조건부 선언과 성급한 선언
    .summary = 향후 액션에 관한 조건부 발언은 구속력을 갖거나 페널티를 받을 수 있습니다. 베팅 금액이 알려지기 전에 한 콜은 플로어가 판단합니다.
rule-count-of-chip-stack = 상대 칩 스택의 카운트
    .summary = 상대 스택의 정확한 카운트는 자기 차례에 올인을 받았을 때만 요청할 수 있으며, 그 밖에는 추정치만 요청할 수 있습니다.
rule-over-betting-expecting-change = 거스름을 기대한 초과 베팅
    .summary = 말없이 내놓은 칩은 플레이어가 거스름을 기대하더라도 모두 인정됩니다.
rule-chips-found-behind = 나중에 비하인드 칩이 발견된 올인
    .summary = 올인이 콜된 뒤 스택 뒤에서 발견된 칩은 플로어가 판단합니다: 액션의 일부가 아니었다면 이겨도 그 칩만큼은 받지 못하고, 져도 그 칩을 지킬 수 없습니다.
rule-chips-out-of-view = 보이지 않는 칩과 이동 중인 칩
    .summary = 칩을 보이지 않게 들고 있거나 옮겨서는 안 됩니다. 플레이어가 숨긴 칩은 몰수되어 플레이에서 제외되며, 페널티가 따를 수 있습니다.
rule-lost-and-found-chips = 분실 칩과 습득 칩
    .summary = 습득한 칩은 플레이에서 제외합니다.
rule-killed-fouled-exposed-hands = 실수로 킬되거나 파울되거나 노출된 핸드
    .summary = 딜러가 킬했거나 식별할 수 없을 정도로 파울된 핸드는 구제받지 못합니다. 콜되지 않은 베팅은 반환됩니다.
rule-dead-hands-stud = 스터드의 데드 핸드와 머크
    .summary = 스터드에서의 데드 핸드와 머크에 관한 규칙입니다.
rule-no-disclosure = 정보 누설 금지. 한 핸드에 한 플레이어
    .summary = 액션이 진행 중인 동안 플레이어는 핸드 내용을 밝혀서는 안 됩니다. 한 핸드는 한 플레이어만 플레이합니다.
rule-exposing-cards = 카드 노출과 올바른 폴드
    .summary = 액션이 진행 중일 때 카드를 노출하면 페널티를 받을 수 있지만 핸드가 데드가 되지는 않습니다. 폴드할 때는 카드를 낮게, 뒷면으로 밀어 넣습니다.
rule-ethical-play = 윤리적 플레이
    .summary = 공모, 칩 덤핑 및 그 밖의 비윤리적 플레이에는 페널티가 부과됩니다.
rule-etiquette-violations = 에티켓 위반
    .summary = 반복되거나 심각한 에티켓 위반에는 페널티가 부과됩니다.
rule-penalties = 경고, 페널티, 실격
    .summary = 페널티는 경고부터 핸드 또는 라운드 결장, 실격까지 있습니다. 라운드 페널티는 테이블의 플레이어 수에 라운드 수를 곱한 핸드 수입니다.
rule-rp-all-in-buttons = 올인 버튼
    .summary = 올인한 플레이어는 올인 버튼으로 표시합니다.
rule-rp-bringing-in-bets = 베팅을 거둬들이는 것은 권장하지 않음
    .summary = 딜러는 라운드가 끝날 때까지 베팅을 플레이어 앞에 그대로 둡니다.
rule-rp-personal-belongings = 개인 소지품
    .summary = 개인 물품은 테이블 위에 두지 않습니다.
rule-rp-disordered-stub = 순서가 흐트러진 스텁
    .summary = 순서가 흐트러진 스텁은 정해진 절차로 처리합니다.
rule-rp-premature-cards = 너무 일찍 딜된 카드
    .summary = 너무 일찍 딜된 보드 카드는 스텁으로 되돌리고 스텁을 다시 셔플합니다. 번 카드는 그대로 둡니다.
rule-rp-efficient-movement = 플레이어의 효율적인 이동
    .summary = 테이블을 옮기는 플레이어는 자기 칩을 가지고 신속히 이동합니다.
rule-rp-dealer-push-timing = 딜러 교대 시점
    .summary = 딜러는 일정에 따라 교대합니다.
rule-rp-hand-for-hand = 핸드 포 핸드 절차
    .summary = 상금권 근처에서는 모든 테이블이 한 번에 한 핸드씩 플레이합니다. 같은 핸드에서 탈락한 플레이어들은 순위를 나눕니다.
rule-rp-final-table-size = 파이널 테이블의 인원
    .summary = 파이널 테이블은 인원이 적은 두 테이블로부터 정해진 인원으로 구성합니다.
rule-rp-stud-dealing = 토너먼트 스터드 딜 절차
    .summary = 스터드의 딜 절차입니다.
rule-rp-ante-formats = 앤티 형식과 앤티 감액 금지
    .summary = 한 명이 내는 앤티는 빅 블라인드가 블라인드를 먼저 내는 빅 블라인드 앤티여야 합니다. 앤티는 절대 줄이지 않습니다.
rule-rp-dealers-announce-bets = 딜러는 베팅과 레이즈를 알려야 함
    .summary = 노리밋과 팟 리밋에서 딜러는 베팅과 레이즈를 알립니다.
rule-rp-split-pot-stacking = 스플릿 팟 게임에서 딜러의 칩 쌓기
    .summary = 딜러는 팟을 나누기 전에 팟의 칩을 쌓아 정리합니다.
rule-rp-randomness-special-situations = 특수한 상황에서의 무작위 적용
    .summary = 특수한 상황은 무작위 추첨으로 정할 수 있습니다.
rule-rp-staff-communication = 토너먼트 스태프의 올바른 소통
    .summary = 스태프는 판정을 명확하고 일관되게 전달합니다.
rule-rp-absent-on-breaking-table = 브레이크되는 테이블의 자리를 비운 플레이어
    .summary = 자리를 비운 플레이어의 칩은 스태프가 새 좌석으로 옮깁니다.
rule-rp-draw-betting = 토너먼트 드로 베팅 절차
    .summary = 드로 게임의 베팅 절차입니다.
rule-rp-mixed-game-order = 믹스 게임의 순서
    .summary = 믹스 게임은 공지된 순서대로 돌아갑니다.
rule-rp-reducing-stalling = 시간 끌기 줄이기
    .summary = 시간 끌기에 대한 대책입니다.
rule-rp-cards-ready-for-shuffle = 셔플 준비가 된 카드
    .summary = 카드는 다음 셔플을 위해 준비된 상태로 둡니다.
rule-rp-spreading-the-pot = 팟 펼쳐 보이기
    .summary = 팟 리밋에서 요청이 있으면 카운트를 위해 팟을 펼쳐 보입니다.
rule-rp-non-denominational-items = 액면가 없는 아이템으로 하는 베팅
    .summary = 바운티 칩과 클락 토큰은 베팅할 수 없습니다.

## games (issue 25)
error-hand-bring-in-only-stud = 브링인은 스터드 계열 게임에만 있으며, { $game }에는 없습니다
error-hand-stud-no-blinds = { $game }에서는 앤티와 브링인으로 진행합니다: 블라인드, 스트래들, `posts`는 빼세요
error-hand-stud-needs-limits = { $game } 핸드에는 리밋(스몰 벳과 빅 벳)이 필요합니다
error-hand-stud-needs-bring-in = { $game } 핸드에는 브링인(칩 한 개 이상)이 필요합니다
error-hand-bring-in-over-small-bet = 브링인({ $bring_in })이 스몰 벳({ $small_bet })보다 많습니다
error-hand-up-cards-only-stud = 업 카드는 스터드 계열 게임에서만 딜하며, { $game }에서는 딜하지 않습니다
error-hand-up-cards-most = 스터드 플레이어의 업 카드는 최대 네 장인데, { $given }장이 입력되었습니다
error-hand-discards-only-draw = 버린 카드는 `draw` 액션에만 있습니다
error-hand-action-only-stud = "{ $kind }" 액션은 스터드 전용이므로, 스터드가 아닌 { $game }에서는 쓸 수 없습니다
error-hand-draw-only-draw-games = { $game }에는 드로가 없습니다
error-hand-draw-more-than-held = 플레이어는 { $held }장의 핸드에서 { $count }장을 버릴 수 없습니다
error-hand-drawn-cards-count = { $count }장을 버렸지만 드로로 받은 카드는 { $given }장입니다
error-hand-street-not-in-game = { $game }에서는 이 라운드를 하지 않습니다: { $street }
error-hand-deal-cards-on-seats = { $game }에서는 딜된 카드를 `deal` 액션이 아니라 각 좌석(그리고 드로)에 입력합니다
error-replay-no-draw-now = { $seat }번 좌석이 드로하지만, 지금은 드로할 차례가 아닙니다
error-replay-drew-already = { $seat }번 좌석은 이 라운드에서 이미 드로했거나 핸드에서 빠졌습니다
showdown-odd-chips-stud = 오드 칩은 가장 작은 칩 단위인 { $smallest_chip }까지 나눈 뒤, 팟별로 따로, 플레이에 쓰인 다섯 장 중 무늬 기준으로 가장 높은 카드(스페이드, 하트, 다이아몬드, 클럽 순)를 가진 승자에게 갑니다 ({ $rule_odd_chips }-B, { $rule_side_pots }).
showdown-seat-low = { $seat }번 좌석 ({ $hole }): { $low }.
showdown-seat-badugi = { $seat }번 좌석 ({ $hole }): { $count ->
        [4] 메이드 바둑이
        [3] 베이스(세 장)
        [2] 투베이스(두 장)
       *[other] { $count }장 핸드
    }, { $badugi }.
showdown-ranking = { $game ->
        [stud] 스터드에서는 각 플레이어의 일곱 장 중 가장 좋은 다섯 장으로 승부하며, 핸드는 일곱 장을 모두 공개합니다 ({ $rule_tabling_cards }-A).
        [low-a5] 에이스 투 파이브 로우: 가장 낮은 핸드가 이기고, 에이스는 로우이며, 스트레이트와 플러시는 치지 않고, 페어는 핸드에 불리하게 작용합니다.
        [low-27] 듀스 투 세븐 로우: 가장 낮은 핸드가 이기고, 에이스는 하이로만 쓰이며, 스트레이트, 플러시, 페어는 핸드에 불리하게 작용합니다 (무늬가 섞인 7-5-4-3-2가 가장 좋습니다).
        [badugi] 바둑이: 숫자와 무늬가 모두 다른 카드가 가장 많은 핸드가 이기고, 그다음은 가장 낮은 핸드가 이깁니다. 에이스는 로우입니다.
       *[short-deck] 숏덱 (36장): 플러시가 풀 하우스를 이기며, A-6-7-8-9는 스트레이트입니다.
    }
options-stud-brings-in = { $seat }번 좌석이 브링인을 하는 업 카드(스터드와 스터드/8에서는 가장 낮은 카드, 라즈에서는 가장 높은 카드. 숫자가 같으면 무늬로 정하며 클럽이 가장 낮고 스페이드가 가장 높음. 따라서 브링인 카드는 스터드에서는 2♣, 라즈에서는 K♠)를 가지고 있어 액션을 시작합니다: { $bring_in }의 브링인을 내거나, { $small_bet }의 스몰 벳까지 컴플리트합니다 ({ $rule_terminology_and_gestures }: “컴플리트”).
options-stud-facing-bring-in = 아직 아무도 컴플리트하지 않았습니다: 상대해야 할 베팅은 브링인입니다. { $seat }번 좌석은 폴드, 브링인 콜, 또는 { $small_bet }의 스몰 벳까지 컴플리트를 할 수 있습니다. 컴플리트는 서드 스트리트의 첫 풀 베팅이며, 그 뒤의 레이즈는 한 번에 스몰 벳 하나씩입니다.
options-stud-no-doubling = 포스 스트리트에 페어가 보여도 빅 벳은 허용되지 않습니다: 포스 스트리트는 스몰 벳으로 베팅합니다 ({ $rule_rp_stud_dealing }-F).
options-stud-low-card-all-in = { $low }번 좌석의 업카드가 브링인에 해당하지만, 앤티로 올인했습니다: 액션은 그 왼쪽의 { $seat }번 좌석부터 시작하며, { $bring_in }의 브링인을 내거나 { $small_bet }의 스몰 벳까지 컴플리트합니다 ({ $rule_rp_stud_dealing }-E).
options-stud-opens-by-cards = { $seat }번 좌석이 이 스트리트에서 가장 좋은 핸드(라즈에서는 가장 낮은 핸드)를 보이므로 먼저 액션합니다. 보이는 핸드가 같으면 가장 높은 카드의 무늬로 정합니다 ({ $rule_rp_stud_dealing }-D).
options-summary-bring-in = { $seat }번 좌석은 { $bring_in }의 브링인을 하거나 { $small_bet }까지 컴플리트합니다.
options-summary-facing-bring-in = { $seat }번 좌석은 폴드, { $to_call }의 브링인 콜, 또는 { $small_bet }까지 컴플리트를 할 수 있습니다.
game-name = { $game ->
        [NLHE] 노리밋 홀덤
        [PLO] 팟 리밋 오마하
        [PLO5] 파이브 카드 팟 리밋 오마하
        [LHE] 리밋 홀덤
        [PLO8] 팟 리밋 오마하 하이/로우
        [NLO8] 노리밋 오마하 하이/로우
        [O8] 리밋 오마하 하이/로우
        [PLHE] 팟 리밋 홀덤
        [NLO] 노리밋 오마하
        [LO] 리밋 오마하
        [PLO6] 식스 카드 팟 리밋 오마하
        [BIGO] 빅 O (파이브 카드 팟 리밋 오마하 하이/로우)
        [SHORT_DECK] 숏덱 홀덤
        [STUD] 세븐 카드 스터드
        [STUD8] 세븐 카드 스터드 하이/로우
        [RAZZ] 라즈
        [TD27] 2-7 트리플 드로
        [SD27] 2-7 싱글 드로
        [TDA5] A-5 트리플 드로
        [BADUGI] 바둑이
        [COURCHEVEL] 쿠르슈벨
        [COURCHEVEL8] 쿠르슈벨 하이/로우
       *[DRAW5] 파이브 카드 드로
    }
street-name = { $street ->
        [preflop] 프리플롭
        [flop] 플롭
        [turn] 턴
        [river] 리버
        [third] 서드 스트리트
        [fourth] 포스 스트리트
        [fifth] 피프스 스트리트
        [sixth] 식스스 스트리트
        [seventh] 세븐스 스트리트
        [predraw] 드로 전
        [first_draw] 첫 번째 드로 후
        [second_draw] 두 번째 드로 후
       *[third_draw] 세 번째 드로 후
    }
error-dispute-not-for-game = "{ $dispute }" 분쟁은 { $game }에는 적용되지 않습니다: { $needs ->
        [board] 보드에 관한 분쟁인데, 이 게임에는 보드가 없습니다
        [button] 버튼과 블라인드에 관한 분쟁인데, 이 게임은 앤티와 브링인으로 진행합니다
       *[up-cards] 스터드의 업 카드와 브링인에 관한 분쟁입니다
    }
stud-deal-exposed = { $seat }번 좌석의 처음 두 장의 다운 카드 중 한 장이 앞면으로 딜되었습니다: 그 카드가 이 좌석의 업 카드가 되고, 세 번째 카드는 뒷면으로 딜합니다. 이 핸드는 미스딜이 아닙니다 ({ $rule_rp_stud_dealing }-A).
stud-deal-exposed-summary = 노출된 카드가 { $seat }번 좌석의 업 카드가 되고, 세 번째 카드는 뒷면으로 딜합니다.
stud-deal-bring-in-now = 노출된 카드를 그 좌석의 업 카드로 보고, 브링인은 현재의 업 카드로 정합니다: { $seat }번 좌석이 브링인을 합니다.
stud-deal-bring-in-from-up-cards = 그다음 브링인은 현재의 업 카드로 정합니다 (누가 브링인을 하는지 알려면 각 좌석의 업 카드를 입력하세요).
stud-deal-two-exposed = { $seat }번 좌석의 처음 다운 카드 중 두 장이 노출되었습니다. 다운 카드 한 장이 노출된 경우의 절차는 이 경우를 다루지 않습니다 ({ $rule_rp_stud_dealing }-A): 플로어가 결정하며, 딜 중에 카드가 노출된 경우 규칙상 기본 판정은 미스딜입니다 ({ $rule_misdeals }).
stud-deal-two-exposed-summary = 플로어의 판단에 따른 미스딜: { $seat }번 좌석의 다운 카드 두 장이 딜 중에 노출되었습니다.
stud-deal-if-play-on = 플로어가 핸드를 계속 진행하게 하면, { $seat }번 좌석의 노출된 카드 중 한 장이 그 좌석의 업 카드가 되고, 다음 카드를 뒷면으로 딜합니다.
stud-deal-seventh-replaced = { $seat }번 좌석의 세븐스 스트리트 카드가 아직 베팅이 남아 있는데 앞면으로 딜되었습니다 (칩이 있는 플레이어 { $with_chips }명): 그 카드는 플레이에서 빼고 뒷면으로 딜한 카드로 교체합니다 ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-replaced-summary = { $seat }번 좌석의 노출된 세븐스 스트리트 카드는 뒷면으로 딜한 카드로 교체합니다.
stud-deal-seventh-stands = { $seat }번 좌석의 세븐스 스트리트 카드가 앞면으로 딜되었지만, 남은 베팅이 없습니다 (플레이어들이 올인): 그 카드는 유효하며 앞면인 채로 플레이됩니다 ({ $rule_rp_stud_dealing }-B).
stud-deal-seventh-stands-summary = { $seat }번 좌석의 세븐스 스트리트 카드는 앞면인 채로 유효합니다: 남은 베팅이 없습니다.
stud-deal-stub-enough = 세븐스 스트리트에는 아직 핸드에 남은 플레이어 { $players }명에게 한 장씩과 번 카드 한 장({ $players } + 1)이 필요합니다. 스텁에는 { $stub }장이 있으므로 평소대로 딜합니다 ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-enough-summary = 스텁의 카드가 충분합니다: 세븐스 스트리트는 평소대로 딜합니다.
stud-deal-stub-with-burns = 세븐스 스트리트에는 아직 핸드에 남은 플레이어 { $players }명에게 한 장씩과 번 카드 한 장({ $players } + 1)이 필요하지만, 스텁에는 { $stub }장뿐입니다: 앞서 번한 카드들을 스텁에 더해 셔플하고 커트한 뒤 이 스트리트를 딜합니다 ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-with-burns-summary = 카드가 부족합니다: 번 카드들을 스텁에 더해 셔플하고 커트한 뒤 세븐스 스트리트를 딜합니다.
stud-deal-stub-community = 세븐스 스트리트에는 아직 핸드에 남은 플레이어 { $players }명에게 한 장씩과 번 카드 한 장({ $players } + 1)이 필요합니다. 스텁에는 { $stub }장이 있고, 앞서 번한 세 장을 더해도 부족합니다: 딜러는 한 장을 번하고 모든 플레이어가 함께 쓰는 커뮤니티 카드 한 장을 앞면으로 딜하며, 식스스 스트리트에서 먼저 액션한 플레이어가 먼저 액션합니다 ({ $rule_rp_stud_dealing }-H).
stud-deal-stub-community-summary = 번 카드를 더해도 카드가 부족합니다: 모든 플레이어가 쓰는 커뮤니티 카드 한 장을 앞면으로 딜하고, 식스스 스트리트에서 먼저 액션한 플레이어가 먼저 액션합니다.
stud-deal-premature = 베팅 라운드가 끝나기 전에 딜된 스터드 카드는 스텁으로 되돌려 셔플합니다. 추가로 번하지 않으며, 베팅이 끝난 뒤 그 스트리트를 딜합니다 ({ $rule_rp_premature_cards }-D).
stud-deal-premature-summary = 너무 일찍 딜된 카드는 스텁으로 되돌려 셔플합니다. 추가 번은 없습니다.
error-stud-deal-seat-needed = 카드가 노출된 좌석을 지정하세요 (`seat`)
error-stud-deal-stub-needed = 스텁에 남은 카드를 입력하세요 (`stub`)
error-stud-deal-not-at-seventh = 스텁 부족은 세븐스 스트리트의 문제입니다: 핸드는 식스스 스트리트의 끝이나 세븐스 스트리트에 있어야 합니다
rotation-frozen = 스터드 라운드가 시작될 때 버튼은 { $button }번 좌석에 고정되었습니다: 스터드에는 버튼이 없으며, 스터드 핸드 동안 버튼은 그 자리에 머뭅니다 ({ $rule_balancing_tables }-B).
rotation-stud-no-button = { $game }에서는 버튼과 블라인드 없이 딜합니다: 버튼은 { $button }번 좌석에 고정된 채로 있습니다.
rotation-resumes = 버튼이 있는 게임으로 돌아오면, 버튼은 스터드 핸드가 딜되지 않았던 것처럼 고정되었던 자리에서 한 좌석 이동합니다: 버튼 { $button }번 좌석, 스몰 블라인드 { $small }번 좌석, 빅 블라인드 { $big }번 좌석.
rotation-next-button-summary = 버튼 { $button }번 좌석, 스몰 블라인드 { $small }번 좌석, 빅 블라인드 { $big }번 좌석.
rotation-next-big-blind-moves = 믹스 이벤트에서 이동하는 플레이어는 버튼이 있는 다음 핸드에서 빅 블라인드가 될 플레이어입니다: { $seat }번 좌석 ({ $rule_balancing_tables }-A).
rotation-moves-summary = { $seat }번 좌석이 이동합니다.
rotation-by-position = 스터드 계열 게임만 하는 이벤트에서는 플레이어가 포지션에 따라 이동합니다: 인원이 적은 테이블의 빈 좌석에 해당하는 { $seat }번 좌석의 플레이어가 이동하며, 하우스의 밸런싱 절차에 따라 정합니다 ({ $rule_balancing_tables }-A).
rotation-by-position-empty = 스터드 계열 게임만 하는 이벤트에서는 플레이어가 포지션에 따라 이동하지만, 여기서는 { $seat }번 좌석에 플레이어가 없습니다: 누가 이동할지는 하우스의 밸런싱 절차가 정합니다 ({ $rule_balancing_tables }-A).
error-rotation-seats = 플레이어가 있는 좌석을 두 개 이상, 1부터 12까지의 번호로 입력하세요 (`seats`)
error-rotation-button = 버튼 좌석의 번호는 1부터 12까지입니다 (`button`)
error-rotation-open-seat = 스터드만 하는 이벤트는 포지션에 따라 이동합니다: 인원이 적은 테이블의 빈 좌석을 입력하세요 (`open_seat`)
up-cards-facing = { $seat }번 좌석은 콜 금액이 { $to_call }인 베팅을 받은 상태에서 업 카드를 집어 들었습니다: 스터드에서는 이로써 핸드가 데드가 됩니다 ({ $rule_dead_hands_stud }). 이 좌석이 넣은 칩({ $in_pot })은 팟에 남습니다.
up-cards-not-facing = { $seat }번 좌석은 받은 베팅이 없는 상태에서 업 카드를 집어 들었습니다. 규칙은 베팅을 받은 상태에서 그렇게 한 핸드를 데드로 합니다 ({ $rule_dead_hands_stud }). 이 경우는 플로어가 결정하며, 채택하는 판정도 데드 핸드입니다: 스터드에서 업 카드를 뒤집는 것은 폴드이며, 체크할 수 있었을 때의 폴드도 유효합니다 ({ $rule_non_standard_folds }). 이 좌석이 넣은 칩({ $in_pot })은 팟에 남습니다.
up-cards-dead-summary = { $seat }번 좌석의 핸드는 데드입니다. 넣은 칩({ $in_pot })은 팟에 남습니다.
up-cards-if-plays-on = 플레이어가 핸드를 포기할 뜻이 없었다고(받은 베팅이 없었음) 플로어가 판단하면, 업 카드를 다시 앞면으로 돌려놓고 핸드를 계속합니다.
up-cards-last-hand = 남은 핸드는 하나입니다: { $seat }번 좌석이 { $amount }의 팟을 가져갑니다.
error-pokerstars-stud-too-many-cards = 스터드 플레이어 한 명에게 일곱 장이 넘는 카드가 딜되었습니다
error-pokerstars-stud-no-stakes = 스터드 핸드에는 헤더에 스몰 벳과 빅 벳이 필요합니다 (예: "(0.04/0.08 USD)")
options-stud-short-completion = { $bring_in }의 브링인 위로 { $all_in }까지 간 올인은 { $small_bet }의 스몰 벳까지 컴플리트하기에는 모자랍니다. 0부터 계산하면 베팅의 절반 이상이므로 컴플리트로 간주되고, 다음 레이즈는 그 위로 풀 베팅 하나, 즉 { $raise_to }까지입니다 ({ $rule_reopening_the_bet }-B). TDA는 이런 올인을 0부터 재는지, 브링인 위로 늘어난 만큼으로 재는지 정하지 않습니다: 플로어가 결정합니다.
options-stud-completion-counts = { $all_in }까지 간 올인은 { $small_bet }까지 컴플리트하기에는 모자라지만, { $bring_in }의 브링인보다 { $increase } 많습니다. 0부터 재든 브링인 위로 늘어난 만큼으로 재든 베팅의 절반 이상이므로 컴플리트로 간주되고, 다음 레이즈는 그 위로 풀 베팅 하나, 즉 { $raise_to }까지입니다 ({ $rule_reopening_the_bet }-B).
options-if-measured-over-bring-in = 플로어가 올인을 브링인 위로 늘어난 만큼(베팅의 절반 미만)으로 잰다면 컴플리트가 아닙니다: 플레이어는 그 올인에 콜하거나 { $small_bet }의 스몰 벳까지 컴플리트합니다.
options-if-measured-over-bring-in-acted = 플로어가 올인을 브링인 위로 늘어난 만큼(베팅의 절반 미만)으로 잰다면 컴플리트가 아니며, 이미 브링인만큼 넣은 플레이어에게는 베팅이 다시 열리지 않습니다 ({ $rule_reopening_the_bet }-B): 플레이어는 그 올인에 콜하거나 폴드합니다.
error-hand-not-in-short-deck = { $card } 카드는 숏덱(6부터 에이스까지)에 없습니다: 딜 중에 발견된, 덱에 속하지 않는 카드는 `deal_error`입니다 (`non_standard_card`, 규칙 35-A)
undercall-chain-first-must-call = 언더콜이 연달아 나왔습니다: 액션은 첫 번째인 { $seat }번 좌석으로 돌아갑니다 ({ $rule_binding_declarations_undercalls }-C). 이 좌석은 오프닝 베팅에 대해(또는 헤즈업에서) { $amount }만큼 내놓았으므로, { $add }만큼 더해 { $call_to }까지 전액 콜해야 합니다 ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-first-floor = 언더콜이 연달아 나왔습니다: 액션은 첫 번째인 { $seat }번 좌석으로 돌아갑니다 ({ $rule_binding_declarations_undercalls }-C). 이 좌석은 멀티웨이 팟에서 레이즈에 대해 { $amount }만큼 내놓았습니다: 플로어는 { $call_to }까지 전액 콜({ $add }만큼 추가)을 요구하거나(채택되는 해석), { $amount }만큼을 포기하고 폴드하게 합니다 ({ $rule_binding_declarations_undercalls }-B).
undercall-chain-other = { $seat }번 좌석도 { $amount }만큼 내놓아 언더콜했습니다: 첫 번째 좌석이 바로잡은 뒤 다시 액션하며, 어떻게 처리할지는 플로어가 결정합니다 ({ $rule_binding_declarations_undercalls }-C). 채택되는 해석은 전액 콜이며, { $add }만큼 추가합니다.
undercall-chain-if-forfeits = 플로어가 { $seat }번 좌석이 내놓은 { $amount }만큼을 포기하게 하면, 그 칩은 팟에 남고 핸드는 폴드됩니다.
undercall-chain-summary = 액션은 첫 번째로 언더콜한 { $seat }번 좌석으로 돌아갑니다: { $add }만큼 더해 { $call_to }까지 콜합니다. 이후의 언더콜은 플로어가 결정합니다.
error-undercall-chain-nobody-to-act = 핸드의 액션이 끝난 시점에 액션할 차례인 플레이어가 없습니다: 첫 번째 언더콜은 액션할 차례인 좌석이 한 것이어야 합니다
error-undercall-chain-need-two = 언더콜 연쇄에는 두 개 이상이 필요합니다; 언더콜 하나만이라면 `bet` 분쟁입니다 (규칙 51-B)
error-undercall-chain-seat-twice = { $seat }번 좌석이 언더콜에 두 번 나열되었습니다
error-undercall-chain-not-an-undercall = { $seat }번 좌석은 { $owed }만큼을 내야 합니다: 언더콜은 비하인드 칩이 있는데도 그보다 적게 내는 것입니다 (그보다 적은 올인은 콜입니다)
error-undercall-chain-first-not-to-act = 첫 번째 언더콜은 액션할 차례인 { $to_act }번 좌석이 해야 하며, { $seat }번 좌석이 아닙니다
bet-single-small-chip = 콜 금액이 { $to_call }인 베팅에 작은 칩 한 개({ $chip })만 내놓는 것은 표준적인 콜 방법이 아닙니다: 플레이어가 위험을 감수하는 것이며, 언더콜 규칙에 따라 해석되고, 플로어는 페널티를 줄 수 있습니다 ({ $rule_methods_of_calling }).
final-table-not-yet = 남은 플레이어가 { $remaining }명이라 아직 { $size }명의 파이널 테이블이 아닙니다: 테이블을 밸런싱하면서 각 테이블에서 플레이를 계속합니다 ({ $rule_rp_final_table_size }).
final-table-two-tables = 남은 플레이어 { $remaining }명은 { $size }명의 파이널 테이블보다 한 명 많으므로, 다음 플레이어가 탈락할 때까지 { $half }명씩 두 테이블에서 플레이합니다 ({ $rule_rp_final_table_size }).
final-table-forms-now = 남은 플레이어가 { $remaining }명이므로 지금 파이널 테이블을 구성합니다: { $size }명 테이블입니다 ({ $rule_rp_final_table_size }).
final-table-draw = 좌석 카드를 보여 준 뒤 뒷면으로 섞어 한 묶음으로 쌓고, 각 플레이어에게 트럼프 카드를 한 장씩 앞면으로 나눠 줍니다. 무늬 기준으로 가장 높은 카드(스페이드, 하트, 다이아몬드, 클럽 순)부터 차례로 묶음에서 좌석 카드를 건네므로, 모든 좌석이 추첨으로 정해집니다 ({ $rule_new_players_broken_tables }-B).
final-table-draw-summary = 파이널 테이블을 구성합니다. { $player } 플레이어({ $card }, 가장 높은 카드)가 { $seat }번 좌석에 앉고, 나머지 플레이어는 각자의 카드 순서대로 앉습니다.
error-final-table-table-size = 테이블당 좌석 수는 6~10입니다
error-final-table-draw-count = 좌석 추첨에는 남은 플레이어가 모두 있어야 합니다: { $remaining }
error-final-table-seat-cards = 좌석 카드는 플레이어당 한 장이며, 좌석 1~12가 각각 한 번씩만 나옵니다
error-final-table-not-a-card = 트럼프 카드는 한 장이어야 합니다 (예: `Ks`)
error-final-table-card-twice = 트럼프 카드 한 장은 한 번만 딜됩니다
bet-single-chip-of-the-call = 아무 말 없이 콜 금액과 정확히 같은 { $chip }짜리 칩 한 개를 내놓으면 콜입니다: 표준적인 콜 방법입니다 ({ $rule_methods_of_calling }).
penalty-required = 규칙은 이에 대해 페널티를 부과하도록 정하고 있으므로 ({ $rule }{ $part }) 경고만으로는 충분하지 않습니다. { $prior ->
        [0] 첫 위반이므로
       *[other] 이전 위반이 { $prior }회 있으므로
    } 판정은 { $rounds }라운드 결장이며, 그 수위는 플로어가 정합니다.
penalty-device-no-live-hand = { $seat }번 좌석은 이미 폴드했습니다: 기기 사용 금지는 라이브 핸드를 가진 플레이어에게 적용됩니다 ({ $rule_electronic_devices }-C). 테이블에서의 전화 통화, 테이블 위에 올려 둔 기기, 전략 도구는 그와 관계없이 금지됩니다 ({ $rule_electronic_devices }-A, B, D). 이 사실관계로는 페널티가 없습니다.
penalty-if-used-live = 플레이어가 폴드하기 전, 핸드가 아직 라이브일 때 기기를 사용한 경우
penalty-identity = 플레이어는 언제나 명확히 식별할 수 있어야 하며, 스태프는 얼굴을 가리거나 다른 사람의 주의를 흐트러뜨리는 선글라스, 후드, 얼굴 가리개를 벗도록 플레이어에게 요청할 수 있습니다 ({ $rule_player_identity }): { $seat }번 좌석은 그것을 벗으며, 거부하면 플로어의 결정에 따라 페널티가 부과됩니다.
penalty-language = 하우스는 테이블에서 허용되는 언어를 게시하고 공지합니다 ({ $rule_official_language }). 테이블에서 다른 언어를 사용하면 규칙이 명시한 사건들과 마찬가지로 플로어의 결정에 따라 페널티가 부과됩니다 ({ $rule_penalties }-B).
penalty-phone-call = 핸드 참여 여부와 관계없이 누구도 테이블에서 전화 통화를 할 수 없습니다 ({ $rule_electronic_devices }-A).
penalty-device-on-table = 전화기와 그 밖의 기기는 테이블 위에 올려 둘 수 없습니다 ({ $rule_electronic_devices }-B).
penalty-strategy-tool = 베팅 앱, 차트와 그 밖의 전략 도구는 핸드 참여 여부와 관계없이 테이블에서 사용할 수 없으며, 어떤 플레이어도 다른 사람이나 다른 출처로부터 전략적 도움을 받을 수 없습니다 ({ $rule_electronic_devices }-D. 2022년 규정은 라이브 핸드를 가진 경우에만 이를 금지했습니다).
penalty-throwing-cards = 폴드한 카드는 테이블 위로 낮게 앞으로 밀어 넣으며, 던지거나 높이 튕겨 올려서는 안 됩니다 ({ $rule_exposing_cards }). 카드를 던지면 페널티를 받을 수 있습니다 ({ $rule_penalties }-B).
penalty-chips-forfeited = { $seat }번 좌석은 칩({ $chips })을 보이지 않게 들고 있었습니다: 의도와 관계없이 그 칩은 몰수되어 플레이에서 제외되며, 플레이어는 실격될 수도 있습니다 ({ $rule_chips_out_of_view }).
penalty-summary-forfeit = { $seat }번 좌석은 칩({ $chips })을 몰수당하며, 그 칩은 플레이에서 제외됩니다. { $penalty }
error-penalty-chips-needed = `chips_hidden`에는 `hidden_chips`가 필요합니다: 보이지 않던 칩
error-penalty-chips = 보이지 않는 칩은 양수의 칩 수량이어야 합니다
error-penalty-chips-only-out-of-view = `hidden_chips`는 보이지 않는 칩이며, `chips_hidden`에만 해당합니다
away-penalty-lean = 첫 위반에 대해 규칙상 기본 판정은 구두 경고이며, 반복 위반에는 점점 무거운 페널티가 부과됩니다 ({ $rule_penalties }-A). 여기서 결장 라운드 하나는 { $hands }핸드이며, 그동안 내는 블라인드와 앤티는 { $forced }입니다. “페널티” 분쟁에서는 이 위반을 플레이어의 이전 페널티와 함께 셉니다.
rebuy-before-deal-read = “딜 전”은 핸드가 시작되기 전으로 읽습니다. 기준은 핸드의 시작(첫 리플, 셔플 머신 버튼, 딜러 교대)이며, 첫 카드를 딜하는 시점이 아닙니다.
rebuy-if-hand-begun = 리바이를 알렸을 때 이 핸드의 셔플이나 딜러 교대가 이미 시작되어 있었던 경우: 그 핸드는 스택({ $stack })으로 플레이하고, 리바이 칩({ $chips })은 핸드가 끝난 뒤에 들어옴
citation-number-unknown = TDA { $edition }, 번호 미상 ({ $before })
citation-number-unknown-candidates = TDA { $edition }, 번호 미상 ({ $before }; 아마도 { $candidates })
citation-new-in-2026 = 2026년 신설
seat-orbit-twice = 빅 블라인드 앤티에서는 빅 블라인드의 부담이 { $big_total }입니다: 빨라지면 잘못된 좌석에서 마지막으로 빅 블라인드를 낸 때부터 한 바퀴 안에 빅 블라인드가 두 번 오고, 스몰 블라인드({ $small })도 마찬가지입니다: 한 바퀴에 낼 몫보다 { $extra }만큼 많습니다.
seat-orbit-skipped = 빅 블라인드 앤티에서는 빅 블라인드의 부담이 { $big_total }입니다: 늦어지면 빅 블라인드도 스몰 블라인드({ $small })도 오지 않는 한 바퀴가 지나갑니다: 한 바퀴에 낼 몫보다 { $extra }만큼 적습니다.
seat-swap = { $assigned }번 좌석의 플레이어에게 추첨된 좌석은 { $seat }번입니다: 두 사람의 자리가 서로 바뀌었으므로 둘 다 잘못된 좌석에 있고 둘 다 이동하며, 각자 스택 전체를 가지고 갑니다 ({ $assigned }번 좌석: { $amount }).
error-seat-occupant-seat = 좌석은 1부터 12까지입니다 (입력값: { $seat })
error-seat-no-occupant = `occupant_assigned_seat`는 { $assigned }번 좌석에 앉아 있는 플레이어에게 추첨된 좌석입니다: 그 좌석에는 사람이 앉아 있어야 합니다 (핸드에 참여 중인 좌석, 또는 `assigned_seat_empty: false`)
button-no-make-up = TDA에는 회피한 블라인드를 메이크업하는 규정이 없습니다: { $seat }번 좌석은 놓친 블라인드를 내지 않으며, 페널티가 그 구제책입니다 ({ $rule_dodging_blinds }).
seat-orbit-twice-small-dead = 빅 블라인드 앤티에서는 빅 블라인드의 부담이 { $big_total }입니다: 빨라지면 잘못된 좌석에서 마지막으로 빅 블라인드를 낸 때부터 한 바퀴 안에 빅 블라인드가 두 번 와서 한 바퀴에 낼 몫보다 { $big_total }만큼 많습니다. 다음에 { $seat }번 좌석에서 낼 스몰 블라인드({ $small })는 플레이어가 그 좌석을 떠났으므로 내지 않습니다.
before-amount-held-to-call-all-in = { $seat }번 좌석은 { $bettor }번 좌석의 금액이 알려지기 전에 콜했습니다: 플로어는 상황에 가장 맞게 판정하며, 콜한 플레이어를 어떤 금액에든 구속할 수 있습니다 ({ $rule_conditional_declarations }-B). 규칙상 기본 판정은 그 베팅을 콜하는 것으로, 이로써 { $seat }번 좌석은 합계 { $to } 올인이 됩니다.
before-amount-uncalled = 더 이상 액션할 플레이어가 없습니다: { $seat }번 좌석의 베팅 중 아무도 콜할 수 없는 부분({ $amount })은 { $seat }번 좌석에 반환됩니다.
item-uncalled = 더 이상 액션할 플레이어가 없습니다: { $seat }번 좌석의 베팅 중 아무도 콜할 수 없는 부분({ $amount })은 { $seat }번 좌석에 반환됩니다.
away-if-clock-ends-hand = 그 베팅을 받은 { $seat }번 좌석에 클락이 요청되고 플레이어가 돌아오기 전에 시간이 다 된 경우: 핸드는 데드이며, 넣은 칩({ $in_pot })은 팟에 남고, 이로써 핸드가 끝남: { $winner }번 좌석이 { $pot }의 팟을 가져감
away-if-clock-ends-hand-back = 그 베팅을 받은 { $seat }번 좌석에 클락이 요청되고 플레이어가 돌아오기 전에 시간이 다 된 경우: 핸드는 데드이며, 넣은 칩({ $in_pot })은 팟에 남고, 이로써 핸드가 끝남: { $winner }번 좌석이 { $pot }의 팟을 가져가고, 아무도 콜하지 않은 { $back }만큼 돌려받음
seat-no-blind-yet = 플레이어는 { $seat }번 좌석에서 빅 블라인드를 낸 적이 없습니다: 이동으로 건너뛰거나 두 번 오는 블라인드는 없으며, 첫 블라인드가 언제 오는지만 정해집니다.
seat-if-no-blind-yet = 플레이어가 아직 { $seat }번 좌석에서 빅 블라인드를 내지 않은 경우: 이동으로 건너뛰거나 두 번 오는 블라인드가 없으며, 플로어가 결정할 것은 없음
rotation-worst-position-now = 인원이 적은 테이블에서 플레이어는 가장 불리한 자리인 { $seat }번 좌석에 앉습니다: 그 테이블 다음 핸드의 빅 블라인드이며, 그 좌석이 연달아 두 번 빅 블라인드가 되더라도 규칙은 이를 허용합니다 ({ $rule_balancing_tables }-A).
rotation-worst-position = 인원이 적은 테이블에서 플레이어는 가장 불리한 자리인 { $seat }번 좌석에 앉습니다: 빅 블라인드가 가장 먼저 도달하는 빈 좌석으로 { $hands }핸드 뒤입니다. 스몰 블라인드 자리에는 앉히지 않습니다 ({ $rule_balancing_tables }-A).
error-rotation-short-table = 인원이 적은 테이블: 플레이어가 있는 좌석(1~12), 그중 마지막 빅 블라인드 좌석, 그리고 좌석 수(2~12)
error-rotation-short-table-full = 인원이 적은 테이블에 빈 좌석이 없습니다
error-rotation-short-table-stud = `short_table`은 믹스 이벤트용입니다. 스터드만 하는 이벤트에서는 플레이어가 빈 좌석(`open_seat`)에 앉습니다
penalty-repeat-top = 반복 위반에는 점점 무거운 페널티가 부과됩니다 ({ $rule_penalties }-A). 이 플레이어의 이번 이벤트 이전 페널티는 이미 라운드 결장 단계의 최상단({ $top }라운드)에 이르렀으므로 다음 단계는 실격이며, 더 긴 라운드 결장은 플로어의 다른 선택입니다.
cond-call-is-check = 맞출 베팅이 없을 때 “콜”은 체크입니다: 이 발언으로 { $seat }번 좌석은 체크에 구속됩니다 ({ $rule_invalid_bet_declarations }).
cond-may-not-raise = { $seat }번 좌석은 여기서 레이즈할 수 없으므로(베팅이 다시 열리지 않음) 말한 레이즈는 { $seat }번 좌석을 { $to }까지의 콜에 구속합니다 ({ $rule_reopening_the_bet }).
cond-no-amount = 금액을 말하지 않았으므로 이 발언은 { $seat }번 좌석을 최소 금액인 { $to }에 구속합니다.
cond-more-than-stack = 말한 금액({ $said })이 { $seat }번 좌석이 가진 칩보다 많으므로 이 발언은 { $seat }번 좌석을 { $to }까지의 올인에 구속합니다.
cond-more-than-limit = 말한 금액({ $said })이 여기서 리밋이 { $seat }번 좌석에 허용하는 금액보다 많으므로 이 발언은 { $seat }번 좌석을 최대 금액인 { $to }에 구속합니다.
cond-below-minimum = 말한 금액({ $said })이 최소 금액({ $to })보다 적으므로 { $to }까지 올립니다 ({ $rule_incorrect_bets }).
cond-act-fold = 폴드
cond-act-check = 체크
cond-act-call = { $to }까지 콜
cond-act-all-in = { $to }까지 올인
cond-act-bet = { $to } 베팅
cond-act-raise = { $to }까지 레이즈
play-out-uncalled = { $seat }번 좌석의 베팅 중 { $amount }만큼은 아무도 콜할 수 없으므로 { $seat }번 좌석에 돌려줍니다.
play-out-pot-won = { $amount }의 팟은 { $winners }번 좌석{ $count ->
        [1] 이 가져갑니다
       *[other] 이 나눠 가집니다
    }.
play-out-pot-at-showdown = { $amount }의 팟은 { $eligible }번 좌석 사이의 쇼다운에서 결정됩니다.
penalty-nuts-call-not-soft-play = { $seat }번 좌석은 단독 넛츠를 들고 리버의 마지막 베팅에 콜만 하여 액션을 마쳤습니다: 그것만으로는 소프트 플레이가 아니며, 플레이어에게는 레이즈할 의무가 없습니다 ({ $rule_penalties }-B). 이 사실관계로는 페널티가 없습니다.
bet-silent-chips = { $seat }번 좌석은 콜할 금액이 없는 상태에서 아무 말 없이 칩({ $chips })을 내놓았습니다: 그 칩 금액만큼의 베팅입니다.
stud-deal-bring-in-if-card = 요청에 어느 다운 카드가 노출되었는지 나와 있지 않습니다: { $card }였다면 { $seat }번 좌석이 브링인합니다 (다른 해석은 대안입니다).
stud-deal-if-exposed-card = 노출된 카드가 { $card }였던 경우: { $seat }번 좌석이 브링인
error-stud-deal-one-card = 카드 한 장 (예: "As"): 노출된 다운 카드
import-note-capped-limit-raise = actions[{ $index }]: { $seat }번 좌석의 고정 리밋 레이즈가 { $to }(상대가 콜할 수 있는 전부)로 기록되어 있어 리밋 레이즈({ $full })로 읽습니다. 상대는 부족한 금액으로 올인 콜하고, 콜되지 않은 { $excess }만큼은 돌려줍니다
error-hand-one-blind-form-only = { $by ->
        [button] 버튼 블라인드 핸드
        *[nobody] 블라인드가 없는 핸드
    }에는 스몰 블라인드, 데드 스몰 블라인드, 빅 블라인드 앤티, 스트래들, 블라인드 외 포스트가 없습니다
import-note-ohh-draw-variant = OHH의 game_type "Draw"는 변형을 밝히지 않습니다: { $game } 게임으로 읽습니다 (받은 카드: { $cards }, 드로: { $draws })
away-dead-nothing-in = { $seat }번 좌석의 핸드는 데드입니다: 플레이어가 자리에 없는 상태에서 베팅을 받은 채 클락이 다 되었습니다.
options-bet-to = { $to } 베팅
options-bet-between = { $lo }에서 { $hi } 사이의 금액으로 베팅
error-hand-spot-stud-no-button = { $game }에는 버튼이 없습니다(대신 앤티와 브링인). 스팟에서 버튼을 빼십시오
error-hand-spot-stud-cards = { $street }: 지금까지 각 좌석에 { $n }장이 돌아갔는데 { $seat }번 좌석에는 { $given }장이 있습니다
error-hand-spot-up-cards = { $street }: 각 좌석의 업카드는 { $n }장인데 { $seat }번 좌석에는 { $given }장이 있습니다
error-replay-spot-opener-by-cards = { $street }: 아직 아무도 액션하지 않았으며, 업카드에 따라 { $seat }번 좌석이 아니라 { $opener }번 좌석이 먼저 액션합니다
error-hand-run-only-board-deal = `run`은 보드가 있는 게임의 보드 딜에만 지정합니다(여기서는 { $game })
error-hand-run-out-of-order = 런 { $run }은(는) 다음 런이 아닙니다. 첫 런 다음은 2, 그다음 3이며 각각 앞 런 뒤에 딜합니다
error-replay-run-not-due = 런 { $run }의 딜이 플레이어 올인으로 베팅이 끝나기 전, 첫 런의 보드가 다 깔리기 전, 또는 스트리트 순서에 맞지 않게 왔습니다. 보드는 베팅이 끝난 뒤 남은 카드에 대해서만 다시 딜합니다
options-not-reopened-limit = { $seat }번 좌석은 이 스트리트에서 이미 액션했고, 지금 받은 레이즈 금액({ $to_call })이 베팅의 절반({ $need })보다 적습니다: 베팅이 다시 열리지 않으므로 { $seat }번 좌석은 콜 또는 폴드만 할 수 있습니다 ({ $rule_reopening_the_bet }).
string-later-chips-complete = { $seat }번 좌석은 아직 { $to }까지 맞춰야 합니다. 이후 동작의 칩({ $back }) 중 { $used }은(는) 이를 위해 남고, 플레이어에게는 { $rest }만 반환됩니다.
string-later-chips-all-stay = { $seat }번 좌석은 아직 { $to }까지 맞춰야 합니다. 이후 동작의 칩({ $back })은 모두 이를 위해 남으며, 반환되는 칩은 없습니다.
bet-completion-all-in = { $seat }번 좌석은 { $full_to }까지의 풀 레이즈보다 칩이 적습니다. 이를 채우면 { $seat }번 좌석은 { $to } 올인이 되며, 풀 레이즈에는 못 미칩니다 ({ $rule_reopening_the_bet }).
string-summary-call = { $to } 콜입니다. 이후 동작의 칩을 포함해 { $seat }번 좌석에 모두 { $back }이(가) 반환됩니다.
incorrect-bet-caller-brought-up = { $seat }번 좌석은 { $to }에 콜했습니다. 콜은 콜한 베팅과 같아야 하므로 { $seat }번 좌석은 { $add }을(를) 더해 정정된 { $min_to }에 콜합니다 ({ $rule_incorrect_bets }).
incorrect-bet-caller-all-in = { $seat }번 좌석은 { $to }에 콜했고 남은 칩은 { $add }뿐입니다. 이를 더해 올인이 되며, 정정된 { $min_to }에는 못 미칩니다 ({ $rule_incorrect_bets }).
sderr-break-too-late = 이 핸드는 휴식 전 마지막 핸드였습니다. 이의는 팟이 지급된 후 1분 이내에 제기해야 했는데 그보다 늦었으므로 팟은 지급된 대로 유지됩니다 ({ $rule_disputed_hands }).
button-button-blind-moves = 블라인드는 버튼만 냅니다(버튼 블라인드). 버튼은 그 블라인드와 함께 한 플레이어 앞으로, { $from }번 좌석에서 { $button }번 좌석으로 옮겨집니다. 블라인드를 빚진 좌석이 없으므로 데드 버튼이나 데드 블라인드는 없습니다 ({ $rule_dead_button }).
button-no-blinds-moves = 이 핸드에는 블라인드가 없습니다(앤티만). 버튼은 한 플레이어 앞으로, { $from }번 좌석에서 { $button }번 좌석으로 옮겨지며 다른 것은 내지 않습니다 ({ $rule_dead_button }).
button-summary-button-blind = 다음 핸드: 버튼은 { $button }번 좌석이며 버튼 블라인드를 냅니다. 다른 블라인드는 없습니다.
button-summary-no-blinds = 다음 핸드: 버튼은 { $button }번 좌석입니다. 블라인드는 없습니다(앤티만).
knob-clock-seconds = 클락이 요청된 뒤 카운트다운 전까지 플레이어가 액션할 수 있는 초 (TDA: 25).
knob-clock-countdown-seconds = 이어지는 카운트다운의 초 (TDA: 5).
knob-clock-expiry = 클락이 다 되었을 때의 처리 (TDA: 베팅을 마주하고 있으면 핸드는 데드, 아니면 체크).
knob-shot-clock-seconds = 샷 클락: 클락 요청 없이 흐르는, 모든 플레이어의 결정마다 주어지는 초 (TDA: 없음, 0; 클락은 플레이어나 플로어가 요청합니다).
knob-time-bank-seconds = 타임뱅크(연장) 카드 한 장이 플레이어의 시간에 더하는 초 (TDA: 없음, 0).
knob-time-banks = 각 플레이어가 대회에서 갖는 타임뱅크 카드 수 (TDA: 없음, 0).
knob-limit-cap-bets = 리밋에서 베팅 라운드마다 허용되는 베팅 수: 베팅 하나와 그 뒤의 레이즈 (TDA: 하우스의 상한; 엔진의 기본값 4, 베팅 하나와 레이즈 셋). 자체 상한을 밝힌 핸드는 그 상한을 따릅니다.
knob-limit-cap-heads-up = 핸드에 플레이어가 둘 남았을 때도 리밋 상한이 적용되는지 (TDA: 적용됨, 대회가 두 명이 될 때까지).
knob-stud-completion-counts = 스터드에서 브링인의 컴플리트가 상한에 들어가는 라운드의 베팅인지 (TDA: 그렇다: 브링인은 베팅이 아니고 컴플리트가 첫 완전한 베팅, 규칙 3의 "complete"; 이를 세지 않는 하우스는 컴플리트 뒤에 상한만큼의 레이즈를 허용합니다).
knob-bring-in-ace-high = 스터드와 스터드/8에서 브링인을 정할 때 에이스를 하이로 쳐서 에이스가 브링인을 하지 않게 하는지 (TDA: 규정 없음, 하우스의 게임 규칙; 엔진의 해석은 PokerKit과 WSOP처럼 하이). 라즈에서는 에이스가 항상 로우이고 가장 높은 카드가 브링인을 합니다; 무늬는 낮은 쪽부터 클럽, 다이아몬드, 하트, 스페이드.
knob-passive-out-of-turn = 차례가 아닌 패시브 액션에 어떤 해석을 적용하는지 (TDA: 해당 판의 해석).
knob-big-blind-ante-order = 빅 블라인드 앤티 방식에서 칩이 모자란 빅 블라인드가 먼저 내는 것 (TDA: 블라인드).
knob-dodging-blinds = 블라인드를 고의로 피했을 때의 대가 (TDA: 페널티).
knob-at-seat-by = 플레이어가 자리에 있어야 하는 시점 (TDA: 첫 딜의 마지막 카드).
knob-odd-chip = 보드 게임에서 나눈 팟의 오드 칩을 받는 사람 (TDA: 버튼 왼쪽의 첫 승자).
knob-misread-window = 잘못 읽은 공개 핸드를 바로잡을 수 있는 시한 (TDA: 다음 핸드가 시작될 때까지).
knob-pot-error-window = 잘못된 플레이어에게 준 팟을 바로잡을 수 있는 시한 (TDA: 다음 핸드에서 실질 액션이 있을 때까지).
knob-ask-to-see = 쇼다운에서 핸드를 보여 달라고 요청할 수 있는 사람 (TDA: 리버 베팅에 콜한 플레이어는 마지막 공격자의 핸드를; 그 밖의 요청은 플로어가 판단).
knob-deliberate-exposure = 액션이 남아 있을 때 고의로 카드를 노출하면 핸드가 어떻게 되는지 (TDA: 페널티; 핸드는 라이브로 남음).
knob-first-penalty = 이전 위반이 없는 위반에 대한 첫 페널티 (TDA: 플로어의 판단; 규칙은 경고 쪽으로 기웁니다).
knob-penalty-max-rounds = 실격 전에 페널티 단계가 이르는 라운드 결장의 최대 수 (TDA: 플로어의 판단; 엔진의 해석 3).
knob-halt-short-by = 가장 많은 테이블보다 이만큼 이상 플레이어가 적은 테이블이 생기면 게임을 멈춥니다 (TDA: 3).
knob-substantial-actions = 실질 액션: 종류와 상관없이 차례대로 한 액션이 이만큼 (TDA: 3).
knob-substantial-actions-with-chips = 실질 액션: 적어도 하나가 칩을 넣는, 차례대로 한 액션이 이만큼 (TDA: 2).
knob-conditional-statements = 조건부 발언이 구속력을 갖는지 (TDA: 플로어가 결정).
knob-chip-count = 플레이어가 상대의 칩을 정확히 세어 달라고 할 수 있는 때 (TDA: 자기 차례에 그 플레이어의 올인을 마주했을 때).
knob-pot-limit-overbet = 팟 리밋에서 팟보다 큰 베팅의 처리 (TDA: 다음 카드까지 콜하는 모두에게 팟 크기로 줄임).
knob-expects-int = { $min }부터 { $max }까지의 정수
knob-expects-choice = { $values } 중 하나
knob-expects-flag = true 또는 false
seat-later-in-orbit = 빅 블라인드({ $big })가 원래보다 { $hands }핸드 늦게 플레이어에게 옵니다: 한 바퀴의 순서는 바뀌지만 플레이어의 다음 빅 블라인드는 여전히 이번 바퀴의 것이므로 건너뛴 것이 없고 보충할 것도 없습니다.
seat-sooner-in-orbit = 빅 블라인드({ $big })가 원래보다 { $hands }핸드 빨리 플레이어에게 옵니다: 한 바퀴의 순서는 바뀌지만 플레이어는 한 바퀴에 한 번만 내므로 두 번 내는 것이 없고 돌려줄 것도 없습니다.
seat-in-orbit-floor = 자리 이동으로 옮겨진 블라인드를 다루는 규칙은 없으므로 최종 판단은 플로어에게 있으며, 규칙은 어느 쪽도 빚진 것이 없다는 쪽으로 기웁니다.
rotation-left-since = 그 핸드 이후 플레이어가 떠났습니다: 데드 버튼(규칙 32)에 따라 다음 핸드는 그 핸드의 블라인드에서 정해지며, 빅 블라인드는 플레이어 한 명만큼 이동하고 비게 된 좌석은 빈 채로 둡니다.
rotation-dead-small = 스몰 블라인드는 데드입니다: 지난 핸드의 빅 블라인드({ $seat }번 좌석)가 떠났습니다.
rotation-dead-button = 버튼은 지금 비어 있는 { $seat }번 좌석에서 데드입니다.
rotation-next-button-summary-no-small = 버튼은 { $button }번 좌석, 스몰 블라인드 없음, 빅 블라인드는 { $big }번 좌석.
error-rotation-left-since = 그 후 떠난 좌석은 1부터 12까지이며 `seats`에 없어야 합니다 (`left_since`)
h4h-if-different-tables = 플레이어들이 같은 핸드 포 핸드 핸드에서 서로 다른 테이블에서 탈락했다면: 순위와 상금을 나눕니다({ $rule_rp_hand_for_hand }). 시작 스택에 따른 순위는 한 테이블에서의 탈락에 적용됩니다.
h4h-different-tables = 플레이어들은 서로 다른 테이블에서 탈락했습니다: 시작 스택에 따른 순위({ $rule_simultaneous_busts })는 한 테이블에 적용되므로 핸드 포 핸드의 규정대로 나눕니다.
