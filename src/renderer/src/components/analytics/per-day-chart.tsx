/** Analyses per day as an SVG column chart, with the numbers available to screen readers. */
import type { AnalyticsResponse } from '../../../../shared';

type Day = AnalyticsResponse['analysesPerDay'][number];

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

function shortDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDay
    : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export function PerDayChart({ days }: { days: readonly Day[] }) {
  const peak = Math.max(0, ...days.map((d) => d.count));
  // An empty chart is said in words, not drawn with a made-up "peak".
  if (days.length === 0 || peak === 0)
    return <p className="text-sm text-slate-600">No analyses in this period yet.</p>;
  const max = peak;
  const barWidth = WIDTH / days.length - GAP;
  const first = days[0];
  const last = days[days.length - 1];

  return (
    <figure>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: the chart is role="img" labelled by its figure caption (aria-labelledby). */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        role="img"
        aria-labelledby="per-day-caption"
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-slate-300" />
        {days.map((d, i) => {
          const h = (d.count / max) * (HEIGHT - 8);
          return (
            <rect
              key={d.date}
              x={i * (barWidth + GAP)}
              y={HEIGHT - h}
              width={Math.max(1, barWidth)}
              height={h}
              rx="2"
              className="fill-accent-600"
            >
              <title>{`${shortDate(d.date)}: ${d.count} ${d.count === 1 ? 'analysis' : 'analyses'}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{first ? shortDate(first.date) : ''}</span>
        <span>
          Busiest day: {peak} {peak === 1 ? 'analysis' : 'analyses'}
        </span>
        <span>{last ? shortDate(last.date) : ''}</span>
      </div>
      <figcaption id="per-day-caption" className="sr-only">
        Analyses per day: {days.map((d) => `${shortDate(d.date)} ${d.count}`).join(', ')}
      </figcaption>
    </figure>
  );
}
