import {Checkbox, FormControl, FormErrorMessage} from '@chakra-ui/react'
import {RichText} from '../../../content/html/rich-text'
import type {CheckboxField as CheckboxFieldModel} from '../../../content/model'
import type {FieldControlProps} from './field-props'

/** A single consent box; its HTML copy (with a privacy or terms link) is the label when the CMS gives one. */
export const CheckboxField = ({
    field,
    id,
    value,
    onChange,
    onBlur,
    error
}: FieldControlProps<CheckboxFieldModel, boolean>) => (
    <FormControl isInvalid={Boolean(error)} isRequired={field.required === true}>
        <Checkbox
            id={id}
            name={field.name}
            isChecked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            alignItems="flex-start"
            sx={{'.chakra-checkbox__control': {mt: '3px'}}}
        >
            {field.copy ? (
                <RichText as="span" display="block" html={field.copy} fontSize="sm" />
            ) : (
                field.label
            )}
        </Checkbox>
        <FormErrorMessage>{error}</FormErrorMessage>
    </FormControl>
)
