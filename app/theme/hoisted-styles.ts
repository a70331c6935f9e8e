import createCache, {type EmotionCache} from '@emotion/cache'

/**
 * The server gathers every style tag emotion rendered inline into one tag at the end of `<head>`
 * (app/ssr/hoist-styles.ts), marked with this attribute and listing the style names it holds.
 *
 * Why: emotion's own client start-up moves each inline tag into `<head>` and re-inserts it into its sheet
 * before hydration. Every move is a style sheet leaving and joining the document, so the browser restyles and
 * lays out the whole page once more in the start-up task (about 150–250 ms on a throttled phone for the
 * 170–190 tags of home, category and product). Under this attribute emotion does not recognise the tag, so
 * nothing moves; the client's cache is told instead that those names are already in the page.
 */
export const HOISTED_STYLES_ATTRIBUTE = 'data-hoisted-styles'

const hoistedTag = (): Element | null =>
    typeof document === 'undefined' ? null : document.querySelector(`style[${HOISTED_STYLES_ATTRIBUTE}]`)

/** Whether this page's server styles are in the hoisted tag (never on the server, nor in a jsdom test). */
export const stylesAreHoisted = (): boolean => hoistedTag() !== null

/**
 * The browser's emotion cache for a page with hoisted server styles: it inserts only what the server did not
 * render. Undefined where there is no hoisted tag; emotion's default cache then works as it always does.
 */
export const cacheForHoistedStyles = (): EmotionCache | undefined => {
    const tag = hoistedTag()
    if (!tag) return undefined
    const cache = createCache({key: 'css'})
    for (const name of (tag.getAttribute(HOISTED_STYLES_ATTRIBUTE) ?? '').split(' ')) {
        if (name) cache.inserted[name] = true
    }
    return cache
}
