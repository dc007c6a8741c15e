/** The anatomy the real signals step reads in a pasted text (pretexts, asks, pressures, channels). */
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';

export const anatomyOf = (text: string) => computeSignals(acquireText(text)).anatomy!.anatomy;

/** The kinds of what a text asks and how it pushes, as the anatomy reads them. */
export const askAndPressureKinds = (text: string) => {
  const a = anatomyOf(text);
  return { asks: a.asks.map((x) => x.kind), pressures: a.pressures.map((x) => x.kind) };
};
