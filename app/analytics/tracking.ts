import type {IntegrationsConfig} from '../config/types'
import {loadScript} from '../integrations/script-loader'
import {isFeatureAllowed} from '../rules/engagement/consent'
import {writeConsentState} from './data-layer'
import {runtimeFlag} from './runtime-flags'

type TagManagerConfig = IntegrationsConfig['tagManager']

/**
 * "tracking starts if the analytics group is active" (spec 001 §4.3). The tag manager container is the
 * piece that reports to third parties; it loads here, once, and only with analytics consent (and not when
 * the `gtm` runtime flag is off). Its script URL and container id come from configuration: the sandbox's
 * stand-in container by default, the vendor's in production.
 */
let started = false
let reportedGroups: string | undefined

export const isTrackingStarted = () => started

export const tagManagerUrl = ({scriptUrl, containerId}: TagManagerConfig) =>
    `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}id=${encodeURIComponent(containerId)}`

export const loadTagManager = (config: TagManagerConfig) => {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({'gtm.start': Date.now(), event: 'gtm.js'})
    loadScript(tagManagerUrl(config)).catch((error: unknown) =>
        console.error('[analytics] the tag manager failed to load', error)
    )
}

/**
 * Called with the active groups whenever the consent state is known or changes: the data layer learns the
 * groups (tag managers gate their own tags on them), and tracking starts the first time analytics is allowed.
 */
export const applyConsentToTracking = (groups: readonly string[], tagManager: TagManagerConfig) => {
    const key = groups.join(',')
    if (key !== reportedGroups) {
        reportedGroups = key
        writeConsentState({event: 'consentUpdate', consentGroups: `,${key},`})
    }
    if (started || !isFeatureAllowed('analytics', groups) || !runtimeFlag('gtm')) return
    started = true
    loadTagManager(tagManager)
}

/** Tests start each case from a page load. */
export const resetTrackingForTests = () => {
    started = false
    reportedGroups = undefined
}
