import {useCallback, useEffect, useState} from 'react'

/** Browser storage key of the shopper's recent searches (newest first). */
export const RECENT_SEARCHES_KEY = 'vela.recentSearches'

/**
 * "recent-search limits 5, 3 and 4" (spec 001 §9): the suggestions panel shows 5 on desktop and 4 on phones,
 * the no-results page 3. The stored list keeps a few more so removing one still leaves a full list.
 */
export const RECENT_SEARCH_LIMITS = {suggestions: 5, suggestionsMobile: 4, noResults: 3} as const
export const RECENT_SEARCHES_STORED = 10
const MAX_TERM_LENGTH = 100

const storage = (): Storage | undefined => {
    try {
        return typeof window === 'undefined' ? undefined : window.localStorage
    } catch {
        return undefined
    }
}

/** The stored searches, newest first; anything unreadable counts as none. */
export const readRecentSearches = (): string[] => {
    try {
        const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_SEARCHES_KEY) ?? '[]')
        return Array.isArray(parsed)
            ? parsed.filter((term): term is string => typeof term === 'string' && term.trim().length > 0)
            : []
    } catch {
        return []
    }
}

const write = (terms: string[]) => {
    try {
        storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(terms))
    } catch {
        // Storage may be full or disabled (private mode): recent searches are a convenience only.
    }
}

const sameTerm = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Puts a term first (once, whatever its case) and keeps the list to its cap. */
export const addRecentSearch = (term: string): string[] => {
    const clean = term.trim().replace(/\s+/g, ' ').slice(0, MAX_TERM_LENGTH)
    if (!clean) return readRecentSearches()
    const next = [clean, ...readRecentSearches().filter((entry) => !sameTerm(entry, clean))].slice(
        0,
        RECENT_SEARCHES_STORED
    )
    write(next)
    return next
}

export const clearRecentSearches = () => write([])

/**
 * The recent searches, read after mounting: they are the shopper's own, so they never appear in server HTML
 * (which shared caches keep), and hydration matches the server.
 */
export const useRecentSearches = (limit: number, exclude = '') => {
    const [terms, setTerms] = useState<string[]>([])
    useEffect(() => setTerms(readRecentSearches().filter((term) => !sameTerm(term, exclude))), [exclude])
    const clear = useCallback(() => {
        clearRecentSearches()
        setTerms([])
    }, [])
    return {terms: terms.slice(0, limit), clear}
}
