// The quote form store lives in ./quote-draft/ (values, mapping, rules, storage, store); this path stays for its importers.
export * from './quote-draft';
