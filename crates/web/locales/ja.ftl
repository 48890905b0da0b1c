### floorcall web service: its own words, in Japanese (日本語): its problems, and the console's forms.
### A message per WebText of crates/web/src/text.rs; its arguments ($field, $seconds…) are the
### fields of the message. Rendered through the engine's library, beside its files, so a
### problem can quote an engine reason. The forms' words are listed by crates/web/src/forms.rs.

## problems

web-title = { $kind ->
        [bad-request] 不正なリクエスト
        [invalid-field] 無効なフィールド
        [invalid-hand] 無効なハンドまたは案件
        [illegal-action] ハンド内でありえないアクション
        [unsupported] 未対応
        [dispute-mismatch] 案件がハンドに合っていない
        [not-found] 見つからない
        [method-not-allowed] 許可されていないメソッド
        [conflict] 競合
        [payload-too-large] リクエスト本文が大きすぎる
        [unsupported-media-type] 未対応のメディアタイプ
        [unavailable] サービス利用不可
        [unauthorized] 認証が必要
        [forbidden] このキーでは許可されていない
        [too-many-requests] リクエストが多すぎる
        [misdirected-request] ホストが違う
       *[internal] 内部エラー
    }
web-raw = { $text }
web-not-json = 本文が有効なJSONではありません：{ $detail }
web-at-field = { $field }：{ $problem }
web-unknown-field = 不明なフィールド`{ $name }`です：{ $expected }のいずれかを指定してください
web-missing-field = フィールド`{ $name }`がありません
web-unknown-variant = 不明な値`{ $value }`です：{ $expected }のいずれかを指定してください
web-invalid-type = 無効な型です：{ $found }。{ $expected }を指定してください
web-invalid-value = 無効な値です：{ $found }。{ $expected }を指定してください
web-bad-query = クエリ文字列が正しくありません：{ $problem }
web-send-json = 本文は`Content-Type: application/json`を付けてJSONで送ってください
web-body-too-large = 本文がこのサーバーで受け付けられる大きさを超えています
web-log-unavailable = 裁定ログを利用できません（{ $cause }）
web-key-reused = このIdempotency-Keyはすでに別のリクエストで使われています
web-no-such-path = そのようなパスはありません：{ $path }
web-no-rule = キー{ $key }のルールはありません
web-no-ruling = 裁定{ $id }はありません
web-log-off = このサーバーでは裁定ログが無効になっています
web-note-too-long = note：最大4000文字
web-key-not-ascii = Idempotency-Keyは表示可能なASCII文字で指定してください
web-key-length = Idempotency-Keyは1〜200文字で指定してください
web-not-a-time = { $name }："{ $value }"はRFC 3339の時刻でも日付でもありません
web-limit-range = limit：1〜1000
web-shutting-down = シャットダウン中
web-too-many-connections = 接続が多すぎます。しばらくしてから再試行してください
web-timeout = リクエストの処理に{ $seconds }秒以上かかりました
web-internal = 予期しないエラーが発生しました。ログに記録済みです
web-method-not-allowed = このパスではこのメソッドは許可されていません
web-no-hand-in-text = hand_text：ハンドが見つかりません
web-host-not-allowed = このサーバーはホスト「{ $host }」には応答しません
web-no-key = APIキーを送ってください：`Authorization: Bearer <key>`
web-bad-key = APIキーが不明か、失効しています
web-role-needed = この操作には{ $role }ロールのキーが必要ですが、このキーのロールは{ $have }です
web-no-access = この操作はどのキーにも開放されていません
web-rate-limited = このキーによるリクエストが多すぎます：{ $seconds }秒後に再試行してください
web-stored-request-too-large = ログに保存できるリクエストは最大{ $limit }バイトです
web-at-most-chars = 最大{ $count }文字
web-no-api-key = APIキー{ $id }はありません
web-key-name = name：1〜100文字
web-unknown-house = `{ $name }`という名前のハウスルールのプロファイルはありません（プロファイル：{ $known }）
web-no-house = ハウスルールのプロファイル{ $name }はありません
web-not-ruled-again = 裁定{ $id }は、ログに記録されたとおりに改めて裁定することができません：{ $problem }
web-no-logged-profile = ログには、この裁定に使われたハウスプロファイル{ $digest }が保存されていません
web-house-changed = この裁定はハウスルールのプロファイル`{ $name }`のバージョン{ $version }（{ $digest }）で出されましたが、このサーバーの`{ $name }`は現在バージョン{ $now_version }（{ $now_digest }）です：裁定は出されたときのバージョンでしかログに記録されません。バージョン{ $now_version }で改めて裁定を求めるか、テーブルで出された裁定をインシデントとして記録してください
web-house-pin-without-house = `house_version`と`house_digest`はプロファイルのバージョンを指定していますが、このリクエストはどのプロファイルでも裁定されません：`house`でプロファイルを指定してください
web-no-admin = 管理者の認証情報が残っていないため、このサーバーはリクエストを拒否します：サーバー上で`floorcall keys create --name admin --role admin`（または`floorcall staff add --name … --role admin`）により作成してください
web-last-admin = これは最後の有効な管理者の認証情報です：失効または無効化する前に、別の管理者キーまたはアカウントを作成してください
web-credential-revoked = 認証情報「{ $name }」は失効しています
web-key-expired = キー「{ $name }」は期限切れです：ローテーションするか、新しいキーを作成してください
web-session-ended = { $name }のセッションは終了しました（サインアウト、期限切れ、または失効）：もう一度サインインしてください
web-account-disabled = { $name }のアカウントは無効になっています
web-bad-sign-in = 名前またはPINが正しくありません
web-account-locked = このアカウントでPINの入力ミスが多すぎます：{ $seconds }秒後に再試行してください
web-address-throttled = このアドレスからの不正な認証情報が多すぎます：{ $seconds }秒後に再試行してください
web-too-many-in-progress = この認証情報ではすでに{ $count }件のリクエストが処理中です：いずれかが終わってから再試行してください
web-too-many-exports = この認証情報ではすでに{ $count }件のエクスポートが処理中です：いずれかが終わってから再試行してください
web-exports-busy = サーバーは受け付けられる上限までエクスポートを実行中です：少し待ってから再試行してください
web-quota-exceeded = この認証情報は本日（UTC）分の上限である{ $limit }バイトの裁定をすでに保存しました：{ $seconds }秒後に再試行してください
web-rate-unavailable = 共有のレート制限を確認できません（{ $cause }）
web-staff-name = name：1〜100文字
web-secret-length = secret：PINまたはパスワードは6〜128文字
web-secret-repeated = secret：PINまたはパスワードに同じ1文字の繰り返しは使えません
web-name-taken = 有効なスタッフアカウントがすでにこの名前を使っています
web-no-staff = スタッフアカウント{ $id }はありません
web-not-a-session = この認証情報はセッションではなくAPIキーです：代わりにキーを失効させてください
web-needs-person = 提案の承認には、キーではなく、個人としてサインインしたスーパーバイザーが必要です
web-no-proposal = この裁定で承認待ちの提案{ $id }はありません
web-already-confirmed = 提案{ $id }はすでに承認されています
web-own-proposal = 提案は、それを作成した人とは別の人が承認しなければなりません
web-expires-range = expires_in_days：1〜3650
web-https-only = このサーバーはHTTPSのみに対応しています：https:// を使ってください

