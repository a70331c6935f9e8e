import type {SandboxContext} from '../../core/context'
import {ApiError, notFound} from '../../core/errors'
import {basketProductSource} from '../catalog/basket-catalog-source'
import {isOrderable} from '../catalog/inventory'
import {basketScope} from './calculate/scope'
import {newLineId} from './ids'
import {booleanField, integerField, invalid, isRecord, mergeCustom, stringField} from './input'
import type {BasketState} from './model'
import {DEFAULT_SHIPMENT_ID} from './model'
import {tooManyLines} from './store'

export const MAX_LINES = 50
export const MAX_LINE_QUANTITY = 99
const MAX_ITEMS_PER_CALL = 50

export interface ItemInput {
    productId?: string
    quantity?: number
    shipmentId?: string
    gift?: boolean
    giftMessage?: string
    body: Record<string, unknown>
}

const PRODUCT_ID = /^[A-Za-z0-9_.-]{1,100}$/

export const parseItem = (value: unknown, label = 'item', requireProduct = true): ItemInput => {
    if (!isRecord(value)) throw invalid(`Each ${label} must be a JSON object.`)
    const productId = stringField(value, 'productId', 100, {required: requireProduct, pattern: PRODUCT_ID})
    // The platform's schema types quantity as a number: "2" is a 400, not a quantity of two.
    if (value.quantity !== undefined && typeof value.quantity !== 'number')
        throw invalid("The field 'quantity' must be a number.")
    const quantity =
        value.quantity === undefined
            ? undefined
            : integerField(value.quantity, 'quantity', 0, MAX_LINE_QUANTITY)
    const shipmentId = stringField(value, 'shipmentId', 50) ?? undefined
    const giftMessage = stringField(value, 'giftMessage', 250) ?? undefined
    const gift = booleanField(value.gift, 'gift')
    return {
        ...(productId ? {productId} : {}),
        ...(quantity !== undefined ? {quantity} : {}),
        ...(shipmentId ? {shipmentId} : {}),
        ...(gift !== undefined ? {gift} : {}),
        ...(giftMessage ? {giftMessage} : {}),
        body: value
    }
}

/** The platform takes product items as an array only; a single object is a 400 (the schema's type check). */
export const parseItemList = (value: unknown, label = 'The request body'): ItemInput[] => {
    if (!Array.isArray(value)) throw invalid(`${label} must be an array of product items.`)
    const list: unknown[] = value
    if (list.length === 0) throw invalid('At least one product item is required.')
    if (list.length > MAX_ITEMS_PER_CALL)
        throw invalid(`At most ${MAX_ITEMS_PER_CALL} items can be added at once.`)
    return list.map((entry) => parseItem(entry, 'product item'))
}

export const notAvailable = (productId: string, reason: string) =>
    new ApiError(
        400,
        'product-item-not-available',
        'Product Item Not Available',
        `The product '${productId}' cannot be added to the basket: ${reason}`
    )

export const itemNotFound = (itemId: string) =>
    notFound(
        `No product item with ID '${itemId.slice(0, 60)}' is in the basket.`,
        'product-item-not-found',
        'Product Item Not Found'
    )

type Owner = {customerId: string; usid: string; registered: boolean; siteId: string}

/** The product, checked to be something a shopper can put in a basket right now. */
const sellable = (
    ctx: SandboxContext,
    state: BasketState,
    owner: Owner,
    productId: string,
    locale: string
) => {
    const product = basketProductSource(ctx, productId, basketScope(ctx, owner, state.currency, locale))
    if (!product)
        throw notAvailable(
            productId,
            'it is not a product that can be bought (unknown, offline or a master).'
        )
    if (product.giftCardType === 'digital') {
        throw notAvailable(productId, 'digital gift cards are added as gift certificate items.')
    }
    if (product.price === undefined) throw notAvailable(productId, 'it has no price in this currency.')
    if (!isOrderable(product.stock)) throw notAvailable(productId, 'it is out of stock.')
    return product
}

