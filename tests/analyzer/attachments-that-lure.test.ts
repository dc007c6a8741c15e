/**
 * Attachments that are the lure, written for these tests (none is a row of any corpus or battery):
 * - a file listed as the mail's attachment that ends in .svg, .htm or .html, whatever its name
 *   ("Attachment: 7QX2LMA0.svg"), opened as the mail asks, in English, Spanish and French ("abra el
 *   archivo adjunto Fax_3pag_0912.htm", "ouvrez la pièce jointe Vocal_0052.html"): it opens as a
 *   web page, not a document (only names like "invoice…" or "fax…" were read before);
 * - an attached Office document that asks to "enable content", in English, German and Italian
 *   ("klicken Sie oben auf Inhalt aktivieren", "clicchi su Abilita contenuto");
 * - a mail account at its capacity in Portuguese ("a sua conta de e-mail atingiu 97% da
 *   capacidade"), the mailbox pretext.
 * Guards: an invoice attached as a PDF, and an IT tip that warns of such attachments, stay C or
 * better. On 70d58bd every scam here is C.
 */
import { pinGrades } from '../helpers/grade-cases';

pinGrades(
  [
    "Subject: Security tip of the week. Watch out for fake invoices that arrive with an attached spreadsheet and ask you to click 'Enable Content'. Real invoices from our suppliers come as PDF files. Report anything odd with the Report button. IT Service Desk",
    'Subject: Invoice INV-2231. Hi Maria, please find attached our invoice for the May deliveries (INV-2231.pdf). Payment terms are 30 days as usual. Thanks, Tom',
  ],
  [
    'Subject: Remittance for April. Hi, the transfer went out this afternoon and the remittance is attached for your files. Please open the attached remittance to confirm the totals before Friday. Attachment: 7QX2LMA0.svg Kind regards, Payables',
    'Asunto: Nuevo fax recibido. Ha recibido un fax de 3 páginas a las 09:12. Para verlo, abra el archivo adjunto Fax_3pag_0912.htm y confirme su cuenta corporativa. Servicio de fax',
    "Objet : Message vocal de 0:52. Vous avez un nouveau message vocal. Pour l'écouter, ouvrez la pièce jointe Vocal_0052.html et connectez-vous avec votre compte professionnel.",
    'Subject: Overdue statement. Please find attached the statement for March. If the figures do not show, click Enable Content at the top of the document. Attachment: Statement_March.xlsm',
    'Betreff: Offene Rechnung 2026-114. Im Anhang finden Sie die Rechnung. Falls der Inhalt nicht angezeigt wird, klicken Sie oben auf Inhalt aktivieren. Anhang: Rechnung_2026-114.docm',
    'Oggetto: Fattura scaduta. In allegato la fattura di aprile. Se il documento non si vede correttamente, clicchi su Abilita contenuto. Allegato: Fattura_aprile.xlsm',
    'Prezado usuário, a sua conta de e-mail atingiu 97% da capacidade. Atualize a sua cota gratuitamente em https://webmail-cota-atualizar.com/login em 24 horas ou as novas mensagens serão devolvidas.',
  ],
  'attachments that are the lure',
);
