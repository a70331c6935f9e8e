import {COLOURS} from '../palette'
import {productCopy} from './descriptions'
import {type NameStyle, PRODUCT_FAMILIES, type ProductFamily} from './families'
import {masterId, variantId, variationGroupId} from './ids'
import {LINE_NAMES, type NameParts, productNames} from './names'
import {productLook} from '../looks'
import type {Random} from './random'
import type {MasterAttributes, SeedColourGroup, SeedProduct, SeedVariant} from './types'
import {LEG_LENGTHS, type LegLength, type ModifierId} from './vocabulary'

/** Products whose names the brief and the docs quote: generated first, with fixed parts. */
const SIGNATURE_LEGGINGS: {parts: NameParts; legLengths: LegLength[]}[] = [
    {parts: {line: 'Power', lengthLabel: '7/8', typeWord: 'gymLeggings'}, legLengths: ['7-8']},
    {parts: {line: 'Super Soft', typeWord: 'yogaLeggings'}, legLengths: ['petite', '7-8', 'full-length']},
    {
        parts: {line: 'Sculpt', modifier: 'highWaisted', typeWord: 'leggings'},
        legLengths: ['7-8', 'full-length']
    }
]

const PRINTS = new Set(COLOURS.filter((colour) => colour.family === 'Print').map((colour) => colour.id))

/** Calendar day `days` after 1 January 2023, as an ISO date: a fixed epoch keeps the seed clock-free. */
export const dayAfterEpoch = (days: number) =>
    new Date(Date.UTC(2023, 0, 1 + days)).toISOString().slice(0, 10)

const pickLegLengths = (random: Random): LegLength[] => {
    const roll = random.next()
    if (roll < 0.4) return ['7-8']
    if (roll < 0.6) return ['full-length']
    if (roll < 0.85) return ['7-8', 'full-length']
    return ['petite', '7-8', 'full-length']
}

const lengthLabel = (legLengths: LegLength[]) =>
    legLengths.length === 1
        ? LEG_LENGTHS.find((entry) => entry.value === legLengths[0])?.name.default
        : undefined

/** Hero collections come up three times as often as the others. */
const pickLine = (random: Random) =>
    random.chance(0.35) ? random.pick(LINE_NAMES.slice(0, 6)) : random.pick(LINE_NAMES)

const pickColours = (random: Random, family: ProductFamily): string[] => {
    const count = random.int(family.colours[0], family.colours[1])
    const candidates = COLOURS.map((colour) => colour.id).filter(
        (id) => id !== 'black' && (family.clothing || !PRINTS.has(id))
    )
    const withBlack = random.chance(0.65)
    const others = random.sample(candidates, withBlack ? count - 1 : count)
    return withBlack ? ['black', ...others] : others
}

/** Stock per variant: mostly healthy, thinner at the extreme sizes, with some low and some sold-out sizes. */
const variantStock = (random: Random, size: string): {stockLevel: number; comingSoon: boolean} => {
    const roll = random.next()
    if (roll < 0.06) return {stockLevel: 0, comingSoon: random.chance(0.3)}
    if (roll < 0.16) return {stockLevel: random.int(1, 4), comingSoon: false}
    const edge = size === 'XXS' || size === 'XXL'
    return {stockLevel: edge ? random.int(5, 40) : random.int(12, 180), comingSoon: false}
}

const buildVariants = (
    random: Random,
    id: string,
    colours: string[],
    sizes: readonly string[],
    legLengths: string[]
): SeedVariant[] => {
    const variants: SeedVariant[] = []
    for (const colourId of colours) {
        for (const legLength of legLengths.length ? legLengths : [undefined]) {
            for (const size of sizes) {
                variants.push({
                    id: variantId(id, colourId, size, legLength),
                    colourId,
                    size,
                    ...(legLength ? {legLength} : {}),
                    ...variantStock(random, size)
                })
            }
        }
    }
    return variants
}

