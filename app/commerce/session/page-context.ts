import {webViewFromQuery, WEB_VIEW_STORAGE_KEY} from '../../hooks/use-web-view'
import {contextKey, setContextParams, type SetContextParams} from '../../rules/account'

const storedWebView = () => {
    try {
        return window.sessionStorage.getItem(WEB_VIEW_STORAGE_KEY) === 'true'
    } catch {
        return false
    }
}

let lastSent: string | undefined

/**
 * The shopper context of the page in the address bar (browser only): what PWA-SetContext is sent, and whether
 * a later page asks for a different one (a campaign link followed inside the shop, a preview date changed).
 */
export const pageContext = {
    params: (search: string, usid: string, siteCountry: string, currency: string): SetContextParams =>
        setContextParams({
            search,
            usid,
            siteCountry,
            currency,
            isWebView: webViewFromQuery(search) ?? storedWebView()
        }),
    sent: (params: SetContextParams) => {
        lastSent = contextKey(params)
    },
    /** Whether these parameters differ from the last ones sent (nothing sent yet counts as the same). */
    changed: (params: SetContextParams) => lastSent !== undefined && contextKey(params) !== lastSent
}
