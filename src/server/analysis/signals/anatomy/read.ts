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
import {
  ASK_LABEL,
  MONEY_ASKS,
  askKind,
  contactAsk,
  directiveVerb,
  interestAsk,
  needsMoney,
  paymentDue,
} from './asks';
import { KEY_LABEL } from './ask-kinds';
import { KEY_ASK, callChannels, recordedAccusation, recordedOffer, wayToActGiven } from './calls';
import { bankAccounts, channelOf, checkableByOldNumber, personalChat, ownWays } from './channels';
import { namedBodysSite, namedBrandsSite, thaiLinkChannels } from './channels';
import type { Anatomy, ChannelPart } from './parts';
import { markNewNumber } from './help-asked';
import { senderLinks } from './sender-links';
import { readOtherLanguages } from './other-languages';
import { withReleaseAfter } from './fee-release';
import { lateReadings } from './late-readings';
import { favourAsks } from './favours';
import { isThai } from './thai';
import { readWordTables } from './word-tables';
import { dialCodeToNumber } from './dial-codes';
import { conjunctAsks } from './conjunct-asks';
import { bankAlert, dropDisownedHaste, ownExpiry } from './own-expiry';
import type { ReassuranceKind } from './scope';
import { readSecretAsks, sentencesNamingSecrets } from './read-back';
import { readExtortion } from './exposure';
import { cardCodesSent, namesVouchers, needsVouchers } from './gift-card-asks';
import { handsInByEmail, isCounterpartNumber, isOptOutLine } from './service-lines';
import { isServiceLine, serviceNumber } from './service-lines';
import { withoutUnasked } from './turns';
import { affairsClaim, dealClaim, investmentOffer, isInvesting, offerClaim } from './pretexts';
import { earningsOffered, perTimeEarnings } from './earnings';
import { MONEY_TAKEN, pressureOf } from './pressure';
import { mistakeClaim } from './mistake-claims';
import { readBossClaim } from './boss-claims';
import { newNumber, personClaim, senderClaim, strangerClaim } from './senders';
import { fortuneOffer } from './fortune';
import { type Token, readTokens } from './tokens';
import { hasMoney, isChannel, span } from './words';
import { buttonLink, colonLinksOfLoss, colonLinksOfPressure } from './colon-links';

export type { Anatomy, AskKind, ChannelKind, ChannelPart, Part, PressureKind } from './parts';

/** A site named by its bare domain, with no scheme or path: "MijnOverheid.nl", "GOV.UK". */
const SITE_NAMED = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\/?$/u;

/** The writer's own account named: "my account", "my bank details", "my sort code". */
const WRITERS_ACCOUNT = /\bmy (?:own )?(?:bank )?(?:account|details|sort code|iban)\b/i;
/** How far into a text the own-route phrases are looked for. */
const MAX_OWN_ROUTE_CHARS = 4000;

/** A message this short is a text or a note, where "it" points back to the thing just named. */
const SHORT_MESSAGE_WORDS = 60;

const REASSURANCE_LABEL: Record<ReassuranceKind, string> = {
  never_asks: 'says what the sender will never ask of you',
  do_not_share: 'warns you not to share a code or password',
  no_action: 'says no action is needed',
  no_loss: 'says nothing will be charged or lost',
  ignore_if_not_you: 'tells you to ignore it if it is not for you',
  no_link: 'says it gives no link, so that you go to the site yourself',
};
export { MONEY_ASKS, directiveVerb } from './asks';
export { openingBrand } from './senders';