## The floor console's dispute forms (GET /v1/disputes): a title per dispute type, a label per
## field (its path in `dispute`, `_` and `.` written `-`), a word per choice, a word per
## outcome code.

dispute-bet = チップと発言：どのアクションになるか
dispute-options = プレイヤーに何ができるか
dispute-out-of-turn = 順番外のアクション
dispute-incorrect-bet = 後から判明した額の誤ったベット
dispute-cards-dealt = カードの枚数の誤り
dispute-show-request = ハンドを見ることができるか
dispute-face-up = 今カードを表向きにするか
dispute-showdown = 誰がポットを獲得するか
dispute-penalty = ペナルティ
dispute-clock = クロックの要求
dispute-at-seat = 時間内に自席にいたか
dispute-accepted-action = 誤った額でのコール
dispute-count-request = スタックのカウント
dispute-string-bet = ストリングベット
dispute-conditional-statement = 「ベットしたらレイズする」
dispute-chips-behind = 手元で見つかったチップ
dispute-showdown-error = ショーダウンでの誤り
dispute-deal-error = 配札の誤り
dispute-board-error = ボードの配り間違い
dispute-button-blinds = ボタンとブラインド

field-seat = シート
field-requester = 要求したシート
field-target = 誰のハンドまたはスタックか
field-chips = 出されたチップ
field-declared-word = 言った言葉
field-declared-amount = 言った金額
field-declared-audible = テーブルに聞こえたか
field-declared-before-chips = チップが置かれる前に言ったか
field-declared-raise = 先に「レイズ」と言った
field-declared-to = レイズ後の額（発言）
field-prior-chips = すでに前に出ているチップ（1000 500）
field-prior-chips-moved = 前に出ていたチップの移動
field-pushed-all = スタック全体を押し出したか
field-act-action = プレイヤーがしたこと
field-act-to = 額（このラウンドの合計）
field-skipped-seat = 飛ばされたシート
field-skipped-spoke-up = 飛ばされたプレイヤーが申し出たか
field-action-index = どのアクションか（0から数える）
field-next-card-dealt = 次のカードがすでに配られている
field-meant-pot = ポットのつもりだった
field-count = 持っているカードの枚数
field-infraction = 違反
field-players-at-table = テーブルのプレイヤー数
field-prior = 過去のペナルティ
field-seconds = クロックの要求からの秒数
field-acted = 時間内にアクションした
field-at-seat = 配札終了時に自席にいた
field-announced = 告げられた額
field-by = 告げた人
field-motions = 動作ごとのチップ（1000 500 / 500）
field-then-action = プレイヤーが行うと言ったこと
field-then-to = 額（このラウンドの合計）
field-condition-met = 条件が成立した
field-found = 手元で見つかったチップ
field-part-of-action = アクションの一部か
field-error = 何が起きたか
field-identifiable = カードを特定できるか
field-noticed = 気づいた時点
field-cards = カードの枚数
field-first-two = デッキから最初に配られる2枚のうちの一枚
field-street = ストリート
field-question = 質問
field-arriving = 新しいプレイヤーのシート
field-correct-button = ボタンがあるべき位置
field-deliberate = 故意か
field-leaving = 離れるシート（例：2 5）
field-table-size = テーブルの席数
field-declared-simultaneous = チップと同時に言ったか
field-declared-raise-by = 金額は「上乗せ額」（レイズ・バイ）として言ったか
field-called-from-seat = クロックは自席から要求されたか
field-left-table = ハンドがライブのままテーブルを離れたか
field-arrived-during-deal = 最初のカードが配られた後に自席に着いたか
field-time-banks = 提出されたタイムバンクカード
field-arriving-from = 新しいプレイヤーの参加経路
field-serious = 重大か（脅迫、故意の暴言など）
field-rounds = フロアが選んだラウンド数
field-serving-hands-left = この配札の前のペナルティの残りハンド数
field-serving-misdeal = この配札はミスディールだった

