import type {Phrasebook} from '../phrasebook'

/** Internal pages (CMS test page, layout tests) and scheduled or preview landing pages. In Simplified Chinese. */
export const CONTENT_INTERNAL_ZH: Phrasebook = {
    'Sanitiser test': '内容净化测试',
    '<p>Sanitiser check: the following must render as plain text or not at all.</p><script>window.__cmsInjected = true</script><img src="/missing.png" onerror="window.__cmsInjected = true" alt=""><p><a href="javascript:window.__cmsInjected=true">A link that must not run script</a></p><p><strong>Safe bold text</strong> and a <a href="/about-us/our-story">safe link</a>.</p>':
        '<p>净化检查：以下内容必须以纯文本显示或完全不显示。</p><script>window.__cmsInjected = true</script><img src="/missing.png" onerror="window.__cmsInjected = true" alt=""><p><a href="javascript:window.__cmsInjected=true">一个不得运行脚本的链接</a></p><p><strong>安全的粗体文字</strong>和一个<a href="/about-us/our-story">安全链接</a>。</p>',
    'Popular searches': '热门搜索',
    'Black leggings': '黑色紧身裤',
    'High impact sports bras': '高强度运动内衣',
    'Yoga mats': '瑜伽垫',
    'Find your activity': '找到你的运动',
    Gym: '健身',
    'Recommended for you': '为你推荐',
    'As worn by you': '你的穿搭',
    'Countdown hero': '倒计时横幅',
    Countdown: '倒计时',
    'Hero with a countdown and two CTAs': '带倒计时和两个行动按钮的横幅',
    Primary: '主要',
    Anchor: '锚点',
    'CMS test page': 'CMS 测试页面',
    'Every content block, for testing.': '所有内容模块，用于测试。',
    '<p>Internal page: one of every block.</p>': '<p>内部页面：每种模块各一个。</p>',
    'The Autumn Drop | VELA': '秋季新品 | VELA',
    'A first look at the autumn collection.': '抢先一览秋季系列。',
    '<h1>The Autumn Drop</h1><p>Brushed fabrics, rich colours and our first insulated leggings. Landing soon.</p>':
        '<h1>秋季新品</h1><p>磨毛面料、浓郁色彩，以及我们的首款保暖紧身裤。即将上市。</p>',
    'Black Friday | VELA': '黑色星期五 | VELA',
    'Up to 40% off, this week only.': '低至 6 折，仅限本周。',
    '<h1>Black Friday</h1><p>Up to 40% off leggings, bras and layers. This week only.</p>':
        '<h1>黑色星期五</h1><p>紧身裤、运动内衣和叠穿单品低至 6 折。仅限本周。</p>'
}
