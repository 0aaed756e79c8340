import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { buttonStyles } from '../ui/Button';

export interface FileDropProps {
  /** The button's text, e.g. "Import from PDF". */
  readonly label: string;
  /** What the drop zone says beside the button. */
  readonly hint: ReactNode;
  /** The `accept` of the file input, e.g. "application/pdf,.pdf". */
  readonly accept: string;
  readonly onFile: (file: File) => void;
  readonly isBusy?: boolean;
  /** The reader behind it has loaded (shown as `data-ready`, for tests and benches to wait on). */
  readonly isReady?: boolean;
  /** The visitor reaches for it: a pointer over it or down on it, focus inside it, a file dragged onto it. */
  readonly onReach?: () => void;
}

/**
 * A button and drop zone over a plain `<input type="file">`: the input stays in the tab order (visually
 * hidden, its label drawn as the button), so keyboards, screen readers and tests reach it like any file
 * input. Dropping a file anywhere on the zone does the same as choosing it.
 */
export function FileDrop({ label, hint, accept, onFile, isBusy = false, isReady = false, onReach }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !isBusy) onFile(file);
  };
  return (
    <div
      onPointerEnter={onReach}
      onPointerDown={onReach}
      onFocus={onReach}
      onDragEnter={onReach}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-dragging={over || undefined}
      data-ready={isReady || undefined}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 data-[dragging]:border-brand-600 data-[dragging]:bg-brand-50"
    >
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={isBusy}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again after fixing something reads it again.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={buttonStyles({
          variant: 'secondary',
          size: 'sm',
          class:
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-disabled:cursor-wait peer-disabled:opacity-60',
        })}
      >
        {label}
      </label>
      <span className="text-sm text-slate-600">{hint}</span>
    </div>
  );
}
