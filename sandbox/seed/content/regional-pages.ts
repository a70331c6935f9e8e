/**
 * Regional content pages (spec 001 §2.5): the key is `{country}/{last path segment}` with GB using no
 * prefix and IE (the EU site) using `eu`, falling back to `row/{segment}` when a country has no page of its
 * own. Seeded: student discount partners and refer-a-friend for GB and US, plus the rest-of-world fallbacks
 * that EU and AU read.
 */
import type {SeedBook} from './book'
import {bullets, paragraphs} from './fragments'
import {contentPage, copyBlock} from './page-helpers'

type Region = 'gb' | 'us' | 'row'

const regionalKey = (region: Region, segment: string) => (region === 'gb' ? segment : `${region}/${segment}`)

export const regionalPageItems = (book: SeedBook) => {
    const partner = (region: Region, segment: string, partnerName: string, discount: string, terms: string) =>
        contentPage(book, regionalKey(region, segment), {
            keys: [regionalKey(region, segment)],
            region,
            title: `${partnerName} Student Discount | VELA`,
            description: `Verify with ${partnerName} for ${discount} off VELA.`,
            header: `${discount} student discount with ${partnerName}`,
            headerCopy: paragraphs(
                `Log in or register with ${partnerName}, verify your student status and get a one-time code for ${discount} off full-price styles.`
            ),
            blocks: [
                copyBlock(
                    book,
                    `${region}-${segment}-terms`,
                    'The small print',
                    bullets(
                        terms,
                        'One code per order; codes cannot be combined with other offers.',
                        'Excludes gift cards and sale items.'
                    )
                )
            ]
        })
    partner('gb', 'student-beans', 'Student Beans', '15%', 'Open to students in the UK aged 16 and over.')
    partner(
        'us',
        'student-beans',
        'Student Beans',
        '15%',
        'Open to college students in the US aged 18 and over.'
    )
    partner(
        'row',
        'student-beans',
        'Student Beans',
        '10%',
        'Open to verified students in the countries we deliver to.'
    )
    partner('gb', 'unidays', 'UNiDAYS', '15%', 'Open to students in the UK aged 16 and over.')
    partner('row', 'unidays', 'UNiDAYS', '10%', 'Open to verified students in the countries we deliver to.')

    const refer = (region: Region, reward: string, spend: string) =>
        contentPage(book, regionalKey(region, 'refer-a-friend'), {
            keys: [regionalKey(region, 'refer-a-friend')],
            region,
            title: 'Refer a Friend | VELA',
            description: `Give a friend 20% off their first order and get ${reward}.`,
            header: 'Refer a friend',
            headerCopy: paragraphs(
                `Give your friends 20% off their first VELA order. When they spend ${spend} or more, you get ${reward}.`
            ),
            blocks: [
                copyBlock(
                    book,
                    `${region}-refer-steps`,
                    'How it works',
                    bullets(
                        'Share your personal link from your account',
                        `Your friend gets 20% off their first order over ${spend}`,
                        `You get ${reward} once their order has shipped and the 30-day return window has passed`
                    )
                )
            ]
        })
    refer('gb', 'a £15 reward', '£60')
    refer('us', 'a $20 reward', '$75')
    refer('row', 'a reward worth 15% of their order', 'the equivalent of £60')
}
