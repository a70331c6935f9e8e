import 'cross-fetch/polyfill'
import {screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {renderWithProviders} from '../../test-utils/render'
import BackInStockDialog from './back-in-stock-dialog'

const mockShopper = {
    registered: false,
    customer: undefined as undefined | {email: string; c_subscribeMail?: boolean}
}
jest.mock('@salesforce/commerce-sdk-react', () => ({
    useCustomerType: () => ({isRegistered: mockShopper.registered, isGuest: !mockShopper.registered}),
    useCustomerId: () => 'customer-1',
    useCustomer: () => ({data: mockShopper.customer}),
    useAccessToken: () => ({getTokenWhenReady: () => Promise.resolve('token')})
}))

const requests: unknown[] = []
let answer: (body: unknown) => {status: number; body: unknown} = () => ({status: 200, body: {success: true}})
const server = setupServer(
    rest.post('*/PWA_BackInStockNotification-GenerateBackInStockObject', async (req, res, ctx) => {
        const body: unknown = await req.json()
        requests.push(body)
        const reply = answer(body)
        return res(ctx.status(reply.status), ctx.json(reply.body as Record<string, unknown>))
    })
)

beforeAll(() => server.listen({onUnhandledRequest: 'error'}))
afterAll(() => server.close())
beforeEach(() => {
    requests.length = 0
    answer = () => ({status: 200, body: {success: true}})
    mockShopper.registered = false
    mockShopper.customer = undefined
    window.dataLayer = []
})

const open = (onClose = jest.fn()) => {
    renderWithProviders(
        <BackInStockDialog
            isOpen
            onClose={onClose}
            productId="M1_black_full_L"
            productName="Sculpt Leggings"
        />
    )
    return onClose
}

describe('back-in-stock dialog (spec 001 §4.5, §8)', () => {
    test("'EMAIL ME' form moves to 'THANK YOU' when the server reports success", async () => {
        open()
        expect(screen.getByRole('dialog', {name: 'EMAIL ME'})).toBeInTheDocument()
        await userEvent.type(screen.getByLabelText('Email address'), 'sam@example.com')
        await userEvent.click(screen.getByRole('button', {name: 'Notify Me'}))
        expect(await screen.findByRole('dialog', {name: 'THANK YOU'})).toBeInTheDocument()
        expect(requests).toEqual([
            {
                recipientEmail: 'sam@example.com',
                bisnProductId: 'M1_black_full_L',
                subscribeMail: false,
                selectedCountry: 'GB'
            }
        ])
    })

    test('the email is validated with the shared validator before anything is sent', async () => {
        open()
        await userEvent.click(screen.getByRole('button', {name: 'Notify Me'}))
        expect(await screen.findByText('This field is required')).toBeInTheDocument()
        await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email')
        await userEvent.click(screen.getByRole('button', {name: 'Notify Me'}))
        expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
        expect(requests).toHaveLength(0)
    })

    test('a failure shows the sorry message and the form can be sent again', async () => {
        answer = () => ({status: 200, body: {success: false}})
        open()
        await userEvent.type(screen.getByLabelText('Email address'), 'sam@example.com')
        await userEvent.click(screen.getByRole('button', {name: 'Notify Me'}))
        expect(
            await screen.findByText("Sorry, we've had a problem adding you to the list. Please try again.")
        ).toBeInTheDocument()
        answer = () => ({status: 200, body: {success: true}})
        await userEvent.click(screen.getByRole('button', {name: 'Notify Me'}))
        expect(await screen.findByRole('dialog', {name: 'THANK YOU'})).toBeInTheDocument()
        expect(requests).toHaveLength(2)
    })

    test('a registered shopper has the email filled in and locked', async () => {
        mockShopper.registered = true
        mockShopper.customer = {email: 'member@example.com', c_subscribeMail: false}
        open()
        const field = await screen.findByLabelText('Email address')
        await waitFor(() => expect(field).toHaveValue('member@example.com'))
        expect(field).toHaveAttribute('readonly')
    })

    test('an already subscribed shopper just gets the reminder, and the request goes out by itself', async () => {
        mockShopper.registered = true
        mockShopper.customer = {email: 'member@example.com', c_subscribeMail: true}
        open()
        expect(
            await screen.findByText("We'll send a reminder to the address when this item is back in stock.")
        ).toBeInTheDocument()
        await waitFor(() =>
            expect(requests).toEqual([
                {
                    recipientEmail: 'member@example.com',
                    bisnProductId: 'M1_black_full_L',
                    subscribeMail: true,
                    selectedCountry: 'GB'
                }
            ])
        )
        expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument()
    })

    test('closing without submitting is tracked; network errors are only logged', async () => {
        const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
        server.use(
            rest.post('*/PWA_BackInStockNotification-GenerateBackInStockObject', (_req, res) =>
                res.networkError('down')
            )
        )
        const onClose = open()
        await userEvent.type(screen.getByLabelText('Email address'), 'sam@example.com')
        await userEvent.click(screen.getByRole('button', {name: 'Notify Me'}))
        await waitFor(() => expect(log).toHaveBeenCalled())
        expect(screen.queryByText(/Sorry, we've had a problem/)).not.toBeInTheDocument()
        await userEvent.click(screen.getByRole('button', {name: 'Close'}))
        expect(onClose).toHaveBeenCalled()
        // A submission was attempted, so this close is not a drop-off.
        expect(window.dataLayer).toEqual([])
    })

    test('closing the untouched form pushes a data-layer event', async () => {
        const onClose = open()
        await userEvent.click(screen.getByRole('button', {name: 'Close'}))
        expect(onClose).toHaveBeenCalled()
        expect(window.dataLayer).toEqual([
            {event: 'backInStockClose', backInStock: {productId: 'M1_black_full_L', submitted: false}}
        ])
    })
})
