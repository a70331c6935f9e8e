import {act, screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {CountdownStrip} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {meta} from '../../test-utils/fixtures'
import CountdownStripBlock from '.'

describe('CountdownStrip (spec 001 §4.5)', () => {
    beforeEach(() => {
        jest.useFakeTimers()
        jest.setSystemTime(new Date('2030-01-01T00:00:00Z'))
    })
    afterEach(() => jest.useRealTimers())

    const item = (countdownDate: string) =>
        ({
            _meta: meta(SCHEMAS.countdownStrip, 'sale'),
            copy: 'Sale ends soon',
            countdownDate,
            link: '/sale'
        } as CountdownStrip)

    test('ticks every second in hours, minutes and seconds', () => {
        renderWithProviders(<CountdownStripBlock item={item('2030-01-01T01:02:03Z')} />)
        expect(screen.getByRole('link')).toHaveAttribute('href', '/sale')
        expect(screen.getByText('01:02:03')).toBeInTheDocument()
        act(() => {
            jest.advanceTimersByTime(1000)
        })
        expect(screen.getByText('01:02:02')).toBeInTheDocument()
    })

    test('adds a day count when over 24 hours remain', () => {
        renderWithProviders(<CountdownStripBlock item={item('2030-01-03T00:00:10Z')} />)
        expect(screen.getByText('2 days')).toBeInTheDocument()
        expect(screen.getByText('00:00:10')).toBeInTheDocument()
    })

    test('the copy leads into the clock, so screen readers hear no second "Ends in"', () => {
        renderWithProviders(<CountdownStripBlock item={item('2030-01-03T00:00:10Z')} />)
        expect(screen.getByRole('link')).toHaveTextContent(/^Sale ends soon2 days00:00:10$/)
    })

    test('stops at zero', () => {
        renderWithProviders(<CountdownStripBlock item={item('2029-12-31T23:59:59Z')} />)
        expect(screen.getByText('00:00:00')).toBeInTheDocument()
    })
})
