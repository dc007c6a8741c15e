/** /about: who makes FactLens, for whom, and how it is funded. */
import { Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  CONTACT_EMAIL,
  DONATION_URL,
  FRAMEWORK_VERSION,
  LAUNCH_DATE,
  PRODUCT_NAME,
} from '../../../shared/constants';
import { StaticPage } from '../components/static/static-page';
import { usePageMeta } from '../hooks/use-page-meta';

export default function AboutPage() {
  usePageMeta(
    'About FactLens',
    'Who builds FactLens, who it is for, and how a free, tracking-free credibility checker is funded.',
  );
  return (
    <StaticPage
      icon={<Users className="h-8 w-8" />}
      title={`About ${PRODUCT_NAME}`}
      lead="A free, anonymous tool that shows you how credible something is, and why, before you believe it or pass it on."
    >
      <h2>Why we built it</h2>
      <p>
        Scam messages, miracle-cure videos and fake shops are built to be convincing at a glance.
        Checking them properly takes time and know-how that most people do not have at the moment
        they need it.
        {` ${PRODUCT_NAME}`} does that first check for you: it reads the content, pulls out what it
        claims, points at the exact words that are warning signs and explains its grade in plain
        language.
      </p>

      <h2>Who it is for</h2>
      <ul>
        <li>
          <strong>Journalists</strong> triaging tips and viral posts before deciding what deserves a
          full check.
        </li>
        <li>
          <strong>Activists</strong> and community organisers who need to know what is safe to
          amplify.
        </li>
        <li>
          <strong>Citizens</strong> who want a second opinion on a link a friend sent.
        </li>
        <li>
          <strong>Researchers</strong> studying misinformation patterns through the public feed and
          dataset.
        </li>
        <li>
          <strong>Families checking scams</strong>: the parcel text, the bank call-back, the
          too-good shop.
        </li>
        <li>
          <strong>Educators</strong> teaching media literacy with real, explained examples.
        </li>
      </ul>

      <h2>What makes it different</h2>
      <ul>
        <li>Free, with no sign-up and no fees. You never need an account.</li>
        <li>
          No tracking: no advertising cookies, no analytics scripts, no third-party requests from
          the page.
        </li>
        <li>
          Every finding quotes the text that triggered it, so you can judge the reasoning yourself.
        </li>
        <li>It says &ldquo;uncertain&rdquo; when it cannot know, instead of guessing.</li>
      </ul>

      <h2>What it does</h2>
      <ul>
        <li>
          Reads what you submit: pasted text, the page behind an article or shop link, a YouTube
          video&apos;s transcript, or the text in a screenshot.
        </li>
        <li>
          Lists the checkable claims, the red flags (urgency, payment requests, look-alike links,
          missing authorship) and the bias and manipulation techniques, each quoting the words that
          triggered it.
        </li>
        <li>
          Scores source quality, factual accuracy, transparency and bias, and explains how they add
          up to a grade from A to F.
        </li>
        <li>
          Suggests the questions to ask before you trust or share it, and gives you a link to share
          the report.
        </li>
      </ul>

      <h2>What it does not do</h2>
      <ul>
        <li>
          It does not decide what is true. A grade is an explained estimate, not a verdict about a
          person or organisation.
        </li>
        <li>
          Without a configured AI model it does not look facts up: a claim it cannot check stays
          &ldquo;uncertain&rdquo;, with a note on what to check.
        </li>
        <li>
          It comes without published fact-checks. No collection of fact-checkers&apos; verdicts we
          could find allows passing them on, so a new installation has none and says so under the
          claims. A newsroom running FactLens can import its own archive or a feed it is licensed to
          use; the desktop app copies the public feed&apos;s fact-checks when it is online.
        </li>
        <li>
          It is not legal, medical or financial advice, and it cannot see behind a shop&apos;s
          checkout or a private message.
        </li>
        <li>It does not profile you: no account, no tracking, no selling of data.</li>
      </ul>

      <h2>The platform</h2>
      <p>
        {PRODUCT_NAME} launched in {LAUNCH_DATE}. It runs analysis framework {FRAMEWORK_VERSION},
        which combines an explainable offline engine with, where configured, a generative AI model
        from a search provider. The same tool is available on the web and as a desktop app that
        works offline. Read the <Link to="/research-brief">methodology</Link> for how the grade
        works and the <Link to="/technical-specs">technical specifications</Link> for how it is
        built.
      </p>

      <h2>Who makes it</h2>
      <p>
        {PRODUCT_NAME} is an independent project, created and maintained since {LAUNCH_DATE} by the{' '}
        {PRODUCT_NAME} team. You can reach the people behind it at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or through the{' '}
        <Link to="/contact">contact form</Link>, and support the work through{' '}
        <a href={DONATION_URL} target="_blank" rel="noopener noreferrer">
          GitHub Sponsors
        </a>
        .
      </p>

      <h2>How it is funded</h2>
      <p>
        {PRODUCT_NAME} is funded by donations and affiliate partnerships. Partners never see your
        analyses and never influence a grade; affiliate links are labelled as such. If the tool
        helps you, you can <Link to="/collaborate">support or collaborate with us</Link>.
      </p>

      <h2>Get in touch</h2>
      <p>
        Questions, press or partnership ideas: use the <Link to="/contact">contact form</Link>.
      </p>
    </StaticPage>
  );
}
