import {defineMessages} from 'react-intl'

export const trackMessages = defineMessages({
    title: {id: 'account.track.title', defaultMessage: 'Track your order'},
    heading: {id: 'account.track.heading', defaultMessage: 'Track your order'},
    intro: {
        id: 'account.track.intro',
        defaultMessage: 'Enter your order number and the email address you used at checkout.'
    },
    orderNumber: {id: 'account.track.orderNumber', defaultMessage: 'Order number'},
    orderNumberHelp: {
        id: 'account.track.orderNumberHelp',
        defaultMessage: 'You will find it in your confirmation email.'
    },
    invalidOrderNumber: {
        id: 'account.track.invalidOrderNumber',
        defaultMessage: 'Please enter the order number as it appears in your confirmation email.'
    },
    email: {id: 'account.track.email', defaultMessage: 'Email address'},
    submit: {id: 'account.track.submit', defaultMessage: 'Track order'},
    notFound: {
        id: 'account.track.notFound',
        defaultMessage:
            "We couldn't find an order with those details. Please check the order number and try again."
    },
    failed: {id: 'account.track.failed', defaultMessage: 'Something went wrong. Try again!'},
    resultHeading: {id: 'account.track.resultHeading', defaultMessage: 'Order {orderNo}'},
    placed: {id: 'account.track.placed', defaultMessage: 'Placed {date}'},
    parcel: {id: 'account.track.parcel', defaultMessage: 'Parcel {index}'},
    collect: {id: 'account.track.collect', defaultMessage: 'Click & collect: {store}'},
    trackWith: {id: 'account.track.trackWith', defaultMessage: 'Track with {carrier}'},
    signIn: {id: 'account.track.signIn', defaultMessage: 'Have an account? Sign in to see all your orders.'},
    stageAwaitingPayment: {id: 'account.track.stageAwaitingPayment', defaultMessage: 'Awaiting payment'},
    stageProcessing: {id: 'account.track.stageProcessing', defaultMessage: 'Processing'},
    stagePacked: {id: 'account.track.stagePacked', defaultMessage: 'Packed'},
    stageDispatched: {id: 'account.track.stageDispatched', defaultMessage: 'Dispatched'},
    stageDelivered: {id: 'account.track.stageDelivered', defaultMessage: 'Delivered'},
    stageReadyForCollection: {
        id: 'account.track.stageReadyForCollection',
        defaultMessage: 'Ready for collection'
    },
    stageCollected: {id: 'account.track.stageCollected', defaultMessage: 'Collected'},
    stageCancelled: {id: 'account.track.stageCancelled', defaultMessage: 'Cancelled'},
    stageFailed: {id: 'account.track.stageFailed', defaultMessage: 'Payment failed'}
})
