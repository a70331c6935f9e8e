import loadable from '@loadable/component'
import type {BackInStockDialogProps} from './back-in-stock-dialog'

export type {BackInStockDialogProps}

/** Loaded when first opened: most product views never need it. */
export const BackInStockDialog = loadable<BackInStockDialogProps>(() => import('./back-in-stock-dialog'), {
    ssr: false
})
