/**
 * @jest-environment node
 */
import {isSecretParameter, redactLine} from './redact'

/** Issue #12 §5: the host's logs never keep reset tokens, login codes, session ids or e-mail addresses. */
describe('redactLine', () => {
    test.each([
        [
            '(abc) GET /reset-password?token=s3cr3t&email=alex%40example.com 200 12 ms',
            '(abc) GET /reset-password?token=REDACTED&email=REDACTED 200 12 ms'
        ],
        ['GET /callback?code=c0de&usid=u-123-456 200', 'GET /callback?code=REDACTED&usid=REDACTED 200'],
        [
            'POST /mobify/proxy/api/shopper/auth/v1/organizations/o/oauth2/logout?client_id=c&refresh_token=r1',
            'POST /mobify/proxy/api/shopper/auth/v1/organizations/o/oauth2/logout?client_id=c&refresh_token=REDACTED'
        ],
        ['GET /search?q=leggings&sort=price 200', 'GET /search?q=leggings&sort=price 200'],
        [
            'GET /x?pwd_action_token=a&apiKey=b&sessionId=c&page=2',
            'GET /x?pwd_action_token=REDACTED&apiKey=REDACTED&sessionId=REDACTED&page=2'
        ],
        [
            '{"url":"/reset-password?token=abc\\u0026email=a@b.c"}',
            '{"url":"/reset-password?token=REDACTED\\u0026email=REDACTED"}'
        ],
        ['<a href="/cb?code=1&amp;usid=2">', '<a href="/cb?code=REDACTED&amp;usid=REDACTED">'],
        ['no url here', 'no url here'],
        ['GET /p?token= 200', 'GET /p?token= 200']
    ])('%s', (line, expected) => {
        expect(redactLine(line)).toBe(expected)
    })
})

describe('isSecretParameter', () => {
    test.each([
        ['token', true],
        ['refresh_token', true],
        ['code', true],
        ['usid', true],
        ['email', true],
        ['client_secret', true],
        ['new_password', true],
        ['x-api-key', true],
        ['accessToken', true],
        ['q', false],
        ['design', false],
        ['sort', false],
        ['page', false],
        ['siteId', false]
    ])('%s → %s', (name, expected) => {
        expect(isSecretParameter(name)).toBe(expected)
    })
})
