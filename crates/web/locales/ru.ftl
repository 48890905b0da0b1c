### Веб-сервис floorcall: его собственные слова на русском языке — его сообщения об ошибках и формы консоли.
### Одно сообщение на каждый WebText из crates/web/src/text.rs; его аргументы ($field, $seconds…) —
### поля сообщения. Отображается через библиотеку движка, рядом с его файлами, поэтому
### сообщение об ошибке может приводить причину из движка. Слова форм перечислены в crates/web/src/forms.rs.

## problems

web-title = { $kind ->
        [bad-request] Некорректный запрос
        [invalid-field] Недопустимое поле
        [invalid-hand] Недопустимая раздача или спор
        [illegal-action] Невозможное действие в раздаче
        [unsupported] Не поддерживается
        [dispute-mismatch] Спор не соответствует раздаче
        [not-found] Не найдено
        [method-not-allowed] Метод не разрешён
        [conflict] Конфликт
        [payload-too-large] Слишком большое тело запроса
        [unsupported-media-type] Неподдерживаемый тип данных
        [unavailable] Сервис недоступен
        [unauthorized] Требуется аутентификация
        [forbidden] Не разрешено для этого ключа
        [too-many-requests] Слишком много запросов
        [misdirected-request] Неверный хост
       *[internal] Внутренняя ошибка
    }
web-raw = { $text }
web-not-json = тело запроса — недопустимый JSON: { $detail }
web-at-field = { $field }: { $problem }
web-unknown-field = неизвестное поле `{ $name }`, ожидается одно из: { $expected }
web-missing-field = отсутствует поле `{ $name }`
web-unknown-variant = неизвестное значение `{ $value }`, ожидается одно из: { $expected }
web-invalid-type = недопустимый тип: { $found }, ожидается { $expected }
web-invalid-value = недопустимое значение: { $found }, ожидается { $expected }
web-bad-query = неверная строка запроса: { $problem }
web-send-json = передайте тело запроса в формате JSON с заголовком `Content-Type: application/json`
web-body-too-large = тело запроса больше, чем принимает этот сервер
web-log-unavailable = журнал решений недоступен ({ $cause })
web-key-reused = этот Idempotency-Key уже использовался с другим запросом
web-no-such-path = нет такого пути: { $path }
web-no-rule = нет правила с ключом { $key }
web-no-ruling = нет решения { $id }
web-log-off = журнал решений на этом сервере отключён
web-note-too-long = note: не более 4000 символов
web-key-not-ascii = Idempotency-Key должен состоять из видимых символов ASCII
web-key-length = Idempotency-Key должен содержать от 1 до 200 символов
web-not-a-time = { $name }: «{ $value }» — не время в формате RFC 3339 и не дата
web-limit-range = limit: от 1 до 1000
web-shutting-down = сервер завершает работу
web-too-many-connections = слишком много соединений, повторите попытку
web-timeout = запрос выполнялся дольше { $seconds } с
web-internal = произошла непредвиденная ошибка; она записана в журнал
web-method-not-allowed = этот метод не разрешён для этого пути
web-no-hand-in-text = hand_text: раздача не найдена
web-host-not-allowed = этот сервер не обслуживает хост «{ $host }»
web-no-key = передайте API-ключ: `Authorization: Bearer <key>`
web-bad-key = API-ключ неизвестен или был отозван
web-role-needed = для этого нужен ключ с ролью { $role }; у этого ключа роль { $have }
web-no-access = эта операция недоступна ни одному ключу
web-rate-limited = слишком много запросов с этим ключом; повторите через { $seconds } с
web-stored-request-too-large = журнал хранит запросы размером не более { $limit } байт
web-at-most-chars = не более { $count ->
        [one] { $count } символа
        [few] { $count } символов
        [many] { $count } символов
       *[other] { $count } символа
    }
