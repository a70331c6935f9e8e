import {type CatalogLocale, tr, type Translations} from './locales'

/**
 * Category names in every catalogue locale, keyed by the ids of CATEGORY_TREE. A category missing here keeps
 * its English tree name everywhere (the tree may grow before this table does).
 */
export const CATEGORY_NAMES: Record<string, Translations> = {
    root: tr(
        'Storefront Catalog',
        'Catalogue de la boutique',
        'Catalogo del negozio',
        '商店目录',
        'ストアカタログ'
    ),
    shop: tr('Shop', 'Boutique', 'Negozio', '商店', 'ショップ'),
    'new-arrivals': tr('New In', 'Nouveautés', 'Novità', '新品', '新着'),
    'new-clothing': tr('New Clothing', 'Nouveaux vêtements', 'Nuovo abbigliamento', '新款服装', '新着ウェア'),
    'new-accessories': tr(
        'New Accessories',
        'Nouveaux accessoires',
        'Nuovi accessori',
        '新款配饰',
        '新着アクセサリー'
    ),
    bestsellers: tr('Bestsellers', 'Meilleures ventes', 'Più venduti', '热销', 'ベストセラー'),
    bottoms: tr('Bottoms', 'Bas', 'Pantaloni', '下装', 'ボトムス'),
    leggings: tr('Leggings', 'Leggings', 'Leggings', '紧身裤', 'レギンス'),
    joggers: tr('Joggers', 'Joggings', 'Pantaloni da jogging', '慢跑裤', 'ジョガーパンツ'),
    shorts: tr('Shorts', 'Shorts', 'Shorts', '短裤', 'ショートパンツ'),
    tops: tr('Tops', 'Hauts', 'Top', '上装', 'トップス'),
    tanks: tr('Tanks', 'Débardeurs', 'Canotte', '背心', 'タンクトップ'),
    't-shirts': tr('T-Shirts', 'T-shirts', 'T-shirt', 'T恤', 'Tシャツ'),
    'long-sleeve-tops': tr(
        'Long Sleeve Tops',
        'Hauts à manches longues',
        'Top a maniche lunghe',
        '长袖上衣',
        '長袖トップス'
    ),
    underwear: tr('Sports Bras', 'Brassières de sport', 'Reggiseni sportivi', '运动内衣', 'スポーツブラ'),
    'sports-bras': tr(
        'All Sports Bras',
        'Toutes les brassières',
        'Tutti i reggiseni sportivi',
        '全部运动内衣',
        'スポーツブラ一覧'
    ),
    'low-impact-bras': tr('Low Impact', 'Faible impact', 'Basso impatto', '低强度', 'ローインパクト'),
    'high-impact-bras': tr('High Impact', 'Fort impact', 'Alto impatto', '高强度', 'ハイインパクト'),
    'hoodies-sweatshirts': tr(
        'Hoodies & Sweatshirts',
        'Sweats à capuche et sweats',
        'Felpe con cappuccio e felpe',
        '连帽衫和卫衣',
        'パーカー＆スウェット'
    ),
    hoodies: tr('Hoodies', 'Sweats à capuche', 'Felpe con cappuccio', '连帽衫', 'パーカー'),
    sweatshirts: tr('Sweatshirts', 'Sweats', 'Felpe', '卫衣', 'スウェットシャツ'),
    outerwear: tr('Jackets', 'Vestes', 'Giacche', '外套', 'アウター'),
    jackets: tr('Jackets', 'Vestes', 'Giacche', '夹克', 'ジャケット'),
    gilets: tr('Gilets', 'Gilets sans manches', 'Gilet', '马甲', 'ベスト', 'Vests'),
    accessories: tr('Accessories', 'Accessoires', 'Accessori', '配饰', 'アクセサリー'),
    'yoga-mats': tr('Yoga Mats', 'Tapis de yoga', 'Tappetini da yoga', '瑜伽垫', 'ヨガマット'),
    bags: tr('Bags', 'Sacs', 'Borse', '包袋', 'バッグ'),
    'fitness-equipment': tr(
        'Fitness Equipment',
        'Équipement de fitness',
        'Attrezzatura fitness',
        '健身器材',
        'フィットネス用品'
    ),
    'socks-caps': tr(
        'Socks & Caps',
        'Chaussettes et casquettes',
        'Calze e cappellini',
        '袜子和帽子',
        'ソックス＆キャップ'
    ),
    activity: tr('Activity', 'Activité', 'Attività', '运动类型', 'アクティビティ'),
    yoga: tr('Yoga', 'Yoga', 'Yoga', '瑜伽', 'ヨガ'),
    running: tr('Running', 'Course à pied', 'Corsa', '跑步', 'ランニング'),
    'gym-training': tr(
        'Gym & Training',
        'Salle de sport et entraînement',
        'Palestra e allenamento',
        '健身与训练',
        'ジム＆トレーニング'
    ),
    outdoor: tr('Outdoor', 'Plein air', 'Outdoor', '户外', 'アウトドア'),
    gifts: tr('Gifts', 'Cadeaux', 'Regali', '礼品', 'ギフト'),
    'gift-cards': tr('Gift Cards', 'Cartes cadeaux', 'Carte regalo', '礼品卡', 'ギフトカード'),
    'gifts-under-50': tr(
        'Gifts Under 50',
        'Cadeaux à moins de 50',
        'Regali sotto i 50',
        '50以下的礼品',
        '50以下のギフト'
    ),
    sale: tr('Sale', 'Soldes', 'Saldi', '特卖', 'セール'),
    'sale-clothing': tr(
        'Sale Clothing',
        'Vêtements en solde',
        'Abbigliamento in saldo',
        '特卖服装',
        'セールウェア'
    ),
    'sale-leggings': tr(
        'Sale Leggings',
        'Leggings en solde',
        'Leggings in saldo',
        '特卖紧身裤',
        'セールレギンス'
    ),
    'sale-tops': tr('Sale Tops', 'Hauts en solde', 'Top in saldo', '特卖上装', 'セールトップス'),
    'sale-outerwear': tr(
        'Sale Jackets & Hoodies',
        'Vestes et sweats en solde',
        'Giacche e felpe in saldo',
        '特卖外套和连帽衫',
        'セールジャケット＆パーカー'
    ),
    'sale-accessories': tr(
        'Sale Accessories',
        'Accessoires en solde',
        'Accessori in saldo',
        '特卖配饰',
        'セールアクセサリー'
    ),
    'sale-bags': tr('Sale Bags', 'Sacs en solde', 'Borse in saldo', '特卖包袋', 'セールバッグ'),
    'sale-yoga-mats': tr(
        'Sale Yoga Mats',
        'Tapis de yoga en solde',
        'Tappetini da yoga in saldo',
        '特卖瑜伽垫',
        'セールヨガマット'
    )
}

