### floorcall, servizio web: le sue parole, in italiano: i suoi problemi e i moduli della console.
### Un messaggio per ogni WebText di crates/web/src/text.rs; i suoi argomenti ($field, $seconds…) sono i
### campi del messaggio. Reso tramite la libreria del motore, accanto ai suoi file, così che un
### problema possa citare una motivazione del motore. Le parole dei moduli sono elencate da crates/web/src/forms.rs.

## problems

web-title = { $kind ->
        [bad-request] Richiesta malformata
        [invalid-field] Campo non valido
        [invalid-hand] Mano o controversia non valida
        [illegal-action] Azione impossibile nella mano
        [unsupported] Non supportato
        [dispute-mismatch] La controversia non corrisponde alla mano
        [not-found] Non trovato
        [method-not-allowed] Metodo non consentito
        [conflict] Conflitto
        [payload-too-large] Corpo della richiesta troppo grande
        [unsupported-media-type] Tipo di contenuto non supportato
        [unavailable] Servizio non disponibile
        [unauthorized] Autenticazione richiesta
        [forbidden] Non consentito per questa chiave
        [too-many-requests] Troppe richieste
        [misdirected-request] Host errato
       *[internal] Errore interno
    }
web-raw = { $text }
web-not-json = il corpo non è JSON valido: { $detail }
web-at-field = { $field }: { $problem }
web-unknown-field = campo sconosciuto `{ $name }`, atteso uno tra { $expected }
web-missing-field = campo mancante `{ $name }`
web-unknown-variant = valore sconosciuto `{ $value }`, atteso uno tra { $expected }
web-invalid-type = tipo non valido: { $found }, atteso { $expected }
web-invalid-value = valore non valido: { $found }, atteso { $expected }
web-bad-query = la query string non è corretta: { $problem }
web-send-json = inviare il corpo come JSON con `Content-Type: application/json`
web-body-too-large = il corpo supera la dimensione accettata da questo server
web-log-unavailable = il registro delle decisioni non è disponibile ({ $cause })
web-key-reused = l'Idempotency-Key è già stata usata con una richiesta diversa
web-no-such-path = percorso inesistente: { $path }
web-no-rule = nessuna regola con chiave { $key }
web-no-ruling = nessuna decisione { $id }
web-log-off = il registro delle decisioni è disattivato su questo server
web-note-too-long = note: al massimo 4000 caratteri
web-key-not-ascii = Idempotency-Key deve contenere solo caratteri ASCII visibili
web-key-length = Idempotency-Key deve avere da 1 a 200 caratteri
web-not-a-time = { $name }: “{ $value }” non è un orario RFC 3339 né una data
web-limit-range = limit: da 1 a 1000
web-shutting-down = arresto in corso
web-too-many-connections = troppe connessioni, riprovare
web-timeout = la richiesta ha impiegato più di { $seconds } s
web-internal = si è verificato un errore imprevisto; è stato registrato
web-method-not-allowed = questo metodo non è consentito su questo percorso
web-no-hand-in-text = hand_text: nessuna mano trovata
web-host-not-allowed = questo server non risponde per l'host “{ $host }”
web-no-key = inviare una chiave API: `Authorization: Bearer <key>`
web-bad-key = la chiave API è sconosciuta o è stata revocata
web-role-needed = serve una chiave con il ruolo { $role }; questa chiave ha il ruolo { $have }
web-no-access = questa operazione non è accessibile ad alcuna chiave
web-rate-limited = troppe richieste con questa chiave; riprovare tra { $seconds } s
web-stored-request-too-large = il registro memorizza richieste di al massimo { $limit } byte
web-at-most-chars = al massimo { $count } caratteri
web-no-api-key = nessuna chiave API { $id }
web-key-name = name: da 1 a 100 caratteri
web-unknown-house = nessun profilo di regole della casa si chiama `{ $name }` (i profili: { $known })
web-no-house = nessun profilo di regole della casa { $name }
web-not-ruled-again = la decisione { $id } non può essere ripetuta così come è stata registrata: { $problem }
web-no-logged-profile = il registro non contiene il profilo della casa { $digest } con cui è stata emessa la decisione
web-house-changed = questa decisione è stata presa con il profilo di regole della casa `{ $name }` versione { $version } ({ $digest }), ma il `{ $name }` di questo server ora è la versione { $now_version } ({ $now_digest }): non viene registrata con una versione diversa da quella con cui è stata presa. Richiederla con la versione { $now_version }, oppure registrare come episodio la decisione data al tavolo
web-house-pin-without-house = `house_version` e `house_digest` indicano la versione di un profilo, ma questa richiesta non è decisa con alcun profilo: indicarlo in `house`
web-no-admin = non resta alcuna credenziale di amministratore, quindi questo server rifiuta le richieste: crearne una sul server con `floorcall keys create --name admin --role admin` (o `floorcall staff add --name … --role admin`)
web-last-admin = questa è l'ultima credenziale di amministratore attiva: creare un'altra chiave o un altro account di amministratore prima di revocarla o disattivarla
web-credential-revoked = la credenziale “{ $name }” è stata revocata
web-key-expired = la chiave “{ $name }” è scaduta: ruotarla o crearne una nuova
web-session-ended = la sessione di { $name } è terminata (disconnessione, scadenza o revoca): accedere di nuovo
web-account-disabled = l'account di { $name } è disattivato
web-bad-sign-in = nome o PIN errati
web-account-locked = troppi PIN errati per questo account: riprovare tra { $seconds } s
web-address-throttled = troppe credenziali errate da questo indirizzo: riprovare tra { $seconds } s
web-too-many-in-progress = questa credenziale ha già { $count } richieste in corso: riprovare quando una sarà terminata
web-too-many-exports = questa credenziale ha già { $count } esportazioni in corso: riprovare quando una sarà terminata
web-exports-busy = il server sta già eseguendo il numero massimo di esportazioni: riprovare tra poco
web-quota-exceeded = questa credenziale ha già memorizzato i suoi { $limit } byte di decisioni per oggi (UTC): riprovare tra { $seconds } s
web-rate-unavailable = il limite di frequenza condiviso non può essere verificato ({ $cause })
web-staff-name = name: da 1 a 100 caratteri
web-secret-length = secret: un PIN o una password ha da 6 a 128 caratteri
web-secret-repeated = secret: un PIN o una password non può essere un solo carattere ripetuto
web-name-taken = un account dello staff attivo ha già questo nome
web-no-staff = nessun account dello staff { $id }
web-not-a-session = questa credenziale è una chiave API, non una sessione: revocare invece la chiave
web-needs-person = per confermare una proposta serve un supervisore che abbia effettuato l'accesso come persona, non una chiave
web-no-proposal = nessuna proposta { $id } è in attesa su questa decisione
web-already-confirmed = la proposta { $id } è già confermata
web-own-proposal = una proposta deve essere confermata da una persona diversa da quella che l'ha fatta
web-expires-range = expires_in_days: da 1 a 3650
web-https-only = questo server usa solo HTTPS: usare https://

