### Webová služba floorcall: její vlastní slova v češtině: problémy a formuláře konzole.
### Jedna zpráva pro každý WebText z crates/web/src/text.rs; její argumenty ($field, $seconds…)
### jsou pole zprávy. Vykresluje se přes knihovnu enginu, vedle jeho souborů, aby problém mohl
### citovat důvod enginu. Slova formulářů vyjmenovává crates/web/src/forms.rs.

## problems

web-title = { $kind ->
        [bad-request] Chybně utvořený požadavek
        [invalid-field] Neplatné pole
        [invalid-hand] Neplatná hra nebo spor
        [illegal-action] Nepovolená akce ve hře
        [unsupported] Nepodporováno
        [dispute-mismatch] Spor neodpovídá hře
        [not-found] Nenalezeno
        [method-not-allowed] Metoda není povolena
        [conflict] Konflikt
        [payload-too-large] Tělo požadavku je příliš velké
        [unsupported-media-type] Nepodporovaný typ média
        [unavailable] Služba není dostupná
        [unauthorized] Vyžaduje se ověření
        [forbidden] Pro tento klíč není povoleno
        [too-many-requests] Příliš mnoho požadavků
        [misdirected-request] Nesprávný host
       *[internal] Vnitřní chyba
    }
web-raw = { $text }
web-not-json = tělo není platný JSON: { $detail }
web-at-field = { $field }: { $problem }
web-unknown-field = neznámé pole `{ $name }`, očekává se jedno z { $expected }
web-missing-field = chybí pole `{ $name }`
web-unknown-variant = neznámá hodnota `{ $value }`, očekává se jedna z { $expected }
web-invalid-type = neplatný typ: { $found }, očekává se { $expected }
web-invalid-value = neplatná hodnota: { $found }, očekává se { $expected }
web-bad-query = řetězec dotazu je chybný: { $problem }
web-send-json = pošlete tělo jako JSON s `Content-Type: application/json`
web-body-too-large = tělo je větší, než tento server přijímá
web-log-unavailable = záznam rozhodnutí není dostupný ({ $cause })
web-key-reused = Idempotency-Key už byl použit s jiným požadavkem
web-no-such-path = taková cesta neexistuje: { $path }
web-no-rule = žádné pravidlo s klíčem { $key }
web-no-ruling = žádné rozhodnutí { $id }
web-log-off = záznam rozhodnutí je na tomto serveru vypnutý
web-note-too-long = note: nejvýše 4000 znaků
web-key-not-ascii = Idempotency-Key musí být viditelné znaky ASCII
web-key-length = Idempotency-Key musí mít 1 až 200 znaků
web-not-a-time = { $name }: „{ $value }“ není čas podle RFC 3339 ani datum
web-limit-range = limit: 1 až 1000
web-shutting-down = server se vypíná
web-too-many-connections = příliš mnoho spojení, zkuste to znovu
web-timeout = požadavek trval déle než { $seconds } s
web-internal = došlo k neočekávané chybě; byla zaznamenána
web-method-not-allowed = tato metoda není na této cestě povolena
web-no-hand-in-text = hand_text: nenalezena žádná hra
web-host-not-allowed = tento server neodpovídá pro host „{ $host }“
web-no-key = pošlete klíč API: `Authorization: Bearer <key>`
web-bad-key = klíč API je neznámý nebo byl zrušen
web-role-needed = k tomu je potřeba klíč s rolí { $role }; tento klíč má roli { $have }
web-no-access = tato operace není přístupná žádnému klíči
web-rate-limited = příliš mnoho požadavků s tímto klíčem; zkuste to znovu za { $seconds } s
web-stored-request-too-large = záznam ukládá požadavky o nejvýše { $limit } bajtech
web-at-most-chars = nejvýše { $count } znaků
web-no-api-key = žádný klíč API { $id }
web-key-name = name: 1 až 100 znaků
web-unknown-house = žádný profil pravidel herny se nejmenuje `{ $name }` (profily: { $known })
web-no-house = žádný profil pravidel herny { $name }
web-not-ruled-again = rozhodnutí { $id } nelze znovu vydat tak, jak bylo zaznamenáno: { $problem }
web-no-logged-profile = záznam neobsahuje profil herny { $digest }, podle kterého se rozhodovalo
web-house-changed = toto rozhodnutí bylo vydáno podle profilu pravidel herny `{ $name }` verze { $version } ({ $digest }), ale `{ $name }` tohoto serveru je nyní ve verzi { $now_version } ({ $now_digest }): nezaznamenává se pod jinou verzí, než pod kterou bylo vydáno. Požádejte znovu podle verze { $now_version }, nebo rozhodnutí vydané u stolu zaznamenejte jako incident
web-house-pin-without-house = `house_version` a `house_digest` určují verzi profilu, ale tento požadavek se nerozhoduje podle žádného profilu: uveďte ho v `house`
web-no-admin = nezbyl žádný přístupový údaj správce, takže tento server požadavky odmítá: vytvořte ho na serveru pomocí `floorcall keys create --name admin --role admin` (nebo `floorcall staff add --name … --role admin`)
web-last-admin = toto je poslední aktivní přístupový údaj správce: před jeho zrušením nebo vypnutím vytvořte jiný klíč nebo účet správce
web-credential-revoked = přístupový údaj „{ $name }“ byl zrušen
web-key-expired = platnost klíče „{ $name }“ vypršela: obměňte ho nebo vytvořte nový
web-session-ended = relace uživatele { $name } skončila (odhlášení, vypršení nebo zrušení): přihlaste se znovu
web-account-disabled = účet uživatele { $name } je vypnutý
web-bad-sign-in = chybné jméno nebo PIN
web-account-locked = příliš mnoho chybných PINů pro tento účet: zkuste to znovu za { $seconds } s
web-address-throttled = příliš mnoho chybných přístupových údajů z této adresy: zkuste to znovu za { $seconds } s
web-too-many-in-progress = tento přístupový údaj už má rozpracované požadavky v počtu { $count }: zkuste to znovu, až jeden skončí
web-too-many-exports = tento přístupový údaj už má rozpracované exporty v počtu { $count }: zkuste to znovu, až jeden skončí
web-exports-busy = server provádí tolik exportů, kolik zvládne: zkuste to za chvíli znovu
web-quota-exceeded = tento přístupový údaj už dnes (UTC) uložil svých { $limit } bajtů rozhodnutí: zkuste to znovu za { $seconds } s
web-rate-unavailable = sdílený limit požadavků nelze ověřit ({ $cause })
web-staff-name = name: 1 až 100 znaků
web-secret-length = secret: PIN nebo heslo má 6 až 128 znaků
web-secret-repeated = secret: PIN nebo heslo nesmí být jeden opakovaný znak
web-name-taken = aktivní účet personálu s tímto jménem už existuje
web-no-staff = žádný účet personálu { $id }
web-not-a-session = tento přístupový údaj je klíč API, ne relace: zrušte místo toho klíč
web-needs-person = potvrzení návrhu vyžaduje supervizora přihlášeného jako osoba, ne klíč
web-no-proposal = na toto rozhodnutí nečeká žádný návrh { $id }
web-already-confirmed = návrh { $id } už je potvrzen
web-own-proposal = návrh potvrzuje jiná osoba než ta, která ho podala
web-expires-range = expires_in_days: 1 až 3650
web-https-only = tento server mluví jen HTTPS: použijte https://

