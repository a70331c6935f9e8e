/**
 * The personalisation service's activity events (spec 000 §7, spec 001 §7.3): what each event carries, and
 * the body sent for it, which always adds userId, cookieId, realm and instanceType 'prd'.
 */
export interface ActivityProduct {
    id: string
    sku?: string
    price?: number
    quantity?: number
}

export interface ActivityData {
    viewProduct: {product: ActivityProduct}
    viewSearch: {searchText: string; products: ActivityProduct[]}
    clickSearch: {searchText: string; product: ActivityProduct}
    viewCategory: {category: {id: string}; products: ActivityProduct[]}
    clickCategory: {category: {id: string}; product: ActivityProduct}
    viewReco: {recommenderName: string; recoUUID?: string; products: ActivityProduct[]}
    clickReco: {recommenderName: string; recoUUID?: string; product: ActivityProduct}
    viewPage: {currentLocation: string}
    beginCheckout: {products: ActivityProduct[]; amount: number}
    checkoutStep: {stepName: string; stepNumber: number; products: ActivityProduct[]; amount: number}
    addToCart: {products: ActivityProduct[]}
    removeFromCart: {product: ActivityProduct}
}

export type Activity = keyof ActivityData

export interface ActivityIdentity {
    /** The registered shopper's customer id; absent for guests. */
    userId?: string
    /** The browser's id for the service; missing is only a warning (spec 000 §8). */
    cookieId?: string
    realm: string
}

/**
 * Who the visitor is, read when a call goes out. It may wait for the session: on a first visit the shopper's
 * session (whose usid is the service's cookieId) starts in the browser after the page is interactive.
 */
export type VisitorIdentity = () => Omit<ActivityIdentity, 'realm'> | Promise<Omit<ActivityIdentity, 'realm'>>

export type ActivityPayload<A extends Activity> = ActivityData[A] & {
    userId?: string
    cookieId?: string
    realm: string
    instanceType: 'prd'
}

export const activityPayload = <A extends Activity>(
    data: ActivityData[A],
    {userId, cookieId, realm}: ActivityIdentity
): ActivityPayload<A> => ({
    ...data,
    ...(userId ? {userId} : {}),
    ...(cookieId ? {cookieId} : {}),
    realm,
    instanceType: 'prd'
})

/** The platform realm from the organisation id (f_ecom_{realm}_{instance}). */
export const realmOf = (organizationId: string): string => organizationId.split('_')[2] ?? organizationId
