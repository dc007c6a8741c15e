/**
 * What a shop's address says: a look-alike of a brand's name (in the address or on the page),
 * punycode, a raw IP address, a risky ending, free hosting, a keyword-stuffed name, a name built
 * like reported scam shops, and no HTTPS. Split from shopping-findings.ts, which turns all shop
 * signals into findings; this is the part that needs only the address.
 */
import type { RedFlag } from '../../../../shared';
import type { ShopSignals } from '../../knowledge/shop-signals';
import { unlistedNameFlag } from '../address-findings';

export function domainFlags(s: ShopSignals, flags: RedFlag[]): void {
  const d = s.domain;
  const name = d.registrableDomain ?? d.host;
  const own = s.page.brandImitation;
  if (d.lookalike) {
    const l = d.lookalike;
    const how =
      l.kind === 'homoglyph'
        ? `spells ${l.brand}'s name with look-alike characters ("${l.label}")`
        : l.kind === 'typo'
          ? `is one or two letters away from ${l.brand}'s name ("${l.label}")`
          : `puts ${l.brand}'s name in an address ${l.brand} does not use`;
    // The page's own look-alike spelling of the same brand is the same sign: one flag, both told.
    const also = own && own.brand === l.brand ? ` The page calls itself "${own.word}" too.` : '';
    flags.push({
      indicator: `Shop address imitates ${l.brand}`,
      type: 'impersonation',
      severity: l.kind === 'brand-in-name' && !also ? 'medium' : 'high',
      explanation: `${name} ${how}.${also} ${l.brand}'s own shop is at ${l.officialDomain}; fake shops borrow famous names to sell counterfeits or take card details.`,
      textExample: d.unicodeHost ?? d.host,
    });
  } else if (own) {
    flags.push({
      indicator:
        own.kind === 'homoglyph'
          ? `Shop's name imitates ${own.brand}`
          : `Claims to be the official ${own.brand} shop`,
      type: 'impersonation',
      severity: 'high',
      explanation:
        own.kind === 'homoglyph'
          ? `The shop writes "${own.word}", ${own.brand}'s name with look-alike characters (such as a lower-case l for a capital I, or 0 for O), so it passes for ${own.brand} at a glance without using the name. ${own.brand}'s own shop is at ${own.officialDomain}.`
          : `The shop presents itself as ${own.brand}'s official shop, but ${name} is not a domain ${own.brand} uses; its own shop is at ${own.officialDomain}.`,
      textExample: own.quote,
    });
  }
  if (d.punycode && !d.lookalike) {
    flags.push({
      indicator: 'Address written in punycode',
      type: 'suspicious_link',
      severity: d.mixedScript ? 'high' : 'medium',
      explanation: `${d.host} is an internationalised name${d.unicodeHost ? ` shown as "${d.unicodeHost}"` : ''}${d.mixedScript ? ' that mixes in letters from other alphabets which look like Latin ones' : ''}; such names can pass for a familiar shop at a glance.`,
      textExample: d.host,
    });
  }
  if (d.ipHost) {
    flags.push({
      indicator: 'Shop reached by a raw IP address',
      type: 'suspicious_link',
      // Like plain HTTP, a weakness rather than evidence: small shops and test servers run on an
      // address. Domain trust drops; it takes other signs to grade a shop D or F.
      severity: 'low',
      explanation:
        'Real shops have a domain name; an address made of numbers hides who runs the site.',
      textExample: d.host,
    });
  }
  if (d.riskyTld) {
    flags.push({
      indicator: `Risky domain ending (.${d.riskyTld})`,
      type: 'suspicious_link',
      severity: 'medium',
      explanation: `The .${d.riskyTld} ending is cheap and over-represented among throwaway scam shops.`,
      textExample: name,
    });
  }
  if (d.freeHosting) {
    flags.push({
      indicator: 'Shop on free website hosting',
      type: 'suspicious_link',
      severity: 'medium',
      explanation: `${d.host} is on a free hosting service where anyone can set up a shop page in minutes.`,
      textExample: d.host,
    });
  }
  if (d.hyphens >= 2 || (d.digits && d.hyphens >= 1)) {
    flags.push({
      indicator: 'Keyword-stuffed shop address',
      type: 'suspicious_link',
      severity: 'low',
      explanation: `${name} strings words${d.digits ? ' and digits' : ''} together with hyphens, typical of short-lived shops registered in bulk.`,
      textExample: name,
    });
  }
  // A name no list knows, built like the names of reported scam shops. A look-alike, a risky
  // ending, free hosting or punycode is already its own flag, so the name does not count twice.
  const ownFlag = d.ipHost || d.lookalike || d.riskyTld || d.freeHosting || d.punycode;
  const unlisted = ownFlag ? null : unlistedNameFlag(d.host);
  if (unlisted) flags.push(unlisted);
  if (!d.https) {
    flags.push({
      indicator: 'No HTTPS',
      type: 'no_https',
      // A weakness, not evidence of a fake shop: small honest shops still run on plain HTTP. It
      // weighs within the band and lowers domain trust; it takes other signs to grade a shop D/F.
      severity: 'low',
      explanation:
        'The shop is served without encryption, so card and address details typed into it could be read on the way.',
      textExample: `http://${d.host}`,
    });
  }
}
