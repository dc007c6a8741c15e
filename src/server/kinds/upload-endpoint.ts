/**
 * The analyze endpoint of a kind that takes one uploaded file (a screenshot, a PDF): the file is
 * read by the shared reader with the kind's limits while the body streams in, the "unlisted"
 * field is read as the person's choice, and the sender's address is passed on only to order the
 * worker queues fairly (it is never stored).
 */
import { UNLISTED_FIELD } from '../../shared/kinds/analyze';
import { AppError } from '../errors';
import type { RouteContract, RouteResponse } from '../../shared/contract';
import {
  readSingleFileUploadOrLinger,
  type SingleFileUploadOptions,
} from '../http/read-single-file-upload';
import { analyzeEndpoint, type AnalyzeEndpoint, type Analyzers } from './input-kind';

/**
 * What a form's "unlisted" field may say: an HTML checkbox sends "on", scripts send "true", "1" or
 * "yes"; the web page sends "true" or "false". Case and surrounding spaces do not matter.
 */
const UNLISTED_VALUES: Readonly<Record<string, boolean>> = {
  true: true,
  on: true,
  '1': true,
  yes: true,
  false: false,
  off: false,
  '0': false,
  no: false,
};

export const UNLISTED_FIELD_ERROR = `The "${UNLISTED_FIELD}" field must say true or false: true, on, 1 or yes keeps the analysis off the public feed; false, off, 0 or no lets it be listed. Send it with one of these, or leave the field out to let the text read decide.`;

/**
 * An upload's "unlisted" field: true keeps it off the feed, false publishes it, left out (no
 * field) the text read decides. Anything else is refused rather than guessed at.
 */
export function unlistedFromField(field: string | undefined): boolean | undefined {
  if (field === undefined) return undefined;
  const key = field.trim().toLowerCase();
  if (!Object.hasOwn(UNLISTED_VALUES, key)) throw new AppError(400, UNLISTED_FIELD_ERROR);
  return UNLISTED_VALUES[key];
}

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