## The floor console's dispute forms (GET /v1/disputes): a title per dispute type, a label per
## field (its path in `dispute`, `_` and `.` written `-`), a word per choice, a word per
## outcome code.

dispute-bet = Žetony a slova: co to bylo?
dispute-options = Co hráč smí udělat?
dispute-out-of-turn = Akce mimo pořadí
dispute-incorrect-bet = Sázka špatné výše zjištěná později
dispute-cards-dealt = Špatný počet karet
dispute-show-request = Smí ruku vidět?
dispute-face-up = Karty lícem nahoru už teď?
dispute-showdown = Kdo vyhrává poty?
dispute-penalty = Trest
dispute-clock = Zavolaný clock
dispute-at-seat = Byl včas na místě?
dispute-accepted-action = Dorovnání špatné částky
dispute-count-request = Spočítání stacku
dispute-string-bet = String bet
dispute-conditional-statement = „Když vsadíš, navýším“
dispute-chips-behind = Žetony nalezené za stackem
dispute-showdown-error = Chyba při showdownu
dispute-deal-error = Chyba při rozdávání
dispute-board-error = Špatně rozdaný board
dispute-button-blinds = Button a blindy

field-seat = Místo
field-requester = Místo, které žádá
field-target = Čí ruka nebo stack
field-chips = Posunuté žetony
field-declared-word = Řečené slovo
field-declared-amount = Řečená částka
field-declared-audible = Slyšel to stůl?
field-declared-before-chips = Řečeno dřív, než žetony dopadly?
field-declared-raise = Nejdřív řekl „raise“
field-declared-to = Navýšení na (řečeno)
field-prior-chips = Žetony už před hráčem (1000 500)
field-prior-chips-moved = Žetony před hráčem posunuty
field-pushed-all = Posunut celý stack?
field-act-action = Co hráč udělal
field-act-to = Na (celkem v tomto kole)
field-skipped-seat = Přeskočené místo
field-skipped-spoke-up = Přeskočený hráč se ozval?
field-action-index = Která akce (od 0)
field-next-card-dealt = Další karta už rozdána
field-meant-pot = Myslel pot
field-count = Držené karty
field-infraction = Přestupek
field-players-at-table = Hráči u stolu
field-prior = Dřívější tresty
field-seconds = Sekundy od zavolání
field-acted = Jednal včas
field-at-seat = Na místě, když skončilo rozdávání
field-announced = Ohlášená částka
field-by = Kdo
field-motions = Žetony v každém pohybu (1000 500 / 500)
field-then-action = Co hráč řekl, že udělá
field-then-to = Na (celkem v tomto kole)
field-condition-met = Podmínka se splnila
field-found = Žetony nalezené za stackem
field-part-of-action = Součást akce?
field-error = Co se stalo
field-identifiable = Karty identifikovatelné?
field-noticed = Zjištěno
field-cards = Kolik karet
field-first-two = Jedna z prvních dvou z balíčku
field-street = Kolo
field-question = Otázka
field-arriving = Místa nových hráčů
field-correct-button = Kde má být button
field-deliberate = Úmyslně?
field-leaving = Odcházející místa (např. 2 5)
field-table-size = Míst u stolu
field-declared-simultaneous = Řečeno současně se žetony?
field-declared-raise-by = Částka řečená jako „raise o“?
field-called-from-seat = Clock zavolán od stolu?
field-left-table = Odešel od stolu s živou rukou?
field-arrived-during-deal = Dorazil na místo až po první kartě?
field-time-banks = Odevzdané karty time banku
field-arriving-from = Noví hráči přicházejí z
field-serious = Závažné (výhrůžka, úmyslné urážky)?
field-rounds = Kola zvolená floormanem
field-serving-hands-left = Zbývající trestná rozdání před tímto rozdáním
field-serving-misdeal = Toto rozdání byl misdeal

