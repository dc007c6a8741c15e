/**
 * Tailwind classes for each tone of src/shared/grading.ts. Written out in full so Tailwind sees
 * every class; text colours are the 700/800 shades so they pass WCAG AA on white and on the tint.
 */
import type { Tone } from '../../../shared/grading';

interface ToneClasses {
  /** Text on white or on the soft tint. */
  text: string;
  /** A soft background tint with a matching border. */
  soft: string;
  /** A solid fill (bars, dots). */
  fill: string;
  /** A solid badge: fill with readable text. */
  solid: string;
  /** A ring/border colour. */
  border: string;
  /** The fill colour as an SVG stroke (chart arcs). */
  stroke: string;
}

export const TONE: Record<Tone, ToneClasses> = {
  green: {
    text: 'text-green-800',
    soft: 'bg-green-50 border-green-200 text-green-900',
    fill: 'bg-green-600',
    solid: 'bg-green-700 text-white',
    border: 'border-green-600',
    stroke: 'stroke-green-600',
  },
  blue: {
    text: 'text-blue-800',
    soft: 'bg-blue-50 border-blue-200 text-blue-900',
    fill: 'bg-blue-600',
    solid: 'bg-blue-700 text-white',
    border: 'border-blue-600',
    stroke: 'stroke-blue-600',
  },
  yellow: {
    text: 'text-yellow-800',
    soft: 'bg-yellow-50 border-yellow-300 text-yellow-900',
    fill: 'bg-yellow-500',
    solid: 'bg-yellow-400 text-yellow-950',
    border: 'border-yellow-500',
    stroke: 'stroke-yellow-500',
  },
  orange: {
    text: 'text-orange-800',
    soft: 'bg-orange-50 border-orange-200 text-orange-900',
    fill: 'bg-orange-500',
    // 700, not 600: white text on orange-600 is only 3.6:1 (a D grade's score in its circle).
    solid: 'bg-orange-700 text-white',
    border: 'border-orange-500',
    stroke: 'stroke-orange-500',
  },
  red: {
    text: 'text-red-800',
    soft: 'bg-red-50 border-red-200 text-red-900',
    fill: 'bg-red-600',
    solid: 'bg-red-700 text-white',
    border: 'border-red-600',
    stroke: 'stroke-red-600',
  },
  grey: {
    text: 'text-slate-700',
    soft: 'bg-slate-100 border-slate-300 text-slate-800',
    fill: 'bg-slate-500',
    solid: 'bg-slate-600 text-white',
    border: 'border-slate-500',
    stroke: 'stroke-slate-500',
  },
};
