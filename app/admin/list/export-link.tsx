// A list's download of what it shows: the export route with the list's own search and filters
// (the URL's query), as a file the browser saves rather than a page it navigates to.
import { useLocation } from "react-router";
import { ButtonLink } from "~/ui/button";

export function ExportLink({ path, label }: { path: string; label: string }) {
  const { search } = useLocation();
  return (
    <ButtonLink to={`${path}${search}`} reloadDocument download variant="outline">
      {label}
    </ButtonLink>
  );
}
