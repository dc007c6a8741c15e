/**
 * Each act rule with a scam it must catch and the legitimate text it must not fire on (the comment
 * above each rule in red-flag-acts.ts names the same legitimate text).
 */
import { describe, expect, it } from 'vitest';
import { detectActs } from './acts';
import { undisguise } from '../../signals/disguised-words';

const acts = (text: string) => detectActs(text).map((h) => `${h.rule.type}/${h.severity}`);

describe('act rules: what a scam does', () => {
  it('account lures: a loss threatened and an action pushed', () => {
    expect(
      acts(
        'Dear customer, your online banking has been suspended. Click here to restore access: http://x.example',
      ),
    ).toContain('account_lure/high');
    expect(acts('Your mailbox is almost full. Click here to upgrade your quota.')).toContain(
      'account_lure/medium',
    );
    expect(
      acts(
        'Your KYC have be expire. To verify call customer care immediately, your account will be block within 24 hours',
      ),
    ).toContain('account_lure/high');
    // Genuine alerts and notices.
    expect(
      acts(
        'HSBC: Your card ending 4821 was used for £23.40 at TESCO STORES. If this wasn’t you, call us on the number on the back of your card. We will never ask for your PIN.',
      ),
    ).toEqual([]);
    expect(acts('Your subscription renews on 5 June; you can change it in Settings.')).toEqual([]);
    expect(acts('Our office will be closed on Monday; call us on Tuesday.')).toEqual([]);
  });

  it('parcel fees: an unpaid fee for a parcel and a way to pay', () => {
    expect(
      acts(
        'Royal Mail: your parcel is held due to an unpaid £2.70 shipping fee. Pay here: http://royalmail-redelivery.example',
      ),
    ).toContain('fee_request/high');
    expect(
      acts('Your parcel is on its way and will arrive tomorrow. Track it in our app.'),
    ).toEqual([]);
  });

  it('refund lures: money owed and a link or call to claim it', () => {
    expect(
      acts('You are eligible for a tax refund of £305.96. Claim it here: http://refund.example'),
    ).toContain('refund_lure/medium');
    expect(
      acts('Your refund of £20.00 has been processed and will reach your card in 5 days.'),
    ).toEqual([]);
  });

  it('new-number family scams: a new phone and money', () => {
    expect(
      acts(
        'Hi Mum, this is my new number, my phone broke. Can you send me £200 for a bill today? I’ll pay you back',
      ),
    ).toContain('family_emergency/high');
    expect(acts('Hi Mum, this is my new number, save it! See you Sunday.')).toEqual([]);
  });

  it('job and loan fees, identity documents', () => {
    expect(
      acts(
        'Congratulations, you are hired for the work from home job. Pay the registration fee of $50 to start.',
      ),
    ).toContain('fee_request/high');
    expect(
      acts('The interview is on Monday; there is no registration fee of any kind to apply.'),
    ).toEqual([]);
    expect(
      acts(
        'To release your loan please send a photo of your passport and your bank details on WhatsApp.',
      ),
    ).toContain('credential_request/high');
    expect(acts('Please bring your passport to the appointment.')).toEqual([]);
  });

  it('shared-document lures and reward points', () => {
    expect(acts('You have 3 secure messages waiting. Log in to view the messages here.')).toContain(
      'document_lure/medium',
    );
    expect(
      acts('I’ve attached the minutes of Tuesday’s meeting; comments by Friday please.'),
    ).toEqual([]);
    expect(
      acts(
        'Your SBI reward points worth Rs 7,250 expire today. Redeem now: http://sbi-points.example',
      ),
    ).toContain('prize_scam/medium');
    expect(acts('Earn points on every purchase; see your balance in the app.')).toEqual([]);
  });

  it('Indonesian prize and transfer scams, not greetings', () => {
    expect(
      acts('Selamat! Simcard anda mendapatkan hadiah 1 unit mobil. Info klik www.hadiah.example'),
    ).toContain('prize_scam/high');
    expect(acts('Di transfer saja uangnya ke rekening BNI ini')).toContain(
      'payment_request/medium',
    );
    expect(acts('Selamat pagi, rapat jam 9 di kantor.')).toEqual([]);
  });
});

describe('disguised words', () => {
  it('reads digits swapped for letters as the letters, keeping every position', () => {
    const text = 'Your ATM card has been BL0CKED and you w0n a prize';
    const { plain, disguised } = undisguise(text);
    expect(plain).toBe('Your ATM card has been BLOCKED and you won a prize');
    expect(plain.length).toBe(text.length);
    expect(disguised.map((d) => d.text)).toEqual(['BL0CKED', 'w0n']);
  });

  it('leaves codes, model names, years and ordinary words alone', () => {
    for (const text of [
      'The H1N1 strain and the B2B market in 2021',
      'Samsung A10s and X1 Carbon',
      'Flight BA0117 leaves at 10:10',
    ]) {
      expect(undisguise(text)).toEqual({ plain: text, disguised: [] });
    }
  });
});

