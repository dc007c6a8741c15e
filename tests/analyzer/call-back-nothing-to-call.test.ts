/**
 * Asked only to call, with no number, link or app to call through, nothing claimed and nothing
 * pushed, a message sends the reader nowhere: they can only call a number they already have. The
 * judge alone does not call such a message a scam ("Sir, I am waiting for your call, once free
 * please call me." was D). A number of the sender's, a claim or haste, and the scam is read as
 * before. Written for these tests; none is a row of any corpus.
 */
import { describe, expect, it } from 'vitest';
import { judgeMayDecide } from '../../src/server/analysis/signals/judge/index';
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Sir, I am waiting for your call, once free please call me.',
  'Sorry I missed your call. Can you please call back.',
  'Hey, give me a ring when you get a minute, nothing urgent.',
];

const SCAMS = [
  'You have 1 new voicemail. Please call 08719181513 now.',
  'Your account has been suspended. Please call us back urgently.',
  'URGENT: we tried to reach you about your prize. Call 09061701461 today to claim.',
  "Grandma please call me back right now, I'm in trouble and need money for bail, don't tell mom.",
];

pinGrades(GENUINE, SCAMS, 'requests to call back');

describe('the judge on a request to call with nothing to call', () => {
  it('decides only with a number, a link, a claim or haste beside the ask', () => {
    const ask = ['lang:en', 'ask:call', 'anat:asks', 'words:1', 'links:0'];
    expect(judgeMayDecide(ask)).toBe(false);
    expect(judgeMayDecide([...ask, 'phone', 'chan:number:neutral'])).toBe(true);
    expect(judgeMayDecide([...ask, 'pre:org'])).toBe(true);
    expect(judgeMayDecide([...ask, 'press:threat'])).toBe(true);
    expect(judgeMayDecide([...ask, 'ask:pay'])).toBe(true);
  });
});
