/**
 * Paraphrases of this stop's readings, each sharing no distinctive word with the text pinned for
 * it (bank-alerts-remote-apps-and-favours, shock-calls-safe-accounts-and-cash-machines,
 * approvals-envelopes-and-priced-redelivery), one in another language: the remote-control app
 * named otherwise, the card sealed away for a driver, the plea from a "temporary" number in
 * Italian, the request pushed to the app "to stop" a transfer. Written after the readings; five
 * other paraphrases written with them were not read (gold coins and banknotes fetched by an
 * officer, a "six digit number" typed in by mistake in English and Portuguese, "texting from a
 * fresh one", "confírmela"), and are named in the stop's note as what is left. On dfbfdc9 three
 * of the four were C (the card in an envelope was F by an older rule).
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [],
  [
    'Hello, fraud desk of your bank here. Someone is in your online banking. Please download TeamViewer QuickSupport so our engineer can lock them out.',
    'Card security team: we saw odd spending. Put your debit card and a note of its PIN in a sealed envelope; a driver from us will come by for it this evening.',
    'Ciao papà, ho un numero provvisorio, il cellulare è rotto. Mi fai un favore?',
    "To stop the 1,900 euro transfer to Malta, I'll push a request to your banking app now; please confirm it for me.",
  ],
  'paraphrases of this stop’s readings',
);
