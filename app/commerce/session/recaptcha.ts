import {useCallback} from 'react'
import {useSite} from '../../site/site-context'

/**
 * reCAPTCHA behind one small adapter (spec README: third-party services are reached through adapters). With
 * the test site key, or none configured, the token is the sandbox's documented test token, which the local
 * platform accepts; with a real key the reCAPTCHA v3 script produces a fresh token per submit.
 */
export const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI'
/** The sandbox's accepted token (sandbox/modules/accounts/recaptcha.ts). */
export const RECAPTCHA_TEST_TOKEN = 'vela-sandbox-recaptcha-pass'
/** The header Shopper API calls carry the token in (spec 001 §7.2). */
export const RECAPTCHA_HEADER = 'c_x-recaptcha-token'

interface Grecaptcha {
    ready: (callback: () => void) => void
    execute: (siteKey: string, options: {action: string}) => Promise<string>
}

declare global {
    interface Window {
        grecaptcha?: Grecaptcha
    }
}

let scriptLoad: Promise<Grecaptcha> | undefined

const loadScript = (siteKey: string): Promise<Grecaptcha> => {
    scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
        const script = document.createElement('script')
        script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
        script.async = true
        script.onload = () => {
            const api = window.grecaptcha
            if (api) api.ready(() => resolve(api))
            else reject(new Error('Recaptcha did not load'))
        }
        script.onerror = () => {
            scriptLoad = undefined
            reject(new Error('Recaptcha did not load'))
        }
        document.head.appendChild(script)
    })
    return scriptLoad
}

export const isTestSiteKey = (siteKey: string | undefined) => !siteKey || siteKey === RECAPTCHA_TEST_SITE_KEY

/** A token for one submit of `action` (e.g. 'register'). */
export const getRecaptchaToken = async (siteKey: string | undefined, action: string): Promise<string> => {
    if (isTestSiteKey(siteKey)) return RECAPTCHA_TEST_TOKEN
    const api = await loadScript(siteKey as string)
    return api.execute(siteKey as string, {action})
}

/** The site key from configuration (`app.recaptcha.siteKey`), when the deployment sets one. */
export const useRecaptcha = () => {
    const {config} = useSite()
    const siteKey = (config.app as {recaptcha?: {siteKey?: string}}).recaptcha?.siteKey
    return useCallback((action: string) => getRecaptchaToken(siteKey, action), [siteKey])
}
