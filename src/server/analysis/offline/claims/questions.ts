/**
 * Critical-thinking questions picked by what the analysis found: each one names the flag, claim
 * or source that prompted it, so none is generic filler. Ordered by how much the answer matters.
 */
import type { BiasFinding, RedFlag } from '../../../../shared';
import type { ExtractedClaim } from './index';
import { isPrice } from './transactions';
import { SCAM_FLAG_TYPES as SCAM_TYPES } from '../red-flags/flag-types';
import type { Brand } from '../../knowledge/lexicons';
import type { SourceEvidence } from '../../signals/source-evidence';

export const MIN_QUESTIONS = 3;
export const MAX_QUESTIONS = 5;
const PAYMENT_METHOD =
  /gift ?cards?|bitcoins?|btc|crypto\w*|usdt|ethereum|western union|money ?gram|wire transfers?|bank transfers?|zelle|cash ?app|venmo|tarjetas? (?:de )?regalo|cartes? cadeaux?|geschenkkarten?|gutscheinkarten?|cart(?:ão|ões) (?:de )?presente|paysafecard|transferencia|virement|überweisung|transferência|pix/i;
const SAY_WORD =
  /^(?:said|says|told|wrote|according to) |,? (?:said|says|told|wrote|explained|added|noted|argued|warned|estimated|stated|confirmed|testified)$/;
/** Quoted spans inside questions are cut to this length. */
const MAX_QUOTE_CHARS = 60;

/** Bias findings with their own question above (loaded words, one-sidedness) or too general to ask about. */
const GENERAL_BIAS = new Set(['loaded_language', 'one_sidedness', 'subjectivity', 'repetition']);
/** Questions that fit a persuasion technique, given the quoted span that showed it. */
const TECHNIQUE_QUESTIONS: Record<string, (span: string) => string> = {
  straw_man: (s) =>
    `Do the people described in "${s}" really hold that view? What do they say in their own words?`,
  whataboutism: (s) =>
    `Does "${s}" answer the criticism, or only point at someone else's behaviour?`,
  name_calling: (s) =>
    `Apart from the label "${s}", what has the person or group actually said or done?`,
  appeal_to_fear: (s) => `How likely is the danger in "${s}", and what evidence shows it?`,
  reductio_ad_hitlerum: (s) =>
    `Is "${s}" a fair comparison, or a way to avoid discussing the actual proposal?`,
  black_and_white: (s) => `"${s}": are there really only two options here, or are others left out?`,
  causal_oversimplification: (s) => `"${s}": what other causes could have contributed?`,
  bandwagon: (s) => `"${s}": how many people really agree, and would that make it true?`,
  doubt: (s) => `"${s}": what evidence is there for the doubt, beyond the insinuation?`,
  appeal_to_authority: (s) =>
    `"${s}": is this authority an expert on this question, and what evidence do they give?`,
  exaggeration: (s) => `"${s}": what do the actual figures show, compared with what came before?`,
  smears: (s) =>
    `"${s}": is there a court ruling, record or named witness behind this accusation, or only the accusation itself?`,
  glittering_generalities: (s) =>
    `"${s}": what concrete policy or action stands behind these words, and how would you check it?`,
};

export interface QuestionInput {
  flags: readonly RedFlag[];
  claims: readonly ExtractedClaim[];
  bias: readonly BiasFinding[];
  evidence: SourceEvidence;
  impersonated: Brand | null;
  /** The first sentence about the reader's own parcel, account, code or bill (no claim), if any. */
  ownDealing?: string | null;
}

/** The text with its spaces evened out, cut at a word's end when it is long (never mid-word). */
function quote(s: string): string {
  const t = s.replace(/\s+/g, ' ').trim();
  if (t.length <= MAX_QUOTE_CHARS) return t;
  const cut = t.slice(0, MAX_QUOTE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_QUOTE_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/u, '')}…`;
}

function hostOf(example: string): string {
  try {
    return new URL(/^https?:/i.test(example) ? example : `http://${example}`).hostname;
  } catch {
    return example;
  }
}

