import {isValidPostcode, postcodeValidator} from './postcode'

describe('postcodes per country (spec 001 §5.1)', () => {
    test.each([
        // "US 5 digits with optional 4-digit extension"
        ['US', '10001', true],
        ['US', '10001-1234', true],
        ['US', '1000', false],
        ['US', '10001-12', false],
        ['US', '10001 1234', false],
        // "CA letter-digit-letter then digit-letter-digit with optional space"
        ['CA', 'K1A 0B1', true],
        ['CA', 'k1a0b1', true],
        ['CA', 'K1A  0B1', false],
        ['CA', '1KA 0B1', false],
        // "FR 5 digits (optional F- prefix; Corsica 2A/2B)"
        ['FR', '75001', true],
        ['FR', 'F-75001', true],
        ['FR', '2A004', true],
        ['FR', '2b200', true],
        ['FR', '2C004', false],
        ['FR', 'F75001', false],
        ['FR', '7500', false],
        // "IT 5 digits"
        ['IT', '00184', true],
        ['IT', '001844', false],
        // "JP 3 digits, hyphen, 4 digits"
        ['JP', '100-0001', true],
        ['JP', '1000001', false],
        // "CN 6 digits"
        ['CN', '100000', true],
        ['CN', '10000', false],
        // "GB standard UK postcode, case-insensitive"
        ['GB', 'SW1A 1AA', true],
        ['GB', 'sw1a1aa', true],
        ['GB', 'M1 1AE', true],
        ['GB', 'B33 8TH', true],
        ['GB', 'CR2 6XH', true],
        ['GB', 'DN55 1PT', true],
        ['GB', 'W1A 0AX', true],
        ['GB', 'EC1A 1BB', true],
        ['GB', 'GIR 0AA', true],
        ['UK', 'SW1A 1AA', true],
        ['GB', 'SW1A', false],
        ['GB', '12345', false],
        ['GB', 'SW1A 1AAA', false],
        // "general: alphanumeric start then up to 10 alphanumerics, hyphens or spaces"
        ['DE', '10115', true],
        ['NL', '1012 AB', true],
        ['IE', 'D02 X285', true],
        [undefined, 'A', true],
        ['SE', '12345678901', true],
        ['SE', '123456789012', false],
        ['SE', '-1234', false],
        ['SE', '<script>', false],
        ['SE', '', false]
    ])('%s postcode %j is %s', (country, value, valid) => {
        expect(isValidPostcode(value, country)).toBe(valid)
    })

    test('surrounding whitespace is ignored', () => {
        expect(isValidPostcode(' 10001 ', 'US')).toBe(true)
    })

    test.each([
        ['GB', '', 'This field is required'],
        ['GB', 'nope', 'Please enter a valid postcode.'],
        ['US', '90210', true]
    ])('postcodeValidator(%s)(%j) → %s', (country, value, expected) => {
        expect(postcodeValidator(country)(value)).toBe(expected)
    })
})
