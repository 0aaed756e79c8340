import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { directusLoader } from './content/directus-loader';
import type { BusinessData, GuideEntry, PageData } from './content/types';

// Content comes from Directus at build time (src/content/directus-loader.ts); the loaders validate every
// item themselves and name the item and field of anything unusable, so the schemas only carry the types.
export const collections = {
  pages: defineCollection({ loader: directusLoader('pages'), schema: z.custom<PageData>() }),
  guides: defineCollection({ loader: directusLoader('guides'), schema: z.custom<GuideEntry>() }),
  businesses: defineCollection({ loader: directusLoader('businesses'), schema: z.custom<BusinessData>() }),
};
