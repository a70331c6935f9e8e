import type {Phrasebook} from '../phrasebook'

/** Internal pages (CMS test page, layout tests) and scheduled or preview landing pages. In French. */
export const CONTENT_INTERNAL_FR: Phrasebook = {
    'Sanitiser test': 'Test de nettoyage',
    '<p>Sanitiser check: the following must render as plain text or not at all.</p><script>window.__cmsInjected = true</script><img src="/missing.png" onerror="window.__cmsInjected = true" alt=""><p><a href="javascript:window.__cmsInjected=true">A link that must not run script</a></p><p><strong>Safe bold text</strong> and a <a href="/about-us/our-story">safe link</a>.</p>':
        '<p>Contrôle de nettoyage : ce qui suit doit s’afficher en texte brut ou pas du tout.</p><script>window.__cmsInjected = true</script><img src="/missing.png" onerror="window.__cmsInjected = true" alt=""><p><a href="javascript:window.__cmsInjected=true">Un lien qui ne doit exécuter aucun script</a></p><p><strong>Texte en gras sans risque</strong> et un <a href="/about-us/our-story">lien sans risque</a>.</p>',
    'Popular searches': 'Recherches populaires',
    'Black leggings': 'Leggings noirs',
    'High impact sports bras': 'Brassières de sport à fort impact',
    'Yoga mats': 'Tapis de yoga',
    'Find your activity': 'Trouvez votre activité',
    Gym: 'Salle de sport',
    'Recommended for you': 'Recommandé pour vous',
    'As worn by you': 'Porté par vous',
    'Countdown hero': 'Bandeau avec compte à rebours',
    Countdown: 'Compte à rebours',
    'Hero with a countdown and two CTAs': 'Bandeau avec compte à rebours et deux boutons d’action',
    Primary: 'Principal',
    Anchor: 'Ancre',
    'CMS test page': 'Page de test CMS',
    'Every content block, for testing.': 'Tous les blocs de contenu, pour les tests.',
    '<p>Internal page: one of every block.</p>': '<p>Page interne : un exemplaire de chaque bloc.</p>',
    'The Autumn Drop | VELA': 'La collection automne | VELA',
    'A first look at the autumn collection.': 'Un premier aperçu de la collection automne.',
    '<h1>The Autumn Drop</h1><p>Brushed fabrics, rich colours and our first insulated leggings. Landing soon.</p>':
        '<h1>La collection automne</h1><p>Des matières brossées, des couleurs profondes et nos premiers leggings isolants. Bientôt disponible.</p>',
    'Black Friday | VELA': 'Black Friday | VELA',
    'Up to 40% off, this week only.': 'Jusqu’à -40 %, cette semaine seulement.',
    '<h1>Black Friday</h1><p>Up to 40% off leggings, bras and layers. This week only.</p>':
        '<h1>Black Friday</h1><p>Jusqu’à -40 % sur les leggings, brassières et couches. Cette semaine seulement.</p>'
}
