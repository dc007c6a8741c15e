/**
 * The sender's address of a pasted e-mail, where it is not the organisation's own: a look-alike
 * of a brand or of a government ("HM Revenue & Customs <refunds@hmrc-gov-uk.online>", "Sparkasse
 * <service@sparkasse-pushtan-info.de>"), rated by the same checks as a link's domain
 * (knowledge/links.ts), or a free mailbox under the name of a brand the lists know ("Norton
 * Billing Dept <billing.nortonlifelock@outlook.com>"). Hard evidence, as a look-alike link used
 * as the brand is: no organisation writes from a copy of its own name or from a free mailbox. A
 * name that is its own address's ("LloydsDirect <reminders@lloydsdirect.co.uk>", "ANTAI
 * <…@antai.fr>") is that sender's own, whatever the lists say of the name.
 */
import { parse as parseDomain } from 'tldts';
import type { RedFlag } from '../../../../shared';
import { inspectLink } from '../../knowledge/links';
import type { Span } from '../../knowledge/patterns';
import { FROM_LABELS } from '../../signals/anatomy/channels';
import { brandsNamed } from '../../signals/anatomy/opening-brand';
import { isOfficialDomain } from '../../knowledge/domain-reputation';
import { flag } from './flag';

/** A pasted mail's header lines come first: only its opening is read for them. */
const HEADER_CHARS = 600;
/**
 * A sender line: its label, the name shown (if any) and the address. "From: Name <a@b.c>",
 * "Von: a@b.c", "De : "Name" <a@b.c>".
 */
const FROM_ADDRESS = new RegExp(
  `^[ \\t>]*(?:${FROM_LABELS})[ \\t]*:[ \\t]*(?:"?([^\\n<>"@]{1,60}?)"?[ \\t]*<)?[ \\t]*([\\p{L}\\p{N}._%+-]{1,64}@([\\p{L}\\p{N}-]{1,63}(?:\\.[\\p{L}\\p{N}-]{1,63}){1,4}))`,
  'gimu',
);
/** Free mailboxes anyone can open (their names without the country ending). */
const FREE_MAIL = new Set(
  'gmail googlemail outlook hotmail live msn yahoo ymail aol icloud me gmx protonmail proton yandex zoho'.split(
    ' ',
  ),
);
/** Brands that are themselves mail or messaging services: their name on a free mailbox is theirs. */
const MAIL_BRANDS = /^(?:google|gmail|microsoft|outlook|yahoo|apple|icloud|aol|proton)/;

const letters = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

/** The flag for the first sender line whose address is not the organisation it names. */
export function senderAddressFlag(text: string, positions: Map<RedFlag, number>): RedFlag | null {
  const head = text.slice(0, HEADER_CHARS);
  for (const m of head.matchAll(FROM_ADDRESS)) {
    const shown = (m[1] ?? '').trim();
    const address = m[2]!;
    const domain = m[3]!.toLowerCase();
    // The domain is quoted, not the whole address: a mailbox's name is masked as personal, and the
    // domain is what is not the organisation's.
    const start = m.index + m[0].lastIndexOf(address) + address.lastIndexOf('@') + 1;
    const span: Span = { text: m[3]!, start, end: start + m[3]!.length };
    const parsed = parseDomain(domain);
    const label = parsed.domainWithoutSuffix ?? '';
    // The name shown is the address's own name: the sender speaks from its own domain.
    if (shown && (letters(shown) === letters(label) || letters(shown) === letters(domain)))
      continue;
    const report = inspectLink(`https://${domain}/`);
    if (report?.severity === 'high') {
      const who = report.impersonates?.name;
      return flag(
        'suspicious_link',
        who ? `The sender's address imitates ${who}` : "The sender's address is a look-alike",
        'high',
        `The e-mail comes from ${domain}: ${report.reasons.join('; ')}. Anyone can put a well-known name in front of an address. Do not reply or open its links; to check, contact the organisation through its own app or website.`,
        span,
        positions,
      );
    }
    if (!FREE_MAIL.has(label)) continue;
    const brand = shown ? brandsNamed(shown).find((b) => !MAIL_BRANDS.test(b.token)) : undefined;
    if (!brand) continue;
    return flag(
      'suspicious_link',
      `Writes as ${brand.name} from a free mailbox`,
      'high',
      `The e-mail shows the name ${shown} but comes from an address at ${domain}, a free mailbox anyone can open. ${brand.name} writes from its own domain. Do not reply or open its links; to check, contact ${brand.name} through its own app or website.`,
      span,
      positions,
    );
  }
  return null;
}

/**
 * Is a pasted mail sent from the own domain of a service it names ("Greenway Property via Docusign
 * <dse_NA4@docusign.net>")? A document shared through that service then comes from it, not from a
 * copy of its log-in page.
 */
export function fromOwnService(text: string): boolean {
  const head = text.slice(0, HEADER_CHARS);
  const named = brandsNamed(head);
  for (const m of named.length ? head.matchAll(FROM_ADDRESS) : []) {
    const parsed = parseDomain(m[3]!.toLowerCase());
    const label = parsed.domainWithoutSuffix ?? '';
    if (parsed.domain && named.some((b) => isOfficialDomain(b, parsed.domain, label))) return true;
  }
  return false;
}