describe('verify-your-account requests with a threat', () => {
  it('flags a mailbox "verify or lose it" message, not a sign-up confirmation', () => {
    expect(
      acts(
        'Dear user, verify your email account below to avoid being suspended from our server. Click here to verify.',
      ),
    ).toEqual(expect.arrayContaining(['account_lure/high', 'credential_request/medium']));
    expect(
      acts(
        'Thanks for signing up. Please confirm your email address to get our weekly newsletter.',
      ),
    ).toEqual([]);
  });
});

describe('a bare link is the request', () => {
  it('after an account threat or a payment offer, but not in a notice that threatens nothing', () => {
    expect(
      acts('Your Netflix account will be locked because your payment was declined qv02g.com/'),
    ).toContain('account_lure/high');
    expect(
      acts('Please verify your details to avoid service restriction http://help-3.info'),
    ).toContain('account_lure/high');
    expect(
      acts(
        'GOV UK: We have issued a payment of £258.76 to all residents. Please visit http://uk-cvd-19-grant.com/ to apply',
      ),
    ).toContain('refund_lure/medium');
    expect(acts('Your new statement is ready. See it at www.examplebank.co.uk/statements')).toEqual(
      [],
    );
  });
});

describe('payment alerts with a link, fortunes from strangers', () => {
  it('flags a fake fraud alert with a link, not a genuine one that sends you to your card', () => {
    expect(
      acts(
        'A transaction of AUD 590.30 was made with your bank account on 08/02/17. If unauthorised follow this link http://commbank-netbank.example',
      ),
    ).toContain('account_lure/medium');
    expect(
      acts(
        'HSBC: Your card ending 4821 was used for £23.40 at TESCO STORES. If you don’t recognise this payment, call us on the number on the back of your card.',
      ),
    ).toEqual([]);
  });

  it('flags an inheritance or fortune offer with a contact, not a court report', () => {
    expect(
      acts(
        'It’s urgent please contact me for an UNCLAIMED BEQUEST PAYMENT as the assigned beneficiary via email gordon@example.com',
      ),
    ).toContain('fee_request/high');
    expect(acts('The court ruled that the beneficiary of the trust was her nephew.')).toEqual([]);
  });
});

describe('act rules for the scam families issue 14 names', () => {
  it('wrong-number and "hello dear" openers that turn into befriending', () => {
    expect(
      acts('Sorry, I think I got the wrong number! But nice to meet you anyway, my name is Lily.'),
    ).toContain('stranger_opener/medium');
    expect(acts('Sorry, wrong number! I was trying to reach the dentist.')).toEqual([]);
  });

  it('the investment friend: boasted profits and an offer to teach', () => {
    expect(
      acts(
        'I made 38% profit this week on a crypto trading platform, I can teach you step by step.',
      ),
    ).toContain('stranger_opener/high');
    expect(acts('Bitcoin rose 38% this week as traders bet on rate cuts, analysts said.')).toEqual(
      [],
    );
  });

  it('crypto-wallet "updates" that want the recovery phrase or the wallet', () => {
    expect(acts('A new firmware version is available for your Ledger Nano. Get Started')).toContain(
      'credential_request/high',
    );
    expect(
      acts(
        'Ledger will never ask you for your 24-word recovery phrase: not by e-mail, not by phone and not on any website.',
      ),
    ).toEqual([]);
  });

  it('airdrops addressed to you, claimed by connecting a wallet', () => {
    expect(
      acts(
        'You are eligible for the community airdrop: 2,500 tokens are reserved. Connect your wallet to claim them.',
      ),
    ).toContain('prize_scam/high');
    expect(acts('The Arbitrum airdrop drew 600,000 wallets; some users could not claim.')).toEqual(
      [],
    );
  });

  it('callback scams: a charge or renewal and a phone number to cancel it', () => {
    expect(
      acts(
        'Your Norton 360 subscription has been renewed and $399.99 was charged. If you did not authorize this, call +1 (808) 555-0147.',
      ),
    ).toContain('refund_lure/high');
    expect(
      acts(
        'Your Spotify Premium plan renewed on 3 May and £11.99 was charged to your Visa. You can change or cancel your plan at any time in your account settings.',
      ),
    ).toEqual([]);
  });

  it('"protected message" lures whose only request is a "Review now" button', () => {
    expect(acts('Sarah Bennett has sent you a protected message.\n\nReview now')).toContain(
      'document_lure/medium',
    );
    expect(
      acts('I’ve attached the minutes of Tuesday’s meeting; comments by Friday please.'),
    ).toEqual([]);
  });

  it('stolen-election claims asserted, not reported', () => {
    expect(
      acts('Millions of fake ballots were dumped in the swing states in the middle of the night.'),
    ).toContain('conspiracy_framing/high');
    expect(acts('They rigged this election and everyone knows it.')).toContain(
      'conspiracy_framing/medium',
    );
    expect(
      acts(
        'Georgia officials again rejected claims that the election was stolen, saying recounts found no evidence of fake ballots.',
      ),
    ).toEqual([]);
    expect(
      acts(
        'He would not accept the result of the election if he felt it was rigged, he told supporters.',
      ),
    ).toEqual([]);
  });

  it('job fees quote the fee itself', () => {
    const hit = detectActs(
      'Dear applicant, to complete your onboarding please pay the registration fee of $85.',
    ).find((h) => h.rule.type === 'fee_request');
    expect(hit?.span.text).toMatch(/registration fee/);
  });
});