web-no-api-key = нет API-ключа { $id }
web-key-name = name: от 1 до 100 символов
web-unknown-house = профиля правил заведения с именем `{ $name }` нет (профили: { $known })
web-no-house = нет профиля правил заведения { $name }
web-not-ruled-again = решение { $id } невозможно вынести повторно в том виде, в каком оно записано в журнал: { $problem }
web-no-logged-profile = в журнале нет профиля правил заведения { $digest }, по которому было вынесено решение
web-house-changed = это решение вынесено по профилю правил заведения `{ $name }` версии { $version } ({ $digest }), но `{ $name }` на этом сервере теперь версии { $now_version } ({ $now_digest }): решение не записывается в журнал под другой версией, чем та, по которой оно вынесено. Запросите решение заново по версии { $now_version } или зафиксируйте решение, вынесенное за столом, в отчёте об инциденте
web-house-pin-without-house = `house_version` и `house_digest` указывают версию профиля, но этот запрос решается без профиля: укажите его в `house`
web-no-admin = не осталось действующих учётных данных администратора, поэтому этот сервер отклоняет запросы: создайте их на сервере командой `floorcall keys create --name admin --role admin` (или `floorcall staff add --name … --role admin`)
web-last-admin = это последние действующие учётные данные администратора: создайте другой ключ или аккаунт администратора, прежде чем отзывать или отключать их
web-credential-revoked = учётные данные «{ $name }» отозваны
web-key-expired = срок действия ключа «{ $name }» истёк: выполните его ротацию или создайте новый
web-session-ended = сеанс пользователя { $name } завершён (выход, истечение срока или отзыв): войдите снова
web-account-disabled = аккаунт пользователя { $name } отключён
web-bad-sign-in = неверное имя или PIN-код
web-account-locked = слишком много неверных PIN-кодов для этого аккаунта: повторите через { $seconds } с
web-address-throttled = слишком много неверных учётных данных с этого адреса: повторите через { $seconds } с
web-too-many-in-progress = у этих учётных данных уже выполняется запросов: { $count }; повторите, когда один из них завершится
web-too-many-exports = у этих учётных данных уже выполняется экспортов: { $count }; повторите, когда один из них завершится
web-exports-busy = сервер уже выполняет максимально допустимое число экспортов: повторите чуть позже
web-quota-exceeded = с этими учётными данными уже исчерпан дневной лимит (по UTC) на сохранение решений — { $limit } байт: повторите через { $seconds } с
web-rate-unavailable = общий лимит запросов невозможно проверить ({ $cause })
web-staff-name = name: от 1 до 100 символов
web-secret-length = secret: PIN-код или пароль должен содержать от 6 до 128 символов
web-secret-repeated = secret: PIN-код или пароль не может состоять из одного повторяющегося символа
web-name-taken = активный аккаунт сотрудника с таким именем уже существует
web-no-staff = нет аккаунта сотрудника { $id }
web-not-a-session = эти учётные данные — API-ключ, а не сеанс: отзовите ключ
web-needs-person = для подтверждения предложения нужен супервайзер, вошедший как человек, а не по ключу
web-no-proposal = по этому решению нет ожидающего предложения { $id }
web-already-confirmed = предложение { $id } уже подтверждено
web-own-proposal = подтвердить предложение должен другой человек, а не тот, кто его сделал
web-expires-range = expires_in_days: от 1 до 3650
web-https-only = этот сервер работает только по HTTPS: используйте https://

## Формы споров в консоли флора (GET /v1/disputes): название для каждого типа спора, подпись для каждого
## поля (его путь в `dispute`, где `_` и `.` записаны как `-`), слово для каждого варианта выбора,
## слово для каждого кода исхода.

dispute-bet = Фишки и слова: что это было?
dispute-options = Что может сделать игрок?
dispute-out-of-turn = Действие вне очереди
dispute-incorrect-bet = Ставка неверного размера, обнаруженная позже
dispute-cards-dealt = Неверное количество карт
dispute-show-request = Можно ли увидеть руку?
dispute-face-up = Открывать карты сейчас?
dispute-showdown = Кто выигрывает банки?
dispute-penalty = Штраф
dispute-clock = Вызов часов
dispute-at-seat = На месте вовремя?
dispute-accepted-action = Колл на неверную сумму
dispute-count-request = Подсчёт стека
dispute-string-bet = Стринг-бет
dispute-conditional-statement = «Если вы поставите, я сделаю рейз»
dispute-chips-behind = Фишки, найденные за стеком
dispute-showdown-error = Ошибка на вскрытии
dispute-deal-error = Ошибка при сдаче
dispute-board-error = Борд сдан неправильно
dispute-button-blinds = Баттон и блайнды

