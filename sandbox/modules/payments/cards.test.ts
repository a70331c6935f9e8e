import {fullCardOf, maskedCardOf} from './card-input'
import {brandOf, isExpired, luhnValid, outcomeForNumber, securityCodeValid} from './cards'
import {allowedReturnUrl, withParams} from './return-url'

// Card rules of the simulator and the return-address allow list.
const NOW = Date.parse('2025-06-15T12:00:00Z')

describe('cards', () => {
    test.each([
        ['4111111111111111', 'Visa', true],
        ['5555555555554444', 'Mastercard', true],
        ['2223003122003222', 'Mastercard', true],
        ['371449635398431', 'American Express', true],
        ['6011111111111117', 'Discover', true],
        ['4111111111111112', 'Visa', false]
    ])('%s is %s (Luhn valid: %s)', (number, brand, valid) => {
        expect(brandOf(number)).toBe(brand)
        expect(luhnValid(number)).toBe(valid)
    })

    test('outcomes of the test cards', () => {
        expect(outcomeForNumber('4000000000000002')).toBe('refuse')
        expect(outcomeForNumber('4000000000003220')).toBe('challenge')
        expect(outcomeForNumber('4111111111111111')).toBe('authorise')
    })

    test('expiry runs to the end of the month; security codes are 3 digits, 4 for Amex', () => {
        expect(isExpired(6, 2025, NOW)).toBe(false)
        expect(isExpired(5, 2025, NOW)).toBe(true)
        expect(securityCodeValid('Visa', '737')).toBe(true)
        expect(securityCodeValid('Visa', '7373')).toBe(false)
        expect(securityCodeValid('American Express', '7373')).toBe(true)
    })

    test('a full card is masked for storage; two-digit years and spaces are accepted', () => {
        const card = fullCardOf(
            {
                paymentCard: {
                    number: '4111 1111 1111 1111',
                    expirationMonth: '3',
                    expirationYear: '30',
                    securityCode: '737'
                }
            },
            NOW
        )
        expect(card).toMatchObject({brand: 'Visa', expirationYear: 2030})
        expect(maskedCardOf({paymentCard: {maskedNumber: '************1111', cardType: 'visa'}})).toEqual({
            cardType: 'Visa',
            maskedNumber: '************1111',
            numberLastDigits: '1111'
        })
        expect(() =>
            fullCardOf(
                {paymentCard: {number: '4111111111111111', expirationMonth: 13, expirationYear: 2030}},
                NOW
            )
        ).toThrow()
        expect(() =>
            maskedCardOf({paymentCard: {maskedNumber: '************1111', cardType: 'Diners'}})
        ).toThrow()
    })
})

describe('return addresses', () => {
    test('only the storefront on loopback (or configured hosts) may receive the shopper back', () => {
        expect(allowedReturnUrl('http://localhost:3000/checkout3ds', 'x').hostname).toBe('localhost')
        expect(
            allowedReturnUrl('https://shop.example/x', 'x', {SANDBOX_RETURN_HOSTS: 'shop.example'}).hostname
        ).toBe('shop.example')
        for (const url of [
            'https://evil.example/',
            'javascript:alert(1)',
            'http://user:pw@localhost/',
            '/relative',
            42
        ]) {
            expect(() => allowedReturnUrl(url, 'x', {})).toThrow()
        }
        expect(withParams(new URL('http://localhost:3000/a?b=1'), {redirectResult: 'r&s'})).toBe(
            'http://localhost:3000/a?b=1&redirectResult=r%26s'
        )
    })
})
