/**
 * Security & privacy and the cookie policy. Privacy (like accessibility and wholesale terms) is one `us/` item
 * that every site reads (spec 001 §2.5), so it is written to cover all four regions.
 */
import type {SeedBook} from './book'
import {bullets, paragraphs as p} from './fragments'
import {legalPage} from './legal-helpers'
import {allSiteKeys} from './sites'

export const privacyItems = (book: SeedBook) => {
    legalPage(
        book,
        'us/security-privacy',
        ['us/security-privacy'],
        {
            title: 'Security & Privacy',
            description: 'How VELA collects, uses and protects your personal information.',
            intro: 'This notice explains what personal information we collect when you shop with us, why we collect it, and the choices you have.',
            updated: '1 February 2025'
        },
        [
            [
                'Who is responsible for your data',
                p(
                    'VELA Active Ltd (UK, EU and Australia) and VELA Active Inc. (United States) are the controllers of personal information collected through their respective sites. Our Data Protection Officer can be reached at privacy@vela-active.example.'
                )
            ],
            [
                'What we collect',
                bullets(
                    '<strong>Details you give us:</strong> name, email, phone, delivery and billing addresses, date of birth (if you join Insiders) and survey answers.',
                    '<strong>Order information:</strong> what you buy, returns and payment method type. We never store full card numbers; card payments are handled by our PCI DSS-certified payment provider.',
                    '<strong>Browsing information:</strong> pages viewed, device and approximate location, collected with cookies where you have consented.'
                )
            ],
            [
                'How we use it',
                p(
                    'We use your information to process orders and returns, run your account and Insiders membership, answer your questions, prevent fraud, and, where you have agreed, send marketing and personalise what you see.',
                    'Our legal bases are performance of a contract, our legitimate interests (for example fraud prevention and improving our service), your consent (for marketing and non-essential cookies) and legal obligations (for example tax records).'
                )
            ],
            [
                'Sharing',
                p(
                    'We share information with service providers who act on our instructions: delivery companies, payment providers, our cross-border checkout partner, customer service tools and analytics providers. We do not sell your personal information.',
                    'California residents: we do not sell or share personal information for cross-context behavioural advertising without your opt-out choice being honoured. Use the cookie preferences link in the footer to opt out.'
                )
            ],
            [
                'International transfers',
                p(
                    'Where information is transferred outside the UK or EEA we rely on adequacy decisions or the standard contractual clauses approved by the UK and EU authorities.'
                )
            ],
            [
                'How long we keep it',
                p(
                    'Order records are kept for 7 years for tax purposes. Account information is kept while your account is active and deleted 3 years after your last activity.'
                )
            ],
            [
                'Your rights',
                p(
                    'Depending on where you live you may ask to access, correct, delete or port your information, object to or restrict processing, and withdraw consent at any time. Email privacy@vela-active.example; we respond within one month. You may also complain to the Information Commissioner’s Office (UK), your local EU supervisory authority or the Office of the Australian Information Commissioner.'
                )
            ],
            [
                'Security',
                p(
                    'Our site uses TLS encryption throughout. Accounts are protected by hashed passwords and sessions expire after 30 minutes of inactivity. We will never ask for your password by email or phone.'
                )
            ]
        ]
    )

    legalPage(
        book,
        'cookies',
        allSiteKeys('cookies'),
        {
            title: 'Cookie Policy',
            description: 'The cookies VELA uses and how to manage them.',
            intro: 'Cookies are small text files stored on your device. We use them to make the site work, to remember your choices and, with your consent, to measure and personalise.',
            updated: '1 February 2025'
        },
        [
            [
                'Strictly necessary cookies',
                p(
                    'These keep you signed in, remember your bag and your delivery country, and record your cookie choices. They cannot be switched off.'
                ) +
                    bullets(
                        'Session and basket cookies: deleted when your session ends',
                        'Country preference: 365 days',
                        'Consent record: 12 months'
                    )
            ],
            [
                'Performance cookies',
                p(
                    'With your consent, these tell us which pages are visited and how the site performs, so we can fix problems. The information is aggregated.'
                )
            ],
            [
                'Functional cookies',
                p(
                    'These remember choices such as a dismissed sign-up popup (365 days) or a popup already shown today (1 day), and Insiders status (1 hour).'
                )
            ],
            [
                'Targeting cookies',
                p(
                    'With your consent, our advertising and personalisation partners use these to show you relevant products on our site and elsewhere.'
                )
            ],
            [
                'Managing your choices',
                p(
                    'You can change your choices at any time from the cookie preferences link in the footer, or block cookies in your browser settings. Blocking necessary cookies will stop parts of the site from working.'
                )
            ]
        ]
    )
}
