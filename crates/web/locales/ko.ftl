### floorcall web service: its own words, in Korean (한국어): its problems, and the console's forms.
### A message per WebText of crates/web/src/text.rs; its arguments ($field, $seconds…) are the
### fields of the message. Rendered through the engine's library, beside its files, so a
### problem can quote an engine reason. The forms' words are listed by crates/web/src/forms.rs.

## problems

web-title = { $kind ->
        [bad-request] 잘못된 형식의 요청
        [invalid-field] 잘못된 필드
        [invalid-hand] 잘못된 핸드 또는 분쟁
        [illegal-action] 핸드에서 불가능한 액션
        [unsupported] 지원되지 않음
        [dispute-mismatch] 분쟁이 핸드와 맞지 않음
        [not-found] 찾을 수 없음
        [method-not-allowed] 허용되지 않는 메서드
        [conflict] 충돌
        [payload-too-large] 요청 본문이 너무 큼
        [unsupported-media-type] 지원되지 않는 미디어 유형
        [unavailable] 서비스를 사용할 수 없음
        [unauthorized] 인증 필요
        [forbidden] 이 키로는 허용되지 않음
        [too-many-requests] 요청이 너무 많음
        [misdirected-request] 잘못된 호스트
       *[internal] 내부 오류
    }
web-raw = { $text }
web-not-json = 본문이 유효한 JSON이 아닙니다: { $detail }
web-at-field = { $field }: { $problem }
web-unknown-field = 알 수 없는 필드 `{ $name }`, 다음 중 하나여야 합니다: { $expected }
web-missing-field = 누락된 필드: `{ $name }`
web-unknown-variant = 알 수 없는 값 `{ $value }`, 다음 중 하나여야 합니다: { $expected }
web-invalid-type = 잘못된 유형: { $found }, 예상한 유형: { $expected }
web-invalid-value = 잘못된 값: { $found }, 예상한 값: { $expected }
web-bad-query = 쿼리 문자열이 잘못되었습니다: { $problem }
web-send-json = 본문을 `Content-Type: application/json`과 함께 JSON으로 보내세요
web-body-too-large = 본문이 이 서버가 받을 수 있는 크기보다 큽니다
web-log-unavailable = 판정 로그를 사용할 수 없습니다 ({ $cause })
web-key-reused = 이 Idempotency-Key는 이미 다른 요청에 사용되었습니다
web-no-such-path = 존재하지 않는 경로: { $path }
web-no-rule = 키가 { $key }인 규칙이 없습니다
web-no-ruling = 존재하지 않는 판정: { $id }
web-log-off = 이 서버에서는 판정 로그가 꺼져 있습니다
web-note-too-long = note: 최대 4000자
web-key-not-ascii = Idempotency-Key는 표시 가능한 ASCII 문자여야 합니다
web-key-length = Idempotency-Key는 1~200자여야 합니다
web-not-a-time = { $name }: "{ $value }" — RFC 3339 시각이나 날짜가 아닙니다
web-limit-range = limit: 1~1000
web-shutting-down = 서버를 종료하는 중입니다
web-too-many-connections = 연결이 너무 많습니다. 다시 시도하세요
web-timeout = 요청이 { $seconds }초보다 오래 걸렸습니다
web-internal = 예기치 않은 오류가 발생했습니다. 이 오류는 기록되었습니다
web-method-not-allowed = 이 경로에서는 이 메서드를 사용할 수 없습니다
web-no-hand-in-text = hand_text: 핸드를 찾을 수 없습니다
web-host-not-allowed = 이 서버는 호스트 “{ $host }”에 대해 응답하지 않습니다
web-no-key = API 키를 보내세요: `Authorization: Bearer <key>`
web-bad-key = 알 수 없거나 폐기된 API 키입니다
web-role-needed = 이 작업에는 { $role } 역할의 키가 필요합니다. 이 키의 역할은 { $have }입니다
web-no-access = 이 작업은 어떤 키에도 허용되지 않습니다
web-rate-limited = 이 키로 보낸 요청이 너무 많습니다: { $seconds }초 후에 다시 시도하세요
web-stored-request-too-large = 로그는 최대 { $limit }바이트의 요청만 저장합니다
web-at-most-chars = 최대 { $count }자
web-no-api-key = 존재하지 않는 API 키: { $id }
web-key-name = name: 1~100자
web-unknown-house = 이름이 `{ $name }`인 하우스 룰 프로필이 없습니다 (프로필 목록: { $known })
web-no-house = 존재하지 않는 하우스 룰 프로필: { $name }
web-not-ruled-again = 기록된 판정 { $id }의 내용 그대로는 다시 판정할 수 없습니다: { $problem }
web-no-logged-profile = 로그에 판정 당시 적용된 하우스 프로필({ $digest })이 없습니다
web-house-changed = 이 판정은 하우스 룰 프로필 `{ $name }`의 버전 { $version }({ $digest }) 기준으로 내려졌지만, 이 서버의 `{ $name }` 프로필은 이제 버전 { $now_version }({ $now_digest })입니다: 판정은 그 판정을 내린 버전으로만 로그에 기록됩니다. 버전 { $now_version } 기준으로 다시 요청하거나, 테이블에서 내린 판정을 인시던트 보고서로 기록하세요
web-house-pin-without-house = `house_version`과 `house_digest`가 프로필 버전을 지정했지만 이 요청은 어떤 프로필로도 판정되지 않습니다: `house`에 지정하세요
web-no-admin = 남아 있는 관리자 자격 증명이 없으므로 이 서버는 요청을 거부합니다: 서버에서 `floorcall keys create --name admin --role admin`(또는 `floorcall staff add --name … --role admin`)으로 하나를 만드세요
web-last-admin = 이것은 마지막으로 남은 활성 관리자 자격 증명입니다: 폐기하거나 비활성화하기 전에 다른 관리자 키나 계정을 만드세요
web-credential-revoked = “{ $name }” 자격 증명은 폐기되었습니다
web-key-expired = “{ $name }” 키는 만료되었습니다: 키를 교체하거나 새 키를 만드세요
web-session-ended = { $name }의 세션이 종료되었습니다 (로그아웃, 만료 또는 폐기): 다시 로그인하세요
web-account-disabled = { $name }의 계정은 비활성화되어 있습니다
web-bad-sign-in = 이름 또는 PIN이 잘못되었습니다
web-account-locked = 이 계정에 잘못된 PIN이 너무 많이 입력되었습니다: { $seconds }초 후에 다시 시도하세요
web-address-throttled = 이 주소에서 잘못된 자격 증명이 너무 많이 입력되었습니다: { $seconds }초 후에 다시 시도하세요
web-too-many-in-progress = 이 자격 증명으로 이미 요청 { $count }개가 진행 중입니다: 하나가 끝나면 다시 시도하세요
web-too-many-exports = 이 자격 증명으로 이미 내보내기 { $count }개가 진행 중입니다: 하나가 끝나면 다시 시도하세요
web-exports-busy = 서버가 처리할 수 있는 최대 수의 내보내기를 실행하고 있습니다: 잠시 후 다시 시도하세요
web-quota-exceeded = 이 자격 증명은 오늘(UTC) 저장할 수 있는 판정 용량 { $limit }바이트를 모두 사용했습니다: { $seconds }초 후에 다시 시도하세요
web-rate-unavailable = 공유 요청 한도를 확인할 수 없습니다 ({ $cause })
web-staff-name = name: 1~100자
web-secret-length = secret: PIN 또는 비밀번호는 6~128자입니다
web-secret-repeated = secret: PIN 또는 비밀번호는 한 문자를 반복한 것이어서는 안 됩니다
web-name-taken = 이 이름을 쓰는 활성 스태프 계정이 이미 있습니다
web-no-staff = 존재하지 않는 스태프 계정: { $id }
web-not-a-session = 이 자격 증명은 세션이 아니라 API 키입니다: 대신 키를 폐기하세요
web-needs-person = 제안을 확정하려면 키가 아니라 개인 계정으로 로그인한 슈퍼바이저가 필요합니다
web-no-proposal = 이 판정에 대해 대기 중인 제안이 없습니다: { $id }
web-already-confirmed = 이미 확정된 제안입니다: { $id }
web-own-proposal = 제안은 그 제안을 만든 사람이 아닌 다른 사람이 확정해야 합니다
web-expires-range = expires_in_days: 1~3650
web-https-only = 이 서버는 HTTPS만 사용합니다: https://를 사용하세요

