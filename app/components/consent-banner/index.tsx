import {Box, Button, Flex, Heading, Stack, Text} from '@chakra-ui/react'
import {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react'
import {useIntl} from 'react-intl'
import {CONSENT_GROUPS} from '../../engagement/consent/consent-adapter'
import {EARLY_ACTION_ATTRIBUTE, type EarlyAction} from '../../engagement/consent/early-action'
import {ESSENTIAL_GROUP} from '../../rules/engagement/consent'
import {Link} from '../link'
import {ConsentPreferences} from './consent-preferences'
import {consentMessages as messages} from './messages'

export interface ConsentBannerProps {
    /** The groups active now; the manage view starts from them. */
    groups: readonly string[]
    /** Stores the visitor's choice (the banner closes once the consent store says so). */
    onSave: (groups: readonly string[]) => void
    /** Opens on the groups one by one (the shopper asked for them before the app had started). */
    managing?: boolean
    /** Called once the banner is on screen, before the browser paints it. */
    onShown?: () => void
    /**
     * The server-rendered copy (engagement/consent/consent-island.tsx): each button says what a press means,
     * for the inline script that keeps presses until the app takes over.
     */
    early?: boolean
}

const early = (action: EarlyAction) => ({[EARLY_ACTION_ATTRIBUTE]: action})

/** Spec 001 §2.3 footer link 'Cookies'. */
const COOKIES_PAGE = '/cookies.html'

/**
 * The local consent banner (spec 001 §4.3), a stand-in for the consent tool's own: accept all, reject all, or
 * manage the groups one by one. Fixed to the bottom of the viewport, so it never moves the page (no layout
 * shift). A first visit sees its server-rendered copy with the page's first paint (engagement/consent/
 * consent-island.tsx); this component takes its place once the consent tool has loaded. It takes focus only
 * when nothing else has it, so a shopper already using the page is not interrupted, while keyboard and
 * screen-reader users land on it.
 */
const ConsentBanner = ({
    groups,
    onSave,
    managing: startManaging,
    onShown,
    early: isEarly
}: ConsentBannerProps) => {
    const intl = useIntl()
    const id = useId()
    const panel = useRef<HTMLDivElement>(null)
    const [managing, setManaging] = useState(Boolean(startManaging))
    const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(groups))
    const action = (name: EarlyAction) => (isEarly ? early(name) : {})

    // Before paint, so the server-rendered copy it replaces and this one are never on screen together.
    useLayoutEffect(() => onShown?.(), [onShown])

    useEffect(() => {
        const active = document.activeElement
        if (!active || active === document.body) panel.current?.focus({preventScroll: true})
    }, [])

    const toggle = (group: string, on: boolean) =>
        setChosen((current) => {
            const next = new Set(current)
            if (on) next.add(group)
            else next.delete(group)
            return next
        })

    return (
        <Box
            ref={panel}
            role="dialog"
            aria-modal="false"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-body`}
            tabIndex={-1}
            position="fixed"
            insetX={0}
            bottom={0}
            zIndex="banner"
            bg="bg.canvas"
            color="text.primary"
            borderTop="1px solid"
            borderColor="border.strong"
            boxShadow="0 -12px 32px rgba(17, 17, 17, 0.12)"
            maxH="85vh"
            overflowY="auto"
            _focus={{outline: 'none'}}
            data-testid={isEarly ? 'consent-banner-early' : 'consent-banner'}
        >
            <Flex
                maxW="shell"
                mx="auto"
                px={{base: 5, md: 8, lg: 12}}
                py={{base: 5, md: 6}}
                gap={{base: 4, lg: 10}}
                direction={{base: 'column', lg: 'row'}}
                align={{lg: managing ? 'flex-start' : 'center'}}
            >
                <Box flex="1" maxW={{lg: '760px'}}>
                    <Heading as="h2" id={`${id}-title`} fontSize={{base: 'md', md: 'lg'}} mb={2}>
                        {intl.formatMessage(managing ? messages.preferencesTitle : messages.title)}
                    </Heading>
                    <Text id={`${id}-body`} fontSize="sm" color="text.secondary" mb={managing ? 4 : 0}>
                        {intl.formatMessage(messages.body, {
                            link: (chunks: ReactNode[]) => (
                                <Link href={COOKIES_PAGE} textDecoration="underline" color="text.primary">
                                    {chunks}
                                </Link>
                            )
                        })}
                    </Text>
                    {managing ? <ConsentPreferences chosen={chosen} onToggle={toggle} /> : null}
                </Box>
                <Stack
                    direction={{base: 'column', sm: 'row', lg: managing ? 'column' : 'row'}}
                    spacing={3}
                    flexShrink={0}
                    align={{base: 'stretch', sm: 'center', lg: managing ? 'stretch' : 'center'}}
                    pt={{lg: managing ? 10 : 0}}
                >
                    <Button
                        variant="primary"
                        onClick={() => onSave(CONSENT_GROUPS)}
                        minW="160px"
                        {...action('accept')}
                    >
                        {intl.formatMessage(messages.acceptAll)}
                    </Button>
                    {managing ? (
                        <Button variant="secondary" onClick={() => onSave([...chosen])} minW="160px">
                            {intl.formatMessage(messages.save)}
                        </Button>
                    ) : (
                        <>
                            <Button
                                variant="secondary"
                                onClick={() => onSave([ESSENTIAL_GROUP])}
                                minW="160px"
                                {...action('reject')}
                            >
                                {intl.formatMessage(messages.rejectAll)}
                            </Button>
                            <Button
                                variant="link"
                                onClick={() => setManaging(true)}
                                h="44px"
                                px={2}
                                {...action('manage')}
                            >
                                {intl.formatMessage(messages.manage)}
                            </Button>
                        </>
                    )}
                </Stack>
            </Flex>
        </Box>
    )
}

export default ConsentBanner
