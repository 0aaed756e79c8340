import { describe, expect, it } from 'vitest';
import { project } from '../../directus/schema/projects.mjs';
import { BILL_SETTING_FIELDS } from './settings';
import type { BillProjectInputs } from '../finance/bill';
import { BILL_PROJECT_FIELDS } from '../directus/schema';

interface DirectusField {
  readonly field: string;
  readonly type: string;
}

describe('the hourly bill model’s project inputs pin the backend', () => {
  const fields = project.fields as readonly DirectusField[];

  it('has a JSON project column for each registry entry', () => {
    for (const def of Object.values(BILL_SETTING_FIELDS)) {
      expect(fields.find((field) => field.field === def.column)?.type, def.column).toBe('json');
    }
  });

  it('names exactly the columns the engine reads', () => {
    const read: Record<keyof BillProjectInputs, true> = {
      tariff: true,
      monthly_usage_kwh: true,
      hourly_usage_kwh: true,
      interval_source: true,
      monthly_consumption_kwh: true,
      postal_code: true,
      state_province: true,
    };
    const columns = Object.values(BILL_SETTING_FIELDS).map((def) => def.column);
    for (const column of Object.keys(read))
      expect(
        fields.map((field) => field.field),
        column,
      ).toContain(column);
    expect(columns.every((column) => column in read)).toBe(true);
  });

  it('are the fields the app reads with one project', () => {
    expect([...BILL_PROJECT_FIELDS].sort()).toEqual(
      Object.values(BILL_SETTING_FIELDS)
        .map((def) => def.column)
        .sort(),
    );
  });
});