field-seat = Место
field-requester = Кто просит (место)
field-target = Чья рука или стек
field-chips = Выставленные фишки
field-declared-word = Сказанное слово
field-declared-amount = Названная сумма
field-declared-audible = Слышали за столом?
field-declared-before-chips = Сказано до того, как легли фишки?
field-declared-raise = Сначала сказал «рейз»
field-declared-to = Рейз до (названо)
field-prior-chips = Фишки, уже лежащие перед игроком (1000 500)
field-prior-chips-moved = Фишки перед игроком сдвигали
field-pushed-all = Выставлен весь стек?
field-act-action = Что сделал игрок
field-act-to = До (всего в этом раунде)
field-skipped-seat = Пропущенное место
field-skipped-spoke-up = Пропущенный игрок заявил о себе?
field-action-index = Какое действие (с 0)
field-next-card-dealt = Следующая карта уже сдана
field-meant-pot = Имелся в виду пот
field-count = Карт в руке
field-infraction = Нарушение
field-players-at-table = Игроков за столом
field-prior = Предыдущие штрафы
field-seconds = Секунд после вызова
field-acted = Сделал ход вовремя
field-at-seat = На месте к концу раздачи карт
field-announced = Объявленная сумма
field-by = Кем
field-motions = Фишки по движениям (1000 500 / 500)
field-then-action = Что игрок обещал сделать
field-then-to = До (всего в этом раунде)
field-condition-met = Условие выполнилось
field-found = Фишки, найденные за стеком
field-part-of-action = Часть действия?
field-error = Что произошло
field-identifiable = Карты можно опознать?
field-noticed = Когда замечено
field-cards = Сколько карт
field-first-two = Одна из первых двух карт колоды
field-street = Улица
field-question = Вопрос
field-arriving = Места новых игроков
field-correct-button = Где должен быть баттон
field-deliberate = Умышленно?
field-leaving = Уходящие места (напр. 2 5)
field-table-size = Мест за столом
field-declared-simultaneous = Сказано одновременно с фишками?
field-declared-raise-by = Сумма названа как «рейз на»?
field-called-from-seat = Часы вызваны с игрового места?
field-left-table = Ушёл из-за стола с живой рукой?
field-arrived-during-deal = Сел на место только после первой карты?
field-time-banks = Сдано карточек тайм-банка
field-arriving-from = Откуда новые игроки
field-serious = Серьёзное (угроза, умышленное оскорбление)?
field-rounds = Круги, выбранные менеджером
field-serving-hands-left = Штрафных раздач осталось до этой сдачи
field-serving-misdeal = Эта сдача была мисдилом

option-true = да
option-false = нет
option-call = колл
option-raise = рейз
option-bet = ставка
option-all-in = олл-ин
option-check = чек
option-fold = фолд
option-pot = пот
option-show = показ
option-muck = мак
option-none = нет
option-some = часть
option-all = все
option-etiquette = этикет
option-card-exposure = открытие карт
option-disclosure = раскрытие руки
option-electronic-device = электронное устройство
option-soft-play = софт-плей
option-collusion = сговор
option-dealer = дилер
option-player = игрок
option-misread = неверное прочтение руки
option-wrong-pot = банк отдан не тому игроку
option-killed-winner = дилер убил выигрышную руку
option-killed-hand = рука убита
option-mucked-face-down = сброшена в закрытую
option-one-card-tabled = одна карта выложена в открытую
option-bettor-mucked = сделавший ставку сбросил карты
option-before-next-hand = до следующей раздачи
option-next-hand-begun = после начала следующей раздачи
option-after-substantial-action = после существенного действия
option-in-break-within-minute = в перерыве, в течение минуты после вручения банка
option-after-break-minute = в перерыве, более чем через минуту после вручения банка
option-exposed-card = открытая карта
option-boxed-card = перевёрнутая карта в колоде
option-first-card-wrong-seat = первая карта ушла не на то место
option-dealt-in-wrongly = карты ошибочно сданы на место
option-dealt-out-wrongly = месту ошибочно не сданы карты
option-non-standard-card = карта не из этой колоды
option-fouled-deck = дефектная колода
option-four-card-flop = флоп из четырёх карт
option-no-burn = без сжигания карты
option-premature = карта сдана слишком рано
option-preflop = префлоп
option-flop = флоп
option-turn = тёрн
option-river = ривер
option-next-hand = следующая раздача
option-button-misplaced = баттон не на своём месте
option-dodging-blinds = уклонение от блайндов
option-late-registration = поздняя регистрация
option-broken-table = расформированный стол

