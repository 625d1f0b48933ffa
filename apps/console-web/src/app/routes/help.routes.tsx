import type { RouteObject } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { navEntry } from '../../config/navigation.ts';
import { StaffManual } from '../../features/help/components/staff-manual.tsx';
import { helpStrings } from '../../features/help/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { RequireRole } from '../guards.tsx';

const entry = navEntry('help');

/** 帮助: the staff manual, its page links narrowed to what the signed-in role may open. */
function HelpRoute() {
  useDocumentTitle(helpStrings.title);
  const role = useSessionStore((s) => s.staff?.role);
  if (!role) return null;
  return (
    <>
      <PageHeader title={helpStrings.title} description={helpStrings.lead} />
      <StaffManual role={role} />
    </>
  );
}

/** The staff manual (issue 22), open to every role (config/nav-help.ts). */
export const helpRoutes: RouteObject[] = [
  {
    path: entry.path.replace(/^\//, ''),
    element: (
      <RequireRole minRole={entry.minRole}>
        <HelpRoute />
      </RequireRole>
    ),
  },
];
