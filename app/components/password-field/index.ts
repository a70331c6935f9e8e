export {PasswordField} from './password-field'
export {PasswordRulesList} from './password-rules-list'
export {meetsPasswordPolicy, passwordRuleResults, PASSWORD_RULES, MIN_PASSWORD_LENGTH} from './password-rules'
export {passwordMessages} from './messages'
