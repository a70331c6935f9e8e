import type {ReactNode} from 'react'
import {CommerceApiProvider} from '@salesforce/commerce-sdk-react'
import {commerceFetchOptions} from '../server-fetch/commerce-fetch-options'
import {useSite} from '../site/site-context'
import {upstreamBase} from './upstreams'

interface CommerceProviderProps {
    appOrigin: string
    correlationId?: string
    children: ReactNode
}

/** The one place the commerce SDK is configured: site, locale, currency and the SCAPI/SLAS base URL. */
export const CommerceProvider = ({appOrigin, correlationId, children}: CommerceProviderProps) => {
    const {config, site, locale, currency} = useSite()
    const {clientId, organizationId, shortCode} = config.app.commerceAPI.parameters
    return (
        <CommerceApiProvider
            clientId={clientId}
            organizationId={organizationId}
            shortCode={shortCode}
            siteId={site.id}
            locale={locale.id}
            currency={currency}
            redirectURI={`${appOrigin}/callback`}
            proxy={upstreamBase(config, 'api', appOrigin)}
            headers={{'x-site-id': site.id, ...(correlationId ? {'correlation-id': correlationId} : {})}}
            // Server only: every SDK call of the page's render gets a deadline (app/server-fetch).
            fetchOptions={commerceFetchOptions()}
            silenceWarnings
        >
            {children}
        </CommerceApiProvider>
    )
}
