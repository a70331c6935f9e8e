import {screen, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {renderWithProviders} from '../../test-utils/render'
import {Footer} from '.'

const mockContent = jest.fn<unknown, [string | undefined]>()
jest.mock('../../content/use-content', () => ({
    useContentByKey: (key: string | undefined) => ({data: mockContent(key)})
}))

const CMS_FOOTER = {
    _meta: {schema: 'https://schema.vela-active.example/footer.json', deliveryId: 'f', name: 'footer'},
    linkGroups: [
        {
            group: 'Help',
            title: 'Help',
            links: [
                {text: 'Customer Care & Help Centre', url: 'https://help.vela-active.example/hc'},
                {text: 'Track my order', url: '/track-order'}
            ]
        },
        {
            group: 'Information',
            title: 'Information',
            links: [
                {text: 'Terms & Conditions', url: '/terms-and-conditions'},
                {text: 'Our story', url: '/about-us/our-story'}
            ]
        }
    ],
    socialLinks: [{network: 'instagram', url: 'https://instagram.example/vela', label: 'VELA on Instagram'}],
    newsletter: {header: 'Get 10% off', copy: 'Sign up for launches.', signUpKey: 'sign-up/newsletter'},
    copyright: '© 2025 VELA Active Ltd.'
}

const group = (name: string) => screen.getByRole('region', {name})
const linkIn = (region: HTMLElement, name: string) => within(region).getByRole('link', {name, hidden: true})

describe('Footer', () => {
    beforeEach(() => mockContent.mockImplementation((key) => (key?.endsWith('footer') ? CMS_FOOTER : null)))

    test('reads the site footer item', () => {
        renderWithProviders(<Footer />, {path: '/au/'})
        expect(mockContent).toHaveBeenCalledWith('au/footer')
    })

    test('renders the CMS groups plus every required spec link with the site prefix', () => {
        renderWithProviders(<Footer />, {path: '/us/'})
        const footer = screen.getByRole('contentinfo')
        const help = group('Help')
        const information = group('Information')
        expect(linkIn(help, 'Customer Care & Help Centre (opens in a new tab)')).toHaveAttribute(
            'href',
            'https://help.vela-active.example/hc'
        )
        expect(linkIn(help, 'Track my order')).toHaveAttribute('href', '/us/track-order')
        expect(linkIn(information, 'Terms & Conditions')).toHaveAttribute('href', '/us/terms-and-conditions')
        expect(linkIn(information, 'Wholesale Terms & Conditions')).toHaveAttribute(
            'href',
            '/us/Terms-conditions-wholesale.html'
        )
        expect(linkIn(information, 'Security & Privacy')).toHaveAttribute('href', '/us/security-privacy.html')
        expect(linkIn(information, 'Cookies')).toHaveAttribute('href', '/us/cookies.html')
        expect(within(footer).getByRole('link', {name: 'Sign up'})).toHaveAttribute(
            'href',
            '/us/sign-up/newsletter'
        )
        expect(within(footer).getByRole('link', {name: 'VELA on Instagram'})).toHaveAttribute(
            'target',
            '_blank'
        )
        expect(within(footer).getByText('© 2025 VELA Active Ltd.')).toBeInTheDocument()
    })

    test("a group's links are plain list items and links, styled from the list's one class", () => {
        // Every page renders the footer's links on the server and hydrates them when idle; a Chakra item and
        // link per link were paid for each time. External links stay the storefront's styled link.
        renderWithProviders(<Footer />, {path: '/us/'})
        const list = group('Information').querySelector('ul') as HTMLElement
        const styledInside = Array.from(list.querySelectorAll('*')).filter((element) =>
            /(^|\s)css-/.test(element.getAttribute('class') ?? '')
        )
        expect(within(list).getAllByRole('link', {hidden: true}).length).toBeGreaterThan(3)
        expect(styledInside).toHaveLength(0)
    })

    test('without CMS content the spec links and a copyright still render', () => {
        mockContent.mockReturnValue(null)
        renderWithProviders(<Footer />)
        expect(linkIn(group('Help'), 'Customer Care & Help Centre (opens in a new tab)')).toHaveAttribute(
            'href',
            'https://help.vela-active.example/hc/en-gb'
        )
        expect(within(group('Information')).getAllByRole('link', {hidden: true})).toHaveLength(4)
        expect(screen.getByText(/VELA Active Ltd\. All rights reserved\./)).toBeInTheDocument()
    })

    test('on mobile the Help and Information groups collapse behind buttons', async () => {
        const user = userEvent.setup()
        renderWithProviders(<Footer />)
        const toggle = within(group('Help')).getByRole('button', {name: 'Help'})
        const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
        expect(toggle).toHaveAttribute('aria-expanded', 'false')
        // jsdom applies the mobile (base) styles: collapsed lists are not displayed.
        expect(list).not.toBeVisible()
        await user.click(toggle)
        expect(toggle).toHaveAttribute('aria-expanded', 'true')
        expect(list).toBeVisible()
        expect(within(group('Information')).getByRole('button', {name: 'Information'})).toHaveAttribute(
            'aria-expanded',
            'false'
        )
    })

    test('includes the region and language selector', () => {
        renderWithProviders(<Footer />)
        expect(screen.getByRole('form', {name: 'Region and language'})).toBeInTheDocument()
    })
})
