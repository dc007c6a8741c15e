/** Any unknown route. */
import { MapPinOff } from 'lucide-react';
import { TEXT } from '../../../shared/messages';
import { StatusScreen } from '../components/layout/status-screen';
import { usePageMeta } from '../hooks/use-page-meta';

export default function NotFoundPage() {
  usePageMeta(TEXT.notFoundPage, 'This page does not exist. Go back to the FactLens analyzer.');
  return (
    <StatusScreen icon={<MapPinOff className="h-8 w-8" />} title={TEXT.notFoundPage}>
      <p>The page you are looking for does not exist or has moved.</p>
    </StatusScreen>
  );
}
