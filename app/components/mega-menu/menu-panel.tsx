import {forwardRef, memo, type KeyboardEvent} from 'react'
import {Box, type SystemStyleObject} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {PlainLink} from '../link'
import {focusables, moveFocus} from './focus'
import type {MenuEntry} from './menu-model'
import {MenuTile, PORTRAIT_PICTURE} from './menu-tile'
import {menuMessages as messages} from './messages'
import {useInPrepass} from '../../ssr/prepass'
import {ServerHtmlUntil} from '../../hydration/server-html-until'

interface MenuPanelProps {
    id: string
    entry: MenuEntry
    open: boolean
    onEscape: () => void
}

/**
 * The panel's contents are plain elements styled from this one class: every page's header renders every
 * panel's links on the server (about sixty links and a few tiles), and a Chakra component per link, label and
 * list was paid for on each page. None of it hydrates until its panel opens (ServerHtmlUntil).
 */
const PANEL_STYLES: SystemStyleObject = {
    display: 'grid',
    maxW: 'shell',
    mx: 'auto',
    px: 10,
    pt: 10,
    pb: 12,
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: 12,
    // The reset gives links the text's colour and no underline.
    '& a': {
        textUnderlineOffset: '0.2em',
        _hover: {textDecoration: 'underline'},
        _focusVisible: {boxShadow: 'outline', outline: 'none'}
    },
    '& .menu-shop-all': {
        display: 'inline-block',
        mb: 8,
        textStyle: 'label',
        textDecoration: 'underline',
        textUnderlineOffset: '0.3em'
    },
    '& .menu-columns': {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        columnGap: 10,
        rowGap: 10
    },
    '& .menu-column-label': {textStyle: 'label', mb: 4},
    '& .menu-column ul': {listStyleType: 'none', display: 'grid', rowGap: 3},
    '& .menu-column li a': {
        fontSize: 'sm',
        color: 'text.secondary',
        _hover: {color: 'text.primary', textDecoration: 'underline'}
    },
    '& .menu-pictures': {
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 200px))',
        gap: 6
    },
    '& .menu-picture': {display: 'block', _hover: {textDecoration: 'none'}},
    '& .menu-picture-image': PORTRAIT_PICTURE,
    '& .menu-picture:hover img': {transform: 'scale(1.03)'},
    '& .menu-picture-label': {mt: 3, textStyle: 'label'},
    '& .menu-promo': {
        display: 'inline-block',
        mt: 10,
        fontSize: 'sm',
        fontWeight: 'medium',
        color: 'text.sale',
        textDecoration: 'underline'
    },
    '& .menu-tiles': {display: 'flex', gap: 6, alignItems: 'flex-start'},
    '& .menu-tiles > div': {w: '240px'}
}

/** A column: a level-2 category as the label, its level-3 categories as links. */
const Column = ({entry}: {entry: MenuEntry}) => (
    <section className="menu-column" aria-labelledby={`menu-col-${entry.id}`}>
        <p
            className="menu-column-label"
            id={`menu-col-${entry.id}`}
            style={entry.colour ? {color: entry.colour} : undefined}
        >
            {entry.href ? <PlainLink href={entry.href}>{entry.title}</PlainLink> : entry.title}
        </p>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops the list role of a list without markers */}
        <ul role="list">
            {entry.children.map((child) =>
                child.href ? (
                    <li key={child.id}>
                        <PlainLink href={child.href}>{child.title}</PlainLink>
                    </li>
                ) : null
            )}
        </ul>
    </section>
)

/** Level-2 entries that carry their own picture (activities) show as image links. */
const ImageLink = ({entry}: {entry: MenuEntry}) => (
    <PlainLink href={entry.href ?? '/'} className="menu-picture">
        <div className="menu-picture-image">
            <img src={entry.image?.src} srcSet={entry.image?.srcSet} sizes="200px" alt="" loading="lazy" />
        </div>
        <p className="menu-picture-label">{entry.title}</p>
    </PlainLink>
)

/**
 * A top tab's panel: "Shop all", then level-2 columns with level-3 links, then one or two featured tiles.
 * Server-rendered but hidden until opened, so every category link is in the HTML. The page hydrates without
 * a panel's contents (most of the header's components, and phones never show them): they become React content
 * when the panel first opens (ServerHtmlUntil). Memoised: the menu's own state (another panel opening, the
 * shopper's groups arriving) need not render every panel's links again.
 */
export const MenuPanel = memo(
    forwardRef<HTMLDivElement, MenuPanelProps>(function MenuPanel({id, entry, open, onEscape}, ref) {
        const intl = useIntl()
        // Built from the menu data its parent loaded: nothing here for the data prepass to find.
        if (useInPrepass()) return null
        const groups = entry.children.filter((child) => child.children.length)
        const leaves = entry.children.filter((child) => !child.children.length && child.href)
        const pictured = !groups.length && leaves.length > 0 && leaves.every((leaf) => leaf.image)

        const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
            const links = focusables(event.currentTarget, 'a[href]')
            if (event.key === 'Escape') onEscape()
            else if (event.key === 'ArrowDown') moveFocus(links, 1)
            else if (event.key === 'ArrowUp') moveFocus(links, -1)
            else if (event.key === 'Home') moveFocus(links, 'first')
            else if (event.key === 'End') moveFocus(links, 'last')
            else return
            event.preventDefault()
        }

        return (
            <Box
                ref={ref}
                id={id}
                hidden={!open}
                display={open ? 'block' : 'none'}
                position="absolute"
                left={0}
                right={0}
                top="100%"
                bg="bg.canvas"
                borderTop="1px solid"
                borderColor="border.subtle"
                // Dims the page below the panel without a separate overlay element.
                boxShadow="0 0 0 100vmax rgba(17, 17, 17, 0.28)"
                clipPath="inset(0 -100vmax -100vmax -100vmax)"
                onKeyDown={onKeyDown}
                data-testid="mega-menu-panel"
            >
                <ServerHtmlUntil live={open}>
                    <Box sx={PANEL_STYLES}>
                        <div>
                            {entry.href ? (
                                <PlainLink href={entry.href} className="menu-shop-all">
                                    {intl.formatMessage(messages.shopAll, {category: entry.title})}
                                </PlainLink>
                            ) : null}
                            {pictured ? (
                                <div className="menu-pictures">
                                    {leaves.map((leaf) => (
                                        <ImageLink key={leaf.id} entry={leaf} />
                                    ))}
                                </div>
                            ) : (
                                <div className="menu-columns">
                                    {leaves.length ? (
                                        <Column entry={{...entry, href: undefined, children: leaves}} />
                                    ) : null}
                                    {groups.map((group) => (
                                        <Column key={group.id} entry={group} />
                                    ))}
                                </div>
                            )}
                            {entry.promo ? (
                                <PlainLink href={entry.promo.href} className="menu-promo">
                                    {entry.promo.text}
                                </PlainLink>
                            ) : null}
                        </div>
                        {entry.tiles.length ? (
                            <div className="menu-tiles">
                                {entry.tiles.slice(0, 2).map((tile) => (
                                    <div key={tile.id}>
                                        <MenuTile
                                            tile={tile}
                                            fallbackCta={intl.formatMessage(messages.shopNow)}
                                        />
                                    </div>
                                ))}
                            </div>
                        ) : null}
                    </Box>
                </ServerHtmlUntil>
            </Box>
        )
    })
)
