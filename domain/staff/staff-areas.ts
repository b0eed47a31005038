/**
 * Who may do what on the staff side: one map from each back-office area to the roles that
 * work there. The studio API's guards and the studio's navigation both read it; `admin`
 * may use every area.
 */

export const STAFF_ROLES = ['editor', 'fulfilment', 'merchandiser', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_AREAS = ['pages', 'orders', 'catalogue', 'coupons', 'reviews', 'customers', 'staff', 'audit'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

interface AreaDefinition {
  label: string;
  /** The area's first studio page. */
  path: string;
  /** The area has studio pages yet (its calls may come first); the navigation lists only these. */
  pages: boolean;
  /** Roles besides admin that work in the area. */
  roles: readonly StaffRole[];
  /** Actions in the area that only admin may take, for the roles above see and do the rest. */
  adminOnly?: readonly string[];
}

export const AREA_DEFINITIONS: Record<StaffArea, AreaDefinition> = {
  pages: { label: 'Pages', path: '/studio/', roles: ['editor'], pages: true },
  orders: { label: 'Orders', path: '/studio/orders/', roles: ['fulfilment'], pages: true },
  catalogue: { label: 'Catalogue', path: '/studio/catalogue/', roles: ['merchandiser'], pages: true },
  coupons: { label: 'Coupons', path: '/studio/coupons/', roles: ['merchandiser'], pages: true },
  // Customers' product reviews wait here until a merchandiser approves or rejects them.
  reviews: { label: 'Reviews', path: '/studio/reviews/', roles: ['merchandiser'], pages: true },
  // Customer service (fulfilment) finds customers and exports their data; erasing one cannot be undone.
  customers: { label: 'Customers', path: '/studio/customers/', roles: ['fulfilment'], pages: true, adminOnly: ['erase'] },
  staff: { label: 'Staff', path: '/studio/staff/', roles: [], pages: true },
  audit: { label: 'Audit', path: '/studio/audit/', roles: [], pages: true },
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The roles that may use an area: its own, and admin. */
export function rolesOfArea(area: StaffArea): readonly StaffRole[] {
  return [...AREA_DEFINITIONS[area].roles, 'admin'];
}

export function mayUseArea(role: StaffRole, area: StaffArea): boolean {
  return rolesOfArea(area).includes(role);
}

/** Whether a role may take `action` in an area: it works there, and the action is not kept for admin. */
export function mayTakeAction(role: StaffRole, area: StaffArea, action: string): boolean {
  return mayUseArea(role, area) && (role === 'admin' || !(AREA_DEFINITIONS[area].adminOnly ?? []).includes(action));
}

/** The areas a role works in, in navigation order. */
export function areasOfRole(role: StaffRole): StaffArea[] {
  return STAFF_AREAS.filter((area) => mayUseArea(role, area));
}

/** Which area a studio path (without language prefix) belongs to; undefined for sign-in and unknown paths. */
export function areaOfPath(path: string): StaffArea | undefined {
  if (path === '/studio/' || path.startsWith('/studio/pages/')) return 'pages';
  for (const area of STAFF_AREAS) {
    if (area !== 'pages' && path.startsWith(AREA_DEFINITIONS[area].path)) return area;
  }
  return undefined;
}

/** The sentence a refused staff member reads: which roles the area needs and which one they have. */
export function areaRefusal(area: StaffArea, role: StaffRole): string {
  const roles = rolesOfArea(area);
  return `${AREA_DEFINITIONS[area].label} needs the ${roles.join(' or ')} role; you are signed in as ${role}.`;
}

/** The sentence a staff member refused an admin-only action reads. */
export function actionRefusal(area: StaffArea, action: string, role: StaffRole): string {
  return `Only an admin may ${action} in ${AREA_DEFINITIONS[area].label}; you are signed in as ${role}.`;
}
