import {useState, type ReactNode} from 'react'

/** React leaves an element's server-rendered content alone when the element is given inner HTML to hydrate. */
const KEEP_SERVER_HTML = {__html: ''}

const hydratingServerHtml = () => typeof window !== 'undefined' && window.__HYDRATING__ === true

/**
 * Hidden server-rendered markup that nothing can use until `live` (a closed menu panel): the page hydrates
 * without it, keeping the server's HTML as it is (its links stay in the page for crawlers and for no-script
 * shoppers). It renders as React content from the first render on which `live` is true, and from then on.
 * Mounted other than by hydration (a client-side render), it renders its children at once.
 */
export const ServerHtmlUntil = ({live, children}: {live: boolean; children: ReactNode}) => {
    const [kept, setKept] = useState(hydratingServerHtml)
    if (kept && live) setKept(false)
    return kept && !live ? (
        <div data-server-html="" dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
    ) : (
        <div data-server-html="">{children}</div>
    )
}