option-true = ano
option-false = ne
option-call = call
option-raise = raise
option-bet = bet
option-all-in = all-in
option-check = check
option-fold = fold
option-pot = pot
option-show = ukázat
option-muck = zahodit
option-none = žádné
option-some = některé
option-all = všechny
option-etiquette = etiketa
option-card-exposure = odhalení karet
option-disclosure = prozrazení
option-electronic-device = elektronické zařízení
option-soft-play = soft play
option-collusion = spolčování
option-dealer = dealer
option-player = hráč
option-misread = špatně přečtená ruka
option-wrong-pot = pot přisunut špatnému hráči
option-killed-winner = vítěz zabitý dealerem
option-killed-hand = zabitá ruka
option-mucked-face-down = zahozeno lícem dolů
option-one-card-tabled = vyložena jedna karta
option-bettor-mucked = sázející zahodil karty
option-before-next-hand = před další hrou
option-next-hand-begun = po začátku další hry
option-after-substantial-action = po podstatné akci
option-in-break-within-minute = o přestávce, do minuty od přiznání potu
option-after-break-minute = o přestávce, víc než minutu po přiznání potu
option-exposed-card = odhalená karta
option-boxed-card = karta lícem nahoru v balíčku
option-first-card-wrong-seat = první karta na špatné místo
option-dealt-in-wrongly = místu chybně rozdáno
option-dealt-out-wrongly = místo chybně vynecháno
option-non-standard-card = karta, která nepatří do balíčku
option-fouled-deck = vadný balíček
option-four-card-flop = flop se čtyřmi kartami
option-no-burn = bez spálení
option-premature = karta rozdaná předčasně
option-preflop = preflop
option-flop = flop
option-turn = turn
option-river = river
option-next-hand = další hra
option-button-misplaced = špatně umístěný button
option-dodging-blinds = vyhýbání se blindům
option-late-registration = pozdní registrace
option-broken-table = rušený stůl

