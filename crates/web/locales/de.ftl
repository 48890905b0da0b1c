### floorcall-Webdienst: seine eigenen Worte, auf Deutsch: seine Fehlermeldungen und die Formulare der Konsole.
### Eine Nachricht je WebText aus crates/web/src/text.rs; ihre Argumente ($field, $seconds…) sind die
### Felder der Nachricht. Gerendert über die Bibliothek der Engine, neben deren Dateien, sodass eine
### Fehlermeldung eine Begründung der Engine zitieren kann. Die Wörter der Formulare listet crates/web/src/forms.rs auf.

## problems

web-title = { $kind ->
        [bad-request] Fehlerhafte Anfrage
        [invalid-field] Ungültiges Feld
        [invalid-hand] Ungültige Hand oder ungültiger Streitfall
        [illegal-action] Unmögliche Aktion in der Hand
        [unsupported] Nicht unterstützt
        [dispute-mismatch] Der Streitfall passt nicht zur Hand
        [not-found] Nicht gefunden
        [method-not-allowed] Methode nicht erlaubt
        [conflict] Konflikt
        [payload-too-large] Anfragetext zu groß
        [unsupported-media-type] Nicht unterstützter Medientyp
        [unavailable] Dienst nicht verfügbar
        [unauthorized] Authentifizierung erforderlich
        [forbidden] Für diesen Schlüssel nicht erlaubt
        [too-many-requests] Zu viele Anfragen
        [misdirected-request] Falscher Host
       *[internal] Interner Fehler
    }
