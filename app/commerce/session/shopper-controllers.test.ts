import 'cross-fetch/polyfill'
import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {testConfig} from '../../test-utils/config'
import {setContext, updateContext, updateMarketingProfile, CONTEXT_RETRY_MS} from './shopper-controllers'

const scope = {config: testConfig, appOrigin: 'http://localhost', siteId: 'vela-gb', locale: 'en-GB'}
const params = {uuid: 'usid-1', glCountry: 'GB', glCurrency: 'GBP', src: 'email'}
const answers: (object | 'recaptcha' | 'down')[] = []
const requests: URL[] = []

const server = setupServer(
    rest.get('*/PWA-SetContext', (req, res, ctx) => {
        requests.push(req.url)
        const answer = answers.shift() ?? {}
        if (answer === 'recaptcha')
            return res(
                ctx.status(400),
                ctx.json({type: 't', title: 'Recaptcha', detail: 'Recaptcha verification failed.'})
            )
        if (answer === 'down') return res(ctx.status(503), ctx.text(''))
        return res(ctx.json(answer))
    }),
    rest.get('*/PWA-UpdateContext', (req, res, ctx) => {
        requests.push(req.url)
        return res(ctx.json({success: true, customerGroups: ['Everyone', 'Registered']}))
    }),
    rest.post('*/PWA-UpdateProfileApi', async (req, res, ctx) => {
        const form = new URLSearchParams(await req.text())
        return res(ctx.json({success: true, customerGroups: [form.get('optIn') ?? 'none']}))
    })
)
beforeAll(() => server.listen({onUnhandledRequest: 'error'}))
afterAll(() => server.close())
beforeEach(() => {
    answers.length = 0
    requests.length = 0
})

describe('context refresh in the login sequence (spec 001 §7.3, §8)', () => {
    test('the response is read for a token; without one it is asked again once, after 1 second', async () => {
        answers.push({success: true}, {success: true, token: 'ctx'})
        const wait = jest.fn(() => Promise.resolve())
        await expect(setContext(scope, params, 'token', wait)).resolves.toBe('ctx')
        expect(wait).toHaveBeenCalledWith(CONTEXT_RETRY_MS)
        expect(CONTEXT_RETRY_MS).toBe(1000)
        expect(requests).toHaveLength(2)
        expect(Object.fromEntries(requests[0].searchParams)).toEqual(params)
        expect(requests[0].pathname).toBe(
            '/mobify/proxy/self/on/demandware.store/Sites-vela-gb-Site/en_GB/PWA-SetContext'
        )
    })

    test('a token at once means a single call', async () => {
        answers.push({token: 'ctx'})
        const wait = jest.fn(() => Promise.resolve())
        await expect(setContext(scope, params, 'token', wait)).resolves.toBe('ctx')
        expect(wait).not.toHaveBeenCalled()
    })

    test("a message containing 'Recaptcha' is rethrown", async () => {
        answers.push('recaptcha')
        await expect(setContext(scope, params, 'token', () => Promise.resolve())).rejects.toThrow(
            'Recaptcha verification failed.'
        )
    })

    test("any other failure is logged as 'Error while updating context'", async () => {
        answers.push('down')
        const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
        await expect(setContext(scope, params, 'token', () => Promise.resolve())).resolves.toBeUndefined()
        expect(log).toHaveBeenCalledWith('Error while updating context', expect.any(String))
        log.mockRestore()
    })
})

test('PWA-UpdateContext sends country, currency and session, and answers with the customer groups', async () => {
    await expect(
        updateContext(scope, {glCountry: 'GB', glCurrency: 'GBP', uuid: 'u-1'}, 't')
    ).resolves.toEqual(['Everyone', 'Registered'])
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({
        glCountry: 'GB',
        glCurrency: 'GBP',
        uuid: 'u-1'
    })
})

test('the marketing profile update posts the opt-in and answers with the customer groups', async () => {
    await expect(
        updateMarketingProfile(scope, {email: 'a@b.co', accessToken: 't', optIn: true})
    ).resolves.toEqual(['true'])
    await expect(updateMarketingProfile(scope, {email: 'a@b.co', accessToken: 't'})).resolves.toEqual([
        'none'
    ])
})
