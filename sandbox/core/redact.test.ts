import {redactUrl} from './redact'

describe('redactUrl', () => {
    test.each([
        [
            '/oauth2/logout?client_id=a&refresh_token=secret',
            '/oauth2/logout?client_id=a&refresh_token=REDACTED'
        ],
        ['/oauth2/token?code=abc&usid=u', '/oauth2/token?code=REDACTED&usid=u'],
        ['/products/1?siteId=vela-gb', '/products/1?siteId=vela-gb'],
        ['/plain', '/plain']
    ])('%s → %s', (input, expected) => {
        expect(redactUrl(input)).toBe(expected)
    })
})
