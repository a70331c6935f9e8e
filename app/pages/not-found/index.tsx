import {Button, Container, Heading, Link, Stack, Text} from '@chakra-ui/react'
import type {ReactNode} from 'react'
import {defineMessages, useIntl} from 'react-intl'
import {Link as RouterLink} from 'react-router-dom'
import {PageHead} from '../../components/seo/page-head'
import {useCachePolicy} from '../../site/use-cache-policy'
import {sharedMessages} from '../../i18n/shared-messages'
import {useSite} from '../../site/site-context'

const messages = defineMessages({
    title: {id: 'notFound.title', defaultMessage: 'Page not found'},
    heading: {id: 'notFound.heading', defaultMessage: 'Oops! This page seems to have run away.'},
    body: {
        id: 'notFound.body',
        defaultMessage: "The page you're looking for may have moved, or the link may be out of date."
    },
    home: {id: 'notFound.home', defaultMessage: 'Return to the homepage'},
    newArrivals: {id: 'notFound.newArrivals', defaultMessage: 'Shop New Arrivals'},
    contact: {
        id: 'notFound.contact',
        defaultMessage: 'Get in touch any time by visiting our <link>Contact Us</link> page'
    }
})

/**
 * The not-found page (spec 001 §2.4), rendered inside the app shell with status 404, for /404 and for any
 * path, product or category the platform does not know.
 */
const NotFound = () => {
    const intl = useIntl()
    const {buildUrl} = useSite()
    useCachePolicy('notFound', 404)
    return (
        <Container maxW="2xl" py={{base: 16, md: 24}} textAlign="center">
            <PageHead title={intl.formatMessage(messages.title)} noindex />
            <Stack spacing={6} align="center">
                <Text fontSize="sm" letterSpacing="widest" textTransform="uppercase" color="gray.600">
                    404
                </Text>
                <Heading as="h1" size="xl">
                    {intl.formatMessage(messages.heading)}
                </Heading>
                <Text color="gray.700">{intl.formatMessage(messages.body)}</Text>
                <Stack direction={{base: 'column', sm: 'row'}} spacing={4}>
                    <Button as={RouterLink} to={buildUrl('/')} variant="solid">
                        {intl.formatMessage(messages.home)}
                    </Button>
                    <Button as={RouterLink} to={buildUrl('/shop/new-arrivals')} variant="outline">
                        {intl.formatMessage(messages.newArrivals)}
                    </Button>
                </Stack>
                <Text color="gray.700">
                    {intl.formatMessage(messages.contact, {
                        link: (chunks: ReactNode[]) => (
                            <Link
                                href={intl.formatMessage(sharedMessages.helpCentreUrl)}
                                textDecoration="underline"
                            >
                                {chunks}
                            </Link>
                        )
                    })}
                </Text>
            </Stack>
        </Container>
    )
}

export default NotFound
