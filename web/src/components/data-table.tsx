/**
 * The staff pages' table: a keyboard-scrollable region around one MUI table, its header row from a
 * list of columns, and an empty-state row. From the desktop breakpoint (`md`, 1024 px laptops
 * included) the table fits its container: fixed layout, the columns' widths, long text cut by the
 * cells (see `TruncatedText`). Below it, the table keeps `narrowMinWidth` and scrolls inside its
 * frame, never the page.
 */
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN } from './visually-hidden';

export interface DataColumn {
  label: string;
  /** The header is read by screen readers only (an actions column). */
  hiddenLabel?: boolean;
  /** The column's width from `md` up (CSS: '14%', 120); columns without one share the rest. */
  width?: string | number;
}

interface DataTableProps {
  columns: DataColumn[];
  /** The region's name: its own label, or the id of a heading that names it. */
  label?: string;
  labelledBy?: string;
  busy?: boolean;
  /** Shown in one row when there is nothing to list (`rows` is then ignored). */
  empty?: ReactNode;
  /** Below `md` the table is at least this wide and scrolls inside its frame. */
  narrowMinWidth?: number;
  framed?: boolean;
  testId?: string;
  children: ReactNode;
}

export function DataTable({
  columns,
  label,
  labelledBy,
  busy,
  empty,
  narrowMinWidth,
  framed = false,
  testId,
  children,
}: DataTableProps) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      tabIndex={0}
      sx={{ overflowX: 'auto', ...(framed && { border: 1, borderColor: 'divider', borderRadius: 1 }) }}
    >
      <Table
        size="small"
        data-testid={testId}
        sx={{
          minWidth: { xs: narrowMinWidth, md: 0 },
          tableLayout: { md: 'fixed' },
          '& .MuiTableCell-root': { px: { md: 1 }, overflowWrap: 'break-word' },
          '& .MuiTableCell-root:first-of-type': { pl: { md: 2 } },
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column.label || index} scope="col" sx={{ width: { md: column.width } }}>
                {column.hiddenLabel ? (
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    {column.label}
                  </Box>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {empty ? (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Typography color="text.secondary">{empty}</Typography>
              </TableCell>
            </TableRow>
          ) : (
            children
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
