import type {SandboxContext} from '../../../core/context'
import type {CatalogView} from '../catalog-cache'

/**
 * `PWA_BackInStockNotification-GenerateBackInStockObject`: records a shopper's wish to hear when a product is
 * back. Answers `{success}` like the controller (HTTP 200 either way); asking twice for the same product is a
 * success, not a duplicate.
 */
export interface BackInStockRequest {
    recipientEmail?: unknown
    bisnProductId?: unknown
    subscribeMail?: unknown
    selectedCountry?: unknown
}

/** Local part, @, and a domain name or an IP literal (spec 001 §5.1). */
const EMAIL =
    /^[^\s@"(),:;<>[\\\]]+@(?:(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}|\[\d{1,3}(?:\.\d{1,3}){3}\])$/
const COUNTRY = /^[A-Za-z]{2}$/
const MAX_EMAIL_LENGTH = 254

export const INVALID_EMAIL = 'Please enter a valid email address.'

export const isValidEmail = (value: string) => value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value)

const truthy = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1'

export const subscribeBackInStock = (
    ctx: SandboxContext,
    catalog: CatalogView,
    siteId: string,
    body: BackInStockRequest
): {success: boolean; errorMessage?: string} => {
    const email = typeof body.recipientEmail === 'string' ? body.recipientEmail.trim() : ''
    if (!isValidEmail(email)) return {success: false, errorMessage: INVALID_EMAIL}
    const productId = typeof body.bisnProductId === 'string' ? body.bisnProductId.trim() : ''
    if (!catalog.products.has(productId)) {
        return {success: false, errorMessage: `No product with ID '${productId}' could be found.`}
    }
    const country =
        typeof body.selectedCountry === 'string' && COUNTRY.test(body.selectedCountry)
            ? body.selectedCountry.toUpperCase()
            : null
    ctx.db
        .prepare(
            `INSERT INTO catalog_back_in_stock (site_id, email, product_id, subscribe_mail, country, created_at)
             VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (site_id, email, product_id) DO UPDATE SET
                subscribe_mail = MAX(subscribe_mail, excluded.subscribe_mail),
                country = COALESCE(excluded.country, country)`
        )
        .run(
            siteId,
            email.toLowerCase(),
            productId,
            truthy(body.subscribeMail) ? 1 : 0,
            country,
            new Date(ctx.clock.now()).toISOString()
        )
    return {success: true}
}
