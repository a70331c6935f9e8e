/**
 * The words a shopper reads on a server-rendered page, from its HTML: text nodes of the app plus the
 * attributes that are read out or shown (alt, aria-label, placeholder, title) and the document title and
 * description. Used by the locale check to compare a localised page with its English counterpart.
 */

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '}

export const decodeEntities = (text: string) =>
    text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
        if (code[0] === '#') {
            const point =
                code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
            return Number.isFinite(point) ? String.fromCodePoint(point) : whole
        }
        return ENTITIES[code.toLowerCase()] ?? whole
    })

const READ_ATTRIBUTES = /\s(?:alt|aria-label|placeholder|title)="([^"]*)"/gi

/** The app's server-rendered markup (the react target), or the whole body when there is none. */
const appMarkup = (html: string) =>
    /<div class="react-target">([\s\S]*?)<\/div>\s*<script/i.exec(html)?.[1] ??
    /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ??
    html

/** Text segments in document order, each trimmed with its whitespace collapsed. */
export const pageSegments = (html: string): string[] => {
    const segments: string[] = []
    const push = (raw: string) => {
        const text = decodeEntities(raw).replace(/\s+/g, ' ').trim()
        if (text) segments.push(text)
    }
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]
    if (title) push(title)
    const description = /<meta[^>]+name="description"[^>]+content="([^"]*)"/i.exec(html)?.[1]
    if (description) push(description)
    const markup = appMarkup(html)
        .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, '')
    for (const tag of markup.match(/<[a-z][^>]*>/gi) ?? []) {
        for (const match of tag.matchAll(READ_ATTRIBUTES)) push(match[1])
    }
    // Inline elements do not split a sentence: join their text, split only at block boundaries.
    const blocks = markup
        .replace(/<\/?(a|span|strong|em|b|i|u|small|sup|sub|abbr|mark|time|bdi|label)\b[^>]*>/gi, '')
        .split(/<[^>]+>/)
    for (const block of blocks) push(block)
    return segments
}
