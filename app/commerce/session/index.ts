/** The session layer's public surface (spec 001 §4.1); everything else in this folder is internal. */
export {useSession} from './use-session'
export {useRegistration, RegistrationError, type Registration} from './use-registration'
export {useUpdateCustomer} from './use-update-customer'
export {usePasswordReset, PasswordResetError} from './use-password-reset'
export {SessionBootstrap} from './session-bootstrap'
export {useSessionStartExpected} from './session-ready'
export {onSessionEvent} from './session-events'

export {isWrongCredentials} from './token-errors'
export {useRecaptcha} from './recaptcha'

export {preferredDeliveryOption} from './delivery-preference'
export {sessionStart} from './session-memory'
