import {defineMessages, useIntl} from 'react-intl'
import type {TaxLine} from '../../rules/basket'

const messages = defineMessages({
    vatIncluded: {
        id: 'tax.vatIncluded',
        defaultMessage: 'Includes VAT',
        description:
            'Totals row: the VAT already contained in VAT-inclusive prices (UK, EU), not added to them'
    },
    gstIncluded: {
        id: 'tax.gstIncluded',
        defaultMessage: 'Includes GST',
        description: 'Totals row: the Australian GST already contained in the prices, not added to them'
    },
    salesTax: {
        id: 'tax.salesTax',
        defaultMessage: 'Sales tax',
        description: 'Totals row: US sales tax, added to the prices'
    },
    pending: {
        id: 'tax.pending',
        defaultMessage: 'Calculated at checkout',
        description: 'Value of the sales tax row before the shipping address is known'
    }
})

/** The label of a basket's tax row ("Includes VAT", "Sales tax") and the text shown while it is pending. */
export const useTaxLabel = (line: TaxLine) => {
    const intl = useIntl()
    const label =
        line.name === 'salesTax'
            ? messages.salesTax
            : line.name === 'gst'
            ? messages.gstIncluded
            : messages.vatIncluded
    return {label: intl.formatMessage(label), pending: intl.formatMessage(messages.pending)}
}
