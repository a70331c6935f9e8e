import {useEffect, useRef, useState} from 'react'
import loadable from '@loadable/component'
import {useHistory, useLocation} from 'react-router-dom'
import {useMiniBasket} from './use-mini-basket'
import {wantsBasketOpen, withoutBasketParam} from './basket-query-param'

/** Add to bag announces a successful add on window (see components/add-to-bag: BASKET_ITEM_ADDED_EVENT). */
export const ITEM_ADDED_EVENT = 'vela:basket-item-added'

// The drawer and everything it shows load on first open, keeping them out of every page's first load.
const MiniBasketDrawer = loadable(() => import('./mini-basket-drawer'), {ssr: false})

/**
 * Mount once in the app shell. Opens the mini basket when the URL carries basket=show, after a successful
 * add to bag, or when asked through useMiniBasket(); closing removes basket=show from the URL.
 */
export const MiniBasketHost = () => {
    const {isOpen, open, close} = useMiniBasket()
    const {pathname, search} = useLocation()
    const history = useHistory()
    const [loaded, setLoaded] = useState(false)
    const showParam = wantsBasketOpen(search)
    const shownPath = useRef(pathname)

    // Following a link out of the drawer (a product, the bag page) closes it.
    useEffect(() => {
        if (shownPath.current !== pathname) close()
        shownPath.current = pathname
    }, [pathname, close])

    useEffect(() => {
        if (showParam) open()
    }, [showParam, open])

    useEffect(() => {
        window.addEventListener(ITEM_ADDED_EVENT, open)
        return () => window.removeEventListener(ITEM_ADDED_EVENT, open)
    }, [open])

    useEffect(() => {
        if (isOpen) setLoaded(true)
    }, [isOpen])

    const onClose = () => {
        close()
        if (showParam) history.replace({pathname, search: withoutBasketParam(search)})
    }

    return loaded ? <MiniBasketDrawer isOpen={isOpen} onClose={onClose} /> : null
}
