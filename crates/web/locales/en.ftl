### floorcall web service: its own words, in English: its problems, and the console's forms.
### A message per WebText of crates/web/src/text.rs; its arguments ($field, $seconds…) are the
### fields of the message. Rendered through the engine's library, beside its files, so a
### problem can quote an engine reason. The forms' words are listed by crates/web/src/forms.rs.

## problems

web-title = { $kind ->
        [bad-request] Malformed request
        [invalid-field] Invalid field
        [invalid-hand] Invalid hand or dispute
        [illegal-action] Impossible action in the hand
        [unsupported] Not supported
        [dispute-mismatch] The dispute does not fit the hand
        [not-found] Not found
        [method-not-allowed] Method not allowed
        [conflict] Conflict
        [payload-too-large] Request body too large
        [unsupported-media-type] Unsupported media type
        [unavailable] Service unavailable
        [unauthorized] Authentication required
        [forbidden] Not allowed for this key
        [too-many-requests] Too many requests
        [misdirected-request] Wrong host
       *[internal] Internal error
    }
web-raw = { $text }
web-not-json = the body is not valid JSON: { $detail }
web-at-field = { $field }: { $problem }
web-unknown-field = unknown field `{ $name }`, expected one of { $expected }
web-missing-field = missing field `{ $name }`
web-unknown-variant = unknown value `{ $value }`, expected one of { $expected }
web-invalid-type = invalid type: { $found }, expected { $expected }
web-invalid-value = invalid value: { $found }, expected { $expected }
web-bad-query = the query string is wrong: { $problem }
web-send-json = send the body as JSON with `Content-Type: application/json`
web-body-too-large = the body is larger than this server accepts
web-log-unavailable = the rulings log is unavailable ({ $cause })
web-key-reused = the Idempotency-Key was already used with a different request
web-no-such-path = no such path: { $path }
web-no-rule = no rule with key { $key }
web-no-ruling = no ruling { $id }
web-log-off = the rulings log is off on this server
web-note-too-long = note: at most 4000 characters
web-key-not-ascii = Idempotency-Key must be visible ASCII
web-key-length = Idempotency-Key must be 1 to 200 characters
web-not-a-time = { $name }: "{ $value }" is not an RFC 3339 time or a date
web-limit-range = limit: 1 to 1000
web-shutting-down = shutting down
web-too-many-connections = too many connections, retry
web-timeout = the request took longer than { $seconds } s
web-internal = an unexpected error occurred; it has been logged
web-method-not-allowed = this method is not allowed on this path
web-no-hand-in-text = hand_text: no hand found
web-host-not-allowed = this server does not answer for the host “{ $host }”
web-no-key = send an API key: `Authorization: Bearer <key>`
web-bad-key = the API key is unknown or has been revoked
web-role-needed = this needs a key with the { $role } role; this key has the { $have } role
web-no-access = this operation is open to no key
web-rate-limited = too many requests with this key; retry in { $seconds } s
web-stored-request-too-large = the log stores requests of at most { $limit } bytes
web-at-most-chars = at most { $count } characters
web-no-api-key = no API key { $id }
web-key-name = name: 1 to 100 characters
web-unknown-house = no house-rule profile is named `{ $name }` (the profiles: { $known })
web-no-house = no house-rule profile { $name }
web-not-ruled-again = ruling { $id } cannot be ruled again as it was logged: { $problem }
web-no-logged-profile = the log does not hold the house profile { $digest } it was ruled under
web-house-changed = this ruling was given under the house-rule profile `{ $name }` version { $version } ({ $digest }), but this server's `{ $name }` is now version { $now_version } ({ $now_digest }): it is not logged under a version other than the one it was given under. Ask again under version { $now_version }, or record the ruling given at the table as an incident
web-house-pin-without-house = `house_version` and `house_digest` name a profile's version, but this request is ruled under no profile: name it in `house`
web-no-admin = no admin credential is left, so this server refuses requests: create one on the server with `floorcall keys create --name admin --role admin` (or `floorcall staff add --name … --role admin`)
web-last-admin = this is the last active admin credential: make another admin key or account before revoking or disabling it
web-credential-revoked = the credential “{ $name }” has been revoked
web-key-expired = the key “{ $name }” has expired: rotate it or make a new one
web-session-ended = the session of { $name } has ended (signed out, expired or revoked): sign in again
web-account-disabled = the account of { $name } is disabled
web-bad-sign-in = wrong name or PIN
web-account-locked = too many wrong PINs for this account: retry in { $seconds } s
web-address-throttled = too many bad credentials from this address: retry in { $seconds } s
web-too-many-in-progress = this credential already has { $count } requests in progress: retry when one has finished
web-too-many-exports = this credential already has { $count } exports in progress: retry when one has finished
web-exports-busy = the server is running as many exports as it takes: retry in a moment
web-quota-exceeded = this credential has stored its { $limit } bytes of rulings for today (UTC): retry in { $seconds } s
web-rate-unavailable = the shared rate limit cannot be checked ({ $cause })
web-staff-name = name: 1 to 100 characters
web-secret-length = secret: a PIN or password has 6 to 128 characters
web-secret-repeated = secret: a PIN or password is not one character repeated
web-name-taken = an active staff account already has this name
web-no-staff = no staff account { $id }
web-not-a-session = this credential is an API key, not a session: revoke the key instead
web-needs-person = confirming a proposal needs a supervisor signed in as a person, not a key
web-no-proposal = no proposal { $id } is waiting on this ruling
web-already-confirmed = the proposal { $id } is already confirmed
web-own-proposal = a proposal is confirmed by another person than the one who made it
web-expires-range = expires_in_days: 1 to 3650
web-https-only = this server speaks HTTPS only: use https://

