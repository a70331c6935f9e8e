import type {IntlShape, MessageDescriptor} from 'react-intl'
import {
    GIFT_CARD_NAME_MAX,
    GIFT_MESSAGE_MAX,
    maxLengthMessage,
    VALIDATION_MESSAGES
} from '../../rules/validators'
import {giftCardFormMessages as messages} from './messages'

/**
 * The rules speak the spec's English (spec 001 §5.2); each message has its translation here, keyed by that
 * exact wording, so a rule's text and the shown text can never drift apart silently.
 */
const BY_ENGLISH: Record<string, MessageDescriptor> = {
    [VALIDATION_MESSAGES.requiredGiftCard]: messages.required,
    [maxLengthMessage(GIFT_CARD_NAME_MAX)]: messages.nameTooLong,
    [maxLengthMessage(GIFT_MESSAGE_MAX)]: messages.messageTooLong,
    [VALIDATION_MESSAGES.invalidCharacters]: messages.invalidCharacters,
    [VALIDATION_MESSAGES.invalidEmail]: messages.invalidEmail,
    [VALIDATION_MESSAGES.invalidDeliveryDate]: messages.invalidDate,
    [VALIDATION_MESSAGES.selectValue]: messages.selectValue,
    [VALIDATION_MESSAGES.selectSize]: messages.selectSize,
    [VALIDATION_MESSAGES.unavailableForCountry]: messages.unavailable
}

export const validationText = (intl: IntlShape, english: string | undefined): string | undefined => {
    if (!english) return undefined
    const descriptor = BY_ENGLISH[english]
    return descriptor ? intl.formatMessage(descriptor) : english
}