## I moduli delle controversie della console del floor (GET /v1/disputes): un titolo per tipo di
## controversia, un'etichetta per campo (il suo percorso in `dispute`, con `_` e `.` scritti `-`),
## una parola per scelta, una parola per codice di esito.

dispute-bet = Gettoni e parole: che cos'era?
dispute-options = Che cosa può fare il giocatore?
dispute-out-of-turn = Azione fuori turno
dispute-incorrect-bet = Puntata di importo errato rilevata in seguito
dispute-cards-dealt = Numero errato di carte
dispute-show-request = Può vedere la mano?
dispute-face-up = Carte scoperte ora?
dispute-showdown = Chi vince i piatti?
dispute-penalty = Penalità
dispute-clock = Tempo chiamato
dispute-at-seat = Al proprio posto in tempo?
dispute-accepted-action = Chiamata su un importo errato
dispute-count-request = Conteggio di uno stack
dispute-string-bet = String bet
dispute-conditional-statement = “Se punti, rilancio”
dispute-chips-behind = Gettoni trovati dietro
dispute-showdown-error = Errore allo showdown
dispute-deal-error = Errore di distribuzione
dispute-board-error = Board distribuito in modo errato
dispute-button-blinds = Bottone e bui

field-seat = Posto
field-requester = Posto che chiede
field-target = Di chi è la mano o lo stack
field-chips = Gettoni spinti avanti
field-declared-word = Parola detta
field-declared-amount = Importo detto
field-declared-audible = Udito dal tavolo?
field-declared-before-chips = Detto prima che i gettoni arrivassero sul tavolo?
field-declared-raise = Ha detto prima “rilancio”
field-declared-to = Rilancio a (dichiarato)
field-prior-chips = Gettoni già davanti (1000 500)
field-prior-chips-moved = Gettoni già davanti ritirati
field-pushed-all = Spinto avanti l'intero stack?
field-act-action = Che cosa ha fatto il giocatore
field-act-to = A (totale di questo giro)
field-skipped-seat = Posto saltato
field-skipped-spoke-up = Il giocatore saltato è intervenuto?
field-action-index = Quale azione (da 0)
field-next-card-dealt = Carta successiva già distribuita
field-meant-pot = Voleva puntare il piatto (pot)
field-count = Carte in mano
field-infraction = Infrazione
field-players-at-table = Giocatori al tavolo
field-prior = Penalità precedenti
field-seconds = Secondi dalla chiamata del tempo
field-acted = Ha agito in tempo
field-at-seat = Al proprio posto al termine della distribuzione
field-announced = Importo annunciato
field-by = Da
field-motions = Gettoni per movimento (1000 500 / 500)
field-then-action = Che cosa il giocatore ha detto che avrebbe fatto
field-then-to = A (totale di questo giro)
field-condition-met = La condizione si è verificata
field-found = Gettoni trovati dietro
field-part-of-action = Parte dell'azione?
field-error = Che cosa è successo
field-identifiable = Carte identificabili?
field-noticed = Rilevato
field-cards = Quante carte
field-first-two = Una delle prime due del mazzo
field-street = Giro
field-question = Domanda
field-arriving = Posti dei nuovi giocatori
field-correct-button = Dove dovrebbe essere il bottone
field-deliberate = Di proposito?
field-leaving = Posti che si liberano (es. 2 5)
field-table-size = Posti al tavolo
field-declared-simultaneous = Detto insieme ai gettoni?
field-declared-raise-by = Importo detto come “rilancio di”?
field-called-from-seat = Tempo chiamato dal proprio posto?
field-left-table = Ha lasciato il tavolo con la mano attiva?
field-arrived-during-deal = Arrivato al posto solo dopo la prima carta?
field-time-banks = Carte time bank consegnate
field-arriving-from = I nuovi giocatori provengono da
field-serious = Grave (una minaccia, un abuso deliberato)?
field-rounds = Giri scelti dal floor
field-serving-hands-left = Mani di penalità rimaste prima di questa distribuzione
field-serving-misdeal = Questa distribuzione è stata un misdeal

