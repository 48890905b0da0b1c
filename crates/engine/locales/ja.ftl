### floorcall: the words of rulings in Japanese (日本語).
### Rule titles and summaries are floorcall's own paraphrase, used with the TDA's permission
### (see NOTICE in the rulings); the official TDA rules govern.
### ルールの題名と要約は floorcall 独自の言い換えであり、TDA の許可を得て使用しています
### （裁定の NOTICE を参照）。効力を持つのは公式の TDA ルールです。
### A message per reason of crates/engine/src/disputes; its arguments ($seat, $to…) are the
### fields of the reason. Chips arrive formatted; counts select plural forms (Japanese has
### only the CLDR category `other`, so most plural selects collapse to one text).

language-name = 日本語
number-group-separator = {","}
# Punctuation the code joins lists with: between items, before the last of several seats, between clauses.
list-separator = {"、"}
list-last-separator = {"、"}
clause-separator = {"。"}
# A rule named in a reason: its number in the ruling's edition.
rule-ref = ルール{ $number }
# … where the edition's number is not known: its 2024 number, said to be so.
rule-ref-unknown = 2024年版ルール{ $number }
# The summary of a ruling whose reasons gave none (never expected).
ruling-no-summary = この案件はフロアが裁定します。
# The TDA permission notice every ruling carries.
ruling-notice = Poker TDAのルール番号と題名は、Poker Tournament Directors Association（www.pokertda.com）の許可を得て使用しています。要約と理由付けはfloorcall独自の言い換えであり、公式の文面ではありません。効力を持つのは公式のTDAルールです。

## bet

bet-words-after-chips = 発言はチップが置かれた後だったため、チップがアクションを決めます（{ $rule_methods_of_betting }：先に行われた方が優先）。
bet-words-with-chips = 発言はチップと同時でした。チップと同時に行われた明確な口頭宣言が優先されます（{ $rule_methods_of_betting }-A）。
bet-raise-by = 「{ $by }上乗せしてレイズ」は、{ $current }のベットに{ $by }を加えるもので、{ $to }へのレイズです。
bet-if-words-came-first = 発言がチップの置かれる前、またはチップと同時だった場合
bet-assumes-chips-first = この判断は、チップが発言より先に置かれたことを前提としています。発言が先だった場合は、発言がアクションを決めます（{ $rule_methods_of_betting }）：{ $words }
bet-floor-holds-to-words = フロアがプレイヤーを発言どおりに拘束する場合
bet-floor-holds-to-chips = フロアがプレイヤーをチップどおりに拘束する場合
bet-words-reading = 発言：{ $words }
bet-chips-reading = チップ：{ $chips }
bet-words-unclear = シート{ $seat }の発言とチップが食い違っており、発言ははっきり聞き取れませんでした。ルールに決まった答えはなく、フロアができる限り公正に裁定します（{ $rule_methods_of_betting }、{ $rule_floor_decisions }）。
bet-words-before-chips = 発言がチップより先だったため、発言がアクションを決めます（{ $rule_methods_of_betting }）。
bet-gathered-all-in = シート{ $seat }はすべてのチップをまとめて前に押し出しました。これは{ $to }のオールインと解釈されることがあり、フロアが判断します。
bet-gesture-may-mean-all-in = スタック全体を一つの動作で前に押し出す、または投げ入れる行為は、チップを個別に判定した結果にかかわらず、全額をベットする意思と解釈されることがあります。TDAはこれをフロアの判断に委ねています（{ $rule_floor_decisions }）。
bet-floor-judges-chip-by-chip = フロアが代わりにチップを個別に判定する場合
bet-fold-binds = シート{ $seat }はフォールドしました。フォールドには拘束力があります。
bet-fold-when-not-facing-a-bet = ベットに直面していない状態で手番でフォールドすることは非標準ですが、拘束力があります（{ $rule_non_standard_folds }）。
bet-checked = シート{ $seat }はチェックしました。
bet-check-facing-a-bet = シート{ $seat }は{ $facing }のベットに直面して「チェック」と言いました。シート{ $seat }はコールかフォールドはできますが、レイズはできません（{ $rule_invalid_bet_declarations }）。
bet-call-with-no-bet = シート{ $seat }はコールすべきベットがないのに「コール」と言いました。これはチェックです（{ $rule_invalid_bet_declarations }）。
bet-call-binds = シート{ $seat }は手番で「コール」と言いました。これにより{ $to }までのフルコールに拘束されます（{ $rule_binding_declarations_undercalls }）。
bet-declared-call-is-no-undercall = 出された{ $pushed }はアンダーコールではありません。「コール」が宣言されているため、シート{ $seat }は{ $to_call }の全額を支払わなければなりません。
bet-declared-all-in = シート{ $seat }はオールインを宣言しました。このストリートで合計{ $to }です。
bet-short-all-in = { $to }はフルレイズ（{ $full_to }まで）に満たないショートオールインであり、すでにアクションしたプレイヤーに対してベッティングを再開しません（{ $rule_reopening_the_bet }）。
bet-raise-not-allowed-calls = シート{ $seat }はここではレイズできないため、宣言したレイズにより、シート{ $seat }は{ $current }のコールに拘束されます（{ $rule_reopening_the_bet }）。
bet-pot-not-allowed-calls = シート{ $seat }はここではレイズできないため、「ポット」の宣言により、シート{ $seat }は{ $to }のコールに拘束されます。
bet-pot-limit-pot = ポットリミット：「ポット」はポット額のベットです。シート{ $seat }の合計は{ $to }です（{ $rule_pot_limit_bets }）。
bet-floor-may-allow-any-amount = シート{ $seat }が直ちに金額を述べれば、フロアは{ $to }から{ $max_to }までの、ルール上認められる任意の金額を認めることができます。
bet-below-minimum-brought-up = { $to }は最小額の{ $min_to }を下回るため、{ $min_to }に引き上げられます（{ $rule_incorrect_bets }）。
bet-above-the-most = { $to }は認められる額を超えています。上限は{ $max_to }です。
bet-raise-amount-is-a-total = 「レイズ」と金額を言った場合、その金額はレイズ後の合計額を意味します（{ $rule_raise_amounts }）。
bet-is-all-in = シート{ $seat }は{ $to }でオールインです。
bet-bets = シート{ $seat }は{ $to }をベットします。
bet-raises-to = シート{ $seat }は{ $to }にレイズします。
bet-unclear-amount-read = 「{ $amount }」は文字どおりの意味ではありえません（ビッグブラインドの{ $big_blind }未満）。不明確な金額は、ポットの{ $pot }を超えない範囲で最も高い妥当な金額と解釈されます：{ $read }（{ $rule_unclear_betting }）。
bet-amount-alone-is-pushed = 金額だけを言った場合は、黙って{ $read }を出したものとみなされます（{ $rule_methods_of_betting }）。
bet-oversized-chip-calls = 先に「レイズ」と言わずに、{ $facing }のベットに対して{ $chip }のチップを一枚だけ出した場合はコールです。{ $back }が返されます。
bet-oversized-chip-rule = ルール：オーバーサイズチップは、置かれる前に「レイズ」と宣言しない限り、プレイヤーの最後のチップであってもコールです（{ $rule_oversized_chip }）。
bet-every-chip-needed = { $current }のコールです。すべてのチップが必要でした{ $any ->
        [yes] 。{ $back }が返されます。
       *[no] 。
    }
bet-removing-one-leaves-less = { $chips }：{ $smallest }を一枚取り除くと{ $without_one } < コールに必要な{ $need }となるため、すべてのチップが必要でした。コールです（{ $rule_multiple_chip_betting }）。
bet-removing-one-leaves-enough = { $chips }：{ $smallest }を一枚取り除いても{ $without_one } ≥ コールに必要な{ $need }となるため、すべてのチップが必要だったわけではありません。
bet-last-chips-all-in = これはシート{ $seat }の最後のチップだったため、50%基準の結果にかかわらず、シート{ $seat }は{ $to }でオールインです（{ $rule_multiple_chip_betting }）。
bet-raise-not-allowed-chips-call = シート{ $seat }はここではレイズできないため、チップは{ $current }のコールとなり、{ $back }が返されます。
bet-full-raise-reached = { $total }はフルレイズ（{ $current } + { $full } = { $full_to }）に達しているため、{ $total }へのレイズです（{ $rule_raise_amounts }）。
bet-full-raise-held = { $total }はフルレイズ（{ $current } + { $full } = { $full_to }）に達していますが、上限は{ $max_to }です{ $pot ->
    [yes] （ポットを超えるベットは認められません、{ $rule_incorrect_bets }-B）
   *[no] （リミットでは1ベット）
}。{ $max_to }へのレイズです（{ $rule_raise_amounts }）。
bet-a-raise-to = { $to }へのレイズです。
bet-a-raise-to-back = { $to }へのレイズです。超過分の{ $back }は戻されます。
bet-half-raise-must-complete = 50%基準が適用されます：{ $total } ≥ { $half }（コール額を超えるレイズ幅の半分）ですが、{ $current } + { $full } = { $full_to }未満であるため、シート{ $seat }は{ $full_to }までのフルレイズにしなければなりません（{ $rule_raise_amounts }）。
bet-must-complete-to = レイズです。シート{ $seat }は{ $full_to }へのフルレイズにしなければなりません。
bet-less-than-half-raise = 50%基準が適用されます：{ $total } < { $half }で、コール額を超える部分がレイズ幅の半分未満であるため、コールとなり、{ $back }が返されます（{ $rule_raise_amounts }）。
bet-call-goes-back = { $current }のコールです。{ $back }はシート{ $seat }に返されます。
bet-prior-covers-the-call = すでに前に出ている{ $prior }で{ $current }のコールをまかなえるため、チップを追加するとそのすべてがベットとなります：合計{ $total }（{ $rule_prior_bet_chips }）。
bet-prior-partly-pulled-back = 先に出したチップの一部が引き戻されました。残った{ $prior }と新たなチップ、合計{ $total }をまとめて判定します（{ $rule_prior_bet_chips }）。
bet-prior-all-pulled-back = 先に出したチップは引き戻されました。新たなチップは、{ $need }のフルコールを基準に判定します（{ $rule_prior_bet_chips }）。
bet-prior-short-of-call = 前に出ている{ $base }ではコールに足りません。それをそのままにして、新たなチップは、まだ不足している{ $need }を基準に判定します（{ $rule_prior_bet_chips }）。
bet-single-new-chip-calls = 新たに出された{ $chip }のチップ一枚はコールです（{ $rule_oversized_chip }）。
bet-undercall = シート{ $seat }は「コール」と言わずに、コールに必要な{ $to_call }より少ない{ $put }を出しました。アンダーコールです（{ $rule_binding_declarations_undercalls }）。
bet-floor-decides-undercall = マルチウェイポットであり、直面しているベット（{ $current }）はオープニングベットではないため、フロアが判断します：フルコールを求めるか、シート{ $seat }が{ $forfeit }を放棄してフォールドすることを認めるかです。
bet-floor-requires-full-call = フロアがフルコールを求める場合
bet-floor-lets-forfeit = フロアが、チップを放棄してフォールドすることをプレイヤーに認める場合
bet-undercall-of-a-raise = マルチウェイポットにおけるレイズへのアンダーコールです。フロアは{ $call_to }までのフルコールを求めるか、シート{ $seat }が{ $forfeit }を放棄してフォールドすることを認めることができます。
bet-no-limit-pot-is-a-minimum = ノーリミットでは「ポット」は有効な金額ではありませんが、シート{ $seat }は少なくとも最小額の{ $word ->
        [bet] ベット
       *[raise] レイズ
    }、すなわち{ $to }に拘束されます（{ $rule_pot_limit_bets }）。
bet-declared-with-chips = シート{ $seat }は{ $word ->
        [bet] ベット
       *[raise] レイズ
    }を宣言して{ $chips }を出しました。金額はチップで決まります。
bet-declared-without-amount = シート{ $seat }は金額を言わずに{ $word ->
        [bet] ベット
       *[raise] レイズ
    }を宣言しました。シート{ $seat }は少なくとも最小額の{ $min_to }に拘束されます。
bet-half-raise-odd = { $current } + { $full }/2
bet-half-raise = { $current } + { $half } = { $threshold }
bet-undercall-made-full = { $when ->
        [heads-up] ヘッズアップでの
       *[opening-bet] マルチウェイポットでそのラウンドのオープニングベットに対する
    }アンダーコールは、{ $call_to }までのフルコールにしなければなりません。
bet-undercall-must-call = { $when ->
        [heads-up] ヘッズアップでの
       *[opening-bet] マルチウェイポットでそのラウンドのオープニングベットに対する
    }アンダーコールです。シート{ $seat }は{ $call_to }の全額をコールしなければなりません。

## options

options-to-call = このストリートのベットは{ $current }です。シート{ $seat }は{ $any_in ->
        [yes] すでに{ $committed }を出している
       *[no] まだ何も出していない
    }ため、コールには{ $to_call }が必要です。
options-full-raise = このストリートで最大のフルベットまたはフルレイズは{ $full }です（{ $rule_raise_amounts }）。レイズは少なくとも{ $current } + { $full } = { $min_to }にしなければなりません。
options-short-all-in-is-no-full-raise = ショートオールインはフルレイズではなく、複数のショートオールインを合計するとそれを上回る場合でも、この額は変わりません（{ $rule_reopening_the_bet }）。
options-not-reopened = シート{ $seat }はこのストリートですでにアクションしており、現在はフルレイズ（{ $need }）に満たない{ $to_call }に直面しています。ベッティングは再開されないため、シート{ $seat }はコールかフォールドしかできません（{ $rule_reopening_the_bet }）。
options-cap-reached = このラウンドはキャップの{ $bets }ベット（ベットと{ $raises }回のレイズ、{ $rule_number_of_raises }）に達しています。シート{ $seat }はコールかフォールドができます。
options-call-takes-all-chips = コールするとシート{ $seat }のチップはすべてなくなり、レイズに使えるチップは残りません。
options-no-opponent-to-call = { $current }を超える額をコールできるチップを持つ相手がいないため、レイズがコールされることはありえません。シート{ $seat }はコールかフォールドができます。
options-reopened = シート{ $seat }はこのストリートですでにアクションしていますが、その後の増額は合計でフルレイズ（{ $full }以上）に達しており、現在はコールに{ $to_call }が必要です。ベッティングは再開されます（{ $rule_reopening_the_bet }）。
options-not-acted-yet = シート{ $seat }はこのストリートでまだアクションしていない（ブラインドのポストはアクションではありません）ため、レイズできます（{ $rule_reopening_the_bet }）。
options-fixed-limit-size = フィックスドリミット：このラウンドのベットとレイズの単位は{ $bet }です。レイズは{ $to }までとなります。
options-short-of-a-full-raise = シート{ $seat }はこのストリートで合計{ $all_in }しかなく、フルレイズに足りません。レイズすることは{ $all_in }でオールインすることを意味します。
options-check = チェック
options-call = { $amount }のコール
options-raise-to = { $to }へのレイズ
options-raise-between = { $lo }から{ $hi }までのレイズ
options-may-fold-call-or-raise = シート{ $seat }は、フォールド、{ $call }、{ $raise }のいずれかができます。
options-may-only-call-or-fold = シート{ $seat }にできるのは{ $call }かフォールドのみで、レイズはできません。
options-pot-limit-maximum = ポットリミット：{ $to_call }をコールし、そのうえでコール後のポット額までレイズできます{ $preflop ->
        [yes] （プリフロップでは、ブラインドを満額として数えます）
       *[no] {""}
    }。シート{ $seat }がレイズできる上限は{ $max_to }です（{ $rule_pot_limit_bets }）。

## out-of-turn

out-of-turn-fold-binds = 順番外のフォールドには拘束力があります。シート{ $seat }のハンドはデッドです（{ $rule_non_standard_folds }）。
out-of-turn-follows-the-2026-illustration = このルールの2026年版の条文はfloorcallでは入手できませんでした。この裁定は2026年版の例示（ヘッズアップで順番外のチェックの後にベットがあった場合：コールかフォールドのみ）に従っています。2024年版のルールでは、そのプレイヤーはすべての選択肢から選べます。
out-of-turn-behind = シート{ $behind }も、アクションが戻される前に、シート{ $seat }より後ろの位置で順番外にアクション（{ $act }）しました。これもアクションが回ってきた時点で同じように判定されます：シート{ $behind }がそのとき{ $any_bet ->
        [yes] { $faced }のベット
       *[no] ベットのない状態
    }に直面していれば、当時と同じであるため拘束力があります。アクションが変わっていれば、{ $with_chips ->
        [yes] チップを引き戻すことができ、シート{ $behind }はすべての選択肢から選べます
       *[no] シート{ $behind }はすべての選択肢から選べます
    }（{ $rule_action_out_of_turn }-A）。
out-of-turn-behind-fold = シート{ $behind }も順番外にフォールドしました。順番外のフォールドには拘束力があるため、シート{ $behind }のハンドはデッドです（{ $rule_non_standard_folds }）。
out-of-turn-passive-in-2026 = 2026年版のルールでは、ヘッズアップでのこの順番外のチェックは、アクションが変わった時点でプレイヤーの選択肢をコールかフォールドに限定します。2024年版のルールではすべての選択肢が与えられます。
out-of-turn-unchanged-binds = シート{ $seat }が直面していたアクションは変わっていない（{ $any_bet ->
        [yes] 引き続き{ $faced }
       *[no] 引き続きベットなし
    }）ため、順番外のアクションには拘束力があります：{ $act }（{ $rule_action_out_of_turn }）。
out-of-turn-over-the-most = シート{ $seat }の{ $to }へのベットは、その手番でこのラウンドに許される上限{ $most }を超えています。{ $most }として有効になり、超過分の{ $back }は戻されます。
out-of-turn-back-to-the-seat-in-turn = アクションはシート{ $next }に戻ります。シート{ $seat }より前のプレイヤーがチェック、コール、フォールドのみであれば、順番外のアクション（{ $act }）は有効なままです。誰かがベットまたはレイズした場合は拘束力がなくなり、シート{ $seat }はすべての選択肢から選べます（{ $rule_action_out_of_turn }）。
out-of-turn-if-next-raises = シート{ $next }がレイズした場合（例えば{ $min_to }へ）
out-of-turn-raise-example = 例えばシート{ $next }が{ $min_to }にレイズした場合、シート{ $seat }は{ $min_to }に直面し、{ $to_call }をコールするか、少なくとも{ $reraise_to }まで再レイズするか、フォールドすることができます。順番外に出した{ $returned }は返されることがあります。
out-of-turn-if-others-only-check-call-or-fold = シート{ $seat }より前のプレイヤーがチェック、コール、フォールドのみだった場合
out-of-turn-spoke-up = シート{ $skipped }はサブスタンシャルアクションの前に申し出ました。アクションはシート{ $skipped }に戻り、順番外のアクションは{ $rule_action_out_of_turn }-Aの定めどおりに判定されます（アクションが変わらない限り拘束力あり）（{ $rule_action_out_of_turn }）。
out-of-turn-fold-always-binds = 順番外のフォールドには、いかなる場合も拘束力があります（{ $rule_non_standard_folds }）。
out-of-turn-skipped-stays-silent = シート{ $skipped }は飛ばされ、順番外のサブスタンシャルアクションの前に申し出ませんでした。順番外のアクションは有効なままです。シート{ $skipped }のハンドをどうするか（例えばデッドとする、またはコールかフォールドに限定する）はフロアが判断します（{ $rule_action_out_of_turn }）。
out-of-turn-floor-rules-hand-dead = フロアがシート{ $skipped }のハンドをデッドと裁定する場合
out-of-turn-floor-keeps-hand-live = フロアがシート{ $skipped }のハンドをライブとし、コールかフォールドに限定する場合
out-of-turn-if-spoke-up = シート{ $skipped }がサブスタンシャルアクションの前に申し出ていた場合
out-of-turn-check-and-fold-reading = チェックとフォールドがサブスタンシャルアクションとなるのは、{ $rule_substantial_action }の括弧書きによる場合のみです。floorcallは定義文（チップが投入されなければならない）に従って解釈しますが、フロアは別の解釈をすることができます。
out-of-turn-floor-counts-check-and-fold = フロアがチェックとフォールドをサブスタンシャルアクションとして数える場合
out-of-turn-skipped-keeps-right = まだサブスタンシャルアクションはありません。シート{ $skipped }はアクションする権利を保持し、アクションはシート{ $skipped }に戻ります（{ $rule_action_out_of_turn }）。
out-of-turn-fold = フォールド
out-of-turn-check = チェック
out-of-turn-call = コール
out-of-turn-bet = { $to }のベット
out-of-turn-raise = { $to }へのレイズ
out-of-turn-passive-then-changed = シート{ $seat }の順番外のパッシブなアクション（{ $act }）の後にアクションが変わりました。2026年版のルールでは、シート{ $seat }は{ $to_call }のコールかフォールドのみができ、レイズはできません（{ $rule_action_out_of_turn }）。
out-of-turn-changed-not-binding = シート{ $seat }の手番が来る前に、アクションが{ $any_bet ->
        [yes] { $faced }
       *[no] ベットなし
    }から{ $now }に変わったため、順番外のアクション（{ $act }）には拘束力がありません。{ $any_back ->
        [yes] { $returned }が返され、シート{ $seat }
       *[no] シート{ $seat }
    }はすべての選択肢から選べます：{ $to_call }のコール{ $raise_from ->
        [0] {""}
       *[other] 、少なくとも{ $raise_from }へのレイズ
    }、またはフォールド（{ $rule_action_out_of_turn }）。
out-of-turn-counted-substantial = シート{ $skipped }の左側での順番外のアクションが{ $actions }回（うちチップを伴うもの{ $with_chips ->
        [0] なし
       *[other] { $with_chips }回
    }）：サブスタンシャルアクションです（{ $rule_substantial_action }）。
out-of-turn-counted-not-yet = シート{ $skipped }の左側での順番外のアクションが{ $actions }回（うちチップを伴うもの{ $with_chips ->
        [0] なし
       *[other] { $with_chips }回
    }）：まだサブスタンシャルアクションではありません（{ $rule_substantial_action }）。
