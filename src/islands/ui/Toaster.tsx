import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import { cx } from './styles';
import { TOAST_SETTINGS, toast, toaster, visible, type Toast } from './toasts';

export { toast, TOAST_SETTINGS };

// Notifications in a few lines instead of a library (sonner cost about 9 KB gzip on every signed-in page):
// a region the screen reader announces politely, the newest three at the bottom right, each closing by
// itself after its duration (paused while pointed at or focused), by its close button, or by a swipe.

const tone: Record<Toast['type'], string> = {
  default: 'border-slate-200 bg-white text-ink',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-900',
};

function Item({ item, paused }: { item: Toast; paused: boolean }) {
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const left = useRef(item.duration);

  // The clock runs while nothing holds the toast open; what is left carries over a pause.
  useEffect(() => {
    if (paused || item.leaving || !Number.isFinite(left.current)) return undefined;
    const began = Date.now();
    const timer = setTimeout(() => toast.dismiss(item.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - began;
    };
  }, [paused, item.leaving, item.id]);

  const swipe = {
    onPointerDown: (e: PointerEvent<HTMLLIElement>) => {
      if ((e.target as Element).closest('button')) return;
      start.current = e.clientX;
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove: (e: PointerEvent) => {
      if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
    },
    onPointerUp: () => {
      if (start.current !== null && dx >= TOAST_SETTINGS.swipeThreshold) toast.dismiss(item.id);
      start.current = null;
      setDx(0);
    },
  };

  return (
    <li
      {...swipe}
      className={cx(
        'pointer-events-auto flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 text-sm shadow-lg transition-[opacity,transform] duration-200',
        tone[item.type],
        item.leaving && 'translate-x-4 opacity-0',
      )}
      style={dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.2, 1 - dx / 150) } : undefined}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description && <p className="mt-0.5 opacity-90">{item.description}</p>}
      </div>
      {item.action && (
        <button
          type="button"
          onClick={() => {
            item.action?.onClick();
            toast.dismiss(item.id);
          }}
          className="shrink-0 cursor-pointer rounded-md bg-ink px-2.5 py-1 text-xs font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Close toast"
        onClick={() => toast.dismiss(item.id)}
        className="-mt-1 -mr-2 shrink-0 cursor-pointer rounded-md p-1 opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </li>
  );
}

/** Mount once per island tree that raises toasts. Alt+T moves focus to the notifications. */
export function Toaster() {
  const toasts = useSyncExternalStore(
    (listener) => toaster.subscribe(listener),
    () => toaster.get(),
    () => toaster.get(),
  );
  const region = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.code === 'KeyT') {
        const first = region.current?.querySelector<HTMLElement>('button');
        (first ?? region.current)?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const shown = visible(toasts);
  if (typeof document === 'undefined') return null;
  // On the body and marked as a top layer, so an open modal leaves it usable and announced (overlay.ts).
  return createPortal(
    <section
      ref={region}
      data-react-aria-top-layer="true"
      aria-label="Notifications alt+T"
      tabIndex={-1}
      className="pointer-events-none fixed right-4 bottom-4 z-[70] outline-none"
      style={{ width: `min(${TOAST_SETTINGS.width}px, calc(100vw - 2rem))` }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      {/* Always on the page, so what is added to it is announced. */}
      <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col" style={{ gap: TOAST_SETTINGS.gap }}>
        {shown.map((item) => (
          <Item key={item.id} item={item} paused={hovered || focused} />
        ))}
      </ol>
    </section>,
    document.body,
  );
}
