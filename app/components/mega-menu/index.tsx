import {useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent} from 'react'
import {Box, Flex} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Link} from '../link'
import {focusables, moveFocus} from './focus'
import {MenuPanel} from './menu-panel'
import type {MenuEntry} from './menu-model'
import {menuMessages as messages} from './messages'
import {useMegaMenu, type MegaMenuState} from './use-mega-menu'
import {useMenu} from './use-menu'

const TAB_SELECTOR = '[data-menu-tab]'

const tabStyle = (entry: MenuEntry, active: boolean) =>
    ({
        display: 'inline-flex',
        alignItems: 'center',
        h: '48px',
        px: {lg: 3, xl: 4},
        textStyle: 'nav',
        color: entry.colour ?? (entry.sale ? 'text.sale' : 'text.primary'),
        fontWeight: entry.sale ? 'semibold' : 'medium',
        position: 'relative',
        bg: 'transparent',
        cursor: 'pointer',
        _after: {
            content: '""',
            position: 'absolute',
            left: {lg: 3, xl: 4},
            right: {lg: 3, xl: 4},
            bottom: 0,
            h: '2px',
            bg: 'currentColor',
            transform: active ? 'scaleX(1)' : 'scaleX(0)',
            transition: 'transform 200ms ease'
        },
        _hover: {textDecoration: 'none', _after: {transform: 'scaleX(1)'}}
    } as const)

interface TabProps {
    entry: MenuEntry
    menu: MegaMenuState
    navRef: React.RefObject<HTMLElement>
}

/** A top tab: a disclosure button with its panel, or a plain link when the entry has nothing to show. */
const MenuTab = ({entry, menu, navRef}: TabProps) => {
    const open = menu.openId === entry.id
    const buttonRef = useRef<HTMLButtonElement>(null)
    const panelRef = useRef<HTMLDivElement>(null)
    const focusPanel = useRef(false)
    const panelId = `mega-menu-panel-${entry.id}`
    const onMouse = (handler: () => void) => (event: PointerEvent) => {
        if (event.pointerType === 'mouse') handler()
    }

    useEffect(() => {
        if (open && focusPanel.current) focusables(panelRef.current, 'a[href]')[0]?.focus()
        focusPanel.current = false
    }, [open])
    const {close} = menu
    const onEscape = useCallback(() => {
        close()
        buttonRef.current?.focus()
    }, [close])

    if (!entry.children.length && !entry.tiles.length) {
        return (
            <Box as="li">
                <Link
                    href={entry.href ?? '/'}
                    data-menu-tab=""
                    onKeyDown={(event) => onTabKey(event, navRef)}
                    {...tabStyle(entry, false)}
                >
                    {entry.title}
                </Link>
            </Box>
        )
    }

    const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === 'ArrowDown') {
            event.preventDefault()
            focusPanel.current = true
            if (open) focusables(panelRef.current, 'a[href]')[0]?.focus()
            else menu.open(entry.id)
        } else if (event.key === 'Escape' && open) {
            event.preventDefault()
            menu.close()
        } else onTabKey(event, navRef)
    }
    // Keyboard activation (detail 0) toggles; a mouse click opens (hover may already have opened it).
    const onClick = (event: MouseEvent) => (event.detail === 0 ? menu.toggle(entry.id) : menu.open(entry.id))

    return (
        <Box
            as="li"
            onPointerEnter={onMouse(() => menu.hoverEnter(entry.id))}
            onPointerLeave={onMouse(menu.hoverLeave)}
        >
            <Box
                as="button"
                type="button"
                ref={buttonRef}
                data-menu-tab=""
                aria-expanded={open}
                aria-controls={panelId}
                onClick={onClick}
                onKeyDown={onKeyDown}
                {...tabStyle(entry, open)}
            >
                {entry.title}
            </Box>
            <MenuPanel ref={panelRef} id={panelId} entry={entry} open={open} onEscape={onEscape} />
        </Box>
    )
}

/** Left/Right/Home/End move between top tabs (wrapping). */
const onTabKey = (event: KeyboardEvent, navRef: React.RefObject<HTMLElement>) => {
    const tabs = focusables(navRef.current, TAB_SELECTOR)
    const moves: Record<string, number | 'first' | 'last'> = {
        ArrowRight: 1,
        ArrowLeft: -1,
        Home: 'first',
        End: 'last'
    }
    const step = moves[event.key]
    if (step === undefined) return
    event.preventDefault()
    moveFocus(tabs, step)
}

/**
 * The desktop mega menu (spec 001 §2.3; WAI-ARIA disclosure navigation): top tabs from the merged category
 * tree and CMS menu; Enter/Space toggle a panel, ArrowDown opens it and focuses its first link, arrows move
 * between tabs and links, Escape closes and returns focus, and focus or a click leaving the menu closes it.
 */
export const MegaMenu = () => {
    const intl = useIntl()
    const navRef = useRef<HTMLElement>(null)
    const {entries} = useMenu('desktop')
    const menu = useMegaMenu(navRef)
    if (!entries.length) return null
    return (
        <Box
            as="nav"
            ref={navRef}
            aria-label={intl.formatMessage(messages.navLabel)}
            onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) menu.close()
            }}
        >
            <Flex as="ul" listStyleType="none" justify="center" flexWrap="wrap">
                {entries.map((entry) => (
                    <MenuTab key={entry.id} entry={entry} menu={menu} navRef={navRef} />
                ))}
            </Flex>
        </Box>
    )
}
