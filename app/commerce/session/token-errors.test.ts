import {describeTokenError, isWrongCredentials, LoginError} from './token-errors'
import {isAccessTokenUsable, tokenIdentity} from './token-claims'
import {accessToken} from './testing/fake-tokens'

const withBody = (status: number, text: string) => ({
    response: {status, statusText: 'Bad Request', clone: () => ({text: () => Promise.resolve(text)})}
})

describe('token call errors (spec 001 §8)', () => {
    test.each([
        [
            'a status of 400 or above gives the server message',
            withBody(400, '{"message":"invalid refresh_token"}'),
            'invalid refresh_token',
            400
        ],
        [
            'SLAS error_description is a server message too',
            withBody(401, '{"error_description":"Unauthorized"}'),
            'Unauthorized',
            401
        ],
        ['an empty body is an empty response', withBody(500, ''), 'Empty response', 500],
        ['no response at all', {}, 'No response from server', undefined],
        ['a network failure keeps its message', new TypeError('Load failed'), 'Load failed', undefined]
    ])('%s', async (_name, error, message, status) => {
        await expect(describeTokenError(error)).resolves.toMatchObject({message, status})
    })

    test('a 401 is the wrong email or password', () => {
        expect(isWrongCredentials(new LoginError('Unauthorized', 401))).toBe(true)
        expect(isWrongCredentials(new LoginError('EXPIRED_TOKEN', 400))).toBe(false)
    })
})

describe('access token identity', () => {
    test('registered and guest tokens', () => {
        const registered = accessToken({
            usid: 'u1',
            guestId: 'g1',
            registered: {customerId: 'c1', login: 'a@b.co', name: 'A B'}
        })
        expect(tokenIdentity(registered)).toMatchObject({registered: true, customerId: 'c1', usid: 'u1'})
        expect(tokenIdentity(accessToken({usid: 'u2', guestId: 'g2'}))).toMatchObject({
            registered: false,
            customerId: 'g2'
        })
        expect(tokenIdentity('not-a-jwt')).toEqual({registered: false})
    })

    test('"Login-state token is invalid within 60 s of its lifetime end"', () => {
        const now = new Date()
        expect(isAccessTokenUsable(accessToken({usid: 'u', guestId: 'g'}, 1800), now)).toBe(true)
        expect(isAccessTokenUsable(accessToken({usid: 'u', guestId: 'g'}, 59), now)).toBe(false)
        expect(isAccessTokenUsable(undefined, now)).toBe(false)
    })
})
