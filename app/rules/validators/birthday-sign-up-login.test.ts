import {autoSlashBirthday, birthdayToIso, birthdayValidator, canSendInsidersDob} from './birthday'
import {dayMonthOrderFor, formatSlashedDate, isRealDate, parseSlashedDate} from './calendar-date'
import {validateEmail} from './email'
import {validatePassword} from './login'
import {
    isCheckboxOptionDisabled,
    isValidNpsScore,
    NPS_SCORES,
    signUpRequired,
    toggleCheckboxOption,
    validateCheckboxGroup
} from './sign-up'

const now = new Date(2026, 5, 1)
const INVALID_DOB = 'Enter valid date of birth'

describe('sign-up birthday (spec 001 §5.3)', () => {
    test.each([
        ['0', '0'],
        ['01', '01'],
        ['010', '01/0'],
        ['0102', '01/02'],
        ['01021', '01/02/1'],
        ['01021990', '01/02/1990'],
        ['010219901234', '01/02/1990'],
        ['01/02/1990', '01/02/1990'],
        ['ab01cd02', '01/02'],
        ['', '']
    ])('"numeric with automatic slashes, at most 8 digits": %j → %j', (input, shown) => {
        expect(autoSlashBirthday(input)).toBe(shown)
    })

    test.each([
        ['en-GB', '31/12/1990', true],
        ['en-GB', '01/01/1900', true],
        ['en-GB', '01/06/2026', true],
        ['en-GB', '12/31/1990', INVALID_DOB],
        ['en-US', '12/31/1990', true],
        ['en-US', '31/12/1990', INVALID_DOB],
        ['en-GB', '00/01/1990', INVALID_DOB],
        ['en-GB', '32/01/1990', INVALID_DOB],
        ['en-GB', '01/13/1990', INVALID_DOB],
        ['en-GB', '01/01/1899', INVALID_DOB],
        ['en-GB', '01/01/2027', INVALID_DOB],
        ['en-GB', '1/1/1990', INVALID_DOB],
        ['en-GB', '<script>', INVALID_DOB],
        ['en-GB', '', INVALID_DOB]
    ])(
        '"DD/MM/YYYY, or MM/DD/YYYY for en-US; day 1-31, month 1-12, year 1900 to the current year": %s %j → %s',
        (locale, value, expected) => {
            expect(birthdayValidator(locale, now)(value)).toBe(expected)
        }
    )

    test('an optional birthday may be empty; formats and ISO conversion', () => {
        expect(birthdayValidator('en-GB', now, false)('')).toBe(true)
        expect(dayMonthOrderFor('en-US')).toBe('month-first')
        expect(dayMonthOrderFor('fr-FR')).toBe('day-first')
        expect(birthdayToIso('31/12/1990', 'en-GB', now)).toBe('1990-12-31')
        expect(birthdayToIso('12/31/1990', 'en-US', now)).toBe('1990-12-31')
        expect(birthdayToIso('99/99/1990', 'en-US', now)).toBeUndefined()
    })

    test.each([
        ['a@b.co', '1990-01-02', true],
        ['a@b.co', '02/01/2001', true],
        ['a@b.co', '02/01/1801', false],
        ['', '1990-01-02', false],
        ['a@b.co', '', false]
    ])(
        '"insiders date-of-birth call needs both email and dob" matching 19xx or 20xx: %j %j → %s',
        (email, dob, ok) => {
            expect(canSendInsidersDob(email, dob)).toBe(ok)
        }
    )
})

describe('calendar dates', () => {
    test('real dates and formatting', () => {
        expect(isRealDate({year: 2024, month: 2, day: 29})).toBe(true)
        expect(isRealDate({year: 2025, month: 2, day: 29})).toBe(false)
        expect(isRealDate({year: 2025, month: 1.5, day: 1})).toBe(false)
        expect(parseSlashedDate('29/02/2024', 'day-first')).toEqual({year: 2024, month: 2, day: 29})
        expect(parseSlashedDate(undefined, 'day-first')).toBeUndefined()
        expect(formatSlashedDate({year: 2026, month: 4, day: 5}, 'month-first')).toBe('04/05/2026')
        expect(formatSlashedDate({year: 2026, month: 4, day: 5}, 'day-first')).toBe('05/04/2026')
    })
})

