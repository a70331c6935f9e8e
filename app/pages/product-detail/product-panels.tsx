import {useEffect, useState, type ReactNode} from 'react'
import {
    Accordion,
    AccordionButton,
    AccordionIcon,
    AccordionItem,
    AccordionPanel,
    Box,
    Heading
} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {RecommendationsCarousel} from '../../components/recommendations'
import {ReviewsPanel} from '../../components/reviews'
import {BREAKPOINT_PX} from '../../theme/foundations/layout'
import {pdpMessages} from './messages'

export const REVIEWS_ANCHOR = 'reviews'
/** Spec 001 §9: "accordion recommendation max height 600". */
const RECOMMENDATIONS_MAX_HEIGHT = '600px'

const PANELS = ['reviews', 'recommendations'] as const

const Panel = ({id, title, children}: {id: string; title: string; children: ReactNode}) => (
    <AccordionItem id={id} borderColor="grey.200" sx={{scrollMarginTop: '80px'}}>
        <Heading as="h2" fontSize="md">
            <AccordionButton px={0} py={5} _hover={{bg: 'transparent'}}>
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
                <AccordionIcon />
            </AccordionButton>
        </Heading>
        <AccordionPanel px={0} pb={8}>
            {children}
        </AccordionPanel>
    </AccordionItem>
)

/**
 * The product's reviews and recommendations, below the buying area. "On mobile the reviews and recommendation
 * panels start collapsed" (spec 001 §4.5): the server and phones render them closed; from tablet width both
 * open once the page is running. Each loads its content the first time it opens, and a link to #reviews opens
 * the reviews.
 */
export const ProductPanels = ({productId, reviewCount}: {productId: string; reviewCount?: number}) => {
    const intl = useIntl()
    const [open, setOpen] = useState<number[]>([])
    const [opened, setOpened] = useState<Set<string>>(new Set())

    useEffect(() => {
        const wide =
            typeof window.matchMedia === 'function' &&
            window.matchMedia(`(min-width: ${BREAKPOINT_PX.md}px)`).matches
        if (wide) setOpen([0, 1])
        const openReviews = () => {
            if (window.location.hash !== `#${REVIEWS_ANCHOR}`) return
            setOpen((current) => (current.includes(0) ? current : [...current, 0]))
            document.getElementById(REVIEWS_ANCHOR)?.scrollIntoView({block: 'start'})
        }
        openReviews()
        window.addEventListener('hashchange', openReviews)
        return () => window.removeEventListener('hashchange', openReviews)
    }, [])

    useEffect(() => {
        setOpened((current) => {
            const next = new Set(current)
            open.forEach((index) => next.add(PANELS[index]))
            return next.size === current.size ? current : next
        })
    }, [open])

    const title = intl.formatMessage(pdpMessages.youMayAlsoLike)
    return (
        <Accordion allowMultiple index={open} onChange={(index) => setOpen(index as number[])}>
            <Panel
                id={REVIEWS_ANCHOR}
                title={`${intl.formatMessage(pdpMessages.reviewsPanel)}${
                    reviewCount ? ` (${intl.formatNumber(reviewCount)})` : ''
                }`}
            >
                <ReviewsPanel productId={productId} active={opened.has('reviews')} />
            </Panel>
            <Panel id="recommendations" title={title}>
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
        </Accordion>
    )
}