option-true = sì
option-false = no
option-call = chiamata
option-raise = rilancio
option-bet = puntata
option-all-in = all-in
option-check = check
option-fold = fold
option-pot = pot
option-show = mostrare
option-muck = gettare nel muck
option-none = nessuno
option-some = alcuni
option-all = tutti
option-etiquette = violazione dell'etichetta
option-card-exposure = esposizione delle carte
option-disclosure = rivelazione della mano
option-electronic-device = dispositivo elettronico
option-soft-play = soft play
option-collusion = collusione
option-dealer = il dealer
option-player = un giocatore
option-misread = mano letta in modo errato
option-wrong-pot = piatto assegnato al giocatore sbagliato
option-killed-winner = mano vincente uccisa dal dealer
option-killed-hand = mano uccisa
option-mucked-face-down = gettata via coperta
option-one-card-tabled = una sola carta scoperta
option-bettor-mucked = chi ha puntato ha gettato la mano nel muck
option-before-next-hand = prima della mano successiva
option-next-hand-begun = dopo l'inizio della mano successiva
option-after-substantial-action = dopo l'azione sostanziale
option-in-break-within-minute = in una pausa, entro un minuto dal piatto
option-after-break-minute = in una pausa, oltre un minuto dopo il piatto
option-exposed-card = carta esposta
option-boxed-card = carta girata nel mazzo
option-first-card-wrong-seat = prima carta al posto sbagliato
option-dealt-in-wrongly = carte date per errore a un posto
option-dealt-out-wrongly = posto escluso per errore dalla distribuzione
option-non-standard-card = carta che non appartiene al mazzo
option-fouled-deck = mazzo difettoso
option-four-card-flop = flop di quattro carte
option-no-burn = nessuna carta bruciata
option-premature = carta distribuita troppo presto
option-preflop = pre-flop
option-flop = flop
option-turn = turn
option-river = river
option-next-hand = mano successiva
option-button-misplaced = bottone mal posizionato
option-dodging-blinds = elusione dei bui
option-late-registration = iscrizione tardiva
option-broken-table = un tavolo chiuso

