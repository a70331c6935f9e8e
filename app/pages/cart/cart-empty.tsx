import {Button, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Link} from '../../components/link'
import {basketMessages} from '../../components/mini-basket/messages'
import {cartMessages as messages} from './messages'

/** The empty bag: a short invitation and the way back into the shop. */
export const CartEmpty = () => {
    const intl = useIntl()
    return (
        <Stack spacing={5} align="center" textAlign="center" py={{base: 12, md: 20}} maxW="lg" mx="auto">
            <Heading as="h2" fontSize={{base: '2xl', md: '3xl'}} fontWeight={600}>
                {intl.formatMessage(basketMessages.empty)}
            </Heading>
            <Text color="text.secondary">{intl.formatMessage(messages.emptyBody)}</Text>
            <Flex gap={3} wrap="wrap" justify="center" pt={2}>
                <Button as={Link} href="/shop/new-arrivals">
                    {intl.formatMessage(basketMessages.shopNew)}
                </Button>
                <Button as={Link} href="/shop/bottoms/leggings" variant="secondary">
                    {intl.formatMessage(messages.shopLeggings)}
                </Button>
            </Flex>
            <Link href="/login" fontSize="sm">
                {intl.formatMessage(messages.signIn)}
            </Link>
        </Stack>
    )
}
