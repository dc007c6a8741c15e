import { describe, expect, it } from 'vitest';
import { parseTimedText } from './timedtext';

describe('parseTimedText', () => {
  it('reads json3 events with word segments and skips events without text', () => {
    const body = JSON.stringify({
      wireMagic: 'pb3',
      events: [
        { tStartMs: 0, dDurationMs: 2000, id: 1, wpWinPosId: 1 },
        {
          tStartMs: 1230,
          dDurationMs: 2000,
          segs: [{ utf8: 'Vaccines' }, { utf8: ' are', tOffsetMs: 300 }, { utf8: ' safe' }],
        },
        { tStartMs: 3500, segs: [{ utf8: '\n' }] },
        { tStartMs: 4000, segs: [{ utf8: 'second\nline' }] },
      ],
    });
    expect(parseTimedText(body)).toEqual([
      { start: 1.23, text: 'Vaccines are safe' },
      { start: 4, text: 'second line' },
    ]);
  });

  it('reads srv3 <p t= d=> in milliseconds with nested <s> and entities', () => {
    const body = `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3"><body>
<p t="2500" d="1000">It&#39;s <s t="100">50%</s> &amp; more</p>
<p t="500" d="1000">first</p></body></timedtext>`;
    expect(parseTimedText(body)).toEqual([
      { start: 0.5, text: 'first' },
      { start: 2.5, text: "It's 50% & more" },
    ]);
  });

  it('reads srv1 <text start= dur=> in seconds, undoing the double escape', () => {
    const body =
      '<?xml version="1.0" encoding="utf-8" ?><transcript><text start="0.5" dur="2.1">don&amp;#39;t &amp;quot;panic&amp;quot;</text><text start="3" dur="1">ok<br/>then</text></transcript>';
    expect(parseTimedText(body)).toEqual([
      { start: 0.5, text: 'don\'t "panic"' },
      { start: 3, text: 'ok then' },
    ]);
  });

  it('gives no cues for bodies that are not captions', () => {
    expect(parseTimedText('')).toEqual([]);
    expect(parseTimedText('<html><body>Sign in</body></html>')).toEqual([]);
    expect(parseTimedText('{"error": 1}')).toEqual([]);
    expect(parseTimedText('plain text')).toEqual([]);
  });
});
