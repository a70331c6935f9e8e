import assert from 'assert/strict'
import type {Page} from 'playwright-core'
import {openHydrated, waitForText} from '../lib/page-checks'
import {describe, test} from '../lib/registry'
import {JORDAN, signIn} from './account.helpers'
import {
    ADDRESSES,
    AU,
    currentBasket,
    enterCard,
    EU_FR,
    GB,
    openPaymentStep,
    paymentsPage,
    setUpBasket,
    US,
    waitForConfirmation,
    watchOrders
} from './checkout-payments.helpers'

/**
 * Payments as in production, against the sandbox platform (spec 000 §3–§9, spec 001 §2.2, §9): checkout on
 * the US, EU (in French) and AU sites, the redirect methods through the provider's hosted page (cancelled,
 * declined, abandoned, approved), Apple Pay with a scripted ApplePaySession, and saved cards. Every journey
 * counts the orders the browser creates: exactly one order reaches payment per basket.
 */
const SLOW = {timeoutMs: 150_000}
const CARD_OK = '4111 1111 1111 1111'

const placeOrder = (page: Page) => page.getByRole('button', {name: /^Place order/})
const money = (text: string) => Number(text.replace(/[^\d.,]/g, '').replace(',', '.'))

/** A scripted ApplePaySession (Safari's Apple Pay JS): it drives the sheet as a shopper would. */
const APPLE_PAY_STAND_IN = `(() => {
    const state = (window.__applePay = {card: 'Visa 0002', events: []})
    const contact = {givenName: 'Robin', familyName: 'Hart', addressLines: ['5 Market Street'], locality: 'Manchester',
        postalCode: 'M1 1AA', countryCode: 'GB', phoneNumber: '07700 900456', emailAddress: 'robin.hart@example.com'}
    class ApplePaySession {
        constructor(version, request) { this.request = request; state.events.push('new') }
        static canMakePayments() { return true }
        static supportsVersion() { return true }
        begin() { state.events.push('begin'); this.onvalidatemerchant({validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession'}) }
        completeMerchantValidation(session) { state.events.push('merchant ' + Boolean(session && session.merchantSessionIdentifier))
            this.onshippingcontactselected({shippingContact: {countryCode: 'GB', postalCode: 'M1 1AA', locality: 'Manchester'}}) }
        completeShippingContactSelection(update) { state.events.push('contact ' + update.newTotal.amount)
            this.onshippingmethodselected({shippingMethod: {identifier: 'gb-express'}}) }
        completeShippingMethodSelection(update) { state.events.push('method ' + update.newTotal.amount)
            this.onpaymentmethodselected({paymentMethod: {network: 'Visa', type: 'debit', displayName: state.card}}) }
        completePaymentMethodSelection() { state.events.push('card')
            this.onpaymentauthorized({payment: {shippingContact: contact, billingContact: contact,
                token: {paymentData: {version: 'EC_v1', data: 'c2FuZGJveA==', signature: 'c2ln', header: {}},
                    paymentMethod: {displayName: state.card, network: 'Visa', type: 'debit'},
                    transactionIdentifier: 'tx-' + state.card.replace(/\\D/g, '') + '-' + Date.now()}}}) }
        completePayment(result) { state.events.push('payment ' + result.status) }
        abort() { state.events.push('abort') }
    }
    ApplePaySession.STATUS_SUCCESS = 0
    ApplePaySession.STATUS_FAILURE = 1
    window.ApplePaySession = ApplePaySession
})()`

