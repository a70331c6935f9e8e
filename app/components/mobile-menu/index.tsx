import {useEffect, useState} from 'react'
import {IconButton, useDisclosure} from '@chakra-ui/react'
import loadable from '@loadable/component'
import {useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {MenuIcon} from '../icons'
import {useMenu} from '../mega-menu/use-menu'
import {mobileMenuMessages as messages} from './messages'

// The drawer (and the overlay code it needs) is only fetched once a shopper shows interest in the menu.
const MenuDrawer = loadable(() => import('./menu-drawer'))

/** Loads the mobile menu's data ahead of opening, once the shopper reaches for the menu button. */
const PrefetchMenu = () => {
    useMenu('mobile')
    return null
}

/** The menu button for mobile and tablet widths, opening the level-navigation drawer. */
export const MobileMenu = () => {
    const intl = useIntl()
    const {isOpen, onOpen, onClose} = useDisclosure()
    const [wanted, setWanted] = useState(false)
    const {pathname} = useLocation()
    const prepare = () => {
        if (wanted) return
        setWanted(true)
        void MenuDrawer.preload()
    }

    useEffect(() => onClose(), [pathname, onClose])

    return (
        <>
            <IconButton
                variant="ghost"
                aria-label={intl.formatMessage(messages.open)}
                aria-haspopup="dialog"
                aria-expanded={isOpen}
                icon={<MenuIcon />}
                onPointerEnter={prepare}
                onTouchStart={prepare}
                onFocus={prepare}
                onClick={() => {
                    prepare()
                    onOpen()
                }}
            />
            {wanted ? <PrefetchMenu /> : null}
            {wanted ? <MenuDrawer isOpen={isOpen} onClose={onClose} /> : null}
        </>
    )
}
