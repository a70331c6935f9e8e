import * as sdk from 'commerce-sdk-isomorphic'
import {readOperations} from '../../../scripts/scapi/operations'
import * as slim from '.'
import {API_TABLES, SDK_VERSION} from './operations'

/**
 * The browser's slim Shopper API client must send exactly what commerce-sdk-isomorphic sends: for every
 * operation of every API and for each SLAS login flow, both are called with the same options and a recording
 * fetch, and the recorded requests must be identical.
 */

interface Recorded {
    url: string
    method?: string
    headers: Record<string, string>
    body?: string
    redirect?: string
    credentials?: string
}

class FakeResponse {
    readonly ok: boolean
    readonly statusText = 'OK'

    constructor(
        private readonly body: string,
        readonly status = 200,
        readonly url = '',
        private readonly headerValues: Record<string, string> = {}
    ) {
        this.ok = status >= 200 && status < 300
    }

    headers = {get: (name: string) => this.headerValues[name.toLowerCase()] ?? null}

    text() {
        return Promise.resolve(this.body)
    }

    json() {
        return Promise.resolve(JSON.parse(this.body) as unknown)
    }
}

const recorder = (respond: (url: string) => FakeResponse = () => new FakeResponse('{"ok":true}')) => {
    const requests: Recorded[] = []
    const fetch = (url: string, init: RequestInit = {}) => {
        const body = init.body === undefined ? undefined : String(init.body)
        requests.push({
            url,
            method: init.method,
            headers: {...(init.headers as Record<string, string>)},
            ...(body !== undefined && {body}),
            ...(init.redirect && {redirect: init.redirect}),
            ...(init.credentials && {credentials: init.credentials})
        })
        return Promise.resolve(respond(url) as unknown as Response)
    }
    return {requests, fetch}
}

const config = (fetch: unknown) => ({
    proxy: 'https://www.example.com/mobify/proxy/api',
    headers: {'x-site-id': 'vela-gb', 'correlation-id': 'abc'},
    parameters: {
        clientId: 'client',
        organizationId: 'f_ecom_org',
        shortCode: 'short',
        siteId: 'vela-gb',
        locale: 'en-GB',
        currency: 'GBP'
    },
    throwOnBadResponse: true,
    throwOnMaintenanceHeader: true,
    fetch
})

type Client = Record<string, (options: unknown, raw?: boolean) => Promise<unknown>>
type ClientClass = new (options: unknown) => Client

/** Options exercising every rule: each listed parameter, a list, a refine list, a custom and an unknown one. */
const optionsFor = (params: readonly string[]) => ({
    parameters: {
        ...Object.fromEntries(params.map((name) => [name, `v/${name}`])),
        ids: ['a', 'b'],
        refine: ['cgid=tops', 'c_size=S|M'],
        c_custom: 'yes',
        somethingElse: '1'
    },
    headers: {authorization: 'Bearer token'},
    body: {name: 'value', list: [1, 2]}
})

describe('browser Shopper API client', () => {
    test(`its operations table is the installed SDK's (${SDK_VERSION})`, async () => {
        expect(API_TABLES).toEqual(await readOperations())
    })

    test.each(Object.keys(API_TABLES))('%s sends what the SDK sends, for every operation', async (name) => {
        const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
        const Real = (sdk as unknown as Record<string, ClientClass & {paramKeys: Record<string, string[]>}>)[
            name
        ]
        const Slim = (slim as unknown as Record<string, ClientClass & {paramKeys: Record<string, string[]>}>)[
            name
        ]
        expect(Slim.paramKeys).toEqual(Real.paramKeys)
        for (const operation of Object.keys(API_TABLES[name].operations)) {
            const real = recorder()
            const lean = recorder()
            const options = optionsFor(Real.paramKeys[operation])
            const [fromSdk, fromSlim] = await Promise.all([
                new Real(config(real.fetch))[operation](options),
                new Slim(config(lean.fetch))[operation](options)
            ])
            expect({operation, requests: lean.requests}).toEqual({operation, requests: real.requests})
            expect(fromSlim).toEqual(fromSdk)
            // Parameters left to the client configuration (site, locale, currency) come from it.
            const bare = {parameters: {}, body: {}}
            const [realBare, slimBare] = [recorder(), recorder()]
            const outcomes = await Promise.all([
                new Real(config(realBare.fetch))
                    [operation](bare)
                    .then(String, (error: Error) => error.message),
                new Slim(config(slimBare.fetch))
                    [operation](bare)
                    .then(String, (error: Error) => error.message)
            ])
            expect({operation, outcome: outcomes[1]}).toEqual({operation, outcome: outcomes[0]})
            expect(slimBare.requests).toEqual(realBare.requests)
        }
        warn.mockRestore()
    })

    test('a bad response and a maintenance response fail as the SDK fails', async () => {
        const respond =
            (status: number, headers: Record<string, string> = {}) =>
            () =>
                new FakeResponse('{"title":"Not Found"}', status, '', headers)
        const outcome = async (Api: ClientClass, response: () => FakeResponse) => {
            const {fetch} = recorder(response)
            const error = (await new Api(config(fetch))
                .getProduct({parameters: {id: 'x'}})
                .catch((caught: unknown) => caught)) as Error & {response?: unknown}
            return {name: error.name, message: error.message, hasResponse: Boolean(error.response)}
        }
        for (const response of [respond(404), respond(503, {sfdc_maintenance: 'site'})]) {
            expect(await outcome(slim.ShopperProducts as unknown as ClientClass, response)).toEqual(
                await outcome(sdk.ShopperProducts as unknown as ClientClass, response)
            )
        }
    })
})

