/**
 * The pipeline's signals step: every fact about the acquired content that an analyzer or the
 * scorer needs, computed once per analysis and handed on. Analyzers (offline, Gemini, a local
 * model) and the scorer read these; none of them computes them again.
 */
import { knowledgeSignals, type KnowledgeSignals } from './knowledge-findings';
import { inspectLink, inspectLinks, type LinkReport } from '../knowledge/links';
import { shippedModel, type LearnedModel, type ModelReading } from './model/index';
import { shoppingFindings, type ShoppingFindings } from './shop/shopping-findings';
import { collectSourceEvidence, type SourceEvidence } from './source-evidence';
import { assessShop, type ShopAssessment } from './shop-assessment';
import type { Acquired } from '../types';
import { anatomyFindings, type AnatomyFindings } from './anatomy';
import { splitSentences } from '../knowledge/sentences';
import { findLinks, type LinkSpan } from '../knowledge/link-finder';
import type { Span } from '../knowledge/patterns';
import { detectLanguage } from '../knowledge/language';
import {
  shippedAccountReader,
  shippedJudge,
  type AccountReader,
  type AccountReading,
  type Judge,
  type JudgeReading,
} from './judge/index';
import type { AnalysisType } from '../../../shared';
import { readQuoted, type QuotedReading } from './quoted-message';

export interface Signals {
  /**
   * The text's sentences, split once (by acquisition for a transcript, Acquired.sentences, else
   * here): the anatomy, the claims and the bias detector read them.
   */
  sentences: Span[];
  /**
   * Every link written in the text, with its span, found once: by acquisition for pasted text
   * (Acquired.textLinks), here for the rest.
   */
  textLinks: LinkSpan[];
  /** What the content offers to back itself up (attributions, citations, datelines, links). */
  evidence: SourceEvidence;
  /** One report per outbound link (look-alikes, listed scam domains, reputable sites). */
  links: LinkReport[];
  /** The publisher's own domain (articles and shops), read like a link; null for pasted text. */
  publisher: LinkReport | null;
  /** A shop's own red flags and good signs, for shopping analyses; null otherwise. */
  shop: ShoppingFindings | null;
  /** A shop's criteria (domain, payment, reviews, identity, policies); null for other kinds. */
  shopAssessment: ShopAssessment | null;
  /** The learned model's reading of the content, or null when no model is used. */
  reading: ModelReading | null;
  /** Shipped ratings and lists: the publisher's rating, links by domain, a shop's domain age. */
  knowledge: KnowledgeSignals;
  /**
   * The message's anatomy (pretext, ask, pressure, channel) and what it means; null for a shop,
   * whose "Buy now" and "your order" are its business, and for empty text.
   */
  anatomy: AnatomyFindings | null;
  /**
   * The judge's reading of a message (signals/judge): how likely it is a scam, calibrated out of
   * source, and whether it says so; null for what is not a message (an article, a video, a shop).
   */
  judgement: JudgeReading | null;
  /**
   * An account of a contact told by the person who met it (signals/judge/accounts.ts): how likely
   * the contact was a scam; null for what is not read as such an account.
   */
  account: AccountReading | null;
  /**
   * The judge's reading of a message quoted inside the text (quoted-message.ts): a person asking
   * about a message they got; null where none is quoted or the judge does not read this kind.
   */
  quoted: QuotedReading | null;
}

export interface SignalOptions {
  /** The learned model to consult; the shipped one when left out, none when null. */
  model?: LearnedModel | null;
  /** The judge to consult; the shipped one when left out, none when null. */
  judge?: Judge | null;
  /** The reader of accounts of scams; the shipped one when left out, none when null. */
  accounts?: AccountReader | null;
}

/** What the judge reads: messages a person pastes, photographs or receives as a letter. */
const JUDGED_TYPES: ReadonlySet<AnalysisType> = new Set(['text', 'screenshot', 'pdf']);

export function readJudge(
  judge: Judge | null,
  acquired: Acquired,
  anatomy: AnatomyFindings | null,
  textLinks: readonly LinkSpan[],
): JudgeReading | null {
  if (!judge || acquired.shop || !JUDGED_TYPES.has(acquired.type) || !acquired.text.trim())
    return null;
  return judge.read(acquired.text, anatomy, textLinks, () => detectLanguage(acquired.text));
}

/** An account of a contact (signals/judge/accounts.ts), read where the judge reads messages. */
export function readAccount(
  reader: AccountReader | null,
  acquired: Acquired,
): AccountReading | null {
  if (!reader || acquired.shop || !JUDGED_TYPES.has(acquired.type) || !acquired.text.trim())
    return null;
  return reader.read(acquired.text, () => detectLanguage(acquired.text));
}

/**
 * What the learned model may read. A shop's page text is not what it was trained on (it reads a
 * product page as fabricated news), so of a shop only the registrable domain is read, by the
 * address head; no domain (an IP address, a local name), nothing.
 */
function modelInput(
  acquired: Acquired,
): { text: string; title: string | null; url: string | null; links: string[] } | null {
  if (acquired.shop) {
    const domain = acquired.shop.domain.registrableDomain;
    if (!domain || acquired.shop.domain.ipHost) return null;
    return { text: domain, title: null, url: null, links: [] };
  }
  if (!acquired.text.trim()) return null;
  return { text: acquired.text, title: acquired.title, url: acquired.url, links: acquired.links };
}

export function readModel(model: LearnedModel | null, acquired: Acquired): ModelReading | null {
  const input = model ? modelInput(acquired) : null;
  return model && input ? model.read(input) : null;
}

export function computeSignals(acquired: Acquired, options: SignalOptions = {}): Signals {
  const model = options.model === undefined ? shippedModel() : options.model;
  // A shop is known by its shop signals, whatever asked for the analysis.
  const shop = acquired.shop ?? null;
  const links = inspectLinks(acquired.links);
  const sentences = acquired.sentences ?? splitSentences(acquired.text);
  const textLinks = acquired.textLinks ?? findLinks(acquired.text);
  const anatomy =
    shop || !acquired.text.trim()
      ? null
      : anatomyFindings(acquired.text, sentences, textLinks, links);
  const judge = options.judge === undefined ? shippedJudge() : options.judge;
  const accounts = options.accounts === undefined ? shippedAccountReader() : options.accounts;
  return {
    sentences,
    textLinks,
    evidence: collectSourceEvidence(acquired.text, links),
    links,
    publisher: acquired.domain ? inspectLink(`https://${acquired.domain}/`) : null,
    shop: shop ? shoppingFindings(acquired) : null,
    shopAssessment: shop ? assessShop(shop) : null,
    reading: readModel(model, acquired),
    knowledge: knowledgeSignals(acquired),
    anatomy,
    judgement: readJudge(judge, acquired, anatomy, textLinks),
    account: readAccount(accounts, acquired),
    quoted:
      acquired.shop || !JUDGED_TYPES.has(acquired.type)
        ? null
        : readQuoted(judge, acquired.text, textLinks, links),
  };
}
