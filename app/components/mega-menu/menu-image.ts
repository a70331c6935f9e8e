import type {ImageLink} from '../../content/model/media'
import {cmsImageUrl} from '../image/image-urls'
import type {MenuImage} from './menu-model'

const WIDTHS = [320, 640]

/**
 * A CMS image as a responsive 4:5 crop for menu tiles. The media host comes from the image fragment itself
 * (the delivery API points it at the right host for each environment); only the protocol is configuration.
 */
export const menuImage = (
    link: ImageLink | undefined,
    protocol: 'http' | 'https',
    alt = ''
): MenuImage | undefined => {
    if (!link?.defaultHost || !link.endpoint || !link.name) return undefined
    const url = (width: number) => `${cmsImageUrl(link, width, protocol)}&sm=aspect&aspect=4:5`
    return {
        src: url(WIDTHS[0]),
        srcSet: WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
        alt
    }
}
