import {Flex, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {Link} from '../link'
import {readPreviewDomain} from '../../content/use-content'
import {previewMessages as messages} from './messages'

const PREVIEW_PARAMS = ['vse', 'previewTimestamp', 'customerGroup']

/** The current path and query without the preview parameters. */
export const exitPreviewHref = (pathname: string, search: string) => {
    const params = new URLSearchParams(search)
    PREVIEW_PARAMS.forEach((name) => params.delete(name))
    const rest = params.toString()
    const path = pathname.replace(/\/preview\/begin\/?$/, '') || '/'
    return rest ? `${path}?${rest}` : path
}

/**
 * A slim notice for pages shown in preview (/preview/begin, or any page with a preview domain): editors always
 * know they are looking at unpublished content, and can leave. Renders nothing outside preview.
 */
export const PreviewBanner = () => {
    const intl = useIntl()
    const {pathname, search} = useLocation()
    const inPreview = Boolean(readPreviewDomain(search)) || /\/preview\/begin\/?$/.test(pathname)
    if (!inPreview) return null
    return (
        <Flex
            as="aside"
            aria-label={intl.formatMessage(messages.toolbar)}
            bg="bg.inverse"
            color="text.inverse"
            px={{base: 4, md: 8}}
            py={2}
            gap={4}
            justify="center"
            align="center"
            fontSize="sm"
        >
            <Text>{intl.formatMessage(messages.banner)}</Text>
            <Link href={exitPreviewHref(pathname, search)} textDecoration="underline">
                {intl.formatMessage(messages.exit)}
            </Link>
        </Flex>
    )
}
