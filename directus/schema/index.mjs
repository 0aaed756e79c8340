// The whole Atlas schema, in the order it can be created (a collection before the relations that point
// at it). Provisioning applies it through Directus's collections/fields/relations endpoints, which work the
// same on SQLite and PostgreSQL; see directus/lib/schema.mjs.

import { project, installer } from './projects.mjs';
import { userFields } from './users.mjs';
import { propertyRequests, requestBusinessLinks, zipCounties, businessRanking } from './requests.mjs';
import { pages, guideSeo, localGuides, guideBusinessLinks, businesses, referralCodes, formSubmissions } from './content.mjs';

/** Atlas's own collections (tables), created by provisioning. */
export const collections = [
  pages,
  guideSeo,
  businesses,
  localGuides,
  guideBusinessLinks,
  referralCodes,
  formSubmissions,
  zipCounties,
  businessRanking,
  project,
  installer,
  propertyRequests,
  requestBusinessLinks,
];

/** Fields Atlas adds to Directus's system collections. */
export const systemExtensions = [userFields];

/** Every relation, created once all collections and fields exist. */
export const relations = [...collections, ...systemExtensions].flatMap((definition) => definition.relations);
