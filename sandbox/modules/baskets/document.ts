import type {ShippingMethodDefinition} from '../../seed/commerce/shipping-methods'
import {localisedShippingMethod} from '../../seed/i18n/commerce-text'
import type {Adjustment, CalculatedBasket, PricedItem, PricedPayment, PricedShipment} from './calculate/types'
import {NOT_AVAILABLE_TEXT} from './calculate/items'
import type {CustomAttributes, StoredAddress, StoredGiftCertificateItem} from './model'
import {toMajor} from './money'

/**
 * The Shopper Baskets `Basket` document (v1 and v2 share it), in the platform's decimal money. Orders reuse
 * the parts (see orders/order-document.ts).
 */
type Money = (minor: number) => number

const moneyOf =
    (currency: string): Money =>
    (minor) =>
        toMajor(minor, currency)

/** Custom attributes are written as they were given (null means cleared, so nulls are left out). */
const customFields = (custom: CustomAttributes) =>
    Object.fromEntries(Object.entries(custom).filter(([, value]) => value !== null && value !== undefined))

export const addressDocument = (address: StoredAddress | undefined) => {
    if (!address) return undefined
    const {custom, ...fields} = address
    const fullName = [fields.firstName, fields.lastName].filter(Boolean).join(' ')
    return {...fields, ...(fullName && !fields.fullName ? {fullName} : {}), ...customFields(custom)}
}

export const adjustmentDocument = (adjustment: Adjustment, money: Money) => ({
    priceAdjustmentId: adjustment.priceAdjustmentId,
    promotionId: adjustment.promotionId,
    itemText: adjustment.itemText,
    price: money(adjustment.price),
    appliedDiscount:
        adjustment.percentage !== undefined
            ? {type: 'percentage', percentage: adjustment.percentage}
            : {type: 'amount', amount: money(-adjustment.price)},
    ...(adjustment.couponCode ? {couponCode: adjustment.couponCode} : {}),
    custom: false,
    manual: false
})

export const productItemDocument = (item: PricedItem, money: Money) => {
    const {stored} = item
    const name = item.source?.name ?? stored.productName ?? stored.productId
    return {
        itemId: stored.itemId,
        productId: stored.productId,
        productName: name,
        itemText: item.available ? name : NOT_AVAILABLE_TEXT,
        quantity: stored.quantity,
        basePrice: money(item.basePrice),
        price: money(item.price),
        priceAfterItemDiscount: money(item.priceAfterItemDiscount),
        priceAfterOrderDiscount: money(item.priceAfterOrderDiscount),
        ...(item.adjustments.length
            ? {priceAdjustments: item.adjustments.map((adjustment) => adjustmentDocument(adjustment, money))}
            : {}),
        shipmentId: stored.shipmentId,
        gift: stored.gift ?? false,
        ...(stored.giftMessage ? {giftMessage: stored.giftMessage} : {}),
        bonusProductLineItem: item.bonus,
        taxClassId: 'standard',
        ...(item.taxRate !== undefined
            ? {
                  taxRate: item.taxRate,
                  tax: money(item.tax ?? 0),
                  adjustedTax: money(item.tax ?? 0),
                  taxBasis: money(item.priceAfterOrderDiscount)
              }
            : {}),
        ...(item.standard !== undefined ? {c_standardPrice: money(item.standard)} : {}),
        c_instock: item.inStock,
        ...(item.source?.variationValues && Object.keys(item.source.variationValues).length
            ? {c_variationValues: item.source.variationValues}
            : {}),
        ...(item.source?.imageLink ? {c_imageLink: item.source.imageLink} : {}),
        ...customFields(stored.custom)
    }
}

export const giftCertificateItemDocument = (item: StoredGiftCertificateItem, money: Money) => ({
    giftCertificateItemId: item.giftCertificateItemId,
    amount: money(item.amount),
    recipientEmail: item.recipientEmail,
    recipientName: item.recipientName,
    senderName: item.senderName,
    ...(item.message ? {message: item.message} : {}),
    shipmentId: item.shipmentId,
    c_deliveryDate: item.deliveryDate,
    ...customFields(item.custom)
})

/** A method's name, description and delivery time in the request's locale. */
const shippingText = (method: ShippingMethodDefinition, locale?: string) => {
    const text = localisedShippingMethod(method, locale)
    return {name: text.name, description: text.description, c_estimatedArrivalTime: text.estimatedArrivalTime}
}

export const shipmentDocument = (shipment: PricedShipment, index: number, money: Money, locale?: string) => ({
    shipmentId: shipment.stored.shipmentId,
    shipmentNo: String(index + 1).padStart(8, '0'),
    shippingStatus: 'not_shipped',
    gift: shipment.stored.gift ?? false,
    ...(shipment.stored.giftMessage ? {giftMessage: shipment.stored.giftMessage} : {}),
    ...(shipment.stored.shippingAddress
        ? {shippingAddress: addressDocument(shipment.stored.shippingAddress)}
        : {}),
    ...(shipment.method
        ? {
              shippingMethod: {
                  id: shipment.method.id,
                  ...shippingText(shipment.method, locale),
                  price: money(shipment.basePrice ?? 0),
                  c_storePickupEnabled: Boolean(shipment.method.storePickup)
              },
              shippingTotal: money(shipment.price ?? 0)
          }
        : {}),
    ...customFields(shipment.stored.custom)
})

