import { describe, expect, it } from 'vitest';
import type { RedFlag } from '../../../../shared';
import { acquireText } from '../../acquire/text';
import {
  BANK_PHISHING_SMS,
  CONSPIRACY_POST,
  CRYPTO_INVESTMENT,
  FAKE_SHOP_AD,
  MIRACLE_CURE_POST,
  SOBER_NEWS_REPORT,
  SPANISH_SCAM,
  TECH_SUPPORT_POPUP,
} from '../__fixtures__/samples';
import { inspectLinks } from '../../knowledge/links';
import { detectRedFlags } from './index';

/** The types of the flags raised on `content`. */
const typesOf = (content: string) => flagsOf(content).map((f) => f.type);

function flagsOf(content: string): RedFlag[] {
  const a = acquireText(content);
  return detectRedFlags(a.text, inspectLinks(a.links), a.textLinks ?? []).flags;
}
const byType = (flags: RedFlag[]) => new Map(flags.map((f) => [f.type, f]));

describe('detectRedFlags on real-looking messages', () => {
  it('catches every sign of the bank-phishing text, quoting the exact words', () => {
    const flags = byType(flagsOf(BANK_PHISHING_SMS));
    expect(flags.get('threat')?.textExample).toBe('Your Barclays account has been suspended');
    expect(flags.get('credential_request')?.textExample).toBe('Verify your details');
    expect(flags.get('urgency')?.textExample).toBe('within 24 hours');
    expect(flags.get('suspicious_link')?.textExample).toBe(
      'http://barclays-secure-login.xyz/verify',
    );
    expect(flags.get('impersonation')?.indicator).toBe('Claims to be Barclays');
    for (const f of flags.values()) expect(f.severity).toBe('high');
  });

  it('catches the fake shop: irreversible payment, scarcity, 90% off and a throwaway domain', () => {
    const flags = byType(flagsOf(FAKE_SHOP_AD));
    expect(flags.get('payment_request')?.textExample).toBe('Payment accepted by gift card');
    expect(flags.get('scarcity')?.textExample).toBe('Only 3 left');
    expect(flags.get('too_good_to_be_true')?.textExample).toBe('90% off');
    expect(flags.get('suspicious_link')?.textExample).toBe('luxe-bags-outlet.top/sale');
  });

  it('catches the miracle cure, its conspiracy framing, unnamed studies and the push to share', () => {
    const flags = byType(flagsOf(MIRACLE_CURE_POST));
    expect(flags.get('miracle_cure')?.textExample).toBe('cure reverses diabetes');
    expect(flags.get('conspiracy_framing')?.textExample).toBe(
      "Big Pharma doesn't want you to know",
    );
    expect(flags.get('unsourced_authority')?.textExample).toBe('Studies show');
    expect(flags.get('share_before_deletion')).toBeDefined();
  });

  it('catches the fake virus alert and the Microsoft impersonation behind it', () => {
    const flags = byType(flagsOf(TECH_SUPPORT_POPUP));
    expect(flags.get('tech_support_scam')?.textExample).toBe('Your computer has been infected');
    expect(flags.get('impersonation')?.severity).toBe('high');
    expect(flags.get('urgency')?.textExample).toBe('immediately');
  });

  it('catches the crypto investment scam, amounts with decimals included', () => {
    const flags = byType(flagsOf(CRYPTO_INVESTMENT));
    expect(flags.get('guaranteed_returns')?.textExample).toBe('Guaranteed returns');
    expect(flags.get('payment_request')?.textExample).toBe('Send 0.1 BTC');
  });

  it('catches conspiracy framing and pressure in the conspiracy post', () => {
    const flags = byType(flagsOf(CONSPIRACY_POST));
    expect(flags.get('conspiracy_framing')?.severity).toBe('high');
    expect(flags.get('excessive_punctuation')?.textExample).toBe('PEOPLE!!!');
  });

  it('raises nothing on a sober news report, even one that says "did not immediately respond"', () => {
    expect(flagsOf(SOBER_NEWS_REPORT)).toEqual([]);
    expect(flagsOf('The company did not immediately respond to a request for comment.')).toEqual(
      [],
    );
  });

  it('knows the commonest Spanish scam phrases', () => {
    const types = flagsOf(SPANISH_SCAM).map((f) => f.type);
    expect(types).toEqual(
      expect.arrayContaining(['threat', 'credential_request', 'urgency', 'suspicious_link']),
    );
  });

  it('quotes only exact spans of the input and orders flags by severity', () => {
    const rank = { high: 3, medium: 2, low: 1 };
    for (const text of [BANK_PHISHING_SMS, FAKE_SHOP_AD, MIRACLE_CURE_POST, CONSPIRACY_POST]) {
      const flags = flagsOf(text);
      for (const f of flags) expect(text).toContain(f.textExample);
      const severities = flags.map((f) => rank[f.severity]);
      expect(severities).toEqual([...severities].sort((a, b) => b - a));
    }
  });

  it('raises one flag per type however often the cue repeats', () => {
    const flags = flagsOf('Act now! Act now! Act now! Urgent. Immediately.');
    expect(flags.filter((f) => f.type === 'urgency')).toHaveLength(1);
  });
});

