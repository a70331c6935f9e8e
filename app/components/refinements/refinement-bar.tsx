import {Box, Button, Flex, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Popover, type PopoverTriggerProps} from '../disclosure'
import {toolbarButtonProps} from '../listing-toolbar/toolbar-button'
import {refinementMessages} from './messages'
import type {RefinementGroup} from './refinement-model'
import {RefinementValues} from './refinement-values'

export interface RefinementBarProps {
    groups: RefinementGroup[]
    onToggle: (attributeId: string, value: string) => void
}

const GroupButton = ({group, trigger}: {group: RefinementGroup; trigger: PopoverTriggerProps}) => {
    const intl = useIntl()
    const count = group.selected.length
    return (
        <Button
            {...trigger}
            {...toolbarButtonProps}
            textTransform="none"
            letterSpacing="normal"
            aria-label={
                count
                    ? intl.formatMessage(refinementMessages.groupSelected, {label: group.label, count})
                    : undefined
            }
        >
            {group.label}
            {count > 0 && (
                <Text as="span" ms={1} fontSize="xs" color="text.muted">
                    ({count})
                </Text>
            )}
        </Button>
    )
}

/**
 * Desktop filters: one understated button per refinement opening its values in a popover, so the grid keeps
 * the full width. The values are rendered only once opened, keeping the server HTML lean.
 */
export const RefinementBar = ({groups, onToggle}: RefinementBarProps) => (
    <Flex wrap="wrap" gap={1} ms={-3}>
        {groups.map((group) => (
            <Popover
                key={group.attributeId}
                // The popover is a dialog; it is named after its refinement.
                label={group.label}
                renderTrigger={(trigger) => <GroupButton group={group} trigger={trigger} />}
                panel={{w: group.attributeId === 'c_size' ? '320px' : '280px'}}
            >
                <Box p={4} maxH="420px" overflowY="auto">
                    <Box role="group" aria-label={group.label}>
                        <RefinementValues group={group} onToggle={onToggle} />
                    </Box>
                </Box>
            </Popover>
        ))}
    </Flex>
)
