/** /terms: terms of use. */
import { Scale } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  PRODUCT_NAME,
  RESULT_CACHE_HOURS,
  SERVER_IMAGE_RETENTION_HOURS,
} from '../../../shared/constants';
import { StaticPage } from '../components/static/static-page';
import { usePageMeta } from '../hooks/use-page-meta';

export default function TermsPage() {
  usePageMeta(
    'Terms of Use',
    `The terms for using ${PRODUCT_NAME}: an educational credibility tool, what you may upload, and the limits of its analyses.`,
  );
  return (
    <StaticPage icon={<Scale className="h-8 w-8" />} title="Terms of Use" updated="November 2026">
      <h2>1. The service</h2>
      <p>
        {PRODUCT_NAME} is a free educational service that estimates the credibility of videos, web
        pages, shops, text and screenshots. It needs no account. By using it you accept these terms.
      </p>

      <h2>2. Educational purpose, no guarantee</h2>
      <p>
        Analyses are automated and can be wrong. A grade is an informed estimate, not a statement of
        fact about any person or organisation, and not legal, medical or financial advice. Reports
        may quote or display examples of misinformation, scams and manipulation so that you can
        learn to recognise them. Always check important decisions with primary sources.
      </p>

      <h2>3. What you may submit</h2>
      <p>
        Submit only content you are allowed to share. Every uploaded image is screened automatically
        on our server before anything is shown. The screening runs offline: neither the image nor
        the text read from it is sent anywhere for it. An image is withheld when:
      </p>
      <ul>
        <li>
          an image classifier running on our server finds that it very likely shows sexual or adult
          imagery;
        </li>
        <li>
          it shows personal documents such as passports, identity cards and driving licences,
          recognised from the text read from it: a passport&apos;s machine-readable lines, or a
          document&apos;s title with the fields printed on it;
        </li>
        <li>its text shows a payment card number;</li>
        <li>
          its text shows other personal details, such as a phone number, an e-mail address, a bank
          account or an ID number, that could not be found in the image to be covered (when they
          can, the image is shown with each one covered by a grey box);
        </li>
        <li>
          it is animated, or the check could not finish: we do not show an image we could not check.
        </li>
      </ul>
      <p>
        A withheld image is not kept: only you see it, in your own results, for a few minutes. It is
        not shown with its report, on its shared link or in the public feed, and the desktop app
        never publishes it. The text read from it is still analyzed, with personal details hidden,
        and the report says that the image was withheld and why.
      </p>
      <p>
        Screening is automatic: it can miss an image or withhold a harmless one. Graphic violence
        and illegal content are not screened by machine. Do not upload them. If you see a report
        that shows such content, or anything that screening missed,{' '}
        <Link to="/contact">report it through the contact form</Link> with the report link and we
        will remove it.
      </p>
      <p>
        Do not use the service to harass anyone, to attack it, or to send automated traffic that
        degrades it for others.
      </p>

      <h2>4. Caching and retention</h2>
      <p>
        Analysis results are cached for {RESULT_CACHE_HOURS} hours so that the same input gives the
        same report and shared links stay consistent. Uploaded screenshots that pass screening are
        held for {SERVER_IMAGE_RETENTION_HOURS} hours and then deleted; withheld ones are not kept
        at all. See the <Link to="/privacy">privacy policy</Link> for details.
      </p>

      <h2>5. Public reports</h2>
      <p>
        Every analysis gets a shareable link, and recent analyses appear in the public feed and in
        the aggregate statistics. Do not submit text you would not want others to read.
      </p>

      <h2>6. Availability and changes</h2>
      <p>
        The service is provided as is, without warranty, and may change or pause at any time. We may
        update these terms; the date above shows the latest version.
      </p>

      <h2>7. Contact</h2>
      <p>
        Questions about these terms: <Link to="/contact">contact us</Link>.
      </p>
    </StaticPage>
  );
}
