import {tr, type Translations} from './locales'

/** Colour names by palette id; a palette colour missing here keeps its English name. */
export const COLOUR_NAMES: Record<string, Translations> = {
    black: tr('Black', 'Noir', 'Nero', '黑色', 'ブラック'),
    'charcoal-marl': tr(
        'Charcoal Marl',
        'Gris anthracite chiné',
        'Antracite mélange',
        '炭灰麻花',
        'チャコールマール'
    ),
    'light-grey-marl': tr(
        'Light Grey Marl',
        'Gris clair chiné',
        'Grigio chiaro mélange',
        '浅灰麻花',
        'ライトグレーマール',
        'Light Gray Marl'
    ),
    white: tr('White', 'Blanc', 'Bianco', '白色', 'ホワイト'),
    'lily-white': tr('Lily White', 'Blanc lys', 'Bianco giglio', '百合白', 'リリーホワイト'),
    'navy-blue': tr('Navy Blue', 'Bleu marine', 'Blu navy', '海军蓝', 'ネイビーブルー'),
    'cobalt-blue': tr('Cobalt Blue', 'Bleu cobalt', 'Blu cobalto', '钴蓝', 'コバルトブルー'),
    'glacier-blue': tr('Glacier Blue', 'Bleu glacier', 'Blu ghiaccio', '冰川蓝', 'グレイシャーブルー'),
    'forest-green': tr('Forest Green', 'Vert forêt', 'Verde foresta', '森林绿', 'フォレストグリーン'),
    'sage-green': tr('Sage Green', 'Vert sauge', 'Verde salvia', '鼠尾草绿', 'セージグリーン'),
    olive: tr('Olive', 'Olive', 'Oliva', '橄榄绿', 'オリーブ'),
    'plum-purple': tr('Plum Purple', 'Prune', 'Viola prugna', '梅紫', 'プラムパープル'),
    lavender: tr('Lavender', 'Lavande', 'Lavanda', '薰衣草紫', 'ラベンダー'),
    'berry-red': tr('Berry Red', 'Rouge baie', 'Rosso bacca', '莓红', 'ベリーレッド'),
    'chilli-red': tr('Chilli Red', 'Rouge piment', 'Rosso peperoncino', '辣椒红', 'チリレッド', 'Chili Red'),
    'coral-pink': tr('Coral Pink', 'Rose corail', 'Rosa corallo', '珊瑚粉', 'コーラルピンク'),
    'blush-pink': tr('Blush Pink', 'Rose poudré', 'Rosa cipria', '腮红粉', 'ブラッシュピンク'),
    terracotta: tr('Terracotta', 'Terre cuite', 'Terracotta', '赤陶色', 'テラコッタ'),
    'amber-yellow': tr('Amber Yellow', 'Jaune ambré', 'Giallo ambra', '琥珀黄', 'アンバーイエロー'),
    stone: tr('Stone', 'Pierre', 'Pietra', '石色', 'ストーン'),
    'mocha-brown': tr('Mocha Brown', 'Moka', 'Marrone moka', '摩卡棕', 'モカブラウン'),
    'leopard-print': tr('Leopard Print', 'Imprimé léopard', 'Stampa leopardata', '豹纹', 'レオパード柄'),
    'camo-print': tr('Camo Print', 'Imprimé camouflage', 'Stampa mimetica', '迷彩', 'カモ柄'),
    'tie-dye-print': tr('Tie Dye Print', 'Imprimé tie-dye', 'Stampa tie-dye', '扎染', 'タイダイ柄')
}

/** Colour refinement families (the palette's `family`), as shown in the colour filter. */
export const COLOUR_FAMILY_NAMES: Record<string, Translations> = {
    Black: tr('Black', 'Noir', 'Nero', '黑色', 'ブラック'),
    Grey: tr('Grey', 'Gris', 'Grigio', '灰色', 'グレー', 'Gray'),
    White: tr('White', 'Blanc', 'Bianco', '白色', 'ホワイト'),
    Blue: tr('Blue', 'Bleu', 'Blu', '蓝色', 'ブルー'),
    Green: tr('Green', 'Vert', 'Verde', '绿色', 'グリーン'),
    Purple: tr('Purple', 'Violet', 'Viola', '紫色', 'パープル'),
    Red: tr('Red', 'Rouge', 'Rosso', '红色', 'レッド'),
    Pink: tr('Pink', 'Rose', 'Rosa', '粉色', 'ピンク'),
    Orange: tr('Orange', 'Orange', 'Arancione', '橙色', 'オレンジ'),
    Yellow: tr('Yellow', 'Jaune', 'Giallo', '黄色', 'イエロー'),
    Neutral: tr('Neutral', 'Neutre', 'Neutro', '中性色', 'ニュートラル'),
    Brown: tr('Brown', 'Marron', 'Marrone', '棕色', 'ブラウン'),
    Print: tr('Print', 'Imprimé', 'Stampa', '印花', 'プリント')
}

