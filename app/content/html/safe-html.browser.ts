import {useEffect, useMemo, useState} from 'react'
import {hydratingServerHtml, KEEP_SERVER_HTML} from '../../hydration/server-html'
import type {sanitizeHtml as Sanitize} from '../sanitize'
import type {SafeHtml} from './safe-html'

/**
 * The browser's version of ./safe-html (webpack.config.js). The HTML filter is 7 kB of gzipped JavaScript that
 * a page does not need to start: every rich text on a server-rendered page was filtered by the server, and
 * React hydrates an element given inner HTML without touching what is inside it. So while the page hydrates,
 * a rich text keeps the server's HTML, and it goes on keeping it for as long as its HTML is the same. The
 * filter loads (once, as its own chunk) only when a rich text is rendered in the browser with HTML the server
 * did not render: after a client-side navigation, or when its content changes. Until it arrives, a new element
 * is empty and a changed one keeps what it showed: nothing unfiltered is ever shown.
 */

let sanitizer: typeof Sanitize | undefined
let loading: Promise<typeof Sanitize> | undefined

const loadSanitizer = () => {
    loading ??= import(/* webpackChunkName: "html-sanitizer" */ '../sanitize').then((module) => {
        sanitizer = module.sanitizeHtml
        return sanitizer
    })
    return loading
}

export const useSafeHtml = (html: string, prefix: (path: string) => string): SafeHtml => {
    // The HTML the server rendered into this element, when this element was hydrated; undefined otherwise.
    const [serverHtml] = useState(() => (hydratingServerHtml() ? html : undefined))
    const keepsServerHtml = serverHtml !== undefined && serverHtml === html
    const [filter, setFilter] = useState(() => sanitizer)
    useEffect(() => {
        if (keepsServerHtml || filter) return
        let current = true
        void loadSanitizer().then((loaded) => {
            if (current) setFilter(() => loaded)
        })
        return () => {
            current = false
        }
    }, [keepsServerHtml, filter])
    const safe = useMemo(
        () => (keepsServerHtml || !filter ? '' : filter(html, {prefix})),
        [keepsServerHtml, filter, html, prefix]
    )
    return {html: keepsServerHtml ? KEEP_SERVER_HTML : {__html: safe}, keepsServerHtml}
}
