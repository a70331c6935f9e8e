import type {Request} from 'express'

/**
 * Local stand-in for reCAPTCHA verification. The storefront sends the token the reCAPTCHA widget produced in
 * a header (`c_x-recaptcha-token` on Shopper API calls, `x-recaptcha-token` on controllers; both are read).
 * Nothing can be verified offline, so the sandbox accepts exactly one documented test token:
 *
 *   RECAPTCHA_TEST_TOKEN = 'vela-sandbox-recaptcha-pass'   (override with SANDBOX_RECAPTCHA_TEST_TOKEN)
 *
 * A missing or different token fails; failure messages contain 'Recaptcha', which the storefront matches on.
 */
export const RECAPTCHA_TEST_TOKEN = 'vela-sandbox-recaptcha-pass'

export const RECAPTCHA_HEADERS = ['c_x-recaptcha-token', 'x-recaptcha-token']

export const RECAPTCHA_MISSING = 'Recaptcha token is missing.'
export const RECAPTCHA_FAILED = 'Recaptcha verification failed.'

const acceptedToken = () => process.env.SANDBOX_RECAPTCHA_TEST_TOKEN || RECAPTCHA_TEST_TOKEN

const headerToken = (req: Request): string | undefined => {
    for (const name of RECAPTCHA_HEADERS) {
        const value = req.headers[name]
        if (typeof value === 'string' && value !== '') return value
    }
    return undefined
}

/** Undefined when the request carries the accepted token, otherwise the reason (a message naming Recaptcha). */
export const recaptchaFailure = (req: Request): string | undefined => {
    const token = headerToken(req)
    if (token === undefined) return RECAPTCHA_MISSING
    return token === acceptedToken() ? undefined : RECAPTCHA_FAILED
}
