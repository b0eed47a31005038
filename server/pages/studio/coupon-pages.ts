import { formatPounds } from '../../../domain/money.ts';
import { type CouponForStaff, couponForStaff, listCoupons } from '../../commerce/cart/coupon-admin.ts';
import { node } from '../node.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { backOfficePage, switchAction, tableQueryProps } from './back-office.ts';

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

const offText = (c: CouponForStaff) => (c.kind === 'percent' ? `${c.amount}% off` : `${formatPounds(c.amount)} off`);
const datesText = (c: CouponForStaff) =>
  [c.starts_at ? `from ${DAY.format(new Date(c.starts_at))}` : '', c.expires_at ? `until ${DAY.format(new Date(c.expires_at))}` : '']
    .filter(Boolean)
    .join(' ') || 'Always';
const usageText = (c: CouponForStaff) => `${c.times_used}${c.usage_limit === null ? '' : ` of ${c.usage_limit}`}`;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The fields of a coupon's form, filled with `coupon` when editing. */
function couponFields(coupon?: CouponForStaff) {
  return [
    ...(coupon ? [] : [{ name: 'code', label: 'Code', kind: 'text' as const, required: true, hint: 'Letters, digits or dashes, like WINTER15' }]),
    { name: 'label', label: 'Label in the basket', kind: 'text' as const, required: true, ...(coupon ? { value: coupon.label } : {}) },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select' as const,
      required: true,
      ...(coupon ? { value: coupon.kind } : {}),
      options: [
        { value: 'percent', label: 'Percentage off' },
        { value: 'fixed', label: 'Amount off (£)' },
      ],
    },
    {
      name: 'amount',
      label: 'Percentage or amount',
      kind: 'money' as const,
      required: true,
      ...(coupon ? { value: coupon.kind === 'percent' ? String(coupon.amount) : (coupon.amount / 100).toFixed(2) } : {}),
    },
    {
      name: 'minSpend',
      label: 'Minimum spend (£)',
      kind: 'money' as const,
      ...(coupon?.min_subtotal ? { value: (coupon.min_subtotal / 100).toFixed(2) } : {}),
    },
    { name: 'startsAt', label: 'From', kind: 'text' as const, hint: 'A date like 2026-12-01', ...(coupon?.starts_at ? { value: day(coupon.starts_at) } : {}) },
    {
      name: 'expiresAt',
      label: 'Until',
      kind: 'text' as const,
      hint: 'A date like 2026-12-31',
      ...(coupon?.expires_at ? { value: day(coupon.expires_at) } : {}),
    },
    { name: 'usageLimit', label: 'Uses in all', kind: 'text' as const, ...(coupon?.usage_limit ? { value: String(coupon.usage_limit) } : {}) },
  ];
}

/** `/studio/coupons/`: every coupon with its usage, searched, sorted and paged on the server, and a new one (merchandisers and admins). */
export async function composeStudioCoupons(req: PageRequest): Promise<ComposedPage | undefined> {
  const page = await listCoupons(req.db, req.query);
  return backOfficePage(req, 'coupons', 'Coupons', [
    node('action-bar', 'coupon-create', {
      label: 'Coupon actions',
      actions: [
        {
          id: 'create',
          label: 'New coupon',
          endpoint: '/studio/api/coupons',
          method: 'POST',
          tone: 'primary',
          confirm: {
            title: 'New coupon',
            message: 'Customers can use it as soon as it is saved (from its start date, if it has one).',
            confirmLabel: 'Create coupon',
          },
          fields: couponFields(),
        },
      ],
    }),
    node('data-table', 'coupon-table', {
      caption: 'Coupons',
      path: '/studio/coupons/',
      query: tableQueryProps(req.query, ['q', 'active', 'dir', 'pageSize']),
      columns: [
        { key: 'code', label: 'Code', sortable: true },
        { key: 'label', label: 'Label' },
        { key: 'off', label: 'Discount' },
        { key: 'dates', label: 'Runs' },
        { key: 'used', label: 'Used', sortable: true },
        { key: 'active', label: 'State' },
      ],
      rows: page.rows.map((c) => ({
        id: c.code,
        cells: {
          code: { text: c.code, href: `/studio/coupons/${encodeURIComponent(c.code)}/` },
          label: { text: c.label },
          off: { text: `${offText(c)}${c.min_subtotal ? ` over ${formatPounds(c.min_subtotal)}` : ''}` },
          dates: { text: datesText(c) },
          used: { text: usageText(c) },
          active: { text: c.active ? 'Active' : 'Disabled', tone: c.active ? 'positive' : 'warning' },
        },
      })),
      filters: [
        { name: 'q', label: 'Code or label', kind: 'search', placeholder: 'WINTER15' },
        {
          name: 'active',
          label: 'State',
          kind: 'select',
          options: [
            { value: '', label: 'Any' },
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Disabled' },
          ],
        },
      ],
      sort: page.sort,
      dir: page.dir,
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
      emptyText: 'No coupon matches these filters.',
    }),
  ]);
}

