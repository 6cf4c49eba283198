import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Small building blocks the article files are written with, so each article reads as text. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Para({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>{children}</Typography>;
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 1, lineHeight: 1.7 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/** A two-column fact table (e.g. status and commission rate). */
export function FactTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [string, string][];
}) {
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        mb: 2,
        '& th, & td': { textAlign: 'left', p: 1.25, borderBottom: '1px solid #d5d9e2', verticalAlign: 'top' },
        '& caption': { textAlign: 'left', fontWeight: 600, pb: 1 },
      }}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export function GuideLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
