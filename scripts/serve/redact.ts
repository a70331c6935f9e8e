/**
 * Log lines never carry credentials or personal data from URLs: query values of `token`, `code`, `usid`,
 * `email`, `refresh_token` and any parameter named like a secret are replaced, wherever a URL appears in a
 * line (the request log, proxy errors, the runtime's own messages).
 */
const NAMED = new Set(['token', 'code', 'usid', 'email', 'refresh_token', 'state', 'login'])
/** Words that make a parameter name secret wherever they appear in it (`pwd_action_token`, `apiKey`...). */
const SECRET_WORDS = new Set([
    'token',
    'secret',
    'password',
    'passwd',
    'pwd',
    'auth',
    'authorization',
    'session',
    'sid',
    'dwsid',
    'key',
    'apikey',
    'signature',
    'sig',
    'otp',
    'credential',
    'credentials',
    'jwt',
    'verifier',
    'nonce'
])
const SECRET_FRAGMENTS = /token|secret|passw|credential/

const words = (name: string) =>
    name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)

export const REDACTED = 'REDACTED'

export const isSecretParameter = (name: string) => {
    let decoded = name
    try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '))
    } catch {
        // A name that does not decode is judged as written.
    }
    const lower = decoded.toLowerCase()
    return (
        NAMED.has(lower) ||
        SECRET_FRAGMENTS.test(lower) ||
        words(decoded).some((word) => SECRET_WORDS.has(word))
    )
}

// `?` or `&` (raw or as they appear escaped in JSON/HTML), a parameter name, `=`, then the value up to the next
// separator or whitespace/quote.
const PARAMETER = /(&amp;|\\u0026|[?&])([^=&?#\s"'<>\\]+)=([^&#\s"'<>\\]*)/g

export const redactLine = (line: string): string =>
    line.includes('=')
        ? line.replace(PARAMETER, (match, separator: string, name: string, value: string) =>
              value !== '' && isSecretParameter(name) ? `${separator}${name}=${REDACTED}` : match
          )
        : line
