import {createIntl} from 'react-intl'
import type {CompiledMessages} from './load-messages'
import {MessageUsage} from './message-usage'

const catalogue = {
    'header.openSearch': [{type: 0, value: 'Ouvrir la recherche'}],
    'header.bag': [{type: 0, value: 'Panier'}],
    'footer.title': [{type: 0, value: 'Pied de page'}]
} as unknown as CompiledMessages

describe('message usage', () => {
    test('ships exactly the messages a render formatted', () => {
        const usage = new MessageUsage()
        const intl = createIntl({locale: 'fr-FR', defaultLocale: 'en-GB', messages: usage.track(catalogue)})
        expect(intl.formatMessage({id: 'header.openSearch', defaultMessage: 'Open search'})).toBe(
            'Ouvrir la recherche'
        )
        expect(intl.formatMessage({id: 'header.bag', defaultMessage: 'Bag'})).toBe('Panier')
        expect(usage.subset(catalogue)).toEqual({
            'header.bag': catalogue['header.bag'],
            'header.openSearch': catalogue['header.openSearch']
        })
    })

    test('a message the catalogue lacks is not shipped', () => {
        const usage = new MessageUsage()
        const intl = createIntl({
            locale: 'fr-FR',
            defaultLocale: 'en-GB',
            messages: usage.track(catalogue),
            onError: () => undefined
        })
        intl.formatMessage({id: 'new.message', defaultMessage: 'New'})
        expect(usage.subset(catalogue)).toEqual({})
    })
})
