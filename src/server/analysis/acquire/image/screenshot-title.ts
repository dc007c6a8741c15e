/**
 * The title a screenshot's report and feed card go by: the first line read from it that says
 * something (real words, see hasReadableText) and shows no personal data. A message app's header
 * line is often only the sender's number, which masked is "[phone number hidden]": a title that
 * names nothing, so such lines are passed over. Null when no line qualifies (the feed then shows
 * its snippet, as for a pasted text).
 */
import { hasPersonalData } from '../../../privacy/mask';
import { hasReadableText } from './acquire-image';

/** A title longer than this is cut at a word and ends with an ellipsis. */
export const MAX_SCREENSHOT_TITLE_CHARS = 100;

export function screenshotTitle(text: string): string | null {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line || !hasReadableText(line) || hasPersonalData(line)) continue;
    if (line.length <= MAX_SCREENSHOT_TITLE_CHARS) return line;
    const cut = line.slice(0, MAX_SCREENSHOT_TITLE_CHARS);
    const space = cut.lastIndexOf(' ');
    return `${(space > MAX_SCREENSHOT_TITLE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return null;
}