describe('browser SLAS helpers', () => {
    /** SLAS as the login flows meet it: redirects carry the code and usid, the token call answers tokens. */
    const slas = (url: string) =>
        /oauth2\/(authorize|login)/.test(url)
            ? new FakeResponse('', 200, 'https://www.example.com/callback?code=the-code&usid=the-usid')
            : new FakeResponse('{"access_token":"at","refresh_token":"rt","usid":"the-usid"}')

    const PKCE_FIELDS = /(code_challenge|code_verifier)=[^&]+/g

    /** The requests with the random PKCE values replaced, after checking each challenge fits its verifier. */
    const normalised = async (requests: Recorded[]) => {
        const text = requests.map((request) => `${request.url} ${request.body ?? ''}`).join(' ')
        const challenge = /code_challenge=([^&\s]+)/.exec(text)?.[1]
        const verifier = /code_verifier=([^&\s]+)/.exec(text)?.[1]
        if (challenge && verifier) expect(await slim.helpers.generateCodeChallenge(verifier)).toBe(challenge)
        return requests.map((request) => ({
            ...request,
            url: request.url.replace(PKCE_FIELDS, '$1=pkce'),
            ...(request.body !== undefined && {body: request.body.replace(PKCE_FIELDS, '$1=pkce')})
        }))
    }

    const flows: [string, (helpers: typeof sdk.helpers, client: unknown) => Promise<unknown>][] = [
        [
            'guest login',
            (helpers, slasClient) =>
                helpers.loginGuestUser({
                    slasClient: slasClient as never,
                    parameters: {redirectURI: 'https://www.example.com/callback', usid: 'old', dnt: false}
                })
        ],
        [
            'registered login',
            (helpers, slasClient) =>
                helpers.loginRegisteredUserB2C({
                    slasClient: slasClient as never,
                    credentials: {username: 'jo@example.com', password: 'Secret#1'},
                    parameters: {redirectURI: 'https://www.example.com/callback', usid: 'guest-usid'}
                })
        ],
        [
            'refresh',
            (helpers, slasClient) =>
                helpers.refreshAccessToken({
                    slasClient: slasClient as never,
                    parameters: {refreshToken: 'rt', dnt: true}
                })
        ],
        [
            'logout',
            (helpers, slasClient) =>
                helpers.logout({
                    slasClient: slasClient as never,
                    parameters: {accessToken: 'at', refreshToken: 'rt'}
                })
        ]
    ]

    test.each(flows)('%s sends what the SDK sends and returns the same tokens', async (_flow, run) => {
        const real = recorder(slas)
        const lean = recorder(slas)
        const fromSdk = await run(sdk.helpers, new sdk.ShopperLogin(config(real.fetch) as never))
        const fromSlim = await run(
            slim.helpers as unknown as typeof sdk.helpers,
            new slim.ShopperLogin(config(lean.fetch) as never)
        )
        expect(fromSlim).toEqual(fromSdk)
        expect(await normalised(lean.requests)).toEqual(await normalised(real.requests))
    })

    test('a code verifier is 128 URL-safe characters and differs each time', () => {
        const verifier = slim.helpers.createCodeVerifier()
        expect(verifier).toMatch(/^[A-Za-z0-9_-]{128}$/)
        expect(slim.helpers.createCodeVerifier()).not.toBe(verifier)
    })
})
