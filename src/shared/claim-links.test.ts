import { describe, expect, it } from 'vitest';
import { OFFLINE_CHECKS, methodLine, outsideSourceAnswered } from './claim-checks';
import { checkLinks, claimKeywords, factCheckersFor, linkLanguage } from './claim-links';

describe('claimKeywords', () => {
  it('keeps the names and distinctive words, not function words or who is said to say it', () => {
    expect(claimKeywords('Doctors say eating raw garlic stops the flu.')).toEqual({
      names: [],
      words: ['eating', 'raw', 'garlic', 'stops', 'flu'],
    });
    expect(
      claimKeywords('Says the Bank of England raised rates to 5.25% in August.').names,
    ).toEqual(['Bank of England']);
    expect(claimKeywords('').words).toEqual([]);
  });
});

describe('checkLinks', () => {
  it('builds plain search links from the key words, in the claim’s language', () => {
    const links = checkLinks('El desempleo en España bajó al 11,7% en marzo.', 'es');
    expect(links.map((l) => l.label)).toEqual([
      'Search published fact-checks (Google Fact Check Explorer)',
      'Search Maldita.es',
      'Search Newtral',
      'Search Chequeado',
      'Search EFE Verifica',
      'Search Wikipedia',
    ]);
    expect(links[0]!.url).toMatch(/;hl=es$/);
    expect(links.at(-1)!.url).toBe(
      'https://es.wikipedia.org/w/index.php?search=Espa%C3%B1a&fulltext=1',
    );
    for (const l of links) expect(l.url).toMatch(/^https:\/\//);
  });

  it('encodes what it is given, so a claim cannot add a parameter or leave the search page', () => {
    const links = checkLinks('Tax rose 5% & "fees" fell #1 ?q=evil in London.', 'en');
    for (const l of links) {
      const url = new URL(l.url);
      expect(url.hostname).not.toBe('evil');
      expect(
        [...url.searchParams.keys()].every((k) => ['q', 's', 'search', 'fulltext'].includes(k)),
      ).toBe(true);
    }
  });

  it('falls back to English fact-checkers and Wikipedia for other languages, and offers nothing for no words', () => {
    expect(linkLanguage('und')).toBe('en');
    expect(linkLanguage('ja')).toBe('en');
    expect(factCheckersFor('de').map((f) => f.name)).toEqual(['Correctiv', 'Mimikama']);
    expect(checkLinks('!!! ?', 'en')).toEqual([]);
  });
});

describe('methodLine', () => {
  it('names every check that ran and says why the others did not', () => {
    expect(outsideSourceAnswered(OFFLINE_CHECKS)).toBe(false);
    const line = methodLine(
      {
        factCheckIndex: 'compared',
        factCheckApi: 'unreachable',
        referencePassages: 'found',
        passageReader: 'read',
      },
      'Google Gemini (gemini-3.6-flash)',
    );
    expect(line).toBe(
      'Checks run for this report: the offline analysis, Google Gemini (gemini-3.6-flash), which read the content, the published fact-checks stored here, a search of Wikipedia and Wikidata for reference passages and a model that read those passages. Google’s fact-check search could not be reached this time.',
    );
    expect(methodLine({ ...OFFLINE_CHECKS, referencePassages: 'unreachable' })).toMatch(
      /Reference passages were not looked up: Wikipedia and Wikidata did not answer in time\. No outside source checked these claims/,
    );
  });
});
