import {logCustomerDataEvent} from './customer-data'
import {pushDataLayerEvent, type PushOptions} from './data-layer'
import {sendPersonalisationActivity} from './personalisation'
import {
    assertTilePosition,
    linesValue,
    toActivityProduct,
    toAnalyticsItem,
    type AnalyticsProduct
} from './product-items'

/**
 * Typed shopping events for pages and components, pushed at the moment they happen. Each goes to the tag
 * manager's data layer (ecommerce events in the tag manager's standard names) and, where the spec lists it,
 * to the personalisation service (spec 000 §7, spec 001 §7.3). Both are consent-gated downstream: call
 * these freely. Product ids must be strings and tile positions numbers (spec 001 §5.4), else they throw.
 */
export type ProductList =
    | {type: 'category'; id: string}
    | {type: 'search'; term: string}
    | {type: 'reco'; name: string; recoUUID?: string}
    | {type: 'other'; name: string}

const listName = (list: ProductList) =>
    list.type === 'category'
        ? `category:${list.id}`
        : list.type === 'search'
        ? `search:${list.term}`
        : list.type === 'reco'
        ? `reco:${list.name}`
        : list.name

const listItems = (list: ProductList, products: readonly AnalyticsProduct[], firstPosition: number) => ({
    item_list_name: listName(list),
    items: products.map((product, index) => ({
        ...toAnalyticsItem(product, firstPosition + index),
        item_list_name: listName(list)
    }))
})

/**
 * A category listing showed products (view_item_list; personalisation viewCategory). `firstPosition` is the
 * 1-based tile position of the first product (a later page of the same listing continues the count).
 */
export const trackViewCategory = (
    categoryId: string,
    products: readonly AnalyticsProduct[],
    firstPosition = 1
) => {
    pushDataLayerEvent({
        event: 'view_item_list',
        ecommerce: listItems({type: 'category', id: categoryId}, products, firstPosition)
    })
    sendPersonalisationActivity('viewCategory', {
        category: {id: categoryId},
        products: products.map(toActivityProduct)
    })
}

/** Search results were shown (view_search_results; viewSearch). */
export const trackViewSearch = (
    searchText: string,
    products: readonly AnalyticsProduct[],
    firstPosition = 1
) => {
    pushDataLayerEvent({
        event: 'view_search_results',
        search_term: searchText,
        ecommerce: listItems({type: 'search', term: searchText}, products, firstPosition)
    })
    sendPersonalisationActivity('viewSearch', {searchText, products: products.map(toActivityProduct)})
}

/** A recommendation carousel came into view (view_item_list; viewReco). */
export const trackViewReco = (
    recommenderName: string,
    products: readonly AnalyticsProduct[],
    recoUUID?: string
) => {
    pushDataLayerEvent({
        event: 'view_item_list',
        ecommerce: listItems({type: 'reco', name: recommenderName, recoUUID}, products, 1)
    })
    sendPersonalisationActivity('viewReco', {
        recommenderName,
        ...(recoUUID && {recoUUID}),
        products: products.map(toActivityProduct)
    })
}

/**
 * A product tile was clicked (select_item; clickCategory, clickSearch or clickReco by list). `position` is
 * the 1-based tile position and must be a number. Pass `onDone` when the click navigates away.
 */
export const trackProductClick = (
    product: AnalyticsProduct,
    position: number,
    list: ProductList,
    options?: PushOptions
) => {
    pushDataLayerEvent(
        {event: 'select_item', ecommerce: listItems(list, [product], assertTilePosition(position))},
        options
    )
    const activityProduct = toActivityProduct(product)
    if (list.type === 'category')
        sendPersonalisationActivity('clickCategory', {category: {id: list.id}, product: activityProduct})
    if (list.type === 'search')
        sendPersonalisationActivity('clickSearch', {searchText: list.term, product: activityProduct})
    if (list.type === 'reco')
        sendPersonalisationActivity('clickReco', {
            recommenderName: list.name,
            ...(list.recoUUID && {recoUUID: list.recoUUID}),
            product: activityProduct
        })
}

/** A product page was shown (view_item; viewProduct). */
export const trackViewProduct = (product: AnalyticsProduct, currency: string) => {
    pushDataLayerEvent({
        event: 'view_item',
        ecommerce: {currency, value: linesValue([product]), items: [toAnalyticsItem(product)]}
    })
    sendPersonalisationActivity('viewProduct', {product: toActivityProduct(product)})
}

/** Where an add to bag came from: the basket item's c_gtmAddToCartLocation, c_gtmListName, c_gtmTilePosition. */
export interface AddToCartSource {
    location?: string
    listName?: string
    tilePosition?: number
}