## The floor console's dispute forms (GET /v1/disputes): a title per dispute type, a label per
## field (its path in `dispute`, `_` and `.` written `-`), a word per choice, a word per
## outcome code.

dispute-bet = Chips and words: what was it?
dispute-options = What may the player do?
dispute-out-of-turn = Action out of turn
dispute-incorrect-bet = Wrong-sized bet found later
dispute-cards-dealt = Wrong number of cards
dispute-show-request = May they see the hand?
dispute-face-up = Cards face up now?
dispute-showdown = Who wins the pots?
dispute-penalty = Penalty
dispute-clock = Clock called
dispute-at-seat = At the seat in time?
dispute-accepted-action = Called a wrong amount
dispute-count-request = Count of a stack
dispute-string-bet = String bet
dispute-conditional-statement = "If you bet, I raise"
dispute-chips-behind = Chips found behind
dispute-showdown-error = Showdown error
dispute-deal-error = Dealing error
dispute-board-error = Board dealt wrongly
dispute-button-blinds = Button and blinds

field-seat = Seat
field-requester = Seat asking
field-target = Whose hand or stack
field-chips = Chips pushed
field-declared-word = Word said
field-declared-amount = Amount said
field-declared-audible = Heard by the table?
field-declared-before-chips = Said before the chips landed?
field-declared-raise = Said "raise" first
field-declared-to = Raise to (said)
field-prior-chips = Chips already in front (1000 500)
field-prior-chips-moved = Chips in front moved
field-pushed-all = The whole stack pushed?
field-act-action = What the player did
field-act-to = To (total this round)
field-skipped-seat = Seat skipped
field-skipped-spoke-up = The skipped player spoke up?
field-action-index = Which action (from 0)
field-next-card-dealt = Next card already dealt
field-meant-pot = Meant the pot
field-count = Cards held
field-infraction = Infraction
field-players-at-table = Players at the table
field-prior = Earlier penalties
field-seconds = Seconds since the call
field-acted = Acted in time
field-at-seat = At the seat when the deal ended
field-announced = Amount announced
field-by = By
field-motions = Chips per motion (1000 500 / 500)
field-then-action = What the player said they would do
field-then-to = To (total this round)
field-condition-met = The condition came true
field-found = Chips found behind
field-part-of-action = Part of the action?
field-error = What happened
field-identifiable = Cards identifiable?
field-noticed = Noticed
field-cards = How many cards
field-first-two = One of the first two off the deck
field-street = Street
field-question = Question
field-arriving = New players' seats
field-correct-button = Where the button should be
field-deliberate = On purpose?
field-leaving = Seats leaving (e.g. 2 5)
field-table-size = Seats at the table
field-declared-simultaneous = Said with the chips?
field-declared-raise-by = Amount said as "raise by"?
field-called-from-seat = Clock called from the seat?
field-left-table = Left the table with the hand live?
field-arrived-during-deal = Reached the seat only after the first card?
field-time-banks = Time-bank cards turned in
field-arriving-from = New players come from
field-serious = Serious (a threat, deliberate abuse)?
field-rounds = Rounds the floor chose
field-serving-hands-left = Penalty hands left before this deal
field-serving-misdeal = This deal was a misdeal