out-of-turn-all-in = オールイン
out-of-turn-show-or-muck = 公開またはマック

## incorrect-bet

incorrect-bet-over-pot-stands = { $to }へのベットはポットリミットの上限{ $max_to }を超えていましたが、次のカードがすでに配られているため、そのまま有効です（{ $rule_incorrect_bets }）。
incorrect-bet-over-pot-stands-after-action = { $to }へのベットはポットリミットの上限{ $max_to }を超えていましたが、その後にサブスタンシャルアクションがありました（アクション{ $actions }回、うちチップを伴うもの{ $with_chips ->
        [0] なし
       *[other] { $with_chips }回
    }）。ハウスルールにより、そのまま有効です。
incorrect-bet-low-count-raised = ベットしたプレイヤーは「ポット」と宣言しましたが、ディーラーのカウントが少なすぎました。ベット以降にサブスタンシャルアクションがないため、ポットベットの{ $max_to }に引き上げられます（{ $rule_incorrect_bets }）。
incorrect-bet-check-and-fold-only = その後はチェックとフォールドのみでした。これがサブスタンシャルアクションとなるのは、{ $rule_substantial_action }の括弧書きによる場合のみです。フロアはそのように解釈して、ベットを有効とすることができます。
incorrect-bet-below-minimum-stands = { $to }へのベットは最小額の{ $min_to }を下回っていましたが、次のカードがすでに配られているため、そのまま有効です（{ $rule_incorrect_bets }）。
incorrect-bet-below-minimum-corrected = { $to }へのベットはルール上の最小額の{ $min_to }を下回っていました。同じストリートで発見されたため、{ $min_to }に修正されます（{ $rule_incorrect_bets }）。
incorrect-bet-over-pot-reduced = { $to }へのベットはポットリミットの上限{ $max_to }を超えており、次のカードの前に発見されました。サブスタンシャルアクションの後であっても、このストリートでコールした全員について{ $max_to }に減額されます（{ $rule_incorrect_bets }）。{ $callers ->
        [0] {""}
        [1] コールしたシート{ $seats }には{ $back }が返されます。
       *[other] コールしたシート{ $seats }には、それぞれ{ $back }が返されます。
    }
incorrect-bet-low-count-stands = ベットしたプレイヤーは「ポット」と宣言し、ディーラーが示した{ $to }をベットしました。ポットベットは{ $max_to }でした。ベットの後にサブスタンシャルアクションがあった（アクション{ $actions }回、うちチップを伴うもの{ $with_chips ->
        [0] なし
       *[other] { $with_chips }回
    }、{ $rule_substantial_action }）ため、少ない方のベットがそのまま有効です（{ $rule_incorrect_bets }）。

## cards-dealt

cards-dealt-counted = 配札以降：手番でのアクション{ $actions }回、うちチップを伴うもの{ $with_chips ->
        [0] なし
       *[other] { $with_chips }回
    }（ブラインドは数えません）。
cards-dealt-burns-as-normal = バーンは通常どおり、各ストリートの前に一枚ずつ行います。
cards-dealt-extra-card-is-not-the-burn = 余分なカードはバーンとしては数えません。ディーラーはスタブから一枚バーンしてから、フロップを配ります。
cards-dealt-burn-one-card-only = ディーラーはちょうど一枚だけバーンしてフロップを配ります。スタブの元の順序を戻すために余分なカードをバーンすることはしません。
cards-dealt-no-misdeal-hand-dead = これはサブスタンシャルアクションにあたる（{ $rule_substantial_action }）ため、ミスディールにはなりません（{ $rule_misdeals }）。シート{ $seat }のハンド（カード{ $cards }枚）はデッドです。
cards-dealt-dead-hand-play-on = サブスタンシャルアクションが行われています。シート{ $seat }のハンドはデッドとなり、プレイは続行されます。
cards-dealt-button-exception = シート{ $seat }はボタンで、配られたカードが不足しています。{ $rule_button_too_few_cards }は、サブスタンシャルアクションの前後を問わず、カード枚数の誤りによるミスディール（{ $rule_misdeals }-A）の例外です。{ $acted ->
    [yes] ボタンはすでにアクションしているため、この例外はもう適用されません。
   *[no] ボタンはまだアクションしていません。
}
cards-dealt-button-completed = ボタンのハンドは補完されます。シート{ $seat }は不足している{ $missing }枚のカードを受け取り、ハンドは続行されます。
cards-dealt-button-next-card-from-stub = 不足しているカードは、バーンの前にスタブの一番上から配られます。その後、フロップは通常どおりバーンしてから配られます。
cards-dealt-button-acted-dead = ボタンはカードが不足したままアクションしました。シート{ $seat }のハンドはデッドとなり、プレイは続行されます。
cards-dealt-no-substantial-action-yet = まだサブスタンシャルアクションはありません（{ $rule_substantial_action }）。誤った枚数のカードを配られたプレイヤーがいればミスディールとなり、同じボタンとリミットで、ハンドをそのまま配り直します。
cards-dealt-misdeal-redeal = ミスディール：サブスタンシャルアクションの前に、シート{ $seat }に配られたカードが{ $cards }枚と判明しました。ハンドを配り直します。
cards-dealt-floor-counts-check-and-fold = フロアがチェックとフォールドをサブスタンシャルアクションとして数える場合

## show-request
show-request-no-cards-no-right = シート{ $requester }はもうカードを持っていない（フォールドしたか、見せずにマックした）ため、どのハンドも見るよう求めることはできません（{ $rule_asking_to_see_a_hand }）。
show-request-called-the-river-bet = リバーでベットがあり、シート{ $target }が最後のアグレッサーでした。シート{ $requester }はコールし、カードを公開したか保持しているため、シート{ $target }のハンドを見る絶対的な権利があります（{ $rule_asking_to_see_a_hand }）。
show-request-no-river-bet = シート{ $requester }はハンドを見せるよう求めることはできますが、絶対的な権利はありません。リバーでベットがなかったため、ハンドを見るために支払ったプレイヤーはいません。フロアの裁量によります（{ $rule_asking_to_see_a_hand }）。
show-request-not-the-river-aggressor = シート{ $requester }はハンドを見せるよう求めることはできますが、絶対的な権利はありません。シート{ $target }はリバーでの最後のアグレッサーではありませんでした。フロアの裁量によります（{ $rule_asking_to_see_a_hand }）。
show-request-house-anyone = ハウスルールでは、まだカードを持っているプレイヤーは誰でも、ショーダウンで保持されているどのハンドも見ることができます。シート{ $requester }はシート{ $target }のハンドを見ることができ、見せられたハンドはライブのままです。
show-request-house-callers-only = ハウスルールでは、ハンドを見ることができるのはリバーのベットをコールしたプレイヤーだけで、見られるのは最後のアグレッサーのハンドだけです。シート{ $requester }はシート{ $target }のハンドを見ることはできません。


## face-up
face-up-turned-up-now = はい：シート{ $all_in }がオールインで、これ以上ベッティングが行われることはないため、すべてのライブハンド（シート{ $live }）を今すぐ表向きにします（{ $rule_face_up_for_all_ins }）。{ $cards_to_come ->
        [0] {""}
       *[other] その後、バーンしてボードの残りを配ります。
    }
face-up-side-pots-first = まずサイドポットを、次にメインポットを授与します。サイドポットの精算が済むまでオールインのハンドを伏せたままにしてはいけません（{ $rule_side_pots }）。
face-up-nobody-all-in-shows-first = オールインのプレイヤーがいないため、{ $rule_face_up_for_all_ins }は適用されません。このショーダウンではシート{ $who }が最初にハンドを見せます（{ $rule_showdown_order }）。
face-up-nobody-all-in = オールインのプレイヤーがいないため、{ $rule_face_up_for_all_ins }は適用されません。誰が最初に見せるかはショーダウンの順序で決まります（{ $rule_showdown_order }）。
face-up-not-yet-betting-open = まだです：オールインのプレイヤーはおらず、ベッティングはまだ続いています（{ $rule_face_up_for_all_ins }）。
face-up-not-yet-others-may-bet = まだです：シート{ $all_in }はオールインですが、シート{ $with_chips }はまだチップを持っていてベットできます。カードは伏せたままにしてください（{ $rule_face_up_for_all_ins }）。


## showdown
showdown-big-blind-first = ビッグブラインドのシート{ $seat }のスタックは{ $stack }でした。ブラインドが先にポストされてライブとなり（{ $live }）、残り（{ $ante }）がビッグブラインドアンティになります（{ $rule_rp_ante_formats }）。
showdown-ante-first = ビッグブラインドのシート{ $seat }のスタックは{ $stack }でした。ハウスルールではビッグブラインドアンティが先にポストされ（{ $ante }）、残り（{ $live }）のみがライブのブラインドとなります。
showdown-board = ボード：{ $board }。
showdown-low = シート{ $seat }のロー：{ $low }。
showdown-no-low = シート{ $seat }にはエイト・オア・ベターのローがありません。
showdown-hi-lo-split = ハイ/ロー：各ポットは分割され、半分が最も強いハイハンドに、半分がエイト・オア・ベターの最も強いローに渡ります。端数チップはハイ側に渡ります（{ $rule_odd_chips }-C）。
showdown-hi-lo-scoop = ハイ/ロー：エイト・オア・ベターのローを持つプレイヤーがいないため、最も強いハイハンドが各ポットを全額獲得します。
showdown-seat-hand = シート{ $seat }（{ $hole }）：{ $category }、{ $five }。
showdown-category = { $category ->
        [high-card] ハイカード
        [pair] ワンペア
        [two-pair] ツーペア
        [trips] スリーカード
        [straight] ストレート
        [flush] フラッシュ
        [full-house] フルハウス
        [quads] フォーカード
       *[straight-flush] ストレートフラッシュ
    }
showdown-share = シート{ $seat } { $amount }
showdown-pot = { $pot ->
        [main] メインポット
       *[side] サイドポット
    } { $amount }（対象：シート{ $eligible }）：{ $shares }。
showdown-pot-short = { $pot ->
        [main] メインポット
       *[side] サイドポット
    } { $amount }：{ $shares }
showdown-summary = { $pots }。
showdown-odd-chips = 端数チップは最小チップの{ $smallest_chip }単位まで崩したうえで、ポットごとに（{ $rule_side_pots }）、ボタンの左から最初の勝者に渡ります（{ $rule_odd_chips }）。
showdown-odd-chips-by-suit = 端数チップは最小チップの{ $smallest_chip }単位まで崩したうえで、ハウスルールにより、ポットごとに（{ $rule_side_pots }）、役を構成するカードの中でスートの順位（スペード、ハート、ダイヤ、クラブ）による最も高いカードを持つ勝者に渡ります。
showdown-uncalled-returned = コールされなかった{ $amount }はシート{ $seat }に返されます。
showdown-mucked = シート{ $seat }はショーダウンでハンドを公開せずに伏せたままマックしました。回収できないハンドは、その内容にかかわらずポットへの権利がありません（{ $rule_tabling_cards }-B）。
showdown-mucked-retrievable = これはマックされたカードが回収できなかったことを前提としています。まだマックに触れておらず、100%特定できるカードは、回収して公開することができます（{ $rule_live_cards_at_showdown }）。その場合は、それらのカードを公開した状態で改めて問い合わせてください。
showdown-last-hand = 他のハンドはすべて伏せたままマックされたため、最後に残ったシート{ $seat }のハンドが、見せる必要なく勝ちとなります（{ $rule_showdown_order }）。


## penalty
penalty-infraction = シート{ $seat }：{ $infraction ->
        [etiquette] エチケット違反（{ $rule_etiquette_violations }）
        [abuse] 侮辱的な言動（{ $rule_etiquette_violations }）
        [card_exposure] アクションが残っている間のカードの露出、または不適切なフォールド（{ $rule_exposing_cards }）
        [throwing_cards] カードを投げる行為（{ $rule_exposing_cards }）
        [disclosure] ハンドがライブの間のハンドの内容の開示、またはプレイへの助言（{ $rule_no_disclosure }）
        [electronic_device] ライブハンドを持ったままのテーブルでの電子機器の使用（{ $rule_electronic_devices }-C）
        [phone_call] テーブルでの通話（{ $rule_electronic_devices }-A）
        [device_on_table] テーブルの上に置かれた電話または機器（{ $rule_electronic_devices }-B）
        [strategy_tool] テーブルでの戦略ツールの使用、または外部からの戦略的な助け（{ $rule_electronic_devices }-D）
        [identity] 明確に識別できない状態（{ $rule_player_identity }）
        [language] ハウスが掲示していない言語をテーブルで話すこと（{ $rule_official_language }）
        [dodging_blinds] 故意のブラインド逃れ（{ $rule_dodging_blinds }）
        [chips_hidden] チップを見えない状態で持つこと、または運ぶこと（{ $rule_chips_out_of_view }）
        [soft_play] ソフトプレイ（{ $rule_ethical_play }）
       *[collusion] チップダンピングまたは共謀（{ $rule_ethical_play }）
    }。
penalty-first-infraction = このイベントにおけるそのプレイヤーの初めての違反です。ルールが示す判断は口頭での警告です。違反を繰り返すと、ペナルティは段階的に重くなります（{ $rule_penalties }-A）。
penalty-first-infraction-house = このイベントにおけるそのプレイヤーの初めての違反です。ハウスルールでは最初のペナルティは1ラウンドの欠場であり、違反を繰り返すとペナルティは段階的に重くなります。
penalty-repeat = そのプレイヤーはこのイベントですでに{ $prior }回のペナルティまたは警告を受けており、違反を繰り返すとペナルティは段階的に重くなります（{ $rule_penalties }-A）。判断は{ $rounds }ラウンドの欠場です。
penalty-soft-play = ソフトプレイはペナルティの対象となり、チップの没収や失格に至ることもあります（{ $rule_ethical_play }）。{ $prior ->
        [0] 初めての違反に対する
       *[other] 過去{ $prior }回の違反の後の
    }判断は{ $rounds }ラウンドの欠場です。
penalty-collusion = チップダンピングなどの共謀は失格となります（{ $rule_ethical_play }）。失格となったプレイヤーのチップはトーナメントから取り除かれます（{ $rule_penalties }-D）。
penalty-count = 1ラウンドの欠場は、ペナルティが科された時点でテーブルにいるプレイヤー（違反者を含む）一人につき一ハンドです：{ $rounds } × { $players }人 = { $hands }ハンド（{ $rule_penalties }-A）。
penalty-posts = プレイヤーはテーブルを離れます。そのシートにはカードが配られてキルされ、シートはブラインドとアンティのポストを続けます（{ $rule_penalties }-C）：テーブルの人数が変わらなければ、{ $hands }ハンドの間に{ $stack }のスタックから計{ $forced }がポストされます。
penalty-blinded-out = これでスタック全体がなくなります。ペナルティ中のプレイヤーは、ブラインドによってトーナメントから脱落することがあります（{ $rule_penalties }-A）。
penalty-the-floor-chooses = ペナルティはトーナメントディレクターが選択します。これはルールが示す判断であり、その他の段階は代替案として挙げています（{ $rule_floor_decisions }）。
penalty-summary-warning = シート{ $seat }に口頭での警告。
penalty-summary-rounds = シート{ $seat }は{ $rounds }ラウンドの欠場：{ $hands }ハンド。
penalty-summary-disqualified = シート{ $seat }は失格となり、チップはトーナメントから取り除かれます。
penalty-alt-warning = フロアが代わりに口頭での警告とする場合
penalty-alt-rounds = フロアが代わりに{ $rounds }ラウンドの欠場とする場合：{ $hands }ハンド
penalty-alt-disqualify = フロアがプレイヤーを失格とする場合
penalty-floor-chose-rounds = フロアは{ $rounds }ラウンドの欠場を選択しました。ハンド数はそれに従って算出されます（{ $rule_penalties }-A）。
penalty-serious = フロアは違反を重大と判断しています。判断は警告の段階を超え、ラウンドの欠場から始まります。脅迫は失格の理由となることがあります（{ $rule_penalties }-A）。
penalty-exposure-hand-live = カードの露出によってハンドがデッドになることはなく、ペナルティがあればハンドの終了後に開始されます（{ $rule_exposing_cards }）。
penalty-exposure-dead-house = ハウスルールでは、アクションが残っている間にシート{ $seat }が故意にカードを露出したため、そのハンドはキルされます。投入されたチップはポットに残ります。
penalty-if-deliberate = フロアがシート{ $seat }の露出を故意と判断し、ハウスルールによりハンドがキルされる場合
penalty-nuts-check-not-soft-play = シート{ $seat }は、リバーで最後にアクションするプレイヤーとして、単独のナッツを持ちながらチェックしました。それだけではソフトプレイではありません。プレイヤーにベットする義務はありません（{ $rule_penalties }-B）。これらの事実からはペナルティはありません。
penalty-no-action-pending = シート{ $seat }はアクションが残っていない状態でカードを露出しました。カードの露出がペナルティの対象となるのは、アクションが残っている間だけです（{ $rule_exposing_cards }）。ペナルティはありません。
penalty-if-floor-finds-it = フロアが他の事実（合意、一定のパターン）から違反を認定する場合
penalty-misdeal-does-not-count = シート{ $seat }にはカードが配られてハンドがキルされますが、ミスディールとその配り直しは一ハンドとして数え、配り直したハンドがその一ハンドです：その後の残りは{ $left }ハンドです（{ $rule_misdeals }-C）。
penalty-hand-counts = このハンドはペナルティに算入されます（そのシートにカードが配られ、ハンドはキルされます）：このハンドの後の残りは{ $left }ハンドです（{ $rule_penalties }-C）。

## clock
clock-time = クロックがかけられると、シート{ $seat }には{ $clock }秒のアクション時間があり、その後に{ $countdown }秒のカウントダウンがあります：合計{ $limit }秒です（{ $rule_calling_for_a_clock }）。
clock-house-time = ハウスルールでは、クロックがかけられると、シート{ $seat }には{ $clock }秒のアクション時間があり、その後に{ $countdown }秒のカウントダウンがあります：合計{ $limit }秒です。
clock-in-time = シート{ $seat }は{ $seconds }秒の時点で、{ $tie ->
        [yes] カウントダウンの最後の1秒（時間切れと同時ならプレイヤーに有利に扱います）に
       *[no] 時間内に
    }アクションしました。そのアクションは有効です。
clock-running = シート{ $seat }のアクション時間はまだ{ $left }秒残っています。
clock-expired-facing-bet = シート{ $seat }が{ $to_call }のベットに直面したまま、アクションする前にカウントダウンが終了しました。ハンドはデッドです。
clock-expired-no-bet = シート{ $seat }がアクションする前にカウントダウンが終了しました。直面するベットがないため、チェックとなります。
clock-expired-no-bet-dead = シート{ $seat }がアクションする前にカウントダウンが終了しました。直面するベットはありませんが、ハウスルールによりハンドはデッドです。
clock-shot-clock = ハウスではショットクロックを採用しています：シート{ $seat }には、クロックの要求がなくても、アクションが回ってきた時点から数えて、判断ごとに{ $clock }秒が与えられます。
clock-time-banks = シート{ $seat }はタイムバンクカードを{ $used }枚提出しました。{ $counted ->
    [0] 有効なものはありません（タイムバンクはありません）
   *[other] そのうち{ $counted }枚が有効で、一枚につき{ $each }秒が加わります
}：合計{ $limit }秒です。
clock-acted-too-late = シート{ $seat }はカウントダウンの終了後、{ $seconds }秒の時点でアクションしました。そのアクションは無効です。
clock-dead-chips-stay = シート{ $seat }のハンドはデッドです。投入した{ $in_pot }はポットに残ります。
clock-dead-nothing-in = シート{ $seat }のハンドはデッドです。チップは投入していませんでした。
clock-not-from-the-seat = クロックは自席から要求するか、フロアがかけるものです。テーブルを離れた場所からかけられたクロックは開始されていないため、シート{ $seat }は時間切れではなく、ハンドはライブです（{ $rule_calling_for_a_clock }）。

## at-seat
at-seat-live = シート{ $seat }は、最初の配札の最後のカードが配られたとき自席にいました。ハンドはライブです（{ $rule_at_your_seat }）。
at-seat-dead = シート{ $seat }のハンドはデッドです{ $any ->
        [yes] 。投入していた{ $in_pot }はポットに残ります
       *[no] {""}
    }。
at-seat-why-dead = プレイヤーは、最初の配札の最後のカードが配られるとき、椅子に手が届く範囲で自席にいなければなりません。シート{ $seat }はいなかったため、ハンドはデッドです（{ $rule_at_your_seat }）。
at-seat-live-first-card = シート{ $seat }は、配札の最初のカードが配られたとき自席にいました。ハンドはライブです。
at-seat-why-dead-first-card = ハウスルールでは、プレイヤーは配札の最初のカードが配られるとき、椅子に手が届く範囲で自席にいなければなりません。シート{ $seat }はいなかったため、ハンドはデッドです。
at-seat-if-arrived-during-deal = シート{ $seat }が最初のカードが配られた後に自席に着いた場合
at-seat-left-table = ライブハンドを持つプレイヤーは、オールインかどうかにかかわらず、テーブルにとどまらなければなりません。シート{ $seat }は離席しましたが、離席によってハンドがデッドになることはありません。ハンドはプレイされ、フロアはそのプレイヤーにペナルティを科すことができます（{ $rule_at_the_table }）。
at-seat-if-penalised = フロアがシート{ $seat }に離席のペナルティを科す場合（{ $rule_penalties }）

## accepted-action
accepted-told = シート{ $seat }は{ $by ->
        [dealer] ディーラー
       *[player] ほかのプレイヤー
    }から、ベットは{ $announced }だと伝えられました。実際のベットは{ $bet }です。
accepted-caller-responsible = コールするプレイヤーは、ディーラーや他のプレイヤーが何を告げたかにかかわらず、コールする前にベットの正しい額を知っていなければなりません。誤ったカウントに基づいてコールしたプレイヤーは正しいアクションを受け入れたことになり、正しい額、またはすべてのチップを支払わなければなりません（{ $rule_accepted_action }）。
accepted-no-difference = カウントは正しいものでした。シート{ $seat }は{ $call_to }までコールします。
accepted-owes-more = シート{ $seat }は{ $all_in ->
        [yes] { $call_to }でオールインとなり
       *[no] { $call_to }までのフルベットをコールし
    }、不足分の{ $more }を追加で出します。
