import { describe, expect, it } from 'vitest';
import { oneEditApart } from './domain-reputation';
import { inspectLink } from './links';
import {
  SCAM_DOMAIN_LIST_SOURCE,
  listedPageFlag,
  listedScamDomain,
  scamDomainCount,
} from './scam-domains';

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

  it('reads a look-alike dressed up with security words in the languages the anatomy reads', () => {
    for (const url of [
      'https://sparkasse-sicherheit.com/',
      'https://ing-verificatie.nl/',
      'https://bbva-seguridad.net/',
      'https://paypal-sicurezza-conferma.com/',
    ])
      expect(check(url).reasons.join(' '), url).toMatch(/dressed up with words/);
    // The site's own sign-in host, and a plain word beside a name, are not dressed up.
    expect(check('https://sparkasse.de/').reasons.join(' ')).not.toMatch(/dressed up/);
    expect(check('https://www.ing.nl/particulier').reasons.join(' ')).not.toMatch(/dressed up/);
  });

  it('sees through digit look-alikes such as paypa1 and amaz0n', () => {
    expect(check('http://secure-paypa1.com/login').impersonates?.name).toBe('PayPal');
    expect(check('https://amaz0n-orders.net').impersonates?.name).toBe('Amazon');
    expect(check('http://secure-paypa1.com/login').reasons.join(' ')).toMatch(
      /look-alike characters/,
    );
  });

  it("flags a brand placed in front of someone else's domain", () => {
    const r = check('https://paypal.com.account-check.info/signin');
    expect(r.severity).toBe('high');
    expect(r.reasons.join(' ')).toMatch(
      /in front of another site's domain \(account-check\.info\)/,
    );
  });

  it('flags shorteners, raw IP hosts, punycode, @ tricks and free hosting', () => {
    expect(check('https://bit.ly/3abc').reasons.join(' ')).toMatch(/shortener/);
    expect(check('http://192.168.4.20/bank/login').severity).toBe('high');
    expect(check('https://xn--pypal-4ve.com/').reasons.join(' ')).toMatch(/punycode/);
    expect(check('https://www.paypal.com@evil.example.org/').reasons.join(' ')).toMatch(/'@'/);
    expect(check('https://my-bank-help.000webhostapp.com/').reasons.join(' ')).toMatch(/for free/);
  });

  it('reads a deep-link service (app.link, page.link) as a shortener, not a throwaway ending', () => {
    for (const url of ['https://shop.app.link/Sale24', 'https://insure.page.link/claim']) {
      const r = check(url);
      expect(r.severity).toBe('low');
      expect(r.reasons.join(' ')).toMatch(/shortener/);
      expect(r.reasons.join(' ')).not.toMatch(/cheap/);
    }
    // A site of its own on the same ending is still one.
    expect(check('https://parcel-fee.link/pay').reasons.join(' ')).toMatch(/cheap/);
  });

  it("flags login pages hidden in a hacked site's plugin folders", () => {
    const r = check('http://florist-example.org/wp-content/themes/x/login.php?cmd=login_submit');
    expect(r.severity).toBe('high');
  });

  it("leaves brands' own domains and ordinary sites alone", () => {
    for (const url of [
      'https://www.paypal.com/signin',
      'https://www.amazon.co.uk/orders',
      'https://www.royalmail.com/track',
      'https://en.wikipedia.org/wiki/Phishing',
      'https://groups.example.com/',
    ]) {
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

  it('reads a reputable publisher’s own short link as that publisher’s', () => {
    expect(check('http://nyti.ms/12ar4Np').reputable).toBe(true);
    expect(check('http://n.pr/1pmj35q').reputable).toBe(true);
    expect(check('http://nyti.ms/12ar4Np').severity).toBeNull();
    // Anyone's short link is not.
    expect(check('http://bit.ly/1BAHy5r').reputable).toBe(false);
  });

  it('flags a domain on the shipped scam list, and its subdomains', () => {
    const r = check('https://shop.10xuniswap.xyz/checkout');
    expect(r.severity).toBe('high');
    expect(r.reasons.join(' ')).toMatch(
      /10xuniswap\.xyz is on a list of reported scam and fake-shop sites FactLens ships \(scamblocklist by durablenapkin/,
    );
    expect(check('https://www.bbc.co.uk/news').reasons.join(' ')).not.toMatch(/scam and fake-shop/);
  });

  it('sees a familiar address used as a disguise in front of the real domain', () => {
    const r = check('http://pay.booking.com-id802914.info/order');
    expect(r.severity).toBe('high');
    expect(r.reasons.join(' ')).toMatch(
      /starts like a familiar site but the real domain is com-id802914\.info/,
    );
  });

  it('catches brand names with one letter changed, but not unrelated words', () => {
    const r = check('https://paypai-account.com/');
    expect(r.impersonates?.name).toBe('PayPal');
    expect(r.reasons.join(' ')).toMatch(
      /one letter away from PayPal|PayPal's name with look-alike characters/,
    );
    expect(check('https://www.netfilx-billing.com/').impersonates?.name).toBe('Netflix');
    // Typosquats keep the first letter: a salt company is not Norton.
    expect(check('https://www.morton.com/').severity).toBeNull();
  });

  it("never reads one known organisation's own domain as a look-alike of another's name", () => {
    // Spain's post is one letter from Brazil's Correios; a look-alike of either is still caught.
    const own = check('http://correos.es/');
    expect(own.impersonates).toBeNull();
    expect(own.severity).toBeNull();
    expect(check('https://correios-taxas.com/').impersonates?.name).toBe('Correios');
  });

  it('notices pages hidden in system folders, deep sign-in pages and machine-made names', () => {
    expect(
      check('http://florist.example/wp-content/uploads/doc/index.html').reasons.join(' '),
    ).toMatch(/system folders/);
    // cgi-bin/ is where old sites served their pages: a 2002 blog's link is no hidden page.
    expect(
      check('http://www.example-weblog.org/cgi-bin/foaf/index.cgi?user=anna').reasons.join(' '),
    ).not.toMatch(/system folders/);
    expect(check('https://evoke-example.net/app/fr/signin/').reasons.join(' ')).toMatch(
      /sign-in or verification address/,
    );
    expect(check('http://5wzgtq8dpk.com/').reasons.join(' ')).toMatch(/random-looking/);
  });

  it("leaves a site's own top-level sign-in page and help pages alone", () => {
    for (const url of [
      'https://cookpad.com/login?rt=%2Fcategory',
      'https://quizlet.com/help/i-have-not-received-my-confirmation-email-what-should-i-do',
      'http://correios.com.br/para-governo/encomendas',
      'http://sprint.com/webcontent/components/shop/device-detail.html',
    ]) {
      expect(check(url).severity, url).toBeNull();
    }
  });
});

describe('oneEditApart', () => {
  it('counts one substitution, insertion, deletion or swap, and nothing more', () => {
    expect(oneEditApart('paypai', 'paypal')).toBe(true);
    expect(oneEditApart('amazonn', 'amazon')).toBe(true);
    expect(oneEditApart('amzon', 'amazon')).toBe(true);
    expect(oneEditApart('amaozn', 'amazon')).toBe(true);
    expect(oneEditApart('amazon', 'amazon')).toBe(false);
    expect(oneEditApart('amzaonn', 'amazon')).toBe(false);
  });
});

describe('the shipped scam-domain list', () => {
  it('ships with its source named and thousands of domains', () => {
    expect(SCAM_DOMAIN_LIST_SOURCE).toMatch(/durablenapkin.*MIT/);
    expect(scamDomainCount()).toBeGreaterThan(4000);
  });

  it('matches a listed domain and its subdomains, never a bare ending', () => {
    expect(listedScamDomain('www.10xuniswap.xyz')).toBe('10xuniswap.xyz');
    expect(listedScamDomain('a.b.10xuniswap.xyz')).toBe('10xuniswap.xyz');
    expect(listedScamDomain('xyz')).toBeNull();
    expect(listedScamDomain('example.com')).toBeNull();
  });

  it('flags a page whose own address is listed', () => {
    expect(listedPageFlag('https://10xuniswap.xyz/buy')).toMatchObject({
      type: 'suspicious_link',
      severity: 'high',
      textExample: '10xuniswap.xyz',
    });
    expect(listedPageFlag('https://www.reuters.com/')).toBeNull();
    expect(listedPageFlag(null)).toBeNull();
  });
});

describe('names no list knows yet', () => {
  it('notices a name built like a bulk-registered shop, and leaves ordinary names alone', () => {
    expect(check('https://cheap-shoes-outlet24.com/').reasons.join(' ')).toMatch(
      /names scam shops register in bulk/,
    );
    for (const url of [
      'https://www.bbc.co.uk/',
      'https://northfield.co.uk/',
      'https://www.bakery-smith.com/',
      'https://example.org/shop',
    ]) {
      expect(check(url).reasons.join(' '), url).not.toMatch(/register in bulk/);
    }
  });
});