describe('act rules measured on phishing e-mail and smishing (issue 14)', () => {
  it('details to update through a link or button', () => {
    expect(
      acts('HR would like you to kindly update your information with the secure link below.'),
    ).toContain('credential_request/medium');
    expect(
      acts('I have updated your access to the shared drive; the details are in the wiki.'),
    ).toEqual([]);
    expect(
      acts('https://help.twitter.com/en/managing-your-account/update-your-twitter-profile'),
    ).toEqual([]);
  });

  it('verify-your-account pushes with "now" or "immediately" but no threat', () => {
    expect(
      acts(
        'We have upgraded your email security. Kindly verify your email immediately. Verify Now',
      ),
    ).toContain('credential_request/medium');
    expect(
      acts(
        'Thanks for signing up. Please confirm your email address to get our weekly newsletter.',
      ),
    ).toEqual([]);
  });

  it('mail "returned" or "stopped" and a button to recover it', () => {
    expect(
      acts('Your mailbox returned (4) incoming mails due to a server error. RECOVER MESSAGES'),
    ).toContain('account_lure/high');
    expect(
      acts(
        'Several incoming mails were returned to the sender during the outage; IT has fixed the server.',
      ),
    ).toEqual([]);
  });

  it('callback scams whose number "can be reached at", with a reason to call', () => {
    expect(
      acts(
        'A charge of $638.00 USD has been authorized. Customer Service can be reached at 1-833-742-1640. If the order has not been made by you, call now.',
      ),
    ).toContain('refund_lure/high');
    expect(
      acts('Your order has been confirmed. Our shop can be reached at 0161 496 0000 on weekdays.'),
    ).toEqual([]);
    expect(
      acts(
        'Your Amazon Prime membership will auto-renew today for $139. To cancel, call our helpline 1-888-555-0199.',
      ),
    ).toContain('refund_lure/high');
  });

  it('prizes by place or by amount, claimed by sending your details', () => {
    expect(
      acts(
        'Congratulations, you came 2nd in the monthly raffle. Follow this link to claim: b4grs.info/AtLos7',
      ),
    ).toContain('prize_scam/medium');
    expect(
      acts('THIS MOBILE NUMBER HAS WON 450,000.00 USD. SEND YOUR NAME AND ADDRESS TO CLAIM.'),
    ).toContain('prize_scam/medium');
    expect(acts('Hamilton finished second in Monaco; visit our live blog for every lap.')).toEqual(
      [],
    );
  });

  it('mailbox "upgrades" to click through, not IT notices that ask nothing', () => {
    expect(
      acts(
        'IT administrator today upgraded all mailboxes. Please upgrade your account by clicking the following link.',
      ),
    ).toContain('account_lure/medium');
    expect(
      acts('Mailboxes move to the new server this weekend; you do not need to do anything.'),
    ).toEqual([]);
  });

  it('Indonesian "mama minta pulsa" and prize texts', () => {
    expect(acts('ma, isi dl pulsa 20 rb di nmr ini 085337784732')).toContain(
      'family_emergency/high',
    );
    expect(acts('Kak, kirimkan dulu pulsa25rb di no baruku ini 085377771822')).toContain(
      'family_emergency/high',
    );
    expect(
      acts('SELAMAT, Anda memenangkan 1 UNIT MOBIL dr TELKOMSEL. U/info Hub : 082329676767'),
    ).toContain('prize_scam/high');
    expect(acts('Selamat pagi, rapat jam 9. Jangan lupa bawa laporan.')).toEqual([]);
  });
});
