/**
 * The pipeline's signals step: every fact about the acquired content that an analyzer or the
 * scorer needs, computed once per analysis and handed on. Analyzers (offline, Gemini, a local
 * model) and the scorer read these; none of them computes them again.
 */
import { knowledgeSignals, type KnowledgeSignals } from './offline/sources/knowledge-findings';
import { inspectLink, inspectLinks, type LinkReport } from './knowledge/links';
import { shippedModel, type LearnedModel, type ModelReading } from './offline/model/index';
import { shoppingFindings, type ShoppingFindings } from './offline/shops/shopping-findings';
import { collectSourceEvidence, type SourceEvidence } from './offline/sources/source-evidence';
import { assessShop, type ShopAssessment } from './score/shop';
import type { Acquired } from './types';
import { anatomyFindings, type AnatomyFindings } from './offline/anatomy';
import { splitSentences } from './knowledge/sentences';

export interface Signals {
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
}

export interface SignalOptions {
  /** The learned model to consult; the shipped one when left out, none when null. */
  model?: LearnedModel | null;
}

/**
 * What the learned model may read. A shop's page text is not what it was trained on (it reads a
 * product page as fabricated news), so of a shop only the registrable domain is read, by the
 * address head; no domain (an IP address, a local name), nothing.
 */
function modelInput(
  acquired: Acquired,
): { text: string; title: string | null; url: string | null; links: string[] } | null {
  if (acquired.type === 'shopping') {
    const domain = acquired.shop?.domain.registrableDomain;
    if (!domain || acquired.shop?.domain.ipHost) return null;
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
  const shop = acquired.type === 'shopping' && acquired.shop ? acquired.shop : null;
  const shopAssessment = shop ? assessShop(shop) : null;
  const links = inspectLinks(acquired.links);
  return {
    evidence: collectSourceEvidence(acquired.text, links),
    links,
    publisher: acquired.domain ? inspectLink(`https://${acquired.domain}/`) : null,
    shop: shop ? shoppingFindings(acquired) : null,
    shopAssessment,
    reading: readModel(model, acquired),
    knowledge: knowledgeSignals(acquired),
    anatomy:
      acquired.type === 'shopping' || !acquired.text.trim()
        ? null
        : anatomyFindings(acquired.text, splitSentences(acquired.text), links),
  };
}
