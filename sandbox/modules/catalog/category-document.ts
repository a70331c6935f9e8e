import type {CatalogView} from './catalog-cache'
import {productImage} from './images'
import type {CatalogCategory} from './model'
import {categoryName, categoryPageMeta} from './texts'

/** The category tree's deepest useful request (spec 000 §9: the navigation reads the root with 4 levels). */
export const MAX_CATEGORY_LEVELS = 4

const TOP_LEVEL_PARENTS = new Set(['root', 'shop'])

/** A category's picture: the lifestyle shot of its best-ranked product in its first colour. */
const categoryImage = (catalog: CatalogView, category: CatalogCategory, origin: string) => {
    const lead = catalog.categoryMembers.get(category.id)?.find((master) => master.layout.colours.length)
    if (!lead) return {}
    const colour = lead.layout.colours[0]
    const image = productImage(origin, lead.kind, colour, 'lifestyle', 'large', '', lead.look)
    const thumbnail = productImage(origin, lead.kind, colour, 'lifestyle', 'small', '', lead.look)
    return {image: image.link, thumbnail: thumbnail.link}
}

/** SCAPI Category with `levels` levels of sub-categories (0: none). */
export const categoryDocument = (
    catalog: CatalogView,
    category: CatalogCategory,
    levels: number,
    locale: string,
    origin: string
): Record<string, unknown> => {
    const meta = categoryPageMeta(category, locale)
    const name = categoryName(category, locale)
    return {
        id: category.id,
        name,
        description: meta.description,
        pageTitle: meta.pageTitle,
        pageDescription: meta.pageDescription,
        pageKeywords: `${name}, VELA`,
        ...categoryImage(catalog, category, origin),
        ...(category.parentId ? {parentCategoryId: category.parentId} : {}),
        parentCategoryTree: catalog
            .categoryPath(category.id)
            .map((node) => ({id: node.id, name: categoryName(node, locale)})),
        onlineSubCategoriesCount: category.children.length,
        c_showInMenu: category.showInMenu,
        c_isTopLevelCategory: category.parentId !== null && TOP_LEVEL_PARENTS.has(category.parentId),
        c_productCount: catalog.categoryMembers.get(category.id)?.length ?? 0,
        ...(levels > 0 && category.children.length
            ? {
                  categories: category.children.map((child) =>
                      categoryDocument(catalog, child, levels - 1, locale, origin)
                  )
              }
            : {})
    }
}
