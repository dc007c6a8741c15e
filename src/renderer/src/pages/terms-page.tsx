/** /terms: terms of use. */
import { Scale } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, RESULT_CACHE_HOURS, SERVER_IMAGE_RETENTION_HOURS } from '../../../shared/constants';
import { StaticPage } from '../components/static/static-page';
import { usePageMeta } from '../hooks/use-page-meta';

export default function TermsPage() {
  usePageMeta('Terms of Use', `The terms for using ${PRODUCT_NAME}: an educational credibility tool, what you may upload, and the limits of its analyses.`);
  return (
    <StaticPage icon={<Scale className="h-8 w-8" />} title="Terms of Use" updated="June 2025">
      <h2>1. The service</h2>
      <p>
        {PRODUCT_NAME} is a free educational service that estimates the credibility of videos, web pages,
        shops, text and screenshots. It needs no account. By using it you accept these terms.
      </p>

      <h2>2. Educational purpose, no guarantee</h2>
      <p>
        Analyses are automated and can be wrong. A grade is an informed estimate, not a statement of fact
        about any person or organisation, and not legal, medical or financial advice. Reports may quote or
        display examples of misinformation, scams and manipulation so that you can learn to recognise them.
        Always check important decisions with primary sources.
      </p>

      <h2>3. What you may submit</h2>
      <p>Submit only content you are allowed to share. Uploaded images are screened, and we refuse or delete images that contain:</p>
      <ul>
        <li>adult or sexual content;</li>
        <li>graphic violence;</li>
        <li>personal documents such as identity cards, passports, bank or medical records;</li>
        <li>private communications of other people shared without their consent;</li>
        <li>anything related to illegal activity.</li>
      </ul>
      <p>Do not use the service to harass anyone, to attack it, or to send automated traffic that degrades it for others.</p>

      <h2>4. Caching and retention</h2>
      <p>
        Analysis results are cached for {RESULT_CACHE_HOURS} hours so that the same input gives the same
        report and shared links stay consistent. Uploaded screenshots are held for {SERVER_IMAGE_RETENTION_HOURS}{' '}
        hours and then deleted. See the <Link to="/privacy">privacy policy</Link> for details.
      </p>

      <h2>5. Public reports</h2>
      <p>
        Every analysis gets a shareable link, and recent analyses appear in the public feed and in the
        aggregate statistics. Do not submit text you would not want others to read.
      </p>

      <h2>6. Availability and changes</h2>
      <p>
        The service is provided as is, without warranty, and may change or pause at any time. We may update
        these terms; the date above shows the latest version.
      </p>

      <h2>7. Contact</h2>
      <p>
        Questions about these terms: <Link to="/contact">contact us</Link>.
      </p>
    </StaticPage>
  );
}
