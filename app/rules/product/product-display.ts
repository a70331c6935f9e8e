/** "Swatch drawer trigger above 7 colours" (spec 001 §9). */
export const SWATCH_DRAWER_FROM = 8
/** "swatch row base 44px inline or 60px drawer" */
export const swatchRowBase = (inDrawer: boolean): 44 | 60 => (inDrawer ? 60 : 44)

/** "opens from a summary button when a product has more than 7 colours and the drawer is enabled; not shown
 * in the quick view" (spec 001 §4.5). */
export const showSwatchDrawer = (
    colourCount: number,
    drawerEnabled: boolean,
    isQuickView: boolean
): boolean => drawerEnabled && !isQuickView && colourCount >= SWATCH_DRAWER_FROM

export type FitLabel = 'Snug' | 'Fitted' | 'Just Right' | 'Roomy' | 'Loose'

/** "up to 1.5 Snug; up to 2.5 Fitted; up to 3.5 Just Right; up to 4.5 Roomy; above Loose" (spec 001 §9). */
export const fitRatingLabel = (rating: number): FitLabel => {
    if (rating <= 1.5) return 'Snug'
    if (rating <= 2.5) return 'Fitted'
    if (rating <= 3.5) return 'Just Right'
    if (rating <= 4.5) return 'Roomy'
    return 'Loose'
}

/** "marker position rating/5 as percent", kept on the scale. */
export const fitMarkerPercent = (rating: number): number =>
    Number.isFinite(rating) ? Math.min(100, Math.max(0, (rating / 5) * 100)) : 0

/** "Fit rating hidden for accessories in categories yoga-mats, fitness-equipment, bags, sale-bags,
 * sale-yoga-mats." */
export const FIT_RATING_HIDDEN_CATEGORIES = [
    'yoga-mats',
    'fitness-equipment',
    'bags',
    'sale-bags',
    'sale-yoga-mats'
]

export const isFitRatingShown = (categoryIds: readonly string[]): boolean =>
    !categoryIds.some((id) => FIT_RATING_HIDDEN_CATEGORIES.includes(id))

export interface MasterCandidate {
    type?: {master?: boolean}
    master?: {masterId?: string}
    masterId?: string
}

/** "Master products are kept only with type.master or a masterId" (spec 000 §5). */
export const keepMasterProducts = <T extends MasterCandidate>(products: readonly T[]): T[] =>
    products.filter(
        (product) => product.type?.master === true || !!product.master?.masterId || !!product.masterId
    )

/** "Recommended product ids are then fetched and products flagged c_isHideProduct are dropped." */
export const withoutHiddenProducts = <T extends {c_isHideProduct?: boolean}>(products: readonly T[]): T[] =>
    products.filter((product) => product.c_isHideProduct !== true)

/**
 * "products by id shown only if stockLevel above 0" (spec 001 §9). A product the platform returns without
 * inventory has no stock level to read, not a stock level of 0: it stays, as its product page would sell it.
 */
export const isShownById = (product: {inventory?: {stockLevel?: number}}): boolean =>
    (product.inventory?.stockLevel ?? 1) > 0

/** Products named by id, in the order of the ids, keeping those isShownById shows; unknown ids drop out. */
export const shownByIdInOrder = <T extends {id?: string; inventory?: {stockLevel?: number}}>(
    products: readonly T[],
    ids: readonly string[]
): T[] => {
    const byId = new Map(products.map((product) => [product.id, product]))
    return ids.map((id) => byId.get(id)).filter((product): product is T => !!product && isShownById(product))
}
