import type {PersonalisationConfig} from '../../config/types'
import {isAllowedNow} from '../../integrations/when-consented'
import {runtimeFlag} from '../runtime-flags'
import type {VisitorIdentity} from './activities'
import {createPersonalisationService, httpTransport, localTransport} from './personalisation-service'
import {createRecommendationsClient} from './recommendations'

/**
 * The personalisation service's activity sender, built once the shopper allows personalisation (its own
 * chunk: nothing of it is in the first load). Off when configuration disables it or the `dy` runtime flag is
 * off; every call re-checks consent, which the shopper may withdraw.
 */
export const createActivitySender = (
    config: PersonalisationConfig,
    siteId: string,
    identity: VisitorIdentity,
    realm: string
) => {
    const enabled = config.enabled && runtimeFlag('dy')
    return createPersonalisationService({
        enabled,
        transport:
            enabled && config.endpoint
                ? httpTransport(config.endpoint, siteId, config.clientId)
                : localTransport,
        identity,
        realm,
        allowed: () => isAllowedNow('personalisationService')
    })
}

/**
 * The service's recommendation calls (spec 001 §7.3), on the same terms as the activities: nothing when the
 * service is off or has no endpoint. Carousels check consent again before each call.
 */
export const createRecommender = (
    config: PersonalisationConfig,
    siteId: string,
    identity: VisitorIdentity,
    realm: string
) =>
    config.enabled && runtimeFlag('dy') && config.endpoint
        ? createRecommendationsClient({config, siteId, identity, realm})
        : undefined
