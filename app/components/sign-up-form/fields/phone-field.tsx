import {
    FormControl,
    FormErrorMessage,
    FormHelperText,
    FormLabel,
    Input,
    InputGroup,
    InputLeftAddon
} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {PlainField} from '../../../content/model'
import {fixedPhonePrefix, PHONE_MAX_LENGTH} from '../../../rules/validators'
import {useSite} from '../../../site/site-context'
import {signUpMessages as messages} from '../messages'
import type {FieldControlProps} from './field-props'

interface PhoneFieldProps extends FieldControlProps<PlainField, string> {
    /** The SMS small print shown under the number (inlineSmsCopy). */
    smallPrint?: string
}

/**
 * The SMS opt-in number (spec 001 §5.1): "for GB and US a fixed prefix (+44 or +1) is shown and the number is
 * asked without country code"; at most 20 characters.
 */
export const PhoneField = ({field, id, value, onChange, onBlur, error, smallPrint}: PhoneFieldProps) => {
    const intl = useIntl()
    const {site} = useSite()
    const prefix = fixedPhonePrefix(site.country)
    const hintId = `${id}-hint`
    const prefixId = `${id}-prefix`
    // The prefix is read with the field, so the shopper knows not to type the country code again.
    const describedBy = [prefix ? prefixId : '', smallPrint ? hintId : ''].filter(Boolean).join(' ')
    return (
        <FormControl isInvalid={Boolean(error)} isRequired={field.required === true}>
            <FormLabel htmlFor={id}>{field.label}</FormLabel>
            <InputGroup>
                {prefix ? (
                    <InputLeftAddon id={prefixId} title={intl.formatMessage(messages.phonePrefix, {prefix})}>
                        {prefix}
                    </InputLeftAddon>
                ) : null}
                <Input
                    id={id}
                    name={field.name}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    // One character over the limit is let through so the shopper sees why the rest is refused.
                    maxLength={PHONE_MAX_LENGTH + 1}
                    aria-describedby={describedBy || undefined}
                    value={value ?? ''}
                    onChange={(event) => onChange(event.target.value)}
                    onBlur={onBlur}
                />
            </InputGroup>
            {smallPrint ? (
                <FormHelperText id={hintId} fontSize="xs">
                    {smallPrint}
                </FormHelperText>
            ) : null}
            <FormErrorMessage>{error}</FormErrorMessage>
        </FormControl>
    )
}