accepted-gets-back = シート{ $seat }は{ $all_in ->
        [yes] { $call_to }でオールインとなり
       *[no] { $call_to }までの正しいベットをコールし
    }、それを超えて出した{ $back }は返されます。
accepted-rule-1 = ただし、ほかのどの状況とも同じく、正しい額を求めることが明らかに不公正な場合には、フロアは別の裁定をすることができます（{ $rule_floor_decisions }）。

## count-request
count-estimate = どのプレイヤーも、いつでも相手のチップの妥当な概算を求めることができます。正確なカウントを求めることができるのは、そのプレイヤーのオールインに直面し、自分の手番であるときだけです（{ $rule_count_of_chip_stack }）。
count-exact = シート{ $requester }はシート{ $target }のオールインに直面しており、手番です。ディーラーはオールインの額を正確にカウントします（このストリートで{ $stack }）。
count-not-all-in = シート{ $target }はオールインではありません。シート{ $requester }には、スタックの正確なカウントではなく、妥当な概算が示されます。
count-not-in-turn = シート{ $requester }は手番のプレイヤーではありません。今はシート{ $target }のチップの妥当な概算が示され、手番が来たときに正確なカウントが示されます。
count-not-facing = シート{ $requester }はシート{ $target }のオールインに直面していません。妥当な概算のみが示されます。
count-house-in-turn = ハウスルールでは、手番のプレイヤーはどの相手のスタックでもカウントさせることができます。シート{ $requester }には、シート{ $target }の{ $stack }の正確なカウントが示されます。
count-house-estimate-only = ハウスルールでは、スタックを正確にカウントすることはありません。シート{ $requester }には、シート{ $target }のチップの妥当な概算が示されます。

## string-bet
string-one-motion = シート{ $seat }はチップを一つの動作で前に出しました。ストリングベットではなく、チップはそのまま解釈されます（{ $rule_methods_of_raising }）。
string-amount-first = シート{ $seat }はチップを出す前に金額（合計{ $to }）を宣言しました。その後のチップは何回の動作で出してもかまいません（{ $rule_methods_of_raising }）。
string-raise-word-first = シート{ $seat }はチップを出す前に「レイズ」と言いました。コール分ともう一回の動作でレイズとなります（{ $rule_methods_of_raising }）。
string-bet = シート{ $seat }は何も言わずにスタックに手を戻しました（{ $motions }回の動作）。ストリングベットです。最初の動作の{ $first }のみが有効で、チップだけによるものとして解釈されます。それ以降の動作の{ $back }は返されます（{ $rule_methods_of_raising }、{ $rule_string_bets }）。
string-third-motion = 「レイズ」の後は、コール分ともう一回の動作のみが有効です（{ $counted }回の動作）。それ以降の動作の{ $back }は返されます（{ $rule_string_bets }）。

## conditional-statement
cond-discouraged = 将来のアクションについての発言（「ベットしたらレイズする」）は非標準であり、行わないよう強く求められています。フロアはプレイヤーをその発言に拘束することができ、またペナルティを科すこともできます（{ $rule_conditional_declarations }）。
cond-binds = 条件が成立し、シート{ $seat }の手番です。ルールの考え方では、プレイヤーは発言どおりのアクションに拘束されます：{ $act }。
cond-not-met = 条件は成立しませんでした。その発言にシート{ $seat }への拘束力はありません。
cond-if-not-held = フロアがプレイヤーを発言に拘束しない場合
cond-if-penalised = フロアがその発言にペナルティも科す場合（まずは警告）
cond-house-binds = ハウスルールでは、条件付きの発言は条件が成立した時点で拘束力を持ちます。シート{ $seat }は述べたアクションを取らなければなりません：{ $act }。
cond-house-never-binds = ハウスルールでは、条件付きの発言は認められず、拘束力を持つこともありません。シート{ $seat }はその状況で取りうるすべての選択肢の中から自由にアクションでき、その発言についてペナルティを科されることがあります。

## chips-behind
behind-found = シート{ $seat }の{ $all_in }のオールインがコールされた後、手元から{ $found }が見つかりました。
behind-floor-decides = シート{ $seat }の手元で見つかった{ $found }が受け入れられたアクションの一部であったかどうかは、フロアが認定します（{ $rule_chips_found_behind }）。2つの場合を以下に示します。
behind-part = { $found }は受け入れられたアクションの一部でした。シート{ $seat }のオールインは{ $all_in }です（{ $rule_chips_found_behind }）。
behind-if-loses-to-caller = シート{ $seat }がハンドに負け、フロアが見つかった{ $found }を、コールしたシート{ $caller }に与える場合
behind-caller-owes = シート{ $caller }は{ $all_in ->
        [yes] 最後の{ $more }を出します（オールイン）。
       *[no] { $more }を追加で出します。
    }
behind-not-part = { $found }は受け入れられたアクションの一部ではありませんでした。シート{ $seat }のオールインは{ $all_in }のままで、そのチップはプレイに含まれません（{ $rule_chips_found_behind }）。
behind-not-paid-not-saved = シート{ $seat }が勝った場合、{ $found }分の支払いは受けられません。負けた場合も、{ $found }によって脱落を免れることはなく、フロアはそれをコールしたプレイヤーに与えることができます。
behind-if-part = フロアが、そのチップは受け入れられたアクションの一部だったと認定する場合
behind-if-not-part = フロアが、一部ではなかったと認定する場合

## showdown-error
sderr-misread-corrected = カードスピーク：何が宣言されたかにかかわらず、ハンドはカードから読み取られます。ポットはカードが示すとおり最も強いハンドに渡り、シート{ $seat }のハンドもカードのとおりに読まれます（{ $rule_cards_speak }）。
sderr-misread-too-late = 公開されたハンドの読み取りに異議を申し立てられるのは、{ $window ->
    [substantial_action] 次のハンドでサブスタンシャルアクションが行われるまで
   *[next_hand] 次のハンドが始まるまで
}です。この件はそれより後に提起されたため、ポットは授与されたとおりのままです（{ $rule_disputed_hands }）。
sderr-time-limit = 誤って読まれたハンドについては次のハンドが始まるまで、ポットの授与やカウントの誤りについては次のハンドでサブスタンシャルアクションが行われるまで、異議を申し立てることができます（{ $rule_disputed_hands }）。
sderr-pot-corrected = ポットが誤ったプレイヤーに渡り、その誤りは期限内に提起されました。ポットを回収し、シート{ $seat }を含め、カードの結果どおりに授与し直します（{ $rule_disputed_hands }）。
sderr-pot-too-late = 誤りが提起されたのは{ $window ->
    [next_hand] 次のハンドが始まった後
   *[substantial_action] 次のハンドでサブスタンシャルアクションが行われた後
}でした。ポットは授与されたとおりのままです（{ $rule_disputed_hands }）。
sderr-killed-winner = シート{ $seat }のハンドは適切に公開されており、明らかに勝ちハンドでした。ディーラーはそれをキルすることはできず、そのハンドが勝ちます（{ $rule_tabling_cards }-C）。
sderr-mucked-live = シート{ $seat }のカードは伏せて投げられましたが、マックには入っておらず、明確に特定できます。ハンドはライブであり、プレイヤーはカードを回収して公開することができます（{ $rule_live_cards_at_showdown }）。
sderr-mucked-dead = シート{ $seat }のカードは確実には特定できません。ハンドはデッドで、ポットへの権利はありません。
sderr-one-card = シート{ $seat }はカードを一枚だけ公開しました。ハンドはすべてのカードを表向きにして公開するものです。ディーラーは残りのカードの公開を求め、プレイヤーが拒否した場合はフロアを呼びます（{ $rule_showdown_discarding_irregularities }-A）。
sderr-bettor-live = シート{ $seat }はハンドが勝ったと思ってカードを捨てました。ディーラーがカードを保持しており、明確に特定できるため、カードは公開されてプレイされます（{ $rule_showdown_discarding_irregularities }-B）。
sderr-bettor-dead = シート{ $seat }はハンドが勝ったと思ってカードを捨て、そのカードは回収できません。ハンドはデッドです。コールされたベットはポットに残り、コールされなかったベットまたはレイズは返されます（{ $rule_showdown_discarding_irregularities }-B）。
sderr-killed-live = シート{ $seat }のハンドはディーラーによってキルされました（またはファウルしました）が、疑いの余地なく特定できます。ハンドはライブのままです（{ $rule_killed_fouled_exposed_hands }）。
sderr-killed-dead = シート{ $seat }のハンドはディーラーによってキルされ（またはファウルし）、特定できません。救済はありません。コールされたベットは返されず、コールされなかったベットまたはレイズは返されます（{ $rule_killed_fouled_exposed_hands }）。
sderr-unknown-identification = シート{ $seat }のカードを疑いの余地なく特定できるかどうかで結論が決まりますが、依頼にはその記載がありません。特定できない限り、ハンドはデッドです。
sderr-if-identifiable = シート{ $seat }のカードが（疑いの余地なく）明確に特定できる場合
sderr-if-refuses = シート{ $seat }が残りのカードの公開を拒否する場合

## tables
tables-table-breaks = { $players }人は{ $seats }席のテーブル{ $tables }卓に収まります。テーブル{ $table }をブレイクします。そのプレイヤーは無作為の抽選で席を決め、どのポジションにも入りえます（{ $rule_new_players_broken_tables }）。
tables-short-tables-halt = テーブル{ $tables }は、最大のテーブル（{ $largest }人）より{ $short }人以上少なくなっています。ブラインドに影響が出た時点で（ビッグブラインドが空席に回る場合）、バランスが取れるまでそこでのプレイを停止します。フロアはこれを免除することができます（{ $rule_balancing_tables }）。
tables-who-moves = フロップゲームでは、移動するのは次にビッグブラインドとなるプレイヤーで、人数の少ないテーブルの最も不利なポジションに移ります（スモールブラインドの位置には決して移りません）（{ $rule_balancing_tables }）。
tables-balanced = テーブルのバランスは取れています。移動もプレイの停止もありません。
tables-halt-at = テーブルのバランスが取れるまでテーブル{ $tables }でプレイを停止
tables-moves = 移動：{ $moves }
tables-move-one = テーブル{ $from }からテーブル{ $to }へ{ $players }人
tables-summary = { $parts }。
tables-short-handed-discretion = { $seats }席のテーブル（ショートハンド形式）では、プレイを停止するかどうかはTDの裁量です（{ $rule_balancing_tables }、{ $rule_floor_decisions }）。ルールは、テーブルのバランスが取れるまで停止する方向を示しています。
tables-if-no-halt = フロアが、プレイヤーの移動中も人数の少ないテーブルでプレイを続けさせる場合


## deal-error

deal-misdeal-redeal = ミスディール：同じボタンとリミットで、ハンドをそのまま配り直します。ブラインドとアンティはポストされたままとし、それ以外のベットされたチップはすべて返されます。
deal-arriving-wait = 配り直しは元のハンドをそのままやり直すもので、新しいプレイヤーは加わりません。ミスディールの後に着席したシート{ $seats }は次のハンドまで待ちます（{ $rule_misdeals }-C）。
deal-away-plays-redeal = 配札時に自席にいなかったシート{ $seats }にも、配り直しでカードが配られます。最後のカードが配られた時点でまだ不在のハンドはキルされます（{ $rule_at_your_seat }）。
deal-duplicate-card = 重複していたカード：{ $card }。
deal-no-substantial-action = まだサブスタンシャルアクションはありません（{ $rule_substantial_action }）：{ $actions ->
    [0] まだ誰もアクションしていません
   *[other] これまでのアクションは{ $actions }回で、まだ足りません
}。そのため、このハンドはまだミスディールとすることができます。
deal-substantial-action = サブスタンシャルアクションが行われています（{ $rule_substantial_action }）：配札以降のアクション{ $actions }回、うちチップを伴うもの{ $with_chips ->
        [0] なし
       *[other] { $with_chips }回
    }。サブスタンシャルアクションの後はミスディールにはならず、ハンドは続行されます（{ $rule_misdeals }-D）。
deal-floor-counts-check-and-fold = フロアがチェックとフォールドをサブスタンシャルアクションとして数える場合
deal-draw-exposed-house = ドローゲームで配札中にディーラーが露出させたカードは、ハウスルールで決まります。{ $rule_misdeals }-Aの露出カードによるミスディールの原因は、フロップゲームについて書かれたものです。この裁定が従う一般的なハウスルール：露出したカードが一枚なら交換し、二枚目でミスディールとします。
deal-house-replaces-exposed = ハウスが配札中にディーラーが露出させたカードをすべて交換する場合
deal-house-misdeals-one-exposed = ハウスが配札中にディーラーが露出させたカードが一枚でもあればミスディールとする場合
deal-fouled-deck = ファウルデッキ：プレイを停止し、アクションにかかわらずハンドは無効となり、すべてのチップはそれを出したプレイヤーに返されます。デッキは交換されます。
deal-fouled-deck-all-back = 同じランクとスートのカードが2枚あるデッキは、サブスタンシャルアクションの有無にかかわらずハンドを無効にします（{ $rule_misdeals }-E）：ブラインドとアンティを含め、{ $total }が返されます。デッキがファウルしていたという申し立ては、異議申し立てに認められた期限内に行わなければなりません（{ $rule_disputed_hands }）。
deal-player-exposed-live = シート{ $seat }は自分のカードを露出しました。ハンドはライブのままで、プレイは続行されます。フロアはハンドの終了後に、露出に対するペナルティを科すことができます。
deal-player-exposed-why = アクションが残っている間にカードを露出したプレイヤーはペナルティを科されることがありますが、それを理由にハンドがキルされることはありません（{ $rule_exposing_cards }）。ペナルティがあればハンドの終了後に開始されます（{ $rule_penalties }）。
deal-exposed-after-substantial-action = ディーラーがシート{ $seat }のカードを露出させましたが、サブスタンシャルアクションの後であるため、ミスディールにはなりません。ハンドはライブで、そのカードを保持します。
deal-play-on-live = プレイ続行：シート{ $seat }のハンドはライブです。
deal-exposed-misdeal = ディーラーは配札中に{ $cards }枚のカードを露出させました{ $first_two ->
    [yes] （デッキから最初に配られる2枚のうちの一枚を含む）
   *[no] {""}
}。フロップゲームでは、これはミスディールです（{ $rule_misdeals }-A）。
deal-one-exposed-replaced = ミスディールではありません：シート{ $seat }の露出したカードはテーブル全員に見せられ、配札の後に次のカードと交換され、最初のバーンカードとして使われます。
deal-one-exposed-why = ディーラーが露出させたカードが一枚だけで、それがデッキから最初に配られる2枚のうちの一枚でない場合は、{ $rule_misdeals }-Aのミスディールの原因（2枚以上の露出、または最初の2枚のうちの一枚の露出）には含まれません。
deal-boxed-after-substantial-action = サブスタンシャルアクションの後にデッキの中で表向きのカードが見つかっても、ハンドは止まりません。そのカードは無効なカード（紙切れ）とみなされ、プレイは続行されます。
deal-play-on = プレイ続行：ミスディールではありません。
deal-boxed-misdeal = 配札中にデッキの中で表向きのカードが{ $cards }枚見つかりました。ボックスカードが2枚以上あればミスディールです（{ $rule_misdeals }-A）。
deal-one-boxed-replaced = ミスディールではありません：ボックスカードは無効なカード（紙切れ）とみなして取り除き、次のカードと交換します。
deal-one-boxed-why = 配札中のボックスカードが2枚以上の場合のみミスディールとなり（{ $rule_misdeals }-A）、一枚だけであれば交換されます。
deal-wrong-seat-after-substantial-action = 最初のカードが誤ったシートに配られましたが、サブスタンシャルアクションが行われているため、ハンドは配られたとおりに続行されます。
deal-first-card-misdeal = 配札の最初のカードが誤ったシートに配られました：ミスディールです（{ $rule_misdeals }-A）。
deal-not-entitled-killed = シート{ $seat }はハンドを受ける資格がないのにカードを配られました。サブスタンシャルアクションの後であるためミスディールにはならず、そのハンドはキルされ、投入した{ $back }はそのシートに返されます。
deal-not-entitled-dead = シート{ $seat }のハンドはデッドです（ハンドを受ける資格がありませんでした）。他のプレイヤーについてはハンドが続行されます。
deal-floor-keeps-chips-in-pot = フロアが、そのシートが投入したチップをポットに残す場合
deal-not-entitled-misdeal = シート{ $seat }はハンドを受ける資格がないのにカードを配られました：ミスディールです（{ $rule_misdeals }-A）。
deal-dealt-out-after-substantial-action = シート{ $seat }はハンドを受ける資格があったのにカードを配られませんでした。サブスタンシャルアクションの後であるため、ミスディールにはなりません。
deal-dealt-out-sits-out = プレイ続行：シート{ $seat }はこのハンドには参加しません。
deal-dealt-out-misdeal = シート{ $seat }はハンドを受ける資格があったのにカードを配られませんでした：ミスディールです（{ $rule_misdeals }-A）。
deal-scrap-of-paper = サブスタンシャルアクションの後では、デッキのものではないカードは紙切れとみなされます（{ $rule_misdeals }-D）。シート{ $seat }の持つ本物のカードは枚数が足りず、サブスタンシャルアクションの後にカードの枚数が誤っているハンドはデッドです（{ $rule_burns_after_substantial_action }）。
deal-non-standard-dead = シート{ $seat }のハンドはデッドです。プレイは続行されます。
deal-non-standard-misdeal = サブスタンシャルアクションの前に、シート{ $seat }にデッキのものではないカードが配られました：ミスディールです（{ $rule_misdeals }-A）。

## board-error

board-four-card-flop = フロップに4枚のカード：ディーラーは4枚を伏せたまま混ぜ、フロアが無作為に一枚を選んでターンのバーンカードとし、残りの3枚をフロップとします。
board-four-card-flop-why = イレギュラーなフロップのルール（{ $rule_irregular_flops }）は、デッキから出たすべてのカードをプレイに残します。どのカードも配り直されず、スタブの順序も戻されません。
board-premature = { $street ->
    [flop] フロップ
    [turn] ターン
   *[river] リバー
}がベッティングラウンドの終了前に配られました。そのカードは無効です。アクションはシート{ $seat }に戻り、ラウンドが終わったら{ $street ->
    [flop] フロップ
    [turn] ターン
   *[river] リバー
}を改めて配ります。
board-premature-why = バーンカードはそのままにします。{ $street ->
    [flop] フロップのカード
   *[other] そのカード
}はスタブに戻され、スタブはシャッフルしてカットされ、新しい{ $street ->
    [flop] フロップ
    [turn] ターン
   *[river] リバー
}はバーンなしで配られます（{ $rule_rp_premature_cards }）。
board-no-burn-no-action = { $street ->
    [flop] フロップ
    [turn] ターン
   *[river] リバー
}がバーンなしで配られ、まだ誰もアクションしていません：{ $street ->
    [flop] 3枚のカードを伏せたまま混ぜ、無作為に選んだ一枚をバーンとします。残りの2枚とスタブの次のカードをフロップとします。
   *[other] 配られたカードをバーンとし、スタブの次のカードを{ $street ->
        [turn] ターン
       *[river] リバー
    }とします。
}
board-no-burn-stands = { $street ->
    [flop] フロップ
    [turn] ターン
   *[river] リバー
}がバーンなしで配られましたが、そのストリートですでにアクションが行われています。{ $street ->
    [flop] フロップ
    [turn] ターン
   *[river] リバー
}は有効のままとし、次のストリートは通常どおりバーンしてから配ります。
board-action-since-deal = { $street ->
    [flop] フロップ
    [turn] ターン
   *[river] リバー
}が配られてからのアクション：{ $actions }（{ $rule_irregular_flops }：一度でもアクションがあれば、たとえチェックであっても、カードは有効です）。
board-by-analogy = ルールはこの手順をフロップについて定めています。ターンとリバーにも同じ考え方を類推して適用し、フロアが判断します（{ $rule_floor_decisions }）。
board-floor-lets-card-stand = フロアがそのカードを有効とし、次のストリートの前にバーンする場合

## button-blinds

button-big-blind-moves = デッドボタン（{ $rule_dead_button }）：ビッグブラインドは毎ハンド一人ずつ進み、シート{ $from }からシート{ $to }に移ります。
button-heads-up = ヘッズアップ（{ $rule_button_placement }）：ボタンのシート{ $button }がスモールブラインドをポストし、フロップ前は最初に、フロップ後は最後にアクションします。シート{ $bb }がビッグブラインドをポストするため、2回続けてビッグブラインドになるプレイヤーはいません。
button-small-blind-live = 前のハンドのビッグブラインドだったシート{ $seat }が、スモールブラインドをポストします。
button-small-blind-dead = 前のハンドのビッグブラインド（シート{ $seat }）はいなくなりました。このハンドのスモールブラインドはデッドで、誰もポストしません。
button-button-live = ボタンは、前のハンドのスモールブラインドだったシート{ $seat }に移ります。
button-button-dead = ボタンは誰も座っていないシート{ $seat }に移ります：デッドボタンです。その次のプレイヤーは通常どおりポストします。
button-waiting = シート{ $seats }の新しいプレイヤーはスモールブラインドとボタンの間に座っているため、ボタンが通過するまでカードは配られません（{ $rule_new_players_broken_tables }、{ $rule_alternates_late_registration }）。
button-arriving-dealt-in = シート{ $seats }の新しいプレイヤーにはすぐにカードが配られ、そのシートの位置に応じてブラインドもポストします。トーナメントにはメイクアップブラインドがないため、参加のためにポストするプレイヤーはいません。
button-away-dealt-in = シート{ $seats }は不在です。カードは配られ、そのシートが支払うべきものをポストします。配札が終わった時点でプレイヤーが自席にいなければ、ハンドはキルされます（{ $rule_at_your_seat }）。
button-dodging-intent-unknown = シート{ $seat }はブラインドを払いませんでした。故意のブラインド逃れはペナルティの対象であり、故意だったかどうかはフロアが認定します（{ $rule_dodging_blinds }）。
button-dodging-forfeit = シート{ $seat }は故意にブラインドを逃れました。ハウスルールにより、そのプレイヤーは逃れたブラインドとアンティの{ $amount }を、次のポットへのデッドマネーとして没収され、ペナルティを科されます。
button-floor-finds-deliberate = フロアがブラインド逃れを故意と認定する場合
button-summary = 次のハンド：ボタンは{ $button_dead ->
    [yes] シート{ $button }でデッド
   *[no] シート{ $button }
}、{ $sb_dead ->
    [yes] スモールブラインドなし（デッド）
   *[no] スモールブラインドはシート{ $sb }
}、ビッグブラインドはシート{ $bb }。
button-counted = 配札以降：アクション{ $actions }回、うちチップを伴うもの{ $with_chips ->
        [0] なし
       *[other] { $with_chips }回
    }（{ $rule_substantial_action }）。
