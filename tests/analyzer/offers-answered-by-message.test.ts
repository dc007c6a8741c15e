/**
 * Written for these tests (none is a row of any corpus or battery): task-job offers that ask to be
 * answered ("If interested reply 1" with no comma, "Message me to begin"), one paying by the rating
 * ("each rating pays $2.40 commission"). "If interested" opens an order as "please" does, and to
 * message or DM someone is to write to them. Beside them, genuine recruiters, a club, a cafe and a
 * friend selling a bike who ask to be answered the same ways: an answer asked is no scam alone.
 */
import { describe, expect, it } from 'vitest';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const TASK_JOBS = [
  'Good afternoon, I am Rina from the hiring team of Lazada. We need online assistants aged 20-55, just 15 minutes a day from your phone, new members receive $25 at once and daily pay of $150 - $1,800. If interested reply 1',
  'Hi! Our agency is recruiting people to rate hotels online: each rating pays $2.40 commission, withdraw the same day. Message me to begin',
];
const ANSWERS_ASKED = [
  "Hi Sam, I'm Laura, a recruiter at Hays. I came across your profile and have a permanent data analyst role in Leeds paying £45,000 plus bonus. If interested, reply with a good time for a quick call.",
  "Hello Priya, we have an opening for a part-time receptionist at our dental practice, 3 days a week, £12.50 an hour. If interested reply to this message and we'll send the job description.",
  "Hi Tom, following your application, we'd like to invite you to an interview on Tuesday at 10am. Message me to confirm the time works.",
  "Hey! We're hiring weekend baristas at the Elm Street cafe, $17/hour plus tips. Interested? DM us your availability.",
  "Hi, it's Mark from the football club. We need two more volunteers for Saturday's tournament. If keen, message me by Thursday.",
  "Hi Ana, I'm selling my old bike for $120 as we discussed. If interested still, text me and you can come see it.",
];

pinGrades(ANSWERS_ASKED, TASK_JOBS, 'offers answered by a message');

describe('an answer asked by "if interested" or "message me"', () => {
  it('is the ask the anatomy quotes', async () => {
    const quotes = await Promise.all(
      TASK_JOBS.map(async (text) =>
        (await analyzeText(text)).redFlags.find((f) => f.type === 'scam_anatomy'),
      ),
    );
    expect(quotes.map((f) => f?.textExample)).toEqual(['reply 1', 'Message me to begin']);
  });
});

describe('a heading "Message from …"', () => {
  it('is no ask to reply, so the phish it opens keeps its warning', async () => {
    const phish =
      'subject: message from the help desk\n\nyour mailbox is full and needs verification immediately. please verify now to keep your email account active.';
    const flags = (await analyzeText(phish)).redFlags;
    const anatomy = flags.find((f) => f.type === 'scam_anatomy');
    expect(anatomy?.severity).toBe('high');
    expect(flags.map((f) => f.textExample).join(' ')).not.toMatch(/^message from/);
  });
});
