// The address of the page being shown, search included: where its forms post, so an action
// answers on the same list page, search and filters, and where a sign-in comes back to.
import { useLocation } from "react-router";

export function useCurrentUrl(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
