import {defineMessages} from 'react-intl'

export const resetMessages = defineMessages({
    title: {id: 'account.reset.title', defaultMessage: 'Reset your password'},
    heading: {id: 'account.reset.heading', defaultMessage: 'Forgotten your password?'},
    intro: {
        id: 'account.reset.intro',
        defaultMessage:
            "Enter the email address of your account and we'll send you a link to choose a new password."
    },
    email: {id: 'account.reset.email', defaultMessage: 'Email address'},
    send: {id: 'account.reset.send', defaultMessage: 'Send reset link'},
    sentHeading: {id: 'account.reset.sentHeading', defaultMessage: 'Check your inbox'},
    sent: {
        id: 'account.reset.sent',
        defaultMessage:
            "If there's an account for {email}, we've sent it a link to reset the password. The link works once and expires soon."
    },
    tryAgain: {id: 'account.reset.tryAgain', defaultMessage: 'Use a different email address'},
    backToSignIn: {id: 'account.reset.backToSignIn', defaultMessage: 'Back to sign in'},
    newHeading: {id: 'account.reset.newHeading', defaultMessage: 'Choose a new password'},
    newIntro: {id: 'account.reset.newIntro', defaultMessage: 'Choose a new password for {email}.'},
    newPassword: {id: 'account.reset.newPassword', defaultMessage: 'New password'},
    save: {id: 'account.reset.save', defaultMessage: 'Save and sign in'},
    invalidLink: {
        id: 'account.reset.invalidLink',
        defaultMessage: 'This reset link has expired or has already been used. Please ask for a new one.'
    },
    requestNew: {id: 'account.reset.requestNew', defaultMessage: 'Ask for a new link'},
    doneHeading: {id: 'account.reset.doneHeading', defaultMessage: 'Your password has been changed'},
    done: {id: 'account.reset.done', defaultMessage: "You're signed in with your new password."},
    toAccount: {id: 'account.reset.toAccount', defaultMessage: 'Go to my account'},
    generic: {id: 'account.reset.generic', defaultMessage: 'Something went wrong. Try again!'}
})
