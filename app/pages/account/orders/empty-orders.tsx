import {Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {ButtonLink} from '../../../components/account-nav'
import {Link} from '../../../components/link'
import {ordersMessages as messages} from './messages'

/** The friendly state of an account without orders (also the whole of /orderhistory for such a customer). */
export const EmptyOrders = ({headingLevel = 'h2'}: {headingLevel?: 'h1' | 'h2'}) => {
    const intl = useIntl()
    return (
        <Stack spacing={5} bg="bg.subtle" px={{base: 6, md: 10}} py={{base: 10, md: 14}} align="flex-start">
            <Heading as={headingLevel} size="md">
                {intl.formatMessage(messages.empty)}
            </Heading>
            <Text color="text.secondary" maxW="46ch">
                {intl.formatMessage(messages.emptyHint)}
            </Text>
            <Flex gap={6} align="center" wrap="wrap" pt={2}>
                <ButtonLink href="/shop/new-arrivals">{intl.formatMessage(messages.shop)}</ButtonLink>
                <Link href="/track-order" variant="inline" fontSize="sm">
                    {intl.formatMessage(messages.track)}
                </Link>
            </Flex>
        </Stack>
    )
}
