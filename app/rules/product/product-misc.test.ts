import {
    DEFAULT_GIFT_CARD_TYPE,
    GIFT_CARD_AMOUNTS,
    giftCardCountryMessage,
    giftCardPriceRange,
    giftCardSelectionError,
    giftCertificatePayload,
    giftMessageCounter
} from './gift-card-product'
import {lightboxKeyAction, lightboxMedia, lightboxReduce, wrapIndex} from './lightbox'
import {
    fitMarkerPercent,
    fitRatingLabel,
    isFitRatingShown,
    isShownById,
    keepMasterProducts,
    showSwatchDrawer,
    swatchRowBase,
    withoutHiddenProducts
} from './product-display'

describe('lightbox (spec 001 §4.5)', () => {
    test.each([
        [0, 4, 0],
        [4, 4, 0],
        [-1, 4, 3],
        [9, 4, 1],
        [2, 0, 0],
        [Number.NaN, 3, 0]
    ])('"selected image index wraps": %s of %s → %s', (index, count, wrapped) => {
        expect(wrapIndex(index, count)).toBe(wrapped)
    })

    test('"with only 2 media items they are duplicated to 4"', () => {
        expect(lightboxMedia(['a', 'b'])).toEqual(['a', 'b', 'a', 'b'])
        expect(lightboxMedia(['a'])).toEqual(['a'])
        expect(lightboxMedia(['a', 'b', 'c'])).toEqual(['a', 'b', 'c'])
    })

    test.each([
        ['ArrowRight', false, 'next'],
        ['ArrowLeft', false, 'previous'],
        ['ArrowRight', true, undefined],
        ['Enter', false, 'toggle-zoom'],
        [' ', true, 'toggle-zoom'],
        ['Escape', true, 'close'],
        ['a', false, undefined]
    ])('key %j (zoomed %s) → %s', (key, zoomed, action) => {
        expect(lightboxKeyAction(key, zoomed)).toBe(action)
    })

    test('"zoom ... resets on navigation"', () => {
        expect(lightboxReduce({index: 3, zoomed: true}, 'next', 4)).toEqual({index: 0, zoomed: false})
        expect(lightboxReduce({index: 0, zoomed: false}, 'previous', 4)).toEqual({index: 3, zoomed: false})
        expect(lightboxReduce({index: 1, zoomed: false}, 'toggle-zoom', 4)).toEqual({index: 1, zoomed: true})
        expect(lightboxReduce({index: 1, zoomed: true}, 'close', 4)).toEqual({index: 1, zoomed: true})
    })
})

describe('swatch drawer and fit rating (spec 001 §4.5, §9)', () => {
    test.each([
        [8, true, false, true],
        [7, true, false, false],
        [12, false, false, false],
        [12, true, true, false]
    ])(
        '"more than 7 colours and the drawer is enabled; not shown in the quick view": %s colours, enabled %s, quick view %s → %s',
        (count, enabled, quick, shown) => {
            expect(showSwatchDrawer(count, enabled, quick)).toBe(shown)
        }
    )

    test('swatch row base', () => {
        expect(swatchRowBase(false)).toBe(44)
        expect(swatchRowBase(true)).toBe(60)
    })

    test.each([
        [1, 'Snug'],
        [1.5, 'Snug'],
        [1.51, 'Fitted'],
        [2.5, 'Fitted'],
        [3.5, 'Just Right'],
        [4.5, 'Roomy'],
        [4.51, 'Loose'],
        [5, 'Loose']
    ])(
        '"up to 1.5 Snug; up to 2.5 Fitted; up to 3.5 Just Right; up to 4.5 Roomy; above Loose": %s → %s',
        (rating, label) => {
            expect(fitRatingLabel(rating)).toBe(label)
        }
    )

    test.each([
        [2.5, 50],
        [5, 100],
        [0, 0],
        [7, 100],
        [-1, 0],
        [Number.NaN, 0]
    ])('"marker position rating/5 as percent": %s → %s', (rating, percent) => {
        expect(fitMarkerPercent(rating)).toBe(percent)
    })

    test.each([
        [['leggings'], true],
        [['accessories', 'yoga-mats'], false],
        [['fitness-equipment'], false],
        [['bags'], false],
        [['sale-bags'], false],
        [['sale-yoga-mats'], false],
        [[], true]
    ])(
        '"Fit rating hidden for accessories in categories yoga-mats, fitness-equipment, bags, sale-bags, sale-yoga-mats": %j → %s',
        (ids, shown) => {
            expect(isFitRatingShown(ids)).toBe(shown)
        }
    )
})

