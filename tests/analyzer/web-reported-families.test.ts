/**
 * Families found by a set of 127 messages rewritten from public pages (consumer alerts, news of
 * scam waves, banks' and carriers' pages; /work/probe/p49 outside the repository), written by
 * someone who had not seen the analyzer, and read here in other words:
 * - two genuine notices graded D/F on c90c4c4: a pharmacy's "No action is needed. To change the
 *   pickup date, open the link and confirm the patient's date of birth", and a password-reset code
 *   "If you made this request, enter the code above to verify your identity";
 * - scams graded C: a recruiter's simple online tasks paid daily, a one-cent payment "to check you" through a link (the Marktplaats trick),
 *   points about to lapse, a debt "registered" against the reader's tax number, a bank card said
 *   to be outdated, a robocall that puts the reader through to someone by a key, and a sign-in or
 *   a payment "if it was not you" sent to a link in Spanish, French and German, and an Android
 *   app file sent as a wedding invitation, a parcel receipt or a fine.
 * Each case has a paraphrase or translation that shares none of its distinctive words.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  itReadsScams,
  type PinnedCase,
} from '../helpers/anatomy-cases';

const GENUINE: PinnedCase[] = [
  {
    name: 'a job whose reviewing is done in a shop or paid by the month',
    pinned:
      'Reminder for new starters: the store pays staff weekly, and your first shift is reviewing orders with Tom. Reply OK to confirm.',
    paraphrase:
      'Thanks for applying to the content reviewer role; the salary is paid monthly and the team will call you this week.',
  },
  {
    name: 'an option offered after "no action is needed"',
    pinned:
      "Lin's Pharmacy: Your prescription order will be ready on 09/18. No action is needed. To change the pickup date or cancel an item, open the link and confirm the patient's first name and date of birth.",
    paraphrase:
      'Walgreens: Your prescription is ready for pickup. No action is needed. To change your pickup store, open the link and confirm your date of birth.',
  },
  {
    name: 'a reset code the reader asked for',
    pinned:
      'Subject: Your Password Reset Code is 604118 Dear Alex, a request has been made to reset your company portal password. If you made this request, enter the code above in the prompt to verify your identity. It expires as soon as it is used or in 10 minutes. If you did not make this request, please contact your IT administrator immediately.',
    paraphrase:
      'Hi Sam, someone asked to sign in to your school account. If this was you, type 771204 on the sign-in screen to confirm it is you. The number stops working in 5 minutes.',
  },
  {
    name: 'points and a card that lapse, told by the bank itself',
    pinned:
      'Seus pontos Livelo expiram em 30/12. Confira o saldo e troque por produtos no app Livelo.',
    paraphrase:
      'Uw nieuwe bankpas is onderweg. Uw oude pas vervalt op 30 november; knip hem daarna door.',
  },
  {
    name: 'a price of one cent, and a balance',
    pinned: 'Prices from €0,01 per minute. Your balance is €0.01, top up in the app.',
    paraphrase: 'Tus puntos vencen el 31 de diciembre. Consulta tu saldo en la app del banco.',
  },
];

const SCAMS: PinnedCase[] = [
  {
    name: 'a recruiter offering simple online tasks paid by the day',
    pinned:
      "Hi, I'm a recruiter with a digital marketing firm. We have a flexible online role rating products, paid daily. Reply YES if you're interested.",
    paraphrase:
      'Our team is hiring remote assistants to like and review apps, paid every day. Interested? Reply Y.',
  },
  {
    name: 'points about to lapse, redeemed through a link',
    pinned:
      'Banco: Seus 12.480 pontos do cartao expiram HOJE. Resgate agora antes que sejam perdidos: pontos-cartao-resgate.com',
    paraphrase:
      'Tus 6.540 puntos del banco vencen en 2 días. ¡Canjéalos por regalos antes de que caduquen! Entra aquí: puntos-canje-mx.com',
  },
  {
    name: 'a debt registered against the reader, settled by link',
    pinned:
      'Aviso: Uma nova divida foi registrada no seu CPF. Regularize hoje e evite negativacao: cpf-regulariza-agora.com',
    paraphrase:
      'Uw bankpas is verouderd en vervalt overmorgen. Vraag kosteloos een nieuwe pas aan en voorkom blokkade via: pasvervanging-bank.nl',
  },
];

describe('families from messages rewritten from public pages', () => {
  itKeepsGenuine(GENUINE);
  itReadsScams(SCAMS, false);
  it('a one-cent payment "to check you" through a link: D or F, the cent quoted', async () => {
    for (const text of [
      'Hoi, ik wil je fiets graag kopen! Kun je even 1 cent overmaken via deze link? Dan weet ik zeker dat je betrouwbaar bent: betaalverzoek-veilig.nl/tx/88213',
      "Hi, I'd like to buy your desk. To make sure you're a real seller, please send me a one cent payment through this link: pay-verify-safe.com/r/44",
    ]) {
      const r = await analyzeAt(text);
      expectScamGrade(r, text);
      expect(r.redFlags.find((f) => f.type === 'payment_request')?.textExample, text).toMatch(
        /cent/i,
      );
    }
  });
  it('a sign-in or payment "if it was not you" sent to a link, in three languages: D or F', async () => {
    for (const text of [
      'INFO: Hemos detectado un inicio de sesión no autorizado en su banca online. Si no ha sido usted, verifíquelo en: https://seguridad-bancaonline.es-verifica.com',
      "Nouvelle connexion détectée sur votre compte. Si ce n'est pas vous, sécurisez votre compte ici : securite-compte-client.info",
      'Wir haben eine Zahlung von 349 € festgestellt. Wenn Sie das nicht waren, stornieren Sie hier: zahlung-storno-de.info',
    ])
      expectScamGrade(await analyzeAt(text), text);
  });
  it('the same alerts sending the reader to a number, the app or a password change stay C or better', async () => {
    for (const text of [
      'BBVA: Compra de 45,90 EUR con tu tarjeta terminada en 4821 en MERCADONA. Si no la reconoces, llama al 900 102 801.',
      "Nouvelle connexion à votre compte depuis un iPhone. Si ce n'est pas vous, changez votre mot de passe dans l'application.",
      'Itaú: compra aprovada de R$ 89,90 em IFOOD. Se não reconhece, acesse o app Itaú.',
    ])
      expect(['A', 'B', 'C'], text).toContain((await analyzeAt(text)).summary.overallGrade);
  });
  it('an app file sent as an invitation, a receipt or a fine: D or F, the file quoted', async () => {
    for (const [text, file] of [
      [
        'Selamat siang kak, mohon kehadirannya di acara pernikahan kami. Silakan dibuka undangannya biar lebih jelas ya 🙏 [Undangan Pernikahan Digital.apk]',
        'Undangan Pernikahan Digital.apk',
      ],
      [
        'Paket kakak sudah sampai, cek resi pengiriman di sini: Lihat Resi J&T.apk',
        'Lihat Resi J&T.apk',
      ],
      [
        'Your traffic fine is attached, open it to see the photo: Traffic_Fine_Photo.apk',
        'Traffic_Fine_Photo.apk',
      ],
    ] as const) {
      const r = await analyzeAt(text);
      expectScamGrade(r, text);
      expect(r.redFlags.find((f) => f.type === 'document_lure')?.textExample, text).toBe(file);
    }
    for (const text of [
      'The new debug build is app-debug.apk in the CI artifacts, testers please install it.',
      'Selamat siang kak, mohon kehadirannya di acara pernikahan kami. Undangan digitalnya bisa dilihat di undangan.id/rina-budi',
    ])
      expect(['A', 'B', 'C'], text).toContain((await analyzeAt(text)).summary.overallGrade);
  });
  it('a robocall that puts the reader through to someone by a key keeps its deadline', async () => {
    for (const text of [
      'On your excellent payment history, you now qualify for a 0% interest rate on all your credit card accounts. This is a limited time offer and you must respond immediately. Press 1 now to speak to our qualification department and complete the enrollment process.',
      'Your account has been selected for a lower monthly rate. The offer ends today, so reply right away. Press 2 to be connected with an enrollment officer.',
    ]) {
      const r = await analyzeAt(text);
      expectScamGrade(r, text);
    }
  });
});
