import {useMutation} from '@tanstack/react-query'
import {callController, ControllerError} from '../controllers/controller-client'
import {useControllerScope} from '../controllers/use-controller'

export const BACK_IN_STOCK_ENDPOINT = 'PWA_BackInStockNotification-GenerateBackInStockObject'

/** Spec 001 §3.5: "Back-in-stock request: recipientEmail, bisnProductId, subscribeMail, selectedCountry". */
export interface BackInStockRequest {
    recipientEmail: string
    bisnProductId: string
    subscribeMail: boolean
    selectedCountry: string
}

/** 'success' moves the dialog on; 'failed' shows the retry message; 'network' is only logged (spec 001 §8). */
export type BackInStockOutcome = 'success' | 'failed' | 'network'

/** Sends the back-in-stock request; the outcome is always resolved, never thrown. */
export const useBackInStock = () => {
    const scope = useControllerScope()
    return useMutation(async (request: BackInStockRequest): Promise<BackInStockOutcome> => {
        try {
            const response = await callController<{success?: boolean}>(scope, BACK_IN_STOCK_ENDPOINT, {
                method: 'POST',
                body: request
            })
            return response.success === true ? 'success' : 'failed'
        } catch (error) {
            if (error instanceof ControllerError) return 'failed'
            console.error('Back-in-stock request failed', error)
            return 'network'
        }
    })
}
