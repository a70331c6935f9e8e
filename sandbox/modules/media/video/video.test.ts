import {startSandbox, type RunningSandbox} from '../../../testing/start'
import {mediaModule} from '..'
import {sizeBytes} from './webm-mux'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: [mediaModule]})
})
afterAll(() => running.stop())

const EBML_MAGIC = '1a45dfa3'

describe('generated video (WebM profiles of CMS video links)', () => {
    test('a webm profile is a real WebM clip: VP8, the same bytes every time, byte ranges for players', async () => {
        const url = `${running.origin}/v/velaactive/video-hero-summer-run/webm_720p`
        const full = await fetch(url)
        expect(full.status).toBe(200)
        expect(full.headers.get('content-type')).toBe('video/webm')
        const bytes = Buffer.from(await full.arrayBuffer())
        expect(bytes.subarray(0, 4).toString('hex')).toBe(EBML_MAGIC)
        expect(bytes.indexOf(Buffer.from('V_VP8'))).toBeGreaterThan(-1)
        expect(bytes.length).toBeLessThan(400_000)
        const again = Buffer.from(await (await fetch(url)).arrayBuffer())
        expect(again.equals(bytes)).toBe(true)
        const part = await fetch(url, {headers: {range: 'bytes=0-99'}})
        expect(part.status).toBe(206)
        expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`)
        expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true)
    })

    test('other profiles keep the media host stub; unsafe names are refused in the platform shape', async () => {
        const stub = await fetch(`${running.origin}/v/velaactive/video-hero-summer-run/mp4_720p`)
        expect(stub.headers.get('content-type')).toContain('json')
        const bad = await fetch(`${running.origin}/v/velaactive/bad%00name/webm_720p`)
        expect(bad.status).toBe(400)
    })

    test.each([
        [0, '80'],
        [126, 'fe'],
        [127, '407f'],
        [16382, '7ffe']
    ])('EBML size %d is written as %s', (size, hex) => {
        expect(sizeBytes(size).toString('hex')).toBe(hex)
    })
})