/** Variation attribute ids, as the storefront's URLs carry them (`dwvar_{id}_color`, `dwvar_{id}_leg-length`). */
export const VARIATION_ATTRIBUTE_NAMES: Record<'color' | 'size' | 'leg-length', Translations> = {
    color: tr('Colour', 'Couleur', 'Colore', '颜色', 'カラー', 'Color'),
    size: tr('Size', 'Taille', 'Taglia', '尺码', 'サイズ'),
    'leg-length': tr('Leg Length', 'Longueur de jambe', 'Lunghezza gamba', '裤长', '股下丈')
}

export const CLOTHING_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'] as const
export const BRA_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const
export const ONE_SIZE = 'ONE SIZE'

export const SIZE_NAMES: Record<string, Translations> = {
    [ONE_SIZE]: tr('ONE SIZE', 'TAILLE UNIQUE', 'TAGLIA UNICA', '均码', 'フリーサイズ')
}

/** Leg lengths: value ids are URL-safe; names are what the selector shows. */
export const LEG_LENGTHS = [
    {value: 'petite', code: 'PT', name: tr('Petite', 'Petite', 'Petite', '小个子', 'プチ')},
    {value: '7-8', code: '78', name: tr('7/8', '7/8', '7/8', '7/8', '7/8')},
    {
        value: 'full-length',
        code: 'FL',
        name: tr('Full Length', 'Longueur intégrale', 'Lunghezza intera', '全长', 'フルレングス')
    }
] as const
export type LegLength = (typeof LEG_LENGTHS)[number]['value']

/** `c_productType` refinement values: one per family of product. */
export const PRODUCT_TYPES: Record<string, Translations> = {
    leggings: tr('Leggings', 'Leggings', 'Leggings', '紧身裤', 'レギンス'),
    'sports-bras': tr('Sports Bras', 'Brassières de sport', 'Reggiseni sportivi', '运动内衣', 'スポーツブラ'),
    tanks: tr('Tanks', 'Débardeurs', 'Canotte', '背心', 'タンクトップ'),
    't-shirts': tr('T-Shirts', 'T-shirts', 'T-shirt', 'T恤', 'Tシャツ'),
    'long-sleeve-tops': tr(
        'Long Sleeve Tops',
        'Hauts à manches longues',
        'Top a maniche lunghe',
        '长袖上衣',
        '長袖トップス'
    ),
    hoodies: tr('Hoodies', 'Sweats à capuche', 'Felpe con cappuccio', '连帽衫', 'パーカー'),
    sweatshirts: tr('Sweatshirts', 'Sweats', 'Felpe', '卫衣', 'スウェットシャツ'),
    jackets: tr('Jackets', 'Vestes', 'Giacche', '夹克', 'ジャケット'),
    gilets: tr('Gilets', 'Gilets sans manches', 'Gilet', '马甲', 'ベスト', 'Vests'),
    shorts: tr('Shorts', 'Shorts', 'Shorts', '短裤', 'ショートパンツ'),
    joggers: tr('Joggers', 'Joggings', 'Pantaloni da jogging', '慢跑裤', 'ジョガーパンツ'),
    'yoga-mats': tr('Yoga Mats', 'Tapis de yoga', 'Tappetini da yoga', '瑜伽垫', 'ヨガマット'),
    bags: tr('Bags', 'Sacs', 'Borse', '包袋', 'バッグ'),
    'water-bottles': tr('Water Bottles', 'Gourdes', 'Borracce', '水壶', 'ウォーターボトル'),
    'fitness-equipment': tr(
        'Fitness Equipment',
        'Équipement de fitness',
        'Attrezzatura fitness',
        '健身器材',
        'フィットネス用品'
    ),
    socks: tr('Socks', 'Chaussettes', 'Calze', '袜子', 'ソックス'),
    caps: tr('Caps', 'Casquettes', 'Cappellini', '帽子', 'キャップ'),
    'gift-cards': tr('Gift Cards', 'Cartes cadeaux', 'Carte regalo', '礼品卡', 'ギフトカード')
}