outcome-all-in = олл-ин
outcome-award = присуждение банка
outcome-bet = ставка
outcome-binding = имеет обязательную силу
outcome-binding-if-unchanged = имеет обязательную силу, если ситуация не изменится
outcome-call = колл
outcome-call-or-fold = колл или фолд
outcome-call-or-forfeit = колл или потеря фишек
outcome-check = чек
outcome-complete-hand = дополнить руку
outcome-corrected = исправлено
outcome-dead-hand = мёртвая рука
outcome-discretion = на усмотрение менеджера
outcome-disqualification = дисквалификация
outcome-face-up = открыть карты
outcome-fold = фолд
outcome-live-hand = живая рука
outcome-misdeal = мисдил
outcome-must-table = обязан выложить в открытую всю руку
outcome-must-call = обязан сделать колл
outcome-next-hand = следующая раздача
outcome-no-infraction = нарушения нет
outcome-no-right = права нет
outcome-not-binding = не имеет обязательной силы
outcome-not-yet = пока нет
outcome-options = варианты действий
outcome-penalty = штраф
outcome-raise = рейз
outcome-right = есть право
outcome-stands = остаётся в силе
outcome-warning = предупреждение

## Формы споров по остальной части свода правил (Правила 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = Ход до того, как была названа сумма
dispute-chip-race = Чип-рейс
dispute-hand-for-hand = Выбыли в одной раздаче («рука в руку»)
dispute-level-change = Смена уровня на стыке раздач
dispute-non-chip-item = Выставлена баунти-фишка или жетон
dispute-pot-count = Можно ли подсчитать банк?
dispute-stub = Уронили остаток колоды
field-began = Когда началась раздача
field-bettor = Место, где сказали «ставка» или «рейз»
field-busted = Игроки, выбывшие в раздаче
field-h4h-announced = «Рука в руку» объявлена до раздачи
field-item = Предмет
field-lowest = Наименьшая фишка, остающаяся в игре
field-mixed-with-muck = Смешан с маком или сожжёнными картами
field-new-ante = Анте нового уровня
field-new-big-blind-ante = Анте большого блайнда нового уровня
field-new-blinds-big = Большой блайнд нового уровня
field-new-blinds-small = Малый блайнд нового уровня
field-odd = Фишки выводимого цвета, по местам
field-order = Места по картам чип-рейса, от старшей
field-paid = Призовых мест
field-payouts = Призы за их места, начиная с лучшего
field-reconstructable = Порядок можно точно восстановить
field-remaining = Игроков оставалось в начале раздачи
field-removed = Выводимая фишка
field-start-stacks = Фишки каждого в начале раздачи
field-to = Затем названная сумма (всего на улице)
option-after-level = После начала нового уровня
option-before-level = До начала нового уровня
option-bounty-chip = Баунти-фишка
option-clock-token = Жетон часов или времени
option-dealer-push = Во время смены дилеров
option-other = Другое
outcome-exchanged = Обменяно, чип-рейс не нужен
outcome-no-prize = Без приза
outcome-race-to-run = Нужно провести чип-рейс
outcome-raced = Чип-рейс проведён
outcome-ranked-by-stack = Места по стеку на начало раздачи
outcome-reconstruct = Восстановить остаток колоды
outcome-reshuffle-all = Перемешать всё
outcome-reshuffle-stub = Перетасовать остаток колоды
outcome-shared-places = Места разделены
dispute-gesture = Постукивание по столу
dispute-rebuy-announced = Объявлен ребай
field-gesture = Жест
field-stack = Фишки в начале раздачи
field-rebuy-chips = Фишки ребая
option-tap = Постукивание по столу
option-before-deal = До раздачи карт
option-during-hand = Во время раздачи
outcome-plays-behind = Фишки ребая играют в этой раздаче
outcome-after-hand = Добавляются после раздачи

