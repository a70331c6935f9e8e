import type {IntegrationsConfig} from '../../config/types'
import {currencyOfCountry} from '../../region/countries'
import {loadScript} from '../script-loader'

/**
 * The global-shipping provider's loader (spec 001 §7.3), for shoppers in a country none of the shop's sites
 * delivers to: the provider greets them and later runs their checkout in their own currency. The URL carries
 * the merchant id from configuration and the shopper's country and its currency.
 */
export const globalShippingUrl = (config: IntegrationsConfig['globalShipping'], country: string): string => {
    const query = new URLSearchParams({mid: config.merchantId, country, currency: currencyOfCountry(country)})
    return `${config.scriptUrl}${config.scriptUrl.includes('?') ? '&' : '?'}${query.toString()}`
}

export const loadGlobalShipping = (config: IntegrationsConfig['globalShipping'], country: string) =>
    loadScript(globalShippingUrl(config, country))
