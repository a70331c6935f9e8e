import {Box, Flex, Heading, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useCurrentBasket} from '../../commerce/basket'
import {useCheckoutProgress} from '../../components/checkout-steps/use-checkout-progress'
import {basketMessages} from '../../components/mini-basket/messages'
import {isBasketEmpty} from '../../components/mini-basket/checkout-blocks'
import {PageHead} from '../../components/seo/page-head'
import {usePreloadedThresholdContent} from '../../components/threshold-banner'
import {useHydrated} from '../../hooks/use-hydrated'
import {basketItemCount} from '../../rules/basket'
import {useSite} from '../../site/site-context'
import {useCachePolicy} from '../../site/use-cache-policy'
import {CartContents} from './cart-contents'
import {CartEmpty} from './cart-empty'
import {CartSkeleton} from './cart-skeleton'
import {cartMessages as messages} from './messages'

/**
 * Route 'cart' (/cart): the shopper's bag as a full page. Private and never stored, never indexed; the server
 * renders the shell and a skeleton, and the lines load in the browser (shopper data is never server-rendered).
 */
const CartPage = () => {
    const intl = useIntl()
    useCachePolicy('private')
    usePreloadedThresholdContent()
    const hydrated = useHydrated()
    const {currency} = useSite()
    const {basket, status} = useCurrentBasket()
    const ready = hydrated && (status === 'done' || Boolean(basket))
    const count = basketItemCount(basket)
    // Spec 001 §4.1: the bag, where promo codes are applied, is checkout progress step 0 ('promocode').
    useCheckoutProgress(ready && basket && !isBasketEmpty(basket) ? 0 : undefined, basket)
    return (
        <Box
            maxW="shell"
            mx="auto"
            px={{base: 5, md: 8, lg: 10}}
            pt={{base: 6, md: 10}}
            pb={{base: 12, md: 20}}
            // The bag loads in the browser: holding the footer below the first screen meanwhile means the
            // skeleton giving way to the lines (or the empty bag) moves nothing the shopper sees.
            minH={{base: '100vh', md: '75vh'}}
        >
            <PageHead title={intl.formatMessage(messages.pageTitle)} noindex />
            <Flex align="baseline" gap={3} mb={{base: 6, md: 8}}>
                <Heading as="h1" fontSize={{base: '2xl', md: '4xl'}} fontWeight={600} letterSpacing="tight">
                    {intl.formatMessage(basketMessages.title)}
                </Heading>
                {ready && count > 0 ? (
                    <Text color="text.secondary" fontSize={{base: 'sm', md: 'md'}}>
                        {intl.formatMessage(basketMessages.count, {count})}
                    </Text>
                ) : null}
            </Flex>
            {!ready ? (
                <CartSkeleton />
            ) : isBasketEmpty(basket) || !basket ? (
                <CartEmpty />
            ) : (
                <CartContents basket={basket} currency={basket.currency ?? currency} />
            )}
        </Box>
    )
}

export default CartPage
