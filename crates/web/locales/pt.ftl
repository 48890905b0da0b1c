### floorcall, serviço web: as suas próprias palavras, em português: os seus problemas e os
### formulários do console.
### Uma mensagem por WebText de crates/web/src/text.rs; os argumentos ($field, $seconds…) são os
### campos da mensagem.

## problems

web-title = { $kind ->
        [bad-request] Requisição malformada
        [invalid-field] Campo inválido
        [invalid-hand] Mão ou disputa inválida
        [illegal-action] Ação impossível na mão
        [unsupported] Não suportado
        [dispute-mismatch] A disputa não corresponde à mão
        [not-found] Não encontrado
        [method-not-allowed] Método não permitido
        [conflict] Conflito
        [payload-too-large] Corpo da requisição grande demais
        [unsupported-media-type] Tipo de mídia não suportado
        [unavailable] Serviço indisponível
        [unauthorized] Autenticação necessária
        [forbidden] Não permitido para esta chave
        [too-many-requests] Pedidos demais
        [misdirected-request] Host errado
       *[internal] Erro interno
    }
web-raw = { $text }
web-not-json = o corpo não é JSON válido: { $detail }
web-at-field = { $field }: { $problem }
web-unknown-field = campo desconhecido `{ $name }`; os campos possíveis são { $expected }
web-missing-field = falta o campo `{ $name }`
web-unknown-variant = valor desconhecido `{ $value }`; os valores possíveis são { $expected }
web-invalid-type = tipo inválido: { $found }; esperado { $expected }
web-invalid-value = valor inválido: { $found }; esperado { $expected }
web-bad-query = os parâmetros da URL estão errados: { $problem }
web-send-json = envie o corpo como JSON com `Content-Type: application/json`
web-body-too-large = o corpo é maior do que este servidor aceita
web-log-unavailable = o registro de decisões está indisponível ({ $cause })
web-key-reused = a Idempotency-Key já foi usada com outra requisição
web-no-such-path = caminho inexistente: { $path }
web-no-rule = nenhuma regra com a chave { $key }
web-no-ruling = nenhuma decisão { $id }
web-log-off = o registro de decisões está desligado neste servidor
web-note-too-long = note: no máximo 4000 caracteres
web-key-not-ascii = a Idempotency-Key deve ser ASCII visível
web-key-length = a Idempotency-Key deve ter de 1 a 200 caracteres
web-not-a-time = { $name }: "{ $value }" não é um horário RFC 3339 nem uma data
web-limit-range = limit: de 1 a 1000
web-shutting-down = o servidor está parando
web-too-many-connections = conexões demais; tente de novo
web-timeout = a requisição levou mais de { $seconds } s
web-internal = ocorreu um erro inesperado; ele foi registrado
web-method-not-allowed = este método não é permitido neste caminho
web-no-hand-in-text = hand_text: nenhuma mão encontrada
web-host-not-allowed = este servidor não responde pelo host “{ $host }”
web-no-key = envie uma chave de API: `Authorization: Bearer <chave>`
web-bad-key = a chave de API é desconhecida ou foi revogada
web-role-needed = isto exige uma chave com o papel { $role }; esta chave tem o papel { $have }
web-no-access = esta operação não está aberta a nenhuma chave
web-rate-limited = pedidos demais com esta chave; tente de novo em { $seconds } s
web-stored-request-too-large = o registro guarda pedidos de no máximo { $limit } bytes
web-at-most-chars = no máximo { $count } caracteres
web-no-api-key = nenhuma chave de API { $id }
web-key-name = name: de 1 a 100 caracteres
web-unknown-house = nenhum perfil de regras da casa se chama `{ $name }` (os perfis: { $known })
web-no-house = nenhum perfil de regras da casa { $name }
web-not-ruled-again = a decisão { $id } não pode ser decidida de novo como foi registrada: { $problem }
web-no-logged-profile = o registro não guarda o perfil da casa { $digest } sob o qual ela foi decidida
web-house-changed = esta decisão foi dada sob o perfil de regras da casa `{ $name }` versão { $version } ({ $digest }), mas o `{ $name }` deste servidor agora é a versão { $now_version } ({ $now_digest }): ela não é registrada sob outra versão além daquela em que foi dada. Peça de novo sob a versão { $now_version }, ou registre a decisão dada na mesa como um incidente
web-house-pin-without-house = `house_version` e `house_digest` indicam a versão de um perfil, mas este pedido não é decidido sob nenhum perfil: indique-o em `house`
web-no-admin = não resta nenhuma credencial de administrador, por isso este servidor recusa os pedidos: crie uma no servidor com `floorcall keys create --name admin --role admin` (ou `floorcall staff add --name … --role admin`)
web-last-admin = esta é a última credencial de administrador ativa: crie outra chave ou conta de administrador antes de revogá-la ou desativá-la
web-credential-revoked = a credencial “{ $name }” foi revogada
web-key-expired = a chave “{ $name }” expirou: renove-a ou crie uma nova
web-session-ended = a sessão de { $name } terminou (saída, expiração ou revogação): entre de novo
web-account-disabled = a conta de { $name } está desativada
web-bad-sign-in = nome ou PIN errado
web-account-locked = PINs errados demais para esta conta: tente de novo em { $seconds } s
web-address-throttled = credenciais inválidas demais deste endereço: tente de novo em { $seconds } s
web-too-many-in-progress = esta credencial já tem { $count } pedidos em andamento: tente de novo quando um terminar
web-too-many-exports = esta credencial já tem { $count } exportações em andamento: tente de novo quando uma terminar
web-exports-busy = o servidor está com todas as exportações que aceita: tente de novo em instantes
web-quota-exceeded = esta credencial já guardou os seus { $limit } bytes de decisões de hoje (UTC): tente de novo em { $seconds } s
web-rate-unavailable = o limite de pedidos compartilhado não pode ser verificado ({ $cause })
web-staff-name = nome: de 1 a 100 caracteres
web-secret-length = secret: um PIN ou senha tem de 6 a 128 caracteres
web-secret-repeated = secret: um PIN ou senha não é um só caractere repetido
web-name-taken = uma conta ativa da equipe já tem este nome
web-no-staff = nenhuma conta da equipe { $id }
web-not-a-session = esta credencial é uma chave da API, não uma sessão: revogue a chave
web-needs-person = confirmar uma proposta exige um supervisor conectado como pessoa, não uma chave
web-no-proposal = nenhuma proposta { $id } aguarda nesta decisão
web-already-confirmed = a proposta { $id } já foi confirmada
web-own-proposal = uma proposta é confirmada por outra pessoa, não por quem a fez
web-expires-range = expires_in_days: de 1 a 3650
web-https-only = este servidor só fala HTTPS: use https://

