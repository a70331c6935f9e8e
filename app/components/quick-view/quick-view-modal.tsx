import {
    Box,
    Grid,
    Link,
    Modal,
    ModalBody,
    ModalCloseButton,
    ModalContent,
    ModalOverlay,
    Stack,
    Text
} from '@chakra-ui/react'
import {Skeleton} from '../skeleton'
import {useMemo} from 'react'
import {defineMessages, useIntl} from 'react-intl'
import {Link as RouterLink} from 'react-router-dom'
import {useCategoryTree} from '../../commerce/catalog/use-categories'
import {useProduct} from '../../commerce/catalog/use-products'
import {productUrl} from '../../rules/product/product-link'
import {useSite} from '../../site/site-context'
import {AddToBagSection} from '../add-to-bag'
import {indexCategories} from '../mega-menu/category-index'
import {Price} from '../price'
import {ProductGallery, galleryImages} from '../product-gallery'
import {
    asProductDoc,
    bagAvailability,
    findVariant,
    masterIdOf,
    priceForSelection,
    useLiveProduct,
    useVariationSelection,
    VariationPanel,
    type ProductDoc
} from '../variation-selector'
import {withPromotionalPrice} from '../../rules/price/promotional-price'

const messages = defineMessages({
    label: {id: 'quickView.label', defaultMessage: 'Quick view: {name}'},
    loading: {id: 'quickView.loading', defaultMessage: 'Loading product'},
    close: {id: 'quickView.close', defaultMessage: 'Close'},
    fullDetails: {id: 'quickView.fullDetails', defaultMessage: 'View full details'},
    unavailable: {id: 'quickView.unavailable', defaultMessage: 'Sorry, this product is no longer available.'}
})

export interface QuickViewRequest {
    productId: string
    /** Analytics context of the tile that opened it. */
    listName?: string
    tilePosition?: number
}

export interface QuickViewModalProps {
    request: QuickViewRequest
    onClose: () => void
}

const QuickViewBody = ({product, request}: {product: ProductDoc; request: QuickViewRequest}) => {
    const intl = useIntl()
    const {currency, buildUrl} = useSite()
    const masterId = masterIdOf(product)
    const {selection, select} = useVariationSelection(product, product.variationValues ?? {})
    const {current, pricing} = useLiveProduct(product, masterId)
    const variant = findVariant(current, selection)
    const tree = useCategoryTree()
    const categories = useMemo(() => indexCategories(tree.data), [tree.data])
    const categoryIds =
        categories
            .get(product.primaryCategoryId ?? '')
            ?.path.split('/')
            .filter(Boolean) ?? []
    const name = product.name ?? product.id
    const tracking = useMemo(
        () => ({location: 'quickview', listName: request.listName, tilePosition: request.tilePosition}),
        [request.listName, request.tilePosition]
    )
    const href = productUrl(
        {id: masterId, name, categoryIds},
        {
            color: selection.color,
            legLength: selection['leg-length'],
            size: selection.size,
            variationOwnerId: masterId
        }
    )
    return (
        <Grid templateColumns={{base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)'}} gap={{base: 5, md: 8}}>
            <ProductGallery
                images={galleryImages(product, selection.color)}
                productName={name}
                thumbnails={false}
                priority={false}
                sizes="(min-width: 768px) 440px, 100vw"
            />
            <Stack spacing={6} pr={{md: 4}}>
                <Stack spacing={2}>
                    <Text
                        as="h2"
                        fontFamily="heading"
                        fontSize="2xl"
                        fontWeight={600}
                        letterSpacing="tight"
                        pr={10}
                    >
                        {name}
                    </Text>
                    <Price
                        {...withPromotionalPrice(
                            priceForSelection(current, selection, variant, pricing),
                            product.productPromotions,
                            product.price
                        )}
                        currency={product.currency ?? currency}
                        showDiscount
                    />
                </Stack>
                <VariationPanel
                    product={current}
                    selection={selection}
                    onSelect={select}
                    idPrefix="quick-view"
                    isQuickView
                />
                <AddToBagSection
                    product={current}
                    variant={variant}
                    availability={bagAvailability(current, selection)}
                    tracking={tracking}
                    isQuickView
                    showQuantity={false}
                />
                <Link
                    as={RouterLink}
                    to={buildUrl(href)}
                    fontSize="sm"
                    textDecoration="underline"
                    textUnderlineOffset="0.2em"
                >
                    {intl.formatMessage(messages.fullDetails)}
                </Link>
            </Stack>
        </Grid>
    )
}

/** The quick view (spec 001 §2.5, §4.5): gallery, price, colour and size, add to bag, and the full page link. */
const QuickViewModal = ({request, onClose}: QuickViewModalProps) => {
    const intl = useIntl()
    const {data, isLoading} = useProduct(request.productId)
    const product = asProductDoc(data)
    return (
        <Modal isOpen onClose={onClose} size="4xl" scrollBehavior="inside">
            <ModalOverlay />
            <ModalContent aria-label={intl.formatMessage(messages.label, {name: product?.name ?? ''})}>
                <ModalCloseButton aria-label={intl.formatMessage(messages.close)} zIndex={2} />
                <ModalBody p={{base: 4, md: 6}}>
                    {product ? <QuickViewBody key={product.id} product={product} request={request} /> : null}
                    {!product && isLoading ? (
                        <Grid templateColumns={{base: '1fr', md: '1fr 1fr'}} gap={8} aria-busy="true">
                            <Skeleton sx={{aspectRatio: '4 / 5'}} />
                            <Box>
                                <Text>{intl.formatMessage(messages.loading)}</Text>
                            </Box>
                        </Grid>
                    ) : null}
                    {!product && !isLoading ? (
                        <Text py={10}>{intl.formatMessage(messages.unavailable)}</Text>
                    ) : null}
                </ModalBody>
            </ModalContent>
        </Modal>
    )
}

export default QuickViewModal
