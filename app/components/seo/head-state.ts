import {Children, isValidElement, type ReactNode} from 'react'

/**
 * What the page's `<Helmet>` elements ask of the document head, in the browser build's stand-in for
 * react-helmet (helmet.browser.tsx). The server keeps react-helmet, whose output the stand-in must agree with:
 * these rules are react-helmet's, and the test compares the two on the storefront's kinds of head.
 */

export type Attributes = Record<string, string>

export interface HeadTag {
    name: 'meta' | 'link' | 'script' | 'base' | 'style' | 'noscript'
    attributes: Attributes
    /** A script's or style's text. */
    text?: string
}

/** One `<Helmet>`'s children, read. */
export interface InstanceHead {
    title?: string
    htmlAttributes: Attributes
    bodyAttributes: Attributes
    tags: HeadTag[]
}

/** The whole page's head, of the same shape: every mounted instance reduced, the innermost winning. */
export type HeadState = InstanceHead

const TAG_NAMES = new Set<string>(['meta', 'link', 'script', 'base', 'style', 'noscript'])

// React's property names for the attributes whose HTML names are not simply lower case.
const HTML_NAMES: Record<string, string> = {className: 'class', httpEquiv: 'http-equiv', htmlFor: 'for'}

const htmlName = (prop: string) => HTML_NAMES[prop] ?? prop.toLowerCase()

const textOf = (children: ReactNode): string =>
    Children.toArray(children)
        .filter((child) => typeof child === 'string' || typeof child === 'number')
        .join('')

const attributesOf = (props: Record<string, unknown>): Attributes => {
    const attributes: Attributes = {}
    for (const [prop, value] of Object.entries(props)) {
        if (prop === 'children' || value === undefined || value === null || value === false) continue
        attributes[htmlName(prop)] = value === true ? '' : String(value)
    }
    return attributes
}

/** Reads one `<Helmet>`'s children: `<title>`, `<html>` and `<body>` attributes, and head tags. */
export const headFromChildren = (children: ReactNode): InstanceHead => {
    const head: InstanceHead = {htmlAttributes: {}, bodyAttributes: {}, tags: []}
    Children.forEach(children, (child) => {
        if (!isValidElement(child) || typeof child.type !== 'string') return
        const props = child.props as Record<string, unknown> & {children?: ReactNode}
        if (child.type === 'title') head.title = textOf(props.children)
        else if (child.type === 'html') Object.assign(head.htmlAttributes, attributesOf(props))
        else if (child.type === 'body') Object.assign(head.bodyAttributes, attributesOf(props))
        else if (TAG_NAMES.has(child.type)) {
            const text = textOf(props.children)
            head.tags.push({
                name: child.type as HeadTag['name'],
                attributes: attributesOf(props),
                ...(text && {text})
            })
        }
    })
    return head
}

const PRIMARY: Record<HeadTag['name'], readonly string[]> = {
    meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
    link: ['rel', 'href'],
    script: ['src'],
    base: ['href', 'target'],
    style: [],
    noscript: []
}

/**
 * The attribute that names a tag, so an inner `<Helmet>` replaces an outer one's tag of the same name: the last
 * primary attribute of the tag, except that a canonical link is named by its rel (there is one canonical) and
 * a stylesheet's rel names nothing. A script or style without a source is named by its text. A tag with no
 * name is dropped, as react-helmet drops it.
 */
export const tagKey = (tag: HeadTag): string | undefined => {
    let primary: string | undefined
    for (const [attribute, value] of Object.entries(tag.attributes)) {
        if (!PRIMARY[tag.name].includes(attribute)) continue
        if (primary === 'rel' && tag.attributes.rel?.toLowerCase() === 'canonical') continue
        if (attribute === 'rel' && value.toLowerCase() === 'stylesheet') continue
        primary = attribute
    }
    if (!primary && tag.text && (tag.name === 'script' || tag.name === 'style' || tag.name === 'noscript'))
        return `${tag.name} text ${tag.text.toLowerCase()}`
    const value = primary ? tag.attributes[primary] : undefined
    return primary && value ? `${tag.name} ${primary} ${value.toLowerCase()}` : undefined
}

/**
 * The page's head from its instances in render order (outer first): the innermost title; attributes merged,
 * inner over outer; and each named tag from the innermost instance that has it. Tags of one instance never
 * replace each other (several hreflang links may share a URL).
 */
export const reduceHeads = (instances: readonly InstanceHead[]): HeadState => {
    const claimed = new Set<string>()
    const kept: HeadTag[][] = []
    for (let index = instances.length - 1; index >= 0; index -= 1) {
        const own: HeadTag[] = []
        const ownKeys: string[] = []
        for (const tag of instances[index].tags) {
            const key = tagKey(tag)
            if (!key || claimed.has(key)) continue
            own.push(tag)
            ownKeys.push(key)
        }
        ownKeys.forEach((key) => claimed.add(key))
        kept.unshift(own)
    }
    const title = [...instances].reverse().find((instance) => instance.title !== undefined)?.title
    return {
        ...(title !== undefined && {title}),
        htmlAttributes: Object.assign({}, ...instances.map((instance) => instance.htmlAttributes)),
        bodyAttributes: Object.assign({}, ...instances.map((instance) => instance.bodyAttributes)),
        tags: kept.flat()
    }
}
