import {findSite, type SandboxContext} from '../../core/context'
import {calculateBasket} from '../baskets/calculate'
import {applicableMethods, destinationOf, methodPrice} from '../baskets/calculate/shipping'
import type {BasketRecord, BasketState, StoredShipment} from '../baskets/model'
import {toMajor} from '../baskets/money'

/**
 * What the Apple Pay sheet shows for a basket (totals, line items, delivery methods), priced by the platform
 * for the contact and method the shopper picked in the sheet. Picks live in the Apple Pay session (a draft):
 * the shopper's basket itself only changes when the payment is authorised.
 */
export interface SheetPicks {
    /** The redacted contact the sheet shares before authorisation. */
    shippingContact?: {
        countryCode?: string
        postalCode?: string
        locality?: string
        administrativeArea?: string
    }
    shippingMethodId?: string
    network?: string
}

export interface ApplePayLineItem {
    label: string
    amount: string
    type?: 'final' | 'pending'
}

export interface ApplePayShippingMethod {
    label: string
    detail: string
    amount: string
    identifier: string
}

const amount = (minor: number, currency: string) => toMajor(minor, currency).toFixed(2)

/** Click and collect: the sheet asks for the collector's contact, not an address. */
export const isPickup = (shipment: StoredShipment | undefined) =>
    shipment?.custom.c_selectedDeliveryOption === 'COLLECT' ||
    Boolean(shipment?.custom.c_ClickandCollectStoreID) ||
    Boolean(shipment?.addressFromStore)

const firstShipment = (state: BasketState) => state.shipments[0]

const US_STATE = /^[A-Z]{2}$/

/** The basket as it would be with the sheet's picks (a copy; never saved). */
export const draftWith = (ctx: SandboxContext, record: BasketRecord, picks: SheetPicks): BasketState => {
    const site = findSite(ctx.config, record.siteId)
    const state = structuredClone(record.state)
    const shipment = firstShipment(state)
    if (!shipment || isPickup(shipment)) return state
    const contact = picks.shippingContact
    if (contact?.countryCode) {
        const country = contact.countryCode.toUpperCase()
        const area = contact.administrativeArea?.toUpperCase()
        shipment.shippingAddress = {
            ...(shipment.shippingAddress?.countryCode === country ? shipment.shippingAddress : {}),
            custom: {},
            countryCode: country,
            ...(contact.postalCode ? {postalCode: contact.postalCode} : {}),
            ...(contact.locality ? {city: contact.locality} : {}),
            ...(country === 'US' && area && US_STATE.test(area) ? {stateCode: area} : {})
        }
    }
    if (!site) return state
    const methods = applicableMethods(site, destinationOf(shipment)).filter((method) => !method.storePickup)
    const wanted = picks.shippingMethodId ?? shipment.shippingMethodId
    shipment.shippingMethodId = methods.find((method) => method.id === wanted)?.id ?? methods[0]?.id
    return state
}

/** Totals and line items of a draft, in the Apple Pay JS shapes (amounts as decimal strings). */
export const sheetSummary = (
    ctx: SandboxContext,
    record: BasketRecord,
    draft: BasketState,
    locale: string
) => {
    const calculated = calculateBasket(ctx, record, locale, draft)
    const {currency} = calculated
    const lineItems: ApplePayLineItem[] = [
        {label: 'Subtotal', amount: amount(calculated.productTotal, currency)}
    ]
    if (calculated.shippingTotal !== null)
        lineItems.push({label: 'Delivery', amount: amount(calculated.shippingTotal, currency)})
    if (calculated.taxation === 'net') {
        lineItems.push(
            calculated.taxTotal === null
                ? {label: 'Estimated tax', amount: '0.00', type: 'pending'}
                : {label: 'Sales tax', amount: amount(calculated.taxTotal, currency)}
        )
    }
    if (calculated.donation > 0)
        lineItems.push({label: 'Charity donation', amount: amount(calculated.donation, currency)})
    if (calculated.giftCertificatePaid > 0)
        lineItems.push({label: 'Gift cards', amount: amount(-calculated.giftCertificatePaid, currency)})
    const pending = calculated.taxTotal === null || calculated.shippingTotal === null
    const shipment = firstShipment(draft)
    const shippingMethods: ApplePayShippingMethod[] =
        !shipment || isPickup(shipment)
            ? []
            : applicableMethods(calculated.site, destinationOf(shipment))
                  .filter((method) => !method.storePickup)
                  .sort(
                      (a, b) =>
                          Number(b.id === shipment.shippingMethodId) -
                          Number(a.id === shipment.shippingMethodId)
                  )
                  .map((method) => ({
                      label: method.name,
                      detail: method.estimatedArrivalTime ?? '',
                      amount: amount(
                          calculated.freeShipping.has(method.id)
                              ? 0
                              : methodPrice(method, calculated.site, currency),
                          currency
                      ),
                      identifier: method.id
                  }))
    return {
        calculated,
        newTotal: {
            label: 'VELA',
            amount: amount(calculated.amountToAuthorize, currency),
            type: pending ? ('pending' as const) : ('final' as const)
        },
        newLineItems: lineItems,
        newShippingMethods: shippingMethods
    }
}
