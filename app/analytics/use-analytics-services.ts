import {useEffect, useRef} from 'react'
import {useCustomerId, useCustomerType, useUsid} from '@salesforce/commerce-sdk-react'
import {consentStore} from '../engagement/consent/consent-store'
import {isFeatureAllowed} from '../rules/engagement/consent'
import {useSite} from '../site/site-context'
import {connectCustomerData, localCustomerDataAdapter} from './customer-data'
import {startErrorReporting} from './error-reporting/error-reporting'
import {connectPersonalisation} from './personalisation'
import {realmOf} from './personalisation/activities'
import {
    createPersonalisationService,
    httpTransport,
    localTransport
} from './personalisation/personalisation-service'

/**
 * Connects the third-party adapters once the page has loaded: the personalisation service (only when
 * config.app.personalisation.enabled, with an endpoint), the customer-data platform (local stand-in), and
 * error reporting (only when config.app.sentry.dsn is set).
 */
export const useAnalyticsServices = () => {
    const {config} = useSite()
    const customerId = useCustomerId()
    const {isRegistered} = useCustomerType()
    const {usid} = useUsid()
    // The shopper can sign in or out while the page stays: events read who they are when they are sent.
    const identity = useRef({
        userId: undefined as string | undefined,
        cookieId: undefined as string | undefined
    })
    identity.current = {
        userId: isRegistered ? customerId ?? undefined : undefined,
        cookieId: usid ?? undefined
    }

    useEffect(() => {
        const {enabled, siteId} = config.app.personalisation
        const endpoint = (config.app.personalisation as {endpoint?: string}).endpoint
        connectPersonalisation(
            createPersonalisationService({
                enabled,
                transport: enabled && endpoint ? httpTransport(endpoint, siteId) : localTransport,
                identity: () => identity.current,
                realm: realmOf(config.app.commerceAPI.parameters.organizationId),
                allowed: () => isFeatureAllowed('personalisationService', consentStore.get().groups)
            })
        )
        connectCustomerData(localCustomerDataAdapter)
        void startErrorReporting(config.app.sentry)
        return () => {
            connectPersonalisation(undefined)
            connectCustomerData(undefined)
        }
    }, [config])
}