button-misplaced-stands = サブスタンシャルアクションが行われているため、ハンドはボタンがシート{ $seat }にあるまま続行されます（{ $rule_button_placement }-A）。正しい位置はシート{ $correct }でしたが、次のハンドのためにボタンを戻すことはしません。
button-floor-restores-rotation = フロアが、ボタンがシート{ $correct }にあったものとして次のハンドのブラインドを定め、誰もブラインドを飛ばしたり繰り返したりしないようにする場合
button-misplaced-misdeal = まだサブスタンシャルアクションはありません：ミスディールです。ボタンはシート{ $correct }に移り、すべてのチップが返され、正しいブラインドでハンドを配り直します（{ $rule_button_placement }-A）。
button-floor-counts-check-and-fold = フロアがチェックとフォールドをサブスタンシャルアクションとして数える場合
button-not-deliberate = フロアは、シート{ $seat }が故意にブラインドを逃れたのではないと認定しました。ペナルティはありません。
button-dodging-penalised = シート{ $seat }は故意にブラインドを逃れました。ペナルティを科します。その程度はフロアが選択します。
button-floor-finds-not-deliberate = フロアが故意ではなかったと認定する場合
button-dodging-why = 故意にブラインドを逃れること（席の移動、テーブル移動、遅れての着席のタイミングによるもの）はペナルティの対象です（{ $rule_dodging_blinds }、{ $rule_penalties }）。故意だったかどうかはフロアが判断します。

## errors
error-clock-not-to-act = クロックは手番のプレイヤーにかけるものだが、シート{ $seat }は手番のプレイヤーではない
error-clock-needs-to = ベットまたはレイズには`to`（そのストリートの合計額）が必要
error-clock-not-a-betting-act = 公開やマックはクロックの対象となるアクションではない
error-accepted-not-to-act = コールしたのは手番のプレイヤーのはずだが、シート{ $seat }は手番のプレイヤーではない
error-accepted-no-bet-to-call = シート{ $seat }はベットに直面していない：コールするものがない
error-count-own-stack = シート{ $seat }が自分のチップのカウントを求めている
error-string-no-motion = motions：チップを前に出す動作が少なくとも一回必要
error-string-empty-motion = チップのない動作
error-cond-not-betting = then.action：発言が拘束できるのはベッティングアクション（フォールド、チェック、コール、ベット、レイズ、オールイン）のみ
error-cond-not-to-act = 条件が成立したので、シート{ $seat }が手番のプレイヤーであるはずだが、そうなっていない
error-cond-not-legal-now = シート{ $seat }が述べたアクションは、現在そのシートが取れるアクションではない（金額を選択肢と照合すること）
error-behind-nothing-found = found：少なくとも一枚のチップが必要
error-behind-not-all-in = シート{ $seat }はオールインではない：手元のチップが問題になるのは、コールされたオールインの場合のみ
error-behind-not-called = シート{ $seat }のオールインはまだ誰もコールしていない
error-penalty-players-at-table = テーブルに着席できるのは2〜12人であり、{ $players }人ではない

error-out-of-turn-empty-action = 空のアクション
error-out-of-turn-bet-or-raise-needs-street = ベットまたはレイズには`to`（そのストリートの合計額）が必要
error-out-of-turn-showing-or-mucking-not-betting = 公開やマックは順番外のベッティングアクションではない
error-out-of-turn-no-player-act-betting-over = 手番のプレイヤーがいない：ベッティングは終了している
error-out-of-turn-seat-player-act-not-out = シート{ $seat }は手番のプレイヤーである：順番外ではない
error-out-of-turn-seat-has-folded = シート{ $seat }はフォールドしている
error-out-of-turn-not-passed-over = シート{ $skipped }は飛ばされていない：シート{ $seat }の順番外のアクションが飛ばしたのは、手番であったシート{ $in_turn }からのプレイヤーである
error-face-up-everyone-else-folded-there-no = 他の全員がフォールドした：ショーダウンはない
error-show-request-player-asking-see-their-own = プレイヤーが自分のハンドを見たいと求めることは、裁定の対象ではない
error-show-request-hand-not-showdown-betting-still = ハンドはショーダウンに至っていない：ベッティングがまだ続いているか、他の全員がフォールドした
error-show-request-seat-folded-before-showdown-hand = シート{ $tgt }はショーダウンの前にフォールドした：そのハンドはデッドである
error-bet-no-player-act-betting-over = 手番のプレイヤーがいない：ベッティングは終了している
error-bet-seat-not-act-seat-act = シート{ $seat }は手番ではない（手番はシート{ $to_act }）。順番外のアクションには out_of_turn の案件を使うこと
error-bet-bet-dispute-needs-chips-pushed = ベットの案件には、出されたチップ、宣言された発言、またはその両方が必要
error-bet-simultaneous-and-before = 発言がチップより前であり、かつチップと同時であることはありえない：`before_chips`か`simultaneous`のどちらかを指定すること
error-bet-chip-worth-least = チップの価値は1以上
error-bet-chips-add-up-too-much = チップの合計が多すぎる
error-bet-seat-pushes-but-has-only = シート{ $seat }は{ $pushed }を出しているが、手元には{ $stack }しかない
error-bet-chips-front-more-than-seat-had = 前に出ているチップの合計は{ $prior_value }で、シート{ $seat }がこのストリートで前に出していた分と手元の分を合わせた額（{ $total }）より多い
error-bet-chips-front-add-up-less = 前に出ているチップの合計は{ $prior_value }で、シート{ $seat }がすでに投入している{ $committed }より少ない
error-showdown-hand-not-over-betting-still = ハンドは終わっていない：ベッティングがまだ続いているか、まだ配られていないボードカードがある
error-showdown-needs-the-board = ショーダウンには完全なボード（5枚のカード）が必要：deals で指定すること
error-showdown-needs-hole-cards = ショーダウンにはシート{ $seats }のホールカードが必要：`seats[].cards`で指定すること
error-incorrect-bet-bet-within-legal-range-pot = { $to }へのベットは合法な範囲（{ $min_to }〜{ $max_to }）内にある。ポットリミットでカウントが少なすぎた場合は、meant_pot を設定すること
error-incorrect-bet-there-no-action-hand-has = アクション{ $index }は存在しない（このハンドのアクションは{ $actions }件）
error-incorrect-bet-action-board-deal-not-bet = そのアクションはボードの配札であり、ベットではない
error-incorrect-bet-action-not-bet-or-raise = そのアクションはベットでもレイズでもない
error-incorrect-bet-seat-not-player-act-action = そのアクションの時点で、シート{ $seat }は手番のプレイヤーではなかった
error-options-no-player-act-betting-over = 手番のプレイヤーがいない：このハンドまたはこのラウンドのベッティングは終了している
error-options-seat-not-act-seat = シート{ $seat }は手番ではない：手番はシート{ $to_act }
error-dispute-seat-not-hand = シート{ $seat }はハンドに参加していない
error-sderr-only-hand-left = シート{ $seat }は残った唯一のハンドを持っている：見せずにポットを獲得し、ポットを与えるべき他のハンドはない
error-dispute-not-an-empty-seat = シート{ $seat }はテーブルの空席ではない
error-cards-dealt-deals-hole-cards-right-number = { $value }ではホールカードを{ $expected }枚配る：{ $count }枚は正しい枚数である
error-cards-dealt-most-cards = カードは最大10枚
error-cards-dealt-seat-has-already-folded = シート{ $seat }はすでにフォールドしている
error-tables-table-seats-players = テーブルに着席できるのは2〜10人
error-tables-least-one-table = テーブルが少なくとも一卓必要
error-tables-most-tables = テーブルは最大1000卓
error-tables-players-table-seats = { $seats }席のテーブルに{ $players }人
error-tables-id-needed = IDが必要
error-tables-table-listed-twice = テーブル{ $id }が2回記載されている
error-hand-amounts-most-chips = 金額は最大{ $value }チップ
error-hand-not-valid-hand = 有効なハンドではない：{ $value }
error-hand-card-dealt-twice-hand = カード{ $value }がこのハンドで2回配られている
error-hand-big-blind-must-least-chip = ビッグブラインドは1チップ以上でなければならない
error-hand-small-blind-larger-than-big = スモールブラインド（{ $small }）がビッグブラインド（{ $big }）より大きい
error-hand-smallest-chip-must-worth-least = 最小チップの価値は1以上でなければならない
error-hand-hand-needs-least-two-seated = ハンドには着席したプレイヤーが少なくとも2人必要
error-hand-players-table-seats-most = { $seats }人：テーブルに着席できるのは最大{ $value }人
error-hand-button-must-seat-number-from = ボタンは1から{ $value }までのシート番号でなければならない
error-hand-seat-numbers-run-from = シート番号は1から{ $value }まで
error-hand-seat-listed-twice = シート{ $seat }が2回記載されている
error-hand-seated-player-needs-chips-dealt = 着席したプレイヤーにカードを配るにはチップが必要
error-hand-hole-cards-given-deals = ホールカードが{ $value }枚指定されているが、{ $value_2 }では{ $hole_cards }枚配る
error-hand-seat-not-hand = シート{ $seat }はハンドに参加していない
error-hand-straddle-must-least-chip = ストラドルは1チップ以上でなければならない
error-hand-limits-apply-fixed-limit-games = リミット（limits）はフィックスドリミットのゲーム（LHE）にのみ適用される
error-hand-fixed-limit-bet-sizes-must = フィックスドリミットのベットサイズは1チップ以上でなければならない
error-hand-cap-must-allow-least-one = キャップは少なくとも一回のベットを認めなければならない
error-hand-action-needs-seat-action-or = アクションには`seat`と`action`、または`deal`が必要
error-hand-missing-action = `action`がない
error-hand-seat-not-hand-2 = シート{ $seat }はハンドに参加していない
error-hand-bet-or-raise-must-least = ベットまたはレイズは1チップ以上の額まででなければならない
error-hand-needs-player-street-total = `{ $kind }`には`to`（そのプレイヤーのそのストリートの合計額）が必要
error-hand-board-deal-has-only-deal = ボードの配札には`deal`と`cards`しかない
error-hand-board-deals-flop-turn-or = ボードの配札はフロップ、ターン、リバーのいずれか
error-hand-cards-shown-deals = { $value }枚のカードが見せられているが、{ $value_2 }では{ $hole_cards }枚配る
error-hand-seat-shows-but-dealt = シート{ $seat }は{ $cards_to_string }を見せているが、配られたのは{ $own }
error-hand-dead-small-blind-heads-up = デッドのスモールブラインドには3人以上のプレイヤーが必要：ヘッズアップではボタンがスモールブラインドをポストする
error-hand-post-by-blind = シート{ $seat }はこのハンドでブラインドをポストするため、`posts`でさらにポストすることはできない
error-hand-post-by-straddler = シート{ $seat }はストラドルするため、`posts`でさらにポストすることはできない
error-hand-post-at-least-chip = ポストは一チップ以上でなければならない
error-hand-live-post-over-big-blind = { $amount }のライブポストはビッグブラインド（{ $big }）より多い：残りはデッドとしてポストすること
error-hand-two-live-posts = シート{ $seat }にライブポストが2つある：ライブは一つだけで、残りはデッド
error-hand-spot-board-cards = このラウンドのボードは{ $n }枚だが、{ $given }枚指定されている
error-hand-spot-full-raise-zero = 最後のフルベットまたはフルレイズは一チップ以上
error-hand-spot-full-raise-needed = このラウンドではベットまたはレイズが複数回行われたか、最高額がコールされた可能性がある：最後のフルベットまたはフルレイズの大きさを指定すること（最小レイズを決めるもの）
error-hand-spot-full-bet-to-needed = 最高額を下回るオールインが最後のフルレイズだった可能性がある：最後のフルベットまたはフルレイズのストリート合計額を指定すること（次のレイズはそれを上回るベットとなる）
error-hand-spot-acted-not-matched = シート{ $seat }は最後のフルベット以降にアクションしているが、{ $current }のベットに対して前に出ているのは{ $in_front }で、手元にチップがありフォールドもしていない：コール、レイズ、フォールドのいずれかをしているはず
error-hand-spot-to-act-cannot = シート{ $seat }は手番のプレイヤーになりえない：フォールドしているか、オールインか、アクション済みでベットに額を合わせている
error-hand-spot-one-live-hand = スポットにはフォールドしていないプレイヤーが2人以上必要
error-ruling-spot-or-hand = `hand`、`hand_text`、`spot`のいずれか一つを送ること
error-ruling-spot-not-for-dispute = `{ $kind }`にはハンド全体が必要：スポットは進行中のベッティングラウンドだけを記述するもの（対象は{ $spot_types }）
error-ruling-unknown-house = `{ $name }`という名前のハウスルールのプロファイルはない（プロファイル：{ $known }）
error-hand-board-cards-given = { $street ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }は{ $n }枚だが、{ $given }枚指定されている
error-hand-cards-odd-length = カードの文字数が奇数：カードは"AsKd"のように一枚二文字で書く
error-hand-not-a-card = "{ $text }"はカードではない（ランク2-9、T、J、Q、K、Aの後にスートc、d、h、s）
error-hand-card-twice = カード{ $card }が2回出てくる
error-replay-not-hand = ハンドに参加していない
error-replay-straddle-must-more-than-bet = ストラドルはその前のベット（{ $current_bet }）より多くなければならない
error-replay-seat-not-hand = シート{ $seat }はハンドに参加していない
error-replay-seat-checks-facing-bet-more = シート{ $seat }は、あと{ $facing }のベットに直面しながらチェックしている
error-replay-seat-has-folded = シート{ $seat }はフォールドしている
error-replay-seat-bets-or-raises-which = シート{ $seat }は{ $to }にベットまたはレイズしているが、現在のベット{ $current_bet }を超えていない
error-replay-seat-bets-but-has-only = シート{ $seat }は{ $to }にベットしているが、このストリートで合計{ $all_in_to }しかない
error-replay-seat-bets-most-allowed = シート{ $seat }は{ $to }にベットしている：上限は{ $hi }
error-replay-seat-bets-smallest-legal-bet = シート{ $seat }は{ $to }にベットしている：合法な最小のベットまたはレイズは{ $lo }まで
error-replay-seat-shows-or-mucks-while = シート{ $seat }はベッティングがまだ続いている間に公開またはマックしている：その時点でハンドを捨てた場合は`fold`として記載すること（拘束力あり、{ $rule_non_standard_folds }）。ベットした後、勝ったと思ってハンドを捨てたプレイヤーについては、`showdown_error`を`bettor_mucked`で依頼すること（{ $rule_showdown_discarding_irregularities }-B）
error-replay-dealt-before-betting-over = { $current ->
        [preflop] プリフロップ
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }のベッティングが終わる前に{ $street ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }が配られている{ $who }
error-replay-not-due = 次に配るのは{ $next ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }であり、{ $street ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }ではない
error-replay-none-due = 配るべき{ $street ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }はない：ハンドのボードは完成しているか、ハンドは終了している
error-replay-seat-to-act = （シート{ $seat }が手番）
error-replay-nothing = {""}
error-replay-acts-betting-over = シート{ $seat }がアクションしているが、このハンドではこれ以上ベッティングはできない
error-replay-acts-after-folds = 他の全員がフォールドした後にシート{ $seat }がアクションしている
error-replay-acts-before-deal = { $street ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }が配られる前にシート{ $seat }がアクションしている
error-replay-seat-may-not-raise = シート{ $seat }はレイズできない：{ $why ->
        [not-reopened] ベッティングは再開されていない。すでにアクションしており、フルレイズに満たない額に直面している
        [capped] このラウンドのレイズはキャップに達している
        [no-opponent] レイズをコールできるチップを持つ相手がいない
       *[all-chips] コールするとすべてのチップがなくなる
    }
error-replay-seat-acts-out-turn = シート{ $seat }は順番外にアクションしている：手番はシート{ $to_act }
error-replay-seat-acts-nobody-to-act = シート{ $seat }は順番外にアクションしている：手番のプレイヤーがいない
error-pokerstars-not-pokerstars-hand-history-no = PokerStarsのハンド履歴ではない："PokerStars Hand #"のヘッダーがない
error-pokerstars-other-site = これは「{ $site }」のハンド履歴であり、PokerStarsのものではない：floorcallが読めるのはPokerStarsのテキスト、PHH、OHH
error-pokerstars-floorcall-reads-no-limit-limit = "{ $what }"：floorcallが読めるのはホールデム、オマハ（4〜6枚、ハイ/ロー）、セブンカード・スタッド、スタッド・ハイ/ロー、ラズ、ファイブカード・ドロー、2-7シングルドローとトリプルドロー、A-5トリプルドロー、バドゥーギ
error-pokerstars-dead-or-extra-blinds-not = "{ $l }"：デッドブラインドや追加のブラインドには対応していない
error-pokerstars-blind-not-buttons-order = シート{ $seat }は、ボタンの位置からは割り当てられないブラインドをポストしている（ブラインドがボタンの位置と合っていない）
error-pokerstars-hand-cut-short = 一つのハンドの中に2つ目のテーブル行がある：前のハンドが途中で切れ、次のハンドがそこに続いている
error-pokerstars-not-an-amount = "{ $text }"は金額ではない
error-pokerstars-unreadable-seat-line = "{ $text }"はシート行のように始まっているが、シート行として読めない（"Seat N: name (chips in chips)"の形式が必要）
error-pokerstars-button-not-a-number = ボタンのシートが数値ではない
error-pokerstars-fewer-than-two-players = 着席したプレイヤーが2人未満
error-pokerstars-no-big-blind = ビッグブラインドが見つからない
error-pokerstars-no-button-line = テーブル行に"Seat #N is the button"がない
error-ohh-not-valid-ohh-json = 有効なOHH（JSON）ではない：{ $value }
error-ohh-no-hand-found = ハンドが見つからない
error-ohh-not-amount = "{ $value }"は金額ではない
error-ohh-button-seat = ボタンのシート
error-ohh-floorcall-reads-holdem-nl-fl = { $g } { $b }：floorcallが読むOHHはHoldem、Omaha、OmahaHiLo、Stud、StudHiLo、Draw、および名前によるRazz、Badugi、ShortDeck（NL）、Courchevel（PL）
error-ohh-not-player-hand = このハンドのプレイヤーではない
error-ohh-hand-needs-two-players = ハンドには2人のプレイヤーが必要
error-ohh-seat-number = シート番号
error-ohh-player-id = プレイヤーID
error-ohh-street-run-twice-draw-rounds = ストリート"{ $other }"（ラン・イット・トワイスとドローのラウンドには対応していない）
error-ohh-straddles-dead-blinds-ohh-not = OHHのストラドルとデッドブラインドには対応していない
error-import-no-hand-found-text = テキストにハンドが見つからない
error-import-hands-text-one-hand-time = テキストに{ $n }件のハンドがある：一度に一つのハンドのみ
error-import-hand-text-needs-hand-format = `hand_text`には`hand_format`が必要
error-import-send-either-hand-or-hand = `hand`か`hand_text`のどちらか一方を送ること（両方は不可）
error-import-ruling-needs-hand-hand-or = 裁定にはハンドが必要：`hand`、または`hand_text`と`hand_format`
error-phh-no-phh-hand-found-hand = PHHのハンドが見つからない：ハンドには`variant`フィールドが必要
error-phh-expected-non-negative-amount = 負でない金額が必要
error-phh-not-amount = "{ $value }"は金額ではない
error-phh-missing-variant = `variant`がない
error-phh-missing = ない
error-phh-players-hand-has = { $n }人：ハンドのプレイヤーは2〜10人
error-phh-action-string = アクションは文字列
error-phh-missing-actions = `actions`がない
error-phh-not-amount-2 = "{ $value }"は金額ではない
error-phh-amounts-have-more-than-six = 金額の小数点以下が六桁を超えている
error-phh-seat-number = シート番号
error-phh-seats-starting-stacks-differ-length = `seats`と`starting_stacks`の長さが異なる
error-phh-hands-without-big-blind-button = ビッグブラインドのないハンド（ボタンブラインド、ブリングイン）には対応していない
error-phh-not-player-hand = "{ $w }"はこのハンドのプレイヤーではない
error-phh-not-phh-action-floorcall-understands = "{ $value }"はfloorcallが理解できるPHHのアクションではない
error-phh-board-cards-do-not-add = ボードカードがフロップ、ターン、リバーの枚数と合わない
error-phh-not-valid-toml = 有効なPHH（TOML）ではない：{ $detail }
error-phh-variant-not-supported-floorcall-models = バリアント{ $other }には対応していない：floorcallが読むのはNT, PT, FT, NS, NO, PO, FO, NO/8, PO/8, FO/8, F7S, F7S/8, FR, F2L3D, N2L1D, FA5L3D, FB, F5D、および独自コードのPCとPC/8（クールシュヴェル）
error-deal-at-least-one-card = `cards`は1以上でなければならない
error-deal-seat-needed = `{ $error }`には該当するシートが必要
error-deal-more-than-hole-cards = 露出したカードが{ $cards }枚あるが、プレイヤーが持つのは{ $hole }枚
error-deal-seat-out-of-range = シート番号は1から{ $max }まで
error-deal-seat-was-dealt-in = シート{ $seat }にはカードが配られている（ハンドに参加している）：`dealt_in_wrongly`を使うか、カードを配られなかったシートを指定すること
error-deal-not-one-card = `As`のように一枚のカードを指定すること
error-board-no-board-preflop = プリフロップではボードカードは配られない：フロップ、ターン、リバーのいずれかを指定すること
error-board-four-cards-on-flop-only = 4枚の配札はフロップの誤りである：`street`は`flop`でなければならない
error-board-end-before-wrong-deal = { $street ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }が誤って配られる直前までのハンドを送ること：このハンドにはすでにその配札が含まれている
error-board-round-was-over = { $street ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }が配られたとき、ベッティングラウンドは終了していた：早すぎる配札ではない
error-board-not-the-next-street = { $street ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }は、ハンドのアクションの後に来る次のストリートではない
error-board-no-such-deal = このハンドには{ $street ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }の配札がない：そのストリートが配られ、その後のアクションを含むハンドを送ること
error-board-later-street-dealt = ハンドが{ $street ->
        [flop] フロップ
        [turn] ターン
       *[river] リバー
    }より先まで進んでいる：そのストリートでのアクションまでを送ること
