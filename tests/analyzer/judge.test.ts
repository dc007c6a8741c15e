/**
 * The judge (src/server/analysis/signals/judge, issue 33) through the real pipeline: it decides a
 * short message is a scam where the rules found too little (the same message with the judge left
 * out stays in the C band), says so in words with the share measured out of source and quotes what
 * the message asks; it never judges what it was not measured on (long mail, articles), never a
 * message that reassures or sends the reader back their own way, and genuine transactional
 * messages written in organisations' own formats stay C or better.
 */
import { describe, expect, it } from 'vitest';
import type { Results } from '../../src/shared';
import { acquireText } from '../../src/server/analysis/acquire/text';
import {
  JUDGE_F_PROBABILITY,
  JUDGE_FLAG_TYPE,
  judgeFlag,
  shareInWords,
} from '../../src/server/analysis/score/judge-flag';
import { computeSignals } from '../../src/server/analysis/signals';
import {
  createJudge,
  judgeFeatures,
  judgeInputs,
  judgeSaysScam,
  linkEvidenceOf,
  shippedJudge,
  wordCount,
} from '../../src/server/analysis/signals/judge/index';
import judgeWeights from '../../resources/model/judge.json';
import { analyzeText, analyzeWithoutJudge } from '../helpers/pipeline';

const withoutJudge = analyzeWithoutJudge;

const grade = (r: Results) => r.summary.overallGrade;

describe('the judge decides where the rules found too little', () => {
  const cases = [
    {
      name: 'a prize draw with an agent to call',
      text: 'Congratulations, your mobile number has been chosen in our anniversary draw. To receive the prize contact our agent on 0812 5550 1234.',
    },
    {
      name: 'the same in other words',
      text: 'Your number has been picked as the lucky winner of our yearly raffle, to get your reward please ring our claims desk on 0812 5550 9876.',
    },
    {
      name: 'part-time work, through a manager on a messaging app',
      text: 'Part-time work available, chat with our manager on Telegram',
    },
  ];
  for (const c of cases)
    it(`${c.name}: D or F with the judge, C without it`, async () => {
      expect(grade(withoutJudge(c.text))).toBe('C');
      const r = await analyzeText(c.text);
      expect(['D', 'F']).toContain(grade(r));
      const flag = r.redFlags.find((f) => f.type === JUDGE_FLAG_TYPE);
      expect(flag, JSON.stringify(r.redFlags)).toBeDefined();
      // High severity, and so an F, only where it is sure (JUDGE_F_PROBABILITY).
      const reading = computeSignals(acquireText(c.text)).judgement!;
      expect(flag!.severity).toBe(reading.probability >= JUDGE_F_PROBABILITY ? 'high' : 'medium');
      expect(grade(r)).toBe(flag!.severity === 'high' ? 'F' : 'D');
      // It quotes words of the message, says how sure it was measured to be, in plain words.
      expect(c.text).toContain(flag!.textExample);
      expect(flag!.textExample).toMatch(/\p{L}{3}/u);
      expect(flag!.explanation).toMatch(
        /about \d in 10 of the messages|nearly all of the messages/,
      );
      expect(flag!.explanation).not.toMatch(/model|logit|probability|judge/i);
      // What it weighed most, in plain words: marks of the message's anatomy, each said once.
      const weighed = /What weighed most here: ([^.]+)\./.exec(flag!.explanation)?.[1];
      expect(weighed, flag!.explanation).toBeDefined();
      const marks = weighed!.split(/, | and /);
      expect(new Set(marks).size).toBe(marks.length);
      expect(r.summary.verdict?.headline).toBe('This reads like the scam messages people report.');
    });
});

