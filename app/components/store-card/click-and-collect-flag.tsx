import {Badge} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {storeMessages as messages} from './messages'
import {isClickAndCollect, type StoreInfo} from './store-model'

/** Whether the shop offers click and collect, in words (never by colour alone). */
export const ClickAndCollectFlag = ({store}: {store: StoreInfo}) => {
    const intl = useIntl()
    return isClickAndCollect(store) ? (
        <Badge variant="accent">{intl.formatMessage(messages.clickAndCollect)}</Badge>
    ) : (
        <Badge variant="outline">{intl.formatMessage(messages.noClickAndCollect)}</Badge>
    )
}
