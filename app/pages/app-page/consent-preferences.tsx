import {useState} from 'react'
import {Box, Button, Flex, Heading, Stack, Switch, Text} from '@chakra-ui/react'
import {useIntl, type MessageDescriptor} from 'react-intl'
import {Link} from '../../components/link'
import {tellAppAboutConsent} from '../../engagement/consent/consent-reactions'
import {useConsentAdapter, useConsentSnapshot} from '../../engagement/consent/use-consent'
import {CONSENT_GATES, ESSENTIAL_GROUP} from '../../rules/engagement'
import {AppPageShell} from './app-page-shell'
import {appPageMessages as messages} from './messages'

interface ConsentGroup {
    id: string
    name: MessageDescriptor
    body: MessageDescriptor
}

/** The consent groups (spec 001 §4.3) in the order the consent tool lists them. */
export const CONSENT_GROUPS: ConsentGroup[] = [
    {id: ESSENTIAL_GROUP, name: messages.groupEssential, body: messages.groupEssentialBody},
    {id: CONSENT_GATES.analytics, name: messages.groupAnalytics, body: messages.groupAnalyticsBody},
    {
        id: CONSENT_GATES.personalisation,
        name: messages.groupPersonalisation,
        body: messages.groupPersonalisationBody
    },
    {id: CONSENT_GATES.marketing, name: messages.groupMarketing, body: messages.groupMarketingBody},
    {id: CONSENT_GATES.social, name: messages.groupSocial, body: messages.groupSocialBody}
]

/**
 * /consent-preferences: the consent groups with a switch each (strictly necessary always on). Saving tells the
 * app 'acceptedCookies' with the chosen groups, or 'rejectedCookies' when only the essential group remains.
 */
export const ConsentPreferences = () => {
    const intl = useIntl()
    const adapter = useConsentAdapter()
    const {groups: current} = useConsentSnapshot()
    const [active, setActive] = useState<string[]>(() => [...current])
    const [status, setStatus] = useState<string>('')
    const toggle = (id: string, on: boolean) =>
        setActive((current) =>
            on ? [...current.filter((group) => group !== id), id] : current.filter((group) => group !== id)
        )
    const save = (groups: string[]) => {
        setActive(groups)
        // The consent tool records the choice for the web view's pages; the app hears it at once.
        adapter.save(groups)
        const sent = tellAppAboutConsent(groups)
        setStatus(intl.formatMessage(sent ? messages.sent : messages.outsideApp))
    }
    return (
        <AppPageShell title={intl.formatMessage(messages.consentTitle)}>
            <Text color="text.secondary" mb={8}>
                {intl.formatMessage(messages.consentBody)}
            </Text>
            <Stack as="ul" listStyleType="none" spacing={0} borderTop="1px solid" borderColor="border.subtle">
                {CONSENT_GROUPS.map((group) => {
                    const essential = group.id === ESSENTIAL_GROUP
                    const switchId = `consent-${group.id}`
                    return (
                        <Box
                            as="li"
                            key={group.id}
                            py={5}
                            borderBottom="1px solid"
                            borderColor="border.subtle"
                        >
                            <Flex justify="space-between" align="center" gap={4}>
                                <Heading as="h2" size="xs">
                                    <label htmlFor={switchId}>{intl.formatMessage(group.name)}</label>
                                </Heading>
                                {essential ? (
                                    <Text fontSize="sm" fontWeight="semibold">
                                        {intl.formatMessage(messages.consentAlwaysOn)}
                                    </Text>
                                ) : (
                                    <Switch
                                        id={switchId}
                                        colorScheme="gray"
                                        isChecked={active.includes(group.id)}
                                        onChange={(event) => toggle(group.id, event.target.checked)}
                                        aria-describedby={`${switchId}-body`}
                                    />
                                )}
                            </Flex>
                            <Text id={`${switchId}-body`} mt={2} fontSize="sm" color="text.secondary">
                                {intl.formatMessage(group.body)}
                            </Text>
                        </Box>
                    )
                })}
            </Stack>
            <Stack spacing={3} mt={8}>
                <Button w="full" maxW="none" onClick={() => save(active)}>
                    {intl.formatMessage(messages.consentSave)}
                </Button>
                <Button
                    w="full"
                    maxW="none"
                    variant="secondary"
                    onClick={() => save(CONSENT_GROUPS.map((group) => group.id))}
                >
                    {intl.formatMessage(messages.consentAcceptAll)}
                </Button>
            </Stack>
            <Text role="status" mt={4} fontSize="sm" color="text.secondary" minH="1.5em">
                {status}
            </Text>
            <Link href="/cookies.html" variant="inline" fontSize="sm">
                {intl.formatMessage(messages.consentPolicy)}
            </Link>
        </AppPageShell>
    )
}
