### floorcall 网络服务自身的用语（简体中文）：服务的问题提示，以及控制台的表单。
### 每条消息对应 crates/web/src/text.rs 中的一个 WebText；其参数（$field、$seconds…）即该消息的字段。
### 通过引擎的库、与引擎的文件一起渲染，因此问题提示可以引用引擎给出的理由。表单用语由 crates/web/src/forms.rs 列出。

## problems

web-title = { $kind ->
        [bad-request] 请求格式错误
        [invalid-field] 字段无效
        [invalid-hand] 手牌或争议无效
        [illegal-action] 手牌中不可能出现的行动
        [unsupported] 不支持
        [dispute-mismatch] 争议与手牌不符
        [not-found] 未找到
        [method-not-allowed] 不允许的方法
        [conflict] 冲突
        [payload-too-large] 请求体过大
        [unsupported-media-type] 不支持的媒体类型
        [unavailable] 服务不可用
        [unauthorized] 需要身份验证
        [forbidden] 此密钥无权执行该操作
        [too-many-requests] 请求过多
        [misdirected-request] 主机错误
       *[internal] 内部错误
    }
web-raw = { $text }
web-not-json = 请求体不是有效的 JSON：{ $detail }
web-at-field = { $field }：{ $problem }
web-unknown-field = 未知字段 `{ $name }`，应为以下之一：{ $expected }
web-missing-field = 缺少字段 `{ $name }`
web-unknown-variant = 未知的值 `{ $value }`，应为以下之一：{ $expected }
web-invalid-type = 类型无效：{ $found }，应为 { $expected }
web-invalid-value = 值无效：{ $found }，应为 { $expected }
web-bad-query = 查询字符串有误：{ $problem }
web-send-json = 请以 JSON 格式发送请求体，并附上 `Content-Type: application/json`
web-body-too-large = 请求体超过了本服务器所接受的大小
web-log-unavailable = 裁决日志不可用（{ $cause }）
web-key-reused = 该 Idempotency-Key 已被用于另一个不同的请求
web-no-such-path = 不存在该路径：{ $path }
web-no-rule = 没有键为 { $key } 的规则
web-no-ruling = 没有裁决 { $id }
web-log-off = 本服务器未开启裁决日志
web-note-too-long = note：最多 4000 个字符
web-key-not-ascii = Idempotency-Key 必须是可见的 ASCII 字符
web-key-length = Idempotency-Key 必须为 1 至 200 个字符
web-not-a-time = { $name }："{ $value }" 不是 RFC 3339 时间，也不是日期
web-limit-range = limit：1 至 1000
web-shutting-down = 服务正在关闭
web-too-many-connections = 连接过多，请重试
web-timeout = 请求耗时超过 { $seconds } 秒
web-internal = 发生意外错误；已记录到日志
web-method-not-allowed = 此路径不允许使用该方法
web-no-hand-in-text = hand_text：未找到手牌
web-host-not-allowed = 本服务器不响应主机“{ $host }”的请求
web-no-key = 请发送 API 密钥：`Authorization: Bearer <key>`
web-bad-key = 该 API 密钥未知或已被吊销
web-role-needed = 此操作需要具有 { $role } 角色的密钥；此密钥的角色为 { $have }
web-no-access = 此操作不对任何密钥开放
web-rate-limited = 此密钥的请求过多；请在 { $seconds } 秒后重试
web-stored-request-too-large = 日志存储的请求最多为 { $limit } 字节
web-at-most-chars = 最多 { $count } 个字符
web-no-api-key = 没有 API 密钥 { $id }
web-key-name = name：1 至 100 个字符
web-unknown-house = 没有名为 `{ $name }` 的场馆规则配置（现有配置：{ $known }）
web-no-house = 没有场馆规则配置 { $name }
web-not-ruled-again = 裁决 { $id } 无法按其记录时的内容重新裁决：{ $problem }
web-no-logged-profile = 日志中没有该裁决所依据的场馆规则配置 { $digest }
web-house-changed = 此裁决依据场馆规则配置 `{ $name }` 的版本 { $version }（{ $digest }）作出，但本服务器的 `{ $name }` 现为版本 { $now_version }（{ $now_digest }）：裁决不会以作出时所用版本以外的版本记入日志。请按版本 { $now_version } 重新申请，或将牌桌上作出的裁决记录为事件报告
web-house-pin-without-house = `house_version` 和 `house_digest` 指定了某个配置的版本，但此请求未按任何配置裁决：请在 `house` 中指明
web-no-admin = 已没有任何管理员凭据，因此本服务器拒绝请求：请在服务器上用 `floorcall keys create --name admin --role admin`（或 `floorcall staff add --name … --role admin`）创建一个
web-last-admin = 这是最后一个有效的管理员凭据：在吊销或停用它之前，请先创建另一个管理员密钥或账户
web-credential-revoked = 凭据“{ $name }”已被吊销
web-key-expired = 密钥“{ $name }”已过期：请轮换该密钥或新建一个
web-session-ended = { $name } 的会话已结束（已退出登录、已过期或已被吊销）：请重新登录
web-account-disabled = { $name } 的账户已停用
web-bad-sign-in = 名称或 PIN 错误
web-account-locked = 此账户 PIN 错误次数过多：请在 { $seconds } 秒后重试
web-address-throttled = 来自此地址的错误凭据过多：请在 { $seconds } 秒后重试
web-too-many-in-progress = 此凭据已有 { $count } 个请求正在处理：请在其中一个完成后重试
web-too-many-exports = 此凭据已有 { $count } 个导出正在进行：请在其中一个完成后重试
web-exports-busy = 服务器正在运行的导出已达上限：请稍后重试
web-quota-exceeded = 此凭据今天（UTC）已存储了 { $limit } 字节的裁决：请在 { $seconds } 秒后重试
web-rate-unavailable = 无法检查共享的速率限制（{ $cause }）
web-staff-name = name：1 至 100 个字符
web-secret-length = secret：PIN 或密码为 6 至 128 个字符
web-secret-repeated = secret：PIN 或密码不能是同一个字符的重复
web-name-taken = 已有一个有效的员工账户使用此名称
web-no-staff = 没有员工账户 { $id }
web-not-a-session = 此凭据是 API 密钥，不是会话：请改为吊销该密钥
web-needs-person = 确认提议需要一名以个人身份登录的主管，而不是密钥
web-no-proposal = 此裁决下没有等待确认的提议 { $id }
web-already-confirmed = 提议 { $id } 已经确认
web-own-proposal = 提议须由提出者以外的另一人确认
web-expires-range = expires_in_days：1 至 3650
web-https-only = 本服务器只支持 HTTPS：请使用 https://