## The floor console's dispute forms (GET /v1/disputes): a title per dispute type, a label per
## field (its path in `dispute`, `_` and `.` written `-`), a word per choice, a word per
## outcome code.

dispute-bet = 칩과 발언: 어떤 액션인가?
dispute-options = 플레이어는 무엇을 할 수 있나?
dispute-out-of-turn = 순서 외 액션
dispute-incorrect-bet = 나중에 발견된 잘못된 금액의 베팅
dispute-cards-dealt = 잘못된 카드 장수
dispute-show-request = 핸드를 볼 수 있나?
dispute-face-up = 지금 카드를 앞면으로 공개하나?
dispute-showdown = 팟은 누가 이기나?
dispute-penalty = 페널티
dispute-clock = 클락 요청
dispute-at-seat = 제때 자리에 있었나?
dispute-accepted-action = 잘못된 금액에 콜함
dispute-count-request = 스택 카운트
dispute-string-bet = 스트링 베팅
dispute-conditional-statement = “베팅하면 레이즈하겠다”
dispute-chips-behind = 스택 뒤에서 발견된 칩
dispute-showdown-error = 쇼다운 오류
dispute-deal-error = 딜 오류
dispute-board-error = 잘못 딜된 보드
dispute-button-blinds = 버튼과 블라인드

