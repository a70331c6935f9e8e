/**
 * @jest-environment node
 */
import {renderToString} from 'react-dom/server'
import {defineMessages, useIntl} from 'react-intl'
import {IntlBoundary, readServerMessages, shippedMessages} from './intl-boundary'
import type {CompiledMessages} from './load-messages'
import {MessageUsage} from './message-usage'

/**
 * Issue #8: server renders share react-intl's formatters per locale, and each render still records the
 * messages it reads, so every page ships exactly its own.
 */

const literal = (value: string) => [{type: 0, value}] as unknown as CompiledMessages[string]

jest.mock('./load-messages', () => ({
    DEFAULT_LOCALE: 'en-GB',
    loadMessages: () =>
        Promise.resolve({
            'cart.title': [{type: 0, value: 'Votre panier'}],
            'cart.total': [{type: 0, value: 'Total'}]
        })
}))

const messages = defineMessages({
    title: {id: 'cart.title', defaultMessage: 'Your bag'},
    total: {id: 'cart.total', defaultMessage: 'Total'}
})

const Page = ({withTotal}: {withTotal: boolean}) => {
    const intl = useIntl()
    return (
        <p>
            {intl.formatMessage(messages.title)} {withTotal && intl.formatMessage(messages.total)}{' '}
            {intl.formatNumber(12.5, {style: 'currency', currency: 'EUR'})}
        </p>
    )
}

const renderPage = (withTotal: boolean) => {
    const usage = new MessageUsage()
    const html = renderToString(
        <IntlBoundary locale="fr-FR" usage={usage}>
            <Page withTotal={withTotal} />
        </IntlBoundary>
    )
    return {html, shipped: shippedMessages('fr-FR', usage).messages}
}

beforeAll(async () => {
    try {
        readServerMessages('fr-FR')
    } catch (loading) {
        await loading
    }
})

test('each render ships the messages it read, though the formatters are shared', () => {
    const first = renderPage(true)
    const second = renderPage(false)
    expect(first.html).toContain('Votre panier')
    expect(first.html).toContain('12,50')
    expect(Object.keys(first.shipped)).toEqual(['cart.title', 'cart.total'])
    expect(second.shipped).toEqual({'cart.title': literal('Votre panier')})
})

test('a later render of the locale builds no number format again', () => {
    renderPage(true)
    const original = Intl.NumberFormat
    let built = 0
    Intl.NumberFormat = new Proxy(original, {
        construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => {
            built += 1
            return new target(...args)
        }
    })
    try {
        renderPage(true)
        renderPage(false)
    } finally {
        Intl.NumberFormat = original
    }
    expect(built).toBe(0)
})
