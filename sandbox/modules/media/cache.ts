import crypto from 'crypto'
import fs from 'fs'
import path from 'path'

export type CacheSource = 'memory' | 'disk' | 'render'

/**
 * Rendered images, by key: a byte-capped in-memory LRU in front of a disk cache, with concurrent misses for
 * the same key sharing one render. Files are named by a hash of the key, so request input never becomes a path.
 */
export class MediaCache {
    private readonly memory = new Map<string, Buffer>()
    private memoryBytes = 0
    private readonly inflight = new Map<string, Promise<Buffer>>()
    private dirReady = false

    constructor(readonly dir: string, private readonly maxMemoryBytes = 64 * 1024 * 1024) {}

    static hash(key: string) {
        return crypto.createHash('sha1').update(key).digest('hex')
    }

    async get(
        key: string,
        extension: string,
        render: () => Promise<Buffer>
    ): Promise<{buffer: Buffer; source: CacheSource}> {
        const hot = this.memory.get(key)
        if (hot) {
            // Re-insert to mark as most recently used (Map keeps insertion order).
            this.memory.delete(key)
            this.memory.set(key, hot)
            return {buffer: hot, source: 'memory'}
        }
        const pending = this.inflight.get(key)
        if (pending) return {buffer: await pending, source: 'render'}
        let source: CacheSource = 'disk'
        const work = (async () => {
            const file = this.fileFor(key, extension)
            const stored = await fs.promises.readFile(file).catch(() => undefined)
            if (stored) return stored
            source = 'render'
            const buffer = await render()
            await this.write(file, buffer)
            return buffer
        })()
        this.inflight.set(key, work)
        try {
            const buffer = await work
            this.remember(key, buffer)
            return {buffer, source}
        } finally {
            this.inflight.delete(key)
        }
    }

    private fileFor(key: string, extension: string) {
        const hash = MediaCache.hash(key)
        return path.join(this.dir, hash.slice(0, 2), `${hash}.${extension}`)
    }

    private remember(key: string, buffer: Buffer) {
        if (buffer.length > this.maxMemoryBytes / 8) return
        this.memory.set(key, buffer)
        this.memoryBytes += buffer.length
        for (const [oldest, value] of this.memory) {
            if (this.memoryBytes <= this.maxMemoryBytes) break
            this.memory.delete(oldest)
            this.memoryBytes -= value.length
        }
    }

    /** Writes via a temporary file and rename, so a crash never leaves a truncated image behind. */
    private async write(file: string, buffer: Buffer) {
        try {
            if (!this.dirReady) {
                await fs.promises.mkdir(this.dir, {recursive: true})
                this.dirReady = true
            }
            await fs.promises.mkdir(path.dirname(file), {recursive: true})
            const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`
            await fs.promises.writeFile(temp, buffer)
            await fs.promises.rename(temp, file)
        } catch (error) {
            // A read-only or full disk only costs re-rendering; the response itself is fine.
            console.warn(`[sandbox] media cache write failed: ${(error as Error).message}`)
        }
    }
}
