import {Container, Heading, HStack, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {RegistrationError, useRegistration, type Registration} from '../../commerce/session'
import {Link} from '../../components/link'
import {useLeaveWhenSignedIn} from '../../hooks/use-leave-when-signed-in'
import {PageHead} from '../../components/seo/page-head'
import {useSite} from '../../site/site-context'
import {useCachePolicy} from '../../site/use-cache-policy'
import {registrationMessages as messages} from './messages'
import {RegistrationForm} from './registration-form'

/**
 * /registration: creates the account (reCAPTCHA-protected), signs in and opens the account. A login already
 * in use shows the fixed sorry message; other failures show the platform's detail (spec 001 §8).
 */
const RegistrationPage = () => {
    const intl = useIntl()
    const {buildUrl} = useSite()
    const register = useRegistration()
    useCachePolicy('private')

    const signInAndLeave = useLeaveWhenSignedIn(buildUrl('/account'))

    const onSubmit = (registration: Registration) =>
        signInAndLeave(async () => {
            try {
                await register(registration)
            } catch (error) {
                if (error instanceof RegistrationError && error.accountInUse)
                    throw new Error(intl.formatMessage(messages.accountInUse))
                throw error
            }
        })

    return (
        <Container maxW="560px" px={{base: 5, md: 8}} py={{base: 10, md: 20}}>
            <PageHead title={intl.formatMessage(messages.title)} noindex />
            <Stack spacing={6}>
                <Heading as="h1" size="xl">
                    {intl.formatMessage(messages.heading)}
                </Heading>
                <Text color="text.secondary">{intl.formatMessage(messages.intro)}</Text>
                <RegistrationForm onSubmit={onSubmit} />
                <HStack spacing={2} fontSize="sm" pt={2}>
                    <Text color="text.secondary">{intl.formatMessage(messages.haveAccount)}</Text>
                    <Link href="/login" variant="inline">
                        {intl.formatMessage(messages.signIn)}
                    </Link>
                </HStack>
            </Stack>
        </Container>
    )
}

export default RegistrationPage
