### Service web floorcall : ses propres mots, en français : ses problèmes et les formulaires de la console.
### Un message par WebText de crates/web/src/text.rs ; ses arguments ($field, $seconds…) sont les
### champs du message. Rendu par la bibliothèque du moteur, à côté de ses fichiers, de sorte qu’un
### problème peut citer une raison du moteur. Les mots des formulaires sont listés par crates/web/src/forms.rs.

## problems

web-title = { $kind ->
        [bad-request] Requête mal formée
        [invalid-field] Champ non valide
        [invalid-hand] Main ou litige non valide
        [illegal-action] Action impossible dans la main
        [unsupported] Non pris en charge
        [dispute-mismatch] Le litige ne correspond pas à la main
        [not-found] Introuvable
        [method-not-allowed] Méthode non autorisée
        [conflict] Conflit
        [payload-too-large] Corps de requête trop volumineux
        [unsupported-media-type] Type de média non pris en charge
        [unavailable] Service indisponible
        [unauthorized] Authentification requise
        [forbidden] Non autorisé pour cette clé
        [too-many-requests] Trop de requêtes
        [misdirected-request] Mauvais hôte
       *[internal] Erreur interne
    }
web-raw = { $text }
web-not-json = le corps n’est pas du JSON valide : { $detail }
web-at-field = { $field } : { $problem }
web-unknown-field = champ inconnu `{ $name }`, attendu : l’un de { $expected }
web-missing-field = champ `{ $name }` manquant
web-unknown-variant = valeur inconnue `{ $value }`, attendu : l’une de { $expected }
web-invalid-type = type non valide : { $found }, attendu : { $expected }
web-invalid-value = valeur non valide : { $found }, attendu : { $expected }
web-bad-query = la chaîne de requête est incorrecte : { $problem }
web-send-json = envoyer le corps en JSON avec `Content-Type: application/json`
web-body-too-large = le corps dépasse la taille acceptée par ce serveur
web-log-unavailable = le journal des décisions est indisponible ({ $cause })
web-key-reused = l’Idempotency-Key a déjà été utilisée avec une requête différente
web-no-such-path = chemin inexistant : { $path }
web-no-rule = aucune règle avec la clé { $key }
web-no-ruling = aucune décision { $id }
web-log-off = le journal des décisions est désactivé sur ce serveur
web-note-too-long = note : 4 000 caractères au plus
web-key-not-ascii = l’Idempotency-Key doit être en ASCII visible
web-key-length = l’Idempotency-Key doit compter de 1 à 200 caractères
web-not-a-time = { $name } : « { $value } » n’est ni une heure RFC 3339 ni une date
web-limit-range = limit : de 1 à 1 000
web-shutting-down = arrêt en cours
web-too-many-connections = trop de connexions, réessayer
web-timeout = la requête a pris plus de { $seconds } s
web-internal = une erreur inattendue s’est produite ; elle a été journalisée
web-method-not-allowed = cette méthode n’est pas autorisée sur ce chemin
web-no-hand-in-text = hand_text : aucune main trouvée
web-host-not-allowed = ce serveur ne répond pas pour l’hôte « { $host } »
web-no-key = envoyer une clé d’API : `Authorization: Bearer <key>`
web-bad-key = la clé d’API est inconnue ou a été révoquée
web-role-needed = cette opération nécessite une clé ayant le rôle { $role } ; cette clé a le rôle { $have }
web-no-access = cette opération n’est ouverte à aucune clé
web-rate-limited = trop de requêtes avec cette clé ; réessayer dans { $seconds } s
web-stored-request-too-large = le journal stocke des requêtes d’au plus { $limit } octets
web-at-most-chars = { $count } caractères au plus
web-no-api-key = aucune clé d’API { $id }
web-key-name = name : de 1 à 100 caractères
web-unknown-house = aucun profil de règles maison ne s’appelle `{ $name }` (les profils : { $known })
web-no-house = aucun profil de règles maison { $name }
web-not-ruled-again = la décision { $id } ne peut pas être rendue à nouveau telle qu’elle a été journalisée : { $problem }
web-no-logged-profile = le journal ne contient pas le profil maison { $digest } sous lequel elle a été rendue
web-house-changed = cette décision a été rendue sous le profil de règles maison `{ $name }` version { $version } ({ $digest }), mais le `{ $name }` de ce serveur est maintenant la version { $now_version } ({ $now_digest }) : elle n’est pas journalisée sous une autre version que celle sous laquelle elle a été rendue. Redemandez-la sous la version { $now_version }, ou consignez la décision rendue à la table dans un rapport d’incident
web-house-pin-without-house = `house_version` et `house_digest` désignent la version d’un profil, mais cette demande n’est décidée sous aucun profil : nommez-le dans `house`
web-no-admin = il ne reste aucun identifiant administrateur, ce serveur refuse donc les requêtes : en créer un sur le serveur avec `floorcall keys create --name admin --role admin` (ou `floorcall staff add --name … --role admin`)
web-last-admin = c’est le dernier identifiant administrateur actif : créer une autre clé ou un autre compte administrateur avant de le révoquer ou de le désactiver
web-credential-revoked = l’identifiant « { $name } » a été révoqué
web-key-expired = la clé « { $name } » a expiré : la renouveler ou en créer une nouvelle
web-session-ended = la session de { $name } est terminée (déconnexion, expiration ou révocation) : se reconnecter
web-account-disabled = le compte de { $name } est désactivé
web-bad-sign-in = nom ou code PIN incorrect
web-account-locked = trop de codes PIN erronés pour ce compte : réessayer dans { $seconds } s
web-address-throttled = trop d’identifiants erronés depuis cette adresse : réessayer dans { $seconds } s
web-too-many-in-progress = cet identifiant a déjà { $count ->
        [one] { $count } requête en cours : réessayer quand elle sera terminée
       *[other] { $count } requêtes en cours : réessayer quand l’une d’elles sera terminée
    }
