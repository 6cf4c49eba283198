/** The voucher PDF (its performer, Admin) and a performer's vouchers for the Admin's user page. */
import { allow, route } from '../../http/route';
import { voucherOfPerformerOrAdmin } from './voucher-documents.policy';
import { voucherPdf, vouchersForAdmin } from './voucher-documents.service';

export const voucherDocumentRoutes = [
  route({
    method: 'get',
    path: '/performer/vouchers/:voucherId/voucher.pdf',
    access: allow(['Performer', 'Admin'], { policy: voucherOfPerformerOrAdmin }),
    handler: async ({ caller, target, res }) => {
      const pdf = await voucherPdf(caller, target);
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
      });
      res.send(pdf.bytes);
      return undefined;
    },
  }),
  route({
    method: 'get',
    path: '/admin/users/:uid/vouchers',
    access: allow(['Admin']),
    handler: async ({ params }) => ({ vouchers: await vouchersForAdmin(params.uid ?? '') }),
  }),
];