/** Page copy templates per language; `{name}` is the localised category name. */
const PAGE_COPY: Record<CatalogLocale, {title: string; description: string; intro: string}> = {
    default: {
        title: "{name} | Women's Activewear | VELA",
        description: "Shop {name} at VELA: premium women's activewear designed to move with you.",
        intro: 'Discover {name}: technical fabrics, considered fits and colours made for every session.'
    },
    'en-US': {
        title: "{name} | Women's Activewear | VELA",
        description: "Shop {name} at VELA: premium women's activewear designed to move with you.",
        intro: 'Discover {name}: technical fabrics, considered fits and colors made for every session.'
    },
    'fr-FR': {
        title: '{name} | Vêtements de sport femme | VELA',
        description: 'Découvrez {name} chez VELA : des vêtements de sport haut de gamme pour femme.',
        intro: 'Découvrez {name} : matières techniques, coupes étudiées et couleurs pour chaque séance.'
    },
    'it-IT': {
        title: '{name} | Abbigliamento sportivo donna | VELA',
        description: 'Acquista {name} su VELA: abbigliamento sportivo premium da donna.',
        intro: 'Scopri {name}: tessuti tecnici, vestibilità studiate e colori per ogni allenamento.'
    },
    'zh-CN': {
        title: '{name} | 女士运动服 | VELA',
        description: '在 VELA 选购{name}：为运动而生的高端女士运动服。',
        intro: '探索{name}：专业面料、精心剪裁，适合每一次训练的色彩。'
    },
    'ja-JP': {
        title: '{name} | レディース アクティブウェア | VELA',
        description: 'VELAで{name}をショッピング：動きに寄り添うプレミアムなレディースアクティブウェア。',
        intro: '{name}をチェック：機能素材、こだわりのフィット、毎日のトレーニングに映えるカラー。'
    }
}

export const categoryPageCopy = (locale: CatalogLocale, name: string) => {
    const copy = PAGE_COPY[locale]
    const fill = (template: string) => template.replace('{name}', name)
    return {
        pageTitle: fill(copy.title),
        pageDescription: fill(copy.description),
        description: fill(copy.intro)
    }
}
