import {sandboxProvider} from './sandbox'
import type {PaymentProvider} from './types'

export type {HostedCardFields, HostedCardOptions, PaymentProvider, ProtectedCard} from './types'

const PAYMENT_PROVIDERS = ['sandbox', 'adyen'] as const

/**
 * The configured provider (`app.payment.provider`). The sandbox's is a few lines and ships with the payment
 * step; the brand's provider and its web library load only when the payment step asks for them.
 */
export const loadPaymentProvider = async (id: string): Promise<PaymentProvider> => {
    if (id === 'sandbox') return sandboxProvider
    if (id === 'adyen') return (await import('./adyen')).adyenProvider
    throw new Error(
        `Unknown payment provider '${id}' (app.payment.provider: ${PAYMENT_PROVIDERS.join(' or ')})`
    )
}

/** The provider when it needs no loading (so the sandbox's card fields render on the first paint). */
export const immediatePaymentProvider = (id: string): PaymentProvider | undefined =>
    id === 'sandbox' ? sandboxProvider : undefined
