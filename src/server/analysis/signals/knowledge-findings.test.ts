import { describe, expect, it } from 'vitest';
import { RATED_DOMAINS } from '../../../shared/knowledge';
import { acquireText } from '../acquire/text';
import { analyzeOffline } from '../offline/index';
import { computeSignals } from './index';
import {
  HIGH_RATING,
  LOW_RATING,
  domainRating,
  ratedDomainCount,
  ratingBand,
} from '../knowledge/domain-ratings';
import { domainAgeFlag, domainAgeSignal } from '../knowledge/domain-age';
import { groupLinks, MAX_LINK_GROUPS } from '../knowledge/link-groups';
import { rdapServerFor, registrationDate } from '../acquire/net/rdap';
import { SCAM_LISTS, scamListHit, scamListSize } from '../knowledge/scam-lists';

describe('domain ratings (Lin et al. 2023)', () => {
  it('ships every rated domain and rates a host by itself or its nearest rated parent', () => {
    expect(ratedDomainCount().toLocaleString('en-US')).toBe(RATED_DOMAINS);
    expect(domainRating('www.reuters.com')).toEqual({
      domain: 'reuters.com',
      score: 1,
      band: 'high',
    });
    expect(domainRating('live.markets.reuters.com')?.domain).toBe('reuters.com');
    expect(domainRating('news.harvard.edu')?.domain).toBe('news.harvard.edu');
    expect(domainRating('WWW.INFOWARS.COM.')).toMatchObject({
      domain: 'infowars.com',
      band: 'low',
    });
    expect(domainRating('example.com')).toBeNull();
    expect(domainRating('com')).toBeNull();
    expect(domainRating('93.184.216.34')).toBeNull();
  });

  it('does not rate platforms where anyone can publish, whatever their own rating', () => {
    for (const host of [
      'www.youtube.com',
      'rumble.com',
      'someone.blogspot.com',
      'medium.com',
      'bit.ly',
      't.co',
    ]) {
      expect(domainRating(host), host).toBeNull();
    }
  });

  it('puts the band edges where the named constants say', () => {
    expect(ratingBand(LOW_RATING - 0.01)).toBe('low');
    expect(ratingBand(LOW_RATING)).toBe('middle');
    expect(ratingBand(HIGH_RATING - 0.01)).toBe('middle');
    expect(ratingBand(HIGH_RATING)).toBe('high');
  });
});

describe('scam lists', () => {
  it('looks up both shipped lists at once and names the list of each hit', () => {
    expect(scamListSize()).toBeGreaterThan(12_000);
    const [mit, blp] = SCAM_LISTS;
    expect(scamListHit('shop.10xuniswap.xyz')).toEqual({ domain: '10xuniswap.xyz', lists: [mit] });
    expect(scamListHit('www.0-google.com')).toEqual({ domain: '0-google.com', lists: [blp] });
    expect(scamListHit('1stireland.com')?.lists).toEqual([mit, blp]);
    expect(scamListHit('google.com')).toBeNull();
    expect(scamListHit('xyz')).toBeNull();
  });
});

describe('links by domain', () => {
  it('groups by registrable domain, leaves out the publisher, counts and sorts, and caps the groups', () => {
    const links = [
      'https://a.example.co.uk/x',
      'https://b.example.co.uk/y',
      'https://www.bbc.co.uk/news',
      'https://own.site/z',
      'ftp://x.org/',
      'not a url',
    ];
    expect(groupLinks(links, 'own.site')).toEqual([
      { domain: 'example.co.uk', count: 2, rating: null, ratingBand: null, scamLists: [] },
      { domain: 'bbc.co.uk', count: 1, rating: 0.72, ratingBand: 'middle', scamLists: [] },
    ]);
    const many = Array.from({ length: 100 }, (_, i) => `https://site${i}.example/`);
    expect(groupLinks(many, null)).toHaveLength(MAX_LINK_GROUPS);
  });

  it('raises no rating flag on a legitimate report that links to platforms, encyclopaedias and middle-rated outlets', () => {
    const text =
      'Officials confirmed the figures on Monday (https://www.youtube.com/watch?v=a1, https://en.wikipedia.org/wiki/Budget, https://www.foxnews.com/politics/x, https://www.dailymail.co.uk/news/y, https://rumble.com/v1).';
    const acquired = acquireText(text);
    const findings = analyzeOffline(acquired, computeSignals(acquired, { model: null }));
    expect(findings.redFlags.filter((f) => f.type === 'low_rated_source')).toEqual([]);
  });
});

describe('domain age', () => {
  const reg = (ageDays: number) => ({
    domain: 'shop.example',
    registeredAt: '2025-01-01T00:00:00.000Z',
    ageDays,
  });
  it('is a high flag under 90 days, a medium one under a year, and a good sign after', () => {
    expect(domainAgeFlag(reg(10))?.severity).toBe('high');
    expect(domainAgeFlag(reg(89))?.severity).toBe('high');
    expect(domainAgeFlag(reg(90))?.severity).toBe('medium');
    expect(domainAgeFlag(reg(364))?.severity).toBe('medium');
    expect(domainAgeFlag(reg(365))).toBeNull();
    expect(domainAgeSignal(reg(364))).toBeNull();
    expect(domainAgeSignal(reg(800))?.explanation).toContain('more than 2 years ago');
  });
});

describe('RDAP', () => {
  it('ships the TLD bootstrap', () => {
    expect(rdapServerFor('example.com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(rdapServerFor('fake-store.shop')).toMatch(/^https:\/\//);
    expect(rdapServerFor('example.no-such-tld')).toBeNull();
  });

  it('reads the registration event of an RFC 9083 answer and nothing else', () => {
    const events = (list: unknown) => ({ objectClassName: 'domain', events: list });
    expect(
      registrationDate(
        events([
          { eventAction: 'expiration', eventDate: '2030-01-01T00:00:00Z' },
          { eventAction: 'Registration', eventDate: '2020-02-03T04:05:06Z' },
        ]),
      )?.toISOString(),
    ).toBe('2020-02-03T04:05:06.000Z');
    for (const bad of [
      null,
      'x',
      [],
      {},
      events('x'),
      events([null, 1, { eventAction: 'registration' }]),
      events([{ eventAction: 'registration', eventDate: 'yesterday' }]),
      events([{ eventAction: 'registration', eventDate: '1970-01-01T00:00:00Z' }]),
    ]) {
      expect(registrationDate(bad)).toBeNull();
    }
  });
});