/** Nouns that end a product name ("... Gym Leggings"); names are built from these translated parts. */
export const TYPE_WORDS = {
    leggings: tr('Leggings', 'Legging', 'Leggings', '紧身裤', 'レギンス'),
    gymLeggings: tr('Gym Leggings', 'Legging de sport', 'Leggings da palestra', '健身紧身裤', 'ジムレギンス'),
    yogaLeggings: tr('Yoga Leggings', 'Legging de yoga', 'Leggings da yoga', '瑜伽紧身裤', 'ヨガレギンス'),
    runningLeggings: tr(
        'Running Leggings',
        'Legging de running',
        'Leggings da corsa',
        '跑步紧身裤',
        'ランニングレギンス'
    ),
    sportsBra: tr('Sports Bra', 'Brassière de sport', 'Reggiseno sportivo', '运动内衣', 'スポーツブラ'),
    tank: tr('Tank', 'Débardeur', 'Canotta', '背心', 'タンクトップ'),
    cropTop: tr('Crop Top', 'Crop top', 'Crop top', '短款上衣', 'クロップトップ'),
    tShirt: tr('T-Shirt', 'T-shirt', 'T-shirt', 'T恤', 'Tシャツ'),
    longSleeveTop: tr(
        'Long Sleeve Top',
        'Haut à manches longues',
        'Top a maniche lunghe',
        '长袖上衣',
        '長袖トップス'
    ),
    hoodie: tr('Hoodie', 'Sweat à capuche', 'Felpa con cappuccio', '连帽衫', 'パーカー'),
    zipHoodie: tr('Zip Hoodie', 'Sweat zippé à capuche', 'Felpa con zip', '拉链连帽衫', 'ジップパーカー'),
    sweatshirt: tr('Sweatshirt', 'Sweat', 'Felpa', '卫衣', 'スウェットシャツ'),
    jacket: tr('Jacket', 'Veste', 'Giacca', '夹克', 'ジャケット'),
    runningJacket: tr(
        'Running Jacket',
        'Veste de running',
        'Giacca da corsa',
        '跑步夹克',
        'ランニングジャケット'
    ),
    pufferJacket: tr('Puffer Jacket', 'Doudoune', 'Piumino', '棉服', 'パファージャケット'),
    gilet: tr('Gilet', 'Gilet sans manches', 'Gilet', '马甲', 'ベスト', 'Vest'),
    shorts: tr('Shorts', 'Short', 'Shorts', '短裤', 'ショーツ'),
    cyclingShorts: tr('Cycling Shorts', 'Cycliste', 'Shorts da ciclismo', '骑行短裤', 'サイクリングショーツ'),
    runningShorts: tr(
        'Running Shorts',
        'Short de running',
        'Shorts da corsa',
        '跑步短裤',
        'ランニングショーツ'
    ),
    joggers: tr('Joggers', 'Jogging', 'Pantaloni da jogging', '慢跑裤', 'ジョガーパンツ'),
    yogaMat: tr('Yoga Mat', 'Tapis de yoga', 'Tappetino da yoga', '瑜伽垫', 'ヨガマット'),
    gymBag: tr('Gym Bag', 'Sac de sport', 'Borsa da palestra', '健身包', 'ジムバッグ'),
    backpack: tr('Backpack', 'Sac à dos', 'Zaino', '双肩包', 'バックパック'),
    toteBag: tr('Tote Bag', 'Sac cabas', 'Borsa tote', '托特包', 'トートバッグ'),
    waterBottle: tr('Water Bottle', 'Gourde', 'Borraccia', '水壶', 'ウォーターボトル'),
    resistanceBands: tr(
        'Resistance Bands',
        'Bandes de résistance',
        'Bande elastiche',
        '弹力带',
        'レジスタンスバンド'
    ),
    dumbbells: tr('Dumbbells', 'Haltères', 'Manubri', '哑铃', 'ダンベル'),
    socks: tr('Socks', 'Chaussettes', 'Calze', '袜子', 'ソックス'),
    cap: tr('Cap', 'Casquette', 'Cappellino', '棒球帽', 'キャップ'),
    giftCard: tr('Gift Card', 'Carte cadeau', 'Carta regalo', '礼品卡', 'ギフトカード'),
    eGiftCard: tr(
        'E-Gift Card',
        'Carte cadeau électronique',
        'Carta regalo digitale',
        '电子礼品卡',
        'eギフトカード'
    )
}
export type TypeWordId = keyof typeof TYPE_WORDS

