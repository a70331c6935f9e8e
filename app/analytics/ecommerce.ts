import {pushDataLayerEvent, type PushOptions} from './data-layer'
import {sendPersonalisationActivity} from './personalisation'
import {linesValue, toActivityProduct, toAnalyticsItem, type AnalyticsProduct} from './product-items'

/**
 * Typed shopping events for pages and components. Each one goes to the tag manager's data layer (ecommerce
 * event) and, where the spec lists it, to the personalisation service (spec 000 §7, spec 001 §7.3). Both
 * are consent-gated downstream: call these freely.
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

const listEvent = (list: ProductList, products: readonly AnalyticsProduct[]) =>
    pushDataLayerEvent({
        event: 'view_item_list',
        ecommerce: {
            item_list_name: listName(list),
            items: products.map((product, index) => toAnalyticsItem(product, index + 1))
        }
    })

/** A category listing was shown (data layer view_item_list; personalisation viewCategory). */
export const trackViewCategory = (categoryId: string, products: readonly AnalyticsProduct[]) => {
    listEvent({type: 'category', id: categoryId}, products)
    sendPersonalisationActivity('viewCategory', {
        category: {id: categoryId},
        products: products.map(toActivityProduct)
    })
}

/** Search results were shown (view_item_list; viewSearch). */
export const trackViewSearch = (searchText: string, products: readonly AnalyticsProduct[]) => {
    listEvent({type: 'search', term: searchText}, products)
    sendPersonalisationActivity('viewSearch', {searchText, products: products.map(toActivityProduct)})
}

/** A recommendation carousel was shown (view_item_list; viewReco). */
export const trackViewReco = (
    recommenderName: string,
    products: readonly AnalyticsProduct[],
    recoUUID?: string
) => {
    listEvent({type: 'reco', name: recommenderName, recoUUID}, products)
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
    const item = toAnalyticsItem(product, position)
    pushDataLayerEvent(
        {event: 'select_item', ecommerce: {item_list_name: listName(list), items: [item]}},
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

/** Lines were added to the bag (add_to_cart; addToCart). Quantities are the ones added. */
export const trackAddToCart = (lines: readonly AnalyticsProduct[], currency: string) => {
    pushDataLayerEvent({
        event: 'add_to_cart',
        ecommerce: {currency, value: linesValue(lines), items: lines.map((line) => toAnalyticsItem(line))}
    })
    sendPersonalisationActivity('addToCart', {products: lines.map(toActivityProduct)})
}

/** A line was removed from the bag (remove_from_cart; removeFromCart). */
export const trackRemoveFromCart = (line: AnalyticsProduct, currency: string) => {
    pushDataLayerEvent({
        event: 'remove_from_cart',
        ecommerce: {currency, value: linesValue([line]), items: [toAnalyticsItem(line)]}
    })
    sendPersonalisationActivity('removeFromCart', {product: toActivityProduct(line)})
}

/** Checkout started (begin_checkout; beginCheckout). */
export const trackBeginCheckout = (lines: readonly AnalyticsProduct[], currency: string) => {
    const value = linesValue(lines)
    pushDataLayerEvent({
        event: 'begin_checkout',
        ecommerce: {currency, value, items: lines.map((line) => toAnalyticsItem(line))}
    })
    sendPersonalisationActivity('beginCheckout', {products: lines.map(toActivityProduct), amount: value})
}

/** A checkout step was reached (checkout_step; checkoutStep). Steps: 0 promocode … 3 payment. */
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

/** A page was viewed: personalisation only (the data layer's page view has its own rules, page-view.ts). */
export const trackViewPage = (currentLocation: string) =>
    sendPersonalisationActivity('viewPage', {currentLocation})
