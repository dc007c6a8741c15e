/** /collaborate: donate, contribute, partner or get in touch. */
import { Code, Handshake, Heart, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DONATION_URL, PRODUCT_NAME } from '../../../shared/constants';
import { PageContainer, PageHeading } from '../components/layout/page-container';
import { buttonClass } from '../components/ui/button-classes';
import { usePageMeta } from '../hooks/use-page-meta';

function Option({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <section className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span aria-hidden="true" className="text-accent-700">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-2 flex-1 space-y-2 text-sm leading-6 text-slate-700">{children}</div>
      <div className="mt-5">{action}</div>
    </section>
  );
}

export default function CollaboratePage() {
  usePageMeta(
    'Collaborate',
    `Support ${PRODUCT_NAME} with a donation, code, research or a partnership. It stays free because people help.`,
  );
  return (
    <PageContainer>
      <PageHeading
        title="Collaborate"
        icon={<Handshake className="h-8 w-8" />}
        lead={`${PRODUCT_NAME} is free, has no ads and does not track anyone. It is funded by donations and affiliate partnerships, and improved by people who contribute.`}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Option
          icon={<Heart className="h-5 w-5" />}
          title="Donate"
          action={
            <a
              href={DONATION_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass.primary}
            >
              Make a donation<span className="sr-only"> (opens in a new tab)</span>
            </a>
          }
        >
          <p>
            Donations pay for hosting and for the optional AI analysis. A small monthly amount keeps
            the service free for families, students and newsrooms that cannot pay.
          </p>
        </Option>
        <Option
          icon={<Code className="h-5 w-5" />}
          title="Technical contribution"
          action={
            <Link to="/technical-specs" className={buttonClass.secondary}>
              Read the technical specs
            </Link>
          }
        >
          <p>
            Improve the detectors, add languages, report false positives, or review the security of
            the link fetcher. Every red-flag rule is explainable and tested, so a good example of a
            missed scam is already a valuable contribution.
          </p>
        </Option>
        <Option
          icon={<Handshake className="h-5 w-5" />}
          title="Partnerships"
          action={
            <Link to="/contact" className={buttonClass.secondary}>
              Propose a partnership
            </Link>
          }
        >
          <p>
            Newsrooms, libraries, schools and consumer organisations can link to reports, use the
            public dataset for research, or work with us on media-literacy material. Affiliate
            partners are chosen for privacy and never influence a grade.
          </p>
        </Option>
        <Option
          icon={<Mail className="h-5 w-5" />}
          title="Get in touch"
          action={
            <Link to="/contact" className={buttonClass.secondary}>
              Contact us
            </Link>
          }
        >
          <p>
            Research collaborations, press enquiries, sponsorship or a question about a report:
            write to us and we will reply.
          </p>
        </Option>
      </div>
    </PageContainer>
  );
}
