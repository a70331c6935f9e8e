import {useEffect, useRef} from 'react'
import {
    Box,
    Drawer,
    DrawerBody,
    DrawerContent,
    DrawerOverlay,
    Flex,
    IconButton,
    List,
    ListItem,
    Spinner
} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {sharedMessages} from '../../i18n/shared-messages'
import {AccountIcon, CloseIcon} from '../icons'
import {Link} from '../link'
import {Wordmark} from '../logo'
import {useMenu} from '../mega-menu/use-menu'
import {MenuLevel} from './menu-level'
import {mobileMenuMessages as messages} from './messages'
import {useLevelNavigation} from './use-level-navigation'

interface MenuDrawerProps {
    isOpen: boolean
    onClose: () => void
}

/**
 * The mobile and tablet menu drawer (loaded on demand): level navigation through the mobile CMS menu merged
 * with the category tree, with Back; Chakra's drawer traps focus, closes on Escape and returns focus to the
 * menu button.
 */
const MenuDrawer = ({isOpen, onClose}: MenuDrawerProps) => {
    const intl = useIntl()
    const {entries, tiles, isLoading} = useMenu('mobile')
    const levels = useLevelNavigation()
    const bodyRef = useRef<HTMLDivElement>(null)
    const depth = levels.stack.length
    const previousDepth = useRef(depth)
    const openedFrom = useRef<string[]>([])

    // Focus follows the level: Back on a new level, the entry that opened it on return.
    useEffect(() => {
        const body = bodyRef.current
        if (!body || depth === previousDepth.current) return
        if (depth > previousDepth.current) {
            body.querySelector<HTMLElement>('[data-menu-back]')?.focus()
        } else {
            const id = openedFrom.current.pop()
            body.querySelector<HTMLElement>(`[data-entry-id="${id ?? ''}"]`)?.focus()
        }
        previousDepth.current = depth
    }, [depth])

    const {reset} = levels
    useEffect(() => {
        if (!isOpen) reset()
    }, [isOpen, reset])

    const current = levels.current
    return (
        <Drawer isOpen={isOpen} onClose={onClose} placement="left" size="sm">
            <DrawerOverlay />
            <DrawerContent maxW={{base: '100%', md: '420px'}} aria-label={intl.formatMessage(messages.title)}>
                <Flex
                    align="center"
                    justify="space-between"
                    h="56px"
                    px={2}
                    borderBottom="1px solid"
                    borderColor="border.subtle"
                >
                    <IconButton
                        variant="ghost"
                        aria-label={intl.formatMessage(messages.close)}
                        icon={<CloseIcon />}
                        onClick={onClose}
                    />
                    <Wordmark h="16px" w="auto" />
                    <Box w="44px" />
                </Flex>
                <DrawerBody ref={bodyRef} p={0}>
                    {isLoading && !entries.length ? (
                        <Flex justify="center" py={16}>
                            <Spinner label={intl.formatMessage(messages.loading)} thickness="2px" />
                        </Flex>
                    ) : (
                        <MenuLevel
                            key={current?.id ?? 'root'}
                            parent={current}
                            grandparent={levels.stack[depth - 2]}
                            entries={current ? current.children : entries}
                            tiles={current ? current.tiles : tiles}
                            selectedId={levels.selectedId}
                            direction={depth >= previousDepth.current ? 'forward' : 'back'}
                            onSelect={(entry) => {
                                openedFrom.current.push(entry.id)
                                levels.select(entry)
                            }}
                            onBack={levels.back}
                        />
                    )}
                    {!current ? (
                        <List px={6} py={6} spacing={4} bg="bg.subtle">
                            <ListItem>
                                <Link
                                    href="/account"
                                    display="inline-flex"
                                    alignItems="center"
                                    gap={3}
                                    fontSize="sm"
                                >
                                    <AccountIcon boxSize="20px" />
                                    {intl.formatMessage(messages.account)}
                                </Link>
                            </ListItem>
                            <ListItem>
                                <Link href={intl.formatMessage(sharedMessages.helpCentreUrl)} fontSize="sm">
                                    {intl.formatMessage(messages.help)}
                                </Link>
                            </ListItem>
                        </List>
                    ) : null}
                </DrawerBody>
            </DrawerContent>
        </Drawer>
    )
}

export default MenuDrawer
