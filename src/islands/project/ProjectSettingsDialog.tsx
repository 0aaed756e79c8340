import { useState } from 'react';
import type { Project } from '../../directus';
import { updateProject } from '../../stores/projects';
import { countryName } from '../app/countries';
import { toastFailure } from '../app/failure';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Dialog';
import { EnergySettingsForm } from './EnergySettingsForm';
import {
  hasIntervalData,
  settingsFromProject,
  settingsToPayload,
  validateSettings,
  type EnergySettings,
  type EnergySettingsErrors,
} from './energy-settings';
import { AddressFields } from '../project-new/AddressFields';
import { addressPayload, validateAddress, type AddressErrors, type AddressForm } from '../project-new/validation';

const addressOf = (project: Project): AddressForm => ({
  country: project.country ?? '',
  street_address: project.street_address ?? '',
  city: project.city ?? '',
  state_province: project.state_province ?? '',
  postal_code: project.postal_code ?? '',
});

function SettingsBody({ project, close }: { project: Project; close: () => void }) {
  const [address, setAddress] = useState<AddressForm>(() => addressOf(project));
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [value, setValue] = useState<EnergySettings>(() => settingsFromProject(project));
  const [errors, setErrors] = useState<EnergySettingsErrors>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    const foundAddress = validateAddress(address);
    const found = validateSettings(value);
    setAddressErrors(foundAddress);
    setErrors(found);
    const first = Object.keys(foundAddress)[0] ?? Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`form[aria-label="Project settings"] [name="${first}"]`)?.focus();
      return;
    }
    setSaving(true);
    const result = await updateProject(project.id, { ...addressPayload(address), ...settingsToPayload(value) });
    setSaving(false);
    // On failure the dialog stays open with what was typed; the toast says why (or the session notice does).
    if (result.error !== undefined) return toastFailure(result.error);
    close();
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      aria-label="Project settings"
      noValidate
    >
      {/* The address heads the project (its title and the location line) and places it for installer
          rankings and the sun. The country stays: a property in another country is a new project, with its
          own currency, rates and installers, so it is shown, not edited. */}
      <fieldset className="mb-6 min-w-0 space-y-4 border-0 border-b border-slate-100 p-0 pb-6">
        <legend className="mb-3 text-sm font-semibold text-ink">Property address</legend>
        <p className="text-sm text-muted">
          Country: <span className="text-slate-700">{countryName(project.country)}</span>. A property in another country is a new project.
        </p>
        <AddressFields
          form={address}
          errors={addressErrors}
          isDisabled={saving}
          onChange={(key, next) => {
            setAddress((a) => ({ ...a, [key]: next }));
            setAddressErrors((e) => ({ ...e, [key]: undefined }));
          }}
        />
      </fieldset>
      <EnergySettingsForm
        value={value}
        showWarning
        hasIntervalData={hasIntervalData(project.hourly_usage_kwh)}
        errors={errors}
        isDisabled={saving}
        onChange={(next, changed) => {
          setValue(next);
          setErrors((e) => ({ ...e, [changed]: undefined }));
        }}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={close} isDisabled={saving}>
          Cancel
        </Button>
        <Button type="submit" isPending={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** The Edit Project Settings dialog behind the Property Details button. */
export function ProjectSettingsDialog({
  project,
  isOpen,
  onOpenChange,
}: {
  project: Project;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      title="Edit Project Settings"
      description="The property’s address, energy use and rates. They apply to every quote."
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
    >
      {(close) => <SettingsBody project={project} close={close} />}
    </Modal>
  );
}
