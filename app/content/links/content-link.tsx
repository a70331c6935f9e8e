import {forwardRef, type ReactNode} from 'react'
import {Box, Link, type LinkProps} from '@chakra-ui/react'
import {Link as RouterLink} from 'react-router-dom'
import {useSite} from '../../site/site-context'
import {classifyLink, linkAttributes} from './classify-link'

export interface ContentLinkProps extends Omit<LinkProps, 'href'> {
    href: string | undefined
    children?: ReactNode
}

/**
 * A link authored in the CMS: internal paths navigate in-app with the site/locale prefix, external ones open in
 * a new tab, anchors stay on the page. An unsafe or empty link renders its content without a link.
 */
export const ContentLink = forwardRef<HTMLAnchorElement, ContentLinkProps>(function ContentLink(
    {href, children, ...rest},
    ref
) {
    const {buildUrl} = useSite()
    const attributes = linkAttributes(href, buildUrl)
    if (!attributes) {
        return (
            <Box as="span" {...(rest as object)}>
                {children}
            </Box>
        )
    }
    if (classifyLink(href).kind === 'internal') {
        return (
            <Link as={RouterLink} ref={ref} to={attributes.href} {...rest}>
                {children}
            </Link>
        )
    }
    return (
        <Link ref={ref} {...attributes} {...rest}>
            {children}
        </Link>
    )
})
