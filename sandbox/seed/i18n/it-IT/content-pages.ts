import type {Phrasebook} from '../phrasebook'

/** Content pages: brand story, responsibility, offers, student and referral pages, landing pages, guides. In Italian. */
export const CONTENT_PAGES_IT: Phrasebook = {
    'Made by movers': 'Creato da chi si muove',
    'Ten years of designing with our community.': 'Dieci anni di design insieme alla nostra community.',
    '<p>Our design studio sits above our first shop in Covent Garden. Every style begins as a sketch, becomes a sample and is then worn by our testers through at least forty sessions before we sign it off.</p><p>That is why our leggings pass the squat test, our bras stay put on a trail descent and our seams never rub on mile twenty.</p>':
        '<p>Il nostro studio di design si trova sopra il nostro primo negozio a Covent Garden. Ogni modello nasce da uno schizzo, diventa un prototipo e viene poi indossato dalle nostre tester per almeno quaranta sessioni prima dell’approvazione.</p><p>Ecco perché i nostri leggings superano la prova dello squat, i nostri reggiseni restano al loro posto in discesa sui sentieri e le nostre cuciture non sfregano mai, nemmeno al trentesimo chilometro.</p>',
    'VELA today': 'VELA oggi',
    '<p>Today we have twelve shops in the UK, a studio in Dublin and customers in more than forty countries. We are still independent, and still obsessed with fit.</p>':
        '<p>Oggi abbiamo dodici negozi nel Regno Unito, uno studio a Dublino e clienti in più di quaranta paesi. Siamo ancora indipendenti, e ancora ossessionati dalla vestibilità.</p>',
    'Our Story | VELA': 'La nostra storia | VELA',
    'How VELA began: activewear designed by women who train, for women who train.':
        'Come è nata VELA: abbigliamento sportivo disegnato da donne che si allenano, per donne che si allenano.',
    '<p>VELA started in 2014 with one pair of leggings and a simple brief: kit that keeps up with you.</p>':
        '<p>VELA è nata nel 2014 con un solo paio di leggings e un obiettivo semplice: capi che tengano il tuo passo.</p>',
    '<p>Clara Hensley spent eight years as a sports physiotherapist before she sketched her first pair of leggings on the back of a treatment plan.</p><p>“My patients kept telling me their kit was holding them back: waistbands that rolled, bras that bounced, fabric that went see-through in a squat. I thought we could do better.”</p>':
        '<p>Clara Hensley è stata fisioterapista sportiva per otto anni prima di disegnare il suo primo paio di leggings sul retro di un piano di trattamento.</p><p>«Le mie pazienti continuavano a dirmi che i loro capi le limitavano: fasce che si arrotolavano, reggiseni che non tenevano, tessuti che diventavano trasparenti nello squat. Ho pensato che potessimo fare di meglio.»</p>',
    'What Clara still asks of every design': 'Cosa chiede ancora Clara a ogni modello',
    '<ul><li>Does it move the way a body moves?</li><li>Would you wear it for a whole day, not just a workout?</li><li>Will it still look good after a hundred washes?</li></ul>':
        '<ul><li>Si muove come si muove un corpo?</li><li>Lo indosseresti per un giorno intero, non solo per un allenamento?</li><li>Starà ancora bene dopo cento lavaggi?</li></ul>',
    'Our Founder | VELA': 'La nostra fondatrice | VELA',
    'Meet Clara Hensley, the former physiotherapist who founded VELA.':
        'Scopri Clara Hensley, l’ex fisioterapista che ha fondato VELA.',
    'Meet our founder': 'La nostra fondatrice',
    '<h2>Our planet</h2><p>Recycled fibres, lower-impact dyeing and packaging you can recycle at home.</p><p><a href="/responsibility/our-planet">Read more</a></p>':
        '<h2>Il nostro pianeta</h2><p>Fibre riciclate, tinture a minore impatto e imballaggi che puoi riciclare a casa.</p><p><a href="/responsibility/our-planet">Scopri di più</a></p>',
    '<h2>Our people</h2><p>Living wages, safe factories and a published supplier list.</p><p><a href="/responsibility/our-people">Read more</a></p>':
        '<h2>Le nostre persone</h2><p>Salari dignitosi, fabbriche sicure e un elenco fornitori pubblico.</p><p><a href="/responsibility/our-people">Scopri di più</a></p>',
    'Responsibility | VELA': 'Responsabilità | VELA',
    'Our commitments to the planet and the people who make our clothes.':
        'I nostri impegni per il pianeta e per le persone che realizzano i nostri capi.',
    '<p>Making activewear has an impact. Here is what we are doing to reduce ours, and how we report on progress.</p>':
        '<p>Produrre abbigliamento sportivo ha un impatto. Ecco cosa stiamo facendo per ridurre il nostro e come rendiamo conto dei progressi.</p>',
    'Our 2030 targets': 'I nostri obiettivi per il 2030',
    '<ul><li>90% of our polyamide and polyester from recycled sources (today: 71%)</li><li>Halve the carbon emissions per garment against our 2021 baseline</li><li>Plastic-free customer packaging (achieved in 2023)</li></ul>':
        '<ul><li>Il 90% della nostra poliammide e del nostro poliestere da fonti riciclate (oggi: 71%)</li><li>Dimezzare le emissioni di carbonio per capo rispetto al nostro riferimento del 2021</li><li>Imballaggi per i clienti senza plastica (obiettivo raggiunto nel 2023)</li></ul>',
    'Make it last': 'Fallo durare',
    '<p>The most sustainable legging is the one you already own. Wash at 30°C, skip the fabric softener and air dry: your kit will keep its shape for years.</p>':
        '<p>Il legging più sostenibile è quello che hai già. Lava a 30 °C, senza ammorbidente, e lascia asciugare all’aria: i tuoi capi manterranno la forma per anni.</p>',
    'Our Planet | VELA': 'Il nostro pianeta | VELA',
    'Recycled fabrics, lower-impact manufacturing and our 2030 targets.':
        'Tessuti riciclati, produzione a minore impatto e i nostri obiettivi per il 2030.',
    'Who makes our clothes': 'Chi realizza i nostri capi',
    '<p>We work with fourteen factories in Portugal, Turkey, Sri Lanka and Vietnam. We publish every tier-one supplier and audit each one at least once a year, unannounced.</p><p>Read our <a href="/anti-human-trafficking-statement">anti-human trafficking statement</a> and <a href="/transparency-in-supply-chain">supply chain transparency</a> report.</p>':
        '<p>Lavoriamo con quattordici fabbriche in Portogallo, Turchia, Sri Lanka e Vietnam. Pubblichiamo ogni fornitore di primo livello e ciascuno viene verificato almeno una volta l’anno, senza preavviso.</p><p>Leggi la nostra <a href="/anti-human-trafficking-statement">dichiarazione contro la tratta di esseri umani</a> e il rapporto sulla <a href="/transparency-in-supply-chain">trasparenza della catena di fornitura</a>.</p>',
    'Our People | VELA': 'Le nostre persone | VELA',
    'How we work with the factories and people who make VELA.':
        'Come lavoriamo con le fabbriche e le persone che realizzano VELA.',
    'Our people': 'Le nostre persone',
    'For yoga': 'Per lo yoga',
    'For running': 'Per la corsa',
    'For the gym': 'Per la palestra',
    'For the outdoors': 'Per l’outdoor',
    'Shop by Activity | VELA': 'Scegli per attività | VELA',
    'Yoga, running, gym and outdoor kit from VELA.': 'Capi VELA per yoga, corsa, palestra e outdoor.',
    '<p>Whatever moves you, we have designed kit for it.</p>':
        '<p>Qualunque cosa ti faccia muovere, abbiamo disegnato i capi giusti.</p>',
    'Your perks': 'I tuoi vantaggi',
    '<ul><li><strong>Early access</strong> to new collections, 48 hours before everyone else</li><li><strong>Birthday treat</strong>: 20% off during your birthday month</li><li><strong>Members-only events</strong>: run clubs, yoga classes and shop evenings</li><li><strong>Free returns</strong>, always</li></ul>':
        '<ul><li><strong>Accesso anticipato</strong> alle nuove collezioni, 48 ore prima di tutti</li><li><strong>Sorpresa di compleanno</strong>: 20% di sconto nel mese del tuo compleanno</li><li><strong>Eventi riservati ai membri</strong>: run club, lezioni di yoga e serate in negozio</li><li><strong>Resi gratuiti</strong>, sempre</li></ul>',
    'Insiders FAQs': 'Domande frequenti su Insiders',
    '**Is it free?** Yes, always.\n\n**How do I join?** Create an account and tick the Insiders box, or sign up from any Insiders popup.':
        '**È gratuito?** Sì, sempre.\n\n**Come mi iscrivo?** Crea un account e seleziona la casella Insiders, oppure iscriviti da qualsiasi finestra Insiders.',
    'VELA Insiders | Free Membership': 'VELA Insiders | Iscrizione gratuita',
    'Join VELA Insiders for early access, birthday treats and members-only offers.':
        'Unisciti a VELA Insiders per accesso anticipato, sorprese di compleanno e offerte riservate ai membri.',
    'VELA Insiders': 'VELA Insiders',
    '<p>Free to join. Early access to every launch, a treat on your birthday and offers just for members.</p>':
        '<p>Iscrizione gratuita. Accesso anticipato a ogni lancio, una sorpresa per il tuo compleanno e offerte solo per i membri.</p>',
    'How it works': 'Come funziona',
    '<ul><li>Choose <a href="/student-discount/student-beans">Student Beans</a> or <a href="/student-discount/unidays">UNiDAYS</a></li><li>Verify your student status (it takes a minute)</li><li>Use your one-time code at checkout</li></ul>':
        '<ul><li>Scegli <a href="/student-discount/student-beans">Student Beans</a> o <a href="/student-discount/unidays">UNiDAYS</a></li><li>Verifica il tuo stato di studente (basta un minuto)</li><li>Usa il tuo codice monouso al pagamento</li></ul>',
    'Student Discount | VELA': 'Sconto studenti | VELA',
    'Students get 15% off VELA every day.': 'Gli studenti hanno il 15% di sconto su VELA tutti i giorni.',
    '<p>Verified students get 15% off full-price styles, every day. Verify through Student Beans or UNiDAYS to get your code.</p>':
        '<p>Gli studenti verificati hanno il 15% di sconto sui capi a prezzo pieno, tutti i giorni. Verifica il tuo stato con Student Beans o UNiDAYS per ottenere il codice.</p>',
    'This month': 'Questo mese',
    '<p><strong>Insiders:</strong> 20% off the new season collection until Sunday.</p><p><strong>Everyone:</strong> buy any two bras and get a third free. The cheapest item is free; excludes sale.</p>':
        '<p><strong>Insiders:</strong> 20% di sconto sulla nuova collezione fino a domenica.</p><p><strong>Per tutti:</strong> acquista due reggiseni qualsiasi e il terzo è in regalo. L’articolo meno caro è gratuito; saldi esclusi.</p>',
    'Build your bra wardrobe': 'Crea il tuo guardaroba di reggiseni',
    'Exclusive Offers | VELA': 'Offerte esclusive | VELA',
    'Current offers and promotions at VELA.': 'Offerte e promozioni in corso da VELA.',
    'Exclusive offers': 'Offerte esclusive',
    'The small print': 'Le condizioni',
    '<ul><li>Open to students in the UK aged 16 and over.</li><li>One code per order; codes cannot be combined with other offers.</li><li>Excludes gift cards and sale items.</li></ul>':
        '<ul><li>Riservato agli studenti nel Regno Unito dai 16 anni in su.</li><li>Un codice per ordine; i codici non sono cumulabili con altre offerte.</li><li>Carte regalo e articoli in saldo esclusi.</li></ul>',
    'Student Beans Student Discount | VELA': 'Sconto studenti Student Beans | VELA',
    'Verify with Student Beans for 15% off VELA.': 'Verifica con Student Beans per il 15% di sconto su VELA.',
    '15% student discount with Student Beans': '15% di sconto studenti con Student Beans',
    '<p>Log in or register with Student Beans, verify your student status and get a one-time code for 15% off full-price styles.</p>':
        '<p>Accedi o registrati su Student Beans, verifica il tuo stato di studente e ottieni un codice monouso per il 15% di sconto sui capi a prezzo pieno.</p>',
    '<ul><li>Open to verified students in the countries we deliver to.</li><li>One code per order; codes cannot be combined with other offers.</li><li>Excludes gift cards and sale items.</li></ul>':
        '<ul><li>Riservato agli studenti verificati nei paesi in cui spediamo.</li><li>Un codice per ordine; i codici non sono cumulabili con altre offerte.</li><li>Carte regalo e articoli in saldo esclusi.</li></ul>',
    'Verify with Student Beans for 10% off VELA.': 'Verifica con Student Beans per il 10% di sconto su VELA.',
    '10% student discount with Student Beans': '10% di sconto studenti con Student Beans',
    '<p>Log in or register with Student Beans, verify your student status and get a one-time code for 10% off full-price styles.</p>':
        '<p>Accedi o registrati su Student Beans, verifica il tuo stato di studente e ottieni un codice monouso per il 10% di sconto sui capi a prezzo pieno.</p>',
    'UNiDAYS Student Discount | VELA': 'Sconto studenti UNiDAYS | VELA',
    'Verify with UNiDAYS for 15% off VELA.': 'Verifica con UNiDAYS per il 15% di sconto su VELA.',
    '15% student discount with UNiDAYS': '15% di sconto studenti con UNiDAYS',
    '<p>Log in or register with UNiDAYS, verify your student status and get a one-time code for 15% off full-price styles.</p>':
        '<p>Accedi o registrati su UNiDAYS, verifica il tuo stato di studente e ottieni un codice monouso per il 15% di sconto sui capi a prezzo pieno.</p>',
    'Verify with UNiDAYS for 10% off VELA.': 'Verifica con UNiDAYS per il 10% di sconto su VELA.',
    '10% student discount with UNiDAYS': '10% di sconto studenti con UNiDAYS',
    '<p>Log in or register with UNiDAYS, verify your student status and get a one-time code for 10% off full-price styles.</p>':
        '<p>Accedi o registrati su UNiDAYS, verifica il tuo stato di studente e ottieni un codice monouso per il 10% di sconto sui capi a prezzo pieno.</p>',
    '<ul><li>Share your personal link from your account</li><li>Your friend gets 20% off their first order over £60</li><li>You get a £15 reward once their order has shipped and the 30-day return window has passed</li></ul>':
        '<ul><li>Condividi il tuo link personale dal tuo account</li><li>La tua amica ottiene il 20% di sconto sul primo ordine sopra 60 £</li><li>Tu ricevi un premio di 15 £ quando il suo ordine è stato spedito e sono trascorsi i 30 giorni per il reso</li></ul>',
    'Refer a Friend | VELA': 'Invita un’amica | VELA',
    'Give a friend 20% off their first order and get a £15 reward.':
        'Regala a un’amica il 20% di sconto sul primo ordine e ricevi un premio di 15 £.',
    '<p>Give your friends 20% off their first VELA order. When they spend £60 or more, you get a £15 reward.</p>':
        '<p>Regala alle tue amiche il 20% di sconto sul loro primo ordine VELA. Quando spendono 60 £ o più, ricevi un premio di 15 £.</p>',
    '<ul><li>Share your personal link from your account</li><li>Your friend gets 20% off their first order over the equivalent of £60</li><li>You get a reward worth 15% of their order once their order has shipped and the 30-day return window has passed</li></ul>':
        '<ul><li>Condividi il tuo link personale dal tuo account</li><li>La tua amica ottiene il 20% di sconto sul primo ordine sopra l’equivalente di 60 £</li><li>Tu ricevi un premio pari al 15% del suo ordine quando è stato spedito e sono trascorsi i 30 giorni per il reso</li></ul>',
    'Give a friend 20% off their first order and get a reward worth 15% of their order.':
        'Regala a un’amica il 20% di sconto sul primo ordine e ricevi un premio pari al 15% del suo ordine.',
    '<p>Give your friends 20% off their first VELA order. When they spend the equivalent of £60 or more, you get a reward worth 15% of their order.</p>':
        '<p>Regala alle tue amiche il 20% di sconto sul loro primo ordine VELA. Quando spendono l’equivalente di 60 £ o più, ricevi un premio pari al 15% del loro ordine.</p>',
    'You might also like': 'Potrebbe piacerti anche',
    'The Summer Edit | VELA': 'La selezione estiva | VELA',
    'Lightweight layers for warm-weather training.': 'Strati leggeri per allenarsi quando fa caldo.',
    '<h1>The Summer Edit</h1><p>Featherweight fabrics, bright colours and shorts that don’t ride up.</p><ul><li><a href="/shop/bottoms/shorts">Shop shorts</a></li><li><a href="/shop/tops/tanks">Shop tanks</a></li></ul>':
        '<h1>La selezione estiva</h1><p>Tessuti leggerissimi, colori vivaci e shorts che non salgono.</p><ul><li><a href="/shop/bottoms/shorts">Scopri gli shorts</a></li><li><a href="/shop/tops/tanks">Scopri le canotte</a></li></ul>',
    'Studio to Street | VELA': 'Dallo studio alla strada | VELA',
    'Yoga kit that works beyond the mat.': 'Capi da yoga che vanno oltre il tappetino.',
    '<h1>Studio to Street</h1><p>From sunrise flow to the school run: pieces that go wherever the day does.</p>':
        '<h1>Dallo studio alla strada</h1><p>Dal flow all’alba all’uscita da scuola: capi che ti seguono per tutta la giornata.</p>',
    'The Power Icon Bra | VELA': 'Il reggiseno Power Icon | VELA',
    'Our highest-support bra.': 'Il nostro reggiseno a sostegno più elevato.',
    '<h1>The Power Icon Bra</h1><p>Our highest-support bra: moulded cups, a wide underband and adjustable straps, tested on 200 runners.</p>':
        '<h1>Il reggiseno Power Icon</h1><p>Il nostro reggiseno a sostegno più elevato: coppe preformate, ampia fascia sottoseno e spalline regolabili, testato su 200 runner.</p>',
    'Leggings Quiz | VELA': 'Quiz leggings | VELA',
    'Find your perfect leggings in 60 seconds.': 'Trova i leggings perfetti in 60 secondi.',
    '<h1>Find your leggings</h1><p>Tell us how you move and we will match you with the right fabric, length and fit.</p><div id="leggings-quiz"></div>':
        '<h1>Trova i tuoi leggings</h1><p>Dicci come ti muovi e ti consiglieremo il tessuto, la lunghezza e la vestibilità giusti.</p><div id="leggings-quiz"></div>',
    'Bra Quiz | VELA': 'Quiz reggiseni | VELA',
    'Find the right sports bra support for you.': 'Trova il sostegno giusto per il tuo reggiseno sportivo.',
    '<h1>Find your bra</h1><p>Three questions about your activity and fit preferences.</p><div id="bra-quiz"></div>':
        '<h1>Trova il tuo reggiseno</h1><p>Tre domande sulla tua attività e sulle tue preferenze di vestibilità.</p><div id="bra-quiz"></div>',
    'Sign up': 'Iscriviti',
    'See you Thursday': 'Ci vediamo giovedì',
    'Free, friendly, no one left behind.': 'Gratuito, amichevole, nessuno resta indietro.',
    'VELA Run Club': 'VELA Run Club',
    'Free weekly runs from VELA shops.': 'Corse settimanali gratuite dai negozi VELA.',
    '<p>Every Thursday at 6.30pm from our shops. 5k and 10k groups; all paces welcome; bag drop included.</p>':
        '<p>Ogni giovedì alle 18:30 dai nostri negozi. Gruppi da 5 e 10 km; tutti i ritmi sono benvenuti; deposito borse incluso.</p>',
    Sculpt: 'Sculpt',
    'Compressive, squat-proof and matte. Best for gym and running.':
        'A compressione, coprente nello squat e opaco. Ideale per palestra e corsa.',
    Featherlight: 'Featherlight',
    'Brushed, buttery-soft and lightly supportive. Best for yoga and rest days.':
        'Spazzolato, morbidissimo e con un leggero sostegno. Ideale per lo yoga e i giorni di riposo.',
    Stormshell: 'Stormshell',
    'Showerproof, windproof and packable. Best for outdoor sessions.':
        'Idrorepellente, antivento e ripiegabile. Ideale per gli allenamenti all’aperto.',
    'Fabric Guide | VELA': 'Guida ai tessuti | VELA',
    'Which VELA fabric is right for your workout.': 'Quale tessuto VELA è adatto al tuo allenamento.',
    'Fabric guide': 'Guida ai tessuti',
    'Layout test': 'Test di layout',
    'A hero with two calls to action.': 'Un banner principale con due inviti all’azione.',
    'Layout test | VELA': 'Test di layout | VELA',
    'Internal page for trying new layouts.': 'Pagina interna per provare nuovi layout.',
    'New hero layout': 'Nuovo layout del banner',
    'From our community': 'Dalla nostra community',
    'How our community wears VELA.': 'Come la nostra community indossa VELA.',
    '<p>Tag <strong>#SportedByYou</strong> on Instagram for a chance to be featured.</p>':
        '<p>Tagga <strong>#SportedByYou</strong> su Instagram per avere la possibilità di essere in evidenza.</p>',
    'Sculpt fabric': 'Tessuto Sculpt',
    'Compressive, matte and completely squat-proof.':
        'A compressione, opaco e completamente coprente nello squat.',
    'Pockets that fit a phone': 'Tasche che contengono un telefono',
    'Two side pockets, one hidden waistband pocket.': 'Due tasche laterali, una tasca nascosta nella fascia.',
    'The Leggings Edit | VELA': 'La selezione leggings | VELA',
    'Our best leggings, and the stories behind them.':
        'I nostri leggings migliori, e le storie dietro di loro.',
    '<p>Eleven years, forty-two fabric trials and one obsession: leggings that stay put. Here are the pairs our community reaches for most.</p>':
        '<p>Undici anni, quarantadue prove di tessuto e un’ossessione: leggings che restano al loro posto. Ecco i modelli che la nostra community sceglie più spesso.</p>',
    'Matching Sets | VELA': 'Set coordinati | VELA',
    'Leggings and bras designed to be worn together.':
        'Leggings e reggiseni pensati per essere indossati insieme.',
    'Build your set': 'Crea il tuo set',
    'Choose a bra and leggings in the same colour: every set is dyed together, so the shades match exactly.':
        'Scegli un reggiseno e dei leggings dello stesso colore: ogni set viene tinto insieme, così le tonalità coincidono perfettamente.',
    'Start with a bra': 'Inizia con un reggiseno',
    'Add leggings': 'Aggiungi i leggings',
    'Finish with a layer': 'Completa con uno strato',
    'Careers at VELA': 'Lavora con VELA',
    '<h1>Careers</h1><p>We are always looking for people who love to move. Current vacancies are listed on our careers portal; shop roles are advertised in store.</p><p><a href="mailto:careers@vela-active.example">careers@vela-active.example</a></p>':
        '<h1>Lavora con noi</h1><p>Cerchiamo sempre persone che amano muoversi. Le posizioni aperte sono pubblicate sul nostro portale carriere; le posizioni nei negozi sono affisse in negozio.</p><p><a href="mailto:careers@vela-active.example">careers@vela-active.example</a></p>',
    'Bra Measurement Guide': 'Guida alle misure del reggiseno',
    '<h1>How to measure for a sports bra</h1><ul><li><strong>Band:</strong> measure snugly around your ribcage, directly under your bust.</li><li><strong>Bust:</strong> measure around the fullest part of your bust, keeping the tape level.</li><li><strong>Cup:</strong> each inch of difference between bust and band is one cup size (1 inch = A, 2 = B, 3 = C, 4 = D).</li></ul><p>Between sizes? Go up a band for low-impact styles and stay true to size for high impact.</p>':
        '<h1>Come prendere le misure per un reggiseno sportivo</h1><ul><li><strong>Fascia:</strong> misura bene aderente intorno alla gabbia toracica, subito sotto il seno.</li><li><strong>Seno:</strong> misura intorno al punto più pieno del seno, tenendo il metro orizzontale.</li><li><strong>Coppa:</strong> ogni pollice (2,5 cm) di differenza tra seno e fascia corrisponde a una taglia di coppa (1 pollice = A, 2 = B, 3 = C, 4 = D).</li></ul><p>Sei tra due taglie? Scegli la fascia più grande per i modelli a basso impatto e la tua taglia abituale per l’alto impatto.</p>',
    'Size Guide': 'Guida alle taglie',
    '<h1>Size guide</h1><h2>Clothing</h2><table><thead><tr><th>UK</th><th>US</th><th>EU</th><th>AU</th><th>Waist (cm)</th><th>Hip (cm)</th></tr></thead><tbody><tr><td>XS (6)</td><td>2</td><td>34</td><td>6</td><td>61-65</td><td>87-91</td></tr><tr><td>S (8)</td><td>4</td><td>36</td><td>8</td><td>66-70</td><td>92-96</td></tr><tr><td>M (10)</td><td>6</td><td>38</td><td>10</td><td>71-75</td><td>97-101</td></tr><tr><td>L (12)</td><td>8</td><td>40</td><td>12</td><td>76-80</td><td>102-106</td></tr><tr><td>XL (14)</td><td>10</td><td>42</td><td>14</td><td>81-86</td><td>107-112</td></tr></tbody></table><p>See also the <a href="/shop/underwear/sports-bras/bra-measurement-guide">bra measurement guide</a>.</p>':
        '<h1>Guida alle taglie</h1><h2>Abbigliamento</h2><table><thead><tr><th>UK</th><th>US</th><th>EU</th><th>AU</th><th>Vita (cm)</th><th>Fianchi (cm)</th></tr></thead><tbody><tr><td>XS (6)</td><td>2</td><td>34</td><td>6</td><td>61-65</td><td>87-91</td></tr><tr><td>S (8)</td><td>4</td><td>36</td><td>8</td><td>66-70</td><td>92-96</td></tr><tr><td>M (10)</td><td>6</td><td>38</td><td>10</td><td>71-75</td><td>97-101</td></tr><tr><td>L (12)</td><td>8</td><td>40</td><td>12</td><td>76-80</td><td>102-106</td></tr><tr><td>XL (14)</td><td>10</td><td>42</td><td>14</td><td>81-86</td><td>107-112</td></tr></tbody></table><p>Vedi anche la <a href="/shop/underwear/sports-bras/bra-measurement-guide">guida alle misure del reggiseno</a>.</p>'
}
