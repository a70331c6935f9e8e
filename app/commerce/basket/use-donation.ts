import {useCallback, useRef} from 'react'
import {useShopperBasketsV2Mutation} from '@salesforce/commerce-sdk-react'
import {donationAmount} from '../../rules/basket'
import {useRequestStatus} from './request-status'
import {useCurrentBasket} from './use-current-basket'
import {asBasket} from './types'

/**
 * The optional charity donation (spec 000 §7: PATCH baskets/{id} with c_donation). The platform answers with
 * the donation as a shipping line marked SB_DONATION (spec 000 §9), which is what the basket shows; 0 removes
 * it.
 */
export const useDonation = () => {
    const {basket} = useCurrentBasket()
    const updateBasket = useShopperBasketsV2Mutation('updateBasket')
    const request = useRequestStatus()
    const live = useRef({basketId: basket?.basketId, updateBasket})
    live.current = {basketId: basket?.basketId, updateBasket}
    const {run} = request

    const setDonation = useCallback(
        (amount: number) =>
            run(async () =>
                asBasket(
                    await live.current.updateBasket.mutateAsync({
                        parameters: {basketId: live.current.basketId as string},
                        body: {c_donation: amount > 0 ? amount : 0}
                    })
                )
            ),
        [run]
    )

    return {amount: donationAmount(basket), setDonation, status: request.status, error: request.error}
}
