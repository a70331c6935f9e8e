/**
 * Text only, for React to render as text (which escapes it): comments, tags, and dangerous elements together
 * with everything inside them are removed, common entities decoded and white space collapsed. Used where HTML
 * is not expected (the default block renderer, headings, meta descriptions). It needs no HTML filter because
 * nothing it returns is ever parsed as HTML: that is what lets it run in the first load without one.
 */

/** Elements dropped together with everything inside them: never text for the shopper, never safe as HTML. */
export const DROPPED_WITH_CONTENT = [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'noscript'
]

const DROPPED = new RegExp(`<(${DROPPED_WITH_CONTENT.join('|')})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi')
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
/**
 * An opening, closing or self-closing tag: `<` then a letter (or `/` and a letter), up to the `>` that is not
 * inside a quoted attribute. A `<` not followed by a letter ("a < b", "<3") is text.
 */
const TAG = /<\/?[a-z](?:[^>"']|"[^"]*"|'[^']*')*(?:>|$)/gi
/** Tags that end a line or a block: the words on either side of them are separate words. */
const BREAKS =
    /^<\/?(?:p|br|hr|div|li|ul|ol|dt|dd|dl|h[1-6]|tr|td|th|table|section|article|header|footer|aside|blockquote|figure|figcaption|details|summary)\b/i
const ENTITY = /&(amp|lt|gt|quot|apos|nbsp);/g
const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '}

export const stripHtml = (html: string | undefined | null): string =>
    html
        ? html
              .replace(DROPPED, '')
              .replace(COMMENT, '')
              .replace(TAG, (tag) => (BREAKS.test(tag) ? ' ' : ''))
              .replace(ENTITY, (_, name: string) => ENTITIES[name])
              .replace(/\s+/g, ' ')
              .trim()
        : ''
