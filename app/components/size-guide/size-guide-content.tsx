import {useIntl} from 'react-intl'
import {RichText} from '../../content/html/rich-text'
import {sizeGuideMessages} from './messages'

/** Size charts read as tables: compact, ruled, with sticky row headings on narrow screens. */
const tableStyles = {
    h1: {fontSize: ['2xl', '3xl'], mb: 2},
    h2: {fontSize: ['xl', '2xl'], mt: 10},
    h3: {fontSize: 'lg', mt: 8},
    table: {width: '100%', borderCollapse: 'collapse', fontSize: 'sm', mt: 6},
    caption: {textAlign: 'start', fontWeight: 600, pb: 3, fontSize: 'md'},
    'th, td': {
        borderBottom: '1px solid',
        borderColor: 'grey.200',
        px: 3,
        py: 2.5,
        textAlign: 'start',
        whiteSpace: 'nowrap'
    },
    'thead th': {fontSize: 'xs', letterSpacing: 'wider', textTransform: 'uppercase', color: 'text.secondary'},
    'tbody th': {fontWeight: 600, position: 'sticky', left: 0, bg: 'bg.canvas'},
    ul: {mt: 3}
}

export interface SizeGuideContentProps {
    html: string | undefined
    /** In a dialog the guide's own h1 gives way to the dialog's title. */
    hideTitle?: boolean
}

/** The size guide HTML the platform returns, sanitised (app/content/sanitize.ts) and styled as charts. */
export const SizeGuideContent = ({html, hideTitle = false}: SizeGuideContentProps) => {
    const intl = useIntl()
    return (
        // Wide charts scroll sideways inside the guide rather than widening the page; the scrolling region is
        // focusable and named so keyboard users can scroll it too.
        <RichText
            html={html}
            sx={hideTitle ? {...tableStyles, h1: {display: 'none'}} : tableStyles}
            overflowX="auto"
            tabIndex={0}
            role="region"
            aria-label={intl.formatMessage(sizeGuideMessages.title)}
            _focusVisible={{boxShadow: 'outline', outline: 'none'}}
        />
    )
}
