import type {Router} from 'express'
import type {SandboxContext} from '../../../core/context'
import {ApiError, badRequest} from '../../../core/errors'
import {sendPasswordChangedMail} from '../../accounts/account-mails'
import {
    asyncRoute,
    CUSTOMER_PATH,
    isUniqueViolation,
    requireAccountOwner,
    sendPrivate
} from '../account-guard'
import {changeCredentials} from '../credentials-change'
import {fullCustomerDocument} from '../documents'
import {hashPassword, passwordPolicyViolation, verifyPassword} from '../passwords'
import {invalidCustomer, isObject} from '../profile-fields'
import {invalidPassword} from '../registration'
import {type CustomerRecord, findCustomerById, findCustomerByLogin, updateCustomerProfile} from '../store'
import {parseProfileUpdate, type ProfileUpdate} from './profile-update'

const CURRENT_PASSWORD_INVALID = "Customer's current password is not valid"

/** The platform's answer to a wrong current password (the storefront shows it as a failed update). */
const updatePasswordError = () =>
    new ApiError(
        400,
        'update-password',
        'Update Password',
        `The update password request is invalid. ${CURRENT_PASSWORD_INVALID}`,
        {errorMessage: CURRENT_PASSWORD_INVALID}
    )

export const loginInUse = () =>
    new ApiError(400, 'login-already-in-use', 'Login Already In Use', 'The login is already in use.')

const today = (ctx: SandboxContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10)

/** The login after the update: an explicit one, or the new email when the login has been the email. */
const newLoginOf = (customer: CustomerRecord, update: ProfileUpdate) => {
    if (update.login !== undefined) return update.login
    const loginIsEmail = customer.login.toLowerCase() === customer.email.toLowerCase()
    return update.email !== undefined && loginIsEmail ? update.email : undefined
}

/** A login change needs the current password and a login nobody else has. */
const checkLoginChange = async (
    ctx: SandboxContext,
    customer: CustomerRecord,
    update: ProfileUpdate,
    login: string
) => {
    if (update.currentPassword === undefined)
        throw invalidCustomer(
            'customer.currentPassword is required to change the login (or the email used as login).'
        )
    if (!(await verifyPassword(update.currentPassword, customer.passwordHash))) throw updatePasswordError()
    const holder = findCustomerByLogin(ctx, login)
    if (holder && holder.customerId !== customer.customerId) throw loginInUse()
}

const mergedAttributes = (customer: CustomerRecord, update: ProfileUpdate) => {
    const attributes = {...customer.attributes, ...update.attributes}
    for (const name of update.clearedAttributes) delete attributes[name]
    return attributes
}

/** getCustomer, updateCustomer and updateCustomerPassword for the signed-in customer. */
export const profileRoutes = (router: Router, ctx: SandboxContext) => {
    router.get(CUSTOMER_PATH, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        sendPrivate(res, fullCustomerDocument(ctx, customer))
    })

    // Partial update; answers with the full customer (the storefront replaces its cached copy with it).
    router.patch(
        CUSTOMER_PATH,
        asyncRoute(async (req, res) => {
            const {customer} = requireAccountOwner(ctx, req)
            const update = parseProfileUpdate(req.body, today(ctx))
            const login = newLoginOf(customer, update)
            const loginChanges = login !== undefined && login !== customer.login
            if (loginChanges) await checkLoginChange(ctx, customer, update, login)
            try {
                ctx.db.transaction(() => {
                    updateCustomerProfile(ctx, customer.customerId, {
                        ...(update.firstName !== undefined ? {firstName: update.firstName} : {}),
                        ...(update.lastName !== undefined ? {lastName: update.lastName} : {}),
                        ...(update.email !== undefined ? {email: update.email} : {}),
                        attributes: mergedAttributes(customer, update)
                    })
                    if (loginChanges) changeCredentials(ctx, customer.customerId, {login})
                })()
            } catch (error) {
                // Another customer may have taken the login while the password was being checked.
                if (isUniqueViolation(error)) throw loginInUse()
                throw error
            }
            sendPrivate(
                res,
                fullCustomerDocument(ctx, findCustomerById(ctx, customer.customerId) as CustomerRecord)
            )
        })
    )

    // 204 on success; every session of the customer ends (the storefront logs in again with the new password).
    router.put(
        `${CUSTOMER_PATH}/password`,
        asyncRoute(async (req, res) => {
            const {customer, site} = requireAccountOwner(ctx, req)
            const body = req.body as unknown
            if (!isObject(body) || Object.keys(body).length === 0)
                throw badRequest('Body is required for this request', 'missing-body', 'Missing Body')
            const {currentPassword, password} = body
            const missing = ['currentPassword', 'password'].filter(
                (name) => typeof body[name] !== 'string' || !body[name]
            )
            if (missing.length)
                throw invalidCustomer(
                    `The following properties were missing from your request: ${missing.join(', ')}`
                )
            if (!(await verifyPassword(currentPassword as string, customer.passwordHash)))
                throw updatePasswordError()
            const violation = passwordPolicyViolation(password as string)
            if (violation) throw invalidPassword(violation)
            changeCredentials(ctx, customer.customerId, {
                passwordHash: await hashPassword(password as string)
            })
            sendPasswordChangedMail(ctx, customer, site.id)
            res.set('Cache-Control', 'private, no-store').status(204).end()
        })
    )
}
