/** The session layer's public surface (spec 001 §4.1); everything else in this folder is internal. */
export {useSession, type Session} from './use-session'
export {useRegistration, RegistrationError, type Registration} from './use-registration'
export {
    useUpdateCustomer,
    UpdateCustomerError,
    type ProfileChange,
    type PasswordChange
} from './use-update-customer'
export {usePasswordReset, PasswordResetError} from './use-password-reset'
export {SessionBootstrap} from './session-bootstrap'
export {onSessionEvent, CHECKOUT_STEP_AFTER_LOGOUT, type SessionEventName} from './session-events'
export {INSIDER_COOKIE, readInsiderCookie} from './insider-cookie'
export {LoginError, isWrongCredentials} from './token-errors'
export {useRecaptcha} from './recaptcha'
export type {LoginCredentials, LoginResult} from './login-sequence'
export {preferredDeliveryOption} from './delivery-preference'
export {sessionStart} from './session-memory'
