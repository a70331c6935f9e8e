import {Accordion, AccordionButton, AccordionIcon, AccordionItem, AccordionPanel, Box} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
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

/** A level of the menu: entries with children open in place, leaves are links. */
const MenuList = ({entries, depth}: {entries: MenuEntry[]; depth: number}) => {
    const intl = useIntl()
    return (
        <Accordion allowMultiple as="ul" listStyleType="none">
            {entries.map((entry) =>
                entry.children.length ? (
                    <AccordionItem as="li" key={entry.id} borderColor="border.subtle">
                        <AccordionButton
                            {...ROW}
                            ps={depth * 4}
                            _hover={{bg: 'bg.subtle'}}
                            color={entry.sale ? 'text.sale' : undefined}
                        >
                            <Box flex="1" textAlign="start">
                                {entry.title}
                            </Box>
                            <AccordionIcon />
                        </AccordionButton>
                        <AccordionPanel px={0} py={0}>
                            {entry.href ? (
                                <Link href={entry.href} {...ROW} ps={(depth + 1) * 4} fontWeight="semibold">
                                    {intl.formatMessage(messages.shopAll, {category: entry.title})}
                                </Link>
                            ) : null}
                            <MenuList entries={entry.children} depth={depth + 1} />
                        </AccordionPanel>
                    </AccordionItem>
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
        </Accordion>
    )
}

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
