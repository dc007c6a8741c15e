/**
 * A cue phrase may declare that a needed word follows its start closely (`within`): in a long
 * text it is then tried only at the word starts with one that close. These tests hold that to the
 * plain pattern's results, on generated long texts and at the farthest a match can reach, and show
 * that the narrowing is really in force (a `within` too small loses the far match).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../../tests/helpers/fuzz';
import { expectSameAsPlain } from '../../../../tests/helpers/regex-parity';
import { ACCOUNT_ACT_RULES, ACCOUNT_LOSS_WITHIN } from '../offline/red-flags/acts-accounts';
import { allMatches, cue, gap } from './patterns';
import { INDEX_MIN_CHARS } from '../../../shared/word-index';

const LOCKED = `(?:the|your)${gap(10)}acc(?:ount)?${gap(12)}(?:lock(?:ed)?|on hold)`;
/** Opener 4, a gap of 10 (20 units), "account" 7, a gap of 12 (24), "on " 3. */
const LOCKED_WITHIN = 4 + 20 + 7 + 24 + 3;
const near = (within: number) =>
  cue([{ phrase: LOCKED, needs: ['lock', 'locked', 'hold'], within }, 'contact', 'the end']);

const PARTS = [
  'the',
  'The',
  'your',
  'account',
  'acc',
  'locked',
  'LOCK',
  'lock',
  'on hold',
  'hold',
  'contact',
  'end',
  'if',
  ' ',
  ' ',
  '  ',
  '. ',
  ', ',
  '\n',
  'x',
  '😀',
  'é',
  '1.5',
];
const FILLER = 'plain words of a long page with nothing to find, ';
const longTextArb = fc
  .array(fc.constantFrom(...PARTS), { minLength: 1, maxLength: 200 })
  .map((parts) => `${FILLER.repeat(Math.ceil(INDEX_MIN_CHARS / FILLER.length))}${parts.join('')}`);

describe('a needed word close after the start', () => {
  it('finds exactly what the plain pattern finds', () => {
    fc.assert(
      fc.property(longTextArb, (text) => {
        expectSameAsPlain(near(LOCKED_WITHIN), text, 37);
      }),
      { numRuns: 200 },
    );
  });

  it('finds the farthest match, and loses it when `within` is too small', () => {
    // Each gap at its longest, of characters two code units long.
    const far = `your${'😀'.repeat(10)}account${'😀'.repeat(12)}on hold`;
    const text = `${FILLER.repeat(60)}${far}. Contact the end.`;
    expectSameAsPlain(near(LOCKED_WITHIN), text, 37);
    expect(far.indexOf('hold')).toBe(LOCKED_WITHIN);
    expect(allMatches(near(LOCKED_WITHIN), text).map((m) => m.text)).toContain(far);
    expect(allMatches(near(LOCKED_WITHIN - 1), text).map((m) => m.text)).not.toContain(far);
    // The alternatives that need nothing are read wherever they open.
    expect(allMatches(near(0), text).map((m) => m.text)).toEqual(['Contact', 'the end']);
  });

  it('holds the account-loss hook at its farthest reach', () => {
    const hook = ACCOUNT_ACT_RULES[0]!.hook;
    const being = 'temporarily temporarily temporarily ';
    const far = `your${'😀'.repeat(30)}internet banking${'😀'.repeat(40)}${being}almost full`;
    expect(far.indexOf('full')).toBe(ACCOUNT_LOSS_WITHIN);
    const text = `${FILLER.repeat(60)}${far}. The account was closed. If your card is blocked, call.`;
    expectSameAsPlain(hook, text, 37);
    expect(allMatches(hook, text).map((m) => m.text)).toContain(far);
  });
});
