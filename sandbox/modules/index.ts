import type {SandboxModule} from '../core/module'

/**
 * Every capability of the sandbox, in seed order (a module may read what an earlier one seeded: content
 * refers to products, baskets to prices...).
 */
export const sandboxModules: SandboxModule[] = []
