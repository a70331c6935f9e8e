import loadable, {type LoadableComponent} from '@loadable/component'
import {getConfig} from '@salesforce/pwa-kit-runtime/utils/ssr-config'
import {prefixPattern, rowRoute} from './routing/prefix'
import {type PageId, ROUTE_TABLE} from './routing/route-table'

// One lazily loaded chunk per page; the loadable Babel plugin makes SSR collect the chunks a page needs.
const NotFound = loadable(() => import('./pages/not-found'))

const PAGES: Partial<Record<PageId, LoadableComponent<object>>> = {
    home: loadable(() => import('./pages/home')),
    'not-found': NotFound,
    product: loadable(() => import('./pages/product-detail')),
    'size-guide': loadable(() => import('./pages/size-guide')),
    category: loadable(() => import('./pages/product-list')),
    search: loadable(() => import('./pages/search')),
    'storytelling-list': loadable(() => import('./pages/storytelling-list')),
    'sets-builder': loadable(() => import('./pages/sets-builder')),
    cart: loadable(() => import('./pages/cart')),
    'gift-card-balance': loadable(() => import('./pages/gift-card-balance')),
    login: loadable(() => import('./pages/login')),
    registration: loadable(() => import('./pages/registration')),
    'reset-password': loadable(() => import('./pages/reset-password')),
    account: loadable(() => import('./pages/account')),
    'order-history': loadable(() => import('./pages/order-history')),
    'saved-cards': loadable(() => import('./pages/saved-cards')),
    'track-order': loadable(() => import('./pages/track-order')),
    checkout: loadable(() => import('./pages/checkout')),
    'checkout-3ds': loadable(() => import('./pages/checkout-3ds')),
    confirmation: loadable(() => import('./pages/confirmation')),
    'cross-border-confirmation': loadable(() => import('./pages/cross-border-confirmation')),
    'cms-test': loadable(() => import('./pages/cms-test')),
    'campaign-landing': loadable(() => import('./pages/campaign-landing')),
    'content-page': loadable(() => import('./pages/content-page')),
    'social-gallery': loadable(() => import('./pages/social-gallery')),
    'student-discount-partner': loadable(() => import('./pages/student-discount-partner')),
    'refer-a-friend': loadable(() => import('./pages/refer-a-friend')),
    placeholder: loadable(() => import('./pages/placeholder')),
    cookies: loadable(() => import('./pages/cookies')),
    'delivery-returns': loadable(() => import('./pages/delivery-returns')),
    'static-content': loadable(() => import('./pages/static-content')),
    'sign-up': loadable(() => import('./pages/sign-up')),
    'shop-finder': loadable(() => import('./pages/shop-finder')),
    'shop-details': loadable(() => import('./pages/shop-details')),
    'app-page': loadable(() => import('./pages/app-page')),
    'app-sign-in': loadable(() => import('./pages/app-sign-in')),
    visualization: loadable(() => import('./pages/visualization')),
    styleguide: loadable(() => import('./pages/styleguide'))
}

/**
 * PWA Kit calls this after AppConfig.restore, so the configuration is available. Routes follow the route
 * table's order, one per row (see rowRoute); a final catch-all renders the not-found page inside the app shell.
 */
const routes = () => {
    const prefix = prefixPattern(getConfig())
    return [
        ...ROUTE_TABLE.flatMap((row) => {
            const component = PAGES[row.page]
            return component ? [{...rowRoute(row, prefix), component}] : []
        }),
        {path: '*', component: NotFound}
    ]
}

export default routes
