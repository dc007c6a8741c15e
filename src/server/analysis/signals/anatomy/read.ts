/**
 * The anatomy of a message: what it claims to be (pretext), what it wants the reader to do (ask),
 * how it pushes (pressure) and whether the way to act belongs to the claimed sender (channel).
 * Read from grammar and meaning, not from phrasings:
 *   - an ask is any directive aimed at the reader: a clause that opens with a verb in its base
 *     form (an imperative, whatever the verb), a question that asks "can/could/would you …", or
 *     an obligation put on "you"; what it asks for is the meaning of its verb and its objects
 *     (WordNet classes: paying, a voucher, a code, a link, a call);
 *   - a pretext is a claim about the reader's own affairs ("your <thing>" with a state, "you have
 *     <something>"), a sender that names itself (a "Name:" prefix, "this is … from …", a brand
 *     speaking), or a person the reader knows (a kinship word said to the reader, a colleague who
 *     cannot talk);
 *   - pressure is a deadline or a date next to an ask, a consequence ("otherwise", "to avoid",
 *     "will be <lost>"), a fee to release something, an offer too good to be true, secrecy, or
 *     "I can't talk";
 *   - the channel is each link, number, address or app the ask sends the reader to, judged
 *     against the sender it claims to be.
 * Each part keeps the exact words it was read from, so a finding can quote them.
 * Each part is read in its own file (asks.ts, pretexts.ts, senders.ts, pressure.ts, channels.ts;
 * shared word lists in words.ts) so each stays short; this file puts them together.
 */
import type { LinkReport } from '../../knowledge/links';
import type { LinkSpan } from '../../knowledge/link-finder';
import type { Brand } from '../../knowledge/lexicons';
import type { Span } from '../../knowledge/patterns';
import { ASK_LABEL, MONEY_ASKS, askKind, directiveVerb, needsMoney } from './asks';
import { channelOf, protectiveOf } from './channels';
import type { Anatomy } from './parts';
import { affairsClaim, dealClaim, investmentOffer, isInvesting, offerClaim } from './pretexts';
import { perTimeEarnings, pressureOf } from './pressure';
import { newNumber, personClaim, senderClaim, strangerClaim } from './senders';
import { type Token, readTokens } from './tokens';
import { CONSEQUENCE, MESSAGING, classesIn, hasMoney, span } from './words';

export type { Anatomy, AskKind, ChannelKind, ChannelPart, Part, PressureKind } from './parts';
export { MONEY_ASKS, directiveVerb } from './asks';
export { openingBrand } from './senders';

