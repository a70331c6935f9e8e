import {consentStore} from '../../engagement/consent/consent-store'
import {isAllowedNow} from '../../integrations/when-consented'
import {personalisedRecommender, subscribeRecommender} from './index'
import type {RecommendationRequest, Recommendations} from './recommendations'

/**
 * How long a slot waits for each thing it needs before it takes the platform's recommendations instead: the
 * consent tool's answer (it loads after the page) and then the service (its code loads once consent allows it).
 */
export const CONNECT_WAIT_MS = 3000

/** Resolves when `ready()` holds or, after any change `subscribe` reports, or the wait is over. */
const waitUntil = (ready: () => boolean, subscribe: (listener: () => void) => () => void) =>
    ready()
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
              const done = () => {
                  clearTimeout(timer)
                  unsubscribe()
                  resolve()
              }
              const timer = setTimeout(done, CONNECT_WAIT_MS)
              const unsubscribe = subscribe(() => {
                  if (ready()) done()
              })
          })

/**
 * A page slot's recommendations from the personalisation service (get zone recommendations, spec 001
 * §7.3), or undefined when the shopper has not allowed personalisation, the service is off, or it fails: the
 * slot then shows the platform's recommendations.
 */
export const zoneRecommendations = async (
    zone: string,
    request: RecommendationRequest
): Promise<Recommendations | undefined> => {
    if (typeof window === 'undefined') return undefined
    await waitUntil(() => consentStore.get().loaded, consentStore.subscribe)
    if (!isAllowedNow('personalisationService')) return undefined
    // The service connects, or reports that it is off (configuration, runtime flag): either answer will do.
    let reported = Boolean(personalisedRecommender())
    await waitUntil(
        () => reported,
        (listener) =>
            subscribeRecommender(() => {
                reported = true
                listener()
            })
    )
    const client = personalisedRecommender()
    if (!client) return undefined
    try {
        return await client.getZoneRecommendations(zone, request)
    } catch (error) {
        console.error(
            '[personalisation] zone recommendations failed',
            error instanceof Error ? error.message : error
        )
        return undefined
    }
}
