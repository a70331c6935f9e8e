import {useEffect, useState} from 'react'

/**
 * False on the server and during hydration, true once mounted in the browser. Shopper-specific UI (basket
 * count, names) renders only after this, so cached server HTML never carries one shopper's data and
 * hydration never mismatches.
 */
export const useHydrated = (): boolean => {
    const [hydrated, setHydrated] = useState(false)
    useEffect(() => setHydrated(true), [])
    return hydrated
}
