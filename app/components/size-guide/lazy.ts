import loadable from '@loadable/component'
import type {SizeGuideModalProps} from './size-guide-modal'

export const LazySizeGuideModal = loadable<SizeGuideModalProps>(() => import('./size-guide-modal'), {
    ssr: false
})
