export {PasswordField} from './password-field'
export {PasswordRulesList} from './password-rules-list'
export {meetsPasswordPolicy} from './password-rules'
export {passwordMessages} from './messages'