describe('where the judge is sure, the grade is an F', () => {
  // A plea from a "new number" the rules already grade D, the same in other words (the last one
  // sharing no distinctive word with the first), and in German and French: the judge reads each at
  // 0.9 or more, so its finding is of high severity and the grade an F.
  for (const text of [
    'Hi mum, I dropped my phone in the toilet, this is my new number. Can you text me on WhatsApp?',
    'Hello dad, my old mobile is broken so I am using this one now, message me on WhatsApp when you can',
    "Hey mom, phone got smashed so I'm on a temporary line now, drop me a message on Telegram",
    'Hallo Mama, mein Handy ist ins Klo gefallen, das ist meine neue Nummer. Schreib mir bitte auf WhatsApp',
    "Salut maman, mon téléphone est tombé dans les toilettes, voici mon nouveau numéro. Tu peux m'écrire sur WhatsApp ?",
  ])
    it(text, async () => {
      const reading = computeSignals(acquireText(text)).judgement!;
      expect(reading.scam).toBe(true);
      expect(reading.probability).toBeGreaterThanOrEqual(JUDGE_F_PROBABILITY);
      expect(grade(withoutJudge(text))).toBe('D');
      const r = await analyzeText(text);
      expect(grade(r)).toBe('F');
      const flag = r.redFlags.find((f) => f.type === JUDGE_FLAG_TYPE);
      expect(flag?.severity).toBe('high');
      expect(text).toContain(flag!.textExample);
    });

  it('is of high severity from JUDGE_F_PROBABILITY on, and medium under it', () => {
    const text = 'Part-time work available, chat with our manager on Telegram';
    const signals = computeSignals(acquireText(text));
    const reading = { ...signals.judgement!, scam: true };
    const at = (probability: number) =>
      judgeFlag({ ...reading, probability }, signals.anatomy, signals.sentences)?.severity;
    expect(at(JUDGE_F_PROBABILITY)).toBe('high');
    expect(at(JUDGE_F_PROBABILITY - 0.001)).toBe('medium');
  });
});

describe('the prize draw in other languages', () => {
  // The rules read these (a prize in a table of the language), so the judge need not: either way
  // the message is called a likely scam.
  for (const text of [
    'Selamat, nomor Anda terpilih sebagai pemenang undian ulang tahun kami. Untuk menerima hadiah hubungi agen kami di 0812 5550 1234.',
    'Felicidades, su número ha sido elegido en nuestro sorteo de aniversario. Para recibir el premio llame a nuestro agente al 0812 5550 1234.',
  ])
    it(text.slice(0, 40), async () => {
      expect(['D', 'F']).toContain(grade(await analyzeText(text)));
    });
});

describe('what the judge does not judge', () => {
  it('a message of its long-mail word limit or more is not read at all', () => {
    const limit = judgeWeights.longMaxWords ?? judgeWeights.maxWords;
    const long = Array.from({ length: limit }, (_, i) => `word${i}`).join(' ');
    expect(wordCount(long)).toBe(limit);
    const acquired = acquireText(
      `${long} Congratulations, you won our draw, call our agent on 0812 5550 1234.`,
    );
    expect(computeSignals(acquired).judgement).toBeNull();
    // Not read at all: not even its language is asked for (a long text's costs nothing).
    const language = () => {
      throw new Error('the language of a long text was read');
    };
    expect(shippedJudge().read(acquired.text, null, [], language)).toBeNull();
  });

  it('an article or a shop is not a message', () => {
    const text =
      'Congratulations, your mobile number has been chosen in our anniversary draw. To receive the prize contact our agent on 0812 5550 1234.';
    const article = { ...acquireText(text), type: 'article' as const };
    expect(computeSignals(article).judgement).toBeNull();
    expect(computeSignals(acquireText(text)).judgement?.scam).toBe(true);
  });

  it('never says scam of a message that reassures, or whose way to act is the sender’s own', () => {
    const judge = shippedJudge();
    for (const text of [
      'Congratulations, your number was chosen in our anniversary draw. We will never ask you to pay or to share a code. To receive the prize contact our agent on 0812 5550 1234.',
      'Congratulations, your number was chosen in our anniversary draw. To receive the prize reply YES to this message.',
    ]) {
      const acquired = acquireText(text);
      const signals = computeSignals(acquired, { judge: null });
      const reading = judge.read(text, signals.anatomy, signals.textLinks, 'en');
      expect(reading, text).not.toBeNull();
      expect(reading!.scam, text).toBe(false);
    }
  });

  it('never decides a message with a reassurance, even beside a number to call', () => {
    const t = { threshold: 0.8, linkThreshold: 0.6 };
    expect(judgeSaysScam(['anat:asks', 'chan:number:neutral', 'reas:do_not_share'], 0.99, t)).toBe(
      false,
    );
    expect(judgeSaysScam(['anat:asks', 'chan:number:neutral'], 0.99, t)).toBe(true);
    // A payment code with a number to call if it was not you: the bank's own wording, twice.
    for (const text of [
      'Monzo: your code to confirm a payment of £86.40 to K PATEL is 918273. Never give this code to anyone, even us. Not you? Call 0800 802 1281.',
      'Santander: use 604418 to approve the transfer of 250,00 EUR to M. GARCIA. We will never ask you for this code. If you did not request it, phone 915 123 123.',
    ]) {
      const signals = computeSignals(acquireText(text), { judge: null });
      const reading = shippedJudge().read(text, signals.anatomy, signals.textLinks, 'en');
      expect(reading?.scam ?? false, text).toBe(false);
    }
  });
});

