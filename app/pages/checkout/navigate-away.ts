/** Leaves the storefront for the card issuer's challenge or the provider's hosted page (a full navigation). */
export const navigateAway = (url: string) => window.location.assign(url)