web-raw = { $text }
web-not-json = der Anfragetext ist kein gültiges JSON: { $detail }
web-at-field = { $field }: { $problem }
web-unknown-field = unbekanntes Feld `{ $name }`, erwartet wird eines von { $expected }
web-missing-field = fehlendes Feld `{ $name }`
web-unknown-variant = unbekannter Wert `{ $value }`, erwartet wird einer von { $expected }
web-invalid-type = ungültiger Typ: { $found }, erwartet wird { $expected }
web-invalid-value = ungültiger Wert: { $found }, erwartet wird { $expected }
web-bad-query = der Query-String ist fehlerhaft: { $problem }
web-send-json = den Anfragetext als JSON mit `Content-Type: application/json` senden
web-body-too-large = der Anfragetext ist größer, als dieser Server annimmt
web-log-unavailable = das Entscheidungsprotokoll ist nicht verfügbar ({ $cause })
web-key-reused = der Idempotency-Key wurde bereits mit einer anderen Anfrage verwendet
web-no-such-path = kein solcher Pfad: { $path }
web-no-rule = keine Regel mit dem Schlüssel { $key }
web-no-ruling = keine Entscheidung { $id }
web-log-off = das Entscheidungsprotokoll ist auf diesem Server abgeschaltet
web-note-too-long = note: höchstens 4000 Zeichen
web-key-not-ascii = Idempotency-Key muss aus sichtbaren ASCII-Zeichen bestehen
web-key-length = Idempotency-Key muss 1 bis 200 Zeichen lang sein
web-not-a-time = { $name }: „{ $value }“ ist weder eine RFC-3339-Zeitangabe noch ein Datum
web-limit-range = limit: 1 bis 1000
web-shutting-down = der Server wird heruntergefahren
web-too-many-connections = zu viele Verbindungen, bitte erneut versuchen
web-timeout = die Anfrage hat länger als { $seconds } s gedauert
web-internal = ein unerwarteter Fehler ist aufgetreten; er wurde protokolliert
web-method-not-allowed = diese Methode ist für diesen Pfad nicht erlaubt
web-no-hand-in-text = hand_text: keine Hand gefunden
web-host-not-allowed = dieser Server antwortet nicht für den Host „{ $host }“
web-no-key = einen API-Schlüssel senden: `Authorization: Bearer <key>`
web-bad-key = der API-Schlüssel ist unbekannt oder wurde widerrufen
web-role-needed = dafür ist ein Schlüssel mit der Rolle { $role } nötig; dieser Schlüssel hat die Rolle { $have }
web-no-access = dieser Vorgang steht keinem Schlüssel offen
web-rate-limited = zu viele Anfragen mit diesem Schlüssel; erneut versuchen in { $seconds } s
web-stored-request-too-large = das Protokoll speichert Anfragen von höchstens { $limit } Bytes
web-at-most-chars = höchstens { $count } Zeichen
web-no-api-key = kein API-Schlüssel { $id }
web-key-name = name: 1 bis 100 Zeichen
web-unknown-house = kein Hausregel-Profil heißt `{ $name }` (die Profile: { $known })
web-no-house = kein Hausregel-Profil { $name }
web-not-ruled-again = Entscheidung { $id } kann nicht so, wie sie protokolliert wurde, erneut getroffen werden: { $problem }
web-no-logged-profile = das Protokoll enthält das Hausregel-Profil { $digest } nicht, nach dem entschieden wurde
web-house-changed = diese Entscheidung wurde nach dem Hausregel-Profil `{ $name }` Version { $version } ({ $digest }) getroffen, aber `{ $name }` ist auf diesem Server jetzt Version { $now_version } ({ $now_digest }): sie wird unter keiner anderen Version protokolliert als der, nach der sie getroffen wurde. Erneut nach Version { $now_version } fragen oder die am Tisch getroffene Entscheidung in einem Vorfallbericht festhalten
web-house-pin-without-house = `house_version` und `house_digest` nennen die Version eines Profils, aber diese Anfrage wird nach keinem Profil entschieden: das Profil in `house` nennen
web-no-admin = es sind keine Admin-Zugangsdaten mehr vorhanden, daher lehnt dieser Server Anfragen ab: auf dem Server welche anlegen mit `floorcall keys create --name admin --role admin` (oder `floorcall staff add --name … --role admin`)
web-last-admin = dies sind die letzten aktiven Admin-Zugangsdaten: vor dem Widerrufen oder Deaktivieren einen weiteren Admin-Schlüssel oder ein weiteres Admin-Konto anlegen
web-credential-revoked = die Zugangsdaten „{ $name }“ wurden widerrufen
web-key-expired = der Schlüssel „{ $name }“ ist abgelaufen: ihn rotieren oder einen neuen anlegen
web-session-ended = die Sitzung von { $name } ist beendet (abgemeldet, abgelaufen oder widerrufen): erneut anmelden
web-account-disabled = das Konto von { $name } ist deaktiviert
web-bad-sign-in = falscher Name oder falsche PIN
web-account-locked = zu viele falsche PINs für dieses Konto: erneut versuchen in { $seconds } s
web-address-throttled = zu viele ungültige Zugangsdaten von dieser Adresse: erneut versuchen in { $seconds } s
web-too-many-in-progress = für diese Zugangsdaten laufen bereits { $count } Anfragen: erneut versuchen, wenn eine abgeschlossen ist
web-too-many-exports = für diese Zugangsdaten laufen bereits { $count } Exporte: erneut versuchen, wenn einer abgeschlossen ist
web-exports-busy = der Server führt bereits so viele Exporte aus, wie er annimmt: gleich erneut versuchen
web-quota-exceeded = diese Zugangsdaten haben für heute (UTC) ihre { $limit } Bytes an Entscheidungen gespeichert: erneut versuchen in { $seconds } s
web-rate-unavailable = das gemeinsame Anfragelimit kann nicht geprüft werden ({ $cause })
web-staff-name = name: 1 bis 100 Zeichen
web-secret-length = secret: eine PIN oder ein Passwort hat 6 bis 128 Zeichen
web-secret-repeated = secret: eine PIN oder ein Passwort darf nicht aus einem einzigen wiederholten Zeichen bestehen
web-name-taken = ein aktives Personalkonto trägt bereits diesen Namen
web-no-staff = kein Personalkonto { $id }
web-not-a-session = diese Zugangsdaten sind ein API-Schlüssel, keine Sitzung: stattdessen den Schlüssel widerrufen
web-needs-person = zum Bestätigen eines Vorschlags muss ein Supervisor als Person angemeldet sein, nicht als Schlüssel
web-no-proposal = für diese Entscheidung wartet kein Vorschlag { $id }
web-already-confirmed = der Vorschlag { $id } ist bereits bestätigt
web-own-proposal = ein Vorschlag wird von einer anderen Person bestätigt als der, die ihn gemacht hat
web-expires-range = expires_in_days: 1 bis 3650
web-https-only = dieser Server spricht nur HTTPS: https:// verwenden