## 裁判控制台的争议表单（GET /v1/disputes）：每种争议类型一个标题，每个字段一个标签
## （其在 `dispute` 中的路径，`_` 和 `.` 写作 `-`），每个选项一个词，每个结果代码一个词。

dispute-bet = 筹码与口头宣告：算什么行动？
dispute-options = 玩家可以做什么？
dispute-out-of-turn = 不按顺序行动
dispute-incorrect-bet = 事后发现的金额错误的下注
dispute-cards-dealt = 牌数错误
dispute-show-request = 能否查看手牌？
dispute-face-up = 现在是否翻开手牌？
dispute-showdown = 谁赢得底池？
dispute-penalty = 处罚
dispute-clock = 要求读秒
dispute-at-seat = 是否及时在座位上？
dispute-accepted-action = 按错误金额跟注
dispute-count-request = 清点筹码
dispute-string-bet = 分次下注
dispute-conditional-statement = “你下注我就加注”
dispute-chips-behind = 在后方发现的筹码
dispute-showdown-error = 摊牌错误
dispute-deal-error = 发牌错误
dispute-board-error = 公共牌发错
dispute-button-blinds = 庄位与盲注

field-seat = 座位
field-requester = 提出要求的座位
field-target = 谁的手牌或筹码
field-chips = 推出的筹码
field-declared-word = 口头宣告的用语
field-declared-amount = 所说的金额
field-declared-audible = 全桌都听到了吗？
field-declared-before-chips = 是在筹码落定前说的吗？
field-declared-raise = 先说了“加注”
field-declared-to = 加注到（所说）
field-prior-chips = 面前已有的筹码（1000 500）
field-prior-chips-moved = 面前的筹码被移动过
field-pushed-all = 推出了全部筹码吗？
field-act-action = 玩家做了什么
field-act-to = 到（本轮总额）
field-skipped-seat = 被跳过的座位
field-skipped-spoke-up = 被跳过的玩家出声了吗？
field-action-index = 哪个行动（从 0 开始）
field-next-card-dealt = 下一张牌已发出
field-meant-pot = 本意是下注底池
field-count = 持有的牌数
field-infraction = 违规行为
field-players-at-table = 桌上的玩家人数
field-prior = 此前的处罚
field-seconds = 要求读秒后经过的秒数
field-acted = 及时行动
field-at-seat = 发牌结束时在座位上
field-announced = 报出的金额
field-by = 报数者
field-motions = 每次动作的筹码（1000 500 / 500）
field-then-action = 玩家表示将要采取的行动
field-then-to = 到（本轮总额）
field-condition-met = 条件已成立
field-found = 在后方发现的筹码
field-part-of-action = 属于行动的一部分吗？
field-error = 发生了什么
field-identifiable = 牌能否识别？
field-noticed = 发现时间
field-cards = 多少张牌
field-first-two = 是从牌组发出的前两张牌之一
field-street = 下注轮
field-question = 问题
field-arriving = 新玩家的座位
field-correct-button = 庄位应在的位置
field-deliberate = 是否故意？
field-leaving = 离开的座位（例如 2 5）
field-table-size = 牌桌座位数
field-declared-simultaneous = 是与筹码同时说的吗？
field-declared-raise-by = 所说金额是“再加”的数额吗？
field-called-from-seat = 是在座位上要求的读秒吗？
field-left-table = 持有活牌时离开了牌桌吗？
field-arrived-during-deal = 第一张牌发出后才回到座位吗？
field-time-banks = 交出的时间卡
field-arriving-from = 新玩家来自
field-serious = 情节严重（威胁、蓄意辱骂）吗？
field-rounds = 裁判选定的圈数
field-serving-hands-left = 本次发牌前剩余的处罚手数
field-serving-misdeal = 本次发牌为误发牌

