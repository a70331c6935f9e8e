export {CheckoutStepPanel, type CheckoutStepPanelProps, type StepState} from './checkout-step-panel'
export {stepMessages} from './messages'