describe('genuine messages in their organisations’ own formats stay C or better', () => {
  const genuine = [
    'Chase: A purchase of $48.20 at TARGET was made on your card ending 2231. Reply YES if this was you or NO if not.',
    'Your prescription is ready for collection at Rowlands Pharmacy, High Street. Please bring your photo ID.',
    'Royal Mail: your parcel is due today between 10:00 and 12:00. Track it at royalmail.com/track',
    'Your Microsoft verification code is 482913. Do not share this code with anyone.',
    'Tesco Clubcard: you have 1,250 points to spend before 31 May. See your vouchers at tesco.com/clubcard. Reply STOP to opt out.',
    'Safaricom: You have received Ksh 2,500 from JOHN DOE on 12/3/26 at 4:15 PM. New M-PESA balance is Ksh 3,120.',
    'Dentist reminder: your check-up is on Tuesday 14 May at 9:30. Reply C to confirm or call us to rebook.',
    'Hi Sam, the team dinner moved to Friday at 7. Can you book a table for eight and send me the address?',
  ];
  for (const text of genuine)
    it(text.slice(0, 60), async () => {
      const r = await analyzeText(text);
      expect(['A', 'B', 'C'], `${grade(r)} for: ${text}`).toContain(grade(r));
      expect(r.summary.overallStatus).not.toBe('false');
      expect(r.redFlags.map((f) => f.type)).not.toContain(JUDGE_FLAG_TYPE);
    });
});

