import {consentStore} from '../engagement/consent/consent-store'
import {isFeatureAllowed, type ConsentGatedFeature} from '../rules/engagement/consent'

/** Whether the consent tool has reported and the shopper's groups allow the feature now. */
export const isAllowedNow = (feature: ConsentGatedFeature): boolean => {
    const {loaded, groups} = consentStore.get()
    return loaded && isFeatureAllowed(feature, groups)
}

/**
 * Runs `start` once, as soon as the shopper's consent allows `feature` (at once when it already does; later
 * if they grant it while on the site; never if they do not). Returns a cancel function for effect cleanups.
 */
export const whenConsented = (feature: ConsentGatedFeature, start: () => void): (() => void) => {
    let done = false
    const check = () => {
        if (done || !isAllowedNow(feature)) return
        done = true
        unsubscribe()
        start()
    }
    const unsubscribe = consentStore.subscribe(check)
    check()
    return () => {
        done = true
        unsubscribe()
    }
}
