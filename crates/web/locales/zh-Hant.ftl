### floorcall web service: its own words, in Traditional Chinese (zh-Hant): its problems, and the console's forms.
### A message per WebText of crates/web/src/text.rs; its arguments ($field, $seconds…) are the
### fields of the message. Rendered through the engine's library, beside its files, so a
### problem can quote an engine reason. The forms' words are listed by crates/web/src/forms.rs.

## problems

web-title = { $kind ->
        [bad-request] 請求格式錯誤
        [invalid-field] 欄位無效
        [invalid-hand] 手牌或爭議無效
        [illegal-action] 手牌中出現不可能的行動
        [unsupported] 不支援
        [dispute-mismatch] 爭議與手牌不符
        [not-found] 找不到
        [method-not-allowed] 不允許此方法
        [conflict] 衝突
        [payload-too-large] 請求內容過大
        [unsupported-media-type] 不支援的媒體類型
        [unavailable] 服務無法使用
        [unauthorized] 需要驗證身分
        [forbidden] 此金鑰無權執行
        [too-many-requests] 請求過多
        [misdirected-request] 主機錯誤
       *[internal] 內部錯誤
    }
web-raw = { $text }
web-not-json = 請求內容不是有效的 JSON：{ $detail }
web-at-field = { $field }：{ $problem }
web-unknown-field = 未知的欄位 `{ $name }`，應為以下其中之一：{ $expected }
web-missing-field = 缺少欄位 `{ $name }`
web-unknown-variant = 未知的值 `{ $value }`，應為以下其中之一：{ $expected }
web-invalid-type = 類型無效：{ $found }，應為 { $expected }
web-invalid-value = 值無效：{ $found }，應為 { $expected }
web-bad-query = 查詢字串有誤：{ $problem }
web-send-json = 請以 JSON 傳送請求內容，並加上 `Content-Type: application/json`
web-body-too-large = 請求內容超過此伺服器可接受的大小
web-log-unavailable = 裁定紀錄目前無法使用（{ $cause }）
web-key-reused = 此 Idempotency-Key 已用於另一個不同的請求
web-no-such-path = 沒有此路徑：{ $path }
web-no-rule = 沒有鍵值為 { $key } 的規則
web-no-ruling = 沒有裁定 { $id }
web-log-off = 此伺服器的裁定紀錄已關閉
web-note-too-long = note：最多 4000 個字元
web-key-not-ascii = Idempotency-Key 必須是可見的 ASCII 字元
web-key-length = Idempotency-Key 必須為 1 至 200 個字元
web-not-a-time = { $name }："{ $value }" 不是 RFC 3339 時間或日期
web-limit-range = limit：1 至 1000
web-shutting-down = 伺服器正在關閉
web-too-many-connections = 連線過多，請重試
web-timeout = 請求處理時間超過 { $seconds } 秒
web-internal = 發生未預期的錯誤；已記錄
web-method-not-allowed = 此路徑不允許此方法
web-no-hand-in-text = hand_text：找不到手牌
web-host-not-allowed = 此伺服器不回應主機「{ $host }」
web-no-key = 請提供 API 金鑰：`Authorization: Bearer <key>`
web-bad-key = API 金鑰不存在或已被撤銷
web-role-needed = 此操作需要具備 { $role } 角色的金鑰；此金鑰的角色為 { $have }
web-no-access = 此操作不開放給任何金鑰
web-rate-limited = 此金鑰的請求過多；請在 { $seconds } 秒後重試
web-stored-request-too-large = 紀錄最多儲存 { $limit } 位元組的請求
web-at-most-chars = 最多 { $count } 個字元
web-no-api-key = 沒有 API 金鑰 { $id }
web-key-name = name：1 至 100 個字元
web-unknown-house = 沒有名為 `{ $name }` 的本場規則設定檔（現有設定檔：{ $known }）
web-no-house = 沒有本場規則設定檔 { $name }
web-not-ruled-again = 裁定 { $id } 無法依紀錄重新裁定：{ $problem }
web-no-logged-profile = 紀錄中沒有該裁定所依據的本場規則設定檔 { $digest }
web-house-changed = 此裁定是依據本場規則設定檔 `{ $name }` 第 { $version } 版（{ $digest }）作出的，但本伺服器的 `{ $name }` 現為第 { $now_version } 版（{ $now_digest }）：裁定不會記錄在作出時以外的版本之下。請依第 { $now_version } 版重新提出，或將牌桌上作出的裁定登記為事件
web-house-pin-without-house = `house_version` 與 `house_digest` 指定了設定檔的版本，但此請求未依任何設定檔裁定：請在 `house` 中指定
web-no-admin = 已沒有任何管理員憑證，因此此伺服器拒絕所有請求：請在伺服器上以 `floorcall keys create --name admin --role admin`（或 `floorcall staff add --name … --role admin`）建立一個
web-last-admin = 這是最後一個有效的管理員憑證：撤銷或停用前，請先建立另一個管理員金鑰或帳號
web-credential-revoked = 憑證「{ $name }」已被撤銷
web-key-expired = 金鑰「{ $name }」已過期：請輪替或建立新的金鑰
web-session-ended = { $name } 的工作階段已結束（已登出、逾期或被撤銷）：請重新登入
web-account-disabled = { $name } 的帳號已停用
web-bad-sign-in = 名稱或 PIN 碼錯誤
web-account-locked = 此帳號輸入錯誤 PIN 碼的次數過多：請在 { $seconds } 秒後重試
web-address-throttled = 此位址的錯誤憑證過多：請在 { $seconds } 秒後重試
web-too-many-in-progress = 此憑證已有 { $count } 個請求正在處理：請待其中一個完成後重試
web-too-many-exports = 此憑證已有 { $count } 個匯出正在進行：請待其中一個完成後重試
web-exports-busy = 伺服器正在執行的匯出已達上限：請稍後重試
web-quota-exceeded = 此憑證今天（UTC）已儲存 { $limit } 位元組的裁定：請在 { $seconds } 秒後重試
web-rate-unavailable = 無法檢查共用的速率限制（{ $cause }）
web-staff-name = name：1 至 100 個字元
web-secret-length = secret：PIN 碼或密碼須為 6 至 128 個字元
web-secret-repeated = secret：PIN 碼或密碼不可只是同一個字元重複
web-name-taken = 已有使用此名稱的有效工作人員帳號
web-no-staff = 沒有工作人員帳號 { $id }
web-not-a-session = 此憑證是 API 金鑰，不是工作階段：請改為撤銷該金鑰
web-needs-person = 確認提案需要以個人身分登入的主管，而不是金鑰
web-no-proposal = 此裁定沒有待確認的提案 { $id }
web-already-confirmed = 提案 { $id } 已經確認
web-own-proposal = 提案必須由提出者以外的另一人確認
web-expires-range = expires_in_days：1 至 3650
web-https-only = 此伺服器只使用 HTTPS：請改用 https://

