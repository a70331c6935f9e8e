import {useCallback, useEffect, useRef} from 'react'
import {useCustomerId, useCustomerType, useUsid} from '@salesforce/commerce-sdk-react'
import {whenConsented} from '../integrations/when-consented'
import {useSite} from '../site/site-context'
import {startErrorReporting} from './error-reporting/error-reporting'
import {connectPersonalisation, connectRecommendations} from './personalisation'
import {realmOf} from './personalisation/activities'

/**
 * Connects the analytics services once the page has loaded: the personalisation service's activities (its
 * code loads only when the shopper allows personalisation, group C0003) and error reporting (only when
 * config.app.sentry.dsn is set). The customer-data platform connects with the other third-party services
 * (integrations/use-third-party-services.ts).
 */
export const useAnalyticsServices = () => {
    const {config, site} = useSite()
    const customerId = useCustomerId()
    const {isRegistered} = useCustomerType()
    const {usid, getUsidWhenReady} = useUsid()
    // The shopper can sign in or out while the page stays: calls read who they are when they go out.
    const latest = {
        userId: isRegistered ? customerId ?? undefined : undefined,
        cookieId: usid ?? undefined,
        whenReady: getUsidWhenReady
    }
    const known = useRef(latest)
    known.current = latest
    // A first visit's session starts after the page is interactive, and a usid read from the session does not
    // re-render: a call waits for the session so the service knows the visitor by it.
    const identity = useCallback(async () => {
        const cookieId = known.current.cookieId ?? (await known.current.whenReady().catch(() => undefined))
        return {userId: known.current.userId, cookieId: cookieId ?? undefined}
    }, [])

    useEffect(() => {
        const {personalisation, commerceAPI} = config.app
        let connected = false
        const cancel = whenConsented('personalisationService', () => {
            import(/* webpackChunkName: "personalisation" */ './personalisation/connect')
                .then(({createActivitySender, createRecommender}) => {
                    connected = true
                    const serviceSite = personalisation.siteId || site.id
                    const realm = realmOf(commerceAPI.parameters.organizationId)
                    connectPersonalisation(
                        createActivitySender(personalisation, serviceSite, identity, realm)
                    )
                    connectRecommendations(createRecommender(personalisation, serviceSite, identity, realm))
                })
                .catch((error: unknown) => console.error('[personalisation] not started', error))
        })
        void startErrorReporting(config.app.sentry)
        return () => {
            cancel()
            if (!connected) return
            connectPersonalisation(undefined)
            connectRecommendations(undefined)
        }
    }, [config, site.id, identity])
}