web-too-many-exports = cet identifiant a déjà { $count ->
        [one] { $count } export en cours : réessayer quand il sera terminé
       *[other] { $count } exports en cours : réessayer quand l’un d’eux sera terminé
    }
web-exports-busy = le serveur exécute déjà autant d’exports qu’il en accepte : réessayer dans un instant
web-quota-exceeded = cet identifiant a stocké ses { $limit } octets de décisions pour aujourd’hui (UTC) : réessayer dans { $seconds } s
web-rate-unavailable = la limite de débit partagée ne peut pas être vérifiée ({ $cause })
web-staff-name = name : de 1 à 100 caractères
web-secret-length = secret : un code PIN ou un mot de passe compte de 6 à 128 caractères
web-secret-repeated = secret : un code PIN ou un mot de passe ne peut pas être un seul caractère répété
web-name-taken = un compte du personnel actif porte déjà ce nom
web-no-staff = aucun compte du personnel { $id }
web-not-a-session = cet identifiant est une clé d’API, pas une session : révoquer plutôt la clé
web-needs-person = confirmer une proposition nécessite un superviseur connecté en tant que personne, pas une clé
web-no-proposal = aucune proposition { $id } n’est en attente sur cette décision
web-already-confirmed = la proposition { $id } est déjà confirmée
web-own-proposal = une proposition doit être confirmée par une autre personne que celle qui l’a faite
web-expires-range = expires_in_days : de 1 à 3 650
web-https-only = ce serveur ne parle que HTTPS : utiliser https://

## Les formulaires de litige de la console du floor (GET /v1/disputes) : un titre par type de litige, un libellé par
## champ (son chemin dans `dispute`, `_` et `.` écrits `-`), un mot par choix, un mot par
## code de résultat.

dispute-bet = Jetons et annonce : quelle action ?
dispute-options = Que peut faire le joueur ?
dispute-out-of-turn = Action hors tour
dispute-incorrect-bet = Mise d’un montant incorrect découverte après coup
dispute-cards-dealt = Nombre de cartes incorrect
dispute-show-request = Le joueur peut-il voir la main ?
dispute-face-up = Cartes face visible maintenant ?
dispute-showdown = Qui remporte les pots ?
dispute-penalty = Pénalité
dispute-clock = Time demandé
dispute-at-seat = À sa place à temps ?
dispute-accepted-action = Call sur un montant erroné
dispute-count-request = Décompte d’un stack
dispute-string-bet = String-bet (mise en plusieurs temps)
dispute-conditional-statement = « Si vous misez, je relance »
dispute-chips-behind = Jetons découverts derrière
dispute-showdown-error = Erreur à l’abattage
dispute-deal-error = Erreur de distribution
dispute-board-error = Board mal distribué
dispute-button-blinds = Bouton et blindes

