/**
 * Compiles CONDO_HOST_TEMPLATE (`{condo}.api.example.com`, optionally with a scheme or port) into a
 * function that reads the condo's alias name from a request's Host header.
 */
export function compileHostTemplate(template: string | undefined): (host: string | undefined) => string | undefined {
  if (!template) return () => undefined;
  const bare = template.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
  if (!bare.includes('{condo}')) throw new Error(`CONDO_HOST_TEMPLATE must contain {condo}: ${template}`);
  const withPort = bare.includes(':');
  const pattern = new RegExp(
    `^${bare
      .split('{condo}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([a-z0-9][a-z0-9-]*)')}$`,
    'i',
  );
  return (host) => {
    if (!host) return undefined;
    const candidate = withPort ? host : host.replace(/:\d+$/, '');
    return pattern.exec(candidate)?.[1]?.toLowerCase();
  };
}
