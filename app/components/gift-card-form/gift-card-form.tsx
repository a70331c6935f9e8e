import {useEffect, useRef, useState, type ReactNode} from 'react'
import {Box, Button, Stack, Text} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {useCurrentBasket, useGiftCardAvailability} from '../../commerce/basket'
import {
    DEFAULT_GIFT_CARD_TYPE,
    GIFT_CARD_AMOUNTS,
    giftCardCountryMessage,
    giftCardSelectionError,
    type GiftCardType
} from '../../rules/product/gift-card-product'
import {deviceForWidth} from '../../rules/content/layout-rules'
import {useSite} from '../../site/site-context'
import {fromIsoDate, todayFor} from './delivery-date'
import {GiftCardTypeSwitch} from './gift-card-type-switch'
import {GiftCardValues} from './gift-card-values'
import {giftCardFormMessages as messages} from './messages'
import {FIELDS, RecipientFields, type RecipientValues} from './recipient-fields'
import {useGiftCardEdit} from './use-gift-card-edit'
import {useGiftCardSubmit} from './use-gift-card-submit'
import {validationText} from './validation-text'

export interface GiftCardProduct {
    id: string
    currency?: string
    c_giftCardAmounts?: number[]
}

export interface GiftCardFormProps {
    product: GiftCardProduct
    /** The card type; controlled by the page when each type is its own product (c_linkedGiftCardId). */
    type?: GiftCardType
    onTypeChange?: (type: GiftCardType) => void
    /** False when the other type has no product to switch to: its option is shown but disabled. */
    canSwitchType?: boolean
    /** Physical cards: the page's normal size selector, and the variant it has selected. */
    sizeSelector?: ReactNode
    selectedVariantId?: string
    /** The clock for the delivery date (tests). */
    now?: () => Date
}

const isPhone = () => typeof window !== 'undefined' && deviceForWidth(window.innerWidth) === 'mobile'

/**
 * The gift card purchase form (spec 001 §4.6, §5.2) for gift card product pages: digital (default) with a value
 * and the recipient's details, or physical with the page's size selector. Editing a line
 * (?GiftCertificateLineItemID=…) prefills it and saves the line; otherwise it adds. It resets afterwards.
 */
