import {useEffect} from 'react'
import {useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {connectCustomerData} from '../analytics/customer-data'
import {runtimeFlag} from '../analytics/runtime-flags'
import {isCrossBorderCountry} from '../commerce/checkout/cross-border'
import {readCountryCookie} from '../engagement/country/country-cookie'
import {useWebView} from '../hooks/use-web-view'
import {useSite} from '../site/site-context'
import {whenConsented} from './when-consented'

/** The shopper's country for the global-shipping provider: the glCountry link parameter, else their choice. */
const shopperCountry = (search: string) =>
    (new URLSearchParams(search).get('glCountry') ?? readCountryCookie() ?? '').trim().toUpperCase()

/**
 * The third-party services every page may use, each loaded on demand (its own chunk, then its script), only
 * once the shopper's consent allows its group, after the page has finished loading (this runs in the idle
 * engagement root): the customer-data SDK (C0003), live chat (C0003; not in the app, which has its own help),
 * and the global-shipping loader for shoppers from a country the shop's sites do not deliver to (essential).
 * A failing vendor costs only its own feature.
 */
export const useThirdPartyServices = () => {
    const {config, site} = useSite()
    const {locale} = useIntl()
    const {search} = useLocation()
    const webView = useWebView()
    const {customerData, liveChat, globalShipping} = config.app.integrations

    useEffect(
        () =>
            whenConsented('customerData', () => {
                import(/* webpackChunkName: "customer-data" */ './customer-data/vendor-adapter')
                    .then(({createCustomerDataAdapter}) =>
                        createCustomerDataAdapter(customerData, runtimeFlag('mplog'))
                    )
                    .then(connectCustomerData)
                    .catch((error: unknown) => console.error('[customer-data] not started', error))
            }),
        [customerData]
    )

    useEffect(() => {
        if (webView) return undefined
        return whenConsented('liveChat', () => {
            import(/* webpackChunkName: "live-chat" */ './live-chat')
                .then(({loadLiveChat}) => loadLiveChat(liveChat, locale))
                .catch((error: unknown) => console.error('[live-chat] not started', error))
        })
    }, [liveChat, locale, webView])

    const country = shopperCountry(search)
    const crossBorder = isCrossBorderCountry(site.country, country)
    useEffect(() => {
        if (!crossBorder) return undefined
        return whenConsented('globalShipping', () => {
            import(/* webpackChunkName: "global-shipping" */ './global-shipping')
                .then(({loadGlobalShipping}) => loadGlobalShipping(globalShipping, country))
                .catch((error: unknown) => console.error('[global-shipping] not started', error))
        })
    }, [crossBorder, country, globalShipping])
}
