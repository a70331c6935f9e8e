import type {SandboxContext} from '../../../core/context'
import {basketProductSource, type BasketPricingScope} from '../../catalog/basket-catalog-source'
import {isOrderable} from '../../catalog/inventory'
import type {PromotionOutcome} from '../../promotions/engine'
import {DEFAULT_SHIPMENT_ID, type StoredProductItem} from '../model'
import {toMinor} from '../money'
import type {Adjustment, FlashMessage, PricedItem} from './types'

/** Item text the storefront reads as "this product is no longer available" (spec 000 §9). */
export const NOT_AVAILABLE_TEXT = 'NAProductInCart'

export const priceItem = (
    ctx: SandboxContext,
    stored: StoredProductItem,
    scope: BasketPricingScope
): PricedItem => {
    const source = basketProductSource(ctx, stored.productId, scope)
    const available = Boolean(source && source.price !== undefined)
    const basePrice = available && source?.price !== undefined ? toMinor(source.price, scope.currency) : 0
    const price = basePrice * stored.quantity
    return {
        stored,
        ...(source ? {source} : {}),
        available,
        bonus: Boolean(stored.bonusPromotionId),
        basePrice,
        ...(source?.standard !== undefined ? {standard: toMinor(source.standard, scope.currency)} : {}),
        price,
        adjustments: [],
        priceAfterItemDiscount: price,
        priceAfterOrderDiscount: price,
        // In stock means some can be bought; a quantity above the stock is a flash warning instead.
        inStock: available && source !== undefined && isOrderable(source.stock)
    }
}

const adjustmentFor = (
    itemId: string,
    discount: NonNullable<ReturnType<PromotionOutcome['itemDiscounts']['get']>>
) =>
    ({
        priceAdjustmentId: `${itemId}-${discount.promotionId}`.toLowerCase(),
        promotionId: discount.promotionId,
        itemText: discount.calloutMsg,
        price: discount.amount,
        ...(discount.couponCode ? {couponCode: discount.couponCode} : {}),
        ...(discount.percentage !== undefined ? {percentage: discount.percentage} : {})
    } as Adjustment)

export const applyItemDiscounts = (items: PricedItem[], outcome: PromotionOutcome) => {
    for (const item of items) {
        const discount = outcome.itemDiscounts.get(item.stored.itemId)
        if (!discount) continue
        item.adjustments.push(adjustmentFor(item.stored.itemId, discount))
        item.priceAfterItemDiscount = item.price + discount.amount
        item.priceAfterOrderDiscount = item.priceAfterItemDiscount
    }
}

/** The free line a bonus-product promotion adds; it is derived on every calculation, never stored. */
export const bonusItem = (
    ctx: SandboxContext,
    bonus: NonNullable<PromotionOutcome['bonus']>,
    scope: BasketPricingScope
): PricedItem | undefined => {
    const itemId = `bonus-${bonus.promotionId}`.toLowerCase()
    const item = priceItem(
        ctx,
        {
            itemId,
            productId: bonus.productId,
            quantity: 1,
            shipmentId: DEFAULT_SHIPMENT_ID,
            custom: {},
            bonusPromotionId: bonus.promotionId
        },
        scope
    )
    if (!item.available) return undefined
    item.adjustments.push({
        priceAdjustmentId: `${itemId}-adjustment`,
        promotionId: bonus.promotionId,
        itemText: bonus.calloutMsg,
        price: -item.price
    })
    item.priceAfterItemDiscount = 0
    item.priceAfterOrderDiscount = 0
    return item
}

export const stockFlash = (items: PricedItem[]): FlashMessage[] =>
    items.flatMap((item): FlashMessage[] => {
        const {itemId, productId, quantity} = item.stored
        if (!item.available || !item.source) {
            return [
                {
                    type: 'ProductItemNotAvailable',
                    itemId,
                    productId,
                    message: 'This product is no longer available.'
                }
            ]
        }
        const stock = item.source.stock
        if (stock.backorderable || stock.preorderable || quantity <= stock.stockLevel) return []
        if (stock.stockLevel <= 0) {
            return [
                {type: 'ProductItemNotInStock', itemId, productId, message: 'This product is out of stock.'}
            ]
        }
        return [
            {
                type: 'hasMoreItemsThenAllowed',
                itemId,
                productId,
                availableQuantity: stock.stockLevel,
                requestedQuantity: quantity,
                message: `Only ${stock.stockLevel} left in stock.`
            }
        ]
    })
