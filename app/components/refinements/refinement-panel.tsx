import {useRef, useState} from 'react'
import loadable from '@loadable/component'
import {Box, Button, createIcon} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {refinementMessages} from './messages'
import type {RefinementGroup, SelectedChip} from './refinement-model'
import {RefinementBar} from './refinement-bar'

// The drawer (accordions, overlay, focus trap) is only needed once a shopper opens it on a small screen.
const FilterDrawer = loadable(() => import('./filter-drawer'))

const FilterIcon = createIcon({
    displayName: 'FilterIcon',
    viewBox: '0 0 24 24',
    path: (
        <path
            d="M4 7h10m4 0h2M4 17h2m4 0h10M14 5v4m-4 6v4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="square"
        />
    )
})

export interface RefinementPanelProps {
    groups: RefinementGroup[]
    chips: SelectedChip[]
    total: number
    isUpdating?: boolean
    onToggle: (attributeId: string, value: string) => void
    onClearAll: () => void
}

/** The Filter button for small screens; it opens (and first loads) the filter drawer. */
export const FilterButton = (props: RefinementPanelProps) => {
    const intl = useIntl()
    const [isOpen, setOpen] = useState(false)
    const [requested, setRequested] = useState(false)
    const buttonRef = useRef<HTMLButtonElement>(null)
    const count = props.chips.length
    if (!props.groups.length && !count) return null
    return (
        <>
            <Button
                ref={buttonRef}
                variant="secondary"
                size="sm"
                h="40px"
                maxW="none"
                leftIcon={<FilterIcon boxSize="18px" aria-hidden="true" />}
                onMouseEnter={() => void FilterDrawer.preload()}
                onClick={() => {
                    setRequested(true)
                    setOpen(true)
                }}
                aria-haspopup="dialog"
            >
                {count
                    ? intl.formatMessage(refinementMessages.filterCount, {count})
                    : intl.formatMessage(refinementMessages.filter)}
            </Button>
            {requested && (
                <FilterDrawer
                    {...props}
                    isOpen={isOpen}
                    onClose={() => setOpen(false)}
                    finalFocusRef={buttonRef}
                />
            )}
        </>
    )
}

/** Desktop filters: the refinement bar (the chosen values are shown by SelectedChips). */
export const DesktopRefinements = ({groups, onToggle}: Pick<RefinementPanelProps, 'groups' | 'onToggle'>) => {
    const intl = useIntl()
    if (!groups.length) return null
    return (
        <Box as="section" aria-label={intl.formatMessage(refinementMessages.landmark)}>
            <RefinementBar groups={groups} onToggle={onToggle} />
        </Box>
    )
}