/** Words before a site said as the place to go: "at", "on", "via", "visit", "go to". */
const SITE_TO_GO = /(?<![\p{L}])(?:at|on|via|through|visit|go to)\s+$/iu;

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
    // A message that says it has no link, and has none (a scam may say so beside its link); a
    // site named to type in ("go to MijnOverheid.nl yourself") is no link to follow.
    reassurances: reading.scope.reassurances
      .filter((r) => r.kind !== 'no_link' || textLinks.every((l) => SITE_NAMED.test(l.text)))
      .map((r) => ({
        kind: r.kind,
        label: REASSURANCE_LABEL[r.kind],
        span: r.span,
      })),
    impersonates: null,
    senderLinks: [],
  };
  anatomy.protective = anatomy.reassurances
    .filter((r) => r.kind === 'never_asks' || r.kind === 'do_not_share')
    .map((r) => r.span);
  const sender = senderClaim(reading, reading.clauses, brand);
  if (sender) anatomy.pretexts.push(sender);
  const person = personClaim(reading, reading.clauses);
  if (person) anatomy.pretexts.push(person);
  const mistake = mistakeClaim(reading, reading.clauses);
  if (mistake) anatomy.pretexts.push(mistake);
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
    markNewNumber(anatomy, moved);
  }
  const sentenceTokens = new Map<number, Token[]>();
  for (const c of reading.clauses)
    sentenceTokens.set(c.sentence, [...(sentenceTokens.get(c.sentence) ?? []), ...c.tokens]);
  const earnings = [...sentenceTokens.values()].some((st) => perTimeEarnings(st, st, text) >= 0);
  const askSentences = new Set<number>();
  const investing = isInvesting(reading.clauses);
  const moneyNamed = reading.clauses.some((c) => hasMoney(c.tokens));
  // A secret named in a sentence, for "send it back" in that sentence or the next.
  const secretSentences = sentencesNamingSecrets(reading.clauses);
  const vouchers = namesVouchers(reading.clauses);
  const short = text.split(/\s+/, SHORT_MESSAGE_WORDS + 2).length <= SHORT_MESSAGE_WORDS;
  // A link, or what is left of one in a screenshot's text ("http //redeliver -info-post").
  const linkNamed = reading.links.length > 0 || /\bhttps?\b|\bwww\s?\./i.test(text);
  for (const [ci, c] of reading.clauses.entries()) {
    const at = directiveVerb(c);
    if (at >= 0) {
      // Read back only in a short message: in a long mail "it" has too many things to point to.
      const secretNamed =
        short && (secretSentences.has(c.sentence) || secretSentences.has(c.sentence - 1));
      const read = askKind(c, at, moneyNamed, linkNamed, secretNamed);
      const { prohibited } = read;
      const kind = cardCodesSent(c, at, read.kind, vouchers);
      // "Reply STOP to opt out", "Pay on delivery is available": no ask (service-lines.ts).
      const serviceLine = isServiceLine(c.tokens, at);
      // "Chase will never ask you to share …", "if you didn't request a reset": no ask.
      const reassured = c.tokens[at]!.scoped && !prohibited;
      const channelHere = c.tokens.some(isChannel);
      // "Open: <link>", "Verify now: <link>": a button's words, then the link they open.
      const button =
        at >= 0 && !channelHere ? buttonLink(text, c, at, reading.clauses[ci + 1]) : null;
      if (kind && !prohibited && !reassured && !serviceLine) {
        const asked = span(reading, c.tokens[at]!, c.tokens[c.tokens.length - 1]!);
        anatomy.asks.push({
          kind,
          label: kind === 'call' && KEY_ASK.test(asked.text) ? KEY_LABEL : ASK_LABEL[kind],
          span: asked,
          sentence: c.sentence,
        });
        askSentences.add(c.sentence);
      } else if (
        !kind &&
        !prohibited &&
        !reassured &&
        !serviceLine &&
        (channelHere || button) &&
        !handsInByEmail(c, at)
      ) {
        anatomy.asks.push({
          kind: 'link',
          label: 'to act through a link or a number',
          span: span(reading, c.tokens[at]!, button ?? c.tokens[c.tokens.length - 1]!),
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
    const keep = at < 0 ? contactAsk(c) : -1;
    if (keep >= 0)
      anatomy.asks.push({
        kind: 'contact',
        label: ASK_LABEL.contact,
        span: span(reading, c.tokens[keep - 2]!, c.tokens[c.tokens.length - 1]!),
        sentence: c.sentence,
      });
    if (keep < 0 && !anatomy.asks.some((a) => a.sentence === c.sentence) && interestAsk(c))
      anatomy.asks.push({
        kind: 'reply',
        label: ASK_LABEL.reply,
        span: span(reading, c.tokens[0]!, c.tokens[c.tokens.length - 1]!),
        sentence: c.sentence,
      });
    // The sender's own need of gift cards or of money, or a payment said to be due.
    const cards = needsVouchers(c);
    const owed = cards >= 0 ? cards : needsMoney(c);
    const need = owed >= 0 ? owed : paymentDue(c, moneyNamed);
    if (
      need >= 0 &&
      !c.tokens[need]!.scoped &&
      !anatomy.asks.some((a) => a.sentence === c.sentence && MONEY_ASKS.has(a.kind))
    ) {
      const needed = cards >= 0 ? 'voucher' : 'pay';
      anatomy.asks.push({
        kind: needed,
        label: ASK_LABEL[needed],
        span: span(reading, c.tokens[need]!, c.tokens[c.tokens.length - 1]!),
        sentence: c.sentence,
      });
      askSentences.add(c.sentence);
    }
    const affairs = affairsClaim(c);
    // Earnings offered with no amount named, read once here for offerClaim.
    const offered = affairs || moneyNamed || earnings ? -1 : earningsOffered(c.tokens);
    const offer = affairs
      ? null
      : ((moneyNamed || earnings || offered >= 0
          ? offerClaim(reading, c, earnings, offered >= 0 ? offered : undefined)
          : null) ?? dealClaim(reading, c, sentenceTokens.get(c.sentence)));
    if (offer && !anatomy.pretexts.some((p) => p.kind === 'affairs')) anatomy.pretexts.push(offer);
    if (affairs && !anatomy.pretexts.some((p) => p.kind === 'affairs'))
      anatomy.pretexts.push({
        kind: 'affairs',
        label: affairs.label.startsWith('that ') ? affairs.label : `to be ${affairs.label}`,
        span: span(reading, c.tokens[affairs.from]!, c.tokens[affairs.to]!),
      });
    // The number of an opt-out line is where the reader leaves the service, and a receipt's other
    // party is who paid or was paid: neither is a way to act.
    const optOut = at >= 0 && isOptOutLine(c.tokens, at);
    for (const [k, tok] of (optOut ? [] : c.tokens).entries()) {
      if (isCounterpartNumber(c.tokens, k, at)) continue;
      const ch = channelOf(reading, tok, reports, brand) ?? serviceNumber(c.tokens, k);
      if (ch && !anatomy.channels.some((x) => x.span.start === ch.span.start))
        anatomy.channels.push({ ...ch, sentence: c.sentence });
    }
  }
  for (const s of conjunctAsks(reading, anatomy, moneyNamed, linkNamed)) askSentences.add(s);
  const bySentence = sentenceTokens;
  for (const sentence of colonLinksOfLoss(text, anatomy, bySentence)) askSentences.add(sentence);
  const alert = bankAlert(text, brand);
  const wayGiven = wayToActGiven(text, anatomy);
  for (const c of reading.clauses) {
    const p = pressureOf(
      reading,
      c,
      askSentences.has(c.sentence),
      investing,
      moneyNamed,
      withReleaseAfter(bySentence, c.sentence),
      anatomy.asks.some((a) => a.sentence === c.sentence && MONEY_ASKS.has(a.kind)),
      anatomy.asks.some((a) => a.kind !== 'reply'),
    );
    // Pressure said in a reassuring scope ("you will not be fined", "no late fee") is none; secrecy
    // and "I can't talk" are negations by nature.
    const reassured =
      !!p &&
      p.kind !== 'secrecy' &&
      p.kind !== 'no_call' &&
      (!!c.tokens.find((x) => x.start >= p.span.start)?.scoped ||
        ((p.kind === 'deadline' || p.kind === 'threat') &&
          ownExpiry(text, p.span, reading.scope, alert)) ||
        ((alert || !wayGiven) && p.label === MONEY_TAKEN));
    if (p && !reassured && !anatomy.pressures.some((x) => x.kind === p.kind))
      anatomy.pressures.push(p);
  }
  if (investing) investmentOffer(reading, anatomy);
  fortuneOffer(reading, anatomy);
  readSecretAsks(reading, anatomy);
  readExtortion(reading, anatomy);
  readOtherLanguages(reading, anatomy);
  readBossClaim(text, anatomy);
  const thai = isThai(text);
  if (thai) thaiLinkChannels(reading, anatomy, reports, brand);
  // The languages read from word tables: Thai by its script, the others by the language read once.
  readWordTables(reading, anatomy, thai);
  lateReadings(reading, anatomy);
  favourAsks(reading, anatomy, moneyNamed);
  // A bank's alert that disowns the act keeps no haste, read in any language (own-expiry.ts).
  if (alert) dropDisownedHaste(text, anatomy, reading.scope);
  colonLinksOfPressure(text, anatomy, reading.sentences);
  // "Tekan *886*10000*0831…#": a code that sends credit or calls to someone else's number.
  dialCodeToNumber(text, reading.sentences, anatomy);
  // "Reply Y or N", "reply STOP": answering the sender where it wrote from. So is a key pressed
  // to answer what the call asks of the reader's own act ("if you made this purchase, press 1"),
  // as a bank's alert call does; a key that hands the reader to someone ("press 1 to speak with
  // an officer") is not.
  callChannels(text, reading, anatomy, brand);
  recordedOffer(text, anatomy);
  recordedAccusation(text, anatomy);
  // "Call the number on the back of your card", "check it in the app", "in the AusPost app": the
  // reader's own way to reach the sender, which a scam never points to (channels.ts).
  anatomy.channels.push(...ownWays(reading, text.slice(0, MAX_OWN_ROUTE_CHARS), short, brand));
  checkableByOldNumber(anatomy.channels);
  // Someone the reader knows, paid through a bank account written out that is not said to be
  // theirs ("my account"): a third party to pay. A school's or a shop's invoice gives its own.
  if (anatomy.pretexts.some((p) => p.kind === 'person') && !WRITERS_ACCOUNT.test(text))
    anatomy.channels.push(...bankAccounts(reading, text.slice(0, MAX_OWN_ROUTE_CHARS)));
  withoutUnasked(text, anatomy, reading.scope);
  // A channel counts where the message sends the reader: in a sentence that asks, or anywhere when
  // an ask points elsewhere ("use the link below"). A merchant's name in a payment alert
  // ("BOOKING.COM") is not where the alert sends you.
  const askAt = new Set(anatomy.asks.map((a) => a.sentence));
  const pointsElsewhere = anatomy.asks.some(
    (a) => a.kind !== 'reply' && !anatomy.channels.some((c) => c.sentence === a.sentence),
  );
  const sendsYou = (c: ChannelPart) =>
    c.sentence === undefined || askAt.has(c.sentence) || pointsElsewhere;
  // A heading that is itself the push ("LAST CHANCE:", "FINAL HOURS -") names no sender.
  const heading =
    !!sender &&
    anatomy.pressures.some((p) => p.span.start < sender.span.end && sender.span.start < p.span.end);
  if (heading) anatomy.pretexts.splice(anatomy.pretexts.indexOf(sender), 1);
  // Whose each link is: the sender's own, a look-alike of it, another site (sender-links.ts).
  const linkChannels = anatomy.channels.filter((c) => c.kind === 'link');
  const signed = sender?.kind === 'org' && !heading ? sender.span.text : null;
  anatomy.senderLinks = senderLinks(
    linkChannels.map((c) => {
      const l = reading.links.find((x) => x.start === c.span.start);
      return {
        quote: c.span.text,
        report: l ? reports.get(l.url) : undefined,
        sendsYou: sendsYou(c),
      };
    }),
    brand,
    signed,
    text,
  );
  linkChannels.forEach((c, i) => {
    const fact = anatomy.senderLinks[i]!;
    if (fact.relation === 'lookalike' || fact.relation === 'listed') c.foreign = true;
    // A health service, a tax office, the police or a bank that sends you to a site neither its own
    // nor a public body's ("report it at cybercrime.gov.in"): authorities do not take payments or
    // details on someone else's site, nor the listed site of another body it names (MijnOverheid).
    const authority = brand?.kind === 'authority' || brand?.kind === 'bank';
    const publicBody = reports.get(reading.links.find((l) => l.start === c.span.start)?.url ?? '');
    if (fact.relation === 'elsewhere' && authority && !publicBody?.institutional)
      c.foreign ||= !namedBrandsSite(text, fact.domain ?? '');
    // The listed site of the public body or bank a notice names ("the tax office's letter is in
    // your Berichtenbox: go yourself to mijn.overheid.nl") is that body's own, for the reader.
    if (
      fact.relation === 'elsewhere' &&
      authority &&
      !c.foreign &&
      namedBodysSite(text, fact.domain)
    )
      c.own = true;
    if (fact.relation === 'own' && !c.foreign) c.own = true;
    // The listed site of any firm the text names, said as where to go ("update your details at
    // edfenergy.com"; not "upgrade your inbox to Outlook.com").
    const goTo = SITE_TO_GO.test(text.slice(Math.max(0, c.span.start - 12), c.span.start));
    if (!c.foreign && goTo && fact.domain && namedBrandsSite(text, fact.domain)) c.own = true;
  });
  const chat = personalChat(anatomy);
  for (const c of anatomy.channels)
    if (c.foreign && (!sendsYou(c) || (c.kind === 'messaging' && chat))) c.foreign = false;
  linkChannels.forEach((c, i) => {
    const who = anatomy.senderLinks[i]!.sender;
    c.label = c.own
      ? "the sender's own website"
      : c.foreign
        ? `a link that does not belong to ${who ?? 'the sender'}`
        : 'a link';
  });
  if (brand && anatomy.channels.some((c) => c.kind === 'link' && c.foreign))
    anatomy.impersonates = brand;
  return anatomy;
}
