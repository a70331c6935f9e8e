import {useCallback, useEffect, useRef, useState, type RefObject} from 'react'
import {useLocation} from 'react-router-dom'

/** Hover intent: a pointer passing over the tabs does not flash panels open, nor close them on a brief slip. */
export const HOVER_OPEN_DELAY_MS = 120
export const HOVER_CLOSE_DELAY_MS = 200

/**
 * Open/close state of the desktop mega menu: one panel at a time; mouse hover with intent delays; clicks,
 * Escape, a click outside and a route change close it.
 */
export const useMegaMenu = (navRef: RefObject<HTMLElement>) => {
    const [openId, setOpenId] = useState<string | null>(null)
    const timer = useRef<number>()
    const {pathname} = useLocation()

    const open = useCallback((id: string) => {
        window.clearTimeout(timer.current)
        setOpenId(id)
    }, [])
    const close = useCallback(() => {
        window.clearTimeout(timer.current)
        setOpenId(null)
    }, [])
    const toggle = useCallback((id: string) => {
        window.clearTimeout(timer.current)
        setOpenId((current) => (current === id ? null : id))
    }, [])
    const hoverEnter = useCallback(
        (id: string) => {
            window.clearTimeout(timer.current)
            // Moving between tabs while a panel is showing switches at once; a first open waits for intent.
            if (openId) setOpenId(id)
            else timer.current = window.setTimeout(() => setOpenId(id), HOVER_OPEN_DELAY_MS)
        },
        [openId]
    )
    const hoverLeave = useCallback(() => {
        window.clearTimeout(timer.current)
        timer.current = window.setTimeout(() => setOpenId(null), HOVER_CLOSE_DELAY_MS)
    }, [])

    useEffect(() => {
        const pending = timer
        return () => window.clearTimeout(pending.current)
    }, [])
    useEffect(() => close(), [pathname, close])
    useEffect(() => {
        if (!openId) return undefined
        const onPointerDown = (event: PointerEvent) => {
            if (!navRef.current?.contains(event.target as Node)) close()
        }
        document.addEventListener('pointerdown', onPointerDown)
        return () => document.removeEventListener('pointerdown', onPointerDown)
    }, [openId, close, navRef])

    return {openId, open, close, toggle, hoverEnter, hoverLeave}
}

export type MegaMenuState = ReturnType<typeof useMegaMenu>
