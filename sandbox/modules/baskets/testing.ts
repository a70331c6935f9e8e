import {
    ShopperBaskets,
    ShopperBasketsV2,
    ShopperCustomers,
    ShopperGiftCertificates,
    ShopperOrders,
    ShopperPromotions,
    ShopperStores
} from 'commerce-sdk-isomorphic'
import type {SandboxContext} from '../../core/context'
import {catalogModule} from '../catalog'
import {liveStock} from '../catalog/basket-catalog-source'
import {catalogOf} from '../catalog/catalog-cache'
import {checkoutControllersModule} from '../checkout-controllers'
import {crossBorderModule} from '../cross-border'
import {giftCertificatesModule} from '../gift-certificates'
import {ordersModule} from '../orders'
import {paymentsModule} from '../payments'
import {promotionsModule} from '../promotions'
import {shellControllersModule} from '../shell-controllers'
import {shopperContextModule} from '../shopper-context'
import {loginGuest, loginRegistered, sdkConfig, SLAS_TEST_MODULES} from '../slas/testing'
import {storesModule} from '../stores'
import {basketsModule} from '.'

/** Test helpers for the commerce modules: the modules a checkout needs, SDK clients and fixtures. */
export const COMMERCE_TEST_MODULES = [
    ...SLAS_TEST_MODULES,
    catalogModule,
    shellControllersModule,
    shopperContextModule,
    giftCertificatesModule,
    promotionsModule,
    paymentsModule,
    storesModule,
    basketsModule,
    ordersModule,
    checkoutControllersModule,
    crossBorderModule
]

export const clientsFor = (origin: string, accessToken: string, siteId = 'vela-gb') => {
    const config = {...sdkConfig(origin, siteId), headers: {authorization: `Bearer ${accessToken}`}}
    return {
        baskets: new ShopperBasketsV2(config),
        basketsV1: new ShopperBaskets(config),
        orders: new ShopperOrders(config),
        customers: new ShopperCustomers(config),
        stores: new ShopperStores(config),
        giftCertificates: new ShopperGiftCertificates(config),
        promotions: new ShopperPromotions(config)
    }
}

export type Clients = ReturnType<typeof clientsFor>

export const guestShopper = async (origin: string, siteId = 'vela-gb') => {
    const tokens = await loginGuest(origin, {siteId})
    return {tokens, ...clientsFor(origin, tokens.access_token, siteId)}
}

export const registeredShopper = async (origin: string, login: string, password: string, usid?: string) => {
    const tokens = await loginRegistered(origin, login, password, usid ? {usid} : {})
    return {tokens, ...clientsFor(origin, tokens.access_token)}
}

export const DEMO = {
    regular: {login: 'alex.morgan@example.com', password: 'VelaDemo#2024'},
    insider: {login: 'sam.taylor@example.com', password: 'VelaInsider#2024'},
    other: {login: 'jordan.lee@example.com', password: 'VelaDemo#2024'}
}

/** The status and problem body of a call that must fail (SDK ResponseError or a fetch Response). */
export const failure = async (promise: Promise<unknown>) => {
    try {
        await promise
    } catch (error) {
        const response = (error as {response?: Response}).response
        if (!response) throw error
        return {status: response.status, body: (await response.json()) as Record<string, unknown>}
    }
    throw new Error('expected the call to fail')
}

/**
 * A sellable variant of a category with at least `minStock` units, not in any catalogue promotion and not on
 * sale, so its price is the plain list price; `skip` picks a later one.
 */
export const variantIn = (
    ctx: SandboxContext,
    category: string,
    options: {minStock?: number; skip?: number; promoted?: string} = {}
) => {
    const catalog = catalogOf(ctx)
    const masters = (catalog.categoryMembers.get(category) ?? []).filter((master) =>
        options.promoted
            ? master.promotionIds.includes(options.promoted)
            : // A site's own promotion (the US leggings week) is part of that site's prices, as its tests expect.
              master.promotionIds.every((id) => catalog.promotions.get(id)?.sites)
    )
    const found: string[] = []
    for (const master of masters) {
        for (const group of master.groups) {
            if (group.onSale) continue
            for (const index of group.variantIndexes) {
                const variant = master.variants[index]
                if (liveStock(ctx, variant.id).stockLevel >= (options.minStock ?? 5)) {
                    found.push(variant.id)
                    break
                }
            }
            break
        }
    }
    const id = found[options.skip ?? 0]
    if (!id) throw new Error(`No suitable variant in ${category}`)
    return id
}

export const setStock = (ctx: SandboxContext, productId: string, stockLevel: number) =>
    ctx.db
        .prepare('UPDATE catalog_inventory SET stock_level = ? WHERE product_id = ?')
        .run(stockLevel, productId)

export const GB_ADDRESS = {
    firstName: 'Ann',
    lastName: 'Lee',
    address1: '1 High Street',
    city: 'London',
    postalCode: 'SW1A 1AA',
    countryCode: 'GB',
    phone: '07700 900123'
}

export const US_ADDRESS = {
    firstName: 'Ann',
    lastName: 'Lee',
    address1: '350 Fifth Avenue',
    city: 'New York',
    stateCode: 'NY',
    postalCode: '10118',
    countryCode: 'US',
    phone: '212 555 0100'
}

/** A basket with one product, address, method, email and billing address: only payment is missing. */
export const readyBasket = async (
    clients: Clients,
    productId: string,
    options: {quantity?: number; method?: string; address?: Record<string, string>; email?: string} = {}
) => {
    const {basketId} = await clients.baskets.createBasket({body: {}})
    const parameters = {basketId: basketId as string}
    await clients.baskets.addItemToBasket({parameters, body: [{productId, quantity: options.quantity ?? 1}]})
    await clients.baskets.updateShippingAddressForShipment({
        parameters: {...parameters, shipmentId: 'me', useAsBilling: true},
        body: options.address ?? GB_ADDRESS
    })
    await clients.baskets.updateShippingMethodForShipment({
        parameters: {...parameters, shipmentId: 'me'},
        body: {id: options.method ?? 'gb-standard'}
    })
    return clients.baskets.updateCustomerForBasket({
        parameters,
        body: {email: options.email ?? 'ann.lee@example.com'}
    })
}

/** A card instrument as the storefront adds it (masked card; the real number goes with the order payment). */
export const addCard = (clients: Clients, basketId: string, lastDigits = '1111') =>
    clients.baskets.addPaymentInstrumentToBasket({
        parameters: {basketId},
        body: {
            paymentMethodId: 'CREDIT_CARD',
            paymentCard: {
                holder: 'Ann Lee',
                maskedNumber: `************${lastDigits}`,
                cardType: 'Visa',
                expirationMonth: 3,
                expirationYear: 2030
            }
        }
    })

export const cardPayment = (number: string, extra: Record<string, unknown> = {}) => ({
    paymentMethodId: 'CREDIT_CARD',
    paymentCard: {
        number,
        securityCode: number.startsWith('3') ? '7373' : '737',
        expirationMonth: 3,
        expirationYear: 2030,
        holder: 'Ann Lee'
    },
    ...extra
})

/** Answers relative to `origin` for URLs the sandbox writes with its public origin. */
export const local = (origin: string, url: string) => url.replace(/^https?:\/\/[^/]+/, origin)
