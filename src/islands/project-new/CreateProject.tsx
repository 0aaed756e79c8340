import { useMemo, useState, type FormEvent } from 'react';
import { createProject } from '../../stores/projects';
import { COMMON_COUNTRY_CODES, COUNTRIES, DEFAULT_COUNTRY, usesStructuredAddress } from '../app/countries';
import { go, queryParam } from '../app/navigation';
import { Protected } from '../app/Protected';
import { Button, ButtonLink } from '../ui/Button';
import { Form } from '../ui/Field';
import { ComboBox, type OptionSection } from '../ui/Select';
import { TextField } from '../ui/TextField';
import { FormAlert } from '../auth/AuthCard';
import { addressPayload, STATE_MAX_LENGTH, validateAddress, type AddressErrors, type AddressForm } from './validation';

const EMPTY: AddressForm = { country: DEFAULT_COUNTRY, street_address: '', city: '', state_province: '', postal_code: '' };

function countrySections(): OptionSection[] {
  const common = COMMON_COUNTRY_CODES.map((code) => COUNTRIES.find((c) => c.code === code)!).filter(Boolean);
  const label = (c: { code: string; name: string }) => ({ id: c.code, label: `${c.name} (${c.code})` });
  return [
    { id: 'common', title: 'Common', options: common.map(label) },
    { id: 'all', title: 'All countries', options: COUNTRIES.filter((c) => !(COMMON_COUNTRY_CODES as readonly string[]).includes(c.code)).map(label) },
  ];
}

function CreateProjectScreen() {
  const [form, setForm] = useState<AddressForm>(EMPTY);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sections = useMemo(countrySections, []);
  const fromSignup = queryParam('fromSignup') === '1';
  const structured = usesStructuredAddress(form.country);

  // Spec: editing a field clears its error.
  function set<K extends keyof AddressForm>(key: K, value: AddressForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAddress(form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setCreating(true);
    setFailure(null);
    const result = await createProject(addressPayload(form));
    if (result.error !== undefined) {
      setCreating(false);
      return setFailure(result.error || 'Failed to create project');
    }
    go(`/quotes/${result.data.id}/new`);
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      {fromSignup && (
        <p role="status" className="mb-6 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800">
          Welcome to Atlas! Start with the property your quotes are for.
        </p>
      )}
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Create New Project</h1>
      <p className="mt-1.5 text-sm text-muted">A project is one property. You'll add your installer quotes to it next.</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Form onSubmit={submit} aria-label="Create project">
          {failure && <FormAlert>{failure}</FormAlert>}
          <ComboBox
            label="Country"
            name="country"
            sections={sections}
            selectedKey={form.country}
            onSelectionChange={(code) => code && set('country', code)}
            isDisabled={creating}
          />
          {structured ? (
            <>
              <TextField label="Street address" name="street_address" autoComplete="street-address" isRequired value={form.street_address} onChange={(v) => set('street_address', v)} errorMessage={errors.street_address} isDisabled={creating} />
              <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1.2fr]">
                <TextField label="City" name="city" autoComplete="address-level2" isRequired value={form.city} onChange={(v) => set('city', v)} errorMessage={errors.city} isDisabled={creating} />
                <TextField
                  label={form.country === 'CAN' ? 'Province' : 'State'}
                  name="state_province"
                  autoComplete="address-level1"
                  isRequired
                  maxLength={STATE_MAX_LENGTH}
                  placeholder={form.country === 'CAN' ? 'ON' : 'CO'}
                  value={form.state_province}
                  onChange={(v) => set('state_province', v.toUpperCase())}
                  errorMessage={errors.state_province}
                  isDisabled={creating}
                />
                <TextField label="Postal code" name="postal_code" autoComplete="postal-code" isRequired value={form.postal_code} onChange={(v) => set('postal_code', v)} errorMessage={errors.postal_code} isDisabled={creating} />
              </div>
            </>
          ) : (
            <TextField label="Address" name="street_address" autoComplete="street-address" isRequired value={form.street_address} onChange={(v) => set('street_address', v)} errorMessage={errors.street_address} isDisabled={creating} />
          )}
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ButtonLink href="/dashboard" variant="secondary" isDisabled={creating}>
              Cancel
            </ButtonLink>
            <Button type="submit" isPending={creating}>
              {creating ? 'Creating...' : 'Create Project'}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}

/** The /project/new island. */
export default function CreateProject() {
  return (
    <Protected>
      <CreateProjectScreen />
    </Protected>
  );
}
