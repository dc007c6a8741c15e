/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump, only the
 * selected tab is in the tab order (roving tabindex).
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface TabListProps<T extends string> {
  /** Prefix for the tab and panel ids. */
  idPrefix: string;
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange(value: T): void;
}

export function tabId(prefix: string, value: string): string {
  return `${prefix}-tab-${value}`;
}
export function panelId(prefix: string, value: string): string {
  return `${prefix}-panel-${value}`;
}

export function TabList<T extends string>({
  idPrefix,
  label,
  items,
  value,
  onChange,
}: TabListProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  function select(index: number) {
    const count = items.length;
    const item = items[((index % count) + count) % count];
    if (!item) return;
    onChange(item.value);
    refs.current.get(item.value)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      // Two a row on a phone, all in one row from a tablet up, however many kinds there are.
      className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              if (el) refs.current.set(item.value, el);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, item.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex min-h-11 flex-1 basis-[calc(50%-0.25rem)] items-center justify-center gap-2 rounded-lg px-3 py-2 sm:basis-0 text-sm font-semibold transition-colors ${
              selected
                ? 'bg-white text-accent-800 shadow-sm ring-1 ring-slate-200'
                : 'text-slate-600 hover:bg-white/60 hover:text-slate-900'
            }`}
          >
            {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  value: string;
  /** Inactive panels stay mounted (keeping their input) but hidden. */
  active: boolean;
  children: ReactNode;
}

export function TabPanel({ idPrefix, value, active, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the tab order so keyboard users reach its content.
      tabIndex={0}
      hidden={!active}
      className="rounded-lg pt-2"
    >
      {children}
    </div>
  );
}
