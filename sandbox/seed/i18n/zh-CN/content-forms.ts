import type {Phrasebook} from '../phrasebook'

/** Sign-up forms and surveys. In Simplified Chinese. */
export const CONTENT_FORMS_ZH: Phrasebook = {
    'Runner stretching before a run': '跑步前拉伸的跑者',
    '<h2>Get 10% off your first order</h2><p>Be first to hear about launches, training tips and offers.</p>':
        '<h2>首单立享 9 折</h2><p>抢先获取新品发布、训练技巧和优惠资讯。</p>',
    '<p>You can unsubscribe at any time. See our <a href="/security-privacy.html">privacy policy</a>.</p>':
        '<p>你可以随时退订。请查看我们的<a href="/security-privacy.html">隐私政策</a>。</p>',
    '<h2>Welcome to VELA</h2><p>Your code is on its way to your inbox.</p>':
        '<h2>欢迎来到 VELA</h2><p>你的优惠码正在发送到你的邮箱。</p>',
    'First name': '名',
    'Email address': '电子邮箱',
    'Enter valid email address': '请输入有效的电子邮箱',
    'Date of birth': '出生日期',
    'DD/MM/YYYY': '日/月/年',
    Country: '国家/地区',
    'Please choose your country': '请选择你的国家/地区',
    'United Kingdom': '英国',
    'United States': '美国',
    Ireland: '爱尔兰',
    France: '法国',
    Italy: '意大利',
    Australia: '澳大利亚',
    'Mobile number (optional)': '手机号码（选填）',
    'Email me news and offers': '通过电子邮件接收新品和优惠资讯',
    'I’d like to hear about new collections and offers. See our <a href="/security-privacy.html">privacy policy</a>.':
        '我希望了解新系列和优惠资讯。请查看我们的<a href="/security-privacy.html">隐私政策</a>。',
    'Sign me up': '立即订阅',
    'Start with our bestsellers': '从我们的热销款开始',
    'By adding your number you agree to receive up to 6 texts a month. Reply STOP to opt out. Message and data rates may apply.':
        '添加手机号码即表示你同意每月接收最多 6 条短信。回复 STOP 即可退订。可能产生短信和流量费用。',
    'Run club crossing a London bridge at dusk': '黄昏时分跑过伦敦一座桥的跑团',
    '<h2>London Run Club: spring series</h2><p>Six Thursday evening runs from our Covent Garden shop. 5k and 10k groups, all paces welcome.</p>':
        '<h2>伦敦跑团：春季系列</h2><p>六个周四晚上，从我们的考文特花园门店出发。设 5 公里和 10 公里组，欢迎各种配速。</p>',
    '<p>Places are limited and allocated on a first-come basis.</p>': '<p>名额有限，先到先得。</p>',
    '<h2>You’re on the list</h2><p>We’ll email your start time and route a week before each run.</p>':
        '<h2>你已报名成功</h2><p>我们会在每次跑步前一周通过电子邮件告知你出发时间和路线。</p>',
    'Last name': '姓',
    'Which group?': '选择哪个组？',
    'Please choose a group': '请选择一个组',
    '5k social': '5 公里休闲组',
    '10k steady': '10 公里匀速组',
    'I accept the terms': '我接受条款',
    'I accept the <a href="/terms-and-conditions">terms and conditions</a> of this event.':
        '我接受本活动的<a href="/terms-and-conditions">条款与条件</a>。',
    'Please accept the terms to continue': '请接受条款后继续',
    'Save my place': '保留我的名额',
    '<h2>Welcome to VELA</h2><p>Enjoy 10% off your first order when you join our emails.</p>':
        '<h2>欢迎来到 VELA</h2><p>订阅我们的邮件，首单立享 9 折。</p>',
    '<h2>Thank you</h2><p>Use your code at checkout.</p>': '<h2>谢谢</h2><p>请在结账时使用你的优惠码。</p>',
    'Get my 10%': '领取 9 折优惠',
    '<h2>Become an Insider</h2><p>Free membership: early access, a birthday treat and members-only offers.</p>':
        '<h2>成为 Insider 会员</h2><p>免费加入：抢先购、生日惊喜和会员专属优惠。</p>',
    '<h2>Welcome, Insider</h2><p>Your early access starts now.</p>':
        '<h2>欢迎你，Insider</h2><p>你的抢先购权益现已开启。</p>',
    '<h2>Tell us your birthday</h2><p>Insiders get a treat on their birthday.</p>':
        '<h2>告诉我们你的生日</h2><p>Insiders 会员生日当天会收到一份惊喜。</p>',
    '<p>Thank you.</p>': '<p>谢谢。</p>',
    'Save my birthday': '保存我的生日',
    'Runner on a coastal path': '海岸小径上的跑者',
    '<h2>The 100km May challenge</h2><p>Join our club on Strava, log 100km in May and unlock 25% off a new running kit.</p>':
        '<h2>五月 100 公里挑战</h2><p>加入我们在 Strava 上的俱乐部，五月累计 100 公里，即可解锁新跑步装备 75 折优惠。</p>',
    '<p>Runs, walks and hikes all count. Open to residents of the UK, Ireland, the US and Australia aged 18+.</p>':
        '<p>跑步、步行和徒步均可计入。面向英国、爱尔兰、美国和澳大利亚 18 岁及以上居民开放。</p>',
    '<h2>You’re in</h2><p>Now join the VELA club on Strava to start logging.</p>':
        '<h2>报名成功</h2><p>现在加入 Strava 上的 VELA 俱乐部，开始记录吧。</p>',
    'Join the challenge': '参加挑战',
    'Group hiking at sunrise': '日出时分结伴徒步的人们',
    '<h2>Real People, Hard Miles</h2><p>Tell us about your next big challenge. Each month we kit out five members of our community for theirs.</p>':
        '<h2>Real People, Hard Miles</h2><p>告诉我们你的下一个大挑战。我们每月为社群中的五位成员提供挑战装备。</p>',
    '<h2>Good luck out there</h2><p>We’ll be in touch if you are selected.</p>':
        '<h2>祝你好运</h2><p>如果你被选中，我们会与你联系。</p>',
    'Your challenge': '你的挑战',
    Enter: '提交',
    '<h2>Real People, Hard Miles</h2><p>Get challenge tips and monthly kit giveaways.</p>':
        '<h2>Real People, Hard Miles</h2><p>获取挑战技巧，参与每月装备赠送活动。</p>',
    '<p>You’re in.</p>': '<p>报名成功。</p>',
    'Count me in': '算我一个',
    '<h2>How did we do?</h2><p>Two minutes of your time helps us improve. Thank you.</p>':
        '<h2>我们做得怎么样？</h2><p>花两分钟时间，帮助我们做得更好。谢谢。</p>',
    '<h2>Thank you for your feedback</h2>': '<h2>感谢你的反馈</h2>',
    'How likely are you to recommend VELA to a friend?': '你有多大可能向朋友推荐 VELA？',
    'Very unlikely': '非常不可能',
    'Very likely': '非常可能',
    'How was your most recent order?': '你最近一次订单体验如何？',
    Excellent: '非常好',
    Good: '好',
    Average: '一般',
    Poor: '差',
    'What could we improve? Choose up to 3.': '我们可以改进哪些方面？最多选择 3 项。',
    'Choose between 1 and 3 options': '请选择 1 到 3 项',
    Fit: '版型',
    Fabric: '面料',
    Colours: '颜色',
    'Delivery speed': '配送速度',
    Returns: '退货',
    Nothing: '没有',
    'What do you mostly wear VELA for?': '你主要在什么场合穿 VELA？',
    'Gym & training': '健身与训练',
    Everyday: '日常',
    'Anything else?': '还有其他意见吗？',
    'Send feedback': '提交反馈'
}
