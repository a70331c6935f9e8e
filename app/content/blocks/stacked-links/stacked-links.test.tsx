import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../../test-utils/render'
import type {StackedLinks} from '../../model'
import {SCHEMAS} from '../../model/schemas'
import {meta} from '../../test-utils/fixtures'
import StackedLinksBlock from '.'

test('lists its links in order, with the site prefix', () => {
    const item = {
        _meta: meta(SCHEMAS.stackedLinks, 'links'),
        header: 'Explore',
        links: [
            {text: 'Leggings', url: '/shop/bottoms/leggings'},
            {text: 'Help', url: 'https://help.example'}
        ]
    } as StackedLinks
    renderWithProviders(<StackedLinksBlock item={item} />, {path: '/eu'})
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        '/eu/shop/bottoms/leggings',
        'https://help.example'
    ])
    expect(screen.getByRole('link', {name: 'Help'})).toHaveAttribute('target', '_blank')
})
