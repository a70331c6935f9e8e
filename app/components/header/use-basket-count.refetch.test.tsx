import 'cross-fetch/polyfill'
import {act, configure, render, screen, waitFor} from '@testing-library/react'
import {rest} from 'msw'
import {useCurrentBasket} from '../../commerce/basket/use-current-basket'
import {BasketTestProviders, createBasketPlatform} from '../../commerce/basket/testing/fake-basket-platform'
import {line, seedBasket} from '../../commerce/basket/testing/seed'
import {useBasketCount} from './use-basket-count'

// The real SDK signs a guest in first; on a busy machine that can take longer than the default second.
configure({asyncUtilTimeout: 5000})

const platform = createBasketPlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => platform.reset())

let refetch: (() => Promise<unknown>) | undefined
const Probe = () => {
    const count = useBasketCount()
    const {customerId, query} = useCurrentBasket()
    refetch = query.refetch
    return <output data-testid="probe">{JSON.stringify({count: count ?? null, customerId})}</output>
}
const probe = () =>
    JSON.parse(screen.getByTestId('probe').textContent ?? '{}') as {count: number | null; customerId?: string}

describe("the header's bag count", () => {
    test('a failed re-read of the basket keeps the count the shopper last saw, instead of dropping it', async () => {
        render(
            <BasketTestProviders>
                <Probe />
            </BasketTestProviders>
        )
        await waitFor(() => expect(probe().customerId).toBeTruthy())
        seedBasket(platform.state, probe().customerId as string, {
            productItems: [line('i1', 'VL100-black-M', 2)]
        })
        await act(async () => {
            await refetch?.()
        })
        await waitFor(() => expect(probe().count).toBe(2))

        platform.server.use(
            rest.get(
                '*/customer/shopper-customers/v1/organizations/:org/customers/:customerId/baskets',
                (_req, res, ctx) => res(ctx.status(503), ctx.json({title: 'Service Unavailable'}))
            )
        )
        await act(async () => {
            await refetch?.()
        })
        expect(probe().count).toBe(2)
    })
})
