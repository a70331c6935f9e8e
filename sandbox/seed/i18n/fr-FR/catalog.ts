import type {Phrasebook} from '../phrasebook'

/** Catalogue copy in French: description templates, openers, feature bullets, fabrics, care, gift cards. */
export const CATALOG_FR: Phrasebook = {
    // Description templates ({opener}, {name}, {fabric} are filled per product).
    '{opener} The {name} in {fabric}.': '{opener} Le modèle {name}, en {fabric}.',
    '<p>{opener} Meet the {name}.</p>': '<p>{opener} Découvrez le modèle {name}.</p>',
    Fabric: 'Matière',
    Care: 'Entretien',

    'Made for the moments you push harder.': 'Pensé pour les moments où vous vous dépassez.',
    'Our most-loved fit, refined season after season.':
        'Notre coupe la plus appréciée, affinée saison après saison.',
    'Quietly technical and endlessly wearable.': 'Discrètement technique, et si facile à porter.',
    'From warm-up to cool-down, and everything after.':
        'De l’échauffement à la récupération, et bien au-delà.',
    'Designed with our community of athletes and tested in the studio.':
        'Conçu avec notre communauté d’athlètes et testé en studio.',

    'Squat-proof, second-skin fabric with four-way stretch':
        'Tissu seconde peau extensible dans les quatre sens, opaque même en squat',
    'High-rise waistband that stays put without digging in':
        'Ceinture taille haute qui reste en place sans serrer',
    'Hidden waistband pocket for a key or card': 'Poche cachée dans la ceinture pour une clé ou une carte',
    'Gusset designed for freedom of movement': 'Entrejambe à gousset pour une totale liberté de mouvement',
    'Sweat-wicking and quick drying': 'Évacue la transpiration et sèche rapidement',
    'Flatlock seams to prevent chafing': 'Coutures plates pour éviter les frottements',
    'Removable padding for adjustable coverage': 'Coussinets amovibles pour une couvrance sur mesure',
    'Wide underband for a secure, bounce-free fit':
        'Large bande sous-poitrine pour un maintien sûr, sans rebond',
    'Breathable mesh panels where you need them': 'Empiècements en mesh respirant aux endroits clés',
    'Adjustable straps with a hook-and-eye back fastening': 'Bretelles réglables et fermeture dos à agrafes',
    'Sweat-wicking, quick-drying fabric': 'Tissu qui évacue la transpiration et sèche vite',
    'Lightweight, breathable fabric that moves with you':
        'Tissu léger et respirant qui accompagne chacun de vos mouvements',
    'Drop-back hem for extra coverage': 'Dos rallongé pour mieux couvrir',
    'Soft-touch finish for all-day comfort': 'Toucher doux pour un confort toute la journée',
    'Brushed-back fabric for warmth without bulk': 'Envers gratté pour la chaleur sans l’épaisseur',
    'Dropped shoulders for a relaxed shape': 'Épaules tombantes pour une allure décontractée',
    'Ribbed cuffs and hem': 'Poignets et bas côtelés',
    'Kangaroo pocket': 'Poche kangourou',
    'Embroidered VELA logo': 'Logo VELA brodé',
    'Water-repellent finish that sheds light showers': 'Traitement déperlant qui résiste aux petites averses',
    'Packs into its own pocket': 'Se range dans sa propre poche',
    'Reflective details for low-light runs': 'Détails réfléchissants pour courir à la tombée du jour',
    'Zipped pockets keep essentials secure': 'Poches zippées pour garder l’essentiel en sécurité',
    'Adjustable hem to seal in warmth': 'Bas réglable pour garder la chaleur',
    'Elasticated waistband with an internal drawcord': 'Taille élastiquée avec cordon de serrage intérieur',
    'Side pockets deep enough for your phone': 'Poches latérales assez profondes pour votre téléphone',
    'Lightweight fabric that dries fast': 'Tissu léger à séchage rapide',
    'Tapered fit that stays out of the way': 'Coupe fuselée qui ne gêne pas le mouvement',
    'Designed in London and built to last': 'Conçu à Londres, fait pour durer',
    'Easy to clean and quick to dry': 'Facile à nettoyer, rapide à sécher',
    'Lightweight enough to take anywhere': 'Assez léger pour vous suivre partout',
    'Part of our recycled-materials range': 'Issu de notre gamme en matières recyclées',

    '78% Nylon, 22% Elastane': '78 % nylon, 22 % élasthanne',
    '75% Recycled Nylon, 25% Elastane': '75 % nylon recyclé, 25 % élasthanne',
    '80% Polyester, 20% Elastane': '80 % polyester, 20 % élasthanne',
    '68% Nylon, 32% Elastane': '68 % nylon, 32 % élasthanne',
    '88% Polyester, 12% Elastane': '88 % polyester, 12 % élasthanne',
    '60% Modal, 35% Nylon, 5% Elastane': '60 % modal, 35 % nylon, 5 % élasthanne',
    '100% Organic Cotton': '100 % coton biologique',
    '80% Cotton, 20% Polyester': '80 % coton, 20 % polyester',
    '95% Cotton, 5% Elastane': '95 % coton, 5 % élasthanne',
    '80% Cotton, 20% Recycled Polyester brushed-back fleece':
        'molleton gratté 80 % coton, 20 % polyester recyclé',
    '100% Organic Cotton loopback': 'molleton bouclette 100 % coton biologique',
    '100% Recycled Polyester ripstop with DWR finish':
        'ripstop 100 % polyester recyclé, traitement déperlant',
    '100% Nylon shell, 100% Polyester wadding': 'extérieur 100 % nylon, garnissage 100 % polyester',
    'Natural tree rubber with a polyurethane top layer':
        'caoutchouc naturel avec couche supérieure en polyuréthane',
    '100% TPE, PVC free': '100 % TPE, sans PVC',
    'Cork top, rubber base': 'liège sur base en caoutchouc',
    '100% Recycled Polyester': '100 % polyester recyclé',
    'Water-resistant nylon with a recycled lining': 'nylon déperlant avec doublure recyclée',
    'Double-walled 18/8 stainless steel': 'acier inoxydable 18/8 à double paroi',
    'BPA-free Tritan': 'Tritan sans BPA',
    'Natural latex': 'latex naturel',
    'Woven fabric with latex grip': 'tissu tissé avec grip en latex',
    'Cast iron with a neoprene coating': 'fonte revêtue de néoprène',
    '80% Cotton, 18% Polyamide, 2% Elastane': '80 % coton, 18 % polyamide, 2 % élasthanne',
    '100% Cotton twill': 'sergé 100 % coton',

    'Machine wash at 30°C with similar colours. Do not tumble dry, iron or dry clean. Wash inside out.':
        'Lavage en machine à 30 °C avec des couleurs similaires. Ne pas sécher en machine, ne pas repasser, ' +
        'ne pas nettoyer à sec. Laver sur l’envers.',
    'Machine wash at 30°C on a gentle cycle. Do not tumble dry. Re-proof after several washes.':
        'Lavage en machine à 30 °C, cycle délicat. Ne pas sécher en machine. Renouveler le traitement ' +
        'déperlant après plusieurs lavages.',
    'Machine wash at 30°C on a gentle cycle. Do not tumble dry or iron.':
        'Lavage en machine à 30 °C, cycle délicat. Ne pas sécher en machine, ne pas repasser.',
    'Wipe clean with a damp cloth and mild soap. Air dry away from direct sunlight.':
        'Nettoyer avec un chiffon humide et un savon doux. Laisser sécher à l’air libre, à l’abri du soleil.',
    'Hand wash only. Not suitable for the dishwasher or freezer.':
        'Lavage à la main uniquement. Ne passe ni au lave-vaisselle ni au congélateur.',
    'Hand wash cold. Reshape and air dry.':
        'Lavage à la main à froid. Remettre en forme et sécher à l’air libre.',

    'Recycled card, presented in a VELA gift envelope':
        'Carte recyclée, présentée dans une enveloppe cadeau VELA',
    'Delivered by email': 'Envoyée par e-mail',
    'A physical gift card posted in a VELA gift envelope. Valid for two years.':
        'Une carte cadeau envoyée par courrier dans une enveloppe cadeau VELA. Valable deux ans.',
    'Sent by email on the date you choose, with your own message. Valid for two years.':
        'Envoyée par e-mail à la date de votre choix, avec votre message. Valable deux ans.',
    '<p>A VELA Gift Card, posted to the address you enter at checkout in our signature gift envelope.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li><li>Valid for two years from purchase</li></ul>':
        '<p>Une carte cadeau VELA, envoyée dans notre enveloppe cadeau signature à l’adresse indiquée lors de ' +
        'la commande.</p><ul><li>Choisissez un montant de 10 à 200</li><li>Utilisable en ligne</li>' +
        '<li>Valable deux ans à compter de l’achat</li></ul>',
    '<p>The easiest gift: a VELA E-Gift Card, delivered by email on the date you choose with a personal message.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li><li>Valid for two years from purchase</li></ul><p>Digital gift cards must be bought separately from other products.</p>':
        '<p>Le cadeau le plus simple : une carte cadeau électronique VELA, envoyée par e-mail à la date de ' +
        'votre choix avec un message personnel.</p><ul><li>Choisissez un montant de 10 à 200</li>' +
        '<li>Utilisable en ligne</li><li>Valable deux ans à compter de l’achat</li></ul><p>Les cartes cadeaux ' +
        'électroniques s’achètent séparément des autres produits.</p>',
    // Badge labels and promotion messages (product attributes and badge rules).
    New: 'Nouveau',
    Sale: 'Soldes',
    Bestseller: 'Best-seller',
    'App Exclusive': 'Exclusivité appli',
    'Limited Edition': 'Édition limitée',
    'Low Stock': 'Stock limité',
    'Black Friday': 'Black Friday',
    'Summer Drop': 'Collection été',
    'Last Chance': 'Dernière chance',
    'Just Landed': 'Tout juste arrivé',
    'Buy 2, save 15%': '2 achetés : -15 %',
    'Free delivery on this item': 'Livraison offerte sur cet article',
    'Complete the set: save 10% with a matching sports bra':
        'Complétez l’ensemble : -10 % avec la brassière assortie',
    'Staff pick': 'Le choix de l’équipe',
    // Size guide (PWA-GetSizeGuide) and merchandised popular searches (PWA-GetPopularSuggestions).
    'Size conversion': 'Correspondance des tailles',
    Size: 'Taille',
    'Body measurements (cm)': 'Mensurations (cm)',
    Bust: 'Tour de poitrine',
    Waist: 'Tour de taille',
    Hip: 'Tour de hanches',
    'Body measurements (inches)': 'Mensurations (pouces)',
    'Sports bra sizes': 'Tailles de brassières',
    'Cup sizes': 'Bonnets',
    'Underband (cm)': 'Tour de dessous de poitrine (cm)',
    'Bust (cm)': 'Tour de poitrine (cm)',
    'Leg lengths (inside leg)': 'Longueurs de jambe (entrejambe)',
    'Leg length': 'Longueur de jambe',
    inches: 'pouces',
    Fit: 'Coupe',
    Petite: 'Petite',
    'Full Length': 'Longueur intégrale',
    'Full length on shoppers 5\'3" (160 cm) and under':
        'Longueur intégrale pour les personnes de 1,60 m et moins',
    'Sits just above the ankle. Tip: 5\'4" or under? Try 7/8 as full length':
        'S’arrête juste au-dessus de la cheville. Astuce : vous mesurez 1,63 m ou moins ? Le 7/8 vous fera une longueur intégrale',
    'Reaches the ankle bone': 'Descend jusqu’à la malléole',
    '<h3>How to measure</h3><ul><li><strong>Bust:</strong> around the fullest part of your chest.</li><li><strong>Waist:</strong> around your natural waistline, the narrowest part of your torso.</li><li><strong>Hip:</strong> around the fullest part of your hips.</li><li><strong>Inside leg:</strong> from the top of your inner thigh to your ankle bone.</li></ul>':
        '<h3>Comment prendre vos mesures</h3><ul><li><strong>Tour de poitrine :</strong> autour de la partie la plus forte de la poitrine.</li><li><strong>Tour de taille :</strong> autour de la taille naturelle, la partie la plus fine du buste.</li><li><strong>Tour de hanches :</strong> autour de la partie la plus forte des hanches.</li><li><strong>Entrejambe :</strong> du haut de l’intérieur de la cuisse jusqu’à la malléole.</li></ul>',
    'Bottoms size guide': 'Guide des tailles bas',
    'Sports bra size guide': 'Guide des tailles brassières',
    'Size guide': 'Guide des tailles',
    'This product is one size.': 'Ce produit est en taille unique.',
    'Clothing size guide': 'Guide des tailles vêtements',
    Clothing: 'Vêtements',
    'Sports bras': 'Brassières de sport',
    Leggings: 'Leggings',
    leggings: 'legging',
    'sports bra': 'brassière de sport',
    'power leggings': 'legging power',
    'super soft': 'super soft',
    shorts: 'short',
    hoodie: 'sweat à capuche',
    joggers: 'jogging',
    seamless: 'sans coutures',
    'yoga mat': 'tapis de yoga',
    'gym bag': 'sac de sport',
    'running jacket': 'veste de running',
    'crop top': 'crop top',
    'gift card': 'carte cadeau',
    socks: 'chaussettes',
    'black leggings': 'legging noir'
}
