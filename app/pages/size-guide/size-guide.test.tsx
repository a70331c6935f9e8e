import 'cross-fetch/polyfill'
import {screen} from '@testing-library/react'
import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {Route} from 'react-router-dom'
import {renderWithProviders} from '../../test-utils/render'
import SizeGuidePage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))
jest.mock('@salesforce/commerce-sdk-react', () => ({
    useAccessToken: () => ({getTokenWhenReady: () => Promise.resolve('token')})
}))

const asked: (string | null)[] = []
const server = setupServer(
    rest.get('*/PWA-GetSizeGuide', (req, res, ctx) => {
        asked.push(req.url.searchParams.get('pid'))
        return res(
            ctx.json({
                title: 'Bottoms size guide',
                html: '<div class="size-guide"><h1>Bottoms size guide</h1><table><caption>Size conversion</caption><tr><th scope="row">XS</th><td>6</td></tr></table><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"></div>'
            })
        )
    })
)
beforeAll(() => server.listen({onUnhandledRequest: 'error'}))
afterAll(() => server.close())

describe('size guide page (spec 001 §2.5)', () => {
    test('renders the returned html for one product, sanitised', async () => {
        renderWithProviders(<Route path="/size-guide/:productId?" component={SizeGuidePage} />, {
            path: '/size-guide/VL10001'
        })
        expect(await screen.findByRole('heading', {level: 1, name: 'Bottoms size guide'})).toBeInTheDocument()
        expect(screen.getByRole('table', {name: 'Size conversion'})).toBeInTheDocument()
        expect(asked).toEqual(['VL10001'])
        expect(document.querySelector('script:not([type])')).toBeNull()
        expect(document.querySelector('[onerror]')).toBeNull()
        expect((window as {hacked?: boolean}).hacked).toBeUndefined()
    })
})