option-true = 是
option-false = 否
option-call = 跟注
option-raise = 加注
option-bet = 下注
option-all-in = 全下
option-check = 过牌
option-fold = 弃牌
option-pot = 底池
option-show = 亮牌
option-muck = 不亮牌弃掉
option-none = 无
option-some = 部分
option-all = 全部
option-etiquette = 礼仪
option-card-exposure = 暴露手牌
option-disclosure = 透露信息
option-electronic-device = 电子设备
option-soft-play = 软打
option-collusion = 串通
option-dealer = 发牌员
option-player = 一名玩家
option-misread = 读错手牌
option-wrong-pot = 底池分错
option-killed-winner = 赢牌被发牌员杀掉
option-killed-hand = 手牌被误杀
option-mucked-face-down = 牌面朝下扔掉
option-one-card-tabled = 只亮出一张牌
option-bettor-mucked = 下注者弃掉了牌
option-before-next-hand = 在下一手牌之前
option-next-hand-begun = 在下一手牌开始之后
option-after-substantial-action = 在实质性行动之后
option-in-break-within-minute = 休息时，底池判给后一分钟内
option-after-break-minute = 休息时，底池判给后超过一分钟
option-exposed-card = 暴露的牌
option-boxed-card = 翻面牌
option-first-card-wrong-seat = 第一张牌发错座位
option-dealt-in-wrongly = 无权拿牌的座位被发了牌
option-dealt-out-wrongly = 有权拿牌的座位被漏发
option-non-standard-card = 不属于本牌组的牌
option-fouled-deck = 牌组错误
option-four-card-flop = 四张牌的翻牌
option-no-burn = 未烧牌
option-premature = 过早发出的牌
option-preflop = 翻牌前
option-flop = 翻牌
option-turn = 转牌
option-river = 河牌
option-next-hand = 下一手牌
option-button-misplaced = 庄位放错
option-dodging-blinds = 逃盲
option-late-registration = 延迟注册
option-broken-table = 被拆的牌桌

