import {useEffect, useState, type ReactNode} from 'react'
import {
    headFromChildren,
    reduceHeads,
    type Attributes,
    type HeadState,
    type HeadTag,
    type InstanceHead
} from './head-state'

/**
 * The browser build's `Helmet` (webpack.config.js aliases react-helmet to this file for the client only). The
 * server keeps react-helmet, which writes the head into the page's HTML; in the browser the head only has to
 * follow client-side navigation, and react-helmet brought 5 kB gzip (with react-side-effect) to every page
 * for that. Same markers (`data-react-helmet`), same reduction (head-state.ts), so the server's tags are kept
 * as they are when they already match.
 */

const MARKER = 'data-react-helmet'
// Updated a kind at a time, in this order, each kind's new tags appended: the order react-helmet leaves them in.
// (The server marks its <title> too; the title is kept by document.title, not replaced as a tag.)
const TAG_ORDER: readonly HeadTag['name'][] = ['base', 'link', 'meta', 'noscript', 'script', 'style']

const mounted = new Map<number, InstanceHead>()
let rendered = 0
let pendingFrame: number | undefined

const updateAttributes = (element: Element | null, attributes: Attributes) => {
    if (!element) return
    const managed = element.getAttribute(MARKER)?.split(',').filter(Boolean) ?? []
    const names = Object.keys(attributes)
    for (const name of names) {
        if (element.getAttribute(name) !== attributes[name]) element.setAttribute(name, attributes[name])
    }
    for (const name of managed) if (!names.includes(name)) element.removeAttribute(name)
    if (names.length) element.setAttribute(MARKER, names.join(','))
    else element.removeAttribute(MARKER)
}

const elementFor = (tag: HeadTag): Element => {
    const element = document.createElement(tag.name)
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value)
    if (tag.text) element.textContent = tag.text
    element.setAttribute(MARKER, 'true')
    return element
}

/** Keeps the head's managed tags of a kind that are wanted as they are, removes the rest, adds what is missing. */
const updateTags = (name: HeadTag['name'], tags: readonly HeadTag[]) => {
    const head = document.head
    const old = Array.from(head.querySelectorAll(`${name}[${MARKER}]`))
    const added: Element[] = []
    for (const tag of tags) {
        const element = elementFor(tag)
        const same = old.findIndex((existing) => element.isEqualNode(existing))
        if (same >= 0) old.splice(same, 1)
        else added.push(element)
    }
    old.forEach((element) => element.remove())
    added.forEach((element) => head.appendChild(element))
}

/** Writes the reduced head into the document. */
const applyHead = (state: HeadState) => {
    if (state.title !== undefined && document.title !== state.title) document.title = state.title
    updateAttributes(document.documentElement, state.htmlAttributes)
    updateAttributes(document.body, state.bodyAttributes)
    for (const name of TAG_ORDER)
        updateTags(
            name,
            state.tags.filter((tag) => tag.name === name)
        )
}

const headNow = () => reduceHeads([...mounted.entries()].sort(([a], [b]) => a - b).map(([, head]) => head))

// One write per frame however many instances changed, as react-helmet defers its own.
const scheduleApply = () => {
    if (pendingFrame !== undefined) return
    pendingFrame = window.requestAnimationFrame(() => {
        pendingFrame = undefined
        applyHead(headNow())
    })
}

/**
 * Head tags for the page: `<title>`, `<html>` and `<body>` attributes, `<meta>`, `<link>`, `<script>`. Inner
 * (later rendered) instances win over outer ones. Renders nothing itself.
 */
export const Helmet = ({children}: {children?: ReactNode}) => {
    // Render order, outer first, fixed at the first render: the order react-helmet reduces instances in.
    const [order] = useState(() => (rendered += 1))
    const head = headFromChildren(children)
    const signature = JSON.stringify(head)
    useEffect(() => {
        mounted.set(order, JSON.parse(signature) as InstanceHead)
        scheduleApply()
        return () => {
            mounted.delete(order)
            scheduleApply()
        }
    }, [order, signature])
    return null
}

/** @alias react-helmet's default export is the same component, and the stand-in exports what it exports. */
export default Helmet
