import {useMemo} from 'react'
import {useIntl} from 'react-intl'
import type {Footer} from '../../content/model/footer'
import {sharedMessages} from '../../i18n/shared-messages'
import {withRequiredLinks, type FooterGroup, type RequiredLink} from './footer-links'
import {footerMessages as messages} from './messages'

/** The footer's groups: CMS content with the spec's required links guaranteed (spec 001 §2.3). */
export const useFooterGroups = (footer: Footer | null | undefined): FooterGroup[] => {
    const intl = useIntl()
    return useMemo(() => {
        const text = (descriptor: Parameters<typeof intl.formatMessage>[0]) => intl.formatMessage(descriptor)
        const required: RequiredLink[] = [
            {group: 'Help', text: text(messages.customerCare), url: text(sharedMessages.helpCentreUrl)},
            {group: 'Information', text: text(messages.terms), url: '/terms-and-conditions'},
            {group: 'Information', text: text(messages.wholesale), url: '/Terms-conditions-wholesale.html'},
            {group: 'Information', text: text(messages.privacy), url: '/security-privacy.html'},
            {group: 'Information', text: text(messages.cookies), url: '/cookies.html'}
        ]
        return withRequiredLinks(footer?.linkGroups, required, {
            Help: text(messages.help),
            Information: text(messages.information)
        })
    }, [footer, intl])
}
