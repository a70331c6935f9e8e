import {detectCardBrand, digitsOnly, splitCardExpiry, stripCardSpaces} from '../../../rules/account'
import type {PaymentProvider, ProtectedCard, TypedCard} from './types'

/**
 * The sandbox provider: the storefront's own card fields, each value marked with the provider's documented
 * test prefix (`test_` + value) instead of being encrypted, which is what the sandbox's payment simulator
 * reads. Never used against a live platform.
 */
const mark = (value: string) => `test_${value}`

export const protectTypedCard = (card: TypedCard): ProtectedCard => {
    const number = stripCardSpaces(digitsOnly(card.number))
    const expiry = splitCardExpiry(card.expiry)
    const holder = card.holder.trim()
    const brand = detectCardBrand(number)
    return {
        kind: 'new',
        save: Boolean(card.save),
        details: {
            brand,
            lastDigits: number.slice(-4),
            holder,
            expiryMonth: expiry?.month,
            expiryYear: expiry?.year
        },
        stateData: {
            paymentMethod: {
                type: 'scheme',
                holderName: holder,
                encryptedCardNumber: mark(number),
                encryptedExpiryMonth: mark(String(expiry?.month ?? '').padStart(2, '0')),
                encryptedExpiryYear: mark(String(expiry?.year ?? '')),
                encryptedSecurityCode: mark(digitsOnly(card.securityCode))
            }
        }
    }
}

export const sandboxProvider: PaymentProvider = {id: 'sandbox', protectTypedCard}