/** `/studio/coupons/<code>/`: one coupon, its usage, and the actions that edit, disable or enable it. */
export async function composeStudioCoupon(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  const coupon = await couponForStaff(req.db, decodeURIComponent(params['code'] ?? ''));
  if (!coupon) return undefined;
  const endpoint = `/studio/api/coupons/${encodeURIComponent(coupon.code)}`;
  return backOfficePage(
    req,
    'coupons',
    `Coupon ${coupon.code}`,
    [
      node('detail-panel', 'coupon-panel', {
        sections: [
          {
            heading: 'Coupon',
            fields: [
              { label: 'Code', value: coupon.code },
              { label: 'Label', value: coupon.label },
              { label: 'Discount', value: offText(coupon) },
              { label: 'Minimum spend', value: coupon.min_subtotal ? formatPounds(coupon.min_subtotal) : 'None' },
              { label: 'Runs', value: datesText(coupon) },
              { label: 'State', value: coupon.active ? 'Active' : 'Disabled', tone: coupon.active ? ('positive' as const) : ('warning' as const) },
            ],
          },
          {
            heading: 'Usage',
            fields: [
              { label: 'Used', value: usageText(coupon) },
              { label: 'Per customer', value: coupon.per_customer_limit === null ? 'No limit' : `At most ${coupon.per_customer_limit}` },
              { label: 'First order only', value: coupon.first_order_only ? 'Yes' : 'No' },
            ],
          },
        ],
      }),
      node('action-bar', 'coupon-actions', {
        label: 'Coupon actions',
        actions: [
          {
            id: 'edit',
            label: 'Edit coupon',
            endpoint,
            method: 'PATCH',
            tone: 'primary',
            confirm: { title: `Edit ${coupon.code}`, message: 'Baskets use the new terms at once.', confirmLabel: 'Save coupon' },
            fields: couponFields(coupon),
          },
          {
            id: 'per-customer',
            label: 'Limit per customer',
            endpoint,
            method: 'PATCH',
            confirm: {
              title: `Uses per customer of ${coupon.code}`,
              message: 'Customers must sign in to use a coupon with this limit.',
              confirmLabel: 'Save limit',
            },
            fields: [
              {
                name: 'perCustomerLimit',
                label: 'Uses per customer',
                kind: 'text',
                required: true,
                ...(coupon.per_customer_limit ? { value: String(coupon.per_customer_limit) } : {}),
              },
            ],
          },
          switchAction({
            id: coupon.active ? 'disable' : 'enable',
            endpoint,
            field: 'active',
            fieldLabel: 'State',
            isOn: coupon.active,
            turnOff: {
              label: 'Disable coupon',
              title: `Disable ${coupon.code}`,
              message: 'Baskets stop counting it at once; orders already placed keep it.',
              confirmLabel: 'Disable',
              becomes: 'Disabled',
            },
            turnOn: {
              label: 'Enable coupon',
              title: `Enable ${coupon.code}`,
              message: 'Customers can use it again.',
              confirmLabel: 'Enable',
              becomes: 'Active',
            },
          }),
        ],
      }),
    ],
    { label: 'Coupons', href: '/studio/coupons/' },
  );
}
