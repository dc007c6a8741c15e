/**
 * Known hoaxes and scam scripts that ship with the product. A claim may be marked false offline
 * only when it matches one of these, and the analysis then names the pattern. Each is a
 * long-debunked story or a scam script, described so the user learns why it is false.
 */
import { cue, gap, type Span } from '../../knowledge/patterns';

export interface HoaxPattern {
  id: string;
  /** Short name of the hoax, shown in the claim analysis and questions. */
  label: string;
  /** Matched within one sentence. */
  pattern: RegExp;
  /** When set, the whole text must also match this (e.g. a fee request after "you have won"). */
  alsoInText?: RegExp;
  /** Why it is false and who has checked it; never a URL we have not verified. */
  rebuttal: string;
  /** Percent confidence that a sentence matching the pattern is false. */
  confidence: number;
}

const S = gap(80);

export const HOAX_PATTERNS: readonly HoaxPattern[] = [
  {
    id: '5g_covid',
    label: '5G causes or spreads COVID-19',
    pattern: cue([
      `5g${S}(?:causes?|caused|causing|spreads?|spreading|spread|triggers?|behind|responsible for|activates?)${S}(?:covid|coronavirus|corona|virus|pandemic)`,
      `(?:covid|coronavirus|corona|virus|pandemic)${S}(?:caused|spread|triggered|activated) by${gap(20)}5g`,
    ]),
    rebuttal:
      'Viruses cannot travel on radio waves, and COVID-19 spread widely in countries with no 5G network. The WHO and national health agencies have rejected this claim, and fact-checking sites have debunked it repeatedly.',
    confidence: 95,
  },
  {
    id: 'bleach_cure',
    label: 'Drinking bleach or chlorine dioxide (MMS) cures disease',
    pattern: cue([
      `(?:drink|drinking|drank|ingest|ingesting|swallow|swallowing|take|taking)${gap(40)}(?:bleach|chlorine dioxide|mms|miracle mineral)${S}(?:cures?|cured|treats?|heals?|kills?|prevents?|protects?|eliminates?)`,
      `(?:bleach|chlorine dioxide|mms|miracle mineral (?:solution|supplement))${S}(?:cures?|cured|heals?|treats?)${S}(?:covid|cancer|autism|malaria|hiv|virus|disease)`,
    ]),
    rebuttal:
      'Bleach and chlorine dioxide ("MMS") are industrial chemicals; swallowing them causes vomiting, severe dehydration and organ damage, and they cure nothing. Health regulators such as the FDA have issued explicit warnings.',
    confidence: 97,
  },
  {
    id: 'vaccine_autism',
    label: 'Vaccines cause autism',
    pattern: cue([
      `vaccin(?:es?|ations?)${S}(?:causes?|caused|causing|leads? to|linked to|triggers?)${gap(30)}autism`,
    ]),
    rebuttal:
      'The 1998 paper behind this claim was retracted for fraud, and large studies covering millions of children have found no link between vaccines and autism.',
    confidence: 95,
  },
  {
    id: 'vaccine_microchip',
    label: 'Vaccines contain tracking microchips',
    pattern: cue([
      `vaccin(?:es?|ations?)${S}(?:micro-?chips?|tracking chips?|nano-?chips?|tracking devices?)`,
    ]),
    rebuttal:
      'Vaccines are injected through fine needles and their ingredients are published; no chip that small can transmit a location, and none has ever been found in a vaccine.',
    confidence: 92,
  },
  {
    id: 'lottery_fee',
    label: '"You have won" a prize that needs a fee to release',
    pattern: cue([
      `(?:you(?:'ve| have)?|u have|you are|you're)${gap(30)}(?:won|been selected|been chosen|the winner|a winner)${gap(120)}(?:lottery|prize|jackpot|sweepstakes?|draw|award|cash|£|\\$|€|reward|inheritance)`,
      '(?:unclaimed|pending) (?:inheritance|prize|winnings|funds)',
    ]),
    alsoInText: cue([
      `(?:pay|send|transfer|deposit)${gap(60)}(?:fee|charge|tax|cost|processing|clearance|release|handling|delivery|shipping)`,
      '(?:processing|release|clearance|handling|transfer|delivery|shipping) (?:fee|charge)',
      `(?:claim|collect|redeem)${gap(40)}(?:call|text|reply|visit|click|send)`,
      'premium rate|per min|150p|\\d+p/min|cost £|cost \\$',
    ]),
    rebuttal:
      'This is the advance-fee prize scam: you cannot win a draw you never entered, and real prizes never require a fee, a premium-rate call or your bank details to be released.',
    confidence: 90,
  },
  {
    id: 'cure_cancer_home',
    label: 'A kitchen or herbal remedy cures cancer',
    pattern: cue([
      `(?:baking soda|bicarbonate|lemon|lemons|garlic|apricot kernels?|vitamin b17|laetrile|turmeric|cannabis oil|alkaline water|hydrogen peroxide|essential oils?|ginger)${S}(?:cures?|cured|kills?|destroys?|eliminates?|reverses?)${gap(40)}cancer`,
    ]),
    rebuttal:
      'No food or herbal remedy has been shown in clinical trials to cure cancer; some (apricot kernels, laetrile, hydrogen peroxide) are dangerous. Cancer research organisations have reviewed and rejected these claims.',
    confidence: 90,
  },
  {
    id: 'flat_earth',
    label: 'The Earth is flat',
    pattern: cue(['(?:the )?earth is (?:actually )?flat|flat earth is (?:real|the truth)']),
    rebuttal:
      "The Earth's shape has been measured for over two thousand years and photographed from space; it is (nearly) a sphere.",
    confidence: 97,
  },
  {
    id: 'moon_landing_hoax',
    label: 'The Moon landings were faked',
    pattern: cue([
      `moon landings?${gap(40)}(?:faked?|hoax|staged|never happened)|never (?:went|landed) on the moon`,
    ]),
    rebuttal:
      'The Apollo landings are documented by hundreds of kilograms of returned rock, retroreflectors still used by observatories, independent tracking by other countries and later orbital photographs of the landing sites.',
    confidence: 95,
  },
  {
    id: 'climate_hoax',
    label: 'Climate change is a hoax',
    pattern: cue([
      `(?:climate change|global warming) (?:is|was) (?:a |an |just a )?(?:hoax|scam|lie|myth|fraud|fake)`,
    ]),
    rebuttal:
      'Warming is measured independently by thousands of stations, satellites, ocean buoys and ice cores; every major scientific academy agrees it is real and mainly caused by human emissions.',
    confidence: 90,
  },
  {
    id: 'chemtrails',
    label: 'Chemtrails are spraying the population',
    pattern: cue([
      `chemtrails?${S}(?:poison|spray|sprayed|spraying|control|depopulat|toxic|chemicals)`,
    ]),
    rebuttal:
      'The white trails behind aircraft are condensation (contrails) whose length depends on humidity and temperature; surveys of atmospheric scientists found no evidence of a secret spraying programme.',
    confidence: 88,
  },
];

