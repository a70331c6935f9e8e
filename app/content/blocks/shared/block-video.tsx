import {useEffect, useRef, useState} from 'react'
import {Box, chakra} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useSite} from '../../../site/site-context'
import type {VideoLink} from '../../model'
import {cmsVideoUrl, MOBILE_VIDEO_QUERY, VIDEO_DELAY_MS, videoPosterUrl} from './video-urls'

const messages = defineMessages({
    pause: {id: 'content.video.pause', defaultMessage: 'Pause video'},
    play: {id: 'content.video.play', defaultMessage: 'Play video'}
})

export interface BlockVideoProps {
    video?: VideoLink
    /** The portrait cut for phones ("mobile or desktop source switches at widths of 639px or less"). */
    videoMobile?: VideoLink
    /** Draw the video's own poster frame underneath (for blocks that have no image of their own). */
    showPoster?: boolean
}

const matchesMobile = () =>
    typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_VIDEO_QUERY).matches

const usePrefersReducedMotion = () => {
    const [reduced, setReduced] = useState(false)
    useEffect(() => {
        const list =
            typeof window.matchMedia === 'function'
                ? window.matchMedia('(prefers-reduced-motion: reduce)')
                : null
        if (!list) return undefined
        setReduced(list.matches)
        const onChange = () => setReduced(list.matches)
        list.addEventListener?.('change', onChange)
        return () => list.removeEventListener?.('change', onChange)
    }, [])
    return reduced
}

const Control = chakra('button', {
    baseStyle: {
        position: 'absolute',
        // Top right: copy and calls to action sit at the foot or the side of every block's media.
        right: {base: 3, md: 5},
        top: {base: 3, md: 5},
        zIndex: 2,
        w: '40px',
        h: '40px',
        borderRadius: 'full',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        bg: 'rgba(17, 17, 17, 0.6)',
        color: 'white',
        _hover: {bg: 'rgba(17, 17, 17, 0.8)'},
        _focusVisible: {outline: '2px solid white', outlineOffset: '2px', boxShadow: '0 0 0 4px #111111'}
    }
})

const Icon = ({playing}: {playing: boolean}) => (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {playing ? (
            <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
        ) : (
            <path d="M7 4l13 8-13 8z" fill="currentColor" />
        )}
    </svg>
)

/**
 * A block's video (spec 001 §4.5): the block's image (the poster) shows first; 100 ms after the page is
 * running the video takes its place, muted and looping, the phone cut at 639 px or less. It starts by itself
 * unless the shopper prefers reduced motion, pauses while off screen, and has a pause/play button. Fills the
 * nearest positioned box; decorative, so hidden from assistive technology apart from its button.
 */
export const BlockVideo = ({video, videoMobile, showPoster = false}: BlockVideoProps) => {
    const intl = useIntl()
    const protocol = useSite().config.app.content.mediaProtocol
    const reducedMotion = usePrefersReducedMotion()
    const element = useRef<HTMLVideoElement>(null)
    const [mounted, setMounted] = useState(false)
    const [mobile, setMobile] = useState(false)
    const [playing, setPlaying] = useState(false)
    const [userPaused, setUserPaused] = useState<boolean | undefined>()
    const paused = userPaused ?? reducedMotion

    useEffect(() => {
        const timer = setTimeout(() => setMounted(true), VIDEO_DELAY_MS)
        setMobile(matchesMobile())
        const list = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_VIDEO_QUERY) : null
        const onChange = () => setMobile(Boolean(list?.matches))
        list?.addEventListener?.('change', onChange)
        return () => {
            clearTimeout(timer)
            list?.removeEventListener?.('change', onChange)
        }
    }, [])

    const source = (mobile && videoMobile) || video || videoMobile

    // Plays while on screen unless paused; off screen it rests, so a long page is not decoding video it hides.
    useEffect(() => {
        const media = element.current
        if (!mounted || !media) return undefined
        const apply = (visible: boolean) => {
            if (visible && !paused) void media.play().catch(() => setPlaying(false))
            else media.pause()
        }
        if (typeof IntersectionObserver === 'undefined') {
            apply(true)
            return undefined
        }
        const observer = new IntersectionObserver(([entry]) => apply(Boolean(entry?.isIntersecting)), {
            threshold: 0.1
        })
        observer.observe(media)
        return () => observer.disconnect()
    }, [mounted, paused, source])

    if (!source) return null
    const poster = videoPosterUrl(source, protocol)
    return (
        <>
            {showPoster ? (
                <Box
                    as="img"
                    src={poster}
                    alt=""
                    position="absolute"
                    inset={0}
                    w="100%"
                    h="100%"
                    objectFit="cover"
                    loading="lazy"
                />
            ) : null}
            {mounted ? (
                <Box
                    as="video"
                    ref={element}
                    key={source.name}
                    data-block-video={source.name}
                    aria-hidden="true"
                    muted
                    loop
                    playsInline
                    // Nothing loads until it plays (on screen); until then the poster underneath shows through.
                    preload="none"
                    disablePictureInPicture
                    onPlay={() => setPlaying(true)}
                    onPause={() => setPlaying(false)}
                    position="absolute"
                    inset={0}
                    w="100%"
                    h="100%"
                    objectFit="cover"
                    pointerEvents="none"
                >
                    <source src={cmsVideoUrl(source, 'webm_720p', protocol)} type="video/webm" />
                    <source src={cmsVideoUrl(source, 'mp4_720p', protocol)} type="video/mp4" />
                </Box>
            ) : null}
            {mounted ? (
                <Control
                    type="button"
                    aria-label={intl.formatMessage(playing ? messages.pause : messages.play)}
                    // The effect above plays or pauses the video to match the choice.
                    onClick={() => setUserPaused(playing)}
                >
                    <Icon playing={playing} />
                </Control>
            ) : null}
        </>
    )
}
