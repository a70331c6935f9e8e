import {useEffect} from 'react'
import {useCurrentBasket} from '../../commerce/basket/use-current-basket'

export interface EditedLine {
    productId: string
    quantity: number
}

/**
 * Editing a basket line (/products/{id}?edit={itemId}): once the shopper's basket has loaded in the browser,
 * reports the line's variant and quantity so the page can start from them. Renders nothing.
 */
export const EditedLineSync = ({itemId, onLine}: {itemId: string; onLine: (line: EditedLine) => void}) => {
    const {basket} = useCurrentBasket()
    const line = basket?.productItems?.find((item) => item.itemId === itemId)
    const productId = line?.productId
    const quantity = line?.quantity ?? 1
    useEffect(() => {
        if (productId) onLine({productId, quantity})
    }, [productId, quantity, onLine])
    return null
}
