/**
 * Scams in the styles of 2025's public reports and US smishing, each graded C by main before this
 * test (7e21a8e), with the genuine texts that share their words:
 * - a withdrawal "requested from your account" with "if this wasn't you, call <number> to cancel"
 *   (a bank's alert of a withdrawal made gives its number to call too, but not to stop it), and
 *   the same in Portuguese and Spanish ("compra suspeita … ligue … para cancelar");
 * - a government impersonator who tells the reader to move their savings ("move them", "transfer
 *   it") to a "secure government account" and not to discuss it with the bank;
 * - an unsolicited "hiring team" offering $200-$500 a day, the rate in a sentence of its own (a
 *   day rate an ordinary job advert gives, $180, stays a wage);
 * - paid work in Portuguese and Spanish: "ganhe R$ 500 por dia curtindo vídeos, chame no WhatsApp"
 *   (amounts written "R$ 500" were read as a single digit, so no amount was ever seen after "R$");
 * - parcels and bank accounts of Turkey, Poland and the Netherlands (PTT, Poczta Polska, ING), whose
 *   names the brand list did not know, behind links that are not theirs.
 * A Brazilian bill that says "acesse o app" to pay is the sender's own app, as "pelo app" was; a
 * German statement available "ab sofort" (from now on) is no haste; a Philippine mobile number (09
 * and nine digits, as a UK premium line is written) after the name of who sent the money is theirs;
 * a bank's alert of a transaction made, with the bank's number to call if it was not the reader, is
 * how banks write (a merchant's charge to stop by calling stays a scam); "Charge UGX 3,300" in a
 * receipt is a label; a bill that "vence" (falls due) on a date is not rushed, and "Lembrete:" is a
 * reminder's heading, not a sender.
 * Written for these tests, each with a paraphrase or a translation that shares none of its
 * distinctive words.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectGenuine,
  expectScamGrade,
  itKeepsGenuine,
  itReadsScams,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const SCAMS: PinnedCase[] = [
  {
    name: 'a withdrawal to stop by calling the number in the message',
    pinned:
      "Coinbase: A withdrawal of 0.84 BTC was requested from your account. If this wasn't you, call 1-866-410-2281 to cancel.",
    paraphrase:
      'Kraken: 1.2 ETH was sent to an external wallet from your profile. If it was not you, phone +1 855 201 3349 now to stop the transfer.',
  },
  {
    name: 'savings to move to a "secure government account", kept from the bank',
    pinned:
      "Hello, I'm Karen from the Federal Trade Commission. Your identity has been used to open bank accounts linked to money laundering. To protect your savings you must move them to a secure government account today. Do not discuss this with your bank.",
    paraphrase:
      'This is Officer Grant with the Treasury Department. Criminals have access to your bank accounts. To keep your money safe, transfer it to the protected federal account we opened for you. Do not discuss this with the bank staff.',
  },
  {
    name: 'a "hiring team" offering hundreds a day',
    pinned:
      'Hey there, this is Sarah from the Amazon hiring team. You have been shortlisted for a remote product reviewer job. $200-$500 per day. Reply YES to get started.',
    paraphrase:
      'Hi, Megan here from the Walmart recruiting office. We picked you for an online rating position. Pay: $350-$600 a day. Text YES to begin.',
  },
];

/** Other languages: the pretext is read from the language's meaning classes. */
const PAID_WORK: PinnedCase[] = [
  {
    name: 'paid work liking videos, by the day, on WhatsApp (Portuguese; Spanish)',
    pinned:
      'Olá, somos da equipe de recrutamento. Oferecemos trabalho em casa, ganhe R$ 500 por dia curtindo vídeos. Chame no WhatsApp para começar.',
    paraphrase:
      'Hola, buscamos personas para trabajar desde casa. Gana 300 € al día dando like a videos. Escríbenos por WhatsApp para empezar.',
  },
];

/**
 * The callback to cancel in other languages: a "suspicious purchase" and a number to call to cancel
 * it (the European tables now read a number to call, written from a 0 or a country code).
 */
const CALLBACKS: PinnedCase[] = [
  {
    name: 'a suspicious purchase to cancel by calling the number given (Portuguese; Spanish)',
    pinned:
      'Nubank: Detectamos uma compra suspeita de R$ 2.890,00. Se não reconhece, ligue agora para 0800 591 2234 para cancelar.',
    paraphrase:
      'BBVA: Hemos detectado una compra sospechosa de 1.290 € con su tarjeta. Si no la reconoce, llame al 0034 912 345 678 para anularla.',
  },
];

