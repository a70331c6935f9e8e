/**
 * Delivery and returns content: delivery option tables, the product page's delivery/returns message slots,
 * the returns tabs of /delivery-returns.html and the basket's free-delivery threshold banners.
 */
import type {Accordion} from './copy'
import type {Colour, CommonBlock} from './common'
import type {SCHEMAS} from './schemas'

export interface DeliveryOptions extends CommonBlock<typeof SCHEMAS.deliveryOptions, DeliveryOptions> {
    title: string
    subtitle?: string
    /** Costs are display strings in the site currency ('£4.95', 'FREE over £75'). */
    deliveryOptions: {name: string; cost: string; description?: string}[]
}

export interface DeliveryReturnsMessage
    extends CommonBlock<typeof SCHEMAS.deliveryReturnsMessage, DeliveryReturnsMessage> {
    slots: {slotId: 'delivery' | 'returns' | 'collect'; title: string; copy: string; link?: string}[]
}

export interface ReturnsTab extends CommonBlock<typeof SCHEMAS.returnsTab, ReturnsTab> {
    tabName: string
    /** The site country the tab is about; the page opens on the shopper's own country. */
    countryCode?: 'GB' | 'US' | 'IE' | 'AU'
    title: string
    subtitle?: string
    /** Two HTML sections, e.g. "How to return" and "Refunds". */
    pageContent: {titleOne: string; bodyOne: string; titleTwo?: string; bodyTwo?: string}
    isReturnTab: boolean
    accordians?: Accordion[]
}

export interface ThresholdBlock {
    enable: boolean
    /** Shown below the threshold; {0} is replaced by the remaining amount to 2 decimals. */
    deliveryCopy: string
    /** In the site currency's major unit. */
    deliveryThreshold: number
    /** Shown once the threshold is reached. */
    qualifyFreeDeliveryCopy: string
}

export interface BasketThresholdBanner
    extends CommonBlock<typeof SCHEMAS.basketThresholdBanner, BasketThresholdBanner> {
    standard: ThresholdBlock
    express: ThresholdBlock
    displayOptions?: {backgroundColour?: Colour; textColour?: Colour}
}

/** The older flat form of the same banner. */
export interface BasketBanner extends CommonBlock<typeof SCHEMAS.basketBanner, BasketBanner> {
    enableStandardShipping: boolean
    standardCopy: string
    standardThreshold: number
    standardReachedThresholdCopy: string
    enableExpressShipping: boolean
    expressCopy: string
    expressThreshold: number
    expressReachedThresholdCopy: string
}
