import type {ShopperSearchTypes} from 'commerce-sdk-isomorphic'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {catalogClients} from '../catalog/testing'
import {contentClient} from './testing'

/**
 * Issue #13: "the two home carousels (New arrivals, Bestsellers) show the same 12 products in the same order".
 * Each carousel's content names a query; run as the storefront runs them, new arrivals are the newest new
 * products and bestsellers the best-selling ones.
 */
type Body = Record<string, any> & {_meta: any} // eslint-disable-line @typescript-eslint/no-explicit-any
type Hit = ShopperSearchTypes.ProductSearchHit & {c_isNew?: boolean; c_productInfo?: {isBestseller?: boolean}}

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox()
})
afterAll(() => running.stop())

test('the home page carousels query newest new arrivals and best-selling products', async () => {
    const home = await contentClient(running.origin, {locale: 'en-GB'}).getContentItemByKey<Body>('home')
    const carousels = (home.body.components as Body[]).filter((block) => block.source === 'category')
    const byHeader = (header: string) => carousels.find((block) => block.header === header) as Body
    const {search} = await catalogClients(running.origin)
    const run = async (block: Body) => {
        const result = await search.productSearch({
            parameters: {
                refine: `cgid=${String(block.categoryId)}`,
                limit: block.limit as number,
                ...(block.sort ? {sort: block.sort as string} : {})
            }
        })
        return (result.hits ?? []) as Hit[]
    }
    const newArrivals = await run(byHeader('New arrivals'))
    const bestsellers = await run(byHeader('Bestsellers'))
    expect(newArrivals).toHaveLength(12)
    expect(bestsellers).toHaveLength(12)
    expect(newArrivals.every((hit) => hit.c_isNew)).toBe(true)
    expect(bestsellers.every((hit) => hit.c_productInfo?.isBestseller)).toBe(true)
    const shared = newArrivals.filter((hit) => bestsellers.some((other) => other.productId === hit.productId))
    expect(shared.length).toBeLessThan(3)
})
