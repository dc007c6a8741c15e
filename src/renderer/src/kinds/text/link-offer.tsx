/** Text tab: the pasted text is a web address, so offer to read the page it points to. */
import { Link2 } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-classes';

interface LinkOfferProps {
  link: string;
  busy: boolean;
  onReadPage(): void;
  onCheckShop(): void;
}

export function LinkOffer({ link, busy, onReadPage, onCheckShop }: LinkOfferProps) {
  return (
    <div
      role="note"
      className="mt-3 rounded-lg border border-accent-100 bg-accent-50 p-3 text-sm text-slate-800"
    >
      <p className="flex gap-2">
        <Link2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" />
        <span>
          This is a link. Analyzing it here only judges the address itself; we can read the page it
          points to instead.
        </span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={buttonClass.primary} disabled={busy} onClick={onReadPage}>
          Read this page instead
        </button>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={busy}
          onClick={onCheckShop}
        >
          Check it as an online shop
        </button>
      </div>
      <p className="sr-only">{link}</p>
    </div>
  );
}
