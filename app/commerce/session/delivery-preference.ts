import type {DeliveryOptionParam} from '../../rules/account'

/** Session memory of a link's deliveryOption, for the checkout's delivery step later in the visit. */
const KEY = 'vela.deliveryOption'

const storage = () => {
    try {
        return window.sessionStorage
    } catch {
        return undefined
    }
}

export const rememberDeliveryOption = (option: DeliveryOptionParam) => storage()?.setItem(KEY, option)

/** "deliveryOption" (spec 000 §2): the delivery type a link asked for this visit, if any. */
export const preferredDeliveryOption = (): DeliveryOptionParam | undefined => {
    const value = typeof window === 'undefined' ? null : storage()?.getItem(KEY)
    return value === 'clickAndCollect' || value === 'deliverToAddress' ? value : undefined
}
