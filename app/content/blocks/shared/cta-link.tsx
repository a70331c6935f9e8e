import type {ReactNode} from 'react'
import type {SystemStyleObject} from '@chakra-ui/react'
import {ContentLink} from '../../links/content-link'

export type CtaVariant = 'primary' | 'secondary' | 'tertiary' | 'underline'

export interface CtaLinkProps {
    href: string | undefined
    children: ReactNode
    variant?: CtaVariant
    /** The colour the CTA sits on decides its ink: light copy on imagery, dark copy on paper. */
    tone?: 'light' | 'dark'
    colours?: {text?: string; background?: string; border?: string}
    onClick?: () => void
}

/** Spec 001 §9: CTAs are at most 280px wide and 44px high. */
const BOX: SystemStyleObject = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '44px',
    maxW: '280px',
    px: 7,
    fontSize: 'sm',
    fontWeight: 600,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    transition: 'background-color 0.2s, color 0.2s, border-color 0.2s',
    _hover: {textDecoration: 'none'},
    _focusVisible: {outline: '2px solid', outlineOffset: '3px'}
}

const styles = (variant: CtaVariant, ink: string, paper: string): SystemStyleObject => {
    switch (variant) {
        case 'primary':
            return {
                ...BOX,
                bg: ink,
                color: paper,
                border: '1px solid',
                borderColor: ink,
                _hover: {opacity: 0.85}
            }
        case 'secondary':
            return {
                ...BOX,
                bg: 'transparent',
                color: ink,
                border: '1px solid',
                borderColor: ink,
                _hover: {bg: ink, color: paper}
            }
        default:
            return {
                ...BOX,
                px: 0,
                minH: '44px',
                color: ink,
                textDecoration: 'underline',
                textUnderlineOffset: '6px',
                _hover: {opacity: 0.7}
            }
    }
}

/** A call to action from the CMS, following the content link rules (prefix, new tab, anchors). */
export const CtaLink = ({
    href,
    children,
    variant = 'primary',
    tone = 'dark',
    colours,
    onClick
}: CtaLinkProps) => {
    const ink = tone === 'light' ? 'brand.paper' : 'brand.ink'
    const paper = tone === 'light' ? 'brand.ink' : 'brand.paper'
    const base = styles(variant, ink, paper)
    const custom: SystemStyleObject = {
        ...(colours?.text && {color: colours.text}),
        ...(colours?.background && {bg: colours.background}),
        ...(colours?.border && {borderColor: colours.border})
    }
    return (
        <ContentLink href={href} sx={{...base, ...custom}} onClick={onClick}>
            {children}
        </ContentLink>
    )
}