/** Descriptive words placed before the noun (after it in French and Italian). */
export const MODIFIERS = {
    highWaisted: tr('High Waisted', 'taille haute', 'a vita alta', '高腰', 'ハイウエスト'),
    seamless: tr('Seamless', 'sans coutures', 'senza cuciture', '无缝', 'シームレス'),
    ribbed: tr('Ribbed', 'côtelé', 'a coste', '罗纹', 'リブ'),
    cropped: tr('Cropped', 'court', 'corto', '短款', 'クロップド'),
    oversized: tr('Oversized', 'oversize', 'oversize', '宽松', 'オーバーサイズ'),
    longline: tr('Longline', 'long', 'lungo', '长款', 'ロングライン'),
    lightweight: tr('Lightweight', 'léger', 'leggero', '轻量', '軽量'),
    thermal: tr('Thermal', 'thermique', 'termico', '保暖', 'サーマル'),
    padded: tr('Padded', 'rembourré', 'imbottito', '带衬垫', 'パッド入り'),
    racerback: tr('Racerback', 'dos nageur', 'schiena a vogatore', '工字背', 'レーサーバック'),
    pocket: tr('Pocket', 'à poches', 'con tasche', '口袋', 'ポケット付き'),
    waterproof: tr('Waterproof', 'imperméable', 'impermeabile', '防水', '防水'),
    relaxed: tr('Relaxed', 'décontracté', 'comodo', '休闲', 'リラックス'),
    extraThick: tr('Extra Thick', 'extra épais', 'extra spesso', '加厚', '極厚'),
    travel: tr('Travel', 'de voyage', 'da viaggio', '旅行', 'トラベル'),
    insulated: tr('Insulated', 'isotherme', 'termica', '保温', '保温'),
    neoprene: tr('Neoprene', 'en néoprène', 'in neoprene', '氯丁橡胶', 'ネオプレン'),
    grip: tr('Grip', 'antidérapant', 'antiscivolo', '防滑', 'グリップ'),
    crew: tr('Crew', 'mi-mollet', 'alte', '中筒', 'クルー'),
    trainer: tr('Trainer', 'invisibles', 'fantasmino', '船袜', 'スニーカー丈'),
    highSupport: tr('High Support', 'maintien fort', 'sostegno elevato', '高支撑', 'ハイサポート'),
    lightSupport: tr('Light Support', 'maintien léger', 'sostegno leggero', '低支撑', 'ライトサポート')
}
export type ModifierId = keyof typeof MODIFIERS

export const REFINEMENT_LABELS: Record<string, Translations> = {
    cgid: tr('Category', 'Catégorie', 'Categoria', '类别', 'カテゴリー'),
    c_refinementColor: VARIATION_ATTRIBUTE_NAMES.color,
    c_size: VARIATION_ATTRIBUTE_NAMES.size,
    c_legLength: VARIATION_ATTRIBUTE_NAMES['leg-length'],
    c_productType: tr('Product Type', 'Type de produit', 'Tipo di prodotto', '产品类型', '商品タイプ'),
    price: tr('Price', 'Prix', 'Prezzo', '价格', '価格'),
    c_isSale: tr('Sale', 'Soldes', 'Saldi', '特卖', 'セール'),
    c_isNew: tr('New', 'Nouveauté', 'Novità', '新品', '新着')
}

export const SORTING_OPTION_LABELS: Record<string, Translations> = {
    'best-matches': tr('Best Matches', 'Pertinence', 'Rilevanza', '最佳匹配', 'おすすめ順'),
    'price-low-to-high': tr(
        'Price Low To High',
        'Prix croissant',
        'Prezzo crescente',
        '价格从低到高',
        '価格の安い順'
    ),
    'price-high-to-low': tr(
        'Price High To Low',
        'Prix décroissant',
        'Prezzo decrescente',
        '价格从高到低',
        '価格の高い順'
    ),
    newest: tr('Newest', 'Nouveautés', 'Più recenti', '最新', '新着順'),
    'top-rated': tr('Top Rated', 'Mieux notés', 'Più votati', '评分最高', '評価の高い順')
}
