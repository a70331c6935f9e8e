import crypto from 'crypto'
import type {SandboxContext} from '../../core/context'
import {insertAddress} from './addresses/address-store'
import {seededCustomerId} from './ids'
import {insertPaymentInstrument} from './payment-instruments/payment-store'

/**
 * Saved addresses and a saved card for the demo shoppers, so the account pages and checkout have something to
 * show: alex.morgan has two addresses (one preferred) and a Visa card; sam.taylor one address; jordan.lee
 * nothing (the empty states).
 */
const SEED_DATE = '2024-03-01T09:00:00.000Z'

// The storefront's id rule: country + city + address1 without spaces, cut to 20 characters.
const addressIdOf = (address: {countryCode: string; city: string; address1: string}) =>
    `${address.countryCode}${address.city}${address.address1}`.replace(/\s+/g, '').slice(0, 20)

const SEED_ADDRESSES = [
    {
        login: 'alex.morgan@example.com',
        preferred: true,
        fields: {
            firstName: 'Alex',
            lastName: 'Morgan',
            address1: '12 Chapel Street',
            city: 'London',
            postalCode: 'N1 9GU',
            countryCode: 'GB',
            phone: '07700 900123'
        }
    },
    {
        login: 'alex.morgan@example.com',
        preferred: false,
        fields: {
            firstName: 'Alex',
            lastName: 'Morgan',
            address1: '8 Deansgate',
            city: 'Manchester',
            postalCode: 'M3 2BW',
            countryCode: 'GB',
            phone: '07700 900456'
        }
    },
    {
        login: 'sam.taylor@example.com',
        preferred: true,
        fields: {
            firstName: 'Sam',
            lastName: 'Taylor',
            address1: '27 Rose Lane',
            city: 'Bristol',
            postalCode: 'BS1 4DJ',
            countryCode: 'GB',
            phone: '07700 900789'
        }
    }
]

export const seedAccounts = (ctx: SandboxContext) => {
    for (const address of SEED_ADDRESSES) {
        insertAddress(ctx, seededCustomerId(address.login), {
            addressId: addressIdOf(address.fields),
            preferred: address.preferred,
            fields: address.fields,
            creationDate: SEED_DATE
        })
    }
    const alex = seededCustomerId('alex.morgan@example.com')
    insertPaymentInstrument(ctx, alex, {
        paymentInstrumentId: crypto.createHash('sha256').update('card:alex').digest('hex').slice(0, 26),
        paymentMethodId: 'CREDIT_CARD',
        isDefault: true,
        card: {
            cardType: 'Visa',
            holder: 'Alex Morgan',
            expirationMonth: 12,
            expirationYear: 2030,
            maskedNumber: '************1111',
            numberLastDigits: '1111'
        },
        creationDate: SEED_DATE
    })
}
