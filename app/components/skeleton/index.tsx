import {forwardRef} from 'react'
import {Box, keyframes, Stack, type BoxProps} from '@chakra-ui/react'

/**
 * Loading placeholders that pulse their opacity. Chakra's Skeleton animates its background and border
 * colours, which the browser can only do on the main thread: every frame restyled every placeholder on the
 * page, whether it was on screen or not. A listing's "Complete the look" carousel, waiting below the fold for
 * the shopper to scroll to it, kept a phone's main thread restyling for about a second of its first six
 * (4× CPU trace). Opacity animates off the main thread; with reduced motion the placeholder stays still.
 */
const pulse = keyframes({from: {opacity: 1}, to: {opacity: 0.45}})

const PULSE = `${pulse} 0.8s ease-in-out infinite alternate`

export type SkeletonProps = BoxProps

const STILL_WITH_REDUCED_MOTION = {'@media (prefers-reduced-motion: reduce)': {animation: 'none'}}

export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton({sx, ...props}, ref) {
    return (
        <Box
            ref={ref}
            className="chakra-skeleton"
            bg="grey.200"
            borderRadius="sm"
            color="transparent"
            pointerEvents="none"
            userSelect="none"
            animation={PULSE}
            // A caller's own sx (an aspect ratio) adds to the reduced-motion rule rather than replacing it.
            sx={{...STILL_WITH_REDUCED_MOTION, ...sx}}
            {...props}
        />
    )
})

export interface SkeletonTextProps extends BoxProps {
    noOfLines?: number
    /** Gap between lines (a space token or length). */
    spacing?: BoxProps['mt']
    skeletonHeight?: BoxProps['h']
}

/** Lines of text to come: the last is shorter, as a paragraph's last line usually is. */
export const SkeletonText = ({
    noOfLines = 3,
    spacing = 2,
    skeletonHeight = 2,
    ...rest
}: SkeletonTextProps) => (
    <Box {...rest}>
        <Stack spacing={spacing}>
            {Array.from({length: noOfLines}, (_, index) => (
                <Skeleton
                    key={index}
                    h={skeletonHeight}
                    w={index === noOfLines - 1 && noOfLines > 1 ? '80%' : '100%'}
                />
            ))}
        </Stack>
    </Box>
)

export const SkeletonCircle = ({size = 10, ...rest}: SkeletonProps & {size?: BoxProps['boxSize']}) => (
    <Skeleton boxSize={size} borderRadius="full" {...rest} />
)
