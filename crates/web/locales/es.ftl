### floorcall, servicio web: las palabras de sus propios problemas, en español.
### Un mensaje por WebText de crates/web/src/text.rs; los argumentos ($field, $seconds…) son los
### campos del mensaje.

## problems

web-title = { $kind ->
        [bad-request] Solicitud mal formada
        [invalid-field] Campo inválido
        [invalid-hand] Mano o disputa inválida
        [illegal-action] Acción imposible en la mano
        [unsupported] No admitido
        [dispute-mismatch] La disputa no corresponde a la mano
        [not-found] No encontrado
        [method-not-allowed] Método no permitido
        [conflict] Conflicto
        [payload-too-large] Cuerpo de la solicitud demasiado grande
        [unsupported-media-type] Tipo de medio no admitido
        [unavailable] Servicio no disponible
        [unauthorized] Se requiere autenticación
        [forbidden] No permitido para esta clave
        [too-many-requests] Demasiadas solicitudes
        [misdirected-request] Host equivocado
       *[internal] Error interno
    }
web-raw = { $text }
web-not-json = el cuerpo no es JSON válido: { $detail }
web-at-field = { $field }: { $problem }
web-unknown-field = campo desconocido `{ $name }`; los campos posibles son { $expected }
web-missing-field = falta el campo `{ $name }`
web-unknown-variant = valor desconocido `{ $value }`; los valores posibles son { $expected }
web-invalid-type = tipo inválido: { $found }; se esperaba { $expected }
web-invalid-value = valor inválido: { $found }; se esperaba { $expected }
web-bad-query = los parámetros de la URL son incorrectos: { $problem }
web-send-json = envíe el cuerpo como JSON con `Content-Type: application/json`
web-body-too-large = el cuerpo es más grande de lo que este servidor acepta
web-log-unavailable = el registro de decisiones no está disponible ({ $cause })
web-key-reused = la Idempotency-Key ya se usó con otra solicitud
web-no-such-path = ruta inexistente: { $path }
web-no-rule = ninguna regla con la clave { $key }
web-no-ruling = ninguna decisión { $id }
web-log-off = el registro de decisiones está desactivado en este servidor
web-note-too-long = note: como máximo 4000 caracteres
web-key-not-ascii = la Idempotency-Key debe ser ASCII visible
web-key-length = la Idempotency-Key debe tener de 1 a 200 caracteres
web-not-a-time = { $name }: "{ $value }" no es una hora RFC 3339 ni una fecha
web-limit-range = limit: de 1 a 1000
web-shutting-down = el servidor se está deteniendo
web-too-many-connections = demasiadas conexiones; reintente
web-timeout = la solicitud tardó más de { $seconds } s
web-internal = ocurrió un error inesperado; quedó registrado
web-method-not-allowed = este método no está permitido en esta ruta
web-no-hand-in-text = hand_text: no se encontró ninguna mano
web-host-not-allowed = este servidor no responde por el host “{ $host }”
web-no-key = envíe una clave de API: `Authorization: Bearer <clave>`
web-bad-key = la clave de API es desconocida o fue revocada
web-role-needed = esto requiere una clave con el rol { $role }; esta clave tiene el rol { $have }
web-no-access = esta operación no está abierta a ninguna clave
web-rate-limited = demasiadas solicitudes con esta clave; reintente en { $seconds } s
web-stored-request-too-large = el registro guarda solicitudes de como máximo { $limit } bytes
web-at-most-chars = como máximo { $count } caracteres
web-no-api-key = ninguna clave de API { $id }
web-key-name = name: de 1 a 100 caracteres
