import {
    basketDeliveryDate,
    clampGiftMessage,
    deliveryDateValidator,
    validateGiftCardEmail,
    validateGiftCardName,
    validateGiftMessage
} from './gift-card-form'
import {dayMonthOrderFor} from './calendar-date'

const REQUIRED = 'This field is required.'

describe('gift card form (spec 001 §5.2)', () => {
    test.each([
        ['Anna Smith', true],
        ['anna_smith 2', true],
        ['José', true],
        ['a'.repeat(40), true],
        ['', REQUIRED],
        ['  ', REQUIRED],
        [undefined, REQUIRED],
        ['a'.repeat(41), 'Please enter no more than 40 characters.'],
        ["O'Brien", 'Please input valid characters'],
        ['Anna-Marie', 'Please input valid characters'],
        ['<script>', 'Please input valid characters']
    ])('recipient/sender name %j → %s', (value, expected) => {
        expect(validateGiftCardName(value)).toBe(expected)
    })

    test.each([
        ['', REQUIRED],
        ['bob', 'Please enter a valid email address.'],
        ['bob@example.com', true]
    ])('"Recipient email: required, valid": %j → %s', (value, expected) => {
        expect(validateGiftCardEmail(value)).toBe(expected)
    })

    test.each([
        ['', true],
        [undefined, true],
        ['x'.repeat(250), true],
        ['x'.repeat(251), 'Please enter no more than 250 characters.']
    ])('"Message: optional, at most 250": length of %j', (value, expected) => {
        expect(validateGiftMessage(value)).toBe(expected)
    })

    test('"input beyond is ignored"', () => {
        expect(clampGiftMessage('y'.repeat(300))).toHaveLength(250)
        expect(clampGiftMessage('short')).toBe('short')
    })

    test.each([
        ['en-US', 'month-first'],
        ['en-GB', 'day-first'],
        ['fr-FR', 'day-first'],
        [undefined, 'day-first']
    ])('"format MM/dd/yyyy for US locale, dd/MM/yyyy otherwise": %s → %s', (locale, order) => {
        expect(dayMonthOrderFor(locale)).toBe(order)
    })

    // Today is 15 March 2026 (local time); "between today and less than one year ahead".
    const now = new Date(2026, 2, 15, 18, 30)
    const INVALID = 'Please choose a delivery date between today and one year from now.'
    test.each([
        ['en-GB', '15/03/2026', true],
        ['en-GB', '14/03/2027', true],
        ['en-GB', '15/03/2027', INVALID],
        ['en-GB', '14/03/2026', INVALID],
        ['en-US', '03/15/2026', true],
        ['en-US', '15/03/2026', INVALID],
        ['en-GB', '31/02/2026', INVALID],
        ['en-GB', '1/4/2026', INVALID],
        ['en-GB', '2026-04-01', INVALID],
        ['en-GB', '<script>', INVALID],
        ['en-GB', '', REQUIRED]
    ])('delivery date in %s: %j → %s', (locale, value, expected) => {
        expect(deliveryDateValidator(locale, now)(value)).toBe(expected)
    })

    test('29 February: one year ahead is 1 March', () => {
        const leap = new Date(2028, 1, 29)
        expect(deliveryDateValidator('en-GB', leap)('28/02/2029')).toBe(true)
        expect(deliveryDateValidator('en-GB', leap)('01/03/2029')).toBe(INVALID)
    })

    test("the basket's c_deliveryDate is YYYY-MM-DD", () => {
        expect(basketDeliveryDate('04/05/2026', 'en-GB')).toBe('2026-05-04')
        expect(basketDeliveryDate('04/05/2026', 'en-US')).toBe('2026-04-05')
        expect(basketDeliveryDate('nope', 'en-US')).toBeUndefined()
    })
})
