import {useHistory} from 'react-router-dom'
import {useProduct} from '../../commerce/catalog/use-products'
import {GiftCardForm} from '../../components/gift-card-form'
import {VariationPanel, type ProductDoc, type Selection} from '../../components/variation-selector'
import {productDetailPath} from '../../rules/product/product-link'
import {DEFAULT_GIFT_CARD_TYPE, type GiftCardType} from '../../rules/product/gift-card-product'
import {useSite} from '../../site/site-context'

const isServer = typeof window === 'undefined'

export interface GiftCardPanelProps {
    product: ProductDoc
    selection: Selection
    onSelect: (attributeId: string, value: string) => void
    /** The physical card's chosen size (its variant), if any. */
    variantId?: string
}

/**
 * The gift card product (spec 001 §4.6) through the gift card purchase form: the digital card (default; a value
 * and the recipient's details) or the physical card (its values are sizes, the address comes at checkout). Each
 * type is its own product, linked by c_linkedGiftCardId; switching moves to the other product's page.
 */
export const GiftCardPanel = ({product, selection, onSelect, variantId}: GiftCardPanelProps) => {
    const history = useHistory()
    const {buildUrl} = useSite()
    const type: GiftCardType = product.c_giftCardType ?? DEFAULT_GIFT_CARD_TYPE
    const linkedId = product.c_linkedGiftCardId
    // Warm the other card's document so the switch is instant (browser only: the page is already served).
    useProduct(isServer ? undefined : linkedId)
    const switchTo = (next: GiftCardType) => {
        if (next !== type && linkedId) history.replace(buildUrl(productDetailPath(linkedId)))
    }
    return (
        <GiftCardForm
            product={product}
            type={type}
            onTypeChange={switchTo}
            canSwitchType={Boolean(linkedId)}
            sizeSelector={
                <VariationPanel
                    product={product}
                    selection={selection}
                    onSelect={onSelect}
                    idPrefix="gift-card"
                />
            }
            selectedVariantId={variantId}
        />
    )
}