## The floor console's dispute forms (GET /v1/disputes): a title per dispute type, a label per
## field (its path in `dispute`, `_` and `.` written `-`), a word per choice, a word per
## outcome code.

dispute-bet = 籌碼與口頭宣告：以何者為準？
dispute-options = 玩家可以做什麼？
dispute-out-of-turn = 搶先行動
dispute-incorrect-bet = 事後發現下注金額錯誤
dispute-cards-dealt = 發牌張數錯誤
dispute-show-request = 可以看那手牌嗎？
dispute-face-up = 現在要翻開手牌嗎？
dispute-showdown = 誰贏得底池？
dispute-penalty = 處罰
dispute-clock = 呼叫計時
dispute-at-seat = 及時在座位上嗎？
dispute-accepted-action = 依錯誤金額跟注
dispute-count-request = 點算籌碼
dispute-string-bet = 分次下注
dispute-conditional-statement = 「你下注我就加注」
dispute-chips-behind = 後方發現籌碼
dispute-showdown-error = 攤牌錯誤
dispute-deal-error = 發牌錯誤
dispute-board-error = 公共牌發錯
dispute-button-blinds = 按鈕與盲注

field-seat = 座位
field-requester = 提出要求的座位
field-target = 誰的手牌或籌碼
field-chips = 推出的籌碼
field-declared-word = 說出的話
field-declared-amount = 說出的金額
field-declared-audible = 全桌都聽到了嗎？
field-declared-before-chips = 在籌碼落定前說的嗎？
field-declared-raise = 先說了「加注」
field-declared-to = 加注到（口頭）
field-prior-chips = 面前已有的籌碼（1000 500）
field-prior-chips-moved = 面前的籌碼被移動過
field-pushed-all = 整疊籌碼都推出了嗎？
field-act-action = 玩家做了什麼
field-act-to = 金額（本輪合計）
field-skipped-seat = 被跳過的座位
field-skipped-spoke-up = 被跳過的玩家有出聲嗎？
field-action-index = 哪一個行動（從 0 起算）
field-next-card-dealt = 下一張牌已經發出
field-meant-pot = 本意是下注底池
field-count = 持有的牌數
field-infraction = 違規行為
field-players-at-table = 牌桌上的玩家人數
field-prior = 先前的處罰
field-seconds = 呼叫計時後經過的秒數
field-acted = 在時限內行動
field-at-seat = 發牌結束時在座位上
field-announced = 報出的金額
field-by = 由誰
field-motions = 每個動作的籌碼（1000 500 / 500）
field-then-action = 玩家聲明會做什麼
field-then-to = 金額（本輪合計）
field-condition-met = 條件已成立
field-found = 後方發現的籌碼
field-part-of-action = 屬於行動的一部分嗎？
field-error = 發生了什麼
field-identifiable = 牌可以辨認嗎？
field-noticed = 發現時機
field-cards = 幾張牌
field-first-two = 牌組最先發出的兩張之一
field-street = 下注輪
field-question = 問題
field-arriving = 新玩家的座位
field-correct-button = 按鈕應在的位置
field-deliberate = 是故意的嗎？
field-leaving = 離開的座位（例如 2 5）
field-table-size = 牌桌座位數
field-declared-simultaneous = 與籌碼同時說的嗎？
field-declared-raise-by = 說的是「加多少」的金額嗎？
field-called-from-seat = 是在座位上呼叫計時的嗎？
field-left-table = 持有有效手牌時離開牌桌了嗎？
field-arrived-during-deal = 第一張牌發出後才回到座位嗎？
field-time-banks = 交出的時間卡
field-arriving-from = 新玩家來自
field-serious = 情節嚴重（威脅、故意辱罵）嗎？
field-rounds = 裁判選擇的圈數
field-serving-hands-left = 這次發牌前剩餘的停打手數
field-serving-misdeal = 這次發牌是誤發牌

