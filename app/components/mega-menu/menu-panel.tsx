import {forwardRef, memo, type KeyboardEvent} from 'react'
import {AspectRatio, Box, Flex, Grid, List, ListItem, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {Link} from '../link'
import {focusables, moveFocus} from './focus'
import type {MenuEntry} from './menu-model'
import {MenuTile} from './menu-tile'
import {menuMessages as messages} from './messages'
import {useInPrepass} from '../../ssr/prepass'
import {ServerHtmlUntil} from '../../hydration/server-html-until'

interface MenuPanelProps {
    id: string
    entry: MenuEntry
    open: boolean
    onEscape: () => void
}

const linkStyle = {
    fontSize: 'sm',
    color: 'text.secondary',
    _hover: {color: 'text.primary', textDecoration: 'underline'}
}

/** A column: a level-2 category as the label, its level-3 categories as links. */
const Column = ({entry}: {entry: MenuEntry}) => (
    <Box as="section" aria-labelledby={`menu-col-${entry.id}`}>
        <Text id={`menu-col-${entry.id}`} textStyle="label" mb={4} color={entry.colour}>
            {entry.href ? <Link href={entry.href}>{entry.title}</Link> : entry.title}
        </Text>
        <List spacing={3}>
            {entry.children.map((child) =>
                child.href ? (
                    <ListItem key={child.id}>
                        <Link href={child.href} {...linkStyle}>
                            {child.title}
                        </Link>
                    </ListItem>
                ) : null
            )}
        </List>
    </Box>
)

/** Level-2 entries that carry their own picture (activities) show as image links. */
const ImageLink = ({entry}: {entry: MenuEntry}) => (
    <Link href={entry.href ?? '/'} display="block" data-group="" _hover={{textDecoration: 'none'}}>
        <AspectRatio ratio={4 / 5} bg="bg.subtle" overflow="hidden">
            <Box
                as="img"
                src={entry.image?.src}
                srcSet={entry.image?.srcSet}
                sizes="200px"
                alt=""
                loading="lazy"
                objectFit="cover"
                transition="transform 600ms ease"
                _groupHover={{transform: 'scale(1.03)'}}
            />
        </AspectRatio>
        <Text mt={3} textStyle="label">
            {entry.title}
        </Text>
    </Link>
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
                    <Grid
                        maxW="shell"
                        mx="auto"
                        px={10}
                        pt={10}
                        pb={12}
                        templateColumns="minmax(0, 1fr) auto"
                        gap={12}
                    >
                        <Box>
                            {entry.href ? (
                                <Link
                                    href={entry.href}
                                    textStyle="label"
                                    display="inline-block"
                                    mb={8}
                                    textDecoration="underline"
                                    textUnderlineOffset="0.3em"
                                >
                                    {intl.formatMessage(messages.shopAll, {category: entry.title})}
                                </Link>
                            ) : null}
                            {pictured ? (
                                <Grid templateColumns="repeat(auto-fill, minmax(160px, 200px))" gap={6}>
                                    {leaves.map((leaf) => (
                                        <ImageLink key={leaf.id} entry={leaf} />
                                    ))}
                                </Grid>
                            ) : (
                                <Grid
                                    templateColumns="repeat(auto-fill, minmax(160px, 1fr))"
                                    columnGap={10}
                                    rowGap={10}
                                >
                                    {leaves.length ? (
                                        <Column entry={{...entry, href: undefined, children: leaves}} />
                                    ) : null}
                                    {groups.map((group) => (
                                        <Column key={group.id} entry={group} />
                                    ))}
                                </Grid>
                            )}
                            {entry.promo ? (
                                <Link
                                    href={entry.promo.href}
                                    display="inline-block"
                                    mt={10}
                                    fontSize="sm"
                                    fontWeight="medium"
                                    color="text.sale"
                                    textDecoration="underline"
                                >
                                    {entry.promo.text}
                                </Link>
                            ) : null}
                        </Box>
                        {entry.tiles.length ? (
                            <Flex gap={6} align="flex-start">
                                {entry.tiles.slice(0, 2).map((tile) => (
                                    <Box key={tile.id} w="240px">
                                        <MenuTile
                                            tile={tile}
                                            fallbackCta={intl.formatMessage(messages.shopNow)}
                                        />
                                    </Box>
                                ))}
                            </Flex>
                        ) : null}
                    </Grid>
                </ServerHtmlUntil>
            </Box>
        )
    })
)
