import { MAX_USAGE_BYTES, USAGE_MESSAGES } from '../messages';
import type { UsageOutcome, UsageSummary } from './usage';

/**
 * Reads a usage export chosen by the homeowner, in a Web Worker started for the file and stopped after it;
 * nothing is uploaded. The size is checked here first, so a file too large gets its sentence without
 * loading the reader.
 */
export async function readUsageFile(file: Blob): Promise<UsageOutcome> {
  if (file.size > MAX_USAGE_BYTES) return { ok: false, message: USAGE_MESSAGES.tooLarge };
  const text = await file.text();
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./usage.worker.ts', import.meta.url), { type: 'module', name: 'atlas-usage-import' });
    const finish = (outcome: UsageOutcome) => {
      worker.terminate();
      resolve(outcome);
    };
    worker.onmessage = (event: MessageEvent<UsageOutcome>) => finish(event.data);
    worker.onerror = (event) => {
      console.error(new Error('import: the usage reader stopped', { cause: event.error ?? event.message }));
      finish({ ok: false, message: USAGE_MESSAGES.failed });
    };
    worker.postMessage(text);
  });
}

/** What a usage import fills: settings form names (spec §3), numbers as the import gives them. */
export interface UsageSettings {
  readonly monthly_consumption: string;
  readonly current_rate?: string;
  /** 12 whole kWh, January first; only when the file gives 12 calendar months (else the typed months stay). */
  readonly monthly_usage?: readonly number[];
}

/** The project settings values a summary fills. */
export function usageToSettings(summary: UsageSummary): UsageSettings {
  return {
    monthly_consumption: String(summary.monthlyAverageKwh),
    ...(summary.averageRate === null ? {} : { current_rate: String(summary.averageRate) }),
    ...(summary.byCalendarMonth === null ? {} : { monthly_usage: summary.byCalendarMonth }),
  };
}
