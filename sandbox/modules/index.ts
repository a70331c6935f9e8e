import type {SandboxModule} from '../core/module'
import {catalogModule} from './catalog'
import {contentModule} from './content'
import {customersModule} from './customers'
import {mediaModule} from './media'
import {shellControllersModule} from './shell-controllers'
import {shopperContextModule} from './shopper-context'
import {slasModule} from './slas'

/**
 * Every capability of the sandbox, in seed order (a module may read what an earlier one seeded: content
 * refers to products, baskets to prices...).
 */
export const sandboxModules: SandboxModule[] = [
    customersModule,
    slasModule,
    catalogModule,
    contentModule,
    shellControllersModule,
    shopperContextModule,
    mediaModule
]
