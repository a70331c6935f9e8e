import {startSandbox, type RunningSandbox} from '../../testing/start'
import {mailOutboxModule, sendMail, type SentMail} from '.'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: [mailOutboxModule]})
})
afterAll(() => running.stop())

const get = async (path: string) => {
    const res = await fetch(`${running.origin}${path}`)
    return {status: res.status, headers: res.headers, body: await res.json()}
}

describe('mail outbox', () => {
    test('lists mails newest first, filtered by recipient (any case) and kind; latest gives one', async () => {
        const {ctx} = running.sandbox
        sendMail(ctx, {to: 'pat@example.com', subject: 'One', kind: 'registration', text: 'first'})
        sendMail(ctx, {to: 'someone.else@example.com', subject: 'Other', kind: 'registration', text: 'x'})
        sendMail(ctx, {
            to: 'pat@example.com',
            subject: 'Two',
            kind: 'password-reset',
            content: {
                heading: 'Reset',
                paragraphs: ['Hi <script>alert(1)</script>'],
                action: {
                    label: 'Reset',
                    url: 'http://localhost:3000/reset-password?token=t&email=pat%40example.com'
                }
            }
        })
        const all = await get('/__sandbox/outbox?to=PAT@example.com')
        expect(all.status).toBe(200)
        expect(all.headers.get('cache-control')).toBe('no-store')
        expect((all.body as SentMail[]).map((mail) => mail.subject)).toEqual(['Two', 'One'])
        const [reset] = all.body as SentMail[]
        expect(reset).toMatchObject({
            to: 'pat@example.com',
            kind: 'password-reset',
            links: ['http://localhost:3000/reset-password?token=t&email=pat%40example.com'],
            created: expect.any(String)
        })
        expect(reset.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;')
        expect(reset.html).not.toContain('<script>')
        expect(reset.html).toContain(
            'href="http://localhost:3000/reset-password?token=t&amp;email=pat%40example.com"'
        )
        expect(reset.text).toContain(
            'Reset: http://localhost:3000/reset-password?token=t&email=pat%40example.com'
        )

        expect((await get('/__sandbox/outbox?to=pat@example.com&kind=registration')).body).toHaveLength(1)
        expect((await get('/__sandbox/outbox/latest?to=pat@example.com')).body.subject).toBe('Two')
        expect((await get('/__sandbox/outbox?limit=1')).body).toHaveLength(1)
        expect((await get('/__sandbox/outbox')).body.length).toBeGreaterThanOrEqual(3)
    })

    test('latest with no match is a 404; bad parameters are 400s', async () => {
        expect((await get('/__sandbox/outbox/latest?to=nobody@example.com')).status).toBe(404)
        expect((await get('/__sandbox/outbox?limit=0')).status).toBe(400)
        expect((await get('/__sandbox/outbox?limit=abc')).status).toBe(400)
        expect((await get('/__sandbox/outbox?to=a&to=b')).status).toBe(400)
        expect((await get(`/__sandbox/outbox?to=${'x'.repeat(300)}`)).status).toBe(400)
    })
})
