/**
 * Corporate statements and remaining static pages: accessibility and wholesale terms (`us/` keys read by
 * every site), affiliates, the anti-human trafficking statement and supply chain transparency.
 */
import type {SeedBook} from './book'
import {bullets, paragraphs as p} from './fragments'
import {legalPage} from './legal-helpers'
import {allSiteKeys} from './sites'

export const statementItems = (book: SeedBook) => {
    legalPage(
        book,
        'us/accessibility',
        ['us/accessibility'],
        {
            title: 'Accessibility',
            description: 'Our commitment to an accessible shopping experience.',
            intro: 'We want everyone to be able to shop with VELA. Our site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.',
            updated: '1 February 2025'
        },
        [
            [
                'What we do',
                bullets(
                    'Every page can be navigated with a keyboard, with visible focus indicators',
                    'Images carry text alternatives, and decorative images are hidden from screen readers',
                    'Colour contrast meets AA ratios for text and controls',
                    'Videos never autoplay with sound and can be paused'
                )
            ],
            [
                'Known limitations',
                p(
                    'Some third-party widgets, such as customer photo galleries and reviews, may not fully meet the guidelines. We are working with their providers to improve them.'
                )
            ],
            [
                'Contact us',
                p(
                    'If you have difficulty using any part of our site, please contact Customer Care on 0800 123 4567 (UK) or 1-800-555-0142 (US), or email access@vela-active.example. We aim to respond within 2 working days.'
                )
            ]
        ]
    )
    legalPage(
        book,
        'us/Terms-conditions-wholesale',
        ['us/Terms-conditions-wholesale'],
        {
            title: 'Wholesale Terms & Conditions',
            description: 'Terms for VELA wholesale and stockist partners.',
            intro: 'These terms apply to purchases by approved wholesale accounts, studios and stockists. They do not apply to consumer purchases.',
            updated: '1 February 2025'
        },
        [
            [
                'Accounts',
                p(
                    'Wholesale accounts are opened at our discretion following a credit check. Minimum opening order: 60 units; minimum repeat order: 24 units.'
                )
            ],
            [
                'Prices and payment',
                p(
                    'Wholesale prices exclude VAT and sales tax and are quoted in GBP, EUR, USD or AUD. Payment is due 30 days from the invoice date. We may suspend deliveries on overdue accounts and charge interest at 4% above the Bank of England base rate.'
                )
            ],
            [
                'Delivery and risk',
                p(
                    'Goods are delivered DAP to your nominated address. Risk passes on delivery; title passes when we receive payment in full. Shortages must be reported within 5 working days of delivery.'
                )
            ],
            [
                'Returns',
                p(
                    'Wholesale orders are not returnable except for faulty goods, which must be reported within 30 days with photographs. Approved returns are credited to your account.'
                )
            ],
            [
                'Brand use',
                p(
                    'Stockists may use VELA trademarks and imagery only to promote VELA products, following our brand guidelines, and may not sell through third-party marketplaces without written consent.'
                )
            ]
        ]
    )
    legalPage(
        book,
        'affiliates',
        allSiteKeys('affiliates'),
        {
            title: 'Affiliates',
            description: 'Join the VELA affiliate programme.',
            intro: 'Earn commission by sharing VELA with your audience. Our programme is open to publishers, creators and fitness professionals.',
            updated: '1 February 2025'
        },
        [
            [
                'How it works',
                bullets(
                    'Apply through our affiliate network',
                    'Get approved within 5 working days',
                    'Earn 8% commission on sales you refer, with a 30-day cookie window'
                )
            ],
            [
                'What we look for',
                p(
                    'Content that fits our brand: training, wellbeing and style. We do not work with voucher sites that bid on our brand name.'
                )
            ],
            ['Get in touch', p('Email affiliates@vela-active.example with a link to your channel.')]
        ]
    )
    legalPage(
        book,
        'anti-human-trafficking-statement',
        allSiteKeys('anti-human-trafficking-statement'),
        {
            title: 'Anti-Human Trafficking Statement',
            description: 'Our statement under the Modern Slavery Act 2015.',
            intro: 'This statement is made under section 54 of the Modern Slavery Act 2015 and sets out the steps VELA Active Ltd has taken in the financial year ending 31 January 2025 to prevent slavery and human trafficking in our business and supply chains.',
            updated: '1 March 2025'
        },
        [
            [
                'Our business and supply chain',
                p(
                    'We design activewear in London and work with fourteen tier-one manufacturing partners in Portugal, Turkey, Sri Lanka and Vietnam, and thirty tier-two fabric and trim suppliers.'
                )
            ],
            [
                'Policies',
                p(
                    'Every supplier signs our Code of Conduct, based on the Ethical Trading Initiative Base Code, which prohibits forced, bonded and child labour and requires that workers never pay recruitment fees.'
                )
            ],
            [
                'Due diligence and audits',
                p(
                    'All tier-one factories are audited at least annually, including unannounced visits. In 2024 we completed 31 audits; two identified recruitment-fee risks, which were remediated with repayment to the workers affected.'
                )
            ],
            [
                'Training',
                p(
                    'Our sourcing and quality teams complete annual training on recognising signs of forced labour. Factory managers receive training through our partner NGO.'
                )
            ],
            [
                'Approval',
                p(
                    'This statement was approved by the Board of VELA Active Ltd and is signed by Clara Hensley, Founder and Chief Executive.'
                )
            ]
        ]
    )
    legalPage(
        book,
        'transparency-in-supply-chain',
        allSiteKeys('transparency-in-supply-chain'),
        {
            title: 'Transparency in Supply Chain',
            description:
                'Disclosures under the California Transparency in Supply Chains Act and our supplier list.',
            intro: 'We believe customers should know where their clothes are made. This page sets out our disclosures under the California Transparency in Supply Chains Act of 2010 and links to our supplier list.',
            updated: '1 March 2025'
        },
        [
            [
                'Verification',
                p(
                    'We evaluate and address risks of human trafficking and slavery through a risk assessment of each sourcing country and supplier before we place orders.'
                )
            ],
            [
                'Audits',
                p(
                    'Independent auditors carry out announced and unannounced audits of our tier-one suppliers against our Code of Conduct.'
                )
            ],
            [
                'Certification',
                p(
                    'Suppliers certify that materials incorporated into our products comply with the laws on slavery and human trafficking of the countries in which they do business.'
                )
            ],
            [
                'Accountability and training',
                p(
                    'Employees and suppliers who fail to meet our standards face corrective action, up to termination of the relationship. Staff with supply chain responsibilities receive annual training.'
                )
            ],
            [
                'Supplier list',
                p(
                    'Our full tier-one supplier list, with factory addresses and worker numbers, is updated every six months and available on request from responsibility@vela-active.example.'
                )
            ]
        ]
    )
}