field-seat = 좌석
field-requester = 요청한 좌석
field-target = 누구의 핸드 또는 스택
field-chips = 내놓은 칩
field-declared-word = 말한 단어
field-declared-amount = 말한 금액
field-declared-audible = 테이블에 들렸나?
field-declared-before-chips = 칩이 놓이기 전에 말했나?
field-declared-raise = 먼저 “레이즈”라고 말함
field-declared-to = 레이즈 금액 (말한 합계)
field-prior-chips = 이미 앞에 놓인 칩 (1000 500)
field-prior-chips-moved = 앞에 놓인 칩이 움직임
field-pushed-all = 스택 전체를 밀었나?
field-act-action = 플레이어가 한 액션
field-act-to = 금액 (이 라운드 합계)
field-skipped-seat = 액션이 건너뛴 좌석
field-skipped-spoke-up = 건너뛴 좌석의 플레이어가 이의를 제기했나?
field-action-index = 몇 번째 액션 (0부터)
field-next-card-dealt = 다음 카드가 이미 딜됨
field-meant-pot = 팟 베팅을 하려 했음
field-count = 가진 카드 수
field-infraction = 위반
field-players-at-table = 테이블의 플레이어 수
field-prior = 이전 페널티
field-seconds = 요청 후 경과 시간 (초)
field-acted = 제한 시간 안에 액션함
field-at-seat = 딜이 끝날 때 자리에 있었음
field-announced = 안내된 금액
field-by = 안내한 사람
field-motions = 동작별 칩 (1000 500 / 500)
field-then-action = 플레이어가 하겠다고 말한 액션
field-then-to = 금액 (이 라운드 합계)
field-condition-met = 조건이 충족됨
field-found = 스택 뒤에서 발견된 칩
field-part-of-action = 액션의 일부였나?
field-error = 무슨 일이 있었나
field-identifiable = 카드를 식별할 수 있나?
field-noticed = 발견 시점
field-cards = 카드 장수
field-first-two = 덱에서 나온 처음 두 장 중 하나
field-street = 스트리트
field-question = 질문
field-arriving = 새 플레이어의 좌석
field-correct-button = 버튼이 있어야 할 좌석
field-deliberate = 고의였나?
field-leaving = 떠나는 좌석 (예: 2 5)
field-table-size = 테이블의 좌석 수
field-declared-simultaneous = 칩과 동시에 말했나?
field-declared-raise-by = 금액을 “…만큼 레이즈”로 말했나?
field-called-from-seat = 좌석에서 클락을 요청했나?
field-left-table = 라이브 핸드를 두고 테이블을 떠났나?
field-arrived-during-deal = 첫 카드가 딜된 뒤에야 자리에 왔나?
field-time-banks = 제출한 타임뱅크 카드
field-arriving-from = 새 플레이어가 온 곳
field-serious = 심각한가 (위협, 고의적인 괴롭힘)?
field-rounds = 플로어가 정한 라운드 수
field-serving-hands-left = 이번 딜 전에 남은 페널티 핸드 수
field-serving-misdeal = 이번 딜은 미스딜이었음

