import {Box, Flex} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {AccountIcon, BagIcon} from '../icons'
import {Link} from '../link'
import {headerMessages as messages} from './messages'
import {useBasketCount} from './use-basket-count'

const iconLink = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    minW: '44px',
    h: '44px',
    color: 'text.primary',
    _hover: {bg: 'grey.100'}
} as const

/** Account and bag links. The bag count appears only in the browser (it is shopper-specific). */
export const HeaderActions = () => {
    const intl = useIntl()
    const count = useBasketCount()
    const bagLabel =
        count === undefined
            ? intl.formatMessage(messages.bag)
            : intl.formatMessage(messages.bagWithCount, {count})
    return (
        <Flex justify="flex-end" align="center" gap={{base: 0, lg: 1}}>
            <Link href="/account" aria-label={intl.formatMessage(messages.account)} {...iconLink}>
                <AccountIcon />
            </Link>
            <Link href="/cart" aria-label={bagLabel} {...iconLink} data-testid="header-bag">
                <BagIcon />
                {count ? (
                    <Box
                        as="span"
                        aria-hidden
                        position="absolute"
                        top="6px"
                        right="4px"
                        minW="18px"
                        h="18px"
                        px="5px"
                        borderRadius="full"
                        bg="brand.ink"
                        color="text.inverse"
                        fontSize="2xs"
                        fontWeight="semibold"
                        lineHeight="18px"
                        textAlign="center"
                    >
                        {count > 99 ? '99+' : count}
                    </Box>
                ) : null}
            </Link>
        </Flex>
    )
}
