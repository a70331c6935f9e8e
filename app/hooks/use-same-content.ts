import {useMemo, useRef} from 'react'

/**
 * The value from the last render while its JSON is unchanged: a rebuilt object that says the same thing keeps
 * its identity, so what renders from it does not render again. For plain data only (no functions, no cycles).
 */
export const useSameContent = <T>(value: T): T => {
    const key = useMemo(() => JSON.stringify(value), [value])
    const kept = useRef({key, value})
    if (kept.current.key !== key) kept.current = {key, value}
    return kept.current.value
}
