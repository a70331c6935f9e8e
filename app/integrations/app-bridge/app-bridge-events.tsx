import {useEffect, useRef} from 'react'
import {useCustomerId, useCustomerType} from '@salesforce/commerce-sdk-react'
import {basketItemCount, useCurrentBasket} from '../../commerce/basket/use-current-basket'
import {postToApp} from '../../pages/app-page/app-bridge'
import {basketMessage, type AppMessage} from './messages'

const send = (message: AppMessage) => postToApp(message)

/**
 * In the app's web view, tells the app about the shopper's sign-in state and bag as they change (consent and
 * orders are told where they happen). Mounted only in the web view; without the app's handler nothing is
 * posted.
 */
const AppBridgeEvents = () => {
    const {isRegistered} = useCustomerType()
    const customerId = useCustomerId()
    const {basket} = useCurrentBasket()
    const signedIn = useRef<boolean>()
    const lastBasket = useRef('')

    useEffect(() => {
        if (isRegistered === undefined) return
        const before = signedIn.current
        signedIn.current = isRegistered
        if (before === undefined || before === isRegistered) return
        if (isRegistered && customerId) send({type: 'signedIn', customerId})
        if (!isRegistered) send({type: 'signedOut'})
    }, [isRegistered, customerId])

    const count = basketItemCount(basket)
    useEffect(() => {
        if (!basket) return
        const message = basketMessage(basket, count)
        if (!message) return
        const key = JSON.stringify(message)
        if (key === lastBasket.current) return
        lastBasket.current = key
        send(message)
    }, [basket, count])
    return null
}

export default AppBridgeEvents
