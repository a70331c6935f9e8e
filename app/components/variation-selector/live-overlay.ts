import type {GroupPricing, MasterPricing} from '../../commerce/catalog/use-variation-pricing'
import {COLOR_ATTRIBUTE} from '../../rules/product/variation-availability'
import {listPriceOf, type ProductDoc, type VariantDoc} from './product-document'

/**
 * Lays the browser's fresher data over the server-rendered document: availability from the pricing controller
 * and then from the live product call (the later source wins); the document keeps its shape, so every rule
 * reads one product.
 */
export const withLiveData = (
    product: ProductDoc,
    pricing?: MasterPricing | null,
    live?: ProductDoc | null
): ProductDoc => {
    const pricedVariants = new Map(
        Object.values(pricing?.variationGroups ?? {})
            .flatMap((group) => group.variants ?? [])
            .map((variant) => [variant.productId, variant])
    )
    const liveVariants = new Map((live?.variants ?? []).map((variant) => [variant.productId, variant]))
    const liveGroups = new Map((live?.variationGroups ?? []).map((group) => [group.productId, group]))
    const variants = product.variants?.map((variant): VariantDoc => {
        const priced = pricedVariants.get(variant.productId)
        const fresh = liveVariants.get(variant.productId)
        return {
            ...variant,
            ...(priced && {
                orderable: priced.orderable ?? variant.orderable,
                c_addtocartbutton: priced.addToBag ?? variant.c_addtocartbutton
            }),
            ...(fresh && {
                orderable: fresh.orderable ?? variant.orderable,
                c_addtocartbutton: fresh.c_addtocartbutton ?? variant.c_addtocartbutton
            })
        }
    })
    const variationGroups = product.variationGroups?.map((group) => {
        const fresh = liveGroups.get(group.productId)
        const priced = pricing?.variationGroups?.[group.productId]
        return {
            ...group,
            orderable: fresh?.orderable ?? priced?.orderable ?? group.orderable,
            c_addtocartbutton: fresh?.c_addtocartbutton ?? priced?.addToBag ?? group.c_addtocartbutton
        }
    })
    return {
        ...product,
        ...(variants && {variants}),
        ...(variationGroups && {variationGroups}),
        c_addtocartbutton: live?.c_addtocartbutton ?? pricing?.addToBag ?? product.c_addtocartbutton,
        ...(live?.inventory && {inventory: live.inventory})
    }
}

export interface PriceView {
    price?: number
    standardPrice?: number
    minPrice?: number
    maxPrice?: number
    hideMarkdownPrice?: boolean
}

const num = (value: number | null | undefined) => (typeof value === 'number' ? value : undefined)

const fromDetails = (group: GroupPricing | MasterPricing): PriceView | undefined => {
    const details = group.pricingDetails
    if (!details || num(details.minPrice) === undefined) return undefined
    const ranged = details.isRange && num(details.maxPrice) !== num(details.minPrice)
    return {
        ...(ranged
            ? {minPrice: num(details.minPrice), maxPrice: num(details.maxPrice)}
            : {price: num(details.minPrice)}),
        standardPrice: num(details.standardPrice),
        hideMarkdownPrice: details.hideMarkdownPrice
    }
}

/**
 * The price for what is chosen: the variant's own price once a size is chosen, else the colour's, else the
 * product's range. The pricing controller's details win over the document's when they have arrived.
 */
export const priceForSelection = (
    product: ProductDoc,
    selection: Record<string, string | undefined>,
    variant: VariantDoc | undefined,
    pricing?: MasterPricing | null
): PriceView => {
    const colour = selection[COLOR_ATTRIBUTE]
    const group = product.variationGroups?.find(
        (candidate) => candidate.variationValues?.[COLOR_ATTRIBUTE] === colour
    )
    const groupPricing = group ? pricing?.variationGroups?.[group.productId] : undefined
    const hideMarkdownPrice = pricing?.pricingDetails?.hideMarkdownPrice ?? product.c_hideMarkdownPrice
    const productStandard = product.c_standardPrice ?? listPriceOf(product.tieredPrices)
    if (variant) {
        const priced = groupPricing?.variants?.find((candidate) => candidate.productId === variant.productId)
        return {
            price: num(priced?.price) ?? variant.price,
            standardPrice:
                num(groupPricing?.pricingDetails?.standardPrice) ??
                listPriceOf(variant.tieredPrices) ??
                productStandard,
            hideMarkdownPrice
        }
    }
    if (groupPricing) {
        const view = fromDetails(groupPricing)
        if (view) return view
    }
    if (group) {
        // The colour's own variants give its range (gift card values, sizes priced apart); else its price.
        const prices = (product.variants ?? [])
            .filter((candidate) => candidate.variationValues?.[COLOR_ATTRIBUTE] === colour)
            .flatMap((candidate) => (typeof candidate.price === 'number' ? [candidate.price] : []))
        const low = prices.length ? Math.min(...prices) : group.price
        const high = prices.length ? Math.max(...prices) : group.price
        const standardPrice = group.c_standardPrice ?? productStandard
        if (typeof low === 'number' && typeof high === 'number' && low !== high) {
            return {minPrice: low, maxPrice: high, standardPrice, hideMarkdownPrice}
        }
        if (typeof low === 'number') return {price: low, standardPrice, hideMarkdownPrice}
    }
    const masterView = pricing ? fromDetails(pricing) : undefined
    if (masterView) return masterView
    const ranged = typeof product.priceMax === 'number' && product.priceMax !== product.price
    return {
        ...(ranged ? {minPrice: product.price, maxPrice: product.priceMax} : {price: product.price}),
        standardPrice: productStandard,
        hideMarkdownPrice
    }
}
