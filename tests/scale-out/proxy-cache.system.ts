import assert from 'assert/strict'
import fs from 'fs'
import {after, before, describe, test} from 'node:test'
import {freePort} from '../../scripts/wait-for'
import {guestClients, orderableVariant} from '../faults/checkout'
import {eventually, startSystemStack, type SystemStack, timedFetch} from '../faults/lib/system-stack'
import {ensureNginx, type RunningNginx, startNginx} from './nginx'

/**
 * Scale-out as it would run in production (issue #8): two production hosts behind Debian's nginx with the
 * shipped caching configuration (deploy/nginx/vela-storefront.conf). Catalogue and content pages are cached
 * per their Cache-Control; shopper pages, the API proxy and failures never are; a shopper's session works
 * whichever host answers (no sticky sessions).
 */

let stack: SystemStack
let nginx: RunningNginx
let edge: string

before(async () => {
    ensureNginx()
    stack = await startSystemStack({name: 'scale-out', hosts: 2})
    nginx = await startNginx({
        runDir: stack.runDir,
        port: await freePort(),
        hosts: stack.hosts.map((host) => `127.0.0.1:${host.port}`)
    })
    edge = nginx.origin
})
after(async () => {
    await nginx?.stop()
    await stack?.stop()
})

const cacheStatus = (answer: {headers: Headers}) => answer.headers.get('x-cache-status')

void describe('behind a caching nginx', {concurrency: false}, () => {
    void test('both hosts serve: round robin, no affinity', async () => {
        const pids = new Set<number>()
        for (let round = 0; round < 4; round += 1) {
            pids.add((JSON.parse((await timedFetch(`${edge}/healthz`)).text) as {pid: number}).pid)
        }
        assert.equal(pids.size, 2)
    })

    void test('catalogue and content pages: a miss, then hits with the same page', async () => {
        for (const path of ['/shop/bottoms/leggings', '/about-us/our-story', '/product/VL10001']) {
            // The first cacheable render is a miss (a render that missed a deadline on a busy machine is
            // not cacheable and simply tried again).
            let first = await timedFetch(`${edge}${path}`, {limitMs: 60_000})
            for (
                let retry = 0;
                retry < 5 && !/s-maxage/.test(first.headers.get('cache-control') ?? '');
                retry += 1
            )
                first = await timedFetch(`${edge}${path}`, {limitMs: 60_000})
            assert.equal(first.status, 200, path)
            assert.equal(cacheStatus(first), 'MISS', path)
            assert.match(first.headers.get('cache-control') ?? '', /s-maxage=\d+/)
            const second = await timedFetch(`${edge}${path}`)
            const third = await timedFetch(`${edge}${path}`)
            assert.equal(cacheStatus(second), 'HIT', path)
            assert.equal(cacheStatus(third), 'HIT', path)
            assert.equal(second.text, first.text)
        }
    })

    void test('shopper pages and shopper data are never cached', async () => {
        for (const path of ['/cart', '/account', '/checkout']) {
            for (let round = 0; round < 2; round += 1) {
                const answer = await timedFetch(`${edge}${path}`, {limitMs: 60_000})
                assert.notEqual(cacheStatus(answer), 'HIT', `${path} served from the cache`)
                assert.equal(answer.headers.get('cache-control'), 'private, no-store', path)
            }
        }
        // Two shoppers, one proxied basket URL shape each: every answer comes from the platform.
        const [ann, ben] = [
            await guestClients(edge, stack.hosts[0].url),
            await guestClients(edge, stack.hosts[0].url)
        ]
        const productId = await orderableVariant(ann, 'VL10001')
        const annBasket = await ann.baskets.createBasket({body: {}})
        await ann.baskets.addItemToBasket({
            parameters: {basketId: annBasket.basketId as string},
            body: [{productId, quantity: 2}]
        })
        const benBasket = await ben.baskets.createBasket({body: {}})
        // The session lives in the shopper's token and the platform: any host serves it (round robin).
        for (let round = 0; round < 4; round += 1) {
            const mine = await ann.baskets.getBasket({parameters: {basketId: annBasket.basketId as string}})
            assert.equal(mine.productItems?.[0]?.quantity, 2)
            const theirs = await ben.baskets.getBasket({parameters: {basketId: benBasket.basketId as string}})
            assert.deepEqual(theirs.productItems ?? [], [])
        }
        const log = fs.readFileSync(nginx.accessLog, 'utf8')
        assert.ok(log.includes('/mobify/proxy/api/'), 'the API calls went through nginx')
    })

    void test('a page rendered while the platform is frozen is not cached; the next one is', async () => {
        const path = '/shop/bottoms/leggings?outage=1'
        stack.pauseSandbox()
        let failed
        try {
            failed = await timedFetch(`${edge}${path}`)
        } finally {
            stack.resumeSandbox()
        }
        assert.ok(failed.ms < 12_000, `answered in ${failed.ms} ms`)
        assert.equal(failed.headers.get('cache-control'), 'private, no-store')
        assert.notEqual(cacheStatus(failed), 'HIT')
        await eventually(
            async () => {
                const recovered = await timedFetch(`${edge}${path}`)
                assert.equal(recovered.status, 200)
                assert.match(recovered.headers.get('cache-control') ?? '', /s-maxage/)
                assert.equal(cacheStatus(recovered), 'MISS', 'the failure was not served from the cache')
            },
            {timeoutMs: 60_000, intervalMs: 1000}
        )
        assert.equal(cacheStatus(await timedFetch(`${edge}${path}`)), 'HIT')
    })
})