## Os formulários de disputa do console (GET /v1/disputes): um título por tipo de disputa, um
## rótulo por campo (o caminho em `dispute`, `_` e `.` escritos `-`), uma palavra por opção,
## uma palavra por código de resultado.

dispute-bet = Fichas e palavras: o que foi?
dispute-options = O que o jogador pode fazer?
dispute-out-of-turn = Ação fora de vez
dispute-incorrect-bet = Aposta de valor errado
dispute-cards-dealt = Número errado de cartas
dispute-show-request = Pode ver a mão?
dispute-face-up = Cartas viradas agora?
dispute-showdown = Quem ganha os pots?
dispute-penalty = Punição
dispute-clock = Relógio pedido
dispute-at-seat = No assento a tempo?
dispute-accepted-action = Pagou um valor errado
dispute-count-request = Contagem de fichas
dispute-string-bet = Aposta em etapas
dispute-conditional-statement = "Se apostar, aumento"
dispute-chips-behind = Fichas achadas atrás
dispute-showdown-error = Erro no showdown
dispute-deal-error = Erro na distribuição
dispute-board-error = Board dado errado
dispute-button-blinds = Botão e blinds

field-seat = Assento
field-requester = Assento que pede
field-target = De quem é a mão ou as fichas
field-chips = Fichas empurradas
field-declared-word = Palavra dita
field-declared-amount = Valor dito
field-declared-audible = A mesa ouviu?
field-declared-before-chips = Dito antes de as fichas pousarem?
field-declared-raise = Disse "aumento" antes
field-declared-to = Aumentar para (dito)
field-prior-chips = Fichas já à frente (1000 500)
field-prior-chips-moved = Fichas à frente movidas
field-pushed-all = Empurrou todas as fichas?
field-act-action = O que o jogador fez
field-act-to = Para (total na rodada)
field-skipped-seat = Assento pulado
field-skipped-spoke-up = O jogador pulado se manifestou?
field-action-index = Qual ação (a partir de 0)
field-next-card-dealt = Próxima carta já dada
field-meant-pot = Quis dizer o pot
field-count = Cartas na mão
field-infraction = Infração
field-players-at-table = Jogadores na mesa
field-prior = Punições anteriores
field-seconds = Segundos desde o pedido
field-acted = Agiu a tempo
field-at-seat = No assento ao fim da distribuição
field-announced = Valor anunciado
field-by = Por
field-motions = Fichas por movimento (1000 500 / 500)
field-then-action = O que o jogador disse que faria
field-then-to = Para (total na rodada)
field-condition-met = A condição se cumpriu
field-found = Fichas achadas atrás
field-part-of-action = Parte da ação?
field-error = O que aconteceu
field-identifiable = Cartas identificáveis?
field-noticed = Percebido
field-cards = Quantas cartas
field-first-two = Uma das duas primeiras do baralho
field-street = Street
field-question = Pergunta
field-arriving = Assentos dos novos jogadores
field-correct-button = Onde o botão deveria estar
field-deliberate = De propósito?
field-leaving = Assentos que saem (ex. 2 5)
field-table-size = Lugares na mesa
field-declared-simultaneous = Dito junto com as fichas?
field-declared-raise-by = Valor dito como "aumento de"?
field-called-from-seat = Relógio pedido do assento?
field-left-table = Saiu da mesa com a mão viva?
field-arrived-during-deal = Chegou ao lugar só depois da primeira carta?
field-time-banks = Cartões de tempo extra entregues
field-arriving-from = Os novos jogadores vêm de
field-serious = Grave (ameaça, abuso deliberado)?
field-rounds = Rodadas escolhidas pelo floor
field-serving-hands-left = Mãos de punição restantes antes desta distribuição
field-serving-misdeal = Esta distribuição foi um misdeal

