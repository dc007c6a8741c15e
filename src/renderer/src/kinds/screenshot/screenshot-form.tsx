/**
 * Screenshot tab. The picker offers jpeg, png, gif and webp, and an image can be dropped on it. A
 * file of another type (a PDF chosen with "All files", a document dropped) is not taken, and an
 * alert says so, naming the types taken and what to do with a PDF. The button stays disabled
 * until a file is chosen.
 */
import {
  ALLOWED_IMAGE_TYPES,
  DOCUMENT_INSTEAD,
  IMAGE_FILE_ENDINGS,
  IMAGE_TYPES_IN_WORDS,
} from '../../../../shared/constants';
import {
  FileUploadForm,
  type FileUploadFormProps,
  type FileUploadText,
} from '../../components/ui/file-upload-form';

/** An allowed type, or no type at all (some devices give none) with an allowed ending. */
export function isTakenImage(file: Pick<File, 'name' | 'type'>): boolean {
  if ((ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return file.type === '' && IMAGE_FILE_ENDINGS.some((ending) => name.endsWith(ending));
}

/** Why a file is not taken, and what to do instead, in plain sentences. */
export function refusalOf(file: Pick<File, 'name' | 'type'>): string {
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  const what = pdf ? 'is a PDF, not an image' : `is not a ${IMAGE_TYPES_IN_WORDS} image`;
  return `"${file.name}" ${what}. Choose a screenshot saved as ${IMAGE_TYPES_IN_WORDS}. ${DOCUMENT_INSTEAD}`;
}

const SCREENSHOT_UPLOAD: FileUploadText = {
  label: 'Screenshot to analyze',
  hint: 'Upload a screenshot of a message, post or advert (JPEG, PNG, GIF or WebP). Screenshots of personal documents or private conversations of other people are not allowed.',
  accept: ALLOWED_IMAGE_TYPES.join(','),
  choose: 'Choose an image',
  button: 'Analyze Screenshot',
  isTaken: isTakenImage,
  refusalOf,
};

export function ScreenshotForm(props: FileUploadFormProps) {
  return <FileUploadForm text={SCREENSHOT_UPLOAD} {...props} />;
}