const requireShipment = (state: BasketState, shipmentId: string) => {
    if (!state.shipments.some((shipment) => shipment.shipmentId === shipmentId)) {
        throw invalid(`The basket has no shipment '${shipmentId.slice(0, 50)}'.`)
    }
}

const quantityAbove = (quantity: number) =>
    invalid(`The quantity of one line cannot exceed ${MAX_LINE_QUANTITY} (requested ${quantity}).`)

/** Adds items; the same product in the same shipment merges into its line (quantities add up). */
export const addItems = (
    ctx: SandboxContext,
    state: BasketState,
    inputs: ItemInput[],
    owner: Owner,
    locale: string
) => {
    for (const input of inputs) {
        const productId = input.productId as string
        const quantity = input.quantity ?? 1
        if (quantity < 1) throw invalid("The field 'quantity' must be at least 1.")
        const shipmentId = input.shipmentId ?? DEFAULT_SHIPMENT_ID
        requireShipment(state, shipmentId)
        const product = sellable(ctx, state, owner, productId, locale)
        const line = state.productItems.find(
            (item) => item.productId === productId && item.shipmentId === shipmentId
        )
        if (line) {
            if (line.quantity + quantity > MAX_LINE_QUANTITY) throw quantityAbove(line.quantity + quantity)
            line.quantity += quantity
            line.custom = mergeCustom(line.custom, input.body)
            continue
        }
        if (state.productItems.length >= MAX_LINES) throw tooManyLines(MAX_LINES)
        state.productItems.push({
            itemId: newLineId(),
            productId,
            productName: product.name,
            quantity,
            shipmentId,
            ...(input.gift !== undefined ? {gift: input.gift} : {}),
            ...(input.giftMessage ? {giftMessage: input.giftMessage} : {}),
            custom: mergeCustom({}, input.body)
        })
    }
}

/** With no products left, delivery details go too (the shopper starts checkout again at step 1). */
const resetWhenEmpty = (state: BasketState) => {
    if (state.productItems.length) return
    for (const shipment of state.shipments) {
        delete shipment.shippingAddress
        delete shipment.shippingMethodId
    }
}

export const removeItem = (state: BasketState, itemId: string) => {
    const index = state.productItems.findIndex((item) => item.itemId === itemId)
    if (index < 0) throw itemNotFound(itemId)
    state.productItems.splice(index, 1)
    resetWhenEmpty(state)
}

/** PATCH of one line: quantity 0 removes it; a new productId swaps the variant (merging into an equal line). */
export const updateItem = (
    ctx: SandboxContext,
    state: BasketState,
    itemId: string,
    input: ItemInput,
    owner: Owner,
    locale: string
) => {
    const line = state.productItems.find((item) => item.itemId === itemId)
    if (!line) throw itemNotFound(itemId)
    if (input.quantity === 0) return removeItem(state, itemId)
    const quantity = input.quantity ?? line.quantity
    if (input.shipmentId && input.shipmentId !== line.shipmentId) {
        requireShipment(state, input.shipmentId)
        line.shipmentId = input.shipmentId
    }
    if (input.productId && input.productId !== line.productId) {
        const product = sellable(ctx, state, owner, input.productId, locale)
        const twin = state.productItems.find(
            (item) =>
                item !== line && item.productId === input.productId && item.shipmentId === line.shipmentId
        )
        if (twin) {
            if (twin.quantity + quantity > MAX_LINE_QUANTITY) throw quantityAbove(twin.quantity + quantity)
            twin.quantity += quantity
            state.productItems.splice(state.productItems.indexOf(line), 1)
            return
        }
        line.productId = input.productId
        line.productName = product.name
    }
    line.quantity = quantity
    if (input.gift !== undefined) line.gift = input.gift
    if (input.giftMessage !== undefined) line.giftMessage = input.giftMessage
    line.custom = mergeCustom(line.custom, input.body)
}