outcome-all-in = 全下
outcome-award = 判给
outcome-bet = 下注
outcome-binding = 具有约束力
outcome-binding-if-unchanged = 除非行动改变，否则具有约束力
outcome-call = 跟注
outcome-call-or-fold = 跟注或弃牌
outcome-call-or-forfeit = 跟注或放弃
outcome-check = 过牌
outcome-complete-hand = 补足手牌
outcome-corrected = 已更正
outcome-dead-hand = 死牌
outcome-discretion = 酌情决定
outcome-disqualification = 取消资格
outcome-face-up = 牌面朝上
outcome-fold = 弃牌
outcome-live-hand = 活牌
outcome-misdeal = 误发牌
outcome-must-table = 须亮出全部手牌
outcome-must-call = 必须跟注
outcome-next-hand = 下一手牌
outcome-no-infraction = 无违规
outcome-no-right = 无权
outcome-not-binding = 不具约束力
outcome-not-yet = 尚未
outcome-options = 可选行动
outcome-penalty = 处罚
outcome-raise = 加注
outcome-right = 有权
outcome-stands = 维持
outcome-warning = 警告

## 规则手册其余部分的争议表单（规则 22–24、50-B、54-A、59-B、RP-4、RP-8、RP-22）。
dispute-before-amount = 在金额说出之前就已行动
dispute-chip-race = 抢筹
dispute-hand-for-hand = 在同一手牌中出局（手对手）
dispute-level-change = 这手牌前后级别发生了变化
dispute-non-chip-item = 推出了赏金筹码或代币
dispute-pot-count = 能否清点底池？
dispute-stub = 余牌掉落
field-began = 这手牌开始的时间
field-bettor = 说下注或加注的座位
field-busted = 这手牌中出局的玩家
field-h4h-announced = 这手牌之前已宣布手对手
field-item = 物品
field-lowest = 仍在使用的最小筹码
field-mixed-with-muck = 与弃牌堆或烧牌混在一起
field-new-ante = 新级别的前注
field-new-big-blind-ante = 新级别的大盲前注
field-new-blinds-big = 新级别的大盲注
field-new-blinds-small = 新级别的小盲注
field-odd = 每个座位持有的被移除颜色的筹码
field-order = 按抢筹牌排列的座位，最大者在前
field-paid = 有奖名次数
field-payouts = 这些名次的奖金，最高名次在前
field-reconstructable = 顺序可以确定无误地恢复
field-remaining = 这手牌开始时剩余的玩家数
field-removed = 被移除的筹码
field-start-stacks = 每人在这手牌开始时的筹码
field-to = 随后说出的金额（本轮总额）
option-after-level = 新级别开始之后
option-before-level = 新级别开始之前
option-bounty-chip = 赏金筹码
option-clock-token = 计时代币或时间卡
option-dealer-push = 发牌员轮换期间
option-other = 其他
outcome-exchanged = 已兑换，无须抢筹
outcome-no-prize = 无奖金
outcome-race-to-run = 待进行抢筹
outcome-raced = 已抢筹
outcome-ranked-by-stack = 按起始筹码排名
outcome-reconstruct = 恢复余牌
outcome-reshuffle-all = 全部洗乱
outcome-reshuffle-stub = 重洗余牌
outcome-shared-places = 共享名次
dispute-gesture = 敲桌
dispute-rebuy-announced = 宣布重购
field-gesture = 手势
field-stack = 这手牌开始时的筹码
field-rebuy-chips = 重购的筹码
option-tap = 敲桌
option-before-deal = 发牌之前
option-during-hand = 这手牌进行中
outcome-plays-behind = 视作已在桌上，参与本手牌
outcome-after-hand = 这手牌结束后加入