outcome-all-in = all-in
outcome-award = přidělení
outcome-bet = sázka
outcome-binding = závazné
outcome-binding-if-unchanged = závazné, pokud se akce nezmění
outcome-call = call
outcome-call-or-fold = call, nebo fold
outcome-call-or-forfeit = call, nebo propadnutí
outcome-check = check
outcome-complete-hand = doplnit ruku
outcome-corrected = opraveno
outcome-dead-hand = mrtvá ruka
outcome-discretion = uvážení floormana
outcome-disqualification = diskvalifikace
outcome-face-up = lícem nahoru
outcome-fold = fold
outcome-live-hand = živá ruka
outcome-misdeal = misdeal
outcome-must-table = musí vyložit celou ruku
outcome-must-call = musí dorovnat
outcome-next-hand = další hra
outcome-no-infraction = žádný přestupek
outcome-no-right = bez nároku
outcome-not-binding = nezávazné
outcome-not-yet = zatím ne
outcome-options = možnosti
outcome-penalty = trest
outcome-raise = navýšení
outcome-right = nárok
outcome-stands = platí
outcome-warning = napomenutí

## The dispute forms of the rest of the rulebook (Rules 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = Jednal dřív, než zazněla částka
dispute-chip-race = Chip race
dispute-hand-for-hand = Vyřazení ve stejné hře (hand-for-hand)
dispute-level-change = Kolem této hry se změnil level
dispute-non-chip-item = Posunutý bounty žeton nebo token
dispute-pot-count = Smí se pot spočítat?
dispute-stub = Upuštěný zbytek balíčku
field-began = Kdy hra začala
field-bettor = Místo, které řeklo bet nebo raise
field-busted = Hráči vyřazení v této hře
field-h4h-announced = Hand-for-hand vyhlášena před touto hrou
field-item = Předmět
field-lowest = Nejnižší žeton, který zůstává ve hře
field-mixed-with-muck = Smícháno s muckem nebo spálenými kartami
field-new-ante = Ante nového levelu
field-new-big-blind-ante = Big blind ante nového levelu
field-new-blinds-big = Big blind nového levelu
field-new-blinds-small = Small blind nového levelu
field-odd = Žetony odebírané barvy, po místech
field-order = Místa podle karty v chip race, od nejvyšší
field-paid = Placená místa
field-payouts = Výhry jejich míst, od nejlepšího
field-reconstructable = Pořadí lze s jistotou obnovit
field-remaining = Hráči, kteří zbývali na začátku hry
field-removed = Odebíraný žeton
field-start-stacks = Žetony, se kterými každý hru začal
field-to = Pak řečená částka (celkem v kole)
option-after-level = Po začátku nového levelu
option-before-level = Před začátkem nového levelu
option-bounty-chip = Bounty žeton
option-clock-token = Token na clock nebo čas
option-dealer-push = Během výměny dealera
option-other = Něco jiného
outcome-exchanged = Vyměněno, na chip race nic nezbývá
outcome-no-prize = Bez výhry
outcome-race-to-run = Chip race proběhne
outcome-raced = Rozehráno v chip race
outcome-ranked-by-stack = Pořadí podle počátečního stacku
outcome-reconstruct = Složit zbytek balíčku
outcome-reshuffle-all = Promíchat všechno
outcome-reshuffle-stub = Zamíchat zbytek balíčku
outcome-shared-places = Sdílená místa
dispute-gesture = Poklepání na stůl
dispute-rebuy-announced = Ohlášený rebuy
field-gesture = Gesto
field-stack = Žetony na začátku hry
field-rebuy-chips = Žetony z rebuye
option-tap = Poklepání na stůl
option-before-deal = Před rozdáním
option-during-hand = Během hry
outcome-plays-behind = Hraje za stackem v této hře
outcome-after-hand = Přichází po této hře