## Формы споров по инцидентам вне торговли (Правила 7, 31, 63).
dispute-away-from-table = Ушёл из-за стола с живой рукой
dispute-chips-out-of-view = Фишки вне поля зрения или при переносе
dispute-wrong-seat = Игрок не на своём месте
field-amount = Фишки, о которых идёт речь
field-assigned-seat = Место, выпавшее игроку
field-assigned-seat-empty = Выпавшее место свободно
field-clock-ran-out = Время на часах истекло до возвращения игрока
field-stack-in-view = Фишки, оставшиеся на виду на столе
field-whereabouts = Где были фишки
option-after-hands = Между раздачами, после сыгранных раздач
option-before-action = До того, как кто-либо сделал ход
option-carried-in-view = Перенесены на виду
option-carried-out-of-view = Перенесены вне поля зрения
option-concealed = Спрятаны за столом
option-pocketed = В кармане или сумке
outcome-forfeited = Изъяты и выведены из игры
outcome-kept = Остаются у игрока
outcome-moved = Пересаживается на выпавшее место
outcome-stays-live = Рука остаётся живой

## Журнал флора: реестр штрафов, игроки, инциденты, вид для печати.

web-register-counted = В реестре турнира { $tournament } у этого игрока { $count ->
        [0] нет подтверждённых штрафов
        [one] { $count } подтверждённый штраф, который учитывается как предыдущий: { $entries }
        [few] { $count } подтверждённых штрафа, которые учитываются как предыдущие: { $entries }
        [many] { $count } подтверждённых штрафов, которые учитываются как предыдущие: { $entries }
       *[other] { $count } подтверждённого штрафа, которые учитываются как предыдущие: { $entries }
    }.
web-register-entry = стол { $table }, { $at } UTC, { $given ->
        [warning] предупреждение
       *[rounds] { $rounds ->
            [one] пропуск { $rounds } круга
            [few] пропуск { $rounds } кругов
            [many] пропуск { $rounds } кругов
           *[other] пропуск { $rounds } круга
        }
    }
web-bad-player-id = id игрока — это от 1 до 64 видимых символов, без пробелов, `%`, `_` и `,`; `erased` зарезервировано
web-record-limit = `limit` — от 1 до { $most }
web-webhook-url = URL вебхука — это `https://…` или `http://` на loopback-адрес (этот компьютер), не более 2000 символов
web-no-webhook = нет вебхука с id { $id }
web-no-incident = нет инцидента с id { $id }
web-incident-too-long = не более { $most ->
        [one] { $most } символа
        [few] { $most } символов
        [many] { $most } символов
       *[other] { $most } символа
    }
web-sign-off-needs-person = инцидент подписывает супервайзер, вошедший как человек, а не по ключу
web-print-label = { $what ->
        [ruling] Решение
        [incident] Отчёт об инциденте
        [when] Когда
        [occurred] Когда произошло
        [event] Турнир
        [table] Стол
        [seat] Место
        [player] Игрок
        [game] Игра
        [blinds] Блайнды
        [seats] Места и стеки
        [actions] Действия
        [hand] История раздачи
        [proposed] Предложено
        [bets] Ставки этого раунда
        [ante] Анте
        [bba] Анте большого блайнда
        [yes] Да
        [no] Нет
        [asked] Кто запросил
        [recorded] Кто записал
        [id] ID в журнале
        [facts] Факты
        [reasons] Обоснование
        [see-also] См. также
        [discretion] TDA оставляет этот вопрос на усмотрение менеджера (Правило 1): здесь приведено решение, рекомендуемое правилами.
        [final] Окончательное решение
        [upheld] Подтверждено
        [overruled] Отменено
        [pending] Окончательного решения пока нет.
        [by] Кем
        [note] Примечание
        [seen] Что было замечено
        [witnesses] Свидетели
        [signed] Подпись
        [unsigned] Ещё не подписано.
        [player_identity] Идентификация игрока
        [electronic_device] Электронное устройство
        [official_language] Официальный язык
        [seating] Рассадка
        [absent_from_seat] Отсутствие за столом
        [chips_hidden] Фишки вне поля зрения
        [abuse] Оскорбления
       *[other] Поведение
    }

