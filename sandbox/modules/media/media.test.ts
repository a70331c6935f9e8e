import fs from 'fs'
import os from 'os'
import path from 'path'
import sharp from 'sharp'
import {IMAGE_VIEWS, PRODUCT_KINDS, productImagePath} from '../../seed/palette'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {MediaCache} from './cache'
import {mediaModule} from '.'

let dataDir: string
let running: RunningSandbox

const start = () => startSandbox({dataDir, modules: [mediaModule]})

beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-media-test-'))
    running = await start()
})
afterAll(async () => {
    await running.stop()
    fs.rmSync(dataDir, {recursive: true, force: true})
})

const get = (url: string, init?: RequestInit) => fetch(`${running.origin}${url}`, init)
const size = async (res: Response) => {
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    return {width: meta.width, height: meta.height, format: meta.format}
}

describe('product images', () => {
    test('serve a 4:5 JPEG at 800px by default with immutable caching headers', async () => {
        const res = await get(productImagePath('leggings', 'black', 'front'))
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/jpeg')
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{24}"$/)
        expect(res.headers.get('x-local-placeholder')).toBeNull()
        expect(await size(res)).toEqual({width: 800, height: 1000, format: 'jpeg'})
    })

    test.each([
        ['sw=350', 400, 500],
        ['w=600', 600, 750],
        ['sw=1', 32, 40],
        ['sw=99999', 1920, 2400],
        ['sw=0', 800, 1000],
        ['sw=400&sh=400', 400, 400],
        ['sh=500', 400, 500]
    ])('width snapping and clamping: %s', async (query, width, height) => {
        const res = await get(`${productImagePath('tee', 'white', 'back')}?${query}`)
        expect(res.status).toBe(200)
        expect(await size(res)).toMatchObject({width, height})
    })

    test('swatches are small squares', async () => {
        const res = await get(productImagePath('tank', 'leopard-print', 'swatch'))
        expect(await size(res)).toMatchObject({width: 120, height: 120})
        const small = await get(`${productImagePath('tank', 'leopard-print', 'swatch')}?sw=60`)
        expect(await size(small)).toMatchObject({width: 64, height: 64})
    })

    test.each([
        ['/images/products/hoodie/sage-green/front.webp?sw=200', 'image/webp', 'webp'],
        ['/images/products/hoodie/sage-green/front.png?sw=200', 'image/png', 'png'],
        ['/images/products/hoodie/sage-green/front.gif?sw=200', 'image/gif', 'gif'],
        ['/images/products/hoodie/sage-green/front.jpg?sw=200&fmt=webp', 'image/webp', 'webp'],
        ['/images/products/hoodie/sage-green/front.jpg?sw=200&sfrm=png', 'image/png', 'png']
    ])('format from extension or parameter: %s', async (url, type, format) => {
        const res = await get(url)
        expect(res.headers.get('content-type')).toBe(type)
        expect(await size(res)).toMatchObject({format})
    })

    test('fmt=auto negotiates AVIF or WebP from the Accept header and varies on it', async () => {
        const url = `${productImagePath('jacket', 'navy-blue', 'front')}?sw=200&fmt=auto`
        const avif = await get(url, {headers: {accept: 'image/avif,image/webp,*/*'}})
        expect(avif.headers.get('content-type')).toBe('image/avif')
        expect(avif.headers.get('vary')).toBe('Accept')
        const webp = await get(url, {headers: {accept: 'image/webp,*/*'}})
        expect(webp.headers.get('content-type')).toBe('image/webp')
        const jpeg = await get(url, {headers: {accept: 'image/*'}})
        expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
        expect(jpeg.headers.get('etag')).not.toBe(webp.headers.get('etag'))
    })

    test('a look segment picks the drawing; every view of it is served, in sized variants', async () => {
        for (const view of IMAGE_VIEWS) {
            const url = `${productImagePath('hoodie', 'black', view, 'crop-zip-v1')}?sw=200`
            expect(url).toBe(`/images/products/hoodie/crop-zip-v1/black/${view}.jpg?sw=200`)
            const res = await get(url)
            expect([view, res.status, res.headers.get('x-local-placeholder')]).toEqual([view, 200, null])
            expect(await size(res)).toMatchObject({width: 200, height: view === 'swatch' ? 200 : 250})
        }
        const cropped = Buffer.from(
            await (await get(productImagePath('hoodie', 'black', 'front', 'crop-v0'))).arrayBuffer()
        )
        const full = Buffer.from(
            await (await get(productImagePath('hoodie', 'black', 'front', 'v0'))).arrayBuffer()
        )
        expect(cropped.equals(full)).toBe(false)
    })

    test('product links ending in .jpg are served as AVIF or WebP to browsers that announce them', async () => {
        const url = `${productImagePath('tank', 'coral-pink', 'front', 'crop-v2')}?sw=300`
        const avif = await get(url, {headers: {accept: 'image/avif,image/webp,image/apng,*/*;q=0.8'}})
        expect(avif.headers.get('content-type')).toBe('image/avif')
        expect(avif.headers.get('vary')).toBe('Accept')
        expect(await size(avif)).toMatchObject({width: 300, height: 375, format: 'heif'})
        const webp = await get(url, {headers: {accept: 'image/webp,*/*'}})
        expect(webp.headers.get('content-type')).toBe('image/webp')
        const jpeg = await get(url, {headers: {accept: '*/*'}})
        expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
        // An explicit format wins over the Accept header.
        const png = await get(`${url}&sfrm=png`, {headers: {accept: 'image/avif,*/*'}})
        expect(png.headers.get('content-type')).toBe('image/png')
    })

    test('every kind draws in every view', async () => {
        for (const kind of PRODUCT_KINDS) {
            for (const view of IMAGE_VIEWS) {
                const res = await get(`${productImagePath(kind, 'tie-dye-print', view)}?sw=120`)
                expect([kind, view, res.status]).toEqual([kind, view, 200])
                expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500)
            }
        }
    })

    test.each([
        '/images/products/spaceship/black/front.jpg',
        '/images/products/leggings/no-such-colour/front.jpg',
        '/images/products/leggings/black/sideways.jpg',
        '/images/products/leggings/black',
        '/images/somewhere/else.jpg'
    ])('unknown products get a marked placeholder, never a 404: %s', async (url) => {
        const res = await get(url)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/jpeg')
        expect(res.headers.get('x-local-placeholder')).toBe('1')
    })

    test('HEAD answers headers without a body', async () => {
        const res = await get(productImagePath('cap', 'olive', 'front'), {method: 'HEAD'})
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/jpeg')
        expect(Number(res.headers.get('content-length'))).toBeGreaterThan(1000)
        expect((await res.arrayBuffer()).byteLength).toBe(0)
    })
})

