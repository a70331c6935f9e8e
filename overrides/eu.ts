import type {SiteOverrides} from './types'

const eu: SiteOverrides = {
    deliveryCountries: [
        'IE',
        'FR',
        'DE',
        'IT',
        'ES',
        'NL',
        'BE',
        'AT',
        'PT',
        'FI',
        'LU',
        'GR',
        'DK',
        'SE',
        'PL',
        'CH',
        'NO',
        'GB'
    ]
}

export default eu