## Die Streitfall-Formulare der Floor-Konsole (GET /v1/disputes): ein Titel je Streitfalltyp, eine
## Beschriftung je Feld (sein Pfad in `dispute`, `_` und `.` als `-` geschrieben), ein Wort je Auswahl,
## ein Wort je Ergebniscode.

dispute-bet = Chips und Ansage: Was war es?
dispute-options = Was darf der Spieler tun?
dispute-out-of-turn = Aktion außer der Reihe
dispute-incorrect-bet = Falsche Einsatzhöhe später bemerkt
dispute-cards-dealt = Falsche Kartenzahl
dispute-show-request = Recht, die Hand zu sehen?
dispute-face-up = Karten jetzt aufdecken?
dispute-showdown = Wer gewinnt die Pots?
dispute-penalty = Strafe
dispute-clock = Clock verlangt
dispute-at-seat = Rechtzeitig am Platz?
dispute-accepted-action = Einen falschen Betrag gecallt
dispute-count-request = Zählung eines Stacks
dispute-string-bet = String Bet
dispute-conditional-statement = „Wenn du setzt, raise ich“
dispute-chips-behind = Chips dahinter gefunden
dispute-showdown-error = Fehler beim Showdown
dispute-deal-error = Fehler beim Austeilen
dispute-board-error = Board falsch ausgeteilt
dispute-button-blinds = Button und Blinds

field-seat = Platz
field-requester = Fragender Platz
field-target = Wessen Hand oder Stack
field-chips = Vorgelegte Chips
field-declared-word = Ansage
field-declared-amount = Angesagter Betrag
field-declared-audible = Für den Tisch hörbar?
field-declared-before-chips = Angesagt, bevor die Chips landeten?
field-declared-raise = Zuerst „Raise“ angesagt
field-declared-to = Raise auf (angesagt)
field-prior-chips = Bereits davor liegende Chips (1000 500)
field-prior-chips-moved = Davor liegende Chips bewegt
field-pushed-all = Ganzer Stack nach vorn geschoben?
field-act-action = Was der Spieler getan hat
field-act-to = Auf (Gesamtbetrag dieser Setzrunde)
field-skipped-seat = Übergangener Platz
field-skipped-spoke-up = Hat sich der übergangene Spieler gemeldet?
field-action-index = Welche Aktion (ab 0)
field-next-card-dealt = Nächste Karte bereits ausgeteilt
field-meant-pot = Pot gemeint
field-count = Gehaltene Karten
field-infraction = Verstoß
field-players-at-table = Spieler am Tisch
field-prior = Frühere Strafen
field-seconds = Sekunden seit dem Verlangen der Clock
field-acted = Rechtzeitig agiert
field-at-seat = Am Platz, als das Austeilen endete
field-announced = Angesagter Betrag
field-by = Von
field-motions = Chips pro Bewegung (1000 500 / 500)
field-then-action = Was der Spieler angekündigt hat
field-then-to = Auf (Gesamtbetrag dieser Setzrunde)
field-condition-met = Die Bedingung ist eingetreten
field-found = Dahinter gefundene Chips
field-part-of-action = Teil der Aktion?
field-error = Was ist passiert
field-identifiable = Karten identifizierbar?
field-noticed = Bemerkt
field-cards = Wie viele Karten
field-first-two = Eine der ersten beiden Karten vom Deck
field-street = Street
field-question = Frage
field-arriving = Plätze der neuen Spieler
field-correct-button = Wo der Button liegen sollte
field-deliberate = Absichtlich?
field-leaving = Plätze, die den Tisch verlassen (z. B. 2 5)
field-table-size = Plätze am Tisch
field-declared-simultaneous = Gleichzeitig mit den Chips angesagt?
field-declared-raise-by = Betrag als „Raise um“ angesagt?
field-called-from-seat = Clock vom Platz aus verlangt?
field-left-table = Tisch mit Live-Hand verlassen?
field-arrived-during-deal = Platz erst nach der ersten Karte erreicht?
field-time-banks = Abgegebene Time-Bank-Karten
field-arriving-from = Neue Spieler kommen von
field-serious = Schwerwiegend (eine Drohung, absichtlicher Missbrauch)?
field-rounds = Vom Floor gewählte Runden
field-serving-hands-left = Verbleibende Strafhände vor diesem Austeilen
field-serving-misdeal = Dieses Austeilen war ein Misdeal

