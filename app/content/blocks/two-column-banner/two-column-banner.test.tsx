import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {TwoColumnBanner} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {image, meta} from '../../test-utils/fixtures'
import TwoColumnBannerBlock, {twoColumnLayout} from '.'

test.each([
    [undefined, '1fr 1fr', 0],
    [{imageWidth: 'Half', imagePosition: 'Left'}, '1fr 1fr', 0],
    [{imageWidth: 'Half', imagePosition: 'Right'}, '1fr 1fr', 1],
    [{imageWidth: 'Third', imagePosition: 'Left'}, '1fr 2fr', 0],
    [{imageWidth: 'Third', imagePosition: 'Right'}, '2fr 1fr', 1]
] as const)('layout %j', (options, columns, imageOrder) => {
    expect(twoColumnLayout(options)).toMatchObject({columns, imageOrder})
})

test('renders the image, the sanitised copy and its CTAs', () => {
    const item = {
        _meta: meta(SCHEMAS.twoColumnBanner, 'planet'),
        anchorID: 'planet',
        media: {image: image('banner-outdoor'), imageAltText: 'Hiker on a ridge'},
        copy: '<h2>Better fabrics</h2><p onclick="steal()">Recycled nylon. <a href="https://report.example">Report</a></p>',
        ctaList: [{ctaText: 'Our planet', ctaLink: '/responsibility/our-planet'}],
        displayOptions: {imageWidth: 'Half', imagePosition: 'Right'}
    } as TwoColumnBanner
    const {container} = renderWithProviders(<TwoColumnBannerBlock item={item} />)
    expect(screen.getByRole('img', {name: 'Hiker on a ridge'})).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('heading', {name: 'Better fabrics'})).toBeInTheDocument()
    expect(container.querySelector('[onclick]')).toBeNull()
    expect(screen.getByRole('link', {name: 'Report'})).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', {name: 'Report'})).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', {name: 'Our planet'})).toHaveAttribute(
        'href',
        '/responsibility/our-planet'
    )
    expect(container.querySelector('#planet')).not.toBeNull()
})
