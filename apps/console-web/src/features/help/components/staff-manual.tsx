import { STAFF_ROLE_LABELS, type StaffRole } from '@sprout/contract';
import { Collapse, type CollapseProps, Typography } from 'antd';
import { Link } from 'react-router';
import { helpStrings as t, type ManualSection } from '../strings.ts';
import { pagesFor, rolesOpening, sectionsFor } from '../utils/manual.ts';
import { RoleTags } from './role-tags.tsx';

const LINK_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '5px 14px',
  border: '1px solid #b5d8d5',
  borderRadius: 6,
  background: '#f3faf9',
  color: '#1f5f5b',
  lineHeight: '20px',
} as const;

/** A section's steps, then the pages it names that this role may open. */
function SectionBody({ section, role }: { section: ManualSection; role: StaffRole }) {
  const pages = pagesFor(section, role);
  return (
    <div data-testid={`help-body-${section.key}`} style={{ maxWidth: 860 }}>
      {section.paragraphs.map((text) => (
        <Typography.Paragraph key={text} style={{ lineHeight: 1.8, marginBottom: 10 }}>
          {text}
        </Typography.Paragraph>
      ))}
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 8,
          marginTop: 14,
          paddingTop: 14,
          borderTop: '1px solid #f0f0f0',
        }}
      >
        {pages.length > 0 ? (
          <>
            <Typography.Text type="secondary">{t.openPage}</Typography.Text>
            {pages.map((entry) => (
              <Link key={entry.key} to={entry.path} style={LINK_STYLE} data-testid={`help-link-${entry.key}`}>
                {entry.label}
                <span aria-hidden>→</span>
              </Link>
            ))}
          </>
        ) : (
          <Typography.Text type="secondary">
            {t.noPages(
              rolesOpening(section)
                .map((r) => STAFF_ROLE_LABELS[r])
                .join('或'),
            )}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

const itemsOf = (sections: readonly ManualSection[], role: StaffRole): CollapseProps['items'] =>
  sections.map((section) => ({
    key: section.key,
    label: (
      <div data-testid={`help-section-${section.key}`}>
        <Typography.Text strong style={{ fontSize: 15 }}>
          {section.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 2 }}>
          {section.summary}
        </Typography.Text>
      </div>
    ),
    extra: <RoleTags roles={section.roles} />,
    children: <SectionBody section={section} role={role} />,
  }));

/**
 * 帮助: the manual as antd Collapse panels, all closed so the titles read as the table of contents;
 * the sections about the signed-in role's work first, the other roles' after them.
 */
export function StaffManual({ role }: { role: StaffRole }) {
  const { mine, others } = sectionsFor(role);
  return (
    <div data-testid="help-page" style={{ maxWidth: 1040 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }} data-testid="help-role">
        {t.yourRole(STAFF_ROLE_LABELS[role])}
      </Typography.Paragraph>
      <section aria-labelledby="help-mine">
        <Typography.Title level={4} id="help-mine" style={{ fontSize: 16, marginBottom: 12 }}>
          {t.mine}
        </Typography.Title>
        <Collapse items={itemsOf(mine, role)} size="large" />
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="help-others" style={{ marginTop: 32 }}>
          <Typography.Title level={4} id="help-others" style={{ fontSize: 16, marginBottom: 4 }}>
            {t.others}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
            {t.othersHint}
          </Typography.Paragraph>
          <Collapse items={itemsOf(others, role)} size="large" />
        </section>
      ) : null}
    </div>
  );
}
