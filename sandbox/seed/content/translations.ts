/**
 * Shell strings delivered as localized values (menu labels, stripe messages, hero titles, footer). Other
 * copy is written once per site in its own English (British for GB/EU/AU, American for US).
 */
import type {Translations} from './fragments'

export const MENU_TEXT = {
    newIn: {'en-GB': 'New In', 'fr-FR': 'Nouveautés', 'it-IT': 'Novità', 'zh-CN': '新品', 'ja-JP': '新着'},
    clothing: {
        'en-GB': 'Clothing',
        'fr-FR': 'Vêtements',
        'it-IT': 'Abbigliamento',
        'zh-CN': '服装',
        'ja-JP': 'ウェア'
    },
    bottoms: {'en-GB': 'Bottoms', 'fr-FR': 'Bas', 'it-IT': 'Pantaloni', 'zh-CN': '下装', 'ja-JP': 'ボトムス'},
    leggings: {
        'en-GB': 'Leggings',
        'fr-FR': 'Leggings',
        'it-IT': 'Leggings',
        'zh-CN': '紧身裤',
        'ja-JP': 'レギンス'
    },
    tops: {'en-GB': 'Tops', 'fr-FR': 'Hauts', 'it-IT': 'Top', 'zh-CN': '上装', 'ja-JP': 'トップス'},
    sportsBras: {
        'en-GB': 'Sports Bras',
        'fr-FR': 'Brassières de sport',
        'it-IT': 'Reggiseni sportivi',
        'zh-CN': '运动内衣',
        'ja-JP': 'スポーツブラ'
    },
    hoodies: {
        'en-GB': 'Hoodies & Sweatshirts',
        'fr-FR': 'Sweats à capuche',
        'it-IT': 'Felpe',
        'zh-CN': '卫衣',
        'ja-JP': 'パーカー＆スウェット'
    },
    jackets: {
        'en-GB': 'Jackets',
        'fr-FR': 'Vestes',
        'it-IT': 'Giacche',
        'zh-CN': '外套',
        'ja-JP': 'ジャケット'
    },
    accessories: {
        'en-GB': 'Accessories',
        'fr-FR': 'Accessoires',
        'it-IT': 'Accessori',
        'zh-CN': '配饰',
        'ja-JP': 'アクセサリー'
    },
    activity: {
        'en-GB': 'Activity',
        'fr-FR': 'Activité',
        'it-IT': 'Attività',
        'zh-CN': '运动类型',
        'ja-JP': 'アクティビティ'
    },
    yoga: {'en-GB': 'Yoga', 'fr-FR': 'Yoga', 'it-IT': 'Yoga', 'zh-CN': '瑜伽', 'ja-JP': 'ヨガ'},
    running: {
        'en-GB': 'Running',
        'fr-FR': 'Course à pied',
        'it-IT': 'Corsa',
        'zh-CN': '跑步',
        'ja-JP': 'ランニング'
    },
    gym: {
        'en-GB': 'Gym & Training',
        'fr-FR': 'Salle & entraînement',
        'it-IT': 'Palestra e allenamento',
        'zh-CN': '健身训练',
        'ja-JP': 'ジム＆トレーニング'
    },
    outdoor: {
        'en-GB': 'Outdoor',
        'fr-FR': 'Plein air',
        'it-IT': 'Outdoor',
        'zh-CN': '户外',
        'ja-JP': 'アウトドア'
    },
    gifts: {'en-GB': 'Gifts', 'fr-FR': 'Cadeaux', 'it-IT': 'Regali', 'zh-CN': '礼品', 'ja-JP': 'ギフト'},
    sale: {'en-GB': 'Sale', 'fr-FR': 'Soldes', 'it-IT': 'Saldi', 'zh-CN': '特卖', 'ja-JP': 'セール'},
    insiders: {
        'en-GB': 'Insiders Early Access',
        'fr-FR': 'Accès anticipé Insiders',
        'it-IT': 'Accesso anticipato Insiders',
        'zh-CN': '会员抢先购',
        'ja-JP': 'インサイダー先行アクセス'
    }
} satisfies Record<string, Translations>

/**
 * An amount in whole units as the locale writes it: '€90' in English, '90 €' in French and Italian (the
 * space a no-break one, so the amount never splits across lines). The narrow symbol: the site's currency is
 * never in doubt on its own site ('75 £', not '75 £GB').
 */
const wholeAmount = (locale: string, value: number, currency: string) =>
    new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0
    }).format(value)

