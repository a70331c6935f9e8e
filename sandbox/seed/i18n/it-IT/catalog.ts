import type {Phrasebook} from '../phrasebook'

/** Catalogue copy in Italian: description templates, openers, feature bullets, fabrics, care, gift cards. */
export const CATALOG_IT: Phrasebook = {
    '{opener} The {name} in {fabric}.': '{opener} Il modello {name}, in {fabric}.',
    '<p>{opener} Meet the {name}.</p>': '<p>{opener} Ecco il modello {name}.</p>',
    Fabric: 'Tessuto',
    Care: 'Manutenzione',

    'Made for the moments you push harder.': 'Pensato per i momenti in cui dai il massimo.',
    'Our most-loved fit, refined season after season.':
        'La nostra vestibilità più amata, perfezionata stagione dopo stagione.',
    'Quietly technical and endlessly wearable.': 'Discretamente tecnico e sempre facile da indossare.',
    'From warm-up to cool-down, and everything after.': 'Dal riscaldamento al defaticamento, e oltre.',
    'Designed with our community of athletes and tested in the studio.':
        'Progettato con la nostra community di atleti e testato in studio.',

    'Squat-proof, second-skin fabric with four-way stretch':
        'Tessuto effetto seconda pelle, elastico in quattro direzioni e coprente anche nello squat',
    'High-rise waistband that stays put without digging in':
        'Fascia a vita alta che resta al suo posto senza stringere',
    'Hidden waistband pocket for a key or card': 'Tasca nascosta nella fascia per chiavi o carte',
    'Gusset designed for freedom of movement': 'Tassello sul cavallo per la massima libertà di movimento',
    'Sweat-wicking and quick drying': 'Traspirante e ad asciugatura rapida',
    'Flatlock seams to prevent chafing': 'Cuciture piatte che evitano gli sfregamenti',
    'Removable padding for adjustable coverage': 'Coppe imbottite removibili per una copertura su misura',
    'Wide underband for a secure, bounce-free fit':
        'Ampia fascia sottoseno per una tenuta sicura, senza rimbalzi',
    'Breathable mesh panels where you need them': 'Inserti in rete traspirante dove servono',
    'Adjustable straps with a hook-and-eye back fastening':
        'Spalline regolabili e chiusura posteriore a gancetti',
    'Sweat-wicking, quick-drying fabric': 'Tessuto traspirante ad asciugatura rapida',
    'Lightweight, breathable fabric that moves with you': 'Tessuto leggero e traspirante che si muove con te',
    'Drop-back hem for extra coverage': 'Orlo posteriore allungato per una copertura maggiore',
    'Soft-touch finish for all-day comfort':
        'Finitura morbida al tatto per un comfort che dura tutto il giorno',
    'Brushed-back fabric for warmth without bulk': 'Interno garzato: caldo senza ingombro',
    'Dropped shoulders for a relaxed shape': 'Spalle scese per una linea morbida',
    'Ribbed cuffs and hem': 'Polsini e orlo a coste',
    'Kangaroo pocket': 'Tasca a marsupio',
    'Embroidered VELA logo': 'Logo VELA ricamato',
    'Water-repellent finish that sheds light showers': 'Finitura idrorepellente contro la pioggia leggera',
    'Packs into its own pocket': 'Si ripiega nella sua stessa tasca',
    'Reflective details for low-light runs': 'Dettagli riflettenti per correre quando c’è poca luce',
    'Zipped pockets keep essentials secure': 'Tasche con zip per tenere al sicuro l’essenziale',
    'Adjustable hem to seal in warmth': 'Orlo regolabile che trattiene il calore',
    'Elasticated waistband with an internal drawcord': 'Vita elasticizzata con coulisse interna',
    'Side pockets deep enough for your phone': 'Tasche laterali abbastanza profonde per il telefono',
    'Lightweight fabric that dries fast': 'Tessuto leggero che si asciuga in fretta',
    'Tapered fit that stays out of the way': 'Vestibilità affusolata che non intralcia',
    'Designed in London and built to last': 'Disegnato a Londra, fatto per durare',
    'Easy to clean and quick to dry': 'Facile da pulire e rapido da asciugare',
    'Lightweight enough to take anywhere': 'Così leggero da portarlo ovunque',
    'Part of our recycled-materials range': 'Parte della nostra linea in materiali riciclati',

    '78% Nylon, 22% Elastane': '78% nylon, 22% elastan',
    '75% Recycled Nylon, 25% Elastane': '75% nylon riciclato, 25% elastan',
    '80% Polyester, 20% Elastane': '80% poliestere, 20% elastan',
    '68% Nylon, 32% Elastane': '68% nylon, 32% elastan',
    '88% Polyester, 12% Elastane': '88% poliestere, 12% elastan',
    '60% Modal, 35% Nylon, 5% Elastane': '60% modal, 35% nylon, 5% elastan',
    '100% Organic Cotton': '100% cotone biologico',
    '80% Cotton, 20% Polyester': '80% cotone, 20% poliestere',
    '95% Cotton, 5% Elastane': '95% cotone, 5% elastan',
    '80% Cotton, 20% Recycled Polyester brushed-back fleece':
        'felpa garzata 80% cotone, 20% poliestere riciclato',
    '100% Organic Cotton loopback': 'felpa a ricciolo 100% cotone biologico',
    '100% Recycled Polyester ripstop with DWR finish':
        'ripstop 100% poliestere riciclato con trattamento idrorepellente',
    '100% Nylon shell, 100% Polyester wadding': 'esterno 100% nylon, imbottitura 100% poliestere',
    'Natural tree rubber with a polyurethane top layer': 'gomma naturale con strato superiore in poliuretano',
    '100% TPE, PVC free': '100% TPE, senza PVC',
    'Cork top, rubber base': 'sughero su base in gomma',
    '100% Recycled Polyester': '100% poliestere riciclato',
    'Water-resistant nylon with a recycled lining': 'nylon idrorepellente con fodera riciclata',
    'Double-walled 18/8 stainless steel': 'acciaio inox 18/8 a doppia parete',
    'BPA-free Tritan': 'Tritan senza BPA',
    'Natural latex': 'lattice naturale',
    'Woven fabric with latex grip': 'tessuto intrecciato con grip in lattice',
    'Cast iron with a neoprene coating': 'ghisa rivestita in neoprene',
    '80% Cotton, 18% Polyamide, 2% Elastane': '80% cotone, 18% poliammide, 2% elastan',
    '100% Cotton twill': 'twill 100% cotone',

    'Machine wash at 30°C with similar colours. Do not tumble dry, iron or dry clean. Wash inside out.':
        'Lavare in lavatrice a 30 °C con colori simili. Non asciugare in asciugatrice, non stirare, non ' +
        'lavare a secco. Lavare al rovescio.',
    'Machine wash at 30°C on a gentle cycle. Do not tumble dry. Re-proof after several washes.':
        'Lavare in lavatrice a 30 °C con ciclo delicato. Non asciugare in asciugatrice. Ripristinare il ' +
        'trattamento idrorepellente dopo alcuni lavaggi.',
    'Machine wash at 30°C on a gentle cycle. Do not tumble dry or iron.':
        'Lavare in lavatrice a 30 °C con ciclo delicato. Non asciugare in asciugatrice, non stirare.',
    'Wipe clean with a damp cloth and mild soap. Air dry away from direct sunlight.':
        'Pulire con un panno umido e sapone neutro. Lasciare asciugare all’aria, lontano dalla luce diretta ' +
        'del sole.',
    'Hand wash only. Not suitable for the dishwasher or freezer.':
        'Lavare solo a mano. Non adatta alla lavastoviglie né al congelatore.',
    'Hand wash cold. Reshape and air dry.':
        'Lavare a mano in acqua fredda. Rimodellare e lasciare asciugare all’aria.',

    'Recycled card, presented in a VELA gift envelope': 'Cartoncino riciclato, in una busta regalo VELA',
    'Delivered by email': 'Inviata via e-mail',
    'A physical gift card posted in a VELA gift envelope. Valid for two years.':
        'Una carta regalo spedita per posta in una busta regalo VELA. Valida due anni.',
    'Sent by email on the date you choose, with your own message. Valid for two years.':
        'Inviata via e-mail alla data che scegli, con il tuo messaggio. Valida due anni.',
    '<p>A VELA Gift Card, posted to the address you enter at checkout in our signature gift envelope.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li><li>Valid for two years from purchase</li></ul>':
        '<p>Una carta regalo VELA, spedita nella nostra busta regalo firmata all’indirizzo che inserisci al ' +
        'momento dell’ordine.</p><ul><li>Scegli un importo da 10 a 200</li><li>Utilizzabile online</li>' +
        '<li>Valida due anni dall’acquisto</li></ul>',
    '<p>The easiest gift: a VELA E-Gift Card, delivered by email on the date you choose with a personal message.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li><li>Valid for two years from purchase</li></ul><p>Digital gift cards must be bought separately from other products.</p>':
        '<p>Il regalo più semplice: una carta regalo digitale VELA, inviata via e-mail alla data che scegli ' +
        'con un messaggio personale.</p><ul><li>Scegli un importo da 10 a 200</li><li>Utilizzabile online</li>' +
        '<li>Valida due anni dall’acquisto</li></ul><p>Le carte regalo digitali si acquistano separatamente ' +
        'dagli altri prodotti.</p>',
    // Badge labels and promotion messages (product attributes and badge rules).
    New: 'Novità',
    Sale: 'Saldi',
    Bestseller: 'Più venduto',
    'App Exclusive': 'Esclusiva app',
    'Limited Edition': 'Edizione limitata',
    'Low Stock': 'Ultimi pezzi',
    'Black Friday': 'Black Friday',
    'Summer Drop': 'Collezione estate',
    'Last Chance': 'Ultima occasione',
    'Just Landed': 'Appena arrivato',
    'Buy 2, save 15%': 'Acquistane 2, risparmi il 15%',
    'Free delivery on this item': 'Spedizione gratuita per questo articolo',
    'Complete the set: save 10% with a matching sports bra':
        'Completa il set: risparmi il 10% con il reggiseno sportivo coordinato',
    'Staff pick': 'Scelto dallo staff',
    // Size guide (PWA-GetSizeGuide) and merchandised popular searches (PWA-GetPopularSuggestions).
    'Size conversion': 'Conversione delle taglie',
    Size: 'Taglia',
    'Body measurements (cm)': 'Misure del corpo (cm)',
    Bust: 'Seno',
    Waist: 'Vita',
    Hip: 'Fianchi',
    'Body measurements (inches)': 'Misure del corpo (pollici)',
    'Sports bra sizes': 'Taglie dei reggiseni sportivi',
    'Cup sizes': 'Coppe',
    'Underband (cm)': 'Fascia sottoseno (cm)',
    'Bust (cm)': 'Seno (cm)',
    'Leg lengths (inside leg)': 'Lunghezze gamba (interno gamba)',
    'Leg length': 'Lunghezza gamba',
    inches: 'pollici',
    Fit: 'Vestibilità',
    Petite: 'Petite',
    'Full Length': 'Lunghezza intera',
    'Full length on shoppers 5\'3" (160 cm) and under': 'Lunghezza intera per chi è alta 160 cm o meno',
    'Sits just above the ankle. Tip: 5\'4" or under? Try 7/8 as full length':
        'Arriva appena sopra la caviglia. Consiglio: sei alta 163 cm o meno? Il 7/8 ti starà come una lunghezza intera',
    'Reaches the ankle bone': 'Arriva al malleolo',
    '<h3>How to measure</h3><ul><li><strong>Bust:</strong> around the fullest part of your chest.</li><li><strong>Waist:</strong> around your natural waistline, the narrowest part of your torso.</li><li><strong>Hip:</strong> around the fullest part of your hips.</li><li><strong>Inside leg:</strong> from the top of your inner thigh to your ankle bone.</li></ul>':
        '<h3>Come prendere le misure</h3><ul><li><strong>Seno:</strong> intorno al punto più pieno del petto.</li><li><strong>Vita:</strong> intorno al punto vita naturale, la parte più stretta del busto.</li><li><strong>Fianchi:</strong> intorno al punto più pieno dei fianchi.</li><li><strong>Interno gamba:</strong> dall’attaccatura interna della coscia al malleolo.</li></ul>',
    'Bottoms size guide': 'Guida alle taglie pantaloni',
    'Sports bra size guide': 'Guida alle taglie dei reggiseni sportivi',
    'Size guide': 'Guida alle taglie',
    'This product is one size.': 'Questo prodotto è in taglia unica.',
    'Clothing size guide': 'Guida alle taglie abbigliamento',
    Clothing: 'Abbigliamento',
    'Sports bras': 'Reggiseni sportivi',
    Leggings: 'Leggings',
    leggings: 'leggings',
    'sports bra': 'reggiseno sportivo',
    'power leggings': 'leggings power',
    'super soft': 'super soft',
    shorts: 'shorts',
    hoodie: 'felpa con cappuccio',
    joggers: 'pantaloni da jogging',
    seamless: 'senza cuciture',
    'yoga mat': 'tappetino da yoga',
    'gym bag': 'borsa da palestra',
    'running jacket': 'giacca da corsa',
    'crop top': 'crop top',
    'gift card': 'carta regalo',
    socks: 'calze',
    'black leggings': 'leggings neri'
}