outcome-all-in = all-in
outcome-award = assegnazione
outcome-bet = puntata
outcome-binding = vincolante
outcome-binding-if-unchanged = vincolante a meno che l'azione non cambi
outcome-call = chiamata
outcome-call-or-fold = chiamata o fold
outcome-call-or-forfeit = chiamata o perdita dei gettoni
outcome-check = check
outcome-complete-hand = mano completata
outcome-corrected = correzione
outcome-dead-hand = mano morta
outcome-discretion = discrezione
outcome-disqualification = squalifica
outcome-face-up = carte scoperte
outcome-fold = fold
outcome-live-hand = mano attiva
outcome-misdeal = misdeal
outcome-must-table = deve scoprire l'intera mano
outcome-must-call = deve chiamare
outcome-next-hand = mano successiva
outcome-no-infraction = nessuna infrazione
outcome-no-right = nessun diritto
outcome-not-binding = non vincolante
outcome-not-yet = non ancora
outcome-options = opzioni
outcome-penalty = penalità
outcome-raise = rilancio
outcome-right = diritto
outcome-stands = resta valido
outcome-warning = richiamo

## I moduli delle controversie per il resto del regolamento (Regole 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = Ha agito prima che fosse dichiarato l'importo
dispute-chip-race = Chip race
dispute-hand-for-hand = Eliminati nella stessa mano (hand-for-hand)
dispute-level-change = Il livello è cambiato a ridosso di questa mano
dispute-non-chip-item = Un gettone bounty o un token spinto avanti
dispute-pot-count = Si può contare il piatto?
dispute-stub = Il mazzo residuo è caduto
field-began = Quando è iniziata la mano
field-bettor = Posto che ha detto “punto” o “rilancio”
field-busted = Giocatori eliminati nella mano
field-h4h-announced = Hand-for-hand annunciato prima della mano
field-item = L'oggetto
field-lowest = Gettone più basso ancora in gioco
field-mixed-with-muck = Mescolato con il muck o con le carte bruciate
field-new-ante = Ante del nuovo livello
field-new-big-blind-ante = Ante del grande buio del nuovo livello
field-new-blinds-big = Grande buio del nuovo livello
field-new-blinds-small = Piccolo buio del nuovo livello
field-odd = Gettoni del colore rimosso, per posto
field-order = Posti per carta del chip race, dalla più alta
field-paid = Piazzamenti a premio
field-payouts = Premi dei loro piazzamenti, dal migliore
field-reconstructable = L'ordine può essere ricostruito con certezza
field-remaining = Giocatori rimasti all'inizio della mano
field-removed = Gettone che viene rimosso
field-start-stacks = Gettoni con cui ciascuno ha iniziato la mano
field-to = Importo poi dichiarato (totale del giro)
option-after-level = Dopo l'inizio del nuovo livello
option-before-level = Prima dell'inizio del nuovo livello
option-bounty-chip = Gettone bounty
option-clock-token = Token del tempo
option-dealer-push = Durante il cambio del dealer
option-other = Altro
outcome-exchanged = Cambiati, nulla da assegnare con il chip race
outcome-no-prize = Nessun premio
outcome-race-to-run = Chip race da effettuare
outcome-raced = Chip race effettuato
outcome-ranked-by-stack = Classificati per stack iniziale
outcome-reconstruct = Ricostruire il mazzo residuo
outcome-reshuffle-all = Mischiare tutto
outcome-reshuffle-stub = Rimescolare il mazzo residuo
outcome-shared-places = Piazzamenti divisi
dispute-gesture = Un colpo sul tavolo
dispute-rebuy-announced = Un re-buy annunciato
field-gesture = Il gesto
field-stack = Gettoni all'inizio della mano
field-rebuy-chips = Gettoni del re-buy
option-tap = Un colpo sul tavolo
option-before-deal = Prima della distribuzione
option-during-hand = Durante la mano
outcome-plays-behind = Giocati come gettoni dietro in questa mano
outcome-after-hand = Entrano dopo la mano

