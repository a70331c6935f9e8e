import {useId, useState} from 'react'
import {Box, Heading, List, ListItem} from '@chakra-ui/react'
import {ChevronDownIcon} from '../icons'
import {Link} from '../link'
import {useInPrepass} from '../../ssr/prepass'
import type {FooterGroup as Group} from './footer-links'

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
            <List
                id={listId}
                spacing={3}
                pb={{base: open ? 6 : 0, md: 0}}
                display={{base: open ? 'block' : 'none', md: 'block'}}
            >
                {group.links.map((link) => (
                    <ListItem key={`${link.url}|${link.text}`}>
                        <Link
                            href={link.url}
                            fontSize="sm"
                            color="text.secondary"
                            _hover={{color: 'text.primary', textDecoration: 'underline'}}
                        >
                            {link.text}
                        </Link>
                    </ListItem>
                ))}
            </List>
        </Box>
    )
}
