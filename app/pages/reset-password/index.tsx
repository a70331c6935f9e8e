import {useEffect, useState} from 'react'
import {Container, Heading, Stack} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useHistory, useLocation} from 'react-router-dom'
import {PageHead} from '../../components/seo/page-head'
import {useCachePolicy} from '../../site/use-cache-policy'
import {resetMessages as messages} from './messages'
import {NewPasswordForm} from './new-password-form'
import {ResetRequestForm} from './request-form'

interface ResetLink {
    token: string
    email: string
}

/**
 * /reset-password: the request form, or with `?token=&email=` (the mailed one-time link) the new-password
 * form. The token is read in the browser and then taken out of the address bar, so it stays out of history,
 * and it is never rendered into the page.
 */
const ResetPasswordPage = () => {
    const intl = useIntl()
    const history = useHistory()
    const {pathname, search} = useLocation()
    const [link, setLink] = useState<ResetLink>()
    useCachePolicy('private')

    useEffect(() => {
        const query = new URLSearchParams(search)
        const token = query.get('token')
        const email = query.get('email')
        if (!token || !email) return
        setLink({token, email})
        history.replace(pathname)
    }, [history, pathname, search])

    return (
        <Container maxW="480px" px={{base: 5, md: 8}} py={{base: 10, md: 20}}>
            <PageHead title={intl.formatMessage(messages.title)} noindex />
            <Stack spacing={6}>
                <Heading as="h1" size="lg">
                    {intl.formatMessage(link ? messages.newHeading : messages.heading)}
                </Heading>
                {link ? <NewPasswordForm token={link.token} email={link.email} /> : <ResetRequestForm />}
            </Stack>
        </Container>
    )
}

export default ResetPasswordPage
