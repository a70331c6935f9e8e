import type {QueryKey} from '@tanstack/react-query'

const MAX_MANIFESTS = 500

/**
 * Per process, for each page address: the queries its last server render needed, when every one of them came
 * from the process cache (./load-page-queries). Addresses come from URLs (search phrases), so the map is
 * bounded and the least recently used address goes first.
 */
export const createPageManifests = (maxEntries = MAX_MANIFESTS) => {
    const manifests = new Map<string, readonly QueryKey[]>()
    return {
        recall(address: string): readonly QueryKey[] | undefined {
            const keys = manifests.get(address)
            if (keys) {
                manifests.delete(address)
                manifests.set(address, keys)
            }
            return keys
        },
        record(address: string, keys: readonly QueryKey[]) {
            manifests.delete(address)
            manifests.set(address, keys)
            while (manifests.size > maxEntries) manifests.delete(manifests.keys().next().value as string)
        },
        forget(address: string) {
            manifests.delete(address)
        }
    }
}