export const GiftCardForm = ({
    product,
    type: controlledType,
    onTypeChange,
    canSwitchType = true,
    sizeSelector,
    selectedVariantId,
    now = () => new Date()
}: GiftCardFormProps) => {
    const intl = useIntl()
    const {locale, currency} = useSite()
    const {basket} = useCurrentBasket()
    const {available} = useGiftCardAvailability()
    const {editId, line} = useGiftCardEdit()
    const [ownType, setOwnType] = useState<GiftCardType>(DEFAULT_GIFT_CARD_TYPE)
    const type = controlledType ?? ownType
    const [amount, setAmount] = useState<number | undefined>()
    const [selectionError, setSelectionError] = useState<string | undefined>()
    const errorRef = useRef<HTMLDivElement>(null)
    const defaults = (): RecipientValues => ({
        [FIELDS.recipientName]: '',
        [FIELDS.recipientEmail]: '',
        [FIELDS.senderName]: '',
        [FIELDS.message]: '',
        [FIELDS.deliveryDate]: todayFor(locale.id, now())
    })
    // "Validation timing: gift card form on blur" (spec 001 §4.7). After a failed attempt (a submitted form) a
    // fixed field's error clears as the shopper types: left until blur, it vanished when 'Add To Bag' was
    // pressed, the button moved up under the pointer between press and release, and the click never happened
    // (issue #9).
    const form = useForm<RecipientValues>({
        mode: 'onBlur',
        reValidateMode: 'onChange',
        shouldFocusError: false,
        defaultValues: defaults()
    })
    const {state, done, error, submitDigital, submitPhysical} = useGiftCardSubmit({
        productId: product.id,
        locale: locale.id,
        editId
    })

    const prefilled = line?.giftCertificateItemId
    useEffect(() => {
        if (!line) return
        setAmount(line.amount)
        form.reset({
            [FIELDS.recipientName]: line.recipientName ?? '',
            [FIELDS.recipientEmail]: line.recipientEmail ?? '',
            [FIELDS.senderName]: line.senderName ?? '',
            [FIELDS.message]: line.message ?? '',
            [FIELDS.deliveryDate]: fromIsoDate(line.c_deliveryDate, locale.id) || todayFor(locale.id, now())
        })
        // Prefill once per edited line; later basket refreshes must not overwrite what the shopper typed.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [prefilled])

    const changeType = (next: GiftCardType) => {
        setSelectionError(undefined)
        if (onTypeChange) onTypeChange(next)
        else setOwnType(next)
    }
    const choose = (value: number) => {
        setAmount(value)
        setSelectionError(undefined)
    }
    const missing = (problem: string) => {
        setSelectionError(problem)
        if (isPhone()) errorRef.current?.scrollIntoView({behavior: 'smooth', block: 'center'})
    }

    const submit = async () => {
        if (!available) return
        if (type === 'physical') {
            const problem = giftCardSelectionError('physical', {size: selectedVariantId})
            if (problem || !selectedVariantId) return missing(problem ?? '')
            await submitPhysical(selectedVariantId)
            return undefined
        }
        const problem = giftCardSelectionError('digital', {amount})
        // Submitted through the form, so later corrections re-validate as they are typed.
        let values: RecipientValues | undefined
        await form.handleSubmit((valid) => {
            values = valid
        })()
        if (problem) return missing(problem)
        if (!values || !amount) return undefined
        const done = await submitDigital(values, amount)
        if (done) {
            form.reset(defaults())
            setAmount(undefined)
        }
        return undefined
    }

    const amounts = product.c_giftCardAmounts?.length ? product.c_giftCardAmounts : GIFT_CARD_AMOUNTS
    const mixedNote =
        (type === 'digital' && !editId && (basket?.productItems?.length ?? 0) > 0) ||
        (type === 'physical' && (basket?.giftCertificateItems?.length ?? 0) > 0)
    const label =
        state === 'success' && !editId ? messages.added : editId ? messages.saveChanges : messages.addToBag
    return (
        <Stack spacing={6} data-testid="gift-card-form">
            <GiftCardTypeSwitch value={type} onChange={changeType} canSwitch={canSwitchType} />
            <Box ref={errorRef}>
                {type === 'digital' ? (
                    <GiftCardValues
                        amounts={amounts}
                        currency={product.currency ?? currency}
                        selected={amount}
                        onSelect={choose}
                        error={validationText(intl, selectionError)}
                    />
                ) : (
                    <Stack spacing={2}>
                        {sizeSelector}
                        {selectionError ? (
                            <Text role="alert" fontSize="sm" color="text.error">
                                {validationText(intl, selectionError)}
                            </Text>
                        ) : null}
                    </Stack>
                )}
            </Box>
            {type === 'digital' ? (
                <Box as="fieldset">
                    <Text
                        as="legend"
                        fontSize="sm"
                        fontWeight={600}
                        mb={3}
                        textTransform="uppercase"
                        letterSpacing="wider"
                    >
                        {intl.formatMessage(messages.recipientDetails)}
                    </Text>
                    <RecipientFields form={form} locale={locale.id} now={now} />
                </Box>
            ) : null}
            <Stack spacing={2}>
                <Button
                    size="lg"
                    w="100%"
                    maxW="none"
                    isDisabled={!available}
                    isLoading={state === 'loading'}
                    onClick={() => void submit()}
                >
                    {intl.formatMessage(label)}
                </Button>
                {!available ? (
                    <Text role="alert" fontSize="sm" color="text.error">
                        {validationText(intl, giftCardCountryMessage(false))}
                    </Text>
                ) : null}
                {mixedNote ? (
                    <Text fontSize="xs" color="text.secondary">
                        {intl.formatMessage(messages.separately)}
                    </Text>
                ) : null}
                {state === 'error' && error ? (
                    <Text role="alert" fontSize="sm" color="text.error">
                        {error}
                    </Text>
                ) : null}
                {state === 'success' && done === 'saved' ? (
                    <Text role="status" fontSize="sm" color="text.success">
                        {intl.formatMessage(messages.saved)}
                    </Text>
                ) : null}
            </Stack>
        </Stack>
    )
}
