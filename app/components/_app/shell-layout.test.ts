import {shellLayout} from './shell-layout'

describe('shellLayout (spec 001 §2.3)', () => {
    test.each([
        ['/', false, 'full', true],
        ['/shop/bottoms/leggings', false, 'full', true],
        ['/cart', false, 'full', true],
        ['/checkout', false, 'checkout', true],
        ['/checkout/confirmation', false, 'checkout', true],
        ['/checkout/confirmation/00012345', false, 'checkout', true],
        ['/checkout-delivery', false, 'checkout', true],
        ['/checkout3ds', false, 'checkout', false],
        ['/checkout-globale', false, 'checkout', false],
        ['/checkout-globale/confirmation/0001', false, 'checkout', false],
        ['/us/checkout', false, 'checkout', true],
        ['/eu/fr-FR/checkout3ds', false, 'checkout', false],
        ['/au/checkout-delivery', false, 'checkout', true],
        ['/checkout', true, 'none', false],
        ['/us/checkout/confirmation', true, 'none', false],
        ['/', true, 'full', true],
        ['/checkouts-are-fun', false, 'full', true]
    ])('%s (web view %s): header %s, footer %s', (path, webView, header, footer) => {
        expect(shellLayout(path, {webView})).toEqual({header, footer})
    })
})
