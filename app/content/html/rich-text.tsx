import type {MouseEvent} from 'react'
import {Box, type BoxProps} from '@chakra-ui/react'
import {useHistory} from 'react-router-dom'
import {useSite} from '../../site/site-context'
import {useSafeHtml} from './safe-html'

export interface RichTextProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
    html: string | undefined
}

/** Editorial typography for CMS HTML, from the theme's tokens. */
const proseStyles = {
    '& > * + *': {marginTop: '1em'},
    'h1, h2, h3, h4': {fontFamily: 'heading', fontWeight: 600, lineHeight: 1.15, letterSpacing: '-0.01em'},
    h2: {fontSize: ['2xl', '3xl']},
    h3: {fontSize: ['xl', '2xl']},
    p: {lineHeight: 1.7},
    a: {textDecoration: 'underline', textUnderlineOffset: '3px', _hover: {opacity: 0.7}},
    'ul, ol': {paddingInlineStart: '1.25em'},
    li: {marginTop: '0.35em'},
    strong: {fontWeight: 600},
    img: {maxWidth: '100%', height: 'auto'}
}

/** A same-origin link that the router can handle, or undefined when the browser should handle the click. */
const inAppPath = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return undefined
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
    const anchor = (event.target as HTMLElement).closest?.('a')
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return undefined
    const href = anchor.getAttribute('href') ?? ''
    if (!href.startsWith('/') || href.startsWith('//')) return undefined
    return href
}

/**
 * Sanitised CMS HTML (./safe-html). Internal links get the site prefix (in the sanitiser) and navigate in-app,
 * so a click inside editorial copy does not reload the page.
 */
export const RichText = ({html, sx, ...rest}: RichTextProps) => {
    const {buildUrl} = useSite()
    const history = useHistory()
    const safe = useSafeHtml(html ?? '', buildUrl)
    if (!html) return null
    const onClick = (event: MouseEvent<HTMLElement>) => {
        const path = inAppPath(event)
        if (!path) return
        event.preventDefault()
        history.push(path)
    }
    return (
        // The container only delegates clicks on the links inside it, which are keyboard-reachable themselves.
        <Box
            onClick={onClick}
            sx={{...proseStyles, ...sx}}
            {...rest}
            dangerouslySetInnerHTML={safe.html}
            suppressHydrationWarning={safe.keepsServerHtml}
        />
    )
}
