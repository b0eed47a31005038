import { AREA_DEFINITIONS, areasOfRole, STAFF_ROLES, type StaffRole } from '../../../domain/staff/staff-areas.ts';
import { findStaffById, listStaff } from '../../commerce/staff/staff.ts';
import { node } from '../node.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { backOfficePage } from './back-office.ts';
import { requestFormSchema } from './form-schema.ts';

const ROLE_NAMES: Record<StaffRole, string> = { editor: 'Editor', fulfilment: 'Fulfilment', merchandiser: 'Merchandiser', admin: 'Admin' };
const worksIn = (role: StaffRole) =>
  areasOfRole(role)
    .map((area) => AREA_DEFINITIONS[area].label)
    .join(', ');
const roleHints = { 'ui:title': 'Role', 'ui:enumNames': STAFF_ROLES.map((role) => ROLE_NAMES[role]) };

/** `/studio/staff/`: every staff account with its role and areas, and a new one (admins only). */
export async function composeStudioStaff(req: PageRequest): Promise<ComposedPage | undefined> {
  const staff = await listStaff(req.db);
  return backOfficePage(req, 'staff', 'Staff', [
    node('data-table', 'staff-table', {
      caption: 'Staff accounts',
      path: '/studio/staff/',
      columns: [
        { key: 'name', label: 'Name' },
        { key: 'email', label: 'Email' },
        { key: 'role', label: 'Role' },
        { key: 'areas', label: 'Works in' },
      ],
      rows: staff.map((member) => ({
        id: String(member.id),
        cells: {
          name: { text: member.name, href: `/studio/staff/${member.id}/` },
          email: { text: member.email },
          role: { text: ROLE_NAMES[member.role], tone: member.role === 'admin' ? 'info' : 'neutral' },
          areas: { text: worksIn(member.role) },
        },
      })),
      page: 1,
      pageSize: 100,
      total: staff.length,
      emptyText: 'No staff accounts.',
    }),
    node('schema-form', 'staff-create', {
      heading: 'New staff account',
      intro: 'They sign in at /studio/login/ with this email and password, and work in the areas of their role.',
      schema: requestFormSchema('studio-staff-create'),
      uiSchema: {
        'ui:order': ['email', 'name', 'role', 'password'],
        email: { 'ui:title': 'Email', 'ui:autocomplete': 'off' },
        name: { 'ui:title': 'Name' },
        role: roleHints,
        password: { 'ui:title': 'First password', 'ui:widget': 'password', 'ui:autocomplete': 'new-password' },
      },
      action: '/studio/api/staff',
      submitLabel: 'Create account',
    }),
  ]);
}

/** `/studio/staff/<id>/`: one account, its role changed or the account removed (never your own: another admin does that). */
export async function composeStudioStaffMember(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  const member = await findStaffById(req.db, Number(params['id']));
  if (!member || !req.staff) return undefined;
  const self = member.id === req.staff.id;
  const endpoint = `/studio/api/staff/${member.id}`;
  const panel = node('detail-panel', 'staff-detail', {
    sections: [
      {
        heading: 'Account',
        ...(self ? { note: 'This is you: another admin changes your role or removes your account.' } : {}),
        fields: [
          { label: 'Name', value: member.name },
          { label: 'Email', value: member.email },
          { label: 'Role', value: ROLE_NAMES[member.role] },
          { label: 'Works in', value: worksIn(member.role) },
        ],
      },
    ],
  });
  const changes = self
    ? []
    : [
        node('schema-form', 'staff-role', {
          heading: 'Change role',
          intro: 'The new role applies from their next click; the change is in the audit log.',
          schema: { ...requestFormSchema('studio-staff-role'), default: { role: member.role } },
          uiSchema: { role: { ...roleHints, 'ui:widget': 'radio' } },
          action: endpoint,
          method: 'PATCH',
          submitLabel: 'Save role',
        }),
        node('action-bar', 'staff-actions', {
          label: 'Account actions',
          actions: [
            {
              id: 'remove',
              label: 'Remove account',
              endpoint,
              method: 'DELETE',
              tone: 'danger',
              next: '/studio/staff/',
              confirm: {
                title: `Remove ${member.name}?`,
                message: 'They are signed out everywhere and can no longer sign in. Their past changes stay in the audit log.',
                confirmLabel: 'Remove account',
              },
            },
          ],
        }),
      ];
  return backOfficePage(req, 'staff', `Staff · ${member.name}`, [panel, ...changes], { label: 'Staff', href: '/studio/staff/' });
}
