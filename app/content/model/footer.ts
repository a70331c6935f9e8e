/** The footer. On mobile the two link groups collapse into 'Help' and 'Information' accordions. */
import type {CommonBlock} from './common'
import type {SCHEMAS} from './schemas'

export interface FooterLink {
    text: string
    /** Internal paths get the site/locale prefix; absolute http(s) links are untouched. */
    url: string
}

export interface Footer extends CommonBlock<typeof SCHEMAS.footer, Footer> {
    linkGroups: {group: 'Help' | 'Information'; title: string; links: FooterLink[]}[]
    socialLinks: {
        network: 'instagram' | 'facebook' | 'tiktok' | 'youtube' | 'pinterest'
        url: string
        label: string
    }[]
    newsletter?: {header: string; copy: string; signUpKey: string}
    copyright: string
}
