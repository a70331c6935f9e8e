import type {SignUpField} from '../../content/model'

/** The field kinds the form can render (spec 001 §3.5); anything else is an unsupported schema. */
export const SUPPORTED_KINDS = [
    'text',
    'email',
    'tel',
    'birthday',
    'checkbox',
    'checkbox-group',
    'radio',
    'dropdown',
    'textarea',
    'survey-score',
    'hidden-timestamp'
] as const

const OPTION_KINDS = ['checkbox-group', 'radio', 'dropdown']

const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null

const hasOptions = (field: Record<string, unknown>) =>
    Array.isArray(field.options) &&
    field.options.length > 0 &&
    field.options.every((option) => isObject(option) && typeof option.value === 'string')

/** Whether a CMS field is one the form knows how to show and submit. */
export const isSupportedField = (field: unknown): field is SignUpField => {
    if (!isObject(field) || typeof field.name !== 'string' || !field.name) return false
    if (!(SUPPORTED_KINDS as readonly unknown[]).includes(field.kind)) return false
    if (OPTION_KINDS.includes(field.kind as string)) return hasOptions(field)
    if (field.kind === 'textarea') return typeof field.maxlength === 'number' && field.maxlength > 0
    return true
}

/**
 * The fields to render. "Unsupported form schemas: reported to error tracking and skipped" (spec 001 §8):
 * the rest of the form still works without them.
 */
export const supportedFields = (fields: unknown, formName = 'sign-up form'): SignUpField[] => {
    const list: unknown[] = Array.isArray(fields) ? fields : []
    return list.filter((field): field is SignUpField => {
        if (isSupportedField(field)) return true
        const kind = isObject(field) ? String(field.kind) : typeof field
        console.error(`[sign-up] unsupported field skipped in ${formName}: ${kind}`, field)
        return false
    })
}

/** The phone field is the tel field named Phone; the shopper types it without its country code. */
export const isPhoneField = (field: SignUpField) => field.kind === 'tel' || field.namedField === 'Phone'
