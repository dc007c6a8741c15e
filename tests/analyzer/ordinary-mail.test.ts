/**
 * Ordinary e-mail a new user pastes, from a sixth probe (/work/probe/p22 outside the repository:
 * 19 scams and 18 genuine messages in the style of phishing e-mail and everyday mail). Before, four
 * of the genuine ones were graded D or F: a sign-up confirmation ("Confirm your email address",
 * its link on duolingo.com), a sale "today only" sending the reader to target.com, a declined
 * payment asking to update the card "in your account at spotify.com/account", and a school's
 * "conferences will be held Thursday". A link to a known brand's own domain, or to the site whose
 * name the message writes ("Duolingo" and duolingo.com), is that site's own in a short message; an
 * event "held" is no loss. Two scams were graded C: a boss's errand to be done "discreetly" by
 * someone who "can't talk", and a stranger's "I am Mr. …" offering a share of millions for the
 * reader's name and number. A third probe (p23, ordinary newsletters and personal mail) added a
 * birthday reward that "expires in 7 days" (no deadline), a Portuguese card bill to pay "pelo app"
 * (the bank's own app), and a soldier's consignment of "$2.5 million" (a fortune to share). Each has a paraphrase that shares none of its distinctive words.
 */
import { describe, expect, it } from 'vitest';
import {
  analyzeAt,
  expectScamGrade,
  itKeepsGenuine,
  itReadsScams,
  type PinnedCase,
} from '../helpers/anatomy-cases';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';

const SCAMS: PinnedCase[] = [
  {
    name: 'an errand to be done discreetly by someone who cannot talk',
    pinned:
      "Subject: Quick request\n\nHi, are you at your desk? I need you to handle an errand for me discreetly. I'm in a meeting and can't talk. Let me know when you get this.\n\nSent from my iPhone",
    paraphrase:
      'Hello, are you around? Please take care of a small purchase for me quietly. I am boarding a flight and cannot talk right now.',
  },
  {
    name: 'a stranger with a title offering a share of millions for the reader’s name and number',
    pinned:
      'Subject: Confidential business proposal\n\nDear friend, I am Mr. David Okafor, a senior auditor at a bank. I discovered a dormant account of $18.5 million belonging to a deceased client with no next of kin. I seek your partnership to transfer these funds; you will receive 40%. Please reply with your full name, phone number and address.',
    paraphrase:
      'Good day. I am Dr. Samuel Adeyemi, head of accounts at a ministry. An unclaimed contract payment of $27 million sits in our books, and I need a foreign partner to receive the funds; 30% will go to you. Kindly send your full name and private phone number.',
  },
  {
    name: 'a stranger’s fortune to be sent to the reader for their name and address',
    pinned:
      'Hello dear, I am Captain James Miller, a US soldier serving in Syria. I have a consignment box containing $2.5 million that I need to send to a trusted person. Please send me your full name, address and phone number so the courier can deliver it.',
    paraphrase:
      'Greetings, my name is Mrs. Helen Carter, a widow suffering from cancer. My late husband left US$4,800,000 in a bank in Lome and I want you to use it for charity. Reply with your home address and private phone.',
  },
  {
    name: 'an account said to be deleted unless the reader files an appeal "here"',
    pinned:
      'Your Instagram account has been reported for copyright infringement and will be deleted in 24 hours. If you think this is a mistake, submit an appeal here: instagram-appeal-center.com',
    paraphrase:
      'Your Facebook page violates our community standards and will be removed tomorrow. To keep it, file a review request below.\nhttps://fb-page-review.help/case',
  },
];