option-true = はい
option-false = いいえ
option-call = コール
option-raise = レイズ
option-bet = ベット
option-all-in = オールイン
option-check = チェック
option-fold = フォールド
option-pot = ポット
option-show = 公開
option-muck = マック
option-none = なし
option-some = 一部
option-all = すべて
option-etiquette = エチケット
option-card-exposure = カードの露出
option-disclosure = 情報の開示
option-electronic-device = 電子機器
option-soft-play = ソフトプレイ
option-collusion = 共謀
option-dealer = ディーラー
option-player = プレイヤー
option-misread = ハンドの誤読
option-wrong-pot = 誤ったプレイヤーへのポットの授与
option-killed-winner = ディーラーによる勝ちハンドのキル
option-killed-hand = キルされたハンド
option-mucked-face-down = 伏せたまま捨てた
option-one-card-tabled = 一枚だけ公開した
option-bettor-mucked = ベットしたプレイヤーがマックした
option-before-next-hand = 次のハンドの前
option-next-hand-begun = 次のハンドの開始後
option-after-substantial-action = サブスタンシャルアクションの後
option-in-break-within-minute = 休憩中、ポットが渡されてから1分以内
option-after-break-minute = 休憩中、ポットが渡されてから1分を過ぎて
option-exposed-card = 露出したカード
option-boxed-card = ボックスカード
option-first-card-wrong-seat = 最初のカードが誤ったシートへ
option-dealt-in-wrongly = 誤ってカードを配られたシート
option-dealt-out-wrongly = 誤ってカードを配られなかったシート
option-non-standard-card = デッキのものではないカード
option-fouled-deck = ファウルデッキ
option-four-card-flop = 4枚のフロップ
option-no-burn = バーンなし
option-premature = 早すぎる配札
option-preflop = プリフロップ
option-flop = フロップ
option-turn = ターン
option-river = リバー
option-next-hand = 次のハンド
option-button-misplaced = ボタンの位置の誤り
option-dodging-blinds = ブラインド逃れ
option-late-registration = レイトレジストレーション
option-broken-table = ブレイクしたテーブル

