import {translate} from '../../seed/catalog/locales'
import {priceBookId} from '../../seed/catalog/pricing'
import {groupButton, inventoryDocument, sellableButton, variantsStock} from './availability'
import {colourName, imageColours, imageGroups, type ViewType} from './images'
import {orderableRows, type StockRecord} from './inventory'
import type {Catalog, CatalogGroup, CatalogMaster, CatalogVariant, ProductRef} from './model'
import {runsOnSite} from '../promotions/definitions'
import {type PriceScope, promotionalPrice, quoteRange, quoteVariant, rangeOfRows} from './prices'
import type {CatalogRequest} from './request'
import {localisedAttributes, productPageMeta, productText} from './texts'
import {variationAttributes, variationValuesOf} from './variations'
import {COLOURS} from '../../seed/palette'

/** How a product document is rendered: the request's scope plus the SCAPI query options it honours. */
export interface DocumentOptions {
    catalog: Catalog
    request: CatalogRequest
    origin: string
    stock: Map<string, StockRecord>
    /** `expand` values; undefined means everything (the platform's default when the parameter is absent). */
    expand?: Set<string>
    allImages: boolean
    viewTypes: ViewType[]
    perPricebook: boolean
}

const wants = (options: DocumentOptions, expansion: string) =>
    !options.expand || options.expand.has(expansion)

const typeFlags = (type: ProductRef['type']) =>
    type === 'variation_group'
        ? {variationGroup: true}
        : type === 'variant'
        ? {variant: true}
        : {[type]: true}

const colourFamily = (colourId: string) => COLOURS.find((colour) => colour.id === colourId)?.family

/** The variants a document speaks for: all of a master's, one colour's, or the variant itself. */
export const scopeVariants = (ref: ProductRef): CatalogVariant[] =>
    ref.type === 'variant'
        ? [ref.variant]
        : ref.type === 'variation_group'
        ? ref.master.variants.filter((variant) => variant.groupId === ref.group.id)
        : ref.master.variants

export const refId = (ref: ProductRef) =>
    ref.type === 'variant' ? ref.variant.id : ref.type === 'variation_group' ? ref.group.id : ref.master.id

const scopeOf = (options: DocumentOptions): PriceScope => ({
    currency: options.request.currency,
    customerGroups: options.request.customerGroups
})

const priceFields = (
    ref: ProductRef,
    options: DocumentOptions
): {price?: number} & Record<string, unknown> => {
    const {catalog, request} = options
    const listBook = priceBookId(request.currency, 'list')
    const range = quoteRange(catalog, ref.master, scopeVariants(ref), scopeOf(options))
    if (range.min === undefined) return {}
    const single = ref.type === 'variant' || ref.type === 'item'
    const unitCount = ref.master.attributes.c_unitCount ?? 1
    return {
        price: range.min,
        // A variant has one price; masters, colours and the digital gift card (its value range) have a range.
        ...(single && range.max === range.min ? {} : {priceMax: range.max}),
        prices: Object.fromEntries(Object.entries(range.books).map(([book, [min]]) => [book, min])),
        ...(single ? {pricePerUnit: Math.round((range.min / unitCount) * 100) / 100} : {}),
        ...(range.standardMin !== undefined
            ? {tieredPrices: [{price: range.standardMin, pricebook: listBook, quantity: 1}]}
            : {}),
        ...(options.perPricebook && !single
            ? {
                  priceRanges: Object.entries(range.books).map(([pricebook, [minPrice, maxPrice]]) => ({
                      pricebook,
                      minPrice,
                      maxPrice
                  }))
              }
            : {}),
        ...(range.standardMin !== undefined && range.min < range.standardMin
            ? {c_standardPrice: range.standardMin}
            : {})
    }
}

const variantEntry = (master: CatalogMaster, variant: CatalogVariant, options: DocumentOptions) => {
    const quote = quoteVariant(options.catalog, master, variant, scopeOf(options))
    return {
        productId: variant.id,
        variationValues: variationValuesOf(master, variant),
        orderable: orderableRows(options.stock, master)[variant.index],
        ...(wants(options, 'prices') && quote.price !== undefined ? {price: quote.price} : {}),
        ...(wants(options, 'prices') && quote.standard !== undefined
            ? {
                  tieredPrices: [
                      {
                          price: quote.standard,
                          pricebook: priceBookId(options.request.currency, 'list'),
                          quantity: 1
                      }
                  ]
              }
            : {}),
        c_addtocartbutton: sellableButton(master, variant, options.stock)
    }
}

const groupEntry = (master: CatalogMaster, group: CatalogGroup, options: DocumentOptions) => {
    const variants = group.variantIndexes.map((index) => master.variants[index])
    const range = rangeOfRows(options.catalog, master, group.variantIndexes, scopeOf(options))
    const orderable = orderableRows(options.stock, master)
    return {
        productId: group.id,
        variationValues: {color: group.colourId},
        orderable: group.variantIndexes.some((index) => orderable[index]),
        price: range.min ?? 0,
        c_color: colourName(group.colourId, options.request.locale),
        c_isSale: group.onSale,
        ...(range.standardMin !== undefined && range.min !== undefined && range.min < range.standardMin
            ? {c_standardPrice: range.standardMin}
            : {}),
        c_searchableIfUnavailable: master.attributes.c_searchableIfUnavailable,
        c_addtocartbutton: groupButton(master, variants, options.stock)
    }
}

