import { describe, expect, it } from 'vitest';
import { pastedLink } from './url';

describe('pastedLink: a Text-tab paste that is only a web address', () => {
  it.each([
    ['https://news.example.org/council-vote', 'https://news.example.org/council-vote'],
    ['  http://shop.example.com/p?id=1  ', 'http://shop.example.com/p?id=1'],
    ['www.example.co.uk/article', 'https://www.example.co.uk/article'],
  ])('%s is a link', (text, link) => {
    expect(pastedLink(text)).toBe(link);
  });

  it.each([
    'Read https://news.example.org/a and tell me',
    'URGENT: verify at http://x.top now',
    'example.com',
    'javascript:alert(1)',
    'ftp://files.example.com/a',
    '',
  ])('%s is not', (text) => {
    expect(pastedLink(text)).toBeNull();
  });
});
