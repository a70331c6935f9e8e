import type {SandboxContext} from '../../../core/context'
import type {Currency} from '../../../seed/catalog/pricing'
import type {BasketPricingScope} from '../../catalog/basket-catalog-source'
import {customerGroupsFor} from '../../catalog/request'

/**
 * The pricing scope of a basket: its currency, the owner's customer groups (registered, insiders and the
 * session's dynamic groups, which pick price books) and the locale product names are written in.
 */
export const basketScope = (
    ctx: SandboxContext,
    owner: {customerId: string; usid: string; registered: boolean; siteId: string},
    currency: string,
    locale: string
): BasketPricingScope => ({
    currency: currency as Currency,
    customerGroups: customerGroupsFor(ctx, {...owner, guestCustomerId: owner.customerId}, owner.siteId),
    locale
})