option-true = yes
option-false = no
option-call = call
option-raise = raise
option-bet = bet
option-all-in = all-in
option-check = check
option-fold = fold
option-pot = pot
option-show = show
option-muck = muck
option-none = none
option-some = some
option-all = all
option-etiquette = etiquette
option-card-exposure = card exposure
option-disclosure = disclosure
option-electronic-device = electronic device
option-soft-play = soft play
option-collusion = collusion
option-dealer = the dealer
option-player = a player
option-misread = hand misread
option-wrong-pot = wrong pot pushed
option-killed-winner = winner killed by the dealer
option-killed-hand = hand killed
option-mucked-face-down = thrown away face down
option-one-card-tabled = one card tabled
option-bettor-mucked = bettor mucked
option-before-next-hand = before the next hand
option-next-hand-begun = after the next hand began
option-after-substantial-action = after substantial action
option-in-break-within-minute = in a break, within a minute of the pot
option-after-break-minute = in a break, more than a minute after the pot
option-exposed-card = card exposed
option-boxed-card = boxed card
option-first-card-wrong-seat = first card to the wrong seat
option-dealt-in-wrongly = seat dealt in wrongly
option-dealt-out-wrongly = seat dealt out wrongly
option-non-standard-card = card not of the deck
option-fouled-deck = fouled deck
option-four-card-flop = four-card flop
option-no-burn = no burn
option-premature = card dealt too soon
option-preflop = pre-flop
option-flop = flop
option-turn = turn
option-river = river
option-next-hand = next hand
option-button-misplaced = button misplaced
option-dodging-blinds = dodging the blinds
option-late-registration = late registration
option-broken-table = a broken table

outcome-all-in = all-in
outcome-award = award
outcome-bet = bet
outcome-binding = binding
outcome-binding-if-unchanged = binding unless the action changes
outcome-call = call
outcome-call-or-fold = call or fold
outcome-call-or-forfeit = call or forfeit
outcome-check = check
outcome-complete-hand = complete hand
outcome-corrected = corrected
outcome-dead-hand = dead hand
outcome-discretion = discretion
outcome-disqualification = disqualification
outcome-face-up = face up
outcome-fold = fold
outcome-live-hand = live hand
outcome-misdeal = misdeal
outcome-must-table = must table the whole hand
outcome-must-call = must call
outcome-next-hand = next hand
outcome-no-infraction = no infraction
outcome-no-right = no right
outcome-not-binding = not binding
outcome-not-yet = not yet
outcome-options = options
outcome-penalty = penalty
outcome-raise = raise
outcome-right = right
outcome-stands = stands
outcome-warning = warning

