import {Box, Button, Flex, Heading, List, ListItem, SimpleGrid, Text} from '@chakra-ui/react'
import {keyframes} from '@emotion/react'
import {useIntl} from 'react-intl'
import {ChevronLeftIcon, ChevronRightIcon} from '../icons'
import {Link} from '../link'
import type {MenuEntry, MenuTile as Tile} from '../mega-menu/menu-model'
import {MenuTile} from '../mega-menu/menu-tile'
import {menuMessages} from '../mega-menu/messages'
import {mobileMenuMessages as messages} from './messages'

const slideFrom = (offset: string) =>
    keyframes({from: {transform: `translateX(${offset})`, opacity: 0}, to: {transform: 'none', opacity: 1}})
const fromRight = slideFrom('24px')
const fromLeft = slideFrom('-24px')

const rowStyle = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    w: 'full',
    minH: '56px',
    px: 6,
    fontSize: 'md',
    fontWeight: 'medium',
    textAlign: 'start',
    borderBottom: '1px solid',
    borderColor: 'border.subtle',
    _hover: {bg: 'bg.subtle', textDecoration: 'none'}
} as const

interface MenuLevelProps {
    /** The level's own entry (undefined at the top level). */
    parent?: MenuEntry
    /** The level above, named by the Back button. */
    grandparent?: MenuEntry
    entries: MenuEntry[]
    tiles: Tile[]
    selectedId: string | null
    direction: 'forward' | 'back'
    onSelect: (entry: MenuEntry) => void
    onBack: () => void
}

/** One level of the mobile menu: Back and the level title (below the top), entries, then featured tiles. */
export const MenuLevel = ({
    parent,
    grandparent,
    entries,
    tiles,
    selectedId,
    direction,
    onSelect,
    onBack
}: MenuLevelProps) => {
    const intl = useIntl()
    return (
        <Box
            animation={`${direction === 'forward' ? fromRight : fromLeft} 200ms ease-out`}
            data-testid="mobile-menu-level"
        >
            {parent ? (
                <>
                    <Button
                        variant="ghost"
                        leftIcon={<ChevronLeftIcon boxSize="18px" />}
                        onClick={onBack}
                        data-menu-back=""
                        w="full"
                        justifyContent="flex-start"
                        px={5}
                        h="48px"
                        fontSize="sm"
                        fontWeight="medium"
                    >
                        {grandparent
                            ? intl.formatMessage(messages.backTo, {category: grandparent.title})
                            : intl.formatMessage(messages.back)}
                    </Button>
                    <Heading
                        as="h2"
                        size="md"
                        px={6}
                        pt={3}
                        pb={5}
                        color={parent.colour ?? (parent.sale ? 'text.sale' : undefined)}
                    >
                        {parent.title}
                    </Heading>
                </>
            ) : null}
            <List borderTop="1px solid" borderColor="border.subtle">
                {parent?.href ? (
                    <ListItem>
                        <Link href={parent.href} {...rowStyle} fontWeight="semibold">
                            {intl.formatMessage(menuMessages.shopAll, {category: parent.title})}
                        </Link>
                    </ListItem>
                ) : null}
                {entries.map((entry) => {
                    const colour = entry.colour ?? (entry.sale ? 'text.sale' : undefined)
                    return (
                        <ListItem key={entry.id}>
                            {entry.children.length || entry.tiles.length ? (
                                <Box
                                    as="button"
                                    type="button"
                                    data-entry-id={entry.id}
                                    aria-current={selectedId === entry.id ? 'true' : undefined}
                                    onClick={() => onSelect(entry)}
                                    bg={selectedId === entry.id ? 'bg.subtle' : undefined}
                                    color={colour}
                                    {...rowStyle}
                                >
                                    <Text as="span">{entry.title}</Text>
                                    <ChevronRightIcon boxSize="18px" />
                                </Box>
                            ) : (
                                <Link href={entry.href ?? '/'} color={colour} {...rowStyle}>
                                    {entry.title}
                                </Link>
                            )}
                        </ListItem>
                    )
                })}
            </List>
            {tiles.length ? (
                <SimpleGrid columns={2} gap={4} px={6} py={6}>
                    {tiles.slice(0, 2).map((tile) => (
                        <MenuTile
                            key={tile.id}
                            tile={tile}
                            fallbackCta={intl.formatMessage(menuMessages.shopNow)}
                        />
                    ))}
                </SimpleGrid>
            ) : null}
            {parent?.promo ? (
                <Flex px={6} py={4}>
                    <Link href={parent.promo.href} fontSize="sm" color="text.sale" textDecoration="underline">
                        {parent.promo.text}
                    </Link>
                </Flex>
            ) : null}
        </Box>
    )
}
