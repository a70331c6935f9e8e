import {isCheckoutPath, isFooterlessCheckoutPath} from '../../region/page-type'

export type HeaderKind = 'full' | 'checkout' | 'none'

export interface ShellLayout {
    header: HeaderKind
    footer: boolean
}

/**
 * Which header and footer a path gets (spec 001 §2.3): checkout pages swap the header for the reduced
 * checkout header; 3-D Secure and cross-border checkout have no footer; inside the app's web view checkout
 * pages have neither.
 */
export const shellLayout = (path: string, {webView}: {webView: boolean}): ShellLayout => {
    if (!isCheckoutPath(path)) return {header: 'full', footer: true}
    if (webView) return {header: 'none', footer: false}
    return {header: 'checkout', footer: !isFooterlessCheckoutPath(path)}
}
