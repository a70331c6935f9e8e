import {escapeAttrValue, FilterXSS, friendlyAttrValue, parseAttr, type IWhiteList} from 'xss'
import {DROPPED_WITH_CONTENT} from './html/strip-html'
import {classifyLink, linkAttributes} from './links/classify-link'

/**
 * CMS HTML is authored by people, but it is still input: it is filtered against an allow-list before it
 * reaches the page. No scripts, no event handlers, no inline styles, no javascript: (or any unknown scheme)
 * URLs; links follow the content link rules (internal prefixed, external in a new tab with rel=noopener).
 */

const COMMON = ['id', 'class', 'title', 'lang', 'dir']

const ALLOWED: IWhiteList = Object.fromEntries(
    Object.entries({
        p: [],
        br: [],
        hr: [],
        h1: [],
        h2: [],
        h3: [],
        h4: [],
        h5: [],
        h6: [],
        strong: [],
        b: [],
        em: [],
        i: [],
        u: [],
        s: [],
        small: [],
        sub: [],
        sup: [],
        mark: [],
        abbr: [],
        cite: [],
        code: [],
        blockquote: ['cite'],
        span: [],
        div: [],
        section: [],
        article: [],
        header: [],
        footer: [],
        aside: [],
        figure: [],
        figcaption: [],
        ul: [],
        ol: ['start', 'type'],
        li: [],
        dl: [],
        dt: [],
        dd: [],
        details: ['open'],
        summary: [],
        table: [],
        caption: [],
        thead: [],
        tbody: [],
        tfoot: [],
        tr: [],
        th: ['colspan', 'rowspan', 'scope'],
        td: ['colspan', 'rowspan'],
        img: ['src', 'alt', 'width', 'height', 'loading'],
        // Anchors are rebuilt by anchorTag below; listed so the filter treats them as allowed.
        a: ['href', 'target', 'rel']
    }).map(([tag, attributes]) => [tag, [...COMMON, ...attributes]])
)

const ANCHOR_KEEP = new Set([...COMMON, 'aria-label'])

/** The attribute text of an opening tag: `<a href="x" id=y>` gives `href="x" id=y`. */
const attributeText = (html: string) => {
    const space = html.search(/\s/)
    return space < 0 ? '' : html.slice(space + 1, -1).replace(/\/\s*$/, '')
}

const anchorTag = (html: string, prefix: (path: string) => string) => {
    const kept: string[] = []
    let href: string | undefined
    parseAttr(attributeText(html), (name, value) => {
        const lower = name.toLowerCase()
        const clean = friendlyAttrValue(value)
        if (lower === 'href') href = clean
        else if (ANCHOR_KEEP.has(lower)) kept.push(`${lower}="${escapeAttrValue(clean)}"`)
        return ''
    })
    const link = href === undefined ? undefined : linkAttributes(href, prefix)
    const attributes = [
        ...(link ? [`href="${escapeAttrValue(link.href)}"`] : []),
        ...(link?.target ? [`target="${link.target}"`, `rel="${link.rel ?? 'noopener noreferrer'}"`] : []),
        ...kept
    ]
    return attributes.length ? `<a ${attributes.join(' ')}>` : '<a>'
}

const safeImageSource = (value: string) => {
    const {kind, href} = classifyLink(friendlyAttrValue(value))
    return kind === 'internal' || kind === 'external' ? href : ''
}

export interface SanitizeOptions {
    /** Adds the current site/locale prefix to internal links (identity when omitted). */
    prefix?: (path: string) => string
}

export const sanitizeHtml = (
    html: string | undefined | null,
    {prefix = (path) => path}: SanitizeOptions = {}
) => {
    if (!html) return ''
    const filter = new FilterXSS({
        whiteList: ALLOWED,
        stripIgnoreTag: true,
        // Dangerous elements go with everything inside them, not just their tags.
        stripIgnoreTagBody: DROPPED_WITH_CONTENT,
        allowCommentTag: false,
        css: false,
        onTag: (tag, tagHtml, {isClosing}) => {
            if (tag !== 'a') return undefined
            return isClosing ? '</a>' : anchorTag(tagHtml, prefix)
        },
        onTagAttr: (tag, name, value) => {
            if (tag === 'img' && name === 'src') {
                const src = safeImageSource(value)
                return src ? `src="${escapeAttrValue(src)}"` : ''
            }
            return undefined
        }
    })
    return filter.process(html)
}