option-true = 예
option-false = 아니요
option-call = 콜
option-raise = 레이즈
option-bet = 베팅
option-all-in = 올인
option-check = 체크
option-fold = 폴드
option-pot = 팟
option-show = 카드 공개
option-muck = 머크
option-none = 없음
option-some = 일부
option-all = 전부
option-etiquette = 에티켓
option-card-exposure = 카드 노출
option-disclosure = 정보 누설
option-electronic-device = 전자 기기
option-soft-play = 소프트 플레이
option-collusion = 공모
option-dealer = 딜러
option-player = 플레이어
option-misread = 핸드 판독 오류
option-wrong-pot = 팟이 잘못 지급됨
option-killed-winner = 딜러가 승리 핸드를 킬함
option-killed-hand = 핸드가 킬됨
option-mucked-face-down = 뒷면으로 버림
option-one-card-tabled = 카드 한 장만 공개함
option-bettor-mucked = 베팅한 플레이어가 머크함
option-before-next-hand = 다음 핸드 전
option-next-hand-begun = 다음 핸드가 시작된 뒤
option-after-substantial-action = 실질 액션 뒤
option-in-break-within-minute = 휴식 중, 팟 지급 후 1분 이내
option-after-break-minute = 휴식 중, 팟 지급 후 1분이 지나서
option-exposed-card = 노출된 카드
option-boxed-card = 박스드 카드
option-first-card-wrong-seat = 첫 카드가 잘못된 좌석에 감
option-dealt-in-wrongly = 받을 자격 없이 카드를 받은 좌석
option-dealt-out-wrongly = 받아야 할 카드를 받지 못한 좌석
option-non-standard-card = 덱에 속하지 않는 카드
option-fouled-deck = 파울 덱
option-four-card-flop = 네 장짜리 플롭
option-no-burn = 번 없음
option-premature = 너무 일찍 딜된 카드
option-preflop = 프리플롭
option-flop = 플롭
option-turn = 턴
option-river = 리버
option-next-hand = 다음 핸드
option-button-misplaced = 버튼 위치 오류
option-dodging-blinds = 블라인드 회피
option-late-registration = 레이트 레지스트레이션
option-broken-table = 브레이크된 테이블

outcome-all-in = 올인
outcome-award = 지급
outcome-bet = 베팅
outcome-binding = 구속력 있음
outcome-binding-if-unchanged = 액션이 바뀌지 않는 한 구속력 있음
outcome-call = 콜
outcome-call-or-fold = 콜 또는 폴드
outcome-call-or-forfeit = 콜 또는 칩 포기
outcome-check = 체크
outcome-complete-hand = 핸드 완성
outcome-corrected = 정정됨
outcome-dead-hand = 데드 핸드
outcome-discretion = 재량
outcome-disqualification = 실격
outcome-face-up = 앞면 공개
outcome-fold = 폴드
outcome-live-hand = 라이브 핸드
outcome-misdeal = 미스딜
outcome-must-table = 핸드 전체를 공개해야 함
outcome-must-call = 콜해야 함
outcome-next-hand = 다음 핸드
outcome-no-infraction = 위반 없음
outcome-no-right = 권리 없음
outcome-not-binding = 구속력 없음
outcome-not-yet = 아직 아님
outcome-options = 선택지
outcome-penalty = 페널티
outcome-raise = 레이즈
outcome-right = 권리 있음
outcome-stands = 유효
outcome-warning = 경고

