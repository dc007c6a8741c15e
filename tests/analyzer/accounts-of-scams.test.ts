/**
 * Accounts of scams, told by the person who met them ("Yesterday a man rang me saying he was from
 * Microsoft …"), as the public posts and pastes them. The message judge never learned that voice;
 * the account reader (signals/judge/accounts.ts, `npm run eval:accounts`), trained on the retold
 * corpus's train part and measured on its test part and with every message set held out, says
 * when the contact told of reads like the scams people report. Accounts of genuine contacts and
 * everyday messages in the first person stay C or better. Written for these tests; none is a row
 * of any corpus. Measured on the corpus's test part, the reader catches about half the accounts the
 * rules miss; still missed, for one: the first account in other words ("Last Tuesday some guy
 * phoned claiming to work for Windows tech support … demanded two hundred dollars in iTunes
 * vouchers"), read as an account at 0.56, under the bar of 0.8.
 */
import { describe, expect, it } from 'vitest';
import { mayBeAccount } from '../../src/server/analysis/signals/judge/accounts';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const SCAM_ACCOUNTS = [
  'Yesterday a man rang me saying he was from Microsoft and that my laptop was sending out viruses. He talked me into installing some program so he could fix it, then he said I owed $300 for the repair and had to pay with Google Play cards. I hung up when he got angry.',
  'My grandmother got a call last week from someone pretending to be my cousin, crying, saying he had been arrested after a car crash and needed $4,000 for bail. A "lawyer" then told her to withdraw cash and hand it to a courier who would come to her house. She nearly did it.',
  'I was selling my sofa online and a buyer said she would pay through a delivery company. She sent me a link to "receive the money" which asked for my card number and the code from my bank. I entered it and £600 went out of my account the same night.',
  "Got a text that my parcel was held because of unpaid customs. I clicked the link and paid £1.45, and two days later someone called me pretending to be my bank's fraud team saying my card was compromised and I needed to move my savings to a safe account. I lost £3,200.",
  'A woman I met on a dating app spent weeks chatting with me every day, then she started telling me about a crypto platform where her uncle made huge profits. I put in $500, saw it grow, then they said I had to pay 20% tax before I could withdraw anything.',
  'I applied for a remote job and after a chat interview on Telegram they hired me on the spot. They sent me a check to buy office equipment from their vendor and asked me to send the rest by Zelle. The check bounced a week later and my bank took the money back.',
];

const GENUINE_ACCOUNTS = [
  'I got a text from my bank asking if I had just spent £42 at Tesco. I had, so I replied yes. Later I logged into the app myself and the payment was there, nothing else had happened and they never asked for any details. Just a normal fraud check.',
  'My pharmacy texted me that my prescription was ready to collect. I was a bit wary after all the scam stories, so I phoned the shop using the number on their website and they confirmed it was ready. I picked it up that afternoon.',
  "I received an email saying my password had been changed, but it was me who changed it five minutes earlier on my laptop. The email said to contact support if it wasn't me. I didn't click anything and checked my account directly, everything was fine.",
  // Everyday messages in the first person, long enough to be read as accounts.
  "Hi Sarah, I went to the school office this morning and paid for Emma's trip, they gave me a receipt. I also told them she will be late on Friday because of the dentist. Let me know if you want me to pick the girls up after netball, I am free after four.",
  'Had the weirdest day. I missed the bus, then my phone died, then I realised I had left my keys at work. My neighbour let me wait at hers until my husband got home. We ordered pizza and watched a film, so it ended well. How was your weekend?',
  'I called the council about the missed bin collection last week and they said the lorry broke down. They promised to come back on Thursday, and they did. I also asked about the garden waste permit and paid for it on their website.',
  'Dear team, I met with the supplier yesterday and they agreed to deliver the new chairs on Monday. I have asked facilities to clear the meeting room. Please let me know by Friday if you need anything else ordered before the end of the quarter.',
];

pinGrades(GENUINE_ACCOUNTS, SCAM_ACCOUNTS, 'accounts told in the first person');

describe('what an account of a scam is read as', () => {
  it('says what happened sounds like a reported scam, with what to do after it and a quote as written', async () => {
    const text = SCAM_ACCOUNTS[0]!;
    const r = await analyzeText(text);
    const flag = r.redFlags.find((f) => f.type === 'tells_of_reported_scam');
    expect(flag, JSON.stringify(r.redFlags)).toBeDefined();
    expect(text).toContain(flag!.textExample);
    expect(flag!.explanation).toMatch(/accounts it had not learned from/);
    expect(r.summary.verdict?.headline).toBe(
      'What happened here sounds like the scams people report.',
    );
    expect(r.summary.verdict?.actions.join(' ')).toMatch(
      /call your bank on the number on your card/,
    );
  });

  it('reads only English accounts told by someone, of 30 words or more', () => {
    const long = SCAM_ACCOUNTS[0]!;
    expect(mayBeAccount(long, 'en')).toBe(true);
    expect(mayBeAccount(long, 'es')).toBe(false);
    expect(mayBeAccount('A man rang me saying he was from Microsoft and I owed $300.', 'en')).toBe(
      false,
    );
    // No teller: a report in the third person about others is a news story, not an account.
    expect(
      mayBeAccount(
        'Police said a man rang an elderly woman saying he was from Microsoft and that her laptop was sending out viruses. He talked her into installing a program, then demanded $300 in Google Play cards. Officers urged residents to hang up on such calls.',
        'en',
      ),
    ).toBe(false);
  });

  it('a message itself is never read as an account', async () => {
    const r = await analyzeText(
      'Hi, this is Daniel from the Barclays fraud team. I can see two payments on your account that I need you to confirm. Please call me back on 020 7946 0000 as soon as you get this, and have your card ready so I can verify it is you.',
    );
    expect(r.redFlags.some((f) => f.type === 'tells_of_reported_scam')).toBe(false);
  });
});
