/** A screenshot: the Screenshot tab; the image stays in the session for a few minutes only. */
import { Camera } from 'lucide-react';
import { analyzeImageRoute } from '../../../../shared/kinds/screenshot';
import { analyzeImage } from '../../api/analyze';
import { ScreenshotForm } from './screenshot-form';
import { aboutImage } from './wording';
import { sharedReportPath, type RendererKind, type TabFormProps } from '../kind';

/** For a screenshot, whose text is read only after it is sent. */
export const SCREENSHOT_READ_FIRST =
  'If the text in the screenshot reads like a private message or a tip, it stays off the public feed unless you untick and tick this again.';

/** The intro of a report read from an image. */
export const SCREENSHOT_INTRO = 'analyzing screenshot content';

function ScreenshotTab({ drafts, setDraft, run, running, busy }: TabFormProps) {
  return (
    <ScreenshotForm
      file={drafts.files.screenshot ?? null}
      onFile={(value) => setDraft('files', { ...drafts.files, screenshot: value })}
      onSubmit={(chosen) =>
        run(async (unlisted) => {
          const res = await analyzeImage(chosen, unlisted);
          const image = { data: res.temporaryImageData, name: res.imageName, size: res.imageSize };
          return { id: res.id, results: res.results, image };
        })
      }
      running={running}
      busy={busy}
    />
  );
}

export const screenshotKind: RendererKind = {
  type: 'screenshot',
  label: 'Screenshot',
  icon: Camera,
  reportPath: sharedReportPath,
  intro: SCREENSHOT_INTRO,
  tab: {
    id: 'screenshot',
    label: 'Screenshot',
    icon: <Camera className="h-4 w-4" />,
    order: 4,
    criteria: 'screenshot',
    Form: ScreenshotTab,
    readFirst: SCREENSHOT_READ_FIRST,
  },
  readText: {
    intro: 'The text we read from the screenshot, as it was judged:',
    label: 'Text read from the screenshot',
  },
  sentOnPublish: 'only the text read from the image, never the image itself',
  noteWording: aboutImage,
  apiRoute: {
    path: analyzeImageRoute.path,
    what: 'analyze a screenshot, multipart form with the field "image"',
  },
};