error-button-table-size = `table_size`は指定されたすべてのシートを含み（少なくとも{ $named }）、最大{ $max }でなければならない
error-button-seat-taken = シート{ $seat }はこのテーブルの空席ではない
error-button-no-next-hand = 残っているプレイヤーが2人未満：このテーブルに次のハンドはない
error-button-correct-button-needed = `button_misplaced`には`correct_button`（ボタンがあるべきシート）が必要
error-button-correct-button-differs = `correct_button`は、ボタンがある{ $seat }以外の、1から{ $max }までのシートでなければならない
error-button-dodger-seat-needed = `dodging_blinds`にはそのプレイヤーのシートが必要

## hand-for-hand
h4h-places = 残り{ $remaining }人の状態で、このハンドで{ $count }人がバストしました：{ $count ->
        [1] { $best }位
       *[other] { $best }位から{ $worst }位
    }。入賞は{ $paid }位までです。
h4h-shared = インザマネーに到達するハンドでバストしたプレイヤーは、そのハンドで支払われる順位を分け合います（{ $rule_rp_hand_for_hand }-A）：{ $count }人のプレイヤーは{ $best }位から{ $worst }位とその賞金を均等に分け合います。
h4h-ranked = 同じハンドでバストしたプレイヤーは、そのハンドの開始時のチップが多い順に上位となります。スタックが同じ場合は順位を分け合います（{ $rule_simultaneous_busts }）。
h4h-left-over = 均等に分けた後、{ $left_over }が残ります：誰が受け取るかはフロアが決めます。
h4h-not-announced = 入賞資格はハンドフォーハンドが宣言された時点から始まります（{ $rule_rp_hand_for_hand }-A）。このハンドの前に宣言されていなかったため、これらのバストの順位はフロアが決めます。
h4h-summary-shared = { $count }人のプレイヤーは{ $money }を分け合います：一人あたり{ $each }です。
h4h-summary-ranked = { $count }人のプレイヤーはハンド開始時のスタックの順に順位が決まり、順位に応じて{ $money }を分け合います。
h4h-summary-no-prize = バストしたプレイヤーは誰もインザマネーに届きません：最高の順位は{ $best }位で、入賞は{ $paid }位までです。
h4h-summary-one = そのプレイヤーは{ $place }位です：{ $money }。
h4h-ranked-anyway = このハンドの前にハンドフォーハンドは宣言されていませんでしたが、2026年版のルールでは、同じハンドでバストしたプレイヤーはいずれにしてもハンド開始時のスタックで順位が決まります（{ $rule_simultaneous_busts }）。
error-h4h-busted = `busted`には1〜100人が必要
error-h4h-remaining = 残り{ $remaining }人のうち{ $busted }人が一つのハンドでバストし、なおトーナメントが続くことはありえない
error-h4h-paid = `paid`には1〜100,000の順位が必要
error-h4h-payouts = { $best }位から{ $need }人分の順位の賞金が必要：バストしたプレイヤーはそこで順位が決まる
error-h4h-one-per-player = バストしたプレイヤー一人につき一件の記載が必要：バスト{ $busted }人、指定{ $got }件
error-h4h-payouts-range = 賞金はバストしたプレイヤー一人につき最大一つで、それぞれ最大10^18
error-h4h-start-stack = 2026年版のルールでは、バストしたプレイヤーをハンド開始時のチップで順位付けする：それぞれの`start_stack`を指定すること

## chip-race
race-exchange = { $removed }のチップはプレイから除かれます。各プレイヤーのそのチップは同じ価値の{ $lowest }のチップに交換され、残り（合計{ $odd_total }）は、シート1から始めて、一人につき最大一枚でチップレースにかけられます（{ $rule_chip_race }-A）：{ $chips ->
        [0] { $lowest }のチップはなし
       *[other] { $lowest }のチップ{ $chips }枚
    }（端数は最も近いチップ単位に丸めます）。
race-all-exchanged = 除かれるチップはすべて同じ価値で交換されます：レースにかけるものは残りません。
race-raced = { $chips ->
        [0] レースで獲得されるチップはありません
       *[other] { $lowest }のチップ{ $chips }枚がレースにかけられ、レース用カードが最も高かったシート{ $winners }に渡ります
    }。
race-to-run = { $chips ->
        [0] シート{ $seats }の間でレースにかけるチップはありません
       *[other] シート{ $seats }の間で{ $lowest }のチップ{ $chips }枚をレースにかけます
    }：シート1から始めて端数チップ一枚につき一枚のレース用カードを配り、最も高いカードが勝ちます。一人が獲得できるのは最大一枚です。
race-kept-in = シート{ $seat }はレースで最後のチップを失いました。レースで脱落するプレイヤーはいないため、{ $lowest }のチップを一枚受け取ります。
race-exactly-half = 端数チップの合計はちょうど{ $lowest }のチップ半枚分です：切り上げるのが通常の慣行であり、フロアの判断です。
race-may-be-kept-in = レースで最後のチップを失ったプレイヤーは、レースで脱落することはありません：そのプレイヤーは{ $lowest }のチップを一枚受け取ります。
error-race-denominations = 除かれる額面（{ $removed }）は、プレイに残る最小の額面（{ $lowest }）より小さくなければならない
error-race-seat-twice = シート{ $seat }が2回記載されている
error-race-one-per-seat = `odd`にはハンドのシートごとに一つの数値を、シート順に指定する必要がある：シート数{ $seats }、数値{ $got }個
error-race-more-than-stack = シート{ $seat }が除かれる額面のチップで{ $value }を持つことはありえない：スタックは{ $stack }
error-race-not-in-order = シート{ $seat }にはレースにかける端数チップがあるが、`order`に含まれていない

## before-amount
before-amount-facts = シート{ $bettor }が「ベット」または「レイズ」と言い、金額（合計{ $to }）を述べる前に、シート{ $seat }がアクションしました。プレイヤーは明確な金額が示されるまでアクションを待たなければなりません（{ $rule_acting_in_turn }-B）。
before-amount-brought-up = 述べられた金額の{ $stated }はルール上の最小のベットまたはレイズを下回るため、{ $to }に引き上げられます（{ $rule_raise_amounts }）。
before-amount-over-pot = 述べられた金額の{ $stated }はポットサイズのベットを超えるため、{ $to }に減額されます（{ $rule_pot_limit_bets }）。
before-amount-over-limit = 述べられた金額の{ $stated }はリミットで認められる額を超えています：一回のベットまたはレイズとして{ $to }までです（{ $rule_number_of_raises }）。
before-amount-over-stack = 述べられた金額の{ $stated }はベットしたプレイヤーの持ち分を超えています：{ $to }までのオールインです。
before-amount-all-in-capped = シート{ $seat }はオールインを宣言しました。このベッティングストラクチャーでは、それは認められる最大のレイズである{ $to }までとなり、有効です（{ $rule_acting_in_turn }-A）。
before-amount-fold-stands = シート{ $seat }のフォールドは手番でのものであり、手番でのアクションには拘束力があります（{ $rule_acting_in_turn }-A）：その後シート{ $bettor }が何を述べたかにかかわらず、フォールドは有効です。
before-amount-all-in-stands = シート{ $seat }のオールインは手番でのものであり、拘束力があります（{ $rule_acting_in_turn }-A）：シート{ $seat }は{ $to }でオールインです。
before-amount-held-to-call = シート{ $seat }はシート{ $bettor }の金額が分かる前にコールしました。フロアは状況に最も適した裁定を行い、コールしたプレイヤーを任意の金額に拘束することができます（{ $rule_conditional_declarations }-B）。ルールが示す判断は、そのベットのコールとして合計{ $to }（追加で{ $to_call }）です。
before-amount-if-choose-again = 金額が判明した今、シート{ $seat }に選び直させる方が公正だとフロアが判断する場合
error-before-amount-bettor-not-to-act = シート{ $seat }は手番のプレイヤーではない：ベットしたプレイヤーとは、「ベット」または「レイズ」と言ったプレイヤーのこと
error-before-amount-not-next = シート{ $seat }はシート{ $bettor }の次にアクションするプレイヤーではない：それより先のプレイヤーのアクションは順番外のアクション（`out_of_turn`）
error-before-amount-call-fold-or-all-in = アクションはコール、フォールド、オールインのいずれかでなければならない

## pot-count
pot-count-not-counted = プレイヤーがポットのカウントを求めることができるのはポットリミットのみです：このゲームでは、ディーラーはシート{ $seat }のためにポットをカウントしません（{ $rule_pot_limit_bets }-A）。
pot-count-spread = 求めに応じて、全員が見えるようにポットを広げることができます（{ $rule_rp_spreading_the_pot }）。
pot-count-counted = ポットリミット：ディーラーはシート{ $seat }のためにポットをカウントします：{ $pot }（{ $rule_pot_limit_bets }-A）。
pot-count-counted-to-act = ポットリミット：ディーラーはシート{ $seat }のためにポットをカウントします：{ $pot }。シート{ $seat }がベットできる最大額は{ $max }です（{ $rule_pot_limit_bets }-A）。

## stub
stub-all = 落としたスタブがマックまたはバーンカードと混ざりました：混ざったカードをまとめてスクランブルし、シャッフルしてカットし、新しいスタブでプレイを続行します（{ $rule_rp_disordered_stub }）。
stub-rebuild = スタブは元の順序に戻すことができます：その順序で戻し、プレイを続行します（{ $rule_rp_disordered_stub }）。
stub-stub-only = スタブは元に戻せません：マックやバーンカードを含めず、スタブのカードだけで新しいスタブを作り、スクランブル、シャッフル、カットしてプレイを続行します（{ $rule_rp_disordered_stub }）。
stub-try-first = まず、確実にできる場合は、スタブを元の順序に戻します（{ $rule_rp_disordered_stub }）。
stub-if-cannot-rebuild = 順序を確実には戻せず、スタブのカードだけで新しいスタブを作ってシャッフルし、カットする場合
stub-face-down = ハンド中の再シャッフルはすべて、カードを見せずに伏せたまま行います（{ $rule_irregular_flops }-D）。

## non-chip-item
item-rule = チップとしての価値がないもの（バウンティチップ、クロックトークン）は、ベット用のチップと大きさが異なるべきです。それを使ったベットはハウスの方針またはフロアの判断によって解釈され、コールまたはオールインと裁定されることがあります（{ $rule_rp_non_denominational_items }）。
item-call = ルールが示す判断はコールです：シート{ $seat }は{ $to_call }をコールします。
item-check = コールする額がないため、そのアイテムはシート{ $seat }のチェックと解釈されます。
item-if-all-in = フロアがそのアイテムをシート{ $seat }のオールインと解釈する場合
error-item-not-to-act = シート{ $seat }は手番のプレイヤーではない

## gesture
gesture-rule = テーブルを軽くたたく動作はチェックです（{ $rule_terminology_and_gestures }）。
gesture-check = コールする額がないため、シート{ $seat }がテーブルをたたいた動作はチェックです。
gesture-facing-bet = コールすべき{ $to_call }のベットに直面している場合、チェックはできません：ベットに直面して「チェック」と言った場合と同様に（{ $rule_invalid_bet_declarations }）、シート{ $seat }はコールかフォールドはできますが、レイズはできません。
error-gesture-not-to-act = シート{ $seat }は手番のプレイヤーではない

## rebuy-announced
rebuy-rule = プレイヤーはリバイのためにハンドを見送ることはできません。ハンドが始まる前にリバイを宣言したプレイヤーは、そのハンドでそのチップを手元のチップとしてプレイし、リバイを行わなければなりません（{ $rule_rebuys }）。ハンドは、最初のリフル、シャッフルマシンのボタンを押した時点、またはディーラー交代の時点で始まります（{ $rule_new_hand_new_limits }）。
rebuy-plays-behind = ハンド開始前の宣言：プレイヤーは{ $stack }とリバイ分の{ $chips }を手元に持ち、合計{ $in_play }でプレイし、リバイを行わなければなりません。
rebuy-after-hand = ハンド開始後の宣言：そのハンドは開始時に持っていた{ $stack }でプレイされ、リバイ分の{ $chips }はハンドの後に加わります。
error-rebuy-chips = chips：0より大きく、floorcallが扱える最大のスタック以下

## level-change
level-began-before = このハンドは新しいレベルが始まる前に開始されており、新しいレベルは次のハンドから適用されます：このハンドは前のレベルでプレイします（{ $rule_new_hand_new_limits }）。
level-dealer-push = 新しいレベルはディーラー交代中に始まりました：交代して入ったディーラーは、前のレベルで1ハンド、つまりこのハンドを配ります（{ $rule_new_hand_new_limits }）。
level-same-forced-bets = 新しいレベルのブラインドとアンティは、このハンドが配られたときのものと同じです：修正するものはありません（{ $rule_new_hand_new_limits }）。
level-after-substantial = このハンドは誤って前のレベルで配られましたが、サブスタンシャルアクションが行われています（アクション{ $actions }回、うちチップを伴うもの{ $with_chips ->
        [0] なし
       *[other] { $with_chips }回
    }、{ $rule_substantial_action }）：前のレベルのまま続行します（{ $rule_new_hand_new_limits }）。
level-corrected = このハンドは誤って前のレベルで配られ、サブスタンシャルアクションは行われていません：新しいレベルのブラインド{ $small }/{ $big }に修正されます（{ $rule_new_hand_new_limits }）。
level-adds = シート{ $seat }は{ $amount }を追加します。
level-does-not-fit = すでに行われたアクションが新しいレベルに合いません：どう修正するかはフロアが判断します。
error-level-blinds = 新しいブラインドには、1以上のビッグブラインドと、それより大きくないスモールブラインドが必要

## wrong-seat
seat-rule = 席は無作為の抽選で決まります。正しいスタックを持って誤ったシートにいることが判明したプレイヤーは、スタック全体を持って正しいシートに移動します（{ $rule_random_seating }）：シート{ $seat }のプレイヤーはシート{ $assigned }に移ります。
seat-silent = ルールが定めているのはプレイヤーがどこへ何を持って移るかであり、進行中のハンドや、移動によってずれるブラインドがどうなるかは定めていません：それはフロアの判断です（{ $rule_floor_decisions }）。
seat-redeal = シート{ $seat }のプレイヤーは今すぐシート{ $assigned }に移り、そのプレイヤーがそこにいる状態でハンドを配り直します。
seat-nobody-acted = まだ誰もアクションしていないため、配り直しても誰も不利益を受けません：ルールが示す判断は、誤って配られたシートの場合と同様に（{ $rule_misdeals }-A）、ハンドをプレイする前にプレイヤーをシート{ $seat }からシート{ $assigned }に移し、配り直すことです。
seat-back = シート{ $seat }はポストした{ $amount }を取り戻します。
seat-takes-stack = シート{ $seat }のスタック全体（{ $amount }）も一緒に移ります。
seat-if-played-as-dealt = フロアがこのハンドを配られたとおりにプレイさせ、ハンドの終了時にシート{ $seat }のプレイヤーを移動させる場合
seat-plays-on = ハンドは配られたとおりに続行されます。ハンドの終了後、シート{ $seat }のプレイヤーはスタック全体を持ってシート{ $assigned }に移ります。
seat-not-killed = ルールには、誤ったシートにいるプレイヤーのハンドをデッドにする規定はありません：シート{ $seat }のハンドは、配られた場所でライブのままです。
seat-after-substantial = サブスタンシャルアクションが行われています（アクション{ $actions }回、うちチップを伴うもの{ $with_chips ->
        [0] なし
       *[other] { $with_chips }回
    }、{ $rule_substantial_action }）：配札は有効です（{ $rule_misdeals }-D）。
seat-before-substantial = まだサブスタンシャルアクションはありません（アクション{ $actions }回、{ $rule_substantial_action }）：フロアは代わりに、誤って配られたシートとして扱い、配り直すことができます（{ $rule_misdeals }-A）。
seat-if-redealt = フロアが、シート{ $seat }のプレイヤーを割り当てられたシートに移して配り直し、ポストされたチップをすべて返す場合
seat-stack-in-play = シート{ $seat }には手元に{ $behind }、ポットに{ $in_pot }があります：ハンド終了時点のスタックがプレイヤーとともに移ります。
seat-moves-now = シート{ $seat }のプレイヤーは、次の配札の前にスタック全体を持ってシート{ $assigned }に移ります。すでにプレイされたハンドは有効です。
seat-hands-stand = シート{ $seat }からプレイされたハンドは有効です：ルールは、すでにプレイされたものを取り消しません。
seat-posted = このハンドでは、シート{ $seat }は誤ったシートから{ $amount }をポストしています。
seat-big-blind-reaches = ビッグブラインド（{ $big }）は1ハンドごとに1席ずつ移ります：シート{ $seat }にいれば{ $from_wrong ->
        [0] このハンドで
       *[other] { $from_wrong }ハンド後に
    }回ってくるはずでしたが、シート{ $assigned }では{ $from_assigned ->
        [0] このハンドで
       *[other] { $from_assigned }ハンド後に
    }回ってきます。
seat-later = この移動により、プレイヤーのビッグブラインドは{ $hands }ハンド遅れます：飛ばされた{ $big }のブラインドを埋め合わせさせるルールはないため、それはフロアの判断です。
seat-sooner = この移動により、プレイヤーの{ $big }のビッグブラインドは{ $hands }ハンド早く回ってきます：移動によって早まったブラインドや、一周の間に2回回ってきたブラインドを免除または返金するルールはないため、それはフロアの判断です。
seat-taken = シート{ $seat }のプレイヤーに抽選で割り当てられたシート{ $assigned }は埋まっています：誰がどこに座るかはフロアが整理し、各プレイヤーはスタック全体を持って移ります。
seat-taken-in-hand = シート{ $assigned }はこのハンドに参加しているシートです：別のプレイヤーが座っており、そのプレイヤーも誤ったシートにいるのかもしれません。
seat-taken-floor = 正しいシートが埋まっている場合にどうするかは、ルールに定めがありません：それはフロアの判断です（{ $rule_floor_decisions }）。
seat-if-taken = シート{ $assigned }が別のプレイヤーによって埋まっていると判明し、フロアが両方のシートを整理する場合
error-seat-assigned = 割り当てられたシートは、シート{ $seat }以外の1から12までのシート番号でなければならず、{ $assigned }ではない
error-seat-assigned-in-hand = シート{ $assigned }はハンドに参加しているシートであるため、空席ではない
error-seat-actions-shown = このハンドにはプレイヤーのアクションが{ $actions }件ある：ハンド中に気づいた誤ったシートについては、noticed は during_hand となる

## away-from-table
away-rule = ライブハンドを持つプレイヤーは、オールインのプレイヤーも含め、ベッティングとショーダウンの間テーブルにとどまります：離席は、ハンドを保持しアクションに注意を払うことと相容れず、ペナルティの対象となることがあります（{ $rule_at_the_table }）。
away-live = シート{ $seat }のハンドはライブのままです。離席したプレイヤーにペナルティを科すかどうかはフロアの判断です。
away-not-killed = ルールは、席を離れたプレイヤーのハンドをデッドにはしません：シート{ $seat }のハンドは、離席を理由にデッドにはなりません。
away-all-in = シート{ $seat }はオールインで、ポットに{ $in_pot }があります：そのチップはポットに残り、アクションすべきことは何も残っておらず、ハンドはショーダウンまでプレイされます。
away-to-act-facing = アクションはシート{ $seat }にあり、コールには{ $to_call }が必要です。
away-to-act-no-bet = アクションはシート{ $seat }にあり、コールする額はありません。
away-when-action-comes = シート{ $seat }はまだ手番ではありません。
away-silent = 不在のプレイヤーにアクションが回ってきたときにどうなるかは、ルールに定めがありません。フロアはそのシートにクロックをかけることができます（{ $rule_calling_for_a_clock }）：時間切れになると、ベットに直面しているハンドはデッドとなり、直面していないハンドはチェックとなります。
away-if-clock-facing-bet = ベットに直面しているシート{ $seat }にクロックがかけられ、プレイヤーが戻る前に時間切れとなって、ハンドがデッドとなり、その{ $in_pot }がポットに残る場合
away-if-clock-no-bet = シート{ $seat }にクロックがかけられ、プレイヤーが戻る前に時間切れとなって、ハンドがチェックとなる場合
away-dead = シート{ $seat }のハンドはデッドです：プレイヤーが不在のまま、ベットに直面した状態でクロックが時間切れになりました。投入した{ $in_pot }はポットに残ります。
away-clock-facing-bet = シート{ $seat }にかけられたクロックが、コールに{ $to_call }が必要な状態で、プレイヤーが不在のまま時間切れになりました：ハンドはデッドです（{ $rule_calling_for_a_clock }）。
away-checked = シート{ $seat }はチェックとなります：プレイヤーが不在で、コールする額がないまま、クロックが時間切れになりました。
away-clock-no-bet = シート{ $seat }にかけられたクロックが、コールする額がなく、プレイヤーが不在のまま時間切れになりました：ハンドはチェックとなり、ライブのままです（{ $rule_calling_for_a_clock }）。
away-chips = 離席によってチップは動きません：シート{ $seat }は手元の{ $behind }を保持し、投入した{ $in_pot }はポットに残ります。
away-penalty = シート{ $seat }に離席のペナルティを科すかどうか、またその内容（警告からラウンドの欠場まで）は、フロアの判断です（{ $rule_penalties }）。
error-away-no-live-hand = シート{ $seat }はフォールドしている：とどまるべきライブハンドがない
error-away-not-to-act = シート{ $seat }は手番のプレイヤーではないため、そのシートでクロックが時間切れになることはありえない

