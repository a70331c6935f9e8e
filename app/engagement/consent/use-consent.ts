import {useEffect, useRef} from 'react'
import {applyConsentToTracking} from '../../analytics/tracking'
import {useSite} from '../../site/site-context'
import {whenPageIdle} from '../../hooks/when-page-idle'
import {consentAdapterFor, type ConsentAdapter} from './consent-adapter'
import type {ConsentSnapshot} from './consent-store'
import {tellAppAboutConsent, writeAcceptanceCookies} from './consent-reactions'
import {useConsentSnapshot} from './use-consent-snapshot'

export {useConsentSnapshot}

/** The consent tool's adapter for this page (configured by the site's integrations). */
export const useConsentAdapter = (): ConsentAdapter => {
    const {config} = useSite()
    return consentAdapterFor({
        config: config.app.integrations.consent,
        // A returning visitor's choice is known from the tool's cookie: its script can wait for an idle page.
        deferLoad: (load) => {
            whenPageIdle(load)
        }
    })
}

/** The consent state with the adapter that stores choices; starts the consent tool once. */
export const useConsent = (): {snapshot: ConsentSnapshot; adapter: ConsentAdapter} => {
    const adapter = useConsentAdapter()
    const snapshot = useConsentSnapshot()
    useEffect(() => adapter.start(), [adapter])
    return {snapshot, adapter}
}

const sameGroups = (a: readonly string[], b: readonly string[]) => a.join(',') === b.join(',')

/**
 * "On change: groups are stored; the native app bridge is told 'acceptedCookies' with the group list, or
 * 'rejectedCookies' if only essential groups remain; tracking starts if the analytics group is active"
 * (spec 001 §4.3). A choice remembered from an earlier visit starts tracking but is not news for the app.
 */
export const useConsentReactions = (snapshot: ConsentSnapshot, webView: boolean) => {
    const {config} = useSite()
    const {tagManager} = config.app.integrations
    const previous = useRef<ConsentSnapshot>()
    useEffect(() => {
        const before = previous.current
        previous.current = snapshot
        if (!snapshot.loaded) return
        applyConsentToTracking(snapshot.groups, tagManager)
        if (!before?.loaded || !snapshot.closed) return
        if (before.closed && sameGroups(before.groups, snapshot.groups)) return
        writeAcceptanceCookies()
        if (webView) tellAppAboutConsent(snapshot.groups)
    }, [snapshot, webView, tagManager])
}
