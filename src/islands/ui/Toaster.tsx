import { useEffect, useState, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { onAnnouncement, TOAST_SETTINGS, toast, type Announcement } from './toasts';

export { toast, TOAST_SETTINGS };

// sonner draws the toasts (bottom right, the spec's settings, Alt+T focuses them, a swipe or the close button
// dismisses, a toast that closes while focused gives focus back to where it was). Its region announces
// everything politely; an error must interrupt (issue 21), so the region's own announcing is turned off and
// two visually hidden live regions carry the words instead: assertive for errors, polite for the rest.

const hidden = 'sr-only';

function LiveRegions() {
  const [last, setLast] = useState<Announcement | null>(null);
  useEffect(() => onAnnouncement(setLast), []);
  const say = (urgency: Announcement['urgency']) => (last?.urgency === urgency ? <p key={last.seq}>{last.text}</p> : null);
  return (
    <>
      <div role="alert" aria-live="assertive" aria-atomic="true" className={hidden} data-react-aria-top-layer="true">
        {say('assertive')}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className={hidden} data-react-aria-top-layer="true">
        {say('polite')}
      </div>
    </>
  );
}

/** Mount once per island tree that raises toasts. Alt+T moves focus to the notifications. */
export function Toaster() {
  return (
    <>
      <Sonner
        ref={(section) => section?.setAttribute('aria-live', 'off')}
        position="bottom-right"
        duration={TOAST_SETTINGS.duration}
        visibleToasts={TOAST_SETTINGS.visibleToasts}
        gap={TOAST_SETTINGS.gap}
        hotkey={[...TOAST_SETTINGS.hotkey]}
        closeButton
        richColors
        containerAriaLabel="Notifications"
        style={{ '--width': `${TOAST_SETTINGS.width}px` } as CSSProperties}
        toastOptions={{ closeButtonAriaLabel: 'Close toast' }}
      />
      <LiveRegions />
    </>
  );
}
