/**
 * A gift card holds money in one currency and pays only for orders in it: the platform refuses it elsewhere
 * ("This gift card cannot be used in this currency."). Issue #13: say so where the balance is shown, before
 * the shopper tries, and point to the site that charges in the card's currency.
 */
export const giftCardUsableIn = (cardCurrency: string | undefined, orderCurrency: string): boolean =>
    !cardCurrency || cardCurrency.toUpperCase() === orderCurrency.toUpperCase()

/** The site whose prices are in the card's currency, if the shop has one. */
export const siteForCurrency = <S extends {l10n: {defaultCurrency: string}}>(
    sites: readonly S[],
    currency: string
): S | undefined => sites.find((site) => site.l10n.defaultCurrency.toUpperCase() === currency.toUpperCase())