option-true = sim
option-false = não
option-call = pagar
option-raise = aumentar
option-bet = apostar
option-all-in = all-in
option-check = dar mesa
option-fold = desistir
option-pot = pot
option-show = mostrar
option-muck = descartar
option-none = nenhuma
option-some = algumas
option-all = todas
option-etiquette = etiqueta
option-card-exposure = exposição de cartas
option-disclosure = revelação
option-electronic-device = aparelho eletrônico
option-soft-play = soft play
option-collusion = conluio
option-dealer = o dealer
option-player = um jogador
option-misread = mão mal lida
option-wrong-pot = pot para o jogador errado
option-killed-winner = vencedora morta pelo dealer
option-killed-hand = mão morta pelo dealer
option-mucked-face-down = descartada virada para baixo
option-one-card-tabled = uma carta mostrada
option-bettor-mucked = o apostador descartou
option-before-next-hand = antes da próxima mão
option-next-hand-begun = depois de começar a próxima mão
option-after-substantial-action = depois de ação substancial
option-in-break-within-minute = num intervalo, até um minuto depois do pot
option-after-break-minute = num intervalo, mais de um minuto depois do pot
option-exposed-card = carta exposta
option-boxed-card = carta virada no baralho
option-first-card-wrong-seat = primeira carta ao assento errado
option-dealt-in-wrongly = assento servido por engano
option-dealt-out-wrongly = assento deixado de fora por engano
option-non-standard-card = carta que não é do baralho
option-fouled-deck = baralho defeituoso
option-four-card-flop = flop de quatro cartas
option-no-burn = sem queima
option-premature = carta dada cedo demais
option-preflop = pré-flop
option-flop = flop
option-turn = turn
option-river = river
option-next-hand = próxima mão
option-button-misplaced = botão no lugar errado
option-dodging-blinds = fugindo dos blinds
option-late-registration = inscrição tardia
option-broken-table = uma mesa desfeita

