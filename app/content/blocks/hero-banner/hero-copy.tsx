import {Box, Heading, Stack, Text} from '@chakra-ui/react'
import type {HeroBanner} from '../../model'
import {Countdown} from '../shared/countdown'
import {CtaLink} from '../shared/cta-link'
import {ResponsiveCopy} from '../shared/responsive-copy'

type HeadingLevel = 'h1' | 'h2' | 'h3' | 'p'
const LEVELS: HeadingLevel[] = ['h1', 'h2', 'h3', 'p']

/** SEO heading level chosen by the editor; anything unexpected falls back to h2. */
export const headingLevel = (selector: string | undefined): HeadingLevel =>
    LEVELS.includes(selector as HeadingLevel) ? (selector as HeadingLevel) : 'h2'

interface HeroCopyProps {
    item: HeroBanner
    tone: 'light' | 'dark'
    colour: string
}

export const HeroCopy = ({item, tone, colour}: HeroCopyProps) => {
    const {title, titleMobile, subtitle, subtitleMobile, headerSelectorSEO} = item.textCopy ?? {title: ''}
    const ctas = (item.ctaList ?? []).filter((cta) => cta?.ctaText && cta.ctaLink)
    return (
        <Stack spacing={{base: 4, md: 5}} color={colour} maxW={{base: '100%', md: '640px'}}>
            {item.countdown?.countdownDate && (
                <Box
                    alignSelf="flex-start"
                    px={3}
                    py={1.5}
                    fontSize="sm"
                    fontWeight={600}
                    letterSpacing="0.06em"
                    border="1px solid"
                    borderColor="currentColor"
                >
                    <Countdown date={item.countdown.countdownDate} />
                </Box>
            )}
            {title && (
                <Heading
                    as={headingLevel(headerSelectorSEO)}
                    color="inherit"
                    fontSize={{base: '4xl', md: '6xl', xl: '7xl'}}
                    fontWeight={700}
                    lineHeight={0.95}
                    letterSpacing="-0.03em"
                    textTransform="uppercase"
                >
                    <ResponsiveCopy text={title} mobileText={titleMobile} />
                </Heading>
            )}
            {subtitle && (
                <Text fontSize={{base: 'md', md: 'lg'}} lineHeight={1.5} maxW="34em" opacity={0.92}>
                    <ResponsiveCopy text={subtitle} mobileText={subtitleMobile} />
                </Text>
            )}
            {ctas.length > 0 && (
                // Above the banner-wide link, so each CTA stays its own click target.
                <Stack
                    direction={{base: 'column', sm: 'row'}}
                    spacing={3}
                    pt={2}
                    position="relative"
                    zIndex={1}
                >
                    {ctas.map((cta, index) => (
                        <CtaLink
                            key={`${cta.ctaLink}-${index}`}
                            href={cta.ctaLink}
                            variant={index === 0 ? 'primary' : 'secondary'}
                            tone={tone}
                        >
                            {cta.ctaText}
                        </CtaLink>
                    ))}
                </Stack>
            )}
        </Stack>
    )
}
