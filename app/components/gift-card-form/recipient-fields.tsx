import {
    FormControl,
    FormErrorMessage,
    FormHelperText,
    FormLabel,
    Input,
    Stack,
    Text,
    Textarea
} from '@chakra-ui/react'
import type {UseFormReturn} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {giftMessageCounter} from '../../rules/product/gift-card-product'
import {
    clampGiftMessage,
    deliveryDateValidator,
    GIFT_MESSAGE_MAX,
    validateGiftCardEmail,
    validateGiftCardName,
    validateGiftMessage
} from '../../rules/validators'
import {useDateFormatHint} from '../date-format-hint/use-date-format-hint'
import {withSlashes} from './delivery-date'
import {giftCardFormMessages as messages} from './messages'
import {validationText} from './validation-text'

/** Spec 001 §3.5: "Product page form field names: pdp-recipientName, pdp-recipientEmail, pdp-senderName,
 * pdp-message, pdp-deliveryDate" (the form library finds fields by their DOM name, so it uses them too). */
export const FIELDS = {
    recipientName: 'pdp-recipientName',
    recipientEmail: 'pdp-recipientEmail',
    senderName: 'pdp-senderName',
    message: 'pdp-message',
    deliveryDate: 'pdp-deliveryDate'
} as const

type FieldName = (typeof FIELDS)[keyof typeof FIELDS]
export type RecipientValues = Record<FieldName, string>

/** The quick form's values under the spec's names (recipientName, ..., deliveryDate). */
export const recipientForm = (values: RecipientValues) => ({
    recipientName: values[FIELDS.recipientName],
    recipientEmail: values[FIELDS.recipientEmail],
    senderName: values[FIELDS.senderName],
    message: values[FIELDS.message],
    deliveryDate: values[FIELDS.deliveryDate]
})

export interface RecipientFieldsProps {
    form: UseFormReturn<RecipientValues>
    locale: string
    /** The clock the delivery date is checked against (injectable for tests). */
    now: () => Date
}

const field = {h: '48px', borderRadius: 'none'} as const

/**
 * The digital gift card's recipient form (spec 001 §5.2), validated on blur: names (required, at most 40,
 * letters, digits, spaces, underscores), the recipient's email, an optional message of at most 250 characters
 * with its counter, and a delivery date from today to under a year ahead in the locale's format. The DOM
 * names are the spec's pdp-* field names.
 */
export const RecipientFields = ({form, locale, now}: RecipientFieldsProps) => {
    const intl = useIntl()
    const formatHint = useDateFormatHint()
    const {register, formState, watch} = form
    const {errors} = formState
    const typed = clampGiftMessage(watch(FIELDS.message) ?? '')
    const counter = giftMessageCounter(typed)
    const error = (name: FieldName) => validationText(intl, errors[name]?.message)
    const text = (name: FieldName, label: string, type = 'text') => (
        <FormControl isInvalid={Boolean(errors[name])}>
            <FormLabel htmlFor={name} fontSize="sm" fontWeight={600}>
                {label}
            </FormLabel>
            <Input
                id={name}
                type={type}
                autoComplete={type === 'email' ? 'email' : 'name'}
                {...field}
                {...register(name, {
                    validate: name === FIELDS.recipientEmail ? validateGiftCardEmail : validateGiftCardName
                })}
            />
            <FormErrorMessage>{error(name)}</FormErrorMessage>
        </FormControl>
    )
    const message = register(FIELDS.message, {validate: validateGiftMessage})
    const date = register(FIELDS.deliveryDate, {
        validate: (value) => deliveryDateValidator(locale, now())(value)
    })
    return (
        <Stack spacing={4}>
            {text(FIELDS.recipientName, intl.formatMessage(messages.recipientName))}
            {text(FIELDS.recipientEmail, intl.formatMessage(messages.recipientEmail), 'email')}
            {text(FIELDS.senderName, intl.formatMessage(messages.senderName))}
            <FormControl isInvalid={Boolean(errors[FIELDS.message])}>
                <FormLabel htmlFor={FIELDS.message} fontSize="sm" fontWeight={600}>
                    {intl.formatMessage(messages.message)}
                </FormLabel>
                <Textarea
                    id={FIELDS.message}
                    rows={4}
                    borderRadius="none"
                    maxLength={GIFT_MESSAGE_MAX}
                    aria-describedby="pdp-message-counter"
                    {...message}
                    onChange={(event) => {
                        // "input beyond is ignored" (spec 001 §5.2), also for pasted text.
                        event.target.value = clampGiftMessage(event.target.value)
                        void message.onChange(event)
                    }}
                />
                <Text
                    id="pdp-message-counter"
                    fontSize="xs"
                    mt={1.5}
                    color={counter.limitReached ? 'text.error' : 'text.secondary'}
                    aria-live="polite"
                >
                    {intl.formatMessage(messages.counter, {
                        count: Array.from(typed).length,
                        max: GIFT_MESSAGE_MAX
                    })}
                    {counter.limitReached ? ` · ${intl.formatMessage(messages.limit)}` : null}
                </Text>
                <FormErrorMessage>{error(FIELDS.message)}</FormErrorMessage>
            </FormControl>
            <FormControl isInvalid={Boolean(errors[FIELDS.deliveryDate])}>
                <FormLabel htmlFor={FIELDS.deliveryDate} fontSize="sm" fontWeight={600}>
                    {intl.formatMessage(messages.deliveryDate)}
                </FormLabel>
                <Input
                    id={FIELDS.deliveryDate}
                    inputMode="numeric"
                    placeholder={formatHint}
                    {...field}
                    {...date}
                    onChange={(event) => {
                        event.target.value = withSlashes(event.target.value)
                        void date.onChange(event)
                    }}
                />
                {errors[FIELDS.deliveryDate] ? (
                    <FormErrorMessage>{error(FIELDS.deliveryDate)}</FormErrorMessage>
                ) : (
                    <FormHelperText fontSize="xs">
                        {intl.formatMessage(messages.dateFormat, {format: formatHint})}
                    </FormHelperText>
                )}
            </FormControl>
        </Stack>
    )
}
