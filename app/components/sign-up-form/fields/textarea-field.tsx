import {Flex, FormControl, FormErrorMessage, FormLabel, Text, Textarea} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {TextAreaField as TextAreaModel} from '../../../content/model'
import {characterCount} from '../../../rules/validators'
import {signUpMessages as messages} from '../messages'
import type {FieldControlProps} from './field-props'

/** Free text with the CMS maximum; "a textarea can show an 'n/max characters' counter" (spec 001 §5.1). */
export const TextAreaField = ({
    field,
    id,
    value,
    onChange,
    onBlur,
    error
}: FieldControlProps<TextAreaModel, string>) => {
    const intl = useIntl()
    const counterId = `${id}-count`
    const count = characterCount(value ?? '')
    return (
        <FormControl isInvalid={Boolean(error)} isRequired={field.required === true}>
            <FormLabel htmlFor={id}>{field.label}</FormLabel>
            <Textarea
                id={id}
                name={field.name}
                rows={4}
                maxLength={field.maxlength}
                aria-describedby={field.charCounter ? counterId : undefined}
                value={value ?? ''}
                onChange={(event) => onChange(event.target.value)}
                onBlur={onBlur}
            />
            <Flex justify="space-between" align="flex-start" gap={4}>
                <FormErrorMessage>{error}</FormErrorMessage>
                {field.charCounter ? (
                    <Text id={counterId} ms="auto" mt={2} fontSize="xs" color="text.muted" aria-live="polite">
                        {intl.formatMessage(messages.characterCount, {count, max: field.maxlength})}
                    </Text>
                ) : null}
            </Flex>
        </FormControl>
    )
}
