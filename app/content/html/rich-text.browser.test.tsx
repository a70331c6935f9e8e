import {act, useState} from 'react'
import {renderToString} from 'react-dom/server'
import {hydrateRoot, type Root} from 'react-dom/client'
import {screen, waitFor} from '@testing-library/react'
import {renderWithProviders, TestProviders} from '../../test-utils/render'
import {RichText} from './rich-text'

/**
 * RichText with the browser build's HTML hook (safe-html.browser.ts), as webpack gives it to the browser: the
 * server's markup comes from the server's hook, and the HTML filter is watched to see when the browser loads it.
 */
let mockSide: 'server' | 'browser' = 'server'
jest.mock('./safe-html', () => {
    const server = jest.requireActual<typeof import('./safe-html')>('./safe-html')
    const browser = jest.requireActual<typeof import('./safe-html')>('./safe-html.browser')
    return {
        useSafeHtml: (...args: Parameters<typeof server.useSafeHtml>) =>
            (mockSide === 'server' ? server : browser).useSafeHtml(...args)
    }
})
jest.mock('../sanitize', () => {
    const actual = jest.requireActual<typeof import('../sanitize')>('../sanitize')
    return {sanitizeHtml: jest.fn(actual.sanitizeHtml)}
})
// eslint-disable-next-line @typescript-eslint/no-var-requires
const {sanitizeHtml} = require('../sanitize') as {sanitizeHtml: jest.Mock}

const COPY = '<p>Squat-proof <a href="/shop/leggings">leggings</a></p><script>window.hacked = true</script>'
const NEW_COPY = '<p>Now in <strong>forest green</strong></p><img src="x" onerror="window.hacked = true">'

describe('rich text in the browser', () => {
    afterEach(() => {
        delete window.__HYDRATING__
        mockSide = 'server'
    })

    test("hydration keeps the server's filtered HTML without loading the filter, until the HTML changes", async () => {
        const container = document.createElement('div')
        container.innerHTML = renderToString(
            <TestProviders path="/us/">
                <RichText html={COPY} data-testid="copy" />
            </TestProviders>
        )
        document.body.appendChild(container)
        const serverMarkup = container.querySelector('[data-testid="copy"]')?.innerHTML
        expect(serverMarkup).toBe('<p>Squat-proof <a href="/us/shop/leggings">leggings</a></p>')
        sanitizeHtml.mockClear()

        mockSide = 'browser'
        const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
        let setHtml: (html: string) => void = () => undefined
        const Host = () => {
            const [html, set] = useState(COPY)
            setHtml = set
            return (
                <TestProviders path="/us/">
                    <RichText html={html} data-testid="copy" />
                </TestProviders>
            )
        }
        window.__HYDRATING__ = true
        let root: Root | undefined
        await act(() => {
            root = hydrateRoot(container, <Host />)
            return Promise.resolve()
        })
        window.__HYDRATING__ = false
        expect(errors).not.toHaveBeenCalled()
        errors.mockRestore()
        expect(screen.getByTestId('copy').innerHTML).toBe(serverMarkup)
        expect(sanitizeHtml).not.toHaveBeenCalled()

        // New HTML after hydration is filtered in the browser.
        await act(() => {
            setHtml(NEW_COPY)
            return Promise.resolve()
        })
        await waitFor(() =>
            expect(screen.getByTestId('copy').innerHTML).toBe(
                '<p>Now in <strong>forest green</strong></p><img src="/x">'
            )
        )
        expect(sanitizeHtml).toHaveBeenCalled()
        expect((window as {hacked?: boolean}).hacked).toBeUndefined()
        act(() => root?.unmount())
        container.remove()
    })

    test('rendered in the browser (a client-side navigation), it shows filtered HTML once the filter is loaded', async () => {
        mockSide = 'browser'
        renderWithProviders(<RichText html={COPY} data-testid="copy" />, {path: '/us/'})
        await waitFor(() =>
            expect(screen.getByTestId('copy').innerHTML).toBe(
                '<p>Squat-proof <a href="/us/shop/leggings">leggings</a></p>'
            )
        )
        expect(screen.getByRole('link', {name: 'leggings'})).toHaveAttribute('href', '/us/shop/leggings')
    })
})
