import {act, fireEvent, screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {ColumnBanner, ContentBanner, ContentSpot, HeroBanner, TwoColumnBanner} from '../../model'
import {CORE_SCHEMAS, SCHEMAS} from '../../model/schemas'
import {heroBanner, image, meta} from '../../test-utils/fixtures'
import ColumnBannerBlock from '../column-banner'
import ContentBannerBlock from '../content-banner'
import ContentSpotBlock from '../content-spot'
import HeroBannerBlock from '../hero-banner'
import TwoColumnBannerBlock from '../two-column-banner'

/**
 * Video in every block whose model has one (spec 001 §3.3, §4.5): "Video blocks show a poster, then the video
 * after 100ms; mobile or desktop source switches at widths of 639px or less".
 */
const video = (name: string) =>
    ({
        _meta: {schema: CORE_SCHEMAS.videoLink},
        id: `video-${name}`,
        name,
        endpoint: 'velaactive',
        defaultHost: 'media.example'
    } as const)

let mobile = false
let reducedMotion = false
const play = jest.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
})
const pause = jest.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'))
})

beforeAll(() => {
    Object.assign(HTMLMediaElement.prototype, {play, pause})
})
beforeEach(() => {
    jest.useFakeTimers()
    mobile = false
    reducedMotion = false
    play.mockClear()
    pause.mockClear()
    window.matchMedia = (query: string) =>
        ({
            matches: query.includes('639px')
                ? mobile
                : query.includes('reduced-motion')
                ? reducedMotion
                : false,
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined
        } as unknown as MediaQueryList)
})
afterEach(() => jest.useRealTimers())

const videoElement = () => document.querySelector('video')
const sources = () =>
    Array.from(document.querySelectorAll('video source')).map((source) => source.getAttribute('src'))

const hero = (fields: Record<string, unknown> = {}) =>
    renderWithProviders(
        <HeroBannerBlock
            item={
                heroBanner({
                    media: {
                        image: image('hero-poster'),
                        video: video('video-hero'),
                        videoMobile: video('video-hero-mobile'),
                        imageAltText: 'Runner'
                    },
                    ...fields
                }) as HeroBanner
            }
        />
    )

test('the poster first; after 100 ms a muted, looping video that plays, with a pause button', () => {
    hero()
    expect(screen.getByRole('img', {name: 'Runner'})).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(99))
    expect(videoElement()).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(videoElement()).toHaveProperty('muted', true)
    expect(videoElement()).toHaveAttribute('loop')
    expect(videoElement()).toHaveAttribute('aria-hidden', 'true')
    expect(sources()).toEqual([
        'http://media.example/v/velaactive/video-hero/webm_720p',
        'http://media.example/v/velaactive/video-hero/mp4_720p'
    ])
    expect(play).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', {name: 'Pause video'}))
    expect(pause).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', {name: 'Play video'}))
    expect(play).toHaveBeenCalledTimes(2)
})

test('at 639 px or less the mobile cut plays', () => {
    mobile = true
    hero()
    act(() => jest.advanceTimersByTime(100))
    expect(sources()[0]).toBe('http://media.example/v/velaactive/video-hero-mobile/webm_720p')
})

test('a shopper who prefers reduced motion gets the video paused until they press play', () => {
    reducedMotion = true
    hero()
    act(() => jest.advanceTimersByTime(100))
    expect(play).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', {name: 'Play video'}))
    expect(play).toHaveBeenCalledTimes(1)
})

test.each([
    [
        'content banner',
        () => (
            <ContentBannerBlock
                item={
                    {
                        _meta: meta(SCHEMAS.contentBanner),
                        contentOptions: {video: video('video-banner'), image: image('banner')},
                        header: 'Run club'
                    } as ContentBanner
                }
            />
        )
    ],
    [
        'two-column banner (video only: the poster frame is drawn)',
        () => (
            <TwoColumnBannerBlock
                item={
                    {
                        _meta: meta(SCHEMAS.twoColumnBanner),
                        media: {video: video('video-banner')},
                        copy: '<h2>Better fabrics</h2>'
                    } as TwoColumnBanner
                }
            />
        )
    ],
    [
        'column banner',
        () => (
            <ColumnBannerBlock
                item={
                    {
                        _meta: meta(SCHEMAS.columnBanner),
                        columns: [{header: 'Studio', video: video('video-banner'), image: image('tile')}]
                    } as ColumnBanner
                }
            />
        )
    ],
    [
        'content spot',
        () => (
            <ContentSpotBlock
                item={
                    {
                        _meta: meta(SCHEMAS.contentSpot),
                        common: {},
                        desktop: {video: video('video-banner'), image: image('tile'), header: 'New in'}
                    } as ContentSpot
                }
            />
        )
    ]
])('the %s plays its video', (_name, block) => {
    renderWithProviders(block())
    act(() => jest.advanceTimersByTime(100))
    expect(sources()[0]).toBe('http://media.example/v/velaactive/video-banner/webm_720p')
    expect(screen.getByRole('button', {name: 'Pause video'})).toBeInTheDocument()
})
