import type {Phrasebook} from '../phrasebook'

/** Shipping and payment-page wording where American English differs (US methods are already American). */
export const COMMERCE_US: Phrasebook = {
    'International delivery (duties included)': 'International shipping (duties included)',
    'International delivery': 'International shipping',
    'Return to the shop': 'Return to the store',
    // Free-delivery progress message (PWA-GetDeliveryCartMsg).
    "You're {amount} away from free standard delivery": "You're {amount} away from free standard shipping",
    "You're {amount} away from free express delivery": "You're {amount} away from free express shipping",
    'You qualify for free standard delivery': 'You qualify for free standard shipping',
    'You qualify for free express delivery': 'You qualify for free express shipping'
}
