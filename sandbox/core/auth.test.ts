import type {Request} from 'express'
import {createSandbox} from './create'
import {
    optionalShopper,
    requireOrganization,
    requireShopper,
    requireShopperRequest,
    requireSite
} from './auth'
import {ApiError} from './errors'
import {findCustomerByLogin} from '../modules/customers'
import {issueTokens} from '../modules/slas/tokens'

let now = Date.UTC(2025, 0, 15, 12, 0, 0)
const sandbox = createSandbox({dataDir: ':memory:', clock: {now: () => now}})
const {ctx} = sandbox
afterAll(() => sandbox.close())

const request = (parts: {authorization?: string; query?: Record<string, unknown>; organizationId?: string}) =>
    ({
        headers: parts.authorization ? {authorization: parts.authorization} : {},
        query: parts.query ?? {},
        params: {organizationId: parts.organizationId ?? ctx.config.organizationId}
    } as unknown as Request)

const guestTokens = () =>
    issueTokens(ctx, {
        usid: 'usid-0001-guest',
        guestCustomerId: 'abcdefghijklmnopqrstuvwxyz',
        channelId: 'vela-eu',
        clientId: ctx.config.clientId
    })

const apiError = (fn: () => unknown): ApiError => {
    try {
        fn()
    } catch (error) {
        if (error instanceof ApiError) return error
        throw error
    }
    throw new Error('expected an ApiError')
}

describe('requireShopper', () => {
    test('identifies a guest from a sandbox SLAS token', () => {
        const tokens = guestTokens()
        expect(requireShopper(ctx, request({authorization: `Bearer ${tokens.access_token}`}))).toEqual({
            customerId: 'abcdefghijklmnopqrstuvwxyz',
            guestCustomerId: 'abcdefghijklmnopqrstuvwxyz',
            usid: 'usid-0001-guest',
            registered: false,
            siteId: 'vela-eu'
        })
    })

    test('identifies a registered shopper by the registered customer id', () => {
        const customer = findCustomerByLogin(ctx, 'sam.taylor@example.com')
        if (!customer) throw new Error('seed missing')
        const tokens = issueTokens(ctx, {
            usid: 'usid-0002-registered',
            guestCustomerId: 'zyxwvutsrqponmlkjihgfedcba',
            channelId: 'vela-gb',
            clientId: ctx.config.clientId,
            customer
        })
        expect(requireShopper(ctx, request({authorization: `bearer ${tokens.access_token}`}))).toEqual({
            customerId: customer.customerId,
            guestCustomerId: 'zyxwvutsrqponmlkjihgfedcba',
            usid: 'usid-0002-registered',
            registered: true,
            login: 'sam.taylor@example.com',
            siteId: 'vela-gb'
        })
    })

    test.each([
        ['no Authorization header', undefined],
        ['a Basic header', 'Basic dXNlcjpwYXNz'],
        ['garbage', 'Bearer not-a-jwt'],
        ['an unsigned token', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
        ['an HS256 token', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl']
    ])('%s is a 401', (_name, authorization) => {
        const error = apiError(() => requireShopper(ctx, request({authorization})))
        expect(error.status).toBe(401)
        expect(error.toBody()).toMatchObject({title: 'Unauthorized'})
    })

    test('a token is rejected once it expires (30 minutes)', () => {
        const tokens = guestTokens()
        const req = request({authorization: `Bearer ${tokens.access_token}`})
        now += 29 * 60 * 1000
        expect(requireShopper(ctx, req).usid).toBe('usid-0001-guest')
        now += 60 * 1000
        expect(apiError(() => requireShopper(ctx, req)).status).toBe(401)
    })

    test('a token whose signature does not match its payload is a 401', () => {
        const [header, payload, signature] = guestTokens().access_token.split('.')
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
        claims.isb = claims.isb.replace('gcid:abcdefghijklmnopqrstuvwxyz', 'gcid:someoneelsesidxxxxxxxxxxx')
        const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
        expect(apiError(() => requireShopper(ctx, request({authorization: `Bearer ${forged}`}))).status).toBe(
            401
        )
    })
})

describe('optionalShopper', () => {
    test('is undefined without a token or with an invalid one, the shopper otherwise', () => {
        expect(optionalShopper(ctx, request({}))).toBeUndefined()
        expect(optionalShopper(ctx, request({authorization: 'Bearer nonsense'}))).toBeUndefined()
        const tokens = guestTokens()
        expect(optionalShopper(ctx, request({authorization: `Bearer ${tokens.access_token}`}))?.siteId).toBe(
            'vela-eu'
        )
    })
})

describe('requireSite', () => {
    test('returns the site named by ?siteId', () => {
        expect(requireSite(ctx, request({query: {siteId: 'vela-au'}}))).toMatchObject({
            id: 'vela-au',
            currency: 'AUD'
        })
    })

    test('a missing siteId is a 400 in the platform wording', () => {
        const error = apiError(() => requireSite(ctx, request({})))
        expect(error.status).toBe(400)
        expect(error.detail).toBe('The following parameters were missing from your request: siteId')
    })

    test('a repeated siteId is a 400, an unknown one a 404', () => {
        expect(
            apiError(() => requireSite(ctx, request({query: {siteId: ['vela-gb', 'vela-us']}}))).status
        ).toBe(400)
        expect(apiError(() => requireSite(ctx, request({query: {siteId: 'vela-xx'}}))).status).toBe(404)
    })
})

describe('requireOrganization and requireShopperRequest', () => {
    test('a wrong organisation id is a 404', () => {
        expect(
            apiError(() => requireOrganization(ctx, request({organizationId: 'f_ecom_other'}))).status
        ).toBe(404)
    })

    test('checks the token before the site (401 wins over 400)', () => {
        expect(apiError(() => requireShopperRequest(ctx, request({}))).status).toBe(401)
        const tokens = guestTokens()
        const {shopper, site} = requireShopperRequest(
            ctx,
            request({authorization: `Bearer ${tokens.access_token}`, query: {siteId: 'vela-gb'}})
        )
        expect(shopper.usid).toBe('usid-0001-guest')
        expect(site.id).toBe('vela-gb')
    })
})
