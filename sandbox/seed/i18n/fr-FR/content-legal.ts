import type {Phrasebook} from '../phrasebook'

/** Returns help, terms, privacy, cookies, accessibility, wholesale, affiliates and statements. In French. */
export const CONTENT_LEGAL_FR: Phrasebook = {
    'Can I exchange an item?': 'Puis-je échanger un article ?',
    'Exchanges are not available online. Return the item for a refund and place a new order: that is the fastest way to get the size you need.':
        'Les échanges ne sont pas possibles en ligne. Retournez l’article pour être remboursée et passez une nouvelle commande : c’est le moyen le plus rapide d’obtenir la bonne taille.',
    'UK returns': 'Retours Royaume-Uni',
    'UK returns: how to return': 'Retours Royaume-Uni : comment retourner un article',
    'You have 30 days from delivery to return unworn items with tags attached.':
        'Vous disposez de 30 jours à compter de la livraison pour retourner les articles non portés, étiquettes attachées.',
    'Three simple steps': 'Trois étapes simples',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/gb">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Drop your parcel at any post office or parcel shop, or book a free collection from your door.</li></ol>':
        '<ol><li><strong>Étape 1 :</strong> Lancez votre retour sur le <a href="https://returns.vela-active.example/gb">portail des retours</a> avec votre numéro de commande et votre e-mail.</li><li><strong>Étape 2 :</strong> Emballez soigneusement vos articles, dans leur emballage d’origine si possible.</li><li><strong>Étape 3 :</strong> Déposez votre colis dans un bureau de poste ou un point relais, ou réservez un enlèvement gratuit à domicile.</li></ol>',
    Refunds: 'Remboursements',
    '<p>Returns are free. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>Les retours sont gratuits. Le remboursement est effectué sur votre moyen de paiement d’origine sous 5 jours ouvrés après réception de votre retour.</p>',
    'US returns': 'Retours États-Unis',
    'US returns: how to return': 'Retours États-Unis : comment retourner un article',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/us">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Attach the prepaid label and drop your package at any UPS Store or schedule a pickup.</li></ol>':
        '<ol><li><strong>Étape 1 :</strong> Lancez votre retour sur le <a href="https://returns.vela-active.example/us">portail des retours</a> avec votre numéro de commande et votre e-mail.</li><li><strong>Étape 2 :</strong> Emballez soigneusement vos articles, dans leur emballage d’origine si possible.</li><li><strong>Étape 3 :</strong> Collez l’étiquette prépayée et déposez votre colis dans un UPS Store, ou programmez un enlèvement.</li></ol>',
    '<p>Returns are free for orders shipped in the US. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>Les retours sont gratuits pour les commandes livrées aux États-Unis. Le remboursement est effectué sur votre moyen de paiement d’origine sous 5 jours ouvrés après réception de votre retour.</p>',
    'Ireland & EU returns': 'Retours Irlande et UE',
    'Ireland & EU returns: how to return': 'Retours Irlande et UE : comment retourner un article',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/eu">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Hand your parcel in at any post office in Ireland, or at the partner drop-off point shown on your label in other EU countries.</li></ol>':
        '<ol><li><strong>Étape 1 :</strong> Lancez votre retour sur le <a href="https://returns.vela-active.example/eu">portail des retours</a> avec votre numéro de commande et votre e-mail.</li><li><strong>Étape 2 :</strong> Emballez soigneusement vos articles, dans leur emballage d’origine si possible.</li><li><strong>Étape 3 :</strong> Déposez votre colis dans un bureau de poste en Irlande, ou au point de dépôt partenaire indiqué sur votre étiquette dans les autres pays de l’UE.</li></ol>',
    '<p>Returns are free from Ireland; a €4.95 fee is deducted for other EU countries. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>Les retours sont gratuits depuis l’Irlande ; des frais de 4,95 € sont déduits pour les autres pays de l’UE. Le remboursement est effectué sur votre moyen de paiement d’origine sous 5 jours ouvrés après réception de votre retour.</p>',
    'Australia returns': 'Retours Australie',
    'Australia returns: how to return': 'Retours Australie : comment retourner un article',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/au">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Drop your parcel at any Australia Post outlet or parcel locker using the label from the portal.</li></ol>':
        '<ol><li><strong>Étape 1 :</strong> Lancez votre retour sur le <a href="https://returns.vela-active.example/au">portail des retours</a> avec votre numéro de commande et votre e-mail.</li><li><strong>Étape 2 :</strong> Emballez soigneusement vos articles, dans leur emballage d’origine si possible.</li><li><strong>Étape 3 :</strong> Déposez votre colis dans un bureau Australia Post ou une consigne à colis avec l’étiquette du portail.</li></ol>',
    'Rest of world': 'Reste du monde',
    'Rest of world: how to return': 'Reste du monde : comment retourner un article',
    '<ol><li><strong>Step 1:</strong> Start your return on the <a href="https://returns.vela-active.example/global">returns portal</a> with your order number and email.</li><li><strong>Step 2:</strong> Pack your items securely in their original packaging if you can.</li><li><strong>Step 3:</strong> Book a courier collection through the global returns portal; the cost is shown before you confirm.</li></ol>':
        '<ol><li><strong>Étape 1 :</strong> Lancez votre retour sur le <a href="https://returns.vela-active.example/global">portail des retours</a> avec votre numéro de commande et votre e-mail.</li><li><strong>Étape 2 :</strong> Emballez soigneusement vos articles, dans leur emballage d’origine si possible.</li><li><strong>Étape 3 :</strong> Réservez un enlèvement par coursier via le portail international des retours ; le coût s’affiche avant confirmation.</li></ol>',
    '<p>Return shipping is paid by you and deducted from your refund. Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>Les frais de retour sont à votre charge et déduits de votre remboursement. Le remboursement est effectué sur votre moyen de paiement d’origine sous 5 jours ouvrés après réception de votre retour.</p>',
    'How to return': 'Comment retourner un article',
    '<p>Not quite right? Returning is free for most countries and takes a few minutes.</p><ul><li>Keep the tags on and the items unworn and unwashed</li><li>Swimwear and underwear must have the hygiene liner in place</li><li>Gift cards and personalised items cannot be returned</li></ul>':
        '<p>Pas tout à fait ce qu’il vous fallait ? Le retour est gratuit pour la plupart des pays et ne prend que quelques minutes.</p><ul><li>Laissez les étiquettes et rendez les articles non portés et non lavés</li><li>Les maillots de bain et sous-vêtements doivent avoir leur protection hygiénique en place</li><li>Les cartes cadeaux et articles personnalisés ne peuvent pas être retournés</li></ul>',
    'When will I get my refund?': 'Quand serai-je remboursée ?',
    'Returns usually reach us within 3 to 7 days. Refunds go to your original payment method within 5 business days of your return reaching us. Your bank may take a further 3 to 5 days to show it.':
        'Les retours nous parviennent généralement sous 3 à 7 jours. Le remboursement est effectué sur votre moyen de paiement d’origine sous 5 jours ouvrés après réception de votre retour. Votre banque peut mettre 3 à 5 jours de plus pour l’afficher.',
    'Delivery & Returns | VELA': 'Livraison et retours | VELA',
    'Delivery options, costs and how to return your order.':
        'Options et frais de livraison, et comment retourner votre commande.',
    '<p>Refunds go to your original payment method within 5 business days of your return reaching us.</p>':
        '<p>Le remboursement est effectué sur votre moyen de paiement d’origine sous 5 jours ouvrés après réception de votre retour.</p>',
    '1. About us': '1. Qui sommes-nous',
    '<p>www.vela-active.example is operated by VELA Active Ltd, a company registered in England and Wales under company number 09123456, with its registered office at 14 Neal Street, London WC2H 9PA. Our VAT number is GB 123 4567 89.</p><p>You can contact our Customer Care team through the Help Centre, by email at care@vela-active.example or by post at the address above.</p>':
        '<p>Le site www.vela-active.example est exploité par VELA Active Ltd, société immatriculée en Angleterre et au pays de Galles sous le numéro 09123456, dont le siège social est situé au 14 Neal Street, Londres WC2H 9PA. Notre numéro de TVA est GB 123 4567 89.</p><p>Vous pouvez contacter notre Service client via le centre d’aide, par e-mail à care@vela-active.example ou par courrier à l’adresse ci-dessus.</p>',
    '2. Placing an order': '2. Passer commande',
    '<p>Your order is an offer to buy. We accept it when we email you to confirm that your items have been dispatched; only then is a contract formed. We may decline an order, for example if an item is out of stock, if we cannot authorise your payment or if we identify a pricing error.</p><p>You must be at least 18 years old to place an order. Orders are for personal use only and not for resale.</p>':
        '<p>Votre commande constitue une offre d’achat. Nous l’acceptons lorsque nous vous confirmons par e-mail l’expédition de vos articles ; le contrat n’est formé qu’à ce moment-là. Nous pouvons refuser une commande, par exemple si un article est en rupture de stock, si nous ne pouvons pas autoriser votre paiement ou si nous constatons une erreur de prix.</p><p>Vous devez avoir au moins 18 ans pour passer commande. Les commandes sont destinées à un usage personnel et non à la revente.</p>',
    '3. Prices and payment': '3. Prix et paiement',
    '<p>Prices include VAT at the applicable rate and are shown in the currency of the site you are using. Delivery charges are shown at checkout before you pay.</p><p>We accept Visa, Mastercard, American Express, PayPal, Klarna, Apple Pay and VELA gift cards. Payment is taken when you place your order. If we cannot fulfil part of your order, we will refund that part to your original payment method.</p>':
        '<p>Les prix incluent la TVA au taux applicable et sont affichés dans la devise du site que vous utilisez. Les frais de livraison sont indiqués lors de la commande, avant le paiement.</p><p>Nous acceptons Visa, Mastercard, American Express, PayPal, Klarna, Apple Pay et les cartes cadeaux VELA. Le paiement est prélevé lorsque vous passez commande. Si nous ne pouvons pas honorer une partie de votre commande, nous vous remboursons cette partie sur votre moyen de paiement d’origine.</p>',
    '4. Delivery': '4. Livraison',
    '<p>Delivery times are estimates and begin once your order is dispatched. Risk in the goods passes to you on delivery; ownership passes once we have received full payment. See our <a href="/delivery-returns.html">delivery and returns</a> page for options and costs.</p><p>Orders delivered outside the UK may be subject to import duties and taxes, which are shown and collected at checkout where our international partner handles your order.</p>':
        '<p>Les délais de livraison sont indicatifs et courent à partir de l’expédition de votre commande. Les risques liés aux articles vous sont transférés à la livraison ; la propriété vous est transférée une fois le paiement intégral reçu. Consultez notre page <a href="/delivery-returns.html">livraison et retours</a> pour les options et les frais.</p><p>Les commandes livrées hors du Royaume-Uni peuvent être soumises à des droits et taxes d’importation, affichés et perçus lors de la commande lorsque notre partenaire international la prend en charge.</p>',
    '5. Your right to cancel': '5. Votre droit de rétractation',
    '<p>Under the Consumer Contracts Regulations 2013 (and, for customers in the EU, the Consumer Rights Directive), you may cancel your contract within 14 days of the day you receive your goods without giving a reason. We extend this to 30 days for unworn items with their tags attached.</p><p>We refund the price of the goods and standard delivery to your original payment method within 5 business days of receiving the return. We may reduce a refund to reflect any loss in value caused by handling the goods beyond what is needed to check them.</p>':
        '<p>En vertu des Consumer Contracts Regulations 2013 (et, pour les clientes de l’UE, de la directive relative aux droits des consommateurs), vous pouvez annuler votre contrat dans un délai de 14 jours à compter de la réception de vos articles, sans avoir à vous justifier. Nous portons ce délai à 30 jours pour les articles non portés, étiquettes attachées.</p><p>Nous remboursons le prix des articles et la livraison standard sur votre moyen de paiement d’origine sous 5 jours ouvrés après réception du retour. Nous pouvons réduire le remboursement pour tenir compte d’une dépréciation due à une manipulation des articles allant au-delà de ce qui est nécessaire pour les examiner.</p>',
    '6. Faulty goods': '6. Articles défectueux',
    '<p>If an item is faulty, you are entitled to a repair, replacement or refund under the Consumer Rights Act 2015. Please contact Customer Care with your order number and a photograph of the fault. This does not affect your statutory rights.</p>':
        '<p>Si un article est défectueux, vous avez droit à une réparation, un remplacement ou un remboursement en vertu du Consumer Rights Act 2015. Veuillez contacter le Service client en indiquant votre numéro de commande et en joignant une photo du défaut. Cela n’affecte pas vos droits légaux.</p>',
    '7. Promotions and gift cards': '7. Promotions et cartes cadeaux',
    '<p>Promotional codes cannot be exchanged for cash, cannot be combined unless stated and may be withdrawn at any time. Gift cards are valid for 24 months from purchase, can be used online and in our shops, and cannot be used to buy other gift cards.</p><ul><li>Digital gift cards are delivered by email on the date you choose.</li><li>Physical gift cards are sent by post and dispatched within 2 working days.</li></ul>':
        '<p>Les codes promotionnels ne peuvent pas être échangés contre de l’argent, ne sont pas cumulables sauf mention contraire et peuvent être retirés à tout moment. Les cartes cadeaux sont valables 24 mois à compter de l’achat, utilisables en ligne et dans nos boutiques, et ne peuvent pas servir à acheter d’autres cartes cadeaux.</p><ul><li>Les cartes cadeaux électroniques sont envoyées par e-mail à la date de votre choix.</li><li>Les cartes cadeaux physiques sont envoyées par courrier et expédiées sous 2 jours ouvrés.</li></ul>',
    '8. Our liability': '8. Notre responsabilité',
    '<p>We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that is not foreseeable, or for business losses. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be limited by law.</p>':
        '<p>Nous sommes responsables des pertes ou dommages que vous subissez et qui sont une conséquence prévisible du non-respect des présentes conditions ou d’un manque de soin et de compétence raisonnables de notre part. Nous ne sommes pas responsables des pertes imprévisibles ni des pertes professionnelles. Rien dans les présentes conditions ne limite notre responsabilité en cas de décès ou de dommage corporel causé par négligence, de fraude, ou toute autre responsabilité qui ne peut être limitée par la loi.</p>',
    '9. Governing law': '9. Droit applicable',
    '<p>These terms are governed by the law of England and Wales. You may bring proceedings in the courts of England and Wales, or, if you live in Scotland, Northern Ireland or the EU, in the courts where you live.</p>':
        '<p>Les présentes conditions sont régies par le droit de l’Angleterre et du pays de Galles. Vous pouvez engager une procédure devant les tribunaux d’Angleterre et du pays de Galles ou, si vous résidez en Écosse, en Irlande du Nord ou dans l’UE, devant les tribunaux de votre lieu de résidence.</p>',
    'Terms & Conditions | VELA': 'Conditions générales | VELA',
    'The terms that apply when you buy from VELA.':
        'Les conditions qui s’appliquent lorsque vous achetez chez VELA.',
    'Terms & Conditions': 'Conditions générales',
    '<p>Please read these terms carefully before placing an order. By placing an order you agree to be bound by them.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Veuillez lire attentivement ces conditions avant de passer commande. En passant commande, vous acceptez d’être liée par celles-ci.</p><p><em>Dernière mise à jour : 1er février 2025</em></p>',
    '1. Who is responsible for your data': '1. Qui est responsable de vos données',
    '<p>VELA Active Ltd (UK, EU and Australia) and VELA Active Inc. (United States) are the controllers of personal information collected through their respective sites. Our Data Protection Officer can be reached at privacy@vela-active.example.</p>':
        '<p>VELA Active Ltd (Royaume-Uni, UE et Australie) et VELA Active Inc. (États-Unis) sont responsables du traitement des données personnelles collectées via leurs sites respectifs. Notre délégué à la protection des données est joignable à privacy@vela-active.example.</p>',
    '2. What we collect': '2. Ce que nous collectons',
    '<ul><li><strong>Details you give us:</strong> name, email, phone, delivery and billing addresses, date of birth (if you join Insiders) and survey answers.</li><li><strong>Order information:</strong> what you buy, returns and payment method type. We never store full card numbers; card payments are handled by our PCI DSS-certified payment provider.</li><li><strong>Browsing information:</strong> pages viewed, device and approximate location, collected with cookies where you have consented.</li></ul>':
        '<ul><li><strong>Les informations que vous nous donnez :</strong> nom, e-mail, téléphone, adresses de livraison et de facturation, date de naissance (si vous rejoignez Insiders) et réponses aux questionnaires.</li><li><strong>Les informations de commande :</strong> vos achats, vos retours et le type de moyen de paiement. Nous ne conservons jamais les numéros de carte complets ; les paiements par carte sont traités par notre prestataire de paiement certifié PCI DSS.</li><li><strong>Les informations de navigation :</strong> pages consultées, appareil et localisation approximative, collectées au moyen de cookies lorsque vous y avez consenti.</li></ul>',
    '3. How we use it': '3. Comment nous les utilisons',
    '<p>We use your information to process orders and returns, run your account and Insiders membership, answer your questions, prevent fraud, and, where you have agreed, send marketing and personalise what you see.</p><p>Our legal bases are performance of a contract, our legitimate interests (for example fraud prevention and improving our service), your consent (for marketing and non-essential cookies) and legal obligations (for example tax records).</p>':
        '<p>Nous utilisons vos informations pour traiter les commandes et les retours, gérer votre compte et votre adhésion Insiders, répondre à vos questions, prévenir la fraude et, si vous l’avez accepté, vous envoyer des communications marketing et personnaliser ce que vous voyez.</p><p>Nos bases légales sont l’exécution d’un contrat, nos intérêts légitimes (par exemple la prévention de la fraude et l’amélioration de notre service), votre consentement (pour le marketing et les cookies non essentiels) et nos obligations légales (par exemple les registres fiscaux).</p>',
    '4. Sharing': '4. Partage',
    '<p>We share information with service providers who act on our instructions: delivery companies, payment providers, our cross-border checkout partner, customer service tools and analytics providers. We do not sell your personal information.</p><p>California residents: we do not sell or share personal information for cross-context behavioural advertising without your opt-out choice being honoured. Use the cookie preferences link in the footer to opt out.</p>':
        '<p>Nous partageons des informations avec des prestataires qui agissent sur nos instructions : transporteurs, prestataires de paiement, notre partenaire de paiement international, outils de service client et fournisseurs d’analyse d’audience. Nous ne vendons pas vos données personnelles.</p><p>Résidents de Californie : nous ne vendons ni ne partageons de données personnelles à des fins de publicité comportementale intercontextuelle sans respecter votre choix d’opposition. Utilisez le lien des préférences en matière de cookies en pied de page pour vous y opposer.</p>',
    '5. International transfers': '5. Transferts internationaux',
    '<p>Where information is transferred outside the UK or EEA we rely on adequacy decisions or the standard contractual clauses approved by the UK and EU authorities.</p>':
        '<p>Lorsque des informations sont transférées hors du Royaume-Uni ou de l’EEE, nous nous appuyons sur des décisions d’adéquation ou sur les clauses contractuelles types approuvées par les autorités britanniques et européennes.</p>',
    '6. How long we keep it': '6. Durée de conservation',
    '<p>Order records are kept for 7 years for tax purposes. Account information is kept while your account is active and deleted 3 years after your last activity.</p>':
        '<p>Les données de commande sont conservées 7 ans à des fins fiscales. Les informations de compte sont conservées tant que votre compte est actif et supprimées 3 ans après votre dernière activité.</p>',
    '7. Your rights': '7. Vos droits',
    '<p>Depending on where you live you may ask to access, correct, delete or port your information, object to or restrict processing, and withdraw consent at any time. Email privacy@vela-active.example; we respond within one month. You may also complain to the Information Commissioner’s Office (UK), your local EU supervisory authority or the Office of the Australian Information Commissioner.</p>':
        '<p>Selon votre lieu de résidence, vous pouvez demander à accéder à vos informations, à les rectifier, à les supprimer ou à les transférer, vous opposer à leur traitement ou le limiter, et retirer votre consentement à tout moment. Écrivez à privacy@vela-active.example ; nous répondons sous un mois. Vous pouvez également introduire une réclamation auprès de l’Information Commissioner’s Office (Royaume-Uni), de votre autorité de contrôle locale dans l’UE ou de l’Office of the Australian Information Commissioner.</p>',
    '8. Security': '8. Sécurité',
    '<p>Our site uses TLS encryption throughout. Accounts are protected by hashed passwords and sessions expire after 30 minutes of inactivity. We will never ask for your password by email or phone.</p>':
        '<p>Notre site utilise le chiffrement TLS sur toutes ses pages. Les comptes sont protégés par des mots de passe hachés et les sessions expirent après 30 minutes d’inactivité. Nous ne vous demanderons jamais votre mot de passe par e-mail ou par téléphone.</p>',
    'Security & Privacy | VELA': 'Sécurité et confidentialité | VELA',
    'How VELA collects, uses and protects your personal information.':
        'Comment VELA collecte, utilise et protège vos données personnelles.',
    'Security & Privacy': 'Sécurité et confidentialité',
    '<p>This notice explains what personal information we collect when you shop with us, why we collect it, and the choices you have.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Cette notice explique quelles données personnelles nous collectons lorsque vous achetez chez nous, pourquoi nous les collectons et quels choix s’offrent à vous.</p><p><em>Dernière mise à jour : 1er février 2025</em></p>',
    '1. Strictly necessary cookies': '1. Cookies strictement nécessaires',
    '<p>These keep you signed in, remember your bag and your delivery country, and record your cookie choices. They cannot be switched off.</p><ul><li>Session and basket cookies: deleted when your session ends</li><li>Country preference: 365 days</li><li>Consent record: 12 months</li></ul>':
        '<p>Ils vous maintiennent connectée, mémorisent votre panier et votre pays de livraison, et enregistrent vos choix en matière de cookies. Ils ne peuvent pas être désactivés.</p><ul><li>Cookies de session et de panier : supprimés à la fin de votre session</li><li>Préférence de pays : 365 jours</li><li>Enregistrement du consentement : 12 mois</li></ul>',
    '2. Performance cookies': '2. Cookies de performance',
    '<p>With your consent, these tell us which pages are visited and how the site performs, so we can fix problems. The information is aggregated.</p>':
        '<p>Avec votre consentement, ils nous indiquent quelles pages sont consultées et comment le site fonctionne, afin de corriger les problèmes. Les informations sont agrégées.</p>',
    '3. Functional cookies': '3. Cookies fonctionnels',
    '<p>These remember choices such as a dismissed sign-up popup (365 days) or a popup already shown today (1 day), and Insiders status (1 hour).</p>':
        '<p>Ils mémorisent des choix comme une fenêtre d’inscription fermée (365 jours) ou une fenêtre déjà affichée aujourd’hui (1 jour), ainsi que votre statut Insiders (1 heure).</p>',
    '4. Targeting cookies': '4. Cookies de ciblage',
    '<p>With your consent, our advertising and personalisation partners use these to show you relevant products on our site and elsewhere.</p>':
        '<p>Avec votre consentement, nos partenaires publicitaires et de personnalisation les utilisent pour vous montrer des produits pertinents sur notre site et ailleurs.</p>',
    '5. Managing your choices': '5. Gérer vos choix',
    '<p>You can change your choices at any time from the cookie preferences link in the footer, or block cookies in your browser settings. Blocking necessary cookies will stop parts of the site from working.</p>':
        '<p>Vous pouvez modifier vos choix à tout moment via le lien des préférences en matière de cookies en pied de page, ou bloquer les cookies dans les réglages de votre navigateur. Bloquer les cookies nécessaires empêchera certaines parties du site de fonctionner.</p>',
    'Cookie Policy | VELA': 'Politique en matière de cookies | VELA',
    'The cookies VELA uses and how to manage them.': 'Les cookies utilisés par VELA et comment les gérer.',
    'Cookie Policy': 'Politique en matière de cookies',
    '<p>Cookies are small text files stored on your device. We use them to make the site work, to remember your choices and, with your consent, to measure and personalise.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Les cookies sont de petits fichiers texte enregistrés sur votre appareil. Nous les utilisons pour faire fonctionner le site, mémoriser vos choix et, avec votre consentement, mesurer l’audience et personnaliser votre expérience.</p><p><em>Dernière mise à jour : 1er février 2025</em></p>',
    '1. What we do': '1. Ce que nous faisons',
    '<ul><li>Every page can be navigated with a keyboard, with visible focus indicators</li><li>Images carry text alternatives, and decorative images are hidden from screen readers</li><li>Colour contrast meets AA ratios for text and controls</li><li>Videos never autoplay with sound and can be paused</li></ul>':
        '<ul><li>Chaque page peut être parcourue au clavier, avec des indicateurs de focus visibles</li><li>Les images comportent des alternatives textuelles, et les images décoratives sont masquées aux lecteurs d’écran</li><li>Le contraste des couleurs respecte les ratios AA pour le texte et les commandes</li><li>Les vidéos ne démarrent jamais automatiquement avec le son et peuvent être mises en pause</li></ul>',
    '2. Known limitations': '2. Limites connues',
    '<p>Some third-party widgets, such as customer photo galleries and reviews, may not fully meet the guidelines. We are working with their providers to improve them.</p>':
        '<p>Certains modules tiers, comme les galeries de photos clientes et les avis, peuvent ne pas respecter entièrement les recommandations. Nous travaillons avec leurs fournisseurs pour les améliorer.</p>',
    '3. Contact us': '3. Nous contacter',
    '<p>If you have difficulty using any part of our site, please contact Customer Care on 0800 123 4567 (UK) or 1-800-555-0142 (US), or email access@vela-active.example. We aim to respond within 2 working days.</p>':
        '<p>Si vous rencontrez des difficultés sur une partie de notre site, contactez le Service client au 0800 123 4567 (Royaume-Uni) ou au 1-800-555-0142 (États-Unis), ou écrivez à access@vela-active.example. Nous nous efforçons de répondre sous 2 jours ouvrés.</p>',
    'Accessibility | VELA': 'Accessibilité | VELA',
    'Our commitment to an accessible shopping experience.':
        'Notre engagement pour une expérience d’achat accessible.',
    '<p>We want everyone to be able to shop with VELA. Our site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Nous voulons que tout le monde puisse acheter chez VELA. Notre site vise la conformité aux Règles pour l’accessibilité des contenus Web (WCAG) 2.1, niveau AA.</p><p><em>Dernière mise à jour : 1er février 2025</em></p>',
    '1. Accounts': '1. Comptes',
    '<p>Wholesale accounts are opened at our discretion following a credit check. Minimum opening order: 60 units; minimum repeat order: 24 units.</p>':
        '<p>Les comptes professionnels sont ouverts à notre discrétion après vérification de solvabilité. Première commande minimum : 60 pièces ; réassort minimum : 24 pièces.</p>',
    '2. Prices and payment': '2. Prix et paiement',
    '<p>Wholesale prices exclude VAT and sales tax and are quoted in GBP, EUR, USD or AUD. Payment is due 30 days from the invoice date. We may suspend deliveries on overdue accounts and charge interest at 4% above the Bank of England base rate.</p>':
        '<p>Les prix de gros s’entendent hors TVA et taxes de vente et sont exprimés en GBP, EUR, USD ou AUD. Le paiement est dû à 30 jours date de facture. Nous pouvons suspendre les livraisons des comptes en retard de paiement et facturer des intérêts de 4 % au-dessus du taux de base de la Banque d’Angleterre.</p>',
    '3. Delivery and risk': '3. Livraison et transfert des risques',
    '<p>Goods are delivered DAP to your nominated address. Risk passes on delivery; title passes when we receive payment in full. Shortages must be reported within 5 working days of delivery.</p>':
        '<p>Les marchandises sont livrées DAP à l’adresse que vous indiquez. Les risques sont transférés à la livraison ; la propriété est transférée à réception du paiement intégral. Les manquants doivent être signalés sous 5 jours ouvrés après la livraison.</p>',
    '4. Returns': '4. Retours',
    '<p>Wholesale orders are not returnable except for faulty goods, which must be reported within 30 days with photographs. Approved returns are credited to your account.</p>':
        '<p>Les commandes de gros ne peuvent pas être retournées, sauf articles défectueux, à signaler sous 30 jours avec photos. Les retours acceptés sont crédités sur votre compte.</p>',
    '5. Brand use': '5. Utilisation de la marque',
    '<p>Stockists may use VELA trademarks and imagery only to promote VELA products, following our brand guidelines, and may not sell through third-party marketplaces without written consent.</p>':
        '<p>Les revendeurs ne peuvent utiliser les marques et visuels VELA que pour promouvoir les produits VELA, dans le respect de notre charte de marque, et ne peuvent pas vendre sur des places de marché tierces sans accord écrit.</p>',
    'Wholesale Terms & Conditions | VELA': 'Conditions de vente en gros | VELA',
    'Terms for VELA wholesale and stockist partners.':
        'Conditions pour les partenaires grossistes et revendeurs VELA.',
    'Wholesale Terms & Conditions': 'Conditions de vente en gros',
    '<p>These terms apply to purchases by approved wholesale accounts, studios and stockists. They do not apply to consumer purchases.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Ces conditions s’appliquent aux achats des comptes professionnels agréés, studios et revendeurs. Elles ne s’appliquent pas aux achats des particuliers.</p><p><em>Dernière mise à jour : 1er février 2025</em></p>',
    '1. How it works': '1. Comment ça marche',
    '<ul><li>Apply through our affiliate network</li><li>Get approved within 5 working days</li><li>Earn 8% commission on sales you refer, with a 30-day cookie window</li></ul>':
        '<ul><li>Postulez via notre réseau d’affiliation</li><li>Obtenez votre validation sous 5 jours ouvrés</li><li>Touchez 8 % de commission sur les ventes que vous générez, avec une durée de cookie de 30 jours</li></ul>',
    '2. What we look for': '2. Ce que nous recherchons',
    '<p>Content that fits our brand: training, wellbeing and style. We do not work with voucher sites that bid on our brand name.</p>':
        '<p>Des contenus en accord avec notre marque : entraînement, bien-être et style. Nous ne travaillons pas avec les sites de codes promo qui enchérissent sur notre nom de marque.</p>',
    '3. Get in touch': '3. Nous contacter',
    '<p>Email affiliates@vela-active.example with a link to your channel.</p>':
        '<p>Écrivez à affiliates@vela-active.example en joignant le lien vers votre chaîne.</p>',
    'Affiliates | VELA': 'Affiliation | VELA',
    'Join the VELA affiliate programme.': 'Rejoignez le programme d’affiliation VELA.',
    '<p>Earn commission by sharing VELA with your audience. Our programme is open to publishers, creators and fitness professionals.</p><p><em>Last updated: 1 February 2025</em></p>':
        '<p>Gagnez des commissions en partageant VELA avec votre audience. Notre programme est ouvert aux éditeurs, créateurs de contenu et professionnels du fitness.</p><p><em>Dernière mise à jour : 1er février 2025</em></p>',
    '1. Our business and supply chain': '1. Notre activité et notre chaîne d’approvisionnement',
    '<p>We design activewear in London and work with fourteen tier-one manufacturing partners in Portugal, Turkey, Sri Lanka and Vietnam, and thirty tier-two fabric and trim suppliers.</p>':
        '<p>Nous concevons nos vêtements de sport à Londres et travaillons avec quatorze partenaires de fabrication de rang 1 au Portugal, en Turquie, au Sri Lanka et au Vietnam, ainsi qu’avec trente fournisseurs de tissus et de fournitures de rang 2.</p>',
    '2. Policies': '2. Politiques',
    '<p>Every supplier signs our Code of Conduct, based on the Ethical Trading Initiative Base Code, which prohibits forced, bonded and child labour and requires that workers never pay recruitment fees.</p>':
        '<p>Chaque fournisseur signe notre code de conduite, fondé sur le code de base de l’Ethical Trading Initiative, qui interdit le travail forcé, le travail servile et le travail des enfants, et exige que les travailleurs ne paient jamais de frais de recrutement.</p>',
    '3. Due diligence and audits': '3. Vigilance et audits',
    '<p>All tier-one factories are audited at least annually, including unannounced visits. In 2024 we completed 31 audits; two identified recruitment-fee risks, which were remediated with repayment to the workers affected.</p>':
        '<p>Toutes les usines de rang 1 sont auditées au moins une fois par an, y compris lors de visites inopinées. En 2024, nous avons réalisé 31 audits ; deux ont mis en évidence des risques liés aux frais de recrutement, corrigés par un remboursement des travailleurs concernés.</p>',
    '4. Training': '4. Formation',
    '<p>Our sourcing and quality teams complete annual training on recognising signs of forced labour. Factory managers receive training through our partner NGO.</p>':
        '<p>Nos équipes achats et qualité suivent chaque année une formation pour reconnaître les signes de travail forcé. Les responsables d’usine sont formés par notre ONG partenaire.</p>',
    '5. Approval': '5. Approbation',
    '<p>This statement was approved by the Board of VELA Active Ltd and is signed by Clara Hensley, Founder and Chief Executive.</p>':
        '<p>Cette déclaration a été approuvée par le conseil d’administration de VELA Active Ltd et est signée par Clara Hensley, fondatrice et directrice générale.</p>',
    'Anti-Human Trafficking Statement | VELA': 'Déclaration contre la traite des êtres humains | VELA',
    'Our statement under the Modern Slavery Act 2015.':
        'Notre déclaration au titre du Modern Slavery Act 2015.',
    'Anti-Human Trafficking Statement': 'Déclaration contre la traite des êtres humains',
    '<p>This statement is made under section 54 of the Modern Slavery Act 2015 and sets out the steps VELA Active Ltd has taken in the financial year ending 31 January 2025 to prevent slavery and human trafficking in our business and supply chains.</p><p><em>Last updated: 1 March 2025</em></p>':
        '<p>Cette déclaration est faite en application de l’article 54 du Modern Slavery Act 2015 et présente les mesures prises par VELA Active Ltd au cours de l’exercice clos le 31 janvier 2025 pour prévenir l’esclavage et la traite des êtres humains dans ses activités et ses chaînes d’approvisionnement.</p><p><em>Dernière mise à jour : 1er mars 2025</em></p>',
    '1. Verification': '1. Vérification',
    '<p>We evaluate and address risks of human trafficking and slavery through a risk assessment of each sourcing country and supplier before we place orders.</p>':
        '<p>Nous évaluons et traitons les risques de traite des êtres humains et d’esclavage au moyen d’une analyse des risques de chaque pays d’approvisionnement et de chaque fournisseur avant de passer commande.</p>',
    '2. Audits': '2. Audits',
    '<p>Independent auditors carry out announced and unannounced audits of our tier-one suppliers against our Code of Conduct.</p>':
        '<p>Des auditeurs indépendants réalisent des audits annoncés et inopinés de nos fournisseurs de rang 1 au regard de notre code de conduite.</p>',
    '3. Certification': '3. Certification',
    '<p>Suppliers certify that materials incorporated into our products comply with the laws on slavery and human trafficking of the countries in which they do business.</p>':
        '<p>Les fournisseurs certifient que les matières intégrées à nos produits respectent les lois sur l’esclavage et la traite des êtres humains des pays dans lesquels ils exercent leur activité.</p>',
    '4. Accountability and training': '4. Responsabilité et formation',
    '<p>Employees and suppliers who fail to meet our standards face corrective action, up to termination of the relationship. Staff with supply chain responsibilities receive annual training.</p>':
        '<p>Les employés et fournisseurs qui ne respectent pas nos normes font l’objet de mesures correctives pouvant aller jusqu’à la fin de la relation. Le personnel ayant des responsabilités dans la chaîne d’approvisionnement suit une formation annuelle.</p>',
    '5. Supplier list': '5. Liste des fournisseurs',
    '<p>Our full tier-one supplier list, with factory addresses and worker numbers, is updated every six months and available on request from responsibility@vela-active.example.</p>':
        '<p>La liste complète de nos fournisseurs de rang 1, avec l’adresse des usines et le nombre de travailleurs, est mise à jour tous les six mois et disponible sur demande à responsibility@vela-active.example.</p>',
    'Transparency in Supply Chain | VELA': 'Transparence de la chaîne d’approvisionnement | VELA',
    'Disclosures under the California Transparency in Supply Chains Act and our supplier list.':
        'Nos informations au titre du California Transparency in Supply Chains Act et notre liste de fournisseurs.',
    'Transparency in Supply Chain': 'Transparence de la chaîne d’approvisionnement',
    '<p>We believe customers should know where their clothes are made. This page sets out our disclosures under the California Transparency in Supply Chains Act of 2010 and links to our supplier list.</p><p><em>Last updated: 1 March 2025</em></p>':
        '<p>Nous pensons que chacun doit savoir où ses vêtements sont fabriqués. Cette page présente nos informations au titre du California Transparency in Supply Chains Act de 2010 et renvoie vers notre liste de fournisseurs.</p><p><em>Dernière mise à jour : 1er mars 2025</em></p>'
}
