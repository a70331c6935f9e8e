import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {ContentBanner} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {image, meta} from '../../test-utils/fixtures'
import ContentBannerBlock from '.'

const item = {
    _meta: meta(SCHEMAS.contentBanner, 'insiders'),
    contentOptions: {
        alignment: 'left',
        height: 'medium',
        topGradient: true,
        image: image('banner-insiders'),
        imageAltText: 'Two friends training',
        colour: '#ffffff'
    },
    header: 'Join Insiders',
    subHeader: 'Early access to launches.',
    subCopy: 'Members-only offers.',
    ctaGroups: [
        {
            style: 'primary',
            cta: [{copy: 'Join for free', copyMobile: 'Join', link: '/sb-insiders', isMainLink: true}]
        }
    ],
    tandcs: 'Insiders membership is free.'
} as ContentBanner

test('renders header, copy, CTA group (with its mobile wording), banner link and small print', () => {
    renderWithProviders(<ContentBannerBlock item={item} position={4} />, {path: '/us'})
    expect(screen.getByRole('heading', {name: 'Join Insiders'})).toBeInTheDocument()
    expect(screen.getByText('Early access to launches.')).toBeInTheDocument()
    expect(screen.getByText('Members-only offers.')).toBeInTheDocument()
    expect(screen.getByText('Insiders membership is free.')).toBeInTheDocument()
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/us/sb-insiders', '/us/sb-insiders'])
    expect(screen.getByText('Join')).toBeInTheDocument()
    expect(screen.getByRole('img', {name: 'Two friends training'}).getAttribute('srcset')).toContain(
        'aspect=4:5'
    )
})

test('copes with a banner that has only a header', () => {
    renderWithProviders(<ContentBannerBlock item={{_meta: item._meta, header: 'Hello'} as ContentBanner} />)
    expect(screen.getByRole('heading', {name: 'Hello'})).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
})
