const SECRET_PARAMS = ['refresh_token', 'code', 'code_verifier', 'password', 'pwd_action_token', 'token']

/** Logs never carry credentials: secret query values are replaced before a URL is printed. */
export const redactUrl = (url: string): string => {
    const index = url.indexOf('?')
    if (index < 0) return url
    const params = new URLSearchParams(url.slice(index + 1))
    for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, 'REDACTED')
    return `${url.slice(0, index)}?${params.toString()}`
}