/** Reads the anatomy of a message. `links` are the link reports the pipeline computed once. */
export function readAnatomy(
  text: string,
  sentences: readonly Span[],
  textLinks: readonly LinkSpan[],
  links: readonly LinkReport[],
  brand: Brand | null,
): Anatomy {
  const reading = readTokens(text, sentences, textLinks);
  const reports = new Map(links.map((l) => [l.url, l]));
  const anatomy: Anatomy = {
    pretexts: [],
    asks: [],
    pressures: [],
    channels: [],
    protective: [],
    impersonates: null,
  };
  const sender = senderClaim(reading, reading.clauses, brand);
  if (sender) anatomy.pretexts.push(sender);
  const person = personClaim(reading, reading.clauses);
  if (person) anatomy.pretexts.push(person);
  if (!person) {
    const stranger = strangerClaim(reading, reading.clauses);
    if (stranger) anatomy.pretexts.push(stranger);
  }
  const moved = newNumber(reading, reading.clauses);
  if (moved) {
    if (!person)
      anatomy.pretexts.push({
        kind: 'person',
        label: 'to be someone you know, writing from a new number',
        span: moved,
      });
    anatomy.channels.push({
      kind: 'number',
      label: 'a new number you cannot check',
      span: moved,
      own: false,
      foreign: true,
    });
  }
  const sentenceTokens = new Map<number, Token[]>();
  for (const c of reading.clauses)
    sentenceTokens.set(c.sentence, [...(sentenceTokens.get(c.sentence) ?? []), ...c.tokens]);
  const earnings = [...sentenceTokens.values()].some((st) => perTimeEarnings(st, st) >= 0);
  const askSentences = new Set<number>();
  const secretMentioned = reading.clauses.some((c) => classesIn(c.tokens).has('secret'));
  const investing = isInvesting(reading.clauses);
  const moneyNamed = reading.clauses.some((c) => hasMoney(c.tokens));
  for (const c of reading.clauses) {
    const at = directiveVerb(c);
    if (at >= 0) {
      const { kind, prohibited } = askKind(c, at, moneyNamed);
      const channelHere = c.tokens.some(
        (x) =>
          x.kind === 'link' || x.kind === 'phone' || x.kind === 'email' || MESSAGING.test(x.lower),
      );
      if (kind && !prohibited && (kind !== 'reply' || true)) {
        anatomy.asks.push({
          kind,
          label: ASK_LABEL[kind],
          span: span(reading, c.tokens[at]!, c.tokens[c.tokens.length - 1]!),
          sentence: c.sentence,
        });
        askSentences.add(c.sentence);
      } else if (!kind && !prohibited && channelHere) {
        anatomy.asks.push({
          kind: 'link',
          label: 'to act through a link or a number',
          span: span(reading, c.tokens[at]!, c.tokens[c.tokens.length - 1]!),
          sentence: c.sentence,
        });
        askSentences.add(c.sentence);
      } else if (kind === 'secrecy' && prohibited) {
        anatomy.pressures.push({
          kind: 'secrecy',
          label: 'asks you to keep it secret',
          span: span(reading, c.tokens[0]!, c.tokens[c.tokens.length - 1]!),
        });
      }
    }
    const need = needsMoney(c);
    if (
      need >= 0 &&
      !anatomy.asks.some((a) => a.sentence === c.sentence && MONEY_ASKS.has(a.kind))
    ) {
      anatomy.asks.push({
        kind: 'pay',
        label: ASK_LABEL.pay,
        span: span(reading, c.tokens[need]!, c.tokens[c.tokens.length - 1]!),
        sentence: c.sentence,
      });
      askSentences.add(c.sentence);
    }
    const affairs = affairsClaim(c);
    const offer = affairs
      ? null
      : ((moneyNamed ? offerClaim(reading, c, earnings) : null) ??
        dealClaim(reading, c, sentenceTokens.get(c.sentence)));
    if (offer && !anatomy.pretexts.some((p) => p.kind === 'affairs')) anatomy.pretexts.push(offer);
    if (affairs && !anatomy.pretexts.some((p) => p.kind === 'affairs'))
      anatomy.pretexts.push({
        kind: 'affairs',
        label: affairs.label.startsWith('that ') ? affairs.label : `to be ${affairs.label}`,
        span: span(reading, c.tokens[affairs.from]!, c.tokens[affairs.to]!),
      });
    const protective = protectiveOf(reading, c, secretMentioned);
    if (protective) anatomy.protective.push(protective);
    for (const tok of c.tokens) {
      const ch = channelOf(reading, tok, reports, brand);
      if (ch && !anatomy.channels.some((x) => x.span.start === ch.span.start))
        anatomy.channels.push({ ...ch, sentence: c.sentence });
    }
  }
  const bySentence = sentenceTokens;
  // A link set down after a colon or a dash with no verb, in a sentence about money or a loss
  // ("Avoid a $50 surcharge: <link>"), is put there to be paid through: an ask in its own right.
  // A link closing a post ("Read more: <link>") or a merchant named in an alert ("at BOOKING.COM")
  // asks nothing of the kind.
  for (const ch of anatomy.channels) {
    const words = ch.sentence === undefined ? [] : (bySentence.get(ch.sentence) ?? []);
    if (
      (ch.kind === 'link' || ch.kind === 'messaging') &&
      !ch.own &&
      ch.sentence !== undefined &&
      /[:\-–—>]\s*$/.test(text.slice(Math.max(0, ch.span.start - 3), ch.span.start)) &&
      (hasMoney(words) || words.some((w) => CONSEQUENCE.test(w.lower))) &&
      !anatomy.asks.some((a) => a.sentence === ch.sentence)
    ) {
      anatomy.asks.push({
        kind: ch.kind === 'link' ? 'link' : 'messaging',
        label: ASK_LABEL[ch.kind === 'link' ? 'link' : 'messaging'],
        span: ch.span,
        sentence: ch.sentence,
      });
      askSentences.add(ch.sentence);
    }
  }
  for (const c of reading.clauses) {
    const p = pressureOf(
      reading,
      c,
      askSentences.has(c.sentence),
      investing,
      moneyNamed,
      bySentence.get(c.sentence),
      anatomy.asks.some((a) => a.sentence === c.sentence && MONEY_ASKS.has(a.kind)),
    );
    if (p && !anatomy.pressures.some((x) => x.kind === p.kind)) anatomy.pressures.push(p);
  }
  if (investing) investmentOffer(reading, anatomy);
  // "Reply Y or N", "reply STOP": answering the sender where it wrote from.
  for (const a of anatomy.asks)
    if (a.kind === 'reply')
      anatomy.channels.push({
        kind: 'reply',
        label: 'a reply to the message itself',
        span: a.span,
        own: true,
        foreign: false,
      });
  // A channel counts where the message sends the reader: in a sentence that asks, or anywhere when
  // an ask points elsewhere ("use the link below"). A merchant's name in a payment alert
  // ("BOOKING.COM") is not where the alert sends you.
  const askAt = new Set(anatomy.asks.map((a) => a.sentence));
  const pointsElsewhere = anatomy.asks.some(
    (a) => a.kind !== 'reply' && !anatomy.channels.some((c) => c.sentence === a.sentence),
  );
  for (const c of anatomy.channels)
    if (c.foreign && c.sentence !== undefined && !askAt.has(c.sentence) && !pointsElsewhere)
      c.foreign = false;
  if (brand && anatomy.channels.some((c) => c.kind === 'link' && c.foreign))
    anatomy.impersonates = brand;
  return anatomy;
}
