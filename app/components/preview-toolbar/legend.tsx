import {Box, Flex, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {previewMessages as messages} from './messages'
import type {PlacementStatus} from './placements'

/** Each status has its own colour and shape, so the legend does not depend on colour alone. */
export const STATUS_STYLE: Record<
    PlacementStatus,
    {colour: string; radius: string; label: keyof typeof messages}
> = {
    match: {colour: '#3fb86b', radius: 'full', label: 'match'},
    'no-match': {colour: '#e5484d', radius: 'none', label: 'noMatch'},
    ignored: {colour: '#f5a524', radius: 'sm', label: 'ignored'}
}

export const StatusMarker = ({status}: {status: PlacementStatus}) => (
    <Box
        as="span"
        aria-hidden="true"
        display="inline-block"
        flexShrink={0}
        boxSize="10px"
        bg={STATUS_STYLE[status].colour}
        borderRadius={STATUS_STYLE[status].radius}
        transform={status === 'ignored' ? 'rotate(45deg)' : undefined}
    />
)

/** The toolbar's legend, worded as the spec gives it (spec 001 §2.5). */
export const PreviewLegend = () => {
    const intl = useIntl()
    return (
        <Box as="section" aria-label={intl.formatMessage(messages.legend)}>
            <Flex as="ul" listStyleType="none" gap={{base: 2, md: 5}} wrap="wrap" fontSize="xs">
                {(Object.keys(STATUS_STYLE) as PlacementStatus[]).map((status) => (
                    <Flex as="li" key={status} align="center" gap={2}>
                        <StatusMarker status={status} />
                        <Text as="span">{intl.formatMessage(messages[STATUS_STYLE[status].label])}</Text>
                    </Flex>
                ))}
            </Flex>
        </Box>
    )
}