describe('bad input', () => {
    test.each([
        ['/images/products/leggings/black/front.jpg?sw=wide', /'sw' must be a number/],
        ['/images/products/leggings/black/front.jpg?q=best', /'q' must be a number/],
        ['/images/products/leggings/black/front.jpg?fmt=tiff', /Unsupported image format/],
        ['/images/products/leggings/black/front.tiff', /Unsupported image format/],
        ['/images/products/leggings/..%2F..%2Fsecret/front.jpg', /Invalid colour/],
        ['/images/products/%2e%2e%5cx/black/front.jpg', /Invalid product kind/],
        ['/images/products/leggings/..%2F..%2Fetc/black/front.jpg', /Invalid look/],
        ['/i/endpoint/..%2Fescape.jpg', /Invalid media name/],
        ['/i/endpoint/hero?aspect=wide', /'aspect' must look like/],
        ['/images/bad%E0%A4%A.jpg', /Malformed escape/]
    ])('%s is a 400 with the platform problem shape', async (url, detail) => {
        const res = await get(url)
        expect(res.status).toBe(400)
        expect(res.headers.get('content-type')).toContain('application/problem+json')
        const body = await res.json()
        expect(body).toMatchObject({title: 'Bad Request', detail: expect.stringMatching(detail)})
        expect(body.type).toMatch(/\/errors\/[a-z-]+$/)
    })
})

