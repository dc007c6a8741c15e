// Wikipedia's Perennial Sources list: the parser the generator uses, read on invented wikitext in
// the list's shape (invented outlets; two real domains only to meet the shipped Lin et al.
// ratings), and how a disagreement between the two sources is shown.
import { describe, expect, it } from 'vitest';
import { emptyAcquired } from '../types';
import {
  knowledgeFlags,
  knowledgePositiveSignals,
  knowledgeSignals,
} from '../signals/knowledge-findings';
import {
  encodePerennial,
  parsePerennialWikitext,
  perennialSource,
  perennialSourceCount,
  withPerennialSources,
} from './perennial-sources';
import { PERENNIAL_DOMAINS } from '../../../shared/knowledge';

const WIKITEXT = `{| class="wikitable sortable perennial-sources"
! Source !! Status !! Discussions !! Last !! Summary !! Uses
|- class="s-gr" id="Daily Example"
| [[The Daily Example (newspaper)|The Daily Example]]
| {{WP:RSPSTATUS|gr}}
| {{rsnl|1|Daily Example}}
| {{WP:RSPLAST|2023}}
| An invented newspaper with a reputation for fact-checking.
| {{WP:RSPUSES|dailyexample.example|www.dailyexample-news.example}}
|- class="s-d" id="Hoax Herald"
| [[Hoax Herald]]
| {{WP:RSPSTATUS|d}}
| {{rsnl|2|Hoax Herald}}
| {{WP:RSPLAST|2024}}
| An invented site that publishes fabrications.
| {{WP:RSPUSES|hoaxherald.example}}
|- class="s-m" id="Mixed Magazine"
| [[Mixed Magazine]]
| {{WP:RSPSTATUS|m}}
| it depends on the topic
| {{WP:RSPLAST|2022}}
| Reliability depends on the section.
| {{WP:RSPUSES|mixedmag.example}}
|- class="s-gu" id="Viral"
| [[Viral News Network]]
| {{WP:RSPSTATUS|gu}}
| ...
| {{WP:RSPLAST|2021}}
| Invented entry for a domain the other source also rates.
| {{WP:RSPUSES|viralnewsnetwork.net}}
|- class="s-gu" id="Agency"
| [[A Wire Agency]]
| {{WP:RSPSTATUS|gu}}
| ...
| {{WP:RSPLAST|2021}}
| Invented disagreement with the other source.
| {{WP:RSPUSES|reuters.com}}
|}`;

const signalsOf = (url: string) => {
  const acquired = emptyAcquired('article', 'text');
  acquired.url = url;
  acquired.domain = new URL(url).hostname;
  return knowledgeSignals(acquired);
};

describe("Wikipedia's Perennial Sources list", () => {
  const entries = parsePerennialWikitext(WIKITEXT);
  const data = encodePerennial(entries);

  it('reads status, name and every domain of a row, and leaves out "it depends" rows', () => {
    expect(entries).toEqual([
      {
        domain: 'dailyexample-news.example',
        status: 'generally_reliable',
        name: 'The Daily Example',
      },
      { domain: 'dailyexample.example', status: 'generally_reliable', name: 'The Daily Example' },
      { domain: 'hoaxherald.example', status: 'deprecated', name: 'Hoax Herald' },
      { domain: 'reuters.com', status: 'generally_unreliable', name: 'A Wire Agency' },
      {
        domain: 'viralnewsnetwork.net',
        status: 'generally_unreliable',
        name: 'Viral News Network',
      },
    ]);
  });

  it('ships empty until generated, so nothing is said from it, and states its size', () => {
    expect(perennialSource('hoaxherald.example')).toBeNull();
    expect(perennialSourceCount()).toBe(PERENNIAL_DOMAINS);
  });

  it('flags a deprecated source with its source named, and a subdomain like its domain', () => {
    withPerennialSources(data, () => {
      expect(perennialSource('news.hoaxherald.example')?.status).toBe('deprecated');
      const flags = knowledgeFlags(signalsOf('https://hoaxherald.example/story'));
      expect(flags).toHaveLength(1);
      expect(flags[0]).toMatchObject({ severity: 'medium', type: 'low_rated_source' });
      expect(flags[0]!.explanation).toMatch(/Hoax Herald deprecated .*Perennial Sources.*CC BY-SA/);
    });
  });

  it('shows both sources where they disagree, and lets neither swing the grade alone', () => {
    withPerennialSources(data, () => {
      const k = signalsOf('https://www.reuters.com/world/');
      const flag = knowledgeFlags(k)[0];
      expect(flag?.severity).toBe('low');
      expect(flag?.explanation).toMatch(/The two sources disagree: reuters\.com is rated 1\.00/);
      const positive = knowledgePositiveSignals(k)[0];
      expect(positive?.explanation).toMatch(/Lin.*The two sources disagree: Wikipedia’s editors/s);
    });
  });

  it('says so when both sources agree an outlet is unreliable, in one flag', () => {
    withPerennialSources(data, () => {
      const flags = knowledgeFlags(signalsOf('https://viralnewsnetwork.net/a'));
      expect(flags).toHaveLength(1);
      expect(flags[0]!.indicator).toMatch(/least reliable/);
    });
  });

  it('names a generally reliable source as a good sign', () => {
    withPerennialSources(data, () => {
      const signs = knowledgePositiveSignals(signalsOf('https://dailyexample.example/'));
      expect(signs[0]?.indicator).toMatch(/generally reliable/);
    });
  });
});
