/**
 * Feed cards on a desktop carry the hub's ids, so an id that is not local is read from the hub
 * (within HUB_READ_TIMEOUT_MS) and shown, never stored here. A hub that cannot be reached is a 503.
 */
import { ERRORS } from '../../shared';
import { AppError } from '../errors';
import type { RemoteAnalyses } from '../services/analyses';
import { HubUnreachableError, type HubClient } from './hub-client';

async function readThrough<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HubUnreachableError)
      throw new AppError(503, ERRORS.hubAnalysisUnreachable);
    throw error;
  }
}

export function hubAnalyses(hub: HubClient): RemoteAnalyses {
  return {
    getAnalysis: (id) => readThrough(() => hub.getAnalysis(id)),
    getVideoAnalysis: (id) => readThrough(() => hub.getVideoAnalysis(id)),
  };
}
