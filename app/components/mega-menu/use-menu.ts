import {useMemo} from 'react'
import {useLocation} from 'react-router-dom'
import {useCategoryTree} from '../../commerce/catalog/use-categories'
import type {ContentTreeNode} from '../../content/content-types'
import {previewCustomerGroup} from '../../content/variations/choose-variation'
import {useCustomerGroups} from '../../content/variations/use-variation'
import {useContentHierarchy} from '../../content/use-content'
import {useSameContent} from '../../hooks/use-same-content'
import {useSite} from '../../site/site-context'
import {SHELL_CONTENT, siteContentKey} from '../_app/content-keys'
import {buildMenu, type BuiltMenu} from './build-menu'
import {MENU_PROJECTION} from './menu-projection'

export type MenuKind = 'desktop' | 'mobile'

const KEYS = {desktop: SHELL_CONTENT.desktopMenu, mobile: SHELL_CONTENT.mobileMenu}

const hasVariations = (node: ContentTreeNode | null | undefined): boolean =>
    Boolean(node && (Array.isArray(node.content.variations) || node.children.some(hasVariations)))

/**
 * The desktop or mobile menu for the current site and locale: the category tree (4 levels) merged with the
 * site's CMS menu. The desktop menu loads during SSR; the mobile menu in the browser when the drawer is about
 * to open. Server HTML shows the default menu; in the browser the shopper's customer groups (or the preview
 * group) then apply node variations, e.g. the insiders-only entry.
 */
export const useMenu = (kind: MenuKind) => {
    const {site, config} = useSite()
    const {search} = useLocation()
    const tree = useCategoryTree()
    const cms = useContentHierarchy(siteContentKey(KEYS[kind], site, config), MENU_PROJECTION)
    const preview = previewCustomerGroup(search)
    const varied = useMemo(() => hasVariations(cms.data), [cms.data])
    const shopperGroups = useCustomerGroups(!preview && varied)
    const groups = useMemo(() => (preview ? [preview] : shopperGroups ?? []), [preview, shopperGroups])
    const mediaProtocol = config.app.content.mediaProtocol
    // The shopper's groups arrive after hydration and usually change nothing: the same menu keeps its identity
    // then, and the menu's hundreds of links are not rendered again.
    const menu = useSameContent(
        useMemo<BuiltMenu>(
            () => buildMenu(tree.data, cms.data, {mediaProtocol, groups}),
            [tree.data, cms.data, mediaProtocol, groups]
        )
    )
    return {...menu, isLoading: tree.isInitialLoading || cms.isInitialLoading}
}