field-seat = Siège
field-requester = Siège demandeur
field-target = Main ou stack de quel siège
field-chips = Jetons avancés
field-declared-word = Mot prononcé
field-declared-amount = Montant prononcé
field-declared-audible = Entendu par la table ?
field-declared-before-chips = Prononcé avant la pose des jetons ?
field-declared-raise = A dit « relance » d’abord
field-declared-to = Relance à (annoncée)
field-prior-chips = Jetons déjà devant le joueur (1000 500)
field-prior-chips-moved = Jetons précédents retirés
field-pushed-all = Tout le stack avancé ?
field-act-action = Ce que le joueur a fait
field-act-to = À (total de ce tour d’enchères)
field-skipped-seat = Siège sauté
field-skipped-spoke-up = Le joueur sauté s’est manifesté ?
field-action-index = Quelle action (à partir de 0)
field-next-card-dealt = Carte suivante déjà distribuée
field-meant-pot = Voulait dire le pot
field-count = Cartes détenues
field-infraction = Infraction
field-players-at-table = Joueurs à la table
field-prior = Pénalités antérieures
field-seconds = Secondes depuis la demande
field-acted = A agi à temps
field-at-seat = À sa place à la fin de la donne
field-announced = Montant annoncé
field-by = Par
field-motions = Jetons par mouvement (1000 500 / 500)
field-then-action = Ce que le joueur a dit qu’il ferait
field-then-to = À (total de ce tour d’enchères)
field-condition-met = La condition s’est réalisée
field-found = Jetons découverts derrière
field-part-of-action = Faisaient partie de l’action ?
field-error = Ce qui s’est passé
field-identifiable = Cartes identifiables ?
field-noticed = Remarqué
field-cards = Combien de cartes
field-first-two = L’une des deux premières du paquet
field-street = Tour d’enchères
field-question = Question
field-arriving = Sièges des nouveaux joueurs
field-correct-button = Où devrait être le bouton
field-deliberate = Délibéré ?
field-leaving = Sièges qui partent (ex. 2 5)
field-table-size = Sièges à la table
field-declared-simultaneous = Prononcé avec les jetons ?
field-declared-raise-by = Montant prononcé comme « relance de » ?
field-called-from-seat = Time demandé par un joueur à sa place ?
field-left-table = A quitté la table avec une main vivante ?
field-arrived-during-deal = Arrivé à sa place seulement après la première carte ?
field-time-banks = Cartes de time bank remises
field-arriving-from = Provenance des nouveaux joueurs
field-serious = Grave (menace, abus délibéré) ?
field-rounds = Tours choisis par le floor
field-serving-hands-left = Mains de pénalité restantes avant cette donne
field-serving-misdeal = Cette donne était une fausse donne

option-true = oui
option-false = non
option-call = payer
option-raise = relancer
option-bet = miser
option-all-in = tapis
option-check = parole
option-fold = se coucher
option-pot = pot
option-show = montrer
option-muck = jeter
option-none = aucun
option-some = une partie
option-all = tous
option-etiquette = étiquette
option-card-exposure = exposition de cartes
option-disclosure = divulgation
option-electronic-device = appareil électronique
option-soft-play = soft play
option-collusion = collusion
option-dealer = le croupier
option-player = un joueur
option-misread = main mal lue
option-wrong-pot = pot attribué au mauvais joueur
option-killed-winner = main gagnante tuée par le croupier
option-killed-hand = main tuée
option-mucked-face-down = jetée face cachée
option-one-card-tabled = une seule carte abattue
option-bettor-mucked = le joueur ayant misé a jeté sa main
option-before-next-hand = avant la main suivante
option-next-hand-begun = après le début de la main suivante
option-after-substantial-action = après une action substantielle
option-in-break-within-minute = pendant une pause, dans la minute suivant le pot
option-after-break-minute = pendant une pause, plus d’une minute après le pot
option-exposed-card = carte exposée
option-boxed-card = carte retournée dans le paquet
option-first-card-wrong-seat = première carte au mauvais siège
option-dealt-in-wrongly = siège servi à tort
option-dealt-out-wrongly = siège oublié à la donne
option-non-standard-card = carte étrangère au paquet
option-fouled-deck = paquet défectueux
option-four-card-flop = flop de quatre cartes
option-no-burn = pas de carte brûlée
option-premature = carte distribuée trop tôt
option-preflop = préflop
option-flop = flop
option-turn = turn
option-river = river
option-next-hand = main suivante
option-button-misplaced = bouton mal placé
option-dodging-blinds = esquive des blindes
option-late-registration = inscription tardive
option-broken-table = une table cassée

