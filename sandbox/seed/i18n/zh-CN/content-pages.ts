import type {Phrasebook} from '../phrasebook'

/** Content pages: brand story, responsibility, offers, student and referral pages, landing pages, guides. In Simplified Chinese. */
export const CONTENT_PAGES_ZH: Phrasebook = {
    'Made by movers': '由热爱运动的人打造',
    'Ten years of designing with our community.': '与我们的社群共同设计的十年。',
    '<p>Our design studio sits above our first shop in Covent Garden. Every style begins as a sketch, becomes a sample and is then worn by our testers through at least forty sessions before we sign it off.</p><p>That is why our leggings pass the squat test, our bras stay put on a trail descent and our seams never rub on mile twenty.</p>':
        '<p>我们的设计工作室位于考文特花园第一家门店的楼上。每一款设计都从草图开始，制成样衣，再由我们的测试者穿着完成至少四十次训练后才最终定稿。</p><p>正因如此，我们的紧身裤经得起深蹲测试，运动内衣在越野下坡时依然稳固，接缝在跑到第三十公里时也不会摩擦。</p>',
    'VELA today': '今天的 VELA',
    '<p>Today we have twelve shops in the UK, a studio in Dublin and customers in more than forty countries. We are still independent, and still obsessed with fit.</p>':
        '<p>如今，我们在英国拥有十二家门店、在都柏林设有一间工作室，顾客遍布四十多个国家。我们依然独立，依然执着于完美版型。</p>',
    'Our Story | VELA': '品牌故事 | VELA',
    'How VELA began: activewear designed by women who train, for women who train.':
        'VELA 的起点：由热爱训练的女性设计，为热爱训练的女性打造的运动服。',
    '<p>VELA started in 2014 with one pair of leggings and a simple brief: kit that keeps up with you.</p>':
        '<p>VELA 始于 2014 年，从一条紧身裤和一个简单的目标开始：做能跟上你节奏的运动装备。</p>',
    '<p>Clara Hensley spent eight years as a sports physiotherapist before she sketched her first pair of leggings on the back of a treatment plan.</p><p>“My patients kept telling me their kit was holding them back: waistbands that rolled, bras that bounced, fabric that went see-through in a squat. I thought we could do better.”</p>':
        '<p>Clara Hensley 做了八年运动理疗师，后来在一张治疗方案的背面画出了她的第一条紧身裤。</p><p>“我的患者总是告诉我，她们的运动服在拖后腿：腰头会卷边，内衣支撑不住，面料一深蹲就透。我觉得我们可以做得更好。”</p>',
    'What Clara still asks of every design': 'Clara 对每一款设计的坚持',
    '<ul><li>Does it move the way a body moves?</li><li>Would you wear it for a whole day, not just a workout?</li><li>Will it still look good after a hundred washes?</li></ul>':
        '<ul><li>它能像身体一样自如活动吗？</li><li>你愿意穿着它度过一整天，而不只是一次训练吗？</li><li>洗过一百次后，它依然好看吗？</li></ul>',
    'Our Founder | VELA': '创始人 | VELA',
    'Meet Clara Hensley, the former physiotherapist who founded VELA.':
        '认识 VELA 的创始人、前理疗师 Clara Hensley。',
    'Meet our founder': '认识我们的创始人',
    '<h2>Our planet</h2><p>Recycled fibres, lower-impact dyeing and packaging you can recycle at home.</p><p><a href="/responsibility/our-planet">Read more</a></p>':
        '<h2>我们的地球</h2><p>再生纤维、低影响染色，以及可在家中回收的包装。</p><p><a href="/responsibility/our-planet">了解更多</a></p>',
    '<h2>Our people</h2><p>Living wages, safe factories and a published supplier list.</p><p><a href="/responsibility/our-people">Read more</a></p>':
        '<h2>我们的员工</h2><p>合理工资、安全的工厂和公开的供应商名单。</p><p><a href="/responsibility/our-people">了解更多</a></p>',
    'Responsibility | VELA': '社会责任 | VELA',
    'Our commitments to the planet and the people who make our clothes.':
        '我们对地球以及制作我们服装的人们的承诺。',
    '<p>Making activewear has an impact. Here is what we are doing to reduce ours, and how we report on progress.</p>':
        '<p>制作运动服会对环境产生影响。以下是我们为减少影响所做的努力，以及我们如何报告进展。</p>',
    'Our 2030 targets': '我们的 2030 目标',
    '<ul><li>90% of our polyamide and polyester from recycled sources (today: 71%)</li><li>Halve the carbon emissions per garment against our 2021 baseline</li><li>Plastic-free customer packaging (achieved in 2023)</li></ul>':
        '<ul><li>90% 的聚酰胺和聚酯纤维来自再生材料（目前：71%）</li><li>以 2021 年为基准，将每件服装的碳排放减半</li><li>顾客包装不含塑料（已于 2023 年实现）</li></ul>',
    'Make it last': '让它更持久',
    '<p>The most sustainable legging is the one you already own. Wash at 30°C, skip the fabric softener and air dry: your kit will keep its shape for years.</p>':
        '<p>最可持续的紧身裤，就是你已经拥有的那一条。30°C 水洗，不用柔顺剂，自然晾干：你的装备可以多年保持版型。</p>',
    'Our Planet | VELA': '我们的地球 | VELA',
    'Recycled fabrics, lower-impact manufacturing and our 2030 targets.':
        '再生面料、低影响生产以及我们的 2030 目标。',
    'Who makes our clothes': '谁在制作我们的服装',
    '<p>We work with fourteen factories in Portugal, Turkey, Sri Lanka and Vietnam. We publish every tier-one supplier and audit each one at least once a year, unannounced.</p><p>Read our <a href="/anti-human-trafficking-statement">anti-human trafficking statement</a> and <a href="/transparency-in-supply-chain">supply chain transparency</a> report.</p>':
        '<p>我们与葡萄牙、土耳其、斯里兰卡和越南的十四家工厂合作。我们公开每一家一级供应商，并至少每年对每家进行一次不事先通知的审核。</p><p>阅读我们的<a href="/anti-human-trafficking-statement">反人口贩卖声明</a>和<a href="/transparency-in-supply-chain">供应链透明度</a>报告。</p>',
    'Our People | VELA': '我们的员工 | VELA',
    'How we work with the factories and people who make VELA.': '我们如何与制作 VELA 的工厂和人们合作。',
    'Our people': '我们的员工',
    'For yoga': '瑜伽之选',
    'For running': '跑步之选',
    'For the gym': '健身之选',
    'For the outdoors': '户外之选',
    'Shop by Activity | VELA': '按运动选购 | VELA',
    'Yoga, running, gym and outdoor kit from VELA.': 'VELA 的瑜伽、跑步、健身和户外装备。',
    '<p>Whatever moves you, we have designed kit for it.</p>':
        '<p>无论你热爱哪种运动，我们都为它设计了装备。</p>',
    'Your perks': '你的会员权益',
    '<ul><li><strong>Early access</strong> to new collections, 48 hours before everyone else</li><li><strong>Birthday treat</strong>: 20% off during your birthday month</li><li><strong>Members-only events</strong>: run clubs, yoga classes and shop evenings</li><li><strong>Free returns</strong>, always</li></ul>':
        '<ul><li><strong>抢先购</strong>：比其他人提前 48 小时选购新系列</li><li><strong>生日惊喜</strong>：生日当月享 8 折</li><li><strong>会员专属活动</strong>：跑团、瑜伽课和门店之夜</li><li><strong>免费退货</strong>，始终如此</li></ul>',
    'Insiders FAQs': 'Insiders 常见问题',
    '**Is it free?** Yes, always.\n\n**How do I join?** Create an account and tick the Insiders box, or sign up from any Insiders popup.':
        '**免费吗？** 是的，始终免费。\n\n**如何加入？** 创建账户并勾选 Insiders，或通过任意 Insiders 弹窗注册。',
    'VELA Insiders | Free Membership': 'VELA Insiders | 免费会员',
    'Join VELA Insiders for early access, birthday treats and members-only offers.':
        '加入 VELA Insiders，享受抢先购、生日惊喜和会员专属优惠。',
    'VELA Insiders': 'VELA Insiders',
    '<p>Free to join. Early access to every launch, a treat on your birthday and offers just for members.</p>':
        '<p>免费加入。每次新品发布抢先购、生日惊喜以及会员专享优惠。</p>',
    'How it works': '如何参与',
    '<ul><li>Choose <a href="/student-discount/student-beans">Student Beans</a> or <a href="/student-discount/unidays">UNiDAYS</a></li><li>Verify your student status (it takes a minute)</li><li>Use your one-time code at checkout</li></ul>':
        '<ul><li>选择 <a href="/student-discount/student-beans">Student Beans</a> 或 <a href="/student-discount/unidays">UNiDAYS</a></li><li>验证你的学生身份（只需一分钟）</li><li>结账时使用你的一次性优惠码</li></ul>',
    'Student Discount | VELA': '学生优惠 | VELA',
    'Students get 15% off VELA every day.': '学生每天在 VELA 享 85 折。',
    '<p>Verified students get 15% off full-price styles, every day. Verify through Student Beans or UNiDAYS to get your code.</p>':
        '<p>通过验证的学生每天购买正价商品可享 85 折。通过 Student Beans 或 UNiDAYS 验证即可获取优惠码。</p>',
    'This month': '本月优惠',
    '<p><strong>Insiders:</strong> 20% off the new season collection until Sunday.</p><p><strong>Everyone:</strong> buy any two bras and get a third free. The cheapest item is free; excludes sale.</p>':
        '<p><strong>Insiders 会员：</strong>新季系列 8 折，截至周日。</p><p><strong>所有顾客：</strong>任选两件运动内衣，第三件免费。价格最低的商品免费；特卖商品除外。</p>',
    'Build your bra wardrobe': '打造你的运动内衣衣橱',
    'Exclusive Offers | VELA': '独家优惠 | VELA',
    'Current offers and promotions at VELA.': 'VELA 当前的优惠与促销活动。',
    'Exclusive offers': '独家优惠',
    'The small print': '细则说明',
    '<ul><li>Open to students in the UK aged 16 and over.</li><li>One code per order; codes cannot be combined with other offers.</li><li>Excludes gift cards and sale items.</li></ul>':
        '<ul><li>仅限英国 16 岁及以上的学生。</li><li>每笔订单限用一个优惠码；不可与其他优惠同时使用。</li><li>礼品卡和特卖商品除外。</li></ul>',
    'Student Beans Student Discount | VELA': 'Student Beans 学生优惠 | VELA',
    'Verify with Student Beans for 15% off VELA.': '通过 Student Beans 验证，在 VELA 享 85 折。',
    '15% student discount with Student Beans': 'Student Beans 学生 85 折优惠',
    '<p>Log in or register with Student Beans, verify your student status and get a one-time code for 15% off full-price styles.</p>':
        '<p>登录或注册 Student Beans，验证学生身份后即可获得一次性优惠码，正价商品享 85 折。</p>',
    '<ul><li>Open to verified students in the countries we deliver to.</li><li>One code per order; codes cannot be combined with other offers.</li><li>Excludes gift cards and sale items.</li></ul>':
        '<ul><li>仅限我们配送国家/地区内通过验证的学生。</li><li>每笔订单限用一个优惠码；不可与其他优惠同时使用。</li><li>礼品卡和特卖商品除外。</li></ul>',
    'Verify with Student Beans for 10% off VELA.': '通过 Student Beans 验证，在 VELA 享 9 折。',
    '10% student discount with Student Beans': 'Student Beans 学生 9 折优惠',
    '<p>Log in or register with Student Beans, verify your student status and get a one-time code for 10% off full-price styles.</p>':
        '<p>登录或注册 Student Beans，验证学生身份后即可获得一次性优惠码，正价商品享 9 折。</p>',
    'UNiDAYS Student Discount | VELA': 'UNiDAYS 学生优惠 | VELA',
    'Verify with UNiDAYS for 15% off VELA.': '通过 UNiDAYS 验证，在 VELA 享 85 折。',
    '15% student discount with UNiDAYS': 'UNiDAYS 学生 85 折优惠',
    '<p>Log in or register with UNiDAYS, verify your student status and get a one-time code for 15% off full-price styles.</p>':
        '<p>登录或注册 UNiDAYS，验证学生身份后即可获得一次性优惠码，正价商品享 85 折。</p>',
    'Verify with UNiDAYS for 10% off VELA.': '通过 UNiDAYS 验证，在 VELA 享 9 折。',
    '10% student discount with UNiDAYS': 'UNiDAYS 学生 9 折优惠',
    '<p>Log in or register with UNiDAYS, verify your student status and get a one-time code for 10% off full-price styles.</p>':
        '<p>登录或注册 UNiDAYS，验证学生身份后即可获得一次性优惠码，正价商品享 9 折。</p>',
    '<ul><li>Share your personal link from your account</li><li>Your friend gets 20% off their first order over £60</li><li>You get a £15 reward once their order has shipped and the 30-day return window has passed</li></ul>':
        '<ul><li>在你的账户中分享你的专属链接</li><li>你的好友首单满 £60 可享 8 折</li><li>好友订单发货且 30 天退货期结束后，你将获得 £15 奖励</li></ul>',
    'Refer a Friend | VELA': '推荐好友 | VELA',
    'Give a friend 20% off their first order and get a £15 reward.':
        '送好友首单 8 折优惠，你可获得 £15 奖励。',
    '<p>Give your friends 20% off their first VELA order. When they spend £60 or more, you get a £15 reward.</p>':
        '<p>送你的好友 VELA 首单 8 折优惠。当她们消费满 £60，你将获得 £15 奖励。</p>',
    '<ul><li>Share your personal link from your account</li><li>Your friend gets 20% off their first order over the equivalent of £60</li><li>You get a reward worth 15% of their order once their order has shipped and the 30-day return window has passed</li></ul>':
        '<ul><li>在你的账户中分享你的专属链接</li><li>你的好友首单满相当于 £60 的金额可享 8 折</li><li>好友订单发货且 30 天退货期结束后，你将获得相当于其订单金额 15% 的奖励</li></ul>',
    'Give a friend 20% off their first order and get a reward worth 15% of their order.':
        '送好友首单 8 折优惠，你可获得相当于其订单金额 15% 的奖励。',
    '<p>Give your friends 20% off their first VELA order. When they spend the equivalent of £60 or more, you get a reward worth 15% of their order.</p>':
        '<p>送你的好友 VELA 首单 8 折优惠。当她们消费满相当于 £60 的金额，你将获得相当于其订单金额 15% 的奖励。</p>',
    'You might also like': '你可能还喜欢',
    'The Summer Edit | VELA': '夏日精选 | VELA',
    'Lightweight layers for warm-weather training.': '适合炎热天气训练的轻盈叠穿单品。',
    '<h1>The Summer Edit</h1><p>Featherweight fabrics, bright colours and shorts that don’t ride up.</p><ul><li><a href="/shop/bottoms/shorts">Shop shorts</a></li><li><a href="/shop/tops/tanks">Shop tanks</a></li></ul>':
        '<h1>夏日精选</h1><p>轻盈如羽的面料、明亮的色彩，还有不会上移的短裤。</p><ul><li><a href="/shop/bottoms/shorts">选购短裤</a></li><li><a href="/shop/tops/tanks">选购背心</a></li></ul>',
    'Studio to Street | VELA': '从训练室到街头 | VELA',
    'Yoga kit that works beyond the mat.': '不止于瑜伽垫的瑜伽装备。',
    '<h1>Studio to Street</h1><p>From sunrise flow to the school run: pieces that go wherever the day does.</p>':
        '<h1>从训练室到街头</h1><p>从日出瑜伽到接送孩子：陪你度过一整天的单品。</p>',
    'The Power Icon Bra | VELA': 'Power Icon 运动内衣 | VELA',
    'Our highest-support bra.': '我们支撑力最强的运动内衣。',
    '<h1>The Power Icon Bra</h1><p>Our highest-support bra: moulded cups, a wide underband and adjustable straps, tested on 200 runners.</p>':
        '<h1>Power Icon 运动内衣</h1><p>我们支撑力最强的运动内衣：模压罩杯、宽底围和可调节肩带，经过 200 位跑者测试。</p>',
    'Leggings Quiz | VELA': '紧身裤测试 | VELA',
    'Find your perfect leggings in 60 seconds.': '60 秒找到你的完美紧身裤。',
    '<h1>Find your leggings</h1><p>Tell us how you move and we will match you with the right fabric, length and fit.</p><div id="leggings-quiz"></div>':
        '<h1>找到你的紧身裤</h1><p>告诉我们你的运动方式，我们将为你推荐合适的面料、长度和版型。</p><div id="leggings-quiz"></div>',
    'Bra Quiz | VELA': '运动内衣测试 | VELA',
    'Find the right sports bra support for you.': '找到适合你的运动内衣支撑强度。',
    '<h1>Find your bra</h1><p>Three questions about your activity and fit preferences.</p><div id="bra-quiz"></div>':
        '<h1>找到适合你的运动内衣</h1><p>关于你的运动和版型偏好的三个问题。</p><div id="bra-quiz"></div>',
    'Sign up': '报名',
    'See you Thursday': '周四见',
    'Free, friendly, no one left behind.': '免费、友好，不落下任何人。',
    'VELA Run Club': 'VELA 跑团',
    'Free weekly runs from VELA shops.': '从 VELA 门店出发的每周免费跑步活动。',
    '<p>Every Thursday at 6.30pm from our shops. 5k and 10k groups; all paces welcome; bag drop included.</p>':
        '<p>每周四晚 6:30 从我们的门店出发。设 5 公里和 10 公里组；欢迎各种配速；提供存包服务。</p>',
    Sculpt: 'Sculpt',
    'Compressive, squat-proof and matte. Best for gym and running.':
        '压缩、深蹲不透、哑光。最适合健身和跑步。',
    Featherlight: 'Featherlight',
    'Brushed, buttery-soft and lightly supportive. Best for yoga and rest days.':
        '磨毛处理、柔软如黄油、轻度支撑。最适合瑜伽和休息日。',
    Stormshell: 'Stormshell',
    'Showerproof, windproof and packable. Best for outdoor sessions.':
        '防泼水、防风、可收纳。最适合户外训练。',
    'Fabric Guide | VELA': '面料指南 | VELA',
    'Which VELA fabric is right for your workout.': '哪种 VELA 面料适合你的训练。',
    'Fabric guide': '面料指南',
    'Layout test': '版式测试',
    'A hero with two calls to action.': '带有两个行动按钮的主横幅。',
    'Layout test | VELA': '版式测试 | VELA',
    'Internal page for trying new layouts.': '用于尝试新版式的内部页面。',
    'New hero layout': '新主横幅版式',
    'From our community': '来自我们的社群',
    'How our community wears VELA.': '看看我们的社群如何穿 VELA。',
    '<p>Tag <strong>#SportedByYou</strong> on Instagram for a chance to be featured.</p>':
        '<p>在 Instagram 上标记 <strong>#SportedByYou</strong>，就有机会被精选展示。</p>',
    'Sculpt fabric': 'Sculpt 面料',
    'Compressive, matte and completely squat-proof.': '压缩、哑光、完全深蹲不透。',
    'Pockets that fit a phone': '放得下手机的口袋',
    'Two side pockets, one hidden waistband pocket.': '两个侧袋，一个腰头隐藏口袋。',
    'The Leggings Edit | VELA': '紧身裤精选 | VELA',
    'Our best leggings, and the stories behind them.': '我们最好的紧身裤，以及它们背后的故事。',
    '<p>Eleven years, forty-two fabric trials and one obsession: leggings that stay put. Here are the pairs our community reaches for most.</p>':
        '<p>十一年、四十二次面料试验和一个执念：稳固不滑的紧身裤。以下是我们的社群最常选择的款式。</p>',
    'Matching Sets | VELA': '成套搭配 | VELA',
    'Leggings and bras designed to be worn together.': '专为搭配穿着设计的紧身裤和运动内衣。',
    'Build your set': '搭配你的套装',
    'Choose a bra and leggings in the same colour: every set is dyed together, so the shades match exactly.':
        '选择同色的运动内衣和紧身裤：每套都一起染色，色调完全一致。',
    'Start with a bra': '先选一件运动内衣',
    'Add leggings': '加一条紧身裤',
    'Finish with a layer': '再加一件外搭',
    'Careers at VELA': '加入 VELA',
    '<h1>Careers</h1><p>We are always looking for people who love to move. Current vacancies are listed on our careers portal; shop roles are advertised in store.</p><p><a href="mailto:careers@vela-active.example">careers@vela-active.example</a></p>':
        '<h1>加入我们</h1><p>我们一直在寻找热爱运动的伙伴。当前职位发布在我们的招聘网站上；门店职位在店内公布。</p><p><a href="mailto:careers@vela-active.example">careers@vela-active.example</a></p>',
    'Bra Measurement Guide': '运动内衣测量指南',
    '<h1>How to measure for a sports bra</h1><ul><li><strong>Band:</strong> measure snugly around your ribcage, directly under your bust.</li><li><strong>Bust:</strong> measure around the fullest part of your bust, keeping the tape level.</li><li><strong>Cup:</strong> each inch of difference between bust and band is one cup size (1 inch = A, 2 = B, 3 = C, 4 = D).</li></ul><p>Between sizes? Go up a band for low-impact styles and stay true to size for high impact.</p>':
        '<h1>如何测量运动内衣尺码</h1><ul><li><strong>下胸围：</strong>在胸部正下方，紧贴胸廓测量一周。</li><li><strong>上胸围：</strong>在胸部最丰满处测量一周，保持软尺水平。</li><li><strong>罩杯：</strong>上下胸围每相差 1 英寸（2.5 厘米）为一个罩杯（1 英寸 = A，2 = B，3 = C，4 = D）。</li></ul><p>介于两个尺码之间？低强度款式可选大一号的底围，高强度款式选择你的常规尺码。</p>',
    'Size Guide': '尺码指南',
    '<h1>Size guide</h1><h2>Clothing</h2><table><thead><tr><th>UK</th><th>US</th><th>EU</th><th>AU</th><th>Waist (cm)</th><th>Hip (cm)</th></tr></thead><tbody><tr><td>XS (6)</td><td>2</td><td>34</td><td>6</td><td>61-65</td><td>87-91</td></tr><tr><td>S (8)</td><td>4</td><td>36</td><td>8</td><td>66-70</td><td>92-96</td></tr><tr><td>M (10)</td><td>6</td><td>38</td><td>10</td><td>71-75</td><td>97-101</td></tr><tr><td>L (12)</td><td>8</td><td>40</td><td>12</td><td>76-80</td><td>102-106</td></tr><tr><td>XL (14)</td><td>10</td><td>42</td><td>14</td><td>81-86</td><td>107-112</td></tr></tbody></table><p>See also the <a href="/shop/underwear/sports-bras/bra-measurement-guide">bra measurement guide</a>.</p>':
        '<h1>尺码指南</h1><h2>服装</h2><table><thead><tr><th>英码</th><th>美码</th><th>欧码</th><th>澳码</th><th>腰围（厘米）</th><th>臀围（厘米）</th></tr></thead><tbody><tr><td>XS (6)</td><td>2</td><td>34</td><td>6</td><td>61-65</td><td>87-91</td></tr><tr><td>S (8)</td><td>4</td><td>36</td><td>8</td><td>66-70</td><td>92-96</td></tr><tr><td>M (10)</td><td>6</td><td>38</td><td>10</td><td>71-75</td><td>97-101</td></tr><tr><td>L (12)</td><td>8</td><td>40</td><td>12</td><td>76-80</td><td>102-106</td></tr><tr><td>XL (14)</td><td>10</td><td>42</td><td>14</td><td>81-86</td><td>107-112</td></tr></tbody></table><p>另请参阅<a href="/shop/underwear/sports-bras/bra-measurement-guide">运动内衣测量指南</a>。</p>'
}
