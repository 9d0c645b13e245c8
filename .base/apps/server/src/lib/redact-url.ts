const SECRET_PARAMS = ['key', 'adminkey', 'apikey', 'password', 'token'];

/** A request URL fit for logs: values of secret-looking query parameters become [redacted]. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.includes(name.toLowerCase())) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}
