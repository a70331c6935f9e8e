import type {IntlShape} from 'react-intl'
import {profileMessages as messages} from './messages'

/** The platform's update failures in the shopper's words; anything unexpected shows its own detail. */
export const profileFailureText = (intl: IntlShape, error: unknown): string => {
    const detail = error instanceof Error ? error.message : String(error)
    if (/current password/i.test(detail)) return intl.formatMessage(messages.wrongPassword)
    if (/already in use/i.test(detail)) return intl.formatMessage(messages.emailInUse)
    return detail
}
