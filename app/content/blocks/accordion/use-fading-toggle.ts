import {useCallback, useEffect, useRef, useState} from 'react'

/** Spec 001 §4.5/§9: an accordion opens at once on click and closes after a 150 ms fade. */
export const ACCORDION_FADE_MS = 150

export const useFadingToggle = (initiallyOpen: boolean) => {
    const [open, setOpen] = useState(initiallyOpen)
    const [closing, setClosing] = useState(false)
    const timer = useRef<number>()

    useEffect(() => () => window.clearTimeout(timer.current), [])

    const toggle = useCallback(() => {
        window.clearTimeout(timer.current)
        if (!open || closing) {
            setClosing(false)
            setOpen(true)
            return
        }
        setClosing(true)
        timer.current = window.setTimeout(() => {
            setOpen(false)
            setClosing(false)
        }, ACCORDION_FADE_MS)
    }, [open, closing])

    return {open, closing, toggle}
}