option-true = ja
option-false = nein
option-call = Call
option-raise = Raise
option-bet = Einsatz
option-all-in = All-in
option-check = Check
option-fold = Fold
option-pot = Pot
option-show = Zeigen
option-muck = Mucken
option-none = keine
option-some = einige
option-all = alle
option-etiquette = Etikette
option-card-exposure = Aufdecken von Karten
option-disclosure = Offenlegung
option-electronic-device = elektronisches Gerät
option-soft-play = Soft Play
option-collusion = Absprache
option-dealer = der Dealer
option-player = ein Spieler
option-misread = Hand falsch gelesen
option-wrong-pot = Pot an den Falschen vergeben
option-killed-winner = Gewinnerhand vom Dealer getötet
option-killed-hand = Hand getötet
option-mucked-face-down = verdeckt weggeworfen
option-one-card-tabled = eine Karte aufgedeckt
option-bettor-mucked = Setzender hat abgeworfen
option-before-next-hand = vor der nächsten Hand
option-next-hand-begun = nach Beginn der nächsten Hand
option-after-substantial-action = nach einer wesentlichen Aktion
option-in-break-within-minute = in einer Pause, binnen einer Minute nach dem Pot
option-after-break-minute = in einer Pause, mehr als eine Minute nach dem Pot
option-exposed-card = aufgedeckte Karte
option-boxed-card = Boxed Card
option-first-card-wrong-seat = erste Karte an den falschen Platz
option-dealt-in-wrongly = Platz fälschlich mit Karten bedient
option-dealt-out-wrongly = Platz fälschlich ohne Karten
option-non-standard-card = Karte, die nicht zum Deck gehört
option-fouled-deck = ungültiges Deck
option-four-card-flop = Flop mit vier Karten
option-no-burn = keine Burn-Karte
option-premature = Karte zu früh ausgeteilt
option-preflop = Pre-Flop
option-flop = Flop
option-turn = Turn
option-river = River
option-next-hand = nächste Hand
option-button-misplaced = Button falsch platziert
option-dodging-blinds = Drücken vor den Blinds
option-late-registration = späte Registrierung
option-broken-table = ein aufgelöster Tisch

outcome-all-in = All-in
outcome-award = Vergabe
outcome-bet = Einsatz
outcome-binding = bindend
outcome-binding-if-unchanged = bindend, sofern sich die Aktion nicht ändert
outcome-call = Call
outcome-call-or-fold = Call oder Fold
outcome-call-or-forfeit = Call oder Verwirken
outcome-check = Check
outcome-complete-hand = Hand vervollständigen
outcome-corrected = korrigiert
outcome-dead-hand = tote Hand
outcome-discretion = Ermessen
outcome-disqualification = Disqualifikation
outcome-face-up = aufgedeckt
outcome-fold = Fold
outcome-live-hand = Live-Hand
outcome-misdeal = Misdeal
outcome-must-table = muss die ganze Hand aufdecken
outcome-must-call = muss callen
outcome-next-hand = nächste Hand
outcome-no-infraction = kein Verstoß
outcome-no-right = kein Recht
outcome-not-binding = nicht bindend
outcome-not-yet = noch nicht
outcome-options = Optionen
outcome-penalty = Strafe
outcome-raise = Raise
outcome-right = Recht
outcome-stands = bleibt bestehen
outcome-warning = Verwarnung

