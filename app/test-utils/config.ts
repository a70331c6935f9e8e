import type {StorefrontConfig} from '../config/types'

/** The real storefront configuration (config/default.js), as the server would load it. */
// eslint-disable-next-line @typescript-eslint/no-var-requires
export const testConfig = require('../../config/default.js') as StorefrontConfig