const GENUINE: PinnedCase[] = [
  {
    name: 'a sign-up confirmation whose link is the named service’s own site',
    pinned:
      "Subject: Confirm your email address\n\nThanks for signing up for Duolingo! Please confirm your email address by clicking the button below. If you didn't create an account, you can ignore this email.\nhttps://www.duolingo.com/confirm?token=8a1c",
    paraphrase:
      "Welcome to Strava! Verify your e-mail by tapping the link below: https://www.strava.com/verify?c=19ab. If this wasn't you, just ignore this message.",
  },
  {
    name: 'a sale with a deadline that sends the reader to the shop’s own site',
    pinned:
      'Subject: Black Friday starts now\n\nUp to 60% off everything, today only! Our biggest sale of the year ends at midnight. Shop now at www.target.com before your favourites sell out. Unsubscribe | Privacy policy',
    paraphrase:
      'Last day of our winter sale at Uniqlo: everything 30% off until midnight, today only. Shop at uniqlo.com before it ends.',
  },
  {
    name: 'a declined payment that sends the reader to their account on the service’s own site',
    pinned:
      "Subject: Your payment was declined\n\nHi Alex, we couldn't process your payment for Spotify Premium. We'll try again in a few days. To avoid interruption, update your payment details in your account at spotify.com/account.",
    paraphrase:
      'We could not renew your Headspace plan because the card on file was refused. To keep your sessions going without a break, change the card in your profile at headspace.com.',
  },
  {
    name: 'a school event that will be held, with the office to contact',
    pinned:
      'Subject: Reminder: parent-teacher conferences\n\nDear families, conferences will be held Thursday and Friday next week. Please sign up for a time slot using the link in the school newsletter. Contact the front office with any questions.',
    paraphrase:
      'Dear parents, the spring concert will be held next Thursday at 6 pm in the gym. Please contact the school office with any questions.',
  },
  {
    name: 'a teacher introducing himself with a title and asking for a phone number',
    pinned:
      "Hi Dana, I am Mr. Lopez, your son's new maths teacher. Please send me your preferred phone number so I can share updates during the term.",
    paraphrase:
      'Good morning, I’m Ms. Okoro, the new coach of the under-12 team. Could you send me the best number to reach you before Saturday’s match?',
  },
  {
    name: 'a birthday reward in the shop’s app that expires in a week',
    pinned:
      'Subject: Claim your free coffee!\n\nHappy birthday, Alex! As a Starbucks Rewards member, enjoy a free drink of your choice on us. Your reward is in the app and expires in 7 days. Cheers from all of us at Starbucks.',
    paraphrase:
      'Many happy returns, Priya! Your Sephora Beauty Insider gift is waiting for you at the counter. The offer expires in 14 days.',
  },
  {
    name: 'a card bill in Portuguese, to pay in the bank’s own app',
    pinned:
      'Assunto: Sua fatura chegou\n\nOlá, Maria! A fatura do seu cartão Nubank com vencimento em 10/12 já está disponível no app. Valor: R$ 1.245,80. Você pode pagar pelo app ou gerar o boleto.',
    paraphrase:
      'Inter: o extrato do seu cartão de crédito fecha dia 5. Total R$ 612,30, vence em 15/12. Quite o valor pelo aplicativo.',
  },
  {
    name: 'a neighbour introducing himself, with a small sum in a family text',
    pinned:
      "Hi, I'm Tom, your new neighbour at number 12. We're having a small barbecue on Saturday, come by if you like! Text me at this number.",
    paraphrase:
      "Mum, we won the pub quiz! The jackpot was only £40 but we're celebrating. Call me tomorrow.",
  },
  {
    name: 'a form or a sign-up "here" with nothing at stake',
    pinned:
      'The school photo order form is due Friday. Fill it in here: https://lincoln-elementary.org/photos',
    paraphrase:
      'Our newsletter has moved. Sign up here to keep receiving it: https://www.bbc.co.uk/newsletters',
  },
  {
    name: 'a sale that ends tonight, with nothing claimed about the reader',
    pinned:
      "Subject: Last call: 40% off ends tonight\n\nThis is it! Our biggest sale of the season ends at 11:59 PM. Don't miss out on 40% off sitewide, plus free shipping on orders over $50. Shop now before it's too late. You're receiving this because you signed up at oldnavy.com. Unsubscribe.",
    paraphrase:
      'Final hours of our winter clearance: every coat half price until midnight. Hurry, stock is going fast! Visit any of our stores.',
  },
  {
    name: 'a selection for jury service or a panel, which is no prize',
    pinned:
      'Subject: Jury service summons\n\nYou have been selected for jury service on January 12 at the Superior Court. Please complete your juror questionnaire online within 10 days using the juror ID printed on your summons. Failure to respond may result in a follow-up notice.',
    paraphrase:
      'You have been chosen to serve on the county’s citizen advisory panel. The first meeting is on January 8 at the library.',
  },
];

describe('scams in ordinary e-mail', () => {
  itReadsScams(SCAMS);
});

describe('ordinary e-mail that sends the reader to the sender’s own site', () => {
  itKeepsGenuine(GENUINE);
});

describe('the same messages sent from a site that is not the named one', () => {
  it('are still graded D or F', async () => {
    for (const text of [
      'Thanks for signing up for Duolingo! Your account will be deleted within 24 hours unless you confirm your email address here: https://duolingo-account-verify.com/confirm',
      'Your Spotify payment was declined. To avoid interruption, update your payment details at spotify-billing-help.com today.',
      // The name written only as the address itself proves nothing.
      'Nubank: sua fatura com vencimento hoje está em atraso. Pague agora para evitar o bloqueio do cartão: https://nubank-fatura.online/pagar',
      'Your Starbucks reward expires in 2 hours! Claim it now at starbucks-rewards-gift.com before it’s gone.',
      'Congrats! You have been selected to receive a $500 Walmart gift card. Claim it at walmart-gifts.top',
      'You have been chosen as this week’s lucky winner! Reply YES to get your prize.',
      'Your mailbox is full and new mail is being returned. Sign in to your account to keep receiving messages: Mail-Storage-Center.com',
    ])
      expectScamGrade(await analyzeAt(text), text);
  });

  it('judges whose each link is: the named site’s own page, not a file on it nor another site', () => {
    const relation = (text: string) =>
      computeSignals(acquireText(text)).anatomy?.anatomy.senderLinks.map((l) => l.relation);
    expect(
      relation(
        'Thanks for joining Northwind! Confirm your address at https://northwind.org/confirm',
      ),
    ).toEqual(['own']);
    expect(
      relation(
        'Thanks for joining Northwind! Open your report: http://northwind.org/files/Report_77120.doc',
      ),
    ).not.toContain('own');
    expect(
      relation(
        'Thanks for joining Northwind! Confirm your address at https://northwind-members.org/confirm',
      ),
    ).not.toContain('own');
    expect(
      relation('Thanks for joining! Confirm your address at https://Northwind.org/confirm'),
    ).not.toContain('own');
  });
});

describe('the question about the reader’s own dealing', () => {
  it('quotes a pasted e-mail’s subject without its "Subject:" label', async () => {
    const r = await analyzeAt(GENUINE[2]!.pinned);
    const asked = r.criticalQuestions.join(' ');
    expect(asked).toContain('"Your payment was declined"');
    expect(asked).not.toContain('Subject:');
  });
});
