/** The anatomy the real signals step reads in a pasted text (pretexts, asks, pressures, channels). */
import { acquireText } from '../../src/server/analysis/acquire/text';
import { computeSignals } from '../../src/server/analysis/signals';

export const anatomyOf = (text: string) => computeSignals(acquireText(text)).anatomy!.anatomy;
