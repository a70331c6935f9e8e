import path from 'path'
import type {SandboxModule} from '../../core/module'
import {MediaCache} from './cache'
import {contentImage, contentVideo} from './content'
import {otherImage, productImage} from './products'
import {contentVideoFile, WEBM_PROFILE_PATH} from './video/route'

/**
 * The media host: product photography and CMS imagery, all drawn on demand (no photos are shipped) and
 * cached on disk under `{dataDir}/media-cache`. See README.md in this folder for the URL contract.
 */
export const mediaModule: SandboxModule = {
    name: 'media',
    routes(router, ctx) {
        const cache = new MediaCache(path.join(ctx.dataDir, 'media-cache'))
        router.get('/images/products/:kind/:colour/:file', productImage(cache))
        router.get('/images/products/:kind/:look/:colour/:file', productImage(cache))
        router.get(/^\/images\/.*/, otherImage(cache))
        router.get(/^\/i\/([^/]+)\/(.+)$/, contentImage(cache))
        router.get(WEBM_PROFILE_PATH, contentVideoFile(cache))
        router.get(/^\/v\/([^/]+)\/(.+)$/, contentVideo(cache))
    }
}
