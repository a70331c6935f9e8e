import {HOISTED_STYLES_ATTRIBUTE} from '../theme/hoisted-styles'

/** A style tag as emotion renders it on the server: `css` for components, `css-global` for global styles. */
const EMOTION_STYLE = /<style data-emotion="css(?:-global)? ([^"]*)">([\s\S]*?)<\/style>/g

/**
 * Moves the style tags emotion rendered inline in the body into one tag at the end of `<head>`, in document
 * order (so the cascade is unchanged), listing every style name it holds (see theme/hoisted-styles.ts for
 * why). A document without a head, or without emotion styles, is returned as it is.
 */
export const hoistServerStyles = (html: string): string => {
    const headEnd = html.indexOf('</head>')
    if (headEnd < 0) return html
    const names: string[] = []
    const rules: string[] = []
    const body = html.slice(headEnd).replace(EMOTION_STYLE, (_tag, tagNames: string, css: string) => {
        names.push(tagNames)
        rules.push(css)
        return ''
    })
    if (!rules.length) return html
    const hoisted = `<style ${HOISTED_STYLES_ATTRIBUTE}="${names.join(' ')}">${rules.join('')}</style>`
    return html.slice(0, headEnd) + hoisted + body
}