describe('product lists (spec 000 §5, spec 001 §7.3, §9)', () => {
    test('"Master products are kept only with type.master or a masterId"', () => {
        const products = [
            {id: 'a', type: {master: true}},
            {id: 'b', master: {masterId: 'M'}},
            {id: 'c', masterId: 'M'},
            {id: 'd', type: {master: false}},
            {id: 'e'}
        ]
        expect(keepMasterProducts(products).map((p) => p.id)).toEqual(['a', 'b', 'c'])
    })

    test('hidden and out-of-stock products are dropped', () => {
        expect(withoutHiddenProducts([{id: 1, c_isHideProduct: true}, {id: 2}])).toEqual([{id: 2}])
        const shown = [
            [{inventory: {stockLevel: 0}}, false],
            [{inventory: {stockLevel: 3}}, true],
            [{inventory: {}}, true],
            [{}, true]
        ] as const
        for (const [product, expected] of shown) expect(isShownById(product)).toBe(expected)
    })
})

describe('gift card product (spec 001 §4.6, §5.2)', () => {
    test('"Gift card amounts 10, 25, 50, 100, 150, 200"; "digital (default)"; range min to max', () => {
        expect(GIFT_CARD_AMOUNTS).toEqual([10, 25, 50, 100, 150, 200])
        expect(DEFAULT_GIFT_CARD_TYPE).toBe('digital')
        expect(giftCardPriceRange()).toEqual({min: 10, max: 200})
        expect(giftCardPriceRange([])).toBeUndefined()
    })

    test.each([
        ['digital', {}, 'Please select a value'],
        ['digital', {amount: 0}, 'Please select a value'],
        ['digital', {amount: 50}, undefined],
        ['physical', {}, 'Please select a size'],
        ['physical', {size: '50'}, undefined]
    ] as const)('%s with %j → %s', (type, selection, error) => {
        expect(giftCardSelectionError(type, selection)).toBe(error)
    })

    test.each([
        ['', {text: '0/250 characters', limitReached: false}],
        ['Happy birthday!', {text: '15/250 characters', limitReached: false}],
        ['x'.repeat(249), {text: '249/250 characters', limitReached: false}],
        [
            'x'.repeat(250),
            {text: '250/250 characters', limitReached: true, limitText: 'Reached max character limit'}
        ],
        [
            'x'.repeat(300),
            {text: '250/250 characters', limitReached: true, limitText: 'Reached max character limit'}
        ]
    ])(
        "\"Gift message counter shows 'n/250 characters' and 'Reached max character limit' at 250\"",
        (message, counter) => {
            expect(giftMessageCounter(message)).toEqual(counter)
        }
    )

    test('country availability', () => {
        expect(giftCardCountryMessage(false)).toBe('This product is unavailable for your selected country')
        expect(giftCardCountryMessage(true)).toBeUndefined()
    })

    test('basket payload: c_deliveryDate YYYY-MM-DD, message capped at 250', () => {
        expect(
            giftCertificatePayload(
                {
                    recipientName: ' Ann ',
                    recipientEmail: 'ann@x.co ',
                    senderName: 'Bo',
                    message: 'm'.repeat(260),
                    deliveryDate: '05/04/2026'
                },
                50,
                'en-GB'
            )
        ).toEqual({
            recipient_email: 'ann@x.co',
            recipient_name: 'Ann',
            sender_name: 'Bo',
            message: 'm'.repeat(250),
            c_deliveryDate: '2026-04-05',
            amount: 50
        })
    })
})
