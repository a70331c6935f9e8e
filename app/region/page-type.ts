import {PREFIXED_SITE_ALIASES} from './locales'
import {pathSegments, splitUrl} from './url-parts'

/** Page types derived from a path (spec 001 §2.2). */
export type PageType =
    | 'home'
    | 'sets-builder'
    | 'storystream-gallery'
    | 'product'
    | 'category'
    | 'basket'
    | 'checkout'
    | 'confirmation'
    | 'account'
    | 'other'

const LOCALE_SEGMENT = /^[a-z]{2}-[a-z]{2}$/i

/**
 * The path without a leading country alias (us, eu, au) or locale segment (xx-XX), so rules can reason about
 * the page itself. Always starts with '/'; a query or hash is dropped.
 */
export const withoutRegionPrefix = (url: string): string => {
    const segments = pathSegments(splitUrl(url).pathname)
    let start = 0
    if ((PREFIXED_SITE_ALIASES as readonly string[]).includes(segments[0]?.toLowerCase() ?? '')) start = 1
    if (LOCALE_SEGMENT.test(segments[start] ?? '')) start += 1
    return '/' + segments.slice(start).join('/')
}

/** "A home page is a bare country root (us, eu, au or root)" (spec 001 §2.2), in any locale. */
export const isCountryRoot = (url: string): boolean => withoutRegionPrefix(url) === '/'

/** "last segment ends with a dash, an identifier and .html"; the identifier must contain a digit, which
 * keeps static pages such as /security-privacy.html out. */
const PRODUCT_SEGMENT = /-[a-z0-9_]*\d[a-z0-9_]*\.html$/i

export const isProductPath = (url: string): boolean => {
    const segments = pathSegments(withoutRegionPrefix(url))
    return segments.length > 0 && PRODUCT_SEGMENT.test(segments[segments.length - 1])
}

/** "Listing pages (category, search, sale) are recognised by paths containing /shop, /search or /sale." */
export const isListingPath = (url: string): boolean =>
    /\/(shop|search|sale)(\/|$)/i.test(withoutRegionPrefix(url))

/** "Confirmation and 3-D Secure pages are recognised by /confirmation or /checkout3ds" (spec 000 §2). */
export const isConfirmationOr3dsPath = (url: string): boolean =>
    /\/(confirmation|checkout3ds)(\/|$)/i.test(splitUrl(url).pathname)

/** Checkout pages get the reduced header (spec 001 §2.3). */
export const CHECKOUT_PATHS = [
    '/checkout',
    '/checkout/confirmation',
    '/checkout-delivery',
    '/checkout3ds',
    '/checkout-globale'
]

export const isCheckoutPath = (url: string): boolean => {
    const path = withoutRegionPrefix(url).toLowerCase()
    return CHECKOUT_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** "the 3ds and global-checkout variants have no footer" (spec 001 §2.3). */
export const isFooterlessCheckoutPath = (url: string): boolean =>
    /^\/(checkout3ds|checkout-globale)(\/|$)/i.test(withoutRegionPrefix(url))

/** The page type of a path (spec 001 §2.2); the first matching rule wins. */
export const pageTypeFromPath = (url: string): PageType => {
    const path = withoutRegionPrefix(url)
    const lower = path.toLowerCase()
    if (path === '/') return 'home'
    if (lower.includes('/sets-builder/')) return 'sets-builder'
    if (lower.includes('/storystream-gallery')) return 'storystream-gallery'
    if (isProductPath(path)) return 'product'
    if (lower.includes('confirmation')) return 'confirmation'
    if (/^\/cart(\/|$)/.test(lower)) return 'basket'
    if (/^\/checkout/.test(lower)) return 'checkout'
    if (/^\/account(\/|$)/.test(lower)) return 'account'
    if (isListingPath(path)) return 'category'
    return 'other'
}
