import type {VideoLink} from '../../model'

/** Spec 001 §9: "video delay 100 ms"; §4.5 "show a poster, then the video after 100ms". */
export const VIDEO_DELAY_MS = 100
/** Spec 001 §9: "mobile video at 639px or less". */
export const MOBILE_VIDEO_QUERY = '(max-width: 639px)'

const base = (video: Pick<VideoLink, 'defaultHost' | 'endpoint' | 'name'>, protocol: string) =>
    `${protocol}://${video.defaultHost}/v/${encodeURIComponent(video.endpoint)}/${encodeURIComponent(
        video.name
    )}`

/** A rendition of a CMS video (`/v/{endpoint}/{name}/{profile}`, e.g. mp4_720p or webm_720p). */
export const cmsVideoUrl = (video: VideoLink, profile: string, protocol: 'http' | 'https' = 'https') =>
    `${base(video, protocol)}/${profile}`

/** The video's poster frame (the media service's thumbnail). */
export const videoPosterUrl = (video: VideoLink, protocol: 'http' | 'https' = 'https', width = 1200) =>
    `${base(video, protocol)}?w=${width}`
