import {chooseContentVariation, type VariedBlock} from '../../rules/content/content-variation'
import type {ContentJson} from '../content-types'

/** A variation as delivered: the groups it is for and the body that replaces the block. */
export interface VariationJson {
    sfCustomerGroup?: {id?: string; name?: string}[]
    content?: unknown
}

const isBody = (value: unknown): value is ContentJson => typeof value === 'object' && value !== null

export const variationsOf = (block: ContentJson): VariationJson[] =>
    Array.isArray(block.variations) ? (block.variations as VariationJson[]) : []

/** Whether choosing could change anything for this block. */
export const isVariable = (block: ContentJson) => variationsOf(block).length > 0 || isBody(block.default)

const asReplacement = (block: ContentJson, body: ContentJson): ContentJson => {
    const {variations: _variations, default: _default, ...rest} = body
    return {...rest, _meta: {...block._meta, ...body._meta}}
}

/**
 * Spec 001 §3.3/§4.5: a block may carry customer-group variations; the choice itself is the rule in
 * rules/content. Here the chosen body keeps the block's metadata where it has none of its own, and never
 * carries variations itself, so a variation cannot send rendering round in circles.
 */
export const chooseVariation = (
    block: ContentJson,
    groups: readonly string[] | undefined,
    previewGroup?: string
): ContentJson => {
    const chosen = chooseContentVariation(block as VariedBlock<unknown>, groups ?? [], previewGroup)
    const body = isBody(chosen) ? chosen : undefined
    // The same choice is the same object: a block rendered again once the shopper's groups arrive (which mostly
    // choose what the page already shows) is then skipped by React rather than rendered again.
    let answers = chosenBodies.get(block)
    if (!answers) chosenBodies.set(block, (answers = new WeakMap()))
    let answer = answers.get(body ?? block)
    if (!answer) {
        answer = body ? asReplacement(block, body) : withoutVariations(block)
        answers.set(body ?? block, answer)
    }
    return answer
}

const chosenBodies = new WeakMap<ContentJson, WeakMap<ContentJson, ContentJson>>()

const withoutVariations = (block: ContentJson): ContentJson => {
    const {variations: _variations, ...rest} = block
    return rest
}

/**
 * The preview customer group: in preview (a virtual staging domain or a preview timestamp in the query) a
 * `customerGroup` query parameter shows that group's variation (spec 001 §4.5).
 */
export const previewCustomerGroup = (search: string): string | undefined => {
    const params = new URLSearchParams(search)
    const inPreview = params.has('vse') || params.has('previewTimestamp')
    const group = params.get('customerGroup')?.trim()
    return inPreview && group ? group : undefined
}