## Die Streitfall-Formulare des übrigen Regelwerks (Regeln 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = Agiert, bevor der Betrag genannt war
dispute-chip-race = Chip Race
dispute-hand-for-hand = In derselben Hand ausgeschieden (Hand-for-Hand)
dispute-level-change = Levelwechsel rund um diese Hand
dispute-non-chip-item = Ein Bounty-Chip oder Token vorgelegt
dispute-pot-count = Darf der Pot gezählt werden?
dispute-stub = Das Restdeck ist heruntergefallen
field-began = Wann die Hand begann
field-bettor = Platz, der „Bet“ oder „Raise“ angesagt hat
field-busted = In der Hand ausgeschiedene Spieler
field-h4h-announced = Hand-for-Hand vor der Hand angekündigt
field-item = Der Gegenstand
field-lowest = Niedrigster noch gespielter Chip
field-mixed-with-muck = Mit dem Muck oder den Burn-Karten vermischt
field-new-ante = Ante des neuen Levels
field-new-big-blind-ante = Big-Blind-Ante des neuen Levels
field-new-blinds-big = Big Blind des neuen Levels
field-new-blinds-small = Small Blind des neuen Levels
field-odd = Chips der entfernten Farbe, pro Platz
field-order = Plätze nach Race-Karte, höchste zuerst
field-paid = Bezahlte Platzierungen
field-payouts = Preise ihrer Platzierungen, beste zuerst
field-reconstructable = Die Reihenfolge lässt sich sicher wiederherstellen
field-remaining = Verbliebene Spieler zu Beginn der Hand
field-removed = Entfernter Chip
field-start-stacks = Chips jedes Spielers zu Beginn der Hand
field-to = Dann genannter Betrag (Gesamtbetrag der Street)
option-after-level = Nachdem das neue Level begonnen hatte
option-before-level = Bevor das neue Level begonnen hatte
option-bounty-chip = Bounty-Chip
option-clock-token = Clock- oder Time-Token
option-dealer-push = Während des Dealerwechsels
option-other = Etwas anderes
outcome-exchanged = Getauscht, kein Chip Race nötig
outcome-no-prize = Kein Preis
outcome-race-to-run = Chip Race steht an
outcome-raced = Im Chip Race ausgespielt
outcome-ranked-by-stack = Nach Startstack platziert
outcome-reconstruct = Restdeck wiederherstellen
outcome-reshuffle-all = Alles verdeckt durchmischen
outcome-reshuffle-stub = Restdeck neu mischen
outcome-shared-places = Platzierungen geteilt
dispute-gesture = Ein Klopfen auf den Tisch
dispute-rebuy-announced = Ein angekündigter Re-Buy
field-gesture = Die Geste
field-stack = Chips zu Beginn der Hand
field-rebuy-chips = Chips des Re-Buys
option-tap = Ein Klopfen auf den Tisch
option-before-deal = Vor dem Austeilen
option-during-hand = Während der Hand
outcome-plays-behind = Spielt in dieser Hand hinter dem Stack mit
outcome-after-hand = Kommt nach der Hand hinzu

## Die Streitfall-Formulare der Vorfälle abseits des Setzens (Regeln 7, 31, 63).
dispute-away-from-table = Tisch mit Live-Hand verlassen
dispute-chips-out-of-view = Chips außer Sicht oder im Transport
dispute-wrong-seat = Ein Spieler auf dem falschen Platz
field-amount = Betroffene Chips
field-assigned-seat = Für den Spieler gezogener Platz
field-assigned-seat-empty = Der gezogene Platz ist leer
field-clock-ran-out = Eine Clock lief ab, bevor der Spieler zurückkam
field-stack-in-view = Sichtbar auf dem Tisch verbliebene Chips
field-whereabouts = Wo die Chips waren
option-after-hands = Zwischen Händen, nachdem Hände gespielt wurden
option-before-action = Bevor jemand agiert hat
option-carried-in-view = Offen sichtbar getragen
option-carried-out-of-view = Außer Sicht getragen
option-concealed = Am Tisch versteckt
option-pocketed = In einer Tasche oder einem Beutel
outcome-forfeited = Verwirkt, aus dem Spiel genommen
outcome-kept = Vom Spieler behalten
outcome-moved = Wechselt auf den gezogenen Platz
outcome-stays-live = Die Hand bleibt live

## Die Aufzeichnungen des Floors: das Strafregister, Spieler, Vorfälle, die Druckansicht.

web-register-counted = Das Strafregister von { $tournament } enthält { $count ->
        [0] keine bestätigte Strafe für diesen Spieler
        [one] eine bestätigte Strafe für diesen Spieler, die als frühere Strafe zählt: { $entries }
       *[other] { $count } bestätigte Strafen für diesen Spieler, die als frühere Strafen zählen: { $entries }
    }.
web-register-entry = Tisch { $table } um { $at } UTC, { $given ->
        [warning] eine Verwarnung
       *[rounds] { $rounds ->
            [one] eine Strafrunde
           *[other] { $rounds } Strafrunden
        }
    }
