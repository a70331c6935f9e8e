import {screen, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {setupServer} from 'msw/node'
import {contentHandlers} from '../../components/content-page-layout/testing/content-handlers'
import {SCHEMAS} from '../../content/model/schemas'
import {blockFor} from '../../content/registry'
import {meta} from '../../content/test-utils/fixtures'
import {renderWithProviders} from '../../test-utils/render'
import DeliveryReturns from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const tab = (code: 'GB' | 'US' | 'IE' | 'AU' | undefined, tabName: string, step3: string) => ({
    _meta: meta(SCHEMAS.returnsTab, `returns-${code ?? 'row'}`),
    tabName,
    ...(code ? {countryCode: code} : {}),
    title: `${tabName}: how to return`,
    subtitle: 'You have 30 days from delivery to return unworn items.',
    pageContent: {
        titleOne: 'Three simple steps',
        bodyOne: `<ol><li>Start your return.</li><li>Pack your items.</li><li>${step3}</li></ol>`,
        titleTwo: 'Refunds',
        bodyTwo: '<p>Refunds go to your original payment method within 5 business days.</p>'
    },
    isReturnTab: true
})

const deliveryReturns = (header: string) => ({
    _meta: meta(SCHEMAS.contentPage, 'delivery-returns'),
    pageTitle: `${header} | VELA`,
    pageHeader: header,
    pageHeaderCopy: '<p>Free returns on most orders.</p>',
    tabs: [
        tab('GB', 'UK returns', 'Drop your parcel at any post office.'),
        tab('US', 'US returns', 'Attach the prepaid label and drop your package at any UPS Store.'),
        tab('IE', 'Ireland & EU returns', 'Hand your parcel in at any post office in Ireland.'),
        tab(undefined, 'Rest of world', 'Book a courier collection through the global returns portal.')
    ],
    tabContent: [
        {
            _meta: meta(SCHEMAS.deliveryOptions, 'delivery-options'),
            title: 'Delivery options',
            deliveryOptions: [
                {name: 'Standard delivery', cost: '£4.95'},
                {name: 'Next day delivery', cost: '£8.95'}
            ]
        }
    ]
})

const {handlers, asked} = contentHandlers({
    byKey: {
        'delivery-returns': deliveryReturns('Delivery & returns'),
        'us/delivery-returns': deliveryReturns('Shipping & returns')
    }
})
const server = setupServer(...handlers)

beforeAll(async () => {
    server.listen({onUnhandledRequest: 'error'})
    await blockFor(SCHEMAS.deliveryOptions)?.load()
})
afterEach(() => {
    server.resetHandlers()
    asked.length = 0
})
afterAll(() => server.close())

describe('delivery and returns page (spec 001 §2.5)', () => {
    test('opens on the shopper’s country; selecting a tab shows that country’s returns text', async () => {
        renderWithProviders(<DeliveryReturns />, {path: '/delivery-returns.html'})
        expect(await screen.findByRole('heading', {level: 1, name: 'Delivery & returns'})).toBeInTheDocument()
        expect(asked).toEqual(['delivery-returns'])
        const ukPanel = screen.getByRole('tabpanel', {name: 'UK returns'})
        expect(within(ukPanel).getByText('Drop your parcel at any post office.')).toBeVisible()

        await userEvent.click(screen.getByRole('tab', {name: 'Rest of world'}))
        const rowPanel = screen.getByRole('tabpanel', {name: 'Rest of world'})
        expect(
            within(rowPanel).getByText('Book a courier collection through the global returns portal.')
        ).toBeVisible()
        expect(screen.getByRole('tab', {name: 'Rest of world'})).toHaveAttribute('aria-selected', 'true')
        expect(screen.getByText('Drop your parcel at any post office.')).not.toBeVisible()
        expect(within(rowPanel).getByRole('heading', {name: 'Refunds'})).toBeInTheDocument()
    })

    test('the US site opens on the US tab and shows the delivery options table', async () => {
        renderWithProviders(<DeliveryReturns />, {path: '/us/delivery-returns.html'})
        expect(await screen.findByRole('heading', {level: 1, name: 'Shipping & returns'})).toBeInTheDocument()
        expect(asked).toEqual(['us/delivery-returns'])
        expect(screen.getByRole('tab', {name: 'US returns'})).toHaveAttribute('aria-selected', 'true')
        expect(await screen.findByText('Next day delivery')).toBeInTheDocument()
        expect(screen.getByText('£8.95')).toBeInTheDocument()
    })
})
