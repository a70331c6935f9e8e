/**
 * One Shopper API's operations as the browser client needs them (generated into operations.ts by
 * scripts/scapi/generate.ts from the installed SDK).
 * An operation is [HTTP method, path template, parameters, body kind]: parameters in the SDK's order, `name!`
 * when required, `~name` for a form field the SDK lists among parameters but sends in the body; flags: the
 * request body (0 none, 1 JSON, 2 form-urlencoded) plus 4 when the operation resolves to nothing; then, when
 * the SDK sends query parameters in another order than it lists them, that order (indexes into parameters).
 */
export type Operation =
    | [method: string, path: string, params: string, flags: number]
    | [method: string, path: string, params: string, flags: number, queryOrder: string]

export interface ApiTable {
    /** The API's base URI template (`https://{shortCode}.api.../checkout/shopper-baskets/v2`). */
    base: string
    operations: Record<string, Operation>
}
