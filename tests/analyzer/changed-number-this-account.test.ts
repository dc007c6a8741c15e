/**
 * A relative who says they changed their number, then asks for money to be sent to an account
 * they point at. "Troquei de número" (I changed my number) was no claim of a new number, where
 * "meu número novo" was; and "manda um Pix pra essa chave" (send a Pix to this key) asked nothing,
 * because no amount was named: the account pointed at is what makes it a request for money.
 * Written for these tests in our own words; each paraphrase is in another language and shares
 * none of the pinned message's words. A bill paid in the biller's own app, and a friend who only
 * says the number changed, stay C or better.
 */
import { describe } from 'vitest';
import { itKeepsGenuine, itReadsScams } from '../helpers/anatomy-cases';

describe('a changed number, then money to an account pointed at', () => {
  itReadsScams([
    {
      name: 'a Pix to this key, no amount named (Portuguese, then Spanish)',
      pinned:
        'Oi mãe, troquei de número, salva esse. Preciso pagar um boleto urgente hoje, manda um Pix pra essa chave: 11987654321, depois te devolvo',
      paraphrase:
        'Hola papá, cambié de número, guárdalo. ¿Me haces una transferencia a esta cuenta? Es para hoy sin falta: ES12 3456 7890 1234 5678 9012',
    },
    {
      name: 'money to this account, urgently (Turkish, then French)',
      pinned: 'Anne numaramı değiştirdim, bunu kaydet. Şu hesaba para atabilir misin, acil',
      paraphrase:
        "Salut maman, j'ai changé de numéro. Tu peux faire un virement sur ce compte aujourd'hui ? C'est urgent",
    },
  ]);
  itKeepsGenuine([
    {
      name: 'a bill to pay in the biller’s own app (Portuguese, then Spanish)',
      pinned:
        'Sua fatura de outubro está disponível. Pague pelo app ou com a chave Pix da empresa até o vencimento.',
      paraphrase:
        'Tu recibo de noviembre ya se puede consultar. Abónalo desde nuestra aplicación antes de la fecha límite.',
    },
    {
      name: 'a friend who only says the number changed (Portuguese, then Polish)',
      pinned: 'Oi, troquei de número, salva aí. Bjs',
      paraphrase: 'Hej, zmieniłam numer, zapisz go sobie. Buziaki',
    },
  ]);
});
