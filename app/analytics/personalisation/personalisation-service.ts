import {activityPayload, type Activity, type ActivityData, type VisitorIdentity} from './activities'

/** How activity bodies travel: a POST to the service in production, nothing locally. */
export interface PersonalisationTransport {
    send(activity: Activity, body: object): Promise<void>
}

export const localTransport: PersonalisationTransport = {send: () => Promise.resolve()}

/**
 * POST {endpoint}/v3/activities/{siteId}/{activity} with the JSON body and the public client id. Only a report
 * sent while the page is being hidden (leaving the site) is kept alive: the storefront routes in the page, so
 * other clicks do not unload it, and Chromium never reports a keep-alive request as finished, which would keep
 * the page's network busy for as long as it is open.
 */
export const httpTransport = (
    endpoint: string,
    siteId: string,
    clientId: string
): PersonalisationTransport => ({
    async send(activity, body) {
        const response = await fetch(
            `${endpoint.replace(/\/$/, '')}/v3/activities/${encodeURIComponent(siteId)}/${activity}`,
            {
                method: 'POST',
                headers: {'content-type': 'application/json', 'x-cq-client-id': clientId},
                body: JSON.stringify(body),
                keepalive: typeof document !== 'undefined' && document.visibilityState === 'hidden'
            }
        )
        if (!response.ok) throw new Error(`personalisation ${activity}: ${response.status}`)
    }
})

export interface PersonalisationServiceOptions {
    /** config.app.personalisation.enabled: off by default. */
    enabled: boolean
    transport: PersonalisationTransport
    identity: VisitorIdentity
    realm: string
    /** Personalisation-service consent (group C0003). */
    allowed: () => boolean
}

export type SendActivity = <A extends Activity>(activity: A, data: ActivityData[A]) => Promise<void>

/**
 * The personalisation service adapter: sends only when enabled and consented; "failures ignored" and
 * "missing cookieId: only a warning" (spec 000 §7, §8).
 */
export const createPersonalisationService = (options: PersonalisationServiceOptions): SendActivity => {
    let warned = false
    return async (activity, data) => {
        if (!options.enabled || !options.allowed()) return
        const identity = await options.identity()
        if (!identity.cookieId && !warned) {
            warned = true
            console.warn('[personalisation] no cookieId for this visitor; events are sent without it')
        }
        try {
            await options.transport.send(activity, activityPayload(data, {...identity, realm: options.realm}))
        } catch {
            // The service is an enhancement: a failed call never affects the page.
        }
    }
}
