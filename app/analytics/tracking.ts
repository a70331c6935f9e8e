import {isFeatureAllowed} from '../rules/engagement/consent'
import {pushDataLayerEvent} from './data-layer'

/**
 * "tracking starts if the analytics group is active" (spec 001 §4.3). The tag manager container is the
 * piece that actually reports to third parties; it loads here, once, and only with analytics consent. No
 * container is configured in this project, so loading is a seam (`setTagManagerLoader`) that does nothing
 * until a production build provides one.
 */
let loader: () => void = () => undefined
let started = false
let reportedGroups: string | undefined

export const setTagManagerLoader = (load: () => void) => {
    loader = load
}

export const isTrackingStarted = () => started

/**
 * Called with the active groups whenever the consent state is known or changes: the data layer learns the
 * groups (tag managers gate their own tags on them), and tracking starts the first time analytics is allowed.
 */
export const applyConsentToTracking = (groups: readonly string[]) => {
    const key = groups.join(',')
    if (key !== reportedGroups) {
        reportedGroups = key
        pushDataLayerEvent({event: 'consentUpdate', consentGroups: `,${key},`})
    }
    if (started || !isFeatureAllowed('analytics', groups)) return
    started = true
    loader()
}

/** Tests start each case from a page load. */
export const resetTrackingForTests = () => {
    started = false
    reportedGroups = undefined
    loader = () => undefined
}
