import { usesStructuredAddress } from '../app/countries';
import { TextField } from '../ui/TextField';
import { STATE_MAX_LENGTH, type AddressErrors, type AddressForm } from './validation';

export interface AddressFieldsProps {
  readonly form: AddressForm;
  readonly errors: AddressErrors;
  readonly isDisabled?: boolean;
  readonly onChange: (key: Exclude<keyof AddressForm, 'country'>, value: string) => void;
}

/**
 * A property's address below its country: street, city, state or province and postal code where the country
 * uses them (the US and Canada), one Address line elsewhere. Creating a project and editing its settings
 * show the same fields with the same rules (`validateAddress`).
 */
export function AddressFields({ form, errors, isDisabled = false, onChange }: AddressFieldsProps) {
  const field = (key: Exclude<keyof AddressForm, 'country'>) => ({
    name: key,
    isRequired: true,
    value: form[key],
    onChange: (value: string) => onChange(key, value),
    errorMessage: errors[key],
    isDisabled,
  });
  if (!usesStructuredAddress(form.country)) return <TextField label="Address" autoComplete="street-address" {...field('street_address')} />;
  return (
    <>
      <TextField label="Street address" autoComplete="street-address" {...field('street_address')} />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1.2fr]">
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <TextField
          label={form.country === 'CAN' ? 'Province' : 'State'}
          autoComplete="address-level1"
          maxLength={STATE_MAX_LENGTH}
          placeholder={form.country === 'CAN' ? 'ON' : 'CO'}
          {...field('state_province')}
          onChange={(value) => onChange('state_province', value.toUpperCase())}
        />
        <TextField label="Postal code" autoComplete="postal-code" {...field('postal_code')} />
      </div>
    </>
  );
}
