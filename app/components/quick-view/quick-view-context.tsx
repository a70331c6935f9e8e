import {createContext, useCallback, useContext, useMemo, useState, type ReactNode} from 'react'
import loadable from '@loadable/component'
import type {QuickViewModalProps, QuickViewRequest} from './quick-view-modal'

export type {QuickViewRequest}

/** The modal's code is its own chunk, fetched on the first quick view (or on hover, via preload). */
const QuickViewModal = loadable<QuickViewModalProps>(() => import('./quick-view-modal'), {ssr: false})

export interface QuickViewApi {
    /** Opens the quick view for a product id (a master, colour or variant). */
    open: (request: QuickViewRequest | string) => void
    /** Starts loading the modal's code early, e.g. when a tile is hovered. */
    preload: () => void
}

const QuickViewContext = createContext<QuickViewApi | null>(null)

/**
 * Owns the quick view for everything below it: product tiles (or anything else) call `useQuickView().open(id)`.
 * Mount once near the top of the app.
 */
export const QuickViewProvider = ({children}: {children: ReactNode}) => {
    const [request, setRequest] = useState<QuickViewRequest | null>(null)
    const open = useCallback(
        (next: QuickViewRequest | string) => setRequest(typeof next === 'string' ? {productId: next} : next),
        []
    )
    const api = useMemo<QuickViewApi>(() => ({open, preload: () => void QuickViewModal.preload()}), [open])
    return (
        <QuickViewContext.Provider value={api}>
            {children}
            {request ? <QuickViewModal request={request} onClose={() => setRequest(null)} /> : null}
        </QuickViewContext.Provider>
    )
}

const missingProvider: QuickViewApi = {
    open: () => console.warn('Quick view is unavailable: no QuickViewProvider above this component.'),
    preload: () => undefined
}

export const useQuickView = (): QuickViewApi => useContext(QuickViewContext) ?? missingProvider
