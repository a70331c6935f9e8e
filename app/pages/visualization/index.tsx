import {Box, Container, Heading, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {PreviewToolbar} from '../../components/preview-toolbar'
import {PageHead} from '../../components/seo/page-head'
import {useCachePolicy} from '../../site/use-cache-policy'
import NotFound from '../not-found'
import {isContentId, useContentById} from './use-content-by-id'
import {VisualizedItem} from './visualized-item'

const messages = defineMessages({
    title: {id: 'pages.visualization.title', defaultMessage: 'Content preview'},
    missingId: {
        id: 'pages.visualization.missingId',
        defaultMessage: 'Open this page from the authoring tool: it needs the id of the content item to show.'
    },
    loading: {id: 'pages.visualization.loading', defaultMessage: 'Loading preview'}
})

/**
 * Route 'visualization' (/visualization?contentId=…&vse=…&locale=…): the authoring tool's preview of one
 * content item from the preview domain, rendered by the block registry under the authoring toolbar. Private
 * and never indexed.
 */
const Visualization = () => {
    const intl = useIntl()
    const {search} = useLocation()
    useCachePolicy('private')
    const params = new URLSearchParams(search)
    const id = params.get('contentId') ?? params.get('id') ?? undefined
    const {data: item, isLoading} = useContentById(id, params.get('locale') ?? undefined)
    const title = intl.formatMessage(messages.title)

    if (!isContentId(id)) {
        return (
            <Container maxW="container.md" py={16}>
                <PageHead title={title} noindex />
                <Heading as="h1" size="lg" mb={4}>
                    {title}
                </Heading>
                <Text color="text.secondary">{intl.formatMessage(messages.missingId)}</Text>
            </Container>
        )
    }
    if (!item) {
        return isLoading ? (
            <Box py={16} textAlign="center" role="status">
                {intl.formatMessage(messages.loading)}
            </Box>
        ) : (
            <NotFound />
        )
    }
    return (
        <Box>
            <PageHead title={title} noindex />
            <PreviewToolbar item={item} />
            <VisualizedItem item={item} />
        </Box>
    )
}

export default Visualization
