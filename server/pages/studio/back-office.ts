import { PAGE_SCHEMA_VERSION } from '../../../schemas/page-version.ts';
import { AREA_DEFINITIONS, areasOfRole, type StaffArea } from '../../../domain/staff/staff-areas.ts';
import type { ActionBarProps, PageNode } from '../../../schemas/generated/index.ts';
import type { StaffMember } from '../../commerce/staff/staff.ts';
import { node } from '../node.ts';
import type { ComposedPage, PageRequest } from '../types.ts';

/**
 * A back-office page: the studio shell (the areas of the staff member's role, from the one role
 * map) around the page's blocks. Undefined (404) when no staff member came through the studio guard.
 */
export function backOfficePage(
  req: PageRequest,
  area: StaffArea,
  title: string,
  children: PageNode[],
  breadcrumb?: { label: string; href: string },
): ComposedPage | undefined {
  const staff = req.staff;
  if (!staff) return undefined;
  return {
    schemaVersion: PAGE_SCHEMA_VERSION,
    pageType: 'studio',
    layout: 'basic',
    locale: req.site.locale,
    meta: { title: `Studio · ${title}`, robots: 'noindex, nofollow' },
    root: node(
      'studio-shell',
      'studio-shell',
      { title, areas: navigationOf(staff, area), staff: { name: staff.name, role: staff.role }, ...(breadcrumb ? { breadcrumb } : {}) },
      children,
    ),
  };
}

function navigationOf(staff: StaffMember, current: StaffArea) {
  return areasOfRole(staff.role)
    .filter((area) => AREA_DEFINITIONS[area].pages)
    .map((area) => ({
      area,
      label: AREA_DEFINITIONS[area].label,
      href: AREA_DEFINITIONS[area].path,
      ...(area === current ? { current: true } : {}),
    }));
}

/** The query a list page was asked with, as the data table carries it in its links. */
export function tableQueryProps(query: URLSearchParams, names: readonly string[]): Record<string, string> {
  const carried: Record<string, string> = {};
  for (const name of names) {
    const value = query.get(name);
    if (value) carried[name] = value.slice(0, 200);
  }
  return carried;
}

interface SwitchWording {
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  /** The field's state after the switch, as the confirmation's select shows it. */
  becomes: string;
}

/**
 * An action that turns a yes/no field over (show or hide a product, enable or disable a coupon),
 * worded for the way it goes: `turnOff` while `isOn`, else `turnOn`. Turning off is the danger.
 */
export function switchAction(options: {
  id: string;
  endpoint: string;
  field: string;
  fieldLabel: string;
  isOn: boolean;
  turnOff: SwitchWording;
  turnOn: SwitchWording;
}): ActionBarProps['actions'][number] {
  const { label, title, message, confirmLabel, becomes } = options.isOn ? options.turnOff : options.turnOn;
  return {
    id: options.id,
    label,
    endpoint: options.endpoint,
    method: 'PATCH',
    tone: options.isOn ? 'danger' : 'secondary',
    confirm: { title, message, confirmLabel },
    fields: [{ name: options.field, label: options.fieldLabel, kind: 'select', required: true, options: [{ value: String(!options.isOn), label: becomes }] }],
  };
}
