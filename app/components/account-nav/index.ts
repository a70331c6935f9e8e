export {AccountNav, ACCOUNT_NAV, type AccountNavProps} from './account-nav'
export {ButtonLink} from './button-link'
export {accountNavMessages} from './messages'
