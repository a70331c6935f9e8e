import {useCallback} from 'react'
import {useQueryClient} from '@tanstack/react-query'
import {
    AuthHelpers,
    useAuthHelper,
    useCustomerId,
    useShopperCustomersMutation
} from '@salesforce/commerce-sdk-react'
import {problemDetail} from './problem-detail'
import {reloadShopperQueries} from './session-caches'
import {useSession} from './use-session'

export interface ProfileChange {
    firstName?: string
    lastName?: string
    /** A new email; the customer's login follows it. */
    email?: string
    /** Needed when the email (the login) changes. */
    currentPassword?: string
}

export interface PasswordChange {
    login: string
    currentPassword: string
    password: string
}

/** "Update customer failure: status message thrown" (spec 001 §8). */
export class UpdateCustomerError extends Error {
    constructor(message: string) {
        super(message)
        this.name = 'UpdateCustomerError'
    }
}

const failure = async (error: unknown) =>
    new UpdateCustomerError((await problemDetail(error)) ?? 'Something went wrong. Try again!')

/**
 * Update customer (spec 001 §4.1): when both a password and an email are given the shopper is logged in
 * again (the platform ends every session when the login changes); otherwise the customer is reloaded.
 */
export const useUpdateCustomer = () => {
    const queryClient = useQueryClient()
    const customerId = useCustomerId()
    const {login} = useSession()
    const update = useShopperCustomersMutation('updateCustomer')
    const updatePassword = useAuthHelper(AuthHelpers.UpdateCustomerPassword)

    const updateProfile = useCallback(
        async ({firstName, lastName, email, currentPassword}: ProfileChange) => {
            if (!customerId) throw new UpdateCustomerError('Something went wrong. Try again!')
            try {
                await update.mutateAsync({
                    parameters: {customerId},
                    body: {
                        ...(firstName !== undefined ? {firstName} : {}),
                        ...(lastName !== undefined ? {lastName} : {}),
                        ...(email ? {email} : {}),
                        ...(currentPassword ? {currentPassword} : {})
                    }
                })
            } catch (error) {
                throw await failure(error)
            }
            if (currentPassword && email) await login({email, password: currentPassword})
            else reloadShopperQueries(queryClient)
        },
        [customerId, login, queryClient, update]
    )

    /** "Update password non-2xx: result 'error'": the caller shows the failure; no sign-in happens. */
    const changePassword = useCallback(
        async ({login: currentLogin, currentPassword, password}: PasswordChange) => {
            if (!customerId) throw new UpdateCustomerError('Something went wrong. Try again!')
            try {
                await updatePassword.mutateAsync({
                    customer: {customerId, login: currentLogin},
                    currentPassword,
                    password,
                    shouldReloginCurrentSession: false
                })
            } catch (error) {
                throw await failure(error)
            }
            await login({email: currentLogin, password})
        },
        [customerId, login, updatePassword]
    )

    return {updateProfile, changePassword}
}