outcome-all-in = all-in
outcome-award = pot atribuído
outcome-bet = aposta
outcome-binding = vale
outcome-binding-if-unchanged = vale se a ação não mudar
outcome-call = pagar
outcome-call-or-fold = pagar ou desistir
outcome-call-or-forfeit = pagar ou perder
outcome-check = mesa
outcome-complete-hand = completar a mão
outcome-corrected = corrigido
outcome-dead-hand = mão morta
outcome-discretion = a critério do floor
outcome-disqualification = desclassificação
outcome-face-up = cartas viradas
outcome-fold = desistência
outcome-live-hand = mão viva
outcome-misdeal = misdeal
outcome-must-table = deve mostrar a mão inteira
outcome-must-call = deve pagar
outcome-next-hand = próxima mão
outcome-no-infraction = sem infração
outcome-no-right = sem direito
outcome-not-binding = não vale
outcome-not-yet = ainda não
outcome-options = opções
outcome-penalty = punição
outcome-raise = aumento
outcome-right = tem direito
outcome-stands = mantido
outcome-warning = advertência

## Os formulários do resto do regulamento (Regras 22–24, 50-B, 54-A, 59-B, RP-4, RP-8, RP-22).
dispute-before-amount = Agiu antes de o valor ser dito
dispute-chip-race = Chip race
dispute-hand-for-hand = Eliminados na mesma mão (mão a mão)
dispute-level-change = O nível mudou perto desta mão
dispute-non-chip-item = Ficha de bounty ou token empurrado
dispute-pot-count = O pot pode ser contado?
dispute-stub = O resto do baralho caiu
field-began = Quando a mão começou
field-bettor = Lugar que disse aposto ou aumento
field-busted = Jogadores eliminados na mão
field-h4h-announced = Mão a mão anunciado antes da mão
field-item = O objeto
field-lowest = Menor ficha ainda em jogo
field-mixed-with-muck = Misturado com o muck ou as queimadas
field-new-ante = Ante do novo nível
field-new-big-blind-ante = Ante do big blind do novo nível
field-new-blinds-big = Big blind do novo nível
field-new-blinds-small = Small blind do novo nível
field-odd = Fichas da cor retirada, por lugar
field-order = Lugares pela carta do chip race, da maior para a menor
field-paid = Lugares pagos
field-payouts = Prêmios dos lugares deles, do melhor
field-reconstructable = A ordem pode ser refeita com certeza
field-remaining = Jogadores restantes no início da mão
field-removed = Ficha retirada
field-start-stacks = Fichas de cada um no início da mão
field-to = Valor dito depois (total da rodada)
option-after-level = Depois de o novo nível começar
option-before-level = Antes de o novo nível começar
option-bounty-chip = Ficha de bounty
option-clock-token = Token ou ficha de tempo
option-dealer-push = Durante a troca de dealer
option-other = Outra coisa
outcome-exchanged = Trocadas, nada a correr
outcome-no-prize = Sem prêmio
outcome-race-to-run = Chip race a fazer
outcome-raced = Chip race feito
outcome-ranked-by-stack = Ordenados pelas fichas iniciais
outcome-reconstruct = Refazer o resto do baralho
outcome-reshuffle-all = Misturar tudo
outcome-reshuffle-stub = Reembaralhar o resto
outcome-shared-places = Lugares divididos
dispute-gesture = Batida na mesa
dispute-rebuy-announced = Recompra anunciada
field-gesture = O gesto
field-stack = Fichas no início da mão
field-rebuy-chips = Fichas da recompra
option-tap = Batida na mesa
option-before-deal = Antes da distribuição
option-during-hand = Durante a mão
outcome-plays-behind = Joga atrás nesta mão
outcome-after-hand = Entra depois da mão

