import type {Phrasebook} from '../phrasebook'

/** Returns help, terms, privacy, cookies, accessibility, wholesale, affiliates and statements. In Simplified Chinese. */
export const CONTENT_LEGAL_ZH: Phrasebook = {
    'Can I exchange an item?': '可以换货吗？',
    'Exchanges are not available online. Return the item for a refund and place a new order: that is the fastest way to get the size you need.':
        '在线订单暂不支持换货。请退回商品办理退款，然后重新下单：这是获得合适尺码最快的方式。',
    'UK returns': '英国退货',
    'UK returns: how to return': '英国退货：如何退货',
    'You have 30 days from delivery to return unworn items with tags attached.':
        '自收货之日起 30 天内，可退回未穿着且吊牌完好的商品。',
    'Three simple steps': '简单三步',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/gb">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Drop your parcel at any post office or parcel shop, or book a free collection from your door.</li></ol>':
        '<ol><li><strong>第 1 步：</strong>在<a href="https://returns.vela-active.example/gb">退货门户</a>输入订单号和电子邮箱，发起退货。</li><li><strong>第 2 步：</strong>将商品妥善包装，尽量使用原包装。</li><li><strong>第 3 步：</strong>将包裹送至任一邮局或包裹网点，或预约免费上门取件。</li></ol>',
    Refunds: '退款',
    '<p>Returns are free. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>退货免费。我们收到退货后 5 个工作日内，退款将退回至原支付方式。</p>',
    'US returns': '美国退货',
    'US returns: how to return': '美国退货：如何退货',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/us">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Attach the prepaid label and drop your package at any UPS Store or schedule a pickup.</li></ol>':
        '<ol><li><strong>第 1 步：</strong>在<a href="https://returns.vela-active.example/us">退货门户</a>输入订单号和电子邮箱，发起退货。</li><li><strong>第 2 步：</strong>将商品妥善包装，尽量使用原包装。</li><li><strong>第 3 步：</strong>贴上预付运单，将包裹送至任一 UPS Store，或预约上门取件。</li></ol>',
    '<p>Returns are free for orders shipped in the US. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>在美国配送的订单可免费退货。我们收到退货后 5 个工作日内，退款将退回至原支付方式。</p>',
    'Ireland & EU returns': '爱尔兰及欧盟退货',
    'Ireland & EU returns: how to return': '爱尔兰及欧盟退货：如何退货',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/eu">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Hand your parcel in at any post office in Ireland, or at the partner drop-off point shown on your label in other EU countries.</li></ol>':
        '<ol><li><strong>第 1 步：</strong>在<a href="https://returns.vela-active.example/eu">退货门户</a>输入订单号和电子邮箱，发起退货。</li><li><strong>第 2 步：</strong>将商品妥善包装，尽量使用原包装。</li><li><strong>第 3 步：</strong>在爱尔兰可将包裹交至任一邮局；在其他欧盟国家，请交至运单上标明的合作投递点。</li></ol>',
    '<p>Returns are free from Ireland; a €4.95 fee is deducted for other EU countries. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>从爱尔兰退货免费；其他欧盟国家将扣除 €4.95 的费用。我们收到退货后 5 个工作日内，退款将退回至原支付方式。</p>',
    'Australia returns': '澳大利亚退货',
    'Australia returns: how to return': '澳大利亚退货：如何退货',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/au">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Drop your parcel at any Australia Post outlet or parcel locker using the label from the portal.</li></ol>':
        '<ol><li><strong>第 1 步：</strong>在<a href="https://returns.vela-active.example/au">退货门户</a>输入订单号和电子邮箱，发起退货。</li><li><strong>第 2 步：</strong>将商品妥善包装，尽量使用原包装。</li><li><strong>第 3 步：</strong>使用门户提供的运单，将包裹送至任一 Australia Post 网点或包裹柜。</li></ol>',
    'Rest of world': '其他国家/地区',
    'Rest of world: how to return': '其他国家/地区：如何退货',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/global">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Book a courier collection through the global returns portal; the cost is shown before you confirm.</li></ol>':
        '<ol><li><strong>第 1 步：</strong>在<a href="https://returns.vela-active.example/global">退货门户</a>输入订单号和电子邮箱，发起退货。</li><li><strong>第 2 步：</strong>将商品妥善包装，尽量使用原包装。</li><li><strong>第 3 步：</strong>通过全球退货门户预约快递取件；确认前会显示费用。</li></ol>',
    '<p>Return shipping is paid by you and deducted from your refund. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>退货运费由你承担，并从退款中扣除。我们收到退货后 5 个工作日内，退款将退回至原支付方式。</p>',
    'How to return': '如何退货',
    '<p>Not quite right? Returning is free for most countries and takes a few minutes.</p><ul><li>Keep the tags on and the items unworn and unwashed</li><li>Swimwear and underwear must have the hygiene liner in place</li><li>Gift cards and personalised items cannot be returned</li></ul>':
        '<p>不太合适？大多数国家/地区均可免费退货，只需几分钟。</p><ul><li>保留吊牌，商品须未经穿着和洗涤</li><li>泳装和内衣须保留卫生贴</li><li>礼品卡和个性化商品不可退货</li></ul>',
    'When will I get my refund?': '我什么时候能收到退款？',
    'Returns usually reach us within 3 to 7 days. Refunds go to your original payment method within 5 business days of your return reaching us. Your bank may take a further 3 to 5 days to show it.':
        '退货通常会在 3 到 7 天内送达我们。我们收到退货后 5 个工作日内，退款将退回至原支付方式。你的银行可能还需要 3 到 5 天才能显示到账。',
    'Delivery & Returns | VELA': '配送与退货 | VELA',
    'Delivery options, costs and how to return your order.': '配送选项、费用以及如何退货。',
    '<p>Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>我们收到退货后 5 个工作日内，退款将退回至原支付方式。</p>',
    '1. About us': '1. 关于我们',
    '<p>www.vela-active.example is operated by VELA Active Ltd, a company registered in England and Wales under company number 09123456, with its registered office at 14 Neal Street, London WC2H 9PA. Our VAT number is GB 123 4567 89.</p><p>You can contact our Customer Care team through the Help Centre, by email at care@vela-active.example or by post at the address above.</p>':
        '<p>www.vela-active.example 由 VELA Active Ltd 运营，该公司在英格兰和威尔士注册，公司编号为 09123456，注册地址为 14 Neal Street, London WC2H 9PA。我们的增值税号为 GB 123 4567 89。</p><p>你可以通过帮助中心、发送电子邮件至 care@vela-active.example 或邮寄至上述地址联系我们的客户服务团队。</p>',
    '2. Placing an order': '2. 下单',
    '<p>Your order is an offer to buy. We accept it when we email you to confirm that your items have been dispatched; only then is a contract formed. We may decline an order, for example if an item is out of stock, if we cannot authorise your payment or if we identify a pricing error.</p><p>You must be at least 18 years old to place an order. Orders are for personal use only and not for resale.</p>':
        '<p>你的订单是一项购买要约。我们通过电子邮件确认商品已发货时即表示接受，合同在此时才成立。我们可能拒绝订单，例如商品缺货、无法授权你的付款或发现价格错误。</p><p>你必须年满 18 周岁方可下单。订单仅限个人使用，不得转售。</p>',
    '3. Prices and payment': '3. 价格与付款',
    '<p>Prices include VAT at the applicable rate and are shown in the currency of the site you are using. Delivery charges are shown at checkout before you pay.</p><p>We accept Visa, Mastercard, American Express, PayPal, Klarna, Apple Pay and VELA gift cards. Payment is taken when you place your order. If we cannot fulfil part of your order, we will refund that part to your original payment method.</p>':
        '<p>价格包含适用税率的增值税，并以你所使用站点的货币显示。配送费用会在结账付款前显示。</p><p>我们接受 Visa、Mastercard、American Express、PayPal、Klarna、Apple Pay 和 VELA 礼品卡。下单时即扣款。如果我们无法履行订单的部分内容，将把该部分款项退回至原支付方式。</p>',
    '4. Delivery': '4. 配送',
    '<p>Delivery times are estimates and begin once your order is dispatched. Risk in the goods passes to you on delivery; ownership passes once we have received full payment. See our <a href="/delivery-returns.html">delivery and returns</a> page for options and costs.</p><p>Orders delivered outside the UK may be subject to import duties and taxes, which are shown and collected at checkout where our international partner handles your order.</p>':
        '<p>配送时间为预估时间，自订单发货起计算。商品风险在交付时转移给你；所有权在我们收到全额付款后转移。配送选项和费用请参阅我们的<a href="/delivery-returns.html">配送与退货</a>页面。</p><p>配送至英国境外的订单可能需缴纳进口关税和税费；如由我们的国际合作伙伴处理你的订单，这些费用将在结账时显示并收取。</p>',
    '5. Your right to cancel': '5. 你的取消权',
    '<p>Under the Consumer Contracts Regulations 2013 (and, for customers in the EU, the Consumer Rights Directive), you may cancel your contract within 14 days of the day you receive your goods without giving a reason. We extend this to 30 days for unworn items with their tags attached.</p><p>We refund the price of the goods and standard delivery to your original payment method within 5 business days of receiving the return. We may reduce a refund to reflect any loss in value caused by handling the goods beyond what is needed to check them.</p>':
        '<p>根据《2013 年消费者合同条例》（对欧盟顾客而言，根据《消费者权利指令》），你可以在收到商品之日起 14 天内无理由取消合同。对于未穿着且吊牌完好的商品，我们将该期限延长至 30 天。</p><p>我们会在收到退货后 5 个工作日内，将商品价款和标准运费退回至原支付方式。若因超出检查所需的处理导致商品贬值，我们可能会相应减少退款。</p>',
    '6. Faulty goods': '6. 瑕疵商品',
    '<p>If an item is faulty, you are entitled to a repair, replacement or refund under the Consumer Rights Act 2015. Please contact Customer Care with your order number and a photograph of the fault. This does not affect your statutory rights.</p>':
        '<p>如果商品存在瑕疵，根据《2015 年消费者权利法》，你有权获得维修、更换或退款。请联系客户服务并提供订单号和瑕疵照片。这不影响你的法定权利。</p>',
    '7. Promotions and gift cards': '7. 促销与礼品卡',
    '<p>Promotional codes cannot be exchanged for cash, cannot be combined unless stated and may be withdrawn at any time. Gift cards are valid for 24 months from purchase, can be used online and in our shops, and cannot be used to buy other gift cards.</p><ul><li>Digital gift cards are delivered by email on the date you choose.</li><li>Physical gift cards are sent by post and dispatched within 2 working days.</li></ul>':
        '<p>促销码不可兑换现金，除非另有说明不可叠加使用，并可随时撤回。礼品卡自购买之日起 24 个月内有效，可在线上和我们的门店使用，不可用于购买其他礼品卡。</p><ul><li>电子礼品卡将在你选择的日期通过电子邮件发送。</li><li>实体礼品卡通过邮寄送达，并在 2 个工作日内发出。</li></ul>',
    '8. Our liability': '8. 我们的责任',
    '<p>We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that is not foreseeable, or for business losses. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be limited by law.</p>':
        '<p>对于因我们违反本条款或未尽合理谨慎和技能而导致的、可预见的损失或损害，我们承担责任。对于不可预见的损失或商业损失，我们不承担责任。本条款中的任何内容均不限制因疏忽造成的死亡或人身伤害、欺诈或任何其他依法不得限制的责任。</p>',
    '9. Governing law': '9. 适用法律',
    '<p>These terms are governed by the law of England and Wales. You may bring proceedings in the courts of England and Wales, or, if you live in Scotland, Northern Ireland or the EU, in the courts where you live.</p>':
        '<p>本条款受英格兰和威尔士法律管辖。你可以在英格兰和威尔士的法院提起诉讼；如果你居住在苏格兰、北爱尔兰或欧盟，也可以在你居住地的法院提起诉讼。</p>',
    'Terms & Conditions | VELA': '条款与条件 | VELA',
    'The terms that apply when you buy from VELA.': '在 VELA 购物时适用的条款。',
    'Terms & Conditions': '条款与条件',
    '<p>Please read these terms carefully before placing an order. By placing an order you agree to be bound by them.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>下单前请仔细阅读本条款。下单即表示你同意受其约束。</p><p><em>最后更新：2025 年 2 月 1 日</em></p>',
    '1. Who is responsible for your data': '1. 谁对你的数据负责',
    '<p>VELA Active Ltd (UK, EU and Australia) and VELA Active Inc. (United States) are the controllers of personal information collected through their respective sites. Our Data Protection Officer can be reached at privacy@vela-active.example.</p>':
        '<p>VELA Active Ltd（英国、欧盟和澳大利亚）和 VELA Active Inc.（美国）是通过各自站点收集的个人信息的控制者。你可以通过 privacy@vela-active.example 联系我们的数据保护官。</p>',
    '2. What we collect': '2. 我们收集哪些信息',
    '<ul><li><strong>Details you give us:</strong> name, email, phone, delivery and billing addresses, date of birth (if you join Insiders) and survey answers.</li><li><strong>Order information:</strong> what you buy, returns and payment method type. We never store full card numbers; card payments are handled by our PCI DSS-certified payment provider.</li><li><strong>Browsing information:</strong> pages viewed, device and approximate location, collected with cookies where you have consented.</li></ul>':
        '<ul><li><strong>你提供的信息：</strong>姓名、电子邮箱、电话、配送和账单地址、出生日期（如你加入 Insiders）以及问卷答案。</li><li><strong>订单信息：</strong>你购买的商品、退货以及支付方式类型。我们从不存储完整卡号；银行卡付款由通过 PCI DSS 认证的支付服务商处理。</li><li><strong>浏览信息：</strong>在你同意的情况下，通过 Cookie 收集的浏览页面、设备和大致位置。</li></ul>',
    '3. How we use it': '3. 我们如何使用',
    '<p>We use your information to process orders and returns, run your account and Insiders membership, answer your questions, prevent fraud, and, where you have agreed, send marketing and personalise what you see.</p><p>Our legal bases are performance of a contract, our legitimate interests (for example fraud prevention and improving our service), your consent (for marketing and non-essential cookies) and legal obligations (for example tax records).</p>':
        '<p>我们使用你的信息来处理订单和退货、管理你的账户和 Insiders 会员资格、解答你的问题、防范欺诈，并在你同意的情况下发送营销信息和个性化你看到的内容。</p><p>我们的法律依据包括履行合同、我们的合法利益（例如防范欺诈和改进服务）、你的同意（用于营销和非必要 Cookie）以及法定义务（例如税务记录）。</p>',
    '4. Sharing': '4. 信息共享',
    '<p>We share information with service providers who act on our instructions: delivery companies, payment providers, our cross-border checkout partner, customer service tools and analytics providers. We do not sell your personal information.</p><p>California residents: we do not sell or share personal information for cross-context behavioural advertising without your opt-out choice being honoured. Use the cookie preferences link in the footer to opt out.</p>':
        '<p>我们会与按照我们指示行事的服务提供商共享信息：快递公司、支付服务商、我们的跨境结账合作伙伴、客户服务工具和分析服务商。我们不会出售你的个人信息。</p><p>加利福尼亚州居民：在未遵从你的退出选择的情况下，我们不会为跨情境行为广告出售或共享个人信息。请使用页脚中的 Cookie 偏好设置链接选择退出。</p>',
    '5. International transfers': '5. 国际传输',
    '<p>Where information is transferred outside the UK or EEA we rely on adequacy decisions or the standard contractual clauses approved by the UK and EU authorities.</p>':
        '<p>当信息被传输至英国或欧洲经济区以外时，我们依据充分性认定或英国和欧盟主管机构批准的标准合同条款。</p>',
    '6. How long we keep it': '6. 保存期限',
    '<p>Order records are kept for 7 years for tax purposes. Account information is kept while your account is active and deleted 3 years after your last activity.</p>':
        '<p>订单记录出于税务目的保存 7 年。账户信息在账户有效期间保存，并在你最后一次活动 3 年后删除。</p>',
    '7. Your rights': '7. 你的权利',
    '<p>Depending on where you live you may ask to access, correct, delete or port your information, object to or restrict processing, and withdraw consent at any time. Email privacy@vela-active.example; we respond within one month. You may also complain to the Information Commissioner’s Office (UK), your local EU supervisory authority or the Office of the Australian Information Commissioner.</p>':
        '<p>根据你的居住地，你可以要求访问、更正、删除或转移你的信息，反对或限制处理，并可随时撤回同意。请发送电子邮件至 privacy@vela-active.example；我们会在一个月内回复。你也可以向英国信息专员办公室、你所在地的欧盟监管机构或澳大利亚信息专员办公室投诉。</p>',
    '8. Security': '8. 安全',
    '<p>Our site uses TLS encryption throughout. Accounts are protected by hashed passwords and sessions expire after 30 minutes of inactivity. We will never ask for your password by email or phone.</p>':
        '<p>我们的网站全程使用 TLS 加密。账户受哈希密码保护，会话在 30 分钟无操作后过期。我们绝不会通过电子邮件或电话索要你的密码。</p>',
    'Security & Privacy | VELA': '安全与隐私 | VELA',
    'How VELA collects, uses and protects your personal information.':
        'VELA 如何收集、使用和保护你的个人信息。',
    'Security & Privacy': '安全与隐私',
    '<p>This notice explains what personal information we collect when you shop with us, why we collect it, and the choices you have.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>本声明说明你在我们这里购物时我们收集哪些个人信息、收集的原因以及你拥有的选择。</p><p><em>最后更新：2025 年 2 月 1 日</em></p>',
    '1. Strictly necessary cookies': '1. 绝对必要的 Cookie',
    '<p>These keep you signed in, remember your bag and your delivery country, and record your cookie choices. They cannot be switched off.</p><ul><li>Session and basket cookies: deleted when your session ends</li><li>Country preference: 365 days</li><li>Consent record: 12 months</li></ul>':
        '<p>它们让你保持登录状态，记住你的购物袋和配送国家/地区，并记录你的 Cookie 选择。它们无法关闭。</p><ul><li>会话和购物篮 Cookie：会话结束时删除</li><li>国家/地区偏好：365 天</li><li>同意记录：12 个月</li></ul>',
    '2. Performance cookies': '2. 性能 Cookie',
    '<p>With your consent, these tell us which pages are visited and how the site performs, so we can fix problems. The information is aggregated.</p>':
        '<p>在你同意的情况下，它们告诉我们哪些页面被访问以及网站的运行情况，以便我们解决问题。这些信息是汇总统计的。</p>',
    '3. Functional cookies': '3. 功能 Cookie',
    '<p>These remember choices such as a dismissed sign-up popup (365 days) or a popup already shown today (1 day), and Insiders status (1 hour).</p>':
        '<p>它们会记住你的选择，例如已关闭的订阅弹窗（365 天）、今天已显示过的弹窗（1 天）以及 Insiders 会员状态（1 小时）。</p>',
    '4. Targeting cookies': '4. 定向 Cookie',
    '<p>With your consent, our advertising and personalisation partners use these to show you relevant products on our site and elsewhere.</p>':
        '<p>在你同意的情况下，我们的广告和个性化合作伙伴会使用它们，在我们的网站和其他地方向你展示相关商品。</p>',
    '5. Managing your choices': '5. 管理你的选择',
    '<p>You can change your choices at any time from the cookie preferences link in the footer, or block cookies in your browser settings. Blocking necessary cookies will stop parts of the site from working.</p>':
        '<p>你可以随时通过页脚中的 Cookie 偏好设置链接更改你的选择，或在浏览器设置中阻止 Cookie。阻止必要 Cookie 会导致网站部分功能无法使用。</p>',
    'Cookie Policy | VELA': 'Cookie 政策 | VELA',
    'The cookies VELA uses and how to manage them.': 'VELA 使用的 Cookie 以及如何管理它们。',
    'Cookie Policy': 'Cookie 政策',
    '<p>Cookies are small text files stored on your device. We use them to make the site work, to remember your choices and, with your consent, to measure and personalise.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Cookie 是存储在你设备上的小型文本文件。我们使用它们让网站正常运行、记住你的选择，并在你同意的情况下进行统计和个性化。</p><p><em>最后更新：2025 年 2 月 1 日</em></p>',
    '1. What we do': '1. 我们的做法',
    '<ul><li>Every page can be navigated with a keyboard, with visible focus indicators</li><li>Images carry text alternatives, and decorative images are hidden from screen readers</li><li>Colour contrast meets AA ratios for text and controls</li><li>Videos never autoplay with sound and can be paused</li></ul>':
        '<ul><li>每个页面都可以通过键盘浏览，并有清晰可见的焦点指示</li><li>图片提供替代文本，装饰性图片对屏幕阅读器隐藏</li><li>文字和控件的颜色对比度符合 AA 标准</li><li>视频从不自动播放声音，并且可以暂停</li></ul>',
    '2. Known limitations': '2. 已知局限',
    '<p>Some third-party widgets, such as customer photo galleries and reviews, may not fully meet the guidelines. We are working with their providers to improve them.</p>':
        '<p>部分第三方组件（如顾客照片墙和评价）可能未完全符合相关指南。我们正在与其提供方合作改进。</p>',
    '3. Contact us': '3. 联系我们',
    '<p>If you have difficulty using any part of our site, please contact Customer Care on 0800 123 4567 (UK) or 1-800-555-0142 (US), or email access@vela-active.example. We aim to respond within 2 working days.</p>':
        '<p>如果你在使用我们网站的任何部分时遇到困难，请拨打 0800 123 4567（英国）或 1-800-555-0142（美国）联系客户服务，或发送电子邮件至 access@vela-active.example。我们力争在 2 个工作日内回复。</p>',
    'Accessibility | VELA': '无障碍 | VELA',
    'Our commitment to an accessible shopping experience.': '我们致力于提供无障碍的购物体验。',
    '<p>We want everyone to be able to shop with VELA. Our site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>我们希望每个人都能在 VELA 购物。我们的网站旨在符合《Web 内容无障碍指南》（WCAG）2.1 AA 级。</p><p><em>最后更新：2025 年 2 月 1 日</em></p>',
    '1. Accounts': '1. 账户',
    '<p>Wholesale accounts are opened at our discretion following a credit check. Minimum opening order: 60 units; minimum repeat order: 24 units.</p>':
        '<p>批发账户在信用审核后由我们酌情开设。首次订购最低 60 件；补货最低 24 件。</p>',
    '2. Prices and payment': '2. 价格与付款',
    '<p>Wholesale prices exclude VAT and sales tax and are quoted in GBP, EUR, USD or AUD. Payment is due 30 days from the invoice date. We may suspend deliveries on overdue accounts and charge interest at 4% above the Bank of England base rate.</p>':
        '<p>批发价格不含增值税和销售税，以英镑、欧元、美元或澳元报价。付款期限为发票日期起 30 天。对于逾期账户，我们可暂停发货，并按高于英格兰银行基准利率 4% 的利率收取利息。</p>',
    '3. Delivery and risk': '3. 交付与风险',
    '<p>Goods are delivered DAP to your nominated address. Risk passes on delivery; title passes when we receive payment in full. Shortages must be reported within 5 working days of delivery.</p>':
        '<p>货物按 DAP 条款交付至你指定的地址。风险在交付时转移；所有权在我们收到全额付款时转移。短缺须在交付后 5 个工作日内报告。</p>',
    '4. Returns': '4. 退货',
    '<p>Wholesale orders are not returnable except for faulty goods, which must be reported within 30 days with photographs. Approved returns are credited to your account.</p>':
        '<p>批发订单不可退货，瑕疵商品除外；瑕疵须在 30 天内附照片报告。获批的退货将计入你的账户余额。</p>',
    '5. Brand use': '5. 品牌使用',
    '<p>Stockists may use VELA trademarks and imagery only to promote VELA products, following our brand guidelines, and may not sell through third-party marketplaces without written consent.</p>':
        '<p>经销商仅可为推广 VELA 产品而使用 VELA 商标和图像，须遵循我们的品牌规范，且未经书面同意不得通过第三方电商平台销售。</p>',
    'Wholesale Terms & Conditions | VELA': '批发条款与条件 | VELA',
    'Terms for VELA wholesale and stockist partners.': '适用于 VELA 批发和经销合作伙伴的条款。',
    'Wholesale Terms & Conditions': '批发条款与条件',
    '<p>These terms apply to purchases by approved wholesale accounts, studios and stockists. They do not apply to consumer purchases.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>本条款适用于经批准的批发账户、工作室和经销商的采购，不适用于消费者购买。</p><p><em>最后更新：2025 年 2 月 1 日</em></p>',
    '1. How it works': '1. 如何参与',
    '<ul><li>Apply through our affiliate network</li><li>Get approved within 5 working days</li><li>Earn 8% commission on sales you refer, with a 30-day cookie window</li></ul>':
        '<ul><li>通过我们的联盟网络申请</li><li>5 个工作日内获得审批</li><li>你推荐的销售可获得 8% 佣金，Cookie 有效期为 30 天</li></ul>',
    '2. What we look for': '2. 我们寻找什么',
    '<p>Content that fits our brand: training, wellbeing and style. We do not work with voucher sites that bid on our brand name.</p>':
        '<p>符合我们品牌的内容：训练、健康和风格。我们不与竞价投放我们品牌名称的优惠券网站合作。</p>',
    '3. Get in touch': '3. 联系我们',
    '<p>Email affiliates@vela-active.example with a link to your channel.</p>':
        '<p>请发送电子邮件至 affiliates@vela-active.example，并附上你的频道链接。</p>',
    'Affiliates | VELA': '联盟合作 | VELA',
    'Join the VELA affiliate programme.': '加入 VELA 联盟计划。',
    '<p>Earn commission by sharing VELA with your audience. Our programme is open to publishers, creators and fitness professionals.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>与你的受众分享 VELA 即可赚取佣金。我们的计划面向发布者、创作者和健身专业人士开放。</p><p><em>最后更新：2025 年 2 月 1 日</em></p>',
    '1. Our business and supply chain': '1. 我们的业务和供应链',
    '<p>We design activewear in London and work with fourteen tier-one manufacturing partners in Portugal, Turkey, Sri Lanka and Vietnam, and thirty tier-two fabric and trim suppliers.</p>':
        '<p>我们在伦敦设计运动服，并与葡萄牙、土耳其、斯里兰卡和越南的十四家一级生产合作伙伴以及三十家二级面料和辅料供应商合作。</p>',
    '2. Policies': '2. 政策',
    '<p>Every supplier signs our Code of Conduct, based on the Ethical Trading Initiative Base Code, which prohibits forced, bonded and child labour and requires that workers never pay recruitment fees.</p>':
        '<p>每家供应商都签署我们基于道德贸易倡议（ETI）基本准则制定的行为准则，该准则禁止强迫劳动、抵债劳动和童工，并要求工人绝不支付招聘费用。</p>',
    '3. Due diligence and audits': '3. 尽职调查与审核',
    '<p>All tier-one factories are audited at least annually, including unannounced visits. In 2024 we completed 31 audits; two identified recruitment-fee risks, which were remediated with repayment to the workers affected.</p>':
        '<p>所有一级工厂每年至少接受一次审核，包括不事先通知的访问。2024 年我们完成了 31 次审核；其中两次发现了招聘费用风险，已通过向相关工人偿还费用予以纠正。</p>',
    '4. Training': '4. 培训',
    '<p>Our sourcing and quality teams complete annual training on recognising signs of forced labour. Factory managers receive training through our partner NGO.</p>':
        '<p>我们的采购和质量团队每年接受识别强迫劳动迹象的培训。工厂管理人员通过我们的合作非政府组织接受培训。</p>',
    '5. Approval': '5. 批准',
    '<p>This statement was approved by the Board of VELA Active Ltd and is signed by Clara Hensley, Founder and Chief Executive.</p>':
        '<p>本声明已由 VELA Active Ltd 董事会批准，并由创始人兼首席执行官 Clara Hensley 签署。</p>',
    'Anti-Human Trafficking Statement | VELA': '反人口贩卖声明 | VELA',
    'Our statement under the Modern Slavery Act 2015.': '我们根据《2015 年现代奴役法》发表的声明。',
    'Anti-Human Trafficking Statement': '反人口贩卖声明',
    '<p>This statement is made under section 54 of the Modern Slavery Act 2015 and sets out the steps VELA Active Ltd has taken in the financial year ending 31 January 2025 to prevent slavery and human trafficking in our business and supply chains.</p><p><em>Last updated: 1 March 2025</em></p>':
        '<p>本声明根据《2015 年现代奴役法》第 54 条作出，阐述 VELA Active Ltd 在截至 2025 年 1 月 31 日的财政年度内，为防止其业务和供应链中出现奴役和人口贩卖所采取的措施。</p><p><em>最后更新：2025 年 3 月 1 日</em></p>',
    '1. Verification': '1. 核查',
    '<p>We evaluate and address risks of human trafficking and slavery through a risk assessment of each sourcing country and supplier before we place orders.</p>':
        '<p>在下订单之前，我们会对每个采购国家和每家供应商进行风险评估，以评估和应对人口贩卖和奴役风险。</p>',
    '2. Audits': '2. 审核',
    '<p>Independent auditors carry out announced and unannounced audits of our tier-one suppliers against our Code of Conduct.</p>':
        '<p>独立审核机构依据我们的行为准则，对一级供应商进行事先通知和不事先通知的审核。</p>',
    '3. Certification': '3. 认证',
    '<p>Suppliers certify that materials incorporated into our products comply with the laws on slavery and human trafficking of the countries in which they do business.</p>':
        '<p>供应商须证明我们产品中使用的材料符合其经营所在国家有关奴役和人口贩卖的法律。</p>',
    '4. Accountability and training': '4. 问责与培训',
    '<p>Employees and suppliers who fail to meet our standards face corrective action, up to termination of the relationship. Staff with supply chain responsibilities receive annual training.</p>':
        '<p>未达到我们标准的员工和供应商将面临纠正措施，直至终止合作关系。负有供应链职责的员工每年接受培训。</p>',
    '5. Supplier list': '5. 供应商名单',
    '<p>Our full tier-one supplier list, with factory addresses and worker numbers, is updated every six months and available on request from responsibility@vela-active.example.</p>':
        '<p>我们完整的一级供应商名单（含工厂地址和工人数量）每六个月更新一次，可发送电子邮件至 responsibility@vela-active.example 索取。</p>',
    'Transparency in Supply Chain | VELA': '供应链透明度 | VELA',
    'Disclosures under the California Transparency in Supply Chains Act and our supplier list.':
        '我们根据《加利福尼亚州供应链透明度法》作出的披露及供应商名单。',
    'Transparency in Supply Chain': '供应链透明度',
    '<p>We believe customers should know where their clothes are made. This page sets out our disclosures under the California Transparency in Supply Chains Act of 2010 and links to our supplier list.</p><p><em>Last updated: 1 March 2025</em></p>':
        '<p>我们认为每个人都应该知道自己的衣服是在哪里制作的。本页列出我们根据 2010 年《加利福尼亚州供应链透明度法》作出的披露，并提供供应商名单链接。</p><p><em>最后更新：2025 年 3 月 1 日</em></p>'
}
