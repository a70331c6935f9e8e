import {canonicalCountryCode} from './country-code'

/** European countries (spec 001 §9 "EMEA (European countries incl. AT, BE, FR, DE, IE, IT, ES, NL and others)"). */
export const EUROPEAN_COUNTRY_CODES: readonly string[] = [
    'AD',
    'AL',
    'AT',
    'AX',
    'BA',
    'BE',
    'BG',
    'CH',
    'CY',
    'CZ',
    'DE',
    'DK',
    'EE',
    'ES',
    'FI',
    'FO',
    'FR',
    'GG',
    'GI',
    'GR',
    'HR',
    'HU',
    'IE',
    'IM',
    'IS',
    'IT',
    'JE',
    'LI',
    'LT',
    'LU',
    'LV',
    'MC',
    'MD',
    'ME',
    'MK',
    'MT',
    'NL',
    'NO',
    'PL',
    'PT',
    'RO',
    'RS',
    'SE',
    'SI',
    'SK',
    'SM',
    'UA',
    'VA',
    'XK'
]

export type RegionGroup = 'UK' | 'US' | 'AU' | 'EMEA' | 'Global'

/** "UK (GB); US (US, CA); AU (AU, NZ); EMEA (European list); others Global" (spec 000 §9, 001 §9). */
export const regionGroupOf = (code: string | undefined): RegionGroup => {
    const country = canonicalCountryCode(code)
    if (country === 'GB') return 'UK'
    if (country === 'US' || country === 'CA') return 'US'
    if (country === 'AU' || country === 'NZ') return 'AU'
    if (EUROPEAN_COUNTRY_CODES.includes(country)) return 'EMEA'
    return 'Global'
}

export type DeliveryCountryGroup = 'UK' | 'US' | 'EU' | 'International'

/** "Delivery country groups: UK (UK, GB, IM, JE, GG), US, a large EU list, an international list." */
export const UK_DELIVERY_CODES: readonly string[] = ['UK', 'GB', 'IM', 'JE', 'GG']

export const deliveryGroupOf = (code: string | undefined): DeliveryCountryGroup => {
    const raw = (code ?? '').trim().toUpperCase()
    if (UK_DELIVERY_CODES.includes(raw)) return 'UK'
    if (raw === 'US') return 'US'
    if (EUROPEAN_COUNTRY_CODES.includes(raw)) return 'EU'
    return 'International'
}
