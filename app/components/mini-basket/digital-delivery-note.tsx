import {Box, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useContentAssets} from '../../commerce/controllers/use-content-assets'
import {RichText} from '../../content/html/rich-text'
import {basketMessages as messages} from './messages'

/** The platform's gift card terms (content asset), shown wherever a bag holds a digital gift card. */
export const GIFT_CARD_TERMS_ASSET = 'gift-card-terms'

/**
 * For a bag of e-gift cards only: they travel by email, so there is no delivery to pay for; with the gift
 * card terms from the platform's content assets.
 */
export const DigitalDeliveryNote = () => {
    const intl = useIntl()
    const assets = useContentAssets([GIFT_CARD_TERMS_ASSET])
    const terms = assets[GIFT_CARD_TERMS_ASSET]
    return (
        <Box data-testid="digital-delivery-note">
            <Text fontSize="xs" color="text.secondary">
                {intl.formatMessage(messages.emailDelivery)}
            </Text>
            {terms ? <RichText html={terms} fontSize="xs" color="text.secondary" mt={1} /> : null}
        </Box>
    )
}
