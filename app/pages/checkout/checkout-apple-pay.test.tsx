import {fireEvent, screen, waitFor} from '@testing-library/react'
import {rest} from 'msw'
import {readyBasket} from '../../commerce/checkout/testing/fake-checkout-state'
import {activeStep, currentLocation, fake, renderCheckout, setUpFakeCheckout} from './testing/render-checkout'

/**
 * Apple Pay on the payment step (spec 000 §7 Apple Pay endpoints; spec 001 §2.2 applePayFailed), with a
 * scripted ApplePaySession stand-in: it opens, asks for merchant validation, picks a contact, a delivery
 * method and a card, then authorises, exactly as Safari drives the sheet.
 */
setUpFakeCheckout()

interface Recorded {
    calls: string[]
    bodies: Record<string, unknown>
    completed: {status: number}[]
    merchantSession?: unknown
}
const sheet: Recorded = {calls: [], bodies: {}, completed: []}

class ScriptedApplePaySession {
    static STATUS_SUCCESS = 0
    static STATUS_FAILURE = 1
    static canMakePayments = () => true
    static supportsVersion = () => true
    onvalidatemerchant: ((event: {validationURL: string}) => void) | null = null
    onshippingcontactselected: ((event: {shippingContact: unknown}) => void) | null = null
    onshippingmethodselected: ((event: {shippingMethod: unknown}) => void) | null = null
    onpaymentmethodselected: ((event: {paymentMethod: unknown}) => void) | null = null
    onpaymentauthorized: ((event: {payment: unknown}) => void) | null = null
    oncancel: ((event: unknown) => void) | null = null
    constructor(readonly version: number, readonly request: unknown) {
        sheet.bodies.request = request
    }
    begin() {
        this.onvalidatemerchant?.({
            validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession'
        })
    }
    completeMerchantValidation(session: unknown) {
        sheet.merchantSession = session
        this.onshippingcontactselected?.({shippingContact: {countryCode: 'GB', postalCode: 'M1 1AA'}})
    }
    completeShippingContactSelection() {
        this.onshippingmethodselected?.({shippingMethod: {identifier: 'gb-express'}})
    }
    completeShippingMethodSelection() {
        this.onpaymentmethodselected?.({paymentMethod: {network: 'Visa', type: 'debit'}})
    }
    completePaymentMethodSelection() {
        this.onpaymentauthorized?.({
            payment: {
                token: {
                    paymentData: {version: 'EC_v1', data: 'x'},
                    paymentMethod: {displayName: 'Visa 1111'},
                    transactionIdentifier: 't1'
                },
                shippingContact: {givenName: 'Anna', emailAddress: 'anna@example.com'}
            }
        })
    }
    completePayment(result: {status: number}) {
        sheet.completed.push(result)
    }
    abort() {
        sheet.calls.push('abort')
    }
}

const controllers = (authorized: Record<string, unknown>) =>
    fake.server.use(
        rest.all('*/on/demandware.store/:site/:locale/:endpoint', async (req, res, ctx) => {
            const name = String(req.params.endpoint).replace('__SYSTEM__ApplePay-', '')
            sheet.calls.push(name)
            if (req.method === 'POST') sheet.bodies[name] = await req.json()
            const answers: Record<string, Record<string, unknown>> = {
                GetRequest: {
                    request: {countryCode: 'GB', currencyCode: 'GBP', total: {label: 'VELA', amount: '64.95'}}
                },
                PrepareBasket: {success: true},
                ValidateMerchant: {session: {merchantSessionIdentifier: 'SSH1'}},
                ShippingContactSelected: {newTotal: {label: 'VELA', amount: '64.95'}},
                ShippingMethodSelected: {newTotal: {label: 'VELA', amount: '69.95'}},
                PaymentMethodSelected: {newTotal: {label: 'VELA', amount: '69.95'}},
                PaymentAuthorized: authorized,
                Cancel: {success: true}
            }
            return answers[name] ? res(ctx.json(answers[name])) : res(ctx.status(404), ctx.json({}))
        })
    )

const atPayment = () => {
    fake.reset(readyBasket())
    fake.state.paymentMethods = [{id: 'CREDIT_CARD'}, {id: 'DW_APPLE_PAY'}]
}

beforeEach(() => {
    Object.assign(sheet, {calls: [], bodies: {}, completed: [], merchantSession: undefined})
    Object.assign(window, {ApplePaySession: ScriptedApplePaySession})
})
afterEach(() => {
    delete (window as {ApplePaySession?: unknown}).ApplePaySession
})

describe('Apple Pay', () => {
    test('the scripted sheet runs every controller; the platform places the order; confirmation', async () => {
        atPayment()
        controllers({status: 0, orderNo: 'VL00000009'})
        renderCheckout()
        const payment = await activeStep(/payment/i)
        const button = await payment.findByRole('button', {name: 'Buy with Apple Pay'}, {timeout: 5000})
        await waitFor(() => expect(button).toBeEnabled())
        fireEvent.click(button)
        await waitFor(() => expect(currentLocation()).toBe('/checkout/confirmation/VL00000009'), {
            timeout: 5000
        })
        expect(sheet.calls).toEqual([
            'GetRequest',
            'PrepareBasket',
            'ValidateMerchant',
            'ShippingContactSelected',
            'ShippingMethodSelected',
            'PaymentMethodSelected',
            'PaymentAuthorized'
        ])
        expect(sheet.bodies.request).toMatchObject({total: {amount: '64.95'}})
        expect(sheet.merchantSession).toEqual({merchantSessionIdentifier: 'SSH1'})
        expect(sheet.bodies.ValidateMerchant).toMatchObject({
            validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession'
        })
        expect(sheet.bodies.ShippingMethodSelected).toEqual({shippingMethod: {identifier: 'gb-express'}})
        expect(sheet.bodies.PaymentAuthorized).toMatchObject({
            payment: {token: {transactionIdentifier: 't1'}}
        })
        expect(sheet.completed).toEqual([{status: 0}])
        // The platform placed the order: the storefront made no order calls of its own.
        expect(fake.state.calls).not.toContain('POST orders')
    })

    test('a declined payment: applePayFailed in the address and its message; the basket stays', async () => {
        atPayment()
        controllers({status: 1, errors: [{code: 'unknown', message: 'Refused'}]})
        renderCheckout()
        const payment = await activeStep(/payment/i)
        const button = await payment.findByRole('button', {name: 'Buy with Apple Pay'}, {timeout: 5000})
        await waitFor(() => expect(button).toBeEnabled())
        fireEvent.click(button)
        await waitFor(() => expect(currentLocation()).toBe('/checkout?applePayFailed=true'), {timeout: 5000})
        expect(
            await screen.findByText(
                /Apple Pay could not complete your payment, so nothing was taken/,
                {},
                {timeout: 5000}
            )
        ).toBeInTheDocument()
        expect(sheet.completed).toEqual([{status: 1, errors: [{code: 'unknown', message: 'Refused'}]}])
        expect(payment.getByRole('button', {name: /place order/i})).toBeEnabled()
    })

    test('no button without ApplePaySession, even where the platform offers Apple Pay', async () => {
        delete (window as {ApplePaySession?: unknown}).ApplePaySession
        atPayment()
        controllers({status: 0})
        renderCheckout()
        const payment = await activeStep(/payment/i)
        await payment.findByLabelText(/^card number/i, {}, {timeout: 5000})
        expect(payment.queryByRole('button', {name: 'Buy with Apple Pay'})).toBeNull()
        expect(sheet.calls).toEqual([])
    })
})
