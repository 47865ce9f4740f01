// Links from one area to another area's screen: the host hands every area the route table's path of each screen
// (AreaProps.screenPaths), so an area builds the URL from the path the host routes, not from a copy of it.
import { compile } from 'path-to-regexp';
import { createContext, useContext } from 'react';

/** A screen's name in the route table → its path pattern ('callLogs' → '/condos/:id/call-logs'). */
export type ScreenPaths = Readonly<Record<string, string>>;

export const ScreenPathsContext = createContext<ScreenPaths>({});

/** The route table's paths as the host gave them to this area (empty outside an area, or from an older host). */
export const useScreenPaths = (): ScreenPaths => useContext(ScreenPathsContext);

/**
 * The URL of `screen` with its path parameters and a query, or null when the route table has no such screen or the
 * path needs a parameter that is not given.
 */
export function screenHref(
  paths: ScreenPaths,
  screen: string,
  params: Record<string, string>,
  query: Record<string, string> = {},
): string | null {
  const pattern = paths[screen];
  if (!pattern) return null;
  let path: string;
  try {
    path = compile(pattern)(params);
  } catch {
    return null;
  }
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
