import {Box, Button, Container, Heading, Link, Stack, Text} from '@chakra-ui/react'
import type {ReactNode} from 'react'
import {defineMessages, useIntl} from 'react-intl'
import {sharedMessages} from '../../i18n/shared-messages'
import {useSite} from '../../site/site-context'

const messages = defineMessages({
    heading: {id: 'error.heading', defaultMessage: 'Oops! This page seems to have run away.'},
    home: {id: 'error.home', defaultMessage: 'Go to Homepage'},
    newArrivals: {id: 'error.newArrivals', defaultMessage: 'Shop New Arrivals'},
    contact: {
        id: 'error.contact',
        defaultMessage: 'Get in touch any time by visiting our <link>Contact Us</link> page'
    }
})

interface ErrorProps {
    status?: number
    message?: string
    stack?: string
}

/**
 * PWA Kit renders this for errors that escape a page (spec 001 §2.4). The app shell is not rendered here, so
 * links are plain anchors that reload into a fresh app.
 */
const ErrorPage = ({status, stack}: ErrorProps) => {
    const intl = useIntl()
    const {buildUrl} = useSite()
    return (
        <Container as="main" id="main" maxW="2xl" py={{base: 16, md: 28}} textAlign="center">
            <Stack spacing={6} align="center">
                <Text fontSize="sm" letterSpacing="widest" textTransform="uppercase" color="gray.600">
                    {status ?? 500}
                </Text>
                <Heading as="h1" size="xl">
                    {intl.formatMessage(messages.heading)}
                </Heading>
                <Stack direction={{base: 'column', sm: 'row'}} spacing={4} pt={2}>
                    <Button as="a" href={buildUrl('/')} colorScheme="blackAlpha" bg="brand.ink" color="white">
                        {intl.formatMessage(messages.home)}
                    </Button>
                    <Button as="a" href={buildUrl('/shop/new-arrivals')} variant="outline">
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
                {stack && process.env.NODE_ENV !== 'production' ? (
                    <Box
                        as="pre"
                        textAlign="left"
                        fontSize="xs"
                        whiteSpace="pre-wrap"
                        maxW="full"
                        overflow="auto"
                    >
                        {stack}
                    </Box>
                ) : null}
            </Stack>
        </Container>
    )
}

export default ErrorPage
