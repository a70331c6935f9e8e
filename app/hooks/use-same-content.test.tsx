import {renderHook} from '@testing-library/react'
import {useSameContent} from './use-same-content'

describe('useSameContent', () => {
    test('a rebuilt value with the same content keeps the first identity; a changed one is taken', () => {
        const first = {entries: [{id: 'women', children: ['leggings']}]}
        const {result, rerender} = renderHook(({value}) => useSameContent(value), {
            initialProps: {value: first}
        })
        expect(result.current).toBe(first)
        rerender({value: {entries: [{id: 'women', children: ['leggings']}]}})
        expect(result.current).toBe(first)
        const changed = {entries: [{id: 'women', children: ['leggings', 'insiders']}]}
        rerender({value: changed})
        expect(result.current).toBe(changed)
    })
})
