import {Box, Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {balanceMessages as messages, GiftCardBalanceForm} from '../../components/gift-card-balance'
import {PageHead} from '../../components/seo/page-head'
import {useCachePolicy} from '../../site/use-cache-policy'

/**
 * Route 'gift-card-balance' (/checkgiftbalance): the form is the same for everyone, so the page is cached like
 * content; the balance itself is asked for in the browser.
 */
const GiftCardBalancePage = () => {
    const intl = useIntl()
    useCachePolicy('content')
    return (
        <Box maxW="560px" mx="auto" px={{base: 5, md: 0}} py={{base: 10, md: 20}}>
            <PageHead
                title={intl.formatMessage(messages.pageTitle)}
                description={intl.formatMessage(messages.pageDescription)}
                canonicalPath="/checkgiftbalance"
            />
            <Stack spacing={3} mb={8}>
                <Heading as="h1" fontSize={{base: '2xl', md: '4xl'}} fontWeight={600} letterSpacing="tight">
                    {intl.formatMessage(messages.pageTitle)}
                </Heading>
                <Text color="text.secondary">{intl.formatMessage(messages.intro)}</Text>
            </Stack>
            <GiftCardBalanceForm />
        </Box>
    )
}

export default GiftCardBalancePage
