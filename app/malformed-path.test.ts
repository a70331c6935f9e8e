import type {NextFunction, Request, Response} from 'express'
import {isDecodablePath, renderMalformedPathAsNotFound} from './malformed-path'

describe('malformed paths', () => {
    test.each([
        ['/shop/bottoms/leggings', true],
        ['/search', true],
        ['/%E2%9C%93-tick', true],
        ['/%E0%A4%A', false],
        ['/shop/%', false],
        ['/%ZZ', false]
    ])('%s decodes: %s', (path, expected) => {
        expect(isDecodablePath(path)).toBe(expected)
    })

    test('an undecodable path is rendered as the not-found page; a good one is untouched', () => {
        const next = jest.fn() as NextFunction
        const bad = {path: '/%E0%A4%A', url: '/%E0%A4%A?x=1', originalUrl: '/%E0%A4%A?x=1'} as Request
        renderMalformedPathAsNotFound(bad, {} as Response, next)
        expect(bad.url).toBe('/404')
        expect(bad.originalUrl).toBe('/404')
        const good = {path: '/shop/bottoms', url: '/shop/bottoms?x=1'} as Request
        renderMalformedPathAsNotFound(good, {} as Response, next)
        expect(good.url).toBe('/shop/bottoms?x=1')
        expect(next).toHaveBeenCalledTimes(2)
    })
})
