import {findSite, type SandboxContext} from '../../../core/context'
import {certificateProblem, findGiftCertificate, PROBLEM_MESSAGES} from '../../gift-certificates/store'
import {applyPromotions} from '../../promotions/engine'
import type {BasketRecord, BasketState} from '../model'
import {allocate, includedTax, roundHalfAway} from '../money'
import {applyItemDiscounts, bonusItem, priceItem, stockFlash} from './items'
import {basketScope} from './scope'
import {applicableMethods, destinationOf, methodPrice} from './shipping'
import {taxationOf, taxRateFor} from './tax'
import type {Adjustment, CalculatedBasket, PricedItem, PricedPayment, PricedShipment} from './types'

export type {CalculatedBasket} from './types'

const shipmentsWithItems = (state: BasketState, items: PricedItem[]) =>
    state.shipments.map((shipment) => ({
        shipment,
        items: items.filter((item) => item.stored.shipmentId === shipment.shipmentId)
    }))

const taxOf = (amount: number, rate: number, gross: boolean) =>
    gross ? includedTax(amount, rate) : roundHalfAway(amount * rate)

/**
 * Prices a basket from its stored inputs: catalogue prices for the owner's customer groups, promotions,
 * shipping, tax (gross: included VAT/GST; net: US sales tax on goods), the donation, gift certificate items and
 * how much of the total gift certificates pay (the rest is `amountToAuthorize`).
 */
