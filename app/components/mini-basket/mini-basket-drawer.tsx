import {
    Box,
    Button,
    Drawer,
    DrawerBody,
    DrawerCloseButton,
    DrawerContent,
    DrawerFooter,
    DrawerHeader,
    DrawerOverlay,
    Flex,
    Stack,
    Text
} from '@chakra-ui/react'
import {Skeleton} from '../skeleton'
import {useIntl} from 'react-intl'
import {useCurrentBasket} from '../../commerce/basket'
import {
    basketItemCount,
    deliveryThresholdSubtotal,
    merchandiseSubtotal,
    needsDelivery
} from '../../rules/basket'
import {useSite} from '../../site/site-context'
import {BasketLines} from '../basket-line'
import {Link} from '../link'
import {Price} from '../price'
import {PromoCodeForm} from '../promo-code'
import {ThresholdBanner} from '../threshold-banner'
import {BasketAnnouncer} from './basket-announcer'
import {CheckoutAction} from './checkout-action'
import {DigitalDeliveryNote} from './digital-delivery-note'
import {checkoutBlocks, isBasketEmpty} from './checkout-blocks'
import {basketMessages as messages} from './messages'
import {MixedGiftCardError} from './mixed-gift-card-error'

export interface MiniBasketDrawerProps {
    isOpen: boolean
    onClose: () => void
}

const EmptyBag = ({onClose}: {onClose: () => void}) => {
    const intl = useIntl()
    return (
        <Stack spacing={4} py={10} align="flex-start">
            <Text fontFamily="heading" fontSize="xl" fontWeight={600}>
                {intl.formatMessage(messages.empty)}
            </Text>
            <Text fontSize="sm" color="text.secondary">
                {intl.formatMessage(messages.emptyBody)}
            </Text>
            <Button as={Link} href="/shop/new-arrivals" onClick={onClose} variant="secondary" mt={2}>
                {intl.formatMessage(messages.shopNew)}
            </Button>
        </Stack>
    )
}

/**
 * The mini basket (spec 000 §2): a drawer with the bag's lines (newest first), the free-delivery banner, the
 * subtotal, a promo code field, 'Checkout' (or why it is disabled) and 'View bag'. Chakra's drawer traps focus,
 * closes on Escape and returns focus to whatever opened it.
 */
const MiniBasketDrawer = ({isOpen, onClose}: MiniBasketDrawerProps) => {
    const intl = useIntl()
    const {currency} = useSite()
    const {basket, isLoading} = useCurrentBasket()
    const count = basketItemCount(basket)
    const empty = isBasketEmpty(basket)
    const blocks = checkoutBlocks(basket)
    const shownCurrency = basket?.currency ?? currency
    // Products plus e-gift cards; the free-delivery nudge only for a bag with something to post.
    const subtotal = merchandiseSubtotal(basket)
    const thresholdSubtotal = deliveryThresholdSubtotal(basket)
    return (
        <Drawer isOpen={isOpen} onClose={onClose} placement="right" size="md">
            <DrawerOverlay />
            <DrawerContent maxW={{base: '100vw', md: '480px'}} data-testid="mini-basket">
                <DrawerHeader borderBottom="1px solid" borderColor="border.subtle" pr={16}>
                    <Flex align="baseline" gap={3}>
                        <Text as="span">{intl.formatMessage(messages.title)}</Text>
                        {!empty ? (
                            <Text
                                as="span"
                                fontFamily="body"
                                fontSize="sm"
                                fontWeight={400}
                                color="text.secondary"
                            >
                                {intl.formatMessage(messages.count, {count})}
                            </Text>
                        ) : null}
                    </Flex>
                </DrawerHeader>
                <DrawerCloseButton aria-label={intl.formatMessage(messages.close)} />
                <BasketAnnouncer
                    subtotal={basket ? subtotal : undefined}
                    currency={shownCurrency}
                    version={basket?.lastModified}
                />
                <DrawerBody px={{base: 5, md: 6}} py={0}>
                    {isLoading && !basket ? (
                        <Stack spacing={6} py={6} aria-label={intl.formatMessage(messages.loading)}>
                            <Skeleton h="112px" />
                            <Skeleton h="112px" />
                        </Stack>
                    ) : empty ? (
                        <EmptyBag onClose={onClose} />
                    ) : basket ? (
                        <Stack spacing={0} pt={4}>
                            {thresholdSubtotal !== undefined ? (
                                <ThresholdBanner subtotal={thresholdSubtotal} />
                            ) : null}
                            {blocks.includes('mixed-gift-cards') ? (
                                <Box pt={3}>
                                    <MixedGiftCardError />
                                </Box>
                            ) : null}
                            <BasketLines
                                basket={basket}
                                currency={shownCurrency}
                                compact
                                onNavigate={onClose}
                            />
                        </Stack>
                    ) : null}
                </DrawerBody>
                {!empty && basket ? (
                    <DrawerFooter display="block" px={{base: 5, md: 6}} py={5} bg="bg.canvas">
                        <Stack spacing={4}>
                            <PromoCodeForm basket={basket} />
                            <Box>
                                <Flex justify="space-between" align="baseline">
                                    <Text fontWeight={600}>{intl.formatMessage(messages.subtotal)}</Text>
                                    <Price price={subtotal} currency={shownCurrency} fontWeight={600} />
                                </Flex>
                                {needsDelivery(basket) ? (
                                    <Text fontSize="xs" color="text.secondary" mt={1}>
                                        {intl.formatMessage(messages.deliveryNote)}
                                    </Text>
                                ) : (
                                    <Box mt={1}>
                                        <DigitalDeliveryNote />
                                    </Box>
                                )}
                            </Box>
                            <CheckoutAction blocks={blocks} onNavigate={onClose} />
                            <Button
                                as={Link}
                                href="/cart"
                                onClick={onClose}
                                variant="secondary"
                                w="100%"
                                maxW="none"
                                size="lg"
                            >
                                {intl.formatMessage(messages.viewBag)}
                            </Button>
                        </Stack>
                    </DrawerFooter>
                ) : null}
            </DrawerContent>
        </Drawer>
    )
}

export default MiniBasketDrawer
