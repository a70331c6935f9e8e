import {screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {Route} from 'react-router-dom'
import {renderWithProviders} from '../../test-utils/render'
import {Link, PlainLink} from '.'

describe('Link', () => {
    test.each([
        ['/', '/shop/leggings', '/shop/leggings'],
        ['/us/', '/shop/leggings', '/us/shop/leggings'],
        ['/eu/fr-FR/', '/shop/leggings?refine=c_size=S', '/eu/fr-FR/shop/leggings?refine=c_size=S'],
        ['/eu/fr-FR/', '/us/cart', '/eu/fr-FR/cart'],
        ['/us/', '/', '/us'],
        ['/?src=email', '/shop', '/shop?src=email'],
        ['/', 'https://help.example/hc', 'https://help.example/hc'],
        ['/us/', '#reviews', '#reviews'],
        ['/us/', 'mailto:care@vela.example', 'mailto:care@vela.example']
    ])('on %s, %s links to %s', (path, href, expected) => {
        renderWithProviders(<Link href={href}>go</Link>, {path})
        expect(screen.getByRole('link', {name: /go/})).toHaveAttribute('href', expected)
    })

    test('external pages open in a new tab and say so', () => {
        renderWithProviders(<Link href="https://help.example/hc">Help</Link>)
        const link = screen.getByRole('link', {name: 'Help (opens in a new tab)'})
        expect(link).toHaveAttribute('target', '_blank')
        expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    })

    test('internal links navigate with the router, without a page load', async () => {
        const user = userEvent.setup()
        renderWithProviders(
            <>
                <Link href="/shop/bottoms">Bottoms</Link>
                <Route path="*" render={({location}) => <output>{location.pathname}</output>} />
            </>,
            {path: '/au/'}
        )
        await user.click(screen.getByRole('link', {name: 'Bottoms'}))
        expect(screen.getByRole('status')).toHaveTextContent('/au/shop/bottoms')
    })
})

describe('PlainLink', () => {
    test('an internal path gets the site prefix and navigates with the router, with only the class it is given', async () => {
        const user = userEvent.setup()
        renderWithProviders(
            <>
                <PlainLink href="/shop/bottoms" className="menu-link">
                    Bottoms
                </PlainLink>
                <Route path="*" render={({location}) => <output>{location.pathname}</output>} />
            </>,
            {path: '/eu/fr-FR/'}
        )
        const link = screen.getByRole('link', {name: 'Bottoms'})
        expect(link).toHaveAttribute('href', '/eu/fr-FR/shop/bottoms')
        expect(link.getAttribute('class')).toBe('menu-link')
        await user.click(link)
        expect(screen.getByRole('status')).toHaveTextContent('/eu/fr-FR/shop/bottoms')
    })

    test('an external page is the storefront link: a new tab, and said so', () => {
        renderWithProviders(<PlainLink href="https://help.example/hc">Help</PlainLink>)
        expect(screen.getByRole('link', {name: 'Help (opens in a new tab)'})).toHaveAttribute(
            'target',
            '_blank'
        )
    })
})
