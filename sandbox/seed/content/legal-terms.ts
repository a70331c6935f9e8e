/**
 * Terms and conditions. GB's page also serves AU (spec 001 §2.5 maps the AU page to `terms-and-conditions`)
 * and carries the EU key, since EU orders are fulfilled by the same UK company; the US page is separate.
 */
import type {SeedBook} from './book'
import {bullets, paragraphs as p} from './fragments'
import {legalPage} from './legal-helpers'

export const termsItems = (book: SeedBook) => {
    legalPage(
        book,
        'terms-and-conditions',
        ['terms-and-conditions', 'eu/terms-and-conditions'],
        {
            title: 'Terms & Conditions',
            description: 'The terms that apply when you buy from VELA.',
            intro: 'Please read these terms carefully before placing an order. By placing an order you agree to be bound by them.',
            updated: '1 February 2025'
        },
        [
            [
                'About us',
                p(
                    'www.vela-active.example is operated by VELA Active Ltd, a company registered in England and Wales under company number 09123456, with its registered office at 14 Neal Street, London WC2H 9PA. Our VAT number is GB 123 4567 89.',
                    'You can contact our Customer Care team through the Help Centre, by email at care@vela-active.example or by post at the address above.'
                )
            ],
            [
                'Placing an order',
                p(
                    'Your order is an offer to buy. We accept it when we email you to confirm that your items have been dispatched; only then is a contract formed. We may decline an order, for example if an item is out of stock, if we cannot authorise your payment or if we identify a pricing error.',
                    'You must be at least 18 years old to place an order. Orders are for personal use only and not for resale.'
                )
            ],
            [
                'Prices and payment',
                p(
                    'Prices include VAT at the applicable rate and are shown in the currency of the site you are using. Delivery charges are shown at checkout before you pay.',
                    'We accept Visa, Mastercard, American Express, PayPal, Klarna, Apple Pay and VELA gift cards. Payment is taken when you place your order. If we cannot fulfil part of your order, we will refund that part to your original payment method.'
                )
            ],
            [
                'Delivery',
                p(
                    'Delivery times are estimates and begin once your order is dispatched. Risk in the goods passes to you on delivery; ownership passes once we have received full payment. See our <a href="/delivery-returns.html">delivery and returns</a> page for options and costs.',
                    'Orders delivered outside the UK may be subject to import duties and taxes, which are shown and collected at checkout where our international partner handles your order.'
                )
            ],
            [
                'Your right to cancel',
                p(
                    'Under the Consumer Contracts Regulations 2013 (and, for customers in the EU, the Consumer Rights Directive), you may cancel your contract within 14 days of the day you receive your goods without giving a reason. We extend this to 30 days for unworn items with their tags attached.',
                    'We refund the price of the goods and standard delivery to your original payment method within 5 business days of receiving the return. We may reduce a refund to reflect any loss in value caused by handling the goods beyond what is needed to check them.'
                )
            ],
            [
                'Faulty goods',
                p(
                    'If an item is faulty, you are entitled to a repair, replacement or refund under the Consumer Rights Act 2015. Please contact Customer Care with your order number and a photograph of the fault. This does not affect your statutory rights.'
                )
            ],
            [
                'Promotions and gift cards',
                p(
                    'Promotional codes cannot be exchanged for cash, cannot be combined unless stated and may be withdrawn at any time. Gift cards are valid for 24 months from purchase, can be used online and in our shops, and cannot be used to buy other gift cards.'
                ) +
                    bullets(
                        'Digital gift cards are delivered by email on the date you choose.',
                        'Physical gift cards are sent by post and dispatched within 2 working days.'
                    )
            ],
            [
                'Our liability',
                p(
                    'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that is not foreseeable, or for business losses. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be limited by law.'
                )
            ],
            [
                'Governing law',
                p(
                    'These terms are governed by the law of England and Wales. You may bring proceedings in the courts of England and Wales, or, if you live in Scotland, Northern Ireland or the EU, in the courts where you live.'
                )
            ]
        ]
    )

    legalPage(
        book,
        'us/terms-and-conditions',
        ['us/terms-and-conditions'],
        {
            title: 'Terms & Conditions',
            description: 'The terms that apply when you shop at VELA in the United States.',
            intro: 'These Terms of Sale apply to orders placed on our US site and shipped to addresses in the United States.',
            updated: 'February 1, 2025'
        },
        [
            [
                'Who we are',
                p(
                    'The US site is operated by VELA Active Inc., a Delaware corporation, 200 Spring Street, New York, NY 10012. Contact our Customer Care team through the Help Center or at care-us@vela-active.example.'
                )
            ],
            [
                'Orders',
                p(
                    'Your order is an offer to purchase. We accept it when we ship your items and send a shipping confirmation. We reserve the right to refuse or cancel any order, including orders that appear to be placed by resellers, and to limit quantities.'
                )
            ],
            [
                'Pricing, sales tax and payment',
                p(
                    'Prices are in US dollars. Applicable state and local sales tax is calculated at checkout based on your shipping address. We accept Visa, Mastercard, American Express, Discover, PayPal, Afterpay, Apple Pay and VELA gift cards.'
                )
            ],
            [
                'Shipping',
                p(
                    'We ship to all 50 states and Washington, D.C. Estimated delivery dates are not guaranteed. Title and risk of loss pass to you when the carrier delivers your package.'
                )
            ],
            [
                'Returns and refunds',
                p(
                    'You may return unworn merchandise with tags attached within 30 days of delivery. Refunds are issued to your original payment method within 5 business days of our warehouse receiving your return. Original shipping charges are refunded only if the item was faulty or sent in error.'
                )
            ],
            [
                'Disclaimer and limitation of liability',
                p(
                    'To the fullest extent permitted by law, our total liability arising from any order is limited to the amount you paid for that order. Some states do not allow the exclusion of implied warranties or the limitation of incidental damages, so some of these limitations may not apply to you.'
                )
            ],
            [
                'Dispute resolution',
                p(
                    'Any dispute will first be addressed informally by contacting Customer Care. If we cannot resolve it within 60 days, either party may bring a claim in small claims court. These terms are governed by the laws of the State of New York.'
                )
            ]
        ]
    )
}
