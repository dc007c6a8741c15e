import { describe, expect, it } from 'vitest';
import { inspectLink } from './links';

const check = (url: string) => {
  const r = inspectLink(url);
  if (!r) throw new Error(`not a URL: ${url}`);
  return r;
};

describe('inspectLink', () => {
  it('flags a brand name on a domain the brand does not own, with a risky ending', () => {
    const r = check('http://barclays-secure-login.xyz/verify');
    expect(r.severity).toBe('high');
    expect(r.impersonates?.name).toBe('Barclays');
    expect(r.reasons.join(' ')).toMatch(/not a domain Barclays uses/);
    expect(r.reasons.join(' ')).toMatch(/\.xyz/);
  });

  it('sees through digit look-alikes such as paypa1 and amaz0n', () => {
    expect(check('http://secure-paypa1.com/login').impersonates?.name).toBe('PayPal');
    expect(check('https://amaz0n-orders.net').impersonates?.name).toBe('Amazon');
    expect(check('http://secure-paypa1.com/login').reasons.join(' ')).toMatch(/look-alike characters/);
  });

  it('flags a brand placed in front of someone else\'s domain', () => {
    const r = check('https://paypal.com.account-check.info/signin');
    expect(r.severity).toBe('high');
    expect(r.reasons.join(' ')).toMatch(/in front of another site's domain \(account-check\.info\)/);
  });

  it('flags shorteners, raw IP hosts, punycode, @ tricks and free hosting', () => {
    expect(check('https://bit.ly/3abc').reasons.join(' ')).toMatch(/shortener/);
    expect(check('http://192.168.4.20/bank/login').severity).toBe('high');
    expect(check('https://xn--pypal-4ve.com/').reasons.join(' ')).toMatch(/punycode/);
    expect(check('https://www.paypal.com@evil.example.org/').reasons.join(' ')).toMatch(/'@'/);
    expect(check('https://my-bank-help.000webhostapp.com/').reasons.join(' ')).toMatch(/for free/);
  });

  it('flags login pages hidden in a hacked site\'s plugin folders', () => {
    const r = check('http://florist-example.org/wp-content/themes/x/login.php?cmd=login_submit');
    expect(r.severity).toBe('high');
  });

  it('leaves brands\' own domains and ordinary sites alone', () => {
    for (const url of ['https://www.paypal.com/signin', 'https://www.amazon.co.uk/orders', 'https://www.royalmail.com/track', 'https://en.wikipedia.org/wiki/Phishing', 'https://groups.example.com/']) {
      expect(check(url).severity, url).toBeNull();
    }
  });

  it('does not mistake a news slug that mentions a brand for impersonation', () => {
    expect(check('http://metro.co.uk/2015/03/23/amazon-selling-mugs-5116276/').severity).toBeNull();
  });

  it('recognises reputable and institutional sources', () => {
    expect(check('https://www.reuters.com/world/').reputable).toBe(true);
    expect(check('https://www.cdc.gov/flu/').institutional).toBe(true);
    expect(check('https://www.ons.gov.uk/economy').institutional).toBe(true);
    expect(check('https://www.ox.ac.uk/research').institutional).toBe(true);
  });
});
