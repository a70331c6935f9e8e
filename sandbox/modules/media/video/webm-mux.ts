/**
 * A minimal WebM (Matroska) writer for one VP8 video track of key frames: EBML header, segment info with the
 * duration, one track, one cluster of SimpleBlocks and a cue at the start, so browsers can play, seek to the
 * start and loop it. Only what a generated clip needs; no audio, lacing or inter frames.
 */
const IDS = {
    EBML: 0x1a45dfa3,
    EBMLVersion: 0x4286,
    EBMLReadVersion: 0x42f7,
    EBMLMaxIDLength: 0x42f2,
    EBMLMaxSizeLength: 0x42f3,
    DocType: 0x4282,
    DocTypeVersion: 0x4287,
    DocTypeReadVersion: 0x4285,
    Segment: 0x18538067,
    Info: 0x1549a966,
    TimecodeScale: 0x2ad7b1,
    Duration: 0x4489,
    MuxingApp: 0x4d80,
    WritingApp: 0x5741,
    Tracks: 0x1654ae6b,
    TrackEntry: 0xae,
    TrackNumber: 0xd7,
    TrackUID: 0x73c5,
    FlagLacing: 0x9c,
    CodecID: 0x86,
    TrackType: 0x83,
    DefaultDuration: 0x23e383,
    Video: 0xe0,
    PixelWidth: 0xb0,
    PixelHeight: 0xba,
    Cluster: 0x1f43b675,
    Timecode: 0xe7,
    SimpleBlock: 0xa3,
    Cues: 0x1c53bb6b,
    CuePoint: 0xbb,
    CueTime: 0xb3,
    CueTrackPositions: 0xb7,
    CueTrack: 0xf7,
    CueClusterPosition: 0xf1
} as const

const idBytes = (id: number) => {
    const bytes: number[] = []
    for (let value = id; value > 0; value = Math.floor(value / 256)) bytes.unshift(value % 256)
    return Buffer.from(bytes)
}

/** An element's data size as an EBML variable-length integer (shortest form that fits). */
export const sizeBytes = (size: number) => {
    for (let length = 1; length <= 8; length++) {
        if (size < 2 ** (7 * length) - 1) {
            const bytes = Buffer.alloc(length)
            let value = size
            for (let index = length - 1; index >= 0; index--) {
                bytes[index] = value % 256
                value = Math.floor(value / 256)
            }
            bytes[0] |= 1 << (8 - length)
            return bytes
        }
    }
    throw new RangeError(`EBML size too large: ${size}`)
}

const element = (id: number, data: Buffer) => Buffer.concat([idBytes(id), sizeBytes(data.length), data])

const uint = (id: number, value: number) => {
    const bytes: number[] = []
    for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256))
        bytes.unshift(rest % 256)
    return element(id, Buffer.from(bytes))
}

const float = (id: number, value: number) => {
    const data = Buffer.alloc(8)
    data.writeDoubleBE(value)
    return element(id, data)
}

const text = (id: number, value: string) => element(id, Buffer.from(value, 'utf8'))

export interface WebmClip {
    width: number
    height: number
    /** Frames per second. */
    fps: number
    /** VP8 key frames (the bitstream inside a lossy WebP's 'VP8 ' chunk). */
    frames: Buffer[]
}

/** The WebM file for a clip of VP8 key frames. */
export const muxWebm = ({width, height, fps, frames}: WebmClip): Buffer => {
    const frameMs = 1000 / fps
    const header = element(
        IDS.EBML,
        Buffer.concat([
            uint(IDS.EBMLVersion, 1),
            uint(IDS.EBMLReadVersion, 1),
            uint(IDS.EBMLMaxIDLength, 4),
            uint(IDS.EBMLMaxSizeLength, 8),
            text(IDS.DocType, 'webm'),
            uint(IDS.DocTypeVersion, 2),
            uint(IDS.DocTypeReadVersion, 2)
        ])
    )
    const info = element(
        IDS.Info,
        Buffer.concat([
            uint(IDS.TimecodeScale, 1_000_000),
            float(IDS.Duration, frames.length * frameMs),
            text(IDS.MuxingApp, 'vela-sandbox'),
            text(IDS.WritingApp, 'vela-sandbox')
        ])
    )
    const tracks = element(
        IDS.Tracks,
        element(
            IDS.TrackEntry,
            Buffer.concat([
                uint(IDS.TrackNumber, 1),
                uint(IDS.TrackUID, 1),
                uint(IDS.FlagLacing, 0),
                text(IDS.CodecID, 'V_VP8'),
                uint(IDS.TrackType, 1),
                uint(IDS.DefaultDuration, Math.round(frameMs * 1_000_000)),
                element(
                    IDS.Video,
                    Buffer.concat([uint(IDS.PixelWidth, width), uint(IDS.PixelHeight, height)])
                )
            ])
        )
    )
    const blocks = frames.map((frame, index) => {
        const head = Buffer.alloc(4)
        head[0] = 0x81 // track number 1 as a one-byte vint
        head.writeInt16BE(Math.round(index * frameMs), 1)
        head[3] = 0x80 // key frame
        return element(IDS.SimpleBlock, Buffer.concat([head, frame]))
    })
    const cluster = element(IDS.Cluster, Buffer.concat([uint(IDS.Timecode, 0), ...blocks]))
    // Cue positions count from the start of the segment's data: the cluster follows info and tracks.
    const clusterPosition = info.length + tracks.length
    const cues = element(
        IDS.Cues,
        element(
            IDS.CuePoint,
            Buffer.concat([
                uint(IDS.CueTime, 0),
                element(
                    IDS.CueTrackPositions,
                    Buffer.concat([uint(IDS.CueTrack, 1), uint(IDS.CueClusterPosition, clusterPosition)])
                )
            ])
        )
    )
    return Buffer.concat([header, element(IDS.Segment, Buffer.concat([info, tracks, cluster, cues]))])
}

/** The VP8 key frame inside a lossy WebP file (its 'VP8 ' chunk). */
export const vp8FrameOfWebp = (webp: Buffer): Buffer => {
    if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP')
        throw new Error('Not a WebP file')
    for (let offset = 12; offset + 8 <= webp.length; ) {
        const type = webp.toString('ascii', offset, offset + 4)
        const size = webp.readUInt32LE(offset + 4)
        if (type === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size)
        offset += 8 + size + (size % 2)
    }
    throw new Error('WebP without a lossy VP8 frame')
}
