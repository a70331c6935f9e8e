import {loginUrlFor, safeReturnUrl} from './return-url'

describe('return URL after sign-in', () => {
    test.each([
        ['/account/orders', '/account/orders'],
        ['/us/account/wishlist?x=1', '/us/account/wishlist?x=1'],
        ['//evil.example/account', undefined],
        ['https://evil.example', undefined],
        ['/\\evil.example', undefined],
        ['javascript:alert(1)', undefined],
        ['/javascript:alert(1)', undefined],
        ['', undefined],
        [null, undefined]
    ])('%j → %j', (value, expected) => {
        expect(safeReturnUrl(value)).toBe(expected)
    })

    test('the login link carries the encoded return path', () => {
        expect(loginUrlFor('/us/login', '/us/account/orders?page=2')).toBe(
            '/us/login?returnUrl=%2Fus%2Faccount%2Forders%3Fpage%3D2'
        )
    })
})
