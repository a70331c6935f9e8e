import {FormControl, FormErrorMessage, FormLabel, Radio, RadioGroup, Select, Stack} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {OptionsField} from '../../../content/model'
import {signUpMessages as messages} from '../messages'
import type {FieldControlProps} from './field-props'
import {GroupLegend} from './group-legend'

/** One answer out of a few, all visible (a fieldset of radio buttons). */
export const RadioField = ({
    field,
    id,
    value,
    onChange,
    onBlur,
    error
}: FieldControlProps<OptionsField, string>) => (
    <FormControl as="fieldset" id={id} isInvalid={Boolean(error)} isRequired={field.required === true}>
        <GroupLegend required={field.required === true}>{field.label}</GroupLegend>
        <RadioGroup name={field.name} value={value ?? ''} onChange={onChange}>
            <Stack spacing={2} mt={1}>
                {field.options.map((option) => (
                    <Radio key={option.value} value={option.value} onBlur={onBlur}>
                        {option.label}
                    </Radio>
                ))}
            </Stack>
        </RadioGroup>
        <FormErrorMessage>{error}</FormErrorMessage>
    </FormControl>
)

/** One answer out of a longer list (countries, activities). */
export const DropdownField = ({
    field,
    id,
    value,
    onChange,
    onBlur,
    error
}: FieldControlProps<OptionsField, string>) => {
    const intl = useIntl()
    return (
        <FormControl isInvalid={Boolean(error)} isRequired={field.required === true}>
            <FormLabel htmlFor={id}>{field.label}</FormLabel>
            <Select
                id={id}
                name={field.name}
                autoComplete={field.namedField === 'Country' ? 'country' : undefined}
                placeholder={intl.formatMessage(messages.chooseOption)}
                value={value ?? ''}
                onChange={(event) => onChange(event.target.value)}
                onBlur={onBlur}
            >
                {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                        {option.label}
                    </option>
                ))}
            </Select>
            <FormErrorMessage>{error}</FormErrorMessage>
        </FormControl>
    )
}
