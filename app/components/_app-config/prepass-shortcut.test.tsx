/**
 * @jest-environment node
 */
import type {ReactNode} from 'react'
import {renderToString} from 'react-dom/server'
import {useQuery} from '@tanstack/react-query'
import {defineMessages, useIntl} from 'react-intl'
import {IntlBoundary, MESSAGES_STATE_KEY} from '../../i18n/intl-boundary'
import {MessageUsage} from '../../i18n/message-usage'
import {useInPrepass} from '../../ssr/prepass'
import {messagesState} from '.'
import {withSsrQueries} from './with-ssr-queries'

/**
 * Issue #8: repeated markup without data of its own (product tiles, menu panels, footer groups) renders only
 * its query-holding parts in the server's data prepass. The page must come out the same: the data is still
 * loaded, the markup is in the HTML, and the messages only the real render reads still ship with the page.
 */

const messages = defineMessages({
    colours: {id: 'productTile.colours', defaultMessage: '{count, plural, one {# colour} other {# colours}}'}
})

const loadRules = jest.fn(() => Promise.resolve('NEW'))
const seenInPrepass: boolean[] = []

const Tile = () => {
    const intl = useIntl()
    const {data: badge} = useQuery(['badge-rules'], loadRules, {suspense: true})
    const inPrepass = useInPrepass()
    seenInPrepass.push(inPrepass)
    if (inPrepass) return null
    return <p>{`${badge ?? ''} · ${intl.formatMessage(messages.colours, {count: 3})}`}</p>
}

interface Locals {
    locale: {id: string}
    messageUsage: MessageUsage
}

const Shell = ({locals, children}: {locals: object; children?: ReactNode}) => (
    <IntlBoundary locale="fr-FR" usage={(locals as Locals).messageUsage}>
        {children}
    </IntlBoundary>
)
const App = withSsrQueries(Shell, {}, {extraState: (locals) => messagesState(locals as never)})

const shipped = (state: object) =>
    (JSON.parse(JSON.stringify(state)) as Record<string, {messages: Record<string, unknown>}>)[
        MESSAGES_STATE_KEY
    ].messages

test('the prepass finds the data of markup it skips; the real render shows it and ships its messages', async () => {
    const locals: Locals = {locale: {id: 'fr-FR'}, messageUsage: new MessageUsage()}
    const appJSX = (
        <App locals={locals}>
            <Tile />
        </App>
    )
    const state = await App.doInitAppState({res: {locals}, appJSX} as never)
    expect(seenInPrepass).toContain(true)
    expect(loadRules).toHaveBeenCalledTimes(1)
    expect(Object.keys(shipped(state))).not.toContain('productTile.colours')

    const html = renderToString(appJSX)
    expect(seenInPrepass[seenInPrepass.length - 1]).toBe(false)
    expect(html).toContain('NEW · 3 coloris')
    expect(loadRules).toHaveBeenCalledTimes(1)
    // Taken when PWA Kit serialises the page, after the real render.
    expect(Object.keys(shipped(state))).toContain('productTile.colours')
})
