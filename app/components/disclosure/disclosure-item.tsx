import {useId, type ReactElement, type ReactNode} from 'react'
import {Box, chakra, type BoxProps, type HTMLChakraProps} from '@chakra-ui/react'
import {Collapsible} from './collapsible'

const Chevron = ({open}: {open: boolean}) => (
    <chakra.svg
        viewBox="0 0 24 24"
        w="1.25em"
        h="1.25em"
        flexShrink={0}
        aria-hidden="true"
        focusable="false"
        transform={open ? 'rotate(-180deg)' : undefined}
        transition="transform 0.2s"
        sx={{'@media (prefers-reduced-motion: reduce)': {transition: 'none'}}}
    >
        <path fill="currentColor" d="M16.59 8.59L12 13.17 7.41 8.59 6 10l6 6 6-6z" />
    </chakra.svg>
)

export interface DisclosureItemProps extends Omit<BoxProps, 'title' | 'children'> {
    /** The button's text (its accessible name). */
    title: ReactNode
    open: boolean
    onToggle: () => void
    /** Wraps the button in the section's heading (an unstyled h2 unless given); the button inherits its font. */
    wrapHeading?: (button: ReactElement) => ReactElement
    button?: HTMLChakraProps<'button'>
    panel?: BoxProps
    children: ReactNode
}

/**
 * One section of an accordion: a heading whose button (aria-expanded, aria-controls) shows or hides a labelled
 * region. Sections stack with a rule between them, as a group of them reads as one list.
 */
export const DisclosureItem = ({
    title,
    open,
    onToggle,
    wrapHeading = (control) => <h2>{control}</h2>,
    button,
    panel,
    children,
    ...item
}: DisclosureItemProps) => {
    const buttonId = useId()
    const panelId = useId()
    return (
        <Box borderTopWidth="1px" _last={{borderBottomWidth: '1px'}} {...item}>
            {wrapHeading(
                <chakra.button
                    type="button"
                    id={buttonId}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={onToggle}
                    display="flex"
                    alignItems="center"
                    w="100%"
                    outline={0}
                    fontSize="md"
                    transitionProperty="common"
                    transitionDuration="normal"
                    _focusVisible={{boxShadow: 'outline'}}
                    {...button}
                >
                    {title}
                    <Chevron open={open} />
                </chakra.button>
            )}
            <Collapsible open={open}>
                <Box role="region" id={panelId} aria-labelledby={buttonId} pt={2} pb={5} {...panel}>
                    {children}
                </Box>
            </Collapsible>
        </Box>
    )
}
