import {useControllerQuery} from '../../commerce/controllers/use-controller'

export interface SizeGuideResponse {
    html?: string
    title?: string
}

/** Spec 001 §7.3: GET PWA-GetSizeGuide with an optional pid; the response's html is shown. Site-wide data. */
export const useSizeGuide = (productId: string | undefined, {enabled = true}: {enabled?: boolean} = {}) =>
    useControllerQuery<SizeGuideResponse>('PWA-GetSizeGuide', productId ? {pid: productId} : {}, {
        enabled,
        staleTime: 600_000
    })
