import {ContentNotFoundError, StagingEnvironmentFactory, type DefaultContentBody} from 'dc-delivery-sdk-js'
import type {RunningSandbox} from '../../testing/start'
import {SEED_SCHEMAS} from '../../seed/content/schemas'
import {SCHEDULED_FROM, SCHEDULED_UNTIL, STAGED_HERO_TITLE} from '../../seed/content/staging'
import {contentClient, fixedClock, startContentSandbox} from './testing'

// Preview (virtual staging) and the time machine, as a storefront reaches them: domains from the
// StagingEnvironmentFactory, content through a client whose baseUrl carries the /vse/{domain} prefix.
let running: RunningSandbox
beforeAll(async () => {
    running = await startContentSandbox({clock: fixedClock('2025-06-01T00:00:00.000Z')})
})
afterAll(() => running.stop())

/** SDK bodies with the seed's fields, untyped: tests assert on the wire content. */
type Body = DefaultContentBody

const VSE = 'kuifkfmrgfsv1sd0n5r4ndrx5.staging.bigcontent.io'
const heroTitle = async (options: {vse?: string}) => {
    const home = await contentClient(running.origin, {locale: 'en-GB', ...options}).getContentItemByKey<Body>(
        'home'
    )
    return home.body.components[0].textCopy.title
}

describe('StagingEnvironmentFactory.generateDomain against the sandbox', () => {
    test('a timestamp gives a time-machine domain', async () => {
        const factory = new StagingEnvironmentFactory(VSE, {baseUrl: running.origin})
        await expect(factory.generateDomain({timestamp: 1922000000000})).resolves.toBe(
            'kuifkfmrgfsv1sd0n5r4ndrx5-gvzrfgnzc-1922000000000.staging.bigcontent.io'
        )
    })

    test('a snapshot id gives a snapshot domain, and regenerating replaces the tag', async () => {
        const factory = new StagingEnvironmentFactory(
            `${VSE.split('.')[0]}-gvzrfgnzc-1.staging.bigcontent.io`,
            {
                baseUrl: running.origin
            }
        )
        await expect(factory.generateDomain({snapshotId: 'abc123'})).resolves.toBe(
            'kuifkfmrgfsv1sd0n5r4ndrx5-fancfubgVq-abc123.staging.bigcontent.io'
        )
    })
})

describe('preview through /vse/{domain}', () => {
    test('the staged home hero shows only in preview, with its variations kept', async () => {
        await expect(heroTitle({})).resolves.toBe('Made to Move')
        await expect(heroTitle({vse: VSE})).resolves.toBe(STAGED_HERO_TITLE)
        const preview = await contentClient(running.origin, {vse: VSE}).getContentItemByKey<Body>('home')
        expect(preview.body.components[0].variations[0].content._meta.name).toBe('home-hero-insiders')
    })

    test('draft and staging-only items are visible in preview only', async () => {
        const published = contentClient(running.origin)
        const preview = contentClient(running.origin, {vse: VSE})
        for (const key of ['landing/autumn-preview', 'landing/autumn-lookbook']) {
            await expect(published.getContentItemByKey(key)).rejects.toBeInstanceOf(ContentNotFoundError)
            await expect(preview.getContentItemByKey<Body>(key)).resolves.toMatchObject({
                body: {_meta: {deliveryKey: key}}
            })
        }
        const listed = await preview.filterByContentType<Body>(SEED_SCHEMAS.landingPage).page(50).request()
        expect(listed.responses.map((entry) => entry.content._meta.name)).toEqual(
            expect.arrayContaining(['landing-autumn-preview', 'content-autumn-lookbook'])
        )
    })

    test('hierarchies are served in preview too', async () => {
        const tree = await contentClient(running.origin, {vse: VSE}).getHierarchyByKey<Body>({
            rootKey: 'menu/mobile'
        })
        expect(tree.children.length).toBeGreaterThan(5)
    })

    test('scheduled content follows the time-machine timestamp, and the server clock otherwise', async () => {
        const factory = new StagingEnvironmentFactory(VSE, {baseUrl: running.origin})
        const during = await factory.generateDomain({timestamp: Date.parse(SCHEDULED_FROM) + 86_400_000})
        const before = await factory.generateDomain({timestamp: Date.parse(SCHEDULED_FROM) - 1})
        const after = await factory.generateDomain({timestamp: Date.parse(SCHEDULED_UNTIL)})
        const read = (vse?: string) =>
            contentClient(running.origin, vse ? {vse} : {})
                .getContentItemByKey('landing/black-friday')
                .then(
                    () => 'visible',
                    () => 'hidden'
                )
        await expect(read(during)).resolves.toBe('visible')
        await expect(read(before)).resolves.toBe('hidden')
        await expect(read(after)).resolves.toBe('hidden')
        await expect(read(VSE)).resolves.toBe('hidden')
        await expect(read()).resolves.toBe('hidden')
    })
})

describe('offer countdowns follow the sandbox clock at seed time', () => {
    test('the GB announcement counts down to 09:00 UTC four days after seeding, not to a fixed year', async () => {
        const stripe = await contentClient(running.origin, {locale: 'en-GB'}).getContentItemByKey<Body>(
            'site-stripe'
        )
        const dates = stripe.body.siteStripeMessage
            .map((message: {countdownDate?: string}) => message.countdownDate)
            .filter(Boolean)
        expect(dates).toEqual(['2025-06-05T09:00:00.000Z'])
    })
})
