import {Controller, type Control} from 'react-hook-form'
import type {SignUpField as SignUpFieldModel} from '../../content/model'
import type {FieldValue} from './field-rules'
import {BirthdayField} from './fields/birthday-field'
import {CheckboxField} from './fields/checkbox-field'
import {CheckboxGroupField} from './fields/checkbox-group-field'
import {DropdownField, RadioField} from './fields/choice-fields'
import {NpsField} from './fields/nps-field'
import {PhoneField} from './fields/phone-field'
import {TextAreaField} from './fields/textarea-field'
import {TextField} from './fields/text-field'

export type SignUpValues = Record<string, FieldValue>

interface SignUpFieldProps {
    field: SignUpFieldModel
    /** The form's key for the field (CMS names may hold characters react-hook-form reads as paths). */
    formKey: string
    control: Control<SignUpValues>
    validate: (value: FieldValue) => true | string
    smsSmallPrint?: string
}

/** One CMS field as its control, wired to the form (validated on every event, spec 001 §4.7). */
export const SignUpField = ({field, formKey, control, validate, smsSmallPrint}: SignUpFieldProps) => {
    if (field.kind === 'hidden-timestamp') return null
    const id = `sign-up-${formKey}`
    return (
        <Controller
            name={formKey}
            control={control}
            rules={{validate}}
            render={({field: {value, onChange, onBlur}, fieldState: {error}}) => {
                const common = {id, onBlur, error: error?.message}
                const text = {...common, value: typeof value === 'string' ? value : '', onChange}
                switch (field.kind) {
                    case 'birthday':
                        return <BirthdayField field={field} {...text} />
                    case 'tel':
                        return <PhoneField field={field} {...text} smallPrint={smsSmallPrint} />
                    case 'text':
                    case 'email':
                        return field.namedField === 'Phone' ? (
                            <PhoneField field={field} {...text} smallPrint={smsSmallPrint} />
                        ) : (
                            <TextField field={field} {...text} />
                        )
                    case 'checkbox':
                        return (
                            <CheckboxField
                                field={field}
                                {...common}
                                value={value === true}
                                onChange={onChange}
                            />
                        )
                    case 'checkbox-group':
                        return (
                            <CheckboxGroupField
                                field={field}
                                {...common}
                                value={Array.isArray(value) ? value : []}
                                onChange={onChange}
                            />
                        )
                    case 'radio':
                        return <RadioField field={field} {...text} />
                    case 'dropdown':
                        return <DropdownField field={field} {...text} />
                    case 'textarea':
                        return <TextAreaField field={field} {...text} />
                    case 'survey-score':
                        return <NpsField field={field} {...text} />
                }
            }}
        />
    )
}