const shippingItems = (calculated: CalculatedBasket, money: Money) => [
    ...calculated.shipments
        .filter((shipment) => shipment.method)
        .map((shipment) => ({
            itemId: `shipping-${shipment.stored.shipmentId}`,
            shipmentId: shipment.stored.shipmentId,
            itemText: 'Shipping',
            price: money(shipment.basePrice ?? 0),
            priceAfterItemDiscount: money(shipment.price ?? 0),
            ...(shipment.adjustments.length
                ? {
                      priceAdjustments: shipment.adjustments.map((adjustment) =>
                          adjustmentDocument(adjustment, money)
                      )
                  }
                : {}),
            ...(shipment.taxRate !== undefined
                ? {
                      taxRate: shipment.taxRate,
                      tax: money(shipment.tax ?? 0),
                      adjustedTax: money(shipment.tax ?? 0)
                  }
                : {}),
            taxBasis: money(shipment.price ?? 0)
        })),
    // The charity donation travels as a shipping line marked SB_DONATION (spec 000 §9); it is not taxed.
    ...(calculated.donation > 0
        ? [
              {
                  itemId: 'donation',
                  shipmentId: calculated.state.shipments[0]?.shipmentId ?? 'me',
                  itemText: 'SB_DONATION',
                  price: money(calculated.donation),
                  priceAfterItemDiscount: money(calculated.donation),
                  taxRate: 0,
                  tax: 0,
                  adjustedTax: 0,
                  taxBasis: money(calculated.donation)
              }
          ]
        : [])
]

export const paymentInstrumentDocument = (payment: PricedPayment, money: Money) => {
    const {stored} = payment
    return {
        paymentInstrumentId: stored.paymentInstrumentId,
        paymentMethodId: stored.paymentMethodId,
        amount: money(payment.amount),
        ...(stored.paymentCard ? {paymentCard: {...stored.paymentCard, creditCardExpired: false}} : {}),
        ...(stored.giftCertificateCode
            ? {
                  giftCertificateCode: stored.giftCertificateCode,
                  maskedGiftCertificateCode: mask(stored.giftCertificateCode)
              }
            : {}),
        ...(stored.customerPaymentInstrumentId
            ? {customerPaymentInstrumentId: stored.customerPaymentInstrumentId}
            : {}),
        ...(payment.problem ? {c_giftCertificateProblem: payment.problem} : {}),
        ...customFields(stored.custom)
    }
}

const mask = (code: string) => '*'.repeat(Math.max(0, code.length - 4)) + code.slice(-4)

/** Totals and lines shared by baskets and orders. */
export const commonDocument = (calculated: CalculatedBasket) => {
    const money = moneyOf(calculated.currency)
    const {state} = calculated
    const taxKnown = calculated.taxTotal !== null
    const shippingTax = calculated.shipments.reduce((sum, shipment) => sum + (shipment.tax ?? 0), 0)
    const itemTax = calculated.items.reduce((sum, item) => sum + (item.tax ?? 0), 0)
    return {
        currency: calculated.currency,
        customerInfo: {
            customerId: calculated.record.customerId,
            ...(state.customerEmail ? {email: state.customerEmail} : {}),
            ...customFields(state.customerCustom)
        },
        taxation: calculated.taxation,
        taxRoundedAtGroup: false,
        productItems: calculated.items.map((item) => productItemDocument(item, money)),
        giftCertificateItems: calculated.giftCertificateItems.map((item) =>
            giftCertificateItemDocument(item, money)
        ),
        couponItems: state.couponItems.map((coupon) => {
            const statusCode = calculated.couponStatus.get(coupon.couponItemId) ?? 'no_applicable_promotion'
            return {
                couponItemId: coupon.couponItemId,
                code: coupon.code,
                statusCode,
                valid: statusCode === 'applied'
            }
        }),
        orderPriceAdjustments: calculated.orderAdjustments.map((adjustment) =>
            adjustmentDocument(adjustment, money)
        ),
        shipments: calculated.shipments.map((shipment, index) =>
            shipmentDocument(shipment, index, money, calculated.locale)
        ),
        shippingItems: shippingItems(calculated, money),
        ...(state.billingAddress ? {billingAddress: addressDocument(state.billingAddress)} : {}),
        paymentInstruments: calculated.payments.map((payment) => paymentInstrumentDocument(payment, money)),
        productSubTotal: money(calculated.productSubTotal),
        productTotal: money(calculated.productTotal),
        shippingTotal: calculated.shippingTotal === null ? null : money(calculated.shippingTotal),
        shippingTotalTax: calculated.shippingTotal === null ? null : money(shippingTax),
        merchandizeTotalTax: taxKnown ? money(itemTax) : null,
        adjustedMerchandizeTotalTax: taxKnown ? money(itemTax) : null,
        taxTotal: calculated.taxTotal === null ? null : money(calculated.taxTotal),
        orderTotal: money(calculated.orderTotal),
        c_amountToAuthorize: money(calculated.amountToAuthorize),
        c_giftCertificateTotal: money(calculated.giftCertificatePaid),
        ...(calculated.donation > 0 ? {c_donation: money(calculated.donation)} : {}),
        ...customFields(state.custom)
    }
}

export const basketDocument = (calculated: CalculatedBasket) => ({
    basketId: calculated.record.basketId,
    channelType: 'storefront',
    agentBasket: false,
    temporaryBasket: false,
    creationDate: calculated.record.creationDate,
    lastModified: calculated.record.lastModified,
    ...commonDocument(calculated),
    bonusDiscountLineItems: [],
    flash: calculated.flash
})