describe('checkout on every site', () => {
    test(
        'US: state and ZIP, US sales tax shown, card → one order; a second tab cannot order the same basket again',
        async (t) => {
            const page = await paymentsPage(t, 'US')
            await openHydrated(page, `${t.baseUrl}/us/cart`)
            await setUpBasket(page, t, US, {email: 'jo.rivera@example.com'})
            await openHydrated(page, `${t.baseUrl}/us/checkout`)
            await page.getByLabel('First name').first().fill('Jo')
            await page.getByLabel('Last name').first().fill('Rivera')
            await page.getByLabel('Address', {exact: true}).fill('350 Fifth Avenue')
            await page.getByLabel('City').fill('New York')
            await page.getByLabel('ZIP code').fill('10118')
            await page.getByLabel('State').selectOption('NY')
            await page.getByLabel('Phone number').fill('212 555 0100')
            // American English on the US site: shipping, not delivery.
            const methods = page.getByRole('group', {name: 'Shipping method'})
            await methods.getByRole('radio').first().check({force: true})
            await page.getByRole('button', {name: 'Continue to payment'}).click()
            // US sales tax once the address has a state (net pricing: tax on top of the goods).
            // The summary row reads 'Sales tax' then its amount.
            const tax = page
                .locator('main')
                .getByText('Sales tax', {exact: true})
                .filter({visible: true})
                .first()
                .locator('xpath=..')
                // The row shows before the basket is taxed for the new address: wait for its amount.
                .filter({hasText: /\$\d+\.\d\d/})
            await tax.waitFor()
            const amount = /\$\d+\.\d\d/.exec((await tax.textContent()) ?? '')?.[0] ?? ''
            assert.match(amount, /^\$\d+\.\d\d$/)
            assert.ok(money(amount) > 0, 'sales tax is charged')
            await enterCard(page, CARD_OK)

            // The same shopper at payment in a second tab.
            const second = await page.context().newPage()
            const orders = watchOrders(page, second)
            await openPaymentStep(second, t, US)
            await enterCard(second, CARD_OK)

            assert.match((await placeOrder(page).textContent()) ?? '', /\$\d/)
            await placeOrder(page).dblclick()
            await waitForConfirmation(page)
            await placeOrder(second).click()
            await second.waitForURL(/\/us\/cart/, {timeout: 30_000}).catch(() => undefined)
            assert.equal(orders.created.length, 1, `orders created: ${orders.created.length}`)
            assert.ok(!/confirmation/.test(second.url()), 'the second tab placed no order')
        },
        SLOW
    )

    test(
        'EU in French: EUR, click & collect in Paris, card → order; no Apple Pay where the site does not take it',
        async (t) => {
            const page = await paymentsPage(t, 'FR')
            await page.addInitScript(APPLE_PAY_STAND_IN)
            await openHydrated(page, `${t.baseUrl}/eu/fr-FR/cart`)
            await setUpBasket(page, t, EU_FR, {email: 'camille.martin@example.com'})
            await openHydrated(page, `${t.baseUrl}/eu/fr-FR/checkout`)
            await page.getByText('Retrait en boutique', {exact: true}).click()
            await page.getByLabel('Trouver une boutique par code postal ou ville').fill('Paris')
            await page.getByRole('button', {name: 'Rechercher', exact: true}).click()
            const stores = page.getByRole('group', {name: 'Choisissez une boutique'})
            // A click, not check(): choosing a store closes the list, so the radio is gone before it can be read.
            await stores.getByRole('radio').first().click({force: true})
            await page.getByText('Retrait à').waitFor()
            await page.getByLabel('Prénom').first().fill('Camille')
            await page.getByLabel('Nom', {exact: true}).first().fill('Martin')
            await page.getByLabel('Numéro de mobile').fill('06 12 34 56 78')
            await page.getByRole('button', {name: 'Continuer vers le paiement'}).click()
            await enterCard(page, CARD_OK, {
                number: 'Numéro de carte',
                holder: 'Nom sur la carte',
                expiry: "Date d'expiration (MM/AA)",
                securityCode: 'Code de sécurité'
            })
            // A collection has no shipping address: the billing address is entered, in French.
            await page.getByLabel('Pays / région').selectOption('FR')
            await page.getByLabel('Prénom').last().fill('Camille')
            await page.getByLabel('Nom', {exact: true}).last().fill('Martin')
            await page.getByLabel('Adresse', {exact: true}).fill('10 Rue de Rivoli')
            await page.getByLabel('Ville').fill('Paris')
            await page.getByLabel('Code postal').fill('75004')
            await page.getByLabel('Numéro de téléphone').fill('01 23 45 67 89')
            assert.equal(await page.getByRole('button', {name: 'Acheter avec Apple Pay'}).count(), 0)
            const button = page.getByRole('button', {name: /^Passer la commande/})
            assert.match((await button.textContent()) ?? '', /\d+,\d\d\s?€/)
            await button.click()
            await waitForConfirmation(page, 'Commande n°')
            await waitForText(page, /Retrait en boutique/)
        },
        SLOW
    )

    test(
        'AU: AUD; gift cards only for allowed countries (not NZ); a gift card plus a card → order',
        async (t) => {
            const page = await paymentsPage(t, 'NZ')
            await openHydrated(page, `${t.baseUrl}/au/cart`)
            await setUpBasket(page, t, AU, {
                email: 'mia.nguyen@example.com',
                address: ADDRESSES.AU,
                method: 'au-standard'
            })
            await openPaymentStep(page, t, AU)
            await page.getByLabel('Card number', {exact: true}).waitFor()
            // "Gift card payment is allowed only if the country cookie is in an allowed list" (spec 000 §5).
            assert.equal(await page.getByRole('button', {name: /Pay with a gift card/}).count(), 0)
            assert.match((await placeOrder(page).textContent()) ?? '', /AUD\s?\d/)

            await page.context().addCookies([{name: 'vela_country', value: 'AU', url: t.baseUrl}])
            await openPaymentStep(page, t, AU)
            await page.getByRole('button', {name: /Pay with a gift card/}).click()
            await page.getByLabel('Gift card number').fill('VELA-AU-040')
            await page.getByRole('button', {name: 'Check balance'}).click()
            await page.getByText(/Balance AUD\s?40\.00/).waitFor()
            await page.getByRole('button', {name: 'Apply to order'}).click()
            await page
                .getByText(/Gift card \*+-040/)
                .first()
                .waitFor()
            await enterCard(page, CARD_OK)
            await placeOrder(page).click()
            await waitForConfirmation(page)
            await waitForText(page, /Gift card/)
            await waitForText(page, /Visa ending in 1111/)
        },
        SLOW
    )
})

