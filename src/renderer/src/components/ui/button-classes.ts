/** Shared button looks. Sizes keep a 44 px touch target on mobile. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonClass = {
  primary: `${base} bg-accent-700 text-white hover:bg-accent-800 disabled:hover:bg-accent-700`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`,
  ghost: `${base} text-slate-700 hover:bg-slate-100`,
} as const;
