import 'cross-fetch/polyfill'
import {fireEvent, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {rest} from 'msw'
import {setupServer} from 'msw/node'
import {renderWithProviders} from '../../test-utils/render'
import {SignUpForm} from './sign-up-form'
import {newsletterForm, surveyForm} from './test-forms'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

interface Posted {
    endpoint: string
    url: string
    headers: Record<string, string>
    body: string
}
const posted: Posted[] = []
let mailingAnswer: Record<string, unknown> = {success: true, error: '', result: {emailSubscribed: true}}

const server = setupServer(
    rest.post('*/:endpoint', async (req, res, ctx) => {
        posted.push({
            endpoint: String(req.params.endpoint),
            url: req.url.pathname,
            headers: Object.fromEntries(req.headers.entries()),
            body: await req.text()
        })
        return res(ctx.json(req.params.endpoint === 'PWA-MailingLists' ? mailingAnswer : {success: true}))
    })
)
beforeAll(() => server.listen({onUnhandledRequest: 'error'}))
afterEach(() => {
    server.resetHandlers()
    posted.length = 0
    mailingAnswer = {success: true, error: '', result: {emailSubscribed: true}}
})
afterAll(() => server.close())

const fillNewsletter = async () => {
    await userEvent.type(screen.getByLabelText(/First name/), 'Ada')
    await userEvent.type(screen.getByLabelText(/Email address/), 'ada@example.com')
    await userEvent.selectOptions(screen.getByRole('combobox', {name: /Country/}), 'IE')
}

describe('sign-up form validation (spec 001 §5.3, validated on all events)', () => {
    test('messages appear as the shopper types and leaves fields, in the spec’s words', async () => {
        renderWithProviders(<SignUpForm form={newsletterForm()} />)
        const email = screen.getByLabelText(/Email address/)
        await userEvent.type(email, 'ada@')
        await userEvent.tab()
        expect(await screen.findByText('Enter valid email address')).toBeInTheDocument()
        await userEvent.type(email, 'example.com')
        await waitFor(() => expect(screen.queryByText('Enter valid email address')).not.toBeInTheDocument())

        const birthday = screen.getByLabelText(/Date of birth/)
        await userEvent.type(birthday, '31131990')
        expect(birthday).toHaveValue('31/13/1990')
        expect(await screen.findByText('Enter valid date of birth')).toBeInTheDocument()
        expect(screen.getByText('Format: DD/MM/YYYY')).toBeInTheDocument()

        const phone = screen.getByLabelText(/Mobile number/)
        await userEvent.type(phone, '12345')
        await userEvent.tab()
        expect(
            await screen.findByText('Please enter a 10-digit phone number, eg. 800 222 2222')
        ).toBeInTheDocument()
    })

    test('submitting an empty form shows the required and custom messages and sends nothing', async () => {
        renderWithProviders(<SignUpForm form={newsletterForm()} />)
        await userEvent.click(screen.getByRole('button', {name: 'Sign me up'}))
        expect(await screen.findByText('This field is required')).toBeInTheDocument()
        expect(screen.getByText('Please choose your country')).toBeInTheDocument()
        expect(screen.getAllByText('Enter valid email address')).toHaveLength(1)
        expect(posted).toEqual([])
    })

    test('the en-US birthday is month first', () => {
        renderWithProviders(<SignUpForm form={newsletterForm()} />, {path: '/us'})
        expect(screen.getByLabelText(/Date of birth/)).toHaveAttribute('placeholder', 'MM/DD/YYYY')
        expect(screen.getByText('+1')).toBeInTheDocument()
    })

    test('GB numbers are asked without the +44 the field shows; hideSMSField drops the field', () => {
        const {unmount} = renderWithProviders(<SignUpForm form={newsletterForm()} />)
        expect(screen.getByText('+44')).toBeInTheDocument()
        unmount()
        renderWithProviders(<SignUpForm form={newsletterForm()} hideSMSField />)
        expect(screen.queryByLabelText(/Mobile number/)).not.toBeInTheDocument()
    })

    test('unsupported field schemas are reported and skipped; the rest of the form works', () => {
        const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
        const form = newsletterForm()
        form.fields = [...form.fields, {kind: 'signature', name: 'sign', label: 'Sign here'} as never]
        renderWithProviders(<SignUpForm form={form} />)
        expect(screen.queryByText('Sign here')).not.toBeInTheDocument()
        expect(screen.getByLabelText(/First name/)).toBeInTheDocument()
        expect(error).toHaveBeenCalledWith(
            expect.stringContaining('unsupported field skipped'),
            expect.anything()
        )
        error.mockRestore()
    })
})

describe('sign-up submit (spec 001 §4.7, §7.3, §8)', () => {
    test('posts the mailing list with a reCAPTCHA header; the success view replaces the form', async () => {
        renderWithProviders(<SignUpForm form={newsletterForm()} />)
        await fillNewsletter()
        await userEvent.click(screen.getByRole('button', {name: 'Sign me up'}))
        expect(await screen.findByRole('heading', {name: 'Welcome to VELA'})).toBeInTheDocument()
        expect(screen.queryByRole('button', {name: 'Sign me up'})).not.toBeInTheDocument()
        expect(posted).toHaveLength(1)
        expect(posted[0].url).toBe(
            '/mobify/proxy/self/on/demandware.store/Sites-vela-gb-Site/en_GB/PWA-MailingLists'
        )
        expect(posted[0].headers['x-recaptcha-token']).toBe('vela-sandbox-recaptcha-pass')
        expect(Object.fromEntries(new URLSearchParams(posted[0].body))).toEqual({
            email: 'ada@example.com',
            country: 'IE',
            mailingListSource: 'newsletter'
        })
    })

    test('the promo code copies on click and confirms for a second', async () => {
        const writeText = jest.fn(() => Promise.resolve())
        Object.assign(navigator, {clipboard: {writeText}})
        renderWithProviders(<SignUpForm form={newsletterForm()} />)
        await fillNewsletter()
        await userEvent.click(screen.getByRole('button', {name: 'Sign me up'}))
        await userEvent.click(await screen.findByRole('button', {name: 'Copy code WELCOME10'}))
        expect(writeText).toHaveBeenCalledWith('WELCOME10')
        expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument()
        await waitFor(() => expect(screen.queryByText('Copied to clipboard!')).not.toBeInTheDocument(), {
            timeout: 2000
        })
    })

    test('a Recaptcha failure shows the verification message and keeps the form', async () => {
        mailingAnswer = {
            success: false,
            error: 'Recaptcha verification failed.',
            result: {emailSubscribed: false}
        }
        renderWithProviders(<SignUpForm form={newsletterForm()} />)
        await fillNewsletter()
        await userEvent.click(screen.getByRole('button', {name: 'Sign me up'}))
        expect(await screen.findByRole('alert')).toHaveTextContent(
            'Error verifying your email address, please try again later.'
        )
        expect(screen.getByRole('button', {name: 'Sign me up'})).toBeEnabled()
    })

    test('other failures are only logged', async () => {
        const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
        server.use(rest.post('*/PWA-MailingLists', (_req, res, ctx) => res(ctx.status(500), ctx.text(''))))
        renderWithProviders(<SignUpForm form={newsletterForm()} />)
        await fillNewsletter()
        await userEvent.click(screen.getByRole('button', {name: 'Sign me up'}))
        await waitFor(() => expect(error).toHaveBeenCalledWith('[sign-up] submit failed', expect.anything()))
        expect(
            screen.queryByText('Error verifying your email address, please try again later.')
        ).not.toBeInTheDocument()
        expect(screen.getByRole('button', {name: 'Sign me up'})).toBeEnabled()
        error.mockRestore()
    })

    test('campaign flows send optInValue from the form’s consent box', async () => {
        renderWithProviders(<SignUpForm form={newsletterForm({campaignName: 'strava'})} />)
        await fillNewsletter()
        await userEvent.click(screen.getByRole('checkbox', {name: 'Email me news and offers'}))
        await userEvent.click(screen.getByRole('button', {name: 'Sign me up'}))
        await screen.findByTestId('sign-up-success')
        expect(new URLSearchParams(posted[0].body).get('optInValue')).toBe('true')
        expect(new URLSearchParams(posted[0].body).get('mailingListSource')).toBe('strava')
    })

    test('"the insiders date-of-birth call needs both email and dob": the date-of-birth check sends them', async () => {
        renderWithProviders(<SignUpForm form={newsletterForm({campaignName: 'dobCheck'})} />)
        await fillNewsletter()
        await userEvent.type(screen.getByLabelText(/Date of birth/), '31121990')
        await userEvent.click(screen.getByRole('button', {name: 'Sign me up'}))
        await screen.findByTestId('sign-up-success')
        await waitFor(() => expect(posted).toHaveLength(1))
        expect(posted[0].endpoint).toBe('PWA-InsidersDOB')
        expect(Object.fromEntries(new URLSearchParams(posted[0].body))).toEqual({
            email: 'ada@example.com',
            dob: '1990-12-31',
            country: 'IE'
        })
    })
})

describe('survey form (NPS)', () => {
    test('score buttons, the exclusive Nothing, the maximum, the counter and the customer-data event', async () => {
        renderWithProviders(<SignUpForm form={surveyForm()} />)
        const scores = screen.getAllByRole('radio')
        expect(scores).toHaveLength(11)
        expect(screen.getByRole('radio', {name: '0 (Very unlikely)'})).toBeInTheDocument()
        expect(screen.getByRole('radio', {name: '10 (Very likely)'})).toBeInTheDocument()

        await userEvent.click(screen.getByRole('button', {name: 'Send feedback'}))
        expect(await screen.findByText('This field is required')).toBeInTheDocument()
        expect(screen.getByText('Choose between 1 and 3 options')).toBeInTheDocument()

        await userEvent.click(screen.getByRole('radio', {name: '9'}))
        expect(screen.getByRole('radio', {name: '9'})).toHaveAttribute('aria-checked', 'true')

        for (const option of ['Fit', 'Fabric', 'Colours'])
            await userEvent.click(screen.getByRole('checkbox', {name: option}))
        expect(screen.getByRole('checkbox', {name: 'Delivery speed'})).toBeDisabled()
        await userEvent.click(screen.getByRole('checkbox', {name: 'Colours'}))
        await userEvent.click(screen.getByRole('checkbox', {name: 'Nothing'}))
        expect(screen.getByRole('checkbox', {name: 'Nothing'})).toBeChecked()
        expect(screen.getByRole('checkbox', {name: 'Fit'})).not.toBeChecked()

        const comments = screen.getByLabelText('Anything else?')
        fireEvent.change(comments, {target: {value: 'Great leggings'}})
        expect(screen.getByText('14/20 characters')).toBeInTheDocument()

        await userEvent.click(screen.getByRole('button', {name: 'Send feedback'}))
        expect(await screen.findByRole('heading', {name: 'Thank you for your feedback'})).toBeInTheDocument()
        expect(posted.map((post) => post.endpoint)).toEqual(['PWA_mParticle-LogOptEvent'])
        const event = (
            JSON.parse(posted[0].body) as {
                requestBody: {event_name: string; custom_attributes: Record<string, unknown>}
            }
        ).requestBody
        expect(event.event_name).toBe('NPS')
        expect(event.custom_attributes).toMatchObject({
            nps_score: '9',
            nps_improvements: 'Nothing',
            nps_detail: 'Great leggings',
            country_code_iso: 'GB'
        })
    })
})
