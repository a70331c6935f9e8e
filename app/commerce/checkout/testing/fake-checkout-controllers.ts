import {rest} from 'msw'
import type {FakeCheckoutState} from './fake-checkout-state'

const TEST_CAPTCHA = 'vela-sandbox-recaptcha-pass'

/** The checkout's storefront controllers, the IP lookup and the store search. */
export const checkoutControllerHandlers = (state: FakeCheckoutState) => [
    rest.get('*/COShipping-GetPreCalculatedShippingMethods', (req, res, ctx) => {
        state.calls.push(`COShipping-GetPreCalculatedShippingMethods ${req.url.searchParams.toString()}`)
        return res(ctx.json({success: true, applicableShippingMethods: state.methods}))
    }),
    rest.get('*/PWA-SetCheckoutProccess', (req, res, ctx) => {
        state.calls.push(`PWA-SetCheckoutProccess ${req.url.searchParams.toString()}`)
        return res(ctx.json({success: true}))
    }),
    rest.get('*/COBilling-GetGiftCertificateBalance', (req, res, ctx) => {
        const code = (req.url.searchParams.get('giftCertificateID') ?? '').toUpperCase()
        state.calls.push(
            `COBilling-GetGiftCertificateBalance ${code} ${req.headers.get('x-recaptcha-token') ?? ''}`
        )
        if (req.headers.get('x-recaptcha-token') !== TEST_CAPTCHA)
            return res(
                ctx.status(403),
                ctx.json({type: 'x', title: 'Recaptcha Failed', detail: 'Recaptcha failed'})
            )
        if (code === 'VELA-NO-EXPIRY') return res(ctx.json({success: true, balance: 10}))
        const card = state.giftCards[code]
        if (!card)
            return res(
                ctx.status(404),
                ctx.json({
                    type: 'x',
                    title: 'Not Found',
                    detail: 'Sorry, this gift card number is not recognised.'
                })
            )
        return res(
            ctx.json({success: true, balance: card.balance, currencyCode: 'GBP', c_expiryDate: card.expiry})
        )
    }),
    rest.get('*/COBilling-RemoveCertificateBalance', (req, res, ctx) => {
        const code = (req.url.searchParams.get('giftCertificateID') ?? '').toUpperCase()
        state.calls.push(`COBilling-RemoveCertificateBalance ${code}`)
        state.basket.paymentInstruments = (state.basket.paymentInstruments ?? []).filter(
            (pi) => pi.giftCertificateCode !== code
        )
        return res(ctx.json({success: true, removed: true}))
    }),
    rest.get('*/ip-address', (_req, res, ctx) => res(ctx.json({ip: '203.0.113.7'}))),
    rest.get('*/store/shopper-stores/v1/organizations/:org/store-search', (req, res, ctx) => {
        state.calls.push(`store-search ${req.url.searchParams.toString()}`)
        return res(ctx.json({data: state.stores, limit: 10, offset: 0, total: state.stores.length}))
    }),
    // The order lines look up their products for names and option names; unknown ones show what the line stored.
    rest.get('*/product/shopper-products/v1/organizations/:org/products', (req, res, ctx) => {
        const ids = (req.url.searchParams.get('ids') ?? '').split(',')
        const data = state.products.filter((product) => ids.includes(product.id))
        return res(ctx.json({data, limit: data.length, total: data.length}))
    })
]