outcome-all-in = オールイン
outcome-award = 授与
outcome-bet = ベット
outcome-binding = 拘束力あり
outcome-binding-if-unchanged = アクションが変わらない限り拘束力あり
outcome-call = コール
outcome-call-or-fold = コールまたはフォールド
outcome-call-or-forfeit = コールまたは放棄
outcome-check = チェック
outcome-complete-hand = ハンドの補完
outcome-corrected = 修正
outcome-dead-hand = デッドハンド
outcome-discretion = 裁量
outcome-disqualification = 失格
outcome-face-up = 表向き
outcome-fold = フォールド
outcome-live-hand = ライブハンド
outcome-misdeal = ミスディール
outcome-must-table = ハンド全体の公開が必要
outcome-must-call = コールが必要
outcome-next-hand = 次のハンド
outcome-no-infraction = 違反なし
outcome-no-right = 権利なし
outcome-not-binding = 拘束力なし
outcome-not-yet = まだ
outcome-options = 選択肢
outcome-penalty = ペナルティ
outcome-raise = レイズ
outcome-right = 権利あり
outcome-stands = 有効
outcome-warning = 警告

## The dispute forms of the rest of the rulebook (Rules 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = 金額が述べられる前にアクションした
dispute-chip-race = チップレース
dispute-hand-for-hand = 同じハンドでバスト（ハンドフォーハンド）
dispute-level-change = このハンドの前後でレベルが変わった
dispute-non-chip-item = バウンティチップやトークンが出された
dispute-pot-count = ポットをカウントしてもらえるか
dispute-stub = スタブを落とした
field-began = ハンドが始まった時点
field-bettor = 「ベット」または「レイズ」と言ったシート
field-busted = このハンドでバストしたプレイヤー
field-h4h-announced = ハンドの前にハンドフォーハンドが宣言されていた
field-item = アイテム
field-lowest = プレイに残る最小のチップ
field-mixed-with-muck = マックまたはバーンカードと混ざった
field-new-ante = 新しいレベルのアンティ
field-new-big-blind-ante = 新しいレベルのビッグブラインドアンティ
field-new-blinds-big = 新しいレベルのビッグブラインド
field-new-blinds-small = 新しいレベルのスモールブラインド
field-odd = 除かれる色のチップ（シートごと）
field-order = レース用カードの順のシート（高い順）
field-paid = 入賞する順位の数
field-payouts = 該当する順位の賞金（上位から）
field-reconstructable = 順序を確実に戻せる
field-remaining = ハンド開始時の残りプレイヤー数
field-removed = 除かれるチップ
field-start-stacks = ハンド開始時の各プレイヤーのチップ
field-to = その後に述べられた金額（ストリートの合計）
option-after-level = 新しいレベルの開始後
option-before-level = 新しいレベルの開始前
option-bounty-chip = バウンティチップ
option-clock-token = クロックトークンまたはタイムトークン
option-dealer-push = ディーラー交代中
option-other = その他
outcome-exchanged = 交換済み、レースなし
outcome-no-prize = 賞金なし
outcome-race-to-run = レースを実施
outcome-raced = レース済み
outcome-ranked-by-stack = 開始時のスタックで順位付け
outcome-reconstruct = スタブを元の順序に戻す
outcome-reshuffle-all = すべてをスクランブル
outcome-reshuffle-stub = スタブを再シャッフル
outcome-shared-places = 順位を分け合う
dispute-gesture = テーブルを軽くたたいた
dispute-rebuy-announced = リバイの宣言
field-gesture = ジェスチャー
field-stack = ハンド開始時のチップ
field-rebuy-chips = リバイのチップ
option-tap = テーブルを軽くたたく
option-before-deal = 配札前
option-during-hand = ハンド中
outcome-plays-behind = このハンドで手元のチップとしてプレイ
outcome-after-hand = ハンドの後に加わる

