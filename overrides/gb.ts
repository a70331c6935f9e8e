import type {SiteOverrides} from './types'

const gb: SiteOverrides = {
    deliveryCountries: [
        'GB',
        'IM',
        'JE',
        'GG',
        'IE',
        'FR',
        'DE',
        'NL',
        'BE',
        'ES',
        'IT',
        'CH',
        'NO',
        'SE',
        'DK',
        'US',
        'CA',
        'AU',
        'NZ'
    ]
}

export default gb
