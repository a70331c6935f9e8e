import {badRequest} from '../../../core/errors'
import {customerEmail, customerText, invalidCustomer, isObject, profileAttributes} from '../profile-fields'

/** A validated updateCustomer (PATCH) body. Read-only and unknown non-custom fields are ignored. */
export interface ProfileUpdate {
    firstName?: string
    lastName?: string
    email?: string
    login?: string
    /** Needed to change the login (directly, or through an email change when the login is the email). */
    currentPassword?: string
    attributes: Record<string, unknown>
    clearedAttributes: string[]
}

export const parseProfileUpdate = (body: unknown, today: string): ProfileUpdate => {
    if (!isObject(body) || Object.keys(body).length === 0)
        throw badRequest('Body is required for this request', 'missing-body', 'Missing Body')
    const has = (name: string) => body[name] !== undefined
    const {currentPassword} = body
    if (
        currentPassword !== undefined &&
        (typeof currentPassword !== 'string' || currentPassword.length > 4096)
    )
        throw invalidCustomer('customer.currentPassword must be a string.')
    const {set, cleared} = profileAttributes(body, today)
    return {
        // The first name is optional on the platform: an empty one clears it.
        ...(has('firstName') ? {firstName: customerText(body, 'firstName', false) ?? ''} : {}),
        ...(has('lastName') ? {lastName: customerText(body, 'lastName', true)} : {}),
        ...(has('email') ? {email: customerEmail(body, true)} : {}),
        ...(has('login') ? {login: customerText(body, 'login', true)} : {}),
        ...(typeof currentPassword === 'string' ? {currentPassword} : {}),
        attributes: set,
        clearedAttributes: cleared
    }
}
