// The shipped data read from resources/knowledge gives the lookups it gave as TypeScript. When the
// data moved out of the code, every lookup of every entry (and of its www., subdomain, upper-case
// and trailing-dot spellings) was compared before and after with scripts/knowledge/dump-lookups.ts
// and found identical; this is the cheap version kept: the answers the old modules gave for a
// sample (pinned below), and every seventh entry of each file found by the public lookup with the
// value the file holds.
import { describe, expect, it } from 'vitest';
import { rdapServerFor } from '../acquire/net/rdap';
import { BLOCKLISTPROJECT_SCAM_LIST } from './blocklistproject-scam-list';
import { DOMAIN_RATINGS } from './domain-ratings-data';
import { DOMAIN_RATINGS_SOURCE, domainRating, ratedDomainCount } from './domain-ratings';
import { perennialSourceCount, PERENNIAL_SOURCES_SOURCE } from './perennial-sources';
import { RDAP_BOOTSTRAP } from './rdap-bootstrap-data';
import { SCAM_DOMAIN_LIST } from './scam-domain-list';
import { SCAM_LISTS, scamListHit, scamListSize } from './scam-lists';
import { readUnlistedDomain } from './unlisted-domain';

const EVERY = 7;
const sample = <T>(list: readonly T[]) => list.filter((_, i) => i % EVERY === 0);

describe('shipped data: the lookups the TypeScript modules gave', () => {
  it('has the sizes and names it had', () => {
    expect(ratedDomainCount()).toBe(11_519);
    expect(scamListSize()).toBe(12_573);
    expect(perennialSourceCount()).toBe(0);
    expect(DOMAIN_RATINGS_SOURCE).toBe('Lin et al. 2023, PNAS Nexus');
    expect(SCAM_LISTS.map((l) => l.name)).toEqual([
      'scamblocklist by durablenapkin (MIT licence)',
      'the Block List Project scam list (public domain)',
    ]);
    expect(PERENNIAL_SOURCES_SOURCE).toBe(
      `Wikipedia's Perennial Sources list (Wikipedia contributors, "Wikipedia:Reliable sources/Perennial sources", CC BY-SA 4.0)`,
    );
  });

  it('rates a sample of hosts as before', () => {
    const ratings: Array<[string, string | null, number | null, string | null]> = [
      ['reuters.com', 'reuters.com', 1, 'high'],
      ['www.armscontrol.org', 'armscontrol.org', 0.87, 'high'],
      ['news.getsurrey.co.uk', 'getsurrey.co.uk', 0.82, 'high'],
      ['BUSTLE.COM', 'bustle.com', 0.78, 'high'],
      ['eckvilleecho.com.', 'eckvilleecho.com', 0.73, 'middle'],
      ['a.b.ema.europa.eu', 'ema.europa.eu', 0.71, 'middle'],
      ['news-4.us.', 'news-4.us', 0.61, 'middle'],
      ['100percentfedup.com', '100percentfedup.com', 0.22, 'low'],
      ['understandrealitythroughscience.blogspot.com', null, null, null],
      ['anclice.com', null, null, null],
    ];
    for (const [host, domain, score, band] of ratings) {
      const r = domainRating(host);
      expect([host, r?.domain ?? null, r?.score ?? null, r?.band ?? null]).toEqual([
        host,
        domain,
        score,
        band,
      ]);
    }
  });

  it('finds a sample of hosts on the scam lists as before', () => {
    const hits: Array<[string, string, string[]]> = [
      ['1.password-internal.com', '1.password-internal.com', ['scamblocklist']],
      ['a.b.binomo2.zendesk.com', 'binomo2.zendesk.com', ['scamblocklist']],
      ['envisiongear.com.', 'envisiongear.com', ['scamblocklist', 'blocklistproject']],
      ['INDIANVISAONLINE.ORG', 'indianvisaonline.org', ['scamblocklist']],
      ['news.navi56.ru', 'navi56.ru', ['scamblocklist']],
      ['news.123-hp-printer-setups.com', '123-hp-printer-setups.com', ['blocklistproject']],
      ['www.aoptee.com', 'aoptee.com', ['scamblocklist', 'blocklistproject']],
      ['a.b.clevelandreporter.com', 'clevelandreporter.com', ['blocklistproject']],
    ];
    for (const [host, domain, lists] of hits) {
      const hit = scamListHit(host);
      expect([host, hit?.domain, hit?.lists.map((l) => l.id)]).toEqual([host, domain, lists]);
    }
    expect(scamListHit('reuters.com')).toBeNull();
  });

  it('finds the RDAP server of a sample of endings as before', () => {
    const servers: Array<[string, string | null]> = [
      ['example.aaa', 'https://rdap.nic.aaa/'],
      ['example.ba', null],
      ['example.call', 'https://rdap.nominet.uk/call/'],
      ['example.coupons', 'https://rdap.donuts.co/rdap/'],
      ['example.genting', 'https://tld-rdap.verisign.com/genting/v1/'],
      ['example.meet', 'https://www.registry.google/rdap/'],
      ['example.nowruz', 'https://api.rdap.agitsys.net/'],
      ['example.xn--80aswg', 'https://rdap.nic.xn--80aswg/'],
      ['example.COM', 'https://rdap.verisign.com/com/v1/'],
      ['shop.example.xn--p1ai', null],
      ['example.nosuchtld', null],
    ];
    for (const [domain, server] of servers)
      expect([domain, rdapServerFor(domain)]).toEqual([domain, server]);
  });

  it('reads a sample of names with the unlisted-name model as before', () => {
    const readings: Array<[string, number, 'medium' | null]> = [
      ['1.password-internal.com', 0.9031390510871495, null],
      ['pay.avito.booking.com-id2435141.info', 0.999379544386619, 'medium'],
      ['123instantink-guide.com', 0.879521142841521, 'medium'],
      ['hindustantimes.com', 0.4838267739437896, null],
      ['gosanangelo.com', 0.21389776291356313, null],
      ['ingannati.it', 0.024221740564035196, null],
    ];
    for (const [host, probability, level] of readings) {
      const r = readUnlistedDomain(host);
      expect([host, r.probability, r.level]).toEqual([host, probability, level]);
    }
  });

  it(`finds every ${EVERY}th entry of each file through the public lookups`, () => {
    for (const [domain, score] of sample(DOMAIN_RATINGS)) {
      const r = domainRating(domain);
      // An entry under a platform or free host is not rated by design; the rest answer as listed.
      if (r) expect([domain, r.domain, r.score]).toEqual([domain, domain, score]);
    }
    for (const domain of [...sample(SCAM_DOMAIN_LIST), ...sample(BLOCKLISTPROJECT_SCAM_LIST)])
      expect(scamListHit(domain)?.domain, domain).toBe(domain);
    for (const [base, tlds] of RDAP_BOOTSTRAP)
      for (const tld of tlds) expect(rdapServerFor(`example.${tld}`), tld).toBe(base);
  });
});
