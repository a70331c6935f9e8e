import {
    useEffect,
    useRef,
    useState,
    type CSSProperties,
    type FocusEvent,
    type MouseEvent,
    type ReactNode
} from 'react'
import {flushSync} from 'react-dom'
import {hydratingServerHtml, KEEP_SERVER_HTML} from './server-html'

/** The wrapper takes no part in layout: its content lays out as if it were not there. */
const CONTENTS: CSSProperties = {display: 'contents'}

// Content waiting to come alive, woken one at a time when the browser is idle, in the order it was mounted (the
// order of the page). One at a time keeps each wake a short task the shopper never waits behind.
const waiting: (() => void)[] = []
let scheduled = false

const whenIdle = (callback: () => void) => {
    if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(callback, {timeout: 3000})
    else window.setTimeout(callback, 32)
}

const wakeNext = () => {
    scheduled = false
    waiting.shift()?.()
    if (waiting.length) schedule()
}

const schedule = () => {
    if (scheduled) return
    scheduled = true
    whenIdle(wakeNext)
}

const wait = (wake: () => void) => {
    waiting.push(wake)
    schedule()
    return () => {
        const index = waiting.indexOf(wake)
        if (index >= 0) waiting.splice(index, 1)
    }
}

/**
 * The element positions from `root` down to `element`: the same element in the rendered replacement. Elements
 * only: the server's HTML has comment markers between adjacent texts that a browser render does not.
 */
const pathTo = (root: Element, element: Element): number[] | undefined => {
    const path: number[] = []
    for (let current: Element | null = element; current !== root; current = current.parentElement) {
        const parent: Element | null | undefined = current?.parentElement
        if (!current || !parent) return undefined
        path.unshift(Array.prototype.indexOf.call(parent.children, current))
    }
    return path
}

const atPath = (root: Element, path: number[]): Element | undefined =>
    path.reduce<Element | undefined>((element, index) => element?.children[index], root)

const linkOf = (element: Element | undefined) =>
    element?.closest('a[href]')?.getAttribute('href') ?? undefined

/**
 * The rendered element to play a click on: the one at the same place, unless the pressed element was in a link
 * and the rendered content differs there (a tile whose badges or stock changed since the server rendered it).
 * Then it is the rendered link to the same address, and with none, the address itself is loaded: a shopper's
 * click on a link is never lost.
 */
const clickTarget = (
    root: Element,
    path: number[],
    href: string | undefined
): Element | string | undefined => {
    const placed = atPath(root, path)
    if (href === undefined || linkOf(placed) === href) return placed
    const link = Array.from(root.querySelectorAll('a[href]')).find(
        (anchor) => anchor.getAttribute('href') === href
    )
    return link ?? href
}

/**
 * Server-rendered content that the page does not need to start with (a product tile past the first few a screen
 * shows): hydration keeps the server's HTML as it is, without rendering it, and the content comes alive in the
 * browser's idle time after hydration, one wrapper at a time. On a phone this took hydration's work on the home
 * page's carousels and a listing's grid from every tile to the first few.
 *
 * Nothing waits on it: a click or a keyboard focus inside it before then brings it alive at once, and is played
 * again on the same element of the rendered content (a product link navigates in the app, a button does what it
 * does, focus stays where it was). A press inside it holds its idle wake back until its click. Mounted other than
 * by hydration, it renders its content at once.
 *
 * Its content renders in the browser when it comes alive, not from the server's HTML: rich text inside it would
 * load the HTML filter then (content/html/safe-html.browser.ts), so keep rich text outside it.
 */
export const HydrateLater = ({children}: {children: ReactNode}) => {
    const [kept, setKept] = useState(hydratingServerHtml)
    const wrapper = useRef<HTMLDivElement>(null)
    // A press inside it: its click is on its way, and the press's element must still be there to receive it.
    const pressed = useRef(false)

    useEffect(() => {
        if (!kept) return undefined
        const wake = (): void => {
            if (pressed.current) cancel = wait(wake)
            else setKept(false)
        }
        let cancel = wait(wake)
        return () => cancel()
    }, [kept])

    if (!kept) {
        return (
            <div data-hydrate-later="" style={CONTENTS} ref={wrapper}>
                {children}
            </div>
        )
    }
    const release = () => {
        pressed.current = false
    }
    const wake = (action: 'click' | 'focus', event: MouseEvent | FocusEvent) => {
        pressed.current = false
        const path =
            wrapper.current && event.target instanceof Element
                ? pathTo(wrapper.current, event.target)
                : undefined
        if (!path) return
        const href = event.target instanceof Element ? linkOf(event.target) : undefined
        // The server's link would load a whole page; the rendered one navigates in the app.
        if (action === 'click') event.preventDefault()
        flushSync(() => setKept(false))
        if (!wrapper.current) return
        // Rendered now: the same element in the rendered content gets the interaction.
        if (action === 'focus') {
            ;(atPath(wrapper.current, path) as HTMLElement | SVGElement | undefined)?.focus?.()
            return
        }
        const target = clickTarget(wrapper.current, path, href)
        // After this event, so the click reaches the rendered element's handlers as an event of its own. Any
        // element: a press on an icon inside a button targets the icon.
        window.setTimeout(() => {
            if (typeof target === 'string') window.location.assign(target)
            else
                target?.dispatchEvent(
                    new MouseEvent('click', {bubbles: true, cancelable: true, view: window})
                )
        }, 0)
    }
    return (
        <div
            data-hydrate-later=""
            style={CONTENTS}
            ref={wrapper}
            dangerouslySetInnerHTML={KEEP_SERVER_HTML}
            suppressHydrationWarning
            onPointerDownCapture={() => {
                pressed.current = true
            }}
            // A click follows its pointer's release in the same task; a cancelled press (a swipe) has none.
            onPointerUpCapture={release}
            onPointerCancelCapture={release}
            onClickCapture={(event) => wake('click', event)}
            // Focus from a press comes before its click, which brings the content alive itself.
            onFocusCapture={(event) => {
                if (!pressed.current) wake('focus', event)
            }}
        />
    )
}
