import {Box, type SystemStyleObject} from '@chakra-ui/react'
import {useSite} from '../../site/site-context'
import {buildSrcSet, DEFAULT_WIDTHS, fallbackWidth, imageUrl, type ImageSource} from './image-urls'
import {artDirection, type Ratio} from './ratio'

export interface ResponsiveImageProps {
    source: ImageSource
    /** Art-directed image for narrow screens (639px or less, spec 001 §4.5). */
    mobileSource?: ImageSource
    /** Required: pass '' only for a purely decorative image. */
    alt: string
    /** How wide the image renders, so the browser picks the right rendition. */
    sizes?: string
    widths?: readonly number[]
    /**
     * Width / height of the box the image fills (object-fit cover), per breakpoint. Reserving the box keeps
     * the page from shifting while the image loads, and CMS images are requested in that shape.
     */
    ratio?: Ratio
    /** Fill the nearest positioned ancestor, which reserves the space (ratio still shapes the request). */
    fill?: boolean
    /** Intrinsic size, used instead of `ratio` when the image should keep its own shape. */
    width?: number
    height?: number
    /** The page's largest image above the fold: loaded eagerly and first. */
    priority?: boolean
    fit?: 'cover' | 'contain'
    /** Where the crop is anchored when `fit` is cover. */
    position?: string
    sx?: SystemStyleObject
    className?: string
}

/**
 * A plain <img>: its styles come from the wrapper. An emotion-styled img would put a <style> element inside
 * the <picture>, which stops Chrome's preload scanner from honouring the <source> elements, so the browser
 * would download the fallback image as well as the right one (measured: twice the LCP bytes).
 */
const imgStyles = (
    fills: boolean,
    fit: string,
    position: string,
    sx?: SystemStyleObject
): SystemStyleObject => ({
    '& img': {
        display: 'block',
        objectFit: fit,
        objectPosition: position,
        ...(fills
            ? {position: 'absolute', inset: 0, width: '100%', height: '100%'}
            : {width: '100%', height: 'auto'}),
        ...sx
    }
})

/** What decides the `<picture>` (or `<img>`) itself, whoever lays it out. */
export type PictureProps = Pick<
    ResponsiveImageProps,
    | 'source'
    | 'mobileSource'
    | 'alt'
    | 'sizes'
    | 'widths'
    | 'ratio'
    | 'width'
    | 'height'
    | 'priority'
    | 'className'
>

/**
 * The image's elements alone, for a component that styles them from its own class (a product tile): srcset and
 * sizes for either image service, art direction for narrow screens, lazy unless it is the priority (LCP) image.
 */
export const ResponsivePicture = ({
    source,
    mobileSource,
    alt,
    sizes = '100vw',
    widths = DEFAULT_WIDTHS,
    ratio,
    width,
    height,
    priority = false,
    className
}: PictureProps) => {
    const protocol = useSite().config.app.content.mediaProtocol
    const {sources, fallbackRatio} = artDirection(source, mobileSource, ratio)
    // React 18 does not know fetchPriority yet; the lower-case attribute passes straight through to the DOM.
    // Element timing tells the page's bundle starter when this image is on screen (ssr/paint-first.ts).
    const loadingProps = priority
        ? {
              loading: 'eager' as const,
              decoding: 'sync' as const,
              ...{fetchpriority: 'high', elementtiming: 'lcp'}
          }
        : {loading: 'lazy' as const, decoding: 'async' as const}
    const img = (
        <img
            src={imageUrl(source, fallbackWidth(widths), protocol, fallbackRatio)}
            srcSet={buildSrcSet(source, widths, protocol, fallbackRatio)}
            sizes={sizes}
            alt={alt}
            width={width}
            height={height}
            className={className}
            {...loadingProps}
        />
    )
    return sources.length ? (
        <picture>
            {sources.map(({media, source: candidate, aspect}) => (
                <source
                    key={media}
                    media={media}
                    sizes={sizes}
                    srcSet={buildSrcSet(candidate, widths, protocol, aspect)}
                />
            ))}
            {img}
        </picture>
    ) : (
        img
    )
}

/**
 * An image with srcset/sizes for either image service, lazy unless it is the priority (LCP) image, and
 * always sized before it loads so nothing moves when it arrives.
 */
export const ResponsiveImage = ({
    fill = false,
    fit = 'cover',
    position = 'center',
    sx,
    ...pictureProps
}: ResponsiveImageProps) => {
    const {ratio} = pictureProps
    const fills = ratio !== undefined || fill
    const picture = <ResponsivePicture {...pictureProps} />
    const styles = imgStyles(fills, fit, position, sx)
    if (fill) {
        return (
            <Box position="absolute" inset={0} sx={styles}>
                {picture}
            </Box>
        )
    }
    if (ratio === undefined) return <Box sx={styles}>{picture}</Box>
    return (
        <Box position="relative" overflow="hidden" bg="bg.subtle" sx={{aspectRatio: ratio, ...styles}}>
            {picture}
        </Box>
    )
}
