/**
 * Each finding of this stop said again in other words, sharing no distinctive word with the text
 * pinned for it (buyers-adverts-lettings-and-appeals, safe-accounts-in-callers-words,
 * requests-to-approve-to-receive, genuine-alerts-bills-and-relatives-battery-ten,
 * genuine-notices-battery-eleven), some in another language than the pinned one: written after
 * the readings, to check that each reads a family and not its own phrasing. On 222afac seven of the
 * thirteen were graded wrongly (both payees paid before, the buyer's e-mail, the Italian letting,
 * the safe account named the sentence before, the request accepted to receive, the cancellation
 * code); the other six were already right by older readings and pin that they stay so.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    // A payee paid before; the account printed on the bill.
    'Grandma, could you send the £30 for my birthday outing to the same account as before? Thanks!',
    'Reminder: your water bill of €54 is overdue. Pay by transfer to the account shown on your bill by 15 March, or supply may be restricted.',
    // A relative asking by a date, telling no trouble.
    'Hi Dad, can you lend me 80 for my bus pass? It is due tomorrow, I get paid Friday.',
    // A merchant printed as a site with a path, on a card alert.
    'Card alert: €74.10 at BOOKING.COM/HOTEL on card ending 2231. If this wasn’t you, call the number on the back of your card.',
    // The sender collecting a failed payment again.
    'We weren’t able to take your monthly payment. Please make sure your bank details are still correct; we will try to collect the payment again next week.',
  ],
  [
    // The buyer's e-mail for a payment confirmation.
    'Is the bike still for sale? I will buy it. What is your e-mail so the confirmation of my payment reaches you?',
    // A stake multiplied, in French.
    'Publicité : avec seulement 300 €, notre application vous rapporte 5 000 € par mois, affirme le célèbre animateur. Inscription : revenu-facile.click',
    // A deposit for a place no one can show, keys sent after, in Italian.
    'Non posso mostrarti la casa, quindi versa la caparra con un bonifico e ti spedisco le chiavi.',
    // An appeal to a private handle.
    'Flood families need water: Cash App $RivertonRelief, every $10 counts. Please donate today.',
    // The account called safe, named the sentence before.
    'A temporary account has been opened for you. Transfer your savings into it today.',
    // A request accepted to receive money.
    'The money for the table is on its way. Accept the request that pops up to receive the $250.',
    // A cancellation code asked for.
    'Le llegará un código de anulación del pago de 450 euros. Léamelo cuando lo reciba.',
    // A relative's plea with its trouble told.
    'Mum my phone broke and this is a temporary number. Can you pay 300 today for me? Back tomorrow.',
    // The plea whose trouble is a bank that cannot be reached (the look-alikes' regression).
    'Tato, dziś muszę opłacić rachunek 900 zł, a nie mam dostępu do banku. Zrobisz mi przelew? Oddam w piątek.',
  ],
  'paraphrases of this stop’s findings',
);