## The dispute forms of the incidents away from the betting (Rules 7, 31, 63).
dispute-away-from-table = Saiu da mesa com a mão viva
dispute-chips-out-of-view = Fichas fora de vista ou em trânsito
dispute-wrong-seat = Jogador no lugar errado
field-amount = Fichas em questão
field-assigned-seat = Lugar sorteado para o jogador
field-assigned-seat-empty = O lugar sorteado está vazio
field-clock-ran-out = O clock acabou antes de o jogador voltar
field-stack-in-view = Fichas que restam à vista na mesa
field-whereabouts = Onde estavam as fichas
option-after-hands = Entre mãos, depois de mãos jogadas
option-before-action = Antes de alguém agir
option-carried-in-view = Levadas à vista
option-carried-out-of-view = Levadas fora de vista
option-concealed = Escondidas na mesa
option-pocketed = No bolso ou na bolsa
outcome-forfeited = Perdidas, fora de jogo
outcome-kept = Ficam com o jogador
outcome-moved = Passa ao lugar sorteado
outcome-stays-live = A mão continua viva

## The floor's record: the penalty register, players, incidents, the print view.

web-register-counted = O registro de { $tournament } { $count ->
        [0] não tem nenhuma penalidade mantida para este jogador
        [one] tem uma penalidade mantida para este jogador, contada como a anterior: { $entries }
       *[other] tem { $count } penalidades mantidas para este jogador, contadas como as anteriores: { $entries }
    }.
web-register-entry = mesa { $table } em { $at } UTC, { $given ->
        [warning] uma advertência
       *[rounds] { $rounds ->
            [one] uma rodada perdida
           *[other] { $rounds } rodadas perdidas
        }
    }
web-bad-player-id = o id de um jogador tem de 1 a 64 caracteres visíveis, sem espaços, `%`, `_` ou `,`; `erased` é reservado
web-record-limit = `limit` vai de 1 a { $most }
web-webhook-url = a URL de um webhook é `https://…`, ou `http://` para um endereço local (esta máquina), com até 2000 caracteres
web-no-webhook = não há webhook com o id { $id }
web-no-incident = não há incidente com o id { $id }
web-incident-too-long = no máximo { $most } caracteres
web-sign-off-needs-person = um incidente é assinado por um supervisor que entrou como pessoa, não com uma chave
web-print-label = { $what ->
        [ruling] Decisão
        [incident] Relatório de incidente
        [when] Quando
        [occurred] Ocorreu
        [event] Evento
        [table] Mesa
        [seat] Assento
        [player] Jogador
        [game] Jogo
        [blinds] Blinds
        [seats] Assentos e fichas
        [actions] Ações
        [hand] Histórico da mão
        [proposed] Proposta de
        [bets] Apostas nesta rodada
        [ante] Ante
        [bba] Ante do big blind
        [yes] Sim
        [no] Não
        [asked] Pedida por
        [recorded] Registrado por
        [id] Id no registro
        [facts] Os fatos
        [reasons] Por quê
        [see-also] Ver também
        [discretion] A TDA deixa este ponto ao floor (Regra 1): o que as regras indicam.
        [final] Palavra final
        [upheld] Mantida
        [overruled] Revogada
        [pending] Ainda sem palavra final.
        [by] Por
        [note] Nota
        [seen] O que foi visto
        [witnesses] Testemunhas
        [signed] Assinatura
        [unsigned] Ainda não assinado.
        [player_identity] Identidade do jogador
        [electronic_device] Aparelho eletrônico
        [official_language] Idioma oficial
        [seating] Lugares
        [absent_from_seat] Fora da mesa
        [chips_hidden] Fichas fora de vista
        [abuse] Abuso
       *[other] Conduta
    }

