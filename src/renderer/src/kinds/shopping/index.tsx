/** An online shop: the Shopping tab. */
import { ShoppingBag } from 'lucide-react';
import { UrlForm } from '../url/url-form';
import {
  SUBMITTED_TEXT_INTRO,
  plainWording,
  sharedReportPath,
  type RendererKind,
  type TabFormProps,
} from '../kind';
import { urlButtonLabel } from '../../lib/url';
import { submitUrl } from '../url/submit-url';

function ShoppingTab({ drafts, setDraft, run, running, busy }: TabFormProps) {
  return (
    <UrlForm
      label="Shopping website URL"
      hint="Paste the address of an online shop or product page you are unsure about."
      placeholder="https://shop.example.com/product"
      buttonLabel={urlButtonLabel(drafts.url, 'shopping')}
      value={drafts.url}
      onChange={(value) => setDraft('url', value)}
      onSubmit={(value) => run(submitUrl({ url: value, type: 'shopping' }))}
      running={running}
      busy={busy}
    />
  );
}

export const shoppingKind: RendererKind = {
  type: 'shopping',
  label: 'Shop',
  icon: ShoppingBag,
  reportPath: sharedReportPath,
  intro: SUBMITTED_TEXT_INTRO,
  tab: {
    id: 'shopping',
    label: 'Shopping',
    icon: <ShoppingBag className="h-4 w-4" />,
    order: 3,
    criteria: 'shopping',
    Form: ShoppingTab,
  },
  readText: null,
  sentOnPublish: 'the page address',
  noteWording: plainWording,
  apiRoute: null,
};
