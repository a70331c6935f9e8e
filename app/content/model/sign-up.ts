/**
 * Sign-up, survey and campaign forms (/sign-up/{key}, /strava-challenge, /rphm, /customersurvey and the
 * welcome/insiders modals). The campaign name picks the submit flow; field kinds map to form controls.
 */
import type {Colour, CommonBlock} from './common'
import type {ResponsiveMedia, ImageLink} from './media'
import type {ProductSource} from './carousels'
import type {SCHEMAS} from './schemas'

/** Flows named by spec 001 §4.7; any other name is the default email opt-in. */
export type CampaignName =
    | 'strava'
    | 'EarlyAccess'
    | 'RPHM'
    | 'RPHMpopup'
    | 'dobCheck'
    | 'NPS'
    | 'insiders'
    | 'insiderspopup'
    | 'newsletter'

/** Fields the flows read by name (profile data sent to the platform). */
export type NamedField = 'First Name' | 'Last Name' | 'Email' | 'Country' | 'Birthday' | 'Phone'

interface FieldBase {
    /** Submitted field name. */
    name: string
    label: string
    namedField?: NamedField
    required?: boolean
    /** Replaces 'This field is required' and the kind's own message. */
    validationMessage?: string
}

export interface PlainField extends FieldBase {
    kind: 'text' | 'email' | 'tel' | 'birthday'
    placeholder?: string
    maxLength?: number
}

export interface CheckboxField extends FieldBase {
    kind: 'checkbox'
    /** HTML label (may link to the privacy policy). */
    copy?: string
}

export interface OptionsField extends FieldBase {
    kind: 'checkbox-group' | 'radio' | 'dropdown'
    options: {label: string; value: string}[]
    /** Checkbox group bounds; an option 'Nothing' excludes the others. */
    min?: number
    max?: number
}

export interface TextAreaField extends FieldBase {
    kind: 'textarea'
    maxlength: number
    charCounter?: boolean
}

/** 0-10 score buttons labelled 'Very unlikely' to 'Very likely'. */
export interface SurveyScoreField extends FieldBase {
    kind: 'survey-score'
    lowLabel: string
    highLabel: string
}

export interface HiddenTimestampField extends Omit<FieldBase, 'label'> {
    kind: 'hidden-timestamp'
    label?: string
}

export type SignUpField =
    | PlainField
    | CheckboxField
    | OptionsField
    | TextAreaField
    | SurveyScoreField
    | HiddenTimestampField

export interface SignUpForm extends CommonBlock<typeof SCHEMAS.signUpForm, SignUpForm> {
    media?: ResponsiveMedia
    overlay?: {colour: Colour; opacity: number}
    /** HTML copy: before the fields, after them (small print) and the success view. */
    formCopy: {start: string; end?: string; success: string}
    fields: SignUpField[]
    submitLabel: string
    logo?: ImageLink
    /** Customer-data platform campaign; also picks the flow. */
    campaignName: CampaignName | string
    /** Shown in the success view. Spelling follows the CMS field. */
    productReccomendations?: {title: string} & ProductSource
    /** Small print under the phone field when SMS opt-in is offered. */
    inlineSmsCopy?: string
    /** Visitors outside GB see the not-found page. */
    onlyForUK?: boolean
    /** Promo code revealed in the success view (click to copy). */
    promoCode?: string
}