## The dispute forms of the rest of the rulebook (Rules 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = Acted before the amount was stated
dispute-chip-race = Chip race
dispute-hand-for-hand = Busted on the same hand (hand-for-hand)
dispute-level-change = The level changed around this hand
dispute-non-chip-item = A bounty chip or token pushed out
dispute-pot-count = May the pot be counted?
dispute-stub = The stub was dropped
field-began = When the hand began
field-bettor = Seat that said bet or raise
field-busted = Players busted on the hand
field-h4h-announced = Hand-for-hand announced before the hand
field-item = The item
field-lowest = Lowest chip still in play
field-mixed-with-muck = Mixed with the muck or burns
field-new-ante = New level's ante
field-new-big-blind-ante = New level's big-blind ante
field-new-blinds-big = New level's big blind
field-new-blinds-small = New level's small blind
field-odd = Chips of the removed colour, per seat
field-order = Seats by race card, highest first
field-paid = Places paid
field-payouts = Prizes of their places, best first
field-reconstructable = The order can be rebuilt for sure
field-remaining = Players left when the hand began
field-removed = Chip being removed
field-start-stacks = Chips each started the hand with
field-to = Amount then stated (street total)
option-after-level = After the new level began
option-before-level = Before the new level began
option-bounty-chip = Bounty chip
option-clock-token = Clock or time token
option-dealer-push = During the dealer push
option-other = Something else
outcome-exchanged = Exchanged, nothing to race
outcome-no-prize = No prize
outcome-race-to-run = Race to run
outcome-raced = Raced
outcome-ranked-by-stack = Ranked by starting stack
outcome-reconstruct = Rebuild the stub
outcome-reshuffle-all = Scramble it all
outcome-reshuffle-stub = Reshuffle the stub
outcome-shared-places = Places shared
dispute-gesture = A tap on the table
dispute-rebuy-announced = A re-buy announced
field-gesture = The gesture
field-stack = Chips when the hand began
field-rebuy-chips = Chips of the re-buy
option-tap = A tap on the table
option-before-deal = Before the deal
option-during-hand = During the hand
outcome-plays-behind = Plays behind in this hand
outcome-after-hand = Comes in after the hand

## The dispute forms of the incidents away from the betting (Rules 7, 31, 63).
dispute-away-from-table = Left the table with a live hand
dispute-chips-out-of-view = Chips out of view or in transit
dispute-wrong-seat = A player in the wrong seat
field-amount = Chips concerned
field-assigned-seat = Seat drawn for the player
field-assigned-seat-empty = The drawn seat is empty
field-clock-ran-out = A clock ran out before the player came back
field-stack-in-view = Chips left in view on the table
field-whereabouts = Where the chips were
option-after-hands = Between hands, after hands were played
option-before-action = Before anyone acted
option-carried-in-view = Carried in plain view
option-carried-out-of-view = Carried out of view
option-concealed = Hidden at the table
option-pocketed = In a pocket or bag
outcome-forfeited = Forfeited, out of play
outcome-kept = Kept by the player
outcome-moved = Moves to the drawn seat
outcome-stays-live = The hand stays live

## The floor's record: the penalty register, players, incidents, the print view.

web-register-counted = The register of { $tournament } holds { $count ->
        [0] no upheld penalty for this player
        [one] one upheld penalty for this player, counted as the earlier one: { $entries }
       *[other] { $count } upheld penalties for this player, counted as the earlier ones: { $entries }
    }.
web-register-entry = table { $table } at { $at } UTC, { $given ->
        [warning] a warning
       *[rounds] { $rounds ->
            [one] one missed round
           *[other] { $rounds } missed rounds
        }
    }
web-bad-player-id = a player id is 1 to 64 visible characters, without spaces, `%`, `_` or `,`; `erased` is reserved
web-record-limit = `limit` is 1 to { $most }
web-webhook-url = a webhook URL is `https://…`, or `http://` to a loopback address (this machine), at most 2000 characters
web-no-webhook = no webhook with id { $id }
web-no-incident = no incident with id { $id }
web-incident-too-long = at most { $most } characters
web-sign-off-needs-person = an incident is signed off by a supervisor signed in as a person, not with a key
web-print-label = { $what ->
        [ruling] Ruling
        [incident] Incident report
        [when] When
        [occurred] Happened
        [event] Event
        [table] Table
        [seat] Seat
        [player] Player
        [game] Game
        [blinds] Blinds
        [seats] Seats and stacks
        [actions] Actions
        [hand] Hand history
        [proposed] Proposed by
        [bets] Bets this round
        [ante] Ante
        [bba] Big-blind ante
        [yes] Yes
        [no] No
        [asked] Asked by
        [recorded] Recorded by
        [id] Log id
        [facts] The facts
        [reasons] Why
        [see-also] See also
        [discretion] The TDA leaves this point to the floor (Rule 1): the reading the rules lean to.
        [final] Final word
        [upheld] Upheld
        [overruled] Overruled
        [pending] No final word yet.
        [by] By
        [note] Note
        [seen] What was seen
        [witnesses] Witnesses
        [signed] Sign-off
        [unsigned] Not signed off yet.
        [player_identity] Player identity
        [electronic_device] Electronic device
        [official_language] Official language
        [seating] Seating
        [absent_from_seat] Away from the table
        [chips_hidden] Chips out of view
        [abuse] Abuse
       *[other] Conduct
    }

