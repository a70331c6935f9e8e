import type {ShopperProductsTypes} from 'commerce-sdk-isomorphic'
import {projectCategoryTree} from './category-tree-projection'

describe('projectCategoryTree', () => {
    test('keeps id, name, menu flag and children; drops page metadata at every level', () => {
        const tree = {
            id: 'root',
            name: 'Catalog',
            pageTitle: 'Root',
            parentCategoryTree: [{id: 'root'}],
            categories: [
                {
                    id: 'shop',
                    name: 'Shop',
                    c_showInMenu: false,
                    pageDescription: 'long text',
                    image: 'x.jpg',
                    categories: [{id: 'leggings', name: 'Leggings', c_showInMenu: true, categories: []}]
                }
            ]
        } as unknown as ShopperProductsTypes.Category
        expect(projectCategoryTree(tree)).toEqual({
            id: 'root',
            name: 'Catalog',
            categories: [
                {
                    id: 'shop',
                    name: 'Shop',
                    c_showInMenu: false,
                    categories: [{id: 'leggings', name: 'Leggings', c_showInMenu: true}]
                }
            ]
        })
    })
})
