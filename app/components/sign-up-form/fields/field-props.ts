import type {SignUpField} from '../../../content/model'
import type {FieldValue} from '../field-rules'

/** What every field control receives from the form: its CMS definition and a controlled value. */
export interface FieldControlProps<
    Field extends SignUpField = SignUpField,
    Value extends FieldValue = FieldValue
> {
    field: Field
    /** Unique id of the control (the form's key for the field). */
    id: string
    value: Value
    onChange: (value: Value) => void
    onBlur: () => void
    error?: string
}
