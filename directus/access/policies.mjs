// Roles, policies, permissions and project settings, as provisioning applies them.
//
// Permissions here grant whole collections per action (fields '*', no item rules): Directus 12 without a
// licence ignores any permission with rules (see views.mjs). Rows and fields are narrowed for visitors and
// homeowners by the access guard in the atlas-hardening extension; the API tests prove both layers together.

import {
  CONTENT_EDITOR_ACCESS_ID,
  CONTENT_EDITOR_POLICY_ID,
  CONTENT_EDITOR_ROLE_ID,
  HOMEOWNER_ACCESS_ID,
  HOMEOWNER_POLICY_ID,
  HOMEOWNER_ROLE_ID,
  PUBLIC_POLICY_ID,
} from '../ids.mjs';

/** Published content every visitor can read (narrowed to published rows and public fields by the guard). */
export const PUBLIC_CONTENT = ['pages', 'local_guides', 'local_guides_seo', 'local_guides_to_businesses', 'businesses', 'referral_codes'];

/** What content editors manage in the Data Studio. */
export const EDITOR_CONTENT = [...PUBLIC_CONTENT, 'business_ranking', 'zip_counties'];

const grant = (collection, ...actions) => actions.map((action) => ({ collection, action }));

/** The policies Atlas manages, with their complete permission lists (anything else is removed). */
export const policies = [
  {
    id: PUBLIC_POLICY_ID,
    builtIn: true,
    permissions: [...PUBLIC_CONTENT.flatMap((c) => grant(c, 'read')), ...grant('form_submissions', 'create')],
  },
  {
    id: HOMEOWNER_POLICY_ID,
    name: 'Homeowner',
    icon: 'home',
    description:
      'Own projects, quotes and property requests; own user fields; published content. Rows and fields are narrowed by the atlas-hardening guard (directus/access/views.mjs).',
    admin_access: false,
    app_access: false,
    enforce_tfa: false,
    ip_access: null,
    permissions: [
      ...grant('project', 'create', 'read', 'update'),
      // Quotes may be deleted (issue 22); projects are archived, never deleted by their owner.
      ...grant('installer', 'create', 'read', 'update', 'delete'),
      ...grant('property_requests', 'create', 'read', 'update'),
      ...grant('property_requests_to_business_junction', 'create', 'read', 'update'),
      ...grant('directus_users', 'read', 'update'),
      ...PUBLIC_CONTENT.flatMap((c) => grant(c, 'read')),
      ...grant('zip_counties', 'read'),
      ...grant('business_ranking', 'read'),
      ...grant('form_submissions', 'create'),
    ],
  },
  {
    id: CONTENT_EDITOR_POLICY_ID,
    name: 'Content Editor',
    icon: 'edit_note',
    description: 'Edits pages, guides, businesses, referral codes and lookup tables in the Data Studio.',
    admin_access: false,
    app_access: true,
    enforce_tfa: false,
    ip_access: null,
    permissions: EDITOR_CONTENT.flatMap((c) => grant(c, 'create', 'read', 'update', 'delete')),
  },
];

/** Roles Atlas manages, each with exactly one policy. */
export const roles = [
  {
    id: HOMEOWNER_ROLE_ID,
    name: 'Homeowner',
    icon: 'home',
    description: 'People who signed up on the site. Public registration lands here.',
    policy: HOMEOWNER_POLICY_ID,
    accessId: HOMEOWNER_ACCESS_ID,
  },
  {
    id: CONTENT_EDITOR_ROLE_ID,
    name: 'Content Editor',
    icon: 'edit_note',
    description: 'Staff who edit public content in the Data Studio.',
    policy: CONTENT_EDITOR_POLICY_ID,
    accessId: CONTENT_EDITOR_ACCESS_ID,
  },
];

/**
 * Project settings. Registration is public and lands in Homeowner without e-mail verification: the spec's
 * signup goes straight to /project/new with a session, which a verification step would break. Abuse is
 * bounded by the registration rate limiter (RATE_LIMITER_REGISTRATION_*). Passwords need 6 characters, the
 * signup form's minimum (the reset form asks for 8 on its own); the most common passwords are refused by the
 * atlas-hardening extension. Directus's login-attempt counter is off (null): it never expires and suspends
 * the account, so anyone could lock anyone out; the atlas-hardening extension throttles sign-ins instead
 * (directus/lib/login-throttle.mjs).
 * @param {{ siteUrl: string }} options
 */
export function settings({ siteUrl }) {
  return {
    project_name: 'Atlas',
    project_url: siteUrl,
    public_registration: true,
    public_registration_role: HOMEOWNER_ROLE_ID,
    public_registration_verify_email: false,
    public_registration_email_filter: null,
    auth_password_policy: '/^.{6,}$/',
    auth_login_attempts: null,
  };
}
