import { useEffect, useRef, useState } from 'react';
import type { Project } from '../../directus';
import { copyText, emailShareHref, ensureShared, setSharing, sharedUrl, textShareHref } from '../../stores/sharing';
import { toastFailure, TOASTS } from '../app/failure';
import { Button } from '../ui/Button';
import { Switch } from '../ui/Checkbox';
import { DialogTrigger, Popover } from '../ui/Dialog';
import { toast } from '../ui/Toaster';
import { detached } from '../app/detached';

/** Spec section 9: the Copied! indicator shows for 2 seconds. */
export const COPIED_MS = 2000;

function ShareIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M13 4.5a2.5 2.5 0 11.702 1.737L6.97 9.604a2.518 2.518 0 010 .792l6.733 3.367a2.5 2.5 0 11-.671 1.341l-6.733-3.367a2.5 2.5 0 110-3.475l6.733-3.366A2.52 2.52 0 0113 4.5z" />
    </svg>
  );
}

function SharePanel({ project }: { project: Project }) {
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState<null | 'copy' | 'email' | 'text' | 'toggle'>(null);
  /** One action runs at a time: its button spins, the others wait. */
  const running = (kind: 'copy' | 'email' | 'text') => ({ isPending: busy === kind, isDisabled: busy !== null && busy !== kind });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const shared = project.shared === true;
  const url = project.short_UUID ? sharedUrl(window.location.origin, project.short_UUID) : null;

  async function copy() {
    setBusy('copy');
    const id = await ensureShared(project);
    setBusy(null);
    // Spec: when enabling fails a toast shows and the link is not copied.
    if (id.error !== undefined) return toastFailure(id.error, TOASTS.enableSharing);
    if (!(await copyText(sharedUrl(window.location.origin, id.data)))) return void toast.error(TOASTS.copyLink);
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  async function send(kind: 'email' | 'text') {
    setBusy(kind);
    // Spec: for email or text a failure is only logged (src/directus/ logs every failed call) and the flag
    // reverted; the link still opens.
    const id = await ensureShared(project);
    setBusy(null);
    const link = sharedUrl(window.location.origin, id.data ?? project.short_UUID ?? '');
    window.location.href = kind === 'email' ? emailShareHref(link) : textShareHref(link);
  }

  return (
    <div className="flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-4">
      <p className="text-sm text-muted">
        Anyone with the link sees your assumptions and the quote comparison, without your address, energy provider, notes or installer
        contact details.
      </p>
      {shared ? (
        <Switch
          isSelected
          isDisabled={busy !== null}
          onChange={detached(async (on) => {
            setBusy('toggle');
            const result = await setSharing(project, on);
            setBusy(null);
            if (result.error !== undefined) toastFailure(result.error, on ? TOASTS.enableSharing : TOASTS.updateSharing);
          })}
        >
          Public sharing enabled
        </Switch>
      ) : (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">Sharing is off. Copying or sending the link turns it on.</p>
      )}
      {shared && url && (
        <input
          readOnly
          aria-label="Shared link"
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full truncate rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-xs text-slate-700"
        />
      )}
      <div className="flex flex-col gap-2">
        <Button onPress={() => void copy()} {...running('copy')}>
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy Link'}</span>
        </Button>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onPress={() => void send('email')} {...running('email')}>
            Email Link
          </Button>
          <Button variant="secondary" onPress={() => void send('text')} {...running('text')}>
            Text Link
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The Share Comparison button and its popover. */
export function ShareMenu({ project }: { project: Project }) {
  return (
    <DialogTrigger>
      <Button variant="secondary">
        <ShareIcon />
        Share Comparison
      </Button>
      <Popover title="Share Comparison" placement="bottom end">
        <SharePanel project={project} />
      </Popover>
    </DialogTrigger>
  );
}
