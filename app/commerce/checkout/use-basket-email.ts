import {useCallback, useEffect, useRef} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {parseActiveGroups} from '../../rules/engagement'
import {CheckoutError} from './checkout-errors'
import {useCheckoutRequest} from './use-checkout-request'
import {asCheckoutBasket, type CheckoutBasket} from './types'

declare global {
    interface Window {
        /** The consent tool's active groups (',C0001,C0002,'), when it has loaded. */
        OnetrustActiveGroups?: string
    }
}

/** The shopper's consent choice as the basket records it (`c_cookiesStatus`). */
export const cookiesStatus = (): string =>
    parseActiveGroups(typeof window === 'undefined' ? undefined : window.OnetrustActiveGroups).join(',')

/** Guest email on the basket: PUT baskets/{id}/customer {email, c_cookiesStatus} (spec 000 §7). */
export const useBasketEmail = (basketId: string | undefined) => {
    const updateCustomer = useShopperBasketsV2Mutation('updateCustomerForBasket')
    const request = useCheckoutRequest('email')
    const {run} = request
    const setEmail = useCallback(
        (email: string): Promise<CheckoutBasket> =>
            run(async () => {
                if (!basketId) throw new CheckoutError('Something went wrong. Try again!')
                const body = {email: email.trim(), c_cookiesStatus: cookiesStatus()}
                return asCheckoutBasket(await updateCustomer.mutateAsync({parameters: {basketId}, body}))
            }),
        [basketId, run, updateCustomer]
    )
    return {setEmail, status: request.status, error: request.error}
}

/**
 * "Registered customers ... have their email put on the basket automatically" (spec 000 §6): once per basket
 * and email, when the basket's email differs from the account's.
 */
export const useRegisteredEmailOnBasket = (
    basket: CheckoutBasket | undefined,
    customerEmail: string | undefined,
    isRegistered: boolean,
    setEmail: (email: string) => Promise<CheckoutBasket>
) => {
    const done = useRef<string>()
    const basketId = basket?.basketId
    const basketEmail = basket?.customerInfo?.email
    useEffect(() => {
        if (!isRegistered || !basketId || !customerEmail) return
        if (basketEmail?.toLowerCase() === customerEmail.toLowerCase()) return
        const key = `${basketId}:${customerEmail}`
        if (done.current === key) return
        done.current = key
        // Failures are logged by the request; the email step stays open for the shopper to retry.
        setEmail(customerEmail).catch(() => undefined)
    }, [isRegistered, basketId, basketEmail, customerEmail, setEmail])
}
