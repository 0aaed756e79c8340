/**
 * A short, stable digest for cache keys and change detection (build time only). Same input, same output,
 * on any machine.
 */
import { createHash } from 'node:crypto';

export function digest(input: unknown): string {
  const text = typeof input === 'string' ? input : (JSON.stringify(input) ?? 'undefined');
  return createHash('sha1').update(text).digest('base64url').slice(0, 20);
}
