import {act, render, screen} from '@testing-library/react'
import {defineMessages, useIntl} from 'react-intl'
import {fetchMessages} from './fetch-messages'
import {IntlBoundary, MESSAGES_STATE_KEY} from './intl-boundary'
import type {CompiledMessages} from './load-messages'

/**
 * Issue #13: a French page never falls back to English for the storefront's own strings. The bag renders in
 * the browser only, so its messages are not among those the server shipped: until the rest of the catalogue
 * arrives they render empty, then in French. English shows only when the catalogue cannot be fetched.
 */

jest.mock('./fetch-messages', () => ({fetchMessages: jest.fn()}))
jest.mock('../hooks/when-page-idle', () => ({whenPageIdle: () => () => undefined}))

const fetchMock = fetchMessages as jest.MockedFunction<typeof fetchMessages>

const messages = defineMessages({
    title: {id: 'cart.title', defaultMessage: 'Your bag'},
    summary: {id: 'cart.summary', defaultMessage: 'Order summary'}
})

const literal = (value: string) => [{type: 0, value}] as unknown as CompiledMessages[string]

const Bag = () => {
    const intl = useIntl()
    return (
        <>
            <h1>{intl.formatMessage(messages.title)}</h1>
            <button type="button" aria-label={intl.formatMessage(messages.summary)} />
        </>
    )
}

const renderFrench = () =>
    render(
        <IntlBoundary locale="fr-FR">
            <Bag />
        </IntlBoundary>
    )

let resolveCatalogue: (catalogue: CompiledMessages) => void = () => undefined

beforeEach(() => {
    window.__PRELOADED_STATE__ = {
        [MESSAGES_STATE_KEY]: {locale: 'fr-FR', messages: {'cart.title': literal('Votre panier')}}
    }
    fetchMock.mockReset()
    fetchMock.mockImplementation(
        () =>
            new Promise((resolve) => {
                resolveCatalogue = resolve
            })
    )
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
    delete window.__PRELOADED_STATE__
    jest.restoreAllMocks()
})

const summaryButton = () => screen.getByRole('button')

test('a message the page did not ship renders empty, not in English, and fetches the catalogue', async () => {
    renderFrench()
    expect(screen.getByRole('heading').textContent).toBe('Votre panier')
    expect(summaryButton().getAttribute('aria-label')).toBe('')
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith('fr-FR')

    await act(async () => {
        resolveCatalogue({'cart.summary': literal('Récapitulatif')})
        await Promise.resolve()
    })
    expect(summaryButton().getAttribute('aria-label')).toBe('Récapitulatif')
    expect(screen.getByRole('heading').textContent).toBe('Votre panier')
})

test('when the catalogue cannot be fetched, the English default shows and the gap is reported', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderFrench()
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await act(async () => {
        resolveCatalogue({})
        await Promise.resolve()
    })
    expect(summaryButton().getAttribute('aria-label')).toBe('Order summary')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cart.summary'))
})

test('the default locale renders its own messages without fetching anything', async () => {
    render(
        <IntlBoundary locale="en-GB">
            <Bag />
        </IntlBoundary>
    )
    expect(summaryButton().getAttribute('aria-label')).toBe('Order summary')
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(fetchMock).not.toHaveBeenCalled()
})
