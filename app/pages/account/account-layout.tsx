import {useState, type ReactNode} from 'react'
import {Box, Container, Grid, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useHistory} from 'react-router-dom'
import {useSession} from '../../commerce/session'
import {AccountNav} from '../../components/account-nav'
import {PageHead} from '../../components/seo/page-head'
import {useSite} from '../../site/site-context'
import {useCachePolicy} from '../../site/use-cache-policy'
import {AccountSkeleton} from './account-skeleton'
import {accountMessages as messages} from './messages'
import {useAccountGuard} from './use-account-guard'

/**
 * The account area's frame: private, never indexed, the navigation beside the section. The server renders the
 * frame with a skeleton; the section itself (shopper data) renders only for a registered shopper in the
 * browser.
 */
export const AccountLayout = ({title, children}: {title: string; children: ReactNode}) => {
    const intl = useIntl()
    const history = useHistory()
    const {buildUrl} = useSite()
    const {logout} = useSession()
    const access = useAccountGuard()
    const [signingOut, setSigningOut] = useState(false)
    useCachePolicy('private')

    const signOut = async () => {
        setSigningOut(true)
        try {
            await logout()
        } finally {
            history.replace(buildUrl('/'))
        }
    }

    return (
        <Container maxW="1280px" px={{base: 5, md: 8}} pt={{base: 6, md: 12}} pb={{base: 16, md: 24}}>
            <PageHead title={title} noindex />
            <Text textStyle="label" color="text.muted" mb={{base: 2, lg: 8}}>
                {intl.formatMessage(messages.eyebrow)}
            </Text>
            <Grid
                templateColumns={{base: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)'}}
                gap={{base: 6, lg: 16}}
            >
                <Box>
                    <AccountNav onSignOut={() => void signOut()} isSigningOut={signingOut} />
                </Box>
                <Box as="section" minW={0}>
                    {access === 'registered' ? children : <AccountSkeleton />}
                </Box>
            </Grid>
        </Container>
    )
}