option-true = 是
option-false = 否
option-call = 跟注
option-raise = 加注
option-bet = 下注
option-all-in = 全下
option-check = 過牌
option-fold = 棄牌
option-pot = 底池
option-show = 亮牌
option-muck = 蓋牌丟棄
option-none = 沒有
option-some = 部分
option-all = 全部
option-etiquette = 禮儀
option-card-exposure = 亮牌
option-disclosure = 透露手牌
option-electronic-device = 電子裝置
option-soft-play = 放水
option-collusion = 共謀
option-dealer = 荷官
option-player = 一位玩家
option-misread = 讀錯手牌
option-wrong-pot = 底池推錯人
option-killed-winner = 贏牌被荷官收掉
option-killed-hand = 手牌被收掉
option-mucked-face-down = 蓋著丟掉
option-one-card-tabled = 只攤開一張牌
option-bettor-mucked = 下注者丟牌
option-before-next-hand = 下一手牌之前
option-next-hand-begun = 下一手牌開始之後
option-after-substantial-action = 實質行動之後
option-in-break-within-minute = 休息時，底池判給後一分鐘內
option-after-break-minute = 休息時，底池判給後超過一分鐘
option-exposed-card = 牌被翻開
option-boxed-card = 翻面牌
option-first-card-wrong-seat = 第一張牌發錯座位
option-dealt-in-wrongly = 座位不該發牌卻發了
option-dealt-out-wrongly = 座位該發牌卻沒發
option-non-standard-card = 不屬於本牌組的牌
option-fouled-deck = 牌組有誤
option-four-card-flop = 四張翻牌
option-no-burn = 沒有燒牌
option-premature = 牌發得太早
option-preflop = 翻牌前
option-flop = 翻牌
option-turn = 轉牌
option-river = 河牌
option-next-hand = 下一手牌
option-button-misplaced = 按鈕放錯位置
option-dodging-blinds = 逃避盲注
option-late-registration = 延遲報名
option-broken-table = 拆桌

