import {useState, type ReactNode} from 'react'
import {hydratingServerHtml, KEEP_SERVER_HTML} from './server-html'

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
