import {useEffect, useId, useRef, useState} from 'react'
import {Box, Flex, Grid, GridItem, IconButton} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {useHeaderState} from '../../hooks/header-state'
import {CloseIcon, SearchIcon} from '../icons'
import {Logo} from '../logo'
import {MegaMenu} from '../mega-menu'
import {MobileMenu} from '../mobile-menu'
import {SearchBox} from '../search-box'
import {HeaderActions} from './header-actions'
import {headerMessages as messages} from './messages'

/**
 * The site header. Mobile and tablet: menu and search buttons | logo | account and bag, with the search
 * field opening below. Desktop: search | logo | account and bag, then the mega menu. Sticky; raised with a
 * shadow once the page scrolls past 15px.
 */
export const Header = () => {
    const intl = useIntl()
    const {scrolled} = useHeaderState()
    const [searchOpen, setSearchOpen] = useState(false)
    const searchRef = useRef<HTMLInputElement>(null)
    const searchId = useId()
    const {pathname} = useLocation()

    useEffect(() => setSearchOpen(false), [pathname])

    return (
        <Box
            as="header"
            position="sticky"
            top={0}
            zIndex="sticky"
            bg="bg.canvas"
            borderBottom="1px solid"
            borderColor={scrolled ? 'transparent' : 'border.subtle'}
            boxShadow={scrolled ? 'header' : 'none'}
            transition="box-shadow 200ms ease, border-color 200ms ease"
            data-scrolled={scrolled ? 'true' : undefined}
        >
            <Grid
                maxW="shell"
                mx="auto"
                px={{base: 2, md: 4, lg: 10}}
                templateColumns="1fr auto 1fr"
                templateAreas={{
                    base: `"left logo right" "search search search"`,
                    lg: `"left logo right" "nav nav nav"`
                }}
                alignItems="center"
                columnGap={4}
            >
                <GridItem area="left" display={{base: 'flex', lg: 'none'}} alignItems="center" h="56px">
                    <MobileMenu />
                    <IconButton
                        variant="ghost"
                        aria-label={intl.formatMessage(
                            searchOpen ? messages.closeSearch : messages.openSearch
                        )}
                        aria-expanded={searchOpen}
                        aria-controls={searchId}
                        icon={searchOpen ? <CloseIcon /> : <SearchIcon />}
                        onClick={() => {
                            setSearchOpen((open) => !open)
                            if (!searchOpen) window.setTimeout(() => searchRef.current?.focus(), 0)
                        }}
                    />
                </GridItem>
                <GridItem
                    id={searchId}
                    area={{base: 'search', lg: 'left'}}
                    display={{base: searchOpen ? 'block' : 'none', lg: 'block'}}
                    maxW={{lg: '320px'}}
                    px={{base: 2, lg: 0}}
                    pb={{base: 3, lg: 0}}
                >
                    <SearchBox inputRef={searchRef} onSubmitted={() => setSearchOpen(false)} />
                </GridItem>
                <GridItem
                    area="logo"
                    display="flex"
                    justifyContent="center"
                    h={{base: '56px', lg: '76px'}}
                    alignItems="center"
                >
                    <Logo />
                </GridItem>
                <GridItem area="right">
                    <HeaderActions />
                </GridItem>
                <GridItem area="nav" display={{base: 'none', lg: 'block'}}>
                    <Flex justify="center">
                        <MegaMenu />
                    </Flex>
                </GridItem>
            </Grid>
        </Box>
    )
}