## The dispute forms of the rest of the rulebook (Rules 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = 금액이 밝혀지기 전에 액션함
dispute-chip-race = 칩 레이스
dispute-hand-for-hand = 같은 핸드에서 탈락 (핸드 포 핸드)
dispute-level-change = 이 핸드 무렵에 레벨이 바뀜
dispute-non-chip-item = 바운티 칩이나 토큰을 내놓음
dispute-pot-count = 팟을 카운트할 수 있나?
dispute-stub = 스텁을 떨어뜨림
field-began = 핸드가 시작된 시점
field-bettor = 베팅 또는 레이즈라고 말한 좌석
field-busted = 이 핸드에서 탈락한 플레이어
field-h4h-announced = 핸드 전에 핸드 포 핸드가 발표됨
field-item = 아이템
field-lowest = 아직 플레이 중인 가장 낮은 칩
field-mixed-with-muck = 머크나 번 카드와 섞임
field-new-ante = 새 레벨의 앤티
field-new-big-blind-ante = 새 레벨의 빅 블라인드 앤티
field-new-blinds-big = 새 레벨의 빅 블라인드
field-new-blinds-small = 새 레벨의 스몰 블라인드
field-odd = 좌석별 제거되는 색상의 칩
field-order = 레이스 카드 순 좌석 (높은 순)
field-paid = 상금이 지급되는 순위 수
field-payouts = 해당 순위의 상금 (높은 순위부터)
field-reconstructable = 순서를 확실하게 재구성할 수 있음
field-remaining = 핸드가 시작될 때 남은 플레이어 수
field-removed = 제거되는 칩
field-start-stacks = 각자 핸드를 시작할 때의 칩
field-to = 그 뒤 밝힌 금액 (스트리트 합계)
option-after-level = 새 레벨이 시작된 뒤
option-before-level = 새 레벨이 시작되기 전
option-bounty-chip = 바운티 칩
option-clock-token = 클락 또는 타임 토큰
option-dealer-push = 딜러 교대 중
option-other = 그 밖의 것
outcome-exchanged = 교환됨, 레이스할 것 없음
outcome-no-prize = 상금 없음
outcome-race-to-run = 진행할 레이스
outcome-raced = 레이스 완료
outcome-ranked-by-stack = 시작 스택 순으로 순위 결정
outcome-reconstruct = 스텁 재구성
outcome-reshuffle-all = 전부 함께 섞기
outcome-reshuffle-stub = 스텁만 재셔플
outcome-shared-places = 순위 공유
dispute-gesture = 테이블 두드리기
dispute-rebuy-announced = 리바이 선언
field-gesture = 제스처
field-stack = 핸드가 시작될 때의 칩
field-rebuy-chips = 리바이 칩
option-tap = 테이블 두드리기
option-before-deal = 딜 전
option-during-hand = 핸드 도중
outcome-plays-behind = 이 핸드에서 비하인드로 플레이
outcome-after-hand = 핸드가 끝난 뒤 추가

## The dispute forms of the incidents away from the betting (Rules 7, 31, 63).
dispute-away-from-table = 라이브 핸드를 두고 테이블을 떠남
dispute-chips-out-of-view = 보이지 않는 칩 또는 이동 중인 칩
dispute-wrong-seat = 잘못된 좌석에 앉은 플레이어
field-amount = 해당 칩
field-assigned-seat = 플레이어에게 추첨된 좌석
field-assigned-seat-empty = 추첨된 좌석이 비어 있음
field-clock-ran-out = 플레이어가 돌아오기 전에 클락이 다 됨
field-stack-in-view = 테이블 위에 보이게 남은 칩
field-whereabouts = 칩이 있던 곳
option-after-hands = 핸드 사이, 몇 핸드를 플레이한 뒤
option-before-action = 아무도 액션하기 전
option-carried-in-view = 보이게 옮김
option-carried-out-of-view = 보이지 않게 옮김
option-concealed = 테이블에서 숨김
option-pocketed = 주머니나 가방 안
outcome-forfeited = 몰수, 플레이에서 제외
outcome-kept = 플레이어가 유지
outcome-moved = 추첨된 좌석으로 이동
outcome-stays-live = 핸드는 라이브로 유지

## The floor's record: the penalty register, players, incidents, the print view.

web-register-counted = { $tournament }의 페널티 기록부에는 { $count ->
        [0] 이 플레이어의 확정된 페널티가 없습니다
       *[other] 이 플레이어의 확정된 페널티가 { $count }건 있으며, 이전 페널티로 계산됩니다: { $entries }
    }.
web-register-entry = 테이블 { $table }, { $at } UTC, { $given ->
        [warning] 경고
       *[rounds] { $rounds }라운드 결장
    }
