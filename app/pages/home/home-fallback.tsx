import {Heading, Stack, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {CtaLink} from '../../content/blocks/shared/cta-link'

const messages = defineMessages({
    heading: {id: 'home.fallback.heading', defaultMessage: 'Premium activewear for women who move'},
    body: {
        id: 'home.fallback.body',
        defaultMessage: 'Sculpting leggings, supportive sports bras and layers for yoga, running and the gym.'
    },
    shop: {id: 'home.fallback.shop', defaultMessage: 'Shop new arrivals'}
})

/** When the CMS has no home page (or cannot be reached) the home page still leads somewhere useful. */
export const HomeFallback = () => {
    const intl = useIntl()
    return (
        <Stack spacing={6} align="center" textAlign="center" py={{base: 20, md: 32}} px={5} bg="brand.stone">
            <Heading
                as="h1"
                fontSize={{base: '4xl', md: '6xl'}}
                textTransform="uppercase"
                letterSpacing="-0.03em"
                maxW="14em"
            >
                {intl.formatMessage(messages.heading)}
            </Heading>
            <Text fontSize={{base: 'md', md: 'lg'}} maxW="32em">
                {intl.formatMessage(messages.body)}
            </Text>
            <CtaLink href="/shop/new-arrivals">{intl.formatMessage(messages.shop)}</CtaLink>
        </Stack>
    )
}