## 下注之外的事件的争议表单（规则 7、31、63）。
dispute-away-from-table = 持有活牌时离开牌桌
dispute-chips-out-of-view = 筹码离开视线或在转移中
dispute-wrong-seat = 玩家坐错座位
field-amount = 涉及的筹码
field-assigned-seat = 为该玩家抽到的座位
field-assigned-seat-empty = 抽到的座位是空的
field-clock-ran-out = 玩家回来之前读秒已结束
field-stack-in-view = 桌上仍可见的筹码
field-whereabouts = 筹码所在位置
option-after-hands = 在两手牌之间，已经打过若干手牌之后
option-before-action = 在任何人行动之前
option-carried-in-view = 在视线内携带
option-carried-out-of-view = 在视线之外携带
option-concealed = 在牌桌上藏起
option-pocketed = 放在口袋或包里
outcome-forfeited = 没收，退出比赛
outcome-kept = 由玩家保留
outcome-moved = 移到抽到的座位
outcome-stays-live = 仍为活牌

## 裁判记录：处罚登记簿、玩家、事件、打印视图。

web-register-counted = { $tournament } 的登记簿中{ $count ->
        [0] 没有该玩家经确认的处罚
       *[other] 有该玩家 { $count } 项经确认的处罚，均计为此前的处罚：{ $entries }
    }。
web-register-entry = { $table } 号桌，{ $at } UTC，{ $given ->
        [warning] 警告
       *[rounds] 罚停 { $rounds } 圈
    }
web-bad-player-id = 玩家 id 为 1 至 64 个可见字符，不含空格、`%`、`_` 或 `,`；`erased` 为保留值
web-record-limit = `limit` 为 1 至 { $most }
web-webhook-url = webhook URL 应为 `https://…`，或指向回环地址（本机）的 `http://`，最多 2000 个字符
web-no-webhook = 没有 id 为 { $id } 的 webhook
web-no-incident = 没有 id 为 { $id } 的事件
web-incident-too-long = 最多 { $most } 个字符
web-sign-off-needs-person = 事件须由以个人身份登录的主管签署确认，不能使用密钥
web-print-label = { $what ->
        [ruling] 裁决
        [incident] 事件报告
        [when] 时间
        [occurred] 发生时间
        [event] 赛事
        [table] 牌桌
        [seat] 座位
        [player] 玩家
        [game] 玩法
        [blinds] 盲注
        [seats] 座位与筹码
        [actions] 行动
        [hand] 牌局记录
        [proposed] 提议人
        [bets] 本轮下注
        [ante] 前注
        [bba] 大盲前注
        [yes] 是
        [no] 否
        [asked] 提请人
        [recorded] 记录人
        [id] 日志 id
        [facts] 事实
        [reasons] 理由
        [see-also] 另见
        [discretion] TDA 将这一点交由裁判决定（规则 1）：此为规则倾向的解读。
        [final] 最终决定
        [upheld] 已确认
        [overruled] 已推翻
        [pending] 尚无最终决定。
        [by] 经办人
        [note] 备注
        [seen] 所见情况
        [witnesses] 目击者
        [signed] 签署确认
        [unsigned] 尚未签署确认。
        [player_identity] 玩家身份
        [electronic_device] 电子设备
        [official_language] 正式语言
        [seating] 就座
        [absent_from_seat] 离开牌桌
        [chips_hidden] 筹码离开视线
        [abuse] 辱骂
       *[other] 行为
    }

