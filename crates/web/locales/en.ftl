### floorcall web service: the words of its own problems, in English.
### A message per WebText of crates/web/src/text.rs; its arguments ($field, $seconds…) are the
### fields of the message. Rendered through the engine's library, beside its files, so a
### problem can quote an engine reason.

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
