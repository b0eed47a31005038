import { type RequestHandler, Router } from 'express';
import { formatMoney } from '../../domain/money.ts';
import { CARRIERS, cleanTrackingNumber, isCarrier } from '../../domain/orders/carriers.ts';
import { dispatchOrder } from '../commerce/orders/dispatch-order.ts';
import { addOrderNote, cancelOrder, deliverOrder, refundOrder } from '../commerce/orders/order-steps.ts';
import { staffOrderDetail } from '../commerce/orders/staff-order-detail.ts';
import { exportStaffOrders, listStaffOrders } from '../commerce/orders/staff-orders.ts';
import type { Database } from '../db/database.ts';
import type { PaymentProvider } from '../integrations/payments/payment-provider.ts';
import { invalid } from '../lib/errors.ts';
import { ordersCsv } from '../commerce/orders/orders-csv.ts';
import { bodyOf, queryOf, staffLocal, text } from './studio-request.ts';

/** An order number as the shop writes them (digits, letters, dashes); 400 otherwise. */
function orderNumberOf(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9-]{1,32}$/.test(value)) throw invalid(`"${String(value)}" is not an order number.`, 'number');
  return value;
}

/**
 * The back office's order calls under /studio/api/orders (fulfilment and admin, `guard`):
 * the list and its CSV, one order, and the steps of its life. A step that is not allowed now
 * is a 409 saying why.
 */
export function studioOrdersApi(db: Database, payments: PaymentProvider, guard: RequestHandler): Router {
  const router = Router();
  router.use(guard);

  router.get('/', async (req, res) => {
    const page = await listStaffOrders(db, queryOf(req));
    res.json({ orders: page.rows, total: page.total, page: page.page, pageSize: page.pageSize, sort: page.sort, dir: page.dir });
  });

  router.get('/export.csv', async (req, res) => {
    const rows = await exportStaffOrders(db, queryOf(req));
    res
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(ordersCsv(rows));
  });

  router.get('/:number', async (req, res) => {
    res.json(await staffOrderDetail(db, orderNumberOf(req.params['number'])));
  });

  router.post('/:number/dispatch', async (req, res) => {
    const number = orderNumberOf(req.params['number']);
    const body = bodyOf(req);
    const carrier = text(body, 'carrier');
    if (!isCarrier(carrier))
      throw invalid(
        `"carrier" must be one of ${Object.keys(CARRIERS)
          .map((c) => `"${c}"`)
          .join(', ')} (got "${carrier}").`,
        'carrier',
      );
    const trackingNumber = cleanTrackingNumber(text(body, 'trackingNumber'));
    if (!trackingNumber) throw invalid('"trackingNumber" is the carrier’s number: 6 to 40 letters and digits.', 'trackingNumber');
    await dispatchOrder(db, payments, number, { carrier, trackingNumber }, staffLocal(res));
    res.json({ ...(await staffOrderDetail(db, number)), message: `Order ${number} is dispatched; the customer has been emailed the tracking link.` });
  });

  router.post('/:number/deliver', async (req, res) => {
    const number = orderNumberOf(req.params['number']);
    await deliverOrder(db, number, staffLocal(res));
    res.json({ ...(await staffOrderDetail(db, number)), message: `Order ${number} is delivered.` });
  });

  router.post('/:number/cancel', async (req, res) => {
    const number = orderNumberOf(req.params['number']);
    await cancelOrder(db, payments, number, staffLocal(res));
    res.json({ ...(await staffOrderDetail(db, number)), message: `Order ${number} is cancelled and its products are back in stock.` });
  });

  router.post('/:number/refund', async (req, res) => {
    const number = orderNumberOf(req.params['number']);
    const { given, refunded, currency } = await refundOrder(db, payments, number, bodyOf(req)['amount'], staffLocal(res));
    const amount = (minor: number) => formatMoney(minor, currency, 'en-GB');
    res.json({ ...(await staffOrderDetail(db, number)), message: `${amount(given)} refunded on order ${number} (${amount(refunded)} in all).` });
  });

  router.post('/:number/notes', async (req, res) => {
    const number = orderNumberOf(req.params['number']);
    await addOrderNote(db, number, bodyOf(req)['body'], staffLocal(res));
    res.status(201).json({ ...(await staffOrderDetail(db, number)), message: 'Note added.' });
  });

  return router;
}
