/**
 * The content seed: every item in CDv2 body form, in a deterministic order. Published items come first;
 * staging-layer items (preview overlay) follow. See README.md for the key scheme.
 */
import {SeedBook, type SeedItem} from './book'
import {localiseContent} from '../i18n/localise-content'
import {basketDeliveryItems} from './basket-delivery'
import {brandPageItems} from './brand-pages'
import {categoryContentItems} from './category-content'
import {cmsTestPageItems} from './cms-test-page'
import {deliveryReturnsItems} from './delivery-returns'
import {homeItems} from './home'
import {landingPageItems} from './landing-pages'
import {privacyItems} from './legal-privacy'
import {statementItems} from './legal-statements'
import {termsItems} from './legal-terms'
import {menuItems} from './menus'
import {popupItems} from './popups'
import {productPageItems, type ProductLookup} from './product-pages'
import {regionalPageItems} from './regional-pages'
import {shellItems} from './shell'
import {signUpItems} from './sign-up'
import {stagingItems} from './staging'

export type {SeedItem, ProductLookup}

export interface ContentSeedOptions {
    /** Product ids from the already-seeded catalogue; without it, product lists name a category. */
    productIdsInCategory?: ProductLookup
    /** The sandbox clock's time at seeding (epoch ms): countdowns end a few days after it. */
    now?: number
}

export const buildContentSeed = (options: ContentSeedOptions = {}): SeedItem[] => {
    const book = new SeedBook(options.now)
    shellItems(book)
    menuItems(book)
    homeItems(book)
    const {deliveryOptions} = basketDeliveryItems(book)
    categoryContentItems(book)
    popupItems(book)
    signUpItems(book)
    brandPageItems(book)
    regionalPageItems(book)
    landingPageItems(book)
    productPageItems(book, options.productIdsInCategory)
    deliveryReturnsItems(book, deliveryOptions)
    termsItems(book)
    privacyItems(book)
    statementItems(book)
    cmsTestPageItems(book)
    stagingItems(book)
    return localiseContent(book.items)
}
