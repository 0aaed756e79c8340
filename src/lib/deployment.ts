/**
 * A deployment is QA when its backend address carries the QA marker (spec: "The QA/test deployment is
 * marked noindex"). The marker is the word `qa` as a host label or path segment, e.g. qa.example.com or
 * api-qa.example.com; ATLAS_QA_MARKER overrides it.
 */
export function isQaDeployment(directusUrl: string | undefined = process.env.DIRECTUS_URL): boolean {
  if (!directusUrl) return false;
  const marker = (process.env.ATLAS_QA_MARKER ?? 'qa').toLowerCase();
  let url: URL;
  try {
    url = new URL(directusUrl);
  } catch {
    return false;
  }
  const labels = url.hostname.toLowerCase().split(/[.-]/);
  const segments = url.pathname.toLowerCase().split('/');
  return labels.includes(marker) || segments.includes(marker);
}
