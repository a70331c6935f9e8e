import {memo, useEffect, useState, type ReactNode} from 'react'
import {Box, Heading} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {DisclosureItem} from '../../components/disclosure'
import {RecommendationsCarousel} from '../../components/recommendations'
import {ReviewsPanel} from '../../components/reviews'
import {BREAKPOINT_PX} from '../../theme/foundations/layout'
import {pdpMessages} from './messages'

export const REVIEWS_ANCHOR = 'reviews' satisfies PanelName
/** Spec 001 §9: "accordion recommendation max height 600". */
const RECOMMENDATIONS_MAX_HEIGHT = '600px'

type PanelName = 'reviews' | 'recommendations'

interface PanelProps {
    id: PanelName
    title: string
    open: Set<PanelName>
    onToggle: (name: PanelName) => void
    children: ReactNode
}

const Panel = ({id, title, open, onToggle, children}: PanelProps) => (
    <DisclosureItem
        id={id}
        borderColor="grey.200"
        sx={{scrollMarginTop: '80px'}}
        open={open.has(id)}
        onToggle={() => onToggle(id)}
        wrapHeading={(button) => (
            <Heading as="h2" fontSize="md">
                {button}
            </Heading>
        )}
        button={{px: 0, py: 5}}
        panel={{px: 0, pb: 8}}
        title={
            <Box
                as="span"
                flex="1"
                textAlign="start"
                fontSize={{base: 'md', md: 'lg'}}
                fontWeight={600}
                letterSpacing="tight"
            >
                {title}
            </Box>
        }
    >
        {children}
    </DisclosureItem>
)

/**
 * The product's reviews and recommendations, below the buying area. "On mobile the reviews and recommendation
 * panels start collapsed" (spec 001 §4.5): the server and phones render them closed; from tablet width both
 * open once the page is running. Each loads its content the first time it opens, and a link to #reviews opens
 * the reviews.
 */
const ProductPanelsView = ({productId, reviewCount}: {productId: string; reviewCount?: number}) => {
    const intl = useIntl()
    const [open, setOpen] = useState<Set<PanelName>>(new Set())
    // Each panel's content loads the first time it opens and stays once loaded.
    const [opened, setOpened] = useState<Set<PanelName>>(new Set())

    useEffect(() => {
        const wide =
            typeof window.matchMedia === 'function' &&
            window.matchMedia(`(min-width: ${BREAKPOINT_PX.md}px)`).matches
        if (wide) setOpen(new Set(['reviews', 'recommendations']))
        const openReviews = () => {
            if (window.location.hash !== `#${REVIEWS_ANCHOR}`) return
            setOpen((current) => (current.has('reviews') ? current : new Set([...current, 'reviews'])))
            document.getElementById(REVIEWS_ANCHOR)?.scrollIntoView({block: 'start'})
        }
        openReviews()
        window.addEventListener('hashchange', openReviews)
        return () => window.removeEventListener('hashchange', openReviews)
    }, [])

    useEffect(() => {
        setOpened((current) => {
            const next = new Set(current)
            open.forEach((name) => next.add(name))
            return next.size === current.size ? current : next
        })
    }, [open])

    const toggle = (name: PanelName) =>
        setOpen((current) => {
            const next = new Set(current)
            if (!next.delete(name)) next.add(name)
            return next
        })
    const title = intl.formatMessage(pdpMessages.youMayAlsoLike)
    return (
        <Box>
            <Panel
                id={REVIEWS_ANCHOR}
                open={open}
                onToggle={toggle}
                title={`${intl.formatMessage(pdpMessages.reviewsPanel)}${
                    reviewCount ? ` (${intl.formatNumber(reviewCount)})` : ''
                }`}
            >
                <ReviewsPanel productId={productId} active={opened.has('reviews')} />
            </Panel>
            <Panel id="recommendations" title={title} open={open} onToggle={toggle}>
                <Box maxH={RECOMMENDATIONS_MAX_HEIGHT} overflow="hidden">
                    {opened.has('recommendations') ? (
                        <RecommendationsCarousel
                            productId={productId}
                            title={title}
                            showTitle={false}
                            slidesPerView={{base: 1.5, md: 2.5}}
                        />
                    ) : null}
                </Box>
            </Panel>
        </Box>
    )
}

/** Memoised: the page above renders again as the session, live prices and stock arrive; this changes only with its props. */
export const ProductPanels = memo(ProductPanelsView)
