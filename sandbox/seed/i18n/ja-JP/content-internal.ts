import type {Phrasebook} from '../phrasebook'

/** Internal pages (CMS test page, layout tests) and scheduled or preview landing pages. In Japanese. */
export const CONTENT_INTERNAL_JA: Phrasebook = {
    'Sanitiser test': 'サニタイザーテスト',
    '<p>Sanitiser check: the following must render as plain text or not at all.</p><script>window.__cmsInjected = true</script><img src="/missing.png" onerror="window.__cmsInjected = true" alt=""><p><a href="javascript:window.__cmsInjected=true">A link that must not run script</a></p><p><strong>Safe bold text</strong> and a <a href="/about-us/our-story">safe link</a>.</p>':
        '<p>サニタイザーの確認：以下はプレーンテキストとして表示されるか、まったく表示されない必要があります。</p><script>window.__cmsInjected = true</script><img src="/missing.png" onerror="window.__cmsInjected = true" alt=""><p><a href="javascript:window.__cmsInjected=true">スクリプトを実行してはいけないリンク</a></p><p><strong>安全な太字テキスト</strong>と<a href="/about-us/our-story">安全なリンク</a>。</p>',
    'Popular searches': '人気の検索ワード',
    'Black leggings': '黒のレギンス',
    'High impact sports bras': 'ハイインパクトのスポーツブラ',
    'Yoga mats': 'ヨガマット',
    'Find your activity': 'アクティビティを探す',
    Gym: 'ジム',
    'Recommended for you': 'あなたへのおすすめ',
    'As worn by you': 'みんなの着こなし',
    'Countdown hero': 'カウントダウンバナー',
    Countdown: 'カウントダウン',
    'Hero with a countdown and two CTAs': 'カウントダウンと2つのボタンがあるバナー',
    Primary: 'メイン',
    Anchor: 'アンカー',
    'CMS test page': 'CMSテストページ',
    'Every content block, for testing.': 'テスト用のすべてのコンテンツブロック。',
    '<p>Internal page: one of every block.</p>': '<p>社内ページ：すべてのブロックを1つずつ掲載。</p>',
    'The Autumn Drop | VELA': '秋の新作 | VELA',
    'A first look at the autumn collection.': '秋のコレクションをひと足先に。',
    '<h1>The Autumn Drop</h1><p>Brushed fabrics, rich colours and our first insulated leggings. Landing soon.</p>':
        '<h1>秋の新作</h1><p>起毛素材、深みのあるカラー、そして初の中わた入りレギンス。まもなく登場。</p>',
    'Black Friday | VELA': 'ブラックフライデー | VELA',
    'Up to 40% off, this week only.': '今週限定、最大40%オフ。',
    '<h1>Black Friday</h1><p>Up to 40% off leggings, bras and layers. This week only.</p>':
        '<h1>ブラックフライデー</h1><p>レギンス、ブラ、重ね着アイテムが最大40%オフ。今週限定。</p>'
}
