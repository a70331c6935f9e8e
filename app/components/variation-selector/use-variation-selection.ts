import {useCallback, useEffect, useMemo, useRef, useState} from 'react'
import type {ProductDoc, VariantDoc} from './product-document'
import {findVariant, normaliseSelection, type Selection} from './variation-model'

/**
 * The shopper's colour / leg length / size choice for a product, always complete enough to show (a colour, a
 * length) and never pointing at values the product does not have. `onChange` hears about every change made
 * by the shopper (not the initial selection), e.g. to mirror it in the URL.
 */
export const useVariationSelection = (
    product: ProductDoc,
    initial: Selection,
    onChange?: (selection: Selection, variant: VariantDoc | undefined) => void
) => {
    const [selection, setSelection] = useState<Selection>(() => normaliseSelection(product, initial))
    const select = useCallback(
        (attributeId: string, value: string) =>
            setSelection((current) => normaliseSelection(product, {...current, [attributeId]: value})),
        [product]
    )
    const variant = useMemo(() => findVariant(product, selection), [product, selection])

    const initialSelection = useRef(selection)
    const listener = useRef(onChange)
    listener.current = onChange
    useEffect(() => {
        if (selection === initialSelection.current) return
        listener.current?.(selection, variant)
    }, [selection, variant])

    return {selection, select, variant}
}
