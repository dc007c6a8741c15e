import { describe, expect, it } from 'vitest';
import { MASKS } from '../privacy/mask';
import { feedSnippet } from './feed-snippet';

describe('a feed card of an untitled text leads with a line that says something', () => {
  it('skips a first line that is only a masked sender or a time', () => {
    expect(
      feedSnippet(`${MASKS.phone}\nToday 10:42\nYour parcel is held. Pay the fee at the link.`),
    ).toBe('Your parcel is held. Pay the fee at the link.');
    expect(
      feedSnippet(`${MASKS.phone} - Text Message - Today 9:41 AM\nURGENT: Your account is locked.`),
    ).toBe('URGENT: Your account is locked.');
    expect(feedSnippet(`From ${MASKS.phone}\nYour code is ${MASKS.code}`)).toBe(
      `Your code is ${MASKS.code}`,
    );
  });

  it('never leads with a placeholder alone', () => {
    expect(feedSnippet(MASKS.phone)).toBeNull();
    expect(feedSnippet(`${MASKS.phone}\n${MASKS.email}`)).toBeNull();
  });

  it('keeps an ordinary first line as it is', () => {
    expect(feedSnippet('Hi Mum, it is me\nnew phone')).toBe('Hi Mum, it is me');
    expect(feedSnippet('Ok\nfine')).toBe('Ok');
  });
});