const baseAttributes = (
    random: Random,
    family: ProductFamily,
    style: NameStyle,
    fabric: string,
    features: string[]
) => {
    const reviewCount = random.chance(0.1) ? 0 : random.int(3, 900)
    // Two draws averaged: fit ratings cluster around "just right" like real review data.
    const fit = 1 + ((random.next() + random.next()) / 2) * 4
    const attributes: MasterAttributes = {
        c_productType: family.productType,
        c_activity: style.activities,
        c_fabric: fabric,
        c_care: family.care,
        c_features: features,
        ...(family.clothing ? {c_fitRating: Math.round(fit * 10) / 10} : {}),
        c_isNew: false,
        c_isAppExclusive: false,
        c_isHideProduct: false,
        c_searchableIfUnavailable: false,
        c_comingSoon: false,
        c_promos: [],
        c_priceTemplate: 'standard',
        c_hideMarkdownPrice: false,
        c_productBadges: {},
        c_averageRating: reviewCount ? Math.round((3.4 + random.next() * 1.5) * 10) / 10 : 0,
        c_reviewCount: reviewCount,
        c_launchDate: dayAfterEpoch(random.int(0, 800)),
        c_isGiftVoucher: false,
        c_isBestseller: false
    }
    return attributes
}

const supportLevel = (modifier: ModifierId | undefined, random: Random) =>
    modifier === 'highSupport'
        ? 'high'
        : modifier === 'lightSupport'
        ? 'light'
        : random.pick(['light', 'medium', 'high'] as const)

interface Draft {
    parts: NameParts
    style: NameStyle
    legLengths: LegLength[]
}

/** Draws name parts until the English name is unused (names are unique across the catalogue). */
const draftName = (random: Random, family: ProductFamily, used: Set<string>, signature?: Draft): Draft => {
    if (signature) return signature
    for (let attempt = 0; ; attempt++) {
        const style = random.pick(family.styles)
        const legLengths = family.hasLegLength ? pickLegLengths(random) : []
        const modifier = random.chance(0.55) ? random.pick(family.modifiers) : undefined
        const parts: NameParts = {
            line: pickLine(random),
            modifier,
            typeWord: style.typeWord,
            lengthLabel: lengthLabel(legLengths)
        }
        const name = productNames(parts).default
        if (!used.has(name) || attempt > 200) return {parts, style, legLengths}
    }
}

export const generateFamilyProducts = (random: Random): SeedProduct[] => {
    const products: SeedProduct[] = []
    const usedNames = new Set<string>()
    let serial = 0
    for (const family of PRODUCT_FAMILIES) {
        const familyRandom = random.fork(family.id)
        for (let index = 0; index < family.count; index++) {
            const id = masterId(serial++)
            const signature = family.id === 'leggings' ? SIGNATURE_LEGGINGS[index] : undefined
            const draft = draftName(
                familyRandom,
                family,
                usedNames,
                signature && {
                    ...signature,
                    style:
                        family.styles.find((s) => s.typeWord === signature.parts.typeWord) ?? family.styles[0]
                }
            )
            const name = productNames(draft.parts)
            usedNames.add(name.default)
            const colours = pickColours(familyRandom, family)
            const sizes = [...family.sizes]
            const fabric = familyRandom.pick(family.fabrics)
            const copy = productCopy(familyRandom, family.id, name, fabric, family.care)
            const attributes = baseAttributes(familyRandom, family, draft.style, fabric, copy.features)
            if (family.id === 'sports-bras')
                attributes.c_supportLevel = supportLevel(draft.parts.modifier, familyRandom)
            const colourGroups: SeedColourGroup[] = colours.map((colourId) => ({
                id: variationGroupId(id, colourId),
                colourId,
                onSale: false,
                saleDiscount: 0
            }))
            products.push({
                id,
                type: 'master',
                familyId: family.id,
                kind: draft.style.kind,
                rank: 0,
                name,
                shortDescription: copy.shortDescription,
                longDescription: copy.longDescription,
                primaryCategoryId: family.categoryId,
                categoryIds: [family.categoryId, ...draft.style.activities],
                colours: colourGroups,
                sizes,
                legLengths: draft.legLengths,
                variants: buildVariants(familyRandom, id, colours, sizes, draft.legLengths),
                gbpListPrice: familyRandom.pick(family.gbpPrices),
                insiders: false,
                attributes,
                look: productLook({
                    id,
                    kind: draft.style.kind,
                    typeWord: draft.style.typeWord,
                    modifier: draft.parts.modifier,
                    legLengths: draft.legLengths,
                    supportLevel: attributes.c_supportLevel
                })
            })
        }
    }
    return products
}
