import { mayTakeAction } from '../../../domain/staff/staff-areas.ts';
import { formatDate } from '../../../domain/locale.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { CustomerAddress, DataTableProps, DetailPanelProps } from '../../../schemas/generated/index.ts';
import { STATUS_WORDS } from '../../commerce/orders/order-rules.ts';
import { listStaffCustomers, type StaffCustomer, staffCustomer } from '../../commerce/customer/staff-customers.ts';
import { DomainError } from '../../lib/errors.ts';
import { node } from '../node.ts';
import type { ComposedPage, PageRequest } from '../types.ts';
import { backOfficePage, tableQueryProps } from './back-office.ts';
import { STATUS_TONES } from './orders-pages.ts';

const day = (iso: string) => formatDate(iso, 'en');

/** `/studio/customers/`: customers found by email, name or order number, sorted and paged on the server (customer service and admins). */
export async function composeStudioCustomers(req: PageRequest): Promise<ComposedPage | undefined> {
  const page = await listStaffCustomers(req.db, req.query);
  const props: DataTableProps = {
    caption: 'Customers',
    path: '/studio/customers/',
    query: tableQueryProps(req.query, ['q', 'sort', 'dir', 'pageSize']),
    columns: [
      { key: 'name', label: 'Name', sortable: true },
      { key: 'email', label: 'Email', sortable: true },
      { key: 'joined', label: 'Joined', sortable: true },
      { key: 'orders', label: 'Orders', sortable: true, align: 'end' },
      { key: 'newsletter', label: 'Newsletter' },
    ],
    rows: page.rows.map((c) => ({
      id: String(c.id),
      cells: {
        name: { text: c.name, href: `/studio/customers/${c.id}/` },
        email: c.erased ? { text: 'Erased', tone: 'neutral' } : { text: c.email },
        joined: { text: day(c.joinedAt) },
        orders: { text: String(c.orders) },
        newsletter: { text: c.newsletter ? 'Subscribed' : 'No', tone: c.newsletter ? 'positive' : 'neutral' },
      },
    })),
    filters: [{ name: 'q', label: 'Search', kind: 'search', placeholder: 'Email, name or order number' }],
    sort: page.sort,
    dir: page.dir,
    page: page.page,
    pageSize: page.pageSize,
    total: page.total,
    emptyText: 'No customer matches this search.',
  };
  return backOfficePage(req, 'customers', 'Customers', [node('data-table', 'customers-table', props)]);
}

const addressText = (a: CustomerAddress) =>
  [`${a.firstname} ${a.lastname}`, ...a.street, a.city, a.region.region, a.postcode, a.country_code, a.telephone, a.email].filter(Boolean).join(', ');

function customerSections(customer: StaffCustomer): DetailPanelProps['sections'] {
  const { profile, newsletter } = customer;
  const signUp = newsletter.signUp;
  return [
    {
      heading: 'Profile',
      ...(profile.erasedAt ? { note: `Erased on ${day(profile.erasedAt)}: only the orders are kept, without personal data.` } : {}),
      fields: [
        { label: 'Name', value: `${profile.firstName} ${profile.lastName}` },
        profile.erasedAt ? { label: 'Email', value: 'Erased' } : { label: 'Email', value: profile.email, href: `mailto:${profile.email}` },
        { label: 'Customer number', value: String(profile.id) },
        { label: 'Joined', value: day(profile.joinedAt) },
        { label: 'Last changed', value: day(profile.updatedAt) },
      ],
    },
    {
      heading: 'Newsletter',
      fields: [
        { label: 'Subscribed', value: newsletter.subscribed ? 'Yes' : 'No', tone: newsletter.subscribed ? 'positive' : 'neutral' },
        ...(newsletter.changedAt ? [{ label: 'Changed', value: day(newsletter.changedAt) }] : []),
        ...(signUp
          ? [
              {
                label: 'Sign-up',
                value: `${signUp.status}, asked ${day(signUp.requestedAt)}${signUp.confirmedAt ? `, confirmed ${day(signUp.confirmedAt)}` : ''}`,
              },
            ]
          : []),
      ],
    },
    customer.addresses.length
      ? {
          heading: 'Addresses',
          fields: customer.addresses.map((a, i) => ({
            label: [a.default_shipping ? 'Delivery' : '', a.default_billing ? 'Billing' : ''].filter(Boolean).join(' and ') || `Address ${i + 1}`,
            value: addressText(a),
          })),
        }
      : { heading: 'Addresses', note: 'No addresses saved.' },
    customer.orders.length
      ? {
          heading: 'Orders',
          fields: customer.orders.map((o) => ({
            label: `Order ${o.number}`,
            value: `${day(o.placedAt)} · ${STATUS_WORDS[o.status]} · ${formatMoney(o.total, o.currency, 'en-GB')}`,
            href: `/studio/orders/${o.number}/`,
            tone: STATUS_TONES[o.status],
          })),
        }
      : { heading: 'Orders', note: 'No orders yet.' },
  ];
}

/** `/studio/customers/<id>/`: profile, newsletter, addresses and orders; the data export; erasure for admins. */
export async function composeStudioCustomer(req: PageRequest, params: Record<string, string>): Promise<ComposedPage | undefined> {
  const id = Number(params['id']);
  const customer = await staffCustomer(req.db, id).catch((error: unknown) => {
    if (error instanceof DomainError && error.type === 'not_found') return undefined;
    throw error;
  });
  if (!customer || !req.staff) return undefined;
  const { profile } = customer;
  const mayErase = mayTakeAction(req.staff.role, 'customers', 'erase');
  const actions = {
    label: 'Customer requests',
    actions:
      mayErase && !profile.erasedAt
        ? [
            {
              id: 'erase',
              label: 'Erase customer',
              endpoint: `/studio/api/customers/${id}/erase`,
              tone: 'danger' as const,
              confirm: {
                title: `Erase ${profile.firstName} ${profile.lastName}?`,
                message:
                  'Their profile, addresses, sign-ins, carts and newsletter sign-up are deleted and the account can no longer sign in. Orders stay for the accounts, without name, address or phone. This cannot be undone.',
                confirmLabel: 'Erase for good',
              },
            },
          ]
        : [],
    ...(profile.erasedAt ? { note: 'This customer is erased.' } : mayErase ? {} : { note: 'Only an admin may erase a customer.' }),
  };
  const exportSection = {
    heading: 'Data requests',
    fields: [{ label: 'Subject access', value: 'Download everything held about this customer (JSON)', href: `/studio/api/customers/${id}/export` }],
  };
  return backOfficePage(
    req,
    'customers',
    `Customer ${profile.firstName} ${profile.lastName}`,
    [node('action-bar', 'customer-actions', actions), node('detail-panel', 'customer-detail', { sections: [...customerSections(customer), exportSection] })],
    { label: 'Customers', href: '/studio/customers/' },
  );
}
