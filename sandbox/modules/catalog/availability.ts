import {INVENTORY_LIST_ID, isOrderable, type StockRecord, stockOf, UNLIMITED} from './inventory'
import type {CatalogMaster, CatalogVariant} from './model'

/** Add-to-bag button state (`c_addtocartbutton`); the titles are the storefront's labels. */
export interface AddToCartButton {
    available: boolean
    buttonTitle: string
}

export const ADD_TO_BAG = 'Add To Bag'
export const OUT_OF_STOCK = 'Out Of Stock'
/** A size whose button carries this title is "coming soon" (spec 001 §4.5). */
export const COMING_SOON = 'Email me when this is in stock'

const isComingSoon = (master: CatalogMaster, variant?: CatalogVariant) =>
    master.attributes.c_comingSoon || Boolean(variant?.comingSoon)

/** Button for one sellable product (a variant, or an item when `variant` is undefined). */
export const sellableButton = (
    master: CatalogMaster,
    variant: CatalogVariant | undefined,
    stock: Map<string, StockRecord>
): AddToCartButton => {
    if (isOrderable(stockOf(stock, variant?.id ?? master.id)))
        return {available: true, buttonTitle: ADD_TO_BAG}
    if (isComingSoon(master, variant)) return {available: false, buttonTitle: COMING_SOON}
    return {available: false, buttonTitle: OUT_OF_STOCK}
}

/** Button for a set of variants (a master or a colour): buyable if any is; coming soon if any will be. */
export const groupButton = (
    master: CatalogMaster,
    variants: CatalogVariant[],
    stock: Map<string, StockRecord>
): AddToCartButton => {
    if (master.type === 'item') return sellableButton(master, undefined, stock)
    const buttons = variants.map((variant) => sellableButton(master, variant, stock))
    if (buttons.some((button) => button.available)) return {available: true, buttonTitle: ADD_TO_BAG}
    if (buttons.some((button) => button.buttonTitle === COMING_SOON))
        return {available: false, buttonTitle: COMING_SOON}
    return {available: false, buttonTitle: OUT_OF_STOCK}
}

/** SCAPI `inventory` for a sellable product or, summed, for a master or variation group. */
export const inventoryDocument = (records: StockRecord[]) => {
    const stockLevel = Math.min(
        UNLIMITED,
        records.reduce((sum, record) => sum + record.stockLevel, 0)
    )
    const inStockDate = records.find((record) => record.inStockDate)?.inStockDate
    return {
        id: INVENTORY_LIST_ID,
        orderable: records.some(isOrderable),
        stockLevel,
        ats: stockLevel,
        backorderable: records.some((record) => record.backorderable),
        preorderable: records.some((record) => record.preorderable),
        ...(inStockDate ? {inStockDate} : {})
    }
}

export const variantsStock = (
    master: CatalogMaster,
    variants: CatalogVariant[],
    stock: Map<string, StockRecord>
) =>
    master.type === 'item'
        ? [stockOf(stock, master.id)]
        : variants.map((variant) => stockOf(stock, variant.id))
