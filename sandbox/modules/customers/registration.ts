import {ApiError, badRequest} from '../../core/errors'
import {passwordPolicyViolation} from './passwords'
import {customerEmail, customerText, invalidCustomer, isObject, profileAttributes} from './profile-fields'

/** A validated `CustomerRegistration` body. */
export interface Registration {
    login: string
    email: string
    firstName: string
    lastName: string
    password: string
    attributes: Record<string, unknown>
}

/** The platform's answer to a password that breaks the policy (registration, change and reset alike). */
export const invalidPassword = (violation: string) =>
    new ApiError(400, 'invalid-password', 'Invalid Password', `The password needs ${violation}.`)

/** Validates a registration body; 400 (platform shape) for anything missing or malformed. */
export const parseRegistration = (body: unknown, today: string): Registration => {
    if (!isObject(body) || Object.keys(body).length === 0) {
        throw badRequest('Body is required for this request', 'missing-body', 'Missing Body')
    }
    const {customer, password} = body
    if (!isObject(customer)) {
        throw invalidCustomer('The following properties were missing from your request: customer')
    }
    if (typeof password !== 'string' || password === '') {
        throw invalidCustomer('The following properties were missing from your request: password')
    }
    const violation = passwordPolicyViolation(password)
    if (violation) throw invalidPassword(violation)
    return {
        login: customerText(customer, 'login', true) as string,
        email: customerEmail(customer, true) as string,
        firstName: customerText(customer, 'firstName', false) ?? '',
        lastName: customerText(customer, 'lastName', true) as string,
        password,
        attributes: profileAttributes(customer, today).set
    }
}
