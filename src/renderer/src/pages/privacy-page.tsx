/** /privacy: what is stored, for how long, and what is never collected. */
import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  CLIENT_IMAGE_RETENTION_MS,
  MAX_MODEL_CONTENT_CHARS as MODEL_INPUT_MAX_CHARS,
  PRODUCT_NAME,
  RESULT_CACHE_HOURS,
  SERVER_IMAGE_RETENTION_HOURS,
} from '../../../shared/constants';
import {
  FACT_CHECK_API_MAX_CLAIMS,
  FACT_CHECK_API_QUERY_MAX_CHARS,
} from '../../../shared/fact-checks';
import { REFERENCE_MAX_CLAIMS } from '../../../shared/claim-checks';
import { StaticPage } from '../components/static/static-page';
import { PUBLIC_FEED_PROMISES } from '../lib/public-feed-promises';
import { usePageMeta } from '../hooks/use-page-meta';

export default function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    `${PRODUCT_NAME} needs no account and does not track you. What is stored, for how long, and what never is.`,
  );
  return (
    <StaticPage
      icon={<Lock className="h-8 w-8" />}
      title="Privacy Policy"
      updated="November 2026"
      lead="Short version: no account, no tracking, no selling. We keep what is needed to show you and others a report, and nothing about who you are."
    >
      <h2>What we do not collect</h2>
      <ul>
        <li>No accounts, names or email addresses (unless you write to us yourself).</li>
        <li>No tracking or advertising cookies, no analytics scripts, no fingerprinting.</li>
        <li>IP addresses are used only in memory to limit abuse and are never written to disk.</li>
        <li>
          The web page makes no requests to third parties. A YouTube video is loaded only when you
          press play, from YouTube&apos;s privacy-enhanced domain.
        </li>
      </ul>

      <h2>The public feed and your personal data</h2>
      <p>
        Everything a stranger can read is masked the same way: a report&apos;s page, its link
        preview and its image, the public feed, the Analytics page and the dataset export. We hide
        what is not proven safe rather than only the shapes we know, so a detail written in an
        unusual way is hidden too.
      </p>
      <ul>
        {Object.values(PUBLIC_FEED_PROMISES).map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Analyses.</strong> The submitted text with its personal details masked (above), or
          the submitted address, and the report, so that shared links, the public feed and
          statistics work. An address is kept as sent, without tracking parameters, so the same page
          is recognised again and the desktop app can publish it; every page anyone else can open
          shows only its site. Results are cached for {RESULT_CACHE_HOURS} hours: analyzing the same
          input again in that window returns the same report.
        </li>
        <li>
          <strong>Screenshots.</strong> Uploaded images are kept on the server for{' '}
          {SERVER_IMAGE_RETENTION_HOURS} hours and then deleted; only the analysis remains. Your
          browser forgets the image after {CLIENT_IMAGE_RETENTION_MS / 60_000} minutes. Before
          anything is shown, each image is screened on the server, offline, with nothing sent
          anywhere: one that looks sexual, shows an identity document or a payment card number, or
          could not be checked, is not kept at all, and its report says so (see the{' '}
          <Link to="/terms">terms</Link>). Other personal details it shows, such as a phone number,
          are covered by a grey box before it is kept.
        </li>
        <li>
          <strong>Aggregate statistics.</strong> Counts by grade, status, type and domain. The
          exported dataset contains only these patterns, never submitted content or addresses.
        </li>
      </ul>

      <h2>What is sent to an AI model provider</h2>
      <p>
        By default no content goes to an AI model: every analysis runs on our own offline engine. An
        operator may configure an AI model to add claim-level reasoning. Only then, and only for a
        new analysis (not for a report served from the {RESULT_CACHE_HOURS}-hour cache), is the
        content being analyzed sent to that model:
      </p>
      <ul>
        <li>
          <strong>Text:</strong> the text you pasted.
        </li>
        <li>
          <strong>Article or shop:</strong> the text read from the page, its address, title, author,
          site name, publication date and up to 40 links found in it.
        </li>
        <li>
          <strong>Screenshot:</strong> the image itself (unless screening withheld it) and the text
          read from it (OCR).
        </li>
        <li>
          <strong>YouTube video:</strong> the video&apos;s address, title, channel name and
          transcript.
        </li>
      </ul>
      <p>
        Content longer than {MODEL_INPUT_MAX_CHARS.toLocaleString()} characters is cut to that
        length. No IP address, cookie or other identifier of you is sent with it. Where it goes
        depends on the operator&apos;s setup:
      </p>
      <ul>
        <li>
          <strong>Google Gemini</strong>, when a Gemini API key (<code>GEMINI_API_KEY</code>) is
          set. Gemini may fetch a YouTube video itself and run Google searches derived from the
          content to find sources. Google&apos;s terms for the Gemini API apply to what it receives;
          on its free tier Google may use it to improve its products.
        </li>
        <li>
          <strong>The operator&apos;s own OpenAI-compatible model server</strong>, when{' '}
          <code>LLM_BASE_URL</code> is set and no Gemini key is. With a model running on the same
          machine (for example in the desktop app), an analysis never leaves that computer.
        </li>
      </ul>
      <p>
        With neither configured, no content is sent to any model. Every report says which engine
        produced it, under &ldquo;How We Analyzed This&rdquo;. We log only which provider answered
        and why a fallback happened, never the content.
      </p>

      <h2>Looking claims up in published fact-checks</h2>
      <p>
        Every claim is compared with the published fact-checks stored on the server, which sends
        nothing anywhere. An operator may also set a key for Google&apos;s Fact Check Tools API (
        <code>FACTCHECK_API_KEY</code>). Only then, and only for a new analysis, the sentences of up
        to {FACT_CHECK_API_MAX_CLAIMS} claims, each cut to {FACT_CHECK_API_QUERY_MAX_CHARS}{' '}
        characters, are sent to it as search terms, with the language of the text and nothing that
        identifies you. The desktop app copies the public site&apos;s fact-checks so it can compare
        claims offline; that only reads from the public site.
      </p>

      <h2>Looking claims up in Wikipedia and Wikidata</h2>
      <p>
        When the server is online, the names in up to {REFERENCE_MAX_CLAIMS} claims of a new
        analysis (or a few key words of a claim that names nothing), with any personal details
        masked first, are searched in Wikipedia and Wikidata through their public APIs, to show
        related reference passages under those claims. The text you submitted is never sent, nor
        anything that identifies you, and nothing of the search is stored apart from the report; a
        text that reads like a private message is not looked up at all. An operator can turn this
        off (<code>REFERENCE_LOOKUP=off</code>). The &ldquo;Check it yourself&rdquo; links under
        each claim are plain links: your browser opens those sites only if you click one.
      </p>

      <h2>Cookies</h2>
      <p>
        The hosted service sets no cookies. The desktop app uses one local session cookie between
        its own window and its built-in server, which never leaves your computer.
      </p>

      <h2>The desktop app</h2>
      <p>
        The desktop app analyses on your computer and stores its history locally. It publishes an
        analysis to the public feed only when you choose to.
      </p>

      <h2>Your choices</h2>
      <p>
        Do not submit personal or confidential content: reports are shareable by link. If something
        you submitted should be removed, <Link to="/contact">contact us</Link> with the report link
        and we will delete it.
      </p>
    </StaticPage>
  );
}
