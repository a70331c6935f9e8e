import type {Phrasebook} from '../phrasebook'

/**
 * CMS content the US site reads where American English differs from the British source: the US site says
 * "shipping" where the other sites say "delivery". Items written for the US alone are already American.
 */
export const CONTENT_US: Phrasebook = {
    'Delivery & Returns': 'Shipping & Returns',
    'Delivery & returns': 'Shipping & returns',
    "You're ${0} away from free standard delivery": "You're ${0} away from free standard shipping",
    'Add ${0} more for free express delivery': 'Add ${0} more for free express shipping',
    'Delivery speed': 'Shipping speed',
    'See how our community wears their favourites.': 'See how our community wears their favorites.',
    'Your favourites are selling fast': 'Your favorites are selling fast'
}
