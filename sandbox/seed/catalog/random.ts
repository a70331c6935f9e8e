/**
 * Seeded pseudo-random numbers for the catalogue seed. The seed must be reproducible byte for byte (tests
 * compare two runs, and product ids end up in content and bookmarks), so nothing here reads the clock or
 * Math.random.
 */

/** 32-bit string hash (FNV-1a): turns a readable seed name into a PRNG state. */
export const hashString = (text: string): number => {
    let hash = 0x811c9dc5
    for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i)
        hash = Math.imul(hash, 0x01000193)
    }
    return hash >>> 0
}

export interface Random {
    /** Uniform float in [0, 1). */
    next(): number
    int(min: number, max: number): number
    chance(probability: number): boolean
    pick<T>(items: readonly T[]): T
    /** `count` distinct items, in a random order. */
    sample<T>(items: readonly T[], count: number): T[]
    shuffle<T>(items: readonly T[]): T[]
    /** A child stream: independent of how many numbers the parent has drawn so far. */
    fork(label: string): Random
}

/** Mulberry32: tiny, fast and good enough for seed data (not for anything secret). */
export const createRandom = (seed: string | number): Random => {
    let state = typeof seed === 'number' ? seed >>> 0 : hashString(seed)
    const base = state
    const next = () => {
        state = (state + 0x6d2b79f5) >>> 0
        let t = state
        t = Math.imul(t ^ (t >>> 15), t | 1)
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
    const shuffle = <T>(items: readonly T[]) => {
        const copy = [...items]
        for (let i = copy.length - 1; i > 0; i--) {
            const j = int(0, i)
            ;[copy[i], copy[j]] = [copy[j], copy[i]]
        }
        return copy
    }
    return {
        next,
        int,
        chance: (probability) => next() < probability,
        pick: (items) => items[int(0, items.length - 1)],
        sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
        shuffle,
        fork: (label) => createRandom((base ^ hashString(label)) >>> 0)
    }
}
