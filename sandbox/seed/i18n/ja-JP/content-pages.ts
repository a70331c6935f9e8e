import type {Phrasebook} from '../phrasebook'

/** Content pages: brand story, responsibility, offers, student and referral pages, landing pages, guides. In Japanese. */
export const CONTENT_PAGES_JA: Phrasebook = {
    'Made by movers': '動く人がつくるウェア',
    'Ten years of designing with our community.': 'コミュニティと共にデザインして10年。',
    '<p>Our design studio sits above our first shop in Covent Garden. Every style begins as a sketch, becomes a sample and is then worn by our testers through at least forty sessions before we sign it off.</p><p>That is why our leggings pass the squat test, our bras stay put on a trail descent and our seams never rub on mile twenty.</p>':
        '<p>デザインスタジオは、コヴェント・ガーデンの1号店の上にあります。すべてのアイテムはスケッチから始まり、サンプルになり、テスターが少なくとも40回のセッションで着用してから完成となります。</p><p>だから私たちのレギンスはスクワットテストに合格し、ブラはトレイルの下り坂でもずれず、縫い目は30km走っても擦れません。</p>',
    'VELA today': '今のVELA',
    '<p>Today we have twelve shops in the UK, a studio in Dublin and customers in more than forty countries. We are still independent, and still obsessed with fit.</p>':
        '<p>現在、イギリスに12店舗、ダブリンにスタジオを構え、40か国以上のお客様にご利用いただいています。今も独立したブランドで、今もフィットにこだわり続けています。</p>',
    'Our Story | VELA': 'ブランドストーリー | VELA',
    'How VELA began: activewear designed by women who train, for women who train.':
        'VELAのはじまり：トレーニングする女性がデザインした、トレーニングする女性のためのアクティブウェア。',
    '<p>VELA started in 2014 with one pair of leggings and a simple brief: kit that keeps up with you.</p>':
        '<p>VELAは2014年、1本のレギンスとシンプルな目標から始まりました。あなたについてこられるウェアをつくること。</p>',
    '<p>Clara Hensley spent eight years as a sports physiotherapist before she sketched her first pair of leggings on the back of a treatment plan.</p><p>“My patients kept telling me their kit was holding them back: waistbands that rolled, bras that bounced, fabric that went see-through in a squat. I thought we could do better.”</p>':
        '<p>クララ・ヘンズリーはスポーツ理学療法士として8年間働いた後、治療計画書の裏に最初のレギンスをスケッチしました。</p><p>「患者さんたちはいつも、ウェアが邪魔になると話していました。丸まるウエストバンド、揺れるブラ、スクワットで透ける生地。もっと良いものがつくれると思ったんです。」</p>',
    'What Clara still asks of every design': 'クララが今もすべてのデザインに問いかけること',
    '<ul><li>Does it move the way a body moves?</li><li>Would you wear it for a whole day, not just a workout?</li><li>Will it still look good after a hundred washes?</li></ul>':
        '<ul><li>体の動きと同じように動くか？</li><li>トレーニングだけでなく、一日中着ていたいと思えるか？</li><li>100回洗濯しても美しいままか？</li></ul>',
    'Our Founder | VELA': '創業者 | VELA',
    'Meet Clara Hensley, the former physiotherapist who founded VELA.':
        '元理学療法士でVELAの創業者、クララ・ヘンズリーをご紹介します。',
    'Meet our founder': '創業者のご紹介',
    '<h2>Our planet</h2><p>Recycled fibres, lower-impact dyeing and packaging you can recycle at home.</p><p><a href="/responsibility/our-planet">Read more</a></p>':
        '<h2>地球への取り組み</h2><p>リサイクル繊維、環境負荷の低い染色、そしてご家庭でリサイクルできる梱包材。</p><p><a href="/responsibility/our-planet">詳しく見る</a></p>',
    '<h2>Our people</h2><p>Living wages, safe factories and a published supplier list.</p><p><a href="/responsibility/our-people">Read more</a></p>':
        '<h2>人への取り組み</h2><p>生活賃金、安全な工場、そして公開されたサプライヤーリスト。</p><p><a href="/responsibility/our-people">詳しく見る</a></p>',
    'Responsibility | VELA': 'サステナビリティ | VELA',
    'Our commitments to the planet and the people who make our clothes.':
        '地球と、私たちの服をつくる人々への約束。',
    '<p>Making activewear has an impact. Here is what we are doing to reduce ours, and how we report on progress.</p>':
        '<p>アクティブウェアづくりは環境に影響を与えます。その影響を減らすための取り組みと、進捗の報告方法をご紹介します。</p>',
    'Our 2030 targets': '2030年の目標',
    '<ul><li>90% of our polyamide and polyester from recycled sources (today: 71%)</li><li>Halve the carbon emissions per garment against our 2021 baseline</li><li>Plastic-free customer packaging (achieved in 2023)</li></ul>':
        '<ul><li>ポリアミドとポリエステルの90%をリサイクル素材に（現在：71%）</li><li>2021年比で衣類1着あたりの炭素排出量を半減</li><li>お客様向け梱包のプラスチックフリー化（2023年に達成）</li></ul>',
    'Make it last': '長く大切に',
    '<p>The most sustainable legging is the one you already own. Wash at 30°C, skip the fabric softener and air dry: your kit will keep its shape for years.</p>':
        '<p>最もサステナブルなレギンスは、あなたがすでに持っている1本です。30°Cで洗い、柔軟剤を使わず、自然乾燥させれば、何年も形が崩れません。</p>',
    'Our Planet | VELA': '地球への取り組み | VELA',
    'Recycled fabrics, lower-impact manufacturing and our 2030 targets.':
        'リサイクル素材、環境負荷の低い製造、そして2030年の目標。',
    'Who makes our clothes': '私たちの服をつくる人々',
    '<p>We work with fourteen factories in Portugal, Turkey, Sri Lanka and Vietnam. We publish every tier-one supplier and audit each one at least once a year, unannounced.</p><p>Read our <a href="/anti-human-trafficking-statement">anti-human trafficking statement</a> and <a href="/transparency-in-supply-chain">supply chain transparency</a> report.</p>':
        '<p>私たちはポルトガル、トルコ、スリランカ、ベトナムの14の工場と協力しています。すべての一次サプライヤーを公開し、少なくとも年1回、予告なしで監査を行っています。</p><p><a href="/anti-human-trafficking-statement">人身取引防止に関する声明</a>と<a href="/transparency-in-supply-chain">サプライチェーンの透明性</a>に関する報告をご覧ください。</p>',
    'Our People | VELA': '人への取り組み | VELA',
    'How we work with the factories and people who make VELA.': 'VELAをつくる工場と人々との協働について。',
    'Our people': '人への取り組み',
    'For yoga': 'ヨガに',
    'For running': 'ランニングに',
    'For the gym': 'ジムに',
    'For the outdoors': 'アウトドアに',
    'Shop by Activity | VELA': 'アクティビティ別に探す | VELA',
    'Yoga, running, gym and outdoor kit from VELA.': 'VELAのヨガ、ランニング、ジム、アウトドア向けウェア。',
    '<p>Whatever moves you, we have designed kit for it.</p>':
        '<p>あなたを動かすものが何であれ、それに合うウェアをデザインしています。</p>',
    'Your perks': '会員特典',
    '<ul><li><strong>Early access</strong> to new collections, 48 hours before everyone else</li><li><strong>Birthday treat</strong>: 20% off during your birthday month</li><li><strong>Members-only events</strong>: run clubs, yoga classes and shop evenings</li><li><strong>Free returns</strong>, always</li></ul>':
        '<ul><li>新コレクションへの<strong>先行アクセス</strong>：一般公開の48時間前から</li><li><strong>誕生日特典</strong>：誕生月は20%オフ</li><li><strong>会員限定イベント</strong>：ランクラブ、ヨガクラス、ショップイベント</li><li><strong>返品無料</strong>、いつでも</li></ul>',
    'Insiders FAQs': 'インサイダーに関するよくある質問',
    '**Is it free?** Yes, always.\n\n**How do I join?** Create an account and tick the Insiders box, or sign up from any Insiders popup.':
        '**無料ですか？** はい、いつでも無料です。\n\n**登録方法は？** アカウントを作成してインサイダーのボックスにチェックを入れるか、インサイダーのポップアップから登録してください。',
    'VELA Insiders | Free Membership': 'VELAインサイダー | 無料会員',
    'Join VELA Insiders for early access, birthday treats and members-only offers.':
        'VELAインサイダーに登録して、先行アクセス、誕生日特典、会員限定のお得な情報を。',
    'VELA Insiders': 'VELAインサイダー',
    '<p>Free to join. Early access to every launch, a treat on your birthday and offers just for members.</p>':
        '<p>登録無料。すべての新作への先行アクセス、誕生日の特典、会員だけのお得な情報。</p>',
    'How it works': 'ご利用方法',
    '<ul><li>Choose <a href="/student-discount/student-beans">Student Beans</a> or <a href="/student-discount/unidays">UNiDAYS</a></li><li>Verify your student status (it takes a minute)</li><li>Use your one-time code at checkout</li></ul>':
        '<ul><li><a href="/student-discount/student-beans">Student Beans</a>または<a href="/student-discount/unidays">UNiDAYS</a>を選択</li><li>学生認証を行う（1分で完了）</li><li>ご購入手続きでワンタイムコードを利用</li></ul>',
    'Student Discount | VELA': '学割 | VELA',
    'Students get 15% off VELA every day.': '学生はVELAで毎日15%オフ。',
    '<p>Verified students get 15% off full-price styles, every day. Verify through Student Beans or UNiDAYS to get your code.</p>':
        '<p>学生認証済みの方は、定価商品が毎日15%オフ。Student BeansまたはUNiDAYSで認証してコードを取得してください。</p>',
    'This month': '今月の特典',
    '<p><strong>Insiders:</strong> 20% off the new season collection until Sunday.</p><p><strong>Everyone:</strong> buy any two bras and get a third free. The cheapest item is free; excludes sale.</p>':
        '<p><strong>インサイダー：</strong>新作コレクションが日曜日まで20%オフ。</p><p><strong>すべての方：</strong>ブラを2点購入で3点目が無料。最も低価格の商品が無料になります。セール品は対象外です。</p>',
    'Build your bra wardrobe': 'ブラのワードローブをそろえよう',
    'Exclusive Offers | VELA': '限定オファー | VELA',
    'Current offers and promotions at VELA.': 'VELAで現在実施中の特典とキャンペーン。',
    'Exclusive offers': '限定オファー',
    'The small print': 'ご利用条件',
    '<ul><li>Open to students in the UK aged 16 and over.</li><li>One code per order; codes cannot be combined with other offers.</li><li>Excludes gift cards and sale items.</li></ul>':
        '<ul><li>イギリス在住の16歳以上の学生が対象です。</li><li>コードは1回のご注文につき1つまで。他の特典との併用はできません。</li><li>ギフトカードとセール品は対象外です。</li></ul>',
    'Student Beans Student Discount | VELA': 'Student Beans学割 | VELA',
    'Verify with Student Beans for 15% off VELA.': 'Student Beansで認証するとVELAで15%オフ。',
    '15% student discount with Student Beans': 'Student Beansで学割15%オフ',
    '<p>Log in or register with Student Beans, verify your student status and get a one-time code for 15% off full-price styles.</p>':
        '<p>Student Beansにログインまたは登録して学生認証を行うと、定価商品が15%オフになるワンタイムコードを取得できます。</p>',
    '<ul><li>Open to verified students in the countries we deliver to.</li><li>One code per order; codes cannot be combined with other offers.</li><li>Excludes gift cards and sale items.</li></ul>':
        '<ul><li>配送対象国の学生認証済みの方が対象です。</li><li>コードは1回のご注文につき1つまで。他の特典との併用はできません。</li><li>ギフトカードとセール品は対象外です。</li></ul>',
    'Verify with Student Beans for 10% off VELA.': 'Student Beansで認証するとVELAで10%オフ。',
    '10% student discount with Student Beans': 'Student Beansで学割10%オフ',
    '<p>Log in or register with Student Beans, verify your student status and get a one-time code for 10% off full-price styles.</p>':
        '<p>Student Beansにログインまたは登録して学生認証を行うと、定価商品が10%オフになるワンタイムコードを取得できます。</p>',
    'UNiDAYS Student Discount | VELA': 'UNiDAYS学割 | VELA',
    'Verify with UNiDAYS for 15% off VELA.': 'UNiDAYSで認証するとVELAで15%オフ。',
    '15% student discount with UNiDAYS': 'UNiDAYSで学割15%オフ',
    '<p>Log in or register with UNiDAYS, verify your student status and get a one-time code for 15% off full-price styles.</p>':
        '<p>UNiDAYSにログインまたは登録して学生認証を行うと、定価商品が15%オフになるワンタイムコードを取得できます。</p>',
    'Verify with UNiDAYS for 10% off VELA.': 'UNiDAYSで認証するとVELAで10%オフ。',
    '10% student discount with UNiDAYS': 'UNiDAYSで学割10%オフ',
    '<p>Log in or register with UNiDAYS, verify your student status and get a one-time code for 10% off full-price styles.</p>':
        '<p>UNiDAYSにログインまたは登録して学生認証を行うと、定価商品が10%オフになるワンタイムコードを取得できます。</p>',
    '<ul><li>Share your personal link from your account</li><li>Your friend gets 20% off their first order over £60</li><li>You get a £15 reward once their order has shipped and the 30-day return window has passed</li></ul>':
        '<ul><li>アカウントから専用リンクをシェア</li><li>お友達は£60以上の初回注文が20%オフ</li><li>お友達の注文が発送され、30日間の返品期間が過ぎると、あなたに£15の特典</li></ul>',
    'Refer a Friend | VELA': '友達を紹介 | VELA',
    'Give a friend 20% off their first order and get a £15 reward.':
        'お友達の初回注文が20%オフ、あなたには£15の特典。',
    '<p>Give your friends 20% off their first VELA order. When they spend £60 or more, you get a £15 reward.</p>':
        '<p>お友達にVELAの初回注文20%オフをプレゼント。お友達が£60以上お買い物をすると、あなたに£15の特典が届きます。</p>',
    '<ul><li>Share your personal link from your account</li><li>Your friend gets 20% off their first order over the equivalent of £60</li><li>You get a reward worth 15% of their order once their order has shipped and the 30-day return window has passed</li></ul>':
        '<ul><li>アカウントから専用リンクをシェア</li><li>お友達は£60相当以上の初回注文が20%オフ</li><li>お友達の注文が発送され、30日間の返品期間が過ぎると、注文額の15%相当の特典をあなたに</li></ul>',
    'Give a friend 20% off their first order and get a reward worth 15% of their order.':
        'お友達の初回注文が20%オフ、あなたには注文額の15%相当の特典。',
    '<p>Give your friends 20% off their first VELA order. When they spend the equivalent of £60 or more, you get a reward worth 15% of their order.</p>':
        '<p>お友達にVELAの初回注文20%オフをプレゼント。お友達が£60相当以上お買い物をすると、注文額の15%相当の特典があなたに届きます。</p>',
    'You might also like': 'こちらもおすすめ',
    'The Summer Edit | VELA': 'サマーセレクション | VELA',
    'Lightweight layers for warm-weather training.': '暑い日のトレーニングに軽やかなレイヤーを。',
    '<h1>The Summer Edit</h1><p>Featherweight fabrics, bright colours and shorts that don’t ride up.</p><ul><li><a href="/shop/bottoms/shorts">Shop shorts</a></li><li><a href="/shop/tops/tanks">Shop tanks</a></li></ul>':
        '<h1>サマーセレクション</h1><p>羽のように軽い素材、鮮やかなカラー、ずり上がらないショートパンツ。</p><ul><li><a href="/shop/bottoms/shorts">ショートパンツをチェック</a></li><li><a href="/shop/tops/tanks">タンクトップをチェック</a></li></ul>',
    'Studio to Street | VELA': 'スタジオから街へ | VELA',
    'Yoga kit that works beyond the mat.': 'マットの外でも活躍するヨガウェア。',
    '<h1>Studio to Street</h1><p>From sunrise flow to the school run: pieces that go wherever the day does.</p>':
        '<h1>スタジオから街へ</h1><p>朝日のヨガから子どもの送り迎えまで：一日中どこへでも一緒に。</p>',
    'The Power Icon Bra | VELA': 'Power Iconブラ | VELA',
    'Our highest-support bra.': '最もサポート力の高いブラ。',
    '<h1>The Power Icon Bra</h1><p>Our highest-support bra: moulded cups, a wide underband and adjustable straps, tested on 200 runners.</p>':
        '<h1>Power Iconブラ</h1><p>最もサポート力の高いブラ：モールドカップ、幅広アンダーバンド、調節可能なストラップ。200人のランナーがテストしました。</p>',
    'Leggings Quiz | VELA': 'レギンス診断 | VELA',
    'Find your perfect leggings in 60 seconds.': '60秒で理想のレギンスを見つけよう。',
    '<h1>Find your leggings</h1><p>Tell us how you move and we will match you with the right fabric, length and fit.</p><div id="leggings-quiz"></div>':
        '<h1>あなたに合うレギンスを探す</h1><p>あなたの動き方を教えてください。ぴったりの素材、丈、フィットをご提案します。</p><div id="leggings-quiz"></div>',
    'Bra Quiz | VELA': 'ブラ診断 | VELA',
    'Find the right sports bra support for you.': 'あなたに合うスポーツブラのサポートを見つけよう。',
    '<h1>Find your bra</h1><p>Three questions about your activity and fit preferences.</p><div id="bra-quiz"></div>':
        '<h1>あなたに合うブラを探す</h1><p>アクティビティとフィットの好みに関する3つの質問。</p><div id="bra-quiz"></div>',
    'Sign up': '申し込む',
    'See you Thursday': '木曜日に会いましょう',
    'Free, friendly, no one left behind.': '無料で気軽に、誰も置いていきません。',
    'VELA Run Club': 'VELAランクラブ',
    'Free weekly runs from VELA shops.': 'VELA店舗から出発する毎週の無料ラン。',
    '<p>Every Thursday at 6.30pm from our shops. 5k and 10k groups; all paces welcome; bag drop included.</p>':
        '<p>毎週木曜18:30に店舗から出発。5kmと10kmのグループがあり、どんなペースでも歓迎です。荷物預かりもあります。</p>',
    Sculpt: 'Sculpt',
    'Compressive, squat-proof and matte. Best for gym and running.':
        '着圧、スクワットでも透けない、マットな質感。ジムとランニングに最適。',
    Featherlight: 'Featherlight',
    'Brushed, buttery-soft and lightly supportive. Best for yoga and rest days.':
        '起毛加工でとろけるように柔らかく、軽いサポート。ヨガと休息日に最適。',
    Stormshell: 'Stormshell',
    'Showerproof, windproof and packable. Best for outdoor sessions.':
        '撥水・防風でコンパクトに収納可能。屋外でのトレーニングに最適。',
    'Fabric Guide | VELA': '素材ガイド | VELA',
    'Which VELA fabric is right for your workout.': 'あなたのトレーニングに合うVELAの素材は？',
    'Fabric guide': '素材ガイド',
    'Layout test': 'レイアウトテスト',
    'A hero with two calls to action.': '2つのボタンがあるメインバナー。',
    'Layout test | VELA': 'レイアウトテスト | VELA',
    'Internal page for trying new layouts.': '新しいレイアウトを試すための社内ページ。',
    'New hero layout': '新しいメインバナーのレイアウト',
    'From our community': 'コミュニティから',
    'How our community wears VELA.': 'コミュニティのVELAの着こなし。',
    '<p>Tag <strong>#SportedByYou</strong> on Instagram for a chance to be featured.</p>':
        '<p>Instagramで<strong>#SportedByYou</strong>をタグ付けすると、紹介されるチャンスがあります。</p>',
    'Sculpt fabric': 'Sculpt素材',
    'Compressive, matte and completely squat-proof.': '着圧、マットな質感、スクワットでも完全に透けない。',
    'Pockets that fit a phone': 'スマートフォンが入るポケット',
    'Two side pockets, one hidden waistband pocket.': 'サイドポケット2つ、ウエストバンドの隠しポケット1つ。',
    'The Leggings Edit | VELA': 'レギンスのおすすめ | VELA',
    'Our best leggings, and the stories behind them.':
        '私たちのベストなレギンスと、その背景にあるストーリー。',
    '<p>Eleven years, forty-two fabric trials and one obsession: leggings that stay put. Here are the pairs our community reaches for most.</p>':
        '<p>11年間、42回の素材テスト、そしてひとつのこだわり：ずれないレギンス。コミュニティで最も愛されているモデルをご紹介します。</p>',
    'Matching Sets | VELA': 'セットアップ | VELA',
    'Leggings and bras designed to be worn together.': '一緒に着るためにデザインされたレギンスとブラ。',
    'Build your set': 'セットを組み合わせる',
    'Choose a bra and leggings in the same colour: every set is dyed together, so the shades match exactly.':
        '同じカラーのブラとレギンスを選んでください。セットは一緒に染めているので、色味がぴったりそろいます。',
    'Start with a bra': 'まずはブラを選ぶ',
    'Add leggings': 'レギンスを追加',
    'Finish with a layer': '仕上げにレイヤーを',
    'Careers at VELA': 'VELAの採用情報',
    '<h1>Careers</h1><p>We are always looking for people who love to move. Current vacancies are listed on our careers portal; shop roles are advertised in store.</p><p><a href="mailto:careers@vela-active.example">careers@vela-active.example</a></p>':
        '<h1>採用情報</h1><p>体を動かすことが好きな仲間を常に募集しています。現在の募集は採用サイトに掲載しています。店舗スタッフの募集は各店舗でご案内しています。</p><p><a href="mailto:careers@vela-active.example">careers@vela-active.example</a></p>',
    'Bra Measurement Guide': 'ブラの採寸ガイド',
    '<h1>How to measure for a sports bra</h1><ul><li><strong>Band:</strong> measure snugly around your ribcage, directly under your bust.</li><li><strong>Bust:</strong> measure around the fullest part of your bust, keeping the tape level.</li><li><strong>Cup:</strong> each inch of difference between bust and band is one cup size (1 inch = A, 2 = B, 3 = C, 4 = D).</li></ul><p>Between sizes? Go up a band for low-impact styles and stay true to size for high impact.</p>':
        '<h1>スポーツブラのサイズの測り方</h1><ul><li><strong>アンダー：</strong>バストのすぐ下で、胸郭まわりをぴったりと測ります。</li><li><strong>トップ：</strong>メジャーを水平に保ち、バストの最も高い位置で測ります。</li><li><strong>カップ：</strong>トップとアンダーの差1インチ（2.5cm）ごとに1カップです（1インチ = A、2 = B、3 = C、4 = D）。</li></ul><p>サイズの間で迷ったら、ローインパクトのモデルはアンダーを1つ上に、ハイインパクトは普段のサイズをお選びください。</p>',
    'Size Guide': 'サイズガイド',
    '<h1>Size guide</h1><h2>Clothing</h2><table><thead><tr><th>UK</th><th>US</th><th>EU</th><th>AU</th><th>Waist (cm)</th><th>Hip (cm)</th></tr></thead><tbody><tr><td>XS (6)</td><td>2</td><td>34</td><td>6</td><td>61-65</td><td>87-91</td></tr><tr><td>S (8)</td><td>4</td><td>36</td><td>8</td><td>66-70</td><td>92-96</td></tr><tr><td>M (10)</td><td>6</td><td>38</td><td>10</td><td>71-75</td><td>97-101</td></tr><tr><td>L (12)</td><td>8</td><td>40</td><td>12</td><td>76-80</td><td>102-106</td></tr><tr><td>XL (14)</td><td>10</td><td>42</td><td>14</td><td>81-86</td><td>107-112</td></tr></tbody></table><p>See also the <a href="/shop/underwear/sports-bras/bra-measurement-guide">bra measurement guide</a>.</p>':
        '<h1>サイズガイド</h1><h2>ウェア</h2><table><thead><tr><th>UK</th><th>US</th><th>EU</th><th>AU</th><th>ウエスト（cm）</th><th>ヒップ（cm）</th></tr></thead><tbody><tr><td>XS (6)</td><td>2</td><td>34</td><td>6</td><td>61-65</td><td>87-91</td></tr><tr><td>S (8)</td><td>4</td><td>36</td><td>8</td><td>66-70</td><td>92-96</td></tr><tr><td>M (10)</td><td>6</td><td>38</td><td>10</td><td>71-75</td><td>97-101</td></tr><tr><td>L (12)</td><td>8</td><td>40</td><td>12</td><td>76-80</td><td>102-106</td></tr><tr><td>XL (14)</td><td>10</td><td>42</td><td>14</td><td>81-86</td><td>107-112</td></tr></tbody></table><p><a href="/shop/underwear/sports-bras/bra-measurement-guide">ブラの採寸ガイド</a>もご覧ください。</p>'
}