## games (issue 25)
field-short-table-big-blind = Mesa curta: assento do último big blind
field-short-table-seats = Mesa curta: assentos com jogador
field-short-table-size = Mesa curta: total de assentos
field-big-blind-in-wrong-seat = Pagou um big blind no lugar errado?
field-occupant-assigned-seat = Lugar sorteado pelo jogador sentado ali
option-before-hand = Antes de a mão começar (ainda sem riffle)
option-hand-begun = Mão iniciada, nenhuma carta dada ainda
option-abuse = conduta abusiva
option-throwing-cards = arremesso de cartas
option-phone-call = ligação telefônica na mesa
option-device-on-table = aparelho sobre a mesa
option-strategy-tool = ferramenta de estratégia ou ajuda externa
option-identity = não identificável (óculos escuros, capuz)
option-language = idioma não divulgado
option-chips-hidden = fichas fora de vista
field-hidden-chips = Fichas mantidas fora de vista
outcome-final-table = mesa final
field-seats-per-table = Lugares por mesa
field-seat-cards = Cartões de posição, na ordem em que foram dados
dispute-final-table = A mesa final e seu sorteio de lugares
dispute-undercall-chain = Undercalls um após o outro
option-TDA5 = A-5 triple draw
option-TD27 = 2-7 triple draw
option-STUD8 = stud hi/lo de sete cartas
option-STUD = stud de sete cartas
option-SHORT-DECK = hold'em short deck
option-SD27 = 2-7 single draw
option-RAZZ = razz
option-PLO8 = Omaha hi/lo pot-limit
option-PLO6 = Omaha pot-limit de seis cartas
option-PLO5 = Omaha pot-limit de cinco cartas
option-PLO = Omaha pot-limit
option-PLHE = hold'em pot-limit
option-O8 = Omaha hi/lo limit
option-NLO8 = Omaha hi/lo no-limit
option-NLO = Omaha no-limit
option-NLHE = hold'em no-limit
option-LO = Omaha limit
option-LHE = hold'em limit
option-DRAW5 = five-card draw
option-BIGO = Big O
option-COURCHEVEL = Courchevel
option-COURCHEVEL8 = Courchevel hi/lo
option-BADUGI = badugi
outcome-moves = muda de mesa
option-who-moves = quem muda de mesa
option-stud-only = só jogos de stud
option-short-stub = cartas insuficientes para a 7ª street
option-seventh-card-exposed = carta da 7ª street dada aberta
option-premature-card = carta dada cedo demais
option-next-button = para onde vai o botão
option-mixed = jogos mistos
option-down-card-exposed = uma carta fechada dada aberta
field-stud-since = Uma rodada de stud desde essa mão
field-stub = Cartas que restam no stub
field-seats = Assentos com jogador
field-open-seat = Lugar vago na mesa curta
field-next-game = Jogo da próxima mão
field-event = Evento
field-button = Botão
dispute-picked-up-cards = Cartas abertas recolhidas (stud)
dispute-stud-deal = Erro na distribuição do stud
dispute-rotation = Rotação de jogos mistos
option-bring-in = fazer o bring-in
option-complete = completar
option-draw = trocar cartas
option-third = 3ª street
option-fourth = 4ª street
option-fifth = 5ª street
option-sixth = 6ª street
option-seventh = 7ª street
option-predraw = antes do draw
option-first-draw = depois do primeiro draw
option-second-draw = depois do segundo draw
option-third-draw = depois do terceiro draw

