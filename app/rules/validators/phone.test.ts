import {
    fixedPhonePrefix,
    isPhoneFieldShown,
    isValidPhone,
    isValidUsLocalPhone,
    normalisePhone,
    phoneValidator,
    signUpPhoneValidator,
    smsPrefix
} from './phone'

describe('phone (spec 001 §5.1)', () => {
    test.each([
        // "US requires an optional 00/+ and 1 followed by 10 digits"
        ['US', '+1 800 222 2222', true],
        ['US', '0018002222222', true],
        ['US', '18002222222', true],
        ['US', '(800) 222-2222', true],
        ['US', '8002222222', true],
        ['US', '+44 800 222 2222', false],
        ['US', '800222222', false],
        ['US', '+1 800 222 22222', false],
        ['US', 'call me', false],
        // "Others need 5 to 20 characters of digits, hyphens, spaces, plus, parentheses"
        ['GB', '+44 (0)20 7946 0000', true],
        ['GB', '07946 000000', true],
        ['FR', '12345', true],
        ['FR', '1234', false],
        ['FR', '123456789012345678901', false],
        ['FR', '0612.345.678', false],
        ['AU', '<script>', false],
        [undefined, '', false]
    ])('%s phone %j is %s', (country, value, valid) => {
        expect(isValidPhone(value, country)).toBe(valid)
    })

    test.each([
        ['800 222 2222', true],
        ['800-222-2222', true],
        ['18002222222', false],
        ['80022222', false]
    ])('"the US local number must be exactly 10 digits": %j is %s', (value, valid) => {
        expect(isValidUsLocalPhone(value)).toBe(valid)
    })

    test.each([
        ['+44 (0)20 7946-0000', '+4402079460000'],
        ['001 800 222 2222', '+18002222222'],
        ['(020) 7946 0000', '02079460000'],
        [' +1-800 ', '+1800'],
        ['+', ''],
        ['abc', ''],
        [undefined, '']
    ])(
        '"Normalisation strips non-digits except a leading plus and turns a 001 prefix into +1": %j → %j',
        (value, expected) => {
            expect(normalisePhone(value)).toBe(expected)
        }
    )

    test.each([
        ['US', '', 'This field is required'],
        ['US', '12', 'Please enter a valid phone number.'],
        ['GB', '020 7946 0000', true]
    ])('phoneValidator(%s)(%j) → %s', (country, value, expected) => {
        expect(phoneValidator(country)(value)).toBe(expected)
    })

    const tenDigits = 'Please enter a 10-digit phone number, eg. 800 222 2222'
    test.each([
        [true, '', tenDigits],
        [true, '800 222 2222', true],
        [true, '800 222', tenDigits],
        [true, '123456789012345678901', 'Please enter no more than 20 characters.'],
        [false, '', true],
        [false, '   ', true],
        [false, '12', tenDigits],
        [false, '800-222-2222', true]
    ])('sign-up phone (mandatory %s) %j → %s', (mandatory, value, expected) => {
        expect(signUpPhoneValidator(mandatory)(value)).toBe(expected)
    })

    test('"for GB and US a fixed prefix (+44 or +1) is shown"; "SMS prefix +44 for non-US, +1 for en-US"', () => {
        expect(fixedPhonePrefix('GB')).toBe('+44')
        expect(fixedPhonePrefix('us')).toBe('+1')
        expect(fixedPhonePrefix('FR')).toBeUndefined()
        expect(smsPrefix('en-US')).toBe('+1')
        expect(smsPrefix('en-GB')).toBe('+44')
        expect(smsPrefix(undefined)).toBe('+44')
    })

    test('"The phone field is hidden when hideSMSField is true"', () => {
        expect(isPhoneFieldShown(true)).toBe(false)
        expect(isPhoneFieldShown(false)).toBe(true)
        expect(isPhoneFieldShown(undefined)).toBe(true)
    })
})
