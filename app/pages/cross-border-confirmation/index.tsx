import {useParams} from 'react-router-dom'
import {ConfirmationView} from '../confirmation/confirmation-view'

/** /checkout-globale/confirmation/{order_id}: where the cross-border provider's checkout returns. */
const CrossBorderConfirmationPage = () => {
    const {orderId} = useParams<{orderId?: string}>()
    return <ConfirmationView orderNo={orderId} crossBorder />
}

export default CrossBorderConfirmationPage
