import { Box } from '@mui/material';
import { keyframes } from '@emotion/react';

const draw = keyframes`
  from { stroke-dashoffset: 600; }
  to { stroke-dashoffset: 0; }
`;
const breathe = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.04); }
`;

/** The animated blue monogram beside the account forms; still for visitors who prefer reduced motion. */
export function Monogram() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: { xs: 120, md: 280 },
        height: { xs: 120, md: 280 },
        color: 'primary.main',
        animation: `${breathe} 6s ease-in-out 2s infinite`,
        '& .stroke': {
          strokeDasharray: 600,
          strokeDashoffset: 0,
          animation: `${draw} 2s ease-out both`,
        },
        '@media (prefers-reduced-motion: reduce)': {
          animation: 'none',
          '& .stroke': { animation: 'none' },
        },
      }}
    >
      <svg viewBox="0 0 200 200" width="100%" height="100%" role="presentation" focusable="false">
        <circle className="stroke" cx="100" cy="100" r="90" fill="none" stroke="currentColor" strokeWidth="6" />
        <text
          x="100"
          y="125"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontSize="76"
          fontWeight="700"
          fill="currentColor"
        >
          SC
        </text>
      </svg>
    </Box>
  );
}
