// The notifications' settings and the one `toast` islands call (`toast.error(...)`), on sonner. Stores never
// toast: they return what happened, and the island that asked shows it (see app/failure.ts).
import { toast as sonner, type ExternalToast } from 'sonner';

/**
 * Spec section 9: toasts last 4000 ms, 3 visible, width 356, gap 14, swipe 45 px, removal 200 ms, Alt+T.
 * sonner's own constants for width (356), swipe threshold (45) and removal delay (200) are these values;
 * duration, visible count, gap and hotkey are passed to its Toaster (Toaster.tsx).
 */
export const TOAST_SETTINGS = {
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
  swipeThreshold: 45,
  removeDelay: 200,
  hotkey: ['altKey', 'KeyT'],
} as const;

export type ToastType = 'default' | 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  description?: string;
  /** How long it stays, in ms (default 4000); Infinity keeps it until closed. */
  duration?: number;
  /** One button in the toast (e.g. Undo); pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
  /** Reusing an id replaces that toast instead of adding one. */
  id?: string | number;
}

/** What the screen reader is told, and how urgently: errors interrupt (assertive), the rest wait (polite). */
export interface Announcement {
  text: string;
  urgency: 'assertive' | 'polite';
  /** Changes with every announcement, so the same words twice are read twice. */
  seq: number;
}

type Listener = (a: Announcement) => void;
const listeners = new Set<Listener>();
let seq = 0;

/** Called by the Toaster's live regions: every toast's words, with its urgency. */
export function onAnnouncement(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function sonnerOptions(options: ToastOptions): ExternalToast {
  const out: ExternalToast = {};
  if (options.description !== undefined) out.description = options.description;
  if (options.duration !== undefined) out.duration = options.duration;
  if (options.id !== undefined) out.id = options.id;
  if (options.action) {
    const { label, onClick } = options.action;
    out.action = { label, onClick: () => onClick() };
  }
  return out;
}

function show(type: ToastType, title: string, options: ToastOptions = {}): string | number {
  seq += 1;
  const text = options.description ? `${title}. ${options.description}` : title;
  for (const l of listeners) l({ text, urgency: type === 'error' ? 'assertive' : 'polite', seq });
  const o = sonnerOptions(options);
  return type === 'default' ? sonner(title, o) : sonner[type](title, o);
}

/** Raise a toast: `toast('Saved')`, `toast.error(title, { description })`, `toast.dismiss(id?)`. */
export const toast = Object.assign((title: string, options?: ToastOptions) => show('default', title, options), {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
  warning: (title: string, options?: ToastOptions) => show('warning', title, options),
  message: (title: string, options?: ToastOptions) => show('default', title, options),
  dismiss: (id?: string | number) => void sonner.dismiss(id),
});