## The dispute forms of the incidents away from the betting (Rules 7, 31, 63).
dispute-away-from-table = ライブハンドを持ったまま離席
dispute-chips-out-of-view = 見えない状態のチップ、移動中のチップ
dispute-wrong-seat = 誤ったシートにいるプレイヤー
field-amount = 対象のチップ
field-assigned-seat = プレイヤーに抽選で割り当てられたシート
field-assigned-seat-empty = 割り当てられたシートは空席
field-clock-ran-out = プレイヤーが戻る前にクロックが時間切れになった
field-stack-in-view = テーブル上に見える状態で残っているチップ
field-whereabouts = チップがあった場所
option-after-hands = ハンドの合間（ハンドがプレイされた後）
option-before-action = 誰もアクションする前
option-carried-in-view = 見える状態で運んだ
option-carried-out-of-view = 見えない状態で運んだ
option-concealed = テーブルで隠していた
option-pocketed = ポケットまたはバッグの中
outcome-forfeited = 没収、プレイから除外
outcome-kept = プレイヤーが保持
outcome-moved = 割り当てられたシートに移動
outcome-stays-live = ハンドはライブのまま

## The floor's record: the penalty register, players, incidents, the print view.

web-register-counted = { $tournament }のペナルティ記録には、{ $count ->
        [0] このプレイヤーについて確定したペナルティはありません
       *[other] このプレイヤーについて確定したペナルティが{ $count }件あり、過去のペナルティとして数えられます：{ $entries }
    }。
web-register-entry = テーブル{ $table }、{ $at } UTC、{ $given ->
        [warning] 警告
       *[rounds] { $rounds }ラウンドの欠場
    }
web-bad-player-id = プレイヤーIDは、空白、`%`、`_`、`,`を含まない、表示可能な1〜64文字で指定してください。`erased`は予約済みです
web-record-limit = `limit`は1〜{ $most }で指定してください
web-webhook-url = Webhook URLは`https://…`、またはループバックアドレス（このマシン）への`http://`で、最大2000文字で指定してください
web-no-webhook = ID{ $id }のWebhookはありません
web-no-incident = ID{ $id }のインシデントはありません
web-incident-too-long = 最大{ $most }文字
web-sign-off-needs-person = インシデントへの署名は、キーではなく、個人としてサインインしたスーパーバイザーが行ってください
web-print-label = { $what ->
        [ruling] 裁定
        [incident] インシデント報告
        [when] 日時
        [occurred] 発生日時
        [event] イベント
        [table] テーブル
        [seat] シート
        [player] プレイヤー
        [game] ゲーム
        [blinds] ブラインド
        [seats] シートとスタック
        [actions] アクション
        [hand] ハンド履歴
        [proposed] 提案者
        [bets] このラウンドのベット
        [ante] アンティ
        [bba] ビッグブラインドアンティ
        [yes] はい
        [no] いいえ
        [asked] 依頼者
        [recorded] 記録者
        [id] ログID
        [facts] 事実
        [reasons] 理由
        [see-also] 参照
        [discretion] TDAはこの点をフロアの判断に委ねている（ルール1）。これはルールが示す判断である。
        [final] 最終判断
        [upheld] 確定
        [overruled] 取り消し
        [pending] 最終判断はまだない。
        [by] 担当者
        [note] 備考
        [seen] 確認された内容
        [witnesses] 目撃者
        [signed] 署名
        [unsigned] まだ署名されていない。
        [player_identity] プレイヤーの身元確認
        [electronic_device] 電子機器
        [official_language] 公式言語
        [seating] 着席
        [absent_from_seat] 離席
        [chips_hidden] 見えない状態のチップ
        [abuse] 暴言
       *[other] 言動
    }

