import Cookies from 'js-cookie'
import type {StorefrontConfig} from '../../config/types'
import {COUNTRY_COOKIE_DAYS} from '../../region/country-detection'

/** The shopper's country (spec 001 §4.2), the same cookie the checkout reads for gift card rules. */
export const COUNTRY_COOKIE = 'vela_country'

/** Session memory that detection already ran here, so the country service is asked once per visit. */
export const COUNTRY_CHECKED_KEY = 'vela.countryChecked'

export const readCountryCookie = (): string | undefined => Cookies.get(COUNTRY_COOKIE) || undefined

export const writeCountryCookie = (country: string) =>
    Cookies.set(COUNTRY_COOKIE, country.toUpperCase(), {
        path: '/',
        sameSite: 'Lax',
        secure: window.location.protocol === 'https:',
        expires: COUNTRY_COOKIE_DAYS
    })

const session = () => {
    try {
        return window.sessionStorage
    } catch {
        return undefined
    }
}

export const wasCountryChecked = (): boolean => session()?.getItem(COUNTRY_CHECKED_KEY) === '1'
export const markCountryChecked = () => session()?.setItem(COUNTRY_CHECKED_KEY, '1')

/**
 * "NZ and AU choices redirect to separate regional domains" when the configuration names them
 * (`app.regionalDomains: {AU: 'https://…', NZ: 'https://…'}`); without them AU and NZ stay on the AU site.
 */
export const regionalDomains = (config: StorefrontConfig): Partial<Record<'AU' | 'NZ', string>> =>
    (config.app as {regionalDomains?: Partial<Record<'AU' | 'NZ', string>>}).regionalDomains ?? {}

let leavingFor: string | undefined

/**
 * Full page loads: site, currency and session change together. The same redirect is asked for once (the
 * detection and the poll can both want it while the page unloads). Replaceable in tests.
 */
export const pageNavigation = {
    assign: (url: string) => {
        if (leavingFor === url) return
        leavingFor = url
        window.location.assign(url)
    }
}
