import { Box, Typography } from '@mui/material';
import { GuideArticle } from '../guide-article';
import { GUIDES } from '../guide-catalog';

const TERMS: [string, string][] = [
  ['Call time', 'The time you must be checked in on set, ready to work.'],
  ['Holding', 'The room or tent where background performers wait between scenes.'],
  ['Voucher', 'The form that records your hours and allowances; payroll pays you from it.'],
  ['PA', 'Production assistant. The background PA checks you in, places you and signs you out.'],
  ['First team / second team', 'The principal actors / their stand-ins while the shot is lit.'],
  ['Background action', 'Your cue to start moving, given just before “Action”.'],
  ['Back to one', 'Return to your first position for another take.'],
  ['Rolling', 'The camera is recording: stay still and silent until “Cut”.'],
  ['Upgrade', 'You were given a featured moment or a line; it is paid and charged at a higher rate.'],
  ['SSE', 'Special skills extra: a booking for a skill such as dancing, skating or driving.'],
  ['Fitting', 'A wardrobe appointment before the shoot; it pays 2 hours.'],
  ['Crafty', 'Craft services: the snack and drinks table.'],
  ['Wrap', 'The end of your day (or of the shoot). Do not leave before you are wrapped.'],
];

export default function Terms101Guide() {
  return (
    <GuideArticle
      guide={GUIDES.terms101}
      lead="Sets have their own language. These are the words you will hear most on your first days."
    >
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700, mt: 2 }, '& dd': { ml: 0, lineHeight: 1.7 } }}>
        {TERMS.map(([term, meaning]) => (
          <Box key={term}>
            <Typography component="dt">{term}</Typography>
            <Typography component="dd">{meaning}</Typography>
          </Box>
        ))}
      </Box>
    </GuideArticle>
  );
}