outcome-all-in = tapis
outcome-award = attribution
outcome-bet = mise
outcome-binding = engageant
outcome-binding-if-unchanged = engageant sauf si l’action change
outcome-call = payé
outcome-call-or-fold = payer ou se coucher
outcome-call-or-forfeit = payer ou abandonner les jetons
outcome-check = parole
outcome-complete-hand = main complétée
outcome-corrected = corrigé
outcome-dead-hand = main morte
outcome-discretion = appréciation du floor
outcome-disqualification = disqualification
outcome-face-up = face visible
outcome-fold = se coucher
outcome-live-hand = main vivante
outcome-misdeal = fausse donne
outcome-must-table = doit abattre toute la main
outcome-must-call = doit payer
outcome-next-hand = main suivante
outcome-no-infraction = aucune infraction
outcome-no-right = aucun droit
outcome-not-binding = non engageant
outcome-not-yet = pas encore
outcome-options = options
outcome-penalty = pénalité
outcome-raise = relance
outcome-right = droit
outcome-stands = maintenu
outcome-warning = avertissement

## Les formulaires de litige du reste du règlement (règles 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = A agi avant l’annonce du montant
dispute-chip-race = Chip race
dispute-hand-for-hand = Éliminés sur la même main (main par main)
dispute-level-change = Le niveau a changé autour de cette main
dispute-non-chip-item = Un jeton de prime ou de temps avancé
dispute-pot-count = Le pot peut-il être compté ?
dispute-stub = Le talon est tombé
field-began = Quand la main a commencé
field-bettor = Siège qui a dit mise ou relance
field-busted = Joueurs éliminés sur la main
field-h4h-announced = Main par main annoncé avant la main
field-item = L’objet
field-lowest = Plus petit jeton encore en jeu
field-mixed-with-muck = Mélangé au muck ou aux cartes brûlées
field-new-ante = Ante du nouveau niveau
field-new-big-blind-ante = Ante de grosse blinde du nouveau niveau
field-new-blinds-big = Grosse blinde du nouveau niveau
field-new-blinds-small = Petite blinde du nouveau niveau
field-odd = Jetons de la couleur retirée, par siège
field-order = Sièges par carte de chip race, la plus haute d’abord
field-paid = Places payées
field-payouts = Gains de leurs places, la meilleure d’abord
field-reconstructable = L’ordre peut être reconstitué avec certitude
field-remaining = Joueurs restants au début de la main
field-removed = Jeton retiré
field-start-stacks = Jetons de chacun au début de la main
field-to = Montant alors annoncé (total du tour d’enchères)
option-after-level = Après le début du nouveau niveau
option-before-level = Avant le début du nouveau niveau
option-bounty-chip = Jeton de prime
option-clock-token = Jeton de chronomètre ou de temps
option-dealer-push = Pendant le changement de croupier
option-other = Autre chose
outcome-exchanged = Échangés, rien à attribuer par chip race
outcome-no-prize = Pas de gain
outcome-race-to-run = Chip race à effectuer
outcome-raced = Chip race effectuée
outcome-ranked-by-stack = Classés selon le stack de départ
outcome-reconstruct = Reconstituer le talon
outcome-reshuffle-all = Tout brasser
outcome-reshuffle-stub = Rebattre le talon
outcome-shared-places = Places partagées
dispute-gesture = Un tapotement sur la table
dispute-rebuy-announced = Une recave annoncée
field-gesture = Le geste
field-stack = Jetons au début de la main
field-rebuy-chips = Jetons de la recave
option-tap = Un tapotement sur la table
option-before-deal = Avant la donne
option-during-hand = Pendant la main
outcome-plays-behind = Jouée derrière dans cette main
outcome-after-hand = Ajoutée après la main

