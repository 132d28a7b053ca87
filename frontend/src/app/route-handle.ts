import { useMatches } from 'react-router';

/** What a route tells the layout about itself. */
export type RouteHandle = {
  /** The page title of SPEC 2.2; the browser title becomes '{product} - {title}'. */
  title?: string;
};

/** The title of the deepest matched route that has one. */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
