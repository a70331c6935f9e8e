/**
 * "Buy N, cheapest free" across lines: every unit of the eligible lines is laid out from the dearest down, and
 * the last unit of each complete group of N is free. Returns the discount (negative, minor units) per line.
 */
export const multibuyDiscounts = (
    lines: {itemId: string; quantity: number; unitPrice: number}[],
    buy: number
): Map<string, number> => {
    const units = lines
        .flatMap((line) =>
            Array.from({length: line.quantity}, () => ({itemId: line.itemId, price: line.unitPrice}))
        )
        .sort((a, b) => b.price - a.price || a.itemId.localeCompare(b.itemId))
    const discounts = new Map<string, number>()
    for (let index = buy - 1; index < units.length; index += buy) {
        const unit = units[index]
        discounts.set(unit.itemId, (discounts.get(unit.itemId) ?? 0) - unit.price)
    }
    return discounts
}