## The dispute forms of the incidents away from the betting (Rules 7, 31, 63).
dispute-away-from-table = Odešel od stolu s živou rukou
dispute-chips-out-of-view = Žetony mimo dohled nebo při přesunu
dispute-wrong-seat = Hráč na špatném místě
field-amount = Dotčené žetony
field-assigned-seat = Místo vylosované pro hráče
field-assigned-seat-empty = Vylosované místo je prázdné
field-clock-ran-out = Clock vypršel dřív, než se hráč vrátil
field-stack-in-view = Žetony, které zůstaly na očích na stole
field-whereabouts = Kde žetony byly
option-after-hands = Mezi hrami, po odehraných hrách
option-before-action = Než kdokoli jednal
option-carried-in-view = Přenášeny na očích
option-carried-out-of-view = Přenášeny mimo dohled
option-concealed = Schované u stolu
option-pocketed = V kapse nebo tašce
outcome-forfeited = Propadlé, mimo hru
outcome-kept = Ponechané hráči
outcome-moved = Přesun na vylosované místo
outcome-stays-live = Ruka zůstává živá

## The floor's record: the penalty register, players, incidents, the print view.

web-register-counted = Registr turnaje { $tournament } obsahuje { $count ->
        [0] pro tohoto hráče žádný potvrzený trest
        [one] pro tohoto hráče jeden potvrzený trest, počítaný jako dřívější: { $entries }
        [few] pro tohoto hráče { $count } potvrzené tresty, počítané jako dřívější: { $entries }
       *[other] pro tohoto hráče { $count } potvrzených trestů, počítaných jako dřívější: { $entries }
    }.
web-register-entry = stůl { $table } v { $at } UTC, { $given ->
        [warning] napomenutí
       *[rounds] { $rounds ->
            [one] jedno vynechané kolo
            [few] { $rounds } vynechaná kola
           *[other] { $rounds } vynechaných kol
        }
    }
web-bad-player-id = id hráče má 1 až 64 viditelných znaků, bez mezer, `%`, `_` a `,`; `erased` je vyhrazeno
web-record-limit = `limit` je 1 až { $most }
web-webhook-url = URL webhooku je `https://…`, nebo `http://` na adresu loopback (tento počítač), nejvýše 2000 znaků
web-no-webhook = žádný webhook s id { $id }
web-no-incident = žádný incident s id { $id }
web-incident-too-long = nejvýše { $most } znaků
web-sign-off-needs-person = incident podepisuje supervizor přihlášený jako osoba, ne klíčem
web-print-label = { $what ->
        [ruling] Rozhodnutí
        [incident] Zpráva o incidentu
        [when] Kdy
        [occurred] Stalo se
        [event] Turnaj
        [table] Stůl
        [seat] Místo
        [player] Hráč
        [game] Hra
        [blinds] Blindy
        [seats] Místa a stacky
        [actions] Akce
        [hand] Historie hry
        [proposed] Navrhl
        [bets] Sázky v tomto kole
        [ante] Ante
        [bba] Big blind ante
        [yes] Ano
        [no] Ne
        [asked] Žádal
        [recorded] Zaznamenal
        [id] Id záznamu
        [facts] Skutečnosti
        [reasons] Proč
        [see-also] Viz také
        [discretion] TDA tento bod nechává na floormanovi (pravidlo 1): výklad, ke kterému se pravidla přiklánějí.
        [final] Konečné slovo
        [upheld] Potvrzeno
        [overruled] Zrušeno
        [pending] Konečné slovo zatím nepadlo.
        [by] Kdo
        [note] Poznámka
        [seen] Co bylo vidět
        [witnesses] Svědci
        [signed] Podpis
        [unsigned] Zatím nepodepsáno.
        [player_identity] Identita hráče
        [electronic_device] Elektronické zařízení
        [official_language] Oficiální jazyk
        [seating] Usazení
        [absent_from_seat] Pryč od stolu
        [chips_hidden] Žetony mimo dohled
        [abuse] Urážky
       *[other] Chování
    }

