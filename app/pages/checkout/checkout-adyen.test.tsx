import {fireEvent, waitFor} from '@testing-library/react'
import {readyBasket} from '../../commerce/checkout/testing/fake-checkout-state'
import {testConfig} from '../../test-utils/config'
import {activeStep, currentLocation, fake, renderCheckout, setUpFakeCheckout} from './testing/render-checkout'

/**
 * The brand's payment provider (`app.payment.provider: 'adyen'`) through the payment step, with msw as the
 * platform. The provider's web library is replaced at its boundary: its secure fields are iframes that
 * encrypt in the provider's own page, so the stand-in hands out fixed encrypted values, as the library does.
 * msw refuses any request it does not know, so nothing reaches the provider's hosts.
 */
interface MockCardOptions {
    brands: string[]
    hasHolderName: boolean
    holderNameRequired: boolean
    enableStoreDetails: boolean
    onBrand: (event: {brand: string}) => void
    onFieldValid: (event: {endDigits?: string; expiryDate?: string}) => void
}

const mockAdyen: {
    checkoutOptions?: Record<string, unknown>
    cardOptions?: MockCardOptions
    mounted?: HTMLElement
    valid: boolean
    validationShown: number
} = {valid: false, validationShown: 0}

const ENCRYPTED = {
    type: 'scheme',
    holderName: 'Anna Smith',
    encryptedCardNumber: 'adyenjs_0_1_25$number',
    encryptedExpiryMonth: 'adyenjs_0_1_25$month',
    encryptedExpiryYear: 'adyenjs_0_1_25$year',
    encryptedSecurityCode: 'adyenjs_0_1_25$cvc',
    brand: 'visa'
}
const BROWSER_INFO = {acceptHeader: '*/*', colorDepth: 24, language: 'en-GB', javaEnabled: false}

jest.mock('@adyen/adyen-web', () => {
    class Card {
        constructor(_checkout: unknown, options: MockCardOptions) {
            mockAdyen.cardOptions = options
        }
        mount(element: HTMLElement) {
            mockAdyen.mounted = element
            return this
        }
        get isValid() {
            return mockAdyen.valid
        }
        showValidation() {
            mockAdyen.validationShown += 1
            return this
        }
        get data() {
            return {paymentMethod: ENCRYPTED, browserInfo: BROWSER_INFO, storePaymentMethod: false}
        }
        unmount() {
            return this
        }
    }
    return {
        AdyenCheckout: (options: Record<string, unknown>) => {
            mockAdyen.checkoutOptions = options
            return Promise.resolve({})
        },
        Card,
        Core: {metadata: {version: '6.45.2'}}
    }
})

setUpFakeCheckout()
const configured = {...testConfig.app.payment}
beforeAll(() =>
    Object.assign(testConfig.app.payment, {provider: 'adyen', clientKey: 'test_ABC123', environment: 'test'})
)
afterAll(() => Object.assign(testConfig.app.payment, configured))

describe("the brand's payment provider (@adyen/adyen-web) behind the seam", () => {
    test('its secure fields take the card; the platform gets the encrypted fields in the instrument payload', async () => {
        fake.reset(readyBasket())
        renderCheckout()
        const payment = await activeStep(/payment/i)
        await waitFor(() => expect(mockAdyen.mounted).toBeDefined(), {timeout: 5000})
        expect(payment.getByTestId('provider-card-fields')).toBe(mockAdyen.mounted)
        // The storefront never renders card inputs of its own with this provider.
        expect(payment.queryByLabelText(/^card number/i)).toBeNull()
        expect(mockAdyen.checkoutOptions).toEqual({
            clientKey: 'test_ABC123',
            environment: 'test',
            locale: 'en-GB',
            countryCode: 'GB',
            amount: {value: 6495, currency: 'GBP'},
            analytics: {enabled: false}
        })
        expect(mockAdyen.cardOptions).toMatchObject({
            brands: ['visa', 'mc', 'amex', 'discover'],
            hasHolderName: true,
            holderNameRequired: true,
            enableStoreDetails: false
        })
        expect(
            document.querySelector(
                'link[href="https://checkoutshopper-test.cdn.adyen.com/checkoutshopper/sdk/6.45.2/adyen.css"]'
            )
        ).not.toBeNull()

        // Incomplete fields: the provider shows its errors and nothing is sent.
        fireEvent.click(payment.getByRole('button', {name: /place order/i}))
        await waitFor(() => expect(mockAdyen.validationShown).toBe(1))
        expect(fake.state.calls).not.toContain('PUT billing address')

        // The shopper completes the secure fields.
        mockAdyen.cardOptions?.onBrand({brand: 'visa'})
        mockAdyen.cardOptions?.onFieldValid({endDigits: '1111'})
        mockAdyen.cardOptions?.onFieldValid({expiryDate: '03/2030'})
        mockAdyen.valid = true
        fireEvent.click(payment.getByRole('button', {name: /place order/i}))
        await waitFor(() => expect(currentLocation()).toBe('/checkout/confirmation/VL00000001'), {
            timeout: 5000
        })

        expect(fake.state.bodies['POST basket payment']).toEqual([
            {
                paymentMethodId: 'CREDIT_CARD',
                c_adyenPaymentMethod: 'scheme',
                paymentCard: {
                    cardType: 'Visa',
                    holder: 'Anna Smith',
                    maskedNumber: '************1111',
                    expirationMonth: 3,
                    expirationYear: 2030
                }
            }
        ])
        const [orderPayment] = fake.state.bodies['POST order payment'] as Record<string, unknown>[]
        expect(orderPayment).toEqual({
            paymentMethodId: 'CREDIT_CARD',
            amount: 64.95,
            c_adyenPaymentMethod: 'scheme',
            c_remoteIP: '203.0.113.7',
            c_origin: 'http://localhost',
            c_returnURL: 'http://localhost/checkout3ds',
            c_storePaymentMethod: false,
            // "placeholder expiry month 3, year 2030 in card data for the payment provider" (spec 000 §9)
            paymentCard: {
                cardType: 'Visa',
                holder: 'Anna Smith',
                maskedNumber: '************1111',
                expirationMonth: 3,
                expirationYear: 2030
            },
            c_adyenStateData: JSON.stringify({paymentMethod: ENCRYPTED, browserInfo: BROWSER_INFO})
        })
    })
})
