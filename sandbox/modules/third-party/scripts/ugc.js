/* eslint-env browser */
/**
 * Stand-in for the user-generated-content provider's scripts: the storytelling carousel
 * (window.UgcStories.render) and the gallery (window.UgcGallery.init, trackPageView). Both fetch the
 * community's photos for a gallery (optionally one product's) from the provider's feed and draw them into the
 * element they are given; each photo links to the product worn. The same file serves both scripts.
 */
;(function () {
    var script = document.currentScript
    var origin = script ? new URL(script.src).origin : ''
    var feed = function (options) {
        var query = new URLSearchParams({
            gallery: options.galleryId || 'default',
            limit: String(options.limit || 12)
        })
        if (options.productId) query.set('product', options.productId)
        if (options.locale) query.set('locale', options.locale)
        return fetch(origin + '/third-party/ugc/feed?' + query.toString()).then(function (response) {
            return response.ok ? response.json() : Promise.reject(new Error('feed ' + response.status))
        })
    }
    var record = function (name, payload) {
        try {
            navigator.sendBeacon(
                origin + '/third-party/collect/ugc',
                JSON.stringify({clientId: 'ugc', events: [{name: name, payload: payload}]})
            )
        } catch (error) {
            console.warn('[ugc] not recorded', error)
        }
    }
    var tile = function (post, options, wide) {
        var link = document.createElement('a')
        link.href = (options.linkBase || '') + '/product/' + encodeURIComponent(post.productId)
        link.setAttribute('data-ugc-post', post.id)
        link.style.cssText =
            'display:block;color:inherit;text-decoration:none;' + (wide ? 'grid-column:span 2;' : '')
        var image = document.createElement('img')
        image.src = post.image
        image.alt = post.alt
        image.loading = 'lazy'
        image.style.cssText =
            'display:block;width:100%;aspect-ratio:' +
            (wide ? '8/5' : '4/5') +
            ';object-fit:cover;background:#eee'
        var caption = document.createElement('span')
        caption.textContent = '@' + post.handle + ' · ' + post.productName
        caption.style.cssText = 'display:block;padding:6px 0;font:13px/1.4 system-ui,sans-serif'
        link.appendChild(image)
        link.appendChild(caption)
        return link
    }
    var draw = function (element, options, layout) {
        return feed(options).then(function (answer) {
            element.textContent = ''
            var list = document.createElement('div')
            list.setAttribute('data-ugc-' + layout, options.galleryId || '')
            list.style.cssText =
                layout === 'carousel'
                    ? 'display:grid;grid-auto-flow:column;grid-auto-columns:minmax(160px,22%);gap:12px;overflow-x:auto;scroll-snap-type:x mandatory'
                    : 'display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px'
            ;(answer.posts || []).forEach(function (post, index) {
                // The gallery's rhythm: every 5th photo spans two columns.
                list.appendChild(tile(post, options, layout === 'gallery' && index % 5 === 4))
            })
            element.appendChild(list)
            return (answer.posts || []).length
        })
    }
    if (!window.UgcStories) {
        window.UgcStories = {
            render: function (element, options) {
                record('carousel', {galleryId: options.galleryId, productId: options.productId || null})
                return draw(element, options, 'carousel')
            }
        }
    }
    if (!window.UgcGallery) {
        window.UgcGallery = {
            init: function (element, options) {
                return draw(element, options, 'gallery')
            },
            trackPageView: function (galleryId) {
                record('page_view', {galleryId: galleryId, page: location.pathname})
            }
        }
    }
})()
