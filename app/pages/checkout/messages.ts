import {defineMessages} from 'react-intl'

export const checkoutMessages = defineMessages({
    title: {id: 'checkout.page.title', defaultMessage: 'Secure checkout'},
    heading: {id: 'checkout.page.heading', defaultMessage: 'Checkout'},
    invalidStage: {id: 'checkout.page.invalidStage', defaultMessage: 'Invalid stage'},
    restart: {id: 'checkout.page.restart', defaultMessage: 'Go to checkout'},
    generic: {id: 'checkout.page.generic', defaultMessage: 'Something went wrong. Try again!'},
    stepContact: {id: 'checkout.step.contact', defaultMessage: 'Contact'},
    stepDelivery: {id: 'checkout.step.delivery', defaultMessage: 'Delivery'},
    stepPayment: {id: 'checkout.step.payment', defaultMessage: 'Payment'},
    summaryTitle: {id: 'checkout.summary.title', defaultMessage: 'Order summary'},
    showSummary: {id: 'checkout.summary.show', defaultMessage: 'Show order summary'},
    hideSummary: {id: 'checkout.summary.hide', defaultMessage: 'Hide order summary'},
    editBag: {id: 'checkout.summary.editBag', defaultMessage: 'Edit bag'},
    reassurance: {
        id: 'checkout.summary.reassurance',
        defaultMessage:
            'Free returns within 30 days. Your payment details are encrypted and never stored by us.'
    },
    redirecting: {id: 'checkout.page.redirecting', defaultMessage: 'Taking you to secure checkout…'},
    crossBorderFailed: {
        id: 'checkout.page.crossBorderFailed',
        defaultMessage: 'We could not open the international checkout. Please try again.'
    },
    tryAgain: {id: 'checkout.page.tryAgain', defaultMessage: 'Try again'}
})

export const emailMessages = defineMessages({
    email: {id: 'checkout.email.label', defaultMessage: 'Email address'},
    emailHint: {id: 'checkout.email.hint', defaultMessage: "We'll send your order confirmation here."},
    continue: {id: 'checkout.email.continue', defaultMessage: 'Continue to delivery'},
    guestIntro: {
        id: 'checkout.email.guestIntro',
        defaultMessage: 'Check out as a guest, or sign in for a faster checkout.'
    },
    haveAccount: {id: 'checkout.email.haveAccount', defaultMessage: 'Have an account? Sign in'},
    asGuest: {id: 'checkout.email.asGuest', defaultMessage: 'Continue as a guest instead'},
    password: {id: 'checkout.email.password', defaultMessage: 'Password'},
    showPassword: {id: 'checkout.email.showPassword', defaultMessage: 'Show'},
    hidePassword: {id: 'checkout.email.hidePassword', defaultMessage: 'Hide'},
    showPasswordLabel: {id: 'checkout.email.showPasswordLabel', defaultMessage: 'Show password'},
    hidePasswordLabel: {id: 'checkout.email.hidePasswordLabel', defaultMessage: 'Hide password'},
    rememberMe: {id: 'checkout.email.rememberMe', defaultMessage: 'Keep me signed in'},
    signIn: {id: 'checkout.email.signIn', defaultMessage: 'Sign in and continue'},
    loginFailed: {
        id: 'checkout.email.loginFailed',
        defaultMessage: 'Your email or password is incorrect. Please try again.'
    },
    signedInAs: {id: 'checkout.email.signedInAs', defaultMessage: 'Signed in as {email}'},
    missingEmail: {
        id: 'checkout.email.missingEmail',
        defaultMessage: 'Please enter your email address so we can place your order.'
    }
})

export const shippingStepMessages = defineMessages({
    continue: {id: 'checkout.shippingStep.continue', defaultMessage: 'Continue to payment'},
    chooseMethod: {
        id: 'checkout.shippingStep.chooseMethod',
        defaultMessage: 'Please choose a delivery method.'
    },
    chooseStore: {id: 'checkout.shippingStep.chooseStore', defaultMessage: 'Please choose a store.'},
    collectFrom: {id: 'checkout.shippingStep.collectFrom', defaultMessage: 'Click & collect from {store}'}
})

export const paymentStepMessages = defineMessages({
    placeOrderTotal: {id: 'checkout.paymentStep.placeOrderTotal', defaultMessage: 'Place order · {total}'},
    placing: {id: 'checkout.paymentStep.placing', defaultMessage: 'Placing your order…'},
    refused: {
        id: 'checkout.paymentStep.refused',
        defaultMessage: 'Your payment was not authorised. Please check your card details or use another card.'
    },
    challengeFailed: {
        id: 'checkout.paymentStep.challengeFailed',
        defaultMessage:
            'Your card verification was not completed, so no payment was taken. Your bag is saved: please try again.'
    },
    redirectRefused: {
        id: 'checkout.paymentStep.redirectRefused',
        defaultMessage:
            '{method} did not approve the payment, so nothing was taken. Please choose another way to pay.'
    },
    redirectCancelled: {
        id: 'checkout.paymentStep.redirectCancelled',
        defaultMessage:
            "You cancelled the payment with {method}. Your bag is saved: choose how you'd like to pay."
    },
    applePayFailed: {
        id: 'checkout.paymentStep.applePayFailed',
        defaultMessage:
            'Apple Pay could not complete your payment, so nothing was taken. Your bag is saved: please try again or choose another way to pay.'
    },
    methodsFailed: {
        id: 'checkout.paymentStep.methodsFailed',
        defaultMessage: 'We could not load the payment methods. Please try again.'
    },
    continueTo: {id: 'checkout.paymentStep.continueTo', defaultMessage: 'Continue to {method} · {total}'},
    terms: {
        id: 'checkout.paymentStep.terms',
        defaultMessage: 'By placing your order you agree to our Terms & Conditions and Privacy Policy.'
    },
    secure: {
        id: 'checkout.paymentStep.secure',
        defaultMessage: 'Payments are encrypted and processed securely.'
    }
})
