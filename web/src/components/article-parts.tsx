import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * Small building blocks the article files are written with, so each article reads as text.
 * A section's `id` lets other pages link straight to it (e.g. the profile form to #whasa).
 */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} sx={{ mb: 4, scrollMarginTop: 96 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
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

/** Things done in order (registering, paying commission). */
export function Steps({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ol" sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 1, lineHeight: 1.7 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/** A short aside worth the reader's eye: a tip, or what to do when in doubt. */
export function Tip({ label = 'Tip', children }: { label?: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        mb: 2,
        px: 2,
        py: 1.5,
        borderLeft: '4px solid',
        borderColor: 'primary.main',
        bgcolor: '#eef2fa',
        borderRadius: 1,
      }}
    >
      <Typography sx={{ lineHeight: 1.7 }}>
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {label}:
        </Box>{' '}
        {children}
      </Typography>
    </Box>
  );
}

/** A list of terms and their meanings (the terminology guide). */
export function Glossary({ terms }: { terms: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, mb: 2, '& dt': { fontWeight: 700, mt: 2 }, '& dd': { ml: 0, lineHeight: 1.7 } }}>
      {terms.map(([term, meaning]) => (
        <Box key={term}>
          <Typography component="dt">{term}</Typography>
          <Typography component="dd">{meaning}</Typography>
        </Box>
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
