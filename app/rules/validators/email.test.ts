import {isValidEmail, validateEmail, validateSignUpEmail} from './email'

describe('email (spec 001 §5.1 "standard pattern with local part, @, and a domain or IP literal")', () => {
    test.each([
        ['anna@example.com', true],
        ['anna.b+tag@mail.example.co.uk', true],
        ['"anna b"@example.com', true],
        ['anna@[192.168.0.1]', true],
        ['ANNA@EXAMPLE.COM', true],
        [' anna@example.com ', true],
        ['anna@example', false],
        ['anna@@example.com', false],
        ['anna.@example.com', false],
        ['.anna@example.com', false],
        ['anna b@example.com', false],
        ['anna@exa mple.com', false],
        ['<script>@x.com', false],
        ['anna@example.c', false],
        ['', false]
    ])('isValidEmail(%j) is %s', (value, valid) => {
        expect(isValidEmail(value)).toBe(valid)
    })

    test.each([
        ['', 'This field is required'],
        ['   ', 'This field is required'],
        [undefined, 'This field is required'],
        ['anna', 'Please enter a valid email address.'],
        ['anna@example.com', true]
    ])('"Generic email field: required, valid": %j → %s', (value, expected) => {
        expect(validateEmail(value)).toBe(expected)
    })

    test.each([
        ['', 'Enter valid email address'],
        ['anna@', 'Enter valid email address'],
        ['anna@example.com', true]
    ])('"Sign-up email: \'Enter valid email address\' when empty or invalid": %j → %s', (value, expected) => {
        expect(validateSignUpEmail(value)).toBe(expected)
    })

    test('"Mailing list subscription needs a non-empty email": the sign-up email refuses a blank one', () => {
        expect(validateSignUpEmail(' ')).toBe('Enter valid email address')
    })
})
