import type {SiteOverrides} from './types'

const us: SiteOverrides = {
    deliveryCountries: ['US', 'CA', 'MX']
}

export default us
