import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {ColumnBanner} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {image, meta} from '../../test-utils/fixtures'
import {columnLayout} from './column-layout'
import ColumnBannerBlock from '.'

const column = (header: string) => ({
    header,
    copy: `${header} copy`,
    ctas: [{ctaText: 'Find out more', ctaLink: `/${header.toLowerCase()}`}],
    image: image(`tile-${header}`)
})

test('renders each column with its image, copy and link', () => {
    const item = {
        _meta: meta(SCHEMAS.columnBanner, 'perks'),
        header: 'More reasons to move',
        columns: [column('Students'), column('Friends')],
        displayOptions: {carousel: true}
    } as ColumnBanner
    renderWithProviders(<ColumnBannerBlock item={item} />)
    expect(screen.getByRole('heading', {name: 'More reasons to move'})).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText('Friends copy')).toBeInTheDocument()
    expect(screen.getAllByRole('link', {name: 'Find out more'})[0]).toHaveAttribute('href', '/students')
})

test('image-only columns link their image', () => {
    const item = {
        _meta: meta(SCHEMAS.columnBanner, 'images'),
        columns: [{...column('Gym'), imageAltText: 'Gym'}],
        displayOptions: {isImageOnly: true}
    } as ColumnBanner
    renderWithProviders(<ColumnBannerBlock item={item} />)
    expect(screen.getByRole('link', {name: 'Gym'})).toHaveAttribute('href', '/gym')
    expect(screen.queryByText('Gym copy')).not.toBeInTheDocument()
})

test.each([
    [{carousel: true}, 3, {mobileCarousel: true, desktopCarousel: false}],
    [{carousel: true}, 4, {mobileCarousel: true, desktopCarousel: true}],
    [{carousel: false}, 5, {mobileCarousel: false, desktopCarousel: true}],
    [{sitsOnPLP: true}, 3, {mobileCarousel: true, desktopCarousel: false}],
    [{sitsOnPLP: true}, 6, {mobileCarousel: true, desktopCarousel: true}]
])('columnLayout(%j, %d)', (options, count, expected) => {
    expect(columnLayout(options, count)).toEqual(expected)
})
