import {Box, Button, Heading, List, ListIcon, ListItem, Stack, Text} from '@chakra-ui/react'
import {useEffect} from 'react'
import {defineMessages, useIntl} from 'react-intl'
import {postToApp} from '../app-page/app-bridge'
import {ArrowRightIcon} from '../../components/icons'
import {Link} from '../../components/link'
import {PageHead} from '../../components/seo/page-head'
import {useCachePolicy} from '../../site/use-cache-policy'

const messages = defineMessages({
    title: {id: 'pages.appSignIn.title', defaultMessage: 'Sign in or join VELA'},
    intro: {
        id: 'pages.appSignIn.intro',
        defaultMessage:
            'One account for the app and the website: your orders, saved addresses and wishlist, wherever you shop.'
    },
    signIn: {id: 'pages.appSignIn.signIn', defaultMessage: 'Sign in'},
    join: {id: 'pages.appSignIn.join', defaultMessage: 'Create an account'},
    benefitsTitle: {id: 'pages.appSignIn.benefitsTitle', defaultMessage: 'Members get'},
    benefitTracking: {
        id: 'pages.appSignIn.benefitTracking',
        defaultMessage: 'Order tracking and easy returns'
    },
    benefitWishlist: {
        id: 'pages.appSignIn.benefitWishlist',
        defaultMessage: 'A wishlist that follows you across devices'
    },
    benefitCheckout: {
        id: 'pages.appSignIn.benefitCheckout',
        defaultMessage: 'Faster checkout with saved details'
    },
    benefitInsiders: {
        id: 'pages.appSignIn.benefitInsiders',
        defaultMessage: 'Free Insiders membership: early access and a birthday treat'
    }
})

const BENEFITS = [
    messages.benefitTracking,
    messages.benefitWishlist,
    messages.benefitCheckout,
    messages.benefitInsiders
]

/**
 * Route 'app-sign-in' (/sign-in-join-now-web-view.html): the app's account entry screen in its web view,
 * leading to the storefront's own sign-in and registration pages.
 */
const AppSignIn = () => {
    const intl = useIntl()
    useCachePolicy('content')
    // The app shows its native chrome for the account screen while this page is up.
    useEffect(() => {
        postToApp({type: 'signInPageShown'})
    }, [])
    const title = intl.formatMessage(messages.title)
    return (
        <Box maxW="container.sm" mx="auto" px={5} pt={{base: 8, md: 12}} pb={{base: 12, md: 16}}>
            <PageHead title={title} noindex />
            <Stack spacing={8}>
                <Stack spacing={4}>
                    <Heading as="h1" size="lg">
                        {title}
                    </Heading>
                    <Text fontSize="lg" color="text.secondary">
                        {intl.formatMessage(messages.intro)}
                    </Text>
                </Stack>
                <Stack spacing={3}>
                    <Button as={Link} href="/login" w="full" maxW="none">
                        {intl.formatMessage(messages.signIn)}
                    </Button>
                    <Button as={Link} href="/registration" w="full" maxW="none" variant="secondary">
                        {intl.formatMessage(messages.join)}
                    </Button>
                </Stack>
                <Box as="section" aria-labelledby="member-benefits" bg="bg.subtle" p={6}>
                    <Heading as="h2" id="member-benefits" size="label" mb={4}>
                        {intl.formatMessage(messages.benefitsTitle)}
                    </Heading>
                    <List spacing={3}>
                        {BENEFITS.map((benefit) => (
                            <ListItem key={benefit.id} display="flex" alignItems="flex-start">
                                <ListIcon as={ArrowRightIcon} mt="3px" />
                                {intl.formatMessage(benefit)}
                            </ListItem>
                        ))}
                    </List>
                </Box>
            </Stack>
        </Box>
    )
}

export default AppSignIn