/** A post, a courier or a bank named, and a link that is not theirs. */
const NAMED_SENDERS = [
  'PTT Kargo: Gönderiniz adres eksikliği nedeniyle teslim edilemedi. Adresinizi güncelleyin: ptt-kargo-adres.com',
  'Poczta Polska: Twoja przesyłka nie mogła zostać doręczona z powodu niepełnego adresu. Zaktualizuj adres: poczta-polska-doreczenie.com',
  'ING: Uw rekening wordt binnenkort geblokkeerd. Verifieer uw gegevens via de volgende link: ing-verificatie.nl-secure.com',
  'ING: Ihr Konto wird gesperrt. Bestätigen Sie Ihre Daten über den folgenden Link: ing-de-sicherheit.com',
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a card alert that points to the number on the card; a payment that points to its own site',
    pinned:
      "Chase: You made a $45.20 transaction with STARBUCKS on 11/29. If this wasn't you, call the number on the back of your card.",
    paraphrase:
      "PayPal: You sent $25.00 USD to Mark Jones. If this wasn't you, visit paypal.com/security.",
  },
  {
    name: 'a withdrawal made, with the bank’s number to call if it was not you (Kenya; Australia)',
    pinned:
      'Equity Bank: KES 3,500.00 withdrawn from A/C ***4521 at ATM Kenyatta Ave on 28-11-2026. If this was not you, call 0763 000 000.',
    paraphrase:
      "Commonwealth Bank: A payment of $89.00 to ORIGIN ENERGY was made from your account. If this wasn't you, call us on 13 22 21.",
  },
  {
    name: 'a bank’s alert of a card or transfer used, with the bank’s own number to call (Britain; Malaysia)',
    pinned:
      "HSBC: Your card ending 4521 was used for GBP 89.99 at JOHN LEWIS. If you don't recognise this, call us on 03457 404 404.",
    paraphrase:
      'Maybank: You have transferred RM250.00 to ALI BIN ABU on 28/11/26. If you did not perform this transaction, please call 1300 88 6688 immediately.',
  },
  {
    name: 'a mobile-money receipt whose charge is a label, not an order (Uganda; Bangladesh)',
    pinned:
      'Airtel Money: You have withdrawn UGX 100,000 at agent 0701234567 JOHN STORES. Charge UGX 3,300. New balance UGX 245,000. TID 78213456.',
    paraphrase:
      'bKash: Cash Out Tk 1,000.00 to agent 01712345678 successful. Fee Tk 18.50. Balance Tk 2,430.00. TrxID 9KL2M3N4P5.',
  },
  {
    name: 'money received from a named person with their mobile number (the Philippines)',
    pinned:
      'You have received PHP 500.00 of GCash from JUAN DELA CRUZ 09171234567. Your new balance is PHP 1,234.00. Ref. No. 1234567890.',
    paraphrase:
      'Sent PHP 1,200.00 to MARIA SANTOS 09281234567 on 11-28-2026 10:02 AM. Ref No. 9988776655.',
  },
  {
    name: 'a bank’s suspicious-purchase alert with a number to call, and nothing to cancel through it (Spanish; Portuguese)',
    pinned:
      'Santander: Hemos detectado una compra sospechosa con su tarjeta ****4521. Si no la reconoce, llame al 0034 915 123 123.',
    paraphrase:
      'Banco do Brasil: identificamos uma compra suspeita no cartão final 7788. Se não reconhece, ligue 0800 729 0722.',
  },
  {
    name: 'an appointment to cancel by phone (Spanish; German)',
    pinned: 'Consultorio Dr. García: para anular su cita, llame al 0034 913 456 789.',
    paraphrase: 'Hallo, Ihr Termin ist bestätigt. Bei Fragen rufen Sie uns an unter 030 1234 5678.',
  },
  {
    name: 'a job advert with an ordinary day rate; one paid by the hour',
    pinned: 'Hiring: warehouse associate, day shift, $180 per day. Apply at indeed.com/jobs',
    paraphrase:
      'Now hiring line cooks, $20 an hour plus tips. Stop by the restaurant or apply at ourkitchen.com/careers',
  },
  {
    name: 'a bill to pay in the sender’s app (Portuguese; Spanish)',
    pinned:
      'Sua fatura de dezembro no valor de R$ 189,90 vence em 10/12. Para pagar, acesse o app ou clique aqui para ver o boleto.',
    paraphrase:
      'Su factura de diciembre de 45,90 € vence el 10/12. Para pagarla, abre la app o consulta tu área de cliente.',
  },
  {
    name: 'a school fee and a phone bill that fall due ("vence dia 10", "vence amanhã"), to pay the usual way',
    pinned:
      'Lembrete: a mensalidade da escola de R$ 850,00 vence dia 10. Pague pelo boleto enviado por e-mail ou na secretaria.',
    paraphrase:
      'Seu boleto Claro de R$ 119,90 vence amanhã. Evite juros: pague no internet banking ou em lotéricas.',
  },
  {
    name: 'a shop that invites questions on WhatsApp; a parcel on its way with the carrier’s own site',
    pinned: 'Loja Bella: nova coleção de verão chegou! Dúvidas? Chame no WhatsApp.',
    paraphrase: 'PTT: Gönderiniz dağıtıma çıkmıştır. Takip: ptt.gov.tr',
  },
  {
    name: 'a statement available "ab sofort" (from now on), which is no haste (German)',
    pinned:
      'Betreff: Ihr Kontoauszug ist verfügbar\n\nSehr geehrte Kundin, sehr geehrter Kunde,\n\nIhr Kontoauszug für November steht ab sofort in Ihrem Online-Banking-Postfach bereit. Bitte melden Sie sich wie gewohnt über unsere Website oder die App an.\n\nIhre Sparkasse',
    paraphrase:
      'Ihre neue Girocard ist ab sofort aktiv. Die PIN erhalten Sie in einem separaten Brief.',
  },
  {
    name: 'advice never to discuss a PIN with bank staff; a savings account opened',
    pinned:
      'Our branch manager reminds you: never discuss your PIN with anyone, including bank staff.',
    paraphrase: 'ING: Je spaarrekening is geopend. Bekijk het overzicht in de ING app.',
  },
];

