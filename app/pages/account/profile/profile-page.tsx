import {useId, type ReactNode} from 'react'
import {Box, Divider, Heading, Stack} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useRegisteredCustomer} from '../../../commerce/customer'
import {AccountSkeleton} from '../account-skeleton'
import {EmailForm} from './email-form'
import {profileMessages as messages} from './messages'
import {NameForm} from './name-form'
import {PasswordForm} from './password-form'

const Section = ({title, children}: {title: string; children: ReactNode}) => {
    const id = useId()
    return (
        <Box as="section" maxW="560px" aria-labelledby={id}>
            <Heading as="h2" size="sm" mb={5} id={id}>
                {title}
            </Heading>
            {children}
        </Box>
    )
}

/** /account/profile: name, email and password, each saved on its own. */
export const ProfilePage = () => {
    const intl = useIntl()
    const {customer} = useRegisteredCustomer()
    if (!customer) return <AccountSkeleton cards={2} />
    return (
        <Stack spacing={10}>
            <Heading as="h1" size="lg">
                {intl.formatMessage(messages.heading)}
            </Heading>
            <Section title={intl.formatMessage(messages.nameHeading)}>
                <NameForm customer={customer} />
            </Section>
            <Divider borderColor="border.subtle" />
            <Section title={intl.formatMessage(messages.emailHeading)}>
                <EmailForm customer={customer} />
            </Section>
            <Divider borderColor="border.subtle" />
            <Section title={intl.formatMessage(messages.passwordHeading)}>
                <PasswordForm customer={customer} />
            </Section>
        </Stack>
    )
}