export interface HoaxMatch {
  hoax: HoaxPattern;
  span: Span;
}

/** The hoaxes whose pattern occurs anywhere in the text: one pass each, so sentences test only these. */
export function hoaxCandidates(fullText: string): HoaxPattern[] {
  return HOAX_PATTERNS.filter((h) => {
    h.pattern.lastIndex = 0;
    const found = h.pattern.test(fullText);
    h.pattern.lastIndex = 0;
    return found;
  });
}

/** The first known hoax a sentence repeats, with the exact span; `fullText` serves `alsoInText`. */
export function matchHoax(
  sentence: Span,
  fullText: string,
  candidates: readonly HoaxPattern[] = HOAX_PATTERNS,
): HoaxMatch | null {
  for (const hoax of candidates) {
    hoax.pattern.lastIndex = 0;
    const m = hoax.pattern.exec(sentence.text);
    hoax.pattern.lastIndex = 0;
    if (!m) continue;
    if (hoax.alsoInText) {
      hoax.alsoInText.lastIndex = 0;
      const ok = hoax.alsoInText.test(fullText);
      hoax.alsoInText.lastIndex = 0;
      if (!ok) continue;
    }
    const start = sentence.start + m.index;
    return { hoax, span: { text: m[0], start, end: start + m[0].length } };
  }
  return null;
}
