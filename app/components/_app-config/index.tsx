import {Component, type ReactNode} from 'react'
// Chakra's own provider without its toast host: the toast host pulls the animation library (~40 kB gzip) into
// every page's first load, and the storefront shows no toasts.
import {ChakraProvider} from '@chakra-ui/provider'
import {getConfig} from '@salesforce/pwa-kit-runtime/utils/ssr-config'
import {getAppOrigin} from '@salesforce/pwa-kit-react-sdk/utils/url'
import type {LocaleConfig, SiteConfig, StorefrontConfig} from '../../config/types'
import {CommerceProvider} from '../../commerce/commerce-provider'
import {IntlBoundary} from '../../i18n/intl-boundary'
import {resolveSite} from '../../site/resolve-site'
import {SiteProvider} from '../../site/site-context'
import {theme} from '../../theme'
import {queryClientConfig} from './query-client-config'
import {withSsrQueries} from './with-ssr-queries'

interface Locals {
    originalUrl?: string
    requestId?: string
    config?: StorefrontConfig
    site?: SiteConfig
    locale?: LocaleConfig
    currency?: string
    appOrigin?: string
}

interface AppConfigProps {
    locals: Locals
    children?: ReactNode
}

/**
 * PWA Kit's application configuration: resolves the site and locale from the URL once per page load, then
 * provides site context, the commerce API, messages and the theme to everything below.
 */
class AppConfig extends Component<AppConfigProps> {
    static restore(locals: Locals = {}) {
        const config = getConfig()
        const url = typeof window === 'undefined' ? locals.originalUrl ?? '/' : window.location.pathname
        const {site, locale, currency} = resolveSite(url.split('?')[0], config)
        Object.assign(locals, {config, site, locale, currency, appOrigin: getAppOrigin()})
    }

    static freeze() {
        return undefined
    }

    static extraGetPropsArgs(locals: Locals = {}) {
        return {site: locals.site, locale: locals.locale}
    }

    override render() {
        const {locals, children} = this.props
        const {config, site, locale, currency, appOrigin} = locals
        if (!config || !site || !locale || !currency || !appOrigin) {
            throw new Error('Config is not defined.')
        }
        return (
            <SiteProvider config={config} site={site} locale={locale} currency={currency}>
                <CommerceProvider appOrigin={appOrigin} correlationId={locals.requestId}>
                    <IntlBoundary locale={locale.id}>
                        <ChakraProvider theme={theme}>{children}</ChakraProvider>
                    </IntlBoundary>
                </CommerceProvider>
            </SiteProvider>
        )
    }
}

export default withSsrQueries(AppConfig, queryClientConfig)