## Les formulaires de litige des incidents hors des enchères (règles 7, 31, 63).
dispute-away-from-table = A quitté la table avec une main vivante
dispute-chips-out-of-view = Jetons hors de vue ou en transit
dispute-wrong-seat = Un joueur au mauvais siège
field-amount = Jetons concernés
field-assigned-seat = Siège tiré pour le joueur
field-assigned-seat-empty = Le siège tiré est vide
field-clock-ran-out = Un time a expiré avant le retour du joueur
field-stack-in-view = Jetons laissés visibles sur la table
field-whereabouts = Où se trouvaient les jetons
option-after-hands = Entre deux mains, après des mains jouées
option-before-action = Avant que quiconque n’agisse
option-carried-in-view = Transportés bien en vue
option-carried-out-of-view = Transportés hors de vue
option-concealed = Cachés à la table
option-pocketed = Dans une poche ou un sac
outcome-forfeited = Perdus, retirés du jeu
outcome-kept = Conservés par le joueur
outcome-moved = Va au siège tiré
outcome-stays-live = La main reste vivante

## Le registre du floor : le registre des pénalités, les joueurs, les incidents, la vue d’impression.

web-register-counted = Le registre de { $tournament } contient { $count ->
        [0] aucune pénalité confirmée pour ce joueur
        [one] une pénalité confirmée pour ce joueur, comptée comme pénalité antérieure : { $entries }
       *[other] { $count } pénalités confirmées pour ce joueur, comptées comme pénalités antérieures : { $entries }
    }.
web-register-entry = table { $table } le { $at } UTC, { $given ->
        [warning] un avertissement
       *[rounds] { $rounds ->
            [one] un tour de pénalité
           *[other] { $rounds } tours de pénalité
        }
    }
web-bad-player-id = un identifiant de joueur compte de 1 à 64 caractères visibles, sans espaces, ni `%`, `_` ou `,` ; `erased` est réservé
web-record-limit = `limit` va de 1 à { $most }
web-webhook-url = une URL de webhook est `https://…`, ou `http://` vers une adresse de bouclage (cette machine), de 2 000 caractères au plus
web-no-webhook = aucun webhook avec l’identifiant { $id }
web-no-incident = aucun incident avec l’identifiant { $id }
web-incident-too-long = { $most } caractères au plus
web-sign-off-needs-person = un incident est validé par un superviseur connecté en tant que personne, pas avec une clé
web-print-label = { $what ->
        [ruling] Décision
        [incident] Rapport d’incident
        [when] Quand
        [occurred] Survenu
        [event] Épreuve
        [table] Table
        [seat] Siège
        [player] Joueur
        [game] Jeu
        [blinds] Blindes
        [seats] Sièges et stacks
        [actions] Actions
        [hand] Historique de la main
        [proposed] Proposé par
        [bets] Mises de ce tour
        [ante] Ante
        [bba] Ante de grosse blinde
        [yes] Oui
        [no] Non
        [asked] Demandé par
        [recorded] Enregistré par
        [id] Identifiant dans le journal
        [facts] Les faits
        [reasons] Motifs
        [see-also] Voir aussi
        [discretion] La TDA laisse ce point au floor (Règle 1) : voici la lecture que privilégient les règles.
        [final] Décision définitive
        [upheld] Confirmée
        [overruled] Infirmée
        [pending] Pas encore de décision définitive.
        [by] Par
        [note] Note
        [seen] Ce qui a été vu
        [witnesses] Témoins
        [signed] Validation
        [unsigned] Pas encore validé.
        [player_identity] Identité du joueur
        [electronic_device] Appareil électronique
        [official_language] Langue officielle
        [seating] Placement
        [absent_from_seat] Absence de la table
        [chips_hidden] Jetons hors de vue
        [abuse] Comportement abusif
       *[other] Comportement
    }