export function criticalQuestions(input: QuestionInput): string[] {
  const { flags, claims, bias, impersonated } = input;
  const byType = new Map<string, RedFlag>();
  for (const f of flags) if (!byType.has(f.type)) byType.set(f.type, f);
  const out: string[] = [];
  const add = (q: string | null) => {
    if (q && !out.includes(q) && out.length < MAX_QUESTIONS) out.push(q);
  };
  const org = impersonated?.name ?? 'the organisation';

  const hoax = claims.find((c) => c.hoax);
  if (hoax) {
    add(
      `What do fact-checkers say about "${hoax.hoax!.hoax.label}", and why is this post repeating it now?`,
    );
  }
  const payment = byType.get('payment_request');
  if (payment) {
    const method = PAYMENT_METHOD.exec(payment.textExample)?.[0] ?? 'this method';
    add(
      `Who benefits if you pay by ${method}? Such payments cannot be reversed: why would a genuine seller or authority insist on them?`,
    );
  }
  if (byType.has('credential_request') || (impersonated && byType.has('suspicious_link'))) {
    add(
      `Can you reach ${org} through the number on your card, its official app or its website typed in by hand, instead of the contact details in this message?`,
    );
  }
  const link = byType.get('suspicious_link');
  if (link) {
    add(
      `Where does ${hostOf(link.textExample)} really lead, and does that domain belong to ${impersonated ? impersonated.name : 'who the message claims to be'}?`,
    );
  }
  const threat = byType.get('threat');
  if (threat) {
    add(
      `Why the threat ("${quote(threat.textExample)}")? Would ${org} really act without a letter or a call you can verify?`,
    );
  }
  const urgency = byType.get('urgency');
  if (urgency && !threat) {
    add(
      `Why the rush ("${quote(urgency.textExample)}")? What would you lose by taking a day to check?`,
    );
  }
  if (byType.has('tech_support_scam')) {
    add(
      `Would ${impersonated?.kind === 'tech' ? impersonated.name : 'a real company'} really put a phone number in a warning? What does your own antivirus say if you close this and run it yourself?`,
    );
  }
  if (byType.has('prize_scam') || byType.has('fee_request')) {
    add(
      'Did you ever enter this draw or order this parcel? Why would a real prize, refund or delivery need a fee or your bank details first?',
    );
  }
  if (byType.has('family_emergency')) {
    add(
      'Have you called this person on the number you already have for them, to check it is really them, before you send any money?',
    );
  }
  if (byType.has('stranger_opener')) {
    add(
      'Why would a stranger who reached you by chance keep chatting, and would you trust an investment or an app that a new online contact recommends?',
    );
  }
  const refund = byType.get('refund_lure');
  if (refund) {
    add(
      `Did you really buy or renew what "${quote(refund.textExample)}" says? What does your own account or bank app show, without using the number or link in the message?`,
    );
  }
  const deal = byType.get('too_good_to_be_true') ?? byType.get('scarcity');
  if (deal) {
    add(
      `Is "${quote(deal.textExample)}" real? What do other shops charge, and what do reviews on independent sites say about this seller?`,
    );
  }
  if (byType.has('guaranteed_returns')) {
    add(
      'Is this firm authorised by a financial regulator (such as the SEC or FCA), and where would "guaranteed" returns come from?',
    );
  }
  const cure = byType.get('miracle_cure');
  if (cure) {
    const healthClaim = claims.find((c) => c.kind === 'health');
    add(
      `Has the remedy in "${quote(healthClaim?.span.text ?? cure.textExample)}" been tested in a published clinical trial, and what do health authorities (WHO, NHS, FDA) say about it?`,
    );
  }
  const conspiracy = byType.get('conspiracy_framing');
  if (conspiracy && /ballot|vote|elect/i.test(conspiracy.textExample)) {
    add(
      `"${quote(conspiracy.textExample)}": which recount, official audit or court ruling shows this, and what did election officials find?`,
    );
  } else if (conspiracy) {
    add(
      `"${quote(conspiracy.textExample)}": who exactly is supposed to be hiding the truth, and what evidence would change the author's mind?`,
    );
  }
  const unsourced = byType.get('unsourced_authority');
  if (unsourced)
    add(
      `Which experts or which study does "${quote(unsourced.textExample)}" mean? Can you find them by name?`,
    );
  if (byType.has('share_before_deletion') || byType.has('clickbait')) {
    add(
      'Why does the post push you to click or share before you can check it, and who gains from it spreading?',
    );
  }

  // In a scam the claims are bait; questions about their statistics would only distract.
  const scam = flags.some((f) => f.severity === 'high' && SCAM_TYPES.has(f.type));
  if (scam) return finish(out, input, add);

  // Only a study the text cites (a journal, a DOI, an author and year) can be asked about as
  // "the cited study"; one named only by who made it is asked after first.
  const study = claims.find((c) => c.kind === 'study');
  if (study?.citation) {
    add(
      `What does the study cited as "${quote(study.citation)}" actually measure, in whom, and who funded it?`,
    );
  } else if (study?.focus) {
    add(
      `Which study is "${quote(study.focus)}"? Can you find its title, journal and date, and does it say what this text says?`,
    );
  }
  const stat = claims.find((c) => c.kind === 'statistic' || c.kind === 'money');
  if (stat?.focus && isPrice(stat.focus, stat.span.text)) {
    add(
      `Is "${quote(stat.focus)}" what the seller really charges? What do its own website and other shops show, opened by hand?`,
    );
  } else if (stat?.focus) {
    add(
      `Where does the figure "${quote(stat.focus)}" come from, and what period, place and base does it cover?`,
    );
  }
  const causal = claims.find((c) => c.kind === 'causal');
  if (causal) {
    add(
      `"${quote(causal.span.text)}": is this shown to be a cause, or are the two things only found together?`,
    );
  }
  const quoteClaim = claims.find((c) => c.kind === 'quote');
  if (quoteClaim?.focus && quoteClaim.quoted) {
    add(
      `Where did ${quoteClaim.focus} say or do what "${quote(quoteClaim.quoted)}" describes? Is there a recording, a transcript or their own statement?`,
    );
  } else if (quoteClaim?.focus) {
    add(
      `Can you find ${quoteClaim.focus}'s statement in the original source, and is it quoted in context?`,
    );
  }

  const loaded = bias.find(
    (b) => b.technique === 'loaded_language' || b.technique === 'one_sidedness',
  );
  if (loaded?.spans[0]) {
    add(
      `How would this read without words like "${quote(loaded.spans[0].text)}", and what would the other side say?`,
    );
  }
  // The strongest technique first; its own question when it has one, else the general one.
  for (const technique of bias) {
    const span = technique.spans[0];
    if (!span || GENERAL_BIAS.has(technique.technique)) continue;
    const ask = TECHNIQUE_QUESTIONS[technique.technique];
    add(
      ask
        ? ask(quote(span.text))
        : `Does "${quote(span.text)}" (${technique.label.toLowerCase()}) add evidence, or only push you towards a conclusion?`,
    );
    if (out.length >= MAX_QUESTIONS - 1) break;
  }

  return finish(out, input, add);
}