web-bad-player-id = eine Spieler-ID besteht aus 1 bis 64 sichtbaren Zeichen, ohne Leerzeichen, `%`, `_` oder `,`; `erased` ist reserviert
web-record-limit = `limit` liegt zwischen 1 und { $most }
web-webhook-url = eine Webhook-URL ist `https://…` oder `http://` zu einer Loopback-Adresse (dieser Rechner), höchstens 2000 Zeichen
web-no-webhook = kein Webhook mit der ID { $id }
web-no-incident = kein Vorfall mit der ID { $id }
web-incident-too-long = höchstens { $most } Zeichen
web-sign-off-needs-person = ein Vorfall wird von einem Supervisor abgezeichnet, der als Person angemeldet ist, nicht mit einem Schlüssel
web-print-label = { $what ->
        [ruling] Entscheidung
        [incident] Vorfallbericht
        [when] Zeitpunkt
        [occurred] Zeitpunkt des Vorfalls
        [event] Turnier
        [table] Tisch
        [seat] Platz
        [player] Spieler
        [game] Spiel
        [blinds] Blinds
        [seats] Plätze und Stacks
        [actions] Aktionen
        [hand] Handverlauf
        [proposed] Vorgeschlagen von
        [bets] Einsätze dieser Setzrunde
        [ante] Ante
        [bba] Big-Blind-Ante
        [yes] Ja
        [no] Nein
        [asked] Angefragt von
        [recorded] Erfasst von
        [id] Protokoll-ID
        [facts] Der Sachverhalt
        [reasons] Begründung
        [see-also] Siehe auch
        [discretion] Die TDA überlässt diesen Punkt dem Floor (Regel 1): die Auslegung, die die Regeln nahelegen.
        [final] Endgültige Entscheidung
        [upheld] Bestätigt
        [overruled] Aufgehoben
        [pending] Noch keine endgültige Entscheidung.
        [by] Von
        [note] Anmerkung
        [seen] Was beobachtet wurde
        [witnesses] Zeugen
        [signed] Abzeichnung
        [unsigned] Noch nicht abgezeichnet.
        [player_identity] Identität des Spielers
        [electronic_device] Elektronisches Gerät
        [official_language] Offizielle Sprache
        [seating] Platzvergabe
        [absent_from_seat] Abwesenheit vom Tisch
        [chips_hidden] Chips außer Sicht
        [abuse] Beleidigung
       *[other] Verhalten
    }

## games (issue 25)
field-short-table-big-blind = Unterbesetzter Tisch: Platz des letzten Big Blinds
field-short-table-seats = Unterbesetzter Tisch: besetzte Plätze
field-short-table-size = Unterbesetzter Tisch: Plätze insgesamt
field-big-blind-in-wrong-seat = Big Blind auf dem falschen Platz gezahlt?
field-occupant-assigned-seat = Vom dort sitzenden Spieler gezogener Platz
option-before-hand = Vor Beginn der Hand (noch kein Riffle)
option-hand-begun = Hand begonnen, noch keine Karte ausgeteilt
option-abuse = beleidigendes Verhalten
option-throwing-cards = Werfen von Karten
option-phone-call = Telefonat am Tisch
option-device-on-table = Gerät auf dem Tisch
option-strategy-tool = Strategiehilfe oder Hilfe von außen
option-identity = nicht erkennbar (Sonnenbrille, Kapuze)
option-language = nicht ausgehängte Sprache
option-chips-hidden = Chips außer Sicht
field-hidden-chips = Außer Sicht gehaltene Chips
outcome-final-table = Finaltisch
field-seats-per-table = Plätze pro Tisch
field-seat-cards = Platzkarten, in der Reihenfolge des Austeilens
dispute-final-table = Der Finaltisch und seine Platzauslosung
dispute-undercall-chain = Undercalls nacheinander
option-TDA5 = A-5 Triple Draw
option-TD27 = 2-7 Triple Draw
option-STUD8 = Seven Card Stud Hi/Lo
option-STUD = Seven Card Stud
option-SHORT-DECK = Short Deck Hold'em
option-SD27 = 2-7 Single Draw
option-RAZZ = Razz
option-PLO8 = Pot-Limit Omaha Hi/Lo
option-PLO6 = Six Card Pot-Limit Omaha
option-PLO5 = Five Card Pot-Limit Omaha
option-PLO = Pot-Limit Omaha
option-PLHE = Pot-Limit Hold'em
option-O8 = Limit Omaha Hi/Lo
option-NLO8 = No-Limit Omaha Hi/Lo
option-NLO = No-Limit Omaha
option-NLHE = No-Limit Hold'em
option-LO = Limit Omaha
option-LHE = Limit Hold'em
option-DRAW5 = Five Card Draw
option-BIGO = Big O
option-COURCHEVEL = Courchevel
option-COURCHEVEL8 = Courchevel Hi/Lo
option-BADUGI = Badugi
outcome-moves = wechselt
option-who-moves = wer wechselt
option-stud-only = nur Stud-Spiele
option-short-stub = zu wenige Karten für Seventh Street
option-seventh-card-exposed = Seventh-Street-Karte offen ausgeteilt
option-premature-card = Karte zu früh ausgeteilt
option-next-button = wohin der Button geht
option-mixed = Mixed Games
option-down-card-exposed = eine verdeckte Karte offen ausgeteilt
field-stud-since = Seit dieser Hand eine Stud-Runde
field-stub = Im Restdeck verbliebene Karten
field-seats = Besetzte Plätze
field-open-seat = Freier Platz am unterbesetzten Tisch
field-next-game = Spiel der nächsten Hand
field-event = Turnier
field-button = Button
dispute-picked-up-cards = Offene Karten aufgenommen (Stud)
dispute-stud-deal = Fehler beim Austeilen im Stud
dispute-rotation = Mixed-Game-Rotation
option-bring-in = Bring-in
option-complete = Complete
option-draw = Draw
option-third = Third Street
option-fourth = Fourth Street
option-fifth = Fifth Street
option-sixth = Sixth Street
option-seventh = Seventh Street
option-predraw = vor dem Draw
option-first-draw = nach dem ersten Draw
option-second-draw = nach dem zweiten Draw
option-third-draw = nach dem dritten Draw

