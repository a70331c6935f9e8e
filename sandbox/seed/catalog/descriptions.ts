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
    shortDescription: string
    longDescription: string
    features: string[]
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const productCopy = (
    random: Random,
    familyId: string,
    name: string,
    fabric: string,
    care: string
): ProductCopy => {
    const pool = FEATURES[FEATURE_GROUP[familyId] ?? 'accessories']
    const features = random.sample(pool, Math.min(pool.length, random.int(3, 4)))
    const opener = random.pick(OPENERS)
    const shortDescription = `${opener} The ${name} in ${fabric.split(',')[0].toLowerCase()}.`
    const longDescription = [
        `<p>${escapeHtml(opener)} Meet the ${escapeHtml(name)}.</p>`,
        '<ul>',
        ...features.map((feature) => `<li>${escapeHtml(feature)}</li>`),
        '</ul>',
        `<h3>Fabric</h3><p>${escapeHtml(fabric)}</p>`,
        `<h3>Care</h3><p>${escapeHtml(care)}</p>`
    ].join('')
    return {shortDescription, longDescription, features}
}
