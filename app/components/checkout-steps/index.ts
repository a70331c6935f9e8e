export {CheckoutStepPanel, type StepState} from './checkout-step-panel'
