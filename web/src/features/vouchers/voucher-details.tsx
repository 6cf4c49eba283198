import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { formatCad, voucherLineText, voucherSummaryRows, type PerformerVoucherView } from '@scenecall/shared';

/** The voucher's facts (the same rows as its PDF) and its pay lines. */
export function VoucherDetails({ voucher }: { voucher: PerformerVoucherView }) {
  const rows = voucherSummaryRows(voucher, voucher);
  const lines = voucher.pay?.lines ?? [];
  return (
    <Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {lines.length > 0 && (
        <Table size="small" aria-label="How the gross is made" sx={{ mt: 2 }}>
          <TableBody>
            {lines.map((line, index) => (
              <TableRow key={`${line.kind}-${index}`}>
                <TableCell component="th" scope="row" sx={{ px: 0 }}>
                  {voucherLineText(line)}
                </TableCell>
                <TableCell align="right" sx={{ px: 0 }}>
                  {formatCad(line.cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
