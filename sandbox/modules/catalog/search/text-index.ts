import {cjkRuns, expandToken, hasCjk, tokenize} from './text'

/** A searchable text of a document with its weight (names count more than colours, colours more than fabric). */
export interface TextField {
    text: string
    weight: number
}

/** Share of a term's weight earned by a prefix match ("leg" -> "legging"), so exact words rank first. */
const PREFIX_FACTOR = 0.6
const MIN_PREFIX = 3

/**
 * Inverted index over Latin tokens (sorted term list for prefix lookups) plus, for CJK text, the raw strings
 * searched by character pairs. Documents are numbered by their position in the list given to `buildTextIndex`.
 */
export interface TextIndex {
    terms: string[]
    postings: Map<string, Map<number, number>>
    cjk: {doc: number; text: string; weight: number}[]
}

export const buildTextIndex = (documents: TextField[][]): TextIndex => {
    const postings = new Map<string, Map<number, number>>()
    const cjk: TextIndex['cjk'] = []
    documents.forEach((fields, doc) => {
        for (const field of fields) {
            for (const token of tokenize(field.text)) {
                let posting = postings.get(token)
                if (!posting) postings.set(token, (posting = new Map()))
                posting.set(doc, Math.max(posting.get(doc) ?? 0, field.weight))
            }
            if (hasCjk(field.text)) cjk.push({doc, text: field.text, weight: field.weight})
        }
    })
    return {terms: [...postings.keys()].sort(), postings, cjk}
}

/** First index in the sorted term list that is >= prefix. */
const lowerBound = (terms: string[], prefix: string) => {
    let low = 0
    let high = terms.length
    while (low < high) {
        const middle = (low + high) >> 1
        if (terms[middle] < prefix) low = middle + 1
        else high = middle
    }
    return low
}

/** Terms of the index starting with `prefix` (used by matching and by search suggestions). */
export const termsWithPrefix = (index: TextIndex, prefix: string, max = Infinity): string[] => {
    const found: string[] = []
    for (let i = lowerBound(index.terms, prefix); i < index.terms.length && found.length < max; i++) {
        if (!index.terms[i].startsWith(prefix)) break
        found.push(index.terms[i])
    }
    return found
}

const scoreToken = (index: TextIndex, token: string): Map<number, number> => {
    const scores = new Map<number, number>()
    const add = (doc: number, score: number) => scores.set(doc, Math.max(scores.get(doc) ?? 0, score))
    for (const alternative of expandToken(token)) {
        for (const [doc, weight] of index.postings.get(alternative) ?? []) add(doc, weight)
        if (alternative.length < MIN_PREFIX) continue
        for (const term of termsWithPrefix(index, alternative)) {
            if (term === alternative) continue
            for (const [doc, weight] of index.postings.get(term) ?? []) add(doc, weight * PREFIX_FACTOR)
        }
    }
    return scores
}

/** CJK text has no word breaks: every character pair of the query must occur in some field of the document. */
const scoreCjkRun = (index: TextIndex, run: string): Map<number, number> => {
    const pairs = run.length < 2 ? [run] : Array.from({length: run.length - 1}, (_, i) => run.slice(i, i + 2))
    let result: Map<number, number> | undefined
    for (const pair of pairs) {
        const scores = new Map<number, number>()
        for (const entry of index.cjk) {
            if (entry.text.includes(pair))
                scores.set(entry.doc, Math.max(scores.get(entry.doc) ?? 0, entry.weight))
        }
        result = result ? intersect(result, scores) : scores
    }
    return result ?? new Map()
}

const intersect = (a: Map<number, number>, b: Map<number, number>) => {
    const both = new Map<number, number>()
    for (const [doc, score] of a) {
        const other = b.get(doc)
        if (other !== undefined) both.set(doc, score + other)
    }
    return both
}

/** Best score per document over several indexes (one per language searched). */
const union = (maps: Map<number, number>[]) => {
    const best = new Map<number, number>()
    for (const map of maps) for (const [doc, score] of map) best.set(doc, Math.max(best.get(doc) ?? 0, score))
    return best
}

/**
 * Documents matching every word of the query in any of the given indexes (a word may match in English and the
 * next in the shopper's language), with a relevance score. An empty map means no match; `undefined` means the
 * query had nothing to search for (an empty `q`).
 */
export const searchText = (indexes: TextIndex[], query: string): Map<number, number> | undefined => {
    if (!query.trim()) return undefined
    const parts = [
        ...tokenize(query).map((token) => union(indexes.map((index) => scoreToken(index, token)))),
        ...cjkRuns(query).map((run) => union(indexes.map((index) => scoreCjkRun(index, run))))
    ]
    if (!parts.length) return new Map()
    return parts.reduce(intersect)
}
