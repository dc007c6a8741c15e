/**
 * The analyzer session, and only that: the current results, their id, what was analyzed and the
 * temporary screenshot. Server data lives in React Query. The screenshot is dropped from memory
 * after CLIENT_IMAGE_RETENTION_MS (spec 4: 5 minutes in the client).
 */
import { create } from 'zustand';
import type { Results } from '../../../shared';
import { CLIENT_IMAGE_RETENTION_MS } from '../../../shared/constants';

/** What an analysis run leaves in the analyzer session (src/renderer/src/state/analyzer-store.ts). */
export interface SessionResult {
  id: string;
  results: Results;
  /** The text the person sent, shown back on the results. */
  originalContent?: string;
  /** The address the person sent. */
  originalUrl?: string;
  isVideoAnalysis?: boolean;
  /** A screenshot's data: URL, name and size; the data is dropped after a few minutes. */
  image?: { data: string; name: string; size: number };
}

export interface AnalyzerSession {
  results: Results | null;
  analysisId: string | null;
  originalContent: string | null;
  originalUrl: string | null;
  isVideoAnalysis: boolean;
  imageData: string | null;
  imageName: string | null;
  imageSize: number | null;
  /** Epoch ms after which the image data is cleared. */
  imageExpiresAt: number | null;
  /** The person kept it off the public feed (a retry of the same link keeps that choice). */
  unlisted: boolean;
}

interface AnalyzerActions {
  /** A new result of any kind replaces the whole session (spec 4: text clears the image too). */
  setResult(result: SessionResult, unlisted?: boolean): void;
  clearImage(): void;
  reset(): void;
}

const EMPTY_IMAGE = {
  imageData: null,
  imageName: null,
  imageSize: null,
  imageExpiresAt: null,
} as const;

const EMPTY_SESSION: AnalyzerSession = {
  results: null,
  analysisId: null,
  originalContent: null,
  originalUrl: null,
  isVideoAnalysis: false,
  unlisted: false,
  ...EMPTY_IMAGE,
};

let expiryTimer: ReturnType<typeof setTimeout> | null = null;
function cancelExpiry(): void {
  if (expiryTimer !== null) clearTimeout(expiryTimer);
  expiryTimer = null;
}

export const useAnalyzerStore = create<AnalyzerSession & AnalyzerActions>()((set) => ({
  ...EMPTY_SESSION,

  setResult: (result, unlisted = false) => {
    cancelExpiry();
    const { image } = result;
    if (image)
      expiryTimer = setTimeout(
        () => useAnalyzerStore.getState().clearImage(),
        CLIENT_IMAGE_RETENTION_MS,
      );
    set({
      ...EMPTY_SESSION,
      results: result.results,
      analysisId: result.id,
      originalContent: result.originalContent ?? null,
      originalUrl: result.originalUrl ?? null,
      isVideoAnalysis: result.isVideoAnalysis === true,
      unlisted,
      ...(image
        ? {
            imageData: image.data,
            imageName: image.name,
            imageSize: image.size,
            imageExpiresAt: Date.now() + CLIENT_IMAGE_RETENTION_MS,
          }
        : {}),
    });
  },

  // Keeps name and size (shown on the card) but drops the pixels.
  clearImage: () => {
    cancelExpiry();
    set({ imageData: null, imageExpiresAt: null });
  },

  reset: () => {
    cancelExpiry();
    set(EMPTY_SESSION);
  },
}));