## games (issue 25)
outcome-final-table = final table
field-seats-per-table = Seats per table
field-seat-cards = Seat cards, in the order dealt
dispute-final-table = The final table and its seat draw
dispute-undercall-chain = Undercalls one after another
outcome-moves = moves
option-who-moves = who moves
option-stud-only = stud games only
option-short-stub = too few cards for seventh street
option-seventh-card-exposed = seventh-street card dealt face up
option-premature-card = card dealt too soon
option-next-button = where the button goes
option-mixed = mixed games
option-down-card-exposed = a down card dealt face up
option-TDA5 = A-5 triple draw
option-TD27 = 2-7 triple draw
option-STUD8 = seven-card stud hi/lo
option-STUD = seven-card stud
option-SHORT-DECK = short-deck hold'em
option-SD27 = 2-7 single draw
option-RAZZ = razz
option-PLO8 = pot-limit Omaha hi/lo
option-PLO6 = six-card pot-limit Omaha
option-PLO5 = five-card pot-limit Omaha
option-PLO = pot-limit Omaha
option-PLHE = pot-limit hold'em
option-O8 = limit Omaha hi/lo
option-NLO8 = no-limit Omaha hi/lo
option-NLO = no-limit Omaha
option-NLHE = no-limit hold'em
option-LO = limit Omaha
option-LHE = limit hold'em
option-DRAW5 = five-card draw
option-BIGO = Big O
option-COURCHEVEL = Courchevel
option-COURCHEVEL8 = Courchevel hi/lo
option-BADUGI = badugi
field-stud-since = A stud round since that hand
field-stub = Cards left in the stub
field-seats = Seats with a player
field-open-seat = Open seat at the short table
field-next-game = Game of the next hand
field-event = Event
field-button = Button
dispute-picked-up-cards = Up cards picked up (stud)
dispute-stud-deal = Stud dealing error
dispute-rotation = Mixed-game rotation
option-bring-in = bring in
option-complete = complete
option-draw = draw
option-third = third street
option-fourth = fourth street
option-fifth = fifth street
option-sixth = sixth street
option-seventh = seventh street
option-predraw = before the draw
option-first-draw = after the first draw
option-second-draw = after the second draw
option-third-draw = after the third draw

option-abuse = abusive conduct
option-throwing-cards = throwing cards
option-phone-call = phone call at the table
option-device-on-table = device on the table
option-strategy-tool = strategy tool or outside help
option-identity = not identifiable (sunglasses, hood)
option-language = language not posted
option-chips-hidden = chips out of view
field-hidden-chips = Chips held out of view

field-occupant-assigned-seat = Seat drawn by the player sitting there
option-before-hand = Before the hand began (no riffle yet)
option-hand-begun = Hand begun, no card dealt yet

field-big-blind-in-wrong-seat = Posted a big blind from the wrong seat?
field-short-table-big-blind = Short table: seat of its last big blind
field-short-table-seats = Short table: seats with a player
field-short-table-size = Short table: seats in all

