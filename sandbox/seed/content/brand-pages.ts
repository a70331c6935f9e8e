/**
 * Brand and programme pages: our story, our founder, responsibility (responsibility-pages.ts), activity,
 * insiders, student discount and exclusive offers. Shared by every site (keys under each site prefix).
 */
import type {SeedBook} from './book'
import {bullets, paragraphs} from './fragments'
import {carousel} from './home-blocks'
import {accordion, contentPage, copyBlock, pageHero, twoColumn} from './page-helpers'
import {responsibilityPages} from './responsibility-pages'

export const brandPageItems = (book: SeedBook) => {
    contentPage(book, 'about-us/our-story', {
        title: 'Our Story | VELA',
        description: 'How VELA began: activewear designed by women who train, for women who train.',
        header: 'Our story',
        headerCopy: paragraphs(
            'VELA started in 2014 with one pair of leggings and a simple brief: kit that keeps up with you.'
        ),
        blocks: [
            pageHero(
                book,
                'our-story-hero',
                'hero-our-story-yoga-stone',
                'Made by movers',
                'Ten years of designing with our community.'
            ),
            twoColumn(
                book,
                'our-story-studio',
                'banner-design-studio-lily-white',
                paragraphs(
                    'Our design studio sits above our first shop in Covent Garden. Every style begins as a sketch, becomes a sample and is then worn by our testers through at least forty sessions before we sign it off.',
                    'That is why our leggings pass the squat test, our bras stay put on a trail descent and our seams never rub on mile twenty.'
                )
            ),
            copyBlock(
                book,
                'our-story-today',
                'VELA today',
                paragraphs(
                    'Today we have twelve shops in the UK, a studio in Dublin and customers in more than forty countries. We are still independent, and still obsessed with fit.'
                )
            )
        ]
    })
    contentPage(book, 'about-us/our-founder', {
        title: 'Our Founder | VELA',
        description: 'Meet Clara Hensley, the former physiotherapist who founded VELA.',
        header: 'Meet our founder',
        blocks: [
            twoColumn(
                book,
                'founder-portrait',
                'banner-founder-running-navy-blue',
                paragraphs(
                    'Clara Hensley spent eight years as a sports physiotherapist before she sketched her first pair of leggings on the back of a treatment plan.',
                    '“My patients kept telling me their kit was holding them back: waistbands that rolled, bras that bounced, fabric that went see-through in a squat. I thought we could do better.”'
                ),
                'Right'
            ),
            copyBlock(
                book,
                'founder-principles',
                'What Clara still asks of every design',
                bullets(
                    'Does it move the way a body moves?',
                    'Would you wear it for a whole day, not just a workout?',
                    'Will it still look good after a hundred washes?'
                )
            )
        ]
    })
    responsibilityPages(book)
    contentPage(book, 'activity', {
        title: 'Shop by Activity | VELA',
        description: 'Yoga, running, gym and outdoor kit from VELA.',
        header: 'Shop by activity',
        headerCopy: paragraphs('Whatever moves you, we have designed kit for it.'),
        blocks: [
            carousel(book, 'activity-yoga-carousel', 'For yoga', 'yoga', 8),
            carousel(book, 'activity-running-carousel', 'For running', 'running', 8),
            carousel(book, 'activity-gym-carousel', 'For the gym', 'gym-training', 8),
            carousel(book, 'activity-outdoor-carousel', 'For the outdoors', 'outdoor', 8)
        ]
    })
    contentPage(book, 'sb-insiders', {
        title: 'VELA Insiders | Free Membership',
        description: 'Join VELA Insiders for early access, birthday treats and members-only offers.',
        header: 'VELA Insiders',
        headerCopy: paragraphs(
            'Free to join. Early access to every launch, a treat on your birthday and offers just for members.'
        ),
        blocks: [
            copyBlock(
                book,
                'insiders-perks',
                'Your perks',
                bullets(
                    '<strong>Early access</strong> to new collections, 48 hours before everyone else',
                    '<strong>Birthday treat</strong>: 20% off during your birthday month',
                    '<strong>Members-only events</strong>: run clubs, yoga classes and shop evenings',
                    '<strong>Free returns</strong>, always'
                )
            ),
            accordion(
                book,
                'insiders-faq',
                'Insiders FAQs',
                '**Is it free?** Yes, always.\n\n**How do I join?** Create an account and tick the Insiders box, or sign up from any Insiders popup.'
            )
        ]
    })
    contentPage(book, 'student-discount', {
        title: 'Student Discount | VELA',
        description: 'Students get 15% off VELA every day.',
        header: 'Student discount',
        headerCopy: paragraphs(
            'Verified students get 15% off full-price styles, every day. Verify through Student Beans or UNiDAYS to get your code.'
        ),
        blocks: [
            copyBlock(
                book,
                'student-how',
                'How it works',
                bullets(
                    'Choose <a href="/student-discount/student-beans">Student Beans</a> or <a href="/student-discount/unidays">UNiDAYS</a>',
                    'Verify your student status (it takes a minute)',
                    'Use your one-time code at checkout'
                )
            )
        ]
    })
    contentPage(book, 'exclusive-offers', {
        title: 'Exclusive Offers | VELA',
        description: 'Current offers and promotions at VELA.',
        header: 'Exclusive offers',
        blocks: [
            copyBlock(
                book,
                'offers-current',
                'This month',
                paragraphs(
                    '<strong>Insiders:</strong> 20% off the new season collection until Sunday.',
                    '<strong>Everyone:</strong> buy any two bras and get a third free. The cheapest item is free; excludes sale.'
                )
            ),
            carousel(book, 'offers-bras-carousel', 'Build your bra wardrobe', 'sports-bras', 12)
        ]
    })
}