describe('caching', () => {
    test('a render is cached in memory, on disk, and answered 304 when unchanged', async () => {
        const url = `${productImagePath('socks', 'coral-pink', 'detail')}?sw=300`
        const first = await get(url)
        expect(first.headers.get('x-media-cache')).toBe('render')
        const bytes = Buffer.from(await first.arrayBuffer())
        const second = await get(url)
        expect(second.headers.get('x-media-cache')).toBe('memory')
        expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true)
        const etag = first.headers.get('etag') ?? ''
        const revalidated = await get(url, {headers: {'if-none-match': etag}})
        expect(revalidated.status).toBe(304)
        // A fresh process finds the file on disk instead of drawing again.
        const restarted = await start()
        try {
            const fromDisk = await fetch(`${restarted.origin}${url}`)
            expect(fromDisk.headers.get('x-media-cache')).toBe('disk')
            expect(Buffer.from(await fromDisk.arrayBuffer()).equals(bytes)).toBe(true)
        } finally {
            await restarted.stop()
        }
        expect(fs.readdirSync(path.join(dataDir, 'media-cache')).length).toBeGreaterThan(0)
    })

    test('requests that snap to the same size share one cache entry', async () => {
        await get(`${productImagePath('bag', 'stone', 'front')}?sw=550`)
        const snapped = await get(`${productImagePath('bag', 'stone', 'front')}?sw=600`)
        expect(snapped.headers.get('x-media-cache')).toBe('memory')
    })

    test('concurrent misses for one key render once', async () => {
        const cache = new MediaCache(path.join(dataDir, 'concurrency'))
        let renders = 0
        const render = async () => {
            renders++
            await new Promise((resolve) => setTimeout(resolve, 20))
            return Buffer.from('image')
        }
        const results = await Promise.all([1, 2, 3, 4].map(() => cache.get('same-key', 'jpg', render)))
        expect(renders).toBe(1)
        expect(results.every(({buffer}) => buffer.toString() === 'image')).toBe(true)
    })
})

describe('CMS media', () => {
    test.each([
        ['/i/vela/hero-summer-sale', 'image/jpeg', 1600, 900],
        ['/i/vela/hero-summer-sale.webp?w=800', 'image/webp', 800, 450],
        ['/i/vela/hero-new-season/new-season-campaign.jpg?w=400&h=500&qlt=80', 'image/jpeg', 400, 500],
        ['/i/vela/banner-leggings?w=1200&sm=aspect&aspect=21:9', 'image/jpeg', 1200, 514],
        ['/i/vela/tile-yoga.png?w=300', 'image/png', 300, 300],
        ['/i/vela/category-sports-bras?w=600', 'image/jpeg', 600, 750],
        ['/i/vela/editorial-outdoor?w=1200&h=800&fmt=webp', 'image/webp', 1200, 800],
        ['/i/vela/logo-vela', 'image/png', 400, 120],
        ['/i/vela/promo-insiders.bmp?w=200', 'image/png', 200, 113],
        ['/i/vela/anything-at-all?w=20000&h=1', 'image/jpeg', 2400, 400]
    ])('%s', async (url, type, width, height) => {
        const res = await get(url)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe(type)
        expect(await size(res)).toMatchObject({width, height})
    })

    test('video thumbnails are poster images; video profiles answer a JSON stub', async () => {
        const poster = await get('/v/vela/video-yoga-flow?w=600')
        expect(poster.headers.get('content-type')).toBe('image/jpeg')
        expect(await size(poster)).toMatchObject({width: 600, height: 338})
        const stub = await get('/v/vela/video-yoga-flow/mp4_720p?protocol=https')
        expect(stub.status).toBe(200)
        expect(stub.headers.get('x-local-placeholder')).toBe('1')
        expect(await stub.json()).toMatchObject({name: 'video-yoga-flow', status: 'sandbox-stub'})
        const metadata = await get('/v/vela/video-yoga-flow.json?metadata=true')
        expect(await metadata.json()).toMatchObject({name: 'video-yoga-flow', media: []})
    })
})
