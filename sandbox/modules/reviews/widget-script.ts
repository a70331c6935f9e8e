/**
 * The reviews vendor's widget, as a local stand-in: a `<reviews-widget data-product-id data-locale
 * data-client-id>` element that, like the vendor's, renders inside its own shadow root: a rating summary with
 * the spread of stars, the newest reviews and 'Show more reviews'. Its data comes from this sandbox's reviews
 * API next to the script. Every request it makes is recorded in `window.__reviewsStandIn`.
 *
 * Plain ES2017 for the browser.
 */
export const REVIEWS_WIDGET_SCRIPT = String.raw`(function () {
    'use strict';
    if (!window.customElements || window.customElements.get('reviews-widget')) return;
    var script = document.currentScript;
    var base = script && script.src ? script.src.replace(/widget\.js(\?.*)?$/, '') : '/integrations/reviews/';
    var record = (window.__reviewsStandIn = window.__reviewsStandIn || {requests: []});
    var PAGE_SIZE = 5;
    var TEXT = {
        en: {outOf: 'out of 5', reviews: function (n) { return n === 1 ? '1 review' : n + ' reviews'; },
             rated: function (r) { return 'Rated ' + r + ' out of 5'; }, verified: 'Verified buyer', fit: 'Fit',
             more: 'Show more reviews', loading: 'Loading reviews…', none: 'No reviews yet. Be the first to write one.',
             failed: 'Reviews could not be loaded.', stars: function (s) { return s + ' stars'; }},
        fr: {outOf: 'sur 5', reviews: function (n) { return n + ' avis'; },
             rated: function (r) { return 'Noté ' + r + ' sur 5'; }, verified: 'Achat vérifié', fit: 'Coupe',
             more: 'Afficher plus d’avis', loading: 'Chargement des avis…', none: 'Aucun avis pour le moment.',
             failed: 'Impossible de charger les avis.', stars: function (s) { return s + ' étoiles'; }},
        it: {outOf: 'su 5', reviews: function (n) { return n === 1 ? '1 recensione' : n + ' recensioni'; },
             rated: function (r) { return 'Valutazione ' + r + ' su 5'; }, verified: 'Acquisto verificato', fit: 'Vestibilità',
             more: 'Mostra altre recensioni', loading: 'Caricamento recensioni…', none: 'Ancora nessuna recensione.',
             failed: 'Impossibile caricare le recensioni.', stars: function (s) { return s + ' stelle'; }},
        zh: {outOf: '/ 5', reviews: function (n) { return n + ' 条评价'; },
             rated: function (r) { return '评分 ' + r + ' / 5'; }, verified: '已验证买家', fit: '尺码',
             more: '查看更多评价', loading: '正在加载评价…', none: '暂无评价。',
             failed: '无法加载评价。', stars: function (s) { return s + ' 星'; }},
        ja: {outOf: '/ 5', reviews: function (n) { return n + '件のレビュー'; },
             rated: function (r) { return '評価 ' + r + ' / 5'; }, verified: '購入者認証済み', fit: 'サイズ感',
             more: 'レビューをもっと見る', loading: 'レビューを読み込み中…', none: 'レビューはまだありません。',
             failed: 'レビューを読み込めませんでした。', stars: function (s) { return s + 'つ星'; }}
    };
    var STYLE =
        ':host{display:block;font:inherit;color:inherit}' +
        '.summary{display:flex;gap:24px;flex-wrap:wrap;align-items:center;margin-bottom:16px}' +
        '.average{font-size:2rem;font-weight:600;line-height:1}' +
        '.stars{letter-spacing:2px;color:#111}' +
        '.bars{list-style:none;margin:0;padding:0;font-size:.75rem;min-width:180px}' +
        '.bars li{display:flex;align-items:center;gap:8px}' +
        '.bar{flex:1;height:4px;background:#e8e6e1}.bar span{display:block;height:100%;background:#111}' +
        'ol{list-style:none;margin:0;padding:0}' +
        'article{border-top:1px solid #e8e6e1;padding:16px 0}' +
        'h4{margin:4px 0;font-size:.95rem}p{margin:4px 0;line-height:1.55}' +
        '.meta{font-size:.75rem;color:#5f5b55}' +
        'button{margin-top:8px;min-height:44px;padding:0 20px;border:1px solid #111;background:#fff;font:inherit;' +
        'font-size:.8rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase;cursor:pointer}' +
        'button:focus-visible{outline:2px solid #111;outline-offset:2px}' +
        '.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';

    function el(tag, text, className) {
        var node = document.createElement(tag);
        if (text !== undefined && text !== null) node.textContent = text;
        if (className) node.className = className;
        return node;
    }

    function starsOf(rating, t) {
        var wrap = el('span', '', 'stars');
        var visible = el('span', '★★★★★☆☆☆☆☆'.slice(5 - Math.round(rating), 10 - Math.round(rating)));
        visible.setAttribute('aria-hidden', 'true');
        wrap.appendChild(visible);
        wrap.appendChild(el('span', t.rated(rating), 'sr'));
        return wrap;
    }

    class ReviewsWidget extends HTMLElement {
        connectedCallback() {
            if (this.shadowRoot) return;
            this.attachShadow({mode: 'open'});
            this.page = 0;
            var locale = (this.dataset.locale || 'en').slice(0, 2).toLowerCase();
            this.t = TEXT[locale] || TEXT.en;
            this.shadowRoot.appendChild(el('style', STYLE));
            this.status = el('p', this.t.loading, 'meta');
            this.status.setAttribute('role', 'status');
            this.shadowRoot.appendChild(this.status);
            this.load();
        }

        load() {
            var self = this;
            var id = this.dataset.productId || '';
            var url = base + 'api/products/' + encodeURIComponent(id) + '/reviews?page=' + (this.page + 1) +
                '&pageSize=' + PAGE_SIZE + '&clientId=' + encodeURIComponent(this.dataset.clientId || '');
            record.requests.push({productId: id, page: this.page + 1, clientId: this.dataset.clientId});
            fetch(url, {credentials: 'omit'})
                .then(function (response) {
                    if (!response.ok) throw new Error('HTTP ' + response.status);
                    return response.json();
                })
                .then(function (data) { self.render(data); })
                .catch(function () { self.status.textContent = self.t.failed; });
        }

        render(data) {
            var t = this.t;
            this.page = data.page;
            if (!this.list) {
                this.status.remove();
                if (!data.total) {
                    this.shadowRoot.appendChild(el('p', t.none));
                    return;
                }
                var summary = el('div', '', 'summary');
                var score = el('div');
                score.appendChild(el('div', String(data.averageRating), 'average'));
                score.appendChild(starsOf(data.averageRating, t));
                score.appendChild(el('div', t.outOf + ' · ' + t.reviews(data.total), 'meta'));
                summary.appendChild(score);
                var bars = el('ul', '', 'bars');
                ['5', '4', '3', '2', '1'].forEach(function (star) {
                    var row = el('li');
                    row.appendChild(el('span', star + '★'));
                    var bar = el('span', '', 'bar');
                    var fill = el('span');
                    fill.style.width = Math.round((data.distribution[star] / data.total) * 100) + '%';
                    bar.appendChild(fill);
                    bar.setAttribute('aria-hidden', 'true');
                    row.appendChild(bar);
                    row.appendChild(el('span', String(data.distribution[star])));
                    row.setAttribute('aria-label', t.stars(star) + ': ' + data.distribution[star]);
                    bars.appendChild(row);
                });
                summary.appendChild(bars);
                this.shadowRoot.appendChild(summary);
                this.list = el('ol');
                this.shadowRoot.appendChild(this.list);
            }
            var self = this;
            data.reviews.forEach(function (review) {
                var item = el('li');
                var article = el('article');
                article.appendChild(starsOf(review.rating, t));
                article.appendChild(el('h4', review.title));
                article.appendChild(el('p', review.body));
                var meta = review.author + ', ' + review.location + ' · ' + review.date +
                    (review.verifiedBuyer ? ' · ' + t.verified : '') + (review.fit ? ' · ' + t.fit + ': ' + review.fit : '');
                article.appendChild(el('p', meta, 'meta'));
                item.appendChild(article);
                self.list.appendChild(item);
            });
            if (this.more) this.more.remove();
            if (data.page * data.pageSize < data.total) {
                this.more = el('button', t.more);
                this.more.type = 'button';
                this.more.addEventListener('click', function () { self.load(); });
                this.shadowRoot.appendChild(this.more);
            }
        }
    }

    window.customElements.define('reviews-widget', ReviewsWidget);
})();
`