## games (issue 25)
field-short-table-big-blind = Короткий стол: место последнего большого блайнда
field-short-table-seats = Короткий стол: занятые места
field-short-table-size = Короткий стол: всего мест
field-big-blind-in-wrong-seat = Большой блайнд внесён не на своём месте?
field-occupant-assigned-seat = Место, выпавшее игроку, который там сидит
option-before-hand = До начала раздачи (риффла ещё не было)
option-hand-begun = Раздача началась, карты ещё не сданы
option-abuse = оскорбительное поведение
option-throwing-cards = бросание карт
option-phone-call = телефонный разговор за столом
option-device-on-table = устройство на столе
option-strategy-tool = стратегический инструмент или сторонняя помощь
option-identity = нельзя опознать (очки, капюшон)
option-language = необъявленный язык
option-chips-hidden = фишки вне поля зрения
field-hidden-chips = Фишки, которые держали вне поля зрения
outcome-final-table = финальный стол
field-seats-per-table = Мест за столом
field-seat-cards = Карты мест в порядке сдачи
dispute-final-table = Финальный стол и жеребьёвка мест
dispute-undercall-chain = Неполные коллы один за другим
option-TDA5 = A-5 трипл-дро
option-TD27 = 2-7 трипл-дро
option-STUD8 = семикарточный стад хай-лоу
option-STUD = семикарточный стад
option-SHORT-DECK = шорт-дек холдем
option-SD27 = 2-7 сингл-дро
option-RAZZ = разз
option-PLO8 = пот-лимит омаха хай-лоу
option-PLO6 = шестикарточная пот-лимит омаха
option-PLO5 = пятикарточная пот-лимит омаха
option-PLO = пот-лимит омаха
option-PLHE = пот-лимит холдем
option-O8 = лимитная омаха хай-лоу
option-NLO8 = безлимитная омаха хай-лоу
option-NLO = безлимитная омаха
option-NLHE = безлимитный холдем
option-LO = лимитная омаха
option-LHE = лимитный холдем
option-DRAW5 = пятикарточный дро
option-BIGO = Big O
option-COURCHEVEL = куршевель
option-COURCHEVEL8 = куршевель хай-лоу
option-BADUGI = бадуги
outcome-moves = пересаживается
option-who-moves = кто пересаживается
option-stud-only = только стад-игры
option-short-stub = не хватает карт на седьмую улицу
option-seventh-card-exposed = карта седьмой улицы сдана в открытую
option-premature-card = карта сдана слишком рано
option-next-button = куда переходит баттон
option-mixed = смешанные игры
option-down-card-exposed = закрытая карта сдана в открытую
field-stud-since = С той раздачи был круг стада
field-stub = Карт в остатке колоды
field-seats = Занятые места
field-open-seat = Свободное место за неполным столом
field-next-game = Игра следующей раздачи
field-event = Турнир
field-button = Баттон
dispute-picked-up-cards = Подняты открытые карты (стад)
dispute-stud-deal = Ошибка при сдаче в стаде
dispute-rotation = Ротация смешанных игр
option-bring-in = бринг-ин
option-complete = комплит
option-draw = обмен
option-third = третья улица
option-fourth = четвёртая улица
option-fifth = пятая улица
option-sixth = шестая улица
option-seventh = седьмая улица
option-predraw = до обмена
option-first-draw = после первого обмена
option-second-draw = после второго обмена
option-third-draw = после третьего обмена

