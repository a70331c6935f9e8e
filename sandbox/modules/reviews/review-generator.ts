import crypto from 'crypto'
import type {ReviewedProduct} from '../catalog'

/**
 * Seeded product reviews: every product has exactly as many reviews as its c_reviewCount, with ratings whose
 * mean is its c_averageRating, written deterministically from the product id and the review's position. The
 * newest is dated a day before `now`, older ones every few days back, so the list always reads as current.
 */
export interface Review {
    id: string
    rating: number
    title: string
    body: string
    author: string
    location: string
    /** ISO date (day). */
    date: string
    verifiedBuyer: boolean
    /** How the size felt, for clothing. */
    fit?: 'Runs small' | 'True to size' | 'Runs large'
}

export interface ReviewPage {
    productId: string
    averageRating: number
    total: number
    /** Reviews per star rating, 5 to 1. */
    distribution: Record<'5' | '4' | '3' | '2' | '1', number>
    page: number
    pageSize: number
    reviews: Review[]
}

const hash = (text: string) => crypto.createHash('sha1').update(text).digest().readUInt32BE(0)

const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length]

const TITLES: Record<number, string[]> = {
    5: ['Obsessed', 'Best I have owned', 'Worth every penny', 'Buying another colour', 'Perfect fit'],
    4: ['Really good', 'Great, one small niggle', 'Comfortable and smart', 'Would recommend'],
    3: ['Good, not great', 'Nice but check the sizing', 'Does the job'],
    2: ['Not for me', 'Disappointed with the fit'],
    1: ['Went back', 'Did not last']
}

const BODIES: Record<number, string[]> = {
    5: [
        'The fabric is soft but holds everything in place. I have worn it for hot yoga, spin and a half marathon and it has not budged.',
        'Squat-proof, no see-through, and the waistband stays put. Washed it ten times and it still looks new.',
        'Finally something that fits my waist and hips at the same time. The colour is exactly as pictured.'
    ],
    4: [
        'Lovely quality and very comfortable. Only wish the pocket was a little deeper for my phone.',
        'Great for the gym. The seams are well placed so nothing rubs. Took off one star as it creases in the bag.',
        'Fits well and feels supportive. I sized up as I am between sizes and that was the right call.'
    ],
    3: [
        'Nice material but it came up slightly long on me. Fine for low-impact sessions.',
        'Comfortable enough, though I expected a little more compression for the price.'
    ],
    2: [
        'The fabric pilled after a few washes where my bag strap sits. Customer service were helpful, though.'
    ],
    1: ['The size I usually wear was far too tight across the hips, and the exchange size was too loose.']
}

const AUTHORS = [
    'Amelia',
    'Priya',
    'Sophie',
    'Chloe',
    'Hannah',
    'Grace',
    'Zara',
    'Maya',
    'Isla',
    'Ruby',
    'Leah'
]
const INITIALS = 'ABCDFGHJKLMNPRSTW'
const PLACES = [
    'London',
    'Manchester',
    'Leeds',
    'Bristol',
    'Glasgow',
    'Cardiff',
    'Brighton',
    'Dublin',
    'Sydney',
    'Austin'
]
const FITS: Review['fit'][] = ['True to size', 'True to size', 'True to size', 'Runs small', 'Runs large']
const EQUIPMENT = new Set([
    'yoga-mats',
    'water-bottles',
    'fitness-equipment',
    'bags',
    'caps',
    'socks',
    'gift-cards'
])
const DAY = 86_400_000

/**
 * Star counts summing to `total` with a mean as close to `average` as whole reviews allow: the mean is split
 * between the two stars either side of it.
 */
export const ratingCounts = (total: number, average: number): Record<number, number> => {
    const counts: Record<number, number> = {1: 0, 2: 0, 3: 0, 4: 0, 5: 0}
    if (total <= 0) return counts
    const mean = Math.min(5, Math.max(1, average || 5))
    const lower = Math.min(4, Math.floor(mean))
    const upperShare = mean - lower
    counts[lower + 1] = Math.round(upperShare * total)
    counts[lower] = total - counts[lower + 1]
    return counts
}

/** The rating of review `index`: the star counts spread over positions in a fixed, product-specific order. */
const ratingsFor = (productId: string, total: number, average: number): number[] => {
    const counts = ratingCounts(total, average)
    const ratings = [5, 4, 3, 2, 1].flatMap((star) => Array<number>(counts[star]).fill(star))
    return ratings
        .map((rating, position) => ({rating, order: hash(`${productId}:order:${position}`)}))
        .sort((a, b) => a.order - b.order)
        .map((entry) => entry.rating)
}

export const reviewPage = (
    product: ReviewedProduct,
    {page, pageSize, now}: {page: number; pageSize: number; now: number}
): ReviewPage => {
    const total = product.reviewCount
    const ratings = ratingsFor(product.masterId, total, product.averageRating)
    const counts = ratingCounts(total, product.averageRating)
    const start = (page - 1) * pageSize
    const today = Math.floor(now / DAY) * DAY
    const reviews = ratings.slice(start, start + pageSize).map((rating, offset): Review => {
        const index = start + offset
        const seed = hash(`${product.masterId}:review:${index}`)
        return {
            id: `${product.masterId}-R${String(index + 1).padStart(4, '0')}`,
            rating,
            title: pick(TITLES[rating], seed),
            body: pick(BODIES[rating], seed >>> 3),
            author: `${pick(AUTHORS, seed >>> 5)} ${pick(INITIALS.split(''), seed >>> 9)}.`,
            location: pick(PLACES, seed >>> 11),
            date: new Date(today - (index * 3 + 1 + (seed % 3)) * DAY).toISOString().slice(0, 10),
            verifiedBuyer: seed % 5 !== 0,
            ...(EQUIPMENT.has(product.productType) ? {} : {fit: pick(FITS, seed >>> 13)})
        }
    })
    return {
        productId: product.masterId,
        averageRating: product.averageRating,
        total,
        distribution: {'5': counts[5], '4': counts[4], '3': counts[3], '2': counts[2], '1': counts[1]},
        page,
        pageSize,
        reviews
    }
}
