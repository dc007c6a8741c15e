/**
 * Data: more organisations that scam texts speak as, with the domains they really use: toll
 * operators, health insurers and tax offices, national posts and carriers, and the banks and
 * payment services of the countries the scams arrive in. Well-known names and their published
 * domains only, never copied from a test data set. Part of the one brand list (brands.ts), after
 * the organisations of brands-organisations.ts; the domains a bank sends its short links from
 * and the tracking sites of carriers are listed so that a genuine message is not read as a
 * look-alike.
 */
import type { Brand } from './brand-types';

const b = (
  name: string,
  kind: Brand['kind'],
  pattern: string,
  token: string,
  official: readonly string[],
  cased = false,
): Brand =>
  cased
    ? { name, kind, pattern, token, official, cased }
    : { name, kind, pattern, token, official };

export const SERVICES: readonly Brand[] = [
  // Toll operators (unpaid-toll texts)
  b('E-ZPass', 'authority', 'e-?z ?pass', 'ezpass', [
    'e-zpassny.com',
    'ezpassnj.com',
    'ezpassva.com',
    'ezpassmd.com',
    'ezpassde.com',
    'e-zpassiag.com',
    'ezpassmaineturnpike.com',
    'ezpassnh.com',
    'ezpassri.com',
    'ezpassoh.com',
    'ezpassin.com',
    'ezpassil.com',
    'paturnpike.com',
    'ezdrivema.com',
    'e-zpass.com',
  ]),
  b('SunPass', 'authority', 'sun ?pass', 'sunpass', ['sunpass.com']),
  b('FasTrak', 'authority', 'fas ?trak', 'fastrak', ['bayareafastrak.org', 'thetollroads.com']),
  b('TxTag', 'authority', 'tx ?tag', 'txtag', ['txtag.org']),
  b('the NTTA', 'authority', 'NTTA|North Texas Tollway', 'ntta', ['ntta.org'], true),
  b('Peach Pass', 'authority', 'peach ?pass', 'peachpass', ['peachpass.com']),
  b(
    'I-PASS',
    'authority',
    'I-?PASS|Illinois Tollway',
    'ipass',
    ['getipass.com', 'illinoistollway.com'],
    true,
  ),
  b(
    'Good To Go',
    'authority',
    'Good To Go!?',
    'mygoodtogo',
    ['mygoodtogo.com', 'wsdot.wa.gov'],
    true,
  ),
  b('Linkt', 'authority', 'linkt', 'linkt', ['linkt.com.au']),
  // Health insurers, benefits and tax offices
  b('Ameli', 'authority', 'ameli|assurance maladie|carte vitale', 'ameli', ['ameli.fr']),
  b('the CAF', 'authority', 'CAF|caisse d.allocations familiales', 'caf', ['caf.fr'], true),
  b(
    'Medicare',
    'authority',
    'Medicare',
    'medicare',
    ['medicare.gov', 'servicesaustralia.gov.au'],
    true,
  ),
  b('the ATO', 'authority', 'ATO|Australian Taxation Office', 'ato', ['ato.gov.au'], true),
  b('myGov', 'authority', 'myGov', 'mygov', ['my.gov.au'], true),
  b('the CRA', 'authority', 'CRA|Canada Revenue Agency', 'cra', ['canada.ca'], true),
  b('Agenzia delle Entrate', 'authority', 'agenzia (?:delle )?entrate', 'agenziaentrate', [
    'agenziaentrate.gov.it',
  ]),
  b('the Belastingdienst', 'authority', 'belastingdienst', 'belastingdienst', [
    'belastingdienst.nl',
  ]),
  // National posts and carriers
  b('Canada Post', 'delivery', 'canada post|postes canada', 'canadapost', [
    'canadapost-postescanada.ca',
    'canadapost.ca',
  ]),
  b('Australia Post', 'delivery', 'australia post|auspost', 'auspost', ['auspost.com.au']),
  b('NZ Post', 'delivery', 'nz post', 'nzpost', ['nzpost.co.nz']),
  b('An Post', 'delivery', 'An Post', 'anpost', ['anpost.com', 'anpost.ie'], true),
  b('PostNL', 'delivery', 'postnl', 'postnl', ['postnl.nl', 'postnl.com']),
  b('bpost', 'delivery', 'bpost', 'bpost', ['bpost.be']),
  b('Poste Italiane', 'delivery', 'poste italiane', 'posteitaliane', [
    'poste.it',
    'posteitaliane.it',
  ]),
  b('InPost', 'delivery', 'inpost', 'inpost', ['inpost.pl', 'inpost.co.uk', 'inpost.it']),
  b('Yodel', 'delivery', 'yodel', 'yodel', ['yodel.co.uk']),
  b('Colissimo', 'delivery', 'colissimo', 'colissimo', ['colissimo.fr', 'laposte.fr']),
  b('GLS', 'delivery', 'GLS', 'gls', ['gls-group.eu', 'gls-group.com', 'gls-us.com'], true),
  b('Purolator', 'delivery', 'purolator', 'purolator', ['purolator.com']),
  b('CTT', 'delivery', 'CTT', 'ctt', ['ctt.pt'], true),
  b('Pos Indonesia', 'delivery', 'pos indonesia', 'posindonesia', ['posindonesia.co.id']),
  // Banks and payment services
  b(
    'ING',
    'bank',
    'ING',
    'ing',
    ['ing.com', 'ing.nl', 'ing.de', 'ing.be', 'ing.es', 'ing.it'],
    true,
  ),
  b('Rabobank', 'bank', 'rabobank', 'rabobank', ['rabobank.nl', 'rabobank.com']),
  b('ABN AMRO', 'bank', 'abn ?amro', 'abnamro', ['abnamro.nl', 'abnamro.com']),
  b('KBC', 'bank', 'KBC', 'kbc', ['kbc.be', 'kbc.com'], true),
  b('Intesa Sanpaolo', 'bank', 'intesa(?: sanpaolo)?', 'intesasanpaolo', ['intesasanpaolo.com']),
  b('UniCredit', 'bank', 'unicredit', 'unicredit', ['unicredit.it', 'unicreditgroup.eu']),
  b('Société Générale', 'bank', 'soci[eé]t[eé] g[eé]n[eé]rale', 'societegenerale', [
    'societegenerale.fr',
    'sg.fr',
  ]),
  b('N26', 'bank', 'N26', 'n26', ['n26.com'], true),
  b('Nationwide', 'bank', 'Nationwide', 'nationwide', ['nationwide.co.uk', 'nationwide.com'], true),
  b('TSB', 'bank', 'TSB', 'tsb', ['tsb.co.uk'], true),
  b('Starling', 'bank', 'Starling(?: Bank)?', 'starlingbank', ['starlingbank.com'], true),
  b('Commonwealth Bank', 'bank', 'commonwealth bank|commbank|netbank', 'commbank', [
    'commbank.com.au',
    'cba.com.au',
  ]),
  b('Westpac', 'bank', 'westpac', 'westpac', ['westpac.com.au', 'westpac.co.nz']),
  b('ANZ', 'bank', 'ANZ', 'anz', ['anz.com', 'anz.com.au', 'anz.co.nz'], true),
  b('NAB', 'bank', 'NAB', 'nab', ['nab.com.au'], true),
  b('TD Bank', 'bank', 'TD Bank|TD Canada Trust', 'td', ['td.com', 'tdbank.com'], true),
  b('RBC', 'bank', 'RBC|Royal Bank of Canada', 'rbc', ['rbc.com', 'rbcroyalbank.com'], true),
  b('Scotiabank', 'bank', 'scotiabank', 'scotiabank', ['scotiabank.com']),
  b('BMO', 'bank', 'BMO', 'bmo', ['bmo.com'], true),
  b('Desjardins', 'bank', 'desjardins', 'desjardins', ['desjardins.com']),
  b('Interac', 'payment', 'interac', 'interac', ['interac.ca']),
  b('Zelle', 'payment', 'zelle', 'zelle', ['zellepay.com', 'zelle.com']),
  b('Venmo', 'payment', 'venmo', 'venmo', ['venmo.com']),
  b('Cash App', 'payment', 'cash ?app', 'cashapp', ['cash.app', 'square.com']),
  b('U.S. Bank', 'bank', 'U\\.?S\\.? Bank', 'usbank', ['usbank.com'], true),
  b('Navy Federal', 'bank', 'navy federal', 'navyfederal', ['navyfederal.org']),
  b('USAA', 'bank', 'USAA', 'usaa', ['usaa.com'], true),
  b('PNC', 'bank', 'PNC', 'pnc', ['pnc.com'], true),
  b(
    'SBI',
    'bank',
    'SBI|State Bank of India',
    'sbi',
    ['onlinesbi.sbi', 'sbi.co.in', 'onlinesbi.com'],
    true,
  ),
  b('HDFC Bank', 'bank', 'HDFC', 'hdfcbank', ['hdfcbank.com', 'hdfc.com'], true),
  b('ICICI Bank', 'bank', 'ICICI', 'icicibank', ['icicibank.com'], true),
  b('BCA', 'bank', 'BCA', 'bca', ['bca.co.id', 'klikbca.com'], true),
  b('BRI', 'bank', 'BRI', 'bri', ['bri.co.id'], true),
  b('Bank Mandiri', 'bank', 'bank mandiri|livin by mandiri', 'bankmandiri', ['bankmandiri.co.id']),
  // Telephone and internet providers
  b('Verizon', 'tech', 'verizon', 'verizon', ['verizon.com', 'vzw.com', 'verizonwireless.com']),
  b('AT&T', 'tech', 'AT&T', 'att', ['att.com', 'att.net'], true),
  b('T-Mobile', 'tech', 't-?mobile', 'tmobile', ['t-mobile.com', 't-mobile.de']),
  b('Vodafone', 'tech', 'vodafone', 'vodafone', ['vodafone.com', 'vodafone.co.uk', 'vodafone.de']),
  // Vietnam: the banks, carriers, couriers, a wallet and the power company that Vietnamese scam
  // texts speak as (each with the domains it publishes on its own site).
  b(
    'Vietcombank',
    'bank',
    'Vietcombank|VIETCOMBANK|VCB',
    'vietcombank',
    ['vietcombank.com.vn'],
    true,
  ),
  b('BIDV', 'bank', 'BIDV', 'bidv', ['bidv.com.vn'], true),
  b('Agribank', 'bank', 'agribank', 'agribank', ['agribank.com.vn']),
  b('VietinBank', 'bank', 'vietinbank', 'vietinbank', ['vietinbank.vn']),
  b('Techcombank', 'bank', 'techcombank', 'techcombank', ['techcombank.com', 'techcombank.com.vn']),
  b('VPBank', 'bank', 'vpbank', 'vpbank', ['vpbank.com.vn']),
  b('Sacombank', 'bank', 'sacombank', 'sacombank', ['sacombank.com.vn']),
  b('TPBank', 'bank', 'tpbank', 'tpbank', ['tpb.vn', 'tpbank.com.vn']),
  b('Viettel Post', 'delivery', 'viettel ?post', 'viettelpost', [
    'viettelpost.com.vn',
    'viettelpost.vn',
  ]),
  b('Viettel', 'tech', 'viettel', 'viettel', [
    'viettel.vn',
    'viettel.com.vn',
    'viettelpost.com.vn',
    'viettelpost.vn',
  ]),
  b('MobiFone', 'tech', 'mobifone', 'mobifone', ['mobifone.vn']),
  b('VinaPhone', 'tech', 'vinaphone', 'vinaphone', ['vinaphone.com.vn']),
  b(
    'EVN',
    'tech',
    'EVN(?:HCMC|SPC|NPC|CPC|HANOI)?',
    'evn',
    ['evn.com.vn', 'evnhcmc.vn', 'evnspc.vn', 'evnnpc.vn', 'evncpc.vn', 'evnhanoi.vn'],
    true,
  ),
  b('VNPost', 'delivery', 'VNPost|VNPOST|Vietnam Post', 'vnpost', ['vnpost.vn'], true),
  b('Giao Hàng Tiết Kiệm', 'delivery', 'GHTK|giao hàng tiết kiệm', 'ghtk', ['ghtk.vn']),
  b('Giao Hàng Nhanh', 'delivery', 'GHN|giao hàng nhanh', 'ghn', ['ghn.vn']),
  b('ZaloPay', 'payment', 'zalopay', 'zalopay', ['zalopay.vn']),
  // Turkey, Poland, Portugal, the Netherlands, Indonesia, the Philippines, Malaysia and Kenya: the
  // posts, couriers, banks and wallets their scam texts speak as, with the domains each
  // publishes on its own site.
  b('PTT', 'delivery', 'PTT(?: Kargo)?', 'ptt', ['ptt.gov.tr', 'pttkargo.com.tr'], true),
  b('Yurtiçi Kargo', 'delivery', 'yurti[cç]i kargo', 'yurticikargo', ['yurticikargo.com']),
  b('Aras Kargo', 'delivery', 'aras kargo', 'araskargo', ['araskargo.com.tr']),
  b('Ziraat Bankası', 'bank', 'ziraat ?bankas[ıi]|ziraatbank', 'ziraatbank', ['ziraatbank.com.tr']),
  b('Garanti BBVA', 'bank', 'garanti bbva|garanti bankas[ıi]', 'garantibbva', [
    'garantibbva.com.tr',
    'garanti.com.tr',
  ]),
  b('Poczta Polska', 'delivery', 'poczta polska|pocztex', 'pocztapolska', [
    'poczta-polska.pl',
    'pocztex.pl',
    'envelo.pl',
  ]),
  b('PKO Bank Polski', 'bank', 'PKO(?: BP| Bank Polski)?', 'pkobp', ['pkobp.pl', 'ipko.pl'], true),
  b('mBank', 'bank', 'mBank', 'mbank', ['mbank.pl'], true),
  b(
    'ING',
    'bank',
    'ING(?: Bank)?',
    'ing',
    ['ing.nl', 'ing.de', 'ing.es', 'ing.be', 'ing.com', 'ing.pl', 'ing.it', 'ing.fr'],
    true,
  ),
  b(
    'Caixa Geral de Depósitos',
    'bank',
    'CGD|Caixa Geral(?: de Dep[oó]sitos)?',
    'cgd',
    ['cgd.pt'],
    true,
  ),
  b('Millennium bcp', 'bank', 'millennium ?bcp', 'millenniumbcp', ['millenniumbcp.pt']),
  // Its token is "jntexpress": "jtexpress" is two letters from the word "express".
  b(
    'J&T Express',
    'delivery',
    'J&T(?: Express)?',
    'jntexpress',
    ['jet.co.id', 'jtexpress.vn', 'jtexpress.my', 'jtexpress.ph', 'jtexpress.co.th'],
    true,
  ),
  b('JNE', 'delivery', 'JNE', 'jne', ['jne.co.id'], true),
  b('SiCepat', 'delivery', 'sicepat', 'sicepat', ['sicepat.com']),
  b('GCash', 'payment', 'gcash', 'gcash', ['gcash.com']),
  b('BDO', 'bank', 'BDO', 'bdo', ['bdo.com.ph'], true),
  b('Maybank', 'bank', 'maybank', 'maybank', [
    'maybank2u.com.my',
    'maybank.com',
    'maybank2u.com.sg',
    'maybank-ke.co.th',
    'maybank.co.th',
  ]),
  b('M-Pesa', 'payment', 'm-?pesa|safaricom', 'mpesa', ['safaricom.co.ke', 'safaricom.com']),
];