outcome-all-in = 全下
outcome-award = 分配底池
outcome-bet = 下注
outcome-binding = 具約束力
outcome-binding-if-unchanged = 除非行動改變，否則具約束力
outcome-call = 跟注
outcome-call-or-fold = 跟注或棄牌
outcome-call-or-forfeit = 跟注或放棄籌碼
outcome-check = 過牌
outcome-complete-hand = 補齊手牌
outcome-corrected = 已更正
outcome-dead-hand = 死手
outcome-discretion = 裁判酌情決定
outcome-disqualification = 取消參賽資格
outcome-face-up = 翻開手牌
outcome-fold = 棄牌
outcome-live-hand = 有效手牌
outcome-misdeal = 誤發牌
outcome-must-table = 必須攤開整手牌
outcome-must-call = 必須跟注
outcome-next-hand = 下一手牌
outcome-no-infraction = 沒有違規
outcome-no-right = 無權
outcome-not-binding = 不具約束力
outcome-not-yet = 還不行
outcome-options = 可選行動
outcome-penalty = 處罰
outcome-raise = 加注
outcome-right = 有權
outcome-stands = 成立
outcome-warning = 警告

## The dispute forms of the rest of the rulebook (Rules 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = 在金額說出前就行動
dispute-chip-race = 搶籌
dispute-hand-for-hand = 同一手牌出局（逐手同步進行）
dispute-level-change = 這手牌前後級別變更
dispute-non-chip-item = 推出賞金籌碼或計時牌
dispute-pot-count = 可以點算底池嗎？
dispute-stub = 剩餘牌堆掉落
field-began = 這手牌何時開始
field-bettor = 說下注或加注的座位
field-busted = 這手牌出局的玩家
field-h4h-announced = 這手牌之前已宣布逐手同步進行
field-item = 物品
field-lowest = 仍在使用中的最低面額籌碼
field-mixed-with-muck = 與棄牌堆或燒牌混在一起
field-new-ante = 新級別的前注
field-new-big-blind-ante = 新級別的大盲前注
field-new-blinds-big = 新級別的大盲注
field-new-blinds-small = 新級別的小盲注
field-odd = 各座位持有的已移除面額籌碼
field-order = 依搶籌牌排列的座位，最大者在前
field-paid = 獎金名次數
field-payouts = 各名次的獎金，名次最好者在前
field-reconstructable = 可以確定恢復順序
field-remaining = 這手牌開始時剩下的玩家人數
field-removed = 要移除的籌碼面額
field-start-stacks = 各人這手牌開始時的籌碼
field-to = 之後說出的金額（本輪合計）
option-after-level = 新級別開始之後
option-before-level = 新級別開始之前
option-bounty-chip = 賞金籌碼
option-clock-token = 計時牌或時間籌碼
option-dealer-push = 荷官換班期間
option-other = 其他物品
outcome-exchanged = 已兌換，無需搶籌
outcome-no-prize = 無獎金
outcome-race-to-run = 待進行搶籌
outcome-raced = 已搶籌
outcome-ranked-by-stack = 依起始籌碼排名
outcome-reconstruct = 恢復剩餘牌堆
outcome-reshuffle-all = 全部洗混
outcome-reshuffle-stub = 重洗剩餘牌堆
outcome-shared-places = 共享名次
dispute-gesture = 敲桌
dispute-rebuy-announced = 宣布重購
field-gesture = 手勢
field-stack = 這手牌開始時的籌碼
field-rebuy-chips = 重購的籌碼
option-tap = 敲桌
option-before-deal = 發牌前
option-during-hand = 牌局進行中
outcome-plays-behind = 這手牌中作為後方籌碼
outcome-after-hand = 這手牌結束後加入

