import {useEffect, useState} from 'react'

/** Set by the first effect in the browser: from then on the page is hydrated, whatever mounts later. */
let pageHydrated = false

/**
 * False on the server and during hydration, true once mounted in the browser. Shopper-specific UI (basket
 * count, names) renders only after this, so cached server HTML never carries one shopper's data and
 * hydration never mismatches. A component mounted after hydration (a header re-mounted under an opening
 * drawer, a page reached by a client-side move) is true from its first render, so it never flashes the
 * server's anonymous state (a bag count of nothing just after an add to bag).
 */
export const useHydrated = (): boolean => {
    const [hydrated, setHydrated] = useState(pageHydrated)
    useEffect(() => {
        pageHydrated = true
        setHydrated(true)
    }, [])
    return hydrated
}

/** Tests render many "page loads" in one module instance. */
export const resetHydratedForTests = () => {
    pageHydrated = false
}