## games (issue 25)
outcome-final-table = finálový stůl
field-seats-per-table = Míst u stolu
field-seat-cards = Karty míst v pořadí rozdání
dispute-final-table = Finálový stůl a los míst
dispute-undercall-chain = Undercally jeden po druhém
outcome-moves = přesouvá se
option-who-moves = kdo se přesouvá
option-stud-only = jen studové hry
option-short-stub = málo karet na sedmou ulici
option-seventh-card-exposed = karta sedmé ulice rozdána lícem nahoru
option-premature-card = karta rozdaná předčasně
option-next-button = kam jde button
option-mixed = mixované hry
option-down-card-exposed = karta lícem dolů rozdána lícem nahoru
option-TDA5 = A-5 triple draw
option-TD27 = 2-7 triple draw
option-STUD8 = seven-card stud hi/lo
option-STUD = seven-card stud
option-SHORT-DECK = short-deck hold'em
option-SD27 = 2-7 single draw
option-RAZZ = razz
option-PLO8 = pot-limit Omaha hi/lo
option-PLO6 = šestikaretní pot-limit Omaha
option-PLO5 = pětikaretní pot-limit Omaha
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
field-stud-since = Od té hry proběhlo kolo studu
field-stub = Karty zbývající v balíčku
field-seats = Obsazená místa
field-open-seat = Volné místo u kratšího stolu
field-next-game = Hra příštího rozdání
field-event = Turnaj
field-button = Button
dispute-picked-up-cards = Sebrané karty lícem nahoru (stud)
dispute-stud-deal = Chyba při rozdávání studu
dispute-rotation = Rotace her v mixu
option-bring-in = bring-in
option-complete = doplnit
option-draw = výměna
option-third = třetí ulice
option-fourth = čtvrtá ulice
option-fifth = pátá ulice
option-sixth = šestá ulice
option-seventh = sedmá ulice
option-predraw = před výměnou
option-first-draw = po první výměně
option-second-draw = po druhé výměně
option-third-draw = po třetí výměně

option-abuse = urážlivé chování
option-throwing-cards = házení karet
option-phone-call = telefonát u stolu
option-device-on-table = zařízení na stole
option-strategy-tool = strategická pomůcka nebo pomoc zvenčí
option-identity = nelze identifikovat (sluneční brýle, kapuce)
option-language = nevyhlášený jazyk
option-chips-hidden = žetony mimo dohled
field-hidden-chips = Žetony držené mimo dohled

field-occupant-assigned-seat = Místo vylosované hráčem, který tam sedí
option-before-hand = Před začátkem hry (ještě bez riflu)
option-hand-begun = Hra začala, zatím nerozdána žádná karta

field-big-blind-in-wrong-seat = Zaplatil big blind ze špatného místa?
field-short-table-big-blind = Kratší stůl: místo jeho posledního big blindu
field-short-table-seats = Kratší stůl: obsazená místa
field-short-table-size = Kratší stůl: míst celkem

