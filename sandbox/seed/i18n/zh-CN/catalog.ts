import type {Phrasebook} from '../phrasebook'

/** Catalogue copy in Simplified Chinese: description templates, openers, features, fabrics, care, gift cards. */
export const CATALOG_ZH: Phrasebook = {
    '{opener} The {name} in {fabric}.': '{opener}{name}，采用{fabric}。',
    '<p>{opener} Meet the {name}.</p>': '<p>{opener}隆重推出 {name}。</p>',
    Fabric: '面料',
    Care: '洗护',

    'Made for the moments you push harder.': '为你全力以赴的每一刻而生。',
    'Our most-loved fit, refined season after season.': '我们最受喜爱的版型，一季又一季精益求精。',
    'Quietly technical and endlessly wearable.': '低调的专业性能，百穿不腻。',
    'From warm-up to cool-down, and everything after.': '从热身到放松，再到运动之后的每一刻。',
    'Designed with our community of athletes and tested in the studio.':
        '与我们的运动员社群共同设计，并在训练室中反复测试。',

    'Squat-proof, second-skin fabric with four-way stretch': '第二层肌肤般的四向弹力面料，深蹲不透',
    'High-rise waistband that stays put without digging in': '高腰腰头稳固贴合，不勒不滑',
    'Hidden waistband pocket for a key or card': '腰头隐藏口袋，可放钥匙或卡片',
    'Gusset designed for freedom of movement': '裆部拼片设计，活动更自如',
    'Sweat-wicking and quick drying': '吸湿排汗，快干',
    'Flatlock seams to prevent chafing': '平缝工艺，减少摩擦',
    'Removable padding for adjustable coverage': '可拆卸胸垫，覆盖度随心调节',
    'Wide underband for a secure, bounce-free fit': '宽底围设计，稳固贴合不晃动',
    'Breathable mesh panels where you need them': '关键部位采用透气网眼拼接',
    'Adjustable straps with a hook-and-eye back fastening': '可调节肩带，背部钩扣设计',
    'Sweat-wicking, quick-drying fabric': '吸湿排汗速干面料',
    'Lightweight, breathable fabric that moves with you': '轻盈透气面料，随你而动',
    'Drop-back hem for extra coverage': '后摆加长，遮盖更安心',
    'Soft-touch finish for all-day comfort': '柔软触感，全天舒适',
    'Brushed-back fabric for warmth without bulk': '内里磨毛，保暖而不臃肿',
    'Dropped shoulders for a relaxed shape': '落肩设计，廓形随性',
    'Ribbed cuffs and hem': '罗纹袖口与下摆',
    'Kangaroo pocket': '袋鼠兜',
    'Embroidered VELA logo': 'VELA 刺绣标志',
    'Water-repellent finish that sheds light showers': '防泼水处理，从容应对小雨',
    'Packs into its own pocket': '可收纳进自身口袋',
    'Reflective details for low-light runs': '反光细节，弱光下跑步更安心',
    'Zipped pockets keep essentials secure': '拉链口袋，随身物品不遗落',
    'Adjustable hem to seal in warmth': '下摆可调节，锁住温暖',
    'Elasticated waistband with an internal drawcord': '弹力腰头，内置抽绳',
    'Side pockets deep enough for your phone': '侧袋够深，放得下手机',
    'Lightweight fabric that dries fast': '轻量面料，干得快',
    'Tapered fit that stays out of the way': '收脚版型，利落不碍事',
    'Designed in London and built to last': '伦敦设计，经久耐用',
    'Easy to clean and quick to dry': '易清洁，干得快',
    'Lightweight enough to take anywhere': '轻巧便携，随处可带',
    'Part of our recycled-materials range': '属于我们的再生材料系列',

    '78% Nylon, 22% Elastane': '78% 锦纶，22% 氨纶',
    '75% Recycled Nylon, 25% Elastane': '75% 再生锦纶，25% 氨纶',
    '80% Polyester, 20% Elastane': '80% 聚酯纤维，20% 氨纶',
    '68% Nylon, 32% Elastane': '68% 锦纶，32% 氨纶',
    '88% Polyester, 12% Elastane': '88% 聚酯纤维，12% 氨纶',
    '60% Modal, 35% Nylon, 5% Elastane': '60% 莫代尔，35% 锦纶，5% 氨纶',
    '100% Organic Cotton': '100% 有机棉',
    '80% Cotton, 20% Polyester': '80% 棉，20% 聚酯纤维',
    '95% Cotton, 5% Elastane': '95% 棉，5% 氨纶',
    '80% Cotton, 20% Recycled Polyester brushed-back fleece': '磨毛抓绒（80% 棉，20% 再生聚酯纤维）',
    '100% Organic Cotton loopback': '100% 有机棉毛圈布',
    '100% Recycled Polyester ripstop with DWR finish': '100% 再生聚酯纤维格纹防撕面料，防泼水处理',
    '100% Nylon shell, 100% Polyester wadding': '外层 100% 锦纶，填充物 100% 聚酯纤维',
    'Natural tree rubber with a polyurethane top layer': '天然橡胶，表层为聚氨酯',
    '100% TPE, PVC free': '100% TPE，不含 PVC',
    'Cork top, rubber base': '软木面层，橡胶底层',
    '100% Recycled Polyester': '100% 再生聚酯纤维',
    'Water-resistant nylon with a recycled lining': '防水锦纶，再生材料内衬',
    'Double-walled 18/8 stainless steel': '双层 18/8 不锈钢',
    'BPA-free Tritan': '不含 BPA 的 Tritan 材质',
    'Natural latex': '天然乳胶',
    'Woven fabric with latex grip': '编织面料，乳胶防滑',
    'Cast iron with a neoprene coating': '铸铁，氯丁橡胶包覆',
    '80% Cotton, 18% Polyamide, 2% Elastane': '80% 棉，18% 锦纶，2% 氨纶',
    '100% Cotton twill': '100% 棉斜纹布',

    'Machine wash at 30°C with similar colours. Do not tumble dry, iron or dry clean. Wash inside out.':
        '30°C 与相近颜色衣物一起机洗。请勿烘干、熨烫或干洗。请翻面洗涤。',
    'Machine wash at 30°C on a gentle cycle. Do not tumble dry. Re-proof after several washes.':
        '30°C 轻柔模式机洗。请勿烘干。洗涤数次后请重新做防水处理。',
    'Machine wash at 30°C on a gentle cycle. Do not tumble dry or iron.':
        '30°C 轻柔模式机洗。请勿烘干或熨烫。',
    'Wipe clean with a damp cloth and mild soap. Air dry away from direct sunlight.':
        '用湿布蘸温和皂液擦拭干净。避开阳光直射，自然晾干。',
    'Hand wash only. Not suitable for the dishwasher or freezer.': '仅限手洗。不可放入洗碗机或冷冻室。',
    'Hand wash cold. Reshape and air dry.': '冷水手洗。整理形状后自然晾干。',

    'Recycled card, presented in a VELA gift envelope': '再生纸卡，装入 VELA 礼品信封',
    'Delivered by email': '通过电子邮件发送',
    'A physical gift card posted in a VELA gift envelope. Valid for two years.':
        '实体礼品卡，装入 VELA 礼品信封邮寄。有效期两年。',
    'Sent by email on the date you choose, with your own message. Valid for two years.':
        '在您选择的日期通过电子邮件发送，附上您的留言。有效期两年。',
    '<p>A VELA Gift Card, posted to the address you enter at checkout in our signature gift envelope.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li><li>Valid for two years from purchase</li></ul>':
        '<p>VELA 礼品卡，装入我们的标志性礼品信封，寄送至您结账时填写的地址。</p><ul><li>面额可选 10 至 200</li>' +
        '<li>可在线使用</li><li>自购买之日起两年内有效</li></ul>',
    '<p>The easiest gift: a VELA E-Gift Card, delivered by email on the date you choose with a personal message.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li><li>Valid for two years from purchase</li></ul><p>Digital gift cards must be bought separately from other products.</p>':
        '<p>最省心的礼物：VELA 电子礼品卡，在您选择的日期通过电子邮件送达，并附上您的个人留言。</p>' +
        '<ul><li>面额可选 10 至 200</li><li>可在线使用</li><li>自购买之日起两年内有效</li></ul>' +
        '<p>电子礼品卡须与其他商品分开购买。</p>',
    // Badge labels and promotion messages (product attributes and badge rules).
    New: '新品',
    Sale: '特惠',
    Bestseller: '畅销',
    'App Exclusive': 'App 专享',
    'Limited Edition': '限量版',
    'Low Stock': '库存紧张',
    'Black Friday': '黑色星期五',
    'Summer Drop': '夏季新品',
    'Last Chance': '最后机会',
    'Just Landed': '新鲜到货',
    'Buy 2, save 15%': '任选 2 件享 85 折',
    'Free delivery on this item': '此商品免运费',
    'Complete the set: save 10% with a matching sports bra': '搭配同色运动内衣成套购买，立减 10%',
    'Staff pick': '员工精选'
}
