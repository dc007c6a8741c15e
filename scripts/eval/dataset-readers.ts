/**
 * One reader per data set in ../shared/data (see its README.md): each turns its files into rows
 * with a label, a group key (duplicates and one host's URLs share one) and a source. Split from
 * datasets.ts, which chooses the sets that are present and puts them together.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostOf, norm, readCsv } from './csv';
import type { Row } from './dataset-types';

export function sms(dir: string): Row[] {
  return readCsv(join(dir, 'sms-spam/dev.csv')).map((r) => ({
    dataset: 'sms',
    text: r.text!,
    title: null,
    label: r.label === 'spam' ? 1 : 0,
    group: norm(r.text!),
    source: 'SMS Spam Collection',
  }));
}

export function clickbait(dir: string): Row[] {
  return readCsv(join(dir, 'clickbait/dev.csv')).map((r) => ({
    dataset: 'clickbait',
    text: r.headline!,
    title: null,
    label: r.clickbait === '1' ? 1 : 0,
    group: norm(r.headline!),
    source: 'Stop Clickbait',
  }));
}

export function fakeNews(dir: string): Row[] {
  return readCsv(join(dir, 'fake-news/perez-rosas-2018.csv')).map((r) => ({
    dataset: 'fake-news',
    text: r.text!,
    title: r.title || null,
    label: r.label === 'fake' ? 1 : 0,
    group: norm(r.title || r.text!.slice(0, 200)),
    source: r.dataset || 'Perez-Rosas',
  }));
}

const LIAR_BAD = new Set(['pants-fire', 'false']);
const LIAR_GOOD = new Set(['true', 'mostly-true']);

export function liar(dir: string): Row[] {
  const out: Row[] = [];
  for (const file of ['liar/train.tsv', 'liar/valid.tsv']) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const cols = line.split('\t');
      const label = cols[1] ?? '';
      const statement = cols[2] ?? '';
      // Only the statement is analyzed: speaker, party and the history counts are not inputs.
      if (!statement || !(LIAR_BAD.has(label) || LIAR_GOOD.has(label))) continue;
      out.push({
        dataset: 'liar',
        text: statement,
        title: null,
        label: LIAR_BAD.has(label) ? 1 : 0,
        group: norm(statement),
        source: 'LIAR',
      });
    }
  }
  return out;
}

export function urls(dir: string): Row[] {
  return readCsv(join(dir, 'urls/dev.csv')).map((r) => ({
    dataset: 'urls',
    text: r.url!,
    title: null,
    label: r.label === 'phishing' ? 1 : 0,
    group: hostOf(r.url!),
    source: r.label === 'phishing' ? 'PhishTank' : 'ISCX-URL-2016',
  }));
}

/** Scam-list domains against the hosts of the benign URLs (the list has no benign side of its own). */
export function domains(dir: string, benignUrls: Row[]): Row[] {
  const scam = readCsv(join(dir, 'scam-domains/durablenapkin.csv'))
    .map((r) => r.domain!.trim().toLowerCase())
    .filter(Boolean);
  const benign = [
    ...new Set(benignUrls.filter((r) => r.label === 0).map((r) => hostOf(r.text))),
  ].filter((h) => h.includes('.'));
  const scamSet = new Set(scam);
  return [
    ...[...scamSet].map((d) => ({
      dataset: 'domains' as const,
      text: d,
      title: null,
      label: 1 as const,
      group: d.replace(/^www\d?\./, ''),
      source: 'durablenapkin',
    })),
    ...benign
      .filter((h) => !scamSet.has(h))
      .map((h) => ({
        dataset: 'domains' as const,
        text: h,
        title: null,
        label: 0 as const,
        group: h,
        source: 'ISCX-URL-2016 hosts',
      })),
  ];
}

/**
 * Generalisation to scam domains on no list the analyzer knows: the Block List Project's scam list
 * minus the MIT list, scored with the MIT list alone (scripts/eval/main.ts), so each one is caught
 * only by what its name and shape give away, against news domains with reliability ratings
 * (domain-quality) and the benign URL hosts. Each is analyzed as the domain-only report of a shop
 * link whose page cannot be opened (the person offline with a link from a message), by an
 * unlisted-name model that never saw it nor its list (scripts/eval/train-domains.ts).
 */
export function unlistedDomains(dir: string, benignUrls: Row[]): Row[] {
  const mit = new Set(
    readCsv(join(dir, 'scam-domains/durablenapkin.csv')).map((r) => r.domain!.trim().toLowerCase()),
  );
  const lines = readFileSync(join(dir, 'scam-domains/blocklistproject-scam.txt'), 'utf8').split(
    '\n',
  );
  const blocked = new Set(
    lines.map((l) => l.trim().toLowerCase()).filter((l) => l && !l.startsWith('#')),
  );
  // Scored with the MIT list alone (scripts/eval/main.ts), so none of these is on a list it knows.
  const scam = [...blocked].filter((d) => !mit.has(d) && !mit.has(d.replace(/^www\d?\./, '')));
  const news = readCsv(join(dir, 'domain-quality/domain_pc1.csv')).map((r) =>
    r.domain!.trim().toLowerCase(),
  );
  const hosts = benignUrls.filter((r) => r.label === 0).map((r) => hostOf(r.text));
  const benign = (items: string[], source: string) =>
    [...new Set(items)]
      .filter(
        (h) =>
          h.includes('.') &&
          !blocked.has(h) &&
          !mit.has(h) &&
          !blocked.has(h.replace(/^www\d?\./, '')),
      )
      .map((h) => ({
        dataset: 'unlisted-domains' as const,
        text: h,
        title: null,
        label: 0 as const,
        group: h.replace(/^www\d?\./, ''),
        source,
      }));
  return [
    ...scam.map((d) => ({
      dataset: 'unlisted-domains' as const,
      text: d,
      title: null,
      label: 1 as const,
      group: d,
      source: 'blocklistproject minus the MIT list, scored with the MIT list alone',
    })),
    ...benign(news, 'news domains (domain-quality)'),
    ...benign(hosts, 'ISCX-URL-2016 hosts'),
  ];
}

