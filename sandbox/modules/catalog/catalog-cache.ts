import type Database from 'better-sqlite3'
import type {SandboxContext} from '../../core/context'
import {loadCatalog} from './load-catalog'
import type {Catalog, CatalogCategory, CatalogMaster} from './model'

/**
 * One loaded catalogue per database, built on first use (module start-up warms it). Category membership is
 * precomputed: a category lists its own products and its descendants', best-ranked first.
 */
export interface CatalogView extends Catalog {
    categoryMembers: Map<string, CatalogMaster[]>
    /** Ancestors of a category from the top (root excluded), ending with the category itself. */
    categoryPath(id: string): CatalogCategory[]
}

const views = new WeakMap<Database.Database, CatalogView>()

const buildMembers = (catalog: Catalog) => {
    const direct = new Map<string, Set<CatalogMaster>>()
    for (const master of catalog.masters) {
        for (const categoryId of master.categoryIds) {
            if (!direct.has(categoryId)) direct.set(categoryId, new Set())
            direct.get(categoryId)?.add(master)
        }
    }
    const members = new Map<string, CatalogMaster[]>()
    const collect = (category: CatalogCategory): Set<CatalogMaster> => {
        const all = new Set(direct.get(category.id) ?? [])
        for (const child of category.children) for (const master of collect(child)) all.add(master)
        members.set(
            category.id,
            [...all].sort((a, b) => a.rank - b.rank)
        )
        return all
    }
    const root = catalog.categories.get('root')
    if (root) collect(root)
    return members
}

export const buildCatalogView = (catalog: Catalog): CatalogView => {
    const categoryMembers = buildMembers(catalog)
    return {
        ...catalog,
        categoryMembers,
        categoryPath: (id) => {
            const path: CatalogCategory[] = []
            for (let node = catalog.categories.get(id); node && node.id !== 'root'; ) {
                path.unshift(node)
                node = node.parentId ? catalog.categories.get(node.parentId) : undefined
            }
            return path
        }
    }
}

export const catalogOf = (ctx: Pick<SandboxContext, 'db'>): CatalogView => {
    let view = views.get(ctx.db)
    if (!view) {
        view = buildCatalogView(loadCatalog(ctx.db))
        views.set(ctx.db, view)
    }
    return view
}
