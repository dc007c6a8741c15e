/** The analysed screenshot: file name and size in KB, and the image while it is still held. */
import { Image as ImageIcon } from 'lucide-react';
import { imageSizeKb } from '../../../../shared/grading';
import { Card } from '../ui/card';

interface ScreenshotCardProps {
  imageData?: string | null;
  imageName?: string | null;
  imageSize?: number | null;
}

export function ScreenshotCard({ imageData, imageName, imageSize }: ScreenshotCardProps) {
  if (!imageName && !imageData) return null;
  // Only an image data URL is ever rendered; anything else is not ours to display.
  const src = imageData?.startsWith('data:image/') ? imageData : null;
  return (
    <Card id="screenshot" title="Analyzed Screenshot" icon={<ImageIcon className="h-5 w-5" />}>
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{imageName ?? 'Screenshot'}</span>
        {imageSize != null ? <span className="ml-2 text-slate-600">{imageSizeKb(imageSize)} KB</span> : null}
      </p>
      {src ? (
        <img
          src={src}
          alt={`The analysed screenshot${imageName ? `, ${imageName}` : ''}`}
          className="mt-3 max-h-96 w-auto rounded-lg border border-slate-200"
        />
      ) : (
        <p className="mt-2 text-xs text-slate-500">The image itself is no longer held; only its analysis remains.</p>
      )}
    </Card>
  );
}
