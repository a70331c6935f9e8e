export {AccountNav} from './account-nav'
export {ButtonLink} from './button-link'
