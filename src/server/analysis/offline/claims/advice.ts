/**
 * What would settle each claim, in a sentence that fits its kind: a health claim is settled by
 * systematic reviews and health authorities, a national statistic by the statistics body of the
 * place it names, an event by the primary record and two independent outlets, a quote by the
 * recording or transcript, a measurement or historical fact by a reference work, a law by its
 * text. The reader's own dealings never reach here (not-claims.ts), so no fee, code or tracking
 * number is ever sent to a statistics office.
 */
import type { Scored } from './score-sentence';
import { figureOwner } from './kinds';
import { NATIONAL_TOPIC, placeIn, statisticsBodyFor } from './places';
import { isPrice } from './transactions';

/** The searches the claims card shows under each claim ("under this claim": "below" names a card). */
const FACT_CHECKERS = 'fact-checkers (see "Check it yourself" under this claim)';

function figureAdvice(c: Scored, named: string): string {
  const s = c.span.text;
  const place = placeIn(s);
  const owner = figureOwner(s, NATIONAL_TOPIC.test(s), place !== null);
  const check = 'Check the period, the place and what the number is a share of.';
  switch (owner) {
    case 'poll':
      return `To settle this figure${named}, find the pollster's published tables: the exact question asked, how many people answered, when, and how they were chosen. ${check}`;
    case 'organisation':
      return `To settle this figure${named}, find where the organisation it is about published it (its annual report, accounts or official figures) and whether independent sources report the same. Check the period and what exactly was counted.`;
    case 'national':
      if (place) {
        return `This is a national statistic: to settle it${named}, find the figure in the official release of ${statisticsBodyFor(s, place)}, which publishes the statistics for ${place.name}. ${check}`;
      }
      return `This is a national statistic: to settle it${named}, find the figure in the official release of the statistics body of the country it is about, not in a summary of it. ${check}`;
    case 'other':
      return `To settle this figure${named}, trace it to where it was first published, by whoever counted it, and read it there rather than in a summary. ${check}`;
  }
}

function moneyAdvice(c: Scored, named: string): string {
  if (c.focus && isPrice(c.focus, c.span.text)) {
    return `This is a price${named}: check it where it is charged, on the seller's own website or app typed in by hand, and compare what other shops charge for the same thing.`;
  }
  const place = placeIn(c.span.text);
  const budget = place
    ? `the official budget or public-spending data of ${place.name}`
    : 'the official budget or public-spending data';
  return `To settle the amount${named}, find the primary document: ${budget}, the organisation's annual report or regulatory filing, or the court or regulator's decision. Check the currency, the year and whether it is a total or a yearly figure.`;
}

function healthAdvice(c: Scored): string {
  const place = placeIn(c.span.text);
  const authorities = place?.health
    ? `the WHO and ${place.health}`
    : 'the WHO and your national health authority';
  return `This is a health claim: look for a systematic review of the evidence (the Cochrane Library and PubMed find them) and for what health authorities such as ${authorities} say about it. One study, a testimonial or "doctors say" does not settle it.`;
}

/** The advice for a chosen claim, by its kind. */
export function adviceFor(c: Scored): string {
  const named = c.focus ? ` (${c.focus})` : '';
  switch (c.kind) {
    case 'hoax':
      return `Matches the known false claim "${c.hoax!.hoax.label}", which ships with FactLens's list of debunked stories and scam scripts. ${c.hoax!.hoax.rebuttal} Search ${FACT_CHECKERS} for the claim to read the full debunk.`;
    case 'health':
      return healthAdvice(c);
    case 'study':
      return `Find the study itself${named}, not a summary of it: its title, journal and year. Check what it actually measured, how many people it included, whether it was in humans or only in cells or animals, and who funded it (PubMed or Google Scholar find most papers), and whether a systematic review agrees.`;
    case 'statistic':
      return figureAdvice(c, named);
    case 'money':
      return moneyAdvice(c, named);
    case 'fact':
      return 'This is a measurement or a historical fact: a reference work settles it, such as an encyclopaedia, an atlas or the body that keeps the official record. Read the figure or date there, and check which of several published values the sentence uses.';
    case 'legal':
      return 'This is a legal or official fact: read the law, ruling or decision itself on the official site that publishes it (the legislature, the court or the official gazette), check that it is still in force, and where it applies.';
    case 'quote':
      if (c.quoted && c.focus) {
        return `The words in quotation marks are put in ${c.focus}'s mouth by someone else: a quote to check, not a source. Look for the original recording or a full transcript, or ${c.focus}'s own statements on their official website or account, and check the words and their context.`;
      }
      return `Check that${named || ' the person quoted'} really said this, and in this context: look for the original recording or a full transcript, the statement on their official website or account, or a wire-service report (Reuters, AP, AFP) quoting it.`;
    case 'causal':
      return 'A cause-and-effect claim needs controlled evidence, not just two things that happen together. Look for a systematic review or the position of the relevant authority (for health the WHO or the national health agency; for the economy the central bank or statistics body).';
    case 'comparison':
      return 'A comparison or record depends on what is compared and over which period: check the underlying figures at the original source and whether like is compared with like.';
    case 'event':
      return `Check this event against the primary record (the official statement, court filing, vote record or police report) and at least two independent, established news organisations that report it themselves; ${FACT_CHECKERS} may already have checked it.`;
    case 'person':
      return 'This is a claim about a named person or organisation: check what they say themselves on their official website or accounts, and whether independent, established news organisations report the same.';
    case 'general':
      return `Look for the same claim in independent, named sources; ${FACT_CHECKERS} may already have checked it.`;
  }
}
