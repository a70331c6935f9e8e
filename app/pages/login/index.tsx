import {Box, Container, Grid, Heading, List, ListItem, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {isWrongCredentials, useSession} from '../../commerce/session'
import {ButtonLink} from '../../components/account-nav/button-link'
import {useLeaveWhenSignedIn} from '../../hooks/use-leave-when-signed-in'
import {Link} from '../../components/link'
import {LoginForm, loginFormMessages, type LoginFormValues} from '../../components/login-form'
import {PageHead} from '../../components/seo/page-head'
import {useSite} from '../../site/site-context'
import {useCachePolicy} from '../../site/use-cache-policy'
import {loginPageMessages as messages} from './messages'
import {safeReturnUrl} from './return-url'

/**
 * /login (spec 001 §2.1): email and password with remember-me and the forgotten-password link; a wrong
 * password keeps the typed email; success goes to the return URL, else the account. Private and noindex; the
 * server renders the form itself (no shopper data).
 */
const LoginPage = () => {
    const intl = useIntl()
    const {search} = useLocation()
    const {buildUrl} = useSite()
    const {login} = useSession()
    useCachePolicy('private')
    const destination = safeReturnUrl(new URLSearchParams(search).get('returnUrl')) ?? buildUrl('/account')

    const signInAndLeave = useLeaveWhenSignedIn(destination)

    const onSubmit = ({email, password, rememberMe}: LoginFormValues) =>
        signInAndLeave(async () => {
            try {
                await login({email, password, rememberMe})
            } catch (error) {
                throw new Error(
                    isWrongCredentials(error)
                        ? intl.formatMessage(loginFormMessages.wrongCredentials)
                        : intl.formatMessage(loginFormMessages.generic)
                )
            }
        })

    return (
        <Container maxW="1040px" px={{base: 5, md: 8}} py={{base: 10, md: 20}}>
            <PageHead title={intl.formatMessage(messages.title)} noindex />
            <Grid templateColumns={{base: '1fr', md: '1fr 1fr'}} gap={{base: 12, md: 0}}>
                <Stack spacing={6} pr={{md: 16}} borderRightWidth={{md: '1px'}} borderColor="border.subtle">
                    <Heading as="h1" size="xl">
                        {intl.formatMessage(messages.heading)}
                    </Heading>
                    <Text color="text.secondary">{intl.formatMessage(messages.intro)}</Text>
                    <LoginForm onSubmit={onSubmit} />
                </Stack>
                <Stack spacing={6} pl={{md: 16}} justify="flex-start">
                    <Box bg="bg.subtle" px={{base: 6, md: 10}} py={{base: 8, md: 10}}>
                        <Heading as="h2" size="md" mb={3}>
                            {intl.formatMessage(messages.newHeading)}
                        </Heading>
                        <Text color="text.secondary" mb={5}>
                            {intl.formatMessage(messages.newIntro)}
                        </Text>
                        <List spacing={2} mb={8} fontSize="sm">
                            {[messages.benefitOrders, messages.benefitWishlist, messages.benefitCheckout].map(
                                (benefit) => (
                                    <ListItem key={benefit.id} display="flex" gap={3}>
                                        <Box as="span" aria-hidden color="text.accent">
                                            —
                                        </Box>
                                        {intl.formatMessage(benefit)}
                                    </ListItem>
                                )
                            )}
                        </List>
                        <ButtonLink href="/registration" variant="secondary" w="100%">
                            {intl.formatMessage(messages.create)}
                        </ButtonLink>
                    </Box>
                    <Link href="/track-order" variant="inline" fontSize="sm" alignSelf="flex-start">
                        {intl.formatMessage(messages.trackOrder)}
                    </Link>
                </Stack>
            </Grid>
        </Container>
    )
}

export default LoginPage
