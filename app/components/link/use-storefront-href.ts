import {useCallback} from 'react'
import {useLocation} from 'react-router-dom'
import {buildStorefrontUrl} from '../../region/url-builder'
import {useSite} from '../../site/site-context'

/**
 * Turns a link as authored (a bare path, an already-prefixed path, an absolute URL or an anchor) into the URL
 * for the current site and locale (spec 001 §2.2–§2.3): internal paths get the site/locale prefix and keep
 * the session query parameters; absolute http(s) links and '#' anchors are untouched.
 */
export const useStorefrontHref = () => {
    const {config, site, locale} = useSite()
    const {search} = useLocation()
    return useCallback(
        (href: string) => buildStorefrontUrl(href, {site, locale: locale.id}, config.app, search),
        [config, site, locale, search]
    )
}
