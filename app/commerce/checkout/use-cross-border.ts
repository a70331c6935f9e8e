import {useCallback} from 'react'
import {useAccessToken} from '@salesforce/commerce-sdk-react'
import {useSite} from '../../site/site-context'
import {callController} from '../controllers/controller-client'
import {useControllerScope} from '../controllers/use-controller'
import type {CrossBorderParams} from './cross-border'

interface SharedBasketResponse {
    success?: boolean
    countryCode?: string
    currencyCode?: string
    basketUUID?: string
}

interface GlobaleDataResponse {
    success?: boolean
    data?: {merchantToken?: string; checkoutUrl?: string}
}

/**
 * The hand-off to the cross-border checkout (spec 000 §7): share the basket (SharedBasket-CreateSharedBasketObject),
 * get a merchant token (POST PWA-GlobaleData with the storefront origin), then the provider's hosted page,
 * which returns to /checkout-globale/confirmation/{order_id}. The merchant token is the provider's one-checkout
 * session key, which its page takes in the address by design; the shopper's own tokens never leave the app.
 */
export const useCrossBorderCheckout = () => {
    const scope = useControllerScope()
    const {site, locale, buildUrl} = useSite()
    const {getTokenWhenReady} = useAccessToken()

    return useCallback(
        async ({glCountry, glCurrency}: CrossBorderParams): Promise<string> => {
            const accessToken = await getTokenWhenReady()
            const shared = await callController<SharedBasketResponse>(
                scope,
                'SharedBasket-CreateSharedBasketObject',
                {
                    params: {siteId: site.id, siteLocale: locale.id.replace('-', '_'), countryId: glCountry},
                    accessToken
                }
            )
            const origin = window.location.origin
            const token = await callController<GlobaleDataResponse>(scope, 'PWA-GlobaleData', {
                method: 'POST',
                form: {origin},
                accessToken
            })
            const checkoutUrl = token.data?.checkoutUrl
            const merchantToken = token.data?.merchantToken
            if (!shared.basketUUID || !checkoutUrl || !merchantToken)
                throw new Error('Cross-border checkout unavailable')
            const url = new URL(checkoutUrl)
            url.searchParams.set('merchantToken', merchantToken)
            url.searchParams.set('basketUUID', shared.basketUUID)
            url.searchParams.set('glCountry', shared.countryCode ?? glCountry)
            url.searchParams.set('glCurrency', shared.currencyCode ?? glCurrency)
            // The provider appends /checkout-globale/confirmation/{order} to this base (site and locale kept).
            url.searchParams.set('returnUrl', `${origin}${buildUrl('/').replace(/\/+$/, '')}`)
            return url.toString()
        },
        [buildUrl, getTokenWhenReady, locale.id, scope, site.id]
    )
}
