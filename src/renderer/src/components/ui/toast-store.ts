/**
 * Toast state (spec 9): at most TOAST_LIMIT toasts at a time, each shown TOAST_DURATION_MS;
 * a dismissed toast stays in state (closed) until TOAST_REMOVE_DELAY_MS so exit handling and
 * screen readers are not cut short, then it is removed.
 */
import { create } from 'zustand';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../../../../shared/constants';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  show(input: ToastInput): number;
  dismiss(id: number): void;
  remove(id: number): void;
}

let nextId = 1;
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (input) => {
    const id = nextId++;
    set((state) => ({
      toasts: [{ ...input, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT),
    }));
    return id;
  },
  dismiss: (id) => {
    set((state) => ({
      toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
    }));
    if (!removeTimers.has(id)) {
      removeTimers.set(
        id,
        setTimeout(() => get().remove(id), TOAST_REMOVE_DELAY_MS),
      );
    }
  },
  remove: (id) => {
    const timer = removeTimers.get(id);
    if (timer) clearTimeout(timer);
    removeTimers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shows a toast from anywhere (event handlers, mutations). */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
