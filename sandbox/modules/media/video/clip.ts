import sharp from 'sharp'
import {renderEditorial} from '../art/editorial'
import {encodePicture} from '../encode'
import {muxWebm, vp8FrameOfWebp} from './webm-mux'

/**
 * Generated video for CMS video links: the asset's campaign scene (the same drawing as its poster frame)
 * filmed with a slow push-in and drift, encoded as VP8 key frames in WebM. Deterministic: the same name and
 * profile always give the same bytes. Portrait for names that say 'mobile' or 'portrait'.
 */
export const CLIP_SECONDS = 3
export const CLIP_FPS = 10
const QUALITY = 50
/** How much larger the scene is drawn than the frame, so the camera has room to move. */
const OVERSCAN = 1.2

export interface ClipSize {
    width: number
    height: number
}

/** Frame size for a profile such as webm_720p or webm_480p (the height of a landscape frame). */
export const clipSize = (name: string, profile: string): ClipSize => {
    const lines = Number(/(\d{3,4})p/i.exec(profile)?.[1] ?? 360)
    const short = Math.min(720, Math.max(240, lines)) >= 480 ? 360 : 240
    const long = Math.round((short * 16) / 9 / 2) * 2
    return /mobile|portrait/i.test(name) ? {width: short, height: long} : {width: long, height: short}
}

/** Eases the camera: slow at both ends, so the loop's jump back is gentle. */
const ease = (t: number) => 0.5 - Math.cos(Math.PI * t) / 2

export const renderClip = async (name: string, size: ClipSize): Promise<Buffer> => {
    const sceneWidth = Math.round(size.width * OVERSCAN)
    const sceneHeight = Math.round(size.height * OVERSCAN)
    const poster = await encodePicture(renderEditorial(name, 'poster', sceneWidth, sceneHeight), 'png', 100)
    const scene = await sharp(poster).removeAlpha().raw().toBuffer({resolveWithObject: true})
    const frameCount = CLIP_SECONDS * CLIP_FPS
    const frames: Buffer[] = []
    for (let index = 0; index < frameCount; index++) {
        // Forward and back within the clip, so the looped video has no seam.
        const t = ease(
            index < frameCount / 2 ? (2 * index) / frameCount : (2 * (frameCount - index)) / frameCount
        )
        const zoom = 1 + 0.12 * t
        const cropWidth = Math.round(sceneWidth / zoom)
        const cropHeight = Math.round(sceneHeight / zoom)
        const left = Math.round((sceneWidth - cropWidth) * (0.3 + 0.4 * t))
        const top = Math.round((sceneHeight - cropHeight) * 0.5)
        const webp = await sharp(scene.data, {raw: scene.info})
            .extract({left, top, width: cropWidth, height: cropHeight})
            .resize(size.width, size.height)
            .webp({quality: QUALITY, effort: 2, smartSubsample: false})
            .toBuffer()
        frames.push(vp8FrameOfWebp(webp))
    }
    return muxWebm({...size, fps: CLIP_FPS, frames})
}
