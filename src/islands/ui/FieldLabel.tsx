import type { ReactNode } from 'react';
import { Label as AriaLabel } from 'react-aria-components';
import { labelClass } from './styles';

// The label of ui/'s react-aria fields (ComboBox, Select, NumberField, RadioGroup), drawn once. A file of its
// own, apart from OptionsPopover.tsx: a page with a NumberField must not load the list box with it.

/** react-aria's Label in the house look, linked to its field by the field itself; `isRequired` adds the asterisk. */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean | undefined }) {
  return (
    <AriaLabel className={labelClass}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </AriaLabel>
  );
}
