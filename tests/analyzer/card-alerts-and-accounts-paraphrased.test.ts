/**
 * This stop's readings in other words: each pinned case of card-alert-readings, long-accounts and
 * identity-checks-in-own-app said again with none of its distinctive words (other bank, merchant,
 * amounts, service, story), keeping only the words the reading turns on ("charge … declined",
 * "and we will", "returned … to your card", "log in to <a service>", "within 2 days" told as
 * done), and the card alert in Spanish and German. The refund, sign-in, shouting and deadline
 * cases fail on ca3ad1e (the refund F 41, the sign-in F 52). The account reader is English only,
 * so its readings have no translation here; the deadline told as done and a reported charge are
 * read in English only too (a German or Spanish alert stays C through its own word tables, not
 * these). The task-job account in other words is read as an account by the detector before and
 * after its change, and caught by the rules either way; an account of a niece's sextortion told in
 * the third person was read as one by the old detector (logit 5.2) and is not by the new (-1.2),
 * though the rules grade it F: accounts told of someone else are where the voice reads less well. Written for these tests; none is a row of any corpus or battery.
 */
import { describe, expect, it } from 'vitest';
import { shippedAccountReader } from '../../src/server/analysis/signals/judge';
import { askAndPressureKinds } from '../helpers/anatomy-of';
import { pinGrades } from '../helpers/grade-cases';
import { analyzeText } from '../helpers/pipeline';

const ALERT =
  'Amex: your $56.40 charge at RIVERSIDE GRILL LLC was declined on the card ending 7702. Text 1 if this was you, or 2 and we will lock the card.';
const TASK_ACCOUNT =
  'Someone on LINE offered me part-time work boosting apps by giving them five stars. For the first few days my earnings of about $35 came through, then my "mentor" moved me to a premium round where my balance went negative and I had to deposit crypto to unlock it. I paid $800, then $2,600. Now they want a withdrawal tax before releasing anything, and I have lost $3,400 so far.';
const DONE =
  'Honest review: the garage quoted fairly, ordered the part on Tuesday and they finished the repair within 2 days.';

pinGrades(
  [
    ALERT,
    'Refund update: the $19.99 for your return was credited to your Amex card. Please allow up to 10 days. - target.com',
    'Welcome aboard, Sam! Before payday, log in to Gusto, choose Profile > Direct deposit and enter your bank details there. Payroll never collects these over email. - Lena',
    DONE,
    'BBVA: Hemos rechazado un cargo de 84,20 € en MEDIAMARKT ONLINE con tu tarjeta terminada en 4471. Si fuiste tú, responde SI. Si no, responde NO y bloquearemos la tarjeta. Nunca te pediremos tu PIN por SMS.',
    'Sparkasse: Wir haben eine Belastung von 129,00 EUR bei ZALANDO SE auf Ihrer Karte mit Endung 3318 abgelehnt. Waren Sie das? Antworten Sie JA oder NEIN, dann sperren wir die Karte. Wir fragen nie nach Ihrer PIN.',
  ],
  [
    'Amex: your $56.40 charge was declined. If it was not you, go to amex-card-review.net now or the card will be closed today.',
    'BBVA: Hemos rechazado un cargo de 84,20 € con tu tarjeta. Si no fuiste tú, cancélalo en bbva-seguridad-tarjeta.com o tu cuenta será bloqueada hoy.',
    TASK_ACCOUNT,
    'This is the benefits office about money you are owed from the new relief fund. You qualified but have not signed up, so please give me a call back on my direct line, 866-410-2297, and I will finish your paperwork.',
  ],
  'card alerts, refunds and sign-ins in other words',
);

describe("this stop's readings in other words", () => {
  it('reads the charge as reported, the reply as only a reply, the merchant as no shouting', async () => {
    const { asks, pressures } = askAndPressureKinds(ALERT);
    expect(pressures).not.toContain('fee');
    expect(asks).not.toContain('card');
    const r = await analyzeText(ALERT);
    expect(r.redFlags.map((f) => f.type)).not.toContain('shouting');
  });

  it('reads a task-job account in other words as an account', () => {
    expect(shippedAccountReader().read(TASK_ACCOUNT, 'en')).not.toBeNull();
  });

  it('reads a job finished within 2 days as no deadline', async () => {
    const r = await analyzeText(DONE);
    expect(r.redFlags.map((f) => f.type)).not.toContain('urgency');
  });
});
