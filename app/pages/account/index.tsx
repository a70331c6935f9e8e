import {useIntl, type MessageDescriptor} from 'react-intl'
import {Route, Switch, useRouteMatch} from 'react-router-dom'
import {AccountLayout} from './account-layout'
import {AddressesPage} from './addresses/addresses-page'
import {addressesMessages} from './addresses/messages'
import {accountMessages} from './messages'
import {OrderDetail} from './orders/order-detail'
import {OrdersPage} from './orders/orders-page'
import {ordersMessages} from './orders/messages'
import {AccountOverview} from './overview/overview'
import {paymentsMessages} from './payments/messages'
import {PaymentsPage} from './payments/payments-page'
import {profileMessages} from './profile/messages'
import {ProfilePage} from './profile/profile-page'
import {wishlistMessages} from './wishlist/messages'
import {WishlistPage} from './wishlist/wishlist-page'

const SECTIONS: {path: string; title: MessageDescriptor; Section: () => JSX.Element}[] = [
    {path: '/profile', title: profileMessages.title, Section: ProfilePage},
    {path: '/addresses', title: addressesMessages.title, Section: AddressesPage},
    {path: '/payments', title: paymentsMessages.title, Section: PaymentsPage},
    {path: '/wishlist', title: wishlistMessages.title, Section: WishlistPage},
    {path: '/orders/:orderNo', title: ordersMessages.title, Section: OrderDetail},
    {path: '/orders', title: ordersMessages.title, Section: OrdersPage}
]

/**
 * /account and its sections (spec 001 §2.1 prefix route; §2.2 sub-pages /account/addresses, /payments,
 * /wishlist, /orders). Unknown sub-paths show the overview.
 */
const AccountPage = () => {
    const intl = useIntl()
    const {path} = useRouteMatch()
    return (
        <Switch>
            {SECTIONS.map(({path: section, title, Section}) => (
                <Route key={section} path={`${path}${section}`}>
                    <AccountLayout title={intl.formatMessage(title)}>
                        <Section />
                    </AccountLayout>
                </Route>
            ))}
            <Route>
                <AccountLayout title={intl.formatMessage(accountMessages.title)}>
                    <AccountOverview />
                </AccountLayout>
            </Route>
        </Switch>
    )
}

export default AccountPage