## I moduli delle controversie per gli episodi lontani dalle puntate (Regole 7, 31, 63).
dispute-away-from-table = Ha lasciato il tavolo con una mano attiva
dispute-chips-out-of-view = Gettoni fuori dalla vista o in transito
dispute-wrong-seat = Un giocatore al posto sbagliato
field-amount = Gettoni interessati
field-assigned-seat = Posto sorteggiato per il giocatore
field-assigned-seat-empty = Il posto sorteggiato è vuoto
field-clock-ran-out = Il tempo è scaduto prima che il giocatore tornasse
field-stack-in-view = Gettoni rimasti visibili sul tavolo
field-whereabouts = Dove si trovavano i gettoni
option-after-hands = Tra una mano e l'altra, dopo che sono state giocate alcune mani
option-before-action = Prima che qualcuno agisse
option-carried-in-view = Portati ben in vista
option-carried-out-of-view = Portati fuori dalla vista
option-concealed = Nascosti al tavolo
option-pocketed = In tasca o in una borsa
outcome-forfeited = Persi, tolti dal gioco
outcome-kept = Conservati dal giocatore
outcome-moved = Si sposta al posto sorteggiato
outcome-stays-live = La mano resta attiva

## Il registro del floor: il registro delle penalità, i giocatori, gli episodi, la vista di stampa.

web-register-counted = Il registro di { $tournament } contiene { $count ->
        [0] nessuna penalità confermata per questo giocatore
        [one] una penalità confermata per questo giocatore, conteggiata come precedente: { $entries }
       *[other] { $count } penalità confermate per questo giocatore, conteggiate come precedenti: { $entries }
    }.
web-register-entry = tavolo { $table }, { $at } UTC, { $given ->
        [warning] un richiamo
       *[rounds] { $rounds ->
            [one] un giro saltato
           *[other] { $rounds } giri saltati
        }
    }
web-bad-player-id = un id di giocatore ha da 1 a 64 caratteri visibili, senza spazi, `%`, `_` o `,`; `erased` è riservato
web-record-limit = `limit` va da 1 a { $most }
web-webhook-url = un URL di webhook è `https://…`, o `http://` verso un indirizzo di loopback (questa macchina), al massimo 2000 caratteri
web-no-webhook = nessun webhook con id { $id }
web-no-incident = nessun episodio con id { $id }
web-incident-too-long = al massimo { $most } caratteri
web-sign-off-needs-person = un episodio viene convalidato da un supervisore che ha effettuato l'accesso come persona, non con una chiave
web-print-label = { $what ->
        [ruling] Decisione
        [incident] Rapporto sull'episodio
        [when] Quando
        [occurred] Avvenuto
        [event] Evento
        [table] Tavolo
        [seat] Posto
        [player] Giocatore
        [game] Gioco
        [blinds] Bui
        [seats] Posti e stack
        [actions] Azioni
        [hand] Storico della mano
        [proposed] Proposta da
        [bets] Puntate di questo giro
        [ante] Ante
        [bba] Ante del grande buio
        [yes] Sì
        [no] No
        [asked] Richiesta da
        [recorded] Registrato da
        [id] Id nel registro
        [facts] I fatti
        [reasons] Motivazione
        [see-also] Vedi anche
        [discretion] La TDA rimette questo punto al floor (Regola 1): la soluzione verso cui propendono le regole.
        [final] Decisione definitiva
        [upheld] Confermata
        [overruled] Annullata
        [pending] Ancora nessuna decisione definitiva.
        [by] Da
        [note] Nota
        [seen] Che cosa è stato osservato
        [witnesses] Testimoni
        [signed] Convalida
        [unsigned] Non ancora convalidato.
        [player_identity] Identità del giocatore
        [electronic_device] Dispositivo elettronico
        [official_language] Lingua ufficiale
        [seating] Assegnazione dei posti
        [absent_from_seat] Lontano dal tavolo
        [chips_hidden] Gettoni fuori dalla vista
        [abuse] Abuso
       *[other] Condotta
    }

