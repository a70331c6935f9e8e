import {useCallback, useEffect, useState} from 'react'
import loadable from '@loadable/component'
import {whenPageIdle} from '../hooks/when-page-idle'
import {ConsentIsland} from './consent/consent-island'
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
 * The app shell's mount point for consent, country detection, popups and analytics (spec 001 §4). On the
 * server and during hydration it renders only the consent banner's server copy, which is the same for every
 * visitor (cached HTML never holds visitor-specific UI) and shows or stays hidden by the visitor's cookie;
 * the consent host takes over from it.
 */
export const EngagementRoot = () => {
    const [hydrated, setHydrated] = useState(false)
    const [idle, setIdle] = useState(false)
    const [earlyBanner, setEarlyBanner] = useState(true)
    const takeOver = useCallback(() => setEarlyBanner(false), [])
    useEffect(() => {
        setHydrated(true)
        return whenPageIdle(() => setIdle(true))
    }, [])
    return (
        <>
            {earlyBanner ? <ConsentIsland /> : null}
            <EngagementBoundary>
                {hydrated ? <ConsentHostChunk onTakeOver={takeOver} /> : null}
            </EngagementBoundary>
            <EngagementBoundary>{idle ? <EngagementRootChunk /> : null}</EngagementBoundary>
        </>
    )
}
