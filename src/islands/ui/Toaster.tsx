import { useEffect, useState, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { onAnnouncement, TOAST_SETTINGS, toast, type Announcement } from './toasts';

export { toast, TOAST_SETTINGS };

// sonner draws the toasts (bottom right, the spec's settings, Alt+T focuses them, a swipe or the close button
// dismisses, a toast that closes while focused gives focus back to where it was). Its region announces
// politely; an error must interrupt (issue 21), so each toast sets the region's urgency just before sonner
// adds it: assertive for an error, polite for the rest. No second copy of the words, so nothing is read twice.

/** Mount once per island tree that raises toasts. Alt+T moves focus to the notifications. */
export function Toaster() {
  const [section, setSection] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!section) return undefined;
    return onAnnouncement((a: Announcement) => section.setAttribute('aria-live', a.urgency));
  }, [section]);
  return (
    <Sonner
      ref={setSection}
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
  );
}
