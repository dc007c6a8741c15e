/**
 * What acquisition hands on (Acquired and its parts), the first of the pipeline's typed hand-offs:
 *   acquire(input) -> Acquired   (content and everything known about where it came from)
 *   computeSignals(Acquired) -> Signals (source evidence, link reports, shop assessment, the
 *                                 learned reading: computed once, see signals.ts)
 *   analyze(Acquired, Signals) -> Findings (claims, red flags, bias findings; by an Analyzer)
 *   score(Findings, Acquired, Signals) -> Results (the contract's Results)
 * Each stage is plain data in, plain data out. Findings and the Analyzer interface live with the
 * analyzers (analyzer.ts): this file is read by acquisition, the lowest stage, and imports no later one.
 */
import type { AnalysisType, PageNotOpenedNotice } from '../../shared';
import type { ShopSignals } from './knowledge/shop-signals';
import type { DomainRegistration } from './knowledge/domain-age';
import type { LinkSpan } from './knowledge/link-finder';
import type { Span } from './knowledge/patterns';

/** One timed piece of a video transcript. */
export interface TranscriptSegment {
  /** Seconds from the start of the video. */
  start: number;
  text: string;
}

export interface AcquiredVideo {
  videoId: string;
  channelName: string | null;
  durationSeconds: number | null;
  description: string | null;
  segments: TranscriptSegment[];
  transcriptLength: number;
}

export interface AcquiredImage {
  name: string;
  size: number;
  mime: string;
  /** The image itself, for analyzers that read images (a model provider); never stored here. */
  bytes?: Uint8Array;
  /** The image editor its metadata names as the last to save it (e.g. "Adobe Photoshop 25.0"). */
  editedWith?: string | null;
  /** Its C2PA content credentials (signer, tool, actions), when it carries any. */
  credentials?: ContentCredentials | null;
  /**
   * Set when screening withheld the image (src/server/privacy/image-screening.ts): the sentence
   * the report shows instead of it. Such an image is neither stored nor sent to a model provider.
   */
  withheld?: string;
  /**
   * Set when the copy in `bytes` has the personal data the masking finds painted over
   * (src/server/privacy/screenshot-masking.ts): it may be stored and shown though the text held
   * personal data.
   */
  covered?: boolean;
}

/** What the page itself says about its publisher (articles and shops). */
export interface PageSignals {
  https: boolean;
  hasAbout: boolean;
  hasContact: boolean;
  hasCorrections: boolean;
  hasPrivacy: boolean;
  hasTerms: boolean;
}

export interface Acquired {
  type: AnalysisType;
  /** The content to analyze, whitespace-normalised. */
  text: string;
  url: string | null;
  /** Registrable domain of url, lower-case. */
  domain: string | null;
  title: string | null;
  author: string | null;
  siteName: string | null;
  /** ISO 8601. */
  publishedAt: string | null;
  /** Absolute outbound links found in the content or page. */
  links: string[];
  /**
   * The links written in `text` with their spans, when acquisition already scanned the text for
   * them (pasted text): the signals stage hands these on instead of scanning it again.
   */
  textLinks?: LinkSpan[];
  /**
   * The sentences of `text`, when acquisition already split it (a video's transcript, split to
   * time its segments): the signals stage hands these on instead of splitting it again.
   */
  sentences?: Span[];
  video: AcquiredVideo | null;
  image: AcquiredImage | null;
  page: PageSignals | null;
  /** Shop signals (domain, page, reviews, schema.org), for shopping analyses only. */
  shop?: ShopSignals | null;
  /** A shop's registration date, read over RDAP when it was analyzed online. */
  registration?: DomainRegistration | null;
  /** Notes for analysisMetadata (what could not be read, limits). */
  notes: string[];
  /**
   * Set when the page could not be opened and only its address was read (a domain-only report
   * of an article or shop link): why, and the sentence the report opens with.
   */
  pageNotOpened?: PageNotOpenedNotice | null;
}

/** An Acquired with every optional part empty, for inputs that are only text. */
export function emptyAcquired(type: AnalysisType, text: string): Acquired {
  return {
    type,
    text,
    url: null,
    domain: null,
    title: null,
    author: null,
    siteName: null,
    publishedAt: null,
    links: [],
    video: null,
    image: null,
    page: null,
    notes: [],
  };
}

/** What an image's content credentials (C2PA) say, read in the untrusted worker. */
export interface ContentCredentials {
  /**
   * "valid": the signature and hashes check out; "invalid": they do not (tampered or broken);
   * "unchecked": the record is larger than FactLens reads (see tooLarge), so it was not checked.
   */
  state: 'valid' | 'invalid' | 'unchecked';
  /** The signing certificate's common name and organisation, when present. */
  signer: string | null;
  issuer: string | null;
  /** The software that made the claim, e.g. "Adobe Firefly 3.0". */
  claimGenerator: string | null;
  /** C2PA action ids of the active manifest, e.g. "c2pa.created", "c2pa.edited". */
  actions: string[];
  /** An action says the content was made by a trained model (IPTC digital source type). */
  aiGenerated: boolean;
  /** Validation failure codes, e.g. "assertion.dataHash.mismatch". */
  failures: string[];
  /** Which cap an unchecked record went over (acquire/image/manifest-scan.ts). */
  tooLarge?: 'bytes' | 'boxes' | 'actions';
}
