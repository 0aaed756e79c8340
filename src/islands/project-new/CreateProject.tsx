import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { createProject } from '../../stores/projects';
import { $session, initSession } from '../../stores/session';
import { COMMON_COUNTRY_CODES, COUNTRIES, DEFAULT_COUNTRY } from '../app/countries';
import { go, loginUrl } from '../app/navigation';
import { failureText } from '../app/failure';
import { SessionExpiredNotice } from '../app/SessionExpiredNotice';
import { Button, ButtonLink } from '../ui/Button';
import { Form } from '../ui/Field';
import { ComboBox } from '../ui/ComboBox';
import type { OptionSection } from '../ui/Select';
import { FormAlert } from '../auth/AuthCard';
import { useQueryParam } from '../app/hydration';
import { Toaster } from '../ui/Toaster';
import { AddressFields } from './AddressFields';
import { addressPayload, validateAddress, type AddressErrors, type AddressForm } from './validation';

const EMPTY: AddressForm = { country: DEFAULT_COUNTRY, street_address: '', city: '', state_province: '', postal_code: '' };

function countrySections(): OptionSection[] {
  const common = COMMON_COUNTRY_CODES.map((code) => COUNTRIES.find((c) => c.code === code)!).filter(Boolean);
  const label = (c: { code: string; name: string }) => ({ id: c.code, label: `${c.name} (${c.code})` });
  return [
    { id: 'common', title: 'Common', options: common.map(label) },
    {
      id: 'all',
      title: 'All countries',
      options: COUNTRIES.filter((c) => !(COMMON_COUNTRY_CODES as readonly string[]).includes(c.code)).map(label),
    },
  ];
}

function CreateProjectScreen({ ready }: { ready: boolean }) {
  const [form, setForm] = useState<AddressForm>(EMPTY);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sections = useMemo(countrySections, []);
  const fromSignup = useQueryParam('fromSignup') === '1';

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
      // Spec: the server's text or 'Failed to create project' (the call's fallback); an expired session is
      // said by the notice above the form instead, and the address stays filled in.
      return setFailure(failureText(result.error));
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
        <fieldset disabled={!ready} className="min-w-0 border-0 p-0">
          <Form onSubmit={(event) => void submit(event)} aria-label="Create project">
            {failure && <FormAlert>{failure}</FormAlert>}
            <ComboBox
              label="Country"
              name="country"
              sections={sections}
              value={form.country}
              onChange={(code) => set('country', code)}
              isDisabled={creating}
            />
            <AddressFields form={form} errors={errors} isDisabled={creating} onChange={set} />
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <ButtonLink href="/dashboard" variant="secondary" isDisabled={creating}>
                Cancel
              </ButtonLink>
              <Button type="submit" isPending={creating}>
                {creating ? 'Creating...' : 'Create Project'}
              </Button>
            </div>
          </Form>
        </fieldset>
      </div>
    </div>
  );
}

/**
 * The /project/new island. The form needs no data, so unlike the other signed-in screens (Protected, which
 * shows a spinner until the session is known) it is rendered on the server and shown at once, disabled
 * until the session is confirmed; a signed-out visitor goes to /login and comes back here afterwards.
 */
export default function CreateProject() {
  const session = useStore($session);
  useEffect(() => {
    void initSession().then((s) => {
      if (s.status === 'signed-out') go(loginUrl(`${window.location.pathname}${window.location.search}`), { replace: true });
    });
  }, []);
  const ready = session.status === 'signed-in' || session.status === 'expired';
  return (
    <>
      <SessionExpiredNotice />
      <CreateProjectScreen ready={ready} />
      {ready && <Toaster />}
    </>
  );
}
