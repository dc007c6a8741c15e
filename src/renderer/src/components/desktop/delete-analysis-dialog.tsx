/**
 * Confirm before deleting a local analysis. Focus starts on Cancel (the safe choice); deleting
 * removes only this computer's copy, so a published public copy stays on the public feed.
 */
import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MyAnalysisItem } from '../../../../shared/desktop';
import { DESKTOP_TEXT } from '../../../../shared/messages';
import { errorMessage } from '../../api/client';
import { useDeleteAnalysis } from '../../api/desktop-queries';
import { ErrorAlert } from '../ui/alert';
import { buttonClass } from '../ui/button-classes';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';

interface DeleteAnalysisDialogProps {
  /** The analysis to delete; null keeps the dialog closed. */
  analysis: MyAnalysisItem | null;
  /** Its name as the list shows it. */
  name: string;
  onClose(): void;
  onDeleted(analysis: MyAnalysisItem): void;
}

export function DeleteAnalysisDialog({
  analysis,
  name,
  onClose,
  onDeleted,
}: DeleteAnalysisDialogProps) {
  const remove = useDeleteAnalysis();
  const cancel = useRef<HTMLButtonElement>(null);
  const open = analysis !== null;
  const { reset } = remove;

  // The dialog opens on its first control (the close cross); a destructive question starts on Cancel.
  useEffect(() => {
    if (open) {
      reset();
      cancel.current?.focus();
    }
  }, [open, reset]);

  const close = () => {
    if (!remove.isPending) onClose();
  };
  const confirm = () => {
    if (!analysis) return;
    remove.mutate(analysis.id, { onSuccess: () => onDeleted(analysis) });
  };
  const published = analysis?.publication?.state === 'published';

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Delete this analysis?"
      icon={<Trash2 className="h-5 w-5" />}
    >
      <p className="line-clamp-3 font-semibold break-words text-slate-900">&ldquo;{name}&rdquo;</p>
      <p>
        {published
          ? 'This removes it from this computer only. It was published: its public copy stays on the public feed.'
          : DESKTOP_TEXT.deleteKeepsPublicCopy}{' '}
        This cannot be undone.
      </p>
      {remove.isError ? (
        <ErrorAlert title="Could not delete">
          {errorMessage(remove.error, 'The request failed. Try again.')}
        </ErrorAlert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <button
          ref={cancel}
          type="button"
          className={buttonClass.secondary}
          onClick={close}
          disabled={remove.isPending}
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          className={`${buttonClass.primary} bg-red-700 hover:bg-red-800 disabled:hover:bg-red-700`}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" className="h-4 w-4" />}
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
