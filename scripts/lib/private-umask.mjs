// Loaded with `node --import` into the Directus process (scripts/lib/directus.mjs): every file and folder it
// creates is owner-only. See private-data.mjs.
process.umask(0o077);
