import { useState } from 'react';
import type { Project } from '../../directus';
import { archiveProject, updateProject } from '../../stores/projects';
import { toastFailure, TOASTS } from '../app/failure';
import { go } from '../app/navigation';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Dialog';
import { EnergySettingsForm } from './EnergySettingsForm';
import {
  settingsFromProject,
  settingsToPayload,
  validateSettings,
  type EnergySettings,
  type EnergySettingsErrors,
} from './energy-settings';
import { detached } from '../app/detached';

/** Two-step archive (spec section 4): the first click asks, "Yes, Archive Project" archives, Cancel backs out. */
function ArchiveProject({ project, onArchived }: { project: Project; onArchived: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  if (!confirming) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-sm font-semibold text-ink">Archive project</h3>
          <p className="text-sm text-muted">Hide it from your active projects. You can restore it from the dashboard.</p>
        </div>
        <Button variant="secondary" size="sm" onPress={() => setConfirming(true)}>
          Archive Project
        </Button>
      </div>
    );
  }
  return (
    <div role="group" aria-label="Confirm archive" className="rounded-lg border border-red-200 bg-red-50 p-4">
      <p className="text-sm font-semibold text-red-900">Archive this project?</p>
      <p className="mt-1 text-sm text-red-800">It moves to the archived section of your dashboard, where you can restore it at any time.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="danger"
          size="sm"
          isPending={pending}
          autoFocus
          onPress={detached(async () => {
            setPending(true);
            const result = await archiveProject(project.id);
            setPending(false);
            if (result.error !== undefined) return toastFailure(result.error, TOASTS.archiveProject);
            onArchived();
          })}
        >
          Yes, Archive Project
        </Button>
        <Button variant="secondary" size="sm" onPress={() => setConfirming(false)} isDisabled={pending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function SettingsBody({ project, close }: { project: Project; close: () => void }) {
  const [value, setValue] = useState<EnergySettings>(() => settingsFromProject(project));
  const [errors, setErrors] = useState<EnergySettingsErrors>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    const found = validateSettings(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await updateProject(project.id, settingsToPayload(value));
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
      <EnergySettingsForm
        value={value}
        showWarning
        errors={errors}
        isDisabled={saving}
        onChange={(next, changed) => {
          setValue(next);
          setErrors((e) => ({ ...e, [changed]: undefined }));
        }}
      />
      <div className="mt-6 border-t border-slate-100 pt-5">
        <ArchiveProject project={project} onArchived={() => go('/dashboard')} />
      </div>
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
      description="Energy use and rates for this property. They apply to every quote."
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
    >
      {(close) => <SettingsBody project={project} close={close} />}
    </Modal>
  );
}