## The dispute forms of the incidents away from the betting (Rules 7, 31, 63).
dispute-away-from-table = 持有有效手牌時離開牌桌
dispute-chips-out-of-view = 籌碼脫離視線或移動中
dispute-wrong-seat = 玩家坐錯座位
field-amount = 相關籌碼
field-assigned-seat = 玩家抽到的座位
field-assigned-seat-empty = 抽到的座位是空的
field-clock-ran-out = 玩家回來前計時已到
field-stack-in-view = 牌桌上仍可見的籌碼
field-whereabouts = 籌碼所在位置
option-after-hands = 手牌之間，已打過幾手
option-before-action = 尚無人行動前
option-carried-in-view = 在明顯可見下攜帶
option-carried-out-of-view = 在視線之外攜帶
option-concealed = 在牌桌上藏起來
option-pocketed = 放在口袋或包包裡
outcome-forfeited = 沒收，移出比賽
outcome-kept = 玩家保留
outcome-moved = 移到抽到的座位
outcome-stays-live = 手牌維持有效

## The floor's record: the penalty register, players, incidents, the print view.

web-register-counted = { $tournament } 的紀錄冊中{ $count ->
        [0] 沒有此玩家已確認的處罰
       *[other] 有此玩家 { $count } 筆已確認的處罰，計為先前的處罰：{ $entries }
    }。
web-register-entry = { $table } 號桌，{ $at } UTC，{ $given ->
        [warning] 警告
       *[rounds] 停打 { $rounds } 圈
    }
web-bad-player-id = 玩家 id 為 1 至 64 個可見字元，不含空格、`%`、`_` 或 `,`；`erased` 為保留字
web-record-limit = `limit` 為 1 至 { $most }
web-webhook-url = webhook URL 須為 `https://…`，或指向迴路位址（本機）的 `http://`，最多 2000 個字元
web-no-webhook = 沒有 id 為 { $id } 的 webhook
web-no-incident = 沒有 id 為 { $id } 的事件
web-incident-too-long = 最多 { $most } 個字元
web-sign-off-needs-person = 事件必須由以個人身分登入的主管簽核，不能使用金鑰
web-print-label = { $what ->
        [ruling] 裁定
        [incident] 事件報告
        [when] 時間
        [occurred] 發生時間
        [event] 賽事
        [table] 牌桌
        [seat] 座位
        [player] 玩家
        [game] 遊戲
        [blinds] 盲注
        [seats] 座位與籌碼
        [actions] 行動
        [hand] 手牌紀錄
        [proposed] 提出者
        [bets] 本輪下注
        [ante] 前注
        [bba] 大盲前注
        [yes] 是
        [no] 否
        [asked] 提問者
        [recorded] 記錄者
        [id] 紀錄 id
        [facts] 事實
        [reasons] 理由
        [see-also] 另見
        [discretion] TDA 將此點交由裁判決定（規則 1）：以下為較符合規則的判讀。
        [final] 最終決定
        [upheld] 維持
        [overruled] 推翻
        [pending] 尚無最終決定。
        [by] 由
        [note] 備註
        [seen] 目擊情況
        [witnesses] 證人
        [signed] 簽核
        [unsigned] 尚未簽核。
        [player_identity] 玩家身分
        [electronic_device] 電子裝置
        [official_language] 正式語言
        [seating] 座位安排
        [absent_from_seat] 離開牌桌
        [chips_hidden] 籌碼脫離視線
        [abuse] 辱罵
       *[other] 行為
    }