## console
## As palavras do próprio console (crates/web/console), servidas por GET /v1/console/messages.
## A página preenche cada `{ $nome }`: estas mensagens não usam seletores.
console-table = Mesa
console-edition = Edição
console-language = Idioma
console-setup = Montagem da mesa
console-game = Jogo
console-small-blind = Small blind
console-big-blind = Big blind
console-bba = Ante do big blind
console-button = Botão
console-seat = Assento
console-name = Nome
console-stack = Fichas
console-add-seat = Adicionar assento
console-save-setup = Lembrar esta mesa
console-presets = Níveis
console-mode-spot = A rodada agora
console-mode-hand = Mão, toque a toque
console-mode-paste = Colar um histórico
console-new-hand = Nova mão
console-street = Rodada de apostas
console-preflop = Pré-flop
console-flop = Flop
console-turn = Turn
console-river = River
console-pot-before = Pot antes desta rodada
console-last-full-raise = Última aposta ou aumento completo
console-to-act = Vez de
console-in-front = À frente
console-behind = Atrás
console-folded = Desistiu
console-acted = Agiu desde o último aumento completo
console-fold = Desistir
console-check = Dar mesa
console-call = Pagar
console-raise-to = Apostar / aumentar para
console-all-in = All-in
console-show = Mostrar
console-muck = Descartar
console-undo = Desfazer
console-format = Formato
console-import = Importar a mão
console-dispute = A disputa
console-type = Tipo
console-chips-pushed = Fichas empurradas
console-clear = Limpar
console-submit = Decidir
console-note = Nota
console-upheld = Mantida
console-overruled = Revogada
console-recent = Decisões recentes nesta mesa
console-pot = Pot
console-board = Board
console-remove = Remover
console-table-drawing = A mesa segundo a reprodução da mão
console-to-act-now = Vez do assento { $seat } — para pagar { $call }
console-raise-between = aumentar para { $low }–{ $high }
console-raise-exactly = aumentar para { $amount }
console-no-raise = sem aumento
console-hand-over = A mão terminou
console-no-player = Ninguém para agir
console-saved = Mesa lembrada neste aparelho
console-final-saved = Palavra final registrada: { $word }
console-final-word = Palavra final
console-returned = Devolvido
console-action = Ação
console-to-call = Para pagar
console-raise-range = Aumento
console-discretion = O floor decide (Regra 1): primeiro o que as regras indicam, depois
console-if = se
console-imported = Mãos importadas: { $count }
console-none = —
console-house = Regras da casa
console-house-tda-only = Só a TDA (sem regras da casa)
console-house-default = O padrão do servidor ({ $name })
console-house-ruling = Decisão da casa — { $title }, versão { $version }
console-tda-alone = Só pela TDA
console-house-none = Regras da casa: sem efeito ({ $title })
console-forfeited = Perdido
console-unknown-house = { $name } (não está neste servidor)
console-sign-in = Entrar
console-sign-out = Sair
console-sign-in-title = Entre para decidir
console-your-name = O seu nome
console-pin = PIN ou senha
console-sign-in-note = Cada pessoa entra com o próprio nome e PIN; a sessão termina ao sair, no fim do turno ou com o tablet parado.
console-signed-in = { $name } · { $role }
console-role-reader = somente leitura
console-role-floor = floor
console-role-supervisor = supervisor
console-role-admin = administrador
console-proposed = Proposta: um supervisor a confirma na própria sessão
console-confirm = Confirmar a proposta do floor
console-confirmed = Confirmada por um supervisor: { $word }
console-offline = Sem conexão com o servidor
console-not-logged = Ainda não registrada: guardada neste tablet e enviada quando o servidor voltar
console-offline-missing = Esta versão do servidor não traz o motor offline: o console só decide com o servidor ao alcance.
console-pending-count = Ainda não registradas: { $count }
console-not-logged-refused = O servidor recusou uma decisão dada sem conexão
console-did-fold = desiste
console-did-check = dá mesa
console-did-call = paga
console-did-bet = aposta
console-did-raise = aumenta para
console-did-all-in = all-in
console-did-show = mostra
console-did-muck = descarta
console-dealt = { $street }: cartas dadas
console-print = Imprimir
console-notice = Os números e títulos das regras da Poker TDA são usados com permissão da Poker Tournament Directors Association (www.pokertda.com). Os resumos e o raciocínio são paráfrase própria do floorcall, não o texto oficial; valem as regras oficiais da TDA.
console-cards = Cartas
console-cards-to-pick = cartas a escolher: { $count }
console-done = Pronto
console-rules = Regras
console-rules-search = Número ou palavras da regra
console-rule-numbers = 2024: Regra { $n2024 } · 2026: Regra { $n2026 }
console-no-rule-found = Nenhuma regra corresponde
console-full-bet-to = Última aposta ou aumento completo, para (total na rodada)
console-recent-search = Assento, jogador, disputa ou hora
console-ante = Ante
console-bring-in = Bring-in
console-small-bet = Small bet
console-big-bet = Big bet
console-act-bring-in = Bring-in
console-act-complete = Completar
console-did-bring-in = faz o bring-in
console-did-complete = completa para
console-did-draw = troca { $count }
console-down-cards = Cartas fechadas
console-up-cards = Cartas abertas
console-draw-count = Trocar: { $count }
console-stand-pat = Não troca
console-to-draw = Assento { $seat } troca agora
console-asked = A decisão depende disto: escolha uma opção
# The colon after a label, as the language writes it (French with a space before it).
console-colon = {": "}
console-discards = Cartas descartadas
console-drawn-cards = Cartas recebidas
field-left-since = Assentos que ficaram vazios desde essa mão
field-same-table = Todos eliminados na mesma mesa