## games (issue 25)
field-short-table-big-blind = 人数の少ないテーブル：直近のビッグブラインドのシート
field-short-table-seats = 人数の少ないテーブル：プレイヤーのいるシート
field-short-table-size = 人数の少ないテーブル：シート数
field-big-blind-in-wrong-seat = 誤ったシートでビッグブラインドをポストしたか
field-occupant-assigned-seat = そのシートに座っているプレイヤーが引いたシート
option-before-hand = ハンド開始前（まだリフル前）
option-hand-begun = ハンド開始済み、カードはまだ配られていない
option-abuse = 侮辱的な言動
option-throwing-cards = カードを投げる
option-phone-call = テーブルでの通話
option-device-on-table = テーブル上の機器
option-strategy-tool = 戦略ツールまたは外部の助け
option-identity = 識別できない（サングラス、フード）
option-language = 掲示されていない言語
option-chips-hidden = 見えない状態のチップ
field-hidden-chips = 見えない状態で持っていたチップ
outcome-final-table = ファイナルテーブル
field-seats-per-table = テーブルあたりのシート数
field-seat-cards = シートカード（配った順）
dispute-final-table = ファイナルテーブルと席の抽選
dispute-undercall-chain = 連続するアンダーコール
option-TDA5 = A-5トリプルドロー
option-TD27 = 2-7トリプルドロー
option-STUD8 = セブンカード・スタッド・ハイ/ロー
option-STUD = セブンカード・スタッド
option-SHORT-DECK = ショートデック・ホールデム
option-SD27 = 2-7シングルドロー
option-RAZZ = ラズ
option-PLO8 = ポットリミット・オマハ・ハイ/ロー
option-PLO6 = シックスカード・ポットリミット・オマハ
option-PLO5 = ファイブカード・ポットリミット・オマハ
option-PLO = ポットリミット・オマハ
option-PLHE = ポットリミット・ホールデム
option-O8 = リミット・オマハ・ハイ/ロー
option-NLO8 = ノーリミット・オマハ・ハイ/ロー
option-NLO = ノーリミット・オマハ
option-NLHE = ノーリミット・ホールデム
option-LO = リミット・オマハ
option-LHE = リミット・ホールデム
option-DRAW5 = ファイブカード・ドロー
option-BIGO = ビッグO
option-COURCHEVEL = クールシュヴェル
option-COURCHEVEL8 = クールシュヴェル・ハイ/ロー
option-BADUGI = バドゥーギ
outcome-moves = 移動
option-who-moves = 誰が移動するか
option-stud-only = スタッド系のゲームのみ
option-short-stub = セブンスストリートのカード不足
option-seventh-card-exposed = セブンスストリートのカードが表向きに配られた
option-premature-card = 早すぎる配札
option-next-button = ボタンの移動先
option-mixed = ミックスゲーム
option-down-card-exposed = ダウンカードが表向きに配られた
field-stud-since = そのハンド以降にスタッドのラウンドがあった
field-stub = スタブに残っているカードの枚数
field-seats = プレイヤーのいるシート
field-open-seat = 人数の少ないテーブルの空席
field-next-game = 次のハンドのゲーム
field-event = イベント
field-button = ボタン
dispute-picked-up-cards = アップカードを手に取った（スタッド）
dispute-stud-deal = スタッドの配札の誤り
dispute-rotation = ミックスゲームのローテーション
option-bring-in = ブリングイン
option-complete = コンプリート
option-draw = ドロー
option-third = サードストリート
option-fourth = フォースストリート
option-fifth = フィフスストリート
option-sixth = シックスストリート
option-seventh = セブンスストリート
option-predraw = ドロー前
option-first-draw = 1回目のドロー後
option-second-draw = 2回目のドロー後
option-third-draw = 3回目のドロー後

