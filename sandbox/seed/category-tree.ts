/**
 * The storefront's category tree: ids, parents and English names. Listing URLs are the chain of ids below the
 * root (`/shop/bottoms/leggings`), so ids are unique, lower-case and URL-safe, and the tree stays within three
 * levels under the root (the route table's category lists have one to three segments). Shared by the catalogue
 * seed (assignments, names in every locale) and the content seed (menus, category content).
 */

export interface CategoryNode {
    id: string
    name: string
    children?: CategoryNode[]
    /** Shown in the mega menu (platform attribute c_showInMenu). */
    showInMenu?: boolean
}

export const CATEGORY_TREE: CategoryNode = {
    id: 'root',
    name: 'Storefront Catalog',
    children: [
        {
            id: 'shop',
            name: 'Shop',
            showInMenu: false,
            children: [
                {
                    id: 'new-arrivals',
                    name: 'New In',
                    children: [
                        {id: 'new-clothing', name: 'New Clothing'},
                        {id: 'new-accessories', name: 'New Accessories'},
                        {id: 'bestsellers', name: 'Bestsellers'}
                    ]
                },
                {
                    id: 'bottoms',
                    name: 'Bottoms',
                    children: [
                        {id: 'leggings', name: 'Leggings'},
                        {id: 'joggers', name: 'Joggers'},
                        {id: 'shorts', name: 'Shorts'}
                    ]
                },
                {
                    id: 'tops',
                    name: 'Tops',
                    children: [
                        {id: 'tanks', name: 'Tanks'},
                        {id: 't-shirts', name: 'T-Shirts'},
                        {id: 'long-sleeve-tops', name: 'Long Sleeve Tops'}
                    ]
                },
                {
                    id: 'underwear',
                    name: 'Sports Bras',
                    children: [
                        {id: 'sports-bras', name: 'All Sports Bras'},
                        {id: 'low-impact-bras', name: 'Low Impact'},
                        {id: 'high-impact-bras', name: 'High Impact'}
                    ]
                },
                {
                    id: 'hoodies-sweatshirts',
                    name: 'Hoodies & Sweatshirts',
                    children: [
                        {id: 'hoodies', name: 'Hoodies'},
                        {id: 'sweatshirts', name: 'Sweatshirts'}
                    ]
                },
                {
                    id: 'outerwear',
                    name: 'Jackets',
                    children: [
                        {id: 'jackets', name: 'Jackets'},
                        {id: 'gilets', name: 'Gilets'}
                    ]
                },
                {
                    id: 'accessories',
                    name: 'Accessories',
                    children: [
                        {id: 'yoga-mats', name: 'Yoga Mats'},
                        {id: 'bags', name: 'Bags'},
                        {id: 'fitness-equipment', name: 'Fitness Equipment'},
                        {id: 'socks-caps', name: 'Socks & Caps'}
                    ]
                },
                {
                    id: 'activity',
                    name: 'Activity',
                    children: [
                        {id: 'yoga', name: 'Yoga'},
                        {id: 'running', name: 'Running'},
                        {id: 'gym-training', name: 'Gym & Training'},
                        {id: 'outdoor', name: 'Outdoor'}
                    ]
                },
                {
                    id: 'gifts',
                    name: 'Gifts',
                    children: [
                        {id: 'gift-cards', name: 'Gift Cards'},
                        {id: 'gifts-under-50', name: 'Gifts Under 50'}
                    ]
                }
            ]
        },
        {
            id: 'sale',
            name: 'Sale',
            children: [
                {
                    id: 'sale-clothing',
                    name: 'Sale Clothing',
                    children: [
                        {id: 'sale-leggings', name: 'Sale Leggings'},
                        {id: 'sale-tops', name: 'Sale Tops'},
                        {id: 'sale-outerwear', name: 'Sale Jackets & Hoodies'}
                    ]
                },
                {
                    id: 'sale-accessories',
                    name: 'Sale Accessories',
                    children: [
                        {id: 'sale-bags', name: 'Sale Bags'},
                        {id: 'sale-yoga-mats', name: 'Sale Yoga Mats'}
                    ]
                }
            ]
        }
    ]
}

/** Listing path for a category: its ancestors' ids below the root, joined by slashes. */
export const categoryPath = (
    categoryId: string,
    node: CategoryNode = CATEGORY_TREE,
    trail: string[] = []
): string | undefined => {
    const here = node.id === 'root' ? trail : [...trail, node.id]
    if (node.id === categoryId) return '/' + here.join('/')
    for (const child of node.children ?? []) {
        const found = categoryPath(categoryId, child, here)
        if (found) return found
    }
    return undefined
}
