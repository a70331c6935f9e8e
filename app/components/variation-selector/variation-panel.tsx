import type {ReactNode} from 'react'
import {Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {
    COLOR_ATTRIBUTE,
    LEG_LENGTH_ATTRIBUTE,
    SIZE_ATTRIBUTE
} from '../../rules/product/variation-availability'
import {showSwatchDrawer} from '../../rules/product/product-display'
import {swatchImages} from '../product-gallery/gallery-model'
import {SwatchDrawer} from '../swatch-drawer'
import {ColourSwatches} from './colour-swatches'
import {variationMessages} from './messages'
import {OptionGroup} from './option-group'
import type {ProductDoc} from './product-document'
import {attributeOptions, colourOptions, hasLegLengthSelector, type Selection} from './variation-model'

export interface VariationPanelProps {
    product: ProductDoc
    selection: Selection
    onSelect: (attributeId: string, value: string) => void
    /** Form names must be unique on a page (the quick view can sit over a product page). */
    idPrefix: string
    isQuickView?: boolean
    /** The swatch drawer is on unless a caller switches it off. */
    drawerEnabled?: boolean
    /** Shown beside the size legend (the size guide link). */
    sizeAside?: ReactNode
    /** The size legend's wording when sizes are something else (a physical gift card's values). */
    sizeLegend?: string
    /** A lone colour is not a choice: hide it (gift cards). */
    hideSingleColour?: boolean
}

const isLeggings = (product: ProductDoc) =>
    product.c_productType === 'leggings' || product.primaryCategoryId === 'leggings'

/** Colour, leg length and size choices for a product, in that order. */
export const VariationPanel = ({
    product,
    selection,
    onSelect,
    idPrefix,
    isQuickView = false,
    drawerEnabled = true,
    sizeAside,
    sizeLegend,
    hideSingleColour = false
}: VariationPanelProps) => {
    const intl = useIntl()
    const colours = colourOptions(product)
    const swatches = swatchImages(product)
    const legLengths = hasLegLengthSelector(product)
        ? attributeOptions(product, LEG_LENGTH_ATTRIBUTE, selection)
        : []
    const sizes = attributeOptions(product, SIZE_ATTRIBUTE, selection)
    const select = (attributeId: string) => (value: string) => onSelect(attributeId, value)
    return (
        <Stack spacing={6}>
            {colours.length > (hideSingleColour ? 1 : 0) ? (
                showSwatchDrawer(colours.length, drawerEnabled, isQuickView) ? (
                    <SwatchDrawer
                        options={colours}
                        selected={selection[COLOR_ATTRIBUTE]}
                        onSelect={select(COLOR_ATTRIBUTE)}
                        swatches={swatches}
                    />
                ) : (
                    <ColourSwatches
                        name={`${idPrefix}-colour`}
                        options={colours}
                        selected={selection[COLOR_ATTRIBUTE]}
                        onSelect={select(COLOR_ATTRIBUTE)}
                        swatches={swatches}
                    />
                )
            ) : null}
            {legLengths.length > 0 ? (
                <Stack spacing={2}>
                    <OptionGroup
                        name={`${idPrefix}-leg-length`}
                        legend={intl.formatMessage(variationMessages.legLength)}
                        options={legLengths}
                        selected={selection[LEG_LENGTH_ATTRIBUTE]}
                        onSelect={select(LEG_LENGTH_ATTRIBUTE)}
                    />
                    {isLeggings(product) ? (
                        <Text fontSize="xs" color="text.secondary">
                            {intl.formatMessage(variationMessages.legTip)}
                        </Text>
                    ) : null}
                </Stack>
            ) : null}
            {sizes.length > 1 ? (
                <OptionGroup
                    name={`${idPrefix}-size`}
                    legend={sizeLegend ?? intl.formatMessage(variationMessages.size)}
                    options={sizes}
                    selected={selection[SIZE_ATTRIBUTE]}
                    onSelect={select(SIZE_ATTRIBUTE)}
                    aside={sizeAside}
                />
            ) : null}
        </Stack>
    )
}
