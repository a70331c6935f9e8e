import {useCallback, useMemo, useState} from 'react'
import {Box, Grid, Stack} from '@chakra-ui/react'
import {useHistory, useLocation} from 'react-router-dom'
import {useTrackProductView} from '../../analytics/hooks/use-track-product-view'
import {AddToBagSection} from '../../components/add-to-bag'
import {WishlistButton} from '../../components/wishlist-button'
import {Breadcrumbs} from '../../components/breadcrumbs'
import {FitRating} from '../../components/fit-rating'
import {Lightbox} from '../../components/lightbox'
import {PayLaterMessage} from '../../components/pay-later'
import {Price} from '../../components/price'
import {BadgeOverlay, realTimeValuesOf, useProductBadges} from '../../components/product-badges'
import {ProductGallery, galleryImages} from '../../components/product-gallery'
import {SizeGuideLink} from '../../components/size-guide'
import {
    bagAvailability,
    findVariant,
    masterIdOf,
    priceForSelection,
    useLiveProduct,
    useVariationSelection,
    VariationPanel,
    type ProductDoc
} from '../../components/variation-selector'
import {applyPriceTemplate} from '../../rules/price/price-template'
import {productCallouts, withPromotionalPrice} from '../../rules/price/promotional-price'
import {giftCardPrice} from './gift-card-price'
import {productPath} from '../../rules/product/product-link'
import {useSite} from '../../site/site-context'
import {EditedLineSync, type EditedLine} from './edited-line-sync'
import {GiftCardPanel} from './gift-card-panel'
import {ProductAccordions} from './product-accordions'
import {ProductHead} from './product-head'
import {ProductPanels} from './product-panels'
import {ProductSummary} from './product-summary'
import {queryAfterChange, selectionFromQuery} from './product-url'
import {useCategoryTrail} from './use-category-trail'

export interface ProductDetailProps {
    product: ProductDoc
    /** Category ids from the page's path (cat1..cat6), the shopper's way in. */
    pathCategoryIds: string[]
    /** Basket line being edited (/products/{id}?edit={itemId}). */
    editItemId?: string
}

/**
 * The product page: gallery beside the buying panel, details, fit and recommendations. The server renders it
 * from the product document and the URL's selection; in the browser, pricing and stock are refreshed and
 * every change of selection is mirrored in the URL (history.replace).
 */