web-bad-player-id = 플레이어 id는 공백, `%`, `_`, `,` 없이 표시 가능한 문자 1~64자입니다. `erased`는 예약된 값이라 쓸 수 없습니다
web-record-limit = `limit`: 1~{ $most }
web-webhook-url = 웹훅 URL은 `https://…` 또는 루프백 주소(이 기기)로 가는 `http://`여야 하며, 최대 2000자입니다
web-no-webhook = id가 { $id }인 웹훅이 없습니다
web-no-incident = id가 { $id }인 인시던트가 없습니다
web-incident-too-long = 최대 { $most }자
web-sign-off-needs-person = 인시던트 승인은 키가 아니라 개인 계정으로 로그인한 슈퍼바이저가 해야 합니다
web-print-label = { $what ->
        [ruling] 판정
        [incident] 인시던트 보고서
        [when] 일시
        [occurred] 발생 일시
        [event] 이벤트
        [table] 테이블
        [seat] 좌석
        [player] 플레이어
        [game] 게임
        [blinds] 블라인드
        [seats] 좌석과 스택
        [actions] 액션
        [hand] 핸드 기록
        [proposed] 제안자
        [bets] 이번 라운드 베팅
        [ante] 앤티
        [bba] 빅 블라인드 앤티
        [yes] 예
        [no] 아니요
        [asked] 요청자
        [recorded] 기록자
        [id] 로그 id
        [facts] 사실관계
        [reasons] 이유
        [see-also] 참고
        [discretion] TDA는 이 사항을 플로어에 맡깁니다 (규칙 1): 규칙상 기본 판정입니다.
        [final] 최종 결정
        [upheld] 확정
        [overruled] 번복
        [pending] 아직 최종 결정이 없습니다.
        [by] 담당자
        [note] 비고
        [seen] 확인된 내용
        [witnesses] 목격자
        [signed] 승인
        [unsigned] 아직 승인되지 않았습니다.
        [player_identity] 플레이어 신원
        [electronic_device] 전자 기기
        [official_language] 공식 언어
        [seating] 좌석 배정
        [absent_from_seat] 테이블 이탈
        [chips_hidden] 보이지 않는 칩
        [abuse] 모욕적인 언행
       *[other] 기타 위반
    }

## games (issue 25)
field-short-table-big-blind = 인원이 적은 테이블: 마지막 빅 블라인드 좌석
field-short-table-seats = 인원이 적은 테이블: 플레이어가 있는 좌석
field-short-table-size = 인원이 적은 테이블: 전체 좌석 수
field-big-blind-in-wrong-seat = 잘못된 좌석에서 빅 블라인드를 냈나?
field-occupant-assigned-seat = 그 좌석에 앉은 플레이어에게 추첨된 좌석
option-before-hand = 핸드 시작 전 (아직 리플 전)
option-hand-begun = 핸드 시작됨, 아직 카드 딜 전
option-abuse = 모욕적인 언행
option-throwing-cards = 카드 던지기
option-phone-call = 테이블에서 전화 통화
option-device-on-table = 테이블 위의 기기
option-strategy-tool = 전략 도구 또는 외부 도움
option-identity = 식별 불가 (선글라스, 후드)
option-language = 공지되지 않은 언어
option-chips-hidden = 보이지 않는 칩
field-hidden-chips = 보이지 않게 들고 있던 칩
outcome-final-table = 파이널 테이블
field-seats-per-table = 테이블당 좌석 수
field-seat-cards = 좌석 카드 (딜한 순서대로)
dispute-final-table = 파이널 테이블과 좌석 추첨
dispute-undercall-chain = 연달아 나온 언더콜
option-TDA5 = A-5 트리플 드로
option-TD27 = 2-7 트리플 드로
option-STUD8 = 세븐 카드 스터드 하이/로우
option-STUD = 세븐 카드 스터드
option-SHORT-DECK = 숏덱 홀덤
option-SD27 = 2-7 싱글 드로
option-RAZZ = 라즈
option-PLO8 = 팟 리밋 오마하 하이/로우
option-PLO6 = 식스 카드 팟 리밋 오마하
option-PLO5 = 파이브 카드 팟 리밋 오마하
option-PLO = 팟 리밋 오마하
option-PLHE = 팟 리밋 홀덤
option-O8 = 리밋 오마하 하이/로우
option-NLO8 = 노리밋 오마하 하이/로우
option-NLO = 노리밋 오마하
option-NLHE = 노리밋 홀덤
option-LO = 리밋 오마하
option-LHE = 리밋 홀덤
option-DRAW5 = 파이브 카드 드로
option-BIGO = 빅 O
option-COURCHEVEL = 쿠르슈벨
option-COURCHEVEL8 = 쿠르슈벨 하이로우
option-BADUGI = 바둑이
outcome-moves = 이동
option-who-moves = 이동할 플레이어
option-stud-only = 스터드 계열 게임만
option-short-stub = 세븐스 스트리트에 쓸 카드 부족
option-seventh-card-exposed = 세븐스 스트리트 카드가 앞면으로 딜됨
option-premature-card = 너무 일찍 딜된 카드
option-next-button = 버튼이 갈 좌석
option-mixed = 믹스 게임
option-down-card-exposed = 다운 카드가 앞면으로 딜됨
field-stud-since = 그 핸드 이후 스터드 라운드가 있었음
field-stub = 스텁에 남은 카드 수
field-seats = 플레이어가 있는 좌석
field-open-seat = 인원이 적은 테이블의 빈 좌석
field-next-game = 다음 핸드의 게임
field-event = 이벤트
field-button = 버튼
dispute-picked-up-cards = 업 카드를 집어 듦 (스터드)
dispute-stud-deal = 스터드 딜 오류
dispute-rotation = 믹스 게임 로테이션
option-bring-in = 브링인
option-complete = 컴플리트
option-draw = 드로
option-third = 서드 스트리트
option-fourth = 포스 스트리트
option-fifth = 피프스 스트리트
option-sixth = 식스스 스트리트
option-seventh = 세븐스 스트리트
option-predraw = 드로 전
option-first-draw = 첫 번째 드로 후
option-second-draw = 두 번째 드로 후
option-third-draw = 세 번째 드로 후

