import type {SandboxContext} from '../../core/context'
import {DEMO_ADDRESSES, SEED_ORDERS, type SeedOrder} from '../../seed/commerce/orders'
import {calculateBasket} from '../baskets/calculate'
import {commonDocument} from '../baskets/document'
import {emptyBasketState, type BasketRecord, type BasketState, type StoredAddress} from '../baskets/model'
import {catalogOf} from '../catalog/catalog-cache'
import {seededCustomerId} from '../customers/ids'
import {findStore, storeAddress} from '../stores'
import {insertOrder, nextOrderNo} from './store'

const HOUR = 3600 * 1000

const stateFor = (ctx: SandboxContext, spec: SeedOrder, index: number): BasketState => {
    const catalog = catalogOf(ctx)
    const state = emptyBasketState('GBP')
    spec.lines.forEach((line, position) => {
        const master = catalog.categoryMembers
            .get(line.category)
            ?.filter((candidate) => candidate.variants.length)[line.master]
        const variant = master?.variants[Math.min(line.variant, master.variants.length - 1)]
        if (!variant) return
        state.productItems.push({
            itemId: `seed${index}line${position}`,
            productId: variant.id,
            quantity: line.quantity,
            shipmentId: 'me',
            custom: {}
        })
    })
    const address: StoredAddress = {...DEMO_ADDRESSES[spec.login], custom: {}}
    const [shipment] = state.shipments
    shipment.shippingMethodId = spec.shippingMethodId
    if (spec.shippingMethodId.endsWith('click-collect')) {
        const store = findStore('bath')
        if (store) {
            shipment.shippingAddress = {
                ...storeAddress(store),
                firstName: address.firstName,
                lastName: address.lastName,
                phone: address.phone,
                custom: {}
            }
            shipment.custom = {
                c_ClickandCollectStoreID: store.id,
                c_storeName: store.name,
                c_selectedDeliveryOption: 'COLLECT'
            }
        }
    } else shipment.shippingAddress = address
    state.billingAddress = address
    state.customerEmail = spec.login
    if (spec.couponCode) state.couponItems.push({couponItemId: `seed${index}coupon`, code: spec.couponCode})
    return state
}

/** Past orders of the demo shoppers (paid, by card ending 1111), written straight into the orders table. */
export const seedOrders = (ctx: SandboxContext) => {
    SEED_ORDERS.forEach((spec, index) => {
        const customerId = seededCustomerId(spec.login)
        const state = stateFor(ctx, spec, index)
        if (!state.productItems.length) return
        const record: BasketRecord = {
            basketId: `seedbasket${String(index + 1).padStart(4, '0')}`,
            customerId,
            usid: `seed-usid-${index}`,
            registered: true,
            siteId: spec.siteId,
            status: 'ordered',
            version: 1,
            state,
            creationDate: spec.date,
            lastModified: spec.date
        }
        const calculated = calculateBasket(ctx, record)
        const orderNo = nextOrderNo(ctx)
        const card = {
            cardType: 'Visa',
            maskedNumber: '************1111',
            numberLastDigits: '1111',
            holder: state.billingAddress?.firstName,
            expirationMonth: 3,
            expirationYear: 2030
        }
        const document = {
            ...commonDocument(calculated),
            paymentInstruments: [
                {
                    paymentInstrumentId: `seedpi${index}`,
                    paymentMethodId: 'CREDIT_CARD',
                    amount: calculated.orderTotal / 100,
                    paymentCard: card
                }
            ],
            customerName: [state.billingAddress?.firstName, state.billingAddress?.lastName]
                .filter(Boolean)
                .join(' '),
            c_orderType: 'web',
            c_authorized: 1,
            c_payment_success: true,
            c_siteId: spec.siteId
        }
        const paidAt = new Date(Date.parse(spec.date) + HOUR / 60).toISOString()
        insertOrder(ctx, {
            orderNo,
            basketId: record.basketId,
            customerId,
            registered: true,
            usid: record.usid,
            siteId: spec.siteId,
            status: spec.status,
            paymentStatus: 'paid',
            confirmationStatus: 'confirmed',
            currency: 'GBP',
            orderTotal: calculated.orderTotal,
            amountToAuthorize: calculated.amountToAuthorize,
            document,
            basketState: state,
            orderToken: `seed-token-${index}`,
            paidAt,
            creationDate: spec.date,
            lastModified: paidAt
        })
    })
}