/** Only when the findings above leave room: questions about the sourcing itself. */
function finish(out: string[], input: QuestionInput, add: (q: string | null) => void): string[] {
  const { claims, evidence, flags, ownDealing } = input;
  // The reader's own account, parcel or bill is checked with the organisation, not in the press.
  if (ownDealing) {
    add(
      `Does the organisation's own app or website, opened by hand rather than through this message, show what "${quote(ownDealing)}" says?`,
    );
  }
  const publicClaims = claims;
  const named = evidence.namedSources[0];
  if (named)
    add(
      `Is "${quote(named.text.replace(SAY_WORD, ''))}" in a position to know this first-hand, and do independent outlets report the same?`,
    );
  if (
    evidence.namedSources.length === 0 &&
    evidence.studies.length === 0 &&
    (publicClaims.length > 0 || flags.length > 0)
  ) {
    // Naming a body is not citing it: say so rather than "names no source".
    const invoked =
      evidence.attributedStudies.length > 0 || evidence.unsupportedAuthority.length > 0;
    add(
      invoked
        ? 'Who wrote this, and where could you read what the organisations it names actually said? It cites nothing you could open.'
        : 'Who wrote this, how would they know, and what do they gain if you believe it? The text names no source.',
    );
  }
  if (publicClaims.length > 0 && out.length < MIN_QUESTIONS) {
    add(
      `Is "${quote(publicClaims[0]!.span.text)}" reported by independent sources, and is it still current?`,
    );
  }
  return out;
}
