import {defineMessages, useIntl} from 'react-intl'
import {dayMonthOrderFor} from '../../rules/validators'

const messages = defineMessages({
    dayFirst: {
        id: 'dateFormat.dayFirst',
        defaultMessage: 'DD/MM/YYYY',
        description: 'How a typed date is written, day first; letters in the language (French JJ/MM/AAAA)'
    },
    monthFirst: {
        id: 'dateFormat.monthFirst',
        defaultMessage: 'MM/DD/YYYY',
        description: 'How a typed date is written, month first (American order)'
    }
})

/**
 * The date format a shopper types, in their language ("JJ/MM/AAAA" in French): the field's order follows the
 * locale (month first for en-US), the letters follow the language.
 */
export const useDateFormatHint = (): string => {
    const intl = useIntl()
    return intl.formatMessage(
        dayMonthOrderFor(intl.locale) === 'month-first' ? messages.monthFirst : messages.dayFirst
    )
}
