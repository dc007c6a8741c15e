/**
 * The input panel of /home: the error alert above the tabs, then Video (default), Text, Shopping
 * and Screenshot, each with its criteria panel.
 */
import { Camera, FileText, ShoppingBag, Video } from 'lucide-react';
import { useState } from 'react';
import type { CriteriaType } from '../../../../shared';
import { ImageAnalysisError } from '../../api/analyze';
import { errorMessage } from '../../api/client';
import { ErrorAlert } from '../ui/alert';
import { TabList, TabPanel, type TabItem } from '../ui/tabs';
import { pastedLink } from '../../lib/url';
import { CriteriaPanel } from './criteria-panel';
import { LinkOffer } from './link-offer';
import { PublicNotice } from './public-notice';
import { ScreenshotForm } from './screenshot-form';
import { TextForm } from './text-form';
import { UrlForm } from './url-form';
import { useAnalyze, type AnalyzeInput } from './use-analyze';

type AnalyzerTab = 'video' | 'text' | 'shopping' | 'screenshot';

const TABS: readonly TabItem<AnalyzerTab>[] = [
  { value: 'video', label: 'Video', icon: <Video className="h-4 w-4" /> },
  { value: 'text', label: 'Text', icon: <FileText className="h-4 w-4" /> },
  { value: 'shopping', label: 'Shopping', icon: <ShoppingBag className="h-4 w-4" /> },
  { value: 'screenshot', label: 'Screenshot', icon: <Camera className="h-4 w-4" /> },
];

const CRITERIA: Record<AnalyzerTab, CriteriaType> = {
  video: 'video',
  text: 'article',
  shopping: 'shopping',
  screenshot: 'screenshot',
};

const TABS_ID = 'analyzer';

export function AnalyzerPanel({ onResult }: { onResult(): void }) {
  const [tab, setTab] = useState<AnalyzerTab>('video');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [runningTab, setRunningTab] = useState<AnalyzerTab | null>(null);
  const [unlisted, setUnlisted] = useState(false);
  const link = pastedLink(text);
  const analyze = useAnalyze(onResult);
  const busy = analyze.isPending;

  // An error belongs to the attempt that caused it: a new tab or a new input clears it.
  const clearError = () => {
    if (analyze.isError) analyze.reset();
  };
  const changeTab = (next: AnalyzerTab) => {
    clearError();
    setTab(next);
  };
  const changeUrl = (value: string) => {
    clearError();
    setUrl(value);
  };
  const changeText = (value: string) => {
    clearError();
    setText(value);
  };
  const changeFile = (value: File | null) => {
    clearError();
    setFile(value);
  };

  const run = (from: AnalyzerTab, input: AnalyzeInput) => {
    setRunningTab(from);
    analyze.mutate(unlisted ? { ...input, unlisted: true } : input);
  };
  const running = (t: AnalyzerTab) => busy && runningTab === t;
  const error = analyze.error;
  const notice = <PublicNotice unlisted={unlisted} onUnlistedChange={setUnlisted} />;

  return (
    <div className="space-y-4">
      {error ? (
        <ErrorAlert>
          <p>{errorMessage(error, 'The analysis could not be completed. Please try again.')}</p>
          {error instanceof ImageAnalysisError && error.detail && error.detail !== error.message ? (
            <p className="mt-1">{error.detail}</p>
          ) : null}
        </ErrorAlert>
      ) : null}

      <TabList<AnalyzerTab> idPrefix={TABS_ID} label="What do you want to check?" items={TABS} value={tab} onChange={changeTab} />

      <TabPanel idPrefix={TABS_ID} value="video" active={tab === 'video'}>
        <UrlForm
          label="YouTube video or article link"
          hint="Paste any link: a YouTube video (we analyze its transcript, title and description) or a news article or web page."
          placeholder="https://www.youtube.com/watch?v=... or https://news.example.com/article"
          buttonLabel="Analyze Video"
          value={url}
          onChange={changeUrl}
          onSubmit={(value) => run('video', { kind: 'url', request: { url: value } })}
          running={running('video')}
          busy={busy}
        />
        {notice}
        <CriteriaPanel type={CRITERIA.video} />
      </TabPanel>
      <TabPanel idPrefix={TABS_ID} value="text" active={tab === 'text'}>
        <TextForm
          value={text}
          onChange={changeText}
          onSubmit={(content) => run('text', { kind: 'text', content })}
          running={running('text')}
          busy={busy}
        />
        {link ? (
          <LinkOffer
            link={link}
            busy={busy}
            onReadPage={() => run('text', { kind: 'url', request: { url: link, type: 'article' } })}
            onCheckShop={() => run('text', { kind: 'url', request: { url: link, type: 'shopping' } })}
          />
        ) : null}
        {notice}
        <CriteriaPanel type={CRITERIA.text} />
      </TabPanel>
      <TabPanel idPrefix={TABS_ID} value="shopping" active={tab === 'shopping'}>
        <UrlForm
          label="Shopping website URL"
          hint="Paste the address of an online shop or product page you are unsure about."
          placeholder="https://shop.example.com/product"
          buttonLabel="Analyze Shopping Site"
          value={url}
          onChange={changeUrl}
          onSubmit={(value) => run('shopping', { kind: 'url', request: { url: value, type: 'shopping' } })}
          running={running('shopping')}
          busy={busy}
        />
        {notice}
        <CriteriaPanel type={CRITERIA.shopping} />
      </TabPanel>
      <TabPanel idPrefix={TABS_ID} value="screenshot" active={tab === 'screenshot'}>
        <ScreenshotForm
          file={file}
          onFile={changeFile}
          onSubmit={(chosen) => run('screenshot', { kind: 'image', file: chosen })}
          running={running('screenshot')}
          busy={busy}
        />
        {notice}
        <CriteriaPanel type={CRITERIA.screenshot} />
      </TabPanel>
    </div>
  );
}
