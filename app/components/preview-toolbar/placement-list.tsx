import {Box, Flex, Link, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {authoringEditUrl} from './authoring-links'
import {StatusMarker, STATUS_STYLE} from './legend'
import {previewMessages as messages} from './messages'
import type {Placement} from './placements'

/** The page's content items, indented by nesting, each with its status and a link to edit it. */
export const PlacementList = ({placements, hubName}: {placements: Placement[]; hubName: string}) => {
    const intl = useIntl()
    return (
        <Box as="ol" listStyleType="none" fontSize="sm">
            {placements.map((placement, index) => (
                <Flex
                    as="li"
                    key={`${placement.id}-${placement.status}-${index}`}
                    align="center"
                    gap={2}
                    py={1.5}
                    ps={placement.depth * 3}
                    borderBottom="1px solid"
                    borderColor="border.subtle"
                >
                    <StatusMarker status={placement.status} />
                    <Box flex="1" minW={0}>
                        <Text noOfLines={1} fontWeight="medium">
                            {placement.name}
                        </Text>
                        <Text fontSize="xs" color="text.secondary">
                            {placement.kind} ·{' '}
                            {intl.formatMessage(messages[STATUS_STYLE[placement.status].label])}
                            {placement.variant
                                ? ` · ${intl.formatMessage(messages.variant, {groups: placement.variant})}`
                                : ''}
                        </Text>
                    </Box>
                    {placement.id ? (
                        <Link
                            href={authoringEditUrl(hubName, placement.id)}
                            isExternal
                            fontSize="xs"
                            textDecoration="underline"
                            aria-label={intl.formatMessage(messages.editItem, {name: placement.name})}
                        >
                            {intl.formatMessage(messages.edit)}
                        </Link>
                    ) : null}
                </Flex>
            ))}
        </Box>
    )
}
