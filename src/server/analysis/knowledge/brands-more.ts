/**
 * Data: more organisations scams speak as, with the domains they really use, so that a message in
 * their name is read as theirs (a pretext), their own site is read as the sender's and a site that
 * wears their name is read as a look-alike: card issuers, streaming and ride services, energy and
 * phone companies, and the banks, carriers and wallets of the countries whose messages FactLens
 * reads (France, Germany, the Netherlands, Spain, Portugal, Brazil, Indonesia, Vietnam,
 * Thailand), and the charities appeals after a disaster name. Well-known names and their published domains only, never copied from a test data
 * set. Names that are also common words are matched only as written by the brand (cased) or
 * beside a word that makes them the brand ("Discover card"). Part of the one brand list
 * (brands.ts), after brands-services.ts.
 */
import type { Brand } from './brand-types';
import { b } from './brands-services';

const MONDIAL_RELAY = ['mondialrelay.fr', 'mondialrelay.com', 'mondialrelay.es', 'mondialrelay.be'];

export const MORE_SERVICES: readonly Brand[] = [
  // Card issuers, brokers and wallets (United States)
  b(
    'Discover',
    'bank',
    // Also as its cards and its site are written: "Discover it® Card", "Discover.com".
    'Discover(?= ?(?:[Cc]ard|Bank|:)|®| it\\b| mobile app|\\.com)|DISCOVER',
    'discovercard',
    ['discover.com'],
    true,
  ),
  b('Charles Schwab', 'bank', '(?:charles )?schwab', 'schwab', ['schwab.com']),
  b('Robinhood', 'payment', 'robinhood', 'robinhood', ['robinhood.com']),
  // Streaming, rides, games and tech support that scams name
  b('Spotify', 'tech', 'spotify', 'spotify', ['spotify.com', 'spotify.link']),
  b('Disney+', 'tech', 'disney ?(?:\\+|plus)', 'disneyplus', ['disneyplus.com', 'disney.com']),
  b('Hulu', 'tech', 'hulu', 'hulu', ['hulu.com']),
  b('Uber', 'tech', 'Uber|UBER', 'uber', ['uber.com'], true),
  b('Lyft', 'tech', 'lyft', 'lyft', ['lyft.com']),
  b('Roblox', 'tech', 'roblox', 'roblox', ['roblox.com']),
  b('TikTok', 'tech', 'tik ?tok', 'tiktok', ['tiktok.com']),
  b('Geek Squad', 'tech', 'geek ?squad', 'geeksquad', ['geeksquad.com', 'bestbuy.com']),
  // Energy and phone companies
  b('Xfinity', 'tech', 'xfinity|comcast', 'xfinity', ['xfinity.com', 'comcast.com', 'comcast.net']),
  b('British Gas', 'tech', 'british gas', 'britishgas', ['britishgas.co.uk']),
  b('TV Licensing', 'authority', 'tv ?licen[cs]ing', 'tvlicensing', ['tvlicensing.co.uk']),
  // The US Department of Education's student-loan office, named in forgiveness and relief lures.
  b('Federal Student Aid', 'authority', 'federal student aid|studentaid', 'studentaid', [
    'studentaid.gov',
    'ed.gov',
  ]),
  b('EDF', 'tech', 'EDF', 'edf', ['edf.fr', 'edfenergy.com'], true),
  b('Engie', 'tech', 'engie', 'engie', ['engie.fr', 'engie.com']),
  b('SFR', 'tech', 'SFR', 'sfr', ['sfr.fr'], true),
  b('Bouygues Telecom', 'tech', 'bouygues(?: telecom)?', 'bouyguestelecom', ['bouyguestelecom.fr']),
  b('Enel', 'tech', 'enel(?: energia)?', 'enel', ['enel.it', 'enel.com']),
  b('Iberdrola', 'tech', 'iberdrola', 'iberdrola', ['iberdrola.es', 'iberdrola.com']),
  b('Endesa', 'tech', 'endesa', 'endesa', ['endesa.com', 'endesa.es']),
  // Poland's largest power company; its retail arm bills from pge-obrot.pl and gkpge.pl.
  b('PGE', 'tech', 'PGE', 'pge', ['pge.pl', 'pge-obrot.pl', 'gkpge.pl'], true),
  b('Telekom', 'tech', '(?:deutsche )?telekom', 'telekom', ['telekom.de', 'telekom.com']),
  b('Movistar', 'tech', 'movistar', 'movistar', [
    'movistar.es',
    'movistarplus.es',
    'movistar.com',
    'telefonica.com',
  ]),
  b('EVN', 'tech', 'EVN', 'evn', ['evn.com.vn'], true),
  // Banks and wallets of Europe and Brazil
  b(
    'ING',
    'bank',
    'ING',
    'ing',
    ['ing.nl', 'ing.de', 'ing.com', 'ing.be', 'ing.es', 'ing.it', 'ing.pl'],
    true,
  ),
  b('Commerzbank', 'bank', 'commerzbank', 'commerzbank', ['commerzbank.de']),
  b('Postbank', 'bank', 'postbank', 'postbank', ['postbank.de']),
  b('Volksbank', 'bank', 'volksbank|raiffeisenbank', 'volksbank', ['volksbank.de', 'vr.de']),
  b('La Banque Postale', 'bank', 'la banque postale', 'labanquepostale', ['labanquepostale.fr']),
  b('Crédit Mutuel', 'bank', 'cr[ée]dit mutuel', 'creditmutuel', ['creditmutuel.fr']),
  b("Caisse d'Épargne", 'bank', "caisse d['’][ée]pargne", 'caisse-epargne', ['caisse-epargne.fr']),
  b('Bizum', 'payment', 'bizum', 'bizum', ['bizum.es']),
  b('MB WAY', 'payment', 'mb ?way', 'mbway', ['mbway.pt']),
  b('PicPay', 'payment', 'picpay', 'picpay', ['picpay.com']),
  // Carriers of Europe
  b('SEUR', 'delivery', 'SEUR', 'seur', ['seur.com'], true),
  b('MRW', 'delivery', 'MRW', 'mrw', ['mrw.es'], true),
  // Mondial Relay, and the French spelling of its name that look-alikes use ("mondialrelais-…").
  b('Mondial Relay', 'delivery', 'mondial ?relay', 'mondialrelay', MONDIAL_RELAY),
  b('Mondial Relay', 'delivery', 'mondial ?relais', 'mondialrelais', MONDIAL_RELAY),
  b('BRT', 'delivery', 'BRT', 'brt', ['brt.it'], true),
  // Traffic-fine offices of Spain, France and the Netherlands, whose fines are a common lure
  b(
    'the DGT',
    'authority',
    'DGT|Direcci[óo]n General de Tr[áa]fico',
    'dgt',
    ['dgt.es', 'dgt.gob.es'],
    true,
  ),
  b(
    'ANTAI',
    'authority',
    'ANTAI|Agence nationale de traitement automatis[ée] des infractions',
    'antai',
    ['antai.gouv.fr'],
    true,
  ),
  b('the CJIB', 'authority', 'CJIB|Centraal Justitieel Incassobureau', 'cjib', ['cjib.nl'], true),
  // Toll operators and public offices of Italy, Portugal, Spain and Turkey, named in unpaid-toll,
  // benefit and court-file lures
  b('Autostrade per l’Italia', 'authority', "autostrade(?: per l['’]italia)?", 'autostrade', [
    'autostrade.it',
  ]),
  b('Telepass', 'payment', 'telepass', 'telepass', ['telepass.com', 'telepass.it']),
  b('Via Verde', 'authority', 'via ?verde', 'viaverde', ['viaverde.pt']),
  // Turkey's motorway and bridge toll tags, run by the highways directorate and sold through PTT.
  b('HGS', 'authority', 'HGS', 'hgs', ['kgm.gov.tr', 'ptt.gov.tr', 'turkiye.gov.tr'], true),
  b('e-Devlet', 'authority', 'e-?devlet', 'edevlet', ['turkiye.gov.tr']),
  b('UYAP', 'authority', 'UYAP', 'uyap', ['uyap.gov.tr'], true),
  // Turkey's public housing administration, named in social-housing application and fee lures.
  b('TOKİ', 'authority', 'TOK[İI]', 'toki', ['toki.gov.tr'], true),
  // France's training-account service (the CPF), named in "your training rights expire" lures.
  b('Mon Compte Formation', 'authority', 'mon ?compte ?formation', 'moncompteformation', [
    'moncompteformation.gouv.fr',
  ]),
  b(
    'the Portuguese tax office',
    'authority',
    'portal das finan[çc]as|autoridade tribut[áa]ria',
    'portaldasfinancas',
    ['portaldasfinancas.gov.pt'],
  ),
  // Spain's tax agency by its own short name (the tax office above knows its long one): in a domain
  // it does not own, a look-alike. Not Germany's ELSTER: a magpie, a river and towns
  // (kelsterbach.de, elsterwerda.de) hold the name.
  b(
    'the Agencia Tributaria',
    'authority',
    'AEAT',
    'aeat',
    ['agenciatributaria.gob.es', 'agenciatributaria.es', 'aeat.es'],
    true,
  ),
  b('la Seguridad Social', 'authority', 'seguridad social', 'segsocial', [
    'seg-social.es',
    'seg-social.gob.es',
  ]),
  // Banks of India (each also on the banks-only bank.in, lexicons.ts). Not Kotak: "kotak" is
  // Indonesian and Malay for a box, and one letter from kotaku.com, so its name in a site proves nothing.
  b('Axis Bank', 'bank', 'axis bank', 'axisbank', ['axisbank.com', 'axis.bank.in']),
  b('Canara Bank', 'bank', 'canara bank', 'canarabank', ['canarabank.com', 'canarabank.bank.in']),
  b('Bank of Baroda', 'bank', 'bank of baroda', 'bankofbaroda', [
    'bankofbaroda.in',
    'bankofbaroda.com',
  ]),
  b('PNB', 'bank', 'PNB|Punjab National Bank', 'pnbindia', ['pnbindia.in', 'pnb.bank.in'], true),
  b('Union Bank of India', 'bank', 'union bank of india', 'unionbankofindia', [
    'unionbankofindia.co.in',
  ]),
  b('IndusInd Bank', 'bank', 'indusind', 'indusind', ['indusind.com']),
  b('IDFC FIRST Bank', 'bank', 'idfc first', 'idfcfirstbank', ['idfcfirstbank.com']),
  // Tax and health-insurance offices of Malaysia and Indonesia, named in refund and fee lures
  b('LHDN', 'authority', 'LHDN|Lembaga Hasil Dalam Negeri', 'lhdn', ['hasil.gov.my'], true),
  b('BPJS', 'authority', 'BPJS(?: Kesehatan| Ketenagakerjaan)?', 'bpjs', [
    'bpjs-kesehatan.go.id',
    'bpjsketenagakerjaan.go.id',
  ]),
  // Banks, wallets, shops and carriers of Indonesia, Vietnam and Thailand
  b('BNI', 'bank', 'BNI', 'bni', ['bni.co.id'], true),
  b('OVO', 'payment', 'OVO', 'ovo', ['ovo.id'], true),
  b('Gojek', 'tech', 'go-?jek|gopay', 'gojek', ['gojek.com', 'gopay.co.id']),
  b('Ninja Van', 'delivery', 'ninja ?van', 'ninjavan', ['ninjavan.co']),
  // Brokers, exchanges and carriers of the Netherlands and Germany phished by name
  b('Trade Republic', 'bank', 'trade ?republic', 'traderepublic', ['traderepublic.com']),
  b('Bitvavo', 'payment', 'bitvavo', 'bitvavo', ['bitvavo.com']),
  b('Ziggo', 'tech', 'ziggo', 'ziggo', ['ziggo.nl']),
  b('KPN', 'tech', 'KPN', 'kpn', ['kpn.com', 'kpn.nl'], true),
  b('Vietcombank', 'bank', 'vietcombank|VCB', 'vietcombank', ['vietcombank.com.vn']),
  b('ACB', 'bank', 'ACB', 'acb', ['acb.com.vn'], true),
  b('Kasikorn Bank', 'bank', 'kasikorn(?: ?bank)?|KBank|K PLUS', 'kasikornbank', [
    'kasikornbank.com',
    'kbank.com',
  ]),
  b('SCB', 'bank', 'SCB', 'scb', ['scb.co.th'], true),
  b('Krungthai', 'bank', 'krung ?thai', 'krungthai', ['krungthai.com', 'ktb.co.th']),
  b('Bangkok Bank', 'bank', 'bangkok bank', 'bangkokbank', ['bangkokbank.com']),
  b('Krungsri', 'bank', 'krungsri', 'krungsri', ['krungsri.com']),
  b('Thailand Post', 'delivery', 'thailand post', 'thailandpost', [
    'thailandpost.co.th',
    'thailandpost.com',
  ]),
  // Charities and fundraising sites whose names appeals after a disaster wear
  b(
    'the Red Cross',
    'charity',
    'red cross|cruz roja|croix[- ]rouge|rotes kreuz|croce rossa|rode kruis|cruz vermelha|czerwony krzy[żz]|palang merah|ch[ữu] th[ậa]p [đd][ỏo]',
    'redcross',
    [
      'redcross.org',
      'redcross.org.uk',
      'redcross.ca',
      'redcross.org.au',
      'redcross.org.ph',
      'redcross.or.ke',
      'redcross.org.nz',
      'icrc.org',
      'ifrc.org',
      'croix-rouge.fr',
      'drk.de',
      'cruzroja.es',
      'cri.it',
      'rodekruis.nl',
      'cruzvermelha.pt',
      'pck.pl',
      'pmi.or.id',
    ],
  ),
  b('UNICEF', 'charity', 'unicef', 'unicef', [
    'unicef.org',
    'unicef.org.uk',
    'unicef.de',
    'unicef.fr',
    'unicef.es',
    'unicef.nl',
    'unicef.it',
  ]),
  b('Save the Children', 'charity', 'save the children', 'savethechildren', [
    'savethechildren.org',
    'savethechildren.org.uk',
    'savethechildren.net',
    'savethechildren.de',
    'savethechildren.it',
    'savethechildren.es',
  ]),
  b(
    'Doctors Without Borders',
    'charity',
    'doctors without borders|m[ée]decins sans fronti[eè]res|[äa]rzte ohne grenzen|m[ée]dicos sin fronteras',
    'doctorswithoutborders',
    ['doctorswithoutborders.org', 'msf.org', 'msf.fr', 'msf.es', 'aerzte-ohne-grenzen.de'],
  ),
  b('UNHCR', 'charity', 'unhcr|acnur', 'unhcr', ['unhcr.org', 'eacnur.org']),
  b('Oxfam', 'charity', 'oxfam', 'oxfam', ['oxfam.org', 'oxfam.org.uk', 'oxfamamerica.org']),
  b('GoFundMe', 'charity', 'go ?fund ?me', 'gofundme', ['gofundme.com']),
];