## games (issue 25)
field-short-table-big-blind = Tavolo corto: posto dell'ultimo grande buio
field-short-table-seats = Tavolo corto: posti occupati
field-short-table-size = Tavolo corto: posti in tutto
field-big-blind-in-wrong-seat = Ha versato un grande buio dal posto sbagliato?
field-occupant-assigned-seat = Posto sorteggiato dal giocatore che vi siede
option-before-hand = Prima dell'inizio della mano (ancora nessun riffle)
option-hand-begun = Mano iniziata, nessuna carta ancora distribuita
option-abuse = comportamento offensivo
option-throwing-cards = lancio delle carte
option-phone-call = telefonata al tavolo
option-device-on-table = dispositivo sul tavolo
option-strategy-tool = strumento di strategia o aiuto esterno
option-identity = non identificabile (occhiali da sole, cappuccio)
option-language = lingua non ammessa
option-chips-hidden = gettoni fuori dalla vista
field-hidden-chips = Gettoni tenuti fuori dalla vista
outcome-final-table = tavolo finale
field-seats-per-table = Posti per tavolo
field-seat-cards = Carte dei posti, nell'ordine in cui sono state distribuite
dispute-final-table = Il tavolo finale e il suo sorteggio dei posti
dispute-undercall-chain = Chiamate incomplete una dopo l'altra
option-TDA5 = A-5 triple draw
option-TD27 = 2-7 triple draw
option-STUD8 = seven card stud hi/lo
option-STUD = seven card stud
option-SHORT-DECK = short deck hold'em
option-SD27 = 2-7 single draw
option-RAZZ = razz
option-PLO8 = pot-limit Omaha hi/lo
option-PLO6 = pot-limit Omaha a sei carte
option-PLO5 = pot-limit Omaha a cinque carte
option-PLO = pot-limit Omaha
option-PLHE = pot-limit hold'em
option-O8 = limit Omaha hi/lo
option-NLO8 = no-limit Omaha hi/lo
option-NLO = no-limit Omaha
option-NLHE = no-limit hold'em
option-LO = limit Omaha
option-LHE = limit hold'em
option-DRAW5 = five card draw
option-BIGO = Big O
option-COURCHEVEL = Courchevel
option-COURCHEVEL8 = Courchevel hi/lo
option-BADUGI = badugi
outcome-moves = si sposta
option-who-moves = chi si sposta
option-stud-only = solo giochi stud
option-short-stub = carte insufficienti per la settima strada
option-seventh-card-exposed = carta di settima strada distribuita scoperta
option-premature-card = carta distribuita troppo presto
option-next-button = dove va il bottone
option-mixed = giochi misti
option-down-card-exposed = una carta coperta distribuita scoperta
field-stud-since = Un giro di stud da quella mano
field-stub = Carte rimaste nel mazzo residuo
field-seats = Posti occupati
field-open-seat = Posto libero del tavolo con meno giocatori
field-next-game = Gioco della mano successiva
field-event = Evento
field-button = Bottone
dispute-picked-up-cards = Carte scoperte raccolte (stud)
dispute-stud-deal = Errore di distribuzione nello stud
dispute-rotation = Rotazione dei giochi misti
option-bring-in = bring-in
option-complete = completamento
option-draw = draw
option-third = terza strada
option-fourth = quarta strada
option-fifth = quinta strada
option-sixth = sesta strada
option-seventh = settima strada
option-predraw = prima del draw
option-first-draw = dopo il primo draw
option-second-draw = dopo il secondo draw
option-third-draw = dopo il terzo draw

