/**
 * The renderer's side of an input kind (the server's is src/server/kinds): how it is named and
 * drawn in lists, where its report opens, the report's opening words, what its report shows of
 * the text read, and its tab on the analyzer panel (label, icon, form, criteria) if it has one.
 * Each kind is a folder here; ./registry.ts lists one per analysis type.
 */
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { AnalysisType, CriteriaType } from '../../../shared';
import type { SessionResult } from '../state/analyzer-store';

export type { SessionResult };

/**
 * One submission, ready to send: `unlisted` true keeps it off the public feed, false publishes it;
 * undefined leaves it to the server (a screenshot's text is read there).
 */
export type Submission = (unlisted: boolean | undefined) => Promise<SessionResult>;

/** What the panel keeps typed or chosen across tabs (the address is shared by the link tabs). */
export interface Drafts {
  url: string;
  text: string;
  /** The file chosen on each upload tab, by the tab's kind: a screenshot is never the PDF tab's. */
  files: Readonly<Partial<Record<string, File | null>>>;
}

export interface TabFormProps {
  drafts: Drafts;
  setDraft<K extends keyof Drafts>(key: K, value: Drafts[K]): void;
  run(submission: Submission): void;
  /** This tab's submission is running. */
  running: boolean;
  /** Any analysis is running. */
  busy: boolean;
}

export interface AnalyzerTab {
  /** The tab's id on the panel (analyzer-tab-{id}). */
  id: string;
  label: string;
  icon: ReactNode;
  /** Left to right; the first is selected when the page opens. */
  order: number;
  /** The criteria panel under the form (spec 7: GET /api/analysis-criteria/{type}). */
  criteria: CriteriaType;
  Form: ComponentType<TabFormProps>;
  /**
   * For a kind whose text is read on the server (a screenshot, a document): the sentence the
   * public-feed notice adds, since with no choice made the server decides from the text it reads
   * (the request leaves "unlisted" out). Left out: the person's choice is sent as it stands.
   */
  readFirst?: string;
}

export interface RendererKind {
  type: AnalysisType;
  /** Its name in lists (My analyses). */
  label: string;
  icon: LucideIcon;
  /** The page of a stored analysis of this kind. */
  reportPath(id: string): string;
  /** "This report is the result of …" when the analysis has no address to name. */
  intro: string;
  /** Its tab on /home, or null when another tab submits it (articles: Video and Text tabs). */
  tab: AnalyzerTab | null;
  /**
   * When the text judged was read from what the person sent (a screenshot's image, a document):
   * the sentence that introduces it and the name of its region, and the report shows it near the
   * top (fetched from the stored analysis right after the analysis, whose answer carries no
   * text). Null: the text or address the person sent is shown at the end.
   */
  readText: ReadText | null;
  /** What leaves the machine when a person publishes it, e.g. "the page address" (desktop). */
  sentOnPublish: string;
  /** How the analysis notes read for this kind (text read from an image is not "pasted text"). */
  noteWording(note: string): string;
  /**
   * Its analyze route as /technical-specs lists it (the path from its contract in
   * src/shared/kinds), or null when another kind's route takes it (article, shopping: /url).
   */
  apiRoute: { path: string; what: string } | null;
}

export interface ReadText {
  intro: string;
  /** The accessible name of the region that shows it. */
  label: string;
}

/** Notes as the analyzer wrote them. */
export const plainWording = (note: string): string => note;

export const sharedReportPath = (id: string): string => `/shared/${encodeURIComponent(id)}`;

/** The intro of anything read from text the person gave. */
export const SUBMITTED_TEXT_INTRO = 'reviewing submitted text content';
