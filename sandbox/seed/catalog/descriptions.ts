import {fill, phrase} from '../i18n/phrasebook'
import {CATALOG_LOCALES, translate, type Translations} from './locales'
import type {Random} from './random'

/** Feature bullets per product family; three or four are drawn for each product. */
const FEATURES: Record<string, string[]> = {
    leggings: [
        'Squat-proof, second-skin fabric with four-way stretch',
        'High-rise waistband that stays put without digging in',
        'Hidden waistband pocket for a key or card',
        'Gusset designed for freedom of movement',
        'Sweat-wicking and quick drying',
        'Flatlock seams to prevent chafing'
    ],
    'sports-bras': [
        'Removable padding for adjustable coverage',
        'Wide underband for a secure, bounce-free fit',
        'Breathable mesh panels where you need them',
        'Adjustable straps with a hook-and-eye back fastening',
        'Sweat-wicking, quick-drying fabric'
    ],
    tops: [
        'Lightweight, breathable fabric that moves with you',
        'Sweat-wicking and quick drying',
        'Drop-back hem for extra coverage',
        'Soft-touch finish for all-day comfort',
        'Flatlock seams to prevent chafing'
    ],
    layers: [
        'Brushed-back fabric for warmth without bulk',
        'Dropped shoulders for a relaxed shape',
        'Ribbed cuffs and hem',
        'Kangaroo pocket',
        'Embroidered VELA logo'
    ],
    outerwear: [
        'Water-repellent finish that sheds light showers',
        'Packs into its own pocket',
        'Reflective details for low-light runs',
        'Zipped pockets keep essentials secure',
        'Adjustable hem to seal in warmth'
    ],
    bottoms: [
        'Elasticated waistband with an internal drawcord',
        'Side pockets deep enough for your phone',
        'Lightweight fabric that dries fast',
        'Tapered fit that stays out of the way'
    ],
    accessories: [
        'Designed in London and built to last',
        'Easy to clean and quick to dry',
        'Lightweight enough to take anywhere',
        'Part of our recycled-materials range'
    ]
}

const FEATURE_GROUP: Record<string, keyof typeof FEATURES> = {
    leggings: 'leggings',
    'sports-bras': 'sports-bras',
    tanks: 'tops',
    't-shirts': 'tops',
    'long-sleeve-tops': 'tops',
    hoodies: 'layers',
    sweatshirts: 'layers',
    jackets: 'outerwear',
    gilets: 'outerwear',
    shorts: 'bottoms',
    joggers: 'bottoms'
}

const OPENERS = [
    'Made for the moments you push harder.',
    'Our most-loved fit, refined season after season.',
    'Quietly technical and endlessly wearable.',
    'From warm-up to cool-down, and everything after.',
    'Designed with our community of athletes and tested in the studio.'
]

export interface ProductCopy {
    shortDescription: Translations
    longDescription: Translations
    /** English feature bullets (the product API translates them per request locale). */
    features: string[]
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** "78% Nylon, 22% Elastane" -> "78% nylon": the fabric's first component, as the short copy names it. */
const mainFabric = (fabric: string) =>
    fabric
        .split(/[,，、（(]/)[0]
        .trim()
        .toLowerCase()

interface CopyParts {
    opener: string
    features: string[]
    fabric: string
    care: string
}

/** One locale's copy: every English part through the catalogue phrasebook, templates included. */
const composeCopy = (parts: CopyParts, name: string, locale: string) => {
    const say = (english: string) => phrase('catalog', locale, english)
    const opener = say(parts.opener)
    const fabric = say(parts.fabric)
    const shortDescription = fill(say('{opener} The {name} in {fabric}.'), {
        opener,
        name,
        fabric: mainFabric(fabric)
    })
    const longDescription = [
        fill(say('<p>{opener} Meet the {name}.</p>'), {opener: escapeHtml(opener), name: escapeHtml(name)}),
        '<ul>',
        ...parts.features.map((feature) => `<li>${escapeHtml(say(feature))}</li>`),
        '</ul>',
        `<h3>${say('Fabric')}</h3><p>${escapeHtml(fabric)}</p>`,
        `<h3>${say('Care')}</h3><p>${escapeHtml(say(parts.care))}</p>`
    ].join('')
    return {shortDescription, longDescription}
}

export const productCopy = (
    random: Random,
    familyId: string,
    name: Translations,
    fabric: string,
    care: string
): ProductCopy => {
    const pool = FEATURES[FEATURE_GROUP[familyId] ?? 'accessories']
    const features = random.sample(pool, Math.min(pool.length, random.int(3, 4)))
    const parts: CopyParts = {opener: random.pick(OPENERS), features, fabric, care}
    const english = composeCopy(parts, name.default, 'default')
    const shortDescription: Translations = {default: english.shortDescription}
    const longDescription: Translations = {default: english.longDescription}
    for (const locale of CATALOG_LOCALES) {
        if (locale === 'default') continue
        const copy = composeCopy(parts, translate(name, locale), locale)
        if (copy.shortDescription !== english.shortDescription)
            shortDescription[locale] = copy.shortDescription
        if (copy.longDescription !== english.longDescription) longDescription[locale] = copy.longDescription
    }
    return {shortDescription, longDescription, features}
}
