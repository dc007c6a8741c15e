/** The three explainers shown before a result: Citizen Journalism, Verification Process, AI Process. */
import { Brain, Megaphone, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RESULT_CACHE_HOURS } from '../../../../shared/constants';
import { Dialog } from '../ui/dialog';

interface InfoItem {
  title: string;
  teaser: string;
  icon: ReactNode;
  body: ReactNode;
}

const ITEMS: readonly InfoItem[] = [
  {
    title: 'Citizen Journalism',
    teaser: 'Anyone can check a source before sharing it.',
    icon: <Megaphone className="h-5 w-5" />,
    body: (
      <>
        <p>
          Most misinformation spreads because people share things they have not had time to check.
          FactLens gives journalists, activists, researchers, educators and families the same first
          look a fact-checker would take: who is behind it, what exactly is claimed, and which
          warning signs are present.
        </p>
        <p>
          A report is a starting point, not a verdict. Use the questions it suggests to dig further,
          and share the report link so others can see the reasoning, not only the grade.
        </p>
      </>
    ),
  },
  {
    title: 'Verification Process',
    teaser: 'Claims, red flags and source quality, step by step.',
    icon: <ShieldCheck className="h-5 w-5" />,
    body: (
      <>
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>
            We read the content: the text you paste, the page behind a link, a video transcript or a
            screenshot.
          </li>
          <li>
            We pull out the checkable claims and look for red flags such as urgency, payment
            requests, look-alike links and missing authorship.
          </li>
          <li>
            We score source quality, factual accuracy, transparency and bias, and combine them into
            a grade from A to F.
          </li>
          <li>
            Without a piece of evidence we mark a claim uncertain and tell you what to check, rather
            than guess.
          </li>
        </ol>
        <p>
          Results are cached for {RESULT_CACHE_HOURS} hours so a shared report stays consistent.
        </p>
      </>
    ),
  },
  {
    title: 'AI Process',
    teaser: 'What the analysis engine does and does not do.',
    icon: <Brain className="h-5 w-5" />,
    body: (
      <>
        <p>
          Every analysis runs an explainable offline engine: named signals with weights, each citing
          the exact words that triggered it, so the same input always gets the same result. Where
          the operator has configured one, a generative AI model (Google Gemini, from a search
          provider, or the operator&apos;s own OpenAI-compatible model) adds claim-level reasoning
          on top; the report says which engine produced it, and nothing is sent to a model
          otherwise.
        </p>
        <p>
          AI can be wrong. Read the reasoning, follow the sources and treat the grade as one input
          to your own judgement.{' '}
          <Link
            to="/research-brief"
            className="font-medium text-accent-700 underline hover:text-accent-800"
          >
            Read the methodology
          </Link>{' '}
          for the full methodology and its limits.
        </p>
      </>
    ),
  },
];

export function InfoDialogs() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {ITEMS.map((item) => (
        <div key={item.title}>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setOpen(item.title)}
            className="flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-accent-600 hover:bg-accent-50"
          >
            <span aria-hidden="true" className="mt-0.5 text-accent-700">
              {item.icon}
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{item.title}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{item.teaser}</span>
            </span>
          </button>
          <Dialog
            open={open === item.title}
            onClose={() => setOpen(null)}
            title={item.title}
            icon={item.icon}
          >
            {item.body}
          </Dialog>
        </div>
      ))}
    </div>
  );
}
