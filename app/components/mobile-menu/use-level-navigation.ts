import {useCallback, useEffect, useRef, useState} from 'react'
import type {MenuEntry} from '../mega-menu/menu-model'

/** Spec 001 §4.5: the mobile category menu opens a level after 200 ms and closes one after 100 ms. */
export const LEVEL_OPEN_DELAY_MS = 200
export const LEVEL_CLOSE_DELAY_MS = 100

/**
 * Level navigation in the mobile menu: selecting a category marks it selected at once and opens its level
 * after the open delay; Back closes the current level after the close delay.
 */
export const useLevelNavigation = () => {
    const [stack, setStack] = useState<MenuEntry[]>([])
    const [selectedId, setSelectedId] = useState<string | null>(null)
    const timer = useRef<number>()

    const select = useCallback((entry: MenuEntry) => {
        window.clearTimeout(timer.current)
        setSelectedId(entry.id)
        timer.current = window.setTimeout(() => {
            setStack((levels) => [...levels, entry])
            setSelectedId(null)
        }, LEVEL_OPEN_DELAY_MS)
    }, [])

    const back = useCallback(() => {
        window.clearTimeout(timer.current)
        timer.current = window.setTimeout(
            () => setStack((levels) => levels.slice(0, -1)),
            LEVEL_CLOSE_DELAY_MS
        )
    }, [])

    const reset = useCallback(() => {
        window.clearTimeout(timer.current)
        setStack([])
        setSelectedId(null)
    }, [])

    useEffect(() => {
        const pending = timer
        return () => window.clearTimeout(pending.current)
    }, [])

    return {stack, current: stack[stack.length - 1], selectedId, select, back, reset}
}
