/**
 * What the reader is told about each claim offline: where the evidence that would settle it is
 * found, by kind of claim (a price, a figure, a study, a quote, a health claim...). Split from
 * index.ts so the wording for the reader reads as one file.
 */
import type { Scored } from './score-sentence';
import { isPrice } from './transactions';

const FACT_CHECKERS =
  'a fact-checking site (such as Full Fact, PolitiFact, Snopes or AFP Fact Check)';

export function explain(c: Scored): string {
  const lead = 'Not checked against outside sources (offline analysis).';
  const named = c.focus ? ` (${c.focus})` : '';
  switch (c.kind) {
    case 'hoax':
      return `Matches the known false claim "${c.hoax!.hoax.label}", which ships with FactLens's list of debunked stories and scam scripts. ${c.hoax!.hoax.rebuttal} Search ${FACT_CHECKERS} for the claim to read the full debunk.`;
    case 'offer':
      return `${lead} This is an offer or prize claim: check it on the company's own website or app, typed in by hand rather than through a link in the message, and search the offer's wording together with "scam".`;
    case 'money':
      if (c.focus && isPrice(c.focus, c.span.text)) {
        return `${lead} This is a price${named}: check it where it is charged, on the seller's own website or app typed in by hand, and compare what other shops charge for the same thing.`;
      }
      return `${lead} To settle the amount${named}, find the primary document: the company's annual report or regulatory filing, the official budget or public-spending data, or the court or regulator's decision. Check the currency, the year and whether it is a total or a yearly figure.`;
    case 'statistic':
      return `${lead} To settle this figure${named}, trace it to where it was first published: for national data the official statistics office (e.g. ONS, BLS, Eurostat, INE), for a company its own annual report, for a survey the pollster's published tables. Check the period, the place and what the number is a share of.`;
    case 'study':
      return `${lead} Find the study itself${named}, not a summary of it: its title, journal and year. Check what it actually measured, how many people it included, whether it was in humans or only in cells or animals, and who funded it (PubMed or Google Scholar find most papers).`;
    case 'quote':
      if (c.quoted && c.focus) {
        return `${lead} The words in quotation marks are put in ${c.focus}'s mouth by someone else: a quote to check, not a source. Look for the original recording or a full transcript, or ${c.focus}'s own statements on their official website or account, and check the words and their context.`;
      }
      return `${lead} Check that${named || ' the person quoted'} really said this, and in this context: look for the original recording or a full transcript, the statement on their official website or account, or a wire-service report (Reuters, AP, AFP) quoting it.`;
    case 'causal':
      return `${lead} A cause-and-effect claim needs controlled evidence, not just two things that happen together. Look for a systematic review or the position of the relevant authority (for health the WHO or the national health agency; for the economy the central bank or statistics office).`;
    case 'health':
      return `${lead} A health claim needs clinical evidence: look for the study itself and for randomised controlled trials or a systematic review (PubMed and the Cochrane Library find them), and check what health agencies such as the WHO, NHS, CDC, FDA or EMA say. Testimonials and "thousands cured" are not evidence.`;
    case 'comparison':
      return `${lead} A comparison or record depends on what is compared and over which period: check the underlying figures at the original source and whether like is compared with like.`;
    case 'event':
      return `${lead} Check this event against the official record or at least two independent, established news organisations reporting it; ${FACT_CHECKERS} may already have checked it.`;
    case 'account':
      return `${lead} This is about your own account, card or order: check it in the organisation's own app or website, typed in by hand, or by calling the number on your card or statement, never through the links or numbers in the message.`;
    case 'person':
      return `${lead} This is a claim about a named person or organisation: check what they say themselves on their official website or accounts, and whether independent, established news organisations report the same.`;
    case 'general':
      return `${lead} Look for the same claim in independent, named sources; ${FACT_CHECKERS} may already have checked it.`;
  }
}
