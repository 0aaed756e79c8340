/**
 * JSON for a `<script type="application/ld+json">` element. `<`, `>` and `&` are written as \u escapes, so
 * editor-supplied text such as "</script><script>..." can never close the element; the JSON means the same.
 */
export function jsonLdText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
