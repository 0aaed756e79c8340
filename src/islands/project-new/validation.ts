import { usesStructuredAddress } from '../app/countries';

export interface AddressForm {
  country: string;
  street_address: string;
  city: string;
  state_province: string;
  postal_code: string;
}

export type AddressErrors = Partial<Record<keyof AddressForm, string>>;

/** Spec section 5, project creation. */
export const ADDRESS_MESSAGES = {
  street: 'Street address is required',
  city: 'City is required',
  state: 'State/Province is required',
  postal: 'Postal code is required',
} as const;

/** Spec section 9: the state field allows at most 2 characters. */
export const STATE_MAX_LENGTH = 2;

/** The address form's rules: US and CA need all four fields, other countries only the Address field. */
export function validateAddress(form: AddressForm): AddressErrors {
  const errors: AddressErrors = {};
  if (!form.street_address.trim()) errors.street_address = ADDRESS_MESSAGES.street;
  if (usesStructuredAddress(form.country)) {
    if (!form.city.trim()) errors.city = ADDRESS_MESSAGES.city;
    if (!form.state_province.trim()) errors.state_province = ADDRESS_MESSAGES.state;
    if (!form.postal_code.trim()) errors.postal_code = ADDRESS_MESSAGES.postal;
  }
  return errors;
}

/** What is sent: structured fields only for US/CA, the state upper-cased. */
export function addressPayload(form: AddressForm) {
  if (!usesStructuredAddress(form.country)) return { country: form.country, street_address: form.street_address.trim() };
  return {
    country: form.country,
    street_address: form.street_address.trim(),
    city: form.city.trim(),
    state_province: form.state_province.trim().toUpperCase(),
    postal_code: form.postal_code.trim(),
  };
}