## console
## 플로어 콘솔 자체의 문구 (crates/web/console: `t("…")`와 `data-i18n="…"`가 `console-` 접두사를 뺀
## 이름으로 부름). GET /v1/console/messages로 제공됩니다. 각 `{ $name }`은 페이지가 채웁니다:
## 이 메시지들은 선택자를 쓰지 않습니다 (페이지는 복수형 규칙을 적용하지 않음).
console-table = 테이블
console-edition = 규칙 버전
console-language = 언어
console-setup = 테이블 설정
console-game = 게임
console-small-blind = 스몰 블라인드
console-big-blind = 빅 블라인드
console-bba = 빅 블라인드 앤티
console-button = 버튼
console-seat = 좌석
console-name = 이름
console-stack = 스택
console-add-seat = 좌석 추가
console-save-setup = 이 테이블 저장
console-presets = 레벨
console-mode-spot = 현재 라운드
console-mode-hand = 핸드, 액션별 입력
console-mode-paste = 핸드 히스토리 붙여넣기
console-new-hand = 새 핸드
console-street = 스트리트
console-preflop = 프리플롭
console-flop = 플롭
console-turn = 턴
console-river = 리버
console-pot-before = 이 라운드 전의 팟
console-last-full-raise = 마지막 풀 베팅 또는 풀 레이즈
console-to-act = 액션 차례
console-in-front = 앞에 놓인 칩
console-behind = 남은 칩
console-folded = 폴드함
console-acted = 마지막 풀 레이즈 이후 액션함
console-fold = 폴드
console-check = 체크
console-call = 콜
console-raise-to = 베팅 / 레이즈 (합계 금액)
console-all-in = 올인
console-show = 카드 공개
console-muck = 머크
console-undo = 실행 취소
console-format = 형식
console-import = 핸드 가져오기
console-dispute = 분쟁
console-type = 유형
console-chips-pushed = 내놓은 칩
console-clear = 지우기
console-submit = 판정
console-note = 비고
console-upheld = 확정
console-overruled = 번복
console-recent = 이 테이블의 최근 판정
console-pot = 팟
console-board = 보드
console-remove = 제거
console-table-drawing = 리플레이로 재현한 테이블
console-to-act-now = { $seat }번 좌석 액션 차례 — 콜 금액 { $call }
console-raise-between = { $low }–{ $high }까지 레이즈
console-raise-exactly = { $amount }까지 레이즈
console-no-raise = 레이즈 불가
console-hand-over = 핸드가 끝났습니다
console-no-player = 액션할 플레이어 없음
console-saved = 이 기기에 테이블을 저장했습니다
console-final-saved = 최종 결정 기록됨: { $word }
console-final-word = 최종 결정
console-returned = 반환
console-action = 액션
console-to-call = 콜 금액
console-raise-range = 레이즈
console-discretion = 플로어가 결정합니다 (규칙 1): 먼저 규칙상 기본 판정, 그다음
console-if = 만약
console-imported = 가져온 핸드: { $count }
console-none = —
console-house = 하우스 룰
console-house-tda-only = TDA만 (하우스 룰 없음)
console-house-default = 서버 기본값 ({ $name })
console-house-ruling = 하우스 룰 판정 — { $title }, 버전 { $version }
console-tda-alone = TDA만 적용할 경우
console-house-none = 하우스 룰: 영향 없음 ({ $title })
console-forfeited = 몰수
console-unknown-house = { $name } (이 서버에 없음)
console-sign-in = 로그인
console-sign-out = 로그아웃
console-sign-in-title = 판정하려면 로그인
console-your-name = 이름
console-pin = PIN 또는 비밀번호
console-sign-in-note = 각자 자신의 이름과 PIN으로 로그인합니다. 세션은 로그아웃할 때, 근무 교대 후, 또는 태블릿을 사용하지 않고 두었을 때 종료됩니다.
console-signed-in = { $name } · { $role }
console-role-reader = 열람
console-role-floor = 플로어
console-role-supervisor = 슈퍼바이저
console-role-admin = 관리자
console-proposed = 제안됨: 슈퍼바이저가 자신의 세션에서 확정합니다
console-confirm = 플로어의 제안 확정
console-confirmed = 슈퍼바이저가 확정함: { $word }
console-offline = 서버에 연결할 수 없습니다
console-not-logged = 아직 기록되지 않음: 이 태블릿에 보관했다가 서버가 복구되면 전송합니다
console-offline-missing = 이 서버 빌드에는 오프라인 엔진이 없습니다. 서버에 연결된 동안에만 콘솔이 판정합니다.
console-pending-count = 아직 기록되지 않음: { $count }
console-not-logged-refused = 서버가 오프라인에서 내린 판정을 거부했습니다
console-did-fold = 폴드
console-did-check = 체크
console-did-call = 콜
console-did-bet = 베팅
console-did-raise = 레이즈 (합계)
console-did-all-in = 올인
console-did-show = 카드 공개
console-did-muck = 머크
console-dealt = { $street } 딜 완료
console-print = 인쇄
console-notice = Poker TDA 규칙 번호와 제목은 Poker Tournament Directors Association(www.pokertda.com)의 허락을 받아 사용합니다. 요약과 논거는 floorcall이 자체적으로 풀어 쓴 것이며 공식 문안이 아닙니다. 효력을 갖는 것은 공식 TDA 규칙입니다.
console-cards = 카드
console-cards-to-pick = 고를 카드: { $count }
console-done = 완료
console-rules = 규칙
console-rules-search = 규칙 번호 또는 단어
console-rule-numbers = 2024: 규칙 { $n2024 } · 2026: 규칙 { $n2026 }
console-no-rule-found = 일치하는 규칙 없음
console-full-bet-to = 마지막 풀 베팅 또는 풀 레이즈 금액 (스트리트 합계)
console-recent-search = 좌석, 플레이어, 분쟁 또는 시간
console-ante = 앤티
console-bring-in = 브링인
console-small-bet = 스몰 벳
console-big-bet = 빅 벳
console-act-bring-in = 브링인
console-act-complete = 컴플리트
console-did-bring-in = 브링인
console-did-complete = 컴플리트 (합계)
console-did-draw = { $count }장 교환
console-down-cards = 다운 카드
console-up-cards = 업 카드
console-draw-count = 교환: { $count }장
console-stand-pat = 교환 없음
console-to-draw = { $seat }번 좌석 교환
console-asked = 판정이 이것에 달려 있습니다: 하나를 고르세요
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {": "}
console-discards = 버리는 카드
console-drawn-cards = 받은 카드
field-left-since = 그 핸드 이후 비게 된 좌석
field-same-table = 모두 같은 테이블에서 탈락
