import {ACCOUNT_MESSAGES} from '../../rules/account'

/** A failed SLAS call as the session layer reports it: the server's message, or why there was none. */
export class LoginError extends Error {
    constructor(message: string, readonly status?: number) {
        super(message)
        this.name = 'LoginError'
    }
}

interface WithResponse {
    response?: {status: number; statusText?: string; clone?: () => {text: () => Promise<string>}}
    message?: string
}

const readBody = async (response: NonNullable<WithResponse['response']>): Promise<string> => {
    try {
        // The SDK may read the body too; a clone leaves it readable for everyone.
        return response.clone ? (await response.clone().text()).trim() : ''
    } catch {
        return ''
    }
}

const serverMessage = (text: string): string | undefined => {
    try {
        const body = JSON.parse(text) as Record<string, unknown>
        const message = body.message ?? body.error_description ?? body.detail ?? body.title
        return typeof message === 'string' && message ? message : undefined
    } catch {
        return text.slice(0, 200) || undefined
    }
}

/**
 * "Token call status 400 or above: HTTP error with server message; empty response gives 'No response from
 * server' or 'Empty response'" (spec 001 §8). Network failures keep their own message ('Load failed'), which
 * the retry policy recognises.
 */
export const describeTokenError = async (error: unknown): Promise<LoginError> => {
    if (error instanceof LoginError) return error
    const {response, message} = (error ?? {}) as WithResponse
    if (!response) return new LoginError(message || ACCOUNT_MESSAGES.noResponse)
    const text = await readBody(response)
    if (!text) return new LoginError(ACCOUNT_MESSAGES.emptyResponse, response.status)
    const fromServer = serverMessage(text)
    return new LoginError(
        fromServer ?? `${response.status} ${response.statusText ?? ''}`.trim(),
        response.status
    )
}

/** SLAS answers a wrong email or password with 401 Unauthorized. */
export const isWrongCredentials = (error: unknown): boolean =>
    error instanceof LoginError && (error.status === 401 || /unauthori[sz]ed/i.test(error.message))
