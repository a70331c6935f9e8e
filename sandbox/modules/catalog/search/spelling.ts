import {foldText, stem} from './text'
import {type TextIndex, termsWithPrefix} from './text-index'

/** Term suggestions for each query word: exact, completed ("legg" -> "legging") or corrected ("leginsg"). */
export interface SuggestedTerm {
    value: string
    completed: boolean
    corrected: boolean
    exactMatch: boolean
}

const MAX_TERMS = 3

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export const editDistance = (a: string, b: string, limit = 2): number => {
    if (Math.abs(a.length - b.length) > limit) return limit + 1
    let previous = Array.from({length: b.length + 1}, (_, i) => i)
    for (let i = 1; i <= a.length; i++) {
        const current = [i]
        let rowMin = i
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            rowMin = Math.min(rowMin, current[j])
        }
        if (rowMin > limit) return limit + 1
        previous = current
    }
    return previous[b.length]
}

/** How many products use a term: common words make better completions and corrections. */
const frequency = (indexes: TextIndex[], term: string) =>
    indexes.reduce((sum, index) => sum + (index.postings.get(term)?.size ?? 0), 0)

const byFrequency = (indexes: TextIndex[]) => (a: string, b: string) =>
    frequency(indexes, b) - frequency(indexes, a) || a.localeCompare(b)

const termsFor = (indexes: TextIndex[], word: string): SuggestedTerm[] => {
    const stemmed = stem(word)
    if (indexes.some((index) => index.postings.has(stemmed))) {
        return [{value: word, completed: false, corrected: false, exactMatch: true}]
    }
    if (word.length >= 3) {
        const completions = [...new Set(indexes.flatMap((index) => termsWithPrefix(index, stemmed)))]
            .sort(byFrequency(indexes))
            .slice(0, MAX_TERMS)
        if (completions.length) {
            return completions.map((value) => ({value, completed: true, corrected: false, exactMatch: false}))
        }
    }
    if (word.length < 4) return []
    const candidates = [...new Set(indexes.flatMap((index) => index.terms))]
        .filter((term) => term.length > 2)
        .map((term) => ({term, distance: editDistance(stemmed, term)}))
        .filter((entry) => entry.distance <= 2)
    const rank = byFrequency(indexes)
    return candidates
        .sort((a, b) => a.distance - b.distance || rank(a.term, b.term))
        .slice(0, MAX_TERMS)
        .map((entry) => ({value: entry.term, completed: false, corrected: true, exactMatch: false}))
}

/** `searchPhraseSuggestions` of a product search; a corrected phrase is offered when nothing matched and
 * every word is known to the catalogue: a phrase keeping an unknown word ("alert") is no correction. */
export const spellingSuggestions = (indexes: TextIndex[], query: string, total: number) => {
    const words = foldText(query)
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 1)
    const suggestedTerms = words.map((word) => ({originalTerm: word, terms: termsFor(indexes, word)}))
    const corrected = suggestedTerms.map(
        (entry) => entry.terms.find((term) => term.corrected)?.value ?? entry.originalTerm
    )
    const changed = corrected.join(' ') !== words.join(' ')
    const allKnown = suggestedTerms.every((entry) => entry.terms.length > 0)
    return {
        suggestedTerms,
        ...(total === 0 && changed && allKnown
            ? {suggestedPhrases: [{phrase: corrected.join(' '), exactMatch: false}]}
            : {})
    }
}
