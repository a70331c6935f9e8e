/** Responsibility pages: the overview, our planet (targets and care) and our people (suppliers). */
import type {SeedBook} from './book'
import {bullets, paragraphs} from './fragments'
import {contentPage, copyBlock, twoColumn} from './page-helpers'

export const responsibilityPages = (book: SeedBook) => {
    contentPage(book, 'responsibility', {
        title: 'Responsibility | VELA',
        description: 'Our commitments to the planet and the people who make our clothes.',
        header: 'Responsibility',
        headerCopy: paragraphs(
            'Making activewear has an impact. Here is what we are doing to reduce ours, and how we report on progress.'
        ),
        blocks: [
            twoColumn(
                book,
                'responsibility-planet',
                'banner-planet-outdoor-forest-green',
                '<h2>Our planet</h2><p>Recycled fibres, lower-impact dyeing and packaging you can recycle at home.</p><p><a href="/responsibility/our-planet">Read more</a></p>'
            ),
            twoColumn(
                book,
                'responsibility-people',
                'banner-people-gym-stone',
                '<h2>Our people</h2><p>Living wages, safe factories and a published supplier list.</p><p><a href="/responsibility/our-people">Read more</a></p>',
                'Right'
            )
        ]
    })
    contentPage(book, 'responsibility/our-planet', {
        title: 'Our Planet | VELA',
        description: 'Recycled fabrics, lower-impact manufacturing and our 2030 targets.',
        header: 'Our planet',
        blocks: [
            copyBlock(
                book,
                'planet-targets',
                'Our 2030 targets',
                bullets(
                    '90% of our polyamide and polyester from recycled sources (today: 71%)',
                    'Halve the carbon emissions per garment against our 2021 baseline',
                    'Plastic-free customer packaging (achieved in 2023)'
                )
            ),
            copyBlock(
                book,
                'planet-care',
                'Make it last',
                paragraphs(
                    'The most sustainable legging is the one you already own. Wash at 30°C, skip the fabric softener and air dry: your kit will keep its shape for years.'
                )
            )
        ]
    })
    contentPage(book, 'responsibility/our-people', {
        title: 'Our People | VELA',
        description: 'How we work with the factories and people who make VELA.',
        header: 'Our people',
        blocks: [
            copyBlock(
                book,
                'people-suppliers',
                'Who makes our clothes',
                paragraphs(
                    'We work with fourteen factories in Portugal, Turkey, Sri Lanka and Vietnam. We publish every tier-one supplier and audit each one at least once a year, unannounced.',
                    'Read our <a href="/anti-human-trafficking-statement">anti-human trafficking statement</a> and <a href="/transparency-in-supply-chain">supply chain transparency</a> report.'
                )
            )
        ]
    })
}