## chips-out-of-view
view-rule = トーナメントチップは、見えなくなるような方法で持ったり動かしたりしてはなりません。そうしたプレイヤーはそのチップを没収され、チップはプレイから除かれ、ペナルティを科されることがあります（{ $rule_chips_out_of_view }）。
view-forfeited = シート{ $seat }は{ $amount }を没収されます：チップはプレイから除かれます。
view-pocketed = シート{ $seat }は{ $amount }をポケット、バッグ、または衣服の中に持っていました：見えない状態です。
view-concealed = シート{ $seat }はテーブルで{ $amount }を誰にも見えないように持つか覆っていました：見えない状態です。
view-carried-hidden = シート{ $seat }は{ $amount }を見えない状態で別のテーブルに運びました：移動中のチップは見える状態でなければなりません。
view-out-of-play = その{ $amount }はトーナメントから除かれます：どのプレイヤーにも渡らず、どのポットにも入りません。
view-left = シート{ $seat }は、テーブル上の見える状態の{ $stack }を保持します。
view-nothing-left = シート{ $seat }には見える状態のチップが残っていません：そのプレイヤーがどうなるかはフロアの判断です（{ $rule_floor_decisions }）。
view-penalty = 没収はルールによるものです。それに加えてシート{ $seat }にペナルティ（警告から失格まで）を科すかどうかは、フロアの判断です（{ $rule_penalties }）。
view-kept = シート{ $seat }は{ $amount }を保持します：はっきり見える状態で運ばれました。
view-in-view = シート{ $seat }は{ $amount }をはっきり見える状態で（ラックに入れて、または蓋のないトレイに載せて）運びました：見えない状態のものはなかったため、没収されるものはありません。
view-kept-total = シート{ $seat }は合計{ $total }でプレイを続けます。
error-view-seat = シートは1から12までのシート番号でなければならず、{ $seat }ではない
error-view-amount = 見えない状態のチップは1以上で、認められる最大のチップ数以下でなければならない
error-view-stack = 見える状態のスタックが、認められる最大のチップ数を超えている

## house
house-no-effect = ハウスルール（{ $title }）はこの裁定を変更しません：これはTDAの裁定です。
house-applied = ハウスルール（{ $label }「{ $title }」）が適用されます：{ $text }
house-applied-bare = ハウスルール（{ $label }「{ $title }」）が適用されます。
house-under-tda = TDAのみによる場合（{ $citation }）：{ $summary }

## Rule titles (the message) and summaries (.summary), by the rule's stable key.

rule-floor-decisions = フロアの決定
    .summary = フロアはゲームの最善の利益と公正さを最優先し、厳密な解釈が不当となる場合にはルールから離れることができる。フロアの決定は最終的なものである。
rule-player-responsibilities = プレイヤーの責務
    .summary = プレイヤーは自分のカードとチップを確認し、ハンドを保持し、意思を明確に示し、アクションに注意を払い、誤りに気づいたら申し出る。
rule-terminology-and-gestures = 公式用語とジェスチャー
    .summary = 標準的な用語（ベット、コール、レイズ、フォールド、チェック、オールイン、ポットリミットでのポット）を使う。非標準の用語やジェスチャーはプレイヤーの自己責任となる。
rule-player-identity = プレイヤーの身元確認
    .summary = プレイヤーはテーブルで明確に識別できなければならない。スタッフは顔を隠す物を外すよう求めることができる。
rule-electronic-devices = 電子機器と通信
    .summary = テーブルでの機器の使用と通信は制限される。戦略ツールやベッティングチャートはテーブルで使用してはならない。
rule-official-language = 公式言語
    .summary = イベントは、ハンド中にテーブルで話してよい言語を告知する。
rule-random-seating = 無作為による正しい着席
    .summary = 席は無作為の抽選で決まる。正しいスタックを持って誤ったシートにいるプレイヤーは、そのスタックを持って正しいシートに移る。
rule-alternates-late-registration = 補欠、レイトレジストレーション、リエントリー
    .summary = 補欠、遅れての参加者、リエントリーには無作為のシートとスタックが与えられ、スモールブラインドとボタンの間を除いてカードが配られる。
rule-special-needs = 特別な配慮
    .summary = 特別な配慮を必要とするプレイヤーには、合理的な便宜が図られる。
rule-new-players-broken-tables = 新たなプレイヤーとブレイクしたテーブルからのプレイヤー
    .summary = ブレイクしたテーブルのプレイヤーは二段階の無作為の手順で席を抽選し、ブラインドやボタンを含むどのポジションにも入りうる。
rule-balancing-tables = テーブルのバランシングとプレイの停止
    .summary = テーブルはバランスが保たれる。次にビッグブラインドとなるプレイヤーが最も不利なポジションに移る。最大のテーブルより3人以上少ないテーブルは、ブラインドに影響が出た時点でプレイを停止する。
rule-cards-speak = 宣言。ショーダウンではカードがすべて（カードスピーク）
    .summary = ショーダウンでは公開されたカードが勝者を決める。プレイヤーが自分のハンドについて言ったことには拘束力がなく、誤読に気づいた者は誰でも指摘すべきである。
rule-tabling-cards = カードの公開と勝ちハンドのキル
    .summary = ハンドは、すべてのカードが表向きで読み取れる状態になったときに公開されたものとなる。適切に公開されていないハンドをマックするプレイヤーは、自己責任でそうする。ディーラーは適切に公開された勝ちハンドをキルしてはならない。
rule-live-cards-at-showdown = ショーダウンでのライブカード
    .summary = 伏せて捨てられたカードは、マックに達するか特定できなくなるまでライブのままである。まだ完全に特定できるハンドは回収できる。
rule-showdown-discarding-irregularities = ショーダウンと捨て札に関するイレギュラー
    .summary = 勝ちハンドの一部を見せたプレイヤーは、全部を公開するよう求められる。ベットした後、勝ったと思ってカードを捨てたプレイヤーは、コールされたベットは失うが、コールされなかったベットは返される。
rule-face-up-for-all-ins = オールイン時のフェイスアップ
    .summary = プレイヤーがオールインとなり、それ以上のベッティングができなくなったら、残りのカードが配られる前に、すべてのライブハンドを直ちに表向きにする。
rule-showdown-order = オールインでないショーダウンとショーダウンの順序
    .summary = オールインがない場合、最終ラウンドで最後にベットまたはレイズしたプレイヤーが最初に見せる。そこでベットがなければ、ボタンの左の最初のプレイヤーが最初に見せる。
rule-asking-to-see-a-hand = ハンドを見る要求
    .summary = リバーでのベットの後、カードを公開または保持している、コールしたプレイヤーは、最後のアグレッサーのハンドを見ることができる。その他の要求はフロアの裁量による。マックしたプレイヤーは要求する権利を失う。
rule-playing-the-board = ショーダウンでボードをプレイする場合
    .summary = ボードをプレイするプレイヤーは、ポットを分け合うためにホールカードをすべて公開しなければならない。
rule-odd-chips = 端数チップの授与
    .summary = 端数チップは最小の額面まで崩す。ボードを使うゲームでは、端数チップはボタンの左から最初の同点の勝者に渡る（A項）。スタッドでは、スートによる最も高いカードに渡る（B項）。ハイ/ローでは、ポット全体の端数チップはハイ側に渡る（C項）。
rule-simultaneous-busts = 同じハンドで敗退したプレイヤー
    .summary = 2026年版の新設（報告による）：同じハンドでバストしたプレイヤーは、そのハンドの開始時のスタックで順位が決まる。
rule-side-pots = サイドポット
    .summary = 各サイドポットは個別に分配され、サイドポットはメインポットより先に授与される。
rule-disputed-hands = 異議のあるハンドとポット
    .summary = ハンドの読み取りには次のハンドが始まるまで、ポットやその計算の誤りには次のハンドでサブスタンシャルアクションが行われるまで、異議を申し立てることができる。
rule-new-hand-new-limits = 新しいハンドと新しいリミット
    .summary = 新しいレベルは、告知後の次のハンドから適用される。誤って前のレベルで始まったハンドは、サブスタンシャルアクションが行われるとそのレベルのままとなる。
rule-chip-race = チップレース、予定されたカラーアップ
    .summary = カラーアップされるチップはチップレースで処理される。チップレースによってイベントから脱落するプレイヤーはいない。
rule-chips-visible = カードとチップを見える状態、数えられる状態、扱える状態に保つこと。裁量によるカラーアップ
    .summary = チップは見えて数えられる状態に保ち、高額のチップを前に置く。フロアはチップをカラーアップすることができる。
rule-deck-changes = デッキの交換
    .summary = デッキはディーラー交代時またはレベル変更時に交換される。プレイヤーが新しいデッキを求めることはできない。
rule-rebuys = リバイ
    .summary = プレイヤーは、次のハンドが配られる前にリバイを宣言しなければならない。
rule-rabbit-hunting = ラビットハンティング
    .summary = ハンドの終了後に、出るはずだったカードを公開することはしない。
rule-calling-for-a-clock = クロックの要求
    .summary = クロックがかけられた後、プレイヤーには25秒と、5秒のカウントダウンが与えられる。その後、ベットに直面していればハンドはデッドとなり、そうでなければチェックとなる。
rule-at-your-seat = 自席にいることとライブハンド
    .summary = 最初の配札の最後のカードが配られるとき、プレイヤーは自席にいなければならない。いなければハンドはデッドとなる。
rule-at-the-table = アクションが残っている間はテーブルに
    .summary = ライブハンドを持つプレイヤーは、オールインのプレイヤーも含め、テーブルにとどまる。
rule-dead-button = デッドボタン
    .summary = トーナメントではデッドボタン方式をとる。
rule-dodging-blinds = ブラインド逃れ
    .summary = 故意にブラインドを逃れることはペナルティの対象となる。
rule-button-placement = ボタンの配置と移動
    .summary = 誤って動かされたボタンは、サブスタンシャルアクションの前であれば修正され、後であればそのままとなる。ヘッズアップではスモールブラインドがボタンとなる。
rule-misdeals = ミスディールとファウルデッキ
    .summary = 列挙された配札の誤りがサブスタンシャルアクションの前に起きればミスディールとなり、ハンドは配り直される。サブスタンシャルアクションの後はミスディールにならない。ファウルデッキはハンドを無効にする。
rule-substantial-action = サブスタンシャルアクション
    .summary = サブスタンシャルアクションとは、手番で行われた2つのアクションのうち少なくとも一つがチップを投入するもの、または手番で行われた任意の3つのアクションをいう。ポストされたブラインドは数えない。
rule-button-too-few-cards = カードが不足したボタン
    .summary = 配られたカードが不足しているボタンは、すでにアクションしていない限り、ハンドを補完してもらうことができる。
rule-burns-after-substantial-action = サブスタンシャルアクション後のバーン
    .summary = サブスタンシャルアクションの後にカードの枚数が誤っていると判明したハンドはデッドとなる。ディーラーはストリートごとに一枚バーンし、スタブの順序を戻そうとはしない。
rule-irregular-flops = イレギュラーなフロップと早すぎる配札
    .summary = 4枚のフロップや早すぎるタイミングで配られたフロップは、定められた手順で修正される。ベッティングラウンドの終了前に配られたボードカードは、早すぎる配札である。
rule-methods-of-betting = ベットの方法：口頭とチップ
    .summary = ベットは発言、チップ、またはその両方で行われる。先に行われた方がベットを決め、両者が同時の場合は明確な口頭宣言が優先される。
rule-methods-of-calling = コールの方法
    .summary = 標準的なコールは、「コール」と言うか、その額を出すことである。大きなベットに対してごく小さなチップを出すのは非標準であり、フルコールと裁定されることがある。
rule-methods-of-raising = レイズの方法
    .summary = レイズは一つの動作で行うか、先に宣言する。宣言なしに、さらにチップを取りにスタックに手を戻すことは認められない。
rule-raise-amounts = レイズの額
    .summary = レイズは、そのストリートでそれまでに行われた最大のフルベットまたはフルレイズ以上の額を上乗せする。黙って出したチップが、コール額を超えてそのレイズ幅の半分以上であればフルレイズまで完成させなければならず、半分未満であればコールとなる。
rule-oversized-chip = オーバーサイズチップによるベット（オーバーチップ）
    .summary = ベットに直面して、先に「レイズ」と言わずにオーバーサイズチップを一枚出した場合はコールとなる。ベットに直面していない場合は、そのチップの額のベットとなる。
rule-multiple-chip-betting = 複数チップによるベット
    .summary = ベットに直面して黙って出した複数のチップは、コールにすべてのチップが必要な場合はコールとなる。そうでなければレイズの額の50%基準で決まるか、最後のチップであればオールインとなる。
rule-prior-bet-chips = ポットに集められていない前のベットのチップ
    .summary = 前のチップを前に置いたままレイズに直面したプレイヤーは、先に宣言すべきである。黙って追加されたチップは、前のチップでコールをまかなえるかどうか、また前のチップが引き戻されたかどうかによって判定される。
rule-reopening-the-bet = ベッティングの再開
    .summary = ノーリミットとポットリミットでは、合計してもフルレイズに達しないショートオールインは、すでにアクションしたプレイヤーに再びレイズすることを認めない。リミットでは、半分のベットでベッティングが再開される。
rule-number-of-raises = 認められるレイズの回数
    .summary = ノーリミットとポットリミットではレイズ回数に上限はない。リミットゲームでは、イベントが残り2人になるまでは、ヘッズアップであってもハウスの上限に従う。
rule-accepted-action = 受け入れられたアクション
    .summary = コールするプレイヤーは実際のベット額を知る責任がある。誤ったカウントに基づいて受け入れたコールでも、正しい額を支払わなければならない。
rule-acting-in-turn = 手番でのアクション
    .summary = プレイヤーは自分の手番でアクションする。手番でのアクションには拘束力があり、投入したチップはそのまま残る。
rule-binding-declarations-undercalls = 拘束力のある宣言／手番でのアンダーコール
    .summary = 手番で「コール」または「レイズ」と言うと、そのアクション全体に拘束される。「コール」と言わずにコール額未満を出すとアンダーコールとなる。ヘッズアップ、またはマルチウェイでオープニングベットに対する場合はフルコールが必須であり、それ以外はフロアが判断する。
rule-incorrect-bets = 不正確なベット、アンダーベット、アンダーレイズ
    .summary = 最小額を下回るベットまたはレイズは、現在のストリートで、次のカードが配られるまでに修正される。ポットリミットでは、オーバーベットは次のカードまでに減額され、少なすぎるカウントに基づくアンダーベットは、その後にサブスタンシャルアクションが行われるまでは引き上げられる。
rule-action-out-of-turn = 順番外のアクション
    .summary = 順番外のアクションがあった場合、アクションは正しいプレイヤーに戻される。順番外のアクションは、そのプレイヤーが直面していたアクションが変わらなければ拘束力を持つ。変わった場合はチップを引き戻すことができ、そのプレイヤーはすべての選択肢から選べる（2026年版：順番外のパッシブなアクションの後はコールかフォールドのみ）。飛ばされたプレイヤーがサブスタンシャルアクションまで黙っていた場合、その保護を失う。
rule-pot-limit-bets = ポットサイズとポットリミットのベット
    .summary = ポットリミットでの最大レイズは、コール額にコール後のポットを加えた額である。プリフロップではブラインドを満額とみなす。ノーリミットで「ポット」と言っても金額にはならないが、少なくとも最小のベットまたはレイズに拘束される。
rule-invalid-bet-declarations = 無効なベット宣言
    .summary = 直面するベットがないのに「コール」と言えばチェックとなる。ベットがないのに「レイズ」と言えば少なくとも最小のベットとなる。ベットに直面して「チェック」と言えば、コールかフォールドのみが認められる。
rule-string-bets = ストリングベットとストリングレイズ
    .summary = ストリングベットとストリングレイズは認められない。
rule-unclear-betting = 非標準で不明確なベット
    .summary = 非標準のベットはプレイヤーの自己責任である。複数の意味に取れる金額の発言は、ポットを超えない範囲で最も高い妥当な金額と解釈される。
rule-non-standard-folds = 非標準のフォールド
    .summary = 最終ベッティングラウンドが終わる前に、ベットに直面していない状態で手番にフォールドすること、または順番外にフォールドすることには拘束力があり、ペナルティの対象となることがある。
rule-conditional-declarations = 条件付きの宣言と早すぎる宣言
    .summary = 将来のアクションについての条件付きの発言は、拘束力を持つか、ペナルティの対象となることがある。ベット額が分かる前に行われたコールはフロアが判断する。
rule-count-of-chip-stack = 相手のチップスタックのカウント
    .summary = 相手のスタックの正確なカウントを求めることができるのは、手番でオールインに直面しているときだけである。それ以外は概算となる。
rule-over-betting-expecting-change = おつりを期待したオーバーベット
    .summary = 黙って出したチップは、プレイヤーがおつりを期待していても、すべて数えられる。
rule-chips-found-behind = オールイン後に見つかった手元のチップ
    .summary = オールインがコールされた後に手元で見つかったチップはフロアが判断する。それがアクションの一部でなかった場合、それによってプレイヤーが勝つことも、脱落を免れることもない。
rule-chips-out-of-view = 見えない状態のチップと移動中のチップ
    .summary = チップを見えない状態で持ったり運んだりしてはならない。プレイヤーが隠したチップは没収されてプレイから除かれ、ペナルティが科されることがある。
rule-lost-and-found-chips = 紛失チップと発見されたチップ
    .summary = 見つかったチップはプレイから除かれる。
rule-killed-fouled-exposed-hands = 誤ってキルされた／ファウルした／露出したハンド
    .summary = ディーラーにキルされたハンド、または特定できないほどファウルしたハンドには救済がない。コールされなかったベットは返される。
rule-dead-hands-stud = スタッドでのデッドハンドとマック
    .summary = スタッドにおけるデッドハンドとマックのルール。
rule-no-disclosure = 情報開示の禁止。ワンプレイヤーワンハンド
    .summary = アクションが残っている間、プレイヤーはハンドの内容を開示してはならない。ワンプレイヤーワンハンドの原則により、一つのハンドは一人のプレイヤーだけがプレイする。
rule-exposing-cards = カードの露出と適切なフォールド
    .summary = アクションが残っている間のカードの露出はペナルティの対象となりうるが、ハンドはデッドにならない。フォールドは低く、伏せたまま前に出す。
rule-ethical-play = 倫理的なプレイ
    .summary = 共謀、チップダンピング、その他の非倫理的なプレイはペナルティの対象となる。
rule-etiquette-violations = エチケット違反
    .summary = 繰り返される、または重大なエチケット違反はペナルティの対象となる。
rule-penalties = 警告、ペナルティ、失格
    .summary = ペナルティは警告から、ハンドやラウンドの欠場、失格まである。ラウンドのペナルティは、テーブルのプレイヤー数にラウンド数を掛けたハンド数である。
rule-rp-all-in-buttons = オールインボタン
    .summary = オールインのプレイヤーにはオールインボタンで印をつける。
rule-rp-bringing-in-bets = ベットをポットに集めることは推奨されない
    .summary = ディーラーは、ラウンドが終わるまでベットをプレイヤーの前に置いたままにする。
rule-rp-personal-belongings = 私物
    .summary = 私物はテーブルの上に置かない。
rule-rp-disordered-stub = 乱れたスタブ
    .summary = 乱れたスタブは定められた手順で処理される。
rule-rp-premature-cards = 早すぎる配札
    .summary = 早すぎるタイミングで配られたボードカードはスタブに戻され、スタブは再シャッフルされる。バーンカードはそのまま残る。
rule-rp-efficient-movement = プレイヤーの効率的な移動
    .summary = テーブルを移動するプレイヤーは、チップを持って速やかに移動する。
rule-rp-dealer-push-timing = ディーラー交代のタイミング
    .summary = ディーラーは予定どおりに交代する。
rule-rp-hand-for-hand = ハンドフォーハンドの手順
    .summary = インザマネーの直前では、すべてのテーブルが一ハンドずつそろえてプレイする。同じハンドでバストしたプレイヤーは順位を分け合う。
rule-rp-final-table-size = ファイナルテーブルの人数
    .summary = ファイナルテーブルは、人数の少ない2つのテーブルから、定められた人数で編成される。
rule-rp-stud-dealing = トーナメントでのスタッドの配札手順
    .summary = スタッドの配札手順。
rule-rp-ante-formats = アンティの形式とアンティの不減額
    .summary = 一人が支払うアンティは、ブラインドを先にポストするビッグブラインドアンティとすべきである。アンティが減額されることはない。
rule-rp-dealers-announce-bets = ディーラーはベットとレイズを告げるべきである
    .summary = ノーリミットとポットリミットでは、ディーラーはベットとレイズを告げる。
rule-rp-split-pot-stacking = スプリットポットのゲームではディーラーがチップを積み上げるべきである
    .summary = ディーラーはポットを分ける前にチップを積み上げる。
rule-rp-randomness-special-situations = 特別な状況には無作為性を適用できる
    .summary = 特別な状況は無作為の抽選で決めることができる。
rule-rp-staff-communication = トーナメントスタッフの適切なコミュニケーション
    .summary = スタッフは裁定を明確かつ一貫して伝える。
rule-rp-absent-on-breaking-table = ブレイクするテーブルで不在のプレイヤー
    .summary = 不在のプレイヤーのチップは、スタッフが新しいシートに移す。
rule-rp-draw-betting = トーナメントでのドローゲームのベッティング手順
    .summary = ドローゲームのベッティング手順。
rule-rp-mixed-game-order = ミックスゲームの順序
    .summary = ミックスゲームは公表された順序でローテーションする。
