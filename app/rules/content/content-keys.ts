import {withoutRegionPrefix} from '../../region/page-type'
import type {SiteCountry} from '../../region/types'
import {pathSegments, splitUrl} from '../../region/url-parts'

const LOCALE_SEGMENT = /^[a-z]{2}-[a-z]{2}$/i

/** The path's segments with any locale segment removed but the site alias kept. */
const segmentsWithoutLocale = (path: string) =>
    pathSegments(splitUrl(path).pathname).filter((segment) => !LOCALE_SEGMENT.test(segment))

/** Content pages published once for every site under a US key. */
const US_KEYED_PAGES = ['accessibility', 'security-privacy', 'Terms-conditions-wholesale']

/**
 * The content key of a content page (spec 001 §2.5): "the path with .html removed", keeping the site alias
 * ('us/cookies'). "accessibility and security-privacy map to us/ keys; the au terms-and-conditions page maps to
 * terms-and-conditions; the wholesale terms page maps to us/."
 */
export const contentPageKey = (path: string): string => {
    const segments = segmentsWithoutLocale(path)
    const key = segments.join('/').replace(/\.html$/i, '')
    const page = withoutRegionPrefix(path)
        .slice(1)
        .replace(/\.html$/i, '')
    if (US_KEYED_PAGES.includes(page)) return `us/${page}`
    if (key === 'au/terms-and-conditions') return 'terms-and-conditions'
    return key
}

const REGIONAL_PREFIX: Record<SiteCountry, string> = {GB: '', US: 'us', IE: 'eu', AU: 'au'}

/** "Regional content page: key {country}/{last path segment}, falling back to row/{segment}; GB uses an empty
 * country prefix and IE uses eu" (spec 001 §2.5). The keys to try, in order. */
export const regionalContentKeys = (path: string, siteCountry: SiteCountry): [string, string] => {
    const segments = segmentsWithoutLocale(path)
    const last = (segments[segments.length - 1] ?? '').replace(/\.html$/i, '')
    const prefix = REGIONAL_PREFIX[siteCountry]
    return [prefix ? `${prefix}/${last}` : last, `row/${last}`]
}

/** "Sign-up page: the content key is the path minus its leading slash" (spec 001 §2.5). */
export const signUpContentKey = (path: string): string => segmentsWithoutLocale(path).join('/')

/** "Pages flagged UK-only show not-found to visitors outside GB." */
export const isRestrictedToUk = (onlyForUK: boolean | undefined, visitorSiteCountry: SiteCountry): boolean =>
    onlyForUK === true && visitorSiteCountry !== 'GB'
