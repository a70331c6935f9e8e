import {Box, Flex, Grid, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useHeaderState} from '../../hooks/header-state'
import {BagIcon, LockIcon} from '../icons'
import {Link} from '../link'
import {Logo} from '../logo'

const messages = defineMessages({
    bag: {id: 'checkoutHeader.bag', defaultMessage: 'Bag'},
    secure: {id: 'checkoutHeader.secure', defaultMessage: 'Secure Checkout'}
})

/** Tighter labels on phones so 'Secure Checkout' fits beside the centred logo. */
const compactLabel = {fontSize: {base: '2xs', md: 'xs'}, letterSpacing: {base: 'wider', md: 'widest'}}

/** Spec 001 §2.3: 'Bag' returns to the site root with the basket open. */
export const BAG_RETURN_PATH = '/?basket=show'

/**
 * The reduced, sticky header on checkout pages: 'Bag' back to the shop with the basket open, the centred
 * logo linking home, and a 'Secure Checkout' reassurance label. No navigation, so shoppers stay on task.
 */
export const CheckoutHeader = () => {
    const intl = useIntl()
    const {scrolled} = useHeaderState()
    return (
        <Box
            as="header"
            position="sticky"
            top={0}
            zIndex="sticky"
            bg="bg.canvas"
            borderBottom="1px solid"
            borderColor={scrolled ? 'transparent' : 'border.subtle'}
            boxShadow={scrolled ? 'header' : 'none'}
            data-scrolled={scrolled ? 'true' : undefined}
        >
            <Grid
                maxW="shell"
                mx="auto"
                px={{base: 2, md: 4, lg: 10}}
                h={{base: '56px', lg: '72px'}}
                templateColumns="1fr auto 1fr"
                alignItems="center"
                columnGap={4}
            >
                <Flex>
                    <Link
                        href={BAG_RETURN_PATH}
                        display="inline-flex"
                        alignItems="center"
                        gap={2}
                        minH="44px"
                        px={2}
                        textStyle="label"
                        {...compactLabel}
                    >
                        <BagIcon boxSize="20px" />
                        {intl.formatMessage(messages.bag)}
                    </Link>
                </Flex>
                <Logo />
                <Flex justify="flex-end" align="center" gap={2} px={2} minW={0} color="text.accent">
                    <LockIcon boxSize="18px" flexShrink={0} />
                    <Text
                        as="span"
                        textStyle="label"
                        // Longer translations ('Pagamento sicuro', 'Paiement sécurisé') take two lines on a
                        // phone rather than running off the screen.
                        whiteSpace={{base: 'normal', md: 'nowrap'}}
                        textAlign="right"
                        lineHeight={1.25}
                        {...compactLabel}
                    >
                        {intl.formatMessage(messages.secure)}
                    </Text>
                </Flex>
            </Grid>
        </Box>
    )
}
