import {useMemo} from 'react'
import {sanitizeHtml} from '../sanitize'

/** What a rich-text element is given as inner HTML, and whether React should leave the page's HTML as it is. */
export interface SafeHtml {
    html: {__html: string}
    keepsServerHtml: boolean
}

/**
 * CMS or catalogue HTML, sanitised, for `dangerouslySetInnerHTML`. On the server the filter runs in the render.
 * The browser build has its own version beside this one (safe-html.browser.ts, webpack.config.js) that keeps
 * the filter out of the first load.
 */
export const useSafeHtml = (html: string, prefix: (path: string) => string): SafeHtml => {
    const safe = useMemo(() => sanitizeHtml(html, {prefix}), [html, prefix])
    return {html: {__html: safe}, keepsServerHtml: false}
}
