import {memo} from 'react'
import {Box, type SystemStyleObject} from '@chakra-ui/react'
import {BADGE_SLOTS, type BadgeSlot, type ChosenBadges} from '../../rules/product/badges'

/** The slot across the same edge: two badges on one edge share its width. */
const ACROSS: Record<BadgeSlot, BadgeSlot> = {
    topLeft: 'topRight',
    topRight: 'topLeft',
    bottomLeft: 'bottomRight',
    bottomRight: 'bottomLeft'
}

const CORNERS: Record<BadgeSlot, {top?: number; bottom?: number; left?: number; right?: number}> = {
    topLeft: {top: 2, left: 2},
    topRight: {top: 2, right: 2},
    bottomLeft: {bottom: 2, left: 2},
    bottomRight: {bottom: 2, right: 2}
}

/** Platform labels that carry a meaning of their own get the brand's colour for it. */
const TONES: Record<string, {bg: string; color: string}> = {
    sale: {bg: 'brand.sale', color: 'text.inverse'}
}

/** A label's own look; its colours come per badge. */
const LABEL_STYLES: SystemStyleObject = {
    px: 2,
    py: 1,
    fontSize: '2xs',
    fontWeight: 700,
    lineHeight: 1.2,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    maxW: '100%',
    // Clamped inside the padding: clamped on the padded box, the next line showed in its bottom padding. Two
    // lines, so a long translated label ('Appena arrivato' on a phone's carousel tile) is read whole rather
    // than cut.
    '& > span': {
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflowWrap: 'anywhere'
    }
}

/**
 * The four badge slots (spec 000 §3) over a product image, one per corner. A badge may use its whole edge
 * unless the other corner of that edge has one too; then each gets half, and a long label is cut rather than
 * covering its neighbour. One styled element per badge, its label plain inside it: every tile of a listing
 * may carry badges.
 */
export const BadgeOverlay = memo(function BadgeOverlay({badges}: {badges: ChosenBadges}) {
    return (
        <>
            {BADGE_SLOTS.map((slot) => {
                const badge = badges[slot]
                if (!badge) return null
                const corner = CORNERS[slot]
                const tone = TONES[badge.label.toLowerCase()] ?? {bg: 'brand.paper', color: 'brand.ink'}
                return (
                    <Box
                        key={slot}
                        display="flex"
                        position="absolute"
                        {...corner}
                        zIndex={1}
                        maxW={badges[ACROSS[slot]] ? 'calc(50% - 12px)' : 'calc(100% - 16px)'}
                        justifyContent={corner.right !== undefined ? 'flex-end' : 'flex-start'}
                        pointerEvents="none"
                        sx={{
                            '& > div': {
                                ...LABEL_STYLES,
                                bg: badge.backgroundColor ?? tone.bg,
                                color: badge.fontColor ?? tone.color
                            }
                        }}
                    >
                        <div data-badge-slot={slot}>
                            <span>{badge.label}</span>
                        </div>
                    </Box>
                )
            })}
        </>
    )
})
