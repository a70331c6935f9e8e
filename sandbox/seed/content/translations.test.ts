import {STRIPE_TEXT} from './translations'

/** ICU versions differ on which no-break space French uses; either keeps the amount on one line. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, '~')

describe('announcement strip copy: amounts written the locale’s way', () => {
    const euro = STRIPE_TEXT.freeDelivery(90, 'EUR')
    test.each([
        ['en-GB', 'Free standard delivery on orders over €90'],
        ['en-US', 'Free standard shipping on orders over €90'],
        ['fr-FR', 'Livraison standard offerte dès 90~€ d’achat'],
        ['it-IT', 'Spedizione standard gratuita per ordini sopra 90~€'],
        ['ja-JP', '€90以上のご注文で通常配送無料'],
        ['zh-CN', '订单满 €90 免标准运费']
    ] as const)('%s: %s', (locale, expected) => {
        expect(spaced(euro[locale] ?? '')).toBe(expected)
    })

    test('other sites’ currencies too: £75 and $100 in English, 75 £ in French', () => {
        const pounds = STRIPE_TEXT.freeDelivery(75, 'GBP')
        expect(pounds['en-GB']).toBe('Free standard delivery on orders over £75')
        expect(spaced(pounds['fr-FR'] ?? '')).toBe('Livraison standard offerte dès 75~£ d’achat')
        const dollars = STRIPE_TEXT.freeDelivery(100, 'USD')
        expect(dollars['en-US']).toBe('Free standard shipping on orders over $100')
        expect(dollars['en-GB']).toBe('Free standard delivery on orders over $100')
    })
})
