import {useIntl} from 'react-intl'
import {validatePassword} from '../../rules/validators/login'
import {meetsPasswordPolicy, passwordMessages} from '../password-field'
import {useFieldRules} from './validation-text'

/** A new password: required first (the shared message), then every rule of the password policy. */
export const useNewPasswordRule = () => {
    const intl = useIntl()
    const rules = useFieldRules()
    return rules(validatePassword, (value) =>
        meetsPasswordPolicy(value) ? true : intl.formatMessage(passwordMessages.policy)
    )
}
