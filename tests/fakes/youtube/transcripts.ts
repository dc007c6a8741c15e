/**
 * Transcripts for the fake YouTube: a long talk (over 25,000 characters) made of everyday filler
 * with check-worthy claims at known seconds, including one that starts in one cue and ends in
 * the next and one near the end, past the first 25,000 characters.
 */
import type { FakeCue } from './fake-youtube';

const FILLER = [
  'I think that was a lovely part of the afternoon and we all enjoyed talking about it together',
  'so anyway we walked a little further along the river and looked at the birds on the water',
  'my friend said she liked the bread from the little bakery near the station very much',
  'we were not in a hurry so we sat down on a bench and watched people go by for a while',
  'honestly it was a calm day and nothing much happened while we waited for the bus home',
  'then we talked about our favourite books and which ones we would like to read again',
];

export const CUE_SECONDS = 5;

/** Claims said at a known second; `cues` lets one sentence run across two cues. */
export const TIMED_CLAIMS = [
  {
    at: 40,
    cues: [
      'According to the World Health Organization, 45 percent',
      'of adults in Europe do not get enough exercise.',
    ],
    marker: '45 percent of adults in Europe',
  },
  {
    at: 150,
    cues: [
      'A 2019 study in The Lancet found that eating walnuts every day cut the risk of heart disease by 30 percent.',
    ],
    marker: 'eating walnuts every day',
  },
  {
    at: 380,
    cues: [
      'The moon landings were faked in a film studio in 1969, and NASA has hidden the evidence ever since.',
    ],
    marker: 'moon landings were faked',
  },
] as const;

/** 400 cues of five seconds: about 36,000 characters over 2,000 seconds. */
export function longTalkCues(count = 400): FakeCue[] {
  const cues: FakeCue[] = [];
  const claimAt = new Map<number, string>();
  for (const claim of TIMED_CLAIMS)
    claim.cues.forEach((text, i) => {
      claimAt.set(claim.at + i, text);
    });
  for (let i = 0; i < count; i++) {
    const filler = `${FILLER[i % FILLER.length]!}.`;
    // Every filler cue is a whole sentence, so each claim sentence starts in its own cue.
    cues.push({
      start: i * CUE_SECONDS,
      dur: CUE_SECONDS,
      text: claimAt.get(i) ?? filler.charAt(0).toUpperCase() + filler.slice(1),
    });
  }
  return cues;
}

export function secondsOf(claimIndex: number): number {
  return TIMED_CLAIMS[claimIndex]!.at * CUE_SECONDS;
}
