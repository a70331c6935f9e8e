/**
 * /delivery-returns.html: one page per site (`delivery-returns`, `us/delivery-returns`...) showing returns
 * tabs for every returns country (GB, US, IE, AU, each with its own step 3, plus rest of world), then the
 * site's delivery options, the how-to-return guide and FAQs. Refunds: original payment method, 5 business days.
 */
import {link, type SeedBook, type SeedRef} from './book'
import {bullets, paragraphs as p} from './fragments'
import {accordion, contentPage, copyBlock} from './page-helpers'
import {siteKey, SITE_CODES, type SiteCode} from './sites'

const REFUND = 'Refunds go to your original payment method within 5 business days of your return reaching us.'

interface ReturnsCountry {
    code: 'GB' | 'US' | 'IE' | 'AU' | undefined
    tabName: string
    portal: string
    step3: string
    cost: string
}

const COUNTRIES: ReturnsCountry[] = [
    {
        code: 'GB',
        tabName: 'UK returns',
        portal: 'https://returns.vela-active.example/gb',
        step3: 'Drop your parcel at any post office or parcel shop, or book a free collection from your door.',
        cost: 'Returns are free.'
    },
    {
        code: 'US',
        tabName: 'US returns',
        portal: 'https://returns.vela-active.example/us',
        step3: 'Attach the prepaid label and drop your package at any UPS Store or schedule a pickup.',
        cost: 'Returns are free for orders shipped in the US.'
    },
    {
        code: 'IE',
        tabName: 'Ireland & EU returns',
        portal: 'https://returns.vela-active.example/eu',
        step3: 'Hand your parcel in at any post office in Ireland, or at the partner drop-off point shown on your label in other EU countries.',
        cost: 'Returns are free from Ireland; a €4.95 fee is deducted for other EU countries.'
    },
    {
        code: 'AU',
        tabName: 'Australia returns',
        portal: 'https://returns.vela-active.example/au',
        step3: 'Drop your parcel at any Australia Post outlet or parcel locker using the label from the portal.',
        cost: 'Returns are free.'
    },
    {
        code: undefined,
        tabName: 'Rest of world',
        portal: 'https://returns.vela-active.example/global',
        step3: 'Book a courier collection through the global returns portal; the cost is shown before you confirm.',
        cost: 'Return shipping is paid by you and deducted from your refund.'
    }
]

export const deliveryReturnsItems = (book: SeedBook, deliveryOptions: Record<SiteCode, SeedRef>) => {
    const tabs = COUNTRIES.map((country) =>
        book.add({
            name: `returns-tab-${(country.code ?? 'row').toLowerCase()}`,
            schema: 'returnsTab',
            fields: {
                tabName: country.tabName,
                ...(country.code ? {countryCode: country.code} : {}),
                title: `${country.tabName}: how to return`,
                subtitle: 'You have 30 days from delivery to return unworn items with tags attached.',
                pageContent: {
                    titleOne: 'Three simple steps',
                    bodyOne: `<ol><li><strong>Step 1:</strong> Start your return on the <a href="${country.portal}">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> ${country.step3}</li></ol>`,
                    titleTwo: 'Refunds',
                    bodyTwo: p(`${country.cost} ${REFUND}`)
                },
                isReturnTab: true,
                accordians: [
                    link(
                        accordion(
                            book,
                            `returns-exchanges-${(country.code ?? 'row').toLowerCase()}`,
                            'Can I exchange an item?',
                            'Exchanges are not available online. Return the item for a refund and place a new order: that is the fastest way to get the size you need.'
                        )
                    )
                ]
            }
        })
    )
    const guide = copyBlock(
        book,
        'how-to-return-guide',
        'How to return',
        p('Not quite right? Returning is free for most countries and takes a few minutes.') +
            bullets(
                'Keep the tags on and the items unworn and unwashed',
                'Swimwear and underwear must have the hygiene liner in place',
                'Gift cards and personalised items cannot be returned'
            ),
        {anchorID: 'how-to-return'}
    )
    const faq = accordion(
        book,
        'returns-faq-refund-timing',
        'When will I get my refund?',
        `Returns usually reach us within 3 to 7 days. ${REFUND} Your bank may take a further 3 to 5 days to show it.`,
        true
    )

    for (const site of SITE_CODES) {
        contentPage(book, siteKey(site, 'delivery-returns'), {
            keys: [siteKey(site, 'delivery-returns')],
            title: site === 'us' ? 'Shipping & Returns | VELA' : 'Delivery & Returns | VELA',
            description: 'Delivery options, costs and how to return your order.',
            header: site === 'us' ? 'Shipping & returns' : 'Delivery & returns',
            headerCopy: p(REFUND),
            tabs,
            blocks: [deliveryOptions[site], guide, faq]
        })
    }
}
