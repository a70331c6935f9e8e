/** Builders for menu hierarchy nodes, shared by the desktop and mobile menus. */
import {CATEGORY_TREE, type CategoryNode} from '../category-tree'
import type {Body, SeedBook, SeedRef} from './book'
import {image, INSIDERS, loc, type Translations} from './fragments'
import {insidersCountdown} from './offer-dates'
import {MENU_TEXT} from './translations'

export const findCategory = (id: string, node: CategoryNode = CATEGORY_TREE): CategoryNode | undefined =>
    node.id === id ? node : (node.children ?? []).map((child) => findCategory(id, child)).find(Boolean)

export const categoryName = (id: string) => {
    const found = findCategory(id)
    if (!found) throw new Error(`Menu seed names unknown category ${id}`)
    return found.name
}

export class MenuBuilder {
    private ranking = 0

    constructor(private readonly book: SeedBook, private readonly prefix: string) {}

    root(keys: string[], menuType: 'desktop' | 'mobile') {
        return this.book.add({
            name: `${this.prefix}-root`,
            schema: 'navigationRoot',
            keys,
            root: true,
            fields: {title: menuType === 'desktop' ? 'Desktop menu' : 'Mobile menu', menuType}
        })
    }

    /** A node linking to a category listing; the title defaults to the category's own name. */
    category(parent: SeedRef, categoryId: string, title?: Translations | string, extra: Body = {}) {
        return this.node(parent, categoryId, {
            title: typeof title === 'object' ? loc(title) : title ?? categoryName(categoryId),
            category: {id: categoryId},
            ...extra
        })
    }

    /** A filtered listing link, e.g. leggings refined to one length. */
    shortcut(parent: SeedRef, slug: string, title: string, categoryId: string, urlParams: string) {
        categoryName(categoryId)
        return this.node(parent, slug, {title, category: {id: categoryId}, urlParams})
    }

    node(parent: SeedRef, slug: string, fields: Body) {
        this.ranking += 10
        return this.book.add({
            name: `${this.prefix}-${slug}`,
            schema: 'navigationNode',
            parent,
            fields: {menuOptions: {ranking: this.ranking, showInMenu: true}, ...fields}
        })
    }

    /** A featured tile inside a menu column. */
    imageNode(parent: SeedRef, slug: string, title: string, url: string, imageName: string, subCopy: string) {
        this.ranking += 10
        return this.book.add({
            name: `${this.prefix}-${slug}`,
            schema: 'imageNode',
            parent,
            fields: {
                menuOptions: {ranking: this.ranking, showInMenu: true},
                content: {image: image(imageName), imageAltText: '', url, title, copyColour: '#ffffff'},
                header: title,
                subCopy,
                cta: {ctaText: 'Shop now', ctaLink: url}
            }
        })
    }

    /** Sale styling: the sale typeface in red, with a countdown to the end of the event. */
    sale(parent: SeedRef) {
        return this.category(parent, 'sale', MENU_TEXT.sale, {
            displayControls: {textColour: '#c0392b', saleFont: true, alignment: 'left'},
            countdownDate: insidersCountdown(this.book.seededAt),
            countdownSetup: {mobileCopy: 'Ends in', desktopCopy: 'Sale ends in'},
            promoCode: 'EXTRA10',
            cta: {ctaText: 'Extra 10% off sale with code EXTRA10', ctaLink: '/sale', underlineCTA: true}
        })
    }

    /** Hidden for everyone except insiders, through a customer-group variation. */
    insiders(parent: SeedRef) {
        return this.node(parent, 'insiders', {
            title: loc(MENU_TEXT.insiders),
            vanityUrl: '/sb-insiders',
            menuOptions: {ranking: 999, showInMenu: false},
            displayControls: {textColour: '#5a2a4f'},
            variations: [
                {
                    sfCustomerGroup: INSIDERS,
                    content: {menuOptions: {ranking: 5, showInMenu: true}, promoCode: 'INSIDER20'}
                }
            ]
        })
    }
}
