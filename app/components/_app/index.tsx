import type {ReactNode} from 'react'
import loadable from '@loadable/component'
import {Box, Flex} from '@chakra-ui/react'
import {useLocation} from 'react-router-dom'
import {ErrorReportingBoundary} from '../../analytics/error-reporting/error-boundary'
import {HeaderStateProvider} from '../../hooks/header-state'
import {useBfcacheReload} from '../../hooks/use-bfcache-reload'
import {useScrollToTop} from '../../hooks/use-scroll-to-top'
import {useWebView} from '../../hooks/use-web-view'
import {SessionBootstrap, useSessionStartExpected} from '../../commerce/session'
import {EngagementRoot} from '../../engagement'
import {Footer} from '../footer'
import {Header} from '../header'
import {BasketRoot} from '../mini-basket/basket-root'
import {QuickViewProvider} from '../quick-view'
import {AppHead} from './app-head'
import {shellLayout} from './shell-layout'
import {SiteStripeSlot} from './site-stripe-slot'
import {SkipLink} from './skip-link'

// Only checkout pages have it: its own chunk, server-rendered and loaded before they hydrate.
const CheckoutHeader = loadable(
    () => import(/* webpackChunkName: "checkout-header" */ '../checkout-header'),
    {resolveComponent: (module) => module.CheckoutHeader}
)

interface AppProps {
    children?: ReactNode
}

/**
 * The app shell around every page (spec 001 §2.3): skip link, site stripe and header (or the checkout
 * header), <main id="main">, footer; plus the page-wide behaviours (scroll to top on path change, the
 * scrolled-header flag, reload on back/forward-cache restore), the basket root (load rules, mini basket) and
 * the session bootstrap (the login sequence for the restored session, spec 001 §4.1). A render error anywhere
 * in the shell is reported to error tracking, then shown as the error page (spec 001 §2.4).
 */
const App = ({children}: AppProps) => {
    const {pathname} = useLocation()
    // Before any child renders: their customer-scoped reads wait for the session start below.
    useSessionStartExpected()
    const webView = useWebView()
    const layout = shellLayout(pathname, {webView})
    useScrollToTop()
    useBfcacheReload()
    return (
        <ErrorReportingBoundary>
            <HeaderStateProvider>
                <QuickViewProvider>
                    <AppHead />
                    <SkipLink />
                    <Flex minH="100vh" direction="column">
                        {layout.header === 'full' ? (
                            <>
                                <SiteStripeSlot />
                                <Header />
                            </>
                        ) : null}
                        {layout.header === 'checkout' ? <CheckoutHeader /> : null}
                        <Box as="main" id="main" tabIndex={-1} flex="1" _focus={{outline: 'none'}}>
                            {children}
                        </Box>
                        {layout.footer ? <Footer /> : null}
                        <EngagementRoot />
                        <BasketRoot />
                        <SessionBootstrap />
                    </Flex>
                </QuickViewProvider>
            </HeaderStateProvider>
        </ErrorReportingBoundary>
    )
}

export default App
