import {screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {Route} from 'react-router-dom'
import {renderWithProviders} from '../../test-utils/render'
import {Link} from '.'

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
