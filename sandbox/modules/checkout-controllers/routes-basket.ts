import {commerceText} from '../../seed/i18n/commerce-text'
import type {Router} from 'express'
import type {SandboxContext} from '../../core/context'
import {SHIPPING_METHODS} from '../../seed/commerce/shipping-methods'
import {calculateBasket} from '../baskets/calculate'
import {applyCustomerInfo} from '../baskets/customer'
import {convertMinor, toMajor, toMinor} from '../baskets/money'
import {controllerPath} from '../shell-controllers'
import {changeCurrentBasket, controllerCall, currentBasket, requireShopperCall} from './session'

const formatMoney = (minor: number, currency: string, locale: string) =>
    new Intl.NumberFormat(locale, {style: 'currency', currency}).format(toMajor(minor, currency))

export const basketControllerRoutes = (router: Router, ctx: SandboxContext) => {
    // The basket's free-delivery message: how far the subtotal is from the standard and express thresholds.
    router.get(controllerPath('PWA-GetDeliveryCartMsg'), (req, res) => {
        const call = controllerCall(ctx, req)
        const record = currentBasket(ctx, call)
        const currency = record?.state.currency ?? call.site.currency
        const subtotal = record ? calculateBasket(ctx, record, call.locale).productSubTotal : 0
        const tier = (kind: 'standard' | 'express') => {
            const method = SHIPPING_METHODS.find(
                (candidate) => candidate.siteId === call.site.id && candidate.kind === kind
            )
            if (method?.freeOver === undefined) return null
            const threshold = convertMinor(
                toMinor(method.freeOver, call.site.currency),
                call.site.currency,
                currency
            )
            return {
                threshold: toMajor(threshold, currency),
                remaining: toMajor(Math.max(0, threshold - subtotal), currency),
                qualified: subtotal >= threshold
            }
        }
        const standard = tier('standard')
        const express = tier('express')
        const next =
            standard && !standard.qualified
                ? {kind: 'standard', ...standard}
                : express && !express.qualified
                ? {kind: 'express', ...express}
                : undefined
        const message = next
            ? commerceText(call.locale, `You're {amount} away from free ${next.kind} delivery`, {
                  amount: formatMoney(toMinor(next.remaining, currency), currency, call.locale)
              })
            : standard
            ? commerceText(
                  call.locale,
                  `You qualify for free ${express?.qualified ? 'express' : 'standard'} delivery`
              )
            : ''
        res.set('Cache-Control', 'no-store').json({
            success: true,
            currencyCode: currency,
            subtotal: toMajor(subtotal, currency),
            standard,
            express,
            message
        })
    })

    // Puts the shopper's email on their basket (GET with ?email=, or a form/JSON POST).
    const setEmail = (req: import('express').Request, res: import('express').Response) => {
        const call = requireShopperCall(ctx, req)
        const body = (req.method === 'POST' ? req.body : req.query) as Record<string, unknown>
        const saved = changeCurrentBasket(ctx, call, (state) =>
            applyCustomerInfo(state, {email: typeof body?.email === 'string' ? body.email : undefined})
        )
        res.set('Cache-Control', 'no-store').json({
            success: true,
            basketId: saved.basketId,
            email: saved.state.customerEmail ?? null
        })
    }
    router.get(controllerPath('PWA-SetBasketEmail'), setEmail)
    router.post(controllerPath('PWA-SetBasketEmail'), setEmail)
}