## games (issue 25)
outcome-final-table = 決賽桌
field-seats-per-table = 每桌座位數
field-seat-cards = 座位牌，依發出順序
dispute-final-table = 決賽桌與座位抽籤
dispute-undercall-chain = 連續跟注不足
outcome-moves = 移桌
option-who-moves = 誰移桌
option-stud-only = 只有梭哈類遊戲
option-short-stub = 第七街的牌不夠
option-seventh-card-exposed = 第七街牌被翻開發出
option-premature-card = 牌發得太早
option-next-button = 按鈕移到哪裡
option-mixed = 混合遊戲
option-down-card-exposed = 暗牌被翻開發出
option-TDA5 = A-5 三次換牌
option-TD27 = 2-7 三次換牌
option-STUD8 = 七張梭哈高低
option-STUD = 七張梭哈
option-SHORT-DECK = 短牌德州撲克
option-SD27 = 2-7 單次換牌
option-RAZZ = Razz
option-PLO8 = 底池限注奧馬哈高低
option-PLO6 = 六張底池限注奧馬哈
option-PLO5 = 五張底池限注奧馬哈
option-PLO = 底池限注奧馬哈
option-PLHE = 底池限注德州撲克
option-O8 = 限注奧馬哈高低
option-NLO8 = 無限注奧馬哈高低
option-NLO = 無限注奧馬哈
option-NLHE = 無限注德州撲克
option-LO = 限注奧馬哈
option-LHE = 限注德州撲克
option-DRAW5 = 五張換牌
option-BIGO = Big O
option-COURCHEVEL = Courchevel
option-COURCHEVEL8 = Courchevel 高低
option-BADUGI = Badugi
field-stud-since = 該手牌之後進行了一輪梭哈
field-stub = 剩餘牌堆中的牌數
field-seats = 有玩家的座位
field-open-seat = 人少牌桌的空位
field-next-game = 下一手牌的遊戲
field-event = 賽事
field-button = 按鈕
dispute-picked-up-cards = 拿起明牌（梭哈）
dispute-stud-deal = 梭哈發牌錯誤
dispute-rotation = 混合遊戲輪替
option-bring-in = 強制開注
option-complete = 補足
option-draw = 換牌
option-third = 第三街
option-fourth = 第四街
option-fifth = 第五街
option-sixth = 第六街
option-seventh = 第七街
option-predraw = 換牌前
option-first-draw = 第一次換牌後
option-second-draw = 第二次換牌後
option-third-draw = 第三次換牌後

option-abuse = 辱罵行為
option-throwing-cards = 丟擲手牌
option-phone-call = 在牌桌上講電話
option-device-on-table = 裝置放在牌桌上
option-strategy-tool = 策略工具或外部協助
option-identity = 無法辨認（太陽眼鏡、兜帽）
option-language = 使用未公告的語言
option-chips-hidden = 籌碼脫離視線
field-hidden-chips = 藏在視線之外的籌碼

field-occupant-assigned-seat = 坐在該處的玩家抽到的座位
option-before-hand = 這手牌開始前（尚未洗牌）
option-hand-begun = 這手牌已開始，尚未發牌

field-big-blind-in-wrong-seat = 在錯誤座位下過大盲注嗎？
field-short-table-big-blind = 人少牌桌：最後一次下大盲注的座位
field-short-table-seats = 人少牌桌：有玩家的座位
field-short-table-size = 人少牌桌：座位總數

