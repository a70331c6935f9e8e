import {useRef, useState} from 'react'
import loadable from '@loadable/component'
import {Box, Flex, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {swatchRowBase} from '../../rules/product/product-display'
import {ChevronRightIcon} from '../icons'
import {productImageUrl} from '../image'
import {variationMessages} from '../variation-selector/messages'
import type {VariationOption} from '../variation-selector/variation-model'
import {swatchDrawerMessages as messages} from './messages'

// The drawer (overlay, focus trap, motion) loads when a shopper first opens it, not with the product page.
const SwatchDrawerDialog = loadable(() => import('./swatch-drawer-dialog'))

export interface SwatchDrawerProps {
    options: VariationOption[]
    selected?: string
    onSelect: (value: string) => void
    swatches: Record<string, string | undefined>
}

/**
 * Spec 001 §4.5: with more than 7 colours the swatches move into a drawer, opened from a summary button,
 * titled 'Choose colour' and confirmed with 'Select colour'. The choice inside the drawer is only a draft until
 * confirmed.
 */
export const SwatchDrawer = ({options, selected, onSelect, swatches}: SwatchDrawerProps) => {
    const intl = useIntl()
    const [isOpen, setOpen] = useState(false)
    const [requested, setRequested] = useState(false)
    const summaryRef = useRef<HTMLButtonElement>(null)
    const current = options.find((option) => option.value === selected)
    const swatch = selected ? swatches[selected] : undefined
    const base = swatchRowBase(true)
    return (
        <Box>
            <Text fontSize="sm" fontWeight={600} mb={3}>
                {intl.formatMessage(variationMessages.colour)}
            </Text>
            <Flex
                as="button"
                type="button"
                ref={summaryRef}
                onClick={() => {
                    setRequested(true)
                    setOpen(true)
                }}
                onMouseEnter={() => void SwatchDrawerDialog.preload()}
                aria-haspopup="dialog"
                w="100%"
                align="center"
                gap={3}
                border="1px solid"
                borderColor="grey.300"
                px={3}
                h={`${base}px`}
                _hover={{borderColor: 'brand.ink'}}
                _focusVisible={{boxShadow: 'outline', outline: 'none'}}
            >
                <Box
                    w="32px"
                    h="32px"
                    borderRadius="full"
                    bg="brand.stone"
                    bgImage={swatch ? `url("${productImageUrl(swatch, 64)}")` : undefined}
                    bgSize="cover"
                    flexShrink={0}
                />
                <Text as="span" flex="1" textAlign="start" fontSize="sm">
                    {intl.formatMessage(variationMessages.colourValue, {name: current?.name ?? ''})}
                </Text>
                <Text as="span" fontSize="xs" color="text.secondary">
                    {intl.formatMessage(messages.count, {count: options.length})}
                </Text>
                <ChevronRightIcon />
            </Flex>
            {requested ? (
                <SwatchDrawerDialog
                    isOpen={isOpen}
                    onClose={() => setOpen(false)}
                    options={options}
                    selected={selected}
                    onSelect={onSelect}
                    swatches={swatches}
                    size={base}
                    finalFocusRef={summaryRef}
                />
            ) : null}
        </Box>
    )
}
