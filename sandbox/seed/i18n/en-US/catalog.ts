import type {Phrasebook} from '../phrasebook'

/** Catalogue copy where American English differs from the British source (spelling, care labels, post). */
export const CATALOG_US: Phrasebook = {
    'Machine wash at 30°C with similar colours. Do not tumble dry, iron or dry clean. Wash inside out.':
        'Machine wash cold (30°C) with like colors. Do not tumble dry, iron or dry clean. Wash inside out.',
    'Machine wash at 30°C on a gentle cycle. Do not tumble dry. Re-proof after several washes.':
        'Machine wash cold (30°C) on a gentle cycle. Do not tumble dry. Reapply a water-repellent treatment ' +
        'after several washes.',
    'Machine wash at 30°C on a gentle cycle. Do not tumble dry or iron.':
        'Machine wash cold (30°C) on a gentle cycle. Do not tumble dry or iron.',
    'A physical gift card posted in a VELA gift envelope. Valid for two years.':
        'A physical gift card mailed in a VELA gift envelope. Valid for two years.',
    '<p>A VELA Gift Card, posted to the address you enter at checkout in our signature gift envelope.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li><li>Valid for two years from purchase</li></ul>':
        '<p>A VELA Gift Card, mailed to the address you enter at checkout in our signature gift envelope.</p>' +
        '<ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li><li>Valid for two years from ' +
        'purchase</li></ul>',
    'Free delivery on this item': 'Free shipping on this item'
}
