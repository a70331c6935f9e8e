import type {Phrasebook} from '../phrasebook'

/** Sign-up forms and surveys. In Japanese. */
export const CONTENT_FORMS_JA: Phrasebook = {
    'Runner stretching before a run': 'ランの前にストレッチするランナー',
    '<h2>Get 10% off your first order</h2><p>Be first to hear about launches, training tips and offers.</p>':
        '<h2>初回注文10%オフ</h2><p>新作情報、トレーニングのヒント、お得な情報をいち早くお届けします。</p>',
    '<p>You can unsubscribe at any time. See our <a href="/security-privacy.html">privacy policy</a>.</p>':
        '<p>配信はいつでも停止できます。<a href="/security-privacy.html">プライバシーポリシー</a>をご覧ください。</p>',
    '<h2>Welcome to VELA</h2><p>Your code is on its way to your inbox.</p>':
        '<h2>VELAへようこそ</h2><p>コードをメールでお送りしました。</p>',
    'First name': '名',
    'Email address': 'メールアドレス',
    'Enter valid email address': '有効なメールアドレスを入力してください',
    'Date of birth': '生年月日',
    'DD/MM/YYYY': '日/月/年',
    Country: '国',
    'Please choose your country': '国を選択してください',
    'United Kingdom': 'イギリス',
    'United States': 'アメリカ',
    Ireland: 'アイルランド',
    France: 'フランス',
    Italy: 'イタリア',
    Australia: 'オーストラリア',
    'Mobile number (optional)': '携帯電話番号（任意）',
    'Email me news and offers': '新作やお得な情報をメールで受け取る',
    'I’d like to hear about new collections and offers. See our <a href="/security-privacy.html">privacy policy</a>.':
        '新しいコレクションやお得な情報を受け取ります。<a href="/security-privacy.html">プライバシーポリシー</a>をご覧ください。',
    'Sign me up': '登録する',
    'Start with our bestsellers': 'まずはベストセラーから',
    'By adding your number you agree to receive up to 6 texts a month. Reply STOP to opt out. Message and data rates may apply.':
        '電話番号を登録すると、月に最大6通のSMSを受け取ることに同意したものとみなされます。配信停止はSTOPと返信してください。通信料がかかる場合があります。',
    'Run club crossing a London bridge at dusk': '夕暮れのロンドンの橋を渡るランクラブ',
    '<h2>London Run Club: spring series</h2><p>Six Thursday evening runs from our Covent Garden shop. 5k and 10k groups, all paces welcome.</p>':
        '<h2>London Run Club：春のシリーズ</h2><p>コヴェント・ガーデン店から出発する木曜夜のランを6回。5kmと10kmのグループがあり、どんなペースでも歓迎です。</p>',
    '<p>Places are limited and allocated on a first-come basis.</p>':
        '<p>定員に限りがあり、先着順で受け付けます。</p>',
    '<h2>You’re on the list</h2><p>We’ll email your start time and route a week before each run.</p>':
        '<h2>登録が完了しました</h2><p>各ランの1週間前に、スタート時間とコースをメールでお知らせします。</p>',
    'Last name': '姓',
    'Which group?': 'どのグループに参加しますか？',
    'Please choose a group': 'グループを選択してください',
    '5k social': '5km みんなでラン',
    '10k steady': '10km 一定ペース',
    'I accept the terms': '規約に同意する',
    'I accept the <a href="/terms-and-conditions">terms and conditions</a> of this event.':
        'このイベントの<a href="/terms-and-conditions">利用規約</a>に同意します。',
    'Please accept the terms to continue': '続けるには規約に同意してください',
    'Save my place': '参加枠を確保する',
    '<h2>Welcome to VELA</h2><p>Enjoy 10% off your first order when you join our emails.</p>':
        '<h2>VELAへようこそ</h2><p>メール登録で初回注文が10%オフになります。</p>',
    '<h2>Thank you</h2><p>Use your code at checkout.</p>':
        '<h2>ありがとうございます</h2><p>ご購入手続きでコードをご利用ください。</p>',
    'Get my 10%': '10%オフを受け取る',
    '<h2>Become an Insider</h2><p>Free membership: early access, a birthday treat and members-only offers.</p>':
        '<h2>インサイダーになる</h2><p>無料会員：先行アクセス、誕生日特典、会員限定のお得な情報。</p>',
    '<h2>Welcome, Insider</h2><p>Your early access starts now.</p>':
        '<h2>ようこそ、インサイダー</h2><p>先行アクセスが今すぐ始まります。</p>',
    '<h2>Tell us your birthday</h2><p>Insiders get a treat on their birthday.</p>':
        '<h2>誕生日を教えてください</h2><p>インサイダーには誕生日に特典をお届けします。</p>',
    '<p>Thank you.</p>': '<p>ありがとうございます。</p>',
    'Save my birthday': '誕生日を登録する',
    'Runner on a coastal path': '海沿いの小道を走るランナー',
    '<h2>The 100km May challenge</h2><p>Join our club on Strava, log 100km in May and unlock 25% off a new running kit.</p>':
        '<h2>5月の100kmチャレンジ</h2><p>Stravaのクラブに参加して5月に100kmを記録すると、新しいランニングウェアが25%オフになります。</p>',
    '<p>Runs, walks and hikes all count. Open to residents of the UK, Ireland, the US and Australia aged 18+.</p>':
        '<p>ランニング、ウォーキング、ハイキングすべてカウントされます。イギリス、アイルランド、アメリカ、オーストラリアにお住まいの18歳以上の方が対象です。</p>',
    '<h2>You’re in</h2><p>Now join the VELA club on Strava to start logging.</p>':
        '<h2>エントリー完了</h2><p>StravaのVELAクラブに参加して記録を始めましょう。</p>',
    'Join the challenge': 'チャレンジに参加する',
    'Group hiking at sunrise': '日の出とともにハイキングするグループ',
    '<h2>Real People, Hard Miles</h2><p>Tell us about your next big challenge. Each month we kit out five members of our community for theirs.</p>':
        '<h2>Real People, Hard Miles</h2><p>あなたの次の大きな挑戦を教えてください。毎月、コミュニティのメンバー5名の挑戦をウェアでサポートします。</p>',
    '<h2>Good luck out there</h2><p>We’ll be in touch if you are selected.</p>':
        '<h2>健闘を祈ります</h2><p>選ばれた方にはご連絡します。</p>',
    'Your challenge': 'あなたの挑戦',
    Enter: '応募する',
    '<h2>Real People, Hard Miles</h2><p>Get challenge tips and monthly kit giveaways.</p>':
        '<h2>Real People, Hard Miles</h2><p>チャレンジのヒントと毎月のウェアプレゼント情報をお届けします。</p>',
    '<p>You’re in.</p>': '<p>エントリー完了です。</p>',
    'Count me in': '参加する',
    '<h2>How did we do?</h2><p>Two minutes of your time helps us improve. Thank you.</p>':
        '<h2>ご満足いただけましたか？</h2><p>2分間のご協力がサービス向上につながります。ありがとうございます。</p>',
    '<h2>Thank you for your feedback</h2>': '<h2>ご意見ありがとうございました</h2>',
    'How likely are you to recommend VELA to a friend?': 'VELAを友人に勧める可能性はどのくらいありますか？',
    'Very unlikely': 'まったくない',
    'Very likely': '非常に高い',
    'How was your most recent order?': '最近のご注文はいかがでしたか？',
    Excellent: 'とても良い',
    Good: '良い',
    Average: '普通',
    Poor: '悪い',
    'What could we improve? Choose up to 3.': '改善してほしい点は？3つまで選択してください。',
    'Choose between 1 and 3 options': '1〜3個選択してください',
    Fit: 'フィット',
    Fabric: '素材',
    Colours: 'カラー',
    'Delivery speed': '配送スピード',
    Returns: '返品',
    Nothing: '特になし',
    'What do you mostly wear VELA for?': 'VELAを主にどんなシーンで着ていますか？',
    'Gym & training': 'ジム＆トレーニング',
    Everyday: '普段使い',
    'Anything else?': 'その他ご意見はありますか？',
    'Send feedback': '送信する'
}
