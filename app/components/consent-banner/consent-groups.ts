import type {MessageDescriptor} from 'react-intl'
import type {ConsentGroup} from '../../engagement/consent/consent-adapter'
import {consentMessages as messages} from './messages'

export interface GroupCopy {
    group: ConsentGroup
    label: MessageDescriptor
    text: MessageDescriptor
}

/** The groups in the order the banner lists them (spec 001 §4.3); C0001 cannot be switched off. */
export const GROUP_COPY: readonly GroupCopy[] = [
    {group: 'C0001', label: messages.essential, text: messages.essentialText},
    {group: 'C0002', label: messages.analytics, text: messages.analyticsText},
    {group: 'C0003', label: messages.personalisation, text: messages.personalisationText},
    {group: 'C0004', label: messages.marketing, text: messages.marketingText},
    {group: 'C0005', label: messages.social, text: messages.socialText}
]
