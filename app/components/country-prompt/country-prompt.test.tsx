import {fireEvent, screen} from '@testing-library/react'
import type {SiteCountry} from '../../region/types'
import {renderWithProviders} from '../../test-utils/render'
import frEngagement from '../../../translations/fr-FR/engagement.json'
import itEngagement from '../../../translations/it-IT/engagement.json'
import CountryPrompt from '.'

const renderPrompt = (country = 'FR') => {
    const handlers = {onChoose: jest.fn(), onStay: jest.fn(), onDismiss: jest.fn()}
    renderWithProviders(<CountryPrompt country={country} siteCountry="GB" {...handlers} />, {path: '/'})
    return handlers
}

/** The prompt as a shopper on a French or Italian page sees it, with that locale's real translations. */
const renderTranslated = (
    path: string,
    file: Record<string, {defaultMessage: string}>,
    country: string,
    siteCountry: SiteCountry
) => {
    const messages = Object.fromEntries(
        Object.entries(file).map(([id, {defaultMessage}]) => [id, defaultMessage])
    )
    const handlers = {onChoose: jest.fn(), onStay: jest.fn(), onDismiss: jest.fn()}
    renderWithProviders(<CountryPrompt country={country} siteCountry={siteCountry} {...handlers} />, {
        path,
        messages
    })
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

    test.each([
        [
            '/eu/fr-FR/',
            frEngagement,
            'GB',
            'Il semble que vous soyez au Royaume-Uni',
            'Acheter au Royaume-Uni',
            'Continuer sur la boutique de l’UE'
        ],
        [
            '/eu/fr-FR/',
            frEngagement,
            'US',
            'Il semble que vous soyez aux États-Unis',
            'Acheter aux États-Unis',
            'Continuer sur la boutique de l’UE'
        ],
        [
            '/eu/it-IT/',
            itEngagement,
            'GB',
            'Sembra che tu sia nel Regno Unito',
            'Acquista nel Regno Unito',
            'Continua sul negozio dell’UE'
        ],
        [
            '/eu/it-IT/',
            itEngagement,
            'US',
            'Sembra che tu sia negli Stati Uniti',
            'Acquista negli Stati Uniti',
            'Continua sul negozio dell’UE'
        ]
    ])('%s, visitor from %s on the EU site: “%s”', async (path, file, country, heading, shop, stay) => {
        renderTranslated(path, file, country, 'IE')
        expect(await screen.findByRole('dialog', {name: heading})).toBeInTheDocument()
        expect(screen.getByRole('button', {name: shop})).toBeInTheDocument()
        expect(screen.getByRole('button', {name: stay})).toBeInTheDocument()
    })

    test('a French reader on another site is offered that site’s store with its own preposition', async () => {
        renderTranslated('/eu/fr-FR/', frEngagement, 'FR', 'GB')
        await screen.findByRole('dialog', {name: 'Il semble que vous soyez en France'})
        expect(
            screen.getByRole('button', {name: 'Continuer sur la boutique du Royaume-Uni'})
        ).toBeInTheDocument()
    })

    test('an Italian reader: “in Francia”, “del Regno Unito”', async () => {
        renderTranslated('/eu/it-IT/', itEngagement, 'FR', 'GB')
        await screen.findByRole('dialog', {name: 'Sembra che tu sia in Francia'})
        expect(screen.getByRole('button', {name: 'Continua sul negozio del Regno Unito'})).toBeInTheDocument()
    })
})
