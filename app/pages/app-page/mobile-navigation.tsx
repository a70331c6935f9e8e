import {useState} from 'react'
import {Box} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {DisclosureItem} from '../../components/disclosure'
import {Link} from '../../components/link'
import type {MenuEntry} from '../../components/mega-menu/menu-model'
import {useMenu} from '../../components/mega-menu/use-menu'
import {AppPageShell} from './app-page-shell'
import {appPageMessages as messages} from './messages'

const ROW = {
    display: 'flex',
    minH: '52px',
    alignItems: 'center',
    px: 0,
    fontSize: 'md',
    fontWeight: 'medium'
} as const

/** An entry with children: its button opens the next level in place, led by a link to the whole category. */
const MenuBranch = ({entry, depth}: {entry: MenuEntry; depth: number}) => {
    const intl = useIntl()
    const [open, setOpen] = useState(false)
    return (
        <DisclosureItem
            as="li"
            borderColor="border.subtle"
            title={
                <Box as="span" flex="1" textAlign="start">
                    {entry.title}
                </Box>
            }
            open={open}
            onToggle={() => setOpen((value) => !value)}
            // A list of links, not a document outline: no heading around the button.
            wrapHeading={(button) => button}
            button={{
                ...ROW,
                ps: depth * 4,
                pe: 4,
                _hover: {bg: 'bg.subtle'},
                color: entry.sale ? 'text.sale' : undefined
            }}
            panel={{pt: 0, pb: 0}}
        >
            {entry.href ? (
                <Link href={entry.href} {...ROW} ps={(depth + 1) * 4} fontWeight="semibold">
                    {intl.formatMessage(messages.shopAll, {category: entry.title})}
                </Link>
            ) : null}
            <MenuList entries={entry.children} depth={depth + 1} />
        </DisclosureItem>
    )
}

/** A level of the menu: entries with children open in place, leaves are links. */
const MenuList = ({entries, depth}: {entries: MenuEntry[]; depth: number}) => (
    <Box as="ul" listStyleType="none">
        {entries.map((entry) =>
            entry.children.length ? (
                <MenuBranch key={entry.id} entry={entry} depth={depth} />
            ) : (
                <Box as="li" key={entry.id} borderBottom="1px solid" borderColor="border.subtle">
                    <Link
                        href={entry.href ?? '/'}
                        {...ROW}
                        ps={depth * 4}
                        color={entry.sale ? 'text.sale' : undefined}
                    >
                        {entry.title}
                    </Link>
                </Box>
            )
        )}
    </Box>
)

/** /mobile-navigation: the app's category menu, from the mobile CMS menu merged with the category tree. */
export const MobileNavigation = () => {
    const intl = useIntl()
    const {entries} = useMenu('mobile')
    return (
        <AppPageShell title={intl.formatMessage(messages.navigationTitle)}>
            <Box as="nav" aria-label={intl.formatMessage(messages.navigationLabel)}>
                <MenuList entries={entries} depth={0} />
            </Box>
        </AppPageShell>
    )
}
