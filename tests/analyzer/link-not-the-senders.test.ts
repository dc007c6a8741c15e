/**
 * Issue 33, item 3: the link that does not belong to the sender, as hard evidence. A message that
 * names a brand (a toll operator, a bank, a carrier, a health insurer), or signs with a name the
 * lists do not know, while its link's registered domain is someone else's, is quoted as "the link
 * does not belong to <sender>", and the signals carry a plain fact the judge can read
 * (signals.anatomy.anatomy.senderLinks): the relation, the disguise, whether the message sends the
 * reader there, and whether it is hard evidence. Its false alarms are pinned too: a bank's real
 * short domain, a carrier's real tracking site, a help-desk host, a shortener in a health post,
 * a merchant named in a card alert.
 */
import { describe, expect, it } from 'vitest';
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';
import type { SenderLink } from '../../src/server/analysis/signals/anatomy';
import { analyzeText } from '../helpers/pipeline';

const signalsOf = (text: string) => computeSignals(acquireText(text), { model: null }).anatomy!;
const linksOf = (text: string): SenderLink[] => signalsOf(text).anatomy.senderLinks;

describe('a link that dresses as the sender is hard evidence, quoted as not the sender’s', () => {
  it('E-ZPass with its name in front of another site’s domain', async () => {
    const text =
      'E-ZPass: You have an unpaid toll balance of $4.15. To avoid a late fee of $50, pay now at https://ezpass-ny.tollpay-center.info';
    const [link] = linksOf(text);
    expect(link).toMatchObject({
      sender: 'E-ZPass',
      domain: 'tollpay-center.info',
      relation: 'lookalike',
      disguise: 'brand-in-subdomain',
      sendsYou: true,
      hard: true,
    });
    expect(link!.says).toMatch(/^the link does not belong to E-ZPass/);
    const r = await analyzeText(text);
    const anatomy = r.redFlags.find((f) => f.type === 'scam_anatomy');
    expect(anatomy?.severity).toBe('high');
    expect(anatomy?.anatomy).toContainEqual({
      part: 'channel',
      label: 'Sends you to a link that does not belong to E-ZPass',
      quote: 'https://ezpass-ny.tollpay-center.info',
    });
    expect(r.redFlags.find((f) => f.type === 'suspicious_link')?.indicator).toBe(
      'Link imitates E-ZPass',
    );
  });

  it.each([
    [
      'another toll operator, its name and a state on a cheap domain',
      'SunPass notice - a road usage charge of 6.80 USD is still open on your plate. Settle it today via sunpass.fl-billing-portal.top/pay or extra penalties will apply.',
      'SunPass',
    ],
    [
      'a name the lists do not know, in front of another domain',
      'QuickToll: your tag balance is overdue by $3.20. Clear it within 24 hours at quicktoll-fl.road-fees.xyz to keep your account active.',
      'QuickToll',
    ],
    [
      'a health insurer signed in full, its name in front of another domain',
      'Assurance Maladie - Votre dossier de remboursement est bloqué. Une participation de 1,50 EUR doit être payée aujourd’hui sur https://assurance-maladie.securite-dossier.top',
      'Ameli',
    ],
    [
      'a bank with its country run into its name',
      'PayPal: your account is limited. Restore access at paypaluk.account-check.com/login today.',
      'PayPal',
    ],
    [
      'a bank spelt with a digit for a letter',
      'Barclays: a new device was added to your account. If this was not you, cancel it at barc1ays-secure.com now.',
      'Barclays',
    ],
  ])('%s', (_name, text, sender) => {
    const links = linksOf(text).filter((l) => l.hard);
    expect(links.length, JSON.stringify(linksOf(text))).toBe(1);
    expect(links[0]!.sender).toBe(sender);
    expect(links[0]!.says).toMatch(new RegExp(`^the link does not belong to ${sender}`));
    expect(signalsOf(text).flag?.anatomy?.some((p) => p.part === 'channel')).toBe(true);
  });
});

