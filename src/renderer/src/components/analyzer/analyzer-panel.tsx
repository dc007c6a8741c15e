/**
 * The input panel of /home: the error alert above the tabs, then one tab per input kind that has
 * one (src/renderer/src/kinds: Video (default), Text, Shopping and Screenshot), each with its
 * criteria panel.
 */
import { useMemo, useState } from 'react';
import { readPersonal } from '../../../../shared/personal-text';
import { ImageAnalysisError } from '../../api/analyze';
import { errorMessage } from '../../api/client';
import type { Drafts, Submission } from '../../kinds/kind';
import { ANALYZER_TABS } from '../../kinds/registry';
import { ErrorAlert } from '../ui/alert';
import { TabList, TabPanel, type TabItem } from '../ui/tabs';
import { CriteriaPanel } from './criteria-panel';
import { PublicNotice } from './public-notice';
import { useAnalyze } from './use-analyze';

const TABS: readonly TabItem<string>[] = ANALYZER_TABS.map((tab) => ({
  value: tab.id,
  label: tab.label,
  icon: tab.icon,
}));

const TABS_ID = 'analyzer';
const EMPTY_DRAFTS: Drafts = { url: '', text: '', files: {} };

export function AnalyzerPanel({ onResult }: { onResult(): void }) {
  const [tab, setTab] = useState<string>(ANALYZER_TABS[0]?.id ?? '');
  const [drafts, setDrafts] = useState<Drafts>(EMPTY_DRAFTS);
  const [runningTab, setRunningTab] = useState<string | null>(null);
  // The person's own tick or untick, kept while the text reads the same way (personal or not): a
  // new private message pasted after ticking for an article starts unticked again.
  const [choice, setChoice] = useState<{ publish: boolean; forPersonal: boolean } | null>(null);
  const analyze = useAnalyze(onResult);
  const busy = analyze.isPending;

  // An error belongs to the attempt that caused it: a new tab or a new input clears it.
  const clearError = () => {
    if (analyze.isError) analyze.reset();
  };
  const changeTab = (next: string) => {
    clearError();
    setTab(next);
  };
  const setDraft = <K extends keyof Drafts>(key: K, value: Drafts[K]) => {
    clearError();
    setDrafts((current) => ({ ...current, [key]: value }));
  };

  const personal = useMemo(() => readPersonal(drafts.text), [drafts.text]);
  const feedChoice = (from: string) => {
    const forPersonal = from === 'text' && personal.personal;
    const readFirst = ANALYZER_TABS.find((t) => t.id === from)?.readFirst ?? null;
    const chosen = choice && choice.forPersonal === forPersonal ? choice.publish : null;
    return {
      publish: chosen ?? !forPersonal,
      reason: forPersonal ? personal.reason : null,
      // A screenshot's (or a document's) text is read on the server, which decides when no choice
      // was made; the notice says so in the tab's own words.
      decidedAfterReading: chosen === null ? readFirst : null,
      setPublish: (publish: boolean) => setChoice({ publish, forPersonal }),
    };
  };

  const run = (from: string, submission: Submission) => {
    setRunningTab(from);
    const feed = feedChoice(from);
    analyze.mutate({
      submission,
      unlisted: feed.decidedAfterReading !== null ? undefined : !feed.publish,
    });
  };
  const error = analyze.error;
  const notice = (from: string) => {
    const feed = feedChoice(from);
    return (
      <PublicNotice
        publish={feed.publish}
        onPublishChange={feed.setPublish}
        personalReason={feed.reason}
        decidedAfterReading={feed.decidedAfterReading}
      />
    );
  };

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

      <TabList<string>
        idPrefix={TABS_ID}
        label="What do you want to check?"
        items={TABS}
        value={tab}
        onChange={changeTab}
      />

      {ANALYZER_TABS.map(({ id, criteria, Form }) => (
        <TabPanel key={id} idPrefix={TABS_ID} value={id} active={tab === id}>
          <Form
            drafts={drafts}
            setDraft={setDraft}
            run={(submission) => run(id, submission)}
            running={busy && runningTab === id}
            busy={busy}
          />
          {notice(id)}
          <CriteriaPanel type={criteria} />
        </TabPanel>
      ))}
    </div>
  );
}