/** Lines were added to the bag (add_to_cart; addToCart). Quantities are the ones added. */
export const trackAddToCart = (
    lines: readonly AnalyticsProduct[],
    currency: string,
    source: AddToCartSource = {}
) => {
    const position = source.tilePosition === undefined ? undefined : assertTilePosition(source.tilePosition)
    pushDataLayerEvent({
        event: 'add_to_cart',
        ecommerce: {
            currency,
            value: linesValue(lines),
            ...(source.location && {add_to_cart_location: source.location}),
            items: lines.map((line) => ({
                ...toAnalyticsItem(line, position),
                ...(source.listName && {item_list_name: source.listName})
            }))
        }
    })
    sendPersonalisationActivity('addToCart', {products: lines.map(toActivityProduct)})
    logCustomerDataEvent({
        name: 'add_to_cart',
        type: 'transaction',
        attributes: {currency, value: linesValue(lines), products: lines.map((line) => line.id).join(',')}
    })
}

/** A line (or part of its quantity) was removed from the bag (remove_from_cart; removeFromCart). */
export const trackRemoveFromCart = (line: AnalyticsProduct, currency: string) => {
    pushDataLayerEvent({
        event: 'remove_from_cart',
        ecommerce: {currency, value: linesValue([line]), items: [toAnalyticsItem(line)]}
    })
    sendPersonalisationActivity('removeFromCart', {product: toActivityProduct(line)})
}

/** Checkout started (begin_checkout; beginCheckout). */
export const trackBeginCheckout = (lines: readonly AnalyticsProduct[], currency: string, coupon?: string) => {
    const value = linesValue(lines)
    pushDataLayerEvent({
        event: 'begin_checkout',
        ecommerce: {
            currency,
            value,
            ...(coupon && {coupon}),
            items: lines.map((line) => toAnalyticsItem(line))
        }
    })
    sendPersonalisationActivity('beginCheckout', {products: lines.map(toActivityProduct), amount: value})
}

/** A checkout step was reached (checkout_step; checkoutStep). */
export const trackCheckoutStep = (
    stepNumber: number,
    stepName: string,
    lines: readonly AnalyticsProduct[],
    currency: string
) => {
    const value = linesValue(lines)
    pushDataLayerEvent({
        event: 'checkout_step',
        checkout: {step: stepNumber, name: stepName},
        ecommerce: {currency, value, items: lines.map((line) => toAnalyticsItem(line))}
    })
    sendPersonalisationActivity('checkoutStep', {
        stepName,
        stepNumber,
        products: lines.map(toActivityProduct),
        amount: value
    })
}

export interface PurchaseDetails {
    orderNo: string
    currency: string
    /** What the shopper paid, with delivery and tax (2 decimals). */
    total: number
    tax?: number
    shipping?: number
    coupons?: readonly string[]
    lines: readonly AnalyticsProduct[]
}

/** An order was placed (purchase). Send it once per order: see use-purchase-tracking.ts. */
export const trackPurchase = ({orderNo, currency, total, tax, shipping, coupons, lines}: PurchaseDetails) => {
    logCustomerDataEvent({
        name: 'purchase',
        type: 'transaction',
        attributes: {orderNo, currency, value: linesValue([{id: orderNo, price: total}])}
    })
    pushDataLayerEvent({
        event: 'purchase',
        ecommerce: {
            transaction_id: orderNo,
            currency,
            value: linesValue([{id: orderNo, price: total}]),
            ...(tax !== undefined && {tax: linesValue([{id: orderNo, price: tax}])}),
            ...(shipping !== undefined && {shipping: linesValue([{id: orderNo, price: shipping}])}),
            ...(coupons?.length && {coupon: coupons.join(',')}),
            items: lines.map((line) => toAnalyticsItem(line))
        }
    })
}

/** A promo code was applied to the bag (promo_code_applied), from the bag or the checkout. */
export const trackPromoCodeApplied = (code: string, location: 'basket' | 'checkout' = 'basket') =>
    pushDataLayerEvent({event: 'promo_code_applied', promo: {code: code.trim().toUpperCase(), location}})

export interface SignUp {
    /** 'account' (registration) or the sign-up form's campaign ('newsletter', 'insiders'...). */
    method: string
    marketingOptIn: boolean
}

/** A shopper signed up: created an account or joined a list (sign_up). */
export const trackSignUp = ({method, marketingOptIn}: SignUp) => {
    pushDataLayerEvent({event: 'sign_up', method, signUp: {marketingOptIn}})
    logCustomerDataEvent({name: 'sign_up', type: 'user_preference', attributes: {method, marketingOptIn}})
}

/** A page was viewed: personalisation only (the data layer's page view has its own rules, page-view.ts). */
export const trackViewPage = (currentLocation: string) =>
    sendPersonalisationActivity('viewPage', {currentLocation})
