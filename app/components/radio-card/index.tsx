import type {ReactNode} from 'react'
import {Box, Radio, type BoxProps} from '@chakra-ui/react'

export interface RadioCardProps extends Omit<BoxProps, 'children'> {
    value: string
    children: ReactNode
    /** The radio beside the first line of the content ('start') or centred on it. */
    align?: 'start' | 'center'
}

/**
 * A choice drawn as a card (delivery option, delivery method, store, saved address or card). The whole card
 * is the radio's own label, so the input is named by the card's text (a wrapping <label> around Chakra's
 * Radio would nest two labels and leave the input unnamed). Borders and backgrounds go on the card.
 */
export const RadioCard = ({value, children, align = 'start', ...card}: RadioCardProps) => (
    <Box
        cursor="pointer"
        sx={{
            '& .chakra-radio__label': {flex: 1, minWidth: 0, display: 'flex', gap: 3, marginInlineStart: 3},
            '& .chakra-radio__control': align === 'start' ? {marginTop: 1} : {}
        }}
        {...card}
    >
        <Radio
            value={value}
            display="flex"
            w="full"
            p={4}
            alignItems={align === 'start' ? 'flex-start' : 'center'}
        >
            {children}
        </Radio>
    </Box>
)