export const STRIPE_TEXT = {
    freeDelivery: (value: number, currency: string): Translations => ({
        'en-GB': `Free standard delivery on orders over ${wholeAmount('en-GB', value, currency)}`,
        'en-US': `Free standard shipping on orders over ${wholeAmount('en-US', value, currency)}`,
        'fr-FR': `Livraison standard offerte dès ${wholeAmount('fr-FR', value, currency)} d’achat`,
        'it-IT': `Spedizione standard gratuita per ordini sopra ${wholeAmount('it-IT', value, currency)}`,
        'zh-CN': `订单满 ${wholeAmount('zh-CN', value, currency)} 免标准运费`,
        'ja-JP': `${wholeAmount('ja-JP', value, currency)}以上のご注文で通常配送無料`
    }),
    returns: {
        'en-GB': 'Free returns within 30 days',
        'fr-FR': 'Retours gratuits sous 30 jours',
        'it-IT': 'Resi gratuiti entro 30 giorni',
        'zh-CN': '30 天内免费退货',
        'ja-JP': '30日以内の返品無料'
    },
    insiders: {
        'en-GB': 'Insiders: 20% off new season ends in',
        'fr-FR': 'Insiders : -20 % sur la nouvelle saison, fin dans',
        'it-IT': 'Insiders: 20% di sconto sulla nuova stagione, termina tra',
        'zh-CN': '会员专享：新季 8 折，倒计时',
        'ja-JP': 'インサイダー限定：新作20%オフ 終了まで'
    },
    students: {
        'en-GB': 'Students get 15% off every day',
        'fr-FR': 'Étudiants : -15 % toute l’année',
        'it-IT': 'Studenti: 15% di sconto tutti i giorni',
        'zh-CN': '学生每日享 85 折',
        'ja-JP': '学生はいつでも15%オフ'
    }
} satisfies Record<string, Translations | ((value: number, currency: string) => Translations)>

export const HERO_TEXT = {
    newSeasonTitle: {
        'en-GB': 'Made to Move',
        'fr-FR': 'Fait pour bouger',
        'it-IT': 'Fatto per muoversi',
        'zh-CN': '为运动而生',
        'ja-JP': '動くためにデザイン'
    },
    newSeasonSubtitle: {
        'en-GB':
            'The new season collection: sculpting leggings, supportive bras and layers for every colour of day.',
        'en-US':
            'The new season collection: sculpting leggings, supportive bras and layers for every color of day.',
        'fr-FR':
            'La nouvelle collection : leggings gainants, brassières maintenantes et couches pour chaque moment.',
        'it-IT': 'La nuova collezione: leggings modellanti, reggiseni contenitivi e strati per ogni momento.',
        'zh-CN': '新季系列：塑形紧身裤、支撑运动内衣与百搭叠穿单品。',
        'ja-JP': '新シーズンコレクション：シェイプレギンス、サポートブラ、重ね着アイテム。'
    },
    insidersTitle: {
        'en-GB': 'Insiders, You’re First',
        'fr-FR': 'Insiders, vous êtes les premiers',
        'it-IT': 'Insiders, siete i primi',
        'zh-CN': '会员优先',
        'ja-JP': 'インサイダーが一番乗り'
    },
    insidersSubtitle: {
        'en-GB': 'Shop the new season 48 hours early, with 20% off just for you.',
        'fr-FR': 'Découvrez la nouvelle saison 48 heures avant tout le monde, avec -20 % rien que pour vous.',
        'it-IT': 'Acquista la nuova stagione con 48 ore di anticipo e il 20% di sconto riservato a te.',
        'zh-CN': '提前 48 小时选购新季单品，专享 8 折。',
        'ja-JP': '新作を48時間早く、あなただけの20%オフで。'
    }
} satisfies Record<string, Translations>

export const FOOTER_TEXT = {
    help: {'en-GB': 'Help', 'fr-FR': 'Aide', 'it-IT': 'Aiuto', 'zh-CN': '帮助', 'ja-JP': 'ヘルプ'},
    information: {
        'en-GB': 'Information',
        'fr-FR': 'Informations',
        'it-IT': 'Informazioni',
        'zh-CN': '信息',
        'ja-JP': 'インフォメーション'
    },
    helpCentre: {
        'en-GB': 'Customer Care & Help Centre',
        'en-US': 'Customer Care & Help Center',
        'fr-FR': 'Service client et aide',
        'it-IT': 'Assistenza clienti',
        'zh-CN': '客户服务与帮助中心',
        'ja-JP': 'カスタマーケア＆ヘルプセンター'
    },
    terms: {
        'en-GB': 'Terms & Conditions',
        'fr-FR': 'Conditions générales',
        'it-IT': 'Termini e condizioni',
        'zh-CN': '条款与条件',
        'ja-JP': '利用規約'
    },
    wholesale: {
        'en-GB': 'Wholesale Terms & Conditions',
        'fr-FR': 'Conditions de vente en gros',
        'it-IT': "Condizioni per l'ingrosso",
        'zh-CN': '批发条款',
        'ja-JP': '卸売規約'
    },
    privacy: {
        'en-GB': 'Security & Privacy',
        'fr-FR': 'Sécurité et confidentialité',
        'it-IT': 'Sicurezza e privacy',
        'zh-CN': '安全与隐私',
        'ja-JP': 'セキュリティとプライバシー'
    },
    cookies: {
        'en-GB': 'Cookies',
        'fr-FR': 'Cookies',
        'it-IT': 'Cookie',
        'zh-CN': 'Cookie 政策',
        'ja-JP': 'クッキー'
    },
    deliveryReturns: {
        'en-GB': 'Delivery & Returns',
        'fr-FR': 'Livraison et retours',
        'it-IT': 'Spedizioni e resi',
        'zh-CN': '配送与退货',
        'ja-JP': '配送と返品'
    }
} satisfies Record<string, Translations>
