import {Stack} from '@chakra-ui/react'
import type {CtaGroup} from '../../model'
import {CtaLink, type CtaVariant} from './cta-link'
import {ResponsiveCopy} from './responsive-copy'

const VARIANTS: CtaVariant[] = ['primary', 'secondary', 'tertiary', 'underline']

/** The group's main link makes the whole banner clickable. */
export const mainLinkOf = (groups: CtaGroup[] | undefined) =>
    (groups ?? []).flatMap((group) => group?.cta ?? []).find((cta) => cta?.isMainLink && cta.link)

interface CtaGroupsProps {
    groups: CtaGroup[] | undefined
    tone: 'light' | 'dark'
    justify?: string
}

/** Rows of CTAs, each group with its own style and colours. */
export const CtaGroups = ({groups, tone, justify = 'flex-start'}: CtaGroupsProps) => {
    const rows = (groups ?? []).filter((group) => group?.cta?.some((cta) => cta?.copy && cta.link))
    if (!rows.length) return null
    return (
        <Stack spacing={3} pt={2} align={justify}>
            {rows.map((group, row) => (
                <Stack key={row} direction={{base: 'column', sm: 'row'}} spacing={3} align={justify}>
                    {group.cta
                        .filter((cta) => cta?.copy && cta.link)
                        .map((cta, index) => (
                            <CtaLink
                                key={`${cta.link}-${index}`}
                                href={cta.link}
                                variant={
                                    VARIANTS.includes(group.style as CtaVariant) ? group.style : 'primary'
                                }
                                tone={tone}
                                colours={group.colours}
                            >
                                <ResponsiveCopy text={cta.copy} mobileText={cta.copyMobile} />
                            </CtaLink>
                        ))}
                </Stack>
            ))}
        </Stack>
    )
}
