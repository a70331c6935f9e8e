import {useParams} from 'react-router-dom'
import {ConfirmationView} from './confirmation-view'

/** /checkout/confirmation/{order_id} and /checkout/confirmation (spec 001 §2.1). */
const ConfirmationPage = () => {
    const {orderId} = useParams<{orderId?: string}>()
    return <ConfirmationView orderNo={orderId} />
}

export default ConfirmationPage
