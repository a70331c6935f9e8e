import {useEffect, useRef} from 'react'
import {Box, Spinner, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {RichText} from '../../content/html/rich-text'
import type {SignUpForm} from '../../content/model'
import {SCHEMAS} from '../../content/model/schemas'
import {ContentBlock} from '../../content/render'
import {signUpMessages as messages} from './messages'
import {PromoCode} from './promo-code'
import type {DobResult} from './submit/use-sign-up-submit'

const DOB_MESSAGES = {exists: messages.dobExists, added: messages.dobAdded} as const

/** The product carousel the success view offers, as a block the registry renders. */
const recommendationsBlock = (form: SignUpForm) => {
    const source = form.productReccomendations
    if (!source) return null
    const {title, ...products} = source
    return {
        _meta: {
            schema: SCHEMAS.productCarousel,
            name: 'sign-up-recommendations',
            deliveryId: `${form._meta.deliveryId}-recs`
        },
        header: title,
        ...products
    }
}

/**
 * "A success view replaces the form after submit" (spec 001 §2.5): the CMS thank-you copy, the promo code when
 * there is one, the date-of-birth check's answer, and product recommendations. Focus moves here so screen
 * reader users hear the outcome.
 */
export const SuccessView = ({form, dob}: {form: SignUpForm; dob?: DobResult}) => {
    const intl = useIntl()
    const ref = useRef<HTMLDivElement>(null)
    useEffect(() => ref.current?.focus(), [])
    const recommendations = recommendationsBlock(form)
    return (
        <Stack spacing={8} ref={ref} tabIndex={-1} outline="none" data-testid="sign-up-success">
            <RichText html={form.formCopy?.success} textAlign="center" />
            {dob ? (
                <Box role="status" textAlign="center">
                    {dob === 'loading' ? (
                        <Text>
                            <Spinner size="sm" me={2} />
                            {intl.formatMessage(messages.loading)}
                        </Text>
                    ) : (
                        <Text fontWeight="medium">{intl.formatMessage(DOB_MESSAGES[dob])}</Text>
                    )}
                </Box>
            ) : null}
            {form.promoCode ? <PromoCode code={form.promoCode} /> : null}
            {recommendations ? <ContentBlock item={recommendations} /> : null}
        </Stack>
    )
}