## console
## The floor console's own words (crates/web/console: `t("…")` and `data-i18n="…"` name them
## without the `console-` prefix), served by GET /v1/console/messages. A `{ $name }` is filled in
## by the page: these messages use no selectors (the page does no plural rules).
console-table = Stůl
console-edition = Edice
console-language = Jazyk
console-setup = Nastavení stolu
console-game = Hra
console-small-blind = Small blind
console-big-blind = Big blind
console-bba = Big blind ante
console-button = Button
console-seat = Místo
console-name = Jméno
console-stack = Stack
console-add-seat = Přidat místo
console-save-setup = Zapamatovat si tento stůl
console-presets = Levely
console-mode-spot = Aktuální kolo
console-mode-hand = Hra krok za krokem
console-mode-paste = Vložit historii
console-new-hand = Nová hra
console-street = Kolo
console-preflop = Preflop
console-flop = Flop
console-turn = Turn
console-river = River
console-pot-before = Pot před tímto kolem
console-last-full-raise = Poslední plná sázka nebo navýšení
console-to-act = Na řadě
console-in-front = Před hráčem
console-behind = Za stackem
console-folded = Složil
console-acted = Jednal od posledního plného navýšení
console-fold = Fold
console-check = Check
console-call = Call
console-raise-to = Bet / raise na
console-all-in = All-in
console-show = Ukázat
console-muck = Zahodit
console-undo = Zpět
console-format = Formát
console-import = Importovat hru
console-dispute = Spor
console-type = Typ
console-chips-pushed = Posunuté žetony
console-clear = Vymazat
console-submit = Rozhodnout
console-note = Poznámka
console-upheld = Potvrzeno
console-overruled = Zrušeno
console-recent = Nedávná rozhodnutí u tohoto stolu
console-pot = Pot
console-board = Board
console-remove = Odebrat
console-table-drawing = Stůl, jak ho vidí přehrávání
console-to-act-now = Na řadě je místo { $seat } — k dorovnání { $call }
console-raise-between = navýšit na { $low }–{ $high }
console-raise-exactly = navýšit na { $amount }
console-no-raise = bez navýšení
console-hand-over = Hra skončila
console-no-player = Nikdo není na řadě
console-saved = Stůl zapamatován na tomto zařízení
console-final-saved = Konečné slovo zaznamenáno: { $word }
console-final-word = Konečné slovo
console-returned = Vráceno
console-action = Akce
console-to-call = K dorovnání
console-raise-range = Navýšení
console-discretion = Rozhoduje floorman (pravidlo 1): nejdřív výklad, ke kterému se pravidla přiklánějí, pak
console-if = pokud
console-imported = Importované hry: { $count }
console-none = —
console-house = Pravidla herny
console-house-tda-only = Jen TDA (bez pravidel herny)
console-house-default = Výchozí nastavení serveru ({ $name })
console-house-ruling = Rozhodnutí herny — { $title }, verze { $version }
console-tda-alone = Jen podle TDA
console-house-none = Pravidla herny: bez vlivu ({ $title })
console-forfeited = Propadlo
console-unknown-house = { $name } (na tomto serveru není)
console-sign-in = Přihlásit
console-sign-out = Odhlásit
console-sign-in-title = Přihlaste se k rozhodování
console-your-name = Vaše jméno
console-pin = PIN nebo heslo
console-sign-in-note = Každý se přihlašuje vlastním jménem a PINem; relace končí odhlášením, po směně nebo když tablet zůstane nečinný.
console-signed-in = { $name } · { $role }
console-role-reader = čtenář
console-role-floor = floorman
console-role-supervisor = supervizor
console-role-admin = správce
console-proposed = Navrženo: supervizor to potvrdí ze své vlastní relace
console-confirm = Potvrdit návrh floormana
console-confirmed = Potvrzeno supervizorem: { $word }
console-offline = Server není dostupný
console-not-logged = Zatím nezaznamenáno: uloženo na tomto tabletu a odešle se, až bude server zpět
console-offline-missing = Tato verze serveru nemá offline engine: konzole rozhoduje jen tehdy, když je server dostupný.
console-pending-count = Zatím nezaznamenáno: { $count }
console-not-logged-refused = Server odmítl rozhodnutí vydané offline
console-did-fold = skládá
console-did-check = checkuje
console-did-call = dorovnává
console-did-bet = sází
console-did-raise = navyšuje na
console-did-all-in = all-in
console-did-show = ukazuje
console-did-muck = zahazuje
console-dealt = { $street } rozdán
console-print = Tisk
console-notice = Čísla a názvy pravidel Poker TDA jsou použity se svolením Poker Tournament Directors Association (www.pokertda.com). Shrnutí a zdůvodnění jsou vlastní parafráze floorcall, nikoli oficiální text; platí oficiální pravidla TDA.
console-cards = Karty
console-cards-to-pick = karet k výběru: { $count }
console-done = Hotovo
console-rules = Pravidla
console-rules-search = Číslo nebo slova pravidla
console-rule-numbers = 2024: pravidlo { $n2024 } · 2026: pravidlo { $n2026 }
console-no-rule-found = Žádné pravidlo neodpovídá
console-full-bet-to = Poslední plná sázka nebo navýšení, na (celkem v kole)
console-recent-search = Místo, hráč, spor nebo čas
console-ante = Ante
console-bring-in = Bring-in
console-small-bet = Malá sázka
console-big-bet = Velká sázka
console-act-bring-in = Bring-in
console-act-complete = Doplnit
console-did-bring-in = platí bring-in
console-did-complete = doplňuje na
console-did-draw = mění { $count }
console-down-cards = Karty lícem dolů
console-up-cards = Karty lícem nahoru
console-draw-count = Výměna: { $count }
console-stand-pat = Bez výměny
console-to-draw = Místo { $seat } mění karty
console-asked = Rozhodnutí na tom závisí: vyberte jednu možnost
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {": "}
console-discards = Odhozené karty
console-drawn-cards = Nové karty
field-left-since = Místa uprázdněná od té hry
field-same-table = Všichni vypadli u jednoho stolu