## console
## Die eigenen Worte der Floor-Konsole (crates/web/console: `t("…")` und `data-i18n="…"` nennen sie
## ohne das Präfix `console-`), ausgeliefert über GET /v1/console/messages. Jedes `{ $name }` füllt
## die Seite aus: Diese Nachrichten verwenden keine Selektoren (die Seite kennt keine Pluralregeln).
console-table = Tisch
console-edition = Ausgabe
console-language = Sprache
console-setup = Tisch einrichten
console-game = Spiel
console-small-blind = Small Blind
console-big-blind = Big Blind
console-bba = Big-Blind-Ante
console-button = Button
console-seat = Platz
console-name = Name
console-stack = Stack
console-add-seat = Platz hinzufügen
console-save-setup = Diesen Tisch merken
console-presets = Levels
console-mode-spot = Die aktuelle Setzrunde
console-mode-hand = Hand, Schritt für Schritt
console-mode-paste = Hand-History einfügen
console-new-hand = Neue Hand
console-street = Street
console-preflop = Pre-Flop
console-flop = Flop
console-turn = Turn
console-river = River
console-pot-before = Pot vor dieser Setzrunde
console-last-full-raise = Letzter voller Einsatz oder Raise
console-to-act = Am Zug
console-in-front = Davor
console-behind = Dahinter
console-folded = Gefoldet
console-acted = Seit dem letzten vollen Raise agiert
console-fold = Fold
console-check = Check
console-call = Call
console-raise-to = Einsatz / Raise auf
console-all-in = All-in
console-show = Zeigen
console-muck = Mucken
console-undo = Rückgängig
console-format = Format
console-import = Hand importieren
console-dispute = Der Streitfall
console-type = Art
console-chips-pushed = Vorgeschobene Chips
console-clear = Leeren
console-submit = Entscheiden
console-note = Anmerkung
console-upheld = Bestätigt
console-overruled = Aufgehoben
console-recent = Letzte Entscheidungen an diesem Tisch
console-pot = Pot
console-board = Board
console-remove = Entfernen
console-table-drawing = Der Tisch, wie die Wiedergabe ihn sieht
console-to-act-now = Platz { $seat } am Zug — zum Callen { $call }
console-raise-between = Raise auf { $low }–{ $high }
console-raise-exactly = Raise auf { $amount }
console-no-raise = kein Raise
console-hand-over = Die Hand ist beendet
console-no-player = Kein Spieler am Zug
console-saved = Tisch auf diesem Gerät gemerkt
console-final-saved = Endgültige Entscheidung erfasst: { $word }
console-final-word = Endgültige Entscheidung
console-returned = Zurückgegeben
console-action = Aktion
console-to-call = Zum Callen
console-raise-range = Raise
console-discretion = Der Floor entscheidet (Regel 1): zuerst die Auslegung, die die Regeln nahelegen, dann
console-if = wenn
console-imported = Importierte Hände: { $count }
console-none = —
console-house = Hausregeln
console-house-tda-only = Nur TDA (keine Hausregeln)
console-house-default = Standard des Servers ({ $name })
console-house-ruling = Entscheidung nach Hausregeln — { $title }, Version { $version }
console-tda-alone = Allein nach den TDA-Regeln
console-house-none = Hausregeln: ohne Auswirkung ({ $title })
console-forfeited = Verwirkt
console-unknown-house = { $name } (nicht auf diesem Server)
console-sign-in = Anmelden
console-sign-out = Abmelden
console-sign-in-title = Zum Entscheiden anmelden
console-your-name = Ihr Name
console-pin = PIN oder Passwort
console-sign-in-note = Jede Person meldet sich mit eigenem Namen und eigener PIN an; die Sitzung endet beim Abmelden, nach einer Schicht oder wenn das Tablet unbenutzt bleibt.
console-signed-in = { $name } · { $role }
console-role-reader = Nur Lesen
console-role-floor = Floor
console-role-supervisor = Supervisor
console-role-admin = Administrator
console-proposed = Vorgeschlagen: Ein Supervisor bestätigt es in seiner eigenen Sitzung
console-confirm = Vorschlag des Floors bestätigen
console-confirmed = Von einem Supervisor bestätigt: { $word }
console-offline = Der Server ist nicht erreichbar
console-not-logged = Noch nicht protokolliert: auf diesem Tablet gespeichert und gesendet, sobald der Server wieder erreichbar ist
console-offline-missing = Dieser Server-Build enthält keine Offline-Engine: Die Konsole entscheidet nur, solange der Server erreichbar ist.
console-pending-count = Noch nicht protokolliert: { $count }
console-not-logged-refused = Der Server hat eine offline getroffene Entscheidung abgelehnt
console-did-fold = foldet
console-did-check = checkt
console-did-call = callt
console-did-bet = setzt
console-did-raise = raist auf
console-did-all-in = geht all-in
console-did-show = zeigt
console-did-muck = muckt
console-dealt = { $street } ausgeteilt
console-print = Drucken
console-notice = Die Nummern und Titel der Poker-TDA-Regeln werden mit Erlaubnis der Poker Tournament Directors Association (www.pokertda.com) verwendet. Zusammenfassungen und Begründungen sind floorcalls eigene Umschreibung, nicht der offizielle Text; maßgeblich sind die offiziellen TDA-Regeln.
console-cards = Karten
console-cards-to-pick = Zu wählende Karten: { $count }
console-done = Fertig
console-rules = Regeln
console-rules-search = Regelnummer oder Stichwort
console-rule-numbers = 2024: Regel { $n2024 } · 2026: Regel { $n2026 }
console-no-rule-found = Keine Regel passt
console-full-bet-to = Letzter voller Einsatz oder Raise, auf (Gesamtbetrag der Street)
console-recent-search = Platz, Spieler, Streitfall oder Uhrzeit
console-ante = Ante
console-bring-in = Bring-in
console-small-bet = Small Bet
console-big-bet = Big Bet
console-act-bring-in = Bring-in
console-act-complete = Complete
console-did-bring-in = zahlt Bring-in
console-did-complete = completet auf
console-did-draw = tauscht { $count }
console-down-cards = Verdeckte Karten
console-up-cards = Offene Karten
console-draw-count = Tauschen: { $count }
console-stand-pat = Kein Tausch
console-to-draw = Platz { $seat } tauscht
console-asked = Die Entscheidung hängt davon ab: bitte wählen
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {": "}
console-discards = Abgeworfene Karten
console-drawn-cards = Neue Karten
field-left-since = Seit dieser Hand frei gewordene Plätze
field-same-table = Alle am selben Tisch ausgeschieden
