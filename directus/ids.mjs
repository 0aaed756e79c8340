// Fixed identifiers of everything provisioning creates that other code refers to. They are constants so
// the site, the tests and the extensions can import them instead of looking them up at run time, and so a
// fresh database and a long-lived one end up with the same ids.

/** Directus's own Public policy (created by its migrations, the same id in every installation). */
export const PUBLIC_POLICY_ID = 'abf8a154-5b1c-4a46-ac9c-7300570f4f17';

/** Role new sign-ups land in (public registration), and its policy. */
export const HOMEOWNER_ROLE_ID = 'a2107be8-d70c-4a4e-9236-7d5b9ca2a96d';
export const HOMEOWNER_POLICY_ID = '9d503b45-6e77-4352-b3cc-2764882599b0';
export const HOMEOWNER_ACCESS_ID = '4205e9c5-6b80-4023-a4c9-1b3a123590a6';

/** Role for people who edit content in the Data Studio, and its policy. */
export const CONTENT_EDITOR_ROLE_ID = '483c35fe-603f-4c28-a84f-e375388b7742';
export const CONTENT_EDITOR_POLICY_ID = '960cb84a-5a82-4fc8-bbd3-6b159ecbbb2c';
export const CONTENT_EDITOR_ACCESS_ID = '0d8cef8d-fbe0-4da9-bed3-3282e9fbae7d';

/** `POST /flows/trigger/{REFERRAL_FLOW_ID}` with `{ item_id }` counts one click on a published code. */
export const REFERRAL_FLOW_ID = 'db734312-a1e9-42eb-a827-0ce651fddd94';
export const REFERRAL_OPERATION_ID = '5f448b96-fd7c-4ff3-8b68-f2482f6cb548';

/** Stamps `contacted_at` when a request-to-business link becomes `contacting`. */
export const CONTACTED_AT_FLOW_ID = 'f2a427cc-9259-40d9-922d-cb9e0ec42307';
export const CONTACTED_AT_OPERATION_ID = '20c114c4-94bd-46b9-a1fc-db2a47747244';

/** Path of the public shared-project view served by the atlas-shared endpoint extension. */
export const SHARED_VIEW_PATH = '/atlas/shared';