## console
## Le parole proprie della console del floor (crates/web/console: `t("…")` e `data-i18n="…"` le nominano
## senza il prefisso `console-`), servite da GET /v1/console/messages. Ogni `{ $nome }` è riempito dalla
## pagina: questi messaggi non usano selettori (la pagina non applica regole di plurale).
console-table = Tavolo
console-edition = Edizione
console-language = Lingua
console-setup = Impostazione del tavolo
console-game = Gioco
console-small-blind = Piccolo buio
console-big-blind = Grande buio
console-bba = Ante del grande buio
console-button = Bottone
console-seat = Posto
console-name = Nome
console-stack = Stack
console-add-seat = Aggiungi posto
console-save-setup = Ricorda questo tavolo
console-presets = Livelli
console-mode-spot = Il giro in corso
console-mode-hand = La mano, azione per azione
console-mode-paste = Incolla una hand history
console-new-hand = Nuova mano
console-street = Giro
console-preflop = Pre-flop
console-flop = Flop
console-turn = Turn
console-river = River
console-pot-before = Piatto prima di questo giro
console-last-full-raise = Ultima puntata o rilancio completo
console-to-act = Di turno
console-in-front = Davanti
console-behind = Dietro
console-folded = Hanno foldato
console-acted = Hanno agito dall'ultimo rilancio completo
console-fold = Fold
console-check = Check
console-call = Chiama
console-raise-to = Punta / rilancia a
console-all-in = All-in
console-show = Mostra
console-muck = Muck
console-undo = Annulla
console-format = Formato
console-import = Importa la mano
console-dispute = La controversia
console-type = Tipo
console-chips-pushed = Gettoni spinti avanti
console-clear = Cancella
console-submit = Decidi
console-note = Nota
console-upheld = Confermata
console-overruled = Annullata
console-recent = Decisioni recenti a questo tavolo
console-pot = Piatto
console-board = Board
console-remove = Rimuovi
console-table-drawing = Il tavolo come lo vede la ricostruzione
console-to-act-now = Di turno il posto { $seat } — per chiamare { $call }
console-raise-between = rilancio a { $low }–{ $high }
console-raise-exactly = rilancio a { $amount }
console-no-raise = nessun rilancio
console-hand-over = La mano è finita
console-no-player = Nessun giocatore di turno
console-saved = Tavolo memorizzato su questo dispositivo
console-final-saved = Decisione definitiva registrata: { $word }
console-final-word = Decisione definitiva
console-returned = Restituito
console-action = Azione
console-to-call = Per chiamare
console-raise-range = Rilancio
console-discretion = Decide il floor (Regola 1): prima la soluzione verso cui propendono le regole, poi
console-if = se
console-imported = Mani importate: { $count }
console-none = —
console-house = Regole della casa
console-house-tda-only = Solo TDA (senza regole della casa)
console-house-default = Predefinito del server ({ $name })
console-house-ruling = Decisione della casa — { $title }, versione { $version }
console-tda-alone = Secondo la sola TDA
console-house-none = Regole della casa: nessun effetto ({ $title })
console-forfeited = Perso
console-unknown-house = { $name } (non presente su questo server)
console-sign-in = Accedi
console-sign-out = Esci
console-sign-in-title = Accedi per decidere
console-your-name = Il tuo nome
console-pin = PIN o password
console-sign-in-note = Ognuno accede con il proprio nome e PIN; la sessione termina quando esci, a fine turno o quando il tablet resta inattivo.
console-signed-in = { $name } · { $role }
console-role-reader = sola lettura
console-role-floor = floor
console-role-supervisor = supervisore
console-role-admin = amministratore
console-proposed = Proposta: un supervisore la conferma dalla propria sessione
console-confirm = Conferma la proposta del floor
console-confirmed = Confermata da un supervisore: { $word }
console-offline = Il server non è raggiungibile
console-not-logged = Non ancora registrata: conservata su questo tablet e inviata quando il server torna disponibile
console-offline-missing = Questa versione del server non ha il motore offline: la console decide solo con il server raggiungibile.
console-pending-count = Non ancora registrate: { $count }
console-not-logged-refused = Il server ha rifiutato una decisione presa offline
console-did-fold = folda
console-did-check = fa check
console-did-call = chiama
console-did-bet = punta
console-did-raise = rilancia a
console-did-all-in = all-in
console-did-show = mostra
console-did-muck = getta nel muck
console-dealt = { $street } distribuito
console-print = Stampa
console-notice = I numeri e i titoli delle regole della Poker TDA sono usati con il permesso della Poker Tournament Directors Association (www.pokertda.com). I riassunti e le motivazioni sono una parafrasi propria di floorcall, non il testo ufficiale; prevalgono le regole ufficiali della TDA.
console-cards = Carte
console-cards-to-pick = carte da scegliere: { $count }
console-done = Fatto
console-rules = Regole
console-rules-search = Numero o parole di una regola
console-rule-numbers = 2024: Regola { $n2024 } · 2026: Regola { $n2026 }
console-no-rule-found = Nessuna regola corrisponde
console-full-bet-to = Ultima puntata o rilancio completo, a (totale del giro)
console-recent-search = Posto, giocatore, contestazione o ora
console-ante = Ante
console-bring-in = Bring-in
console-small-bet = Small bet
console-big-bet = Big bet
console-act-bring-in = Bring-in
console-act-complete = Completa
console-did-bring-in = fa il bring-in
console-did-complete = completa a
console-did-draw = cambia { $count }
console-down-cards = Carte coperte
console-up-cards = Carte scoperte
console-draw-count = Cambia: { $count }
console-stand-pat = Servito
console-to-draw = Posto { $seat } cambia
console-asked = La decisione dipende da questo: sceglierne una
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {": "}
console-discards = Carte scartate
console-drawn-cards = Carte ricevute
field-left-since = Posti rimasti vuoti da quella mano
field-same-table = Tutti eliminati allo stesso tavolo
