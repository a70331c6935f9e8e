import {Checkbox, FormControl, FormErrorMessage, Stack} from '@chakra-ui/react'
import type {OptionsField} from '../../../content/model'
import {isCheckboxOptionDisabled, toggleCheckboxOption} from '../../../rules/validators'
import type {FieldControlProps} from './field-props'
import {GroupLegend} from './group-legend'

/**
 * "Checkbox group: option 'Nothing' excludes the others; once the maximum is reached the others are
 * disabled" (spec 001 §4.7). The group is a fieldset, so its question is read with every option.
 */
export const CheckboxGroupField = ({
    field,
    id,
    value,
    onChange,
    onBlur,
    error
}: FieldControlProps<OptionsField, string[]>) => {
    const selected = Array.isArray(value) ? value : []
    return (
        <FormControl as="fieldset" isInvalid={Boolean(error)} isRequired={field.required === true} id={id}>
            <GroupLegend required={field.required === true}>{field.label}</GroupLegend>
            <Stack spacing={2} mt={3}>
                {field.options.map((option) => (
                    <Checkbox
                        key={option.value}
                        name={field.name}
                        value={option.value}
                        isChecked={selected.includes(option.value)}
                        isDisabled={isCheckboxOptionDisabled(option.value, selected, field.max)}
                        onChange={() => onChange(toggleCheckboxOption(selected, option.value, field.max))}
                        onBlur={onBlur}
                    >
                        {option.label}
                    </Checkbox>
                ))}
            </Stack>
            <FormErrorMessage>{error}</FormErrorMessage>
        </FormControl>
    )
}