rule-rp-reducing-stalling = 遅延行為の抑制
    .summary = 遅延行為に対する措置。
rule-rp-cards-ready-for-shuffle = シャッフルの準備ができたカード
    .summary = カードは次のシャッフルに備えて準備しておく。
rule-rp-spreading-the-pot = ポットを広げる
    .summary = ポットリミットでは、求めに応じて、カウントのためにポットを広げる。
rule-rp-non-denominational-items = 額面のないアイテムのベット
    .summary = バウンティチップやクロックトークンはベットに使えない。

## games (issue 25)
error-hand-bring-in-only-stud = ブリングインをポストするのはスタッド系のゲームだけで、{ $game }ではポストしない
error-hand-stud-no-blinds = { $game }はアンティとブリングインで行う：ブラインド、ストラドル、ポストは入れないこと
error-hand-stud-needs-limits = { $game }のハンドにはリミット（スモールベットとビッグベット）が必要
error-hand-stud-needs-bring-in = { $game }のハンドにはブリングイン（チップ一枚以上）が必要
error-hand-bring-in-over-small-bet = ブリングイン（{ $bring_in }）がスモールベット（{ $small_bet }）より多い
error-hand-up-cards-only-stud = アップカードが配られるのはスタッド系のゲームだけで、{ $game }では配られない
error-hand-up-cards-most = スタッドのプレイヤーのアップカードは最大4枚だが、{ $given }枚指定されている
error-hand-discards-only-draw = 捨て札があるのは`draw`アクションだけ
error-hand-action-only-stud = "{ $kind }"はスタッドのアクションだが、{ $game }はスタッドではない
error-hand-draw-only-draw-games = { $game }にはドローがない
error-hand-draw-more-than-held = { $held }枚のハンドから{ $count }枚を捨てることはできない
error-hand-drawn-cards-count = { $count }枚捨てているが、ドローしたのは{ $given }枚
error-hand-street-not-in-game = { $game }ではこのラウンドは行われない：{ $street }
error-hand-deal-cards-on-seats = { $game }では、配られたカードは`deal`アクションではなく、各シート（とドロー）で指定する
error-replay-no-draw-now = シート{ $seat }がドローしているが、今はドローの番ではない
error-replay-drew-already = シート{ $seat }はこのラウンドですでにドローしたか、ハンドから降りている
showdown-odd-chips-stud = 端数チップは最小チップの{ $smallest_chip }単位まで崩したうえで、ポットごとに（{ $rule_side_pots }）、役を構成する5枚の中でスートの順位（スペード、ハート、ダイヤ、クラブ）による最も高いカードを持つ勝者に渡ります（{ $rule_odd_chips }-B）。
showdown-seat-low = シート{ $seat }（{ $hole }）：{ $low }。
showdown-seat-badugi = シート{ $seat }（{ $hole }）：{ $count ->
        [4] 4枚のバドゥーギ
       *[other] { $count }枚のハンド
    }、{ $badugi }。
showdown-ranking = { $game ->
        [stud] スタッドでは各プレイヤーの7枚のうち最も強い5枚で勝負し、ハンドは7枚すべてを公開します（{ $rule_tabling_cards }-A）。
        [low-a5] エース・トゥ・ファイブのロー：最も低いハンドが勝ち、エースはロー、ストレートとフラッシュは数えず、ペアはハンドに不利に働きます。
        [low-27] デュース・トゥ・セブンのロー：最も低いハンドが勝ち、エースはハイのみで、ストレート、フラッシュ、ペアはハンドに不利に働きます（スートの混ざった7-5-4-3-2が最強）。
        [badugi] バドゥーギ：ランクもスートも異なるカードの枚数が最も多いハンドが勝ち、次に最も低いハンドが勝ちます。エースはローです。
       *[short-deck] ショートデック（36枚）：フラッシュはフルハウスに勝ち、A-6-7-8-9はストレートです。
    }
options-stud-brings-in = シート{ $seat }のアップカードがブリングインに当たるため、シート{ $seat }からアクションを始めます（スタッドとスタッド/8では最も低いカード、ラズでは最も高いカードがブリングインとなります。同じランクならスートで決まり、クラブが最も低くスペードが最も高いため、スタッドでは2♣、ラズではK♠がブリングインとなります）。{ $bring_in }のブリングインをポストするか、{ $small_bet }のスモールベットまでコンプリートします（{ $rule_terminology_and_gestures }：「コンプリート」）。
options-stud-facing-bring-in = まだ誰もコンプリートしていません。対応すべきベットはブリングインです。シート{ $seat }は、フォールド、ブリングインへのコール、{ $small_bet }のスモールベットまでのコンプリートのいずれかができます。コンプリートはサードストリートの最初のフルベットで、その後のレイズは一回ごとにスモールベット一つ分です。
options-stud-no-doubling = フォースストリートでペアが見えていてもビッグベットにはなりません。フォースストリートはスモールベットでベットします（{ $rule_rp_stud_dealing }-F）。
options-stud-low-card-all-in = シート{ $low }のアップカードがブリングインに当たりますが、アンティでオールインしています。アクションはその左のシート{ $seat }から始まり、{ $bring_in }のブリングインを払うか、{ $small_bet }のスモールベットにコンプリートします（{ $rule_rp_stud_dealing }-E）。
options-stud-opens-by-cards = シート{ $seat }はこのストリートで最も強いハンド（ラズでは最も低いハンド）を見せているので、最初にアクションします。見えているハンドが同じなら、最も高いカードのスートで決まります（{ $rule_rp_stud_dealing }-D）。
options-summary-bring-in = シート{ $seat }は{ $bring_in }のブリングインをするか、{ $small_bet }までコンプリートします。
options-summary-facing-bring-in = シート{ $seat }は、フォールド、{ $to_call }のブリングインへのコール、{ $small_bet }までのコンプリートのいずれかができます。
game-name = { $game ->
        [NLHE] ノーリミット・ホールデム
        [PLO] ポットリミット・オマハ
        [PLO5] ファイブカード・ポットリミット・オマハ
        [LHE] リミット・ホールデム
        [PLO8] ポットリミット・オマハ・ハイ/ロー
        [NLO8] ノーリミット・オマハ・ハイ/ロー
        [O8] リミット・オマハ・ハイ/ロー
        [PLHE] ポットリミット・ホールデム
        [NLO] ノーリミット・オマハ
        [LO] リミット・オマハ
        [PLO6] シックスカード・ポットリミット・オマハ
        [BIGO] ビッグO（ファイブカード・ポットリミット・オマハ・ハイ/ロー）
        [SHORT_DECK] ショートデック・ホールデム
        [STUD] セブンカード・スタッド
        [STUD8] セブンカード・スタッド・ハイ/ロー
        [RAZZ] ラズ
        [TD27] 2-7トリプルドロー
        [SD27] 2-7シングルドロー
        [TDA5] A-5トリプルドロー
        [BADUGI] バドゥーギ
        [COURCHEVEL] クールシュヴェル
        [COURCHEVEL8] クールシュヴェル・ハイ/ロー
       *[DRAW5] ファイブカード・ドロー
    }
street-name = { $street ->
        [preflop] プリフロップ
        [flop] フロップ
        [turn] ターン
        [river] リバー
        [third] サードストリート
        [fourth] フォースストリート
        [fifth] フィフスストリート
        [sixth] シックスストリート
        [seventh] セブンスストリート
        [predraw] ドロー前
        [first_draw] 1回目のドロー後
        [second_draw] 2回目のドロー後
       *[third_draw] 3回目のドロー後
    }
error-dispute-not-for-game = "{ $dispute }"の案件は{ $game }には適用されない：{ $needs ->
        [board] ボードに関する案件だが、このゲームにはボードがない
        [button] ボタンとブラインドに関する案件だが、このゲームはアンティとブリングインで行う
       *[up-cards] スタッドのアップカードとブリングインに関する案件である
    }
stud-deal-exposed = シート{ $seat }の最初の2枚のダウンカードのうち一枚が表向きに配られました。そのカードがこのシートのアップカードとなり、3枚目のカードは裏向きに配られます。このハンドはミスディールではありません（{ $rule_rp_stud_dealing }-A）。
stud-deal-exposed-summary = 表になったカードがシート{ $seat }のアップカードとなり、3枚目のカードは裏向きに配られます。
stud-deal-bring-in-now = 表になったカードをこのシートのアップカードとして、ブリングインは現在のアップカードで決まります：シート{ $seat }がブリングインを行います。
stud-deal-bring-in-from-up-cards = その後、ブリングインは現在のアップカードで決まります（誰が行うかを示すには、各シートのアップカードを指定してください）。
stud-deal-two-exposed = シート{ $seat }は最初のダウンカードのうち2枚が表になりました。ダウンカード一枚が表になった場合の手順はこのケースを想定していません（{ $rule_rp_stud_dealing }-A）。これはフロアの判断であり、配札中にカードが表になった場合、ルールはミスディールの方向を示しています（{ $rule_misdeals }）。
stud-deal-two-exposed-summary = フロアの判断によりミスディール：シート{ $seat }は配札中にダウンカード2枚が表になりました。
stud-deal-if-play-on = フロアがハンドの続行を認める場合、シート{ $seat }の表になったカードのうち一枚がそのアップカードとなり、次のカードが裏向きに配られます。
stud-deal-seventh-replaced = シート{ $seat }のセブンスストリートのカードが、まだベッティングが残っているのに表向きに配られました（チップを持つプレイヤーは{ $with_chips }人）。そのカードはプレイから除かれ、裏向きに配られたカードに置き換えられます（{ $rule_rp_stud_dealing }-B）。
stud-deal-seventh-replaced-summary = シート{ $seat }の表になったセブンスストリートのカードは、裏向きに配られたカードに置き換えられます。
stud-deal-seventh-stands = シート{ $seat }のセブンスストリートのカードが表向きに配られましたが、ベッティングはもう残っていません（プレイヤーは全員オールイン）。そのカードは有効で、表向きのままプレイされます（{ $rule_rp_stud_dealing }-B）。
stud-deal-seventh-stands-summary = シート{ $seat }のセブンスストリートのカードは表向きのまま有効です：ベッティングはもう残っていません。
stud-deal-stub-enough = セブンスストリートには、まだハンドに残っている{ $players }人のプレイヤーに一枚ずつとバーン一枚（{ $players } + 1）が必要です。スタブは{ $stub }枚あるので、通常どおり配られます（{ $rule_rp_stud_dealing }-H）。
stud-deal-stub-enough-summary = スタブのカードは足りています：セブンスストリートは通常どおり配られます。
stud-deal-stub-with-burns = セブンスストリートには、まだハンドに残っている{ $players }人のプレイヤーに一枚ずつとバーン一枚（{ $players } + 1）が必要ですが、スタブは{ $stub }枚しかありません。それまでのバーンカードをスタブに加えてシャッフルとカットを行い、このストリートを配ります（{ $rule_rp_stud_dealing }-H）。
stud-deal-stub-with-burns-summary = カードが足りません：バーンカードをスタブに加えてシャッフルとカットを行い、セブンスストリートを配ります。
stud-deal-stub-community = セブンスストリートには、まだハンドに残っている{ $players }人のプレイヤーに一枚ずつとバーン一枚（{ $players } + 1）が必要です。スタブは{ $stub }枚で、それまでの3枚のバーンを加えても足りません。ディーラーはバーンしてから、全プレイヤーに共通のコミュニティカードを一枚表向きに配り、シックスストリートで最初にアクションしたプレイヤーが最初にアクションします（{ $rule_rp_stud_dealing }-H）。
stud-deal-stub-community-summary = バーンを加えてもカードが足りません：全プレイヤー共通のコミュニティカードを一枚表向きに配り、シックスストリートで最初にアクションしたプレイヤーが最初にアクションします。
stud-deal-premature = ベッティングラウンドの終了前に配られたスタッドのカードはスタブに戻し、スタブをシャッフルします。追加のバーンはせず、ベッティングが終わってからそのストリートを配ります（{ $rule_rp_premature_cards }-D）。
stud-deal-premature-summary = 早く配られたカードはスタブに戻してシャッフルします。追加のバーンはしません。
error-stud-deal-seat-needed = カードが表になったシートを指定すること（`seat`）
error-stud-deal-stub-needed = スタブに残っているカードを指定すること（`stub`）
error-stud-deal-not-at-seventh = スタブ不足はセブンスストリートの問題：ハンドはシックスストリートの終わりかセブンスストリートの時点でなければならない
rotation-frozen = スタッドのラウンドが始まったとき、ボタンはシート{ $button }で固定されました。スタッドにはボタンがなく、スタッドのハンドの間ボタンはそこに留まります（{ $rule_balancing_tables }-B）。
rotation-stud-no-button = { $game }はボタンもブラインドもなしで配られます。ボタンはシート{ $button }で固定されたままです。
rotation-resumes = ボタンのあるゲームに戻ると、ボタンは固定されていた位置から1席進みます。スタッドのハンドが配られなかったものとして扱います。ボタンはシート{ $button }、スモールブラインドはシート{ $small }、ビッグブラインドはシート{ $big }です。
rotation-next-button-summary = ボタンはシート{ $button }、スモールブラインドはシート{ $small }、ビッグブラインドはシート{ $big }。
rotation-next-big-blind-moves = ミックスゲームのイベントでは、移動するのは、次にボタンのあるゲームのハンドでビッグブラインドとなるプレイヤーです：シート{ $seat }（{ $rule_balancing_tables }-A）。
rotation-moves-summary = シート{ $seat }が移動します。
rotation-by-position = スタッド系のゲームだけのイベントでは、プレイヤーはポジションに応じて移動します。ハウスのバランシング手順に従い、人数の少ないテーブルの空席に対応するシート{ $seat }のプレイヤーが移動します（{ $rule_balancing_tables }-A）。
rotation-by-position-empty = スタッド系のゲームだけのイベントでは、プレイヤーはポジションに応じて移動しますが、ここではシート{ $seat }にプレイヤーがいません。誰が移動するかはハウスのバランシング手順で決めます（{ $rule_balancing_tables }-A）。
error-rotation-seats = プレイヤーのいるシートを2つ以上、1から12の番号で指定すること（`seats`）
error-rotation-button = ボタンのシート番号は1から12（`button`）
error-rotation-open-seat = スタッドだけのイベントではポジションで移動する：人数の少ないテーブルの空席を指定すること（`open_seat`）
up-cards-facing = シート{ $seat }は、コールに{ $to_call }が必要なベットに直面している状態でアップカードを手に取りました。スタッドではこれでハンドはデッドになります（{ $rule_dead_hands_stud }）。このシートが出した{ $in_pot }はポットに残ります。
up-cards-not-facing = シート{ $seat }は、直面するベットがない状態でアップカードを手に取りました。ルールがデッドとするのはアクションに直面してそうしたハンドです（{ $rule_dead_hands_stud }）。ここではフロアの判断となり、採る解釈は同じくデッドハンドです。スタッドでアップカードを伏せることはフォールドであり、チェックできたときのフォールドも有効です（{ $rule_non_standard_folds }）。このシートが出した{ $in_pot }はポットに残ります。
up-cards-dead-summary = シート{ $seat }のハンドはデッドです。出した{ $in_pot }はポットに残ります。
up-cards-if-plays-on = プレイヤーにハンドを降りる意図がなかった（直面するベットがなかった）とフロアが判断した場合、アップカードを再び表向きにしてハンドを続行します。
up-cards-last-hand = 残るハンドは一つです：シート{ $seat }が{ $amount }のポットを獲得します。
error-pokerstars-stud-too-many-cards = 一人のスタッドのプレイヤーに7枚を超えるカードが配られている
error-pokerstars-stud-no-stakes = スタッドのハンドにはヘッダーにスモールベットとビッグベットが必要（例："(0.04/0.08 USD)"）
options-stud-short-completion = { $bring_in }のブリングインに対する{ $all_in }へのオールインは、{ $small_bet }のスモールベットへのコンプリートに届きません。ゼロから数えるとベットの半分以上なので、コンプリートとして扱われ、次のレイズはその上にフルベット一つ分、{ $raise_to }までとなります（{ $rule_reopening_the_bet }-B）。このようなオールインをゼロから測るのか、ブリングインからの増加分で測るのか、TDAは定めていません。フロアの判断です。
options-stud-completion-counts = { $all_in }へのオールインは{ $small_bet }へのコンプリートに届きませんが、{ $bring_in }のブリングインより{ $increase }多く出ています。ゼロから測ってもブリングインからの増加分で測ってもベットの半分以上なので、コンプリートとして扱われ、次のレイズはその上にフルベット一つ分、{ $raise_to }までとなります（{ $rule_reopening_the_bet }-B）。
options-if-measured-over-bring-in = フロアがオールインをブリングインからの増加分（ベットの半分未満）で測る場合、コンプリートにはなりません。プレイヤーはそのオールインにコールするか、{ $small_bet }のスモールベットまでコンプリートします。
options-if-measured-over-bring-in-acted = フロアがオールインをブリングインからの増加分（ベットの半分未満）で測る場合、コンプリートにはならず、すでにブリングイン分を入れているプレイヤーにはベッティングは再開されません（{ $rule_reopening_the_bet }-B）。プレイヤーはオールインにコールするかフォールドします。
error-hand-not-in-short-deck = { $card }はショートデック（6からAまで）にないカードである：配札中に見つかったデッキのものではないカードは`deal_error`である（`non_standard_card`、ルール35-A）
undercall-chain-first-must-call = アンダーコールが連続しました。アクションは最初のアンダーコールであるシート{ $seat }に戻ります（{ $rule_binding_declarations_undercalls }-C）。シート{ $seat }はオープニングベットに対して（またはヘッズアップで）{ $amount }を出したため、{ $add }を追加して{ $call_to }までフルコールしなければなりません（{ $rule_binding_declarations_undercalls }-B）。
undercall-chain-first-floor = アンダーコールが連続しました。アクションは最初のアンダーコールであるシート{ $seat }に戻ります（{ $rule_binding_declarations_undercalls }-C）。シート{ $seat }はマルチウェイポットでレイズに対して{ $amount }を出しました。フロアは{ $call_to }までのフルコール（{ $add }を追加）を求める（採用される解釈）か、{ $amount }を放棄してフォールドすることを認めます（{ $rule_binding_declarations_undercalls }-B）。
undercall-chain-other = シート{ $seat }も{ $amount }でアンダーコールしました。最初のプレイヤーが訂正した後に再びアクションし、その扱いはフロアの判断です（{ $rule_binding_declarations_undercalls }-C）。採用される解釈はフルコールで、{ $add }を追加します。
undercall-chain-if-forfeits = フロアがシート{ $seat }に出した{ $amount }の放棄を認めた場合、そのチップはポットに残り、ハンドはフォールドとなります。
undercall-chain-summary = アクションは最初にアンダーコールしたシート{ $seat }に戻ります。{ $add }を追加して{ $call_to }までコールします。その後のアンダーコールはフロアの判断です。
error-undercall-chain-nobody-to-act = ハンドのアクションの最後に手番のプレイヤーがいない：最初のアンダーコールは手番のシートによるもの
error-undercall-chain-need-two = アンダーコールの連続には2つ以上が必要：アンダーコールが一つだけなら`bet`の案件（ルール51-B）
error-undercall-chain-seat-twice = シート{ $seat }がアンダーコールに2回記載されている
error-undercall-chain-not-an-undercall = シート{ $seat }は{ $owed }を支払う必要がある：アンダーコールとは、手元にチップが残っているのにそれより少なく出すこと（それより少ないオールインはコール）
error-undercall-chain-first-not-to-act = 最初のアンダーコールは手番のシート{ $to_act }によるものでなければならず、シート{ $seat }ではない
bet-single-small-chip = コールに{ $to_call }が必要なベットに対して小さいチップを一枚（{ $chip }）だけ出すことは、標準的なコールの方法ではありません。プレイヤーの自己責任となり、アンダーコールのルールどおりに解釈され、フロアはペナルティを科すことができます（{ $rule_methods_of_calling }）。
final-table-not-yet = 残り{ $remaining }人では、まだ{ $size }人のファイナルテーブルになっていません。テーブルのバランスを取りながら各テーブルでプレイを続けます（{ $rule_rp_final_table_size }）。
final-table-two-tables = 残り{ $remaining }人は{ $size }人のファイナルテーブルより一人多いため、次のプレイヤーがバストするまで{ $half }人ずつの2つのテーブルでプレイします（{ $rule_rp_final_table_size }）。
final-table-forms-now = 残り{ $remaining }人となったため、ここでファイナルテーブルを編成します：{ $size }人のテーブルです（{ $rule_rp_final_table_size }）。
final-table-draw = シートカードを見せてから伏せて混ぜ、一つの束にします。各プレイヤーにはデッキのカードを1枚ずつ表向きに配ります。スートの順位（スペード、ハート、ダイヤ、クラブ）による最も高いカードから順に、束からシートカードを渡していくので、抽選ですべての席が決まります（{ $rule_new_players_broken_tables }-B）。
final-table-draw-summary = ファイナルテーブルを編成します。{ $player }（{ $card }、最も高いカード）がシート{ $seat }に着き、ほかのプレイヤーはカードの順に続きます。
error-final-table-table-size = テーブルあたりのシート数は6〜10
error-final-table-draw-count = 席の抽選には残りのプレイヤー全員が必要：{ $remaining }
error-final-table-seat-cards = シートカードはプレイヤー一人に一枚で、シート1〜12をそれぞれ一度だけ
error-final-table-not-a-card = トランプのカードは一枚（例：`Ks`）
error-final-table-card-twice = トランプのカードは一度しか配られない
bet-single-chip-of-the-call = 何も言わずに、コールに必要な額とちょうど同じ{ $chip }のチップを一枚だけ出した場合はコールです。標準的なコールの方法です（{ $rule_methods_of_calling }）。
penalty-required = ルールはこの行為にペナルティを科すと定めており（{ $rule }{ $part }）、警告だけでは足りません。{ $prior ->
        [0] 初めての違反に対する
       *[other] 過去{ $prior }回の違反の後の
    }判断は{ $rounds }ラウンドの欠場で、その重さはフロアが決めます。
