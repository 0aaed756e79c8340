/** Quote status labels (quotes spec section 4). */
export const STATUS_LABELS: Record<string, string> = {
  researching: 'Researching',
  quote_requested: 'Quote Requested',
  quote_received: 'Quote Received',
  installer_chosen: 'Installer Chosen',
  archived: 'Archived',
  draft: 'Draft',
};

/** Badge tone per status, so the stage reads at a glance (the label carries the meaning). */
export const STATUS_TONES: Record<string, 'neutral' | 'info' | 'brand' | 'warning'> = {
  researching: 'neutral',
  quote_requested: 'warning',
  quote_received: 'info',
  installer_chosen: 'brand',
  archived: 'neutral',
  draft: 'neutral',
};

export function statusLabel(status: string | null | undefined): string {
  return STATUS_LABELS[status ?? 'researching'] ?? STATUS_LABELS['researching']!;
}
