/** Pasted text: the Text tab, which also offers to read a pasted link as a page or a shop. */
import { FileText } from 'lucide-react';
import { analyzeTextRoute } from '../../../../shared/kinds/text';
import { analyzeText } from '../../api/analyze';
import { LinkOffer } from './link-offer';
import { TextForm } from './text-form';
import { pastedLink } from '../../lib/url';
import { submitUrl } from '../url/submit-url';
import {
  SUBMITTED_TEXT_INTRO,
  plainWording,
  sharedReportPath,
  type RendererKind,
  type TabFormProps,
} from '../kind';

function TextTab({ drafts, setDraft, run, running, busy }: TabFormProps) {
  const link = pastedLink(drafts.text);
  return (
    <>
      <TextForm
        value={drafts.text}
        onChange={(value) => setDraft('text', value)}
        onSubmit={(content) =>
          run(async (unlisted) => {
            const res = await analyzeText(content, unlisted);
            return { id: res.id, results: res.results, originalContent: content };
          })
        }
        running={running}
        busy={busy}
      />
      {link ? (
        <LinkOffer
          link={link}
          busy={busy}
          onReadPage={() => run(submitUrl({ url: link, type: 'article' }))}
          onCheckShop={() => run(submitUrl({ url: link, type: 'shopping' }))}
        />
      ) : null}
    </>
  );
}

export const textKind: RendererKind = {
  type: 'text',
  label: 'Text',
  icon: FileText,
  reportPath: sharedReportPath,
  intro: SUBMITTED_TEXT_INTRO,
  tab: {
    id: 'text',
    label: 'Text',
    icon: <FileText className="h-4 w-4" />,
    order: 2,
    criteria: 'article',
    Form: TextTab,
  },
  readText: null,
  sentOnPublish: 'the text',
  noteWording: plainWording,
  apiRoute: { path: analyzeTextRoute.path, what: 'analyze pasted text, body {"content": "..."}' },
};
