/**
 * Scams in the styles the public reports them (2024-25): a buyer who wants a code read back, a
 * "secure wallet" to move funds to, a donation in gift cards, a child on a new number who asks for a
 * bill to be paid, money "sent by mistake" to be sent back, a paid-task job that wants a top-up,
 * and a call menu that offers to cancel an order the reader never placed. A probe of these found
 * each graded C, and two genuine texts graded D ("don't wait up for dinner" read as urgency;
 * "contact your bank" read as a number in the message). In a call transcript, what the one called
 * says ("Receiver: do I need to pay for the delivery?") is not what the call asks of them.
 * Vietnamese written without its tones is read by the shape of its syllables. Written for these tests, each with a
 * paraphrase that shares none of its distinctive words.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  itReadsScams,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const SCAMS: PinnedCase[] = [
  {
    name: 'a buyer who sends a code and wants it read back',
    pinned:
      "Hi, I saw your listing for the couch on Marketplace. Before I buy, I need to make sure you're real. I'm sending you a code, please tell me the 6 digits you receive.",
    paraphrase:
      "Hey, about the bike you're selling: to prove you aren't a bot I'll text a verification number to your phone. Just reply with those numbers.",
  },
  {
    name: 'funds to move to a "secure" wallet',
    pinned:
      'Hi, this is Jessica from Coinbase support. Your wallet was compromised. Move your funds to this secure wallet address immediately to protect them.',
    paraphrase:
      'Kraken security team: your account has been breached. Transfer your crypto to the protected wallet below right away to keep it safe.',
  },
  {
    name: 'a donation asked in gift cards',
    pinned:
      'Greetings from the UNICEF relief fund. Your donation of $50 today will save a child. Donate now by gift card and send us the claim codes.',
    paraphrase:
      "The children's hospital appeal needs help tonight. Please buy two $100 Google Play cards and text us the numbers on the back.",
  },
  {
    name: 'a child on a new number who asks for a bill to be paid',
    pinned:
      "Hi mom, it's me. I broke my phone, this is my temporary number. Can you do me a favor and pay a bill for me? I'll explain later.",
    paraphrase:
      "Dad it's Emma, lost my phone so this is my new number. Could you do me a favour and cover my phone bill, $180? Will pay you back",
  },
  {
    name: 'a paid-task job that wants a top-up',
    pinned:
      "Hi! I'm Mia from Zara recruitment. You can earn commissions by completing simple order tasks on our platform. Top up $100 to unlock higher paying tasks. Join our Telegram.",
    paraphrase:
      "Hello, I'm Kevin with Adecco recruitment. Earn commissions rating hotels in our app; top up 80 USDT to reach the next level. Add me on WhatsApp.",
  },
  {
    name: 'a call menu offering to cancel an order the reader never placed',
    pinned:
      'Amazon Security: We noticed an order of an iPhone 15 with your account. Press 1 to speak with a representative or 2 to cancel the order.',
    paraphrase:
      'This is Apple billing. A MacBook purchase was placed with your Apple ID. Press 1 to talk to an agent or press 9 to cancel this purchase.',
  },
];

/** The claimed mistake is the push here, as a deadline is elsewhere: no pressure part is quoted. */
const MISTAKES: PinnedCase[] = [
  {
    name: 'money sent by mistake, to be sent back',
    pinned:
      "Hey, I accidentally sent $300 to your Cash App. Could you please send it back? It was for my son's medicine.",
    paraphrase:
      'Oops, I transferred you $250 by mistake on Venmo, it was meant for my landlord. Can you return it please?',
  },
];