describe('callbacks, safe accounts and paid work, as reported in 2025', () => {
  itReadsScams(SCAMS);
  itReadsScams(PAID_WORK);
  itReadsScams(CALLBACKS);
  it('the safe account is named as an ask to move money', async () => {
    const text = SCAMS[1]!.pinned;
    const flag = (await analyzeAt(text)).redFlags.find((f) => f.type === 'scam_anatomy');
    const ask = (flag?.anatomy ?? []).find((p) => p.part === 'ask');
    expect(ask?.quote).toBe('move them to a secure government account today');
    expect(ask?.label).toBe('Asks you to pay or send money');
  });
  it('keeping it from the bank is read as an ask for secrecy', async () => {
    const text =
      'Transfer your savings to the safe account we set up. Do not discuss this with your bank.';
    const flag = (await analyzeAt(text)).redFlags.find((f) => f.type === 'scam_anatomy');
    expect(flag?.explanation).toMatch(/keep it secret/);
  });
  for (const text of NAMED_SENDERS)
    it(`a named post or bank behind a link not its own: D or F, the name quoted (${text.slice(0, 30)}…)`, async () => {
      const r = await analyzeAt(text);
      expectScamGrade(r, text);
      const named = r.redFlags.find((f) => f.type === 'impersonation');
      expect(named, text).toBeDefined();
      expect(text).toContain(named!.textExample);
    });
});

describe('genuine texts with the same words', () => {
  itKeepsGenuine(GENUINE);
  it('a merchant’s charge to stop by calling, and a bank’s alert with a link that is not the bank’s, stay scams', async () => {
    for (const text of [
      'Amazon: A charge of $1,249.99 for an iPhone 16 Pro was placed on your account. If you did not make this purchase, call our support line at 1-888-302-7714 immediately.',
      "HSBC: Your card ending 4521 was used for GBP 899.00 at APPLE STORE. If you don't recognise this, cancel it immediately at hsbc-card-cancel.com",
    ])
      expectScamGrade(await analyzeAt(text), text);
  });
  it('a premium line asked to be called keeps its warning', async () => {
    const r = await analyzeAt('You have won a £900 prize! To claim call 09061701461 now.');
    expect(r.redFlags.map((f) => f.type)).toContain('premium_rate');
  });
  it('a genuine parcel notice on the post’s own site names no impersonation', async () => {
    const text = GENUINE[3]!.paraphrase;
    const r = await analyzeAt(text);
    expectGenuine(r, text);
    expect(r.redFlags.find((f) => f.type === 'impersonation')).toBeUndefined();
  });
});
