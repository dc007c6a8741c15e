/**
 * The analyzed screenshot as a small strip: a thumbnail (a button that opens the image full size
 * in a dialog), the file name and size. Small on purpose: a tall image card pushed the verdict down.
 * A screenshot that screening withheld is not stored: the card says why, and only the person who
 * uploaded it sees it, from their own browser's copy.
 */
import { Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { imageSizeKb } from '../../../../shared/grading';
import { Card } from '../ui/card';
import { Dialog } from '../ui/dialog';

interface ScreenshotCardProps {
  imageData?: string | null;
  imageName?: string | null;
  imageSize?: number | null;
  /** Why screening withheld the image (analysisMetadata.imageWithheld): shown in its place. */
  withheld?: string | null;
}

export function ScreenshotCard({ imageData, imageName, imageSize, withheld }: ScreenshotCardProps) {
  const [open, setOpen] = useState(false);
  if (!imageName && !imageData && !withheld) return null;
  // Only an image data URL is ever rendered; anything else is not ours to display.
  const src = imageData?.startsWith('data:image/') ? imageData : null;
  const alt = `The analyzed screenshot${imageName ? `, ${imageName}` : ''}`;
  return (
    <Card id="screenshot" title="Analyzed Screenshot" icon={<ImageIcon className="h-5 w-5" />}>
      <div className="flex items-center gap-3">
        {src ? (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="shrink-0 rounded-lg border border-slate-200 p-0.5 hover:border-accent-600"
            aria-label={`Open the screenshot full size${imageName ? `: ${imageName}` : ''}`}
          >
            <img src={src} alt="" className="h-16 w-16 rounded-md object-cover object-top" />
          </button>
        ) : null}
        <div className="min-w-0 text-sm text-slate-700">
          <p className="truncate font-medium text-slate-900">{imageName ?? 'Screenshot'}</p>
          {imageSize != null ? <p className="text-slate-600">{imageSizeKb(imageSize)} KB</p> : null}
          {withheld ? (
            <p className="text-xs text-slate-700" data-testid="screenshot-withheld">
              {withheld}
              {src
                ? ' Only you see the picture here: it is held in this browser for a few minutes and was not kept.'
                : ''}
            </p>
          ) : src ? (
            <p className="text-xs text-slate-600">
              Tap the picture to see it full size. The text we read from it is under Analyzed
              Content.
            </p>
          ) : (
            <p className="text-xs text-slate-600">
              The image itself is no longer held here; the text we read from it is under Analyzed
              Content.
            </p>
          )}
        </div>
      </div>
      {src ? (
        <Dialog open={open} onClose={() => setOpen(false)} title={imageName ?? 'Screenshot'}>
          <img src={src} alt={alt} className="max-h-[75vh] w-auto max-w-full rounded-lg" />
        </Dialog>
      ) : null}
    </Card>
  );
}
