import {useQuery} from '@tanstack/react-query'
import {useAccessToken} from '@salesforce/commerce-sdk-react'
import {useSettledCustomerId} from '../session/session-ready'
import {callController} from '../controllers/controller-client'
import {useControllerScope} from '../controllers/use-controller'

const isServer = typeof window === 'undefined'

export const VARIATION_PRICING_ENDPOINT = 'Product-InitVariationGroupPWAJSON'

export interface PricingDetails {
    currency?: string
    standardPrice?: number | null
    salePrice?: number | null
    minPrice?: number | null
    maxPrice?: number | null
    isRange?: boolean
    discountPercent?: number
    priceTemplate?: string
    hideMarkdownPrice?: boolean
    isSale?: boolean
}

export interface AddToBagState {
    available?: boolean
    buttonTitle?: string
}

export interface VariantPricing {
    productId: string
    values?: Record<string, string>
    orderable?: boolean
    price?: number | null
    addToBag?: AddToBagState
}

export interface GroupPricing {
    productId: string
    variationValues?: Record<string, string>
    pricingDetails?: PricingDetails
    addToBag?: AddToBagState
    orderable?: boolean
    isSearchableIfUnavailable?: boolean
    colorData?: {id?: string; name?: string; hex?: string | null; family?: string | null}
    imageSetId?: string
    largeImages?: string[]
    variants?: VariantPricing[]
}

export interface MasterPricing {
    masterId?: string
    currency?: string
    pricingDetails?: PricingDetails
    addToBag?: AddToBagState
    variationGroups?: Record<string, GroupPricing>
}

/** Response of the controller: product id asked for -> its pricing details. */
export type VariationPricing = Record<string, MasterPricing | undefined>

/**
 * Spec 000 §7: POST Product-InitVariationGroupPWAJSON with masterProductsList; the response maps product id to
 * pricing details. Prices can depend on the shopper's customer groups, so this runs in the browser only, with
 * the shopper's token, as an enhancement over the server-rendered prices; the customer id keys the cache so a
 * sign-in reloads pricing (spec 000 §4).
 */
export const useVariationPricing = (
    masterIds: readonly string[],
    {enabled = true}: {enabled?: boolean} = {}
) => {
    const scope = useControllerScope()
    const customerId = useSettledCustomerId()
    const {getTokenWhenReady} = useAccessToken()
    const ids = [...new Set(masterIds.filter(Boolean))]
    return useQuery(
        ['controller', VARIATION_PRICING_ENDPOINT, scope.siteId, scope.locale, ids, customerId],
        async () => {
            const accessToken = await getTokenWhenReady()
            return callController<VariationPricing>(scope, VARIATION_PRICING_ENDPOINT, {
                method: 'POST',
                body: {masterProductsList: ids},
                accessToken
            })
        },
        // Waits for the shopper's session, so the first call already carries their customer groups.
        {enabled: !isServer && enabled && ids.length > 0 && Boolean(customerId), useErrorBoundary: false}
    )
}