## games (issue 25)
field-short-table-big-blind = Table courte : siège de la dernière grosse blinde
field-short-table-seats = Table courte : sièges occupés
field-short-table-size = Table courte : nombre de sièges
field-big-blind-in-wrong-seat = Grosse blinde posée depuis le mauvais siège ?
field-occupant-assigned-seat = Siège tiré par le joueur qui y est assis
option-before-hand = Avant le début de la main (pas encore de riffle)
option-hand-begun = Main commencée, aucune carte encore distribuée
option-abuse = comportement abusif
option-throwing-cards = cartes lancées
option-phone-call = appel téléphonique à la table
option-device-on-table = appareil posé sur la table
option-strategy-tool = outil de stratégie ou aide extérieure
option-identity = non identifiable (lunettes de soleil, capuche)
option-language = langue non autorisée
option-chips-hidden = jetons hors de vue
field-hidden-chips = Jetons gardés hors de vue
outcome-final-table = table finale
field-seats-per-table = Sièges par table
field-seat-cards = Cartes de siège, dans l’ordre de distribution
dispute-final-table = La table finale et son tirage des places
dispute-undercall-chain = Calls incomplets successifs
option-TDA5 = A-5 triple draw
option-TD27 = 2-7 triple draw
option-STUD8 = stud hi/lo à sept cartes
option-STUD = stud à sept cartes
option-SHORT-DECK = hold’em short deck
option-SD27 = 2-7 single draw
option-RAZZ = razz
option-PLO8 = Omaha hi/lo pot-limit
option-PLO6 = Omaha pot-limit à six cartes
option-PLO5 = Omaha pot-limit à cinq cartes
option-PLO = Omaha pot-limit
option-PLHE = hold’em pot-limit
option-O8 = Omaha hi/lo limit
option-NLO8 = Omaha hi/lo no-limit
option-NLO = Omaha no-limit
option-NLHE = hold’em no-limit
option-LO = Omaha limit
option-LHE = hold’em limit
option-DRAW5 = five-card draw
option-BIGO = Big O
option-COURCHEVEL = Courchevel
option-COURCHEVEL8 = Courchevel hi/lo
option-BADUGI = badugi
outcome-moves = change de table
option-who-moves = qui change de table
option-stud-only = jeux de stud uniquement
option-short-stub = trop peu de cartes pour la septième rue
option-seventh-card-exposed = carte de septième rue distribuée face visible
option-premature-card = carte distribuée trop tôt
option-next-button = où va le bouton
option-mixed = jeux mixtes
option-down-card-exposed = une carte cachée distribuée face visible
field-stud-since = Un tour de stud depuis cette main
field-stub = Cartes restant dans le talon
field-seats = Sièges occupés par un joueur
field-open-seat = Siège libre de la table en sous-effectif
field-next-game = Jeu de la main suivante
field-event = Tournoi
field-button = Bouton
dispute-picked-up-cards = Cartes visibles ramassées (stud)
dispute-stud-deal = Erreur de distribution au stud
dispute-rotation = Rotation des jeux mixtes
option-bring-in = faire le bring-in
option-complete = compléter
option-draw = tirer
option-third = troisième rue
option-fourth = quatrième rue
option-fifth = cinquième rue
option-sixth = sixième rue
option-seventh = septième rue
option-predraw = avant le tirage
option-first-draw = après le premier tirage
option-second-draw = après le deuxième tirage
option-third-draw = après le troisième tirage

