import {act, fireEvent, screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {Accordion} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {meta} from '../../test-utils/fixtures'
import {markdownToHtml} from '../../html/markdown'
import AccordionBlock from '.'
import {ACCORDION_FADE_MS} from './use-fading-toggle'

const item = (overrides: Partial<Accordion> = {}): Accordion => ({
    _meta: meta(SCHEMAS.accordion, 'faq'),
    title: 'How do returns work?',
    subTitle: 'Free within 30 days',
    markdown: 'Return **unworn** items.\n\n- Print the label\n- Drop it off',
    ...overrides
})

describe('Accordion (spec 001 §4.5)', () => {
    beforeEach(() => jest.useFakeTimers())
    afterEach(() => jest.useRealTimers())

    test('opens at once and closes after a 150 ms fade', () => {
        renderWithProviders(<AccordionBlock item={item()} />)
        const button = screen.getByRole('button', {name: /How do returns work\?/})
        const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement
        expect(panel).not.toBeVisible()

        fireEvent.click(button)
        expect(panel).toBeVisible()
        expect(button).toHaveAttribute('aria-expanded', 'true')
        expect(screen.getByText('unworn').tagName).toBe('STRONG')

        // Closing: the panel fades (opacity 0 with a 150 ms transition) and is only then removed.
        fireEvent.click(button)
        expect(button).toHaveAttribute('aria-expanded', 'false')
        expect(panel).not.toHaveAttribute('hidden')
        expect(panel).toHaveStyle({opacity: '0'})
        act(() => {
            jest.advanceTimersByTime(ACCORDION_FADE_MS - 1)
        })
        expect(panel).not.toHaveAttribute('hidden')
        act(() => {
            jest.advanceTimersByTime(1)
        })
        expect(panel).toHaveAttribute('hidden')
    })

    test('openByDefault starts open', () => {
        renderWithProviders(<AccordionBlock item={item({openByDefault: true})} />)
        expect(screen.getByRole('button', {name: /How do returns work\?/})).toHaveAttribute(
            'aria-expanded',
            'true'
        )
        expect(screen.getByText('Print the label')).toBeVisible()
    })

    test('grouped list items replace the markdown body', () => {
        renderWithProviders(
            <AccordionBlock
                item={item({
                    openByDefault: true,
                    listItems: [{listItemTitle: 'UK', listItems: ['<b>Free</b> returns', 'Label in the box']}]
                })}
            />
        )
        expect(screen.getByText('UK')).toBeInTheDocument()
        expect(screen.getByText('Label in the box')).toBeInTheDocument()
        expect(screen.queryByText('Print the label')).not.toBeInTheDocument()
    })
})

test.each([
    ['Hello *there*', '<p>Hello <em>there</em></p>'],
    [
        '**Bold** and [a link](/size-guide)',
        '<p><strong>Bold</strong> and <a href="/size-guide">a link</a></p>'
    ],
    ['- one\n- two', '<ul><li>one</li><li>two</li></ul>'],
    ['1. one\n2. two', '<ol><li>one</li><li>two</li></ol>'],
    ['## Heading', '<h4>Heading</h4>'],
    ['line one\nline two\n\nnext', '<p>line one<br>line two</p><p>next</p>'],
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['', '']
])('markdownToHtml(%j)', (markdown, html) => {
    expect(markdownToHtml(markdown)).toBe(html)
})
