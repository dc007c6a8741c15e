/**
 * /research-brief: the methodology, called "Methodology" everywhere (header, footer, heading),
 * written for lay readers: how the grade works in plain sentences (src/shared/scale.ts), figures
 * in words, the statistics folded away for specialists.
 */
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  FRAMEWORK_VERSION,
  PRODUCT_NAME,
  RESULT_CACHE_HOURS,
  SCORING_WEIGHTS,
  SERVER_IMAGE_RETENTION_HOURS,
} from '../../../shared/constants';
import { EvaluationInWords, EvaluationTable } from '../components/static/evaluation-table';
import { SCALE_RULES } from '../../../shared/scale';
import { StaticPage } from '../components/static/static-page';
import {
  HIGH_RATING,
  LOW_RATING,
  NEW_DOMAIN_DAYS,
  PERENNIAL_DOMAINS,
  RATED_DOMAINS,
} from '../../../shared/knowledge';
import { usePageMeta } from '../hooks/use-page-meta';

const pct = (weight: number) => `${Math.round(weight * 100)}%`;

export default function ResearchBriefPage() {
  usePageMeta(
    `Methodology - ${PRODUCT_NAME}`,
    `How ${PRODUCT_NAME} analyzes content and how the grade works: signals, scoring weights, the optional AI model and the limits of the method.`,
  );
  return (
    <StaticPage
      icon={<BookOpen className="h-8 w-8" />}
      title="Methodology"
      lead={`The methodology behind every ${PRODUCT_NAME} report (framework ${FRAMEWORK_VERSION}), what it measures and where it falls short.`}
    >
      <p>
        Want to see the output first? Open the <Link to="/sample">sample report</Link>: a complete
        analysis of a parcel-delivery scam message, rendered exactly as a real result.
      </p>

      <h2>How the grade works</h2>
      <ul>
        {SCALE_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>

      <h2>1. Pipeline</h2>
      <ol>
        <li>
          <strong>Acquire.</strong> The content is collected: pasted text as is; an article or shop
          page fetched by our server (never by your device) with its title, author, dates, links and
          publisher pages; a YouTube video&apos;s transcript, title, channel and description; or the
          text visible in a screenshot.
        </li>
        <li>
          <strong>Analyze.</strong> Claims are extracted and the text is checked for red flags and
          for bias and manipulation techniques. Every finding cites the exact span of text that
          triggered it.
        </li>
        <li>
          <strong>Score.</strong> Findings become a scorecard and a grade, with a breakdown that
          shows how each part contributed.
        </li>
      </ol>

      <h2>2. Offline signals</h2>
      <p>
        The offline engine is always available and deterministic: the same input gives the same
        result. It looks for signals that research on scams and misinformation has found to be
        predictive, including:
      </p>
      <ul>
        <li>urgency and deadlines (&ldquo;within 24 hours&rdquo;, &ldquo;final notice&rdquo;);</li>
        <li>requests for payment, gift cards, crypto or credentials;</li>
        <li>look-alike or shortened links and addresses that do not match the claimed sender;</li>
        <li>
          miracle or absolute language (&ldquo;cures&rdquo;, &ldquo;100% guaranteed&rdquo;), fear
          appeals and loaded wording;
        </li>
        <li>missing authorship, dates, sources, contact details or corrections policy;</li>
        <li>
          for shops: prices far below market, missing company details, no returns or privacy policy.
        </li>
      </ul>
      <p>
        The rules are combined with a small learned model trained on the labelled data sets listed
        under &ldquo;Measured accuracy&rdquo;; the report says how far the two agree.
      </p>
      <p>
        Short messages are also weighed by a scam check trained on scams people have reported and on
        genuine messages from banks, carriers, shops and services in a dozen languages, and tested
        on sources it never learned from. When it finds a message very likely a scam and the message
        asks you to do something, the report says so, says how often messages read that way were
        scams in those tests, and quotes what the message asks; where 9 in 10 or more were, the
        grade is an F. It does not judge long e-mails or articles, nor a message that only offers
        the sender&apos;s own way to reply.
      </p>
      <p>
        Without evidence from an independent source, the offline engine does not call a claim true
        or false: it marks it <strong>uncertain</strong> and says what to check and where.
      </p>

      <h3>Ratings of news sources, scam lists and the age of a shop&apos;s address</h3>
      <p>
        <strong>Ratings of news sources.</strong> {PRODUCT_NAME} ships the reliability ratings of{' '}
        {RATED_DOMAINS} news websites published by Lin and colleagues, who combined several
        published sets of ratings by journalists, fact-checkers and researchers into one score from
        0 (least reliable) to 1 (most reliable). A publisher, or a website the content links to,
        rated {HIGH_RATING.toFixed(2)} or more (about the top sixth of the rated websites) counts in
        its favour: &ldquo;Independent ratings place this outlet among the most reliable news
        sources&rdquo;. One rated below {LOW_RATING.toFixed(2)} (the lower sixth, a group of its own
        in the ratings) counts as a warning: &ldquo;&hellip;among the least reliable&rdquo;.
        Websites in between, and websites that are not rated, change nothing. Video, social and
        blogging platforms are not judged by their rating, because anyone can post there. Every
        report lists the websites its content links to, with their ratings, under &ldquo;Links in
        this content&rdquo;.
      </p>
      <p className="text-sm">
        Source: H. Lin, J. Lasser, S. Lewandowsky, R. Cole, A. Gully, D. G. Rand and G. Pennycook
        (2023), &ldquo;High level of correspondence across different news domain quality rating
        sets&rdquo;, <em>PNAS Nexus</em> 2(9), pgad286; data from the authors&apos; repository
        hauselin/domain-quality-ratings on GitHub, shared by them for reuse.
      </p>
      <p>
        <strong>Scam lists.</strong> Two public lists of reported scam and fake-shop websites ship
        with {PRODUCT_NAME}: scamblocklist by durablenapkin (MIT licence), built from consumer
        reports and a consumer authority&apos;s fake-shop list, and the Block List Project&apos;s
        scam list (public domain). A link to a listed website, or a listed page, is a warning, and
        the warning names the list.
      </p>
      <p>
        <strong>The age of a shop&apos;s address.</strong> When a shop is analyzed from its web
        address, our server asks the registry of that address when it was registered (RDAP, the
        registries&apos; public lookup). Fake shops live for weeks: an address registered less than{' '}
        {NEW_DOMAIN_DAYS} days ago is a serious warning, one less than a year old a moderate one,
        and an older one counts in the shop&apos;s favour. When the registry cannot be reached, the
        report says so and nothing else changes. This needs a network connection; everything else
        above works offline.
      </p>
      <p>
        <strong>Wikipedia&apos;s Perennial Sources list.</strong> {PRODUCT_NAME} can also ship how
        Wikipedia&apos;s editors judge sources they discuss again and again (generally reliable, no
        consensus, generally unreliable, deprecated; CC BY-SA 4.0). Where it and the ratings above
        disagree about a website, the report shows both, each with its source. This copy of{' '}
        {PRODUCT_NAME} holds{' '}
        {PERENNIAL_DOMAINS === 0
          ? 'none of it yet'
          : `${PERENNIAL_DOMAINS.toLocaleString('en-US')} of its websites`}
        : the list could not be obtained where it was built, and it is added by a script when it can
        be.
      </p>
      <p>
        <strong>When a page cannot be opened.</strong> If a shop or article link cannot be opened
        (no network, no such site, the site refuses or answers with an error), the report is built
        from the address alone: the scam lists, look-alikes of brands, the shape of the name, the
        ratings and, when the registry answers, the address&apos;s age. It says first why the page
        could not be opened. A listed or imitating address can be graded D or F; an address with
        nothing against it stays in the middle, because the page itself was not checked. Such a
        report is not kept for 24 hours, so trying again reads the page.
      </p>
      <p>
        <strong>Names no list knows yet.</strong> A small model reads the shape of a web
        address&apos;s name (selling words and words of goods strung together, digits and hyphens,
        machine-made or keyboard-walk names, cheap endings). It was trained on one scam list and
        measured on the other: it tells their names from news websites&apos; with an AUC of 0.80 to
        0.84. It warns only when it is sure and the name shows a sign honest shops rarely have, so
        it warns on about 1% of news websites and catches 10% to 43% of the listed names it never
        saw: a name is a pattern, not proof.
      </p>
      <p>
        <strong>Published fact-checks.</strong> No collection of published fact-checks ships with{' '}
        {PRODUCT_NAME}: the large collections we found do not allow passing them on (they are for
        non-commercial use only, or their licence could not be confirmed). A new installation
        therefore compares claims with no fact-checker&apos;s verdict, and says so under the claims.
        A newsroom running {PRODUCT_NAME} adds its own archive, or a feed it is licensed to use, as
        schema.org ClaimReview or CSV with <code>npm run factchecks -- import</code>; the desktop
        app copies the public feed&apos;s fact-checks whenever it is online.
      </p>
      <p>
        <strong>Content credentials.</strong> Some cameras, editors and AI image generators attach a
        signed record of where an image comes from (C2PA &ldquo;content credentials&rdquo;). When a
        screenshot carries one, we check its signature and whether the image still matches it,
        offline, and report who signed it, the tool that wrote it and what it says was done, such as
        &ldquo;created by an AI model&rdquo; or &ldquo;edited&rdquo;. A record that says an AI model
        made the image, or one that no longer matches the image, is a warning. We do not check
        signers against a list of trusted ones, so a signature tells you who signed, not that they
        are who they claim to be.
      </p>

      <h2>3. Optional AI model</h2>
      <p>
        Where it is configured, a generative AI model adds claim-level reasoning and sources on top
        of the offline signals: Google Gemini, from a search provider, when the operator sets a
        Gemini API key, or the operator&apos;s own OpenAI-compatible model server. The report names
        the engine that produced it, and if the model is unavailable or slow the offline result is
        returned with a note rather than an error. What is sent to a provider is listed in the{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>

      <h2>4. Scoring</h2>
      <p>The scorecard rates four dimensions from 0 to 100:</p>
      <ul>
        <li>
          <strong>Credibility score</strong>: the overall figure behind the grade.
        </li>
        <li>
          <strong>Source quality</strong>: who is behind the content and how they support it.
        </li>
        <li>
          <strong>Bias detection</strong>: loaded language and manipulation techniques (lower is
          better).
        </li>
        <li>
          <strong>Transparency</strong>: authorship, dates, contact details and disclosed interests.
        </li>
      </ul>
      <p>Source quality is weighted as follows:</p>
      <ul>
        <li>Source authority: {pct(SCORING_WEIGHTS.sourceAuthority)}</li>
        <li>Author expertise: {pct(SCORING_WEIGHTS.authorExpertise)}</li>
        <li>Citation quality: {pct(SCORING_WEIGHTS.citationQuality)}</li>
        <li>Publication standards: {pct(SCORING_WEIGHTS.publicationStandards)}</li>
      </ul>
      <p>
        Grades: 90 and above A, 80 B, 70 C, 60 D, below 60 F. Credibility labels: 80+ high, 60+
        moderate, 40+ low, otherwise very low.
      </p>

      <h2>5. Data handling</h2>
      <p>
        Results are cached for {RESULT_CACHE_HOURS} hours. Screenshots are held for{' '}
        {SERVER_IMAGE_RETENTION_HOURS} hours and then deleted. The public dataset contains aggregate
        patterns only, never submitted content.
      </p>

      <h2>6. Limitations</h2>
      <ul>
        <li>
          Signals describe <em>how</em> something is written and published, not whether every
          sentence is true. Careful disinformation can score well; honest but sloppy writing can
          score poorly.
        </li>
        <li>
          The offline engine cannot check facts against the world; without the AI model many claims
          stay uncertain.
        </li>
        <li>Language coverage is strongest in English.</li>
        <li>
          Satire, quotes of scams (for example in a warning article) and very short texts are hard
          cases.
        </li>
        <li>Screenshots depend on the text that can be read from the image.</li>
      </ul>

      <h2>7. Measured accuracy</h2>
      <p>
        We measure the offline engine on public labelled data sets: how well its credibility score
        ranks the bad examples (spam, clickbait, fake news, false statements, phishing, scam sites)
        below the good ones. The cross-validated figure is the honest one: the model is tested on
        examples it was not trained on.
      </p>
      <EvaluationInWords />
      <details className="mt-4">
        <summary className="cursor-pointer font-medium text-accent-700">
          The full figures, for specialists
        </summary>
        <EvaluationTable />
      </details>
    </StaticPage>
  );
}
