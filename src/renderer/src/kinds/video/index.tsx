/** A YouTube video (or any link): the Video tab, selected when the page opens. */
import { Video } from 'lucide-react';
import { analyzeUrlRoute } from '../../../../shared/kinds/url';
import { UrlForm } from '../url/url-form';
import { SUBMITTED_TEXT_INTRO, plainWording, type RendererKind, type TabFormProps } from '../kind';
import { urlButtonLabel } from '../../lib/url';
import { submitUrl } from '../url/submit-url';

function VideoTab({ drafts, setDraft, run, running, busy }: TabFormProps) {
  return (
    <UrlForm
      label="YouTube video or article link"
      hint="Paste any link: a YouTube video (we analyze its transcript, title and description) or a news article or web page."
      placeholder="https://www.youtube.com/watch?v=... or https://news.example.com/article"
      buttonLabel={urlButtonLabel(drafts.url, 'video')}
      value={drafts.url}
      onChange={(value) => setDraft('url', value)}
      onSubmit={(value) => run(submitUrl({ url: value }))}
      running={running}
      busy={busy}
    />
  );
}

export const videoKind: RendererKind = {
  type: 'video',
  label: 'Video',
  icon: Video,
  // Videos have their own page, with the player.
  reportPath: (id) => `/video/${encodeURIComponent(id)}`,
  intro: SUBMITTED_TEXT_INTRO,
  tab: {
    id: 'video',
    label: 'Video',
    icon: <Video className="h-4 w-4" />,
    order: 1,
    criteria: 'video',
    Form: VideoTab,
  },
  readText: null,
  sentOnPublish: 'the video link',
  noteWording: plainWording,
  // The one address of the article, shopping and video kinds.
  apiRoute: {
    path: analyzeUrlRoute.path,
    what: 'analyze an article, shop ({"url", "type": "shopping"}) or YouTube video, body {"url": "..."}',
  },
};