## console
## Собственные слова консоли флора (crates/web/console: `t("…")` и `data-i18n="…"` называют их
## без префикса `console-`), отдаются по GET /v1/console/messages. Каждое `{ $имя }` заполняет
## страница: в этих сообщениях нет селекторов (страница не применяет правил множественного числа).
console-table = Стол
console-edition = Редакция
console-language = Язык
console-setup = Настройка стола
console-game = Игра
console-small-blind = Малый блайнд
console-big-blind = Большой блайнд
console-bba = Анте большого блайнда
console-button = Баттон
console-seat = Место
console-name = Имя
console-stack = Стек
console-add-seat = Добавить место
console-save-setup = Запомнить этот стол
console-presets = Уровни
console-mode-spot = Текущий раунд
console-mode-hand = Раздача по шагам
console-mode-paste = Вставить историю раздачи
console-new-hand = Новая раздача
console-street = Улица
console-preflop = Префлоп
console-flop = Флоп
console-turn = Тёрн
console-river = Ривер
console-pot-before = Банк до этого раунда
console-last-full-raise = Последняя полная ставка или рейз
console-to-act = Ходит
console-in-front = Впереди
console-behind = Позади
console-folded = Сделали фолд
console-acted = Действовали после последнего полного рейза
console-fold = Фолд
console-check = Чек
console-call = Колл
console-raise-to = Ставка / рейз до
console-all-in = Олл-ин
console-show = Показать
console-muck = Мак
console-undo = Отменить
console-format = Формат
console-import = Импортировать раздачу
console-dispute = Спор
console-type = Тип
console-chips-pushed = Выставленные фишки
console-clear = Очистить
console-submit = Решить
console-note = Примечание
console-upheld = Подтверждено
console-overruled = Отменено
console-recent = Последние решения за этим столом
console-pot = Банк
console-board = Борд
console-remove = Убрать
console-table-drawing = Стол в воспроизведении раздачи
console-to-act-now = Ходит место { $seat } — для колла { $call }
console-raise-between = рейз до { $low }–{ $high }
console-raise-exactly = рейз до { $amount }
console-no-raise = рейз невозможен
console-hand-over = Раздача окончена
console-no-player = Некому ходить
console-saved = Стол запомнен на этом устройстве
console-final-saved = Окончательное решение записано: { $word }
console-final-word = Окончательное решение
console-returned = Возвращено
console-action = Действие
console-to-call = Для колла
console-raise-range = Рейз
console-discretion = Решает менеджер (Правило 1): сначала решение, рекомендуемое правилами, затем
console-if = если
console-imported = Импортировано раздач: { $count }
console-none = —
console-house = Правила заведения
console-house-tda-only = Только TDA (без правил заведения)
console-house-default = По умолчанию на сервере ({ $name })
console-house-ruling = Решение по правилам заведения — { $title }, версия { $version }
console-tda-alone = Только по TDA
console-house-none = Правила заведения: не влияют ({ $title })
console-forfeited = Изъято
console-unknown-house = { $name } (нет на этом сервере)
console-sign-in = Войти
console-sign-out = Выйти
console-sign-in-title = Войдите, чтобы выносить решения
console-your-name = Ваше имя
console-pin = PIN-код или пароль
console-sign-in-note = Каждый входит под своим именем и PIN-кодом; сеанс завершается при выходе, после смены или если планшет долго не используется.
console-signed-in = { $name } · { $role }
console-role-reader = только просмотр
console-role-floor = менеджер
console-role-supervisor = супервайзер
console-role-admin = администратор
console-proposed = Предложено: супервайзер подтверждает его из своего сеанса
console-confirm = Подтвердить предложение менеджера
console-confirmed = Подтверждено супервайзером: { $word }
console-offline = Сервер недоступен
console-not-logged = Ещё не записано в журнал: хранится на этом планшете и будет отправлено, когда сервер снова станет доступен
console-offline-missing = В этой сборке сервера нет офлайн-движка: консоль выносит решения, только пока сервер доступен.
console-pending-count = Ещё не записано в журнал: { $count }
console-not-logged-refused = Сервер отклонил решение, вынесенное без связи
console-did-fold = фолд
console-did-check = чек
console-did-call = колл
console-did-bet = ставка
console-did-raise = рейз до
console-did-all-in = олл-ин
console-did-show = показ
console-did-muck = мак
console-dealt = { $street }: сдано
console-print = Печать
console-notice = Номера и названия правил Poker TDA используются с разрешения Poker Tournament Directors Association (www.pokertda.com). Краткие изложения и рассуждения — собственный пересказ floorcall, а не официальный текст; действуют официальные правила TDA.
console-cards = Карты
console-cards-to-pick = выбрать карт: { $count }
console-done = Готово
console-rules = Правила
console-rules-search = Номер правила или слово из него
console-rule-numbers = 2024: Правило { $n2024 } · 2026: Правило { $n2026 }
console-no-rule-found = Подходящих правил нет
console-full-bet-to = Последняя полная ставка или рейз, до (всего на улице)
console-recent-search = Место, игрок, спор или время
console-ante = Анте
console-bring-in = Бринг-ин
console-small-bet = Малая ставка
console-big-bet = Большая ставка
console-act-bring-in = Бринг-ин
console-act-complete = Комплит
console-did-bring-in = вносит бринг-ин
console-did-complete = делает комплит до
console-did-draw = меняет { $count }
console-down-cards = Закрытые карты
console-up-cards = Открытые карты
console-draw-count = Обмен: { $count }
console-stand-pat = Без обмена
console-to-draw = Место { $seat } меняет карты
console-asked = От этого зависит решение: выберите вариант
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {": "}
console-discards = Сброшенные карты
console-drawn-cards = Полученные карты
field-left-since = Места, опустевшие с той раздачи
field-same-table = Все выбыли за одним столом
