import {useIntl} from 'react-intl'
import {AccountLayout} from '../account/account-layout'
import {paymentsMessages} from '../account/payments/messages'
import {PaymentsPage} from '../account/payments/payments-page'

/** /mysavedcards (spec 001 §2.1): the saved cards, inside the account frame. */
const SavedCardsPage = () => {
    const intl = useIntl()
    return (
        <AccountLayout title={intl.formatMessage(paymentsMessages.title)}>
            <PaymentsPage />
        </AccountLayout>
    )
}

export default SavedCardsPage
