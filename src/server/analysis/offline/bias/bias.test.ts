import { describe, expect, it } from 'vitest';
import { CONSPIRACY_POST, PARTISAN_POST, SOBER_NEWS_REPORT } from '../__fixtures__/samples';
import { MAX_SPANS_PER_TECHNIQUE, detectBias } from './index';

const techniques = (text: string) => detectBias(text).map((b) => b.technique);

describe('detectBias', () => {
  it('finds the persuasion techniques of a conspiracy post, with spans into the text', () => {
    const findings = detectBias(CONSPIRACY_POST);
    expect(findings.map((f) => f.technique)).toEqual(
      expect.arrayContaining(['black_and_white', 'doubt', 'bandwagon', 'appeal_to_fear']),
    );
    for (const f of findings) {
      expect(f.spans.length).toBeGreaterThan(0);
      for (const s of f.spans) expect(CONSPIRACY_POST.slice(s.start, s.end)).toBe(s.text);
    }
  });

  it.each([
    ['name_calling', 'Only idiots and traitors would vote for this.'],
    ['whataboutism', 'Sure, he lied. But what about the other party and their scandals?'],
    ['flag_waving', 'True patriots know our nation is under attack.'],
    ['causal_oversimplification', 'Immigration is the only reason wages are low.'],
    ['thought_terminating_cliche', 'It is what it is. End of story.'],
    ['appeal_to_authority', '9 out of 10 doctors recommend this supplement.'],
    ['slogans', 'Enough is enough! #TakeBackControl'],
    ['exaggeration', 'This is the worst government in history.'],
    ['exaggeration', 'The most corrupt president ever.'],
    ['straw_man', 'So you are saying we should just let criminals walk free?'],
    ['straw_man', 'Democrats want to abolish all borders.'],
    ['red_herring', 'Forget the budget. The real issue here is his divorce.'],
    ['reductio_ad_hitlerum', 'Banning guns? Just like Hitler did.'],
    ['reductio_ad_hitlerum', 'A vote for Smith is a vote for socialism.'],
    ['whataboutism', 'If you can protest in person, you can vote in person.'],
    ['whataboutism', 'The same people who told you masks were useless now demand mandates.'],
    ['doubt', 'If the media will lie about this, what else are they lying about?'],
    ['appeal_to_fear', 'They are coming for your guns next.'],
    ['black_and_white', 'You were either with America or with the terrorists.'],
    [
      'appeal_to_authority',
      '"The only thing necessary for the triumph of evil is for good men to do nothing." - Edmund Burke',
    ],
    ['name_calling', "Those liberals can't stand the truth. You're pathetic!"],
    ['slogans', 'VOTE THEM OUT!'],
    ['slogans', 'Stop the steal.'],
    ['thought_terminating_cliche', 'Nothing more to discuss. Full stop.'],
    ['name_calling', 'Those corrupt bureaucrats again! Unbelievable.'],
    // General patterns added for recall; every example is invented, none comes from a data set.
    ['name_calling', 'Only a maga-tard would fall for that speech!'],
    ['name_calling', 'RACIST POLITICIANS RUIN EVERY TOWN THEY TOUCH'],
    ['name_calling', 'Look at these clueless journalists again! Disgraceful.'],
    ['smears', 'Governor Hale is a crook and a liar!'],
    ['smears', 'Crooked Bellamy stole the election and the media covered for him!!'],
    ['smears', 'A party of criminals and traitors to the country! NO HONOR, NO DECENCY.'],
    ['glittering_generalities', 'Our senator is fighting for our freedom and our values.'],
    ['glittering_generalities', 'The greatest mayor in history!'],
    ['glittering_generalities', 'That is what integrity and leadership look like.'],
    ['doubt', 'Will he ever apologise for what he did?'],
    ['doubt', "Wake up, people. You're being played."],
    ['whataboutism', 'Taxing soda is wrong and harmful,\nbut taxing fuel is perfectly fine?'],
    [
      'whataboutism',
      "I won't take lectures on honesty from people who cheated on their own taxes.",
    ],
    [
      'whataboutism',
      'When a teacher says it, it is free speech. When a pastor says it, it is hate.',
    ],
    ['causal_oversimplification', "The flood didn't wreck the harbour; the council did."],
    ['causal_oversimplification', 'The only reason prices are high is because of the union.'],
    ['appeal_to_fear', 'They have a secret plan to control the water supply.'],
    ['appeal_to_fear', 'Our freedoms are being trampled while you sleep.'],
    ['exaggeration', 'This budget is a total disaster.'],
    ['exaggeration', 'The bravest players the world has ever seen.'],
    ['straw_man', 'Liberals would rather see the town go bankrupt than admit a mistake.'],
    ['straw_man', 'They fired her for simply asking a question at the meeting.'],
    ['reductio_ad_hitlerum', 'The mayor is basically Stalin with a parking permit.'],
    ['reductio_ad_hitlerum', 'Dictators around the world are loving this new law.'],
  ])('recognises %s', (technique, text) => {
    expect(techniques(text)).toContain(technique);
  });

  it('notices repetition of words and of whole sentences', () => {
    expect(techniques('No, no, no! They must go. They must go. They must go.')).toContain(
      'repetition',
    );
  });

  it('rates loaded language by density, so a calm report stays clean', () => {
    expect(detectBias(SOBER_NEWS_REPORT)).toEqual([]);
    const rant =
      'This corrupt, evil regime is a disgrace and a disaster. Their lies and propaganda are destroying everything.';
    expect(detectBias(rant).find((b) => b.technique === 'loaded_language')?.severity).toBe('high');
  });

  it('calls an argument one-sided when it never gives the other side a word', () => {
    const oneSided = `${'The corrupt mayor destroyed our town with his disastrous plan. '.repeat(5)}Everyone knows it. The evil scheme is a scandal and a disgrace to every family here.`;
    expect(techniques(oneSided)).toContain('one_sidedness');
    expect(
      techniques(
        `${oneSided} However, the mayor's office said the plan was approved by the council.`,
      ),
    ).not.toContain('one_sidedness');
  });

  it('reports a bounded number of spans per technique', () => {
    const text = 'What a disaster. '.repeat(100);
    for (const f of detectBias(text))
      expect(f.spans.length).toBeLessThanOrEqual(MAX_SPANS_PER_TECHNIQUE);
  });

  it('finds the techniques of a partisan post, each quoting its words', () => {
    const byTechnique = new Map(
      detectBias(PARTISAN_POST).map((f) => [f.technique, f.spans.map((sp) => sp.text)]),
    );
    expect(byTechnique.get('name_calling')).toContain('radical leftists');
    expect(byTechnique.get('straw_man')).toContain('leftists want to abolish');
    expect(byTechnique.get('whataboutism')).toEqual(
      expect.arrayContaining([
        'If they can riot in the streets, you can',
        'The same people who told',
      ]),
    );
    expect(byTechnique.get('reductio_ad_hitlerum')).toContain('Just like the Nazis');
    expect(byTechnique.get('slogans')).toEqual(['VOTE THEM OUT', '#TakeBackControl']);
  });

  it.each([
    [
      'name_calling',
      'Police said two criminals were arrested after the robbery, and a terrorist cell was disrupted.',
    ],
    [
      'thought_terminating_cliche',
      'Sales rose during the same period. Managers had to deal with it.',
    ],
    ['exaggeration', 'It was the first time in history that the two leaders met.'],
    ['slogans', 'Fans shared photos with #ThePurplePalette after the show.'],
    ['slogans', 'Keep the receipt until the refund arrives.'],
    ['whataboutism', 'They asked what about the costs, and officials answered in detail.'],
    ['reductio_ad_hitlerum', 'Historians say Hitler rose to power in 1933.'],
    ['appeal_to_authority', 'The study, published in Nature, was led by Dr Jane Smith of Oxford.'],
    [
      'smears',
      'Prosecutors said Mr Hale was a fraud who stole from three pension funds; he denies the charges.',
    ],
    ['smears', 'The jury found that the company had lied to regulators about the emissions tests.'],
    [
      'name_calling',
      'Police said two terrorists and a criminal gang were behind the attacks, officials said.',
    ],
    ['name_calling', 'The Socialist Party won 31% of the vote, while Communists took 4%.'],
    [
      'glittering_generalities',
      'The court ruled on freedom of assembly, and the justice ministry will respond next week.',
    ],
    [
      'doubt',
      'Do you think the new rules will help? Readers can send their views to the letters page.',
    ],
    ['doubt', 'Will the central bank raise rates again in March? Economists are divided.'],
    [
      'causal_oversimplification',
      'Sales did not recover in the spring, but exports did in the summer.',
    ],
    ['appeal_to_fear', 'Forecasters said the storm could damage homes along the coast.'],
    ['exaggeration', 'The city recorded its largest ever population in the 2021 census.'],
    ['exaggeration', 'The best-selling album of all time was released in 1982.'],
    [
      'whataboutism',
      'When a customer calls, staff log the request; when a supplier calls, they forward it.',
    ],
    [
      'reductio_ad_hitlerum',
      'The exhibition covers life in Berlin under the Nazis and the years after 1945.',
    ],
    ['straw_man', 'The firm fired its chief executive for misconduct, the board said.'],
  ])('does not mistake ordinary reporting for %s', (technique, text) => {
    expect(techniques(text)).not.toContain(technique);
  });

  it('finds no technique at all in sober news and report sentences', () => {
    const reports = [
      'The council approved the budget by 31 votes to 12 after a two-hour debate on Tuesday.',
      'Prosecutors said the former treasurer stole $2 million from the charity; his lawyer said he would plead not guilty.',
      'The minister said the reform would protect freedom of the press, a claim opposition parties disputed.',
      'Inflation fell to 3.1% in October, the statistics office said, the lowest rate in two years.',
      'Rescue teams reached the village after the earthquake, which killed at least 40 people, officials said.',
      'Asked whether he would run again, the senator said: "I have not decided yet."',
      'The report found no evidence that the vaccine caused the reported symptoms, according to the regulator.',
      'Shares in the airline rose 4% after it reported higher passenger numbers for the summer.',
    ];
    for (const r of reports) expect(detectBias(r), r).toEqual([]);
  });

  it('treats crime and conflict words as reporting, unless the text is already emotive', () => {
    expect(
      techniques(
        'Three people were killed in the attack and police arrested two suspects for fraud.',
      ),
    ).not.toContain('loaded_language');
    const rant = detectBias('These MURDERERS killed again!!! Lock them up!');
    expect(rant.find((b) => b.technique === 'loaded_language')?.spans.map((sp) => sp.text)).toEqual(
      ['MURDERERS', 'killed'],
    );
  });
});
