import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {badRequest} from '../../core/errors'
import {COUNTRY_CURRENCIES} from '../../seed/commerce/fx-rates'
import {basketNotFound} from '../baskets/store'
import {CROSS_BORDER_CHECKOUT_PATH, issueMerchantToken, shareBasket} from '../cross-border'
import {controllerPath} from '../shell-controllers'
import {currentBasket, requireShopperCall} from './session'

export const crossBorderControllerRoutes = (router: Router, ctx: SandboxContext) => {
    // Hands the shopper's basket to the cross-border provider for a country it serves.
    router.get(controllerPath('SharedBasket-CreateSharedBasketObject'), (req, res) => {
        const call = requireShopperCall(ctx, req)
        const country = typeof req.query.countryId === 'string' ? req.query.countryId.toUpperCase() : ''
        if (!/^[A-Z]{2}$/.test(country))
            throw badRequest("The parameter 'countryId' must be a two-letter country code.")
        const record = currentBasket(ctx, call)
        if (!record) throw basketNotFound('current')
        const currency = COUNTRY_CURRENCIES[country] ?? 'USD'
        const shared = shareBasket(ctx, {
            basketId: record.basketId,
            customerId: record.customerId,
            siteId: record.siteId,
            country,
            currency
        })
        res.set('Cache-Control', 'no-store').json({
            success: true,
            countryCode: country,
            currencyCode: currency,
            basketUUID: shared.basketUUID
        })
    })

    // The merchant token the provider's checkout is opened with (form field `origin`: the storefront origin).
    router.post(controllerPath('PWA-GlobaleData'), (req, res) => {
        const call = requireShopperCall(ctx, req)
        const origin = typeof req.body?.origin === 'string' ? req.body.origin.slice(0, 200) : undefined
        const merchantToken = issueMerchantToken(
            ctx,
            {customerId: call.shopper.customerId, usid: call.shopper.usid, siteId: call.site.id},
            origin
        )
        res.set('Cache-Control', 'no-store').json({
            success: true,
            data: {
                merchantToken,
                merchantId: 'VELA-SANDBOX',
                checkoutUrl: `${ctx.config.publicOrigin}${CROSS_BORDER_CHECKOUT_PATH}`
            }
        })
    })
}