describe('detectRedFlags avoids everyday false alarms', () => {
  it('does not read advice or "you won\'t" as a scam', () => {
    expect(flagsOf('Never share your password with anybody.').map((f) => f.type)).not.toContain(
      'credential_request',
    );
    expect(flagsOf("You won't believe how tired I am").map((f) => f.type)).not.toContain(
      'prize_scam',
    );
    expect(
      flagsOf('Shall I send you my account number for the rent?').map((f) => f.type),
    ).not.toContain('credential_request');
  });

  it('treats pressure words with nothing asked for as weaker than pressure in a scam', () => {
    const plain = flagsOf('We urgently need volunteers for the school fair.').find(
      (f) => f.type === 'urgency',
    );
    expect(plain?.severity).toBe('low');
  });

  it('keeps "experts say" quiet when the expert is named nearby', () => {
    const named =
      'Experts say the bridge is safe, according to Professor Ana Lima of the University of Porto.';
    expect(flagsOf(named).map((f) => f.type)).not.toContain('unsourced_authority');
    expect(flagsOf('Experts say the bridge is about to collapse.').map((f) => f.type)).toContain(
      'unsourced_authority',
    );
  });

  it('flags clickbait headlines by their traits, but not news headlines', () => {
    expect(flagsOf('21 Photos That Will Make You Feel Old').map((f) => f.type)).toContain(
      'clickbait',
    );
    expect(flagsOf('Which Disney Princess Are You Actually').map((f) => f.type)).toContain(
      'clickbait',
    );
    expect(
      flagsOf('Parliament approves budget after late-night vote').map((f) => f.type),
    ).not.toContain('clickbait');
  });

  it('flags premium-rate numbers and short-code subscriptions', () => {
    const flags = flagsOf(
      'Claim your reward: call 09061701461 now (150p/min) or text WIN to 87121.',
    );
    expect(flags.find((f) => f.type === 'premium_rate')?.textExample).toBe('09061701461');
  });

  it('a window for what the sender does is a promise, not urgency; a threat keeps it', () => {
    expect(typesOf('Payment received. Your a/c will be credited within 24 hrs.')).not.toContain(
      'urgency',
    );
    expect(
      typesOf("We'll refund the full amount within 2 days of getting the parcel."),
    ).not.toContain('urgency');
    expect(typesOf('Your account will be suspended within 24 hours.')).toContain('urgency');
    expect(typesOf('Reply within 2 hours or the order is cancelled.')).toContain('urgency');
  });

  it('how fast something was done, told in the past, is no deadline; an ask after it still is', () => {
    for (const text of [
      'They refunded the £420 within two days and the new card came on the Friday.',
      'When the boiler broke she sent a plumber within two hours.',
      'I ordered on Monday and it arrived within 2 days.',
    ])
      expect(typesOf(text), text).not.toContain('urgency');
    for (const text of [
      'We sent you a code, enter it within 10 minutes.',
      'We noticed unusual activity, verify within 24 hours.',
      'Your account has been locked and will be deleted within 24 hours.',
      'I transferred 500 by mistake please return it within 1 hour.',
    ])
      expect(typesOf(text), text).toContain('urgency');
  });

  it('a code the sender gives ("enter 3674 as your PIN") is not a request for one', () => {
    expect(typesOf('Welcome to the TV app. Please enter 3674 as your PIN.')).not.toContain(
      'credential_request',
    );
    expect(typesOf('To finish, type 0000 as the PIN on the set-top box.')).not.toContain(
      'credential_request',
    );
    expect(typesOf('Please enter your PIN to confirm the transfer.')).toContain(
      'credential_request',
    );
  });

  it('"don\'t miss out" alone is a sale\'s wording, one level lower; a deadline keeps urgency', () => {
    const urgency = (text: string) => flagsOf(text).find((f) => f.type === 'urgency')?.severity;
    expect(urgency("Don't miss out on our weekend data deal: 2GB for the price of 1.")).toBe('low');
    expect(urgency("Don't miss out: pay the fee within 2 hours or the parcel goes back.")).toBe(
      'medium',
    );
  });

  it('a warning about typing the wrong PIN on your own card or phone is not a request for it', () => {
    expect(
      typesOf('Dear customer, if you enter the wrong PIN 3 times your card will be retained.'),
    ).not.toContain('credential_request');
    expect(
      typesOf('That password is incorrect. Type the correct password to continue.'),
    ).not.toContain('credential_request');
    expect(
      typesOf('Your card is on hold: enter your PIN at card-unlock.top to release it.'),
    ).toContain('credential_request');
  });

  it('a ten-digit number from 09 is a mobile (Thailand, Vietnam, Taiwan), not a premium line', () => {
    for (const text of [
      'Missed call from 0912995507 at 14:01, please call back.',
      'Số 0987654321 đã gọi cho bạn lúc 14:01.',
      'Call 0870123456 for the results.',
    ])
      expect(flagsOf(text).map((f) => f.type)).not.toContain('premium_rate');
    expect(flagsOf('Call 08701234567 for the results.').map((f) => f.type)).toContain(
      'premium_rate',
    );
  });
});

