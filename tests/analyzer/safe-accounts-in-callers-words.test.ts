/**
 * What no bank's staff or police asks, in the caller's own words rather than the set phrasings
 * bank-staff-acts.ts knew (the eighth battery's call transcripts, in English, Italian, Turkish,
 * Spanish and German, were C on 222afac): the reader's money moved to an account called safe,
 * read by its parts in any order (safe-account.ts), the account named in the sentence before or
 * only in a word ending ("hesaba … aktarmanız"); a "cancellation code" read out; cash or jewels at
 * home fetched by an official whose title only ends in "-beamter". The warnings that name the
 * trick stay genuine. Four of the five scams here were C on 222afac (the Italian was read by a
 * set phrasing already, and pins that this reading leaves it so).
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    'A tip from your bank: we will never ask you to move your savings to a safe account. If a caller does, hang up.',
    "Fraudsters may tell you to transfer your money to a 'protected account'. Your bank never will.",
    'You can move money between your savings and your current account at any time in the app.',
    'Dolandırıcılar sizden paranızı güvenli bir hesaba aktarmanızı isteyebilir. Bankanız asla istemez.',
  ],
  [
    "Good evening, Chris here from your bank's security unit. We've set up a new secure account in your name. You need to move your balance across this afternoon, sort code 40-11-62.",
    'Deve spostare subito i suoi risparmi su un conto protetto che le indico io, così i ladri non possono toccarli.',
    'Hesabınızdaki parayı bugün devlet güvenceli bir hesaba aktarmanız gerekiyor, işlem bitince iade edilecek.',
    'Le llegará un SMS con el código de anulación del cargo de 700 euros. Dígamelo en cuanto lo reciba.',
    'Haben Sie Schmuck oder Bargeld zu Hause? Ein Justizbeamter holt das heute Nachmittag bei Ihnen ab.',
  ],
  'safe accounts and collections in the caller’s own words',
);
