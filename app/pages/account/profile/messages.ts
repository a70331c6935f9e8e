import {defineMessages} from 'react-intl'

export const profileMessages = defineMessages({
    title: {id: 'account.profile.title', defaultMessage: 'Profile & password'},
    heading: {id: 'account.profile.heading', defaultMessage: 'Profile & password'},
    nameHeading: {id: 'account.profile.nameHeading', defaultMessage: 'Your name'},
    firstName: {id: 'account.profile.firstName', defaultMessage: 'First name'},
    lastName: {id: 'account.profile.lastName', defaultMessage: 'Last name'},
    saveName: {id: 'account.profile.saveName', defaultMessage: 'Save name'},
    nameSaved: {id: 'account.profile.nameSaved', defaultMessage: 'Your name has been saved.'},
    emailHeading: {id: 'account.profile.emailHeading', defaultMessage: 'Email address'},
    emailIntro: {
        id: 'account.profile.emailIntro',
        defaultMessage: 'You sign in with {email}. To change it, enter the new address and your password.'
    },
    newEmail: {id: 'account.profile.newEmail', defaultMessage: 'New email address'},
    currentPassword: {id: 'account.profile.currentPassword', defaultMessage: 'Current password'},
    saveEmail: {id: 'account.profile.saveEmail', defaultMessage: 'Change email'},
    emailSaved: {
        id: 'account.profile.emailSaved',
        defaultMessage: "Your email address has been changed and you're signed in with it."
    },
    passwordHeading: {id: 'account.profile.passwordHeading', defaultMessage: 'Password'},
    newPassword: {id: 'account.profile.newPassword', defaultMessage: 'New password'},
    savePassword: {id: 'account.profile.savePassword', defaultMessage: 'Change password'},
    passwordSaved: {
        id: 'account.profile.passwordSaved',
        defaultMessage: "Your password has been changed and you're signed in with it."
    },
    wrongPassword: {
        id: 'account.profile.wrongPassword',
        defaultMessage: "That isn't your current password. Please try again."
    },
    emailInUse: {
        id: 'account.profile.emailInUse',
        defaultMessage: "Sorry, that email address can't be used for this account."
    }
})