describe('a link that is the sender’s own, or only hides where it goes, is no such evidence', () => {
  it.each([
    [
      'a bank’s short domain',
      'Bank of America: Your statement is ready. View it at bofa.com/statements',
      'own',
    ],
    [
      'another bank’s short domain',
      'Wells Fargo: Your card ending 4412 was used for $45.10. Review it at wf.com/alerts. We never ask for your PIN by text.',
      'own',
    ],
    ['a shop’s short links', 'Amazon: Your order has shipped. Track it: amzn.to/3xYzAb1', 'own'],
    [
      'a carrier’s tracking site',
      'Royal Mail: Your parcel will arrive today between 10:05 and 12:05. Track it at royalmail.com/track/AB123',
      'own',
    ],
    [
      'a carrier’s parcel domain',
      'DHL: Your parcel arrives tomorrow. Track it at dhlparcel.co.uk/track/JD0001',
      'own',
    ],
    [
      'a carrier’s old name',
      'Evri: We will deliver your parcel today between 2pm and 4pm. Track it: myhermes.co.uk/track',
      'own',
    ],
    [
      'a tracking page on a service companies use',
      'Boots: Your order is on its way. Track it at https://boots.narvar.com/boots/tracking/123',
      'own',
    ],
    [
      'a shortener in a health post',
      'Get your flu shot this fall. Find a clinic near you: bit.ly/flu-finder',
      'hidden',
    ],
  ])('%s', async (_name, text, relation) => {
    const links = linksOf(text);
    expect(links.map((l) => [l.relation, l.hard])).toEqual([[relation, false]]);
    const r = await analyzeText(text);
    expect(r.redFlags.filter((f) => f.severity !== 'low').map((f) => f.type)).toEqual([]);
  });

  it('a merchant named in a card alert is not where the alert sends you', () => {
    const links = linksOf(
      'Chase: Did you try a $742.18 purchase at BESTBUY.COM with your card ending 4417? Reply YES or NO.',
    );
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ relation: 'elsewhere', sendsYou: false, hard: false });
  });
});

describe('a name the lists do not know, on a site whose name is only that name, is its own', () => {
  it('the name alone is the sender’s own site; the name with other words is not shown to be', () => {
    const own = linksOf(
      'Kowalski Plumbing: your visit is booked for Tuesday. Details at kowalskiplumbing.com',
    );
    expect(own.map((l) => l.relation)).toEqual(['own']);
    // The same name with another word on an unlisted site: not the sender's own, so a threat
    // through it counts as pressure, as it would through any other site.
    const other = linksOf(
      'Kowalski Plumbing: your booking will be cancelled today unless you pay the deposit at kowalskiplumbing-pay.vip',
    );
    expect(other.map((l) => l.relation)).toEqual(['elsewhere']);
  });
});

describe('an authority that sends you to a site neither its own nor a public body’s', () => {
  it('a health service whose test-kit link is some other site: D or F, the link named as not its own', async () => {
    for (const text of [
      'NHS: You have been in close contact with someone who tested positive. Please order a free test kit at https://home-testkit-orders.com',
      'Medicare: our records show your card must be replaced. Confirm your details at https://card-renewal-centre.net today.',
    ]) {
      const r = await analyzeText(text);
      expect(['D', 'F'], text).toContain(r.summary.overallGrade);
      const channel = r.redFlags
        .find((f) => f.type === 'scam_anatomy')
        ?.anatomy?.find((p) => p.part === 'channel');
      expect(channel?.label, text).toMatch(/^Sends you to a link that does not belong to /);
    }
  });

  it('the same service on its own site, or a public body’s, stays C or better', async () => {
    for (const text of [
      'NHS: Your COVID Pass is ready. Download it in the NHS App or at https://www.nhs.uk/nhs-app/',
      'Medicare: your new card is on its way. Check your details at https://www.medicare.gov/account',
    ]) {
      const r = await analyzeText(text);
      expect(['A', 'B', 'C'], text).toContain(r.summary.overallGrade);
    }
  });
});
