import type {SiteOverrides} from './types'

const au: SiteOverrides = {
    deliveryCountries: ['AU', 'NZ']
}

export default au
