import { Toaster as SonnerToaster, toast } from 'sonner';

export { toast };

/**
 * The spec's toast settings. Sonner takes duration, visible count, gap and hotkey as props; its width
 * (356 px), swipe threshold (45 px) and removal delay (200 ms) are built-in constants equal to the spec's
 * values (sonner 2.0.8), so nothing needs overriding. A test pins them.
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

/** Mount once per island tree that raises toasts. Alt+T moves focus to the notifications. */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      duration={TOAST_SETTINGS.duration}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      gap={TOAST_SETTINGS.gap}
      hotkey={[...TOAST_SETTINGS.hotkey]}
      closeButton
      richColors
    />
  );
}
