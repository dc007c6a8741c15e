/**
 * The analyze endpoint of a kind that takes one uploaded file (a screenshot, a PDF): the file is
 * read by the shared reader with the kind's limits while the body streams in, the "unlisted"
 * field is read as the person's choice, and the sender's address is passed on only to order the
 * worker queues fairly (it is never stored).
 */
import { UNLISTED_FIELD } from '../../shared/kinds/analyze';
import type { RouteContract, RouteResponse } from '../../shared/contract';
import {
  readSingleFileUploadOrLinger,
  type SingleFileUploadOptions,
} from '../http/read-single-file-upload';
import {
  analyzeEndpoint,
  unlistedFromField,
  type AnalyzeEndpoint,
  type Analyzers,
} from './input-kind';

export interface UploadedFile {
  bytes: Uint8Array;
  /** The file name the sender's device gave, unchecked. */
  name: string | undefined;
  /** Who sent it, for fair queueing only. */
  client: string;
  /** true keeps it off the feed, false publishes it; left out, the text read decides. */
  unlisted?: boolean;
}

export function uploadEndpoint<const C extends RouteContract>(
  contract: AnalyzeEndpoint<C>['contract'],
  upload: SingleFileUploadOptions,
  analyze: (file: UploadedFile, analyzers: Analyzers) => Promise<RouteResponse<C>>,
): AnalyzeEndpoint {
  return analyzeEndpoint<C>({
    contract,
    async handle({ req, res }, analyzers) {
      const file = await readSingleFileUploadOrLinger(req, res, upload);
      const unlisted = unlistedFromField(file.fields[UNLISTED_FIELD]);
      const client = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      return analyze(
        {
          bytes: file.bytes,
          name: file.name,
          client,
          ...(unlisted === undefined ? {} : { unlisted }),
        },
        analyzers,
      );
    },
  });
}
