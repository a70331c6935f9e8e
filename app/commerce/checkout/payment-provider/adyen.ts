import {AdyenCheckout, Card, Core} from '@adyen/adyen-web'
import {providerOrigin} from './origins'
import type {CardDetails, HostedCardFields, HostedCardOptions, PaymentProvider, ProtectedCard} from './types'

/**
 * The brand's payment provider, through its official web library (@adyen/adyen-web). Card number, expiry
 * and security code are typed into the provider's secure fields (its own iframes): the storefront only ever
 * receives their encrypted values as state data, plus brand, last digits and expiry for display. This module
 * is only imported by the payment step's loader (never in the first-load bundle).
 */
const BRANDS = ['visa', 'mc', 'amex', 'discover']

const BRAND_NAMES: Record<string, string> = {
    visa: 'Visa',
    mc: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover'
}

/** The library's stylesheet from the provider's CDN for the library's own version (CSS is not bundled). */
const addStylesheet = (environment: string) => {
    const href = `${providerOrigin(environment, 'cdn')}/checkoutshopper/sdk/${
        Core.metadata.version
    }/adyen.css`
    if (document.querySelector(`link[href="${href}"]`)) return
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    document.head.appendChild(link)
}

/** "MM/YY" or "MM/YYYY" from the expiry field. */
const expiryOf = (value: string | undefined): Pick<CardDetails, 'expiryMonth' | 'expiryYear'> => {
    const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(value ?? '')
    if (!match) return {}
    const year = Number(match[2])
    return {expiryMonth: Number(match[1]), expiryYear: year < 100 ? 2000 + year : year}
}

interface CardData {
    paymentMethod?: Record<string, unknown> & {type?: string; holderName?: string}
    browserInfo?: Record<string, unknown>
    storePaymentMethod?: boolean
}

const mountCardFields = async (
    container: HTMLElement,
    options: HostedCardOptions
): Promise<HostedCardFields> => {
    addStylesheet(options.environment)
    const seen: {brand?: string; lastDigits?: string; expiry?: string} = {}
    const checkout = await AdyenCheckout({
        clientKey: options.clientKey,
        environment: options.environment as 'test',
        locale: options.locale,
        countryCode: options.countryCode,
        amount: options.amount,
        analytics: {enabled: false}
    })
    const card = new Card(checkout, {
        brands: BRANDS,
        hasHolderName: true,
        holderNameRequired: true,
        enableStoreDetails: options.allowSave,
        onBrand: (event) => {
            seen.brand = event.brand
        },
        onFieldValid: (event) => {
            if (event.endDigits) seen.lastDigits = event.endDigits
            if (event.expiryDate) seen.expiry = event.expiryDate
        },
        onChange: (state) => options.onChange?.(Boolean(state.isValid))
    }).mount(container)

    const collect = (): ProtectedCard | undefined => {
        if (!card.isValid) {
            card.showValidation()
            return undefined
        }
        const data = card.data as CardData
        const paymentMethod = {...(data.paymentMethod ?? {}), type: data.paymentMethod?.type ?? 'scheme'}
        return {
            kind: 'new',
            save: options.allowSave && data.storePaymentMethod === true,
            stateData: {paymentMethod, ...(data.browserInfo ? {browserInfo: data.browserInfo} : {})},
            details: {
                brand: BRAND_NAMES[seen.brand ?? ''] ?? seen.brand,
                lastDigits: seen.lastDigits,
                holder: typeof paymentMethod.holderName === 'string' ? paymentMethod.holderName : undefined,
                ...expiryOf(seen.expiry)
            }
        }
    }
    return {collect, unmount: () => card.unmount()}
}

export const adyenProvider: PaymentProvider = {id: 'adyen', mountCardFields}
