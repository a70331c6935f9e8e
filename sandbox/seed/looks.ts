/**
 * How a product looks in its pictures, beyond its kind and colour: length, fit, support and construction.
 * The catalogue seed derives a look from each product's name parts and leg lengths; image URLs carry it as one
 * path segment (`highrise-78-pocket-v2`), and the media host draws from it. Tokens are lower-case words
 * without hyphens, so the segment splits back into them; unknown tokens are ignored by the drawing.
 */
import type {ProductKind} from './palette'

export const LOOK_TOKENS = [
    // Lengths: leggings full / 7/8, tops and joggers cropped, shorts cut, longline bras and tops.
    'full',
    '78',
    'crop',
    'long',
    'bike',
    'run',
    'gym',
    // Fit and rise.
    'relaxed',
    'oversized',
    'highrise',
    // Sports bra support.
    'lightsupport',
    'mediumsupport',
    'highsupport',
    // Construction.
    'pocket',
    'seamless',
    'ribbed',
    'thermal',
    'padded',
    'racer',
    'zip',
    'puffer',
    'waterproof',
    'lightweight',
    'crossover',
    'reflective',
    'contour',
    // Accessories.
    'duffel',
    'backpack',
    'tote',
    'travel',
    'thick',
    'grip',
    'insulated',
    'neoprene',
    'crew',
    'trainer',
    // Design variant per product (trim and panel placement), so two products never share every picture.
    'v0',
    'v1',
    'v2',
    'v3'
] as const

export type LookToken = (typeof LOOK_TOKENS)[number]

const KNOWN = new Set<string>(LOOK_TOKENS)

/** Canonical segment: known tokens, de-duplicated, in vocabulary order. */
export const formatLook = (tokens: Iterable<string>) => {
    const set = new Set(tokens)
    return LOOK_TOKENS.filter((token) => set.has(token)).join('-')
}

/** The tokens of a segment; anything unknown is dropped rather than refused. */
export const parseLook = (segment: string | undefined): Set<LookToken> =>
    new Set(
        (segment ?? '')
            .toLowerCase()
            .split('-')
            .filter((token): token is LookToken => KNOWN.has(token))
    )

/** What the seed knows about a product when it names it. */
export interface LookSource {
    id: string
    kind: ProductKind
    typeWord: string
    modifier?: string
    legLengths: string[]
    supportLevel?: 'light' | 'medium' | 'high'
}

const MODIFIER_TOKENS: Record<string, LookToken> = {
    highWaisted: 'highrise',
    seamless: 'seamless',
    ribbed: 'ribbed',
    cropped: 'crop',
    oversized: 'oversized',
    longline: 'long',
    lightweight: 'lightweight',
    thermal: 'thermal',
    padded: 'padded',
    racerback: 'racer',
    pocket: 'pocket',
    waterproof: 'waterproof',
    relaxed: 'relaxed',
    extraThick: 'thick',
    travel: 'travel',
    insulated: 'insulated',
    neoprene: 'neoprene',
    grip: 'grip',
    crew: 'crew',
    trainer: 'trainer'
}

const TYPE_WORD_TOKENS: Record<string, LookToken[]> = {
    gymLeggings: ['contour'],
    yogaLeggings: ['crossover'],
    runningLeggings: ['reflective', 'pocket'],
    cyclingShorts: ['bike'],
    runningShorts: ['run'],
    shorts: ['gym'],
    cropTop: ['crop'],
    zipHoodie: ['zip'],
    runningJacket: ['run', 'reflective'],
    pufferJacket: ['puffer'],
    gymBag: ['duffel'],
    backpack: ['backpack'],
    toteBag: ['tote']
}

const designVariant = (id: string): LookToken => {
    let hash = 0
    for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
    return `v${hash % 4}` as LookToken
}

/** The look of a generated product (see LookSource). */
export const productLook = (source: LookSource) => {
    const tokens: LookToken[] = [...(TYPE_WORD_TOKENS[source.typeWord] ?? [])]
    const modifier = source.modifier ? MODIFIER_TOKENS[source.modifier] : undefined
    if (modifier) tokens.push(modifier)
    if (source.kind === 'leggings')
        tokens.push(source.legLengths.includes('full-length') || !source.legLengths.length ? 'full' : '78')
    if (source.kind === 'sports-bra' && source.supportLevel) tokens.push(`${source.supportLevel}support`)
    if (source.kind === 'jacket' && source.modifier === 'thermal' && !tokens.includes('run'))
        tokens.push('puffer')
    if (source.kind === 'gilet' && (source.modifier === 'padded' || source.modifier === 'thermal'))
        tokens.push('puffer')
    tokens.push(designVariant(source.id))
    return formatLook(tokens)
}
