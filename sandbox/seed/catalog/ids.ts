import {LEG_LENGTHS, ONE_SIZE} from './vocabulary'

/**
 * Product id scheme. Ids carry no hyphen, because product page paths end in `{slug}-{productId}.html` and the
 * storefront splits on the last hyphen:
 *   master           VL10001
 *   variation group  VL10001_BLK                (master + colour code)
 *   variant          VL10001_BLK_M  /  VL10001_BLK_78_M   (+ leg-length code when the master has leg lengths)
 *   gift cards       VL19001 (physical, values as sizes: VL19001_BLK_50), VL19002 (digital, an item)
 */

const COLOUR_CODES: Record<string, string> = {
    black: 'BLK',
    'charcoal-marl': 'CHM',
    'light-grey-marl': 'LGM',
    white: 'WHT',
    'lily-white': 'LWH',
    'navy-blue': 'NVY',
    'cobalt-blue': 'COB',
    'glacier-blue': 'GLB',
    'forest-green': 'FGR',
    'sage-green': 'SGE',
    olive: 'OLV',
    'plum-purple': 'PLM',
    lavender: 'LAV',
    'berry-red': 'BRY',
    'chilli-red': 'CHR',
    'coral-pink': 'CRL',
    'blush-pink': 'BLS',
    terracotta: 'TER',
    'amber-yellow': 'AMB',
    stone: 'STN',
    'mocha-brown': 'MCH',
    'leopard-print': 'LEO',
    'camo-print': 'CAM',
    'tie-dye-print': 'TDY'
}

/** Colour code in ids; a palette colour added later gets its initials plus length so codes stay unique. */
export const colourCode = (colourId: string) =>
    COLOUR_CODES[colourId] ??
    colourId
        .split('-')
        .map((part) => part[0]?.toUpperCase() ?? '')
        .join('') + String(colourId.length)

export const FIRST_MASTER_NUMBER = 10001
export const PHYSICAL_GIFT_CARD_ID = 'VL19001'
export const DIGITAL_GIFT_CARD_ID = 'VL19002'

export const masterId = (serial: number) => `VL${FIRST_MASTER_NUMBER + serial}`

export const variationGroupId = (master: string, colourId: string) => `${master}_${colourCode(colourId)}`

const sizeCode = (size: string) => (size === ONE_SIZE ? 'OS' : size.replace(/[^A-Za-z0-9]/g, ''))

export const legLengthCode = (legLength: string) =>
    LEG_LENGTHS.find((entry) => entry.value === legLength)?.code ?? legLength.toUpperCase()

export const variantId = (master: string, colourId: string, size: string, legLength?: string) =>
    [variationGroupId(master, colourId), legLength ? legLengthCode(legLength) : undefined, sizeCode(size)]
        .filter(Boolean)
        .join('_')
