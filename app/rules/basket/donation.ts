import type {BasketLike, BasketShippingItem} from './types'

/** "Donation marked by shipping item text SB_DONATION" (spec 000 §9). */
export const DONATION_ITEM_TEXT = 'SB_DONATION'

export const isDonationItem = (item: BasketShippingItem): boolean => item.itemText === DONATION_ITEM_TEXT

export const donationItem = (basket: BasketLike | null | undefined): BasketShippingItem | undefined =>
    (basket?.shippingItems ?? []).find(isDonationItem)

export const donationAmount = (basket: BasketLike | null | undefined): number =>
    donationItem(basket)?.price ?? 0
