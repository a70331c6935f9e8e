import type {Phrasebook} from '../phrasebook'

/** Internal pages (CMS test page, layout tests) and scheduled or preview landing pages. In Italian. */
export const CONTENT_INTERNAL_IT: Phrasebook = {
    'Sanitiser test': 'Test di sanificazione',
    '<p>Sanitiser check: the following must render as plain text or not at all.</p><script>window.__cmsInjected = true</script><img src="/missing.png" onerror="window.__cmsInjected = true" alt=""><p><a href="javascript:window.__cmsInjected=true">A link that must not run script</a></p><p><strong>Safe bold text</strong> and a <a href="/about-us/our-story">safe link</a>.</p>':
        '<p>Verifica di sanificazione: quanto segue deve apparire come testo semplice o non apparire affatto.</p><script>window.__cmsInjected = true</script><img src="/missing.png" onerror="window.__cmsInjected = true" alt=""><p><a href="javascript:window.__cmsInjected=true">Un link che non deve eseguire script</a></p><p><strong>Testo in grassetto sicuro</strong> e un <a href="/about-us/our-story">link sicuro</a>.</p>',
    'Popular searches': 'Ricerche popolari',
    'Black leggings': 'Leggings neri',
    'High impact sports bras': 'Reggiseni sportivi ad alto impatto',
    'Yoga mats': 'Tappetini da yoga',
    'Find your activity': 'Trova la tua attività',
    Gym: 'Palestra',
    'Recommended for you': 'Consigliati per te',
    'As worn by you': 'Indossato da voi',
    'Countdown hero': 'Banner con conto alla rovescia',
    Countdown: 'Conto alla rovescia',
    'Hero with a countdown and two CTAs': 'Banner con conto alla rovescia e due inviti all’azione',
    Primary: 'Principale',
    Anchor: 'Ancora',
    'CMS test page': 'Pagina di test CMS',
    'Every content block, for testing.': 'Tutti i blocchi di contenuto, per i test.',
    '<p>Internal page: one of every block.</p>': '<p>Pagina interna: un esemplare di ogni blocco.</p>',
    'The Autumn Drop | VELA': 'La collezione autunno | VELA',
    'A first look at the autumn collection.': 'Un primo sguardo alla collezione autunno.',
    '<h1>The Autumn Drop</h1><p>Brushed fabrics, rich colours and our first insulated leggings. Landing soon.</p>':
        '<h1>La collezione autunno</h1><p>Tessuti spazzolati, colori intensi e i nostri primi leggings imbottiti. In arrivo a breve.</p>',
    'Black Friday | VELA': 'Black Friday | VELA',
    'Up to 40% off, this week only.': 'Fino al 40% di sconto, solo questa settimana.',
    '<h1>Black Friday</h1><p>Up to 40% off leggings, bras and layers. This week only.</p>':
        '<h1>Black Friday</h1><p>Fino al 40% di sconto su leggings, reggiseni e strati. Solo questa settimana.</p>'
}