describe('rules about acts, not words (issue 14)', () => {
  const types = (text: string) =>
    flagsOf(text)
      .filter((f) => f.severity !== 'low')
      .map((f) => f.type);

  it('a credential request needs a request, not safety advice', () => {
    expect(
      types('We will never ask you to send your PIN or your online banking password by text.'),
    ).not.toContain('credential_request');
    expect(
      types('Scammers may ask you to confirm your passcode over the phone; hang up.'),
    ).not.toContain('credential_request');
    expect(types('Please reply with your PIN to keep your card active.')).toContain(
      'credential_request',
    );
  });

  it('impersonation needs the text to speak as the brand', () => {
    // A brand named as a mailbox or a channel is not the sender.
    expect(
      types(
        'Send your CV and a £50 registration fee to jobs.partners@gmail.com and message us on WhatsApp.',
      ),
    ).not.toContain('impersonation');
    // Speaking as the brand and asking for a secret is.
    expect(
      flagsOf(
        'PayPal: we noticed a problem with your account. Reply with your password to keep it open.',
      ).find((f) => f.type === 'impersonation')?.indicator,
    ).toBe('Claims to be PayPal');
    // A text that opens with the brand signs with it.
    expect(
      types('Santander We would like to confirm a transaction. Reply with your PIN to cancel it.'),
    ).toContain('impersonation');
  });

  it('shouting is a run of capitals, not an acronym or a brand in capitals', () => {
    expect(
      flagsOf(
        'Back in 2002 CNET ran a piece on FOAF; the BIBLE group pays at the ATM outside TESCO.',
      ).some((f) => f.type === 'shouting'),
    ).toBe(false);
    expect(
      flagsOf('They lied to you. SHARE IT BEFORE IT IS DELETED.').some(
        (f) => f.type === 'shouting',
      ),
    ).toBe(true);
  });

  it('a keyword to a short code near a petition is a low note; near a prize it is a warning', () => {
    expect(
      flagsOf('Text LIBRARY to 70070 to add your name to the petition.').find(
        (f) => f.type === 'premium_rate',
      )?.severity,
    ).toBe('low');
    expect(
      flagsOf('You have won a prize! Text WIN to 80086 to claim.').find(
        (f) => f.type === 'premium_rate',
      )?.severity,
    ).toBe('medium');
  });

  it('"only" is no payment verb: a wallet maker’s advice is not a crypto payment demand', () => {
    expect(
      types('Your recovery phrase is the only backup of your crypto wallet. Keep it on paper.'),
    ).not.toContain('payment_request');
  });

  it('a code written after the secret it names is given, not asked for', () => {
    expect(
      typesOf('Please input the OTP 4417 within the next 5 minutes (Ref: QX12).'),
    ).not.toContain('credential_request');
    expect(typesOf('Enter your verification code: 552190 to finish signing in.')).not.toContain(
      'credential_request',
    );
    expect(typesOf('Please input the OTP we sent you on this page to unlock your card.')).toContain(
      'credential_request',
    );
  });

  it('a money-transfer payment reported is no demand to pay by one', () => {
    for (const text of [
      'Chase: A $1,250.00 Zelle payment to JOHN SMITH was sent on 11/27.',
      'You received a $40 Venmo payment from Dana for pizza.',
    ])
      expect(typesOf(text)).not.toContain('payment_request');
    expect(typesOf('Venmo payments only, no cards. Send it to @deals-4-u.')).toContain(
      'payment_request',
    );
  });

  it('conspiracy framing: the authorities "are hiding" it as a fact, not a reported accusation', () => {
    expect(types('The health authorities are hiding the numbers from you.')).toContain(
      'conspiracy_framing',
    );
    expect(types('Critics accused the agency of hiding data about side effects.')).not.toContain(
      'conspiracy_framing',
    );
  });

  it('irregular sign-on attempts and unusual activities read as a threat', () => {
    expect(types('Several irregular sign on attempts were made on your account.')).toContain(
      'threat',
    );
    expect(types('Warning: Unusual activities on your account.')).toContain('threat');
  });
});
