import { describe, expect, it } from 'vitest';
import { attributedStudyIn, authorityWithoutCitation, citesSomething } from './attribution';
import { collectSourceEvidence } from './source-evidence';
import { detectBias } from '../offline/bias';

const texts = (t: string) => authorityWithoutCitation(t).map((s) => s.text);

describe('authority without citation (an appeal to authority)', () => {
  it('fires on named authorities asserting a settled conclusion with nothing to open', () => {
    expect(
      texts(
        'A study from the World Health Organization and the CDC proves that green tea prevents cancer.',
      ),
    ).toEqual(['A study from the World Health Organization and the CDC proves']);
    expect(
      texts('Scientists at Stanford University have finally proven that fasting reverses ageing.'),
    ).toEqual(['Scientists at Stanford University have finally proven']);
    expect(texts('Dr. Mehmet Lang says this tea cures diabetes in a week.')).toEqual([
      'Dr. Mehmet Lang says this tea cures',
    ]);
  });

  it('does not fire on a cited study, an attribution with no settled conclusion, or a hedged finding', () => {
    // Legitimate: the journal, the date and a link are there to open.
    expect(
      texts(
        'A study published in The Lancet on 3 March 2024 proves nothing of the kind, the authors said.',
      ),
    ).toEqual([]);
    expect(
      texts(
        'A study by Harvard researchers, published in JAMA, proves that the drug lowers blood pressure.',
      ),
    ).toEqual([]);
    expect(
      texts(
        'A report from the Office for National Statistics proves the point: https://www.ons.gov.uk/release',
      ),
    ).toEqual([]);
    // Legitimate: who said what, in a wire report.
    expect(
      texts(
        'German industrial output fell 0.8% in September, the Federal Statistics Office said on Thursday.',
      ),
    ).toEqual([]);
    expect(
      texts(
        'Researchers at Oxford University said the vaccine prevents severe disease in most adults.',
      ),
    ).toEqual([]);
    expect(
      texts(
        'The authors cautioned that the study was observational and could not prove cause and effect.',
      ),
    ).toEqual([]);
  });

  it('knows a citation from an attribution', () => {
    expect(citesSomething('A study published in the BMJ found this.')).toBe(true);
    expect(citesSomething('Smith et al. (2021) found this.')).toBe(true);
    expect(citesSomething('The report, released in March 2024, found this.')).toBe(true);
    expect(citesSomething('A 2023 study from the WHO found this.')).toBe(false);
    expect(attributedStudyIn('A 2023 study from the WHO found this.')).toBe(
      'A 2023 study from the WHO',
    );
  });
});

describe('source evidence: attribution is not citation', () => {
  it('counts "a study from <name>" as attributed, not as a cited publication with its year', () => {
    const ev = collectSourceEvidence(
      'A 2023 study from the World Health Organization proves that green tea prevents cancer.',
      [],
    );
    expect(ev.studies).toEqual([]);
    expect(ev.studiesWithYear).toBe(0);
    expect(ev.attributedStudies.map((s) => s.text)).toEqual([
      'A 2023 study from the World Health Organization',
    ]);
    expect(ev.unsupportedAuthority).toHaveLength(1);
  });

  it('keeps a journal citation with its year', () => {
    const ev = collectSourceEvidence(
      'A study published in the Lancet in 2023 found that 30% of patients improved.',
      [],
    );
    expect(ev.studies.map((s) => s.text)).toEqual(['published in the Lancet']);
    expect(ev.studiesWithYear).toBe(1);
    expect(ev.unsupportedAuthority).toEqual([]);
  });

  it('quotes a named source as a whole phrase, not across a sentence end', () => {
    const ev = collectSourceEvidence(
      'Shares rose, according to First Call. Apple declined to comment. Gov. Rick Perry said so.',
      [],
    );
    expect(ev.namedSources.map((s) => s.text)).toContain('according to First Call');
    expect(ev.namedSources.map((s) => s.text)).toContain('Gov. Rick Perry said');
  });
});

describe('the appeal-to-authority bias finding', () => {
  it('is raised for an unsupported authority and not for a cited one', () => {
    const hit = detectBias(
      'A study from the World Health Organization proves that green tea prevents cancer.',
    );
    expect(hit.find((b) => b.technique === 'appeal_to_authority')?.spans[0]?.text).toBe(
      'A study from the World Health Organization proves',
    );
    const cited = detectBias(
      'A study published in The Lancet on 3 March 2024 proves that walking lowers the risk of early death.',
    );
    expect(cited.find((b) => b.technique === 'appeal_to_authority')).toBeUndefined();
  });
});