export const ProductDetail = ({product, pathCategoryIds, editItemId}: ProductDetailProps) => {
    const history = useHistory()
    const {pathname, search} = useLocation()
    const {currency} = useSite()
    const masterId = masterIdOf(product)
    const {trail, canonicalCategoryIds} = useCategoryTrail(pathCategoryIds, product.primaryCategoryId)
    const name = product.name ?? product.id
    const canonicalPath = productPath({id: masterId, name, categoryIds: canonicalCategoryIds})
    const [initial] = useState(() => selectionFromQuery(product, search))
    const onChange = useCallback(
        (selection: Record<string, string | undefined>, variant: {productId: string} | undefined) => {
            const query = queryAfterChange(
                product,
                selection,
                findVariant(product, selection) ?? variant,
                history.location.search
            )
            history.replace({pathname, search: query ? `?${query}` : ''})
        },
        [history, pathname, product]
    )
    const {selection, select} = useVariationSelection(product, initial, onChange)
    const [editedQuantity, setEditedQuantity] = useState<number | undefined>()
    const onEditedLine = useCallback(
        (line: EditedLine) => {
            const values = selectionFromQuery(product, `?pid=${encodeURIComponent(line.productId)}`)
            for (const [attributeId, value] of Object.entries(values)) if (value) select(attributeId, value)
            setEditedQuantity(line.quantity)
        },
        [product, select]
    )
    const {current, pricing, live} = useLiveProduct(product, masterId)
    const variant = findVariant(current, selection)
    const availability = bagAvailability(current, selection)
    const selectedPrice = priceForSelection(current, selection, variant, pricing)
    // c_priceTemplate lays out the product's own price; a chosen colour or size shows its price as it is.
    const templated =
        variant || selection.color
            ? selectedPrice
            : {
                  ...applyPriceTemplate(product.c_priceTemplate, selectedPrice),
                  hideMarkdownPrice: selectedPrice.hideMarkdownPrice
              }
    // The page states what the basket will charge: a product promotion's price replaces the price it lowers.
    const price = withPromotionalPrice(templated, product.productPromotions, product.price)
    // An e-gift card's range is the values its form offers, not its price book's (spec 001 §9).
    const shownPrice = product.c_isGiftVoucher ? giftCardPrice(product, price) : price
    const badges = useProductBadges(
        {
            productIds: [masterId, product.id, variant?.productId].filter((id): id is string => Boolean(id)),
            platformBadges: product.c_productBadges
        },
        realTimeValuesOf(live)
    )
    const hideMarkdown = price.hideMarkdownPrice ?? product.c_hideMarkdownPrice
    // c_promos is the list; c_promomsg the single message of products without one.
    const promos = productCallouts(
        product.productPromotions,
        product.c_promos ?? (product.c_promomsg ? [{message: product.c_promomsg}] : []),
        hideMarkdown
    )
    const images = useMemo(() => galleryImages(product, selection.color), [product, selection.color])
    const [lightboxAt, setLightboxAt] = useState<number | null>(null)
    const tracking = useMemo(() => {
        const query = new URLSearchParams(search)
        const tile = Number(query.get('tile'))
        return {
            location: 'pdp',
            listName: query.get('cgid') ?? undefined,
            ...(Number.isFinite(tile) && tile > 0 && {tilePosition: tile})
        }
        // The listing context is the one the shopper arrived with.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])
    const categoryIds = useMemo(
        () => [
            ...trail.map((step) => step.id),
            ...(product.primaryCategoryId ? [product.primaryCategoryId] : [])
        ],
        [trail, product.primaryCategoryId]
    )
    const breadcrumbs = useMemo(
        () => [
            ...trail.map((step) => ({label: step.name, path: step.path})),
            {label: name, path: canonicalPath}
        ],
        [trail, name, canonicalPath]
    )
    const badgeOverlay = useMemo(() => <BadgeOverlay badges={badges} />, [badges])
    useTrackProductView(
        {id: masterId, name, ...(price.price !== undefined && {price: price.price}), categories: categoryIds},
        product.currency ?? currency
    )

    return (
        <Box
            maxW="shell"
            mx="auto"
            px={{base: 0, md: 6, lg: 10}}
            pb={{base: 16, md: 24}}
            // Nothing on the page may scroll it sideways; clip (unlike hidden) keeps the sticky panel working.
            overflowX="clip"
        >
            <ProductHead
                product={product}
                selection={selection}
                images={images}
                trail={trail}
                canonicalPath={canonicalPath}
            />
            <Box px={{base: 4, md: 0}} py={{base: 3, md: 5}}>
                <Breadcrumbs items={breadcrumbs} />
            </Box>
            <Grid
                templateColumns={{
                    base: '1fr',
                    md: 'minmax(0, 1fr) minmax(300px, 380px)',
                    lg: 'minmax(0, 1.45fr) minmax(380px, 1fr)'
                }}
                gap={{base: 6, md: 8, lg: 16}}
                alignItems="start"
            >
                <Box onPointerEnter={() => void Lightbox.preload()}>
                    <ProductGallery
                        images={images}
                        productName={name}
                        onOpen={setLightboxAt}
                        overlay={badgeOverlay}
                    />
                </Box>
                <Box px={{base: 4, md: 0}} position={{md: 'sticky'}} top={{md: '88px'}}>
                    <Stack spacing={8} maxW={{lg: '460px'}}>
                        <ProductSummary
                            name={name}
                            price={shownPrice}
                            currency={product.currency ?? currency}
                            promos={promos}
                            rating={product.c_averageRating}
                            reviewCount={product.c_reviewCount}
                            afterPrice={
                                product.c_isGiftVoucher ? null : (
                                    <PayLaterMessage
                                        amount={price.price ?? price.minPrice}
                                        currency={product.currency ?? currency}
                                        context="pdp"
                                    />
                                )
                            }
                        />
                        {product.c_isGiftVoucher ? (
                            <GiftCardPanel
                                product={current}
                                selection={selection}
                                onSelect={select}
                                variantId={variant?.productId}
                            />
                        ) : (
                            <VariationPanel
                                product={current}
                                selection={selection}
                                onSelect={select}
                                idPrefix="pdp"
                                sizeAside={<SizeGuideLink productId={masterId} />}
                            />
                        )}
                        {product.c_isGiftVoucher ? null : (
                            <AddToBagSection
                                product={current}
                                variant={variant}
                                availability={availability}
                                tracking={tracking}
                                editItemId={editItemId}
                                initialQuantity={editedQuantity}
                                stickySummary={
                                    <Box fontSize="sm">
                                        <Box noOfLines={1} fontWeight={600}>
                                            {name}
                                        </Box>
                                        <Price {...price} currency={product.currency ?? currency} />
                                    </Box>
                                }
                            />
                        )}
                        {product.c_isGiftVoucher ? null : (
                            <WishlistButton productId={variant?.productId ?? masterId} />
                        )}
                        <FitRating rating={product.c_fitRating} categoryIds={categoryIds} />
                        <ProductAccordions product={product} />
                        <ProductPanels productId={masterId} reviewCount={product.c_reviewCount} />
                    </Stack>
                </Box>
            </Grid>
            {editItemId ? <EditedLineSync itemId={editItemId} onLine={onEditedLine} /> : null}
            {lightboxAt !== null ? (
                <Lightbox
                    isOpen
                    onClose={() => setLightboxAt(null)}
                    images={images}
                    startIndex={lightboxAt}
                    productName={name}
                />
            ) : null}
        </Box>
    )
}
