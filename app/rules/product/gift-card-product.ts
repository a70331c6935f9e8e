import {VALIDATION_MESSAGES} from '../validators/messages'
import {basketDeliveryDate, clampGiftMessage, GIFT_MESSAGE_MAX} from '../validators/gift-card-form'

/** "Gift card amounts 10, 25, 50, 100, 150, 200" (spec 000 §9). */
export const GIFT_CARD_AMOUNTS: readonly number[] = [10, 25, 50, 100, 150, 200]

export type GiftCardType = 'digital' | 'physical'
/** "Type: digital (default) or physical." */
export const DEFAULT_GIFT_CARD_TYPE: GiftCardType = 'digital'

/** "the price range shown is its min to max" */
export const giftCardPriceRange = (
    amounts: readonly number[] = GIFT_CARD_AMOUNTS
): {min: number; max: number} | undefined =>
    amounts.length ? {min: Math.min(...amounts), max: Math.max(...amounts)} : undefined

/** "Value: none chosen shows 'Please select a value'"; physical cards need a size ('Please select a size'). */
export const giftCardSelectionError = (
    type: GiftCardType,
    selection: {amount?: number | null; size?: string | null}
): string | undefined => {
    if (type === 'digital') return selection.amount ? undefined : VALIDATION_MESSAGES.selectValue
    return selection.size ? undefined : VALIDATION_MESSAGES.selectSize
}

export const GIFT_MESSAGE_LIMIT_TEXT = 'Reached max character limit'

/** "Gift message counter shows 'n/250 characters' and 'Reached max character limit' at 250." */
export const giftMessageCounter = (
    message: string
): {text: string; limitReached: boolean; limitText?: string} => {
    const count = Array.from(clampGiftMessage(message)).length
    const limitReached = count >= GIFT_MESSAGE_MAX
    return {
        text: `${count}/${GIFT_MESSAGE_MAX} characters`,
        limitReached,
        ...(limitReached && {limitText: GIFT_MESSAGE_LIMIT_TEXT})
    }
}

/** "when the URL has a GiftCertificateLineItemID ... the button reads 'Save Changes'" */
export const GIFT_CARD_EDIT_PARAM = 'GiftCertificateLineItemID'

/** "Gift cards cannot be bought in countries where they are not allowed: 'This product is unavailable for
 * your selected country', button disabled." */
export const giftCardCountryMessage = (allowedInCountry: boolean): string | undefined =>
    allowedInCountry ? undefined : VALIDATION_MESSAGES.unavailableForCountry

export interface GiftCardRecipientForm {
    recipientName: string
    recipientEmail: string
    senderName: string
    message?: string
    deliveryDate: string
}

export interface GiftCertificatePayload {
    recipient_email: string
    recipient_name: string
    sender_name: string
    message: string
    c_deliveryDate?: string
    amount: number
}

/** "Digital gift card basket payload: recipient_email, recipient_name, sender_name, message, c_deliveryDate
 * (YYYY-MM-DD), amount" (spec 001 §3.5). */
export const giftCertificatePayload = (
    form: GiftCardRecipientForm,
    amount: number,
    locale: string | undefined
): GiftCertificatePayload => ({
    recipient_email: form.recipientEmail.trim(),
    recipient_name: form.recipientName.trim(),
    sender_name: form.senderName.trim(),
    message: clampGiftMessage(form.message ?? ''),
    c_deliveryDate: basketDeliveryDate(form.deliveryDate, locale),
    amount
})
