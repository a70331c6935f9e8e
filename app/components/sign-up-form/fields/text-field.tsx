import {FormControl, FormErrorMessage, FormLabel, Input} from '@chakra-ui/react'
import type {PlainField} from '../../../content/model'
import type {FieldControlProps} from './field-props'

const INPUT_TYPES = {text: 'text', email: 'email'} as const
const AUTOCOMPLETE: Record<string, string> = {
    'First Name': 'given-name',
    'Last Name': 'family-name',
    Email: 'email'
}

/** A plain one-line field (names, email); the browser may fill it from the shopper's saved details. */
export const TextField = ({
    field,
    id,
    value,
    onChange,
    onBlur,
    error
}: FieldControlProps<PlainField, string>) => (
    <FormControl isInvalid={Boolean(error)} isRequired={field.required === true}>
        <FormLabel htmlFor={id}>{field.label}</FormLabel>
        <Input
            id={id}
            name={field.name}
            type={INPUT_TYPES[field.kind as keyof typeof INPUT_TYPES] ?? 'text'}
            autoComplete={(field.namedField && AUTOCOMPLETE[field.namedField]) || undefined}
            placeholder={field.placeholder}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
        />
        <FormErrorMessage>{error}</FormErrorMessage>
    </FormControl>
)
