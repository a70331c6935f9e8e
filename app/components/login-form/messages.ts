import {defineMessages} from 'react-intl'

export const loginFormMessages = defineMessages({
    email: {id: 'account.login.email', defaultMessage: 'Email address'},
    password: {id: 'account.login.password', defaultMessage: 'Password'},
    rememberMe: {id: 'account.login.rememberMe', defaultMessage: 'Keep me signed in'},
    forgotten: {id: 'account.login.forgotten', defaultMessage: 'Forgotten password?'},
    submit: {id: 'account.login.submit', defaultMessage: 'Sign in'},
    wrongCredentials: {
        id: 'account.login.wrongCredentials',
        defaultMessage: "That email and password don't match our records. Please check them and try again."
    },
    generic: {id: 'account.login.generic', defaultMessage: 'Something went wrong. Try again!'}
})