## games (issue 25)
field-short-table-big-blind = 人数少的桌：最近大盲注的座位
field-short-table-seats = 人数少的桌：有玩家的座位
field-short-table-size = 人数少的桌：座位总数
field-big-blind-in-wrong-seat = 在错误的座位上投入过大盲注吗？
field-occupant-assigned-seat = 坐在该座位的玩家抽到的座位
option-before-hand = 这手牌开始之前（尚未洗牌）
option-hand-begun = 这手牌已开始，尚未发牌
option-abuse = 侮辱性行为
option-throwing-cards = 扔牌
option-phone-call = 在牌桌上打电话
option-device-on-table = 设备放在牌桌上
option-strategy-tool = 策略工具或外部帮助
option-identity = 无法识别（墨镜、兜帽）
option-language = 未公布的语言
option-chips-hidden = 筹码离开视线
field-hidden-chips = 置于视线之外的筹码
outcome-final-table = 决赛桌
field-seats-per-table = 每桌座位数
field-seat-cards = 座位卡（按发出顺序）
dispute-final-table = 决赛桌及其座位抽签
dispute-undercall-chain = 接连的不足额跟注
option-TDA5 = A-5 三次换牌
option-TD27 = 2-7 三次换牌
option-STUD8 = 七张梭哈高低牌
option-STUD = 七张梭哈
option-SHORT-DECK = 短牌德州扑克
option-SD27 = 2-7 单次换牌
option-RAZZ = Razz
option-PLO8 = 底池限注奥马哈高低牌
option-PLO6 = 六张牌底池限注奥马哈
option-PLO5 = 五张牌底池限注奥马哈
option-PLO = 底池限注奥马哈
option-PLHE = 底池限注德州扑克
option-O8 = 限注奥马哈高低牌
option-NLO8 = 无限注奥马哈高低牌
option-NLO = 无限注奥马哈
option-NLHE = 无限注德州扑克
option-LO = 限注奥马哈
option-LHE = 限注德州扑克
option-DRAW5 = 五张牌换牌
option-BIGO = Big O
option-COURCHEVEL = Courchevel
option-COURCHEVEL8 = Courchevel 高低牌
option-BADUGI = Badugi
outcome-moves = 调动
option-who-moves = 调动谁
option-stud-only = 仅梭哈类游戏
option-short-stub = 第七街的牌不够
option-seventh-card-exposed = 第七街的牌被牌面朝上发出
option-premature-card = 过早发出的牌
option-next-button = 庄位移到哪里
option-mixed = 混合游戏
option-down-card-exposed = 暗牌被牌面朝上发出
field-stud-since = 该手牌之后打过一轮梭哈
field-stub = 余牌剩余张数
field-seats = 有玩家的座位
field-open-seat = 人少的桌上的空位
field-next-game = 下一手牌的游戏
field-event = 赛事
field-button = 庄位
dispute-picked-up-cards = 收起明牌（梭哈）
dispute-stud-deal = 梭哈发牌错误
dispute-rotation = 混合游戏轮换
option-bring-in = 强制开注
option-complete = 补足
option-draw = 换牌
option-third = 第三街
option-fourth = 第四街
option-fifth = 第五街
option-sixth = 第六街
option-seventh = 第七街
option-predraw = 换牌前
option-first-draw = 第一次换牌后
option-second-draw = 第二次换牌后
option-third-draw = 第三次换牌后

