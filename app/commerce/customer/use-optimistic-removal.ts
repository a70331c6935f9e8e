import {useCallback, useState} from 'react'

/**
 * "Removing an address or payment instrument is applied to the list at once (optimistic)" (spec 001 §4.1):
 * ids being removed are hidden straight away and shown again if the server refuses.
 */
export const useOptimisticRemoval = () => {
    const [removing, setRemoving] = useState<readonly string[]>([])

    const remove = useCallback(async (id: string, request: () => Promise<unknown>) => {
        setRemoving((current) => [...current, id])
        try {
            await request()
        } finally {
            // On success the cache no longer has the id; on failure it reappears (the rollback).
            setRemoving((current) => current.filter((candidate) => candidate !== id))
        }
    }, [])

    const visible = useCallback(
        <T>(items: readonly T[], idOf: (item: T) => string | undefined) =>
            items.filter((item) => !removing.includes(idOf(item) ?? '')),
        [removing]
    )

    return {remove, visible, removing}
}
