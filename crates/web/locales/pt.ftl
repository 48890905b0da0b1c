### floorcall, serviço web: as palavras dos seus próprios problemas, em português.
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
