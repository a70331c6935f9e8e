import {
    Box,
    Button,
    Flex,
    Link,
    Popover,
    PopoverArrow,
    PopoverBody,
    PopoverCloseButton,
    PopoverContent,
    PopoverHeader,
    PopoverTrigger,
    Text
} from '@chakra-ui/react'
import {useMemo} from 'react'
import {useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {readPreviewDomain} from '../../content/use-content'
import {previewCustomerGroup} from '../../content/variations/choose-variation'
import {useSite} from '../../site/site-context'
import {authoringEditUrl} from './authoring-links'
import {PreviewLegend} from './legend'
import {previewMessages as messages} from './messages'
import {placementsOf} from './placements'
import {PlacementList} from './placement-list'

/**
 * The authoring toolbar shown over previewed content (spec 001 §2.5): the preview domain and customer group,
 * a popover listing every content item on the page with its match status and an edit link, a link to edit
 * the previewed item itself, and the legend.
 */
export const PreviewToolbar = ({item}: {item: unknown}) => {
    const intl = useIntl()
    const {config} = useSite()
    const {search} = useLocation()
    const domain = readPreviewDomain(search)
    const group = previewCustomerGroup(search)
    const placements = useMemo(() => placementsOf(item, group), [item, group])
    const hubName = config.app.content.hubName
    const rootId = placements[0]?.id
    return (
        <Box
            as="aside"
            aria-label={intl.formatMessage(messages.toolbar)}
            bg="bg.inverse"
            color="text.inverse"
            px={{base: 4, md: 8}}
            py={3}
        >
            <Flex gap={{base: 3, md: 6}} align="center" wrap="wrap" fontSize="sm">
                <Text fontWeight="semibold" textStyle="label">
                    {intl.formatMessage(messages.toolbar)}
                </Text>
                {domain ? <Text>{intl.formatMessage(messages.domain, {domain})}</Text> : null}
                <Text>
                    {group
                        ? intl.formatMessage(messages.group, {group})
                        : intl.formatMessage(messages.noGroup)}
                </Text>
                <Popover placement="bottom-start" isLazy={false}>
                    <PopoverTrigger>
                        <Button size="sm" variant="secondary" color="text.inverse" borderColor="text.inverse">
                            {intl.formatMessage(messages.placements, {count: placements.length})}
                        </Button>
                    </PopoverTrigger>
                    <PopoverContent color="text.primary" w={{base: '90vw', md: '440px'}} borderRadius="none">
                        <PopoverArrow />
                        <PopoverCloseButton />
                        <PopoverHeader fontWeight="semibold">
                            {intl.formatMessage(messages.placementsTitle)}
                        </PopoverHeader>
                        <PopoverBody maxH="60vh" overflowY="auto">
                            <PlacementList placements={placements} hubName={hubName} />
                        </PopoverBody>
                    </PopoverContent>
                </Popover>
                {rootId ? (
                    <Link href={authoringEditUrl(hubName, rootId)} isExternal textDecoration="underline">
                        {intl.formatMessage(messages.editPage)}
                    </Link>
                ) : null}
            </Flex>
            <Box mt={3}>
                <PreviewLegend />
            </Box>
        </Box>
    )
}
