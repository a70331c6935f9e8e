/**
 * The JSON messages the iOS app's web view receives (spec 001 §7.3 "A native app bridge receives JSON
 * messages"; §4.3 for consent). One type per event the app reacts to: the consent choice (its own
 * tracking), the sign-in page and the shopper's sign-in state (its account tab), the bag (its badge) and a
 * placed order (its orders list and review prompt).
 */
export type AppMessage =
    | {type: 'acceptedCookies'; groups: string[]}
    | {type: 'rejectedCookies'}
    | {type: 'signInPageShown'}
    | {type: 'signedIn'; customerId: string}
    | {type: 'signedOut'}
    | {type: 'basketUpdated'; basketId: string; itemCount: number; total: number; currency: string}
    | {type: 'orderPlaced'; orderNo: string; total: number; currency: string; orderType: string}

export interface BasketSummary {
    basketId?: string
    currency?: string
    productTotal?: number
    orderTotal?: number | null
}

export const basketMessage = (basket: BasketSummary, itemCount: number): AppMessage | undefined =>
    basket.basketId
        ? {
              type: 'basketUpdated',
              basketId: basket.basketId,
              itemCount,
              total: basket.orderTotal ?? basket.productTotal ?? 0,
              currency: basket.currency ?? ''
          }
        : undefined