## console
## The floor console's own words (crates/web/console: `t("…")` and `data-i18n="…"` name them
## without the `console-` prefix), served by GET /v1/console/messages. A `{ $name }` is filled in
## by the page: these messages use no selectors (the page does no plural rules).
console-table = Table
console-edition = Edition
console-language = Language
console-setup = Table set-up
console-game = Game
console-small-blind = Small blind
console-big-blind = Big blind
console-bba = Big-blind ante
console-button = Button
console-seat = Seat
console-name = Name
console-stack = Stack
console-add-seat = Add seat
console-save-setup = Remember this table
console-presets = Levels
console-mode-spot = The round now
console-mode-hand = Hand, tap by tap
console-mode-paste = Paste a history
console-new-hand = New hand
console-street = Street
console-preflop = Pre-flop
console-flop = Flop
console-turn = Turn
console-river = River
console-pot-before = Pot before this round
console-last-full-raise = Last full bet or raise
console-to-act = To act
console-in-front = In front
console-behind = Behind
console-folded = Folded
console-acted = Acted since the last full raise
console-fold = Fold
console-check = Check
console-call = Call
console-raise-to = Bet / raise to
console-all-in = All-in
console-show = Show
console-muck = Muck
console-undo = Undo
console-format = Format
console-import = Import the hand
console-dispute = The dispute
console-type = Type
console-chips-pushed = Chips pushed
console-clear = Clear
console-submit = Rule
console-note = Note
console-upheld = Upheld
console-overruled = Overruled
console-recent = Recent rulings at this table
console-pot = Pot
console-board = Board
console-remove = Remove
console-table-drawing = The table as the replay sees it
console-to-act-now = Seat { $seat } to act — to call { $call }
console-raise-between = raise to { $low }–{ $high }
console-raise-exactly = raise to { $amount }
console-no-raise = no raise
console-hand-over = The hand is over
console-no-player = No player to act
console-saved = Table remembered on this device
console-final-saved = Final word recorded: { $word }
console-final-word = Final word
console-returned = Returned
console-action = Action
console-to-call = To call
console-raise-range = Raise
console-discretion = The floor decides (Rule 1): the reading the rules lean to first, then
console-if = if
console-imported = Hands imported: { $count }
console-none = —
console-house = House rules
console-house-tda-only = TDA only (no house rules)
console-house-default = The server's default ({ $name })
console-house-ruling = House ruling — { $title }, version { $version }
console-tda-alone = Under the TDA alone
console-house-none = House rules: no effect ({ $title })
console-forfeited = Forfeited
console-unknown-house = { $name } (not on this server)
console-sign-in = Sign in
console-sign-out = Sign out
console-sign-in-title = Sign in to rule
console-your-name = Your name
console-pin = PIN or password
console-sign-in-note = Each person signs in with their own name and PIN; the session ends when you sign out, after a shift, or when the tablet is left idle.
console-signed-in = { $name } · { $role }
console-role-reader = reader
console-role-floor = floor
console-role-supervisor = supervisor
console-role-admin = administrator
console-proposed = Proposed: a supervisor confirms it from their own session
console-confirm = Confirm the floor's proposal
console-confirmed = Confirmed by a supervisor: { $word }
console-offline = The server cannot be reached
console-not-logged = Not yet logged: kept on this tablet and sent when the server is back
console-offline-missing = This server's build has no offline engine: the console rules only while the server is reachable.
console-pending-count = Not yet logged: { $count }
console-not-logged-refused = The server refused a ruling given offline
console-did-fold = folds
console-did-check = checks
console-did-call = calls
console-did-bet = bets
console-did-raise = raises to
console-did-all-in = all-in
console-did-show = shows
console-did-muck = mucks
console-dealt = { $street } dealt
console-print = Print
console-notice = Poker TDA rule numbers and titles are used with permission of the Poker Tournament Directors Association (www.pokertda.com). Summaries and reasoning are floorcall's own paraphrase, not the official text; the official TDA rules govern.
console-cards = Cards
console-cards-to-pick = cards to pick: { $count }
console-done = Done
console-rules = Rules
console-rules-search = A rule's number or words
console-rule-numbers = 2024: Rule { $n2024 } · 2026: Rule { $n2026 }
console-no-rule-found = No rule matches
console-full-bet-to = Last full bet or raise, to (street total)
console-recent-search = Seat, player, dispute or time
console-ante = Ante
console-bring-in = Bring-in
console-small-bet = Small bet
console-big-bet = Big bet
console-act-bring-in = Bring in
console-act-complete = Complete
console-did-bring-in = brings in
console-did-complete = completes to
console-did-draw = draws { $count }
console-down-cards = Down cards
console-up-cards = Up cards
console-draw-count = Draw: { $count }
console-stand-pat = Stand pat
console-to-draw = Seat { $seat } to draw
console-asked = The ruling depends on this: choose one
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {": "}
console-discards = Cards thrown
console-drawn-cards = Cards drawn
field-left-since = Seats left empty since that hand
field-same-table = All busted at one table
