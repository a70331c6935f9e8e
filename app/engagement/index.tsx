import {useEffect, useState} from 'react'
import loadable from '@loadable/component'
import {whenPageIdle} from '../hooks/when-page-idle'
import {EngagementBoundary} from './engagement-boundary'

// Everything engagement (consent banner, country prompt, popups, analytics services) is one lazy chunk.
const EngagementRootChunk = loadable(() => import(/* webpackChunkName: "engagement" */ './engagement-root'), {
    ssr: false
})

export {whenPageIdle}

/**
 * The app shell's mount point for consent, country detection, popups and analytics (spec 001 §4). Renders
 * nothing on the server and during hydration (so cached HTML never holds visitor-specific UI), then loads
 * its chunk when the page is idle.
 */
export const EngagementRoot = () => {
    const [ready, setReady] = useState(false)
    useEffect(() => whenPageIdle(() => setReady(true)), [])
    return ready ? (
        <EngagementBoundary>
            <EngagementRootChunk />
        </EngagementBoundary>
    ) : null
}
