import type {BasketFlash, BasketProductItem, LineProduct} from '../../commerce/basket'
import {isItemNotAvailable, TOO_MANY_ITEMS_FLASH} from '../../rules/basket'
import {productUrl} from '../../rules/product/product-link'

/** What one product line of the bag shows, derived from the basket item and (when loaded) its product. */
export interface LineView {
    itemId: string
    productId: string
    name: string
    href: string
    /** The product page opened to edit this line (spec 000 §2: /products/{productId}?edit={itemId}). */
    editHref: string
    image?: {url: string; alt: string}
    /**
     * Chosen variation values with their display names ('Colour', 'Black'); ids when names are unknown (the
     * product could not be loaded). Empty while the product is still loading: raw ids ('leg-length: 7-8')
     * read as a broken bag for the moment before its names arrive.
     */
    attributes: {id: string; name?: string; value: string}[]
    /** The line's product is still loading: its chosen values are shown once their names are known. */
    attributesPending: boolean
    quantity: number
    /** The line total after item discounts. */
    price?: number
    /** The higher price it is reduced from (sale or promotion), per line. */
    standardPrice?: number
    isBonus: boolean
    notAvailable: boolean
    outOfStock: boolean
    /** From the basket's flash: "hasMoreItemsThenAllowed" with the quantity still available. */
    availableQuantity?: number
}

const PREFERRED_VIEWS = ['small', 'medium', 'large']

const imageFor = (product: LineProduct | undefined, colour: string | undefined, fallback?: string) => {
    const groups = product?.imageGroups ?? []
    for (const view of PREFERRED_VIEWS) {
        const ofView = groups.filter((group) => group.viewType === view && group.images?.length)
        const matching =
            ofView.find((group) =>
                group.variationAttributes?.some(
                    (attribute) =>
                        attribute.id === 'color' && attribute.values?.some((value) => value.value === colour)
                )
            ) ?? ofView[0]
        const image = matching?.images?.[0]
        const url = image?.disBaseLink ?? image?.link
        if (url) return {url, alt: image?.alt ?? product?.name ?? ''}
    }
    return fallback ? {url: fallback, alt: product?.name ?? ''} : undefined
}

export const lineView = (
    item: BasketProductItem,
    product: LineProduct | undefined,
    flash: readonly BasketFlash[] = [],
    productLoading = false
): LineView => {
    const productId = item.productId ?? ''
    const itemId = item.itemId ?? ''
    const name = product?.name ?? item.productName ?? productId
    const values = product?.variationValues ?? item.c_variationValues ?? {}
    const attributesPending = !product && productLoading
    const attributes = attributesPending
        ? []
        : Object.entries(values).map(([id, value]) => {
              const attribute = product?.variationAttributes?.find((candidate) => candidate.id === id)
              const valueName = attribute?.values?.find((candidate) => candidate.value === value)?.name
              return {id, name: attribute?.name, value: valueName ?? value}
          })
    const masterId = product?.master?.masterId
    const quantity = item.quantity ?? 1
    const price = item.priceAfterItemDiscount ?? item.price
    const candidates = [item.c_standardPrice ? item.c_standardPrice * quantity : undefined, item.price]
    const standard = Math.max(...candidates.map((amount) => amount ?? 0))
    const tooMany = flash.find((entry) => entry.type === TOO_MANY_ITEMS_FLASH && entry.itemId === itemId)
    return {
        itemId,
        productId,
        name,
        href: productUrl(
            {id: masterId ?? productId, name},
            {color: values.color, size: values.size, variationOwnerId: masterId}
        ),
        editHref: `/products/${encodeURIComponent(productId)}?edit=${encodeURIComponent(itemId)}`,
        image: imageFor(product, values.color, item.c_imageLink),
        attributes,
        attributesPending,
        quantity,
        price,
        standardPrice: price !== undefined && standard > price ? standard : undefined,
        isBonus: Boolean(item.bonusProductLineItem),
        notAvailable: isItemNotAvailable(item),
        outOfStock: item.c_instock === false,
        availableQuantity: tooMany?.availableQuantity
    }
}
