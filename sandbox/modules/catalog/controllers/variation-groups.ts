import {COLOURS} from '../../../seed/palette'
import {groupButton, sellableButton} from '../availability'
import type {CatalogView} from '../catalog-cache'
import {colourName, imageGroup} from '../images'
import {orderableRows, type StockRecord} from '../inventory'
import type {CatalogGroup, CatalogMaster} from '../model'
import {type PriceScope, pricingDetails, rangeOfRows, variantPrice} from '../prices'
import {productText} from '../texts'
import {variationValuesOf} from '../variations'

/**
 * `Product-InitVariationGroupPWAJSON`: per master, the pricing the storefront shows for each colour (standard
 * and sale price, range, discount percent) plus each colour's add-to-bag state, colour data and images, so a
 * listing or product page can switch colours without another product call.
 */
export interface VariationGroupScope {
    catalog: CatalogView
    scope: PriceScope
    stock: Map<string, StockRecord>
    locale: string
    origin: string
}

const masterDetails = (master: CatalogMaster, rows: number[] | undefined, options: VariationGroupScope) => ({
    ...pricingDetails(rangeOfRows(options.catalog, master, rows, options.scope), options.scope.currency),
    priceTemplate: master.attributes.c_priceTemplate,
    hideMarkdownPrice: master.attributes.c_hideMarkdownPrice
})

const groupDocument = (master: CatalogMaster, group: CatalogGroup, options: VariationGroupScope) => {
    const variants = group.variantIndexes.map((index) => master.variants[index])
    const orderable = orderableRows(options.stock, master)
    const colour = COLOURS.find((entry) => entry.id === group.colourId)
    const name = productText(master, options.locale).name
    const large = imageGroup(options.origin, master, name, group.colourId, 'large', options.locale)
    return {
        productId: group.id,
        variationValues: {color: group.colourId},
        pricingDetails: {...masterDetails(master, group.variantIndexes, options), isSale: group.onSale},
        addToBag: groupButton(master, variants, options.stock),
        orderable: group.variantIndexes.some((index) => orderable[index]),
        isSearchableIfUnavailable: master.attributes.c_searchableIfUnavailable,
        colorData: {
            id: group.colourId,
            name: colourName(group.colourId, options.locale),
            hex: colour?.hex ?? null,
            family: colour?.family ?? null
        },
        imageSetId: `${group.id}_set`,
        largeImages: large.images.map((image) => image.link),
        variants: variants.map((variant) => ({
            productId: variant.id,
            values: variationValuesOf(master, variant),
            orderable: orderable[variant.index],
            price: variantPrice(options.catalog, master, variant, options.scope) ?? null,
            addToBag: sellableButton(master, variant, options.stock)
        }))
    }
}

/** The response entry of one master (or item): overall pricing and one entry per colour. */
export const variationGroupPricing = (master: CatalogMaster, options: VariationGroupScope) => ({
    masterId: master.id,
    currency: options.scope.currency,
    pricingDetails: {
        ...masterDetails(master, undefined, options),
        isSale: master.groups.some((g) => g.onSale)
    },
    addToBag: groupButton(master, master.variants, options.stock),
    variationGroups: Object.fromEntries(
        master.groups.map((group) => [group.id, groupDocument(master, group, options)])
    )
})