## console
## The floor console's own words (crates/web/console: `t("…")` and `data-i18n="…"` name them
## without the `console-` prefix), served by GET /v1/console/messages. A `{ $name }` is filled in
## by the page: these messages use no selectors (the page does no plural rules).
console-table = 牌桌
console-edition = 版本
console-language = 語言
console-setup = 牌桌設定
console-game = 遊戲
console-small-blind = 小盲注
console-big-blind = 大盲注
console-bba = 大盲前注
console-button = 按鈕
console-seat = 座位
console-name = 名稱
console-stack = 籌碼
console-add-seat = 新增座位
console-save-setup = 記住這張牌桌
console-presets = 級別
console-mode-spot = 目前這一輪
console-mode-hand = 整手牌，逐步輸入
console-mode-paste = 貼上手牌紀錄
console-new-hand = 新的一手牌
console-street = 下注輪
console-preflop = 翻牌前
console-flop = 翻牌
console-turn = 轉牌
console-river = 河牌
console-pot-before = 本輪之前的底池
console-last-full-raise = 最後一次完整下注或加注
console-to-act = 輪到行動
console-in-front = 面前
console-behind = 後方
console-folded = 已棄牌
console-acted = 最後一次完整加注後已行動
console-fold = 棄牌
console-check = 過牌
console-call = 跟注
console-raise-to = 下注／加注到
console-all-in = 全下
console-show = 亮牌
console-muck = 蓋牌丟棄
console-undo = 復原
console-format = 格式
console-import = 匯入手牌
console-dispute = 爭議
console-type = 類型
console-chips-pushed = 推出的籌碼
console-clear = 清除
console-submit = 裁定
console-note = 備註
console-upheld = 維持
console-overruled = 推翻
console-recent = 本桌最近的裁定
console-pot = 底池
console-board = 公共牌
console-remove = 移除
console-table-drawing = 重播所呈現的牌桌
console-to-act-now = 輪到 { $seat } 號位行動，需跟 { $call }
console-raise-between = 加注到 { $low } 至 { $high }
console-raise-exactly = 加注到 { $amount }
console-no-raise = 不可加注
console-hand-over = 這手牌已結束
console-no-player = 沒有輪到行動的玩家
console-saved = 已在此裝置上記住牌桌
console-final-saved = 已記錄最終決定：{ $word }
console-final-word = 最終決定
console-returned = 退回
console-action = 行動
console-to-call = 需跟
console-raise-range = 加注
console-discretion = 由裁判決定（規則 1）：先列出較符合規則的判讀，其次為
console-if = 若
console-imported = 已匯入的手牌：{ $count }
console-none = —
console-house = 本場規則
console-house-tda-only = 僅 TDA（無本場規則）
console-house-default = 伺服器預設（{ $name }）
console-house-ruling = 本場規則裁定：{ $title }，第 { $version } 版
console-tda-alone = 僅依 TDA 規則
console-house-none = 本場規則：不影響（{ $title }）
console-forfeited = 已沒收
console-unknown-house = { $name }（此伺服器上沒有）
console-sign-in = 登入
console-sign-out = 登出
console-sign-in-title = 登入以進行裁定
console-your-name = 你的名稱
console-pin = PIN 碼或密碼
console-sign-in-note = 每個人以自己的名稱與 PIN 碼登入；登出、值班結束，或平板閒置時，工作階段即結束。
console-signed-in = { $name } · { $role }
console-role-reader = 檢視者
console-role-floor = 現場裁判
console-role-supervisor = 主管
console-role-admin = 管理員
console-proposed = 已提出：由主管從自己的工作階段確認
console-confirm = 確認裁判的提案
console-confirmed = 已由主管確認：{ $word }
console-offline = 無法連線到伺服器
console-not-logged = 尚未記錄：保存在此平板上，伺服器恢復後送出
console-offline-missing = 此伺服器版本不含離線引擎：僅在可連線到伺服器時，控制台才能裁定。
console-pending-count = 尚未記錄：{ $count }
console-not-logged-refused = 伺服器拒絕了一筆離線作出的裁定
console-did-fold = 棄牌
console-did-check = 過牌
console-did-call = 跟注
console-did-bet = 下注
console-did-raise = 加注到
console-did-all-in = 全下
console-did-show = 亮牌
console-did-muck = 蓋牌丟棄
console-dealt = 已發{ $street }
console-print = 列印
console-notice = Poker TDA 規則編號及標題經撲克賽事總監協會（Poker Tournament Directors Association，www.pokertda.com）許可使用。摘要與推理為 floorcall 自行轉述，並非官方條文；一切以 TDA 官方規則為準。
console-cards = 牌
console-cards-to-pick = 待選的牌：{ $count }
console-done = 完成
console-rules = 規則
console-rules-search = 規則編號或關鍵字
console-rule-numbers = 2024：規則 { $n2024 } · 2026：規則 { $n2026 }
console-no-rule-found = 沒有符合的規則
console-full-bet-to = 最後一次完整下注或加注的總額（本輪合計）
console-recent-search = 座位、玩家、爭議或時間
console-ante = 前注
console-bring-in = 強制開注
console-small-bet = 小注
console-big-bet = 大注
console-act-bring-in = 強制開注
console-act-complete = 補足
console-did-bring-in = 強制開注
console-did-complete = 補足到
console-did-draw = 換 { $count } 張
console-down-cards = 暗牌
console-up-cards = 明牌
console-draw-count = 換牌：{ $count } 張
console-stand-pat = 不換
console-to-draw = { $seat } 號位換牌
console-asked = 裁定取決於此項：請選擇
# The colon after a label, as the language writes it (full-width colon, no space).
console-colon = {"："}
console-discards = 棄掉的牌
console-drawn-cards = 換到的牌
field-left-since = 該手牌之後空出的座位
field-same-table = 全部在同一桌被淘汰
