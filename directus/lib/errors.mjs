// Errors the extensions throw inside Directus. Directus answers any error whose name is "DirectusError"
// with its `status` and `{ errors: [{ message, extensions: { code } }] }`, exactly like its own errors, so
// the extensions need no import from Directus's internal packages.

class AtlasDirectusError extends Error {
  constructor(code, status, message, extensions = {}) {
    super(message);
    this.name = 'DirectusError';
    this.code = code;
    this.status = status;
    this.extensions = extensions;
  }
}

/** 403, the same code Directus uses for missing permissions. */
export const forbidden = (message = "You don't have permission to access this.") =>
  new AtlasDirectusError('FORBIDDEN', 403, message, { reason: message });

/** 400 for a payload Directus would otherwise accept. */
export const invalidPayload = (message) => new AtlasDirectusError('INVALID_PAYLOAD', 400, message, { reason: message });

/** 400 for a query Atlas bounds (lib/request-bounds.mjs), the code Directus uses for its own query errors. */
export const invalidQuery = (message) => new AtlasDirectusError('INVALID_QUERY', 400, message, { reason: message });

/** 409 for a write whose precondition no longer holds (lib/conditional-write.mjs). */
export const conflict = (message) => new AtlasDirectusError('CONFLICT', 409, message, { reason: message });

/** 404 for routes Atlas closes. */
export const routeNotFound = (path) => new AtlasDirectusError('ROUTE_NOT_FOUND', 404, `Route ${path} doesn't exist.`, { path });

/** 429, the code Directus's own rate limiter uses. */
export const tooManyRequests = (message) => new AtlasDirectusError('REQUESTS_EXCEEDED', 429, message, { reason: message });

/** 503 for a service Atlas has closed because a safeguard is missing. */
export const serviceUnavailable = (message) => new AtlasDirectusError('SERVICE_UNAVAILABLE', 503, message, { reason: message });
