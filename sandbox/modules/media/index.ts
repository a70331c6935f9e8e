import path from 'path'
import type {SandboxModule} from '../../core/module'
import {MediaCache} from './cache'
import {contentImage, contentVideo} from './content'
import {otherImage, productImage} from './products'
import {contentVideoFile, WEBM_PROFILE_PATH} from './video/route'

/**
 * The media host: product photography and CMS imagery, all drawn on demand (no photos are shipped) and
 * cached on disk under `{dataDir}/media-cache`, or under SANDBOX_MEDIA_CACHE_DIR when set: renders are
 * byte-identical for the same request, so test stacks with fresh data share one cache instead of drawing every
 * picture again. See README.md in this folder for the URL contract.
 */
export const mediaModule: SandboxModule = {
    name: 'media',
    routes(router, ctx) {
        const cache = new MediaCache(
            process.env.SANDBOX_MEDIA_CACHE_DIR || path.join(ctx.dataDir, 'media-cache')
        )
        router.get('/images/products/:kind/:colour/:file', productImage(cache))
        router.get('/images/products/:kind/:look/:colour/:file', productImage(cache))
        router.get(/^\/images\/.*/, otherImage(cache))
        router.get(/^\/i\/([^/]+)\/(.+)$/, contentImage(cache))
        router.get(WEBM_PROFILE_PATH, contentVideoFile(cache))
        router.get(/^\/v\/([^/]+)\/(.+)$/, contentVideo(cache))
    }
}
