import {defineMessages} from 'react-intl'

export const passwordMessages = defineMessages({
    show: {id: 'account.password.show', defaultMessage: 'Show password'},
    hide: {id: 'account.password.hide', defaultMessage: 'Hide password'},
    rulesHeading: {id: 'account.password.rulesHeading', defaultMessage: 'Your password needs'},
    length: {id: 'account.password.ruleLength', defaultMessage: 'At least 8 characters'},
    upper: {id: 'account.password.ruleUpper', defaultMessage: 'An upper-case letter'},
    lower: {id: 'account.password.ruleLower', defaultMessage: 'A lower-case letter'},
    number: {id: 'account.password.ruleNumber', defaultMessage: 'A number'},
    special: {id: 'account.password.ruleSpecial', defaultMessage: 'A special character, such as # or !'},
    met: {id: 'account.password.ruleMet', defaultMessage: 'met'},
    notMet: {id: 'account.password.ruleNotMet', defaultMessage: 'not met yet'},
    policy: {
        id: 'account.password.policy',
        defaultMessage: 'Please choose a password that meets every rule below.'
    }
})
