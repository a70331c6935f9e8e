import {useId, useState} from 'react'
import {Box, Heading, type SystemStyleObject} from '@chakra-ui/react'
import {ChevronDownIcon} from '../icons'
import {PlainLink} from '../link'
import {useInPrepass} from '../../ssr/prepass'
import type {FooterGroup as Group} from './footer-links'

/**
 * The group's links are plain list items and links styled from the list's one class: every page renders the
 * footer's links on the server and hydrates them when the browser is idle, and a Chakra item and link per
 * link were paid for each time.
 */
const LINK_STYLES: SystemStyleObject = {
    '& li + li': {mt: 3},
    '& a': {
        fontSize: 'sm',
        color: 'text.secondary',
        textUnderlineOffset: '0.2em',
        transition: 'color 150ms, text-decoration-color 150ms',
        _hover: {color: 'text.primary', textDecoration: 'underline'},
        _focusVisible: {boxShadow: 'outline', outline: 'none'}
    }
}

/**
 * A footer link group: a column on tablet and desktop, a collapsible section on mobile (spec 001 §2.3). The
 * toggle is a real button with aria-expanded; the links stay in the server HTML either way.
 */
export const FooterGroup = ({group}: {group: Group}) => {
    const [open, setOpen] = useState(false)
    const id = useId()
    const listId = `${id}-links`
    const headingId = `${id}-heading`
    // Links from the footer content its parent loaded: nothing here for the data prepass to find.
    if (useInPrepass()) return null
    return (
        <Box
            as="section"
            aria-labelledby={headingId}
            borderBottom={{base: '1px solid', md: 'none'}}
            borderColor="border.subtle"
        >
            <Heading as="h2" size="label" id={headingId} mb={{base: 0, md: 5}}>
                <Box as="span" display={{base: 'none', md: 'block'}}>
                    {group.title}
                </Box>
                <Box
                    as="button"
                    type="button"
                    display={{base: 'flex', md: 'none'}}
                    w="full"
                    minH="56px"
                    alignItems="center"
                    justifyContent="space-between"
                    textStyle="label"
                    aria-expanded={open}
                    aria-controls={listId}
                    onClick={() => setOpen((value) => !value)}
                >
                    {group.title}
                    <ChevronDownIcon
                        boxSize="18px"
                        transform={open ? 'rotate(180deg)' : undefined}
                        transition="transform 200ms"
                    />
                </Box>
            </Heading>
            <Box
                as="ul"
                id={listId}
                listStyleType="none"
                pb={{base: open ? 6 : 0, md: 0}}
                display={{base: open ? 'block' : 'none', md: 'block'}}
                sx={LINK_STYLES}
            >
                {group.links.map((link) => (
                    <li key={`${link.url}|${link.text}`}>
                        <PlainLink href={link.url}>{link.text}</PlainLink>
                    </li>
                ))}
            </Box>
        </Box>
    )
}
