import type { ReactNode } from 'react';

/**
 * A term whose definition opens by click, tap or keyboard (Enter/Space on the button; Escape or a tap
 * outside closes it). Built on the HTML popover attribute, so it needs no JavaScript at all: the shared
 * page renders it on the server and hydrates nothing. The popover sits in the top layer, centred on small
 * screens, and is a labelled dialog for assistive technology.
 */
export function Definition({ id, label, children, className }: { id: string; label: string; children: ReactNode; className?: string }) {
  const popoverId = `def-${id}`;
  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        className={`cursor-pointer rounded text-left font-medium text-slate-700 underline decoration-slate-400 decoration-dotted underline-offset-4 hover:text-ink focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${className ?? ''}`}
      >
        {label}
      </button>
      <div
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label={`${label}: definition`}
        className="cmp-popover m-auto w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 text-left text-sm font-normal whitespace-normal text-slate-700 shadow-xl"
      >
        <p className="font-semibold text-ink">{label}</p>
        <div className="mt-1 leading-relaxed">{children}</div>
        <button
          type="button"
          popoverTarget={popoverId}
          popoverTargetAction="hide"
          className="mt-3 cursor-pointer rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-ink hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          Close
        </button>
      </div>
    </>
  );
}
