/**
 * Glittering generalities: praise in words so broad and approving (freedom, democracy, values,
 * "the greatest president ever", "class and leadership") that nobody can disagree with them, used
 * in place of saying what a person or policy actually does. Cues are constructions, not phrases
 * from a data set: a superlative of virtue about a person, virtue words paired or set against a
 * villain, and the value words worn as a banner ("fighting for our freedom").
 */
import type { Technique } from './techniques';
import { groupedCue } from './cue';

/** Broad approving words that name a virtue rather than a deed. */
const VIRTUES =
  '(?:freedom|liberty|democracy|justice|equality|prosperity|dignity|decency|integrity|honou?r|courage|leadership|class|character|compassion|patriotism|faith|family values|values|hope|greatness|opportunity|the american dream)';

export const GLITTERING: Technique = {
  technique: 'glittering_generalities',
  label: 'Glittering generalities',
  explanation:
    'Wraps a person or cause in approving words nobody can argue with (freedom, values, "the best ever") instead of saying what they actually do.',
  cues: groupedCue([
    // A superlative of praise for a person: "the greatest leader of all time", "best president ever".
    '(?:best|greatest|finest|smartest|bravest|strongest|most honest|most brilliant|most successful|most courageous|most loved) (?:\\p{L}+ )?(?:presidents?|leaders?|prime ministers?|politicians?|man|woman|person|human beings?|patriots?|commanders? in chief|mayors?|governors?|senators?|candidates?|first lady|americans?)(?: (?:ever|of all time|in (?:\\p{L}+ )?history|the world has ever (?:seen|known))| in (?:washington|congress|the world|america|\\p{L}+ politics))',
    '(?:the )?(?:first|only) (?:\\p{L}+ )?(?:president|leader|prime minister|politician|candidate) (?:in (?:\\p{L}+ )?history |ever )?to (?:ever|actually|truly|finally)',
    // Virtue words worn as a banner, paired, or set against a villain.
    `(?:fight(?:s|ing)?|stand(?:s|ing)? up|stand(?:s|ing)?|die|dying|believe(?:s)? in|restor(?:e|es|ing)|defend(?:s|ing)?|champion(?:s|ing)?) for (?:our|your|the|true|real) ${VIRTUES}|(?:our|your) (?:god-given|sacred|cherished|precious) (?:rights|freedoms?|liberty|values)|(?:vs\\.?|versus) ${VIRTUES}|${VIRTUES}(?: (?:vs\\.?|versus) \\p{L}+|(?:,| and| &) ${VIRTUES}(?:,? (?:and|&) ${VIRTUES})?(?= ?[.!]|$))|(?:that|this)(?: is|'s) what ${VIRTUES}(?: and ${VIRTUES})? (?:looks?|sounds?) like|(?:loves?|cares? about|fights? for|stands? with) (?:our |the |all )?(?:\\p{L}+ )?(?:veterans|troops|workers|miners|farmers|families|children|people|police|(?:\\p{L}+ )?citizens)!|(?:our|the) (?:veterans|troops|soldiers|heroes) everything|land of the free|the american dream|shining city|god and country|faith,? family,? (?:and )?(?:freedom|country)`,
    // Loyal devotion stated as a reason: "I trust our president", "a true leader".
    '(?:trust|believe in|proud of|thank god for|grateful for) (?:our|this|my) (?:great )?(?:president|leader|prime minister|troops|military|heroes)|(?:a|the|our) (?:true|real|great) (?:leader|hero|statesman|champion|patriot)(?: of (?:the people|freedom|liberty))?',
  ]),
  medium: 2,
  high: 3,
};
