import {Box, Flex, Stack} from '@chakra-ui/react'
import {Skeleton, SkeletonCircle} from '../../components/skeleton'
import type {ReactNode} from 'react'

/** Radios and checkboxes in the brand's ink rather than Chakra's default blue. */
const INK_CONTROLS = {
    '.chakra-radio__control[data-checked], .chakra-checkbox__control[data-checked]': {
        bg: 'brand.ink',
        borderColor: 'brand.ink',
        color: 'text.inverse'
    },
    '.chakra-radio__control[data-checked]:hover, .chakra-checkbox__control[data-checked]:hover': {
        bg: 'grey.800',
        borderColor: 'grey.800'
    }
}

/**
 * The checkout frame: steps on the left, the order summary on the right from large screens. The server
 * renders it with skeletons (shopper data loads in the browser only), so the page never jumps.
 */
export const CheckoutFrame = ({
    steps,
    summary,
    mobileSummary
}: {
    steps: ReactNode
    summary: ReactNode
    mobileSummary: ReactNode
}) => (
    <Box
        maxW="1200px"
        mx="auto"
        px={{base: 4, md: 8}}
        pt={{base: 0, lg: 10}}
        pb={{base: 16, lg: 24}}
        sx={INK_CONTROLS}
    >
        <Flex direction={{base: 'column', lg: 'row'}} gap={{base: 0, lg: 16}} align="start">
            <Box w="full" display={{base: 'block', lg: 'none'}}>
                {mobileSummary}
            </Box>
            <Box flex="1" minW={0} w="full" maxW={{lg: '680px'}}>
                {steps}
            </Box>
            <Box w={{base: 'full', lg: '400px'}} flexShrink={0} display={{base: 'none', lg: 'block'}}>
                {summary}
            </Box>
        </Flex>
    </Box>
)

const StepSkeleton = ({open}: {open?: boolean}) => (
    <Box py={{base: 6, md: 8}} borderBottom="1px solid" borderColor="border.subtle">
        <Flex align="center" gap={4}>
            <SkeletonCircle size="7" />
            <Skeleton h="18px" w="140px" />
        </Flex>
        {open ? (
            <Stack spacing={4} pl={{base: 0, sm: '44px'}} pt={6}>
                <Skeleton h="14px" w="60%" />
                <Skeleton h="48px" />
                <Skeleton h="44px" />
            </Stack>
        ) : null}
    </Box>
)

export const StepsSkeleton = () => (
    <Box aria-busy="true">
        <StepSkeleton open />
        <StepSkeleton />
        <StepSkeleton />
    </Box>
)

export const SummarySkeleton = () => (
    <Box bg="bg.subtle" p={{base: 4, lg: 8}} mx={{base: -4, md: -8, lg: 0}}>
        <Stack spacing={5}>
            <Skeleton h="16px" w="50%" />
            <Flex gap={4}>
                <Skeleton w="64px" h="80px" />
                <Stack flex="1">
                    <Skeleton h="12px" />
                    <Skeleton h="12px" w="40%" />
                </Stack>
            </Flex>
            <Skeleton h="12px" />
            <Skeleton h="16px" />
        </Stack>
    </Box>
)