describe('redirect methods, Apple Pay and saved cards', () => {
    test(
        'PayPal cancelled (basket intact), Klarna declined, Afterpay abandoned, PayPal approved; back after approve orders nothing',
        async (t) => {
            const page = await paymentsPage(t, 'GB')
            const orders = watchOrders(page)
            await openHydrated(page, `${t.baseUrl}/cart`)
            const {basketId} = await setUpBasket(page, t, GB, {
                email: 'sam.redirect@example.com',
                address: ADDRESSES.GB,
                method: 'gb-standard'
            })
            await openPaymentStep(page, t, GB)
            const choose = async (name: string) => {
                await page.getByRole('radio', {name: new RegExp(`^${name}`)}).check({force: true})
                return page.getByRole('button', {name: new RegExp(`^Continue to ${name}`)})
            }
            const backAtPayment = async (message: RegExp) => {
                await page.waitForURL(/\/checkout$/, {timeout: 30_000})
                await page.getByText(message).waitFor({timeout: 20_000})
            }

            // Cancelled at PayPal (a double click places one order): back at payment, the same basket.
            await (await choose('PayPal')).dblclick()
            await page.getByRole('heading', {name: 'PayPal'}).waitFor({timeout: 30_000})
            assert.equal(orders.created.length, 1)
            await page.getByRole('button', {name: 'Cancel and return to VELA'}).click()
            await backAtPayment(/You cancelled the payment with PayPal/)
            assert.ok(await page.getByRole('radio', {name: /^PayPal/}).isChecked(), 'PayPal stays chosen')
            // "Unless ... payment was cancelled" (spec 000 §4): no basket was created on the way back, so
            // the order's own basket re-opened.
            const kept = await currentBasket(t, page, GB)
            assert.equal(kept?.basketId, basketId, 'the same basket is back')
            assert.equal(kept?.productItems?.length, 1)

            // Declined by Klarna: the refusal is shown; the basket is re-payable.
            await (await choose('Klarna')).click()
            await page.getByRole('heading', {name: 'Klarna'}).waitFor({timeout: 30_000})
            await page.getByRole('button', {name: 'Decline (test)'}).click()
            await backAtPayment(/Klarna did not approve the payment/)

            // Abandoned at Afterpay (browser back): the pending order is failed when the basket loads.
            await (await choose('Afterpay')).click()
            await page.getByRole('heading', {name: 'Afterpay'}).waitFor({timeout: 30_000})
            await page.goBack()
            await page.locator('section[aria-labelledby="checkout-step-3"][data-state="active"]').waitFor()
            await page.waitForFunction(() => !localStorage.getItem('orderId'), undefined, {timeout: 20_000})
            await page.getByRole('radio', {name: /^PayPal/}).waitFor()
            assert.equal((await currentBasket(t, page, GB))?.productItems?.length, 1, 'the bag is intact')

            // Approved at PayPal: the order is paid; the PayPal instrument is the only payer on it.
            await (await choose('PayPal')).click()
            await page.getByRole('heading', {name: 'PayPal'}).waitFor({timeout: 30_000})
            await page.getByRole('button', {name: 'Pay now'}).click()
            await waitForConfirmation(page)
            await waitForText(page, /PayPal/)
            const placed = orders.created.length
            assert.equal(placed, 4, 'one order per attempt (three failed, one paid)')

            // Back after approving: the provider's page has ended; nothing is ordered again.
            await page.goBack()
            await page.getByText(/This payment has ended/).waitFor()
            await page.goBack()
            await page.waitForURL(/\/(cart|checkout)/)
            await page.waitForTimeout(1500)
            assert.equal(orders.created.length, placed)
        },
        {
            timeoutMs: 240_000
        }
    )

    test(
        'Apple Pay with a scripted ApplePaySession: a declined card shows applePayFailed, then the sheet places the order',
        async (t) => {
            const page = await paymentsPage(t, 'GB')
            await page.addInitScript(APPLE_PAY_STAND_IN)
            const orders = watchOrders(page)
            await openHydrated(page, `${t.baseUrl}/cart`)
            await setUpBasket(page, t, GB, {
                email: 'robin.hart@example.com',
                address: ADDRESSES.GB,
                method: 'gb-standard'
            })
            await openPaymentStep(page, t, GB)
            const button = page.getByRole('button', {name: 'Buy with Apple Pay'})
            await button.click()
            await page.waitForURL(/applePayFailed=true/, {timeout: 30_000})
            await waitForText(page, /Apple Pay could not complete your payment/)
            await page.evaluate('window.__applePay.card = "Visa 1111"')
            await button.click()
            await waitForConfirmation(page)
            await waitForText(page, /Apple Pay \(Visa ending in 1111\)/)
            await waitForText(page, /Manchester/)
            // The second sheet's controller calls (the first, declined sheet's calls may precede them in the log when
            // the return to payment does not reload the page).
            const events: string[] = await page.evaluate('window.__applePay.events')
            assert.deepEqual(
                events.slice(-7).map((event) => event.split(' ')[0]),
                ['new', 'begin', 'merchant', 'contact', 'method', 'card', 'payment']
            )
            assert.equal(events.at(-1), 'payment 0')
            // The platform placed the order through the Apple Pay controllers, not the storefront.
            assert.equal(orders.created.length, 0)
        },
        SLOW
    )

    test(
        'saved cards: a registered shopper saves a new card at checkout, then pays with it (customerPaymentInstrumentId)',
        async (t) => {
            const page = await paymentsPage(t, 'GB')
            await signIn(page, t.baseUrl, JORDAN.email, JORDAN.password)
            const ready = {email: JORDAN.email, address: ADDRESSES.GB, method: 'gb-standard'}
            await setUpBasket(page, t, GB, ready)
            await openPaymentStep(page, t, GB)
            await enterCard(page, '5555 5555 5555 4444')
            await page.getByText('Save this card for next time').click()
            await placeOrder(page).click()
            await waitForConfirmation(page)

            await setUpBasket(page, t, GB, ready)
            await openPaymentStep(page, t, GB)
            const saved = page.getByRole('radio', {name: /Mastercard ending in 4444/})
            await saved.waitFor({state: 'attached'})
            assert.ok(await saved.isChecked(), 'the saved card is chosen')
            assert.equal(await page.getByLabel('Card number', {exact: true}).count(), 0)
            const instrument = page.waitForRequest(
                (request) =>
                    request.method() === 'POST' && /\/baskets\/[^/]+\/payment-instruments/.test(request.url())
            )
            await placeOrder(page).click()
            const body = JSON.parse((await instrument).postData() ?? '{}') as {
                customerPaymentInstrumentId?: string
            }
            assert.ok(body.customerPaymentInstrumentId, 'the saved card pays by its id')
            await waitForConfirmation(page)
            await waitForText(page, /Mastercard ending in 4444/)
        },
        SLOW
    )
})
