/**
 * The content module: a Content Delivery 2 compatible API over SQLite, seeded from sandbox/seed/content.
 * See shared/reference/amplience-cdv2-contract.md §5 for the contract it follows.
 */
import type {SandboxContext} from '../../core/context'
import type {SandboxModule} from '../../core/module'
import {buildContentSeed, type ProductLookup, type SeedItem} from '../../seed/content'
import {loadSeed} from './load-seed'
import {registerContentRoutes} from './router'
import {CONTENT_SCHEMA} from './schema'

/** Reads product ids from the catalogue module when it exists and has seeded (it seeds before content). */
const catalogueLookup = (ctx: SandboxContext): ProductLookup | undefined => {
    let query: unknown
    try {
        // eslint-disable-next-line @typescript-eslint/no-var-requires
        query = (require('../catalog/queries') as {productIdsInCategory?: unknown}).productIdsInCategory
    } catch {
        return undefined
    }
    if (typeof query !== 'function') return undefined
    const productIdsInCategory = query as (...args: unknown[]) => unknown
    return (categoryId, limit) => {
        try {
            const ids = productIdsInCategory(ctx.db, categoryId, limit)
            return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
        } catch {
            return []
        }
    }
}

export interface ContentModuleOptions {
    /** Replaces the seed (tests: cycles, dangling links). */
    items?: () => SeedItem[]
}

export const createContentModule = (options: ContentModuleOptions = {}): SandboxModule => ({
    name: 'content',
    schema: CONTENT_SCHEMA,
    seed(ctx) {
        const items =
            options.items?.() ??
            buildContentSeed({productIdsInCategory: catalogueLookup(ctx), now: ctx.clock.now()})
        const warnings = loadSeed(ctx.db, items)
        for (const warning of warnings) console.warn(`[sandbox] content seed: ${warning}`)
    },
    routes: registerContentRoutes
})

export const contentModule = createContentModule()
