import {Component, type ReactNode} from 'react'
import {getConfig} from '@salesforce/pwa-kit-runtime/utils/ssr-config'
import {getAppOrigin} from '@salesforce/pwa-kit-react-sdk/utils/url'
import type {LocaleConfig, SiteConfig, StorefrontConfig} from '../../config/types'
import {CommerceProvider} from '../../commerce/commerce-provider'
import {IntlBoundary, MESSAGES_STATE_KEY, shippedMessages} from '../../i18n/intl-boundary'
import {MessageUsage} from '../../i18n/message-usage'
import {resolveSite} from '../../site/resolve-site'
import {SiteProvider} from '../../site/site-context'
import {queryClientConfig} from './query-client-config'
import {ThemeRoot} from './theme-root'
import {withSsrQueries} from './with-ssr-queries'

interface Locals {
    originalUrl?: string
    requestId?: string
    config?: StorefrontConfig
    site?: SiteConfig
    locale?: LocaleConfig
    currency?: string
    appOrigin?: string
    /** Server only: the messages this render reads (the page ships only those). */
    messageUsage?: MessageUsage
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
        if (typeof window === 'undefined') locals.messageUsage = new MessageUsage()
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
                    <IntlBoundary locale={locale.id} usage={locals.messageUsage}>
                        <ThemeRoot>{children}</ThemeRoot>
                    </IntlBoundary>
                </CommerceProvider>
            </SiteProvider>
        )
    }
}

/**
 * The messages the page read, in its prepass and in its real render (the prepass skips markup that holds no
 * data, see app/ssr/prepass.tsx). PWA Kit serialises the page state after the real render, and JSON
 * serialisation calls toJSON, so the list is taken then.
 */
export const messagesState = (locals: Locals) => {
    const {locale, messageUsage} = locals
    if (!locale || !messageUsage) return {}
    return {[MESSAGES_STATE_KEY]: {toJSON: () => shippedMessages(locale.id, messageUsage)}}
}

export default withSsrQueries(AppConfig, queryClientConfig, {
    extraState: (locals) => messagesState(locals as Locals)
})
