import {screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {freshVisit} from '../../engagement/testing/engagement-harness'
import {renderWithProviders} from '../../test-utils/render'
import {postToApp} from './app-bridge'
import AppPage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const menu = {
    entries: [
        {
            id: 'bottoms',
            title: 'Bottoms',
            href: '/shop/bottoms',
            sale: false,
            tiles: [],
            children: [
                {
                    id: 'leggings',
                    title: 'Leggings',
                    href: '/shop/bottoms/leggings',
                    sale: false,
                    tiles: [],
                    children: []
                }
            ]
        },
        {id: 'sale', title: 'Sale', href: '/shop/sale', sale: true, tiles: [], children: []}
    ],
    tiles: [],
    isLoading: false
}
jest.mock('../../components/mega-menu/use-menu', () => ({useMenu: () => menu}))
// The header's search box (with its suggestions) is tested on its own; here it only has to be there.
jest.mock('../../components/search-box', () => ({
    SearchBox: () => <form role="search" aria-label="Site search" />
}))

const postMessage = jest.fn()
const installBridge = () => Object.assign(window, {webkit: {messageHandlers: {velaApp: {postMessage}}}})

afterEach(() => {
    postMessage.mockReset()
    delete (window as {webkit?: unknown}).webkit
})

describe('native app bridge (spec 001 §7.3, §8)', () => {
    test('objects are posted to the app as JSON', () => {
        installBridge()
        expect(postToApp({type: 'enableLocation', granted: true})).toBe(true)
        expect(postMessage).toHaveBeenCalledWith('{"type":"enableLocation","granted":true}')
    })

    test.each([
        ['a string', 'hello'],
        ['null', null],
        ['an array', [1, 2]],
        ['a number', 4]
    ])('%s is refused with "data is not an object"', (_, data) => {
        installBridge()
        const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
        expect(postToApp(data)).toBe(false)
        expect(error).toHaveBeenCalledWith('data is not an object')
        expect(postMessage).not.toHaveBeenCalled()
        error.mockRestore()
    })

    test('outside the app nothing is sent', () => {
        expect(postToApp({type: 'x'})).toBe(false)
    })
})

describe('mobile app pages', () => {
    test('/enable-push-notification hands the request to the app', async () => {
        installBridge()
        renderWithProviders(<AppPage />, {path: '/enable-push-notification'})
        expect(screen.getByRole('heading', {level: 1, name: 'Stay in the loop'})).toBeInTheDocument()
        await userEvent.click(screen.getByRole('button', {name: 'Turn on notifications'}))
        expect(postMessage).toHaveBeenCalledWith('{"type":"enablePushNotifications","granted":true}')
        expect(screen.getByRole('status')).toHaveTextContent('Done.')
    })

    test('/enable-location outside the app explains where to change the setting', async () => {
        renderWithProviders(<AppPage />, {path: '/us/enable-location'})
        await userEvent.click(screen.getByRole('button', {name: 'Not now'}))
        expect(screen.getByRole('status')).toHaveTextContent('Open this page from the app to continue.')
    })

    test('/consent-preferences lists the consent groups and tells the app the choice', async () => {
        // A shopper who has not chosen yet (component tests otherwise start with every group accepted).
        freshVisit()
        installBridge()
        renderWithProviders(<AppPage />, {path: '/consent-preferences'})
        expect(screen.getByText('Strictly necessary')).toBeInTheDocument()
        expect(screen.getAllByRole('checkbox')).toHaveLength(4)
        await userEvent.click(screen.getByRole('button', {name: 'Save my choices'}))
        expect(postMessage).toHaveBeenLastCalledWith('{"type":"rejectedCookies"}')
        await userEvent.click(screen.getByRole('checkbox', {name: 'Performance'}))
        await userEvent.click(screen.getByRole('button', {name: 'Save my choices'}))
        expect(postMessage).toHaveBeenLastCalledWith('{"type":"acceptedCookies","groups":["C0001","C0002"]}')
    })

    test('/mobile-navigation lists the menu, with Shop all inside each category', async () => {
        renderWithProviders(<AppPage />, {path: '/mobile-navigation'})
        expect(screen.getByRole('link', {name: 'Sale'})).toHaveAttribute('href', '/shop/sale')
        const bottoms = screen.getByRole('button', {name: 'Bottoms'})
        expect(bottoms).toHaveAttribute('aria-expanded', 'false')
        expect(screen.queryByRole('link', {name: 'Shop all Bottoms'})).not.toBeInTheDocument()
        await userEvent.click(bottoms)
        expect(bottoms).toHaveAttribute('aria-expanded', 'true')
        expect(screen.getByRole('link', {name: 'Shop all Bottoms'})).toHaveAttribute('href', '/shop/bottoms')
        expect(screen.getByRole('link', {name: 'Leggings'})).toHaveAttribute('href', '/shop/bottoms/leggings')
    })

    test('/mobile-search-menu offers search and the top categories', () => {
        renderWithProviders(<AppPage />, {path: '/mobile-search-menu'})
        expect(screen.getByRole('search')).toBeInTheDocument()
        expect(screen.getByRole('link', {name: 'Bottoms'})).toHaveAttribute('href', '/shop/bottoms')
    })
})
