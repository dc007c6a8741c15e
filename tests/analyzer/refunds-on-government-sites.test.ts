/**
 * A refund claimed only on a government's own site ("sign in to your personal tax account at
 * www.gov.uk/…", "track the refund at https://www.irs.gov/refunds") is claimed where no one else
 * can publish a page: the refund rule's "claim it through a link" does not hold, and a tax
 * office's genuine letter was D. Copies that send the reader to a look-alike of the site, or give
 * a number to call beside it, stay F. Written for these tests; none is a row of any corpus.
 */
import { pinGrades } from '../helpers/grade-cases';

const GENUINE = [
  'Dear Ms Hall, our records show you paid too much tax in the 2024 to 2025 tax year. You are due a refund of £214. To claim it, sign in to your personal tax account at www.gov.uk/personal-tax-account. HM Revenue and Customs',
  'Hello Mr Ortiz, after reviewing your return we found an overpayment of $312. You can track the refund or update your direct deposit details at https://www.irs.gov/refunds. Internal Revenue Service',
  "Bonjour, suite à votre déclaration, vous bénéficiez d'un remboursement de 184 €. Vous pouvez suivre ce remboursement dans votre espace particulier sur impots.gouv.fr. La DGFiP",
];

const SCAMS = [
  'HMRC: you are due a tax refund of £214. To claim it, sign in at www.gov.uk-refund-claim.com within 24 hours.',
  'HMRC: you are due a tax refund of £214. To claim it, call our refunds team on 0203 885 1122 with your bank details ready. www.gov.uk',
  'IRS: You are eligible for a refund of $312. Claim it now at irs-gov-refunds.com before it expires.',
];

pinGrades(GENUINE, SCAMS, 'refunds claimed on a government site');
