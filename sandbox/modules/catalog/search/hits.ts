import {translate} from '../../../seed/catalog/locales'
import {priceBookId} from '../../../seed/catalog/pricing'
import {groupButton} from '../availability'
import type {CatalogView} from '../catalog-cache'
import {runsOnSite} from '../../promotions/definitions'
import {colourName, imageColours, productImage, type ViewType} from '../images'
import {orderableRows, type StockRecord} from '../inventory'
import {pricingDetails, promotionalPrice, rangeOfRows, type PriceScope} from '../prices'
import type {CatalogRequest} from '../request'
import {localisedAttributes, productText} from '../texts'
import {hitImageGroups, variationParts} from './hit-parts'
import type {IndexedMaster, IndexedVariant} from './search-index'

/** Rendering options of search hits (the request's scope plus `expand`, `perPricebook`, `imgTypes`). */
export interface HitOptions {
    catalog: CatalogView
    request: CatalogRequest
    origin: string
    stock: Map<string, StockRecord>
    expand?: Set<string>
    perPricebook: boolean
    viewTypes: ViewType[]
}

const wants = (options: HitOptions, expansion: string) => !options.expand || options.expand.has(expansion)

const scopeOf = (options: HitOptions): PriceScope => ({
    currency: options.request.currency,
    customerGroups: options.request.customerGroups
})

const priceFields = (entry: IndexedMaster, matching: IndexedVariant[], options: HitOptions) => {
    const range = rangeOfRows(
        options.catalog,
        entry.master,
        matching.map((indexed) => indexed.variant.index),
        scopeOf(options)
    )
    if (range.min === undefined) return {range}
    return {
        range,
        fields: {
            price: range.min,
            priceMax: range.max,
            prices: Object.fromEntries(Object.entries(range.books).map(([book, [min]]) => [book, min])),
            ...(range.standardMin !== undefined
                ? {
                      tieredPrices: [
                          {
                              price: range.standardMin,
                              pricebook: priceBookId(options.request.currency, 'list'),
                              quantity: 1
                          }
                      ]
                  }
                : {}),
            ...(options.perPricebook
                ? {
                      priceRanges: Object.entries(range.books).map(([pricebook, [minPrice, maxPrice]]) => ({
                          pricebook,
                          minPrice,
                          maxPrice
                      }))
                  }
                : {})
        }
    }
}

/** One hit: a master (or item) represented by the variants the refinements selected. */
export const searchHit = (
    entry: IndexedMaster,
    matching: IndexedVariant[],
    options: HitOptions
): Record<string, unknown> => {
    const {master} = entry
    const {locale, currency} = options.request
    const name = productText(master, locale).name
    const represented = matching[0]?.variant
    const colour = represented?.colourId ?? imageColours(master)[0]
    const {range, fields: prices} = priceFields(entry, matching, options)
    const details = pricingDetails(range, currency)
    const button = groupButton(
        master,
        master.variants.filter((variant) => variant.groupId === represented?.groupId),
        options.stock
    )
    const attributes = localisedAttributes(master.attributes, locale)
    const representedSale = represented
        ? master.groups.some((g) => g.id === represented.groupId && g.onSale)
        : entry.isSale
    const promotions = master.promotionIds.flatMap((id) => {
        const promotion = options.catalog.promotions.get(id)
        return promotion && details.minPrice !== null && runsOnSite(promotion, options.request.site.id)
            ? [
                  {
                      promotionId: promotion.id,
                      calloutMsg: translate(promotion.callout, locale),
                      promotionalPrice: promotionalPrice(details.minPrice, promotion.discount)
                  }
              ]
            : []
    })
    const imageViewTypes = options.viewTypes.filter((type) => type === 'medium' || type === 'swatch')
    return {
        productId: master.id,
        productName: name,
        productType: entry.hitType === 'master' ? {master: true} : {item: true},
        hitType: entry.hitType,
        currency,
        orderable: button.available || orderableRows(options.stock, master).some(Boolean),
        representedProduct: {
            id: represented?.id ?? master.id,
            c_isNew: attributes.c_isNew,
            c_isSale: representedSale
        },
        ...(wants(options, 'represented_products')
            ? {
                  representedProducts: (matching.length
                      ? matching.map((m) => m.variant.id)
                      : [master.id]
                  ).map((id) => ({id}))
              }
            : {}),
        ...(wants(options, 'prices') ? prices : {}),
        ...(wants(options, 'images')
            ? {
                  image: productImage(
                      options.origin,
                      master.kind,
                      colour,
                      'front',
                      'medium',
                      `${name}, ${colourName(colour, locale)}`
                  ),
                  imageGroups: hitImageGroups(
                      options.catalog,
                      master,
                      name,
                      imageViewTypes.length ? imageViewTypes : ['medium', 'swatch'],
                      options.origin,
                      locale
                  )
              }
            : {}),
        ...(master.type === 'master' && wants(options, 'variations')
            ? variationParts(options.catalog, master, options.stock, scopeOf(options), locale)
            : {}),
        ...(wants(options, 'promotions') ? {productPromotions: promotions} : {}),
        c_isNew: attributes.c_isNew,
        c_isSale: entry.isSale,
        c_isAppExclusive: attributes.c_isAppExclusive,
        c_isHideProduct: attributes.c_isHideProduct,
        c_isGiftVoucher: attributes.c_isGiftVoucher,
        c_searchableIfUnavailable: attributes.c_searchableIfUnavailable,
        c_productBadges: attributes.c_productBadges,
        c_promos: attributes.c_promos,
        ...(attributes.c_promomsg ? {c_promomsg: attributes.c_promomsg} : {}),
        c_hideMarkdownPrice: attributes.c_hideMarkdownPrice,
        c_priceTemplate: attributes.c_priceTemplate,
        ...(details.salePrice !== null && details.standardPrice !== null
            ? {c_standardPrice: details.standardPrice}
            : {}),
        c_color: colourName(colour, locale),
        c_addtocartbutton: button,
        c_productInfo: {
            masterId: master.id,
            primaryCategoryId: master.primaryCategoryId,
            productType: attributes.c_productType,
            colourCount: master.groups.length,
            legLengths: master.layout.legLengths,
            ...(attributes.c_fitRating !== undefined ? {fitRating: attributes.c_fitRating} : {}),
            averageRating: attributes.c_averageRating,
            reviewCount: attributes.c_reviewCount,
            isNew: attributes.c_isNew,
            isSale: entry.isSale,
            isBestseller: attributes.c_isBestseller,
            isGiftVoucher: attributes.c_isGiftVoucher,
            ...(attributes.c_giftCardType ? {giftCardType: attributes.c_giftCardType} : {}),
            pricing: details,
            badges: attributes.c_productBadges,
            launchDate: attributes.c_launchDate
        }
    }
}