## console
## フロア用コンソール自身の言葉（crates/web/console：`t("…")` と `data-i18n="…"` が `console-` の接頭辞を
## 除いた名前で参照する）。GET /v1/console/messages で提供される。各 `{ $name }` はページが埋める：
## これらのメッセージはセレクターを使わない（ページは複数形の規則を扱わない）。
console-table = テーブル
console-edition = ルールの版
console-language = 言語
console-setup = テーブル設定
console-game = ゲーム
console-small-blind = スモールブラインド
console-big-blind = ビッグブラインド
console-bba = ビッグブラインドアンティ
console-button = ボタン
console-seat = シート
console-name = 名前
console-stack = スタック
console-add-seat = シートを追加
console-save-setup = このテーブルを保存
console-presets = レベル
console-mode-spot = 現在のラウンド
console-mode-hand = ハンドを1アクションずつ入力
console-mode-paste = ハンド履歴を貼り付け
console-new-hand = 新しいハンド
console-street = ストリート
console-preflop = プリフロップ
console-flop = フロップ
console-turn = ターン
console-river = リバー
console-pot-before = このラウンド前のポット
console-last-full-raise = 最後のフルベットまたはフルレイズ
console-to-act = 手番
console-in-front = 前に出ているチップ
console-behind = 手元のチップ
console-folded = フォールド済み
console-acted = 最後のフルレイズ以降にアクション済み
console-fold = フォールド
console-check = チェック
console-call = コール
console-raise-to = ベット／レイズ（合計額）
console-all-in = オールイン
console-show = 公開
console-muck = マック
console-undo = 元に戻す
console-format = 形式
console-import = ハンドを取り込む
console-dispute = 案件
console-type = 種類
console-chips-pushed = 出されたチップ
console-clear = クリア
console-submit = 裁定する
console-note = 備考
console-upheld = 確定
console-overruled = 取り消し
console-recent = このテーブルの最近の裁定
console-pot = ポット
console-board = ボード
console-remove = 削除
console-table-drawing = リプレイに基づくテーブル図
console-to-act-now = シート{ $seat }のアクション — コール額 { $call }
console-raise-between = { $low }–{ $high }へのレイズ
console-raise-exactly = { $amount }へのレイズ
console-no-raise = レイズ不可
console-hand-over = ハンドは終了しました
console-no-player = アクションするプレイヤーなし
console-saved = このデバイスにテーブルを保存しました
console-final-saved = 最終判断を記録しました：{ $word }
console-final-word = 最終判断
console-returned = 返却
console-action = アクション
console-to-call = コール額
console-raise-range = レイズ
console-discretion = フロアが判断します（ルール1）：まずルールが示す判断、次に
console-if = もし
console-imported = 取り込んだハンド：{ $count }
console-none = —
console-house = ハウスルール
console-house-tda-only = TDAのみ（ハウスルールなし）
console-house-default = サーバーの既定（{ $name }）
console-house-ruling = ハウスルールによる裁定 — { $title }、バージョン { $version }
console-tda-alone = TDAのみによる場合
console-house-none = ハウスルール：影響なし（{ $title }）
console-forfeited = 没収
console-unknown-house = { $name }（このサーバーにはありません）
console-sign-in = サインイン
console-sign-out = サインアウト
console-sign-in-title = サインインして裁定する
console-your-name = 名前
console-pin = PINまたはパスワード
console-sign-in-note = 各自が自分の名前とPINでサインインします。セッションは、サインアウトしたとき、シフトの終了後、またはタブレットが放置されたときに終了します。
console-signed-in = { $name } · { $role }
console-role-reader = 閲覧者
console-role-floor = フロア
console-role-supervisor = スーパーバイザー
console-role-admin = 管理者
console-proposed = 提案済み：スーパーバイザーが自分のセッションから承認します
console-confirm = フロアの提案を承認
console-confirmed = スーパーバイザーが承認済み：{ $word }
console-offline = サーバーに接続できません
console-not-logged = 未記録：このタブレットに保存し、サーバーの復旧後に送信します
console-offline-missing = このサーバーのビルドにはオフラインエンジンがありません。コンソールはサーバーに接続できる間だけ裁定します。
console-pending-count = 未記録：{ $count }
console-not-logged-refused = オフラインで出した裁定をサーバーが拒否しました
console-did-fold = フォールド
console-did-check = チェック
console-did-call = コール
console-did-bet = ベット
console-did-raise = レイズ（合計）
console-did-all-in = オールイン
console-did-show = 公開
console-did-muck = マック
console-dealt = { $street }配札済み
console-print = 印刷
console-notice = Poker TDAのルール番号と題名は、Poker Tournament Directors Association（www.pokertda.com）の許可を得て使用しています。要約と理由付けはfloorcall独自の言い換えであり、公式の文面ではありません。効力を持つのは公式のTDAルールです。
console-cards = カード
console-cards-to-pick = 選択するカード：{ $count }枚
console-done = 完了
console-rules = ルール
console-rules-search = ルールの番号または語句
console-rule-numbers = 2024年版：ルール{ $n2024 } · 2026年版：ルール{ $n2026 }
console-no-rule-found = 該当するルールなし
console-full-bet-to = 最後のフルベットまたはフルレイズの額（ストリートの合計）
console-recent-search = シート、プレイヤー、案件、時刻
console-ante = アンティ
console-bring-in = ブリングイン
console-small-bet = スモールベット
console-big-bet = ビッグベット
console-act-bring-in = ブリングイン
console-act-complete = コンプリート
console-did-bring-in = ブリングイン
console-did-complete = コンプリート（合計）
console-did-draw = { $count }枚交換
console-down-cards = ダウンカード
console-up-cards = アップカード
console-draw-count = 交換：{ $count }枚
console-stand-pat = 交換なし
console-to-draw = シート{ $seat }の交換
console-asked = この選択で裁定が変わります：選んでください
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {"："}
console-discards = 捨てる札
console-drawn-cards = 引いた札
field-left-since = そのハンド以降に空いた席
field-same-table = 全員が同じテーブルで敗退
