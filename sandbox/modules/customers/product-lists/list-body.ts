import {badRequest} from '../../../core/errors'

/** Validation of product list and product list item bodies. */
export const MAX_ITEM_QUANTITY = 999
const MAX_PRODUCT_ID = 100
const MAX_LIST_TEXT = 256
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

export const invalidProductList = (detail: string) =>
    badRequest(detail, 'invalid-product-list', 'Invalid Product List')

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)

const bodyOf = (body: unknown) => {
    if (!isObject(body)) throw badRequest('Body is required for this request', 'missing-body', 'Missing Body')
    return body
}

const booleanOf = (value: unknown, name: string) => {
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'boolean') throw invalidProductList(`${name} must be true or false.`)
    return value
}

const integerOf = (value: unknown, name: string, min: number, max: number) => {
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
        throw invalidProductList(`${name} must be a whole number from ${min} to ${max}.`)
    return value
}

const textOf = (value: unknown, name: string) => {
    if (value === undefined || value === null || value === '') return undefined
    if (typeof value !== 'string' || value.length > MAX_LIST_TEXT || CONTROL_CHARACTERS.test(value))
        throw invalidProductList(`${name} must be text of at most ${MAX_LIST_TEXT} characters.`)
    return value
}

export interface ListInput {
    type: 'wish_list'
    name?: string
    description?: string
    public?: boolean
}

/** Only wish lists exist on this storefront; a body without a type means one. */
export const parseListBody = (body: unknown, options: {update: boolean}): ListInput => {
    const source = options.update ? bodyOf(body) : isObject(body) ? body : {}
    if (source.type !== undefined && source.type !== 'wish_list')
        throw invalidProductList("Only product lists of type 'wish_list' are supported.")
    const name = textOf(source.name, 'name')
    const description = textOf(source.description, 'description')
    const isPublic = booleanOf(source.public, 'public')
    return {
        type: 'wish_list',
        ...(name !== undefined ? {name} : {}),
        ...(description !== undefined ? {description} : {}),
        ...(isPublic !== undefined ? {public: isPublic} : {})
    }
}

export interface ItemInput {
    productId?: string
    quantity?: number
    priority?: number
    public?: boolean
}

/** A new item (productId required, defaults quantity 1, priority 1, public false) or an item update. */
export const parseItemBody = (body: unknown, options: {update: boolean}): ItemInput => {
    const source = bodyOf(body)
    if (source.type !== undefined && source.type !== 'product')
        throw invalidProductList("Only items of type 'product' are supported.")
    const {productId} = source
    if (!options.update) {
        if (typeof productId !== 'string' || !productId.trim())
            throw invalidProductList('The following properties were missing from your request: productId')
        if (productId.length > MAX_PRODUCT_ID || CONTROL_CHARACTERS.test(productId))
            throw invalidProductList(`productId must be at most ${MAX_PRODUCT_ID} printable characters.`)
    }
    const quantity = integerOf(source.quantity, 'quantity', 1, MAX_ITEM_QUANTITY)
    const priority = integerOf(source.priority, 'priority', 0, 100)
    const isPublic = booleanOf(source.public, 'public')
    return {
        ...(!options.update ? {productId: (productId as string).trim()} : {}),
        ...(quantity !== undefined ? {quantity} : {}),
        ...(priority !== undefined ? {priority} : {}),
        ...(isPublic !== undefined ? {public: isPublic} : {})
    }
}
