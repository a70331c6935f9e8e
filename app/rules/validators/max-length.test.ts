import {enforceMaxLength, OVER_LIMIT_REVERT_MS, showsLengthCounter} from './max-length'
import {maxLengthMessage} from './messages'
import {allOf, characterCount, matches, maxLength, required} from './validator'

describe('maximum length (spec 001 §5.1 "Please enter no more than {n} characters.")', () => {
    test.each([
        [50, 'Please enter no more than 50 characters.'],
        [20, 'Please enter no more than 20 characters.'],
        [40, 'Please enter no more than 40 characters.']
    ])('message for %s', (max, message) => {
        expect(maxLengthMessage(max)).toBe(message)
    })

    test.each([
        ['abc', 5, 'abc', undefined],
        ['abcdef', 5, 'abcde', 'Please enter no more than 5 characters.'],
        ['a'.repeat(51), 50, 'a'.repeat(50), 'Please enter no more than 50 characters.'],
        ['😀😀😀', 2, '😀😀', 'Please enter no more than 2 characters.'],
        ['', 0, '', undefined]
    ])('"Overlong input is cut": %j at %s → %j', (input, max, value, message) => {
        expect(enforceMaxLength(input, max)).toEqual(message ? {value, message} : {value})
    })

    test('"the value reverts after 100 ms"', () => {
        expect(OVER_LIMIT_REVERT_MS).toBe(100)
    })

    test('"A textarea can show an \'n/max characters\' counter": it counts characters, not UTF-16 units', () => {
        expect(characterCount('hello')).toBe(5)
        expect(characterCount('😀')).toBe(1)
    })
})

describe('showsLengthCounter: the limit is shown before input is cut (names 40, postcodes 12)', () => {
    test.each([
        ['', 40, false],
        ['a'.repeat(31), 40, false],
        ['a'.repeat(32), 40, true],
        ['a'.repeat(40), 40, true],
        ['a'.repeat(9), 12, false],
        ['a'.repeat(10), 12, true],
        ['😀'.repeat(9), 12, false],
        [undefined, 12, false],
        ['abc', 0, false]
    ])('%j of at most %i characters → counter %s', (value, max, shown) => {
        expect(showsLengthCounter(value, max)).toBe(shown)
    })
})

describe('validator building blocks', () => {
    test('required, matches, maxLength and allOf report the first failure', () => {
        const rule = allOf(required('need it'), maxLength(3), matches(/^\d+$/, 'digits'))
        expect(rule('')).toBe('need it')
        expect(rule('12345')).toBe('Please enter no more than 3 characters.')
        expect(rule('ab')).toBe('digits')
        expect(rule('12')).toBe(true)
        expect(maxLength(2)(undefined)).toBe(true)
        expect(characterCount('é😀')).toBe(2)
    })
})
