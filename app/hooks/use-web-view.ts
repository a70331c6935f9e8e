import {useEffect, useState} from 'react'
import {useLocation} from 'react-router-dom'
import {queryParam} from '../region/url-parts'

/** Session storage key remembering that the storefront runs inside the mobile app's web view. */
export const WEB_VIEW_STORAGE_KEY = 'vela.isWebView'

/** `isWebView=true` turns the app web view on, `isWebView=false` off; absent leaves it as it was. */
export const webViewFromQuery = (search: string): boolean | undefined => {
    const value = queryParam(search, 'isWebView')
    return value === 'true' ? true : value === 'false' ? false : undefined
}

const readStored = () => {
    try {
        return window.sessionStorage.getItem(WEB_VIEW_STORAGE_KEY) === 'true'
    } catch {
        return false
    }
}

const store = (on: boolean) => {
    try {
        if (on) window.sessionStorage.setItem(WEB_VIEW_STORAGE_KEY, 'true')
        else window.sessionStorage.removeItem(WEB_VIEW_STORAGE_KEY)
    } catch {
        // Storage can be unavailable (private mode); the query parameter still applies to this page.
    }
}

/**
 * Whether the page runs in the app's web view (spec 001 §2.2–§2.3), remembered for the session. The server
 * and the first browser render see only the query, so hydration matches; the session memory applies after.
 */
export const useWebView = (): boolean => {
    const {search} = useLocation()
    const fromQuery = webViewFromQuery(search)
    const [webView, setWebView] = useState(fromQuery ?? false)
    useEffect(() => {
        if (fromQuery !== undefined) store(fromQuery)
        setWebView(fromQuery ?? readStored())
    }, [fromQuery])
    return webView
}
