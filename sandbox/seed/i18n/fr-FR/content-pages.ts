import type {Phrasebook} from '../phrasebook'

/** Content pages: brand story, responsibility, offers, student and referral pages, landing pages, guides. In French. */
export const CONTENT_PAGES_FR: Phrasebook = {
    'Made by movers': 'Conçu par celles qui bougent',
    'Ten years of designing with our community.': 'Dix ans de création avec notre communauté.',
    '<p>Our design studio sits above our first shop in Covent Garden. Every style begins as a sketch, becomes a sample and is then worn by our testers through at least forty sessions before we sign it off.</p><p>That is why our leggings pass the squat test, our bras stay put on a trail descent and our seams never rub on mile twenty.</p>':
        '<p>Notre studio de création se trouve au-dessus de notre première boutique, à Covent Garden. Chaque modèle commence par un croquis, devient un prototype, puis est porté par nos testeuses pendant au moins quarante séances avant d’être validé.</p><p>C’est pourquoi nos leggings réussissent le test du squat, nos brassières tiennent en descente de trail et nos coutures ne frottent jamais, même au trentième kilomètre.</p>',
    'VELA today': 'VELA aujourd’hui',
    '<p>Today we have twelve shops in the UK, a studio in Dublin and customers in more than forty countries. We are still independent, and still obsessed with fit.</p>':
        '<p>Aujourd’hui, nous avons douze boutiques au Royaume-Uni, un studio à Dublin et des clientes dans plus de quarante pays. Nous sommes toujours indépendants, et toujours obsédés par la coupe.</p>',
    'Our Story | VELA': 'Notre histoire | VELA',
    'How VELA began: activewear designed by women who train, for women who train.':
        'Les débuts de VELA : des vêtements de sport conçus par des femmes qui s’entraînent, pour des femmes qui s’entraînent.',
    '<p>VELA started in 2014 with one pair of leggings and a simple brief: kit that keeps up with you.</p>':
        '<p>VELA est née en 2014 avec un seul legging et un cahier des charges simple : une tenue qui suit votre rythme.</p>',
    '<p>Clara Hensley spent eight years as a sports physiotherapist before she sketched her first pair of leggings on the back of a treatment plan.</p><p>“My patients kept telling me their kit was holding them back: waistbands that rolled, bras that bounced, fabric that went see-through in a squat. I thought we could do better.”</p>':
        '<p>Clara Hensley a été kinésithérapeute du sport pendant huit ans avant de dessiner son premier legging au dos d’un plan de traitement.</p><p>« Mes patientes me répétaient que leur tenue les freinait : des ceintures qui roulaient, des brassières qui ne tenaient pas, des tissus qui devenaient transparents en squat. Je me suis dit que nous pouvions faire mieux. »</p>',
    'What Clara still asks of every design': 'Ce que Clara exige encore de chaque modèle',
    '<ul><li>Does it move the way a body moves?</li><li>Would you wear it for a whole day, not just a workout?</li><li>Will it still look good after a hundred washes?</li></ul>':
        '<ul><li>Bouge-t-il comme bouge un corps ?</li><li>Le porteriez-vous toute une journée, pas seulement pour une séance ?</li><li>Sera-t-il toujours beau après cent lavages ?</li></ul>',
    'Our Founder | VELA': 'Notre fondatrice | VELA',
    'Meet Clara Hensley, the former physiotherapist who founded VELA.':
        'Découvrez Clara Hensley, l’ancienne kinésithérapeute qui a fondé VELA.',
    'Meet our founder': 'Notre fondatrice',
    '<h2>Our planet</h2><p>Recycled fibres, lower-impact dyeing and packaging you can recycle at home.</p><p><a href="/responsibility/our-planet">Read more</a></p>':
        '<h2>Notre planète</h2><p>Des fibres recyclées, une teinture à moindre impact et des emballages recyclables chez vous.</p><p><a href="/responsibility/our-planet">En savoir plus</a></p>',
    '<h2>Our people</h2><p>Living wages, safe factories and a published supplier list.</p><p><a href="/responsibility/our-people">Read more</a></p>':
        '<h2>Nos équipes</h2><p>Des salaires décents, des usines sûres et une liste de fournisseurs publiée.</p><p><a href="/responsibility/our-people">En savoir plus</a></p>',
    'Responsibility | VELA': 'Responsabilité | VELA',
    'Our commitments to the planet and the people who make our clothes.':
        'Nos engagements envers la planète et les personnes qui fabriquent nos vêtements.',
    '<p>Making activewear has an impact. Here is what we are doing to reduce ours, and how we report on progress.</p>':
        '<p>Fabriquer des vêtements de sport a un impact. Voici ce que nous faisons pour réduire le nôtre, et comment nous rendons compte de nos progrès.</p>',
    'Our 2030 targets': 'Nos objectifs 2030',
    '<ul><li>90% of our polyamide and polyester from recycled sources (today: 71%)</li><li>Halve the carbon emissions per garment against our 2021 baseline</li><li>Plastic-free customer packaging (achieved in 2023)</li></ul>':
        '<ul><li>90 % de notre polyamide et de notre polyester issus de sources recyclées (aujourd’hui : 71 %)</li><li>Diviser par deux les émissions de carbone par vêtement par rapport à notre référence 2021</li><li>Des emballages clients sans plastique (objectif atteint en 2023)</li></ul>',
    'Make it last': 'Faites-le durer',
    '<p>The most sustainable legging is the one you already own. Wash at 30°C, skip the fabric softener and air dry: your kit will keep its shape for years.</p>':
        '<p>Le legging le plus durable est celui que vous possédez déjà. Lavez à 30 °C, sans adoucissant, et séchez à l’air libre : votre tenue gardera sa forme pendant des années.</p>',
    'Our Planet | VELA': 'Notre planète | VELA',
    'Recycled fabrics, lower-impact manufacturing and our 2030 targets.':
        'Matières recyclées, fabrication à moindre impact et nos objectifs 2030.',
    'Who makes our clothes': 'Qui fabrique nos vêtements',
    '<p>We work with fourteen factories in Portugal, Turkey, Sri Lanka and Vietnam. We publish every tier-one supplier and audit each one at least once a year, unannounced.</p><p>Read our <a href="/anti-human-trafficking-statement">anti-human trafficking statement</a> and <a href="/transparency-in-supply-chain">supply chain transparency</a> report.</p>':
        '<p>Nous travaillons avec quatorze usines au Portugal, en Turquie, au Sri Lanka et au Vietnam. Nous publions la liste de tous nos fournisseurs de rang 1 et auditons chacun d’eux au moins une fois par an, sans prévenir.</p><p>Lisez notre <a href="/anti-human-trafficking-statement">déclaration contre la traite des êtres humains</a> et notre rapport sur la <a href="/transparency-in-supply-chain">transparence de la chaîne d’approvisionnement</a>.</p>',
    'Our People | VELA': 'Nos équipes | VELA',
    'How we work with the factories and people who make VELA.':
        'Comment nous travaillons avec les usines et les personnes qui fabriquent VELA.',
    'Our people': 'Nos équipes',
    'For yoga': 'Pour le yoga',
    'For running': 'Pour la course',
    'For the gym': 'Pour la salle de sport',
    'For the outdoors': 'Pour le plein air',
    'Shop by Activity | VELA': 'Par activité | VELA',
    'Yoga, running, gym and outdoor kit from VELA.':
        'Tenues VELA pour le yoga, la course, la salle de sport et le plein air.',
    '<p>Whatever moves you, we have designed kit for it.</p>':
        '<p>Quelle que soit votre activité, nous avons conçu la tenue qu’il vous faut.</p>',
    'Your perks': 'Vos avantages',
    '<ul><li><strong>Early access</strong> to new collections, 48 hours before everyone else</li><li><strong>Birthday treat</strong>: 20% off during your birthday month</li><li><strong>Members-only events</strong>: run clubs, yoga classes and shop evenings</li><li><strong>Free returns</strong>, always</li></ul>':
        '<ul><li><strong>Accès anticipé</strong> aux nouvelles collections, 48 heures avant tout le monde</li><li><strong>Surprise d’anniversaire</strong> : -20 % pendant le mois de votre anniversaire</li><li><strong>Événements réservés aux membres</strong> : clubs de course, cours de yoga et soirées en boutique</li><li><strong>Retours gratuits</strong>, toujours</li></ul>',
    'Insiders FAQs': 'FAQ Insiders',
    '**Is it free?** Yes, always.\n\n**How do I join?** Create an account and tick the Insiders box, or sign up from any Insiders popup.':
        '**Est-ce gratuit ?** Oui, toujours.\n\n**Comment adhérer ?** Créez un compte et cochez la case Insiders, ou inscrivez-vous depuis n’importe quelle fenêtre Insiders.',
    'VELA Insiders | Free Membership': 'VELA Insiders | Adhésion gratuite',
    'Join VELA Insiders for early access, birthday treats and members-only offers.':
        'Rejoignez VELA Insiders pour un accès anticipé, des surprises d’anniversaire et des offres réservées aux membres.',
    'VELA Insiders': 'VELA Insiders',
    '<p>Free to join. Early access to every launch, a treat on your birthday and offers just for members.</p>':
        '<p>Adhésion gratuite. Un accès anticipé à chaque lancement, une surprise pour votre anniversaire et des offres réservées aux membres.</p>',
    'How it works': 'Comment ça marche',
    '<ul><li>Choose <a href="/student-discount/student-beans">Student Beans</a> or <a href="/student-discount/unidays">UNiDAYS</a></li><li>Verify your student status (it takes a minute)</li><li>Use your one-time code at checkout</li></ul>':
        '<ul><li>Choisissez <a href="/student-discount/student-beans">Student Beans</a> ou <a href="/student-discount/unidays">UNiDAYS</a></li><li>Faites vérifier votre statut étudiant (cela prend une minute)</li><li>Utilisez votre code à usage unique au paiement</li></ul>',
    'Student Discount | VELA': 'Réduction étudiante | VELA',
    'Students get 15% off VELA every day.': 'Les étudiantes profitent de -15 % chez VELA toute l’année.',
    '<p>Verified students get 15% off full-price styles, every day. Verify through Student Beans or UNiDAYS to get your code.</p>':
        '<p>Les étudiantes vérifiées bénéficient de -15 % sur les articles à prix plein, toute l’année. Faites-vous vérifier via Student Beans ou UNiDAYS pour obtenir votre code.</p>',
    'This month': 'Ce mois-ci',
    '<p><strong>Insiders:</strong> 20% off the new season collection until Sunday.</p><p><strong>Everyone:</strong> buy any two bras and get a third free. The cheapest item is free; excludes sale.</p>':
        '<p><strong>Insiders :</strong> -20 % sur la nouvelle collection jusqu’à dimanche.</p><p><strong>Pour tout le monde :</strong> deux brassières achetées, la troisième offerte. L’article le moins cher est offert ; hors soldes.</p>',
    'Build your bra wardrobe': 'Composez votre garde-robe de brassières',
    'Exclusive Offers | VELA': 'Offres exclusives | VELA',
    'Current offers and promotions at VELA.': 'Offres et promotions en cours chez VELA.',
    'Exclusive offers': 'Offres exclusives',
    'The small print': 'Les petites lignes',
    '<ul><li>Open to students in the UK aged 16 and over.</li><li>One code per order; codes cannot be combined with other offers.</li><li>Excludes gift cards and sale items.</li></ul>':
        '<ul><li>Réservé aux étudiantes et étudiants du Royaume-Uni âgés de 16 ans et plus.</li><li>Un code par commande ; les codes ne sont pas cumulables avec d’autres offres.</li><li>Hors cartes cadeaux et articles soldés.</li></ul>',
    'Student Beans Student Discount | VELA': 'Réduction étudiante Student Beans | VELA',
    'Verify with Student Beans for 15% off VELA.':
        'Faites-vous vérifier avec Student Beans pour -15 % chez VELA.',
    '15% student discount with Student Beans': '-15 % étudiant avec Student Beans',
    '<p>Log in or register with Student Beans, verify your student status and get a one-time code for 15% off full-price styles.</p>':
        '<p>Connectez-vous ou inscrivez-vous sur Student Beans, faites vérifier votre statut étudiant et obtenez un code à usage unique de -15 % sur les articles à prix plein.</p>',
    '<ul><li>Open to verified students in the countries we deliver to.</li><li>One code per order; codes cannot be combined with other offers.</li><li>Excludes gift cards and sale items.</li></ul>':
        '<ul><li>Réservé aux étudiantes et étudiants vérifiés des pays où nous livrons.</li><li>Un code par commande ; les codes ne sont pas cumulables avec d’autres offres.</li><li>Hors cartes cadeaux et articles soldés.</li></ul>',
    'Verify with Student Beans for 10% off VELA.':
        'Faites-vous vérifier avec Student Beans pour -10 % chez VELA.',
    '10% student discount with Student Beans': '-10 % étudiant avec Student Beans',
    '<p>Log in or register with Student Beans, verify your student status and get a one-time code for 10% off full-price styles.</p>':
        '<p>Connectez-vous ou inscrivez-vous sur Student Beans, faites vérifier votre statut étudiant et obtenez un code à usage unique de -10 % sur les articles à prix plein.</p>',
    'UNiDAYS Student Discount | VELA': 'Réduction étudiante UNiDAYS | VELA',
    'Verify with UNiDAYS for 15% off VELA.': 'Faites-vous vérifier avec UNiDAYS pour -15 % chez VELA.',
    '15% student discount with UNiDAYS': '-15 % étudiant avec UNiDAYS',
    '<p>Log in or register with UNiDAYS, verify your student status and get a one-time code for 15% off full-price styles.</p>':
        '<p>Connectez-vous ou inscrivez-vous sur UNiDAYS, faites vérifier votre statut étudiant et obtenez un code à usage unique de -15 % sur les articles à prix plein.</p>',
    'Verify with UNiDAYS for 10% off VELA.': 'Faites-vous vérifier avec UNiDAYS pour -10 % chez VELA.',
    '10% student discount with UNiDAYS': '-10 % étudiant avec UNiDAYS',
    '<p>Log in or register with UNiDAYS, verify your student status and get a one-time code for 10% off full-price styles.</p>':
        '<p>Connectez-vous ou inscrivez-vous sur UNiDAYS, faites vérifier votre statut étudiant et obtenez un code à usage unique de -10 % sur les articles à prix plein.</p>',
    '<ul><li>Share your personal link from your account</li><li>Your friend gets 20% off their first order over £60</li><li>You get a £15 reward once their order has shipped and the 30-day return window has passed</li></ul>':
        '<ul><li>Partagez votre lien personnel depuis votre compte</li><li>Votre amie bénéficie de -20 % sur sa première commande de plus de 60 £</li><li>Vous recevez une récompense de 15 £ une fois sa commande expédiée et le délai de retour de 30 jours écoulé</li></ul>',
    'Refer a Friend | VELA': 'Parrainer une amie | VELA',
    'Give a friend 20% off their first order and get a £15 reward.':
        'Offrez -20 % sur la première commande d’une amie et recevez une récompense de 15 £.',
    '<p>Give your friends 20% off their first VELA order. When they spend £60 or more, you get a £15 reward.</p>':
        '<p>Offrez à vos amies -20 % sur leur première commande VELA. Lorsqu’elles dépensent 60 £ ou plus, vous recevez une récompense de 15 £.</p>',
    '<ul><li>Share your personal link from your account</li><li>Your friend gets 20% off their first order over the equivalent of £60</li><li>You get a reward worth 15% of their order once their order has shipped and the 30-day return window has passed</li></ul>':
        '<ul><li>Partagez votre lien personnel depuis votre compte</li><li>Votre amie bénéficie de -20 % sur sa première commande d’un montant équivalent à plus de 60 £</li><li>Vous recevez une récompense équivalant à 15 % de sa commande une fois celle-ci expédiée et le délai de retour de 30 jours écoulé</li></ul>',
    'Give a friend 20% off their first order and get a reward worth 15% of their order.':
        'Offrez -20 % sur la première commande d’une amie et recevez une récompense équivalant à 15 % de sa commande.',
    '<p>Give your friends 20% off their first VELA order. When they spend the equivalent of £60 or more, you get a reward worth 15% of their order.</p>':
        '<p>Offrez à vos amies -20 % sur leur première commande VELA. Lorsqu’elles dépensent l’équivalent de 60 £ ou plus, vous recevez une récompense équivalant à 15 % de leur commande.</p>',
    'You might also like': 'Vous aimerez aussi',
    'The Summer Edit | VELA': 'La sélection été | VELA',
    'Lightweight layers for warm-weather training.': 'Des couches légères pour s’entraîner par temps chaud.',
    '<h1>The Summer Edit</h1><p>Featherweight fabrics, bright colours and shorts that don’t ride up.</p><ul><li><a href="/shop/bottoms/shorts">Shop shorts</a></li><li><a href="/shop/tops/tanks">Shop tanks</a></li></ul>':
        '<h1>La sélection été</h1><p>Des matières ultralégères, des couleurs vives et des shorts qui ne remontent pas.</p><ul><li><a href="/shop/bottoms/shorts">Voir les shorts</a></li><li><a href="/shop/tops/tanks">Voir les débardeurs</a></li></ul>',
    'Studio to Street | VELA': 'Du studio à la rue | VELA',
    'Yoga kit that works beyond the mat.': 'Des tenues de yoga qui vont bien au-delà du tapis.',
    '<h1>Studio to Street</h1><p>From sunrise flow to the school run: pieces that go wherever the day does.</p>':
        '<h1>Du studio à la rue</h1><p>Du flow au lever du soleil au trajet de l’école : des pièces qui vous suivent toute la journée.</p>',
    'The Power Icon Bra | VELA': 'La brassière Power Icon | VELA',
    'Our highest-support bra.': 'Notre brassière au maintien le plus fort.',
    '<h1>The Power Icon Bra</h1><p>Our highest-support bra: moulded cups, a wide underband and adjustable straps, tested on 200 runners.</p>':
        '<h1>La brassière Power Icon</h1><p>Notre brassière au maintien le plus fort : bonnets moulés, large bande sous-poitrine et bretelles réglables, testée par 200 coureuses.</p>',
    'Leggings Quiz | VELA': 'Quiz leggings | VELA',
    'Find your perfect leggings in 60 seconds.': 'Trouvez le legging idéal en 60 secondes.',
    '<h1>Find your leggings</h1><p>Tell us how you move and we will match you with the right fabric, length and fit.</p><div id="leggings-quiz"></div>':
        '<h1>Trouvez votre legging</h1><p>Dites-nous comment vous bougez et nous vous conseillerons la matière, la longueur et la coupe qui vous conviennent.</p><div id="leggings-quiz"></div>',
    'Bra Quiz | VELA': 'Quiz brassières | VELA',
    'Find the right sports bra support for you.': 'Trouvez le maintien de brassière qu’il vous faut.',
    '<h1>Find your bra</h1><p>Three questions about your activity and fit preferences.</p><div id="bra-quiz"></div>':
        '<h1>Trouvez votre brassière</h1><p>Trois questions sur votre activité et vos préférences de coupe.</p><div id="bra-quiz"></div>',
    'Sign up': 'S’inscrire',
    'See you Thursday': 'Rendez-vous jeudi',
    'Free, friendly, no one left behind.': 'Gratuit, convivial, personne n’est laissé derrière.',
    'VELA Run Club': 'VELA Run Club',
    'Free weekly runs from VELA shops.': 'Des sorties hebdomadaires gratuites au départ des boutiques VELA.',
    '<p>Every Thursday at 6.30pm from our shops. 5k and 10k groups; all paces welcome; bag drop included.</p>':
        '<p>Tous les jeudis à 18 h 30 au départ de nos boutiques. Groupes 5 km et 10 km ; tous les rythmes sont les bienvenus ; consigne pour vos affaires incluse.</p>',
    Sculpt: 'Sculpt',
    'Compressive, squat-proof and matte. Best for gym and running.':
        'Compressive, opaque en squat et mate. Idéale pour la salle de sport et la course.',
    Featherlight: 'Featherlight',
    'Brushed, buttery-soft and lightly supportive. Best for yoga and rest days.':
        'Brossée, ultra-douce et légèrement maintenante. Idéale pour le yoga et les jours de repos.',
    Stormshell: 'Stormshell',
    'Showerproof, windproof and packable. Best for outdoor sessions.':
        'Déperlante, coupe-vent et compressible. Idéale pour les séances en extérieur.',
    'Fabric Guide | VELA': 'Guide des matières | VELA',
    'Which VELA fabric is right for your workout.': 'Quelle matière VELA convient à votre entraînement.',
    'Fabric guide': 'Guide des matières',
    'Layout test': 'Test de mise en page',
    'A hero with two calls to action.': 'Un bandeau principal avec deux boutons d’action.',
    'Layout test | VELA': 'Test de mise en page | VELA',
    'Internal page for trying new layouts.': 'Page interne pour essayer de nouvelles mises en page.',
    'New hero layout': 'Nouvelle mise en page du bandeau',
    'From our community': 'De notre communauté',
    'How our community wears VELA.': 'Comment notre communauté porte VELA.',
    '<p>Tag <strong>#SportedByYou</strong> on Instagram for a chance to be featured.</p>':
        '<p>Identifiez <strong>#SportedByYou</strong> sur Instagram pour avoir une chance d’être mise en avant.</p>',
    'Sculpt fabric': 'Matière Sculpt',
    'Compressive, matte and completely squat-proof.': 'Compressive, mate et totalement opaque en squat.',
    'Pockets that fit a phone': 'Des poches pour votre téléphone',
    'Two side pockets, one hidden waistband pocket.':
        'Deux poches latérales, une poche cachée dans la ceinture.',
    'The Leggings Edit | VELA': 'La sélection leggings | VELA',
    'Our best leggings, and the stories behind them.': 'Nos meilleurs leggings, et leurs histoires.',
    '<p>Eleven years, forty-two fabric trials and one obsession: leggings that stay put. Here are the pairs our community reaches for most.</p>':
        '<p>Onze ans, quarante-deux essais de matières et une obsession : des leggings qui restent en place. Voici les modèles que notre communauté préfère.</p>',
    'Matching Sets | VELA': 'Ensembles assortis | VELA',
    'Leggings and bras designed to be worn together.':
        'Des leggings et des brassières conçus pour être portés ensemble.',
    'Build your set': 'Composez votre ensemble',
    'Choose a bra and leggings in the same colour: every set is dyed together, so the shades match exactly.':
        'Choisissez une brassière et un legging de la même couleur : chaque ensemble est teint ensemble, pour des teintes parfaitement assorties.',
    'Start with a bra': 'Commencez par une brassière',
    'Add leggings': 'Ajoutez un legging',
    'Finish with a layer': 'Terminez par une couche',
    'Careers at VELA': 'Carrières chez VELA',
    '<h1>Careers</h1><p>We are always looking for people who love to move. Current vacancies are listed on our careers portal; shop roles are advertised in store.</p><p><a href="mailto:careers@vela-active.example">careers@vela-active.example</a></p>':
        '<h1>Carrières</h1><p>Nous recherchons toujours des personnes qui aiment bouger. Les postes ouverts sont publiés sur notre portail carrières ; les postes en boutique sont affichés en magasin.</p><p><a href="mailto:careers@vela-active.example">careers@vela-active.example</a></p>',
    'Bra Measurement Guide': 'Guide de mesure des brassières',
    '<h1>How to measure for a sports bra</h1><ul><li><strong>Band:</strong> measure snugly around your ribcage, directly under your bust.</li><li><strong>Bust:</strong> measure around the fullest part of your bust, keeping the tape level.</li><li><strong>Cup:</strong> each inch of difference between bust and band is one cup size (1 inch = A, 2 = B, 3 = C, 4 = D).</li></ul><p>Between sizes? Go up a band for low-impact styles and stay true to size for high impact.</p>':
        '<h1>Comment mesurer votre taille de brassière de sport</h1><ul><li><strong>Tour de dessous de poitrine :</strong> mesurez bien ajusté autour de la cage thoracique, juste sous la poitrine.</li><li><strong>Tour de poitrine :</strong> mesurez autour de la partie la plus forte de la poitrine, en gardant le mètre à l’horizontale.</li><li><strong>Bonnet :</strong> chaque pouce (2,5 cm) d’écart entre le tour de poitrine et le tour de dessous correspond à une taille de bonnet (1 pouce = A, 2 = B, 3 = C, 4 = D).</li></ul><p>Entre deux tailles ? Prenez le tour de dessous au-dessus pour les modèles à faible impact et votre taille habituelle pour le fort impact.</p>',
    'Size Guide': 'Guide des tailles',
    '<h1>Size guide</h1><h2>Clothing</h2><table><thead><tr><th>UK</th><th>US</th><th>EU</th><th>AU</th><th>Waist (cm)</th><th>Hip (cm)</th></tr></thead><tbody><tr><td>XS (6)</td><td>2</td><td>34</td><td>6</td><td>61-65</td><td>87-91</td></tr><tr><td>S (8)</td><td>4</td><td>36</td><td>8</td><td>66-70</td><td>92-96</td></tr><tr><td>M (10)</td><td>6</td><td>38</td><td>10</td><td>71-75</td><td>97-101</td></tr><tr><td>L (12)</td><td>8</td><td>40</td><td>12</td><td>76-80</td><td>102-106</td></tr><tr><td>XL (14)</td><td>10</td><td>42</td><td>14</td><td>81-86</td><td>107-112</td></tr></tbody></table><p>See also the <a href="/shop/underwear/sports-bras/bra-measurement-guide">bra measurement guide</a>.</p>':
        '<h1>Guide des tailles</h1><h2>Vêtements</h2><table><thead><tr><th>UK</th><th>US</th><th>EU</th><th>AU</th><th>Tour de taille (cm)</th><th>Tour de hanches (cm)</th></tr></thead><tbody><tr><td>XS (6)</td><td>2</td><td>34</td><td>6</td><td>61-65</td><td>87-91</td></tr><tr><td>S (8)</td><td>4</td><td>36</td><td>8</td><td>66-70</td><td>92-96</td></tr><tr><td>M (10)</td><td>6</td><td>38</td><td>10</td><td>71-75</td><td>97-101</td></tr><tr><td>L (12)</td><td>8</td><td>40</td><td>12</td><td>76-80</td><td>102-106</td></tr><tr><td>XL (14)</td><td>10</td><td>42</td><td>14</td><td>81-86</td><td>107-112</td></tr></tbody></table><p>Voir aussi le <a href="/shop/underwear/sports-bras/bra-measurement-guide">guide de mesure des brassières</a>.</p>'
}
