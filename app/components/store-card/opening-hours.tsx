import {Table, Tbody, Td, Th, Thead, Tr, VisuallyHidden} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {RichText} from '../../content/html/rich-text'
import {storeMessages as messages} from './messages'
import {openingHours, weekdayName, type StoreInfo} from './store-model'

/** The week's opening hours as a table (or the platform's HTML hours when it has no structured form). */
export const OpeningHours = ({store, caption = true}: {store: StoreInfo; caption?: boolean}) => {
    const intl = useIntl()
    const rows = openingHours(store)
    if (!rows.length) return store.storeHours ? <RichText html={store.storeHours} fontSize="sm" /> : null
    return (
        <Table size="sm" variant="unstyled" sx={{'td, th': {px: 0, py: 1}}}>
            {caption ? (
                <VisuallyHidden as="caption">{intl.formatMessage(messages.openingHours)}</VisuallyHidden>
            ) : null}
            <Thead>
                <Tr>
                    <Th>
                        <VisuallyHidden>{intl.formatMessage(messages.day)}</VisuallyHidden>
                    </Th>
                    <Th>
                        <VisuallyHidden>{intl.formatMessage(messages.hours)}</VisuallyHidden>
                    </Th>
                </Tr>
            </Thead>
            <Tbody>
                {rows.map((row) => (
                    <Tr key={row.day}>
                        <Th
                            scope="row"
                            fontWeight="medium"
                            textTransform="none"
                            letterSpacing="normal"
                            fontSize="sm"
                            color="text.primary"
                        >
                            {weekdayName(row.day, intl.locale)}
                        </Th>
                        <Td textAlign="end" fontSize="sm">
                            {row.closed || !row.open || !row.close
                                ? intl.formatMessage(messages.closed)
                                : intl.formatMessage(messages.timeRange, {open: row.open, close: row.close})}
                        </Td>
                    </Tr>
                ))}
            </Tbody>
        </Table>
    )
}
