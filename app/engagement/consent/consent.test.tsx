import {act, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import {isTrackingStarted} from '../../analytics/tracking'
import {consentStore} from './consent-store'
import {dataLayerEvents, freshVisit, rememberConsent, renderEngagement} from '../testing/engagement-harness'
import {installFakeConsentTool, removeConsentTool} from '../testing/fake-consent-tool'
import {renderWithProviders} from '../../test-utils/render'
import {EngagementRoot as ShellEngagementRoot} from '..'
import {EARLY_ACTION_GLOBAL} from './early-action'
// Loaded up front, as the consent host preloads it on a first visit: no test waits for a cold chunk.
import '../../components/consent-banner'

jest.mock('@salesforce/commerce-sdk-react', () => ({
    useCustomerId: () => 'customer-1',
    useCustomerType: () => ({isRegistered: false}),
    useUsid: () => ({usid: 'usid-1'}),
    useAccessToken: () => ({getTokenWhenReady: () => Promise.resolve('token')})
}))
// Popups show only after consent; their content and basket are not what these tests are about.
jest.mock('../../components/popup', () => ({__esModule: true, default: () => null}))
// The app's basket and sign-in messages have their own tests (integrations/app-bridge).
jest.mock('../../integrations/app-bridge/app-bridge-events', () => ({__esModule: true, default: () => null}))
jest.mock('../country/use-country-detection', () => ({
    useCountryDetection: () => ({promptCountry: undefined})
}))

const postMessage = jest.fn()
beforeEach(() => {
    freshVisit()
    postMessage.mockReset()
    window.webkit = {messageHandlers: {velaApp: {postMessage}}}
})
afterEach(() => {
    delete window.webkit
    document.documentElement.style.overflow = ''
})

const banner = () => screen.findByRole('dialog', {name: 'Cookies at VELA'})
const consentCookie = () => new URLSearchParams(Cookies.get('OptanonConsent') ?? '').get('groups')
const bridgeMessages = () => postMessage.mock.calls.map(([message]) => JSON.parse(String(message)) as unknown)

describe('consent banner (spec 001 §4.3)', () => {
    test('a first visit sees the banner; only the essential group is active until a choice', async () => {
        renderEngagement('/')
        expect(await banner()).toBeInTheDocument()
        expect(consentStore.get()).toMatchObject({loaded: true, groups: ['C0001'], closed: false})
        expect(isTrackingStarted()).toBe(false)
        expect(dataLayerEvents('consentUpdate')).toEqual([{event: 'consentUpdate', consentGroups: ',C0001,'}])
    })

    test('accept all stores every group, sets dw and dw_cookies_accepted, starts tracking, closes', async () => {
        renderEngagement('/?isWebView=true')
        await userEvent.click(within(await banner()).getByRole('button', {name: 'Accept all'}))
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
        expect(consentCookie()).toBe('C0001:1,C0002:1,C0003:1,C0004:1,C0005:1')
        expect(Cookies.get('dw')).toBe('1')
        expect(Cookies.get('dw_cookies_accepted')).toBe('1')
        expect(isTrackingStarted()).toBe(true)
        expect(bridgeMessages()).toEqual([
            {type: 'acceptedCookies', groups: ['C0001', 'C0002', 'C0003', 'C0004', 'C0005']}
        ])
    })

    test('reject all keeps only the essential group and tells the app rejectedCookies', async () => {
        renderEngagement('/?isWebView=true')
        await userEvent.click(within(await banner()).getByRole('button', {name: 'Reject all'}))
        await waitFor(() => expect(consentStore.get().closed).toBe(true))
        expect(consentStore.get().groups).toEqual(['C0001'])
        expect(consentCookie()).toBe('C0001:1,C0002:0,C0003:0,C0004:0,C0005:0')
        expect(isTrackingStarted()).toBe(false)
        expect(bridgeMessages()).toEqual([{type: 'rejectedCookies'}])
    })

    test('manage: switch groups one by one; the essential group cannot be switched off', async () => {
        renderEngagement('/')
        await userEvent.click(within(await banner()).getByRole('button', {name: 'Manage cookies'}))
        const essential = screen.getByRole('checkbox', {name: 'Strictly necessary'})
        expect(essential).toBeChecked()
        expect(essential).toBeDisabled()
        await userEvent.click(screen.getByRole('checkbox', {name: 'Analytics'}))
        await userEvent.click(screen.getByRole('checkbox', {name: 'Marketing'}))
        await userEvent.click(screen.getByRole('button', {name: 'Save my choices'}))
        await waitFor(() => expect(consentStore.get().groups).toEqual(['C0001', 'C0002', 'C0004']))
        expect(isTrackingStarted()).toBe(true)
    })

    test('outside the app web view nothing is posted to the bridge', async () => {
        renderEngagement('/')
        await userEvent.click(within(await banner()).getByRole('button', {name: 'Accept all'}))
        await waitFor(() => expect(consentStore.get().closed).toBe(true))
        expect(postMessage).not.toHaveBeenCalled()
    })

    test('page scroll is locked while the banner is open, and released once closed', async () => {
        renderEngagement('/')
        await banner()
        expect(document.documentElement.style.overflow).toBe('hidden')
        await userEvent.click(screen.getByRole('button', {name: 'Reject all'}))
        await waitFor(() => expect(document.documentElement.style.overflow).toBe(''))
    })

    test('storefront preview never locks scrolling', async () => {
        renderEngagement('/?vse=preview.example')
        await banner()
        expect(document.documentElement.style.overflow).toBe('')
    })

    test('a remembered choice: no banner, no bridge message, tracking starts with analytics', async () => {
        rememberConsent(['C0001', 'C0002'])
        renderEngagement('/?isWebView=true')
        await waitFor(() => expect(isTrackingStarted()).toBe(true))
        expect(screen.queryByRole('dialog', {name: 'Cookies at VELA'})).not.toBeInTheDocument()
        expect(postMessage).not.toHaveBeenCalled()
        expect(document.documentElement.style.overflow).toBe('')
    })

    test('a remembered choice applies before the consent tool has loaded (read from its cookie)', () => {
        rememberConsent(['C0001', 'C0003'])
        removeConsentTool()
        renderEngagement('/')
        expect(consentStore.get()).toMatchObject({loaded: true, groups: ['C0001', 'C0003'], closed: true})
    })

    test('until the consent tool has loaded nothing is known and no banner shows', async () => {
        removeConsentTool()
        renderEngagement('/')
        await new Promise((resolve) => setTimeout(resolve, 50))
        expect(consentStore.get().loaded).toBe(false)
        expect(screen.queryByRole('dialog', {name: 'Cookies at VELA'})).not.toBeInTheDocument()
        expect(
            document.head.querySelector('script[data-domain-script]')?.getAttribute('data-domain-script')
        ).toBe('vela-sandbox-consent-0001')
    })

    test('a choice made in the tool itself (another tab, its preference centre) reaches the storefront', async () => {
        renderEngagement('/')
        await banner()
        act(() => window.OneTrust?.UpdateConsent('Category', 'C0002:1'))
        await waitFor(() => expect(consentStore.get().groups).toEqual(['C0001', 'C0002']))
        expect(isTrackingStarted()).toBe(true)
    })

    test('dwapupreq: a number from 1 to 100 on the locale path, drawn once', async () => {
        const set = jest.spyOn(Cookies, 'set')
        renderEngagement('/us/shop')
        await banner()
        const call = set.mock.calls.find(([name]) => name === 'dwapupreq')
        expect(call?.[2]).toMatchObject({path: '/us'})
        expect(Number(call?.[1])).toBeGreaterThanOrEqual(1)
        expect(Number(call?.[1])).toBeLessThanOrEqual(100)
        set.mockRestore()
    })
})

describe("the banner's server-rendered copy (consent-island.tsx)", () => {
    afterEach(() => {
        delete window[EARLY_ACTION_GLOBAL]
    })

    test.each([
        ['Accept all', 'accept', 'C0001:1,C0002:1,C0003:1,C0004:1,C0005:1'],
        ['Reject all', 'reject', 'C0001:1,C0002:0,C0003:0,C0004:0,C0005:0']
    ])(
        '%s pressed on it before the app started is stored through the tool once loaded; no banner follows',
        async (_name, action, groups) => {
            window[EARLY_ACTION_GLOBAL] = action
            renderEngagement('/')
            await waitFor(() => expect(consentCookie()).toBe(groups))
            expect(consentStore.get().closed).toBe(true)
            await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
            expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
        }
    )

    test('a press on it after the app started, while the tool is still loading, is stored once the tool answers', async () => {
        removeConsentTool()
        renderEngagement('/')
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
        expect(consentStore.get().loaded).toBe(false)
        // What the page's inline script does with a press on the copy's Reject all (early-banner-script.ts).
        act(() => {
            window[EARLY_ACTION_GLOBAL] = 'reject'
            document.body.click()
        })
        act(() => {
            installFakeConsentTool()
            window.OptanonWrapper?.()
        })
        await waitFor(() => expect(consentCookie()).toBe('C0001:1,C0002:0,C0003:0,C0004:0,C0005:0'))
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })

    test('Manage cookies pressed on it before the app started: the banner opens on the groups', async () => {
        window[EARLY_ACTION_GLOBAL] = 'manage'
        renderEngagement('/')
        expect(await screen.findByRole('dialog', {name: 'Your cookie choices'})).toBeInTheDocument()
        expect(screen.getByRole('checkbox', {name: 'Strictly necessary'})).toBeChecked()
        expect(consentStore.get().closed).toBe(false)
    })

    const island = () => document.querySelector('[data-consent-island]')

    test("the shell keeps it until the app's banner is on screen, then removes it", async () => {
        renderWithProviders(<ShellEngagementRoot />, {path: '/'})
        expect(island()).toBeInTheDocument()
        expect(await screen.findByRole('dialog', {name: 'Cookies at VELA'})).toBeInTheDocument()
        expect(island()).not.toBeInTheDocument()
    })

    test('for a remembered choice it goes as soon as the app has read the cookie', async () => {
        rememberConsent(['C0001'])
        renderWithProviders(<ShellEngagementRoot />, {path: '/'})
        expect(island()).toBeInTheDocument()
        await waitFor(() => expect(island()).not.toBeInTheDocument())
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    })
})