describe('sign-up fields (spec 001 §5.3, §4.7)', () => {
    test('"Required fields show \'This field is required\' unless a custom message is given"', () => {
        expect(signUpRequired()('')).toBe('This field is required')
        expect(signUpRequired('Pick a country')(' ')).toBe('Pick a country')
        expect(signUpRequired()('x')).toBe(true)
    })

    test('"Mandatory radio and dropdown: empty gives the validation message"', () => {
        expect(signUpRequired('Choose one')(undefined)).toBe('Choose one')
        expect(signUpRequired()('')).toBe('This field is required')
    })

    test.each([
        [[], {min: 1, max: 3}, 'Pick 1 to 3'],
        [['a'], {min: 1, max: 3}, true],
        [['a', 'b', 'c'], {min: 1, max: 3}, true],
        [['a', 'b', 'c', 'd'], {min: 1, max: 3}, 'Pick 1 to 3'],
        [[], {}, true]
    ])('"count selected within min and max": %j with %j → %s', (selected, limits, expected) => {
        expect(validateCheckboxGroup(selected, limits, 'Pick 1 to 3')).toBe(expected)
    })

    test.each([
        [['Yoga'], 'Nothing', 3, ['Nothing']],
        [['Nothing'], 'Yoga', 3, ['Yoga']],
        [['Yoga', 'Run'], 'Yoga', 3, ['Run']],
        [['Yoga', 'Run'], 'Gym', 2, ['Yoga', 'Run']],
        [['Yoga'], 'Run', undefined, ['Yoga', 'Run']],
        [['Nothing'], 'Nothing', 3, []]
    ])(
        '"option \'Nothing\' excludes the others": %j + %s (max %s) → %j',
        (selected, option, max, expected) => {
            expect(toggleCheckboxOption(selected, option, max)).toEqual(expected)
        }
    )

    test('"once the maximum is reached the others are disabled"', () => {
        expect(isCheckboxOptionDisabled('Gym', ['Yoga', 'Run'], 2)).toBe(true)
        expect(isCheckboxOptionDisabled('Yoga', ['Yoga', 'Run'], 2)).toBe(false)
        expect(isCheckboxOptionDisabled('Gym', ['Yoga'], 2)).toBe(false)
        expect(isCheckboxOptionDisabled('Gym', ['Yoga'], undefined)).toBe(false)
    })

    test.each([
        [0, true],
        [10, true],
        ['7', true],
        [11, false],
        [-1, false],
        [5.5, false],
        ['', false],
        ['ten', false],
        [undefined, false]
    ])('"NPS score 0-10": %j is %s', (score, valid) => {
        expect(isValidNpsScore(score)).toBe(valid)
    })

    test('NPS scores (the labels are the form’s translated messages)', () => {
        expect(NPS_SCORES).toHaveLength(11)
    })
})

describe('login (spec 001 §5.1 "Login requires email and password")', () => {
    test.each([
        ['a@b.co', 'pw', {}],
        ['', '', {email: 'This field is required', password: 'This field is required'}],
        ['nope', 'pw', {email: 'Please enter a valid email address.'}],
        ['a@b.co', undefined, {password: 'This field is required'}],
        ['a@b.co', '   ', {}]
    ])('%j / %j → %j (the login form validates each field with these)', (email, password, errors) => {
        const results = Object.entries({email: validateEmail(email), password: validatePassword(password)})
        expect(Object.fromEntries(results.filter(([, result]) => result !== true))).toEqual(errors)
    })

    test('validatePassword', () => {
        expect(validatePassword('')).toBe('This field is required')
        expect(validatePassword('x')).toBe(true)
    })
})
