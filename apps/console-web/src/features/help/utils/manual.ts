import { STAFF_ROLES, type StaffRole } from '@sprout/contract';
import { hasRole, type NavEntry, navEntry } from '../../../config/navigation.ts';
import { MANUAL_SECTIONS, type ManualSection } from '../strings.ts';

/** The menu entries a section names that this role may open (the menu's own rule, config/navigation.ts). */
export const pagesFor = (section: ManualSection, role: StaffRole): NavEntry[] =>
  section.pages.map(navEntry).filter((entry) => hasRole(role, entry.minRole));

/** The sections about this role's work first, then the others', each in manual order. */
export const sectionsFor = (
  role: StaffRole,
  sections: readonly ManualSection[] = MANUAL_SECTIONS,
): { mine: ManualSection[]; others: ManualSection[] } => ({
  mine: sections.filter((s) => s.roles.includes(role)),
  others: sections.filter((s) => !s.roles.includes(role)),
});

/** The roles that may open at least one of the section's pages, for the note shown to a role that may open none. */
export const rolesOpening = (section: ManualSection): StaffRole[] =>
  STAFF_ROLES.filter((r) => section.pages.some((key) => hasRole(r, navEntry(key).minRole)));
