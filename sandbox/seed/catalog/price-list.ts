import {convertListPrice, CURRENCIES, discountedPrice, INSIDERS_DISCOUNT, priceBookId} from './pricing'
import type {SeedInventory, SeedPrice, SeedProduct} from './types'

/**
 * Price book entries. Like the platform, a variant without its own entry inherits its variation group's, then
 * its master's: list prices sit on masters, markdowns on the variation groups (colours) that are on sale,
 * insiders prices on masters, and gift card values on each value variant.
 */
export const buildPrices = (products: SeedProduct[]): SeedPrice[] => {
    const prices: SeedPrice[] = []
    for (const product of products) {
        for (const currency of CURRENCIES) {
            if (product.attributes.c_giftCardType === 'physical') {
                for (const variant of product.variants) {
                    prices.push({
                        priceBookId: priceBookId(currency, 'list'),
                        productId: variant.id,
                        amount: Number(variant.size)
                    })
                }
                continue
            }
            if (product.attributes.c_isGiftVoucher) {
                prices.push({
                    priceBookId: priceBookId(currency, 'list'),
                    productId: product.id,
                    amount: product.gbpListPrice
                })
                continue
            }
            const list = convertListPrice(product.gbpListPrice, currency)
            prices.push({priceBookId: priceBookId(currency, 'list'), productId: product.id, amount: list})
            for (const group of product.colours) {
                if (!group.onSale) continue
                prices.push({
                    priceBookId: priceBookId(currency, 'sale'),
                    productId: group.id,
                    amount: discountedPrice(list, group.saleDiscount, currency)
                })
            }
            if (product.insiders) {
                prices.push({
                    priceBookId: priceBookId(currency, 'insiders'),
                    productId: product.id,
                    amount: discountedPrice(list, INSIDERS_DISCOUNT, currency)
                })
            }
        }
    }
    return prices
}

/** One inventory record per sellable product (variants and items); the digital card never runs out. */
export const buildInventory = (products: SeedProduct[]): SeedInventory[] => {
    const records: SeedInventory[] = []
    for (const product of products) {
        if (product.type === 'item') {
            records.push({
                productId: product.id,
                stockLevel: 999999,
                backorderable: false,
                preorderable: false
            })
            continue
        }
        for (const variant of product.variants) {
            records.push({
                productId: variant.id,
                stockLevel: variant.stockLevel,
                backorderable: false,
                preorderable: false
            })
        }
    }
    return records
}
