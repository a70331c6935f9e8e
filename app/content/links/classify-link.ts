/**
 * Spec 001 §2.3: content links starting with # are in-page anchors, links matching the external-link test open
 * in a new tab, and internal links get the locale and site prefix. Anything with a scheme we do not trust
 * (javascript:, data:, vbscript:…) is unsafe and is never rendered as a link.
 */
export type LinkKind = 'anchor' | 'internal' | 'external' | 'contact' | 'unsafe'

export interface ClassifiedLink {
    kind: LinkKind
    /** The cleaned link: control characters and surrounding blanks removed; '' when unsafe. */
    href: string
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
// Browsers ignore tabs, newlines and other control characters inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g

export const classifyLink = (raw: string | undefined | null): ClassifiedLink => {
    const href = (raw ?? '').replace(CONTROL_CHARACTERS, '').trim()
    if (!href) return {kind: 'unsafe', href: ''}
    if (href.startsWith('#')) return {kind: 'anchor', href}
    if (href.startsWith('//')) return {kind: 'external', href}
    // Whitespace inside a scheme is ignored by some parsers too, so the scheme is read without it.
    const scheme = SCHEME.exec(href.replace(/\s+/g, ''))?.[1]?.toLowerCase()
    if (!scheme) return {kind: 'internal', href: href.startsWith('/') ? href : `/${href}`}
    if (scheme === 'http' || scheme === 'https') return {kind: 'external', href}
    if (scheme === 'mailto' || scheme === 'tel') return {kind: 'contact', href}
    return {kind: 'unsafe', href: ''}
}

/** What an anchor element needs: the final href plus target/rel for links that leave the site. */
export interface LinkAttributes {
    href: string
    target?: '_blank'
    rel?: string
}

/** Attributes for a content link; `prefix` adds the current site/locale to internal paths. */
export const linkAttributes = (
    raw: string | undefined | null,
    prefix: (path: string) => string
): LinkAttributes | undefined => {
    const {kind, href} = classifyLink(raw)
    switch (kind) {
        case 'unsafe':
            return undefined
        case 'internal':
            return {href: prefix(href)}
        case 'external':
            return {href, target: '_blank', rel: 'noopener noreferrer'}
        default:
            return {href}
    }
}