## console
## 裁判控制台自身的用语（crates/web/console：`t("…")` 和 `data-i18n="…"` 以去掉 `console-` 前缀的名称引用），
## 由 GET /v1/console/messages 提供。每个 `{ $name }` 由页面填入：这些消息不使用选择器（页面不做复数规则）。
console-table = 牌桌
console-edition = 版本
console-language = 语言
console-setup = 牌桌设置
console-game = 玩法
console-small-blind = 小盲注
console-big-blind = 大盲注
console-bba = 大盲前注
console-button = 庄位
console-seat = 座位
console-name = 姓名
console-stack = 筹码量
console-add-seat = 添加座位
console-save-setup = 记住此牌桌
console-presets = 级别
console-mode-spot = 当前下注轮
console-mode-hand = 整手牌，逐步录入
console-mode-paste = 粘贴手牌记录
console-new-hand = 新一手牌
console-street = 下注轮
console-preflop = 翻牌前
console-flop = 翻牌
console-turn = 转牌
console-river = 河牌
console-pot-before = 本轮之前的底池
console-last-full-raise = 最后一次完整下注或加注
console-to-act = 行动者
console-in-front = 之前
console-behind = 之后
console-folded = 已弃牌
console-acted = 自上次完整加注后已行动
console-fold = 弃牌
console-check = 过牌
console-call = 跟注
console-raise-to = 下注 / 加注到
console-all-in = 全下
console-show = 亮牌
console-muck = 不亮牌弃掉
console-undo = 撤销
console-format = 格式
console-import = 导入这手牌
console-dispute = 争议
console-type = 类型
console-chips-pushed = 推出的筹码
console-clear = 清空
console-submit = 裁决
console-note = 备注
console-upheld = 已确认
console-overruled = 已推翻
console-recent = 本桌最近的裁决
console-pot = 底池
console-board = 公共牌
console-remove = 移除
console-table-drawing = 回放所见的牌桌
console-to-act-now = 轮到 { $seat } 号位行动 — 跟注需 { $call }
console-raise-between = 加注到 { $low }–{ $high }
console-raise-exactly = 加注到 { $amount }
console-no-raise = 不能加注
console-hand-over = 这手牌已结束
console-no-player = 无人需要行动
console-saved = 牌桌已记在此设备上
console-final-saved = 最终决定已记录：{ $word }
console-final-word = 最终决定
console-returned = 退还
console-action = 行动
console-to-call = 跟注额
console-raise-range = 加注
console-discretion = 由裁判决定（规则 1）：先列规则倾向的解读，然后
console-if = 如果
console-imported = 已导入手牌：{ $count }
console-none = —
console-house = 场馆规则
console-house-tda-only = 仅 TDA（无场馆规则）
console-house-default = 服务器默认（{ $name }）
console-house-ruling = 场馆规则裁决 — { $title }，版本 { $version }
console-tda-alone = 仅按 TDA
console-house-none = 场馆规则：无影响（{ $title }）
console-forfeited = 没收
console-unknown-house = { $name }（不在此服务器上）
console-sign-in = 登录
console-sign-out = 退出登录
console-sign-in-title = 登录后裁决
console-your-name = 您的姓名
console-pin = PIN 或密码
console-sign-in-note = 每人使用自己的姓名和 PIN 登录；退出登录、一个班次结束或平板闲置时，会话即结束。
console-signed-in = { $name } · { $role }
console-role-reader = 只读
console-role-floor = 裁判
console-role-supervisor = 主管
console-role-admin = 管理员
console-proposed = 已提议：由一名主管在其本人的会话中确认
console-confirm = 确认裁判的提议
console-confirmed = 已由主管确认：{ $word }
console-offline = 无法连接服务器
console-not-logged = 尚未记入日志：已保存在此平板上，服务器恢复后发送
console-offline-missing = 此服务器版本不含离线引擎：仅在服务器可连接时控制台才能裁定。
console-pending-count = 尚未记入日志：{ $count }
console-not-logged-refused = 服务器拒绝了一项离线作出的裁决
console-did-fold = 弃牌
console-did-check = 过牌
console-did-call = 跟注
console-did-bet = 下注
console-did-raise = 加注到
console-did-all-in = 全下
console-did-show = 亮牌
console-did-muck = 不亮牌弃掉
console-dealt = 已发{ $street }
console-print = 打印
console-notice = Poker TDA 规则的编号与标题经 Poker Tournament Directors Association（www.pokertda.com）许可使用。摘要与推理是 floorcall 自己的转述，并非官方文本；以 TDA 官方规则为准。
console-cards = 牌
console-cards-to-pick = 待选的牌：{ $count }
console-done = 完成
console-rules = 规则
console-rules-search = 规则编号或关键词
console-rule-numbers = 2024：规则 { $n2024 } · 2026：规则 { $n2026 }
console-no-rule-found = 没有匹配的规则
console-full-bet-to = 最后一次完整下注或加注，到（本下注轮总额）
console-recent-search = 座位、玩家、争议或时间
console-ante = 前注
console-bring-in = 强制开注
console-small-bet = 小注
console-big-bet = 大注
console-act-bring-in = 强制开注
console-act-complete = 补足
console-did-bring-in = 强制开注
console-did-complete = 补足到
console-did-draw = 换 { $count } 张
console-down-cards = 暗牌
console-up-cards = 明牌
console-draw-count = 换牌：{ $count } 张
console-stand-pat = 不换
console-to-draw = { $seat } 号位换牌
console-asked = 裁定取决于此项：请选择
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {"："}
console-discards = 弃掉的牌
console-drawn-cards = 换到的牌
field-left-since = 该手牌之后空出的座位
field-same-table = 全部在同一桌被淘汰
