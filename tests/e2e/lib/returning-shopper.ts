import type {Page} from 'playwright-core'

/**
 * A returning shopper who chose essential cookies only, as the consent tool stores that choice (its consent and
 * banner-closed cookies), so the banner stays closed instead of locking scrolling and covering the page.
 */
export const essentialConsentCookies = (hostname: string) =>
    [
        {name: 'OptanonConsent', value: encodeURIComponent('groups=C0001:1,C0002:0,C0003:0,C0004:0,C0005:0')},
        {name: 'OptanonAlertBoxClosed', value: new Date().toISOString()}
    ].map((cookie) => ({...cookie, domain: hostname, path: '/'}))

// The storefront's scarcity variants (app/rules/engagement/scarcity.ts), as its closed flags name them.
const SCARCITY_VARIANTS = ['personalised', 'savings', 'mini-savings']

/** The bag's scarcity popups ('Don't miss your savings' …) answered on an earlier visit, so none covers the page. */
export const answerScarcityPopups = (page: Page) =>
    page.addInitScript((variants: string[]) => {
        for (const variant of variants) window.localStorage.setItem(`vela.scarcityClosed.${variant}`, 'true')
    }, SCARCITY_VARIANTS)
