/**
 * Vocabulary shared by the catalogue seed (which names products, colours and image links) and the media host
 * (which draws the images those links point at). Changing an id here changes image URLs.
 */

export interface Colour {
    /** Stable id used in variation values, refinements and image URLs. */
    id: string
    name: string
    hex: string
    /** Refinement family shown in the colour filter (several shades map to one family). */
    family: string
}

export const COLOURS: Colour[] = [
    {id: 'black', name: 'Black', hex: '#111111', family: 'Black'},
    {id: 'charcoal-marl', name: 'Charcoal Marl', hex: '#3b3d42', family: 'Grey'},
    {id: 'light-grey-marl', name: 'Light Grey Marl', hex: '#c9c9c7', family: 'Grey'},
    {id: 'white', name: 'White', hex: '#f7f6f2', family: 'White'},
    {id: 'lily-white', name: 'Lily White', hex: '#efe9df', family: 'White'},
    {id: 'navy-blue', name: 'Navy Blue', hex: '#1c2541', family: 'Blue'},
    {id: 'cobalt-blue', name: 'Cobalt Blue', hex: '#2451b7', family: 'Blue'},
    {id: 'glacier-blue', name: 'Glacier Blue', hex: '#9cc3d5', family: 'Blue'},
    {id: 'forest-green', name: 'Forest Green', hex: '#24433a', family: 'Green'},
    {id: 'sage-green', name: 'Sage Green', hex: '#9aab8f', family: 'Green'},
    {id: 'olive', name: 'Olive', hex: '#5c5b3a', family: 'Green'},
    {id: 'plum-purple', name: 'Plum Purple', hex: '#5a2a4f', family: 'Purple'},
    {id: 'lavender', name: 'Lavender', hex: '#b9a7d1', family: 'Purple'},
    {id: 'berry-red', name: 'Berry Red', hex: '#8e1f3b', family: 'Red'},
    {id: 'chilli-red', name: 'Chilli Red', hex: '#c0392b', family: 'Red'},
    {id: 'coral-pink', name: 'Coral Pink', hex: '#f08a7e', family: 'Pink'},
    {id: 'blush-pink', name: 'Blush Pink', hex: '#e9c2bf', family: 'Pink'},
    {id: 'terracotta', name: 'Terracotta', hex: '#b5593a', family: 'Orange'},
    {id: 'amber-yellow', name: 'Amber Yellow', hex: '#e0a526', family: 'Yellow'},
    {id: 'stone', name: 'Stone', hex: '#b8ad9c', family: 'Neutral'},
    {id: 'mocha-brown', name: 'Mocha Brown', hex: '#5b4334', family: 'Brown'},
    {id: 'leopard-print', name: 'Leopard Print', hex: '#a47c48', family: 'Print'},
    {id: 'camo-print', name: 'Camo Print', hex: '#5d6b4a', family: 'Print'},
    {id: 'tie-dye-print', name: 'Tie Dye Print', hex: '#7f8fd6', family: 'Print'}
]

/**
 * Kinds of product the media host can draw. Each catalogue product has exactly one; the image URL carries it.
 */
export const PRODUCT_KINDS = [
    'leggings',
    'sports-bra',
    'tank',
    'tee',
    'long-sleeve-top',
    'hoodie',
    'sweatshirt',
    'jacket',
    'gilet',
    'shorts',
    'joggers',
    'yoga-mat',
    'bag',
    'water-bottle',
    'resistance-band',
    'dumbbell',
    'socks',
    'cap',
    'gift-card-digital',
    'gift-card-physical'
] as const

export type ProductKind = (typeof PRODUCT_KINDS)[number]

/** Views drawn per product image set; `swatch` is a small colour chip. */
export const IMAGE_VIEWS = ['front', 'back', 'detail', 'lifestyle', 'swatch'] as const
export type ImageView = (typeof IMAGE_VIEWS)[number]

/**
 * Product image path on the media host. Width is requested with `?sw=` (platform image service style);
 * the media host also accepts Amplience-style `w=`. `look` (seed/looks.ts) carries length, fit and
 * construction, so a cropped hoodie is drawn cropped.
 */
export const productImagePath = (kind: ProductKind, colourId: string, view: ImageView, look?: string) =>
    `/images/products/${kind}/${look ? `${look}/` : ''}${colourId}/${view}.jpg`
