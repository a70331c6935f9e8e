import {useCallback} from 'react'
import {AuthHelpers, useAuthHelper} from '@salesforce/commerce-sdk-react'
import {useSite} from '../../site/site-context'
import {describeTokenError} from './token-errors'
import {useSession} from './use-session'

/** Why a reset did not go through: the link is spent or wrong, or the new password was refused. */
export class PasswordResetError extends Error {
    constructor(message: string, readonly invalidLink: boolean) {
        super(message)
        this.name = 'PasswordResetError'
    }
}

/**
 * Forgotten password over SLAS: the request mails a one-time link to `/reset-password?token=&email=` (the
 * answer is the same whether or not the account exists); the reset sets the new password and signs in.
 */
export const usePasswordReset = () => {
    const {buildUrl, locale, site, config} = useSite()
    const channelId = site.id
    const clientId = config.app.commerceAPI.parameters.clientId
    const {login} = useSession()
    const requestToken = useAuthHelper(AuthHelpers.GetPasswordResetToken)
    const reset = useAuthHelper(AuthHelpers.ResetPassword)

    const requestReset = useCallback(
        async (email: string) => {
            await requestToken.mutateAsync({
                channel_id: channelId,
                client_id: clientId,
                user_id: email.trim(),
                mode: 'callback',
                callback_uri: `${window.location.origin}${buildUrl('/reset-password')}`,
                locale: locale.id
            })
        },
        [buildUrl, channelId, clientId, locale.id, requestToken]
    )

    const resetPassword = useCallback(
        async ({token, email, password}: {token: string; email: string; password: string}) => {
            try {
                await reset.mutateAsync({
                    channel_id: channelId,
                    client_id: clientId,
                    pwd_action_token: token,
                    user_id: email,
                    new_password: password
                })
            } catch (error) {
                const {message} = await describeTokenError(error)
                throw new PasswordResetError(message, /invalid token|expired/i.test(message))
            }
            return login({email, password, rememberMe: true})
        },
        [channelId, clientId, login, reset]
    )

    return {requestReset, resetPassword}
}
