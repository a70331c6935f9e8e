import {FormHelperText} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {characterCount, showsLengthCounter} from '../../rules/validators'

const messages = defineMessages({
    count: {id: 'forms.lengthCounter', defaultMessage: '{count}/{max} characters'}
})

/**
 * "n/max characters" under a single-line field once its value nears the limit (spec 001 §5.1's counter), so
 * a name or postcode is never cut without the shopper having seen the limit. Inside a FormControl, Chakra
 * ties it to the input with aria-describedby.
 */
export const LengthCounter = ({value, max}: {value: string | undefined; max: number}) => {
    const intl = useIntl()
    if (!showsLengthCounter(value, max)) return null
    const count = Math.min(characterCount(value ?? ''), max)
    return (
        <FormHelperText
            color={count >= max ? 'text.primary' : 'text.muted'}
            textAlign="end"
            sx={{fontVariantNumeric: 'tabular-nums'}}
        >
            {intl.formatMessage(messages.count, {count, max})}
        </FormHelperText>
    )
}
