import type {SandboxModule} from '../../core/module'
import {storeRoutes} from './routes'

/** Shopper Stores: the VELA shops (click-and-collect stores and US showrooms), searchable by place. */
export const storesModule: SandboxModule = {
    name: 'stores',
    routes: storeRoutes
}

export {findStore, storeAddress} from './catalog'
