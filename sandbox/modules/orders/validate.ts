import {ApiError} from '../../core/errors'
import {missingShippingFields} from '../baskets/address-input'
import type {CalculatedBasket} from '../baskets/calculate'
import {toMinor} from '../baskets/money'
import {canSell} from '../catalog/basket-catalog-source'

/**
 * What createOrder checks before a basket becomes an order. Each failure is a 400 in the platform's problem
 * shape with its own `type`, so the storefront can tell them apart; the missing email carries
 * `code: 'MISSING_EMAIL'` and says "email" in its detail (the storefront's missing-email handling).
 */
const problem = (errorType: string, title: string, detail: string, extra: Record<string, unknown> = {}) =>
    new ApiError(400, errorType, title, detail, extra)

export const MISSING_EMAIL_CODE = 'MISSING_EMAIL'

export const validateForOrder = (calculated: CalculatedBasket) => {
    const {state, items} = calculated
    const products = items.filter((item) => !item.bonus)
    const digital = state.giftCertificateItems.length > 0
    if (!products.length && !digital) {
        throw problem('empty-basket', 'Empty Basket', 'The basket has no products to order.')
    }
    if (products.length && digital) {
        throw problem(
            'mixed-basket',
            'Mixed Basket',
            'Digital gift cards must be bought separately from other products.'
        )
    }
    if (!state.customerEmail) {
        throw problem(
            'missing-customer-email',
            'Missing Customer Email',
            'Customer email is missing for the basket.',
            {
                code: MISSING_EMAIL_CODE
            }
        )
    }
    const unavailable = items.filter(
        (item) => !item.available || !item.source || !canSell(item.source.stock, item.stored.quantity)
    )
    if (unavailable.length) {
        throw problem(
            'product-item-not-available',
            'Product Item Not Available',
            'Some products are no longer available in the requested quantity.',
            {productIds: unavailable.map((item) => item.stored.productId)}
        )
    }
    for (const shipment of calculated.shipments) {
        if (shipment.itemCount === 0) continue
        const missing = missingShippingFields(shipment.stored.shippingAddress)
        if (missing.length) {
            throw problem(
                'missing-shipping-address',
                'Missing Shipping Address',
                `The shipping address of shipment '${
                    shipment.stored.shipmentId
                }' is incomplete: ${missing.join(', ')}.`,
                {missingFields: missing}
            )
        }
        if (!shipment.method) {
            throw problem(
                'missing-shipping-method',
                'Missing Shipping Method',
                `Shipment '${shipment.stored.shipmentId}' has no shipping method that serves its address.`
            )
        }
        if (shipment.method.storePickup && !shipment.stored.custom.c_ClickandCollectStoreID) {
            throw problem('missing-store', 'Missing Store', 'Choose the shop to collect the order from.')
        }
    }
    if (calculated.taxTotal === null) {
        throw problem('missing-state-code', 'Missing State Code', 'US shipping addresses need a state code.')
    }
    const billing = state.billingAddress
    if (
        !billing?.firstName ||
        !billing.lastName ||
        !billing.address1 ||
        !billing.city ||
        !billing.postalCode
    ) {
        throw problem(
            'missing-billing-address',
            'Missing Billing Address',
            'The basket has no complete billing address.'
        )
    }
    const broken = calculated.payments.find((payment) => payment.problem)
    if (broken) {
        throw problem('invalid-gift-certificate', 'Invalid Gift Certificate', broken.problem as string)
    }
    // c_adyenDonation asks the payment provider to book the donation line for the charity: it must be that line.
    const providerDonation = Number(state.custom.c_adyenDonation ?? 0)
    if (providerDonation > 0 && toMinor(providerDonation, calculated.currency) !== calculated.donation) {
        throw problem(
            'donation-mismatch',
            'Donation Mismatch',
            "c_adyenDonation must equal the basket's donation (c_donation)."
        )
    }
    const payers = calculated.payments.filter((payment) => !payment.stored.giftCertificateCode)
    if (payers.length > 1) {
        throw problem(
            'conflicting-payment-instruments',
            'Conflicting Payment Instruments',
            `The basket holds ${payers.length} payment methods for the amount gift cards leave; remove all but one.`
        )
    }
    if (calculated.amountToAuthorize > 0 && !payers.length) {
        throw problem(
            'missing-payment',
            'Missing Payment',
            'The payment instruments do not cover the order total: add a payment method for the amount gift cards leave.'
        )
    }
}
