import {Button, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {crossBorderParams, isCrossBorderCountry} from '../../commerce/checkout/cross-border'
import {checkoutDeliveryUrl} from '../../rules/checkout/delivery-stage'
import {useSite} from '../../site/site-context'
import {Link} from '../link'
import type {CheckoutBlock} from './checkout-blocks'
import {basketMessages as messages} from './messages'

const REASONS = {
    'out-of-stock': messages.blockedOutOfStock,
    'too-many': messages.blockedTooMany
} as const

export interface CheckoutActionProps {
    blocks: CheckoutBlock[]
    onNavigate?: () => void
}

/**
 * Where 'Checkout' goes: the site's checkout, or for a shopper browsing from a country the site does not serve
 * (glCountry and glCurrency kept in the query) the cross-border checkout-delivery URL (spec 001 §2.2).
 */
const useCheckoutHref = () => {
    const {search} = useLocation()
    const {site} = useSite()
    const crossBorder = crossBorderParams(search)
    return crossBorder && isCrossBorderCountry(site.country, crossBorder.glCountry)
        ? checkoutDeliveryUrl({crossBorder})
        : '/checkout'
}

/** 'Checkout', or the disabled button with the reason it is disabled (read out with the button). */
export const CheckoutAction = ({blocks, onNavigate}: CheckoutActionProps) => {
    const intl = useIntl()
    const href = useCheckoutHref()
    const reasons = blocks.filter((block): block is keyof typeof REASONS => block in REASONS)
    const disabled = blocks.length > 0
    const common = {w: '100%', maxW: 'none', size: 'lg' as const}
    return (
        <Stack spacing={2}>
            {disabled ? (
                <Button {...common} isDisabled aria-describedby="checkout-blocked">
                    {intl.formatMessage(messages.checkout)}
                </Button>
            ) : (
                <Button
                    as={Link}
                    href={href}
                    onClick={onNavigate}
                    {...common}
                    _hover={{bg: 'grey.800', textDecoration: 'none'}}
                >
                    {intl.formatMessage(messages.checkout)}
                </Button>
            )}
            {reasons.length ? (
                <Stack id="checkout-blocked" spacing={1} data-testid="checkout-blocked">
                    {reasons.map((reason) => (
                        <Text key={reason} fontSize="xs" color="text.error">
                            {intl.formatMessage(REASONS[reason])}
                        </Text>
                    ))}
                </Stack>
            ) : null}
        </Stack>
    )
}
