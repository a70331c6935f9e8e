import {useCallback, useState} from 'react'

export interface GeoPosition {
    latitude: number
    longitude: number
}

/** Asking the browser for a position gives up after this long (the shopper can type a postcode instead). */
const LOCATE_TIMEOUT_MS = 10_000
/** A position from the last five minutes is good enough for "shops near me". */
const MAX_POSITION_AGE_MS = 300_000

/**
 * The shopper's position for "near me" searches. A browser without geolocation, a refusal or a timeout all
 * count as "could not find your location", which the store searches show as their location-not-found message.
 */
export const useGeolocation = (onPosition: (position: GeoPosition) => void) => {
    const [locating, setLocating] = useState(false)
    const [failed, setFailed] = useState(false)

    const locate = useCallback(() => {
        setFailed(false)
        if (typeof navigator === 'undefined' || !navigator.geolocation) {
            setFailed(true)
            return
        }
        setLocating(true)
        navigator.geolocation.getCurrentPosition(
            ({coords}) => {
                setLocating(false)
                onPosition({latitude: coords.latitude, longitude: coords.longitude})
            },
            () => {
                setLocating(false)
                setFailed(true)
            },
            {timeout: LOCATE_TIMEOUT_MS, maximumAge: MAX_POSITION_AGE_MS}
        )
    }, [onPosition])

    const clearFailure = useCallback(() => setFailed(false), [])

    return {locate, locating, failed, clearFailure}
}
