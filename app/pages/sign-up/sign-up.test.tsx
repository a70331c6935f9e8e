import {screen, waitFor} from '@testing-library/react'
import {setupServer} from 'msw/node'
import {contentHandlers} from '../../components/content-page-layout/testing/content-handlers'
import {newsletterForm} from '../../components/sign-up-form/test-forms'
import {renderWithProviders} from '../../test-utils/render'
import {signUpTitle} from './sign-up-layout'
import SignUpPage from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const runClub = newsletterForm({
    onlyForUK: true,
    campaignName: 'EarlyAccess',
    formCopy: {start: '<h2>London Run Club</h2>', success: '<p>You’re on the list</p>'},
    submitLabel: 'Save my place'
})

const {handlers, asked} = contentHandlers({
    byKey: {
        'sign-up/newsletter': newsletterForm(),
        'eu/sign-up/newsletter': newsletterForm(),
        'sign-up/london-run-club': runClub,
        'us/sign-up/london-run-club': runClub
    }
})
const server = setupServer(...handlers)
beforeAll(() => server.listen({onUnhandledRequest: 'error'}))
afterEach(() => {
    asked.length = 0
})
afterAll(() => server.close())

describe('sign-up pages (spec 001 §2.5)', () => {
    test('the form at the path’s key, with a canonical link without the region prefix', async () => {
        renderWithProviders(<SignUpPage />, {path: '/eu/sign-up/newsletter'})
        expect(await screen.findByRole('button', {name: 'Sign me up'})).toBeInTheDocument()
        expect(asked).toEqual(['eu/sign-up/newsletter'])
        await waitFor(() =>
            expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
                'href',
                'https://www.vela-active.example/sign-up/newsletter'
            )
        )
        await waitFor(() => expect(document.title).toBe('Get 10% off your first order | VELA'))
    })

    test('a UK-only page shows the form in GB and the not-found page elsewhere', async () => {
        const {unmount} = renderWithProviders(<SignUpPage />, {path: '/sign-up/london-run-club'})
        expect(await screen.findByRole('button', {name: 'Save my place'})).toBeInTheDocument()
        unmount()
        renderWithProviders(<SignUpPage />, {path: '/us/sign-up/london-run-club'})
        expect(
            await screen.findByRole('heading', {name: 'Oops! This page seems to have run away.'})
        ).toBeInTheDocument()
        expect(screen.queryByRole('button', {name: 'Save my place'})).not.toBeInTheDocument()
    })

    test('a form the CMS does not have is the not-found page', async () => {
        renderWithProviders(<SignUpPage />, {path: '/strava-challenge'})
        expect(
            await screen.findByRole('heading', {name: 'Oops! This page seems to have run away.'})
        ).toBeInTheDocument()
        expect(asked).toEqual(['strava-challenge'])
    })

    test('the page title is the form’s own heading', () => {
        expect(signUpTitle(newsletterForm())).toBe('Get 10% off your first order')
        expect(
            signUpTitle(newsletterForm({formCopy: {start: '<p>No heading</p>', success: ''}}))
        ).toBeUndefined()
    })
})
