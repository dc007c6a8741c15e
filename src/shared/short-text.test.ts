import { describe, expect, it } from 'vitest';
import { SHORT_TEXT_MAX_CHARS, tooShortToJudge } from './short-text';

describe('tooShortToJudge', () => {
  it.each([
    'hi',
    'ok thanks',
    'lol',
    'Hello!',
    'hi there :)',
    'test',
    'OK, thank you so much!!',
    'haha yes',
    '👍',
    'asdf',
    '谢谢',
    'ありがとう',
  ])('refuses %j: no claim and no request', (text) => {
    expect(tooShortToJudge(text)).toBe(true);
  });

  it.each([
    'Call me now',
    'Is this you? bit.ly/x',
    'Your code is 482913',
    'Pay £5 today',
    'Ring 07700 900123',
    'Vaccines cause autism',
    'The earth is flat',
    'write to help@bank-secure.co',
    'Help!',
    'hi mum it is me',
    '疫苗导致自闭症',
    'Impfungen verursachen Autismus',
  ])('analyses %j: it carries a link, number, amount, code, ask or claim', (text) => {
    expect(tooShortToJudge(text)).toBe(false);
  });

  it('never refuses a text longer than the short-text limit', () => {
    expect(tooShortToJudge('ok '.repeat(SHORT_TEXT_MAX_CHARS))).toBe(false);
    expect(tooShortToJudge('ok '.repeat(SHORT_TEXT_MAX_CHARS / 3 - 1))).toBe(true);
  });
});
