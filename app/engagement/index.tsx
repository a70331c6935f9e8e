import {useEffect, useState} from 'react'
import loadable from '@loadable/component'
import {whenPageIdle} from '../hooks/when-page-idle'
import {EngagementBoundary} from './engagement-boundary'

// The consent tool and banner start as soon as the page is interactive (the banner must not keep shoppers
// waiting); country detection, popups and analytics services are one lazy chunk for an idle page.
const ConsentHostChunk = loadable(() => import(/* webpackChunkName: "consent" */ './consent/consent-host'), {
    ssr: false
})
const EngagementRootChunk = loadable(() => import(/* webpackChunkName: "engagement" */ './engagement-root'), {
    ssr: false
})

export {whenPageIdle}

/**
 * The app shell's mount point for consent, country detection, popups and analytics (spec 001 §4). Renders
 * nothing on the server and during hydration (so cached HTML never holds visitor-specific UI).
 */
export const EngagementRoot = () => {
    const [hydrated, setHydrated] = useState(false)
    const [idle, setIdle] = useState(false)
    useEffect(() => {
        setHydrated(true)
        return whenPageIdle(() => setIdle(true))
    }, [])
    return (
        <>
            <EngagementBoundary>{hydrated ? <ConsentHostChunk /> : null}</EngagementBoundary>
            <EngagementBoundary>{idle ? <EngagementRootChunk /> : null}</EngagementBoundary>
        </>
    )
}