## console
## Les mots propres à la console du floor (crates/web/console : `t("…")` et `data-i18n="…"` les nomment
## sans le préfixe `console-`), servis par GET /v1/console/messages. La page remplit chaque `{ $nom }` :
## ces messages n’utilisent aucun sélecteur (la page n’applique pas de règles de pluriel).
console-table = Table
console-edition = Édition
console-language = Langue
console-setup = Installation de la table
console-game = Jeu
console-small-blind = Petite blinde
console-big-blind = Grosse blinde
console-bba = Ante de grosse blinde
console-button = Bouton
console-seat = Siège
console-name = Nom
console-stack = Stack
console-add-seat = Ajouter un siège
console-save-setup = Mémoriser cette table
console-presets = Niveaux
console-mode-spot = Le tour en cours
console-mode-hand = La main, action par action
console-mode-paste = Coller un historique de main
console-new-hand = Nouvelle main
console-street = Tour d’enchères
console-preflop = Préflop
console-flop = Flop
console-turn = Turn
console-river = River
console-pot-before = Pot avant ce tour
console-last-full-raise = Dernière mise ou relance complète
console-to-act = À parler
console-in-front = Devant
console-behind = Derrière
console-folded = Couchés
console-acted = Ont agi depuis la dernière relance complète
console-fold = Se coucher
console-check = Parole
console-call = Payer
console-raise-to = Miser / relancer à
console-all-in = Tapis
console-show = Montrer
console-muck = Jeter
console-undo = Annuler
console-format = Format
console-import = Importer la main
console-dispute = Le litige
console-type = Type
console-chips-pushed = Jetons avancés
console-clear = Effacer
console-submit = Décider
console-note = Note
console-upheld = Confirmée
console-overruled = Infirmée
console-recent = Décisions récentes à cette table
console-pot = Pot
console-board = Board
console-remove = Retirer
console-table-drawing = La table telle que la voit la reconstitution
console-to-act-now = Au siège { $seat } de parler — pour payer : { $call }
console-raise-between = relance à { $low }–{ $high }
console-raise-exactly = relance à { $amount }
console-no-raise = pas de relance
console-hand-over = La main est terminée
console-no-player = Plus personne à parler
console-saved = Table mémorisée sur cet appareil
console-final-saved = Décision définitive enregistrée : { $word }
console-final-word = Décision définitive
console-returned = Rendu
console-action = Action
console-to-call = Pour payer
console-raise-range = Relance
console-discretion = Le floor tranche (Règle 1) : d’abord la lecture que privilégient les règles, puis
console-if = si
console-imported = Mains importées : { $count }
console-none = —
console-house = Règles maison
console-house-tda-only = TDA seule (sans règles maison)
console-house-default = Réglage par défaut du serveur ({ $name })
console-house-ruling = Décision maison — { $title }, version { $version }
console-tda-alone = Selon la TDA seule
console-house-none = Règles maison : sans effet ({ $title })
console-forfeited = Perdu
console-unknown-house = { $name } (absent de ce serveur)
console-sign-in = Se connecter
console-sign-out = Se déconnecter
console-sign-in-title = Se connecter pour décider
console-your-name = Votre nom
console-pin = Code PIN ou mot de passe
console-sign-in-note = Chacun se connecte avec son propre nom et son code PIN ; la session prend fin à la déconnexion, après un service, ou lorsque la tablette reste inactive.
console-signed-in = { $name } · { $role }
console-role-reader = lecture seule
console-role-floor = floor
console-role-supervisor = superviseur
console-role-admin = administrateur
console-proposed = Proposée : un superviseur la confirme depuis sa propre session
console-confirm = Confirmer la proposition du floor
console-confirmed = Validée par un superviseur : { $word }
console-offline = Le serveur est injoignable
console-not-logged = Pas encore journalisée : conservée sur cette tablette et envoyée au retour du serveur
console-offline-missing = Cette version du serveur n’a pas le moteur hors ligne : la console ne statue que si le serveur est joignable.
console-pending-count = Pas encore journalisées : { $count }
console-not-logged-refused = Le serveur a refusé une décision rendue hors ligne
console-did-fold = se couche
console-did-check = parole
console-did-call = paie
console-did-bet = mise
console-did-raise = relance à
console-did-all-in = tapis
console-did-show = montre
console-did-muck = jette
console-dealt = Distribué : { $street }
console-print = Imprimer
console-notice = Les numéros et titres des règles de la Poker TDA sont utilisés avec l’autorisation de la Poker Tournament Directors Association (www.pokertda.com). Les résumés et raisonnements sont une paraphrase propre à floorcall, et non le texte officiel ; seules les règles officielles de la TDA font foi.
console-cards = Cartes
console-cards-to-pick = cartes à choisir : { $count }
console-done = Terminé
console-rules = Règles
console-rules-search = Numéro ou mots-clés d’une règle
console-rule-numbers = 2024 : Règle { $n2024 } · 2026 : Règle { $n2026 }
console-no-rule-found = Aucune règle ne correspond
console-full-bet-to = Dernière mise ou relance complète, à (total du tour d’enchères)
console-recent-search = Siège, joueur, litige ou heure
console-ante = Ante
console-bring-in = Bring-in
console-small-bet = Petite mise
console-big-bet = Grosse mise
console-act-bring-in = Bring-in
console-act-complete = Compléter
console-did-bring-in = fait le bring-in
console-did-complete = complète à
console-did-draw = tire { $count }
console-down-cards = Cartes fermées
console-up-cards = Cartes ouvertes
console-draw-count = Tirer : { $count }
console-stand-pat = Servi
console-to-draw = Siège { $seat } tire
console-asked = La décision en dépend : choisissez
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {"\u00A0: "}
console-discards = Cartes jetées
console-drawn-cards = Cartes tirées
field-left-since = Sièges laissés vides depuis cette main
field-same-table = Tous éliminés à la même table
