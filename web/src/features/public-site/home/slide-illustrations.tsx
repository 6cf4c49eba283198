/** Small inline illustrations for the spotlight slides: no image requests, a few hundred bytes each. */
const frame = { viewBox: '0 0 160 120', width: '100%', height: '100%', 'aria-hidden': true, focusable: false } as const;

export function ReliabilityArt() {
  return (
    <svg {...frame}>
      <rect width="160" height="120" rx="16" fill="#e8eef9" />
      <path d="M80 18l34 12v26c0 22-15 38-34 46-19-8-34-24-34-46V30z" fill="#0b3d91" />
      <path d="M64 60l11 11 22-24" fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}

export function ConvenienceArt() {
  return (
    <svg {...frame}>
      <rect width="160" height="120" rx="16" fill="#f6e8ee" />
      <rect x="50" y="14" width="60" height="94" rx="10" fill="#8a1c4a" />
      <rect x="57" y="26" width="46" height="64" rx="4" fill="#fff" />
      <rect x="63" y="34" width="34" height="8" rx="3" fill="#8a1c4a" opacity=".35" />
      <rect x="63" y="48" width="26" height="8" rx="3" fill="#8a1c4a" opacity=".35" />
      <circle cx="80" cy="74" r="9" fill="#1b5e20" />
      <path d="M75 74l4 4 7-7" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function EfficiencyArt() {
  return (
    <svg {...frame}>
      <rect width="160" height="120" rx="16" fill="#e8f3ea" />
      <circle cx="80" cy="60" r="40" fill="#1b5e20" />
      <path d="M86 28L64 66h16l-6 26 22-38H80z" fill="#fff" />
    </svg>
  );
}
