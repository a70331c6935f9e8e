import type {Phrasebook} from '../phrasebook'

/** Returns help, terms, privacy, cookies, accessibility, wholesale, affiliates and statements. In Japanese. */
export const CONTENT_LEGAL_JA: Phrasebook = {
    'Can I exchange an item?': '商品の交換はできますか？',
    'Exchanges are not available online. Return the item for a refund and place a new order: that is the fastest way to get the size you need.':
        'オンラインでの交換は承っておりません。返品して返金を受け、改めてご注文ください。それが必要なサイズを最も早く手に入れる方法です。',
    'UK returns': 'イギリスからの返品',
    'UK returns: how to return': 'イギリスからの返品：返品方法',
    'You have 30 days from delivery to return unworn items with tags attached.':
        'お届けから30日以内であれば、未着用・タグ付きの商品を返品できます。',
    'Three simple steps': 'かんたん3ステップ',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/gb">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Drop your parcel at any post office or parcel shop, or book a free collection from your door.</li></ol>':
        '<ol><li><strong>ステップ1：</strong>注文番号とメールアドレスを使って<a href="https://returns.vela-active.example/gb">返品ポータル</a>で返品手続きを開始します。</li><li><strong>ステップ2：</strong>できれば元の梱包材で、商品をしっかり梱包します。</li><li><strong>ステップ3：</strong>郵便局や荷物取扱店に持ち込むか、無料の集荷を予約します。</li></ol>',
    Refunds: '返金',
    '<p>Returns are free. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>返品は無料です。返品商品の到着後5営業日以内に、元のお支払い方法へ返金します。</p>',
    'US returns': 'アメリカからの返品',
    'US returns: how to return': 'アメリカからの返品：返品方法',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/us">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Attach the prepaid label and drop your package at any UPS Store or schedule a pickup.</li></ol>':
        '<ol><li><strong>ステップ1：</strong>注文番号とメールアドレスを使って<a href="https://returns.vela-active.example/us">返品ポータル</a>で返品手続きを開始します。</li><li><strong>ステップ2：</strong>できれば元の梱包材で、商品をしっかり梱包します。</li><li><strong>ステップ3：</strong>着払いラベルを貼り、UPS Storeに持ち込むか集荷を予約します。</li></ol>',
    '<p>Returns are free for orders shipped in the US. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>アメリカ国内に配送したご注文は返品無料です。返品商品の到着後5営業日以内に、元のお支払い方法へ返金します。</p>',
    'Ireland & EU returns': 'アイルランド・EUからの返品',
    'Ireland & EU returns: how to return': 'アイルランド・EUからの返品：返品方法',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/eu">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Hand your parcel in at any post office in Ireland, or at the partner drop-off point shown on your label in other EU countries.</li></ol>':
        '<ol><li><strong>ステップ1：</strong>注文番号とメールアドレスを使って<a href="https://returns.vela-active.example/eu">返品ポータル</a>で返品手続きを開始します。</li><li><strong>ステップ2：</strong>できれば元の梱包材で、商品をしっかり梱包します。</li><li><strong>ステップ3：</strong>アイルランドでは郵便局へ、その他のEU諸国ではラベルに記載された提携の持ち込み場所へお持ちください。</li></ol>',
    '<p>Returns are free from Ireland; a €4.95 fee is deducted for other EU countries. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>アイルランドからの返品は無料です。その他のEU諸国からは€4.95の手数料を差し引きます。返品商品の到着後5営業日以内に、元のお支払い方法へ返金します。</p>',
    'Australia returns': 'オーストラリアからの返品',
    'Australia returns: how to return': 'オーストラリアからの返品：返品方法',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/au">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Drop your parcel at any Australia Post outlet or parcel locker using the label from the portal.</li></ol>':
        '<ol><li><strong>ステップ1：</strong>注文番号とメールアドレスを使って<a href="https://returns.vela-active.example/au">返品ポータル</a>で返品手続きを開始します。</li><li><strong>ステップ2：</strong>できれば元の梱包材で、商品をしっかり梱包します。</li><li><strong>ステップ3：</strong>ポータルで発行したラベルを使い、Australia Postの窓口または宅配ロッカーから発送します。</li></ol>',
    'Rest of world': 'その他の国',
    'Rest of world: how to return': 'その他の国：返品方法',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/global">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Book a courier collection through the global returns portal; the cost is shown before you confirm.</li></ol>':
        '<ol><li><strong>ステップ1：</strong>注文番号とメールアドレスを使って<a href="https://returns.vela-active.example/global">返品ポータル</a>で返品手続きを開始します。</li><li><strong>ステップ2：</strong>できれば元の梱包材で、商品をしっかり梱包します。</li><li><strong>ステップ3：</strong>グローバル返品ポータルから宅配業者の集荷を予約します。料金は確定前に表示されます。</li></ol>',
    '<p>Return shipping is paid by you and deducted from your refund. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>返品送料はお客様のご負担となり、返金額から差し引きます。返品商品の到着後5営業日以内に、元のお支払い方法へ返金します。</p>',
    'How to return': '返品方法',
    '<p>Not quite right? Returning is free for most countries and takes a few minutes.</p><ul><li>Keep the tags on and the items unworn and unwashed</li><li>Swimwear and underwear must have the hygiene liner in place</li><li>Gift cards and personalised items cannot be returned</li></ul>':
        '<p>イメージと違いましたか？ほとんどの国で返品は無料、手続きは数分で完了します。</p><ul><li>タグを付けたまま、未着用・未洗濯の状態でご返送ください</li><li>水着と下着は衛生シールが付いている必要があります</li><li>ギフトカードとパーソナライズ商品は返品できません</li></ul>',
    'When will I get my refund?': '返金はいつになりますか？',
    'Returns usually reach us within 3 to 7 days. Refunds go to your original payment method within 5 business days of your return reaching us. Your bank may take a further 3 to 5 days to show it.':
        '返品商品は通常3〜7日で当社に届きます。到着後5営業日以内に元のお支払い方法へ返金します。銀行での反映にはさらに3〜5日かかる場合があります。',
    'Delivery & Returns | VELA': '配送と返品 | VELA',
    'Delivery options, costs and how to return your order.': '配送オプション、送料、返品方法について。',
    '<p>Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>返品商品の到着後5営業日以内に、元のお支払い方法へ返金します。</p>',
    '1. About us': '1. 当社について',
    '<p>www.vela-active.example is operated by VELA Active Ltd, a company registered in England and Wales under company number 09123456, with its registered office at 14 Neal Street, London WC2H 9PA. Our VAT number is GB 123 4567 89.</p><p>You can contact our Customer Care team through the Help Centre, by email at care@vela-active.example or by post at the address above.</p>':
        '<p>www.vela-active.example は、イングランドおよびウェールズで登録された会社（登録番号09123456）であるVELA Active Ltdが運営しています。登記上の所在地は14 Neal Street, London WC2H 9PAです。VAT番号はGB 123 4567 89です。</p><p>カスタマーケアへは、ヘルプセンター、メール（care@vela-active.example）、または上記住所への郵送でお問い合わせいただけます。</p>',
    '2. Placing an order': '2. ご注文について',
    '<p>Your order is an offer to buy. We accept it when we email you to confirm that your items have been dispatched; only then is a contract formed. We may decline an order, for example if an item is out of stock, if we cannot authorise your payment or if we identify a pricing error.</p><p>You must be at least 18 years old to place an order. Orders are for personal use only and not for resale.</p>':
        '<p>ご注文は購入の申し込みとなります。商品の発送をメールでお知らせした時点で当社が承諾し、その時点で契約が成立します。商品の在庫切れ、お支払いの承認ができない場合、価格の誤りが判明した場合などには、ご注文をお断りすることがあります。</p><p>ご注文は18歳以上の方に限ります。ご注文は個人使用に限り、転売目的のご注文はお受けできません。</p>',
    '3. Prices and payment': '3. 価格とお支払い',
    '<p>Prices include VAT at the applicable rate and are shown in the currency of the site you are using. Delivery charges are shown at checkout before you pay.</p><p>We accept Visa, Mastercard, American Express, PayPal, Klarna, Apple Pay and VELA gift cards. Payment is taken when you place your order. If we cannot fulfil part of your order, we will refund that part to your original payment method.</p>':
        '<p>価格には適用税率の付加価値税が含まれ、ご利用中のサイトの通貨で表示されます。送料はお支払い前のご購入手続きで表示されます。</p><p>Visa、Mastercard、American Express、PayPal、Klarna、Apple Pay、VELAギフトカードをご利用いただけます。お支払いはご注文時に行われます。ご注文の一部をお届けできない場合は、その分を元のお支払い方法へ返金します。</p>',
    '4. Delivery': '4. 配送',
    '<p>Delivery times are estimates and begin once your order is dispatched. Risk in the goods passes to you on delivery; ownership passes once we have received full payment. See our <a href="/delivery-returns.html">delivery and returns</a> page for options and costs.</p><p>Orders delivered outside the UK may be subject to import duties and taxes, which are shown and collected at checkout where our international partner handles your order.</p>':
        '<p>お届け日数は目安であり、ご注文の発送時から数えます。商品の危険負担はお届け時にお客様へ移転し、所有権は代金全額の受領時に移転します。配送オプションと送料は<a href="/delivery-returns.html">配送と返品</a>のページをご覧ください。</p><p>イギリス国外へお届けするご注文には輸入関税や税金がかかる場合があり、海外パートナーがご注文を取り扱う場合はご購入手続き時に表示・徴収されます。</p>',
    '5. Your right to cancel': '5. キャンセルの権利',
    '<p>Under the Consumer Contracts Regulations 2013 (and, for customers in the EU, the Consumer Rights Directive), you may cancel your contract within 14 days of the day you receive your goods without giving a reason. We extend this to 30 days for unworn items with their tags attached.</p><p>We refund the price of the goods and standard delivery to your original payment method within 5 business days of receiving the return. We may reduce a refund to reflect any loss in value caused by handling the goods beyond what is needed to check them.</p>':
        '<p>2013年消費者契約規則（EUのお客様については消費者権利指令）に基づき、商品を受け取った日から14日以内であれば、理由を問わず契約を取り消すことができます。未着用・タグ付きの商品については、この期間を30日に延長しています。</p><p>返品商品の受領後5営業日以内に、商品代金と通常配送料を元のお支払い方法へ返金します。確認に必要な範囲を超える取り扱いにより商品の価値が下がった場合は、返金額を減額することがあります。</p>',
    '6. Faulty goods': '6. 不良品',
    '<p>If an item is faulty, you are entitled to a repair, replacement or refund under the Consumer Rights Act 2015. Please contact Customer Care with your order number and a photograph of the fault. This does not affect your statutory rights.</p>':
        '<p>商品に不良がある場合、2015年消費者権利法に基づき、修理、交換、または返金を受けることができます。注文番号と不良箇所の写真を添えてカスタマーケアにご連絡ください。これによりお客様の法的権利が影響を受けることはありません。</p>',
    '7. Promotions and gift cards': '7. キャンペーンとギフトカード',
    '<p>Promotional codes cannot be exchanged for cash, cannot be combined unless stated and may be withdrawn at any time. Gift cards are valid for 24 months from purchase, can be used online and in our shops, and cannot be used to buy other gift cards.</p><ul><li>Digital gift cards are delivered by email on the date you choose.</li><li>Physical gift cards are sent by post and dispatched within 2 working days.</li></ul>':
        '<p>プロモーションコードは現金と交換できず、記載がない限り併用できず、いつでも取り消される場合があります。ギフトカードの有効期限はご購入から24か月で、オンラインストアと店舗でご利用いただけますが、他のギフトカードの購入には使用できません。</p><ul><li>eギフトカードはご指定の日にメールでお届けします。</li><li>カード型ギフトカードは郵送でお届けし、2営業日以内に発送します。</li></ul>',
    '8. Our liability': '8. 当社の責任',
    '<p>We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that is not foreseeable, or for business losses. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be limited by law.</p>':
        '<p>当社は、本規約への違反または合理的な注意と技能を欠いたことにより予見可能な結果としてお客様に生じた損失または損害について責任を負います。予見できない損失や事業上の損失については責任を負いません。本規約のいかなる内容も、過失による死亡または身体傷害、詐欺、その他法律上制限できない責任を制限するものではありません。</p>',
    '9. Governing law': '9. 準拠法',
    '<p>These terms are governed by the law of England and Wales. You may bring proceedings in the courts of England and Wales, or, if you live in Scotland, Northern Ireland or the EU, in the courts where you live.</p>':
        '<p>本規約はイングランドおよびウェールズの法律に準拠します。イングランドおよびウェールズの裁判所に訴訟を提起できるほか、スコットランド、北アイルランドまたはEUにお住まいの場合は、お住まいの地域の裁判所に提起することもできます。</p>',
    'Terms & Conditions | VELA': '利用規約 | VELA',
    'The terms that apply when you buy from VELA.': 'VELAでお買い物をする際に適用される規約。',
    'Terms & Conditions': '利用規約',
    '<p>Please read these terms carefully before placing an order. By placing an order you agree to be bound by them.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>ご注文前に本規約をよくお読みください。ご注文により、本規約に同意したものとみなされます。</p><p><em>最終更新日：2025年2月1日</em></p>',
    '1. Who is responsible for your data': '1. お客様のデータの管理者',
    '<p>VELA Active Ltd (UK, EU and Australia) and VELA Active Inc. (United States) are the controllers of personal information collected through their respective sites. Our Data Protection Officer can be reached at privacy@vela-active.example.</p>':
        '<p>VELA Active Ltd（イギリス、EU、オーストラリア）およびVELA Active Inc.（アメリカ）は、それぞれのサイトで収集する個人情報の管理者です。当社のデータ保護責任者へは privacy@vela-active.example からご連絡いただけます。</p>',
    '2. What we collect': '2. 収集する情報',
    '<ul><li><strong>Details you give us:</strong> name, email, phone, delivery and billing addresses, date of birth (if you join Insiders) and survey answers.</li><li><strong>Order information:</strong> what you buy, returns and payment method type. We never store full card numbers; card payments are handled by our PCI DSS-certified payment provider.</li><li><strong>Browsing information:</strong> pages viewed, device and approximate location, collected with cookies where you have consented.</li></ul>':
        '<ul><li><strong>お客様からご提供いただく情報：</strong>氏名、メールアドレス、電話番号、配送先・請求先住所、生年月日（インサイダーにご登録の場合）、アンケートへのご回答。</li><li><strong>ご注文情報：</strong>ご購入商品、返品、お支払い方法の種類。カード番号全体を保存することはありません。カード決済はPCI DSS認証を受けた決済事業者が処理します。</li><li><strong>閲覧情報：</strong>ご同意いただいた場合にCookieで収集する閲覧ページ、端末、おおよその位置情報。</li></ul>',
    '3. How we use it': '3. 利用目的',
    '<p>We use your information to process orders and returns, run your account and Insiders membership, answer your questions, prevent fraud, and, where you have agreed, send marketing and personalise what you see.</p><p>Our legal bases are performance of a contract, our legitimate interests (for example fraud prevention and improving our service), your consent (for marketing and non-essential cookies) and legal obligations (for example tax records).</p>':
        '<p>ご注文と返品の処理、アカウントとインサイダー会員の管理、お問い合わせへの回答、不正防止、そしてご同意いただいた場合のマーケティング配信と表示内容のパーソナライズのために情報を利用します。</p><p>法的根拠は、契約の履行、当社の正当な利益（不正防止やサービス改善など）、お客様の同意（マーケティングと必須ではないCookie）、法的義務（税務記録など）です。</p>',
    '4. Sharing': '4. 共有',
    '<p>We share information with service providers who act on our instructions: delivery companies, payment providers, our cross-border checkout partner, customer service tools and analytics providers. We do not sell your personal information.</p><p>California residents: we do not sell or share personal information for cross-context behavioural advertising without your opt-out choice being honoured. Use the cookie preferences link in the footer to opt out.</p>':
        '<p>当社の指示に従って業務を行うサービス提供者（配送業者、決済事業者、越境チェックアウトのパートナー、カスタマーサービスツール、分析サービス提供者）と情報を共有します。お客様の個人情報を販売することはありません。</p><p>カリフォルニア州にお住まいの方へ：オプトアウトのご選択を尊重することなく、クロスコンテキスト行動広告のために個人情報を販売または共有することはありません。オプトアウトはフッターのCookie設定リンクから行えます。</p>',
    '5. International transfers': '5. 国外への移転',
    '<p>Where information is transferred outside the UK or EEA we rely on adequacy decisions or the standard contractual clauses approved by the UK and EU authorities.</p>':
        '<p>情報をイギリスまたはEEA域外に移転する場合は、十分性認定、またはイギリスとEUの当局が承認した標準契約条項に基づいて行います。</p>',
    '6. How long we keep it': '6. 保存期間',
    '<p>Order records are kept for 7 years for tax purposes. Account information is kept while your account is active and deleted 3 years after your last activity.</p>':
        '<p>注文記録は税務上の目的で7年間保存します。アカウント情報はアカウントが有効な間保存し、最後のご利用から3年後に削除します。</p>',
    '7. Your rights': '7. お客様の権利',
    '<p>Depending on where you live you may ask to access, correct, delete or port your information, object to or restrict processing, and withdraw consent at any time. Email privacy@vela-active.example; we respond within one month. You may also complain to the Information Commissioner’s Office (UK), your local EU supervisory authority or the Office of the Australian Information Commissioner.</p>':
        '<p>お住まいの地域により、情報の開示、訂正、削除、ポータビリティを請求し、処理への異議申し立てや制限を求め、いつでも同意を撤回できます。privacy@vela-active.example までご連絡ください。1か月以内に回答します。また、英国情報コミッショナー事務局、お住まいのEUの監督機関、またはオーストラリア情報コミッショナー事務局に苦情を申し立てることもできます。</p>',
    '8. Security': '8. セキュリティ',
    '<p>Our site uses TLS encryption throughout. Accounts are protected by hashed passwords and sessions expire after 30 minutes of inactivity. We will never ask for your password by email or phone.</p>':
        '<p>当サイトは全ページでTLS暗号化を使用しています。アカウントはハッシュ化されたパスワードで保護され、30分間操作がないとセッションが終了します。メールや電話でパスワードをお尋ねすることは決してありません。</p>',
    'Security & Privacy | VELA': 'セキュリティとプライバシー | VELA',
    'How VELA collects, uses and protects your personal information.':
        'VELAによる個人情報の収集、利用、保護について。',
    'Security & Privacy': 'セキュリティとプライバシー',
    '<p>This notice explains what personal information we collect when you shop with us, why we collect it, and the choices you have.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>本通知では、お客様が当社でお買い物をする際に収集する個人情報、その理由、お客様が選択できることを説明します。</p><p><em>最終更新日：2025年2月1日</em></p>',
    '1. Strictly necessary cookies': '1. 厳密に必要なCookie',
    '<p>These keep you signed in, remember your bag and your delivery country, and record your cookie choices. They cannot be switched off.</p><ul><li>Session and basket cookies: deleted when your session ends</li><li>Country preference: 365 days</li><li>Consent record: 12 months</li></ul>':
        '<p>ログイン状態の維持、バッグと配送先の国の記憶、Cookieの選択の記録に使用します。無効にすることはできません。</p><ul><li>セッションとバッグのCookie：セッション終了時に削除</li><li>国の設定：365日</li><li>同意の記録：12か月</li></ul>',
    '2. Performance cookies': '2. パフォーマンスCookie',
    '<p>With your consent, these tell us which pages are visited and how the site performs, so we can fix problems. The information is aggregated.</p>':
        '<p>ご同意いただいた場合、どのページが閲覧され、サイトがどのように動作しているかを把握し、問題の解決に役立てます。情報は集計して扱います。</p>',
    '3. Functional cookies': '3. 機能Cookie',
    '<p>These remember choices such as a dismissed sign-up popup (365 days) or a popup already shown today (1 day), and Insiders status (1 hour).</p>':
        '<p>閉じた登録ポップアップ（365日）、本日すでに表示したポップアップ（1日）、インサイダーのステータス（1時間）などの選択を記憶します。</p>',
    '4. Targeting cookies': '4. ターゲティングCookie',
    '<p>With your consent, our advertising and personalisation partners use these to show you relevant products on our site and elsewhere.</p>':
        '<p>ご同意いただいた場合、当社の広告・パーソナライズのパートナーがこれらを使用し、当サイトやその他のサイトで関連性の高い商品を表示します。</p>',
    '5. Managing your choices': '5. 選択の管理',
    '<p>You can change your choices at any time from the cookie preferences link in the footer, or block cookies in your browser settings. Blocking necessary cookies will stop parts of the site from working.</p>':
        '<p>フッターのCookie設定リンクからいつでも選択を変更できるほか、ブラウザの設定でCookieをブロックすることもできます。必要なCookieをブロックすると、サイトの一部が動作しなくなります。</p>',
    'Cookie Policy | VELA': 'Cookieポリシー | VELA',
    'The cookies VELA uses and how to manage them.': 'VELAが使用するCookieと、その管理方法。',
    'Cookie Policy': 'Cookieポリシー',
    '<p>Cookies are small text files stored on your device. We use them to make the site work, to remember your choices and, with your consent, to measure and personalise.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Cookieはお使いの端末に保存される小さなテキストファイルです。サイトの動作、選択の記憶、そしてご同意いただいた場合の測定とパーソナライズに使用します。</p><p><em>最終更新日：2025年2月1日</em></p>',
    '1. What we do': '1. 当社の取り組み',
    '<ul><li>Every page can be navigated with a keyboard, with visible focus indicators</li><li>Images carry text alternatives, and decorative images are hidden from screen readers</li><li>Colour contrast meets AA ratios for text and controls</li><li>Videos never autoplay with sound and can be paused</li></ul>':
        '<ul><li>すべてのページをキーボードで操作でき、フォーカスが見やすく表示されます</li><li>画像には代替テキストを付け、装飾的な画像はスクリーンリーダーから隠しています</li><li>文字と操作部品の色のコントラストはAA基準を満たしています</li><li>動画が音声付きで自動再生されることはなく、一時停止できます</li></ul>',
    '2. Known limitations': '2. 既知の制限',
    '<p>Some third-party widgets, such as customer photo galleries and reviews, may not fully meet the guidelines. We are working with their providers to improve them.</p>':
        '<p>お客様のフォトギャラリーやレビューなど、一部の外部ウィジェットはガイドラインを完全には満たしていない場合があります。提供元と協力して改善に取り組んでいます。</p>',
    '3. Contact us': '3. お問い合わせ',
    '<p>If you have difficulty using any part of our site, please contact Customer Care on 0800 123 4567 (UK) or 1-800-555-0142 (US), or email access@vela-active.example. We aim to respond within 2 working days.</p>':
        '<p>当サイトのご利用に困難がある場合は、カスタマーケア（イギリス：0800 123 4567、アメリカ：1-800-555-0142）にお電話いただくか、access@vela-active.example までメールでご連絡ください。2営業日以内の回答を目指しています。</p>',
    'Accessibility | VELA': 'アクセシビリティ | VELA',
    'Our commitment to an accessible shopping experience.':
        '誰もが利用しやすいショッピング体験への取り組み。',
    '<p>We want everyone to be able to shop with VELA. Our site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>すべての方にVELAでお買い物を楽しんでいただきたいと考えています。当サイトはWebコンテンツ・アクセシビリティ・ガイドライン（WCAG）2.1のレベルAAへの準拠を目指しています。</p><p><em>最終更新日：2025年2月1日</em></p>',
    '1. Accounts': '1. アカウント',
    '<p>Wholesale accounts are opened at our discretion following a credit check. Minimum opening order: 60 units; minimum repeat order: 24 units.</p>':
        '<p>卸売アカウントは、与信審査の上、当社の裁量により開設します。初回最低注文数：60点、追加注文の最低数：24点。</p>',
    '2. Prices and payment': '2. 価格とお支払い',
    '<p>Wholesale prices exclude VAT and sales tax and are quoted in GBP, EUR, USD or AUD. Payment is due 30 days from the invoice date. We may suspend deliveries on overdue accounts and charge interest at 4% above the Bank of England base rate.</p>':
        '<p>卸売価格は付加価値税と売上税を含まず、GBP、EUR、USD、AUDで提示します。お支払いは請求書発行日から30日以内です。支払期日を過ぎたアカウントについては出荷を停止し、イングランド銀行の政策金利に4%を上乗せした利息を請求する場合があります。</p>',
    '3. Delivery and risk': '3. 配送と危険負担',
    '<p>Goods are delivered DAP to your nominated address. Risk passes on delivery; title passes when we receive payment in full. Shortages must be reported within 5 working days of delivery.</p>':
        '<p>商品はDAP条件でご指定の住所へお届けします。危険負担はお届け時に移転し、所有権は代金全額の受領時に移転します。数量不足はお届けから5営業日以内にご報告ください。</p>',
    '4. Returns': '4. 返品',
    '<p>Wholesale orders are not returnable except for faulty goods, which must be reported within 30 days with photographs. Approved returns are credited to your account.</p>':
        '<p>卸売のご注文は返品できません。ただし不良品については、30日以内に写真を添えてご報告いただいた場合を除きます。承認された返品はアカウントに返金処理されます。</p>',
    '5. Brand use': '5. ブランドの使用',
    '<p>Stockists may use VELA trademarks and imagery only to promote VELA products, following our brand guidelines, and may not sell through third-party marketplaces without written consent.</p>':
        '<p>取扱店は、当社のブランドガイドラインに従い、VELA製品の販促に限ってVELAの商標と画像を使用できます。書面による同意なく、第三者のマーケットプレイスで販売することはできません。</p>',
    'Wholesale Terms & Conditions | VELA': '卸売取引規約 | VELA',
    'Terms for VELA wholesale and stockist partners.': 'VELAの卸売・取扱店パートナー向けの規約。',
    'Wholesale Terms & Conditions': '卸売取引規約',
    '<p>These terms apply to purchases by approved wholesale accounts, studios and stockists. They do not apply to consumer purchases.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>本規約は、承認された卸売アカウント、スタジオ、取扱店によるご購入に適用されます。一般消費者のご購入には適用されません。</p><p><em>最終更新日：2025年2月1日</em></p>',
    '1. How it works': '1. ご利用方法',
    '<ul><li>Apply through our affiliate network</li><li>Get approved within 5 working days</li><li>Earn 8% commission on sales you refer, with a 30-day cookie window</li></ul>':
        '<ul><li>アフィリエイトネットワークから申し込む</li><li>5営業日以内に承認</li><li>紹介した売上の8%をコミッションとして獲得（Cookieの有効期間は30日）</li></ul>',
    '2. What we look for': '2. 求めるパートナー',
    '<p>Content that fits our brand: training, wellbeing and style. We do not work with voucher sites that bid on our brand name.</p>':
        '<p>トレーニング、ウェルビーイング、スタイルなど、ブランドに合うコンテンツ。当社のブランド名で入札するクーポンサイトとは提携しません。</p>',
    '3. Get in touch': '3. お問い合わせ',
    '<p>Email affiliates@vela-active.example with a link to your channel.</p>':
        '<p>チャンネルのリンクを添えて affiliates@vela-active.example までメールでご連絡ください。</p>',
    'Affiliates | VELA': 'アフィリエイト | VELA',
    'Join the VELA affiliate programme.': 'VELAのアフィリエイトプログラムに参加する。',
    '<p>Earn commission by sharing VELA with your audience. Our programme is open to publishers, creators and fitness professionals.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>VELAをフォロワーにシェアしてコミッションを獲得しましょう。プログラムはパブリッシャー、クリエイター、フィットネスの専門家の方にご参加いただけます。</p><p><em>最終更新日：2025年2月1日</em></p>',
    '1. Our business and supply chain': '1. 事業とサプライチェーン',
    '<p>We design activewear in London and work with fourteen tier-one manufacturing partners in Portugal, Turkey, Sri Lanka and Vietnam, and thirty tier-two fabric and trim suppliers.</p>':
        '<p>当社はロンドンでアクティブウェアをデザインし、ポルトガル、トルコ、スリランカ、ベトナムの14の一次製造パートナー、および30の二次素材・副資材サプライヤーと協力しています。</p>',
    '2. Policies': '2. 方針',
    '<p>Every supplier signs our Code of Conduct, based on the Ethical Trading Initiative Base Code, which prohibits forced, bonded and child labour and requires that workers never pay recruitment fees.</p>':
        '<p>すべてのサプライヤーは、Ethical Trading Initiativeの基本規範に基づく当社の行動規範に署名します。この規範は強制労働、債務労働、児童労働を禁止し、労働者が採用手数料を支払うことがないよう求めています。</p>',
    '3. Due diligence and audits': '3. デューデリジェンスと監査',
    '<p>All tier-one factories are audited at least annually, including unannounced visits. In 2024 we completed 31 audits; two identified recruitment-fee risks, which were remediated with repayment to the workers affected.</p>':
        '<p>すべての一次工場は、予告なしの訪問を含め、少なくとも年1回監査を受けます。2024年には31件の監査を実施し、そのうち2件で採用手数料に関するリスクが判明しましたが、該当する労働者への返金により是正しました。</p>',
    '4. Training': '4. 研修',
    '<p>Our sourcing and quality teams complete annual training on recognising signs of forced labour. Factory managers receive training through our partner NGO.</p>':
        '<p>調達部門と品質部門は、強制労働の兆候を見分けるための研修を毎年受講しています。工場の管理者は提携NGOを通じて研修を受けています。</p>',
    '5. Approval': '5. 承認',
    '<p>This statement was approved by the Board of VELA Active Ltd and is signed by Clara Hensley, Founder and Chief Executive.</p>':
        '<p>本声明はVELA Active Ltdの取締役会で承認され、創業者兼最高経営責任者のクララ・ヘンズリーが署名しています。</p>',
    'Anti-Human Trafficking Statement | VELA': '人身取引防止に関する声明 | VELA',
    'Our statement under the Modern Slavery Act 2015.': '2015年現代奴隷法に基づく当社の声明。',
    'Anti-Human Trafficking Statement': '人身取引防止に関する声明',
    '<p>This statement is made under section 54 of the Modern Slavery Act 2015 and sets out the steps VELA Active Ltd has taken in the financial year ending 31 January 2025 to prevent slavery and human trafficking in our business and supply chains.</p><p><em>Last updated: 1 March 2025</em></p>':
        '<p>本声明は2015年現代奴隷法第54条に基づくもので、2025年1月31日に終了した事業年度において、VELA Active Ltdが事業およびサプライチェーンにおける奴隷労働と人身取引を防止するために講じた措置を説明するものです。</p><p><em>最終更新日：2025年3月1日</em></p>',
    '1. Verification': '1. 検証',
    '<p>We evaluate and address risks of human trafficking and slavery through a risk assessment of each sourcing country and supplier before we place orders.</p>':
        '<p>発注前に、調達国とサプライヤーごとにリスク評価を行い、人身取引と奴隷労働のリスクを評価・対処しています。</p>',
    '2. Audits': '2. 監査',
    '<p>Independent auditors carry out announced and unannounced audits of our tier-one suppliers against our Code of Conduct.</p>':
        '<p>独立した監査機関が、当社の行動規範に基づき、一次サプライヤーに対して予告あり・予告なしの監査を実施しています。</p>',
    '3. Certification': '3. 認証',
    '<p>Suppliers certify that materials incorporated into our products comply with the laws on slavery and human trafficking of the countries in which they do business.</p>':
        '<p>サプライヤーは、当社製品に使用される素材が、事業を行う国の奴隷労働および人身取引に関する法律を遵守していることを証明します。</p>',
    '4. Accountability and training': '4. 説明責任と研修',
    '<p>Employees and suppliers who fail to meet our standards face corrective action, up to termination of the relationship. Staff with supply chain responsibilities receive annual training.</p>':
        '<p>当社の基準を満たさない従業員とサプライヤーには、取引関係の終了を含む是正措置をとります。サプライチェーンに関わる従業員は毎年研修を受けています。</p>',
    '5. Supplier list': '5. サプライヤーリスト',
    '<p>Our full tier-one supplier list, with factory addresses and worker numbers, is updated every six months and available on request from responsibility@vela-active.example.</p>':
        '<p>工場の住所と労働者数を記載した一次サプライヤーの全リストは6か月ごとに更新しており、responsibility@vela-active.example にご請求いただければご提供します。</p>',
    'Transparency in Supply Chain | VELA': 'サプライチェーンの透明性 | VELA',
    'Disclosures under the California Transparency in Supply Chains Act and our supplier list.':
        'カリフォルニア州サプライチェーン透明法に基づく開示とサプライヤーリスト。',
    'Transparency in Supply Chain': 'サプライチェーンの透明性',
    '<p>We believe customers should know where their clothes are made. This page sets out our disclosures under the California Transparency in Supply Chains Act of 2010 and links to our supplier list.</p><p><em>Last updated: 1 March 2025</em></p>':
        '<p>服がどこでつくられているかを誰もが知るべきだと考えています。このページでは、2010年カリフォルニア州サプライチェーン透明法に基づく開示を掲載し、サプライヤーリストへのリンクをご案内しています。</p><p><em>最終更新日：2025年3月1日</em></p>'
}
