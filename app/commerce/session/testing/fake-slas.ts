import {rest} from 'msw'
import {nextId, type FakeState} from './fake-state'
import {tokenResponse, type FakeIdentity} from './fake-tokens'

const SLAS = '*/shopper/auth/v1/organizations/:org/oauth2'

const redirectWithCode = (state: FakeState, redirectUri: string, identity: FakeIdentity) => {
    const code = nextId(state, 'code')
    state.codes.set(code, identity)
    return `${redirectUri}?code=${code}&usid=${identity.usid}`
}

const slasError = (message: string) => ({error: 'invalid_request', error_description: message, message})

/** SLAS as the SDK uses it: PKCE guest login, credentials login, token exchange, refresh, logout, reset. */
export const slasHandlers = (state: FakeState) => [
    rest.get(`${SLAS}/authorize`, (req, res, ctx) => {
        state.calls.push('SLAS authorize')
        const usid = req.url.searchParams.get('usid') ?? nextId(state, 'usid')
        const location = redirectWithCode(state, req.url.searchParams.get('redirect_uri') ?? '', {
            usid,
            guestId: nextId(state, 'guest')
        })
        return res(ctx.status(303), ctx.set('location', location))
    }),
    rest.get('http://localhost/callback', (_req, res, ctx) => res(ctx.status(200), ctx.text(''))),
    rest.post(`${SLAS}/login`, async (req, res, ctx) => {
        state.calls.push('SLAS login')
        const form = new URLSearchParams(await req.text())
        state.loginUsids.push(form.get('usid'))
        const basic = (req.headers.get('authorization') ?? '').replace(/^Basic\s+/i, '')
        const [login, ...rest] = Buffer.from(basic, 'base64').toString('utf8').split(':')
        const customer = state.customers.find((candidate) => candidate.login === login)
        if (!customer || customer.password !== rest.join(':'))
            return res(ctx.status(401), ctx.json({...slasError('Unauthorized'), error: 'unauthorized'}))
        const usid = form.get('usid') ?? nextId(state, 'usid')
        const identity: FakeIdentity = {
            usid,
            guestId: nextId(state, 'guest'),
            registered: {
                customerId: customer.customerId,
                login: customer.login,
                name: `${customer.firstName} ${customer.lastName}`
            }
        }
        return res(
            ctx.status(303),
            ctx.set('location', redirectWithCode(state, form.get('redirect_uri') ?? '', identity))
        )
    }),
    rest.post(`${SLAS}/token`, async (req, res, ctx) => {
        const form = new URLSearchParams(await req.text())
        const grant = form.get('grant_type') ?? ''
        state.calls.push(`SLAS token ${grant}`)
        const identity =
            grant === 'refresh_token'
                ? state.refreshTokens.get(form.get('refresh_token') ?? '')
                : state.codes.get(form.get('code') ?? '')
        if (!identity) return res(ctx.status(400), ctx.json(slasError('invalid refresh_token')))
        const refreshToken = nextId(state, 'refresh')
        state.refreshTokens.set(refreshToken, identity)
        return res(ctx.json(tokenResponse(identity, refreshToken)))
    }),
    rest.get(`${SLAS}/logout`, (req, res, ctx) => {
        state.calls.push('SLAS logout')
        state.refreshTokens.delete(req.url.searchParams.get('refresh_token') ?? '')
        const identity = {usid: nextId(state, 'usid'), guestId: nextId(state, 'guest')}
        return res(ctx.json(tokenResponse(identity, nextId(state, 'refresh'))))
    }),
    rest.post(`${SLAS}/password/reset`, async (req, res, ctx) => {
        const form = new URLSearchParams(await req.text())
        state.calls.push(`SLAS password reset ${form.get('user_id') ?? ''}`)
        return res(ctx.status(200))
    }),
    rest.post(`${SLAS}/password/action`, async (req, res, ctx) => {
        const form = new URLSearchParams(await req.text())
        state.calls.push('SLAS password action')
        const customer = state.customers.find((candidate) => candidate.login === form.get('user_id'))
        if (form.get('pwd_action_token') !== 'good-token' || !customer)
            return res(ctx.status(400), ctx.json(slasError('invalid token')))
        customer.password = form.get('new_password') ?? ''
        return res(ctx.status(200))
    })
]
