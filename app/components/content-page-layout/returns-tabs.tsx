import {Tab, TabList, TabPanel, TabPanels, Tabs} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {ReturnsTab} from '../../content/model'
import {useSite} from '../../site/site-context'
import {contentPageMessages as messages} from './messages'
import {ReturnsTabPanel} from './returns-tab-panel'

const isTab = (value: unknown): value is ReturnsTab =>
    typeof value === 'object' && value !== null && typeof (value as ReturnsTab).tabName === 'string'

/** The tab about the shopper's own site country opens first; the server and browser agree on it. */
export const initialTabIndex = (tabs: ReturnsTab[], siteCountry: string): number =>
    Math.max(
        0,
        tabs.findIndex((tab) => tab.countryCode === siteCountry)
    )

/**
 * "Returns and delivery page: tabs; selecting a tab shows its content" (spec 001 §2.5). Every panel is in the
 * server HTML (hidden until chosen), so each country's text is there without JavaScript and for search.
 */
export const ReturnsTabs = ({tabs}: {tabs: unknown[]}) => {
    const intl = useIntl()
    const {site} = useSite()
    const valid = tabs.filter(isTab)
    if (!valid.length) return null
    return (
        <Tabs defaultIndex={initialTabIndex(valid, site.country)} variant="line" colorScheme="gray" isManual>
            <TabList
                aria-label={intl.formatMessage(messages.tabsLabel)}
                overflowX="auto"
                overflowY="hidden"
                borderColor="border.subtle"
                sx={{scrollbarWidth: 'none', '&::-webkit-scrollbar': {display: 'none'}}}
            >
                {valid.map((tab) => (
                    <Tab
                        key={tab._meta?.deliveryId ?? tab.tabName}
                        flexShrink={0}
                        fontSize="sm"
                        fontWeight="semibold"
                        letterSpacing="wide"
                        textTransform="uppercase"
                        color="text.secondary"
                        _selected={{color: 'text.primary', borderColor: 'brand.ink'}}
                        _focusVisible={{boxShadow: 'outline'}}
                    >
                        {tab.tabName}
                    </Tab>
                ))}
            </TabList>
            <TabPanels>
                {valid.map((tab) => (
                    <TabPanel key={tab._meta?.deliveryId ?? tab.tabName} px={0}>
                        <ReturnsTabPanel tab={tab} />
                    </TabPanel>
                ))}
            </TabPanels>
        </Tabs>
    )
}
