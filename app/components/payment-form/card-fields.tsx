import {useCallback} from 'react'
import {Checkbox, SimpleGrid, Stack, Text} from '@chakra-ui/react'
import type {UseFormReturn} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {detectCardBrand} from '../../rules/account'
import {allOf, maxLength, validateName, type Validator} from '../../rules/validators'
import {TextField, useMaxLengthGuard, useTranslatedValidator} from '../shipping-address-form'
import {
    CARD_MESSAGES,
    cardExpiryValidator,
    formatCardNumberInput,
    formatExpiryInput,
    formatSecurityCodeInput,
    securityCodeLength,
    securityCodeValidator,
    validateCardNumber
} from './card-input'
import {paymentMessages as messages} from './messages'

export interface CardFormValues {
    number: string
    holder: string
    expiry: string
    securityCode: string
    save: boolean
}

export const EMPTY_CARD: CardFormValues = {number: '', holder: '', expiry: '', securityCode: '', save: false}

const HOLDER_MAX = 40

const CARD_TEXT: Record<string, keyof typeof messages> = {
    [CARD_MESSAGES.invalidNumber]: 'invalidNumber',
    [CARD_MESSAGES.unsupportedBrand]: 'unsupportedBrand',
    [CARD_MESSAGES.invalidExpiry]: 'invalidExpiry',
    [CARD_MESSAGES.expired]: 'expired',
    [CARD_MESSAGES.invalidSecurityCode]: 'invalidSecurityCode'
}

/**
 * Card number, name, expiry and security code. The number is formatted as typed (digits only, grouped per
 * brand, cut at the brand's length) and the brand shown beside it. The values live in this form's memory
 * only: nothing here is logged or stored, and browsers may autofill them (cc-* autocomplete).
 */
export const CardFields = ({form, allowSave}: {form: UseFormReturn<CardFormValues>; allowSave: boolean}) => {
    const intl = useIntl()
    const translated = useTranslatedValidator()
    const guard = useMaxLengthGuard(form)
    const {register, watch, setValue, formState} = form
    const {errors} = formState
    const brand = detectCardBrand(watch('number'))
    const card = useCallback(
        (validator: Validator) => (value: string | undefined) => {
            const result = validator(value)
            if (result === true) return true
            const key = CARD_TEXT[result]
            return key ? intl.formatMessage(messages[key]) : translated(() => result)(value)
        },
        [intl, translated]
    )
    const formatted = (name: 'number' | 'expiry' | 'securityCode', format: (value: string) => string) => ({
        onChange: (event: {target: {value: string}}) =>
            setValue(name, format(event.target.value), {shouldValidate: formState.isSubmitted})
    })

    return (
        <Stack spacing={5}>
            <TextField
                id="card-number"
                label={intl.formatMessage(messages.cardNumber)}
                inputMode="numeric"
                autoComplete="cc-number"
                isRequired
                error={errors.number?.message}
                adornment={
                    brand ? (
                        <Text
                            fontSize="2xs"
                            fontWeight="semibold"
                            letterSpacing="wider"
                            textTransform="uppercase"
                        >
                            {brand}
                        </Text>
                    ) : null
                }
                helper={intl.formatMessage(messages.acceptedCards)}
                {...register('number', {
                    validate: card(validateCardNumber),
                    ...formatted('number', formatCardNumberInput)
                })}
            />
            <TextField
                id="card-holder"
                label={intl.formatMessage(messages.holder)}
                autoComplete="cc-name"
                isRequired
                error={errors.holder?.message}
                {...register('holder', {
                    validate: translated(allOf(validateName, maxLength(HOLDER_MAX))),
                    ...guard('holder', HOLDER_MAX)
                })}
            />
            <SimpleGrid columns={2} spacing={5}>
                <TextField
                    id="card-expiry"
                    label={intl.formatMessage(messages.expiry)}
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder="MM/YY"
                    isRequired
                    error={errors.expiry?.message}
                    {...register('expiry', {
                        validate: card(cardExpiryValidator()),
                        ...formatted('expiry', formatExpiryInput)
                    })}
                />
                <TextField
                    id="card-security-code"
                    label={intl.formatMessage(messages.securityCode)}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    isRequired
                    error={errors.securityCode?.message}
                    helper={intl.formatMessage(messages.securityCodeHint, {
                        digits: securityCodeLength(brand)
                    })}
                    {...register('securityCode', {
                        validate: card(securityCodeValidator(brand)),
                        ...formatted('securityCode', (value) => formatSecurityCodeInput(value, brand))
                    })}
                />
            </SimpleGrid>
            {allowSave ? (
                <Checkbox {...register('save')}>{intl.formatMessage(messages.saveCard)}</Checkbox>
            ) : null}
        </Stack>
    )
}