const imageFields = (ref: ProductRef, name: string, options: DocumentOptions) => {
    const own =
        ref.type === 'variant' || ref.type === 'variation_group'
            ? [ref.group.colourId]
            : imageColours(ref.master).slice(0, 1)
    const colours = options.allImages ? imageColours(ref.master) : own
    const groups = imageGroups(
        options.origin,
        ref.master,
        name,
        colours,
        options.viewTypes,
        options.request.locale
    )
    // Swatches of every colour are always listed: clients draw the colour selector from them.
    if (!options.allImages && options.viewTypes.includes('swatch') && ref.master.type === 'master') {
        const others = imageColours(ref.master).filter((colour) => !colours.includes(colour))
        groups.push(
            ...imageGroups(options.origin, ref.master, name, others, ['swatch'], options.request.locale)
        )
    }
    return {imageGroups: groups}
}

const customAttributes = (ref: ProductRef, options: DocumentOptions) => {
    // c_comingSoon is seed bookkeeping; clients read its effect through c_addtocartbutton.
    const {c_comingSoon: _comingSoon, ...stored} = ref.master.attributes
    const variants = scopeVariants(ref)
    const groups = ref.type === 'variant' || ref.type === 'variation_group' ? [ref.group] : ref.master.groups
    const onSale = groups.some((group) => group.onSale)
    const badges = {...stored.c_productBadges}
    if (!onSale && badges.topLeft === 'Sale') delete badges.topLeft
    const attributes = localisedAttributes({...stored, c_productBadges: badges}, options.request.locale)
    const colourId =
        ref.type === 'variant' || ref.type === 'variation_group'
            ? ref.group.colourId
            : ref.master.layout.colours[0]
    return {
        ...attributes,
        c_isSale: onSale,
        ...(colourId
            ? {
                  c_color: colourName(colourId, options.request.locale),
                  c_refinementColor: colourFamily(colourId)
              }
            : {}),
        ...(ref.type === 'variant' ? {c_size: ref.variant.size} : {}),
        ...(ref.type === 'variant' && ref.variant.legLength ? {c_legLength: ref.variant.legLength} : {}),
        c_addtocartbutton:
            ref.type === 'variant'
                ? sellableButton(ref.master, ref.variant, options.stock)
                : groupButton(ref.master, variants, options.stock)
    }
}

const promotionFields = (ref: ProductRef, price: number | undefined, options: DocumentOptions) => {
    if (price === undefined) return {productPromotions: []}
    return {
        productPromotions: ref.master.promotionIds.flatMap((id) => {
            const promotion = options.catalog.promotions.get(id)
            if (!promotion || !runsOnSite(promotion, options.request.site.id)) return []
            return [
                {
                    promotionId: promotion.id,
                    calloutMsg: translate(promotion.callout, options.request.locale),
                    promotionalPrice: promotionalPrice(price, promotion.discount)
                }
            ]
        })
    }
}

/** The SCAPI Product document for a master, variation group, variant or item. */
export const productDocument = (ref: ProductRef, options: DocumentOptions): Record<string, unknown> => {
    const {master} = ref
    const {locale, currency} = options.request
    const text = productText(master, locale)
    const meta = productPageMeta(master, locale)
    const prices = wants(options, 'prices') ? priceFields(ref, options) : {}
    const variants = scopeVariants(ref)
    const isMasterFamily = master.type === 'master'
    const masterRange = isMasterFamily
        ? rangeOfRows(options.catalog, master, undefined, scopeOf(options))
        : undefined
    return {
        id: refId(ref),
        name: text.name,
        brand: 'VELA',
        currency,
        type: typeFlags(ref.type),
        ...(isMasterFamily
            ? {
                  master: {
                      masterId: master.id,
                      orderable: orderableRows(options.stock, master).some(Boolean),
                      ...(masterRange?.min !== undefined
                          ? {price: masterRange.min, priceMax: masterRange.max}
                          : {})
                  }
              }
            : {}),
        ...(ref.type === 'variant' ? {variationValues: variationValuesOf(master, ref.variant)} : {}),
        ...(ref.type === 'variation_group' ? {variationValues: {color: ref.group.colourId}} : {}),
        shortDescription: text.shortDescription,
        longDescription: text.longDescription,
        ...meta,
        ...(wants(options, 'page_meta_tags')
            ? {
                  pageMetaTags: [
                      {id: 'title', value: meta.pageTitle},
                      {id: 'description', value: meta.pageDescription}
                  ]
              }
            : {}),
        primaryCategoryId: master.primaryCategoryId,
        minOrderQuantity: 1,
        stepQuantity: 1,
        ...prices,
        ...(wants(options, 'variations') && isMasterFamily
            ? {
                  variationAttributes: variationAttributes(master, options.stock, currency, locale),
                  variants: master.variants.map((variant) => variantEntry(master, variant, options)),
                  variationGroups: master.groups.map((group) => groupEntry(master, group, options))
              }
            : {}),
        ...(wants(options, 'images') ? imageFields(ref, text.name, options) : {}),
        ...(wants(options, 'availability')
            ? {inventory: inventoryDocument(variantsStock(master, variants, options.stock))}
            : {}),
        ...(wants(options, 'promotions') ? promotionFields(ref, prices.price, options) : {}),
        ...customAttributes(ref, options)
    }
}
