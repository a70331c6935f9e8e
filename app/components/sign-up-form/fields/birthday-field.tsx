import {FormControl, FormErrorMessage, FormHelperText, FormLabel, Input} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {PlainField} from '../../../content/model'
import {autoSlashBirthday} from '../../../rules/validators'
import {useDateFormatHint} from '../../date-format-hint/use-date-format-hint'
import {signUpMessages as messages} from '../messages'
import type {FieldControlProps} from './field-props'

/**
 * "Birthday: numeric with automatic slashes, at most 8 digits; DD/MM/YYYY, or MM/DD/YYYY for en-US" (spec
 * 001 §5.3): slashes appear as the shopper types, and the format follows the page's locale.
 */
export const BirthdayField = ({
    field,
    id,
    value,
    onChange,
    onBlur,
    error
}: FieldControlProps<PlainField, string>) => {
    const intl = useIntl()
    const format = useDateFormatHint()
    const hintId = `${id}-hint`
    return (
        <FormControl isInvalid={Boolean(error)} isRequired={field.required === true}>
            <FormLabel htmlFor={id}>{field.label}</FormLabel>
            <Input
                id={id}
                name={field.name}
                inputMode="numeric"
                autoComplete="bday"
                placeholder={format}
                maxLength={10}
                aria-describedby={hintId}
                value={value ?? ''}
                onChange={(event) => onChange(autoSlashBirthday(event.target.value))}
                onBlur={onBlur}
            />
            <FormHelperText id={hintId}>{intl.formatMessage(messages.birthdayHint, {format})}</FormHelperText>
            <FormErrorMessage>{error}</FormErrorMessage>
        </FormControl>
    )
}
