import type { EnergySettings } from '../project/energy-settings';
import { ImportUsageCsv } from './ImportUsageCsv';

export interface UsageImportProps {
  /** The settings form's value and change callback (EnergySettingsForm's own). */
  readonly value: EnergySettings;
  readonly onChange: (next: EnergySettings, changed: keyof EnergySettings) => void;
  readonly isDisabled?: boolean;
}

/** A settings-form number from the import's text ("912", "0.162"); empty or unreadable: unchanged. */
const number = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/**
 * The usage import on the energy settings form: the monthly average fills monthly consumption, cost ÷
 * usage the current rate (when the export has costs), and a year of months the 12 monthly kWh. Each field goes through the form's own onChange,
 * so its error clears as if typed; the caller saves as usual.
 */
export default function UsageImport({ value, onChange, isDisabled = false }: UsageImportProps) {
  if (isDisabled) return null;
  return (
    <ImportUsageCsv
      onApply={(values) => {
        let next = value;
        const consumption = number(values.monthly_consumption);
        if (consumption !== null) {
          next = { ...next, monthly_consumption: consumption };
          onChange(next, 'monthly_consumption');
        }
        const rate = number(values.current_rate);
        if (rate !== null) {
          next = { ...next, current_rate: rate };
          onChange(next, 'current_rate');
        }
        // Only a file with 12 calendar months fills them; otherwise the months typed stay.
        if (values.monthly_usage !== undefined) {
          next = { ...next, monthly_usage: [...values.monthly_usage] };
          onChange(next, 'monthly_usage');
        }
      }}
    />
  );
}
