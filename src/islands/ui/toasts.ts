// The notifications' state, apart from how they look (Toaster.tsx): a small store any module may call
// (`toast.error(...)`), with the spec's settings. No DOM here, so it is unit-tested in toasts.test.ts.

/** Spec section 9: toasts last 4000 ms, 3 visible, width 356, gap 14, swipe 45 px, removal 200 ms, Alt+T. */
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

export interface Toast {
  id: string | number;
  type: ToastType;
  title: string;
  description?: string | undefined;
  duration: number;
  action?: { label: string; onClick: () => void } | undefined;
  /** Set when it is leaving (shown fading for `removeDelay` ms, then removed). */
  leaving: boolean;
}

type Listener = (toasts: readonly Toast[]) => void;

/** A toast list: add, dismiss (with the removal delay), and subscribe. */
export function createToaster(settings: { removeDelay: number; duration: number } = TOAST_SETTINGS) {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l(toasts);
  };
  const add = (type: ToastType, title: string, options: ToastOptions = {}) => {
    const id = options.id ?? ++counter;
    const next: Toast = {
      id,
      type,
      title,
      description: options.description,
      duration: options.duration ?? settings.duration,
      action: options.action,
      leaving: false,
    };
    toasts = toasts.some((t) => t.id === id) ? toasts.map((t) => (t.id === id ? next : t)) : [...toasts, next];
    emit();
    return id;
  };
  const dismiss = (id?: string | number) => {
    const going = toasts.filter((t) => (id === undefined || t.id === id) && !t.leaving);
    if (going.length === 0) return;
    toasts = toasts.map((t) => (going.includes(t) ? { ...t, leaving: true } : t));
    emit();
    setTimeout(() => {
      toasts = toasts.filter((t) => !going.some((g) => g.id === t.id && t.leaving));
      emit();
    }, settings.removeDelay);
  };
  const toast = Object.assign((title: string, options?: ToastOptions) => add('default', title, options), {
    success: (title: string, options?: ToastOptions) => add('success', title, options),
    error: (title: string, options?: ToastOptions) => add('error', title, options),
    info: (title: string, options?: ToastOptions) => add('info', title, options),
    warning: (title: string, options?: ToastOptions) => add('warning', title, options),
    message: (title: string, options?: ToastOptions) => add('default', title, options),
    dismiss,
  });
  return {
    toast,
    get: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The page's one toast list. */
export const toaster = createToaster();
export const toast = toaster.toast;

/** The toasts shown: the newest `visibleToasts`, newest last. */
export function visible(toasts: readonly Toast[], count: number = TOAST_SETTINGS.visibleToasts): readonly Toast[] {
  return toasts.slice(-count);
}
