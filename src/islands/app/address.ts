import { countryName, usesStructuredAddress } from './countries';

interface AddressLike {
  street_address?: string | null;
  city?: string | null;
  state_province?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

/** A project's title: its street address, or "Project" (spec: dashboard and project detail). */
export function projectTitle(project: AddressLike): string {
  return project.street_address?.trim() || 'Project';
}

/**
 * The location line: city, state/province and postal code for countries that use them and when they
 * exist, otherwise the country's name (spec: dashboard subtitle, project detail header).
 */
export function locationLine(project: AddressLike): string {
  if (usesStructuredAddress(project.country)) {
    const city = project.city?.trim();
    const region = [project.state_province?.trim(), project.postal_code?.trim()].filter(Boolean).join(' ');
    const line = [city, region].filter(Boolean).join(', ');
    if (line) return line;
  }
  return countryName(project.country);
}
