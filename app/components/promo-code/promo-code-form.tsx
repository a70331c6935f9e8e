import {useId, useState, type FormEvent} from 'react'
import {Box, Button, Flex, IconButton, Input, Stack, Tag, TagLabel, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {COUPON_STATUS_MESSAGES, usePromoCode, type Basket} from '../../commerce/basket'
import {APPLIED_COUPON_STATUS} from '../../rules/basket'
import {Collapsible} from '../disclosure'
import {isKnownStatus, promoMessages as messages} from './messages'

export interface PromoCodeFormProps {
    basket: Basket | undefined
    /** Start with the field shown (the bag page) rather than behind 'Add a promo code' (the drawer). */
    defaultOpen?: boolean
}

type Feedback = {kind: 'success' | 'error'; text: string} | undefined

const Cross = () => (
    <svg width="10" height="10" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
    </svg>
)

/**
 * Promo code entry (spec 000 §5): applied only when the returned coupon matches the code case-insensitively
 * with status applied; otherwise the server's status message is shown. Codes in the bag are listed with a
 * remove button; one that does not apply yet says so.
 */
export const PromoCodeForm = ({basket, defaultOpen = false}: PromoCodeFormProps) => {
    const intl = useIntl()
    const inputId = useId()
    const {apply, remove, applyStatus} = usePromoCode()
    const [open, setOpen] = useState(defaultOpen)
    const [code, setCode] = useState('')
    const [feedback, setFeedback] = useState<Feedback>()
    const coupons = basket?.couponItems ?? []

    const submit = async (event: FormEvent) => {
        event.preventDefault()
        if (!code.trim()) return setFeedback({kind: 'error', text: intl.formatMessage(messages.empty)})
        const outcome = await apply(code)
        if (outcome.applied) {
            setFeedback({
                kind: 'success',
                text: intl.formatMessage(messages.applied, {code: code.trim().toUpperCase()})
            })
            setCode('')
        } else {
            // The server's own message is shown as it is; only the storefront's fallback wording for a bare
            // status code (a 200 whose coupon does not apply) is translated here.
            const status = 'statusCode' in outcome ? outcome.statusCode : undefined
            const fallback = isKnownStatus(status) && outcome.message === COUPON_STATUS_MESSAGES[status]
            setFeedback({
                kind: 'error',
                text: fallback && status ? intl.formatMessage(messages[status]) : outcome.message
            })
        }
        return undefined
    }

    return (
        <Stack spacing={3}>
            {!defaultOpen ? (
                <Button
                    variant="link"
                    fontSize="sm"
                    alignSelf="flex-start"
                    aria-expanded={open}
                    aria-controls={`${inputId}-form`}
                    onClick={() => setOpen((value) => !value)}
                >
                    {intl.formatMessage(messages.toggle)}
                </Button>
            ) : null}
            <Collapsible open={open} id={`${inputId}-form`}>
                <Box as="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
                    <Text
                        as="label"
                        htmlFor={inputId}
                        fontSize="xs"
                        fontWeight={600}
                        display="block"
                        mb={1.5}
                    >
                        {intl.formatMessage(messages.label)}
                    </Text>
                    <Flex gap={2}>
                        <Input
                            id={inputId}
                            value={code}
                            maxLength={50}
                            autoComplete="off"
                            autoCapitalize="characters"
                            onChange={(event) => setCode(event.target.value)}
                            aria-invalid={feedback?.kind === 'error'}
                            aria-describedby={feedback ? `${inputId}-feedback` : undefined}
                            borderRadius="none"
                            h="44px"
                            textTransform="uppercase"
                        />
                        <Button
                            type="submit"
                            variant="secondary"
                            isLoading={applyStatus === 'pending'}
                            px={6}
                            flexShrink={0}
                        >
                            {intl.formatMessage(messages.apply)}
                        </Button>
                    </Flex>
                </Box>
            </Collapsible>
            <Text
                id={`${inputId}-feedback`}
                role={feedback?.kind === 'error' ? 'alert' : 'status'}
                fontSize="xs"
                color={feedback?.kind === 'error' ? 'text.error' : 'text.success'}
                minH={feedback ? undefined : 0}
            >
                {feedback?.text}
            </Text>
            {coupons.length ? (
                <Flex gap={2} wrap="wrap">
                    {coupons.map((coupon) => {
                        const applied = coupon.statusCode === APPLIED_COUPON_STATUS
                        return (
                            <Tag
                                key={coupon.couponItemId}
                                borderRadius="none"
                                bg={applied ? 'bg.subtle' : 'grey.100'}
                                py={1}
                            >
                                <TagLabel fontSize="xs" fontWeight={600} letterSpacing="wide">
                                    {coupon.code}
                                    {applied ? '' : ` · ${intl.formatMessage(messages.pending)}`}
                                </TagLabel>
                                <IconButton
                                    variant="ghost"
                                    size="sm"
                                    minW="28px"
                                    h="28px"
                                    ml={1}
                                    icon={<Cross />}
                                    aria-label={intl.formatMessage(messages.remove, {
                                        code: coupon.code ?? ''
                                    })}
                                    onClick={() =>
                                        void remove(coupon.couponItemId ?? '').catch(() => undefined)
                                    }
                                />
                            </Tag>
                        )
                    })}
                </Flex>
            ) : null}
        </Stack>
    )
}
