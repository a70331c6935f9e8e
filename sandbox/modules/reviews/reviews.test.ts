import {startSandbox, type RunningSandbox} from '../../testing/start'
import {catalogModule} from '../catalog'
import {payLaterModule} from '../pay-later'
import {ratingCounts} from './review-generator'
import {reviewsModule} from '.'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: [catalogModule, reviewsModule, payLaterModule]})
})
afterAll(() => running.stop())

const get = (path: string) => fetch(`${running.origin}${path}`)

describe('reviews stand-in', () => {
    test('serves the widget script', async () => {
        const response = await get('/integrations/reviews/widget.js')
        expect(response.headers.get('content-type')).toContain('javascript')
        expect(await response.text()).toContain("customElements.define('reviews-widget'")
    })

    test("a product's seeded reviews match its review count and rating, page by page", async () => {
        const first = await (
            await get('/integrations/reviews/api/products/VL10001/reviews?pageSize=5')
        ).json()
        expect(first.productId).toBe('VL10001')
        expect(first.reviews).toHaveLength(Math.min(5, first.total))
        const counts = Object.values(first.distribution as Record<string, number>)
        expect(counts.reduce((sum, count) => sum + count, 0)).toBe(first.total)
        const mean =
            Object.entries(first.distribution as Record<string, number>).reduce(
                (sum, [star, count]) => sum + Number(star) * count,
                0
            ) / first.total
        expect(Math.abs(mean - first.averageRating)).toBeLessThan(0.05)
        const again = await (
            await get('/integrations/reviews/api/products/VL10001/reviews?pageSize=5')
        ).json()
        expect(again.reviews).toEqual(first.reviews)
        const second = await (
            await get('/integrations/reviews/api/products/VL10001/reviews?page=2&pageSize=5')
        ).json()
        expect(second.reviews[0].id).not.toBe(first.reviews[0].id)
    })

    test('unknown products and bad paging answer in the platform error shape', async () => {
        const missing = await get('/integrations/reviews/api/products/NOPE/reviews')
        expect(missing.status).toBe(404)
        expect(await missing.json()).toMatchObject({title: expect.any(String), detail: expect.any(String)})
        expect((await get('/integrations/reviews/api/products/VL10001/reviews?page=zero')).status).toBe(400)
    })

    test.each([
        [10, 4.6, {5: 6, 4: 4, 3: 0, 2: 0, 1: 0}],
        [3, 3.4, {5: 0, 4: 1, 3: 2, 2: 0, 1: 0}],
        [0, 4.5, {5: 0, 4: 0, 3: 0, 2: 0, 1: 0}]
    ])('%d reviews averaging %d split into stars', (total, average, counts) => {
        expect(ratingCounts(total, average)).toEqual(counts)
    })
})

describe('pay-later stand-in', () => {
    test("serves a script with the provider's messaging contract", async () => {
        const response = await get('/integrations/pay-later/afterpay.js')
        expect(response.status).toBe(200)
        const script = await response.text()
        expect(script).toContain('createPlacements')
        expect(script).toContain('interest-free payments')
    })
})