export const calculateBasket = (
    ctx: SandboxContext,
    record: BasketRecord,
    locale?: string,
    state: BasketState = record.state
): CalculatedBasket => {
    const site = findSite(ctx.config, record.siteId)
    if (!site) throw new Error(`Basket ${record.basketId} belongs to an unknown site ${record.siteId}`)
    const currency = state.currency
    const scope = basketScope(ctx, record, currency, locale ?? site.defaultLocale)
    const taxation = taxationOf(site.id)
    const gross = taxation === 'gross'

    const items = state.productItems.map((stored) => priceItem(ctx, stored, scope))
    const outcome = applyPromotions({
        ctx,
        siteId: site.id,
        currency,
        customerGroups: scope.customerGroups,
        customerId: record.customerId,
        registered: record.registered,
        coupons: state.couponItems,
        lines: items
            .filter((item) => item.available && item.source)
            .map((item) => ({
                itemId: item.stored.itemId,
                productId: item.stored.productId,
                masterId: item.source?.masterId ?? '',
                quantity: item.stored.quantity,
                unitPrice: item.basePrice,
                price: item.price,
                categoryIds: item.source?.categoryIds ?? new Set<string>(),
                promotionIds: item.source?.promotionIds ?? []
            }))
    })
    applyItemDiscounts(items, outcome)
    const bonus = outcome.bonus ? bonusItem(ctx, outcome.bonus, scope) : undefined
    if (bonus) items.push(bonus)

    const productSubTotal = items.reduce((sum, item) => sum + item.priceAfterItemDiscount, 0)
    const orderAdjustments: Adjustment[] = outcome.orderDiscount
        ? [
              {
                  priceAdjustmentId: `order-${outcome.orderDiscount.promotionId}`.toLowerCase(),
                  promotionId: outcome.orderDiscount.promotionId,
                  itemText: outcome.orderDiscount.calloutMsg,
                  price: outcome.orderDiscount.amount,
                  ...(outcome.orderDiscount.couponCode ? {couponCode: outcome.orderDiscount.couponCode} : {}),
                  ...(outcome.orderDiscount.percentage !== undefined
                      ? {percentage: outcome.orderDiscount.percentage}
                      : {})
              }
          ]
        : []
    const orderDiscount = orderAdjustments.reduce((sum, adjustment) => sum + adjustment.price, 0)
    const shares = allocate(
        orderDiscount,
        items.map((item) => item.priceAfterItemDiscount)
    )
    items.forEach(
        (item, index) => (item.priceAfterOrderDiscount = item.priceAfterItemDiscount + shares[index])
    )
    const productTotal = productSubTotal + orderDiscount

    let taxKnown = true
    let taxTotal = 0
    const shipments: PricedShipment[] = shipmentsWithItems(state, items).map(({shipment, items: lines}) => {
        const rate = taxRateFor(site.id, site.country, shipment.shippingAddress)
        if (rate === undefined && lines.length) taxKnown = false
        for (const item of lines) {
            item.taxRate = rate
            if (rate !== undefined) {
                item.tax = taxOf(item.priceAfterOrderDiscount, rate, gross)
                taxTotal += item.tax
            }
        }
        const destination = destinationOf(shipment)
        const method =
            shipment.shippingMethodId &&
            applicableMethods(site, destination).find(
                (candidate) => candidate.id === shipment.shippingMethodId
            )
        if (!method) return {stored: shipment, adjustments: [], itemCount: lines.length}
        const basePrice = methodPrice(method, site, currency)
        const free = outcome.freeShipping.get(method.id)
        const adjustments: Adjustment[] =
            free && basePrice > 0
                ? [
                      {
                          priceAdjustmentId:
                              `shipping-${shipment.shipmentId}-${free.promotionId}`.toLowerCase(),
                          promotionId: free.promotionId,
                          itemText: free.calloutMsg,
                          price: -basePrice,
                          ...(free.couponCode ? {couponCode: free.couponCode} : {})
                      }
                  ]
                : []
        const price = basePrice + adjustments.reduce((sum, adjustment) => sum + adjustment.price, 0)
        // US sales tax is charged on goods only; VAT/GST prices include the tax on delivery too.
        const shippingTax = gross && rate !== undefined ? includedTax(price, rate) : 0
        taxTotal += shippingTax
        return {
            stored: shipment,
            method,
            basePrice,
            adjustments,
            price,
            ...(rate !== undefined ? {taxRate: gross ? rate : 0, tax: shippingTax} : {}),
            itemCount: lines.length
        }
    })
    const needsShipping = shipments.filter((shipment) => shipment.itemCount > 0)
    const shippingTotal =
        items.length === 0
            ? state.giftCertificateItems.length
                ? 0
                : null
            : needsShipping.every((shipment) => shipment.method)
            ? needsShipping.reduce((sum, shipment) => sum + (shipment.price ?? 0), 0)
            : null

    const donation = state.donation ?? 0
    const giftCertificateItemTotal = state.giftCertificateItems.reduce((sum, item) => sum + item.amount, 0)
    const orderTotal =
        productTotal +
        (shippingTotal ?? 0) +
        giftCertificateItemTotal +
        donation +
        (gross || !taxKnown ? 0 : taxTotal)

    let remaining = orderTotal
    const payments: PricedPayment[] = state.paymentInstruments.map((stored) => {
        if (!stored.giftCertificateCode) return {stored, amount: 0}
        const certificate = findGiftCertificate(ctx, stored.giftCertificateCode)
        const problem = certificateProblem(ctx, certificate, currency)
        if (problem || !certificate)
            return {stored, amount: 0, problem: PROBLEM_MESSAGES[problem ?? 'unknown']}
        const amount = Math.max(
            0,
            Math.min(stored.amount ?? certificate.balance, certificate.balance, remaining)
        )
        remaining -= amount
        return {stored, amount}
    })
    const giftCertificatePaid = orderTotal - remaining
    // Cards pay whatever gift certificates leave: the first card instrument carries the amount to authorise.
    const firstCard = payments.find((payment) => !payment.stored.giftCertificateCode)
    if (firstCard) firstCard.amount = remaining

    return {
        record,
        state,
        site,
        currency,
        locale: scope.locale,
        taxation,
        items,
        giftCertificateItems: state.giftCertificateItems,
        couponStatus: outcome.couponStatus,
        orderAdjustments,
        productSubTotal,
        productTotal,
        shipments,
        shippingTotal,
        donation,
        giftCertificateItemTotal,
        taxTotal: taxKnown && (items.length > 0 || shippingTotal !== null) ? taxTotal : null,
        orderTotal,
        payments,
        giftCertificatePaid,
        amountToAuthorize: remaining,
        flash: stockFlash(items.filter((item) => !item.bonus)),
        freeShipping: outcome.freeShipping
    }
}
