import {
    NAME_MAX_LENGTH,
    validateAddressLine,
    validateAddressOther,
    validateCustomerName,
    validateName
} from './names'

const REQUIRED = 'This field is required'
const INVALID = 'Please input valid characters'

describe('names (spec 001 §5.1 "letters (including accented), space, apostrophe, backtick, hyphen only")', () => {
    test.each([
        ['Anna', true],
        ['Mary-Jane', true],
        ["O'Brien", true],
        ['O’Brien', true],
        ['D`Arcy', true],
        ['José Álvarez', true],
        ['Zoë Brontë', true],
        ['Łucja Żółć', true],
        ['李', true],
        ['  Anna  ', true],
        ['', REQUIRED],
        ['   ', REQUIRED],
        [undefined, REQUIRED],
        [null, REQUIRED],
        ['Anna2', INVALID],
        ['Anna.', INVALID],
        ['<script>alert(1)</script>', INVALID],
        ['Anna_B', INVALID],
        ['Anna\nB', INVALID]
    ])('validateName(%j) → %s', (value, expected) => {
        expect(validateName(value)).toBe(expected)
    })
})

describe('address line or city ("the same plus digits, whitespace, dot")', () => {
    test.each([
        ['12 High St.', true],
        ["1 King's Road", true],
        ['Flat 3-4 Rue de l’Église', true],
        ['Saint-Étienne', true],
        ['', REQUIRED],
        ['12 High St, London', INVALID],
        ['1/2 Main', INVALID],
        ['<b>', INVALID],
        ['#4', INVALID]
    ])('validateAddressLine(%j) → %s', (value, expected) => {
        expect(validateAddressLine(value)).toBe(expected)
    })
})

describe('other address-like field ("letters, digits, backslash, slash, comma, dot, parentheses, whitespace, apostrophe, backtick, hyphen")', () => {
    test.each([
        ['Suite 1/2, Block (B)', true],
        ['C\\O Smith', true],
        ["Flat 3 - St. John's", true],
        ['', true],
        ['Apt #5', INVALID],
        ['a;b', INVALID],
        ['<script>', INVALID],
        ['x@y', INVALID]
    ])('validateAddressOther(%j) → %s', (value, expected) => {
        expect(validateAddressOther(value)).toBe(expected)
    })
})

describe('each pattern widens the one before', () => {
    test.each([
        ['Anna', true, true, true],
        ['12 High St.', false, true, true],
        ['1/2, Block (B)', false, false, true]
    ])('%j: name %s, address line %s, other %s', (value, name, line, other) => {
        expect(validateName(value) === true).toBe(name)
        expect(validateAddressLine(value) === true).toBe(line)
        expect(validateAddressOther(value) === true).toBe(other)
    })
})

describe('customer names on the account forms (spec 001 §5.1, §9 "names 40")', () => {
    test.each([
        ['Anna-Lise', true],
        ['a'.repeat(NAME_MAX_LENGTH), true],
        ['a'.repeat(NAME_MAX_LENGTH + 1), 'Please enter no more than 40 characters.'],
        ['', REQUIRED],
        ['R2D2', INVALID]
    ])('%j → %j', (value, expected) => {
        expect(validateCustomerName(value)).toBe(expected)
    })
})
