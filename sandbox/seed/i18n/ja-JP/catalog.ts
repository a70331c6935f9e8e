import type {Phrasebook} from '../phrasebook'

/** Catalogue copy in Japanese: description templates, openers, feature bullets, fabrics, care, gift cards. */
export const CATALOG_JA: Phrasebook = {
    '{opener} The {name} in {fabric}.': '{opener}{name}、素材は{fabric}。',
    '<p>{opener} Meet the {name}.</p>': '<p>{opener}{name}をご紹介します。</p>',
    Fabric: '素材',
    Care: 'お手入れ',

    'Made for the moments you push harder.': 'もう一歩踏み込みたい瞬間のために。',
    'Our most-loved fit, refined season after season.':
        'いちばん人気のフィットを、シーズンごとに磨き上げて。',
    'Quietly technical and endlessly wearable.': 'さりげなく高機能、いつまでも着たくなる。',
    'From warm-up to cool-down, and everything after.': 'ウォームアップからクールダウン、そしてその先まで。',
    'Designed with our community of athletes and tested in the studio.':
        'アスリートのコミュニティと共にデザインし、スタジオでテストしました。',

    'Squat-proof, second-skin fabric with four-way stretch':
        'スクワットでも透けない、4方向ストレッチのセカンドスキン素材',
    'High-rise waistband that stays put without digging in': 'ずれにくく食い込まないハイライズウエストバンド',
    'Hidden waistband pocket for a key or card': '鍵やカードが入るウエストバンドの隠しポケット',
    'Gusset designed for freedom of movement': '動きやすさを考えたマチ付き設計',
    'Sweat-wicking and quick drying': '吸汗速乾',
    'Flatlock seams to prevent chafing': '擦れを防ぐフラットシーム',
    'Removable padding for adjustable coverage': 'カバー力を調整できる取り外し可能なパッド',
    'Wide underband for a secure, bounce-free fit': '揺れを抑えてしっかりフィットする幅広アンダーバンド',
    'Breathable mesh panels where you need them': '必要な部分に通気性の良いメッシュパネル',
    'Adjustable straps with a hook-and-eye back fastening': '調節可能なストラップとバックホック',
    'Sweat-wicking, quick-drying fabric': '吸汗速乾素材',
    'Lightweight, breathable fabric that moves with you': '動きに寄り添う軽量で通気性の良い素材',
    'Drop-back hem for extra coverage': 'しっかりカバーする後ろ長めの裾',
    'Soft-touch finish for all-day comfort': '一日中快適なソフトな肌ざわり',
    'Brushed-back fabric for warmth without bulk': 'かさばらずに暖かい裏起毛素材',
    'Dropped shoulders for a relaxed shape': 'リラックスしたシルエットのドロップショルダー',
    'Ribbed cuffs and hem': 'リブ仕様の袖口と裾',
    'Kangaroo pocket': 'カンガルーポケット',
    'Embroidered VELA logo': 'VELAロゴ刺しゅう',
    'Water-repellent finish that sheds light showers': '小雨をはじく撥水加工',
    'Packs into its own pocket': '自身のポケットに収納可能',
    'Reflective details for low-light runs': '暗い時間のランに安心なリフレクター',
    'Zipped pockets keep essentials secure': '貴重品を守るジップポケット',
    'Adjustable hem to seal in warmth': '暖かさを逃がさない調節可能な裾',
    'Elasticated waistband with an internal drawcord': '内側にドローコード付きのゴムウエスト',
    'Side pockets deep enough for your phone': 'スマートフォンも入る深めのサイドポケット',
    'Lightweight fabric that dries fast': 'すぐに乾く軽量素材',
    'Tapered fit that stays out of the way': '動きを妨げないテーパードフィット',
    'Designed in London and built to last': 'ロンドンでデザイン、長く使える丈夫なつくり',
    'Easy to clean and quick to dry': 'お手入れ簡単ですぐ乾く',
    'Lightweight enough to take anywhere': 'どこへでも持ち運べる軽さ',
    'Part of our recycled-materials range': 'リサイクル素材シリーズのアイテム',

    '78% Nylon, 22% Elastane': 'ナイロン78%、ポリウレタン22%',
    '75% Recycled Nylon, 25% Elastane': 'リサイクルナイロン75%、ポリウレタン25%',
    '80% Polyester, 20% Elastane': 'ポリエステル80%、ポリウレタン20%',
    '68% Nylon, 32% Elastane': 'ナイロン68%、ポリウレタン32%',
    '88% Polyester, 12% Elastane': 'ポリエステル88%、ポリウレタン12%',
    '60% Modal, 35% Nylon, 5% Elastane': 'モダール60%、ナイロン35%、ポリウレタン5%',
    '100% Organic Cotton': 'オーガニックコットン100%',
    '80% Cotton, 20% Polyester': 'コットン80%、ポリエステル20%',
    '95% Cotton, 5% Elastane': 'コットン95%、ポリウレタン5%',
    '80% Cotton, 20% Recycled Polyester brushed-back fleece':
        '裏起毛フリース（コットン80%、リサイクルポリエステル20%）',
    '100% Organic Cotton loopback': 'オーガニックコットン100%の裏毛',
    '100% Recycled Polyester ripstop with DWR finish':
        'リサイクルポリエステル100%のリップストップ（撥水加工）',
    '100% Nylon shell, 100% Polyester wadding': '表地ナイロン100%、中わたポリエステル100%',
    'Natural tree rubber with a polyurethane top layer': '天然ゴム（表面ポリウレタン）',
    '100% TPE, PVC free': 'TPE100%（PVC不使用）',
    'Cork top, rubber base': '表面コルク、裏面ラバー',
    '100% Recycled Polyester': 'リサイクルポリエステル100%',
    'Water-resistant nylon with a recycled lining': '撥水ナイロン（裏地はリサイクル素材）',
    'Double-walled 18/8 stainless steel': '二重構造の18-8ステンレス',
    'BPA-free Tritan': 'BPAフリーのトライタン',
    'Natural latex': '天然ラテックス',
    'Woven fabric with latex grip': 'ラテックスグリップ付きの織物',
    'Cast iron with a neoprene coating': 'ネオプレンコーティングの鋳鉄',
    '80% Cotton, 18% Polyamide, 2% Elastane': 'コットン80%、ポリアミド18%、ポリウレタン2%',
    '100% Cotton twill': 'コットン100%のツイル',

    'Machine wash at 30°C with similar colours. Do not tumble dry, iron or dry clean. Wash inside out.':
        '30°Cで同系色のものと洗濯機洗い。タンブル乾燥、アイロン、ドライクリーニングはできません。裏返して洗ってください。',
    'Machine wash at 30°C on a gentle cycle. Do not tumble dry. Re-proof after several washes.':
        '30°Cの弱水流で洗濯機洗い。タンブル乾燥はできません。数回洗濯したら撥水加工をし直してください。',
    'Machine wash at 30°C on a gentle cycle. Do not tumble dry or iron.':
        '30°Cの弱水流で洗濯機洗い。タンブル乾燥とアイロンはできません。',
    'Wipe clean with a damp cloth and mild soap. Air dry away from direct sunlight.':
        '湿らせた布と中性石けんで拭いてください。直射日光を避けて自然乾燥させてください。',
    'Hand wash only. Not suitable for the dishwasher or freezer.':
        '手洗いのみ。食器洗い機・冷凍庫には使用できません。',
    'Hand wash cold. Reshape and air dry.': '水で手洗い。形を整えて自然乾燥させてください。',

    'Recycled card, presented in a VELA gift envelope': '再生紙のカード、VELAギフト封筒入り',
    'Delivered by email': 'メールでお届け',
    'A physical gift card posted in a VELA gift envelope. Valid for two years.':
        'VELAのギフト封筒に入れて郵送するギフトカード。有効期限は2年間です。',
    'Sent by email on the date you choose, with your own message. Valid for two years.':
        'ご指定の日にメッセージを添えてメールでお届けします。有効期限は2年間です。',
    '<p>A VELA Gift Card, posted to the address you enter at checkout in our signature gift envelope.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li><li>Valid for two years from purchase</li></ul>':
        '<p>VELAギフトカードを、ご注文手続きで入力された住所へオリジナルのギフト封筒に入れてお届けします。</p>' +
        '<ul><li>10〜200の金額からお選びいただけます</li><li>オンラインストアでご利用いただけます</li>' +
        '<li>ご購入から2年間有効</li></ul>',
    '<p>The easiest gift: a VELA E-Gift Card, delivered by email on the date you choose with a personal message.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li><li>Valid for two years from purchase</li></ul><p>Digital gift cards must be bought separately from other products.</p>':
        '<p>いちばん手軽なギフト：VELA eギフトカードを、ご指定の日にメッセージを添えてメールでお届けします。</p>' +
        '<ul><li>10〜200の金額からお選びいただけます</li><li>オンラインストアでご利用いただけます</li>' +
        '<li>ご購入から2年間有効</li></ul><p>eギフトカードは他の商品とは別にご購入ください。</p>',
    // Badge labels and promotion messages (product attributes and badge rules).
    New: '新着',
    Sale: 'セール',
    Bestseller: '人気商品',
    'App Exclusive': 'アプリ限定',
    'Limited Edition': '限定版',
    'Low Stock': '残りわずか',
    'Black Friday': 'ブラックフライデー',
    'Summer Drop': 'サマーコレクション',
    'Last Chance': 'ラストチャンス',
    'Just Landed': '入荷したて',
    'Buy 2, save 15%': '2点購入で15%オフ',
    'Free delivery on this item': 'この商品は送料無料',
    'Complete the set: save 10% with a matching sports bra': 'おそろいのスポーツブラとセットで10%オフ',
    'Staff pick': 'スタッフのおすすめ',
    // Size guide (PWA-GetSizeGuide) and merchandised popular searches (PWA-GetPopularSuggestions).
    'Size conversion': 'サイズ換算',
    Size: 'サイズ',
    'Body measurements (cm)': 'ヌード寸法（cm）',
    Bust: 'バスト',
    Waist: 'ウエスト',
    Hip: 'ヒップ',
    'Body measurements (inches)': 'ヌード寸法（インチ）',
    'Sports bra sizes': 'スポーツブラのサイズ',
    'Cup sizes': 'カップ',
    'Underband (cm)': 'アンダーバスト（cm）',
    'Bust (cm)': 'バスト（cm）',
    'Leg lengths (inside leg)': '股下丈',
    'Leg length': '股下',
    inches: 'インチ',
    Fit: 'フィット',
    Petite: 'プチ',
    'Full Length': 'フルレングス',
    'Full length on shoppers 5\'3" (160 cm) and under': '身長160cm以下の方はフルレングス丈',
    'Sits just above the ankle. Tip: 5\'4" or under? Try 7/8 as full length':
        'くるぶしのすぐ上まで。身長163cm以下の方は7/8丈がフルレングスになります',
    'Reaches the ankle bone': 'くるぶしまでの丈',
    '<h3>How to measure</h3><ul><li><strong>Bust:</strong> around the fullest part of your chest.</li><li><strong>Waist:</strong> around your natural waistline, the narrowest part of your torso.</li><li><strong>Hip:</strong> around the fullest part of your hips.</li><li><strong>Inside leg:</strong> from the top of your inner thigh to your ankle bone.</li></ul>':
        '<h3>採寸方法</h3><ul><li><strong>バスト：</strong>バストの最も高い位置を一周。</li><li><strong>ウエスト：</strong>自然なウエストライン、胴の最も細い位置を一周。</li><li><strong>ヒップ：</strong>ヒップの最も高い位置を一周。</li><li><strong>股下：</strong>太ももの付け根の内側からくるぶしまで。</li></ul>',
    'Bottoms size guide': 'ボトムスのサイズガイド',
    'Sports bra size guide': 'スポーツブラのサイズガイド',
    'Size guide': 'サイズガイド',
    'This product is one size.': 'この商品はフリーサイズです。',
    'Clothing size guide': 'ウェアのサイズガイド',
    Clothing: 'ウェア',
    'Sports bras': 'スポーツブラ',
    Leggings: 'レギンス',
    leggings: 'レギンス',
    'sports bra': 'スポーツブラ',
    'power leggings': 'Powerレギンス',
    'super soft': 'Super Soft',
    shorts: 'ショーツ',
    hoodie: 'パーカー',
    joggers: 'ジョガーパンツ',
    seamless: 'シームレス',
    'yoga mat': 'ヨガマット',
    'gym bag': 'ジムバッグ',
    'running jacket': 'ランニングジャケット',
    'crop top': 'クロップトップ',
    'gift card': 'ギフトカード',
    socks: 'ソックス',
    'black leggings': '黒のレギンス'
}
