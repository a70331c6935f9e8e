import type {ReactNode} from 'react'
import {act, renderHook, waitFor} from '@testing-library/react'
import {QueryClient, QueryClientProvider, useMutation, useQuery} from '@tanstack/react-query'
import {useBasketWritesWin} from './use-basket-writes-win'

type List = {baskets: {basketId: string; items: number}[]}

const KEY = ['/commerce-sdk-react', '/organizations/', 'org', '/customers/', 'c1', '/baskets', {}]

/** Reads of the basket list answer when the test says, with what the server held when each read was sent. */
const server = () => {
    let items = 0
    const pending: (() => void)[] = []
    const sent: number[] = []
    return {
        setItems: (count: number) => {
            items = count
        },
        read: () => {
            sent.push(items)
            const snapshot: List = {baskets: [{basketId: 'b1', items}]}
            return new Promise<List>((resolve) => pending.push(() => resolve(snapshot)))
        },
        /** The item count each read saw when it was sent. */
        reads: () => [...sent],
        answerAll: () => pending.splice(0).forEach((answer) => answer())
    }
}

const setUp = (withHook: boolean) => {
    const backend = server()
    const client = new QueryClient({defaultOptions: {queries: {retry: false, staleTime: 2000}}})
    client.setQueryData<List>(KEY, {baskets: [{basketId: 'b1', items: 0}]})
    const wrapper = ({children}: {children: ReactNode}) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const view = renderHook(
        () => {
            if (withHook) useBasketWritesWin()
            const list = useQuery(KEY, backend.read)
            // Like the commerce SDK's add to bag: the returned basket is written into the list.
            const add = useMutation(
                () => {
                    backend.setItems(1)
                    return Promise.resolve({basketId: 'b1', items: 1})
                },
                {onSuccess: (basket) => client.setQueryData<List>(KEY, {baskets: [basket]})}
            )
            return {count: list.data?.baskets[0].items, list, add}
        },
        {wrapper}
    )
    return {backend, view, client}
}

/** A list read sent before the write, the write, then the old read's answer. */
const raceARead = async ({backend, view}: ReturnType<typeof setUp>) => {
    act(() => {
        void view.result.current.list.refetch()
    })
    await act(() => view.result.current.add.mutateAsync())
    await waitFor(() => expect(view.result.current.count).toBe(1))
    act(() => backend.answerAll())
    // Cache notifications reach components on a later tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
}

test('a basket list read sent before an add to bag cannot undo the add when it answers late', async () => {
    const race = setUp(true)
    await raceARead(race)
    expect(race.view.result.current.count).toBe(1)
    // The list is read again after the write (the second read), and that answer agrees.
    await waitFor(() => {
        race.backend.answerAll()
        expect(race.client.getQueryState(KEY)?.fetchStatus).toBe('idle')
    })
    expect(race.backend.reads()).toEqual([0, 1])
    expect(race.view.result.current.count).toBe(1)
})

test('without it, the late answer shows an emptied bag (the race this guards)', async () => {
    const race = setUp(false)
    await raceARead(race)
    expect(race.view.result.current.count).toBe(0)
})
