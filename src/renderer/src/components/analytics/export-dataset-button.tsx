/**
 * 'Export Dataset': downloads the aggregate dataset as factlens-dataset-YYYY-MM-DD.json and reports
 * the outcome in a toast. States: idle, exporting, success, failure.
 */
import { Download } from 'lucide-react';
import { useState } from 'react';
import { exportDatasetRoute } from '../../../../shared/contracts';
import { TEXT, exportSuccessMessage } from '../../../../shared/messages';
import { callRoute } from '../../api/call-route';
import { errorMessage } from '../../api/client';
import { downloadJson } from '../../lib/download';
import { isoDay } from '../../lib/format';
import { buttonClass } from '../ui/button-classes';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast-store';

type ExportState = 'idle' | 'exporting' | 'success' | 'failure';

export function ExportDatasetButton() {
  const [state, setState] = useState<ExportState>('idle');

  const exportDataset = async () => {
    setState('exporting');
    try {
      const data = await callRoute(exportDatasetRoute);
      downloadJson(data, `factlens-dataset-${isoDay(new Date())}.json`);
      setState('success');
      toast({
        title: TEXT.exportSuccessTitle,
        description: exportSuccessMessage(data.totalAnalyses),
      });
    } catch (error) {
      setState('failure');
      toast({
        title: TEXT.exportFailedTitle,
        description: errorMessage(error, TEXT.exportFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void exportDataset()}
      disabled={state === 'exporting'}
      aria-busy={state === 'exporting'}
      data-state={state}
      className={buttonClass.primary}
    >
      {state === 'exporting' ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
      {state === 'exporting' ? 'Exporting...' : 'Export Dataset'}
    </button>
  );
}
