import {fireEvent, screen} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import CountryPrompt from '.'

const renderPrompt = (country = 'FR') => {
    const handlers = {onChoose: jest.fn(), onStay: jest.fn(), onDismiss: jest.fn()}
    renderWithProviders(<CountryPrompt country={country} siteCountry="GB" {...handlers} />, {path: '/'})
    return handlers
}

describe('CountryPrompt (spec 001 §4.2)', () => {
    test("is a dialog named by its heading, 'Looks like you're in France'", async () => {
        renderPrompt()
        const dialog = await screen.findByRole('dialog', {name: "Looks like you're in France"})
        expect(dialog).toHaveAttribute('aria-modal', 'true')
        expect(
            screen.getByRole('heading', {level: 2, name: "Looks like you're in France"})
        ).toBeInTheDocument()
    })

    test('offers the detected store and staying on this one', async () => {
        const {onChoose, onStay} = renderPrompt()
        fireEvent.click(await screen.findByRole('button', {name: 'Shop in France'}))
        expect(onChoose).toHaveBeenCalledWith('FR')
        fireEvent.click(screen.getByRole('button', {name: 'Continue on the United Kingdom store'}))
        expect(onStay).toHaveBeenCalled()
        expect(screen.getByText('Please choose your delivery location.')).toBeInTheDocument()
    })

    test("English names a country with its article where English does: 'in the United States'", async () => {
        const {onChoose} = renderPrompt('US')
        await screen.findByRole('dialog', {name: "Looks like you're in the United States"})
        fireEvent.click(screen.getByRole('button', {name: 'Shop in the United States'}))
        expect(onChoose).toHaveBeenCalledWith('US')
    })
})
