import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {BannerStripe, SiteStripe} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {meta} from '../../test-utils/fixtures'
import {stripeColours, stripeModel} from './stripe-model'
import SiteStripeBlock from '.'

const stripe = (messages: SiteStripe['siteStripeMessage']): SiteStripe => ({
    _meta: meta(SCHEMAS.siteStripe, 'stripe'),
    siteStripeMessage: messages,
    displayOptions: {
        backgroundColor: '#111111',
        textColor: '#ffffff',
        homepageBackgroundColor: '#efe9df',
        homepageTextColor: '#222222'
    }
})

const several = stripe([
    {text: 'Free returns', link: '/delivery-returns.html', weight: 10},
    {text: 'Free delivery over £75', link: '/delivery-returns.html', weight: 30},
    {text: 'Student discount', link: '/student-discount', weight: 5, hideOnHomepage: true}
])

const render = (item: SiteStripe | BannerStripe, path = '/shop/leggings') =>
    renderWithProviders(<SiteStripeBlock item={item} />, {path})

describe('SiteStripe (spec 001 §2.6)', () => {
    test('several messages scroll (with a pause control), heaviest first', () => {
        render(several)
        const texts = screen.getAllByRole('link').map((link) => link.textContent)
        expect(texts).toEqual(['Free delivery over £75', 'Free returns', 'Student discount'])
        expect(screen.getByRole('button', {name: 'Pause announcements'})).toBeInTheDocument()
    })

    test('hideOnHomepage messages are left out on a country root', () => {
        render(several, '/eu')
        expect(screen.queryByText('Student discount')).not.toBeInTheDocument()
        expect(screen.getByText('Free returns')).toBeInTheDocument()
    })

    test('a single message is static: no scrolling control', () => {
        render(stripe([{text: 'Free delivery over $100', link: '/delivery-returns.html'}]))
        expect(screen.getByRole('link', {name: 'Free delivery over $100'})).toHaveAttribute(
            'href',
            '/delivery-returns.html'
        )
        expect(screen.queryByRole('button')).not.toBeInTheDocument()
    })

    test('nothing renders when every message is hidden', () => {
        renderWithProviders(
            <div data-testid="slot">
                <SiteStripeBlock item={stripe([{text: 'Only off home', hideOnHomepage: true}])} />
            </div>,
            {path: '/'}
        )
        expect(screen.getByTestId('slot')).toBeEmptyDOMElement()
    })

    test('the older bannerItem form renders the same way', () => {
        const banner: BannerStripe = {
            _meta: meta(SCHEMAS.bannerStripe, 'banner'),
            bannerItem: [{bannerText: 'Afterpay available', bannerTextLink: '/delivery-returns.html'}]
        }
        render(banner, '/au/shop')
        expect(screen.getByRole('link', {name: 'Afterpay available'})).toHaveAttribute(
            'href',
            '/au/delivery-returns.html'
        )
    })

    test('a countdown message shows the clock after its own lead-in, read once ("ends in", not "ends in Ends in")', () => {
        jest.useFakeTimers()
        jest.setSystemTime(new Date('2030-01-01T00:00:00Z'))
        try {
            render(
                stripe([
                    {
                        text: 'Insiders: 20% off new season ends in',
                        link: '/sb-insiders',
                        countdownDate: '2030-01-03T00:00:10Z'
                    }
                ])
            )
            const link = screen.getByRole('link')
            expect(link).toHaveTextContent('Insiders: 20% off new season ends in2 days00:00:10')
            expect(link.textContent?.match(/ends in/gi)).toHaveLength(1)
        } finally {
            jest.useRealTimers()
        }
    })

    test('is an announcement landmark', () => {
        render(several)
        expect(screen.getByRole('complementary', {name: 'Announcements'})).toBeInTheDocument()
    })
})

describe('stripe colours', () => {
    const model = stripeModel(several)
    test.each([
        [true, {background: '#efe9df', text: '#222222'}],
        [false, {background: '#111111', text: '#ffffff'}]
    ])('on home %s', (onHome, expected) => {
        expect(stripeColours(model, onHome)).toEqual(expected)
    })

    test('home colours fall back to the standard ones', () => {
        const plain = stripeModel({...several, displayOptions: {backgroundColor: '#000000'}})
        expect(stripeColours(plain, true)).toEqual({background: '#000000', text: undefined})
    })
})
