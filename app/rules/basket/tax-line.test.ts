import {taxLine} from './tax-line'

describe('taxLine', () => {
    // Issue #13: "say that VAT is included, as UK shops do; US shows sales tax added".
    test.each([
        [
            'GB VAT-inclusive prices',
            {taxation: 'gross', taxTotal: 10},
            'GB',
            {name: 'vat', included: true, amount: 10}
        ],
        [
            'EU VAT-inclusive prices',
            {taxation: 'gross', taxTotal: 4.5},
            'IE',
            {name: 'vat', included: true, amount: 4.5}
        ],
        [
            'AU GST-inclusive prices',
            {taxation: 'gross', taxTotal: 6},
            'AU',
            {name: 'gst', included: true, amount: 6}
        ],
        [
            'US sales tax added',
            {taxation: 'net', taxTotal: 7.2},
            'US',
            {name: 'salesTax', included: false, amount: 7.2}
        ],
        [
            'US tax not calculated yet',
            {taxation: 'net', taxTotal: null},
            'US',
            {name: 'salesTax', included: false}
        ],
        [
            'no taxation from the platform: the site decides',
            {taxTotal: 3},
            'GB',
            {name: 'vat', included: true, amount: 3}
        ]
    ] as const)('%s', (_name, basket, country, expected) => {
        expect(taxLine(basket, country)).toEqual(expected)
    })
})
