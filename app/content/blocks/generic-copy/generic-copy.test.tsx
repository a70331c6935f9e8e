// fireEvent, not user-event: user-event resolves a second copy of testing-library/dom that React's act() misses.
import {fireEvent, screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {GenericCopy} from '../../model'
import {genericCopy} from '../../test-utils/fixtures'
import GenericCopyBlock from '.'

const render = (overrides: Record<string, unknown> = {}) =>
    renderWithProviders(<GenericCopyBlock item={genericCopy(overrides) as GenericCopy} />)

describe('GenericCopy', () => {
    test('renders the header and the sanitised paragraph', () => {
        const {container} = render()
        expect(screen.getByRole('heading', {name: 'Premium activewear'})).toBeInTheDocument()
        expect(screen.getByText('movement')).toBeInTheDocument()
        expect(container.querySelector('script')).toBeNull()
    })

    test('read more starts collapsed at 50px labelled Read More, and toggles to Read Less', () => {
        render()
        const toggle = screen.getByRole('button', {name: 'Read More'})
        expect(toggle).toHaveAttribute('aria-expanded', 'false')
        const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
        expect(region).toHaveStyle({maxHeight: '50px'})
        fireEvent.click(toggle)
        expect(screen.getByRole('button', {name: 'Read Less'})).toHaveAttribute('aria-expanded', 'true')
        fireEvent.click(screen.getByRole('button', {name: 'Read Less'}))
        expect(screen.getByRole('button', {name: 'Read More'})).toBeInTheDocument()
    })

    test('without read more the copy is shown in full, with no toggle', () => {
        render({displayOptions: {readMore: false}})
        expect(screen.queryByRole('button')).not.toBeInTheDocument()
    })

    test('internal links in the copy get the site prefix', () => {
        renderWithProviders(
            <GenericCopyBlock
                item={
                    genericCopy({
                        paragraph: '<p><a href="/size-guide">Size guide</a></p>',
                        displayOptions: {}
                    }) as GenericCopy
                }
            />,
            {path: '/au'}
        )
        expect(screen.getByRole('link', {name: 'Size guide'})).toHaveAttribute('href', '/au/size-guide')
    })

    test('renders nothing without copy', () => {
        renderWithProviders(
            <div data-testid="slot">
                <GenericCopyBlock
                    item={genericCopy({header: undefined, paragraph: undefined}) as GenericCopy}
                />
            </div>
        )
        expect(screen.getByTestId('slot')).toBeEmptyDOMElement()
    })
})