/** Vietnamese SMS without its tones, which the language reader took for English or Finnish. */
const TONELESS_VIETNAMESE: PinnedCase[] = [
  {
    name: 'Vietnamese without tones: the police and a money-laundering case, an officer to call',
    pinned:
      'Bo Cong an thong bao: ban co lien quan den vu an rua tien. Lien he can bo dieu tra 0868123456 de phoi hop.',
    paraphrase:
      'Co quan dieu tra thong bao: so dien thoai cua ban lien quan mot vu an. Goi ngay 0977111222 gap can bo phu trach.',
  },
  {
    name: 'Vietnamese without tones: easy work at home paid by the day, a Zalo contact',
    pinned:
      'Shopee tuyen CTV lam viec tai nha, hoa hong 10-15%/don, thu nhap 300-500k/ngay. Lien he Zalo 0933222111',
    paraphrase:
      'Lazada can nguoi lam online tai nha, viec nhe luong cao, nhan hoa hong moi ngay. Ket ban Zalo 0901555666 de duoc huong dan.',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a payment sent, "contact your bank" if it was not you',
    pinned:
      "Your Zelle payment of $45.00 to Alex Kim was sent. If you didn't authorize this, contact your bank.",
    paraphrase:
      'You sent £30.00 to Jo Smith with Monzo. Not you? Call your bank or card issuer straight away.',
  },
  {
    name: 'a child on a friend’s phone who will be home late',
    pinned:
      "Hi mom, phone died, using Jake's. Be home around 9, don't wait up for dinner. Love you",
    paraphrase:
      'Dad, my battery is dead so this is Priya’s phone. Practice runs late, no need to wait for me to eat.',
  },
  {
    name: 'Vietnamese without tones: a salary credited, a dinner question',
    pinned:
      'Techcombank: TK 1903xxxx1234 +5,000,000 VND luc 10:22 28/11/2026. So du: 20,150,000 VND. ND: LUONG T11',
    paraphrase: 'Anh oi, toi nay may gio anh ve? Em nau com roi nhe, nho mua them rau.',
  },
  {
    name: 'a call transcript where the one called asks what is owed, and an agent who asks for references',
    pinned:
      "Caller: Hello, I'm calling from QuickShip Couriers about the parcel arriving this afternoon.\nReceiver: Great. Do I need to pay anything for the delivery?\nCaller: No, it was paid online with your order.\nReceiver: Perfect, thanks.",
    paraphrase:
      "Caller: Hi, I'm calling from Harbor Insurance about the quote you asked for.\nReceiver: Before we go on, can you give me some references or credentials for your firm?\nCaller: Of course, our licence number is on our website.",
  },
  {
    name: 'a bank that warns it never asks for a code; a charity’s receipt',
    pinned:
      'Bank of America: We will never ask you for a code by phone. If someone calls claiming to be us and asks for one, hang up and call 1-800-432-1000.',
    paraphrase:
      'Thank you for your donation of $50 to UNICEF. Your receipt for tax purposes is attached. Together we reach every child.',
  },
];

describe('scams in the styles the public reports them', () => {
  itReadsScams(SCAMS, false);
  itReadsScams(TONELESS_VIETNAMESE);
  for (const m of MISTAKES)
    for (const text of [m.pinned, m.paraphrase])
      it(`${m.name}: graded D or F, the mistake and the ask quoted (${text.slice(0, 30)}…)`, async () => {
        const r = await analyzeAt(text);
        expect(['D', 'F']).toContain(r.summary.overallGrade);
        const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
        expect(flag?.explanation).toMatch(/^It claims to have sent you something by mistake/);
        const parts = flag?.anatomy ?? [];
        expect(parts.map((p) => p.part)).toEqual(expect.arrayContaining(['pretext', 'ask']));
        for (const p of parts) expect(text).toContain(p.quote);
      });
  it('the code read back is named for what it does', async () => {
    const r = await analyzeAt(SCAMS[0]!.pinned);
    const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
    expect(flag?.explanation).toMatch(/hands over an account in your name/);
  });
  it('gift cards are named as a way to pay no genuine organisation takes', async () => {
    const r = await analyzeAt(SCAMS[2]!.pinned);
    const flag = r.redFlags.find((f) => f.type === 'scam_anatomy');
    expect(flag?.explanation).toMatch(/gift cards/);
  });
});

describe('genuine texts that name the same things', () => {
  itKeepsGenuine(GENUINE);
});

/**
 * Two families translated into Spanish and German, where they hold: power cut tonight over an
 * unpaid bill, and gift cards to buy and pass on. (The code read back and the child on a new number
 * asking for a bill to be paid do not hold in other languages yet: only the English reading has
 * them.)
 */
const TRANSLATIONS = [
  'Estimado cliente, su suministro de electricidad será cortado esta noche por una factura impagada. Llame de inmediato al 900 555 012.',
  'Sehr geehrter Kunde, Ihr Strom wird heute Abend wegen einer unbezahlten Rechnung abgeschaltet. Rufen Sie sofort 0800 555 0123 an.',
  'Necesitamos tu ayuda: compra dos tarjetas regalo de Google Play de 100 € y envíanos los códigos.',
  'Bitte kaufen Sie zwei Google-Play-Geschenkkarten zu je 100 € und schicken Sie uns die Codes.',
];

describe('the same families in Spanish and German', () => {
  for (const text of TRANSLATIONS)
    it(`graded D or F: ${text.slice(0, 50)}…`, async () => {
      expectScamGrade(await analyzeAt(text), text);
    });
});
