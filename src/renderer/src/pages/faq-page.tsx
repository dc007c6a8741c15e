/** /faq: questions in four categories (spec 2), as native disclosure widgets. */
import { CircleQuestionMark } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  CLIENT_IMAGE_RETENTION_MS,
  DEFAULT_FETCH_MAX_BYTES,
  DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN,
  FRAMEWORK_VERSION,
  LONG_TRANSCRIPT_CHARS,
  MAX_IMAGE_BYTES,
  MAX_TEXT_CHARS,
  PRODUCT_NAME,
  RESULT_CACHE_HOURS,
  SERVER_IMAGE_RETENTION_HOURS,
} from '../../../shared/constants';
import { PageContainer, PageHeading } from '../components/layout/page-container';
import { usePageMeta } from '../hooks/use-page-meta';
import type { ReactNode } from 'react';

/** Whole megabytes, as the limits are set ("10 MB"). */
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

interface Category {
  title: string;
  items: ReadonlyArray<{ q: string; a: ReactNode }>;
}

const CATEGORIES: readonly Category[] = [
  {
    title: 'About',
    items: [
      {
        q: `What is ${PRODUCT_NAME}?`,
        a: `A free tool that estimates how credible a video, article, shop, text or screenshot is, and explains why: the claims it makes, the warning signs it shows and a grade from A to F.`,
      },
      {
        q: 'Is it really free?',
        a: 'Yes. There is no sign-up, no fee and no premium tier. The service is funded by donations and affiliate partnerships.',
      },
      {
        q: 'Who is it for?',
        a: 'Journalists, activists, citizens, researchers, families checking scams and educators: anyone who wants a second opinion before believing or sharing something.',
      },
      {
        q: 'Is a grade a final verdict?',
        a: 'No. It is an informed, explained estimate. Read the reasoning and sources, and treat the grade as one input to your own judgement.',
      },
    ],
  },
  {
    title: 'Privacy & Security',
    items: [
      {
        q: 'Do you track me?',
        a: 'No. There are no accounts, no tracking cookies and no analytics scripts, and the page makes no third-party requests. IP addresses are used in memory only, to limit abuse.',
      },
      {
        q: 'What happens to my screenshot?',
        a: `It is kept on the server for ${SERVER_IMAGE_RETENTION_HOURS} hours and then deleted; your browser forgets it after ${CLIENT_IMAGE_RETENTION_MS / 60_000} minutes. Only the analysis remains. A screenshot that screening withholds is not kept at all.`,
      },
      {
        q: 'Are uploaded images checked?',
        a: (
          <>
            Yes, on our server and offline: nothing is sent anywhere for it. An image is withheld
            (deleted at once, never shown or published) when an image classifier finds it very
            likely sexual, when its text looks like a passport, ID card or driving licence, when it
            shows a payment card number, or when the check cannot finish. Other personal details,
            such as a phone number or an e-mail address, are covered by a grey box in the image
            shown. Its text is still analyzed, and the report says why the image is not shown.
            Violence and illegal content are not screened by machine: report them through the{' '}
            <Link to="/contact">contact form</Link>.
          </>
        ),
      },
      {
        q: 'Is my content sent to an AI company?',
        a: (
          <>
            Only if the operator has configured a model provider, and then only the content of the
            analysis you asked for (text, page text, screenshot and its OCR text, or a video address
            and transcript). With no provider configured nothing is sent anywhere. The{' '}
            <Link to="/privacy">privacy policy</Link> has the details.
          </>
        ),
      },
      {
        q: 'Are my analyses public?',
        a: 'Each analysis has a shareable link, and it appears in the public feed when "Show this analysis on the public feed" is ticked. The box starts unticked for a private message, such as one from family or a friend, a school or a surgery writing to you, or a confidential tip. Personal details are masked either way, but do not submit confidential text.',
      },
      {
        q: 'What do you mask, and what do you keep?',
        a: 'Before anything is stored we hide whatever is not proven public: every number of four digits or more that is not a year, an amount, a percentage, a time, a date or a quantity (so phone, card, account, reference, parcel and ID numbers and one-time codes go, in any spelling or script), passwords, e-mail addresses however they are written, names after a greeting or before a sign-off, street addresses, and the path of every link. We keep years, amounts, percentages, times, dates and quantities, the last four digits of a card ("ending 4821"), public helplines such as 7726, and the site a link leads to, because they help you judge a message and point to no one.',
      },
      {
        q: 'Is it safe to analyze a suspicious link?',
        a: 'Yes: our server fetches the page, not your device, and it refuses private network addresses. You never have to open the link yourself.',
      },
    ],
  },
  {
    title: 'How It Works',
    items: [
      {
        q: 'How is the grade calculated?',
        a: (
          <>
            Source quality, factual accuracy, transparency and bias are scored from 0 to 100 and
            combined into a credibility score: 90+ is A, 80+ B, 70+ C, 60+ D and below 60 F. The{' '}
            <Link to="/research-brief">methodology</Link> has the details.
          </>
        ),
      },
      {
        q: 'Does it use AI?',
        a: `Every analysis runs an explainable offline engine of named, weighted signals. Where the operator has configured one, a generative AI model (Google Gemini, from a search provider, or the operator's own OpenAI-compatible model) adds claim-level reasoning on top; each report says which engine produced it. Framework ${FRAMEWORK_VERSION}.`,
      },
      {
        q: 'Why is a claim "uncertain"?',
        a: 'Because we could not find evidence either way. We would rather tell you what to check than guess.',
      },
      {
        q: 'Why do I get the same result twice?',
        a: `Results are cached for ${RESULT_CACHE_HOURS} hours, so the same input gives the same report and shared links stay consistent.`,
      },
    ],
  },
  {
    title: 'Using The Service',
    items: [
      {
        q: 'What can I analyze?',
        a: 'A YouTube video link, a news or web article link, a shopping website, pasted text such as an SMS or email, or a screenshot (JPEG, PNG, GIF or WebP).',
      },
      {
        q: 'Is there a usage limit?',
        a: `Yes, so that everyone gets quick results. On this site one internet address can start ${DEFAULT_RATE_LIMIT_ANALYZE_PER_MIN} analyses a minute; more are refused until the minute is over (the desktop app has no such limit). A pasted text can be up to ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters, a screenshot up to ${megabytes(MAX_IMAGE_BYTES)} (JPEG, PNG, GIF or WebP), and a linked web page up to ${megabytes(DEFAULT_FETCH_MAX_BYTES)}. A text too short to make a claim or a request, such as "hi" or "ok thanks", is not analyzed: paste the whole message.`,
      },
      {
        q: 'Can long videos be analyzed?',
        a: `Yes. Full transcripts are processed, including long ones of ${LONG_TRANSCRIPT_CHARS.toLocaleString()} characters and more.`,
      },
      {
        q: 'How do I share a report?',
        a: 'Use the Share button on a report to copy its link, or Share Video for the video page.',
      },
      {
        q: 'I found a mistake. What should I do?',
        a: (
          <>
            Please <Link to="/contact">tell us</Link> with the report link: false positives help us
            improve the detectors.
          </>
        ),
      },
    ],
  },
];

export default function FaqPage() {
  usePageMeta(
    'Frequently Asked Questions',
    `Answers about ${PRODUCT_NAME}: what it is, privacy and security, how the analysis works and how to use it.`,
  );
  return (
    <PageContainer width="narrow">
      <PageHeading
        icon={<CircleQuestionMark className="h-8 w-8" />}
        title="Frequently Asked Questions"
      />
      <div className="space-y-10">
        {CATEGORIES.map((category, index) => (
          <section key={category.title} aria-labelledby={`faq-category-${index}`}>
            <h2 id={`faq-category-${index}`} className="mb-3 text-xl font-semibold text-slate-900">
              {category.title}
            </h2>
            <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
              {category.items.map((item) => (
                <details
                  key={item.q}
                  className="group p-4 [&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline"
                >
                  <summary className="flex min-h-8 cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                    {item.q}
                    <span
                      aria-hidden="true"
                      className="text-xl leading-none text-slate-500 transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <div className="mt-2 text-sm leading-6 text-slate-700">{item.a}</div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
