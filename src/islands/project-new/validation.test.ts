import { describe, expect, it } from 'vitest';
import { addressPayload, validateAddress, type AddressForm } from './validation';

const us: AddressForm = { country: 'USA', street_address: '1 Main St', city: 'Denver', state_province: 'co', postal_code: '80202' };

describe('create project address', () => {
  it('needs all four fields in the US and Canada', () => {
    expect(validateAddress(us)).toEqual({});
    expect(validateAddress({ ...us, country: 'CAN', street_address: '', city: '', state_province: '', postal_code: '' })).toEqual({
      street_address: 'Street address is required',
      city: 'City is required',
      state_province: 'State/Province is required',
      postal_code: 'Postal code is required',
    });
  });

  it('needs only the Address field elsewhere', () => {
    expect(validateAddress({ ...us, country: 'GBR', city: '', state_province: '', postal_code: '' })).toEqual({});
    expect(validateAddress({ ...us, country: 'GBR', street_address: ' ' })).toEqual({ street_address: 'Street address is required' });
  });

  it('sends structured fields only where they apply', () => {
    expect(addressPayload(us)).toEqual({
      country: 'USA',
      street_address: '1 Main St',
      city: 'Denver',
      state_province: 'CO',
      postal_code: '80202',
    });
    expect(addressPayload({ ...us, country: 'AUS', street_address: '5 King St, Sydney NSW 2000' })).toEqual({
      country: 'AUS',
      street_address: '5 King St, Sydney NSW 2000',
    });
  });
});