describe('a link that is not the sender’s, or a move to a messaging app, lowers the bar', () => {
  const t = { threshold: 0.8, linkThreshold: 0.6 };
  it('from the link threshold, only with such a mark, and never past the gate', () => {
    expect(judgeSaysScam(['anat:asks', 'chan:link:foreign'], 0.65, t)).toBe(true);
    expect(judgeSaysScam(['anat:asks', 'chan:messaging:foreign'], 0.65, t)).toBe(true);
    expect(judgeSaysScam(['anat:asks', 'sl:lookalike'], 0.65, t)).toBe(true);
    expect(judgeSaysScam(['anat:asks', 'links:1'], 0.65, t)).toBe(false);
    // A shortener alone does not: shops and carriers send their own offers through one.
    expect(judgeSaysScam(['anat:asks', 'shortener', 'sl:hidden'], 0.65, t)).toBe(false);
    expect(judgeSaysScam(['anat:asks', 'chan:link:foreign'], 0.55, t)).toBe(false);
    expect(judgeSaysScam(['anat:asks'], 0.85, t)).toBe(true);
    // The gate holds whatever the link: a message that reassures, or asks nothing.
    expect(judgeSaysScam(['anat:asks', 'anat:reassuring', 'chan:link:foreign'], 0.95, t)).toBe(
      false,
    );
    expect(judgeSaysScam(['chan:link:foreign'], 0.95, t)).toBe(false);
  });

  it('rewards through an agent on Telegram: D with the judge, C without it', async () => {
    const text = 'Daily rewards for members, add our agent on Telegram';
    expect(grade(withoutJudge(text))).toBe('C');
    const reading = computeSignals(acquireText(text)).judgement!;
    // Under the threshold of any message, over the one of a message that moves you elsewhere.
    expect(reading.probability).toBeLessThan(judgeWeights.threshold);
    expect(reading.scam).toBe(true);
    const r = await analyzeText(text);
    expect(['D', 'F']).toContain(grade(r));
    const flag = r.redFlags.find((f) => f.type === JUDGE_FLAG_TYPE);
    expect(flag?.explanation).toContain(
      shareInWords(Math.max(reading.probability, judgeWeights.linkShare)),
    );
    // The mark that lowered the bar is named first, in words.
    expect(flag?.explanation).toMatch(/What weighed most here: a move to a messaging app\b/);
  });

  it('never quotes a piece of a link as the message’s wording', () => {
    const judge = createJudge({ ...judgeWeights, threshold: 0.01 });
    const text = 'Get your bonus now, only today: cutt.ly/bonus77';
    const signals = computeSignals(acquireText(text), { judge: null });
    const reading = judge.read(text, signals.anatomy, signals.textLinks, 'en')!;
    expect(reading.scam).toBe(true);
    for (const cue of reading.cues) expect('cutt.ly/bonus77').not.toContain(cue);
  });

  it('a shortened link alone is no such mark: newsrooms and shops shorten their own', () => {
    for (const text of [
      'Your parcel is waiting, confirm the delivery here: bit.ly/3xYpk2q',
      'Five habits that help you sleep better, from our health desk: ow.ly/Zk3pQ',
    ]) {
      const signals = computeSignals(acquireText(text), { judge: null });
      const inputs = judgeInputs(text, signals.anatomy, signals.textLinks, 'en');
      expect(inputs, text).not.toContain('chan:link:foreign');
      expect(linkEvidenceOf(inputs), text).toBeUndefined();
    }
    const parcel = 'Your parcel is waiting, confirm the delivery here: bit.ly/3xYpk2q';
    const read = computeSignals(acquireText(parcel), { judge: null });
    expect(judgeInputs(parcel, read.anatomy, read.textLinks, 'en')).toContain(
      'chan:link:shortened',
    );
    // A shortened link beside a claimed sender's look-alike still is.
    const text =
      'Royal Mail: your parcel is held, pay the fee at royalmail-redeliver.info or bit.ly/3xYpk2q';
    const signals = computeSignals(acquireText(text), { judge: null });
    expect(
      linkEvidenceOf(judgeInputs(text, signals.anatomy, signals.textLinks, 'en')),
    ).toBeDefined();
  });

  it('a reading decided by its link says the share measured for such readings', () => {
    const judge = createJudge({ ...judgeWeights, threshold: 0.99, linkThreshold: 0.01 });
    const text =
      'Royal Mail: your parcel is waiting, confirm the delivery here: royalmail-redeliver.info';
    const signals = computeSignals(acquireText(text), { judge: null });
    const reading = judge.read(text, signals.anatomy, signals.textLinks, 'en')!;
    expect(reading.scam).toBe(true);
    expect(reading.share).toBe(Math.max(reading.probability, judgeWeights.linkShare));
    // The report says how often such readings were scams, not the lower probability alone.
    const flag = judgeFlag(reading, signals.anatomy, signals.sentences);
    expect(flag?.explanation).toContain(shareInWords(reading.share));
  });
});

describe('what the judge reads of a message', () => {
  const STYLE = /^<[a-z-]+:\d+>$/;
  it('reads the style cues of a message in English only', () => {
    const english =
      'Your account has been locked today, please confirm your details at the link below';
    const french =
      'Votre compte a été bloqué aujourd’hui, merci de confirmer vos données sur le lien';
    expect(judgeFeatures(english, ['lang:en'], 18).some((f) => STYLE.test(f.name))).toBe(true);
    // In any other language the English word classes would read as absent: no style cue at all.
    for (const lang of ['fr', 'und'])
      expect(judgeFeatures(french, [`lang:${lang}`], 18).some((f) => STYLE.test(f.name))).toBe(
        false,
      );
  });
});

describe('the shipped judge', () => {
  it('is calibrated and bounded as measured (bench/EVAL.md)', () => {
    expect(judgeWeights.bits).toBe(18);
    expect(judgeWeights.threshold).toBeGreaterThanOrEqual(0.5);
    expect(judgeWeights.threshold).toBeLessThan(1);
    expect(judgeWeights.linkThreshold).toBeLessThan(judgeWeights.threshold);
    // What the link threshold adds was measured to be scams most of the time, out of source.
    expect(judgeWeights.linkShare).toBeGreaterThanOrEqual(0.7);
    expect(judgeWeights.linkShare).toBeLessThanOrEqual(1);
    expect(judgeWeights.maxWords).toBeGreaterThan(10);
    expect(judgeWeights.platt.a).toBeGreaterThan(0);
    expect(judgeWeights.about).toMatch(/leave-one-source-out/);
  });
});
