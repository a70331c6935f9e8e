import {useEffect} from 'react'
import {Box, Link, Spinner, VisuallyHidden} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {Redirect, useHistory} from 'react-router-dom'
import {useStorefrontHref} from '../../components/link/use-storefront-href'
import {isExternalHref} from '../../region/url-builder'
import {useSite} from '../../site/site-context'

const messages = defineMessages({
    redirecting: {id: 'searchResults.redirecting', defaultMessage: 'Taking you to the page for your search'}
})

const isServer = typeof window === 'undefined'

/** An absolute URL on the storefront's own host is followed as a path, keeping the navigation in the app. */
const ownPath = (target: string, productionHost: string): string | undefined => {
    if (!isExternalHref(target)) return target
    try {
        const url = new URL(target, `https://${productionHost}`)
        return url.host === productionHost ? url.pathname + url.search + url.hash : undefined
    } catch {
        return undefined
    }
}

/**
 * Sends the shopper on from a search. On the server a router redirect (PWA Kit answers 302); in the browser
 * a history replace, so Back returns to where the search started rather than to this intermediate page.
 */
export const SearchRedirect = ({target}: {target: string}) => {
    const intl = useIntl()
    const history = useHistory()
    const {config} = useSite()
    const toHref = useStorefrontHref()
    const path = ownPath(target, config.app.productionHost)
    const to = path ? toHref(path) : target
    useEffect(() => {
        if (path) history.replace(to)
        else window.location.replace(to)
    }, [history, path, to])
    if (isServer && path) return <Redirect to={to} />
    return (
        <Box py={24} textAlign="center" role="status">
            <Spinner size="md" speed="0.8s" aria-hidden="true" />
            <VisuallyHidden>{intl.formatMessage(messages.redirecting)}</VisuallyHidden>
            {!path && (
                <Box mt={4}>
                    <Link href={to}>{to}</Link>
                </Box>
            )}
        </Box>
    )
}