/** Legitimate text in six genres: every row is on the good side (false alarms only). */
export function legitGenres(dir: string): Row[] {
  return readCsv(join(dir, 'legit-genres/legit-genres.csv')).map((r) => ({
    dataset: 'legit-genres',
    text: r.text!,
    title: null,
    label: 0,
    group: norm(r.text!),
    source: r.genre!,
  }));
}

/** How a pasted e-mail reads: its subject line, a blank line, its body. */
const emailText = (subject: string, body: string) =>
  subject.trim() ? `Subject: ${subject.trim()}\n\n${body}` : body;

/**
 * Phishing e-mail against Enron business mail. The Enron side is lower-cased and tokenised by its
 * makers, so case and punctuation cues flatter any detector here: the lower-cased copy of the set
 * puts both sides on the same footing (README caveat).
 */
export function phishingEmail(dir: string, lower: boolean): Row[] {
  return readCsv(join(dir, 'phishing-email/phishing-email.csv')).map((r) => {
    const text = emailText(r.subject!, r.body!);
    return {
      dataset: lower ? 'phishing-email-lower' : 'phishing-email',
      text: lower ? text.toLowerCase() : text,
      title: null,
      label: r.label === 'phishing' ? 1 : 0,
      group: norm(text.slice(0, 300)),
      source: r.label === 'phishing' ? 'Nazario phishing' : 'Enron business mail',
    };
  });
}

/** Smishing (phishing or fraud) against legitimate SMS; promotional spam is its own set. */
export function smishing(dir: string, spam: boolean): Row[] {
  return readCsv(join(dir, 'smishing/smishing.csv'))
    .filter((r) => (spam ? r.label === 'spam' : r.label !== 'spam'))
    .map((r) => ({
      dataset: spam ? 'smishing-spam' : 'smishing',
      text: r.text!,
      title: null,
      label: r.label === 'ham' ? 0 : 1,
      group: norm(r.text!),
      source: shortSource(r.source!),
      family: `${r.label}: ${shortSource(r.source!).replace(/^SpamHunter: fraud type: /, '')}`,
    }));
}

/** "SpamHunter (...; account alert)" -> "SpamHunter: account alert"; long corpus names shortened. */
function shortSource(source: string): string {
  const name = source.split(/[\s(]/)[0]!;
  const sub = /;\s*([^;)]+)\)?\s*$/.exec(source)?.[1];
  if (name === 'SpamHunter' && sub) return `SpamHunter: ${sub.trim()}`;
  return name === 'Indonesian'
    ? 'Indonesian SMS (Bahasa)'
    : name === 'Mishra'
      ? 'Mishra & Soni'
      : name;
}

/**
 * Modern scams and their legitimate look-alikes. The label follows the source (every robocall and
 * SpamHunter row is a scam, every official post legitimate), so rows are grouped by channel (calls,
 * SMS, posts) for per-source figures, the `source` column is never a feature, and AUC is read
 * within a channel that has both sides (the Uganda SMS). The LLM-generated calls are a set of
 * their own, never reported as real-world figures.
 */
export function modernScams(dir: string, synthetic: boolean): Row[] {
  const file = synthetic
    ? 'modern-scams/modern-scams-synthetic.csv'
    : 'modern-scams/modern-scams.csv';
  return readCsv(join(dir, file)).map((r) => {
    const src = r.source!;
    const channel = synthetic
      ? 'synthetic phone calls (LLM-generated)'
      : src.startsWith('FTC')
        ? 'calls: FTC robocall transcripts'
        : src.startsWith('SpamHunter')
          ? 'SMS: SpamHunter (digits masked)'
          : src.startsWith('Uganda')
            ? 'SMS: Uganda mobile money'
            : src.startsWith('official')
              ? 'posts: CDC'
              : 'posts: US governors';
    return {
      dataset: synthetic ? 'modern-scams-synthetic' : 'modern-scams',
      text: r.text!,
      title: null,
      label: r.label === 'scam' ? 1 : 0,
      group: norm(r.text!),
      source: channel,
      family: `${r.label === 'scam' ? 'scam' : 'legit'}: ${r.family}`,
    };
  });
}

/**
 * SMS received in Thailand (Thai, some English): scams against genuine one-time codes, account
 * notices, promotions and personal texts. The `kind` column is the family; the source's "scam"
 * label also covers some premium-SMS subscription adverts (../shared/data/README.md).
 */
export function thaiSms(dir: string): Row[] {
  return readCsv(join(dir, 'thai-sms/thai-sms.csv')).map((r) => ({
    dataset: 'thai-sms',
    text: r.text!,
    title: null,
    label: r.label === 'scam' ? 1 : 0,
    group: norm(r.text!),
    source: 'Thai SMS',
    family: `${r.label}: ${r.kind}`,
  }));
}