penalty-device-no-live-hand = シート{ $seat }はすでにフォールドしていました。機器の使用の禁止は、ライブハンドを持つプレイヤーに適用されます（{ $rule_electronic_devices }-C）。テーブルでの通話、テーブルの上に機器を置くこと、戦略ツールは、それとは関係なく禁止されています（{ $rule_electronic_devices }-A、B、D）。これらの事実からはペナルティはありません。
penalty-if-used-live = プレイヤーがフォールドする前、ハンドがまだライブの間に機器を使用していた場合
penalty-identity = プレイヤーは常に明確に識別できなければならず、スタッフは、顔を隠したりほかの人の気を散らしたりするサングラス、フード、顔を覆う物を外すようプレイヤーに求めることができます（{ $rule_player_identity }）。シート{ $seat }はそれを外さなければならず、拒否した場合はフロアの判断でペナルティを科します。
penalty-language = ハウスは、テーブルで認められる言語を掲示し、告知します（{ $rule_official_language }）。テーブルでそれ以外の言語を話すことは、ルールが挙げる事例と同様に、フロアの判断でペナルティの対象となります（{ $rule_penalties }-B）。
penalty-phone-call = ハンドに参加しているかどうかにかかわらず、誰もテーブルで電話で話してはなりません（{ $rule_electronic_devices }-A）。
penalty-device-on-table = 電話やその他の機器をテーブルの上に置いてはなりません（{ $rule_electronic_devices }-B）。
penalty-strategy-tool = ベッティングアプリ、チャートその他の戦略ツールは、ハンドに参加しているかどうかにかかわらずテーブルで使用してはならず、どのプレイヤーもほかの人や情報源から戦略的な助けを得てはなりません（{ $rule_electronic_devices }-D。2022年版の条文では、禁止はライブハンドを持つ場合に限られていました）。
penalty-throwing-cards = フォールドしたカードはテーブルに低く前に押し出すもので、投げたり高く放ったりしてはなりません（{ $rule_exposing_cards }）。カードを投げる行為はペナルティの対象となることがあります（{ $rule_penalties }-B）。
penalty-chips-forfeited = シート{ $seat }は{ $chips }を見えない状態で持っていました。意図にかかわらず、そのチップは没収されてプレイから除かれ、プレイヤーが失格となることもあります（{ $rule_chips_out_of_view }）。
penalty-summary-forfeit = シート{ $seat }は{ $chips }を没収され、そのチップはプレイから除かれます。{ $penalty }
error-penalty-chips-needed = `chips_hidden`には`hidden_chips`が必要：見えない状態にあったチップ
error-penalty-chips = 見えない状態のチップは正のチップ数である
error-penalty-chips-only-out-of-view = `hidden_chips`は見えない状態のチップであり、`chips_hidden`の場合にのみ使う
away-penalty-lean = 初めての違反について、ルールが示す判断は口頭での警告で、違反を繰り返すとペナルティは段階的に重くなります（{ $rule_penalties }-A）。ここでの1ラウンドの欠場は{ $hands }ハンドで、その間に計{ $forced }のブラインドとアンティがポストされます。「ペナルティ」の案件では、この違反をプレイヤーの過去のペナルティと合わせて数えます。
rebuy-before-deal-read = 「配札前」はハンド開始前と読みます。境目はハンドの開始（最初のリフル、シャッフルマシンのボタン、ディーラー交代）であり、最初のカードが配られた時点ではありません。
rebuy-if-hand-begun = リバイが宣言された時点で、このハンドのシャッフルまたはディーラー交代がすでに始まっており、そのハンドは{ $stack }でプレイされ、リバイ分の{ $chips }はハンドの後に加わる場合
citation-number-unknown = TDA { $edition }、番号不明（{ $before }）
citation-number-unknown-candidates = TDA { $edition }、番号不明（{ $before }；{ $candidates }の可能性）
citation-new-in-2026 = 2026年版で新設
seat-orbit-twice = ビッグブラインドアンティでは、ビッグブラインドの負担は{ $big_total }です：早まると、誤ったシートで最後にポストしたときから一周の間にビッグブラインドが2回回ってきて、スモールブラインド（{ $small }）も同様です：一周分の負担より{ $extra }多くなります。
seat-orbit-skipped = ビッグブラインドアンティでは、ビッグブラインドの負担は{ $big_total }です：遅れると、ビッグブラインドもスモールブラインド（{ $small }）も回ってこない一周が生じます：一周分の負担より{ $extra }少なくなります。
seat-swap = シート{ $assigned }のプレイヤーが抽選で引いたのはシート{ $seat }でした：2人の席が入れ替わっているため、2人とも誤ったシートにおり、2人ともそれぞれスタック全体を持って移動します（シート{ $assigned }：{ $amount }）。
error-seat-occupant-seat = シートは1から12までで、{ $seat }ではない
error-seat-no-occupant = `occupant_assigned_seat`はシート{ $assigned }に座っているプレイヤーが抽選で引いたシートである：そのシートは埋まっていなければならない（ハンドに参加しているシート、または`assigned_seat_empty: false`）
button-no-make-up = TDAには、逃れたブラインドのメイクアップはありません：シート{ $seat }は逃したブラインドをポストせず、ペナルティがその是正策となります（{ $rule_dodging_blinds }）。
seat-orbit-twice-small-dead = ビッグブラインドアンティでは、ビッグブラインドの負担は{ $big_total }です：早まると、誤ったシートで最後にポストしたときから一周の間にビッグブラインドが2回回ってきて、一周分の負担より{ $big_total }多くなります。次にシート{ $seat }で払うはずだったスモールブラインド（{ $small }）は、プレイヤーがそのシートを離れたため払いません。
before-amount-held-to-call-all-in = シート{ $seat }はシート{ $bettor }の金額が分かる前にコールしました。フロアは状況に最も適した裁定を行い、コールしたプレイヤーを任意の金額に拘束することができます（{ $rule_conditional_declarations }-B）。ルールが示す判断はそのベットのコールで、これによりシート{ $seat }は合計{ $to }でオールインとなります。
before-amount-uncalled = アクションすべきプレイヤーはもう残っていません：シート{ $seat }のベットのうち、誰もコールできない{ $amount }はシート{ $seat }に返されます。
item-uncalled = アクションすべきプレイヤーはもう残っていません：シート{ $seat }のベットのうち、誰もコールできない{ $amount }はシート{ $seat }に返されます。
away-if-clock-ends-hand = そのベットに直面しているシート{ $seat }にクロックがかけられ、プレイヤーが戻る前に時間切れとなって、ハンドがデッドとなり、その{ $in_pot }がポットに残り、それでハンドが終了してシート{ $winner }が{ $pot }のポットを獲得する場合
away-if-clock-ends-hand-back = そのベットに直面しているシート{ $seat }にクロックがかけられ、プレイヤーが戻る前に時間切れとなって、ハンドがデッドとなり、その{ $in_pot }がポットに残り、それでハンドが終了してシート{ $winner }が{ $pot }のポットを獲得し、誰もコールしなかった{ $back }を取り戻す場合
seat-no-blind-yet = プレイヤーはシート{ $seat }でビッグブラインドをまだポストしていません：この移動によってブラインドが飛ばされることも2回回ってくることもなく、最初のブラインドがいつ来るかが決まるだけです。
seat-if-no-blind-yet = プレイヤーがシート{ $seat }でまだビッグブラインドをポストしておらず、この移動によってブラインドが飛ばされることも2回回ってくることもなく、フロアの判断に委ねられることは何もない場合
rotation-worst-position-now = 人数の少ないテーブルでは、プレイヤーは最も不利なポジションであるシート{ $seat }に着きます：そこでの次のハンドのビッグブラインドです。そのシートが続けて2回ビッグブラインドになる場合でも、ルールはこれを認めています（{ $rule_balancing_tables }-A）。
rotation-worst-position = 人数の少ないテーブルでは、プレイヤーは最も不利なポジションであるシート{ $seat }に着きます：ビッグブラインドが最初に到達する空席で、{ $hands }ハンド後です。スモールブラインドになることはありません（{ $rule_balancing_tables }-A）。
error-rotation-short-table = 人数の少ないテーブル：プレイヤーのいるシート（1～12）、その中で直近のビッグブラインドのシート、テーブルのシート数（2～12）
error-rotation-short-table-full = 人数の少ないテーブルに空席がない
error-rotation-short-table-stud = `short_table`はミックスゲームのイベント用です。スタッドのみのイベントでは、プレイヤーは空席（`open_seat`）に着きます
penalty-repeat-top = 違反を繰り返すとペナルティは段階的に重くなります（{ $rule_penalties }-A）。このプレイヤーの本イベントでの過去のペナルティは、すでにラウンド欠場の最上段（{ $top }ラウンド）に達しています。次の段階は失格であり、より長いラウンド欠場はフロアのもう一つの選択肢です。
cond-call-is-check = コールすべきベットがないときの「コール」はチェックです。この発言により、シート{ $seat }はチェックに拘束されます（{ $rule_invalid_bet_declarations }）。
cond-may-not-raise = シート{ $seat }はここではレイズできません（ベッティングが再開されていません）。そのため述べたレイズは、{ $to }までのコールとしてシート{ $seat }を拘束します（{ $rule_reopening_the_bet }）。
cond-no-amount = 金額は述べられていません。この発言により、シート{ $seat }は最低額の{ $to }に拘束されます。
cond-more-than-stack = { $said }はシート{ $seat }の持ちチップを超えています。この発言により、シート{ $seat }は{ $to }までのオールインに拘束されます。
cond-more-than-limit = { $said }は、ここでリミットがシート{ $seat }に認める額を超えています。この発言により、シート{ $seat }は上限の{ $to }に拘束されます。
cond-below-minimum = { $said }は最低額{ $to }を下回っています。{ $to }に引き上げられます（{ $rule_incorrect_bets }）。
cond-act-fold = フォールド
cond-act-check = チェック
cond-act-call = { $to }までのコール
cond-act-all-in = { $to }までのオールイン
cond-act-bet = { $to }のベット
cond-act-raise = { $to }へのレイズ
play-out-uncalled = シート{ $seat }のベットのうち{ $amount }は誰もコールできないため、シート{ $seat }に返されます。
play-out-pot-won = { $amount }のポットはシート{ $winners }{ $count ->
        [1] のものとなります
       *[other] で分割されます
    }。
play-out-pot-at-showdown = { $amount }のポットは、シート{ $eligible }の間でショーダウンにより決まります。
penalty-nuts-call-not-soft-play = シート{ $seat }は単独のナッツを持ちながら、リバーの最後のベットにコールしただけでアクションを終えました。それだけではソフトプレイではありません。プレイヤーにレイズする義務はありません（{ $rule_penalties }-B）。これらの事実からはペナルティはありません。
bet-silent-chips = シート{ $seat }は、コールすべき額がない状態で、何も言わずに{ $chips }を出しました。チップはその額のベットです。
stud-deal-bring-in-if-card = どのダウンカードが見えたのかがリクエストに書かれていません。{ $card }だった場合はシート{ $seat }がブリングインします（もう一方の読みは代替案です）。
stud-deal-if-exposed-card = 見えたカードが{ $card }だった場合：シート{ $seat }がブリングイン
error-stud-deal-one-card = 1枚のカード（例："As"）：見えてしまったダウンカード
import-note-capped-limit-raise = actions[{ $index }]: シート{ $seat }のフィックスドリミットのレイズは{ $to }（相手がコールできる全額）と記録されているが、リミットのレイズ{ $full }として読む。相手は不足額でオールインコールし、{ $excess }はコールされずに返される
error-hand-one-blind-form-only = { $by ->
        [button] ボタンブラインドのハンド
        *[nobody] ブラインドのないハンド
    }には、スモールブラインド、デッドスモールブラインド、ビッグブラインドアンティ、ストラドル、ブラインド以外のポストはない
import-note-ohh-draw-variant = OHHのgame_type「Draw」はバリアントを示していない：{ $game }として読む（配られたカード：{ $cards }、ドロー：{ $draws }）
away-dead-nothing-in = シート{ $seat }のハンドはデッドです：プレイヤーが不在のまま、ベットに直面した状態でクロックが時間切れになりました。
options-bet-to = { $to }のベット
options-bet-between = { $lo }から{ $hi }までのベット
error-hand-spot-stud-no-button = { $game }にはボタンがない（代わりにアンティとブリングイン）：スポットからボタンを外すこと
error-hand-spot-stud-cards = { $street }：ここまでに各シートには{ $n }枚配られているが、シート{ $seat }は{ $given }枚
error-hand-spot-up-cards = { $street }：各シートのアップカードは{ $n }枚だが、シート{ $seat }は{ $given }枚
error-replay-spot-opener-by-cards = { $street }：まだ誰もアクションしておらず、アップカードによりシート{ $opener }が最初にアクションする（シート{ $seat }ではない）
error-hand-run-only-board-deal = `run` はボードを配るアクションにだけ、ボードのあるゲームでだけ指定できます（ここでは { $game }）
error-hand-run-out-of-order = ラン { $run } は次のランではありません。最初のランの後は 2、次に 3 で、それぞれ前のランの後に配られます
error-replay-run-not-due = ラン { $run } の配札が、プレイヤーのオールインでベッティングが終わる前、最初のランのボードがそろう前、またはストリートの順序に反して来ています。ボードを配り直すのは、ベッティングが終わった後に残るカードだけです
options-not-reopened-limit = シート{ $seat }はこのストリートですでにアクションしており、現在はベットの半分（{ $need }）に満たない{ $to_call }に直面しています。ベッティングは再開されないため、シート{ $seat }はコールかフォールドしかできません（{ $rule_reopening_the_bet }）。
string-later-chips-complete = シート{ $seat }はまだ{ $to }まで出す必要があります。それ以降の動作の{ $back }のうち{ $used }はそのために残り、プレイヤーに返されるのは{ $rest }だけです。
string-later-chips-all-stay = シート{ $seat }はまだ{ $to }まで出す必要があります。それ以降の動作の{ $back }はすべてそのために残り、何も返されません。
bet-completion-all-in = シート{ $seat }の持ち分は{ $full_to }までのフルレイズに足りません。補うとシート{ $seat }は{ $to }でオールインとなり、フルレイズには届きません（{ $rule_reopening_the_bet }）。
string-summary-call = { $to }のコールです。それ以降の動作のチップを含め、シート{ $seat }には合計{ $back }が返されます。
incorrect-bet-caller-brought-up = シート{ $seat }は{ $to }にコールしました。コールはコールしたベットと同額でなければならないため、シート{ $seat }は{ $add }を追加し、訂正後の{ $min_to }にコールします（{ $rule_incorrect_bets }）。
incorrect-bet-caller-all-in = シート{ $seat }は{ $to }にコールし、残りは{ $add }だけです。それを追加してオールインとなり、訂正後の{ $min_to }には届きません（{ $rule_incorrect_bets }）。
sderr-break-too-late = このハンドは休憩前の最後のハンドでした。異議はポットが渡されてから1分以内に申し立てる必要がありましたが、それより後だったため、ポットはそのままです（{ $rule_disputed_hands }）。
button-button-blind-moves = ブラインドはボタンだけが置きます（ボタンブラインド）。ボタンはそのブラインドとともにプレイヤー1人分進み、シート{ $from }からシート{ $button }へ移ります。ブラインドを負うシートはないため、デッドボタンもデッドブラインドもありません（{ $rule_dead_button }）。
button-no-blinds-moves = このハンドにはブラインドがありません（アンティのみ）。ボタンはプレイヤー1人分進み、シート{ $from }からシート{ $button }へ移ります。ほかに置くものはありません（{ $rule_dead_button }）。
button-summary-button-blind = 次のハンド：ボタンはシート{ $button }で、ボタンブラインドを置きます。ほかのブラインドはありません。
button-summary-no-blinds = 次のハンド：ボタンはシート{ $button }です。ブラインドはありません（アンティのみ）。
knob-clock-seconds = クロックが要求されてからカウントダウンまでに、プレイヤーがアクションできる秒数（TDA：25）。
knob-clock-countdown-seconds = その後のカウントダウンの秒数（TDA：5）。
knob-clock-expiry = クロックが切れたときの扱い（TDA：ベットに直面していればハンドはデッド、そうでなければチェック）。
knob-shot-clock-seconds = ショットクロック：クロックの要求がなくても進む、各プレイヤーの判断ごとの秒数（TDA：なし、0。クロックはプレイヤーまたはフロアが要求します）。
knob-time-bank-seconds = タイムバンク（延長）カード1枚がプレイヤーの持ち時間に加える秒数（TDA：なし、0）。
knob-time-banks = 各プレイヤーがイベントで持つタイムバンクカードの枚数（TDA：なし、0）。
knob-limit-cap-bets = リミットで1ベッティングラウンドに許されるベットの数：ベットとその後のレイズ（TDA：ハウスの上限。エンジンの既定値は4、ベット1回とレイズ3回）。独自の上限を示すハンドはその上限に従います。
knob-limit-cap-heads-up = ハンドに残るプレイヤーが2人のときもリミットの上限が適用されるか（TDA：適用される。イベントが2人になるまで）。
knob-stud-completion-counts = スタッドでブリングインのコンプリートが、上限に数えるそのラウンドのベットか（TDA：そうである。ブリングインはベットではなく、コンプリートが最初のフルベット、ルール3の「complete」。数えないハウスでは、コンプリートの後に上限と同じ回数のレイズが許されます）。
knob-bring-in-ace-high = スタッドとスタッド/8でブリングインの判定にエースをハイとして扱い、エースがブリングインにならないようにするか（TDA：規定なし、ハウスのゲームルール。エンジンの解釈は PokerKit と WSOP と同じくハイ）。ラズではエースは常にローで、最も高いカードがブリングインになります。スートの順位は低い方からクラブ、ダイヤ、ハート、スペード。
knob-passive-out-of-turn = 順番外のパッシブアクションにどの解釈を適用するか（TDA：その版の解釈）。
knob-big-blind-ante-order = ビッグブラインドアンティ形式で、足りないビッグブラインドが先に出すもの（TDA：ブラインド）。
knob-dodging-blinds = ブラインドを故意に逃れた場合の代償（TDA：ペナルティ）。
knob-at-seat-by = プレイヤーが席にいなければならない時点（TDA：最初の配札の最後のカード）。
knob-odd-chip = ボードゲームで分割したポットの端数チップを受け取る人（TDA：ボタンの左で最初の勝者）。
knob-misread-window = 読み違えたオープンハンドを訂正できる期限（TDA：次のハンドが始まるまで）。
knob-pot-error-window = 誤ったプレイヤーに渡したポットを訂正できる期限（TDA：次のハンドでサブスタンシャルアクションがあるまで）。
knob-ask-to-see = ショーダウンでハンドを見せるよう求められる人（TDA：リバーのベットにコールしたプレイヤーは最後のアグレッサーのハンドを。その他の要求はフロアの判断）。
knob-deliberate-exposure = アクションが残っている間に故意にカードを見せた場合のハンドの扱い（TDA：ペナルティ。ハンドはライブのまま）。
knob-first-penalty = それまで違反のないプレイヤーの最初の違反へのペナルティ（TDA：フロアの判断。ルールは警告を勧めます）。
knob-penalty-max-rounds = 失格の前にペナルティの段階が達するラウンド欠場の最大数（TDA：フロアの判断。エンジンの解釈は3）。
knob-halt-short-by = 最も人数の多いテーブルよりこの人数以上少ないテーブルが出るとプレイを止める（TDA：3）。
knob-substantial-actions = サブスタンシャルアクション：種類を問わず、順番どおりのアクションがこの回数（TDA：3）。
knob-substantial-actions-with-chips = サブスタンシャルアクション：少なくとも1回チップを入れる、順番どおりのアクションがこの回数（TDA：2）。
knob-conditional-statements = 条件付きの宣言が拘束力を持つか（TDA：フロアが判断します）。
knob-chip-count = プレイヤーが相手のチップを正確に数えてもらえるとき（TDA：自分の番で、そのプレイヤーのオールインに直面しているとき）。
knob-pot-limit-overbet = ポットリミットでポットを超えるベットの扱い（TDA：次のカードまで、コールする全員に対してポットの額に減らす）。
knob-expects-int = { $min }から{ $max }までの整数
knob-expects-choice = { $values }のいずれか
knob-expects-flag = true または false
seat-later-in-orbit = ビッグブラインド（{ $big }）は本来より{ $hands }ハンド遅れてプレイヤーに回ります：一周の順番は変わりますが、プレイヤーの次のビッグブラインドはこの一周のものなので、飛ばされるものはなく、埋め合わせるものもありません。
seat-sooner-in-orbit = ビッグブラインド（{ $big }）は本来より{ $hands }ハンド早くプレイヤーに回ります：一周の順番は変わりますが、プレイヤーは一周に一度だけ支払うので、二重に支払うものはなく、返すものもありません。
seat-in-orbit-floor = 移動でずれたブラインドについて定めたルールはないため、最終判断はフロアにあります。ルールはどちらにも支払い義務はないという方向に傾いています。
rotation-left-since = そのハンド以降にプレイヤーが抜けています：デッドボタン（ルール32）により、次のハンドはそのハンドのブラインドから決まり、ビッグブラインドはプレイヤー1人分進み、空いた席は空席のままです。
rotation-dead-small = スモールブラインドはデッドです：前のハンドのビッグブラインド（シート{ $seat }）が抜けています。
rotation-dead-button = ボタンは今は空席のシート{ $seat }でデッドです。
rotation-next-button-summary-no-small = ボタンはシート{ $button }、スモールブラインドなし、ビッグブラインドはシート{ $big }。
error-rotation-left-since = その後に空いた席の番号は1から12で、`seats`に含まれません（`left_since`）
h4h-if-different-tables = プレイヤーが同じハンドフォーハンドのハンドで別々のテーブルで敗退した場合：順位と賞金を分け合います（{ $rule_rp_hand_for_hand }）。開始時スタックによる順位付けは同じテーブルでの敗退に適用されます。
h4h-different-tables = プレイヤーは別々のテーブルで敗退しました：開始時スタックによる順位付け（{ $rule_simultaneous_busts }）は同じテーブルでの敗退のためのものなので、ハンドフォーハンドの定めどおり分け合います。
