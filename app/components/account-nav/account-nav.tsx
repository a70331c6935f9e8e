import {useEffect, useRef} from 'react'
import {Box, Button, Flex, List, ListItem} from '@chakra-ui/react'
import type {MessageDescriptor} from 'react-intl'
import {useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {useSite} from '../../site/site-context'
import {Link} from '../link'
import {accountNavMessages as messages} from './messages'

interface NavItem {
    href: string
    label: MessageDescriptor
    /** Also active for these paths (saved cards live at /mysavedcards too). */
    aliases?: string[]
}

export const ACCOUNT_NAV: readonly NavItem[] = [
    {href: '/account', label: messages.overview},
    {href: '/account/orders', label: messages.orders, aliases: ['/orderhistory']},
    {href: '/account/wishlist', label: messages.wishlist},
    {href: '/account/addresses', label: messages.addresses},
    {href: '/account/payments', label: messages.payments, aliases: ['/mysavedcards']},
    {href: '/account/profile', label: messages.profile}
]

export interface AccountNavProps {
    onSignOut: () => void
    isSigningOut?: boolean
}

/**
 * The account area's navigation: a column beside the content on wide screens, a scrollable row of tabs on
 * phones. The current section is marked for assistive technology with aria-current.
 */
export const AccountNav = ({onSignOut, isSigningOut}: AccountNavProps) => {
    const intl = useIntl()
    const {pathname} = useLocation()
    const {buildUrl} = useSite()
    const currentLink = useRef<HTMLAnchorElement>(null)

    // On phones the tabs scroll sideways: bring the current section's tab into view.
    useEffect(() => {
        currentLink.current?.scrollIntoView?.({block: 'nearest', inline: 'nearest'})
    }, [pathname])
    const isCurrent = ({href, aliases = []}: NavItem) =>
        [href, ...aliases].some((path) => {
            const full = buildUrl(path)
            return pathname === full || (path !== '/account' && pathname.startsWith(`${full}/`))
        })

    return (
        <Box as="nav" aria-label={intl.formatMessage(messages.label)}>
            <Flex
                as={List}
                direction={{base: 'row', lg: 'column'}}
                overflowX={{base: 'auto', lg: 'visible'}}
                gap={{base: 6, lg: 0}}
                borderBottomWidth={{base: '1px', lg: 0}}
                borderColor="border.subtle"
                sx={{scrollbarWidth: 'none', '&::-webkit-scrollbar': {display: 'none'}}}
            >
                {ACCOUNT_NAV.map((item) => {
                    const current = isCurrent(item)
                    return (
                        <ListItem key={item.href} flexShrink={0}>
                            <Link
                                ref={current ? currentLink : undefined}
                                href={item.href}
                                variant="nav"
                                display="block"
                                py={{base: 3, lg: 2.5}}
                                textStyle="nav"
                                color={current ? 'text.primary' : 'text.secondary'}
                                fontWeight={current ? 'semibold' : 'medium'}
                                borderBottomWidth={{base: '2px', lg: 0}}
                                borderLeftWidth={{base: 0, lg: '2px'}}
                                pl={{base: 0, lg: 4}}
                                borderColor={current ? 'brand.ink' : 'transparent'}
                                aria-current={current ? 'page' : undefined}
                            >
                                {intl.formatMessage(item.label)}
                            </Link>
                        </ListItem>
                    )
                })}
                <ListItem flexShrink={0} mt={{lg: 6}}>
                    <Button
                        variant="ghost"
                        h="auto"
                        minW={0}
                        py={{base: 3, lg: 2.5}}
                        pl={{base: 0, lg: '18px'}}
                        pr={{base: 0, lg: 4}}
                        textStyle="nav"
                        color="text.secondary"
                        _hover={{color: 'text.primary', textDecoration: 'underline', bg: 'transparent'}}
                        onClick={onSignOut}
                        isLoading={isSigningOut}
                    >
                        {intl.formatMessage(messages.signOut)}
                    </Button>
                </ListItem>
            </Flex>
        </Box>
    )
}
