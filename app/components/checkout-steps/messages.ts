import {defineMessages} from 'react-intl'

export const stepMessages = defineMessages({
    edit: {id: 'checkout.steps.edit', defaultMessage: 'Edit'},
    editLabel: {id: 'checkout.steps.editLabel', defaultMessage: 'Edit {step}'},
    stepOf: {id: 'checkout.steps.stepOf', defaultMessage: 'Step {number} of {total}'},
    completed: {id: 'checkout.steps.completed', defaultMessage: 'completed'}
})
